"""Reading caption records from text, CSV and JSON Lines files, folders and stdin.

Every record keeps its provenance (file and line), so a caption in the events
table, a problem in a report and a row in ``unresolved.csv`` can all be traced
back to where a user can fix it.

Design choices, each for a user with a messy export:

* Files are decoded line by line (:mod:`.decoding`). A line that is not UTF-8
  is read as Windows-1252 (a superset of Latin-1) and reported once per file,
  so one stray byte never costs the rest of the file.
* A bad line (malformed JSON, an empty caption, a caption too long to be one)
  becomes a :class:`Problem` and reading goes on; ``strict=True`` turns the
  first problem into an error.
* A file that cannot be used at all (missing, binary, unsupported type, CSV
  without a caption column, a broken ``.gz``) raises when named directly;
  inside a folder it is reported and skipped, so the good files beside it are
  still read.
* Everything streams with bounded memory; a caption longer than
  :data:`MAX_CAPTION_CHARS` is reported and skipped.
"""

from __future__ import annotations

import csv
import difflib
import json
import logging
import os
import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from ..errors import InputError, MalformedRecordError, UnreadableInputError, UnsupportedInputError
from .decoding import MAX_CAPTION_CHARS, MAX_LINE_BYTES, STDIN, LineDecoder, describe, open_binary

__all__ = [
    "INPUT_FORMATS",
    "MAX_CAPTION_CHARS",
    "STDIN",
    "SUPPORTED_SUFFIXES",
    "TEXT_COLUMN_NAMES",
    "Problem",
    "ReadLog",
    "Record",
    "read_records",
]

log = logging.getLogger(__name__)

SUPPORTED_SUFFIXES: dict[str, str] = {
    ".txt": "text",
    ".text": "text",
    ".csv": "csv",
    ".tsv": "tsv",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
}
INPUT_FORMATS = ("auto", "text", "csv", "tsv", "jsonl")
# Compared after folding case and dropping spaces, hyphens and underscores, so
# exiftool's "Caption-Abstract" (IPTC) and "ImageDescription" (EXIF) are found too.
TEXT_COLUMN_NAMES = ("text", "caption", "description", "caption-abstract", "image description")
# A caption field over more lines than this is more likely an unclosed quote.
_MAX_ROW_LINES = 20
_INVISIBLE = re.compile(
    r"[\s\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]*"
)


@dataclass(frozen=True, slots=True)
class Record:
    """One caption as read, with where it came from (``line`` is 1-based)."""

    text: str
    source: str
    line: int

    @property
    def location(self) -> str:
        """``file:line``, the form used in ``sources`` and in messages."""
        return f"{self.source}:{self.line}"


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong with the input that did not stop the run."""

    source: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = self.source if self.line is None else f"{self.source}:{self.line}"
        return f"{where}: {self.message}"


@dataclass
class ReadLog:
    """What a read saw: files read, records yielded, problems met."""

    files: list[str] = field(default_factory=list)
    records: int = 0
    problems: list[Problem] = field(default_factory=list)


def read_records(
    inputs: Iterable[str | Path],
    *,
    text_column: str | None = None,
    input_format: str = "auto",
    strict: bool = False,
    log: ReadLog | None = None,
) -> Iterator[Record]:
    """Yield the caption records of every input, in order.

    ``inputs`` are files, folders (read recursively over supported files) or
    ``"-"`` for standard input. ``input_format`` forces one format for every
    file (``auto`` goes by suffix; stdin is sniffed as JSON Lines or text).
    Problems are appended to ``log.problems``; with ``strict`` the first
    problem raises :class:`~timeline.errors.MalformedRecordError` instead.
    """
    if input_format not in INPUT_FORMATS:
        raise InputError(
            f"unknown input format {input_format!r}; choose one of {', '.join(INPUT_FORMATS)}"
        )
    log = log if log is not None else ReadLog()
    reader = _Reader(text_column=text_column, strict=strict, log=log)
    for source, fmt, named in _plan(inputs, input_format, reader):
        try:
            yield from reader.read(source, fmt)
        except (UnsupportedInputError, UnreadableInputError) as error:
            if named or strict:
                raise
            reader.report(source, None, f"skipped: {_strip_where(error, source)}")


def _strip_where(error: Exception, source: str) -> str:
    text = str(error)
    return text[len(source) + 2 :] if text.startswith(f"{source}: ") else text


def _format_of(path: Path) -> str | None:
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    return SUPPORTED_SUFFIXES.get(suffixes[-1]) if suffixes else None


def _plan(
    inputs: Iterable[str | Path], input_format: str, reader: _Reader
) -> list[tuple[str, str, bool]]:
    """Expand folders and check every named input before anything is read.

    Returns ``(source, format, named)``; ``named`` is True for a file the user
    gave directly (its failure is an error) and False for one found in a folder.
    """
    plan: list[tuple[str, str, bool]] = []
    for item in inputs:
        source = str(item)
        if source == STDIN:
            plan.append((STDIN, input_format, True))
            continue
        path = Path(source)
        if path.is_dir():
            plan.extend(_plan_folder(path, input_format, reader))
        elif path.is_file():
            fmt = input_format if input_format != "auto" else _format_of(path)
            if fmt is None:
                raise UnsupportedInputError(
                    f"unsupported file type {''.join(path.suffixes) or '(no suffix)'!r}; "
                    f"use {', '.join(SUPPORTED_SUFFIXES)} (optionally .gz) or pass --format",
                    source=source,
                )
            plan.append((source, fmt, True))
        elif path.exists():
            raise UnreadableInputError("not a regular file or folder", source=source)
        else:
            raise UnreadableInputError("no such file or folder", source=source)
    return plan


def _walk(folder: Path, reader: _Reader) -> list[Path]:
    """Every non-hidden file under ``folder``, sorted; symlinked folders are not followed (no loops)."""
    found: list[Path] = []

    def fail(error: OSError) -> None:
        reader.report(
            str(error.filename), None, f"skipped: cannot list this folder ({describe(error)})"
        )

    for root, dirs, files in os.walk(folder, onerror=fail):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        found.extend(Path(root, name) for name in files if not name.startswith("."))
    return sorted(found)


def _plan_folder(folder: Path, input_format: str, reader: _Reader) -> list[tuple[str, str, bool]]:
    found: list[tuple[str, str, bool]] = []
    for path in _walk(folder, reader):
        if not path.is_file():
            continue
        fmt = input_format if input_format != "auto" else _format_of(path)
        if fmt is None:
            reader.report(
                str(path),
                None,
                f"skipped: unsupported file type (supported: {', '.join(SUPPORTED_SUFFIXES)})",
            )
            continue
        found.append((str(path), fmt, False))
    if not found:
        reader.report(str(folder), None, "no supported files in this folder")
    return found


def _too_long(text: str) -> bool:
    return len(text) > MAX_CAPTION_CHARS


def _blank(text: str) -> bool:
    """True when ``text`` holds nothing a reader could see (spaces, controls, format marks)."""
    return _INVISIBLE.fullmatch(text) is not None


_TOO_LONG = (
    f"caption longer than {MAX_CAPTION_CHARS:,} characters, skipped (is a blank line missing "
    "between captions, or a closing quote?)"
)


class _Reader:
    """Reads one source at a time, reporting problems into a shared log."""

    def __init__(self, *, text_column: str | None, strict: bool, log: ReadLog):
        self.text_column = text_column
        self.strict = strict
        self.log = log
        self.decoder = LineDecoder(
            ""
        )  # the current source's decoder (which lines it cut or repaired)

    def report(self, source: str, line: int | None, message: str) -> None:
        """Record a problem, or raise it under ``strict``."""
        if self.strict:
            raise MalformedRecordError(message, source=source, line=line)
        problem = Problem(source, line, message)
        log.info("%s", problem)  # the caller reports problems (the CLI caps how many it shows)
        self.log.problems.append(problem)

    def checked(self, text: str, source: str, line: int) -> Record | None:
        """The record for ``text``, or None (reported) when it is empty or too long."""
        if _blank(text):
            self.report(source, line, "empty caption")
            return None
        if _too_long(text):
            self.report(source, line, _TOO_LONG)
            return None
        return Record(text, source, line)

    def read(self, source: str, fmt: str) -> Iterator[Record]:
        self.log.files.append(source)
        self.decoder = LineDecoder(source)
        records_before, problems_before = self.log.records, len(self.log.problems)
        try:
            with open_binary(source) as raw:
                yield from self._parse(source, fmt, raw)
        except (OSError, EOFError, zlib.error) as error:
            if isinstance(error, UnreadableInputError):
                raise
            read = self.log.records - records_before
            if not read:  # nothing usable: the whole file is the problem
                raise UnreadableInputError(
                    f"cannot read ({describe(error)}); is the file complete?", source=source
                ) from error
            self.report(
                source,
                None,
                f"reading stopped after {read} record(s), which were kept "
                f"({describe(error)}); the file looks truncated",
            )
        if self.log.records == records_before and len(self.log.problems) == problems_before:
            self.report(
                source, None, "no captions found (the file is empty or holds only blank lines)"
            )

    def _parse(self, source: str, fmt: str, raw: BinaryIO) -> Iterator[Record]:
        lines = self.decoder.lines(raw)
        if fmt == "auto":  # only stdin gets here
            fmt, lines = _sniff_format(lines)
        parse = {"text": self._text, "csv": self._csv, "tsv": self._csv, "jsonl": self._jsonl}[fmt]
        for record in parse(source, lines, delimiter="\t" if fmt == "tsv" else ","):
            self.log.records += 1
            yield record
        repaired = self.decoder.fallback_lines
        if repaired:  # a note, not a bad record: it does not stop a --strict run
            self.log.problems.append(
                Problem(
                    source,
                    repaired[0],
                    f"{len(repaired)} line(s) are not UTF-8 and were read as Windows-1252/Latin-1 "
                    "(check accented letters; re-save the file as UTF-8 to silence this)",
                )
            )

    def _text(
        self, source: str, lines: Iterable[tuple[int, str]], *, delimiter: str
    ) -> Iterator[Record]:
        """Captions are paragraphs: runs of non-blank lines separated by blank lines."""
        buffer: list[str] = []
        size = start = 0
        for number, line in lines:
            if not _blank(line):
                if not buffer:
                    start, size = number, 0
                if (
                    size <= MAX_CAPTION_CHARS
                ):  # past the limit only the fact of being too long matters
                    buffer.append(line.strip())
                    size += len(buffer[-1]) + 1
            elif buffer:
                record = self.checked(" ".join(buffer), source, start)
                buffer = []
                if record:
                    yield record
        if buffer and (record := self.checked(" ".join(buffer), source, start)):
            yield record

    def _csv(
        self, source: str, lines: Iterable[tuple[int, str]], *, delimiter: str
    ) -> Iterator[Record]:
        previous_limit = csv.field_size_limit(
            MAX_LINE_BYTES
        )  # a module-wide setting: restored below
        try:
            yield from self._csv_rows(source, lines, delimiter=delimiter)
        finally:
            csv.field_size_limit(previous_limit)

    def _csv_rows(
        self, source: str, lines: Iterable[tuple[int, str]], *, delimiter: str
    ) -> Iterator[Record]:
        numbered = _LineCounter(lines)
        rows = csv.reader(numbered, delimiter=delimiter)
        try:
            header = next(rows, None)
        except csv.Error as error:
            raise UnsupportedInputError(
                f"cannot read the header row ({error})", source=source
            ) from error
        if header is None:
            return
        column = self._find_column(source, [h.strip() for h in header])
        row_start = numbered.line + 1
        while True:
            try:
                row = next(rows, None)
            except csv.Error as error:
                self.report(
                    source,
                    row_start,
                    _TOO_LONG if "field larger" in str(error) else f"bad CSV row ({error})",
                )
                row_start = numbered.line + 1
                continue
            if row is None:
                return
            line, row_start = row_start, numbered.line + 1
            if not any(cell.strip() for cell in row):
                continue
            if row_start - line > _MAX_ROW_LINES:
                self.report(
                    source,
                    line,
                    f"this row runs over {row_start - line} lines, to line "
                    f"{row_start - 1}: a field may lack its closing quote (kept as read)",
                )
            if column >= len(row):
                self.report(
                    source,
                    line,
                    f"row has {len(row)} field(s); the caption column is number {column + 1}",
                )
                continue
            if record := self.checked(row[column], source, line):
                yield record

    def _find_column(self, source: str, header: list[str]) -> int:
        folded = [_fold_name(h) for h in header]
        wanted = [self.text_column] if self.text_column else list(TEXT_COLUMN_NAMES)
        for name in wanted:
            if _fold_name(name) in folded:
                return folded.index(_fold_name(name))
        looked = repr(self.text_column) if self.text_column else ", ".join(TEXT_COLUMN_NAMES)
        close = [
            m
            for name in wanted
            for m in difflib.get_close_matches(_fold_name(name), folded, n=1, cutoff=0.7)
        ]
        hint = f" (did you mean {header[folded.index(close[0])]!r}?)" if close else ""
        raise UnsupportedInputError(
            f"no caption column (looked for {looked}); the columns are {header[:20]}{hint}; "
            "name the right one with --text-column",
            source=source,
        )

    def _jsonl(
        self, source: str, lines: Iterable[tuple[int, str]], *, delimiter: str
    ) -> Iterator[Record]:
        wanted = [self.text_column] if self.text_column else list(TEXT_COLUMN_NAMES)
        text_keys: dict[tuple[str, ...], list[str]] = {}
        for number, line in lines:
            if _blank(line):
                continue
            if number in self.decoder.cut_lines:
                self.report(source, number, _TOO_LONG)
                continue
            try:
                item = _JSON.decode(line)
            except json.JSONDecodeError as error:
                self.report(source, number, f"not valid JSON ({error.msg} at column {error.colno})")
                continue
            except (
                ValueError,
                RecursionError,
            ) as error:  # 5,000-digit numbers, arrays nested 10,000 deep
                self.report(
                    source, number, f"not usable JSON ({type(error).__name__}: {str(error)[:80]})"
                )
                continue
            text = _text_field(item, wanted, text_keys)
            if text is None:
                keys = list(item)[:20] if isinstance(item, dict) else type(item).__name__
                self.report(
                    source,
                    number,
                    f"no caption field (looked for {', '.join(wanted)}; "
                    f"found {keys}); name it with --text-column",
                )
                continue
            if record := self.checked(text, source, number):
                yield record


_FOLD_RE = re.compile(r"[\s_\-\ufeff]+")
_JSON = json.JSONDecoder(strict=False)  # strict=False: raw control characters in strings
_KEY_SETS_MAX = 1_000


def _fold_name(name: str) -> str:
    """Column names compare without case, spaces, hyphens, underscores or a BOM."""
    return _FOLD_RE.sub("", name).lower()


def _text_field(
    item: object, wanted: list[str], text_keys: dict[tuple[str, ...], list[str]]
) -> str | None:
    """The first string value under a wanted name, compared as :func:`_fold_name` does.

    ``text_keys`` remembers, per tuple of keys, which keys answer to the wanted
    names in order: an export's objects mostly share one set of keys, so the
    folding is done once per set, not once per line.
    """
    if isinstance(item, str):
        return item
    if not isinstance(item, dict):
        return None
    keys = tuple(item)
    order = text_keys.get(keys)
    if order is None:
        folded = {_fold_name(k): k for k in keys}  # the last of equally folded keys wins
        order = [folded[f] for f in map(_fold_name, wanted) if f in folded]
        if len(text_keys) >= _KEY_SETS_MAX:
            text_keys.clear()
        text_keys[keys] = order
    for key in order:
        value = item[key]
        if isinstance(value, str):
            return value
    return None


class _LineCounter:
    """Feeds decoded lines to :mod:`csv` and remembers the last line number given."""

    def __init__(self, lines: Iterable[tuple[int, str]]):
        self._lines = iter(lines)
        self.line = 0

    def __iter__(self) -> _LineCounter:
        return self

    def __next__(self) -> str:
        self.line, text = next(self._lines)
        return text + "\n"


def _sniff_format(lines: Iterator[tuple[int, str]]) -> tuple[str, Iterator[tuple[int, str]]]:
    """Guess text or JSON Lines for stdin from the first non-blank line."""
    seen: list[tuple[int, str]] = []
    fmt = "text"
    for item in lines:
        seen.append(item)
        if item[1].strip():
            fmt = "jsonl" if item[1].lstrip().startswith("{") else "text"
            break

    def replay() -> Iterator[tuple[int, str]]:
        yield from seen
        yield from lines

    return fmt, replay()
