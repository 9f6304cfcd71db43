"""The combined page (``index.html``): the map and the timeline, linked.

The page is the map's Folium figure with the Plotly timeline (from
:func:`timeline.render.charts.build_timeline_figure`) below it and a small
script (``templates/page.js``) that links them:

* a time range chosen on the timeline (zoom, range slider, range buttons)
  filters the map to the events whose dates overlap it;
* clicking an event on the timeline rings it on the map and opens its popup;
* selecting an event on the map highlights it on the timeline.

It works from ``file://`` with no network: Leaflet is inlined and ``plotly.min.js``
is written beside the page (shared with ``timeline.html``), or inlined on request.
"""

from __future__ import annotations

import html
import logging
import os
from pathlib import Path
from typing import Any, Literal

import folium
import pandas as pd
import plotly.graph_objects as go
from branca.element import Element
from plotly.offline import get_plotlyjs

from timeline.atomic import write_text_atomic
from timeline.render import charts
from timeline.render.assets import AssetBundle, script_safe
from timeline.render.map import (
    DEFAULT_AGGREGATE_ABOVE,
    RawMacroElement,
    event_layer,
    figure_of,
    json_for_script,
    map_from_payload,
    map_payload,
    read_template,
    render_html,
)

__all__ = ["CHART_DIV_ID", "TimelinePanel", "build_page", "write_page"]

log = logging.getLogger(__name__)

CHART_DIV_ID = "timeline-chart"

_PAGE_CSS = """
html, body { height: 100%; margin: 0; }
body { display: flex; flex-direction: column; font-family: system-ui, sans-serif; }
.tl-top { order: 0; padding: 6px 12px; border-bottom: 1px solid #ddd; font-size: 13px; }
.tl-top h1 { font-size: 16px; margin: 0 0 2px; display: inline; }
.tl-top ul { margin: 2px 0 0; padding-left: 18px; color: #555; }
.tl-range-status { margin-left: 12px; color: #333; }
.folium-map { order: 1; flex: 0 0 auto; }
.tl-chart { order: 2; flex: 1 1 auto; overflow-y: auto; min-height: 200px;
            border-top: 1px solid #ddd; }
"""


class TimelinePanel(RawMacroElement):
    """The page's header bar, the Plotly chart and the linking script.

    Flexbox ``order`` places the bar above the map and the chart below it, whatever
    order Folium writes the elements in. Plain strings, never Jinja (see RawElement).
    """

    def __init__(
        self,
        figure: go.Figure,
        *,
        map_var: str,
        title: str,
        notes: list[str],
        plotlyjs: Literal["directory", "inline"],
    ):
        super().__init__()
        self._name = "TimelinePanel"
        self.title = title
        self.notes = notes
        self.map_var = map_var
        self.plotlyjs = plotlyjs
        config = {"displaylogo": False, "responsive": True}
        self.chart_html = figure.to_html(
            full_html=False, include_plotlyjs=False, div_id=CHART_DIV_ID, config=config
        )

    def _plotly_tag(self) -> str:
        if self.plotlyjs == "inline":
            return f"<script>{script_safe(get_plotlyjs())}</script>"
        return f'<script src="{html.escape(charts.PLOTLYJS_NAME)}"></script>'

    def parts(self) -> tuple[str, str, str]:
        """Styles and scripts; the bar, notes and chart; the call that links chart and map."""
        status = f"{self.get_name()}_status"
        header = (
            f"<style>{_PAGE_CSS}</style>\n{self._plotly_tag()}\n"
            f"<script>{script_safe(read_template('page.js'))}</script>\n"
        )
        notes = "".join(f"<li>{html.escape(note)}</li>" for note in self.notes)
        body = (
            f'<div class="tl-top"><h1>{html.escape(self.title)}</h1>\n'
            f'<span class="tl-range-status" id="{status}">Timeline range: all dates</span>\n'
            f"<ul>{notes}</ul></div>\n"
            f'<div class="tl-chart">{self.chart_html}</div>\n'
        )
        chart_id = json_for_script(CHART_DIV_ID)
        script = (
            "(function () {\n"
            f"  var link = function () {{ TimelinePage.link({chart_id}, {self.map_var},"
            f" {{statusId: {json_for_script(status)}}}); }};\n"
            f"  var chart = document.getElementById({chart_id});\n"
            '  if (chart && chart.on) { link(); } else { window.addEventListener("load", link); }\n'
            "})();\n"
        )
        return header, body, script


def _notes(events: pd.DataFrame, payload: dict[str, Any], figure: go.Figure) -> list[str]:
    """What a reader must know: counts, and any aggregation or left-out events."""
    mapped = int(payload["total"])
    notes = [
        (f"{len(events):,} events; {mapped:,} on the map. Choose a time range on the "
         "timeline to filter the map; click an event on either to find it on the other.")
    ]
    notes += list(payload.get("notices", []))
    meta = figure.layout.meta if isinstance(figure.layout.meta, dict) else {}
    notes += [str(n) for n in meta.get("notes", [])]
    return notes


def build_page(
    events: pd.DataFrame,
    *,
    figure: go.Figure | None = None,
    aggregate_above: int = DEFAULT_AGGREGATE_ABOVE,
    assets: AssetBundle | None = None,
    title: str = "News-photo events: map and timeline",
    plotlyjs: Literal["directory", "inline"] = "directory",
) -> folium.Map:
    """The map with the linked timeline panel; ``figure`` defaults to the lanes timeline."""
    if plotlyjs not in ("directory", "inline"):
        raise ValueError(f"plotlyjs must be 'directory' or 'inline', not {plotlyjs!r}")
    chart = figure if figure is not None else charts.build_timeline_figure(events)
    payload = map_payload(events, aggregate_above=aggregate_above)
    fmap = map_from_payload(payload, assets=assets, title=title, height="55vh")
    panel = TimelinePanel(
        chart,
        map_var=event_layer(fmap).get_name(),
        title=title,
        notes=_notes(events, payload, chart),
        plotlyjs=plotlyjs,
    )
    panel.add_to(fmap)
    figure_of(fmap).header.add_child(Element('<meta charset="utf-8">'), name="tl_charset")
    return fmap


def write_page(events: pd.DataFrame, path: str | os.PathLike[str], **options: Any) -> Path:
    """Write ``index.html`` (map + timeline, linked) atomically; plotly.min.js goes beside it."""
    target = Path(path)
    page = build_page(events, **options)
    if options.get("plotlyjs", "directory") == "directory":
        charts.write_plotlyjs(target.parent)
    written = write_text_atomic(target, render_html(page))
    log.info("wrote the combined page to %s", written)
    return written
