"""timeline: news-photo captions in, a dated, credited, mapped event record out.

The Python API is the same set of functions the ``timeline`` command calls::

    from timeline import build_events, write_outputs
    events = build_events(["captions.txt"])      # a pandas DataFrame, one row per event
    write_outputs(events, "output/")

Modules follow the flow of data: :mod:`.records` (read) -> :mod:`.understand`
(dates, credits, places) -> :mod:`gazetteer` (resolve) -> :mod:`.events` (the
table, schema in :mod:`.schema`) -> :mod:`.render` and :mod:`.export` (outputs).
"""

from __future__ import annotations

import importlib
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import InputError, TimelineError, UnreadableInputError, UnsupportedInputError
from .records import Problem, Record, read_records

if TYPE_CHECKING:
    import pandas as pd

__version__ = "0.1.0"

__all__ = [
    "COLUMNS",
    "Build",
    "Counts",
    "InputError",
    "Problem",
    "Record",
    "TimelineError",
    "UnreadableInputError",
    "UnsupportedInputError",
    "__version__",
    "build",
    "build_events",
    "evaluate_gold",
    "events_from_records",
    "read_records",
    "sample_inputs",
    "write_outputs",
]


# The pipeline (pandas, the gazetteer) loads on first use, so ``import timeline``
# stays cheap for the readers and the command line's --help.
_LAZY = {
    "build": "events",
    "build_events": "events",
    "events_from_records": "events",
    "Build": "events",
    "Counts": "events",
    "COLUMNS": "schema",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        module = importlib.import_module(f".{_LAZY[name]}", __name__)
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def sample_inputs() -> list[Path]:
    """The bundled sample corpus (used when ``timeline build`` is given no input)."""
    return [Path(str(resources.files(__name__) / "data" / "sample"))]


def write_outputs(events: pd.DataFrame, out_dir: str | Path, **options: Any) -> list[Path]:
    """Write map, timeline, page and exports; see :func:`timeline.outputs.write_outputs`."""
    from .outputs import write_outputs as _write_outputs  # rendering loads only when asked

    return _write_outputs(events, out_dir, **options)


def evaluate_gold(path: str | Path, **options: Any):
    """Score the pipeline on a gold JSON Lines file; see :func:`timeline.evaluate.evaluate_gold`."""
    from .evaluate import evaluate_gold as _evaluate_gold

    return _evaluate_gold(path, **options)
