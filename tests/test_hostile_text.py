"""Hostile text never executes, never becomes a formula, never becomes a path.

Captions carrying HTML and JavaScript payloads go through the whole pipeline
(read, understand, events table, every output) and are opened in a real
browser (Debian chromium): the map, the timeline, the combined page, and the
notebook display path (DataFrame HTML, the Folium map's ``_repr_html_``, the
Plotly figure). Every payload would set ``window.__pwned``; the test opens every
popup, hovers every chart point and checks that nothing ran, in any frame.

A second set of events has a payload in *every* text column (not only the ones
a caption can reach), so the renderers are tested on whatever a user's places
file or a future column could hold.
"""

from __future__ import annotations

import csv
import functools
import json
from pathlib import Path

import pandas as pd
import pytest

from timeline.events import build
from timeline.outputs import OUTPUT_FILES, write_outputs
from timeline.schema import COLUMNS, LIST_COLUMNS
from timeline.understand.text import normalise_text

pytestmark = pytest.mark.browser

# Each payload would set window.__pwned to its own name, so a failure says which one ran.
PAYLOADS = {
    "script": '<script>window.__pwned="script"</script>',
    "img": "<img src=x onerror=\"window.__pwned='img'\">",
    "svg": '"><svg onload="window.__pwned=\'svg\'">',
    "close-script": '</script><script>window.__pwned="close-script"</script>',
    "template": '${window.__pwned="template"}',
    "backtick": '`;window.__pwned="backtick";`',
    "quote": "';window.__pwned='quote';'",
    "href": "<a id=pwnlink href=\"javascript:window.__pwned='href'\">link</a>",
    "iframe": "<iframe srcdoc=\"<script>parent.__pwned='iframe'</script>\"></iframe>",
    "style": "</style><img src=x onerror=\"window.__pwned='style'\">",
    "comment": '<!--<script>window.__pwned="comment"</script>-->',
    "details": "<details open ontoggle=\"window.__pwned='details'\">x</details>",
    "mustache": "{{constructor.constructor('window.__pwned=\"mustache\"')()}}",
    "line-separator": '\u2028window.__pwned="ls"\u2029',
}
PLACES = [
    ("Douma, Syria", "December 30, 2016"),
    ("Sanaa, Yemen", "December 11, 2016"),
    ("Mosul, Iraq", "December 10, 2016"),
    ("Benghazi, Libya", "March 3, 2015"),
    ("Aden, Yemen", "July 14, 2015"),
    ("Homs, Syria", "May 7, 2014"),
    ("Tikrit, Iraq", "April 1, 2015"),
]
FORMULAS = [
    '=HYPERLINK("http://example.invalid","x")',
    "+1+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(A1:A9)",
    "\t=1+1",
    "\r=1+1",
]
FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r")
STRING_COLUMNS = [c.name for c in COLUMNS if c.dtype == "string"]
# Identifiers and enumerations the pipeline itself writes; every other text column gets payloads.
OWN_VALUES = {"event_id", "status", "date_precision", "country_code"}

EXERCISE = """async () => {
  const pause = () => new Promise(r => setTimeout(r, 0));
  let actions = 0;
  for (const map of (window.timelineMaps || [])) {
    const rows = map.rows || {};
    const ids = rows.id || (rows.ids || []).map(x => x[0]);
    for (const id of ids) { map.select(id, {from: "test"}); actions++; await pause(); }
  }
  for (const item of document.querySelectorAll('.tl-event, a, details, summary, button')) {
    if (item.id === 'pwnlink') { continue; }
    try { item.dispatchEvent(new MouseEvent('mouseover', {bubbles: true})); actions++; } catch (e) {}
  }
  for (const chart of document.querySelectorAll('.js-plotly-plot')) {
    (chart.data || []).forEach((trace, curve) => {
      const n = (trace.x || trace.y || []).length;
      for (let point = 0; point < n; point++) {
        try { Plotly.Fx.hover(chart, [{curveNumber: curve, pointNumber: point}]); actions++; } catch (e) {}
      }
    });
  }
  return actions;
}"""


def hostile_captions() -> list[str]:
    """One caption per payload, each dated and placed so that it is drawn on the map."""
    captions = []
    for number, payload in enumerate(PAYLOADS.values()):
        place, date = PLACES[number % len(PLACES)]
        captions.append(
            f"{payload} Crowds gather in {place} {date}. {payload} (Photo by Ali {payload}/Reuters)"
        )
    return captions


@pytest.fixture(scope="module")
def hostile_build(gaz, tmp_path_factory):
    """The real pipeline on hostile captions, every output written."""
    root = tmp_path_factory.mktemp("hostile")
    source = root / "hostile.txt"
    source.write_text("\n\n".join(hostile_captions()), encoding="utf-8")
    events = build([source], gazetteer=gaz).events
    assert (events["status"] == "mapped").sum() >= len(PAYLOADS) // 2, (
        "too few mapped events to test popups"
    )
    write_outputs(events, root / "output")
    return events, root / "output"


def injected(events: pd.DataFrame, values: list[str]) -> pd.DataFrame:
    """``events`` with ``values`` (cycled) in every text column and in every list."""
    frame = events.copy()
    for offset, column in enumerate(c for c in STRING_COLUMNS if c not in OWN_VALUES):
        cells = [values[(row + offset) % len(values)] for row in range(len(frame))]
        frame[column] = pd.array(cells, dtype="string")
    for column in LIST_COLUMNS:
        frame[column] = [
            [values[row % len(values)], values[(row + 1) % len(values)]]
            for row in range(len(frame))
        ]
    return frame


@pytest.fixture(scope="module")
def everywhere_build(hostile_build, tmp_path_factory):
    """The same events with a payload in every text column and list."""
    events, _ = hostile_build
    frame = injected(events, list(PAYLOADS.values()))
    out = tmp_path_factory.mktemp("everywhere") / "output"
    write_outputs(frame, out)
    return frame, out


def assert_inert(page, path: Path) -> str:
    """Open ``path``, open every popup and hover every point; nothing may run. Returns the visible text."""
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    page.wait_for_timeout(300)
    actions = sum(frame.evaluate(EXERCISE) for frame in page.frames)
    page.wait_for_timeout(300)  # an <img onerror> fires after the failed load
    ran = {
        frame.url[:60]: frame.evaluate(
            "() => window.__pwned === undefined ? null : String(window.__pwned)"
        )
        for frame in page.frames
    }
    assert not any(ran.values()), f"{path.name}: payload ran: {ran}"
    assert page.console_errors == [], f"{path.name}: {page.console_errors}"
    assert actions > 0, f"{path.name}: nothing to exercise (no popups, no chart points)"
    return "\n".join(
        frame.evaluate("() => document.body ? document.body.innerText : ''")
        for frame in page.frames
    )


@pytest.mark.parametrize("name", ["map.html", "timeline.html", "index.html"])
def test_caption_payloads_do_not_run_in_the_pages(page, hostile_build, name):
    _, out = hostile_build
    visible = assert_inert(page, out / name)
    if name != "timeline.html":  # the map's popups show the caption as text, payload and all
        assert any(normalise_text(p) in visible for p in PAYLOADS.values()), (
            "payload text was dropped"
        )


@pytest.mark.parametrize("name", ["map.html", "timeline.html", "index.html"])
def test_payloads_in_every_column_do_not_run(page, everywhere_build, name):
    _, out = everywhere_build
    assert_inert(page, out / name)


def test_notebook_display_path_does_not_run_payloads(page, everywhere_build, tmp_path):
    """What a notebook shows: the DataFrame's HTML, the map's and the figure's HTML reprs."""
    from timeline.render.charts import build_timeline_figure
    from timeline.render.map import build_map

    frame, _ = everywhere_build
    parts = [
        frame._repr_html_(),
        build_map(frame)._repr_html_(),
        build_timeline_figure(frame).to_html(include_plotlyjs=True, full_html=False),
    ]
    notebook = tmp_path / "notebook.html"
    notebook.write_text(
        "<!doctype html><html><body>" + "\n".join(parts) + "</body></html>", encoding="utf-8"
    )
    assert_inert(page, notebook)


def read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_formula_prefixes_never_become_formulas(gaz, tmp_path):
    source = tmp_path / "formulas.jsonl"
    captions = [
        f"{formula} Crowds in {place} {date}." for formula, (place, date) in zip(FORMULAS, PLACES)
    ]
    captions += [f"{formula} A caption with neither date nor place." for formula in FORMULAS]
    source.write_text("".join(json.dumps({"text": c}) + "\n" for c in captions), encoding="utf-8")
    events = build([source], gazetteer=gaz).events
    frame = pd.concat([events, injected(events, FORMULAS)], ignore_index=True)
    write_outputs(frame, tmp_path / "output")
    for name in ("events.csv", "unresolved.csv"):
        rows = read_csv(tmp_path / "output" / name)
        assert rows, name
        for row in rows:
            for column, cell in row.items():
                if column in STRING_COLUMNS:
                    assert not cell.startswith(FORMULA_PREFIXES), f"{name}: {column} = {cell!r}"
                elif cell.startswith(FORMULA_PREFIXES):  # numbers (-3.5) and lists ([...]) only
                    float(cell)
    texts = {row["text"] for row in read_csv(tmp_path / "output" / "events.csv")}
    assert {"'" + normalise_text(c) for c in captions} <= texts


PATHS = [
    "../../etc/passwd",
    "..\\..\\Windows\\System32\\cmd.exe",
    "C:\\Windows\\win.ini",
    "/etc/shadow",
    "~/.ssh/id_rsa",
    "output/../../escape.html",
    "file:///etc/passwd",
    "\\\\server\\share\\x",
]


def test_path_like_text_never_becomes_a_file(gaz, tmp_path):
    inputs = tmp_path / "inputs" / "a"
    inputs.mkdir(parents=True)
    weird = inputs / "..%2F..%2Fevil name ..\\x.txt"
    weird.write_text(
        "\n\n".join(
            f"{p} Crowds in {place} {date}. (Photo by {p}/Reuters)"
            for p, (place, date) in zip(PATHS, PLACES * 2)
        ),
        encoding="utf-8",
    )
    before = {p for p in tmp_path.rglob("*")}
    result = build([weird], gazetteer=gaz)
    events = injected(result.events, PATHS)
    out = tmp_path / "out"
    written = write_outputs(events, out)
    created = {p for p in tmp_path.rglob("*")} - before
    assert all(p == out or out in p.parents for p in created), sorted(map(str, created))
    assert {p.name for p in written} >= set(OUTPUT_FILES)
    assert all(p.parent == out for p in written)
    assert not any(
        name in p.name
        for p in created
        for name in ("passwd", "shadow", "Windows", "escape", "id_rsa")
    )
    sources = {s for row in result.events["sources"] for s in row}
    assert all(s.startswith(str(weird) + ":") for s in sources)


def timelinejs_html_fields(document: dict) -> list[tuple[str, str]]:
    """Every string TimelineJS 3 inserts as HTML: headlines, texts, media captions and credits, group labels."""
    fields = []
    for number, event in enumerate(document.get("events", [])):
        text, media = event.get("text", {}), event.get("media", {})
        fields += [(f"events[{number}].text.{k}", text.get(k) or "") for k in ("headline", "text")]
        fields += [
            (f"events[{number}].media.{k}", media.get(k) or "") for k in ("caption", "credit")
        ]
        fields.append(
            (f"events[{number}].group", event.get("group") or "")
        )  # TimeGroup: innerHTML = label
    return fields


def assert_no_live_timelinejs_markup(out) -> None:
    """Only the <p> and <em> the exporter writes itself may stand in TimelineJS's HTML fields."""
    document = json.loads((out / "timelinejs.json").read_text(encoding="utf-8"))
    allowed = ("<p>", "</p>", "<em>", "</em>")
    live = [(where, value) for where, value in timelinejs_html_fields(document)
            if "<" in functools.reduce(lambda text, tag: text.replace(tag, ""), allowed, value)]
    assert document["events"] and not live, live[:3]


def test_timelinejs_export_has_no_live_markup_from_captions(hostile_build):
    assert_no_live_timelinejs_markup(hostile_build[1])


def test_timelinejs_export_has_no_live_markup_in_any_column(everywhere_build):
    assert_no_live_timelinejs_markup(everywhere_build[1])
