"""One sentence splitter for the date and place readers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.date_mentions import find_date_mentions
from timeline.understand.sentences import sentence_starts


@pytest.mark.parametrize(
    "text",
    [
        "Troops enter Aleppo, Syria, Wed. Dec. 7, 2016.",
        "U.S. troops patrol near Manbij, Syria, on March 5, 2017.",
        "President George W. Bush speaks in Washington on Jan. 5, 2006.",
        "Medics (e.g. Red Crescent teams) work in Idlib on May 3, 2019.",
        "Gen. Smith visits No. 10 Downing Street in London, June 4, 2020.",
        "Ohio Gov. Mike DeWine and Sen. Sherrod Brown tour Dayton on Aug. 7, 2019.",
    ],
)
def test_abbreviations_and_initials_do_not_end_a_sentence(text):
    assert sentence_starts(text) == [0]


def test_sentences_end_at_a_full_stop_before_a_capital_a_digit_or_a_quote():
    text = 'Smoke rises over Gaza. 2016 was worse. "We fled," she said. And then?'
    starts = sentence_starts(text)
    assert [text[s : s + 4] for s in starts] == ["Smok", "2016", '"We ', "And "]


def test_the_date_reader_numbers_sentences_as_the_place_reader_splits_them():
    text = ("Residents return to Mosul, Iraq, Wed. July 12, 2017. The offensive began "
            "on October 17, 2016. U.S. jets flew over the city on Sept. 3, 2016.")
    starts = sentence_starts(text)
    mentions = find_date_mentions(text)
    assert [m.sentence for m in mentions] == [0, 1, 2]
    assert all(starts[m.sentence] <= m.start for m in mentions)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("Ab. ?!U.S\"(‘’)1 e.g")), max_size=80))
def test_sentence_starts_are_increasing_offsets_into_the_text(text):
    starts = sentence_starts(text)
    assert starts[0] == 0
    assert all(a < b <= len(text) for a, b in zip(starts, starts[1:], strict=False))


def test_an_exclamation_mark_before_a_number_ends_no_sentence():
    """"GO! 2025", "Jeopardy! 2024": a name's mark, then a year; before a capital it ends one."""
    text = "The opening of GO! 2025 in Nova Gorica. Crowds gathered! Then it rained."
    assert [text[s : s + 6] for s in sentence_starts(text)] == ["The op", "Crowds", "Then i"]


def test_a_german_day_s_full_stop_ends_no_sentence():
    text = "Helfer am Dienstag, 17. März 2026, in Zermatt. Die Suche dauert an. Seit 2025. März"
    assert [text[s : s + 6] for s in sentence_starts(text)] == ["Helfer", "Die Su", "Seit 2",
                                                                 "März"]
