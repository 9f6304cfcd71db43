"""Airports: the gazetteer's airport rows (from airportsdata) and the captions that name one."""

from __future__ import annotations

import pytest

from gazetteer.build import airport_names
from gazetteer.index import haversine_km
from timeline.understand import understand_caption


@pytest.mark.parametrize(
    ("name", "city", "forms"),
    [
        ("London Stansted Airport", "London",
         ["London Stansted Airport", "Stansted Airport", "London Airport"]),
        ("Ballina Byron Gateway Airport", "Ballina",
         ["Ballina Byron Gateway Airport", "Byron Gateway Airport", "Ballina Airport"]),
        ("Bole International Airport", "Addis Ababa",
         ["Bole International Airport", "Bole Airport"]),
        ("Frankfurt-Hahn Airport", "Hahn", ["Frankfurt-Hahn Airport", "Hahn Airport"]),
        ("Amsterdam Airport Schiphol", "Amsterdam",
         ["Schiphol Airport", "Amsterdam Schiphol Airport"]),
        ("John F Kennedy International Airport", "New York",
         ["John F Kennedy International Airport", "John F Kennedy Airport", "Kennedy Airport"]),
        ("Florida Keys Marathon International Airport", "Marathon",
         ["Florida Keys Marathon International Airport", "Florida Keys Marathon Airport",
          "Marathon Airport"]),
        # never "International Airport" alone, never a lower-case remainder
        ("Dubai International Airport", "Dubai", ["Dubai International Airport", "Dubai Airport"]),
        ("Frankfurt am Main Airport", "Frankfurt", ["Frankfurt am Main Airport", "Frankfurt Airport"]),
        # a generic word is no airport's name alone; a name that is only a feature, none
        ("Gothenburg City Airport", "Gothenburg", ["Gothenburg City Airport", "Gothenburg Airport"]),
        ("Capital International Airport", "Cairo", []),
    ],
)
def test_airport_names_keep_the_feature_word(name, city, forms):
    assert airport_names(name, city) == forms


def test_an_airport_is_a_place_of_its_own_with_the_town_it_serves(gaz):
    stansted = gaz.resolve("Stansted airport", kind_hint="airport")
    assert stansted.place_id == "airport:STN" and stansted.kind == "airbase"
    assert stansted.country_code == "GB" and stansted.admin1 == "England"
    # its parent is the town it serves, whose population it takes
    hahn = gaz.resolve("Hahn Airport")
    assert hahn.place_id == "airport:HHN"
    parent = gaz.place(hahn.parent_id)
    assert parent.name == "Hahn" and haversine_km(
        hahn.latitude, hahn.longitude, parent.latitude, parent.longitude) < 20
    # "<Town> Airport" where the town is, abroad, bigger than the one served means that town
    assert not any(c.kind == "airbase" for c in gaz.candidates("Lima Airport"))
    assert not any(c.kind == "airbase" for c in gaz.candidates("Kingston Airport"))
    # a name several airports of one country share is indexed nowhere: London has five, and
    # "London airport" is not London, Ontario's
    assert not any(c.kind == "airbase" for c in gaz.candidates("London Airport"))


def test_a_persons_name_on_an_airport_is_no_place_alone(gaz):
    """The index holds an airport's names only with the feature word."""
    assert gaz.resolve("Jomo Kenyatta International Airport").country_code == "KE"
    assert not any(m.text == "Jomo Kenyatta" for m in gaz.find_names("Jomo Kenyatta spoke."))


@pytest.mark.parametrize(
    ("text", "iata"),
    [
        # an airport named like a town elsewhere: Heathrow, Florida; Bole, China
        ("Passengers queue at Heathrow airport on July 2, 2022. REUTERS/Henry Nicholls", "LHR"),
        ("Ethiopian Airlines planes at Bole International Airport, Addis Ababa, Ethiopia, "
         "March 10, 2019. REUTERS/Tiksa Negeri", "ADD"),
        # an airport the gazetteer knew by no name: read as the country before
        ("Stranded travellers sleep at Schiphol airport, Netherlands, April 17, 2010. "
         "REUTERS/Michael Kooren", "AMS"),
        ("Protesters at Suvarnabhumi airport, Thailand, November 26, 2008. REUTERS/Stringer",
         "BKK"),
        # far from the dateline's city, and nearer its own village
        ("LONDON (Reuters) - Passengers wait at Stansted airport on Aug. 28, 2023, after air "
         "traffic control problems. REUTERS/Peter Nicholls", "STN"),
        ("FRANKFURT (Reuters) - A Ryanair plane at Hahn airport on Jan. 5, 2024. "
         "REUTERS/Kai Pfaffenbach", "HHN"),
        ("MELBOURNE (Reuters) - A Jetstar plane at Avalon airport on Oct. 3, 2023. "
         "REUTERS/Sandra Sanders", "AVV"),
        # the airport's own name is its feature word: "launched from" it is the place
        ("A missile is launched from Pyongyang International Airport, North Korea, Thursday, "
         "March 16, 2023. (Korean Central News Agency/Korea News Service via AP)", "FNJ"),
    ],
)
def test_captions_place_the_picture_at_the_airport(gaz, text, iata):
    facts = understand_caption(text, gaz)
    assert facts.place.resolution.place_id == f"airport:{iata}"


def test_an_airport_of_the_named_town_stays_within_the_towns_reach(gaz):
    """Where the caption names the town, the airport's point lies by it."""
    facts = understand_caption(
        "Passengers queue at Heathrow Airport in London, Britain, July 2, 2022. "
        "REUTERS/Henry Nicholls", gaz)
    res = facts.place.resolution
    assert res.place_id == "airport:LHR"
    assert haversine_km(res.latitude, res.longitude, 51.5085, -0.1257) < 30
