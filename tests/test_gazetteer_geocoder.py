"""The geopy-compatible OfflineGeocoder: Location types, reverse, and no network at all."""

from __future__ import annotations

import pytest
from geopy.exc import GeocoderServiceError
from geopy.geocoders.base import Geocoder
from geopy.location import Location
from geopy.point import Point

import gazetteer
from gazetteer import OfflineGeocoder


@pytest.fixture(scope="module")
def geocoder(gaz):
    return OfflineGeocoder(gaz)


def test_is_a_geopy_geocoder(geocoder):
    assert isinstance(geocoder, Geocoder)


def test_geocode_returns_a_location_with_the_resolution_as_raw(geocoder, no_network):
    loc = geocoder.geocode("Hemeimeem air base, Syria")
    assert isinstance(loc, Location) and isinstance(loc.point, Point)
    assert loc.raw["place_id"] == "curated:khmeimim-air-base"
    assert loc.raw["geo_precision"] == 1 and loc.raw["rule"]
    assert loc.address.endswith("Syria")
    assert abs(loc.latitude - 35.41) < 0.05 and abs(loc.longitude - 35.95) < 0.05


def test_geocode_country_codes_and_exactly_one(geocoder, no_network):
    assert geocoder.geocode("Tripoli", country_codes="LB").raw["country_code"] == "LB"
    many = geocoder.geocode("Tripoli", exactly_one=False)
    assert isinstance(many, list) and len(many) >= 3
    assert all(isinstance(loc, Location) for loc in many)
    assert many[0].raw["country_code"] == "LY"
    assert geocoder.geocode("Qwzxvtplk") is None
    assert geocoder.geocode("Qwzxvtplk", exactly_one=False) == []


def test_reverse_finds_the_nearest_place(geocoder, no_network):
    loc = geocoder.reverse((36.2012, 37.1612))
    assert isinstance(loc, Location) and loc.raw["place_id"] == "geonames:170063"
    assert geocoder.reverse("33.5138, 36.2765").raw["country_code"] == "SY"
    assert geocoder.reverse((0.0, -140.0)) is None  # open Pacific


def test_gazetteer_reverse_prefers_a_curated_point(gaz):
    place = gaz.reverse(35.4115, 35.9449)
    assert place.place_id == "curated:khmeimim-air-base"
    with pytest.raises(ValueError):
        gaz.reverse(95.0, 0.0)


def test_the_adapter_refuses_the_network(geocoder):
    with pytest.raises(GeocoderServiceError):
        geocoder.adapter.get_json("https://example.org", timeout=1, headers={})


def test_geocode_report_is_one_call(gaz, no_network):
    text = gazetteer.geocode_report("Hemeimeem air base, Syria", gazetteer=gaz)
    assert "Khmeimim Air Base" in text and "35.41" in text and "reason" in text
    missing = gazetteer.geocode_report("Qwzxvtplk", gazetteer=gaz)
    assert "No place found" in missing and "--places" in missing


def test_package_exports_are_complete():
    import gazetteer as pkg

    for name in pkg.__all__:
        assert hasattr(pkg, name), name
    for name in (
        "load",
        "Gazetteer",
        "OfflineGeocoder",
        "GazetteerError",
        "Resolution",
        "Place",
        "NameMatch",
        "Country",
        "geocode_report",
    ):
        assert name in pkg.__all__


def test_resolve_query_and_as_dict_serve_the_cli(gaz):
    import json

    res = gaz.resolve_query("Tripoli, Libya")
    data = json.loads(json.dumps(res.as_dict()))
    assert data["country_code"] == "LY" and data["candidates"][0] == res.place_id
    assert data["rule"] and data["reason"] and data["geo_precision"] == 1
    assert gaz.place(res.place_id).as_dict()["name"] == res.name


def test_a_country_beside_the_name_in_a_query_binds_it(gaz):
    """In "Paris, Ukraine" the country is adjacent, so it is strong evidence (a filter);
    with no such place in that country the query still resolves without it."""
    assert gaz.geocode("Paris, Ukraine").country_code == "UA"
    assert gaz.geocode("Paris").country_code == "FR"
    assert gaz.geocode("Tripoli, Lebanon").country_code == "LB"
    assert gaz.geocode("Kobani, Turkey").country_code == "SY"  # none in Turkey: the Syrian town
