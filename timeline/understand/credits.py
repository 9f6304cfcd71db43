"""The photo credit: who took the picture, for which agency, from which source.

Agency captions end with a credit in one of a handful of house styles::

    (Photo by Karam Al-Masri/AFP Photo)        (AP Photo/Hassan Ammar, File)
    REUTERS/Omar Sanadiki                      AFP PHOTO / KARAM AL-MASRI
    Delil Souleiman/AFP/Getty Images           EPA-EFE/YOUSSEF BADAWI
    (Photo by Name/Anadolu Agency via Getty Images)
    Handout via REUTERS                        Photo: Name / Xinhua
    新华社记者 王建威 摄                       （中央社記者鄭清元攝 113年1月1日）

:func:`split_credit` finds the credit at the end of the text (a parenthesised
group first, then the last clause), removes it from the body so that the
places stage never reads an agency or a handout organisation as a place, and
reads it into a :class:`Credit`. A "(Photo by ...)" group inside the text (two
captions run together) is the last resort.

The work is in five modules, each importing only from those before it:
:mod:`.agencies` (the agency tables and facts about houses), :mod:`.regional_credits` (the
photo labels and credit forms of Africa's languages, Europe's smaller ones, India's and Sri
Lanka's scripts, and the scripts without full stops), :mod:`.credit_parts`
(:class:`Credit`, and :func:`parse_credit` reading one credit string into it, with
the rules for its parts: agency, marker, organisation, name), :mod:`.cjk_credits` (the
bylines of captions in Chinese, Japanese and Korean) and this one (finding the credit in a
caption), which keeps the public names. A web page's lines under a caption, which give its
paper and stamp, are :mod:`.page_lines`'.

Rules, each general rather than fitted to one house:

* ``OUTLET photograph by NAME`` ("NZ Herald photograph by Name") is read as
  ``Photo by NAME/OUTLET``: OUTLET is the agency when no known agency is named.
* An archive's credit sentence ending the caption ("Civil War glass negative
  collection, Library of Congress.", "IWM (B 5172)") names the archive as the
  agency, and "Photograph by NAME" in the caption the photographer.
* A caption whose credit names no agency takes the one of its story dateline
  ("ABU DHABI, 13th February, 2024 (WAM) --", "LONDON (Reuters) -").
* A photo label that no full stop sets off opens a credit too: after a dash ("... chiều
  10-9-2024 - Ảnh: DANH KHANG", "... semalam. – Foto BH: NAME"), or in the scripts written
  without full stops (Thai "ภาพโดย", Khmer "រូបថត៖", Burmese "ဓာတ်ပုံ -").
* The photo labels of Africa's languages open a credit where one stands, after a full stop
  (Ge'ez's "።" too) or in brackets: Swahili "Picha:", "Picha na", Hausa "Hoto:", Somali
  "Sawir:", Amharic "ፎቶ፦" ... (:data:`.regional_credits.AFRICAN_LABEL`); ENA's tag in its Ge'ez
  dateline ("አዲስ አበባ፤ ጥር 12/2016 (ኢዜአ)፦") names the agency as "(ENA)" does.
* Initials two houses share are read as the house of the caption's country or the credit's
  language ("Photo: MNA" under a picture of Nay Pyi Taw is the Myanmar News Agency's, not
  Mehr's; "Ritratt: TVM" is Television Malta's, "Sary: TVM" Madagascar's TVM).
* The photo labels of Europe's smaller languages and of India's and Sri Lanka's scripts open a
  credit where one stands (:data:`.regional_credits.EURO_LABEL`,
  :data:`.regional_credits.INDIC_LABEL`);
  in India's scripts after a bracket or a bar too ("... (2019) ఫోటో: Name"). A stop after an
  initial there is no sentence's end ("படம்: ம. பிரபு / தினமலர்"), nor Lithuanian "Nuotr."'s.
  A date a paper prints after its credit stays in the body ("| ഫോട്ടോ: മാതൃഭൂമി | 2012 ഏപ്രിൽ
  26", "(تصویر: انقلاب، ۱۱؍ اپریل ۲۰۲۴)"); a paper's tag in its dateline names it when its
  credit does not ("విజయవాడ, జనవరి 14 (ఈనాడు):").
* The BBC's pages credit the picture's source before its description ("Ffynhonnell y llun, PA
  Disgrifiad o'r llun, ...", "Image source, Reuters Image caption, ...", Persian "منبع تصویر،
  Getty Images", Pashto "د انځور سرچینه، EPA"): the credit, and the caption after it.
* The photo labels of the South Caucasus' scripts and of the languages of Afghanistan, Pakistan's
  west and the Kurdish regions open a credit where one stands
  (:data:`.regional_credits.WEST_ASIA_LABEL`: Georgian "ფოტო:", Pashto "انځور:", Sorani "وێنە:",
  Kurmanji "Wêne:" ...); Armenian's "Լուսանկարը՝" after its sentence's colon too ("... 21:
  Լուսանկարը՝ Արմենպրես"), Armenian closing its sentences with no full stop. A date after a
  labelled credit's comma stays in the body ("Фото: Интерфакс, 2 октября 2016 года").
* East Slavic credits: a label glued to the sentence before it ("... 2020 году.Фота:Радыё
  Свабода"), a label after an abbreviation's stop ("... 2003 E.C. Photo: Name"), and a name and
  TASS's capitals closing the caption with no slash ("... 2019 года Лев Федотов ТАСС").
* A credit on a line of its own, in the scripts other than Latin: Persian's "عکاس: Name |
  خبرگزاری تسنیم" with no full stop before it, one a date's line follows (the date stays), a
  house before its labelled credit ("สำนักข่าวไทย อสมท / ภาพ: Name"); a paper's date after its
  name in a slashed credit ("Name/कान्तिपुर २०८२ भदौ २३") stays in the body.
* The U.S. forces' picture number after the credit ("... /Released) 200706-N-HN991-1045")
  stays with the text.
* AFP's doubled credit (``/ AFP / NAME (Photo credit should read NAME/AFP)``)
  is removed whole; wire tags after a credit (``TPX IMAGES OF THE DAY``,
  ``SEARCH ... FOR THIS STORY``) go with it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

from .agencies import (
    AGENCIES,
    DAY_FIRST_HOUSES,
    HINDI_URDU_BENGALI_PHOTO_WORDS,
    HOME_COUNTRY,
    INDIC_PHOTO_WORDS,
    KNOWN_STATIONS,
    MONTH_FIRST_HOUSES,
    MONTH_FIRST_PROVIDERS,
    PAPER_WORDS,
    PHOTO_SUFFIX,
    SHARED_INITIALS,
    STAFF_DOMAIN_PAPERS,
    WORD_HOUSES,
    arabic_house_tag,
    credit_slot_agency,
    domain_house,
    normalise_agency,
)
from .cjk_credits import chinese_credit, cjk_credit
from .credit_parts import (
    AGENCY_PHOTO_LEAD,
    CASELESS_LABEL,
    COPYRIGHT,
    COPYRIGHT_HEAD,
    FOTO_HOUSE_DASH,
    HYPHEN_PHOTO_LEAD,
    LEAD,
    MARKERS,
    NAME_PARTICLES,
    ORG_WORDS,
    PAPER_WORD_PHOTO,
    PHOTO_HOUSE_COLON,
    PHOTO_NAME_HOUSE,
    PRESS_SERVICE_GENITIVE,
    Credit,
    is_name,
    is_paper,
    name_word,
    paper_name,
    parse_credit,
    photo_house_name,
    tidy_name,
)
from .institutional_credits import state_copyright
from .regional_credits import (
    GEEZ_PHOTO_WORDS,
    INDIC_INITIAL_STOP,
    INDIC_LABEL,
    INDIC_LETTERS,
    PICTURE_SOURCE_FIRST,
    PICTURE_SOURCE_LAST,
    SCRIPT_LABEL,
    WEST_ASIA_LETTERS,
    african_label_in,
    central_asia_label_starts,
    closes_an_indic_initial,
    correspondent_parts,
    house_label,
    is_indic,
    label_after_dash,
    lower_case_word,
    picture_source_in,
    regional_label_in,
    sea_label_in,
    west_asia_label_starts,
)
from .roles import PERSON_TITLES, word_set
from .text import fold

__all__ = [
    "AGENCIES",
    "Credit",
    "fold",
    "house_country",
    "house_writes_month_first",
    "normalise_agency",
    "parse_credit",
    "split_credit",
]


# The credit of a caption that names none: frozen, so one instance serves every caption.
_NO_CREDIT = Credit()

# LEAD's photo / picture / image forms anywhere in a (lower-cased) tail
_LEAD_WORD = re.compile(r"(?:photos?|photograph(?:s|er)?|pictures?|images?)\s*(?:by\b|:)")
# (lower-cased) "photo", a house's one word and a name after a sentence: UNIAN's "Photo UNIAN
# Oleksandr Hrytsenko" (see :func:`.credit_parts.photo_house_name`)
# (or after a double dash: the Vientiane Times' "--Photo Vientiane Times")
_PHOTO_HOUSE_WORD = re.compile(r"(?:^|[.!?]\s|-- ?)photo [a-z&-]{2,10} [^\W\d_]")
# ... or "photo" and the house's one word closing the caption: APS's "... au soir. Photo APS"
_PHOTO_HOUSE_END = re.compile(r"(?:^|[.!?]\s)photo [a-z&-]{3,10}$")
# Wire-service tags after the credit ("TPX IMAGES OF THE DAY", "EDITORIAL USE ONLY. NO USE
# WITH UNAUTHORIZED AUDIO ...", AFP's "RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT ..."):
# from a tag's first words to the end, nothing is written in lower case.
_TAG_START = (r"TPX IMAGES OF THE DAY|FILE PHOTO|REFILE\b|ATTENTION EDITORS|SEARCH \S"
              r"|EDITORIAL USE ONLY|EDITORIAL USAGE ONLY|NO RESALES?\b|NO ARCHIV\w*|NO THIRD PARTY"
              r"|NOT FOR (?:SALE|USE)\b"
              r"|MANDATORY CREDIT|THIS (?:IMAGE|PICTURE)\b|REUTERS IS UNABLE|IT WAS PROCESSED"
              r"|WARNING: GRAPHIC CONTENT|RESTRICTED TO EDITORIAL USE"
              r"|NO (?:USE|COMMERCIAL|MARKETING|SALES)\b"
              # "POLAND OUT", "AUSTRALIA AND NEW ZEALAND OUT" (not the photographer's name)
              r"|(?:[A-Z]{2,} AND )?(?:(?:NEW|SOUTH|NORTH|HONG|CZECH|SAUDI|UNITED|SRI|COSTA|EL"
              r"|PUERTO|SIERRA|BURKINA|IVORY|DOMINICAN|CENTRAL|PAPUA|SAN|SOLOMON) )?[A-Z]{2,} OUT\b"
              # ... before the end or another tag (an old wirephoto's "HAD SET OUT FOR")
              r"(?=\s*(?:[.,;/-]|$)|\s+(?:NO|[A-Z]+ OUT)\b)"
              # AFP's "/ South Korea OUT", "/ China OUT" after its credit
              r"|(?<=/ )(?:(?:New|South|North|Hong|Saudi|United|Sri) )?[A-Z][a-z]+"
              r" OUT\b"
              # PA: "RESTRICTIONS: EDITORIAL..."
              r"|(?:[A-Z]+ )?RESTRICTIONS APPLY\b|RESTRICTIONS:"
              # the German leagues' notice on Reuters' Bundesliga pictures: "DFL REGULATIONS
              # PROHIBIT ANY USE OF PHOTOGRAPHS AS IMAGE SEQUENCES AND/OR QUASI-VIDEO." (its
              # slash no credit's)
              r"|(?:DFL|DFB|DFL/DFB|DFB/DFL) (?:REGULATIONS|RULES) PROHIBIT\b")
_FILE_CODE = r"\([^\s()]*\d[^\s()]*\)"  # "(PTI29-07-2020_000123B)": an agency's file number
_TRAILING_TAGS = re.compile(
    # PA's "RESTRICTIONS: Editorial use only." is a tag in ordinary case too, and so is
    # Reuters' sports notice ("EDITORIAL USE ONLY. No use with unauthorized audio, video ...")
    # (and PA's football notice, "RESTRICTIONS: EDITORIAL USE ONLY No use with unauthorised
    # audio, video, data, fixture lists, club/league logos ...", its slash no credit's)
    rf"\s*(?:\b(?:RESTRICTIONS:\s*)?EDITORIAL USE ONLY\.? No use with unauthori[sz]ed"
    rf" [^()]{{0,340}}"  # (Reuters' full notice, "... Please contact your account representative
    # for further details.", runs past 300 characters)
    rf"|\b(?:{_TAG_START})[^a-z]*|\bRESTRICTIONS:[^/()]{{0,120}}"
    # ZUMA's "EDITORIAL USAGE ONLY! Not for Commercial USAGE!"
    rf"|\bEDITORIAL US(?:AG)?E ONLY!? Not for Commercial US(?:AG)?E!?"
    rf"|==\s*\w+\s*|{_FILE_CODE}\s*)$")
# the credit a wire's restriction tag quotes, when the caption has no other
_MANDATED_CREDIT = re.compile(r'MANDATORY CREDIT:? "([^"]{3,80})"')
# Where a tag of _TRAILING_TAGS can begin (matched case as it is).
_TAG_WORD = re.compile(rf"{_TAG_START}|==|{_FILE_CODE}\s*$")
_TAGS_WINDOW = 400
# dpa's legal note after the credit ("- IMPORTANT NOTE: In accordance with the
# regulations of the DFL ..."), in ordinary case and hundreds of characters long
_IMPORTANT_NOTE = re.compile(
    # and dpa's "Photo: -/MSF/dpa - ATTENTION: editorial use only ...", right after its name
    # (not 'A sign reading "ATTENTION: MINES" ...')
    # PA's handout notice ("... /PA Wire NOTE TO EDITORS: This handout photo may only be used
    # ..."), written after the credit with no stop before it
    # (in German too: "Foto: Name/dpa - ACHTUNG: Person(en) wurde(n) aus rechtlichen Gründen
    # gepixelt", a person blurred for legal reasons)
    r"\s*-?\s*(?:IMPORTANT NOTE|WICHTIGER HINWEIS):|(?<=dpa) - (?:ATTENTION|ACHTUNG):"
    r"|(?<=Wire)\.? NOTE TO EDITORS:")
_TOKEN = re.compile(r"\S+")
# a sentence's end: its mark, closing quotes and a space (the Urdu and Indic full stops, "۔"
# and "।", too; Ge'ez's, "።" or two wordspaces "፡፡", only where one stands: the alternative
# costs every caption a microsecond)
_STOP_MARKS = ".!?;"
_CLOSING_QUOTES = "[\"'”’]*"
_STOP_AT = f"[{_STOP_MARKS}۔।]{_CLOSING_QUOTES}\\s+"
_GEEZ_STOP_AT = f"(?:[{_STOP_MARKS}።]|፡፡){_CLOSING_QUOTES}\\s+"


def _boundary(stop: str) -> re.Pattern[str]:
    """A clause's boundary: a sentence's end (``stop``, a pattern), or a bar between spaces
    (". | Photo Credit:")."""
    return re.compile(rf"{stop}(?:\|\s+)?|\s\|{_CLOSING_QUOTES}\s+")


_BOUNDARY = _boundary(_STOP_AT)
_STOP = re.compile(_STOP_AT)  # _BOUNDARY where there is no "|": 4x cheaper
_GEEZ_BOUNDARY = _boundary(_GEEZ_STOP_AT)
_DASH_AGENCY = re.compile(r"(?:^|\s)[-–—]\s+([^-–—/]{2,40})$")
# An agency-led credit ("REUTERS/Name"); the word-start check is done in Python
# because a leading look-behind would make re try the pattern at every position.
_CAPS_AGENCY = re.compile(
    r"(?:REUTERS|AFP(?: PHOTO)?|EPA(?:-EFE)?|AP(?: Photo| PHOTO)|XINHUA|Xinhua|ANADOLU"
    r"|SANA|KCNA|UPI|dpa|DPA)\s*/")
_SPACED_CREDIT = re.compile(
    r"(?<![^\s.!?])([A-Z][A-Z-]{1,12})(?: PHOTO| FOTO)? "
    r"([A-Z][A-Z'’.-]+(?: [A-Z][A-Z'’.-]+){1,3})\s*$")
_INNER_CREDIT = re.compile(r"\((Photos? by [^()]{2,150}/[^()]{2,60})\)")
# ... and a labelled one, the date the paper prints after it kept in the body ("(Foto: Name/AFP
# – 29/11/2016). A aeronave ...": the Brazilian papers')
# (Milenio's "(Foto: Name | MILENIO)": a bar, not a slash; ABS-CBN's "(Photo: Name, ABS-CBN
# News)": a comma)
_INNER_LABELLED_CREDIT = re.compile(
    r"\(((?:Fotos?|Photos?)\s*:\s*[^()–—/|,]{2,80}(?:/| \| |, )[^()–—]{2,60}?)"
    r"(?:\)|\s+[–—-]\s+(?=\d[\d./-]{5,9}\)))")
# Shutterstock (and Rex before it) put the credit first, on a line of its own that ends
# with the picture's number: "Mandatory Credit: Photo by Name/Shutterstock (14562210bq)"
_LEADING_CREDIT = re.compile(
    r"(?:editorial use only\W{0,3})?"  # "Editorial use only Mandatory Credit: ..."
    r"(?:mandatory |photo )?credit:\s*"
    r"(photos? by [^()]{2,150}?/[^()]{2,60}?\s*\(\d{5,}[a-z]{0,3}\))\s*",
    re.IGNORECASE)
_MAX_CREDIT = 160
# a credit's label opening the caption, its credit line before the text: "Credit: Name / AFP"
_CREDIT_LABEL = re.compile(r"(?:mandatory |photo )?(?:credit|photographer|crédit(?: photo)?)"
                           r"\s*(?::|\.\.\.|…)\s*", re.IGNORECASE)
# (AFP's French desk: "Crédit photo :"; The New York Times' pages: "Credit...Name for The
# New York Times")
# "Photo:" opening a caption, before a credit that a dash closes: "Photo: Name/dpa - ...",
# and a copyright sign so ("© Name / Le Parisien — Gare de Lyon ...")
_PHOTO_LABEL = re.compile(r"(?:(?:photo|foto|picture)\s*:|©)\s*", re.IGNORECASE)
_CREDIT_DASH = re.compile(r"\s+(?:-{1,2}|–|—|\|)\s+")  # (or a bar: "Photo: Name/Eye Radio | ...")
# an agency, then its photographer, opening the caption (group 1 the credit, group 2 the
# agency): "AFP PHOTO / ALEXANDER NEMENOV -- ...", "CAMERA PRESS/Homer Sykes. ...", and with
# an en or em dash: "Anadolu Agency / Name — Children play ..."
_LEADING_AGENCY_NAME = re.compile(
    r"(([A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2})\s*/\s*"
    r"[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){1,4})(?:\s+(?:--?|[–—])\s+|\.\s+)(?=[A-Z\"“])")
_DPA_TAG = re.compile(r"\s*\+\+\+[^+]{0,40}\+\+\+$")
# an agency glued to "foto" at the very end, with its year and rights: Bernama's
# "--fotoBERNAMA (2024) COPYRIGHT RESERVED" ("HAK CIPTA TERPELIHARA" in Malay)
_GLUED_FOTO = re.compile(
    r"\s*-{0,2}\s*foto(?P<agency>[A-Z]{3,12})(?:\s*(?P<year>\(\d{4}\)))?"
    r"(?:\s+[A-Z][A-Z ]{2,40})?\s*$")
# a wire that obtained a picture it did not take: "Video obtained by REUTERS"
_OBTAINED_BY = re.compile(r"\s*(?:Video|Photo|Picture|Image|Footage)s? obtained by "
                          r"(?P<agency>[A-Z][\w .-]{1,30}?)\.?\s*$")
# a house's copyright closing the caption, no one named: "Satellite image ©2025 Maxar
# Technologies.", "© Airbus DS 2025"
_COPYRIGHT_HOUSE = re.compile(r"\s*(?:(?:Satellite )?(?:image|Image|photo|Photo)\s*)?©\s*"
                              r"(?:(?:19|20)\d\d\s+)?(?P<agency>[A-Z][\w .&-]{1,30}?)"
                              r"(?:\s+(?:19|20)\d\d)?\.?\s*$")
# an agency's closing "<AGENCY> photo <date>": CNA's "CNA photo July 25, 2024"
_AGENCY_PHOTO_DATE = re.compile(
    r"\s+(?P<agency>[A-Z][A-Za-z]{1,15}) [Pp]hoto "
    r"(?P<date>[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4})\.?\s*$")
_CREDIT_CODE_LINE = re.compile(r"\s*//\S*?/Credit:\s*([^:]{3,80}?)(?:/\d{6,})?\s*$")
# Reuters' subject tags after a credit: "(LIBYA - Tags: CIVIL UNREST CONFLICT POLITICS)"
_SUBJECT_TAGS = re.compile(r"\s*\([A-Z][A-Z .'-]*\s+-\s+Tags:[^()]*\)\s*")
# and the country alone, as its older captions end: "REUTERS/Jagadeesh Nv (INDIA)"
_COUNTRY_TAG = re.compile(r"\s\(([A-Z][A-Z .'-]{2,30})\)\s*$")
# an archive's date stamped after the credit: "(AP Laserphoto/Katsumi Kasahara) 1987",
# "(UPI TELEPHOTO) 1/15/70", "REUTER/Name 15 FEB 89", "ACME TELEPHOTO (12-27-49)"
_DATE_STAMP = re.compile(  # (not "Foto: Name/AFP - 05.05.2024": a credit line's own date)
    r"(?<![-–—])\s\(?((?:1[89]|20)\d\d(?:-\d\d-\d\d)?|\d{1,2}[-/.]\d{1,2}[-/.](?:\d\d){1,2}"
    r"|\d{1,2} [A-Z][a-z]{2} \d\d"
    r"|\d{1,2} [A-Z]{3} \d\d"
    # Anadolu's date on a line after the credit: "(Name - Anadolu Ajansı)\n23 Mart 2023"
    r"|(?<=\)\s)\d{1,2} [^\W\d_][^\W\d_]{2,9} (?:1[89]|20)\d\d)\)?$")
_STAMP_REACH = 20
_LEADING_HOUSE_TAG = re.compile(
    r"([A-Z][A-Z&'’ ]{2,40}?)(?:\s+(?:LTD|INC|CO)\.?)?\s*(?:--|\.\s|\s[—–|-]\s?)\s*(?=[A-Z])")
# (and a bar after it: Bolivia's APG, "APG | LA PAZ (Chukiyawu Marka), 24 de enero de 2025.-")
_SLIP_TAIL = re.compile(
    r"(?:[\s|•~¬.]*(?:R[ée]f(?:\.|erence)?\s*(?:No\.?\s*)?:?\s*[\w/-]*\d[\w/-]*"
    r"|PASSED BY (?:THE )?CENSOR|rec['’]d\.?\s+\d{1,2}/\d{1,2}/\d{2,4}"
    r"|/\s*[A-Z]{2,4}\s+\d{1,3}))[\s|•~¬.]*$")  # ("/ AUS 114"; not "AFP 2024", a year)
# a house opening the caption, then (its photo words and) a place's one word and a numeric
# day: Pacemaker's "Pacemaker Press Belfast 14-02-2024:", PA's old "PA NEWS PHOTO 18/6/84"
_HOUSE_OPENING = re.compile(
    r"([A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,3}?)(?: (?:NEWS |News )?(?:PHOTO|Photo|PICTURE))?"
    r"(?= (?:[A-Z][a-z]+ )?\d{1,2}[-/.]\d{1,2}[-/.](?:\d\d){1,2}\b)")


def _house_opening(text: str) -> tuple[str, int] | None:
    """(the house, where the text after it begins) for a caption a known house's slip heads,
    its day in figures within a few words (see :data:`_HOUSE_OPENING`); None otherwise."""
    digit = next((i for i, ch in enumerate(text[:60]) if ch.isdigit()), -1)
    if digit < 3:
        return None
    found = _HOUSE_OPENING.match(text, 0, digit + 12)
    if found is None or (house := normalise_agency(found[1])) is None:
        return None
    return house, found.end() + 1


def _without_slip_marks(text: str) -> str:
    """``text`` without an archive print's references, receipt stamps and censor's marks
    at its end: "Photo Keystone. Réf. K-44-3318.", "Photo by Name. rec'd 2/10/44" (the day
    it reached the library, not the picture's), "Keystone photo • Ref 46/2291 PASSED BY
    CENSOR". Searched only when a mark's word, or a number after a slash, ends the text."""
    tail = text[-60:]
    if not ("Ref" in tail or "Réf" in tail or "CENSOR" in tail or "rec'd" in tail
            or "rec’d" in tail or ("/" in tail and text.rstrip(" |•~¬.")[-1:].isdigit())):
        return text
    while (slip := _SLIP_TAIL.search(text, max(0, len(text) - 60))) is not None and slip.start():
        text = text[: slip.start()]
    return text


def _may_end_with_desk_codes(text: str) -> bool:
    """Whether the text's last word can be a wirephoto desk's code (see _DESK_CODES): one
    with a digit or a slash, a stray mark, or a few lower-case letters ("fls" of "sj/ fls");
    not the capitalised surname most credits end with."""
    if not (text[-1:].isalpha() or text[-1:] in "|•~¬"):
        return False
    last = text[text.rfind(" ") + 1 :]
    return any(ch.isdigit() or ch in "/|•~¬" for ch in last) or (last.islower() and len(last) <= 4)


# the credit a slip asks for: "PLEASE CREDIT KEYSTONE", "Credit line (ACME)", "CREDIT LINE
# (ACME)"
_CREDIT_ASKED = re.compile(r"(?:PLEASE CREDIT|CREDIT LINE|Credit line)\s*:?\s*\(?"
                           r"([A-Z][\w &.'-]{1,30}?)"
                           r"\)?[\s|•~¬.]*(?:[A-Z]{2,4}-[\w-]+)?[\s|•~¬.]*$")
# a wirephoto slip's desk codes after its date stamp: "9/4/57 jr41200stf", "11/2/63 sj/ fls",
# "11/11/65 • LON/SAL", "9-2-45 • SF-6 ~"
_DESK_CODES = re.compile(
    r"(?<=\d[/-]\d\d)(?:\s+(?:[a-z]{1,4}\d+[a-z]*|[a-z]{1,4}/\s?[a-z]{1,4}|[a-z]{1,4}/|[|•~¬]"
    r"|[A-Z]{2,4}/[A-Z]{2,4}|[A-Z]{1,3}-\d{1,3}))+\s*$")
_KYODO_TAG = re.compile(r"\s*==\s*(?:Kyodo|KYODO)\s*$")  # Kyodo's English captions close so
# Europa Press closes its credit with the day in capitals and its keywords: "Name / Europa
# Press 08 AGOSTO 2025;CÓRDOBA;INCENDIO;MEZQUITA"
_PRESS_STAMP = re.compile(
    r"\s(\d{1,2} [A-ZÁÉÍÓÚÑÇ]{3,10} (?:1[89]|20)\d\d)(?:;[^;\n]{1,40})*$")
# an operator's or photographer's bracket after a wirephoto's: "(AP WIREPHOTO)(Name) 1972",
# "(AP WIREPHOTO) (stf)"
_SECOND_BRACKET = re.compile(r"\)\s*\(([^()]{2,40})\)$")
_OPERATOR_INITIALS = re.compile(r"[a-z]{2,4}")
_WIRE_NOTE = re.compile(r"(?i:see (?:wire |AP |UPI )?(?:story|stories)|story (?:slugged|in) [\w ]+"
                        r"|(?:color|colour|b&w|radiophoto|cablephoto))")
_NOT_NAME_WORDS = frozenset({"see", "story", "color", "colour", "file", "pool", "photo", "out"})
# an agency's name of up to four words before " via ": "Action Images via Reuters/Name"
_AGENCY_BEFORE_VIA = re.compile(r"((?:[A-Z][\w&'’.-]* ){0,3}[A-Z][\w&'’.-]*) via $")
# "NZ Herald photograph by Name", "Stuff picture by Name": the outlet before the lead
_OUTLET_LEAD = re.compile(
    r"((?:The )?[A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,3}) (?:photograph|photo|picture)s? by ")
# An archive's credit sentence at the end: "..., Library of Congress, LC-B8184-7964-A."
_ARCHIVE_SENTENCE = re.compile(
    r"(?:^|(?<=[.;] ))([^.;]{0,120}?\b(Library of Congress|Imperial War Museums?|IWM"
    r"|Bundesarchiv|National Archives|Australian War Memorial|AWM)\b[^;]{0,80}?)\.?\s*$")
# The photographer an archive's caption names: "Photograph by Andrew J. Russell."
_PHOTOGRAPHED_BY = re.compile(
    r"\b(?:[Pp]hotograph(?:ed)? by|[Ss]tereograph by|[Pp]hotographer:)\s+"
    r"((?:(?:Sgt|Cpl|Lt|Capt|Maj|Col)\.\s+)?(?:[A-Z]\.|[A-Z][\w'’-]+)"
    r"(?:\s+(?:[A-Z]\.|[A-Z][\w'’-]+)){1,4})")
# Words before "photo by" that name no outlet: "Supplied photo by Name"
_NOT_OUTLETS = frozenset("""supplied family file handout courtesy undated pool staff contributed
submitted archive official""".split())  # noqa: SIM905
# "ABU DHABI, 13th February, 2024 (WAM) --": the agency of a story dateline
# (the town in capitals, in ordinary case before its date: "Ramallah, 7-10-2024 (WAFA) –",
# "Alger, le 5 juillet 2022 (APS) –", or a town of one or two words alone: "Karbala (INA) –";
# not an organisation's name before its initials: "Palestinian Authority (PA) –", see below)
_DATELINE_AGENCY = re.compile(
    # (NAN's state in brackets: "IKEJA (Lagos State), Oct. 21, 2020 (NAN) –")
    r"(?:[A-Z][A-Z .'’-]+(?:\s*\([\w .'’-]{2,30}\))?(?:,[^()]{0,40}?)?"
    r"|[A-Z][\w .'’-]{1,40},[^()]{0,40}?"
    r"|(?P<town>[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?) )"
    # (BNA's colon after the tag, "Sakhir, March 5 (BNA): ...", and ENA's English none,
    # "Addis Ababa, September 12/2024 (ENA) Thousands ...")
    r"\((?P<agency>[A-Za-z -]{2,30})\)(?:\s*(?:--|-|—|–|:)|\s+(?=[A-Z]))")
_DATELINE_AGENCY_LAST = re.compile(
    r"[A-Z][\w .'’-]+,[^()]{0,80}?\d{4}, (?P<agency>[A-Z]{2,6}) --")
# (German's nouns in capitals too, and a short sentence's end: "Foto: Stadt Ulm/Presseamt.
# Tausende kamen.", "Foto: privat/Archiv. Die Schau zeigt ...")
_SENTENCE_AFTER = re.compile(r"[a-zäöüß]\. [A-ZÄÖÜ][a-zäöüß]+ [A-Za-zäöüß]+[ .!?]")
# "(AP Photo/Name) ...", "(c) Name / Magnum Photos. INDIA. ...", "© Name/Agency. ..."
_LEADING_GROUP = re.compile(r"(?:\(([^()]{3,100})\)|(?:\(c\)|©)\s*([^.()]{3,100}?)\.)\s+(?=\S)")
# "... 9 May 1975. Photo: TASS / Vladimir Fedorenko. Veterans lay flowers ...": a credit
# written as a sentence of its own inside the text
_CREDIT_SENTENCE = re.compile(
    r"(?:^|(?<=[.!?] ))((?:Photos?|Pictures?|Images?|Fotos?|Фото|Фота)\s*(?:by\b|:)[^./]{2,60}"
    r"/[^./]{2,60})"  # (Asia-Plus's "Фото: Name / «Азия-Плюс». Навруз ...")
    r"\.(?= |$)")
_ORG_RUN = 12
# small words inside an organisation's name, and the nouns written lower case in them
# ("Press service of the General Staff", "the regional military administration")
_ORG_JOINERS = NAME_PARTICLES | ORG_WORDS | frozenset(
    """of the for on in staff guard regiment battalion military regional state city
    national""".split())  # noqa: SIM905
_HANDOUT_AFTER = re.compile(r"\s*(?:handout|ho)\b", re.IGNORECASE)  # "/Handout", "/ HO"
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)$")  # "the 24th Mechanised Brigade"


def _opening_paren(text: str, close: int) -> int:
    """The "(" matching the ")" at ``close`` ("(Photo by HO / Syrian Arab News Agency (SANA)
    / AFP)" holds a group of its own); -1 when unbalanced within the credit length."""
    start = text.rfind("(", 0, close)
    if start < 0 or text.find(")", start, close) < 0:
        return start  # the common case: no group inside
    depth = 0
    for i in range(close, max(-1, close - _MAX_CREDIT - 1), -1):
        ch = text[i]
        if ch == ")":
            depth += 1
        elif ch == "(":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _credit_from_parenthesis(text: str) -> tuple[int, int, Credit] | None:
    end = len(text.rstrip(" ."))
    if end == 0 or text[end - 1] != ")":
        return None
    second = _SECOND_BRACKET.search(text, max(0, end - 44), end)
    if second is not None:
        wire = _credit_from_parenthesis(text[: second.start() + 1])
        inside = second.group(1)
        if wire is not None and wire[2].photographer is None and "photo" in text[
            wire[0] + 1 : second.start()
        ].lower():  # "(AP WIREPHOTO)(Name)", "(AP WIREPHOTO via radio ...) (pl)"
            if _OPERATOR_INITIALS.fullmatch(inside) or _WIRE_NOTE.fullmatch(inside):
                # "(stf)": the operator, no one to name; "(see wire story)": a desk's note
                return wire[0], len(text), wire[2]
            if _named_person(inside):
                credit = dataclasses.replace(wire[2], photographer=tidy_name(inside))
                return wire[0], len(text), credit
    start = _opening_paren(text, end - 1)
    if start < 0 or end - start > _MAX_CREDIT:
        return None
    inside = text[start + 1:end - 1]
    if inside.startswith(("foto ", "photo ")) and inside[inside.find(" ") + 1 :][:1].isupper():
        inside = inside[:1].upper() + inside[1:]  # Italy's papers: "(foto Fotogramma)"
    credit = parse_credit(_outlet_first(inside)) or _house_initials_closing(text, start, inside)
    if credit and credit.photographer is None and credit.agency:
        named = _NAME_BEFORE_HOUSE.search(text, max(0, start - 50), start)
        if named is not None and named.group(1).isupper() and is_name(named.group(1)) \
                and _NOT_A_NAME.isdisjoint(named.group(1).lower().split()) \
                and fold(named.group(1)) not in MARKERS:
            # El País's "... de Basilea. JEAN-CHRISTOPHE BOTT (EFE)": the name, its house
            credit = dataclasses.replace(credit, photographer=tidy_name(named.group(1)))
            return named.start(1), len(text), credit
        labelled = _LABELLED_NAME_BEFORE.search(text, max(0, start - 60), start) \
            if "oto" in text[max(0, start - 60) : start] else None
        if labelled is not None and len(labelled[1].split()) >= 2 and is_name(labelled[1]) \
                and not _a_body_s_words(labelled[1]):  # (not "Foto: Policía Local (EFE)")
            # ABC's "/ Foto: Manuel Olmedo (ABC)": the labelled name, its house in brackets
            credit = dataclasses.replace(credit, photographer=tidy_name(labelled[1]))
            return labelled.start(), len(text), credit
    return (start, len(text), credit) if credit else None


def _house_initials_closing(text: str, start: int, inside: str) -> Credit | None:
    """The house whose initials in capitals alone, bracketed after the last sentence's stop,
    close the caption: Kenya's Presidential Communication Service's "... 2024. [PCS]" (a
    house whose initials are a word too: only here). Four capitals opening with K or W are no
    station's call letters without its channel or "TV" ("(WWII)", "(WNBA)" close captions
    too): only a house the tables know counts, or a listed station (.agencies.KNOWN_STATIONS:
    "(KCRG)")."""
    if not (3 <= len(inside) <= 5 and inside.isupper() and inside.isalpha()) \
            or not text[:start].rstrip().endswith((".", "!", "?")):
        return None
    house = credit_slot_agency(inside) or (inside if inside in KNOWN_STATIONS else None)
    return Credit(agency=house, raw=inside) if house is not None else None


# a photo label and a name just before a house in brackets: "Foto: Name Surname (ABC)"
_LABELLED_NAME_BEFORE = re.compile(r"(?:Foto|FOTO|Photo|PHOTO)\s*:\s*([^()/:.,;]{3,50}?) $")


# words of a body's or a picture's description, not a name ("COMUNIDAD DE MADRID (EFE)",
# "UNA IMAGEN DE ARCHIVO (EFE)")
_NOT_A_NAME = frozenset("""una un el la los las imagen imágenes foto fotografía archivo comunidad
    gobierno ayuntamiento junta ministerio policía guardia casa ejército generalitat xunta
    diputación cabildo presidencia marine national nationale nacional nazionale""".split())  # noqa: SIM905
# a sentence of a name alone before a house in brackets, two to four words in capitals, as
# the Spanish papers credit the agencies' photographers ("JEAN-CHRISTOPHE BOTT (EFE)")
_NAME_BEFORE_HOUSE = re.compile(
    r"(?:^|[.!?]\s+)((?:[A-ZÀ-Þ][\w'’-]*\.? ){1,3}[A-ZÀ-Þ][\w'’-]+) $")


def _named_person(part: str) -> bool:
    """A person's name in a bracket of its own: two or more words, not in capitals (not
    "ITALY OUT"), no digits (not "Feb. 7, 1964"), no marker ("Pool", "File")."""
    return (
        " " in part.strip()
        and not part.isupper()
        and not any(c.isdigit() for c in part)
        and fold(part) not in MARKERS
        and _NOT_NAME_WORDS.isdisjoint(fold(part).split())  # "(See Story)", "(Color)"
        and is_name(part)
    )


def _outlet_first(candidate: str) -> str:
    """"NZ Herald photograph by Name", "(PNA photo by Name)" in the slash form
    ("Photo by Name/PNA"); "Supplied photo by Name" names no outlet. Others unchanged."""
    outlet = _OUTLET_LEAD.match(candidate) if "/" not in candidate else None
    if outlet is None:
        return candidate
    source = "" if outlet.group(1).lower() in _NOT_OUTLETS else f"/{outlet.group(1)}"
    return f"Photo by {candidate[outlet.end():]}{source}"


def _credit_signal(tail: str) -> bool:
    """Whether a (lower-cased) tail holds a separator, "via", a lead word of a credit, or
    ends with a picture service's word ("UPI TELEPHOTO").

    Plain substring tests: about twenty times cheaper than one regex here; the
    "photo ...", "picture ..." and "image ..." forms only once the word itself is there.
    """
    return ("/" in tail or "\\" in tail or " - " in tail or "–" in tail or "—" in tail
            or "via " in tail or "courtesy" in tail or "credit" in tail or "foto" in tail
            or "fotó" in tail or "фото" in tail or "снимка" in tail or "snimka" in tail
            or "تصوير" in tail or "عکس" in tail or "عکاس" in tail or "عدسة" in tail
            or "تصویر" in tail or "צילום" in tail or _hindi_urdu_bengali_label_in(tail)
            or "фота" in tail or "сүрөт" in tail or "φωτ" in tail
            or "pic:" in tail or "tasweer" in tail or "taswir" in tail
            or sea_label_in(tail)
            or african_label_in(tail)
            or regional_label_in(tail)
            or " for " in tail or " pour " in tail or "ph :" in tail
            or (("photo" in tail or "picture" in tail or "image" in tail)
                and (_LEAD_WORD.search(tail) is not None or tail.endswith("photo")
                     or ("photo " in tail and (_PHOTO_HOUSE_WORD.search(tail) is not None
                                                or _PHOTO_HOUSE_END.search(tail) is not None)))))


def _hindi_urdu_bengali_label_in(tail: str) -> bool:
    """Whether a tail holds Hindi's, Urdu's or Bengali's word for "photo" ("फोटो", "فوٹو",
    "ছবি"); the label itself read by LEAD."""
    return not tail.isascii() and any(word in tail for word in HINDI_URDU_BENGALI_PHOTO_WORDS)


def _tag_hint(tail: str) -> bool:
    return ("TPX" in tail or "FILE PHOTO" in tail or "REFILE" in tail or "ATTENTION" in tail
            or "SEARCH" in tail or "EDITORIAL" in tail or "NO " in tail or "NOT FOR" in tail
            or "MANDATORY" in tail or "THIS " in tail or "REUTERS IS" in tail
            or "IT WAS PROCESSED" in tail or "WARNING" in tail or " OUT" in tail or "==" in tail
            or "RESTRICTIONS" in tail or "PROHIBIT" in tail
            or _ends_with_file_code(tail))


def _ends_with_file_code(tail: str) -> bool:
    end = tail.rstrip()
    if not end.endswith(")"):
        return False
    inside = end[end.rfind("(") + 1 : -1]
    return bool(inside) and " " not in inside and any(ch.isdigit() for ch in inside) \
        and normalise_agency(inside) is None  # (not "(NEWS1)", a house)


# ANP writes its distribution tag in lower case: "ANP REMKO DE WAAL netherlands out - belgium out"
_LOWER_OUT_TAGS = re.compile(
    r"\s+(?:(?:netherlands|belgium|luxembourg|germany|austria|switzerland|france|italy|spain"
    r"|portugal|denmark|norway|sweden|finland|uk|usa) out(?:\s*-\s*|\s*$))+$")


# a wire's bracketed credit in capitals, which no tag holds: an archive caption written all in
# capitals ("... RESCUE WORKERS SEARCH THE RUBBLE ... (AP PHOTO/NAME) 1992") reads as tags
# from a tag's word ("SEARCH ...") to its end, its credit with them
_CAPITALS_CREDIT = re.compile(r"\([A-Z][A-Z .-]{0,20} PHOTO ?/[^()]{2,60}\)")


def _tags_start(text: str) -> int | None:
    """Where the wire tags at the end of ``text`` begin, spaces before them included.

    Tried only where a tag's first words stand, in the last ``_TAGS_WINDOW``
    characters: ``_TRAILING_TAGS`` searched as it is (it opens with ``\\s*``)
    would be tried at every position. The first place whose rest is all tags wins.
    """
    if text.endswith(" out"):
        lower = _LOWER_OUT_TAGS.search(text, max(0, len(text) - 80))
        if lower is not None:
            return lower.start()
    if "NOTE" in text and ("IMPORTANT NOTE:" in text or "NOTE TO EDITORS:" in text) \
            or "dpa - ATTENTION:" in text or "dpa - ACHTUNG:" in text \
            or "WICHTIGER HINWEIS:" in text:
        note = _IMPORTANT_NOTE.search(text)
        if note is not None:
            return note.start()
    if not _tag_hint(text[-_MAX_CREDIT:]) \
            and "RESTRICTIONS: EDITORIAL" not in text[-_TAGS_WINDOW:] \
            and "EDITORIAL USE ONLY" not in text[-_TAGS_WINDOW:]:  # (PA's, Reuters' long notices)
        return None
    low = max(0, len(text) - _TAGS_WINDOW)
    for word in _TAG_WORD.finditer(text, low):
        start = low + len(text[low:word.start()].rstrip())  # the spaces before it too
        if _TRAILING_TAGS.match(text, start) \
                and _CAPITALS_CREDIT.search(text, start) is None:
            return start
    return None


def _credit_from_tail(text: str) -> tuple[int, int, Credit] | None:
    tail = text[-_MAX_CREDIT:]
    if not _credit_signal(tail.lower()):
        return None  # most bodies: no credit sign in reach, so no scanning
    end = len(text)
    low = max(0, end - _MAX_CREDIT)
    if not _may_hold_credit(text[low:end]):
        return None
    boundary = _BOUNDARY if text.find("|", low, end) >= 0 else _STOP
    if not tail.isascii() and ("።" in tail or "፡፡" in tail):
        boundary = _GEEZ_BOUNDARY
    starts = [
        m.end() for m in boundary.finditer(text, low, end)
        if not (text.startswith(".", m.start() - 2, m.start() - 1)  # "U.S. Army/Handout"
                and text[m.start() - 1 : m.start()].isalnum())  # (not "(EE.UU.). EFE/Name")
        and not _initial_before(text, m.start())  # "Photo: R. Ravindran / The Hindu"
        and not text.endswith(("Nuotr", "nuotr"), 0, m.start())  # Lithuanian "Nuotr. Name"
        and not text.endswith((" Fot", ".Fot"), 0, m.start())  # Polish "Fot. Name/PAP"
    ][-3:]
    if end <= _MAX_CREDIT:
        starts.insert(0, 0)
    elif not starts:
        starts = [low]  # no full stop in reach: "... with Iliman Ndiaye REUTERS/Carl Recine"
    if len(starts) > 1 and "|" in text[starts[-1] - 3 : starts[-1]]:
        # the last boundary a bar, which may part the credit itself ("... 2023 Fotografia:
        # Name | Edições Novembro"): a label is looked for from the clause before it
        starts = sorted({*starts, *_label_starts(text, starts[-2], end)})
    else:
        starts.extend(_label_starts(text, starts[-1], end))
    if text.find("\n", low, end) >= 0:
        # a label opening a line of its own, no full stop before it ("... Luanda, 12 de
        # Abril de 2023\nFotografia: Name | Edições Novembro"): the bar inside the credit
        # is a later boundary
        lines = [at + 1 for at in _newlines(text, low, end)
                 if at + 1 not in starts and LEAD.match(text[at + 1 : at + 60])]
        starts = sorted(starts + lines) if lines else starts
    for start in reversed(starts):
        found = _tail_candidate(text, start, end)
        if found:
            return found[0], len(text), found[1]
    return None


# a photo label of a script written with no full stops (Thai, Khmer, Burmese; Dzongkha, whose
# shad "།" is no full stop the finder knows): "...
# กรุงเทพฯ ภาพโดย สมชาย ใจดี", "... ភ្នំពេញ រូបថត៖ ហេង ជីវ័ន", "... ဓာတ်ပုံ - MNA"
_SCRIPT_LABEL = re.compile(rf"(?<!\S)(?:{SCRIPT_LABEL})")
# a photo label of India's scripts where a credit may begin with no full stop before it: after
# a bracket or a bar ("... (2019) ఫోటో: Name"), glued to Punjabi's dash too (not after a word:
# "ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: Name" is the house's label)
_INDIC_LABEL_AT = re.compile(rf"(?:(?<=\)\s)|(?<=[(|])|(?<=\|\s))-?(?:{INDIC_LABEL})")
# a dash before a credit's label, in a clause no full stop closes: "... chiều 10-9-2024 -
# Ảnh: DANH KHANG", "... semalam. – Foto BH: NAME", "... semalam. - Foto KOSMO!/NAME"
_DASH_GAP = re.compile(r"\s(?:-{1,2}|[–—])\s*(?=\S)")


# a photo label with its colon right after a full stop, with no space between ("року.Фото:
# Name/УНІАН"), or after an abbreviation's stop, which sets off no clause ("... in 2003 E.C.
# Photo: Ethiopian Press Agency")
_GLUED_LABEL = re.compile(
    r"(?<=[.!?])\s?(?=(?:Фото|Фота|ФОТО|Foto|FOTO|Photo|PHOTO|Picture|PICTURE)"
    r"(?: [A-Z]{2,8})?\s*:)")  # (and a house's initials: Noticias Argentinas' ".Foto NA:Name")
_GLUED_LABEL_WORDS = ("Фото", "Фота", "ФОТО", "Foto", "FOTO", "Photo", "PHOTO", "Picture",
                      "PICTURE")  # (its cheap test)


_GLUED_HOUSE_PHOTO = re.compile(r"(?<=[.!?])(?=[A-Z]{2,12} (?:FOTO|PHOTO) ?/ ?[A-Z])")
# a desk's initials in lower case and brackets before a slashed credit ("(jm)PAP/Name")
_DESK_INITIALS_BEFORE = re.compile(r"(?<!\w)\([a-z]{2,4}\)\s?(?=[A-Z][\w-]*\s?/)")
_LABEL_AFTER_DATE = re.compile(r"(?<=\d)\s+(?=(?:Fotografia|Foto|FOTO|Photo|PHOTO|Picture"
                               r"|PICTURE|Photograph)\s?:\s)")
_ARABIC_LABEL_COLON = re.compile(r"(?<!\S)(?:عکاس|عکس|تصویر|تصوير)\s*:")


_DATE_SLASHES = re.compile(r"\d/(?=\d)")
_CREDIT_BEFORE_SIGN = re.compile(r"(?<!\S)(?:(?:mandatory|photo) )?credit:?\s*$", re.IGNORECASE)


def _label_starts(text: str, low: int, end: int) -> list[int]:
    """Where a credit may begin after ``low`` (the last clause's start) that no full stop
    sets off: a photo label of the scripts without full stops (:data:`_SCRIPT_LABEL`), or a
    dash before a credit's label (:data:`LEAD`, "Foto BH:"). Substring tests first."""
    window = text[max(0, low - 1) : end]
    found = []
    if "ภาพ" in window or "รูป" in window or "រូប" in window or "ဓာတ်ပုံ" in window \
            or "པར" in window \
            or any(word in window for word in GEEZ_PHOTO_WORDS):
        found = [m.start() for m in _SCRIPT_LABEL.finditer(text, low, end) if m.start() > low]
    if not window.isascii() and any(word in window for word in INDIC_PHOTO_WORDS):
        # India's labels after a bracket or a bar, no full stop before: "... (2019) ఫోటో: Name"
        found += [m.start() for m in _INDIC_LABEL_AT.finditer(text, low, end) if m.start() > low]
    if (".Ф" in window or ".F" in window or ".P" in window or ". P" in window
            or ". F" in window) and any(label in window for label in _GLUED_LABEL_WORDS):
        # a label glued to the sentence before it, its space lost: "... 2020 году.Фота:Name";
        # or after an abbreviation's stop: "... 2003 E.C. Photo: Name"
        found += [m.end() for m in _GLUED_LABEL.finditer(text, low, end) if m.end() > low]
    if ")" in window and "/" in window and "(" in window:
        # PAP's editor's initials in brackets before its credit: "... 18 bm. (jm)PAP/Name"
        found += [m.end() for m in _DESK_INITIALS_BEFORE.finditer(text, low, end)
                  if m.end() > low]
    if ("FOTO" in window or "PHOTO" in window) and "/" in window:
        # a house's "ANTARA FOTO/" glued to the sentence's stop: "... (29/9/2024).ANTARA
        # FOTO/Name/nym."
        found += [m.end() for m in _GLUED_HOUSE_PHOTO.finditer(text, low, end) if m.end() > low]
    near = text[max(0, end - 80) : end]
    if not near.isascii() and ("عکاس" in near or "عکس" in near or "تصو" in near):
        # Persian's and Arabic's labels with their colon, no full stop before them (a date
        # closes the sentence): "... دوشنبه ۲۲ بهمن ۱۴۰۳ عکاس: Name | خبرگزاری تسنیم"
        # (a bar may part the credit: the label is looked for before the clause's start too)
        found += [m.start() for m in _ARABIC_LABEL_COLON.finditer(text, max(0, end - 80), end)
                  if m.start() > 0]
    if ": " in window and any(label in window for label in _GLUED_LABEL_WORDS):
        # a label after a date that closes its sentence with no stop, as a line's end does
        # once the lines are joined: "... Luanda, 12 de Abril de 2023 Fotografia: Name"
        found += [m.end() for m in _LABEL_AFTER_DATE.finditer(text, max(0, low - 1), end)
                  if m.end() > low]
    if "©" in window:
        # a copyright sign opens a credit with no full stop before it, as a line's end does
        # once the lines are joined: "... Co. Galway 31/7/2024 ... first time round
        # ©INPHO/Name" (the date's slashes are no credit's)
        at = text.find("©", low + 1, end)
        while at >= 0 and _DATE_SLASHES.sub("", text[low:at]).find("/") < 0:
            # (not a copyright line inside a credit: "Name/Royal Navy © Crown copyright/...")
            label = _CREDIT_BEFORE_SIGN.search(text, max(low, at - 24), at)  # ("Mandatory
            found.append(at if label is None else label.start())  # Credit ©INPHO/Name")
            at = text.find("©", at + 1, end)
    found += west_asia_label_starts(text, low, end)  # Armenian: "... 21: Լուսանկարը՝ Name"
    found += central_asia_label_starts(text, low, end)  # "... (2024.03.14) Зураг: Ikon.mn"
    if " -" in window or " –" in window or " —" in window:
        for gap in _DASH_GAP.finditer(text, max(0, low - 1), end):  # (the space before it)
            rest = text[gap.end() : gap.end() + 60]
            words = rest[:30].lower()
            if not ("oto" in words or "ảnh" in words or "gambar" in words or "pic" in words
                    or "image" in words or "credit" in words or "فوٹو" in words
                    or "تصو" in words or "عکس" in words or "फोटो" in words or "ছবি" in words
                    or "фото" in words):
                continue  # no label's word: no regex tried ("LONDON - ...")
            house = PHOTO_HOUSE_COLON.match(rest)
            if LEAD.match(rest) or AGENCY_PHOTO_LEAD.match(rest) or (
                    house is not None and credit_slot_agency(house[1]) is not None):
                found.append(gap.end())
    return sorted(found)


def _newlines(text: str, start: int, end: int) -> Iterator[int]:
    """The positions of the line breaks in ``text[start:end]``."""
    at = text.find("\n", start, end)
    while at >= 0:
        yield at
        at = text.find("\n", at + 1, end)


def _initial_before(text: str, stop: int) -> bool:
    """Whether the full stop at ``stop`` follows a name's initial: a lone capital after a
    label's colon or another initial ("Photo: R. Ravindran", "R. K. Singh"; not "49.6 C.")."""
    if stop >= 2 and is_indic(text[stop - 1]):
        return _indic_initial_before(text, stop)
    if not (stop >= 4 and text[stop] == "." and text[stop - 1].isupper()
            and text[stop - 2] == " "):
        return False
    # ... or a middle initial in a name written in capitals: "MIGUEL A. LOPES/LUSA", or
    # between a given name and a surname the credit's slash follows: "Richard A. Reyes/AFP"
    return text[stop - 3] in ":." or (
        text[stop - 4 : stop - 2].isupper() and text[stop + 2 : stop + 4].isupper()
    ) or (text[stop - 3].islower() and _SURNAME_THEN_SLASH.match(text, stop + 2) is not None
          and text[text.rfind(" ", 0, stop - 2) + 1].isupper())


def _indic_initial_before(text: str, stop: int) -> bool:
    """Whether the full stop at ``stop`` closes an initial of a name in India's scripts (see
    :func:`.regional_credits.closes_an_indic_initial`: "ம.", "ஜி.ஆர்."), with a photo label's
    colon before it and no full stop between ("படம்: ம. பிரபு", "ചിത്രം: വിഷ്ണു വി. നായർ"; not
    "... నదికి వరద. ఫోటో:", a sentence's last word after a dateline's colon)."""
    space = text.rfind(" ", max(0, stop - 12), stop)
    if space < 0 or not closes_an_indic_initial(text, stop):
        return False
    colon = text.rfind(":", max(0, space - 40), space + 1)
    return colon >= 0 and text[:colon].rstrip().endswith(INDIC_PHOTO_WORDS) \
        and _STOP.search(text, colon, space) is None


def _house_after(text: str, at: int) -> bool:
    """Whether a house's name follows the slash or dash at ``at`` ("... / وائٹ اسٹار"; not
    "آب/أغسطس 2020", AFP Arabic's two names of a month)."""
    part = re.split(r"[/(]", text[at + 1 : at + 50], maxsplit=1)[0]
    return normalise_agency(part.strip(" -–—")) is not None


# (and India's scripts, their initials' stops too: "ம. பிரபு / தினமலர்"; and Georgian's)
_CASELESS_WORD = re.compile("(?:[\u0620-\u064a\u066e-\u06d3\u06d5\u0900-\u0963\u0970-\u0dff"
                            f"{WEST_ASIA_LETTERS}\u200c]|{INDIC_INITIAL_STOP})+")
_SURNAME_THEN_SLASH = re.compile(r"[A-Z][\w'’-]*\s?/")  # (not "Gate C. Lyn Rillon/INQUIRER")


def _may_hold_credit(window: str) -> bool:
    """Whether some clause of ``window`` can pass :func:`_tail_candidate`'s test.

    A clause there needs a slash, " via ", "courtesy", a credit lead or an agency
    after a final dash; a window holding none of them (a body whose only credit
    sign was a dateline's " - ") is dismissed before its clauses are scanned.
    The lead words are tested by parts without i, k or s, the letters that
    IGNORECASE also matches to non-ASCII letters.
    """
    if "/" in window or _publication_at(window) >= 0:
        return True
    lowered = window.lower()
    if (" via " in lowered or "courtesy" in lowered or "photo" in lowered or "cture" in lowered
            or "fotó" in lowered or "фото" in lowered or "снимка" in lowered
            or "snimka" in lowered or "تصوير" in lowered or "عکس" in lowered
            or "عکاس" in lowered or "عدسة" in lowered or "تصویر" in lowered or "צילום" in lowered
            or _hindi_urdu_bengali_label_in(lowered)
            or "фота" in lowered or "сүрөт" in lowered or "φωτ" in lowered
            or "mage" in lowered or "foto" in lowered or "cred" in lowered or "pic:" in lowered
            or "tasweer" in lowered or "taswir" in lowered
            or sea_label_in(lowered) or african_label_in(lowered)
            or regional_label_in(lowered)):
        return True
    # the dash of a "Name - Agency" clause is the window's last dash (the agency
    # part holds none), so one search of the window finds the only candidate
    dash = _DASH_AGENCY.search(window) if "-" in window or "–" in window or "—" in window \
        else None
    return dash is not None and normalise_agency(dash.group(1)) is not None


def _agency_led(candidate: str) -> re.Match[str] | None:
    for match in _CAPS_AGENCY.finditer(candidate):
        at = match.start()
        if at == 0 or not (candidate[at - 1].isalnum() or candidate[at - 1] in "/_"):
            return match
    return None


def _tail_candidate(text: str, start: int, end: int) -> tuple[int, Credit] | None:
    candidate = text[start:end]
    label = label_after_dash(candidate)
    if label is not None and (LEAD.match(label) or AGENCY_PHOTO_LEAD.match(label)):
        # Dawn's "— Photo by Name / White Star", "— فوٹو: Name / وائٹ اسٹار", "— KT Photo: Name",
        # Punjabi's "-ਤਸਵੀਰ: Name"
        start, candidate = end - len(label), label
    elif candidate[:1] in "-–—" and _photo_then_house(candidate):
        label = candidate.lstrip("-–— ")  # the Vientiane Times' "--Photo Vientiane Times"
        start, candidate = end - len(label), label
    caps = _agency_led(candidate) if "/" in candidate else None
    dash = _DASH_AGENCY.search(candidate) if "- " in candidate or "–" in candidate \
        or "—" in candidate else None
    dash_agency = dash is not None and normalise_agency(dash.group(1)) is not None
    publication = _publication_at(candidate) if "/" not in candidate else -1
    house_lead = AGENCY_PHOTO_LEAD.match(candidate)
    if house_lead is not None and normalise_agency(house_lead.group(1)) is not None:
        pass  # "ELTA archive photo / Paulius Lileikis": the clause is the credit
    elif caps:
        start += caps.start()
        start = _sender_before(text, start)
    elif "/" in candidate and not LEAD.match(candidate):
        slash = start + candidate.index("/")
        if _HANDOUT_AFTER.match(text, slash + 1):
            start = _organisation_start(text, start, slash)  # "Press service of the ..."
        else:
            named = _agency_ending_at(text, start, slash)  # "Save the Children/Name"
            start = named if named is not None else _courtesy_before(text, _press_service_before(
                text, _sender_before(text, _name_start(text, start, slash))))
    elif dash is not None and dash_agency and not LEAD.match(candidate):
        start = _name_start(text, start, start + dash.start())  # "Ali Jadallah - Anadolu Agency"
    elif publication >= 0 and not LEAD.match(candidate):
        start = _name_start(text, start, start + publication)  # "Name for The New York Times"
    candidate = text[start:end].strip()
    if not candidate or len(candidate.split()) > 16:
        return None
    if start == 0 and ". " in candidate and _sentence_after_opening_label(candidate):
        return None  # "PHOTO: President Name. The President arrived ...": no credit's end
    candidate = _outlet_first(candidate)
    if _clause_after_the_slash(candidate):
        return None  # "a Save the Children/UNICEF child-friendly space in Gaziantep"
    slash = candidate.find("/")
    if slash >= 0 and _SENTENCE_AFTER.search(candidate, slash):
        return None  # "Photo: TASS / Name. Veterans lay flowers.": a sentence follows the credit
    bare = COPYRIGHT_HEAD.sub("", candidate, count=1) if candidate[:1] in "©(" else candidate
    if "/" not in candidate and not dash_agency and publication < 0 \
            and not LEAD.match(bare) and not AGENCY_PHOTO_LEAD.match(bare) \
            and not HYPHEN_PHOTO_LEAD.match(bare) and not FOTO_HOUSE_DASH.match(bare) \
            and not PHOTO_NAME_HOUSE.fullmatch(bare) and not _house_colon(bare) \
            and not PAPER_WORD_PHOTO.fullmatch(bare) \
            and " via " not in candidate.lower() \
            and not house_label(bare) and photo_house_name(bare) is None \
            and not _photo_then_house(bare) \
            and "courtesy" not in candidate.lower() and "hisani" not in candidate \
            and not _wirephoto(candidate):
        return None
    credit = parse_credit(candidate)
    return None if credit is None else (start, credit)


def _photo_then_house(candidate: str) -> bool:
    """Whether a clause is "Photo" and a known house's name alone, no colon: the Vientiane
    Times' "--Photo Vientiane Times", "Foto Antara" (a house that is a word too does not
    count: "Photo Nation" may be a picture of one)."""
    word, _, house = candidate.lstrip("-–— ").partition(" ")
    return word in ("Photo", "PHOTO", "Foto", "FOTO") and normalise_agency(house) is not None


def _sentence_after_opening_label(candidate: str) -> bool:
    """Whether a clause opening with a photo label goes on past a full stop into a sentence
    (a capital after it; not an initial's stop, "Photo: R. Ravindran / The Hindu"): a label
    opening the caption does not make all of it the credit."""
    label = LEAD.match(candidate)
    if label is None or label.end() == 0:
        return False
    return any(candidate[stop.end() : stop.end() + 1].isupper()
               and not _initial_before(candidate, stop.start())
               for stop in _STOP.finditer(candidate, label.end()))


# lower-case words a credit's last part may hold ("via", "for", "Name/Getty Images for ...")
_CREDIT_LOWER = frozenset("""via for and of the de da do dos das del della di du des van von der
den la le el al bin ibn photo photos handout file pool images press news by obtained courtesy
supplied provided""".split())  # noqa: SIM905
_PLACE_PHRASE = re.compile(r" (?:in|at|near) (?:the )?[A-Z]")


def _clause_after_the_slash(candidate: str) -> bool:
    """True when what follows a credit's last slash reads as a clause of the text, with
    lower-case words a credit does not hold or a place phrase ("UNICEF child-friendly space
    in Gaziantep", "Handout in Mogadishu, Somalia"), not a part of a credit (nor a
    correspondent named as one: "Хөвсгөл дэх сурвалжлагч Д.Баярмаа", the correspondent in
    Khövsgöl)."""
    slash = candidate.rfind("/")
    if slash < 0:
        return False
    after = candidate[slash + 1 :]
    words = [w for w in after.split()
             if lower_case_word(w) and w.strip(".,;:()") not in _CREDIT_LOWER]
    if len(words) >= 2 and correspondent_parts(after.strip()) is not None:
        return False
    return len(words) >= 2 or _PLACE_PHRASE.search(after) is not None


def _agency_ending_at(text: str, start: int, slash: int) -> int | None:
    """Where a known house whose name holds lower-case words ends at ``slash`` begins
    ("Save the Children/Issouf Ouedraogo"), reading back up to four words; else None."""
    words = list(_TOKEN.finditer(text, start, slash))[-4:]
    for first in reversed(words[:-1]):  # the last two, three, four words
        name = text[first.start() : words[-1].end()]
        if not name.islower() and normalise_agency(name) is not None:
            return first.start()
    return None


def _house_colon(candidate: str) -> bool:
    """True for a clause opened by "Foto", a house's name and a colon: Berita Harian's "Foto
    BH: NAME" (a known house only: not "Photo Gallery: ...")."""
    if not candidate.startswith(("Foto ", "FOTO ", "Photo ", "PHOTO ")):
        return False
    house = PHOTO_HOUSE_COLON.match(candidate)
    return house is not None and credit_slot_agency(house[1]) is not None


def _wirephoto(candidate: str) -> bool:
    """True for a clause that is only an agency's picture service: "UPI TELEPHOTO"."""
    return PHOTO_SUFFIX.search(candidate) is not None and normalise_agency(candidate) is not None


def _sender_before(text: str, start: int) -> int:
    """Where a credit begins that names its agency before the wire that sent it: "Action
    Images via Reuters/Lee Smith" (not only "Reuters/Lee Smith")."""
    if not text.endswith(" via ", 0, start):
        return start
    found = _AGENCY_BEFORE_VIA.search(text, max(0, start - 45), start)
    if found is not None and normalise_agency(found.group(1)) is not None:
        return found.start(1)
    return start


# a press service in the genitive ("of") before the body it serves, with the photo label
# before it: "Фото пресс-службы Минобороны РФ/ТАСС", "Фото прес-служби ДСНС/", "Photo press
# service of the Ministry/": the body's service took it, no person
_PRESS_SERVICE_OF = re.compile(
    rf"(?:(?:фото|фота|photo)\s+)?(?:{PRESS_SERVICE_GENITIVE})(?: the)?\s+$", re.IGNORECASE)


def _press_service_before(text: str, start: int) -> int:
    """Where a credit begins whose body a press service's genitive opens (see
    :data:`_PRESS_SERVICE_OF`), so that the body reads as one, not as a person's name."""
    if start < 10 or text[start - 1] != " " or not (
            "служб" in text[start - 14 : start] or "ervice of" in text[start - 16 : start]):
        return start
    found = _PRESS_SERVICE_OF.search(text, max(0, start - 40), start)
    return found.start() if found is not None else start


def _publication_at(candidate: str) -> int:
    """Where " for <a known agency or paper>" ends ``candidate``, or -1."""
    at = candidate.rfind(" for ")
    if at < 0:  # (French "pour": "© Name pour Jeune Afrique")
        at = candidate.rfind(" pour ")
    if at < 0 or normalise_agency(candidate[candidate.index(" ", at + 1) + 1 :]) is None:
        return -1
    return at


# "Courtesy of" before a slashed credit's name: "Courtesy of Name/via REUTERS"
_COURTESY_BEFORE = re.compile(r"(?:(?:Photo|Picture|Image) )?[Cc]ourtesy(?: of)? $")


def _courtesy_before(text: str, start: int) -> int:
    """Where "Courtesy of" before a credit's first word begins (so the credit keeps it: a
    person's courtesy names the photographer, a body's the source); else ``start``."""
    if "ourtesy" not in text[max(0, start - 30) : start]:
        return start
    found = _COURTESY_BEFORE.search(text[max(0, start - 30) : start])
    return start - len(found[0]) if found is not None else start


def _name_start(text: str, start: int, slash: int) -> int:
    """Start of the run of (up to six) capitalised words just before the first ``/``."""
    keep = slash
    # only the last six words are read: find where they begin without tokenising
    # the whole body (str.split and \S+ agree on what whitespace is)
    head = text[start:slash].rsplit(None, 6)
    if len(head) > 6:
        start += len(head[0])
    for word in reversed(list(_TOKEN.finditer(text, start, slash))[-6:]):
        token = word.group()
        sign = next((s for s in COPYRIGHT if token.startswith(s)), "")
        if sign and (len(token) == len(sign) or name_word(token[len(sign) :])):
            return word.start()  # "©Shaun Roy/...", "(c) Jane Doe/...": the sign opens it
        if token[:1] in "—–" and len(token) > 1 and name_word(token[1:]):
            return word.start() + 1  # the Inquirer's "—RYAN PANGANIBAN/INQUIRER"
        if keep == slash and not text[word.end() : slash].strip() \
                and _CASELESS_WORD.fullmatch(token) \
                and normalise_agency(token) is not None and is_name(text[slash + 1 :].strip()):
            # the house before its photographer closing the text: "رويترز/أحمد فهمي" (not
            # the two names of a month, "11 آب/أغسطس 2025")
            return word.start()
        if _CASELESS_WORD.fullmatch(token) and slash - word.start() < 60 \
                and _house_after(text, slash):
            keep = word.start()  # a name in a script without capitals: "طارق وجيه - ..."
            continue
        if CASELESS_LABEL.fullmatch(token):
            return word.start()  # its label opens the credit: "تصوير: طارق وجيه - ..."
        if not name_word(token) and token.casefold() not in NAME_PARTICLES:
            if token[:1].islower() and "." in token and normalise_agency(token) is not None:
                keep = word.start()  # a house's web address: "mbl.is/Name"
                continue
            break
        if token.endswith(".") and len(token) > 2 and token[:-1] not in ("Jr", "Sr"):
            break  # "... in Jamshoro and Hyderabad. - Reuters": a sentence ends there
        keep = word.start()
    return keep


def _organisation_start(text: str, start: int, slash: int) -> int:
    """Start of the organisation before "/Handout": capitalised words and the small words
    inside such names ("Press service of the State Emergency Service of Ukraine")."""
    words = list(_TOKEN.finditer(text, start, slash))[-_ORG_RUN:]
    keep = slash
    for word in reversed(words):
        token = word.group()
        if not (
            name_word(token) or token.casefold() in _ORG_JOINERS or _ORDINAL.match(token)
        ):
            break
        keep = word.start()
    while keep < slash and text[keep].islower():  # "of the State ...": from "State"
        keep = text.find(" ", keep, slash) + 1 or slash
    return keep if keep < slash else _name_start(text, start, slash)


# the Asahi Shimbun's photographer in brackets, then its name in capitals: "... (Kazuhiro
# Nagashima) -- THE ASAHI SHIMBUN"
_NAME_THEN_HOUSE = re.compile(r"\(([A-Z][\w.'’ -]{3,40})\)\s*--\s*([A-Z][A-Z .'’&-]{2,40})$")
# a labelled credit closing the text after a comma: EXPA's "... EXPA Pictures © 2018,
# PhotoCredit: EXPA/ Johann Groder"
_LABELLED_CREDIT_END = re.compile(
    r"[,;]\s+((?:Photo ?[Cc]redit|Foto|Photo|Credit)\s?:\s?\S[^,;]{2,60})$")


def _credit_inside(text: str) -> tuple[int, int, Credit] | None:
    """A "(Photo by ...)" group or a "Photo: Agency / Name." sentence before the end: two
    captions run together, a trailer, or an archive's credit between its dateline and text."""
    named = _NAME_THEN_HOUSE.search(text, max(0, len(text) - 90))
    if named is not None and normalise_agency(named[2]) and _named_person(named[1]):
        return named.start(), len(text), Credit(
            photographer=tidy_name(named[1]), agency=normalise_agency(named[2]),
            raw=named.group())
    for pattern in (_INNER_CREDIT, _INNER_LABELLED_CREDIT, _CREDIT_SENTENCE,
                    _LABELLED_CREDIT_END):
        match = pattern.search(text)
        if match is not None:
            credit = parse_credit(match.group(1))
            if credit and (pattern is not _CREDIT_SENTENCE or _credits_someone(credit)):
                return match.start(), match.end(), credit
    return None


def _credits_someone(credit: Credit) -> bool:
    """Whether a credit sentence inside the text names a known house or a person ("Photo:
    TASS / Name.", "Foto: Name/ANSA."), as a credit between two sentences must: not a
    private picture's "Foto: privat/Archiv." nor a town's "Foto: Stadt Ulm/Presseamt."."""
    return (credit.agency is not None and normalise_agency(credit.agency) is not None) \
        or (credit.photographer is not None and is_name(credit.photographer))


# a bracket inside the text that holds a name and a house: "na Mouraria (Inês Lacerda/PÚBLICO),
# na noite de ontem", as Público and Expresso credit beside what the picture shows
_INNER_NAME_HOUSE = re.compile(r"\(([A-ZÀ-Þ][^()/]{2,40}?)\s*/\s*([^()/]{2,30})\)")


def _name_and_house_in_brackets(text: str) -> tuple[int, int, Credit] | None:
    """The credit of a bracket inside the text naming a person of two words or more and a
    house the agencies know, in that order ("(Inês Lacerda/PÚBLICO)"); not "(left/right)",
    nor "(Lisboa/Porto)"."""
    for match in _INNER_NAME_HOUSE.finditer(text):
        house = normalise_agency(match[2].strip())
        if house is not None and " " in match[1].strip() and _named_person(match[1].strip()) \
                and normalise_agency(match[1].strip()) is None:
            return match.start(), match.end(), Credit(
                photographer=tidy_name(match[1].strip()), agency=house, raw=match.group())
    return None


_RELEASED = ("/Released", "/released", "/RELEASED")
# a slot house whose word names firms too, read alone (no photographer beside it: "Photo:
# Vanguard") only with its home's signs or its full name in the caption (Nigeria's Vanguard,
# not the Vanguard Group's picture; "Name/Vanguard" is a paper's credit anywhere)
_NAMED_ALONE_HOMES = {
    "Vanguard": re.compile(
        r"\b(?:Nigeria|Lagos|Abuja|Kano|Ibadan|Port Harcourt|Enugu|Kaduna|Onitsha|Owerri"
        r"|Abeokuta|Benin City|Vanguard (?:Media|Newspapers|News)|VANGUARD|vanguardngr)\b"),
}
# the words just before an address that make it one to write to ("Media contact:", "For
# licensing, write to", "E-mail"), not a staff photographer's credit
_CONTACT_BEFORE = re.compile(
    r"(?i)\b(?:contacts?|write to|e-?mail(?: to)?|inquiries|enquiries|licensing|reach)\W*$")


def split_credit(text: str) -> tuple[str, Credit]:
    """Return the body text with its credit removed, and the credit (see
    :func:`_split_credit`); initials two houses share are read as the one of the caption's
    country or language (:data:`.agencies.SHARED_INITIALS`: "ဓာတ်ပုံ - MNA" is the Myanmar
    News Agency's, "Ritratt: TVM" Television Malta's)."""
    if "Filed " in text[-24:] and (filed := _FILED_TAIL.search(text)) is not None:
        # "Photo: Iain McLaren/PA Wire. Filed 04/03/2024": the filing stamp dates the text
        body, credit = split_credit(text[: filed.start() + 1])
        if credit.raw is not None:
            return f"{body} {text[filed.start() + 1 :].strip()}", credit
    if " | " in text and (cut := _pipe_stamps_start(text)) is not None:
        # "REUTERS/Name | March 3, 2021 4:12 PM UTC Updated 2 hours ago": the page's stamps
        # after the credit stay with the text (they date it); the credit is read before them
        head, bar, house = text[:cut].rpartition(" | ")
        house = house.strip()
        paper = (normalise_agency(house) or (paper_name(house) if is_paper(house) else None)) \
            if bar and len(house.split()) <= 4 else None
        body, credit = split_credit(head if paper else text[:cut])
        if paper is not None and credit.raw is not None and credit.agency is None:
            credit = dataclasses.replace(credit, agency=paper)  # "Photo: Name | Irish Examiner"
        elif credit.photographer and " | " in credit.photographer:
            # "Photo: Name | The Kerryman": a paper the tables do not know, after the name
            name, _, house = credit.photographer.partition(" | ")
            credit = dataclasses.replace(
                credit, photographer=name.strip(),
                agency=house.strip() if credit.agency == credit.photographer else credit.agency)
        if credit.raw is not None:
            return f"{body} | {text[cut:].lstrip(' |')}", credit
    body, credit = _split_credit(text)
    if credit.raw is not None and "@" in credit.raw and _CONTACT_BEFORE.search(body[-40:]):
        return text, Credit()  # "Media contact: Name/address": whom to write to, no credit
    if credit.agency in SHARED_INITIALS:
        initials, other, signs = SHARED_INITIALS[credit.agency]
        if initials in (credit.raw or "") and signs.search(text) is not None:
            credit = dataclasses.replace(credit, agency=other)
    elif credit.agency in _NAMED_ALONE_HOMES and credit.photographer is None \
            and _NAMED_ALONE_HOMES[credit.agency].search(text) is None:
        credit = dataclasses.replace(credit, agency=None)  # "Photo: Vanguard" in Pennsylvania
    elif credit.agency in WORD_HOUSES and WORD_HOUSES[credit.agency].search(text) is None:
        credit = dataclasses.replace(credit, agency=None)  # Indonesian "Foto: Balita"
    elif credit.agency in PAPER_WORDS and PAPER_WORD_PHOTO.match(credit.raw or ""):
        paper, home = PAPER_WORDS[credit.agency]  # "Post Photo: Name": the Kathmandu Post's
        credit = dataclasses.replace(credit, agency=paper if home.search(text) else None)
    return body, credit


def _pipe_stamps_start(text: str) -> int | None:
    """Where the page's or the desk's stamps joined after the caption with " | " begin
    ("... REUTERS/Name | March 3, 2021 4:12 PM UTC", "| Source: Xinhua | 2023-11-21 08:40:12 |
    Editor: huaxia", "| (c) 2011 AAP", "| Algemeen Dagblad, dinsdag 14 februari 2017"), or
    None: the last segments that are each a stamp, with a caption before them."""
    cut = None
    end = len(text)
    while (bar := text.rfind(" | ", 0, end)) > 0:
        segment = text[bar + 3 : end].strip()
        if _section(segment):
            end = bar  # "| New Zealand | Politics": a page's labels, dropped only with its
            continue  # stamps or furniture after them
        if not (not segment or _PIPE_FURNITURE.fullmatch(segment) or (
                len(segment.split()) <= _STAMP_WORDS and _PIPE_STAMP.search(segment)
                and "opyright" not in segment)):
            break  # (a state's copyright line is a credit's: "| © UK MOD Crown copyright 2017")
        cut, end = bar, bar  # "| 3 mins to read", "| Share this story", "| By Nation Reporter"
    return cut if cut is None else min(cut, end)


def _section(segment: str) -> bool:
    """A page's section or region label between bars ("New Zealand", "Politics"): up to
    three capitalised words, no house's name."""
    words = segment.split()
    return 0 < len(words) <= 3 and all(w[:1].isupper() and w.isalpha() for w in words) \
        and words[0] != "The" and normalise_agency(segment) is None and not is_paper(segment)
    # (a paper's name after a credit is no label: "Photo: Name | The Kerryman | Wednesday")


_FILED_TAIL = re.compile(r"\.\s+Filed\s+\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\s*$")
_STAMP_WORDS = 12
_PIPE_FURNITURE = re.compile(r"\d+ mins? (?:to )?read|Share(?: this(?: story| article)?)?"
                             r"|Comments?|Listen|Save|Print|(?:By|BY) [A-Z][\w .'’-]{2,40}",
                             re.IGNORECASE)
# a stamp: a year or a time, or a page's or a desk's label ("Source:", "Editor:", "Updated")
_PIPE_STAMP = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)|\b\d{1,2}[:.]\d\d\b"
                         r"|^(?:Source|Editor|Updated|Published|Posted|Filed)\b")


# a Visual Information Record Identification Number, the U.S. armed forces' number for a
# picture: the day (YYMMDD), the service's letter, the photographer's code, a serial
_VIRIN = re.compile(r"\s+\d{6}-[A-Z]-[A-Z0-9]{2,8}-\d{2,5}$")


# a closing dateline stamp after a bracketed credit, the town and the day: Anadolu's "(Name -
# Anadolu Ajansı) İSTANBUL, 16.05.2025", "(Name - Anadolu Ajansı) Ankara, 3.01.2024"
_CITY_DAY_STAMP = re.compile(r"(?<=\))\s+[^\W\d_][^\W\d_'’ .-]{1,30}, \d{1,2}\.\d{1,2}\.\d{4}$")


def _stamps_closing(text: str) -> Iterator[re.Match[str]]:
    """The stamps that may close ``text`` after its credit, in the order they are tried
    (see :func:`_credit_before_stamp`); each is looked for only when the text's end allows."""
    if (text[-1:].isdigit() or text.endswith(("AM", "PM", "IST"))) \
            and (stamp := _PAGE_STAMP.search(text, max(0, len(text) - 110))) is not None:
        yield stamp
    if text[-3:-2] == ":" and (timed := _DAY_MONTH_TIME.search(text, max(0, len(text) - 40))):
        yield timed  # Kazinform's page stamp under its credit: "... / Казинформ 10 Апреля 2024,
        # 14:25"
    if text[-1:].isdigit() and (virin := _VIRIN.search(text, max(0, len(text) - 40))):
        yield virin
    if text[-1:].isdigit() and (slug := _HOUSE_SLUG.search(text, max(0, len(text) - 16))):
        yield slug
    if text[-5:-4] == "." and (city := _CITY_DAY_STAMP.search(text, max(0, len(text) - 50))):
        yield city


def _credit_before_stamp(text: str, stamp: re.Match[str]) -> tuple[str, Credit] | None:
    """(body, credit) of the credit before a stamp closing the text that stays with it (a
    page's date line, a forces' picture number, a house's slug), or None when no credit
    stands before the stamp."""
    body, credit = split_credit(text[: stamp.start()].rstrip())
    return (f"{body} {stamp.group().strip()}", credit) if credit.raw else None


def _split_credit(text: str) -> tuple[str, Credit]:
    """Return the body text with its credit removed, and the credit.

    A credit opening the caption is read first (Shutterstock's credit line, "(AP
    Photo/Name) ...", "AFP PHOTO / NAME -- ..."), then a Reuters credit with its subject
    tags wherever it stands, then an archive's year stamped after a credit. Otherwise wire
    tags at the very end ("EDITORIAL USE ONLY", dpa's "IMPORTANT NOTE: ...") are set
    aside and the credit is looked for at the end of the text: a parenthesised group
    first, then the last clause. When none is found the body is the text unchanged and
    the credit is empty.
    """
    if text.endswith(_RELEASED):  # "U.S. Army photo by Jane Roe/Released": the mark names
        # no one (inside brackets it is read there); with no credit before it, nothing changes
        body, credit = _split_credit(text[: -len("/Released")].rstrip())
        return (body, credit) if credit.raw is not None else (text, _NO_CREDIT)
    if (state := state_copyright(text)) is not None:
        # the state's copyright line under the credit: "Photo: Cpl Name RLC | Crown Copyright"
        rest, house, line = state
        body, credit = split_credit(rest) if rest else (rest, _NO_CREDIT)
        if credit.raw is None:
            return rest, Credit(agency=house, raw=line)
        return body, _fill(credit, Credit(agency=house))
    if text and (text[:1].isascii() or arabic_house_tag(text) is None):
        # (not "الدوحة / قنا / ...": QNA's dateline, not a leading "NAME / AGENCY" credit)
        leading = _leading_credit(text)
        if leading is not None:
            return leading[0].rstrip(), leading[1]  # "AFP/AP Photo - Anadolu Agency / "
    if text[:2].isupper() and (tag := _LEADING_HOUSE_TAG.match(text)) is not None \
            and (house := normalise_agency(tag[1])) is not None \
            and tag[1].split()[0].title() not in text[tag.end() :]:
        # (not "KEYSTONE — Skiers ride a lift at Keystone Resort": the resort's own name;
        # the slip's "PLEASE CREDIT KEYSTONE" in capitals is the house again)
        # an archive print's house opening it: "ACME NEWSPICTURES--LAKEHURST, N.J.--...",
        # "SOVFOTO — Leningrad, U.S.S.R. — ...", "KEYSTONE PRESS AGENCY LTD. — Bombay"
        body, credit = split_credit(text[tag.end() :])
        if credit.raw is None:  # (the rest unchanged, its trailing space too: trimmed here)
            return body.rstrip(), Credit(agency=house, raw=tag[1])
        return body, _fill(credit, Credit(agency=house))
    if text[:1].isupper() and (opening := _house_opening(text)) is not None:
        # "Pacemaker Press Belfast 14-02-2024: A man ...", "PA NEWS PHOTO 18/6/84 MOUNTED
        # POLICE ...": the house's slip heads the caption; its place and day stay in the text
        house, at = opening
        body, credit = split_credit(text[at:])
        if credit.raw is None:
            return body.rstrip(), Credit(agency=house, raw=text[:at].strip())
        return body, _fill(credit, Credit(agency=house))
    if picture_source_in(text):
        sourced = _source_of_the_picture(text)
        if sourced is not None:  # the BBC's "Ffynhonnell y llun, PA Disgrifiad o'r llun, ..."
            return sourced
    original = text  # (the text unchanged when no credit is found: wire notes stay in it)
    if _may_end_with_desk_codes(text) \
            and (codes := _DESK_CODES.search(text, max(0, len(text) - 40))) is not None:
        text = text[: codes.start()]  # "UPI TELEPHOTO 11/2/63 sj/ fls": the desk's codes
    text = _without_slip_marks(text)
    if "REDIT" in text[-60:] or "redit line" in text[-60:]:
        asked = _CREDIT_ASKED.search(text, max(0, len(text) - 60))
        agency = normalise_agency(asked[1]) if asked is not None else None
        if agency is not None:  # "PLEASE CREDIT KEYSTONE", "Credit line (ACME)"
            # ("¬ Ref. No. 47/8811 | PLEASE CREDIT KEYSTONE")
            body = _without_slip_marks(text[: asked.start()])
            return body.rstrip(" |•~¬"), Credit(agency=agency, raw=asked[1])
    if text.endswith(("Kyodo", "KYODO")) and (closing := _KYODO_TAG.search(text)) is not None:
        return text[: closing.start()].rstrip(), Credit(agency="Kyodo", raw="Kyodo")  # "==Kyodo"
    if text.endswith("+++"):  # dpa's "Foto: Name/dpa +++ dpa-Bildfunk +++": a wire tag
        text = _DPA_TAG.sub("", text)
        if " - ACHTUNG" in text[-_TAGS_WINDOW:] or " - HINWEIS" in text[-_TAGS_WINDOW:]:
            # its note to editors before the tag ("Foto: Name/dpa - ACHTUNG: Person(en)
            # wurde(n) aus rechtlichen Gründen gepixelt")
            text = text[: max(text.rfind(" - ACHTUNG"), text.rfind(" - HINWEIS"))].rstrip()
        if text.endswith("+++"):  # ANSA's note closed by its own "+++"
            text = text[:-3].rstrip()
    for _ in range(2):  # ANSA's "ANSA/VATICAN MEDIA +++ ANSA PROVIDES ACCESS TO THIS
        # HANDOUT PHOTO ... +++ NPK": a note, then the desk's initials after a "+++" of their own
        note = text.rfind(" +++ ", max(0, len(text) - _TAGS_WINDOW))
        if note < 0 or any(c.islower() for c in text[note:]):
            break
        text = text[:note].rstrip()
    if ":" in text[-70:] and (ref := _REFERENCE_TAIL.search(text, max(0, len(text) - 70))):
        # an archive's picture number after the credit: Magnum's "... Name / Magnum Photos
        # Image reference: PAR42813 (HCB1948006W00030/10)", Roger-Viollet's "Réf. : LAPI-..."
        text = text[: ref.start()].rstrip()
    if text.endswith("]") and "[" in text[-_MAX_CREDIT:]:
        # China Daily's "[Photo by Zou Hong/China Daily]": a bracketed credit, as in ( )
        at = text.rfind("[")
        if "]" not in text[at:-1]:
            body, credit = split_credit(f"{text[:at]}({text[at + 1 : -1]})")
            if credit.raw and len(body) <= at:
                return body, credit
    if " // " in text and (segmented := _double_slash_credit(text)) is not None:
        return segmented  # Red Bull's "... // Name / Red Bull Content Pool // SI2024... //"
    closing = _closing_house_credit(text)
    if closing is not None:
        if "©" in closing[1].raw:  # "Photo by Jane Doe for The New York Times © 2023 The New
            # York Times": the credit before the copyright names the photographer
            body, before = split_credit(closing[0])
            if before.raw:
                return body, _fill(before, closing[1])
        return closing
    if "PHOTO " in text[-70:] and (named := _PHOTO_NAME_HOUSE_END.search(text)) is not None \
            and (credit := parse_credit(named.group(1))) is not None and credit.agency:
        return text[: named.start()].rstrip(), credit  # La Presse's "PHOTO NAME, LA PRESSE"
    if text[-1:].isupper() and ", " in text[-60:] \
            and (named := _HOUSE_COMMA_NAME_END.search(text, max(0, len(text) - 70))) \
            and (house := normalise_agency(named["house"])) is not None \
            and is_name(named["name"]):
        # Le Soleil's "... 8 février 2014. LE SOLEIL, MATHIEU BÉLANGER-ROY": in capitals, the
        # house, a comma, the photographer
        credit = Credit(photographer=tidy_name(named["name"]), agency=house,
                        raw=named.group().strip())
        return text[: named.start()].rstrip(), credit
    if ": " in text[-60:] and (" - " in text[-100:] or "– " in text[-100:]) \
            and (named := _DASH_HOUSE_COLON.search(text, max(0, len(text) - 100))) \
            and (credit := parse_credit(named[1])) is not None and credit.agency \
            and credit.photographer:
        return text[: named.start()].rstrip(), credit  # "... 15 août. - Acadie Nouvelle: Name"
    if ": " in text[-60:] and (named := _STOP_HOUSE_COLON.search(text, max(0, len(text) - 90))) \
            and " " in named[1] and (house := normalise_agency(named[1])) is not None \
            and is_name(named[2]):
        # the same with no dash: "... le 5 mai 2023. Acadie Nouvelle: Name" (a known house of
        # two words or more: not Samoan's label "Ata: Samoa Observer", read as ATA)
        return text[: named.start()].rstrip(), Credit(photographer=tidy_name(named[2]),
                                                      agency=house, raw=named.group().strip())
    if "/Credit:" in text[-110:]:
        labelled = _credit_code_line(text)
        if labelled is not None:
            return labelled
    if "Tags:" in text or text.endswith(")"):
        tagged = _tagged_credit(text)
        if tagged is not None:
            return tagged
    if text[-1:].isdigit() and ". " in text[-48:] \
            and (dated := _day_sentence_after_credit(text)) is not None:
        return dated  # "Picture: Name, Xposure. Thursday August 17, 2023": the day stays
    # a stamp closing the text that stays with it, the credit read before it: a web page's
    # date line ("... PHOTO: NAME Tue Jun 13, 2023 12:00 AM", "— Photo by Name / White Star
    # Published August 28, 2020", "(ANI Photo) ANI | Updated: Jul 29, 2024 10:47 IST"), the
    # U.S. armed forces' picture number ("(U.S. Navy photo by Name/Released)
    # 200706-N-HN991-1045", its first six digits the day taken), APP's slug ("APP photo by
    # Name APP54-230319"): each dates the picture
    for stamp in _stamps_closing(text):
        if (kept := _credit_before_stamp(text, stamp)) is not None:
            return kept
    if (text[-1:].isdigit() or text.endswith((")", "AM", "PM"))) and not text[-100:].isascii() \
            and _INDIC_OR_ARABIC.search(text, max(0, len(text) - 100)) \
            and (dated := _date_after_credit(text)) is not None:
        return dated  # "ഫോട്ടോ: മാതൃഭൂമി | 2012 ഏപ്രിൽ 26": the date stays with the text
    if ", " in text[-_COMMA_DATE_REACH:] and (
            not text[-_COMMA_DATE_REACH:].isascii() or _house_before_a_comma(text)) \
            and (dated := _date_after_comma(text)) is not None:
        return dated  # "Фото: Интерфакс, 2 октября 2016 года" (and before a year's stamp;
        # and "Foto: Name/Post-Courier, Mande 27 Me 2024.", a house's credit and its day)
    pressed = text[-1:].isdigit() or ";" in text[-60:]
    if pressed or text.endswith(")"):
        stamp = (_PRESS_STAMP.search(text, max(0, len(text) - 100)) if pressed else None) \
            or _DATE_STAMP.search(text, max(0, len(text) - _STAMP_REACH))
        if stamp is not None:  # "(AP Laserphoto/Katsumi Kasahara) 1987", "... 2/13/90"
            body, credit = split_credit(text[: stamp.start()].rstrip().rstrip(" |"))
            if credit.raw:  # the archive's date stays with the text: it may date it
                return f"{body} {stamp.group(1)}", credit
    tags = _tags_start(text)  # wire tags and legal notes after the credit go with it
    core = text if tags is None else text[:tags].rstrip(" -–—|/")
    tail = core[-_MAX_CREDIT:]
    found = _archive_credit(core) if (
        "Library" in tail or "IWM" in tail or "Archiv" in tail or "Imperial" in tail
        or "Memorial" in tail) else None
    if found is None and not tail.isascii() and (chinese := chinese_credit(core)) is not None:
        return chinese  # "新华社记者 王建威 摄", "（中央社記者鄭清元攝 113年1月1日）"
    if found is None and "\n" in tail and not tail.isascii():
        found = _credit_line(core)  # "...\nعکاس: Name | خبرگزاری تسنیم"
    if found is None and "|" in tail:  # (the bars glued too: ".PHOTO|NAME|NMG")
        found = _piped_credit(core)
    if found is None:
        found = _find_credit(core)
    if found is None and "\\" in tail:
        found = _backslash_credit(core)
    if found is None and ("Photo" in core or "Picture" in core or "(Foto" in core
                          or ") --" in core[-70:] or ". Фото:" in core or ". Foto:" in core):
        found = _credit_inside(core)
    if found is None and "/" in core and "(" in core:
        found = _name_and_house_in_brackets(core)  # "na Mouraria (Inês Lacerda/PÚBLICO), ..."
    if found is None and core[-1:].isupper():
        found = _agency_sentence(core) or _name_in_capitals(core)
    elif found is None and core[-1:].isalpha() and core.find(". ", len(core) - 42) >= 0:
        found = _agency_sentence(core)  # "... 2024. Agencia Reforma", "... 2024. dpa"
    if found is None and core[-1:].isupper() and "—" in core[-48:]:
        found = _dash_glued_byline(core)  # the Inquirer's "... levels. —ARNOLD D. ALMACEN"
    if found is None and core[-1:].isalpha() and ("–" in core[-16:] or "—" in core[-16:]):
        found = _dash_glued_house(core)  # Pakistan's papers' "... 2017.–Online"
    if found is None and core[-1:].isalpha() and " " in core[-12:]:
        found = _name_then_house(core)  # "... 2016. CARLOS FERRÁN DÍAZ el Nuevo Herald"
    if found is None and "\u0410" <= core[-1:] <= "\u042f":
        found = _name_and_house_unmarked(core)  # "... 12 ноября 2019 года Лев Федотов ТАСС"
    if found is None and "\u0600" <= core[-1:] <= "\u09ff":
        found = _arabic_agency_sentence(core)  # (and Devanagari, Bengali: "वार्ता फोटो")
    if found is not None and found[0] < 100 and not text[:1].isascii() \
            and (tag := arabic_house_tag(text)) is not None and found[0] <= tag.start() \
            and len(text[tag.end() : found[1]].split()) > 3:
        found = None  # "أبوظبي في 3 مارس / وام / شهد ...": the dateline, not a credit
    if found is None and tags is not None and '"' in text[tags:]:
        mandated = _MANDATED_CREDIT.search(text, tags)
        credit = parse_credit(mandated.group(1)) if mandated is not None else None
        if credit is not None and credit.agency is not None:
            return core, credit  # AFP's handout: 'MANDATORY CREDIT "AFP PHOTO / HO / SANA"'
    if found is None and (" | " in tail or "-" in tail or "—" in tail or "–" in tail
                          or ", " in tail[-45:]):
        found = _name_beside_paper(core)
    if found is None and " | " in core and ": " in core:
        inner = _inner_piped_credit(core)
        if inner is not None:  # "... 2022. Foto: Name | Edições Novembro O antigo ..."
            return inner
    if found is None:
        inside = _bracketed_credit(text) if "(" in text and not text[:1].isascii() else None
        credit = inside or _dateline_credit(text)
        return (text, credit) if credit is not None else (original, _NO_CREDIT)
    if found[2].agency is None and core[: found[0]].rstrip().endswith("/") \
            and (house := _house_before_slash(core[: found[0]].rstrip()[:-1])) is not None:
        # the house, a slash, then its labelled credit: "สำนักข่าวไทย อสมท / ภาพ: Name"
        found = (house[0], found[1], _fill(found[2], Credit(agency=house[1])))
    body, credit = _cut(core, found)
    if credit.photographer is None and credit.agency is not None and body[-1:].isdigit() \
            and (dated := _NAME_THEN_DATE.search(body, max(0, len(body) - 70))) is not None \
            and is_name(dated["name"]):
        # Folha's "... - Renata Albuquerque - 6.dez.2024/Folhapress": the photographer, then
        # the day (which stays in the body)
        body = f"{body[: dated.start()]} {dated['date']}"
        credit = dataclasses.replace(credit, photographer=tidy_name(dated["name"]))
    again = _find_credit(body)  # AFP: "... / AFP / NAME (Photo credit should read NAME/AFP)"
    if again is not None and again[1] == len(body):
        body, earlier = _cut(body, again)
        credit = _fill(credit, earlier)
    if credit.agency is None:
        dateline = _dateline_credit(body)
        credit = credit if dateline is None else _fill(credit, dateline)
    return body, credit


# a name between dashes, then the day in Folha's style, before a slashed house
_NAME_THEN_DATE = re.compile(
    r"\s[-–]\s(?P<name>[A-ZÀ-Þ][\w'’.-]+(?: [\w'’.-]+){1,4}?)\s[-–]\s"
    r"(?P<date>\d{1,2}\.[a-z]{3}\.(?:19|20)\d\d)$")


def _source_of_the_picture(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a caption the BBC's pages credit with the picture's source (see
    :data:`.regional_credits.PICTURE_SOURCE_FIRST`: "Image source, Reuters Image caption, ...",
    Persian "منبع تصویر، Getty Images"): the source stands in a credit's slot, as after
    "Photo:"."""
    found = PICTURE_SOURCE_FIRST.match(text) \
        or PICTURE_SOURCE_LAST.search(text, max(0, len(text) - 90))
    if found is None:
        return None
    credit = parse_credit(f"Photo: {found['source']}")
    if credit is None:
        return None
    credit = dataclasses.replace(credit, raw=found.group().strip())
    if found.re is PICTURE_SOURCE_FIRST:
        return text[found.end() :].strip(), credit
    return text[: found.start()].rstrip(), credit


# the last part of a caption that may be the date a paper prints after its credit: after a bar,
# after the credit's bracket, or inside it after a comma (Urdu's "،" too); a label before it
# ("Published :", Tamil's "பதிவு செய்த நாள் :", Punjabi's "ਪ੍ਰਕਾਸ਼ਿਤ:") goes with it
_YEAR = re.compile(r"(?<!\d)\d{4}(?!\d)")
_INDIC_OR_ARABIC = re.compile(f"[\u0600-\u06ff{INDIC_LETTERS}]")


def _is_date_part(part: str) -> bool:
    """Whether ``part`` reads as a date a paper prints after its credit: a year from 1800 to
    2099 in any script's digits, at most nine words on one line, no photo label."""
    part = part.strip()
    if not 4 <= len(part) <= 48 or part.count(" ") > 8 or "\n" in part:
        return False
    year = _YEAR.search(part)
    return year is not None and 1800 <= int(year.group()) <= 2099 and LEAD.match(part) is None


# a day, its month's word and the year closing a labelled credit with a space only: "عکاس:
# سارا محمدی ۱۳ فروردین ۱۴۰۳" (the label's colon before it, within the clause)
_DAY_AFTER_A_LABEL = re.compile(r"(?<=:)[^:.|/()]{3,40}?\s(\d{1,2}\s+[^\W\d_]+\s+\d{4})$")


def _house_then_date(text: str) -> int | None:
    """Where a house's name after a credit's last slash ends when a date follows it with
    only a space between ("तस्बिर: Name/कान्तिपुर २०८२ भदौ २३"), or None."""
    slash = text.rfind("/", max(0, len(text) - 60))
    if slash < 0:
        return None
    year = _YEAR.search(text, slash)
    if year is None:
        return None
    house = text[slash + 1 : year.start()].strip()
    if not house or credit_slot_agency(house) is None or not _is_date_part(text[year.start() :]):
        return None
    return slash + 1 + len(text[slash + 1 : year.start()].rstrip())


def _date_after_credit(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a caption in India's scripts (or Arabic's) whose credit a date follows
    on its line:
    "ഫോട്ടോ: മാതൃഭൂമി | 2012 ഏപ്രിൽ 26", "(छायाचित्र : Name) | ७ सप्टेंबर २००५", "छाया : लोकमत
    (२५ जुलाई २०२४)", "(تصویر: انقلاب، ۱۱؍ اپریل ۲۰۲۴)"; the date stays in the body, where it
    dates the caption. None if no credit closes the text before it."""
    text = text.rstrip()
    before: str | None = None
    date = ""
    if text.endswith(")") and (opening := text.rfind("(", max(0, len(text) - 60))) >= 0:
        inside = text[opening + 1 : -1]
        comma = max(inside.rfind(","), inside.rfind("،"))
        if _is_date_part(inside):
            before, date = text[:opening], inside
        elif comma > 0 and _is_date_part(inside[comma + 1 :]):
            before, date = f"{text[:opening]}({inside[:comma].rstrip()})", inside[comma + 1 :]
    if before is None and (day := _DAY_AFTER_A_LABEL.search(text, max(0, len(text) - 60))):
        before, date = text[: day.start(1)], day[1]  # "عکاس: سارا محمدی ۱۳ فروردین ۱۴۰۳"
    if before is None and (house_end := _house_then_date(text)) is not None:
        before, date = text[:house_end], text[house_end:]  # "/कान्तिपुर २०८२ भदौ २३"
    if before is None:
        reach = max(0, len(text) - 60)
        cut = max(text.rfind(" |", reach), text.rfind(") ", reach))
        if cut < 0 or not _is_date_part(text[cut + 2 :]):
            return None
        before, date = text[: cut + (1 if text[cut] == ")" else 0)], text[cut + 2 :]
    before = before.rstrip(" |")
    body, credit = split_credit(before)
    if credit.raw is None or len(body) >= len(before):
        return None
    return f"{body} {date.strip()}", credit


# a day written as a sentence of its own closing the text, after a credit's full stop:
# Ireland's and Britain's picture desks' "Picture: Name, Xposure. Thursday August 17, 2023"
_DAY_SENTENCE = re.compile(
    r"\.\s+((?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?(?:\d{1,2}(?:st|nd|rd|th)? )?"
    r"(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December)(?: \d{1,2}(?:st|nd|rd|th)?)?,? (?:19|20)\d\d)$")


def _day_sentence_after_credit(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a caption whose labelled or slashed credit a day closes as a sentence
    of its own; the day stays in the body, where it dates the caption. None when the clause
    before the day holds no credit's mark, or no credit closes it."""
    day = _DAY_SENTENCE.search(text, max(0, len(text) - 48))
    if day is None or not any(mark in text[max(0, day.start() - 60) : day.start()]
                              for mark in _CREDIT_MARKS):
        return None
    before = text[: day.start() + 1]
    body, credit = split_credit(before)
    if credit.raw is None or len(body) >= len(before) - 1:
        return None
    return f"{body} {day[1]}", credit


# the reach of a date after a credit's comma: the longest date _is_date_part takes, its comma
_COMMA_DATE_REACH = 50
# the marks of a credit in the clause before such a date: a label's colon (Armenian's "՝"), a
# slash, a copyright sign
_CREDIT_MARKS = (":", "/", "՝", "`", "©")
# a date's opening: its day or year, or its month and day ("հոկտեմբերի 5, 2019"; not a house's
# name and a comma, "Интерфакс, 2 октября")
_DATE_OPENING = re.compile(r"\d|[^\W\d_]+\.?\s+\d")


# a house's name after a credit's slash, a comma closing it: "/Post-Courier, " (and no slash,
# comma or stop inside it)
_HOUSE_THEN_COMMA = re.compile(r"/\s*([^/,.;:]{2,40}), ")


def _house_before_a_comma(text: str) -> bool:
    """Whether, in a text in Latin letters, a known house's name closes a slashed credit before
    a comma near the end ("Foto: Jeffrey Elapa/Post-Courier, Mande 27 Me 2024."): the day the
    paper prints after its credit (in Tok Pisin, Bislama or English) is no part of its name.
    Other scripts' credits and dates are :func:`_date_after_comma`'s whatever the house."""
    if "/" not in text[-_COMMA_DATE_REACH - 42 :]:
        return False
    house = _HOUSE_THEN_COMMA.search(text, max(0, len(text) - _COMMA_DATE_REACH - 42))
    return house is not None and credit_slot_agency(house[1].strip()) is not None


def _date_after_comma(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a caption in a script other than Latin whose credit a date follows
    after a comma: "Фото: Интерфакс, 2 октября 2016 года", "ფოტო: Name / ნეტგაზეთი, 2023 წლის
    12 მაისი" (the house's day, or the picture's); the date, from the first comma it follows
    ("..., հոկտեմբերի 5, 2019"), stays in the body, where it dates the caption. Tried only where
    the clause before the date holds a credit's mark (not "Тбилиси, 12 мая 2008 года"); None if
    no credit closes the text before it."""
    low = max(0, len(text) - _COMMA_DATE_REACH)
    comma = text.find(", ", low)
    while comma >= 0 and not (_DATE_OPENING.match(text, comma + 2)
                              and _is_date_part(text[comma + 2 :])):
        comma = text.find(", ", comma + 2)
    if comma < 0:
        return None
    before = text[:comma]
    if not any(mark in before[-60:] for mark in _CREDIT_MARKS):
        return None
    body, credit = split_credit(before)
    if credit.raw is None or len(body) >= len(before):
        return None
    return f"{body} {text[comma + 2 :].strip()}", credit


# the Nation's and Mwananchi's credit, its parts between bars: "PHOTO | KEVIN ODIT | NATION
# MEDIA GROUP", "PICHA | EVANS HABIL" (Swahili), "PHOTO | FILE | NATION"
_PIPED_CREDIT = re.compile(
    r"\b((?:photos?|picha|foto)\s*\|\s*([^|.]{2,60}?(?:\s*\|\s*[^|.]{2,60}?)?))\s*$", re.IGNORECASE)
_BAR = re.compile(r"\s*\|\s*")
_PIPED_HOUSE = re.compile(r"[.!?)\d]\s+\|\s*([^|]{2,40})$")  # (not "Name | The Star")
# the words of a place's name between bars, no person's ("| Nairobi County |")
_PLACE_KIND_WORDS = frozenset({"county", "city", "district", "region", "province", "state",
                               "town", "village", "island", "islands", "valley"})
_PIPED_NAME_HOUSE = re.compile(
    r"[.!?)\d]\s+\|\s*(?P<name>[^|\d]{4,40}?)\s*\|\s*(?P<house>[^|]{2,40})$")


def _piped_person(name: str) -> bool:
    """Whether the part between bars before a house is a person's name: two words or more,
    no place's kind ("Nairobi County"), body's ("Kenya Police Service") or competition's
    word ("Premier League", "Africa Cup of Nations"), and no house or paper the tables know
    ("Nation Media Group | Reuters")."""
    words = fold(name).split()
    return len(words) >= 2 and _named_person(name) and _PLACE_KIND_WORDS.isdisjoint(words) \
        and ORG_WORDS.isdisjoint(words) and _EVENT_WORDS.isdisjoint(words) \
        and normalise_agency(name) is None and not is_paper(name)


# the words of a competition's or an event's name, no person's: "Premier League", "Africa Cup
# of Nations", "Kenya Open", "Safari Rally", "Grand Prix", "Copa del Rey", "Ligue 1"
_EVENT_WORDS = frozenset({
    "league", "cup", "championship", "championships", "games", "olympics", "olympic",
    "paralympics", "paralympic", "open", "tour", "series", "prix", "trophy",
    "tournament", "final", "finals", "marathon", "rally", "summit", "expo", "week", "awards",
    "conference", "congress", "forum", "premier", "premiership", "liga", "ligue", "bundesliga",
    "serie", "copa", "coupe", "classic", "invitational", "grand", "slam", "world",
    "sevens", "qualifiers", "playoffs", "superliga", "eredivisie",
})


def _credit_line(text: str) -> tuple[int, int, Credit] | None:
    """A credit on a line of its own, opened by a photo label (or by its house, then the
    label: "สำนักข่าวไทย อสมท / ภาพ: Name"): the caption's last line, or
    the one before a last line that dates the picture ("عکاس: سارا محمدی\n۱۳ فروردین ۱۴۰۳":
    the date stays with the text). Its parts may be set apart by bars ("عکاس: Name |
    خبرگزاری تسنیم")."""
    lines = text[-_MAX_CREDIT:].rsplit("\n", 2)
    if len(lines) < 2:
        return None
    last = lines[-1].strip()
    candidates = [(lines[-1], 0)]
    if len(last) <= 30 and any(ch.isdigit() for ch in last):
        candidates.append((lines[-2], len(lines[-1]) + 1))  # (a date line after the credit)
    for line, after in candidates:
        bare = line.strip()
        house, slash, labelled = bare.partition(" / ")
        if slash and LEAD.match(labelled) and (agency := normalise_agency(house)) is not None:
            # the house before the label: "สำนักข่าวไทย อสมท / ภาพ: Name"
            credit = parse_credit(labelled)
            credit = None if credit is None else _fill(credit, Credit(agency=agency))
        elif not bare or bare[:1].isascii() or not LEAD.match(bare):
            continue  # (a Latin label's line is a record's field: see .catalogue)
        else:
            credit = parse_credit(_BAR.sub("/", bare) if " | " in bare else bare)
        if credit is not None:
            end = len(text) - after
            start = end - len(line.lstrip())
            return start, end, dataclasses.replace(credit, raw=bare)
    return None


def _piped_credit(text: str) -> tuple[int, int, Credit] | None:
    """A credit whose parts are set apart by bars, read as one with slashes; or a house the
    agencies know alone after the caption's last bar ("... dimanche 26 avril 2026. |
    OUEST-FRANCE", "... | AFP")."""
    match = _PIPED_CREDIT.search(text, max(0, len(text) - _MAX_CREDIT))
    if match is None and (named := _PIPED_NAME_HOUSE.search(text, max(0, len(text) - 90))):
        # Nation's "... heavy rain. | Dennis Onsongo | Nation Media Group": the photographer,
        # then the house, each between bars with no label
        house = normalise_agency(named["house"]) or (
            paper_name(named["house"]) if is_paper(named["house"]) else None)
        if house is not None and _piped_person(named["name"]):
            return named.start("name"), len(text), Credit(
                photographer=tidy_name(named["name"]), agency=house,
                raw=text[named.start("name") :].strip())
        if house is not None:  # a page's section before the house: "| Premier League | Reuters"
            return named.start("house"), len(text), Credit(agency=house,
                                                           raw=named["house"].strip())
    if match is None:
        house = _PIPED_HOUSE.search(text, max(0, len(text) - 50))
        agency = normalise_agency(house.group(1).strip()) if house is not None else None
        if agency is None:
            return None
        return house.start(1), len(text), Credit(agency=agency, raw=house.group(1).strip())
    credit = parse_credit("Photo: " + _BAR.sub("/", match.group(2)))
    if credit is None:
        return None
    return match.start(1), len(text), dataclasses.replace(credit, raw=match.group(1))


# A house's own closing line, with the agency named and no photographer, in the last
# characters of the caption: (cheap substring, its regex, the group the text keeps).
# "... southern Taiwan. CNA photo July 25, 2024" (the date stays with the text), "... from
# video. Video obtained by REUTERS", "--fotoBERNAMA (2024) COPYRIGHT RESERVED" (its year
# stays too: it dates "KOTA BHARU, Dec 24 --").
_CLOSING_FORMS = (
    ("hoto ", _AGENCY_PHOTO_DATE, "date"),
    ("obtained by", _OBTAINED_BY, None),
    ("©", _COPYRIGHT_HOUSE, None),
    ("foto", _GLUED_FOTO, "year"),
)


def _closing_house_credit(text: str) -> tuple[str, Credit] | None:
    """(body, credit) for a caption closed by one of :data:`_CLOSING_FORMS`, else None."""
    tail = text[-70:]
    dated = tail.rstrip(". ")[-4:].isdigit()  # CNA's closing line ends with its year
    for hint, pattern, kept in _CLOSING_FORMS:
        if hint not in tail or (kept == "date" and not dated):
            continue
        found = pattern.search(text, max(0, len(text) - 70))
        # (a copyright sign opens a credit's slot: "© JAXA", "© Amnesty International")
        house_of = credit_slot_agency if hint == "©" else normalise_agency
        agency = house_of(found["agency"]) if found else None
        if agency == "DR" and found["agency"].strip() == "DR":
            return text[: found.start()].rstrip(), Credit(raw=found.group().strip())  # French
            # "© DR": droits réservés (rights reserved), no house
        if agency is None:
            owner = found["agency"].strip() if found and hint == "©" else ""
            if len(owner.split()) >= 2 and is_name(owner) and fold(owner) not in MARKERS \
                    and ORG_WORDS.isdisjoint(fold(owner).split()):
                # "© Jane Doe 2025": the photographer's own copyright
                return text[: found.start()].rstrip(), Credit(
                    photographer=tidy_name(owner), raw=found.group().strip())
            continue
        body = text[: found.start()].rstrip()
        if kept and found[kept]:
            body = f"{body} {found[kept]}"
        return body, Credit(agency=agency, raw=found.group().strip())
    return None


def _credit_code_line(text: str) -> tuple[str, Credit] | None:
    """Sipa's closing line: the picture's code, then "Credit:" and the credit, then a
    number ("...//MONASSE_T.240627001/Credit:Thierry Monasse/SIPA/2406271845")."""
    match = _CREDIT_CODE_LINE.search(text)
    if match is None:
        return None
    credit = parse_credit(match.group(1))
    return (text[: match.start()].rstrip(), credit) if credit is not None else None


def _tagged_credit(text: str) -> tuple[str, Credit] | None:
    """A Reuters credit with its subject tags, wherever it stands: "... March 15, 2011.
    REUTERS/Goran Tomasevic (LIBYA - Tags: CIVIL UNREST CONFLICT) Rebels retreated ..."
    (the text after the tags is the caption's too)."""
    tags = _SUBJECT_TAGS.search(text) if "Tags:" in text else None
    country_only = tags is None
    if country_only:
        tags = _COUNTRY_TAG.search(text, max(0, len(text) - 40)) if text.endswith(")") else None
        if tags is None:
            return None
    stop = text.rfind(". ", 0, tags.start())
    clause = 0 if stop < 0 else stop + 2
    credit = parse_credit(text[clause : tags.start()])
    if credit is None or (country_only and credit.agency != "Reuters"):
        return None
    body = f"{text[:clause].rstrip()} {text[tags.end():].lstrip()}".strip()
    return body, credit


def house_writes_month_first(credit: Credit) -> bool:
    """True when the credit names an American house (AP, UPI, Bettmann, USA Today...),
    whose numeric dates put the month first wherever the picture was taken."""
    if credit.agency in MONTH_FIRST_HOUSES:
        return True
    provider = (credit.provider or "").lower()
    return any(name in provider for name in MONTH_FIRST_PROVIDERS)


def house_writes_day_first(credit: Credit) -> bool:
    """True when the credit names a house whose numeric dates put the day first wherever
    the picture was taken (EFE, Lusa, ANSA, dpa: "MIAMI, 03/11/2024.-")."""
    return credit.agency in DAY_FIRST_HOUSES


def house_country(credit: Credit) -> str | None:
    """The ISO code of the country a national agency's pictures are mostly of (PA: GB,
    Kyodo: JP), or None for a world wire, an unknown credit or none."""
    if not credit.agency:
        return None
    return HOME_COUNTRY.get(credit.agency)


def _archive_credit(text: str) -> tuple[int, int, Credit] | None:
    """An archive's credit sentence ending the caption ("Civil War glass negative
    collection, Library of Congress.", "IWM (B 5172)"), with the photographer the caption
    names ("Photograph by Andrew J. Russell.", "Photographer: Sgt. Jim Mapham, ..."); or,
    when the archive is only named in the text, the credit after it (:func:`_find_credit`'s)."""
    match = _ARCHIVE_SENTENCE.search(text, max(0, len(text) - _MAX_CREDIT - 60))
    if match is None:
        return None
    if ". " in text[match.end(2) :] and (later := _find_credit(text)) is not None \
            and later[0] > match.end(2):
        return later  # the archive is the place, a credit of its own after it: "... at the
        # Australian War Memorial in Canberra, October 21, 2024. REUTERS/Name/Pool" (the
        # credit found is returned, not looked for again)
    start = match.start(1)
    by = _PHOTOGRAPHED_BY.search(text)
    photographer = tidy_name(by.group(1)) if by else None
    if by is not None and not text[by.end() : start].strip(" ."):
        start = by.start()  # "Photograph by Name. Civil War ... collection, Library of Congress."
    credit = Credit(photographer=photographer, agency=normalise_agency(match.group(2)),
                    raw=text[start:].strip())
    return start, len(text), credit


def _backslash_credit(text: str) -> tuple[int, int, Credit] | None:
    """A credit written with a backslash ("Sergei Bobylev\\TASS"), read as with a slash;
    its ``raw`` is the text as written."""
    low = max(0, len(text) - _MAX_CREDIT)
    found = _find_credit(text[:low] + text[low:].replace("\\", "/"))
    if found is None:
        return None
    start, end, credit = found
    return start, end, dataclasses.replace(credit, raw=text[start:end].strip())


def _dateline_credit(text: str) -> Credit | None:
    """The agency named in a story dateline ("SOFIA, 2 April 2023 (BTA) -"), for a
    caption whose credit names none: the agency that filed the story sent the picture."""
    if not text[:1].isascii() \
            and (_ARABIC_LETTER.match(text) or _ARABIC_LETTER.search(text, 0, 40)):
        match = _ARABIC_DATELINE_AGENCY.search(text, 0, 160) or arabic_house_tag(text, 250) \
            or _PERSIAN_HOUSE.search(text, 0, 250)  # "به گزارش خبرگزاری تسنیم از مشهد"
    elif "\u1200" <= text[:1] <= "\u137f":
        match = _GEEZ_DATELINE_AGENCY.match(text)  # ENA's "አዲስ አበባ፤ ጥር 12/2016 (ኢዜአ)፦"
    elif is_indic(text[:1]):
        tagged = _INDIC_DATELINE_AGENCY.match(text)  # Eenadu's "విజయవాడ, జనవరి 14 (ఈనాడు):"
        paper = credit_slot_agency(tagged["agency"].strip()) if tagged is not None else None
        return Credit(agency=paper, raw=tagged["agency"]) if tagged and paper else None
    elif "(" in text[:60]:
        match = _DATELINE_AGENCY.match(text)
    elif "--" in text[:100]:
        match = _DATELINE_AGENCY_LAST.match(text)  # SPA: "Jeddah, June 2, 2023, SPA -- ..."
    elif not text[:1].isascii():
        match = _ARABIC_DATELINE_AGENCY.search(text, 0, 160)
    else:
        match = None
    if match is None and ". " in text[:40] and text[:1].isupper():
        match = _TOWN_STOP_HOUSE.match(text)  # Ukrinform's "Kharkiv. Ukrinform. Rescuers ..."
        if match is not None and (match["agency"] not in _TOWN_STOP_HOUSES
                                  or match["town"] in _TOWN_STOP_ABBREVIATIONS):
            match = None  # (not "Varanasi. Dawn.", "Dr. Mena.", "Mt. Tempo.": words, titles)
    if match is None and ("–" in text[:100] or ("-" in text[:100] and ", " in text[:90])):
        # SANA's "Latakia, SANA – ...", and "Deir Ezzor, SANA- Locals ...", its dash glued on
        # (a line's end mended so: "SANA-Locals")
        match = _DATELINE_AGENCY_DASH.match(text)
        house = normalise_agency(match["agency"]) if match is not None else None
        if house not in _DASH_DATELINE_HOUSES or (
                text[match.end("agency")] != " " and house not in _GLUED_DASH_HOUSES):
            # ("HARRISBURG, PA -": Pennsylvania; "..., ATA -" is no house here; "Baden-Baden,
            # SPA-Visitors ...": a spa, SPA's datelines spacing their dash)
            match = None
    if match is None and "/" in text[:120] and text[:1].isupper():
        # Montsame's tag between slashes after the dateline's date: "Ulaanbaatar, July 11,
        # 2023 /MONTSAME/.", "Улаанбаатар, 2023 оны долоодугаар сарын 11 /МОНЦАМЭ/."
        match = _SLASHED_DATELINE_TAG.match(text)
        if match is not None and normalise_agency(match["agency"]) is None:
            match = None
    if match is None and text[:1].isupper():
        # a house's tag closing a dated dateline with a stop ("Nukus, 2022-yil 4-iyul (UzA).",
        # "Şuşa, 15 iyun 2021, AZƏRTAC.", "GORIS, SEPTEMBER 28, 2023, ARMENPRESS."), or after
        # a town in capitals ("DİYARBAKIR (DİHA) -", "NUR-SULTAN. KAZINFORM –")
        match = _DATELINE_HOUSE_TAG.match(text)
        if match is None and text[1:3].isupper():
            match = _CAPITALS_DATELINE_TAG.match(text)  # "YEREVAN, APRIL 24, ARMENPRESS."
        if match is not None and normalise_agency(_tag_of(match)) is None:
            match = None
    if match is None:
        return None
    tag = _tag_of(match)
    if _initials_of(match.groupdict().get("town"), tag):
        return None
    agency = normalise_agency(tag)
    return Credit(agency=agency, raw=tag) if agency is not None else None


def _tag_of(match: re.Match[str]) -> str:
    """The house's tag a dateline pattern found, in whichever of its groups."""
    groups = match.groupdict()
    return next((groups[g] for g in ("agency", "agency2", "agency3", "agency4")
                 if groups.get(g)), "")


_DATELINE_HOUSE_TAG = re.compile(
    r"(?:[^()\n.]{2,60}?\b(?:19|20)\d\d\b[^()\n.]{0,24}?(?:\((?P<agency>[^\W\d_][\w /-]{1,24})\)"
    r"|, (?P<agency2>[^\W\d_a-z][^\W\d_a-z]{2,14}))\s*[.–—-]"
    r"|[^\W\d_a-z](?:[^\W\d_a-z]|['’ -]){1,30}(?:\((?P<agency3>[^\W\d_][\w /-]{1,24})\)|\. "
    r"(?P<agency4>[^\W\d_a-z]{3,14}))\s*[–—-] )")
# ... and a dateline in capitals with no year: Armenpress' "YEREVAN, APRIL 24, ARMENPRESS."
_CAPITALS_DATELINE_TAG = re.compile(
    r"[A-Z][A-Z'’ -]{1,30}, [A-Z]{3,9}\.? \d{1,2}, (?P<agency>[A-Z]{3,14})\.\s")
_SLASHED_DATELINE_TAG = re.compile(
    r"[^()\n./]{2,60}?\b(?:19|20)\d\d\b[^()\n./]{0,40}?\s/(?P<agency>[^\W\d_][^\W\d_ -]{1,20})/"
    r"\s*[.–—-]")
_ARABIC_LETTER = re.compile("[\u0620-\u064a\u066e-\u06d3]")
# a house's tag after the date of a dateline in Ge'ez script: ENA's "አዲስ አበባ፤ ጥር 12/2016
# (ኢዜአ)፦ ..." (its town, the Ethiopian calendar's month, day and year, the tag)
_GEEZ_DATELINE_AGENCY = re.compile(
    r"[\u1200-\u137f][^()\n]{0,80}?\d\s*\((?P<agency>[\u1200-\u135a][\u1200-\u135a. ]{1,11})\)")
# a paper's tag after the town and the date of a dateline in India's scripts: Eenadu's
# "విజయవాడ, జనవరి 14 (ఈనాడు):", Dinamalar's "சென்னை, டிச. 2 (தினமலர்):", Sambad's
# "ଭୁବନେଶ୍ୱର, 12।3 (ସମିସ):" (a desk's word, "(ବ୍ୟୁରୋ)", the bureau, names no house); Nepali's
# closed by the danda, "काठमाडौं, २०७२ वैशाख १२ गते (रासस) ।"; read as a credit's slot, the
# papers' names being words too
_INDIC_DATELINE_AGENCY = re.compile(
    rf"[{INDIC_LETTERS}][^()\n]{{0,40}}?\d[^()\n]{{0,16}}?"
    rf"\((?P<agency>[{INDIC_LETTERS}][^()\d]{{1,30}})\)\s*[:\-–—।]")
# the Iranian houses as their Persian stories name them: "خبرگزاری تسنیم" (Tasnim news agency)
_PERSIAN_HOUSE = re.compile(
    r"(?P<agency>خبرگزاری\s+(?:تسنیم|مهر|ایرنا|ایسنا|فارس))(?![\u0600-\u06ff])")
# an English dateline closed by its house's initials and a dash: SANA's "Latakia, SANA –",
# IRNA's "Kish Island, Hormozgan Prov, April 30, 2015, IRNA – ..."
# the state houses that close an English dateline with their initials and a dash
_DASH_DATELINE_HOUSES = frozenset({"SANA", "IRNA", "WAFA", "KUNA", "QNA", "WAM", "SPA", "BNA",
                                   "MENA", "NNA", "SUNA", "Mehr", "ISNA", "Tasnim"})
# ... and of them those that glue the dash to their initials: SANA's "Deir Ezzor, SANA- Locals
# ...", "Hama, SANA-Farmers ...", MENA's "Cairo, MENA-" (not "Baden-Baden, SPA-Visitors")
_GLUED_DASH_HOUSES = frozenset({"SANA", "MENA"})
_DATELINE_AGENCY_DASH = re.compile(
    r"[A-Z][^()\n]{1,80}?, (?P<agency>[A-Z]{3,6})(?: ?[–—-]+ | ?-(?=[A-Z][a-z]))")
# (three letters or more: "PITTSBURGH, PA -" is Pennsylvania, not the Press Association)
# a town, a stop, the house's name, a stop, then the text: Ukrinform's "Kharkiv. Ukrinform. ..."
_TOWN_STOP_HOUSE = re.compile(
    r"(?P<town>[A-ZА-ЯІЇЄҐ][\w'’-]+)(?: [A-ZА-ЯІЇЄҐ][\w'’-]+)?\. "
    r"(?P<agency>[A-ZА-ЯІЇЄҐ][\w-]{2,14})\. (?=[A-ZА-ЯІЇЄҐ])")  # (Ukrainian's "Київ. Укрінформ.")
# ... only the houses that write their datelines so, spelled as they write them (not a word
# the tables know as a house too: "Varanasi. Dawn.", "Kyiv. Tempo."); Peru's Andina in its
# captions' "Lima. Andina."
_TOWN_STOP_HOUSES = frozenset({"Ukrinform", "Укрінформ", "Укринформ", "Andina"})
# a title's or an abbreviation's stop is no town's ("Dr. Mena.", "Mt. Tempo.", "St. Ukrinform")
_TOWN_STOP_ABBREVIATIONS = frozenset({
    "Dr", "Mr", "Mrs", "Ms", "Mt", "St", "Ste", "Ft", "Pt", "Gen", "Gov", "Sen", "Rep", "Col",
    "Lt", "Sgt", "Capt", "Prof", "Rev", "Fr", "Sr", "Jr", "No", "Vol", "Fig", "Inc", "Co",
    "Ltd", "Corp", "Dept", "Univ", "Ave", "Rd", "Blvd"})
# the Arab agencies' own datelines, the agency after the date: SPA's "مكة المكرمة ... 11
# أغسطس 2019 م واس", WAFA's "بيت لحم 24-12-2019 وفا-"
_ARABIC_DATELINE_AGENCY = re.compile(
    r"\d{4}\s*(?:م\s+)?(?P<agency>واس|وفا|وام|قنا|كونا|سانا|بنا)\b")


_BRACKETS = re.compile(r"\(([^()]{3,60})\)")


def _bracketed_credit(text: str) -> Credit | None:
    """A house's credit with its photographer in brackets inside the text, where AFP's
    Arabic desk closes the picture's caption before the story: "... في 5 آب/أغسطس 2020 (أ ف
    ب - جوزيف عيد) بيروت (أ ف ب) - ..." (the first such group in 400 characters)."""
    for match in _BRACKETS.finditer(text, 0, 400):
        credit = parse_credit(match.group(1))
        if credit is not None and credit.photographer and credit.agency \
                and normalise_agency(credit.agency) is not None:
            return credit
    return None


_REFERENCE_TAIL = re.compile(r"\s(?:Image reference|Réf\.|Ref\.|Editorial #|Bildnummer)\s?:\s?"
                             r"[\w/-]+(?: \([^()]{0,40}\))?\s*$")
_PHOTO_NAME_HOUSE_END = re.compile(
    r"(?:^|(?<=\s))(PHOTO [A-ZÀ-Ý][A-ZÀ-Ý'’. -]+, [A-ZÀ-Ý][\w'’ -]+)$")
# a sentence in capitals closing the text: a house, a comma, a name of two words or more
_HOUSE_COMMA_NAME_END = re.compile(
    r"(?<=[.!?)] )(?P<house>[A-ZÀ-Ý][A-ZÀ-Ý'’.-]+(?: [A-ZÀ-Ý'’.-]+){0,3}), "
    r"(?P<name>[A-ZÀ-Ý][A-ZÀ-Ý'’.-]+(?: [A-ZÀ-Ý][A-ZÀ-Ý'’.-]+){1,3})$")
# a dash, then a house's name, a colon and the photographer closing the text
_STOP_HOUSE_COLON = re.compile(r"(?<=[.!?])\s+([A-ZÀ-Þ][^:.!?/()]{1,40}): "
                               r"([A-ZÀ-Þ][^:.!?/()]{2,50})$")
_DASH_HOUSE_COLON = re.compile(r"\s[-–—]\s+([A-ZÀ-Þ][^:.!?/()]{1,40}: [A-ZÀ-Þ][^:!?/()]{2,50})$")
_HOUSE_SLUG = re.compile(r"\bAPP\d{1,3}-\d{6}$")
_PAGE_STAMP = re.compile(
    r"\s(?:[A-Z]{2,10} \| \S+:?\s+|(?:Published|Updated|Posted)(?: on)?:?\s+"
    r"|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s+)"
    r"(?:[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4}|\d{1,2} [A-Z][a-z]{2,8},? \d{4}|\S{2,12} \d{1,2}, \d{4})"
    r"(?:[ ,]+\d{1,2}:\d\d(?: ?[AP]M)?(?: [A-Z]{2,4})?)?(?:\s+Last update on:.{0,40})?$")
# a page's stamp of the day, the month in words (any script) and the time
_DAY_MONTH_TIME = re.compile(r"\s\d{1,2} [^\W\d_]{3,10}\.? (?:19|20)\d\d,? \d{1,2}:\d\d$")
_LAST_ARABIC_WORDS = re.compile(
    r"[.،:\-–—۔।]\s*([\u0600-\u06ff\u0900-\u09ff][\u0600-\u06ff\u0900-\u09ff ]{1,24})$")


def _arabic_agency_sentence(text: str) -> tuple[int, int, Credit] | None:
    """An agency's name closing a caption in Arabic, Devanagari or Bengali script as its own
    sentence: "...، 25 أكتوبر 2019. رويترز", "... یو این آئی فوٹو" (as "... REUTERS")."""
    match = _LAST_ARABIC_WORDS.search(text, max(0, len(text) - 30))
    if match is None:
        return None
    agency = normalise_agency(match.group(1).strip())
    if agency is None:
        return None
    return match.start(1), len(text), Credit(agency=agency, raw=match.group(1).strip())


def _initials_of(words: str | None, tag: str) -> bool:
    """True when the bracket holds the initials of the words before it: "Palestinian
    Authority (PA)", "Trans Adriatic Pipeline (TAP)", an organisation, not a town's agency."""
    if not words:
        return False
    initials = "".join(w[0] for w in re.split(r"[\s-]+", words) if w[:1].isupper())
    return initials.upper() == tag.upper()


# a house's "photo", a slash and a name, then a colon, opening the caption ("CNS photo/Name: ...")
_LEADING_HOUSE_PHOTO_COLON = re.compile(
    r"([A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2}) (?:photo|Photo|PHOTO) ?/ ?"
    r"([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){1,3}):\s+(?=\S)")


_DOUBLE_SLASH = re.compile(r"\s+//(?:\s+|$)")


def _double_slash_credit(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a caption whose fields after it are parted by " // ": Red Bull
    Content Pool's "... 2024 // Name / Red Bull Content Pool // SI202410190123 // Usage for
    editorial use only //". The first field that is a credit naming a known house is the
    credit; the body is the text before the first " // " (the picture's number and its
    usage note after it go with the credit)."""
    fields = _DOUBLE_SLASH.split(text.rstrip(" /") + " //")
    for field in fields[1:]:
        credit = parse_credit(field) if "/" in field and len(field) <= 80 else None
        if credit is not None and credit.agency and normalise_agency(credit.agency):
            return fields[0].rstrip(), credit
    return None


def _leading_credit(text: str) -> tuple[str, Credit] | None:
    """A credit opening the caption; the body follows it. Shutterstock's credit line,
    "(AP Photo/Name) Prague residents ...", an archive's "(c) Name / Magnum Photos.", and
    an agency then its photographer: "AFP PHOTO / ALEXANDER NEMENOV -- Chechen fighters",
    "CAMERA PRESS/Homer Sykes. Police officers ..."."""
    if text[:1] in "[©" or " (" in text[:60]:
        opening = _opening_bracket_or_sign(text)
        if opening is not None:
            return opening
    match = _LEADING_CREDIT.match(text) or _LEADING_GROUP.match(text)
    if match is None and ". " in text[:120] and (named := _opening_named_credit(text)):
        return named
    if match is None:
        labelled = _labelled_credit(text)
        if labelled is not None:
            return labelled
    if match is None and "hoto/" in text[:30] \
            and (house_colon := _LEADING_HOUSE_PHOTO_COLON.match(text)) is not None \
            and normalise_agency(house_colon[1]) is not None and is_name(house_colon[2]):
        # China News Service's "CNS photo/Chen Jimin: A J-35A stealth fighter performs ..."
        return text[house_colon.end() :], Credit(
            photographer=tidy_name(house_colon[2]), agency=normalise_agency(house_colon[1]),
            raw=house_colon.group().strip().rstrip(":"))
    if match is None:
        agency_first = _LEADING_AGENCY_NAME.match(text)
        if agency_first is None or normalise_agency(agency_first.group(2)) is None:
            return None
        match = agency_first
    raw = match.group(1) or match.group(2)
    if "/" not in raw:
        return None  # "(Reuters) - ...", "(c) 2019 ...": a story's source, not a picture credit
    credit = parse_credit(raw)
    return (text[match.end():], credit) if credit is not None else None


# a credit opening the caption in square brackets ("[Ashton Greer/TimesDaily] Festivalgoers
# ..."), in round ones after a dateline and its dash ("BOBO-DIOULASSO – (Photo Sidwaya/Name)
# Des masques ..."), or after a copyright sign, a known house, a slash and a name of two words
# ("© Sputnik / Nodar Meskhi Georgian Orthodox believers ...": the line's end is lost)
_OPENING_SQUARE = re.compile(r"\[([^\[\]/]{3,60}/[^\[\]]{2,60})\]\s+(?=\S)")
_OPENING_DATELINE_GROUP = re.compile(
    r"([A-ZÀ-Þ][A-ZÀ-Þ'’ -]{2,40}?)\s*[–—-]\s*\(([^()/]{3,60}/[^()]{2,60})\)\s+(?=[A-ZÀ-Þ])")
_OPENING_SIGNED = re.compile(
    r"©\s*([A-Z][\w.&-]+(?: [A-Z][\w.&-]+){0,2}) ?/ ?([A-ZÀ-Þ][\w'’-]+(?: [A-ZÀ-Þ][\w'’-]+){1,3})"
    r" (?=[A-ZÀ-Þ][a-zà-ÿ])")
# the endings of a capitalised word that opens the caption's sentence rather than ends a
# signed name: a people's or a group's ("© Sputnik / Nodar Meskhi Georgian Orthodox ...",
# "... Residents clear mud")
_SENTENCE_OPENING_ENDINGS = ("ian", "ians", "ean", "eans", "ese", "ish", "ers", "ents", "ists")
# ... and the words that open it: a title before the next name ("© AP / Evan Vucci
# President Joe Biden speaks ..."), a group ("Police", "People")
_SENTENCE_OPENING_WORDS = PERSON_TITLES | word_set(
    "prime police people women men children the a an in on at former first pope")


def _opening_bracket_or_sign(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a caption a credit opens in brackets or after a copyright sign (see
    :data:`_OPENING_SQUARE`); the dateline before a bracketed credit stays in the body. Only
    a slashed credit counts, and after a sign only a known house: the body's own brackets
    and signs name no one."""
    square = _OPENING_SQUARE.match(text) if text[:1] == "[" else None
    if square is not None and (credit := parse_credit(square[1])) is not None \
            and credit.photographer and credit.agency:
        if len(credit.photographer.split()) >= 2 and is_name(credit.photographer):
            return text[square.end() :], credit
        if normalise_agency(credit.agency) is not None:
            # "[Exclusive/Reuters]", "[Video/AP]": one word is a label, no one's name
            return text[square.end() :], dataclasses.replace(credit, photographer=None)
    signed = _OPENING_SIGNED.match(text) if text[:1] == "©" else None
    if signed is not None and normalise_agency(signed[1]) is not None:
        return _signed_opening(text, signed)
    dated = _OPENING_DATELINE_GROUP.match(text) if " (" in text[:60] else None
    if dated is not None and dated[2].startswith(("Photo", "PHOTO", "Foto", "FOTO")) \
            and (credit := parse_credit(dated[2])) is not None and credit.agency:
        return f"{text[: dated.start(2) - 1].rstrip()} {text[dated.end() :]}", credit
    return None


def _signed_opening(text: str, signed: re.Match[str]) -> tuple[str, Credit] | None:
    """(body, credit) of "© House / Name" opening the caption: the name's two to four
    capitalised words ("Amr Abdallah Dalsh", "Juan Carlos Hernandez"), less a last one that
    opens the sentence ("Georgian Orthodox believers"), or None when they are no name."""
    words = signed[2].split()
    cut = next((i for i, word in enumerate(words[2:], 2)
                if word.casefold() in _SENTENCE_OPENING_WORDS), len(words))
    words = words[:cut]
    while len(words) > 2 and words[-1].endswith(_SENTENCE_OPENING_ENDINGS):
        words.pop()
    name = " ".join(words)
    if not is_name(name) or words[1].casefold() in NAME_PARTICLES:
        return None
    end = signed.start(2) + len(name)
    credit = Credit(photographer=tidy_name(name), agency=normalise_agency(signed[1]),
                    raw=text[:end].strip())
    return text[end:].lstrip(), credit


# a labelled name opening the caption, then its full stop and the next sentence's capital:
# "Llun/Photo: Dafydd Owen. Eisteddfod Genedlaethol, Pontypridd, 5 Awst 2024." (no digit, no
# colon, no bracket in the name: the credit never runs on into a date or a sentence)
_SUBJECT_TITLES = word_set("""president vice governor gov senator sen mr mrs ms dr prof chief
hon late king queen prince princess pope sheikh emir sultan mayor minister archbishop bishop
cardinal sir lady lord general gen col capt""")
_OPENING_NAME = re.compile(r"([^.:;()\d]{3,60}?)\.\s+(?=[\"“‘'A-ZÀ-Þ])")


def _opening_named_credit(text: str) -> tuple[str, Credit] | None:
    """A photo label, a name and a full stop opening the caption, the text after it: the
    credit ends at the stop ("Photo: Dafydd Owen. Crowds ..."; a label opening a caption
    does not make all of it the credit). A credit at the caption's end is read too."""
    label = LEAD.match(text)
    if label is None or label.end() == 0:
        return None
    named = _OPENING_NAME.match(text, label.end())
    if named is None:
        return None
    written = named[1].strip()
    words = written.replace("/", " ").split()
    if not words or len(words[-1]) < 2 or len(words) > 6:
        return None  # "Photo: R. Ravindran": an initial's stop, not the credit's end
    credit = parse_credit(text[: named.end(1)])
    if credit is None or not (credit.agency or (
            credit.photographer and is_name(credit.photographer) and len(words) >= 2
            and words[0].casefold() not in _SUBJECT_TITLES)):
        return None  # ("PHOTO: Gov. Babagana Zulum ...", "PHOTO: President Name. ...": the
        # picture's subject, as Nigeria's papers open their captions)
    body, closing = split_credit(text[named.end() :])
    return body, (credit if closing.raw is None else _fill(credit, closing))


def _labelled_credit(text: str) -> tuple[str, Credit] | None:
    """A labelled credit opening the caption, as photo-desk exports put it on a line of
    its own: "Credit: Brian Ongoro / AFP Residents carry ...", "Credit: RAUL ARBOLEDA/AFP
    via Getty Images Venezuelan ...". The line break is gone by now, so the credit ends
    with the agency named after its last slash (and the wire after "via")."""
    label = _CREDIT_LABEL.match(text) or _PHOTO_LABEL.match(text)
    if label is None:
        return None
    if label.re is _PHOTO_LABEL:
        return _credit_closed_by_a_dash(text, label.end())
    end = None
    slash = text.find("/", label.end(), label.end() + 80)
    while slash > 0:  # the last slash an agency follows ("24/7" in the caption is none)
        end = _agency_end(text, slash + 1) or end
        slash = text.find("/", slash + 1, label.end() + 80)
    if end is None:
        return _credit_closed_by_a_dash(text, label.end())
    if text.startswith(" via ", end):
        end = _agency_end(text, end + 5) or end
    credit = parse_credit(text[label.end() : end])
    return (text[end:].lstrip(" -–—|"), credit) if credit is not None else None


def _credit_closed_by_a_dash(text: str, start: int) -> tuple[str, Credit] | None:
    """A labelled credit opening the caption whose end is a dash, its agency before its
    last slash: "Credit: REUTERS/Ivan Moreno - Demonstrators ...", "Photo: Kay Nielsen/dpa -
    A migrant ..." (a name after the slash, not a lower-case word of the text)."""
    dash = _CREDIT_DASH.search(text, start, start + _MAX_CREDIT)
    if dash is None:
        return None
    written = text[start : dash.start()]
    if "/" not in written and " for " not in written:  # ("Name for The New York Times")
        return None
    credit = parse_credit(written)
    if credit is None or credit.agency is None \
            or any(word[:1].islower() and word != "for" for word in written.split()):
        return None
    if " for " in written and " " not in written.partition(" for ")[0].strip():
        credit = dataclasses.replace(credit, photographer=None)  # "Special for Kyiv Independent"
    return text[dash.end() :], credit


# a photographer's name in capitals glued to a dash after the last sentence, as the
# Philippine papers close a caption: "... heat index levels. —ARNOLD D. ALMACEN"
_DASH_GLUED_HOUSE = re.compile(r"(?<=[.!?)”\"’'])\s*[—–](?P<house>[A-Z]{2,8}|[A-Z][a-z]{2,10})$")
_DASH_GLUED_NAME = re.compile(r"(?<=[.!?)”\"’'])\s*—(?P<name>[A-ZÀ-Þ][A-ZÀ-Þ'’-]*\.?"
                              r"(?: [A-ZÀ-Þ][A-ZÀ-Þ'’-]*\.?){1,4})$")


# the words of a closing dash's line that name no photographer: a picture's kind or
# source ("—CONTRIBUTED PHOTO", "—FILE PHOTO", "—PNA HANDOUT") or the reporters' note
# ("—WITH REPORTS FROM NAME", "—REPORTS FROM NAME")
_DASH_NO_PERSON_WORDS = frozenset({
    "photo", "photos", "file", "contributed", "courtesy", "handout", "supplied", "submitted",
    "provided", "screengrab", "screenshot", "video", "pool", "staff", "reports", "report",
    "with", "from", "story", "text", "by", "and", "illustration", "graphic",
})


def _dash_glued_house(text: str) -> tuple[int, int, Credit] | None:
    """A known house glued to a dash (an em or an en dash) after the caption's last sentence:
    Pakistan's papers' "... shortage in the city.—APP", "... on Saturday.–Online" (the house's
    one word, in capitals or not)."""
    house = _DASH_GLUED_HOUSE.search(text, max(0, len(text) - 16))
    if house is not None and (agency := normalise_agency(house["house"])) is not None:
        return house.start(), len(text), Credit(agency=agency, raw=house["house"])
    return None


def _dash_glued_byline(text: str) -> tuple[int, int, Credit] | None:
    """A name in capitals glued to a dash closing the caption ("—NIÑO JESUS ORBETA"): the
    photographer, no house named (not a house's name: "—AFP PHOTO" is read as a credit)."""
    if (house := _dash_glued_house(text)) is not None:
        return house
    found = _DASH_GLUED_NAME.search(text, max(0, len(text) - 48))
    if found is None or normalise_agency(found["name"]) is not None \
            or not is_name(found["name"].replace(".", "")):
        return None
    words = fold(found["name"]).split()
    if words[0] == "the" or not ORG_WORDS.isdisjoint(words):
        return None  # a body's name, no one's: "—THE PHILIPPINE INFORMATION AGENCY"
    if not _DASH_NO_PERSON_WORDS.isdisjoint(words) or fold(found["name"]) in MARKERS:
        return None  # "—CONTRIBUTED PHOTO", "—WITH REPORTS FROM JANE DOE": no photographer
    return found.start(), len(text), Credit(photographer=tidy_name(found["name"]),
                                            raw=found.group().strip())


def _agency_end(text: str, start: int) -> int | None:
    """Where the longest agency name of one to three words starting at ``start`` ends."""
    words = text[start : start + 60].lstrip().split(" ", 3)[:3]
    first = len(text) - len(text[start:].lstrip())
    for count in (3, 2, 1):
        candidate = " ".join(words[:count])
        if len(words) >= count and normalise_agency(candidate) is not None:
            return first + len(candidate)
    return None


def _agency_sentence(text: str) -> tuple[int, int, Credit] | None:
    """A last sentence that is only an agency's name in capitals, as old wirephotos and
    archives end: "... late on Tuesday. REUTER", "... Independence Day. KEYSTONE PRESS
    AGENCY", "... Photograph by Ronald Everett. CAMERA PRESS LONDON"."""
    stop = text.rfind(". ", 0, len(text) - 2)
    if stop < 0:
        return None
    last = text[stop + 2 :].strip(" .")
    before = text[text.rfind(" ", 0, stop) + 1 : stop]
    if not (last.isupper() or _house_as_written(last)) or len(last) > 40 or len(before) < 2 \
            or "." in before:
        return None  # not after an initial or an abbreviation: "a T. REX", "the U.S. EPA"
    agency = normalise_agency(last)
    if agency is None:
        return None
    by = _PHOTOGRAPHED_BY.search(text, max(0, stop - 60), stop + 1)
    if by is not None and by.end() >= stop:  # "Photograph by Ronald Everett. CAMERA PRESS"
        credit = Credit(photographer=tidy_name(by.group(1)), agency=agency,
                        raw=text[by.start() :].strip())
        return by.start(), len(text), credit
    label = _PHOTO_THEN_NAME.search(text, max(0, stop - 60), stop)
    if label is not None and label.end() == stop and not _a_body_s_words(label[1]) \
            and is_name(label[1]):
        # the French papers' "Photo Anne-Claire DUVERNOY. AFP": the label, the name, the house
        return label.start(), len(text), Credit(photographer=tidy_name(label[1]), agency=agency,
                                                raw=text[label.start() :].strip())
    return stop + 2, len(text), Credit(agency=agency, raw=last)


def _house_as_written(last: str) -> bool:
    """Whether a last sentence not in capitals is a house's name as the house writes it: two
    words or more ("... el 15 de abril de 2024. Agencia Reforma") or dpa's lower case ("...
    9. März 2024. dpa"), or in its own script ("... 2024 года. РИА Новости"); one capitalised
    word may be the text's ("... in Kyiv. Ukraine")."""
    if " " in last and not last.isascii() and last[:1].isupper():
        return normalise_agency(last) is not None  # "... 2024 года. РИА Новости": its script
    return (" " in last or last == "dpa") and normalise_agency(last) == last


# "Photo" (French, English) or "Foto" with no colon, opening a sentence of a name alone
_PHOTO_THEN_NAME = re.compile(r"(?:(?<=[.!?] )|(?<=\n))(?:Photo|PHOTO|Foto|FOTO) "
                              r"((?:[A-ZÀ-Þ][\w'’-]+)(?: (?:[A-ZÀ-Þ]\.|[A-ZÀ-Þ][\w'’-]+)){1,3})")


# a name alone in capitals closing the caption, as Spain's regional papers sign their own
# photographers' pictures ("... el Viernes Santo, 29 de marzo de 2024. HENAR SASTRE")
_CAPITALS_NAME = re.compile(
    r"(?<=[.!?] )([A-ZÀ-Þ][A-ZÀ-Þ'’-]+(?: (?:DE |DEL |DA |DOS )?[A-ZÀ-Þ][A-ZÀ-Þ'’-]+){1,3})$")
# the wires' words in capitals closing a caption that are no one's name ("NO ARCHIVES")
_NO_NAME_CAPITALS = frozenset("""NO ARCHIVES RESALES OUT ONLY USE EDITORIAL MANDATORY CREDIT
HANDOUT POOL FILE PHOTO PICTURE SALES THIRD PARTY STORY SEE""".split())  # noqa: SIM905


def _name_in_capitals(text: str) -> tuple[int, int, Credit] | None:
    """A last sentence that is a person's name alone in capitals (see _CAPITALS_NAME): the
    photographer, no house named; not a house's name ("KEYSTONE PRESS AGENCY", read before
    this), nor the wires' instructions ("NO RESALES. NO ARCHIVES"). Only in a caption of the
    Spanish and Portuguese, whose papers sign so: an English caption's capitals closing it
    are a place or an instruction ("... on Friday. NEW YORK CITY", "ITALY OUT"), and a
    club's are its handout's ("REAL MADRID")."""
    if not _spanish_or_portuguese(text):
        return None
    match = _CAPITALS_NAME.search(text, max(0, len(text) - 50))
    if match is None or normalise_agency(match[1]) is not None \
            or normalise_agency(match[1].split()[0]) is not None \
            or not _NO_NAME_CAPITALS.isdisjoint(match[1].split()) \
            or _a_body_s_words(match[1]) or not _CLUB_WORDS.isdisjoint(match[1].split()) \
            or not is_name(match[1].title()):
        return None
    return match.start(), len(text), Credit(photographer=tidy_name(match[1]), raw=match[1])


def _spanish_or_portuguese(text: str) -> bool:
    """Whether a caption runs in Spanish or Portuguese: a date written in them ("29 de marzo
    de 2024"), or two of their small words in lower case; not an English caption naming a
    place of theirs ("Place de la Concorde", "Calle de la Fortaleza", "Copa de la Liga")."""
    if " de " not in text:
        return False
    return _ROMANCE_DATE.search(text) is not None \
        or len(set(_ROMANCE_WORDS.findall(text))) >= 2


_ROMANCE_DATE = re.compile(
    r"\d\s+de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre"
    r"|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro"
    r"|outubro|novembro|dezembro)\b")
_ROMANCE_WORDS = re.compile(r"(?<!\w)(?:el|la|los|las|en|se|con|por|para|que|y|em|com|pelo"
                            r"|pela|una|uma|del)(?!\w)")
# a club's words, in capitals closing its handout ("REAL MADRID", "BOCA JUNIORS")
_CLUB_WORDS = frozenset("""REAL CLUB FC CF CD SD UD JUNIORS ATLÉTICO ATLETICO DEPORTIVO SPORTING
ESTADIO STADIUM UNITED CITY""".split())  # noqa: SIM905


def _a_body_s_words(capitals: str) -> bool:
    """Whether a run of capitals names a body or a description, not a person: "PRENSA
    PRESIDENCIA", "FOTO ARCHIVO", "GOBIERNO DE CHILE"."""
    words = {word.casefold() for word in capitals.split()}
    return not (ORG_WORDS.isdisjoint(words) and _NOT_A_NAME.isdisjoint(words))


# a photographer's name and the house in capitals closing a Russian, Ukrainian or Belarusian
# caption with no label nor slash between them (TASS's "Name/ТАСС" with its slash lost)
_CYRILLIC_NAME_HOUSE = re.compile(
    r"(?<!\S)((?-i:[А-ЯЁІЇЄҐЎ][а-яёіїєґўʼ'’-]+\s[А-ЯЁІЇЄҐЎ][а-яёіїєґўʼ'’-]+))"
    r"\s+([А-ЯЁІЇЄҐЎ]{2,}(?:-[А-ЯЁІЇЄҐЎ]{2,})?)$")


# prepositions and conjunctions before capitalised words that are then no credit's name
_WORDS_BEFORE_A_PLACE = frozenset("""в во на с со у к о об при по за из от до для под над перед
между и й та і ў з ля""".split())  # noqa: SIM905


def _name_and_house_unmarked(text: str) -> tuple[int, int, Credit] | None:
    """A name and a house's capitals ending the caption, nothing between them ("... 12 ноября
    2019 года Лев Федотов ТАСС"): the photographer and the agency. Only a house the tables
    know, after a name of two capitalised words (not "... в Москве ТАСС")."""
    match = _CYRILLIC_NAME_HOUSE.search(text, max(0, len(text) - 60))
    if match is None or (agency := normalise_agency(match[2])) is None \
            or normalise_agency(match[1]) is not None or not is_name(match[1]):
        return None
    before = text[: match.start()].split()[-1:]
    if before and before[0][-1:] not in ".!?;" and (
            before[0][:1].isupper() or before[0].lower() in _WORDS_BEFORE_A_PLACE):
        return None  # "... в Большом Кремлёвском Дворце ТАСС", "Путин и Си Цзиньпин ТАСС"
    return match.start(), len(text), Credit(photographer=match[1], agency=agency,
                                            raw=text[match.start() :])


def _house_before_slash(text: str) -> tuple[int, str] | None:
    """(where it starts, the agency) of a house the tables know closing ``text`` in its last
    one to four words, or None."""
    text = text.rstrip()
    words = text.rsplit(" ", 4)[-4:]  # (the text is single-spaced)
    for count in range(len(words), 0, -1):
        name = " ".join(words[-count:])
        if (agency := normalise_agency(name)) is not None:
            return len(text) - len(name), agency
    return None


def _find_credit(text: str) -> tuple[int, int, Credit] | None:
    return _credit_from_parenthesis(text) or _credit_from_tail(text) or _spaced_credit(text) \
        or _name_and_email(text) or cjk_credit(text)


# a staff photographer's name and e-mail closing the caption, as McClatchy's papers sign
# ("... runs through Sunday. CARLOS ESTÉVEZ cestevez@miamiherald.com"), and Advance Local's
# with its bar and no brackets ("... Jan. 1, 2024. Mark Pynes | mpynes@pennlive.com")
_NAME_AND_EMAIL = re.compile(
    r"(?<=[.!?\n] )(?P<name>[A-ZÀ-Þ][\w'’.-]+(?: [A-ZÀ-Þ][\w'’.-]+){1,3})\s+(?:\|\s+)?"
    r"(?P<email>[\w.+-]+@(?P<domain>[\w-]+(?:\.[\w-]+)+))\s*$")


_CONTACT_LEADS = frozenset({"contact", "contacts", "email", "e-mail", "write", "reach", "call",
                            "questions", "tips", "media"})


def _name_and_email(text: str) -> tuple[int, int, Credit] | None:
    """A name and its e-mail closing the caption (see _NAME_AND_EMAIL): the photographer, and
    the paper the e-mail's domain spells (:func:`.agencies.domain_house`) the agency. A name
    in capitals, or a known paper's domain: not a reader's "Write to Jane Doe jane@gmail.com"."""
    if "@" not in text[-60:]:
        return None
    match = _NAME_AND_EMAIL.search(text, max(0, len(text) - 100))
    if match is None or not is_name(match["name"]) \
            or match["name"].split()[0].casefold() in _CONTACT_LEADS:
        return None  # (not "Contact Jane Doe | jdoe@cleveland.com": whom to write to)
    house = domain_house(match["domain"]) or STAFF_DOMAIN_PAPERS.get(match["domain"].lower())
    if house is None and not match["name"].isupper():
        return None
    return match.start(), len(text), Credit(photographer=tidy_name(match["name"]), agency=house,
                                            raw=match.group().strip())


def _spaced_credit(text: str) -> tuple[int, int, Credit] | None:
    """An agency and a name in capitals with no slash: "ANP REMKO DE WAAL",
    "BELGA PHOTO NICOLAS MAETERLINCK" (Dutch and Belgian house styles)."""
    low = max(0, len(text) - 80)
    match = _SPACED_CREDIT.search(text, low)
    if match is None or normalise_agency(match.group(1)) is None:
        return None
    whole = normalise_agency(match.group(0).strip())
    if whole is not None:  # "KEYSTONE PRESS AGENCY", "CAMERA PRESS LONDON": one name
        return match.start(1), len(text), Credit(agency=whole, raw=match.group(0).strip())
    name = match.group(2)
    label, _, marker = name.partition(" ")
    if label in ("PHOTO", "FOTO") and (fold(marker) in MARKERS or marker == "FILES"):
        # "AFP PHOTO POOL", "AFP PHOTO FILES": the house's own picture, no one named
        return match.start(1), len(text), Credit(
            agency=normalise_agency(match.group(1)), raw=match.group(0).strip(),
            file_photo=marker.startswith("FILE"))
    if normalise_agency(name) is not None or fold(name) in MARKERS:
        return None
    if label in ("POOL", "FILE") and " " in marker:  # "BELGA FOTO POOL ANN DE MEYER": the
        name = marker  # pool's picture, its photographer named after the word
    credit = Credit(photographer=tidy_name(name), agency=normalise_agency(match.group(1)),
                    raw=match.group(0).strip())
    return match.start(1), len(text), credit


# A photographer and a paper closing the caption, set apart by a bar, a slash, a dash or a
# comma, in either order, bracketed or after a stop or a dash: "ELLEN O'NAN | The Paducah
# Sun", "(Valley News - Jennifer Hauck)", "(Emily Bertolino -- Enterprise-Record)", "—
# Mathew McCarthy, Waterloo Region Record"
_NAME_BESIDE_PAPER = re.compile(
    r"(?:^|[.!?]\s+|\n|[(\[]|[—–]\s*|--\s*|\s-\s)([^()\[\]\n|/—–.,]{3,50}?)"
    r"\s*(?:\||/|--|-|—|–|,)\s*"
    r"([^()\[\]\n|/—–,]{3,50}?)\s*[)\]]?\s*$")


def _name_beside_paper(text: str) -> tuple[int, int, Credit] | None:
    """A credit of a paper's own photographer with no credit word (see _NAME_BESIDE_PAPER):
    one side a person's name, the other a paper's (not "Jane Doe, Chicago": a place)."""
    match = _NAME_BESIDE_PAPER.search(text, max(0, len(text) - 110))
    if match is None:
        return None
    for name, paper in ((match[1], match[2]), (match[2], match[1])):
        name, paper = name.strip(), paper.strip()
        if len(name.split()) < 2 or not is_name(name) or normalise_agency(name) is not None \
                or "photo" in name.lower() or "staff" in name.lower():
            continue  # (not "STAFF PHOTO — THE BERKSHIRE EAGLE": no one named)
        # a paper's name, or a known house's of two words or more ("Kiko Dela Rosa, ABS-CBN
        # News", "Le Soleil, Marc-André Tessier"; not "Jane Doe, Reuters"-like one-word towns)
        house = paper_name(paper) if is_paper(paper) else (
            normalise_agency(paper) if " " in paper or "-" in paper else None)
        if house is not None:
            return match.start(1), len(text), Credit(
                photographer=tidy_name(name), agency=house,
                raw=text[match.start(1) :].strip(" )]"))
    return None


# a photo label with no colon before a name, as the Southern African papers write it ("... pic
# Name Times of Eswatini", "Picture Name The Herald")
_BARE_LABEL = frozenset({"pic", "pics", "pix", "picture", "photo", "foto", "photos"})


def _name_then_house(text: str) -> tuple[int, int, Credit] | None:
    """A photographer's name and a known house of two words or more closing the caption, no
    slash nor label's colon between them: "... tras conocerse la muerte. CARLOS FERRÁN DÍAZ el
    Nuevo Herald", "... a cost-of-living adjustment pic Name Times of Eswatini". The name (two
    to four words) opens a sentence or follows a bare photo label; a house of one word is no
    such credit ("... by the Jane Smith Foundation Reuters" is read elsewhere) unless a bare
    label opens the credit, a pool's word after it too: Belga's "FOTO POOL DIRK WAEM Belga"."""
    words = text[-90:].split()
    for size in (4, 3, 2, 1):  # the house's words, longest first
        if len(words) < size + 2:
            continue
        house = normalise_agency(" ".join(words[-size:]))
        if house is None:
            continue
        for length in (2, 3, 4):
            if len(words) < size + length + 1:
                break
            name = " ".join(words[-size - length : -size])
            before = words[-size - length - 1]
            if before.lower() == "pool" and len(words) > size + length + 1 \
                    and words[-size - length - 2].lower() in _BARE_LABEL:
                before = words[-size - length - 2]  # "FOTO POOL NAME Belga"
            if not is_name(name) or normalise_agency(name) is not None:
                continue
            if before.lower() in _BARE_LABEL or (before[-1:] in ".!?" and size > 1):
                start = text.rfind(name, 0, len(text) - len(" ".join(words[-size:])))
                if before.lower() in _BARE_LABEL:
                    start = text.rfind(before, 0, start)
                return start, len(text), Credit(photographer=tidy_name(name), agency=house,
                                                raw=text[start:].strip())
        return None
    return None


# a labelled credit inside the text, a bar between the name and the house, the text going on
# after the house's name with no stop: "Foto: Name | Edições Novembro O antigo Presidente ..."
_INNER_PIPED = re.compile(r"(?:Fotografia|Foto|FOTO|Photo|PHOTO)\s*:\s*([^|.:;()]{3,50}?)\s\|\s")


def _inner_piped_credit(text: str) -> tuple[str, Credit] | None:
    """(the text without it, the credit) for a labelled "Name | HOUSE" credit inside the text
    (see :data:`_INNER_PIPED`): a person's name, then a house the tables know of one to four
    words; None otherwise."""
    for found in _INNER_PIPED.finditer(text):
        if not is_name(found[1].strip()):
            continue
        words = text[found.end() :].split(" ", 5)
        for size in (4, 3, 2, 1):
            house = normalise_agency(" ".join(words[:size])) if len(words) > size else None
            if house is not None:
                end = found.end() + len(" ".join(words[:size]))
                credit = Credit(photographer=tidy_name(found[1].strip()), agency=house,
                                raw=text[found.start() : end])
                return f"{text[: found.start()].rstrip()} {text[end:].lstrip()}", credit
    return None


def _cut(text: str, found: tuple[int, int, Credit]) -> tuple[str, Credit]:
    start, end, credit = found
    after = text[end:].lstrip()
    space = "" if after[:1] in ",;:" else " "  # (a credit cut from a clause: "na Mouraria, na")
    body = text[:start].rstrip(" -–—|/") + (space + after if end < len(text) else "")
    return body.rstrip(), credit


def _fill(credit: Credit, other: Credit) -> Credit:
    """The credit, with what it leaves unsaid taken from a second credit of the same photo."""
    return dataclasses.replace(
        credit, photographer=credit.photographer or other.photographer,
        agency=credit.agency or other.agency, provider=credit.provider or other.provider)
