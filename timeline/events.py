"""Records in, the events table out: de-duplication, understanding, counts that balance.

Identical captions (after :func:`~timeline.understand.text.normalise_text`)
collapse into one event that lists every record it came from. Each distinct
caption is understood once. The counts that every build reports must balance:

* records read = events + duplicates
* events = mapped + unresolved

An event is *mapped* when it has both an event date and coordinates; every
other event is *unresolved* and says why.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

import gazetteer as gazetteer_module
from gazetteer import Gazetteer

from .errors import InputError
from .records import Problem, ReadLog, Record, read_records
from .schema import coerce_events, empty_events
from .understand import CaptionFacts, understand_caption
from .understand.text import normalise_text

__all__ = [
    "Build",
    "Counts",
    "build",
    "build_events",
    "caption_row",
    "collect_captions",
    "event_id",
    "events_frame",
    "events_from_records",
]

log = logging.getLogger(__name__)


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


@dataclass
class Build:
    """The result of reading and understanding a set of inputs."""

    events: pd.DataFrame
    counts: Counts
    problems: list[Problem] = field(default_factory=list)


def event_id(normalised_text: str) -> str:
    """A stable id: the first 16 hex digits of the SHA-256 of the normalised caption."""
    return hashlib.sha256(normalised_text.encode("utf-8")).hexdigest()[:16]


def collect_captions(records: Iterable[Record]) -> tuple[dict[str, list[str]], int]:
    """Group records by normalised caption, keeping first-seen order.

    Returns ``{normalised text: [file:line, ...]}`` and the number of records seen.
    """
    captions: dict[str, list[str]] = {}
    seen = 0
    for record in records:
        seen += 1
        key = normalise_text(record.text)
        sources = captions.get(key)
        if sources is None:
            captions[key] = [record.location]
        else:
            sources.append(record.location)
    return captions, seen


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


def events_from_records(records: Iterable[Record], *, gazetteer: Gazetteer | None = None) -> pd.DataFrame:
    """De-duplicate records and understand each distinct caption; one row per event."""
    gaz = gazetteer if gazetteer is not None else gazetteer_module.load()
    captions, _ = collect_captions(records)
    return events_frame([caption_row(text, sources, gaz) for text, sources in captions.items()])


def build(
    inputs: Iterable[str | Path],
    *,
    text_column: str | None = None,
    input_format: str = "auto",
    strict: bool = False,
    places: str | Path | None = None,
    online: bool = False,
    gazetteer: Gazetteer | None = None,
    engine: str = "local",
    scheduler: str | None = None,
) -> Build:
    """Read every input, understand each distinct caption, and count what happened.

    ``engine="dask"`` runs understanding on dask partitions (optionally on the
    cluster at ``scheduler``); its events are identical to the local engine's.
    """
    read_log = ReadLog()
    records = read_records(inputs, text_column=text_column, input_format=input_format,
                           strict=strict, log=read_log)
    # Read first: a bad input fails at once, before the gazetteer loads.
    captions, seen = collect_captions(records)
    log.info("read %d records, %d distinct captions", seen, len(captions))
    events = events_frame(_understand(captions, engine=engine, scheduler=scheduler, places=places,
                                      online=online, gazetteer=gazetteer))
    mapped = int((events["status"] == "mapped").sum())
    counts = Counts(records=seen, events=len(events), duplicates=seen - len(events), mapped=mapped,
                    unresolved=len(events) - mapped, problems=len(read_log.problems),
                    files=len(read_log.files))
    return Build(events=events, counts=counts, problems=read_log.problems)


def _understand(captions: dict[str, list[str]], *, engine: str, scheduler: str | None,
                places: str | Path | None, online: bool,
                gazetteer: Gazetteer | None) -> list[dict[str, Any]]:
    """Rows for every distinct caption, in order, on the chosen engine."""
    if engine == "dask":
        if online or gazetteer is not None:
            raise InputError("the dask engine's workers load their own offline gazetteer: "
                             "drop --online (or the gazetteer= argument), or use --engine local")
        from .engines import dask_engine

        return dask_engine.understand_captions(captions, places=str(places) if places else None,
                                               scheduler=scheduler)
    if engine != "local":
        raise InputError(f"unknown engine {engine!r}; choose local or dask")
    gaz = gazetteer if gazetteer is not None else gazetteer_module.load(places=places, online=online)
    return [caption_row(text, sources, gaz) for text, sources in captions.items()]


def build_events(inputs: Iterable[str | Path], **options: Any) -> pd.DataFrame:
    """Read captions from files, folders or ``"-"`` and return the events table.

    Takes the options of :func:`build`. The counts are kept in
    ``events.attrs["counts"]`` for a notebook that wants them.
    """
    result = build(inputs, **options)
    result.events.attrs["counts"] = {k: getattr(result.counts, k) for k in Counts.__slots__}
    return result.events
