"""Small builders shared by tests: events tables with exact rows, and one caption read whole."""

from __future__ import annotations

import hashlib

import pandas as pd

from timeline.schema import COLUMN_NAMES, coerce_events
from timeline.understand import understand_caption
from timeline.understand.credits import Credit, split_credit
from timeline.understand.dates import extract_event_date

__all__ = ["credit_names", "event_day", "event_day_and_precision", "event_row", "read_credit",
           "table"]


def event_row(**values) -> dict:
    """One events-table row: every schema column NA unless given."""
    row = dict.fromkeys(COLUMN_NAMES)
    row.update({"context_dates": [], "date_notes": [], "place_candidates": [], "other_places": [],
                "sources": ["test:1"], "n_sources": 1})
    row.update(values)
    if row["event_id"] is None:
        row["event_id"] = hashlib.sha256(str(row["text"]).encode()).hexdigest()[:16]
    if row["date_end"] is None:
        row["date_end"] = row["event_date"]
    return row


def table(rows: list[dict]) -> pd.DataFrame:
    """Rows made with :func:`event_row` as a typed events table."""
    return coerce_events(pd.DataFrame(rows))


def read_credit(caption: str, gaz) -> tuple[str, Credit]:
    """The body and the credit of ``caption`` read by the whole pipeline; the credit must be
    found and cut from the body, or the test fails here with both shown."""
    facts = understand_caption(caption, gaz)
    assert facts.credit.raw and facts.credit.raw not in facts.body, (facts.body, facts.credit)
    return facts.body, facts.credit


def credit_names(caption: str) -> tuple[str | None, str | None]:
    """The photographer and the agency the credit finder reads off ``caption`` alone (no
    gazetteer): what the credit form tests compare."""
    credit = split_credit(caption)[1]
    return credit.photographer, credit.agency


def event_day(text: str) -> str | None:
    """The first day of the event date read off ``text`` alone, ISO, or None."""
    found = extract_event_date(text)
    return found.start.isoformat() if found.start is not None else None


def event_day_and_precision(text: str) -> tuple[str | None, str | None]:
    """The event date's first day (ISO, or None) and its precision: what the date form tests
    of a month or a year compare."""
    found = extract_event_date(text)
    return (found.start.isoformat() if found.start is not None else None), found.precision
