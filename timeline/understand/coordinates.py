"""Coordinates a caption writes: the point an OSINT geolocation gives the picture.

Researchers' and monitors' captions place a picture by its coordinates ("geolocated to
48.5931, 37.9998", "at 35.4011N 35.9486E", "48°35'N 37°59'E"): a point finer than any
town. Only a pair that cannot be anything else is read: two numbers of three decimals or
more after a word that says they are coordinates, or with their hemispheres or degree
signs written; a latitude beyond 90 or a longitude beyond 180 is none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["WrittenPoint", "find_written_point"]


@dataclass(frozen=True, slots=True)
class WrittenPoint:
    """A latitude and longitude written in a caption, and where (offsets into the text)."""

    latitude: float
    longitude: float
    start: int
    end: int
    text: str


_DEC = r"\d{1,3}\.\d{3,}"
# "48.5931, 37.9998" (signed), "35.4011N 35.9486E", "35.4011° N, 35.9486° E"
_DECIMAL_PAIR = re.compile(
    rf"(?<![\w.])(?P<lat>-?{_DEC})\s*°?\s*(?P<ns>[NS])?\s*[,;/]?\s+"
    rf"(?P<lon>-?{_DEC})\s*°?\s*(?P<ew>[EW])?(?![\w.]*\d)")
# "48°35'12\"N 37°59'E", "48° 35′ N, 37° 59′ E"
_DMS_PAIR = re.compile(
    r"(?P<la_d>\d{1,2})°\s*(?:(?P<la_m>\d{1,2}(?:\.\d+)?)\s*['′’]\s*"
    r"(?:(?P<la_s>\d{1,2}(?:\.\d+)?)\s*(?:\"|″|”|'')\s*)?)?(?P<ns>[NS])[,;]?\s*"
    r"(?P<lo_d>\d{1,3})°\s*(?:(?P<lo_m>\d{1,2}(?:\.\d+)?)\s*['′’]\s*"
    r"(?:(?P<lo_s>\d{1,2}(?:\.\d+)?)\s*(?:\"|″|”|'')\s*)?)?(?P<ew>[EW])\b")
_THREE_DECIMALS = re.compile(r"\.\d{3}")
# the words that say a bare pair of numbers is a point
_POINT_WORDS = re.compile(
    r"\b(?i:geolocat\w*|coordinates?|co-ordinates|located at|location:|lat(?:itude)?[,/ ]"
    r"|gps|grid|position(?:ed)? at|pinpointed)[^.]{0,40}$")


def find_written_point(text: str) -> WrittenPoint | None:
    """The first point the caption writes, or None (see the module docstring)."""
    if "°" in text:
        for match in _DMS_PAIR.finditer(text):
            point = _dms_point(match)
            if point is not None:
                return point
    if _THREE_DECIMALS.search(text) is None:  # (a tenth of the pair's search)
        return None
    for match in _DECIMAL_PAIR.finditer(text):
        point = _decimal_point(text, match)
        if point is not None:
            return point
    return None


def _decimal_point(text: str, match: re.Match[str]) -> WrittenPoint | None:
    lat, lon = float(match["lat"]), float(match["lon"])
    hemispheres = bool(match["ns"] and match["ew"])
    if not hemispheres and (match["ns"] or match["ew"]):
        return None  # one letter alone: not a pair written with its hemispheres
    if not hemispheres and "°" not in match.group() \
            and _POINT_WORDS.search(text, max(0, match.start() - 60), match.start()) is None:
        return None  # "a magnitude 6.345, depth 10.123": no word says it is a point
    if hemispheres:
        lat, lon = abs(lat), abs(lon)
        lat = -lat if match["ns"] == "S" else lat
        lon = -lon if match["ew"] == "W" else lon
    return _point(lat, lon, match)


def _dms_point(match: re.Match[str]) -> WrittenPoint | None:
    lat = _degrees(match["la_d"], match["la_m"], match["la_s"])
    lon = _degrees(match["lo_d"], match["lo_m"], match["lo_s"])
    lat = -lat if match["ns"] == "S" else lat
    lon = -lon if match["ew"] == "W" else lon
    return _point(lat, lon, match)


def _degrees(d: str, m: str | None, s: str | None) -> float:
    return int(d) + (float(m) / 60 if m else 0.0) + (float(s) / 3600 if s else 0.0)


def _point(lat: float, lon: float, match: re.Match[str]) -> WrittenPoint | None:
    if not (-90 <= lat <= 90 and -180 <= lon <= 180) or (lat == 0 and lon == 0):
        return None
    return WrittenPoint(lat, lon, match.start(), match.end(), match.group().strip())
