"""Coordinates a caption writes: the point an OSINT geolocation gives the picture.

Researchers' and monitors' captions place a picture by its coordinates ("geolocated to
48.5931, 37.9998", "at 35.4011N 35.9486E", "48°35'N 37°59'E"): a point finer than any
town. Only a pair that cannot be anything else is read: two numbers of three decimals or
more after a word that says they are coordinates, or with their hemispheres or degree
signs written; a latitude beyond 90 or a longitude beyond 180 is none.
:func:`place_at_written_point` makes the point the event place, named after the nearest
town, when it stands in a sentence that tells the picture and near the place it names.
"""

from __future__ import annotations

import dataclasses
import re
from bisect import bisect_right
from dataclasses import dataclass

from gazetteer import Gazetteer, Resolution, distance_km

from .phrases import AREA_KINDS
from .places import EventPlace, PlaceMention
from .sentences import sentence_starts

__all__ = ["WrittenPoint", "find_written_point", "place_at_written_point"]


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


def place_at_written_point(place: EventPlace, body: str, gazetteer: Gazetteer) -> EventPlace:
    """The caption's event place, moved to the point the caption writes when it tells the
    picture's (see :func:`_at_the_point`); unchanged when it writes none."""
    point = find_written_point(body)
    return place if point is None else _at_the_point(place, point, gazetteer, body)


_POINT_REACH_KM = 150.0  # how far the town a point is named after may lie
_POINT_NEAR_TOWN_KM = 50.0  # a point farther than this from the town named is another thing's


def _describes_the_picture(body: str, point: WrittenPoint, place: EventPlace) -> bool:
    """True for a point written in the caption's first sentence or in the event place's:
    the sentences that tell the picture, not the background's; anywhere in a caption that
    places its picture nowhere else."""
    if place.resolution is None:
        return True
    starts = sentence_starts(body)
    at = bisect_right(starts, point.start) - 1
    return at == 0 or (place.mention is not None
                       and bisect_right(starts, place.mention.start) - 1 == at)


def _at_the_point(place: EventPlace, point: WrittenPoint, gazetteer: Gazetteer,
                  body: str) -> EventPlace:
    """The event place at the coordinates the caption writes ("geolocated to 48.5931,
    37.9998"), finer than the place it names; not when they stand in a background
    sentence, or the town named lies farther than _POINT_NEAR_TOWN_KM from them, or the
    country named is not theirs (the point is of something else: "the tanker was last
    seen at ...")."""
    named = place.resolution
    if not _describes_the_picture(body, point, place):
        return place  # "... traced the launcher to a field south of Snizhne at 47.97N ..."
    town = gazetteer.reverse(point.latitude, point.longitude, max_km=_POINT_REACH_KM)
    if named is not None and named.latitude is not None and (
        (town is None or town.country_code != named.country_code)
        if named.kind in AREA_KINDS  # a point in the country or province named refines it
        else distance_km(named.latitude, named.longitude, point.latitude,
                         point.longitude) > _POINT_NEAR_TOWN_KM
    ):
        return place  # "... the volcano, located at 20.545S 175.393W, 65 km north of the capital"
    code = town.country_code if town is not None else (named.country_code if named else "")
    country = gazetteer.country(code) if code else None
    where = (f"{distance_km(point.latitude, point.longitude, town.latitude, town.longitude):.0f}"
             f" km from {town.name} ({town.country_code})") if town is not None else \
        f"no town within {_POINT_REACH_KM:.0f} km"
    resolution = Resolution(
        place_id=f"point:{point.latitude:.5f},{point.longitude:.5f}",
        name=f"{point.text} (near {town.name})" if town is not None else point.text,
        latitude=point.latitude, longitude=point.longitude, country_code=code,
        country=country.name if country else code, admin1=town.admin1 if town else None,
        kind="point", geo_precision=1, matched=point.text, rule="coordinates",
        reason=f"the caption writes the point {point.text!r}: {where}",
        source="the caption's own coordinates")
    mention = PlaceMention(point.text, point.start, point.end, "event")
    others = (m if m.role != "event" else dataclasses.replace(m, role="context")
              for m in place.mentions)
    return EventPlace(mention, resolution, tuple(sorted((*others, mention),
                                                       key=lambda m: m.start)))
