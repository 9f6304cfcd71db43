"""The event place of a caption: of all the places it names, where the photo was taken.

Agency captions mostly run "<who> <does what> in/at/near <PLACE>, <COUNTRY>
<DATE>. <background>". The reading, in order:

1. The gazetteer finds every name it knows (:meth:`Gazetteer.find_names`).
2. Names not written as proper names are dropped ("police", "President Bashar
   Assad"); the rest get a role from the words around them (:mod:`.roles`):
   demonym, organisation, metonym, or a place (:mod:`.place_reading`).
3. Places that follow each other as one phrase ("Mashhad area in southeastern
   Aleppo", "Douma, in the eastern Damascus suburb of Ghouta", "Sanaa, Yemen")
   form a *chain*: the member that is the place (the most specific; of two
   towns the smaller) is chosen in :mod:`.phrases`, the others contain it.
4. The event chain is, in the sentence of the event date, the first chain with a
   locative cue ("in", "at", "near", "south of", a feature noun such as "area"
   or "air base"), the one right next to the date first, but a place the photo
   is *at* before one it is only "near" or "east of"; a country or province
   alone only when no town is named. Failing that: a dateline ("KABUL,
   Afghanistan (AP) -"), then an uncued chain of that sentence, then a cued
   chain elsewhere (see :func:`.place_ranking.tier_of`).
5. The gazetteer resolves it, told the containers, the country (named, or given
   by a demonym: "the Lebanese city of Tyre"; an AP state: "Alexandria, Va.")
   and the kind of feature the caption names, so Mashhad near Aleppo is not
   Mashhad in Iran. "near X", "south of X" and "X University" put the event
   beside X: ACLED geo_precision 2. A lone name whose sentence names no country
   takes as context the countries the caption names elsewhere ("... in Odessa,
   where dozens died. Ukraine on May 2, 2024 marked ...").
6. Second readings: a town the caption also writes with its state reads as that
   one ("downtown Greenville ... in Greenville, California"); a dated dateline
   ("KUPIANSK, UKRAINE - SEPTEMBER 28:", dpa's "16.10.2023, Brandenburg,
   Frankfurt (Oder):") yields only to a finer town of its own country beside it (or, EFE's
   "CÁCERES, 22/05/2023.-", to a town it cues in the dateline town's region; so does a
   dateline that is a sentence of its own, "Lima, Peru - March 15, 2017.", to a town the
   story's first sentence cues in its region); a province
   another sentence names picks among a country's namesakes ("Hrabove ... the Donetsk
   region");
   a "district" the gazetteer knows only as a village (under 10,000 people)
   beyond a place phrase's reach of the dateline's city is a district of that
   city ("SOFIA (BTA) - ... in the Lozenets district"). Streets and institutions
   named after places, noun first ("Place du Luxembourg", "Universidad de
   Chile"), are no places; an event's edition ("the Paris 2024 Olympics") ranks
   after a venue the sentence names. A caption whose first sentence is only a
   place phrase, as libraries head theirs ("Richmond, Va. Ruins of ..."), is
   read as an archive's dateline.

Resolutions are memoised by their arguments (names, containers, countries,
kind), so a corpus that names the same places over and over pays for each
combination once.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from gazetteer import CITY_STATES, PROVINCE_NEAR_KM, distance_km, is_feature

from .caseless import CASELESS_SCRIPT, read_caseless_place
from .datelines import agency_dateline, colon_dateline, state_first
from .ethiopic import read_ethiopic_place
from .greek import GREEK_COUNTRIES, GREEK_LETTER, read_greek_cases
from .inflections import read_case_forms
from .name_uses import (
    between_before,
    demonym_names_a_place,
    journey_to_before,
    romance_place_country,
    taken_to_before,
)
from .phrases import (
    AIRPORT_SPREAD_KM,
    AREA_KINDS,
    CHAIN_SPREAD_KM,
    PlaceName,
    far_from,
    is_capital,
    population_of,
    resolve_phrase,
    written_with_its_town,
)
from .place_ranking import (
    ADJACENT_TIERS,
    ARCHIVE_TOWN_TIER,
    CUED_AREA_TIER,
    DATED_DATELINE_TIER,
    DATELINE_TIER,
    FINE_TIERS,
    JOURNEY_TIER,
    ORIGIN_BEFORE,
    ORIGIN_TIER,
    OTHER_SENTENCE_TIER,
    an_earlier_step,
    date_gap,
    house_dateline,
    in_an_anniversary_clause,
    lent_from,
    tier_of,
)
from .place_reading import read_names
from .roles import STATE_COUNTRY, is_link_gap, is_listing_gap, titled_states
from .sentences import sentence_starts
from .suffixes import split_case_endings
from .text import ETHIOPIC_LETTER, fold
from .unspaced import UNSPACED_SCRIPT, read_unspaced_place

if TYPE_CHECKING:
    from gazetteer import Gazetteer, Resolution

__all__ = ["ROLES", "EventPlace", "PlaceMention", "extract_event_place"]

log = logging.getLogger(__name__)

ROLES = (
    "event",
    "container",
    "country",
    "organisation",
    "metonym",
    "demonym",
    "background",
    "context",
)

_VILLAGE_POP = 10_000
_CITY_ALONE_POP = 1_000_000
_TOWN_KINDS = frozenset({"city", "town"})
_BEARING_REACH_KM = 100.0  # how far "south of X" may reach for the dateline's town
# how far from the dateline's city a district or an airport read as a village of its name
# must lie to be the city's (beyond a place phrase's or an airport's reach), and may lie
_DATELINE_CITY_REACH = {
    "district": (CHAIN_SPREAD_KM, None),
    "neighbourhood": (CHAIN_SPREAD_KM, None),
    "airbase": (AIRPORT_SPREAD_KM, 60.0),
}
_BY_THE_DATELINE_KM = 30.0  # a place the body names this close to the dateline town is finer
_UNCUED_TOWN_TIER = 5  # (the tiers of the event sentence's towns, cued or not)
_CUED_TIER = 2
_NAMESAKE_KM = 150.0  # a town the body names this close to a dateline's namesake picks it
# a county placed at its county town holds what lies this close: the gazetteer's own reach
# for such a county as a container ("Richmond, North Yorkshire")
_COUNTY_REACH_KM = PROVINCE_NEAR_KM



@dataclass(frozen=True, slots=True)
class PlaceMention:
    """One place name in the caption and the part it plays (one of :data:`ROLES`).

    ``start``/``end`` are offsets into the text given to :func:`extract_event_place`.
    """

    text: str
    start: int
    end: int
    role: str


@dataclass(frozen=True, slots=True)
class EventPlace:
    """The event place (``mention`` and its ``resolution``) and every place mention.

    ``mention`` is None when the caption names no usable place; ``resolution``
    is None when the gazetteer cannot place it.
    """

    mention: PlaceMention | None
    resolution: Resolution | None
    mentions: tuple[PlaceMention, ...]


# a house's dateline in capitals, the town a sentence of its own: "АТЫРАУ. КАЗИНФОРМ – ...",
# "ALMATY. KAZINFORM – ..."
_HOUSE_AFTER_TOWN = re.compile(r"[A-ZА-ЯЁӘҒҚҢӨҰҮҺІ][A-ZА-ЯЁӘҒҚҢӨҰҮҺІ -]{1,30}\. "
                               r"[A-ZА-ЯЁӘҒҚҢӨҰҮҺІ]{3,}(?: [A-ZА-ЯЁӘҒҚҢӨҰҮҺІ]+)? ?[–—-] ")

# a bureau's dateline ending in its house's name and a full stop: "Lima, ene. 2 (ANDINA). "
_HOUSE_DATELINE_SENTENCE = re.compile(
    r"[A-ZÁÉÍÓÚÑ][\w'’ -]{1,30}, [a-zé]{3,4}\.? \d{1,2} \([A-Z][A-Za-z]{2,10}\)\. ")


# a hyphened name broken after its hyphen by a line's wrap: "Newcastle-under- Lyme Borough
# Council", "the Belgian enclave of Baarle- Hertog"
_BROKEN_HYPHEN = re.compile(r"\b([A-Z][\w'’-]*[^\W\d_])- ([A-Z][^\W\d_]+)\b")


def _joined_broken_hyphens(text: str, gaz: Gazetteer) -> str:
    """The text with each name broken after its hyphen joined again, where the joined name
    is a place's (the space moved after the name: offsets of the rest unchanged); a dash
    between two names ("Jones- Smith", "Dublin- Cork route") that no place is called stays."""
    if "- " not in text:
        return text

    def _join(match: re.Match[str]) -> str:
        joined = f"{match.group(1)}-{match.group(2)}"
        return f"{joined} " if gaz.candidates(joined) else match.group(0)

    return _BROKEN_HYPHEN.sub(_join, text)


# a national side's person after its country's possessive: "Spain's head coach", "England's
# captain", "Brazil's players"
_SIDE_ROLE_AFTER = re.compile(
    r"['’]s (?:[a-z-]+ ){0,2}(?:captain|skipper|coach|manager|players?|striker|goalkeeper"
    r"|keeper|batsman|batter|bowler|fly-half|winger|forward|defender|midfielder|team|squad)\b")


def _a_side_s_country(text: str, chosen: list[PlaceName] | None, found: Resolution) -> bool:
    """True when the only place read is a country named as its national side's ("Spain's
    head coach Luis de la Fuente gestures during a press conference"): whose coach, not
    where; the side plays and talks abroad as often as at home. A town written beside it
    is read as before ("England's captain ... in Perth")."""
    return (found.kind == "country" and chosen is not None and len(chosen) == 1
            and _SIDE_ROLE_AFTER.match(text, chosen[0].end) is not None)


def extract_event_place(
    text: str,
    gazetteer: Gazetteer,
    *,
    date_span: tuple[int, int] | None = None,
    home: str | None = None,
    other_days: tuple[tuple[int, int], ...] = (),
) -> EventPlace:
    """Find the place where the event of ``text`` happened, and every other place mention.

    ``date_span`` is the offset range of the event date in ``text``; the event
    place is looked for first in the sentence that holds it (the first sentence
    when it is None). ``home`` is the ISO code of the country the credit's house
    pictures most (PA: GB): a caption that names no country is read there first.
    ``other_days`` are the spans of the days the caption names besides the event's
    (:attr:`EventDate.other_day_spans`): a place written with one is that day's.
    """
    if not text or not text.strip():
        return EventPlace(None, None, ())
    text, endings = split_case_endings(text)  # "Ankara'da": "in Ankara"
    text = _joined_broken_hyphens(text, gazetteer)  # "Baarle- Hertog": Baarle-Hertog
    starts = sentence_starts(text)
    if date_span is not None:  # "Porto-Novo, 8 janv. 2023 (ABP) - Le chef ...": a month's
        # stop inside the date ends no sentence
        starts = [s for s in starts if not date_span[0] < s < date_span[1]]
    # "v Praze", "Budapesten", "στη Λάρδο": Slavic, Hungarian, Finnish and Greek towns in
    # their cases (an ASCII caption pays one test)
    greek = not text.isascii() and GREEK_LETTER.search(text) is not None
    cases = read_greek_cases(text, gazetteer) if greek else read_case_forms(text, gazetteer)
    names, masked = read_names(text, gazetteer, starts, endings, cases)
    if date_span is not None:  # "5 Mart 2024": a month's name is no town of Texas
        names = [n for n in names if not (date_span[0] <= n.start and n.end <= date_span[1])]
    event_sentence = bisect_right(starts, date_span[0]) - 1 if date_span else 0
    if event_sentence and not any(n.sentence == event_sentence for n in names):
        if _a_dated_heading(text, starts, event_sentence, date_span) and any(
            n.sentence == event_sentence + 1 for n in names
        ) and not any(
            n.sentence < event_sentence and not n.is_country
            and n.kind_hint not in ("admin1", "region") for n in names
        ):
            # "NOVGOROD REGION, RUSSIA. NOVEMBER 28, 2009. Rescuers work ... near Uglovka":
            # the date heads the text that follows it, where a region heads it (a town
            # heading it is the place: "LENINGRAD, USSR. 9 May 1975. Veterans ...")
            event_sentence += 1
        elif _a_bare_date_after_a_place(text, starts, event_sentence, date_span, names):
            # Photosport's "... Rugby World Cup Final, Eden Park, Auckland, New Zealand. Sunday
            # 23 October 2011.": the date is the place phrase's just before it
            event_sentence -= 1
        elif _HOUSE_AFTER_TOWN.match(text) and any(n.sentence == 1 for n in names):
            # Kazinform's "АТЫРАУ. КАЗИНФОРМ – ... в Кульсары": the bureau's town is a
            # sentence of its own; the story's sentence after it tells the event
            event_sentence = 1
        else:
            event_sentence = 0  # "... leaving Agadez, Niger June 1. Picture taken May 27."
        # and no name is next to the date: "... in London. Picture date: Sunday May 7, 2023."
        date_span = None
    elif date_span is not None and not any(n.sentence == 0 for n in names) \
            and _an_unknown_towns_dateline(text, starts, date_span) \
            and any(n.sentence == 1 for n in names):
        # "Rogowiec, 15.07.2003. Elektrownia Bełchatów w Rogowcu (gmina Kleszczów), ...": a
        # dateline whose town the gazetteer lacks heads the sentence that tells the event
        event_sentence, date_span = 1, None
    house_line = _HOUSE_DATELINE_SENTENCE.match(text) if date_span is None else None
    if house_line is not None:
        # ANDINA's "Lima, ene. 2 (ANDINA). Bomberos ... en la provincia de Huaral", its day
        # unread: with no date to say which, the first sentence is the story's, not the
        # bureau's dateline before it (a day read in the dateline makes it the event's)
        after = bisect_right(starts, house_line.end()) - 1  # (the story's first sentence)
        if any(n.sentence == after for n in names):
            event_sentence, date_span = after, None
    chains = _chains(masked, names, gazetteer)
    if "oblacion" in text or "OBLACION" in text:
        towns = [c for c in chains if not _a_towns_centre(c)]
        chains = towns or chains  # (alone, it still says the country)
    for chain in chains:
        if state_first(text, chain):
            chain[0].kind_hint = "admin1"  # dpa: "20 September 2024, Brandenburg, Cottbus:"
    sentence_end = starts[event_sentence + 1] if event_sentence + 1 < len(starts) else len(text)
    # soft context: states whose offices the sentence names ("B.C. Premier"), countries
    # an event there is named after ("the Monaco Grand Prix, Monte Carlo")
    hints = titled_states(text, starts[event_sentence], sentence_end)
    events = [n.text for n in names if n.names_an_event and n.sentence == event_sentence]
    if events:
        hints += tuple(events)
    # "in Odessa ... a day after a gunman killed seven people in West Texas": a state the
    # sentence names is context for its other towns, as is a province written as one ("the
    # Wenchang Space Launch Site in south China's Hainan Province")
    states = [n.text for n in names if n.sentence == event_sentence and not n.is_country
              and "admin1" in n.kinds and (n.text in STATE_COUNTRY or n.kind_hint == "admin1")]
    # ... and a province the gazetteer knows only as its capital town ("San Fernando town on
    # Sibuyan island, Romblon province"): the gazetteer reads "province" as a wider reach
    states += [f"{n.text} province" for n in names if n.sentence == event_sentence
               and n.kind_hint == "admin1" and "admin1" not in n.kinds and "place" in n.kinds
               and text.startswith((" province", " Province"), n.end)]
    # ... and the state written after a county or a facility ("the Cohasset community of
    # Butte County, Calif.": California's Cohasset, not Massachusetts')
    states += [n.state for n in names if n.sentence == event_sentence and n.state
               and n.kind_hint is not None and STATE_COUNTRY.get(n.state) == "US"]
    if states:
        hints += tuple(dict.fromkeys(states))
    # "at the Moria camp on the Greek island of Lesbos" (Lesbos unknown): the country of a
    # place phrase a demonym opens is context for the sentence's towns
    located = [gazetteer.country(n.country_code) for n in names
               if n.role == "demonym" and n.sentence == event_sentence and n.country_code
               and demonym_names_a_place(masked, n.end)]
    if located:
        hints += tuple(dict.fromkeys(c.name for c in located if c is not None))
    unit_country = _country_of_its_units(text, gazetteer)
    if unit_country:  # "Barangay Buhay na Tubig in Pola town": the Philippines' Pola
        hints += (unit_country,)
    # "... in Odessa, where dozens died. Ukraine on May 2, 2024 marked ...": with none in
    # its own sentence, a country the caption names elsewhere is the context of a lone name
    # (a demonym in the sentence says more: "Bolivian ex-president ... march in La Paz")
    named_elsewhere = [n for c in chains for n in c if n.is_country and not n.nationality]
    peoples = {n.country_code for n in names
               if n.role == "demonym" and n.sentence == event_sentence}
    if peoples:  # ... unless the demonym is of that country: "A Lebanese woman votes ... in
        # Tripoli. Lebanon is holding its first municipal polls"
        named_elsewhere = [n for n in named_elsewhere if n.country_code in peoples]
    elsewhere = tuple(dict.fromkeys(n.text for n in named_elsewhere))
    # the sentence's people and a country named elsewhere agree: context even for a capital;
    # so do the credit's house and a country its page names elsewhere ("... winds batter
    # Scotland ... A tree blocks a road in Perth on Friday. Photograph: NAME/PA": not Perth,
    # Australia, a city ten times the size)
    agreed = bool(peoples and named_elsewhere) or bool(
        home and any(n.country_code == home for n in named_elsewhere))
    # "... the Durham Miners' Gala in Durham. Owen Humphreys/PA Wire": a national
    # agency's caption that names no country is of its own (see _choose)
    house = gazetteer.country(home) if home else None
    # ... unless it names its own country's people, as it does abroad ("England's Joe Root
    # bats during the first Ashes Test in Perth")
    own = (house.name,) if house and not elsewhere and not any(
        n.role == "demonym" or (n.nationality and n.country_code == home) for n in names
    ) else ()
    if greek and house is None and not elsewhere:
        own = GREEK_COUNTRIES  # "στη Βέροια": Véroia, not Aleppo (once Beroea)
    elif house is None and not elsewhere and _written_in_afrikaans(text):
        own = AFRIKAANS_COUNTRIES  # "in die sneeu op Sutherland": the Karoo's, not Sydney's
    elif house is None and not elsewhere and _BARE_DESK_DATELINE.match(text):
        # EFE's "CÓRDOBA, 08/05/2026.-": abroad it writes "(MÉXICO)"; but a country the body
        # puts the place in beats the desk's habit ("en la ciudad argentina de Córdoba")
        placed = romance_place_country(text)
        own = (placed,) if placed else ("Spain",)
    chosen, resolution = _choose(
        text, chains, event_sentence, date_span, gazetteer, hints, elsewhere, own, other_days,
        agreed=agreed,
    )
    if resolution is not None and _a_side_s_country(text, chosen, resolution):
        chosen, resolution = None, None
    if resolution is None and chains:
        log.debug("no place resolved among %s", [c[0].text for c in chains])
    mentions = _assign_roles(text, names, chosen, chains, event_sentence)
    event = next((m for m in mentions if m.role == "event"), None)
    if UNSPACED_SCRIPT.search(text) and (resolution is None or _written_mostly_unspaced(text)):
        # "(서울=연합뉴스) ...", "＝2024年1月2日午前、石川県輪島市（共同）": no capitals, no spaces;
        # and a caption written in those scripts is read in them first, its Latin words being
        # glosses ("在印度首都新德里的巴拉特曼達帕姆（Bharat Mandapam）國際會展中心": New Delhi)
        found = read_unspaced_place(text, gazetteer)
        if found is not None:
            name, resolution = found
            mentions = tuple(dataclasses.replace(m, role="context") if m.role == "event" else m
                             for m in mentions)  # (the gloss read first is context now)
            event = PlaceMention(text[name.start : name.end], name.start, name.end, "event")
            mentions = tuple(sorted((*mentions, event), key=lambda m: m.start))
    # scripts with no capitals, "in" joined to its word: "دمشق-سانا ...", "في مدينة خان يونس";
    # "አዲስ አበባ፣ መጋቢት 24/2010 (ኢዜአ)", "በአዲስ አበባ"
    found = None
    if resolution is None and CASELESS_SCRIPT.search(text):
        found = read_caseless_place(text, gazetteer, home)
    if resolution is None and found is None and ETHIOPIC_LETTER.search(text):
        found = read_ethiopic_place(text, gazetteer)
    if found is not None:
        name, resolution = found
        event = PlaceMention(text[name.start : name.end], name.start, name.end, "event")
        mentions = tuple(sorted((*mentions, event), key=lambda m: m.start))
    at_sea = _AT_SEA.match(text) if event is not None or resolution is None else None
    if at_sea is not None:
        return _the_sea_of_a_navy_dateline(at_sea, gazetteer, event, mentions)
    return EventPlace(event, resolution, mentions)


def _the_sea_of_a_navy_dateline(
    at_sea: re.Match[str], gazetteer: Gazetteer, event: PlaceMention | None,
    mentions: tuple[PlaceMention, ...],
) -> EventPlace:
    """"PERSIAN GULF -- The battleship USS Missouri fires ... at Iraqi positions in Kuwait":
    the navies' dateline of a ship at sea; no land the caption names is where the picture
    was taken, the sea is, when the gazetteer holds it."""
    mentions = tuple(dataclasses.replace(m, role="context") if m is event else m
                     for m in mentions)
    sea = gazetteer.resolve(at_sea["sea"].title().replace(" Of ", " of "))
    if sea is None or not is_feature(sea.place_id) or sea.country_code is not None:
        return EventPlace(None, None, mentions)
    event = PlaceMention(at_sea["sea"], at_sea.start("sea"), at_sea.end("sea"), "event")
    return EventPlace(event, sea, (event, *mentions))


# a sea's or an ocean's name as the dateline, then the date in brackets or a dash: "ATLANTIC
# OCEAN (Dec. 5, 2021)", "GULF OF ADEN (Jan. 3, 2024) --", "PERSIAN GULF -- " (not "DEAD
# SEA, Jordan (Reuters)", a resort's; nor "GULF SHORES, Ala.")
_AT_SEA = re.compile(
    r"(?P<sea>(?:[A-Z]+ ){0,2}(?:OCEAN|SEA|GULF|STRAITS?)(?: OF(?: [A-Z]+){1,3})?)"
    r"(?: \((?:[A-Z][a-z]{2,4}\.? \d|\d)| ?(?:--|—|–) | - )")


# the countries whose papers write in Afrikaans: a caption in it names their towns first
AFRIKAANS_COUNTRIES = ("South Africa", "Namibia")
# words Afrikaans writes and Dutch, German and English do not ("'n", "vir", "kinders",
# "sneeu", "naby"; not "nie", German's too)
_AFRIKAANS_WORD = re.compile(
    r"(?<![\w'’])(?:['’]n|ŉ|vir|hulle?|naby|ná|kinders|mense|sneeu|gister|vanoggend"
    r"|vanaand|tydens|weens|saam|nuwe)(?![\w'’])", re.IGNORECASE)
# ... and Dutch's articles, which Afrikaans (its "die") does not
_DUTCH_ARTICLE = re.compile(r"(?<!\w)(?:de|een)(?!\w)", re.IGNORECASE)


def _written_in_afrikaans(text: str) -> bool:
    """True for a caption in Afrikaans: "die" or "'n" as its article, no Dutch "de" or
    "een", and a word of Afrikaans's own (Maroela Media's, Beeld's). Its namesakes abroad give
    way: "op Sutherland" is the Northern Cape's, not Sydney's suburb."""
    if " die " not in text and "'n " not in text and "’n " not in text:
        return False  # (most English, Dutch or German captions pay one or two tests)
    return _DUTCH_ARTICLE.search(text) is None \
        and _AFRIKAANS_WORD.search(text) is not None


def _written_mostly_unspaced(text: str) -> bool:
    """True for a caption whose letters are more Chinese, Japanese or Korean than Latin."""
    unspaced = len(UNSPACED_SCRIPT.findall(text))
    return unspaced > 20 and unspaced > sum(ch.isascii() and ch.isalpha() for ch in text)


# --- reading names ----------------------------------------------------------
# --- chains and the choice of the event place -------------------------------


_QUARTER_WORD = re.compile(r"\b(?:quartier|quartiere|barrio|bairro|stadtteil|wijk)\b",
                           re.IGNORECASE)


# a facility's noun between its town and the town's container: "at Aintree Racecourse,
# Liverpool", "at Bagram Air Base, Parwan province" (the facility's town is in the container)
_FACILITY_GAP = re.compile(r" [A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*){0,3}, ")


# "the final between Kerry and Galway at Croke Park, Dublin": a side of a match at its venue,
# not a town in a place of that name (not "the road to Windsor at Richmond, in Sydney's
# north-west": one phrase)
_AT_GAPS = frozenset({" at ", " at the "})
# "Lagos, Algarve, southern Portugal", "Cosquín, Punilla, Argentina": between a town and
# its country, one comma-bound proper name the gazetteer does not know is their region
_UNKNOWN_AREA = re.compile(r", (?:[A-Z][\w'\u2019-]+ ){0,2}[A-Z][\w'\u2019-]+(?=, )")
# "winning the Indianapolis 500 at Indianapolis Motor Speedway", "the Sydney 2000 Games at
# Stadium Australia": an event named after a town, at its venue; the town is no part of it
_EDITION_AT = re.compile(r" \d{2,4}(?: [a-z]+)? at (?:the )?")


def _chains(
    masked: str, names: list[PlaceName], gaz: Gazetteer | None = None
) -> list[list[PlaceName]]:
    """Group consecutive place names that form one place phrase.

    ``masked`` is the caption with demonyms lower-cased, so "Hebron, in the
    Israeli-occupied West Bank" links across the demonym. With ``gaz``, a town links to
    its country across a region the gazetteer does not know when it has a town there.
    """
    chains: list[list[PlaceName]] = []
    demonym: PlaceName | None = None  # the last demonym read
    for name in names:
        if name.role == "demonym":
            demonym = name
            continue
        if name.role not in ("context",) or not name.kinds:
            continue
        prev = chains[-1][-1] if chains else None
        if prev is None or prev.sentence != name.sentence \
                or (prev.kind_hint == "feature" and not name.is_country):
            # (a feature is no part of the town after it: "on Lake Victoria in Kisumu" is
            # at Kisumu, not in a province of Kisumu that holds the lake; "Mount Everest,
            # Nepal" stays one phrase)
            chains.append([name])
            continue
        gap = masked[prev.end : name.start]
        if demonym is not None and prev.end <= demonym.start:
            # "Cordoba, in the Mexican state of Veracruz": the demonym is an adjective
            gap = masked[prev.end : demonym.start] + masked[demonym.end : name.start]
        elif name.is_country and gap.count(",") == 2 and not prev.is_country \
                and gaz is not None and _has_a_town_in(gaz, prev, name):
            gap = _UNKNOWN_AREA.sub("", gap, count=1)
        elif name.county_of and gap.count(",") == 2 and not prev.is_country:
            # "Hebden Bridge, Calderdale, West Yorkshire": a borough the gazetteer lacks
            gap = _UNKNOWN_AREA.sub("", gap, count=1)
        elif "Autonomous" in gap and prev.kind_hint == "town":
            # "Haixi Mongol and Tibetan Autonomous Prefecture, Qinghai Province": the unit's
            # people and kind are no gap between it and its province, which must hold it
            gap = _AUTONOMOUS_UNIT.sub("", gap, count=1)
        if (
            (is_link_gap(gap)
             and not (gap in _AT_GAPS and (between_before(masked, chains[-1][0].start)
                                            or lent_from(masked, chains[-1][0].start)))
             # (nor a lender's town to the show's venue: "on loan from the Palace Museum in
             # Beijing at the Hong Kong Palace Museum")
             and _EDITION_AT.fullmatch(gap) is None
             and not (name.edition and gap in _AT_GAPS))  # (a venue "at the Beijing 2022
            # Olympic Games": the games' host holds no venue of another city's)
            or ((gap == " (" or (gap.startswith(" (pow") and _POWIAT_GAP.fullmatch(gap)))
                and masked.startswith(")", name.end))
            # ("Wilków (pow. opolski, woj. lubelskie)": past the powiat the gazetteer lacks)
            # "Жанаозен (Новый Узень), Мангистауская область": past a bracket's other name
            # (not an acronym's bracket: "the Grand Ethiopian Renaissance Dam (GERD) in ...")
            or (prev.bracketed and prev.linked and gap == "), " and not prev.text.isupper())
            or (prev.facility and _FACILITY_GAP.fullmatch(gap) is not None)
        ) and not _no_container_after(chains[-1], name, gap, masked):
            # "Aurangabad (Bihar)": a state in brackets after its town contains it
            name.linked = True
            if name.kind_hint is None and _QUARTER_WORD.search(gap):
                name.kind_hint = "neighbourhood"  # "Milano, quartiere Isola": a quarter of it
            chains[-1].append(name)
            if name.is_country and name.country_code:
                _split_across_countries(masked, chains)
        else:
            chains.append([name])
    return chains


# the people's name and the kind of China's autonomous prefecture, county or banner after its
# name (see roles.read_after)
_AUTONOMOUS_UNIT = re.compile(r"^ (?:[A-Z][a-z]+ (?:and )?){1,4}Autonomous"
                              r" (?:Prefecture|County|Banner)(?=,)")
# a Polish county (powiat) before its voivodeship in a town's bracket, written lower-case
_POWIAT_GAP = re.compile(r" \((?:pow\.|powiat) [a-ząćęłńóśźż-]+, ")

_IN_GAPS = frozenset({", in ", ", at ", ", in the ", ", at the "})


def _has_a_town_in(gaz: Gazetteer, town: PlaceName, country: PlaceName) -> bool:
    """True when the country after a town has a place of its name: "Lagos, Algarve, Portugal"
    (not "Konigsberg, East Prussia, Germany", a town now in another country)."""
    return any(c.country_code == country.country_code for c in gaz.candidates(town.text))


def _split_across_countries(masked: str, chains: list[list[PlaceName]]) -> None:
    """Split the last chain before its ", in" joint when the country that ends it is not
    the country of the places before the joint: "across from El Paso, Texas, in Ciudad
    Juarez, Mexico" names two places across a border ("Hebron, in the West Bank" and
    "Kibera, Nairobi, in Kenya" stay one)."""
    chain = chains[-1]
    code = chain[-1].country_code
    for j in range(len(chain) - 2, 0, -1):
        if masked[chain[j - 1].end : chain[j].start] not in _IN_GAPS:
            continue
        written = {n.country_code for n in chain[:j] if n.is_country} | {
            STATE_COUNTRY[n.text] for n in chain[1:j] if n.text in STATE_COUNTRY}
        if written and code not in written:
            chain[j].linked = False
            chains[-1:] = [chain[:j], chain[j:]]
        return


def _no_container_after(
    chain: list[PlaceName], name: PlaceName, gap: str, masked: str
) -> bool:
    """True when the lone name of ``chain`` does not join the place ``name`` after it:

    * a town and its country, before another town: "founded near Brest in Belarus, in
      Alma-Ata";
    * a country named by no locative word, before a town: "the match between Brazil
      and South Korea at Stadium 974 in Doha", "which separates Bangladesh from
      Myanmar, in Teknaf" ("in Syria, in the town of Douma" and "Qatar's Doha" join);
    * a place things go to or come from, before a town: "a caravan heading to Mexico
      City in Tapachula" ("from Tapachula, in the southern state of Chiapas" joins), or a
      country things go into: "rockets are fired into Israel, in Gaza".
    """
    head = chain[0]
    if len(chain) > 1 and chain[-1].is_country and not head.is_country \
            and gap in (", in ", ", at ", ", at the ", ", in the "):
        # "near Brest in Belarus, in Alma-Ata", "pilgrims from Chiclayo, Peru, at the
        # Vatican": a town and its country are whole
        return True
    if len(chain) == 1 and head.is_country and gap in (", in ", ", at ") \
            and masked.endswith(("into ", "into the "), 0, head.start):
        return True  # "rockets are fired into Israel, in Gaza": where they go, not a container
    if len(chain) == 1 and head.is_country and _BORDER_SIDE_GAP.fullmatch(gap) \
            and masked.endswith(_BORDER_WITH, 0, head.start):
        return True  # "the fence on the border with Belarus near Druskininkai": the country
        # across the border holds none of this side's towns, nor this side's country ("near
        # the border with the Gaza Strip, in southern Israel")
    if len(chain) > 1 or head.cue is not None or gap.startswith(("'s", "’s")) or gap == ", ":
        return False  # "RUSSIA, ST PETERSBURG - JUNE 7, 2024:" is a country before its town
    if head.is_country and head.kind_hint in (None, "admin1"):
        return True  # "admin1" is read from the name's kinds ("the Gaza Strip"), not written
    # "flown to Moscow, in Khabarovsk": a town that is also a province's name is the town
    area = name.is_country or name.kind_hint in ("admin1", "region") or (
        "admin1" in name.kinds and "place" not in name.kinds)
    return not area and (
        ORIGIN_BEFORE.search(masked, max(0, head.start - 24), head.start) is not None
        or journey_to_before(masked, head.start)
        or taken_to_before(masked, head.start)
    )


_BORDER_WITH = ("border with ", "frontier with ", "boundary with ", "border with the ")
# the gap from the country across a border to this side's place: " near ", ", in ", ", in
# southern ", " in the northern "
_BORDER_SIDE_GAP = re.compile(
    r",? (?:near|at|in|on)(?: the)?"
    r"(?: (?:far-?|extreme )?(?:north|south|east|west|northeast|northwest|southeast|southwest)"
    r"(?:ern)?)? ")
_NAMED_VILLAGE_POP = 5_000  # a dateline's village in a country the text names ...
_CITY_ELSEWHERE_POP = 50_000  # ... gives way to the city of its name


def _doubtful_abroad(chain: list[PlaceName]) -> bool:
    """True for a place abroad a town-and-dash dateline makes doubtful: countries alone ("...
    het WK in de Verenigde Staten, Canada en Mexico"), or a town the text names with no country
    of its own, even a capital ("ALGER - ... à Triolet": not Mauritius; "PARIS - ... en
    soutien aux victimes du séisme à Istanbul", "MADRID - ... contra el fraude en Caracas":
    the picture is at the dateline). One written with its country is where the picture is:
    "TUNIS - ... à Doha, au Qatar", "GENEVA - ... a camp in Adre, Chad"."""
    return all(n.is_country for n in chain) or _unqualified(chain)


def _dateline_place(
    chain: list[PlaceName], gaz: Gazetteer, countries: tuple[str, ...]
) -> tuple[PlaceName, Resolution] | None:
    """The town of a dateline opening the caption before a colon or a dash, read in the
    countries the text names unless it lies in none of them or is only a village there:
    "ZEIST - ... het WK in de Verenigde Staten", "ZWOLLE - ..." (not Zwolle, Louisiana, of
    2,000 people)."""
    found = resolve_phrase(chain, gaz, countries)
    if not countries or not _unqualified(chain):
        return found
    world = resolve_phrase(chain, gaz, ())
    if found is None or (world is not None and _called_by_its_name(world)
                         and _village_beside_a_city(gaz, found[1], world[1])):
        return world
    return found


def _away_from(chain: list[PlaceName], dateline: list[PlaceName]) -> bool:
    """True when ``chain`` gives a bearing from the dateline's town ("some 40 km southwest
    of Sofia"): the place is away from the town, not in it."""
    town = fold(dateline[0].text)
    return any(n.bearing and fold(n.text) == town for n in chain)


def _village_beside_a_city(gaz: Gazetteer, named: Resolution, world: Resolution) -> bool:
    """True when a dateline's namesake in a country the text names is a village of known size
    and the name's city lies elsewhere ("ZWOLLE - ... naar ... de Verenigde Staten": not
    Zwolle, Louisiana). Not a house's own village: Lusa's Resende, PA's Berkeley, ANSA's
    Castro are its news as often as the cities abroad."""
    if named.place_id == world.place_id:
        return False
    village, city = gaz.place(named.place_id), gaz.place(world.place_id)
    return village is not None and city is not None \
        and 0 < village.population < _NAMED_VILLAGE_POP \
        and city.population >= _CITY_ELSEWHERE_POP


def _choose(
    text: str,
    chains: list[list[PlaceName]],
    event_sentence: int,
    date_span: tuple[int, int] | None,
    gaz: Gazetteer,
    hints: tuple[str, ...] = (),
    elsewhere: tuple[str, ...] = (),
    home: tuple[str, ...] = (),
    other_days: tuple[tuple[int, int], ...] = (),
    *,
    agreed: bool = False,
) -> tuple[list[PlaceName] | None, Resolution | None]:
    """Pick the event chain by the order of preference in the module docstring.

    ``elsewhere`` are the countries named in other sentences: context for a lone name
    when the event sentence names none, even a capital's name when the sentence's people
    are of that country (``agreed``: "A Lebanese woman votes in Tripoli. Lebanon ..."). ``home`` is the country of the credit's house
    when the caption names none: context for a phrase that names no country or state,
    unless it is a national capital ("Paris" by PA is still France's).

    The countries named in the event sentence are context for a chain that names no
    country of its own; ``hints`` (see :func:`extract_event_place`) are too, unless
    the chain is a national capital without them.
    """
    ranked = []
    for index, chain in enumerate(chains):
        tier = tier_of(text, chain, event_sentence, date_span, other_days)
        if tier is not None:
            # of two chains next to the event date, the nearer is the place
            gap = date_gap(chain, date_span) if tier in ADJACENT_TIERS else 0
            ranked.append((tier, gap, index))
    ranked.sort()
    # a country things came from or went to ("tras nueve días de navegación desde Nuadibú
    # (Mauritania)") is no context for the place of the picture
    origins = {index for tier, _, index in ranked if tier in (ORIGIN_TIER, JOURNEY_TIER)}
    # ... but an anniversary's place is most often the photo's too: context when the rest
    # of the sentence names none ("at the Hillsborough memorial, April 15, 2024, on the 35th
    # anniversary of the disaster in Sheffield")
    anniversaries = {index for tier, _, index in ranked if tier == ORIGIN_TIER
                     and in_an_anniversary_clause(text, chains[index], date_span)}
    countries = _countries_named(chains, origins, event_sentence) \
        or _countries_named(chains, origins - anniversaries, event_sentence)
    if not countries:
        countries = _countries_of_earlier_steps(text, chains, origins, event_sentence)
    fallback: tuple[list[PlaceName], PlaceName, Resolution] | None = None
    fallback_tier = float("inf")
    feature: _Feature | None = None
    anchor: _DatelineTown | None = None  # looked up when first needed
    anchor_read = False
    for tier, _, index in ranked:
        if fallback is not None and tier in (DATELINE_TIER, DATED_DATELINE_TIER) \
                and _away_from(fallback[0], chains[index]):
            # "SOFIA (BTA) - ... near Bosnek, Pernik District, some 40 km southwest of Sofia":
            # the province, not the dateline's town the text measures the place from
            break
        if fallback is not None and tier >= ORIGIN_TIER:
            # "who fled El Fasher rest at Tawila camp, North Darfur": the province, rather
            # than a place people came from or one of another sentence
            break
        if feature is not None and feature.name.cue is not None \
                and feature.tier in FINE_TIERS and tier == ORIGIN_TIER \
                and not all(n.is_country for n in chains[index]):
            # "at the memorial on Utoya island, Norway, July 22, 2021, on the tenth
            # anniversary of the attacks ... in Oslo": the island the event sentence cues,
            # not another event's town (a journey's may be where the camera stands: "visto
            # dalla Val Ferret a Courmayeur")
            break
        chain = _qualified_twin(chains[index], chains)
        found = (_dateline_place if tier == DATELINE_TIER and colon_dateline(text, chain)
                 else resolve_phrase)(chain, gaz, countries)
        if elsewhere and not countries and len(chain) == 1 and (
            agreed or not _stands_alone(gaz, found)
        ):
            found = resolve_phrase(chain, gaz, elsewhere) or found
        elif home and _unqualified(chain) and found and not (
            is_capital(gaz, found[1]) and _called_by_its_name(found)
        ):  # (a capital's other name may be a home town's: "της Μόριας" is Moria on Lesbos,
            # not Jerusalem's hill)
            found = resolve_phrase(chain, gaz, home) or found
        own_hints = tuple(h for h in hints if all(n.text != h for n in chain))
        if own_hints and found is not None and not (
            is_capital(gaz, found[1]) and _called_by_its_name(found)
        ):
            # "B.C. Premier ... in Victoria": the province's Victoria; but a capital
            # stays itself ("Texas Gov. Greg Abbott visits Paris"), and a state is no
            # context for its own name ("in Victoria")
            found = resolve_phrase(chain, gaz, countries + own_hints) or found
        if not countries and found is not None and found[1].rule == "population" \
                and tier not in (DATELINE_TIER, DATED_DATELINE_TIER):
            beside = _countries_of_cities_beside(chains, ranked, index,
                                                 origins - anniversaries, gaz)
            if beside and found[1].country_code not in beside.values():
                found = resolve_phrase(chain, gaz, tuple(beside)) or found
        if found is not None and found[1].rule == "population" and len(chain) <= 2:
            found = _namesake_in_a_province_named(chains, event_sentence, gaz, countries, found)
        if found is not None and found[1].rule in _SIZE_RULES and len(chain) == 1 \
                and tier not in (DATELINE_TIER, DATED_DATELINE_TIER):  # (a dateline: rules
            # of its own, the desk's region among them)
            found = _namesake_in_an_area_written(chains, index, origins, gaz, countries, found)
        if found is None and countries:
            found = _a_landmark_abroad(chain, gaz)
        if found is None:
            continue
        name, resolution = found
        if resolution.kind == "landmark" and chain[-1].is_country and len(chain) == 2:
            resolution = _the_town_so_named(gaz, name, resolution) or resolution
        if chain[0].edition and _named_elsewhere(chains, event_sentence, resolution):
            continue  # "Stage 1 of the Dakar 2020 between Jeddah and Al-Wajh, Saudi Arabia"
        if tier < DATELINE_TIER:
            if not anchor_read:
                anchor, anchor_read = _dateline_town(text, chains, ranked, gaz, countries, name), True
            if anchor is not None and far_from(resolution, anchor.town, CHAIN_SPREAD_KM) and (
                anchor.dated or (resolution.country_code != anchor.town.country_code
                                 and (not anchor.town_and_dash or _doubtful_abroad(chain)))
            ) and tier < anchor.tier:
                # "LONDON, ENGLAND - NOVEMBER 06: ... at Stamford Bridge": not Yorkshire;
                # "SPLIT, 15 July 2018 (Hina) - Fans on the Riva": not Riva, Italy
                continue
            if anchor is not None and len(chain) == 1 and resolution.rule == "population" \
                    and far_from(resolution, anchor.town, CHAIN_SPREAD_KM):
                # "BRISBANE: ... on Lutwyche Rd at Windsor": Brisbane's Windsor, not the
                # larger one in Victoria
                resolution = gaz.resolve_nearest(
                    name.text, anchor.town.latitude, anchor.town.longitude, max_km=_NAMESAKE_KM
                ) or resolution
        if _a_county_of_another_state(text, name, resolution, chains):
            continue  # "Winston-Salem, N.C. — Forsyth County voters": not Forsyth, Georgia
        if tier == CUED_AREA_TIER and resolution.kind in ("country", "admin1") \
                and feature is None and fallback is None:
            uncued = _an_uncued_feature(chains, ranked, gaz, countries)
            if uncued is not None:
                return _finer_feature(uncued, (chain, name, resolution), chains,
                                      event_sentence, gaz, tier)
        if tier == CUED_AREA_TIER and resolution.kind == "admin1":
            town = _dateline_town_in(chains, ranked, gaz, countries, resolution)
            if town is not None:  # "Winston-Salem, N.C. — ... early voting in North
                # Carolina": the dateline's town, in the state the sentence names
                return _finer_feature(feature, town, chains, event_sentence, gaz, tier)
        if resolution.kind in ("country", "admin1") and (
            tier in FINE_TIERS or any(n.island for n in chain)
        ) and resolution.country_code not in CITY_STATES:
            # its town (or island) did not resolve: keep the country, but look for a town
            if fallback is None:
                fallback, fallback_tier = (chain, name, resolution), tier
            continue
        if resolution.kind == "region" and tier in FINE_TIERS and fallback is None \
                and not is_feature(resolution.place_id):
            # a county ("Wiltshire, UK"): kept, but a finer place it holds is the photo's
            # ("Hikers on Snowdon on a bank holiday, Gwynedd, Wales - 27 May 2024")
            fallback, fallback_tier = (chain, name, resolution), tier
            continue
        if fallback is not None and fallback[2].kind == "region" \
                and not _region_holds(gaz, fallback[2], resolution):
            break  # a place the county does not hold is another story's
        if is_feature(resolution.place_id) and not written_with_its_town(gaz, resolution, chain):
            # a sea, a volcano, a reef, an island, a border crossing: kept apart, the place
            # only where the caption names no town (see _finer_feature)
            if feature is None or (feature.name.cue is None and name.cue is not None):
                feature = _Feature(chain, name, resolution, tier)  # "on Lesbos", not the sea
            continue
        better = None
        city_s = _the_city_s(text, name)  # "in the city's Kyivskyi district"
        if tier == DATED_DATELINE_TIER:
            # "KUPIANSK, UKRAINE - SEPTEMBER 28: ... in Kupiansk-Vuzlovyi, a railway town
            # southeast of Kupiansk": the town the event sentence names by it is finer
            if len(chain) == 1 and len(resolution.candidates) > 1:
                # "VALENCIA, 31/10/2024.- ... in Paiporta": the Valencia by the town it names
                resolution = _namesake_by_a_town(text, chains, ranked, gaz, name, resolution) \
                    or resolution
            better = _town_by(chains, ranked, gaz, countries, 1, resolution, _BY_THE_DATELINE_KM)
            if better is None and _A_DESKS_NUMERIC_DATELINE.match(text):
                better = _town_of_the_desk_s_region(chains, ranked, gaz, countries, resolution)
        elif name.bearing:
            # "AL-AHMADI, Kuwait (Reuters) - ... in the Burgan field south of Kuwait City":
            # the dateline's town, by the bearing's reference, is where the photo is
            # so is a town the sentence names uncued by it: "... San Fernando city, Pampanga
            # province, north of Manila"
            better = _town_by(
                chains, ranked, gaz, countries, DATELINE_TIER, resolution, _BEARING_REACH_KM
            )
            listed = [r for r in ranked if _listed_before(text, chains[r[2]], name)]
            for town_tier in (4, 5):
                if better is None:
                    better = _town_by(
                        chains, listed, gaz, countries, town_tier, resolution, _BEARING_REACH_KM
                    )
            if better is None:
                better = _town_at_the_bearing(text, chains, gaz, countries, name, resolution)
        elif (
            (name.kind_hint in _DATELINE_CITY_REACH or city_s)
            and len(chain) == 1
            and resolution.kind in _TOWN_KINDS
            and (city_s or name.quarter or population_of(gaz, resolution) < _VILLAGE_POP)
        ):
            # a district or an airport the gazetteer knows only as a village, too far from the
            # dateline's city to be it, is the city's: "SOFIA (BTA) - ... in the Lozenets
            # district" (not "KYIV (Reuters) - ... in the Bakhmut district", a real town),
            # an airport the gazetteer does not hold by that name (it holds those with an
            # IATA code: "at Mehrabad airport" is the airport itself), read as a village 30-60
            # km from the dateline's city (not "DENVER (AP) -- ... at Aspen airport"); a
            # district the text calls the city's is, whatever the size of a town of its name
            # ("KHARKIV - ... in the city's Kyivskyi district"), as is a quarter a noun before it
            # names so ("CARACAS.- ... en el sector La Vega": not the Dominican city)
            reach = (_CITY_S_DISTRICT_KM, None) if city_s or name.quarter \
                else _DATELINE_CITY_REACH[name.kind_hint]
            better = _dateline_city_far_from(chains, ranked, gaz, countries, resolution, *reach)
        if better is None and tier == DATELINE_TIER and _a_dateline_heading(text, chain, date_span):
            # "Lima, Peru - March 15, 2017. Residents clear mud ... in Chosica, east of the
            # capital": a dateline that is a sentence of its own heads the story, whose first
            # sentence may cue a town of the dateline's region
            # (its first town only: "... in Belgrade, as in Novi Sad" stays the dateline's)
            story = [r for r in ranked if chains[r[2]][0].sentence == chain[0].sentence + 1
                     and r[0] == OTHER_SENTENCE_TIER][:1]
            better = _town_by(chains, story, gaz, countries, OTHER_SENTENCE_TIER, resolution,
                              _DESK_REGION_KM)
        if better is None and anniversaries and _a_site_s_word(text, chain, resolution):
            better = _the_anniversary_s_town(chains, anniversaries, gaz, countries, name,
                                             resolution)
        if better is not None:
            chain, name, resolution = better
        elif resolution.kind == "country" and _this_side_of_a_border(text, chains, index):
            # "residents of Shlomi, near the border with Lebanon, in northern Israel": the
            # sentence's uncued town on this side is finer than its country
            for town_tier in (4, 5):
                better = better or _town_by(chains, ranked, gaz, countries, town_tier,
                                            resolution, _COUNTRY_REACH_KM)
            if better is not None:
                chain, name, resolution = better
        elif resolution.kind == "country":
            # a country alone: a town another sentence cues in it is finer ("LLANELWEDD,
            # WALES - JULY 24: ... in Llanelwedd, Wales. The show near Builth Wells ...")
            better = _town_of_another_sentence(chains, ranked, gaz, resolution)
            if better is not None:
                chain, name, resolution = better
        if feature is None and resolution.kind in _TOWN_KINDS and name.cue is not None \
                and tier in FINE_TIERS:
            # "at the Zhuhai International Airshow Center in Jinwan District, Zhuhai, ...,
            # Nov. 12": the town by the date ranks first, its landmark written before it (not
            # a dateline's town: "AL-AHMADI, Kuwait - ... in the Burgan field")
            feature = _a_landmark_of_the_town(chains, ranked, gaz, countries, name, resolution)
        return _finer_feature(
            feature, (chain, name, resolution), chains, event_sentence, gaz, tier)
    return _finer_feature(feature, fallback, chains, event_sentence, gaz, fallback_tier)


def _countries_named(chains: list[list[PlaceName]], origins: set[int], sentence: int
                     ) -> tuple[str, ...]:
    """The countries the event sentence names, but those of places people came from or went
    to, and those that name an event ("the Tour de France" in Denmark: no context for its
    towns)."""
    return tuple(dict.fromkeys(
        n.text
        for i, c in enumerate(chains)
        if i not in origins
        for n in c
        if n.is_country and n.sentence == sentence and not n.nationality
        and not n.names_an_event
    ))


# the nouns of a site named after a town, the place of an anniversary's memorial: "the
# Hillsborough memorial", "the Lockerbie disaster", "the Srebrenica monument"
_SITE_AFTER = re.compile(r" (?:memorial|monument|stadium|disaster|tragedy|massacre|bombing"
                         r"|shooting|attack|crash|fire|vigil|cenotaph|shrine)s?\b")
_ANNIVERSARY_REACH_KM = 30.0  # a namesake this close to the anniversary's town is its site


def _a_site_s_word(text: str, chain: list[PlaceName], resolution: Resolution) -> bool:
    """True for a name that only says which site, one of several places so named: "at the
    Hillsborough memorial" (20 Hillsboroughs), not "at a memorial in Hamilton"."""
    return len(chain) == 1 and len(resolution.candidates) > 1 \
        and resolution.kind in _TOWN_KINDS and _SITE_AFTER.match(text, chain[0].end) is not None


def _the_anniversary_s_town(
    chains: list[list[PlaceName]], anniversaries: set[int], gaz: Gazetteer,
    countries: tuple[str, ...], name: PlaceName, resolution: Resolution,
) -> tuple[list[PlaceName], PlaceName, Resolution] | None:
    """The town an anniversary's clause names, for a site's word before the date that no
    namesake by it explains: "at the Hillsborough memorial, ... on the 35th anniversary of
    the disaster in Sheffield" is Sheffield's (its Hillsborough quarter if the gazetteer
    holds it), not a Hillsborough elsewhere."""
    for index in sorted(anniversaries):
        found = resolve_phrase(chains[index], gaz, countries)
        if found is None or found[1].kind not in _TOWN_KINDS:
            continue
        town = found[1]
        if not far_from(resolution, town, _ANNIVERSARY_REACH_KM):
            return None
        near = gaz.resolve_nearest(name.text, town.latitude, town.longitude,
                                   max_km=_ANNIVERSARY_REACH_KM)
        return (chains[index], name, near) if near is not None else (chains[index], *found)
    return None


def _dateline_town_in(
    chains: list[list[PlaceName]], ranked: list, gaz: Gazetteer, countries: tuple[str, ...],
    state: Resolution,
) -> tuple[list[PlaceName], PlaceName, Resolution] | None:
    """The town of the caption's dateline or heading when it lies in ``state``: finer than
    the state a sentence names as where things happen."""
    for tier, _, index in ranked:
        if tier in (DATELINE_TIER, DATED_DATELINE_TIER, ARCHIVE_TOWN_TIER):
            found = resolve_phrase(chains[index], gaz, countries)
            if found is not None and found[1].kind in _TOWN_KINDS \
                    and found[1].country_code == state.country_code \
                    and found[1].admin1 == state.name:
                return chains[index], found[0], found[1]
    return None


def _a_county_of_another_state(
    text: str, name: PlaceName, resolution: Resolution, chains: list[list[PlaceName]]
) -> bool:
    """True for a US county's name ("Forsyth County") read as a town of a state the caption
    does not write when it writes others ("Winston-Salem, N.C. — Forsyth County voters":
    not Forsyth, Georgia): a county the caption names lies in the state it is about."""
    if resolution.country_code != "US" or not text.startswith(" County", name.end):
        return False
    states = {n.state for c in chains for n in c if n.state} | {
        n.text for c in chains for n in c if STATE_COUNTRY.get(n.text) == "US"}
    return bool(states) and resolution.admin1 not in states


def _an_uncued_feature(
    chains: list[list[PlaceName]], ranked: list[tuple[float, float, int]], gaz: Gazetteer,
    countries: tuple[str, ...],
) -> _Feature | None:
    """The feature the gazetteer holds that the event sentence names uncued, as its first
    uncued place: "Gunung Lewotobi Laki-laki di Kabupaten Flores Timur, Nusa Tenggara
    Timur, menyemburkan abu": the volcano is the subject, finer than the province cued after
    it, if it lies there (see _finer_feature); None when the first is a town or nothing."""
    for tier, _, index in ranked:
        if tier in (4, 5):
            found = resolve_phrase(chains[index], gaz, countries)
            if found is None:
                continue
            if not is_feature(found[1].place_id):
                return None  # ("... the Court of Justice in Luxembourg ... FC Barcelona")
            return _Feature(chains[index], found[0], found[1], tier)
    return None


def _countries_of_earlier_steps(text: str, chains: list[list[PlaceName]], origins: set[int],
                                event_sentence: int) -> tuple[str, ...]:
    """The countries the event sentence names only in an earlier step of its story ("after
    being loaded at warehouses in Al-Arish, Egypt, before crossing into Gaza at Rafah"):
    that place is set aside, but its country is still the only one the caption gives, so
    context for the place kept (Rafah, Egypt, not Rafah in Gaza)."""
    return tuple(dict.fromkeys(
        n.text for i in sorted(origins) if an_earlier_step(text, chains[i])
        for n in chains[i]
        if n.is_country and n.sentence == event_sentence and not n.nationality
    ))


def _namesake_in_a_province_named(
    chains: list[list[PlaceName]], sentence: int, gaz: Gazetteer, countries: tuple[str, ...],
    found: tuple[PlaceName, Resolution],
) -> tuple[PlaceName, Resolution]:
    """Of a country's namesakes picked by their size, the one in a province another sentence
    names ("near the village of Hrabove, eastern Ukraine ... The Boeing 777 was brought down
    over the Donetsk region": not the larger Hrabove of Odesa); namesakes abroad stay."""
    provinces = tuple(dict.fromkeys(
        n.text for c in chains for n in c
        if n.sentence != sentence and not n.is_country and n.kind_hint == "admin1"))
    if not provinces:
        return found
    other = _resolved_inside(found, gaz, countries + provinces)  # (the place alone: a
    # country the chain writes would leave the provinces out of its context)
    if other is None or other[1].country_code != found[1].country_code:
        return found
    return other


def _resolved_inside(found: tuple[PlaceName, Resolution], gaz: Gazetteer,
                     context: tuple[str, ...]) -> tuple[PlaceName, Resolution] | None:
    """The found place's name resolved alone with ``context``, when a container in the
    context decided it (rule "containing-place"); else None."""
    other = resolve_phrase([found[0]], gaz, context)
    return other if other is not None and other[1].rule == "containing-place" else None


_SIZE_RULES = ("population", "main-name")  # rules that pick a namesake by its size alone


def _namesake_in_an_area_written(
    chains: list[list[PlaceName]], index: int, origins: set[int], gaz: Gazetteer,
    countries: tuple[str, ...], found: tuple[PlaceName, Resolution],
) -> tuple[PlaceName, Resolution]:
    """Of namesakes picked by their size, the one in or beside an area or town the caption
    writes in another phrase: "Castro, on the island of Chiloé" is Chile's Castro, not
    Brazil's larger one; "the island of La Palma, seen from near El Paso" is the Canary
    town, not the Texas city. Places people came from or went to are no such context, and
    once the caption names a country a namesake abroad stays (only one in it may win)."""
    names = {n.text: n for i, c in enumerate(chains) if i != index and i not in origins
             for n in c if not n.is_country and n.text != found[0].text}
    if not names:
        return found
    other = _resolved_inside(found, gaz, countries + tuple(names))
    if other is None or other[1].place_id == found[1].place_id \
            or (countries and other[1].country_code != found[1].country_code):
        return found
    # the written place read on its own must lie in the namesake's country: "ahead of the
    # match in Toronto" is Ontario's city, not the village by the Hamilton of New South Wales
    for name in names.values():
        alone = resolve_phrase([name], gaz, countries)
        if alone is not None and alone[1].country_code == other[1].country_code:
            return other
    return found


_CITY_BESIDE_POP = 100_000  # a city this large, named in the sentence, gives its country ...
_CITY_BESIDE_RATIO = 5  # ... when this many times larger than its namesakes abroad


def _countries_of_cities_beside(
    chains: list[list[PlaceName]], ranked: list[tuple[float, int, int]], index: int,
    origins: set[int], gaz: Gazetteer,
) -> dict[str, str]:
    """The countries (name: code) of the cities the event sentence names beside chain
    ``index``, when the sentence names no country: "at FMG Stadium Waikato in Hamilton ...
    ahead of the clash with the Crusaders in Christchurch" is New Zealand's Hamilton, not
    Ontario's, the larger. Only cities the sentence cues count; places people came from or
    go to, and a dateline's town, are no such context."""
    sentence = chains[index][0].sentence
    found: dict[str, str] = {}
    for tier, _, other in ranked:
        chain = chains[other]
        if other == index or other in origins or chain[0].sentence != sentence or len(chain) > 1 \
                or tier in (DATELINE_TIER, DATED_DATELINE_TIER) or chain[0].cue is None:
            continue  # (a dateline's town has rules of its own: "BRISBANE: ... at Windsor";
            # an uncued name may be a brand's: "a shipment of Kitchener tractors")
        towns = sorted((place for place in gaz.candidates(chain[0].text)
                        if place.kind in _TOWN_KINDS), key=lambda p: -population_of(gaz, p))
        if not towns or population_of(gaz, towns[0]) < _CITY_BESIDE_POP or any(
            population_of(gaz, town) * _CITY_BESIDE_RATIO > population_of(gaz, towns[0])
            for town in towns[1:] if town.country_code != towns[0].country_code
        ):
            continue  # (a city with a namesake of its size abroad tells nothing)
        country = gaz.country(towns[0].country_code)
        if country is not None:
            found[country.name] = country.code
    return found


def _the_town_so_named(gaz: Gazetteer, name: PlaceName, landmark: Resolution
                       ) -> Resolution | None:
    """The town of a landmark's name written as towns are, with its country ("La Rambla,
    Spain", "Matignon, France", "Residents of Stamford Bridge, Britain"): a caption writes a
    landmark with its town, not its country, so the pair names the town, if there is one."""
    town = gaz.resolve(name.text, country_codes=(landmark.country_code,), kind_hint="town")
    return town if town is not None and town.kind in ("city", "town") else None


def _a_landmark_abroad(chain: list[PlaceName], gaz: Gazetteer
                       ) -> tuple[PlaceName, Resolution] | None:
    """A feature the sentence's countries kept the phrase from finding, for it lies in none
    of them ("a case brought by South Africa ... at the Peace Palace"): a feature is known by
    its name, not by a country around it; kept apart as features are (see _finer_feature)."""
    found = resolve_phrase(chain, gaz, ())
    return found if found is not None and is_feature(found[1].place_id) else None


class _Feature(NamedTuple):
    """A natural feature read as a place (see _finer_feature)."""

    chain: list[PlaceName]
    name: PlaceName
    resolution: Resolution
    tier: float = float("inf")


def _finer_feature(
    feature: _Feature | None,
    chosen: tuple[list[PlaceName], PlaceName, Resolution] | None,
    chains: list[list[PlaceName]], sentence: int, gaz: Gazetteer,
    tier: float = float("inf"),
) -> tuple[list[PlaceName] | None, Resolution | None]:
    """The chosen place, or the feature (natural, or a landmark) the caption names where it
    names no town: "Rescuers search the Aegean Sea", "climbers on Mount Everest", "the
    Torkham border crossing in Pakistan" (finer than the country). A town the caption names
    is where the picture was taken ("ash from the erupting Taal Volcano in Lemery"), unless
    the feature is cued abroad (see :func:`_cued_abroad`)."""
    if feature is not None and (chosen is None or _feature_is_finer(feature, chosen, gaz)
                                or _an_edition_s_host(feature, chosen)
                                or _the_town_s_own_landmark(feature, chosen)
                                or _cued_abroad(feature, chosen, tier)
                                or _beyond_the_dateline(feature, chosen, tier, sentence)):
        place = _with_the_country_named(feature.resolution, feature.chain, chains, sentence, gaz)
        if place.country_code is None and chosen is not None and place.kind == "landmark" \
                and not any(n.nationality or n.owns_people for n in chosen[0]):
            place = _in_the_country_of(place, chosen[2])  # (a sea stays in none)
        chosen = feature.chain, feature.name, place
    if chosen is None:
        return None, None
    chosen[1].role = "event"
    return chosen[0], chosen[2]


def _an_edition_s_host(
    feature: _Feature, chosen: tuple[list[PlaceName], PlaceName, Resolution]
) -> bool:
    """True for the host city of an edition the sentence also names a cued venue of, far
    from the city: "at the Zhangjiakou Genting Snow Park at the Beijing 2022 Olympic Games"
    is at the snow park, 180 km from Beijing (the games are named for the host; a venue in
    the host city leaves the city the place: "the Sydney 2000 Olympic Games at Stadium
    Australia")."""
    return chosen[1].edition and feature.name.cue is not None \
        and feature.name.sentence == chosen[1].sentence \
        and feature.resolution.kind == "landmark" \
        and far_from(feature.resolution, chosen[2], _DATELINE_FEATURE_KM)


def _the_town_s_own_landmark(
    feature: _Feature, chosen: tuple[list[PlaceName], PlaceName, Resolution]
) -> bool:
    """True for a landmark the gazetteer gives to the town chosen, cued in its sentence and
    away from the town's point: "at the Zhuhai International Airshow Center in Jinwan
    District, Zhuhai" is at the airshow grounds, 35 km from Zhuhai's point (a district the
    gazetteer lacks parts the phrase in two)."""
    place, town = feature.resolution, chosen[2]
    # (the town cued itself, not a dateline's: "AL-AHMADI, Kuwait (Reuters) - ... in the
    # Burgan field" is the dateline's town)
    return place.kind == "landmark" and place.parent_id == town.place_id \
        and chosen[1].cue is not None \
        and feature.name.cue is not None and feature.name.sentence == chosen[1].sentence \
        and far_from(place, town, _LANDMARK_OWN_POINT_KM) \
        and not far_from(place, town, CHAIN_SPREAD_KM)


def _a_landmark_of_the_town(
    chains: list[list[PlaceName]], ranked: list, gaz: Gazetteer, countries: tuple[str, ...],
    name: PlaceName, town: Resolution,
) -> _Feature | None:
    """A landmark the event sentence cues that the gazetteer gives to the town chosen (see
    :func:`_the_town_s_own_landmark`), in a phrase of its own ranked after the town's."""
    for tier, _, index in ranked:
        chain = chains[index]
        if tier not in FINE_TIERS or len(chain) != 1 or chain[0].cue is None \
                or chain[0].sentence != name.sentence or chain[0] is name:
            continue
        found = resolve_phrase(chain, gaz, countries)
        if found is not None and found[1].kind == "landmark" \
                and found[1].parent_id == town.place_id:
            return _Feature(chain, found[0], found[1], tier)
    return None


_LANDMARK_OWN_POINT_KM = 10.0  # a landmark this far from its town's point is finer than it
_DATELINE_FEATURE_KM = 50.0  # a feature this far from the dateline's town is not by it


def _beyond_the_dateline(
    feature: _Feature, chosen: tuple[list[PlaceName], PlaceName, Resolution], tier: float,
    sentence: int,
) -> bool:
    """True for a feature the event sentence places the photo at, far from the dateline's
    town, in its country: "ADELAIDE, Jan. 12, 2020 (Xinhua) -- ... burnt forest on Kangaroo
    Island, South Australia" (the dateline is where the story was filed). Not a feature only
    "near" or named in another sentence."""
    town = chosen[2]
    return tier == DATELINE_TIER and feature.name.cue == "at" \
        and feature.name.sentence == sentence \
        and feature.resolution.country_code == town.country_code \
        and far_from(feature.resolution, town, _DATELINE_FEATURE_KM)


def _feature_is_finer(
    feature: _Feature, chosen: tuple[list[PlaceName], PlaceName, Resolution], gaz: Gazetteer
) -> bool:
    """True when the feature is finer than the area chosen: a country or a province it lies
    in, one it is written with ("LOMBOK, INDONESIA - ..."), or, for a sea in no one country,
    any country; not a province named like its town ("the Bosphorus in Istanbul"), nor the
    province of a town on the coast ("in the Gulf of Mexico, off Port Fourchon, La.")."""
    area = chosen[2]
    if area.kind == "region" or (area.kind in _TOWN_KINDS and chosen[1].kind_hint == "admin1"):
        # a county written after the feature, in a phrase of its own ("at Stonehenge during
        # the summer solstice, Wiltshire, UK"), or a province read as its capital ("Mount
        # Teide at dawn, Santa Cruz de Tenerife province"): its container, if it holds it
        return _region_holds(gaz, area, feature.resolution)
    if area.kind not in ("country", "admin1") or _also_a_town(gaz, chosen):
        return False
    if area.kind == "admin1" and feature.resolution.admin1 and area.admin1 \
            and feature.resolution.admin1 != area.admin1:
        return False  # a state holds none of another's landmarks: "a painting of the Golden
        # Gate Bridge ..., Texas, USA"
    return feature.resolution.country_code == area.country_code \
        or (feature.resolution.country_code is None and area.kind == "country") \
        or any(n.is_country for n in feature.chain) \
        or _a_crossing_of_the_province(feature.resolution, area)


def _a_crossing_of_the_province(feature: Resolution, area: Resolution) -> bool:
    """True for a landmark of no one country (a border crossing both sides name) by the
    province written with it: "at the Torkham border crossing in Nangarhar province" is the
    crossing, on that province's side."""
    return feature.country_code is None and area.kind == "admin1" \
        and feature.latitude is not None and area.latitude is not None \
        and distance_km(feature.latitude, feature.longitude,
                        area.latitude, area.longitude) <= PROVINCE_NEAR_KM


def _region_holds(gaz: Gazetteer, region: Resolution, place: Resolution) -> bool:
    """True when a region (a British county, placed at its county town; a province read as
    its capital) holds a place: within a province's reach of that town, as the gazetteer
    reads such a county as a container ("Richmond, North Yorkshire"), or else in its admin
    area. Not a place of another county far off ("Climbers who reached the top of Snowdon
    ... a charity ride, Kent, UK")."""
    if place.country_code != region.country_code or place.latitude is None:
        return False
    if region.admin1 and place.admin1 and region.admin1 != place.admin1:
        return False  # ("Mount Teide ..., Malaga province": the Canaries, not Andalusia)
    seat = region.place_id if region.kind in _TOWN_KINDS else region.parent_id
    town = gaz.place(seat) if seat else None
    if town is not None and town.kind in _TOWN_KINDS and town.latitude is not None:
        return distance_km(place.latitude, place.longitude,
                           town.latitude, town.longitude) <= _COUNTY_REACH_KM
    return region.admin1 is not None and place.admin1 == region.admin1


_ANOTHER_PHRASE_GAP = 30  # characters between a town and a feature in phrases of their own


def _cued_abroad(
    feature: _Feature, chosen: tuple[list[PlaceName], PlaceName, Resolution], tier: float
) -> bool:
    """True when the caption puts the photo at a feature of one country ("at the Kremlin",
    "at the All England Club", "at the Autodromo Nazionale Monza"), cued and ranked before a
    place of another country it names less closely ("... in eastern Ukraine", "Carlos
    Alcaraz of Spain", "Charles Leclerc of Monaco"), or a town of any country named only in
    another sentence ("... at Cape Canaveral Space Force Station. Mission control in Houston
    confirmed ..."): the feature is where the photo is. A town of the feature's own country
    named with it stays the place ("Taal Volcano in Lemery"), and so do a place ranked as
    close ("a replica of the Eiffel Tower in Las Vegas") and a dateline's town. (A feature
    written with its country is as bound as a cued one: "St. Peter's Basilica at the
    Vatican ... the conclave in Rome".)"""
    code = feature.resolution.country_code
    with_country = any(n.is_country for n in feature.chain)
    bound = feature.name.cue is not None or with_country
    if not bound or feature.tier >= tier or code is None:
        return False
    if tier in (DATELINE_TIER, DATED_DATELINE_TIER):
        # a dateline's town stays, unless the feature is written with a country of its own
        # ("DUBAI (WAM) -- The rocket lifts off from the Tanegashima Space Center in Japan")
        return with_country and code != chosen[2].country_code
    if tier <= 1 and feature.chain[0].start - chosen[0][-1].end > _ANOTHER_PHRASE_GAP:
        return False  # a town cued before it in the event's sentence, in a phrase of its
        # own, stands ("People in Kyiv watch Putin's speech delivered at the Kremlin on May
        # 9"; not "in Buxton on Hatteras Island in the Outer Banks": one phrase, whose town
        # read abroad is Buxton's namesake)
    return code != chosen[2].country_code or tier >= OTHER_SENTENCE_TIER


def _also_a_town(gaz: Gazetteer, chosen: tuple[list[PlaceName], PlaceName, Resolution]) -> bool:
    """True for a province named like its town, read as the province ("Lake Victoria in
    Kisumu, Kenya", "the Bosphorus in Istanbul"): the town, not the feature, is the place."""
    name, area = chosen[1], chosen[2]
    # (its own town, in it: California, Pennsylvania says nothing of "the Golden Gate Bridge
    # ..., California, USA")
    return area.kind == "admin1" and any(
        place.kind in ("city", "town") and place.country_code == area.country_code
        and place.admin1 == area.admin1 for place in gaz.candidates(name.text))


_BORDER_SIDE_KM = 100.0  # a feature this close to the place chosen before it is on its side


def _in_the_country_of(place: Resolution, beside: Resolution) -> Resolution:
    """A feature in no one country, on the side of the place the sentence puts the photo
    at ("the Torkham border crossing between Pakistan and Afghanistan, in Khyber district,
    Pakistan": Pakistan's side), when it lies by that place."""
    if beside.country_code is None or (beside.kind not in AREA_KINDS
                                       and far_from(place, beside, _BORDER_SIDE_KM)):
        return place  # (a country or a province the sentence puts it in: that side)
    return dataclasses.replace(place, country_code=beside.country_code, country=beside.country,
                               reason=f"{place.reason}; in {beside.country}, by {beside.name}")


def _with_the_country_named(
    place: Resolution, own: list[PlaceName], chains: list[list[PlaceName]], sentence: int,
    gaz: Gazetteer,
) -> Resolution:
    """A feature in no one country, in the one country its own phrase names ("the Torkham
    border crossing, in Pakistan"), or else its sentence; a sentence that names two, or none,
    leaves it in none ("... between Pakistan and Afghanistan", "search the Aegean Sea")."""
    if place.country_code is not None:
        return place
    # (not a country named as whose people they are: "the tanker Sounion burns in the Red Sea
    # ... after it was attacked by Yemen's Houthi rebels" is at sea, in no country)
    # ("the Red Sea near Yemen's Houthi rebels' positions": their phrase, still whose people)
    for names in (own, [n for chain in chains for n in chain if n.sentence == sentence]):
        codes = {n.country_code for n in names
                 if n.is_country and n.country_code and not (n.nationality or n.owns_people)}
        if codes:
            country = gaz.country(next(iter(codes))) if len(codes) == 1 else None
            if country is None:
                return place
            return dataclasses.replace(place, country_code=country.code, country=country.name,
                                       reason=f"{place.reason}; in {country.name}, which the "
                                              f"caption names with it")
    return place


# the dateline's city owning the district named next: "in the city's Kyivskyi district"
_THE_CITY_S = ("the city's ", "the city\u2019s ", "the capital's ", "the capital\u2019s ")


def _the_city_s(text: str, name: PlaceName) -> bool:
    """True for a name written as the city's part: "in the city's Kyivskyi district"."""
    return text.endswith(_THE_CITY_S, 0, name.start)
_CITY_S_DISTRICT_KM = 40.0  # how far from its centre a big city's district may lie


def _town_of_another_sentence(
    chains: list[list[PlaceName]], ranked: list, gaz: Gazetteer, country: Resolution
) -> tuple[list[PlaceName], PlaceName, Resolution] | None:
    """The town a dateline or a chain cued in another sentence names in ``country``."""
    for tier, _, index in ranked:
        if tier not in (DATELINE_TIER, OTHER_SENTENCE_TIER):
            continue  # (a dateline's town in it too: "SCHEVENINGEN - ... in Nederland")
        found = resolve_phrase(chains[index], gaz, (country.country_code,))
        if found is not None and found[1].kind in _TOWN_KINDS \
                and found[1].country_code == country.country_code:
            return chains[index], found[0], found[1]
    return None


def _called_by_its_name(found: tuple[PlaceName, Resolution]) -> bool:
    """True when the place was written by its own name, not by one of its alternates: "Paris"
    is Paris, but "Moria" is only an old name of Jerusalem's hill."""
    return fold(found[0].text) == fold(found[1].name)


def _stands_alone(gaz: Gazetteer, found: tuple[PlaceName, Resolution] | None) -> bool:
    """True for a place no country named in another sentence can move: a capital or a city
    of a million ("in Paris ... The United States topped the medal table")."""
    if found is None:
        return False
    resolution = found[1]
    return is_capital(gaz, resolution) or population_of(gaz, resolution) >= _CITY_ALONE_POP


def _town_at_the_bearing(
    text: str,
    chains: list[list[PlaceName]],
    gaz: Gazetteer,
    countries: tuple[str, ...],
    bearing: PlaceName,
    reference: Resolution,
) -> tuple[list[PlaceName], PlaceName, Resolution] | None:
    """A town the sentence names elsewhere that lies as far from the bearing's reference as
    the caption says: "the Natanz uranium enrichment facility 250 km (155 miles) south of
    the Iranian capital Tehran" is at Natanz, 247 km from Tehran."""
    stated = _STATED_DISTANCE.search(text, max(0, bearing.start - 90), bearing.start)
    if stated is None:
        return None
    km = float(stated["n"].replace(",", "")) * (1.609 if stated["unit"][0] in "mM" else 1.0)
    for chain in chains:
        if chain[0].sentence != bearing.sentence or bearing in chain or chain[0].is_country:
            continue
        found = resolve_phrase(chain, gaz, countries)
        if found is None or found[1].kind in AREA_KINDS or found[1].place_id == reference.place_id:
            continue
        apart = distance_km(found[1].latitude, found[1].longitude,
                            reference.latitude, reference.longitude)
        if abs(apart - km) <= max(_BEARING_SLACK * km, _BEARING_SLACK_KM):
            return chain, found[0], found[1]
    return None


# the distance a bearing states before its compass word: "250 km (155 miles) south of the",
# "some 90 kilometres west of"; a town that far from the reference is where the picture is
_STATED_DISTANCE = re.compile(
    r"(?P<n>\d[\d,]*(?:\.\d+)?)\s?(?P<unit>km|kms|kilomet(?:er|re)s?|miles?|mi)\b"
    r"(?:\s*\([^()]{0,24}\))?\s+(?:\w+\s+)?(?:north|south|east|west)[\w-]*\s+of\s+"
    r"(?:the\s+)?(?:[\w'-]+\s+){0,3}$", re.IGNORECASE)
_BEARING_SLACK, _BEARING_SLACK_KM = 0.25, 15.0  # (a town's centre is not its edge)


def _listed_before(text: str, chain: list[PlaceName], bearing: PlaceName) -> bool:
    """True for a place phrase written in the same list just before a bearing: "San
    Fernando city, Pampanga province, north of Manila" (not "Irpin volunteers clear
    debris in a village north of Kyiv")."""
    return chain[-1].end <= bearing.start and is_listing_gap(text, chain[-1].end, bearing.start)


def _unqualified(chain: list[PlaceName]) -> bool:
    """True for a phrase that names no country, state or county of its own."""
    return not any(n.is_country or n.state or n.county_of or n.county_after for n in chain)


def _qualified_twin(chain: list[PlaceName], chains: list[list[PlaceName]]) -> list[PlaceName]:
    """The chain itself, or for a lone name the chain that writes the same name with its
    state or country: "... through downtown Greenville on August 5 in Greenville,
    California" names one Greenville, the one in California; so does a dateline that writes
    the name with its province's bracketed tag ("HENGELO (GLD) - ... in Hengelo": the
    Gelderland village, not the Overijssel city). A name written with only its country
    yields to the same name written with its province ("GUADALUPE (MÉXICO) ... en el
    municipio de Guadalupe, en el estado de Zacatecas")."""
    head = chain[0]
    if head.state or len(chains) < 2:
        return chain
    if len(chain) > 1:
        if not all(n.is_country for n in chain[1:]):
            return chain
        return next((other for other in chains if other[0] is not head
                     and other[0].text.casefold() == head.text.casefold()
                     and _with_its_province(other)), chain)
    for other in chains:
        if (
            other[0] is not head
            and (((len(other) > 1 or other[0].state)
                  and other[0].text.casefold() == head.text.casefold())
                 or other[0].text.casefold().startswith(f"{head.text.casefold()} ("))
        ):
            return other
    return chain


def _with_its_province(chain: list[PlaceName]) -> bool:
    """True for a town written with one province and at most its country after it
    ("Guadalupe, en el estado de Zacatecas (México)"; not the list "Sana'a, Hudaydah, Taiz")."""
    areas = [n for n in chain[1:] if not n.is_country]
    return len(areas) == 1 and (areas[0].kind_hint in ("admin1", "region")
                                or "admin1" in areas[0].kinds)


def _namesake_by_a_town(
    text: str,
    chains: list[list[PlaceName]],
    ranked: list,
    gaz: Gazetteer,
    name: PlaceName,
    place: Resolution,
) -> Resolution | None:
    """The dateline's namesake in the country of the first other town the event sentence
    cues, when it lies within :data:`_NAMESAKE_KM` of that town ("VALENCIA, ... una
    pirotecnia de Burriana (Castellón)": Spain's, not Venezuela's): the other readings of
    a dateline's name the text is the context for. A capital stays ("ROME - ... Atlanta
    pilgrims"), and a town the sentence does not cue counts only with its province or
    country written by it ("Burriana (Castellón)"; not "Kitchener tractors") or a noun's
    "of" before it ("una calle de Paiporta": a street of the town)."""
    if is_capital(gaz, place):
        return None
    for chain_tier, _, index in ranked:
        chain = chains[index]
        if not 1 <= chain_tier <= _UNCUED_TOWN_TIER or fold(chain[0].text) == fold(name.text) \
                or (chain_tier > _CUED_TIER and len(chain) < 2
                    and not text.endswith(_OF_BEFORE, 0, chain[0].start)):
            continue  # (the dateline's name again: "VALENCIA, ... en la plaza de Valencia")
        found = resolve_phrase(chain, gaz, ())
        if found is None or found[1].kind in AREA_KINDS \
                or found[1].country_code == place.country_code:
            return None
        country = gaz.country(found[1].country_code)
        other = resolve_phrase([name], gaz, (country.name,)) if country else None
        if other is not None and other[1].country_code == found[1].country_code \
                and not far_from(other[1], found[1], _NAMESAKE_KM):
            return other[1]
        return None
    return None


# a noun's "of" before a town: the town is where the thing is ("una calle de Paiporta")
_OF_BEFORE = (" de ", " del ", " of ", " di ", " da ", " do ", " d'", " d’")


def _a_towns_centre(chain: list[PlaceName]) -> bool:
    """True for a lone "Poblacion": the centre of every Philippine municipality, of the town
    the caption names elsewhere ("DAVAO CITY - ... along Roxas Avenue, Poblacion District"),
    not the largest barangay of the name ("Poblacion, Liloan, Cebu" names its town). With no
    other place named it is kept: it still says the country."""
    return len(chain) == 1 and chain[0].text.lower() == "poblacion"


def _country_of_its_units(text: str, gaz: Gazetteer) -> str | None:
    """The country whose own administrative units the caption names ("Barangay", "Kabupaten",
    "gmina"): soft context for its towns. A few substring tests first."""
    if not any(stem in text for stem in _UNIT_STEMS):
        return None
    unit = _UNIT_OF_ONE_COUNTRY.search(text)
    if unit is None:
        return None
    country = gaz.country(_UNIT_COUNTRIES[unit.group(1).lower()[:4]])
    return country.name if country else None


# words for administrative units only one country uses: a cheap test on their stems, then
# whole words ("Hyatt Regency" and "Energy." are none)
_UNIT_STEMS = ("arangay", "Brgy.", "abupaten", "ecamatan", "elurahan", "gmin", "Gmin", "owiat",
               "ojewództw")
_UNIT_OF_ONE_COUNTRY = re.compile(r"\b(barangay|brgy\.|kabupaten|kecamatan|kelurahan|gmin[aiey]e?"
                                  r"|powiat\w*|powiecie|województw\w*)", re.IGNORECASE)
_UNIT_COUNTRIES = {"bara": "PH", "brgy": "PH", "kabu": "ID", "keca": "ID", "kelu": "ID",
                   "gmin": "PL", "powi": "PL", "woje": "PL"}


def _named_elsewhere(chains: list[list[PlaceName]], sentence: int, place: Resolution) -> bool:
    """True when the sentence names a country, and only others than ``place``'s: an event
    named after a city is held elsewhere (the Dakar Rally in Saudi Arabia)."""
    codes = {n.country_code for chain in chains for n in chain
             if n.is_country and n.sentence == sentence and not n.nationality
             and not n.names_an_event and n.country_code}
    return bool(codes) and place.country_code not in codes


_COUNTRY_REACH_KM = 1500.0  # a town anywhere in the country, not one across the sea


def _this_side_of_a_border(text: str, chains: list[list[PlaceName]], index: int) -> bool:
    """True for a country written after the country across a border: "near the border with
    the Gaza Strip, in southern Israel" (see :func:`_no_container_after`)."""
    if index == 0 or len(chains[index - 1]) != 1 or not chains[index - 1][0].is_country:
        return False
    across = chains[index - 1][0]
    return text.endswith(_BORDER_WITH, 0, across.start) \
        and _BORDER_SIDE_GAP.fullmatch(text, across.end, chains[index][0].start) is not None


def _town_by(
    chains: list[list[PlaceName]],
    ranked: list,
    gaz: Gazetteer,
    countries: tuple[str, ...],
    tier: float,
    place: Resolution,
    km: float,
) -> tuple[list[PlaceName], PlaceName, Resolution] | None:
    """The first chain of ``tier`` that resolves to a town within ``km`` of ``place``,
    in its country (and is not it): the finer or the surer reading of where the photo is."""
    for chain_tier, _, index in ranked:
        if chain_tier != tier:
            continue
        found = resolve_phrase(chains[index], gaz, countries)
        if (
            found is not None
            and found[1].kind not in AREA_KINDS
            and found[1].place_id != place.place_id
            and found[1].country_code == place.country_code  # not across a border: Słubice
            and not far_from(found[1], place, km)
            and not (is_feature(found[1].place_id) and found[1].geo_precision != 1)
        ):  # (a landmark placed at its town is no finer than the town: "Potsdam: ... the park
            # of Sanssouci")
            return chains[index], found[0], found[1]
    return None


def _a_dateline_heading(text: str, chain: list[PlaceName], date_span: tuple[int, int] | None
                        ) -> bool:
    """True for a dateline that is a sentence of its own, the place, a dash and the date
    ("Lima, Peru - March 15, 2017. Residents ..."), before more text."""
    if date_span is None or not chain[0].start <= 3:
        return False
    between = text[chain[-1].end : date_span[0]].strip()
    # (not a house's dateline, its tag or its dash after the date: "ZAGREB, 22. ožujka
    # 2020. (Hina) - ", "PETRINJA, 29. prosinca 2020. - Spasioci ...")
    return between in ("-", "–", "—") and text.startswith(". ", date_span[1]) \
        and text[date_span[1] + 2 : date_span[1] + 3].isupper()


def _town_of_the_desk_s_region(
    chains: list[list[PlaceName]], ranked: list, gaz: Gazetteer, countries: tuple[str, ...],
    place: Resolution,
) -> tuple[list[PlaceName], PlaceName, Resolution] | None:
    """A town the event sentence cues in the dateline town's own region, farther than a
    place phrase's reach: EFE's desks date a picture from the province's capital wherever in
    it it was taken ("CÁCERES, 22/05/2023.- ... alquerías de Caminomorisco", 95 km off)."""
    found = _town_by(chains, ranked, gaz, countries, 1, place, _DESK_REGION_KM)
    if found is None or not found[2].admin1 or found[2].admin1 != place.admin1:
        return None
    return found


# EFE's picture dateline, its town and the day in figures: "CÁCERES, 22/05/2023.-"
_A_DESKS_NUMERIC_DATELINE = re.compile(r"[^\W\d][^,.\n]{1,40}, \d{1,2}/\d{1,2}/\d{4}\s?\.-")
# EFE's desks write a town abroad with its country in brackets ("GUADALUPE (MÉXICO),
# 10/05/2022.-", "MIAMI (EEUU)"), a Spanish one bare or with its province: a bare numeric
# dateline is Spain's, unless the caption names a country
_BARE_DESK_DATELINE = re.compile(r"[^\W\d][^,.\n()]{1,40}, \d{1,2}/\d{1,2}/\d{4}\s?\.-")
_DESK_REGION_KM = 150.0  # a desk's region: a province's reach from its capital


def _dateline_city_far_from(
    chains: list[list[PlaceName]],
    ranked: list,
    gaz: Gazetteer,
    countries: tuple[str, ...],
    place: Resolution,
    min_km: float = CHAIN_SPREAD_KM,
    max_km: float | None = None,
) -> tuple[list[PlaceName], PlaceName, Resolution] | None:
    """The dateline's town, when ``place`` lies farther from it than ``min_km`` (a place
    phrase's reach), and within ``max_km`` of it if given."""
    for tier, _, index in ranked:
        if tier in (DATED_DATELINE_TIER, DATELINE_TIER):
            found = resolve_phrase(chains[index], gaz, countries)
            if found is not None and found[1].kind in _TOWN_KINDS \
                    and far_from(found[1], place, min_km) \
                    and (max_km is None or not far_from(found[1], place, max_km)):
                return chains[index], found[0], found[1]
    return None


class _DatelineTown(NamedTuple):
    """A dateline's town (see :func:`_dateline_town`)."""

    dated: bool  # "LONDON, ENGLAND - NOVEMBER 06:" (not "SPLIT, 15 July 2018 (Hina) - ")
    town: Resolution
    tier: float
    town_and_dash: bool  # a town and a colon or a dash opening the caption: "ALGER - "


def _dateline_town(
    text: str,
    chains: list[list[PlaceName]],
    ranked: list,
    gaz: Gazetteer,
    countries: tuple[str, ...],
    named: PlaceName,
) -> _DatelineTown | None:
    """The town of a dateline that names where the picture was taken, if it resolves: a
    dated one ("LONDON, ENGLAND - NOVEMBER 06:") or an agency's ("SPLIT, 15 July 2018
    (Hina) - ", PTI's "Lucknow: ", APS's "ALGER - ").

    A place the caption puts the event at must lie near a dated dateline's town, and may
    not be a namesake abroad of an agency's. None also when the dateline names ``named``
    itself ("ALEPPO, SYRIA - DECEMBER 15: ... in Aleppo"): nothing to check.
    """
    for tier, _, index in ranked:
        dated = tier == DATED_DATELINE_TIER
        if dated or (tier == DATELINE_TIER and (
            agency_dateline(text, chains[index]) or colon_dateline(text, chains[index])
            or house_dateline(text, chains[index])  # "Pemba, Moçambique, 01 abr 2021 (Lusa) -"
        )):
            if chains[index][0].text.casefold() == named.text.casefold():
                return None
            colon = colon_dateline(text, chains[index])
            found = (_dateline_place if colon else resolve_phrase)(chains[index], gaz, countries)
            if found is not None and found[1].kind not in AREA_KINDS:
                return _DatelineTown(dated, found[1], tier, colon)
    return None


# --- roles of the other names -----------------------------------------------


def _a_dated_heading(
    text: str, starts: list[int], sentence: int, date_span: tuple[int, int] | None
) -> bool:
    """True for a sentence that is only the date, before more text ("NOVEMBER 28, 2009.")."""
    if date_span is None or sentence + 1 >= len(starts):
        return False
    rest = text[starts[sentence] : date_span[0]] + text[date_span[1] : starts[sentence + 1]]
    return not rest.strip(" .,:;-–—")


def _a_bare_date_after_a_place(
    text: str, starts: list[int], sentence: int, date_span: tuple[int, int],
    names: list[PlaceName],
) -> bool:
    """True for a sentence that is a date and its weekday alone ("Sunday 23 October 2011.")
    right after a sentence that ends with a place ("..., Eden Park, Auckland, New Zealand.")."""
    start = starts[sentence]
    end = starts[sentence + 1] if sentence + 1 < len(starts) else len(text)
    rest = (text[start : date_span[0]] + text[date_span[1] : end]).strip(" .,")
    if len(rest.split()) > 1 or (rest and not rest[:1].isupper()):
        return False  # (not "Picture date: Sunday May 7, 2023")
    if not any(n.sentence == sentence - 1 and 0 <= start - n.end <= 3 for n in names):
        return False
    # ... a slug of names and commas, not prose ("..., Rugby World Cup Final, Eden Park,
    # Auckland, New Zealand."; not "The match was moved to Wellington.")
    before = text[starts[sentence - 1] : start].strip(" .")
    lower = [w for w in _WORD.findall(before) if w[0].islower() and w not in _SLUG_LINKS]
    return len(lower) <= 1 and before.count(",") >= 2


_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_SLUG_LINKS = frozenset({"v", "vs", "of", "the", "de", "and"})


def _an_unknown_towns_dateline(text: str, starts: list[int], date_span: tuple[int, int]) -> bool:
    """True for a first sentence that is only a dateline, a few capitalised words and the
    date ("Rogowiec, 15.07.2003."), before more text."""
    if len(starts) < 2 or date_span[1] > starts[1]:
        return False
    head = text[: date_span[0]].strip(" ,-–—").split()
    rest = text[date_span[1] : starts[1]].strip(" .,:;-–—")
    return 0 < len(head) <= 3 and all(w[:1].isupper() for w in head) and not rest


def _assign_roles(
    text: str,
    names: list[PlaceName],
    chosen: list[PlaceName] | None,
    chains: list[list[PlaceName]],
    event_sentence: int,
) -> tuple[PlaceMention, ...]:
    """Give every mention its final role, in text order, as the caption writes it (a
    declined name's nominative is only the gazetteer's)."""
    in_chosen = {id(n) for n in chosen} if chosen else set()
    out: list[PlaceMention] = []
    for name in names:
        role = name.role
        if role == "event":
            pass
        elif id(name) in in_chosen:
            role = "country" if name.is_country else "container"
        elif role in ("organisation", "metonym", "demonym"):
            pass
        elif name.sentence != event_sentence:
            role = "background"
        elif name.is_country:
            role = "country"
        else:
            role = "context"
        out.append(PlaceMention(text[name.start : name.end], name.start, name.end, role))
    return tuple(out)
