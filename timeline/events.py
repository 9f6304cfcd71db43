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

import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

import gazetteer as gazetteer_module
from gazetteer import Gazetteer

from .engines import local
from .errors import InputError
from .records import Problem, ReadLog, Record, read_records
from .rows import Counts, caption_row, event_id, events_frame
from .understand import caption_key
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


@dataclass
class Build:
    """The result of reading and understanding a set of inputs."""

    events: pd.DataFrame
    counts: Counts
    problems: list[Problem] = field(default_factory=list)


def collect_captions(records: Iterable[Record]) -> tuple[dict[str, list[str]], int]:
    """Group records by normalised caption, keeping first-seen order.

    Returns ``{text to understand: [file:line, ...]}`` and the number of records seen. The
    text is the normalised caption, or its :func:`~timeline.understand.caption_key` (line
    breaks before a page's lines kept) when the first record of it has such lines.
    """
    captions: dict[str, list[str]] = {}
    paged: dict[str, str] = {}  # single-spaced text -> its key, where the two differ
    seen = 0
    for record in records:
        seen += 1
        flat = normalise_text(record.text)
        key = paged.get(flat, flat)
        sources = captions.get(key)
        if sources is None:
            if "\n" in record.text and (lined := caption_key(record.text)) != flat:
                key = paged[flat] = lined  # understood with its page's line breaks
            captions[key] = [record.location]
        else:
            sources.append(record.location)
    return captions, seen


def events_from_records(records: Iterable[Record], *, gazetteer: Gazetteer | None = None) -> pd.DataFrame:
    """De-duplicate records and understand each distinct caption; one row per event."""
    gaz = gazetteer if gazetteer is not None else gazetteer_module.load()
    captions, _ = collect_captions(records)
    return events_frame(local.understand_captions(captions, gazetteer=gaz))


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
    return local.understand_captions(captions, gazetteer=gaz)


def build_events(inputs: Iterable[str | Path], **options: Any) -> pd.DataFrame:
    """Read captions from files, folders or ``"-"`` and return the events table.

    Takes the options of :func:`build`. The counts are kept in
    ``events.attrs["counts"]`` for a notebook that wants them.
    """
    result = build(inputs, **options)
    result.events.attrs["counts"] = {k: getattr(result.counts, k) for k in Counts.__slots__}
    return result.events
