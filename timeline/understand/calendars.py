"""Dates in the world's other calendars, read as the Gregorian day of the event.

The houses of the Gulf, Israel, Nepal, Ethiopia, Thailand, Japan and Taiwan date their
captions in their own calendars, in their script or in English::

    1445/12/09هـ, 10 رمضان 1446هـ           the Hijri calendar (Umm al-Qura: SPA, WAM)
    Jumada Al-Ula 29, 1446 AH
    כ"ח באייר תשפ"ד, 5 Iyar 5708            the Hebrew calendar (Flash90, GPO)
    Falgun 25, 2080; Baisakh 11, 2078       Nepal's Bikram Sambat in English (THT, TKP)
    Pagume 4, 2017 E.C.                     the Ethiopian calendar in English (EPA, ENA)
    Friday 15 Tir 1403, (15 Dalw 1401)      the Solar Hijri calendar in English, Iran's
                                            months and Afghanistan's (ISNA, Fars, Pajhwok)
    27 November B.E. 2566                   the Thai Buddhist era (PRD): 543 years ahead
    8 October 2567                          ... its year bare after a day, in a Thai caption or
                                            closing the date (not "12 March 2500 police")
    113/04/04, 113.07.23                    Taiwan's years of the Republic: 1911 behind
    R5.8.6, H7.1.17                         Japan's eras by their letters (Reiwa, Heisei)

Each form is read whole, and only where its calendar's own letters or words stand (a
cheap test first: English captions pay a few substring tests). A day is converted by the
calendar's published arithmetic (``hijridate``'s Umm al-Qura table, ``convertdate``'s
Hebrew calendar, ``nepali-datetime``'s almanac, the Solar Hijri 33-year rule); a day the month has not, a year outside
the tables, or "Adar" in a leap year (Adar I or II?) is not read: a null date beats a
wrong one. A year of another era alone ("Vikram Samvat 2080", "2003 E.C.", "1446H")
is never read as a Gregorian year; it only gives the year of a Gregorian month and day
that falls once in its span ("July 7 ... Maal Hijrah 1446H": 7 July 2024).

Where the caption gives the Gregorian date too ("10 رمضان 1446هـ الموافق 10 مارس 2025م"),
the Gregorian date wins: the other calendar's day is weak context beside it (a Hijri day
within two: a month begun by a local sighting), unless the caption says the picture was
taken on it. A Solar Hijri day in Latin letters yields to any Gregorian day of the caption
unless it is the one taken ("8 Bahman 1401 (January 28, 2023). The photo was taken on 9
Bahman 1401": the 29th): its month words are English words and names too, read only with
the calendar's evidence ("15 Tir 1403", "Dey 10, 1402 SH", "Tehran, Dey 10, 1402"; not
"Barafu Hut 3, 1400 metres").
"""

from __future__ import annotations

import datetime as dt
import functools
import re
import warnings

from .date_mentions import (
    DateMention,
    day_mention,
    drop_overlapping,
    valid,
    with_added,
)
from .ethiopic_dates import ethiopian_to_gregorian
from .south_asian_dates import bikram_sambat_to_gregorian

__all__ = ["BUDDHIST_ERA", "JAPANESE_ERAS", "REPUBLIC_ERA", "calendar_mentions", "hebrew_number",
           "hebrew_to_gregorian", "hijri_to_gregorian", "solar_hijri_day",
           "solar_hijri_to_gregorian", "this_year"]

# a reading: the span it covers, the Gregorian day, and for another era's year alone (no
# day: the span is only kept from being read as a Gregorian year) the Gregorian days the
# year spans
_Span = tuple[dt.date, dt.date] | None
_Read = tuple[int, int, dt.date | None, _Span]

# the eras' offsets, shared with foreign_dates' readers of the same calendars in their own
# scripts: the Thai Buddhist era's years are the common era's plus 543, the Republic of
# China's less 1911; Japan's eras by their letter: the year before the first, the last year
BUDDHIST_ERA = 543
REPUBLIC_ERA = 1911
JAPANESE_ERAS = {"M": (1867, 45), "T": (1911, 15), "S": (1925, 64), "H": (1988, 31),
                 "R": (2018, 99)}


@functools.cache
def this_year() -> int:
    """The year now, read once: an era's year after it is no photo's (a number, not a date)."""
    return dt.date.today().year


def _flexible(spelling: str) -> str:
    """A month's spelling as a pattern: its spaces and hyphens optional, its apostrophe any."""
    out = re.escape(spelling).replace(r"\ ", "[\\s-]?").replace(r"\-", "[\\s-]?")
    return out.replace("'", "['’‘ʿ]?")


def _alternation(spellings: dict[str, int]) -> str:
    return "|".join(_flexible(s) for s in sorted(spellings, key=len, reverse=True))


def _lookup(folded: dict[str, int], word: str) -> int | None:
    """The month of a written form, compared without case, spaces, hyphens or apostrophes
    (``folded``: a table of months by their folded spellings, see :func:`_folded`)."""
    return folded.get(_fold(word))


def _folded(spellings: dict[str, int]) -> dict[str, int]:
    return {_fold(k): v for k, v in spellings.items()}


def _fold(word: str) -> str:
    return re.sub(r"[\s'’‘ʿ-]", "", word).lower()


# --- the Hijri calendar -------------------------------------------------------------------

_HIJRI_LATIN = {
    "Muharram": 1, "Muharam": 1, "Safar": 2, "Rabi al-Awwal": 3, "Rabi ul-Awwal": 3,
    "Rabi ul-Awal": 3, "Rabi' al-Awwal": 3, "Rabiul Awal": 3, "Rabi I": 3,
    "Rabi al-Thani": 4, "Rabi al-Akhir": 4, "Rabi ul-Akhir": 4, "Rabi' al-Thani": 4,
    "Rabi ul-Thani": 4, "Rabiul Akhir": 4, "Rabi II": 4,
    "Jumada al-Ula": 5, "Jumada al-Awwal": 5, "Jumada al-Oula": 5, "Jumadil Awal": 5,
    "Jumada al-Ukhra": 6, "Jumada al-Akhirah": 6, "Jumada al-Akhira": 6,
    "Jumada al-Thani": 6, "Jumada al-Thaniyah": 6, "Jumadil Akhir": 6,
    "Rajab": 7, "Sha'ban": 8, "Shaaban": 8, "Shaban": 8, "Ramadan": 9, "Ramadhan": 9,
    "Ramzan": 9, "Shawwal": 10, "Syawal": 10, "Dhu al-Qadah": 11, "Dhul Qadah": 11,
    "Dhu al-Qi'dah": 11, "Dhul Qa'dah": 11, "Dhul-Qaada": 11, "Zul Qadah": 11,
    "Dhu al-Hijjah": 12, "Dhul Hijjah": 12, "Dhu'l-Hijja": 12, "Dhul-Hijja": 12,
    "Zul Hijjah": 12, "Zulhijjah": 12, "Dhu al-Hijja": 12,
}  # fmt: skip
_HIJRI_LATIN_FOLDED = _folded(_HIJRI_LATIN)
_HIJRI_ARABIC = {
    "محرم": 1, "صفر": 2, "ربيع الأول": 3, "ربيع الاول": 3, "ربيع الآخر": 4, "ربيع الثاني": 4,
    "ربيع الاخر": 4, "جمادى الأولى": 5, "جمادى الاولى": 5, "جمادى الأول": 5,
    "جمادى الآخرة": 6, "جمادى الاخرة": 6, "جمادى الثانية": 6, "رجب": 7, "شعبان": 8,
    "رمضان": 9, "شوال": 10, "ذو القعدة": 11, "ذي القعدة": 11, "ذو الحجة": 12, "ذي الحجة": 12,
}  # fmt: skip
_HIJRI_YEAR = r"(1[34]\d\d)"
_HIJRI_YEAR_HINT = re.compile(r"1[34]\d\d(?!\d)")
_HIJRI_MARK = r"(?:\s?(?:هـ|ه(?![\u0600-\u06ff])|AH\b|A\.H\.|H\b))"
_NOT_ARABIC_BEFORE = r"(?<![\u0600-\u06ff])"
_AR_MONTH = "|".join(re.escape(m) for m in sorted(_HIJRI_ARABIC, key=len, reverse=True))
_HIJRI_ARABIC_DATE = re.compile(
    rf"(?<!\d)(\d{{1,2}})\s+(?:من\s+)?(?:شهر\s+)?{_NOT_ARABIC_BEFORE}({_AR_MONTH})"
    rf"(?![\u0600-\u06ff])\s+(?:لعام\s+|عام\s+|سنة\s+)?{_HIJRI_YEAR}{_HIJRI_MARK}?(?!\d)")
_NUMERIC_MARK = r"\s?(?:هـ|ه|AH\b|A\.H\.)"
_HIJRI_NUMERIC = re.compile(
    rf"(?<![\d/.-]){_HIJRI_YEAR}([/.-])(\d{{1,2}})\2(\d{{1,2}})(?![\d/.-]){_NUMERIC_MARK}"
    rf"|(?<![\d/.-])(\d{{1,2}})([/.-])(\d{{1,2}})\6{_HIJRI_YEAR}(?![\d/.-]){_NUMERIC_MARK}")
_LATIN_HIJRI = _alternation(_HIJRI_LATIN)
_HIJRI_LATIN_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_LATIN_HIJRI})|({_LATIN_HIJRI})\s+"
    rf"(\d{{1,2}})(?:st|nd|rd|th)?),?\s+{_HIJRI_YEAR}{_HIJRI_MARK}?(?!\d)", re.IGNORECASE)
_HIJRI_YEAR_ALONE = re.compile(rf"(?<![\d/.-]){_HIJRI_YEAR}(?:\s?(?:هـ|ه(?![\u0600-\u06ff])"
                               r"|AH\b|A\.H\.)|H\b)")
# the cheap test: the era's mark, or a month's capitalised start (a caption in capitals
# writes the mark: "RAMADAN 27, 1445 AH")
# (the pattern opens with the mark's letter, which re finds fast, and looks back for the digit)
_HIJRI_MARK_HINT = re.compile(r"H\b(?:(?<=\dH)|(?<=\d AH)|(?<=\dAH)|(?<=\d A\.H)|(?<=\dA\.H))")
_HIJRI_WORDS = ("Muharram", "Muharam", "Safar", "Rabi", "Jumad", "Rajab", "Sha'ban", "Sha’ban",
                "Shaaban", "Shaban", "Ramadan", "Ramadhan", "Ramzan", "Shawwal", "Syawal", "Dhu",
                "Zul")


@functools.cache
def _hijri():  # type: ignore[no-untyped-def]
    """``hijridate``'s Hijri class, imported on first use (only Hijri captions need it)."""
    from hijridate import Hijri

    return Hijri


def hijri_to_gregorian(year: int, month: int, day: int) -> dt.date | None:
    """The Gregorian day of an Umm al-Qura date, or None for a day its month has not or a
    year outside the table (AH 1343-1500)."""
    try:
        return dt.date(*_hijri()(year, month, day).to_gregorian().datetuple())
    except (ValueError, OverflowError):
        return None


def _hijri_year_span(year: int) -> tuple[dt.date, dt.date] | None:
    start, end = hijri_to_gregorian(year, 1, 1), hijri_to_gregorian(year + 1, 1, 1)
    return (start, end) if start and end else None


def _hijri_reads(text: str) -> list[_Read]:
    reads: list[_Read] = []
    for m in _HIJRI_NUMERIC.finditer(text):
        year, month, day = (m[1], m[3], m[4]) if m[1] else (m[8], m[7], m[5])
        if 1 <= int(month) <= 12 and (day_ := hijri_to_gregorian(
                int(year), int(month), int(day))):
            reads.append((m.start(), m.end(), day_, None))
    for m in _HIJRI_ARABIC_DATE.finditer(text):
        if day_ := hijri_to_gregorian(int(m[3]), _HIJRI_ARABIC[m[2]], int(m[1])):
            reads.append((m.start(), m.end(), day_, None))
    for m in _HIJRI_LATIN_DATE.finditer(text):
        month = _lookup(_HIJRI_LATIN_FOLDED, m[2] or m[3])
        if month and (day_ := hijri_to_gregorian(int(m[5]), month, int(m[1] or m[4]))):
            reads.append((m.start(), m.end(), day_, None))
    return reads


# --- the Solar Hijri calendar, in Latin letters ------------------------------------------

# Iran's and Afghanistan's houses write it in English too: Iran's month names ("Friday 15 Tir
# 1403", ISNA; "1 Khordad 1403", Fars) and Afghanistan's, the zodiac's ("(15 Dalw 1401)",
# Pajhwok; "1 Hamal 1398", TOLOnews), in their common transliterations; read only with
# their year (Mehr, Asad, Mizan and Dey are names too); in their script: foreign_dates
_SOLAR_LATIN = {
    "Farvardin": 1, "Farvardeen": 1, "Farwardin": 1, "Ordibehesht": 2, "Ordibehest": 2,
    "Urdibehesht": 2, "Ardibehesht": 2, "Khordad": 3, "Khordaad": 3, "Khurdad": 3,
    "Tir": 4, "Teer": 4, "Mordad": 5, "Amordad": 5, "Mordaad": 5, "Murdad": 5,
    "Shahrivar": 6, "Shahrewar": 6, "Shahriwar": 6, "Shahreivar": 6, "Mehr": 7,
    "Mihr": 7, "Aban": 8, "Abaan": 8, "Azar": 9, "Azer": 9, "Dey": 10, "Dei": 10,
    "Bahman": 11, "Esfand": 12, "Isfand": 12, "Espand": 12,
    # Afghanistan's (Dari and Pashto write the zodiac's)
    "Hamal": 1, "Sawr": 2, "Saur": 2, "Sour": 2, "Sowr": 2, "Thawr": 2, "Jawza": 3,
    "Jauza": 3, "Jowza": 3, "Jozah": 3, "Saratan": 4, "Asad": 5,
    "Sunbula": 6, "Sonbola": 6, "Sunbulah": 6, "Sombola": 6, "Sunbla": 6, "Mizan": 7,
    "Meezan": 7, "Aqrab": 8, "Akrab": 8, "Qaws": 9, "Qaus": 9, "Qous": 9,
    "Qows": 9, "Jadi": 10, "Jaddi": 10, "Jadee": 10, "Dalw": 11, "Dalv": 11, "Dalwa": 11,
    "Hut": 12, "Hoot": 12, "Hout": 12, "Hoth": 12,
}  # fmt: skip
_SOLAR_LATIN_FOLDED = _folded(_SOLAR_LATIN)
_SOLAR_MONTH = _alternation(_SOLAR_LATIN)
# its era's marks: "1403 SH", "1403 HS", "1401 Solar Hijri", "1402 AP" (anno Persico; not
# the Associated Press's "(AP Photo)")
_SOLAR_MARK = (r"(?:\s?(?:S\.H\.|H\.S\.|SH\b|HS\b|A\.P\.|AP\b(?!\s*[Pp]hoto)|Solar Hijri\b"
               r"|Hijri Shamsi\b))")
_SOLAR_LATIN_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_SOLAR_MONTH})|({_SOLAR_MONTH})\s+"
    rf"(\d{{1,2}})(?:st|nd|rd|th)?),?\s+{_HIJRI_YEAR}({_SOLAR_MARK})?(?!\d)", re.IGNORECASE)
# the month words are English words and names too ("Barafu Hut 3, 1400 metres", "Pizza Hut 2,
# 1400 GMT", "Gate 4 Mehr 7, 1400 spectators"): a month first is read only with the calendar's
# own evidence, a weekday or a bracket before it ("Friday, Tir 15, 1403", "(Bahman 9, 1401)")
# or an Iranian or Afghan word in the caption ("Tehran, Dey 10, 1402"); and never a year
# that is a measure, an hour or a count ("1400 m", "1400 hrs", "1400 spectators")
_SOLAR_OPENS = re.compile(r"(?:[(\[]|\b(?:Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun)(?:day)?\.?,?)"
                          r"\s*$", re.IGNORECASE)
_SOLAR_CONTEXT = re.compile(
    r"\b(?:Iran|Iranians?|Tehran|Afghans?|Afghanistan|Kabul|Herat|Kandahar|Mazar|Jalalabad"
    r"|Kunduz|Balkh|Ghazni|Helmand|Nangarhar|Bamiyan|Badakhshan|Mashhad|Isfahan|Esfahan"
    r"|Shiraz|Tabriz|Qom|Ahvaz|Karaj|Kermanshah|Rasht|Yazd|Kerman|Ardabil|Bandar Abbas"
    r"|Zahedan|Urmia|Hamadan|Sanandaj|Khoy|Sistan|Khuzestan|IRNA|ISNA|Tasnim|Fars|Mehr News"
    r"|Pajhwok|Tolo|TOLOnews|Bakhtar|Ariana|IRIB|WANA|Press TV|Nowruz|Yalda|Taliban)\b",
    re.IGNORECASE)
_SOLAR_MEASURED = re.compile(
    r"\s*-?\s*(?:m|km|cm|mm|ft|kg|t|h|hrs?|hours?|GMT|UTC|IST|PKT|EAT|CET|local|metres?|meters?"
    r"|kilomet(?:re|er)s?|feet|foot|miles?|tonnes?|tons?|people|persons|men|women|children"
    r"|(?!(?:shows|marks|sees|brings|begins|starts|ends|falls|features|depicts)\b)"
    r"[a-z]{3,}(?<!s)s)\b")
# the cheap test, after the year's: a month's start, in a caption lower-cased
_SOLAR_STEMS = ("farv", "farw", "ordib", "urdib", "ardib", "khord", "khurd", "tir", "teer",
                "mord", "murd", "shahr", "mehr", "mihr", "aban", "abaan", "azar", "azer", "dey",
                "dei", "bahman", "esfand", "isfand", "espand", "hamal", "sawr", "saur", "sour",
                "sowr", "thawr", "jawz", "jauz", "jowz", "jozah", "saratan", "asad", "sunb",
                "sonb", "somb", "mizan", "meezan", "aqrab", "akrab", "qaws", "qaus", "qous",
                "qows", "jad", "dalw", "dalv", "hut", "hoot", "hout", "hoth")
_SOLAR_ERA = 621  # a Solar Hijri year begins in March of the Gregorian year 621 later


def solar_hijri_to_gregorian(year: int, month: int, day: int) -> tuple[int, int, int]:
    """The Gregorian (year, month, day) of a day of the Solar Hijri calendar, Iran's and
    Afghanistan's: its year begins at the March equinox (1 Farvardin 1403 is 20 March
    2024), its first six months have 31 days and the next five 30. By the 33-year
    arithmetic of the leap years, exact for the years 1178-1633 (1799-2254)."""
    days = -355668 + 365 * (year + 1595) + ((year + 1595) // 33) * 8 \
        + (((year + 1595) % 33) + 3) // 4 + day \
        + ((month - 1) * 31 if month < 7 else (month - 7) * 30 + 186)
    gy = 400 * (days // 146097)
    days %= 146097
    if days > 36524:
        days -= 1
        gy += 100 * (days // 36524)
        days %= 36524
        if days >= 365:
            days += 1
    gy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        gy += (days - 1) // 365
        days = (days - 1) % 365
    leap = gy % 4 == 0 and (gy % 100 != 0 or gy % 400 == 0)
    lengths = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    gd, gm = days + 1, 0
    while gm < 12 and gd > lengths[gm]:
        gd -= lengths[gm]
        gm += 1
    return gy, gm + 1, gd


def solar_hijri_day(year: int, month: int, day: int) -> dt.date | None:
    """The Gregorian day of a Solar Hijri date, or None for a day its month has not (the
    first six months have 31 days, the next five 30, Esfand 29 or 30) or a year to come."""
    if not 1 <= day <= (31 if month <= 6 else 30) or year > this_year() - _SOLAR_ERA:
        return None
    gregorian = dt.date(*solar_hijri_to_gregorian(year, month, day))
    if month == 12 and day == 30 and dt.date(*solar_hijri_to_gregorian(year + 1, 1, 1)) \
            <= gregorian:
        return None  # (30 Esfand of a common year is the next year's 1 Farvardin)
    return gregorian


def _solar_reads(text: str) -> list[_Read]:
    reads: list[_Read] = []
    lowered = text.lower()
    if not any(stem in lowered for stem in _SOLAR_STEMS):
        return reads
    for m in _SOLAR_LATIN_DATE.finditer(text):
        month = _lookup(_SOLAR_LATIN_FOLDED, m[2] or m[3])
        if month and _solar_evidence(text, m) \
                and (day_ := solar_hijri_day(int(m[5]), month, int(m[1] or m[4]))):
            reads.append((m.start(), m.end(), day_, None))
    return reads


def _solar_evidence(text: str, match: re.Match[str]) -> bool:
    """Whether a Solar Hijri date in Latin letters is one (see _SOLAR_OPENS): its year not a
    measure or a count, and the day first ("15 Tir 1403"), the era's mark, a weekday or a
    bracket before it, or an Iranian or Afghan word in the caption."""
    if _SOLAR_MEASURED.match(text, match.end()) is not None:
        return False  # "Hut 14, 1400 m up the trail"
    return bool(match[1] or match[6]) \
        or _SOLAR_OPENS.search(text, max(0, match.start() - 12), match.start()) is not None \
        or _SOLAR_CONTEXT.search(text) is not None


# --- the Hebrew calendar ------------------------------------------------------------------

_GEMATRIA = dict(zip("אבגדהוזחטיכךלמםנןסעפףצץקרשת",
                     (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 20, 30, 40, 40, 50, 50, 60, 70, 80, 80,
                      90, 90, 100, 200, 300, 400), strict=True))
# convertdate's months: Nisan 1 ... Elul 6, Tishrei 7 ... Adar 12 (Adar I in a leap year),
# Adar II 13; plain Adar is None (-1) in a leap year: the writer's Adar is unsure
_HEBREW_MONTHS = {
    "תשרי": 7, "חשוון": 8, "חשון": 8, "מרחשוון": 8, "מרחשון": 8, "כסלו": 9, "כסליו": 9,
    "טבת": 10, "שבט": 11, "אדר": -1, "אדר א'": 12, "אדר א׳": 12, "אדר ב'": 13, "אדר ב׳": 13,
    "ניסן": 1, "אייר": 2, "סיוון": 3, "סיון": 3, "תמוז": 4, "אב": 5, "מנחם אב": 5, "אלול": 6,
}  # fmt: skip
_HEBREW_LATIN = {
    "Tishrei": 7, "Tishri": 7, "Cheshvan": 8, "Heshvan": 8, "Marcheshvan": 8, "Kislev": 9,
    "Tevet": 10, "Teves": 10, "Shevat": 11, "Shvat": 11, "Adar": -1, "Adar I": 12,
    "Adar II": 13, "Adar Aleph": 12, "Adar Bet": 13, "Adar Sheni": 13, "Nisan": 1,
    "Iyar": 2, "Iyyar": 2, "Sivan": 3, "Tammuz": 4, "Tamuz": 4, "Av": 5, "Menachem Av": 5,
    "Elul": 6,
}  # fmt: skip
_HEBREW_LATIN_FOLDED = _folded(_HEBREW_LATIN)
_HEB = "\u05d0-\u05ea"
_MARK = "\"״'׳"
_HEB_NUMBER = rf"[{_HEB}](?:[{_HEB}]?[\"״][{_HEB}]|['׳])"
_HEB_MONTH = "|".join(re.escape(m) for m in sorted(_HEBREW_MONTHS, key=len, reverse=True))
_HEBREW_DATE = re.compile(
    rf"(?<![{_HEB}])({_HEB_NUMBER})\s+ב?({_HEB_MONTH})(?![{_HEB}])\s+"
    rf"((?:ה['׳]?)?[{_HEB}]{{1,3}}[\"״][{_HEB}])(?![{_HEB}])")
_HEBREW_LATIN_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_alternation(_HEBREW_LATIN)})"
    rf"|({_alternation(_HEBREW_LATIN)})\s+(\d{{1,2}})),?\s+(5[6-8]\d\d)(?!\d)")


_HEBREW_LETTER = re.compile(f"[{_HEB}]")
_HEBREW_YEAR_HINT = re.compile(r"5[6-8]\d\d(?<!\d....)(?!\d)")  # (a digit first: fast)


def hebrew_number(letters: str) -> int:
    """The value of a number written in Hebrew letters ("כ\"ח" 28, "תשפ\"ד" 784)."""
    return sum(_GEMATRIA.get(c, 0) for c in letters)


@functools.cache
def _hebrew():  # type: ignore[no-untyped-def]
    from convertdate import hebrew

    return hebrew


def hebrew_to_gregorian(year: int, month: int, day: int) -> dt.date | None:
    """The Gregorian day of a Hebrew date (month -1: plain "Adar", None in a leap year),
    or None for a day its month has not."""
    hebrew = _hebrew()
    if month == -1:
        if hebrew.leap(year):
            return None
        month = 12
    if not 1 <= month <= 13 or (month == 13 and not hebrew.leap(year)) or not 1 <= day <= 30 \
            or day > hebrew.month_length(year, month):
        return None
    with warnings.catch_warnings():  # (convertdate calls its own deprecated month_days)
        warnings.simplefilter("ignore", DeprecationWarning)
        return dt.date(*hebrew.to_gregorian(year, month, day))


def _hebrew_reads(text: str) -> list[_Read]:
    reads: list[_Read] = []
    if not text.isascii() and _HEBREW_LETTER.search(text) is not None:
        for m in _HEBREW_DATE.finditer(text):
            year = hebrew_number(m[3].lstrip("ה'׳") if len(m[3].strip(_MARK)) > 3 else m[3])
            day_ = hebrew_to_gregorian(5000 + year, _HEBREW_MONTHS[m[2]], hebrew_number(m[1]))
            if 700 <= year < 1000 and day_ is not None:
                reads.append((m.start(), m.end(), day_, None))
    if _HEBREW_YEAR_HINT.search(text) is not None:
        for m in _HEBREW_LATIN_DATE.finditer(text):
            month = _lookup(_HEBREW_LATIN_FOLDED, m[2] or m[3])
            if month and (day_ := hebrew_to_gregorian(int(m[5]), month, int(m[1] or m[4]))):
                reads.append((m.start(), m.end(), day_, None))
    return reads


# --- Nepal's Bikram Sambat and the Ethiopian calendar, in English --------------------------

_BS_LATIN = {
    "Baisakh": 1, "Baishakh": 1, "Vaisakh": 1, "Jestha": 2, "Jeth": 2, "Jeshtha": 2,
    "Asar": 3, "Ashar": 3, "Ashadh": 3, "Asadh": 3, "Shrawan": 4, "Saun": 4, "Srawan": 4,
    "Bhadra": 5, "Bhadau": 5, "Asoj": 6, "Ashwin": 6, "Kartik": 7, "Mangsir": 8,
    "Mangshir": 8, "Poush": 9, "Push": 9, "Paush": 9, "Magh": 10, "Falgun": 11,
    "Phalgun": 11, "Fagun": 11, "Chaitra": 12, "Chait": 12,
}  # fmt: skip
# (not the end of a broadcaster's or a game's name: "KBS 2024 Song Festival", "CBS", "SBS")
_BS_MARK = (r"(?:(?<![A-Za-z])(?:B\.\s?S\.?|BS\b|V\.\s?S\.?|VS\b)"
            r"|Bikram Sambat|Vikram Samvat|Samvat|Sambat)")
_BS_LATIN_MONTH = "|".join(sorted(_BS_LATIN, key=len, reverse=True))
_BS_LATIN_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+({_BS_LATIN_MONTH})|({_BS_LATIN_MONTH})\s+"
    rf"(\d{{1,2}})(?:st|nd|rd|th)?),?\s+(?:{_BS_MARK}\s?)?(\d{{4}})(?!\d)(\s?{_BS_MARK})?")
# the cheap test: a BS year read unmarked (2040 on), or the era's mark
_BS_LATIN_YEAR = re.compile(r"20[4-9]\d|2100")
_BS_LATIN_MARKS = ("BS", "B.S", "VS", "V.S", "amvat", "ambat")
_BS_YEAR_ALONE = re.compile(rf"{_BS_MARK}\s?(\d{{4}})(?!\d)|(?<!\d)(\d{{4}})\s?{_BS_MARK}")
_BS_UNMARKED_FROM = 2040  # a BS year from here on is AD 1983 and later: its AD is the future
_NEPAL_WORDS = re.compile(r"Nepal|Kathmandu|Bikram|Vikram|Sambat|Samvat|RSS\b|Lalitpur|Pokhara"
                          r"|Bhaktapur")

_EC_LATIN = {
    "Meskerem": 1, "Meskarem": 1, "Tikimt": 2, "Tikemt": 2, "Tekemt": 2, "Tiqimt": 2,
    "Hidar": 3, "Hedar": 3, "Tahsas": 4, "Tahesas": 4, "Tahisas": 4, "Tir": 5, "Ter": 5,
    "Yekatit": 6, "Yakatit": 6, "Megabit": 7, "Magabit": 7, "Miyazya": 8, "Miazia": 8,
    "Miyazia": 8, "Ginbot": 9, "Genbot": 9, "Sene": 10, "Senie": 10, "Hamle": 11,
    "Hamlie": 11, "Nehase": 12, "Nehasse": 12, "Nehasie": 12, "Pagume": 13, "Pagumen": 13,
    "Puagme": 13,
}  # fmt: skip
_EC_MARK = r"(?:E\.\s?C\.?|EC\b)"
_EC_MONTH = "|".join(sorted(_EC_LATIN, key=len, reverse=True))
_EC_LATIN_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+({_EC_MONTH})|({_EC_MONTH})\s+(\d{{1,2}})),?\s+"
    rf"((?:19|20)\d\d)\s?{_EC_MARK}")
_EC_YEAR_ALONE = re.compile(rf"(?<!\d)((?:19|20)\d\d)\s?{_EC_MARK}")


def _bs_reads(text: str) -> list[_Read]:
    reads: list[_Read] = []
    for m in _BS_LATIN_DATE.finditer(text):
        year = int(m[5])
        if year < _BS_UNMARKED_FROM and re.search(_BS_MARK, m[0]) is None:
            continue  # ("Magh 5, 2024": perhaps an Indian month in an AD year)
        if day_ := bikram_sambat_to_gregorian(year, _BS_LATIN[m[2] or m[3]], int(m[1] or m[4])):
            reads.append((m.start(), m.end(), day_, None))
    for m in _BS_YEAR_ALONE.finditer(text):
        year = int(m[1] or m[2])
        if year < _BS_UNMARKED_FROM and _NEPAL_WORDS.search(text) is None:
            continue  # ("2024 BS": an era year alone, only in a caption that is Nepal's)
        start = bikram_sambat_to_gregorian(year, 1, 1)
        end = bikram_sambat_to_gregorian(year + 1, 1, 1)
        reads.extend(_era_year(m, start, end))
    return reads


def _ec_reads(text: str) -> list[_Read]:
    reads: list[_Read] = []
    for m in _EC_LATIN_DATE.finditer(text):
        if day_ := ethiopian_to_gregorian(int(m[5]), _EC_LATIN[m[2] or m[3]],
                                          int(m[1] or m[4])):
            reads.append((m.start(), m.end(), day_, None))
    for m in _EC_YEAR_ALONE.finditer(text):
        year = int(m[1])
        reads.extend(_era_year(m, ethiopian_to_gregorian(year, 1, 1),
                               ethiopian_to_gregorian(year + 1, 1, 1)))
    return reads


# --- the Buddhist era, the Republic of China's years, Japan's era letters ------------------

_BE_MARK = r"(?:B\.\s?E\.?|BE\b)"
_BE_YEAR = re.compile(rf"{_BE_MARK}\s?(2[45]\d\d)(?!\d)|(?<!\d)(2[45]\d\d)\s?{_BE_MARK}")
_ROC_NUMERIC = re.compile(r"(?<![\d/.:-])(1[01]\d)([/.])(\d{1,2})\2(\d{1,2})(?![\d/.:-])")
_HAN = re.compile("[\u4e00-\u9fff]")
_JAPANESE_ERA_LETTER = re.compile(
    r"(?<![A-Za-z0-9.])([MTSHR])\s?(\d{1,2})[./](\d{1,2})[./](\d{1,2})(?![\d./])")
_JAPANESE_TAKEN = re.compile(r"撮影(?:日|日時)?\s*[：:]\s*$")


def _gregorian(year: int, month: int, day: int) -> dt.date | None:
    return dt.date(year, month, day) if 1 <= month <= 12 and valid(year, month, day) else None


def _east_asian_reads(text: str) -> list[_Read]:
    reads: list[_Read] = []
    if _HAN.search(text) is None:
        return reads
    this_roc_year = this_year() - REPUBLIC_ERA
    for m in _ROC_NUMERIC.finditer(text):
        if int(m[1]) <= this_roc_year and (
                day_ := _gregorian(int(m[1]) + REPUBLIC_ERA, int(m[3]), int(m[4]))):
            reads.append((m.start(), m.end(), day_, None))
    for m in _JAPANESE_ERA_LETTER.finditer(text):
        base, last = JAPANESE_ERAS[m[1]]
        year = int(m[2]) + base
        if 1 <= int(m[2]) <= last and year <= this_year() and (
                day_ := _gregorian(year, int(m[3]), int(m[4]))):
            reads.append((m.start(), m.end(), day_, None))
    return reads


# the Chinese lunar year by its stem and branch ("农历甲辰龙年正月初一", Xinhua): the year
# whose 1 January falls before its lunar new year, which is between 21 January and 20
# February; a Gregorian day between those is in it only when the text names its first
# month ("正月") or the festival of its first day
_STEMS, _BRANCHES = "甲乙丙丁戊己庚辛壬癸", "子丑寅卯辰巳午未申酉戌亥"
_SEXAGENARY_YEAR = re.compile(f"([{_STEMS}])([{_BRANCHES}])[鼠牛虎兔龙龍蛇马馬羊猴鸡雞狗猪豬]?年")
_FIRST_MONTH = ("正月", "春节", "春節", "大年初一")


def _sexagenary_reads(text: str) -> list[_Read]:
    reads: list[_Read] = []
    for m in _SEXAGENARY_YEAR.finditer(text):
        stem, branch = _STEMS.index(m[1]), _BRANCHES.index(m[2])
        if stem % 2 != branch % 2:
            continue  # (no such pair in the cycle)
        cycle = (6 * stem - 5 * branch) % 60  # the year's place in the cycle, 甲子 first
        year = this_year() + 1 - (this_year() + 1 - 4 - cycle) % 60
        first = dt.date(year, 1, 21) if any(w in text for w in _FIRST_MONTH) \
            else dt.date(year, 2, 21)
        reads.append((m.start(), m.end(), None, (first, dt.date(year + 1, 1, 21))))
    return reads


# --- shared --------------------------------------------------------------------------------

def _era_year(match: re.Match[str], start: dt.date | None, end: dt.date | None) -> list[_Read]:
    """Another era's year alone: its text, kept from the Gregorian year pattern, and the
    Gregorian days it spans, for a month and day written without a year; less its last
    month, where the day may be the eve of the next year the caption names ("April 13 ...
    the New Year 2082 BS", which begins on 14 April 2025)."""
    if start is None or end is None:
        return [(match.start(), match.end(), None, None)]
    return [(match.start(), match.end(), None, (start, end - _LAST_MONTH))]


_LAST_MONTH = dt.timedelta(days=30)


def _reads(text: str, found: list[DateMention]) -> tuple[list[_Read], set[int]]:
    """Every other calendar's date in ``text``, each pass behind its cheap test, and where
    its Solar Hijri days in Latin letters start: those yield to any Gregorian day (their
    month words are English words too), not only to the same day as the others do."""
    reads: list[_Read] = []
    solar_starts: set[int] = set()
    ascii_only = text.isascii()
    # (every Hijri date read has its year, and every Solar Hijri date)
    hijri_year = _HIJRI_YEAR_HINT.search(text) is not None
    if (not ascii_only and "ه" in text) or (
            hijri_year and (any(w in text for w in _HIJRI_WORDS) or _HIJRI_MARK_HINT.search(text))):
        reads += _hijri_reads(text)
        for m in _HIJRI_YEAR_ALONE.finditer(text):
            if m[0].endswith("H") and not m[0].endswith("AH") \
                    and not any(w in text for w in _HIJRI_WORDS) and "Hijr" not in text:
                continue  # "at 1400H": a military hour, not the year 1400 of the Hijra
            span = _hijri_year_span(int(m[1]))
            reads.extend(_era_year(m, *(span or (None, None))))
    if not ascii_only or _HEBREW_YEAR_HINT.search(text) is not None:
        reads += _hebrew_reads(text)
    if hijri_year:
        solar = _solar_reads(text)
        reads += solar
        solar_starts = {r[0] for r in solar}
    if any(mark in text for mark in _BS_LATIN_MARKS) or _BS_LATIN_YEAR.search(text) is not None:
        reads += _bs_reads(text)
    if "E.C" in text or ("EC" in text and "Ethiopia" in text):  # ("EC": a Commission's too)
        reads += _ec_reads(text)
    if "BE" in text or "B.E" in text:
        reads += _be_reads(text, found)
    if (" 25" in text or " 24" in text) and any(m.kind == "month_day" for m in found):
        reads += _unmarked_be_reads(text, found, _THAI_CONTEXT.search(text) is not None)
    if not ascii_only:
        reads += _east_asian_reads(text)
        if "年" in text:
            reads += _sexagenary_reads(text)
    return reads, solar_starts


def _be_reads(text: str, found: list[DateMention]) -> list[_Read]:
    """A Buddhist-era year after a Gregorian month and day ("27 November B.E. 2566"): the
    day in the year 543 below; the year alone is only kept from being read."""
    reads: list[_Read] = []
    for m in _BE_YEAR.finditer(text):
        year = int(m[1] or m[2]) - BUDDHIST_ERA
        before = [d for d in found if d.kind == "month_day" and d.end <= m.start()
                  and re.fullmatch(r"[\s,]*", text[d.end:m.start()])]
        if before and before[-1].month and before[-1].day and (
                day_ := _gregorian(year, before[-1].month, before[-1].day)):
            reads.append((before[-1].start, m.end(), day_, None))
        else:
            reads.extend(_era_year(m, dt.date(year, 1, 1), dt.date(year + 1, 1, 1)))
    return reads


# a year of the Buddhist era written bare after a Gregorian day and month, as Thai houses
# write in English ("8 October 2567", "Saturday 6 July 2567"): no photograph is of the
# Gregorian 2400s or 2500s, so the year can only be the era's; read in a Thai caption (see
# _THAI_CONTEXT) and not before a count's noun ("on 8 October 2500 people marched"), or
# elsewhere only as the date's end, before its stop or comma ("... rice field, 12 October 2567.")
_BARE_BE_YEAR = re.compile(r"[\s,]{1,3}(2[45]\d\d)(?![\d,.:]\d|\s?(?:BS|VS|B\.S|V\.S|AH|EC|E\.C))"
                           r"(?!\s+(?:people|[a-z]{3,}(?<!s)s)\b)")
_BE_YEAR_ENDS = re.compile(r"\s*(?:[.,;:)–—]|-\s|$)")
# an open-class word after the number, not a preposition, a capital or punctuation: a count's
# noun or its adjective ("2500 new citizens", "2500 police officers")
_COUNTED = re.compile(r"\s+(?!(?:at|in|on|across|during|near|by|from|to|with|as|when|after"
                      r"|before|and|while|for|of|the|a|an)\b)[a-z]")
# a Thai caption: Thailand named, its capital, its provinces' and districts' common words
# (Amphoe, Tambon, Nakhon, Chiang, -buri, -thani), a temple (Wat), its houses, or Thai script
_THAI_CONTEXT = re.compile(
    r"\b(?:Thai|Thailand|THAILAND|Bangkok|BANGKOK|CHIANG|NAKHON|PHUKET|PATTAYA|Amphoe|Tambon|Changwat|Nakhon|Chiang|Wat|Phuket|Pattaya"
    r"|Ayutthaya|Sukhothai|Songkhla|Hat Yai|Krabi|Rayong|Korat|Isan|Khon Kaen|Matichon|Khaosod"
    r"|PRD|NNT|B\.E\.?|\w+buri|\w+ ?[Tt]hani)\b|[\u0e01-\u0e5b]")


def _unmarked_be_reads(text: str, found: list[DateMention], thai: bool) -> list[_Read]:
    """The day of a Gregorian month and day followed by a bare Buddhist-era year ("8 October
    2567": 8 October 2024), the year 543 below the one written: in a Thai caption (``thai``)
    unless a count's word follows, elsewhere only where the number closes the date."""
    reads: list[_Read] = []
    for d in found:
        if d.kind != "month_day" or d.month is None or d.day is None:
            continue
        m = _BARE_BE_YEAR.match(text, d.end)
        if m is None or not (_BE_YEAR_ENDS.match(text, m.end()) or (
                thai and not _COUNTED.match(text, m.end()))):
            continue
        if day_ := _gregorian(int(m[1]) - BUDDHIST_ERA, d.month, d.day):
            reads.append((d.start, m.end(), day_, None))
    return reads


def _year_of_a_day(found: list[DateMention], span: tuple[dt.date, dt.date] | None
                   ) -> int | None:
    """The Gregorian year of the caption's first month and day without a year, when it falls
    once in an era year's span ("July 7 ... 1446H": 2024)."""
    days = [m for m in found if m.kind == "month_day" and (not m.context or m.weak_context)]
    if span is None or not days or days[0].month is None or days[0].day is None:
        return None
    first = days[0]
    assert first.month is not None and first.day is not None
    years = [y for y in (span[0].year, span[1].year) if valid(y, first.month, first.day)
             and span[0] <= dt.date(y, first.month, first.day) < span[1]]
    return years[0] if len(set(years)) == 1 else None


_FIRST_PHOTO_YEAR = 1826
_NUMERIC = re.compile(r"1[34]\d\d[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]1[34]\d\d")


def _unmarked_hijri(m: DateMention) -> bool:
    """A numeric date of the years 1300-1499 ("1445/12/09"): a Hijri or a Solar Hijri day
    written without its era, never a Gregorian one (no photograph is so old)."""
    return m.year is not None and 1300 <= m.year < 1500 and _NUMERIC.fullmatch(
        m.text.strip()) is not None


_SAME_DAY = 2  # days apart: the same day written twice (a month begun by a local sighting)


def _as_day(m: DateMention) -> dt.date:
    assert m.year is not None and m.month is not None and m.day is not None
    return dt.date(m.year, m.month, m.day)


def calendar_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates of the other calendars read whole, each as its Gregorian
    day, in place of what the main pattern read of them; weak context beside the same
    day written in the Gregorian calendar, which wins (unless the caption says the photo
    was taken on it: "... 8 Bahman 1401 (January 28, 2023). The photo was taken on 9
    Bahman 1401")."""
    if any(m.year is not None and m.year < _FIRST_PHOTO_YEAR for m in found):
        found = [m for m in found if not _unmarked_hijri(m)]
    reads, solar = _reads(text, found)
    if not reads:
        return found
    gregorian = {_as_day(m) for m in found if m.kind == "full" and not m.context
                 and not any(r[0] < m.end and m.start < r[1] for r in reads)}
    added: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    for start, end, day, span in sorted(reads, key=lambda r: (r[0], r[2] is None)):
        if any(s < end and start < e for s, e in taken):
            continue  # (the year of a day already read: "10 رمضان 1446هـ")
        taken.append((start, end))
        found = drop_overlapping(found, start, end)
        if day is None:
            year = _year_of_a_day(found, span)
            if year is not None:
                mention = DateMention("year", start, end, text[start:end], year=year)
                found.append(mention)
                added.append(mention)
            continue
        mention = day_mention(start, end, text[start:end], day.year, day.month, day.day,
                              None, None, None)
        if mention is not None:
            found.append(mention)
            added.append(mention)
    found = with_added(text, found, added)
    for mention in added:
        # (a Solar Hijri day in Latin letters yields to any Gregorian day: "Climbers rest at
        # Barafu Hut 3, ... on Jan. 12, 2024" may still read as one)
        if mention.kind == "full" and not mention.taken and any(
                mention.start in solar or abs((_as_day(mention) - day).days) <= _SAME_DAY
                for day in gregorian):
            mention.context = mention.weak_context = True
        elif "撮影" in text and _JAPANESE_TAKEN.search(text, max(0, mention.start - 8),
                                                      mention.start):
            mention.taken = True
    return found


