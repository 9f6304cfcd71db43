"""Data exports of the events table: CSV, GeoJSON, Parquet, TimelineJS JSON.

Every writer is atomic (:mod:`timeline.atomic`) and deterministic: rows keep
the table's order, columns the schema's order, and nothing time- or
random-dependent is written, so two builds of the same input give
byte-identical CSV and GeoJSON.

CSV conventions (``events.csv``, ``unresolved.csv``): UTF-8 without a byte-order
mark, comma-separated, RFC 4180 (CRLF line ends, quoting); NA is an empty
cell; list columns are JSON arrays; dates are ISO 8601 (``2016-12-15``).
Spreadsheet formula injection (OWASP "CSV Injection"): a text cell that
begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a
leading apostrophe (``'=HYPERLINK(...)``), so Excel, LibreOffice and Google
Sheets show it as text. Numeric columns (latitude, longitude, counts) are never
prefixed: ``-3.5`` stays a number.

GeoJSON (``events.geojson``) follows RFC 7946: one FeatureCollection, a Point
per event that has coordinates, ``[longitude, latitude]`` rounded to 6 decimals
(about 0.1 m), no ``crs`` member; properties carry every other column (dates as
ISO strings, lists as arrays, NA as null). One feature per line, so diffs stay
readable.

TimelineJS (``timelinejs.json``): the Knight Lab TimelineJS 3 JSON format
(``events`` with ``start_date {year, month, day}``, ``text {headline, text}``,
``media {url, caption, credit}``, ``group`` = country). TimelineJS renders
``text`` as HTML, so caption text is HTML-escaped there.
"""

from __future__ import annotations

import csv
import html
import json
import logging
import math
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from .atomic import atomic_write, write_text_atomic
from .engines.parquet import EventsParquetWriter
from .errors import InputError
from .schema import COLUMN_NAMES, COLUMNS, LIST_COLUMNS, checked_events, coerce_events

__all__ = [
    "FORMULA_PREFIXES",
    "UNRESOLVED_COLUMNS",
    "csv_rows",
    "csv_safe",
    "events_geojson",
    "read_events_parquet",
    "timelinejs_document",
    "write_events_csv",
    "write_events_geojson",
    "write_events_parquet",
    "write_timelinejs",
    "write_unresolved_csv",
]

log = logging.getLogger(__name__)

FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")
COORD_DECIMALS = 6
# What a person fixing an unresolved event needs, reason first.
UNRESOLVED_COLUMNS = (
    "event_id", "unresolved_reason", "status", "event_date", "date_precision", "date_text",
    "date_error", "place_mention", "place_name", "place_candidates", "country_code",
    "photographer", "agency", "sources", "text",
)
_DTYPES = {c.name: c.dtype for c in COLUMNS}
_JSON = json.JSONEncoder(ensure_ascii=False, allow_nan=False)  # one encoder: dumps() builds one per call
_GEOMETRY_COLUMNS = ("latitude", "longitude")


def csv_safe(text: str) -> str:
    """``text`` with a leading apostrophe if a spreadsheet would read it as a formula."""
    return "'" + text if text.startswith(FORMULA_PREFIXES) else text


def _is_na(value: Any) -> bool:
    """True for None, pd.NA, NaT and NaN (but not for a list)."""
    if value is None or value is pd.NA or value is pd.NaT:
        return True
    return isinstance(value, float) and math.isnan(value)


def _iso(value: pd.Timestamp) -> str:
    """A timestamp as ISO 8601: the date alone when there is no time of day."""
    if value.hour or value.minute or value.second:
        return value.isoformat()
    return f"{value.year:04d}-{value.month:02d}-{value.day:02d}"


def _as_list(value: Any) -> list | None:
    """A list cell as a JSON-ready list (tuples and arrays become lists; NA stays None)."""
    if isinstance(value, (list, tuple, np.ndarray)):
        return [_json_value(v) for v in value]
    return None if _is_na(value) else [_json_value(value)]


def _json_value(value: Any) -> Any:
    """One cell as a JSON value: ISO dates, Python ints and floats, null for NA."""
    if isinstance(value, (list, tuple, np.ndarray)):
        return _as_list(value)
    if _is_na(value):
        return None
    if isinstance(value, pd.Timestamp):
        return _iso(value)
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if hasattr(value, "item"):  # numpy scalar
        return value.item()
    return value


def _column_values(frame: pd.DataFrame, name: str) -> list[Any]:
    """A column as JSON-ready Python values, NA as None (the shared step of every export)."""
    series = frame[name]
    if name in LIST_COLUMNS:
        return [v if type(v) is list else _as_list(v) for v in series]
    if _DTYPES[name].startswith("datetime64"):
        return [None if v is pd.NaT else _iso(v) for v in series]
    values = series.astype(object).to_numpy(copy=True)  # str, int or float, and pd.NA
    values[series.isna().to_numpy()] = None
    return values.tolist()


def _csv_column(values: list[Any], dtype: str, *, is_list: bool) -> list[str]:
    """One column's CSV cells: empty for NA, JSON arrays, formula-safe text, exact floats."""
    if is_list:
        return ["" if v is None else "[]" if not v else _JSON.encode(v) for v in values]
    if dtype == "string":
        return ["" if v is None else csv_safe(v) for v in values]
    if dtype.startswith("Float"):
        return ["" if v is None else repr(float(v)) for v in values]
    return ["" if v is None else str(v) for v in values]


def csv_rows(frame: pd.DataFrame, columns: Iterable[str]) -> Iterator[list[str]]:
    """The header, then each row as formula-safe CSV cells (for any ``csv.writer``)."""
    columns = list(columns)
    yield columns
    cells = [_csv_column(_column_values(frame, c), _DTYPES[c], is_list=c in LIST_COLUMNS)
             for c in columns]
    for row in zip(*cells):
        yield list(row)


def _write_csv(frame: pd.DataFrame, columns: Iterable[str], path: str | Path) -> Path:
    """Write ``columns`` of ``frame`` as CSV, atomically."""
    with atomic_write(path) as handle:
        writer = csv.writer(handle, lineterminator="\r\n")  # RFC 4180; quotes any CR or LF
        writer.writerows(csv_rows(frame, columns))
    return Path(path)


def write_events_csv(events: pd.DataFrame, path: str | Path) -> Path:
    """Every event, every schema column, formula-safe (see the module docstring)."""
    return _write_csv(checked_events(events), COLUMN_NAMES, path)


def write_unresolved_csv(events: pd.DataFrame, path: str | Path) -> Path:
    """Every event whose status is not ``mapped``, with the reason first."""
    events = checked_events(events)
    unresolved = events.loc[events["status"].fillna("") != "mapped"]
    return _write_csv(unresolved, UNRESOLVED_COLUMNS, path)


def _valid_point(lat: Any, lon: Any) -> bool:
    """Both coordinates present, finite and within WGS84 bounds."""
    if _is_na(lat) or _is_na(lon):
        return False
    return -90.0 <= float(lat) <= 90.0 and -180.0 <= float(lon) <= 180.0


def _features(events: pd.DataFrame) -> Iterator[dict]:
    """One RFC 7946 Point feature per event with valid coordinates, in table order."""
    names = [c for c in COLUMN_NAMES if c not in _GEOMETRY_COLUMNS]
    values = [_column_values(events, c) for c in names]
    lats, lons = events["latitude"].astype(object), events["longitude"].astype(object)
    for i, (lat, lon) in enumerate(zip(lats, lons)):
        if not _valid_point(lat, lon):
            if not (_is_na(lat) and _is_na(lon)):
                log.warning("event %s has incomplete or out-of-range coordinates (lat %r, lon %r);"
                            " left out of GeoJSON",
                            events["event_id"].iat[i], lat, lon)
            continue
        point = [round(float(lon), COORD_DECIMALS) + 0.0, round(float(lat), COORD_DECIMALS) + 0.0]
        yield {
            "type": "Feature",
            "id": values[0][i],
            "geometry": {"type": "Point", "coordinates": point},
            "properties": {name: column[i] for name, column in zip(names, values)},
        }


def events_geojson(events: pd.DataFrame) -> dict:
    """The mapped events as an RFC 7946 FeatureCollection (a dict ready for ``json.dumps``)."""
    return {"type": "FeatureCollection", "features": list(_features(checked_events(events)))}


def write_events_geojson(events: pd.DataFrame, path: str | Path) -> Path:
    """Write :func:`events_geojson` with one feature per line (UTF-8, no NaN)."""
    features = _features(checked_events(events))
    with atomic_write(path, newline="\n") as handle:
        handle.write('{"type": "FeatureCollection", "features": [')
        for i, feature in enumerate(features):
            handle.write(",\n" if i else "\n")
            handle.write(_JSON.encode(feature))
        handle.write("\n]}\n")
    return Path(path)


def write_events_parquet(events: pd.DataFrame, path: str | Path) -> Path:
    """Every event, typed (list columns as Arrow lists of strings), as Parquet (zstd).

    The same writer as the streaming build, so a streamed file and a written one
    cannot be told apart.
    """
    with EventsParquetWriter(path) as writer:
        writer.write(checked_events(events))
    return Path(path)


def read_events_parquet(path: str | Path) -> pd.DataFrame:
    """Read an ``events.parquet`` back into the typed events table (list cells as lists)."""
    try:
        frame = pd.read_parquet(path)
    except (OSError, ValueError) as error:
        raise InputError(f"not an events Parquet file ({error})", source=str(path)) from error
    for name in LIST_COLUMNS:
        if name in frame.columns:
            frame[name] = [[] if _is_na(v) else list(v) for v in frame[name]]
    try:
        return coerce_events(frame)
    except ValueError as error:
        raise InputError(str(error), source=str(path)) from error


def _tl_date(value: pd.Timestamp, precision: str | None) -> dict:
    """A TimelineJS date object holding only the parts that are known."""
    date = {"year": int(value.year)}
    if precision in (None, "day", "month"):
        date["month"] = int(value.month)
    if precision in (None, "day"):
        date["day"] = int(value.day)
    return date


def _tl_event(row: dict) -> dict:
    """One TimelineJS slide for one dated event."""
    place = row["place_name"] or row["place_mention"] or "Place unknown"
    country = row["country"] or row["country_code"]
    headline = f"{place}, {country}" if country and row["place_name"] else place
    credit = " / ".join(p for p in (row["photographer"], row["agency"] or row["provider"]) if p)
    text = f"<p>{html.escape(row['text'] or '')}</p>"
    if row["date_precision"] in ("month", "year"):
        text += f"<p><em>Date known only to the {html.escape(row['date_precision'])}.</em></p>"
    event = {
        "unique_id": row["event_id"],
        "start_date": _tl_date(row["event_date"], row["date_precision"]),
        "text": {"headline": html.escape(headline), "text": text},
        "media": {"url": "", "caption": html.escape(row["credit"] or ""),
                  "credit": html.escape(credit or row["credit"] or "")},
        "group": html.escape(country or "Country unknown"),  # TimelineJS sets it as HTML
    }
    return event


def timelinejs_document(events: pd.DataFrame, *, title: str = "Timeline of events") -> dict:
    """The dated events as a TimelineJS 3 document, sorted by date then id."""
    events = checked_events(events)
    dated = events.loc[events["event_date"].notna()].sort_values(
        ["event_date", "event_id"], kind="stable")
    columns = ["event_id", "event_date", "date_precision", "place_name", "place_mention",
               "country", "country_code", "photographer", "agency", "provider", "credit", "text"]
    records = [{k: (None if _is_na(v) else v) for k, v in zip(columns, row)}
               for row in dated[columns].astype(object).itertuples(index=False, name=None)]
    return {
        "title": {"text": {"headline": html.escape(title),
                           "text": f"<p>{len(records)} dated events of {len(events)}.</p>"}},
        "events": [_tl_event(r) for r in records],
    }


def write_timelinejs(events: pd.DataFrame, path: str | Path) -> Path:
    """Write :func:`timelinejs_document` as UTF-8 JSON, ready for TimelineJS's JSON loader."""
    document = timelinejs_document(events)
    return write_text_atomic(path, json.dumps(document, ensure_ascii=False,
                                              allow_nan=False) + "\n")
