"""Finding a town written in one of India's scripts by how its name sounds.

GeoNames writes most of South Asia's towns in Latin letters only, or in Devanagari and
one other script: Patiala has no Gurmukhi name, Bhubaneswar no Odia one, Alanganallur
none at all. A caption from a Punjabi, Odia or Tamil paper writes them in its script
("ਪਟਿਆਲਾ", "ଭୁବନେଶ୍ୱର", "அலங்காநல்லூர்"), and no written name matches.

The scripts of India (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu,
Kannada, Malayalam) share one layout in Unicode: the same letter sits at the same offset
in each block. So one table reads them all, letter by letter, into a *sound key*: its
consonants in classes that the Latin spellings of the same names also fall into (no
vowels, which the scripts write as signs and the Latin spellings write as they please;
voiced and voiceless, plain and aspirated, dental and retroflex together, as Tamil writes
them with one letter and English spellings with another). The Latin names of the
region's towns get the same key from their letters ("Patiala" and "ਪਟਿਆਲਾ" are both
``PTL``), and a name is found among those of its key.

A sound key loses much: it is used only where no written name matched, for towns of the
countries the script is written in, the most populous first.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from difflib import SequenceMatcher
from typing import TYPE_CHECKING

import numpy as np

from .decide import resolution_of

if TYPE_CHECKING:
    from .core import Gazetteer
    from .index import Index
    from .model import Resolution

__all__ = ["INDIC_SCRIPT", "SOUTH_ASIA", "SoundTable", "plain_spelling", "resolve_by_sound",
           "romanize_indic", "sound_key"]

# the nine scripts that share the layout (not Sinhala, whose block does not)
INDIC_SCRIPT = re.compile("[\u0900-\u0d7f]")
_BLOCKS = range(0x0900, 0x0D80)
_SOUTHERN = range(0x0B80, 0x0D80)  # Tamil, Telugu, Kannada, Malayalam

# each letter's Latin spelling by its offset in its script's block: the consonants (ka at
# 0x15 ... ha at 0x39; Tamil's and Malayalam's ḻ is their spellings' "zh", "Kozhikode"),
# those with a nukta (क़ ... य़ at 0x58 ... 0x5F), the independent vowels (अ at 0x05 ... औ
# at 0x14) and the vowel signs (ा at 0x3E ... ौ at 0x4C; the virama at 0x4D and the length
# mark at 0x57 write no vowel)
_CONSONANTS = dict(zip(range(0x15, 0x3A), (  # noqa: SIM905
    "k kh g gh n ch chh j jh n t th d dh n t th d dh n n p ph b "
    "bh m y r r l l zh v sh sh s h"
).split()))
_CONSONANTS.update(zip(range(0x58, 0x60), "q kh g z r rh f y".split()))  # noqa: SIM905
_VOWELS = dict(zip(range(0x05, 0x15),
                   "a a i i u u ri li e e e ai o o o au".split()))  # noqa: SIM905
_SIGNS = dict(zip(range(0x3E, 0x4D),
                  "a i i u u ri ri e e e ai o o o au".split()))  # noqa: SIM905
_SIGNS.update({0x4D: "", 0x57: ""})
_NUKTA, _ANUSVARA = 0x3C, 0x02
# a nukta written apart: ड़, ढ़ are ṛ, ṛh, ज़ z, फ़ f, क़ q
_WITH_NUKTA = {"d": "r", "dh": "rh", "j": "z", "ph": "f", "k": "q"}
# letters outside the shared layout: Malayalam's chillus, consonants without a vowel
# ("ൽ", "ർ", "ൻ"); Assamese's ra and wa ("ৰ", "ৱ") and Odia's wa ("ୱ"), with one; and
# Gurmukhi's tippi, an anusvara
_OTHER = {"\u0d7a": "n", "\u0d7b": "n", "\u0d7c": "r", "\u0d7d": "l", "\u0d7e": "l",
          "\u0d7f": "k", "\u09f0": "r", "\u09f1": "v", "\u0b71": "v", "\u0a70": "\0"}
_CONSONANT_OTHERS = frozenset("\u09f0\u09f1\u0b71")
_ANUSVARA_LABIAL = re.compile("\0(?=[pbm]|$)")  # (an anusvara before a labial or last: m)


def romanize_indic(name: str) -> str:
    """A name in one of India's scripts in Latin letters, as its spellings write it,
    roughly: "ਪਟਿਆਲਾ" is "patiala", "ଭୁବନେଶ୍ୱର" "bhubaneshvar" (the north's scripts lose
    a last inherent a, as their spellings do; the south's keep it, "ಗುಲ್ಬರ್ಗ", "gulbarga")."""
    out: list[str] = []
    inherent = False  # a consonant's inherent a is due, unless a sign or a virama follows
    southern = False
    for ch in unicodedata.normalize("NFC", name):
        code, offset = ord(ch), ord(ch) & 0x7F
        native = code in _BLOCKS and ch not in _OTHER
        if native and offset in _SIGNS:
            out.append(_SIGNS[offset])
            inherent = False
            continue
        if native and offset == _NUKTA:
            out[-1:] = [_WITH_NUKTA.get(out[-1], out[-1])] if out else []
            continue
        if inherent:
            out.append("a")
        inherent = False
        if ch in _OTHER:
            out.append(_OTHER[ch])
            inherent = ch in _CONSONANT_OTHERS
        elif native and offset in _CONSONANTS:
            out.append(_CONSONANTS[offset])
            inherent = True
            southern = code in _SOUTHERN
        elif native and offset in _VOWELS:
            out.append(_VOWELS[offset])
        elif native and offset == _ANUSVARA:
            out.append("\0")
        elif ch.isspace() or ch == "-":
            out.append(" ")
    if inherent and southern:
        out.append("a")
    return _ANUSVARA_LABIAL.sub("m", "".join(out)).replace("\0", "n")


# a Latin spelling's variants as one: aspirates as their plain consonant ("Thiru-",
# "tiru-"), "ch" one sound and "c" another ("Chennai", "Calicut"), "j" and "z" one (Hindi's
# ज़ is z; Tamil's ḻ, "zh", is written so too), "w" a v ("Bhubaneswar", ଭୁବନେଶ୍ୱର), "f" a
# p, long vowels short ("ee", "oo"), a doubled letter single
_PLAIN = tuple((re.compile(pattern), spelled) for pattern, spelled in (
    ("ch", "C"), ("c", "k"), ("(?<=[bdgjkprstzC])h", ""), ("z", "j"), ("w", "v"), ("f", "p"),
    ("q", "k"), ("x", "ks"), ("ee", "i"), ("oo", "u"), (r"(.)\1+", r"\1"),
))


def plain_spelling(name: str) -> str:
    """A name in Latin letters (or romanised) as the spelling its variants share:
    "Thiruvananthapuram" and "tiruvanantapuram"; "Chengannur" and "chennannur" differ
    only by a g."""
    folded = unicodedata.normalize("NFKD", name).lower()
    folded = "".join(ch for ch in folded if "a" <= ch <= "z")
    for pattern, spelled in _PLAIN:
        folded = pattern.sub(spelled, folded)
    return folded


# each consonant's class: voiced and voiceless, dental and retroflex together (Tamil writes
# them with one letter and spellings with either); vowels and y none; "ng" and "nk" an n
# ("ங்க", "ങ്ങ", "ಂಗ" are written "ng" and read "n" + "g" alike)
_CLASSES = str.maketrans("bdgjkptCrlmnsvh", "PTKCKPTCRLMNSVH", "aeiouy")
_REPEATED = re.compile(r"(.)\1+")


def sound_key(plain: str) -> str:
    """The consonant classes of a plain spelling: "patiala" is ``PTL``, "tiruvanantapuram"
    ``TRVNTPRM``."""
    return _REPEATED.sub(r"\1", plain.translate(_CLASSES).replace("NK", "N"))


def similar_spellings(a: str, b: str) -> float:
    """How alike two plain spellings are, 0 to 1 (their vowels count here)."""
    return SequenceMatcher(None, a, b).ratio()


# the countries whose towns a name in India's scripts is looked for among (Gurmukhi is
# written in Pakistan's Punjab too, Devanagari in Nepal, Bengali in Bangladesh)
SOUTH_ASIA = ("IN", "NP", "BD", "LK", "PK", "BT")
_TOWN_KINDS = frozenset({"town", "city", "neighbourhood", "district"})
# a key of two classes names many villages ("PR": Puri, Pura, Bari): only a town this large
_SHORT_KEY, _SHORT_KEY_MIN_POP = 2, 50_000


# the Indian states each script other than Devanagari is written in, by its block (GeoNames'
# admin1 codes): a town written in Tamil script is one of Tamil Nadu or Puducherry, not a
# namesake in Madhya Pradesh
_SCRIPT_STATES = {
    0x0980: ("IN.28", "IN.26", "IN.03"),  # Bengali and Assamese: West Bengal, Tripura, Assam
    0x0A00: ("IN.23", "IN.05", "IN.10", "IN.07"),  # Gurmukhi: Punjab, Chandigarh, Haryana, Delhi
    0x0A80: ("IN.09", "IN.52"),  # Gujarati: Gujarat, Daman and Diu
    0x0B00: ("IN.21",),  # Odia: Odisha
    0x0B80: ("IN.25", "IN.22"),  # Tamil: Tamil Nadu, Puducherry
    0x0C00: ("IN.02", "IN.40"),  # Telugu: Andhra Pradesh, Telangana
    0x0C80: ("IN.19",),  # Kannada: Karnataka
    0x0D00: ("IN.13", "IN.14", "IN.22"),  # Malayalam: Kerala, Lakshadweep, Puducherry (Mahe)
}


def _in_its_states(name: str, country_code: str, admin1_code: str | None) -> bool:
    """True unless the town is India's and outside the states ``name``'s script is
    written in (Devanagari's are many: any)."""
    letter = INDIC_SCRIPT.search(name)
    states = _SCRIPT_STATES.get(ord(letter[0]) & ~0x7F, ()) if letter else ()
    return country_code != "IN" or not states or admin1_code in states


# how alike a name's spelling and a town's must be (their vowels and all): "danagadi"
# (धनगढी, Dhangadhi) and "udangudi" (Udangudi) share a key, TNT, not a spelling
_SIMILAR = 0.8


class SoundTable:
    """The Latin names of South Asia's towns by their sound keys."""

    def __init__(self, gaz: Gazetteer) -> None:
        self._names: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
        wanted = frozenset(SOUTH_ASIA)
        for n, idx in enumerate(gaz.indexes):
            keys = _keys_of_towns(idx, wanted)
            for written, kid in idx.surface.automaton.items():
                if kid not in keys or not written.isascii():
                    continue
                rows = [row for row, _ in idx.surface.postings(kid)
                        if idx.cc[row] in wanted and idx.kind[row] in _TOWN_KINDS]
                if rows:
                    plain = plain_spelling(written)
                    key = sound_key(plain)
                    self._names[key].extend((n, row, plain) for row in rows)

    def names(self, key: str) -> list[tuple[int, int, str]]:
        """(index number, row, plain spelling) of each town's name with this key."""
        return self._names.get(key, [])


def _keys_of_towns(idx: Index, wanted: frozenset[str]) -> set[int]:
    """The surface key ids with at least one row that is a town of ``wanted``'s countries.

    Found over the postings arrays at once: a Python loop reading the postings of each
    of the index's 670,000 keys made the table's build take two seconds, paid by the
    first caption in one of India's scripts.
    """
    town = np.fromiter(
        (cc in wanted and kind in _TOWN_KINDS for cc, kind in zip(idx.cc, idx.kind)),
        dtype=bool, count=len(idx.cc),
    )
    post = np.asarray(idx.surface.post, dtype=np.int64)
    hits = np.flatnonzero(town[post >> 2])  # positions in ``post`` of a town's posting
    offsets = np.asarray(idx.surface.post_off, dtype=np.int64)
    return set((np.searchsorted(offsets, hits, side="right") - 1).tolist())


def resolve_by_sound(
    gaz: Gazetteer, table: SoundTable, name: str, country_codes: Sequence[str]
) -> Resolution | None:
    """The most populous town of the first of ``country_codes`` (default: South Asia's)
    with a Latin name that sounds as ``name``, in one of India's scripts, does; None if
    none does, or if the name is too short to tell a town of note from a village."""
    plain = plain_spelling(romanize_indic(name))
    key = sound_key(plain)
    if len(key) < _SHORT_KEY:
        return None
    alike = [(n, row) for n, row, spelled in table.names(key)
             if similar_spellings(plain, spelled) >= _SIMILAR]
    for code in tuple(country_codes) or SOUTH_ASIA:  # (Nepali's Nepal first)
        cands = {gaz.indexes[n].place_id(row): gaz._candidate(n, row, 0, True)
                 for n, row in alike if gaz.indexes[n].cc[row] == code
                 and _in_its_states(name, code, gaz.indexes[n].admin1[row])}
        if cands:
            break
    else:
        return None
    best = max(cands.values(), key=lambda c: c.population)
    if len(key) <= _SHORT_KEY and best.population < _SHORT_KEY_MIN_POP:
        return None
    reason = (f"{name!r}, read as {plain!r}, sounds like {best.name} ({best.country_code}, "
              f"pop {best.population:,}), which GeoNames writes in Latin letters only"
              + (f"; the most populous of {len(cands)} such towns" if len(cands) > 1 else ""))
    return resolution_of(gaz, best, name, "sounds-like", reason, tuple(cands))
