"""The online fallback: Nominatim behind geopy's RateLimiter, with an on-disk JSON cache.

Off by default. It runs only when a user asks for it (``--online``,
``gazetteer.load(online=True)``, or an :class:`OnlineFallback` passed in), and
only for names the offline index does not know. Every answer, including "not
found", is cached in ``nominatim.json`` beside the index cache, so a rerun asks
the service nothing new and OpenStreetMap's one-request-a-second policy holds.
Results are OpenStreetMap data (ODbL); say so where they are shown.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .errors import OnlineLookupError
from .model import Resolution

__all__ = ["OnlineFallback"]

log = logging.getLogger(__name__)
_KINDS = {
    "city": "city",
    "town": "town",
    "village": "town",
    "hamlet": "town",
    "suburb": "neighbourhood",
    "neighbourhood": "neighbourhood",
    "quarter": "neighbourhood",
    "city_district": "district",
    "district": "district",
    "aerodrome": "airbase",
    "state": "admin1",
    "province": "admin1",
    "region": "region",
    "country": "country",
}


class OnlineFallback:
    """Look names up online, politely and once: rate-limited and cached on disk.

    ``geocoder`` is any object with geopy's ``geocode(query, exactly_one=...,
    country_codes=...)``; the default is ``Nominatim``. Tests pass a fake.
    """

    def __init__(
        self,
        geocoder: Any = None,
        *,
        cache_path: str | os.PathLike[str] | None = None,
        min_delay_seconds: float = 1.0,
        user_agent: str = "timeline-gazetteer/0.1 (offline-first caption geocoder)",
    ) -> None:
        from geopy.extra.rate_limiter import RateLimiter

        extra: dict[str, Any] = {}
        if geocoder is None:
            from geopy.geocoders import Nominatim

            geocoder = Nominatim(user_agent=user_agent)
        if type(geocoder).__name__ == "Nominatim":
            extra["addressdetails"] = True
        self._extra = extra
        self._geocode = RateLimiter(
            geocoder.geocode,
            min_delay_seconds=min_delay_seconds,
            max_retries=1,
            swallow_exceptions=False,
        )
        if cache_path is None:
            from .cache import cache_dir

            cache_path = cache_dir() / "nominatim.json"
        self.cache_path = Path(cache_path)
        self._lock = threading.Lock()
        self._cache: dict[str, dict | None] = self._read_cache()
        self.requests = 0

    def _read_cache(self) -> dict[str, dict | None]:
        try:
            with open(self.cache_path, encoding="utf-8") as handle:
                data = json.load(handle)
            return data if isinstance(data, dict) else {}
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as error:
            log.warning("ignoring unreadable online cache %s (%s)", self.cache_path, error)
            return {}

    def _write_cache(self) -> None:
        self.cache_path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".nominatim.", dir=self.cache_path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(self._cache, handle, ensure_ascii=False, indent=0, sort_keys=True)
            os.replace(tmp, self.cache_path)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
            raise

    def _fetch(self, name: str, codes: list[str]) -> dict | None:
        try:
            loc = self._geocode(name, exactly_one=True, country_codes=codes or None, **self._extra)
        except Exception as error:  # geopy raises many types; report them as one
            raise OnlineLookupError(
                f"online lookup of {name!r} failed ({error}); run without --online to stay offline"
            ) from error
        self.requests += 1
        if loc is None:
            return None
        raw = dict(getattr(loc, "raw", {}) or {})
        found = raw.get("address")
        address: dict[str, Any] = found if isinstance(found, dict) else {}
        return {
            "lat": float(loc.latitude),
            "lon": float(loc.longitude),
            "address": str(loc.address),
            "osm": f"{raw.get('osm_type', '')}/{raw.get('osm_id', '')}",
            "type": raw.get("addresstype") or raw.get("type") or "",
            "country_code": (address.get("country_code") or "").upper(),
            "country": address.get("country") or "",
            "state": address.get("state"),
        }

    def lookup(self, name: str, *, country_codes: Sequence[str] = ()) -> Resolution | None:
        """The online answer for ``name`` (from the cache when asked before), or None."""
        codes = sorted(c.lower() for c in country_codes)
        key = f"{name.strip().lower()}|{','.join(codes)}"
        with self._lock:
            if key not in self._cache:
                self._cache[key] = self._fetch(name, codes)
                self._write_cache()
            rec = self._cache[key]
        return None if rec is None else self._resolution(name, rec)

    def _resolution(self, name: str, rec: dict) -> Resolution:
        kind = _KINDS.get(rec.get("type", ""), "landmark")
        precision = (
            3
            if kind in ("admin1", "region", "country")
            else (2 if kind in ("neighbourhood", "district") else 1)
        )
        code = rec.get("country_code") or ""
        return Resolution(
            place_id=f"nominatim:{rec.get('osm', '')}",
            name=rec["address"].split(",")[0],
            latitude=rec["lat"],
            longitude=rec["lon"],
            country_code=code,
            country=rec.get("country") or code,
            admin1=rec.get("state"),
            kind=kind,
            geo_precision=precision,
            matched=name,
            rule="online-fallback",
            reason=f"{name!r} is not in the offline gazetteer; Nominatim (OpenStreetMap, ODbL) "
            f"answered {rec['address']!r} (cached in {self.cache_path})",
            candidates=(f"nominatim:{rec.get('osm', '')}",),
            source="Nominatim / OpenStreetMap contributors (ODbL)",
        )
