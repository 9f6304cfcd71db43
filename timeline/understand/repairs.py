"""Mending the damage exports and scans do to caption text, before it is read.

Captions come from web pages, DAM exports, spreadsheets and scanned prints, and each leaves
its marks: UTF-8 read as Windows-1252 ("SÃ£o Paulo"), a page's formatting tags and entities
("Paris<br>on", "&amp;"), a CSV field's quoting, punctuation that lost its space
("Kabul,Afghanistan,October 9,2001.The"), an OCR's digits for letters ("Ju1y 20", "G0ma"),
a credit printed twice. :func:`mend_damaged_text` undoes each where a cheap test says it may
be there (about 2 µs a caption otherwise); :func:`.text.normalise_text` calls it first, so
the mended text is the caption's identity and what the user sees.
"""

from __future__ import annotations

import html
import re

from ftfy import fix_encoding

__all__ = ["mend_damaged_text"]


def mend_damaged_text(text: str) -> str:
    """The text with the damage exports and scans do mended, each repair tried only where a
    cheap test says it may be needed: mojibake, a web page's markup and entities, a CSV
    field's quotes left on, punctuation with its space lost ("Kabul,Afghanistan,October
    9,2001.The"), an OCR's digits for letters ("Ju1y 20", "G0ma", "Aug. 2O"), and a credit
    printed twice at the end ("ANSA/NAME ANSA/NAME")."""
    if not text.isascii() and _MOJIBAKE.search(text) is not None:
        text = fix_encoding(text)  # "SÃ£o Paulo", "KÃ¶ln": UTF-8 read as Windows-1252
    if "<" in text and ">" in text:
        text = _HTML_TAG.sub(" ", text)  # a web page's markup: "Paris<br>on May 1", "<i>"
    if "&" in text and ";" in text:
        text = html.unescape(text)  # "&amp;", "&#8217;", "&nbsp;"
    if text[:1] == '"' and text.rstrip()[-1:] == '"' and '""' in text:
        text = text.strip()[1:-1].replace('""', '"')  # a CSV field's quoting left on
    if "' " in text or "\u2019 " in text:
        text = _SPLIT_POSSESSIVE.sub(r"\1\2", text)  # "ST JOHN' S", "Stalin' s home town"
    if _GLUED_PUNCTUATION.search(text) is not None:
        text = _GLUED_PUNCTUATION.sub(r"\g<0> ", text)
    if _scanned(text):
        text = _OCR_WORDS.sub(_ocr_letters, _OCR_NUMBERS.sub("0", text))
    tail = text.rstrip()
    if len(tail) > 20 and tail[-7:] in tail[-130:-7] \
            and (twice := _TWICE_AT_END.search(tail, max(0, len(tail) - 130))) is not None:
        text = tail[: twice.start(2)].rstrip()
    return text


# a possessive's s cut from its apostrophe by a stray space ("ST JOHN' S, Antigua", "Stalin' s
# home town"): a letter before, a word's end after (not a quotation's close: "'Yes' said")
_SPLIT_POSSESSIVE = re.compile(r"(?<=[^\W\d_])(['\u2019]) ([sS])\b")

# a comma or full stop with its space lost, between words or before a year or a sentence:
# "Kabul,Afghanistan", "October 9,2001", "2001.The", "Afghanistan.REUTERS" (not "3,000",
# "2.5", "U.S.", "yna.co.kr")
_GLUED_PUNCTUATION = re.compile(r"[,.](?:(?<=[^\W\d_],)(?=[^\W\d_])"
                                r"|(?:(?<=\s\d,)|(?<=\s\d\d,))(?=(?:1[89]|20)\d\d\b)"
                                r"|(?<=[a-z\d]\.)(?=[A-Z][a-z]|[A-Z]{2}))")
# an OCR's 0 and 1 for O and l in a word of letters ("Ju1y", "G0ma", "0KLAH0MA",
# "Yurchenk0"; three letters or more a digit, so not "H1N1", "Top10"), and O for 0 in a
# number ("Aug. 2O", "8/2O/91")
_OCR_WORDS = re.compile(r"\b(?=(?:[01]*[A-Za-z]){3})(?=[A-Za-z]*[01])[A-Za-z01]{4,}\b")
_OCR_INSIDE = re.compile(r"[01](?<=[A-Za-z][01])[01]*(?=[A-Za-z])")  # (digit first: fast)
_OCR_NUMBERS = re.compile(r"(?<=\d)O|O(?=\d)")
# the same credit twice at the end: "ANSA/LUCA ZENNARO ANSA/LUCA ZENNARO"
_TWICE_AT_END = re.compile(r"(?<=\s)(\S.{6,60}?)\s+(\1)\s*$")


def _scanned(text: str) -> bool:
    """Whether the text reads as an OCR's: three words or more with digits for letters, one
    of them inside the word ("bui1ding", "G0ma"); one or two are as often names ("Ligue1",
    "Formula1")."""
    if _OCR_INSIDE.search(text) is None:
        return False
    words = [w for w in _OCR_WORDS.findall(text) if _mostly_letters(w)]
    return len(words) >= 3 and any(_OCR_INSIDE.search(w) for w in words)


def _mostly_letters(word: str) -> bool:
    """True for a word of three letters or more a digit ("Ju1y"; not "Top10", a code)."""
    digits = sum(c in "01" for c in word)
    return 3 * digits <= len(word) - digits


def _ocr_letters(match: re.Match[str]) -> str:
    """A word with an OCR's digits for letters, in letters: 0 is O, 1 is l (I or L in
    capitals: "1NDIA", "CHO1ERA")."""
    word = match.group()
    if not _mostly_letters(word):
        return word  # (a code: "Top10")
    letters = [c for c in word if c.isalpha()]
    upper = sum(c.isupper() for c in letters) * 2 > len(letters)
    one = ("I", "L") if upper else ("l", "l")
    return "".join(("O" if upper else "o") if c == "0" else one[bool(i)] if c == "1" else c
                   for i, c in enumerate(word))


# UTF-8 read as Windows-1252 or Latin-1, as exports mangle it: a lead byte's letter ("Ã",
# "Â", "Ð", "â") before a continuation byte's ("SÃ£o", "donâ€™t", "Ð¡"); ftfy mends the text
# (conservatively: "Âge" stays), only where this cheap test says it may be so
_MOJIBAKE = re.compile("[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d"
                       "\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026"
                       "\u2030\u2039\u203a\u20ac\u2122]")

# a web page's formatting tags (not others: "<img src=x onerror=...>" stays as written, for
# the pages to show escaped, as the evidence it is)
_HTML_TAG = re.compile(r"</?(?i:br|p|i|b|em|strong|span|div|font|u|sup|sub|small|a)"
                       r"(?:\s[^<>]*)?/?>")
