"""Scoring against gold JSON Lines: the sample, null semantics, tolerance, the JSON shape, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from timeline.errors import InputError, MalformedRecordError, UnreadableInputError
from timeline.evaluate import (
    FIELDS,
    Evaluation,
    GoldRecord,
    Miss,
    evaluate_gold,
    read_gold,
    score_events,
)
from timeline.schema import COLUMN_NAMES, coerce_events
from timeline.understand.text import normalise_text

EXTRA = Path(__file__).parent / "data" / "captions_dates_credits.jsonl"
ALEPPO = ("Syrians gather during an evacuation in Aleppo, Syria, December 15, 2016. "
          "(Photo by Karam Al-Masri/AFP Photo)")
STRINGER = "Fighters fire a weapon in Aleppo, Syria, on December 12, 2016. (Photo by AFP Photo/Stringer)"
MONTH_ONLY = "A hospital in Gaza City, November 2023. (Photo by Stringer/Anadolu Agency via Getty Images)"


def write_gold(tmp_path: Path, records: list[dict], name: str = "gold.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def sample_evaluation(gold_path, gaz) -> Evaluation:
    return evaluate_gold(gold_path, gazetteer=gaz)


def test_sample_gold_is_all_right(sample_evaluation):
    result = sample_evaluation.as_dict()
    assert result["n"] == 14
    for name in FIELDS:
        assert result["fields"][name] == {"scored": 14, "correct": 14, "accuracy": 1.0}, name
    assert result["misses"] == []


def test_json_shape_is_what_scripts_read(sample_evaluation):
    result = json.loads(json.dumps(sample_evaluation.as_dict()))
    assert set(result) == {"n", "fields", "misses"}
    assert list(result["fields"]) == ["date", "place", "country", "photographer", "agency"]
    for score in result["fields"].values():
        assert set(score) == {"scored", "correct", "accuracy"}


def test_report_lists_each_field(sample_evaluation):
    report = sample_evaluation.report()
    for name in FIELDS:
        assert f"\n{name}" in report
    assert "14 record(s)" in report and "No misses." in report


def test_own_labelled_captions_through_the_pipeline(gaz):
    result = evaluate_gold(EXTRA, gazetteer=gaz)
    fields = result.fields
    assert result.n == len(EXTRA.read_text(encoding="utf-8").splitlines()) >= 60
    assert fields["date"].scored == result.n and fields["date"].accuracy >= 0.95
    assert fields["photographer"].accuracy == 1.0 and fields["agency"].accuracy == 1.0
    assert fields["place"].scored == 0 and fields["country"].scored == 0  # not labelled: not scored


def test_null_means_none_and_absent_means_not_scored(tmp_path, gaz):
    path = write_gold(tmp_path, [
        {"id": "named", "text": ALEPPO, "gold": {"photographer": None, "date": None}},
        {"id": "stringer", "text": STRINGER, "gold": {"photographer": None, "date": "2016-12-12"}},
        {"id": "month", "text": MONTH_ONLY, "gold": {"date": None, "agency": "anadolu"}},
        {"id": "nothing", "text": ALEPPO},
    ])
    result = evaluate_gold(path, gazetteer=gaz)
    assert result.n == 4
    assert (result.fields["photographer"].scored, result.fields["photographer"].correct) == (2, 1)
    assert (result.fields["date"].scored, result.fields["date"].correct) == (3, 2)
    assert (result.fields["agency"].scored, result.fields["agency"].correct) == (1, 1)
    assert result.fields["place"].scored == 0 and result.fields["place"].accuracy is None
    assert set(result.misses) == {
        Miss("named", "photographer", None, "Karam Al-Masri"),
        Miss("named", "date", None, "2016-12-15"),
    }
    # one line: a bare number is out of every record, a/b out of those labelled
    assert result.tally() == "2/3 · 0/0 · 0/0 · 1/2 · 1/1"


def test_the_tally_of_the_sample_gold(sample_evaluation):
    assert sample_evaluation.tally() == "14 · 14 · 14 · 14 · 14"


def test_place_is_right_within_the_tolerance(tmp_path, gaz):
    # About 31 km south of Aleppo: wrong at the default 25 km, right at 40 km.
    point = {"lat": 35.92, "lon": 37.16, "place": "south of Aleppo"}
    path = write_gold(tmp_path, [
        {"id": "default", "text": ALEPPO, "gold": point},
        {"id": "wide", "text": ALEPPO, "gold": point | {"tolerance_km": 40}},
        {"id": "none", "text": ALEPPO, "gold": {"lat": None, "lon": None}},
    ])
    result = evaluate_gold(path, gazetteer=gaz)
    assert (result.fields["place"].scored, result.fields["place"].correct) == (3, 1)
    default, none = result.misses
    assert default.id == "default" and "within 25 km" in default.expected and "km away" in default.got
    assert none.id == "none" and none.expected is None and "Aleppo" in none.got


def test_folding_of_names_and_codes(tmp_path, gaz):
    path = write_gold(tmp_path, [{"id": "fold", "text": ALEPPO, "gold": {
        "photographer": "  karam   al-masrí ", "agency": "afp", "country_code": "sy"}}])
    result = evaluate_gold(path, gazetteer=gaz)
    assert result.misses == () and result.fields["country"].correct == 1


@pytest.mark.parametrize("agency, right", [("Agence France-Presse", True), ("AFP PHOTO", True),
                                           ("Reuters", False)])
def test_an_agency_matches_under_any_of_its_spellings(tmp_path, gaz, agency, right):
    path = write_gold(tmp_path, [{"id": "a", "text": ALEPPO, "gold": {"agency": agency}}])
    assert evaluate_gold(path, gazetteer=gaz).fields["agency"].correct == int(right)


def events_frame(rows: list[dict]) -> pd.DataFrame:
    """A hand-made events table: only the columns given, the rest NA."""
    full = [{name: None for name in COLUMN_NAMES} | {"context_dates": [], "date_notes": [],
            "place_candidates": [], "other_places": [], "sources": []} | row for row in rows]
    return coerce_events(pd.DataFrame.from_records(full))


def test_scoring_on_a_hand_made_table():
    gold = [GoldRecord("a", "Caption  one.", {"date": "2016-12", "agency": "Reuters"}, 1),
            GoldRecord("b", "Caption two.", {"date": "2016-12-15", "country_code": "SY"}, 2),
            GoldRecord("c", "Caption three.", {"date": "2016", "photographer": "Ann Lee"}, 3)]
    events = events_frame([
        {"text": normalise_text("Caption  one."), "event_date": "2016-12-01", "date_precision": "month",
         "agency": "REUTERS"},
        {"text": "Caption two.", "event_date": "2016-12-01", "date_precision": "month",
         "country_code": "SY"},
    ])
    result = score_events(gold, events)
    assert {k: (v.scored, v.correct) for k, v in result.fields.items()} == {
        "date": (3, 1), "place": (0, 0), "country": (1, 1), "photographer": (1, 0), "agency": (1, 1)}
    assert result.misses == (Miss("b", "date", "2016-12-15", "2016-12"), Miss("c", "date", "2016", None),
                             Miss("c", "photographer", "Ann Lee", None))
    report = result.report()
    assert "expected '2016-12-15', got '2016-12'" in report and "expected 'Ann Lee', got none" in report


@pytest.mark.parametrize("line, message", [
    ('{"id": "x", "text": "A caption."', "not valid JSON"),
    ('["A caption."]', "expected a JSON object"),
    ('{"id": "x", "gold": {}}', 'no "text"'),
    ('{"id": "x", "text": "   "}', 'no "text"'),
    ('{"text": "A caption.", "gold": []}', '"gold" must be an object'),
    ('{"text": "A caption.", "gold": {"date": "15 Dec 2016"}}', "is not YYYY-MM-DD"),
    ('{"text": "A caption.", "gold": {"lat": 36.2}}', 'only one of "lat" and "lon"'),
    ('{"text": "A caption.", "gold": {"lat": "36.2", "lon": 37.1}}', "is not a number"),
    ('{"text": "A caption.", "gold": {"lat": 136.2, "lon": 37.1}}', "outside the globe"),
    ('{"text": "A caption.", "gold": {"lat": 36.2, "lon": 37.1, "tolerance_km": 0}}', "positive"),
    ('{"text": "A caption.", "gold": {"agency": 7}}', "string or null"),
])
def test_bad_gold_lines_name_file_and_line(tmp_path, line, message):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "ok", "text": "A caption."}\n\n' + line + "\n", encoding="utf-8")
    with pytest.raises(MalformedRecordError) as caught:
        read_gold(path)
    assert isinstance(caught.value, InputError) and isinstance(caught.value, ValueError)
    assert str(caught.value).startswith(f"{path}:3: ") and message in str(caught.value)
    assert caught.value.line == 3


def test_missing_gold_file_is_an_unreadable_input(tmp_path):
    with pytest.raises(UnreadableInputError, match="gold file not found"):
        read_gold(tmp_path / "nope.jsonl")


def test_records_without_id_or_gold_are_read(tmp_path):
    path = tmp_path / "plain.jsonl"
    path.write_text('\ufeff{"text": "A caption."}\n{"text": "Another.", "gold": null}\n', encoding="utf-8")
    assert read_gold(path) == [GoldRecord("line 1", "A caption.", {}, 1),
                               GoldRecord("line 2", "Another.", {}, 2)]


def test_an_empty_gold_file_scores_nothing(tmp_path, gaz):
    path = tmp_path / "empty.jsonl"
    path.write_text("\n", encoding="utf-8")
    result = evaluate_gold(path, gazetteer=gaz)
    assert result.n == 0 and all(result.fields[n].accuracy is None for n in FIELDS)
    assert "0 record(s)" in result.report()
