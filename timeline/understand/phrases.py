"""A place phrase to the one place it names.

"Kramatorsk, Donetsk region, Ukraine", "the Columbus suburb of Dublin, Ohio",
"Bucha, northwest of Kyiv": :mod:`timeline.understand.places` groups names
that are written as one phrase; here each member is resolved in the gazetteer
(the phrase's country, US state, Canadian province or British county binds it;
a demonym or the sentence's countries are context) and the member that is the
place is kept: the most specific kind; of two towns, the smaller, which lies in
the larger; never a town far from the phrase's largest town, nor one in another
country than the province written after it, nor a bearing ("45 km southwest of
Guatemala City") while another member resolves.
Resolutions are memoised per gazetteer.
"""

from __future__ import annotations

import dataclasses
import re
import weakref
from dataclasses import dataclass
from functools import partial
from operator import itemgetter
from typing import TYPE_CHECKING

from gazetteer import SOVEREIGN_OF, TERRITORIES_OF, distance_km, is_feature

from .roles import STATE_COUNTRY
from .text import fold

if TYPE_CHECKING:
    from gazetteer import Gazetteer, Resolution

__all__ = [
    "AIRPORT_SPREAD_KM",
    "AREA_KINDS",
    "CHAIN_SPREAD_KM",
    "PlaceName",
    "far_from",
    "is_capital",
    "memo_for",
    "population_of",
    "resolve_phrase",
    "written_with_its_town",
]

# How specific a resolved kind is: the smallest class in a chain is the place.
_SPECIFICITY = {
    "neighbourhood": 0,
    "district": 0,
    "landmark": 0,
    "airbase": 0,
    "city": 1,
    "town": 1,
    "region": 2,
    "admin1": 3,
    "country": 4,
}
AREA_KINDS = frozenset({"country", "admin1", "region"})
_AREA_HINTS = frozenset({"admin1", "region"})
# a chain member farther than this from a town the chain places it in or beside is
# another place of its name ("X in Sarajevo", "X, outside Kyiv", "X near Mafraq")
CHAIN_SPREAD_KM = 250.0
_DISTRICT_SPREAD_KM = 60.0
# a place written with a bearing from a town ("200 miles south of Chicago") lies within
# this of it: a namesake on another continent does not
_BEARING_SPREAD_KM = 1_000.0
_DISTRICT_HINTS = frozenset({"district", "neighbourhood"})
AIRPORT_SPREAD_KM = 30.0
_METROPOLIS_POP = 1_000_000
_VILLAGE_MAX_POP = 5_000  # a metropolis's district read as a village this small ...
_INNER_CITY_KM = 25.0  # ... and farther than this from the centre is the village's namesake
_CONTAINER_AFTER_RATIO = 5  # how much larger a town must be than a village named after it
_VILLAGE_BEFORE_TOWN_POP = 10_000  # a village this small lies by the town written after it
_MEMO_LIMIT = 200_000


@dataclass(slots=True)
class PlaceName:
    """A working record for one accepted name while roles are decided (see places)."""

    start: int
    end: int
    text: str
    kinds: frozenset[str]
    country_code: str | None
    sentence: int
    role: str = "context"
    cue: str | None = None
    kind_hint: str | None = None
    facility: bool = False
    capital_of: str | None = None
    demonym_code: str | None = None  # "the Lebanese city of Tyre": LB
    state: str | None = None  # "Alexandria, Va.": Virginia; "Lac-Mégantic, Que.": Quebec
    linked: bool = False  # joined to the name before it as one place phrase
    is_country: bool = False
    bearing: bool = False  # "45 km southwest of Guatemala City": a reference, not the place
    county_of: str | None = None  # "Wells, Somerset": the country of a county after a town
    county_after: str | None = None  # "Salisbury, Wiltshire": a county the gazetteer lacks
    nationality: bool = False  # "Brazil's Ayrton Senna", "Pete Sampras of the United States"
    owns_people: bool = False  # "near Yemen's Houthi rebels' positions": whose, though cued
    names_an_event: bool = False  # a country in an event's name: "the Monaco Grand Prix"
    edition: bool = False  # an event's edition: "the Paris 2024 Olympics"
    after_the: bool = False  # "the White House": a landmark of that name, if there is one
    island: bool = False  # "the island of La Palma": only an area, not a town, is the island
    container: bool = False  # "Yiwu, Jinhua City": the city that holds the town before it
    bracketed: bool = False  # "Mérida (Badajoz)": written in brackets after a name
    race: bool = False  # "the Tour de Pologne": a country a stage race is named after
    population: int = 0  # the largest place of the name's (see gazetteer.NameMatch)
    quarter: bool = False  # "el sector La Vega": a town's quarter, named by the noun before it
    in_full: str | None = None  # "Kingston" in a caption that writes "Kingston upon Thames"
    nation: str | None = None  # "Newcastle, Co Down": the UK nation of a county written after it


def _outside_its_state(resolution: Resolution, states: tuple[str, ...]) -> bool:
    """True for a US town read outside every state its phrase writes out ("Cumberland,
    Georgia, USA" read as Cumberland, Rhode Island): the gazetteer lacks the state's town of
    that name, and the state, not a namesake across the country, is where it is."""
    us = [s for s in states if STATE_COUNTRY.get(s) == "US"]
    return bool(us) and resolution.country_code == "US" and resolution.kind not in AREA_KINDS \
        and resolution.admin1 not in us


def resolve_phrase(
    chain: list[PlaceName], gaz: Gazetteer, countries: tuple[str, ...]
) -> tuple[PlaceName, Resolution] | None:
    """Resolve every member; return the most specific one with its resolution.

    The chain's own country ("Tripoli, Lebanon") binds; failing that, a demonym
    naming the place's country ("the Lebanese city of Tyre"); failing that, the
    countries named elsewhere in the event sentence are context for the gazetteer.
    """
    if len(chain) > 1 and any(n.is_country and _COMPASS_HEAD.match(n.text) for n in chain):
        chain = _parts_of_states(chain)  # "South Georgia, U.S."
    codes = tuple(
        sorted(
            {
                n.country_code
                for i, n in enumerate(chain)
                if n.is_country and n.country_code and not _town_named_like_country(chain, i)
            }
        )
    )
    if codes and len(chain) > 2:
        codes = _with_disputed_areas(gaz, chain, codes)
    elif len(chain) == 2 and codes in _CLAIMING:
        codes = _with_a_claimed_city(gaz, chain[0], codes)
    written = codes
    # a state's abbreviation ("Alexandria, Va.") or its name written out ("Odessa, Texas")
    states = tuple(n.state for n in chain if n.state)
    if len(chain) > 1:
        states += _written_states(gaz, chain)
    if states:
        codes = tuple(sorted({STATE_COUNTRY[state] for state in states}))
    # "Atlanta, Georgia": a country's name that is also a US state's, after a place,
    # may be either; the place's own candidates decide ("Tbilisi, Georgia" stays GE)
    if len(chain) > 1:
        # so may a territory named for a part of one: "Tifton in South Georgia" is in the
        # US state, "Grytviken, South Georgia" on the island
        dual = tuple(state for n in chain[1:] if n.is_country and (state := _state_named(n.text)))
        if dual:
            codes = tuple(sorted({*codes, *(STATE_COUNTRY[text] for text in dual)}))
            states += dual
    if not codes and len(chain) > 1 and chain[-1].county_of:
        codes = (chain[-1].county_of,)  # "Wells, Somerset": not Somerset, NJ
    elif not codes and chain[-1].county_after:
        codes = (chain[-1].county_after,)  # "Salisbury, Wiltshire": not Harare, once Salisbury
    if not codes:
        codes = tuple(sorted({n.demonym_code for n in chain if n.demonym_code}))
    if not codes and len(chain) == 2 and chain[1].bracketed and not chain[1].is_country:
        codes = _country_of_a_bracketed_town(gaz, chain[1], chain[0])  # "MÉRIDA (BADAJOZ)"
        if codes and _resolve(gaz, chain[0], (), codes, ()) is None:
            codes = ()  # "ROME (UPI)": an agency's tag that a village shares, no province
    context = () if codes else countries
    resolved: list[tuple[int, int, PlaceName, Resolution]] = []
    towns: list[Resolution] = []  # the chain's resolved towns
    unfound: tuple[PlaceName, tuple[str, ...]] | None = None  # its first name, if not found
    repicked = False  # the first name's namesake was re-picked in the province after it
    for i, name in enumerate(chain):
        if name.is_country and len(chain) > 1 and not _town_named_like_country(chain, i):
            continue
        if i and name.text in states and name.kind_hint is None \
                and not _a_landmark(gaz, chain[i - 1]):
            # "Orchard Park, New York": the state, not the city, contains the town (not
            # "Madison Square Garden in New York", "the Lincoln Memorial in Washington")
            name = dataclasses.replace(name, kind_hint="admin1")
        if i and name.county_of:
            continue  # "Tours, en Indre-et-Loire": the county holds the town; no place itself
        # the members after it may contain it; those before it lie in it or beside it
        # ("Paiporta, Valencia": Spain's Valencia, by Paiporta, not Venezuela's)
        near = tuple(n.text for n in chain[i + 1 :] if not n.is_country) + states
        nations = tuple(n.nation for n in chain[i:] if n.nation)
        if nations:  # "Newcastle, Co Down": the county's nation holds the town
            near += nations[:1]
        if i:  # (not the feature a town is named after, written before it: "the Zimbabwean
            # side of the Victoria Falls, in Victoria Falls, Zimbabwe" is the town's name)
            near += tuple(n.text for n in chain[:i] if not n.is_country
                          and not (n.after_the and n.text == name.text))
        resolution = _resolve(gaz, name, near, codes, context)
        if name.bearing and resolution is not None \
                and population_of(gaz, resolution) < _BEARING_CITY_POP:
            # a bearing's reference is a city known on its own: "Córdoba, about 700 km
            # northwest of Buenos Aires" is no village Buenos Aires by a Mexican Córdoba
            alone = _resolve(gaz, name, (), codes, context)
            if alone is not None and population_of(gaz, alone) >= _BEARING_CITY_POP:
                resolution = alone
        if resolution is not None and i == 0 and len(chain) > 1 and _outside_its_state(
                resolution, states):
            resolution = None  # "Cumberland, Georgia, USA": not Rhode Island's; the state
        if resolution is None and i == 0:
            unfound = (name, near)
        if resolution is None or (name.island and not _the_island(name, resolution)):
            continue  # "the island of La Palma" is not the town La Palma del Condado
        if name.state and resolution.admin1 != name.state:
            resolution = _namesake_in_state(gaz, name, near, codes, context) or resolution
        elif i == 0 and len(chain) > 1 and resolution.rule in _BY_SIZE \
                and resolution.kind not in AREA_KINDS:
            inside = _namesake_in_province_after(gaz, name.text, resolution, chain[1:])
            repicked, resolution = inside is not None, inside or resolution
        # a container whose name is also an area's, read as a village of that name
        # ("Grozny, Chechnya": a Ukrainian village Chechnya), counts as the area; one read
        # as a city larger than the towns before it is that city ("the Maracana Stadium in
        # Rio de Janeiro": not the state, which would leave Maracanã in Pará the place)
        # a name in brackets after a town is its province ("Algeciras (Cádiz)"), never a
        # second town of the phrase
        area_like = name.kind_hint in _AREA_HINTS or name.container or (
            i > 0 and name.bracketed) or _district_after_its_town(name, resolution, towns) or (
            i == 1 and repicked and _province_of_the_town_before(gaz, name.text, towns)) or (
            i > 0
            and resolution.rule == "town-over-area"
            and (
                name.text in states  # "Spokane, Washington": the state, not D.C.
                or not _places_of_towns(towns)
                or population_of(gaz, resolution)
                <= max(map(partial(population_of, gaz), _places_of_towns(towns)))
            )
        )
        if resolution.kind not in AREA_KINDS and name.cue != "near" and not area_like:
            towns.append(resolution)  # not "320 km southeast of Seoul": only a bearing
        specificity = _SPECIFICITY.get(resolution.kind, 1)
        if area_like or (is_feature(resolution.place_id)
                         and not _finer_than_its_town(gaz, resolution, chain)):
            # "Leyte province" read as the town of Leyte; a canal, a volcano or a sea is no
            # finer than the town the phrase writes with it ("the Panama Canal off Colon"),
            # even one written as its container ("Madison Square Garden in New York")
            specificity = max(specificity, 2.5 if is_feature(resolution.place_id) else 2)
        resolved.append((specificity, i, name, resolution))
    placed = {row[1] for row in resolved}  # (an area the written country has not, in between:
    # "Elisabethville, Katanga, Republic of the Congo", the 1961 name of Lubumbashi's country)
    if unfound is not None and written and codes == written and not unfound[0].is_country \
            and all(n.is_country or n.kind_hint in _AREA_HINTS or i not in placed
                    for i, n in enumerate(chain) if i) \
            and not _an_area_of_the_written_country(gaz, chain, written):
        # the country written has no town of the name, and the phrase names no other town
        beyond = _beyond_the_written_country(gaz, *unfound, written, context)
        if beyond is not None:
            towns.append(beyond)
            resolved.append((_SPECIFICITY.get(beyond.kind, 1), 0, unfound[0], beyond))
    if not resolved:
        country = next((n for n in chain if n.is_country), None)
        if country is None or len(chain) < 2:
            return None
        if written and dual and chain[0].kind_hint in _AREA_HINTS:
            # "the Racha region of western Georgia": a region the gazetteer lacks in either
            # is read in the country written, not in the state its name is also
            codes = written
        resolution = _resolve(gaz, country, (), codes, ())
        return (country, _adjust_precision(country, resolution)) if resolution else None
    if len(resolved) > 1:
        resolved, towns = _outside_their_province(gaz, resolved, towns)
        resolved = _by_the_bearing(gaz, resolved, towns)
    name, resolution = _most_specific(gaz, resolved, towns, len(chain) - 1)
    return name, _adjust_precision(name, resolution)


def _a_landmark(gaz: Gazetteer, name: PlaceName) -> bool:
    """True when every place of the name is a landmark (they stand in a city, not a state)."""
    places = gaz.candidates(name.text)
    return bool(places) and all(p.kind == "landmark" and is_feature(p.place_id) for p in places)


def _places_of_towns(towns: list[Resolution]) -> list[Resolution]:
    """The towns of a phrase, not its landmarks: "the World Trade Center in New York" is
    New York City (a landmark counts its town's people, larger than no city named after it)."""
    return [t for t in towns if not is_feature(t.place_id)]


_OWN_POINT_KM = 10.0  # a landmark this far from its town's point is finer than the town


def written_with_its_town(gaz: Gazetteer, place: Resolution, chain: list[PlaceName]) -> bool:
    """True for a landmark whose phrase also names the town it stands in ("outside La Moneda
    presidential palace in Santiago", "the Johnson Space Center in Houston")."""
    if place.kind != "landmark" or place.parent_id is None or len(chain) < 2:
        return False
    return any(place.parent_id in {c.place_id for c in gaz.candidates(n.text)}
               for n in chain[1:] if not n.is_country)


def _finer_than_its_town(gaz: Gazetteer, place: Resolution, chain: list[PlaceName]) -> bool:
    """True for a landmark written with its town whose own point lies away from the town's
    ("the Johnson Space Center in Houston", 30 km from the city's point): finer than the
    town. (One placed at its town, or a natural feature, is not: "the Maracana Stadium in
    Rio de Janeiro", "the Panama Canal off Colon".)"""
    if place.geo_precision != 1:
        return False
    if place.kind == "landmark" and len(chain) > 1 and all(
            n.is_country or n.kind_hint in _WIDER_HINTS for n in chain[1:]):
        return True  # "the Kedarnath temple in Rudraprayag district": a district's town is
        # no finer than a landmark the district holds
    if not written_with_its_town(gaz, place, chain):
        return False
    town = gaz.place(place.parent_id)
    return town is not None and town.latitude is not None and distance_km(
        place.latitude, place.longitude, town.latitude, town.longitude) >= _OWN_POINT_KM


_WIDER_HINTS = frozenset({"district", "admin1", "region"})
_COMPASS_HEAD = re.compile(r"(?:North|South|East|West|Upper|Lower) ")
_BRACKETED_TOWN_MIN_POP = 5_000  # the towns a bracketed province's name may mean


def _country_of_a_bracketed_town(gaz: Gazetteer, name: PlaceName, head: PlaceName
                                 ) -> tuple[str, ...]:
    """The one country of the towns a name in brackets after a town can mean ("MÉRIDA
    (BADAJOZ)", "Amatrice (Rieti)": Spanish and Italian houses write the province, named
    after its capital, so): it binds the town before it. Of an ambiguous one, the one country
    that has both names ("EL PASO (LA PALMA)": Spain's island, not Panama's or Colombia's
    towns, for Spain has an El Paso); nothing if none or several have."""
    memo = memo_for(gaz)
    key = ("bracketed town", name.text, head.text)
    if key not in memo:
        candidates = [c for c in gaz.candidates(name.text) if c.country_code]
        found = {c.country_code for c in candidates
                 if c.population >= _BRACKETED_TOWN_MIN_POP or c.kind in AREA_KINDS}
        if len(found) > 1:  # (an area, a province or an island, first: what houses write)
            heads = {c.country_code for c in gaz.candidates(head.text)}
            areas = {c.country_code for c in candidates if c.kind in AREA_KINDS} & heads
            found = areas if len(areas) == 1 else found & heads
        memo[key] = tuple(found) if len(found) == 1 else ()
    return memo[key]


def _with_disputed_areas(
    gaz: Gazetteer, chain: list[PlaceName], codes: tuple[str, ...]
) -> tuple[str, ...]:
    """``codes`` with the country of a region the phrase writes between its town and a
    country of its border's other side: TASS's "ARTEMOVSK, DONETSK PEOPLE'S REPUBLIC,
    RUSSIA" and "SIMFEROPOL, CRIMEA, RUSSIA" name Ukrainian areas, so the town may be
    Ukrainian too (Bakhmut, not the Artëmovskiy of the Urals)."""
    added = set()
    for name in chain[1:-1]:
        if name.is_country:
            continue
        area = _resolve(gaz, name, (), (), ())
        if (
            area is not None
            and area.kind in AREA_KINDS
            and area.country_code not in codes
            and any(area.country_code in gaz.neighbours.get(code, ()) for code in codes)
        ):
            added.add(area.country_code)
    return tuple(sorted({*codes, *added})) if added else codes


# the areas a country claims of its neighbour's and writes as its own: TASS's "DONETSK,
# RUSSIA" is the Ukrainian city, not the town of Rostov oblast of the name
_CLAIMING = {("RU",): ("UA", frozenset({
    "Donetska oblast", "Luhanska oblast", "Zaporizka oblast", "Khersonska oblast",
    "Avtonomna Respublika Krym", "Sevastopol"}))}
_CLAIMED_CITY_RATIO = 5  # the claimed area's city is this many times its namesakes' size


def _with_a_claimed_city(gaz: Gazetteer, town: PlaceName, codes: tuple[str, ...]) -> tuple[str, ...]:
    """``codes`` with the neighbour's, when the town written with its claimant's name is a
    city of a claimed area far larger than the claimant's own namesakes ("DONETSK, RUSSIA"),
    so that the gazetteer weighs both; a village of the claimant keeps its country."""
    other, areas = _CLAIMING[codes]
    places = gaz.candidates(town.text)
    own = max((p.population or 0 for p in places if p.country_code in codes), default=0)
    claimed = max((p.population or 0 for p in places if p.country_code == other
                   and p.admin1 in areas and p.kind not in AREA_KINDS), default=0)
    return (*codes, other) if own and claimed >= _CLAIMED_CITY_RATIO * own else codes


_REGION_CITY_POP = 100_000  # a region named after its city: the city stands for it
# a town across the border the written country lacks is taken for a city (TASS's "MARIUPOL,
# RUSSIA") or in the area the phrase names ("ENERGODAR, ZAPOROZHYE REGION, RUSSIA"), not
# for a village: the gazetteer lacks many of the written country's own
_ACROSS_CITY_POP = 50_000


def _an_area_of_the_written_country(
    gaz: Gazetteer, chain: list[PlaceName], written: tuple[str, ...]
) -> bool:
    """True when the phrase names a province of the country it writes: "OLGOVKA, KURSK
    REGION, RUSSIA" is a Russian village the gazetteer lacks, not a Ukrainian namesake."""
    for name in chain[1:]:
        if name.is_country:
            continue
        area = _resolve(gaz, name, (), written, ())
        if area is not None and (area.kind in AREA_KINDS
                                 or population_of(gaz, area) >= _REGION_CITY_POP):
            return True  # "KURSK REGION": Kursk oblast, or its city (GeoNames' key is the city)
    return False


def _beyond_the_written_country(
    gaz: Gazetteer,
    name: PlaceName,
    near: tuple[str, ...],
    written: tuple[str, ...],
    context: tuple[str, ...],
) -> Resolution | None:
    """The town a phrase places when the country written after it has none of its name: in
    that country's territory ("Longyearbyen, Norway": Svalbard's), else across its border
    ("ENERGODAR, ZAPOROZHYE REGION, RUSSIA", an occupied Ukrainian town as TASS writes it),
    if it is a city or lies in the area the phrase names. Only for the phrase's first name,
    when it names no other town: not a county between
    ("Pilton, Somerset, UK"), nor "in Lhasa, in Dharamshala, India" (Dharamshala is), nor a
    place beside the border ("near the border with Gaza, in southern Israel")."""
    territories = tuple(t for code in written for t in TERRITORIES_OF.get(code, ()))
    if territories:
        found = _resolve(gaz, name, near, territories, context)
        if found is not None:
            return found
    if name.cue == "near":
        return None  # "near the border with Gaza, in southern Israel": beside it
    across = tuple(sorted({n for code in written for n in gaz.neighbours.get(code, ())}
                          - set(written)))
    found = _resolve(gaz, name, near, across, context) if across else None
    if found is None or population_of(gaz, found) >= _ACROSS_CITY_POP or (
        near and found.rule == "containing-place"
    ):
        return found  # a city ("MARIUPOL, RUSSIA"), or in the area the phrase names
    return None  # "the village of Olgovka, Russia": a Russian village the gazetteer lacks


def _parts_of_states(chain: list[PlaceName]) -> list[PlaceName]:
    """``chain`` with a territory named for a part of a state read as that state when the
    state's country is written too: "in South Georgia, U.S." is Georgia's south, not the
    island territory."""
    out = chain
    for i, name in enumerate(chain):
        if not name.is_country or not _COMPASS_HEAD.match(name.text):
            continue
        state = _state_named(name.text)
        if state is None or not any(
            n.is_country and n.country_code == STATE_COUNTRY[state] for n in chain if n is not name
        ):
            continue
        out = out[:i] + [dataclasses.replace(name, text=state, is_country=False,
                                             kind_hint="admin1",
                                             country_code=STATE_COUNTRY[state])] + out[i + 1 :]
    return out


def _state_named(text: str) -> str | None:
    """The US state, Canadian province or Australian state a name is, or names a part of
    ("Georgia"; "South Georgia"), else None."""
    if text in STATE_COUNTRY:
        return text
    head = _COMPASS_HEAD.match(text)
    return text[head.end():] if head and text[head.end():] in STATE_COUNTRY else None


_NEAR_REACH_KM = 150.0  # how far "near Mecca" may reach for a town of the phrase
_PROVINCE_REACH_KM = 100.0  # how far a province named like its capital reaches
_BEARING_LIMIT_KM = 1_000.0  # no caption places a town by a city farther than this
_BEARING_CITY_POP = 100_000  # a city a bearing's reference is


def _by_the_bearing(
    gaz: Gazetteer, resolved: list[tuple[int, int, PlaceName, Resolution]], towns: list[Resolution]
) -> list[tuple[int, int, PlaceName, Resolution]]:
    """The phrase's towns read far from the place it locates them by, read again by it.

    A town beyond the reference's reach (1,000 km for a bearing: "Gwangju, 330 kilometers
    south of Seoul" stays; 150 for "near"; 100 for a province named like its capital town
    after the town) is its namesake nearest the reference within that reach ("Chantilly,
    north of Paris": France's, not Virginia's; "SAN FERNANDO, Romblon"); failing one, a
    town "near" a city is no town of the phrase ("Mina, near the holy city of Mecca": not
    the Mexican Mina). ``towns`` is updated to match.
    """
    by = next(((n, r) for _, i, n, r in resolved if i and (n.bearing or n.cue == "near")
               and r.kind not in AREA_KINDS), None)
    if by is not None:
        reach = _BEARING_LIMIT_KM if by[0].bearing else _NEAR_REACH_KM
    elif len(resolved) == 2 and resolved[1][1] == 1 and all(r in towns for *_, r in resolved) \
            and len(gaz.candidates(resolved[1][2].text)) == 1:
        # (a name of one place only: "San Mateo, Rizal" is no Rizal town of another province)
        by, reach = (resolved[1][2], resolved[1][3]), _PROVINCE_REACH_KM
    else:
        return resolved
    reference = by[1]
    out = []
    for specificity, i, name, resolution in resolved:
        if resolution is not reference and resolution in towns \
                and far_from(resolution, reference, reach):
            namesake = _namesake_by(gaz, name, reference, reach)
            if namesake is None and by[0].cue == "near" and not by[0].bearing \
                    and far_from(resolution, reference, CHAIN_SPREAD_KM):
                towns.remove(resolution)
                continue
            if namesake is not None:
                towns[towns.index(resolution)] = namesake
                resolution = namesake
        out.append((specificity, i, name, resolution))
    return out


def _namesake_by(
    gaz: Gazetteer, name: PlaceName, reference: Resolution, reach: float
) -> Resolution | None:
    """The place of ``name`` nearest ``reference`` within ``reach``, if any."""
    if reference.latitude is None or reference.longitude is None:
        return None
    return gaz.resolve_nearest(name.text, reference.latitude, reference.longitude, max_km=reach)


def _province_of_the_town_before(gaz: Gazetteer, written: str, towns: list[Resolution]) -> bool:
    """True when ``written`` names the first-level province the phrase's town before it lies
    in ("Guadalupe, Zacatecas": the state, not its capital city beside the town)."""
    if not towns or towns[-1].kind in AREA_KINDS:
        return False
    town = towns[-1]
    return any(p.kind == "admin1" and p.country_code == town.country_code
               and p.admin1 == town.admin1 for p in gaz.candidates(written))


_BY_SIZE = ("population", "main-name")  # rules that pick a namesake by its size alone


def _namesake_in_province_after(
    gaz: Gazetteer, written: str, resolution: Resolution, after: list[PlaceName]
) -> Resolution | None:
    """The largest namesake of a town in the first-level province the phrase writes after
    it, when its size alone picked one elsewhere in that country ("Guadalupe, en el estado
    de Zacatecas": not Nuevo León's larger Guadalupe, which a hamlet Zacatecas lies by)."""
    for container in after:
        if container.is_country:
            continue
        province = next((p for p in gaz.candidates(container.text) if p.kind == "admin1"
                         and p.country_code == resolution.country_code), None)
        if province is None or province.admin1 == resolution.admin1:
            return None
        inside = [p for p in gaz.candidates(written) if p.admin1_code == province.admin1_code
                  and p.kind != "admin1" and p.latitude is not None]
        if not inside:
            return None
        best = max(inside, key=lambda p: p.population or 0)
        return gaz.resolve_nearest(written, best.latitude, best.longitude, max_km=1)
    return None


def _namesake_in_state(
    gaz: Gazetteer,
    name: PlaceName,
    near: tuple[str, ...],
    codes: tuple[str, ...],
    context: tuple[str, ...],
) -> Resolution | None:
    """For "South Lebanon Township, Pa.", which the gazetteer knows only in Ohio: the
    town it is named after in the state written (Lebanon, Pennsylvania), as near it."""
    head = _COMPASS_HEAD.match(name.text)
    if head is None:
        return None
    namesake = dataclasses.replace(name, text=name.text[head.end() :])
    resolution = _resolve(gaz, namesake, near, codes, context)
    if resolution is None or resolution.admin1 != name.state:
        return None
    return dataclasses.replace(resolution, geo_precision=max(resolution.geo_precision, 2))


def _outside_their_province(
    gaz: Gazetteer, resolved: list[tuple[int, int, PlaceName, Resolution]], towns: list[Resolution]
) -> tuple[list[tuple[int, int, PlaceName, Resolution]], list[Resolution]]:
    """Drop a town read outside the province written after it, or far from the town after
    it (see :func:`_far_from_the_town_after`).

    "Tawila camp, North Darfur": the only Tawila the gazetteer knows is in Yemen,
    and North Darfur names no Yemeni province, so the place is the province. A
    province name that has one in the town's country keeps it ("Amritsar, Punjab").
    """
    # a province written as one ("North Darfur"), not a region read by its last word
    # ("the Northern Rivers region": Rivers State, Nigeria)
    areas = [
        (row[1], row[2], row[3])
        for row in resolved
        if row[3].kind == "admin1" and row[2].kind_hint in (None, "admin1")
    ]
    dropped = []
    for row in resolved:
        town = row[3]
        if town.kind in AREA_KINDS:
            continue
        after = [(name, area) for i, name, area in areas if i > row[1]]
        if (after and all(_outside(gaz, town, name, area) for name, area in after)) \
                or _far_from_the_town_after(gaz, row, resolved):
            dropped.append(row)
    if not dropped:
        return resolved, towns
    gone = {id(row[3]) for row in dropped}
    return [r for r in resolved if r not in dropped], [t for t in towns if id(t) not in gone]


def _far_from_the_town_after(
    gaz: Gazetteer, row: tuple[int, int, PlaceName, Resolution],
    resolved: list[tuple[int, int, PlaceName, Resolution]],
) -> bool:
    """True for a town of an ambiguous name read apart from the next place the phrase writes
    after it: far from a larger town ("Kampung Curug, Desa Bojong Koneng, ..., Kabupaten
    Bogor": no Curug of Bogor in the gazetteer, and the one 190 km away is no part of the
    phrase; "Kampung Pulo, ..., Jakarta Timur": not a Pulo of Central Java). A town of one
    name, or a smaller town after it, may be a list's; a bearing's city is far by its nature
    ("Busan, 320 kilometers southeast of Seoul")."""
    town = row[3]
    after = next((r for r in resolved if r[1] > row[1]), None)
    if after is not None and after[2].cue == "at" and after[2].kind_hint is None \
            and after[2].start - row[2].end <= len(" in ") \
            and after[3].kind not in AREA_KINDS \
            and after[3].country_code == town.country_code \
            and population_of(gaz, after[3]) >= _CITY_POP \
            and distance_km(town.latitude, town.longitude, after[3].latitude,
                            after[3].longitude) > _IN_A_CITY_KM \
            and not _the_city_s_own(town, after[3]):
        return True  # "in Grant Park in Chicago" (the city right after "in"): a park in the
        # city, not the village of Grant Park 68 km away
    if len(town.candidates) < 2 or row[2].kind_hint is not None:
        return False  # (nor a county read far from its prefecture's city: "Dangshan County,
        # Suzhou City")
    if after is None or after[2].bearing or after[3].country_code != town.country_code \
            or "admin1" in after[2].kinds:  # ("Junín, Buenos Aires": the province's too)
        return False
    if after[2].kind_hint is None \
            and any(r[1] > after[1] and r[3].kind not in AREA_KINDS for r in resolved):
        return False  # a list's town: "in Ambala, Delhi and Amritsar" (not "Sleman regency")
    if after[3].kind in AREA_KINDS:
        return False  # (a province's name read many ways: "Bucha, Kyiv region")
    return population_of(gaz, after[3]) > population_of(gaz, town) and distance_km(
        town.latitude, town.longitude, after[3].latitude, after[3].longitude) > _CHAIN_REACH_KM


_CHAIN_REACH_KM = 100
# a city of this size holds what a caption places "in" it within this reach of its point
_CITY_POP, _IN_A_CITY_KM = 100_000, 60


def _the_city_s_own(place: Resolution, city: Resolution) -> bool:
    """True for a landmark the gazetteer gives to the city written after it, within the
    city's reach: "the Yangshan Deep-Water Port in Shanghai", 88 km out on its islands, is
    Shanghai's port, and finer than the city."""
    return place.kind == "landmark" and place.parent_id == city.place_id \
        and distance_km(place.latitude, place.longitude, city.latitude,
                        city.longitude) <= _CHAIN_REACH_KM


# a province the gazetteer holds only by its old code ("KE.03": Sololo's, in a Kenyan province
# since split into counties): it says nothing of the county written after the town
_UNNAMED_ADMIN1 = re.compile(r"[A-Z]{2}\.\w{1,3}")


def _outside(gaz: Gazetteer, town: Resolution, name: PlaceName, area: Resolution) -> bool:
    """True when ``town`` lies outside the province ``area`` written after it: in another
    province of its country ("the La Pampa zone of the Madre de Dios region": not La Pampa,
    Ancash), or in another country with no namesake of the province ("Lismore, in the
    Northern Rivers region of NSW": Rivers is Nigerian, NSW Australian)."""
    if area.country_code == town.country_code:
        return (
            bool(town.admin1 and area.admin1)
            and not _UNNAMED_ADMIN1.fullmatch(town.admin1)
            and town.admin1 != area.admin1
            and not _split_from(town.admin1, area.admin1)
            and _written_as_itself(name, area)
            and not _in_another_area_of_the_name(gaz, town, area)
        )
    return _resolve(gaz, name, (), (town.country_code,), ()) is None


def _split_from(old: str, new: str) -> bool:
    """True when one province's name holds the other's as a word: a province split from
    another keeps its name ("Kepulauan Riau" from Riau, "Papua Barat" from Papua), and the
    gazetteer may still place a town in the old one (Batam, "Riau")."""
    old, new = fold(old), fold(new)
    return bool(re.search(rf"\b{re.escape(old)}\b", new) or re.search(rf"\b{re.escape(new)}\b", old))


def _in_another_area_of_the_name(gaz: Gazetteer, town: Resolution, area: Resolution) -> bool:
    """True when the town lies in another admin area the province's name may mean: "Kyiv
    region" is Kyiv city's area or Kyiv oblast, and Borodianka is in the oblast."""
    if len(area.candidates) < 2:
        return False
    place = gaz.place(town.place_id)
    return place is not None and f"admin1:{place.admin1_code}" in area.candidates


def _the_island(name: PlaceName, resolution: Resolution) -> bool:
    """True when an island's name resolves to an area or a town of its name ("the island
    of Rhodes", "Capri"), not to a town whose longer name holds it ("La Palma del Condado"
    for "the island of La Palma"); a town named as the island is ("Isola del Giglio" for
    "the island of Giglio": the comune that covers it)."""
    written, found = fold(name.text), fold(resolution.name)
    return resolution.kind in AREA_KINDS or found == written or written not in found \
        or (found.endswith(" " + written) and found.startswith(_ISLAND_WORDS))


# the island's noun opening a town's name: the town is the island's ("Isola del Giglio",
# "Île de Sein"); only a name the text calls an island is read so
_ISLAND_WORDS = ("isola ", "isla ", "ile ", "ilha ", "illa ", "island of ")


def _written_as_itself(name: PlaceName, area: Resolution) -> bool:
    """True when a province is written by its own name ("the Madre de Dios region",
    "Sichuan Province"), not by a historical or foreign one ("Breslau, Silesia": the
    gazetteer's Śląskie, which Breslau, today's Wrocław, is not in)."""
    written = fold(name.text).split()
    return bool(written) and written[0] in fold(area.admin1 or area.name).split()


# the words that write a district of a country's, not a city's, into its name
_DISTRICT_NAME_ENDS = (" district", " District", " woreda", " Woreda", " taluk", " tehsil")


def _district_after_its_town(name: PlaceName, resolution: Resolution,
                             towns: list[Resolution]) -> bool:
    """True for a district written by its kind after a town of the phrase: its container,
    not a finer place ("Chooralmala, Wayanad district, Kerala": the village; "in the Lozenets
    district" of a city is written before its city, and stays the place)."""
    return bool(towns) and resolution.kind == "district" and name.text.endswith(_DISTRICT_NAME_ENDS)


def _most_specific(
    gaz: Gazetteer,
    resolved: list[tuple[int, int, PlaceName, Resolution]],
    towns: list[Resolution],
    last_member: int,
) -> tuple[PlaceName, Resolution]:
    """The member of a place phrase that is the place: (specificity, position, name, resolution)
    rows in, the finest that lies with the phrase's other towns out (``last_member``: the
    position of the phrase's last name, resolved or not)."""
    if towns and len(resolved) > 1:
        # places of one phrase lie together: "'Sniper Alley' in Sarajevo" is not Aley,
        # Lebanon, nor "near Clark Air Base in Angeles City" Clark, New Jersey; of towns
        # far apart the largest is the one meant
        largest = max(towns, key=lambda town: _weight(gaz, town))
        metropolis = population_of(gaz, largest) >= _METROPOLIS_POP
        # a village's own town, written right after it as a town: "Naga City", "Liloan town"
        # ("Cabezuela del Valle, Cáceres, Extremadura" writes the province as its capital)
        written_towns = {r[1]: r[3] for r in resolved
                         if r[3].kind not in AREA_KINDS and _written_as_a_town(r[2])}
        resolved = [
            r
            for r in resolved
            if r[3] is largest
            or r[3].kind in AREA_KINDS
            or (r[2].bearing and r[1] > 0)  # a bearing's reference is judged below
            or not (_beyond_reach(r, largest)
                    or _district_elsewhere(r[2], r[3], largest, metropolis)
                    or (metropolis and _village_for_a_district(gaz, r[2], r[3], largest))
                    or (r[1] + 1 in written_towns
                        and _village_beyond_its_town(gaz, r[3], written_towns[r[1] + 1])))
        ]
    # a bearing ("45 km southwest of Guatemala City") is the place only when nothing else is,
    # and it says where the rest lies: "Mati, some 30 km east of Athens" is not Mati in the
    # Philippines (the gazetteer lacks the Greek one)
    bearings = [r for r in resolved if r[2].bearing and r[1] > 0]
    if bearings:
        resolved = [r for r in resolved if r in bearings or r[3].kind in AREA_KINDS
                    or not any(far_from(r[3], b[3], _BEARING_SPREAD_KM) for b in bearings)]
    if len(bearings) < len(resolved):
        resolved = [r for r in resolved if r not in bearings]
    top = min(resolved, key=itemgetter(0, 1))
    rivals = [r for r in resolved if r[0] == top[0]]
    if top[0] == 1 and len(rivals) > 1:
        # of two towns in one place phrase, the smaller lies in the larger: "the Columbus
        # suburb of Dublin, Ohio", "Yangshuo County of Guilin City", "Irpin, outside Kyiv"
        smaller = min(rivals, key=lambda r: (population_of(gaz, r[3]), r[1]))
        larger = max(rivals, key=lambda r: (population_of(gaz, r[3]), -r[1]))
        last = max(rivals, key=itemgetter(1))
        if _container_after(gaz, larger, smaller):
            top = larger  # "Tacloban, Leyte, Philippines": Leyte is its province, not a town
        elif smaller[1] == larger[1] + 1 and _province_as_its_capital(smaller[3], larger[3]):
            # a town written before its province, the province written as its capital ("in
            # Mae Sot district of Tak"): the town is the place, however small the capital
            top = larger
        elif (
            last is larger
            and last[1] < last_member
            and last[2].cue is not None  # placed anew ("in Springfield"; not "Cabezuela del
            # Valle, Cáceres, Extremadura": the province written as its capital)
            and far_from(smaller[3], larger[3], _DISTRICT_SPREAD_KM)
            # (a county or township written as one lies in the prefecture after it, however
            # far: "Changsuo Township of Tingri County in Xigaze")
            and smaller[2].kind_hint != "town"
        ):
            # too far apart to lie in it: two places, the last written with containers of
            # its own ("a debate in Philadelphia, in Springfield, Ohio, U.S.", "the French
            # border at Ventimiglia, in the Italian port city of Genoa, Italy"); not a
            # province read as its city ("Lac-Megantic, Quebec", "Cordoba, in the state
            # of Veracruz")
            top = last
        else:
            top = smaller
    return top[2], top[3]


def _container_after(
    gaz: Gazetteer,
    first: tuple[int, int, PlaceName, Resolution],
    then: tuple[int, int, PlaceName, Resolution],
) -> bool:
    """True when a far smaller town is written right after a town, as "A, B" or "A (B)",
    with no feature word of its own: a writer names a town's container after it, so B is
    a province or district named like a village of its ("Tacloban, Leyte", "Kota Bharu,
    Kelantan"), not a place inside A ("Mashhad area" and "Lozenets district" say so).
    Not after a state's name ("Brandenburg, Frankfurt (Oder)": dpa writes the state first).
    """
    name, after = first[2], then[2]
    return (
        then[1] == first[1] + 1
        and 0 < after.start - name.end <= 2
        and after.kind_hint is None
        and "admin1" not in name.kinds
        and population_of(gaz, first[3]) >= _CONTAINER_AFTER_RATIO * population_of(gaz, then[3])
    )


def _weight(gaz: Gazetteer, town: Resolution) -> int:
    """How likely a town is the one meant, of several far apart: its population, ten times
    over for a national capital ("Port of Spain, Trinidad": not Trinidad, Bolivia)."""
    return population_of(gaz, town) * (10 if is_capital(gaz, town) else 1)


def is_capital(gaz: Gazetteer, resolution: Resolution) -> bool:
    """True for a country's capital, which a caption names without qualification."""
    country = gaz.country(resolution.country_code)
    return country is not None and country.capital == resolution.name


def population_of(gaz: Gazetteer, resolution: Resolution) -> int:
    """The population of a resolved place, memoised with the resolutions."""
    memo = memo_for(gaz)
    key = ("population", resolution.place_id)
    size = memo.get(key)
    if size is None:
        place = gaz.place(resolution.place_id)
        size = memo[key] = place.population if place is not None else 0
    return size


def far_from(resolution: Resolution, town: Resolution, km: float) -> bool:
    """True when a place lies more than ``km`` from a town it must be beside.

    A resolution the gazetteer chose for lying by a named place is kept: that
    place's other readings may be the ones meant.
    """
    if resolution.latitude is None or resolution.longitude is None:
        return False
    if resolution.rule == "containing-place" and km > _DISTRICT_SPREAD_KM:
        return False  # but a district must lie in its city, not merely in its state
    if town.latitude is None or town.longitude is None:
        return False
    return (
        distance_km(resolution.latitude, resolution.longitude, town.latitude, town.longitude) > km
    )


def _district_elsewhere(
    name: PlaceName, resolution: Resolution, town: Resolution, metropolis: bool = False
) -> bool:
    """True for a district of a city read as a town beyond it, in another province of the
    city's country ("the Molenbeek district of Brussels": Molenbeek-Wersbeek, Flanders,
    45 km off): a city's districts lie in its own admin area, so the city is the place. Next
    to a city of millions, a name read by another spelling is one too, kind word or not
    ("Kampung Pulo, Jatinegara, Jakarta Timur": not Jatinagara, West Java, 200 km off)."""
    return (
        (name.kind_hint in _DISTRICT_HINTS or (metropolis and name.kind_hint is None))
        and resolution.kind not in _DISTRICT_HINTS
        # by another name of its own: not "the Pilar district of Buenos Aires", a town of
        # that name in the province around the capital
        and fold(resolution.name) != fold(name.text)
        and resolution.country_code == town.country_code
        and bool(resolution.admin1 and town.admin1)
        and resolution.admin1 != town.admin1
        and far_from(resolution, town, AIRPORT_SPREAD_KM)
        and not _the_city_s_own(resolution, town)  # ("Yangshan port in Shanghai")
    )


def _village_for_a_district(
    gaz: Gazetteer, name: PlaceName, resolution: Resolution, city: Resolution
) -> bool:
    """True for a city's district read as a village of its name on the city's outskirts
    ("the Kadikoy district of Istanbul": not the village of Kadıköy, 51 km out, which the
    gazetteer holds where it lacks the district): a district of a city of millions is no
    village far from its centre. (A place of unknown population, a curated row, may be a
    town: "al- Bab district of Aleppo".)"""
    return name.kind_hint in _DISTRICT_HINTS and resolution.kind not in _DISTRICT_HINTS \
        and 0 < population_of(gaz, resolution) < _VILLAGE_MAX_POP \
        and far_from(resolution, city, _INNER_CITY_KM)


def _province_as_its_capital(capital: Resolution, town: Resolution) -> bool:
    """True when ``capital`` is the namesake town of the province that holds ``town`` (Tak
    for Mae Sot, in Tak province): written after the town, it names the province."""
    return bool(town.admin1) and fold(capital.name) == fold(town.admin1) \
        and capital.admin1 == town.admin1 and capital.country_code == town.country_code


def _written_as_a_town(name: PlaceName) -> bool:
    """True for a name written as a town's ("Naga City", "Liloan town", "Digos City"), not
    bare, as a province written as its capital may be."""
    return name.kind_hint in ("city", "town") or name.text.endswith((" City", " CITY"))


def _village_beyond_its_town(gaz: Gazetteer, village: Resolution, town: Resolution) -> bool:
    """True for a village written before the town that holds it, read as a namesake far
    from it ("Sitio Sindulan, Barangay Tinaan, Naga City, Cebu": not a Tinaan 116 km off,
    in the island's north): a village lies within a town's reach, so the town is the place."""
    size = population_of(gaz, village)
    return 0 < size <= _VILLAGE_BEFORE_TOWN_POP \
        and population_of(gaz, town) >= _CONTAINER_AFTER_RATIO * size \
        and far_from(village, town, _DISTRICT_SPREAD_KM)


def _beyond_reach(row: tuple[int, int, PlaceName, Resolution], largest: Resolution) -> bool:
    """True when a member lies too far from the phrase's largest town to be in it (see
    :func:`_spread_km`). A district of a city named like its province may lie anywhere in
    the province: Turkey's and India's districts are the province's ("in Manavgat district of
    Antalya", 67 km from Antalya city), not the city's quarters."""
    name, resolution = row[2], row[3]
    km = _spread_km(name, resolution)
    if name.kind_hint in _DISTRICT_HINTS and resolution.admin1 \
            and resolution.admin1 == largest.admin1 \
            and resolution.country_code == largest.country_code \
            and fold(largest.name) == fold(largest.admin1):
        km = max(km, _PROVINCE_REACH_KM)
    return far_from(resolution, largest, km)


def _spread_km(name: PlaceName, resolution: Resolution) -> float:
    """How far a member of a place phrase may lie from its largest town: a district
    ("Seoul's Yongsan District") within the city, a town ("Irpin, outside Kyiv") nearby;
    an airport read as a town of its name ("Mehrabad airport in Tehran": not the village
    of Mehrabad, 44 km away) by the town it serves."""
    if name.kind_hint == "airbase" and resolution.kind != "airbase":
        return AIRPORT_SPREAD_KM
    return _DISTRICT_SPREAD_KM if name.kind_hint in _DISTRICT_HINTS else CHAIN_SPREAD_KM


def _written_states(gaz: Gazetteer, chain: list[PlaceName]) -> tuple[str, ...]:
    """The states written out after a town of the chain ("Odessa, Texas", "Rochester,
    Victoria", "Snow in Spokane, Washington"), when the town written just before the state
    has a namesake in it: "Hong Kong Island, Victoria" names Hong Kong's Victoria, not the
    Australian state."""
    written = tuple(n.text for n in chain[1:] if n.text in STATE_COUNTRY and not n.is_country)
    if not written or chain[0].state:
        return written
    kept = []
    for i in range(1, len(chain)):
        state = chain[i].text
        if state in written and not chain[i].is_country:
            town = _resolve(gaz, chain[i - 1], (state,), (STATE_COUNTRY[state],), ())
            if town is not None and town.admin1 == state:
                kept.append(state)
    return tuple(kept)


def _town_named_like_country(chain: list[PlaceName], i: int) -> bool:
    """True for "Costa Rica, Brazil" and "Jordan, Minnesota": a country's name used by a
    town in the next country, or in the US state after it ("Lebanon, N.H.")."""
    if "place" not in chain[i].kinds or (i and chain[i - 1].is_country):
        return False  # (a list of countries: "in de Verenigde Staten, Canada en Mexico")
    if chain[i].state:
        return True
    sovereign = SOVEREIGN_OF.get(chain[i].country_code or "")
    for n in chain[i + 1 :]:  # a loop, not any(<generator>): this runs per chain member
        if (n.is_country and n.country_code != sovereign) or n.text in STATE_COUNTRY:
            return True
    return False


def _adjust_precision(name: PlaceName, resolution: Resolution) -> Resolution:
    """ "near X" and "X University" put the photo by the place, not at it: precision 2."""
    if (name.cue == "near" or name.facility) and resolution.geo_precision < 2:
        cached = _NEAR_COPIES.get(id(resolution))
        if cached is None or cached[0] is not resolution:
            if len(_NEAR_COPIES) >= _MEMO_LIMIT:
                _NEAR_COPIES.clear()
            cached = (resolution, dataclasses.replace(resolution, geo_precision=2))
            _NEAR_COPIES[id(resolution)] = cached
        return cached[1]
    return resolution


# id(resolution) -> (resolution, its copy at precision 2); the original is kept
# alive in the entry, so its id cannot be reused while the entry exists.
_NEAR_COPIES: dict[int, tuple[Resolution, Resolution]] = {}


def _resolve(
    gaz: Gazetteer,
    name: PlaceName,
    near: tuple[str, ...],
    codes: tuple[str, ...],
    countries: tuple[str, ...],
) -> Resolution | None:
    """Ask the gazetteer, memoised per gazetteer by every argument that matters."""
    query = name.capital_of or name.in_full or name.text
    kind = "city" if name.capital_of else name.kind_hint
    if kind is None and name.after_the:
        kind = "landmark"  # "outside the White House": the residence, not the Tennessee town
    if name.capital_of and name.country_code:
        codes = (name.country_code,)
    key = (query, near, codes, kind, countries)
    memo = memo_for(gaz)
    if key in memo:
        return memo[key]
    context = ", ".join((query, *near, *countries))
    resolution = gaz.resolve(query, context=context, near=near, country_codes=codes, kind_hint=kind)
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = resolution
    return resolution


_MEMOS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def memo_for(gaz: Gazetteer) -> dict:
    """The memo of one gazetteer object (it goes when the gazetteer does).

    An object that cannot be weakly referenced gets no memo (a fresh dict per
    call): correct, only slower.
    """
    try:
        memo = _MEMOS.get(gaz)
        if memo is None:
            memo = _MEMOS[gaz] = {}
    except TypeError:
        return {}
    return memo
