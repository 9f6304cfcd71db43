"""The gazetteer's exception tree.

``gazetteer`` imports nothing from ``timeline``, so it has its own root,
:class:`GazetteerError`. Each error is also the builtin type it is, so a caller
that only knows ``ValueError`` or ``OSError`` still catches it.
"""

from __future__ import annotations

__all__ = ["GazetteerError", "IndexCacheError", "OnlineLookupError", "PlacesFileError"]


class GazetteerError(Exception):
    """Root of every error the gazetteer raises on purpose."""


class PlacesFileError(GazetteerError, ValueError):
    """A places CSV (curated or ``--places``) has a row that cannot be used."""

    def __init__(self, message: str, *, source: str, line: int | None = None):
        self.source = source
        self.line = line
        where = source if line is None else f"{source}:{line}"
        super().__init__(f"{where}: {message}")


class IndexCacheError(GazetteerError, OSError):
    """The index cache directory cannot be written or read."""


class OnlineLookupError(GazetteerError, OSError):
    """The online fallback geocoder failed (network, rate limit, service error)."""
