"""Write every output of a build into one folder.

Each writer is atomic (see :mod:`timeline.atomic`), so an interrupted build
leaves the previous complete files. Data exports are written first: they are
the record; the pages are views of it.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pandas as pd

from . import export
from .render import charts, page
from .render import map as map_render
from .schema import checked_events

__all__ = ["OUTPUT_FILES", "remove_stale_temporaries", "write_outputs"]

log = logging.getLogger(__name__)

OUTPUT_FILES = {
    "events.csv": "every event, one row each (the schema in docs/events-schema.md)",
    "events.geojson": "mapped events as RFC 7946 points, longitude first",
    "events.parquet": "every event, typed, for pandas / Arrow / DuckDB",
    "timelinejs.json": "events in Knight Lab TimelineJS format",
    "unresolved.csv": "events with no date or no place, and why",
    "map.html": "the interactive map (works offline, opened from disk)",
    "timeline.html": "the Plotly timelines (works offline)",
    "index.html": "map and timeline on one page, linked",
}


def remove_stale_temporaries(out: Path) -> list[Path]:
    """Delete temporary files an interrupted build left beside our outputs.

    Only the hidden ``.NAME.*.tmp`` siblings of the files this module writes
    are touched, never anything else a user keeps in the folder.
    """
    removed = []
    for name in [*OUTPUT_FILES, "plotly.min.js", "timeline.png", "map.png"]:
        for stale in out.glob(f".{name}.*.tmp"):
            stale.unlink(missing_ok=True)
            removed.append(stale)
    if removed:
        log.info("removed %d temporary file(s) left by an interrupted build", len(removed))
    return removed


def write_outputs(events: pd.DataFrame, out_dir: str | Path, *, images: bool = False) -> list[Path]:
    """Write the exports and pages for ``events`` into ``out_dir``; return the paths written."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(out)
    events = checked_events(events)
    lanes = charts.build_timeline_figure(events)  # drawn once, shown on two pages
    written = [
        export.write_events_csv(events, out / "events.csv"),
        export.write_events_geojson(events, out / "events.geojson"),
        export.write_events_parquet(events, out / "events.parquet"),
        export.write_timelinejs(events, out / "timelinejs.json"),
        export.write_unresolved_csv(events, out / "unresolved.csv"),
        map_render.write_map(events, out / "map.html"),
        charts.write_timeline(events, out / "timeline.html", lanes=lanes),
        page.write_page(events, out / "index.html", figure=lanes),
    ]
    if images:
        from .render import images as image_render

        written += image_render.write_images(events, out)
    for path in written:
        log.info("wrote %s", path)
    return written
