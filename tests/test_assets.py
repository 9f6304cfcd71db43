"""Pinned browser assets: fetched once with npm, verified by sha512, cached, refused if tampered."""

from __future__ import annotations

import base64
import hashlib
import shutil

import pytest

from timeline.errors import AssetError, TimelineError
from timeline.render import assets
from timeline.render.assets import PINNED, ensure_assets, script_safe, topojson_to_geojson


@pytest.fixture(scope="session")
def bundle():
    """The real bundle (fetched with npm on the first run on a machine, then from the cache)."""
    return ensure_assets()


@pytest.fixture
def no_npm(monkeypatch, tmp_path):
    """A PATH with no npm on it, and no offline folder: only the cache can help."""
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    monkeypatch.delenv("TIMELINE_ASSETS_DIR", raising=False)


def test_bundle_holds_leaflet_markercluster_and_outlines(bundle):
    assert bundle.versions == {
        "leaflet": "1.9.4",
        "leaflet.markercluster": "1.5.3",
        "world-atlas": "2.0.2",
    }
    assert "Leaflet 1.9.4" in bundle.leaflet_js
    assert "MarkerClusterGroup" in bundle.markercluster_js
    features = bundle.countries_geojson["features"]
    names = {f["properties"].get("name") for f in features}
    assert len(features) > 150 and {"Syria", "Iraq", "Libya", "Yemen"} <= names


def test_css_images_are_data_uris_and_nothing_points_off_the_page(bundle):
    assert "url(images/" not in bundle.css
    assert "data:image/png;base64," in bundle.leaflet_css
    assert all(uri.startswith("data:image/png;base64,") for uri in bundle.marker_icons.values())
    for text in (bundle.js, bundle.css):
        assert "</script" not in text.lower() and "</style" not in text.lower()
        assert "sourceMappingURL" not in text


def test_outline_rings_never_jump_across_the_antimeridian(bundle):
    def rings(geometry):
        if geometry["type"] == "Polygon":
            return geometry["coordinates"]
        return [ring for polygon in geometry["coordinates"] for ring in polygon]

    for feature in bundle.countries_geojson["features"]:
        for ring in rings(feature["geometry"]):
            jumps = [abs(b[0] - a[0]) for a, b in zip(ring, ring[1:], strict=False)]
            assert max(jumps, default=0) <= 180, feature["properties"].get("name")


def test_pins_carry_sha512_integrities():
    for package in PINNED:
        assert package.integrity.startswith("sha512-")
        assert len(base64.b64decode(package.integrity[7:])) == 64


def test_cached_tarballs_work_with_no_npm_and_no_network(bundle, no_npm, no_network, tmp_path):
    cache = tmp_path / "cache"
    shutil.copytree(assets.default_cache_dir(), cache)
    offline = ensure_assets(cache)
    assert offline.leaflet_js == bundle.leaflet_js


def test_offline_folder_of_tarballs_is_used(bundle, no_npm, no_network, tmp_path, monkeypatch):
    folder = tmp_path / "tarballs"
    shutil.copytree(assets.default_cache_dir(), folder)
    monkeypatch.setenv("TIMELINE_ASSETS_DIR", str(folder))
    offline = ensure_assets(tmp_path / "empty-cache")
    assert offline.markercluster_js == bundle.markercluster_js


def test_empty_cache_without_npm_says_what_to_do(no_npm, tmp_path):
    with pytest.raises(AssetError) as caught:
        ensure_assets(tmp_path / "nothing-here")
    message = str(caught.value)
    assert "TIMELINE_ASSETS_DIR" in message and "npm pack leaflet@1.9.4" in message
    assert isinstance(caught.value, TimelineError) and isinstance(caught.value, OSError)


def test_tampered_tarball_is_refused(bundle, no_npm, tmp_path, monkeypatch):
    folder = tmp_path / "tarballs"
    shutil.copytree(assets.default_cache_dir(), folder)
    leaflet = folder / PINNED[0].filename
    leaflet.write_bytes(leaflet.read_bytes() + b"tampered")
    monkeypatch.setenv("TIMELINE_ASSETS_DIR", str(folder))
    with pytest.raises(AssetError, match="failed the pinned sha512 check of leaflet@1.9.4"):
        ensure_assets(tmp_path / "empty-cache")


def test_integrity_matches_npm_format():
    data = b"hello"
    expected = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    assert assets._integrity_of(data) == expected


def test_topojson_decodes_quantised_delta_arcs_and_reversed_arcs():
    topology = {
        "type": "Topology",
        "transform": {"scale": [0.5, 0.25], "translate": [10, 20]},
        "arcs": [[[0, 0], [2, 0], [0, 4]], [[2, 4], [-2, -4]]],
        "objects": {
            "shapes": {
                "type": "GeometryCollection",
                "geometries": [
                    {"type": "Polygon", "arcs": [[0, 1]], "id": "1", "properties": {"name": "A"}},
                    {
                        "type": "MultiPolygon",
                        "arcs": [[[~1, ~0]]],
                        "id": "2",
                        "properties": {"name": "B"},
                    },
                    {"type": "Point", "coordinates": [0, 0]},
                ],
            }
        },
    }
    geojson = topojson_to_geojson(topology, "shapes")
    assert [f["properties"]["name"] for f in geojson["features"]] == ["A", "B"]
    ring = geojson["features"][0]["geometry"]["coordinates"][0]
    assert ring == [[10.0, 20.0], [11.0, 20.0], [11.0, 21.0], [10.0, 20.0]]
    reversed_ring = geojson["features"][1]["geometry"]["coordinates"][0][0]
    assert reversed_ring == ring[::-1]


def test_rings_crossing_the_antimeridian_are_unwrapped():
    topology = {
        "type": "Topology",
        "arcs": [[[170, 60], [-170, 60], [-170, 70], [170, 70], [170, 60]]],
        "objects": {
            "o": {"type": "GeometryCollection", "geometries": [{"type": "Polygon", "arcs": [[0]]}]}
        },
    }
    ring = topojson_to_geojson(topology, "o")["features"][0]["geometry"]["coordinates"][0]
    assert [p[0] for p in ring] == [170, 190, 190, 170, 170]


def test_script_safe_closes_no_element_and_drops_source_maps():
    text = 'var s = "</script><script>alert(1)</SCRIPT>";\n//# sourceMappingURL=x.js.map\n'
    safe = script_safe(text)
    assert "</script" not in safe.lower() and "sourceMappingURL" not in safe
    assert '"<\\/script><script>alert(1)<\\/SCRIPT>"' in safe


def test_unwritable_cache_says_to_set_timeline_cache_dir(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(AssetError, match="TIMELINE_CACHE_DIR"):
        ensure_assets(blocker / "cache")
