"""Normalising caption text before anything reads it.

Two jobs, kept apart because they serve different readers:

* :func:`normalise_text` makes the canonical form used for identity
  (de-duplication, ``event_id``) and shown to users: the damage of exports and scans
  mended (:mod:`.repairs`: mojibake, markup, OCR digits), Unicode NFC, control characters
  removed, full-width and Indic digits as ASCII, every run of whitespace one space.
* :func:`repair_broken_hyphenation` mends line-break damage such as
  ``"al- Sakhour"`` or ``"five- day"`` before names and numbers are matched. It
  is not applied to the identity form, so the text a user sees is as they gave it.

It also holds the tests of a caption's script that several readers share.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from .repairs import mend_damaged_text

__all__ = ["BURMESE_LETTER", "DEVANAGARI_LETTER", "ETHIOPIC_LETTER", "HANGUL", "INDIC_LETTER",
           "KANA", "KHMER_LETTER", "NEPALI_WORDS", "SOUTH_INDIC_LETTER", "fold", "normalise_text",
           "repair_broken_hyphenation"]

# A letter of the scripts whose captions have readers of their own: Japanese kana, Korean
# Hangul, Khmer, Burmese, Ethiopic (Amharic, Tigrinya), India's scripts and Sinhala (from
# Devanagari; Devanagari alone; from Gurmukhi, those but Devanagari and Bengali) (one search
# tells a caption's script)
KANA = re.compile("[\u3040-\u30ff]")
HANGUL = re.compile("[\uac00-\ud7a3]")
KHMER_LETTER = re.compile("[\u1780-\u17ff]")
BURMESE_LETTER = re.compile("[\u1000-\u109f]")
ETHIOPIC_LETTER = re.compile("[\u1200-\u135a]")
INDIC_LETTER = re.compile("[\u0900-\u0dff]")
DEVANAGARI_LETTER = re.compile("[\u0900-\u097f]")
SOUTH_INDIC_LETTER = re.compile("[\u0a00-\u0dff]")

# C0/C1 controls except tab/newline/carriage return (which become spaces), plus
# zero-width and bidi formatting marks that break matching but carry no meaning (not the
# zero-width non-joiner and joiner, which are letters' forms in Persian: "حسن‌زاده" is one
# name; inside a word of India's scripts they are dropped: see _INDIC_JOINER).
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
    text = unicodedata.normalize("NFC", mend_damaged_text(text))
    if "\t" in text:  # "Date\t17 August 2002": a Commons page's field, copied with its tab
        text = _TAB_FIELD.sub(r"\1: ", _DESCRIPTION_ROW.sub("Description: ", text))
    if not text.isascii():
        text = text.translate(_TO_ASCII)
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


# a Wikimedia Commons file page's fields as its table is copied, the label and a tab at a
# line's start: read as "Label: value", the form catalogue records are read in
_TAB_FIELD = re.compile(r"^(Description|Date|Source|Author|Permission|Licensing|Other versions"
                        r"|Camera location|Depicted place|Title)[ ]*\t+[ ]*(?=\S)", re.MULTILINE)
# Nepali, not Hindi: its weekdays ("आइतबार"; Hindi's "रविवार"), the day's "गते", its plural
# "-हरू", its "was", "became", "did", its "picture" (Hindi writes "तस्वीर"), its national
# agency (RSS, "रासस"), the Bikram Sambat era and months of its dates, "साल" (year) with its
# endings, Kathmandu's Nepali spelling (Hindi's "काठमांडू"); not "नेपाल", which Hindi names too
NEPALI_WORDS = re.compile("(?:आइत|सोम|मंगल|मङ्गल|बुध|बिही|शुक्र|शनि)बार|गते|हरू|भएको|गरेको|थियो"
                          "|तस्बिर|रासस|वि\\.?\\s?सं|बि\\.?\\s?सं|वैशाख|बैशाख|असार|साउन|भदौ|असोज"
                          "|कात्तिक|मंसिर|मङ्सिर|फागुन|सालको|सालमा|छ\\s?।|काठमाडौं")
_DESCRIPTION_ROW = re.compile(r"^Description[ \t]*\n(?=\S)", re.MULTILINE)  # (its value below)
_TO_ASCII = {code: code - 0xFEE0 for first, last in ((0xFF10, 0xFF19), (0xFF21, 0xFF3A),
                                                       (0xFF41, 0xFF5A))
               for code in range(first, last + 1)}
# and the digits of India's scripts and Sinhala as ASCII ("२५ जुलै २०२४", "୨୦।୬", "২০১২"),
# which the date patterns read
_TO_ASCII |= {zero + n: ord("0") + n for zero in (0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66,
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
