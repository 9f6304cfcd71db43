"""Pinned third-party assets for offline pages: fetch once, verify, cache, inline.

The map must open from disk with no network, yet the repository carries no
third-party JavaScript. So Leaflet, Leaflet.markercluster and the Natural Earth
country outlines (npm ``world-atlas``) are npm tarballs pinned here by name,
version and the registry's sha512 integrity. They are fetched once with the
ordinary npm client (``npm pack``), verified, and kept in a cache directory.
Every later build reads the cache and verifies again, so a corrupted or
tampered tarball is refused rather than shipped inside a page.

Lookup order for each tarball: ``TIMELINE_ASSETS_DIR`` (a folder of tarballs a
user copied in, for machines that cannot reach a registry), then the cache
(``TIMELINE_CACHE_DIR`` or ``~/.cache/timeline``), then ``npm pack``.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import itertools
import json
import logging
import os
import re
import shutil
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from timeline.errors import AssetError

__all__ = [
    "PINNED",
    "AssetBundle",
    "NpmPackage",
    "default_cache_dir",
    "ensure_assets",
    "script_safe",
    "topojson_to_geojson",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class NpmPackage:
    """One pinned npm package: what ``npm pack`` fetches and the integrity it must have."""

    name: str
    version: str
    integrity: str

    @property
    def spec(self) -> str:
        """The ``name@version`` argument for npm."""
        return f"{self.name}@{self.version}"

    @property
    def filename(self) -> str:
        """The tarball name ``npm pack`` writes (scoped names lose the ``@`` and ``/``)."""
        return f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"


# Integrities are the registry's own sha512 values, as ``npm pack --json`` reports them.
PINNED: tuple[NpmPackage, ...] = (
    NpmPackage(
        "leaflet",
        "1.9.4",
        "sha512-nxS1ynzJOmOlHp+iL3FyWqK89GtNL8U8rvlMOsQdTTssxZwCXh8N2NB3GDQOL+YR3XnWyZAxwQixURb+FA74PA==",
    ),
    NpmPackage(
        "leaflet.markercluster",
        "1.5.3",
        "sha512-vPTw/Bndq7eQHjLBVlWpnGeLa3t+3zGiuM7fJwCkiMFq+nmRuG3RI3f7f4N4TDX7T4NpbAXpR2+NTRSEGfCSeA==",
    ),
    NpmPackage(
        "world-atlas",
        "2.0.2",
        "sha512-IXfV0qwlKXpckz1FhwXVwKRjiIhOnWttOskm5CtxMsjgE/MXAYRHWJqgXOpM8IkcPBoXnyTU5lFHcYa5ChG0LQ==",
    ),
)
_BY_NAME = {p.name: p for p in PINNED}


@dataclass(frozen=True, slots=True)
class AssetBundle:
    """Verified asset text, ready to inline into a page (``<script>``/``<style>`` safe)."""

    leaflet_js: str
    leaflet_css: str
    markercluster_js: str
    markercluster_css: str
    countries_geojson: dict[str, Any]
    marker_icons: dict[str, str]
    versions: dict[str, str]

    @property
    def js(self) -> str:
        """All JavaScript, in load order."""
        return self.leaflet_js + "\n;\n" + self.markercluster_js

    @property
    def css(self) -> str:
        """All CSS, in cascade order."""
        return self.leaflet_css + "\n" + self.markercluster_css


def default_cache_dir() -> Path:
    """Where verified tarballs live: ``TIMELINE_CACHE_DIR`` or the user cache dir."""
    override = os.environ.get("TIMELINE_CACHE_DIR")
    if override:
        return Path(override).expanduser() / "assets"
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "timeline" / "assets"


def _integrity_of(data: bytes) -> str:
    """The npm/SRI sha512 integrity string of ``data``."""
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode("ascii")


def _how_to_fix(package: NpmPackage, cache: Path) -> str:
    """What a user on a machine without registry access should do."""
    specs = " ".join(p.spec for p in PINNED)
    return (
        f"Run a build once on a machine that can reach the npm registry (the tarballs are then "
        f"cached in {cache}) and copy that folder here, or run `npm pack {specs}` elsewhere, "
        f"copy the .tgz files into a folder and set TIMELINE_ASSETS_DIR to it. "
        f"Missing: {package.filename}."
    )


def _read_verified(path: Path, package: NpmPackage) -> bytes | None:
    """The tarball's bytes if it matches the pinned integrity; None (with a warning) if not."""
    data = path.read_bytes()
    if _integrity_of(data) == package.integrity:
        return data
    log.warning("%s does not match the pinned integrity of %s; ignoring it", path, package.spec)
    return None


def _npm_pack(package: NpmPackage, cache: Path) -> Path:
    """Fetch one tarball with the npm client into ``cache``; raise AssetError if npm cannot."""
    try:
        cache.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise AssetError(
            f"cannot create the asset cache {cache} ({error}); set TIMELINE_CACHE_DIR to a "
            f"writable folder. " + _how_to_fix(package, cache)
        ) from error
    npm = shutil.which("npm")
    if npm is None:
        raise AssetError(
            f"npm is not installed, so {package.spec} cannot be fetched. "
            + _how_to_fix(package, cache)
        )
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        log.info("fetching %s with npm pack", package.spec)
        try:
            subprocess.run(
                [npm, "pack", package.spec, "--silent"],
                cwd=tmp,
                check=True,
                capture_output=True,
                timeout=120,
            )
        except (subprocess.SubprocessError, OSError) as error:
            detail = getattr(error, "stderr", b"") or b""
            raise AssetError(
                f"`npm pack {package.spec}` failed ({error}; "
                f"{detail.decode(errors='replace').strip()[:300]}). " + _how_to_fix(package, cache)
            ) from error
        fetched = Path(tmp) / package.filename
        if not fetched.exists():
            raise AssetError(
                f"`npm pack {package.spec}` wrote no {package.filename}. "
                + _how_to_fix(package, cache)
            )
        target = cache / package.filename
        os.replace(fetched, target)
    return target


def _tarball(package: NpmPackage, cache: Path) -> bytes:
    """The verified tarball bytes, from TIMELINE_ASSETS_DIR, the cache, or npm (in that order)."""
    offline = os.environ.get("TIMELINE_ASSETS_DIR")
    candidates = [Path(offline).expanduser() / package.filename] if offline else []
    candidates.append(cache / package.filename)
    rejected = []
    for path in candidates:
        if path.is_file():
            data = _read_verified(path, package)
            if data is not None:
                return data
            rejected.append(str(path))
    try:
        fetched = _npm_pack(package, cache)
    except AssetError as error:
        if not rejected:
            raise
        raise AssetError(
            f"{', '.join(rejected)} failed the pinned sha512 check of {package.spec} "
            f"(corrupt or a different build) and was not used. {error}"
        ) from error
    data = _read_verified(fetched, package)
    if data is None:
        raise AssetError(
            f"npm returned a tarball for {package.spec} whose sha512 differs from "
            f"the pinned one; refusing to use it. " + _how_to_fix(package, cache)
        )
    return data


def _members(data: bytes, names: list[str]) -> dict[str, bytes]:
    """Read the named members (paths under ``package/``) out of a tarball held in memory."""
    import io

    out: dict[str, bytes] = {}
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        for name in names:
            member = archive.extractfile(f"package/{name}")
            if member is None:
                raise AssetError(f"tarball lacks package/{name}; the pinned package changed shape")
            out[name] = member.read()
    return out


def script_safe(text: str, tag: str = "script") -> str:
    """Make ``text`` safe to place inside a ``<script>`` or ``<style>`` element.

    Only the closing-tag sequence can end such an element early; in JavaScript and CSS
    source, ``<\\/`` means the same as ``</`` inside strings and regexes (and ``<\\!--`` as
    ``<!--``). Source-map comments are dropped: developer tools would request files that
    are not there.
    """
    text = re.sub(r"^\s*//# sourceMappingURL=.*$", "", text, flags=re.MULTILINE)
    text = re.sub(r"/\*# sourceMappingURL=.*?\*/", "", text)
    if tag == "script":  # "<!--" then "<script" would make the parser skip the closing tag
        text = text.replace("<!--", "<\\!--")
    return re.sub(f"</({tag})", r"<\\/\1", text, flags=re.IGNORECASE)


def _data_uri(png: bytes) -> str:
    """A PNG as a ``data:`` URI, so CSS and icons need no files beside the page."""
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def _decode_arcs(topology: dict[str, Any]) -> list[list[tuple[float, float]]]:
    """Absolute lon/lat points of every arc (quantised, delta-encoded TopoJSON)."""
    transform = topology.get("transform")
    arcs: list[list[tuple[float, float]]] = []
    for arc in topology["arcs"]:
        if transform is None:
            arcs.append([(float(x), float(y)) for x, y, *_ in arc])
            continue
        (sx, sy), (tx, ty) = transform["scale"], transform["translate"]
        x = y = 0
        points = []
        for dx, dy, *_ in arc:
            x, y = x + dx, y + dy
            points.append((round(x * sx + tx, 4), round(y * sy + ty, 4)))
        arcs.append(points)
    return arcs


def _ring(indexes: list[int], arcs: list[list[tuple[float, float]]]) -> list[list[float]]:
    """Join arcs into one ring; ``~i`` means arc ``i`` reversed; shared end points kept once."""
    ring: list[list[float]] = []
    for index in indexes:
        points = arcs[index] if index >= 0 else arcs[~index][::-1]
        start = 1 if ring else 0
        ring.extend([list(p) for p in points[start:]])
    return _unwrap(ring)


def _unwrap(ring: list[list[float]]) -> list[list[float]]:
    """Remove antimeridian jumps so Leaflet draws no line across the whole world.

    world-atlas 2 leaves rings that cross 180 degrees uncut (d3 draws on the sphere);
    a flat map needs continuous longitudes, so later points shift by 360 degrees. A ring
    around a pole (Antarctica) then fails to close by 360 degrees; it is closed via the pole.
    """
    if not ring:
        return ring
    out = [list(ring[0])]
    shift = 0.0
    for (lon0, _), (lon1, lat1) in itertools.pairwise(ring):
        if lon1 - lon0 > 180:
            shift -= 360
        elif lon0 - lon1 > 180:
            shift += 360
        out.append([round(lon1 + shift, 4), lat1])
    if shift:
        pole = -90.0 if sum(p[1] for p in out) < 0 else 90.0
        start, stop = out[-1][0], out[0][0]
        steps = int(abs(stop - start) // 90) + 1
        out += [[round(start + (stop - start) * k / steps, 4), pole] for k in range(steps + 1)]
        out.append(list(out[0]))
    return out


def topojson_to_geojson(topology: dict[str, Any], name: str) -> dict[str, Any]:
    """Decode one TopoJSON object (a GeometryCollection of polygons) to a GeoJSON FeatureCollection.

    Done in Python at build time so the page needs no TopoJSON decoder.
    """
    arcs = _decode_arcs(topology)
    features = []
    for geometry in topology["objects"][name]["geometries"]:
        kind = geometry.get("type")
        if kind == "Polygon":
            coordinates: Any = [_ring(r, arcs) for r in geometry["arcs"]]
        elif kind == "MultiPolygon":
            coordinates = [[_ring(r, arcs) for r in polygon] for polygon in geometry["arcs"]]
        else:
            continue
        features.append(
            {
                "type": "Feature",
                "id": geometry.get("id"),
                "properties": dict(geometry.get("properties") or {}),
                "geometry": {"type": kind, "coordinates": coordinates},
            }
        )
    return {"type": "FeatureCollection", "features": features}


def _leaflet(cache: Path) -> tuple[str, str, dict[str, str]]:
    """Leaflet's JS, its CSS with images as data URIs, and the default marker icons."""
    images = [
        "layers.png",
        "layers-2x.png",
        "marker-icon.png",
        "marker-icon-2x.png",
        "marker-shadow.png",
    ]
    files = _members(
        _tarball(_BY_NAME["leaflet"], cache),
        ["dist/leaflet.js", "dist/leaflet.css"] + [f"dist/images/{i}" for i in images],
    )
    uris = {image: _data_uri(files[f"dist/images/{image}"]) for image in images}
    css = files["dist/leaflet.css"].decode("utf-8")
    for image, uri in uris.items():
        css = css.replace(f"url(images/{image})", f"url({uri})")
    js = files["dist/leaflet.js"].decode("utf-8")
    return script_safe(js), script_safe(css, "style"), uris


def _markercluster(cache: Path) -> tuple[str, str]:
    """Leaflet.markercluster's JS and both of its stylesheets."""
    names = [
        "dist/leaflet.markercluster.js",
        "dist/MarkerCluster.css",
        "dist/MarkerCluster.Default.css",
    ]
    files = _members(_tarball(_BY_NAME["leaflet.markercluster"], cache), names)
    css = files[names[1]].decode("utf-8") + "\n" + files[names[2]].decode("utf-8")
    return script_safe(files[names[0]].decode("utf-8")), script_safe(css, "style")


def _countries(cache: Path) -> dict[str, Any]:
    """Natural Earth 1:110m country outlines as GeoJSON."""
    raw = _members(_tarball(_BY_NAME["world-atlas"], cache), ["countries-110m.json"])
    return topojson_to_geojson(json.loads(raw["countries-110m.json"]), "countries")


@functools.lru_cache(maxsize=4)
def _load(cache: Path, offline_dir: str | None) -> AssetBundle:
    """Build the bundle once per process, cache directory and offline folder (it is immutable).

    ``offline_dir`` is only part of the memo key: :func:`_tarball` reads the variable itself.
    """
    leaflet_js, leaflet_css, icons = _leaflet(cache)
    cluster_js, cluster_css = _markercluster(cache)
    return AssetBundle(
        leaflet_js=leaflet_js,
        leaflet_css=leaflet_css,
        markercluster_js=cluster_js,
        markercluster_css=cluster_css,
        countries_geojson=_countries(cache),
        marker_icons=icons,
        versions={p.name: p.version for p in PINNED},
    )


def ensure_assets(cache_dir: str | os.PathLike[str] | None = None) -> AssetBundle:
    """Return the verified offline assets, fetching any missing tarball with npm first.

    Raises :class:`timeline.errors.AssetError` (saying what to do) when a tarball is
    neither cached nor fetchable, or fails its checksum.
    """
    cache = Path(cache_dir).expanduser() if cache_dir is not None else default_cache_dir()
    return _load(cache.resolve(), os.environ.get("TIMELINE_ASSETS_DIR"))
