"""Normalising caption text before anything reads it.

Two jobs, kept apart because they serve different readers:

* :func:`normalise_text` makes the canonical form used for identity
  (de-duplication, ``event_id``) and shown to users: Unicode NFC, control
  characters removed, every run of whitespace one space.
* :func:`repair_broken_hyphenation` mends line-break damage such as
  ``"al- Sakhour"`` or ``"five- day"`` before names and numbers are matched. It
  is not applied to the identity form, so the text a user sees is what they gave.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Callable

from ftfy import fix_encoding

__all__ = ["BURMESE_LETTER", "HANGUL", "KANA", "KHMER_LETTER", "fold", "normalise_text",
           "repair_broken_hyphenation"]

# A letter of the scripts whose captions have readers of their own: Japanese kana, Korean
# Hangul, Khmer and Burmese (one search tells a caption's script)
KANA = re.compile("[\u3040-\u30ff]")
HANGUL = re.compile("[\uac00-\ud7a3]")
KHMER_LETTER = re.compile("[\u1780-\u17ff]")
BURMESE_LETTER = re.compile("[\u1000-\u109f]")

# C0/C1 controls except tab/newline/carriage return (which become spaces), plus
# zero-width and bidi formatting marks that break matching but carry no meaning (not the
# zero-width non-joiner and joiner, which are letters' forms in Persian and the Indic
# scripts: "حسن‌زاده" is one name).
_CONTROL = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b\u2060\ufeff\u202a-\u202e\u2066-\u2069]"
)

# A hyphen followed by a space inside a word: "al- Sakhour", "five- day", "U.S.- led".
# The left side must be a letter or digit and the right side a letter or digit;
# a spaced dash (" - ") or a dash after a space is punctuation and left alone.
# The look-behind comes after the hyphen it checks (the same test as a leading
# "(?<=[^\W_])"): a pattern that starts with a literal lets re skip ahead to each
# hyphen instead of trying the look-behind at every position, ten times the cost.
# (Not in Arabic script, whose houses' datelines set their parts off with a hyphen and a
# space: "تهران- ایرنا- ...")
_BROKEN_HYPHEN = re.compile(r"-(?<=[^\W_\u0600-\u06ff]-)[ \t]+(?=[^\W_\u0600-\u06ff])")

# A capitalised word cut at a line end ("Wa- jima", "Pietermaritz- burg", "Gran- de"): a
# title-case head before a lower-case tail. Whether the two halves make one word is asked
# of the caller (a gazetteer knows "Wajima"; "Iran- trained" and "Vice- president" stay
# compounds).
_HEAD = re.compile(r"(?<![\w-])[A-Z][a-z]{1,14}$")
_TAIL = re.compile(r"[a-z]{2,}(?![\w-])")


def normalise_text(text: str) -> str:
    """Return the canonical form of a caption: NFC, no control characters, single spaces, and
    the full-width digits and Latin letters of Japanese and Chinese typesetting as ASCII
    ("２０２４年３月", "ＮＨＫ"; their full-width brackets and signs stay, which those houses'
    forms are read by), as are the digits of India's scripts ("२०२४")."""
    text = unicodedata.normalize("NFC", _mended(text))
    if not text.isascii():
        text = text.translate(_FULL_WIDTH)
        if "\u200c" in text or "\u200d" in text:
            text = _INDIC_JOINER.sub("", text)  # "ಟ್ರ್ಯಾಕ್ಟರ್\u200cನಲ್ಲಿ": one word
    if not text.isprintable():  # every character _CONTROL matches is non-printable
        text = _CONTROL.sub(" ", text)
    elif "  " not in text and text[:1] != " " and text[-1:] != " ":
        # the only whitespace a printable text can hold is " " (every other
        # str.isspace character is a control or a separator), so it is already
        # single-spaced: most captions, returned without splitting into words
        return text
    # str.split() splits on exactly the characters \s matches (str.isspace), so
    # this is re.sub(r"\s+", " ", text).strip() without a substitution per space
    return " ".join(text.split())


def _mended(text: str) -> str:
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
    if _GLUED_PUNCTUATION.search(text) is not None:
        text = _GLUED_PUNCTUATION.sub(r"\g<0> ", text)
    if _scanned(text):
        text = _OCR_WORDS.sub(_ocr_letters, _OCR_NUMBERS.sub(_ocr_digits, text))
    if len(text) > 20 and text[-4:] in text[-130:-4] \
            and (twice := _TWICE_AT_END.search(text, max(0, len(text) - 130))) is not None:
        text = text[: twice.start(2)].rstrip()
    return text


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


def _ocr_digits(match: re.Match[str]) -> str:
    """An O among a number's digits, as the digit."""
    return "0"


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

_FULL_WIDTH = {code: code - 0xFEE0 for first, last in ((0xFF10, 0xFF19), (0xFF21, 0xFF3A),
                                                       (0xFF41, 0xFF5A))
               for code in range(first, last + 1)}
# and the digits of India's scripts and Sinhala as ASCII ("२५ जुलै २०२४", "୨୦।୬", "২০১২"),
# which the date patterns read
_FULL_WIDTH |= {zero + n: ord("0") + n for zero in (0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66,
                                                   0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6)
                for n in range(10)}
# a zero-width joiner or non-joiner inside a word of India's scripts, which GeoNames' names
# are indexed without
_INDIC_JOINER = re.compile("(?<=[\u0900-\u0dff])[\u200c\u200d](?=[\u0900-\u0dff])")


def repair_broken_hyphenation(text: str, is_word: Callable[[str], bool] | None = None) -> str:
    """Join words split by a hyphen and a stray space ("al- Sakhour" -> "al-Sakhour").

    With ``is_word``, a short capitalised head before a lower-case tail is joined
    whole when ``is_word`` says the two halves are one word ("Wa- jima" -> "Wajima").
    The result has the same length or is shorter; callers that keep character
    offsets work on the repaired text throughout.
    """
    if "-" not in text or ("- " not in text and "-\t" not in text):
        # the pattern needs one of these: skip the look-behind scan (a one-character
        # test first: it is a memchr, several times cheaper than a two-character one)
        return text
    if is_word is None:
        return _BROKEN_HYPHEN.sub("-", text)
    return _BROKEN_HYPHEN.sub(lambda match: _mend(match, is_word), text)


def _mend(match: re.Match[str], is_word: Callable[[str], bool]) -> str:
    """The hyphen kept ("al-Sakhour", "five-day"), or a word cut at a line end joined."""
    text, at, end = match.string, match.start(), match.end()
    head = _HEAD.search(text, max(0, at - 16), at)
    tail = _TAIL.match(text, end) if head is not None else None
    if tail is not None and is_word(head.group() + tail.group()):
        return ""
    return "-"


# Letters that carry no combining mark to strip: Turkish dotless i, Polish l, Nordic o.
_UNDECOMPOSED = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d",
                               "Đ": "D", "ħ": "h"})


def fold(text: str) -> str:
    """Case-, accent- and spacing-folded form used to look names up ("Anadolu Ajansı":
    "anadolu ajansi")."""
    if not text.isascii():
        decomposed = unicodedata.normalize("NFKD", text).translate(_UNDECOMPOSED)
        text = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(text.split()).casefold()
