"""Datelines: where a caption says, before its text, where the picture was taken.

Text tests over a place phrase (a chain of :class:`~.phrases.PlaceName`) that
opens the caption, for the house styles that write one:

    KABUL, AFGHANISTAN - AUGUST 16: ...          a dated dateline (Getty, EPA)
    16.10.2023, Brandenburg, Frankfurt (Oder): ...  the date first (dpa)
    BEIRUT, Lebanon (Reuters) - ...              a story dateline
    INDIA. Calcutta. 17 October 1979. ...        an archive's (Magnum)
    Richmond, Va. Ruins of Gallego Flour Mills.  a library's heading

:mod:`.places` ranks the chains these name.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .phrases import PlaceName

__all__ = [
    "after_dateline_date",
    "agency_dateline",
    "archive_dateline_town",
    "archive_path_ends",
    "colon_dateline",
    "dated_dateline",
    "heading_place",
    "is_dateline",
    "opens_caption",
    "state_first",
]

# "KABUL, AFGHANISTAN - AUGUST 16:": a dateline carrying the picture's date
# names where the picture was taken; a story dateline ("BEIRUT (AP) -") does not
_DATED_DATELINE = re.compile(
    r"(?:, (?:[A-Z][A-Za-z]{0,4}\.){1,3})?"  # a state's abbreviation: "MONCTON, N.B. - FEB. 3"
    r",?\s*[-–—]\s*(?:[A-Z][A-Za-z]+\.? \d{1,2}(?:, \d{4})?"  # "- AUGUST 16:", "- Aug. 16, 2021:"
    r"|\d{1,2}(?:st|nd|rd|th)? [A-Z][A-Za-z]+\.?(?: \d{4})?"  # "- 16 AUGUST 2021:", "- 2nd June 1953:"
    r"|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{4})\s*:"  # "- 2019/04/16:"
)
# the date after a comma, then a colon or a wirephoto's dashes: "ALGIERS, 13 May 1958:",
# "Ouagadougou, Upper Volta, August 5, 1960:", "Chicago, Ill., 2/14/1929 --",
# "Rhein-Main Air Base, Frankfurt, July 1948:", STA's "Škofja Loka, 4 August 2023 - "
_COMMA_DATED_DATELINE = re.compile(
    # (a Brazilian state's initials after its town: Agência Brasil's "Brasília (DF), 16/06/2025
    # - ", "São Paulo (SP), 3 de maio de 2024 -")
    r"(?: \([A-Z]{2}\))?\)?(?:, (?:[A-Z][A-Za-z]{0,4}\.){1,3})?,\s*"
    # ("Avignon, France, July 26th 2025 - ", Abaca's)
    r"(?:(?:[A-Z][A-Za-z]+\.? (?:\d{1,2}(?:st|nd|rd|th)?(?:,? \d{4})?|\d{4})"
    r"|\d{1,2}(?:st|nd|rd|th)? [A-Z][A-Za-z]+\.?(?:,? \d{4})?"
    r"|(?:[A-Z][a-z]+,? )?\d{1,2}/\d{1,2}/\d{4})(?:\s*(?::|--|—)|\s[-–]\s|\.-)"
    # other languages' dates, with the agency before the dash of Spanish and Portuguese
    # datelines: "Calais, le 24 octobre 2016 :", "Bariloche, 5 de junio de 2011 (Télam).-",
    # "Pemba, Moçambique, 01 abr 2021 (Lusa) -", "LORCA (MURCIA), 11/05/2011.-", the Slavic
    # "Praha, 12. dubna 2024 - ", and with
    # the weekday before the day: "Lampedusa (Agrigento), domenica 17 settembre 2023 -"
    r"|(?:le |[A-Za-zà-ÿ]{4,12},? )?\d{1,2}(?:er|\.)?(?: de)? [^\W\d_A-Z]+\.?(?: de)? \d{4}"
    r"(?:\s*(?::|--|—)|\s[-–]\s|\.-|\s*\([^()]{2,20}\)(?:\.-|\s[-–]\s)))")
# the Slavic and Nordic day with its full stop, after the town with no comma: ČTK's "Praha
# 21. prosince 2023 - Policisté ..." (with a comma, STA's and TASR's read above)
# and PAP's numeric date: "Kraków, 27.07.2016. Pielgrzymi ..."
_DOTTED_DAY_DATELINE = re.compile(r" \d{1,2}\. [^\W\d_A-Z]{3,} \d{4}\s[-–—]\s"
                                  r"|,? \d{1,2}\.\d{1,2}\.(?:19|20)\d\d\.? ")
# an agency's dateline with the year: "SPLIT, 15 July 2018 (Hina) - ", "Moravska Nova Ves,
# June 25, 2021 (CTK) - ", "Krakow, 11.11.2018 (PAP)"; a photo's place for the national
# agencies, a story's for AFP or Anadolu ("PARIS, 2 January 2024 (AFP) - ... in Marseille")
_AGENCY_DATELINE = re.compile(
    r",\s*(?:[A-Z][A-Za-z]+\.? \d{1,2}, \d{4}|\d{1,2} [A-Z][A-Za-z]+ \d{4}"
    r"|\d{1,2}([./-])\d{1,2}\1\d{4})"  # "Rabat, 21/12/2025 (MAP) -", "Mopti, 12-03-2024 (AMAP)"
    r"\s*\([A-Za-z]{2,12}\)(?:\s[-–]\s|\s*$|\s+[A-Z])")
# (not "TOKYO, Jan. 2, 2024 (Kyodo) --": a story's filing date, with its agency between)
# a dateline in capitals, then the date in eight digits (TT, NTB): "BORÅS 20191006 Malmö FF"
_COMPACT_DATED_DATELINE = re.compile(r" (?:19|20)\d{6}\s")
# a dateline's capitalised words the gazetteer did not read, each part before a comma,
# up to the date: ", Dutch East Indies", " Protectorate", ", Belgian Congo"
_UNREAD_TAIL = re.compile(
    r"(?: [A-Z][\w'’-]+){0,2}(?:, (?:[A-Z][\w'’-]+ ){0,3}[A-Z][\w'’-]+(?=,)){0,2}")
# a landmark heading the dateline before its town: "Rhein-Main Air Base, Frankfurt, July 1948:"
_LANDMARK_HEAD = re.compile(r"[A-Z][\w'’.-]*(?: (?:[A-Z][\w'’.-]*|of|de|the)){1,4}, ")
# dpa's dateline puts the date first: "16.10.2023, Brandenburg, Frankfurt (Oder): ...",
# as ZUMA's does ("April 22, 2024, New York, New York, USA: ..."), and Imagn's (USA TODAY
# Sports) between semicolons: "Nov 16, 2024; Athens, Georgia, USA; ..."
_DATE_FIRST_DATELINE = re.compile(
    r"(?:\d{1,2}[./]\d{1,2}[./]\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\.? [A-Za-z]+\.? \d{4}"
    r"|[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4}(?=[;,]))(?:, | [-–—] |; )")
# Agencia Uno's: the date in words, a slash, the town in capitals and the text
_SLASHED_DATELINE = re.compile(r"\d{1,2} de [A-Za-zé]+ de \d{4}/")
_DATELINE_COLON = re.compile(r"(?:\)|, [A-Z]{2})?[:;]")  # "Frankfurt (Oder):", "Montecito, CA:"
# the end of a heading that names only a place: "Richmond, Va. Ruins of ...", "Peking, China."
_HEADING_END = re.compile(r"(?:, (?:[A-Z][A-Za-z]{0,4}\.){1,3}|[.:])(?=\s|$)")


def dated_dateline(text: str, chain: list[PlaceName]) -> bool:
    """True for a chain opening the caption with the picture's date after it: "KABUL,
    AFGHANISTAN - AUGUST 16:", "MONCTON, N.B. - FEB. 3, 2015:", "ALGIERS, 13 May 1958:"."""
    if not (opens_caption(text, chain) or _LANDMARK_HEAD.fullmatch(text, 0, chain[0].start)):
        return False
    end = chain[-1].end
    ends = (end, _unread_tail_end(text, end))
    return any(
        (_DATED_DATELINE.match(text, at) or _COMMA_DATED_DATELINE.match(text, at)
         or _GLUED_DATE_DATELINE.match(text, at) or _DOTTED_DAY_DATELINE.match(text, at))
        is not None
        for at in dict.fromkeys(ends)
    ) or (chain[0].text.isupper() and (
        _COMPACT_DATED_DATELINE.match(text, end) or _COLON_DATED_DATELINE.match(text, end)
    ) is not None)


# Cuartoscuro's date glued in capitals: "CIUDAD DE MÉXICO, 26SEPTIEMBRE2024.-"
_GLUED_DATE_DATELINE = re.compile(r",\s*\d{1,2}[A-ZÁÉÍÓÚ]{3,10}\d{4}\s*(?:\.-|[-–—:])")
# APP's: the town in capitals, a colon, the day without its year and a dash ("LAHORE:
# October 21 - Supporters ...")
_COLON_DATED_DATELINE = re.compile(r":\s*[A-Z][a-z]+\.? \d{1,2}(?:, \d{4})?\s*[-–—]\s")


def agency_dateline(text: str, chain: list[PlaceName]) -> bool:
    """True for a chain opening the caption before a dated agency tag: "SPLIT, 15 July 2018
    (Hina) - Fans ...". It is a dateline (ranked as a story's: a place the text puts the
    event at comes first), and a place of that name abroad is another place."""
    return opens_caption(text, chain) and any(
        _AGENCY_DATELINE.match(text, at) is not None
        for at in dict.fromkeys((chain[-1].end, _unread_tail_end(text, chain[-1].end)))
    )


def _unread_tail_end(text: str, end: int) -> int:
    """Where a dateline's words that name no gazetteer place end ("Batavia, Java, Dutch East
    Indies, 20 December 1948:", "Serowe, Bechuanaland Protectorate, 10 October 1956:")."""
    tail = _UNREAD_TAIL.match(text, end)
    return tail.end() if tail else end


def archive_dateline_town(text: str, chain: list[PlaceName]) -> bool:
    """True for the town of an archive's dateline written as sentences: "INDIA. Calcutta.
    17 October 1979. Mother Teresa ..." (Magnum's style): the country, then the town."""
    start = chain[0].start
    if not 2 < start < 90 or not text.startswith(". ", start - 2):
        return False
    if not text.startswith(".", chain[-1].end):
        return False
    # the country in capitals, then the region and the finer places as sentences of their own:
    # "FRANCE. Normandy. Omaha Beach.", "SPAIN. Andalusia. Cordoba front. Cerro Muriano."
    head = text[: start - 2].split(". ")
    # (TASS writes the country in its own case, the date after the town: "Россия. Якутск.
    # 22 января 2026. Прохожие ...")
    tass = len(head) == 1 and head[0][:1].isupper() and " " not in head[0] \
        and text[chain[-1].end + 1 : chain[-1].end + 3].strip()[:1].isdigit()
    return (head[0].isupper() or tass) and len(head[0]) > 2 and all(
        _PATH_STEP.fullmatch(step) for step in head[1:])


_PATH_STEP = re.compile(r"[A-Z][\w'’-]*(?: [\w'’-]+){0,3}")
# (not a date that follows the path: "Rikuzentakata. March 2011.", "Bayeux. Summer 1944.")
# ("Harlem. 1963." is one more step: only a month's abbreviation takes a full stop)
_NEXT_STEP = re.compile(r"\. (?!(?:[A-Z][A-Za-z]*|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.)"
                        r" (?:\d{1,2}(?:st|nd|rd|th)?,? )?\d{4}\.)"
                        r"[A-Z][\w'’-]*(?: [\w'’-]+){0,3}\. ")


def archive_path_ends(text: str, chain: list[PlaceName]) -> bool:
    """True for the last place of an archive's path, the finest ("FRANCE. Normandy.
    Bayeux. June 7th, 1944."): no other short step follows it before the date or text."""
    return _NEXT_STEP.match(text, chain[-1].end) is None


def heading_place(text: str, chain: list[PlaceName]) -> bool:
    """True for a place phrase that is the caption's whole first sentence, as libraries
    and archives head their captions: "Richmond, Va. Ruins of Gallego Flour Mills; April
    1865.", "Peking, China. The Meridian Gate ...", "Samarkand. Sher-Dor Madrasa ..."."""
    return opens_caption(text, chain) and _HEADING_END.match(text, chain[-1].end) is not None


def state_first(text: str, chain: list[PlaceName]) -> bool:
    """True for dpa's date-first dateline that names the state before the town
    ("20 September 2024, Brandenburg, Cottbus:"), not the town first (ZUMA's "April 22,
    2024, New York, New York, USA:", which ends with the country)."""
    if len(chain) < 2 or chain[-1].is_country or chain[0].start > 40:
        return False
    towns = [n for n in chain if not n.is_country]
    return (
        len(towns) == 2
        and "admin1" in towns[0].kinds
        and towns[0].kind_hint is None
        and after_dateline_date(text, chain)
    )


# an agency's picture code before the dateline: APP's "APP71-211023 LAHORE: ...", EPA's
# "epa11234567 KYIV, UKRAINE - ..."
_PICTURE_CODE = re.compile(r"(?:APP\d{1,3}-\d{6}|epa\d{8})\s+")
_HOUSE_TAG_FIRST = re.compile(r"\([A-Z][A-Za-z]{1,11}\) ?[-–—] ?")
# Xinhua's picture number, the day it was sent (yymmdd), before its dateline: "(210310) -- "
_DAY_NUMBER_FIRST = re.compile(r"\(\d{6}\) ?(?:--|[-–—]) ?")


def opens_caption(text: str, chain: list[PlaceName]) -> bool:
    """True for a chain written first in the caption ("BEIRUT, Lebanon", '"Kyiv'), not
    after a word ("A U.S. Army helicopter"); an agency's picture code may stand before it."""
    start = chain[0].start
    if start > 4 and text[:1] == "(":
        tag = _HOUSE_TAG_FIRST.match(text)  # "(ANSA) - PALERMO, 15 LUG -": the house first
        if tag is not None and start == tag.end():
            return True
        number = _DAY_NUMBER_FIRST.match(text)  # Xinhua's "(210310) -- BAMIYAN, March 10"
        if number is not None and start == number.end():
            return True
    if start > 2 and text[:1] in "Ae":
        code = _PICTURE_CODE.match(text)
        if code is not None and start <= code.end() + 2:
            return not text[code.end() : start].strip(" \"'“‘([")
    return start <= 2 and not text[:start].strip(" \"'“‘([")


def is_dateline(text: str, chain: list[PlaceName]) -> bool:
    """True for a chain opening the caption as a dateline ("BEIRUT, Lebanon (Reuters) -",
    PTI's "New Delhi: Farmers ...")."""
    head = chain[0]
    tail = text[chain[-1].end : chain[-1].end + 25]
    return head.text.isupper() or tail.lstrip(" ,").startswith(("(", "-", "—", "–")) \
        or _COLON_BEFORE_A_SENTENCE.match(tail) is not None


def colon_dateline(text: str, chain: list[PlaceName]) -> bool:
    """True for PTI's and the South Asian papers' dateline, the town and a colon opening
    the caption: "Lucknow: Students wait at Charbagh station ...", and for the French-writing
    houses' town in capitals and a dash: APS's "ALGER - Des habitants de Bab El Oued ..."."""
    if not opens_caption(text, chain):
        return False
    end = chain[-1].end
    if chain[0].text.isupper() and _RUBRIC_HEADLINE.match(text, end) is not None:
        return False  # APA's "SKI ALPIN: WELTCUP-ABFAHRT ... IN KITZBÜHEL - ": a rubric
    return _COLON_BEFORE_A_SENTENCE.match(text, end) is not None or (
        chain[0].text.isupper() and chain[0].text not in _WIRE_TAGS
        and _DASH_BEFORE_A_SENTENCE.match(text, end) is not None)


_COLON_BEFORE_A_SENTENCE = re.compile(r':\s+[A-Z"“]')
# a rubric in capitals, a colon, then a headline in capitals that itself puts the story in
# a place, up to its dash (APA's, dpa's): "SKI ALPIN: WELTCUP-ABFAHRT DER HERREN IN
# KITZBÜHEL - ", "FUSSBALL: EM-QUALIFIKATION ÖSTERREICH GEGEN BELGIEN IN WIEN - "; the
# rubric names a sport or a topic, the town is the headline's (not PTI's "LUCKNOW: Students")
_RUBRIC_HEADLINE = re.compile(
    r":\s+[A-ZÀ-Þ0-9][A-ZÀ-Þ0-9 .,'’/&()-]{0,120}?\b(?:IN|AT|BEI|IM|AUF|AM|À|EN|A)"
    r" (?:DER |DEM |THE )?[A-ZÀ-Þ][A-ZÀ-Þ .'’-]{1,40}\s[-–—]\s")
# a wire's tag in capitals and a dash, which a name may match ("HANDOUT - Migrants ...": no
# Khandūd, Afghanistan; "POOL - ...": no Pool, Cornwall)
_WIRE_TAGS = frozenset("""HANDOUT POOL FILE EXCLUSIVE UPDATE UPDATED CORRECTION REFILE EMBARGOED
    UNDATED ARCHIVE ARCHIVES BREAKING ALERT URGENT FLASH FEATURE SPORT SPORTS""".split())  # noqa: SIM905
_DASH_BEFORE_A_SENTENCE = re.compile(r'\s+(?:-|--|–|—)\s+[A-ZÀ-Ö"“]')


def after_dateline_date(text: str, chain: list[PlaceName]) -> bool:
    """True for the places of a dateline that opens with its date and ends with a colon:
    dpa's "16.10.2023, Brandenburg, Frankfurt (Oder): Federal police officers ...",
    "1/9/2018 - Montecito, CA: Search and rescue crews ...", or Imagn's semicolon: "Nov 16,
    2024; Athens, Georgia, USA; Georgia Bulldogs quarterback ... at Sanford Stadium"."""
    if not (text[:1].isdigit() or text[:1].isupper()) or chain[0].start > 40:
        return False
    slashed = _SLASHED_DATELINE.match(text)
    if slashed is not None and chain[0].start == slashed.end():
        return chain[0].text.isupper()  # Agencia Uno's "18 de Octubre de 2019/SANTIAGO Text"
    date = _DATE_FIRST_DATELINE.match(text)
    return (
        date is not None
        and chain[0].start == date.end()
        and _DATELINE_COLON.match(text, chain[-1].end) is not None
    )
