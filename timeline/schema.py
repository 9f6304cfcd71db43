"""The events table: the contract between understanding and rendering.

One row per distinct caption. Column names follow ACLED where a column means
the same thing (``event_date``, ``time_precision``, ``geo_precision``,
``country``, ``admin1``, ``latitude``, ``longitude``). A value that was not
found is NA (``pd.NA`` / ``NaT`` / ``NaN``), never a guess.

List-valued columns hold Python lists in the DataFrame and Parquet, and JSON
arrays in CSV. ``docs/events-schema.md`` is generated from :data:`COLUMNS`
(a test keeps the two in step).
"""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd

from .errors import InputError

__all__ = [
    "COLUMNS",
    "COLUMN_NAMES",
    "LIST_COLUMNS",
    "Column",
    "coerce_events",
    "empty_events",
    "schema_markdown",
]


@dataclass(frozen=True, slots=True)
class Column:
    """One column of the events table: its name, pandas dtype and meaning."""

    name: str
    dtype: str
    description: str


COLUMNS: tuple[Column, ...] = (
    Column("event_id", "string", "Stable id: the first 16 hex digits of the SHA-256 of the normalised caption text."),
    Column("text", "string", "The caption, normalised (NFC, control characters removed, whitespace collapsed)."),
    Column("event_date", "datetime64[s]", "When the photo was taken; the first day of the period when only the month or year is known."),
    Column("date_end", "datetime64[s]", "Last day of the period the event date stands for (equal to event_date for a day)."),
    Column("date_precision", "string", "day, month or year."),
    Column("time_precision", "Int8", "ACLED time_precision: 1 day, 2 week, 3 month or longer."),
    Column("date_text", "string", "The date expression as written in the caption."),
    Column("context_dates", "object", "Other dates the caption names (ISO strings: 2015-09-30, 2015-10, 2010); not the event date."),
    Column("date_notes", "object", "How the date was read: partial dates completed, weekday mismatches, a numeric date read in the order of the place's country or left unread."),
    Column("date_error", "string", "Why a date-like expression could not be a date (February 30)."),
    Column("place_name", "string", "Name of the resolved event place (gazetteer name)."),
    Column("place_mention", "string", "The event place as written in the caption."),
    Column("place_id", "string", "geonames:<id>, curated:<slug>, user:<slug>, admin1:<code>, country:<ISO>, or point:<lat>,<lon> (coordinates the caption writes)."),
    Column("place_kind", "string", "Feature kind: city, town, neighbourhood, district, airbase, landmark, region, admin1, country, or point (coordinates the caption writes)."),
    Column("latitude", "Float64", "WGS84 latitude of the event place (the containing city for an unmapped neighbourhood)."),
    Column("longitude", "Float64", "WGS84 longitude of the event place."),
    Column("geo_precision", "Int8", "ACLED geo_precision: 1 the named place, 2 part of or near a town, 3 a region or country."),
    Column("country_code", "string", "ISO 3166-1 alpha-2 code of the event place."),
    Column("country", "string", "Country name."),
    Column("admin1", "string", "First-level administrative area (province, governorate)."),
    Column("place_rule", "string", "The disambiguation rule that chose the place (country-in-text, container, feature-kind, population, only-candidate, ...)."),
    Column("place_reason", "string", "A sentence saying why this place was chosen, for audit."),
    Column("place_candidates", "object", "Gazetteer entries that matched the mention and were considered."),
    Column("other_places", "object", "Every other place mention with its role, as 'name (role)'."),
    Column("photographer", "string", "Photographer's name; NA for Stringer, Handout or an organisation."),
    Column("agency", "string", "Normalised agency: AFP, Reuters, AP, EPA, Getty Images, ...; 'Pool' for a pool picture a wire sent; an archive (Library of Congress, IWM) for its collection."),
    Column("provider", "string", "Handout or organisation source named in the credit (Aleppo Media Center)."),
    Column("credit", "string", "The credit as written."),
    Column("sources", "object", "Every record this caption came from, as 'file:line'."),
    Column("n_sources", "Int64", "Number of input records that carried this caption (duplicates included)."),
    Column("status", "string", "mapped (has a date and coordinates) or unresolved."),
    Column("unresolved_reason", "string", "Why the event is not mapped: no event date, no event place, or both."),
)

COLUMN_NAMES: tuple[str, ...] = tuple(c.name for c in COLUMNS)
LIST_COLUMNS: tuple[str, ...] = tuple(c.name for c in COLUMNS if c.dtype == "object")


def empty_events() -> pd.DataFrame:
    """An events table with no rows and every column typed."""
    return coerce_events(pd.DataFrame({name: [] for name in COLUMN_NAMES}))


def coerce_events(frame: pd.DataFrame) -> pd.DataFrame:
    """Return ``frame`` with the schema's columns, in order, with the schema's dtypes."""
    missing = [name for name in COLUMN_NAMES if name not in frame.columns]
    if missing:
        raise ValueError(f"events table lacks columns {missing}; see timeline.schema.COLUMNS")
    out = frame.loc[:, list(COLUMN_NAMES)].copy()
    for column in COLUMNS:
        if column.dtype.startswith("datetime64"):
            out[column.name] = pd.to_datetime(out[column.name]).astype(column.dtype)
        else:
            out[column.name] = out[column.name].astype(column.dtype)
    return out.reset_index(drop=True)


def checked_events(events: object) -> pd.DataFrame:
    """The events table with the schema's columns and dtypes, or a clear error.

    Every writer calls this first, so a table edited in a notebook (a column
    dropped, a dtype changed) fails with a message instead of a broken page.
    """
    if not isinstance(events, pd.DataFrame):
        raise InputError(f"expected an events DataFrame, got {type(events).__name__}")
    return coerce_events(events)


def schema_markdown() -> str:
    """The schema as a Markdown table (the source of ``docs/events-schema.md``)."""
    lines = ["| column | type | meaning |", "| --- | --- | --- |"]
    lines += [f"| `{c.name}` | {c.dtype} | {c.description} |" for c in COLUMNS]
    return "\n".join(lines) + "\n"
