"""The single-process engine: one caption after another, in first-seen order.

It is the reference the other engines are compared with: the dask engine's
rows must equal these, row for row.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gazetteer import Gazetteer

from ..rows import caption_row

__all__ = ["understand_captions"]


def understand_captions(
    captions: Mapping[str, Sequence[str]], *, gazetteer: Gazetteer
) -> list[dict[str, Any]]:
    """Rows of the events table for ``{normalised caption: [sources]}``, in the same order."""
    return [caption_row(text, sources, gazetteer) for text, sources in captions.items()]
