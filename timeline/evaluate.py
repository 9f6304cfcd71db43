"""Scoring the pipeline against labelled captions (``timeline evaluate GOLD.jsonl``).

A gold file is JSON Lines, one record a line::

    {"id": "seed-01", "text": "...", "gold": {"date": "2016-12-15", "lat": 36.2, "lon": 37.16,
     "tolerance_km": 10, "country_code": "SY", "photographer": "Karam Al-Masri", "agency": "AFP"}}

The rules, so that any labelled file can be scored the same way:

* A gold field that is absent is not scored. One present as null means the
  right answer is *none*: no photographer (a Stringer, a handout), no full date.
* ``date`` is compared as YYYY-MM-DD against the event date when the pipeline
  read it to the day; a gold ``YYYY-MM`` or ``YYYY`` is compared at that
  precision. A null date is right when the pipeline found no full date.
* ``place`` is scored when the gold has ``lat`` and ``lon``: right within
  ``tolerance_km`` (25 km by default) of the gold point, by great-circle distance.
* ``country_code`` is compared as an ISO 3166-1 alpha-2 code (case folded).
* ``photographer`` and ``agency`` are compared after folding case, accents and spacing;
  an agency also matches under another of its spellings ("ZUMA", "ZUMA Press Wire").

The captions go through the real pipeline (:func:`timeline.events.events_from_records`),
so the score is the score of what a user gets.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from gazetteer import distance_km

from .errors import MalformedRecordError, UnreadableInputError
from .events import events_from_records
from .records import Record
from .understand.credits import fold as fold_name
from .understand.credits import normalise_agency
from .understand.text import normalise_text

__all__ = [
    "DEFAULT_TOLERANCE_KM",
    "FIELDS",
    "Evaluation",
    "FieldScore",
    "GoldRecord",
    "Miss",
    "evaluate_gold",
    "fold",
    "read_gold",
    "score_events",
]

FIELDS: tuple[str, ...] = ("date", "place", "country", "photographer", "agency")
DEFAULT_TOLERANCE_KM = 25.0
_GOLD_DATE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:[T ].*)?$")


@dataclass(frozen=True, slots=True)
class GoldRecord:
    """One labelled caption: its id, text, gold fields and line in the gold file."""

    id: str
    text: str
    gold: dict[str, Any]
    line: int


@dataclass(frozen=True, slots=True)
class Miss:
    """One field the pipeline got wrong, with what was expected and what was found."""

    id: str
    field: str
    expected: str | None
    got: str | None

    def as_dict(self) -> dict[str, str | None]:
        """The JSON form used in ``misses``."""
        return {"id": self.id, "field": self.field, "expected": self.expected, "got": self.got}


@dataclass(frozen=True, slots=True)
class FieldScore:
    """How many records had this field labelled, and how many the pipeline got right."""

    scored: int = 0
    correct: int = 0

    @property
    def accuracy(self) -> float | None:
        """Fraction right; None when nothing was scored (not zero: there was no test)."""
        return round(self.correct / self.scored, 4) if self.scored else None

    def as_dict(self) -> dict[str, Any]:
        """The JSON form used in ``fields``."""
        return {"scored": self.scored, "correct": self.correct, "accuracy": self.accuracy}


@dataclass(frozen=True)
class Evaluation:
    """The scores of one gold file: per field, and every miss."""

    n: int
    fields: dict[str, FieldScore]
    misses: tuple[Miss, ...] = ()
    source: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """The object ``timeline evaluate --json`` prints (and scripts read)."""
        return {"n": self.n,
                "fields": {name: self.fields[name].as_dict() for name in FIELDS},
                "misses": [miss.as_dict() for miss in self.misses]}

    def tally(self) -> str:
        """The scores on one line, as docs/accuracy.md writes them: "60 · 58/59 · 60 · ..."
        (date, place, country, photographer, agency; a bare number is out of every record,
        ``a/b`` out of the ``b`` records labelled for that field)."""
        return " · ".join(
            str(score.correct) if score.scored == self.n else f"{score.correct}/{score.scored}"
            for score in (self.fields[name] for name in FIELDS)
        )

    def report(self) -> str:
        """A readable report: a table of fields, then one line per miss."""
        title = f"Evaluation of {self.source}" if self.source else "Evaluation"
        lines = [f"{title}: {self.n} record(s)", "",
                 f"{'field':<14}{'scored':>8}{'correct':>9}{'accuracy':>10}"]
        for name in FIELDS:
            score = self.fields[name]
            accuracy = "-" if score.accuracy is None else f"{score.accuracy:.1%}"
            lines.append(f"{name:<14}{score.scored:>8}{score.correct:>9}{accuracy:>10}")
        lines.append("")
        if not self.misses:
            lines.append("No misses.")
        else:
            lines.append(f"Misses ({len(self.misses)}):")
            width = max(len(m.id) for m in self.misses)
            lines += [f"  {m.id:<{width}}  {m.field:<12}  expected {_show(m.expected)}, "
                      f"got {_show(m.got)}" for m in self.misses]
        return "\n".join(lines)


def _show(value: str | None) -> str:
    return "none" if value is None else repr(value)


# ----------------------------------------------------------------------------- reading


def read_gold(path: str | Path) -> list[GoldRecord]:
    """Read a gold JSON Lines file; a broken line raises an error naming file and line."""
    source = str(path)
    try:
        with open(path, encoding="utf-8-sig") as handle:
            lines = handle.read().splitlines()
    except FileNotFoundError as error:
        raise UnreadableInputError("gold file not found; check the path", source=source) from error
    except UnicodeDecodeError as error:
        raise UnreadableInputError(f"gold file is not UTF-8 ({error.reason}); save it as UTF-8",
                                   source=source) from error
    except OSError as error:
        raise UnreadableInputError(f"cannot read gold file ({error.strerror})",
                                   source=source) from error
    return [_gold_record(text, source, number)
            for number, text in enumerate(lines, 1) if text.strip()]


def _gold_record(text: str, source: str, line: int) -> GoldRecord:
    def bad(message: str) -> MalformedRecordError:
        return MalformedRecordError(message, source=source, line=line)

    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise bad(f"not valid JSON ({error.msg}, column {error.colno}); "
                  "each line must be one JSON object") from error
    if not isinstance(record, dict):
        raise bad(f"expected a JSON object, got {type(record).__name__}")
    caption = record.get("text")
    if not isinstance(caption, str) or not caption.strip():
        raise bad('record has no "text" (the caption to score); add it or remove the line')
    gold = record.get("gold", {})
    if gold is None:
        gold = {}
    if not isinstance(gold, dict):
        raise bad(f'"gold" must be an object of labelled fields, got {type(gold).__name__}')
    _check_gold(gold, bad)
    ident = record.get("id")
    return GoldRecord(id=str(ident) if ident is not None else f"line {line}", text=caption,
                      gold=gold, line=line)


def _check_gold(gold: dict[str, Any], bad: Any) -> None:
    """Reject gold values that cannot be compared, naming the field and the fix."""
    date = gold.get("date")
    if date is not None and (not isinstance(date, str) or not _GOLD_DATE.match(date.strip())):
        raise bad(f'gold "date" {date!r} is not YYYY-MM-DD (or YYYY-MM, YYYY, or null)')
    for name in ("lat", "lon", "tolerance_km"):
        value = gold.get(name)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                  or not math.isfinite(value)):
            raise bad(f'gold "{name}" {value!r} is not a number')
    if ("lat" in gold) != ("lon" in gold):
        raise bad('gold has only one of "lat" and "lon"; give both (or neither)')
    lat, lon = gold.get("lat"), gold.get("lon")
    if (lat is None) != (lon is None):
        raise bad('gold "lat" and "lon" must both be numbers or both be null')
    if lat is not None and lon is not None and not (-90 <= lat <= 90 and -180 <= lon <= 180):
        raise bad(f"gold point ({lat}, {lon}) is outside the globe; lat is -90..90, lon -180..180")
    tolerance = gold.get("tolerance_km")
    if tolerance is not None and tolerance <= 0:
        raise bad(f'gold "tolerance_km" must be positive, got {tolerance}')
    for name in ("country_code", "photographer", "agency", "place"):
        value = gold.get(name)
        if value is not None and not isinstance(value, str):
            raise bad(f'gold "{name}" must be a string or null, got {value!r}')


# ----------------------------------------------------------------------------- scoring


def fold(value: str | None) -> str | None:
    """Case, accents and spacing folded, for comparing names."""
    return (fold_name(value) or None) if value is not None else None


def _value(row: dict[str, Any] | None, name: str) -> Any:
    if row is None:
        return None
    value = row.get(name)
    missing = value is None or value is pd.NA or (not isinstance(value, str) and pd.isna(value))
    return None if missing else value


def _date_found(row: dict[str, Any] | None) -> str | None:
    start = _value(row, "event_date")
    if start is None:
        return None
    iso = pd.Timestamp(start).date().isoformat()
    precision = _value(row, "date_precision")
    return {"day": iso, "month": iso[:7], "year": iso[:4]}.get(precision, iso)


def _score_date(expected: str | None, got: str | None) -> tuple[bool, str | None]:
    if expected is None:
        return got is None or len(got) < 10, None  # null gold: no full date
    match = _GOLD_DATE.match(expected.strip())
    assert match is not None  # checked when read
    want = "-".join(part for part in match.groups() if part)
    return got == want, want



_Score = tuple[bool, str | None, str | None]  # right, expected, got


def _score_place(gold: dict[str, Any], row: dict[str, Any] | None) -> _Score:
    lat, lon = gold["lat"], gold["lon"]
    got_lat, got_lon = _value(row, "latitude"), _value(row, "longitude")
    name = _value(row, "place_name")
    found = None if got_lat is None or got_lon is None else \
        f"{name or 'unnamed'} ({float(got_lat):.4f}, {float(got_lon):.4f})"
    if lat is None:
        return found is None, None, found
    tolerance = float(gold.get("tolerance_km") or DEFAULT_TOLERANCE_KM)
    label = gold.get("place") or "gold point"
    expected = f"{label} ({lat:.4f}, {lon:.4f}) within {tolerance:g} km"
    if found is None:
        return False, expected, None
    distance = distance_km(lat, lon, float(got_lat), float(got_lon))
    return distance <= tolerance, expected, f"{found}, {distance:.1f} km away"


def _score_text(expected: str | None, got: str | None, *,
                upper: bool = False) -> tuple[bool, str | None]:
    if upper:
        return (expected or "").strip().upper() == (got or "").strip().upper(), expected
    return fold(expected) == fold(got), expected


def _canonical_agency(name: str | None) -> str | None:
    return normalise_agency(name) or fold_name(name) if name else None


def _score_record(record: GoldRecord,
                  row: dict[str, Any] | None) -> list[tuple[str, bool, str | None, str | None]]:
    """(field, right, expected, got) for every field this record labels."""
    gold = record.gold
    results: list[tuple[str, bool, str | None, str | None]] = []
    if "date" in gold:
        got = _date_found(row)
        right, want = _score_date(gold["date"], got)
        results.append(("date", right, want, got))
    if "lat" in gold and "lon" in gold:
        results.append(("place", *_score_place(gold, row)))
    if "country_code" in gold:
        got = _value(row, "country_code")
        right, want = _score_text(gold["country_code"], got, upper=True)
        results.append(("country", right, want, got))
    for name in ("photographer", "agency"):
        if name in gold:
            got = _value(row, name)
            right, want = _score_text(gold[name], got)
            if name == "agency" and not right:  # "ZUMA" and "ZUMA Press Wire" are one agency
                right = _canonical_agency(gold[name]) == _canonical_agency(got)
            results.append((name, right, want, got))
    return results


def score_events(gold: Sequence[GoldRecord], events: pd.DataFrame, *,
                 source: str | None = None) -> Evaluation:
    """Score an events table against gold records, matching rows by normalised text."""
    rows: dict[str, dict[str, Any]] = {
        str(row["text"]): {str(k): v for k, v in row.items()} for row in events.to_dict("records")}
    scored = dict.fromkeys(FIELDS, 0)
    correct = dict.fromkeys(FIELDS, 0)
    misses: list[Miss] = []
    for record in gold:
        row = rows.get(normalise_text(record.text))
        for name, right, expected, got in _score_record(record, row):
            scored[name] += 1
            if right:
                correct[name] += 1
            else:
                misses.append(Miss(record.id, name, expected, got))
    fields = {name: FieldScore(scored[name], correct[name]) for name in FIELDS}
    return Evaluation(n=len(gold), fields=fields, misses=tuple(misses), source=source)


def evaluate_gold(path: str | Path, *, gazetteer: Any = None) -> Evaluation:
    """Read a gold file, run the real pipeline on its captions, and score every labelled field."""
    gold = read_gold(path)
    records: Iterable[Record] = [Record(text=g.text, source=str(path), line=g.line) for g in gold]
    events = events_from_records(records, gazetteer=gazetteer)
    return score_events(gold, events, source=str(path))
