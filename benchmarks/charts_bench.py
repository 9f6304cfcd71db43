"""Timeline build time and page size at 1k / 10k / 100k synthetic events; prints JSON.

    python benchmarks/charts_bench.py [--sizes 1000 10000 100000] [--places 400]

Events are seeded-random over ``--places`` places in 12 countries and eight
years, one in ten known only to the month. Each size is timed for
``build_timeline_figure`` alone and for ``write_timeline`` (both views and the
HTML), and the HTML size is reported without the shared ``plotly.min.js``.
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import tempfile
import time
from pathlib import Path

import pandas as pd

_ROOT = str(Path(__file__).resolve().parent.parent)
if _ROOT not in sys.path:  # run from a checkout without installing
    sys.path.insert(0, _ROOT)

from timeline import export
from timeline.render.charts import (
    DEFAULT_MAX_POINTS,
    build_timeline_figure,
    write_timeline,
)
from timeline.schema import COLUMN_NAMES, coerce_events

__all__ = ["main", "measure", "synthetic_events"]

log = logging.getLogger("charts_bench")
COUNTRIES = ("SY", "IQ", "YE", "LY", "AF", "UA", "SD", "ML", "SO", "PS", "LB", "MM")
SENTENCE = (
    "Residents walk past damaged buildings after shelling in the city, "
    "as aid convoys wait at the checkpoint on the main road. More text follows."
)


def synthetic_events(n: int, *, places: int = 400, seed: int = 1) -> pd.DataFrame:
    """``n`` mapped events, seeded so every run measures the same table."""
    rng = random.Random(seed)
    base = pd.Timestamp("2012-01-01")
    rows = []
    for i in range(n):
        p = rng.randrange(places)
        start = base + pd.Timedelta(days=rng.randrange(8 * 365))
        month = rng.random() < 0.1
        if month:
            start = start.replace(day=1)
        row = dict.fromkeys(COLUMN_NAMES)
        row.update(
            event_id=f"{i:016x}",
            text=f"{SENTENCE} Event {i}.",
            event_date=start,
            date_end=(start + pd.offsets.MonthEnd(0)) if month else start,
            date_precision="month" if month else "day",
            place_name=f"Place {p}",
            place_id=f"bench:{p}",
            latitude=30 + (p % 100) / 10,
            longitude=35 + (p // 100) / 10,
            country_code=COUNTRIES[p % len(COUNTRIES)],
            photographer=f"Photographer {p % 37}",
            agency=("AFP", "Reuters", "AP")[i % 3],
            status="mapped",
            context_dates=[],
            date_notes=[],
            place_candidates=[],
            other_places=[],
            sources=[f"bench:{i}"],
            n_sources=1,
        )
        rows.append(row)
    return coerce_events(pd.DataFrame(rows))


def measure(n: int, *, places: int, folder: Path, exports: bool = False) -> dict:
    """Time one size: the figure alone, then the whole page; report sizes."""
    events = synthetic_events(n, places=places)
    started = time.perf_counter()
    figure = build_timeline_figure(events)
    figure_s = time.perf_counter() - started
    started = time.perf_counter()
    path = write_timeline(events, folder / f"timeline_{n}.html")
    page_s = time.perf_counter() - started
    meta = figure.layout.meta
    result = {
        "events": n,
        "places": places,
        "figure_s": round(figure_s, 3),
        "write_timeline_s": round(page_s, 3),
        "html_bytes": path.stat().st_size,
        "drawn_items": meta["n_drawn"],
        "aggregated_per": meta["aggregated"],
        "lanes": len(figure.layout.yaxis.categoryarray),
    }
    if exports:
        result["exports"] = _time_exports(events, folder)
    return result


def _time_exports(events: pd.DataFrame, folder: Path) -> dict:
    """Seconds and bytes for each data export of ``events``."""
    out = {}
    for name, writer in [("events.csv", export.write_events_csv),
                         ("events.geojson", export.write_events_geojson),
                         ("events.parquet", export.write_events_parquet),
                         ("timelinejs.json", export.write_timelinejs)]:
        started = time.perf_counter()
        path = writer(events, folder / name)
        out[name] = {"s": round(time.perf_counter() - started, 3), "bytes": path.stat().st_size}
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the sizes asked for and print one JSON document."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--places", type=int, default=400)
    parser.add_argument("--exports", action="store_true", help="also time the data exports")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        results = [measure(n, places=args.places, folder=Path(folder), exports=args.exports) for n in args.sizes]
    json.dump(
        {"benchmark": "charts", "max_points": DEFAULT_MAX_POINTS, "results": results},
        sys.stdout,
        indent=2,
    )
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING)
    raise SystemExit(main())
