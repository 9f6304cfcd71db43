"""The day an anniversary is kept on, told by the years a caption counts and its weekday.

A caption of a commemoration writes the day it counts from in full and the picture's day
only as a weekday::

    IGUALA, Gro. (apro).- ... una ofrenda ..., la noche de este lunes, al cumplirse dos
    años de los ataques del 26 de septiembre de 2014.        (Proceso: 26 September 2016)
    Relatives lay wreaths on Monday, marking two years since the attacks of September
    26, 2014.                                                  (the same day)
    ... mardi, à l'occasion du dixième anniversaire de l'attentat du 7 janvier 2015.

The weekday alone would be completed as the one nearest the only full date, two years
early. Rule: when the caption counts N years ("dos años", "two years", "10e anniversaire",
"second anniversary") from a full date it writes soon after, names a weekday not of that
date, and writes no other full date of its own, the day N years after that date is the
picture's if it falls on that weekday (a coincidence of one in seven otherwise: the
weekday confirms the count). Anything else is left to the other rules.

A count from a year alone dates the caption's year: "LONDON, June 5 (Reuters) - ... to mark
80 years since the D-Day landings of 1944" is of 2024, "Ciudad de México, 2 Oct (Notimex).-
... al cumplirse 50 años de la matanza de 1968" of 2018. Rule: a count of N years ("80
years since", "50 años de", "the 30th anniversary of", "40 ans de", "30 anni dalla") with a
bare year of the event it counts from soon after it, in its sentence, is read as the year N
after it (a mention of its own at the count's words), and the year counted from becomes a
context date; a later year than next year is not read. A day and a month the caption writes
without a year take that year.

A dateline's day and month with no year, beside a count of N years from another event's full
date ("KYIV, Feb 24 - ... two years after the invasion of February 24, 2022"), are completed
near the day N years after it (2024-02-24), not in that date's own year: :func:`years_after`.

Run only where a cheap test sees a count of years ("year", "año", "ans", "anniv" ...).
"""

from __future__ import annotations

import datetime as dt
import re

from .date_mentions import DateMention, valid
from .relative_days import weekday_number

__all__ = ["anniversary_day", "with_counted_years", "years_after"]


# the numbers a count of years is written with, in the languages read: cardinals and ordinals
_NUMBER_WORDS = {
    # English
    "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    "twenty-five": 25, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "hundred": 100, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
    "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "fifteenth": 15,
    "twentieth": 20, "twenty-fifth": 25, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
    "sixtieth": 60, "seventieth": 70, "eightieth": 80, "hundredth": 100,
    # Spanish
    "un": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
    "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "quince": 15, "veinte": 20,
    "veinticinco": 25, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60,
    "setenta": 70, "ochenta": 80, "cien": 100, "primer": 1, "primero": 1, "segundo": 2,
    "tercer": 3, "tercero": 3, "cuarto": 4, "quinto": 5, "sexto": 6, "séptimo": 7,
    "octavo": 8, "noveno": 9, "décimo": 10, "vigésimo": 20, "trigésimo": 30,
    "quincuagésimo": 50,
    # French
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
    "onze": 11, "douze": 12, "quinze": 15, "vingt": 20, "trente": 30, "quarante": 40,
    "cinquante": 50, "soixante": 60, "cent": 100, "premier": 1, "deuxième": 2,
    "troisième": 3, "quatrième": 4, "cinquième": 5, "dixième": 10, "vingtième": 20,
    "trentième": 30, "cinquantième": 50, "centième": 100,
    # Portuguese and Italian
    "um": 1, "dois": 2, "três": 3, "quatro": 4, "dez": 10, "vinte": 20, "trinta": 30,
    "cinquenta": 50, "cem": 100, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "dieci": 10,
    "venti": 20, "trenta": 30, "cinquanta": 50, "cento": 100, "secondo": 2, "terzo": 3,
    "decimo": 10, "ventesimo": 20, "cinquantesimo": 50,
}  # fmt: skip
_NUMBER = "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
# a count of years or an anniversary's ordinal: "dos años de", "two years since", "10e
# anniversaire", "second anniversary", "50º aniversario"
_YEARS_COUNTED = re.compile(
    rf"(?<![\w-])(?P<n>\d{{1,3}}|{_NUMBER})(?:st|nd|rd|th|e|er|ème|º|°|o|a|\.)?\s+"
    r"(?:years?|años?|ans?|anos?|anni|anno|anniversary|aniversario|anniversaire|aniversário"
    r"|anniversario)(?![\w])",
    re.IGNORECASE)
_ORIGIN_REACH = 160  # the day counted from, soon after its count ("... de los ataques del")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _may_count_years(text: str) -> bool:
    """A cheap test before the count's pattern, which most captions need not pay for."""
    low = text.lower()
    return "year" in low or "año" in low or "ans" in low or "anos" in low or "anni" in low \
        or "aniv" in low


def anniversary_day(text: str, mentions: list[DateMention]) -> DateMention | None:
    """The day an anniversary is kept on (see the module's rule), as a full mention at its
    weekday's words; None when the caption does not so date its picture."""
    full = [m for m in mentions if m.kind == "full" and m.year]
    if len(full) != 1 or full[0].taken or not _may_count_years(text):
        return None
    origin = full[0]
    count = None
    for match in _YEARS_COUNTED.finditer(text, max(0, origin.start - _ORIGIN_REACH),
                                         origin.start):
        if ". " not in text[match.end() : origin.start]:
            count = match
    if count is None:
        return None
    written = count["n"].lower()
    years = int(written) if written.isdigit() else _NUMBER_WORDS[written]
    year = (origin.year or 0) + years
    if not 0 < years <= 200 or not valid(year, origin.month or 0, origin.day or 0):
        return None
    kept = dt.date(year, origin.month or 0, origin.day or 0)
    for word in _WORD.finditer(text):
        weekday = weekday_number(word.group())
        if weekday is None or origin.start - 12 <= word.start() < origin.end \
                or text[word.end() : word.end() + 3].lstrip(", ")[:1].isdigit():
            continue  # (a date's own weekday: "del lunes 18 de mayo de 2015")
        if weekday != kept.weekday():
            return None
        return DateMention("full", word.start(), word.end(), word.group(), year=kept.year,
                           month=kept.month, day=kept.day, weekday=weekday)
    return None


# a count of years with the word that leads to the event counted from: "80 years since",
# "50 años de", "the 30th anniversary of", "40 ans de", "30 anni dalla", "50 anos do"
_YEARS_FROM = re.compile(
    rf"(?<![\w-])(?P<n>\d{{1,3}}|{_NUMBER})(?:st|nd|rd|th|e|er|ème|º|°|o|a|\.)?\s+"
    r"(?:(?:years?|años?|ans?|anos?|anni|anno|Jahren?|jaar|år)\s+(?P<strong>since|after|from|desde|depuis"
    r"|après|após|depois|dal|dalla|dallo|dai|dalle|dopo|seit|nach|sinds|na)"
    r"|(?P<anniversary>anniversary|aniversario|anniversaire|aniversário|anniversario)\s+"
    r"(?:of|de|del|du|des|d['’]|do|da|dos|das|della|del|di)"
    r"|(?:years?|años?|ans?|anos?|anni|anno|Jahren?|jaar|år)\s+(?:of|de|del|du|des|d['’]|do|da|dos|das|della"
    r"|di))(?![\w])",
    re.IGNORECASE)
_YEAR_REACH = 90  # the year counted from, soon after its count: "... de la matanza de 1968"
# the words before a count "of" that make it an anniversary's ("al cumplirse 50 años de",
# "los 40 años del", "marking 80 years of"), not a sentence's or an age ("15 años de
# prisión", "un niño de 5 años de edad")
_COUNT_LEADS = frozenset("""cumplirse cumplen cumplieron cumple cumplía celebrar celebran
conmemorar conmemoran mark marks marked marking celebrate celebrates celebrating commemorate
commemorates commemorating los las les os as i gli nos aos ai the""".split())  # noqa: SIM905


def with_counted_years(text: str, mentions: list[DateMention]) -> list[DateMention]:
    """``mentions`` with the year a count of years from a bare year dates (see the module's
    second rule), the year counted from made a context date; else ``mentions`` unchanged."""
    years = [m for m in mentions if m.kind == "year" and m.year and not m.taken]
    if not years or not _may_count_years(text):
        return mentions
    added: list[DateMention] = []
    for count in _YEARS_FROM.finditer(text):
        if not (count["strong"] or count["anniversary"]) \
                and _word_before(text, count.start()) not in _COUNT_LEADS:
            continue
        origin = next((m for m in years if count.end() <= m.start <= count.end() + _YEAR_REACH
                       and ". " not in text[count.end() : m.start]), None)
        written = count["n"].lower()
        number = int(written) if written.isdigit() else _NUMBER_WORDS[written]
        if origin is None or not 0 < number <= 200 \
                or (origin.year or 0) + number > dt.date.today().year + 1:
            continue
        added.append(DateMention("year", count.start(), count.end(), count.group(),
                                 year=(origin.year or 0) + number, sentence=origin.sentence))
        origin.context = True
    if not added:
        return mentions
    return sorted([*mentions, *added], key=lambda m: m.start)


def years_after(text: str, origin: DateMention) -> dt.date | None:
    """The day N years after the full date ``origin`` when the caption counts N years from it
    in its sentence ("KYIV, Feb 24 - ... two years after the invasion of February 24, 2022":
    2024-02-24, the day a yearless dateline's month and day are completed near); else None."""
    if origin.kind != "full" or not origin.year or not _may_count_years(text):
        return None
    count = None
    for match in _YEARS_FROM.finditer(text, max(0, origin.start - _ORIGIN_REACH), origin.start):
        if ". " not in text[match.end() : origin.start] and (
                match["strong"] or match["anniversary"]
                or _word_before(text, match.start()) in _COUNT_LEADS):
            count = match
    if count is None:
        return None
    written = count["n"].lower()
    number = int(written) if written.isdigit() else _NUMBER_WORDS[written]
    year = origin.year + number
    if not 0 < number <= 200 or year > dt.date.today().year + 1 \
            or not valid(year, origin.month or 0, origin.day or 0):
        return None
    return dt.date(year, origin.month or 0, origin.day or 0)


def _word_before(text: str, at: int) -> str:
    """The word before ``at``, in lower case ("" at the text's start)."""
    words = text[max(0, at - 24) : at].split()
    return words[-1].lower() if words else ""
