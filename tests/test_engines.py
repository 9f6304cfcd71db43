"""Engines give identical events: dask partitions, streaming Parquet, and the local engine."""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd
import pyarrow.parquet as pq
import pytest

from timeline import export
from timeline.engines import EngineError, dask_engine, local
from timeline.engines.parquet import EventsParquetWriter, events_arrow_schema
from timeline.engines.stream import stream_events
from timeline.events import build, collect_captions, events_frame
from timeline.records import read_records

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """A few hundred generated captions (with repeats) in JSON Lines."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import generate_corpus
    finally:
        sys.path.remove(str(BENCHMARKS))
    path = tmp_path_factory.mktemp("corpus") / "generated.jsonl"
    return generate_corpus.write_corpus(path, 400, seed=21, duplicate_rate=0.1)


@pytest.fixture(scope="module")
def captions(sample_dir, corpus) -> dict[str, list[str]]:
    found, _ = collect_captions(read_records([sample_dir, corpus]))
    return found


@pytest.fixture(scope="module")
def local_rows(captions, gaz) -> list[dict]:
    return local.understand_captions(captions, gazetteer=gaz)


@pytest.fixture(scope="module")
def thread_client():
    """An in-process distributed cluster: real scheduler and workers, no process start-up."""
    from distributed import Client, LocalCluster

    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        yield client


def test_dask_rows_equal_local_rows_on_a_distributed_cluster(captions, local_rows, thread_client):
    loaded = dask_engine.preload_gazetteer(thread_client)
    assert len(loaded) == 2 and all(seconds >= 0 for seconds in loaded.values())
    rows = dask_engine.understand_captions(
        captions, places=None, client=thread_client, npartitions=5
    )
    assert len(rows) == len(captions) > 300
    assert [r["text"] for r in rows] == list(captions)
    assert rows == local_rows


@pytest.mark.parametrize("scheduler", ["synchronous", "threads"])
def test_dask_rows_equal_local_rows_on_local_schedulers(captions, local_rows, scheduler):
    rows = dask_engine.understand_captions(captions, places=None, scheduler=scheduler)
    assert rows == local_rows


def test_dask_rows_equal_local_rows_in_worker_processes(captions, local_rows):
    """The default: a local cluster of processes, each loading the gazetteer itself.

    The slowest test here (about 4 s: two worker processes start and each loads
    the gazetteer), and the only one where tasks are pickled to other processes.
    """
    subset = dict(list(captions.items())[:120])
    rows = dask_engine.understand_captions(subset, places=None, npartitions=4)
    assert rows == local_rows[:120]


def test_dask_frames_build_the_same_events_table(captions, local_rows):
    rows = dask_engine.understand_captions(
        captions, places=None, scheduler="synchronous", npartitions=3
    )
    pd.testing.assert_frame_equal(events_frame(rows), events_frame(local_rows))


def test_user_places_travel_with_the_task_graph(tmp_path, thread_client):
    import gazetteer

    places = tmp_path / "my_places.csv"
    places.write_text(
        "name,alt_names,kind,parent,country_code,lat,lon,source,confidence\n"
        "Qaryat Zaytun Test,Zaytun Test Village,town,,SY,35.1,36.7,test fixture,high\n",
        encoding="utf-8",
    )
    caption = (
        "Villagers gather in Qaryat Zaytun Test, Syria, on March 3, 2017. "
        "(Photo by Omar Haddad/AFP)"
    )
    captions, _ = collect_captions([_record(caption)])
    expected = local.understand_captions(captions, gazetteer=gazetteer.load(places=str(places)))
    rows = dask_engine.understand_captions(captions, places=str(places), client=thread_client)
    assert rows == expected
    assert rows[0]["place_name"] == "Qaryat Zaytun Test"


def _record(text: str):
    from timeline.records import Record

    return Record(text, "test.txt", 1)


def test_dask_engine_edge_cases_and_errors(monkeypatch):
    assert dask_engine.understand_captions({}, places=None) == []
    with pytest.raises(EngineError, match="npartitions"):
        dask_engine.understand_captions({"a": ["x:1"]}, places=None, npartitions=0)
    with pytest.raises(EngineError, match="places file"):
        dask_engine.understand_captions({"a": ["x:1"]}, places="/no/such/places.csv")
    monkeypatch.setattr(dask_engine, "CONNECT_TIMEOUT", "1s")
    with pytest.raises(EngineError, match="cannot reach the dask scheduler"):
        dask_engine.understand_captions({"a": ["x:1"]}, places=None, scheduler="tcp://127.0.0.1:9")


def test_default_partitions_keep_workers_busy_and_partitions_bounded():
    assert dask_engine.default_partitions(10, 2) == 4
    assert dask_engine.default_partitions(1, 8) == 1
    assert dask_engine.default_partitions(1_000_000, 2) == 50


def _read_back(path: Path) -> pd.DataFrame:
    return pd.read_parquet(path)


def test_streamed_parquet_equals_the_in_memory_build(sample_dir, corpus, tmp_path, gaz):
    inputs = [sample_dir, corpus]
    built = build(inputs, gazetteer=gaz)
    export.write_events_parquet(built.events, tmp_path / "built.parquet")
    result = stream_events(inputs, tmp_path / "streamed.parquet", chunk_size=97, gazetteer=gaz)
    assert result.counts == built.counts
    assert result.row_groups == pq.ParquetFile(tmp_path / "streamed.parquet").num_row_groups > 3
    pd.testing.assert_frame_equal(
        _read_back(tmp_path / "streamed.parquet"), _read_back(tmp_path / "built.parquet")
    )


def test_streaming_with_the_dask_engine_gives_the_same_file(sample_dir, corpus, tmp_path, gaz):
    local_run = stream_events(
        [sample_dir, corpus], tmp_path / "local.parquet", chunk_size=150, gazetteer=gaz
    )
    dask_run = stream_events(
        [sample_dir, corpus],
        tmp_path / "dask.parquet",
        chunk_size=150,
        engine="dask",
        scheduler="synchronous",
    )
    assert dask_run.counts == local_run.counts
    pd.testing.assert_frame_equal(
        _read_back(tmp_path / "dask.parquet"), _read_back(tmp_path / "local.parquet")
    )


def test_streaming_refuses_what_it_cannot_do(tmp_path, sample_dir):
    with pytest.raises(EngineError, match="standard input"):
        stream_events(["-"], tmp_path / "x.parquet")
    with pytest.raises(EngineError, match="chunk_size"):
        stream_events([sample_dir], tmp_path / "x.parquet", chunk_size=0)
    with pytest.raises(EngineError, match="unknown engine"):
        stream_events([sample_dir], tmp_path / "x.parquet", engine="spark")
    assert not (tmp_path / "x.parquet").exists()


def test_parquet_writer_is_atomic_and_typed(tmp_path, local_rows):
    target = tmp_path / "events.parquet"
    frame = events_frame(local_rows[:20])
    with pytest.raises(RuntimeError, match="boom"), EventsParquetWriter(target) as writer:
        writer.write(frame)
        raise RuntimeError("boom")
    assert list(tmp_path.iterdir()) == []
    with EventsParquetWriter(target) as writer:
        writer.write(frame.iloc[:0])
        writer.write(frame)
    assert (writer.rows, writer.row_groups) == (20, 1)
    export.write_events_parquet(frame, tmp_path / "exported.parquet")
    assert (
        pq.read_schema(target).remove_metadata()
        == pq.read_schema(tmp_path / "exported.parquet").remove_metadata()
    )
    assert events_arrow_schema().names == list(frame.columns)
    with EventsParquetWriter(tmp_path / "empty.parquet"):
        pass
    assert len(pd.read_parquet(tmp_path / "empty.parquet")) == 0
    with (
        pytest.raises(EngineError, match="lacks columns"),
        EventsParquetWriter(tmp_path / "bad.parquet") as writer,
    ):
        writer.write(frame.drop(columns=["text"]))
    with pytest.raises(EngineError, match="outside"):
        EventsParquetWriter(tmp_path / "never.parquet").write(frame)
