"""The map's data and HTML, checked without a browser (see test_map_browser.py for the page)."""

from __future__ import annotations

import json
import re

import folium
import pandas as pd
import pytest

from timeline.render.map import (
    OfflineMap,
    build_map,
    json_for_script,
    map_payload,
    write_map,
)
from timeline.schema import COLUMN_NAMES, coerce_events

PAYLOADS = [
    "<script>window.__pwned=1</script>",
    '<img src=x onerror="window.__pwned=1">',
    "${window.__pwned=1}",
    "`+(window.__pwned=1)+`",
    "'\"); window.__pwned=1; //",
    "</script><script>window.__pwned=1</script>",
    "<!-- <script>window.__pwned=1</script> \u2028\u2029",
    "{{ 7*7 }} {{ self.__init__.__globals__ }} {% if %} {# x",
]


def event(i: int, **fields) -> dict:
    """One events-table row with sensible defaults; ``fields`` override any column."""
    row = {name: None for name in COLUMN_NAMES}
    row.update(
        event_id=f"{i:016x}",
        text=f"Caption number {i}.",
        event_date="2016-12-15",
        date_end=None,
        date_precision="day",
        place_name="Aleppo",
        place_id="geonames:170063",
        latitude=36.20124,
        longitude=37.16117,
        country_code="SY",
        country="Syria",
        photographer="Jane Doe",
        agency="AFP",
        status="mapped",
        context_dates=[],
        date_notes=[],
        place_candidates=[],
        other_places=[],
        sources=[f"t.txt:{i}"],
        n_sources=1,
    )
    row.update(fields)
    if row["date_end"] is None:
        row["date_end"] = row["event_date"]
    return row


def events_table(rows: list[dict]) -> pd.DataFrame:
    """A typed events table (the schema's contract) from rows made by :func:`event`."""
    return coerce_events(pd.DataFrame(rows))


def mixed_events() -> pd.DataFrame:
    """Three places in two countries, day/month/year precision, one unresolved event."""
    return events_table(
        [
            event(0),
            event(1, event_date="2016-12-01", date_end="2016-12-31", date_precision="month"),
            event(
                2,
                event_date="2017-03-04",
                place_name="Mosul",
                place_id="geonames:99072",
                latitude=36.335,
                longitude=43.11889,
                country_code="IQ",
                country="Iraq",
                agency="Reuters",
                photographer=None,
            ),
            event(
                3,
                event_date="2015-01-01",
                date_end="2015-12-31",
                date_precision="year",
                place_name="Sirte",
                place_id="geonames:2210554",
                latitude=31.20892,
                longitude=16.58866,
                country_code="LY",
                country="Libya",
            ),
            event(
                4,
                event_date=None,
                latitude=None,
                longitude=None,
                place_name=None,
                status="unresolved",
                unresolved_reason="no event date",
            ),
        ]
    )


def test_only_mapped_events_are_drawn_grouped_per_place():
    payload = map_payload(mixed_events())
    assert payload["total"] == 4
    assert sorted(payload["places"]["name"]) == ["Aleppo", "Mosul", "Sirte"]
    rows = payload["rows"]
    aleppo = payload["places"]["name"].index("Aleppo")
    assert rows["place"].count(aleppo) == 2
    assert sorted(rows["id"]) == [f"{i:016x}" for i in range(4)]
    assert payload["notices"] == [
        "1 of 5 events lack a date or a place and are not on the map (see unresolved.csv)."
    ]


def test_rows_are_in_date_order_with_their_precision():
    rows = map_payload(mixed_events())["rows"]
    assert rows["start"] == sorted(rows["start"])
    by_id = {
        i: (s, e, p)
        for i, s, e, p in zip(rows["id"], rows["start"], rows["end"], rows["prec"], strict=True)
    }
    day = pd.Timestamp("2016-12-01").value // 86_400_000_000_000
    assert by_id[f"{1:016x}"] == (day, day + 30, 2)  # the whole of December, month precision
    assert by_id[f"{3:016x}"][2] == 3  # year precision


def test_dates_before_1970_are_negative_day_numbers():
    payload = map_payload(events_table([event(0, event_date="1936-07-18")]))
    assert payload["rows"]["start"] == [(pd.Timestamp("1936-07-18") - pd.Timestamp(0)).days]


def test_invalid_coordinates_are_not_drawn_and_the_map_says_so():
    table = events_table([event(0), event(1, latitude=123.0), event(2, longitude=float("nan"))])
    payload = map_payload(table)
    assert payload["rows"]["id"] == [f"{0:016x}"]
    assert any("2 mapped events" in n for n in payload["notices"])


def test_above_the_threshold_the_map_aggregates_and_counts_still_balance():
    rows = [
        event(
            i,
            event_date=f"2016-12-{1 + i % 28:02d}",
            place_id=f"geonames:{i % 5}",
            latitude=30 + i % 5,
            longitude=40.0,
        )
        for i in range(300)
    ]
    payload = map_payload(events_table(rows), aggregate_above=100)
    grouped = payload["rows"]
    assert len(grouped["n"]) <= 100
    assert sum(grouped["n"]) == payload["total"] == 300
    assert sorted(i for ids in grouped["ids"] for i in ids) == sorted(r["event_id"] for r in rows)
    assert any("shown as" in n and "week" in n and "exports" in n for n in payload["notices"])


def test_below_the_threshold_every_event_is_its_own_row():
    rows = [event(i) for i in range(50)]
    payload = map_payload(events_table(rows), aggregate_above=50)
    assert len(payload["rows"]["id"]) == 50 and not payload["notices"]


@pytest.mark.parametrize("text", PAYLOADS)
def test_json_for_script_leaves_no_markup_and_round_trips(text):
    encoded = json_for_script({"text": text})
    assert not re.search(r"[<>&\u2028\u2029]", encoded)
    assert json.loads(encoded) == {"text": text}


def test_html_has_no_cdn_and_no_live_payload(tmp_path):
    table = events_table(
        [event(i, text=p, photographer=p, place_name=p) for i, p in enumerate(PAYLOADS)]
    )
    path = write_map(table, tmp_path / "map.html")
    html = path.read_text(encoding="utf-8")
    assert not re.search(r"<(script|link)[^>]+(src|href)=[\"']?(https?:)?//", html)
    code = re.sub(r'<script type="application/json"[^>]*>.*?</script>', "", html, flags=re.DOTALL)
    for payload in PAYLOADS:
        assert payload not in code  # the payloads live only inside JSON data blocks
        if "<" in payload:
            assert payload not in html
    assert html.count("<script") == html.count("</script>")
    assert "GeoNames" in html and "Natural Earth" in html


def test_offline_map_does_not_change_other_folium_maps():
    before = list(folium.Map.default_js)
    build_map(mixed_events())
    assert folium.Map.default_js == before and before  # the base class still links its CDN
    assert OfflineMap.default_js == [] and OfflineMap.default_css == []


def test_write_map_replaces_the_file_atomically(tmp_path):
    target = tmp_path / "out" / "map.html"
    target.parent.mkdir()
    target.write_text("old")
    assert write_map(mixed_events(), target) == target
    assert target.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert [p.name for p in target.parent.iterdir()] == ["map.html"]


def test_bad_threshold_and_missing_columns_are_reported():
    with pytest.raises(ValueError, match="aggregate_above"):
        map_payload(mixed_events(), aggregate_above=0)
    with pytest.raises(ValueError, match="latitude"):
        map_payload(pd.DataFrame({"status": ["mapped"]}))


def test_places_sharing_a_point_share_a_marker_named_by_the_majority():
    table = events_table(
        [
            event(0),
            event(1),
            event(2, place_name="al-Mashhad", place_id="curated:al-mashhad"),
        ]
    )
    payload = map_payload(table)
    assert payload["places"]["name"] == ["Aleppo"]
    names = [payload["strings"]["place"][code] for code in payload["rows"]["pn"]]
    assert sorted(names) == ["Aleppo", "Aleppo", "al-Mashhad"]  # each event keeps its own name


def test_captions_are_not_jinja_templates():
    """branca re-renders macro output as Jinja; captions must never reach that pass."""
    caption = "Toll {{ 7*7 }} {% for x in y %} {# note"
    html = build_map(events_table([event(0, text=caption)])).get_root().render()
    assert "Toll 49" not in html
    assert json_for_script(caption) in html


def test_long_captions_are_shortened_to_a_budget_and_the_map_says_so(monkeypatch):
    from timeline.render import map as map_module

    monkeypatch.setattr(map_module, "_TEXT_BUDGET", 2_000)
    rows = [event(i, text=f"{i} " + "x" * 500) for i in range(10)]
    payload = map_payload(events_table(rows))
    texts = payload["rows"]["text"]
    assert sum(len(t) for t in texts) <= 2_000
    assert all(t.endswith("\u2026") for t in texts)
    assert any("10 captions are shortened" in n for n in payload["notices"])


def test_building_a_map_needs_no_network(no_network, tmp_path):
    from timeline.render.assets import ensure_assets

    ensure_assets()  # cached by an earlier run; the build itself must not connect anywhere
    assert write_map(mixed_events(), tmp_path / "map.html").stat().st_size > 100_000
