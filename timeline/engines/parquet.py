"""Writing the events table to Parquet one row group at a time.

A million events do not need to be in memory at once to end up in one file:
:class:`EventsParquetWriter` takes the table in chunks and appends each as a
row group. The file has the layout of :func:`timeline.export.write_events_parquet`
(same column types, list columns as Arrow lists of strings, zstd), so readers
cannot tell a streamed file from a written one. Like every output it appears
atomically: it is written beside the target and renamed over it on success.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq

from ..schema import COLUMN_NAMES, LIST_COLUMNS, coerce_events, empty_events
from .errors import EngineError

__all__ = ["EventsParquetWriter", "events_arrow_schema", "events_arrow_table"]

log = logging.getLogger(__name__)


def events_arrow_schema() -> pa.Schema:
    """The Arrow schema of the events table, fixed up front so every row group matches."""
    schema = pa.Schema.from_pandas(empty_events(), preserve_index=False)
    for name in LIST_COLUMNS:
        schema = schema.set(schema.get_field_index(name), pa.field(name, pa.list_(pa.string())))
    return schema


def _string_list(value: Any) -> list[str | None] | None:
    """A list cell as strings (a non-string item becomes its JSON), or None when missing.

    A cell may be a numpy array: ``pd.read_parquet`` reads list cells back as arrays.
    """
    if value is None or (not isinstance(value, (list, tuple, np.ndarray)) and pd.isna(value)):
        return None
    return [
        item if item is None or isinstance(item, str) else json.dumps(item, ensure_ascii=False)
        for item in value
    ]


def events_arrow_table(events: pd.DataFrame, schema: pa.Schema | None = None) -> pa.Table:
    """The events table (any rows, schema columns) as an Arrow table of the fixed schema."""
    frame = coerce_events(events)
    for name in LIST_COLUMNS:
        frame[name] = pd.Series(
            [_string_list(x) for x in frame[name]], index=frame.index, dtype=object
        )
    return pa.Table.from_pandas(frame, schema=schema or events_arrow_schema(), preserve_index=False)


class EventsParquetWriter:
    """Append chunks of the events table to one Parquet file, atomically.

    Use as a context manager::

        with EventsParquetWriter("events.parquet") as writer:
            for chunk in chunks:
                writer.write(chunk)

    On an exception the half-written file is removed and the target is untouched.
    """

    def __init__(self, path: str | os.PathLike[str], *, compression: str = "zstd"):
        self.path = Path(path)
        self.compression = compression
        self.schema = events_arrow_schema()
        self.rows = 0
        self.row_groups = 0
        self._tmp: Path | None = None
        self._writer: pq.ParquetWriter | None = None

    def __enter__(self) -> Self:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(
            prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent
        )
        os.close(fd)
        self._tmp = Path(name)
        self._writer = pq.ParquetWriter(str(self._tmp), self.schema, compression=self.compression)
        return self

    def write(self, events: pd.DataFrame) -> None:
        """Append ``events`` (schema columns) as one row group; an empty chunk is skipped."""
        if self._writer is None:
            raise EngineError("EventsParquetWriter.write called outside its `with` block")
        if len(events) == 0:
            return
        missing = [c for c in COLUMN_NAMES if c not in events.columns]
        if missing:
            raise EngineError(f"events chunk lacks columns {missing}; see timeline.schema.COLUMNS")
        self._writer.write_table(events_arrow_table(events, self.schema))
        self.rows += len(events)
        self.row_groups += 1

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        writer, tmp = self._writer, self._tmp
        self._writer = self._tmp = None
        if writer is None or tmp is None:
            return
        try:
            writer.close()
        finally:
            if kind is None:
                os.chmod(tmp, 0o644)
                os.replace(tmp, self.path)
                log.info(
                    "wrote %d events in %d row groups to %s", self.rows, self.row_groups, self.path
                )
            else:
                with contextlib.suppress(FileNotFoundError):
                    tmp.unlink()
