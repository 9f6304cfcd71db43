"""Text normalisation and the repair of line-break damage, before anything reads a caption."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from timeline.understand import understand_caption
from timeline.understand.text import normalise_text, repair_broken_hyphenation


def test_normalise_text_gives_one_space_and_no_controls():
    assert normalise_text("  Boys\u200b walk\t in\nDouma \x07 ") == "Boys walk in Douma"


@pytest.mark.parametrize("broken, mended", [
    # a hyphen and a stray space inside a compound or after an article: the hyphen stays
    ("the al- Sakhour district", "the al-Sakhour district"),
    ("a five- day truce", "a five-day truce"),
    ("the Saudi- led coalition", "the Saudi-led coalition"),
    ("Iran- trained fighters", "Iran-trained fighters"),
    ("Vice- president", "Vice-president"),
    ("Ras al- Ain", "Ras al-Ain"),
])
def test_broken_hyphenation_is_mended(broken, mended):
    assert repair_broken_hyphenation(broken) == mended
    assert repair_broken_hyphenation(broken, KNOWN.__contains__) == mended


KNOWN = {"Wajima", "Ishikawa", "Syrian", "Pietermaritzburg", "Grande"}


@pytest.mark.parametrize("broken, mended, kept", [
    ("a building in Wa- jima, Ishi- kawa prefecture", "a building in Wajima, Ishikawa prefecture",
     "a building in Wa-jima, Ishi-kawa prefecture"),
    ("the Sy- rian army", "the Syrian army", "the Sy-rian army"),
    # long heads and two-letter tails
    ("the finish in Pietermaritz- burg", "the finish in Pietermaritzburg",
     "the finish in Pietermaritz-burg"),
    ("near Pedrogao Gran- de, Leiria", "near Pedrogao Grande, Leiria",
     "near Pedrogao Gran-de, Leiria"),
])
def test_a_word_cut_at_a_line_end_is_joined_when_it_is_a_known_word(broken, mended, kept):
    assert repair_broken_hyphenation(broken, KNOWN.__contains__) == mended
    assert repair_broken_hyphenation(broken) == kept


def test_only_broken_hyphens_are_touched():
    # "Wa-jima" was written with its hyphen: only the line-end cut is joined
    assert repair_broken_hyphenation("Wa-jima and Wa- jima", KNOWN.__contains__) == (
        "Wa-jima and Wajima")
    assert repair_broken_hyphenation("a dash - like this") == "a dash - like this"
    # a compound whose halves make no known word keeps its hyphen
    assert repair_broken_hyphenation("Iran- trained fighters", KNOWN.__contains__) == (
        "Iran-trained fighters")


def test_the_caption_reader_joins_a_place_name_cut_at_a_line_end(gaz):
    facts = understand_caption("A collapsed building in Wa- jima, Ishi- kawa prefecture, Japan, "
                               "January 3, 2024. REUTERS/Kim Kyung-Hoon", gaz)
    assert facts.place.resolution.name == "Wajima"
    assert "Iran-trained" in understand_caption("Iran- trained fighters in Aleppo.", gaz).body


@given(st.text(alphabet="Aa- jk.,\t", max_size=60))
def test_repair_never_lengthens_and_is_stable(text):
    once = repair_broken_hyphenation(text)
    assert len(once) <= len(text)
    assert repair_broken_hyphenation(once) == once


def test_full_width_digits_and_letters_become_ascii_and_brackets_stay():
    assert normalise_text("２０２４年３月（ＮＨＫ）") == "2024年3月（NHK）"


@pytest.mark.parametrize("mangled, mended", [
    # UTF-8 read as Windows-1252 or Latin-1, as exports mangle it
    ("Protesters march in SÃ£o Paulo, Brazil", "Protesters march in São Paulo, Brazil"),
    ("Karneval in KÃ¶ln am 11.11.2019", "Karneval in Köln am 11.11.2019"),
    ("Donâ€™t panic: Kyiv â€” March 2, 2022", "Don’t panic: Kyiv — March 2, 2022"),
    ("Ð¡Ñ‚Ð¾Ð»Ð¸Ñ†Ð°", "Столица"),
    # ... and text that only looks so stays
    ("Âge de pierre à Évian-les-Bains", "Âge de pierre à Évian-les-Bains"),
    ("Ã la carte", "Ã la carte"),
])
def test_mojibake_is_mended(mangled, mended):
    assert normalise_text(mangled) == mended


def test_the_caption_reader_reads_a_mangled_town(gaz):
    facts = understand_caption("Karnevalisten feiern in KÃ¶ln am 11.11.2019. Foto: Oliver "
                               "Berg/dpa", gaz)
    assert facts.place.resolution.name == "Köln"


@pytest.mark.parametrize("marked, clean", [
    ("People gather in Paris<br>on May 1, 2024. <i>AFP PHOTO / JOEL SAGET</i>",
     "People gather in Paris on May 1, 2024. AFP PHOTO / JOEL SAGET"),
    ("Smoke rises over Gaza &#8212; Dec. 5, 2023 &amp; later.&nbsp;REUTERS/Name",
     "Smoke rises over Gaza — Dec. 5, 2023 & later. REUTERS/Name"),
    ("a score of 3 < 5 and x > 2", "a score of 3 < 5 and x > 2"),  # (no tag)
])
def test_html_markup_and_entities_are_read_past(marked, clean):
    assert normalise_text(marked) == clean


@pytest.mark.parametrize("damaged, mended", [
    # punctuation that lost its space
    ("Damage in Kabul,Afghanistan,October 9,2001.The strikes began.REUTERS/Stringer",
     "Damage in Kabul, Afghanistan, October 9, 2001. The strikes began. REUTERS/Stringer"),
    # an OCR's digits for letters, where the text reads as a scan's
    ("Refugees 1ine up in G0ma, Zaire, Wednesday, Ju1y 20, 1994. (AP Photo/Jean-Marc Bouju)",
     "Refugees line up in Goma, Zaire, Wednesday, July 20, 1994. (AP Photo/Jean-Marc Bouju)"),
    ("MOSCOW, Aug. 2O (AP)--Crowds bui1d barricades outside the bui1ding for Mikhai1 "
     "Gorbachev. 8/2O/91",
     "MOSCOW, Aug. 20 (AP)--Crowds build barricades outside the building for Mikhail "
     "Gorbachev. 8/20/91"),
    ("0KLAH0MA CITY (AP) -- Rescuers in Ok1ahoma City, Wednesday, Apri1 19, 1995.",
     "OKLAHOMA CITY (AP) -- Rescuers in Oklahoma City, Wednesday, April 19, 1995."),
    # a CSV field's quotes left on; a credit printed twice
    ('"People watch a show themed ""Celebrating"" in Shanghai. (Xinhua/Ding Ting)"',
     'People watch a show themed "Celebrating" in Shanghai. (Xinhua/Ding Ting)'),
    ("Il ponte a Genova, 14 agosto 2018. ANSA/LUCA ZENNARO ANSA/LUCA ZENNARO",
     "Il ponte a Genova, 14 agosto 2018. ANSA/LUCA ZENNARO"),
])
def test_damage_from_exports_and_scans_is_mended(damaged, mended):
    assert normalise_text(damaged) == mended


@pytest.mark.parametrize("text", [
    "3,000 people, 2.5% of the U.S. vote, yna.co.kr, the H1N1 virus",
    "Ligue1, Formula1 and the Top10 list in Paris on May 1, 2024",  # (names, not a scan)
    "He said: \"We are here\" in Paris on May 1, 2024. \"Yes\" she said",
])
def test_text_that_only_looks_damaged_stays(text):
    assert normalise_text(text) == text


def test_a_credit_printed_twice_before_a_line_break_is_mended():
    assert normalise_text("Il ponte a Genova, 14 agosto 2018. ANSA/LUCA ZENNARO "
                          "ANSA/LUCA ZENNARO\n") == "Il ponte a Genova, 14 agosto 2018. ANSA/LUCA ZENNARO"


@pytest.mark.parametrize(("broken", "mended"), [
    ("ST JOHN' S, Antigua", "ST JOHN'S, Antigua"),
    ("in Stalin\u2019 s home town", "in Stalin\u2019s home town"),
    ("the word 'yes' said twice", "the word 'yes' said twice"),  # a quotation's close
    ("the players' sons", "the players' sons"),  # a plural's possessive
])
def test_a_possessive_s_cut_off_by_a_space_is_mended(broken, mended):
    assert normalise_text(broken) == mended
