"""Where a caption's sentences start: one splitter for the date and place readers.

Both readers prefer what the sentence holding the event date says, so they
must agree on where sentences end. A sentence ends at ".", "!" or "?" (or Urdu's "۔",
the Indic danda "।") followed by a space and a capital (of any script), a letter of a
script without capitals, a digit (after "." only: "GO! 2025" is a name) or an opening
quote, unless the word before
is an initial ("George W. Bush"), a dotted abbreviation ("U.S.", "e.g.") or a
common short form ("Dec.", "Wed.", "Gen.", "Gov.", "No."). A wrong split only weakens
a preference; it never loses text.
"""

from __future__ import annotations

import re

__all__ = ["ABBREVIATIONS", "COUNTED_INTERVAL", "SPAN_OF_TIME", "in_quotation", "sentence_starts"]

# (any capital: "14 lidí. Útočník", "Ölüm. İstanbul"; told by str.isupper below)
# (and the full stops of Urdu, "۔", Hindi and Bengali, "।", and the Arabic question mark)
_SENTENCE_END = re.compile(r"[.!?۔।؟][\"'”’)]*\s+(?=[\"“‘(]?([^\W_]))")
_DOTTED = re.compile(r"(?:[A-Za-z]\.)+[A-Za-z]")  # "U.S", "e.g", "N.Y" before the last full stop
ABBREVIATIONS = frozenset(
    """
    jan feb mar apr jun jul aug sep sept oct nov dec
    mon tue tues wed thu thur thurs fri sat sun
    mr mrs ms dr st gen lt col sgt capt maj jr sr no vs approx
    gov sen rep rev prof cpl pvt adm cmdr brig det insp supt msgr co
    """.split()  # noqa: SIM905
)


# An interval that dates one event from another ("two days after", "a week before",
# "the day after"): both readers use it to tell the photo's event from an earlier one.
SPAN_OF_TIME = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|few|\d+)"
    r" (?:hours?|days?|weeks?|months?|years?)"
)
COUNTED_INTERVAL = (rf"\b(?:{SPAN_OF_TIME}|(?:a|the) (?:day|week|month|year|night)"
                    r"|(?:hours|days|weeks|months)) (?:after|before)\b")  # "days after Russian forces sank"


def sentence_starts(text: str) -> list[int]:
    """Start offsets of the sentences of ``text`` (the first is always 0)."""
    starts = [0]
    for match in _SENTENCE_END.finditer(text):
        at = match.start()
        head = match.group(1)
        if not (head.isupper() or head.isdigit() or not (head.islower() or head.isascii())):
            continue  # (a letter of a script without capitals opens a sentence too)
        if text[at] == "." and (_abbreviation_before(text, at) or _german_day(text, at, match)):
            continue
        if text[at] != "." and text[match.end()].isdigit():
            continue  # "the European Capital of Culture GO! 2025": a name's "!", then its year
        starts.append(match.end())
    return starts


def _german_day(text: str, at: int, match: re.Match[str]) -> bool:
    """True for the full stop of a German day before its month ("am Dienstag, 17. März
    2026, nach ..."): an ordinal, not a sentence's end."""
    return text[at - 1 : at].isdigit() and not text[at - 3 : at].isdigit() \
        and _GERMAN_MONTH.match(text, match.end()) is not None


_GERMAN_MONTH = re.compile(r"(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August"
                           r"|September|Oktober|November|Dezember)\b")


def _abbreviation_before(text: str, at: int) -> bool:
    """True when the word ending at the full stop ``at`` is an abbreviation or an initial."""
    word = text[text.rfind(" ", 0, at) + 1 : at].lstrip("(\"“‘'")
    return (
        (len(word) == 1 and word.isupper())
        or word.lower() in ABBREVIATIONS
        or _DOTTED.fullmatch(word) is not None
    )


_QUOTES = "\"“”«»„"


def in_quotation(text: str, at: int) -> bool:
    """Whether ``at`` is inside a quotation ("'It feels like it was yesterday,' she said"):
    an odd number of quotation marks in the 200 characters before it."""
    before = text[max(0, at - 200) : at]
    return sum(before.count(q) for q in _QUOTES) % 2 == 1
