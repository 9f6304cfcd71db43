"""Text normalisation and the repair of line-break damage, before anything reads a caption."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from timeline.understand.text import normalise_text, repair_broken_hyphenation


def test_normalise_text_gives_one_space_and_no_controls():
    assert normalise_text("  Boys\u200b walk\t in\nDouma \x07 ") == "Boys walk in Douma"


@pytest.mark.parametrize("broken, mended", [
    # a hyphen and a stray space inside a compound or after an article: the hyphen stays
    ("the al- Sakhour district", "the al-Sakhour district"),
    ("a five- day truce", "a five-day truce"),
    ("the Saudi- led coalition", "the Saudi-led coalition"),
    ("Pro- Russian forces", "Pro-Russian forces"),
    ("Two- day talks", "Two-day talks"),
    ("Ras al- Ain", "Ras al-Ain"),
    # a capitalised word cut at a line end is joined whole
    ("a building in Wa- jima, Ishi- kawa prefecture", "a building in Wajima, Ishikawa prefecture"),
    ("the Sy- rian army", "the Syrian army"),
])
def test_broken_hyphenation_is_mended(broken, mended):
    assert repair_broken_hyphenation(broken) == mended


def test_only_broken_hyphens_are_touched():
    # "Kfar-nabl" was written with its hyphen: only the line-end cut is joined
    assert repair_broken_hyphenation("Kfar-nabl and Wa- jima") == "Kfar-nabl and Wajima"
    assert repair_broken_hyphenation("a dash - like this") == "a dash - like this"


@given(st.text(alphabet="Aa- jk.,\t", max_size=60))
def test_repair_never_lengthens_and_is_stable(text):
    once = repair_broken_hyphenation(text)
    assert len(once) <= len(text)
    assert repair_broken_hyphenation(once) == once
