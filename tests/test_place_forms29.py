"""Place forms of US local and regional captions (the session-29 blind set), each as a
general rule.

A small town's name opening a sentence before a lower-case word is the sentence's subject,
an English noun ("Bison graze", "Snow covers", "Hot air balloons lift"), no place when the
caption names another; a US state named on its own ("a ranch in Wyoming", "across
Montana", "an orchard in Georgia ... the state's crop") is the state, not a namesake town
(Wyoming, Michigan) nor one abroad (Montana, Bulgaria) nor the country Georgia, when the
caption points to the state's country; a small town's or a county's name opening a
building's name ("the Johnson County Courthouse", "the Webster School polling station") is
the building's when the building is then written "in" a town. The near-misses beside each
rule must not move.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.place_reading import _LOWER_WORD_OPENING, _named_for_a_building_in_a_town

# ---- 1. a sentence-opening noun is the subject, not a town ---------------------------------


@pytest.mark.parametrize("text, place", [
    ("Snow covers a ranch near Cody, Wyo., Monday, Jan. 15, 2024. (AP Photo/Jim Bell)",
     "Cody"),
    ("Bison graze near Gardiner, Mont., on Sunday, June 2, 2024. (AP Photo/Jim Bell)",
     "Gardiner"),
    ("Hot air balloons drift over Albuquerque, N.M., Saturday, Oct. 7, 2023. "
     "(AP Photo/Ana Ruiz)", "Albuquerque"),
])
def test_an_opening_noun_gives_way_to_the_town(where, text, place):
    assert where(text) == (place, "US")


def test_an_opening_town_stands_when_nothing_else_is_named(where):
    # a real town opening its sentence as the subject, and no other place: it stays
    text = "Kramatorsk residents queue for water on Tuesday, May 7, 2024. REUTERS/Jane Doe"
    assert where(text) == ("Kramatorsk", "UA")


def test_a_large_town_opening_the_sentence_stays(where):
    text = ("Jackson was hit by deadly tornadoes on Friday, March 31, 2023, as storms tore "
            "across West Tennessee. (AP Photo/Jim Bell)")
    assert where(text)[1] == "US"


@given(st.from_regex(r"[a-z]{2,9}", fullmatch=True))
@settings(max_examples=200)
def test_links_of_a_longer_name_never_pass_for_a_verb(word):
    """Only a lower-case word that is no link ("of", "de", "and", "in") reads as the verb or
    the noun of a subject: "Bison of" would go on with a name."""
    hit = _LOWER_WORD_OPENING.match(" " + word + " x") is not None
    assert hit == (word not in {"of", "de", "del", "da", "di", "du", "la", "le", "and",
                                "upon", "on", "am", "an", "en", "in", "sur", "im"})


# ---- 2. a state named on its own -------------------------------------------------------------


@pytest.mark.parametrize("text, lat_range, lon_range", [
    ("Cattle gather around a feed truck on a ranch in Wyoming, U.S., January 15, 2024. "
     "REUTERS/Dale Ferrin", (40.9, 45.1), (-111.1, -104.0)),
    ("Snow covers a pasture in Wyoming on Monday, Jan. 15, 2024. (AP Photo/Jim Bell)",
     (40.9, 45.1), (-111.1, -104.0)),
    ("Wheat stands ready for harvest across Montana on Thursday, June 20, 2024, as storms "
     "moved into North Dakota. (AP Photo/Reid Halvorsen)", (44.3, 49.1), (-116.1, -104.0)),
])
def test_a_state_named_alone_is_the_state(read_place, text, lat_range, lon_range):
    res = read_place(text)
    assert res.country_code == "US" and res.kind == "admin1"
    assert lat_range[0] <= res.latitude <= lat_range[1]
    assert lon_range[0] <= res.longitude <= lon_range[1]


def test_georgia_with_the_state_called_a_state_is_the_us_state(where):
    text = ("Peaches hang on a tree at an orchard in Georgia in June 2023, after a warm winter "
            "cut into the state's crop. (USDA photo by Marcus Pendley)")
    assert where(text)[1] == "US"


@pytest.mark.parametrize("text, country", [
    ("Protesters rally outside parliament in Tbilisi, Georgia, on May 1, 2024, as U.S. "
     "senators visit. REUTERS/Irakli Gedenidze", "GE"),
    ("Soldiers march in a parade in Georgia on May 26, 2024, Independence Day. "
     "REUTERS/Irakli Gedenidze", "GE"),
    ("Workers harvest tobacco in Montana, Bulgaria, on August 3, 2024. REUTERS/Stoyan Nenov",
     "BG"),
])
def test_the_country_or_the_town_abroad_stays(where, text, country):
    assert where(text)[1] == country


def test_a_big_namesake_city_is_what_the_name_means(where):
    text = "Fans cheer in New York, U.S., May 1, 2024. REUTERS/Jim Bell"
    assert where(text) == ("New York City", "US")


# ---- 3. a town's or a county's name on a building, "in" a town --------------------------------


@pytest.mark.parametrize("text, place", [
    ("A voter casts a ballot at the Webster School polling station in Manchester, N.H., "
     "Tuesday, Jan. 23, 2024. (AP Photo/Priya Ramaswamy)", "Manchester"),
    ("Family members leave the Johnson County Courthouse in Olathe after a sentencing "
     "hearing Thursday, March 14, 2024. (KSHB 41/Maria Ochoa)", "Olathe"),
    ("Voters wait outside the Forsyth County Board of Elections office in Winston-Salem, "
     "N.C., Thursday, Oct. 17, 2024. (AP Photo/Jim Bell)", "Winston-Salem"),
])
def test_a_building_s_name_gives_way_to_its_town(where, text, place):
    assert where(text) == (place, "US")


@pytest.mark.parametrize("text, place", [
    # no building "in" a town after the name: the town itself
    ("Flood water covers a street in Webster, N.Y., Tuesday, April 2, 2024. "
     "(AP Photo/Jim Bell)", "Webster"),
])
def test_near_misses_of_a_building_s_name(where, text, place):
    assert where(text) == (place, "US")


def test_the_building_rule_needs_a_building_noun(gaz):
    text = "the Webster family farm in Manchester on Tuesday"
    assert not _named_for_a_building_in_a_town(text, gaz.find_names(text), 0)
