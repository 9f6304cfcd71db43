"""Engines: ways to understand many distinct captions, all giving identical rows.

* :mod:`.local` runs :func:`timeline.events.caption_row` in this process.
* :mod:`.dask_engine` runs it on dask.dataframe partitions, on a local cluster
  or on the cluster at a scheduler address; each worker loads the gazetteer
  itself (from its on-disk cache) instead of receiving it with every task.
* :mod:`.stream` reads inputs larger than memory in two passes and writes the
  events to Parquet one row group at a time (:mod:`.parquet`).

This package imports nothing heavy at import time: dask loads only when the
dask engine runs.
"""

from __future__ import annotations

from .errors import EngineError

__all__ = ["ENGINES", "EngineError"]

ENGINES: tuple[str, ...] = ("local", "dask")
