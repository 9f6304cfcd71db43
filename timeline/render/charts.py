"""Plotly timelines of the events table: lanes per place, and counts per period.

Two views, both plain :class:`plotly.graph_objects.Figure` objects:

* :func:`build_timeline_figure` -- one lane per place, lanes grouped by country
  (countries, then places, in order of their first event), markers coloured by
  country. An event known only to the month or year is a bar over that whole
  period, never a marker on a day nobody reported.
* :func:`build_counts_figure` -- events per week or month, stacked by country.

:func:`write_timeline` puts both on one HTML page that loads ``plotly.min.js``
from beside itself, so it works from ``file://`` with no network.

Every trace of the lanes view carries ``customdata`` = the ``event_id`` of each
drawn item (for an aggregated item, the id of its earliest event), so a page
can link a click on the timeline to the map.

Safety: Plotly renders a subset of HTML in hover text, tick labels, legend
names and titles. Every piece of caption- or gazetteer-derived text goes
through :func:`escape_text` before it reaches Plotly; only the ``<br>`` and
``<b>`` tags this module writes itself are ever live markup.

Scale: above ``max_points`` dated events the lanes view draws one item per place
and day (or week, month, year: the finest that fits) instead of one per event,
and above ``max_lanes`` places the places with fewest events share one
"other places" lane per country. The figure's ``layout.meta["notes"]`` and the
page say when either happened.
"""

from __future__ import annotations

import html
import logging
import math
import re
import zlib
from pathlib import Path

import pandas as pd
import plotly.graph_objects as go
from plotly.offline import get_plotlyjs

from ..atomic import write_text_atomic
from ..errors import InputError
from ..schema import checked_events

__all__ = [
    "COUNTS_DIV_ID",
    "DEFAULT_MAX_LANES",
    "DEFAULT_MAX_POINTS",
    "LANES_DIV_ID",
    "PLOTLYJS_NAME",
    "build_counts_figure",
    "build_timeline_figure",
    "country_colors",
    "escape_text",
    "first_sentence",
    "write_plotlyjs",
    "write_timeline",
]

log = logging.getLogger(__name__)

DEFAULT_MAX_POINTS = 10_000  # SVG markers; the range slider draws each one a second time
DEFAULT_MAX_LANES = 250
LANES_DIV_ID = "timeline-lanes"
COUNTS_DIV_ID = "timeline-counts"
PLOTLYJS_NAME = "plotly.min.js"
UNKNOWN_PLACE = "Place unknown"
UNKNOWN_COUNTRY = "Country unknown"
UNKNOWN_COLOR = "#9E9E9E"
# 24 distinct colours (Plotly "Dark24"); the n-th country by first event gets the n-th.
PALETTE = (
    "#2E91E5", "#E15F99", "#1CA71C", "#FB0D0D", "#DA16FF", "#222A2A", "#B68100", "#750D86",
    "#EB663B", "#511CFB", "#00A08B", "#FB00D1", "#FC0080", "#B2828D", "#6C7C32", "#778AAE",
    "#862A16", "#A777F1", "#620042", "#1616A7", "#DA60CA", "#6C4516", "#0D2A63", "#AF0038",
)
# Bucket sizes tried, finest first, when the lanes view must aggregate.
_AGG_FREQS = (("D", "day"), ("W", "week"), ("M", "month"), ("Q", "quarter"), ("Y", "year"))
_COUNT_FREQS = {"W": "week", "M": "month"}
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"'”’)]?\s+[\"“‘(]?(?=\S)")
# A full stop after these is not a sentence end ("Dec. 15", "U.S. troops", "Mr. Assad").
_ABBREVIATION = re.compile(
    r"(?:\b[A-Z]|\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Mr|Mrs|Ms|Dr|St|Gen|"
    r"Col|Lt|Sgt|Capt|Maj|Gov|Sen|Rep|Pres|Prof|No|Vol|approx|e\.g|i\.e|vs))\.$"
)
_DAY_MS = 86_400_000


def escape_text(text: object) -> str:
    """Escape ``&``, ``<`` and ``>`` so Plotly shows ``text`` literally instead of as markup."""
    if text is None or text is pd.NA or (isinstance(text, float) and math.isnan(text)):
        return ""
    return html.escape(str(text), quote=False)


def first_sentence(text: object, *, limit: int = 320) -> str:
    """The caption's first sentence (unescaped), cut at ``limit`` characters with an ellipsis."""
    if not isinstance(text, str) or not text:
        return ""
    sentence = text
    for match in _SENTENCE_END.finditer(text):
        if text[match.end()].islower():  # "... near St. paul" is not a new sentence
            continue
        if not _ABBREVIATION.search(text[: match.start()].rstrip("\"'”’)")):
            sentence = text[: match.start()]
            break
    sentence = sentence.strip()
    if len(sentence) > limit:
        sentence = sentence[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return sentence


def _hover_lines(text: str, width: int = 70) -> str:
    """Wrap plain ``text`` at spaces near ``width`` and escape it; lines joined by ``<br>``.

    A greedy wrap (textwrap is ten times slower, and hover text needs no hyphenation).
    """
    lines, current = [], ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return "<br>".join(escape_text(line) for line in lines)


def _strings(series: pd.Series) -> pd.Series:
    """A string column as plain Python objects with NA as None (fast to format row by row)."""
    return series.astype(object).where(series.notna(), None)


def _country_label(dated: pd.DataFrame) -> pd.Series:
    """Country name, else its code, else "Country unknown" (the legend and colour key)."""
    return dated["country"].fillna(dated["country_code"]).fillna(UNKNOWN_COUNTRY).astype(object)


def _date_label(start: pd.Timestamp, precision: str | None) -> str:
    """How a date reads to a person, at the precision it is known."""
    if precision == "year":
        return f"{start.year}"
    if precision == "month":
        return f"{start:%B} {start.year}"
    return f"{start.day} {start:%B} {start.year}"


def _lane_frame(events: pd.DataFrame) -> pd.DataFrame:
    """One row per dated event, in table order: its lane, country and period."""
    dated = events.loc[events["event_date"].notna()]
    start = dated["event_date"]
    end = dated["date_end"].where(dated["date_end"].notna() & (dated["date_end"] >= start), start)
    name = _strings(dated["place_name"])
    code = _strings(dated["country_code"])
    country = _country_label(dated)
    place_id = _strings(dated["place_id"])
    keys, labels = [], []
    for pid, place, cc in zip(place_id, name, code):
        if place is None:  # one "Place unknown" lane per country, so lanes stay grouped
            keys.append(f"~unknown|{cc or ''}")
            labels.append(f"{UNKNOWN_PLACE} ({cc})" if cc else UNKNOWN_PLACE)
        else:
            keys.append(pid or f"name:{place}|{cc or ''}")
            labels.append(f"{place} ({cc})" if cc else place)
    frame = pd.DataFrame({
        "event_id": _strings(dated["event_id"]).to_numpy(),
        "lane_key": keys,
        "lane_label": labels,
        "admin1": _strings(dated["admin1"]).to_numpy(),
        "country": country.to_numpy(),
        "start": start.to_numpy(),
        "end": end.to_numpy(),
        "span": (end > start).to_numpy(),
    })
    return frame


def _event_hover(events: pd.DataFrame) -> list[str]:
    """Hover text per dated event: date, place, photographer and agency, the first sentence."""
    dated = events.loc[events["event_date"].notna()]
    out = []
    rows = zip(dated["event_date"], dated["date_end"], _strings(dated["date_precision"]),
               _strings(dated["place_name"]), _country_label(dated),
               _strings(dated["photographer"]), _strings(dated["agency"]),
               _strings(dated["provider"]), _strings(dated["place_mention"]),
               _strings(dated["text"]))
    for start, end, precision, place, ctry, who, agency, provider, mention, text in rows:
        date = _date_label(start, precision)
        if precision in ("month", "year"):
            date += f" (known only to the {precision})"
        elif pd.notna(end) and end > start:
            date += f" to {_date_label(end, 'day')}"
        if place:
            where = f"{place}, {ctry}" if ctry != UNKNOWN_COUNTRY else place
        else:
            where = f"{UNKNOWN_PLACE} (written: {mention})" if mention else UNKNOWN_PLACE
        credit = " / ".join(p for p in (who or "photographer not named",
                                        agency or provider or "agency unknown"))
        out.append(f"<b>{escape_text(date)}</b><br>{escape_text(where)}<br>"
                   f"Photo: {escape_text(credit)}<br>{_hover_lines(first_sentence(text))}")
    return out


def _dedupe_labels(frame: pd.DataFrame) -> pd.DataFrame:
    """Make lane labels unique: two Tripolis in one country get their admin1, then their id."""
    per_key = frame.drop_duplicates("lane_key")[["lane_key", "lane_label", "admin1"]]
    clash = per_key["lane_label"].duplicated(keep=False)
    if not clash.any():
        return frame
    fixed = per_key.loc[clash].copy()
    fixed["lane_label"] = [f"{lab} · {a1}" if a1 else lab
                           for lab, a1 in zip(fixed["lane_label"], fixed["admin1"])]
    still = fixed["lane_label"].duplicated(keep=False)
    fixed.loc[still, "lane_label"] = fixed.loc[still, "lane_label"] + " · " + fixed.loc[still, "lane_key"]
    frame = frame.copy()
    mapping = dict(zip(fixed["lane_key"], fixed["lane_label"]))
    frame["lane_label"] = [mapping.get(k, lab) for k, lab in zip(frame["lane_key"], frame["lane_label"])]
    return frame


def _country_order(frame: pd.DataFrame) -> list[str]:
    """Countries by first event (ties by name); unknown country last."""
    first = frame.groupby("country", sort=True)["start"].min().reset_index()
    first["unknown"] = first["country"] == UNKNOWN_COUNTRY
    return first.sort_values(["unknown", "start", "country"], kind="stable")["country"].tolist()


def _fold_lanes(frame: pd.DataFrame, max_lanes: int) -> tuple[pd.DataFrame, str | None]:
    """Above ``max_lanes`` places, the places with fewest events share one lane per country."""
    counts = frame.groupby("lane_key", sort=True).size().reset_index(name="n")
    if len(counts) <= max_lanes:
        return frame, None
    keep = set(counts.sort_values(["n", "lane_key"], ascending=[False, True], kind="stable")
               ["lane_key"].head(max_lanes))
    folded = ~frame["lane_key"].isin(keep)
    frame = frame.copy()
    frame.loc[folded, "lane_key"] = "~other|" + frame.loc[folded, "country"]
    frame.loc[folded, "lane_label"] = "Other places (" + frame.loc[folded, "country"] + ")"
    note = (f"{len(counts) - max_lanes} places with the fewest events share one "
            f"'Other places' lane per country ({len(counts)} places in all).")
    return frame, note


def _lane_order(frame: pd.DataFrame, countries: list[str]) -> list[str]:
    """Lane labels: grouped by country (in ``countries`` order), then by first event."""
    lanes = frame.groupby(["country", "lane_label"], sort=True)["start"].min().reset_index()
    lanes["rank"] = lanes["country"].map({c: i for i, c in enumerate(countries)})
    lanes["unknown"] = lanes["lane_label"].str.startswith(UNKNOWN_PLACE)
    lanes = lanes.sort_values(["rank", "unknown", "start", "lane_label"], kind="stable")
    return lanes["lane_label"].drop_duplicates().tolist()


def _aggregate(frame: pd.DataFrame, max_points: int) -> tuple[pd.DataFrame, str]:
    """One drawn item per lane and bucket (the finest bucket size that fits ``max_points``)."""
    frame = frame.sort_values(["start", "event_id"], kind="stable")
    for code, unit in _AGG_FREQS:
        period = frame["start"].dt.to_period(code)
        bucket_end = period.dt.end_time.dt.normalize()
        inside = frame["end"] <= bucket_end  # longer spans keep their own extent
        start = period.dt.start_time.where(inside, frame["start"])
        end = bucket_end.where(inside, frame["end"])
        keys = pd.DataFrame({"lane_label": frame["lane_label"], "start": start, "end": end})
        if len(keys.drop_duplicates()) <= max_points or code == _AGG_FREQS[-1][0]:
            break
    grouped = (frame.assign(start=start, end=end)
               .groupby(["lane_label", "country", "start", "end"], sort=True)
               .agg(event_id=("event_id", "first"), n=("event_id", "size"))
               .reset_index())
    grouped["span"] = grouped["end"] > grouped["start"]
    grouped["hover"] = [
        f"<b>{n} event{'s' if n != 1 else ''}</b><br>{escape_text(lane)}<br>{_day(s)}"
        + (f" to {_day(e)}" if e > s else "")
        for n, lane, s, e in zip(grouped["n"], grouped["lane_label"], grouped["start"], grouped["end"])
    ]
    return grouped, unit


def country_colors(countries: list[str]) -> dict[str, str]:
    """A colour per country label; the unknown country is grey.

    The colour comes from a hash of the label, so a country keeps its colour when
    the table is filtered (Syria stays the same in every figure of a notebook).
    Two countries that hash alike in one figure take the next free colour.
    """
    colors: dict[str, str] = {}
    taken: set[int] = set()
    for country in countries:
        if country == UNKNOWN_COUNTRY:
            colors[country] = UNKNOWN_COLOR
            continue
        slot = zlib.crc32(country.encode("utf-8")) % len(PALETTE)
        for step in range(len(PALETTE)):
            if (slot + step) % len(PALETTE) not in taken:
                slot = (slot + step) % len(PALETTE)
                break
        taken.add(slot)
        colors[country] = PALETTE[slot]
    return colors


def _iso(values: pd.Series) -> list[str]:
    """Dates as compact ISO strings (``2016-12-15``) for the figure JSON."""
    return [_day(v) for v in values]


def _day(value: pd.Timestamp) -> str:
    """``YYYY-MM-DD`` with a four-digit year (strftime drops the zeros before year 1000)."""
    return f"{value.year:04d}-{value.month:02d}-{value.day:02d}"


def _lane_traces(items: pd.DataFrame, countries: list[str], colors: dict[str, str]) -> list:
    """Per country: a marker trace for single days and a bar trace for spans."""
    traces = []
    sized = "n" in items.columns
    per_country = dict(tuple(items.groupby("country", sort=False)))
    for country in countries:
        mine = per_country.get(country, items.iloc[:0])
        name = escape_text(country)
        days, spans = mine.loc[~mine["span"]], mine.loc[mine["span"]]
        if len(days):
            size = ([min(30.0, 7 + 3 * math.sqrt(n - 1)) for n in days["n"]] if sized else 9)
            traces.append(go.Scatter(
                x=_iso(days["start"]), y=days["lane_label"].map(escape_text).tolist(),
                mode="markers", name=name, legendgroup=name, customdata=days["event_id"].tolist(),
                hovertext=days["hover"].tolist(), hovertemplate="%{hovertext}<extra></extra>",
                marker={"color": colors[country], "size": size, "line": {"width": 0.5, "color": "white"}},
            ))
        if len(spans):
            length = ((spans["end"] - spans["start"]).dt.days + 1) * _DAY_MS
            traces.append(go.Bar(
                base=_iso(spans["start"]), x=length.astype(float).tolist(),
                y=spans["lane_label"].map(escape_text).tolist(), orientation="h", name=name,
                legendgroup=name, showlegend=not len(days), customdata=spans["event_id"].tolist(),
                hovertext=spans["hover"].tolist(), hovertemplate="%{hovertext}<extra></extra>",
                marker={"color": colors[country], "opacity": 0.45}, width=0.5,
            ))
    return traces


def _range_buttons() -> dict:
    """Range slider and the all / year / month buttons for a date axis."""
    return {
        "type": "date",
        "rangeslider": {"visible": True, "thickness": 0.06},
        "rangeselector": {"x": 1, "xanchor": "right", "y": 1.01, "yanchor": "bottom", "buttons": [
            {"count": 1, "label": "month", "step": "month", "stepmode": "backward"},
            {"count": 1, "label": "year", "step": "year", "stepmode": "backward"},
            {"label": "all", "step": "all"},
        ]},
    }


def _group_separators(lanes: list[str], lane_country: dict[str, str]) -> list[dict]:
    """Thin lines between the lanes of different countries."""
    shapes = []
    for i in range(1, len(lanes)):
        if lane_country[lanes[i]] != lane_country[lanes[i - 1]]:
            shapes.append({"type": "line", "xref": "paper", "x0": 0, "x1": 1, "yref": "y",
                           "y0": i - 0.5, "y1": i - 0.5, "line": {"width": 1, "color": "#BBBBBB"}})
    return shapes


def build_timeline_figure(events: pd.DataFrame, *, max_points: int = DEFAULT_MAX_POINTS,
                          max_lanes: int = DEFAULT_MAX_LANES) -> go.Figure:
    """The lanes view: one lane per place, grouped by country, markers coloured by country.

    Events without a date cannot sit on a time axis and are left out (the
    figure's ``layout.meta`` counts them); dated events without a place go to
    a "Place unknown" lane of their country.
    """
    events = checked_events(events)
    frame = _lane_frame(events)
    notes = []
    undated = len(events) - len(frame)
    if undated:
        notes.append(f"{undated} event{'s' if undated != 1 else ''} without a date "
                     "cannot be placed on the time axis (see unresolved.csv).")
    frame = _dedupe_labels(frame)
    frame, fold_note = _fold_lanes(frame, max_lanes)
    if fold_note:
        notes.append(fold_note)
    aggregated = None
    if len(frame) <= max_points:
        items = frame.assign(hover=_event_hover(events))
    else:
        items, aggregated = _aggregate(frame, max_points)
        notes.append(f"{len(frame)} events are more than {max_points} points: each mark stands for "
                     f"all the events of one place in one {aggregated} (hover shows the count).")
    countries = _country_order(frame) if len(frame) else []
    colors = country_colors(countries)
    lanes = _lane_order(frame, countries) if len(frame) else []
    lane_country = dict(zip(frame["lane_label"], frame["country"]))
    fig = go.Figure(_lane_traces(items, countries, colors))
    n_spans = int(frame["span"].sum())
    summary = (f"{len(frame)} dated events in {len(lanes)} places"
               + (f"; {n_spans} drawn as spans (known only to the month or year, or a range "
                  "of days)" if n_spans else ""))
    fig.update_layout(
        template="plotly_white", barmode="overlay", hovermode="closest",
        title={"text": "Events by place", "subtitle": {"text": escape_text(summary)}},
        height=int(min(8000, max(460, 200 + 24 * len(lanes)))),
        xaxis=_range_buttons(),
        yaxis={"type": "category", "categoryorder": "array",
               "categoryarray": [escape_text(x) for x in lanes], "autorange": "reversed",
               "automargin": True, "tickfont": {"size": 11}},
        legend={"title": {"text": "Country"}, "groupclick": "togglegroup"},
        shapes=_group_separators(lanes, lane_country) if len(countries) < 80 else [],
        margin={"l": 10, "r": 10, "t": 90, "b": 10},
        meta={"view": "lanes", "n_events": len(events), "n_dated": len(frame),
              "n_drawn": len(items), "aggregated": aggregated, "notes": notes},
    )
    if not len(frame):
        fig.add_annotation(text="No dated events to show", showarrow=False, x=0.5, y=0.5,
                           xref="paper", yref="paper", font={"size": 16})
    return fig


def _counts_frame(events: pd.DataFrame, code: str) -> tuple[pd.DataFrame, int]:
    """Events per (country, period); events whose date spans more than one period are left out."""
    dated = events.loc[events["event_date"].notna()]
    end = dated["date_end"].fillna(dated["event_date"])
    period = dated["event_date"].dt.to_period(code)
    fits = period == end.dt.to_period(code)
    frame = pd.DataFrame({"country": _country_label(dated)[fits],
                          "bucket": period[fits].dt.start_time})
    counts = frame.groupby(["country", "bucket"], sort=True).size().reset_index(name="n")
    return counts, int((~fits).sum())


def build_counts_figure(events: pd.DataFrame, *, freq: str = "W") -> go.Figure:
    """Events per week (``"W"``, weeks starting Monday) or month (``"M"``), stacked by country.

    An event known only to a month cannot be counted in one week, nor one known
    only to a year in one month: such events are left out of that view and the
    subtitle says how many.
    """
    if freq not in _COUNT_FREQS:
        raise InputError(f"freq={freq!r} is not a counting period; use 'W' (week) or 'M' (month)")
    events = checked_events(events)
    unit = _COUNT_FREQS[freq]
    counts, coarse = _counts_frame(events, freq)
    dated = events.loc[events["event_date"].notna()]
    every = _country_order(pd.DataFrame({"country": _country_label(dated),
                                         "start": dated["event_date"]})) if len(dated) else []
    colors = country_colors(every)  # the lanes view's colours, even for countries not counted here
    counted = set(counts["country"])
    countries = [c for c in every if c in counted]
    period = {"xperiod": "M1"} if freq == "M" else {"xperiod": 7 * _DAY_MS, "xperiod0": "2000-01-03"}
    per_country = dict(tuple(counts.groupby("country", sort=False)))
    fig = go.Figure([
        go.Bar(x=_iso(rows["bucket"]), y=rows["n"].tolist(), name=escape_text(country),
               marker={"color": colors[country]}, xperiodalignment="middle", **period,
               hovertemplate=f"%{{fullData.name}}: %{{y}} in the {unit} of %{{x|%d %b %Y}}<extra></extra>")
        for country in countries for rows in [per_country[country]]
    ])
    tallest = int(counts.groupby("bucket")["n"].sum().max()) if len(counts) else 0
    subtitle = f"{int(counts['n'].sum())} events counted"
    if coarse:
        subtitle += f"; {coarse} known less precisely than a {unit} left out"
    fig.update_layout(
        template="plotly_white", barmode="stack", bargap=0.1, height=420,
        title={"text": f"Events per {unit}, by country", "subtitle": {"text": escape_text(subtitle)}},
        xaxis=_range_buttons(),
        yaxis={"title": {"text": "events"}, "rangemode": "tozero",
               "dtick": 1 if tallest <= 8 else None},  # no "0.5 events" ticks
        legend={"title": {"text": "Country"}}, margin={"l": 10, "r": 10, "t": 110, "b": 10},
        meta={"view": "counts", "freq": freq, "n_counted": int(counts["n"].sum()),
              "n_left_out": coarse},
    )
    return fig


def _counts_with_toggle(events: pd.DataFrame) -> go.Figure:
    """The counts view with per-week / per-month buttons.

    Weeks are shown first when the dates cover two years or less; over a
    longer time weekly bars are slivers, so months are shown first.
    """
    week, month = build_counts_figure(events, freq="W"), build_counts_figure(events, freq="M")
    dates = events["event_date"].dropna()
    monthly = len(dates) > 0 and (dates.max() - dates.min()).days > 731
    first, second = (month, week) if monthly else (week, month)
    fig = go.Figure(first)
    for trace in second.data:
        fig.add_trace(trace.update(visible=False))
    buttons = []
    for view in (week, month):
        visible = [trace_view is view for trace_view in (first, second)
                   for _ in trace_view.data]
        buttons.append({"label": f"per {_COUNT_FREQS[view.layout.meta['freq']]}",
                        "method": "update",
                        "args": [{"visible": visible}, {"title": view.layout.title.to_plotly_json(),
                                                        "yaxis.dtick": view.layout.yaxis.dtick}]})
    fig.update_layout(updatemenus=[{"type": "buttons", "direction": "right", "x": 1, "y": 1.12,
                                    "xanchor": "right", "yanchor": "bottom", "pad": {"b": 4},
                                    "active": 1 if monthly else 0, "buttons": buttons}])
    return fig


def write_plotlyjs(directory: str | Path) -> Path:
    """Write the plotly.js bundled with plotly.py beside a page (once; it is 4.8 MB)."""
    target = Path(directory) / PLOTLYJS_NAME
    source = get_plotlyjs()
    if not target.exists() or target.stat().st_size != len(source.encode("utf-8")):
        write_text_atomic(target, source)
    return target


_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Timeline of events</title>
<script src="{plotlyjs}"></script>
<style>
body {{ font-family: system-ui, sans-serif; margin: 0 1.5rem 2rem; color: #222; }}
h1 {{ font-size: 1.4rem; margin: 1rem 0 .3rem; }}
.notes {{ color: #555; margin: .2rem 0 1rem; }}
</style>
</head>
<body>
<h1>Timeline of events</h1>
<ul class="notes">
{notes}
</ul>
{lanes}
{counts}
</body>
</html>
"""


def write_timeline(events: pd.DataFrame, path: str | Path, *,
                   max_points: int = DEFAULT_MAX_POINTS, max_lanes: int = DEFAULT_MAX_LANES,
                   lanes: go.Figure | None = None) -> Path:
    """Write the lanes and counts views to one HTML page, with ``plotly.min.js`` beside it.

    The page needs no network: plotly.js is a sibling file. Div ids are fixed,
    so two builds of the same events give the same bytes. ``lanes`` is the
    lanes figure when the caller has already built it (the combined page uses it too).
    """
    path = Path(path)
    events = checked_events(events)
    if lanes is None:
        lanes = build_timeline_figure(events, max_points=max_points, max_lanes=max_lanes)
    counts = _counts_with_toggle(events)
    meta = lanes.layout.meta
    notes = [(f"{meta['n_events']} events; {meta['n_dated']} on the time axis. One lane per "
              "place, grouped by country; a dot is an event known to the day, a bar one known "
              "only to the month or year (or a range of days), drawn over the whole period.")]
    notes += list(meta["notes"])
    config = {"displaylogo": False, "responsive": True}
    body = _PAGE.format(
        plotlyjs=PLOTLYJS_NAME,
        notes="\n".join(f"<li>{html.escape(n)}</li>" for n in notes),
        lanes=lanes.to_html(full_html=False, include_plotlyjs=False, div_id=LANES_DIV_ID,
                            config=config),
        counts=counts.to_html(full_html=False, include_plotlyjs=False, div_id=COUNTS_DIV_ID,
                              config=config),
    )
    write_plotlyjs(path.parent)
    write_text_atomic(path, body)
    log.info("wrote %s (%d bytes, %d items drawn)", path, len(body), meta["n_drawn"])
    return path
