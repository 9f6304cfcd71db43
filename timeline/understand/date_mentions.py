"""The date expressions of a caption: each one found, read, and qualified by its clause.

Rules 1 and 2 of :mod:`.dates`: one precompiled pattern, tried only where an
Aho-Corasick scan saw a month, a weekday or a year, finds every expression
(with the two-digit years of old wirephotos, and the dates of other languages
and scripts that :mod:`.foreign_dates` reads), and the words around each say
whether it is a context date, a weak one, or the day the picture was taken.
Which mention dates the photo is :func:`.dates.choose_event_date`'s work.
"""

from __future__ import annotations

import calendar
import datetime as dt
import functools
import itertools
import re
from bisect import bisect_right
from dataclasses import dataclass
from types import ModuleType

import ahocorasick

from .sentences import COUNTED_INTERVAL, sentence_starts

# the mentions, and what :mod:`.dates` reads them with; the pattern's pieces and the
# mention makers :mod:`.foreign_dates` reads its dates with
__all__ = [
    "COUNTRY_ORDER",
    "MON",
    "MONTHS",
    "MONTH_OF",
    "FUTURE_WINDOW",
    "PAST_WINDOW",
    "YEAR",
    "DateMention",
    "day_mention",
    "drop_overlapping",
    "edition_year",
    "full_year",
    "find_date_mentions",
    "a_page_s_date_line",
    "in_dateline",
    "time_precision",
    "valid",
    "with_added",
]


MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTH_NUMBER = {m: i for i, m in enumerate(MONTHS, 1)} | {
    m[:3]: i for i, m in enumerate(MONTHS, 1)} | {"sept": 9}
_WEEKDAY_NUMBER = {d: i for i, d in enumerate(_WEEKDAYS)} | {
    d[:3]: i for i, d in enumerate(_WEEKDAYS)} | {"tues": 1, "wed": 2, "thur": 3, "thurs": 3}


def _alternation(words: list[str]) -> str:
    """Title-case and upper-case spellings, longest first (no IGNORECASE: "may", "march")."""
    forms = {f for w in words for f in (w.title(), w.upper())}
    return "|".join(sorted(forms, key=len, reverse=True))


# One list of abbreviations for the pattern and for the pre-scan that gates it.
COUNTRY_ORDER = "the order of the place's country"  # why an open numeric date was read so
_SHORT_MONTHS = [m[:3] for m in MONTHS if m != "may"] + ["sept"]
_SHORT_WEEKDAYS = [d[:3] for d in _WEEKDAYS] + ["tues", "thur", "thurs"]
MON = (r"(?:" + _alternation(list(MONTHS)) + r"|(?:"
       + _alternation(_SHORT_MONTHS) + r")\.?)")
_WD = (r"(?:" + _alternation(list(_WEEKDAYS)) + r"|(?:"
       + _alternation(_SHORT_WEEKDAYS) + r")\.)")
_ORD = r"(?:st|nd|rd|th)?"
YEAR = r"(?:1[0-9]|20)\d\d"
_DASH = r"\s*(?:-|–|—|to|through)\s*"
# what parts a day from its year: a comma, a space or both, the comma typed after the space
# too (the Kenyan papers' "on April 24 ,2024 .", "April 24,2024")
_YEAR_COMMA = r"(?:,?\s+|\s*,\s*)"
_DATE = re.compile(
    rf"(?:\b(?P<wd>{_WD})(?![\w])\.?,?\s+\(?(?:the\s+)?)?(?:"
    rf"\b(?P<m1>{MON})(?:(?<=\.)\s*|\s+)(?P<d1>\d{{1,2}}){_ORD}(?:{_DASH}(?:(?P<m1b>{MON})\s+)?(?P<d1b>\d{{1,2}}){_ORD})?"
    rf"(?!\d|:\d)(?:{_YEAR_COMMA}(?P<y1>{YEAR})(?![\d]))?"
    rf"|(?<![\d.$£€/])(?<!\d,)\b(?P<d2>\d{{1,2}})(?:{_ORD}|\.(?=\s(?:{MON})\.?\s+{YEAR}\b))(?:\s+(?P<m2a>{MON}))?(?:{_DASH}(?P<d2b>\d{{1,2}}){_ORD})?"
    rf"\s+(?:of\s+)?"
    rf"(?P<m2>{MON})(?![\w])(?:{_YEAR_COMMA}(?P<y2>{YEAR})(?!\d))?"
    rf"|\b(?P<m3>{MON}),?\s+(?:of\s+)?(?P<y3>{YEAR})(?![\d])"
    rf"|(?<![\d/.-])(?P<iy>{YEAR})(?P<isep>[-/.])(?P<im>[01]?\d)(?P=isep)(?P<id>[0-3]?\d)(?![\d])"
    rf"|(?<![\d/.])(?<!\d-)(?P<na>\d{{1,2}})(?P<nsep>[/.-])(?P<nb>\d{{1,2}})(?P=nsep)(?P<ny>{YEAR})(?![\d])"
    rf"|\b(?P<wd_only>{_WD})(?![\w])"
    rf"|\b(?P<m_only>{_alternation([m for m in MONTHS if m != 'may'])})\b"
    rf"|(?<![\d,.$£€#/-])\b(?P<y_only>(?:1[89]|20)\d\d)(?![\d,.]\d|s\b)"
    rf")"
)
# Where a date expression can begin is found by one Aho-Corasick pass (C, about
# 1 µs per 100 characters) over month and weekday words and the years 1800-2099;
# the full pattern is then tried only there. Letting the pattern try every
# position costs ten times as much.
_DAY_BEFORE = re.compile(r"\d{1,2}(?:st|nd|rd|th|\.)?(?:\s+of)?\s+$")  # "3. November": German
_NUMERIC_BEFORE = re.compile(r"\d{1,2}([/.-])\d{1,2}\1$")
# Cue words are looked up as words in a set: an alternation of words under
# IGNORECASE costs about eight times as much per clause.
# Words that must come right before a bare month or a bare year for it to be a date.
_BARE_LEAD = frozenset("""in since of from during until till through by to and or early late mid
before after last next this summer spring autumn fall winter year between around circa
dated""".split()) | {"ב", "מ", "בשנת", "משנת", "מאז", "עד"} | {  # noqa: SIM905 (Hebrew's: "מ-1997")
    "летом", "зимой", "весной", "осенью", "влітку", "взимку", "навесні", "восени"}  # (seasons)
# A bare number followed by what is counted is a count ("of 2000 people"), unless a
# temporal word leads it ("in 2014 rebels took the town").
_COUNTED = re.compile(
    r"\s+(?:more\s+|other\s+|new\s+)?(?:people|persons|civilians|soldiers|troops|fighters|"
    r"families|children|men|women|refugees|migrants|residents|dead|deaths|casualties|homes|houses|"
    r"buildings|votes|tons|tonnes|km|kilometres|kilometers|miles|metres|meters|feet|dollars|euros|"
    r"pounds|rounds|rockets|missiles|shells|strikes|sorties|missions|cases|patients|students|"
    r"workers|prisoners|detainees|protesters|police|officers|members|vehicles|tanks|trucks|boats|"
    r"times|percent|per\s+cent)\b")
_TEMPORAL_LEAD = frozenset("in since until till during early late mid from by before after".split())  # noqa: SIM905
# Words in the clause before a date that make it a context date (not when the photo
# was taken), and words that say it is when the photo was taken ("taken" and
# "filmed" only beside a photo noun: a town taken by rebels is not a picture taken).
# "till" right before its date, with Swedish's "(och med) den" or a part of a month between
_TILL_BEFORE = re.compile(r"\b[Tt]ill (?:och med |t\.o\.m\. )?(?:den )?"
                          r"(?:the (?:end|start|middle) of |early |mid-|mid |late )?$")
_SINCE_WORDS = frozenset("since desde depuis seit sinds sejak sedan siden منذ מאז".split())  # noqa: SIM905
# ("till" only right before its date: "till Dec. 5"; elsewhere it is Swedish's "to")
_CONTEXT_WORDS = _SINCE_WORDS | frozenset("""dating dated dates until founded established
born died ago previously""".split())  # noqa: SIM905
# Weaker cues ("the anniversary of the attacks on September 11, 2016" is the day of
# the photo): such a date is passed over, but is still the event date when the
# caption offers no other.
# A release date ("in this photo released by KCNA on October 11") is when the picture
# was handed out, not taken: also passed over for a date of the picture itself.
_WEAK_CONTEXT_WORDS = frozenset(
    """anniversary launched began begun started erupted broke throughout between released published
    posted issued distributed obtained supplied scheduled ahead upcoming ended struck
    available""".split()  # ("a handout photo made available by Sea-Watch on 13 June")
    # a past day remembered ("Fans recall the Champions League final of 2014")
    + "recall recalls recalling remember remembers remembering reminisce reminisces".split()  # noqa: SIM905
    # an earlier event's participle in the Romance languages: "il ponte Morandi crollato il 14
    # agosto 2018", "où 90 personnes ont été tuées le 13 novembre 2015"
    + """crollato crollata avvenuto avvenuta scoppiato scoppiata ucciso uccisa uccisi morto morta
    morti ocurrido ocurrida ocurrió fallecido fallecida falleció murió asesinado asesinada
    asesinados derrumbó survenu survenue tué tuée tués tuées décédé décédée effondré
    effondrée ocorrido ocorrida morreu assassinado assassinada desabou""".split())  # noqa: SIM905
_RELATIVE_WORDS = frozenset({"who", "which", "that", "what", "whose", "where", "whom"})
# "the one of" before a day, in the Romance languages (not "in quella piazza ... il 5 marzo")
_THE_ONE_OF = re.compile(r"\b(?:quell[aoei]|quelli|celle|celui|ceux|aquel(?:la)?|aquel[ae])\s+"
                         r"(?:del|della|dello|dei|di|du|de la|de|do|da)\s+$", re.IGNORECASE)
# A clause that dates another event from the photo's: "two days after", "the day before"
_RELATIVE_CLAUSE = re.compile(COUNTED_INTERVAL)
_TAKEN_WORDS = frozenset({"photographed", "pictured", "photographié", "photographiée",
                          "photographiés", "photographiées", "fotografiado", "fotografiada",
                          "fotografato", "fotografata", "fotografado", "fotografada"})
_TAKEN_NEAR_PHOTO = frozenset({"taken", "filmed", "dated"})  # "File photo dated 1998"
# A label before the date: PA's "Picture date: Thursday March 23, 2017", "Photo taken: ..."
_TAKEN_LABEL = re.compile(r"(?:picture|photo|image)\s+(?:date|taken)\s*:\s*$", re.IGNORECASE)
_RELEASE_LABEL = re.compile(r"(?:issue|release|publication)\s+date\s*:\s*$", re.IGNORECASE)
_PAGE_LABEL = re.compile(r"\b(?:Published|Updated|Posted|PUBLISHED|UPDATED)\s*:\s*$")
# "the picture was taken" in the languages of the continent's houses: dpa's "Aufnahme vom
# 15. Juli 2021", NTB's "Bildet er tatt 14. januar 2024", Ritzau's "Foto taget 7. december"
_TAKEN_ABROAD = re.compile(
    r"(?:(?:aufnahme|foto|bild)(?:\s+aus\s+\S+)?\s+vom|aufgenommen\s+am"
    r"|(?:bildet|billedet|bilden|fotoet|fotot)\s+(?:er|ble|blev|är|var|vart)"
    r"\s+(?:tatt|taget|tagen)(?:\s+(?:i|på)\s+\S+)?|foto\s+(?:taget|tatt|tagen)"
    r"|(?<!una )(?<!uma )(?<!un )(?:foto|fotografía|fotografia|imagen|imagem)\s+"
    r"(?:tomada|tirada|feita|scattata)"  # (not "uma imagem tirada em": a picture shown)
    r"(?:\s+(?:el|em|il|a))?"
    r"|(?:archiwalne\s+)?zdjęcie\s+z|(?:archivní\s+)?snímek\s+z"  # PAP's "zdjęcie z 12.03.1999"
    r"|photo\s+prise(?:\s+le)?"
    # Bernama's and Antara's "Gambar diambil pada Mac 2019", Vietnamese "ảnh chụp ngày"
    r"|(?:gambar|foto)\s+(?:ini\s+)?diambil(?:\s+pada)?|ảnh\s+chụp(?:\s+ngày)?"
    # the Russian and Ukrainian houses' "Снимок сделан 17 декабря 2011 года", "Фото сделано
    # летом 2018 года", "Знімок зроблено 5 травня" (the season before a year too)
    r"|(?:снимок|фото|фотография|знімок|світлина)\s+(?:был[аио]?\s+|було\s+)?"
    r"(?:сделан[аоы]?|зроблен[аоий]?)(?:\s+(?:в|во|у|летом|зимой|весной|осенью|влітку"
    r"|взимку|навесні|восени))?)\s*$",
    re.IGNORECASE)
_PHOTO_NOUNS = frozenset("""picture pictures photo photos photograph photographs image images still
stills footage video""".split())  # noqa: SIM905
# A clause with none of these words sets no flag by its words (a photo noun alone is no cue).
# a picture "provided" (handed out) on its date, in the handout captions' languages: a release
# date only beside a photo noun ("This photo provided on June 5, 2023 by SOPFEU shows a fire
# ... on June 3", "Cette photo fournie le 5 juin 2023 ... montre"; not "volunteers provided
# food on June 5")
_PROVIDED_WORDS = frozenset("""provided fournie fournies fourni fournis diffusée diffusées
transmise transmises proporcionada proporcionadas facilitada facilitadas difundida difundidas
distribuida distribuidas cedida cedidas fornecida fornecidas divulgada divulgadas fornita
fornite diffusa diffuse verstrekt proporcionó proporcionaron facilitó facilitaron""".split())  # noqa: SIM905
_HANDOUT_NOUNS = frozenset("""photo photos picture pictures image images photograph photographs
handout still video footage foto fotos fotografía fotografías fotografia fotografie imagen
imágenes imagem imagens immagine immagini vidéo""".split())  # noqa: SIM905
# another picture's day beside the caption's own: a satellite pair's "A before image taken on
# March 8, 2018 shows the same neighborhood intact", "an earlier image taken on"
# what a "provided" hands out when it is no picture: a statement's day ("The company provided
# details on May 3, 2024 of the factory ..., where workers are seen on May 2"), passed over
# for the picture's own day (not "Officials provided food and water ... on November 14")
_TOLD_NOUNS = frozenset("""details detail figures information data update updates statement
estimate estimates numbers breakdown briefing précisions détails informations chiffres données
detalles cifras datos información""".split())  # noqa: SIM905
_ANOTHER_PICTURE = frozenset({"before", "earlier", "previous", "prior", "older", "pre-storm",
                              "pre-flood", "pre-war"})
_CUE_WORDS = (_CONTEXT_WORDS | _WEAK_CONTEXT_WORDS | _TAKEN_WORDS | _TAKEN_NEAR_PHOTO | {"had"}
              | _PROVIDED_WORDS)
# After "the <date>", a lower-case word that is not a preposition or a photo noun
# names the event the date belongs to.
_NEXT_WORD = re.compile(r",?\s+([a-z][a-z-]*)")  # AP: "the Jan. 8, 2023, riots"
# a place's or a name's words before the event's noun: "the August 4, 2020 Beirut port
# explosion", "the Oct. 7, 2023 Hamas attack"
_NEXT_NAMED = re.compile(r",?\s+(?:[A-Z][\w'\u2019-]*\s+){1,3}([a-z][a-z-]*)")
_NOT_AN_EVENT_NOUN = frozenset("""in at on near during as when while after before and or but to from
of by for with photo photos photograph photographs picture pictures image images file shows show
is was video footage frame satellite handout morning afternoon evening night""".split())  # noqa: SIM905
# Xinhua opens with the picture's number: "(220116) -- HARBIN, Jan. 16, 2022 (Xinhua) --"
# "LEGAZPI, the Philippines, Jan. 23, 2018 (Xinhua) --": the country may follow the city
_STORY_DATELINE_BEFORE = re.compile(
    r"(?:\(\d{6}\)\s*--\s*)?[A-Z][A-Z .'’-]+(?:\s*\([\w .'’-]{2,30}\))?,\s*"
    r"(?:(?:the )?[A-Z][\w .'’-]{1,30},\s*)?")  # (NAN's state: "ARGUNGU (Kebbi), March 17")
_STORY_DATELINE_AFTER = re.compile(r"\s*(?:\([A-Za-z .]{2,30}\)\s*)?(?:--|—|–)")
# AFP's and Reuters' single hyphen: a filing date only when written in full ("YEREVAN,
# April 24, 2018 (AFP) - ... on Monday"); "DHAKA, March 4 (Reuters) - ... on Monday" is
# the day itself
_STORY_DATELINE_HYPHEN = re.compile(r"\s*\([A-Za-z .]{2,30}\)\s*(?:-(?!-)|–)")  # (NAN: "–")
_CIRCA = re.compile(r"\b(?:circa|ca\.|c\.)\s*$", re.IGNORECASE)
_CUE_WINDOW = 100
# a relative clause in the past ("that killed", "which hit") before the date, in its clause:
# the date is that event's
# "os 50 anos do 25 de Abril de 1974", "los 40 años del 23-F", "i 30 anni dalla strage del":
# the date an anniversary counts from
_YEARS_OF = re.compile(r"\b\d{1,3}\.?\s+(?:anos|años|anni|ans|jahre|jahren|jaar|år|years)\s+"
                       r"(?:do|da|de|del|dal|dalla|dallo|della|du|des|von|seit|van|sedan|since)"
                       r"\s+(?:la\s+|el\s+|o\s+|a\s+|l[’']|der\s+|die\s+|het\s+|de\s+)?$",
                       re.IGNORECASE)
_RELATIVE_PAST = re.compile(r"(?:\b(?:that|which) (?:[a-z]+ly )?(?:killed|hit|struck|destroyed|"
                            r"devastated|swept|flooded|began|started|erupted|left|claimed"
                            r"|opened|closed|ended)"
                            # and in Spanish, Portuguese, French and Italian: "el movimiento
                            # 15-M, que nació el 15 de mayo de 2011"
                            r"|\bque (?:naci[óo]|comenz[óo]|empez[óo]|estall[óo]|se inici[óo]"
                            r"|mat[óo]|azot[óo]|arras[óo]|dej[óo]|nasceu|come[çc]ou|matou|atingiu"
                            r"|deixou)"
                            r"|\bqui (?:est née?|a (?:commencé|éclaté|tué|frappé|dévasté|fait))"
                            r"|\bche (?:è (?:nat[oa]|iniziat[oa]|scoppiat[oa])"
                            r"|ha (?:ucciso|colpito|devastato|causato)))"
                            r"\b[^.;:()]*$")
# a person's own earlier day, in a "who" clause that runs up to the date with no comma nor a
# main verb of the present between: "the singer Hachalu Hundessa, who was shot dead in Addis
# Abeba on the evening of June 29" (not "Coffins of migrants who drowned off the island are
# lined up ..., Saturday, Oct. 5, 2013")
_WHO_PAST = re.compile(r"\bwho (?:(?:was|were|had been) (?:[a-z]+ly )?(?:shot|killed|murdered"
                       r"|assassinated|stabbed|kidnapped|abducted|arrested|detained|executed"
                       r"|gunned|beaten|injured|wounded|hit|struck|lynched|buried)"
                       r"|died|drowned|disappeared|vanished|went missing)"
                       r"\b(?![^.,;:()]*\b(?:is|are)\b)[^.,;:()]*$")
# a relative clause of the Romance languages holding the date, with no comma between: "el
# rey, que fue proclamado el 19 de junio de 2014", "dove cinque operai sono stati travolti
# da un treno il 31 agosto 2023", "o Museu Nacional, que foi destruído ... em 2 de setembro"
_ROMANCE_RELATIVE_WORDS = ("que ", "qui ", "che ", ", dove ", ", donde ", ", où ", ", onde ")
_ROMANCE_RELATIVE = re.compile(
    r"(?:(?:^|\s)(?:que|qui|che)|, (?:dove|donde|où|onde))\s"
    # (not the stock "Fotografía que muestra ...": what a picture shows is the picture's)
    r"(?!muestra|mostra|montre|mostram|mostrano|montrent)[^,.;:()]{0,100}$")
# Hebrew's anniversaries, the date they count from in their clause: "במלאת שנה לטבח"
# (on the massacre's first anniversary), "טקס לציון 20 שנה לפיגוע ... (27.3.2002)"
_HEBREW_ANNIVERSARY = re.compile(r"במלאת|(?<!\S)(?:\d{1,3} שנ(?:ה|ים)|שנה|שנתיים|עשור) ל(?!אחר|פני)")
# ... and its days dated from another event: "יום לאחר רצח ראש הממשלה, 5 בנובמבר 1995" (a day
# after the prime minister's murder), "שבועיים לפני", "3 ימים אחרי"
_HEBREW_RELATIVE = re.compile(r"(?<!\S)(?:יום|יומיים|שבוע|שבועיים|חודש|שנה|\d{1,3} (?:ימים|שבועות|"
                              r"חודשים|שנים)) (?:לאחר|אחרי|לפני)(?!\S)")
_RELATIVE_WINDOW = 160  # "a day after <a clause of its own> on Friday, November 11"
# a crime's or a disaster's noun and its "of" before a date, in the languages of the courts'
# and the wires' houses: the date is that event's, not the picture's (a trial's, a
# memorial's); the test of the words just before the date first (_OF_ENDINGS)
_EVENT_OF = re.compile(
    r"\b(?:attacks?|bombings?|massacre|shootings?|murders?|killings?|assassination|crash"
    r"|explosions?|blasts?|riots?|earthquake|quake|floods?|fire|stabbing|hijacking|rampage"
    r"|attentats?|attaques?|tuerie|meurtres?|assassinats?|incendie|séisme|explosion|émeutes"
    r"|fusillade|naufrage|agression|inondations|aanslag(?:en)?|aanval|moord(?:en)?"
    r"|schietpartij|steekpartij|aardbeving|overstroming(?:en)?|ramp|rellen|explosie"
    r"|Anschlags?|Anschläge|Attentats?|Mord(?:es|s)?|Morde|Amoklaufs?|Erdbebens?"
    r"|Hochwassers?|Unglücks?|Absturz(?:es)?|Überfalls?|Messerangriffs?|Angriffs?|Brand(?:es|s)?"
    r"|strage|attentat[oi]|omicidio|delitto|incendio|terremoto|sisma|alluvione|esplosione"
    r"|crollo|sparatoria|femminicidio|agguato|massacro"
    r"|atentados?|masacre|matanza|asesinato|homicidio|feminicidio|sismo|inundaciones"
    r"|explosión|derrumbe|tiroteo|balacera|chacina|assassinato|homicídio|incêndio|explosão"
    r"|desabamento|tiroteio|naufrágio|rompimento)"
    r"(?:\s+(?:terroristes?|terroristas?|terroristische|terroristici|terroristico"
    r"|djihadistes?|jihadistas?|yihadistas?))?"
    r"\s+(?:of|du|de la|de l['’]\w+|de|des|del|della|dello|dell['’]|di|do|da|van|vom|von)\s+"
    r"(?:(?:the|le|el|o|a|il|de|der|het)\s+)?"  # ("the attacks of the 22nd": none here)
    r"(?:[^\W\d_]+,?\s+)?$")  # (a weekday: "l'attentat du jeudi 14 juillet")
_OF_ENDINGS = (" of ", " du ", " de ", " des ", " del ", " della ", " dello ", "dell'",
               "dell’", " di ", " do ", " da ", " van ", " vom ", " von ",
               # (or a weekday's last letters: "the attack of Tuesday, March 22", "l'attentat
               # du jeudi 14 juillet", "del lunes 18 de mayo", "vom Montag, 19. Dezember")
               "day ", "day, ", "dag ", "di ", "che ", "es ", "do ", "ì ", "ag ", "ag, ")
_EVENT_OF_REACH = 72
# "anniversary" in the languages of the continent's houses, as a weak cue in the date's
# clause: ČTK's "před výročím událostí 17. listopadu 1989, 14. listopadu 2025, Praha", dpa's
# "zum 80. Jahrestag des Kriegsendes am 8. Mai 1945", PAP's "w rocznicę", "l'anniversaire du"
_ANNIVERSARY_ABROAD = re.compile(
    r"výroč|výroc|rocznic|jahrestag|anniversair|aniversar|aniversár|anniversari|årsdag"
    r"|vuosipäiv|évfordul|obljetnic|godišnjic|obletnic|yıl ?dönüm|yildönüm|годовщин|річниц"
    r"|годишњиц|годишнин|επέτει", re.IGNORECASE)


@dataclass(slots=True)
class DateMention:
    """One date expression as found; fields are None where the text does not say.

    A working record of this module and :mod:`.dates` (mutable so that flags are set in place).
    """

    kind: str  # full, month_day, month_year, weekday, year, month, invalid
    start: int
    end: int
    text: str
    year: int | None = None
    month: int | None = None
    day: int | None = None
    day_end: int | None = None
    month_end: int | None = None
    weekday: int | None = None
    sentence: int = 0
    context: bool = False
    weak_context: bool = False
    taken: bool = False
    circa: bool = False  # "circa 1942": an archive's date of the picture
    filed: bool = False  # a story dateline's date: when the story was filed
    since: bool = False  # "since the Jan. 7, 2024 election": the photo is after it
    earlier: bool = False  # in the pluperfect: "the region had been hit in January 2023"
    anniversary: bool = False  # after "anniversary" in another language (see _qualify)
    error: str | None = None
    note: str | None = None


def _spellings(numbers: dict[str, int]) -> dict[str, int]:
    """Every spelling the pattern can capture ("Dec", "DEC.", "Sept.") -> its number.

    The pattern reads month and weekday words in title or upper case, an
    abbreviation with or without its dot; looking the captured text up as it
    is saves a strip and a lower-casing per word.
    """
    return {form: number for word, number in numbers.items()
            for case in (word.title(), word.upper()) for form in (case, case + ".")}


_WEEKDAY_OF = _spellings(_WEEKDAY_NUMBER)
MONTH_OF = _spellings(_MONTH_NUMBER)


_DAYS_IN_MONTH = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def valid(year: int | None, month: int, day: int) -> bool:
    """Whether the day exists; a day with no year is checked against a leap year."""
    if month == 2 and day == 29:
        return year is None or calendar.isleap(year)
    return 1 <= day <= _DAYS_IN_MONTH[month]


# The groups of a bare month and a bare year: dates only after a lead word.
_BARE_GROUPS = frozenset({"m_only", "y_only"})
# Indices of the pattern's groups in ``match.groups()`` (a tuple is cheaper than groupdict).
(_G_WD, _G_M1, _G_D1, _G_M1B, _G_D1B, _G_Y1, _G_D2, _G_M2A, _G_D2B, _G_M2, _G_Y2, _G_M3, _G_Y3,
 _G_IY, _G_IM, _G_ID, _G_NA, _G_NB, _G_NY, _G_WD_ONLY, _G_M_ONLY, _G_Y_ONLY) = (
    _DATE.groupindex[name] - 1 for name in (
        "wd", "m1", "d1", "m1b", "d1b", "y1", "d2", "m2a", "d2b", "m2", "y2", "m3", "y3", "iy",
        "im", "id", "na", "nb", "ny", "wd_only", "m_only", "y_only"))


def _mention(match: re.Match[str], day_first: bool | None = None,
             reason: str = COUNTRY_ORDER) -> DateMention | None:
    """Turn one pattern match into a mention (None when it is not a date after all)."""
    g = match.groups()
    start, end, text = match.start(), match.end(), match.group()
    if g[_G_M1] or g[_G_D2]:
        if g[_G_M2A] and not g[_G_D2B]:
            return None  # "30 December" followed by a second month: not a date form we know
        at = match.start(_G_D2 + 1)
        if g[_G_D2] and match.string[at - 1 : at] in ("-", "–") \
                and match.string[match.end(_G_D2 + 1) : match.end(_G_D2 + 1) + 1] == ".":
            return None  # "won 2-1. May 2021 ...": a score, not the German "1. May 2021"
        month = MONTH_OF.get(g[_G_M1] or g[_G_M2A] or g[_G_M2])
        day_end = g[_G_D1B] or g[_G_D2B]
        year = g[_G_Y1] or g[_G_Y2]
        month_end = MONTH_OF.get(g[_G_M1B] or (g[_G_M2] if g[_G_M2A] else None)) or month
        return day_mention(start, end, text, int(year) if year else None, month,
                           int(g[_G_D1] or g[_G_D2]), int(day_end) if day_end else None,
                           month_end, _WEEKDAY_OF.get(g[_G_WD]))
    if g[_G_M3]:
        return DateMention("month_year", start, end, text, year=int(g[_G_Y3]),
                           month=MONTH_OF.get(g[_G_M3]))
    if g[_G_IY]:
        return day_mention(start, end, text, int(g[_G_IY]), int(g[_G_IM]), int(g[_G_ID]), None,
                           None, _WEEKDAY_OF.get(g[_G_WD]))
    if g[_G_NA]:
        return _numeric(start, end, text, int(g[_G_NA]), int(g[_G_NB]), int(g[_G_NY]), day_first,
                        reason, _WEEKDAY_OF.get(g[_G_WD]))
    if g[_G_WD_ONLY]:
        return DateMention("weekday", start, end, text, weekday=_WEEKDAY_OF.get(g[_G_WD_ONLY]))
    if g[_G_M_ONLY]:
        return DateMention("month", start, end, text, month=MONTH_OF.get(g[_G_M_ONLY]))
    return DateMention("year", start, end, text, year=int(g[_G_Y_ONLY]))


def day_mention(start: int, end: int, text: str, year: int | None, month: int | None, day: int,
                day_end: int | None, month_end: int | None,
                weekday: int | None) -> DateMention | None:
    """The mention of a day (None when the month is unknown or the day out of range; an
    "invalid" one when the day does not exist)."""
    if month is None or not 1 <= month <= 12 or day > 31 or day == 0:
        return None
    kind = "full" if year is not None else "month_day"
    if year is not None and day_end is not None and month_end is not None and month_end < month:
        year -= 1  # "December 30 - January 2, 2017": the year written is the range's end
    if not valid(year, month, day):
        return DateMention("invalid", start, end, text, year=year, month=month, day=day,
                           error=f"impossible date '{text.strip()}'")
    if day_end is not None and not (month_end and valid(year, month_end, day_end)):
        day_end = None
    # by position (kind, start, end, text, year, month, day, day_end, month_end, weekday):
    # the most frequent mention, and keywords cost twice as much to pass
    return DateMention(kind, start, end, text, year, month, day, day_end,
                       month_end if day_end is not None else None, weekday)


def _numeric(start: int, end: int, text: str, a: int, b: int, year: int,
             day_first: bool | None = None,
             reason: str = COUNTRY_ORDER, weekday: int | None = None) -> DateMention | None:
    """15/12/2016 or 12/15/2016, read when the order is certain (one part > 12, or a == b),
    when the ``weekday`` written before it fits one order only ("Saturday, 4/1/20" is 4
    January 2020, a Saturday; 1 April 2020 was a Wednesday), or when the caller knows the
    order of the place's country (``day_first``).

    Written with dots ("08.02.2018") the order is day, month: the form of the
    countries that write dates so (German, Nordic, Slavic); no one writes month.day.year.
    """
    note = None
    if ("." in text and 1 <= b <= 12 and 1 <= a <= 31) or (a > 12 and 1 <= b <= 12):
        day, month = a, b
    elif b > 12 and 1 <= a <= 12:
        day, month = b, a
    elif a == b and 1 <= a <= 12:
        day, month = a, a
    elif weekday is not None and (told := _order_of_weekday(a, b, year, weekday)) is not None:
        day, month = told
        note = f"numeric date '{text}' read {'day/month' if told == (a, b) else 'month/day'}: " \
               "only that order falls on its weekday"
    elif day_first is None or not (1 <= a <= 12 and 1 <= b <= 12):
        return DateMention("ambiguous", start, end, text,
                           note=f"numeric date '{text}' is ambiguous (day/month order); not read")
    else:
        day, month = (a, b) if day_first else (b, a)
        note = f"numeric date '{text}' read {'day/month' if day_first else 'month/day'}, {reason}"
    if not valid(year, month, day):
        return DateMention("invalid", start, end, text, year=year, month=month, day=day,
                           error=f"impossible date '{text}'")
    return DateMention("full", start, end, text, year=year, month=month, day=day, note=note)


# an event named with its edition's year: "Pesta Kaamatan peringkat negeri Sabah 2025", "Lễ
# hội pháo hoa quốc tế Đà Nẵng (DIFF) 2025", "Expo 2025": the year a dateline's day and month
# with none of their own take when the caption writes no other year (the name inside the
# sentence: "Seramai 2024 peserta", a count opening it, is none)
EDITION_YEAR = re.compile(r"(?<=[^\W\d_] |\w['’])\(?[A-Z][^\W\d_]{1,20}\)? ((?:19|20)\d\d)(?![\d/.:,–-]\d)"
                          r"(?!\s?(?:B\.?S|V\.?S|B\.?E|A\.?H|E\.?C|SH)\b)")  # (not "New Year 2082 BS")


# the festival's, fair's or gathering's word that names an edition, a few words before its year
# ("Pesta Kaamatan peringkat negeri Sabah 2025"): a budget ("Bajet 2025", tabled the year
# before), a campaign or a plan ("Visit Malaysia 2026", "Wawasan 2030") and a sports event
# named after its year ("Sukan Olimpik Tokyo 2020", held in 2021; "CAN 2023", in 2024) name
# none; nor does another calendar's year ("Tahun Baru Saka 1947") or the new year a night
# before it ("New Year 2025", seen in on 31 December 2024)
_EDITION_EVENT = re.compile(
    r"\b(?:Festival|Festivali|Festiwal|Festa|Feira|Fiesta|Fiestas|F[êe]te|F[êe]tes|Feria|Foire"
    r"|Fair(?= $)|Expo|EXPO|Pesta|Perayaan|Sambutan|Hari|Karnival|Karnaval|Carnival|Carnaval|Mela"
    r"|Lễ hội|Hội chợ|Hội báo|Tết|Summit|Sommet|Cumbre|KTT|Forum|Salon|Biennale|Pameran"
    r"|Exhibition|Dialogue|Navruz|Nowruz|Nauryz|Navro[‘ʻ']z"
    # a race or a cup held in the year it is named for ("Bahrain Grand Prix 2023", "the FIFA
    # World Cup Qatar 2022"), unlike the Games and the continents' cups put off a year
    r"|Grand Prix|GP|World Cup|Coupe du monde|Copa del Mundo|Copa Mundial|Mundial"
    # a championship or an open held in the year it names ("Malaysia Open 2025", Malay's
    # "Kejohanan Badminton Terbuka Malaysia 2025", "Championnats d'Afrique 2024")
    r"|Open|Terbuka|Kejohanan|Championships?|Championnats?|Campeonato|Tournament|Marathon"
    r"|Maraton)"
    r"\b(?:(?! (?:Saka|Samvat|Hijriah|Hijri|Imlek)"
    r" )[^,.;:!?\n\d]){0,60}$")


_BEFORE_THE_CUP = re.compile(r"(?i:qualif|eliminator|clasificat|draw\b|sorteo|tirage)")
# ... or the event's word after the year: "the Miss World 1996 pageant"
_EDITION_EVENT_AFTER = re.compile(r" (?:[Pp]ageant|[Ff]estival|[Ff]air|[Ss]ummit|[Cc]arnival"
                                  r"|[Ee]xhibition|[Cc]elebrations?|[Ss]eason|[Ee]dition)\b")
# ... or the year before the event's word, in a clause that shows it: "shortly after polls
# closed in the 2024 general elections", "during the 2022 harvest season", French "lors des
# élections législatives de 2024", Spanish "durante las elecciones de 2024" (not "elected
# in the 2020 elections", a past one); "in/at the" and Portuguese "nas" only where the
# picture's own act governs it (see _THE_PICTURE_S_ACT), "during" where nothing says another time
_YEAR_OF_THE_EVENT = re.compile(
    r"\b(?P<at>[Ii]n|[Dd]uring|[Aa]t) the (?P<y1>(?:19|20)\d\d) (?:[\w-]+ ){0,2}?(?:elections?"
    r"|polls|vote|referendum|season|edition|census)\b"
    r"|\b(?P<de>lors (?:des|du|de la|de l['’])|pendant (?:les|la|le|l['’])"
    r"|durante (?:las|los|el|la|as|os)|nas|nos) ?(?:élections?|elecciones|eleições|référendum"
    r"|referéndum|referendo|saison|temporada)(?: [^\W\d_]+){0,2} (?:de |del )"
    r"(?P<y2>(?:19|20)\d\d)\b")
_PAST_EVENT_BEFORE = re.compile(r"\b(?:elected|won|lost|defeated|contested|since|ago"
                                r"|élu|élue|depuis|elegid[oa]|eleit[oa]|desde)\b[^.;!?\n]*$")
# the picture's own act at the vote, before the phrase in its sentence: voters vote, queue,
# cast or count ballots, a campaign, a polling station ("Voters queue in Accra in the 2024
# elections", "Eleitores aguardam para votar ... nas eleições de 2022")
_THE_PICTURE_S_ACT = re.compile(
    r"\b(?:vot(?:e|es|ed|ing|ers?|ar|am|an|ent|ent|antes)|électeurs?|electores|eleitores"
    r"|queue[sd]?|queuing|lin(?:e|ed|ing) up|cast(?:s|ing)?|count(?:s|ed|ing)?|ballots?"
    r"|polls (?:open|close)|polling|campaign\w*|rall(?:y|ies)|fila|urnas?|mengundi)\b",
    re.IGNORECASE)
# ... and what says the phrase is another time's, a claim's or a figure's, between the
# sentence's start and the phrase ("who claims fraud in the 2020 election", "turnout in the
# 2018 election", "lower than in", "as in", "Des violences avaient éclaté lors des élections
# de 2020", "quien denunció fraude durante las elecciones de 2021", "derrotado nas eleições")
_NOT_THE_PICTURE_S = re.compile(
    r"\b(?:who|whose|which|that|where|quien|quienes|cuyo|cuya|qui|dont|où|cujo|cuja|as in"
    r"|than in|claim\w*|alleg\w*|fraud|fraude|denunci\w*|derrotad[oa]s?|vencid[oa]|turnout"
    r"|population|share|hope[sd]? to|came|finished|scor\w+|had|avait|avaient|había|habían"
    r"|tinha|tinham|plus-que|popular)\b|\b(?:as|than) $", re.IGNORECASE)
# ... or a game the season or edition holds, named after it: "bats ... in the 2025 season opener"
_GAME_OF_THE_SEASON = re.compile(r" (?:opener|finale|final|game|match|race|premiere)\b")
# ... or a past verb of its own after the year ("at the 2019 vote Gotabaya Rajapaksa won")
_PAST_AFTER_THE_EVENT = re.compile(r",?\s+(?:the\s+)?(?:[A-Z][\w'’.-]*\s+){1,4}(?:won|lost|took|gained"
                                   r"|was|were)\b")


def _names_an_edition(text: str, start: int, end: int) -> bool:
    """Whether the name whose year is ``text[start:end]`` opens or ends with an event's word,
    and its sentence shows that edition rather than cites a past one."""
    return (_EDITION_EVENT.search(text, max(0, start - 80), start) is not None
            or _EDITION_EVENT_AFTER.match(text, end) is not None) \
        and not _cites_a_past_edition(text, start, end)


# a past edition cited, not shown: words of memory or of a later day before its name in the
# sentence ("Fans recall the Monaco Grand Prix 2019", "the 50th anniversary of the British
# Grand Prix 1974", "Lusail, which hosted the World Cup Qatar 2022 final", "a mural of
# Maradona celebrating the World Cup Mexico 1986"), or the name's thing shown as kept since
# ("Senna's car from the Brazilian Grand Prix 1991 is displayed"); not the edition the picture
# is of ("Verstappen celebrates winning the Japanese Grand Prix 2023", "a fireworks display
# at the Da Nang Festival 2025")
_PAST_EDITION_BEFORE = re.compile(
    r"\b(?:[Rr]ecall|[Rr]emember|[Rr]eminisc|[Cc]ommemorat|[Aa]nniversar|[Nn]ostalgi|[Mm]urals?\b"
    r"|[Mm]useum|[Mm]emorabilia|[Rr]eplica|hosted\b|years (?:ago|since|after)\b"
    r"|[Cc]elebrating the (?:[A-Z][\w'’-]* ){1,6}$)")
# ... or a title won before: "who won the French Open 2023", "the last American to win the
# Boston Marathon 2014", "champion of", Spanish "donde el club ganó", French "a remporté",
# Portuguese "venceu", Malay "menjuarai" (not in a sentence that celebrates or crowns the win:
# "Verstappen celebrates after he won the Japanese Grand Prix 2023")
_PAST_TITLE = re.compile(
    r"\b(?:won|winners? of|champions? of|previous|(?:first|last|only)\b[^.;!?\n]{0,30}\bto win"
    r"|gan(?:ó|aron)|campe(?:ón|ona|ão|ã) de|remport(?:é|a)|vainqueurs?|venceu|venceram"
    r"|ganhou|ganharam|menjuarai|memenangi|memenangkan)\b")
# ... a celebration, a crowning or a prize-giving of the title ("crowned the winners of the
# Bahrain Grand Prix 2023", "lifts the trophy after he won")
_CELEBRATES = re.compile(r"(?i:celebra|célèbr|meraikan|merayakan|rayakan|crown|couronn|corona"
                         r"|trophy|trophée|trofeo|troféu|trofi|podium|pódium|present|award)")
# ... or after it: kept on display since ("the Malaysia Open 2019 trophy is displayed", Malay
# "yang dipamerkan"), or said to be a past year's ("at the Championships 2024 last year",
# "won the London Marathon 2023 before his death")
_PAST_EDITION_AFTER = re.compile(r"[^.;!?\n]{0,80}?\b(?:(?:is|are|was|were|being) (?:displayed|"
                                 r"exhibited|on display|on show)|dipamerkan|expuest[oa]s?"
                                 r"|expost[oa]s?|exposée?s?|last year|the year before"
                                 r"|l'an dernier|l'année dernière|el año pasado|o ano passado"
                                 r"|tahun lalu|tahun lepas|before (?:his|her|their) death)\b")


def _cites_a_past_edition(text: str, start: int, end: int) -> bool:
    """Whether the sentence of the edition year at ``text[start:end]`` cites a past edition
    (see ``_PAST_EDITION_BEFORE``): its day is then not the picture's year."""
    low = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start), start - 160, 0)
    return _PAST_EDITION_BEFORE.search(text, low, start) is not None \
        or _PAST_EDITION_AFTER.match(text, end) is not None \
        or ((title := _PAST_TITLE.search(text, low, start)) is not None
            and not _celebrates_the_win(text, low, title.start()))


def _celebrates_the_win(text: str, low: int, title: int) -> bool:
    """Whether the sentence from ``low`` celebrates the title won at ``title`` ("Verstappen
    celebrates after he won the ... 2023"): a celebration before it, with no relative clause
    between ("Fans celebrate at the stadium, where the club won the ... 2021": another time)."""
    joy = None
    for joy in _CELEBRATES.finditer(text, low, title):
        pass
    return joy is not None and _RELATIVE_WORD.search(text, joy.end(), title) is None


_RELATIVE_WORD = re.compile(r"\b(?:who|which|where|whose|that|donde|quien|que|où|qui|dont"
                            r"|onde|yang|tempat)\b")


def _years_of_the_event(text: str) -> set[int]:
    """The years written before or after the event's word ("in the 2024 general elections"),
    where the picture's own act governs the phrase: its sentence shows voters vote (any
    phrase), or says "during" ("lors des", "durante"), and no word before it in its sentence
    says another time's, a claim's or a figure's (a past one is not the picture's)."""
    if "the 19" not in text and "the 20" not in text and " de 19" not in text \
            and " de 20" not in text:
        return set()
    years = set()
    for m in _YEAR_OF_THE_EVENT.finditer(text):
        low = max(text.rfind(". ", 0, m.start()), text.rfind("\n", 0, m.start()), 0)
        during = (m["at"] or "").lower() == "during" or (m["de"] or "n")[0] in "lpd"
        if _PAST_EVENT_BEFORE.search(text, low, m.start()) is None \
                and _NOT_THE_PICTURE_S.search(text, low, m.start()) is None \
                and _PAST_AFTER_THE_EVENT.match(text, m.end()) is None \
                and (during or _THE_PICTURE_S_ACT.search(text, low, m.start()) is not None
                     or _GAME_OF_THE_SEASON.match(text, m.end()) is not None) \
                and not _cites_a_past_edition(text, m.start(), m.end()):
            years.add(int(m["y1"] or m["y2"]))
    return years


def edition_year(text: str) -> int | None:
    """The year of the caption's named edition ("Pesta Kaamatan ... Sabah 2025"), when it is
    the only year the caption writes at all; else None (and for a cup's qualifier or draw,
    held years before: "a World Cup 2026 qualifier")."""
    if ("Cup" in text or "Mundial" in text or "Coupe" in text or "Copa" in text) \
            and _BEFORE_THE_CUP.search(text):
        return None
    editions = {int(m[1]) for m in EDITION_YEAR.finditer(text)
                if _names_an_edition(text, m.start(1), m.end(1))} | _years_of_the_event(text)
    if len(editions) != 1:
        return None
    year = editions.pop()
    if year > _THIS_YEAR + 1:
        return None
    # (a year closing a sentence counts: "the museum, founded in 1985.")
    others = re.findall(r"(?<![\d/.:])(?:19|20)\d\d(?!\d|[/.:]\d)", text)
    return year if all(int(y) == year for y in others) else None


def _order_of_weekday(a: int, b: int, year: int, weekday: int) -> tuple[int, int] | None:
    """(day, month) of the one reading of "a/b" whose day is ``weekday``, else None."""
    fits = [(day, month) for day, month in ((a, b), (b, a))
            if valid(year, month, day) and dt.date(year, month, day).weekday() == weekday]
    return fits[0] if len(fits) == 1 else None


def _weekday_before(text: str, start: int) -> int | None:
    """The weekday written just before ``start`` ("on Saturday, 4/1/20"), else None."""
    words = text[max(0, start - 12) : start].rstrip(" ,").rstrip(".").split()
    return _WEEKDAY_NUMBER.get(words[-1].lower()) if words else None


def _clause_start(text: str, start: int) -> int:
    """Start of the clause leading up to ``start`` (at most ``_CUE_WINDOW`` characters back):
    just after the last ". ", ", ", "; " ... in reach (found by rfind, not a greedy regex)."""
    return _after_last_break(text, max(0, start - _CUE_WINDOW), start)


# "today" set off by a comma before its date, which stays in the clause before: EFE's
# "Fotografía cedida hoy, 4 de junio de 2024, por la Cruz Roja" (a release date)
_TODAY_COMMA = ("hoy, ", "today, ", "aujourd'hui, ", "hoje, ", "oggi, ")


def _cue_clause_start(text: str, start: int) -> int:
    """:func:`_clause_start`, or the clause before it when that ends in "today," (the date
    is its apposition: "cedida hoy, 4 de junio de 2024")."""
    begin = _clause_start(text, start)
    if begin >= 5 and text.endswith(_TODAY_COMMA, max(0, begin - 14), begin):
        return _clause_start(text, begin - 2)
    return begin


_BREAK_MARKS = (". ", ", ", "; ", ": ", "! ", "? ")


def _after_last_break(text: str, low: int, start: int) -> int:
    """Where the text after the last ". ", ", ", "; " ... in ``text[low:start]`` begins, or
    ``low`` (a few rfind calls, where a greedy regex would walk the window)."""
    last = max(text.rfind(mark, low, start) for mark in _BREAK_MARKS)
    return last + 2 if last >= 0 else low


def _lead_word(text: str, start: int) -> str:
    """The word just before ``start`` (lower case; "the" and a hyphen skipped), or "(" / ","."""
    window = text[max(0, start - 24):start].rstrip().rstrip("-").rstrip()
    if window.endswith(("(", ",")):
        return window[-1]
    words = window.lower().split()
    if words and words[-1] == "the":
        words.pop()
    return words[-1] if words else ""


# a year of another era: Nepal's Bikram Sambat ("New Year 2081 BS"), the Thai Buddhist
# era ("2567 BE"), the Hijri ("1445 AH") and years before Christ
_OTHER_ERA = re.compile(r"\s?(?:B\.?S|V\.?S|B\.?E|A\.?H|B\.?C\.?E?|BCE|SH)\b\.?")


def _bare_is_date(text: str, match: re.Match[str]) -> bool:
    """Whether a bare month or year has the lead word that makes it a date ("in 2016")."""
    year = match.lastgroup == "y_only"
    if year and _OTHER_ERA.match(text, match.end()):
        return False
    lead = _lead_word(text, match.start())
    if lead not in _BARE_LEAD and lead not in ("(", ",") \
            and not (year and _ends_clause(text, match.end())):
        return False
    # "of 2000 people": a count, not a year
    return not (year and lead not in _TEMPORAL_LEAD and _COUNTED.match(text, match.end()))


def _qualify(text: str, mention: DateMention, floor: int = 0) -> None:
    """Set the context and taken flags from the clause before the date (not before
    ``floor``, the end of the previous date) and the words after."""
    start = mention.start
    if text.find(":", max(0, start - 3), start) >= 0:  # a label ends right before the date
        if _TAKEN_LABEL.search(text, max(0, start - 20), start):
            mention.taken = True
            return
        if _RELEASE_LABEL.search(text, max(0, start - 20), start):
            mention.context = mention.weak_context = True  # PA's "Issue date: Tuesday May 14"
            return
        if _PAGE_LABEL.search(text, max(0, start - 20), start):
            # a web page's "Published: 27 December 2015": the day the page was filed
            mention.context = mention.weak_context = mention.filed = True
            return
    if _may_say_taken(text[max(0, start - 32) : start].lower()) \
            and _TAKEN_ABROAD.search(text, max(0, start - 32), start) \
            and not _DATE_FIRST.match(text):
        mention.taken = True  # (a date-first dateline dates the photo: "07.11.2023, Berlin:
        return  # ... ein Foto der brennenden Synagoge, Aufnahme vom 10. November 1938")
    if mention.kind == "year" and _CIRCA.search(text, max(0, start - 7), start):
        mention.circa = True
    if start < 52 and _STORY_DATELINE_BEFORE.fullmatch(text, 0, start) and (
        _STORY_DATELINE_AFTER.match(text, mention.end)
        or (mention.kind == "full" and _STORY_DATELINE_HYPHEN.match(text, mention.end))
    ):
        # "TOKYO, Aug. 7, 2023 (Kyodo) -- ... on Sunday": the day the story was filed
        mention.context = mention.weak_context = mention.filed = True
        return
    if "till" in text[max(0, start - 32) : start] and _TILL_BEFORE.search(
            text, max(0, start - 32), start):
        # "open till Dec. 5", "runs till the end of March 2024", Swedish "pågår till och med
        # den 5 maj": the end of a period, as "until" is
        mention.context = True
        return
    if text.endswith(("through ", "thru "), max(0, start - 8), start):
        # "the festival, which runs through Feb. 11": the end of a period, not the photo's day
        mention.context = mention.weak_context = True
        return
    if text.endswith(_OF_ENDINGS, max(0, start - 8), start) \
            and _EVENT_OF.search(text, max(0, start - _EVENT_OF_REACH), start):
        # another event's day, named by its noun: a trial's "over the attacks of March 22,
        # 2016", "procès de l'attentat du 14 juillet 2016", "de aanslagen van 22 maart 2016",
        # "Prozess um den Anschlag vom 19. Dezember 2016", "la strage del 2 agosto 1980"
        # (still the photo's when the caption gives no other)
        mention.context = mention.weak_context = True
        return
    if _THE_ONE_OF.search(text, max(0, start - 16), start):
        # the one of another day: "la più forte dopo quella del 13 marzo 2025", "celle du"
        mention.context = mention.weak_context = True
        return
    if _YEARS_OF.search(text, max(0, start - 40), start):
        mention.context = mention.weak_context = True  # "os 50 anos do 25 de Abril de 1974"
        return
    if _hebrew_near(text, start, mention.end):
        clause = text[_clause_start(text, start) : start]
        if _HEBREW_ANNIVERSARY.search(clause) or _HEBREW_RELATIVE.search(
                text, _after_last_break(text, max(0, start - _RELATIVE_WINDOW), start), start):
            mention.context = mention.weak_context = True  # "במלאת שנה ל", "יום לאחר"
            return
    if _dated_from_another_event(text, start):
        # weak: "two days after the quake in Antakya on February 8" is still the photo's
        # date when the caption gives no other
        mention.context = mention.weak_context = True
        return
    words = text[max(floor, _cue_clause_start(text, start)):start].lower().replace(
        "(", " ").split()
    if "between" in words and _between_parties(text, start):
        words = [word for word in words if word != "between"]
    low = max(floor, start - _CUE_WINDOW)
    window = text[low:start]
    romance = any(word in window for word in _ROMANCE_RELATIVE_WORDS)
    if ("that " in window or "which " in window or romance) \
            and (_RELATIVE_PAST.search(text, low, start)
                 or (romance and _ROMANCE_RELATIVE.search(text, low, start))):
        # "the floods that killed 229 people in the province of Valencia on 29 October 2024":
        # the day of the clause's event; still the photo's when the caption gives no other
        mention.context = mention.weak_context = True
        return
    if "who " in window and _WHO_PAST.search(text, low, start):
        mention.context = mention.weak_context = True  # "..., who was shot dead ... on June 29"
        return
    if _CUE_WORDS.isdisjoint(words):  # most clauses: neither taken nor context by a word
        if _an_anniversary_abroad(text[max(floor, _clause_start(text, start)) : start]):
            mention.context = mention.weak_context = mention.anniversary = True
            return
        mention.context = _context_after(text, mention)
        # weak: "storm the palace during the Jan. 8, 2023, riots" is still the photo's date
        # when the caption gives no other
        mention.weak_context = mention.context and _attributive(text, mention)
        return
    earlier = "had" in words and _RELATIVE_WORDS.isdisjoint(words)
    ordered = words
    words = set(words)
    taken = not _TAKEN_WORDS.isdisjoint(words) or (
        not _TAKEN_NEAR_PHOTO.isdisjoint(words) and not _PHOTO_NOUNS.isdisjoint(words))
    counted_from = taken and not _SINCE_WORDS.isdisjoint(words) and _taken_since(ordered)
    if counted_from:
        # "to mark 50 years since the Beatles were photographed there ... on August 8, 1969",
        # "soldiers photographed since the war began on February 24, 2022": the day counted
        # from, not the picture's (still the picture's when the caption gives no other:
        # "Since being photographed at the Kremlin on May 9, 2024, the general ...")
        taken = False
    # the pluperfect tells an earlier event ("Prigozhin had announced his march late on 23
    # June"), but not in a relative clause of the picture's ("Fans who had waited for hours
    # cheer as the bus arrives on May 5", "what had been a school")
    weak = earlier or not _WEAK_CONTEXT_WORDS.isdisjoint(words) or (
        not _PROVIDED_WORDS.isdisjoint(words) and not (
            _HANDOUT_NOUNS.isdisjoint(words) and _TOLD_NOUNS.isdisjoint(words)))
    if taken and _another_picture(ordered):
        taken, weak = False, True  # "A before image taken on March 8, 2018": not this one's
    mention.earlier = earlier
    context = not _CONTEXT_WORDS.isdisjoint(words) or weak or _context_after(text, mention)
    mention.taken = taken
    mention.since = not _SINCE_WORDS.isdisjoint(words)
    mention.context = context and not taken
    mention.weak_context = mention.context and (
        counted_from or (weak and _CONTEXT_WORDS.isdisjoint(words)))


def _another_picture(words: list[str]) -> bool:
    """Whether the clause's picture is another than the caption's: a photo noun right after
    "before", "earlier", "previous" ("A before image taken on March 8, 2018", "an earlier
    photo taken in 2019"; not "photographed before the match on May 5")."""
    return any(word in _ANOTHER_PICTURE and after in _PHOTO_NOUNS
               for word, after in itertools.pairwise(words))


def _taken_since(words: list[str]) -> bool:
    """Whether the clause's picture verb belongs to its "since": after it in a past form
    ("since the Beatles were photographed there"), or before it ("soldiers photographed
    since the war began"); not a present one after a "since" of its own ("fans who have
    waited since dawn are pictured outside the palace": the picture's verb)."""
    since = min(i for i, word in enumerate(words) if word in _SINCE_WORDS)
    taken = [i for i, word in enumerate(words) if word in _TAKEN_WORDS]
    return not taken or taken[0] < since or words[taken[0] - 1] not in _PRESENT_BE


_PRESENT_BE = frozenset({"is", "are", "am"})


def _between_parties(text: str, start: int) -> bool:
    """True when the clause's "between" is of parties, not of times: "the first Test between
    Sri Lanka and India ... on July 22, 2010", "clashes between police and protesters on May
    1" (not "between 1992 and 1995", "between March 3 and"): no number follows it."""
    at = text.lower().rfind("between", 0, start)
    return bool(text[at + 7 : start].strip()) and not any(ch.isdigit() for ch in text[at:start])


def _an_anniversary_abroad(clause: str) -> bool:
    """Whether a clause holds "anniversary" in another language: substring tests for an
    ASCII clause (the pattern costs some 15 µs a date, and almost never matches)."""
    if clause.isascii():
        low = clause.lower()
        return any(stem in low for stem in _ANNIVERSARY_STEMS)
    return _ANNIVERSARY_ABROAD.search(clause) is not None


_ANNIVERSARY_STEMS = ("rocznic", "jahrestag", "anniversa", "aniversar", "obljetnic", "obletnic",
                      "godisnjic", "yildonum", "yil donum", "vyroc", "arsdag", "evfordul")


def _hebrew_near(text: str, start: int, end: int) -> bool:
    """Whether a Hebrew letter stands in a date or the few characters before it ("3
    באוקטובר 2024", "(27.3.2002)", "ב-5.6.2024"): a cheap look first, so that no other
    caption pays for Hebrew's cues."""
    window = text[max(0, start - 4) : end]
    return not window.isascii() and any("\u05d0" <= c <= "\u05ea" for c in window)


def _may_say_taken(window: str) -> bool:
    """Whether ``window`` (lower case) holds a word ``_TAKEN_ABROAD`` needs: a cheap test
    first, as the pattern costs some microseconds a date and almost never matches."""
    return ("fot" in window or "bild" in window or "aufn" in window or "aufg" in window
            or "imag" in window or "prise" in window or "zdj" in window or "sním" in window
            or "сдела" in window or "зробл" in window)


def _dated_from_another_event(text: str, start: int) -> bool:
    """True for a date in a clause that dates another event from the photo's: "on Saturday,
    a day after Russian forces completed their withdrawal ... on Friday, November 11" (in
    capitals too: "A DAY AFTER TWO CAR BOMBS EXPLODED THERE ON THURSDAY")."""
    low = max(0, start - _RELATIVE_WINDOW)
    if text.find("after", low, start) < 0 and text.find("before", low, start) < 0 \
            and text.find("AFTER", low, start) < 0 and text.find("BEFORE", low, start) < 0:
        return False
    clause = text[_after_last_break(text, low, start) : start].lower()
    return _RELATIVE_CLAUSE.search(clause) is not None


# between a weekday and the day it names: "Thursday, July 16", "Thursday night, July 16"
_APPOSITION = re.compile(r"(?:\s+(?:night|morning|afternoon|evening|NIGHT|MORNING|AFTERNOON"
                         r"|EVENING))?,\s+")


def _context_after(text: str, mention: DateMention) -> bool:
    """A context date by the words after it: "two years ago", "the July 2016 coup"."""
    return text[mention.end:mention.end + 6].lstrip().lower().startswith("ago") \
        or _attributive(text, mention)


def _attributive(text: str, mention: DateMention) -> bool:
    """A date naming another event: "the September 11, 2001 attacks", "the July 2016 coup",
    "the disputed Aug. 9, 2020 presidential election" (up to two adjectives after "the")."""
    if text[max(0, mention.start - 4):mention.start].lower() != "the ":
        before = _THE_AND_ADJECTIVES.search(text, max(0, mention.start - 30), mention.start)
        if before is None or any(word in _NOT_AN_EVENT_NOUN for word in before.group(1).split()):
            return False
        the = before.start()
    else:
        the = mention.start - 4
    if text.endswith("during ", max(0, the - 7), the):
        return False  # "votes during the historic June 2, 2024 general election": its day
    after = _NEXT_WORD.match(text, mention.end) or _NEXT_NAMED.match(text, mention.end)
    return after is not None and after.group(1) not in _NOT_AN_EVENT_NOUN


_THE_AND_ADJECTIVES = re.compile(r"\b[Tt]he ((?:[a-z][a-z-]+ ){1,2})$")


def _ends_clause(text: str, end: int) -> bool:
    return end >= len(text) or text[end] in ".,;:)!?"


@functools.cache
def _automaton() -> ahocorasick.Automaton:
    """Month and weekday words (title and upper case) and the years 1800-2099."""
    words = set()
    for name in MONTHS + _WEEKDAYS:
        words |= {name.title(), name.upper()}
    for name in _SHORT_MONTHS + _SHORT_WEEKDAYS:
        for form in (name.title(), name.upper()):
            words |= {form + ".", form + " ", form + ","}  # "10th Oct, 2024"
    words |= {str(year) for year in range(1000, 2100)}  # the years YEAR accepts
    automaton = ahocorasick.Automaton()
    for word in words:
        automaton.add_word(word, (len(word), word[0].isdigit()))
    automaton.make_automaton()
    return automaton


def _start(text: str, at: int, is_year: bool) -> int:
    """Where a date holding the word found at ``at`` may begin, if before it ("15 December")."""
    if at < 2:
        return at
    previous = text[at - 1]
    if is_year:
        if previous not in "/.-":
            return at
        before = _NUMERIC_BEFORE.search(text, max(0, at - 6), at)
    else:
        if previous != " " or not (text[at - 2].isdigit() or text[at - 2] in "thdsf."):
            return at
        before = _DAY_BEFORE.search(text, max(0, at - 10), at)
    return before.start() if before else at


def _matches(text: str, foreign: list[int]) -> list[re.Match[str]]:
    """The date pattern's matches, tried only where a date can begin (see ``_automaton``).

    Appends to ``foreign`` where a year follows a month word of another language
    ("5 mars 2024"), for :func:`.foreign_dates.foreign_mentions`.
    """
    found: list[re.Match[str]] = []
    foreign_dates = _foreign_dates()
    pos = 0
    match = _DATE.match
    for last, (length, is_year) in _automaton().iter(text):
        at = last - length + 1
        if at < pos:
            continue
        if at and text[at - 1].isalnum():
            if is_year or not _glued_after_word(text, at):
                continue
            # a month glued to "on" or "in" by a page's layout ("Bra- zil, onSeptember 14,
            # 2025"): read as if spaced, at the same offsets
            hit = match(f"{text[: at - 1]} {text[at:]}", at)
            if hit is not None:
                found.append(hit)
                pos = hit.end()
            continue
        if is_year and at > 3 and text[at - 1] == " " and ((
            # (a month's last letter, its dot, a bracket round it, or a vowel sign of the
            # Indic scripts, which is no letter to str.isalpha: "2 जनवरी 2024", "14 જાન્યુઆરી 2020")
            (text[at - 2].isalpha() or text[at - 2] in ".)" or "\u0900" <= text[at - 2] <= "\u0dff")
            and foreign_dates.foreign_month_before(text, at)
        ) or (text[at - 2] == "," and (foreign_dates.foreign_month_day_before(text, at)
                                       or foreign_dates.foreign_month_before(text, at)))):
            foreign.append(at)
        start = _start(text, at, is_year)
        hit = match(text, start) if start >= pos else None
        if start != at and (hit is None or hit.end() <= at):
            hit = match(text, at)  # the words before were not part of this date
        if hit is not None and hit.end() > at:
            found.append(hit)
            pos = hit.end()
    return found


def _glued_after_word(text: str, at: int) -> bool:
    """A capitalised month or weekday glued to a lower-case "on" or "in" before it, a word
    of its own ("onSeptember", not "Avon" nor "ReMarch"): text from a page's layout."""
    return at >= 2 and text[at].isupper() and text[at - 2 : at] in ("on", "in") \
        and (at == 2 or not text[at - 3].isalnum())


@functools.cache
def _foreign_dates() -> ModuleType:
    """:mod:`.foreign_dates`, imported on first use: it reads its dates with this module's
    pieces, so an import at the top would make a cycle (and one in each call costs a
    microsecond a caption)."""
    from . import foreign_dates

    return foreign_dates


_DATE_FIRST = re.compile(r"\d{1,2}\.\d{1,2}\.\d{4}, ")  # dpa: "07.11.2023, Berlin: ..."


# the days before and after a reference date that a day written without its year may fall
PAST_WINDOW, FUTURE_WINDOW = 335, 31


def drop_overlapping(found: list[DateMention], start: int, end: int) -> list[DateMention]:
    """``found`` without the mentions that overlap ``start``-``end``: the parts of a date a
    later reader reads whole."""
    return [m for m in found if not (m.start < end and start < m.end)]


def with_added(text: str, found: list[DateMention],
               added: list[DateMention]) -> list[DateMention]:
    """``found`` (which holds ``added``) in text order, each added mention qualified as the
    main pattern's mentions are: a second pass found them after the first was qualified."""
    if not added:
        return found
    found = sorted(found, key=lambda m: m.start)
    for i, mention in enumerate(found):
        if any(mention is new for new in added):
            _qualify(text, mention, found[i - 1].end if i else 0)
    return found


# Wirephotos of the last century write the year in two digits ("SAIGON 4/30/75 --",
# "BERLIN, 10 NOV 89 -", "(AP LASERPHOTO/NAME) 2/13/90") and old desks the month between
# hyphens ("BOMBAY, INDIA, 12-MAR-1993:"). Read only in a caption that gives no year
# otherwise; a two-digit day-month-year only before punctuation ("on 3 March 45 people").
_UPPER_MON = "|".join(m[:3].upper() for m in MONTHS)
# the German months whose abbreviation is not the English one (Austria's "JÄN" for Jänner)
_GEPA_MONTHS = {"JÄN": 1, "MRZ": 3, "MÄR": 3, "MAI": 5, "OKT": 10, "DEZ": 12}
_GEPA_MON = "|".join(_GEPA_MONTHS)
_SHORT_YEAR_DATE = re.compile(
    rf"(?<![\d/.,-])(?:(?P<a>\d{{1,2}})(?P<sep>[/-])(?P<b>\d{{1,2}})(?P=sep)"
    rf"|(?P<da>\d\d|(?<=, )\d{{1,2}})\.(?P<mb>\d\d|(?<=, \d\.)\d|(?<=, \d\d\.)\d)\.)"
    rf"(?P<yy>\d\d)(?![\d/-]|\.\d)"
    rf"|\b(?P<d>\d{{1,2}})(?:-(?P<m>{MON})-(?P<y>{YEAR}|\d\d)"
    rf"|\s(?P<ms>{MON})\s(?P<ys>\d\d)(?=\s*(?:[–—,;)]|-(?!\w)|[:.](?!\d)|$)))(?!\d)"
    rf"|(?<=,)(?P<dc>\d{{1,2}})(?:(?P<mc>{_UPPER_MON})|\.\s?(?P<md>{_UPPER_MON}|{_GEPA_MON})\.)"
    rf"(?P<yc>\d\d)(?=:|\s+-)")
# ("GROZNY,9JAN95:", and GEPA's dots: "SCHLADMING,AUSTRIA,24.JAN.24 - ALPINE SKIING", which
# the cleaned text spaces, "24. JAN.24"; its German feed's months: "WIEN,AUSTRIA,15.OKT.23")
_HEAD_WORD_BREAK = re.compile(r"[\s,/–—-]+")
# what may follow an archive's closing stamp: up to three words in capitals (a wire's name),
# and the desk's codes and marks of a wirephoto slip ("9/4/57 jr41200stf", "11/2/63 sj/ fls",
# "5/6/37 NY-17 | CREDIT LINE (ACME)", "11/11/65 • LON/SAL")
_CLOSING_TAIL = re.compile(
    r"(?:\s+(?:[A-Z][A-Z0-9/&.-]*|\([A-Z]+\)|[|•~¬]|[a-z]{1,4}\d+[a-z]*|[a-z]{1,4}/(?:\s?[a-z]{1,4})?"
    r"|[a-z]{1,4}(?=/))){0,6}[\s.)|•~¬]*$")
_SHORT_YEAR_HINT = re.compile(
    r"\d[/-]\d{1,2}[/-]\d\d(?!\d)|\d\.\d{1,2}\.\d\d(?!\d)|\d[- ][A-Z][A-Za-z]{2,3}\.?[- ]\d\d"
    r"|,\d{1,2}(?:\.\s?)?[A-ZÄ]{3}\.?\d\d(?::|\s+-)")
_THIS_YEAR = dt.date.today().year


def full_year(year: int) -> int:
    """A two-digit year in full: the latest year not after this one ("75" 1975, "19" 2019)."""
    if year >= 100:
        return year
    return year + (2000 if 2000 + year <= _THIS_YEAR else 1900)


def _is_dateline_head(head: str) -> bool:
    """True for what stands before an old dateline's date: nothing, a few capitalised words ("SAIGON
    ", "KIEV, USSR, ", "RANGOON, BURMA - ", "ЛЕНИНГРАД / LENINGRAD, "), or the parts of
    Reuters' sports slug ("Motor Racing - Formula One - Brazilian Grand Prix - Interlagos,
    Sao Paulo - 2/11/08")."""
    words = [w for w in _HEAD_WORD_BREAK.split(head) if w]
    if not head.strip():  # the caption opens with it: SNS's "24/02/18 NATWEST 6 NATIONS ..."
        return True
    most = _SLUG_HEAD_WORDS if head.count(" - ") >= _SLUG_PARTS else _HEAD_WORDS
    return 0 < len(words) <= most and all(
        w[0].isupper() or w[0] == "(" or (most == _SLUG_HEAD_WORDS and w in ("v", "vs"))
        or w in _CREDIT_LABELS for w in words)  # ("Arsenal v Chelsea" in a slug)


# a house's label before its dateline: "GEPA pictures: SCHLADMING,AUSTRIA,23.JAN.24 - ..."
_CREDIT_LABELS = frozenset(("pictures:", "photos:", "images:"))


_HEAD_WORDS, _SLUG_HEAD_WORDS, _SLUG_PARTS = 6, 18, 3


def _short_year_mentions(text: str, found: list[DateMention],
                         day_first: bool | None, reason: str,
                         anywhere: bool = False) -> list[DateMention]:
    """``found`` with the dates of two-digit years and hyphened months added, in order,
    each qualified as the main pattern's mentions are. Only where old wirephotos write
    them: in the dateline ("SAIGON 4/30/75 --") or as the stamp that ends the caption
    ("... (UPI TELEPHOTO) 1/15/70"); elsewhere such numbers are as often a sign's, a
    price list's or a past day's ("walked on the moon on 7/20/69")."""
    added = []
    closing = _CLOSING_TAIL.search(text).start()  # "... 8/21/68 UPI TELEPHOTO" ends it too
    for match in _SHORT_YEAR_DATE.finditer(text):
        start, end = match.span()
        weekday = _weekday_before(text, start) if match["a"] else None
        needs_weekday = end < closing and not anywhere and not _is_dateline_head(text[:start])
        if needs_weekday and weekday is None:  # (a weekday may vouch for it: "on Saturday, 4/1/20")
            continue  # (a catalogue's field: anywhere, "Arrivée à Boulogne, 13-6-17 : [...]")
        inside = [m for m in found if m.start < end and start < m.end]
        if any(m.end > end for m in inside):
            continue  # part of a longer date the main pattern read
        year = full_year(int(match["yy"] or match["y"] or match["ys"] or match["yc"]))
        if match["a"] or match["da"]:
            mention = _numeric(start, end, match.group(), int(match["a"] or match["da"]),
                               int(match["b"] or match["mb"]), year, day_first, reason, weekday)
        else:
            month = MONTH_OF.get(match["m"] or match["ms"] or match["mc"] or match["md"]) \
                or _GEPA_MONTHS.get(match["md"] or "")
            mention = day_mention(start, end, match.group(), year, month,
                                  int(match["d"] or match["dc"]),
                                  None, None, None)
        if needs_weekday and (mention is None or mention.kind != "full" or dt.date(
                mention.year, mention.month, mention.day).weekday() != weekday):
            continue  # (its weekday is another day's: not a date it vouches for)
        if mention is not None and mention.kind != "invalid":
            found = [m for m in found if not any(m is old for old in inside)]  # "10 NOV" of 89
            added.append(mention)
    return with_added(text, found + added, added)


# TT's and NTB's dateline writes the date in eight digits after the town in capitals:
# "BORÅS 20191006 Malmö FF supporters ...", "KIRUNA 20250819 The ... church is moved"
# (NTB also writes the town in ordinary case: "Oslo 20110722. Damaged buildings ...")
_COMPACT_DATELINE = re.compile(
    r"[A-ZÀ-ÞØ](?:[A-ZÀ-ÞØ .'’-]{1,40}|[a-zß-ÿø]{1,30}(?: [A-ZÀ-ÞØ][a-zß-ÿø]{1,30})?)"
    r" ((?:19|20)\d{2})(\d{2})(\d{2})(?=\s|\.\s)")


def _compact_dateline_mention(text: str, found: list[DateMention],
                              match: re.Match[str]) -> list[DateMention]:
    """``found`` with the date of a compact dateline, when it is a real day."""
    year, month, day = (int(g) for g in match.groups())
    start, end = match.start(1), match.end(3)
    if not (1 <= month <= 12 and valid(year, month, day)) or any(
        m.start < end and start < m.end for m in found
    ):
        return found
    mention = DateMention("full", start, end, text[start:end], year=year, month=month, day=day)
    return with_added(text, [*found, mention], [mention])


# APP's picture slug opens the caption with the filing day, DDMMYY: "APP71-211023 LAHORE:
# October 21 - ..." (the day the dateline writes without a year)
_APP_SLUG = re.compile(r"APP\d{1,3}-(\d\d)(\d\d)(\d\d)\b")


def _slug_mention(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the filing day of an APP slug, as a weak context date: it gives the
    year to a day written without one, and the day itself when the caption writes none."""
    match = _APP_SLUG.match(text)
    if match is None:
        return found
    day, month, year = int(match[1]), int(match[2]), 2000 + int(match[3])
    if not (1 <= month <= 12 and valid(year, month, day)):
        return found
    mention = DateMention("full", match.start(1), match.end(3), match.group()[-6:],
                          year=year, month=month, day=day)
    mention.context = mention.weak_context = mention.filed = True
    return with_added(text, [mention, *found], [mention])


_NUMBERS = re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$")


def _in_the_order_written(mention: DateMention, found: list[DateMention]) -> DateMention:
    """An open numeric date read in the order that gives a day the caption also writes
    in words ("CAPE TOWN, FEB. 11 -- ... 2/11/90"); any other mention as it is."""
    numbers = _NUMBERS.match(mention.text) if mention.kind == "ambiguous" else None
    if numbers is None:
        return mention
    a, b = int(numbers[1]), int(numbers[2])
    written = {(m.month, m.day) for m in found if m.kind in ("full", "month_day")}
    day_first = True if (b, a) in written else False if (a, b) in written else None
    if day_first is None:
        return mention
    year = full_year(int(numbers[3]))
    return _numeric(mention.start, mention.end, mention.text, a, b, year, day_first,
                    "the order of the day the caption writes in words") or mention


def find_date_mentions(text: str, *, day_first: bool | None = None,
                       order_reason: str = COUNTRY_ORDER,
                       field: bool = False) -> list[DateMention]:
    """Every date expression in ``text``, in order, with its sentence and context flags.

    ``day_first`` reads a numeric date whose order the numbers leave open
    ("05/03/2019"); None leaves it unread, with a note. ``field`` reads ``text`` as a
    catalogue's date field, which writes dates in forms of its own.
    """
    found: list[DateMention] = []
    foreign: list[int] = []
    for match in _matches(text, foreign):
        if match.lastgroup in _BARE_GROUPS and not _bare_is_date(text, match):
            continue  # checked before a mention is built for it
        mention = _mention(match, day_first, order_reason)
        if mention is not None:
            # a cue before an earlier date is that date's ("A church dated 1650 stands in
            # Kyiv on May 3, 2023": 1650 is dated, May 3 is not)
            _qualify(text, mention, found[-1].end if found else 0)
            if found and found[-1].kind == "weekday" and found[-1].context \
                    and _APPOSITION.fullmatch(text, found[-1].end, mention.start):
                # the day of a weekday named just before it: "... exploded there on Thursday
                # night, July 16": the weekday's clause dates it
                mention.context, mention.weak_context = True, found[-1].weak_context
            found.append(mention)
    if foreign:
        found = _foreign_dates().foreign_mentions(text, found, foreign)
    if not any(m.year and not m.context and m.kind != "year" for m in found) \
            and _SHORT_YEAR_HINT.search(text):
        # (a year only in a context date: "5-FEB-1994: ... UNDER SIEGE SINCE APRIL 1992")
        found = _short_year_mentions(text, found, day_first, order_reason, anywhere=field)
    found = _foreign_dates().other_form_mentions(text, found)
    if field:  # a catalogue's date field: "1964 March 26.", "9/1945"
        found = _foreign_dates().field_value_mentions(text, found)
    compact = _COMPACT_DATELINE.match(text)
    if compact is not None and not any(m.kind == "full" for m in found):
        # only where the text writes no full date: "IKEA 20210315 ... March 12, 2021" is a code
        found = _compact_dateline_mention(text, found, compact)
    if text.startswith("APP"):
        found = _slug_mention(text, found)
    if any(m.anniversary for m in found):
        _the_anniversary_s_own_day(found)
    if len(found) > 1:  # sentences only matter when there is a choice to make
        if day_first is None and any(m.kind == "ambiguous" for m in found):
            found = [_in_the_order_written(m, found) for m in found]
        starts = sentence_starts(text)
        for mention in found:
            mention.sentence = bisect_right(starts, mention.start) - 1
        _mark_the_picture_s_own(text, found, starts)
    return found


def _the_anniversary_s_own_day(found: list[DateMention]) -> None:
    """An anniversary's word marks the day it counts from ("výročí událostí 17. listopadu
    1989"), not the day it is kept on, which is the caption's latest ("am Jahrestag des
    Anschlags am 19. Dezember 2024 ... Amri war am 19. Dezember 2016 ... gerast")."""
    full = [m for m in found if m.kind == "full" and m.year is not None]
    latest = max(full, key=lambda m: (m.year, m.month or 0, m.day or 0), default=None)
    if latest is not None and latest.anniversary and len(full) > 1:
        latest.context = latest.weak_context = latest.anniversary = False


def _mark_the_picture_s_own(text: str, found: list[DateMention], starts: list[int]) -> None:
    """Mark taken the day of a sentence that describes the picture itself ("На фото: ... в
    Мурманске, 2 августа 2017 года", "Pictured: ..."), or of a last sentence that is only a
    day, perhaps after its town ("... where the shooting happened on 20 September 2021. 21
    September 2021.", "Pozzuoli, 17 marzo 2026."): the house's own stamp of the picture."""
    if ":" in text or "사진은" in text:
        pictured = [m for m in found if m.kind in ("full", "month_day") and (
            label := _PICTURED.search(text, max(0, m.start - _PICTURED_REACH), m.start))
            is not None and bisect_right(starts, label.start()) - 1 == m.sentence]
        if pictured:  # its last day: "Pictured: X, whose home burned on Aug. 8, ... Aug. 21"
            pictured[-1].taken = True
            pictured[-1].context = pictured[-1].weak_context = False
            return
    days = [m for m in found if m.kind == "full" and not m.taken]
    if not days:
        return
    last = days[-1]
    if len(days) > 1 and last is found[-1] and not last.context and _ALONE_BEFORE.search(
            text, max(0, last.start - _ALONE_REACH), last.start) \
            and _ALONE_AFTER.match(text, last.end):
        last.taken = True  # (a choice between days: not "pub. 31st January 1948" alone)


# a sentence of a day alone: a full stop (or the text's start), then perhaps a town or two
_ALONE_BEFORE = re.compile(r"(?:^|[.!?]\s+)(?:[^\W\d_][\w'’-]*(?:[ -][\w'’-]+){0,2},\s+)?$")
# ... and its end: a full stop, the text's end, or a credit or label after it ("REUTERS/...",
# "Фото: ...", "(ANSA)"); not the sentence's words running on after a day that begins it
# ("15 Temmuz 2016 gecesi darbe ...", "2020-ci il oktyabrın 17-də Gəncəyə ...")
_ALONE_AFTER = re.compile(r"(?:\s+(?:года|г\.|року|р\.|godine|година|год\.))?"
                          r"(?:\.(?:\s|$)|\s*$|\s+(?:[^\w\s]|[A-ZА-ЯЁІЇЄҐ]{2}|[^\W\d_]+:"
                          r"|(?:Foto|Photo|Фото)\b))")
_ALONE_REACH = 40
# "in the picture:" in the languages of the houses: Russian, Ukrainian, English, French,
# German, Spanish, Portuguese, Italian, Polish, Greek, Hebrew, Korean
_PICTURED = re.compile(r"(?:На фото|На знімку|На снимке|Pictured|In the (?:photo|picture)"
                       r"|Sur la photo|Auf dem Bild|En la (?:foto|imagen)|Na foto|Nella foto"
                       r"|Na zdjęciu|Στη φωτογραφία|בתמונה)\s?:\s|사진은 ")  # (Yonhap's, no colon)
_PICTURED_REACH = 200


def in_dateline(text: str, event: DateMention) -> bool:
    """A date in the caption's dateline: a few words from its start, a mark or a house's
    tag just after it ("WASHINGTON, June 5, 2023 - ...", "نابلس 27-11-2021 وفا- ...")."""
    return event.start < 60 and len(text[: event.start].split()) <= 5 \
        and _DATELINE_END.match(text, event.end) is not None


_DATELINE_END = re.compile(r"\s*(?:\([^()]{2,30}\)\s*)?(?:[\w\u0600-\u06ff]{2,8}\s*)?[-–—:]")


def a_page_s_date_line(text: str, event: DateMention, starts: list[int]) -> bool:
    """A date closing the caption as a sentence of its own, a web page's date line: the
    last sentence, a time or a stamp word beside it ("Tue Jun 13, 2023 12:00 AM Last
    update on: ...", "Published August 28, 2020"), or nothing but the date and its weekday
    ("السبت ٢٣ فبراير ٢٠٠٨")."""
    at = bisect_right(starts, event.start) - 1
    if at + 1 < len(starts) or at == 0:
        return False  # (not the last sentence, or the only one)
    rest = text[starts[at] :].replace(event.text, " ")
    return _STAMP_WORD.search(rest) is not None or len(rest.split()) <= 2


_STAMP_WORD = re.compile(r"\d{1,2}:\d\d|\b(?:Published|Updated|Posted|Last update)\b", re.IGNORECASE)


def time_precision(start: dt.date, end: dt.date) -> int:
    """1 for a day, 2 for a span of under a week, 3 for a longer one."""
    days = (end - start).days
    return 1 if days == 0 else 2 if days < 7 else 3
