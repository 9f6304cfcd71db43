"""Building the compact index from GeoNames, admin areas, countries and place CSVs.

Run once per source version (a few seconds; the result is cached by
:mod:`gazetteer.cache`). Latin-script names are indexed (and Cyrillic and Greek where
GeoNames writes them so); of other scripts, the names in Arabic script, India's scripts,
Sinhala, Tibetan and Hebrew, kept in their script (see :func:`gazetteer.names.fold_token`),
and the names of towns in Chinese, Japanese, Korean and Thai (and Burmese, of any size),
which captions in those scripts run into their other words (see ``Index.unspaced``).
"""

from __future__ import annotations

import logging
import re
import sys
from array import array
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence

import ahocorasick
import numpy as np
from anyascii import anyascii

from .index import (
    ALT,
    DEMONYM,
    MAIN,
    MASK_ADMIN1,
    MASK_COMMON,
    MASK_COUNTRY,
    MASK_DEMONYM,
    MASK_PARTICLE,
    MASK_PLACE,
    MASK_READING,
    READING,
    Index,
    KeyTable,
    haversine_km,
)
from .model import FEATURE_SOURCE
from .names import ARTICLES, fold_arabic, fold_token, keys_of_tokens, surface_key, tokens
from .sources import (
    AIRPORTS_SOURCE,
    GEONAMES_SOURCE,
    PlaceRow,
    iter_airports,
    iter_geonames,
    read_admin1,
    read_common_words,
    read_corrected_records,
    read_countries,
    read_countries_extra,
    read_country_translations,
    read_misleading_alternates,
    read_misplaced_records,
)

__all__ = ["BURMESE_TOWN_WORD", "KHMER_CITY_WORD", "PHONETIC_COUNTRIES", "UNSPACED_LETTERS",
           "Builder", "build_index", "slug"]

log = logging.getLogger(__name__)

# Countries whose names are transliterated from Arabic, Persian, Pashto or Kurdish:
# their names also get a phonetic key (see gazetteer.names).
PHONETIC_COUNTRIES = frozenset(
    [
        "AE",
        "AF",
        "BH",
        "DZ",
        "EG",
        "EH",
        "IQ",
        "IR",
        "JO",
        "KW",
        "LB",
        "LY",
        "MA",
        "MR",
        "OM",
        "PK",
        "PS",
        "QA",
        "SA",
        "SD",
        "SO",
        "SY",
        "TD",
        "TN",
        "YE",
    ]
)
_LATIN = re.compile(
    r"^[\x20-\u024f\u1e00-\u1eff\u2018\u2019\u02bb\u02bc\u02be\u02bf\u0300-\u036f]+$"
)
_ADMIN_SUFFIXES = ("province", "governorate", "region", "state", "oblast", "prefecture")
_TYPE_WORDS = frozenset(_ADMIN_SUFFIXES + ("district", "county", "department", "municipality"))
# the English names of Russia's krais and oblasts, after the word GeoNames uses
_RUSSIAN_AREA_KINDS = {"krai": ("Territory", "Region"), "kray": ("Territory", "Region", "Krai"),
                       "oblast": ("Region",)}
_PARTICLE_MIN = 10
_KIND_MASK = {"admin1": MASK_ADMIN1, "country": MASK_COUNTRY}


def slug(name: str) -> str:
    """A stable id part for a curated or user row ("al-Sakhour" -> "al-sakhour")."""
    return "-".join(fold_token(t) for t in tokens(name)) or "place"


_FEATURE_TAIL = re.compile(
    r"\s*\b(?:(?:international\s+)?airport|air\s*base|airfield|military\s+base|"
    r"(?:border\s+)?crossing|district|neighbou?rhood|quarter|area|governorate|province)$",
    re.IGNORECASE,
)


def _without_feature_words(names: Sequence[str]) -> list[str]:
    """ "Hemeimeem Air Base" -> "Hemeimeem": writers often drop the feature word."""
    out = []
    for name in names:
        short = _FEATURE_TAIL.sub("", name).strip(" -,")
        if short and short != name and len(short) >= 4:
            out.append(short)
    return out


def _finnish_case_forms(names: Sequence[str]) -> list[str]:
    """A Finnish sea's, gulf's or lake's name in the case forms captions write: "Itämerellä" (on
    the Baltic), "Pohjanmerellä", "Suomenlahdella", "Inarijärvellä" (whose stems change: "meri",
    "mere-"); the sea's row lists only the nominative, "Itämeri"."""
    out = []
    for name in names:
        for ending, stem, forms in _FINNISH_FEATURE_CASES:
            if name.endswith(ending) and name[:1].isupper() and " " not in name:
                out += [name[: -len(ending)] + stem + form for form in forms]
    return out


# (the nominative's ending, the stem of its other cases, their endings: genitive, adessive,
# allative, ablative, inessive, elative, illative)
_FINNISH_FEATURE_CASES = (
    ("meri", "mere", ("n", "llä", "lle", "ltä", "ssä", "stä", "en")),
    ("lahti", "lahde", ("n", "lla", "lle", "lta", "ssa", "sta")),
    ("lahti", "lahte", ("en",)),
    ("järvi", "järve", ("n", "llä", "lle", "ltä", "ssä", "stä", "en")),
)
_STATION = re.compile(r"^(?P<stem>.+?) (?:Research )?(?:Station|Base)(?: [IVX]+)?$")


def _station_spellings(name: str) -> list[str]:
    """ "Davis Station" -> "Davis research station", "Davis base": captions name an Antarctic
    station with any of these words after its name, and its bare name is often a town's
    elsewhere (Davis, California), so the bare name is not added."""
    match = _STATION.match(name)
    if match is None:
        return []
    stem = match["stem"]
    return [f"{stem} {kind}" for kind in ("Station", "Research Station", "Base", "Research Base")
            if f"{stem} {kind}" != name]


_ADMIN_PREFIX = re.compile(r"^(?:City|Town|Borough|Municipality) of (?=[A-Z])")


def _usable_alternate(name: str) -> bool:
    """Latin script, written as a name (has a capital), not an airport/IATA code, nor a
    city's numbered district written as the city and a day's number ("Paris 1er", "Marseille
    8", "Lyon 2e": in text, "Paris, 1er mai" and "Marseille, 8 mars" are dates)."""
    if name == name.lower() or not _LATIN.match(name):
        return False
    return not (name.isupper() and len(name) <= 4) and _NUMBERED_DISTRICT.search(name) is None


# a compass word that opens a town's name ("North Richmond"), which GeoNames also lists at its
# end, an index's order ("Richmond North"): captions never write it so, and in text it reads
# across a comma, "Richmond, North Yorkshire" naming a suburb of Sydney
_COMPASS_FIRST = re.compile(r"^(North|South|East|West|Upper|Lower)\s+(\S.*)$")


def _compass_last(name: str) -> str | None:
    """The name with its opening compass word moved to its end ("Richmond North"), or None."""
    m = _COMPASS_FIRST.match(name)
    return f"{m[2]} {m[1]}" if m else None


_NUMBERED_DISTRICT = re.compile(r"\D\s+0?[1-9]\d?(?:er|e|ème)?$")


class Builder:
    """Accumulates rows and their keys, then freezes them into an :class:`Index`."""

    def __init__(
        self, common_words: frozenset[str] | None = None, *, base: Index | None = None
    ) -> None:
        self.base = base
        self.cols: dict[str, list] = defaultdict(list)
        self.sources: dict[str, int] = {}
        self.unspaced: set[str] = set()
        self.unspaced_rows: dict[str, list[int]] = defaultdict(list)
        self.confidence: dict[int, str] = {}
        self.parent_text: dict[int, str] = {}
        self.keys: list[dict[str, list[int]]] = [defaultdict(list), defaultdict(list)]
        self.masks: list[dict[str, int]] = [defaultdict(int), defaultdict(int)]
        self.key_cc: list[dict[str, str]] = [{}, {}]
        self.common = common_words if common_words is not None else read_common_words()
        self.admin1_names: dict[str, str] = {}
        self.other_ids: dict[int, str] = {}
        self.lower_words: Counter[str] = Counter()
        self.inner_words: set[str] = set()
        self.country_rows: dict[str, int] = {}

    def add_row(
        self,
        place_id: str,
        name: str,
        lat: float | None,
        lon: float | None,
        cc: str,
        admin1: str | None,
        kind: str,
        pop: int,
        source: str,
    ) -> int:
        """Append one row; return its index."""
        c = self.cols
        row = len(c["names"])
        if place_id.startswith("geonames:"):
            c["gid"].append(int(place_id.split(":", 1)[1]))
        else:
            c["gid"].append(0)
            self.other_ids[row] = place_id
        intern = sys.intern
        for col, val in (
            ("names", name),
            ("cc", intern(cc)),
            ("kind", intern(kind)),
            ("admin1", intern(admin1) if admin1 else None),
            ("pop", pop),
        ):
            c[col].append(val)
        c["lat"].append(float("nan") if lat is None else lat)
        c["lon"].append(float("nan") if lon is None else lon)
        c["parent"].append(None)
        c["source_id"].append(self.sources.setdefault(source, len(self.sources)))
        return row

    def add_names(
        self, row: int, names: Iterable[str], *, flag: int, phonetic: bool, mask: int | None = None,
        article_optional: bool = True,
    ) -> None:
        """Index ``names`` for ``row`` (flag MAIN/ALT/DEMONYM/READING) under their keys (also
        without a leading Arabic article, when ``article_optional``: see keys_of_tokens)."""
        if mask is None:
            mask = _KIND_MASK.get(self.cols["kind"][row], MASK_PLACE)
        for name in names:
            parts = tokens(name)
            if len(parts) > 1:
                self.lower_words.update(fold_token(p) for p in parts if not p[0].isupper())
                self.inner_words.update(fold_token(p) for p in parts[1:])
            for table, keys in enumerate(
                keys_of_tokens(parts, phonetic=phonetic, article_optional=article_optional)
            ):
                for key in keys:
                    self._post(table, key, row, flag, mask)

    def _post(self, table: int, key: str, row: int, flag: int, mask: int) -> None:
        post = self.keys[table][key]
        entry = row << 2 | flag
        if entry not in post:
            post.append(entry)
        self.masks[table][key] |= mask
        if mask & (MASK_COUNTRY | MASK_DEMONYM):
            self.key_cc[table][key] = self.cols["cc"][row]

    def add_unspaced(self, row: int, names: Iterable[str]) -> None:
        """Look for ``names`` (in Chinese, Japanese, Korean, Thai or Burmese script) inside
        text, and remember that ``row`` is written so: they are keyed by their reading, which
        other rows' names may share ("荷兰", the Netherlands, and "贺兰", Helan, read "helan")."""
        for name in names:
            if name in _UNSPACED_WORDS:
                continue
            self.unspaced.add(name)
            if row not in self.unspaced_rows[name]:
                self.unspaced_rows[name].append(row)

    def add_people(self, demonym: str) -> None:
        """A demonym of a people with no country ("Kurdish"): a key with no rows."""
        key = surface_key(demonym)
        if key:
            self.keys[0].setdefault(key, [])
            self.masks[0][key] |= MASK_DEMONYM

    def place_id(self, row: int) -> str:
        """Public id of a row being built."""
        gid = self.cols["gid"][row]
        return f"geonames:{gid}" if gid else self.other_ids[row]

    def rows_for(self, name: str, cc: str | None = None) -> list[int]:
        """Rows named ``name`` (surface key), optionally in one country."""
        rows = [e >> 2 for e in self.keys[0].get(surface_key(name), ())]
        return [r for r in rows if cc is None or self.cols["cc"][r] == cc]

    def add_place_rows(
        self, rows: Sequence[PlaceRow], prefix: str, *, unspaced: bool = False
    ) -> list[int]:
        """Add curated or user rows (ids ``prefix:slug``) and resolve their parents; with
        ``unspaced``, their names in Chinese, Japanese, Korean or Thai script are looked for
        inside text too ("在人民大会堂开幕": the Great Hall of the People)."""
        out = []
        for rec in rows:
            ident = f"{prefix}:{slug(rec.name)}"
            if ident in self.other_ids.values():
                ident = f"{ident}-{rec.line}"
            row = self.add_row(
                ident, rec.name, rec.lat, rec.lon, rec.country_code, None, rec.kind,
                rec.population, rec.source,
            )
            self.confidence[row] = rec.confidence
            self.parent_text[row] = rec.parent
            phon = rec.country_code in PHONETIC_COUNTRIES
            self.add_names(row, [rec.name], flag=MAIN, phonetic=phon)
            self.add_names(row, rec.alt_names, flag=ALT, phonetic=phon)
            self.add_names(
                row, _without_feature_words([rec.name, *rec.alt_names]), flag=ALT, phonetic=phon
            )
            self.add_names(row, _finnish_case_forms(rec.alt_names), flag=ALT, phonetic=False)
            if rec.country_code == "AQ":
                self.add_names(row, _station_spellings(rec.name), flag=ALT, phonetic=False)
            if unspaced:
                self.add_unspaced(
                    row, [n for n in (rec.name, *rec.alt_names) if _UNSPACED_NAME.fullmatch(n)])
            out.append(row)
        for row in out:
            self._link_parent(row)
        return out

    def _link_parent(self, row: int) -> None:
        c = self.cols
        parent = resolve_parent_text(self, self.parent_text.get(row, ""), c["cc"][row], row)
        if parent is not None:
            c["parent"][row] = parent[0]
        if np.isnan(c["lat"][row]):
            c["admin1"][row] = parent[1] if parent is not None else None
        else:
            a1 = self.admin1_near(c["lat"][row], c["lon"][row], c["cc"][row])
            c["admin1"][row] = sys.intern(a1) if a1 else None

    def admin1_near(self, lat: float, lon: float, cc: str) -> str | None:
        """Admin1 code of the nearest GeoNames place in the same country."""
        if self.base is not None:
            row = self.base.nearest(lat, lon, max_km=300.0)
            return self.base.admin1[row] if row >= 0 and self.base.cc[row] == cc else None
        mask = self._geo_cc == cc
        if not mask.any():
            return None
        dist = haversine_km(lat, lon, self._geo_lat[mask], self._geo_lon[mask])
        return self._geo_admin1[int(np.nonzero(mask)[0][int(np.argmin(dist))])]

    def snapshot_geonames(self) -> None:
        """Remember GeoNames rows as arrays, for fast nearest-admin1 lookups of curated rows."""
        c = self.cols
        self._geo_lat = np.array(c["lat"])
        self._geo_lon = np.array(c["lon"])
        self._geo_cc = np.array(c["cc"])
        self._geo_admin1 = list(c["admin1"])

    def _table(self, table: int, particles: frozenset[str]) -> KeyTable:
        """Freeze one key table. A key that is one particle or number ("of", "al", "6")
        is left out, unless it is the main name of a town (Van, Osh, Kota, Sur): it is
        kept then, flagged as a particle and a common word, so only a capitalised and
        cued mention ("in Van, Turkey") counts."""
        keys = {
            k: v
            for k, v in self.keys[table].items()
            if not (
                k.count(" ") == 2
                and (k.strip().isdigit() or (k.strip() in particles and not self._names_town(v)))
            )
        }
        automaton = ahocorasick.Automaton(ahocorasick.STORE_INTS)
        lens, offs, flat, masks, pops, country = [], [0], [], [], [], {}
        popcol = self.cols["pop"]
        for kid, (key, post) in enumerate(keys.items()):
            automaton.add_word(key, kid)
            lens.append(len(key))
            flat.extend(post)
            offs.append(len(flat))
            mask = self.masks[table][key]
            parts = key.split()
            if len(parts) == 1 and parts[0] in particles:
                mask |= MASK_COMMON | MASK_PARTICLE
            elif len(parts) == 1 and parts[0] in self.common:
                mask |= MASK_COMMON
            masks.append(mask)
            pops.append(max((popcol[e >> 2] for e in post), default=0))
            if key in self.key_cc[table]:
                country[kid] = self.key_cc[table][key]
        automaton.make_automaton()
        ntok = [len(k.split()) for k in keys]
        return KeyTable(
            automaton,
            array("H", lens),
            array("H", ntok),
            array("q", offs),
            array("l", flat),
            array("B", masks),
            array("q", pops),
            country,
        )

    def _names_town(self, postings: list[int]) -> bool:
        """True when one of the rows is a town or city going by this key as its main name."""
        kinds = self.cols["kind"]
        return any(e & 3 == MAIN and kinds[e >> 2] in ("city", "town") for e in postings)

    def _particles(self) -> frozenset[str]:
        """Lower-case words that occur inside many names ("al", "de", "of", "sur").

        A lower-case caption word outside this set cannot be part of a name, so
        the scan skips it; rare lower-case words in names (often junk
        alternates) do not count.
        """
        common = {w for w, n in self.lower_words.items() if n >= _PARTICLE_MIN}
        return frozenset(common | ARTICLES)

    def freeze(self) -> Index:
        """The finished index."""
        c = self.cols
        particles = self._particles()
        index = Index(
            gid=np.array(c["gid"], np.int64),
            other_ids=self.other_ids,
            names=c["names"],
            lat=np.array(c["lat"], np.float64),
            lon=np.array(c["lon"], np.float64),
            cc=c["cc"],
            admin1=c["admin1"],
            kind=c["kind"],
            pop=np.array(c["pop"], np.int64),
            parent=c["parent"],
            source_id=np.array(c["source_id"], np.int32),
            sources=[s for s, _ in sorted(self.sources.items(), key=lambda kv: kv[1])],
            confidence=self.confidence,
            lower_words=frozenset(self.inner_words | particles),
            surface=self._table(0, particles),
            phonetic=self._table(1, particles),
            admin1_names=self.admin1_names,
            country_rows=self.country_rows,
            unspaced=frozenset(self.unspaced),
            unspaced_rows={k: tuple(v) for k, v in self.unspaced_rows.items()},
        )
        index.build_grid()
        return index


def resolve_parent_text(
    builder: Builder, text: str, cc: str, own_row: int
) -> tuple[str, str | None] | None:
    """(id, admin1 code) of the place a ``parent`` text names ("Jableh District, ...").

    Looks among the builder's own rows, then in the base index (for user rows).
    """
    text = re.sub(r"\([^)]*\)", " ", text)
    for piece in (p.strip() for p in text.split(",")):
        attempts = [piece]
        if " of " in piece:
            attempts.append(piece.rsplit(" of ", 1)[1])
        words = piece.split()
        if words and words[-1].lower() in _TYPE_WORDS | {"city", "area"}:
            attempts.append(" ".join(words[:-1]))
        for attempt in attempts:
            rows = [r for r in builder.rows_for(attempt, cc) if r != own_row]
            if rows:
                best = _best_parent(builder, rows)
                return builder.place_id(best), builder.cols["admin1"][best]
            if builder.base is not None:
                found = _base_parent(builder.base, attempt, cc)
                if found is not None:
                    return found
    return None


def _base_parent(base: Index, name: str, cc: str) -> tuple[str, str | None] | None:
    """The best row of the base index named ``name`` in country ``cc``."""
    kid = base.surface.key_id(surface_key(name))
    if kid < 0:
        return None
    rows = [r for r, _ in base.surface.postings(kid) if base.cc[r] == cc]
    if not rows:
        return None
    best = max(
        rows,
        key=lambda r: (
            not np.isnan(base.lat[r]),
            base.kind[r] not in ("admin1", "country"),
            base.pop[r],
        ),
    )
    return base.place_id(best), base.admin1[best]


def _best_parent(builder: Builder, rows: list[int]) -> int:
    """Prefer rows with coordinates, then populated places over admin areas, then population."""
    c = builder.cols

    def rank(r: int) -> tuple:
        return (not np.isnan(c["lat"][r]), c["kind"][r] not in ("admin1", "country"), c["pop"][r])

    return max(rows, key=rank)


def _add_geonames(builder: Builder) -> tuple[list[tuple[int, list[str]]], set[str]]:
    """Add cities500's towns; return China's seats' names and every Chinese and Taiwanese
    town's Han names, for the county-unit variants made once every row is in (see
    ``_add_county_city_variants``)."""
    misleading = read_misleading_alternates()
    misplaced = read_misplaced_records()
    corrected = read_corrected_records()
    whole: Counter[str] = Counter()  # one-word names: "Progreso", "Fuerte" are towns too
    inner: Counter[str] = Counter()  # words after a name's first: "Campo Grande", "Río Colorado"
    bare_words: list[tuple[int, str]] = []
    han_names: set[str] = set()  # China's and Taiwan's names in Han, any town's
    seat_names: list[tuple[int, list[str]]] = []  # (row, its indexed seat names)
    for rec in iter_geonames():
        if str(rec["geonameid"]) in misplaced:
            continue
        if str(rec["geonameid"]) in corrected:
            rec = {**rec, **corrected[str(rec["geonameid"])]}
            rec["alternatenames"] = [*rec["alternatenames"], *rec.pop("added_alternates", ())]
        cc = rec["countrycode"]
        pop = int(rec["population"] or 0)
        kind = "city" if pop >= 100_000 else "town"
        a1 = f"{cc}.{rec['admin1code']}" if rec.get("admin1code") else None
        row = builder.add_row(
            f"geonames:{rec['geonameid']}",
            rec["name"],
            rec["latitude"],
            rec["longitude"],
            cc,
            a1,
            kind,
            pop,
            GEONAMES_SOURCE,
        )
        phon = cc in PHONETIC_COUNTRIES
        # "City of Westminster" goes by "Westminster" as its own name, not as an alias
        plain = _ADMIN_PREFIX.sub("", rec["name"])
        main = [rec["name"], plain] if plain != rec["name"] else [rec["name"]]
        # (an article is dropped only where it is Arabic's: see keys_of_tokens)
        bare_ok = phon or cc in _ARABIC_ARTICLE_COUNTRIES
        builder.add_names(row, main, flag=MAIN, phonetic=phon, article_optional=bare_ok)
        parts = tokens(rec["name"])
        folded = [f for f in map(fold_token, parts) if f]
        whole.update(folded[:1] if len(folded) == 1 else ())
        inner.update(set(folded[1:]))
        if (not bare_ok and pop >= _ARTICLE_DROP_POP and len(folded) == 2 == len(parts)
                and folded[0] in _ROMANCE_ARTICLES and len(folded[1]) >= 4):
            bare_words.append((row, parts[1]))
        unwanted = misleading.get(str(rec["geonameid"]), frozenset())
        alts = [
            a
            for a in rec["alternatenames"]
            if a != rec["name"] and _usable_alternate(a) and a not in unwanted
            and a != _compass_last(rec["name"])
        ]
        builder.add_names(row, alts, flag=ALT, phonetic=phon, article_optional=bare_ok)
        builder.add_names(row, _ascii_spellings(rec["name"]), flag=ALT, phonetic=phon,
                          article_optional=bare_ok)
        if cc == "AZ":  # "Hocalı", "Hankendi": Azerbaijani names as Turkish writes them
            builder.add_names(row, _turkish_spellings(alts), flag=ALT, phonetic=False)
        if cc in _JOINED_COUNTRIES and "-" in rec["name"]:
            builder.add_names(row, _joined_spelling(rec["name"]), flag=ALT, phonetic=phon)
        if phon:  # "AlUla", "AlAhsa": the article written onto the name, as Saudi names are
            builder.add_names(row, _article_joined([rec["name"], *alts]), flag=ALT, phonetic=False)
        # (Myanmar's in Burmese at any size: GeoNames holds few, most with their unit,
        # "စစ်တွေမြို့")
        if pop >= _UNSPACED_MIN_POP or cc == "MM":
            # the town's names in Chinese, Japanese and Korean, which GeoNames holds among its
            # alternates ("東京", "서울"): captions in those scripts name towns so
            unspaced = [a for a in rec["alternatenames"] if _UNSPACED_NAME.fullmatch(a)
                        and (pop >= _UNSPACED_MIN_POP or _BURMESE_NAME.fullmatch(a))]
            unspaced += _without_unit_words(unspaced)
            if unspaced:
                builder.add_names(row, unspaced, flag=ALT, phonetic=False)
                builder.add_unspaced(row, unspaced)
        elif cc in ("CN", "TW"):
            # a smaller town only by its name as a county's (district's, banner's) seat, with
            # the unit, which no word carries: "江西省婺源县" (GeoNames gives most seats no people)
            seats = [a for a in rec["alternatenames"] if _SEAT_NAME.fullmatch(a)]
            if seats:
                builder.add_names(row, seats, flag=ALT, phonetic=False)
                builder.add_unspaced(row, seats)
        if cc in ("CN", "TW"):  # (its seat names under the other county unit: see the end)
            han_names.update(rec["alternatenames"])
        if cc == "CN":  # (not Taiwan's: see _add_county_city_variants)
            seat_names.append((row, [a for a in rec["alternatenames"] if _SEAT_NAME.fullmatch(a)]))
        caseless = {fold_arabic(a) for a in rec["alternatenames"] if _ARABIC_NAME.fullmatch(a)}
        for alternate in rec["alternatenames"]:
            bare = alternate.translate(_JOINERS)
            if _INDIC_NAME.fullmatch(bare) or _HEBREW_NAME.fullmatch(alternate):
                caseless.add(bare)
            elif _TIBETAN_NAME.fullmatch(alternate):  # "ཐིམ་ཕུ།", "སྤུ་ན་ཁ་": without the
                caseless.add(alternate.rstrip("\u0f0b\u0f0d\u0f0e "))  # closing tsheg, shad
        if pop >= _CAUCASIAN_MIN_POP:  # its names in Armenian and Georgian script ("Գյումրի",
            # "ქუთაისი"), which match as their transliteration (see fold_token)
            builder.add_names(row, [a for a in rec["alternatenames"]
                                    if _CAUCASIAN_NAME.fullmatch(a)], flag=ALT, phonetic=False)
        if caseless:  # its names in Arabic script ("دمشق", Persian "مشهد"), India's scripts,
            # Sinhala and Hebrew ("पटना", "ঢাকা", "சென்னை", "נתניה"), which captions in those
            # scripts write with no capital to mark them (kept in the script: see fold_token)
            builder.add_names(row, caseless, flag=ALT, phonetic=False)
        if cc in _FRENCH_COUNTRIES and pop >= _ARTICLE_DROP_POP and rec["name"].startswith(
            _CONTRACTED_ARTICLES
        ):  # "du Havre", "au Mans", "des Sables-d'Olonne": the article is in the preposition
            bare = rec["name"].split(" ", 1)[1]
            if pop >= _BARE_WORD_POP or not bare.isalpha():  # (not "Robert", "Port", "Tampon")
                builder.add_names(row, [bare], flag=ALT, phonetic=phon)
    _add_bare_words(builder, bare_words, whole, inner)
    return seat_names, han_names


def _add_bare_words(
    builder: Builder, found: list[tuple[int, str]], whole: Counter[str], inner: Counter[str]
) -> None:
    """Index each town of ``found`` (of 10,000 people or more, named an article and one word
    outside the Arabic-speaking countries) under its bare word too, as captions write it
    ("Masnou" for El Masnou, "Nido, Palawan", "Calafate"); but not a word that is an English
    word, a town's whole name elsewhere ("Progreso", "Fuerte", "Tigre"), or a word of many
    names (more than _BARE_NAME_MAX_NAMES: "Banco", "Campo", "Centro", "Ejido"): those are
    words of the language the article keeps apart from the town."""
    for row, word in found:
        key = fold_token(word)
        if key in builder.common or whole[key] or inner[key] > _BARE_NAME_MAX_NAMES:
            continue
        builder.add_names(row, [word], flag=ALT, phonetic=False)


# the unit words GeoNames writes with some Khmer and Burmese names: Khmer "city" before the
# name, Burmese "town" after it
KHMER_CITY_WORD = "ក្រុង"
BURMESE_TOWN_WORD = "မြို့"


def _without_unit_words(names: list[str]) -> list[str]:
    """The Khmer and Burmese names GeoNames writes with their unit, without it: "ក្រុងសៀមរាប"
    (the city of Siem Reap) is "សៀមរាប" in "ខេត្តសៀមរាប" (its province), "မန္တလေးမြို့" (the
    town of Mandalay) "မန္တလေး" in "မန္တလေးတိုင်း" (its region)."""
    out = []
    for name in names:
        bare = name.removeprefix(KHMER_CITY_WORD).removesuffix(BURMESE_TOWN_WORD)
        if bare != name and len(bare) >= 3:
            out.append(bare)
    return out


def _add_county_city_variants(
    builder: Builder, seat_names: list[tuple[int, list[str]]], han_names: set[str]
) -> None:
    """Index each Chinese seat under its name with the other county unit (see
    ``_county_city_variants``), unless another town holds that name or one other seat makes
    it too: "长沙县", Changsha County, is its seat Xingsha, not the city "长沙市"; nor when any
    row, a curated place, a feature or a Taiwanese town's corrected name, is written so
    (run after every row is in). Taiwan's seats make none: there a county (縣) and a city (市)
    of one name are two units side by side, not one before and after an upgrade ("嘉義縣",
    Chiayi County, seat Taibao, is not Chiayi City, "嘉義市"; "新竹縣" is not "新竹市")."""
    made: dict[str, list[int]] = {}
    for row, names in seat_names:
        for variant in _county_city_variants(names):
            if variant not in han_names and variant not in builder.unspaced:
                made.setdefault(variant, []).append(row)
    for variant, rows in made.items():
        if len(set(rows)) == 1:
            builder.add_names(rows[0], [variant], flag=ALT, phonetic=False)
            builder.add_unspaced(rows[0], [variant])


def _county_city_variants(names: list[str]) -> list[str]:
    """A Chinese county's or county-level city's seat also under the other of the two units:
    most of China's county-level cities were counties until the 1980s-2010s, and captions,
    older ones above all, keep the unit of their day ("玉树县", the county of the 2010
    earthquake, is GeoNames' "玉树市", a city since 2013; "北川县" may be written "北川市").
    Districts ("区") are left alone: a city's district and a county of one name are often
    different places ("朝阳区" of Beijing, Liaoning's "朝阳县")."""
    out = []
    for name in names:
        if not _SEAT_NAME.fullmatch(name) or name[-1] not in _COUNTY_CITY_UNITS:
            continue
        out += [name[:-1] + unit for unit in _COUNTY_CITY_UNITS if unit != name[-1]
                and name[:-1] + unit not in names]
    return out


# a county's units, simplified and traditional, and a county-level city's (see above)
_COUNTY_CITY_UNITS = ("县", "縣", "市")
# a name in Arabic script: two to six words of its letters (and vowel marks)
_ARABIC_NAME = re.compile("[\u0620-\u064a\u064b-\u065f\u0670-\u06d3\u06d5]{2,}"
                          "(?:[ \u200c][\u0620-\u064a\u064b-\u065f\u0670-\u06d3\u06d5]{2,}){0,5}")
_INDIC_LETTERS = "\u0900-\u0963\u0966-\u0dff"
_INDIC_NAME = re.compile(f"[{_INDIC_LETTERS}]{{2,}}(?: [{_INDIC_LETTERS}]{{2,}}){{0,4}}")
# (India's scripts and Sinhala; their joiners dropped, as the caption reader drops them:
# "అమృత్\u200cసర్" is "అమృత్సర్")
_JOINERS = str.maketrans("", "", "\u200c\u200d")
# a name in Hebrew script: one to six words of its letters, with vowel points and gereshes
# ("זִכְרוֹן יַעֲקֹב", "ג'נין"), joined by spaces, hyphens or the maqaf ("תל אביב-יפו")
_HEBREW_WORD = "[\u05d0-\u05ea][\u05d0-\u05ea\u0591-\u05c7'’\u05f3]+"
# a name in Armenian or Georgian script: one to four words of its letters
_CAUCASIAN_LETTERS = "\u0531-\u0587\u10d0-\u10ff"
_CAUCASIAN_NAME = re.compile(
    f"[{_CAUCASIAN_LETTERS}]{{2,}}(?:[ -][{_CAUCASIAN_LETTERS}]{{2,}}){{0,3}}")
_CAUCASIAN_MIN_POP = 1_000
_HEBREW_NAME = re.compile(f"{_HEBREW_WORD}(?:[ \\-\u05be]{_HEBREW_WORD}){{0,5}}")
# Thai, Burmese, Khmer, kana, Han and Hangul, two to sixteen of them: a name in those scripts
UNSPACED_LETTERS = ("\u0e00-\u0e7f\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf"
                    "\u4e00-\u9fff\uac00-\ud7af")
_UNSPACED_NAME = re.compile(f"[{UNSPACED_LETTERS}]{{2,16}}")  # (and Thai, whose words run together)
# a name in Tibetan script (Dzongkha's, Tibetan's): two to eight syllables of its letters
# between tshegs, perhaps closed by a tsheg or a shad ("ཐིམ་ཕུ།", "སྤུ་ན་ཁ་", Thimphu, Punakha)
_TIBETAN_NAME = re.compile("[\u0f40-\u0fbc]+(?:[\u0f0b ][\u0f40-\u0fbc]+){1,7}[\u0f0b\u0f0d]?")
# a name in Burmese script, its letters and signs, not its digits or punctuation ("၊")
_BURMESE_NAME = re.compile("[\u1000-\u103f\u1050-\u109f]{2,16}")
# words of Chinese and Japanese running text that GeoNames gives as towns' names: not looked
# for inside text ("以色列南部城市": southern Israel, not Nambu; "北方" the north, not Kitakata)
_UNSPACED_WORDS = frozenset({
    "南部", "北部", "东部", "東部", "西部", "中部", "北方", "南方", "西方",
    "中央", "中心", "胜利", "勝利", "光明", "民主", "和平", "团结", "團結", "幸福", "友谊",
    "海岸",  # (a coast: "美国东海岸", "日本海岸", not Japan's Kaigan)
})
_UNSPACED_MIN_POP = 5_000  # (two Han characters name many a village, and many a word)
# a Chinese county's, district's, county-level city's or banner's name: Han and its unit word
_SEAT_NAME = re.compile("[\u4e00-\u9fff]{2,8}[县縣市区區旗]")
# French towns whose article contracts with a preposition (de + le = du, à + les = aux), so
# captions write them without it; towns of this size or more only ("Le Bourg" is everywhere)
_FRENCH_COUNTRIES = frozenset("FR BE CH LU MC CA HT RE GP MQ GF YT NC PF".split())  # noqa: SIM905
_CONTRACTED_ARTICLES = ("Le ", "Les ")
_ARTICLE_DROP_POP = 10_000
_BARE_WORD_POP = 100_000  # a single bare word stays a word unless a city's ("Havre", "Mans")
_ROMANCE_ARTICLES = frozenset({"el", "es", "il"})  # (not Vietnam's "An", a word of the name)
_BARE_NAME_MAX_NAMES = 4  # (GeoNames names holding the word after their first: its own too)


# Countries outside PHONETIC_COUNTRIES whose towns' names open with an Arabic article that
# captions drop (Israel's Arab towns: "Et Tira" is written "Tira"); elsewhere an "El", "Es" or
# "Il" is Spanish, Catalan or Italian and stays ("El Grande" is never "Grande")
_ARABIC_ARTICLE_COUNTRIES = frozenset({"IL"})

# Azerbaijani letters and the Turkish ones Turkish captions (Anadolu, TRT) write for them:
# "Xocalı" is "Hocalı", "Xankəndi" "Hankendi", "Qarabağ" "Karabağ", "Şuşa" stays
_AZ_TO_TURKISH = str.maketrans({"x": "h", "X": "H", "ə": "e", "Ə": "E", "q": "k", "Q": "K"})
_AZERBAIJANI_LETTER = re.compile("[əƏxXqQ]")


def _turkish_spellings(names: Sequence[str]) -> list[str]:
    """The Azerbaijani-spelt names among ``names`` (with "ə", "x" or "q" and a letter of
    Turkic's Latin alphabet) as Turkish writes them; GeoNames gives Azerbaijan's towns in
    Azerbaijani, Russian and English spellings, not in Turkish."""
    out = []
    for name in names:
        if _AZERBAIJANI_LETTER.search(name) and re.search("[əƏıİğĞşŞçÇöÖüÜ]", name):
            spelled = name.translate(_AZ_TO_TURKISH)
            if spelled != name:
                out.append(spelled)
    return out


# How German and Nordic names are written without their letters ("Koege" for Køge,
# "Buergenstock", "Goeteborg"): the index folds "ø" to "o", so these need keys of their own
_ASCII_SPELLING = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ø": "oe", "æ": "ae", "å": "aa",
                                 "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "Ø": "Oe", "Æ": "Ae", "Å": "Aa"})


def _ascii_spellings(name: str) -> list[str]:
    """The name with ä, ö, ü, ø, æ, å written out as two letters, when it has any."""
    spelled = name.translate(_ASCII_SPELLING)
    return [spelled] if spelled != name else []


# where romanised names are written with or without their hyphen ("Minami-Sōma" and
# "Minamisoma", "Yamato-Takada" and "Yamatotakada")
_JOINED_COUNTRIES = frozenset({"JP", "KR", "KP", "CN", "TW"})
_TWO_CAPITALISED = re.compile(r"^([A-Z][^\W\d_]+)-([A-Z])([^\W\d_]+)$")


# an Arabic name written with its article joined on, the spelling Saudi Arabia's own bodies
# give ("AlUla", the Royal Commission for AlUla; "AlAhsa", "AlBaha"): in GeoNames only as
# "Al-`Ula", and read as "Alula", Caluula's Italian name, in Somalia. Left out: the French
# given name Al Ain would give ("Alain"), the one such joining that is a word of captions
_ARTICLE_HEAD = frozenset({"al"})
_ARTICLE_JOINED_WORDS = frozenset({"alain"})


def _article_joined(names: Sequence[str]) -> list[str]:
    """Two-word names "Al X" ("Al-`Ula", "Al Baha") written as one word, "AlUla", "AlBaha"
    (a name of three letters or more after the article: "Al Ma" would be "Alma")."""
    out = []
    for name in names:
        parts = tokens(name)
        if len(parts) == 2 and fold_token(parts[0]) in _ARTICLE_HEAD:
            rest = fold_token(parts[1])
            if len(rest) >= 3 and "al" + rest not in _ARTICLE_JOINED_WORDS:
                out.append(f"Al{parts[1][:1].upper()}{parts[1][1:]}")
    return out


def _joined_spelling(name: str) -> list[str]:
    """The name of two capitalised parts written as one word: "Minami-Sōma" -> "Minamisōma"."""
    parts = _TWO_CAPITALISED.match(name)
    return [f"{parts[1]}{parts[2].lower()}{parts[3]}"] if parts else []


_STALE_ADMIN1_KM = 100.0


def _settle_unknown_admin1(builder: Builder) -> None:
    """Give a GeoNames row whose admin1 code names no admin area the code of its nearest
    neighbour in the country that has a named one (within 100 km), else none. Such codes are
    left behind by reforms (Kenya's provinces, "KE.03" Eastern, which its 47 counties replaced
    in 2013: Sololo is Marsabit's) or are GeoNames' "00", no area: shown raw, they read as
    "Sololo, KE.03", and no named area ("Marsabit County") could contain the town."""
    known = {code for code, *_ in read_admin1()}
    c = builder.cols
    stale = [r for r, a1 in enumerate(c["admin1"]) if a1 and a1 not in known]
    if not stale:
        return
    lat, lon, ccs = np.array(c["lat"]), np.array(c["lon"]), np.array(c["cc"])
    named = np.array([a1 in known for a1 in c["admin1"]])
    by_country: dict[str, np.ndarray] = {}
    for row in stale:
        cc = c["cc"][row]
        if cc not in by_country:
            by_country[cc] = np.nonzero(named & (ccs == cc))[0]
        near = by_country[cc]
        code = None
        if len(near):
            dist = haversine_km(lat[row], lon[row], lat[near], lon[near])
            best = int(np.argmin(dist))
            if dist[best] <= _STALE_ADMIN1_KM:
                code = c["admin1"][int(near[best])]
        c["admin1"][row] = code


def _top_rows(builder: Builder, column: str) -> dict[str, int]:
    """Most populous GeoNames row per value of ``column`` (admin1 code or country)."""
    c = builder.cols
    best: dict[str, int] = {}
    for row, value in enumerate(c[column]):
        if value and (value not in best or c["pop"][row] > c["pop"][best[value]]):
            best[value] = row
    return best


def _display_admin1(name: str, aliases: Sequence[str]) -> str:
    """An English-friendly admin1 name.

    An ASCII main name stands ("California", "Idlib"). A transliterated one
    ("Ḩalab") gives way to the English form hiding in an alias such as "Aleppo
    Governorate", else it is ASCII-folded ("Kandahār" -> "Kandahar").
    """
    if name.isascii():
        return name
    for alias in aliases:
        words = alias.split()
        if len(words) > 1 and words[-1].lower() in _TYPE_WORDS and alias.isascii():
            return " ".join(words[:-1])
    return anyascii(name)


def _admin1_written_forms(aliases: Sequence[str]) -> list[str]:
    """How captions write admin areas their aliases name otherwise. Polish ones write a
    voivodeship lower-case after its unit word, often shortened: "Wilków (pow. opolski,
    woj. lubelskie)", "województwo lubelskie" (found lower-case: see ``Gazetteer.find_names``).
    English ones write the krais and oblasts GeoNames knows as "Krasnoyarsk
    Krai" or "Sverdlovsk Oblast": "Krasnoyarsk Territory", "the Sverdlovsk region". Only
    the stem with a type word, and only for these Russian kinds, whose English names are
    settled: a bare stem is too often a word or another place ("First" of "First Region",
    "Kurdistan" of Iran's "Kurdistan Province")."""
    forms = []
    for alias in aliases:
        words = alias.split()
        if len(words) == 2 and words[0].lower() == "województwo":
            forms += [f"woj. {words[1]}", f"województwo {words[1]}"]
        if len(words) < 2 or not alias.isascii():
            continue
        english = _RUSSIAN_AREA_KINDS.get(words[-1].lower(), ())
        stem = " ".join(words[:-1])
        forms += [f"{stem} {kind}" for kind in english]
    return forms


def _admin1_population(builder: Builder) -> dict[str, int]:
    """People living in the GeoNames places of each admin area (a lower bound of its size)."""
    c = builder.cols
    total: dict[str, int] = defaultdict(int)
    for code, pop in zip(c["admin1"], c["pop"]):
        if code:
            total[code] += pop
    return total


def _namesake_town(builder: Builder, code: str, names: Sequence[str], largest: int) -> int:
    """The row to place an admin area at: the town it is named after, its capital in most
    countries, when it has at least half the largest town's people and the largest lies
    _NAMESAKE_KM or more from it, else the largest. A district's population GeoNames gave its
    bazaar made Bāzār-e Yakāwlang (65,000) the point of "Bamyan province", 80 km from Bamyan
    (61,863) and its Buddhas. (A largest town nearer is as good a point, and one that captions
    name with their province, "Juliaca, in the region of Puno", is often the event's.)"""
    c = builder.cols
    for name in names:
        # (by the town's own name: Balykchy lists "Issyk-Kul" among its old names, but the
        # Issyk-Kul region's capital is Karakol)
        towns = [r for r in builder.rows_for(name, code.split(".")[0])
                 if c["admin1"][r] == code and c["kind"][r] in ("city", "town")
                 and c["pop"][r] * 2 >= c["pop"][largest]
                 and surface_key(c["names"][r]) == surface_key(name)]
        if towns:
            town = max(towns, key=lambda r: c["pop"][r])
            far = float(haversine_km(c["lat"][town], c["lon"][town], c["lat"][largest],
                                     c["lon"][largest])) >= _NAMESAKE_KM
            return town if far else largest
    return largest


_NAMESAKE_KM = 50.0  # (see _namesake_town)


def _add_admin1(builder: Builder) -> None:
    top = _top_rows(builder, "admin1")
    people = _admin1_population(builder)
    c = builder.cols
    for code, name, _iso, typ, aliases in read_admin1():
        builder.admin1_names[code] = _display_admin1(name, aliases)
        rep = top.get(code)
        if rep is None:
            continue
        rep = _namesake_town(builder, code, [name, *aliases], rep)
        row = builder.add_row(
            f"admin1:{code}",
            builder.admin1_names[code],
            c["lat"][rep],
            c["lon"][rep],
            code.split(".")[0],
            code,
            "admin1",
            people.get(code, 0),
            f"GeoNames admin1 {code} (CC-BY 4.0); point: largest place in it, {c['names'][rep]}",
        )
        phon = code[:2] in PHONETIC_COUNTRIES
        suffixes = set(_ADMIN_SUFFIXES) | {typ.lower()} - {"popularate", ""}
        bases = [name, *aliases]
        builder.add_names(row, [name], flag=MAIN, phonetic=phon)
        builder.add_names(row, [*aliases, *_admin1_written_forms(aliases)], flag=ALT,
                          phonetic=phon)
        extra = [
            f"{b} {s}" for b in bases if not set(b.lower().split()) & _TYPE_WORDS for s in suffixes
        ]
        builder.add_names(row, extra, flag=ALT, phonetic=phon)


def _foreign_country_names(builder: Builder, code: str, names: list[str],
                           common: frozenset[str]) -> list[str]:
    """The names of a country in other languages that cannot be mistaken for a place:
    not a word of English captions, and no town of note nor province of another country
    calls itself by it ("Granada", Spanish for Grenada, stays the Spanish city; so does a
    city of the country itself: "Brasilia" is Finnish for Brazil)."""
    c = builder.cols
    usable = []
    for name in names:
        key = surface_key(name)
        arabic = "\u0600" <= name[:1] <= "\u06ff"  # (no vowels: "مصر" is Egypt)
        unspaced = _UNSPACED_NAME.fullmatch(name) is not None  # ("美国", "日本": two signs)
        if len(name) < (2 if unspaced else 3 if arabic else 4) or key in common:
            continue
        if name in _ENDONYMS.get(code, ()):
            usable.append(name)  # the country's name in its own language: "in Nederland"
            continue
        if unspaced:
            # keyed by its reading, it meets only text in its script, where it gives way only
            # to a town of note written so ("黑山", Montenegro, is Heishan's name too)
            usable.append(name)
            continue
        rows = builder.rows_for(name)
        if any(
            (c["kind"][r] != "town" and c["cc"][r] != code)
            or (c["pop"][r] >= _TOWN_KEEPS_NAME_POP
                and (arabic or surface_key(c["names"][r]) == key))  # (Arabic "عمان": Amman)
            for r in rows
        ):
            # but a town's old alternate ("Marruecos", Padre Hurtado) gives way; a city of
            # the country itself keeps its name ("Brasilia", Finnish for Brazil)
            continue
        usable.append(name)
    return usable


# a town this size or larger keeps a name it shares with another country's foreign name
_TOWN_KEEPS_NAME_POP = 10_000
# ... but not a country's own name in its own language, which its captions write: the Dutch
# "in Nederland" is the Netherlands, not Nederland, Texas (17,000 people)
_ENDONYMS = {"NL": ("Nederland",), "DE": ("Deutschland",), "AT": ("Österreich",),
             "ES": ("España",), "IT": ("Italia",), "TR": ("Türkiye",), "BR": ("Brasil",),
             "MX": ("México",), "BE": ("België", "Belgique")}


def _country_name_wins(builder: Builder, row: int, names: Sequence[str]) -> None:
    """A country's own name in Chinese, Japanese or Korean script is written so for it, not
    for a small town of another country that GeoNames also gives it: "黑山" is Montenegro,
    not a Heishan of 8,600 people in Chongqing. A town of note keeps it too (ranking decides)."""
    c = builder.cols
    for name in names:
        rows = builder.unspaced_rows.get(name, [])
        rows[:] = [r for r in rows if r == row or c["kind"][r] != "town"
                   or c["pop"][r] >= _TOWN_KEEPS_NAME_POP]


def _landless_points(rows: Sequence[PlaceRow]) -> dict[str, tuple[float, float, str]]:
    """Per country, the point of its first curated row with coordinates: the point of a
    country GeoNames holds no town of (Antarctica: its research stations), else unplaced."""
    points: dict[str, tuple[float, float, str]] = {}
    for rec in rows:
        if rec.country_code and rec.lat is not None and rec.lon is not None:
            points.setdefault(rec.country_code, (rec.lat, rec.lon, rec.name))
    return points


def _country_point(
    builder: Builder, code: str, rec: dict, top: dict[str, int],
    landless: dict[str, tuple[float, float, str]],
) -> tuple[float, float, str] | None:
    """(lat, lon, what the point is) of a country: its capital, its largest town, or, with
    no town in GeoNames, a curated place of it ("in Antarctica" is at McMurdo Station)."""
    c = builder.cols
    capital_rows = builder.rows_for(rec.get("capital") or "", code) if rec.get("capital") else []
    capital_rows = [r for r in capital_rows if c["kind"][r] in ("city", "town")]
    rep = max(capital_rows, key=lambda r: c["pop"][r]) if capital_rows else top.get(code)
    if rep is not None:
        return c["lat"][rep], c["lon"][rep], f"capital {c['names'][rep]}"
    if code in landless:
        lat, lon, name = landless[code]
        return lat, lon, f"{name} (curated; no town of it in GeoNames)"
    return None


def _add_countries(
    builder: Builder, landless: dict[str, tuple[float, float, str]] | None = None
) -> None:
    extra, peoples = read_countries_extra()
    translations = read_country_translations()
    common = read_common_words()
    top = _top_rows(builder, "cc")
    for code, rec in sorted(read_countries().items()):
        point = _country_point(builder, code, rec, top, landless or {})
        if point is None:
            continue
        row = builder.add_row(
            f"country:{code}",
            rec["name"],
            point[0],
            point[1],
            code,
            None,
            "country",
            int(rec.get("population") or 0),
            f"GeoNames country {code} (CC-BY 4.0); point: {point[2]}",
        )
        builder.country_rows[code] = row
        names, demonyms = extra.get(code, ([], []))
        builder.add_names(row, [rec["name"]], flag=MAIN, phonetic=False)
        builder.add_names(row, names, flag=ALT, phonetic=False)
        foreign = _foreign_country_names(builder, code, translations.get(code, []), common)
        # (its names in Chinese, Japanese, Korean script are keyed by their reading, which a
        # Latin word may spell: "古巴" reads "guba", and "Guba, Benishangul-Gumuz" is no Cuba)
        unspaced = [n for n in foreign if _UNSPACED_NAME.fullmatch(n)]
        builder.add_names(row, [n for n in foreign if n not in unspaced], flag=ALT,
                          phonetic=False)
        builder.add_names(row, unspaced, flag=READING, phonetic=False,
                          mask=MASK_COUNTRY | MASK_READING)
        builder.add_unspaced(row, unspaced)
        _country_name_wins(builder, row, unspaced)
        builder.add_names(row, demonyms, flag=DEMONYM, phonetic=False, mask=MASK_DEMONYM)
    for demonym in peoples:
        builder.add_people(demonym)


_AIRPORT_WORDS = frozenset({"International", "Airport", "Air", "Airfield", "Regional", "Municipal"})
# last words of airports' names that are no one's surname: "Gothenburg City Airport" is not
# "City Airport", "Sunshine Coast Airport" not "Coast Airport"
_GENERIC_LAST_WORDS = frozenset([
    "city", "north", "south", "east", "west", "central", "capital", "coast", "field", "glider",
    "valley", "river", "beach", "island", "islands", "county", "regional", "municipal",
    "national", "park", "lake", "mountain", "memorial", "intercontinental", "executive",
    "metropolitan", "new", "old", "international",
])
_INTERNATIONAL = re.compile(r"\s+International(?=\s+Airport$)")


def airport_names(name: str, city: str) -> list[str]:
    """The names a caption calls an airport by, each ending in its feature word.

    "London Stansted Airport" (city London) is also "Stansted Airport", "Bole
    International Airport" also "Bole Airport", "Frankfurt-Hahn Airport" (city Hahn)
    also "Hahn Airport", "Amsterdam Airport Schiphol" also "Schiphol Airport", "John F
    Kennedy International Airport" also "Kennedy Airport". No form drops the feature
    word: many airports bear a person's name ("Jomo Kenyatta"), which alone is no place.
    """
    head, sep, tail = name.partition(" Airport ")
    if sep and " " in tail:
        return []  # "Veterans Airport Of Southern Illinois": no name a caption writes
    forms = [name] if not sep else [f"{tail} Airport", f"{head} {tail} Airport"]
    short = _INTERNATIONAL.sub("", forms[0])
    if short != forms[0]:
        forms.append(short)
    for form in list(forms):
        for sep in (" ", "-"):
            rest = form[len(city) + 1 :] if city and form.startswith(city + sep) else ""
            if rest[:1].isupper() and rest.split()[0] not in _AIRPORT_WORDS:
                forms.append(rest)  # not "Dubai International Airport" -> "International Airport"
        first, dash, rest = form.partition("-")
        if dash and city and rest.startswith(city + " ") and " " not in first:
            forms.append(rest)  # "Frankfurt-Hahn Airport" in Hahn
    core = _FEATURE_TAIL.sub("", short).split()
    if not core:
        return []  # only feature words: "Capital International Airport" alone names nothing
    feature = short.rsplit(" ", 1)[1]
    if city and len(core) > 1 and f" {city} " in f" {' '.join(core)} ":
        # "Ballina Byron Gateway Airport" is Ballina airport, "Florida Keys Marathon Airport"
        # Marathon airport ("London Airport", which five airports would share, is left out)
        forms.append(f"{city} {feature}")
    elif (
        2 <= len(core) <= 4
        and len(core[-1]) >= 5
        and core[-1][0].isupper()
        and core[-1].lower() not in _GENERIC_LAST_WORDS
    ):
        forms.append(f"{core[-1]} {feature}")  # a person's surname: "Kennedy Airport"
    # never a generic word alone: "Gothenburg City Airport" is not "City Airport"
    return [f for f in dict.fromkeys(forms)
            if _FEATURE_TAIL.sub("", f).strip(" -").lower() not in _GENERIC_LAST_WORDS]


def _add_airports(builder: Builder, skip_codes: frozenset[str]) -> None:
    """Airports with an IATA code (kind airbase; ids ``airport:<IATA>``), each under the
    names :func:`airport_names` gives. A name two airports of one country share is left
    out everywhere: it cannot tell them apart, and it means that country's city ("London
    Airport": five in Britain, so not London, Ontario's either)."""
    records = [r for r in iter_airports() if r["iata"] not in skip_codes]
    owners: defaultdict[tuple[str, str], set[str]] = defaultdict(set)
    names_of = {}
    for rec in records:
        names_of[rec["iata"]] = airport_names(rec["name"], rec["city"])
        for form in names_of[rec["iata"]]:
            owners[(surface_key(form), rec["country"])].add(rec["iata"])
    shared = {key for (key, _), codes in owners.items() if len(codes) > 1}
    for rec in records:
        cc = rec["country"]
        forms = [f for f in names_of[rec["iata"]] if surface_key(f) not in shared]
        if not forms:
            continue
        row = builder.add_row(
            f"airport:{rec['iata']}", rec["name"], rec["lat"], rec["lon"], cc, None, "airbase",
            0, AIRPORTS_SOURCE,
        )
        builder.confidence[row] = "high"
        _link_airport_town(builder, row, rec["city"])
        forms = [f for f in forms if not _named_for_a_town_abroad(builder, row, f)]
        phonetic = cc in PHONETIC_COUNTRIES
        builder.add_names(row, forms[:1], flag=MAIN, phonetic=phonetic)
        builder.add_names(row, forms[1:], flag=ALT, phonetic=phonetic)


# how much smaller than the airport's own town a namesake abroad may be and leave the
# airport its "<Town> Airport" name
_NAMESAKE_ABROAD_RATIO = 10


def _named_for_a_town_abroad(builder: Builder, row: int, form: str) -> bool:
    """True for a form "<Town> Airport" whose town has a namesake in another country that is
    not far smaller than the town the airport serves: "Lima Airport" may mean Peru's capital
    (not Lima, Ohio's field), "Birmingham Airport" England's or Alabama's. The caption's
    town is then read as a town, with its own context ("BIRMINGHAM, Ala."); "Stansted
    Airport" and "Bole Airport" keep theirs (Stanstead, Quebec and Bole, China are far
    smaller than London and Addis Ababa)."""
    c = builder.cols
    core = _FEATURE_TAIL.sub("", form).strip(" -,")
    own = c["pop"][row]
    return any(
        c["cc"][r] != c["cc"][row]
        and c["kind"][r] in ("city", "town")
        and c["pop"][r] * _NAMESAKE_ABROAD_RATIO > own
        for r in builder.rows_for(core)
    )


_AIRPORT_TOWN_KM = 60.0


def _link_airport_town(builder: Builder, row: int, city: str) -> None:
    """Make the town an airport serves (the largest of its name within reach) its parent,
    and lend the airport that town's population: of two airports of one name, the one of
    the bigger town is meant ("Roberts International Airport": Liberia's, not the Cayman
    Islands' Owen Roberts)."""
    c = builder.cols
    lat, lon, cc = c["lat"][row], c["lon"][row], c["cc"][row]
    c["admin1"][row] = builder.admin1_near(lat, lon, cc)
    towns = [r for r in builder.rows_for(city, cc) if c["kind"][r] in ("city", "town")] if city else []
    if not towns:
        return
    dist = haversine_km(lat, lon, np.array([c["lat"][r] for r in towns]),
                        np.array([c["lon"][r] for r in towns]))
    within = [r for r, km in zip(towns, dist, strict=True) if km <= _AIRPORT_TOWN_KM]
    if within:
        town = max(within, key=c["pop"].__getitem__)  # London, not the City of London
        c["parent"][row] = builder.place_id(town)
        c["pop"][row] = c["pop"][town]


def _curated_codes(curated: Sequence[PlaceRow]) -> frozenset[str]:
    """IATA codes written among curated rows' names: the curated row stands for that airport."""
    return frozenset(
        n for rec in curated if rec.kind == "airbase" for n in rec.alt_names
        if len(n) == 3 and n.isupper()
    )


def build_index(
    curated: Sequence[PlaceRow],
    features: Sequence[PlaceRow] = (),
    landmarks: Sequence[PlaceRow] = (),
) -> Index:
    """Build the built-in index: GeoNames, admin areas, countries, airports, curated places,
    natural features and landmarks (ids ``feature:slug``: the resolver weighs them as places
    known by name, which their zero population would not say, and the caption reader keeps a
    town the caption names before them: "at the Kremlin in Moscow" is Moscow's point)."""
    log.info("building the gazetteer index from GeoNames cities500 (first use; cached after)")
    builder = Builder()
    seats = _add_geonames(builder)
    _settle_unknown_admin1(builder)
    builder.snapshot_geonames()
    _add_admin1(builder)
    _add_countries(builder, _landless_points([*landmarks, *features]))
    _add_airports(builder, _curated_codes(curated))
    builder.add_place_rows(curated, "curated", unspaced=True)  # ("文京区", a Tokyo ward)
    builder.add_place_rows(features, FEATURE_SOURCE, unspaced=True)  # ("在青海湖", "富士山の")
    builder.add_place_rows(landmarks, FEATURE_SOURCE, unspaced=True)
    _add_county_city_variants(builder, *seats)
    return builder.freeze()
