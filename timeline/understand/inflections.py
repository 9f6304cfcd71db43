"""Town names in the grammatical cases of Slavic, Hungarian, Finnish, Baltic and Basque
captions, and as German and Dutch adjectives.

A Czech, Polish, Croatian or Ukrainian caption writes its place in the case its
preposition asks for ("v Bratislave", "w Warszawie", "u Novom Sadu", "у Києві"), a
Hungarian, Finnish, Estonian or Basque one with a case ending ("Budapesten", "Helsingissä",
"Tallinnas", "Gasteizen"), a Latvian or Lithuanian one in the locative, which is itself the "in"
("Liepājā", "Klaipėdoje"). The gazetteer holds each town in the nominative, so none of
these is one of its names.

:func:`read_case_forms` proposes nominatives for such words, by the endings those
languages decline towns with, and keeps the one the gazetteer knows best (the
largest population): "Praze" may be read as "Praz", a French hamlet, or as "Praha".
Only a caption with the languages' letters is read, and in the Slavic languages only
the words after a preposition (or a preposition and a noun of place: "v centru Prahy"),
so a surname in the genitive is not made a town. What the caption says stays as
written: the gazetteer is told to match the written word as its nominative
(``Gazetteer.find_names(read_as=...)``), and the name is resolved by the nominative.
A German or Dutch caption's town adjective before its noun is read as the town ("vor dem
Kölner Dom": Köln; "de Amsterdamse binnenstad": Amsterdam), not one naming a street, a
paper, a team or a food after a town ("Frankfurter Allee", "Hamburger SV").
A Serbian, Macedonian or Belarusian word is also read by its own Latin spelling, which
GeoNames holds ("Крагујевац", Kragujevac; "Магілёў", Mahilyow). Greek's cases are read in
:mod:`.greek`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import islice, product
from typing import TYPE_CHECKING

from gazetteer.names import SERBIAN_LATIN

from .phrases import memo_for
from .text import fold

if TYPE_CHECKING:
    from gazetteer import Gazetteer

__all__ = ["CaseForms", "best_reading", "nominative", "quoted_spans", "read_case_forms"]


@dataclass(frozen=True, slots=True)
class CaseForms:
    """What a caption's declined town names are.

    ``read_as`` maps each written word to the nominative the gazetteer knows ("Praze":
    "Praha"); ``cues`` gives, by the offset where a name starts, the cue its case or
    preposition puts on it: "at" for a locative ("v Praze", "Budapesten"), "near" for
    the prepositions of nearness ("blizu Zagreba", "біля Харкова"). ``quoted`` are the
    spans of the names a Cyrillic or Greek caption puts in quotes, an event's or a thing's
    ("«Маланка-фест» у Чернівцях": no Malanka of India); ``script`` is "greek" for a
    caption in Greek (see :mod:`.greek`), ``regions`` the offsets of the names it writes
    as a region's after a town ("Παλαμά Καρδίτσας": the regional unit of Karditsa).
    """

    read_as: dict[str, str]
    cues: dict[int, str]
    quoted: tuple[tuple[int, int], ...] = ()
    script: str = ""
    regions: frozenset[int] = frozenset()
    adjectives: frozenset[str] = frozenset()
    separate: frozenset[int] = frozenset()


_SLAVIC_LETTERS = "čřěůťďňľĺŕłąęśźżćđšžČŘĚŮŤĎŇĽĹŔŁĄĘŚŹŻĆĐŠŽ"
_CYRILLIC = "\u0400-\u04ff"
_SIGNAL = re.compile(f"[{_SLAVIC_LETTERS}őűŐŰäöÄÖ{_CYRILLIC}]")
# a Slavic caption written without its letters: its small words, or a day and a month
# in lower case ("11 listopada", "1. februara", "dne 5. května")
_SLAVIC_WORDS = re.compile(
    r"\b(?:się|oraz|przez|jest|został[ao]?|roku|dnia|dne|dňa|který|která|ktor[ýá]|jsou"
    r"|bolo|bola|godine|tijekom|nakon|između|koji|koja|leta|ki)\b"
    r"|\b\d{1,2}\.? (?:stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrze[sś]nia"
    r"|pa[zź]dziernika|listopada|grudnia|ledna|[uú]nora|b[rř]ezna|dubna|kv[eě]tna|[cč]ervna"
    r"|[cč]ervence|srpna|z[aá][rř][ií]|[rř][ií]jna|listopadu|prosince|janu[aá]r[ae]|febru[aá]r[ae]"
    r"|apr[ií]l[ae]|j[uú]n[ae]|j[uú]l[ae]|augusta|avgusta|septembra|okt[oó]bra|novembra|decembra"
    r"|maj|marta|januarja|februarja|junija|julija|sije[cč]nja|velja[cč]e|o[zž]ujka|travnja|svibnja"
    r"|lipnja|kolovoza|rujna|studenoga)\b"
)
_CYRILLIC_LETTER = re.compile(f"[{_CYRILLIC}]")
_SLAVIC_LETTER = re.compile(f"[{_SLAVIC_LETTERS}]")
# a cheap first test for a caption without those letters: a preposition before a capital
_LATIN_PREPOSITION = re.compile(r" (?:[vwu]|ve|we|na|kod|pri|przy) (?:[A-Z]|\w+[sczč]k\w)")
# (or a town's adjective: "w warszawskim szpitalu")
_HUNGARIAN_LETTERS = re.compile("[őűŐŰ]")
_HUNGARIAN_WORDS = frozenset("és az Az egy hogy nem volt után között szerint még MTI".split())
# words in the Finnish cases of place ("Kauppatorilla", "Tampereella"), two of which mark a
# Finnish caption with none of the small words
_FINNISH_CASE_WORD = re.compile(r"\w\w(?:ssa|ssä|lla|llä|sta|stä|lta|ltä)\b")
_DOUBLED_VOWEL = re.compile(r"aa|ee|ii|uu|yy")
_FINNISH_WORDS = re.compile(  # (two of them: "ja" is also Swedish, German "yes")
    r"\b(?:ja|oli|kun|että|joka|sekä|mukaan|jälkeen|vuonna|LEHTIKUVA|Lehtikuva|Kuva|KUVA"
    # its weekdays ("tiistaina") and months ("maaliskuuta", "heinäkuussa")
    r"|(?:maanan|tiis|tors|perjan|lauan|sunnun)tai?na|keskiviikkona|\w+kuu(?:ta|ssa))\b")
# its weekdays and months alone, which no other language writes: with one word in a case of
# place, a Finnish caption ("... Kaivopuistoon Helsingissä keskiviikkona.")
_FINNISH_DAY = re.compile(r"\b(?:(?:maanan|tiis|tors|perjan|lauan|sunnun)taina|keskiviikkona"
                          r"|\w+kuu(?:ta|ssa))\b")

# The prepositions that govern a town's case, and the cue each puts on it. The ones of
# coming from and going to are read (the name is a place) but not cued.
_AT, _NEAR, _NONE = "at", "near", ""
_PREPOSITIONS = {
    **dict.fromkeys("v ve w we u na pri při przy pod kod nad".split(), _AT),
    **dict.fromkeys("blizu pored okolo obok koło blízko neďaleko nedaleko".split(), _NEAR),
    **dict.fromkeys("z ze iz od do".split(), _NONE),
    **dict.fromkeys("в во у ў на під под при".split(), _AT),  # (Belarusian "ў Мінску")
    **dict.fromkeys("біля около возле поблизу недалеко каля".split(), _NEAR),
    # and "по" ("по центру Вінниці", "по улицам Москвы": about its streets; "удар по
    # Києву", a strike on it), read but not cued
    **dict.fromkeys("из із з до от від ад по па".split(), _NONE),
    # not prepositions, but a town's people before its name in the genitive: "Жители
    # Якутска", "мешканці Харкова"
    **dict.fromkeys("жители жителей жителям мешканці мешканців жителі житељи".split(),  # noqa: SIM905
                    _NONE),
}
# nouns of place between a preposition and its town: "v centru Prahy", "w mieście Łódź", "na
# ulicach Warszawy" (not a square's or a street's: "na náměstí Svobody" is Freedom Square)
_PLACE_NOUNS = frozenset("""centru centrum centre center středu strede środku obci gminie
    miejscowości mieście meste městě mestu gradu selu okolí okolici okolicy okrese
    powiecie regionu oblasti obwodzie předměstí predmestí przedmieściach
    ulicama ulicích ulicach ulicah mesta města miasta grada sela obce
    центрі центре місті городе селі селе районі районе області
    центру центра центр цэнтры цэнтра улицах улицам улиц вулицях вулицями вулицям вуліцах
    вуліцам окраине окраинах окраїні околицях околицах окрестностях передмісті пригороде
    пригороді горадзе горада города міста районах району района раёне вобласці округе окрузі
    регионе регіоні""".split())
_WORD = re.compile(r"\w+")
# a town's central or main square, street or market before its name in the genitive: "на
# центральной площади Алматы", "на главной улице Бишкека", "на центральному майдані Ужгорода"
# (a square named for someone has no such adjective: "на площади Победы" is Victory Square)
_CENTRAL_PLACE = re.compile(
    r"(?:центральн|главн|головн|цэнтральн|галоўн)\w{1,3}\s+(?:площ|улиц|вулиц|проспект"
    r"|майдан|рын|базар|парк|набережн|плошч|вуліц)\w{0,3}\s+", re.IGNORECASE)
_PREPOSITION = re.compile(
    "(?<!\\w)(" + "|".join(sorted(_PREPOSITIONS, key=len, reverse=True)) + r")\s+", re.IGNORECASE
)

# Endings of declined town names (folded: no accents, Latin letters) and the nominative
# endings they may stand for; the written word itself is always a candidate too.
_SLAVIC_ENDINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("iach", ("e",)),  # Slovak locative plural: Košiciach, Košice
    ("ach", ("e", "y", "a")),  # Polish: Katowicach, Katowice
    ("ich", ("e",)),  # Czech: Budějovicích, Budějovice
    ("ych", ("e", "y")),  # Českých, České
    ("owie", ("ow",)),  # Krakowie, Kraków
    ("ievi", ("iv",)),  # Ukrainian: Києві, Київ
    ("ovi", ("iv", "ov")),  # Харкові, Харків
    ("rze", ("ra",)),  # Górze, Góra
    ("dze", ("ga",)),  # Pradze, Praga
    ("ze", ("ha", "ga")),  # Praze, Praha
    ("ce", ("ka", "ca")),  # Polsce, Polska; Rijeci below
    ("cie", ("t", "ta")),  # Frankfurcie, Frankfurt
    ("ci", ("ka", "ce", "ec", "c")),  # Rijeci, Rijeka; Hradci, Hradec; Olomouci, Olomouc
    ("ni", ("en", "na", "n", "nia")),  # Plzni, Plzeň; Ljubljani; Gdyni, Gdynia
    ("ie", ("a", "", "o", "e")),  # Warszawie, Lublinie, Gnieźnie, Gnieźno
    ("iu", ("", "ia")),  # Wrocławiu, Poznaniu
    ("ii", ("iia", "ia", "ija")),  # Russian: России, Россия
    ("cu", ("ac",)),  # Kragujevcu, Kragujevac
    ("ku", ("k", "ak", "ko")),  # Gdańsku; Sisku, Sisak; Slovensku, Slovensko
    ("ru", ("r", "ar", "er")),  # Mariboru; Zadru, Zadar; Kopru, Koper
    ("ej", ("a",)),  # Zielonej, Zielona; Banskej, Banská
    ("oj", ("a",)),  # Hrvatskoj, Hrvatska; Banjoj Luci
    ("om", ("i", "e", "o", "y", "")),  # Novom Sadu, Novi Sad; Novom Meste, Nové Mesto
    ("ym", ("y", "e", "i")),  # Nowym Targu, Nowy Targ
    ("em", ("e", "y")),  # Novém Městě; Zakopanem, Zakopane
    ("e", ("a", "", "o")),  # Bratislave, Brně, Москве, Петербурге
    ("i", ("", "a", "e", "o", "y")),  # Łodzi, Ljubljani, Одесі, Дніпрі
    ("u", ("", "o", "e", "a")),  # Zagrebu, Sarajevu, Celju
    ("y", ("a", "")),  # genitive: Warszawy, Prahy
    ("ou", ("a",)),  # Czech instrumental: nad Prahou, Praha
    ("a", ("", "o")),  # genitive: Zagreba, Kijowa, Brna
)
# the same for Cyrillic (Russian and Ukrainian), on the written letters
_CYRILLIC_ENDINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("єві", ("їв",)),  # Києві, Київ
    ("ові", ("ів", "ов")),  # Львові, Львів; Харкові, Харків
    ("ии", ("ия",)),  # России, Россия
    ("ях", ("і", "и", "я")),  # Ukrainian locative plural: Чернівцях, Чернівці
    ("ах", ("и", "ы", "а")),  # Russian: Сочах, Сочи; Черкассах, Черкассы
    ("цу", ("ац",)),  # Serbian: Крагујевцу, Крагујевац
    ("ца", ("ац",)),  # Крагујевца
    ("ом", ("и", "ый", "ий", "о", "")),  # Serbian: у Новом Саду, Нови Сад
    ("ем", ("ий", "ый", "ое", "")),  # в Нижнем Новгороде, Нижний Новгород
    ("і", ("а", "", "о", "я")),  # Одесі, Одеса; Дніпрі, Дніпро
    ("е", ("а", "", "о")),  # Москве, Москва; Петербурге, Петербург
    ("у", ("", "о", "а")),  # Крыму, Крым; Донецку, Донецк; the accusative: Калугу, Калуга
    ("ы", ("а",)),  # genitive: Одессы, Одесса
    ("и", ("а", "я")),  # genitive: Одеси, Одеса
    ("а", ("",)),  # genitive: Харкова, Харков
)
_HUNGARIAN_ENDINGS = ("ban", "ben", "ba", "be", "bol", "rol", "tol", "nal", "nel", "hoz", "hez",
                      "ra", "re", "ott", "ett", "on", "en", "an", "n")
_HUNGARIAN_LOCATIVE = frozenset({"ban", "ben", "ott", "ett", "on", "en", "an", "n"})
_FINNISH_ENDINGS = ("ssa", "sta", "lla", "lta", "lle", "han", "hin", "seen", "n")
_FINNISH_LOCATIVE = frozenset({"ssa", "lla"})
# the endings that close a capitalised word's name before the next one: the cases above of
# two letters or more, and the illative's long vowel and n ("Kaivopuistoon Helsingissä", to
# the park in Helsinki: no name of two words)
_FINNISH_CLOSING = ("ssa", "sta", "lla", "lta", "lle", "han", "hin", "seen",
                    "aan", "een", "iin", "oon", "uun", "yyn")
# Basque's cases ("Gasteizen", in Gasteiz; "Donostiako", of Donostia; "Iruñean"), a Basque
# caption told by two of its small words
_BASQUE_ENDINGS = ("rako", "tik", "ean", "ko", "en", "an", "ra", "n")
_BASQUE_LOCATIVE = frozenset({"ean", "en", "an", "n", "ko"})  # ("Donostiako plazan", in
# Donostia's square)
_BASQUE_REGION = frozenset({"ES", "FR"})
_BASQUE_WORDS = re.compile(r"\b(?:eta|zen|dira|dute|zuen|egin|baina|ere|hau|hori|urtean"
                           r"|egunean|argazkia|Argazkia|ondoren|arteko|zuten)\b"
                           r"|\b(?:19|20)\d\dko\b|\b[a-z]{3,}aren\b")
# (its dates and genitives: "2018ko abuztuaren 4an")
# Latvian's and Lithuanian's locatives ("Liepājā", in Liepāja; "Klaipėdoje", "Kaune",
# "Vilniuje"), told by their letters: the nominative's ending for the locative's
_BALTIC_LETTERS = re.compile("[āēīūļķņģėųįĀĒĪŪĻĶŅĢĖŲĮ]")  # ("Ūkininkai": a capital too)
_BALTIC_LOCATIVES = (("oje", ("a",)), ("ėje", ("ė",)), ("uje", ("us", "ius")),
                     ("yje", ("is", "ys")), ("ije", ("is",)), ("e", ("as", "is")),
                     ("ā", ("a",)), ("ē", ("e",)), ("ī", ("is", "s")))
# ... and Lithuanian's genitives, a town's name before the thing of it or after "į", "iš",
# "prie" ("į Klaipėdos uostą", into Klaipėda's port; "Vilniaus oro uoste"; "iš Kauno"): the
# town named, no cue of its own
_BALTIC_GENITIVES = (("iaus", ("ius",)), ("os", ("a",)), ("ės", ("ė",)), ("io", ("ys", "is")),
                     ("o", ("as",)))
_BALTIC_REGION = frozenset({"LV", "LT", "EE", "BY", "RU", "PL"})
# ... the genitives' endings of the word before a town in the locative, which close that
# word's own name ("prie Seimo Vilniuje", by the Seimas in Vilnius; "Rīgas Domā")
_BALTIC_GENITIVE_ENDINGS = ("o", "os", "ės", "ų", "io", "aus", "as", "es")
# Welsh and Irish change a name's first letters after "in": Welsh's nasal mutation after
# "yng", "ym", "yn" ("yng Nghaerdydd": Caerdydd, Cardiff; "ym Mangor": Bangor), Irish
# eclipsis after "i" ("i mBaile Átha Cliath": Dublin; "i gCorcaigh": Cork); the letters
# written, and those they stand for
_CELTIC_MUTATED = re.compile(r"\b(?:(?:yng|ym|yn) (?:Ngh|Mh|Nh|Ng|M|N)|i (?:mB|gC|nG|bP|dT|bhF|nD)"
                             r")[a-zâêîôûŵŷáéíóú]")
_WELSH_NASAL = (("Ngh", "C"), ("Mh", "P"), ("Nh", "T"), ("Ng", "G"), ("M", "B"), ("N", "D"))
_IRISH_ECLIPSED = (("mB", "B"), ("gC", "C"), ("nG", "G"), ("bP", "P"), ("dT", "T"),
                   ("bhF", "F"), ("nD", "D"))
_CELTIC_REGION = frozenset({"GB", "IE"})
# Swedish's, Danish's and Norwegian's small words (two of them mark such a caption) and
# their towns' lands
_NORDIC_LETTERS = frozenset("åäöøæÅÄÖØÆ")
_NORDIC_WORDS = re.compile(r"\b(?:och|på|för|vid|från|efter|inte|blev|og|ikke|ved|fra|etter"
                           r"|ble|blevet|af|til|till|mot|mod|som|den|det|i)\b")
_NORDIC_REGION = frozenset("SE DK NO FI IS".split())
# Kurmanji's small words (two of them mark a Kurmanji caption) and its towns' lands;
# Armenian's letters and its towns' lands
_KURMANJI_WORDS = re.compile(r"\b(?:îro|li|ji|û|ku|bi|di|ya|yên|ên|hatin|kirin|bajarê)\b")
_KURDISH_REGION = frozenset({"TR", "SY", "IQ", "IR", "AM"})
_ARMENIAN_LETTER = re.compile("[\u0531-\u0587]")
_ARMENIAN_REGION = frozenset({"AM", "GE", "AZ", "IR"})
_SUFFIXED_MIN_POP = 1_000  # a town read from a case ending alone, with no preposition
# Where the languages' towns are. A reading elsewhere must be a city (the languages'
# own names of big cities abroad: "w Nowym Jorku", "Párizsban"): "na Petříně", Prague's
# hill, is not "Petrin", a Thai town's other name.
_SLAVIC_REGION = frozenset("""CZ SK PL HR RS SI BA ME MK BG UA RU BY XK HU RO MD AT DE LT LV
    EE AL GR""".split())
_HUNGARIAN_REGION = frozenset("HU RO SK RS UA AT HR SI".split())
_FINNISH_REGION = frozenset("FI SE NO EE RU".split())
# Estonian declines a town on its genitive stem, which adds a vowel to most ("Tallinn",
# "Tallinna"): the inessive "Tallinnas", the elative "Tallinnast", the adessive "Pärnul"
_ESTONIAN_ENDINGS = ("sse", "st", "lt", "le", "s", "l")
_ESTONIAN_LOCATIVE = frozenset({"s", "l"})
_ESTONIAN_REGION = frozenset({"EE", "LV", "FI", "RU"})
_ESTONIA = frozenset({"EE"})
# its months in the adessive, the case of a day ("märtsil", "mail", "juulil")
_ESTONIAN_MONTHS = (r"(?:jaanuari|veebruari|märtsi|aprilli|mai|juuni|juuli|augusti|septembri"
                    r"|oktoobri|novembri|detsembri)l")
# two of its small words, months ("märtsil") or desks mark an Estonian caption (with its õ)
_ESTONIAN_WORDS = re.compile(
    r"\b(?:ja|ning|oli|pärast|kus|mis|kes|aastal|juures|Foto|ERR|Postimees|Delfi"
    rf"|{_ESTONIAN_MONTHS})\b")
# ... and its verbs' and nouns' plural endings ("kogunesid", "tähistavad", "meeleavaldajad")
_ESTONIAN_FORMS = re.compile(r"\b[a-zäöüõ]{4,}(?:sid|vad|jad)\b")
# a day with its month in the adessive ("24. veebruaril", "1. mail") is Estonian's alone
# (Finnish writes "24. helmikuuta", Latvian "24. februārī"): enough on its own
_ESTONIAN_DAY = re.compile(
    rf"\b\d{{1,2}}\. {_ESTONIAN_MONTHS}\b")
_CITY_ABROAD_POP = 100_000
_MAX_READINGS = 40  # combinations tried for one phrase


def read_case_forms(text: str, gaz: Gazetteer) -> CaseForms | None:
    """The declined town names of a caption in a Slavic language, Hungarian, Finnish, Basque,
    Latvian or Lithuanian, and the town adjectives of a German or Dutch one, or None when it
    is in none of them (most English captions: a few searches).
    "Demonštranti v Bratislave" gives ``read_as={"Bratislave": "Bratislava"}`` and the
    cue "at" for the name starting at "Bratislave"."""
    signal = _SIGNAL.search(text) is not None
    baltic = not text.isascii() and _BALTIC_LETTERS.search(text) is not None
    basque = not signal and ("ko " in text or "aren " in text or " eta " in text) \
        and len({w.lower()[:4] for w in _BASQUE_WORDS.findall(text)}) >= 2
    slavic = _is_slavic(text) if signal else (
        _LATIN_PREPOSITION.search(text) is not None and _SLAVIC_WORDS.search(text) is not None
    )
    words = _WORD.findall(text)
    germanic = _is_germanic(text, words)
    celtic = ("yng " in text or "ym " in text or "yn " in text or " i " in text) \
        and _CELTIC_MUTATED.search(text) is not None
    kurmanji = "ê" in text and len(set(_KURMANJI_WORDS.findall(text))) >= 2
    armenian = not text.isascii() and _ARMENIAN_LETTER.search(text) is not None
    hungarian = (signal or not text.isascii()) and (
        _HUNGARIAN_LETTERS.search(text) is not None or not _HUNGARIAN_WORDS.isdisjoint(words))
    finnish = not hungarian and _is_finnish(text, signal)
    estonian = not hungarian and not finnish and _is_estonian(text, signal)
    nordic = not text.isascii() and not _NORDIC_LETTERS.isdisjoint(text) \
        and len(set(_NORDIC_WORDS.findall(text))) >= 2
    if not (signal or slavic or germanic or baltic or basque or kurmanji or armenian
            or celtic or finnish or nordic or hungarian or estonian):
        return None
    read_as: dict[str, str] = {}
    cues: dict[int, str] = {}
    separate: set[int] = set()
    cyrillic = signal and _CYRILLIC_LETTER.search(text) is not None
    latin = _national_latin(text) if cyrillic else None
    if latin is not None:
        _read_national_spellings(text, gaz, latin, read_as)
    town_adjectives: set[str] = set()
    if slavic:
        _read_after_prepositions(text, gaz, read_as, cues, latin, town_adjectives)
        if "woj." in text:
            _read_before_a_voivodeship(text, gaz, read_as)
    if cyrillic:
        _read_namesake_adjectives(text, gaz, read_as, town_adjectives)
    if hungarian:
        _read_suffixed(text, gaz, _HUNGARIAN_ENDINGS, _HUNGARIAN_LOCATIVE, _HUNGARIAN_REGION,
                       read_as, cues, separate=separate)
        _read_hungarian_adjectives(text, gaz, read_as, town_adjectives)
    elif finnish:
        _read_suffixed(text, gaz, _FINNISH_ENDINGS, _FINNISH_LOCATIVE, _FINNISH_REGION,
                       read_as, cues, separate=separate, closing=_FINNISH_CLOSING)
        _cue_genitives_of_place(text, read_as, cues)
    if estonian:
        _read_suffixed(text, gaz, _ESTONIAN_ENDINGS, _ESTONIAN_LOCATIVE, _ESTONIAN_REGION,
                       read_as, cues, stems=_estonian_stems, separate=separate,
                       closing=_ESTONIAN_ENDINGS)
        _read_estonian_home_towns(text, gaz, read_as, cues)
        _cue_estonian_genitives_of_place(text, cues)
    if basque:
        _read_suffixed(text, gaz, _BASQUE_ENDINGS, _BASQUE_LOCATIVE, _BASQUE_REGION,
                       read_as, cues)
    if celtic:  # "yng Nghaerdydd" (in Caerdydd), "i mBaile Átha Cliath" (in Baile ...)
        _read_celtic_mutations(text, gaz, read_as, cues)
    if kurmanji:  # its oblique case: "li Dêrsimê", "Zaxoyê", "Kobanê" (Kobanî)
        _read_suffixed(text, gaz, ("ye", "e"), frozenset(), _KURDISH_REGION, read_as, cues,
                       stems=lambda stem: [stem, stem + "i"])
    if armenian:  # its locative: "Երևանում", "Գյումրիում"
        _read_suffixed(text, gaz, ("ում",), frozenset({"ում"}), _ARMENIAN_REGION, read_as,
                       cues, stems=lambda stem: [stem])
    if baltic:
        _read_baltic_locatives(text, gaz, read_as, cues, separate)
    if nordic:
        _read_nordic_genitives(text, gaz, read_as)
    adjectives = _read_town_adjectives(text, gaz, read_as) if germanic and not cyrillic \
        else frozenset()
    adjectives |= town_adjectives
    if cyrillic:  # (its names of streets and quotes are read from it: see read_names)
        return CaseForms(read_as, cues, quoted_spans(text) + _furniture_spans(text),
                         adjectives=adjectives)
    return CaseForms(read_as, cues, adjectives=adjectives, separate=frozenset(separate)) \
        if read_as or cues else None


def _is_finnish(text: str, signal: bool) -> bool:
    """Whether a caption is Finnish: two of its small words, weekdays, months or credit
    labels, or one of them and two words in its cases of place; with its letters ä and ö,
    two such words alone. (Italian's "della", "nella" and Spanish's "protesta" end as
    Finnish's cases do: those words alone do not make a caption Finnish.)"""
    if not signal and "aa" not in text and "ee" not in text and "uu" not in text \
            and "KUVA" not in text and "Kuva" not in text and "ina " not in text \
            and "taina" not in text and "kkona" not in text:  # ("... lauantaina.")
        return False
    words = len(set(_FINNISH_WORDS.findall(text)))
    if words >= 2:
        return True
    cases = len(_FINNISH_CASE_WORD.findall(text))
    if cases == 1 and words == 1 and _FINNISH_DAY.search(text) is not None:
        return True
    # (with neither: three such words and Finnish's doubled vowels, "Pelaajat ... ottelussa
    # Tampereella")
    return (cases >= 2 and (signal or words >= 1)) \
        or (cases >= 3 and len(_DOUBLED_VOWEL.findall(text)) >= 2)


# German and Dutch write a town's place as an adjective: "im Frankfurter Ostend", "vor dem
# Kölner Dom", "de Amsterdamse grachten". Two of their small words mark such a caption (a set
# of the caption's words, not a pattern of 38 words tried at every one: 13 µs to 7).
_GERMANIC_WORDS = frozenset(
    [w for word in "der das dem den im am vom zum zur beim ins vor auf het een bij".split()
     for w in (word, word.capitalize())]
    + "und mit nach bei aus über ist wird wurde sich nicht Foto werd wordt zijn naar uit op "
      "tijdens".split()
    + [f"{e}in{n}{s}" for e in "Ee" for n in ("", "e") for s in ("", "m", "n", "r", "s")])
_GERMANIC_PAIRS = re.compile(r"\b(?:in de|van de)\b")


def _is_germanic(text: str, words: list[str]) -> bool:
    """Whether two different small words of German or Dutch are in ``text`` (its ``words``)."""
    found = {w.lower() for w in words if w in _GERMANIC_WORDS}
    if len(found) < 2 and " de" in text:
        found.update(_GERMANIC_PAIRS.findall(text))
    return len(found) >= 2
_TOWN_ADJECTIVE = re.compile(r"\b([A-ZÄÖÜ][a-zäöüß]{2,}?)(er|se) (?=(\w+))")
# a street, a square, a gate or a station named after another town ("Frankfurter Allee" and
# "Brandenburger Tor" are in Berlin), and a paper, a team, an orchestra or a food named after
# its town, which may be anywhere
_NAMED_AFTER_TOWN = re.compile(
    r"(?i:stra(?:ß|ss)e|str|allee|platz|tor|chaussee|damm|ring|weg|bahnhof|landstra(?:ß|ss)e"
    r"|ufer|brücke|straat|laan|plein|poort|zeitung|allgemeine|rundschau|abendblatt|morgenpost"
    r"|nachrichten|anzeiger|stadt-anzeiger|merkur|volkszeitung|kurier|tagblatt|neueste|courant"
    r"|dagblad|philharmoniker|symphoniker|sängerknaben|sv|fc|ac|ec|eisbären|haie|löwen|würstchen"
    r"|würstel|schnitzel|kranz|pfannkuchen|bank"
    # a club's or a body's people: "Der Dortmunder Trainer", "der Münchner Stürmer"
    r"|trainer|coach|spieler|stürmer|torhüter|torwart|keeper|kapitän|verteidiger|profi|star"
    r"|angreifer|nationalspieler|mittelfeldspieler|oberbürgermeister|bürgermeister)"
    r"(?:e?n|e?s)?\b")  # ("der Frankfurter Allgemeinen")
# an adjective follows an article or a preposition: "im Berliner", "vor dem Kölner", "in de
# Amsterdamse", "het Zuid-Limburgse"
_ARTICLE_BEFORE = re.compile(
    r"(?:^|\b(?:[Dd]e[rmns]|[Dd]i?e|[Dd]as|[Ee]ine?[mnrs]?|[Ii][mn]|[Aa][mn]|[Vv]om|[Zz]u[mr]"
    r"|[Bb]eim|[Ii]ns|[Aa]uf|[Vv]or|[Aa]us|[Bb]ei|[Nn]ach|[Vv]on|[Mm]it|[Üü]ber|[Uu]nter|[Hh]et"
    r"|[Ee]en|[Vv]an|[Oo]p|[Bb]ij|[Uu]it))\s+(?:Zuid-|Noord-|Oost-|West-)?\Z")
_ADJECTIVE_MIN_POP = 20_000
_GERMANIC_REGION = frozenset("DE AT CH LI LU NL BE IT".split())  # noqa: SIM905


def _read_town_adjectives(
    text: str, gaz: Gazetteer, read_as: dict[str, str]
) -> frozenset[str]:
    """Read a German town adjective before its noun ("Kölner Dom": Köln, "Münchner":
    München, "Basler": Basel) and a Dutch one ("Amsterdamse"), when the town it names is
    one of twenty thousand people, not a street's or a gate's name; the words so read."""
    adjectives = set()
    for m in _TOWN_ADJECTIVE.finditer(text):
        stem, ending, following = m.group(1), m.group(2), m.group(3)
        written = stem + ending
        if _NAMED_AFTER_TOWN.match(following) or written in read_as:
            continue
        if following[:1].isupper() != (ending == "er"):
            continue  # German nouns are capitalised ("der Kölner Dom"), Dutch ones not: a
            # name follows a province's adjective ("het Zuid-Limburgse Valkenburg")
        if not _ARTICLE_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            continue  # ("Fischer Peter Hansen", "Trainer Oliver Glasner": names)
        folded = fold(stem)
        stems = [folded, folded + "en", folded + "e", folded[:-1] + "e" + folded[-1]]
        readings = [(written,), *((s.capitalize(),) for s in stems)]
        best = best_reading(gaz, readings, (written,), _GERMANIC_REGION, _ADJECTIVE_MIN_POP)
        if best is not None and best[0] != written and _a_town(gaz, best[0]):
            read_as[written] = best[0]
            adjectives.add(written)
    return frozenset(adjectives)


# a name in quotes, a festival's, a ship's, a square's or a storm's: "«Маланка-фест»",
# "на плоштадот „Македонија“", "«Daniel»" (short: no quoted speech)
_QUOTED = re.compile(r"«([^«»]{1,60})»|„([^„“”\n]{1,60})[“”]")


def quoted_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of the names ``text`` puts in «» or „“ quotes."""
    if "«" not in text and "„" not in text:
        return ()
    return tuple(m.span(1) if m.group(1) is not None else m.span(2)
                 for m in _QUOTED.finditer(text))


# the words of a Cyrillic caption's furniture, its credit's and its notes' ("Фото:", "Фота
# БЕЛТА", "Фото ілюстративне", "Джерело"), which name no place (no Fotö of Sweden)
_FURNITURE = re.compile(
    f"(?<![{_CYRILLIC}])(?:Фото|ФОТО|Фота|ФОТА|Фотографи[яї]|Фотаздымак|Фотоілюстрація"
    f"|Ілюстративне|ілюстративне|Иллюстративное|иллюстративное|Джерело|Источник|Крыніца"
    f"|Автор|Аўтар|Знімок|Снимок|Здымак|Скриншот|Скріншот|Відео|Видео|Відэа)(?![{_CYRILLIC}])")


def _furniture_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of a Cyrillic caption's words of furniture (see :data:`_FURNITURE`), read as
    things' names are, as no place's."""
    return tuple(m.span() for m in _FURNITURE.finditer(text))


# Serbian and Macedonian Cyrillic, and Belarusian, written as their own Latin spellings,
# which GeoNames holds and anyascii's Russian reading misses: "Шабац" is Šabac (not
# "Shabats"), "Магілёў" Mahilyow (not "Magileu"). (A word with a letter only Serbian has,
# "Крагујевац", is folded so by the gazetteer itself.)
_SERBIAN_MARKS = re.compile("[јљњћђџѓќѕЈЉЊЋЂЏЃЌЅ]")
_BELARUSIAN_LATIN = str.maketrans({"г": "h", "ў": "w", "ё": "yo", "Г": "H", "Ў": "W", "Ё": "Yo"})
_CYRILLIC_NAME = re.compile(f"[{_CYRILLIC}]+")


# Ukrainian's national Latin spelling (2010), GeoNames' main names of Ukraine's towns: "Вінниця"
# is Vinnytsia, "Миколаїв" Mykolaiv (anyascii's Russian reading, "Vinnitsia", is no name);
# a capital is a word's first letter, spelled as one ("Ялта", Yalta; "Южне", Yuzhne)
_UKRAINIAN_LATIN = str.maketrans({
    **dict(zip("абвгґдезиіклмнопрстуф", "abvhgdezyiklmnoprstuf", strict=True)),
    **dict(zip("АБВГҐДЕЗИІКЛМНОПРСТУФ", "ABVHGDEZYIKLMNOPRSTUF", strict=True)),
    "є": "ie", "ж": "zh", "ї": "i", "й": "i", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
    "щ": "shch", "ь": "", "ю": "iu", "я": "ia", "'": "", "’": "", "ʼ": "",
    "Є": "Ye", "Ж": "Zh", "Ї": "Yi", "Й": "Y", "Х": "Kh", "Ц": "Ts", "Ч": "Ch", "Ш": "Sh",
    "Щ": "Shch", "Ю": "Yu", "Я": "Ya"})
# Ukrainian's letters ("і" alone with neither Russian's "ы" nor "э"), not Kazakh's
_UKRAINIAN_LETTER = re.compile("[їєґЇЄҐ]")
_KAZAKH_LETTER = re.compile("[әғқңөұүһӘҒҚҢӨҰҮҺ]")
_UKRAINIAN_SPELLED_MIN_POP = 20_000  # (a surname may spell a village: "Мирний", Myrnyi)


def _national_latin(text: str) -> dict[int, str] | None:
    """The Latin spelling table of a Serbian, Macedonian, Belarusian or Ukrainian caption
    (one letter of theirs tells), or None for another Cyrillic caption."""
    if _SERBIAN_MARKS.search(text):
        return SERBIAN_LATIN
    low = text.lower()
    if "ў" in low or ("і" in low and ("ы" in low or "э" in low)):  # (Ukrainian has no ы, э)
        return _BELARUSIAN_LATIN
    if (_UKRAINIAN_LETTER.search(text) is not None or "і" in low) \
            and _KAZAKH_LETTER.search(text) is None:
        return _UKRAINIAN_LATIN
    return None


def _spelled(word: str, latin: dict[int, str]) -> str:
    """``word`` in a ``latin`` spelling; a Ukrainian word in capitals as a name ("ВІННИЦЯ":
    Vinnytsia), its capital letters being first letters."""
    if latin is _UKRAINIAN_LATIN:
        word = word[:1] + word[1:].lower()
    return word.translate(latin)


def _read_national_spellings(
    text: str, gaz: Gazetteer, latin: dict[int, str], read_as: dict[str, str]
) -> None:
    """Read each capitalised Cyrillic word the gazetteer does not know as written by its
    national Latin spelling, when the gazetteer knows that ("КРАГУЈЕВАЦ, 21. октобра")."""
    for m in _CYRILLIC_NAME.finditer(text):
        word = m.group()
        if len(word) < 3 or not word[0].isupper() or word in read_as:
            continue
        spelled = _spelled(word, latin)
        floor = _UKRAINIAN_SPELLED_MIN_POP if latin is _UKRAINIAN_LATIN else 0
        if spelled != word and _population(gaz, word) is None \
                and best_reading(gaz, [(spelled,)], (word,), _SLAVIC_REGION, floor) is not None:
            read_as[word] = spelled  # (in the region: "Гуче" is no Güce of Turkey)


def nominative(written: str, read_as: dict[str, str]) -> str:
    """A name as the gazetteer knows it: each declined word replaced by its nominative.

    >>> nominative("Novom Sadu", {"Novom": "Novi", "Sadu": "Sad"})
    'Novi Sad'
    """
    return _WORD.sub(lambda m: read_as.get(m.group(), m.group()), written)


def _is_slavic(text: str) -> bool:
    """A Slavic letter or Cyrillic (an English caption naming "Luka Modrić" passes too: its
    "Spain v Croatia" is kept from reading as a case by :func:`_read_after_prepositions`)."""
    return _SLAVIC_LETTER.search(text) is not None or _CYRILLIC_LETTER.search(text) is not None


def _read_after_prepositions(
    text: str, gaz: Gazetteer, read_as: dict[str, str], cues: dict[int, str],
    latin: dict[int, str] | None = None,
    adjectives: set[str] | None = None,
) -> None:
    """Read the capitalised words after each Slavic preposition ("w Nowym Targu"), a
    Serbian or Belarusian word also by its ``latin`` spelling (see :func:`_national_latin`),
    and a town's adjective right after one ("v pražském Karlíně", "w warszawskim szpitalu"),
    added to ``adjectives``. A town the preposition governs in the accusative is where
    something goes ("в Калугу", "в Санкт-Петербург"): read, but not cued."""
    east_slavic = _CYRILLIC_LETTER.search(text) is not None \
        and _SERBIAN_MARKS.search(text) is None and _CASELESS_CYRILLIC.search(text) is None
    for m in _PREPOSITION.finditer(text):
        if m.group(1).lower() in _INSIDE_NAMES and _after_a_capitalised_word(text, m.start()):
            continue  # "Ústí nad Labem", "Nové Město na Moravě": a name's own preposition
        cue = _PREPOSITIONS[m.group(1).lower()]
        start = m.end()
        if adjectives is not None and _read_slavic_adjective(text, gaz, start, read_as):
            adjectives.add(text[start : _WORD.match(text, start).end()])
            if cue:
                cues[start] = cue  # "v pražském Karlíně": in Prague's Karlín
            continue
        district = None
        central = _CENTRAL_PLACE.match(text, start)
        if central is not None:  # "на центральную площадь Шымкента": the town's main square
            start = central.end()
        noun = _WORD.match(text, start)
        if noun is not None and noun.group().lower() not in _PLACE_NOUNS \
                and (after := _WORD.match(text, noun.end() + 1)) is not None \
                and after.group().lower() in _PLACE_NOUNS:
            district, noun = noun, after  # "у Київському районі Харкова": a district
        for _ in range(2):  # "v centru Prahy", "в центре города Якутска": the town after
            if noun is None or noun.group().lower() not in _PLACE_NOUNS:
                break
            start = noun.end() + 1
            noun = _WORD.match(text, start)
        words = _capitalised_run(text, start)
        if not words and district is not None and adjectives is not None \
                and _read_district_adjective(text, gaz, district, read_as):
            adjectives.add(district.group())  # "в Уманському районі": Uman's district
            if cue:
                cues[district.start()] = cue
            continue
        for size in range(len(words), 0, -1):
            part = words[:size]
            written = tuple(w.group() for w in part)
            options = [[w, *_slavic_nominatives(w, latin)] for w in written]
            reading = best_reading(
                gaz, islice(product(*options), _MAX_READINGS), written, _SLAVIC_REGION
            )
            if reading is None:
                continue
            declined = False
            for w, nom in zip(part, reading, strict=True):
                if nom != w.group():
                    read_as[w.group()] = nom
                    declined = True
            if cue and (declined or not (m.group(1).lower() in ("v", "vs")
                                         and _after_a_capitalised_word(text, m.start()))) \
                    and not _an_accusative(gaz, written[-1], reading[-1], east_slavic, cue):
                cues[part[0].start()] = cue  # (not "Spain v Croatia": two sides, no case)
            break


# Bulgarian's and Macedonian's marks: they have no cases ("в Пловдив", "во Охрид": in the
# town): Bulgarian's vowel "ъ" ("България"; Russian writes it only before е, ё, ю, я), and
# "во" before a letter Russian writes it before none of ("во Франции", "во Владимире")
_CASELESS_CYRILLIC = re.compile(r"[ъЪ](?![еёюяЕЁЮЯ])|(?<!\w)[Вв]о [^ВвФф\W]"
                                r"|(?<!\w)(?:година|годината|се|във|със|юли|юни|[Сс]нимка)(?!\w)")
# (and their words for year, July, June and a photo, "се", "във")
_EAST_SLAVIC_SOUTH_WEST = re.compile("[іїєўІЇЄЎ]")  # a Ukrainian or Belarusian word
_CYRILLIC_CONSONANT_END = re.compile("[бвгґджзйклмнпрстфхцчшщь]$", re.IGNORECASE)


# a Polish town written with its voivodeship, lower case: "Kuźnicy, woj. podlaskie"
_BEFORE_A_VOIVODESHIP = re.compile(
    r"\b([A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż]{2,}),? \(?woj\. [a-ząćęłńóśźż-]+")


def _read_before_a_voivodeship(text: str, gaz: Gazetteer, read_as: dict[str, str]) -> None:
    """Read as its nominative a declined town the voivodeship after it marks as one, with no
    preposition before it ("Mieszkańcy Kuźnicy, woj. podlaskie": the residents of Kuźnica)."""
    for m in _BEFORE_A_VOIVODESHIP.finditer(text):
        word = m.group(1)
        if word in read_as or _population(gaz, word) is not None:
            continue  # (a name as written: "Sejny, woj. podlaskie")
        best = best_reading(gaz, [(w,) for w in _slavic_nominatives(word)], (word,),
                            frozenset({"PL"}))
        if best is not None:
            read_as[word] = best[0]


def _an_accusative(gaz: Gazetteer, written: str, nominative_: str, east_slavic: bool,
                   cue: str) -> bool:
    """Whether a town after "в", "у" or "на" is in the accusative, where something goes, not
    the locative, where it is: a feminine's "-у" for its "-а" ("в Калугу", "u Rijeku"; not a
    "-к" town's locative, "у Донецьку", "ў Мінску"), or, in Russian, Ukrainian or Belarusian,
    a name ending in a consonant left as written ("в Санкт-Петербург", "на Донбас": their
    locatives are "Петербурге", "Донбасі")."""
    if cue != _AT:
        return False
    if written != nominative_:
        stem, last = written[:-1], written[-1:]
        if last == "u":
            return nominative_.endswith("a")  # (not "v Mariboru": Maribor's locative)
        feminine = {"у": "а", "ю": "я"}.get(last)
        # (Ukrainian's and Belarusian's locatives after "к", "г", "х": "у Мінску")
        velar = ("к", "г", "х") if _EAST_SLAVIC_SOUTH_WEST.search(written + " " + nominative_) \
            or east_slavic is False else ("к",)
        return feminine is not None and stem[-1:].lower() not in velar \
            and _population(gaz, stem + feminine) is not None
    return east_slavic and _CYRILLIC_CONSONANT_END.search(written) is not None


_DISTRICT_NOUNS = frozenset("районі районе району района раёне".split())
_DISTRICT_TOWN_MAX_POP = 500_000  # a city's own districts are named after other towns


def _read_district_adjective(text: str, gaz: Gazetteer, word: re.Match[str],
                             read_as: dict[str, str]) -> bool:
    """Read a district's adjective before its noun, with no town after it, as the district's
    town: "в Уманському районі" (Umanskyi raion, around Uman), not "у Київському районі" of
    a city (Kyiv, a city of millions, names its districts, not one around it). True when
    read."""
    noun = _WORD.match(text, word.end() + 1)
    if noun is None or noun.group().lower() not in _DISTRICT_NOUNS \
            or not word.group()[:1].isupper():
        return False
    town = _adjective_town(gaz, word.group())
    if town is None or (_population(gaz, town) or 0) > _DISTRICT_TOWN_MAX_POP:
        return False
    read_as[word.group()] = town
    return True


# a town's adjective in the Slavic languages, its stem, its suffix and a case ending:
# "pražském" (Praha), "warszawskim", "gdańskiej" (Gdańsk), "košickom" (Košice), "zagrebačkom",
# "olomouckém", "łódzkim" (Łódź), "киевском", "харківському"
_SLAVIC_ADJECTIVE = re.compile(
    r"([^\W\d_]{3,}?)(ačk|sk|ck|čk|zk|ськ|цьк|ск|цк)(ý|á|é|ém|ého|ou|ých|ými|ému|ým|ej|i|a|e|ie|iego"
    r"|iej|im|ich|imi|ą|o|om|og|oga|oj|u|ih|ima|ий|ая|ое|ом|ого|ой|ую|их|ому|ім|ій|а|е|і|ої"
    # (Belarusian's: "Бабруйскай", "мінскага", "віцебскім"; Ukrainian's "київською")
    r"|ай|ага|аму|ае|ія|іх|ых|ым|ою|ими|ыми|ый|ие|ые)")
# the letter a town's name ends its stem with, softened before the suffix: "praž-" (Praha),
# "krakow-" (Kraków, by its fold), "poznań-" (Poznań)
_SOFTENED = {"ž": ("h", "g", "z"), "š": ("ch", "s"), "č": ("k", "c"), "ň": ("n",), "ř": ("r",),
             "ć": ("t", "c"), "ń": ("n",), "ż": ("g",), "ж": ("г",), "ч": ("к",)}


def _read_slavic_adjective(text: str, gaz: Gazetteer, start: int, read_as: dict[str, str]
                           ) -> bool:
    """Read the lower-case word at ``start`` as a town's adjective when it is one of a town
    of twenty thousand people in the languages' lands: "pražském" as Praha, "gdańskiej" as
    Gdańsk; a capitalised one only before the noun of a thing its town is named for ("в
    Казанском кремле", "ў Бабруйскай крэпасці"). True when read."""
    word = _WORD.match(text, start)
    if word is None:
        return False
    written = word.group()
    before = _BEFORE_A_TOWN_S_NOUN if written[:1].islower() else _BEFORE_A_NAMESAKE_S_NOUN
    if not before.match(text, word.end()):
        return False  # "na русском языке", "в советской форме": a language's, a state's
    town = _adjective_town(gaz, written)
    if town is None:
        return False
    read_as[written] = town
    return True


def _adjective_town(gaz: Gazetteer, written: str) -> str | None:
    """The town of twenty thousand people in the languages' lands a Slavic adjective names
    ("pražském": Praha, "Маріупольського": Маріуполь, "Бабруйскай": Бабруйск), or None."""
    adjective = _SLAVIC_ADJECTIVE.fullmatch(written.lower())
    if adjective is None:
        return None
    stem, suffix = adjective.group(1), adjective.group(2)
    stems = [stem, *(stem[:-1] + soft for soft in _SOFTENED.get(stem[-1], ()))]
    cyrillic = _CYRILLIC_LETTER.match(stem) is not None
    endings = ("", "а", "о", "е", "ь") if cyrillic else ("", "a", "o", "e")  # (Умань)
    towns = [s + e for s in stems for e in endings]
    if suffix in ("sk", "ск", "ськ"):
        towns.append(stem + suffix)  # "gdańskiej": Gdańsk; "краматорського": Краматорськ
    elif suffix == "цьк":
        towns.append(stem + suffix)  # "донецького": Донецьк
    elif suffix in ("ck", "цк"):
        towns += [stem + ("ц" if cyrillic else "c") + e for e in endings]  # Košice, Olomouc
    elif suffix == "zk":
        towns += [stem + "z", stem + "ź"]  # "łódzkim": Łódź
    readings = [(town.capitalize(),) for town in towns]
    best = best_reading(gaz, readings, (written,), _SLAVIC_REGION, _ADJECTIVE_MIN_POP)
    if best is None or not _a_home_town(gaz, best[0], _SLAVIC_REGION):
        return None
    return best[0]


# a capitalised Cyrillic town adjective, anywhere in a caption: "Будівля Маріупольського
# драматичного театру" (Mariupol's theatre)
_CAPITALISED_ADJECTIVE = re.compile(f"(?<![{_CYRILLIC}])[А-ЯЁІЇЄЎ][{_CYRILLIC}]+(?:с|ц)ь?к"
                                    f"[{_CYRILLIC}]{{1,3}}(?![{_CYRILLIC}])")


def _read_namesake_adjectives(text: str, gaz: Gazetteer, read_as: dict[str, str],
                              adjectives: set[str]) -> None:
    """Read a Cyrillic caption's capitalised town adjectives before the noun of a thing
    named for its town, which stands in it ("Маріупольського драматичного театру",
    "Бабруйская крэпасць"), as their towns, added to ``adjectives``; not a station's or a
    street's ("Киевского вокзала", "Московский проспект": elsewhere)."""
    for m in _CAPITALISED_ADJECTIVE.finditer(text):
        written = m.group()
        if written in read_as or not _BEFORE_A_NAMESAKE_S_NOUN.match(text, m.end()):
            continue
        town = _adjective_town(gaz, written)
        if town is not None:
            read_as[written] = town
            adjectives.add(written)


def _a_home_town(gaz: Gazetteer, name: str, region: frozenset[str]) -> bool:
    """Whether one place of ``name`` is a town of twenty thousand people in the languages'
    ``region`` (not a German hamlet Polle for "polskim" beside a bigger Pole abroad)."""
    return _a_town(gaz, name) and any(
        place.country_code in region and place.population >= _ADJECTIVE_MIN_POP
        for place in gaz.candidates(name))


# what a town's adjective stands before: a name ("v pražském Karlíně", "a szegedi Stefánia
# sétánynál") or a noun of a town's parts ("w warszawskim szpitalu", "в киевском метро", "na
# košickom námestí"), not "русском языке", "волжском льду", "pápai szentmisén"
_BEFORE_A_TOWN_S_NOUN = re.compile(
    r" (?:[A-ZÀ-ÞА-ЯЁІЇЄ]|(?:metr|метр|szpital|nemocnic|bolnic|больниц|лікарн|dzielnic|čtvrt"
    r"|štvrt|obvod|район|rajon|centr|центр|ulic|улиц|вулиц|náměst|námest|rynk|rynek|trg|площ"
    r"|port|порт|stadion|стадион|стадіон|letišt|lotnisk|аэропорт|аеропорт|nádraž|dworc|dworz"
    r"|вокзал|sídlišt|osiedl|tér|utc|kerület|pályaudvar|repülőtér|kórház|park|парк|zoo"
    r"|magistrat|ratusz|radnic|мэри|sąd|soud|súd|суд|universit|univerzit|uniwersyt|университет"
    r"|університет|klub|клуб|divadl|teatr|театр|muze|муз|parlament|sejm|snem|sabor|skupštin"
    r"|kostel|kościół|katedr|собор|храм|most|мост|тюрьм|väznic|věznic|więzien|кремл|kreml"
    r"|крэпас|крепост|фортец|pevnost|twierdz|tvrđav|тэатр|універсітэт|аэрапорт)\w*)")
# what a town's capitalised adjective names in it, after a lower-case adjective perhaps (a
# thing's proper name: "Маріупольський драматичний театр", "Бабруйская крэпасць", "в
# Казанском кремле"), not a saint's church ("Софійський собор": no Sofia) nor a station or a
# street named for where they lead
_BEFORE_A_NAMESAKE_S_NOUN = re.compile(
    f" (?:[{_CYRILLIC}]+(?:ого|ому|ой|ої|ий|ый|ій|ая|ое|ую|ім|ым|ом|ага|аму|ай|ае|ою|ие|ые"
    r"|і) )?(?:кремл|Кремл|театр|тэатр|крэпас|крепост|фортец|университет"
    r"|університет|універсітэт|аэропорт|аеропорт|аэрапорт|зоопарк|цирк|філармон|филармон"
    r"|metr|метр|порт(?!рет)|tvrđav|pevnost|twierdz|kreml|teatr|divadl)\w*")


# Hungarian's town adjective after the article: "a szegedi Stefánia sétánynál", "a budapesti
# Kossuth téren", "a debreceni"
_HUNGARIAN_ADJECTIVE = re.compile(r"\b[Aa]z? ([a-zöüóőúéáűí]{3,}i) ")


def _read_hungarian_adjectives(text: str, gaz: Gazetteer, read_as: dict[str, str],
                               adjectives: set[str]) -> None:
    """Read Hungarian's town adjectives after an article as their towns of twenty thousand
    people ("a szegedi": Szeged)."""
    for m in _HUNGARIAN_ADJECTIVE.finditer(text):
        written = m.group(1)
        if not _BEFORE_A_TOWN_S_NOUN.match(text, m.end(1)):
            continue  # ("a pápai szentmisén": the papal Mass, not Pápa)
        best = best_reading(gaz, [(written[:-1].capitalize(),)], (written,),
                            _HUNGARIAN_REGION, _ADJECTIVE_MIN_POP)
        if best is not None and _a_home_town(gaz, best[0], _HUNGARIAN_REGION):
            read_as[written] = best[0]
            adjectives.add(written)


# the prepositions inside towns' names, after a capitalised word ("Frankfurt nad Odrą",
# "Rožnov pod Radhoštěm", "Nové Město na Moravě", "Brod na Savi")
_INSIDE_NAMES = frozenset({"nad", "pod", "na", "pri", "při", "над", "под", "на"})


def _after_a_capitalised_word(text: str, at: int) -> bool:
    """True when the word before ``at`` is capitalised and does not open the caption or a
    sentence ("Ústí nad", not "Ледоход на Волге")."""
    if at < 2:
        return False
    head = text.rfind(" ", 0, at - 1) + 1
    word = text[head : at - 1]
    return word[:1].isupper() and head > 0 and text[head - 2 : head] != ". "


def _capitalised_run(text: str, start: int) -> list[re.Match[str]]:
    """Up to three capitalised words from ``start``, joined by single spaces or hyphens."""
    words: list[re.Match[str]] = []
    pos = start
    while len(words) < 3:
        word = _WORD.match(text, pos)
        if word is None or not word.group()[0].isupper():
            break
        words.append(word)
        if text[word.end() : word.end() + 1] not in (" ", "-"):
            break
        pos = word.end() + 1
    return words


def _read_suffixed(
    text: str,
    gaz: Gazetteer,
    endings: tuple[str, ...],
    locative: frozenset[str],
    region: frozenset[str],
    read_as: dict[str, str],
    cues: dict[int, str],
    stems: Callable[[str], list[str]] | None = None,
    separate: set[int] | None = None,
    closing: tuple[str, ...] | None = None,
) -> None:
    """Read the capitalised words with a Hungarian, Finnish, Basque, Kurmanji or Armenian
    case ending ("Szegeden", "Gasteizen", "Dêrsimê", "Երևանում"), each stem read as the
    nominatives ``stems`` gives (:func:`_finnish_stems`' by default, which hold the stem's
    own). A name read after a capitalised word in a case of its own is added to
    ``separate``: the case closed that word's name ("Nokia Arenalla Tampereella": the arena
    in Tampere, not one name of three words); ``closing`` are the endings that close it (by
    default those of two letters or more: Estonian's locatives are one, "Toompeal Tallinnas")."""
    closing = closing or tuple(e for e in endings if len(e) >= 2)
    before = None
    for m in _WORD.finditer(text):
        word, previous, before = m.group(), before, m
        if word[:1].isupper() and len(word) >= 5 and word not in read_as \
                and not _known_as_written(gaz, word, region):
            # (not a name the gazetteer knows as written: "Sudan", "Amman", "Turin")
            _read_case_ending(word, m.start(), gaz, endings, locative, region, read_as, cues,
                              stems or _finnish_stems)
        if separate is not None and previous is not None and word in read_as \
                and _closed_by_a_case(text, previous, m.start(), closing):
            separate.add(m.start())


def _read_case_ending(
    word: str,
    start: int,
    gaz: Gazetteer,
    endings: tuple[str, ...],
    locative: frozenset[str],
    region: frozenset[str],
    read_as: dict[str, str],
    cues: dict[int, str],
    stems: Callable[[str], list[str]],
) -> None:
    """Read ``word`` by the first of ``endings`` whose stem names a place (see
    :func:`_read_suffixed`), cued "at" when the ending is a ``locative``."""
    folded = fold(word)
    for ending in endings:
        if not folded.endswith(ending) or len(folded) - len(ending) < 3:
            continue
        readings = [(s.capitalize(),) for s in stems(folded[: -len(ending)])]
        best = best_reading(gaz, readings, (word,), region, _SUFFIXED_MIN_POP)
        if best is not None:
            read_as[word] = best[0]
            if ending in locative:
                cues[start] = _AT
            return


def _known_as_written(gaz: Gazetteer, word: str, region: frozenset[str]) -> bool:
    """Whether the gazetteer knows ``word`` as written, as a city or a place in the
    language's ``region``: "Amman" and "Turin" are names, but "Lahden" (Lahti's genitive)
    is no German hamlet Lähden."""
    population = _population(gaz, word)
    return population is not None and (population >= _CITY_ABROAD_POP or any(
        place.country_code in region for place in gaz.candidates(word)))


def _closed_by_a_case(text: str, previous: re.Match[str], start: int,
                      endings: tuple[str, ...]) -> bool:
    """Whether the word before a name, next to it, is a capitalised word in a case
    ("Arenalla", "Turun"), which ends its own name there."""
    word = previous.group()
    return previous.end() + 1 == start and text[previous.end()] == " " \
        and word[:1].isupper() and len(word) >= 5 \
        and fold(word).endswith(endings)


def _cue_genitives_of_place(text: str, read_as: dict[str, str], cues: dict[int, str]) -> None:
    """Cue "at" a Finnish town in the genitive before a place in the inessive or adessive:
    "Oulun kauppatorilla" (on Oulu's market square), "Vantaan Tikkurilassa", "Turun
    Vanhalla Suurtorilla": the town the picture is in."""
    for m in _WORD.finditer(text):
        word = m.group()
        if word not in read_as or m.start() in cues or not word.endswith("n") \
                or text[m.end() : m.end() + 1] != " ":
            continue
        after = _WORD.match(text, m.end() + 1)
        if after is not None and fold(after.group()).endswith(("ssa", "lla")):
            cues[m.start()] = _AT


def _read_nordic_genitives(text: str, gaz: Gazetteer, read_as: dict[str, str]) -> None:
    """Read a Swedish, Danish or Norwegian town in the genitive as the town ("Stockholms
    stadshus", "Kirunas nya centrum", "Bergens havn"), not a country ("Danmarks Mikkel
    Hansen" is Denmark's player, read as such elsewhere)."""
    for m in _WORD.finditer(text):
        word = m.group()
        if len(word) < 5 or not word[0].isupper() or not word.endswith("s") \
                or word in read_as or _population(gaz, word) is not None:
            continue
        best = best_reading(gaz, [(word[:-1],)], (word,), _NORDIC_REGION, _SUFFIXED_MIN_POP)
        if best is not None and _a_town(gaz, best[0]):
            read_as[word] = best[0]


def _read_celtic_mutations(
    text: str, gaz: Gazetteer, read_as: dict[str, str], cues: dict[int, str]
) -> None:
    """Read a Welsh or Irish town written with its first letters mutated after "in" as the
    town, cued "at" ("yng Nghaerdydd", "i mBaile Átha Cliath"); a name the gazetteer knows
    as written stays as written ("yn Nefyn")."""
    for m in _CELTIC_MUTATED.finditer(text):
        start = m.start() + m.group().index(" ") + 1
        word = _WORD.match(text, start)
        if word is None or word.group() in read_as:
            continue
        written = word.group()
        table = _IRISH_ECLIPSED if text[m.start()] == "i" else _WELSH_NASAL
        readings = [(written,)] + [(base + written[len(mark):],) for mark, base in table
                                   if written.startswith(mark)][:1]
        rest = [w.group() for w in _capitalised_run(text, word.end() + 1)] \
            if text.startswith(" ", word.end()) else []
        # (a name of several words: "Baile Átha Cliath", the longest first)
        readings = [(*r, *rest[:size]) for size in range(len(rest), -1, -1) for r in readings]
        best = best_reading(gaz, readings, readings[0], _CELTIC_REGION, _SUFFIXED_MIN_POP)
        if best is not None and best[0] != written:
            read_as[written] = best[0]
            cues[start] = _AT


def _read_baltic_locatives(
    text: str, gaz: Gazetteer, read_as: dict[str, str], cues: dict[int, str],
    separate: set[int],
) -> None:
    """Read the capitalised words in a Latvian or Lithuanian locative ("Liepājā",
    "Klaipėdoje", "Kaune") as their towns, cued "at": the case is the preposition. One
    after a capitalised genitive is ``separate``: the genitive's name ends there ("prie
    Seimo Vilniuje", by the Seimas in Vilnius, is no name of two words)."""
    before = None
    for m in _WORD.finditer(text):
        word, previous, before = m.group(), before, m
        if not word[:1].isupper() or len(word) < 4 or word in read_as:
            continue
        best = _baltic_nominative(gaz, word, _BALTIC_LOCATIVES)
        if best is not None:
            read_as[word] = best
            cues[m.start()] = _AT
            if previous is not None and _closed_by_a_case(text, previous, m.start(),
                                                          _BALTIC_GENITIVE_ENDINGS):
                separate.add(m.start())
        elif "ė" in text or "į" in text or "ų" in text:  # (a Lithuanian caption's letters)
            best = _baltic_nominative(gaz, word, _BALTIC_GENITIVES)
            if best is not None:
                read_as[word] = best


def _baltic_nominative(
    gaz: Gazetteer, word: str, endings: tuple[tuple[str, tuple[str, ...]], ...]
) -> str | None:
    """The town a Baltic word names in the case of ``endings`` (each ending with the
    nominative's endings it may stand for), or None."""
    for ending, nominatives in endings:
        if not word.endswith(ending) or len(word) - len(ending) < 3:
            continue
        readings = [(word[: -len(ending)] + n,) for n in nominatives]
        best = best_reading(gaz, readings, (word,), _BALTIC_REGION, _SUFFIXED_MIN_POP)
        if best is not None:
            return best[0]
    return None


def _finnish_stems(stem: str) -> list[str]:
    """A stem and the nominatives a Finnish (or Hungarian) case stem may hide: a doubled
    vowel (Tampereella), e for i (Rovaniemellä), the consonant gradation of Helsingissä,
    Lahdessa and Turussa."""
    out = [stem]
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] in "aeiouy":
        out.append(stem[:-1])
    if stem.endswith("e"):
        out += [stem[:-1] + "i", stem[:-1] + "ki"]
    if stem.endswith("ngi"):
        out.append(stem[:-3] + "nki")
    if stem.endswith("de"):
        out.append(stem[:-2] + "ti")
    if len(stem) > 3 and stem[-1] in "aeiouy" and stem[-2] not in "aeiouy":
        out.append(stem[:-1] + "k" + stem[-1])
    return out


def _is_estonian(text: str, signal: bool) -> bool:
    """Whether a caption is Estonian: with its õ, two of its small words, months or desks;
    with only the ä, ö and ü it shares with Finnish and German, three; its plural verbs
    and nouns count too. A day in its adessive ("24. veebruaril") is enough alone, even in
    a caption written in ASCII ("Meeleavaldajad kogunesid Tallinnas 24. veebruaril")."""
    if "il" in text and _ESTONIAN_DAY.search(text) is not None:
        return True
    tilde = "õ" in text or "Õ" in text
    if not (tilde or signal):
        return False
    marks = {*_ESTONIAN_WORDS.findall(text), *_ESTONIAN_FORMS.findall(text)}
    return len(marks) >= (2 if tilde else 3)


# a lower-case noun in the inessive or adessive after a town's genitive: "Narva
# piiripunktis" (at Narva's checkpoint), "Tartu raekojas", "Pärnu rannal"
_ESTONIAN_PLACE_NOUN = re.compile(r" [a-zäöüõšž]{3,}[aeiu][sl]\b")


def _cue_estonian_genitives_of_place(text: str, cues: dict[int, str]) -> None:
    """Cue "at" an Estonian town in the genitive before a place noun in the inessive or
    adessive ("Narva-1 piiripunktis", "Tallinna sadamas"): the town the picture is in, as
    Finnish's "Oulun kauppatorilla"."""
    for m in _CAPITALISED_NAME.finditer(text):
        if m.start() not in cues and _ESTONIAN_PLACE_NOUN.match(text, m.end()):
            cues[m.start()] = _AT


_CAPITALISED_NAME = re.compile(r"\b[A-ZÄÖÜÕŠŽ][a-zäöüõšž]{2,}(?:-\d{1,2})?(?= )")


def _read_estonian_home_towns(text: str, gaz: Gazetteer, read_as: dict[str, str],
                              cues: dict[int, str]) -> None:
    """Read as Estonia's own towns the case forms the gazetteer knows as a name abroad
    ("Tartus" is Tartu's inessive, not Syria's Tartus): an Estonian caption's town."""
    for m in _WORD.finditer(text):
        word = m.group()
        if not word[:1].isupper() or len(word) < 5 or word in read_as:
            continue
        found: dict[str, str] = {}
        _read_case_ending(word, m.start(), gaz, _ESTONIAN_ENDINGS, _ESTONIAN_LOCATIVE,
                          _ESTONIA, found, cues, _estonian_stems)
        if word in found and any(p.country_code in _ESTONIA for p in gaz.candidates(found[word])):
            read_as[word] = found[word]
        else:
            cues.pop(m.start(), None)


def _estonian_stems(stem: str) -> list[str]:
    """A genitive stem and the nominative it may add a vowel to ("Tallinna": Tallinn,
    "Narva" and "Tartu" are their own)."""
    if len(stem) > 4 and stem[-1] in "aeiu" and stem[-2] not in "aeiouõäöü":
        return [stem, stem[:-1]]
    return [stem]


def _a_town(gaz: Gazetteer, name: str) -> bool:
    """True when the gazetteer's ``name`` is a town's (or a city state's), not a country's
    ("der Schweizer Marco Odermatt" is Swiss)."""
    found = gaz.find_names(name)
    return bool(found) and "place" in found[0].kinds and "country" not in found[0].kinds


def best_reading(
    gaz: Gazetteer,
    readings: Iterable[tuple[str, ...]],
    written: tuple[str, ...],
    region: frozenset[str],
    min_pop: int = 0,
    *,
    home_first: bool = False,
) -> tuple[str, ...] | None:
    """Of a phrase's readings, the one whose name the gazetteer knows best (the largest
    population), or None when it knows none. A reading other than the ``written`` words
    must name a place in the languages' ``region`` or a city. With ``home_first``, one
    naming a place in the region beats one that does not ("Μόριας" is written as an
    alternate of Jerusalem's; "Μόρια" is also Moria on Lesbos)."""
    best, best_rank = None, (False, min_pop - 1)
    for reading in readings:
        name = " ".join(reading)
        pop = _population(gaz, name)
        if pop is None:
            continue
        at_home = (home_first or (reading != written and pop < _CITY_ABROAD_POP)) and any(
            place.country_code in region for place in gaz.candidates(name))
        if reading != written and pop < _CITY_ABROAD_POP and not at_home:
            continue
        rank = (home_first and at_home, pop)
        if rank > best_rank:
            best, best_rank = reading, rank
    return best


def _slavic_nominatives(word: str, latin: dict[int, str] | None = None) -> list[str]:
    """The nominatives a declined Slavic word may stand for (capitalised; a Latin word's
    folded: the gazetteer's names are), a Cyrillic one also in the ``latin`` spelling."""
    cyrillic = _CYRILLIC_LETTER.match(word) is not None
    folded = word.lower() if cyrillic else fold(word)
    out = []
    for ending, replacements in _CYRILLIC_ENDINGS if cyrillic else _SLAVIC_ENDINGS:
        if folded.endswith(ending) and len(folded) > len(ending) + 1:
            stem = folded[: -len(ending)]
            out += [(stem + r).capitalize() for r in replacements]
    if cyrillic and latin is not None:
        out += [_spelled(w, latin) for w in (word, *out)]
    return out


def _population(gaz: Gazetteer, name: str) -> int | None:
    """The population of the largest place the gazetteer names ``name`` exactly (a
    country's or a province's own, 0 when it has none), or None when it is no name of the
    gazetteer."""
    memo = memo_for(gaz)
    key = ("case form", name)
    if key not in memo:
        found = gaz.find_names(name)
        whole = found[0] if len(found) == 1 and found[0].end - found[0].start == len(name) \
            else None
        memo[key] = None if whole is None or whole.phonetic else whole.population
    return memo[key]
