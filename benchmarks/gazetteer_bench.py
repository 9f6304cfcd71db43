"""Benchmark of the offline gazetteer; prints one JSON object.

    python benchmarks/gazetteer_bench.py            # load, lookups, find_names
    python benchmarks/gazetteer_bench.py --build    # also time a full index build (~30 s)

Figures: index build time; loading the cached index (wall and CPU time, and
resident memory added, measured in a fresh interpreter); candidates / resolve per call
(cold, i.e. no memo, and memoised); find_names per 300-character caption.
The results are recorded in benchmarks/gazetteer.md.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
_ENV = dict(
    os.environ,
    PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p),
)

_LOAD_SNIPPET = r"""
import json, time
def rss():
    with open('/proc/self/status') as f:
        for line in f:
            if line.startswith('VmRSS'):
                return int(line.split()[1]) * 1024
before = rss()
import gazetteer
from gazetteer.loader import builtin_index
t, c = time.perf_counter(), time.process_time()
builtin_index()
load_s, load_cpu_s = time.perf_counter() - t, time.process_time() - c
print(json.dumps({"load_s": load_s, "load_cpu_s": load_cpu_s,
                  "load_rss_mb": (rss() - before) / 1e6}))
"""

CAPTIONS = [
    (
        "Syrian government troops patrol the newly captured al-Sakhour neighbourhood in the eastern "
        "part of the northern city of Aleppo on December 7, 2016. Rebels in Aleppo called for a "
        "five-day truce and the evacuation of civilians Wednesday after losing more than three "
        "quarters of their territory including the Old City."
    ),
    (
        "A Russian air force technician reports to a pilot that a bomber is ready for a combat "
        "mission at Hemeimeem air base in Syria Wednesday January 20, 2016. Russian warplanes have "
        "flown over 5,700 combat missions since Moscow launched its air campaign in Syria on Sept."
    ),
    (
        "Damaged buildings stand in the rebel-controlled area of Maaret al-Numan in Idlib province, "
        "Syria September 6, 2016. Members of the Iraqi Army fire towards Islamic State militant "
        "positions at the south of Mosul, Iraq December 10, 2016, as forces advanced on Tripoli."
    ),
]


def _per_call_us(fn, args_list, repeat: int = 5) -> float:
    """Best of ``repeat`` CPU-time runs (CPU time, so a busy shared machine inflates it less)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for args in args_list:
            fn(*args)
        best = min(best, (time.process_time() - start) / len(args_list))
    return best * 1e6


def _build_seconds() -> float:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(_ENV, TIMELINE_CACHE_DIR=tmp)
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-c", "from gazetteer.loader import builtin_index;builtin_index()"],
            check=True,
            env=env,
        )
        return time.perf_counter() - start


def _load_figures() -> dict:
    out = subprocess.run(
        [sys.executable, "-c", _LOAD_SNIPPET], check=True, capture_output=True, text=True, env=_ENV
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="also time a full build")
    opts = parser.parse_args()
    import gazetteer
    from gazetteer.loader import builtin_index

    builtin_index()  # make sure the cache exists before timing a cold load
    figures: dict = {}
    if opts.build:
        figures["build_s"] = round(_build_seconds(), 2)
    figures.update({k: round(v, 3) for k, v in _load_figures().items()})
    figures["baseline_loop_us"] = round(
        _per_call_us(lambda: [i for i in range(300)], [()] * 2000), 2
    )
    gaz = gazetteer.load()
    names = [
        "Aleppo",
        "Tripoli",
        "Mashhad",
        "Mosul",
        "Maaret al-Numan",
        "Hmeymim",
        "Sanaa",
        "Idlib province",
        "Hodeidah",
        "Springfield",
    ]
    figures["candidates_us"] = round(_per_call_us(gaz.candidates, [(n,) for n in names]), 1)

    def cold_resolve(name: str, context: str) -> None:
        gaz._memo.clear()
        gaz._evidence_memo.clear()
        gaz.resolve(name, context=context)

    ctx = [(n, f"Fighters gathered in {n}, Syria on Monday") for n in names]
    figures["resolve_cold_us"] = round(_per_call_us(cold_resolve, ctx), 1)
    figures["resolve_memo_us"] = round(_per_call_us(lambda n, c: gaz.resolve(n, context=c), ctx), 2)
    caps = [(c[:300],) for c in CAPTIONS] * 200
    figures["caption_chars"] = 300
    figures["find_names_us"] = round(_per_call_us(gaz.find_names, caps), 1)
    figures["rows"] = len(builtin_index())
    figures["surface_keys"] = len(builtin_index().surface.keys_len)
    figures["phonetic_keys"] = len(builtin_index().phonetic.keys_len)
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
