"""Natural and border features (``gazetteer/data/natural_features.csv``): seas, straits,
lakes, peaks, deserts, parks, islands and border crossings, which GeoNames' populated places
lack. A point feature is a landmark, an area a region; a sea or a peak on a border lies in no
one country, and the event's row says so (no country) rather than inventing one."""

from __future__ import annotations

import csv

import pandas as pd
import pytest

from gazetteer import distance_km
from gazetteer.build import slug
from gazetteer.errors import PlacesFileError
from gazetteer.model import FEATURE_PREFIX
from gazetteer.sources import FEATURE_KINDS, data_path, read_places_csv
from timeline.events import events_from_records
from timeline.records import Record
from timeline.understand import understand_caption

HEADER = "name,alt_names,kind,parent,country_code,lat,lon,source,confidence\n"


def test_every_feature_is_in_the_index_with_its_point_and_source(gaz):
    rows = read_places_csv(data_path("natural_features.csv"), require_source=True)
    assert len(rows) >= 300
    assert {row.kind for row in rows} <= {"landmark", "region"}
    names = [row.name for row in rows]
    assert len(names) == len(set(names))
    for row in rows:
        place = gaz.place(f"{FEATURE_PREFIX}{slug(row.name)}")
        assert place is not None and place.source == row.source
        assert (place.latitude, place.longitude) == (row.lat, row.lon)
        assert place.country_code == (row.country_code or None)


@pytest.mark.parametrize(("row", "kind", "code"), [
    ("Aegean Sea,,sea,,,38.5,25.0,s,\n", "region", ""),
    ("Mount Merapi,Merapi,volcano,,ID,-7.54,110.45,s,\n", "landmark", "ID"),
    ("Rafah crossing,,border crossing,,PS,31.25,34.26,s,\n", "landmark", "PS"),
])
def test_a_feature_row_is_read_as_a_landmark_or_a_region(tmp_path, row, kind, code):
    path = tmp_path / "places.csv"
    path.write_text(HEADER + row, encoding="utf-8")
    [read] = read_places_csv(path)
    assert (read.kind, read.country_code) == (kind, code)


def test_only_a_feature_may_have_no_country(tmp_path):
    path = tmp_path / "places.csv"
    path.write_text(HEADER + "Nowhere Town,,town,,,10.0,10.0,s,\n", encoding="utf-8")
    with pytest.raises(PlacesFileError, match="country_code"):
        read_places_csv(path)
    assert "sea" in FEATURE_KINDS and "volcano" in FEATURE_KINDS


def test_a_sea_resolves_in_no_one_country(gaz):
    sea = gaz.resolve("Aegean Sea")
    assert sea.kind == "region" and sea.country_code is None and sea.country is None
    assert "in no one country" in sea.describe()


@pytest.mark.parametrize(("text", "name", "code"), [
    ("Rescuers search the Aegean Sea for survivors of a capsized boat on June 14, 2023. "
     "(AP Photo/Thanassis Stavrakis)", "Aegean Sea", None),
    ("Climbers queue near the summit of Mount Everest, May 22, 2019. Photo: Nirmal "
     "Purja/AFP", "Mount Everest", None),
    # the navies' dateline of a ship at sea: the sea, not the land it fires at
    ("PERSIAN GULF -- The battleship USS Missouri fires at Iraqi positions in Kuwait, "
     "Feb. 3, 1991. (AP Photo)", "Persian Gulf", None),
    # a town on an island: the town, finer than the island
    ("A migrant boat arrives at Skala Sikamineas on Lesbos, Greece, Oct. 30, 2015. "
     "REUTERS/Giorgos Moutafis", "Lesbos", "GR"),
])
def test_a_feature_is_the_event_place(gaz, text, name, code):
    resolution = understand_caption(text, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize(("text", "name"), [
    # a sea's name as a province's: Sudan's Red Sea state, not the water
    ("A man walks in Port Sudan, Red Sea state, Sudan, on June 14, 2023. (AP Photo)",
     "Port Sudan"),
    # a mountain's name as a province's: Mount Athos' monks, not a peak
    ("Monks walk to the church in Karyes, the centre of the monastic community of Mount "
     "Athos, northern Greece, June 10, 2016. REUTERS/Stringer", "Karyes"),
])
def test_a_province_named_after_a_feature_stays_the_province(gaz, text, name):
    assert understand_caption(text, gaz).place.resolution.name == name


def test_an_event_at_sea_has_no_country_in_the_events_table(gaz):
    events = events_from_records(
        [Record("Rescuers search the Aegean Sea on June 14, 2023. (AP Photo/Thanassis "
                "Stavrakis)", "t.txt", 1)], gazetteer=gaz)
    row = events.iloc[0]
    assert row["place_name"] == "Aegean Sea"
    assert pd.isna(row["country_code"]) and pd.isna(row["country"])


@pytest.mark.parametrize(("text", "name", "code"), [
    # a town the caption names is where the picture was taken, not the feature it shows
    ("The Sakurajima volcano erupts, seen from Kagoshima, Japan, July 24, 2022. "
     "REUTERS/Kim Kyung-Hoon", "Kagoshima", "JP"),
    ("Cargo ships wait to enter the Panama Canal off Colon, Panama, Aug. 10, 2023. "
     "(AP Photo/Arnulfo Franco)", "Colón", "PA"),
    # a feature in a town named like its province: the town ("Kisumu", "Istanbul")
    ("Fishermen haul in their nets on Lake Victoria in Kisumu, Kenya, March 10, 2023. "
     "REUTERS/Thomas Mukoya", "Kisumu", "KE"),
    ("A tanker sails through the Bosphorus Strait in Istanbul, Turkey, Feb. 8, 2024. "
     "REUTERS/Umit Bektas", "Istanbul", "TR"),
    # "seen from" a town: the town
    ("Vista del volcán Popocatépetl desde San Nicolás de los Ranchos, Puebla, México, el 20 "
     "de mayo de 2023. EFE/Hilda Ríos", "San Nicolás de los Ranchos", "MX"),
    # a peak with its country: the peak, in that country
    ("Climbers queue on Mount Everest, Nepal, May 22, 2019. Photo: Nirmal Purja/AFP",
     "Mount Everest", "NP"),
    # an island that is also its town's name: the town
    ("Migrants disembark at the port of Lampedusa, Italy, Sept. 13, 2023. REUTERS/Yara "
     "Nardi", "Lampedusa", "IT"),
    # a feature written with its country in a dateline: finer than a rider's nationality
    ("LOMBOK, INDONESIA - OCTOBER 03: Marc Marquez of Spain rides during practice on October "
     "03, 2025 in Lombok, Indonesia. (Photo by Mirco Lazzari/Getty Images)", "Lombok", "ID"),
])
def test_a_town_or_a_qualified_feature_is_the_place(gaz, text, name, code):
    resolution = understand_caption(text, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


def test_a_sea_s_country_is_not_the_country_its_coast_belongs_to(gaz):
    # a sea off a country's coast stays in no country; off a town of a state, the state
    resolution = understand_caption(
        "Rescued migrants rest on the deck of a charity ship in the central Mediterranean "
        "Sea on Nov. 4, 2022. REUTERS/Staff", gaz).place.resolution
    assert resolution.name == "Mediterranean Sea" and resolution.country_code is None


def test_no_crossing_or_island_is_named_after_a_town_the_gazetteer_holds_on_it(gaz):
    """A crossing named after its town ("the Rafah crossing", "Medyka") or an island named
    like its town ("Lampedusa", "Samos") is left to the town, a finer point that keeps its
    country; only the features GeoNames' towns do not stand for are in the file."""
    with open(data_path("natural_features.csv"), encoding="utf-8", newline="") as handle:
        rows = [row for row in csv.DictReader(handle)
                if row["kind"] in ("border crossing", "island", "archipelago")]
    assert rows
    for row in rows:
        name = row["name"].removesuffix(" border crossing").removesuffix(" crossing")
        name = name.removesuffix(" Island")
        reach = 60 if row["kind"] != "border crossing" else 10
        towns = [place.name for place in gaz.candidates(name) if place.kind in ("city", "town")
                 and place.latitude is not None and distance_km(
                     place.latitude, place.longitude, float(row["lat"]), float(row["lon"])) <= reach]
        assert not towns or (row["kind"] == "border crossing" and name == row["name"]), \
            (row["name"], towns)  # (a crossing named otherwise than its towns: "Torkham")


@pytest.mark.parametrize(("text", "name", "code"), [
    # an island in brackets after its town, as Spain's houses write the province: the one
    # country with both names as an area and a town (not El Paso, Texas)
    ("EL PASO (LA PALMA), 21/09/2021.- Vecinos observan la lava del volcán desde un mirador, "
     "este martes. EFE/Miguel Calero", "El Paso", "ES"),
    # the plain of Arafat in the Saudi agency's dateline, not a commune of Nouakchott
    ("عرفات - واس\nيقف الحجاج على صعيد عرفات لأداء ركن الحج الأعظم.", "Mount Arafat", "SA"),
])
def test_a_town_bound_by_its_island_and_a_plain_named_alone(gaz, text, name, code):
    resolution = understand_caption(text, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


def test_a_team_named_after_a_range_is_no_place(gaz):
    # "the Rockies" of the sports pages is Colorado's baseball team, not the mountains
    resolution = understand_caption("The Rockies lost to the Dodgers at Coors Field, May 3, "
                                    "2023. (AP Photo/David Zalubowski)", gaz).place.resolution
    assert resolution is None or resolution.name != "Rocky Mountains"


@pytest.mark.parametrize(("text", "name"), [
    # a sea's name written as a noun is the sea; as its adjective before a noun it is not
    ("Migrants wait to be rescued in the central Mediterranean, June 14, 2023. REUTERS/Darrin "
     "Zammit Lupi", "Mediterranean Sea"),
    ("The cruise ship, which had left Civitavecchia on a Mediterranean cruise, lies on its "
     "side at Giglio island, Jan. 14, 2012. REUTERS/Paolo Santini", "Isola del Giglio"),
    ("Tourists on the Adriatic coast in Split, Croatia, Aug. 3, 2015. REUTERS/Antonio Bronic",
     "Split"),
])
def test_a_sea_s_name_as_a_noun_and_as_an_adjective(gaz, text, name):
    assert understand_caption(text, gaz).place.resolution.name == name
