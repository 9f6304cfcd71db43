"""Folding of place names so that spelling variants meet on one key.

Names and caption text are compared token by token. A *token* is a run of
letters and digits, with internal apostrophes or ʿayn/hamza marks kept inside
it ("Ma‘arrat", "Nu'man") but an English possessive left out ("Syria's" gives
"Syria"). Working on tokens, not characters, means a fold may change a token's
length freely while every match still maps back to exact offsets in the text.

Two keys are made:

* the *surface* key (:func:`fold_token`): case, diacritics, apostrophes and the
  ʿayn/hamza marks folded away, so "Ḩalab" and "halab" meet; tokens joined so
  that hyphens and spaces are the same ("Deir ez-Zor" = "Deir ez Zor").
* the *phonetic* key (:func:`phonetic_token`) for names transliterated from
  Arabic or Persian, where English, French, German and scholarly spellings of
  one name differ in vowels, doubled letters and digraphs: the article forms
  (al-, el-, ar-, as-, an-, ...) become "al", kh/gh/dh/th/sh/q digraphs are
  reduced, vowel runs fall into three classes and doubled letters collapse.
  "Maaret al-Numan" and "Ma‘arrat an Nu‘mān" both give "marat al numan";
  "Hodeidah" and "Al Ḩudaydah" both give "hudida".

A key is the tokens joined by :data:`SEP` and framed by it, the form the
Aho-Corasick automaton scans, so a match always covers whole tokens.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from anyascii import anyascii

__all__ = [
    "ARTICLES",
    "PHONETIC_MIN_CONSONANTS",
    "SEP",
    "SERBIAN_LATIN",
    "TOKEN_RE",
    "WORD_LETTER",
    "fold_arabic",
    "fold_hebrew",
    "fold_token",
    "greek_to_latin",
    "key_of_tokens",
    "keys_of_tokens",
    "name_keys",
    "phonetic_key",
    "phonetic_token",
    "surface_key",
    "tokens",
]

# A token: letters/digits, optionally joined by apostrophe-like marks, but not
# an English possessive ('s at the end of a word).
_MARKS = "'’‘ʿʾʻʼ`´\u05f3"  # (and Hebrew's geresh: "ג׳נין", Jenin)
# a word's letters: \w, and the marks \w leaves out of the scripts the captions are read
# in, which would cut a word in pieces: Arabic's vowel marks ("العُلا"), the vowel signs of
# India's scripts and Sinhala ("दिल्ली", "ঢাকা", "சென்னை", "ಬೆಂಗಳೂರು"; not the danda, "।"),
# Hebrew's vowel points ("יְרוּשָׁלַיִם"), and the signs of Burmese and Khmer ("မန္တလေး",
# "ភ្នំពេញ"; not their full stops, "။", "។"), and Tibetan's letters, vowel signs and
# subjoined letters, a syllable a token ("ཐིམ་ཕུ", Thimphu: its tsheg, "་", and shad, "།", no
# part of one)
WORD_LETTER = (r"[\w\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0900-\u0963\u0966-\u0dff"
               r"\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u1000-\u1049\u104c-\u109f"
               r"\u1780-\u17d3\u17dd\u0f40-\u0fbc]")
TOKEN_RE = re.compile(rf"{WORD_LETTER}+(?:[{_MARKS}](?!s\b){WORD_LETTER}+)*")
SEP = " "
_NOT_ALNUM = re.compile(r"[^a-z0-9]+")

# Arabic definite article as transliterated (sun-letter assimilation included).
ARTICLES = frozenset(
    [
        "al",
        "el",
        "il",
        "ul",
        "ar",
        "er",
        "as",
        "es",
        "an",
        "en",
        "at",
        "et",
        "ad",
        "ed",
        "az",
        "ez",
        "ash",
        "esh",
        "adh",
        "ath",
        "dh",
    ]
)

_DIGRAPHS = (
    ("kh", "h"),
    ("gh", "g"),
    ("dh", "d"),
    ("th", "t"),
    ("sh", "s"),
    ("ch", "s"),
    ("dj", "j"),
    ("zh", "z"),
    ("ph", "f"),
    ("ck", "k"),
    ("q", "k"),
    ("c", "k"),
)
_VOWEL_RUN = re.compile(r"[aeiouyw]+")
_DOUBLE = re.compile(r"(.)\1+")
_NOT_CONSONANT = re.compile(r"[aiu0-9]")
PHONETIC_MIN_CONSONANTS = 3


def tokens(text: str) -> list[str]:
    """The raw tokens of ``text`` in order (see the module docstring)."""
    return TOKEN_RE.findall(text)


@lru_cache(maxsize=200_000)
def fold_token(token: str) -> str:
    """Surface fold of one token: ASCII, lower case, no apostrophes or marks.

    A token in Arabic script (Arabic, Persian, Urdu) stays in it, in the form the
    scripts' own search engines fold to (:func:`fold_arabic`): written without short
    vowels, its ASCII transliteration is a consonant skeleton that meets Latin words
    ("حمص", Homs, would be "hms", as in "HMS Belfast"). So does one in India's scripts
    (Devanagari, Bengali, Tamil ...) or Sinhala, without its nukta."""
    if "\u0600" <= token[:1] <= "\u06ff":
        return fold_arabic(token)
    if "\u0900" <= token[:1] <= "\u0dff":  # India's scripts, Sinhala: kept in the script too
        return token.translate(_INDIC_VARIANTS)
    if "\u0f40" <= token[:1] <= "\u0fbc":  # Tibetan: kept too ("ཐིམ" would be "thim")
        return token
    if "\u05d0" <= token[:1] <= "\u05ea":  # Hebrew: kept too ("נתניה" would be "ntnyh")
        return fold_hebrew(token)
    if token.endswith(_FINAL_ENG):  # "Gaboŋ" (Wolof) is Gabon: see _FINAL_ENG
        token = token[:-1] + "n"
    if "\u0370" <= token[:1] <= "\u03ff" or "\u1f00" <= token[:1] <= "\u1fff":
        token = greek_to_latin(token)
    elif "\u0400" <= token[:1] <= "\u04ff" and _SERBIAN_ONLY.search(token):
        token = token.translate(SERBIAN_LATIN)
    return _NOT_ALNUM.sub("", anyascii(token).lower())


# the eng ending a word: the orthographies of West Africa's languages (Wolof, Bambara, Fula)
# write a French name's nasal ending so ("Gaboŋ" for Gabon), where anyascii's "ng"
# ("gabong") met nothing. Inside a word it stays "ng": GeoNames writes the
# Kazakh and Ghanaian names that have one so ("Jaŋa Ömir" Zhana-Omir, "Laabaŋa" Larabanga),
# and none of its names ends in one
_FINAL_ENG = ("ŋ", "Ŋ")


# Serbian Cyrillic as the Serbian Latin alphabet writes it, GeoNames' spelling, for a word
# with one of its own letters: "Крагујевац" is Kragujevac (anyascii's Russian reading gives
# "Kragujevats"); Macedonian's ѓ, ќ, ѕ are left to anyascii ("Ѓорче Петров", Gjorče Petrov)
_SERBIAN_ONLY = re.compile("[јљњћђџЈЉЊЋЂЏ]")
SERBIAN_LATIN = str.maketrans({
    "ц": "c", "ч": "č", "ћ": "ć", "ш": "š", "ж": "ž", "ђ": "đ", "џ": "dž", "х": "h",
    "Ц": "C", "Ч": "Č", "Ћ": "Ć", "Ш": "Š", "Ж": "Ž", "Ђ": "Đ", "Џ": "Dž", "Х": "H"})


# Greek digraphs as GeoNames' Latin names (ELOT 743) write them, where anyascii spells
# letter by letter: "Λουτράκι" is Loutraki (not "Loytraki"), "Λευκωσία" Lefkosia, "Ναύπλιο"
# Nafplio, "Εύβοια" Evvoia; "αυ", "ευ", "ηυ" are f before a voiceless consonant or at the
# end, v elsewhere; "μπ", "ντ", "γκ" opening a word are b, d, g ("Μπάρι", "Ντόρτμουντ")
_GREEK_ACCENTS = re.compile("[\u0300\u0301\u0342\u0313\u0314\u0345]")
_GREEK_VOWEL_U = re.compile("([αεη])υ(?=([θκξπστφχψ]|$)?)")
_GREEK_U_VOWELS = {"α": "a", "ε": "e", "η": "i"}
_GREEK_OPENING = {"μπ": "b", "ντ": "d", "γκ": "g"}


def greek_to_latin(token: str) -> str:
    """A Greek word with its digraphs written as ELOT 743 writes them (the other letters
    are left to anyascii): "Λουτράκι" gives "λoutρaκι" ("Loutraki" once folded)."""
    word = _GREEK_ACCENTS.sub("", unicodedata.normalize("NFD", token.lower()))
    word = _GREEK_VOWEL_U.sub(_vowel_and_u, unicodedata.normalize("NFC", word).replace("ου", "ou"))
    opening = _GREEK_OPENING.get(word[:2])
    return opening + word[2:] if opening else word


def _vowel_and_u(m: re.Match[str]) -> str:
    """"αυ", "ευ", "ηυ": af, ef, if before a voiceless consonant or at the end, else av, ev,
    iv ("Λευκωσία" Lefkosia, "Εύβοια" Evvoia)."""
    return _GREEK_U_VOWELS[m.group(1)] + ("v" if m.group(2) is None else "f")


# the nukta, which some writers leave out ("फ़ोटो", "फोटो"), and the candrabindu, which many
# write as an anusvara
_INDIC_VARIANTS = {0x093C: None, 0x09BC: None, 0x0901: 0x0902, 0x0981: 0x0982}


# Arabic-script letters written several ways for one sound: the hamza seats of alif, alif
# maqsura and Persian yeh, Persian kaf, ta marbuta and its Persian and Kurdish forms
_ARABIC_VARIANTS = str.maketrans("أإآٱىیکةۀەيك", "اااايي" "كههه" "يك")
_ARABIC_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")


# Hebrew's vowel points and cantillation; and the geresh of its borrowed sounds, which
# GeoNames writes three ways ("ג'נין", "ג׳נין", "ג’נין") and which makes a letter another
# ("ג'דה", Jeddah, is no "גדה", a river's bank)
_HEBREW_MARKS = re.compile("[\u0591-\u05c7]")
_GERESHES = str.maketrans({"’": "'", "‘": "'", "\u05f3": "'"})


def fold_hebrew(word: str) -> str:
    """A word in Hebrew script without its vowel points, its gereshes written one way
    ("יְרוּשָׁלַיִם" and "ירושלים", Jerusalem, meet; so do "ג׳נין" and "ג'נין")."""
    return _HEBREW_MARKS.sub("", word).translate(_GERESHES)


def fold_arabic(word: str) -> str:
    """A word in Arabic script without its vowel marks and tatweel, with its letters'
    variant forms made one ("إدلب" and "ادلب", "غزة" and "غزه", Persian "مشهد")."""
    return _ARABIC_MARKS.sub("", word).translate(_ARABIC_VARIANTS)


def _vowel_class(run: str) -> str:
    """Reduce a vowel run to one of three classes: a, i, u."""
    if "i" in run or "y" in run or "ee" in run:
        return "i"
    if "u" in run or "o" in run or "w" in run:
        return "u"
    return "a"


@lru_cache(maxsize=200_000)
def phonetic_token(folded: str) -> str:
    """Phonetic key of one surface-folded token (Arabic/Persian transliteration)."""
    if folded in ARTICLES:
        return "al"
    if not folded or folded.isdigit():
        return folded
    head, body = folded[0], folded[1:]
    if head in "yw" and body:
        # an initial y/w is a consonant ("Yemen", "Wadi")
        out = head + body
        for old, new in _DIGRAPHS:
            out = out.replace(old, new)
        rest = _VOWEL_RUN.sub(lambda m: _vowel_class(m.group()), out[1:])
        out = out[0] + rest
    else:
        out = folded
        for old, new in _DIGRAPHS:
            out = out.replace(old, new)
        out = _VOWEL_RUN.sub(lambda m: _vowel_class(m.group()), out)
    out = _DOUBLE.sub(r"\1", out)
    if len(out) > 3 and out.endswith("ah"):
        out = out[:-1]
    return out


def key_of_tokens(parts: Iterable[str]) -> str:
    """Join folded tokens into an automaton key: each token framed by spaces."""
    return "".join(f"{SEP}{p}{SEP}" for p in parts if p)


@lru_cache(maxsize=200_000)
def surface_key(name: str) -> str:
    """The surface key of a whole name ("" when the name has no letters); memoised, as a
    caption reader asks for the same few names' keys over and over."""
    return key_of_tokens(fold_token(t) for t in tokens(name))


@lru_cache(maxsize=200_000)
def phonetic_key(name: str) -> str:
    """The phonetic key of a whole name (memoised, as :func:`surface_key`)."""
    return key_of_tokens(phonetic_token(fold_token(t)) for t in tokens(name))


def name_keys(name: str, *, phonetic: bool) -> tuple[set[str], set[str]]:
    """Every surface and phonetic key under which ``name`` should be found.

    A leading Arabic article is optional in use ("Al Ḩudaydah" is written
    "Hodeidah"; "al-Sakhour" is written "Sakhour"), so the name is also keyed
    without it when what remains is a real word (four letters or more).
    """
    return keys_of_tokens(tokens(name), phonetic=phonetic)


def keys_of_tokens(
    parts: list[str], *, phonetic: bool, article_optional: bool = True
) -> tuple[set[str], set[str]]:
    """:func:`name_keys` of a name already split into tokens (saves a regex when building).

    Not ``article_optional``: a name whose article leaves one word is keyed only with its
    article, as a place outside the Arabic-speaking countries is written: the "El" of
    Mexico's "El Grande" or "El Control" and the "Es" of Menorca's "Es Castell" are Spanish
    and Catalan articles captions keep, and without them the names are words ("Grande" in
    "la Grande mosquée"). Two words or more are a name still, and captions do drop that
    article ("Carmen de Bolívar" for El Carmen de Bolívar).
    """
    folded = [f for f in map(fold_token, parts) if f]
    if not folded:
        return set(), set()
    variants = [folded]
    if ((article_optional or len(folded) > 2) and len(folded) > 1 and folded[0] in ARTICLES
            and len("".join(folded[1:])) >= 4):
        variants.append(folded[1:])
    surface = {key_of_tokens(v) for v in variants}
    phon: set[str] = set()
    if phonetic:
        if len(folded) == 2 and folded[0] not in ARTICLES and min(map(len, folded)) > 2:
            # "Kfar Shouba" is also written "Kfarchouba", "Deir Hafer" "Deirhafer"
            variants.append(["".join(folded)])
        for v in variants:
            ptoks = [phonetic_token(f) for f in v]
            if _phonetic_ok(ptoks):
                phon.add(key_of_tokens(ptoks))
    return surface, phon


def _phonetic_ok(ptoks: list[str]) -> bool:
    """Whether a phonetic key is specific enough to index.

    Three consonants besides the article; or two when the key keeps its
    article, which then has to be written too: "al-Hol" finds "Al Ḩawl", while
    a bare "Hol" (Norway) or "Kaira" finds nothing by sound.
    """
    n = _consonants(ptoks)
    return n >= PHONETIC_MIN_CONSONANTS or (
        n >= PHONETIC_MIN_CONSONANTS - 1 and len(ptoks) > 1 and ptoks[0] == "al"
    )


def _consonants(ptoks: list[str]) -> int:
    """Consonants in a phonetic key, the article aside (short keys collide: "Kaira"/"Qayyara")."""
    return sum(len(_NOT_CONSONANT.sub("", t)) for t in ptoks if t != "al")
