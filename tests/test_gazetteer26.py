"""Session 26's gazetteer rules: misplaced GeoNames records of Tokyo's wards (and the curated
wards that replace them, found in Japanese script), Antarctic stations named "<X> research
station", curated air bases and landmarks GeoNames lacks, "Duomo" as a caption word, and a
square's or bridge's name after the lower-case word Italian, Spanish and Portuguese write
before it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gazetteer import distance_km
from gazetteer.build import _station_spellings
from timeline.rows import caption_row


def _within(res, lat: float, lon: float, km: float) -> bool:
    """True when the resolution has a point within ``km`` of (lat, lon)."""
    return res is not None and res.latitude is not None and \
        distance_km(res.latitude, res.longitude, lat, lon) <= km


def _row(gaz, caption: str) -> dict:
    """The caption reader's row for one caption."""
    return caption_row(caption, ["test"], gaz)


# -- Tokyo's wards: GeoNames' misplaced records left out, curated wards in their place ------

@pytest.mark.parametrize("geonameid", ["11790632", "1852139", "11836117", "1852383"])
def test_misplaced_records_of_tokyo_wards_are_left_out(gaz, geonameid):
    """Bunkyo in Kanagawa, Shinagawa in Ehime, Suginami in Ibaraki, a Wakayama 'Minato' of
    375,339 people: none is in the index."""
    assert gaz.place(f"geonames:{geonameid}") is None


@pytest.mark.parametrize(("name", "lat", "lon"), [
    ("Bunkyo", 35.708, 139.752),
    ("Bunkyo-ku", 35.708, 139.752),
    ("文京区", 35.708, 139.752),
    ("Shinagawa", 35.609, 139.730),
    ("品川区", 35.609, 139.730),
    ("Suginami", 35.699, 139.636),
    ("杉並区", 35.699, 139.636),
    ("江東区", 35.673, 139.817),
    ("Minato", 35.658, 139.752),  # Tokyo's Minato City, no longer a Wakayama neighbourhood
])
def test_tokyo_wards_resolve_in_tokyo(gaz, name, lat, lon):
    assert _within(gaz.resolve(name), lat, lon, 5)


def test_a_ward_written_in_japanese_is_found_inside_a_kyodo_caption(gaz):
    """Curated rows' names in Japanese script are looked for inside unspaced text."""
    text = "巨人の開幕戦で満員となった東京ドーム＝2025年3月28日、東京都文京区"
    found = [m.text for m in gaz.find_unspaced_names(text)]
    assert "文京区" in found


@pytest.mark.parametrize("caption", [
    "東京ドームで開かれたプロ野球の開幕戦に詰めかけたファン＝2025年3月28日夜、東京都文京区（共同）",
    "品川駅前で帰宅を急ぐ人たち＝2024年8月15日午後、東京都品川区（共同）",
])
def test_kyodo_captions_in_a_tokyo_ward_are_placed_in_tokyo(gaz, caption):
    row = _row(gaz, caption)
    assert row["country_code"] == "JP"
    assert distance_km(row["latitude"], row["longitude"], 35.68, 139.74) < 15


def test_other_japanese_towns_keep_their_points(gaz):
    """Near-misses: the records left out were only the misplaced ones."""
    assert _within(gaz.resolve("Ōta", context="Ōta, Gunma"), 36.29, 139.37, 10)
    assert _within(gaz.resolve("Wakayama"), 34.23, 135.17, 10)


# -- Antarctic stations -------------------------------------------------------------------

def test_station_spellings_add_the_words_captions_use():
    assert "Davis Research Station" in _station_spellings("Davis Station")
    assert "Davis Base" in _station_spellings("Davis Station")
    assert "Scott Station" in _station_spellings("Scott Base")
    assert "Neumayer Research Station" in _station_spellings("Neumayer Station III")
    assert _station_spellings("Port Lockroy") == []
    assert "Davis" not in _station_spellings("Davis Station")  # the bare name is a town's


@pytest.mark.parametrize(("text", "lat", "lon"), [
    ("Expeditioners unload cargo at Casey research station, Antarctica, Jan. 9, 2025.",
     -66.28, 110.53),
    ("A resupply ship anchored off Mawson research station in East Antarctica.",
     -67.60, 62.87),
    ("Weather balloons are released at Davis base, Antarctica, on 3 March 2024.",
     -68.58, 77.97),
])
def test_a_station_named_with_research_station_or_base_is_found(gaz, text, lat, lon):
    names = [m.text for m in gaz.find_names(text)]
    station = next(n for n in names if "Antarctica" not in n)
    assert _within(gaz.resolve(station, context=text), lat, lon, 5)


def test_davis_alone_stays_the_californian_town(gaz):
    """Near-miss: the station's bare name is not added."""
    assert gaz.resolve("Davis").country_code == "US"


def test_an_australian_antarctic_division_caption_is_placed_at_the_station(gaz):
    row = _row(gaz, "Expeditioners drill through sea ice near Casey research station, "
                    "Antarctica, on 2 October 2024. Photo: Jo Harding / Australian Antarctic "
                    "Division")
    assert row["country_code"] == "AQ"
    assert distance_km(row["latitude"], row["longitude"], -66.28, 110.53) < 5


# -- curated air bases --------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Lajes Air Base", "Lajes air base", "Lajes Field", "LPLA"])
def test_lajes_air_base_is_terceiras(gaz, name):
    assert _within(gaz.resolve(name), 38.76, -27.09, 3)


def test_the_severny_airfield_with_smolensk_named_is_smolensk_north(gaz):
    res = gaz.resolve("Severny", context="Severny, Smolensk", near=("Smolensk",))
    assert _within(res, 54.82, 32.03, 3)
    assert _within(gaz.resolve("Smolensk Severny airfield"), 54.82, 32.03, 3)


def test_a_us_plane_at_lajes_is_placed_on_terceira(gaz):
    row = _row(gaz, "A U.S. Air Force KC-135 refuels at Lajes Air Base, Terceira island, "
                    "Azores, Portugal, June 20, 2025. (AP Photo/Ana Brigida)")
    assert distance_km(row["latitude"], row["longitude"], 38.76, -27.09) < 5


# -- landmarks and features ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Fans watch Coldplay on the Pyramid Stage at the Glastonbury Festival, June 27, 2025.",
    "Revellers arrive at Worthy Farm on the first day of the festival.",
])
def test_the_glastonbury_festival_is_at_pilton_somerset(gaz, text):
    name = next(m.text for m in gaz.find_names(text) if m.text.startswith(("Glast", "Worthy")))
    assert _within(gaz.resolve(name, context=text), 51.15, -2.59, 5)


def test_glastonbury_alone_is_unchanged(gaz):
    """Near-miss: the town's name alone still ranks by population."""
    assert gaz.resolve("Glastonbury").country_code == "US"
    assert gaz.resolve("Glastonbury", context="Glastonbury, England").country_code == "GB"


@pytest.mark.parametrize("text", [
    "GENOA, Italy (AP) — Rescuers search the rubble of the Morandi Bridge, Aug. 15, 2018.",
    "Genova, 14 agosto 2018. I resti del ponte Morandi crollato sul Polcevera.",
    "Genova, 3 agosto 2020. L'inaugurazione del nuovo ponte: il ponte Morandi non c'è più.",
])
def test_the_morandi_bridge_is_found_and_placed_in_genoa(gaz, text):
    found = [m.text for m in gaz.find_names(text) if "Morandi" in m.text]
    assert found
    assert _within(gaz.resolve(found[0], context=text), 44.41, 8.93, 12)


def test_jindo_island(gaz):
    text = "Relatives wait at a port on Jindo Island, South Jeolla Province, on April 20, 2014."
    assert _within(gaz.resolve("Jindo Island", context=text), 34.43, 126.25, 20)


# -- "Duomo" and the lower-case heads of Romance square and bridge names -------------------

def test_duomo_is_a_caption_word(gaz):
    """Italian for a cathedral: "in piazza Duomo" names the square of the town's cathedral,
    not the hamlet of Rovato called Duomo."""
    match = next(m for m in gaz.find_names("Il presidio in piazza Duomo a Milano")
                 if m.text == "Duomo")
    assert match.common_word


@pytest.mark.parametrize(("text", "name"), [
    ("Ciò che resta del viadotto, il ponte Morandi, crollato", "ponte Morandi"),
    ("Migliaia di persone in plaza de Mayo, Buenos Aires", "plaza de Mayo"),
    ("in central Park Ridge, Illinois", "Park Ridge"),  # an adjective: scanned again
])
def test_lower_case_heads(gaz, text, name):
    assert name in [m.text for m in gaz.find_names(text)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["il", "la", "del", "sul", "ponte", "piazza", "plaza", "the",
                                  "of", "crollato", "new", "old"]), max_size=6))
def test_a_lower_case_run_before_a_name_never_hides_it(gaz, words):
    """Whatever lower-case words come before "ponte Morandi", the name is found, and no match
    is made of lower-case words alone."""
    text = " ".join([*words, "ponte", "Morandi", "crollato"])
    found = gaz.find_names(text)
    assert any(m.text.endswith("Morandi") for m in found)
    assert all(any(c.isupper() for c in m.text) for m in found)
