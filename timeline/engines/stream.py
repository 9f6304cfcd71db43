"""Streaming builds: inputs larger than memory in, events Parquet out, in two passes.

:func:`timeline.events.build` keeps every distinct caption and every row in
memory. That is right for thousands of captions and wrong for tens of
millions. :func:`stream_events` reads the inputs twice instead:

1. The first pass keeps only a 16-byte digest of each distinct normalised
   caption and where it was seen (each source packed into one integer), so a
   million captions cost about 150 MB, whatever their length.
2. The second pass meets each distinct caption again at its first occurrence,
   gathers captions into chunks, understands each chunk with the chosen engine
   and appends its rows to the Parquet file as one row group.

The events come out in the same order, with the same sources, as from
:func:`timeline.events.build`: a streamed Parquet file reads back equal to the
in-memory table. Standard input cannot be read twice, so it is refused here.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import logging
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gazetteer import Gazetteer

from ..records import STDIN, Problem, ReadLog, read_records
from ..rows import Counts, events_frame
from ..understand import caption_key
from ..understand.text import normalise_text
from . import local
from .errors import EngineError
from .parquet import EventsParquetWriter

__all__ = ["DEFAULT_CHUNK", "StreamResult", "stream_events"]

log = logging.getLogger(__name__)

DEFAULT_CHUNK = 50_000
_LINE_BITS = 32


@dataclass
class StreamResult:
    """What a streaming build wrote and counted."""

    path: Path
    counts: Counts
    problems: list[Problem] = field(default_factory=list)
    row_groups: int = 0


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


class _SourceIndex:
    """Pass one: digest of each distinct caption -> packed ``file:line`` sources, in order."""

    def __init__(self) -> None:
        self.files: list[str] = []
        self._file_ids: dict[str, int] = {}
        self.table: dict[bytes, int | list[int]] = {}
        self.records = 0

    def add(self, text: str, source: str, line: int) -> None:
        self.records += 1
        file_id = self._file_ids.get(source)
        if file_id is None:
            file_id = self._file_ids[source] = len(self.files)
            self.files.append(source)
        code = (file_id << _LINE_BITS) | line
        key = _digest(normalise_text(text))
        seen = self.table.get(key)
        if seen is None:
            self.table[key] = code
        elif isinstance(seen, list):
            seen.append(code)
        else:
            self.table[key] = [seen, code]

    def take(self, text: str) -> list[str] | None:
        """The sources of ``text`` the first time it is asked for, then None."""
        entry = self.table.pop(_digest(text), None)
        if entry is None:
            return None
        codes = entry if isinstance(entry, list) else [entry]
        mask = (1 << _LINE_BITS) - 1
        return [f"{self.files[c >> _LINE_BITS]}:{c & mask}" for c in codes]


def _chunks(
    records: Iterable[Any], index: _SourceIndex, size: int
) -> Iterator[dict[str, list[str]]]:
    """Pass two: the distinct captions at their first occurrence, ``size`` at a time."""
    chunk: dict[str, list[str]] = {}
    for record in records:
        flat = normalise_text(record.text)
        sources = index.take(flat)
        if sources is None:
            continue
        # (understood with a page's line breaks, if it has any)
        chunk[caption_key(record.text) if "\n" in record.text else flat] = sources
        if len(chunk) >= size:
            yield chunk
            chunk = {}
    if chunk:
        yield chunk


def stream_events(
    inputs: Sequence[str | Path],
    out_path: str | Path,
    *,
    chunk_size: int = DEFAULT_CHUNK,
    places: str | None = None,
    gazetteer: Gazetteer | None = None,
    engine: str = "local",
    scheduler: str | None = None,
    text_column: str | None = None,
    input_format: str = "auto",
    strict: bool = False,
) -> StreamResult:
    """Read ``inputs`` in two passes and write the events table to ``out_path`` (Parquet).

    Options mean what they mean for :func:`timeline.events.build`;
    ``chunk_size`` distinct captions are understood and written at a time.
    """
    if any(str(item) == STDIN for item in inputs):
        raise EngineError(
            "a streaming build reads its inputs twice, so it cannot read standard "
            "input; save it to a file first (… > captions.jsonl)"
        )
    if chunk_size < 1:
        raise EngineError(f"chunk_size must be at least 1, got {chunk_size!r}")
    if engine not in ("local", "dask"):
        raise EngineError(f"unknown engine {engine!r}; choose local or dask")
    read = functools.partial(
        read_records, inputs, text_column=text_column, input_format=input_format, strict=strict
    )
    read_log = ReadLog()
    index = _SourceIndex()
    for record in read(log=read_log):
        index.add(record.text, record.source, record.line)
    n_events = len(index.table)
    log.info("pass 1: %d records, %d distinct captions", index.records, n_events)
    if index.records == 0:
        raise EngineError(f"no captions were read from the inputs; {out_path} left as it was")
    mapped = 0
    with (
        _understander(engine, places, gazetteer, scheduler) as understand,
        EventsParquetWriter(out_path) as writer,
    ):
        for chunk in _chunks(read(log=ReadLog()), index, chunk_size):
            frame = events_frame(understand(chunk))
            mapped += int((frame["status"] == "mapped").sum())
            writer.write(frame)
            log.info("pass 2: %d of %d events written", writer.rows, n_events)
    if writer.rows != n_events:
        raise EngineError(f"the inputs changed between the two passes ({n_events} distinct captions "
                          f"first, {writer.rows} then); {out_path} was written from the second "
                          "pass: build again from inputs that are not being written to")
    counts = Counts(
        records=index.records,
        events=writer.rows,
        duplicates=index.records - writer.rows,
        mapped=mapped,
        unresolved=writer.rows - mapped,
        problems=len(read_log.problems),
        files=len(read_log.files),
    )
    return StreamResult(Path(out_path), counts, read_log.problems, writer.row_groups)


@contextlib.contextmanager
def _understander(
    engine: str, places: str | None, gazetteer: Gazetteer | None, scheduler: str | None
) -> Iterator[Any]:
    """A function ``chunk -> rows`` for the engine, holding its resources for the whole run."""
    if engine == "local":
        if gazetteer is None:
            import gazetteer as gazetteer_module

            gazetteer = gazetteer_module.load(places=places)
        gaz = gazetteer
        yield lambda chunk: local.understand_captions(chunk, gazetteer=gaz)
        return
    from . import dask_engine

    with dask_engine.open_client(scheduler) as client:
        yield lambda chunk: dask_engine.understand_captions(
            chunk, places=places, scheduler=scheduler, client=client
        )
