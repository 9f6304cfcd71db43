"""Static images: timeline.png from kaleido and map.png from headless Debian chromium."""

from __future__ import annotations

import hashlib
import json
import struct
import zlib
from pathlib import Path

import pandas as pd
import pytest

from timeline.errors import TimelineError, UnreadableInputError
from timeline.render import images
from timeline.render.map import write_map
from timeline.schema import COLUMN_NAMES, coerce_events

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def events(gold_path: Path) -> pd.DataFrame:
    """The sample's gold events as an events table."""
    rows = []
    for line in gold_path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        gold = record["gold"]
        row = dict.fromkeys(COLUMN_NAMES)
        row.update(
            event_id=hashlib.sha256(record["text"].encode()).hexdigest()[:16], text=record["text"],
            event_date=gold["date"], date_end=gold["date"], date_precision="day",
            place_name=gold["place"], place_id=f"gold:{gold['place']}", latitude=gold["lat"],
            longitude=gold["lon"], country_code=gold["country_code"], country=gold["country_code"],
            photographer=gold["photographer"], agency=gold["agency"], status="mapped",
            context_dates=[], date_notes=[], place_candidates=[], other_places=[],
            sources=["sample:1"], n_sources=1)
        rows.append(row)
    return coerce_events(pd.DataFrame(rows))


def png_facts(data: bytes) -> tuple[int, int, int]:
    """Width, height and the number of distinct byte values in the image data (a blank is ~2)."""
    assert data.startswith(PNG_SIGNATURE)
    width, height = struct.unpack(">II", data[16:24])
    chunks, offset = [], 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        if kind == b"IDAT":
            chunks.append(data[offset + 8:offset + 8 + length])
        offset += 12 + length
    return width, height, len(set(zlib.decompress(b"".join(chunks))))


@pytest.mark.slow  # about 6 s: kaleido starts chromium once, Playwright once more
@pytest.mark.browser
def test_write_images_makes_both_pngs(events, tmp_path, no_network):
    write_map(events, tmp_path / "map.html")
    paths = images.write_images(events, tmp_path)
    assert [p.name for p in paths] == ["timeline.png", "map.png"]
    width, height, variety = png_facts(paths[0].read_bytes())
    assert width == images.IMAGE_WIDTH and height >= 400 and variety > 20
    width, height, variety = png_facts(paths[1].read_bytes())
    assert (width, height) == (images.MAP_VIEWPORT["width"], images.MAP_VIEWPORT["height"])
    assert variety > 20
    assert not list(tmp_path.glob(".*.tmp"))  # atomic writes leave no temporary files


def test_images_need_the_map_first(events, tmp_path):
    with pytest.raises(UnreadableInputError, match="write the map first") as caught:
        images.write_images(events, tmp_path)
    assert isinstance(caught.value, OSError)
    assert not (tmp_path / "timeline.png").exists()


@pytest.mark.browser
def test_screenshot_works_beside_a_running_playwright(browser, tmp_path):
    """A sync Playwright session is already open (as in the test session or a notebook)."""
    page = tmp_path / "page.html"
    page.write_text("<!DOCTYPE html><body style='background:#c00'><h1>hello</h1></body>")
    width, height, variety = png_facts(images.screenshot_html(page, viewport={"width": 300,
                                                                              "height": 200}))
    assert (width, height) == (300, 200) and variety > 2
    assert browser.is_connected()


def test_missing_chromium_says_how_to_fix(monkeypatch, tmp_path):
    monkeypatch.setattr(images, "CHROMIUM", str(tmp_path / "no-chromium"))
    with pytest.raises(TimelineError, match="apt-get install chromium"):
        images.render_png(images.build_timeline_figure(pd.DataFrame(
            {name: [] for name in COLUMN_NAMES})))
