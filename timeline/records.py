"""Reading caption records from text, CSV and JSON Lines files, folders and stdin.

Every record keeps its provenance (file and line), so a caption in the events
table, a problem in a report and a row in ``unresolved.csv`` can all be traced
back to where a user can fix it.

Design choices, each for a user with a messy export:

* Files are decoded line by line. A line that is not UTF-8 is read as
  Windows-1252 (a superset of Latin-1) and reported once per file, so one stray
  byte never costs the rest of the file. UTF-16/32 files are recognised by their
  byte-order mark.
* A bad line (malformed JSON, an empty caption) becomes a :class:`Problem` and
  reading goes on; ``strict=True`` turns the first problem into an error.
* A file that cannot be used at all (missing, binary, unsupported type, CSV
  without a caption column) raises when named directly; inside a folder it is
  reported and skipped, so the good files beside it are still read.
* Everything streams: a file larger than memory is read one line at a time.
"""

from __future__ import annotations

import codecs
import contextlib
import csv
import gzip
import io
import json
import logging
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from .errors import InputError, MalformedRecordError, UnreadableInputError, UnsupportedInputError

__all__ = [
    "Record",
    "Problem",
    "ReadLog",
    "read_records",
    "SUPPORTED_SUFFIXES",
    "TEXT_COLUMN_NAMES",
    "INPUT_FORMATS",
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
TEXT_COLUMN_NAMES = ("text", "caption", "description")
STDIN = "-"
_SNIFF_BYTES = 8192
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
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
        raise InputError(f"unknown input format {input_format!r}; choose one of {', '.join(INPUT_FORMATS)}")
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
    return text[len(source) + 2:] if text.startswith(f"{source}: ") else text


def _format_of(path: Path) -> str | None:
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    return SUPPORTED_SUFFIXES.get(suffixes[-1]) if suffixes else None


def _plan(inputs: Iterable[str | Path], input_format: str, reader: _Reader) -> list[tuple[str, str, bool]]:
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


def _plan_folder(folder: Path, input_format: str, reader: _Reader) -> list[tuple[str, str, bool]]:
    found: list[tuple[str, str, bool]] = []
    for path in sorted(folder.rglob("*")):
        if any(part.startswith(".") for part in path.relative_to(folder).parts) or not path.is_file():
            continue
        fmt = input_format if input_format != "auto" else _format_of(path)
        if fmt is None:
            reader.report(str(path), None, "skipped: unsupported file type "
                          f"(supported: {', '.join(SUPPORTED_SUFFIXES)})")
            continue
        found.append((str(path), fmt, False))
    if not found:
        reader.report(str(folder), None, "no supported files in this folder")
    return found


class _Reader:
    """Reads one source at a time, reporting problems into a shared log."""

    def __init__(self, *, text_column: str | None, strict: bool, log: ReadLog):
        self.text_column = text_column
        self.strict = strict
        self.log = log

    def report(self, source: str, line: int | None, message: str) -> None:
        """Record a problem, or raise it under ``strict``."""
        if self.strict:
            raise MalformedRecordError(message, source=source, line=line)
        problem = Problem(source, line, message)
        log.warning("%s", problem)
        self.log.problems.append(problem)

    def read(self, source: str, fmt: str) -> Iterator[Record]:
        self.log.files.append(source)
        count_before = self.log.records
        with _open_binary(source) as raw:
            lines = self._decoded_lines(source, raw)
            if fmt == "auto":  # only stdin gets here
                fmt, lines = _sniff_format(lines)
            parse = {"text": self._text, "csv": self._csv, "tsv": self._csv, "jsonl": self._jsonl}[fmt]
            for record in parse(source, lines, delimiter="\t" if fmt == "tsv" else ","):
                self.log.records += 1
                yield record
        if self.log.records == count_before:
            self.report(source, None, "no captions found (the file is empty or holds only blank lines)")

    def _decoded_lines(self, source: str, raw: BinaryIO) -> Iterator[tuple[int, str]]:
        """Yield ``(line_number, text)`` with line endings removed."""
        head = raw.peek(_SNIFF_BYTES)[:_SNIFF_BYTES]  # type: ignore[attr-defined]
        encoding = next((name for bom, name in _BOMS if head.startswith(bom)), None)
        if encoding in ("utf-16", "utf-32"):
            stream = io.TextIOWrapper(raw, encoding=encoding, errors="replace", newline=None)
            for number, line in enumerate(stream, start=1):
                yield number, line.rstrip("\n")
            return
        if b"\x00" in head:
            raise UnsupportedInputError(
                "looks like a binary file (it holds NUL bytes); give a text, CSV or JSON Lines file",
                source=source,
            )
        yield from self._utf8_lines(source, raw, skip_bom=encoding == "utf-8-sig",
                                    cr_only=b"\r" in head and b"\n" not in head)

    def _utf8_lines(self, source: str, raw: BinaryIO, *, skip_bom: bool,
                    cr_only: bool) -> Iterator[tuple[int, str]]:
        fallback_lines: list[int] = []
        chunks: Iterable[bytes] = _split_cr(raw) if cr_only else raw
        for number, chunk in enumerate(chunks, start=1):
            if number == 1 and skip_bom:
                chunk = chunk[len(codecs.BOM_UTF8):]
            try:
                text = chunk.decode("utf-8")
            except UnicodeDecodeError:
                text = chunk.decode("cp1252", errors="replace")
                fallback_lines.append(number)
            yield number, text.rstrip("\r\n")
        if fallback_lines:
            first = fallback_lines[0]
            self.log.problems.append(Problem(
                source, first,
                f"{len(fallback_lines)} line(s) are not UTF-8 and were read as Windows-1252/Latin-1 "
                "(check accented letters; re-save the file as UTF-8 to silence this)",
            ))

    def _text(self, source: str, lines: Iterable[tuple[int, str]], **_: str) -> Iterator[Record]:
        """Captions are paragraphs: runs of non-blank lines separated by blank lines."""
        buffer: list[str] = []
        start = 0
        for number, line in lines:
            if line.strip():
                if not buffer:
                    start = number
                buffer.append(line.strip())
            elif buffer:
                yield Record(" ".join(buffer), source, start)
                buffer = []
        if buffer:
            yield Record(" ".join(buffer), source, start)

    def _csv(self, source: str, lines: Iterable[tuple[int, str]], *, delimiter: str) -> Iterator[Record]:
        csv.field_size_limit(min(sys.maxsize, 2**31 - 1))
        numbered = _LineCounter(lines)
        rows = csv.reader(numbered, delimiter=delimiter)
        header = next(rows, None)
        if header is None:
            return
        column = self._find_column(source, [h.strip() for h in header])
        row_start = numbered.line + 1
        for row in rows:
            line, row_start = row_start, numbered.line + 1
            if not any(cell.strip() for cell in row):
                continue
            if column >= len(row):
                self.report(source, line, f"row has {len(row)} field(s); the caption column is "
                                          f"number {column + 1}")
                continue
            if not row[column].strip():
                self.report(source, line, "empty caption")
                continue
            yield Record(row[column], source, line)

    def _find_column(self, source: str, header: list[str]) -> int:
        lowered = [h.lower().lstrip("\ufeff") for h in header]
        wanted = [self.text_column.lower()] if self.text_column else list(TEXT_COLUMN_NAMES)
        for name in wanted:
            if name in lowered:
                return lowered.index(name)
        looked = repr(self.text_column) if self.text_column else ", ".join(TEXT_COLUMN_NAMES)
        raise UnsupportedInputError(
            f"no caption column (looked for {looked}); the columns are {header}; "
            "name the right one with --text-column",
            source=source,
        )

    def _jsonl(self, source: str, lines: Iterable[tuple[int, str]], **_: str) -> Iterator[Record]:
        wanted = [self.text_column] if self.text_column else list(TEXT_COLUMN_NAMES)
        for number, line in lines:
            if not line.strip():
                continue
            try:
                item = json.loads(line)
            except json.JSONDecodeError as error:
                self.report(source, number, f"not valid JSON ({error.msg} at column {error.colno})")
                continue
            text = _text_field(item, wanted)
            if text is None:
                keys = list(item) if isinstance(item, dict) else type(item).__name__
                self.report(source, number, f"no caption field (looked for {', '.join(wanted)}; "
                                            f"found {keys}); name it with --text-column")
                continue
            if not text.strip():
                self.report(source, number, "empty caption")
                continue
            yield Record(text, source, number)


def _text_field(item: object, wanted: list[str]) -> str | None:
    if isinstance(item, str):
        return item
    if not isinstance(item, dict):
        return None
    lowered = {str(k).lower(): v for k, v in item.items()}
    for name in wanted:
        value = lowered.get(name.lower())
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


def _split_cr(raw: BinaryIO) -> Iterator[bytes]:
    """Split a file with old Mac (CR-only) line endings into lines."""
    pending = b""
    for block in iter(lambda: raw.read(1 << 16), b""):
        pending += block
        *complete, pending = pending.split(b"\r")
        yield from complete
    if pending:
        yield pending


def _open_binary(source: str) -> contextlib.AbstractContextManager[BinaryIO]:
    """Open a file (transparently gunzipping ``.gz``) or stdin as a binary stream with ``peek``."""
    if source == STDIN:
        stream = sys.stdin.buffer
        if not hasattr(stream, "peek"):  # a test harness's BytesIO: small by construction
            stream = io.BufferedReader(io.BytesIO(stream.read()))  # type: ignore[arg-type]
        return contextlib.nullcontext(stream)
    try:
        if source.lower().endswith(".gz"):
            return io.BufferedReader(gzip.open(source, "rb"))  # type: ignore[arg-type]
        return open(source, "rb")
    except OSError as error:
        raise UnreadableInputError(f"cannot open ({error.strerror or error})", source=source) from error
