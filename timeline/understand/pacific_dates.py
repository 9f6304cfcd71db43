"""Dates written in the Pacific's languages.

The papers, broadcasters and government offices of the Pacific write the day, a small
word for "of" or none, the month in their language and the year::

    ʻaho Tokonaki 4 Siulai 2015             Tongan (Matangi Tonga, TBC)
    i le aso Faraile 9 Aperila 2021         Samoan (Samoa Observer, SBC)
    i te Tūrei, te 19 o Whiringa-ā-rangi 2024   Māori: "o" before the month
    i ka lā 5 o Mei, 2018                   Hawaiian: "o", a comma before the year
    i te pō mahana maha 13 no Tiurai 2023   Tahitian: "no"
    ena Vukelulu, 14 ni Tiseba, 2022        Fijian: "ni"
    long Trinde 10 Janueri 2024             Tok Pisin (Wantok Niuspepa)
    long Mande 16 Maj 2015                  Bislama: "Maj" is March

and a month written with its year alone ("Siulai 2015") is a month. The month tables are
:data:`.month_words.PACIFIC_MONTHS`; the macrons and the ʻokina are as often left out or
written as an apostrophe ("Nuku'alofa, 15 Sanuali 2022"), so a word is looked up folded
(:func:`month_key`). The weekday before the day is not read: the day is the date.

These languages write their months capitalised, so a word in lower case is none of
theirs ("give me 2015", Polish "3 maj 2024"). Several months are English words, names or
other languages' months ("Me", "Mas", "June", "Sune", "Malaki", "Tesema"): those are read
only between a day and a year (see ``_NEEDS_DAY``), and the English "June" and "Jun" only
after Fijian's or Hawaiian's "ni" or "o" ("9 ni June, 2021"): without it the English
pattern reads them. Bislama's "Maj" (March) is Polish, Swedish and Serbian May: it is
March only in a caption with Bislama's own words ("long", "blong", "oli", "i stap", "we").

:mod:`.foreign_dates` asks :func:`month_before` of each year the main pattern finds after
a word (a set lookup: English captions pay nothing more), and reads the date with
:func:`pacific_date` there.
"""

from __future__ import annotations

import re
import unicodedata

from .month_words import PACIFIC_MONTHS

__all__ = ["KEYS", "month_before", "month_key", "pacific_date"]

# the ʻokina and what is written for it
_OKINA = "ʻ‘’'`"
_FOLD = str.maketrans("", "", _OKINA + "-")


def month_key(word: str) -> str:
    """``word`` as the month table is looked up: lower case, without the ʻokina (or its
    apostrophe), the macrons and the hyphens ("Poutū-te-rangi", "Poututerangi")."""
    word = word.lower().translate(_FOLD)
    if word.isascii():
        return word
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


_MONTHS = {month_key(name): month for name, month in PACIFIC_MONTHS.items()}
_BISLAMA_MARCH = "maj"
# every month key, Bislama's March too
KEYS = frozenset(_MONTHS) | {_BISLAMA_MARCH}
# the months that are words of English or other languages, or names ("Sune 2015", "Malaki
# 2018", "Mati 2019", "Tesema", "Mahuru", "Noema"), read only after a day
_NEEDS_DAY = frozenset({"me", "mei", "mas", "mati", "maji", "jun", "june", "sune", "hune",
                        "malaki", "tesema", "mahuru", "noema", _BISLAMA_MARCH})
# English's months, which the English pattern reads unless "of" is written in Fijian or
# Hawaiian ("9 ni June, 2021")
_ENGLISH = frozenset({"jun", "june"})
# the small words of "of" between the day and the month: Māori's and Hawaiian's "o",
# Tahitian's "no", Fijian's "ni"
_OF = (" o ", " no ", " ni ")

_WORD = rf"[{_OKINA}]?[^\W\d_]+(?:[{_OKINA}-][^\W\d_]+)*"
# the day, "of", the month, up to the year (read with endpos at the year)
_DATE = re.compile(rf"(?:(?<![\w.,/:-])(\d{{1,2}})\.? (?:(?:o|no|ni) )?)?"
                   rf"(?<![\w{_OKINA}-])({_WORD})\.?,? \Z")
_REACH = 48
# Bislama's own small words, not English ones: "blong" (of), "oli" (they), "i stap" (is),
# "olgeta" (all), "mekem" (make)
_BISLAMA_WORDS = re.compile(r"\b(?:blong|oli|i stap|olgeta|mekem)\b")  # (not English "long")


def month_before(text: str, start: int, key: str) -> bool:
    """Whether ``key``, the lower-cased word at ``start`` before a year, may be a Pacific
    month: in the table, and a word that needs its day with a day (or "of") before it."""
    if key not in KEYS and (key.isascii() and key.isalpha() or month_key(key) not in KEYS):
        return False
    key = month_key(key)
    if key in _ENGLISH:
        return text.endswith(_OF, 0, start)
    if key in _NEEDS_DAY:
        return start > 1 and (text[start - 2].isdigit() or text.endswith(_OF, 0, start))
    return True


def pacific_date(text: str, at: int) -> tuple[int, int, str, int, int, int | None] | None:
    """(start, end, written, year, month, day or None) of the Pacific date whose year
    begins at ``at``, or None when the words before the year are no such date."""
    if at < 3:
        return None
    match = _DATE.search(text, max(0, at - _REACH), at)
    if match is None:
        return None
    word, day = match[2], match[1]
    key = month_key(word)
    if key not in KEYS or not (word.lstrip(_OKINA)[:1].isupper()):
        return None  # (their months are capitalised: not "me", not Polish "maj")
    if day is None and key in _NEEDS_DAY:
        return None
    if key == _BISLAMA_MARCH:
        if _BISLAMA_WORDS.search(text) is None:
            return None  # Polish, Swedish, Serbian May: read as before
        month = 3
    else:
        month = _MONTHS[key]
    year_end = at + 4
    return (match.start(), year_end, text[match.start() : year_end], int(text[at:year_end]),
            month, int(day) if day else None)
