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

import re
import unicodedata

__all__ = ["normalise_text", "repair_broken_hyphenation"]

# C0/C1 controls except tab/newline/carriage return (which become spaces), plus
# zero-width and bidi formatting marks that break matching but carry no meaning.
_CONTROL = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b-\u200d\u2060\ufeff\u202a-\u202e\u2066-\u2069]"
)

# A hyphen followed by a space inside a word: "al- Sakhour", "five- day", "U.S.- led".
# The left side must be a letter or digit and the right side a letter or digit;
# a spaced dash (" - ") or a dash after a space is punctuation and left alone.
# The look-behind comes after the hyphen it checks (the same test as a leading
# "(?<=[^\W_])"): a pattern that starts with a literal lets re skip ahead to each
# hyphen instead of trying the look-behind at every position, ten times the cost.
_BROKEN_HYPHEN = re.compile(r"-(?<=[^\W_]-)[ \t]+(?=[^\W_])")

# A capitalised word cut at a line end: "Wa- jima", "Ishi- kawa". Only a short title-case
# head before a lower-case tail of three letters or more, and neither an English prefix
# nor a compound's second word: "Pro- Russian", "Two- day" and "Saudi- led" stay compounds.
_HEAD = re.compile(r"(?<![\w-])[A-Z][a-z]{1,3}$")
_TAIL = re.compile(r"[a-z]{3,}(?![\w-])")
_NOT_A_WORD_HEAD = frozenset(
    """pro anti non ex co re pre post semi self well all one two three four five six
    seven eight nine ten top air sea sun old new far mid low high long full half part
    multi bi tri mini mega neo sub off war oil gas car bus day man""".split())  # noqa: SIM905
_COMPOUND_TAIL = frozenset(
    """led backed based held controlled run owned born made style era linked allied
    occupied speaking armed bound ruled funded sponsored supported aligned
    related dominated inspired friendly american european african asian day year old""".split())  # noqa: SIM905


def normalise_text(text: str) -> str:
    """Return the canonical form of a caption: NFC, no control characters, single spaces."""
    text = unicodedata.normalize("NFC", text)
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


def repair_broken_hyphenation(text: str) -> str:
    """Join words split by a hyphen and a stray space ("al- Sakhour" -> "al-Sakhour").

    A short capitalised head before a lower-case tail is a word cut at a line end and
    is joined whole ("Wa- jima" -> "Wajima"). The result has the same length or is
    shorter; callers that keep character offsets work on the repaired text throughout.
    """
    if "-" not in text or ("- " not in text and "-\t" not in text):
        # the pattern needs one of these: skip the look-behind scan (a one-character
        # test first: it is a memchr, several times cheaper than a two-character one)
        return text
    return _BROKEN_HYPHEN.sub(_mend, text)


def _mend(match: re.Match[str]) -> str:
    """The hyphen kept ("al-Sakhour", "five-day"), or a word cut at a line end joined."""
    text, at, end = match.string, match.start(), match.end()
    head = _HEAD.search(text, max(0, at - 5), at)
    tail = _TAIL.match(text, end)
    if (
        head is None
        or tail is None
        or head.group().lower() in _NOT_A_WORD_HEAD
        or tail.group() in _COMPOUND_TAIL
    ):
        return "-"
    return ""
