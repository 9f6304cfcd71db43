"""Atomic file writes: a reader never sees a half-written output.

Every output goes to a temporary file in the same directory, is flushed to disk,
and is then renamed over the target. ``os.replace`` is atomic on POSIX and on
Windows, so a build killed mid-write leaves the previous complete file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

__all__ = ["atomic_write", "write_bytes_atomic", "write_text_atomic"]


@contextlib.contextmanager
def atomic_write(path: str | os.PathLike[str], *, binary: bool = False,
                 encoding: str = "utf-8", newline: str | None = "") -> Iterator[IO]:
    """Open a temporary sibling of ``path`` for writing; rename it over ``path`` on success."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        if binary:
            handle: IO = os.fdopen(fd, "wb")
        else:
            handle = os.fdopen(fd, "w", encoding=encoding, newline=newline)
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, 0o644)
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise


def write_text_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically and return the path."""
    with atomic_write(path) as handle:
        handle.write(text)
    return Path(path)


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` to ``path`` atomically and return the path."""
    with atomic_write(path, binary=True) as handle:
        handle.write(data)
    return Path(path)
