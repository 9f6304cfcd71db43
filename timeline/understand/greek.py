"""Town names in the cases of Greek captions.

A Greek caption declines its towns as the Slavic ones do (see :mod:`.inflections`): "in"
is "σε" joined to the article ("στη Λάρδο", Lardos; "στον Παλαμά", Palamas: accusatives
of Λάρδος and Παλαμάς), and the town a place belongs to is in the genitive, after "της"
or right after the place ("στην Άνω Πόλη της Θεσσαλονίκης", "της Ρόδου", "Μάνδρα
Αττικής", "στο Αρκαλοχώρι Ηρακλείου"). The gazetteer holds the nominatives (it reads Greek
letters as GeoNames' Latin names: see :func:`gazetteer.names.greek_to_latin`), so each
declined word is read as the nominative the common endings give, and the one the gazetteer
knows best in Greece or Cyprus (or a city abroad) is kept.

A Greek caption without a credit house is read in Greece and Cyprus: "στη Βέροια" is
Véroia, not Aleppo (once Beroea); "στην Ολυμπία" Olympia in Elis, not Washington's capital;
and of a word's readings one naming a place there comes first ("της Μόριας" is Moria on
Lesbos; "Μόριας" is also written for Jerusalem's hill). A word in quotes or in Latin
letters ("«Daniel»", a storm), a weekday ("Κυριακή 1 Μαρτίου") and a noun opening a
sentence ("Άνδρες", men) are no towns (see :mod:`.place_reading`).
"""

from __future__ import annotations

import re
import unicodedata
from itertools import islice, product
from typing import TYPE_CHECKING

from .inflections import CaseForms, best_reading, quoted_spans
from .roles import word_set

if TYPE_CHECKING:
    from gazetteer import Gazetteer

__all__ = ["GREEK_COUNTRIES", "GREEK_LETTER", "read_greek_cases"]

GREEK_LETTER = re.compile("[\u0386-\u03ce\u1f00-\u1ffe]")
GREEK_COUNTRIES = ("Greece", "Cyprus")  # the context of a caption in Greek with no house
_REGION = frozenset({"GR", "CY"})

# "σε" and its forms with the article: the photo is in the town after them
_IN = word_set("σε στη στην στο στον στα στις στους στ")
# words before an article (or "σε") and a town: near it ("κοντά στη", "ανοιχτά της Πύλου",
# off Pylos), or coming from or going to it ("από την Αδριανούπολη"), read but not cued
_NEAR = word_set("κοντα πλησιον ανοιχτα εξω")
_FROM = word_set("απο προς για μεχρι ως")
_ARTICLES = word_set("τη την το τον τα τις τους της του των")
_GENITIVE_ARTICLES = frozenset({"της", "του", "των"})
# nouns of place between "σε" and the town: "στο χωριό Ροβιές", "στον δήμο Πύλου"
_PLACE_NOUNS = word_set("""πολη πολης χωριο χωριου δημο δημου περιοχη περιοχης νησι νησιου
    κωμοπολη οικισμο οικισμου""")
_WORD = re.compile(r"[^\W\d_]+")
_GENITIVE_ENDINGS = ("ου", "ας", "ης", "ων")
_MAX_READINGS = 40

# Endings of declined names (lower case, no accents) and the nominative endings they may
# stand for; the written word is always a candidate too.
_ENDINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ιου", ("ι", "ιο")),  # Αρκαλοχωρίου, Αρκαλοχώρι; Ηρακλείου, Ηράκλειο
    ("ου", ("ος", "ο")),  # Ρόδου, Ρόδος; Έβρου, Έβρος
    ("ων", ("α", "ες", "η", "οι")),  # Χανίων, Χανιά; Σερρών, Σέρρες; Τεμπών, Τέμπη; Δελφών
    ("ους", ("οι",)),  # Δελφούς, Δελφοί
    ("ας", ("α",)),  # Καρδίτσας, Καρδίτσα
    ("ης", ("η", "α")),  # Θεσσαλονίκης, Θεσσαλονίκη
    ("ο", ("ος",)),  # Λάρδο, Λάρδος
    ("α", ("ας",)),  # Παλαμά, Παλαμάς; Πειραιά, Πειραιάς
    ("η", ("ης",)),  # accusative of -ης
)


def read_greek_cases(text: str, gaz: Gazetteer) -> CaseForms:
    """The declined town names of a Greek caption, their cues ("στη Λάρδο": at), and the
    spans of its «quoted» names (a storm's, a camp's: no town of the caption)."""
    read_as: dict[str, str] = {}
    cues: dict[int, str] = {}
    regions: set[int] = set()
    words = list(_WORD.finditer(text))
    k = 0
    while k < len(words):
        if not _capitalised(words[k].group()):
            k += 1
            continue
        run = _run(text, words, k)
        cue = _cue_before(words, k)
        if cue is not None:
            _read_run(run, gaz, cue, read_as, cues, regions)
        k += len(run)
    return CaseForms(read_as, cues, quoted_spans(text), "greek", frozenset(regions))


def _capitalised(word: str) -> bool:
    """A Greek word written with a capital ("Λάρδο", "ΑΘΗΝΑ")."""
    return word[0].isupper() and GREEK_LETTER.match(word) is not None


def _run(text: str, words: list[re.Match[str]], k: int) -> list[re.Match[str]]:
    """The capitalised Greek words from ``words[k]`` joined by single spaces or hyphens."""
    run = [words[k]]
    while k + len(run) < len(words) and len(run) < 4:
        nxt = words[k + len(run)]
        if not _capitalised(nxt.group()) or text[run[-1].end() : nxt.start()] not in (" ", "-"):
            break
        run.append(nxt)
    return run


def _plain(word: str) -> str:
    """Lower case without accents: "Θεσσαλονίκης" gives "θεσσαλονικης"."""
    decomposed = unicodedata.normalize("NFD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _cue_before(words: list[re.Match[str]], k: int) -> str | None:
    """The cue the words before ``words[k]`` put on the town (``"at"``, ``"near"``, or
    ``""`` for a town read but not cued), or None when they make it no town's case."""
    if k == 0:
        return ""  # a headline's or a dateline's town: "Μάνδρα Αττικής: ξεκινούν ..."
    before = [_plain(w.group()) for w in words[max(0, k - 4) : k]]
    if before[-1] in _PLACE_NOUNS:
        before.pop()  # "στο χωριό Ροβιές": the town after the noun
    if not before:
        return None
    last = before[-1]
    if last in _IN:
        return "at" if len(before) < 2 or before[-2] not in _NEAR else "near"
    if last in _ARTICLES:
        prior = before[-2] if len(before) > 1 else ""
        if prior in _NEAR:
            return "near"
        if last in _GENITIVE_ARTICLES and len(before) > 2 and before[-3] in _IN:
            return "at"  # "στο λιμάνι της Καλαμάτας": at the port of Kalamata
        if prior in _FROM or last in _GENITIVE_ARTICLES:
            return ""  # "από την Αδριανούπολη", "τα σπίτια της Ρόδου"
    return None


def _read_run(
    run: list[re.Match[str]], gaz: Gazetteer, cue: str, read_as: dict[str, str],
    cues: dict[int, str], regions: set[int],
) -> None:
    """Read the longest known name opening ``run``, then the rest of the run as the region
    it belongs to ("Μάνδρα Αττικής": Mandra, Attica; "Παλαμά Καρδίτσας", "Αρκαλοχώρι
    Ηρακλείου": the regional units named after their towns, added to ``regions``)."""
    start = 0
    while start < len(run):
        for size in range(len(run) - start, 0, -1):
            part = run[start : start + size]
            written = tuple(w.group() for w in part)
            options = [[w, *_nominatives(w)] for w in written]
            reading = best_reading(gaz, islice(product(*options), _MAX_READINGS), written,
                                   _REGION, home_first=True)
            if reading is None:
                continue
            if start:
                regions.add(part[0].start())
            for w, nom in zip(part, reading, strict=True):
                if nom != w.group():
                    read_as[w.group()] = nom
            if cue and start == 0:
                cues[part[0].start()] = cue
            start += size
            break
        else:
            if start and _plain(run[start].group()).endswith(_GENITIVE_ENDINGS):
                regions.add(run[start].start())  # "στις Καστανιές Έβρου": a region unknown
            start += 1


def _nominatives(word: str) -> list[str]:
    """The nominatives a declined Greek word may stand for ("Λάρδο": "Λάρδος")."""
    plain = _plain(word)
    out = []
    for ending, replacements in _ENDINGS:
        if plain.endswith(ending) and len(plain) > len(ending) + 2:
            stem = plain[: -len(ending)]
            out += [(stem + r).capitalize() for r in replacements]
    return out
