"""The compact index: flat place columns, two name automata, postings and a reverse grid.

Everything is plain lists, numpy arrays and pyahocorasick automata, so the
whole index pickles to one file and loads in well under a second.

Rows are places of every kind (GeoNames places, curated or user rows, admin
areas, countries). A *key* is a folded name (see :mod:`gazetteer.names`);
each automaton maps a key to a key id, and ``post_off``/``post`` list the rows
named by it, each entry ``row << 2 | flag`` with flag 0 = alternate name,
1 = main name, 2 = demonym (the row is the country), 3 = a country's name in Chinese,
Japanese or Korean script, keyed by its reading, which only text in those scripts may
match (the reading of "古巴", Cuba, is "guba": Guba in a Latin caption is another place).
"""

from __future__ import annotations

import math
from array import array
from dataclasses import dataclass, field

import ahocorasick
import numpy as np

__all__ = [
    "ALT",
    "DEMONYM",
    "FORMAT_VERSION",
    "MAIN",
    "MASK_ADMIN1",
    "MASK_COMMON",
    "MASK_COUNTRY",
    "MASK_DEMONYM",
    "MASK_PARTICLE",
    "MASK_PLACE",
    "MASK_READING",
    "READING",
    "Index",
    "KeyTable",
]

FORMAT_VERSION = "8"
ALT, MAIN, DEMONYM, READING = 0, 1, 2, 3
MASK_PLACE, MASK_ADMIN1, MASK_COUNTRY, MASK_DEMONYM, MASK_COMMON = 1, 2, 4, 8, 16
# a one-word key that is also a word written lower-case inside many names ("van", "sur")
MASK_PARTICLE = 32
# a key one of whose postings is a READING: a Latin text's match is judged without it
MASK_READING = 64
_CELL = 1.0  # degrees per reverse-geocoding grid cell


@dataclass
class KeyTable:
    """One automaton (surface or phonetic keys) with its postings and per-key facts."""

    automaton: ahocorasick.Automaton
    keys_len: array
    keys_ntok: array
    post_off: array
    post: array
    mask: array
    max_pop: array
    country: dict[int, str]

    def key_id(self, key: str) -> int:
        """Id of a key, or -1."""
        return self.automaton.get(key, -1) if key else -1

    def postings(self, kid: int) -> list[tuple[int, int]]:
        """(row, flag) pairs for a key id."""
        return [(v >> 2, v & 3) for v in self.post[self.post_off[kid] : self.post_off[kid + 1]]]

    def count(self, kid: int) -> int:
        """How many rows a key names."""
        return self.post_off[kid + 1] - self.post_off[kid]


@dataclass
class Index:
    """Every row of the gazetteer and the tables that find them."""

    gid: np.ndarray
    other_ids: dict[int, str]
    names: list[str]
    lat: np.ndarray
    lon: np.ndarray
    cc: list[str]
    admin1: list[str | None]
    kind: list[str]
    pop: np.ndarray
    parent: list[str | None]
    source_id: np.ndarray
    sources: list[str]
    confidence: dict[int, str]
    lower_words: frozenset[str]  # words that may be written lower-case inside a name
    surface: KeyTable
    phonetic: KeyTable
    admin1_names: dict[str, str]
    country_rows: dict[str, int]
    # names in scripts written without spaces between words (Chinese, Japanese, Korean), which
    # a caption runs into its other words: looked for inside the text, not as tokens
    unspaced: frozenset[str] = field(default_factory=frozenset)
    # the rows each of those names is written for (its reading may be other rows' key too)
    unspaced_rows: dict[str, tuple[int, ...]] = field(default_factory=dict)
    cell_order: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int32))
    cell_keys: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    _gid_order: np.ndarray | None = None
    _gid_sorted: np.ndarray | None = None
    _row_of_other: dict[str, int] | None = None

    def __len__(self) -> int:
        return len(self.names)

    def _gid_lookup(self) -> tuple[np.ndarray, np.ndarray]:
        """Rows sorted by GeoNames id, and the sorted ids (built on first use)."""
        if self._gid_order is None or self._gid_sorted is None:
            self._gid_order = np.argsort(self.gid, kind="stable")
            self._gid_sorted = self.gid[self._gid_order]
        return self._gid_order, self._gid_sorted

    def place_id(self, row: int) -> str:
        """The public id of a row ("geonames:170063", "curated:jobar", "country:SY")."""
        gid = int(self.gid[row])
        return f"geonames:{gid}" if gid else self.other_ids[row]

    def row_of(self, place_id: str) -> int:
        """Row of a public id, or -1."""
        if place_id.startswith("geonames:"):
            order, sorted_gids = self._gid_lookup()
            gid = int(place_id.split(":", 1)[1])
            pos = int(np.searchsorted(sorted_gids, gid))
            if pos < len(sorted_gids) and sorted_gids[pos] == gid:
                return int(order[pos])
            return -1
        if self._row_of_other is None:
            self._row_of_other = {ident: row for row, ident in self.other_ids.items()}
        return self._row_of_other.get(place_id, -1)

    # reverse geocoding -------------------------------------------------
    def build_grid(self) -> None:
        """Sort rows with coordinates (not admin areas or countries) into 1° cells."""
        ok = ~np.isnan(self.lat)
        kinds = np.array([k not in ("admin1", "country") for k in self.kind], dtype=bool)
        rows = np.nonzero(ok & kinds)[0].astype(np.int32)
        keys = _cell_key(self.lat[rows], self.lon[rows])
        order = np.argsort(keys, kind="stable")
        self.cell_order = rows[order]
        self.cell_keys = keys[order]

    def nearest(self, lat: float, lon: float, *, max_km: float = 100.0) -> int:
        """Row nearest to (lat, lon) within ``max_km``, or -1."""
        reach = max(1, math.ceil(max_km / 111.0))
        base_i, base_j = math.floor(lat / _CELL), math.floor(lon / _CELL)
        chunks = []
        for di in range(-reach, reach + 1):
            for dj in range(-reach, reach + 1):
                key = _cell_key_ij(base_i + di, base_j + dj)
                lo = np.searchsorted(self.cell_keys, key, "left")
                hi = np.searchsorted(self.cell_keys, key, "right")
                if hi > lo:
                    chunks.append(self.cell_order[lo:hi])
        if not chunks:
            return -1
        rows = np.concatenate(chunks)
        dist = haversine_km(lat, lon, self.lat[rows], self.lon[rows])
        best = int(np.argmin(dist))
        return int(rows[best]) if dist[best] <= max_km else -1


def _cell_key_ij(i: int, j: int) -> int:
    return (i + 200) * 1000 + ((j + 540) % 360)


def _cell_key(lat: np.ndarray, lon: np.ndarray) -> np.ndarray:
    i = np.floor(lat / _CELL).astype(np.int64)
    j = np.floor(lon / _CELL).astype(np.int64)
    return (i + 200) * 1000 + ((j + 540) % 360)


def haversine_km(
    lat: float, lon: float, lats: np.ndarray | float, lons: np.ndarray | float
) -> np.ndarray:
    """Great-circle distance in km from one point to many."""
    p1, p2 = np.radians(lat), np.radians(lats)
    dphi = p2 - p1
    dlmb = np.radians(np.asarray(lons) - lon)
    a = np.sin(dphi / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dlmb / 2) ** 2
    return 2 * 6371.0088 * np.arcsin(np.sqrt(np.minimum(a, 1.0)))
