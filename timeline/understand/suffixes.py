"""Turkish case endings, which Turkish captions write after a proper name with an apostrophe.

"Ankara'da" is "in Ankara", "Hatay'ın Antakya ilçesinde" "in the Antakya district of Hatay",
"Türkiye'ye" "to Türkiye". The gazetteer reads whole tokens and "Ankara'da" is not one of
its names, so :func:`split_case_endings` turns the apostrophe into a space, which keeps
every offset, and says which names ended in the locative ("in", "at"): those are cued
like an English name after "in".

Only a caption written with Turkish letters (ğ, ı, ş, İ) is touched: Arabic, Hebrew and
Russian names keep their apostrophes ("Sana'a", "Modi'in", "Usol'ye").
"""

from __future__ import annotations

import re

__all__ = ["LOCATIVE", "split_case_endings"]

_TURKISH_LETTERS = re.compile("[ğışĞİŞ]")
# endings after the apostrophe: locative, ablative, dative, genitive, accusative and
# instrumental, in their vowel-harmony and buffer-consonant forms
_ENDINGS = (
    "ndaki|ndeki|daki|deki|taki|teki|ndan|nden|dan|den|tan|ten|nda|nde|da|de|ta|te"
    "|nın|nin|nun|nün|ın|in|un|ün|ya|ye|na|ne|yı|yi|yu|yü|yla|yle|la|le|ı|i|u|ü|a|e"
)
_SUFFIXED = re.compile(rf"(?<=[^\W\d_]{{3}})['’](?=({_ENDINGS})\b)")
LOCATIVE = frozenset({"ndaki", "ndeki", "daki", "deki", "taki", "teki", "nda", "nde", "da", "de",
                      "ta", "te"})


def split_case_endings(text: str) -> tuple[str, dict[int, str]]:
    """The text with the apostrophe before each Turkish case ending made a space (offsets
    unchanged), and the ending written after each name, by the offset where the name ends.

    >>> split_case_endings("Ankara'da törene katıldı")
    ('Ankara da törene katıldı', {6: 'da'})
    """
    if _TURKISH_LETTERS.search(text) is None:
        return text, {}
    endings: dict[int, str] = {}

    def _space(match: re.Match[str]) -> str:
        endings[match.start()] = match.group(1)
        return " "

    return _SUFFIXED.sub(_space, text), endings
