"""The Plotly timelines: lanes per place, counts per period, the offline timeline page."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pandas as pd
import pytest
from helpers import event_row, table
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.errors import InputError
from timeline.render import charts
from timeline.render.charts import (
    build_counts_figure,
    build_timeline_figure,
    escape_text,
    first_sentence,
    write_timeline,
)

COUNTRY_NAMES = {"SY": "Syria", "IQ": "Iraq", "YE": "Yemen", "LY": "Libya"}
HOSTILE = [
    '<img src=x onerror="window.__pwned=1">',
    "<script>window.__pwned=1</script>",
    "</script><script>window.__pwned=1</script>",
    "${window.__pwned=1}",
    '<a href="javascript:window.__pwned=1">click</a>',
    "&lt;img src=x onerror=window.__pwned=1&gt;",
]
ALLOWED_TAGS = re.compile(r"</?b>|<br>")


@pytest.fixture(scope="module")
def gold_events(gold_path: Path) -> pd.DataFrame:
    """The sample's 14 captions with their gold date, place and credit, as an events table."""
    rows = []
    for line in gold_path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        gold = record["gold"]
        rows.append(event_row(
            text=record["text"], event_date=gold["date"], date_precision="day", time_precision=1,
            place_name=gold["place"], place_id=f"gold:{gold['place']}", latitude=gold["lat"],
            longitude=gold["lon"], country_code=gold["country_code"],
            country=COUNTRY_NAMES[gold["country_code"]], photographer=gold["photographer"],
            agency=gold["agency"], status="mapped"))
    return table(rows)


def synthetic_events(n: int, *, places: int = 60, seed: int = 7) -> pd.DataFrame:
    """``n`` dated, mapped events over ``places`` places in 6 countries (seeded, so stable)."""
    rng = random.Random(seed)
    codes = ["SY", "IQ", "YE", "LY", "AF", "UA"]
    start = pd.Timestamp("2015-01-01")
    rows = []
    for i in range(n):
        p = rng.randrange(places)
        day = start + pd.Timedelta(days=rng.randrange(3 * 365))
        rows.append(event_row(
            event_id=f"{i:016x}", text=f"Event {i} at place {p}.", event_date=day,
            date_precision="day", place_name=f"Place {p}", place_id=f"test:{p}",
            latitude=30.0 + p / 10, longitude=40.0 + p / 10, country_code=codes[p % 6],
            country=codes[p % 6], status="mapped"))
    return table(rows)


@pytest.fixture(scope="module")
def sample_events(sample_dir: Path, gaz) -> pd.DataFrame:
    """The bundled sample through the real pipeline."""
    from timeline import build_events

    return build_events([sample_dir], gazetteer=gaz)


def drawn_ids(fig) -> list[str]:
    return [i for trace in fig.data for i in trace.customdata]


def test_lanes_hold_every_sample_event_once_grouped_by_country(gold_events):
    fig = build_timeline_figure(gold_events)
    assert sorted(drawn_ids(fig)) == sorted(gold_events["event_id"])
    assert [t.name for t in fig.data] == ["Libya", "Syria", "Iraq", "Yemen"]  # by first event
    lanes = list(fig.layout.yaxis.categoryarray)
    assert len(lanes) == gold_events["place_id"].nunique()
    country_of_lane = [lane.rsplit("(", 1)[1].rstrip(")") for lane in lanes]
    runs = [c for i, c in enumerate(country_of_lane) if i == 0 or c != country_of_lane[i - 1]]
    assert runs == ["LY", "SY", "IQ", "YE"]  # one contiguous block per country
    syria = gold_events[gold_events["country_code"] == "SY"]
    firsts = syria.groupby("place_name")["event_date"].min().sort_values(kind="stable")
    assert [lane.rsplit(" (", 1)[0] for lane in lanes[1:1 + len(firsts)]] == list(firsts.index)


def test_sample_through_the_pipeline_puts_every_dated_event_in_its_lane(sample_events):
    fig = build_timeline_figure(sample_events)
    dated = sample_events[sample_events["event_date"].notna()]
    assert sorted(drawn_ids(fig)) == sorted(dated["event_id"])
    lanes = list(fig.layout.yaxis.categoryarray)
    placed = dated["place_id"].notna()
    assert len(lanes) == dated.loc[placed, "place_id"].nunique() + (not placed.all())
    countries = dated["country"].fillna(dated["country_code"]).dropna().unique()
    assert {t.name for t in fig.data} == set(countries) | ({charts.UNKNOWN_COUNTRY}
                                                           if dated["country"].isna().any() else set())
    for trace in fig.data:
        for event_id, lane in zip(trace.customdata, trace.y):
            row = dated[dated["event_id"] == event_id].iloc[0]
            if pd.notna(row["place_name"]):
                assert lane.startswith(escape_text(row["place_name"]))


def test_markers_coloured_by_country_and_point_positions(gold_events):
    fig = build_timeline_figure(gold_events)
    colors = {t.name: t.marker.color for t in fig.data}
    assert len(set(colors.values())) == 4
    aleppo = gold_events[gold_events["place_name"] == "Aleppo"]
    syria = next(t for t in fig.data if t.name == "Syria")
    xs = [x for x, y in zip(syria.x, syria.y) if y == "Aleppo (SY)"]
    assert sorted(xs) == sorted(f"{d:%Y-%m-%d}" for d in aleppo["event_date"])


def test_month_and_year_dates_are_spans_not_days(gold_events):
    events = gold_events.copy()
    events.loc[3, ["event_date", "date_end", "date_precision"]] = [
        pd.Timestamp("2016-09-01"), pd.Timestamp("2016-09-30"), "month"]
    events.loc[7, ["event_date", "date_end", "date_precision"]] = [
        pd.Timestamp("2011-01-01"), pd.Timestamp("2011-12-31"), "year"]
    fig = build_timeline_figure(events)
    bars = [t for t in fig.data if t.type == "bar"]
    spans = {i: (base, length) for t in bars for i, base, length in zip(t.customdata, t.base, t.x)}
    day_ms = 86_400_000
    assert spans == {events.loc[3, "event_id"]: ("2016-09-01", 30 * day_ms),
                     events.loc[7, "event_id"]: ("2011-01-01", 365 * day_ms)}
    markers = [i for t in fig.data if t.type == "scatter" for i in t.customdata]
    assert not set(spans) & set(markers)
    hover = next(h for t in bars for i, h in zip(t.customdata, t.hovertext)
                 if i == events.loc[3, "event_id"])
    assert "September 2016 (known only to the month)" in hover


def test_hover_shows_date_place_credit_and_first_sentence(gold_events):
    fig = build_timeline_figure(gold_events)
    row = gold_events.iloc[0]
    hover = next(h for t in fig.data for i, h in zip(t.customdata, t.hovertext)
                 if i == row["event_id"])
    assert "<b>15 December 2016</b>" in hover
    assert "Aleppo, Syria" in hover
    assert "Karam Al-Masri / AFP" in hover
    flat = hover.replace("<br>", " ")
    assert "on December 15, 2016 in the embattled city of Aleppo" in flat
    assert "A convoy of ambulances" not in flat  # the second sentence stays out


def test_unnamed_photographer_and_undated_and_unplaced(gold_events):
    events = gold_events.copy()
    events.loc[2, ["place_name", "place_id", "country", "country_code"]] = pd.NA
    events.loc[5, "event_date"] = pd.NaT
    fig = build_timeline_figure(events)
    assert events.loc[5, "event_id"] not in drawn_ids(fig)
    assert fig.layout.meta["n_dated"] == 13
    assert any("1 event without a date" in n for n in fig.layout.meta["notes"])
    assert list(fig.layout.yaxis.categoryarray)[-1] == charts.UNKNOWN_PLACE
    hovers = " ".join(h for t in fig.data for h in t.hovertext)
    assert "photographer not named / AFP" in hovers  # seed-05 credits no photographer


def test_day_ranges_are_spans_and_unplaced_events_stay_in_their_country():
    rows = [event_row(text="Fighting went on. More.", event_date="2016-12-12", date_end="2016-12-15",
                      date_precision="day", place_name="Aleppo", place_id="geonames:170063",
                      country_code="SY", country="Syria", status="mapped"),
            event_row(text="Somewhere in Syria.", event_date="2016-11-01", country_code="SY",
                      country="Syria", status="unresolved"),
            event_row(text="Somewhere in Iraq.", event_date="2016-10-01", place_name="Mosul",
                      place_id="geonames:99072", country_code="IQ", country="Iraq"),
            event_row(text="Elsewhere in Iraq.", event_date="2016-10-02", country_code="IQ",
                      country="Iraq", status="unresolved")]
    fig = build_timeline_figure(table(rows))
    assert list(fig.layout.yaxis.categoryarray) == [
        "Mosul (IQ)", "Place unknown (IQ)", "Aleppo (SY)", "Place unknown (SY)"]
    bar = next(t for t in fig.data if t.type == "bar")
    assert list(bar.base) == ["2016-12-12"] and list(bar.x) == [4 * 86_400_000]
    assert "12 December 2016 to 15 December 2016" in bar.hovertext[0]


def test_old_dates_keep_their_place_on_the_axis():
    rows = [event_row(text="Barcelona barricades.", event_date="1936-07-19", place_name="Barcelona",
                      place_id="geonames:3128760", country_code="ES", country="Spain"),
            event_row(text="Crimea, known to the year.", event_date="1855-01-01",
                      date_end="1855-12-31", date_precision="year", place_name="Sevastopol",
                      place_id="geonames:694423", country_code="UA", country="Ukraine")]
    fig = build_timeline_figure(table(rows))
    assert [list(t.x) if t.type == "scatter" else list(t.base) for t in fig.data] == [
        ["1855-01-01"], ["1936-07-19"]]
    counts = build_counts_figure(table(rows), freq="M")
    assert [list(t.x) for t in counts.data] == [["1936-07-01"]]


def test_range_slider_and_all_year_month_buttons(gold_events):
    xaxis = build_timeline_figure(gold_events).layout.xaxis
    assert xaxis.rangeslider.visible is True
    assert {b.label for b in xaxis.rangeselector.buttons} == {"all", "year", "month"}
    assert xaxis.type == "date"


def test_same_name_places_get_distinct_lanes():
    rows = [event_row(text=f"Tripoli {i}", event_date="2020-01-0" + str(i + 1), place_name="Tripoli",
                      place_id=f"geonames:{i}", country_code="LB", country="Lebanon",
                      admin1=admin1, status="mapped")
            for i, admin1 in enumerate(["North", "South"])]
    lanes = list(build_timeline_figure(table(rows)).layout.yaxis.categoryarray)
    assert lanes == ["Tripoli (LB) · North", "Tripoli (LB) · South"]


@pytest.mark.parametrize("payload", HOSTILE)
def test_hostile_text_is_escaped_in_every_label(payload):
    events = table([event_row(text=f"{payload} fire. Second.", event_date="2020-05-01",
                              place_name=payload, place_id="x:1", country=payload,
                              photographer=payload, agency="AFP", status="mapped")])
    fig = build_timeline_figure(events)
    labels = list(fig.data[0].hovertext) + list(fig.data[0].y) + [fig.data[0].name]
    labels += list(fig.layout.yaxis.categoryarray)
    for label in labels:
        assert "<" not in ALLOWED_TAGS.sub("", label), label
    assert escape_text(payload) in fig.data[0].hovertext[0]


def test_first_sentence_skips_abbreviations():
    text = "U.S. troops patrol near Mosul, Iraq Dec. 15, 2016. Smoke rises. (Photo by A/B)"
    assert first_sentence(text) == "U.S. troops patrol near Mosul, Iraq Dec. 15, 2016."
    assert first_sentence("Des soldats à Alep. Écoles fermées.") == "Des soldats à Alep."
    assert first_sentence("Smoke over St. petersburg. Next") == "Smoke over St. petersburg."
    assert first_sentence("No full stop at all") == "No full stop at all"
    assert first_sentence(None) == ""


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=400))
def test_first_sentence_is_a_short_prefix(text):
    out = first_sentence(text, limit=120)
    assert len(out) <= 120
    assert text.strip().startswith(out.rstrip("…"))


def test_counts_per_week_and_month_stacked_by_country(gold_events):
    events = gold_events.copy()
    events.loc[3, ["event_date", "date_end", "date_precision"]] = [
        pd.Timestamp("2016-09-01"), pd.Timestamp("2016-09-30"), "month"]
    events.loc[7, ["event_date", "date_end", "date_precision"]] = [
        pd.Timestamp("2011-01-01"), pd.Timestamp("2011-12-31"), "year"]
    week = build_counts_figure(events, freq="W")
    month = build_counts_figure(events, freq="M")
    assert week.layout.barmode == month.layout.barmode == "stack"
    assert week.layout.meta["n_counted"] == 12 and week.layout.meta["n_left_out"] == 2
    assert month.layout.meta["n_counted"] == 13 and month.layout.meta["n_left_out"] == 1
    weeks = {x for t in week.data for x in t.x}
    assert all(pd.Timestamp(x).day_of_week == 0 for x in weeks)  # weeks start on Monday
    syria = next(t for t in month.data if t.name == "Syria")
    assert dict(zip(syria.x, syria.y))["2016-12-01"] == 5
    assert sum(sum(t.y) for t in month.data) == 13
    lanes = {t.name: t.marker.color for t in build_timeline_figure(events).data}
    assert all(t.marker.color == lanes[t.name] for t in week.data)  # same colours as the lanes


def test_counts_reject_unknown_period(gold_events):
    with pytest.raises(InputError, match="'W' .*'M'"):
        build_counts_figure(gold_events, freq="D")


def test_large_input_is_aggregated_and_says_so(tmp_path):
    events = synthetic_events(3000)
    fig = build_timeline_figure(events, max_points=500)
    meta = fig.layout.meta
    assert meta["aggregated"] in {"week", "month", "year"}
    assert meta["n_drawn"] <= 500 and meta["n_dated"] == 3000
    counts = [int(re.match(r"<b>(\d+) event", h).group(1)) for t in fig.data for h in t.hovertext]
    assert sum(counts) == 3000
    small = build_timeline_figure(events)
    assert small.layout.meta["aggregated"] is None and len(drawn_ids(small)) == 3000
    page = write_timeline(events, tmp_path / "timeline.html", max_points=500).read_text()
    assert "each mark stands for all the events of one place in one" in page


def test_aggregation_merges_spans_that_fit_the_bucket():
    where = {"place_name": "Kabul", "place_id": "geonames:1138958", "country_code": "AF",
             "country": "Afghanistan", "status": "mapped"}
    rows = [event_row(text=f"day {d}", event_date=f"2020-03-{d:02d}", date_precision="day", **where)
            for d in (2, 11, 25)]
    rows.append(event_row(text="month", event_date="2020-03-01", date_end="2020-03-31",
                          date_precision="month", **where))
    rows.append(event_row(text="year", event_date="2020-01-01", date_end="2020-12-31",
                          date_precision="year", **where))
    fig = build_timeline_figure(table(rows), max_points=2)
    assert fig.layout.meta["aggregated"] == "month"
    bars = sorted((base, h.split("</b>")[0]) for t in fig.data for base, h in zip(t.base, t.hovertext))
    assert bars == [("2020-01-01", "<b>1 event"), ("2020-03-01", "<b>4 events")]


def test_many_places_fold_into_other_lanes():
    events = synthetic_events(400, places=120)
    fig = build_timeline_figure(events, max_lanes=30)
    lanes = list(fig.layout.yaxis.categoryarray)
    assert sum(not lane.startswith("Other places") for lane in lanes) == 30
    assert sum(lane.startswith("Other places") for lane in lanes) == 6
    assert len(drawn_ids(fig)) == 400
    assert any("share one 'Other places' lane" in n for n in fig.layout.meta["notes"])


def test_empty_and_schemaless_tables(tmp_path):
    empty = table([event_row(text="x", status="unresolved")]).iloc[:0]
    fig = build_timeline_figure(empty)
    assert len(fig.data) == 0 and fig.layout.annotations[0].text == "No dated events to show"
    assert write_timeline(empty, tmp_path / "t.html").exists()
    with pytest.raises(ValueError, match="lacks columns"):
        build_timeline_figure(pd.DataFrame({"text": ["a"]}))


def test_timeline_page_is_small_offline_and_deterministic(gold_events, tmp_path):
    first = write_timeline(gold_events, tmp_path / "a" / "timeline.html")
    second = write_timeline(gold_events, tmp_path / "b" / "timeline.html")
    assert first.read_bytes() == second.read_bytes()
    html = first.read_text(encoding="utf-8")
    assert len(html) < 100_000
    assert '<script src="plotly.min.js"></script>' in html
    assert (first.parent / "plotly.min.js").stat().st_size > 1_000_000
    assert "http://" not in html and "https://" not in html
    assert f'id="{charts.LANES_DIV_ID}"' in html and f'id="{charts.COUNTS_DIV_ID}"' in html


def _open(page, path: Path) -> list[str]:
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(path.as_uri())
    page.wait_for_function("document.querySelectorAll('.js-plotly-plot').length === 2")
    return requests


@pytest.mark.browser
def test_page_loads_offline_with_no_errors(gold_events, tmp_path, page, artifacts_dir):
    path = write_timeline(gold_events, tmp_path / "timeline.html")
    requests = _open(page, path)
    assert page.console_errors == [] and page.failed_requests == []
    assert all(url.startswith("file://") for url in requests), requests
    points = page.evaluate(
        "document.querySelectorAll('#timeline-lanes .scatterlayer .point').length")
    assert points >= len(gold_events)  # the range slider draws them a second time
    title = "document.getElementById('timeline-counts').layout.title.text"
    assert page.evaluate(title) == "Events per month, by country"  # 2011-2016: months first
    page.locator("#timeline-counts .updatemenu-button", has_text="per week").click()
    page.wait_for_function(f"{title} === 'Events per week, by country'")
    page.screenshot(path=str(artifacts_dir / "timeline.png"), full_page=True)


@pytest.mark.browser
def test_hostile_captions_never_run_in_the_browser(tmp_path, page):
    rows = [event_row(text=f"{p} burns. Next.", event_date=f"2020-05-{i + 1:02d}",
                      place_name=p, place_id=f"x:{i}", country=p, photographer=p,
                      agency=p, status="mapped")
            for i, p in enumerate(HOSTILE)]
    path = write_timeline(table(rows), tmp_path / "timeline.html")
    _open(page, path)
    for curve in range(len(HOSTILE)):
        page.evaluate(f"Plotly.Fx.hover('{charts.LANES_DIV_ID}', "
                      f"[{{curveNumber: {curve}, pointNumber: 0}}])")
        page.wait_for_timeout(120)  # Plotly throttles hover events to one per 50 ms
        label = page.evaluate("document.querySelector('.hoverlayer').textContent")
        assert HOSTILE[curve].split(" ")[0] in label  # shown as text, not parsed
    assert page.evaluate("window.__pwned") is None
    ticks = page.evaluate("[...document.querySelectorAll('.ytick text')].map(t => t.textContent)")
    assert "<script>window.__pwned=1</script>" in ticks
    assert page.console_errors == []


def test_a_country_keeps_its_colour_when_the_table_is_filtered():
    from timeline.render.charts import country_colors

    full = country_colors(["Libya", "Syria", "Iraq", "Yemen"])
    assert len(set(full.values())) == 4
    assert country_colors(["Syria"])["Syria"] == full["Syria"]
    assert country_colors(["Iraq", "Syria"])["Iraq"] == full["Iraq"]
