"""Gregorian dates in forms the main pattern does not read: Roman-numeral months, years
cut to two digits after an apostrophe, and dates written out in words::

    Warszawa, 11.XI.2024r.; Praha 17. XI. 2019; 9 XI 1989     PAP, ČTK, TASS, ANSA archives
    Pictured: 3rd Aug '19.; Bethel, N.Y., Aug. '69            Alamy, old wirephotos
    the twenty-sixth of May, nineteen ninety-nine             archives, broadcasters
    June the second, two thousand and five
    الخامس من آب/أغسطس عام ألفين وعشرين                    Arabic in words (NNA)

A Roman month stands between a day and a four-digit year, with a dot or a space on each
side ("Henry V 1944" has no day before it, "World War II, 1945" no day either). A year
of two digits after an apostrophe is the latest year not after this one ("'69" 1969,
"'19" 2019). A date in words needs its year in words too: "the second of June" alone is
an ordinal of a month, often another day's ("on the second of June last year").
"""

from __future__ import annotations

import re

from .date_mentions import (
    MON,
    MONTH_OF,
    MONTHS,
    DateMention,
    day_mention,
    drop_overlapping,
    full_year,
    with_added,
)

__all__ = ["date_form_mentions"]

# --- Roman-numeral months ------------------------------------------------------------------

_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9,
          "X": 10, "XI": 11, "XII": 12}
_ROMAN_MONTH = "|".join(sorted(_ROMAN, key=len, reverse=True))
_ROMAN_DATE = re.compile(
    rf"(?<![\w./-])([0-3]?\d)(?:\.\s?|\s)({_ROMAN_MONTH})(?:\.\s?|\s)((?:1[89]|20)\d\d)(?!\d)")
_ROMAN_HINT = re.compile(r"[IVX][.\s]\s?(?:1[89]|20)\d\d")

# --- two-digit years after an apostrophe ----------------------------------------------------

_APOSTROPHE = "['’‘]"
_ORDINAL = r"(?:st|nd|rd|th)?"
_SHORT_YEAR = re.compile(
    rf"(?<![\w.])(?:(\d{{1,2}}){_ORDINAL}\s+({MON})|({MON})\s+(\d{{1,2}}){_ORDINAL},?)"
    rf"\s+{_APOSTROPHE}(\d\d)(?![\w'’])"
    rf"|\b({MON})\s+{_APOSTROPHE}(\d\d)(?![\w'’])")
_SHORT_YEAR_HINT = re.compile(rf"\s{_APOSTROPHE}\d\d(?![\w'’])")

# --- dates in words -------------------------------------------------------------------------

_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
          "seventeen", "eighteen", "nineteen")
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_CARDINAL = {w: i for i, w in enumerate(_UNITS, 1)} | {w: i for i, w in enumerate(_TEENS, 10)}
_ORDINAL_UNITS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                  "ninth")
_ORDINAL_WORDS = {w: i for i, w in enumerate(_ORDINAL_UNITS, 1)} | {
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30}
_ORDINAL_DAY = (rf"(?:(?:twenty|thirty)[\s-](?:{'|'.join(_ORDINAL_UNITS)})"
                rf"|{'|'.join(sorted(_ORDINAL_WORDS, key=len, reverse=True))})")
_TWO_DIGITS = (rf"(?:(?:{'|'.join(_TENS)})(?:[\s-](?:{'|'.join(_UNITS)}))?"
               rf"|{'|'.join(_TEENS)}|(?:oh|o)[\s-](?:{'|'.join(_UNITS)}))")
_YEAR_WORDS = (rf"(?:(?:eighteen|nineteen|twenty)\s(?:hundred(?:\s(?:and\s)?{_TWO_DIGITS})?"
               rf"|{_TWO_DIGITS})"
               rf"|two\sthousand(?:\s(?:and\s)?(?:{_TWO_DIGITS}|{'|'.join(_UNITS)}))?)")
_MONTH_WORD = "|".join(MONTHS)
_WORDS_DATE = re.compile(
    rf"\b(?:(?:the\s)?({_ORDINAL_DAY})\s(?:day\s)?of\s({_MONTH_WORD})"
    rf"|({_MONTH_WORD})\s(?:the\s)?({_ORDINAL_DAY})),?\s(?:in\s(?:the\s year\s)?)?"
    rf"({_YEAR_WORDS})\b", re.IGNORECASE)
_WORDS_HINT = ("ineteen ", "ighteen ", "wo thousand", "wenty ", "INETEEN ", "WO THOUSAND")


# Arabic, written out: "في الخامس من آب/أغسطس عام ألفين وعشرين" (NNA, KUNA's archives):
# an ordinal day, "من" (of), the month (the Levant's name, Egypt's, or both), "عام" (year)
# and the year in words, its parts joined by "و" (and)
_AR_MONTHS = {
    "يناير": 1, "فبراير": 2, "مارس": 3, "أبريل": 4, "ابريل": 4, "مايو": 5, "يونيو": 6,
    "يوليو": 7, "أغسطس": 8, "اغسطس": 8, "سبتمبر": 9, "أكتوبر": 10, "اكتوبر": 10,
    "نوفمبر": 11, "ديسمبر": 12, "كانون الثاني": 1, "شباط": 2, "آذار": 3, "نيسان": 4,
    "أيار": 5, "حزيران": 6, "تموز": 7, "آب": 8, "أيلول": 9, "تشرين الأول": 10,
    "تشرين الثاني": 11, "كانون الأول": 12,
}  # fmt: skip
_AR_ORDINALS = {
    "الأول": 1, "الاول": 1, "الحادي": 1, "الثاني": 2, "الثالث": 3, "الرابع": 4, "الخامس": 5,
    "السادس": 6, "السابع": 7, "الثامن": 8, "التاسع": 9, "العاشر": 10,
}  # fmt: skip
_AR_CARDINALS = {
    "واحد": 1, "اثنين": 2, "اثنان": 2, "اثني": 2, "ثلاثة": 3, "ثلاث": 3, "أربعة": 4,
    "اربعة": 4, "أربع": 4, "خمسة": 5, "خمس": 5, "ستة": 6, "ست": 6, "سبعة": 7, "سبع": 7,
    "ثمانية": 8, "ثماني": 8, "تسعة": 9, "تسع": 9, "عشرة": 10, "عشر": 10, "أحد": 1,
    "إحدى": 1, "عشرين": 20, "ثلاثين": 30, "أربعين": 40, "اربعين": 40, "خمسين": 50,
    "ستين": 60, "سبعين": 70, "ثمانين": 80, "تسعين": 90, "مائة": 100, "مئة": 100,
    "تسعمائة": 900, "تسعمئة": 900, "ثمانمائة": 800, "ثمانمئة": 800, "ألف": 1000,
    "الف": 1000, "ألفين": 2000, "الفين": 2000, "ألفان": 2000,
}  # fmt: skip
_AR_WORD = "[\u0621-\u064a]+"
_AR_MONTH = "|".join(sorted(_AR_MONTHS, key=len, reverse=True))
_AR_ORDINAL = "|".join(sorted(_AR_ORDINALS, key=len, reverse=True))
_AR_WORDS_DATE = re.compile(
    rf"(?<![\u0600-\u06ff])((?:{_AR_ORDINAL})(?:\sو?(?:ال)?(?:عشر|عشرين|ثلاثين))?)\sمن\s(?:شهر\s)?"
    rf"({_AR_MONTH})(?:\s?/\s?(?:{_AR_MONTH}))?\s(?:من\s)?(?:عام|سنة|العام)\s"
    rf"((?:أ|ا)لف(?:{_AR_WORD})?(?:\sو{_AR_WORD}){{0,4}})")


def _arabic_day(words: str) -> int | None:
    """The day of an Arabic ordinal ("الخامس" 5, "الحادي والعشرين" 21), or None."""
    parts = words.split()
    total = _AR_ORDINALS.get(parts[0])
    if total is None:
        return None
    for part in parts[1:]:
        value = _AR_CARDINALS.get(part.removeprefix("و").removeprefix("ال"))
        if value not in (10, 20, 30):
            return None
        total += value
    return total if 1 <= total <= 31 else None


def _arabic_year(words: str) -> int | None:
    """The year of Arabic words ("ألفين وعشرين" 2020), or None for a word not a number."""
    total = 0
    for part in words.split():
        value = _AR_CARDINALS.get(part) or _AR_CARDINALS.get(part.removeprefix("و"))
        if value is None:
            return None
        total += value
    return total if 1826 <= total <= 2099 else None


def _number(words: str) -> int:
    """The value of a number of 0 to 99 in words ("ninety-nine" 99, "oh five" 5)."""
    total = 0
    for word in re.split(r"[\s-]+", words.lower()):
        total += _TENS.get(word, 0) + _CARDINAL.get(word, 0)
    return total


def _ordinal(words: str) -> int:
    """The day of an ordinal in words ("twenty-sixth" 26, "second" 2)."""
    parts = re.split(r"[\s-]+", words.lower())
    return sum(_TENS.get(p, 0) + _ORDINAL_WORDS.get(p, 0) for p in parts)


def _year(words: str) -> int | None:
    """The year of a year in words ("nineteen ninety-nine", "two thousand and five")."""
    words = words.lower()
    if words.startswith("two"):
        rest = re.sub(r"^two\sthousand\s?(?:and\s)?", "", words)
        return 2000 + _number(rest)
    century, _, rest = words.partition(" ")
    rest = re.sub(r"^hundred\s?(?:and\s)?", "", rest)
    if not rest and not words.endswith("hundred"):
        return None
    return _CARDINAL.get(century, _TENS.get(century, 0)) * 100 + _number(rest)


def _reads(text: str) -> list[tuple[int, int, int | None, int, int | None]]:
    """Each date of these forms in ``text``: its span and (year, month, day or None)."""
    reads = []
    if _ROMAN_HINT.search(text) is not None:
        for m in _ROMAN_DATE.finditer(text):
            reads.append((m.start(), m.end(), int(m[3]), _ROMAN[m[2]], int(m[1])))
    if ("'" in text or "\u2019" in text or "\u2018" in text) \
            and _SHORT_YEAR_HINT.search(text) is not None:
        for m in _SHORT_YEAR.finditer(text):
            if m[7] is not None:
                reads.append((m.start(), m.end(), full_year(int(m[7])), MONTH_OF[m[6]], None))
            else:
                month = MONTH_OF[m[2] or m[3]]
                reads.append((m.start(), m.end(), full_year(int(m[5])), month,
                              int(m[1] or m[4])))
    if any(w in text for w in _WORDS_HINT):
        for m in _WORDS_DATE.finditer(text):
            year = _year(m[5])
            month = MONTHS.index((m[2] or m[3]).lower()) + 1
            if year is not None:
                reads.append((m.start(), m.end(), year, month, _ordinal(m[1] or m[4])))
    if "من" in text and ("عام" in text or "سنة" in text):
        for m in _AR_WORDS_DATE.finditer(text):
            day, year = _arabic_day(m[1]), _arabic_year(m[3])
            if day is not None and year is not None:
                reads.append((m.start(), m.end(), year, _AR_MONTHS[m[2]], day))
    return reads


def date_form_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates of these forms read whole, in place of what the main
    pattern read of them (a bare year, "XI 1989")."""
    added = []
    for start, end, year, month, day in _reads(text):
        if day is None:
            if any(m.start < end and start < m.end for m in found):
                continue
            mention: DateMention | None = DateMention("month_year", start, end,
                                                      text[start:end], year=year, month=month)
        else:
            mention = day_mention(start, end, text[start:end], year, month, day,
                                  None, None, None)
        if mention is not None:
            found = drop_overlapping(found, start, end)
            found.append(mention)
            added.append(mention)
    return with_added(text, found, added)
