"""Landmarks (gazetteer/data/landmarks.csv) and how captions read them.

The data checks keep the file honest (every row loads, every parent resolves, a point of its
own lies near its parent, no name twice in a country); the caption checks say what a
landmark does in a caption: it is the place where the caption names no town, a town named
with it stays the place, a name holding a place's name is the landmark, and a landmark that
speaks ("the Kremlin said") is no place.
"""

from __future__ import annotations

import csv

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gazetteer
from gazetteer.build import _base_parent
from gazetteer.index import haversine_km
from gazetteer.names import surface_key
from gazetteer.sources import data_path, read_places_csv
from timeline.understand.credits import split_credit
from timeline.understand.dates import extract_event_date
from timeline.understand.places import extract_event_place
from timeline.understand.text import normalise_text, repair_broken_hyphenation

_MAX_PARENT_KM = 150.0


def _rows() -> list[dict[str, str]]:
    with open(data_path("landmarks.csv"), encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _place(text: str, gaz):
    """The event place as the caption pipeline reads it (the resolution, or None)."""
    body, _credit = split_credit(repair_broken_hyphenation(normalise_text(text)))
    date = extract_event_date(body)
    place = extract_event_place(body, gaz, date_span=date.span, other_days=date.other_day_spans)
    return place.resolution


# ---- the data ---------------------------------------------------------------------------

def test_every_row_loads_as_a_landmark_with_a_source():
    rows = read_places_csv(data_path("landmarks.csv"), require_source=True)
    assert len(rows) > 600
    assert {row.kind for row in rows} == {"landmark"}
    assert all(row.country_code and row.parent for row in rows)


def test_every_parent_resolves_and_a_point_of_its_own_lies_near_it(gaz):
    base = gaz.indexes[0]
    far, unresolved = [], []
    for row in _rows():
        parent = _base_parent(base, row["parent"], row["country_code"])
        if parent is None:
            unresolved.append(row["name"])
            continue
        town = gaz.place(parent[0])
        # (Antarctica's stations have the continent as their parent: no distance to keep)
        if row["lat"] and town.kind != "country" and haversine_km(
                float(row["lat"]), float(row["lon"]), town.latitude,
                town.longitude) > _MAX_PARENT_KM:
            far.append(row["name"])
    assert unresolved == []
    assert far == []


def test_no_name_twice_in_one_country():
    seen: dict[tuple[str, str], str] = {}
    twice = []
    for row in _rows():
        for name in [row["name"], *filter(None, row["alt_names"].split("|"))]:
            key = (surface_key(name), row["country_code"])
            if key in seen and seen[key] != row["name"]:
                twice.append((name, row["name"], seen[key]))
            seen[key] = row["name"]
    assert twice == []


def test_no_name_written_with_its_town():
    # "Holocaust Memorial in Berlin" would swallow the town the caption names: the town is
    # found as itself
    assert [row["name"] for row in _rows()
            for name in [row["name"], *row["alt_names"].split("|")]
            if " in " in name or ", " in name] == []


def test_every_landmark_resolves_to_itself(gaz):
    for name, country in [("Brandenburg Gate", "DE"), ("Kremlin", "RU"), ("Taj Mahal", "IN"),
                          ("Camp Nou", "ES"), ("Western Wall", "IL"), ("Sydney Opera House", "AU"),
                          ("Baikonur Cosmodrome", "KZ"), ("McMurdo Station", "AQ")]:
        resolution = gaz.resolve(name)
        assert resolution is not None and resolution.kind == "landmark", name
        assert resolution.country_code == country, name


def test_antarctica_is_a_country_placed_at_a_station(gaz):
    resolution = gaz.resolve("Antarctica")
    assert resolution is not None and resolution.kind == "country"
    assert resolution.country_code == "AQ"
    assert resolution.latitude < -60


def test_the_cache_key_covers_the_landmarks_file():
    from gazetteer import cache

    assert "landmarks.csv" in cache._DATA_FILES


def test_a_landmark_s_name_in_han_script_is_found_inside_text(gaz):
    found = gaz.find_unspaced_names("第二次会议在人民大会堂开幕")
    assert [gaz.resolve(m.text).name for m in found] == ["Great Hall of the People"]


# ---- the landmark as the event place ----------------------------------------------------

@pytest.mark.parametrize("text, name, country", [
    ("Tourists walk past the Brandenburg Gate in the snow on Jan. 8, 2025.",
     "Brandenburg Gate", "DE"),
    ("A man prays at the Western Wall, Judaism's holiest prayer site, on April 14, 2025. "
     "(AP Photo/Jane Roe)", "Western Wall", "IL"),
    ("Pope Leo XIV waves to the faithful in St Peter's Square at the end of his weekly "
     "general audience, June 4, 2025.", "St. Peter's Square", "VA"),
    ("Russian President Vladimir Putin chairs a meeting with members of the government at "
     "the Kremlin on March 5, 2025.", "Kremlin", "RU"),
    ("Visitors take pictures in front of the Taj Mahal on a foggy winter morning, "
     "Dec. 28, 2024.", "Taj Mahal", "IN"),
    ("Barcelona's Lamine Yamal celebrates after scoring at Camp Nou, May 11, 2025.",
     "Camp Nou", "ES"),
    ("A view of the Sydney Opera House lit up for Vivid Sydney, May 23, 2025.",
     "Sydney Opera House", "AU"),
    ("Mourners lay flowers at the Lincoln Memorial on Aug. 28, 2023.",
     "Lincoln Memorial", "US"),
    ("Der Präsident empfängt den Kanzler im Élysée-Palast am 3. Mai 2025.",
     "Élysée Palace", "FR"),
    ("Touristen am Brandenburger Tor in der Sonne, 3. Mai 2025.", "Brandenburg Gate", "DE"),
    ("Туристы на Красной площади 3 мая 2025 года.",
     "Red Square", "RU"),
])
def test_a_landmark_named_alone_is_the_place(gaz, text, name, country):
    resolution = _place(text, gaz)
    assert resolution is not None and resolution.name == name
    assert resolution.country_code == country


@pytest.mark.parametrize("text, country", [
    # a name holding a place's name is the landmark: not the German state, not Nebraska's
    # Lincoln, not Nova Scotia's Sydney
    ("Tourists walk past the Brandenburg Gate on Jan. 8, 2025.", "DE"),
    ("People gather at the Lincoln Memorial on Aug. 28, 2023.", "US"),
    ("Fireworks explode over the Sydney Opera House on New Year's Eve.", "AU"),
])
def test_a_place_s_name_inside_a_landmark_s_is_the_landmark(gaz, text, country):
    resolution = _place(text, gaz)
    assert resolution.kind == "landmark"
    assert resolution.country_code == country


@pytest.mark.parametrize("text, name", [
    # a town named with the landmark stays the place (the same point, or the replica's town)
    ("Tourists visit the Kremlin in Moscow, May 3, 2025.", "Moscow"),
    ("Tourists look at a replica of the Eiffel Tower in Las Vegas, Nevada, on May 3, 2025.",
     "Las Vegas"),
    ("Students protest outside the Sorbonne in Paris on May 3, 2025.", "Paris"),
    ("People walk on Red Square in central Moscow on May 9, 2025.", "Moscow"),
])
def test_a_town_named_with_the_landmark_stays_the_place(gaz, text, name):
    assert _place(text, gaz).name == name


@pytest.mark.parametrize("text, name", [
    # cued and ranked first, the landmark beats a place of another country named less
    # closely: a country the news is about, a player's or a driver's country
    ("Russian President Vladimir Putin chairs a Security Council meeting at the Kremlin on "
     "Feb. 21, 2022, ahead of recognising two breakaway regions in eastern Ukraine.",
     "Kremlin"),
    ("Jannik Sinner of Italy poses with the trophy after the men's singles final at the "
     "All England Club on July 13, 2025.", "All England Club"),
    # and a town named only in another sentence
    ("Spectators watch a launch at the Kennedy Space Center on May 3, 2025. Mission "
     "controllers in Houston later confirmed the orbit.", "Kennedy Space Center"),
])
def test_a_cued_landmark_beats_a_place_named_less_closely(gaz, text, name):
    assert _place(text, gaz).name == name


def test_a_landmark_with_its_own_point_beats_the_town_it_stands_in(gaz):
    resolution = _place("Flight controllers watch the docking at the Johnson Space Center in "
                        "Houston on March 23, 2024.", gaz)
    assert resolution.name == "Johnson Space Center"
    assert resolution.geo_precision == 1


@pytest.mark.parametrize("text, name", [
    # near-misses: a dateline's town stays; a team "at" a venue is no town in it
    ("MOSCOW, May 3 (Reuters) - Putin met the envoy at the Kremlin on Friday.", "Moscow"),
    ("Kerry's players celebrate after the final between Kerry and Galway at Croke Park, "
     "Dublin, July 24, 2022.", "Dublin"),
    ("03.05.2023, Brandenburg, Potsdam: Visitors walk in the park of Sanssouci. "
     "Photo: Jane Roe/dpa", "Potsdam"),
])
def test_near_misses_keep_their_town(gaz, text, name):
    assert _place(text, gaz).name == name


@pytest.mark.parametrize("text", [
    # a landmark that speaks, or whose people speak, is no place
    "The Kremlin said on Monday that the talks had stalled.",
    "Kremlin spokesman Dmitry Peskov speaks to journalists on March 3, 2025.",
    "Downing Street announced the date of the election on Wednesday.",
    "A White House spokesperson speaks during a briefing.",
    "White House press secretary Karoline Leavitt speaks during a briefing on Jan. 28, 2025.",
    "The Élysée confirmed the visit on Tuesday.",
    "The Pentagon said on Friday it would send more troops.",
    "The Knesset voted on Wednesday to dissolve itself.",
])
def test_a_landmark_as_a_speaker_is_no_place(gaz, text):
    assert _place(text, gaz) is None


@pytest.mark.parametrize("text, name", [
    # ... but the same landmark as a scene is
    ("Protesters rally outside Downing Street on Saturday, May 3, 2025.", "Downing Street"),
    ("Israeli lawmakers attend a session at the Knesset on Jan. 1, 2025.", "Knesset"),
])
def test_the_same_landmark_as_a_scene_is_the_place(gaz, text, name):
    assert _place(text, gaz).name == name


@pytest.mark.parametrize("text, name", [
    ("Scientists work outside McMurdo Station, Antarctica, on Jan. 8, 2025.", "McMurdo Station"),
    ("Emperor penguins stand on the sea ice in Antarctica on Jan. 8, 2025.", "Antarctica"),
    ("A researcher walks near the Amundsen-Scott South Pole Station on Dec. 20, 2024.",
     "Amundsen-Scott South Pole Station"),
])
def test_antarctica_and_its_stations(gaz, text, name):
    resolution = _place(text, gaz)
    assert resolution.name == name
    assert resolution.country_code == "AQ"


_WORDS = st.sampled_from(["visit", "the", "crowds", "on", "Monday", "near", "a", "view", "of",
                          "said", "at", "in", "Kremlin", "Gate", "Square", "Tower", "Lincoln",
                          "Brandenburg", "Sydney", "Memorial", "Opera", "House", "spokesman"])


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(_WORDS, min_size=1, max_size=12))
def test_any_caption_reads_without_error_and_a_place_has_a_point(gaz, words):
    resolution = _place(" ".join(words) + ".", gaz)
    assert resolution is None or (resolution.latitude is not None
                                  and -90 <= resolution.latitude <= 90)


def test_gazetteer_fixture_is_the_built_in_one(gaz):
    assert isinstance(gaz, gazetteer.Gazetteer)


@pytest.mark.parametrize("text, name", [
    # a landmark written with its own country beats a dateline of another country
    ("DUBAI, 20th July, 2020 (WAM) -- The H-IIA rocket carrying the Hope Probe lifts off from "
     "the Tanegashima Space Center in Japan.", "Tanegashima Space Center"),
    # a landmark written with its town is in that town, against a town of another event
    ("Workers set up bleachers outside La Moneda presidential palace in Santiago, Chile, "
     "Thursday, March 5, 2026, ahead of the inauguration of the president-elect, who will be "
     "sworn in at Congress in Valparaíso. (AP Photo/Ana Ruiz)", "Santiago"),
    # an event named after a town at its venue: the town is no part of the venue's phrase,
    # and a landmark placed at the town it stands in keeps the dateline's town
    ("May 25, 2025; Speedway, IN, USA; A driver celebrates after winning the Indianapolis 500 at "
     "Indianapolis Motor Speedway. Mandatory Credit: Jane Roe-Imagn Images", "Speedway"),
    ("Fans cheer during the Daytona 500 at Daytona International Speedway in Daytona Beach, "
     "Florida, Feb. 16, 2025.", "Daytona Beach"),
    # near-misses: a dateline of the landmark's own country, a landmark without its country
    ("MOSCOW (Reuters) - Tourists walk on Red Square on May 3, 2024.", "Moscow"),
])
def test_what_the_review_of_the_landmarks_found(gaz, text, name):
    assert _place(text, gaz).name == name


@pytest.mark.parametrize("text", [
    # a seat of power before a person's title is that person's, no place
    "Kremlin critic Vladimir Kara-Murza speaks during a news conference, August 2, 2024.",
    "Pentagon chief Pete Hegseth arrives for a meeting of defence ministers, February 13, 2025.",
    "Former Bundestag president Wolfgang Schaeuble attends a ceremony, June 4, 2022.",
    "Knesset speaker Amir Ohana attends a ceremony, May 13, 2024.",
    "A Kremlin-friendly businessman arrives for a court hearing, March 3, 2025.",
])
def test_a_landmark_before_a_title_is_no_place(gaz, text):
    assert _place(text, gaz) is None


@pytest.mark.parametrize("text, name, kind", [
    # a landmark's name written with a country, as towns are: the town of that name
    ("Olive harvest in La Rambla, Spain, November 5, 2024. REUTERS/Jon Nazca", "La Rambla",
     "town"),
    ("Farmers protest in Matignon, France, January 25, 2024.", "Matignon", "town"),
    ("Residents of Stamford Bridge, Britain, clear flood debris, January 3, 2024.",
     "Stamford Bridge", "town"),
    # ... not when no town has the name, nor when the landmark is written with its town
    ("The rocket lifts off from the Tanegashima Space Center, Japan, March 3, 2024.",
     "Tanegashima Space Center", "landmark"),
    ("Chelsea fans at Stamford Bridge, London, March 3, 2024.", "London", "city"),
])
def test_a_landmark_s_name_with_a_country_is_the_town(gaz, text, name, kind):
    place = _place(text, gaz)
    assert (place.name, place.kind) == (name, kind)


@pytest.mark.parametrize("text, name", [
    # a generic word, a description every country uses, or a name several places share is no
    # landmark's name: the town the caption names is the place, and without one none is
    ("Soldiers lay a wreath at the Tomb of the Unknown Soldier in Warsaw, Nov. 11, 2024.",
     "Warsaw"),
    ("Soldiers lay a wreath at the Tomb of the Unknown Soldier on Nov. 11, 2024.", None),
    ("Восточный военный округ провел учения в Хабаровске 3 мая 2025 года.", "Khabarovsk"),
    ("Worshippers pray at the Grand Mosque in Kuwait City on April 10, 2024.", "Kuwait City"),
    ("Worshippers pray at the Grand Mosque on April 10, 2024.", None),
    ("Fans cheer at the Estadio Monumental in Lima, Peru, on Nov. 23, 2019.", "Lima"),
    ("Halle Bailey attends the premiere of Disney's Little Mermaid on May 8, 2023.", None),
    ("A view of the Big Buddha in Phuket, Thailand, on Jan. 5, 2025.", "Phuket"),
    ("Devotees gather at a Ram temple in Hyderabad, Jan. 22, 2024.", "Hyderabad"),
    ("Protesters gather outside Mantralaya in Lucknow, Uttar Pradesh, March 3, 2024.",
     "Lucknow"),
    ("Cars cross the Harbour Bridge in Auckland, New Zealand, on May 3, 2025.", "Auckland"),
    ("A crowd at the Imperial Palace in Hue, Vietnam, on May 3, 2025.", "Huế"),
    ("A general view of Star City casino in Sydney, May 3, 2025.", "Sydney"),
    ("Persepolis players celebrate a goal against Esteghlal on May 3, 2025.", None),
    ("The Bolshoi Ballet performs on tour on May 3, 2025.", None),
    ("Rapper Ice Cube performs on May 3, 2025.", None),
    ("Performers dance at the Sambadrome in Sao Paulo, Brazil, on Feb. 10, 2024.",
     "São Paulo"),
    ("Visitors at the National Palace Museum in Taipei, Taiwan, May 3, 2025.", "Taipei"),
    ("Waves crash against the Malecon in Mazatlan, Mexico, May 3, 2025.", "Mazatlán"),
])
def test_a_generic_name_does_not_read_the_landmark(gaz, text, name):
    resolution = _place(text, gaz)
    assert (resolution and resolution.name) == name


def test_tivoli_gardens_in_kingston_is_not_copenhagen(gaz):
    resolution = _place("Police patrol Tivoli Gardens in West Kingston, Jamaica, May 24, 2010.",
                        gaz)
    assert resolution is not None and resolution.country_code == "JM"


@pytest.mark.parametrize("text, name", [
    # ... while the landmark's own, qualified name still reads it
    ("Worshippers pray at Masjid al-Haram on April 10, 2024.", "Masjid al-Haram"),
    ("Tourists visit the Tokyo Imperial Palace on April 10, 2024.", "Tokyo Imperial Palace"),
    ("Fans at the Kennington Oval on April 10, 2024.", "Kennington Oval"),
    ("Crowds walk on the Sydney Harbour Bridge on April 10, 2024.", "Sydney Harbour Bridge"),
])
def test_a_qualified_name_still_reads_the_landmark(gaz, text, name):
    assert _place(text, gaz).name == name


def test_no_generic_name_comes_back():
    generic = {"Tomb of the Unknown Soldier", "Constitution Hill", "Vostochny", "Восточный",
               "Grand Mosque", "Arg", "ارگ", "Imperial Palace", "Big Buddha", "Ram temple",
               "Mantralaya", "Estadio Monumental", "Little Mermaid", "Tivoli Gardens", "總統府",
               "국회의사당", "헌법재판소", "首相官邸", "国会議事堂", "国家体育场",
               "凯旋门", "Centre Court", "Center Court", "Maidan", "المقاطعة", "The Mall",
               "The Oval", "The Lodge", "Beehive", "Maitri", "Star City", "Harbour Bridge",
               "Victoria Palace", "Gatun Locks", "Agua Clara Locks", "Ponte Vecchio",
               "Palazzo Vecchio", "Castillo San Felipe del Morro"}
    keys = {surface_key(name) for name in generic}
    assert [name for row in _rows()
            for name in [row["name"], *filter(None, row["alt_names"].split("|"))]
            if surface_key(name) in keys] == []


@pytest.mark.parametrize("text, name", [
    # a generic word's qualified form, or a name unique to its landmark, still reads it
    ("優勝を決め、喜ぶナイン＝2023年8月23日、甲子園（共同）", "Koshien Stadium"),
    ("開会式で入場行進する選手団＝2021年7月23日、東京・国立競技場", "Japan National Stadium"),
])
def test_a_unique_name_in_its_own_script_reads_the_landmark(gaz, text, name):
    assert _place(text, gaz).name == name
