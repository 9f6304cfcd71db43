"""How much a place phrase looks like the place of the photo: its tier.

:func:`tier_of` orders the place phrases of a caption (lower is better; see its
docstring for the tiers). The second step of :func:`.places.extract_event_place`, between
reading the names (:mod:`.place_reading`) and choosing one. It also knows the places of
other events than the photo's: where people came from or fled, where something earlier
began, what a screen shows, a place written with a day of its own.
"""

from __future__ import annotations

import re

from gazetteer import CITY_STATES

from .datelines import (
    after_dateline_date,
    agency_dateline,
    archive_dateline_town,
    archive_path_ends,
    dated_dateline,
    heading_place,
    is_dateline,
    opens_caption,
)
from .name_uses import between_before, journey_to_before, race_finish_at, race_start_at
from .phrases import PlaceName
from .sentences import COUNTED_INTERVAL, SPAN_OF_TIME

__all__ = [
    "ADJACENT_TIERS",
    "DATED_DATELINE_TIER",
    "DATELINE_TIER",
    "FINE_TIERS",
    "JOURNEY_TIER",
    "ORIGIN_BEFORE",
    "ORIGIN_TIER",
    "OTHER_SENTENCE_TIER",
    "an_earlier_step",
    "date_gap",
    "in_an_anniversary_clause",
    "lent_from",
    "tier_of",
]

# "Aleppo, Syria, Tuesday, December 6" / "December 15, 2016 in the embattled city of"
_DATE_GAP_BEFORE = 24
_DATE_GAP_AFTER = 40
# "near X" / "east of X" only locates the photo: after a place it is *at*
_NEAR_TIER = 1.5
DATED_DATELINE_TIER = 0.5
DATELINE_TIER = 3
CUED_AREA_TIER = 2  # a cued country or province alone
OTHER_SENTENCE_TIER = 7  # a place cued in another sentence than the event's
# "on the first day of the Appleby Horse Fair": a town an event is named after, cued only
# through the event, after a town cued itself, before a province
_CUED_EDITION_TIER = 1.4
_EDITION_TIER = 5.5  # "during the Paris 2024 Olympics": the host, after a venue named
_RACE_FINISH_TIER = 4  # a stage's finish town at its finish line: as an uncued town by the date
_RACE_TIER = 6.8  # "the Tour de France": its country, after the stage's towns, even "between"
_SUBJECT_TIER = 5.5  # an uncued word opening its sentence: after the sentence's other towns
_ARCHIVE_TOWN_TIER = 2.9  # "INDIA. Calcutta. 1979.": the town, just before the country
ARCHIVE_TOWN_TIER = _ARCHIVE_TOWN_TIER  # (for places: a heading's town, finer than its state)
_ARCHIVE_REGION_TIER = 2.95  # "FRANCE. Normandy. Omaha Beach.": the region, if no town
# "from X", "who fled X", "bound for X": where people or things came from or go, after
# every other uncued place
ORIGIN_BEFORE = re.compile(
    r"\b(?:(?<!seen )(?<!viewed )(?<!off )(?<!photographed )(?<!pictured )from"
    r"(?: neighbou?ring| nearby)?|fled|fleeing"
    r"|escaped|escaping"
    r"|bound for|headed for|heading (?:to|for)|en route to|on (?:their|its|his|her) way to"
    r"|destined for"
    # "from" in other languages: Spanish, French, Indonesian, German, Dutch, the Nordic ones
    r"|desde|depuis|dari|aus|uit|fra|från"
    # ... "among others" after it: "Boeren uit onder meer Gelderland"
    r"|(?:from|uit|aus|de|desde) (?:among others|onder meer|unter anderem|entre autres"
    r"|entre otros|entre outros)"
    # and after the participles of coming and leaving in Italian, Spanish and Portuguese
    # ("migranti partiti da Sfax", "procedentes de Honduras", "vindos de Angola")
    r"|(?:partit|arrivat|fuggit|scappat|salpat)[oaie] da(?:l|lla|llo|i|gli|lle)?"
    r"|provenient[ei] d[ae]|in fuga da"
    r"|procedentes? de|lleg(?:ad[oa]s?|an|a|ó|aron) de|huyendo de"
    # (Portuguese "de" with its article: "vindos do Mato Grosso do Sul", "oriundas da Bahia")
    r"|vind[oa]s? d[eoa]s?|oriund[oa]s? d[eoa]s?"
    r"|cheg(?:am|a|ou|aram|ad[oa]s?) d[eoa]s?|arriv(?:ano|a|ati|ate) da"
    # a boat's departure, with its time between: "partió hace diez días de Nuakchot"
    r"|(?:parti[óo]|partieron|zarp[óo]|zarparon)(?: [a-zéíóú]+){0,3} de"
    r"|venus? de|arrivés? de) (?:the )?$")
# words saying a picture was taken from where the place after "from" is
_CAMERA_WORD = re.compile(
    r"\b(?:views? of|seen|viewed|photographed|pictured"
    r"|(?:picture|photo|photograph|image|footage|video)s? (?:was |were )?(?:taken|shot|filmed))\b")
# "who grew up in Brisbane", "a native of Rosario": a person's home, not the photo's place
# (not "born in": "a baby born in Kharkiv sleeps in a metro station" is in Kharkiv)
_HOME_BEFORE = re.compile(r"\b(?:grew up|native of|hails from)(?: in)? $"
                          # the Romance languages' "native of": "il boss Matteo Messina
                          # Denaro, originario di Castelvetrano", "originaire de Lyon"
                          r"|\b(?:originari[oae]|originaire|oriund[oa]|nativ[oa])"
                          r" (?:di|de|da|do) $"
                          # (Spanish and Portuguese "natural de" in an aside on a person,
                          # "el detenido, natural de Ceuta": not "el parque natural de
                          # Doñana", "la reserva natural de Monfragüe", "gas natural de")
                          r"|, natural (?:de|da|do) $"
                          r"|(?<!was )(?<!were )(?<!is )(?<!are )\b(?:based|stationed|headquartered"
                          r"|home-ported|homeported) (?:in|at|out of) $")
# ... but a birthplace set off by commas is a person's, told in an aside: "the actress, born
# in Casablanca, poses", "l'actrice, née à Casablanca,", "el cantante, nacido en Rosario,"
_BORN_ASIDE = re.compile(r", (?:born|n[ée]e?s?|nacid[oa]s?|nat[oa]|nati|nascid[oa]s?)"
                         r" (?:in|à|en|a|em|no|na) $")
# "from the town of Marathon": a cued place things came from
_FROM_THE_TOWN_OF = re.compile(
    r"\bfrom (?:the )?(?:[a-z]+ ){0,2}(?:town|city|village|port|capital) of (?:the )?$")
_EVENT_IN = re.compile(r"\b(?:World Cup|Olympics|Olympic Games|Paralympics|Expo|Euro \d{4}"
                       r"|World Championships?|Eurovision(?: Song Contest)?) in (?:the )?$")
_VICTIMS_OF = re.compile(r"\bvictims of (?:[\w'’-]+ ){0,4}(?:on|in|at) (?:the )?$")
ORIGIN_TIER = 6.5
JOURNEY_TIER = 6.2
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
    r"|broadcast of|live feed of"
    # fans after watching a match played elsewhere (not "after watching the screening ...
    # at the Palais des Festivals in Cannes": where they watched it)
    r"|after watching(?= [^.;]{0,60}\b(?:beat|beats|defeat|defeated|won|win|match|game|final"
    r"|semi-final|played)\b))")
_SHOWN_CLAUSE_END = re.compile(r"[,;:.()]| as | while | where | when ")
# what may stand between a place and the day it is dated by: "in Havana on November 25"
# the day's span starts with its weekday, if written; a year's after "in"
# between a place and its own day: "in Havana on November 25", "en Iguala, Guerrero, el 26
# de septiembre de 2014", "in Bucha, March 2022"
_ON_A_DAY = re.compile(r",? (?:on|in|el|le|il|am|em|no|op|den|på|pada|tanggal) |, ")
_AND_ANOTHER_NAME = re.compile(r"(?:,? and |, )[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?")
_FLED_IN = re.compile(
    r"\b(?:fled|fleeing|escaped|escaping|after leaving)(?: (?!in\b|from\b)[A-Za-z]+){0,3}"
    r" (?:in|from|near) (?:the )?$"
    # "who fled fighting around Sake" (not "who fled Darfur queue around the Adre crossing")
    r"|\b(?:fled|fleeing|escaped|escaping)(?: the)? (?:fighting|clashes|shelling|violence"
    r"|attacks|bombing|bombardment|war) around (?:the )?$")
FINE_TIERS = frozenset({0, DATED_DATELINE_TIER, 1, _NEAR_TIER, 4, 5})
# tiers whose chains touch the event date: between two of them, the nearer wins
ADJACENT_TIERS = frozenset({0, 4})


# the kinds a name is read as that are no town: a province, a region, a state named on its
# own ("a ranch in Wyoming", see place_reading._a_state_alone)
_AREA_HINTS = ("admin1", "region", "state")
_RANKED_AREA_HINTS = ("admin1", "region")  # (see tier_of)


def _in_a_town_after(chain: list[PlaceName]) -> bool:
    """True when a town is written, cued, after the head of a "near" phrase: "outside La
    Moneda presidential palace in Santiago, Chile" is in Santiago, as "in Santiago" is (not
    "near Mafraq, Jordan", "near Kramatorsk in the Donetsk region": a country, a province)."""
    return any(n.cue not in (None, "near") and not n.is_country
               and n.kind_hint not in _AREA_HINTS for n in chain[1:])


# a national house's tag after its dateline's date, the month in lower case: TAP's "Tunis, 17
# déc. 2020 (TAP) -", ABP's "Porto-Novo, 8 janv. 2023 (ABP) -", AIP's "KORHOGO, 19 jan 2024
# (AIP)-", APS's "DAKAR, 3 mai 2023 (APS) -"
_HOUSE_DATELINE = re.compile(r",\s*\d{1,2}(?:er)? [a-zéû]{3,9}\.? \d{4}\s*\([A-Z][A-Za-z]{1,11}\)\s*[-–—]")


def house_dateline(text: str, chain: list[PlaceName]) -> bool:
    """True for a dateline a national house writes before its tag: its bureau's town and the
    story's day, not where the picture was taken, which a town the first sentence places the
    event in is ("Porto-Novo, 8 janv. 2023 (ABP) - ... dans un bureau de vote de Cotonou"),
    unless the body names the bureau's town again."""
    if text.find(chain[0].text, chain[-1].end) >= 0:
        return False  # the body names the bureau's town again: "... no bairro do Riboque, em
        # São Tomé" (read as the dated dateline it opens)
    return agency_dateline(text, chain) or (
        opens_caption(text, chain) and _HOUSE_DATELINE.match(text, chain[-1].end) is not None)


def tier_of(
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
    November 25", "after being loaded at warehouses in El-Arish"; see
    :func:`_of_another_event`). 7 cued in another sentence.
    """
    if ("ndated" in text or "NDATED" in text) and _death_of_an_undated_portrait(text, chain):
        return None
    cued = False
    fine = False
    for n in chain:
        if n.cue or (n.kind_hint and not n.is_country):
            cued = True
        if (not n.is_country and n.kind_hint not in _RANKED_AREA_HINTS) \
                or (n.is_country and n.country_code in CITY_STATES):
            fine = True  # (a city-state is a city: "HONG KONG - OCTOBER 28:"; a state named
            # alone ranks as a town, so that a town it holds may still be the place: "Trump's
            # Bedminster golf club in New Jersey", as an unread admin1 does)
    in_sentence = chain[0].sentence == event_sentence
    if in_sentence and chain[0].race and not fine:
        return _RACE_TIER  # "van de 'Ronde van Vlaanderen'": the region a race is named after
    adjacent = date_span is not None and _next_to_date(chain, date_span)
    if fine and (
        dated_dateline(text, chain) or after_dateline_date(text, chain)
    ) and not house_dateline(text, chain):
        return DATED_DATELINE_TIER
    if in_sentence and fine and _where_the_camera_stands(text, chain[0].start):
        return 0 if adjacent else 1  # "a view of Kinshasa ... from Brazzaville"
    if in_sentence and (
        _of_another_event(text, chain, date_span, other_days)
        or (cued and (_from_the_town_of(text, chain[0].start)
                      or lent_from(text, chain[0].start)
                      or _across_from(text, chain)
                      or _home_of_a_person(text, chain[0].start)
                      or _in_a_person_s_clause(text, chain[0].start, chain[-1].end)))
    ):
        return ORIGIN_TIER
    if in_sentence and cued and chain[0].cue is None and (
        not fine or chain[0].kind_hint is None
    ) and _origin_before(text, chain[0].start):
        # cued only by its kind or by its container's cue: "their exodus from Myanmar's
        # Rakhine state", "separated it from neighbouring Valga in Estonia" (not "launched
        # from Pyongyang International Airport", "evacuate from Nobo village")
        return ORIGIN_TIER
    if in_sentence and cued and (
        _intended(text, chain[0].start) or journey_to_before(text, chain[0].start)
    ):
        # "hoping to cross into Greece through the Kastanies crossing", "diretto ad Ancona"
        return JOURNEY_TIER
    if in_sentence and cued and not fine and _EVENT_IN.search(
        text, max(0, chain[0].start - 40), chain[0].start
    ):  # "on the opening day of the World Cup in Russia": the event's host, not the photo's
        return _EDITION_TIER
    if in_sentence and cued:
        if not fine and chain[0].cue == "at" \
                and text.endswith(("into ", "into the "), 0, chain[0].start):
            # a country things move into is where they go: "wait to cross back into Syria at
            # the crossing in Lebanon", "drive an armoured vehicle into Russia, near the border
            # in the Sumy region" (not "cross into Turkey at the Akcakale border gate": the
            # gate is where they are; and with no other place, it is still the place)
            return JOURNEY_TIER
        if chain[0].cue == "near" and not _in_a_town_after(chain):
            # "near Mafraq" locates the photo; "near the border with Kenya's Maasai Mara" says
            # the place is in another country: after every uncued country of the sentence;
            # but "off the coast of Mauritius" is at the country's shore
            if fine:
                return _NEAR_TIER
            return CUED_AREA_TIER if _COAST_OF.search(
                text, max(0, chain[0].start - 50), chain[0].start) \
                else ORIGIN_TIER
        if fine and chain[0].edition:
            return _CUED_EDITION_TIER  # "on Gathering Day of Puck Fair"
        if fine and _beside_the_subject_s_place(text, chain[0].start):
            return _NEAR_TIER  # "a shop in Baarle-Hertog next to a shop in Baarle-Nassau"
        if fine:
            return 0 if adjacent else 1
        return CUED_AREA_TIER
    if opens_caption(text, chain) and (is_dateline(text, chain) or agency_dateline(text, chain)
                                       or house_dateline(text, chain)):
        return DATELINE_TIER
    if archive_dateline_town(text, chain):
        # the path's last place, the finest, before those above it ("FRANCE. Normandy.
        # Bayeux. June 7th, 1944."), a region only when no town follows
        return _ARCHIVE_TOWN_TIER if fine and archive_path_ends(text, chain) \
            else _ARCHIVE_REGION_TIER
    if heading_place(text, chain):
        # (a country heading alone is the path's widest step: "Казахстан. Байконур. 11
        # сентября 2024.": the town after it)
        return _ARCHIVE_TOWN_TIER if fine else _ARCHIVE_REGION_TIER
    if in_sentence:
        if chain[0].race:
            return _RACE_TIER
        if race_finish_at(text, chain[0].start) or race_start_at(text, chain[0].start):
            # the finish town of a stage "between X and Y"; the start town of one "from X
            # to Y" at its start
            return _RACE_FINISH_TIER
        if chain[0].nationality or _origin_before(text, chain[0].start) \
                or between_before(text, chain[0].start):
            # "Refugees from Syria arrive ...", "a truck bound for Sebha", "the final between
            # Kerry and Galway at Croke Park, Dublin"
            return ORIGIN_TIER
        if journey_to_before(text, chain[0].start) or text.endswith(" via ", 0, chain[0].start):
            return JOURNEY_TIER  # (a course's waypoint: "from Brussels to Brussels via Charleroi")
        if chain[0].edition:
            return _EDITION_TIER if fine else 6
        if fine and not adjacent and _subject_opening_the_sentence(text, chain):
            return _SUBJECT_TIER
        return (4 if adjacent else 5) if fine else 6
    return OTHER_SENTENCE_TIER if cued else None


# where someone died, in the clause after "died": "... died on June 18, 2011, at his home in
# Lusaka" (not across a sentence: "He died in 2011. Mourners in Lusaka ...")
_DIED_AT = re.compile(r"\b(?:died|passed away)\b[^.;()]{0,60}?\b(?:in|at) (?:the )?$")
# ("Undated portrait of author Gabriel García Márquez, who died in Mexico City in 2014")
_UNDATED_PHOTO = re.compile(r"(?:^|\b(?:in an|an|this|in this|shown in an) )undated (?:file )?"
                            r"(?:photo|photograph|picture|image|portrait|handout)", re.IGNORECASE)


def _death_of_an_undated_portrait(text: str, chain: list[PlaceName]) -> bool:
    """True for where the subject of a portrait the caption calls undated later died ("Frederick
    Chiluba ... in an undated photo. Chiluba ... died on June 18, 2011, at his home in
    Lusaka"): an obituary's fact, not where the picture was taken, which it does not say."""
    start = chain[0].start
    return _DIED_AT.search(text, max(0, start - 80), start) is not None \
        and _UNDATED_PHOTO.search(text) is not None


def _subject_opening_the_sentence(text: str, chain: list[PlaceName]) -> bool:
    """True for one capitalised word opening a sentence before a lower-case one, the name of
    no town of note: the sentence's subject, which names a place only sometimes, and is
    often a word of another language ("Ondas galgam o molhe ... no Porto": waves, an
    alternate name of a French village; but "Kabul residents queue ...")."""
    start = chain[0].start
    return len(chain) == 1 and " " not in chain[0].text \
        and chain[0].population < _SUBJECT_TOWN_POP \
        and (start == 0 or text[:start].rstrip().endswith((".", "!", "?"))) \
        and _LOWER_WORD_AFTER.match(text, chain[0].end) is not None


_LOWER_WORD_AFTER = re.compile(r" [a-zà-ÿ]")
_SUBJECT_TOWN_POP = 50_000


def _where_the_camera_stands(text: str, start: int) -> bool:
    """True for the place a picture was taken from, which is the photo's place: "a view of
    Kinshasa across the Congo River from Brazzaville", "as seen from Mae Sot", "a picture
    taken from Mae Sot". Only "from" right after the verb ("seen arriving from Wuhan" is
    the subject's journey), or the first "from" of a view's clause."""
    if not text.endswith(("from ", "from the "), 0, start):
        return False
    low = max(0, start - 110)
    view = None
    for view in _CAMERA_WORD.finditer(text, low, start):
        pass
    if view is None:
        return False
    between = text[view.end() : start]
    if not view.group().startswith("view"):
        return between == " from " or between == " from the "  # "seen from Mae Sot"
    # "a view of Kinshasa across the Congo River from Brazzaville": one clause, no distance
    return between.count("from ") == 1 and not any(c in ".,;:()" or c.isdigit() for c in between)


def _home_of_a_person(text: str, start: int) -> bool:
    """True for a place named as where someone was born or grew up, or where a unit, a ship
    or a firm is based ("2nd Cavalry Regiment, based in Vilseck, Germany, react ... at the
    Joint Multinational Readiness Center in Hohenfels": its home, not the exercise's place)."""
    low = max(0, start - 18)
    window = text[low:start]
    if ", n" in window or ", b" in window:
        if _BORN_ASIDE.search(text, low, start) is not None:
            return True  # "L'actrice Nadia Benkirane, née à Casablanca, pose ... à Marrakech"
    if "grew" not in window and "native" not in window and "hails" not in window \
            and "based" not in window and "stationed" not in window \
            and "headquartered" not in window and "home-ported" not in window \
            and "rigin" not in window and "riund" not in window and "atura" not in window \
            and "ativ" not in window:
        return False
    return _HOME_BEFORE.search(text, low, start) is not None


# where people hope or try to go: "hoping to cross into Greece through the Kastanies
# crossing", "trying to reach Italy" (not "waiting to board a bus in Lesbos": they are there;
# nor "trying to reach Italy wait in Sfax": the clause ended)
_INTENT = re.compile(r"\b(?:hoping|trying|seeking|attempting|planning|wanting|hope|try|seek"
                     r"|attempt|plan|want|tried|sought|attempted|planned|wanted) to [a-z]+ ")
_INTENT_PATH = frozenset("into to through via across over the a an".split())  # noqa: SIM905


def _intended(text: str, start: int) -> bool:
    """True for a place in a clause of where people intend to go."""
    low = max(0, start - 70)
    if text.find(" to ", low, start) < 0:
        return False
    intent = None
    for intent in _INTENT.finditer(text, low, start):
        pass
    if intent is None:
        return False
    return all(word[0].isupper() or word in _INTENT_PATH
               for word in text[intent.end() : start].split())


_BIOGRAPHY = re.compile(r"(?:worked|spent|lived|grew up|served|was born|studied|taught|moved"
                        r"|emigrated|once|previously|used to)\b")


def _in_a_person_s_clause(text: str, start: int, end: int) -> bool:
    """True for a place inside a clause set off by commas that says who someone is: "Pope
    Leo XIV, who worked for years as a bishop in Peru, waves ... at the Vatican" (not
    "Residents who fled Mosul gather in Erbil": no comma, the clause is the subject's)."""
    if not text.startswith(",", end):
        return False
    who = text.rfind(", who ", max(0, start - 90), start)
    if who < 0 or any(c in ",.;:()" for c in text[who + 6 : start]):
        return False
    # a life's story, not where someone is now: "who is sheltering in Kharkiv", "who was
    # hiding in a basement in Mariupol", "who works at a mine in Pokrovsk" are the photo's
    return _BIOGRAPHY.match(text, who + 6) is not None


def _shown_on_a_screen(text: str, low: int, start: int) -> bool:
    """True when the last screen or broadcast word before ``start`` opens the clause the
    place is in ("a screen showing ... at parliament in New Delhi"), not an earlier one
    ("a TV screen showing the launch, at a railway station in Seoul")."""
    if not (
        text.find("showing", low, start) >= 0
        or text.find("broadcast of", low, start) >= 0
        or text.find("feed of", low, start) >= 0
        or text.find("after watching", low, start) >= 0  # "celebrate in Split after watching
        # their team beat England in the semi-final played in Moscow": what they saw
    ):
        return False  # most places: no screen word in reach, so no scanning
    shown = None
    for shown in _SHOWN_WORD.finditer(text, low, start):
        pass
    return shown is not None and _SHOWN_CLAUSE_END.search(text, shown.end(), start) is None


# the thing a subject is beside, and the place of that thing: "next to an open Dutch shop in"
_BESIDE_A_THING = re.compile(r"\b(?:next to|beside|alongside|opposite|across from|adjacent to)"
                             r" [^.;:()]{0,60}? (?:in|at) (?:the )?$")


# the town across a border or a river from the camera: "on the Iranian side of the crossing
# opposite Islam Qala", "the Egyptian town across from Rafah" (a town faced, not stood in)
_ACROSS_FROM = (" opposite ", " across from ")
_ACROSS_FROM_A_TOWN = (" opposite the town of ", " across from the town of ")


def _across_from(text: str, chain: list[PlaceName]) -> bool:
    """True for a town the camera faces across a border or a river: a name alone after
    "opposite" where the sentence tells of a border's or a river's side ("on the Iranian
    side of the crossing opposite Islam Qala,"), or one called a town ("opposite the town of
    Rafah in Gaza"); not a site with its town after it, which places the photo ("on
    Whitehall, opposite Downing Street, in London")."""
    start = chain[0].start
    return (len(chain) == 1 and text.endswith(_ACROSS_FROM, 0, start)
            and _A_BORDER_S_SIDE.search(text, max(0, start - 100), start) is not None) \
        or text.endswith(_ACROSS_FROM_A_TOWN, 0, start)


# what puts a town faced across a border or a river (not "a pub opposite Wembley": the
# stadium's district, where the fans are)
_A_BORDER_S_SIDE = re.compile(r"\b(?:side|border|crossing|frontier|river|bank|shore|strait"
                              r"|channel|lake)s?\b")
# a thing lent from a collection in a town: "exhibits on loan from the Palace Museum in
# Beijing", "a panda loaned by a zoo in Chengdu" (the lender's town, not the show's)
_LENT_FROM = re.compile(r"\b(?:on loan|loaned|lent|borrowed) (?:from|by) (?:the )?"
                        r"(?:[A-Z][\w'’.-]*(?: (?:of |and |for )?[A-Z][\w'’.-]*){0,5}|(?:an? )?[a-z]+) "
                        r"(?:in|at) (?:the )?$")


def lent_from(text: str, start: int) -> bool:
    """True for the town of a collection a thing in the picture is lent from: it is where
    the thing came from, not where it is shown."""
    if "loan" not in text and "lent" not in text and "borrowed" not in text:
        return False
    return _LENT_FROM.search(text, max(0, start - 80), start) is not None


def _beside_the_subject_s_place(text: str, start: int) -> bool:
    """True for the place of a thing the subject stands beside, when the clause has placed
    the subject before it ("A closed shop in the Belgian enclave of Baarle-Hertog next to
    an open Dutch shop in Baarle-Nassau"): it only locates the photo, the subject's place
    first (not "Residents stand next to a ruined house in Kharkiv": no place before)."""
    if "next to" not in text and " beside" not in text and "opposite" not in text \
            and "alongside" not in text and "across from" not in text \
            and "adjacent to" not in text:
        return False
    beside = _BESIDE_A_THING.search(text, max(0, start - 90), start)
    if beside is None:
        return False
    head = text.rfind(". ", 0, beside.start()) + 1
    return _PLACE_IN_BEFORE.search(text, max(head, beside.start() - 150), beside.start()) \
        is not None


_PLACE_IN_BEFORE = re.compile(r"\b(?:in|at) (?:the )?(?:[a-z]+ ){0,3}(?:of )?[A-Z]")


def _origin_before(text: str, start: int) -> bool:
    """True for a place after "from", "fleeing", "bound for" ..., or after such a word and
    a possessive country: "from Syria", "fled Myanmar's Rakhine state"."""
    if (found := ORIGIN_BEFORE.search(text, max(0, start - 40), start)) is not None:
        # a ship that "departs (for Antarctica) from Ushuaia" is there in the picture
        return not found.group().startswith("from") or _DEPARTING.search(
            text, max(0, found.start() - 40), found.start()) is None
    if (
        text[start - 1 : start] in ("'", "’")
        and _ELIDED_ORIGIN.search(text, max(0, start - 20), start)
    ):
        return True
    if text.endswith((" and ", ", ", " or ", " et ", " y ", " e ", " du ", " d'", " d’", " de ",
                      " the "), 0, start) and any(hint in text[max(0, start - 100) : start]
                                       for hint in _ORIGIN_HINTS):
        listed = _LISTED_BEFORE.search(text, max(0, start - 80), start)
        # "from Punjab and Haryana", "fleeing Syria, Iraq or Afghanistan", "venus d'Érythrée,
        # du Soudan et d'Afghanistan": each of a list
        if listed is None:
            return False
        prefix = _LIST_PREFIX.match(text, listed.start())  # "du Soudan": before the "du"
        head = prefix.end() if prefix is not None else listed.start()
        return ORIGIN_BEFORE.search(text, max(0, head - 24), head) is not None \
            or _ELIDED_ORIGIN.search(text, max(0, head - 20), head) is not None
    if not text.endswith(("'s ", "’s "), 0, start):
        return False
    word = text.rfind(" ", 0, start - 3) + 1
    return word > 0 and ORIGIN_BEFORE.search(text, max(0, word - 24), word) is not None


# a departure before its "from": "a ship departs for Antarctica from Ushuaia", "sails from"
_DEPARTING = re.compile(r"(?<!had )(?<!that )(?<!which )"  # (not "a boat that had sailed from")
                        r"\b(?:depart(?:s|ed|ing)?|sail(?:s|ed|ing)?|set(?:s|ting)? sail)"
                        r"\b(?: for(?: [A-Z][\w'’.-]*){1,3},?)? $")
# a country's shore: "off the coast of south-east Mauritius", "along the coast of Libya"
_COAST_OF = re.compile(r"\b(?:off|along|on) the (?:[a-z-]+ )?coast of (?:the )?(?:[a-z-]+ )?$")
# the names listed before a name: "Punjab and ", "Syria, Iraq or "
_LISTED_BEFORE = re.compile(
    r"(?:(?:d['’]|du |de |des |del |da |do |dos |das )?[A-ZÀ-ÖØ-Þ][\w'’.-]*"
    r"(?: [A-ZÀ-ÖØ-Þ][\w'’.-]*){0,2}"
    r"(?:,? and |, | or |,? et |,? ou |,? y |,? o |,? e ))+(?:d['’]|du |de |des |del |da |do "
    r"|the )?$")  # ("from Australia, Denmark and the United States")
# a word ORIGIN_BEFORE or _ELIDED_ORIGIN cannot match without (a cheap first test)
# where a person the caption names died, in a clause of its own: another event's place
_DIED_IN = re.compile(
    r"(?:, who (?:was|were) (?:shot dead|shot|killed|murdered|stabbed to death|assassinated)"
    r"|, who died|, (?:fallecid|muert|asesinad)[oa]s?)(?: [\w'’-]+){0,3}? (?:in|en) (?:la |el )?$")
_DEATH_WORDS = ("who was", "who were", "who died", "fallecid", "muert", "asesinad")


def _where_someone_died(text: str, start: int) -> bool:
    """True for a place in a clause that says where someone died ("the burial of Hachalu
    Hundessa, who was shot dead in Addis Abeba"; "la muerte de Fidel Castro, fallecido anoche
    en La Habana"): the death's place, not the mourners'. (Not "mourners gather where he
    was killed in Kyiv": no clause of the person's.)"""
    low = max(0, start - 60)
    window = text[low:start]
    if not any(w in window for w in _DEATH_WORDS):
        return False
    clause = _DIED_IN.search(text, low, start)
    # ... and only after a place the main clause is at ("Relatives mourn Ahmad, who was
    # killed in Jenin": with none, the death's place is all the caption says)
    return clause is not None and _PLACED_BEFORE.search(
        text, max(0, clause.start() - 200), clause.start()) is not None


_PLACED_BEFORE = re.compile(r"\b(?:in|at|en) (?:la |el |the )?[A-Z]")


# a participle clause of an earlier step: "after being loaded at warehouses in El-Arish",
# "after having been treated at a hospital in Rafah"
_AFTER_BEING = re.compile(
    r"\bafter (?:being|having been) [a-z]+(?: [a-z'’-]+){0,4}? (?:in|at) (?:the )?"
    r"(?:[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*, )*$")
_ORIGIN_HINTS = ("from", "fled", "flee", "escap", "bound", "head", "route", "way to", "destined",
                 "desde", "depuis", "dari", "aus ", "uit ", "fra ", "från", "da", "proven",
                 "fuga", "proced", "lleg", "cheg", "huyendo", "vind", "oriund", "venu", "arriv",
                 "parti", "zarp", "réfugi", "originaire", "salpat", "scappat")
_LIST_PREFIX = re.compile(r"d['’]|(?:du|de|des|del|da|do|dos|das) ")
# "venus d'Érythrée": the French "from", elided before a vowel
_ELIDED_ORIGIN = re.compile(r"\b(?:venu|arrivé|parti|originaire|réfugié)e?s? d['’]$")


def an_earlier_step(text: str, chain: list[PlaceName]) -> bool:
    """True for the place of an earlier step of the photo's own story ("trucks leave after
    being loaded at warehouses in Al-Arish, Egypt, before crossing into Gaza at Rafah";
    "after protests that began in Osh, Kyrgyzstan"): set aside as the place, but the
    country it names is still the caption's country when the event sentence names no other
    (Rafah on Egypt's side), unlike a place people came from ("from Nouadhibou (Mauritania)")."""
    start = chain[0].start
    if text.find("after ", max(0, start - 70), start) >= 0 \
            and _AFTER_BEING.search(text, max(0, start - 70), start):
        return True
    wide = max(0, start - 80)
    return text.find("began", wide, start) >= 0 \
        and _STARTED_IN.search(text, wide, start) is not None


def _from_the_town_of(text: str, start: int) -> bool:
    """True for a place things came from, cued by its kind: "from the town of Marathon",
    "desplazadas del municipio de Tierralta"."""
    low = max(0, start - 60)
    if text.find("from ", low, start) >= 0 and _FROM_THE_TOWN_OF.search(text, low, start):
        # (not the rescuers at work there: "soldiers evacuate residents from the flooded
        # town of Obrenovac"; but "residents evacuated from the town of X arrive")
        return _RESCUING_FROM.search(text, max(0, start - 90), start) is None
    return text.endswith((" de ", " di ", " du ", " d'"), 0, start) \
        and _FROM_THE_UNIT_OF.search(text, low, start) is not None


_RESCUING_FROM = re.compile(r"\b(?:evacuat(?:e|es|ing)|rescu(?:e|es|ing)|pull(?:s|ing)?)"
                            r" (?:[\w'’-]+ ){0,3}from (?:the )?(?:[a-z]+ ){0,2}"
                            r"(?:town|city|village|port|capital) of (?:the )?$")
# the same in the Romance languages, after a verb of leaving: "familias desplazadas del
# municipio de Tierralta", "des habitants évacués de la commune de X", "sfollati dal comune di"
_FROM_THE_UNIT_OF = re.compile(
    r"\b(?:desplazad[oa]s?|evacuad[oa]s?|procedentes?|llegad[oa]s?|huyendo|vind[oa]s?|venus?"
    r"|déplacés?|évacués?|sfollati|evacuati|deslocad[oa]s?) (?:del|de la|de|du|da|dal|dalla"
    r"|do|des) (?:municipio|comuna|commune|comune|concelho|munic[íi]pio|distrito|pueblo|ciudad"
    r"|localidad|village|ville|città|paese|cidade) (?:de|di|du|d')\s?$")


# the people a rally supports, and where they are: "in support of Palestinians in Gaza",
# "in solidarity with Ukrainians in Mariupol", "supporting protesters in Tehran"
_SUPPORTED_IN = re.compile(
    r"\b(?:in (?:support|solidarity) (?:of|with)|supporting|to support) (?:the )?"
    r"(?:[A-Z][\w'’-]+ )?[\w'’-]+s in $")


# the subject of a clause after "after" that a place ends, its verb next: "move belongings
# after the Chao Phraya Dam in Chai Nat raised its discharge rate" (the cause's place, not
# the picture's; not "after the rally in Lisbon, 8 May", "after a storm in Perth on Monday")
_AFTER_A_SUBJECT = re.compile(r"\bafter (?:the|a|an) [^,.;()]{1,40} (?:in|at) $")
_PAST_VERB_AFTER = re.compile(
    r",? (?!(?:red|bed|led|wed|shed|need|feed|seed|speed|hundred|united|aged)\b)[a-z]{2,}ed\b")


# a place the sentence cues, a capitalised name after "in", "at", "near", "outside", "of"
# ("Residents of Tambon Ban Phaen, Amphoe Sena")
_CUED_NAME = re.compile(r"\b(?:in|at|near|outside|of) (?:the )?[A-Z]")


def _another_place_cued(text: str, start: int, end: int) -> bool:
    """True when the sentence of the name at ``start:end`` cues another name outside it:
    the photo's place, apart from a cause's ("Residents of Amphoe Sena ... after the
    Chao Phraya Dam in Chai Nat raised its discharge"; not "after the dams in Derna
    collapsed, Libya", where the cause's town is the photo's too)."""
    first = text.rfind(". ", 0, start) + 1
    last = text.find(". ", end)
    last = len(text) if last < 0 else last
    return any(not start - 12 <= m.end() <= end
               for m in _CUED_NAME.finditer(text, first, last))


# a disaster named after its place, uncued: "the 20th anniversary of the Indian Ocean
# tsunami", "survivors of the Kahramanmaras earthquake": the name of an event, read after the
# places the sentence cues (alone, it is still the place)
_DISASTER_NAMED = re.compile(r"(?: (?:Ocean|Sea))? (?:tsunami|earthquake|quake)s?\b")


# a clause about others' doings after the event date ("..., as the frontier remains
# closed", "..., while delegations hold talks in Istanbul"), once the sentence has put
# the picture at a place before the date
# ... and an anniversary's, whose event was elsewhere or earlier: "on Utoya island, Norway,
# July 22, 2021, on the tenth anniversary of the 2011 attacks in which ... in Oslo", "...,
# marking the 80th anniversary of the landings in Normandy"
_LATER_CLAUSE = re.compile(r", (?:as|while|whereas"
                           r"|(?:on|to mark|marking|for) the (?:[\w-]+ )?anniversary of) ")
_CUED_BEFORE_THE_DATE = re.compile(
    r" (?:in|at|near|outside) (?:the )?[A-Z]"
    r"| on (?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec))"
    r"[A-Z][a-z]+ (?:[Ii]sland|[Bb]each|[Mm]ount)\b")  # "on Utoya island", "on Bondi Beach"


def _in_a_clause_after_the_date(text: str, date_span: tuple[int, int], start: int) -> bool:
    """True for a place in an "as" or "while" clause after the event date, in the date's
    sentence, when a place is cued before the date: the clause tells of elsewhere."""
    return start - date_span[1] < 300 and _LATER_CLAUSE.search(text, date_span[1], start) \
        is not None and ". " not in text[date_span[1] : start] \
        and _CUED_BEFORE_THE_DATE.search(text, max(0, date_span[0] - 200), date_span[0]) \
        is not None


_ANNIVERSARY_CLAUSE = re.compile(r", (?:on|to mark|marking|for) the (?:[\w-]+ )?anniversary of ")


def in_an_anniversary_clause(
    text: str, chain: list[PlaceName], date_span: tuple[int, int] | None
) -> bool:
    """True for a place in an anniversary's clause after the event date ("Mourners at the
    Hillsborough memorial, April 15, 2024, on the 35th anniversary of the disaster in
    Sheffield"): another event's place, ranked after the photo's, but most often the
    photo's too (memorials stand where it happened), so its country is still context."""
    if date_span is None or date_span[1] > chain[0].start:
        return False
    start = chain[0].start
    return text.find("anniversary", date_span[1], start) >= 0 \
        and _ANNIVERSARY_CLAUSE.search(text, date_span[1], start) is not None \
        and _in_a_clause_after_the_date(text, date_span, start)


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
    an earlier event began ("after weeks of protests that began in ... Jalal-Abad"), an
    earlier step ("after being loaded ... in El-Arish"), where someone died ("Hundessa, who
    was shot dead in Addis Abeba"), or what a screen shows ("watch a screen showing the budget speech in New Delhi")."""
    start = chain[0].start
    if _INTERVAL_AFTER.match(text, chain[-1].end):
        return True  # "rioting that began in Londonderry two days earlier"
    if text.find("after ", max(0, start - 60), start) >= 0 \
            and _PAST_VERB_AFTER.match(text, chain[-1].end) \
            and _AFTER_A_SUBJECT.search(text, max(0, start - 60), start) \
            and _another_place_cued(text, start, chain[-1].end):
        return True  # "after the Chao Phraya Dam in Chai Nat raised its discharge": the cause's
    if _DISASTER_NAMED.match(text, chain[-1].end) and chain[0].cue is None:
        return True  # "the anniversary of the Indian Ocean tsunami": the disaster's name
    if date_span is not None and date_span[1] <= start \
            and _in_a_clause_after_the_date(text, date_span, start):
        return True  # "on a ranch in Wyoming, U.S., January 15, 2024, as an arctic blast
        # pushed temperatures below zero across the northern Plains": the weather's
    if other_days and not opens_caption(text, chain):  # (a dateline's date: its filing day)
        end = chain[-1].end
        listed = _AND_ANOTHER_NAME.match(text, end)  # (the first of a list of places:
        if listed is not None:  # "landed at Asan and Agat in 1944")
            end = listed.end()
        on = _ON_A_DAY.match(text, end)
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
    if (
        text.find("support", max(0, start - 60), start) >= 0
        or text.find("solidarity", max(0, start - 60), start) >= 0
    ) and _SUPPORTED_IN.search(text, max(0, start - 60), start):
        return True  # "rally in support of Palestinians in Gaza ... in Dearborn, Mich."
    if text.find("victims of", max(0, start - 60), start) >= 0 \
            and _VICTIMS_OF.search(text, max(0, start - 60), start):
        return True  # "a memorial in Kyiv for victims of a strike on ... Kharkiv"
    if text.find("after ", max(0, start - 70), start) >= 0 \
            and _AFTER_BEING.search(text, max(0, start - 70), start):
        return True  # "trucks wait at the Rafah crossing, after being loaded at warehouses
        # in El-Arish": an earlier step, the main clause's place is the photo's
    if _where_someone_died(text, start):
        return True  # "the burial of singer Hachalu Hundessa, who was shot dead in Addis
        # Abeba", "la muerte de Fidel Castro, fallecido anoche en La Habana"
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


def date_gap(chain: list[PlaceName], date_span: tuple[int, int] | None) -> int:
    """Characters between the chain and the event date ("'Sniper Alley' in Sarajevo 06
    December 1992": 1 for Sarajevo, 14 for Alley)."""
    if date_span is None:
        return 0
    return min(abs(date_span[0] - chain[-1].end), abs(chain[0].start - date_span[1]))


