"""The online fallback: off by default, rate-limited, cached on disk; tested with a fake service."""

from __future__ import annotations

import json

import pytest
from geopy.exc import GeocoderUnavailable
from geopy.location import Location

import gazetteer
from gazetteer import OnlineLookupError
from gazetteer.online import OnlineFallback


class FakeNominatim:
    """Stands in for geopy's Nominatim: records calls, answers from a dict, no sockets."""

    def __init__(self, answers):
        self.answers = answers
        self.calls = []

    def geocode(self, query, exactly_one=True, country_codes=None):
        self.calls.append((query, country_codes))
        hit = self.answers.get(query)
        if isinstance(hit, Exception):
            raise hit
        if hit is None:
            return None
        lat, lon, address = hit
        raw = {
            "osm_type": "node",
            "osm_id": 42,
            "addresstype": "village",
            "address": {"country_code": "sy", "country": "Syria", "state": "Idlib"},
        }
        return Location(address, (lat, lon), raw)


def test_online_is_off_by_default(gaz):
    assert gaz.online is None
    assert gaz.resolve("Kafr Qwzxv") is None


def test_fallback_answers_unknown_names_and_caches_them(tmp_path, no_network):
    fake = FakeNominatim({"Kafr Qwzxv": (35.9, 36.6, "Kafr Qwzxv, Idlib, Syria")})
    cache = tmp_path / "nominatim.json"
    online = OnlineFallback(fake, cache_path=cache, min_delay_seconds=0)
    gaz = gazetteer.load(online=online)
    res = gaz.resolve("Kafr Qwzxv")
    assert res.rule == "online-fallback" and res.country_code == "SY"
    assert res.place_id == "nominatim:node/42" and res.geo_precision == 1
    assert "OpenStreetMap" in res.source
    assert gaz.resolve("Aleppo").place_id == "geonames:170063"  # offline first
    assert [q for q, _ in fake.calls] == ["Kafr Qwzxv"]
    assert "kafr qwzxv|" in json.loads(cache.read_text(encoding="utf-8"))
    again = OnlineFallback(FakeNominatim({}), cache_path=cache, min_delay_seconds=0)
    assert again.lookup("Kafr Qwzxv").latitude == 35.9 and again.requests == 0


def test_not_found_is_cached_too(tmp_path, no_network):
    fake = FakeNominatim({})
    online = OnlineFallback(fake, cache_path=tmp_path / "c.json", min_delay_seconds=0)
    assert online.lookup("Nothing Here", country_codes=["SY"]) is None
    assert online.lookup("Nothing Here", country_codes=["SY"]) is None
    assert fake.calls == [("Nothing Here", ["sy"])]


def test_a_service_failure_is_reported_as_an_online_error(tmp_path, no_network):
    fake = FakeNominatim({"Broken": GeocoderUnavailable("service down")})
    online = OnlineFallback(fake, cache_path=tmp_path / "c.json", min_delay_seconds=0)
    with pytest.raises(OnlineLookupError, match="without --online"):
        online.lookup("Broken")


def test_default_fallback_is_nominatim_behind_a_rate_limiter(tmp_path, no_network):
    online = OnlineFallback(cache_path=tmp_path / "c.json")
    assert type(online._geocode).__name__ == "RateLimiter"
    assert online._geocode.min_delay_seconds == 1.0
    assert online._extra == {"addressdetails": True}
