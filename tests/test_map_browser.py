"""The map in a real browser (Debian chromium via Playwright), opened from disk with no network."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from test_map import PAYLOADS, event, events_table, mixed_events

from timeline.render.map import write_map

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def mixed_map(tmp_path_factory) -> Path:
    """The map of :func:`mixed_events`, written once for the tests that only read it."""
    return write_map(mixed_events(), tmp_path_factory.mktemp("mixed") / "map.html")


@pytest.fixture(scope="module")
def sample_events(sample_dir) -> pd.DataFrame:
    """The bundled sample through the real pipeline."""
    from timeline import build_events

    return build_events([sample_dir])


def open_map(page, path: Path) -> None:
    """Open a written map and wait until its last chunk of markers is on the map."""
    page.goto(path.as_uri())
    page.wait_for_function("window.timelineMap && window.timelineMap.ready === true")


def shown(page) -> int:
    """Events the map shows now, as the legend states it (and as the API counts it)."""
    legend = int(page.locator(".tl-status").get_attribute("data-shown"))
    assert legend == page.evaluate("timelineMap.visibleEventCount()")
    return legend


def expected_at(table: pd.DataFrame, day: pd.Timestamp, *, cumulative: bool = False) -> int:
    """Mapped events a slider at ``day`` should show: periods containing it (or begun by it)."""
    mapped = table[table["status"] == "mapped"]
    if cumulative:
        return int((mapped["event_date"] <= day).sum())
    return int(((mapped["event_date"] <= day) & (mapped["date_end"] >= day)).sum())


def step_days(table: pd.DataFrame) -> list[pd.Timestamp]:
    """The slider's steps: the distinct event start dates, in order."""
    return sorted(table.loc[table["status"] == "mapped", "event_date"].unique())


def zoom_to(page, lat: float, lon: float, zoom: int = 12) -> None:
    # (void: returning the Leaflet map would make Playwright serialise its whole object graph)
    page.evaluate(f"void timelineMap.map.setView([{lat}, {lon}], {zoom}, {{animate: false}})")
    page.wait_for_timeout(150)


def open_popup(page, marker: str, attempts: int = 3) -> None:
    """Click a marker until its popup opens.

    Leaflet.markercluster redraws its markers in chunks after a move; on a busy
    machine a click can land on a marker that is being replaced.
    """
    for _ in range(attempts):
        page.locator(marker).click()
        try:
            page.wait_for_selector(".leaflet-popup-content", timeout=5_000)
            return
        except Exception:  # playwright's TimeoutError: the redraw ate the click
            page.wait_for_timeout(300)
    raise AssertionError(f"no popup opened after {attempts} clicks on {marker}")


def test_loads_clean_and_counts_match_the_table(page, mixed_map, artifacts_dir):
    table = mixed_events()
    open_map(page, mixed_map)
    assert page.console_errors == [] and page.failed_requests == []
    assert shown(page) == int((table["status"] == "mapped").sum()) == 4
    assert page.locator(".tl-status").inner_text() == "Showing 4 of 4 mapped events"
    places = table.loc[table["status"] == "mapped", "place_id"].nunique()
    assert page.locator(".leaflet-marker-icon").count() <= places
    assert page.locator("path.leaflet-interactive, svg path").count() > 100  # country outlines
    assert "GeoNames" in page.locator(".leaflet-control-attribution").inner_text()
    page.screenshot(path=str(artifacts_dir / "map.png"))


def test_clicking_a_marker_shows_its_events_in_a_popup(page, mixed_map):
    table = mixed_events()
    open_map(page, mixed_map)
    mosul = table[table["place_name"] == "Mosul"].iloc[0]
    zoom_to(page, mosul["latitude"], mosul["longitude"])
    open_popup(page, '.tl-place[title="Mosul"]')
    popup = page.locator(".leaflet-popup-content")
    assert popup.locator(".tl-event-text").inner_text() == mosul["text"]
    assert popup.locator(".tl-event-date").inner_text() == "4 Mar 2017"
    credit = popup.locator(".tl-event-credit").inner_text()
    assert "Photographer: not named" in credit and "Agency: Reuters" in credit
    assert popup.locator(".tl-popup-place").inner_text() == "Mosul"


def test_events_at_one_place_are_grouped_under_their_count(page, mixed_map):
    table = mixed_events()
    open_map(page, mixed_map)
    aleppo = table[table["place_name"] == "Aleppo"]
    zoom_to(page, aleppo.iloc[0]["latitude"], aleppo.iloc[0]["longitude"])
    marker = page.locator('.tl-place[title="Aleppo"]')
    assert marker.inner_text() == str(len(aleppo))
    open_popup(page, '.tl-place[title="Aleppo"]')
    texts = page.locator(".leaflet-popup-content .tl-event-text").all_inner_texts()
    assert sorted(texts) == sorted(aleppo["text"])
    dates = page.locator(".leaflet-popup-content .tl-event-date").all_inner_texts()
    assert "Dec 2016" in dates  # known only to the month, shown at that precision


def test_slider_moves_events_in_and_out_of_view(page, mixed_map):
    table = mixed_events()
    open_map(page, mixed_map)
    slider = page.locator(".tl-range")
    slider.focus()
    slider.press("Home")
    for i, day in enumerate(step_days(table)):
        if i:
            slider.press("ArrowRight")
        assert shown(page) == expected_at(table, day), f"step {i} ({day:%Y-%m-%d})"
        label = page.locator(".tl-slider-label")
        assert label.get_attribute("data-day") == f"{day:%Y-%m-%d}"
    assert page.locator(".tl-slider-label").inner_text() == "4 Mar 2017"
    assert page.evaluate("timelineMap.visiblePlaceCount()") == 1  # only Mosul is left
    page.locator(".tl-upto input").check()
    assert shown(page) == expected_at(table, step_days(table)[-1], cumulative=True)
    page.locator(".tl-all").click()
    assert shown(page) == 4 and page.locator(".tl-slider-label").inner_text() == "All dates"


def test_month_and_year_events_show_through_their_whole_period(page, mixed_map):
    table = mixed_events()
    open_map(page, mixed_map)
    steps = step_days(table)
    slider = page.locator(".tl-range")
    slider.focus()
    slider.press("Home")
    assert page.locator(".tl-slider-label").inner_text() == "2015"  # a year-only event
    slider.press("ArrowRight")
    assert page.locator(".tl-slider-label").inner_text() == "Dec 2016"
    slider.press("ArrowRight")  # 15 Dec 2016: the December event is still shown
    assert shown(page) == expected_at(table, steps[2]) == 2


def test_play_steps_through_the_dates_in_order(page, mixed_map):
    table = mixed_events()
    open_map(page, mixed_map)
    page.locator(".tl-play").click()
    page.wait_for_function(
        "document.querySelector('.tl-slider-label').dataset.day === '2016-12-01'"
    )
    assert shown(page) == expected_at(table, pd.Timestamp("2016-12-01"))
    page.locator(".tl-play").click()  # pause
    assert page.locator(".tl-play").inner_text() == "\u25b6"


def test_layer_control_toggles_countries_and_years(page, mixed_map):
    table = mixed_events()
    mapped = table[table["status"] == "mapped"]
    in_iraq = mapped["country"] == "Iraq"
    in_2016 = mapped["event_date"].dt.year == 2016
    open_map(page, mixed_map)
    page.locator(".leaflet-control-layers").hover()
    labels = page.locator(".leaflet-control-layers-overlays label")
    iraq = labels.filter(has_text=f"Country: Iraq ({in_iraq.sum()})").locator("input")
    year = labels.filter(has_text=f"Year: 2016 ({in_2016.sum()})").locator("input")
    iraq.uncheck()
    assert shown(page) == len(mapped) - in_iraq.sum()
    year.uncheck()
    assert shown(page) == (~in_iraq & ~in_2016).sum()
    iraq.check()
    year.check()
    assert shown(page) == len(mapped)
    assert page.failed_requests == []  # online tiles stay off unless asked for


def test_injection_payloads_show_as_text_and_run_nothing(page, tmp_path):
    rows = [
        event(
            i,
            text=p,
            photographer=p,
            agency=p,
            place_name=p,
            country=p,
            country_code=f"X{i}",
            place_id=f"user:{i}",
            latitude=10.0 + 5 * i,
            longitude=20.0,
        )
        for i, p in enumerate(PAYLOADS)
    ]
    table = events_table(rows)
    open_map(page, write_map(table, tmp_path / "map.html"))
    for row in table.itertuples():
        page.evaluate("void timelineMap.map.closePopup()")
        assert page.evaluate("id => timelineMap.select(id)", row.event_id)
        item = page.locator(f'.tl-event.tl-selected[data-event-id="{row.event_id}"]')
        assert item.locator(".tl-event-text").inner_text() == row.text
        assert item.locator(".tl-event-place").inner_text() == row.place_name
        assert row.photographer in item.locator(".tl-event-credit").inner_text()
    labels = page.locator(".leaflet-control-layers-overlays label").all_text_contents()
    assert any(PAYLOADS[1] in label for label in labels)  # shown as text in the layer control
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.console_errors == [] and page.failed_requests == []


def test_selecting_an_event_rings_it_and_opens_its_popup(page, mixed_map):
    table = mixed_events()
    open_map(page, mixed_map)
    target = table.iloc[3]
    page.evaluate("id => timelineMap.select(id)", target["event_id"])
    page.locator(".tl-highlight").wait_for()
    selected = page.locator(".leaflet-popup-content .tl-selected")
    assert selected.locator(".tl-event-text").inner_text() == target["text"]
    assert selected.locator(".tl-event-date").inner_text() == "2015"


def test_above_the_threshold_the_map_aggregates_and_says_so(page, tmp_path):
    rows = [
        event(
            i,
            event_date=f"2016-12-{1 + i % 3:02d}",
            place_id=f"geonames:{i % 3}",
            place_name=f"Town {i % 3}",
            latitude=30.0 + i % 3,
            longitude=40.0,
        )
        for i in range(60)
    ]
    open_map(page, write_map(events_table(rows), tmp_path / "map.html", aggregate_above=10))
    assert shown(page) == 60
    notice = page.locator(".tl-notice").inner_text()
    assert "60 events" in notice and "one per place and day" in notice
    zoom_to(page, 31.0, 40.0)
    open_popup(page, '.tl-place[title="Town 1"]')
    assert page.locator(".leaflet-popup-content .tl-event-date").inner_text().endswith("20 events")


def test_a_table_with_nothing_mapped_gives_an_empty_working_map(page, tmp_path):
    from timeline.schema import empty_events

    open_map(page, write_map(empty_events(), tmp_path / "map.html"))
    assert page.console_errors == [] and page.failed_requests == []
    assert page.locator(".tl-status").inner_text() == "Showing 0 of 0 mapped events"
    assert page.locator(".tl-range").is_disabled()


def test_sample_map_shows_every_mapped_event_and_their_captions(
    page, sample_events, tmp_path, artifacts_dir
):
    open_map(page, write_map(sample_events, tmp_path / "map.html"))
    assert page.console_errors == [] and page.failed_requests == []
    mapped = sample_events[sample_events["status"] == "mapped"]
    assert shown(page) == len(mapped)
    page.screenshot(path=str(artifacts_dir / "map-sample.png"))
    point = mapped[["latitude", "longitude"]].round(5).value_counts().index[0]
    here = mapped[
        (mapped["latitude"].round(5) == point[0]) & (mapped["longitude"].round(5) == point[1])
    ]
    zoom_to(page, float(point[0]), float(point[1]), zoom=17)
    marker = page.locator(".tl-place", has_text=str(len(here))).first
    marker.click()
    texts = page.locator(".leaflet-popup-content .tl-event-text").all_inner_texts()
    assert sorted(texts) == sorted(here["text"])


def test_play_on_a_long_archive_shows_every_date_of_each_frame(page, tmp_path):
    days = pd.date_range("2010-01-01", periods=1000, freq="D")
    rows = [
        event(
            i,
            event_date=f"{day:%Y-%m-%d}",
            place_id=f"geonames:{i % 4}",
            place_name=f"Town {i % 4}",
            latitude=30.0 + i % 4,
            longitude=40.0,
        )
        for i, day in enumerate(days)
    ]
    open_map(page, write_map(events_table(rows), tmp_path / "map.html"))
    page.locator(".tl-play").click()
    page.locator(".tl-play").click()  # pause after the first frame
    label = page.locator(".tl-slider-label")
    first, last = (
        pd.Timestamp(label.get_attribute("data-day")),
        pd.Timestamp(label.get_attribute("data-day-end")),
    )
    assert (last - first).days == 2  # 1,000 dates in at most 400 frames: 3 dates a frame
    assert (first - days[0]).days % 3 == 0
    assert shown(page) == (last - first).days + 1
