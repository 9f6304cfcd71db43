"""The dask engine: understand captions on dask.dataframe partitions, on any cluster.

The distinct captions become a dask DataFrame (``text``, ``sources``); each
partition is understood by :func:`timeline.events.caption_row` on a worker,
and the rows come back in the order they went in, equal to the local
engine's rows.

What travels and what does not:

* The gazetteer never travels. Each worker process loads it once with
  :func:`gazetteer.load` (from its on-disk cache, under a second) and keeps it
  for every later partition.
* A user places file does travel, as bytes (a few KB) inside the task graph, so
  workers on other machines need no shared filesystem; each worker writes it
  once to its temporary folder and loads the gazetteer with it.

``scheduler`` picks where the work runs:

* ``None``: a :class:`distributed.LocalCluster` of worker processes, one per
  core, started for this call and closed after it;
* ``"threads"``, ``"processes"`` or ``"synchronous"``: dask's own local
  schedulers, without distributed (handy in notebooks and tests);
* anything else: the address of a running scheduler (``tcp://host:8786``).
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import math
import os
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

import pandas as pd

from .errors import EngineError

__all__ = [
    "CONNECT_TIMEOUT",
    "LOCAL_SCHEDULERS",
    "PlacesFile",
    "default_partitions",
    "open_client",
    "preload_gazetteer",
    "understand_captions",
]

log = logging.getLogger(__name__)

LOCAL_SCHEDULERS: tuple[str, ...] = ("threads", "processes", "synchronous")
# Big enough that a partition's bookkeeping is noise next to its work (about a
# second of understanding); small enough to spread over a few workers.
CAPTIONS_PER_PARTITION = 20_000

# How long to wait for a scheduler at an address before saying it cannot be reached.
CONNECT_TIMEOUT = "10s"

_META = pd.DataFrame({"row": pd.Series([], dtype=object)})
_WORKER_GAZETTEERS: dict[str | None, Any] = {}


class PlacesFile(NamedTuple):
    """A user places file as ``(file name, bytes, sha256)``: small, picklable, checkable."""

    name: str
    data: bytes
    digest: str

    @classmethod
    def read(cls, path: str | os.PathLike[str]) -> PlacesFile:
        """Read the file on the client, so workers need not see the same filesystem."""
        try:
            data = Path(path).read_bytes()
        except OSError as error:
            raise EngineError(f"cannot read the places file {str(path)!r}: {error}") from error
        return cls(Path(path).name, data, hashlib.sha256(data).hexdigest())

    def materialise(self) -> Path:
        """Write the bytes once into this machine's temp folder and return that path."""
        target = Path(tempfile.gettempdir()) / f"timeline-places-{self.digest[:16]}-{self.name}"
        if not target.exists():
            scratch = target.with_suffix(target.suffix + f".{os.getpid()}.tmp")
            scratch.write_bytes(self.data)
            os.replace(scratch, target)
        return target


def _worker_gazetteer(places: PlacesFile | None) -> Any:
    """The gazetteer of this worker process, loaded on first use and kept."""
    key = places.digest if places is not None else None
    gaz = _WORKER_GAZETTEERS.get(key)
    if gaz is None:
        import gazetteer

        gaz = gazetteer.load(places=str(places.materialise()) if places is not None else None)
        _WORKER_GAZETTEERS[key] = gaz
        log.info("worker %d loaded the gazetteer (places: %s)", os.getpid(), key)
    return gaz


def preload_gazetteer(client: Any, *, places: str | None = None) -> dict[str, float]:
    """Load the gazetteer on every worker of ``client`` now; return each worker's seconds.

    Optional: workers load it on their first partition anyway. Calling this
    first keeps the load out of timings and shows a worker that cannot load it
    (a missing package, an unwritable cache folder) before any work is sent.
    """
    shipped = PlacesFile.read(places) if places else None
    return client.run(_timed_load, shipped)


def _timed_load(places: PlacesFile | None) -> float:
    started = time.perf_counter()
    _worker_gazetteer(places)
    return round(time.perf_counter() - started, 3)


def _understand_partition(part: pd.DataFrame, places: PlacesFile | None) -> pd.DataFrame:
    """Runs on a worker: one events-table row (a dict) per caption of the partition."""
    from ..rows import caption_row

    gaz = _worker_gazetteer(places)
    rows = [
        caption_row(text, sources, gaz)
        for text, sources in zip(part["text"].tolist(), part["sources"].tolist(), strict=True)
    ]
    return pd.DataFrame({"row": pd.Series(rows, index=part.index, dtype=object)})


def default_partitions(n_captions: int, n_workers: int) -> int:
    """Enough partitions to keep every worker busy, each at most about 20,000 captions."""
    wanted = max(2 * n_workers, math.ceil(n_captions / CAPTIONS_PER_PARTITION))
    return max(1, min(n_captions, wanted))


def understand_captions(
    captions: Mapping[str, Sequence[str]],
    *,
    places: str | None,
    scheduler: str | None = None,
    npartitions: int | None = None,
    client: Any = None,
) -> list[dict[str, Any]]:
    """Rows for ``{normalised caption: [sources]}``, in order, computed on dask partitions.

    Equal to ``[caption_row(t, s, gazetteer.load(places=places)) for t, s in
    captions.items()]``. ``client`` (a :class:`distributed.Client`) overrides
    ``scheduler`` for callers that keep their own cluster.
    """
    if not captions:
        return []
    if npartitions is not None and npartitions < 1:
        raise EngineError(f"npartitions must be at least 1, got {npartitions!r}")
    dask, dd = _import_dask()
    shipped = PlacesFile.read(places) if places else None
    frame = pd.DataFrame(
        {
            "text": pd.Series(list(captions.keys()), dtype=object),
            "sources": pd.Series([list(s) for s in captions.values()], dtype=object),
        }
    )
    with (
        dask.config.set({"dataframe.convert-string": False}),
        _compute_context(dask, scheduler, client) as n_workers,
    ):
        parts = npartitions or default_partitions(len(frame), n_workers)
        ddf = dd.from_pandas(frame, npartitions=min(parts, len(frame)), sort=False)
        rows = ddf.map_partitions(_understand_partition, shipped, meta=_META)
        log.info(
            "dask: %d captions on %d partitions, %d workers",
            len(frame),
            rows.npartitions,
            n_workers,
        )
        result = rows.compute()
    return result["row"].tolist()


def _import_dask() -> tuple[Any, Any]:
    try:
        import dask
        import dask.dataframe as dd
    except ImportError as error:
        raise EngineError(
            "the dask engine needs dask: pip install 'timeline[dask]' "
            "(dask[dataframe] and distributed)"
        ) from error
    return dask, dd


@contextlib.contextmanager
def _compute_context(dask: Any, scheduler: str | None, client: Any) -> Iterator[int]:
    """Make ``compute()`` run where asked; yield the number of parallel workers."""
    if client is not None:
        with dask.config.set(scheduler=client):
            yield max(1, sum(client.nthreads().values()))
        return
    if scheduler in LOCAL_SCHEDULERS:
        with dask.config.set(scheduler=scheduler):
            yield os.cpu_count() or 1
        return
    with _distributed_client(scheduler) as own, dask.config.set(scheduler=own):
        yield max(1, sum(own.nthreads().values()))


@contextlib.contextmanager
def open_client(scheduler: str | None) -> Iterator[Any]:
    """Hold one client for many calls (a streaming build): ``None`` for dask's local schedulers.

    Pass what it yields as ``client=`` to :func:`understand_captions`, so a
    local cluster starts once, not once per chunk.
    """
    if scheduler in LOCAL_SCHEDULERS:
        yield None
        return
    with _distributed_client(scheduler) as client:
        yield client


@contextlib.contextmanager
def _distributed_client(address: str | None) -> Iterator[Any]:
    """A client of the scheduler at ``address``, or of a new local process cluster."""
    try:
        from distributed import Client, LocalCluster
    except ImportError as error:
        raise EngineError(
            "the dask engine needs distributed: pip install 'timeline[dask]'"
        ) from error
    if address is None:
        cluster = LocalCluster(
            n_workers=os.cpu_count() or 1,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
        )
        with cluster, Client(cluster) as client:
            yield client
        return
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT)
    except OSError as error:
        raise EngineError(
            f"cannot reach the dask scheduler at {address!r} ({error}); check the "
            "address (tcp://host:8786) and that `dask scheduler` runs there"
        ) from error
    with client:
        yield client
