"""Session 29's gazetteer rules: a leading "El"/"Es"/"Il" dropped only where it is Arabic's
article (Mexico's "El Grande" is never "Grande"); Azerbaijan's names as Turkish captions write
them ("Hocalı", "Hankendi"); a name matched on one part of a hyphenated compound
("Biak" of "Biak-na-Bato") is no name; English words among towns' alternates ("Waits" for
Oildale) and sound-alikes ("Bitcoin", Bitkine) left out; a credit's word in capitals
("ANTARA FOTO") flagged as the word it is; and curated places, landmarks and features that
captions name and cities500 lacks (Tawila, Boduan, Dukan, Cumberland, Georgia; the Darvaza
gas crater, the Mandalika circuit, Okaukuejo; Hwange and Gorongosa national parks; Kampong
Glam, Dakar's Médina, Cork's Blackpool)."""

from __future__ import annotations

import csv

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gazetteer import distance_km
from gazetteer.build import _turkish_spellings
from gazetteer.names import keys_of_tokens, tokens
from gazetteer.sources import data_path
from timeline.rows import caption_row


def _near(lat: float | None, lon: float | None, to: tuple[float, float], km: float) -> bool:
    """True when (lat, lon) is a point within ``km`` of ``to``."""
    return lat is not None and lon is not None and distance_km(lat, lon, *to) <= km


def _row(gaz, caption: str) -> dict:
    """The caption reader's row for one caption."""
    return caption_row(caption, ["test"], gaz)


def _texts(gaz, text: str) -> list[str]:
    """The names find_names finds in ``text``, as written."""
    return [m.text for m in gaz.find_names(text)]


# -- an article dropped only where it is Arabic's --------------------------------------

def test_spanish_article_is_kept_in_keys():
    """Not article-optional, "El Grande" has no key "grande"; article-optional, it has."""
    kept, _ = keys_of_tokens(tokens("El Grande"), phonetic=False, article_optional=False)
    dropped, _ = keys_of_tokens(tokens("El Grande"), phonetic=False)
    assert kept == {" el  grande "}
    assert " grande " in dropped


@pytest.mark.parametrize("word", ["Control", "Toboso", "Castell", "Grande"])
def test_romance_names_without_their_article_are_no_places(gaz, word):
    """Mexico's "El Control" and "El Grande", Spain's "El Toboso", Menorca's "Es Castell":
    their bare words name none of them."""
    ids = {p.place_id for p in gaz.candidates(word)}
    named = {p.place_id for p in gaz.candidates(f"El {word}")} | {
        p.place_id for p in gaz.candidates(f"Es {word}")}
    assert not ids & named


@pytest.mark.parametrize("bare, cc", [("Hudaydah", "YE"), ("Tira", "IL"), ("Mansurah", "EG")])
def test_arabic_article_still_optional(gaz, bare, cc):
    """An Arabic-speaking country's (and Israel's Arab towns') names are found without it."""
    assert cc in {p.country_code for p in gaz.candidates(bare)}


def test_grand_mosque_of_touba_is_touba(gaz):
    """French "la Grande mosquée de Touba" is Touba, not Mexico's El Grande."""
    row = _row(gaz, "Des pèlerins convergent vers la Grande mosquée de Touba pour le Magal, "
                    "le 12 septembre 2025. (Photo APS)")
    assert row["country_code"] == "SN"


def test_grande_is_flagged_as_a_word(gaz):
    """"Grande", the Romance adjective, is a common word wherever it matches (Germany's
    village of Grande keeps its name, flagged)."""
    grande = [m for m in gaz.find_names("la Grande mosquée de Dakar") if m.text == "Grande"]
    assert grande and grande[0].common_word


def test_el_paso_keeps_its_article(gaz):
    """A name written with its article still finds its place."""
    assert gaz.resolve("El Paso").country_code == "US"


# -- Azerbaijani names as Turkish writes them ------------------------------------------

def test_turkish_spellings_of_azerbaijani_names():
    """x → h, ə → e, q → k, only for names written in Azerbaijani's alphabet."""
    assert _turkish_spellings(["Xocalı", "Xankəndi", "Quba", "Khojaly"]) == ["Hocalı", "Hankendi"]


@pytest.mark.parametrize("name, near", [("Hocalı", (39.91, 46.79)), ("Hankendi", (39.82, 46.75))])
def test_turkish_spellings_resolve_in_karabakh(gaz, name, near):
    """Anadolu's "Hocalı" is Khojaly (not the Manisa village of that old name)."""
    res = gaz.resolve(name, country_codes=["AZ"])
    assert res is not None and _near(res.latitude, res.longitude, near, 15)


def test_anadolu_caption_in_khankendi(gaz):
    """A Turkish caption naming Hankendi is placed in Karabakh."""
    row = _row(gaz, "Azerbaycan bayrağı, Karabağ'daki Hankendi kentinde 20 Eylül 2023'te "
                    "göndere çekildi. (Fotoğraf: Resul Rehimov - Anadolu Ajansı)")
    assert row["country_code"] == "AZ"


# -- a part of a hyphenated compound ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "residents of Barangay Biak-na-Bato in La Castellana",
    "the road to Biak-na-Bato National Park",
])
def test_first_part_of_filipino_compound_is_no_name(gaz, text):
    """"Biak" of "Biak-na-Bato" is not Biak, Papua."""
    assert "Biak" not in _texts(gaz, text)


@pytest.mark.parametrize("text, name", [
    ("Divers off Biak, Papua, on Monday", "Biak"),
    ("a Gaza-based journalist", "Gaza"),
    ("the Paris-Berlin train", "Paris"),
    ("the Kyiv-to-Warsaw train", "Kyiv"),
])
def test_hyphen_without_a_joining_word_keeps_the_name(gaz, text, name):
    """A hyphen alone, or one with "to", does not hide a name."""
    assert name in _texts(gaz, text)


def test_filipino_barangay_caption_is_la_castellana(gaz):
    """PNA's "Barangay Biak-na-Bato, La Castellana, Negros Occidental" is in Negros."""
    row = _row(gaz, "Evacuees rest at a school in Barangay Biak-na-Bato, La Castellana, Negros "
                    "Occidental on Tuesday (June 3, 2025). (PNA photo by Nanette Guadalquiver)")
    assert row["country_code"] == "PH"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Biak", "Lagos", "Dakar", "Paris"]),
       st.sampled_from(["na", "de", "sur", "ng"]),
       st.text(alphabet="abcdefghij", min_size=3, max_size=8))
def test_no_name_from_inside_a_joined_compound(gaz, head, join, tail):
    """Whatever the compound's last part, its first part is no name of its own."""
    text = f"in {head}-{join}-{tail.capitalize()} on Monday"
    assert head not in _texts(gaz, text)


# -- words among alternates and sound-alikes -------------------------------------------

def _misleading() -> list[dict[str, str]]:
    """The rows of data/misleading_alternates.csv."""
    with open(data_path("misleading_alternates.csv"), encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def test_every_misleading_alternate_has_a_reason():
    """Each left-out alternate says why."""
    assert all(rec["why"].strip() and rec["geonameid"].isdigit() for rec in _misleading())


@pytest.mark.parametrize("word", ["Waits", "Week", "Summer", "Area", "Checkpoint"])
def test_english_words_among_alternates_name_nothing(gaz, word):
    """"Waits" (Oildale), "Week" (Wick), "Area" (Mundelein): words. ("Rest" folds like
    Rasht's Turkish name "Reşt", which stays: it is flagged as a word, see test_gazetteer29b.)"""
    assert word not in _texts(gaz, f"{word} of the year, said the mayor")


def test_the_waits_in_st_ives_is_not_california(gaz):
    """"the Waits", a street of St Ives, Cambridgeshire, is no Californian town."""
    row = _row(gaz, "Floodwater covers the Waits in St Ives, Cambridgeshire, on Sunday, "
                    "January 7, 2024. Picture: Hunts Post")
    assert row["country_code"] == "GB"


def test_real_alternate_still_found(gaz):
    """A real alternate stays: Wick is still Wick, Rasht still Rasht."""
    assert "Wick" in _texts(gaz, "Boats in Wick harbour")
    assert gaz.resolve("Rasht").country_code == "IR"


@pytest.mark.parametrize("caption", [
    "A representation of cryptocurrency Bitcoin is seen in this illustration, March 3, 2025.",
    "Bitcoin fell below $90,000 on Tuesday, November 18, 2025.",
])
def test_bitcoin_is_no_town_in_chad(gaz, caption):
    """A sound-alike match is never made on a caption word ("Bitcoin", Bitkine)."""
    assert "Bitcoin" not in _texts(gaz, caption)


def test_bitkine_by_its_own_name(gaz):
    """Bitkine written as itself is still found."""
    assert gaz.resolve("Bitkine").country_code == "TD"


# -- a credit's word in capitals -------------------------------------------------------

def test_credit_word_in_capitals_is_flagged(gaz):
    """"ANTARA FOTO": "FOTO" is the word, flagged, not Sweden's Fotö taken as a name."""
    foto = [m for m in gaz.find_names("ANTARA FOTO/Galih Pradipta/aww.") if m.text == "FOTO"]
    assert foto and foto[0].common_word


def test_initials_in_capitals_are_not_words(gaz):
    """Three letters in capitals stay initials ("ARE" is not the word "are")."""
    are = [m for m in gaz.find_names("ARE, Sweden") if m.text == "ARE"]
    assert all(not m.common_word for m in are)


# -- curated places, landmarks and features ---------------------------------------------

@pytest.mark.parametrize("caption, cc, point", [
    ("People displaced from El Fasher arrive at a camp in Tawila, North Darfur, on "
     "November 2, 2025. (Photo by AFP)", "SD", (13.51, 24.87)),
    ("Crowds at the National Eisteddfod maes in Boduan, Gwynedd, on 9 August 2023. "
     "Photo: Golwg360", "GB", (52.90, -4.49)),
    ("Tourists walk by the Darvaza gas crater in the Karakum Desert, Turkmenistan, on "
     "April 18, 2023. (Photo by AFP)", "TM", (40.25, 58.44)),
    ("Marc Marquez rides during practice at the Mandalika International Circuit, Central "
     "Lombok, Indonesia, on October 3, 2025. EPA/ADI WEDA", "ID", (-8.89, 116.30)),
    ("Elephants drink at the Okaukuejo waterhole in Etosha on 4 July 2024. "
     "(NAMPA/Eba Kandovazu)", "NA", (-19.18, 15.92)),
    ("Braves fans arrive at Truist Park in Cumberland, Georgia, on April 4, 2025. "
     "Mandatory Credit: Brett Davis-Imagn Images", "US", (33.89, -84.47)),
    ("Visitors walk among maples at Westonbirt Arboretum, Gloucestershire, on "
     "October 20, 2024. Credit: Alamy Live News", "GB", (51.60, -2.21)),
    ("Traders at Alaba International Market in Ojo, Lagos, on March 5, 2025. "
     "Photo: Kehinde Gbadamosi", "NG", (6.46, 3.19)),
])
def test_curated_rows_place_their_captions(gaz, caption, cc, point):
    """Each curated row places a caption that names it."""
    row = _row(gaz, caption)
    assert row["country_code"] == cc
    assert _near(row["latitude"], row["longitude"], point, 25)


def test_cumberland_georgia_is_cobb_county(gaz):
    """"Cumberland, Georgia" is the Atlanta suburb, not Cumberland, Rhode Island."""
    row = _row(gaz, "Jul 15, 2025; Cumberland, Georgia, USA; fans before the All-Star Game. "
                    "Mandatory Credit: Dale Whitfield-Imagn Images")
    assert _near(row["latitude"], row["longitude"], (33.88, -84.47), 25)


def test_cumberland_alone_is_still_rhode_island(gaz):
    """The curated row, of no population, does not take the bare name."""
    assert gaz.resolve("Cumberland").country_code == "US"
    assert gaz.resolve("Cumberland").latitude > 39


@pytest.mark.parametrize("caption, cc", [
    ("Worshippers at the Sultan Mosque in Kampong Glam, Singapore, on June 17, 2024.", "SG"),
    ("Des fidèles dans le quartier de la Médina, à Dakar, le 17 juin 2024.", "SN"),
    ("Floodwater on a street in Blackpool, Cork, on Wednesday, October 18, 2023.", "IE"),
])
def test_neighbourhoods_with_their_city(gaz, caption, cc):
    """A neighbourhood named with its city is placed at it."""
    assert _row(gaz, caption)["country_code"] == cc


@pytest.mark.parametrize("name, cc", [("Blackpool", "GB"), ("Medina", "SA")])
def test_neighbourhood_rows_do_not_take_bare_names(gaz, name, cc):
    """Blackpool alone is Lancashire's, Medina alone Saudi Arabia's."""
    assert gaz.resolve(name).country_code == cc


@pytest.mark.parametrize("name, cc", [
    ("Hwange National Park", "ZW"), ("Parque Nacional da Gorongosa", "MZ"),
    ("космодрома Байконур", "KZ"), ("Darvaza crater", "TM"),
])
def test_feature_names_and_their_spellings(gaz, name, cc):
    """Features and their names in the languages captions use."""
    assert gaz.resolve(name).country_code == cc


def test_iraq_dukan_with_its_province(gaz):
    """"Dukan" in Sulaymaniyah is Iraq's, not Iran's Dākān."""
    res = gaz.resolve("Dukan", country_codes=["IQ"])
    assert res is not None and _near(res.latitude, res.longitude, (35.95, 44.95), 15)
