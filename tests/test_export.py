"""Data exports: formula-safe CSV, RFC 7946 GeoJSON, Parquet, TimelineJS, unresolved.csv."""

from __future__ import annotations

import csv
import io
import json
import math
from pathlib import Path

import helpers
import pandas as pd
import pytest
from helpers import table
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline import export
from timeline.schema import COLUMN_NAMES, LIST_COLUMNS, coerce_events, empty_events

COUNTRY_NAMES = {"SY": "Syria", "IQ": "Iraq", "YE": "Yemen", "LY": "Libya"}


def event_row(**values) -> dict:
    """A row that is mapped unless told otherwise."""
    return helpers.event_row(**{"status": "mapped", **values})


@pytest.fixture(scope="module")
def events(gold_path: Path) -> pd.DataFrame:
    """The sample's gold events, plus the awkward cases every export must survive."""
    rows = []
    for line in gold_path.read_text(encoding="utf-8").splitlines():
        record, gold = json.loads(line), json.loads(line)["gold"]
        rows.append(event_row(
            text=record["text"], event_date=gold["date"], date_precision="day", time_precision=1,
            place_name=gold["place"], place_id=f"gold:{gold['place']}", latitude=gold["lat"],
            longitude=gold["lon"], geo_precision=1, country_code=gold["country_code"],
            country=COUNTRY_NAMES[gold["country_code"]], photographer=gold["photographer"],
            agency=gold["agency"], context_dates=["2015-09-30"], sources=[f"sample:{len(rows)}"]))
    rows += [
        event_row(text="=HYPERLINK(\"http://evil\",\"click\") Formula in Lima, Peru",
                  event_date="2019-03-01", date_end="2019-03-31", date_precision="month",
                  time_precision=3, place_name="Lima", place_id="geonames:3936456",
                  latitude=-12.04318, longitude=-77.02824, country_code="PE", country="Peru",
                  photographer="+Plus Person", agency="@Agency", credit="-minus"),
        event_row(text="\tTabbed caption with no date in Reykjavik.", place_name="Reykjavik",
                  place_id="geonames:3413829", latitude=64.13548, longitude=-21.89541,
                  country_code="IS", country="Iceland", status="unresolved",
                  unresolved_reason="no event date", date_precision=None),
        event_row(text="No place known, 1 May 2020. <b>bold</b> & co", event_date="2020-05-01",
                  date_precision="day", status="unresolved", unresolved_reason="no event place",
                  place_mention="Atlantis"),
        event_row(text="Known only to the year 2014 in Kabul.", event_date="2014-01-01",
                  date_end="2014-12-31", date_precision="year", place_name="Kabul",
                  place_id="geonames:1138958", latitude=34.52813, longitude=69.17233,
                  country_code="AF", country="Afghanistan"),
    ]
    return table(rows)


def read_csv_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


# --- CSV -------------------------------------------------------------------------------


def test_csv_has_every_column_and_row(events, tmp_path):
    rows = read_csv_rows(export.write_events_csv(events, tmp_path / "events.csv"))
    assert len(rows) == len(events)
    assert list(rows[0]) == list(COLUMN_NAMES)
    first = rows[0]
    assert first["event_date"] == "2016-12-15" and first["latitude"] == "36.2012"
    assert json.loads(first["sources"]) == ["sample:0"]  # list columns are JSON arrays
    assert json.loads(first["place_candidates"]) == []
    assert first["provider"] == "" and first["date_text"] == ""  # NA is an empty cell


def test_csv_neutralises_spreadsheet_formulas_but_keeps_numbers(events, tmp_path):
    rows = read_csv_rows(export.write_events_csv(events, tmp_path / "events.csv"))
    lima = next(r for r in rows if r["place_name"] == "Lima")
    assert lima["text"].startswith("'=HYPERLINK(")
    assert (lima["photographer"], lima["agency"], lima["credit"]) == ("'+Plus Person", "'@Agency",
                                                                      "'-minus")
    assert lima["latitude"] == "-12.04318" and lima["longitude"] == "-77.02824"
    reykjavik = next(r for r in rows if r["place_name"] == "Reykjavik")
    assert reykjavik["text"].startswith("'\t")
    frame = pd.read_csv(tmp_path / "events.csv")
    assert frame["latitude"].dtype == float and frame["longitude"].min() == pytest.approx(-77.02824)


@settings(max_examples=100, deadline=None)
@given(st.text(min_size=1, max_size=60))
def test_no_text_cell_ever_starts_a_formula(text):
    events = table([event_row(text=text, photographer=text, event_date="2020-01-01")])
    buffer = io.StringIO(newline="")
    csv.writer(buffer, lineterminator="\r\n").writerows(export.csv_rows(events, COLUMN_NAMES))
    row = next(csv.DictReader(io.StringIO(buffer.getvalue(), newline="")))
    for cell in (row["text"], row["photographer"]):
        assert not cell.startswith(export.FORMULA_PREFIXES)
        assert (cell[1:] if text.startswith(export.FORMULA_PREFIXES) else cell) == text


def test_dates_are_iso_with_four_digit_years_and_times_when_known(tmp_path):
    events = table([event_row(text="old", event_date=pd.Timestamp("0850-06-01"), date_precision="day"),
                    event_row(text="timed", event_date=pd.Timestamp("2020-05-01 14:30:00"))])
    rows = read_csv_rows(export.write_events_csv(events, tmp_path / "events.csv"))
    assert [r["event_date"] for r in rows] == ["0850-06-01", "2020-05-01T14:30:00"]


# --- GeoJSON ---------------------------------------------------------------------------


def rfc7946_problems(document: dict) -> list[str]:
    """What breaks RFC 7946 in a FeatureCollection of Points (empty when valid)."""
    problems = []
    if document.get("type") != "FeatureCollection" or not isinstance(document.get("features"), list):
        return ["top level must be a FeatureCollection with a features array (3.3)"]
    if "crs" in document:
        problems.append("the crs member was removed in RFC 7946 (4)")
    for i, feature in enumerate(document["features"]):
        where = f"feature {i}"
        if feature.get("type") != "Feature":
            problems.append(f"{where}: type must be Feature (3.2)")
        if "id" in feature and not isinstance(feature["id"], (str, int, float)):
            problems.append(f"{where}: id must be a string or number (3.2)")
        if "properties" not in feature or not isinstance(feature["properties"], (dict, type(None))):
            problems.append(f"{where}: properties must be an object or null (3.2)")
        geometry = feature.get("geometry")
        if not isinstance(geometry, dict) or geometry.get("type") != "Point":
            problems.append(f"{where}: geometry must be a Point here (3.1.2)")
            continue
        position = geometry.get("coordinates")
        if not (isinstance(position, list) and 2 <= len(position) <= 3
                and all(isinstance(v, (int, float)) and math.isfinite(v) for v in position)):
            problems.append(f"{where}: a position is 2 or 3 finite numbers (3.1.1)")
            continue
        lon, lat = position[:2]
        if not (-180 <= lon <= 180 and -90 <= lat <= 90):
            problems.append(f"{where}: [longitude, latitude] out of WGS84 range (3.1.1, 4)")
    return problems


def test_geojson_validator_catches_what_it_should():
    bad = {"type": "FeatureCollection", "crs": {}, "features": [
        {"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [36, 200]}},
        {"type": "Feature", "properties": [], "geometry": {"type": "Point", "coordinates": ["1", 2]}},
    ]}
    assert len(rfc7946_problems(bad)) == 4


def test_geojson_is_rfc7946_and_carries_the_event_fields(events, tmp_path):
    path = export.write_events_geojson(events, tmp_path / "events.geojson")
    raw = path.read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf")  # RFC 7946 section 11: no byte-order mark
    document = json.loads(raw.decode("utf-8"), parse_constant=lambda c: pytest.fail(f"{c} in JSON"))
    assert rfc7946_problems(document) == []
    assert document == export.events_geojson(events)
    mapped = events[events["latitude"].notna()]
    assert [f["id"] for f in document["features"]] == list(mapped["event_id"])
    aleppo = document["features"][0]
    assert aleppo["geometry"]["coordinates"] == [37.1612, 36.2012]  # longitude first
    props = aleppo["properties"]
    assert props["event_date"] == "2016-12-15" and props["context_dates"] == ["2015-09-30"]
    assert props["provider"] is None and props["n_sources"] == 1 and props["geo_precision"] == 1
    assert set(props) == set(COLUMN_NAMES) - {"latitude", "longitude"}


def test_geojson_rounds_to_six_decimals_and_skips_bad_points():
    events = table([
        event_row(text="a", latitude=12.123456789, longitude=-1.000000049, event_date="2020-01-01"),
        event_row(text="b", latitude=95.0, longitude=10.0, event_date="2020-01-01"),
        event_row(text="c", latitude=10.0, longitude=None, event_date="2020-01-01"),
    ])
    features = export.events_geojson(events)["features"]
    assert [f["geometry"]["coordinates"] for f in features] == [[-1.0, 12.123457]]


# --- Parquet ---------------------------------------------------------------------------


def test_parquet_round_trips_the_table(events, tmp_path):
    path = export.write_events_parquet(events, tmp_path / "events.parquet")
    back = coerce_events(pd.read_parquet(path))
    for name in LIST_COLUMNS:
        back[name] = [None if v is None else list(v) for v in back[name]]
    pd.testing.assert_frame_equal(back, events)


def test_a_table_read_back_by_pandas_writes_again(events, tmp_path):
    # pd.read_parquet gives list cells as numpy arrays, empty ones included
    first = export.write_events_parquet(events, tmp_path / "first.parquet")
    again = export.write_events_parquet(pd.read_parquet(first), tmp_path / "again.parquet")
    assert pd.read_parquet(again).equals(pd.read_parquet(first))


# --- TimelineJS ------------------------------------------------------------------------


def test_timelinejs_has_the_required_keys(events, tmp_path):
    path = export.write_timelinejs(events, tmp_path / "timelinejs.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    slides = document["events"]
    assert len(slides) == events["event_date"].notna().sum()
    for slide in slides:
        assert isinstance(slide["start_date"]["year"], int)
        assert isinstance(slide["text"]["headline"], str) and slide["text"]["headline"]
        assert isinstance(slide["text"]["text"], str)
        assert isinstance(slide["media"]["credit"], str)
        assert isinstance(slide["group"], str) and slide["group"]
    years = [(s["start_date"]["year"], s["start_date"].get("month", 0), s["start_date"].get("day", 0))
             for s in slides]
    assert years == sorted(years)
    first = next(s for s in slides if s["unique_id"] == events.loc[0, "event_id"])
    assert first["start_date"] == {"year": 2016, "month": 12, "day": 15}
    assert first["media"]["credit"] == "Karam Al-Masri / AFP" and first["group"] == "Syria"
    assert first["text"]["headline"] == "Aleppo, Syria"


def test_timelinejs_keeps_only_known_date_parts_and_escapes_html(events):
    slides = {s["text"]["headline"]: s for s in export.timelinejs_document(events)["events"]}
    assert slides["Lima, Peru"]["start_date"] == {"year": 2019, "month": 3}
    assert slides["Kabul, Afghanistan"]["start_date"] == {"year": 2014}
    unplaced = slides["Atlantis"]
    assert "&lt;b&gt;bold&lt;/b&gt; &amp; co" in unplaced["text"]["text"]
    assert unplaced["group"] == "Country unknown"


# --- unresolved.csv, determinism, atomicity ----------------------------------------------


def test_unresolved_lists_every_unmapped_event_with_its_reason(events, tmp_path):
    rows = read_csv_rows(export.write_unresolved_csv(events, tmp_path / "unresolved.csv"))
    expected = events.loc[events["status"] != "mapped", "event_id"].tolist()
    assert [r["event_id"] for r in rows] == expected
    assert list(rows[0])[:2] == ["event_id", "unresolved_reason"]
    assert all(r["unresolved_reason"] for r in rows)
    assert next(r for r in rows if r["place_mention"] == "Atlantis")["event_date"] == "2020-05-01"


def test_exports_are_byte_identical_across_builds(events, tmp_path):
    for writer, name in [(export.write_events_csv, "events.csv"),
                         (export.write_events_geojson, "events.geojson"),
                         (export.write_timelinejs, "timelinejs.json"),
                         (export.write_unresolved_csv, "unresolved.csv"),
                         (export.write_events_parquet, "events.parquet")]:
        first = writer(events, tmp_path / "a" / name).read_bytes()
        second = writer(events.copy(), tmp_path / "b" / name).read_bytes()
        assert first == second, name


def test_empty_table_gives_valid_empty_exports(tmp_path):
    empty = empty_events()
    paths = [export.write_events_csv(empty, tmp_path / "events.csv"),
             export.write_events_geojson(empty, tmp_path / "events.geojson"),
             export.write_events_parquet(empty, tmp_path / "events.parquet"),
             export.write_timelinejs(empty, tmp_path / "timelinejs.json"),
             export.write_unresolved_csv(empty, tmp_path / "unresolved.csv")]
    assert json.loads(paths[1].read_text()) == {"type": "FeatureCollection", "features": []}
    assert json.loads(paths[3].read_text())["events"] == []
    assert paths[0].read_text().strip() == ",".join(COLUMN_NAMES)
    assert len(pd.read_parquet(paths[2]).columns) == len(COLUMN_NAMES)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)  # no temp files


def test_writers_reject_a_table_without_the_schema(tmp_path):
    with pytest.raises(ValueError, match="lacks columns"):
        export.write_events_csv(pd.DataFrame({"text": ["x"]}), tmp_path / "events.csv")
    assert not (tmp_path / "events.csv").exists()


def test_sample_through_the_pipeline_exports_cleanly(sample_dir, gaz, tmp_path):
    from timeline import build_events

    events = build_events([sample_dir], gazetteer=gaz)
    document = json.loads(export.write_events_geojson(events, tmp_path / "e.geojson").read_text())
    assert rfc7946_problems(document) == []
    assert len(document["features"]) == events["latitude"].notna().sum()
    slides = json.loads(export.write_timelinejs(events, tmp_path / "t.json").read_text())["events"]
    assert len(slides) == events["event_date"].notna().sum()
    rows = read_csv_rows(export.write_events_csv(events, tmp_path / "e.csv"))
    assert [r["event_id"] for r in rows] == list(events["event_id"])
    unresolved = read_csv_rows(export.write_unresolved_csv(events, tmp_path / "u.csv"))
    assert len(unresolved) == (events["status"] != "mapped").sum()
