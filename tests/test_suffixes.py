"""Turkish case endings after names: "Ankara'da" is Ankara, cued as "in Ankara" is."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from timeline.understand import understand_caption
from timeline.understand.suffixes import split_case_endings


def test_the_apostrophe_before_an_ending_becomes_a_space_and_the_ending_is_kept():
    text, endings = split_case_endings("İstanbul'un Kadıköy ilçesinde, Ankara'dan gelen")
    assert text == "İstanbul un Kadıköy ilçesinde, Ankara dan gelen"
    assert endings == {8: "un", 37: "dan"}


@pytest.mark.parametrize("text", [
    "Houthi fighters parade in Sana'a on March 3, 2015.",  # no Turkish letters: untouched
    "Residents of Modi'in and Usol'ye wait.",
])
def test_captions_without_turkish_letters_keep_their_apostrophes(text):
    assert split_case_endings(text) == (text, {})


@given(st.text(alphabet="aAıİşğüöç'’ dnemTVk", max_size=40))
def test_offsets_never_move(text):
    split, _ = split_case_endings(text)
    assert len(split) == len(text)


@pytest.mark.parametrize("caption, name, code", [
    ("Ankara'da 15 Temmuz 2023 tarihinde düzenlenen törene Cumhurbaşkanı katıldı. "
     "(Fotoğraf: Mehmet Ali Özcan - Anadolu Ajansı)", "Ankara", "TR"),
    # a province in the genitive, its district in the locative
    ("Hatay'ın Antakya ilçesinde 14 Şubat 2023'te enkaz kaldırma çalışmaları sürüyor. "
     "(Fotoğraf: Mustafa Hatipoğlu/Anadolu Ajansı)", "Antakya", "TR"),
    # a name that is also a word ("van") is a name when it takes an ending
    ("Van'ın merkezinde 3 Mart 2022'de kar yağışı etkili oldu, İran sınırından gelen "
     "göçmenler yakalandı. (Fotoğraf: Özkan Bilgin/Anadolu Ajansı)", "Van", "TR"),
])
def test_turkish_captions_place_the_name_in_the_locative(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize("caption, name", [
    # a district the gazetteer lacks, written after its city with the ending: in the city
    ("İstanbul Beyoğlu'ndaki İstiklal Caddesi'nde toplanan kalabalık 3 Mart 2024'te yürüdü.",
     "Istanbul"),
    # a district it knows is the place
    ("Ankara Çankaya'da 3 Mart 2024'te bir binada yangın çıktı.", "Çankaya"),
    # a verb's locative over a noun's: the protest in Istanbul, not the hospital in Gaza
    ("Gazze'deki hastaneye düzenlenen saldırı 18 Ekim 2023'te İstanbul'da protesto edildi.",
     "Istanbul"),
    # an ending closes the name: no "da" links it to a longer name ("Plaza de Mayo")
    ("İstanbul'da Filistin için 3 Mart 2024'te yürüdüler.", "Istanbul"),
])
def test_case_endings_of_districts_and_of_nouns(gaz, caption, name):
    assert understand_caption(caption, gaz).place.resolution.name == name
