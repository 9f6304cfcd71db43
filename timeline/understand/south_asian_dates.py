"""Dates of Nepal, Bangladesh, Myanmar and Bhutan, as their own press writes them.

Read after :mod:`.dates` has made the scripts' digits ASCII (offsets kept)::

    काठमाडौं, २०७२ वैशाख १२ गते शनिबार    Nepal (RSS, Kantipur): Bikram Sambat, 12 Baisakh
                                         2072 = 25 April 2015; "गते" after the day
    वैशाख १५, २०७२ — / जेठ १० गते बिहीबार, २०८१   the month first, the year after
    २०७२ सालको भूकम्प, वि.सं. २०८०           a BS year alone: the AD year it begins in
    চৈত্র ৩০ গতে / चैत ३० गते                  a BS day alone: the caption's BS year
    ২০১৩ সালের ২৪ এপ্রিল, ২০১৭ সালে           Bangladesh: the year first, "of the year"
    ၂၀၂၅ ခုနှစ် မတ်လ ၂၉ ရက်, မေ ၁၅ —          Myanmar: year, month, day; a dateline's day
    ཕྱི་ལོ་༢༠༡༩ ཕྱི་ཟླ་༡༢ པའི་ཚེས་༡༧              Bhutan: AD year, Gregorian month 12, day 17

The Bikram Sambat's months are solar, 29 to 32 days long, and their lengths change from
year to year by the almanac, not by a rule: a BS day is converted by the published table
of ``nepali-datetime`` (BS 1975-2100, AD 1918-2044); a year outside it is not read. A BS
year begins in mid-April, so its first eight and a half months fall in the AD year 57
below it: a BS year alone is read as that AD year, at year precision, with a note giving
its true span. Nepali writes Gregorian years with "सन्" or "ई.सं." before them; an
unmarked year in a Nepali caption is BS, as the papers use it.

Bangladesh's houses write the Gregorian date (read with the other languages' months in
:mod:`.foreign_dates`) and the Bangla calendar's beside it in brackets ("(২১ শ্রাবণ ১৪৩১)"),
which is never read: its months are not in any table. Myanmar's era ("မြန်မာနှစ် ၁၃၈၀")
is 638 years behind; only years 1900-2099 are read with "ခုနှစ်" (year). Bhutan's lunar
date ("ཟླ་༢ པའི་ཚེས་༡༥", without "ཕྱི་", foreign) is not read either.

The postpositions after a date say it is another day's, as the English words before
one do: Nepali "गतेको" (the day's, an earlier event's: "वैशाख १२ गतेको भूकम्पपछि"),
"देखि" (since), "सम्म" (until); Bengali "থেকে" (since), "পর্যন্ত" (until); Burmese
"ကတည်းက" (since) and "က" (at a past time: "မတ်လ ၂၈ ရက် နေ့လယ်က", on the 28th at noon).
"""

from __future__ import annotations

import datetime as dt
import functools
import re

from .date_mentions import (
    FUTURE_WINDOW,
    PAST_WINDOW,
    DateMention,
    day_mention,
    drop_overlapping,
    with_added,
)
from .month_words import BENGALI_MONTHS, DEVANAGARI_MONTHS
from .text import NEPALI_WORDS

__all__ = [
    "bengali_mentions",
    "bikram_sambat_to_gregorian",
    "burmese_mentions",
    "dzongkha_mentions",
    "nepali_mentions",
]

# ---------------------------------------------------------------------------------------
# Nepal: the Bikram Sambat
# ---------------------------------------------------------------------------------------

# the BS months in their common spellings (the Sanskrit names and the spoken ones)
_BS_MONTHS = {
    "बैशाख": 1, "वैशाख": 1, "बैसाख": 1, "वैसाख": 1,
    "जेठ": 2, "जेष्ठ": 2, "ज्येष्ठ": 2,
    "असार": 3, "आषाढ": 3, "असाढ": 3, "आषाढ़": 3,
    "साउन": 4, "श्रावण": 4, "सावन": 4,
    "भदौ": 5, "भाद्र": 5, "भाद्रपद": 5,
    "असोज": 6, "आश्विन": 6, "असौज": 6,
    "कात्तिक": 7, "कार्तिक": 7,
    "मंसिर": 8, "मङ्सिर": 8, "मार्ग": 8, "मार्गशीर्ष": 8,
    "पुस": 9, "पौष": 9, "पूस": 9,
    "माघ": 10,
    "फागुन": 11, "फाल्गुन": 11,
    "चैत": 12, "चैत्र": 12,
}  # fmt: skip
# the weekdays, Monday 0 as :mod:`datetime` counts (Nepali writes "-बार", Hindi "-वार")
_BS_WEEKDAYS = {
    "सोमबार": 0, "मंगलबार": 1, "मङ्गलबार": 1, "बुधबार": 2, "बिहीबार": 3, "बिहिबार": 3,
    "शुक्रबार": 4, "शनिबार": 5, "शनीबार": 5, "आइतबार": 6, "आईतबार": 6,
}  # fmt: skip
_BS_MONTH = "|".join(sorted(_BS_MONTHS, key=len, reverse=True))
_BS_WEEKDAY = "|".join(sorted(_BS_WEEKDAYS, key=len, reverse=True))
_NOT_DEVANAGARI_AFTER = r"(?![\u0900-\u094f\u0955-\u0963])"  # (a word's end: not "माघी")
# the BS era's mark before a year: "वि.सं.", "बि.सं." (Vikram or Bikram Samvat)
_BS_MARK = r"(?:वि|बि)\.?\s?सं\.?"
_BS_YEAR = rf"(?:{_BS_MARK}\s*)?(\d{{4}})(?:\s*सालको|\s*साल)?"
_GATE = r"(?:\s*गते)?"
_WEEKDAY_AFTER = rf"(?:\s*,?\s*({_BS_WEEKDAY}))?"
_BS_DATE = re.compile(
    # the year first: "२०७२ वैशाख १२ गते शनिबार", "२०६२ साल वैशाख ११ गते"
    rf"(?<!\d){_BS_YEAR}\s*,?\s*(?P<m1>{_BS_MONTH}){_NOT_DEVANAGARI_AFTER}\s*(\d{{1,2}})(?!\d)"
    rf"{_GATE}{_WEEKDAY_AFTER}"
    # the month first, the year after: "वैशाख १५, २०७२", "जेठ १० गते बिहीबार, २०८१"
    rf"|(?<![\u0900-\u097f])(?P<m2>{_BS_MONTH}){_NOT_DEVANAGARI_AFTER}\s*(\d{{1,2}})(?!\d){_GATE}"
    rf"(?:\s*({_BS_WEEKDAY}))?\s*,\s*(?:{_BS_MARK}\s*)?(\d{{4}})(?!\d){_WEEKDAY_AFTER}"
    # the day first: "१२ वैशाख २०७२"
    rf"|(?<![\d/.-])(\d{{1,2}})\s+(?P<m3>{_BS_MONTH}){_NOT_DEVANAGARI_AFTER}\s*,?\s*"
    rf"(?:{_BS_MARK}\s*)?(\d{{4}})(?!\d){_WEEKDAY_AFTER}")
# a day and month with "गते" and no year: "चैत ३० गते", "वैशाख १२ गतेको"
_BS_DAY = re.compile(rf"(?<![\u0900-\u097f])({_BS_MONTH}){_NOT_DEVANAGARI_AFTER}\s*(\d{{1,2}})"
                     rf"\s*गते(?:\s*({_BS_WEEKDAY}))?")
# a year marked BS, or a year with "साल" (year): "वि.सं. २०८०", "२०७२ सालको"
_BS_YEAR_ALONE = re.compile(rf"(?:{_BS_MARK}|विक्रम\s+सम्वत्?|विक्रम\s+संवत्?)\s*"
                            r"(\d{4})(?!\d)|(?<![\d/.-])(\d{4})(?=\s*साल)")
# a Gregorian year marked so: "सन् २०१५", "ई.सं. २०१५", "ईस्वी २०१५"
_AD = r"(?:सन्|सन|ई\.\s?सं\.?|इ\.\s?सं\.?|ईस्वी|इस्वी)"
_AD_MARK = re.compile(rf"(?:{_AD}|ई\.)\s*$")  # (a bare "ई." only right before its year)
_AD_YEAR = re.compile(rf"{_AD}\s*((?:1[89]|20)\d\d)(?!\d)")
# the numeric BS date, year first: "२०८०/०७/१८", "२०८०-७-१८", "२०८०।७।१८"
_BS_NUMERIC = re.compile(r"(?<![\d/.-])(\d{4})([/.।-])(\d{1,2})\2(\d{1,2})(?![\d/.-])")
_BS_YEARS = range(1975, 2101)  # the table's years
# (2040 on: a year before it is as likely AD, "विश्वकप 2026", the World Cup of 2026)
_UNMARKED_BS_YEAR = re.compile(r"(?<![\d/.-])(20[4-9]\d)(?![\d/.-])")
_BS_OFFSET = 57  # a BS year's first AD year is 57 below it
_PHOTO_WORDS = ("तस्बिर", "तस्वीर", "फोटो", "दृश्य")


@functools.cache
def _nepali_datetime():  # type: ignore[no-untyped-def]
    """``nepali_datetime``, imported on first use: only Nepali captions need its tables."""
    import nepali_datetime

    return nepali_datetime


def bikram_sambat_to_gregorian(year: int, month: int, day: int) -> dt.date | None:
    """The Gregorian day of a Bikram Sambat date, or None for a day its month has not that
    year, or a year outside the published tables (BS 1975-2100)."""
    if year not in _BS_YEARS or not 1 <= month <= 12 or not 1 <= day <= 32:
        return None
    try:
        return _nepali_datetime().date(year, month, day).to_datetime_date()
    except (ValueError, OverflowError):
        return None


def _gregorian_to_bs_year(day: dt.date) -> int | None:
    try:
        return _nepali_datetime().date.from_datetime_date(day).year
    except (ValueError, OverflowError):
        return None


def _mark_by_postposition(text: str, mention: DateMention, end: int) -> None:
    """Nepali's postpositions after a date: "को" (of: an earlier event's day, "वैशाख १२
    गतेको भूकम्पपछि", unless a photo's: "गतेको तस्बिर"), "देखि" (since), "सम्म" (until)."""
    after = text[end : end + 24].lstrip()
    if after.startswith("देखि"):
        mention.context = mention.since = True
        mention.weak_context = False
    elif after.startswith("सम्म"):
        mention.context, mention.weak_context = True, False
    elif after.startswith("को") and not after[2:].lstrip().startswith(_PHOTO_WORDS):
        mention.context = mention.weak_context = True


def _bs_mention(start: int, end: int, year: int, month: int, day: int, weekday: str | None,
                text: str) -> DateMention | None:
    """The mention of a BS day at ``start``-``end``, as its Gregorian day (None if the day
    is not in the table)."""
    gregorian = bikram_sambat_to_gregorian(year, month, day)
    if gregorian is None:
        return None
    return day_mention(start, end, text[start:end], gregorian.year, gregorian.month,
                       gregorian.day, None, None, _BS_WEEKDAYS.get(weekday or ""))


def _bs_year_of(text: str, at: int) -> bool:
    """Whether the four digits at ``at`` are a BS year: not marked AD ("सन् २०१५"), nor beside
    a Gregorian month ("२०२४ जनवरी १५", "जनवरी १५, २०२४")."""
    return _AD_MARK.search(text, max(0, at - 8), at) is None \
        and _GREGORIAN_MONTH_AFTER.match(text, at + 4) is None \
        and _GREGORIAN_MONTH_BEFORE.search(text, max(0, at - 20), at) is None


# the Gregorian months in Devanagari (and Nepali's "मे" and "फेब्रुवरी", which the date
# pattern does not read: "मे" alone is too short a word to trust)
_DEVANAGARI_GREGORIAN = "(?:" + "|".join(
    sorted([*DEVANAGARI_MONTHS, "मे", "फेब्रुवरी"], key=len, reverse=True)) + ")"
_GREGORIAN_MONTH_AFTER = re.compile(rf",? {_DEVANAGARI_GREGORIAN}(?![\u0900-\u097f])")
_GREGORIAN_MONTH_BEFORE = re.compile(rf"(?<![\u0900-\u097f]){_DEVANAGARI_GREGORIAN}"
                                     r"(?: \d{1,2})?,? $")


def nepali_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with a Nepali caption's Bikram Sambat dates, each in place of what the
    main pattern read of it; its unmarked years read as BS (see the module docstring)."""
    added: list[DateMention] = []

    def take(mention: DateMention | None) -> None:
        nonlocal found
        if mention is None:
            return
        found = drop_overlapping(found, mention.start, mention.end)
        found.append(mention)
        added.append(mention)

    for match in _BS_DATE.finditer(text):
        g = match.groups()
        if match["m1"]:
            year, month, day, weekday = g[0], g[1], g[2], g[3]
        elif match["m2"]:
            month, day, weekday, year = g[4], g[5], g[6] or g[8], g[7]
        else:
            day, month, year, weekday = g[9], g[10], g[11], g[12]
        take(_bs_mention(match.start(), match.end(), int(year), _BS_MONTHS[month], int(day),
                         weekday, text))
    for match in _BS_NUMERIC.finditer(text):
        # (a year-first numeric date beyond the present is BS: "२०८०/०७/१८")
        year = int(match[1])
        if year > dt.date.today().year + 1 and _bs_year_of(text, match.start()):
            take(_bs_mention(match.start(), match.end(), year, int(match[3]), int(match[4]),
                             None, text))
    bs_days = list(added)
    for match in _AD_YEAR.finditer(text):  # "सन् २०१५", "ई.सं. २०१५": AD, as written
        if not any(m.start < match.end(1) and match.start(1) < m.end for m in found):
            take(DateMention("year", match.start(1), match.end(1), match[1], year=int(match[1])))
    if not bs_days and NEPALI_WORDS.search(text) is None and not (
            "संवत" in text or "सम्वत" in text):
        return with_added(text, found, added)  # Hindi, Marathi: their years are AD
    # the years alone: marked BS, or unmarked where the main pattern read them
    for match in _BS_YEAR_ALONE.finditer(text):
        at = match.start(1) if match[1] else match.start(2)
        if any(m.start <= at < m.end for m in found if m.kind != "year"):
            continue
        take(_bs_year_mention(text, match.start(), match.end(), int(match[1] or match[2])))
    for mention in [m for m in found if m.kind == "year" and m not in added]:
        if mention.year in _BS_YEARS and _bs_year_of(text, mention.start) \
                and not any(m.start < mention.end and mention.start < m.end for m in added):
            take(_bs_year_mention(text, mention.start, mention.end, mention.year))
    # a day and month alone, in the caption's BS year
    for match in _BS_DAY.finditer(text):
        if any(m.start < match.end() and match.start() < m.end for m in found):
            continue
        take(_bs_day_alone(text, match, found, bs_days, [m for m in added if m.kind == "year"]))
    found = with_added(text, found, added)
    for mention in added:
        if mention.kind != "year":
            _mark_by_postposition(text, mention, mention.end)
    return found


def _bs_year_mention(text: str, start: int, end: int, year: int) -> DateMention | None:
    if year not in _BS_YEARS:
        return None
    first = bikram_sambat_to_gregorian(year, 1, 1)
    last = bikram_sambat_to_gregorian(year + 1, 1, 1) if year + 1 in _BS_YEARS else None
    span = f"{first.isoformat()} to {(last - dt.timedelta(days=1)).isoformat()}" \
        if first and last else f"from {first.isoformat() if first else '?'}"
    mention = DateMention("year", start, end, text[start:end], year=year - _BS_OFFSET)
    mention.note = (f"Bikram Sambat year {year} ({span}) read as {year - _BS_OFFSET}, the AD "
                    "year it begins in")
    return mention


def _bs_day_alone(text: str, match: re.Match[str], found: list[DateMention],
                  bs_days: list[DateMention], bs_years: list[DateMention]) -> DateMention | None:
    """A BS day and month without a year, in the BS year that puts it nearest before the
    caption's BS date (or the day of its BS year, or of its Gregorian date)."""
    month, day = _BS_MONTHS[match[1]], int(match[2])
    years = [m.year + _BS_OFFSET for m in found if m.kind == "year" and m in bs_years]
    if years:
        return _bs_mention(match.start(), match.end(), years[0], month, day, match[3], text)
    references = [m for m in bs_days if m.kind == "full"] or [
        m for m in found if m.kind == "full" and not m.context] or [
        m for m in found if m.kind == "full"]
    if not references:
        # the year the text writes alone, unmarked, as Nepali papers write BS years ("नयाँ
        # वर्ष २०८१ को पहिलो दिन", the first day of the new year 2081)
        alone = [int(y[1]) for y in _UNMARKED_BS_YEAR.finditer(text)
                 if int(y[1]) in _BS_YEARS and not _AD_MARK.search(text, 0, y.start())]
        return _bs_mention(match.start(), match.end(), alone[0], month, day, match[3], text) \
            if len(set(alone)) == 1 else None
    reference = dt.date(references[0].year, references[0].month, references[0].day)
    bs_year = _gregorian_to_bs_year(reference)
    if bs_year is None:
        return None
    for year in (bs_year, bs_year - 1, bs_year + 1):
        gregorian = bikram_sambat_to_gregorian(year, month, day)
        if gregorian is not None and -PAST_WINDOW <= (gregorian - reference).days <= FUTURE_WINDOW:
            return _bs_mention(match.start(), match.end(), year, month, day, match[3], text)
    return None


# ---------------------------------------------------------------------------------------
# Bangladesh
# ---------------------------------------------------------------------------------------

_BENGALI_MONTH = "|".join(sorted(BENGALI_MONTHS, key=len, reverse=True))
_BENGALI_YEAR = r"((?:1[89]|20)\d\d)"
# "২০১৩ সালের ২৪ এপ্রিল" (of the year 2013, 24 April); "২০১৭ সালে" (in 2017)
_BENGALI_YEAR_FIRST = re.compile(
    rf"(?<!\d){_BENGALI_YEAR}\s*সালের\s+(\d{{1,2}})\s+({_BENGALI_MONTH})(?![\u0980-\u09ff])"
    rf"|(?<!\d){_BENGALI_YEAR}\s*(?:সালে|সালের|সাল)(?![\u0980-\u09ff])")


def bengali_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the Bengali years written with "সাল" (year), and the days they begin;
    the Gregorian dates that "থেকে" (since) or "পর্যন্ত" (until) follows marked context."""
    added = []
    if "সাল" in text:
        for match in _BENGALI_YEAR_FIRST.finditer(text):
            if any(m.start < match.end() and match.start() < m.end and m.kind != "year"
                   for m in found):
                continue
            if match[1]:
                mention = day_mention(match.start(), match.end(), match.group(), int(match[1]),
                                      BENGALI_MONTHS[match[3]], int(match[2]), None, None, None)
            else:
                mention = DateMention("year", match.start(4), match.end(4), match[4],
                                      year=int(match[4]))
            if mention is None:
                continue
            found = drop_overlapping(found, match.start(), match.end())
            found.append(mention)
            added.append(mention)
        found = with_added(text, found, added)
    if "থেকে" in text or "পর্যন্ত" in text:
        for mention in found:
            after = text[mention.end : mention.end + 24].lstrip(" ,")
            if after.startswith("থেকে"):
                mention.context = mention.since = True
            elif after.startswith("পর্যন্ত"):
                mention.context = True
    return found


# ---------------------------------------------------------------------------------------
# Myanmar
# ---------------------------------------------------------------------------------------

_BURMESE_MONTHS = {
    "ဇန်နဝါရီ": 1, "ဖေဖော်ဝါရီ": 2, "မတ်": 3, "ဧပြီ": 4, "မေ": 5, "ဇွန်": 6, "ဇူလိုင်": 7,
    "ဩဂုတ်": 8, "သြဂုတ်": 8, "ဒြဂုတ်": 8, "ဂြိုဟ်ဂုတ်": 8, "စက်တင်ဘာ": 9,
    "အောက်တိုဘာ": 10, "နိုဝင်ဘာ": 11, "ဒီဇင်ဘာ": 12,
}  # fmt: skip
_BURMESE_WEEKDAYS = {"တနင်္လာ": 0, "အင်္ဂါ": 1, "ဗုဒ္ဓဟူး": 2, "ကြာသပတေး": 3, "သောကြာ": 4,
                     "စနေ": 5, "တနင်္ဂနွေ": 6}
_BURMESE_MONTH = "|".join(sorted(_BURMESE_MONTHS, key=len, reverse=True))
_BURMESE_WEEKDAY = "|".join(_BURMESE_WEEKDAYS)
# a month word starts a word: after a space, a mark, a bracket or the text's start
_BURMESE_WORD_START = r"(?:^|(?<=[\s၊။,(\-—–]))"
_BURMESE_DATE = re.compile(
    # year, month, day: "၂၀၂၅ ခုနှစ် မတ်လ ၂၉ ရက်", "၂၀၂၁ ခုနှစ်၊ ဖေဖော်ဝါရီလ ၂၂ ရက်", "၂၀၁၆ ဩဂုတ် ၂၅"
    rf"(?<!\d)((?:19|20)\d\d)\s*(?:ခုနှစ်\s*[၊,]?\s*)?({_BURMESE_MONTH})(?:လ)?"
    rf"(?:\s*(\d{{1,2}})(?!\d)(?:\s*ရက်(?:နေ့)?)?)?"
    rf"(?:\s*[၊,(]?\s*({_BURMESE_WEEKDAY})(?:နေ့)?\)?)?"
    # a month and a day, the year elsewhere: a dateline's "ဖေဖော်ဝါရီ ၂၂ —", "မတ်လ ၂၈ ရက်"
    rf"|{_BURMESE_WORD_START}({_BURMESE_MONTH})(?:လ)?\s*(\d{{1,2}})(?!\d)(?:\s*ရက်(?:နေ့)?)?"
    # a year alone: "၂၀၁၅ ခုနှစ်"
    rf"|(?<!\d)((?:19|20)\d\d)\s*ခုနှစ်")
# "က" closing the next word: at a past time ("ရက် နေ့လယ်က", at noon that day; "ရက်က");
# "ကတည်းက": since
_BURMESE_SINCE = re.compile(r"\s*ကတည်းက")
_BURMESE_PAST = re.compile(r"\s*[^\s၊။\d]{0,8}က(?=[\s၊။]|$)")


def burmese_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the Burmese dates: year, month and day; a month and a day (the year
    from the caption, as the English "Feb. 22" takes it); a month and a year; a year with
    "ခုနှစ်". A date "ကတည်းက" (since) or "...က" (at a past time) follows is context."""
    added = []
    for match in _BURMESE_DATE.finditer(text):
        if match[1]:
            year, month = int(match[1]), _BURMESE_MONTHS[match[2]]
            if match[3]:
                mention = day_mention(match.start(), match.end(), match.group(), year, month,
                                      int(match[3]), None, None,
                                      _BURMESE_WEEKDAYS.get(match[4] or ""))
            else:
                mention = DateMention("month_year", match.start(), match.end(), match.group(),
                                      year=year, month=month)
        elif match[5]:
            mention = day_mention(match.start(), match.end(), match.group(), None,
                                  _BURMESE_MONTHS[match[5]], int(match[6]), None, None, None)
        else:
            mention = DateMention("year", match.start(7), match.end(7), match[7],
                                  year=int(match[7]))
        if mention is None or any(m.start < mention.end and mention.start < m.end
                                  and m.kind not in ("year", "month") for m in found):
            continue
        found = drop_overlapping(found, mention.start, mention.end)
        found.append(mention)
        added.append(mention)
    found = with_added(text, found, added)
    for mention in added:
        if mention.kind in ("full", "month_day"):
            if _BURMESE_SINCE.match(text, mention.end):
                mention.context = mention.since = True
            elif _BURMESE_PAST.match(text, mention.end):
                mention.context = mention.weak_context = mention.earlier = True
    return found


# ---------------------------------------------------------------------------------------
# Bhutan
# ---------------------------------------------------------------------------------------

# "ཕྱི་ལོ་2019 ཕྱི་ཟླ་12 པའི་ཚེས་17": the AD year, the Gregorian month (its number) and the day
_DZONGKHA_DATE = re.compile(
    r"ཕྱི་ལོ་\s*((?:19|20)\d\d)(?!\d)(?:\s*ལོའི་?)?"
    r"(?:\s*ཕྱི་ཟླ་\s*(\d{1,2})(?!\d)(?:\s*པའི་?|\s*པ་)?(?:\s*ཚེས་(?:གྲངས་)?\s*(\d{1,2})(?!\d))?)?")


def dzongkha_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates Dzongkha writes in the Gregorian calendar (see
    ``_DZONGKHA_DATE``); the lunar "ཟླ་" without "ཕྱི་" is left unread."""
    added = []
    for match in _DZONGKHA_DATE.finditer(text):
        year = int(match[1])
        if match[3]:
            mention = day_mention(match.start(), match.end(), match.group(), year,
                                  int(match[2]), int(match[3]), None, None, None)
        elif match[2] and 1 <= int(match[2]) <= 12:
            mention = DateMention("month_year", match.start(), match.end(), match.group(),
                                  year=year, month=int(match[2]))
        else:
            mention = DateMention("year", match.start(1), match.end(1), match[1], year=year)
        if mention is None:
            continue
        found = drop_overlapping(found, mention.start, mention.end)
        found.append(mention)
        added.append(mention)
    return with_added(text, found, added)
