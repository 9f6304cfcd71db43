"""Dates in Ethiopic script: the Ethiopian calendar of Ethiopia's houses, and Eritrea's
Gregorian months in Tigrinya.

Ethiopia's houses (ENA, EBC, Fana, Addis Zemen, Amhara Media) date their captions in the
Ethiopian calendar, month first, the year after a slash, a comma or "ቀን" (day), often
closed by "ዓ.ም" (year of mercy, the era)::

    አዲስ አበባ፣ መጋቢት 24/2010 (ኢዜአ)          24 Megabit 2010 = 2 April 2018
    ጎንደር፣ ጥር 11 ቀን 2016 ዓ.ም (ጃንዋሪ 20/2024)  11 Tir 2016 = 20 January 2024
    ሀዋሳ፣ ኅዳር 10፣ 2012 (ኤፍ.ቢ.ሲ)             10 Hidar 2012 = 20 November 2019

Its twelve months have 30 days and a thirteenth (Pagume) five or six; its year begins on
11 September (12 September before a Gregorian leap year), seven or eight years behind.
Eritrea's papers and Eri-TV write the Gregorian months with the same Ge'ez names, the day
first ("ኣስመራ፡ 24 ግንቦት 2021": 24 May 2021, where Ethiopia's Ginbot is May to June): a day
before its month is read as Eritrea's, unless "ዓ.ም" follows. The Gregorian months
transliterated in Amharic ("ጃንዋሪ 20/2024") are read too.
"""

from __future__ import annotations

import datetime as dt
import re

__all__ = ["ethiopian_to_gregorian", "ethiopic_dates"]

# the Ethiopian months, in their spellings with the letters Amharic and Tigrinya interchange
_ETHIOPIAN_MONTHS = {
    "መስከረም": 1, "ጥቅምት": 2, "ኅዳር": 3, "ህዳር": 3, "ሕዳር": 3, "ታኅሣሥ": 4, "ታህሳስ": 4,
    "ታሕሳስ": 4, "ታኅሳስ": 4, "ታህሣሥ": 4, "ጥር": 5, "የካቲት": 6, "ለካቲት": 6, "መጋቢት": 7,
    "ሚያዝያ": 8, "ሚያዚያ": 8, "ግንቦት": 9, "ሰኔ": 10, "ሰነ": 10, "ሐምሌ": 11, "ሓምለ": 11,
    "ሀምሌ": 11, "ነሐሴ": 12, "ነሓሰ": 12, "ነሀሴ": 12, "ጳጉሜ": 13, "ጳጉሜን": 13,
}  # fmt: skip
# Eritrea's Gregorian months in Tigrinya (January is "ጥሪ", October "ጥቅምቲ")
_ERITREAN_MONTHS = {
    "ጥሪ": 1, "ለካቲት": 2, "የካቲት": 2, "መጋቢት": 3, "ሚያዝያ": 4, "ግንቦት": 5, "ሰነ": 6, "ሰኔ": 6,
    "ሓምለ": 7, "ሐምሌ": 7, "ነሓሰ": 8, "ነሐሴ": 8, "መስከረም": 9, "ጥቅምቲ": 10, "ጥቅምት": 10,
    "ሕዳር": 11, "ኅዳር": 11, "ታሕሳስ": 12, "ታኅሣሥ": 12,
}  # fmt: skip
# the Gregorian months transliterated in Amharic
_GREGORIAN_MONTHS = {
    "ጃንዋሪ": 1, "ጃኑዋሪ": 1, "ፌብሩዋሪ": 2, "ፌብርዋሪ": 2, "ማርች": 3, "ኤፕሪል": 4, "ሜይ": 5,
    "ጁን": 6, "ጁላይ": 7, "ኦገስት": 8, "ሴፕቴምበር": 9, "ሴፕተምበር": 9, "ኦክቶበር": 10,
    "ኖቬምበር": 11, "ኖቨምበር": 11, "ዲሴምበር": 12,
}  # fmt: skip
_MONTH = "|".join(sorted({*_ETHIOPIAN_MONTHS, *_ERITREAN_MONTHS, *_GREGORIAN_MONTHS},
                         key=len, reverse=True))
_ERA = r"(?:\s*ዓ\s*\.?\s*ም\.?)"  # "ዓ.ም", "ዓ/ም" written as "ዓ.ም."
# the month first: "መጋቢት 24/2010", "ጥር 11 ቀን 2016 ዓ.ም", "ኅዳር 10፣ 2012"
_MONTH_FIRST = re.compile(
    rf"({_MONTH})\s+(\d{{1,2}})\s*(?:ቀን\s*|/\s*|[፣,]\s*)(\d{{4}})(?!\d)({_ERA})?")
# the day first (Eritrea's, and Tigray's "ብ24 ግንቦት 1991", "in" glued to the day)
_DAY_FIRST = re.compile(rf"(?<!\d)(\d{{1,2}})\s+({_MONTH})\s+(\d{{4}})(?!\d)({_ERA})?")
# the Ethiopian calendar's first day, as a Julian Day Number, less the proleptic Gregorian
# calendar's ordinal of its own first day (date.toordinal's 1 January of the year 1)
_EPOCH_ORDINAL = 1724221 - 1721425


def ethiopian_to_gregorian(year: int, month: int, day: int) -> dt.date | None:
    """The Gregorian day of an Ethiopian date, or None for a day its month has not (public
    for the tests that check the calendar's arithmetic)."""
    if not (1 <= month <= 13 and 1 <= day <= 30) or (month == 13 and day > 5 + (year % 4 == 3)):
        return None
    return dt.date.fromordinal(
        _EPOCH_ORDINAL + 365 * (year - 1) + year // 4 + 30 * (month - 1) + day - 1)


def ethiopic_dates(text: str) -> list[tuple[re.Match[str], dt.date]]:
    """Each date the text writes in Ethiopic script, with its Gregorian day."""
    found = []
    for match in _MONTH_FIRST.finditer(text):
        day = _day_of(match[1], int(match[2]), int(match[3]), ethiopian=True)
        if day is not None:
            found.append((match, day))
    for match in _DAY_FIRST.finditer(text):
        if any(m.start() < match.end() and match.start() < m.end() for m, _ in found):
            continue
        day = _day_of(match[2], int(match[1]), int(match[3]), ethiopian=bool(match[4]))
        if day is not None:
            found.append((match, day))
    return sorted(found, key=lambda pair: pair[0].start())


def _day_of(month_word: str, day: int, year: int, *, ethiopian: bool) -> dt.date | None:
    """The Gregorian day of a month word, its day and year: a transliterated Gregorian month
    as written; an Ethiopian month in its calendar, or Eritrea's Gregorian one."""
    try:
        if month_word in _GREGORIAN_MONTHS:
            return dt.date(year, _GREGORIAN_MONTHS[month_word], day)
        if ethiopian and month_word in _ETHIOPIAN_MONTHS:
            return ethiopian_to_gregorian(year, _ETHIOPIAN_MONTHS[month_word], day)
        if month_word in _ERITREAN_MONTHS:
            return dt.date(year, _ERITREAN_MONTHS[month_word], day)
    except ValueError:
        return None
    return None
