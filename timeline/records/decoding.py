"""Bytes to numbered lines for the readers: encodings, binary files, bounded line length.

Kept apart from the parsers (text paragraphs, CSV, JSON Lines) because every
format shares it, and because it is where hostile or mistaken input is met
first:

* UTF-8, with a line that is not UTF-8 read as Windows-1252 (a superset of
  Latin-1) and counted, so one stray byte never costs the rest of the file;
  UTF-16/32 by their byte-order mark, UTF-16 without one by its zero bytes.
* Binary files (images, PDFs, spreadsheets, archives) are refused, and named
  when their signature is known, rather than read as garbage captions.
* Memory stays bounded: a line longer than :data:`MAX_LINE_BYTES` is cut there
  and the rest read and dropped, so a 5 GB line cannot exhaust memory.
"""

from __future__ import annotations

import codecs
import contextlib
import gzip
import io
import sys
from collections.abc import Iterator
from typing import BinaryIO

from ..errors import UnreadableInputError, UnsupportedInputError

__all__ = [
    "MAX_CAPTION_CHARS",
    "MAX_LINE_BYTES",
    "STDIN",
    "LineDecoder",
    "binary_kind",
    "describe",
    "open_binary",
]

# Real captions run to a few thousand characters; a "caption" longer than this is
# a file without blank lines between captions, or a hostile input.
MAX_CAPTION_CHARS = 100_000
STDIN = "-"
_SNIFF_BYTES = 8192
_BLOCK = 1 << 16
# A UTF-8 character is at most 4 bytes, so a line cut here still decodes to more
# than MAX_CAPTION_CHARS characters and is reported as too long.
MAX_LINE_BYTES = 4 * MAX_CAPTION_CHARS + 4
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# File signatures a user may mistake for a caption file, named in the message.
_MAGIC = (
    (b"PK\x03\x04", "a ZIP archive (an .xlsx, .docx or .zip?); export it as CSV"),
    (b"%PDF-", "a PDF document"),
    (b"\xff\xd8\xff", "a JPEG image; export its captions (e.g. exiftool -csv) instead"),
    (b"\x89PNG", "a PNG image"),
    (b"GIF8", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"\x1f\x8b", "gzip-compressed; name it .gz"),
    (b"SQLite format 3\x00", "an SQLite database"),
    (b"\xd0\xcf\x11\xe0", "an old Office document (.xls/.doc); export it as CSV"),
)
# Control bytes that do not occur in text (tab, newlines, form feed, escape do).
_ODD_BYTES = bytes(set(range(32)) - {9, 10, 11, 12, 13, 27}) + b"\x7f"
_WIDE = ("utf-16", "utf-32", "utf-16-le", "utf-16-be")


class LineDecoder:
    """Decodes one source into ``(line_number, text)``, remembering what it had to repair.

    ``cut_lines`` are the lines cut at :data:`MAX_LINE_BYTES`; ``fallback_lines``
    the lines that were not UTF-8 and were read as Windows-1252.
    """

    def __init__(self, source: str):
        self.source = source
        self.cut_lines: set[int] = set()
        self.fallback_lines: list[int] = []

    def lines(self, raw: BinaryIO) -> Iterator[tuple[int, str]]:
        """Yield ``(line_number, text)`` with line endings removed."""
        head = _peek(raw)
        encoding = next((name for bom, name in _BOMS if head.startswith(bom)), None)
        encoding = encoding or (_utf16_without_bom(head) if b"\x00" in head else None)
        if encoding in _WIDE:
            stream = io.TextIOWrapper(raw, encoding=encoding, errors="replace", newline=None)
            yield from enumerate(_bounded_text_lines(stream), start=1)
            return
        why = binary_kind(head)
        if why:
            raise UnsupportedInputError(
                f"looks like a binary file ({why}); give a text, CSV or JSON Lines file",
                source=self.source,
            )
        yield from self._utf8_lines(
            raw,
            skip_bom=encoding == "utf-8-sig",
            separator=b"\r" if b"\r" in head and b"\n" not in head else b"\n",
        )

    def _utf8_lines(
        self, raw: BinaryIO, *, skip_bom: bool, separator: bytes
    ) -> Iterator[tuple[int, str]]:
        for number, (chunk, cut) in enumerate(_bounded_lines(raw, separator), start=1):
            if number == 1 and skip_bom:
                chunk = chunk[len(codecs.BOM_UTF8) :]
            try:
                text = chunk.decode("utf-8")
            except UnicodeDecodeError:
                if cut:  # a multi-byte character split at the cut; the line is reported as too long
                    text = chunk.decode("utf-8", errors="replace")
                else:
                    text = chunk.decode("cp1252", errors="replace")
                    self.fallback_lines.append(number)
            if cut:
                self.cut_lines.add(number)
            yield number, text.rstrip("\r\n")


def _peek(raw: BinaryIO) -> bytes:
    """The first bytes of ``raw`` without consuming them."""
    return raw.peek(_SNIFF_BYTES)[:_SNIFF_BYTES]  # type: ignore[attr-defined]


def _utf16_without_bom(head: bytes) -> str | None:
    """Recognise BOM-less UTF-16 by its zero bytes: nearly all on one side of each pair."""
    pairs = len(head) // 2
    if pairs < 4 or any(head.startswith(magic) for magic, _ in _MAGIC):
        return None
    even, odd = head[0 : pairs * 2 : 2].count(0), head[1 : pairs * 2 : 2].count(0)
    if odd > 0.4 * pairs and even < 0.05 * pairs:
        return "utf-16-le"
    if even > 0.4 * pairs and odd < 0.05 * pairs:
        return "utf-16-be"
    return None


def binary_kind(head: bytes) -> str | None:
    """Why ``head`` looks like a binary file, or None for text.

    A few stray control characters (a caption pasted from a PDF) keep a file
    text; binary formats are named when recognised, otherwise more than 5 % of
    control bytes or any run of zero bytes gives it away.
    """
    for magic, kind in _MAGIC:
        if head.startswith(magic):
            return kind
    if len(head) >= 64 and len(head.translate(None, _ODD_BYTES)) < 0.95 * len(head):
        return "many control bytes"
    if b"\x00\x00" in head:
        return "it holds runs of zero bytes"
    return None


def _bounded_lines(raw: BinaryIO, separator: bytes) -> Iterator[tuple[bytes, bool]]:
    """Split ``raw`` on ``separator``, cutting any line at ``MAX_LINE_BYTES``.

    Yields ``(line, cut)``. Memory stays bounded whatever the input: the rest of
    an overlong line is read and dropped.
    """
    current = b""
    cut = False
    for block in iter(lambda: raw.read(_BLOCK), b""):
        *complete, tail = block.split(separator)
        for piece in complete:
            line, line_cut = _append(current, piece)
            yield line, cut or line_cut
            current, cut = b"", False
        current, tail_cut = _append(current, tail)
        cut = cut or tail_cut
    if current or cut:
        yield current, cut


def _append(current: bytes, piece: bytes) -> tuple[bytes, bool]:
    room = MAX_LINE_BYTES - len(current)
    if len(piece) > room:
        return current + piece[: max(room, 0)], True
    return current + piece, False


def _bounded_text_lines(stream: io.TextIOWrapper) -> Iterator[str]:
    """Lines of a decoded stream without their ending, cut at the line limit like :func:`_bounded_lines`."""
    while line := stream.readline(MAX_LINE_BYTES):
        if not line.endswith("\n"):
            while (rest := stream.readline(MAX_LINE_BYTES)) and not rest.endswith("\n"):
                pass
        yield line.rstrip("\r\n")


def describe(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__


def open_binary(source: str) -> contextlib.AbstractContextManager[BinaryIO]:
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
        raise UnreadableInputError(
            f"cannot open ({error.strerror or error})", source=source
        ) from error
