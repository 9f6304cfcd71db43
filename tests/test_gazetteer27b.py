"""Session 27's second round of gazetteer rules: an eng ending a word is an n ("Gaboŋ", Wolof
for Gabon); a GeoNames admin1 code that names no admin area (left behind by Kenya's 2013
counties, or "00") is replaced by its nearest neighbour's, so no place shows a raw code
("Sololo, KE.03"); the spelling captions give Maai Mahiu; and curated places of many
captions that cities500 lacks (Lytton, Usnarz Górny, Budalang'i, Shela, Chandrexa de Queixa,
Jiasian, and Buner district)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gazetteer import distance_km
from gazetteer.names import fold_token
from timeline.rows import caption_row


def _near(lat: float | None, lon: float | None, to: tuple[float, float], km: float) -> bool:
    """True when (lat, lon) is a point within ``km`` of ``to``."""
    return lat is not None and lon is not None and distance_km(lat, lon, *to) <= km


def _row(gaz, caption: str) -> dict:
    """The caption reader's row for one caption."""
    return caption_row(caption, ["test"], gaz)


# -- an eng ending a word ---------------------------------------------------------------


@pytest.mark.parametrize(("token", "folded"), [
    ("Gaboŋ", "gabon"), ("GABOŊ", "gabon"), ("Laabaŋa", "laabanga"), ("Jaŋa", "janga"),
    ("ŋ", "n"), ("Gabon", "gabon"),
])
def test_eng_ending_a_word_folds_to_n(token, folded):
    """At a word's end the eng is an n (a French nasal ending); inside a word, an "ng"."""
    assert fold_token(token) == folded


@settings(max_examples=80, deadline=None)
@given(st.text(alphabet="abcdefghijklmnoprstuvyzàéëèñóòö", min_size=1, max_size=12))
def test_final_eng_and_final_n_meet(stem):
    """Any Latin word ending in an eng folds as the same word ending in n."""
    assert fold_token(stem + "ŋ") == fold_token(stem + "n")


def test_wolof_gabon_is_the_country(gaz):
    """Wolof's "jëm Gaboŋ" (bound for Gabon) names the country."""
    found = gaz.find_names("Seex Ahmadu Bàmba génn ci 1895 jëm Gaboŋ.")
    assert any(m.text == "Gaboŋ" and m.country_code == "GA" for m in found)


def test_word_ending_ng_is_untouched(gaz):
    """A name written with "ng" keeps it: "Sejong" and "Penang" are still found."""
    assert gaz.resolve("Sejong").country_code == "KR"
    assert gaz.resolve("Penang").country_code == "MY"


# -- admin1 codes that name no admin area ----------------------------------------------


def test_no_place_shows_a_raw_admin1_code(gaz):
    """Every row's admin1 code names an admin area (or the row has none)."""
    idx = gaz.indexes[0]
    raw = {code for code in idx.admin1 if code and code not in idx.admin1_names}
    assert raw == set()


@pytest.mark.parametrize(("name", "admin1"), [
    ("Sololo", "Marsabit"), ("Timboroa", ("Uasin Gishu", "Baringo", "Elgeyo/Marakwet")),
])
def test_kenyan_town_of_an_old_province_is_in_its_county(gaz, name, admin1):
    """A town GeoNames still files under a pre-2013 province reads as in its county."""
    res = gaz.resolve(name, country_codes=["KE"])
    assert res.admin1 in ((admin1,) if isinstance(admin1, str) else admin1)


def test_town_of_a_country_without_areas_has_none(gaz):
    """Singapore's towns, filed under codes no admin area has, show no admin1."""
    assert gaz.resolve("Punggol").admin1 is None


def test_sololo_caption_reads_marsabit(gaz):
    """Marsabit County named with the town is its containing area."""
    res = gaz.resolve("Sololo", context="Residents of Sololo, Marsabit County, queue for water")
    assert res.admin1 == "Marsabit" and res.country_code == "KE"


# -- Maai Mahiu as captions write it -----------------------------------------------------


@pytest.mark.parametrize("caption", [
    "Residents of Mai Mahiu, Nakuru County, wade through mud after the Old Kijabe dam "
    "burst on April 29, 2024. (Photo by KNA)",
    "Wakazi wa Mai Mahiu wakitafuta waliopotea baada ya bwawa kuvunjika, Jumatatu, Aprili 29, "
    "2024. PICHA | NATION",
    "Trucks queue on the Maai Mahiu road, Nakuru County, on May 2, 2024. (Photo by KNA)",
])
def test_mai_mahiu(gaz, caption):
    """Both spellings are the Nakuru County town on the Nairobi-Naivasha road."""
    row = _row(gaz, caption)
    assert _near(row["latitude"], row["longitude"], (-0.99, 36.59), 15)


def test_mai_alone_is_not_maai_mahiu(gaz):
    """The first word alone names nothing of it."""
    assert all(p.place_id != "geonames:11834214" for p in gaz.candidates("Mai"))


# -- curated places ---------------------------------------------------------------------


@pytest.mark.parametrize(("caption", "code", "point"), [
    ("Fire crews stand by in Lytton, B.C., on Thursday, July 1, 2021, a day after a wildfire "
     "destroyed most of the village. THE CANADIAN PRESS/Darryl Dyck", "CA", (50.23, -121.58)),
    ("The remains of homes in Lytton, British Columbia, on July 9, 2021. REUTERS/Jennifer Gauthier",
     "CA", (50.23, -121.58)),
    ("Polish soldiers guard the border fence near Usnarz Górny, Poland, on August 24, 2021. "
     "REUTERS/Kacper Pempel", "PL", (53.35, 23.80)),
    ("Straż Graniczna przy obozowisku migrantów w Usnarzu Górnym, 20.08.2021. Fot. Agencja Gazeta",
     "PL", (53.35, 23.80)),
    ("Families wade through floodwater in Budalangi, Busia County, on May 3, 2024. "
     "PHOTO | NATION", "KE", (0.13, 34.02)),
    ("A dhow sails past Shela beach on Lamu Island, Kenya, on December 2, 2022. (Photo by AFP)",
     "KE", (-2.30, 40.92)),
    ("Un helicóptero descarga agua sobre el incendio de Chandrexa de Queixa (Ourense), este "
     "miércoles. EFE/Brais Lorenzo", "ES", (42.25, -7.38)),
    ("Rescuers search for survivors in Buner district of Khyber Pakhtunkhwa on August 17, 2025. "
     "(Photo by AFP)", "PK", (34.51, 72.48)),
])
def test_curated_places_of_many_captions(gaz, caption, code, point):
    """Villages and districts under cities500's floor that whole stories are about."""
    row = _row(gaz, caption)
    assert row["country_code"] == code
    assert _near(row["latitude"], row["longitude"], point, 25)


def test_jiasian_in_a_cna_caption(gaz):
    """A CNA caption's "高雄縣甲仙鄉" names Jiasian, not Henan's Jiaxian, whose pinyin
    ("Jia Xian") the name reads as."""
    res = gaz.resolve("甲仙鄉", context="莫拉克颱風後，高雄縣甲仙鄉的災民撤離")
    assert res.country_code == "TW"
    assert _near(res.latitude, res.longitude, (23.08, 120.59), 15)


def test_henan_jiaxian_keeps_its_name(gaz):
    """Henan's county seat, written its own way, is still Henan's."""
    assert gaz.resolve("郏县").country_code == "CN"


@pytest.mark.parametrize(("caption", "code"), [
    ("Police patrol a street in Shali, Chechnya, on March 3, 2020. REUTERS/Stringer", "RU"),
    ("Tourists walk through Flores, Guatemala, on the shore of Lake Petén Itzá on June 2, 2023. "
     "REUTERS/Josue Decavele", "GT"),
])
def test_namesakes_stay_where_they_are(gaz, caption, code):
    """The namesakes of the curated rows keep their places when their country is named."""
    assert _row(gaz, caption)["country_code"] == code
