"""Small builders of events tables for tests that need exact rows, not the pipeline."""

from __future__ import annotations

import hashlib

import pandas as pd

from timeline.schema import COLUMN_NAMES, coerce_events

__all__ = ["event_row", "table"]


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
