"""Properties that hold for any input (hypothesis).

* Understanding any text returns without error; a date is a real calendar date
  with ``start <= end``; coordinates are finite and in range; offsets point
  into the caption.
* Reading any bytes either yields records or raises one of the project's own
  input errors; never anything else.
* What the readers read is what was written (JSON Lines, CSV, text paragraphs).
* Counts are conserved: records = events + duplicates, events = mapped +
  unresolved, and every record is a source of exactly one event.
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import math
import re
from pathlib import Path

import pandas as pd
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from timeline.errors import TimelineError
from timeline.events import build
from timeline.records import MAX_CAPTION_CHARS, read_records
from timeline.understand import understand_caption
from timeline.understand.text import normalise_text


def bounded(examples: int) -> settings:
    """Few enough examples to stay fast; fixtures are session-wide or fresh per example by hand."""
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture],
    )


# Words and marks that steer the extractors into their date, credit and place rules.
TOKENS = [
    "Aleppo",
    "Syria",
    "Mosul",
    "Iraq",
    "Tripoli",
    "Libya",
    "Lebanon",
    "Sanaa",
    "Yemen",
    "Paris",
    "Georgia",
    "al-",
    "Al",
    "in",
    "near",
    "of",
    "the",
    "city",
    "north",
    "province",
    "Kabul,",
    "Jordan",
    "Chad",
    "Nice",
    "January",
    "Feb.",
    "February",
    "Sept.",
    "December",
    "Dec",
    "Monday",
    "Friday,",
    "29",
    "30",
    "31",
    "0",
    "1",
    "15,",
    "2016",
    "2016.",
    "1900",
    "1839",
    "2099",
    "9999",
    "0001",
    "12/31/2016",
    "2016-02-30",
    "2015-10",
    "(Photo",
    "by",
    "Photo",
    "/Reuters)",
    "/AFP",
    "REUTERS/",
    "AFP/Getty",
    "Images",
    "Handout",
    "Stringer",
    "(",
    ")",
    ",",
    ".",
    "-",
    "/",
    ":",
    ";",
    "\u2019",
    "\u2018",
    "\u00e9",
    "\u062d\u0644\u0628",
    "\U0001f600",
    "=SUM(A1)",
    "<script>",
    "${x}",
    "\n",
    "\t",
    "\x00",
    "\u202e",
]
caption_like = st.lists(st.one_of(st.sampled_from(TOKENS), st.text(max_size=6)), max_size=40).map(
    " ".join
)
any_text = st.one_of(st.text(max_size=400), caption_like)
# Text a user could type: no surrogates, no control or format characters.
typed = st.characters(blacklist_categories=("Cs", "Cc", "Cf"))
typed_text = st.text(alphabet=typed, max_size=80)
visible_line = st.text(alphabet=typed, min_size=1, max_size=60).filter(
    lambda s: any(c.isalnum() for c in s)
)


def check_date(date, body: str) -> None:
    """A found date is a real calendar date, ordered, and its text is in the caption."""
    if date.start is None:
        return
    assert isinstance(date.start, dt.date) and isinstance(date.end, dt.date)
    assert date.start <= date.end
    assert date.precision in ("day", "month", "year")
    assert date.time_precision in (1, 2, 3)
    if date.span is not None:
        start, end = date.span
        assert 0 <= start <= end <= len(body)
    for value in date.context_dates:
        assert re.fullmatch(r"\d{4}(-\d{2}(-\d{2})?)?", value), value
        dt.date.fromisoformat(value + "-01-01"[len(value) - 4 :])


def check_place(place, body: str) -> None:
    """Coordinates in range; every mention points at its own text in the caption."""
    for mention in place.mentions:
        assert 0 <= mention.start < mention.end <= len(body)
        assert body[mention.start : mention.end] == mention.text
    resolution = place.resolution
    if resolution is None:
        return
    assert math.isfinite(resolution.latitude) and math.isfinite(resolution.longitude)
    assert -90 <= resolution.latitude <= 90 and -180 <= resolution.longitude <= 180
    assert resolution.geo_precision in (1, 2, 3)
    assert re.fullmatch(r"[A-Z]{2}", resolution.country_code)


@bounded(200)
@given(text=any_text)
@example(text="Boys walk in Douma, Syria February 30, 2016. (Photo by Bassam Khabieh/Reuters)")
@example(text="Crowds in Aleppo, Syria on May 5, 1500 and on 31 December 9999.")
@example(text="(Photo by /)" * 50)
@example(text="al- " * 200 + "Aleppo")
def test_understanding_any_text_gives_valid_facts(gaz, text):
    facts = understand_caption(text, gaz)
    assert facts.text == normalise_text(text)
    check_date(facts.date, facts.body)
    check_place(facts.place, facts.body)
    for value in (facts.credit.photographer, facts.credit.agency, facts.credit.provider):
        assert value is None or isinstance(value, str)


@bounded(200)
@given(data=st.binary(max_size=3000), suffix=st.sampled_from([".txt", ".csv", ".tsv", ".jsonl"]))
@example(data=b"\xff\xfe" + "a\nb".encode("utf-16-le"), suffix=".txt")
@example(data=b"\x00" * 10, suffix=".jsonl")
@example(data=b'text\n"' + b"x\n" * 100, suffix=".csv")
@example(data=b"\r\r\r\xe9\r", suffix=".txt")
def test_reading_any_bytes_yields_records_or_a_project_error(tmp_path_factory, data, suffix):
    path = tmp_path_factory.mktemp("bytes") / f"input{suffix}"
    path.write_bytes(data)
    try:
        records = list(read_records([path]))
    except TimelineError:
        return
    lines = data.count(b"\n") + data.count(b"\r") + 1
    for record in records:
        assert record.text.strip() and len(record.text) <= MAX_CAPTION_CHARS
        assert record.source == str(path) and 1 <= record.line <= lines


@bounded(100)
@given(captions=st.lists(st.one_of(typed_text, st.sampled_from(["", " ", "\u200b"])), max_size=20))
def test_json_lines_read_back_what_was_written(tmp_path_factory, captions):
    path = tmp_path_factory.mktemp("jsonl") / "feed.jsonl"
    path.write_text("".join(json.dumps({"caption": c}) + "\n" for c in captions), encoding="utf-8")
    records = list(read_records([path]))
    kept = [(c, n) for n, c in enumerate(captions, start=1) if c.strip() and c != "\u200b"]
    assert [(r.text, r.line) for r in records] == kept


@bounded(100)
@given(
    captions=st.lists(
        st.text(alphabet=st.one_of(typed, st.sampled_from('\n",')), max_size=60), max_size=15
    ),
    delimiter=st.sampled_from([",", "\t"]),
)
def test_csv_reads_back_what_was_written(tmp_path_factory, captions, delimiter):
    path = tmp_path_factory.mktemp("csv") / ("export.csv" if delimiter == "," else "export.tsv")
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, delimiter=delimiter, lineterminator="\n")
        writer.writerow(["id", "Caption"])
        writer.writerows([i, c] for i, c in enumerate(captions))
    records = list(read_records([path]))
    assert [r.text for r in records] == [c for c in captions if c.strip()]


@bounded(100)
@given(
    paragraphs=st.lists(st.lists(visible_line, min_size=1, max_size=4), max_size=10),
    newline=st.sampled_from(["\n", "\r\n", "\r"]),
    gap=st.integers(1, 3),
)
def test_text_paragraphs_read_back_what_was_written(tmp_path_factory, paragraphs, newline, gap):
    path = tmp_path_factory.mktemp("text") / "captions.txt"
    body = (newline * (gap + 1)).join(newline.join(lines) for lines in paragraphs)
    path.write_bytes(body.encode("utf-8"))
    records = list(read_records([path]))
    assert [r.text for r in records] == [
        " ".join(line.strip() for line in lines) for lines in paragraphs
    ]


@bounded(40)
@given(
    pool=st.lists(any_text, min_size=1, max_size=6), picks=st.lists(st.integers(0, 5), max_size=25)
)
@example(
    pool=[
        "Boys walk in Douma, Syria December 30, 2016.",
        " Boys  walk in Douma, Syria December 30, 2016.",
    ],
    picks=[0, 1, 0],
)
def test_counts_are_conserved(gaz, tmp_path_factory, pool, picks):
    captions = [pool[i % len(pool)] for i in picks]
    path = tmp_path_factory.mktemp("counts") / "feed.jsonl"
    path.write_text("".join(json.dumps({"text": c}) + "\n" for c in captions), encoding="utf-8")
    result = build([path], gazetteer=gaz)
    counts, events = result.counts, result.events
    kept = [normalise_text(c) for c in captions if normalise_text(c)]
    assert counts.records == len(kept)
    assert counts.records == counts.events + counts.duplicates
    assert counts.events == counts.mapped + counts.unresolved == len(events) == len(set(kept))
    assert int(events["n_sources"].sum()) == counts.records
    assert sorted(s for sources in events["sources"] for s in sources) == sorted(
        f"{path}:{n}" for n, c in enumerate(captions, start=1) if normalise_text(c)
    )
    check_events_frame(events)


def check_events_frame(events: pd.DataFrame) -> None:
    """Every row is a valid event: real dates in order, coordinates in range, status that says why."""
    assert (events["text"].str.len() > 0).all()
    dated = events.dropna(subset=["event_date"])
    assert (dated["date_end"] >= dated["event_date"]).all()
    placed = events.dropna(subset=["latitude"])
    assert (
        placed["latitude"].between(-90, 90).all() and placed["longitude"].between(-180, 180).all()
    )
    mapped = events["event_date"].notna() & events["latitude"].notna()
    assert ((events["status"] == "mapped") == mapped).all()
    assert events.loc[~mapped, "unresolved_reason"].notna().all()


def test_the_sample_keeps_the_same_properties(gaz, sample_dir: Path):
    result = build([sample_dir], gazetteer=gaz)
    assert result.counts.records == result.counts.events + result.counts.duplicates
    check_events_frame(result.events)
