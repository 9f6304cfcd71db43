"""The event date: when the photo was taken, told apart from the other dates a caption names.

Agency captions write the date in a few forms, all read here::

    December 15, 2016     Tuesday, December 6, 2016     Sunday February 15, 2015
    15 December 2016      Dec. 15, 2016                 December 5-7, 2016 (a range)
    December 2016         2016                          2016-12-15, 15/12/2016 (day > 12)
    5 de marzo de 2024, le 1er mars 2024, 5. März 2024, 5 Mart 2024 (other languages)
    April 11 / Wednesday  (partial: completed from the caption's full date)

How the event date is chosen (general rules, not fitted to one agency):

1. Every date expression is found by one precompiled pattern, tried only where
   an Aho-Corasick scan saw a month, a weekday or a year. A bare year needs a
   lead word ("in 2016", "since 2012") and is not a count ("of 2000 people");
   "5,700", "800 soldiers" and "the 9th division" are not dates.
2. An expression is a *context date* when its clause says so: "since
   September 30, 2015", "dating from 2010", "founded in 1990", or when it names
   another event ("the September 11, 2001 attacks"). Context dates are kept
   apart, as ISO strings. Weaker cues ("launched a campaign in October", "the
   anniversary of ...", "a photo released on ...", a story dateline's "TOKYO,
   Aug. 7, 2023 (Kyodo) --") pass a date over unless the caption has no other. A release
   date of a picture its clause calls undated ("in this undated photo released on
   December 31, 2023") is no event date at all: it stays a context date, with a note.
3. An expression introduced by "taken" / "photographed", or labelled ("Picture
   date: Thursday March 23, 2017"), wins outright; a month so introduced ("photographed
   in London in March 2025") unless a day of that month is named too.
   Otherwise the first sentence holding a dated, non-context expression is the
   photo's sentence (captions describe the picture first); within it a full
   date beats a month-and-day, which beats a month-and-year, which beats a
   bare weekday. Numbers written with dots ("08.02.2018") are day, month, year;
   "05/03/2019", whose numbers leave the order open, is read in the order of
   the event place's country once the caller knows it (``day_first``), and is
   otherwise left unread with a note.
   A dateline's day within a span the caption writes in full ("BAKU, AZERBAIJAN -
   NOVEMBER 12: ... COP29, held November 11-22, 2024") is the picture's, in the span's year.
   A bare year is a last resort, unless an archive writes it as
   the picture's date ("circa 1942"); a bare month is only context. A release date
   ("This handout picture released ... on March 25, 2021 shows ...") beats a weekday of
   a later sentence that does not speak of the picture ("The ship ran aground on
   Tuesday"): that is the story's background.
4. A partial date is completed from the caption's full date, and a note says
   so: "April 11" takes the year that puts it within the 11 months before to
   the month after that date; "Wednesday" becomes the Wednesday nearest to it.
5. A weekday written beside a date is checked; a mismatch is flagged.
6. An impossible date ("February 30, 2016") is recorded as ``error``; the
   event keeps the month it names, at month precision. Nothing here raises.

Rules 1 and 2 are :mod:`.date_mentions`' work (the mentions and their flags);
this module chooses from those mentions by rules 3 to 6.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import functools
import re
import time
from bisect import bisect_right
from dataclasses import dataclass

from .anniversary_days import anniversary_day, with_counted_years, years_after
from .date_mentions import (
    COUNTRY_ORDER,
    FUTURE_WINDOW,
    PAST_WINDOW,
    DateMention,
    a_page_s_date_line,
    edition_year,
    find_date_mentions,
    in_dateline,
    time_precision,
    valid,
)
from .relative_days import relative_day
from .sentences import in_quotation, sentence_starts

__all__ = [
    "EventDate",
    "choose_event_date",
    "country_writes_day_first",
    "extract_event_date",
]


# "undated" of the picture itself ("in this undated handout photo", "an undated video"), not
# of what it shows ("supporters wave undated portraits")
_UNDATED = re.compile(r"\bundated\s+(?:[\w-]+\s+){0,2}(?:photo|picture|image|video|footage"
                      r"|handout|still|screen ?grab|file|photograph|frame)s?\b", re.IGNORECASE)
# ... and a caption that calls its own picture undated, at a sentence's start or as "in this
# undated photo": not "a woman holds an undated photo of her son", "a still from an undated
# video"
_PICTURE_UNDATED = re.compile(
    r"(?:(?:^|[.!?:]\s+|FILES?\)?\s*[-–—:]?\s+)(?:In this\s+|This\s+|An?\s+)?[Uu]ndated"
    r"|\b[Ii]n this undated)\s+"
    r"(?:[\w-]+\s+){0,2}(?:photo|picture|image|video|footage|handout|still|screen ?grab|file"
    r"|photograph|frame)s?\b")
_PICTURE_WORDS = re.compile(r"\b(?:photo|picture|image|video|footage|photograph|still|film"
                            r"|filmed|recorded|taken|shot)s?\b", re.IGNORECASE)
# a caption that says it does not know when the picture was taken ("The date the footage was
# filmed could not be independently verified", "The ministry did not say when the picture
# was taken"): a release date it gives is not the picture's
_DATE_UNKNOWN = re.compile(
    r"could not (?:be )?(?:independently )?(?:verify|confirm) (?:when|the date)"
    r"|(?:date|when)\b[^.]{0,60}\bcould not be (?:independently )?(?:verified|confirmed|determined)"
    r"|did not (?:say|specify|disclose) when|(?:is|was|remains) (?:not known|unknown|unclear) when"
    r"|\bwhen\b[^.]{0,40}\b(?:is|was|remains) (?:not known|unknown|unclear)",
    re.IGNORECASE)
_EARLIEST = dt.date(1826, 1, 1)  # the first surviving photograph

# Ranks of mention kinds when several sit in the photo's sentence.
# An impossible date ("February 30") ranks last: a valid date beside it is the event date.
_RANK = {"full": 4, "month_day": 3, "month_year": 2, "weekday": 1, "year": 0, "month": 0,
         "invalid": 0}


@dataclass(frozen=True, slots=True)
class EventDate:
    """When the photo was taken, how precisely, and every other date the caption names."""

    start: dt.date | None
    end: dt.date | None
    precision: str | None
    time_precision: int | None
    text: str | None
    span: tuple[int, int] | None
    context_dates: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    error: str | None = None
    weekday_mismatch: bool = False
    order_open: bool = False  # a numeric date left unread: its day/month order is open
    # where the caption names another day than the event's ("who died in Havana on
    # November 25"): a place written beside one is that day's, not the photo's
    other_day_spans: tuple[tuple[int, int], ...] = ()


def _reference(mentions: list[DateMention]) -> DateMention | None:
    """The caption's full date that partial dates are completed from: one not of another
    time first, then a page's or a dateline's filing day (the present of "on Friday",
    which a birth date in brackets is not: "Nehru (November 14, 1889), in Chennai on
    Friday ... Updated - November 14, 2025")."""
    full = [m for m in mentions if m.kind == "full"]
    chosen = [m for m in full if not m.context] or [m for m in full if m.filed] or full
    return chosen[0] if chosen else None


def _reference_year(mentions: list[DateMention], reference: DateMention | None) -> int | None:
    if reference is not None:
        return reference.year
    for kind in ("month_year", "year"):
        for m in mentions:
            if m.kind == kind and not m.context:
                return m.year
    # an earlier event's month in the pluperfect gives its year too ("near Gisborne on
    # February 14. The region had already been hit by Cyclone Hale in January 2023"; not
    # "Apple launched the first iPhone in June 2007")
    weak = [m for m in mentions if m.earlier and m.kind == "month_year"]
    if weak:
        return weak[0].year
    # "ALGIERS, 2019 -- Algerians protest on Friday, March 1": the filing date is not
    # the photo's, but it gives the year of the days the story names
    filed = [m for m in mentions if m.filed and m.year is not None]
    return filed[0].year if filed else None


def _complete_year(month: int, day: int, reference: dt.date,
                   after: bool = False) -> dt.date | None:
    """The (month, day) in the year up to ``reference``, or up to a month after it.

    Captions name past days far more than future ones ("launched on October
    17"), but an announced date a few weeks ahead is common ("talks set for
    December 20"); so the window is the 11 months before to 1 month after.
    With ``after`` (the reference is cued "since": "since the Jan. 7, 2024
    election"), the year that puts the day within the 11 months after it.
    """
    years = (reference.year + 1, reference.year, reference.year - 1)
    options = [dt.date(y, month, day) for y in years
               if dt.MINYEAR < y < dt.MAXYEAR and valid(y, month, day)]
    low, high = (0, PAST_WINDOW) if after else (-PAST_WINDOW, FUTURE_WINDOW)
    for option in options:
        if low <= (option - reference).days <= high:
            return option
    return None


def _as_date(m: DateMention) -> dt.date:
    assert m.year is not None and m.month is not None and m.day is not None  # full mentions only
    return dt.date(m.year, m.month, m.day)


def _usable(m: DateMention, reference: DateMention | None, year: int | None) -> bool:
    if m.kind in ("full", "month_year", "invalid"):
        return m.kind != "invalid" or m.year is not None or year is not None
    if m.kind == "month_day":
        return True  # kept even without a year, so the caption says it named one
    if m.kind == "weekday":
        return reference is not None and reference is not m
    return False


def _pick(mentions: list[DateMention], reference: DateMention | None,
          year: int | None, *, file_photo: bool = False, text: str = "") -> DateMention | None:
    """The mention that dates the photo (rules 3 of the module docstring); a ``file_photo``
    is dated by an earlier event, never by its anniversary."""
    ranked = [m for m in mentions if _usable(m, reference, year)]
    taken = [m for m in ranked if m.taken and m.kind != "month_year"] or [
        m for m in ranked if m.taken and m.kind == "month_year" and not any(
            d.month == m.month and d.kind in ("full", "month_day") for d in ranked)] or [
        m for m in mentions if m.taken and m.kind == "year"]  # "File photo dated 1998"
    if taken:
        # (a month the picture was taken in: "photographed in London in March 2025, ahead
        # of her tour, which opens ... on May 2"; not when a day of that month is named)
        return taken[0]
    kept = None if file_photo else anniversary_day(text, mentions)
    if kept is not None:  # "la noche de este lunes, al cumplirse dos años de ... del 26 de
        return kept  # septiembre de 2014": the Monday two years on
    # an archive's stamp that gives the filing day in full ("HAVANA, JAN. 8 -- ... the
    # revolution on Jan. 1. (UPI TELEPHOTO) 1/8/59"): two mentions agree on the photo's day
    stamp = mentions[-1] if mentions else None  # the last, written in numbers: a stamp
    if stamp is not None and stamp.kind == "full" and stamp.text[:1].isdigit() and any(
        m.filed and m is not stamp and (m.month, m.day) == (stamp.month, stamp.day)
        for m in mentions
    ):
        return stamp
    # a dateline's day and month confirmed by a full date of the same day ("AYODHYA, 22
    # जनवरी (एएनआई): ... ANI | अपडेटेड: जनवरी 22, 2024"): that date, the latest so written
    # (only when its own sentence has no full date: "AMRITSAR, INDIA - APRIL 13: ... on
    # 13th April 2019" is read by the rules below)
    dateline = next((m for m in mentions if m.kind == "month_day" and m.start < 60), None)
    latest = _latest_year_stamp(mentions)
    if dateline is not None and not any(
        m.kind == "full" and not m.context and m.sentence == dateline.sentence for m in mentions
    ):
        same = [m for m in mentions if m.kind == "full" and not m.context
                and (m.month, m.day) == (dateline.month, dateline.day)
                and (m.year or 0) >= latest  # (no anniversary's year: see _latest_year_stamp)
                and m.sentence != dateline.sentence
                and (m.start > len(text) - 60 or a_page_s_date_line(
                    text, m, sentence_starts(text)))]
        if same:
            return max(same, key=lambda m: m.year or 0)
    if dateline is not None and _within_a_span(mentions, dateline):
        return dateline
    confirmed = _dateline_day_of_its_weekday(mentions, dateline, year)
    if confirmed is not None and not file_photo:
        return confirmed
    if dateline is not None and dateline.filed and any(
        m.kind == "full" and (m.month, m.day) == (dateline.month, dateline.day)
        and (m.year or 0) < latest for m in mentions
    ):
        return dateline  # "MELAKA, 15 Apr -- ... pada 15 Apr 1989. --fotoBERNAMA (2024)"
    candidates = [m for m in ranked if not m.context] + [
        m for m in mentions if m.circa and not m.context] or [
        m for m in ranked if m.weak_context and m.kind in ("full", "month_day")]
    candidates = _without_spans(candidates, text)
    anniversary = None if file_photo else _anniversary_day(
        candidates + [m for m in ranked if m.weak_context and m not in candidates])
    if anniversary is not None:
        return anniversary
    older = _the_file_s_year(text, mentions, candidates) if file_photo else None
    if older is not None:
        return older
    filed = None if file_photo else next(
        (m for m in mentions if m.filed and m.start < 60 and m.kind in ("full", "month_day")),
        None)
    if filed is not None and candidates and (
        all(m.sentence > filed.sentence for m in candidates) or all(m.context for m in candidates)
    ) and _DESCRIBED_AFTER.match(text, filed.end):
        # a wire's dateline day, its sentence describing the picture, when only later
        # sentences name other days: "HAVANA, Jan. 8--Castro enters Havana ... Batista fled
        # to the Dominican Republic Jan. 1." (not "Kraków, 27.07.2016. Pielgrzymi ... 26 bm.",
        # a dateline standing as a sentence of its own), or only days of earlier events:
        # "BEIRA, 18 Mar (AIM) – ... houses flattened when cyclone Idai struck the city on
        # the night of 14 March 2019"
        return filed
    if filed is not None and _today_before(text, filed, candidates):
        # Bernama's "BATU CAVES, Jan 26 -- Workers clean the steps ... today in preparation
        # for the Thaipusam celebration on Feb 1": "today" is the dateline's day, the later
        # day another event's
        return filed
    if candidates and _background_weekdays(text, ranked, candidates):
        candidates = [m for m in ranked if m.weak_context and m.kind == "full"]
    if candidates:
        first = min(m.sentence for m in candidates)
        in_sentence = [m for m in candidates if m.sentence == first]
        return max(in_sentence, key=lambda m: (_RANK.get(m.kind, 4), -m.start))
    years = [m for m in mentions if m.kind == "year" and not m.context]
    # last, the month or year a story was filed in ("DOHA, March 2024 --"): near the photo
    years += [m for m in mentions if m.filed and m.kind in ("month_year", "year")]
    return years[0] if years else None


# "today" in an English story: the day its dateline was filed
_TODAY_WORD = re.compile(r"\b(?:today|this morning|this afternoon|tonight)\b")


def _today_before(text: str, filed: DateMention, candidates: list[DateMention]) -> bool:
    """Whether the story says "today" between its dateline's day and the first other day it
    names, in that day's sentence ("... today in preparation for the celebration on Feb 1"):
    the picture is of the dateline's day (not "... on Feb 1. It reopens today", a later
    sentence's news)."""
    others = [m for m in candidates if m is not filed and m.start > filed.end]
    if not others or "today" not in text and "this " not in text and "tonight" not in text:
        return False
    first = min(others, key=lambda m: m.start)
    return first.sentence == filed.sentence \
        and _TODAY_WORD.search(text, filed.end, first.start) is not None


def _background_weekdays(text: str, ranked: list[DateMention],
                         candidates: list[DateMention]) -> bool:
    """Whether the only candidates are weekdays of sentences after a picture's release date,
    none of which speaks of the picture: the story's background ("This handout picture
    released by the Suez Canal Authority on March 25, 2021 shows the Ever Given ... The
    ship ran aground on Tuesday"), while the release date is the nearest to the picture's
    (not "... The picture was taken on Tuesday")."""
    if not all(m.kind == "weekday" for m in candidates):
        return False
    released = next((m for m in ranked if m.weak_context and m.kind == "full"
                     and _RELEASED_BEFORE.search(text, max(0, m.start - 60), m.start)), None)
    if released is None or any(m.sentence <= released.sentence for m in candidates):
        return False
    starts = sentence_starts(text)
    for m in candidates:
        at = bisect_right(starts, m.start) - 1
        end = starts[at + 1] if at + 1 < len(starts) else len(text)
        stop = text.find(".", m.end, end)  # (not a desk's "- MANDATORY CREDIT 'AFP PHOTO'")
        if _PICTURE_WORDS.search(text, starts[at], end if stop < 0 else stop):
            return False
    return True


# a picture's release before its date: "released by the Suez Canal Authority on"
_RELEASED_BEFORE = re.compile(r"\b(?:released|distributed|issued|made available|supplied"
                              r"|provided)\b[^.;]*$")


def _the_file_s_year(text: str, mentions: list[DateMention], candidates: list[DateMention]
                     ) -> DateMention | None:
    """A file picture's year, written as the desks write it ("..., in 1990", "in this 2003
    photo") in a sentence before every full date and earlier than them: the later dates are
    the news it is re-issued for ("FILE - Tourists walk past the Berlin Wall in Berlin, in
    1990. Wednesday, Aug. 13, 2025, marks the 64th anniversary ..."; not "The towers opened
    in 1973. Smoke pours from them on Sept. 11, 2001", a background's year)."""
    if not candidates:
        return None
    first = min(m.sentence for m in candidates)
    earliest = min(m.year or 9999 for m in candidates)
    return next((m for m in mentions if m.kind in ("year", "month_year") and not m.context
                 and m.sentence < first and m.year and m.year < earliest
                 and _FILE_YEAR_FORM.search(text, max(0, m.start - 20), m.start) is not None),
                None)


# the picture's own year as the files write it: "in Berlin, in 1990", "in May 2011", "In this
# photo from 2003", "this 1998 photo"
_FILE_YEAR_FORM = re.compile(r"(?:,\s+in|photo from|this)\s+(?:[A-Z][a-z]+\.?\s+)?$")


# a picture from the files, re-issued for an anniversary ("FILE - In this Sept. 11, 2001 file
# photo", "ARCHIVES - ...", "The photo was reissued on January 13, 2026")
_FILE_MARK = re.compile(r"\bFILE\b|(?i:\b(?:file (?:photo|picture|image)|archiv\w*|arquivo"
                        r"|архивн\w*|архив|re-?released|re-?issued|arsip|gambar fail"
                        r"|ảnh tư liệu)\b)"
                        r"|資料写真|資料圖片|资料图片|檔案照片|档案照片")
# (dpa's "ARCHIV", AFP's "Photo d'archives", EFE's "Fotografía de archivo", Antara's "Foto
# arsip", Bernama's "GAMBAR FAIL", Russian's and Mongolian's "Архивное фото", "АРХИВ", Kyodo's
# 資料写真, Ming Pao's 資料圖片 and CNA's 檔案照片)


def _dateline_day_of_its_weekday(
    mentions: list[DateMention], dateline: DateMention | None, year: int | None
) -> DateMention | None:
    """A dateline's day that a weekday of the text falls on, in the year the text gives:
    "TACLOBAN CITY, Nov. 12 (PNA) -- Survivors line up ... on Tuesday, four days after
    Super Typhoon Yolanda ... flattened much of Leyte on Nov. 8, 2013" (12 November 2013
    was a Tuesday; the full date is another event's)."""
    if dateline is None or year is None or not dateline.filed:
        return None
    weekdays = {m.weekday for m in mentions if m.kind == "weekday" and not m.context
                and m.sentence == dateline.sentence}  # (not "The army said on Tuesday")
    if len(weekdays) != 1:
        return None
    try:
        day = dt.date(year, dateline.month or 0, dateline.day or 0)
    except ValueError:
        return None
    # (a full date now: its year is the weekday's, whatever the other event's date is)
    return dataclasses.replace(dateline, kind="full", year=year) \
        if day.weekday() in weekdays else None


def _within_a_span(mentions: list[DateMention], dateline: DateMention) -> bool:
    """Whether a dateline's day and month fall within a span of days the caption writes in
    full ("BAKU, AZERBAIJAN - NOVEMBER 12: ... at COP29, held November 11-22, 2024"): the
    picture's day is the dateline's, one day of the event's span, in the span's year."""
    return dateline.month is not None and dateline.day is not None and any(
        m.kind == "full" and m.day_end is not None and m.year is not None
        and valid(m.year, dateline.month, dateline.day)
        and _as_date(m) <= dt.date(m.year, dateline.month, dateline.day)
        <= dt.date(m.year, m.month_end or m.month or 0, m.day_end)
        for m in mentions)


def _latest_year_stamp(mentions: list[DateMention]) -> int:
    """The latest year the caption writes alone (a house's stamp, "--fotoBERNAMA (2023)"), or
    0: a full date of a dateline's day in an earlier year is an anniversary's ("PUTRAJAYA, 31
    Ogos -- ... kemerdekaan negara pada 31 Ogos 1957"), not the dateline's year."""
    return max((m.year for m in mentions if m.kind == "year" and m.year), default=0)


# a dateline's date, then the house's tag and a dash, then the picture's description
_DESCRIBED_AFTER = re.compile(
    r"[^.\n]{0,30}?(?:--|[-–—])\s*(?:[A-Z][\w-]*\.\s+)?[\w\"“']+(?: [^.\s]+){3}")


def _without_spans(candidates: list[DateMention], text: str) -> list[DateMention]:
    """``candidates`` without the days of a span of years ("(19/8/1945 - 19/8/2025)", what the
    day marks) when the caption writes a full day of its own beside them ("Hà Nội, ngày
    30/8/2025: ... kỷ niệm 80 năm Cách mạng Tháng Tám (19/8/1945 - 19/8/2025)")."""
    full = [m for m in candidates if m.kind == "full" and m.year]
    parts: set[int] = set()
    for first in full:
        for end in full:
            if end.start >= first.end and (end.month, end.day) == (first.month, first.day) \
                    and end.year != first.year \
                    and text[first.end : end.start].strip() in ("-", "–", "—"):
                parts |= {id(first), id(end)}
    if not parts or all(id(m) in parts for m in full):
        return candidates
    return [m for m in candidates if id(m) not in parts]


def _anniversary_day(candidates: list[DateMention]) -> DateMention | None:
    """The later of one day written with two years: a caption that names an event's day and
    the same day years later is an anniversary's ("the victims of the quake in Pedernales,
    on 16 April 2016, during a tribute in Quito on 16 April 2017"), even when the word
    "anniversary" made the later a weak date ("marking the 50th Independence Anniversary on
    Tuesday, September 16, 2025. PNG gained independence on September 16, 1975")."""
    full = [m for m in candidates if m.kind == "full" and m.year and not m.context]
    # a day weak by "anniversary" only when the caption writes it before the day it counts
    # from (not "4/25/1974-Lisbon ... Portugal marked the anniversary on April 25, 2026")
    full += [m for m in candidates if m.kind == "full" and m.year and m.weak_context
             and m not in full and any((f.month, f.day) == (m.month, m.day) and f.start > m.start
                                       and f.year != m.year for f in full)]
    if len(full) < 2:
        return None
    days = {(m.month, m.day) for m in full}
    if len(days) == len(full):
        return None
    later = []
    for month, day in days:
        years = [m for m in full if (m.month, m.day) == (month, day)]
        if len({m.year for m in years}) > 1:
            later.append(max(years, key=lambda m: (m.year, -m.start)))  # (its first writing)
    # of two anniversaries, the one the caption also writes outside its span ("... (June 6,
    # 1944 - June 6, 2024) at a ceremony ..., June 6, 2024"; "Hà Nội, 2/9/2025 - ... (19/8/1945
    # - 19/8/2025) và Quốc khánh (2/9/1945 - 2/9/2025)"), else the one written first
    def writings(m: DateMention) -> int:
        return sum((f.year, f.month, f.day) == (m.year, m.month, m.day) for f in full)
    return min(later, key=lambda m: (-writings(m), m.start)) if later else None


def _day_range(m: DateMention, start: dt.date) -> tuple[dt.date, list[str]]:
    """End of a written range ("December 5-7, 2016"); the event date is its first day."""
    if m.day_end is None or m.month_end is None:
        return start, []
    end_year = start.year + (1 if m.month_end < start.month else 0)
    if not valid(end_year, m.month_end, m.day_end):
        return start, []
    end = dt.date(end_year, m.month_end, m.day_end)
    if end < start:
        return start, []
    written = m.text.strip()
    return end, [f"date range '{written}': the event date is its first day, {start.isoformat()}"]


def _weekday_note(m: DateMention, day: dt.date) -> str | None:
    if m.weekday is None or m.weekday == day.weekday():
        return None
    written = m.text.split()[0].strip(",.")
    return (f"weekday '{written}' does not match {day.isoformat()} "
            f"({calendar.day_name[day.weekday()]})")


def _event_day(m: DateMention, reference: DateMention | None,
               year: int | None) -> tuple[dt.date | None, list[str]]:
    """The calendar day a full, partial or weekday mention stands for, with notes."""
    if m.kind == "full":
        return _as_date(m), []
    assert m.month is not None or m.weekday is not None
    if m.kind == "weekday" and reference is not None and m.weekday is not None:
        ref = _as_date(reference)
        back = (ref.weekday() - m.weekday) % 7  # nearest such weekday; on a tie, the earlier
        if reference.filed:  # a story filed on Monday tells of "Thursday" before it
            day = ref - dt.timedelta(days=back)
            name = calendar.day_name[m.weekday]
            return day, [f"completed '{m.text.strip()}' as {day.isoformat()}, the {name} on or "
                         f"before the story's filing day {ref.isoformat()}"]
        day = ref - dt.timedelta(days=back) if back <= 3 else ref + dt.timedelta(days=7 - back)
        name = calendar.day_name[m.weekday]
        return day, [f"completed '{m.text.strip()}' as {day.isoformat()}, the {name} nearest to "
                     + ref.isoformat()]
    if m.kind == "month_day" and m.month is not None and m.day is not None:
        if reference is not None:
            completed = _complete_year(m.month, m.day, _as_date(reference),
                                       after=reference.since)
            if completed is not None:
                source = _as_date(reference).isoformat()
                return completed, [f"completed '{m.text.strip()}' with the year of {source}"]
        if year is not None and valid(year, m.month, m.day):
            return dt.date(year, m.month, m.day), [
                f"completed '{m.text.strip()}' with the year {year} named in the caption"]
        return None, [f"partial date '{m.text.strip()}' has no year in the caption; not completed"]
    return None, []


def _period(m: DateMention, year: int | None) -> tuple[dt.date, dt.date, str] | None:
    """First and last day of a month or year mention (or of an impossible date's month)."""
    y = m.year if m.year is not None else year
    if y is None:
        return None
    if m.kind == "year":
        return dt.date(y, 1, 1), dt.date(y, 12, 31), "year"
    if m.month is None:
        return None
    last = calendar.monthrange(y, m.month)[1]
    return dt.date(y, m.month, 1), dt.date(y, m.month, last), "month"


def _suspicion(start: dt.date | None, today: dt.date) -> list[str]:
    if start is None:
        return []
    if start < _EARLIEST:
        return [f"suspicious date {start.isoformat()}: before the first photograph (1826)"]
    if start > today:
        return [f"suspicious date {start.isoformat()}: in the future"]
    return []


def _iso(m: DateMention, reference: DateMention | None, year: int | None) -> str | None:
    """ISO form of a mention for the context list (None for what cannot be placed in time)."""
    if m.kind == "full":
        return _as_date(m).isoformat()
    if m.kind == "month_year":
        return f"{m.year:04d}-{m.month:02d}"
    if m.kind == "year":
        return f"{m.year:04d}"
    if m.kind == "month" and m.month is not None and (reference is not None or year is not None):
        if reference is None:
            return f"{year:04d}-{m.month:02d}"
        ref = _as_date(reference)
        return f"{ref.year - (1 if m.month > ref.month else 0):04d}-{m.month:02d}"
    if m.kind == "month_day":
        day, _ = _event_day(m, reference, year)
        return day.isoformat() if day else None
    return None


# a day of the month the caption names, as an ordinal alone: "on the 10th, the eve of the
# first day of fasting" (not "on the 3rd floor": a word follows)
_ORDINAL_DAY = re.compile(r"\bon the (\d{1,2})(?:st|nd|rd|th)(?=[,.;:)]|\s*$)")


def _ordinal_day(text: str, month_start: dt.date) -> tuple[dt.date, str] | None:
    """The day of ``month_start``'s month that "on the 10th" names, and those words."""
    match = _ORDINAL_DAY.search(text)
    if match is None:
        return None
    try:
        return month_start.replace(day=int(match[1])), match.group()
    except ValueError:
        return None


def _calls_itself_undated(text: str, event: DateMention) -> bool:
    """True when the caption calls its own picture undated: in its first sentence, or before
    the date in the date's own sentence (not "Protesters gather in Lagos, May 5, 2024. An
    undated file photo released by police shows the square.", a second picture)."""
    starts = sentence_starts(text) + [len(text)]
    at = bisect_right(starts, event.start) - 1
    return _PICTURE_UNDATED.search(text, 0, starts[1]) is not None or (
        at > 0 and _PICTURE_UNDATED.search(text, starts[at], event.start) is not None)


def _released_undated(text: str, event: DateMention) -> bool:
    """True for a release date of a picture its own clause calls undated: "in this undated
    handout photo released on December 31, 2023 by KCNA" dates the release, not the photo;
    and for the date of a picture whose caption says it does not know when it was taken."""
    if event.weak_context and _UNDATED.search(text, max(0, event.start - 120), event.start):
        return True
    if not (event.taken or event.circa) and "ndated" in text and _calls_itself_undated(text, event):
        return True  # "This undated photo ... after the theft on Sunday, Oct. 19": not its day
    if not (event.weak_context or event.taken) or ("when" not in text and "date" not in text):
        return False
    # in a sentence about the picture: not "It is unclear when the crossing will reopen"
    starts = sentence_starts(text) + [len(text)]
    for match in _DATE_UNKNOWN.finditer(text):
        sentence = bisect_right(starts, match.start()) - 1
        if _PICTURE_WORDS.search(text, starts[sentence], starts[sentence + 1]):
            return True
    return False


def choose_event_date(text: str, mentions: list[DateMention], *,
                      today: dt.date | None = None) -> EventDate:
    """Build the EventDate of a caption from its date mentions."""
    if len(mentions) == 1 and mentions[0].kind == "full" and not mentions[0].context \
            and not (("ndated" in text or mentions[0].taken)
                     and _released_undated(text, mentions[0])) \
            and anniversary_day(text, mentions) is None:
        return _only_full_date(text, mentions[0], today or _today())
    reference = _reference(mentions)
    year = _reference_year(mentions, reference)
    event = _pick(mentions, reference, year, file_photo=_FILE_MARK.search(text) is not None,
                  text=text)
    released = event is not None and _released_undated(text, event)
    if released:
        event = None  # "in this undated photo released on December 31, 2023": not its day
    errors = [m.error for m in mentions if m.error]
    ambiguous = [m.note for m in mentions if m.note]
    order_open = any(m.kind == "ambiguous" for m in mentions)
    # every other mention in ISO form, once: the context dates, and the days of other events
    others = [(m, _iso(m, reference, year)) for m in mentions if m is not event]
    context = tuple(dict.fromkeys(iso for _, iso in others if iso is not None))
    if event is None:
        open_days = [f"weekday '{m.text.strip()}' named, but no full date to place it"
                     for m in mentions if m.kind == "weekday" and not m.context]
        if released:
            open_days = ["the caption calls the picture undated or does not know its date; the "
                         "dates it gives are when it was released or published, or its "
                         "story's (in context_dates)"]
        return EventDate(None, None, None, None, None, None, context_dates=context,
                         notes=tuple(open_days[:1] + ambiguous),
                         error=errors[0] if errors else None, order_open=order_open)
    notes: list[str] = []
    start = end = None
    precision = None
    mismatch = False
    if event.kind in ("full", "month_day", "weekday"):
        if event.kind == "month_day":
            # "LONDON, ENGLAND - SEPTEMBER 19: ... ahead of the funeral on September 19, 2022":
            # the same day written in full gives its year, context or not
            latest = _latest_year_stamp(mentions)
            same_day = [m for m in mentions if m.kind == "full"
                        and (m.month, m.day) == (event.month, event.day)]
            current = [m for m in same_day if (m.year or 0) >= latest]
            if current:
                reference = current[0]
            elif same_day:  # only an anniversary's year: the stamp's
                reference, year = None, latest
        start, notes = _counted_dateline_day(text, event, reference) \
            or _event_day(event, reference, year)
        if not any(m is event for m in mentions) and event.weekday is not None:
            notes.append(f"'{event.text}' read as {start}, the anniversary of the day the "
                         "caption counts its years from, which falls on it")
        if start is None and event.kind == "month_day":
            start, notes = _year_by_weekday(text, event, mentions) \
                or _year_written_in_han(text, event) or _year_of_edition(text, event) \
                or (start, notes)
        if start is not None:
            end, range_notes = _day_range(event, start)
            notes += range_notes
            precision = "day"
            weekday = _weekday_note(event, start)
            if weekday:
                notes.append(weekday)
                mismatch = True
    else:
        period = _period(event, year)
        if period is not None:
            start, end, precision = period
            if event.kind == "invalid":
                notes.append(f"kept the {precision} of the impossible date '{event.text.strip()}'")
            elif precision == "month" and "on the " in text:
                day = _ordinal_day(text, start)
                if day is not None:  # "DOHA, March 2024 -- ... prayers on the 10th, the eve"
                    (start, written), precision = day, "day"
                    end = start
                    notes.append(f"'{written}' read as a day of '{event.text.strip()}'")
    if precision == "day" and event.kind == "full" and start is not None \
            and _released_the_day_after(text, event):
        # "This photo, released by KCNA on Feb. 3, 2026, shows a ceremony ... the previous
        # day": the release's date, and the picture's the day before it
        start = end = start - dt.timedelta(days=1)
        notes.append(f"'the previous day' counted back from '{event.text.strip()}', the day "
                     "the picture was released")
    elif precision == "day" and event.kind == "full" and start is not None \
            and _yesterday_of(text, event):
        # "... in the port city yesterday. PHOTO: NAME / Tue Jun 13, 2023": the day before
        # the date the caption was filed or printed under
        start = end = start - dt.timedelta(days=1)
        notes.append(_YESTERDAY_NOTE.format(event.text.strip()))
    notes += _suspicion(start, today or _today()) + ambiguous
    own = _iso_of_event(start, precision)
    other_days = tuple(
        _strip_span(text, m) for m, iso in others
        if (m.kind in ("full", "month_day") and iso != own)
        # a year of another event: "a painting last shown in New York in 1985, during a
        # preview in Hong Kong on May 17, 2024"
        or (m.kind in ("year", "month_year") and start is not None and m.year != start.year)
    )
    return EventDate(start=start, end=end, precision=precision,
                     time_precision=time_precision(start, end) if start and end else None,
                     text=event.text.strip(), span=_strip_span(text, event),
                     context_dates=tuple(c for c in context if c != own), notes=tuple(notes),
                     error=errors[0] if errors else None, weekday_mismatch=mismatch,
                     order_open=order_open, other_day_spans=other_days)


_ANY_YEAR = re.compile(r"(?<![\d/.])(?<!\d-)(?:18[3-9]\d|19\d\d|20\d\d)(?![\d/.-])")
# (a year glued to a word counts: "the SCO Summit-2022"; not one of a range, "2021-2026")


# "yesterday" in the caption's languages (not "since yesterday", a span up to the day, nor
# "yesterday's", another event)
_YESTERDAY = re.compile(r"(?<!since )(?<!until )\b(?:yesterday|Yesterday|gestern|Gestern|ayer"
                        r"|Ayer|ontem|Ontem|ieri|Ieri|gisteren|Gisteren|semalam|kemarin|kahapon"
                        r"|hôm qua)\b(?!['’]s)"
                        r"|(?<![\u0600-\u06ff])(?:أمس|امس|دیروز)(?![\u0600-\u06ff])|গতকাল")
# words that open a clause of another event: "after", "following", "since", "which",
# "that", "when", in English and the languages _YESTERDAY reads
_OTHER_EVENT = re.compile(r"\b(?:after|following|since|which|that|when|who|by|from|issued"
                          r"|announced|declared|reported|destroyed|damaged|killed|wounded"
                          r"|injured|flattened|burned|burnt|flooded|collapsed|nach|seit"
                          r"|als|die|der|das|après|depuis|qui|que|tras|desde|após|depois|dopo"
                          r"|che|na|nadat|sinds)\b|بعد|غداة|منذ|الذي|التي|پس از|که")
# a word before "yesterday" that makes it another event's: a participle ("killed",
# "struck", "broken"), "late", "early"
_PARTICIPLE = re.compile(r"(?:ed|en|hit|struck|held|began|begun|out|late|early|until|by)$")
_YESTERDAY_NOT_THE_DAY = re.compile(r"\s*(?:الأول|الاول|থেকে)")
_TODAY = re.compile(r"\b(?:today|Today|heute|aujourd'hui|hoy|oggi|hoje|vandaag)\b"
                    r"|(?<![\u0600-\u06ff])(?:اليوم|امروز)(?![\u0600-\u06ff])|আজ")
_YESTERDAY_NOTE = "'yesterday' counted back from '{}', the day the caption was filed"


def _released_the_day_after(text: str, event: DateMention) -> bool:
    """Whether the date is a handout's release ("released by ... on Feb. 3, 2026") and its
    sentence says the picture was taken "the previous day" (or "the day before")."""
    if "day" not in text or not _RELEASED_ON.search(text, max(0, event.start - 90),
                                                    event.start):
        return False
    stop = text.find(". ", event.end)
    return _PREVIOUS_DAY.search(text, event.end, stop if stop > 0 else len(text)) is not None


_RELEASED_ON = re.compile(r"\b(?:released|issued|distributed|published|provided)\b[^.]{0,80}"
                          r"\bon $")
_PREVIOUS_DAY = re.compile(r"\b(?:the previous day|the day before|a day earlier|the day earlier)"
                           r"\b(?! (?:that|of|the))")


def _yesterday_of(text: str, event: DateMention) -> bool:
    """Whether the caption dates its event "yesterday" from the date it was filed or
    printed under: a dateline's date, or a page's date line ("... PHOTO: NAME Tue Jun 13,
    2023 12:00 AM"), and "yesterday" in the story's first sentence, which tells the
    picture; not in a clause of another event ("after the storm that hit yesterday",
    "soldiers killed yesterday"), a quotation, a title, nor beside a "today"."""
    if event.since or event.taken or not _may_say_yesterday(text):
        return False
    found = _YESTERDAY.search(text)
    if found is None or _YESTERDAY_NOT_THE_DAY.match(text, found.end()):
        return False  # ("أمس الأول", the day before yesterday; "গতকাল থেকে", since yesterday)
    starts = sentence_starts(text)
    # (a filing day in the first sentence is a dateline's; a page's stamp closes the text)
    dateline = (event.filed and event.start < starts[1] if len(starts) > 1 else event.filed) \
        or in_dateline(text, event)
    if not dateline and not a_page_s_date_line(text, event, starts):
        return False
    word_before = text[max(0, found.start() - 20) : found.start()].split()[-1:]
    if word_before and (_PARTICIPLE.search(word_before[0]) or (
            found.group()[:1].isupper() and not word_before[0].endswith((".", ":", "-")))):
        return False  # "soldiers killed yesterday", "late yesterday"; the film "Yesterday"
    clause = text[max(text.rfind(",", 0, found.start()), text.rfind("،", 0, found.start()),
                      text.rfind(". ", 0, found.start()), 0) : found.start()]
    if _OTHER_EVENT.search(clause) or in_quotation(text, found.start()):
        return False
    # the story's first sentence: the dateline's own, else the caption's first
    at = bisect_right(starts, found.start()) - 1
    if at != (bisect_right(starts, event.start) - 1 if dateline else 0):
        return False
    end = starts[at + 1] if at + 1 < len(starts) else len(text)
    return _TODAY.search(text, starts[at], end) is None


def _may_say_yesterday(text: str) -> bool:
    """A cheap test before _YESTERDAY's search, which most captions need not pay for."""
    return ("ester" in text or "ayer" in text or "ntem" in text or "ieri" in text
            or "estern" in text or (not text.isascii() and (
                "مس" in text or "دیروز" in text or "গতকাল" in text)))


def _year_by_weekday(text: str, event: DateMention,
                     mentions: list[DateMention]) -> tuple[dt.date, list[str]] | None:
    """Complete a day with no year ("on Thursday night (Dec. 2)") with the only year
    written anywhere in the caption, even as a word ("the 2021 Brazilian championship"),
    in which that day falls on the weekday the caption gives it."""
    weekday = event.weekday
    if weekday is None:
        weekday = next((m.weekday for m in mentions if m.kind == "weekday" and not m.context
                        and m.sentence == event.sentence), None)
    if weekday is None or event.month is None or event.day is None:
        return None
    years = {int(y) for y in _ANY_YEAR.findall(text)}
    fits = [y for y in sorted(years) if valid(y, event.month, event.day)
            and dt.date(y, event.month, event.day).weekday() == weekday]
    if len(fits) != 1:
        return None
    day = dt.date(fits[0], event.month, event.day)
    note = (f"completed '{event.text.strip()}' with the year {fits[0]}, the only year "
            f"the caption names in which it is a {calendar.day_name[weekday]}")
    return day, [note]


# a year a caption in Chinese writes alone, as an event's ("2022年卡達世界盃", the 2022 World Cup)
_HAN_YEAR = re.compile(r"(?<!\d)((?:18|19|20)\d\d)年(?!\d{1,2}月)")


# the next sentence's "that day" (Xinhua's "当日", "同日"): the day's own story goes on
_THAT_DAY = re.compile(r"。(?:当日|當日|同日)[，,]")


def _counted_dateline_day(text: str, event: DateMention, reference: DateMention | None
                          ) -> tuple[dt.date, list[str]] | None:
    """A month and day without a year completed near the day N years after the other event's
    full date the caption counts N years from ("KYIV, Feb 24 - ... two years after the
    invasion of February 24, 2022": 2024-02-24, not 2022); None when it counts none."""
    if event.kind != "month_day" or reference is None or not reference.context \
            or event.month is None or event.day is None:
        return None
    kept = years_after(text, reference)
    if kept is None:
        return None
    completed = _complete_year(event.month, event.day, kept)
    if completed is None:
        return None
    note = (f"completed '{event.text.strip()}' near {kept.isoformat()}, as many years after "
            f"{_as_date(reference).isoformat()} as the caption counts")
    return completed, [note]


def _year_of_edition(text: str, event: DateMention) -> tuple[dt.date, list[str]] | None:
    """A month and day without a year completed with the year of the event's edition the
    caption names as its only year ("Verstappen celebrates winning the Japanese Grand Prix
    2023 at Suzuka ..., September 24"); None for a past edition cited (see
    :func:`.date_mentions.edition_year`)."""
    if event.month is None or event.day is None or ("19" not in text and "20" not in text):
        return None
    year = edition_year(text)
    if year is None or not valid(year, event.month, event.day):
        return None
    return dt.date(year, event.month, event.day), [
        f"completed '{event.text.strip()}' with the year {year} of the edition the caption names"]


def _year_written_in_han(text: str, event: DateMention) -> tuple[dt.date, list[str]] | None:
    """Complete a day written in Chinese with no year ("12月20日在首都...舉行遊行") with the
    only year the caption writes, before it ("慶祝2022年卡達世界盃奪冠，": the event the day
    is of; not "12月31日，人们参加2025年新年倒计时活动", the year about to begin)."""
    if not event.text.endswith("日") or event.month is None or event.day is None:
        return None
    # (in the day's own sentence: not "新中国成立于1949年。10月1日，...", a history's year;
    # or in the next, that Xinhua opens with "that day": "2月2日，旅客...。当日，2026年春运...")
    sentence = max(text.rfind("。", 0, event.start), text.rfind("\n", 0, event.start)) + 1
    years = set(_HAN_YEAR.findall(text, sentence, event.start))
    if not years and (that_day := _THAT_DAY.search(text, event.end)) is not None:
        end = text.find("。", that_day.end())
        years = set(_HAN_YEAR.findall(text, that_day.end(), end if end > 0 else len(text)))
    if years != set(_HAN_YEAR.findall(text)):
        return None
    if len(years) != 1:
        return None
    year = int(years.pop())
    if not valid(year, event.month, event.day):
        return None
    return dt.date(year, event.month, event.day), [
        f"completed '{event.text.strip()}' with the year {year}, the only year the caption names"]


def _only_full_date(text: str, m: DateMention, today: dt.date) -> EventDate:
    """The common case, one full date and nothing else, without the general machinery.

    The range, weekday and suspicion helpers run only for a mention that has a
    range or a weekday, or a day out of bounds: most captions need none of them.
    """
    start = _as_date(m)
    end, notes = _day_range(m, start) if m.day_end is not None else (start, [])
    weekday = _weekday_note(m, start) if m.weekday is not None else None
    if weekday:
        notes.append(weekday)
    if m.note:
        notes.append(m.note)
    if m.day_end is None and _yesterday_of(text, m):
        start = end = start - dt.timedelta(days=1)
        notes.append(_YESTERDAY_NOTE.format(m.text.strip()))
    if not _EARLIEST <= start <= today:
        notes += _suspicion(start, today)
    return EventDate(start=start, end=end, precision="day",
                     time_precision=time_precision(start, end) if end != start else 1,
                     text=m.text.strip(), span=_strip_span(text, m), notes=tuple(notes),
                     weekday_mismatch=weekday is not None)


def _today() -> dt.date:
    """Today's date, looked up once an hour (dates after it are noted as suspicious)."""
    return _day_of_hour(int(time.time() // 3600))


@functools.lru_cache(maxsize=1)
def _day_of_hour(hour: int) -> dt.date:
    return dt.date.fromtimestamp(hour * 3600)


def _iso_of_event(start: dt.date | None, precision: str | None) -> str | None:
    if start is None:
        return None
    iso = start.isoformat()
    return iso if precision == "day" else iso[:7] if precision == "month" else iso[:4]


def _strip_span(text: str, m: DateMention) -> tuple[int, int]:
    """Offsets of the expression without surrounding spaces or commas."""
    raw = text[m.start:m.end]
    lead = len(raw) - len(raw.lstrip(" ,"))
    trail = len(raw) - len(raw.rstrip(" ,"))
    return m.start + lead, m.end - trail


def extract_event_date(text: str, *, day_first: bool | None = None,
                       order_reason: str = COUNTRY_ORDER, field: bool = False) -> EventDate:
    """Find the event date of a caption body (the credit already removed).

    Never raises on any text: no date gives an EventDate of Nones, and an
    impossible date is reported in ``error``. ``day_first`` is the order of
    the place's country (see :func:`country_writes_day_first`), for numeric dates
    whose numbers leave it open; ``field`` reads a catalogue's date field.
    """
    written = text
    if not text.isascii():  # "٢٣ فبراير ٢٠٠٨", "۲۲ بهمن ۱۴۰۳": one digit for one, offsets kept
        text = text.translate(_ASCII_DIGITS)
    text = _unglued_weekdays(text)
    mentions = find_date_mentions(text, day_first=day_first, order_reason=order_reason,
                                  field=field)
    # "June 5 ... to mark 80 years since the D-Day landings of 1944": the year of 2024
    mentions = with_counted_years(text, mentions)
    date = choose_event_date(text, mentions)
    if not field and mentions:
        # "PARIS, March 3 (Reuters) - ... on Tuesday": the day told from the filing day
        date = relative_day(text, mentions, date)
    if text is not written and date.span is not None:  # the date as the caption writes it
        date = dataclasses.replace(date, text=written[date.span[0] : date.span[1]])
    return date


# the digits of the Arabic, Persian, Devanagari, Bengali, Thai, Tibetan (Bhutan's), Burmese
# and Khmer scripts, as ASCII
_ASCII_DIGITS = {base + n: ord("0") + n
                 for base in (0x660, 0x6F0, 0x966, 0x9E6, 0xE50, 0xF20, 0x1040, 0x17E0)
                 for n in range(10)}


# the weekdays a typist glues to the day after them ("Op woensdag29 oktober 2025", "Monday29th
# April 2024", "el lunes5 de mayo de 2025"), in the languages of the desks read: English,
# Dutch, German, the Nordic, Romance, Polish, Baltic, Swahili, Turkish and Indonesian ones
_WEEKDAY_WORDS = frozenset("""
    monday tuesday wednesday thursday friday saturday sunday
    maandag dinsdag woensdag donderdag vrijdag zaterdag zondag
    montag dienstag mittwoch donnerstag freitag samstag sonntag sonnabend
    mandag tirsdag onsdag torsdag fredag lørdag søndag måndag tisdag lördag söndag
    lundi mardi mercredi jeudi vendredi samedi dimanche
    lunes martes miércoles miercoles jueves viernes sábado sabado domingo
    lunedì martedì mercoledì giovedì venerdì sabato domenica
    segunda-feira terça-feira quarta-feira quinta-feira sexta-feira
    poniedziałek wtorek środa środę czwartek piątek sobota sobotę niedziela niedzielę
    pirmdien otrdien trešdien ceturtdien piektdien sestdien svētdien
    pirmdiena otrdiena trešdiena ceturtdiena piektdiena sestdiena svētdiena
    pirmadienis antradienis trečiadienis ketvirtadienis penktadienis šeštadienis sekmadienis
    pirmadienį antradienį trečiadienį ketvirtadienį penktadienį šeštadienį sekmadienį
    esmaspäev teisipäev kolmapäev neljapäev reede laupäev pühapäev
    jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili
    pazartesi salı çarşamba perşembe cuma cumartesi pazar
    senin selasa rabu kamis jumat sabtu minggu
""".split())  # noqa: SIM905
# a digit right after a letter (rare in English captions: "COVID19", "F16"), and the word
# that ends there
_LETTER_DIGIT = re.compile(r"(?<=[^\W\d_])\d")
_WORD_END = re.compile(r"[^\W\d_][\w-]{2,15}$")


def _unglued_weekdays(text: str) -> str:
    """``text`` with a weekday glued to its day parted from it ("woensdag29 oktober 2025" read
    as "woensda 29 oktober 2025"): its last letter becomes the space, so every offset is kept
    and the date is read whole (its weekday is not checked)."""
    for match in _LETTER_DIGIT.finditer(text):
        at = match.start()
        word = _WORD_END.search(text, max(0, at - 16), at)
        if word is not None and word.group().lower() in _WEEKDAY_WORDS \
                and not text[at + 1 : at + 3].isdigit():  # (a day: not "Sunday2024")
            text = f"{text[: at - 1]} {text[at:]}"
    return text


# Countries whose English-language dates put the month first (12/25/2020); Canada
# writes both orders, and East Asian countries write the year first, so a
# year-last numeric date there is left unread.
_MONTH_FIRST = frozenset("US PR GU AS VI MP UM FM MH PW PH".split())  # noqa: SIM905
_ORDER_UNKNOWN = frozenset("CA CN JP KR KP TW MN HU LT IR".split())  # noqa: SIM905


def country_writes_day_first(country_code: str | None) -> bool | None:
    """The day/month order of numeric dates in a country: True for 25/12/2020 (most of
    the world), False for 12/25/2020 (the US and its territories, the Philippines),
    None when the country writes both or is unknown."""
    if not country_code or country_code in _ORDER_UNKNOWN:
        return None
    return country_code not in _MONTH_FIRST
