"""Static PNG images of the timeline and the map, for reports (``--images``).

Both come from Debian's chromium and nothing is downloaded:

* ``timeline.png``: the lanes view drawn by kaleido 1.x, pointed at
  ``/usr/bin/chromium`` and at the plotly.js that ships inside plotly.py, with
  MathJax switched off (kaleido would otherwise load it from a CDN).
* ``map.png``: a headless-chromium screenshot (Playwright) of the
  ``map.html`` that :func:`timeline.render.map.write_map` wrote before.

Playwright's sync API refuses to run inside a running asyncio loop (Jupyter,
or another sync Playwright session), so the screenshot runs in a worker
thread that has no loop.
"""

from __future__ import annotations

import logging
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

import pandas as pd

from ..atomic import write_bytes_atomic
from ..errors import AssetError, UnreadableInputError
from .charts import build_timeline_figure

if TYPE_CHECKING:
    from playwright.sync_api import ViewportSize

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "render_png", "screenshot_html", "write_images"]

log = logging.getLogger(__name__)

CHROMIUM = os.environ.get("TIMELINE_CHROMIUM", "/usr/bin/chromium")
# Headless, no sandbox (containers run as root), and no background traffic of any kind.
CHROMIUM_ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
IMAGE_WIDTH = 1400
MAP_VIEWPORT: ViewportSize = {"width": 1400, "height": 900}


def _chromium() -> str:
    """The chromium executable, or an error that says how to get it."""
    if not Path(CHROMIUM).exists():
        raise AssetError(f"{CHROMIUM} not found: install Debian's chromium (apt-get install "
                         "chromium) or set TIMELINE_CHROMIUM to a Chrome/Chromium executable")
    return CHROMIUM


def _local_plotlyjs() -> str:
    """The plotly.min.js inside the installed plotly package (so kaleido never uses a CDN)."""
    import plotly

    path = Path(plotly.__file__).parent / "package_data" / "plotly.min.js"
    if not path.exists():
        raise AssetError(f"{path} is missing: reinstall plotly (pip install --force-reinstall plotly)")
    return str(path)


def render_png(figure, *, width: int = IMAGE_WIDTH, height: int | None = None,
               scale: float = 1.0) -> bytes:
    """A Plotly figure as PNG bytes, drawn by kaleido in Debian chromium, offline."""
    import kaleido

    height = int(height or figure.layout.height or 600)
    opts = {"format": "png", "width": int(width), "height": height, "scale": scale}
    kopts = {"path": _chromium(), "mathjax": False, "plotlyjs": _local_plotlyjs()}
    try:
        return kaleido.calc_fig_sync(figure.to_dict(), opts=opts, kopts=kopts)
    except Exception as error:  # kaleido raises its own types plus RuntimeError/TimeoutError
        raise AssetError(f"kaleido could not draw the figure with {CHROMIUM}: {error}") from error


READY_SELECTOR = ".folium-map[data-tl-ready]"


def _screenshot(url: str, viewport: ViewportSize, settle_ms: int) -> bytes:
    """Open ``url`` in headless chromium and return a PNG of the viewport."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=_chromium(), args=list(CHROMIUM_ARGS))
        try:
            page = browser.new_page(viewport=viewport)
            failed: list[str] = []
            page.on("requestfailed", lambda request: failed.append(request.url))
            page.goto(url, wait_until="load")
            # The map marks itself ready once Leaflet has fitted the bounds and drawn
            # the markers; a page without that mark (any other HTML) just loads.
            if page.locator(READY_SELECTOR).count() == 0 and page.locator(".folium-map").count():
                page.wait_for_selector(READY_SELECTOR, state="attached", timeout=30_000)
            page.wait_for_timeout(settle_ms)  # tiles of the outline layer finish painting
            if failed:
                log.warning("while rendering %s, %d requests failed: %s", url, len(failed), failed[:5])
            return page.screenshot(type="png")
        finally:
            browser.close()


def screenshot_html(path: str | Path, *, viewport: ViewportSize | None = None,
                    settle_ms: int = 200) -> bytes:
    """PNG bytes of an HTML file as headless chromium shows it (run in a loop-free thread)."""
    source = Path(path).resolve()
    if not source.is_file():
        raise UnreadableInputError("no such HTML file to screenshot", source=str(source))
    with ThreadPoolExecutor(max_workers=1) as pool:
        future = pool.submit(_screenshot, source.as_uri(), viewport or MAP_VIEWPORT, settle_ms)
        return future.result()


def write_images(events: pd.DataFrame, out_dir: str | Path) -> list[Path]:
    """Write ``timeline.png`` (kaleido) and ``map.png`` (a screenshot of ``out_dir/map.html``).

    ``map.html`` must exist: write it first with ``write_map`` (``write_outputs``
    does this before the images).
    """
    out = Path(out_dir)
    map_html = out / "map.html"
    if not map_html.is_file():
        raise UnreadableInputError("map.html not found; write the map first "
                                   "(timeline.render.write_map) before the images",
                                   source=str(map_html))
    figure = build_timeline_figure(events)
    figure.update_xaxes(rangeslider_visible=False, rangeselector_visible=False)  # no use on paper
    figure.update_layout(margin={"r": 40})
    timeline_png = write_bytes_atomic(out / "timeline.png", render_png(figure))
    map_png = write_bytes_atomic(out / "map.png", screenshot_html(map_html))
    log.info("wrote %s and %s", timeline_png, map_png)
    return [timeline_png, map_png]
