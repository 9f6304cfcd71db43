"""The gazetteer's result types: small frozen dataclasses, cheap to build and compare."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

__all__ = ["FEATURE_PREFIX", "FEATURE_SOURCE", "KINDS", "PLACE_KINDS", "Country", "NameMatch",
           "Place", "Resolution", "is_feature"]

# Kinds a Place can have. ``city`` / ``town`` come from GeoNames population
# (cities500 carries no feature codes); the others from curated or user rows.
PLACE_KINDS = (
    "city",
    "town",
    "neighbourhood",
    "district",
    "airbase",
    "landmark",
    "region",
    "admin1",
    "country",
)
KINDS = PLACE_KINDS
# the id prefix of a natural or border feature or a landmark ("feature:aegean-sea",
# "feature:kremlin"): a place known by its name, though no one lives in it (see resolve._prior)
FEATURE_SOURCE = "feature"
FEATURE_PREFIX = f"{FEATURE_SOURCE}:"


def is_feature(place_id: str) -> bool:
    """True for a natural or border feature's id (a sea, a peak, a crossing) or a landmark's
    (a palace, a stadium), which the resolver weighs and the caption reader places
    differently from a town's."""
    return place_id.startswith(FEATURE_PREFIX)


@dataclass(frozen=True)
class NameMatch:
    """One gazetteer name found in a text, with what a caller needs to judge it.

    ``start``/``end`` are offsets into the text given to ``find_names``.
    ``kinds`` is a subset of {"place", "admin1", "country", "demonym"}.
    ``common_word`` flags an English word that is also a place name ("Mission",
    "Victoria"); ``population`` is the largest population among the places of
    that name (0 for unknown); ``phonetic`` is True when the name was found
    only through the transliteration key (a spelling variant).
    """

    start: int
    end: int
    text: str
    key: str
    kinds: frozenset[str]
    country_code: str | None
    common_word: bool
    population: int = 0
    n_candidates: int = 0
    phonetic: bool = False
    capitalized: bool = True


@dataclass(frozen=True, slots=True)
class Place:
    """One gazetteer entry (a GeoNames place, a curated or user row, an admin area, a country).

    ``latitude``/``longitude`` are None for a curated row with no sourced
    coordinates; such a place resolves to its parent (``parent_id``).
    """

    place_id: str
    name: str
    latitude: float | None
    longitude: float | None
    country_code: str | None  # None for a feature in no one country
    admin1: str | None
    kind: str
    population: int
    parent_id: str | None
    source: str
    confidence: str = ""
    admin1_code: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every field."""
        return asdict(self)


@dataclass(frozen=True, slots=True)
class Country:
    """A country: ISO code, name and representative point (its capital)."""

    code: str
    name: str
    latitude: float
    longitude: float
    capital: str
    population: int = 0


@dataclass(frozen=True, slots=True)
class Resolution:
    """The place chosen for a name, and why (an audit trail for the user).

    ``geo_precision`` follows ACLED: 1 the named place itself; 2 part of or
    near a town (a neighbourhood placed at its city); 3 a region or a country.
    ``rule`` names the step that decided among the candidates; ``candidates``
    lists the place ids considered, best first.
    """

    place_id: str
    name: str
    latitude: float
    longitude: float
    country_code: str | None  # None for a feature in no one country (a sea, a border peak)
    country: str | None
    admin1: str | None
    kind: str
    geo_precision: int
    matched: str
    rule: str
    reason: str
    candidates: tuple[str, ...] = field(default_factory=tuple)
    parent_id: str | None = None
    source: str = ""

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every field (``candidates`` as a list)."""
        out = asdict(self)
        out["candidates"] = list(self.candidates)
        return out

    def describe(self) -> str:
        """A readable multi-line audit of this resolution (for ``timeline geocode``)."""
        admin = f", {self.admin1}" if self.admin1 else ""
        where = f"{self.country} ({self.country_code})" if self.country_code \
            else "in no one country"
        lines = [
            f"{self.name}{admin}, {where}",
            f"  id:        {self.place_id}  kind: {self.kind}  geo_precision: {self.geo_precision}",
            f"  location:  {self.latitude:.5f}, {self.longitude:.5f}",
            f"  matched:   {self.matched!r}",
            f"  rule:      {self.rule}",
            f"  reason:    {self.reason}",
        ]
        if self.parent_id:
            lines.append(f"  parent:    {self.parent_id}")
        if self.source:
            lines.append(f"  source:    {self.source}")
        shown = ", ".join(self.candidates[:8])
        more = f" (+{len(self.candidates) - 8} more)" if len(self.candidates) > 8 else ""
        lines.append(f"  candidates ({len(self.candidates)}): {shown}{more}")
        return "\n".join(lines)
