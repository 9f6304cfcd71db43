"""Caption understanding: one caption in, its facts out. No I/O, no pandas.

The stages run in a fixed order, each on the output of the one before:

1. :mod:`.text` cleans the caption (the damage of exports and scans mended by
   :mod:`.repairs`, control characters, whitespace, other scripts' digits) and repairs
   broken hyphenation ("al- Sakhour"; "Wa- jima", a name the gazetteer knows whole).
2. :mod:`.credits` finds the credit ("(Photo by NAME/AGENCY)", "REUTERS/Name", ...)
   and removes it, so an agency or a handout organisation is never read as a place;
   :mod:`.credit_parts` reads it, with the houses :mod:`.agencies` knows. A page's lines
   around the caption, and a credit printed on a line above it, are read by
   :mod:`.page_lines`.
3. :mod:`.dates` finds the event date in what is left, and the context dates
   (in the credit line only when the text gives none: "Foto: Name/AFP - 05.05.2024"),
   choosing among the date expressions :mod:`.date_mentions` finds.
   Dates and places split sentences the same way (:mod:`.sentences`).
4. :mod:`.places` finds every place named and gives each a role (:mod:`.place_reading`),
   ranks the place phrases (:mod:`.place_ranking`) and picks the event place, preferring
   the sentence that holds the event date or a dateline (:mod:`.datelines`); the
   gazetteer resolves it. Scripts with no capitals have readers of their own
   (:mod:`.caseless`, :mod:`.ethiopic`, :mod:`.unspaced`). A national agency's
   caption that names no country is read in that agency's country first. A place
   written with another day than the event's ("who died in Havana on November 25") is
   that day's, and Turkish case endings ("Ankara'da") are read by :mod:`.suffixes`.
5. A numeric date whose day/month order the numbers leave open ("05/03/2019")
   is read again in the order of the credit's house when it is American (AP,
   UPI, Bettmann: month first anywhere), else of the event place's country
   (day first in Malta, month first in the US; Canada writes both, left unread).

The result is a :class:`CaptionFacts`, a frozen dataclass that
:mod:`timeline.events` turns into rows of the events table.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial

from gazetteer import Gazetteer

from .catalogue import PICTURE_MADE, CatalogueRecord, read_catalogue_record, record_credit
from .coordinates import place_at_written_point
from .credits import (
    Credit,
    house_country,
    house_writes_day_first,
    house_writes_month_first,
    split_credit,
)
from .date_mentions import find_date_mentions
from .dates import EventDate, country_writes_day_first, extract_event_date
from .page_lines import (
    caption_key,
    credit_line_above,
    credit_with_paper,
    split_head_above,
    split_page_head,
    split_page_lines,
    through_the_credit_line,
)
from .phrases import AREA_KINDS
from .place_reading import COMPASS
from .places import EventPlace, PlaceMention, extract_event_place
from .text import normalise_text, repair_broken_hyphenation

__all__ = [
    "CaptionFacts",
    "Credit",
    "EventDate",
    "EventPlace",
    "PlaceMention",
    "caption_key",
    "understand_caption",
]


@dataclass(frozen=True, slots=True)
class CaptionFacts:
    """Everything read from one caption.

    ``body`` is the cleaned caption with the credit removed (of a file picture re-issued
    under the news it illustrates, its description after "FILE PHOTO:"); every character
    offset in ``date`` and ``place`` refers to it.
    """

    text: str
    body: str
    date: EventDate
    credit: Credit
    place: EventPlace


def understand_caption(text: str, gazetteer: Gazetteer) -> CaptionFacts:
    """Read the event date, credit and event place of one caption."""
    clean = normalise_text(text)
    repaired = _repaired(clean, gazetteer)
    record = read_catalogue_record(repaired, lined=text) if ":" in repaired or "\n" in text \
        else None  # (a picture library's record copied a field on a line: read by its lines)
    if record is not None:  # "Title: ... Creator(s): ... Date Created/Published: ..."
        return _understand_record(clean, record, gazetteer)
    body, credit = _split_credit_and_page(text, repaired, gazetteer)
    news, body = _the_file_picture_s_part(body)
    if house_writes_month_first(credit):  # AP, UPI: their numbers are month first anywhere
        date = extract_event_date(body, day_first=False,
                                  order_reason=_house_order(credit))
    else:
        date = extract_event_date(body)
    if date.start is None and date.error is None and credit.raw:
        date = _date_of_the_credit(credit.raw) or _date_of_the_slug(repaired) or date
    home = house_country(credit)
    place = extract_event_place(
        body, gazetteer, date_span=date.span, home=home, other_days=date.other_day_spans
    )
    if date.order_open:
        day_first, reason = _day_first(credit, place)
        if day_first is not None:
            date = extract_event_date(body, day_first=day_first, order_reason=reason)
            if date.span is not None:  # the date's sentence may name another place
                place = extract_event_place(
                    body, gazetteer, date_span=date.span, home=home,
                    other_days=date.other_day_spans,
                )
    place = place_at_written_point(place, body, gazetteer)
    if news:  # the news the file picture is re-issued for: its day is context
        told = extract_event_date(news)
        if told.start is not None:
            date = dataclasses.replace(date, context_dates=(
                told.start.isoformat(), *told.context_dates, *date.context_dates))
    return CaptionFacts(text=clean, body=body, date=date, credit=credit, place=place)


# a file picture re-issued under the news it illustrates: "A tanker came under attack in the
# Red Sea on July 7, 2025. FILE PHOTO: Houthi fighters stand on a ship off al-Salif, Yemen
# November 22, 2023. REUTERS/Name/File Photo", AP's "... FILE - ...": the picture is the file's
_FILE_PICTURE_AFTER = re.compile(r"(?<=[.!?]) (?:FILE PHOTO|FILE PICTURE|FILE)(?: ?[:\-–—]) ")


def _the_file_picture_s_part(body: str) -> tuple[str, str]:
    """(the news, the file picture's description) of a caption whose picture is a file one
    described after the news; ("", body) for any other caption, and when the description
    gives no date of its own (the news's date is then the best there is)."""
    if "FILE" not in body:
        return "", body
    found = _FILE_PICTURE_AFTER.search(body)
    if found is None or extract_event_date(body[found.end():]).start is None:
        return "", body
    return body[: found.start()].rstrip(), body[found.start() + 1:]


def _repaired(clean: str, gazetteer: Gazetteer) -> str:
    """The cleaned text with its broken hyphenation mended ("al- Sakhour")."""
    return repair_broken_hyphenation(clean, partial(_one_name, gazetteer)) if "- " in clean \
        else clean


def _split_credit_and_page(text: str, repaired: str, gazetteer: Gazetteer) -> tuple[str, Credit]:
    """(body, credit) of a caption, read above the page's lines a caption copied from a
    paper's site ends with ("The Kerryman | Wednesday, August 21, 2019"), whose line breaks
    the cleaned text has lost: their stamps close the body, their paper fills the credit. A
    caption with no credit of its own takes one printed on a line above it."""
    if "\n" not in text:
        return split_credit(repaired)
    above = credit_line_above(text)  # "AP Photo/Name" on a line above the caption
    if above is not None:
        caption, top = above
        if any(name and _one_name(gazetteer, _BEARING_HEAD.sub("", name))
               for name in (top.photographer, top.provider)):
            # "Deir al-Balah / Anadolu", "Northern Gaza / Anadolu": a dateline and its house,
            # which stays in the text; the house is the credit's if the caption has none
            body, credit = _split_credit_of_lines(text, repaired, gazetteer)
            top = dataclasses.replace(top, photographer=None, provider=None)
        else:
            body, credit = _split_credit_and_page(
                caption, _repaired(normalise_text(caption), gazetteer), gazetteer)
        if not (credit.photographer or credit.agency):
            return body, top
        return body, _with_top_photographer(credit, top)
    return _split_credit_of_lines(text, repaired, gazetteer)


def _with_top_photographer(credit: Credit, top: Credit) -> Credit:
    """The caption's own credit, with the photographer the line above names when the caption
    names only the house: "Foto di Name" above "... (la Repubblica)". Two credits naming
    different houses are two claims, and the caption's own is kept alone."""
    if credit.photographer or not top.photographer:
        return credit
    if top.agency and credit.agency and top.agency != credit.agency:
        return credit
    return dataclasses.replace(credit, photographer=top.photographer)


# a bearing before a place's name: "Northern Gaza", "South Kivu"
_BEARING_HEAD = re.compile(rf"^(?:{COMPASS}|upper|lower)[- ]", re.IGNORECASE)


def _split_credit_of_lines(text: str, repaired: str, gazetteer: Gazetteer
                           ) -> tuple[str, Credit]:
    """(body, credit) of a caption of several lines with no credit above it."""
    caption = through_the_credit_line(text)
    cut = caption is not text  # (the story's paragraphs or a page's lines under its credit)
    if cut:
        text, repaired = caption, _repaired(normalise_text(caption), gazetteer)
    text, head_paper, head_stamp, headline = split_page_head(text)  # a page's head above it
    above, paper, stamps = split_page_lines(text)
    paper, stamps = paper or head_paper, " ".join(filter(None, (stamps, head_stamp)))
    if not headline and (cut or paper is not None or stamps):
        # a section and a headline above the caption, the page's lines below it
        above, headline = split_head_above(above)
    if paper is None and not stamps and not headline:
        return split_credit(repaired)
    body, credit = split_credit(_repaired(normalise_text(above), gazetteer))
    if headline:  # after the caption, where a place it names ranks below the caption's own
        body = f"{body} {normalise_text(headline)}"
    if paper is not None:
        credit = credit_with_paper(credit, paper)
    if not stamps:
        return body, credit
    day = _stamp_day(stamps)
    # the page's day closes the body under its label, as the day the page was filed: it
    # completes "on Tuesday" and "yesterday", and dates the picture only when nothing else does;
    # a stamp not read whole here ("8/2/1999", its order the place's) closes it as written
    return (f"{body} Published: {day}" if day else f"{body} {stamps}"), credit


def _stamp_day(stamps: str) -> str | None:
    """The full date a page's stamp gives, as written ("Wednesday, August 21, 2019")."""
    full = [m for m in find_date_mentions(stamps) if m.kind == "full"]
    if len(full) > 1 and _UPDATED.search(stamps, 0, full[-1].start):
        return full[0].text.strip(" ,.")  # the day it was published, not "Actualizado: ..."
    return full[-1].text.strip(" ,.") if full else None


_UPDATED = re.compile(r"(?:updated|actualizado|atualizado|mis à jour|aktualisiert|aggiornato"
                      r"|bijgewerkt)(?:\W|\d{1,2}[:.h]\d\d(?:\s*[ap]\.?m\b\.?)?)*$",
                      re.IGNORECASE)  # (and its time: "Updated: 10:02pm, 29 Jul 2025")


_HIERARCHY = re.compile(r" -- ")  # "United States -- District of Columbia -- Washington"


def _record_place(record: CatalogueRecord, gazetteer: Gazetteer, home: str | None) -> EventPlace:
    """The place of a record: of its place fields, the finest place read (a town's field
    over a country's: "Country: Sweden ... City: Stockholm"; a catalogue's hierarchy read
    from its last, finest step); failing them, the first place its title or text names;
    and a town they name in the province a field names."""
    place = EventPlace(None, None, ())
    for at, found in _place_field_readings(record, gazetteer, home):
        if found.resolution is not None and (place.resolution is None
                                             or found.resolution.kind not in AREA_KINDS):
            place = _shifted_place(found, at)
            if found.resolution.kind not in AREA_KINDS:
                return place
    area = place.resolution
    for at, value in record.spans("title", "heading", "text", "notes"):
        found = _field_place(value, gazetteer, home)
        town = found.resolution
        if area is None and town is not None:
            return _shifted_place(found, at)
        if town is not None and area.kind != "country" and town.kind not in AREA_KINDS \
                and (town.country_code, town.admin1) == (area.country_code, area.admin1):
            return _shifted_place(found, at)  # a town of the field's province, as the text
            # reads it ("Locatie: Noord-Holland" and "... bij Den Oever")
    return place


def _place_field_readings(
    record: CatalogueRecord, gazetteer: Gazetteer, home: str | None
) -> Iterator[tuple[int, EventPlace]]:
    """The place each place field reads (a town's field first), with its offset; a
    catalogue's hierarchy first as its last step read with the steps above it ("United
    States -- Georgia -- Athens" is Athens, Georgia, not Greece's), then as a whole."""
    countries = [value for _, value in record.spans("place")
                 if (named := _field_place(value, gazetteer, home).resolution) is not None
                 and named.kind == "country"]
    for at, value in record.spans("town"):  # a town's field read in the country's ("City:
        if countries and "," not in value:  # Brest ... Country-PrimaryLocationName: France")
            found = _field_place(f"{value}, {countries[0]}", gazetteer, home)
            if found.mention is not None and found.mention.end <= len(value):
                yield at, dataclasses.replace(
                    found, mentions=tuple(m for m in found.mentions if m.end <= len(value)))
    for at, value in record.spans("town", "place"):  # ("Town: Vinci" before "Province: ...")
        if " -- " in value:
            steps = _HIERARCHY.split(value)
            last = steps[-1]
            found = _field_place(", ".join(reversed(steps)), gazetteer, home)
            if found.mention is not None and found.mention.end <= len(last):
                kept = tuple(m for m in found.mentions if m.end <= len(last))
                yield at + len(value) - len(last), dataclasses.replace(found, mentions=kept)
        yield at, _field_place(value, gazetteer, home)


def _field_place(value: str, gazetteer: Gazetteer, home: str | None) -> EventPlace:
    """The place one field of a record names."""
    if value.endswith(")"):  # "Noojee (Vic.)", "Ottawa (Ont.)": the state, as "Noojee, Vic."
        value = value.replace(" (", ", ").replace(")", " ")  # (the offsets kept)
    return extract_event_place(value, gazetteer, home=home)


def _understand_record(clean: str, record: CatalogueRecord, gazetteer: Gazetteer) -> CaptionFacts:
    """The facts of a catalogue record, each read in its own fields (see :mod:`.catalogue`);
    every offset refers to the whole record, its ``body``."""
    credit = record_credit(record)
    home = house_country(credit)
    place = _record_place(record, gazetteer, home)
    day_first, reason = _day_first(credit, place)
    made = PICTURE_MADE.search(record.text)
    date = extract_event_date("")
    for spans in ([(made.start(), made.group())] if made else [], record.spans("date"),
                  record.spans("title", "heading", "text")):
        # of two date fields, the finer ("Date: 2018", "Date: 2018-08-10 (photographed)")
        found = [(extract_event_date(value, day_first=day_first, order_reason=reason,
                                     field=True), at) for at, value in spans]
        found = [(d, at) for d, at in found if d.start is not None]
        if found:
            best, at = max(found, key=lambda f: _PRECISION_RANK.get(f[0].precision or "", 0))
            date = _shifted_date(best, at)
            break
    if date.precision in ("year", "month") and date.start is not None:
        # a day the title writes within the field's year ("Paris-Roubaix 12-4-25" under
        # "Date d'édition : 1925")
        year = date.start.year
        for at, value in record.spans("title", "heading"):
            found = extract_event_date(value, day_first=True if day_first is None else day_first,
                                       field=True)
            if found.precision != "day" or found.start.year % 100 != year % 100 or (
                    date.precision == "month" and found.start.month != date.start.month):
                continue
            if found.start.year != year:  # a two-digit year read in the wrong century:
                # "1-7-03" under "Date d'édition : 1903"
                start = found.start.replace(year=year)
                found = dataclasses.replace(found, start=start, end=start)
            date = _shifted_date(found, at)
            break
    return CaptionFacts(text=clean, body=record.text, date=date, credit=credit, place=place)


_PRECISION_RANK = {"year": 1, "month": 2, "day": 3}


def _shifted_date(date: EventDate, by: int) -> EventDate:
    """``date`` read in a part of a text that starts at ``by``, its offsets in the text."""
    return dataclasses.replace(
        date, span=(date.span[0] + by, date.span[1] + by) if date.span else None,
        other_day_spans=tuple((s + by, e + by) for s, e in date.other_day_spans))


def _shifted_place(place: EventPlace, by: int) -> EventPlace:
    """``place`` read in a part of a text that starts at ``by``, its offsets in the text."""
    def shift(m: PlaceMention) -> PlaceMention:
        return dataclasses.replace(m, start=m.start + by, end=m.end + by)
    return EventPlace(shift(place.mention) if place.mention else None, place.resolution,
                      tuple(map(shift, place.mentions)))


def _date_of_the_credit(raw: str) -> EventDate | None:
    """The date written only in the credit line ("Foto: Nelson Almeida/AFP - 05.05.2024"),
    for a caption whose text gives none; it has no span in the body."""
    found = extract_event_date(raw)
    if found.start is None:
        return None
    return dataclasses.replace(found, span=None, notes=(*found.notes, "date read from the credit"))


# PTI's picture number closing the caption carries the picture's day, month first:
# "(PTI05_11_2018_000087B)"
_PTI_SLUG = re.compile(r"\bPTI(\d{1,2})_(\d{1,2})_((?:19|20)\d\d)_")


def _date_of_the_slug(text: str) -> EventDate | None:
    """The day in PTI's picture number, for a caption whose text gives no full date."""
    slug = _PTI_SLUG.search(text, max(0, len(text) - 60))
    if slug is None:
        return None
    found = extract_event_date(f"{slug[3]}-{int(slug[1]):02d}-{int(slug[2]):02d}")
    if found.start is None:
        return None
    return dataclasses.replace(found, span=None,
                               notes=(*found.notes, "date read from PTI's picture number"))


def _day_first(credit: Credit, place: EventPlace) -> tuple[bool | None, str]:
    """The order of an open numeric date and why: month first for an American house (AP,
    Bettmann), day first for a house of the Spanish, Portuguese, Italian or German desks
    (EFE's "MIAMI, 03/11/2024.-"), else that of the place's country ("Valletta,
    05/03/2019"); None if unknown."""
    if house_writes_month_first(credit):
        return False, _house_order(credit)
    if house_writes_day_first(credit):
        return True, _house_order(credit)
    if place.resolution is None:
        return None, ""
    return country_writes_day_first(place.resolution.country_code), "the order of the place's country"


def _house_order(credit: Credit) -> str:
    return f"the order of {credit.agency or credit.provider}'s house"


def _one_name(gazetteer: Gazetteer, word: str) -> bool:
    """True when ``word`` is, whole, a name the gazetteer knows ("Wajima", "Syrian")."""
    found = gazetteer.find_names(word)
    return len(found) == 1 and found[0].start == 0 and found[0].end == len(word)
