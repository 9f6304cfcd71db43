"""The events table: de-duplication, schema, and counts that balance."""

from __future__ import annotations

import hashlib

import pandas as pd
import pytest

from timeline.events import build, collect_captions, event_id, events_from_records
from timeline.records import Record
from timeline.schema import COLUMN_NAMES, COLUMNS, LIST_COLUMNS, empty_events


@pytest.fixture(scope="module")
def sample_build(sample_dir, gaz):
    return build([sample_dir], gazetteer=gaz)


def test_sample_gives_14_events_from_16_records(sample_build):
    counts = sample_build.counts
    assert (counts.records, counts.events, counts.duplicates) == (16, 14, 2)
    assert counts.records == counts.events + counts.duplicates
    assert counts.events == counts.mapped + counts.unresolved


def test_duplicates_list_all_their_sources(sample_build):
    events = sample_build.events
    doubled = events[events["n_sources"] == 2]
    assert len(doubled) == 2
    for sources in doubled["sources"]:
        assert {s.rsplit(":", 1)[0].rsplit("/", 1)[-1] for s in sources} == {
            "000_0621a660f5aca02c.txt", "001_1d3471ef39506b17.txt"}
    assert events["n_sources"].sum() == 16


def test_whitespace_variants_collapse_but_other_edits_do_not():
    records = [Record("A  caption\tin Aleppo ", "a.txt", 1), Record("A caption in Aleppo", "b.txt", 3),
               Record("A caption in Aleppo.", "c.txt", 5)]
    captions, seen = collect_captions(records)
    assert seen == 3
    assert captions == {"A caption in Aleppo": ["a.txt:1", "b.txt:3"], "A caption in Aleppo.": ["c.txt:5"]}


def test_event_id_is_a_stable_hash_of_the_normalised_text():
    assert event_id("A caption in Aleppo") == event_id("A caption in Aleppo")
    assert event_id("A caption in Aleppo") != event_id("A caption in Aleppo.")
    assert event_id("x") == hashlib.sha256(b"x").hexdigest()[:16]


def test_schema_columns_and_types(sample_build):
    events = sample_build.events
    assert tuple(events.columns) == COLUMN_NAMES
    for column in COLUMNS:
        assert str(events[column.name].dtype) == column.dtype, column.name
    for name in LIST_COLUMNS:
        assert all(isinstance(value, list) for value in events[name]), name
    assert events["event_id"].is_unique
    assert tuple(empty_events().columns) == COLUMN_NAMES


def test_missing_values_are_na_not_guesses(gaz):
    events = events_from_records([Record("Nothing to see here at all.", "x.txt", 1)], gazetteer=gaz)
    row = events.iloc[0]
    for name in ("event_date", "date_precision", "place_name", "latitude", "longitude",
                 "country_code", "photographer", "agency"):
        assert pd.isna(row[name]), name
    assert row["status"] == "unresolved"
    assert row["unresolved_reason"].startswith("no event date; no event place")


def test_mapped_rows_have_date_and_coordinates(sample_build):
    events = sample_build.events
    mapped = events[events["status"] == "mapped"]
    assert mapped["event_date"].notna().all()
    assert mapped["latitude"].between(-90, 90).all() and mapped["longitude"].between(-180, 180).all()
    unresolved = events[events["status"] != "mapped"]
    assert unresolved["unresolved_reason"].notna().all()


def test_dask_engine_gives_the_same_table(sample_dir, sample_build):
    on_dask = build([sample_dir], engine="dask", scheduler="synchronous")
    pd.testing.assert_frame_equal(on_dask.events, sample_build.events)
    assert on_dask.counts == sample_build.counts


def test_unknown_engine_and_dask_with_online_are_refused(sample_dir, gaz):
    from timeline.errors import InputError

    with pytest.raises(InputError, match="unknown engine 'spark'"):
        build([sample_dir], engine="spark", gazetteer=gaz)
    with pytest.raises(InputError, match="drop --online"):
        build([sample_dir], engine="dask", online=True)
