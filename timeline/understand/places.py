"""The event place of a caption: of all the places it names, where the photo was taken.

Agency captions mostly run "<who> <does what> in/at/near <PLACE>, <COUNTRY>
<DATE>. <background>". The reading, in order:

1. The gazetteer finds every name it knows (:meth:`Gazetteer.find_names`).
2. Names not written as proper names are dropped ("police", "President Bashar
   Assad"); the rest get a role from the words around them (:mod:`.roles`):
   demonym, organisation, metonym, or a place.
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
   chain elsewhere (see :func:`_tier`).
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
   Frankfurt (Oder):") yields only to a finer town of its own country beside it;
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

import logging
import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .counties import COUNTY_COUNTRY
from .datelines import (
    after_dateline_date,
    archive_dateline_town,
    dated_dateline,
    heading_place,
    is_dateline,
    opens_caption,
)
from .phrases import (
    AREA_KINDS,
    CHAIN_SPREAD_KM,
    PlaceName,
    far_from,
    is_capital,
    memo_for,
    population_of,
    resolve_phrase,
)
from .roles import (
    MONTHS,
    STATE_COUNTRY,
    between_before,
    country_as_modifier,
    demonym_country_applies,
    is_date_word,
    is_link_gap,
    is_listing_gap,
    is_proper_name,
    is_side,
    island_of_before,
    journey_to_before,
    kind_called_before,
    names_a_storm,
    organisation_before,
    read_after,
    read_before,
    state_after,
    the_and_adjective_before,
    time_of_before,
    titled_states,
    water_body_before,
)
from .sentences import COUNTED_INTERVAL, SPAN_OF_TIME, sentence_starts
from .suffixes import LOCATIVE, split_case_endings

if TYPE_CHECKING:
    from gazetteer import Gazetteer, NameMatch, Resolution

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

_CITY_ABROAD_POP = 1_000_000
_CAPITALISED_RUN = re.compile(r"[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*)*")
_BEARING = re.compile(r"\b(?:north|south|east|west)(?:-?(?:east|west))?\s+of\s+(?:the\s+)?$",
                      re.IGNORECASE)
# between a name and its country: ", " or ", southern " ("Orange, southern France")
_COMPASS = r"(?:north|south|east|west|central)(?:ern)?(?:-?(?:east|west)(?:ern)?)?"
_CONTAINER_GAP = re.compile(rf", (?:{_COMPASS} )?")
# "Sampras of the United States", "Dean of Great Britain": a person's country
_PERSON_OF = re.compile(r"\b([A-Z][\w'’.-]+) of (?:the )?$")
_STATE_WORDS = frozenset("""state city province republic kingdom commonwealth district territory
    isle port gulf bay sea strait cape lake mount islands people government embassy
    president""".split())  # noqa: SIM905
# between a town and its county: "Wells, Somerset", "Whitby, North Yorkshire", "Killarney,
# Co. Kerry" (not "the Seattle suburb of Kent")
_COUNTY_GAP = re.compile(r", (?:Co\.? |County |(?:North|South|East|West) )?")
_COMPASS_IN_NAME = re.compile(r"\b(?:North|South|East|West|Central)(?:ern)? $")
_COMPASS_ENDINGS = frozenset("htln")  # the last letters of those words: a cheap first test
_COMPASS_AFTER_COMMA = re.compile(rf", {_COMPASS} $")
# "Aleppo, Syria, Tuesday, December 6" / "December 15, 2016 in the embattled city of"
_DATE_GAP_BEFORE = 24
_DATE_GAP_AFTER = 40
# "near X" / "east of X" only locates the photo: after a place it is *at*
_NEAR_TIER = 1.5
_DATED_DATELINE_TIER = 0.5
_DATELINE_TIER = 3
_EDITION_TIER = 5.5  # "during the Paris 2024 Olympics": the host, after a venue named
_CITY_PARTS = frozenset({"district", "neighbourhood"})
_VILLAGE_POP = 10_000
_CITY_ALONE_POP = 1_000_000
_TOWN_KINDS = frozenset({"city", "town"})
# A street, square, institution or ship named after a place, the noun first: "Place du
# Luxembourg", "Plaza de Mayo", "Via Roma", "Penitenciaría del Litoral", "Universidad de
# Chile", "the USS Missouri"
_NOUN_FIRST_BEFORE = re.compile(
    r"\b(?:Place|Rue|Quai|Boulevard|Avenue|Plaza|Plaça|Praça|Piazza|Piazzale|Viale|Via|Calle"
    r"|Avenida|Rua|Paseo|Largo|Strada|Ulica|Platz"
    r"|Penitenciar[ií]a|Universidad|Universidade|Universit[ée]|Universit[àa]|Estadio|Est[áa]dio"
    r"|Hospital|H[ôo]pital|Ospedale|Banco|Teatro|Museo|Museu|Mus[ée]e|Palacio|Pal[áa]cio|Palais"
    r"|Catedral|Iglesia|Igreja|[ÉE]glise|Colegio|Col[ée]gio|Instituto|Institut|Corte|Tribunal"
    r"|Congreso|Congresso|Senado|C[áa]mara|Polic[ií]a|Ej[ée]rcito|Ex[ée]rcito|Ministerio"
    r"|Minist[ée]rio|Minist[èe]re|Gobierno|Governo|Prefeitura|Alcald[ií]a|Asamblea|Fiscal[ií]a"
    r"|C[áa]rcel|Prisi[óo]n|Pris[ãa]o|Aeropuerto|Aeroporto|A[ée]roport|Puerto|Porto"
    r"|USS|HMS|HMAS|HMCS|RMS|SS|MV"  # a ship named after a place: "the USS Missouri"
    # written lower case in other languages: "la torre de la iglesia de San Diego"
    r"|iglesia|igreja|[ée]glise|catedral|capilla|parroquia|bas[íi]lica|calle|avenida|plaza"
    r"|pra[çc]a|rua|piazza|estadio|est[áa]dio|universidad|universidade|ospedale|escuela|escola)"
    r"(?: (?:de la|de l'|de|du|des|del|della|di|da|do|dos|das))? $")
_ARCHIVE_TOWN_TIER = 2.9  # "INDIA. Calcutta. 1979.": the town, just before the country
_BEARING_REACH_KM = 100.0  # how far "south of X" may reach for the dateline's town
_BY_THE_DATELINE_KM = 30.0  # a place the body names this close to the dateline town is finer
# "from X", "who fled X", "bound for X": where people or things came from or go, after
# every other uncued place
_ORIGIN_BEFORE = re.compile(
    r"\b(?:(?<!seen )(?<!viewed )(?<!off )(?<!photographed )(?<!pictured )from|fled|escaped"
    r"|bound for|headed for|heading (?:to|for)|en route to|on (?:their|its|his|her) way to"
    r"|destined for"
    # "from" in other languages: Spanish, French, Indonesian, German, Dutch
    r"|desde|depuis|dari|aus|uit) (?:the )?$")
# "Chhatrapati Sambhajinagar, formerly Aurangabad", "Gurugram (formerly known as Gurgaon)"
_FORMERLY = re.compile(
    r"\b([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*)*)(?:,| \() ?formerly (?:known as |called )?$")
# "who grew up in Brisbane", "a native of Rosario": a person's home, not the photo's place
# (not "born in": "a baby born in Kharkiv sleeps in a metro station" is in Kharkiv)
_HOME_BEFORE = re.compile(r"\b(?:grew up|native of|hails from)(?: in)? $")
# "from the town of Marathon": a cued place things came from
_FROM_THE_TOWN_OF = re.compile(
    r"\bfrom (?:the )?(?:[a-z]+ ){0,2}(?:town|city|village|port|capital) of (?:the )?$")
_ORIGIN_TIER = 6.5
_JOURNEY_TIER = 6.2
# a clause after the event date that places another event in time from it
_OTHER_EVENT = re.compile(COUNTED_INTERVAL)
_INTERVAL_AFTER = re.compile(
    rf",? (?:{SPAN_OF_TIME} (?:earlier|before|ago)|earlier this (?:week|month|year)"
    rf"|(?:last|the previous) (?:week|month|year))\b")
# a place where an earlier event began, dated from the photo: "after weeks of protests that
# began in the southern cities of Jalal-Abad and Osh" (not "a blaze that broke out in Kano")
_STARTED_IN = re.compile(
    r"\b(?:after|since|following) (?:[\w'’-]+ ){0,6}(?:that|which) (?:first |had )?"
    r"(?:began|started|erupted|broke out)(?: [a-z]+){0,3}? in (?:the )?(?:[a-z]+ ){0,4}"
    r"(?:[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*(?:, | and ))*$")
# what a screen or a broadcast shows: "watch a screen showing the minister presenting the
# budget in New Delhi" (the picture is of the watchers, wherever they are)
_SHOWN_WORD = re.compile(
    r"\b(?:(?:screens?|television|TV|monitors?|broadcast|footage|feed)(?: [a-z]+){0,2} showing"
    r"|broadcast of|live feed of)\b")  # not a handout's "photo ... showing"
_SHOWN_CLAUSE_END = re.compile(r"[,;:.()]| as | while | where | when ")
# what may stand between a place and the day it is dated by: "in Havana on November 25"
_ON_A_DAY = re.compile(r",? on ")  # the day's span starts with its weekday, if written
_FLED_IN = re.compile(
    r"\b(?:fled|fleeing|escaped|escaping|after leaving)(?: (?!in\b|from\b)[A-Za-z]+){0,3}"
    r" (?:in|from|near) (?:the )?$")
_FINE_TIERS = frozenset({0, _DATED_DATELINE_TIER, 1, _NEAR_TIER, 4, 5})
# tiers whose chains touch the event date: between two of them, the nearer wins
_ADJACENT_TIERS = frozenset({0, 4})


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
    starts = sentence_starts(text)
    names, masked = _read_names(text, gazetteer, starts, endings)
    if date_span is not None:  # "5 Mart 2024": a month's name is no town of Texas
        names = [n for n in names if not (date_span[0] <= n.start and n.end <= date_span[1])]
    event_sentence = bisect_right(starts, date_span[0]) - 1 if date_span else 0
    if event_sentence and not any(n.sentence == event_sentence for n in names):
        event_sentence = 0  # "... leaving Agadez, Niger June 1. Picture taken May 27, 2018."
        # and no name is next to the date: "... in London. Picture date: Sunday May 7, 2023."
        date_span = None
    chains = _chains(masked, names)
    sentence_end = starts[event_sentence + 1] if event_sentence + 1 < len(starts) else len(text)
    # soft context: states whose offices the sentence names ("B.C. Premier"), countries
    # an event there is named after ("the Monaco Grand Prix, Monte Carlo")
    hints = titled_states(text, starts[event_sentence], sentence_end)
    events = [n.text for n in names if n.names_an_event and n.sentence == event_sentence]
    if events:
        hints += tuple(events)
    # "in Odessa ... a day after a gunman killed seven people in West Texas": a state the
    # sentence names is context for its other towns
    states = [n.text for n in names if n.sentence == event_sentence and not n.is_country
              and n.text in STATE_COUNTRY and "admin1" in n.kinds]
    if states:
        hints += tuple(dict.fromkeys(states))
    # "... in Odessa, where dozens died. Ukraine on May 2, 2024 marked ...": with none in
    # its own sentence, a country the caption names elsewhere is the context of a lone name
    # (a demonym in the sentence says more: "Bolivian ex-president ... march in La Paz")
    elsewhere = () if any(
        n.role == "demonym" and n.sentence == event_sentence for n in names
    ) else tuple(
        dict.fromkeys(n.text for c in chains for n in c if n.is_country and not n.nationality)
    )
    # "... the Durham Miners' Gala in Durham. Owen Humphreys/PA Wire": a national
    # agency's caption that names no country is of its own (see _choose)
    house = gazetteer.country(home) if home else None
    # ... unless it names its own country's people, as it does abroad ("England's Joe Root
    # bats during the first Ashes Test in Perth")
    own = (house.name,) if house and not elsewhere and not any(
        n.role == "demonym" or (n.nationality and n.country_code == home) for n in names
    ) else ()
    chosen, resolution = _choose(
        text, chains, event_sentence, date_span, gazetteer, hints, elsewhere, own, other_days
    )
    if resolution is None and chains:
        log.debug("no place resolved among %s", [c[0].text for c in chains])
    mentions = _assign_roles(names, chosen, chains, event_sentence)
    event = next((m for m in mentions if m.role == "event"), None)
    return EventPlace(event, resolution, mentions)


# --- reading names ----------------------------------------------------------


def _read_names(
    text: str, gaz: Gazetteer, starts: list[int], endings: dict[int, str] | None = None
) -> tuple[list[PlaceName], str]:
    """Every gazetteer name written as a proper name, with the cues around it.

    ``endings`` are the Turkish case endings after names (see :mod:`.suffixes`): a name
    in the locative is cued as "in" cues it. Also returns the caption with demonyms
    lower-cased (see :func:`_lower_demonyms`).
    """
    matches = gaz.find_names(text)
    if not matches:
        return [], text
    # Demonyms are adjectives in a cue path ("in the northern Syrian town of"):
    # read the context with them lower-cased so they do not break the path.
    masked = _lower_demonyms(text, matches)
    names: list[PlaceName] = []
    floor = 0
    s_index = 0
    skip_to = 0
    for k, m in enumerate(matches):
        if m.start < skip_to:
            continue
        while s_index + 1 < len(starts) and m.start >= starts[s_index + 1]:
            s_index += 1
        s_start = starts[s_index]
        if not (
            is_proper_name(text, m.start, m.end, s_start)
            or (m.end - m.start < 3 and _short_name_stands(text, matches, k))
            or (endings and m.end in endings)  # "Van'ın": only a proper name takes an ending
            or _after_a_demonym(text, matches, k)  # "Finnish Lapland", "Iraqi Kurdistan"
        ) or (m.key in MONTHS and _is_month(text, matches, k)) or _opens_with_date(text, m) \
                or _in_a_noun_first_name(text, m.start):
            continue
        name = PlaceName(
            m.start,
            m.end,
            m.text,  # text[m.start : m.end]
            m.kinds,
            m.country_code,
            s_index,
            is_country="country" in m.kinds and not _city_abroad(gaz, m),
        )
        if name.is_country and country_as_modifier(text, m.start, m.end):
            name.role, name.is_country = "demonym", False  # "U.S. troops", "a U.S. Army helicopter"
            names.append(name)
            continue
        if "demonym" in m.kinds and not (
            "place" in m.kinds and _country_follows(text, matches, k, kinds=("country",))
        ):  # "Malian soldiers": a demonym, even if a village is so named (not "Roman, Romania")
            name.role = "demonym"
            if text.startswith(" capital", m.end) and m.country_code:
                _as_capital(name, text, gaz, m.country_code, masked, floor, s_start)
            names.append(name)
            continue
        _read_context(name, text, masked, floor, s_start)
        if endings and name.cue is None and endings.get(m.end) in LOCATIVE:
            name.cue = "at"  # "Ankara'da": in Ankara
        if name.is_country and name.cue is None:
            name.nationality = _is_nationality(name, text, matches, k)
        if name.role == "context" and _owner_of_a_person(name, text, matches, k):
            name.role = "metonym"
        elif _brand_after_the(name, text):
            name.role, name.cue = "organisation", None
        elif _opens_a_compound_name(text, matches, k):
            name.role, name.kinds, name.is_country = "context", frozenset(), False
        if text.startswith(", ", m.end):
            state = state_after(text, m.end)
            if state is not None and _country_code_after(gaz, m, text[m.end + 2 : state[1]]):
                state = None  # "BERLIN, DE -": Germany's code, not Delaware's
            if state is not None:
                name.state, skip_to = state  # "Que." is Quebec, not the Vietnamese town Quế
                if "place" in m.kinds:
                    name.is_country = False  # "Lebanon, N.H.": a town
        elif name.facility or name.kind_hint:
            # "Dover Air Force Base, Del.", "South Lebanon Township, Pa.": the town's
            # state, after the facility's name or the kind of place
            run = _CAPITALISED_RUN.match(text, m.end + 1) if text.startswith(" ", m.end) else None
            state = state_after(text, run.end()) if run else None
            if state is not None:
                name.state = state[0]
        prev = names[-1] if names else None
        if prev is not None and m.text in COUNTY_COUNTRY and _COUNTY_GAP.fullmatch(
            text, prev.end, m.start
        ):
            name.county_of = COUNTY_COUNTRY[m.text]  # "Wells, Somerset", "Killarney, Co. Kerry"
        if (
            prev is not None
            and prev.role == "demonym"
            and prev.sentence == s_index
            and demonym_country_applies(text[prev.end : m.start])
        ):
            name.demonym_code = prev.country_code
        if m.common_word and (
            (
                name.cue is None
                and name.kind_hint is None
                and name.state is None
                and not _country_follows(text, matches, k)  # "Orange, southern France"
                and not (endings and m.end in endings)  # "Van'ın": the province
                # "Rochester, Victoria": a state written out after its town
                and not (m.text in STATE_COUNTRY and prev is not None
                         and text[prev.end : m.start] == ", ")
            )
            or text.startswith(" of ", m.end)
            or text.endswith(("the ", "The "), 0, m.start)
            or the_and_adjective_before(text, m.start)  # "the Western Wall"
            or time_of_before(text, m.start)  # "on the first day of Ramadan"
        ):
            # "Police", "Mission"; "the Port of Beirut", "the University of Mosul"; "on top
            # of the Wall": a caption word after "the" is the word
            continue
        names.append(name)
        if name.role != "organisation":
            floor = m.end
    return names, masked


_NOUN_FIRST_LINKS = frozenset("de du des del della di da do dos das la".split())  # noqa: SIM905


def _in_a_noun_first_name(text: str, start: int) -> bool:
    """True for a name inside a street's or an institution's, noun first ("Place du
    Luxembourg", "Universidad de Chile"); the word before it is looked at first."""
    if start < 4 or text[start - 1] != " ":
        return False
    word = text[text.rfind(" ", 0, start - 1) + 1 : start - 1]
    if not (word[:1].isupper() or word in _NOUN_FIRST_LINKS):
        return False
    return _NOUN_FIRST_BEFORE.search(text, max(0, start - 24), start) is not None


def _city_abroad(gaz: Gazetteer, m) -> bool:
    """True for a country's name that, written alone, names a city of a million people
    in another country: "Salvador" is Brazil's Salvador, not El Salvador."""
    if "place" not in m.kinds:
        return False  # the common case: "Syria"
    memo = memo_for(gaz)
    key = ("city abroad", m.text)
    found = memo.get(key)
    if found is None:
        resolution = gaz.resolve(m.text)
        place = gaz.place(resolution.place_id) if resolution is not None else None
        found = (
            place is not None
            and place.kind not in AREA_KINDS
            and place.country_code != m.country_code
            and place.population >= _CITY_ABROAD_POP
        )
        memo[key] = found
    return found


def _owner_of_a_person(name: PlaceName, text: str, matches: list, k: int) -> bool:
    """True for a town written as the owner of a person: "Everton's Dwight McNeil",
    "Chelsea's Cole Palmer" (a team). "Syria's Idlib province" owns a place and
    stays; a country owning a person ("Brazil's Neymar") is left to the country rules.
    """
    end = name.end
    if name.cue or name.is_country or not text.startswith(("'s ", "’s "), end):
        return False
    after = end + 3
    run = _CAPITALISED_RUN.match(text, after)
    if run is None:
        return False
    nxt = matches[k + 1] if k + 1 < len(matches) else None
    # a place owned is written whole as a name; a person's name runs on past it
    return not (nxt is not None and nxt.start == after and nxt.end >= run.end())


def _country_code_after(gaz: Gazetteer, m: NameMatch, written: str) -> bool:
    """True when a two-letter code after a town is a country's that has the town: stock
    captions write "BERLIN, DE" and "LIMA, PE", AP "Springfield, IL" (no Springfield in
    Israel) and "San Jose, CA" (none in Canada)."""
    return (
        len(written) == 2
        and gaz.country(written) is not None
        and gaz.resolve(m.text, country_codes=(written,)) is not None
    )


def _after_a_demonym(text: str, matches: list, k: int) -> bool:
    """True for a capitalised name right after a demonym, which says whose part it is:
    "Finnish Lapland", "Iraqi Kurdistan" (is_proper_name reads it as a name's tail)."""
    if not k:
        return False
    prev, m = matches[k - 1], matches[k]
    return "demonym" in prev.kinds and prev.end + 1 == m.start and text[m.start].isupper()


def _brand_after_the(name: PlaceName, text: str) -> bool:
    """True for a town's name written as a brand's after "the": "in the Nathan's Famous
    Hot Dog Eating Contest". A place owning a thing takes no article ("Syria's Idlib");
    the few written with one ("the Bronx's", "the Hague's") are areas, not towns."""
    end = name.end
    return (
        name.after_the
        and not name.is_country
        and "place" in name.kinds
        and text.startswith(("'s ", "’s "), end)
        and text[end + 3 : end + 4].isupper()
        and name.text not in _NAMES_WITH_THE
    )


_NAMES_WITH_THE = frozenset({"Bronx", "Hague", "Wirral", "Algarve", "Punjab", "Crimea"})


def _is_nationality(name: PlaceName, text: str, matches: list, k: int) -> bool:
    """True for a country named as a person's: "Brazil's Ayrton Senna", "Pete Sampras of
    the United States". It says who, not where: no context for the caption's towns."""
    if text.startswith(("'s ", "’s "), name.end):
        run = _CAPITALISED_RUN.match(text, name.end + 3)
        nxt = matches[k + 1] if k + 1 < len(matches) else None
        return run is not None and not (
            nxt is not None and nxt.start == name.end + 3 and nxt.end >= run.end()
        )  # "Syria's Idlib province" owns a place
    if not text.endswith((" of ", " of the "), 0, name.start):
        return False
    before = _PERSON_OF.search(text, max(0, name.start - 30), name.start)
    return before is not None and before.group(1).lower() not in _STATE_WORDS


def _opens_a_compound_name(text: str, matches: list, k: int) -> bool:
    """True for a name joined by a hyphen to a capitalised word that is no place:
    "Dartmouth-Hitchcock Medical Center" (but "the Poland-Belarus border" joins two)."""
    end = matches[k].end
    if not text.startswith("-", end) or not text[end + 1 : end + 2].isupper():
        return False
    return not (k + 1 < len(matches) and matches[k + 1].start == end + 1)


def _is_month(text: str, matches: list, k: int) -> bool:
    """True when a month or weekday name is used as one ("on March 18", "in March").

    It is a place only when a country or province follows it as its container
    ("March, Cambridgeshire"); a date next to it settles it as a date.
    """
    m = matches[k]
    if is_date_word(text, m.start, m.end):
        return True
    nxt = matches[k + 1] if k + 1 < len(matches) else None
    return not (
        nxt is not None
        and nxt.start - m.end <= 2
        and text[m.end] == ","
        and ("country" in nxt.kinds or "admin1" in nxt.kinds)
    )


def _short_name_stands(text: str, matches: list, k: int) -> bool:
    """True for a one- or two-letter name that is surely a place.

    Short capitalised words are mostly not places ("IS", "Ye"), but a country
    code is ("UK"), and so is a town its country follows: "Bo, Sierra Leone",
    "Wa, Ghana".
    """
    m = matches[k]
    if not text[m.start].isupper():
        return False
    if "country" in m.kinds:
        return True
    return _country_follows(text, matches, k, kinds=("country",))


def _country_follows(
    text: str, matches: list, k: int, kinds: tuple[str, ...] = ("country", "admin1")
) -> bool:
    """True when a country (or province) is written right after the name, as its
    container: "Bo, Sierra Leone", "Orange, southern France"."""
    m = matches[k]
    nxt = matches[k + 1] if k + 1 < len(matches) else None
    if nxt is None or nxt.common_word or not any(kind in nxt.kinds for kind in kinds):
        return False
    gap = text[m.end : nxt.start]
    return gap == ", " or _CONTAINER_GAP.fullmatch(gap) is not None


def _opens_with_date(text: str, m) -> bool:
    """True for a name that opens with a month written as a date: "October 6, 2002" is
    a date, though "October 6" is also a name of an Egyptian city."""
    head, space, _ = m.key.partition(" ")
    return bool(space) and head in MONTHS and is_date_word(text, m.start, m.start + len(head))


def _lower_demonyms(text: str, matches: list) -> str:
    """``text`` with demonyms lower-cased (same length, so offsets still hold)."""
    pieces: list[str] = []
    last = 0
    for m in matches:
        if "demonym" in m.kinds:
            pieces += (text[last : m.start], text[m.start : m.end].lower())
            last = m.end
    if not pieces:
        return text
    pieces.append(text[last:])
    return "".join(pieces)


def _as_capital(
    name: PlaceName, text: str, gaz: Gazetteer, code: str, masked: str, floor: int, s_start: int
) -> None:
    """Turn "the Syrian capital" into a mention of Damascus."""
    country = gaz.country(code)
    if country is None or not country.capital:
        return
    name.capital_of = country.capital
    name.kinds = frozenset({"place"})
    name.is_country = False
    name.role = "context"
    name.end = text.index("capital", name.end) + len("capital")
    name.text = text[name.start : name.end]
    name.cue = read_before(masked, name.start, max(floor, s_start))
    if name.cue is None and masked[max(0, name.start - 4) : name.start].lower() == "the ":
        name.cue = read_before(masked, name.start - 4, max(floor, s_start))


def _read_context(name: PlaceName, text: str, masked: str, floor: int, s_start: int) -> None:
    """Set the cue, feature kind and role of one place name from its neighbours."""
    after = read_after(text, name.end)
    name.kind_hint = after.kind_hint
    name.facility = after.facility
    start = name.start
    before = (
        organisation_before(text, start)
        if text.startswith(" of ", start - 4) or text.startswith("of the ", start - 7)
        else None
    )
    if after.organisation or before == "organisation":
        name.role = "organisation"
        return
    name.facility = name.facility or before == "facility"
    # "Emirates Stadium": a country's name (and no town's) on a building is a brand
    brand = after.facility and name.is_country and "place" not in name.kinds
    storm = names_a_storm(text, start)
    if after.part_of_name or brand or storm or (before is None and water_body_before(text, start)):
        name.names_an_event = name.is_country and after.part_of_name
        name.role = "context"
        name.kinds = frozenset()
        name.is_country = False
        return
    name.cue = read_before(masked, name.start, max(floor, s_start))
    name.after_the = text[max(0, start - 4) : start] in ("the ", "The ") \
        or the_and_adjective_before(text, start)  # "the White House", "the Western Wall"
    if name.cue is None and "formerly" in text[max(0, start - 24) : start]:
        name.cue = _cue_of_the_new_name(text, masked, start, max(floor, s_start))
    if after.edition and name.cue is None:
        # "Paris 2024 Olympics - Surfing - Teahupo'o, Tahiti": the edition's place gives way
        # to a venue the sentence names ("at the Athens 2004 Olympic Games" is the venue)
        name.edition = True
        name.names_an_event = name.is_country
    if (
        name.cue is None
        and text.find(", ", max(0, start - 14), start) >= 0
        and _COMPASS_AFTER_COMMA.search(text, max(0, start - 20), start)
    ):
        name.cue = "at"  # "on the Falls Road, west Belfast": the part of the city it is in
    if name.cue == "near" and _BEARING.search(text, max(0, start - 24), start):
        name.bearing = True
    if name.cue is None and (after.metonym or is_side(text, start, name.end)):
        name.role = "metonym"
    if "admin1" in name.kinds and "place" not in name.kinds and name.kind_hint is None:
        name.kind_hint = "admin1"
    if name.kind_hint is None and not name.is_country:
        called = kind_called_before(text, start)  # "pictures of the village of Hallstatt"
        if called == "region" or name.cue is None:
            name.kind_hint = called  # "en la región de Valparaíso": the region, cued or not
    if name.kind_hint is None and island_of_before(text, start):
        name.kind_hint, name.island = "region", True  # "Kuta, on the island of Bali": an area
    elif name.kind_hint is None and text.endswith(("Co. ", "Co ", "County "), 0, start):
        name.kind_hint = "region"  # "Bray, Co Wicklow": the county, not its county town
    if (
        not name.is_country
        and text[start - 2 : start - 1] in _COMPASS_ENDINGS
        and _COMPASS_IN_NAME.search(text, max(0, start - 10), start)
    ):
        name.kind_hint = "region"  # "the Northern Rivers region": a region read by its tail


def _cue_of_the_new_name(text: str, masked: str, start: int, floor: int) -> str | None:
    """The cue of a renamed place, for its old name: "in Chhatrapati Sambhajinagar,
    formerly Aurangabad" (the new name the gazetteer does not know) is "in" Aurangabad."""
    renamed = _FORMERLY.search(text, max(floor, start - 80), start)
    return read_before(masked, renamed.start(1), floor) if renamed else None


# --- chains and the choice of the event place -------------------------------


def _chains(masked: str, names: list[PlaceName]) -> list[list[PlaceName]]:
    """Group consecutive place names that form one place phrase.

    ``masked`` is the caption with demonyms lower-cased, so "Hebron, in the
    Israeli-occupied West Bank" links across the demonym.
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
        if prev is None or prev.sentence != name.sentence:
            chains.append([name])
            continue
        gap = masked[prev.end : name.start]
        if demonym is not None and prev.end <= demonym.start:
            # "Cordoba, in the Mexican state of Veracruz": the demonym is an adjective
            gap = masked[prev.end : demonym.start] + masked[demonym.end : name.start]
        if (
            is_link_gap(gap) or (gap == " (" and masked.startswith(")", name.end))
        ) and not _no_container_after(chains[-1], name, gap, masked):
            # "Aurangabad (Bihar)": a state in brackets after its town contains it
            name.linked = True
            chains[-1].append(name)
        else:
            chains.append([name])
    return chains


def _no_container_after(
    chain: list[PlaceName], name: PlaceName, gap: str, masked: str
) -> bool:
    """True when the lone name of ``chain`` does not join the place ``name`` after it:

    * a country named by no locative word, before a town: "the match between Brazil
      and South Korea at Stadium 974 in Doha", "which separates Bangladesh from
      Myanmar, in Teknaf" ("in Syria, in the town of Douma" and "Qatar's Doha" join);
    * a place things go to or come from, before a town: "a caravan heading to Mexico
      City in Tapachula" ("from Tapachula, in the southern state of Chiapas" joins).
    """
    head = chain[0]
    if len(chain) > 1 or head.cue is not None or gap.startswith(("'s", "’s")) or gap == ", ":
        return False  # "RUSSIA, ST PETERSBURG - JUNE 7, 2024:" is a country before its town
    if head.is_country and head.kind_hint is None:
        return True
    area = name.is_country or "admin1" in name.kinds or name.kind_hint in ("admin1", "region")
    return not area and (
        _ORIGIN_BEFORE.search(masked, max(0, head.start - 24), head.start) is not None
        or journey_to_before(masked, head.start)
    )


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
) -> tuple[list[PlaceName] | None, Resolution | None]:
    """Pick the event chain by the order of preference in the module docstring.

    ``elsewhere`` are the countries named in other sentences: context for a lone name
    when the event sentence names none. ``home`` is the country of the credit's house
    when the caption names none: context for a phrase that names no country or state,
    unless it is a national capital ("Paris" by PA is still France's).

    The countries named in the event sentence are context for a chain that names no
    country of its own; ``hints`` (see :func:`extract_event_place`) are too, unless
    the chain is a national capital without them.
    """
    ranked = []
    for index, chain in enumerate(chains):
        tier = _tier(text, chain, event_sentence, date_span, other_days)
        if tier is not None:
            # of two chains next to the event date, the nearer is the place
            gap = _date_gap(chain, date_span) if tier in _ADJACENT_TIERS else 0
            ranked.append((tier, gap, index))
    ranked.sort()
    # a country things came from or went to ("tras nueve días de navegación desde Nuadibú
    # (Mauritania)") is no context for the place of the picture
    origins = {index for tier, _, index in ranked if tier in (_ORIGIN_TIER, _JOURNEY_TIER)}
    countries = tuple(
        dict.fromkeys(
            n.text
            for i, c in enumerate(chains)
            if i not in origins
            for n in c
            if n.is_country and n.sentence == event_sentence and not n.nationality
        )
    )
    fallback: tuple[list[PlaceName], PlaceName, Resolution] | None = None
    anchor: Resolution | None = None  # the dated dateline's town, looked up when first needed
    anchor_read = False
    for tier, _, index in ranked:
        if fallback is not None and tier >= _ORIGIN_TIER:
            # "who fled El Fasher rest at Tawila camp, North Darfur": the province, rather
            # than a place people came from or one of another sentence
            break
        chain = _qualified_twin(chains[index], chains)
        found = resolve_phrase(chain, gaz, countries)
        if elsewhere and not countries and len(chain) == 1 and not _stands_alone(gaz, found):
            found = resolve_phrase(chain, gaz, elsewhere) or found
        elif home and _unqualified(chain) and found and not is_capital(gaz, found[1]):
            found = resolve_phrase(chain, gaz, home) or found
        own_hints = tuple(h for h in hints if all(n.text != h for n in chain))
        if own_hints and found is not None and not is_capital(gaz, found[1]):
            # "B.C. Premier ... in Victoria": the province's Victoria; but a capital
            # stays itself ("Texas Gov. Greg Abbott visits Paris"), and a state is no
            # context for its own name ("in Victoria")
            found = resolve_phrase(chain, gaz, countries + own_hints) or found
        if found is None:
            continue
        name, resolution = found
        if tier < _DATED_DATELINE_TIER:
            if not anchor_read:
                anchor, anchor_read = _dateline_town(chains, ranked, gaz, countries, name), True
            if anchor is not None and far_from(resolution, anchor, CHAIN_SPREAD_KM):
                continue  # "LONDON, ENGLAND - NOVEMBER 06: ... at Stamford Bridge": not Yorkshire
        if resolution.kind in ("country", "admin1") and (
            tier in _FINE_TIERS or any(n.island for n in chain)
        ):
            # its town (or island) did not resolve: keep the country, but look for a town
            fallback = fallback or (chain, name, resolution)
            continue
        better = None
        if tier == _DATED_DATELINE_TIER:
            # "KUPIANSK, UKRAINE - SEPTEMBER 28: ... in Kupiansk-Vuzlovyi, a railway town
            # southeast of Kupiansk": the town the event sentence names by it is finer
            better = _town_by(chains, ranked, gaz, countries, 1, resolution, _BY_THE_DATELINE_KM)
        elif name.bearing:
            # "AL-AHMADI, Kuwait (Reuters) - ... in the Burgan field south of Kuwait City":
            # the dateline's town, by the bearing's reference, is where the photo is
            # so is a town the sentence names uncued by it: "... San Fernando city, Pampanga
            # province, north of Manila"
            better = _town_by(
                chains, ranked, gaz, countries, _DATELINE_TIER, resolution, _BEARING_REACH_KM
            )
            listed = [r for r in ranked if _listed_before(text, chains[r[2]], name)]
            for town_tier in (4, 5):
                if better is None:
                    better = _town_by(
                        chains, listed, gaz, countries, town_tier, resolution, _BEARING_REACH_KM
                    )
        elif (
            name.kind_hint in _CITY_PARTS
            and len(chain) == 1
            and resolution.kind in _TOWN_KINDS
            and population_of(gaz, resolution) < _VILLAGE_POP
        ):
            # "SOFIA (BTA) - ... in the Lozenets district": a district the gazetteer knows
            # only as a faraway village is one of the dateline's city ("KYIV (Reuters) - ...
            # in the Bakhmut district" is Bakhmut's)
            better = _dateline_city_far_from(chains, ranked, gaz, countries, resolution)
        if better is not None:
            chain, name, resolution = better
        name.role = "event"
        return chain, resolution
    if fallback is not None:
        fallback[1].role = "event"
        return fallback[0], fallback[2]
    return None, None


def _stands_alone(gaz: Gazetteer, found: tuple[PlaceName, Resolution] | None) -> bool:
    """True for a place no country named in another sentence can move: a capital or a city
    of a million ("in Paris ... The United States topped the medal table")."""
    if found is None:
        return False
    resolution = found[1]
    return is_capital(gaz, resolution) or population_of(gaz, resolution) >= _CITY_ALONE_POP


def _listed_before(text: str, chain: list[PlaceName], bearing: PlaceName) -> bool:
    """True for a place phrase written in the same list just before a bearing: "San
    Fernando city, Pampanga province, north of Manila" (not "Irpin volunteers clear
    debris in a village north of Kyiv")."""
    return chain[-1].end <= bearing.start and is_listing_gap(text, chain[-1].end, bearing.start)


def _unqualified(chain: list[PlaceName]) -> bool:
    """True for a phrase that names no country, state or county of its own."""
    return not any(n.is_country or n.state or n.county_of for n in chain)


def _qualified_twin(chain: list[PlaceName], chains: list[list[PlaceName]]) -> list[PlaceName]:
    """The chain itself, or for a lone name the chain that writes the same name with its
    state or country: "... through downtown Greenville on August 5 in Greenville,
    California" names one Greenville, the one in California."""
    head = chain[0]
    if len(chain) > 1 or head.state or len(chains) < 2:
        return chain
    for other in chains:
        if (
            other[0] is not head
            and (len(other) > 1 or other[0].state)
            and other[0].text.casefold() == head.text.casefold()
        ):
            return other
    return chain


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
        ):
            return chains[index], found[0], found[1]
    return None


def _dateline_city_far_from(
    chains: list[list[PlaceName]],
    ranked: list,
    gaz: Gazetteer,
    countries: tuple[str, ...],
    place: Resolution,
) -> tuple[list[PlaceName], PlaceName, Resolution] | None:
    """The dateline's town, when ``place`` lies farther from it than a place phrase reaches."""
    for tier, _, index in ranked:
        if tier in (_DATED_DATELINE_TIER, _DATELINE_TIER):
            found = resolve_phrase(chains[index], gaz, countries)
            if found is not None and found[1].kind in _TOWN_KINDS \
                    and far_from(found[1], place, CHAIN_SPREAD_KM):
                return chains[index], found[0], found[1]
    return None


def _dateline_town(
    chains: list[list[PlaceName]],
    ranked: list,
    gaz: Gazetteer,
    countries: tuple[str, ...],
    named: PlaceName,
) -> Resolution | None:
    """The town of a dated dateline ("LONDON, ENGLAND - NOVEMBER 06:"), if it resolves.

    Such a dateline names where the picture was taken: a place the caption puts
    the event at must lie near it. None also when the dateline names ``named``
    itself ("ALEPPO, SYRIA - DECEMBER 15: ... in Aleppo"): nothing to check.
    """
    for tier, _, index in ranked:
        if tier == _DATED_DATELINE_TIER:
            if chains[index][0].text.casefold() == named.text.casefold():
                return None
            found = resolve_phrase(chains[index], gaz, countries)
            if found is not None and found[1].kind not in AREA_KINDS:
                return found[1]
    return None


def _tier(
    text: str,
    chain: list[PlaceName],
    event_sentence: int,
    date_span: tuple[int, int] | None,
    other_days: tuple[tuple[int, int], ...] = (),
) -> float | None:
    """Preference of a chain as the event place (lower is better; None: never).

    In the event sentence: 0 cued, finer than a country or province, and right
    next to the event date ("in Sanaa, Yemen December 11"; "on December 15, 2016
    in the city of Aleppo"); 0.5 a dated dateline ("KABUL, AFGHANISTAN -
    AUGUST 16:"), which names where the picture was taken; 1 cued and fine; 1.5 fine but cued "near X" or
    "east of X", which only locates the photo ("at the Zaatari camp, near the
    city of Mafraq": the camp); 2 a cued country or province alone.
    2.9 the town of an archive dateline ("INDIA. Calcutta. 1979."); 3 a dateline.
    Uncued in the event sentence: 4 fine and next to the date,
    5 fine, 6 a country or province, 6.2 where a journey goes ("a flight to Manila"),
    6.5 a place things came "from", either place of "between X and Y", or one of
    another event ("a week after an operation in Jenin", "who died in Havana on
    November 25"; see :func:`_of_another_event`). 7 cued in another sentence.
    """
    cued = False
    fine = False
    for n in chain:
        if n.cue or (n.kind_hint and not n.is_country):
            cued = True
        if not n.is_country and n.kind_hint not in ("admin1", "region"):
            fine = True
    in_sentence = chain[0].sentence == event_sentence
    adjacent = date_span is not None and _next_to_date(chain, date_span)
    if fine and (
        dated_dateline(text, chain) or after_dateline_date(text, chain)
    ):
        return _DATED_DATELINE_TIER
    if in_sentence and (
        _of_another_event(text, chain, date_span, other_days)
        or (cued and (_from_the_town_of(text, chain[0].start)
                      or _home_of_a_person(text, chain[0].start)))
    ):
        return _ORIGIN_TIER
    if in_sentence and cued:
        if chain[0].cue == "near":
            # "near Mafraq" locates the photo; "near the border with Kenya's Maasai Mara" says
            # the place is in another country: after every uncued country of the sentence
            return _NEAR_TIER if fine else _ORIGIN_TIER
        if fine:
            return 0 if adjacent else 1
        return 2
    if opens_caption(text, chain) and is_dateline(text, chain):
        return _DATELINE_TIER
    if archive_dateline_town(text, chain) or heading_place(text, chain):
        return _ARCHIVE_TOWN_TIER
    if in_sentence:
        if chain[0].nationality or _ORIGIN_BEFORE.search(
            text, max(0, chain[0].start - 24), chain[0].start
        ) or between_before(text, chain[0].start):
            # "Refugees from Syria arrive ...", "a truck bound for Sebha", "the final between
            # Kerry and Galway at Croke Park, Dublin"
            return _ORIGIN_TIER
        if journey_to_before(text, chain[0].start):
            return _JOURNEY_TIER
        if chain[0].edition:
            return _EDITION_TIER if fine else 6
        return (4 if adjacent else 5) if fine else 6
    return 7 if cued else None


def _home_of_a_person(text: str, start: int) -> bool:
    """True for a place named as where someone was born or grew up."""
    low = max(0, start - 16)
    window = text[low:start]
    if "grew" not in window and "native" not in window and "hails" not in window:
        return False
    return _HOME_BEFORE.search(text, low, start) is not None


def _shown_on_a_screen(text: str, low: int, start: int) -> bool:
    """True when the last screen or broadcast word before ``start`` opens the clause the
    place is in ("a screen showing ... at parliament in New Delhi"), not an earlier one
    ("a TV screen showing the launch, at a railway station in Seoul")."""
    if not (
        text.find("showing", low, start) >= 0
        or text.find("broadcast of", low, start) >= 0
        or text.find("feed of", low, start) >= 0
    ):
        return False  # most places: no screen word in reach, so no scanning
    shown = None
    for shown in _SHOWN_WORD.finditer(text, low, start):
        pass
    return shown is not None and _SHOWN_CLAUSE_END.search(text, shown.end(), start) is None


def _from_the_town_of(text: str, start: int) -> bool:
    """True for a place things came from, cued by its kind: "from the town of Marathon"."""
    low = max(0, start - 40)
    return text.find("from ", low, start) >= 0 and bool(_FROM_THE_TOWN_OF.search(text, low, start))


def _of_another_event(
    text: str,
    chain: list[PlaceName],
    date_span: tuple[int, int] | None,
    other_days: tuple[tuple[int, int], ...] = (),
) -> bool:
    """True for a place of an earlier or later event than the photo's: in a clause
    after the event date that dates it from the photo ("on January 29, 2025, a week
    after Israeli forces launched an operation in Jenin"), one people fled ("People
    fleeing the fighting in Khartoum wait at the port in Port Sudan"), one written
    with a day of its own (``other_days``: "who died in Havana on November 25"), where
    an earlier event began ("after weeks of protests that began in ... Jalal-Abad"), or
    what a screen shows ("watch a screen showing the budget speech in New Delhi")."""
    start = chain[0].start
    if _INTERVAL_AFTER.match(text, chain[-1].end):
        return True  # "rioting that began in Londonderry two days earlier"
    if other_days:
        on = _ON_A_DAY.match(text, chain[-1].end)
        if on is not None and any(span[0] == on.end() for span in other_days):
            return True  # "who died in Havana on November 25": that day's place, not the photo's
    wide = max(0, start - 80)
    if (
        text.find("began", wide, start) >= 0
        or text.find("started", wide, start) >= 0
        or text.find("erupted", wide, start) >= 0
        or text.find("broke out", wide, start) >= 0
    ) and _STARTED_IN.search(text, wide, start):
        return True  # "after weeks of protests that began in the southern cities of Jalal-Abad"
    if _shown_on_a_screen(text, max(0, start - 160), start):
        return True  # "Traders in Mumbai watch a screen showing the budget speech in New Delhi"
    low = max(0, start - 40)
    if (
        text.find("fle", low, start) >= 0
        or text.find("esca", low, start) >= 0
        or text.find("leaving", low, start) >= 0
    ) and (
        _FLED_IN.search(text, low, start)
    ):
        return True
    if date_span is None or date_span[1] > start:
        return False
    end = date_span[1]
    return (
        text.find("after", end, start) >= 0 or text.find("before", end, start) >= 0
    ) and _OTHER_EVENT.search(text, end, start) is not None


def _next_to_date(chain: list[PlaceName], date_span: tuple[int, int]) -> bool:
    """True when the event date follows the chain closely or the chain follows it."""
    before = date_span[0] - chain[-1].end
    after = chain[0].start - date_span[1]
    return 0 <= before <= _DATE_GAP_BEFORE or 0 <= after <= _DATE_GAP_AFTER


def _date_gap(chain: list[PlaceName], date_span: tuple[int, int] | None) -> int:
    """Characters between the chain and the event date ("'Sniper Alley' in Sarajevo 06
    December 1992": 1 for Sarajevo, 14 for Alley)."""
    if date_span is None:
        return 0
    return min(abs(date_span[0] - chain[-1].end), abs(chain[0].start - date_span[1]))


# --- roles of the other names -----------------------------------------------


def _assign_roles(
    names: list[PlaceName], chosen: list[PlaceName] | None, chains: list[list[PlaceName]], event_sentence: int
) -> tuple[PlaceMention, ...]:
    """Give every mention its final role, in text order."""
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
        out.append(PlaceMention(name.text, name.start, name.end, role))
    return tuple(out)
