"""The Gazetteer: find names in text, list candidates, resolve with reasons, reverse geocode.

One :class:`Gazetteer` wraps the built-in index and, optionally, an overlay
index of user places (``--places``). A user row overrides the built-in rows
that share its name and country. Everything is offline; the online fallback
runs only if one was given.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from itertools import accumulate
from operator import itemgetter
from typing import TypeVar

import ahocorasick

from .build import PHONETIC_COUNTRIES, UNSPACED_LETTERS
from .decide import decide, gather_evidence, geocode_query, resolution_of
from .index import (
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
)
from .model import Country, NameMatch, Place, Resolution, is_feature
from .names import (
    ARTICLES,
    TOKEN_RE,
    WORD_LETTER,
    fold_token,
    key_of_tokens,
    phonetic_key,
    phonetic_token,
    surface_key,
)
from .resolve import Candidate, Evidence, looks_like, rank, short_form, similarity
from .sounds import INDIC_SCRIPT, SoundTable, resolve_by_sound
from .sources import read_common_words, read_countries

__all__ = ["Gazetteer", "distance_km"]

_UNSPACED_QUERY = re.compile(f"[{UNSPACED_LETTERS}]")

log = logging.getLogger(__name__)
_KIND_NAMES = ((1, "place"), (2, "admin1"), (4, "country"), (8, "demonym"))
_MASK_KINDS = {m: frozenset(n for bit, n in _KIND_NAMES if m & bit) for m in range(32)}
_AREA_KINDS = frozenset({"admin1", "country", "region"})
# the unit words of a Chinese county, district and banner, written after its name ("黑山县")
_COUNTY_UNITS = frozenset("县縣区區旗")
# the units after which a feature's name is a county's, district's, city's or town's: China's,
# Japan's (市町村区郡県: "琵琶湖町") and Korea's (시군구읍면동리: "동해시" is Donghae city, no sea)
_TOWN_UNITS = _COUNTY_UNITS | frozenset("市镇鎮乡鄉村町郡県시군구읍면동리")
# a compass word and the word for a sea, then the word for a shore: "东海岸", "동해안" are an
# east coast (America's, Korea's), not the East China Sea or the Sea of Japan ("南海岸", "남해안"
# no South China Sea, nor Namhae county)
_SHORE_AFTER_SEA = {"海": "岸", "해": "안"}
_COMPASS_CHARS = frozenset("东西南北東동서남북")
# China's provinces, autonomous regions and municipalities, simplified and traditional, which
# Chinese writes before a town with no unit ("江西湖口", "山东海阳"): a name found starting on a
# province's last character straddles it ("西湖", "东海") and is not read there
_PROVINCES = frozenset("""北京 天津 上海 重庆 重慶 河北 山西 辽宁 遼寧 吉林 黑龙江 黑龍江 江苏 江蘇
    浙江 安徽 福建 江西 山东 山東 河南 湖北 湖南 广东 廣東 海南 四川 贵州 貴州 云南 雲南 陕西 陝西
    甘肃 甘肅 青海 台湾 台灣 臺灣 内蒙古 內蒙古 广西 廣西 西藏 宁夏 寧夏 新疆 香港 澳门 澳門""".split())
_PROVINCE_ENDS = frozenset(p[-1] for p in _PROVINCES)
# the names of Japan's main islands that Chinese writes as words: "美日印澳四国" (the four
# countries of the Quad), "本州州长" (this state's governor), "九州" (all of China): read as the
# islands only in Japanese text (kana in it) or after "日本" ("日本九州")
_JAPANESE_ONLY_NAMES = frozenset({"四国", "本州", "九州"})
_KANA = re.compile("[\u3041-\u30ff]")
# French's and Italian's "de" elided before a capitalised name, written lower case in running
# text ("près d'Alep", "la ville d'Avignon"; not a person's "D'Souza", nor "Côte d'Ivoire", which
# is found whole first): blanked out, two spaces for its two characters, to find the name after
_ELIDED_DE = re.compile("(?<![^\\W\\d_])d['’](?=[A-ZÀ-ÖØ-Þ])")
_ROW_MASK = {"admin1": MASK_ADMIN1, "country": MASK_COUNTRY}
_MEMO_MAX = 50_000
_V = TypeVar("_V")
_SOUNDS_LIKE_ROWS = 20
# Article forms that are also English or French words: written lower-case and apart
# from the name ("at Tawila", "as Trump"), they are the word; "at-Tawila" is the article.
# The others are written apart as articles too ("al Bab", "ar Raqqah").
_WORD_ARTICLES = frozenset({"at", "as", "an", "en", "es", "et", "il"})
# TOKEN_RE with possessive quantifiers: the same tokens (the pattern never needs to
# backtrack, its trailing group may always match zero times), about 15 % faster
_THAI_MARKS = "\u0e31\u0e34\u0e35\u0e36\u0e37\u0e38\u0e39\u0e3a\u0e47\u0e48\u0e49\u0e4a\u0e4b\u0e4c\u0e4d\u0e4e"
_SPLIT_RE = re.compile("(" + TOKEN_RE.pattern.replace(WORD_LETTER + "+", WORD_LETTER + "++")
                       .replace(")*", ")*+") + ")")
_SURFACE_ANY, _SURFACE_STRICT, _PHONETIC = itemgetter(0), itemgetter(1), itemgetter(2)
# the word for a voivodeship, before its name that Polish writes lower-case ("woj. lubelskie",
# "województwo lubelskie"): a name all lower-case after it is still a name
_LOWER_UNIT_WORDS = frozenset({"woj", "wojewodztwo"})
# the words for a square and a bridge that Italian, Spanish and Portuguese write lower-case
# before its name ("piazza Duomo", "ponte Morandi", "plaza de Mayo", "praça do Comércio")
_LOWER_HEADS = frozenset({"piazza", "piazzale", "ponte", "viadotto", "plaza", "puente", "praca"})


# the lower-case words that join the parts of a hyphenated place name ("Biak-na-Bato",
# "Pila-na-Bato", "Saint-Jean-de-Luz", "Stratford-upon-Avon", "Frankfurt-am-Main"): a name
# matched on a part of such a chain is only a part of the name written
_COMPOUND_JOINS = frozenset({
    "na", "ng", "sa", "de", "del", "des", "di", "da", "do", "du", "la", "le", "les", "en",
    "sur", "sous", "upon", "under", "am", "im", "an", "ob", "bei",
})


def _inside_compound(toks: list[str], parts: list[str], i: int, j: int) -> bool:
    """True when tokens i..j are joined by hyphens to a joining word and a further part
    ("Biak" in "Biak-na-Bato", "Bato" there too): the match is a part of a longer name."""
    after = j + 2 < len(toks) and parts[2 * j + 2] == "-" and parts[2 * j + 4] == "-" \
        and toks[j + 1] in _COMPOUND_JOINS
    before = i >= 2 and parts[2 * i] == "-" and parts[2 * i - 2] == "-" \
        and toks[i - 1] in _COMPOUND_JOINS
    return after or before


# what follows a caption's dateline town: a comma ("TROY, N.Y."), the agency in brackets
# ("NICE (Reuters)"), a dash ("MESA —") or a date ("HOPE 5 March")
_DATELINE_TAIL = re.compile(r"\s*(?:[,(\u2013\u2014-]|\d)")


def _is_dateline(text: str, start: int, end: int) -> bool:
    """True when text[start:end] opens ``text`` as its dateline: a town's name there in
    capitals ("NICE (Reuters) -", "HOPE (AP) —") is the town, not a credit's word."""
    return (start == 0 or (start < 8 and text[:start].isspace())) and bool(
        _DATELINE_TAIL.match(text, end))


class Gazetteer:
    """Offline gazetteer over a built-in index and an optional user overlay."""

    def __init__(self, index: Index, overlay: Index | None = None, *, online=None) -> None:
        self.indexes: tuple[Index, ...] = (index,) if overlay is None else (index, overlay)
        self.online = online
        self._overrides = self._override_map()
        self._memo: dict[tuple, Resolution | None] = {}
        self._evidence_memo: dict[tuple, Evidence] = {}
        self._candidate_memo: dict[str, tuple[Candidate, ...]] = {}
        self._tokens: dict[str, tuple[str, str, str, bool]] = {}
        self._key_facts: dict[tuple[int, int], tuple] = {}
        self._reading_facts: dict[tuple[int, int], tuple | None] = {}
        self._written_memo: dict[str, dict] = {}
        self._phonetic_ok: dict[tuple[str, int, int], bool] = {}
        self._neighbours: dict[str, frozenset[str]] | None = None
        self._phonetic = any(len(idx.phonetic.keys_len) for idx in self.indexes)
        # English words of captions, never read as a sound-alike spelling of a place
        self._common_words = read_common_words()
        self._unspaced: tuple[ahocorasick.Automaton | None] | None = None
        self._sound_table: SoundTable | None = None
        self._sound_memo: dict[tuple, Resolution | None] = {}

    # -- finding names ------------------------------------------------------
    def find_names(
        self, text: str, *, any_case: bool = False, read_as: Mapping[str, str] | None = None
    ) -> list[NameMatch]:
        """Every gazetteer name in ``text``: whole tokens, leftmost-longest, non-overlapping.

        A match needs at least one capitalised token (a caption's "the", "of",
        "bar" are not names) unless ``any_case``. Offsets index into ``text``.
        ``read_as`` maps written tokens to the words they are to be matched as (a
        caller's reading of a declined form: "Praze" as "Praha"); a match's ``text``
        stays the written one and its ``key`` is the word read.
        """
        if ("d'" in text or "d’" in text) and (elided := _ELIDED_DE.sub("  ", text)) != text:
            return self._with_elided_names(text, elided, any_case=any_case, read_as=read_as)
        return self._find_names(text, any_case=any_case, read_as=read_as)

    def _find_names(
        self, text: str, *, any_case: bool, read_as: Mapping[str, str] | None
    ) -> list[NameMatch]:
        """``find_names`` of a text read token by token as written."""
        parts = _SPLIT_RE.split(text)
        if len(parts) < 2:
            return []
        toks = parts[1::2]
        cache = self._tokens
        try:
            infos = list(map(cache.__getitem__, toks))
        except KeyError:
            infos = [cache.get(t) or self._token_info(t) for t in toks]
        if read_as:
            for t, tok in enumerate(toks):
                if tok in read_as:
                    word = read_as[tok]
                    # (read as the name is written: "pražském" read as "Praha" is capitalised)
                    infos[t] = cache.get(word) or self._token_info(word)
        found: list[tuple[int, int, int, KeyTable, int]] = []
        surf = list(map(_SURFACE_ANY if any_case else _SURFACE_STRICT, infos))
        skel = f" {'  '.join(surf)} "
        for prio, idx in enumerate(reversed(self.indexes)):
            _scan(idx.surface, skel, prio, found)
        if not any_case and found:
            found = self._restart_lower_heads(found, infos, surf, parts)
        if self._phonetic:
            pskel = f" {'  '.join(map(_PHONETIC, infos))} "
            for prio, idx in enumerate(reversed(self.indexes)):
                _scan(idx.phonetic, pskel, 10 + prio, found)
        if not found:
            return []
        if len(found) > 1:
            found.sort(key=lambda f: (f[0], f[0] - f[1], f[2]))
        offsets = list(accumulate(map(len, parts)))
        out: list[NameMatch] = []
        append = out.append
        key_facts = self._key_facts
        last = -1
        # this loop runs per name found: the NameMatch is built without the frozen
        # dataclass __init__ (one object.__setattr__ per field, a third of find_names
        # when it was used); filling __dict__ in one call gives an equal, still frozen object
        for i, j, prio, table, kid in found:
            if i <= last:
                continue
            first_cap = infos[i][3]
            phonetic = prio >= 10
            if (
                not first_cap
                and (phonetic or not any_case)
                and (i == j or not any(infos[t][3] for t in range(i + 1, j + 1)))
                and (i == j or infos[i][0] not in _LOWER_UNIT_WORDS)
            ):
                continue
            if not first_cap and infos[i][0] in _WORD_ARTICLES and parts[2 * i + 2].isspace():
                continue  # "rest at Tawila camp": the English "at", not the article of At Tawilah
            if (parts[2 * j + 2] == "-" or parts[2 * i] == "-") and _inside_compound(toks, parts, i, j):
                continue  # "Biak" of "Biak-na-Bato": one part of a longer name
            if phonetic and (
                (i == j and infos[i][0] in self._common_words)
                or not self._sounds_like(infos, i, j, table, kid)
            ):
                continue  # ("Handout", a word, is not Khandut's sound-alike)
            key = infos[i][0] if i == j else " ".join([infos[t][0] for t in range(i, j + 1)])
            facts = key_facts.get((id(table), kid)) or self._facts(key, table, kid, phonetic)
            start, end = offsets[2 * i], offsets[2 * j + 1]
            surface = text[start:end]
            if facts[0] & MASK_READING and not _UNSPACED_QUERY.search(surface):
                facts = self._written_facts(table, kid, facts[0])
                if facts is None:
                    continue  # only a reading of a name in another script
            mask, kinds, country, pop, count = facts
            if mask & MASK_PARTICLE and not first_cap:
                continue  # "van", "sur" written lower-case are words, not Van or Sur
            match = _NEW(NameMatch)
            match.__dict__.update(
                start=start,
                end=end,
                text=surface,
                key=key,
                kinds=kinds,
                country_code=country,
                # "AT", "ARE" in capitals are initials (a word of four letters in capitals is
                # a credit's, "ANTARA FOTO", "AFP/POOL", unless it opens the caption as its
                # dateline, "NICE (Reuters)"); "Åre", "Nîmes" with letters the fold took away
                # are no English word
                common_word=bool(mask & MASK_COMMON)
                and not (surface.isupper() and (len(surface) <= 3 or (
                    len(surface) == 4 and _is_dateline(text, start, end))))
                and surface.isascii(),
                population=pop,
                n_candidates=count,
                phonetic=phonetic,
                capitalized=first_cap,
            )
            append(match)
            last = j
        return out

    def _with_elided_names(
        self, text: str, elided: str, *, any_case: bool, read_as: Mapping[str, str] | None
    ) -> list[NameMatch]:
        """``find_names`` of a text whose French or Italian "de" is elided before a name ("près
        d'Alep", "la ville d'Avignon", "palais de justice d'Avignon"): the name written whole
        first ("Côte d'Ivoire", "Val d'Isère"), then those found with the "d'" blanked out
        (``elided``, of the same length), where no whole name lies."""
        found = self._find_names(text, any_case=any_case, read_as=read_as)
        taken = [(m.start, m.end) for m in found]
        extra = [m for m in self._find_names(elided, any_case=any_case, read_as=read_as)
                 if not any(m.start < end and start < m.end for start, end in taken)]
        return sorted([*found, *extra], key=lambda m: m.start) if extra else found

    def _restart_lower_heads(
        self,
        found: list[tuple[int, int, int, KeyTable, int]],
        infos: list,
        surf: list[str],
        parts: list[str],
    ) -> list[tuple[int, int, int, KeyTable, int]]:
        """Drop written-name matches that begin with a lower-case word, and scan again
        from their first capitalised word.

        A caption's "in central Park Ridge" holds the key "central park"; taken
        leftmost-longest it hides "Park Ridge", and a name that opens with a
        lower-case word ("central", "northern") is not written as a proper name.
        Kept as found: an Arabic article ("al-Sakhour"), a name written
        exactly as the gazetteer writes it ("la Verneda i la Pau"), and a square's or a
        bridge's name after the word Italian, Spanish and Portuguese write lower-case before
        it ("il ponte Morandi", "in plaza de Mayo": that word is no adjective).
        """
        out = []
        for match in found:
            i, j = match[0], match[1]
            if i == j or infos[i][3]:
                out.append(match)  # one word, or capitalised: nothing to restart
                continue
            k = next((t for t in range(i + 1, j + 1) if infos[t][3]), -1)
            if k < 0:
                out.append(match)  # all lower-case: dropped later, but "il ponte" hides
                if infos[j][0] not in _LOWER_HEADS:  # "ponte Morandi": scan again from the head
                    continue
                k = j
            elif infos[i][0] in ARTICLES or infos[i][0] in _LOWER_HEADS or self._written_as_named(
                "".join(parts[2 * i + 1 : 2 * j + 2]), match[3], match[4]
            ):
                out.append(match)  # an article, a square's word, or written as named
                continue
            rest = f" {'  '.join(surf[k:])} "
            again: list[tuple[int, int, int, KeyTable, int]] = []
            for prio, idx in enumerate(reversed(self.indexes)):
                _scan(idx.surface, rest, prio, again)
            out += [(a + k, b + k, prio, table, kid) for a, b, prio, table, kid in again]
        return out

    def _written_as_named(self, written: str, table: KeyTable, kid: int) -> bool:
        """True when one of the key's places has ``written`` as its main name, letter case and all."""
        idx = next(x for x in self.indexes if x.surface is table)
        return any(idx.names[row] == written for row, _ in table.postings(kid))

    def _sounds_like(self, infos: list, i: int, j: int, table: KeyTable, kid: int) -> bool:
        """A phonetic match must also look like one of its places' names.

        The phonetic key is lossy: "Square" and the Moroccan "Skoura" share one
        (see :func:`gazetteer.resolve.looks_like`).
        """
        folded = " ".join([infos[t][0] for t in range(i, j + 1)])
        memo_key = (folded, id(table), kid)
        ok = self._phonetic_ok.get(memo_key)
        if ok is None:
            idx = next(x for x in self.indexes if x.phonetic is table)
            rows = [row for row, _ in table.postings(kid)][:_SOUNDS_LIKE_ROWS]
            ok = any(looks_like(folded, idx.names[r]) for r in rows)
            _remember(self._phonetic_ok, memo_key, ok)
        return ok

    def _token_info(self, token: str) -> tuple[str, str, str, bool]:
        """(surface fold, fold or "#" if lower-case and never inside a name, phonetic, capital)."""
        folded = fold_token(token) or "#"
        # (a name after a lower-case prefix is capitalised: "eThekwini", "eSwatini")
        cap = token[0].isupper() or (token[0].islower() and token[1:2].isupper())
        inner = cap or any(folded in idx.lower_words for idx in self.indexes)
        strict = folded if inner else "#"
        phon = phonetic_token(folded) if (cap or folded in ARTICLES) else "#"
        info = (folded, strict, phon, cap)
        return _remember(self._tokens, token, info, _MEMO_MAX * 4)

    def _facts(
        self, key: str, table: KeyTable, kid: int, phonetic: bool
    ) -> tuple[int, frozenset[str], str | None, int, int]:
        """What every index knows of one matched key, cached per (table, key id)."""
        mask, pop = table.mask[kid], table.max_pop[kid]
        count, country = table.count(kid), table.country.get(kid)
        if len(self.indexes) > 1:
            mask, pop, count, country = self._merge_info(
                key, phonetic, mask, pop, count, country, table
            )
        facts = (mask, _MASK_KINDS[mask & 15], country, pop, count)
        return _remember(self._key_facts, (id(table), kid), facts)

    def _written_facts(
        self, table: KeyTable, kid: int, mask: int
    ) -> tuple[int, frozenset[str], str | None, int, int] | None:
        """The facts of a key for a text not in Chinese, Japanese or Korean script: without
        the countries whose name there only reads so ("Guba" in Latin letters is not
        "古巴", Cuba); None when nothing else goes by the key."""
        found = self._reading_facts.get((id(table), kid), ())
        if found != ():
            return found
        idx = next(x for x in self.indexes if x.surface is table or x.phonetic is table)
        rows = [(r, f) for r, f in table.postings(kid) if f != READING]
        facts = None
        if rows:
            kinds = 0
            for r, f in rows:
                kinds |= MASK_DEMONYM if f == DEMONYM else _ROW_MASK.get(idx.kind[r], MASK_PLACE)
            country = next((idx.cc[r] for r, f in rows
                            if f == DEMONYM or idx.kind[r] == "country"), None)
            pop = max(int(idx.pop[r]) for r, _ in rows)
            kept = kinds | (mask & (MASK_COMMON | MASK_PARTICLE))
            facts = (kept, _MASK_KINDS[kept & 15], country, pop, len(rows))
        return _remember(self._reading_facts, (id(table), kid), facts)

    def _merge_info(
        self,
        key: str,
        phonetic: bool,
        mask: int,
        pop: int,
        count: int,
        country: str | None,
        seen: KeyTable,
    ) -> tuple[int, int, int, str | None]:
        """Combine what every index knows of a matched name (user overlay + built-in)."""
        parts = key.split()
        for idx in self.indexes:
            table = idx.phonetic if phonetic else idx.surface
            if table is seen:
                continue
            k = key_of_tokens([phonetic_token(p) for p in parts] if phonetic else parts)
            kid = table.key_id(k)
            if kid >= 0:
                mask |= table.mask[kid]
                pop = max(pop, table.max_pop[kid])
                count += table.count(kid)
                country = country or table.country.get(kid)
        return mask, pop, count, country

    # -- rows and places ----------------------------------------------------
    def _override_map(self) -> dict[str, frozenset[str]]:
        """Surface keys of user rows, with their countries: built-in rows there are hidden."""
        if len(self.indexes) < 2:
            return {}
        overlay = self.indexes[1]
        out: dict[str, set[str]] = {}
        for key, kid in overlay.surface.automaton.items():
            out.setdefault(key, set()).update(
                overlay.cc[r] for r, _ in overlay.surface.postings(kid)
            )
        return {k: frozenset(v) for k, v in out.items()}

    def _rows(self, name: str, *, written: bool = True) -> list[tuple[int, int, int, bool]]:
        """(index no, row, flag, phonetic_only) for every row a name can mean (a name in
        Chinese, Japanese or Korean script: those written so, if any, unless not ``written``)."""
        skey, pkey = surface_key(name), phonetic_key(name)
        hidden = self._overrides.get(skey, frozenset())
        # a country's name read from Chinese, Japanese or Korean script is met only there
        read = _UNSPACED_QUERY.search(name) is not None
        out: dict[tuple[int, int], tuple[int, int, int, bool]] = {}
        for n, idx in enumerate(self.indexes):
            for table, key, phon in ((idx.surface, skey, False), (idx.phonetic, pkey, True)):
                kid = table.key_id(key)
                if kid < 0:
                    continue
                for row, flag in table.postings(kid):
                    if n == 0 and idx.cc[row] in hidden:
                        continue
                    if flag == READING:
                        if read:  # the country's own name in the query's script
                            out[(n, row)] = (n, row, READING, False)
                        continue
                    prev = out.get((n, row))
                    if prev is not None and prev[2] == READING:
                        continue
                    # a written-name (surface) match outranks a sound-alike one; only
                    # within one kind does the main name outrank an alternate, so an
                    # alternate spelling ("Hodeida") is never mistaken for phonetic-only
                    if (
                        prev is None
                        or (prev[3] and not phon)
                        or (prev[3] == phon and flag == MAIN > prev[2])
                    ):
                        out[(n, row)] = (n, row, flag, phon)
        if read and written:
            return self._written_rows(name, list(out.values()))
        return list(out.values())

    def _county_rows(self, name: str) -> list[tuple[int, int, int, bool]]:
        """The towns a Chinese county's (district's, banner's) name may mean when it is written
        nowhere: its stem read, as GeoNames' Latin names are, a country or province never
        ("辽宁省黑山县" is Heishan, though "黑山" alone is Montenegro)."""
        if len(name) < 3 or name[-1] not in _COUNTY_UNITS or not _UNSPACED_QUERY.search(name):
            return []
        rows = self._rows(name[:-1], written=False)
        return [r for r in rows
                if r[2] != READING and self.indexes[r[0]].kind[r[1]] not in _AREA_KINDS]

    def _written_rows(
        self, name: str, rows: list[tuple[int, int, int, bool]]
    ) -> list[tuple[int, int, int, bool]]:
        """Of the rows a name in Chinese, Japanese or Korean script meets by its reading, those
        written so, when any is: the reading is a key other rows' names share by chance ("荷兰",
        the Netherlands, reads "helan", as Helan county's Latin name does)."""
        written = {(n, r) for n, idx in enumerate(self.indexes)
                   for r in idx.unspaced_rows.get(name, ())}
        kept = [r for r in rows if (r[0], r[1]) in written]
        # (a country's own name in the script is written: one that reads alike is not it)
        return kept or [r for r in rows if r[2] != READING]

    def find_unspaced_names(self, text: str) -> list[NameMatch]:
        """The names written in Chinese, Japanese, Korean or Thai script inside ``text`` (at
        each place the longest, non-overlapping): those scripts run a name into the words
        around it ("在北京举行", "서울에서"), so they are looked for inside the text, not as
        tokens, with an Aho-Corasick automaton of the index's names in those scripts (built
        on first use)."""
        automaton = self._unspaced_automaton()
        if automaton is None:
            return []
        out: list[NameMatch] = []
        for last, written in self._unspaced_spans(automaton, text):
            found = self.find_names(written, any_case=True)
            # (a Thai name may end with a mark the tokens leave out: "เชียงใหม่")
            if found and found[0].start == 0 \
                    and found[0].end >= len(written.rstrip(_THAI_MARKS)):
                start = last - len(written) + 1
                kinds = self._written_kinds(written)
                if text[last + 1 : last + 2] in _COUNTY_UNITS \
                        and "country" in kinds.get("kinds", ()):
                    kinds = self._county_kinds(written + text[last + 1]) or kinds
                    last += len(kinds.get("text", written)) - len(written)
                elif text[last + 1 : last + 2] in _TOWN_UNITS and any(features := (
                        self._written_features(written))):
                    # a sea's or a lake's name that a county, district or town takes: "东海县"
                    # is Donghai County (read as its stem), not the East China Sea
                    county = self._county_kinds(written + text[last + 1])
                    if county:
                        kinds, last = county, last + 1
                    elif all(features):
                        continue
                elif self._not_the_feature(text, start, last, written):
                    continue
                out.append(dataclasses.replace(found[0], start=start, end=last + 1, **kinds))
        return out

    def _not_the_feature(self, text: str, start: int, last: int, written: str) -> bool:
        """True when a feature's name found inside unspaced text is a word there, not the
        feature: a sea's name before the word for a shore ("东海岸", "동해안": an east coast),
        or a Japanese island's name that Chinese writes as a word, outside Japanese text
        (see ``_JAPANESE_ONLY_NAMES``)."""
        if written in _JAPANESE_ONLY_NAMES:
            return text[max(0, start - 2) : start] != "日本" and _KANA.search(text) is None
        shore = _SHORE_AFTER_SEA.get(written[-1])
        return shore is not None and text[last + 1 : last + 2] == shore \
            and len(written) == 2 and written[0] in _COMPASS_CHARS

    def _unspaced_spans(
        self, automaton: ahocorasick.Automaton, text: str
    ) -> Iterator[tuple[int, str]]:
        """(last offset, name) of the names inside ``text``, leftmost-longest, except that a
        country's name is cut off a longer name it opens when a name starts after it and runs
        past that one's end: "古巴哈瓦那" is Cuba and Havana ("哈瓦那"), not Gubakha ("古巴哈");
        that a name starting on a province's last character is passed over ("江西湖口县" is
        Hukou county: West Lake, "西湖", straddles 江西 and 湖口); and that a feature's name is
        passed over for a town's starting inside it and running past its end ("山东海阳市" is
        Haiyang, not the East China Sea, "东海"), unless a unit follows the feature's name and
        takes it ("峨眉山市", Emeishan, is not Meishan, "眉山市")."""
        pos = 0
        while pos < len(text):
            for last, written in automaton.iter_long(text, pos):
                start = last - len(written) + 1
                cut = self._country_cut(automaton, text, start, written)
                if cut:
                    yield start + cut - 1, written[:cut]
                    pos = start + cut
                    break
                over = self._straddling(automaton, text, start, written)
                if over is not None:
                    pos = over
                    break
                yield last, written
            else:
                return

    def _straddling(
        self, automaton: ahocorasick.Automaton, text: str, start: int, written: str
    ) -> int | None:
        """Where to look again for a name instead of ``written`` (see ``_unspaced_spans``):
        past a province's last character it starts on, or where a town's name starts inside
        this feature's name and runs past its end; else None."""
        if written[0] in _PROVINCE_ENDS and _a_province_ends_at(text, start):
            return start + 1  # (a province's last character: "江西湖口" is no West Lake)
        end = start + len(written)
        if text[end : end + 1] in _TOWN_UNITS or not any(self._written_features(written)):
            return None  # (a unit after it takes it: "四川峨眉山市" is Emeishan, not Meishan)
        for inner in range(start + 1, end):
            after = next(automaton.iter_long(text, inner), None)
            if after is not None and after[0] >= end and after[0] - len(after[1]) + 1 == inner \
                    and not any(self._written_features(after[1])):
                return inner
        return None

    def _country_cut(
        self, automaton: ahocorasick.Automaton, text: str, start: int, written: str
    ) -> int:
        """The length of a country's name opening ``written`` when a longer name follows it
        (see ``_unspaced_spans``), else 0."""
        for cut in range(2, len(written)):
            if "country" not in self._written_kinds(written[:cut]).get("kinds", ()):
                continue
            after = next(automaton.iter_long(text, start + cut), None)
            if after is not None and after[0] - len(after[1]) + 1 == start + cut \
                    and after[0] > start + len(written) - 1:
                return cut
        return 0

    def _written_features(self, written: str) -> list[bool]:
        """For each place a name in unspaced script is written for, whether it is a natural
        feature or a landmark (a sea, a lake, a mountain) rather than a town."""
        return [is_feature(self.indexes[n].place_id(r)) for n, idx in enumerate(self.indexes)
                for r in idx.unspaced_rows.get(written, ())]

    def _county_kinds(self, county: str) -> dict:
        """The facts of a county's name that opens with a country's ("黑山县": not Montenegro,
        see ``_county_rows``), or {} when no town reads so."""
        rows = self._county_rows(county)
        if not rows:
            return {}
        # (its rows are towns: no country or province, so its kinds are {"place"})
        return {"text": county, **self._facts_of_rows([(n, r) for n, r, _, _ in rows])}

    def _written_kinds(self, written: str) -> dict:
        """The kinds, country and count of the places a name found inside unspaced text is
        written for, not of every name its reading keys ("荷兰" is a country, not Helan's town)."""
        found = self._written_memo.get(written)
        if found is None:
            rows = [(n, r) for n, idx in enumerate(self.indexes)
                    for r in idx.unspaced_rows.get(written, ())]
            found = _remember(self._written_memo, written,
                              self._facts_of_rows(rows) if rows else {})
        return found

    def _facts_of_rows(self, rows: Sequence[tuple[int, int]]) -> dict:
        """The kinds, country, count and population of some (index no, row) pairs, as a
        ``NameMatch`` holds them: what a name found inside unspaced text is written for."""
        kind_of = [self.indexes[n].kind[r] for n, r in rows]
        country = next((self.indexes[n].cc[r] for (n, r), kind in zip(rows, kind_of)
                        if kind == "country"), None)
        return {"kinds": frozenset(k if k in ("country", "admin1") else "place" for k in kind_of),
                "country_code": country, "n_candidates": len(rows),
                "population": max(int(self.indexes[n].pop[r]) for n, r in rows)}

    def _unspaced_automaton(self) -> ahocorasick.Automaton | None:
        if self._unspaced is None:
            names = frozenset().union(*(idx.unspaced for idx in self.indexes))
            automaton = None
            if names:
                automaton = ahocorasick.Automaton()
                for name in names:
                    automaton.add_word(name, name)
                automaton.make_automaton()
            self._unspaced = (automaton,)
        return self._unspaced[0]

    def place(self, place_id: str) -> Place | None:
        """The place with this id ("geonames:170063", "curated:jobar", "country:SY"), or None."""
        for n, idx in reversed(list(enumerate(self.indexes))):
            row = idx.row_of(place_id)
            if row >= 0:
                return self._place(n, row)
        return None

    def _place(self, n: int, row: int) -> Place:
        idx = self.indexes[n]
        lat, lon = float(idx.lat[row]), float(idx.lon[row])
        code = idx.admin1[row]
        return Place(
            idx.place_id(row),
            idx.names[row],
            None if math.isnan(lat) else lat,
            None if math.isnan(lon) else lon,
            idx.cc[row] or None,
            self._admin1_name(code),
            idx.kind[row],
            int(idx.pop[row]),
            idx.parent[row],
            idx.sources[int(idx.source_id[row])],
            idx.confidence.get(row, ""),
            code,
        )

    def _admin1_name(self, code: str | None) -> str | None:
        return self.indexes[0].admin1_names.get(code, code) if code else None

    def candidates(self, name: str) -> list[Place]:
        """Every place ``name`` can mean, most likely first (population and main name)."""
        cands = self._candidates_of(name)
        return [self._place(*c.ref) for _, c in rank(cands, Evidence(), frozenset())]

    def _candidates_of(self, name: str) -> list[Candidate]:
        """Every candidate row of ``name``, ready for ranking (memoised: a corpus names the
        same towns over and over, and building a candidate per row is most of a lookup)."""
        found = self._candidate_memo.get(name)
        if found is None:
            found = _remember(self._candidate_memo, name, tuple(self._build_candidates(name)))
        return list(found)

    def _build_candidates(self, name: str) -> list[Candidate]:
        folded = " ".join(surface_key(name).split())
        rows = self._rows(name) or self._county_rows(name)
        words = folded.split()
        if not rows and len(words) > 1 and words[0] in ARTICLES:
            # "al-Shaddadi" for "Ash Shaddādah", indexed without its article as "Shaddadi"
            name = name[TOKEN_RE.search(name).end() :]  # type: ignore[union-attr]
            folded = " ".join(words[1:])
            # ... but the article says the name is Arabic: not Iceland's "Hella"
            rows = [
                r for r in self._rows(name) if self.indexes[r[0]].cc[r[1]] in PHONETIC_COUNTRIES
            ]
        cands = [self._candidate(*r, folded) for r in rows]
        if _UNSPACED_QUERY.search(name):
            # a name written in Chinese, Japanese or Korean is found by its reading, which
            # Latin main names share by chance: "巴黎" is Paris (its alternate), not Bāli,
            # India, whose main name reads so; such a candidate is only a sound-alike
            # (a country's own name in that script, READING, is no sound-alike: "古巴" is Cuba)
            cands = [dataclasses.replace(c, is_main=False, phonetic_only=True)
                     if c.is_main and r[2] != READING and not _UNSPACED_QUERY.search(c.name)
                     else c for r, c in zip(rows, cands)]
        # a phonetic-only candidate must also look like the name ("Square" is not Skoura)
        return [c for c in cands if not c.phonetic_only or looks_like(folded, c.name)]

    def _candidate(self, n: int, row: int, flag: int, phon: bool, folded: str = "") -> Candidate:
        idx = self.indexes[n]
        lat, lon = float(idx.lat[row]), float(idx.lon[row])
        has = not math.isnan(lat)
        if not has:
            point = self._point_of(idx.parent[row])
            lat, lon = point if point else (math.nan, math.nan)
        main = flag in (MAIN, DEMONYM, READING)
        if (main and not phon) or not folded:
            sim = 1.0
        else:
            own = " ".join(surface_key(idx.names[row]).split())
            # "Matamoros" of "Heroica Matamoros": the short form is a spelling of the main name
            sim = 1.0 if not phon and short_form(folded, own) else similarity(folded, own)
        return Candidate(
            (n, row),
            idx.place_id(row),
            idx.names[row],
            idx.cc[row],
            idx.kind[row],
            int(idx.pop[row]),
            main,
            has,
            phon,
            lat,
            lon,
            idx.admin1[row],
            idx.parent[row],
            sim,
        )

    def _point_of(self, place_id: str | None, depth: int = 0) -> tuple[float, float] | None:
        place = self.place(place_id) if place_id else None
        if place is None or depth > 4:
            return None
        if place.latitude is not None and place.longitude is not None:
            return place.latitude, place.longitude
        return self._point_of(place.parent_id, depth + 1)

    # -- countries and reverse ---------------------------------------------
    @property
    def neighbours(self) -> dict[str, frozenset[str]]:
        """ISO code -> the codes of the countries it borders (GeoNames), read on first use."""
        if self._neighbours is None:
            self._neighbours = {
                code: frozenset(n for n in (rec.get("neighbours") or "").split(",") if n)
                for code, rec in read_countries().items()
            }
        return self._neighbours

    def country(self, code: str | None) -> Country | None:
        """The country with ISO code ``code`` (name, capital point), or None."""
        idx = self.indexes[0]
        row = idx.country_rows.get(code.upper()) if code else None
        if row is None:
            return None
        capital = idx.sources[int(idx.source_id[row])].rsplit("capital ", 1)[-1]
        return Country(
            code.upper(),
            idx.names[row],
            float(idx.lat[row]),
            float(idx.lon[row]),
            capital,
            int(idx.pop[row]),
        )

    def reverse(self, lat: float, lon: float, *, max_km: float = 100.0) -> Place | None:
        """The nearest place (town, curated or user row) within ``max_km``, or None."""
        if not (-90 <= lat <= 90 and -180 <= lon <= 180):
            raise ValueError(f"({lat!r}, {lon!r}) is not a latitude/longitude pair")
        best: tuple[float, int, int] | None = None
        for n, idx in enumerate(self.indexes):
            row = idx.nearest(lat, lon, max_km=max_km)
            if row >= 0:
                d = distance_km(lat, lon, float(idx.lat[row]), float(idx.lon[row]))
                if best is None or d <= best[0]:
                    best = (d, n, row)
        return None if best is None else self._place(best[1], best[2])

    # -- resolving ---------------------------------------------------------
    def resolve(
        self,
        name: str,
        *,
        context: str = "",
        near: Sequence[str] = (),
        country_codes: Sequence[str | None] = (),
        kind_hint: str | None = None,
    ) -> Resolution | None:
        """The place ``name`` means in ``context``, with the rule that decided, or None."""
        ev = self._evidence(context, tuple(near), surface_key(name))
        # (a feature in no one country gives a caller no code: None is no limit)
        memo_key = (name, ev, tuple(sorted(c.upper() for c in country_codes if c)), kind_hint)
        if memo_key in self._memo:
            return self._memo[memo_key]
        return _remember(self._memo, memo_key, decide(self, name, ev, memo_key[2], kind_hint))

    def _evidence(self, context: str, near: tuple[str, ...], own_key: str) -> Evidence:
        key = (context, near, own_key)
        ev = self._evidence_memo.get(key)
        if ev is None:
            ev = _remember(self._evidence_memo, key, gather_evidence(self, context, near, own_key))
        return ev

    def resolve_nearest(
        self, name: str, latitude: float, longitude: float, *, max_km: float
    ) -> Resolution | None:
        """The place ``name`` means that lies nearest a point, within ``max_km`` of it, or
        None: a caption's "Chantilly, north of Paris" is the Chantilly by Paris."""
        best, best_km = None, max_km
        for cand in self._candidates_of(name):
            if math.isnan(cand.lat) or cand.kind in ("country", "admin1", "region"):
                continue
            km = distance_km(cand.lat, cand.lon, latitude, longitude)
            if km <= best_km:
                best, best_km = cand, km
        if best is None:
            return None
        return resolution_of(
            self, best, name, "nearest-to-point",
            f"{name!r} read as the {best.name} {best_km:.0f} km from the point its text gives",
            (best.place_id,),
        )

    def resolve_by_sound(
        self, name: str, *, country_codes: Sequence[str] = ()
    ) -> Resolution | None:
        """The town a name in one of India's scripts sounds as, for a name GeoNames writes
        only in Latin letters ("ਪਟਿਆਲਾ", Patiala); see :mod:`gazetteer.sounds`. The first of
        ``country_codes`` (default: South Asia's) with such a town is taken."""
        if not INDIC_SCRIPT.search(name):
            return None
        memo_key = (name, tuple(country_codes))
        if memo_key not in self._sound_memo:
            if self._sound_table is None:  # (built on first use: 0.8 s)
                self._sound_table = SoundTable(self)
            _remember(self._sound_memo, memo_key,
                      resolve_by_sound(self, self._sound_table, name, country_codes))
        return self._sound_memo[memo_key]

    def geocode(self, query: str, *, country_codes: Sequence[str] = ()) -> Resolution | None:
        """Resolve a free-form query ("Hemeimeem air base, Syria"); see :mod:`gazetteer.decide`."""
        return geocode_query(self, query, country_codes=country_codes)

    def resolve_query(self, query: str, *, country_codes: Sequence[str] = ()) -> Resolution | None:
        """Same as :meth:`geocode`: what ``timeline geocode QUERY`` resolves."""
        return self.geocode(query, country_codes=country_codes)


_NEW = object.__new__


def _remember(memo: dict, key: object, value: _V, limit: int = _MEMO_MAX) -> _V:
    """Store ``value`` under ``key`` and return it; a memo that reaches ``limit`` entries
    starts afresh, so a million-caption corpus cannot grow it without bound."""
    if len(memo) >= limit:
        memo.clear()
    memo[key] = value
    return value


def _scan(
    table: KeyTable, skel: str, prio: int, found: list[tuple[int, int, int, KeyTable, int]]
) -> None:
    """Append (first token, last token, priority, table, key id) for each automaton match.

    Tokens are framed " t0  t1  t2 ": the index of the token a match starts at is the
    number of two-space separators before it.
    """
    lens, ntok, count = table.keys_len, table.keys_ntok, skel.count
    if not len(lens):
        return  # an empty automaton cannot scan (a user file with no phonetic names)
    for end_char, kid in table.automaton.iter_long(skel):
        first = count("  ", 0, end_char + 2 - lens[kid])
        found.append((first, first + ntok[kid] - 1, prio, table, kid))


def _a_province_ends_at(text: str, end: int) -> bool:
    """True when a Chinese province's name ends at offset ``end`` of ``text`` and does not
    itself start on another's last character ("浙江西湖" is Zhejiang and West Lake: no Jiangxi
    in it)."""
    for n in (1, 2):
        start = end - n
        if start >= 0 and text[start : end + 1] in _PROVINCES:
            return not (start > 0 and text[start] in _PROVINCE_ENDS
                        and _a_province_ends_at(text, start))
    return False


def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle (haversine) distance in km between two points, on the mean Earth radius."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = (
        math.sin((p2 - p1) / 2) ** 2
        + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    )
    return 2 * 6371.0088 * math.asin(min(1.0, math.sqrt(a)))
