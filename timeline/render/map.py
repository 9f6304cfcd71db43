"""The Folium map of the events table: offline, safe with hostile captions, fast at scale.

Folium supplies the page skeleton and the ``L.map``; everything else is ours:

* :class:`OfflineMap` is a ``folium.Map`` subclass with no CDN links (the base
  class's asset lists are left untouched, so other folium maps are unaffected).
* :class:`InlineAssets` inlines the pinned, verified Leaflet and markercluster
  code from :mod:`timeline.render.assets`.
* :class:`EventLayer` ships the events as one JSON data block and draws them with
  ``templates/map.js``: one marker per place, clusters, popups built with DOM text
  nodes, a time slider, a layer control for countries and years, and a legend.

Above ``aggregate_above`` mapped events the map draws one row per place and day
(or week, or month: the finest that fits) instead of one per event, and says so.

In the page, ``window.timelineMap`` (the last map drawn; all are in ``timelineMaps``)
offers: ``visibleEventCount()``, ``visiblePlaceCount()``, ``setRangeMs(lo, hi)`` /
``clearRange()`` (time filter), ``select(eventId)`` (ring + popup), ``onSelect(fn)``
(called with ``(eventId, from)``), and ``ready`` / ``readyAt`` (the last marker chunk is
drawn; the map container then has ``data-tl-ready="1"``, for screenshots and tests).
"""

from __future__ import annotations

import html
import json
import logging
import os
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar

import folium
import numpy as np
import pandas as pd
from branca.element import Element, Figure, MacroElement

from timeline.atomic import write_text_atomic
from timeline.render.assets import AssetBundle, ensure_assets, script_safe

__all__ = [
    "DEFAULT_AGGREGATE_ABOVE",
    "EventLayer",
    "InlineAssets",
    "OfflineMap",
    "RawElement",
    "RawMacroElement",
    "build_map",
    "event_layer",
    "figure_of",
    "json_for_script",
    "map_from_payload",
    "map_payload",
    "read_template",
    "render_html",
    "write_map",
]

log = logging.getLogger(__name__)

DEFAULT_AGGREGATE_ABOVE = 20_000
"""Mapped events above which the map aggregates per place and period."""

_PRECISION_CODE = {"day": 0, "week": 1, "month": 2, "year": 3}
_TEXT_LIMIT = 2_000
_AGGREGATE_TEXT_LIMIT = 160
_TEXT_BUDGET = 12_000_000
"""Characters of caption text a map carries at most (keeps 100,000 events under 30 MB)."""


def read_template(name: str) -> str:
    """A file from ``timeline/render/templates`` (package data)."""
    return (resources.files("timeline.render") / "templates" / name).read_text(encoding="utf-8")


def json_for_script(value: Any) -> str:
    """JSON that is safe inside any ``<script>`` element (and still valid JSON).

    ``<``, ``>`` and ``&`` become ``\\u`` escapes so no ``</script>`` or ``<!--`` can appear;
    U+2028/2029 are escaped for old JavaScript parsers.
    """
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    for raw, escaped in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(raw, escaped)
    return text


class OfflineMap(folium.Map):
    """A ``folium.Map`` that links no CDN: its assets are inlined by :class:`InlineAssets`."""

    default_js: ClassVar[list[tuple[str, str]]] = []
    default_css: ClassVar[list[tuple[str, str]]] = []


class RawElement(Element):
    """Text that goes into the page exactly as given.

    branca turns every macro's output into a new Jinja template and renders it again,
    so a caption holding ``{{ ... }}`` would run as Jinja at build time (and ``{% if %}``
    would crash the build). Our elements therefore bypass the macros.
    """

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def render(self, **kwargs: Any) -> str:
        """The text itself: never parsed as a template."""
        return self.text


def figure_of(element: Element) -> Figure:
    """The Figure an element is drawn in; a TypeError if it is not in one yet."""
    figure = element.get_root()
    if not isinstance(figure, Figure):
        raise TypeError(f"{type(element).__name__} must be added to a map in a Figure first")
    return figure


class RawMacroElement(MacroElement):
    """A MacroElement whose header, body and script parts are plain strings (see RawElement)."""

    def parts(self) -> tuple[str, str, str]:
        """The (header, body, script) text of this element; empty strings add nothing."""
        raise NotImplementedError(f"{type(self).__name__} must define parts()")

    def render(self, **kwargs: Any) -> str:
        """Add the parts to the figure's header, body and script, as RawElements."""
        figure = figure_of(self)
        for section, text in zip(
            (figure.header, figure.html, figure.script), self.parts(), strict=True
        ):
            if text:
                section.add_child(RawElement(text), name=self.get_name())
        for child in self._children.values():
            child.render(**kwargs)
        return ""


class InlineAssets(RawMacroElement):
    """Leaflet and markercluster JS/CSS, inlined into the page header."""

    def __init__(self, assets: AssetBundle):
        super().__init__()
        self._name = "TimelineInlineAssets"
        self.assets = assets

    def parts(self) -> tuple[str, str, str]:
        """Styles and scripts in load order, and Leaflet's default icons as data URIs."""
        icons = self.assets.marker_icons
        icon_options = json_for_script(
            {
                "imagePath": "",
                "iconUrl": icons["marker-icon.png"],
                "iconRetinaUrl": icons["marker-icon-2x.png"],
                "shadowUrl": icons["marker-shadow.png"],
            }
        )
        header = (
            f"<style>{self.assets.css}</style>\n<script>{self.assets.js}</script>\n"
            f"<script>L.Icon.Default.mergeOptions({icon_options});</script>\n"
        )
        return header, "", ""


class EventLayer(RawMacroElement):
    """The events, the basemap and the controls, drawn by ``templates/map.js``."""

    def __init__(self, payload: dict[str, Any], countries: dict[str, Any], *, title: str):
        super().__init__()
        self._name = "TimelineEvents"
        self.data = json_for_script(payload)
        self.countries = json_for_script(countries)
        self.title = json_for_script(title)

    def parts(self) -> tuple[str, str, str]:
        """map.js and map.css in the header, the data as JSON blocks, one call to draw."""
        name = self.get_name()
        if self._parent is None:
            raise TypeError("EventLayer must be added to a map before it is drawn")
        header = (
            f"<style>{script_safe(read_template('map.css'), 'style')}</style>\n"
            f"<script>{script_safe(read_template('map.js'))}</script>\n"
        )
        body = (
            f'<script type="application/json" id="{name}_data">{self.data}</script>\n'
            f'<script type="application/json" id="{name}_countries">{self.countries}</script>\n'
        )
        script = (
            f"var {name} = TimelineMap.create({self._parent.get_name()},\n"
            f'  JSON.parse(document.getElementById("{name}_data").textContent),\n'
            f'  {{countries: JSON.parse(document.getElementById("{name}_countries").textContent),\n'
            f"   title: {self.title}}});\n"
        )
        return header, body, script


def _mapped(events: pd.DataFrame) -> tuple[pd.DataFrame, int]:
    """Rows that can be drawn (mapped, dated, valid coordinates) and how many mapped ones cannot."""
    missing = [
        c for c in ("status", "latitude", "longitude", "event_date") if c not in events.columns
    ]
    if missing:
        raise ValueError(
            f"events table lacks columns {missing}; build it with timeline.build_events "
            f"or timeline.schema.coerce_events"
        )
    mapped = events[events["status"].astype("string").eq("mapped").fillna(False)]
    lat = pd.to_numeric(mapped["latitude"], errors="coerce").astype("float64")
    lon = pd.to_numeric(mapped["longitude"], errors="coerce").astype("float64")
    ok = (
        lat.between(-90, 90) & lon.between(-180, 180) & pd.to_datetime(mapped["event_date"]).notna()
    )
    bad = int((~ok).sum())
    if bad:
        log.warning("%d mapped events have no date or invalid coordinates; they are not drawn", bad)
    return mapped[ok.to_numpy()], bad


def _column(frame: pd.DataFrame, name: str) -> pd.Series:
    """A string column, or all-NA when an older table lacks it."""
    if name in frame.columns:
        return frame[name].astype("string")
    return pd.Series(pd.NA, index=frame.index, dtype="string")


def _days(values: pd.Series) -> np.ndarray:
    """Dates as whole days since 1970-01-01 (negative before 1970; no epoch-digit traps)."""
    return pd.to_datetime(values).to_numpy(dtype="datetime64[D]").astype("int64")


def _table(mapped: pd.DataFrame) -> pd.DataFrame:
    """One compact row per event: place key, day numbers, precision code and text fields."""
    lat = mapped["latitude"].astype("float64").round(5)
    lon = mapped["longitude"].astype("float64").round(5)
    # A map place is a point: a neighbourhood resolved to its city's point shares its marker.
    key = lat.astype(str) + "|" + lon.astype(str)
    start = _days(mapped["event_date"])
    end_raw = (
        pd.to_datetime(mapped["date_end"])
        if "date_end" in mapped
        else pd.Series(pd.NaT, index=mapped.index)
    )
    end = np.where(end_raw.isna().to_numpy(), start, _days(end_raw.fillna(pd.Timestamp(0))))
    precision = _column(mapped, "date_precision").str.lower().map(_PRECISION_CODE)
    name = _column(mapped, "place_name").fillna(_column(mapped, "place_mention"))
    return (
        pd.DataFrame(
            {
                "key": key.to_numpy(),
                "lat": lat.to_numpy(),
                "lon": lon.to_numpy(),
                "name": name.fillna("Unnamed place").to_numpy(),
                "cc": _column(mapped, "country_code").fillna("").to_numpy(),
                "country": _column(mapped, "country").fillna("").to_numpy(),
                "id": _column(mapped, "event_id").fillna("").to_numpy(),
                "start": start,
                "end": np.maximum(end, start),
                "prec": precision.fillna(0).astype("int64").to_numpy(),
                "text": _column(mapped, "text").fillna("").str.slice(0, _TEXT_LIMIT).to_numpy(),
                "ph": _column(mapped, "photographer").fillna("").to_numpy(),
                "ag": _column(mapped, "agency").fillna("").to_numpy(),
            }
        )
        .sort_values(["start", "key"], kind="stable")
        .reset_index(drop=True)
    )


def _period_start(start: np.ndarray, unit: str) -> np.ndarray:
    """The first day of the day/week/month containing each day number (weeks start on Monday)."""
    if unit == "day":
        return start
    if unit == "week":
        return start - (start + 3) % 7
    months = start.astype("datetime64[D]").astype("datetime64[M]")
    return months.astype("datetime64[D]").astype("int64")


def _members(codes: np.ndarray, ids: np.ndarray) -> list[list[str]]:
    """The event ids of each group, in group order (vectorised: a Python list per group is slow)."""
    order = np.argsort(codes, kind="stable")
    bounds = np.cumsum(np.bincount(codes))[:-1]
    return [chunk.tolist() for chunk in np.split(ids[order], bounds)]


def _aggregate(table: pd.DataFrame, limit: int) -> tuple[pd.DataFrame, str]:
    """Group events per place and period: the finest of day, week, month that fits ``limit``."""
    for unit in ("day", "week", "month"):
        period = _period_start(table["start"].to_numpy(), unit)
        groups = table.assign(period=period).groupby(["key", "period"], sort=False)
        if groups.ngroups <= limit or unit == "month":
            break
    first = groups.first()
    out = pd.DataFrame(
        {
            "key": first.index.get_level_values("key"),
            "lat": first["lat"].to_numpy(),
            "lon": first["lon"].to_numpy(),
            "name": first["name"].to_numpy(),
            "cc": first["cc"].to_numpy(),
            "country": first["country"].to_numpy(),
            "start": groups["start"].min().to_numpy(),
            "end": groups["end"].max().to_numpy(),
            "text": first["text"].str.slice(0, _AGGREGATE_TEXT_LIMIT).to_numpy(),
            "ph": first["ph"].to_numpy(),
            "ag": first["ag"].to_numpy(),
            "n": groups.size().to_numpy(),
            "ids": _members(groups.ngroup().to_numpy(), table["id"].to_numpy()),
        }
    )
    many = out["n"].to_numpy() > 1
    out["prec"] = np.where(many, _PRECISION_CODE.get(unit, 0), first["prec"].to_numpy())
    out["start"] = np.where(many, first.index.get_level_values("period").to_numpy(), out["start"])
    return out.sort_values(["start", "key"], kind="stable").reset_index(drop=True), unit


def _codes(values: pd.Series) -> tuple[list[int], list[str]]:
    """Factorise a string column into integer codes and the table of distinct values."""
    codes, uniques = pd.factorize(values, sort=False)
    return codes.tolist(), [str(u) for u in uniques]


def _common_names(table: pd.DataFrame) -> pd.Series:
    """Each map place's most frequent name (a city beats the neighbourhoods sharing its point)."""
    counts = table.groupby(["key", "name"], sort=False).size().reset_index(name="count")
    counts = counts.sort_values("count", ascending=False, kind="stable")
    return counts.drop_duplicates("key").set_index("key")["name"]


def _payload_from(
    table: pd.DataFrame, *, total: int, notices: list[str], grouped: bool
) -> dict[str, Any]:
    """The JSON document map.js reads: places, string tables and columnar rows."""
    place_codes, place_keys = pd.factorize(table["key"], sort=False)
    firsts = table.drop_duplicates("key").set_index("key").loc[place_keys]
    name_codes, place_names = _codes(table["name"])
    ph_codes, photographers = _codes(table["ph"])
    ag_codes, agencies = _codes(table["ag"])
    rows: dict[str, Any] = {
        "place": place_codes.tolist(),
        "start": table["start"].astype(int).tolist(),
        "end": table["end"].astype(int).tolist(),
        "prec": table["prec"].astype(int).tolist(),
        "text": table["text"].tolist(),
        "ph": ph_codes,
        "ag": ag_codes,
        "pn": name_codes,
        "n": table["n"].astype(int).tolist() if grouped else [1] * len(table),
    }
    if grouped:
        rows["ids"] = [list(ids) for ids in table["ids"]]
    else:
        rows["id"] = table["id"].tolist()
    countries = {
        cc: name for cc, name in zip(table["cc"], table["country"], strict=True) if cc and name
    }
    return {
        "total": total,
        "notices": notices,
        "countries": countries,
        "rows": rows,
        "strings": {"photographer": photographers, "agency": agencies, "place": place_names},
        "places": {
            "name": _common_names(table).loc[place_keys].tolist(),
            "lat": firsts["lat"].tolist(),
            "lon": firsts["lon"].tolist(),
            "cc": firsts["cc"].tolist(),
            "country": firsts["country"].tolist(),
        },
    }


def map_payload(
    events: pd.DataFrame, *, aggregate_above: int = DEFAULT_AGGREGATE_ABOVE
) -> dict[str, Any]:
    """The data the map draws, as plain JSON-able Python (testable without a browser)."""
    if aggregate_above < 1:
        raise ValueError(
            f"aggregate_above must be a positive number of events, not {aggregate_above!r}"
        )
    mapped, skipped = _mapped(events)
    table = _table(mapped)
    notices: list[str] = []
    unmapped = len(events) - len(mapped) - skipped
    if unmapped:
        notices.append(
            f"{unmapped:,} of {len(events):,} events lack a date or a place and are not on "
            f"the map (see unresolved.csv)."
        )
    if skipped:
        notices.append(
            f"{skipped:,} mapped events have no date or invalid coordinates and are not drawn."
        )
    grouped = len(table) > aggregate_above
    if grouped:
        table, unit = _aggregate(table, aggregate_above)
        notices.append(
            f"{int(table['n'].sum()):,} events (more than {aggregate_above:,}) are shown "
            f"as {len(table):,} groups, one per place and {unit}; every event is in the "
            f"exports (CSV, GeoJSON, Parquet)."
        )
    table, shortened = _fit_text(table, _TEXT_BUDGET)
    if shortened:
        notices.append(
            f"{shortened:,} captions are shortened on the map to keep the page small; "
            f"the full text is in the exports."
        )
    return _payload_from(table, total=len(mapped), notices=notices, grouped=grouped)


def _fit_text(table: pd.DataFrame, budget: int) -> tuple[pd.DataFrame, int]:
    """Cut captions to one common length so their total stays within ``budget`` characters."""
    lengths = table["text"].str.len()
    if lengths.sum() <= budget or table.empty:
        return table, 0
    limit = max(_AGGREGATE_TEXT_LIMIT, budget // len(table))
    long = lengths > limit
    text = table["text"].where(~long, table["text"].str.slice(0, limit - 1) + "\u2026")
    return table.assign(text=text), int(long.sum())


def map_from_payload(
    payload: dict[str, Any],
    *,
    assets: AssetBundle | None = None,
    title: str = "News-photo events",
    height: str = "100%",
) -> folium.Map:
    """A Folium map drawing ``payload`` (from :func:`map_payload`) with inlined, verified assets."""
    bundle = assets if assets is not None else ensure_assets()
    # maxZoom must reach L.map itself (folium gives max_zoom to tile layers only): clusters need it.
    fmap = OfflineMap(
        location=None, tiles=None, maxZoom=18, minZoom=1, height=height, world_copy_jump=True
    )
    InlineAssets(bundle).add_to(fmap)
    EventLayer(payload, bundle.countries_geojson, title=title).add_to(fmap)
    figure_of(fmap).title = html.escape(title)
    return fmap


def event_layer(fmap: folium.Map) -> EventLayer:
    """The :class:`EventLayer` of a map made by :func:`build_map` (a page links to it)."""
    for child in fmap._children.values():
        if isinstance(child, EventLayer):
            return child
    raise ValueError("this map has no EventLayer; make it with timeline.render.map.build_map")


def build_map(
    events: pd.DataFrame,
    *,
    aggregate_above: int = DEFAULT_AGGREGATE_ABOVE,
    assets: AssetBundle | None = None,
    title: str = "News-photo events",
    height: str = "100%",
) -> folium.Map:
    """A Folium map of the mapped events that works from disk with no network.

    ``assets`` defaults to :func:`timeline.render.assets.ensure_assets` (cached, verified).
    """
    payload = map_payload(events, aggregate_above=aggregate_above)
    return map_from_payload(payload, assets=assets, title=title, height=height)


def _elements(element: Element) -> list[Element]:
    """Every element in the tree under ``element`` (a Figure's header, html and script too)."""
    found = [element]
    for part in ("header", "html", "script"):
        child = getattr(element, part, None)
        if isinstance(child, Element):
            found += _elements(child)
    for child in element._children.values():
        found += _elements(child)
    return found


def render_html(fmap: folium.Map) -> str:
    """Render a map's page with its element ids numbered in tree order.

    branca gives every element a random id, so two builds of the same events
    would differ byte for byte. The ids are replaced after rendering (names
    computed earlier, such as the page's link to the map, stay consistent).
    """
    root = fmap.get_root()
    rendered = root.render()
    for number, element in enumerate(_elements(root)):
        old = getattr(element, "_id", None)
        if old:
            rendered = rendered.replace(old, f"{number:032x}")
    return rendered


def write_map(events: pd.DataFrame, path: str | os.PathLike[str], **options: Any) -> Path:
    """Write the map to ``path`` as one self-contained HTML file (atomically); return the path."""
    fmap = build_map(events, **options)
    html = render_html(fmap)
    written = write_text_atomic(path, html)
    log.info("wrote map of %s events to %s (%.1f MB)", len(events), written, len(html) / 1e6)
    return written
