"""The event place of a caption in Ethiopic script: Amharic, Tigrinya.

The script has no capitals, so the caption reader's mark of a name is missing; the houses
give the town in a dateline instead, the town then the Ethiopic comma or colon before the
date ("አዲስ አበባ፣ መጋቢት 24/2010 (ኢዜአ)", ENA; "ኣስመራ፡ 24 ግንቦት 2021", Eri-TV), or a dash
("መቐለ —"). Failing one, the first town the text places: Amharic joins "in" to the word
("በአዲስ አበባ", in Addis Ababa), Tigrinya writes it apart ("ኣብ መቐለ"). A name with no such
mark is not taken: "from" ("ከአዲስ አበባ", "ካብ") and "to" ("ወደ", "ናብ") name the route, and a
name alone is as often a body named after its town ("የአዲስ አበባ ከተማ አስተዳደር", the city's
administration). The countries that write the script, Ethiopia and Eritrea, come first.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gazetteer import Gazetteer, NameMatch, Resolution

__all__ = ["read_ethiopic_place"]

_COUNTRIES = ("ET", "ER")
# the dateline: the caption's first one to three words, then "፣", "፡", "፤", ",", a dash
_DATELINE = re.compile(r"\s*([\u1200-\u135a]+(?: [\u1200-\u135a]+){0,2}?)\s*(?:[፣፡፤,]|\s[-–—])")
_IN_JOINED = "በ"  # Amharic "in", joined to the name
_WORD = re.compile("[\u1200-\u135a]+")
_IN_APART = frozenset({"ኣብ", "አብ"})  # Tigrinya "in"


def read_ethiopic_place(text: str, gaz: Gazetteer) -> tuple[NameMatch, Resolution] | None:
    """The town an Amharic or Tigrinya caption gives as its place, with its resolution
    (offsets into ``text``), or None."""
    dateline = _DATELINE.match(text)
    if dateline is not None:
        found = _town(gaz, text, dateline.start(1), dateline.end(1))
        if found is not None:
            return found
    for word in _WORD.finditer(text):
        start = word.start()
        if word[0].startswith(_IN_JOINED) and len(word[0]) > 2:
            found = _town(gaz, text, start + 1, _name_end(text, start + 1))
        elif word[0] in _IN_APART:
            after = text.find(" ", word.end()) + 1
            found = _town(gaz, text, after, _name_end(text, after)) if after else None
        else:
            continue
        if found is not None:
            return found
    return None


def _name_end(text: str, start: int) -> int:
    """The end of the two words from ``start`` (a name of two words at most: "አዲስ አበባ")."""
    words = list(_WORD.finditer(text[start : start + 40]))
    return start + (words[1].end() if len(words) > 1 else words[0].end() if words else 0)


def _town(gaz: Gazetteer, text: str, start: int, end: int
          ) -> tuple[NameMatch, Resolution] | None:
    """The first town named from ``start`` within ``text[start:end]``, resolved in the
    script's countries first."""
    for name in gaz.find_names(text[start:end], any_case=True):
        if name.start:
            break  # (only a name the span opens with)
        for codes in (_COUNTRIES, ()):
            resolution = gaz.resolve(name.key or name.text, country_codes=codes,
                                     kind_hint="town")
            if resolution is not None:
                return _shifted(name, start), resolution
    return None


def _shifted(name: NameMatch, by: int) -> NameMatch:
    """``name`` with its offsets moved by ``by``."""
    return replace(name, start=name.start + by, end=name.end + by)
