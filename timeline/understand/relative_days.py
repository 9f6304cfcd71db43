"""The picture's day told relative to the caption's own filing or page date.

A wire story's dateline ("PARIS, March 3 (Reuters) -", "SEVILLA, 15 abr (EFE).-",
"BRUXELLES 14/10 (BELGA) -") or a page's date line after the caption ("| Algemeen Dagblad,
dinsdag 14 februari 2017", "| Updated 11:40 PM EST, February 3, 2023") is the day the
story was filed or printed, not always the picture's: the story's first sentence tells the
picture's day from it ("yesterday", "on Tuesday", "hier soir", "el pasado viernes",
"gestern Abend", "dün akşam", "во вторник", "يوم الثلاثاء", "kemarin", "ahir", "onte",
"χθες", "dissabte passat", "την Κυριακή"). Rules:

1. The anchor is the chosen day when it is a dateline's, a page's or a desk stamp's (after
   the last " | "); a dateline's day and month with no year take the year its stamp writes,
   else the only year the caption writes, else none (and no day). A dateline may write
   its day in numbers (EFE's "VALENCIA, 03/11/2024.-"), in brackets as a release's day
   ("HWANGE, Zimbabwe (Sept 5, 2022) — ... on Saturday") or the paper's weekday before its
   date ("Lugo, luns 17 de xuño de 2024.", "VIAREGGIO — Martedì 13 febbraio 2024").
2. The story's first sentence (after the dateline and its house's tag) is read for the
   first relative word: "yesterday" is the day before the anchor, "the day before
   yesterday" two days before, "the previous evening" the day before; a weekday the latest
   such day on or before the anchor ("last Friday" strictly before it).
   A weekday after "this" ("..., este lunes", "nesta terça-feira") is read before the
   others: EFE and Lusa end the picture's sentence with it, after the story's other days.
   A later sentence that says when the picture was taken ("Знімок зроблено у вівторок",
   "The picture was taken on Sunday", "Foto tomada el sábado") is read instead: it is the
   picture's own.
3. Not a word in a clause of another event ("the storm that hit yesterday", "dün meydana
   gelen deprem", "a day after the blast on Friday", "o prédio atingido ... na noite de
   terça-feira"), a quotation, "since yesterday", nor a date's own weekday ("del pasado
   miércoles 15 de agosto de 2007"), nor a weekday whose day of the month is not the one
   told back ("de cara a las elecciones del domingo 22": a day to come). A player's reaction
   "after" its cause is no other event ("celebrate after their win ... yesterday").
4. When the chosen day is an earlier event's, a context date ("tras la avalancha que arrasó
   ... del lunes 18 de mayo de 2015"), a weekday its sentence names before it is the first
   such day after it ("remueven escombros este martes": the 19th).
5. When the chosen day is the day a count of days dates the picture from, in its own clause
   ("a day after record rainfall lashed the UAE on April 16, 2024", "un día después del sismo
   ... del 19 de septiembre de 2017", "au lendemain de l'attentat du 13 novembre 2015",
   "two days before the vote on May 5"), the picture's day is that many days after (before)
   it. Not across a comma ("A day after the quake, rescuers dug on September 20, 2017": the
   picture's own day).

Run only when the chosen day is such an anchor (or, rule 4, a context date): most captions
date the picture in their own words and pay one attribute test.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import functools
import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from .date_mentions import (
    MON,
    DateMention,
    a_page_s_date_line,
    edition_year,
    in_dateline,
    time_precision,
    valid,
)
from .sentences import in_quotation, sentence_starts

if TYPE_CHECKING:
    from .dates import EventDate

__all__ = ["relative_day", "weekday_number"]


# weekday names of the languages read, Monday first
_WEEKDAY_NAMES = {
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    "pt": ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
           "sábado", "domingo"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
    "nl": ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
    "tr": ("pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi", "pazar"),
    "ru": ("понедельник", "вторник", "среду", "четверг", "пятницу", "субботу", "воскресенье"),
    "uk": ("понеділок", "вівторок", "середу", "четвер", "п'ятницю", "суботу", "неділю"),
    "ar": ("الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"),
    "id": ("Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"),
    "ca": ("dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte", "diumenge"),
    "gl": ("luns", "martes", "mércores", "xoves", "venres", "sábado", "domingo"),
    "el": ("Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"),
}
_WEEKDAY_OF: dict[str, int] = {}
for _names in _WEEKDAY_NAMES.values():
    for _n, _name in enumerate(_names):
        _WEEKDAY_OF[_name] = _WEEKDAY_OF[_name.lower()] = _WEEKDAY_OF[_name.capitalize()] = _n
_WEEKDAY_OF |= {"Sonnabend": 5, "sexta": 4, "segunda": 0, "terça": 1, "quarta": 2, "quinta": 3,
                "Jum'at": 4, "الإثنين": 0, "الاربعاء": 2, "الاحد": 6,
                "salı": 1, "Salı": 1, "п’ятницю": 4, "пʼятницю": 4}


def weekday_number(word: str) -> int | None:
    """The weekday (Monday 0) a word names in a language read here or in English, else
    None ("lunes" 0, "Sonntag" 6, "Tuesday" 1)."""
    return _WEEKDAY_OF.get(word, _WEEKDAY_OF.get(word.lower(), _ENGLISH_WEEKDAY.get(word.lower())))


_ENGLISH_WEEKDAY = {name.lower(): n for n, name in enumerate(calendar.day_name)}


def _any(names: tuple[str, ...], capital: bool = False) -> str:
    forms = {n for n in names} | ({n.capitalize() for n in names} if capital else set())
    return "|".join(sorted(forms, key=len, reverse=True))


# the relative words: each group a kind ("back" = days before, "wd" = a weekday, "last" = a
# weekday strictly before); the first in the story's sentence tells the day
_DAY_BEFORE_YESTERDAY = (r"the day before yesterday|avant-hier|anteayer|antier|vorgestern"
                         r"|l'altro ?ieri|l’altro ?ieri|anteontem|eergisteren|позавчера|позавчора"
                         r"|evvelsi gün|kemarin lusa|abans-d'ahir|abans d'ahir|abans-d’ahir"
                         r"|antonte|προχθές|προχτές")
_YESTERDAY_WORDS = (r"[Yy]esterday|[Hh]ier(?! ist| sind| in| im| auf| wird| werden)|[Aa]yer"
                    r"|[Gg]estern(?:abend|morgen|nachmittag)?|[Ii]eri(?: ?sera| ?mattina)?"
                    r"|[Oo]ntem|[Gg]isteren|[Gg]isteravond|[Dd]ün(?! ?kü)|[Вв]чера|[Вв]чора"
                    r"|[Kk]emarin|ahir|[Oo]nte|[Χχ]θες|[Χχ]τες|[Εε]χθές"
                    r"|[Ss]emalam|the previous (?:evening|night|day)(?!['’]s)(?! (?:of|before|that))"
                    r"|la veille|la víspera|la vigilia|la véspera|am Vorabend|накануне")
_LAST = (r"(?:[Ll]ast|[Pp]ast|pasado|pasada|scorso|scorsa|dernier|passado|passada|vergangenen"
         r"|letzten|afgelopen|прошл\w+|geçen|lalu|passat|περασμέν\w+)")
def _after(words: str) -> str:
    """A look-behind for any of ``words`` and a space (each its own: their widths differ)."""
    return "(?:" + "|".join(f"(?<=\\b{w} )" for w in words.split()) + ")"


_FR = _any(_WEEKDAY_NAMES["fr"], capital=True)
_ES = _any(_WEEKDAY_NAMES["es"])
_IT = _any(_WEEKDAY_NAMES["it"], capital=True)
_PT = _any(_WEEKDAY_NAMES["pt"][:5], capital=True)
_PT_SHORT = "sábado|domingo|segunda|terça|quarta|quinta|sexta"
_DE = _any(_WEEKDAY_NAMES["de"] + ("Sonnabend",))
_NL = _any(_WEEKDAY_NAMES["nl"], capital=True)
_TR = _any(_WEEKDAY_NAMES["tr"], capital=True)
_RU = _any(_WEEKDAY_NAMES["ru"])
_UK = _any(_WEEKDAY_NAMES["uk"] + ("п’ятницю", "пʼятницю"))
_AR = _any(_WEEKDAY_NAMES["ar"] + ("الإثنين", "الاربعاء", "الاحد"))
_ID = _any(_WEEKDAY_NAMES["id"] + ("Jum'at",))
_CA = _any(_WEEKDAY_NAMES["ca"], capital=True)
_GL = _any(("luns", "mércores", "xoves", "venres"), capital=True)  # (the rest are Spanish's)
_EL = _any(_WEEKDAY_NAMES["el"])
_RELATIVE = re.compile(
    rf"(?P<two>\b(?:{_DAY_BEFORE_YESTERDAY})\b)"
    rf"|(?P<back>(?<![\w-])(?:{_YESTERDAY_WORDS})\b|(?<![\u0600-\u06ff])(?:أمس|امس|البارحة)"
    rf"(?![\u0600-\u06ff]))"
    # a weekday: French ("mardi", "ce mardi soir", "vendredi dernier"; not "Mardi gras"),
    # Spanish after its article ("el viernes", "este martes", "el pasado viernes"), Italian
    # ("martedì scorso"), Portuguese ("nesta terça-feira", "no sábado"), German ("am
    # Dienstag", "Dienstagabend"), Dutch, Turkish before "günü" ("salı günü"), Russian after
    # "в" ("во вторник"), Arabic after "يوم" ("يوم الثلاثاء"), Indonesian ("Selasa (4/3)"),
    # Catalan ("dissabte passat"), Galician ("o venres", "o pasado martes") and Greek after
    # its article ("την Τρίτη", "την περασμένη Κυριακή")
    rf"|(?P<wd>(?<![\w-])(?:(?:{_FR})(?! [Gg]ras)|(?:{_IT})"
    rf"|{_after('el la o')}(?:pasado |pasada )?(?:{_ES})|{_after('este ese del')}(?:{_ES})"
    rf"|{_after('pasado pasada')}(?:{_ES})"
    rf"|(?:{_PT})|{_after('no na neste nesta nesse nessa deste desta')}(?:{_PT_SHORT})"
    rf"|(?:(?<=\bnoite de )|(?<=\btarde de )|(?<=\bmanhã de )|(?<=\bmadrugada de ))"
    rf"(?:{_PT_SHORT})"
    rf"|(?:{_DE})(?:abend|morgen|nachmittag|vormittag|mittag|nacht)?|(?:{_NL})"
    rf"(?:avond|ochtend|middag|nacht)?"
    rf"|(?:{_TR})(?= (?:günü|akşamı|sabahı|gecesi|öğleden))"
    rf"|{_after('в В')}(?:{_RU})|{_after('во Во')}вторник|{_after('у в У В')}(?:{_UK})"
    rf"|(?:{_ID})|(?:{_CA})|(?:{_GL})|{_after('τη την το περασμένη περασμένο')}(?:{_EL}))(?![\w-])"
    rf"|(?<=يوم )(?:{_AR})(?![\u0600-\u06ff]))"
)
_LAST_AFTER = re.compile(rf"\s+{_LAST}\b")
_LAST_BEFORE = re.compile(rf"\b{_LAST}\s+$")
# words that make an ASCII caption's "hier" French, not German's or Dutch's "here"
_FRENCH = re.compile(r"\b(?:les|du|à|au|aux|une|sont|ont|soir|matin)\b")
# a clause of another event before the word: English and the languages read ("after",
# "which", "that", "since" ..., or a day to come: "to be held", "will"), or after it,
# Turkish's participle of an event ("dün meydana gelen deprem", the quake that struck
# yesterday)
_OTHER_EVENT = re.compile(
    r"\b(?:after|following|since|which|that|when|who|where|whose|by|from|ahead of|before|until"
    # a day still to come: "for memorial events to be held on Friday", "will march on Sunday"
    r"|to be held|to take place|will|scheduled|planned|upcoming"
    r"|killed|wounded|injured|destroyed|damaged|hit|struck|flattened|burned|burnt|flooded"
    r"|collapsed|announced|declared|reported|issued|launched|began|started|erupted"
    r"|nach|seit|als|nachdem|wo|après|depuis|qui|que|où|tras|desde|donde|após|depois|onde"
    r"|dopo|che|dove|nadat|sinds|waar|sejak|setelah|yang|sonra|beri"
    r"|(?:caus|entr|surven|provoqu|lanc|tu|bless|détrui|frapp|ocorr|ocurr|caus|provocad"
    r"|lançad|ating|alcanz|golpe|arras|derrub|devast|atropel|inund|asesin|assassin|declar)"
    r"(?:é|ée|és|ées|ido|ida|idos|idas|ado|ada|ados|adas|t|te|ts|tes))\b"
    # Italian's participles of a disaster ("l'Hotel Rigopiano, travolto mercoledì pomeriggio
    # da una valanga": not "allagate martedì sera" nor "colpiti dall'alluvione di ieri", the
    # state the picture shows)
    r"|\b(?:travolt|distrutt|crollat|devastat|sepolt|uccis|spazzat|esplos|scoppiat"
    r"|avvenut|accadut|provocat)[oaie]\b"
    r"|(?<!\w)(?:после|который|которая|которое|которые|начиная|где)(?!\w)|بعد|غداة|منذ|الذي|التي",
    re.IGNORECASE)
# "today" in the story: the filing day is the picture's ("Residents returned today")
_TODAY = re.compile(r"\b(?:today|Today|TODAY|tonight|heute|aujourd'hui|aujourd’hui|hoy|oggi|hoje"
                    r"|vandaag|bugün|Bugün|hari ini|Hari ini)\b|(?<!\w)(?:сегодня|Сегодня)(?!\w)"
                    r"|(?<![\u0600-\u06ff])(?:اليوم)(?![\u0600-\u06ff])")
# an English weekday of another event's: "Friday's earthquake", "Friday evening's quake"
_POSSESSIVE = re.compile(r"(?:\s+(?:morning|afternoon|evening|night))?['’]s\b", re.IGNORECASE)
# "the eve of": "la veille du scrutin", "накануне выборов", "накануне 8 марта" (the eve of a
# day it names: not a day before the anchor)
_EVE_OF = re.compile(r"\s+(?:de|du|des|d['’]|au|del|della|di|do|da|of|[А-ЯЁа-яё]+|\d)")
_TURKISH_EVENT = re.compile(r"\s*(?:\S+\s+){0,3}?(?:meydana gelen|yaşanan|gerçekleşen|düzenlenen"
                            r"|çıkan|patlayan)\b")
# a dateline's end: the house's tag and its dash ("(Reuters) -", "(EFE).-", "/ТАСС/.",
# "(كونا) --", "AAP -", "(PTI)")
_TAG = re.compile(r"\s*(?:\([^()]{2,30}\)|/[^/]{2,12}/|[A-Z]{2,8}\b)?\s*\.?\s*(?:[-–—]+|:)?\s*")
_PAGE_BAR = " | "
_DIGIT_HEAD = re.compile(r"\d")
# a house's tag just after a dateline's day: "Kolkata, Oct 2 (PTI) Devotees ...", "/ТАСС/."
_HOUSE_TAG = re.compile(r"\s*(?:\([^()\d]{2,30}\)|/[^/\d]{2,12}/|[A-Z]{2,8}\s*[-–—])")
# a dateline standing as a sentence of its own: "Москва, 15 мая 2024 года. Участники ...",
# or closed by EFE's ".-": "Madrid, 02/11/2024.- Vecinos ..."
_OWN_SENTENCE = re.compile(r"\s*(?:года|г\.|godine|roku|yılı)?\s*\.(?:\s|-+\s*)")
# a dateline with a day and its house's tag, closed by a dash or a stop, at the text's start
_LEADING_DATELINE = re.compile(r"[^\n|]{2,50}?\d[^\n|]{0,20}?(?:\([^()\d]{2,30}\)|/[^/\d]{2,12}/)"
                               r"\s*\.?\s*(?:[-–—]+|\.-)?\s*")


def _region(text: str, anchor: DateMention, starts: list[int], dateline: bool) -> tuple[int, int]:
    """The story's first sentence: after the dateline (and its house's tag), else the
    caption's first; up to its end, a page's bar or a line break."""

    if (head := _bar_head_line(text, anchor)) is not None:
        low = head  # the story after its page's head line ("Jul. 8, 2025 | By Standard Team")
    elif dateline:
        own = _OWN_SENTENCE.match(text, anchor.end)
        low = own.end() if own is not None else _TAG.match(text, anchor.end).end()
    else:  # a dateline the reader took no date from ("НОВОСИБИРСК, 11 января. /ТАСС/.")
        tag = _LEADING_DATELINE.match(text)
        low = tag.end() if tag is not None else 0
    at = bisect_right(starts, low)
    high = starts[at] if at < len(starts) else len(text)
    if high - low < 25:  # "НОВОСИБИРСК, 11 января. /ТАСС/." alone
        high = starts[at + 1] if at + 1 < len(starts) else len(text)
    for stop in (_PAGE_BAR, "\n"):
        bar = text.find(stop, low, high)
        if bar >= 0:
            high = bar
    return low, high


def _relative_word(text: str, low: int, high: int, mentions: list[DateMention]
                   ) -> tuple[re.Match[str], str] | None:
    """The first relative word of the story's sentence that is the picture's, and its kind;
    a weekday of "this" week first (see :func:`_this_weekday`)."""
    this = _this_weekday(text, low, high) if "st" in text[low:high] else None
    if this is not None:
        return this, "wd"
    for found in _RELATIVE.finditer(text, low, high):
        kind = found.lastgroup or ""
        word = found.group()
        if word.lower() == "hier" and not (word == "hier" and _FRENCH.search(text, low, high)):
            continue
        if word in ("Senin", "Minggu", "Rabu") and not text.endswith(("pada ", "hari ", ", "),
                                                                     0, found.start()):
            continue  # ("Minggu" is a week too, "Rabu" a name)
        if in_quotation(text, found.start()):
            continue
        if _another_event_before(text, low, found.start(), found.end()):
            return None  # the story's sentence tells another event before it
        if word in ("la veille", "la víspera", "la vigilia", "la véspera", "накануне",
                    "am Vorabend") and _EVE_OF.match(text, found.end()):
            continue
        if word.lower() == "dün" and _TURKISH_EVENT.match(text, found.end()):
            continue
        if text.startswith(("'s", "’s"), found.end()):
            continue  # "yesterday's vote"
        if kind == "wd" and any(m.start <= found.start() < m.end and m.context for m in mentions):
            continue
        if kind == "wd" and (any(0 <= m.start - found.end() <= 2 and m.day for m in mentions)
                             or _own_day_after(text, found.end())):
            continue  # a date's own weekday: "del pasado miércoles 15 de agosto de 2007",
            # "na madrugada de domingo, 27 de Fevereiro", "du vendredi 13 novembre"
        return found, kind
    return None


def _this_weekday(text: str, low: int, high: int) -> re.Match[str] | None:
    """A weekday after "this" ("este lunes", "nesta terça-feira", "aquest dimarts"), which
    EFE's, Lusa's and ACN's captions end their sentence with to tell the picture's day,
    after the other days of their story ("... el incendio declarado el domingo en Las
    Hurdes, que obligó a desalojar varias alquerías, este lunes"); not one in a clause of
    another event ("tras el incendio que comenzó este lunes")."""
    for found in _RELATIVE.finditer(text, low, high):
        if found.lastgroup != "wd" or _THIS.search(text, max(low, found.start() - 8),
                                                   found.start()) is None:
            continue
        if in_quotation(text, found.start()) \
                or _another_event_before_this(text, low, found.start(), found.end()):
            return None
        return found
    return None


_THIS = re.compile(r"(?<![\w-])(?:este|esta|neste|nesta|aquest|aquesta|questo|questa|aquesta)\s+$",
                   re.IGNORECASE)


def _another_event_before_this(text: str, low: int, start: int, end: int) -> bool:
    """Whether the "this" weekday's own clause tells another event (the cue after its
    clause's last comma): the cues before that comma are the other days' of the story."""
    clause = max(low, text.rfind(", ", low, start) + 2, text.rfind("; ", low, start) + 2)
    return _OTHER_EVENT.search(text, clause, start) is not None


def _own_day_after(text: str, end: int) -> bool:
    """Whether a day and a month's name follow the weekday ending at ``end``: the weekday
    is that date's ("del pasado sábado 16 de abril"), not a day told from the anchor."""
    return text[end : end + 3].lstrip(", ")[:1].isdigit() and _day_and_month().match(
        text, end) is not None


@functools.cache
def _day_and_month() -> re.Pattern[str]:
    """A day and a month's name in any language read (compiled on first use: the months'
    alternation is long)."""
    from .foreign_dates import FOREIGN_MONTH_WORDS

    return re.compile(rf",?\s*\d{{1,2}}(?:er|º|°)?\s+(?:de\s+)?(?:{FOREIGN_MONTH_WORDS}|{MON})"
                      r"(?![^\W\d_])", re.IGNORECASE)


def _weekday_of(word: str) -> int | None:
    word = word.strip()
    if word in _WEEKDAY_OF:
        return _WEEKDAY_OF[word]
    for suffix in ("abend", "morgen", "nachmittag", "vormittag", "mittag", "nacht", "avond",
                   "ochtend", "middag"):
        if word.endswith(suffix) and word[: -len(suffix)] in _WEEKDAY_OF:
            return _WEEKDAY_OF[word[: -len(suffix)]]
    for prefix in ("pasado ", "pasada "):
        if word.startswith(prefix):
            return _WEEKDAY_OF.get(word[len(prefix) :])
    return None


def _english_weekday(text: str, low: int, high: int, mentions: list[DateMention]
                     ) -> DateMention | None:
    """The first English weekday mention of the sentence, unless it is another event's:
    in a clause of one ("after a gunman killed nine people on Wednesday evening"), a
    possessive ("following Sunday's primaries")."""
    weekday = next((m for m in mentions if m.kind == "weekday" and low <= m.start < high
                    and m.weekday is not None), None)
    if weekday is None or weekday.context or _POSSESSIVE.match(text, weekday.end) \
            or _another_event_before(text, low, weekday.start, weekday.end):
        return None
    return weekday


def _another_event_before(text: str, low: int, start: int, end: int) -> bool:
    """Whether the sentence from ``low`` tells another event before the word at ``start``-
    ``end``: a cue in the word's own clause ("a day after the blast on Friday", "the storm
    that hit yesterday"), or before it ("after a gunman killed nine people at two bars, one
    of them in the old town, on Wednesday evening"); but a relative clause closed by a comma
    ("the White House, which houses the parliament, late on Monday night") and a weekday set
    off by commas of its own ("après la défaite face à la Namibie (0-1), mardi, en match")
    tell the picture's day."""
    clause = max(low, text.rfind(", ", low, start) + 2, text.rfind("; ", low, start) + 2)
    if any(cue.group().lower() not in _PLACE_WORDS or start - cue.end() <= _FROM_REACH
           for cue in _event_cues(text, clause, start)):
        return True  # (not "carry goods from a shop on Monday": "from" a place; "from Monday")
    if clause > low and not text[clause:start].strip() and _SET_OFF.match(text, end):
        return False  # ", mardi,", ", dimanche soir,"
    return any(cue.group().lower() not in _RELATIVE_PRONOUNS | _PLACE_WORDS
               for cue in _event_cues(text, low, clause))


def _event_cues(text: str, low: int, high: int) -> Iterator[re.Match[str]]:
    """The cues of another event's clause in text[low:high] (see _OTHER_EVENT), less a
    reaction's "after" and a participle used as an adjective: the picture's own."""
    return (cue for cue in _OTHER_EVENT.finditer(text, low, high)
            if not _reaction_to(text, cue) and not _attributive_participle(text, cue))


# an English participle after an article or a possessive describes what the picture shows, the
# state it is in, not another event ("A view of the flooded Velachery area in Chennai
# yesterday", "through a flooded street", "the damaged houses"; not "the area flooded on Monday")
_PARTICIPLES = frozenset(("killed", "wounded", "injured", "destroyed", "damaged", "flattened",
                          "burned", "burnt", "flooded", "collapsed"))
_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|its|their|his|her|our)\s+$", re.IGNORECASE)


def _attributive_participle(text: str, cue: re.Match[str]) -> bool:
    """Whether the cue is a participle used as an adjective, after an article (see
    _PARTICIPLES): the picture's scene, not another event's clause."""
    return cue.group().lower() in _PARTICIPLES and _DETERMINER_BEFORE.search(
        text, max(0, cue.start() - 7), cue.start()) is not None


# a player's reaction, which follows its cause at once: "celebrate after their win over India
# ... yesterday", "reacts after missing a penalty on Sunday": the cause's day is the picture's
_REACTION = re.compile(r"\b(?:celebrat|react|jubilat|rejoic|cheer|despair)\w*\s+$", re.IGNORECASE)


def _reaction_to(text: str, cue: re.Match[str]) -> bool:
    """Whether the cue is "after" (or "following") a reaction's verb: no other event's."""
    return cue.group().lower() in ("after", "following") and _REACTION.search(
        text, max(0, cue.start() - 16), cue.start()) is not None


# the cues of _OTHER_EVENT that mostly tell a place ("Looters carry goods from the Bridge City
# shopping centre in KwaMashu, north of Durban, on Monday"): another event's only just before
# the word ("from Monday", "from Friday's blast")
_PLACE_WORDS = frozenset({"from"})
_FROM_REACH = 6
# the relative pronouns of _OTHER_EVENT, whose clause a comma closes
_RELATIVE_PRONOUNS = frozenset("""which that who where whose wo qui que où donde onde che dove
waar yang который которая которое которые где الذي التي""".split())  # noqa: SIM905
# a weekday's closing comma, a time of day before it: ", mardi,", ", dimanche soir,"
_SET_OFF = re.compile(r"(?:\s+(?:soir|matin|après-midi|evening|morning|night|afternoon|noche"
                      r"|tarde|mañana|sera|mattina|Abend|abend))?\s*,")


def _anchor_kind(text: str, event: DateMention, starts: Callable[[], list[int]]) -> str | None:
    """'dateline' or 'page' when the chosen day is a story's filing day or a page's date."""

    if event.taken or event.since:
        return None
    head = _head(text, event.start) if event.start < 80 else ""
    if event.start < 80 and (event.filed or in_dateline(text, event)
                             or _HOUSE_TAG.match(text, event.end) is not None
                             or (len(head.split()) <= 4 and head.endswith(",")
                                 and _OWN_SENTENCE.match(text, event.end) is not None)):
        return "dateline"
    bar = text.rfind(_PAGE_BAR)
    if (bar >= 0 and event.start > bar) or event.filed:
        return "page"
    if _may_close(text, event.start) and a_page_s_date_line(text, event, starts()):
        return "page"
    if event.kind == "full" and _bar_head_line(text, event) is not None:
        return "page"
    if event.start < 60 and event.kind == "full" and event.start and text[event.start - 1] == "(" \
            and _BRACKETED_END.match(text, event.end) is not None and len(head.split()) <= 6 \
            and head[:1].isupper() and "\n" not in head:
        return "dateline"  # a release's day in brackets: "HWANGE, Zimbabwe (Sept 5, 2022) — "
    if event.start < 40 and event.kind == "full" and text.startswith(" - ", event.end) \
            and 1 <= len(head.split()) <= 3 and head[:1].isupper() and "\n" not in head:
        return "dateline"  # LaPresse's "Venezia 13/11/2019 - Acqua alta ...": town, day, dash
    if event.start < 80 and event.kind == "full" and _HEAD_LINE_END.match(text, event.end) \
            and "\n" not in text[: event.start] and len(head.split()) <= 6 \
            and head.endswith((",", "—", "–", " -")):
        return "dateline"  # a page's head on a line of its own: "The Fiji Times, Thursday,
        # February 25, 2016\nNasau villagers ... yesterday" (its break made a space), a
        # paper's "VIAREGGIO (Lucca) — Martedì 13 febbraio 2024\nI carri ... domenica scorsa"
    return None


# the bracket closing a dateline's day and the dash after it
_BRACKETED_END = re.compile(r"\)\s*[-–—]")


def _bar_head_line(text: str, event: DateMention) -> int | None:
    """Where the story starts after a page's head line that holds the day beside a bar and
    its byline or section ("Jul. 8, 2025 | By Standard Team\nA protester ... on Monday.",
    "Nation | Wednesday, April 24, 2024\nResidents ..."; the line's break made a space): the
    day the page was filed; else None (not a page line closing the caption: "... on
    Tuesday. | Nation, April 24, 2024")."""
    if event.start >= _HEAD_LINE_REACH or "|" not in text[: event.end + 3]:
        return None
    after = _BAR_AFTER.match(text, event.end)
    head = text[: event.start]
    if after is not None and (not head.strip() or _only_a_weekday(head)):
        low = after.end()  # (the paper's weekday before it: "Tue, 19 Mar 2019 | The Herald")
        line_end = text.find("\n", low, low + _HEAD_LINE_REACH)
        if line_end >= 0 and "\n" not in text[event.end : low] \
                and len(text[low:line_end].split()) <= _HEAD_WORDS:
            low = line_end  # the paper's name closing the line: "| The Herald\nSoldiers ..."
    elif (bare := _less_a_weekday(head)).endswith("|") and ". " not in head \
            and _short_bar_fields(bare):
        low = event.end  # ("The Daily Star | Sports | Mon Dec 5, 2022\nBangladesh's ...")
    else:
        return None
    rest = text[low:].lstrip()
    return len(text) - len(rest) if rest else None  # (past the line's break)


def _short_bar_fields(head: str) -> bool:
    """Whether ``head`` (closed by a bar) is a page's fields: a few words in all, or up to
    four short fields ("The Kathmandu Post | National | Province 1 |"), not a sentence."""
    fields = head.split("|")[:-1]
    words = [len(field.split()) for field in fields]
    return sum(words) <= _HEAD_WORDS or (
        len(fields) <= _BAR_FIELDS and all(0 < n <= 3 for n in words) and sum(words) <= 8)


_BAR_FIELDS = 4


def _less_a_weekday(head: str) -> str:
    """``head`` without the weekday, written out or cut, that closes it ("Sports | Mon "),
    right-stripped: the paper's own weekday before its page's date."""
    words = head.rstrip().rsplit(None, 1)
    if len(words) == 2 and _only_a_weekday(words[1]):
        return words[0].rstrip()
    return head.rstrip()


def _only_a_weekday(head: str) -> bool:
    """Whether ``head`` is a weekday alone, written out or cut ("Tue, ", "Tuesday, ")."""
    word = head.strip().rstrip(",").rstrip(".").lower()
    return word in _ANY_WEEKDAY or word in _WEEKDAY_ABBREVIATIONS


_WEEKDAY_ABBREVIATIONS = frozenset(d.lower() for d in calendar.day_abbr) | {"tues", "thur",
                                                                             "thurs"}
# the bar after a head line's day, and its byline ("Jul. 8, 2025 | By Standard Team"), whose
# "By" is no agent of another event; the words before a bar
_BAR_AFTER = re.compile(r"[ \t]*\|\s*(?:[Bb][Yy]\s+(?:[A-Z][\w.'’-]*\s+){1,4}(?=[A-Z\"“]))?(?=\S)")
_HEAD_LINE_REACH, _HEAD_WORDS = 80, 5


def _head(text: str, start: int) -> str:
    """The words before a date, without a weekday written just before it: the place of a
    dateline "Lugo, luns 17 de xuño de 2024." or "VIAREGGIO (Lucca) — Martedì 13 febbraio"
    (a paper's own weekday, which the date's mention leaves out)."""
    head = text[:start].rstrip()
    words = head.rsplit(None, 1)
    if len(words) == 2 and words[1].rstrip(",").lower() in _ANY_WEEKDAY:
        head = words[0].rstrip()
    return head


_ANY_WEEKDAY = frozenset(w.lower() for w in _WEEKDAY_OF) | frozenset(
    d.lower() for d in calendar.day_name)


# the end of a page's head line: the date closes the caption's first line, or a sentence
# begins right after it, with no stop (the line's break made a space)
_HEAD_LINE_END = re.compile(r"[ \t.]*\n(?=\s*\S)| (?=[A-ZÀ-ÖØ-Þ](?:[a-zß-öø-ÿ]| ))")  # "I carri"


def _may_close(text: str, at: int) -> bool:
    """A cheap test: a date a few words after a sentence's end or a line break, which a page's
    date line closing the caption is."""
    return at > len(text) - _PAGE_LINE_REACH and max(
        text.rfind(". ", 0, at), text.rfind("\n", 0, at)) >= at - _LINE_HEAD


_PAGE_LINE_REACH, _LINE_HEAD = 120, 50  # (a page's date line closes the caption)


# a dateline's day and month in numbers, no year: Belga's "BRUXELLES 14/10 (BELGA) -",
# KUNA's "الكويت - 16 - 4 (كونا) --"
_BELGA = re.compile(r"[^\d\n]{2,40}?\s(\d{1,2})\s?[/-]\s?(\d{1,2})\s*\([^()]{2,20}\)\s*[-–—]")
# a desk's stamp of the year only: "(c) 2011 AAP", "© 2015"
_STAMP_YEAR = re.compile(r"(?:\(c\)|©|\bCopyright)\s*((?:19|20)\d\d)\b", re.IGNORECASE)
# ... or a year alone in brackets closing the text, what is left of a credit's stamp once
# the credit is cut: Bernama's "--fotoBERNAMA (2025) COPYRIGHTS RESERVED"
# (after the last sentence's stop: "a screening of Titanic (1997)" is a film's year)
_CLOSING_YEAR = re.compile(r"[.!?]\s*\(((?:19|20)\d\d)\)\s*$")
_ANY_YEAR = re.compile(r"(?<![\d/.:])(?:19\d\d|20\d\d)(?![\d/.:])")


def _year_of(text: str, low: int, mentions: list[DateMention]) -> int | None:
    """The year of a dateline written without one: a stamp's ("(c) 2011 AAP") or a page's
    after the last bar, else the only year the caption's dates read ("2082 BS" is none)."""
    stamp = _STAMP_YEAR.search(text, low) or _CLOSING_YEAR.search(text, low)
    if stamp is not None:
        return int(stamp[1])
    bar = text.rfind(_PAGE_BAR)
    if bar >= low:
        years = {int(y) for y in _ANY_YEAR.findall(text, bar)}
        if len(years) == 1:
            return years.pop()
    # (a year of another time is none: "since 2012", "the anniversary of the 2017 election",
    # "Fans recall the final of 2014")
    years = {m.year for m in mentions if m.year is not None and m.kind == "year"
             and not m.context}
    if not years and not any(m.kind == "full" for m in mentions):
        return edition_year(text)  # "PENAMPANG, 31 Mei -- ... Pesta Kaamatan ... Sabah 2025"
    return years.pop() if len(years) == 1 and not any(m.kind == "full" for m in mentions) \
        else None


def _dateline_without_year(text: str, mentions: list[DateMention]
                           ) -> tuple[DateMention | None, dt.date] | None:
    """A dateline's day and month with no year anywhere that reads one, with the year the
    caption's stamp or only year gives it."""

    month_day = next((m for m in mentions if m.kind == "month_day" and m.start < 60 and (
        m.filed or in_dateline(text, m) or _HOUSE_TAG.match(text, m.end) is not None)), None)
    if month_day is not None and month_day.month and month_day.day:
        month, day, mention = month_day.month, month_day.day, month_day
    else:
        numbers = _BELGA.match(text) if "(" in text[:60] else None
        if numbers is None or not 1 <= int(numbers[2]) <= 12:
            return None
        day, month = int(numbers[1]), int(numbers[2])
        mention = DateMention("month_day", numbers.start(1), numbers.end(2),
                              text[numbers.start(1) : numbers.end(2)], month=month, day=day)
    year = _year_of(text, mention.end, mentions)
    if year is None or not valid(year, month, day):
        return None
    return mention, dt.date(year, month, day)


def relative_day(text: str, mentions: list[DateMention], date: EventDate) -> EventDate:
    """``date`` re-dated by the story's relative word when it is the caption's filing or
    page date (see the module's rules); else ``date`` as it is."""
    if date.precision not in ("day", None):
        return date
    if date.start is not None and date.span is not None and any(m.context for m in mentions):
        after = _day_after_its_event(text, mentions, date)
        if after is not None:
            return after
    if date.start is not None and date.span is not None and date.span[0] > _COUNT_REACH_MIN:
        counted = _days_counted_from_it(text, mentions, date)
        if counted is not None:
            return counted
    if date.span is not None and (
        (text.endswith((" on ", "On "), 0, date.span[0])  # "... in Talipapa on May 31, 2019"
         and not text.endswith(("ublished on ", "osted on ", "pdated on "), 0, date.span[0]))
        or (date.span[0] >= 80 and _PAGE_BAR not in text and not _may_close(text, date.span[0]))
    ):
        return date  # most captions: a day of their own words, no dateline's nor page's
    if any("counted back" in n for n in date.notes):
        return date
    event = None
    if date.span is not None:
        event = next((m for m in mentions if m.start <= date.span[0] < m.end), None)
    anchor_day: dt.date | None = None
    starts = functools.partial(sentence_starts, text)
    # (an "ambiguous" numeric day the place's country ordered: EFE's "Madrid, 02/11/2024.-")
    if date.start is not None and event is not None \
            and event.kind in ("full", "month_day", "ambiguous"):
        kind = _anchor_kind(text, event, starts)
        if kind is None:
            return date
        anchor_day, anchor = date.start, event
        # the story's dateline, when the chosen day is a page's stamp of the same day
        dateline = next((m for m in mentions if m.start < 60 and m.kind in ("month_day", "full")
                         and m is not event and (m.month, m.day) == (event.month, event.day)),
                        None)
        if kind == "page" and dateline is not None:
            anchor, kind = dateline, "dateline"
        elif kind == "page" and (belga := _BELGA.match(text)) is not None:
            anchor = dataclasses.replace(event, start=belga.start(1), end=belga.end(2))
            kind = "dateline"
    elif date.start is None and (event is None or event.kind == "month_day"):
        if _DIGIT_HEAD.search(text, 0, 70) is None or ("(" not in text[:60] and not any(
                m.kind == "month_day" and m.start < 60 for m in mentions)):
            return date  # (no dateline's day: "Workers rest on Monday.")
        found = _dateline_without_year(text, mentions)
        if found is None or found[0] is None:
            return date
        anchor, anchor_day = found
        kind = "dateline"
    else:
        return date
    starts = sentence_starts(text)
    low, high = _region(text, anchor, starts, kind == "dateline")
    if "зроблен" in text or "сделан" in text or "was taken" in text or "Foto" in text \
            or "Imag" in text or "Immag" in text or "a foto" in text or "la imagen" in text:
        low, high = _taken_sentence(text, starts, low, high)
    if _TODAY.search(text, low, text.rfind(_PAGE_BAR) if _PAGE_BAR in text else len(text)):
        told = None  # "... today": the filing day is the picture's
    else:
        told = _told_day(text, low, high, mentions, anchor_day)
    if told is None:
        if date.start is None:  # the dateline's day, its year from the stamp
            return _dated(date, anchor_day, anchor,
                          f"completed the dateline's '{anchor.text.strip()}' with the year "
                          f"{anchor_day.year} its stamp or text writes")
        return date
    day, written = told
    if day == date.start:
        return date
    note = (f"'{written}' counted back from {anchor_day.isoformat()}, the day the story was "
            f"filed or its page dated ({calendar.day_name[day.weekday()]} {day.isoformat()})")
    return _dated(date, day, anchor, note)


def _day_after_its_event(text: str, mentions: list[DateMention], date: EventDate
                         ) -> EventDate | None:
    """The picture's weekday after the earlier event whose date is the caption's only day:
    "Organismos de socorro remueven escombros este martes ..., tras la avalancha que arrasó
    ... del lunes 18 de mayo de 2015" is Tuesday the 19th (the first such day after it; an
    English weekday is a date mention, completed by :mod:`.dates`); None when the sentence
    names no weekday before the event's clause."""
    assert date.span is not None and date.start is not None
    event = next((m for m in mentions if m.start <= date.span[0] < m.end), None)
    if event is None or not event.context or event.kind != "full":
        return None
    starts = sentence_starts(text)
    low = starts[bisect_right(starts, event.start) - 1]
    found = _relative_word(text, low, event.start, mentions)
    if found is None or found[1] != "wd":
        return None
    weekday = _weekday_of(found[0].group())
    ahead = (weekday - date.start.weekday()) % 7 if weekday is not None else 0
    if not ahead:
        return None
    day = date.start + dt.timedelta(days=ahead)
    note = (f"'{found[0].group()}' counted on from {date.start.isoformat()}, the day of the "
            f"earlier event the sentence names ({calendar.day_name[day.weekday()]} "
            f"{day.isoformat()})")
    return _dated(date, day, event, note)


# a count of days from another event to the picture, its sign, in the languages read: "a day
# after", "two days before", "the day after"; Spanish "un día después de(l)", "al día
# siguiente de(l)"; Portuguese "um dia depois d", "um dia após", "no dia seguinte a";
# French "au lendemain d", "deux jours après", "la veille d"; Italian "il giorno dopo",
# "all'indomani d", "due giorni dopo"; German "einen Tag nach", "zwei Tage vor"; Dutch and
# Afrikaans "een dag na", "'n dag na", "twee dagen voor"
_DAY_COUNTS = {
    "a": 1, "an": 1, "one": 1, "the": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "un": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
    "um": 1, "dois": 2, "três": 3, "quatro": 4,
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
    "il": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5,
    "einen": 1, "ein": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5,
    "een": 1, "één": 1, "'n": 1, "twee": 2, "drie": 3, "vijf": 5,
}  # fmt: skip
_DAY_COUNT = re.compile(
    r"(?<![\w'])(?P<n>[1-9]|" + "|".join(sorted(map(re.escape, _DAY_COUNTS), key=len,
                                                  reverse=True)) + r")\s+"
    r"(?P<unit>days?|días?|dias?|jours?|giorn[oi]|Tage?|dag(?:en)?)\s+"
    r"(?P<sign>after|before|después|antes|depois|após|après|avant|dopo|prima|nach|vor|na|voor)\b"
    r"|(?P<next>\b(?:al|no|au|le|l['’]|all['’]|el)\s*(?:día siguiente|dia seguinte|lendemain"
    r"|indomani))\b"
    r"|(?P<eve>\b(?:la|à la)\s+veille)\b",
    re.IGNORECASE)
_COUNT_REACH, _COUNT_REACH_MIN = 140, 12


def _days_counted_from_it(text: str, mentions: list[DateMention], date: EventDate
                          ) -> EventDate | None:
    """The picture's day a count of days dates from the chosen day, its clause's (rule 5);
    None when no count stands before the chosen day's mention in its clause."""
    assert date.span is not None and date.start is not None
    event = next((m for m in mentions if m.start <= date.span[0] < m.end), None)
    if event is None or event.kind not in ("full", "month_day") or event.taken or event.filed:
        return None
    low = max(0, event.start - _COUNT_REACH)
    window = text[low : event.start].lower()
    if "day" not in window and "dí" not in window and "dia" not in window \
            and "jour" not in window and "lendemain" not in window and "veille" not in window \
            and "giorn" not in window and "indomani" not in window and "tag" not in window \
            and "dag" not in window:
        return None
    count = None
    for count in _DAY_COUNT.finditer(text, low, event.start):
        pass
    if count is None:
        return None
    between = text[count.end() : event.start]
    if any(stop in between for stop in _CLAUSE_STOPS) \
            or in_quotation(text, count.start()) or not (
                _OF_BEFORE.search(between) or _PAST_VERB.search(between)):
        return None  # (not "two days after the quake in Antakya on February 8": the search's)
    days = _signed_days(count)
    if days is None:
        return None
    day = date.start + dt.timedelta(days=days)
    note = (f"'{count.group()}' counted from {date.start.isoformat()}, the day of the event "
            f"the picture's clause dates it by ({calendar.day_name[day.weekday()]} "
            f"{day.isoformat()})")
    return _dated(date, day, event, note)


_CLAUSE_STOPS = (", ", "; ", ". ", "\n", ": ")
# what makes the day the counted event's: its "of" right before it ("the earthquake of September
# 19, 2017", "del sismo ... del 19 de septiembre", "l'attentat du", "dem Anschlag vom", "die
# brand van"), or the event's verb in the past between ("record rainfall lashed the UAE on",
# "el sismo que sacudió ... el")
_OF_BEFORE = re.compile(r"(?:\b(?:of|del|de|du|des|van|vom|von|della|dello|di|do|da)"
                        r"|\bdell['’])\s+(?:(?:the|el|le|la|il|o|a)\s+)?(?:[^\W\d_]+,?\s+)?$")
_PAST_VERB = re.compile(r"\b(?:[a-z]{2,}ed|struck|hit|shook|swept|tore|broke|began|fell|left"
                        r"|[a-zà-ÿ]{2,}(?:ó|ou|eu|iu))\b")
_ONE_DAY = frozenset({"day", "día", "dia", "jour", "giorno", "tag", "dag"})


def _signed_days(count: re.Match[str]) -> int | None:
    """The days a count match dates the picture by: +2 for "two days after", -1 for "la
    veille"; None for a count this rule does not read ("the day before" alone is read)."""
    if count["eve"]:
        return -1
    if count["next"]:
        return 1
    written, unit = count["n"].lower(), count["unit"].lower()
    number = int(written) if written.isdigit() else _DAY_COUNTS.get(written)
    if number is None or (number == 1) != (unit in _ONE_DAY):
        return None  # (not "the days after", "a days"; "3 dag" is Afrikaans' and Danish's)
    sign = count["sign"].lower()
    before = sign in ("before", "antes", "avant", "prima", "vor", "voor")
    return -number if before else number


# a sentence that says when the picture was taken, after the story's first: its relative
# word is the picture's ("ОДЕСА, 19 липня 2023 (Укрінформ). ... Знімок зроблено у вівторок")
_PICTURE_TAKEN = re.compile(r"(?:Знімок|Фото|Світлину|Снимок|Фотография)\s+(?:було\s+)?"
                            r"(?:зроблено|зроблений|сделан|сделано|сделана)\b"
                            r"|\b(?:[Tt]he|[Tt]his) (?:picture|photo|photograph|image) was taken\b"
                            # AFP's and EFE's Spanish, Portuguese, Italian, Catalan: "Foto
                            # tomada el sábado", "Imagem feita no domingo", "Foto scattata ieri"
                            r"|\b(?:Foto|Fotografía|Fotografia|Imagen|Imagem|Immagine)\s+"
                            r"(?:tomada|tirada|feita|scattata|sacada|presa|feta)\b"
                            # "in the picture": LaPresse's "Nella foto, piazza San Marco ...
                            # allagate martedì sera", "En la imagen", "Na foto"
                            r"|\b(?:[Nn]ella (?:foto|immagine)|[Ee]n la (?:foto|imagen)"
                            r"|[Nn]a (?:foto|imagem))\b")


def _taken_sentence(text: str, starts: list[int], low: int, high: int) -> tuple[int, int]:
    """The sentence that says when the picture was taken, after the story's first, else
    the story's first (``low``-``high``); ``starts``: the text's sentence starts (an
    abbreviation's stop ends no sentence: "о 5 год.")."""
    taken = _PICTURE_TAKEN.search(text, high)
    if taken is None:
        return low, high
    after = bisect_right(starts, taken.end())
    return taken.start(), starts[after] if after < len(starts) else len(text)


def _told_day(text: str, low: int, high: int, mentions: list[DateMention],
              anchor: dt.date) -> tuple[dt.date, str] | None:
    english = _english_weekday(text, low, high, mentions)
    found = _relative_word(text, low, high, mentions) if _may_tell(text, low, high) else None
    if english is not None and (found is None or english.start < found[0].start()):
        strict = _LAST_BEFORE.search(text, max(0, english.start - 12), english.start) is not None
        back = (anchor.weekday() - english.weekday) % 7 or (7 if strict else 0)
        return anchor - dt.timedelta(days=back), english.text.strip()
    if found is None:
        return None
    match, kind = found
    word = match.group()
    if kind == "two":
        return anchor - dt.timedelta(days=2), word
    if kind == "back":
        return anchor - dt.timedelta(days=1), word
    weekday = _weekday_of(word)
    if weekday is None:
        return None
    strict = _LAST_AFTER.match(text, match.end()) is not None or _LAST_BEFORE.search(
        text, max(0, match.start() - 14), match.start()) is not None or word.startswith("pasad")
    back = (anchor.weekday() - weekday) % 7 or (7 if strict else 0)
    day = anchor - dt.timedelta(days=back)
    number = _DAY_NUMBER_AFTER.match(text, match.end())
    if number is not None and int(number[1]) != day.day:
        return None  # "las elecciones del domingo 22": a day to come, not one told back
    return day, word


# the day of the month after a weekday ("el domingo 22", "dimanche 15,"), which names the day
# the weekday is (not a time, "el sábado 22 horas", a count, "el lunes 3 personas", nor a
# date's day before its month, "domingo 22 de octubre": read as the date's)
_DAY_NUMBER_AFTER = re.compile(r",?\s+(\d{1,2})(?:º|°|er)?(?=\s*(?:[.,;:)]|$))")


def _may_tell(text: str, low: int, high: int) -> bool:
    """A cheap test before the relative words' search: an English sentence needs it only
    for "yesterday" and "the previous ..." (its weekdays are the date reader's mentions)."""
    part = text[low:high]
    if "esterday" in part or "revious" in part:
        return True
    return not (part.isascii() and (" the " in part or " and " in part))


def _dated(date: EventDate, day: dt.date, anchor: DateMention, note: str) -> EventDate:

    notes = tuple(n for n in date.notes if not n.startswith("partial date") and "named, but no full" not in n)
    context = tuple(c for c in date.context_dates if c != day.isoformat())
    if date.start is not None and date.start != day and date.start.isoformat() not in context:
        context += (date.start.isoformat(),)
    return dataclasses.replace(
        date, start=day, end=day, precision="day", time_precision=time_precision(day, day),
        text=date.text or anchor.text.strip(),
        span=date.span or (anchor.start, anchor.end),
        context_dates=context, notes=(*notes, note))
