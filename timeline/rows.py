"""One distinct caption in, one row of the events table out; rows in, the table out.

This is the unit every engine runs (:mod:`timeline.engines`): the local engine
calls :func:`caption_row` in a loop, the dask engine on each partition, the
streaming build chunk by chunk. :mod:`timeline.events` reads the records and
puts the pieces together. :class:`Counts` are the numbers every build reports.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from gazetteer import Gazetteer

from .schema import coerce_events, empty_events
from .understand import CaptionFacts, understand_caption

__all__ = ["Counts", "caption_row", "event_id", "events_frame", "facts_row"]


@dataclass(frozen=True, slots=True)
class Counts:
    """The numbers a build must account for."""

    records: int
    events: int
    duplicates: int
    mapped: int
    unresolved: int
    problems: int
    files: int

    def summary(self) -> str:
        """The one-line summary the command ends with."""
        return (
            f"{self.records} records read from {self.files} file(s): "
            f"{self.events} events + {self.duplicates} duplicates; "
            f"{self.mapped} mapped + {self.unresolved} unresolved; "
            f"{self.problems} input problem(s)"
        )


def event_id(normalised_text: str) -> str:
    """A stable id: the first 16 hex digits of the SHA-256 of the normalised caption."""
    return hashlib.sha256(normalised_text.encode("utf-8")).hexdigest()[:16]


def caption_row(text: str, sources: Sequence[str], gazetteer: Gazetteer) -> dict[str, Any]:
    """Understand one distinct caption and return its events-table row."""
    return facts_row(understand_caption(text, gazetteer), sources)


def facts_row(facts: CaptionFacts, sources: Sequence[str]) -> dict[str, Any]:
    """Turn a caption's facts into one row of the events table (see :mod:`timeline.schema`)."""
    date, credit, place = facts.date, facts.credit, facts.place
    resolution = place.resolution
    has_point = resolution is not None and resolution.latitude is not None
    reasons = []
    if date.start is None:
        reasons.append("no event date" + (f" ({date.error})" if date.error else ""))
    if not has_point:
        named = [m.text for m in place.mentions]
        reasons.append("no event place" + (f" (named but not resolved: {', '.join(named)})"
                                           if named and resolution is None else ""))
    row: dict[str, Any] = {
        "event_id": event_id(facts.text),
        "text": facts.text,
        "event_date": date.start,
        "date_end": date.end,
        "date_precision": date.precision,
        "time_precision": date.time_precision,
        "date_text": date.text,
        "context_dates": list(date.context_dates),
        "date_notes": list(date.notes),
        "date_error": date.error,
        "place_mention": place.mention.text if place.mention else None,
        "other_places": [f"{m.text} ({m.role})" for m in place.mentions if m != place.mention],
        "photographer": credit.photographer,
        "agency": credit.agency,
        "provider": credit.provider,
        "credit": credit.raw,
        "sources": list(sources),
        "n_sources": len(sources),
        "status": "unresolved" if reasons else "mapped",
        "unresolved_reason": "; ".join(reasons) or None,
    }
    row.update(_resolution_fields(resolution))
    return row


def _resolution_fields(resolution: Any) -> dict[str, Any]:
    if resolution is None:
        return dict.fromkeys(("place_name", "place_id", "place_kind", "latitude", "longitude",
                              "geo_precision", "country_code", "country", "admin1", "place_rule",
                              "place_reason"), None) | {"place_candidates": []}
    return {
        "place_name": resolution.name,
        "place_id": resolution.place_id,
        "place_kind": resolution.kind,
        "latitude": resolution.latitude,
        "longitude": resolution.longitude,
        "geo_precision": resolution.geo_precision,
        "country_code": resolution.country_code,
        "country": resolution.country,
        "admin1": resolution.admin1,
        "place_rule": resolution.rule,
        "place_reason": resolution.reason,
        "place_candidates": list(resolution.candidates),
    }


def events_frame(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """Build the typed events table from rows (an empty table when there are none)."""
    if not rows:
        return empty_events()
    return coerce_events(pd.DataFrame.from_records(rows))
