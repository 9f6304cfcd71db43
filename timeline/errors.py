"""One exception tree for the project.

Each error is also the builtin type it is (``ValueError`` for bad input,
``OSError`` for a file that cannot be read), so callers that only know the
builtins still catch it. Messages name the file and line and say what to do.
"""

from __future__ import annotations

__all__ = [
    "AssetError",
    "InputError",
    "MalformedRecordError",
    "TimelineError",
    "UnreadableInputError",
    "UnsupportedInputError",
]


class TimelineError(Exception):
    """Root of every error this package raises on purpose."""


class InputError(TimelineError, ValueError):
    """An input file or record cannot be used as given."""

    def __init__(self, message: str, *, source: str | None = None, line: int | None = None):
        self.source = source
        self.line = line
        where = source if line is None else f"{source}:{line}"
        super().__init__(f"{where}: {message}" if where else message)


class UnsupportedInputError(InputError):
    """The file type is not one the readers know (or the file looks binary)."""


class MalformedRecordError(InputError):
    """One record (a line or row) is broken; raised only under ``strict``."""


class UnreadableInputError(TimelineError, OSError):
    """The path does not exist or cannot be opened."""

    def __init__(self, message: str, *, source: str):
        self.source = source
        super().__init__(f"{source}: {message}")


class AssetError(TimelineError, OSError):
    """A pinned third-party asset (JavaScript, CSS, basemap) is not available."""
