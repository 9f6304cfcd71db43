"""Rendering: views of the events table (map, timelines, the combined page).

Rendering knows nothing of parsing: it reads the events table (see
:mod:`timeline.schema`) and writes HTML that works from disk with no network.
Third-party browser code comes from :mod:`timeline.render.assets` (pinned npm
tarballs, verified and cached), never from a CDN.
"""

from __future__ import annotations

from .assets import AssetBundle, ensure_assets
from .map import build_map, write_map
from .page import write_page

__all__ = ["AssetBundle", "build_map", "ensure_assets", "write_map", "write_page"]
