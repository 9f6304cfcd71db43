"""The combined page (map + timeline, linked) in a real browser, opened from disk."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from test_map import PAYLOADS, event, events_table, mixed_events

from timeline.render import charts
from timeline.render.page import CHART_DIV_ID, write_page

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def sample_events(sample_dir) -> pd.DataFrame:
    """The bundled sample through the real pipeline."""
    from timeline import build_events

    return build_events([sample_dir])


@pytest.fixture(scope="module")
def mixed_page(tmp_path_factory) -> Path:
    return write_page(mixed_events(), tmp_path_factory.mktemp("page") / "index.html")


def open_page(page, path: Path) -> None:
    """Open the page and wait for both the map's markers and the timeline's plot."""
    page.goto(path.as_uri())
    page.wait_for_function(
        "window.timelineMap && timelineMap.ready === true && window.timelineLinker &&"
        f" document.getElementById('{CHART_DIV_ID}')._fullLayout !== undefined"
    )


def shown(page) -> int:
    return page.evaluate("timelineMap.visibleEventCount()")


def overlapping(table: pd.DataFrame, lo: pd.Timestamp, hi: pd.Timestamp) -> int:
    """Mapped events whose [event_date, date_end] overlaps the days of [lo, hi]."""
    mapped = table[table["status"] == "mapped"]
    lo, hi = lo.normalize(), hi.normalize()
    return int(((mapped["event_date"] <= hi) & (mapped["date_end"] >= lo)).sum())


def chart_range(page) -> tuple[pd.Timestamp, pd.Timestamp]:
    lo, hi = page.evaluate(f"document.getElementById('{CHART_DIV_ID}')._fullLayout.xaxis.range")
    return pd.Timestamp(lo), pd.Timestamp(hi)


def point_xy(page, event_id: str) -> tuple[float, float]:
    """Where on the page the timeline draws the point that carries ``event_id``."""
    page.locator(f"#{CHART_DIV_ID}").scroll_into_view_if_needed()
    x, y = page.evaluate(
        """([chartId, id]) => {
        const gd = document.getElementById(chartId), box = gd.getBoundingClientRect();
        const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis;
        for (const trace of gd._fullData) {
          const i = (trace.customdata || []).indexOf(id);
          if (i < 0 || trace.type !== 'scatter') continue;
          return [box.left + xa._offset + xa.d2p(trace.x[i]),
                  box.top + ya._offset + ya.d2p(trace.y[i])];
        }
        return null;
      }""",
        [CHART_DIV_ID, event_id],
    )
    return x, y


def click_point(page, event_id: str) -> None:
    """A real mouse click on the timeline item that carries ``event_id``."""
    x, y = point_xy(page, event_id)
    page.mouse.move(x, y)
    page.mouse.click(x, y)


def test_sample_page_loads_clean_with_every_event(page, sample_events, tmp_path, artifacts_dir):
    path = write_page(sample_events, tmp_path / "index.html")
    assert (tmp_path / charts.PLOTLYJS_NAME).exists()
    open_page(page, path)
    assert page.console_errors == [] and page.failed_requests == []
    assert shown(page) == int((sample_events["status"] == "mapped").sum())
    ids = page.evaluate(
        f"document.getElementById('{CHART_DIV_ID}').data.flatMap(t => t.customdata || [])"
    )
    assert set(ids) <= set(sample_events["event_id"]) and ids
    page.screenshot(path=str(artifacts_dir / "index.png"))


def test_choosing_a_time_range_on_the_timeline_filters_the_map(page, mixed_page):
    table = mixed_events()
    open_page(page, mixed_page)
    page.evaluate(
        f"void Plotly.relayout('{CHART_DIV_ID}', {{'xaxis.range': ['2016-11-20', '2016-12-10']}})"
    )
    expected = overlapping(table, pd.Timestamp("2016-11-20"), pd.Timestamp("2016-12-10"))
    assert shown(page) == expected == 1  # only the December (month) event overlaps
    assert "2016-11-20 to 2016-12-10" in page.locator(".tl-range-status").inner_text()
    page.evaluate(f"void Plotly.relayout('{CHART_DIV_ID}', {{'xaxis.autorange': true}})")
    assert shown(page) == 4


def test_range_buttons_on_the_timeline_filter_the_map(page, mixed_page):
    table = mixed_events()
    open_page(page, mixed_page)
    page.locator(f"#{CHART_DIV_ID} .rangeselector .button", has_text="month").click()
    lo, hi = chart_range(page)
    assert hi - lo < pd.Timedelta(days=40)
    assert shown(page) == overlapping(table, lo, hi) < 4


def test_clicking_a_timeline_event_selects_it_on_the_map(page, mixed_page):
    table = mixed_events()
    target = table[table["place_name"] == "Mosul"].iloc[0]
    page.set_viewport_size({"width": 1280, "height": 1500})
    open_page(page, mixed_page)
    click_point(page, target["event_id"])
    page.wait_for_function(f"timelineMap.selectedId === '{target['event_id']}'")
    selected = page.locator(".leaflet-popup-content .tl-selected")
    assert selected.locator(".tl-event-text").inner_text() == target["text"]
    assert page.locator(".tl-highlight").count() == 1


def test_choosing_an_event_on_the_map_highlights_it_on_the_timeline(page, mixed_page):
    table = mixed_events()
    target = table[table["place_name"] == "Sirte"].iloc[0]
    open_page(page, mixed_page)
    page.evaluate(
        "([lat, lon]) => void timelineMap.map.setView([lat, lon], 12, {animate: false})",
        [float(target["latitude"]), float(target["longitude"])],
    )
    page.locator('.tl-place[title="Sirte"]').click()
    page.locator(f'.tl-event[data-event-id="{target["event_id"]}"]').click()
    chart = page.locator(f"#{CHART_DIV_ID}")
    assert chart.get_attribute("data-selected-event") == target["event_id"]
    hits = page.evaluate(
        """([chartId, id]) => document.getElementById(chartId).data
             .filter(t => (t.selectedpoints || []).some(i => t.customdata[i] === id)).length""",
        [CHART_DIV_ID, target["event_id"]],
    )
    assert hits == 1
    shapes = page.evaluate(f"document.getElementById('{CHART_DIV_ID}').layout.shapes")
    assert any(s.get("name") == "tl-highlight" for s in shapes)


def test_hostile_captions_run_nothing_on_the_combined_page(page, tmp_path):
    rows = [
        event(i, text=p, photographer=p, place_name=p, place_id=f"user:{i}", latitude=10.0 + i)
        for i, p in enumerate(PAYLOADS)
    ]
    table = events_table(rows)
    page.set_viewport_size({"width": 1280, "height": 1500})
    open_page(page, write_page(table, tmp_path / "index.html"))
    for row in table.itertuples():
        page.evaluate("void timelineMap.map.closePopup()")
        page.evaluate("id => void timelineMap.select(id)", row.event_id)
        item = page.locator(f'.tl-event.tl-selected[data-event-id="{row.event_id}"]')
        assert item.locator(".tl-event-text").inner_text() == row.text
    x, y = point_xy(page, table.iloc[-1]["event_id"])
    page.mouse.move(x - 5, y - 5)
    page.mouse.move(x, y)  # draw a hover label, too
    page.locator(f"#{CHART_DIV_ID} .hovertext").first.wait_for()
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert page.console_errors == [] and page.failed_requests == []


def test_inline_plotlyjs_makes_a_single_file_page(page, tmp_path):
    path = write_page(mixed_events(), tmp_path / "index.html", plotlyjs="inline")
    assert not (tmp_path / charts.PLOTLYJS_NAME).exists()
    open_page(page, path)
    assert page.console_errors == [] and page.failed_requests == []
    with pytest.raises(ValueError, match="plotlyjs"):
        write_page(mixed_events(), tmp_path / "x.html", plotlyjs="cdn")


def test_the_map_slider_label_shows_the_range_chosen_on_the_timeline(page, mixed_page):
    open_page(page, mixed_page)
    page.evaluate(
        f"void Plotly.relayout('{CHART_DIV_ID}', {{'xaxis.range': ['2016-11-20', '2016-12-10']}})"
    )
    assert page.locator(".tl-slider-label").inner_text() == "20 Nov 2016 \u2013 10 Dec 2016"
    page.locator(".tl-all").click()
    assert shown(page) == 4
