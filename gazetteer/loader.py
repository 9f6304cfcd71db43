"""``load()``: the memoised entry point that builds, caches and opens the gazetteer."""

from __future__ import annotations

import gc
import logging
import os
import threading
from pathlib import Path
from typing import Any

from .build import Builder, build_index
from .cache import load_or_build
from .core import Gazetteer
from .index import Index
from .sources import data_path, read_places_csv

__all__ = ["builtin_index", "load", "load_user_places"]

log = logging.getLogger(__name__)
_LOCK = threading.Lock()
_BUILTIN: dict[str, Index] = {}
_LOADED: dict[tuple[str | None, bool], Gazetteer] = {}


def builtin_index() -> Index:
    """The built-in index (GeoNames + curated), from the cache or built once."""
    with _LOCK:
        if "index" not in _BUILTIN:
            # (the places CSVs are read only to build: a cached index was built from them,
            # and its key changes with them)
            _BUILTIN["index"] = load_or_build(_build_builtin_index)
            # the index is a few hundred thousand objects that live as long as the process:
            # out of the collector's reach, every full collection no longer walks them (it
            # took a tenth of the time of reading captions). Only cyclic garbage made before
            # this call is kept; reference counting still frees everything else.
            gc.freeze()
        return _BUILTIN["index"]


def _build_builtin_index() -> Index:
    curated = [
        *read_places_csv(data_path("curated_places.csv"), require_source=True),
        *read_places_csv(data_path("neighbourhoods.csv"), require_source=True),
    ]
    features = read_places_csv(data_path("natural_features.csv"), require_source=True)
    landmarks = read_places_csv(data_path("landmarks.csv"), require_source=True)
    return build_index(curated, features, landmarks)


def load_user_places(path: str | os.PathLike[str], base: Index) -> Index:
    """An overlay index of the user's places CSV; parents may name built-in places."""
    rows = read_places_csv(path)
    builder = Builder(base=base)
    builder.admin1_names = base.admin1_names
    builder.add_place_rows(rows, "user")
    log.info("loaded %d user place(s) from %s", len(rows), path)
    return builder.freeze()


def _file_key(path: str | os.PathLike[str]) -> tuple[str, int, int]:
    """Identify a file by path and content stamp; a missing file is left to the reader to report."""
    resolved = Path(path).resolve()
    try:
        stat = resolved.stat()
    except OSError:
        return (str(resolved), -1, -1)
    return (str(resolved), stat.st_mtime_ns, stat.st_size)


def load(
    places: str | os.PathLike[str] | None = None, *, online: bool | object = False
) -> Gazetteer:
    """The gazetteer, memoised per ``places`` file (and online setting).

    The memo key includes the file's size and modification time, so a places
    CSV edited between two calls (in a notebook, say) is read again.

    ``places``: a CSV of user places merged over the built-in entries (format in
    :mod:`gazetteer.sources`). ``online``: True to fall back on Nominatim for names
    the offline index lacks (off by default), or an :class:`~gazetteer.online.OnlineFallback`.
    """
    key = (_file_key(places) if places is not None else None, online is not False)
    if online is False and key in _LOADED:
        return _LOADED[key]
    base = builtin_index()
    overlay = load_user_places(places, base) if places is not None else None
    fallback: Any = None
    if online is True:
        from .online import OnlineFallback

        fallback = OnlineFallback()
    elif online is not False:
        fallback = online
    gaz = Gazetteer(base, overlay, online=fallback)
    if online is False:
        _LOADED[key] = gaz
    return gaz
