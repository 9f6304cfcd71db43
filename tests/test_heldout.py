"""A held-out set: captions written by the lead without looking at the rules.

These 40 captions (tests/data/heldout_captions.jsonl) were labelled blind, in
several agencies' house styles and across many countries, to check that the
rules generalise beyond the sample and beyond each engineer's own test captions.
The floors below are the accuracy reached when the set was written; a change
that drops under one has made the tool worse on captions it was not fitted to.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from timeline.evaluate import evaluate_gold

HELDOUT = Path(__file__).parent / "data" / "heldout_captions.jsonl"
FLOORS = {"date": 0.95, "place": 0.85, "country": 0.9, "photographer": 0.95, "agency": 0.9}


@pytest.fixture(scope="module")
def scores(gaz):
    return evaluate_gold(HELDOUT, gazetteer=gaz).as_dict()


@pytest.mark.parametrize("field", sorted(FLOORS))
def test_heldout_accuracy_stays_above_its_floor(scores, field):
    result = scores["fields"][field]
    misses = [m for m in scores["misses"] if m["field"] == field]
    assert result["scored"] >= 30
    assert result["accuracy"] >= FLOORS[field], misses
