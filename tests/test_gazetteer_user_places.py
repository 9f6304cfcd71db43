"""User places (--places CSV): merged over the built-in entries; bad rows named by file and line."""

from __future__ import annotations

import os
import time

import pytest

import gazetteer
from gazetteer import GazetteerError, PlacesFileError

HEADER = "name,alt_names,kind,parent,country_code,lat,lon,source,confidence\n"


def _write(tmp_path, body: str, name: str = "my_places.csv"):
    path = tmp_path / name
    path.write_text(HEADER + body, encoding="utf-8")
    return path


def test_a_user_row_overrides_the_built_in_entry(tmp_path, gaz):
    path = _write(tmp_path, "Jobar,Jawbar,district,Damascus,SY,33.5200,36.3300,my survey,high\n")
    mine = gazetteer.load(path)
    res = mine.resolve("Jobar", context="in eastern Damascus")
    assert res.place_id == "user:jobar"
    assert (res.latitude, res.longitude) == (33.52, 36.33)
    assert res.source == "my survey"
    assert gaz.resolve("Jobar").place_id == "curated:jobar"  # the built-in gazetteer unchanged
    assert gazetteer.load(path) is mine  # memoised per path


def test_a_user_place_with_only_a_parent_resolves_to_it(tmp_path):
    path = _write(tmp_path, "Bustan al-Qasr,Bustan al Qasr,neighbourhood,Aleppo,SY,,,,\n")
    gaz = gazetteer.load(path)
    res = gaz.resolve("Bustan al-Qasr", context="in Aleppo")
    assert res.place_id == "user:bustan-al-qasr" and res.geo_precision == 2
    assert res.parent_id == "geonames:170063" and res.admin1 == "Aleppo"
    assert res.source == "user:my_places.csv"
    found = {m.text: m for m in gaz.find_names("Shelling hit Bustan al-Qasr in Aleppo")}
    assert "Bustan al-Qasr" in found


def test_a_new_user_place_with_coordinates_is_found_and_reversed(tmp_path):
    path = _write(tmp_path, "Camp Zeta,,landmark,,IQ,35.0000,44.0000,field notes,\n")
    gaz = gazetteer.load(path)
    assert gaz.resolve("Camp Zeta").country_code == "IQ"
    assert gaz.reverse(35.0001, 44.0001).place_id == "user:camp-zeta"
    assert gaz.geocode("Camp Zeta, Iraq").place_id == "user:camp-zeta"


@pytest.mark.parametrize(
    "row, message",
    [
        ("Nowhere,,town,,SY,,,,\n", "no coordinates and no parent"),
        ("Badlat,,town,,SY,123.0,36.0,,\n", "outside"),
        ("Badnum,,town,,SY,north,36.0,,\n", "not a number"),
        ("Nocc,,town,,Syria,35.0,36.0,,\n", "country_code"),
        ("Half,,town,,SY,35.0,,,\n", "both lat and lon"),
        ("Oddkind,,spaceport,,SY,35.0,36.0,,\n", "kind"),
        (",,town,,SY,35.0,36.0,,\n", "name column is empty"),
    ],
)
def test_a_bad_row_names_the_file_and_line(tmp_path, row, message):
    path = _write(tmp_path, "Good,,town,,SY,35.0,36.0,,\n" + row)
    with pytest.raises(PlacesFileError) as info:
        gazetteer.load(path)
    assert f"{path}:3" in str(info.value) and message in str(info.value)
    assert isinstance(info.value, GazetteerError) and isinstance(info.value, ValueError)


def test_missing_columns_and_missing_file_are_reported(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("title,lat,lon\nX,1,2\n", encoding="utf-8")
    with pytest.raises(PlacesFileError, match="missing column"):
        gazetteer.load(path)
    with pytest.raises(PlacesFileError, match="cannot open"):
        gazetteer.load(tmp_path / "absent.csv")


def test_a_user_camp_is_the_event_place_not_the_town_it_is_near(tmp_path):
    """A camp the photo is *at* beats the "near the city of X" that only locates it."""
    from timeline.understand import understand_caption

    path = _write(
        tmp_path,
        "Kara Tepe camp,Kara Tepe|Mavrovouni camp,camp,,GR,39.1190,26.5550,my survey,high\n",
    )
    mine = gazetteer.load(path)
    text = (
        "Migrants line up for food at the Kara Tepe camp, near the Greek city of "
        "Mytilene, on the island of Lesbos, September 20, 2020."
    )
    res = understand_caption(text, mine).place.resolution
    assert res is not None and res.place_id == "user:kara-tepe-camp", res
    assert res.kind == "landmark"  # "camp" is read as a landmark, the kind captions give it


def test_an_edited_places_file_is_read_again(tmp_path):
    path = tmp_path / "mine.csv"
    header = "name,alt_names,kind,parent,country_code,lat,lon,source,confidence\n"
    path.write_text(header + "Qaryat Testiyya,,town,,SY,35.0,38.0,survey 2024,high\n")
    first = gazetteer.load(places=path).resolve("Qaryat Testiyya")
    path.write_text(header + "Qaryat Testiyya,,town,,SY,30.0,38.0,survey 2025,high\n")
    os.utime(path, ns=(time.time_ns(), time.time_ns() + 1_000_000))
    second = gazetteer.load(places=path).resolve("Qaryat Testiyya")
    assert (first.latitude, second.latitude) == (35.0, 30.0)
