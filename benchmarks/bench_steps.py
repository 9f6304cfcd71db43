"""The measuring steps of ``benchmarks/run.py``; each runs alone in a fresh process.

Every step returns a flat-ish dict of figures. Rates are captions per second
of wall time in one process; ``peak_rss_mb`` is the process's resident peak
(``ru_maxrss``), so it includes Python, pandas and the gazetteer.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

__all__ = ["STEPS", "run_step"]


def _peak_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _status_mb(field: str) -> float | None:
    """A memory figure of this process from /proc/self/status (Linux), in MB."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def _reset_peak() -> float | None:
    """Start a new peak-memory window (Linux: clear_refs 5 resets VmHWM); return RSS now.

    Called once the gazetteer is loaded, so a step's peak is its own work's,
    even when the load had to rebuild the index (which briefly takes far more).
    """
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as refs:
            refs.write("5")
    except OSError:
        return None
    return _status_mb("VmRSS")


def _memory(baseline: float | None) -> dict[str, float | None]:
    return {
        "rss_after_gazetteer_mb": baseline,
        "peak_rss_after_gazetteer_mb": _status_mb("VmHWM"),
        "peak_rss_mb": _peak_mb(),
    }


def _rate(n: int, seconds: float) -> int:
    return round(n / seconds) if seconds > 0 else 0


class _Clock:
    """Named laps in wall time and in this process's CPU time.

    CPU time is the steadier figure on a shared machine: it does not count the
    time other programs held the cores.
    """

    def __init__(self) -> None:
        self.laps: dict[str, float] = {}
        self.cpu: dict[str, float] = {}

    def lap(self, name: str, function: Callable[[], Any]) -> Any:
        started, cpu = time.perf_counter(), time.process_time()
        result = function()
        self.laps[name] = time.perf_counter() - started
        self.cpu[name] = time.process_time() - cpu
        return result


def step_load(_: dict[str, Any]) -> dict[str, Any]:
    """Gazetteer load time in a fresh process (from the on-disk cache), and a second load."""
    started = time.perf_counter()
    import gazetteer

    imported = time.perf_counter()
    gazetteer.load()
    first = time.perf_counter()
    gazetteer.load()
    second = time.perf_counter()
    return {
        "import_s": round(imported - started, 3),
        "first_load_s": round(first - imported, 3),
        "second_load_s": round(second - first, 4),
        "peak_rss_mb": _peak_mb(),
    }


def _captions(corpus: str) -> tuple[dict[str, list[str]], int]:
    from timeline.events import collect_captions
    from timeline.records import read_records

    return collect_captions(read_records([corpus]))


def step_stages(args: dict[str, Any]) -> dict[str, Any]:
    """The in-memory build, stage by stage: read, understand (credit + date), resolve, rows."""
    import gazetteer
    from timeline.events import caption_row, events_frame
    from timeline.understand.credits import split_credit
    from timeline.understand.dates import extract_event_date
    from timeline.understand.places import extract_event_place
    from timeline.understand.text import repair_broken_hyphenation

    gaz = gazetteer.load()
    baseline = _reset_peak()
    clock = _Clock()
    captions, records = clock.lap("read", lambda: _captions(args["corpus"]))
    texts = list(captions)
    split = clock.lap(
        "credits", lambda: [split_credit(repair_broken_hyphenation(t)) for t in texts]
    )
    bodies = [body for body, _ in split]
    dates = clock.lap("dates", lambda: [extract_event_date(b) for b in bodies])
    clock.lap(
        "resolve",
        lambda: [
            extract_event_place(b, gaz, date_span=d.span)
            for b, d in zip(bodies, dates, strict=True)
        ],
    )
    rows = clock.lap(
        "understand_resolve", lambda: [caption_row(t, s, gaz) for t, s in captions.items()]
    )
    frame = clock.lap("events_frame", lambda: events_frame(rows))
    mapped = int((frame["status"] == "mapped").sum())
    if args.get("parquet"):
        from timeline.engines.parquet import EventsParquetWriter

        with EventsParquetWriter(args["parquet"]) as writer:
            writer.write(frame)
    n, laps, cpu = len(texts), clock.laps, clock.cpu
    return {
        "records": records,
        "events": n,
        "mapped": mapped,
        "read_per_s": _rate(records, laps["read"]),
        "credits_per_s": _rate(n, laps["credits"]),
        "dates_per_s": _rate(n, laps["dates"]),
        "understand_per_s": _rate(n, laps["credits"] + laps["dates"]),
        "resolve_per_s": _rate(n, laps["resolve"]),
        "understand_resolve_per_s": _rate(n, laps["understand_resolve"]),
        "understand_resolve_per_cpu_s": _rate(n, cpu["understand_resolve"]),
        "read_per_cpu_s": _rate(records, cpu["read"]),
        "resolve_per_cpu_s": _rate(n, cpu["resolve"]),
        "understand_per_cpu_s": _rate(n, cpu["credits"] + cpu["dates"]),
        "events_frame_s": round(laps["events_frame"], 3),
        "seconds": {k: round(v, 3) for k, v in laps.items()},
        "cpu_seconds": {k: round(v, 3) for k, v in cpu.items()},
        **_memory(baseline),
    }


def step_stream(args: dict[str, Any]) -> dict[str, Any]:
    """The streaming build end to end: two reading passes, understanding, Parquet row groups."""
    import gazetteer
    from timeline.engines.stream import stream_events

    gaz = gazetteer.load()
    baseline = _reset_peak()
    started, cpu = time.perf_counter(), time.process_time()
    result = stream_events(
        [args["corpus"]], args["out"], chunk_size=args.get("chunk", 50_000), gazetteer=gaz
    )
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    counts = result.counts
    return {
        "records": counts.records,
        "events": counts.events,
        "mapped": counts.mapped,
        "end_to_end_per_s": _rate(counts.records, seconds),
        "end_to_end_per_cpu_s": _rate(counts.records, cpu),
        "seconds": round(seconds, 2),
        "cpu_seconds": round(cpu, 2),
        "row_groups": result.row_groups,
        "parquet_mb": round(Path(args["out"]).stat().st_size / 2**20, 2),
        **_memory(baseline),
    }


def step_render(args: dict[str, Any]) -> dict[str, Any]:
    """Map, timeline and page build times and sizes, and the data exports, for one events table."""
    import pandas as pd

    from timeline import export
    from timeline.render import charts, page
    from timeline.render import map as map_render

    events = pd.read_parquet(args["parquet"])
    out = Path(args["out"])
    out.mkdir(parents=True, exist_ok=True)
    writers = {
        "map.html": map_render.write_map,
        "timeline.html": charts.write_timeline,
        "index.html": page.write_page,
        "events.csv": export.write_events_csv,
        "events.geojson": export.write_events_geojson,
        "events.parquet": export.write_events_parquet,
    }
    figures: dict[str, Any] = {"events": len(events)}
    for name, write in writers.items():
        started = time.perf_counter()
        try:
            write(events, out / name)
        except Exception as error:  # noqa: BLE001 - one failing writer must not hide the others
            figures[name] = {"error": f"{type(error).__name__}: {error}"}
            continue
        figures[name] = {
            "seconds": round(time.perf_counter() - started, 3),
            "mb": round((out / name).stat().st_size / 2**20, 3),
        }
    plotly_js = out / "plotly.min.js"
    if plotly_js.exists():
        figures["plotly.min.js_mb"] = round(plotly_js.stat().st_size / 2**20, 3)
    figures["peak_rss_mb"] = _peak_mb()
    return figures


def step_dask(args: dict[str, Any]) -> dict[str, Any]:
    """The dask engine on a local process cluster against the local engine, on the same captions."""
    import gazetteer
    from timeline.engines import dask_engine, local

    captions, _ = _captions(args["corpus"])
    clock = _Clock()
    gaz = clock.lap("load", gazetteer.load)
    local_rows = clock.lap("local", lambda: local.understand_captions(captions, gazetteer=gaz))
    with dask_engine.open_client(None) as client:
        workers = len(client.nthreads())
        clock.lap("dask_warm", lambda: dask_engine.preload_gazetteer(client, places=None))
        rows = clock.lap(
            "dask", lambda: dask_engine.understand_captions(captions, places=None, client=client)
        )
    n = len(captions)
    return {
        "captions": n,
        "workers": workers,
        "local_per_s": _rate(n, clock.laps["local"]),
        "dask_per_s": _rate(n, clock.laps["dask"]),
        "worker_gazetteer_load_s": round(clock.laps["dask_warm"], 2),
        "identical": rows == local_rows,
        "peak_rss_mb": _peak_mb(),
    }


def _gold_comparison(peer: Any, gold: list[dict[str, Any]], gaz: Any) -> dict[str, Any]:
    import peer_stack

    from timeline.events import caption_row

    ours = [peer_stack.prediction_from_row(caption_row(g["text"], ["gold"], gaz)) for g in gold]
    theirs = [peer.predict(g["text"]) for g in gold]
    return {
        "timeline": peer_stack.score(ours, gold),
        "peer": peer_stack.score(theirs, gold, credits=False),
    }


def step_peer(args: dict[str, Any]) -> dict[str, Any]:
    """Speed on a sample of the corpus, and accuracy on the gold file and on that sample."""
    import peer_stack

    import gazetteer
    from timeline.events import caption_row
    from timeline.understand.text import normalise_text

    sample = peer_stack.read_gold(args["corpus"], args["sample"])
    texts = [normalise_text(g["text"]) for g in sample]
    clock = _Clock()
    gaz = gazetteer.load()
    peer = clock.lap("peer_setup", peer_stack.PeerStack)
    clock.lap("peer_first_call", lambda: peer.predict(texts[0]))
    theirs, peer_rate = peer_stack.timed_rate(peer.predict, texts)
    rows, our_rate = peer_stack.timed_rate(lambda t: caption_row(t, ["x"], gaz), texts)
    ours = [peer_stack.prediction_from_row(r) for r in rows]
    gold = peer_stack.read_gold(args["gold"])
    return {
        "sample": len(texts),
        "peer_per_s": round(peer_rate, 1),
        "timeline_per_s": round(our_rate),
        "speed_ratio": round(our_rate / peer_rate, 1),
        "peer_setup_s": round(clock.laps["peer_setup"], 2),
        "peer_first_call_s": round(clock.laps["peer_first_call"], 2),
        "gold": _gold_comparison(peer, gold, gaz),
        "synthetic": {
            "timeline": peer_stack.score(ours, sample),
            "peer": peer_stack.score(theirs, sample, credits=False),
        },
    }


def step_profile(args: dict[str, Any]) -> dict[str, Any]:
    """pyinstrument over caption_row: the functions where the time goes."""
    from pyinstrument import Profiler

    import gazetteer
    from timeline.events import caption_row

    gaz = gazetteer.load()
    captions = dict(_head(_captions(args["corpus"])[0].items(), args["n"]))
    profiler = Profiler(interval=0.0005)
    profiler.start()
    for text, sources in captions.items():
        caption_row(text, sources, gaz)
    session = profiler.stop()
    Path(args["out"]).write_text(
        profiler.output_text(unicode=False, show_all=False), encoding="utf-8"
    )
    return {
        "captions": len(captions),
        "profile_text": args["out"],
        "top": _self_time(session.root_frame(), session.duration),
        "cpu_s": round(session.cpu_time, 3),
        "wall_s_profiled": round(session.duration, 3),
    }


def _head(items: Any, n: int) -> Iterator[Any]:
    for index, item in enumerate(items):
        if index >= n:
            return
        yield item


def _function_key(frame: Any) -> str:
    return f"{frame.function} ({Path(frame.file_path or '?').name}:{frame.line_no})"


def _self_time(root: Any, total: float, top: int = 15) -> dict[str, list[dict[str, Any]]]:
    """Functions ranked by self time and by inclusive time, as shares of the total.

    Self time is charged to the function whose own code ran (pyinstrument's
    synthetic ``[self]`` leaves count for their parent); inclusive time counts
    a function once per call path.
    """
    own: dict[str, float] = {}
    inclusive: dict[str, float] = {}
    stack: list[tuple[Any, Any]] = [(root, None)]
    while stack:
        frame, parent = stack.pop()
        synthetic = frame.function.startswith("[") or frame.file_path is None
        key = _function_key(parent if synthetic and parent is not None else frame)
        if not synthetic:
            inclusive[key] = inclusive.get(key, 0.0) + frame.time
        if not frame.children:
            own[key] = own.get(key, 0.0) + frame.time
        stack.extend((child, frame if not synthetic else parent) for child in frame.children)

    def ranked(table: dict[str, float]) -> list[dict[str, Any]]:
        best = sorted(table.items(), key=lambda kv: kv[1], reverse=True)[:top]
        return [{"function": k, "s": round(v, 3), "share": round(v / total, 3)} for k, v in best]

    return {"self": ranked(own), "inclusive": ranked(inclusive)}


def step_external(args: dict[str, Any]) -> dict[str, Any]:
    """Fold in another engineer's benchmark script: run it and parse the JSON it prints."""
    script = Path(__file__).resolve().parent / f"{args['name']}.py"
    done = subprocess.run(
        [sys.executable, str(script), *args.get("argv", [])],
        capture_output=True,
        text=True,
        check=False,
        cwd=script.parent.parent,
    )
    if done.returncode != 0:
        return {"error": done.stderr.strip()[-2000:]}
    text = done.stdout
    start = text.find("{")
    try:
        return json.JSONDecoder().raw_decode(text[start:])[0]
    except ValueError:
        return {"output": text[-2000:]}


STEPS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "load": step_load,
    "stages": step_stages,
    "stream": step_stream,
    "render": step_render,
    "dask": step_dask,
    "peer": step_peer,
    "profile": step_profile,
    "external": step_external,
}


def run_step(name: str, args: dict[str, Any]) -> dict[str, Any]:
    """Run the step called ``name`` with its arguments."""
    return STEPS[name](args)
