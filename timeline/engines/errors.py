"""The engines' one error type, a branch of the project's error tree."""

from __future__ import annotations

from ..errors import TimelineError

__all__ = ["EngineError"]


class EngineError(TimelineError, RuntimeError):
    """An engine cannot run as asked (dask missing, scheduler unreachable, bad option)."""
