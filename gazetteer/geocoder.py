"""A geopy ``Geocoder`` over the offline gazetteer: same calls, no network.

``OfflineGeocoder().geocode("Hemeimeem air base, Syria")`` returns a
``geopy.location.Location`` whose ``raw`` dict is the resolution (id, country,
admin1, precision, rule, reason). The adapter it hands to geopy refuses every
request, so nothing here can reach the network even by mistake.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from geopy.adapters import BaseSyncAdapter
from geopy.exc import GeocoderServiceError
from geopy.geocoders.base import DEFAULT_SENTINEL, Geocoder
from geopy.location import Location
from geopy.point import Point

from .core import Gazetteer
from .model import Place, Resolution

__all__ = ["OfflineGeocoder"]


class _NoNetworkAdapter(BaseSyncAdapter):
    """A geopy adapter that refuses to fetch anything."""

    def __init__(self, *, proxies=None, ssl_context=None) -> None:
        super().__init__(proxies=proxies, ssl_context=ssl_context)

    def get_json(self, url, *, timeout, headers):
        raise GeocoderServiceError(f"OfflineGeocoder never uses the network (asked for {url})")

    def get_text(self, url, *, timeout, headers):
        raise GeocoderServiceError(f"OfflineGeocoder never uses the network (asked for {url})")


def _address(name: str, admin1: str | None, country: str) -> str:
    return ", ".join(p for p in (name, admin1, country) if p)


class OfflineGeocoder(Geocoder):
    """geopy-compatible geocoder backed by :class:`gazetteer.Gazetteer`."""

    def __init__(
        self, gazetteer: Gazetteer | None = None, places: str | os.PathLike[str] | None = None
    ) -> None:
        super().__init__(adapter_factory=_NoNetworkAdapter, user_agent="timeline-offline")
        if gazetteer is None:
            from .loader import load

            gazetteer = load(places)
        self.gazetteer = gazetteer

    def geocode(
        self,
        query: str,
        *,
        exactly_one: bool = True,
        country_codes: str | Sequence[str] | None = None,
        timeout=DEFAULT_SENTINEL,
    ) -> Location | list[Location] | None:
        """The place ``query`` names: a Location (or a list, best first), or None."""
        codes = [country_codes] if isinstance(country_codes, str) else list(country_codes or ())
        found = self.gazetteer.geocode(query, country_codes=codes)
        if found is None:
            return None if exactly_one else []
        best = self._from_resolution(found)
        if exactly_one:
            return best
        others = [self.gazetteer.place(pid) for pid in found.candidates[1:]]
        return [best] + [
            self._from_place(p) for p in others if p is not None and p.latitude is not None
        ]

    def reverse(
        self, query, *, exactly_one: bool = True, timeout=DEFAULT_SENTINEL
    ) -> Location | list[Location] | None:
        """The nearest place to ``query`` ((lat, lon), "lat, lon" or a geopy Point)."""
        point = Point(query)
        place = self.gazetteer.reverse(point.latitude, point.longitude)
        if place is None:
            return None if exactly_one else []
        loc = self._from_place(place)
        return loc if exactly_one else [loc]

    def _from_resolution(self, res: Resolution) -> Location:
        raw = res.as_dict()
        return Location(
            _address(res.name, res.admin1, res.country), (res.latitude, res.longitude), raw
        )

    def _from_place(self, place: Place) -> Location:
        country = self.gazetteer.country(place.country_code)
        raw = place.as_dict()
        return Location(
            _address(place.name, place.admin1, country.name if country else place.country_code),
            (place.latitude, place.longitude),
            raw,
        )
