"""The photo credit: who took the picture, for which agency, from which source.

Agency captions end with a credit in one of a handful of house styles::

    (Photo by Karam Al-Masri/AFP Photo)        (AP Photo/Hassan Ammar, File)
    REUTERS/Omar Sanadiki                      AFP PHOTO / KARAM AL-MASRI
    Delil Souleiman/AFP/Getty Images           EPA-EFE/YOUSSEF BADAWI
    (Photo by Name/Anadolu Agency via Getty Images)
    Handout via REUTERS                        Photo: Name / Xinhua

:func:`split_credit` finds the credit at the end of the text (a parenthesised
group first, then the last clause), removes it from the body so that the
places stage never reads an agency or a handout organisation as a place, and
reads it into a :class:`Credit`. A "(Photo by ...)" group inside the text (two
captions run together) is the last resort.

Rules, each general rather than fitted to one house:

* The credit is split at ``/``; each part is an agency (normalised through
  :data:`AGENCIES`), a marker (Stringer, Handout, File, Pool: never a
  photographer), an organisation (a ministry, a media center: the *provider*),
  or a person's name (the *photographer*).
* The agency is the originating agency. Getty Images (and any ``via X``
  distributor) is the agency only when no other agency is named:
  ``Name/AFP/Getty Images`` and ``AFP via Getty Images`` are AFP;
  ``Name/Getty Images`` is Getty Images. A handout distributed by a wire
  (``SANA/Handout via REUTERS``) is that wire's, with SANA as the provider;
  so is a state agency's picture named beside a wire in any order
  (``AFP PHOTO / HO / IRNA``, ``EPA-EFE/SANA HANDOUT``), and a chain of sources
  inside one part (``HANDOUT/KCNA VIA KNS/AFP``) is the provider, never a name.
* A pool picture is the pool's, the wire that sent it its distributor
  (``Name/Pool via AP``, ``Sputnik/Name/Pool via REUTERS``); a wire's own
  photographer in a pool, credited to the wire (``Name / POOL / AFP``), stays
  the wire's.
* ``Name for The Washington Post``: the publication is the agency when no
  agency is named (``Name/Getty Images for UNICEF`` stays Getty Images).
* With no known agency, ``Photo by NAME/OUTLET`` reads OUTLET as the agency.
  So does ``OUTLET photograph by NAME`` ("NZ Herald photograph by Name").
* An archive's credit sentence ending the caption ("Civil War glass negative
  collection, Library of Congress.", "IWM (B 5172)") names the archive as the
  agency, and "Photograph by NAME" in the caption the photographer.
* A caption whose credit names no agency takes the one of its story dateline
  ("ABU DHABI, 13th February, 2024 (WAM) --", "LONDON (Reuters) -").
* Archive collections (Hulton Archive, Bettmann) are providers, not photographers.
* A name written in capitals (``AFP PHOTO / JOSEPH EID``, ``Karam AL-MASRI``)
  is title-cased.
* AFP's doubled credit (``/ AFP / NAME (Photo credit should read NAME/AFP)``)
  is removed whole; wire tags after a credit (``TPX IMAGES OF THE DAY``,
  ``SEARCH ... FOR THIS STORY``) go with it.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class Credit:
    """The credit of one photo; every field is None when the caption does not say."""

    photographer: str | None = None
    agency: str | None = None
    provider: str | None = None
    raw: str | None = None
    distributor: str | None = None
    file_photo: bool = False


# The credit of a caption that names none: frozen, so one instance serves every caption.
_NO_CREDIT = Credit()


def _agency_table() -> dict[str, str]:
    """Folded spelling -> canonical agency name."""
    groups: dict[str, tuple[str, ...]] = {
        "AFP": ("afp", "agence france-presse", "agence france presse", "french press agency"),
        "Reuters": ("reuters", "thomson reuters", "reuters tv", "reuters pictures"),
        "AP": ("ap", "associated press", "the associated press", "ap images",
               "invision", "invision/ap"),  # Invision: AP's entertainment imprint
        "EPA": ("epa", "epa-efe", "epa efe", "european pressphoto agency"),
        "EFE": ("efe", "agencia efe"),
        "Getty Images": ("getty images", "getty"),
        "Anadolu": ("anadolu", "anadolu agency", "anadolu ajansi", "aa"),
        "Xinhua": ("xinhua", "xinhua news agency"),
        "Bloomberg": ("bloomberg",),
        "NurPhoto": ("nurphoto",),
        "SOPA Images": ("sopa images", "sopa"),
        "LightRocket": ("lightrocket",),
        "ZUMA Press": ("zuma press", "zuma wire", "zuma", "zumapress", "zuma press wire"),
        "Sipa": ("sipa", "sipa usa", "sipa press"),
        "Abaca": ("abaca", "abacapress", "abaca press", "abacapress.com"),
        "dpa": ("dpa", "picture alliance", "picture-alliance"),
        "ANSA": ("ansa",), "Kyodo": ("kyodo", "kyodo news"), "Yonhap": ("yonhap",),
        "TASS": ("tass", "itar-tass"), "RIA Novosti": ("ria novosti", "ria"),
        "Sputnik": ("sputnik",), "UPI": ("upi",), "PA": ("pa", "pa images", "pa wire"),
        "The Washington Post": ("the washington post", "washington post"),
        "The New York Times": ("the new york times", "new york times", "nyt"),
        "Shutterstock": ("shutterstock", "rex", "rex features", "rex/shutterstock"),
        "Alamy": ("alamy",), "Polaris": ("polaris",), "Redux": ("redux",),
        "Magnum Photos": ("magnum", "magnum photos"), "VII": ("vii",), "Panos": ("panos",),
        "Corbis": ("corbis",), "Imaginechina": ("imaginechina",),
        "VCG": ("vcg", "visual china group"), "China News Service": ("china news service", "cns"),
        "Jiji Press": ("jiji", "jiji press"), "Belga": ("belga",), "ANP": ("anp",),
        "AAP": ("aap",), "The Canadian Press": ("the canadian press", "canadian press", "cp"),
        "Middle East Images": ("middle east images",), "Pacific Press": ("pacific press",),
        "Hindustan Times": ("hindustan times",),
        "India Today Group": ("india today group", "the india today group", "india today"),
        "BackpagePix": ("backpagepix",), "Sportsfile": ("sportsfile",),
        "Offside": ("offside",), "Action Images": ("action images",),
        "Camera Press": ("camera press",),
        # archives and libraries that credit their own collections
        "Library of Congress": ("library of congress",),
        "IWM": ("iwm", "imperial war museum", "imperial war museums"),
        "Bundesarchiv": ("bundesarchiv",), "National Archives": ("national archives",),
        "Australian War Memorial": ("australian war memorial", "awm"), "Europa Press": ("europa press",),
        "Ukrinform": ("ukrinform",), "PAP": ("pap",), "Keystone": ("keystone",),
        "SANA": ("sana",), "KCNA": ("kcna",), "IRNA": ("irna",), "WAFA": ("wafa",),
        "Tasnim": ("tasnim", "tasnim news agency"), "Fars": ("fars", "fars news agency"),
        "Bernama": ("bernama",), "Antara": ("antara", "antara foto"),
        "IMAGO": ("imago", "imago images"), "Gamma-Rapho": ("gamma-rapho", "gamma rapho", "gamma"),
        "Sygma": ("sygma",), "Hans Lucas": ("hans lucas",),
        "UIG": ("uig", "universal images group"),
        # national and regional agencies
        "Notimex": ("notimex",), "Andina": ("andina", "agencia andina"), "Télam": ("telam",),
        "Agência Brasil": ("agencia brasil", "agência brasil"), "TT": ("tt", "tt nyhetsbyrån"),
        "NTB": ("ntb", "ntb scanpix"), "Ritzau": ("ritzau", "ritzau scanpix"),
        "Scanpix": ("scanpix",), "Lehtikuva": ("lehtikuva",), "ANA-MPA": ("ana-mpa", "ana mpa"),
        "SPA": ("spa", "saudi press agency"), "MENA": ("mena", "middle east news agency"),
        "NAN": ("nan", "news agency of nigeria"), "KNA": ("kna", "kenya news agency"),
        "GNA": ("gna", "ghana news agency"), "ANGOP": ("angop", "angola press"),
        "ACP": ("acp", "agence congolaise de presse"),
        "KUNA": ("kuna",), "PTI": ("pti",), "ANI": ("ani",), "IANS": ("ians",),
        "QNA": ("qna",), "WAM": ("wam",), "BNA": ("bna",),
        "APS": ("aps", "algerie presse service", "agence de presse senegalaise"),
        "MAP": ("map", "maghreb arabe presse"), "TAP": ("tap", "tunis afrique presse"),
        "Petra": ("petra",), "NNA": ("nna",), "ISNA": ("isna",),
        "Mehr": ("mehr", "mehr news agency"), "CTK": ("ctk", "čtk"), "MTI": ("mti",),
        "APA": ("apa",), "Kyrtag": ("kyrtag",), "Kazinform": ("kazinform",),
        "Xinhua Africa": ("xinhua africa",), "Agencia Uno": ("agencia uno",),
        "Cuartoscuro": ("cuartoscuro",), "Prensa Latina": ("prensa latina", "pl"),
        "ABI": ("abi", "agencia boliviana de informacion"),
        "BTA": ("bta",), "Hina": ("hina",), "STA": ("sta",), "Tanjug": ("tanjug",),
        "Agerpres": ("agerpres",), "BelTA": ("belta",), "Interfax": ("interfax",),
        "Lusa": ("lusa",), "AGI": ("agi",), "Keystone-SDA": ("keystone-sda", "sda"),
        "DHA": ("dha",), "IHA": ("iha", "ihlas news agency"), "Armenpress": ("armenpress",),
        "Azertac": ("azertac",), "Trend": ("trend",), "Fena": ("fena",),
        "VNA": ("vna", "vietnam news agency"), "PNA": ("pna", "philippine news agency"),
        "APP": ("app",), "BSS": ("bss",), "SUNA": ("suna", "sudan news agency"),
        "ENA": ("ena", "ethiopian news agency"), "CNA": ("cna",), "Newsis": ("newsis",),
        "Yonhap TV": ("yonhap tv",),
        "USA Today Sports": ("usa today sports",),
        "USA Today Network": ("usa today network", "usa today"),
        "Imagn": ("imagn", "imagn images"),
        # UN agencies and aid organisations that credit their own photographers
        "UNHCR": ("unhcr",), "UNICEF": ("unicef",), "WFP": ("wfp",), "IOM": ("iom",),
        "UNRWA": ("unrwa",), "ICRC": ("icrc",), "IFRC": ("ifrc",), "OCHA": ("ocha", "un ocha"),
        "UN Photo": ("un photo", "united nations photo"),
        "MSF": ("msf", "médecins sans frontières", "medecins sans frontieres",
                "doctors without borders"),
    }
    return {spelling: name for name, spellings in groups.items() for spelling in spellings}


AGENCIES: dict[str, str] = _agency_table()
# Distributors: named as the agency only when nothing originates the photo.
# (Getty Images, and its LightRocket imprint; a "via X" target is a distributor too.)
_DISTRIBUTORS = frozenset({"Getty Images", "LightRocket"})
# American houses, whose captions write numeric dates month first wherever the picture
# was taken ("3/2/1970-Salisbury, Rhodesia ... Bettmann Archive/Getty Images": March 2)
_MONTH_FIRST_HOUSES = frozenset({"AP", "UPI", "USA Today Network", "USA Today Sports", "Imagn",
                                 "The New York Times", "The Washington Post"})
_MONTH_FIRST_PROVIDERS = ("bettmann", "u.s. ", "dvids")  # and US forces' handouts
# National agencies and outlets that picture mostly their own country: a caption of
# theirs that names no country is read there first ("Durham" by PA is England's).
# Agencies of two countries' initials (CNA, APA, APS, KNA, NAN) and world wires are not
# here, nor those whose pictures are as often of disputed or foreign ground (TASS and RIA
# Novosti in occupied Donetsk; USA Today Sports and Imagn at Canadian arenas).
_HOME_COUNTRY = {
    "PA": "GB", "Sportsfile": "IE", "The Canadian Press": "CA", "AAP": "AU", "ANP": "NL",
    "Belga": "BE", "Kyodo": "JP", "Jiji Press": "JP", "Yonhap": "KR", "Yonhap TV": "KR",
    "Newsis": "KR", "ANSA": "IT", "AGI": "IT", "PAP": "PL", "Ukrinform": "UA",
    "Bernama": "MY", "Antara": "ID", "Notimex": "MX", "Cuartoscuro": "MX",
    "Andina": "PE", "Télam": "AR", "Agência Brasil": "BR", "Agencia Uno": "CL", "ABI": "BO",
    "Prensa Latina": "CU", "TT": "SE", "NTB": "NO", "Ritzau": "DK", "Lehtikuva": "FI",
    "ANA-MPA": "GR", "Europa Press": "ES", "Lusa": "PT", "Keystone-SDA": "CH", "CTK": "CZ",
    "MTI": "HU", "BTA": "BG", "Hina": "HR", "STA": "SI", "Tanjug": "RS", "Agerpres": "RO",
    "BelTA": "BY", "Armenpress": "AM", "Azertac": "AZ", "Fena": "BA", "Kazinform": "KZ",
    "Kyrtag": "KG", "Trend": "AZ", "Anadolu": "TR", "DHA": "TR", "IHA": "TR", "SANA": "SY",
    "KCNA": "KP",
    "IRNA": "IR", "ISNA": "IR", "Tasnim": "IR", "Fars": "IR", "Mehr": "IR", "WAFA": "PS",
    "SPA": "SA", "MENA": "EG", "KUNA": "KW", "QNA": "QA", "WAM": "AE", "BNA": "BH",
    "GNA": "GH", "ANGOP": "AO", "ACP": "CD", "MAP": "MA", "TAP": "TN", "Petra": "JO", "NNA": "LB",
    "VNA": "VN",
    "PNA": "PH", "APP": "PK", "BSS": "BD", "SUNA": "SD", "ENA": "ET", "PTI": "IN", "ANI": "IN",
    "IANS": "IN", "Hindustan Times": "IN", "India Today Group": "IN", "VCG": "CN",
    "China News Service": "CN", "Imaginechina": "CN", "USA Today Network": "US",
}  # fmt: skip
# Archives Getty Images owns: credited through Getty, they are its collections
_GETTY_ARCHIVES = frozenset({"Keystone", "Corbis", "Sygma"})
# State news agencies whose pictures reach the wires as handouts: named beside a
# wire, they are the provider and the wire is the agency.
# UN agencies and aid organisations: the agency of a picture by a photographer they
# name ("© UNHCR/B. Bannon"), the provider of a bare handout ("Photo: UNICEF/Handout")
_AID_AGENCIES = frozenset({"UNHCR", "UNICEF", "WFP", "IOM", "UNRWA", "ICRC", "IFRC", "OCHA",
                           "UN Photo", "MSF"})
_HANDOUT_SOURCES = frozenset({"SANA", "KCNA", "IRNA", "WAFA", "Tasnim", "Fars", "BelTA"}) \
    | _AID_AGENCIES
# Parts of a credit that are never a photographer.
_MARKERS = {
    "stringer": "stringer", "str": "stringer", "staff": "staff", "handout": "handout",
    "ho": "handout", "handout photo": "handout", "file": "file", "file photo": "file",
    "pool": "pool", "pool photo": "pool", "pool via ap": "pool", "photo": "", "photos": "",
    "foto": "", "fotos": "",
    "anonymous": "", "unknown": "", "contributor": "", "freelance": "", "ugc": "",
    "social media": "", "via social media": "", "video grab": "", "screen grab": "",
    "telegram": "", "twitter": "", "facebook": "", "instagram": "", "tiktok": "",
    "youtube": "", "satellite image": "", "satellite images": "",
    "screengrab": "", "screenshot": "", "courtesy": "", "undated": "",
}
_ORG_WORDS = frozenset("""
ministry ministere center centre media office army forces force agency committee council
department service services network authority authorities government defence defense foundation
group unit units news tv television police command coalition navy organisation organization
association union crescent cross press museum university institute helmets brigade brigades
party movement campaign channel municipality presidency palace embassy corps militia front
rights watch federation commission administration directorate bureau headquarters hq
archive archives collection library heritage history bettmann popperfoto mirrorpix photos
mission nations observatory monitor team station company corporation ltd inc website
guard coastguard
site leader leaders kremlin technologies labs
frontieres frontières bombeiros bomberos policia polícia ejercito exército ministerio ministério
vigili fuoco carabinieri polizia protezione pompiers gendarmerie feuerwehr polizei bundeswehr
brandweer politie jandarma emniyet
""".split())  # noqa: SIM905
# Picture archives and old agencies whose names read like people's (the collections
# Getty Images, Corbis and UIG distribute): providers, never photographers.
_COLLECTIONS = frozenset({
    "sovfoto", "ullstein bild", "imagno", "daily express", "daily mirror", "daily herald",
    "evening standard", "picture post", "print collector", "photo12", "fpg", "three lions",
    "pictorial parade", "apic", "roger viollet", "keystone-france", "gamma-keystone",
    "mondadori portfolio", "de agostini", "leemage", "buyenlarge", "transcendental graphics",
    "photoquest", "sepia times", "culture club", "fine art images", "api", "bride lane library",
    "authenticated news", "graphic house", "reg speller", "general photographic agency",
})
_ORG_ACRONYMS = frozenset({"un", "unicef", "unhcr", "who", "wfp", "nasa", "icrc", "msf", "idf",
                           "sdf", "ypg", "amc", "unrwa", "nato", "ocha", "iom", "sohr"})
_NAME_PARTICLES = frozenset({"al", "el", "bin", "ben", "bint", "ibn", "abu", "de", "del", "della",
                             "der", "den", "van", "von", "da", "di", "do", "dos", "du", "la", "le",
                             "y", "e", "and", "zu", "ter", "ul", "ur", "ud", "jr", "jr.",
                             "sr", "sr."})

_LEAD = re.compile(
    r"^(?:(?:photos?|photograph(?:s|er)?|pictures?|images?|foto|fotoğraf|pics?|pix)\s*"
    r"(?:by\b|:|/(?=\s*[A-Z][a-z]))"
    # AFP's French desk: "(Photo Giovanni Isolino / AFP)"
    r"|(?:photo|foto)\s+(?=(?-i:[A-Z][\w'’.-]*(?:\s+(?:de|da|di|du|del|van|von|le|la))?"
    r"\s+[A-Z])[^/]{0,40}/"
    r"|(?-i:[A-Z]{2,8})\s*/\s*(?-i:[A-Z]))"  # an agency's initials: "Photo APS/Name"
    r"|(?:mandatory )?(?:photo |picture |image )?credits?(?: image)?(?: should read\b|:)?"
    r"|photo credit should read\b)\s*(?:(?:©|\(c\)|copyright\b)\s*)?",
    re.IGNORECASE)
# _LEAD's photo / picture / image forms anywhere in a (lower-cased) tail
_LEAD_WORD = re.compile(r"(?:photos?|photograph(?:s|er)?|pictures?|images?)\s*(?:by\b|:)")
_COURTESY = re.compile(r"^(?:photo\s+)?courtesy(?:\s+of)?\s+|\s*,?\s*courtesy$", re.IGNORECASE)
_FOR = re.compile(r"\s+for\s+(?=(?:the\s+)?[A-Z])")
_VIA = re.compile(r"\s+via\s+", re.IGNORECASE)
_INNER_VIA = re.compile(r"\S\s+via\s+\S", re.IGNORECASE)
_POSSESSIVE = re.compile(r"\w['’]s\b")
_SLASH = re.compile(r"\s*[/\\]\s*")  # TASS writes "Name\\TASS"
_FILE_SUFFIX = re.compile(r",\s*(file(?: photo)?|pool(?: photo)?|handout)\s*$", re.IGNORECASE)
_HANDOUT_SUFFIX = re.compile(r"(?:\s+HANDOUT)+(?:\s+EDITORIAL USE ONLY)?\s*$", re.IGNORECASE)
_AGENCY_SUFFIX = re.compile(r"\s+(?:news\s+)?agency$")
_PHOTO_SUFFIX = re.compile(  # "AP LaserPhoto", "UPI Telephoto": the wirephotos of old
    r"\s+(?:photos?|pictures?|foto|images?|laserphoto|wirephoto|telephoto|radiophoto)$",
    re.IGNORECASE)
# A word of a name: capitalised ("Köse", "Al-Masri", "O'Neil", "G."), or a short
# lower-case particle joined to one ("al-Masri", "d'Alema").
_NAME_WORD = re.compile(r"^(?:[^\W\d_][\w'’.\-]*|[a-z]{1,4}[-'’][^\W\d_][\w'’.\-]*)$")
_JOINER = re.compile(r"[-'’]")
_NAME_TEXT = re.compile(r"(?:[^\W\d_]|['’. \-])+$")
_ROMAN = frozenset({"II", "III", "IV", "VI", "VII", "VIII"})
# Wire-service tags after the credit ("TPX IMAGES OF THE DAY", "EDITORIAL USE ONLY. NO USE
# WITH UNAUTHORIZED AUDIO ...", AFP's "RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT ..."):
# from a tag's first words to the end, nothing is written in lower case.
_TAG_START = (r"TPX IMAGES OF THE DAY|FILE PHOTO|REFILE\b|ATTENTION EDITORS|SEARCH \S"
              r"|EDITORIAL USE ONLY|NO RESALES?\b|NO ARCHIV\w*|NO THIRD PARTY|NOT FOR (?:SALE|USE)\b"
              r"|MANDATORY CREDIT|THIS (?:IMAGE|PICTURE)\b|REUTERS IS UNABLE|IT WAS PROCESSED"
              r"|WARNING: GRAPHIC CONTENT|RESTRICTED TO EDITORIAL USE"
              r"|NO (?:USE|COMMERCIAL|MARKETING|SALES)\b"
              # "POLAND OUT", "AUSTRALIA AND NEW ZEALAND OUT" (not the photographer's name)
              r"|(?:[A-Z]{2,} AND )?(?:(?:NEW|SOUTH|NORTH|HONG|CZECH|SAUDI|UNITED|SRI|COSTA|EL"
              r"|PUERTO|SIERRA|BURKINA|IVORY|DOMINICAN|CENTRAL|PAPUA|SAN|SOLOMON) )?[A-Z]{2,} OUT\b"
              r"|(?:[A-Z]+ )?RESTRICTIONS APPLY\b|RESTRICTIONS:")  # PA: "RESTRICTIONS: EDITORIAL..."
_FILE_CODE = r"\([^\s()]*\d[^\s()]*\)"  # "(PTI29-07-2020_000123B)": an agency's file number
_TRAILING_TAGS = re.compile(
    # PA's "RESTRICTIONS: Editorial use only." is a tag in ordinary case too
    rf"\s*(?:\b(?:{_TAG_START})[^a-z]*|\bRESTRICTIONS:[^/()]{{0,120}}"
    rf"|==\s*\w+\s*|{_FILE_CODE}\s*)$")
# Where a tag of _TRAILING_TAGS can begin (matched case as it is).
_TAG_WORD = re.compile(rf"{_TAG_START}|==|{_FILE_CODE}\s*$")
_TAGS_WINDOW = 400
# dpa's legal note after the credit ("- IMPORTANT NOTE: In accordance with the
# regulations of the DFL ..."), in ordinary case and hundreds of characters long
_IMPORTANT_NOTE = re.compile(r"\s*-?\s*IMPORTANT NOTE:")
_TOKEN = re.compile(r"\S+")
_BOUNDARY = re.compile(r"(?:[.!?;]|\s\|)[\"'”’]*\s+")
_STOP = re.compile(r"[.!?;][\"'”’]*\s+")  # _BOUNDARY where there is no "|": 4x cheaper
_DASH_AGENCY = re.compile(r"\s[-–—]\s+([^-–—/]{2,40})$")
# An agency-led credit ("REUTERS/Name"); the word-start check is done in Python
# because a leading look-behind would make re try the pattern at every position.
_CAPS_AGENCY = re.compile(
    r"(?:REUTERS|AFP(?: PHOTO)?|EPA(?:-EFE)?|AP(?: Photo| PHOTO)|XINHUA|Xinhua|ANADOLU"
    r"|SANA|KCNA|UPI|dpa|DPA)\s*/")
_IMAGE_ID = re.compile(r"\s*\(\d{5,}[a-z]{0,3}\)$")
_SPACED_CREDIT = re.compile(
    r"(?<![^\s.!?])([A-Z][A-Z-]{1,12})(?: PHOTO)? ([A-Z][A-Z'’.-]+(?: [A-Z][A-Z'’.-]+){1,3})\s*$")
_INNER_CREDIT = re.compile(r"\((Photos? by [^()]{2,150}/[^()]{2,60})\)")
# Shutterstock (and Rex before it) put the credit first, on a line of its own that ends
# with the picture's number: "Mandatory Credit: Photo by Name/Shutterstock (14562210bq)"
_LEADING_CREDIT = re.compile(
    r"(?:editorial use only\W{0,3})?"  # "Editorial use only Mandatory Credit: ..."
    r"(?:mandatory |photo )?credit:\s*(photos? by [^()]{2,150}?/[^()]{2,60}?\s*\(\d{5,}[a-z]{0,3}\))\s*",
    re.IGNORECASE)
_MAX_CREDIT = 160
# an agency, then its photographer, opening the caption (group 1 the credit, group 2 the
# agency): "AFP PHOTO / ALEXANDER NEMENOV -- ...", "CAMERA PRESS/Homer Sykes. ..."
_LEADING_AGENCY_NAME = re.compile(
    r"(([A-Z][\w&'’.-]*(?: [A-Z][\w&'’.-]*){0,2})\s*/\s*"
    r"[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){1,4})(?:\s+--?\s+|\.\s+)(?=[A-Z\"“])")
# Reuters' subject tags after a credit: "(LIBYA - Tags: CIVIL UNREST CONFLICT POLITICS)"
_SUBJECT_TAGS = re.compile(r"\s*\([A-Z][A-Z .'-]*\s+-\s+Tags:[^()]*\)\s*")
# an archive's year stamped after the credit: "(AP Laserphoto/Katsumi Kasahara) 1987"
_YEAR_STAMP = re.compile(r"\)\s+((?:1[89]|20)\d\d)$")
# an agency's name of up to four words before " via ": "Action Images via Reuters/Name"
_AGENCY_BEFORE_VIA = re.compile(r"((?:[A-Z][\w&'’.-]* ){0,3}[A-Z][\w&'’.-]*) via $")
_GLUE = re.compile(r"(?<=[a-z])-(?=[A-Z])")
# a newspaper's last word: "Hamilton Spectator", "Palm Beach Post"
_OUTLET_WORD = re.compile(
    r"\b(?:Spectator|Post|Times|Herald|Star|Sun|News|Tribune|Journal|Gazette|Chronicle|Record"
    r"|Telegraph|Examiner|Dispatch|Register|Observer|Guardian|Sentinel|Bee|Press)$")
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
    r"((?:(?:Sgt|Cpl|Lt|Capt|Maj|Col)\.\s+)?(?:[A-Z]\.|[A-Z][\w'’-]+)(?:\s+(?:[A-Z]\.|[A-Z][\w'’-]+)){1,4})")
# Words before "photo by" that name no outlet: "Supplied photo by Name"
_NOT_OUTLETS = frozenset("""supplied family file handout courtesy undated pool staff contributed
submitted archive official""".split())  # noqa: SIM905
# A service member's rank before the name: "U.S. Army photo by Sgt. Jane Smith"
_RANK_BEFORE = re.compile(
    r"(?:(?:Staff|Master|Tech\.|Senior|Lance|Chief|First|1st|2nd|Sub-)\s*)?"
    r"(?:Sgt\.|Sergeant|Cpl\.|Corporal|Pvt\.|Private|Spc\.|Pfc\.|Lt\.|Capt\.|Maj\.|Col\."
    r"|Airman|Seaman|Petty Officer(?: \w+ Class)?)\s+(?=[A-Z])")
# "ABU DHABI, 13th February, 2024 (WAM) --": the agency of a story dateline
_DATELINE_AGENCY = re.compile(
    r"[A-Z][A-Z .'’-]+(?:,[^()]{0,40}?)?\(([A-Za-z -]{2,30})\)\s*(?:--|-|—|–)")
_DATELINE_AGENCY_LAST = re.compile(r"[A-Z][\w .'’-]+,[^()]{0,80}?\d{4}, ([A-Z]{2,6}) --")
_SENTENCE_AFTER = re.compile(r"[a-z]\. [A-Z][a-z]+ [a-z]+ ")  # "Fedorenko. Veterans of the"
# "(AP Photo/Name) ...", "(c) Name / Magnum Photos. INDIA. ...", "© Name/Agency. ..."
_LEADING_GROUP = re.compile(r"(?:\(([^()]{3,100})\)|(?:\(c\)|©)\s*([^.()]{3,100}?)\.)\s+(?=\S)")
# "... 9 May 1975. Photo: TASS / Vladimir Fedorenko. Veterans lay flowers ...": a credit
# written as a sentence of its own inside the text
_CREDIT_SENTENCE = re.compile(
    r"(?:^|(?<=[.!?] ))((?:Photos?|Pictures?|Images?)\s*(?:by\b|:)[^./]{2,60}/[^./]{2,60})\.(?= |$)")
_ORG_RUN = 12
# small words inside an organisation's name, and the nouns written lower case in them
# ("Press service of the General Staff", "the regional military administration")
_ORG_JOINERS = _NAME_PARTICLES | _ORG_WORDS | frozenset(
    """of the for on in staff guard regiment battalion military regional state city
    national""".split())  # noqa: SIM905
_HANDOUT_AFTER = re.compile(r"\s*(?:handout|ho)\b", re.IGNORECASE)  # "/Handout", "/ HO"
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)$")  # "the 24th Mechanised Brigade"


def normalise_agency(name: str) -> str | None:
    """The canonical name of an agency ("AFP PHOTO" -> "AFP"), or None if unknown."""
    key = fold(name).strip(" .,-")
    found = AGENCIES.get(key)
    if found is None:
        bare = _AGENCY_SUFFIX.sub("", _PHOTO_SUFFIX.sub("", key))  # "TT News Agency": TT
        found = AGENCIES.get(bare)
    return found


def _is_org(part: str) -> bool:
    """An organisation: an organisation word, a known acronym, a possessive, or a
    chain of sources ("KCNA via KNS": a state agency passed on by another)."""
    if _INNER_VIA.search(part) or _POSSESSIVE.search(part):
        return True
    folded = fold(part)
    if folded in _COLLECTIONS:
        return True
    words = folded.replace("-", " ").split()
    if not _ORG_WORDS.isdisjoint(words):
        return True
    if len(words) == 1:
        return words[0] in _ORG_ACRONYMS
    if (len(words) >= 3 or words[:1] == ["the"]) and _OUTLET_WORD.search(part.strip()):
        return True  # a newspaper: "The Palm Beach Post" (not the surname of "Jane Post")
    return _ACRONYM_AND_PLACE.fullmatch(part) is not None


# "UNDP Papua New Guinea", "UNICEF Sudan": an acronym, then capitalised words
# (AFP's "John MACDOUGALL" puts a name's capitals last, not first)
_ACRONYM_AND_PLACE = re.compile(r"[A-Z]{3,}(?: [A-Z][a-z]+)+")


def _is_name(part: str) -> bool:
    """A person's name: 1-6 capitalised words (particles allowed), letters only."""
    words = part.split()
    if not 1 <= len(words) <= 6 or not _NAME_TEXT.match(part):
        return False
    capitals = 0
    for word in words:
        if word.casefold() in _NAME_PARTICLES:
            continue
        if not _name_word(word):
            return False
        capitals += 1
    return capitals >= 1


def _name_word(word: str) -> bool:
    match = _NAME_WORD.match(word)
    if match is None:
        return False
    first = _JOINER.split(word)[-1] if word[0].islower() else word
    return first[:1].isupper()


_SUFFIXES = (" Jr.", " Sr.")
_COPYRIGHT = ("©", "(c)", "(C)")


def _strip(text: str, chars: str) -> str:
    """``text.strip(chars)``, keeping the dot of a name's suffix ("Paul Kitagaki Jr.")."""
    out = text.strip(chars)
    if text.rstrip(chars.replace(".", "")).endswith(_SUFFIXES):
        out += "."
    return out


@functools.lru_cache(maxsize=65536)
def _tidy_name(name: str) -> str:
    """Title-case the words written in capitals ("Karam AL-MASRI" -> "Karam Al-Masri").

    Agencies such as AFP write surnames, or whole names, in capitals; a reader
    wants them as names. Initials, roman numerals and mixed-case words stay.
    """
    name = _strip(name, " ,.;:-")
    if name[:1] in "SCPLMAFT12" and (rank := _RANK_BEFORE.match(name)):
        name = name[rank.end() :]
    words = name.split()
    out = []
    for i, word in enumerate(words):
        if word.isupper() and word not in _ROMAN and sum(map(str.isalpha, word)) > 1:
            lower = word.lower()
            word = lower if i and lower in _NAME_PARTICLES and _all_caps(words) else word.title()
        out.append(word)
    return " ".join(out)


def _all_caps(words: list[str]) -> bool:
    """Whether every word with a letter is written in capitals ("KARAM AL-MASRI")."""
    return all(w.isupper() for w in words if any(map(str.isalpha, w)))


@dataclass
class _Parts:
    names: list[str]
    agencies: list[str]
    orgs: list[str]
    markers: set[str]
    unknown: list[str]


@functools.lru_cache(maxsize=65536)
def _kind(part: str) -> tuple[str, str]:
    """What one ``/``-separated part of a credit is, and its value.

    Cached: a feed repeats the same agencies, markers and photographers.
    """
    agency = normalise_agency(part)
    if agency is not None:
        return "agency", agency
    marker = _MARKERS.get(fold(part))
    if marker is not None:
        return "marker", marker
    if _is_org(part):
        return "org", part
    if _is_name(part) and (len(part.split()) > 1 or part[:1].isupper()):
        return "name", part
    return "unknown", part


def _classify(parts: list[str]) -> _Parts:
    out = _Parts([], [], [], set(), [])
    for part in parts:
        part = _strip(part, " ,.;:()[]-–—")
        if not part:
            continue
        if "(" in part and part.count("(") > part.count(")"):
            part += ")"  # "Syrian Arab News Agency (SANA)": its own group, kept whole
        kind, value = _kind(part)
        if kind == "agency":
            out.agencies.append(value)
        elif kind == "marker":
            if value:
                out.markers.add(value)
        elif kind == "org":
            out.orgs.append(value)
        elif kind == "name":
            out.names.append(value)
        else:
            out.unknown.append(value)
    return out


def _split_at_slashes(text: str) -> list[str]:
    """``_SLASH.split(text)``: the parts between slashes, without the spaces beside them.

    Without a backslash this is str.split and strip, at a fraction of the cost:
    re tries ``_SLASH`` at every position, as it opens with ``\\s*``.
    """
    if "\\" in text:
        return _SLASH.split(text)
    parts = text.split("/")
    if len(parts) == 1:
        return parts
    return [parts[0].rstrip(), *[part.strip() for part in parts[1:-1]], parts[-1].lstrip()]


def _split_parts(text: str, markers: set[str]) -> list[str]:
    parts: list[str] = []
    for part in _split_at_slashes(text):
        suffix = _FILE_SUFFIX.search(part) if "," in part else None
        if suffix:
            markers.add(_MARKERS.get(fold(suffix.group(1)), "file") or "file")
            part = part[:suffix.start()]
        # (IGNORECASE matches no letter of "handout" to a non-ASCII one: lower() is exact here)
        handout = _HANDOUT_SUFFIX.search(part) \
            if len(part) > 8 and "handout" in part.lower() else None
        if handout and handout.start() > 0:  # EPA's "SANA HANDOUT": SANA handed it out
            markers.add("handout")
            part = part[:handout.start()]
        if " - " in part:
            parts.extend(p for p in part.split(" - ") if p.strip())
        elif "-" in part and (glued := _glued_outlet(part)) is not None:
            parts.extend(glued)  # "Bob Donnan-USA TODAY Sports", "Hamilton Spectator-Name"
        elif part.strip():
            parts.append(part)
    return parts


def _glued_outlet(part: str) -> list[str] | None:
    """A name and an outlet glued by a hyphen ("Bob Donnan-USA TODAY Sports", Imagn and
    USA Today's style; "Hamilton Spectator-John Rennison", the Canadian Press's), split."""
    for match in _GLUE.finditer(part):
        left, right = part[: match.start()].strip(), part[match.end() :].strip()
        if len(left.split()) < 2 or len(right.split()) < 2:
            continue  # "Jean-Christophe Bott", "Al-Masri": a hyphenated name
        if normalise_agency(right) is not None:
            return [left, right]
        if _OUTLET_WORD.search(left):
            return [right, left]  # the photographer first: "Hamilton Spectator-John Rennison"
    return None


@functools.lru_cache(maxsize=65536)
def parse_credit(raw: str) -> Credit | None:
    """Read a credit string ("Photo by Name/AFP") into a Credit; None if it is not one.

    A string counts as a credit when it names a known agency, carries a credit
    lead ("Photo by", "Photo:", "Courtesy of") or a marker (Stringer,
    Handout), or ends with "via AGENCY". Cached: feeds repeat their credits.
    """
    text = _strip(raw, " .;,")
    copyright_sign = text.startswith(_COPYRIGHT)
    if copyright_sign:  # "©Shaun Roy/BackpagePix", "(c) Jane Doe/Agence VU"
        text = text[1 if text[0] == "©" else 3 :].lstrip()
    if text.endswith(")"):
        text = _IMAGE_ID.sub("", text)  # Shutterstock's "(10517462b)": the picture's number
    lead = _LEAD.match(text)
    if lead:
        text = text[lead.end():]
        again = _LEAD.match(text)  # "Mandatory Credit: Photo by NAME/AGENCY"
        text = text[again.end():] if again else text
    lowered = text.lower()
    courtesy = _COURTESY.search(text) if "courtesy" in lowered else None
    if courtesy:
        text = (text[:courtesy.start()] + text[courtesy.end():]).strip()
    markers: set[str] = set()
    via_agency: str | None = None
    via = list(_VIA.finditer(text)) if "via" in lowered else []
    if via and "/" not in text[: via[0].start()]:
        text, via_agency = _agency_via_wire(text, via[0])
        via = [] if via_agency else via
    if via:
        # only a "via" after the last slash names the distributor; one inside a part
        # ("HANDOUT/KCNA VIA KNS/AFP") chains two sources of a handout
        via = [v for v in via if "/" not in text[v.end():] and "\\" not in text[v.end():]]
    if via:
        target = text[via[-1].end():]
        via_agency = normalise_agency(target) or (target.strip() if _is_org(target) else None)
        text = text[:via[-1].start()]
    publication: str | None = None
    for_match = _FOR.search(text) if " for " in text else None
    if for_match and "/" not in text[for_match.end():]:
        publication = text[for_match.end():].strip()
        text = text[:for_match.start()]
    found = _classify(_split_parts(text, markers))
    markers |= found.markers
    if "handout" in markers and found.names:  # "NZDF/Handout via REUTERS": an acronym
        # ("Puspen TNI/Handout": an office and its service's initials)
        mixed = any(not n.isupper() for n in found.names)  # "AU-UN IST/Tobin Jones/Handout"
        acronyms = [n for n in found.names if (n.isupper() and (" " not in n or mixed)) or (
            not n.isupper() and any(3 <= len(w) <= 4 and w.isupper() for w in n.split()))]
        if acronyms:
            found = dataclasses.replace(found, orgs=found.orgs + acronyms,
                                        names=[n for n in found.names if n not in acronyms])
    elif len(found.names) > 1 and any(" " in n for n in found.names):
        # "EPA-EFE/EXPA/JOHANN GRODER": a one-word acronym beside a person is a provider
        acronyms = [n for n in found.names if " " not in n and n.isupper() and len(n) <= 6]
        if acronyms:
            found = dataclasses.replace(found, orgs=found.orgs + acronyms,
                                        names=[n for n in found.names if n not in acronyms])
    if not (lead or courtesy or found.agencies or via_agency or markers or publication
            or copyright_sign):
        return None
    agency, distributor, provider = _choose_agency(found, via_agency, publication,
                                                   handout="handout" in markers)
    if courtesy and not found.orgs and not found.names and found.unknown:
        provider = provider or found.unknown[0]
    photographer = None
    if found.names and "stringer" not in markers:
        photographer = _tidy_name(found.names[0])
    elif not found.names and found.unknown and lead and not courtesy and agency:
        photographer = _tidy_name(found.unknown[0])
    if agency in _AID_AGENCIES and photographer is None and "handout" in markers:
        agency, provider = None, agency
    if provider is None and "handout" in markers:
        provider = "Handout"
    if "pool" in markers or (provider or "").lower().endswith(" pool"):
        agency, distributor, provider = _pool_credit(agency, distributor, provider, via_agency)
    if agency is None and photographer is None and provider is None:
        return None
    return Credit(photographer=photographer, agency=agency, provider=provider, raw=raw.strip(),
                  distributor=distributor, file_photo="file" in markers)


def _agency_via_wire(text: str, via: re.Match[str]) -> tuple[str, str | None]:
    """("Action Images via Reuters/Lee Smith") -> ("Action Images/Lee Smith", "Reuters"):
    a first part naming an agency and the wire that sent it; else the text unchanged."""
    slash = text.find("/", via.end())
    if slash < 0:
        return text, None
    wire = normalise_agency(text[via.end() : slash])
    if wire is None or normalise_agency(text[: via.start()]) is None:
        return text, None
    return text[: via.start()] + text[slash:], wire


def _pool_credit(agency: str | None, distributor: str | None, provider: str | None,
                 via_agency: str | None) -> tuple[str | None, str | None, str | None]:
    """(agency, distributor, provider) of a pool picture.

    The pool's, sent by a wire or Getty: "Name/Pool via AP", "Sputnik/Name/Pool via
    REUTERS" (Sputnik the provider), "Name - WPA Pool/Getty Images". A wire's own
    photographer in a pool, credited to the wire, stays the wire's: "Name / POOL /
    AFP", "NAME/POOL/AFP via Getty Images".
    """
    wire_sent_it = via_agency is not None and via_agency not in _DISTRIBUTORS
    if agency is not None and agency not in _DISTRIBUTORS and not wire_sent_it:
        return agency, distributor, provider
    if agency is None or agency in _DISTRIBUTORS:
        return "Pool", distributor or agency, provider
    if agency == via_agency:  # "Name/Pool via AP": AP only sent it
        return "Pool", agency, provider
    return "Pool", distributor or via_agency, provider or agency


def _choose_agency(found: _Parts, via_agency: str | None, publication: str | None, *,
                   handout: bool = False) -> tuple[str | None, str | None, str | None]:
    """Pick (agency, distributor, provider) by the originating-agency rule."""
    originating = [a for a in found.agencies if a not in _DISTRIBUTORS]
    sources = [] if _HANDOUT_SOURCES.isdisjoint(originating) else [
        a for a in originating if a in _HANDOUT_SOURCES]
    if sources and len(sources) < len(originating):
        # "AFP PHOTO/HO/SANA", "(AP Photo/SANA)": a state agency's picture sent by a wire
        found = dataclasses.replace(found, orgs=found.orgs or [sources[0]])
        originating = [a for a in originating if a not in _HANDOUT_SOURCES]
    elif handout and len(originating) > 1:  # "SANA/Handout/Anadolu Agency": SANA handed it out
        found = dataclasses.replace(found, orgs=found.orgs or [originating[0]])
        originating = originating[1:]
    distributors = [] if _DISTRIBUTORS.isdisjoint(found.agencies) else [
        a for a in found.agencies if a in _DISTRIBUTORS]
    if originating and originating[0] in _GETTY_ARCHIVES and (
        "Getty Images" in distributors or via_agency == "Getty Images"
    ):
        # "Keystone/Getty Images", "Corbis via Getty Images": Getty's own archive collections
        found = dataclasses.replace(found, orgs=found.orgs or [originating[0]])
        return "Getty Images", None, found.orgs[0]
    provider = found.orgs[0] if found.orgs else None
    distributor = distributors[0] if distributors else None
    if publication and not found.agencies and not via_agency:
        return normalise_agency(publication) or publication, None, provider
    if via_agency and via_agency not in _DISTRIBUTORS and normalise_agency(via_agency):
        if originating and not handout and not sources and originating[0] != via_agency:
            # "NAME / Middle East Images via AFP": the photo agency made it, the wire
            # distributes it, as "Anadolu Agency via Getty Images"
            return originating[0], via_agency, provider
        if originating:
            provider = provider or originating[0]
        return via_agency, None, provider
    if via_agency:
        distributor = via_agency
    if originating:
        return originating[0], distributor, provider
    if found.unknown and (found.names or not found.orgs):
        return found.unknown[-1], distributor, provider
    if distributor is None and len(found.names) >= 2:
        return found.names[-1], None, provider  # "Photo by NAME/OUTLET": the second slot
    return distributor, None, provider


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
    start = _opening_paren(text, end - 1)
    if start < 0 or end - start > _MAX_CREDIT:
        return None
    credit = parse_credit(_outlet_first(text[start + 1:end - 1]))
    return (start, len(text), credit) if credit else None


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
            or "pic:" in tail
            or " for " in tail
            or (("photo" in tail or "picture" in tail or "image" in tail)
                and (_LEAD_WORD.search(tail) is not None or tail.endswith("photo"))))


def _tag_hint(tail: str) -> bool:
    return ("TPX" in tail or "FILE PHOTO" in tail or "REFILE" in tail or "ATTENTION" in tail
            or "SEARCH" in tail or "EDITORIAL" in tail or "NO " in tail or "NOT FOR" in tail
            or "MANDATORY" in tail or "THIS " in tail or "REUTERS IS" in tail
            or "IT WAS PROCESSED" in tail or "WARNING" in tail or " OUT" in tail or "==" in tail
            or "RESTRICTIONS" in tail
            or _ends_with_file_code(tail))


def _ends_with_file_code(tail: str) -> bool:
    end = tail.rstrip()
    if not end.endswith(")"):
        return False
    inside = end[end.rfind("(") + 1 : -1]
    return bool(inside) and " " not in inside and any(ch.isdigit() for ch in inside)


def _tags_start(text: str) -> int | None:
    """Where the wire tags at the end of ``text`` begin, spaces before them included.

    Tried only where a tag's first words stand, in the last ``_TAGS_WINDOW``
    characters: ``_TRAILING_TAGS`` searched as it is (it opens with ``\\s*``)
    would be tried at every position. The first place whose rest is all tags wins.
    """
    if "IMPORTANT NOTE:" in text:
        note = _IMPORTANT_NOTE.search(text)
        if note is not None:
            return note.start()
    if not _tag_hint(text[-_MAX_CREDIT:]):
        return None
    low = max(0, len(text) - _TAGS_WINDOW)
    for word in _TAG_WORD.finditer(text, low):
        start = low + len(text[low:word.start()].rstrip())  # the spaces before it too
        if _TRAILING_TAGS.match(text, start):
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
    starts = [
        m.end() for m in boundary.finditer(text, low, end)
        if not text.startswith(".", m.start() - 2, m.start() - 1)  # "U.S. Army/Handout"
    ][-3:]
    if end <= _MAX_CREDIT:
        starts.insert(0, 0)
    elif not starts:
        starts = [low]  # no full stop in reach: "... with Iliman Ndiaye REUTERS/Carl Recine"
    for start in reversed(starts):
        found = _tail_candidate(text, start, end)
        if found:
            return found[0], len(text), found[1]
    return None


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
            or "mage" in lowered or "foto" in lowered or "cred" in lowered or "pic:" in lowered):
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
    caps = _agency_led(candidate) if "/" in candidate else None
    dash = _DASH_AGENCY.search(candidate) if " - " in candidate or "–" in candidate \
        or "—" in candidate else None
    dash_agency = dash is not None and normalise_agency(dash.group(1)) is not None
    publication = _publication_at(candidate) if "/" not in candidate else -1
    if caps:
        start += caps.start()
        start = _sender_before(text, start)
    elif "/" in candidate and not _LEAD.match(candidate):
        slash = start + candidate.index("/")
        if _HANDOUT_AFTER.match(text, slash + 1):
            start = _organisation_start(text, start, slash)  # "Press service of the ..."
        else:
            start = _sender_before(text, _name_start(text, start, slash))
    elif dash is not None and dash_agency and not _LEAD.match(candidate):
        start = _name_start(text, start, start + dash.start())  # "Ali Jadallah - Anadolu Agency"
    elif publication >= 0 and not _LEAD.match(candidate):
        start = _name_start(text, start, start + publication)  # "Name for The New York Times"
    candidate = text[start:end].strip()
    if not candidate or len(candidate.split()) > 16:
        return None
    candidate = _outlet_first(candidate)
    slash = candidate.find("/")
    if slash >= 0 and _SENTENCE_AFTER.search(candidate, slash):
        return None  # "Photo: TASS / Name. Veterans lay flowers.": a sentence follows the credit
    if "/" not in candidate and not dash_agency and publication < 0 \
            and not _LEAD.match(candidate) and " via " not in candidate.lower() \
            and "courtesy" not in candidate.lower() and not _wirephoto(candidate):
        return None
    credit = parse_credit(candidate)
    return None if credit is None else (start, credit)


def _wirephoto(candidate: str) -> bool:
    """True for a clause that is only an agency's picture service: "UPI TELEPHOTO"."""
    return _PHOTO_SUFFIX.search(candidate) is not None and normalise_agency(candidate) is not None


def _sender_before(text: str, start: int) -> int:
    """Where a credit begins that names its agency before the wire that sent it: "Action
    Images via Reuters/Lee Smith" (not only "Reuters/Lee Smith")."""
    if not text.endswith(" via ", 0, start):
        return start
    found = _AGENCY_BEFORE_VIA.search(text, max(0, start - 45), start)
    if found is not None and normalise_agency(found.group(1)) is not None:
        return found.start(1)
    return start


def _publication_at(candidate: str) -> int:
    """Where " for <a known agency or paper>" ends ``candidate``, or -1."""
    at = candidate.rfind(" for ")
    if at < 0 or normalise_agency(candidate[at + 5 :]) is None:
        return -1
    return at


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
        sign = next((s for s in _COPYRIGHT if token.startswith(s)), "")
        if sign and (len(token) == len(sign) or _name_word(token[len(sign) :])):
            return word.start()  # "©Shaun Roy/...", "(c) Jane Doe/...": the sign opens it
        if not _name_word(token) and token.casefold() not in _NAME_PARTICLES:
            break
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
            _name_word(token) or token.casefold() in _ORG_JOINERS or _ORDINAL.match(token)
        ):
            break
        keep = word.start()
    while keep < slash and text[keep].islower():  # "of the State ...": from "State"
        keep = text.find(" ", keep, slash) + 1 or slash
    return keep if keep < slash else _name_start(text, start, slash)


def _credit_inside(text: str) -> tuple[int, int, Credit] | None:
    """A "(Photo by ...)" group or a "Photo: Agency / Name." sentence before the end: two
    captions run together, a trailer, or an archive's credit between its dateline and text."""
    for pattern in (_INNER_CREDIT, _CREDIT_SENTENCE):
        match = pattern.search(text)
        if match is not None:
            credit = parse_credit(match.group(1))
            if credit:
                return match.start(), match.end(), credit
    return None


def split_credit(text: str) -> tuple[str, Credit]:
    """Return the body text with its credit removed, and the credit.

    A credit opening the caption is read first (Shutterstock's credit line, "(AP
    Photo/Name) ...", "AFP PHOTO / NAME -- ..."), then a Reuters credit with its subject
    tags wherever it stands, then an archive's year stamped after a credit. Otherwise wire
    tags at the very end ("EDITORIAL USE ONLY", dpa's "IMPORTANT NOTE: ...") are set
    aside and the credit is looked for at the end of the text: a parenthesised group
    first, then the last clause. When none is found the body is the text unchanged and
    the credit is empty.
    """
    if text:
        leading = _leading_credit(text)
        if leading is not None:
            return leading
    if "Tags:" in text:
        tagged = _tagged_credit(text)
        if tagged is not None:
            return tagged
    if text[-1:].isdigit():
        stamp = _YEAR_STAMP.search(text, max(0, len(text) - 8))
        if stamp is not None:  # "(AP Laserphoto/Katsumi Kasahara) 1987"
            body, credit = split_credit(text[: stamp.start() + 1])
            if credit.raw:  # the archive's year stays with the text: it may date it
                return f"{body} {stamp.group(1)}", credit
    tags = _tags_start(text)  # wire tags and legal notes after the credit go with it
    core = text if tags is None else text[:tags].rstrip(" -–—|/")
    tail = core[-_MAX_CREDIT:]
    found = _archive_credit(core) if (
        "Library" in tail or "IWM" in tail or "Archiv" in tail or "Imperial" in tail
        or "Memorial" in tail) else None
    if found is None:
        found = _find_credit(core)
    if found is None and "\\" in tail:
        found = _backslash_credit(core)
    if found is None and ("(Photo" in core or "Photo" in core or "Picture" in core):
        found = _credit_inside(core)
    if found is None:
        return text, _dateline_credit(text) or _NO_CREDIT
    body, credit = _cut(core, found)
    again = _find_credit(body)  # AFP: "... / AFP / NAME (Photo credit should read NAME/AFP)"
    if again is not None and again[1] == len(body):
        body, earlier = _cut(body, again)
        credit = _fill(credit, earlier)
    if credit.agency is None:
        dateline = _dateline_credit(body)
        credit = credit if dateline is None else _fill(credit, dateline)
    return body, credit


def _tagged_credit(text: str) -> tuple[str, Credit] | None:
    """A Reuters credit with its subject tags, wherever it stands: "... March 15, 2011.
    REUTERS/Goran Tomasevic (LIBYA - Tags: CIVIL UNREST CONFLICT) Rebels retreated ..."
    (the text after the tags is the caption's too)."""
    tags = _SUBJECT_TAGS.search(text)
    if tags is None:
        return None
    stop = text.rfind(". ", 0, tags.start())
    clause = 0 if stop < 0 else stop + 2
    credit = parse_credit(text[clause : tags.start()])
    if credit is None:
        return None
    body = f"{text[:clause].rstrip()} {text[tags.end():].lstrip()}".strip()
    return body, credit


def house_writes_month_first(credit: Credit) -> bool:
    """True when the credit names an American house (AP, UPI, Bettmann, USA Today...),
    whose numeric dates put the month first wherever the picture was taken."""
    if credit.agency in _MONTH_FIRST_HOUSES:
        return True
    provider = (credit.provider or "").lower()
    return any(name in provider for name in _MONTH_FIRST_PROVIDERS)


def house_country(credit: Credit) -> str | None:
    """The ISO code of the country a national agency's pictures are mostly of (PA: GB,
    Kyodo: JP), or None for a world wire, an unknown credit or none."""
    return _HOME_COUNTRY.get(credit.agency) if credit.agency else None


def _archive_credit(text: str) -> tuple[int, int, Credit] | None:
    """An archive's credit sentence ending the caption ("Civil War glass negative
    collection, Library of Congress.", "IWM (B 5172)"), with the photographer the caption
    names ("Photograph by Andrew J. Russell.", "Photographer: Sgt. Jim Mapham, ...")."""
    match = _ARCHIVE_SENTENCE.search(text, max(0, len(text) - _MAX_CREDIT - 60))
    if match is None:
        return None
    start = match.start(1)
    by = _PHOTOGRAPHED_BY.search(text)
    photographer = _tidy_name(by.group(1)) if by else None
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
    if "(" in text[:60]:
        match = _DATELINE_AGENCY.match(text)
    elif "--" in text[:100]:
        match = _DATELINE_AGENCY_LAST.match(text)  # SPA: "Jeddah, June 2, 2023, SPA -- ..."
    else:
        return None
    agency = normalise_agency(match.group(1)) if match is not None else None
    return Credit(agency=agency, raw=match.group(1)) if agency is not None else None


def _leading_credit(text: str) -> tuple[str, Credit] | None:
    """A credit opening the caption; the body follows it. Shutterstock's credit line,
    "(AP Photo/Name) Prague residents ...", an archive's "(c) Name / Magnum Photos.", and
    an agency then its photographer: "AFP PHOTO / ALEXANDER NEMENOV -- Chechen fighters",
    "CAMERA PRESS/Homer Sykes. Police officers ..."."""
    match = _LEADING_CREDIT.match(text) or _LEADING_GROUP.match(text)
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


def _find_credit(text: str) -> tuple[int, int, Credit] | None:
    return _credit_from_parenthesis(text) or _credit_from_tail(text) or _spaced_credit(text)


def _spaced_credit(text: str) -> tuple[int, int, Credit] | None:
    """An agency and a name in capitals with no slash: "ANP REMKO DE WAAL",
    "BELGA PHOTO NICOLAS MAETERLINCK" (Dutch and Belgian house styles)."""
    low = max(0, len(text) - 80)
    match = _SPACED_CREDIT.search(text, low)
    if match is None or normalise_agency(match.group(1)) is None:
        return None
    name = match.group(2)
    if normalise_agency(name) is not None or fold(name) in _MARKERS:
        return None
    credit = Credit(photographer=_tidy_name(name), agency=normalise_agency(match.group(1)),
                    raw=match.group(0).strip())
    return match.start(1), len(text), credit


def _cut(text: str, found: tuple[int, int, Credit]) -> tuple[str, Credit]:
    start, end, credit = found
    body = text[:start].rstrip(" -–—|/") + (" " + text[end:].lstrip() if end < len(text) else "")
    return body.rstrip(), credit


def _fill(credit: Credit, other: Credit) -> Credit:
    """The credit, with what it leaves unsaid taken from a second credit of the same photo."""
    return dataclasses.replace(
        credit, photographer=credit.photographer or other.photographer,
        agency=credit.agency or other.agency, provider=credit.provider or other.provider)
