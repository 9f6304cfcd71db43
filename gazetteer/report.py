"""``geocode_report``: what ``timeline geocode QUERY`` prints, as one call."""

from __future__ import annotations

from .core import Gazetteer

__all__ = ["geocode_report"]


def geocode_report(query: str, *, gazetteer: Gazetteer) -> str:
    """The resolved place for ``query``, its coordinates and the reason; or why none was found."""
    found = gazetteer.geocode(query)
    if found is None:
        names = [m.text for m in gazetteer.find_names(query, any_case=True)]
        seen = f" (names seen: {', '.join(names)})" if names else ""
        return (
            f"No place found for {query!r}{seen}. Check the spelling, add the place to a "
            f"--places CSV, or allow the online fallback with --online."
        )
    return found.describe()
