"""Benchmark runner: speed, memory and accuracy figures as one JSON report.

    python benchmarks/run.py                       # 10k, 100k and 1M captions
    python benchmarks/run.py --quick               # a smoke run in well under a minute
    python benchmarks/run.py --sizes 10000,100000 --out benchmarks/results.json

Every measurement runs in a fresh child process (this same file with
``--child``), so a figure's peak memory (``ru_maxrss``) is that step's alone and
no step warms a cache for the next. Targets are judged here, as ratios and
thresholds in one run on one machine, never as timed assertions in tests.
What the steps measure is in ``benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for _path in (str(ROOT), str(HERE)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

import bench_steps
from generate_corpus import write_corpus

__all__ = ["main", "run_benchmarks", "targets"]

log = logging.getLogger("benchmarks.run")

FULL_SIZES = (10_000, 100_000, 1_000_000)
QUICK_SIZES = (2_000, 5_000)
IN_MEMORY_MAX = (
    200_000  # above this, only the streaming build runs (the in-memory one would not fit)
)
RENDER_MAX = 100_000
DASK_MAX = 100_000
GOLD = ROOT / "timeline" / "data" / "gold" / "seed_events.jsonl"
# Other engineers' benchmark scripts, with the arguments for a full and a quick run.
EXTERNAL = {
    "gazetteer_bench": ([], []),
    "map_bench": ([], []),
    "charts_bench": (["--sizes", "1000", "10000", "100000"], ["--sizes", "1000"]),
}


def child(step: str, **arguments: Any) -> dict[str, Any]:
    """Run one step in a fresh interpreter and return its JSON figures (or its error)."""
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--child",
        step,
        "--child-args",
        json.dumps(arguments),
    ]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)
    wall = round(time.perf_counter() - started, 3)
    if done.returncode != 0:
        tail = done.stderr.strip().splitlines()[-12:]
        log.error("step %s failed:\n%s", step, "\n".join(tail))
        return {"error": "\n".join(tail), "wall_s": wall}
    result = json.loads(done.stdout.strip().splitlines()[-1])
    result["wall_s"] = wall
    log.info("%s %s: %s", step, arguments.get("n", ""), _brief(result))
    return result


def _brief(result: dict[str, Any]) -> str:
    keys = [k for k in result if k.endswith("_per_s") or k.startswith("peak")]
    return ", ".join(f"{k}={result[k]}" for k in keys[:6])


def _corpora(workdir: Path, sizes: list[int], seed: int) -> tuple[dict[int, Path], float]:
    """One corpus per size; smaller ones are prefixes of the largest (generation is a stream)."""
    largest = max(sizes)
    started = time.perf_counter()
    big = write_corpus(workdir / f"corpus-{largest}.jsonl", largest, seed=seed)
    generate_s = time.perf_counter() - started
    paths = {largest: big}
    for n in sorted(set(sizes) - {largest}):
        path = workdir / f"corpus-{n}.jsonl"
        with big.open(encoding="utf-8") as source, path.open("w", encoding="utf-8") as out:
            for _, line in zip(range(n), source, strict=False):
                out.write(line)
        paths[n] = path
    return paths, round(generate_s, 3)


def run_benchmarks(
    sizes: list[int],
    *,
    workdir: Path,
    seed: int = 0,
    peer_sample: int = 300,
    profile_n: int = 20_000,
    dask: bool = True,
    quick: bool = False,
) -> dict[str, Any]:
    """Every step, in order; returns the report (also judged against the targets)."""
    corpora, generate_s = _corpora(workdir, sizes, seed)
    report: dict[str, Any] = {
        "machine": _machine(),
        "corpus": {
            "seed": seed,
            "sizes": sizes,
            "generate_s": generate_s,
            "generate_per_s": round(max(sizes) / generate_s) if generate_s else None,
        },
    }
    report["index_load"] = child("load")
    report["sizes"] = {}
    for n in sizes:
        entry: dict[str, Any] = {}
        parquet = workdir / f"events-{n}.parquet"
        if n <= IN_MEMORY_MAX:
            entry["in_memory"] = child("stages", n=n, corpus=str(corpora[n]), parquet=str(parquet))
        entry["stream"] = child(
            "stream", n=n, corpus=str(corpora[n]), out=str(workdir / f"stream-{n}.parquet")
        )
        if n <= RENDER_MAX and parquet.exists():
            entry["render"] = child(
                "render", n=n, parquet=str(parquet), out=str(workdir / f"render-{n}")
            )
        report["sizes"][str(n)] = entry
    small = min(sizes)
    if dask:
        dask_n = (
            max(s for s in sizes if s <= DASK_MAX) if any(s <= DASK_MAX for s in sizes) else small
        )
        report["dask"] = child("dask", n=dask_n, corpus=str(corpora[dask_n]))
    report["peer"] = child("peer", corpus=str(corpora[small]), sample=peer_sample, gold=str(GOLD))
    report["profile"] = child(
        "profile",
        corpus=str(corpora[max(sizes)]),
        n=min(profile_n, max(sizes)),
        out=str(workdir / "profile.txt"),
    )
    report["external"] = {
        name: child("external", name=name) for name in EXTERNAL if (HERE / f"{name}.py").exists()
    }
    report["targets"] = targets(report)
    return report


def _machine() -> dict[str, Any]:
    import importlib.metadata as md

    versions: dict[str, str | None] = {}
    for package in (
        "pandas",
        "pyarrow",
        "dask",
        "distributed",
        "geotext",
        "dateparser",
        "pyahocorasick",
        "folium",
        "plotly",
    ):
        try:
            versions[package] = md.version(package)
        except md.PackageNotFoundError:
            versions[package] = None
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "packages": versions,
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def targets(report: dict[str, Any]) -> dict[str, Any]:
    """The issue's targets, each with the measured value and whether it is met."""
    out: dict[str, Any] = {}
    sizes = report.get("sizes", {})
    rates = [
        (int(n), e.get("in_memory", {}).get("understand_resolve_per_s")) for n, e in sizes.items()
    ]
    rates = [(n, r) for n, r in rates if r]
    if rates:
        n, rate = max(rates)
        out["understand_resolve_per_s_>=_20000"] = {"size": n, "value": rate, "met": rate >= 20_000}
    streams = [
        (int(n), e.get("stream", {}))
        for n, e in sizes.items()
        if "error" not in e.get("stream", {})
    ]
    if streams:
        n, stream = max(streams, key=lambda item: item[0])
        peak = stream.get("peak_rss_mb")
        out["peak_memory_mb_<_2048"] = {
            "size": n,
            "value": peak,
            "met": peak is not None and peak < 2048,
        }
        seconds = stream.get("seconds")
        out["end_to_end_seconds_per_million"] = {
            "size": n,
            "value": round(seconds * 1_000_000 / n, 1) if seconds else None,
            "met": bool(seconds) and seconds * 1_000_000 / n < 60,
        }
    peer = report.get("peer", {})
    if "speed_ratio" in peer:
        out["speed_ratio_vs_peer_>=_100"] = {
            "value": peer["speed_ratio"],
            "met": peer["speed_ratio"] >= 100,
        }
        ours, theirs = peer["gold"]["timeline"], peer["gold"]["peer"]
        better = all(
            ours[f]["right"] >= theirs[f]["right"] for f in ("date", "place", "country_code")
        )
        out["gold_accuracy_better_than_peer"] = {
            "timeline": {f: ours[f]["right"] for f in ("date", "place", "country_code")},
            "peer": {f: theirs[f]["right"] for f in ("date", "place", "country_code")},
            "of": ours["n"],
            "met": better,
        }
    return out


def main(argv: list[str] | None = None) -> None:
    """Command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description="timeline benchmarks: one JSON report")
    parser.add_argument(
        "--sizes", help="comma-separated caption counts (default 10000,100000,1000000)"
    )
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    parser.add_argument("--out", default=str(HERE / "results.json"), help="where to write the JSON")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--peer-sample", type=int, default=None)
    parser.add_argument("--no-dask", action="store_true", help="skip the dask engine step")
    parser.add_argument("--workdir", help="keep corpora and outputs here (default: a temp folder)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--child-args", default="{}", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s", stream=sys.stderr)
    if args.child:
        print(json.dumps(bench_steps.run_step(args.child, json.loads(args.child_args))))
        return
    sizes = (
        [int(s) for s in args.sizes.split(",")]
        if args.sizes
        else list(QUICK_SIZES if args.quick else FULL_SIZES)
    )
    peer_sample = args.peer_sample or (100 if args.quick else 300)
    with tempfile.TemporaryDirectory(prefix="timeline-bench-") as scratch:
        workdir = Path(args.workdir or scratch)
        workdir.mkdir(parents=True, exist_ok=True)
        report = run_benchmarks(
            sizes,
            workdir=workdir,
            seed=args.seed,
            peer_sample=peer_sample,
            profile_n=2_000 if args.quick else 20_000,
            dask=not args.no_dask,
            quick=args.quick,
        )
    text = json.dumps(report, indent=2, default=str)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
