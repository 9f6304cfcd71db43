"""Coordinates a caption writes place its picture (OSINT geolocations), and nothing else does."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand import understand_caption
from timeline.understand.coordinates import find_written_point


@pytest.mark.parametrize("text, lat, lon", [
    ("Smoke rises over a depot, geolocated to 48.5931, 37.9998, on March 3, 2024.",
     48.5931, 37.9998),
    ("Satellite image of the airbase at 35.4011N 35.9486E, taken Feb 2, 2024.", 35.4011, 35.9486),
    ("A convoy at 33.5120° S, 70.6610° W on May 1, 2023.", -33.512, -70.661),
    ("Coordinates: -33.8688, 151.2093.", -33.8688, 151.2093),
    ("The vessel at 12° 35' N, 43° 20' E in the Red Sea.", 12 + 35 / 60, 43 + 20 / 60),
    ("Position 48°35′12″N 37°59′W", 48 + 35 / 60 + 12 / 3600, -(37 + 59 / 60)),
])
def test_written_points_are_read(text, lat, lon):
    point = find_written_point(text)
    assert point is not None
    assert (round(point.latitude, 4), round(point.longitude, 4)) == (round(lat, 4), round(lon, 4))


@pytest.mark.parametrize("text", [
    "An earthquake of magnitude 6.345 struck at a depth of 10.123 km.",  # no word says "point"
    "The flag was raised at 4.20 this morning, 2.5 km from the palace.",
    "Shares closed at 101.255, 99.875 in Tokyo.",
    "Geolocated to 95.1234, 37.9998.",  # no latitude beyond 90
    "Coordinates 35.4011N, 35.9486",  # one hemisphere written alone
])
def test_numbers_that_are_no_point_are_not_read(text):
    assert find_written_point(text) is None


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from("0123456789.,-°'NSEW geolocated at"), max_size=80))
def test_any_point_read_is_on_the_globe(text):
    point = find_written_point(text)
    if point is not None:
        assert -90 <= point.latitude <= 90 and -180 <= point.longitude <= 180
        assert text[point.start : point.end].strip() == point.text


def test_a_written_point_places_the_picture(gaz):
    facts = understand_caption("Smoke rises after a strike on a depot, geolocated to 48.5931, "
                               "37.9998, Ukraine, on March 3, 2024. Video: Telegram", gaz)
    resolution = facts.place.resolution
    assert (resolution.rule, resolution.kind, resolution.country_code) == ("coordinates",
                                                                           "point", "UA")
    assert (resolution.latitude, resolution.longitude) == (48.5931, 37.9998)
    assert facts.place.mention.role == "event"


def test_a_point_far_from_the_named_place_is_another_things(gaz):
    facts = understand_caption("A drone view of Kyiv on May 5, 2024. The tanker was last seen "
                               "at 12.5841N 43.3321E. REUTERS/Jane Doe", gaz)
    assert facts.place.resolution.name == "Kyiv"


@pytest.mark.parametrize("caption, name", [
    # a point written in a background sentence, or far from the town named, is another thing's
    ("People stand amid the debris at the crash site near Hrabove, Ukraine, July 17, 2014. "
     "Investigators later traced the launcher to a field at 47.9740N 38.7635E.", "Hrabove"),
    ("Ash covers homes in Nuku'alofa, Tonga, January 18, 2022, after the eruption of the "
     "volcano, located at 20.545S 175.393W, about 65 km north of the capital.", "Nuku‘alofa"),
])
def test_points_of_other_things_leave_the_place(gaz, caption, name):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.rule != "coordinates") == (name, True)


def test_point_words_are_whole_words():
    # "Polat", "Ingrid", "relocated at" hold no point word
    assert find_written_point("Ingrid Polat 48.5931, 37.9998 relocated at 12.3456, 45.6789") is None


def test_a_reports_figure_label_is_no_town_and_its_point_places_it(gaz):
    # "Fig. 4 -" is no Fīq; with no town read, the written point places the picture
    facts = understand_caption("Fig. 4 - Dabancheng detention facility, Urumqi, Xinjiang "
                               "(43.3730N 88.3010E). Imagery from 2019 shows the compound.", gaz)
    resolution = facts.place.resolution
    assert (resolution.rule, resolution.country_code) == ("coordinates", "CN")
