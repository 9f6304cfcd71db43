"""Reading one credit string ("Name/AFP/Getty Images") into a :class:`Credit`.

:func:`parse_credit` is given the credit alone; finding it inside a caption and
cutting it out is :func:`.credits.split_credit`'s work. Rules, each general rather
than fitted to one house:

* The credit is split at ``/``; each part is an agency (normalised through
  :data:`.agencies.AGENCIES`), a marker (Stringer, Handout, File, Pool: never a
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
* Archive collections (Hulton Archive, Bettmann) are providers, not photographers.
* A house's name that is also a word (Berita Harian's "BH", Vietnamese "Thanh Niên",
  youth) is a house only in a credit's slot: after a photo label ("Ảnh:", "Foto",
  "ภาพ:", "រូបថត៖", "ဓာတ်ပုံ -"), or a part of a slashed credit written in capitals or last.
* A body that gave a picture out is its provider: Vietnamese "(Ảnh: TTXVN phát)" (released)
  and "cung cấp" (provided), Indonesian "Dok. Humas Polri" (from its files).
* Africa's languages have their photo labels (:data:`.regional_credits.AFRICAN_LABEL`: Swahili
  "Picha:", "Picha na" (by), Hausa "Hoto:", Somali "Sawir:", Amharic "ፎቶ፦"...), their words for
  no one's name (Swahili "Mpigapicha Wetu", our photographer; "Maktaba", the files; Amharic
  "የፋይል ፎቶ", a file photo) and for a body's (Swahili "Ikulu", the State House; Hausa
  "Gwamnatin", of the government; Amharic "ሚኒስቴር", ministry): a state house hands its pictures
  out, the provider. "Picha kwa hisani ya" is "courtesy of"; an e-mail or a handle after a name
  goes, the e-mail's domain naming the house ("skhamis@mwananchi.co.tz"). A Ge'ez abbreviation's
  slash ("ጽ/ቤት", office) parts nothing.
* Europe's smaller languages have their photo labels (:data:`.regional_credits.EURO_LABEL`:
  Icelandic and Faroese "Mynd:", Irish "Grianghraf:", Welsh "Llun:", Basque "Argazkia:", Maltese
  "Ritratt:", Northern Sámi "Govva:", Lithuanian "Nuotr."), a dash between the house and its
  photographer after one ("Mynd: RÚV – Name"), and their words for a house's archive, a file
  picture with no one named: Catalan "Arxiu", Basque "Artxiboa", Irish "Cartlann RTÉ",
  "RTL-Archiv".
* India's and Sri Lanka's scripts have theirs (:data:`.regional_credits.INDIC_LABEL`: Tamil
  "படம்:", Telugu "ఫోటో:", Malayalam "ചിത്രം:", Kannada "ಚಿತ್ರ:", Marathi "छाया :", Gujarati
  "તસવીર:", Punjabi "ਤਸਵੀਰ:", Odia "ଫଟୋ:", Assamese "ফটো:", Sinhala "ඡායාරූප -"), their papers
  set apart from the photographer by Manorama's "∙", Urdu's comma "،" or brackets ("படம்: Name
  (தினமலர்)"), or named before the photo word as "AP Photo" ("ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: Name", "ਅਜੀਤ
  ਤਸਵੀਰ", and Lithuanian "BNS nuotr."); "the paper's photographer" names no one ("సాక్షి
  ఫోటోగ్రాఫర్"); an initial keeps its stop ("ಎಂ.ಎಸ್. ಮಂಜುನಾಥ್", "ರಂಜು ಪಿ."), and five words of
  those scripts after a label are a clause, no body's name.
* The South Caucasus' scripts and the languages of Afghanistan, Pakistan's west and the Kurdish
  regions have theirs (:data:`.regional_credits.WEST_ASIA_LABEL`: Georgian "ფოტო:", Armenian
  "Լուսանկարը՝", Pashto "انځور:", Sorani "وێنە:", Kurmanji "Wêne:", Sindhi "فوٽو:", Balochi
  "اکس:", Uyghur "سۈرەت:"; a file photo's, Dari "عکس آرشیفی:"); a name in Georgian letters has
  no capital; a paper's name in quotation marks is the paper's ("„ბათუმელები“", "«Առավոտ»");
  Xinhua's Uyghur byline and a Sindhi paper's report name their house first ("شىنخۇا
  ئاگېنتلىقىنىڭ مۇخبىرى Name سۈرەتكە ئالغان", "ڪاوش رپورٽ"). A label before words for no one
  alone (social networks, "تۆڕە کۆمەڵایەتییەکان") is a credit naming no one, and what follows
  a file photo's label that is no name describes the picture.
* The Pacific's languages have theirs (:data:`.regional_credits.PACIFIC_LABEL`: Tongan "Paaki:",
  Samoan "Ata:", Tahitian "Hohoʻa:", Fijian "iTaba:", Māori "Whakaahua:" and "Whakaahua /",
  Hawaiian "Kiʻi:"); a house's picture service after its photographer's name is no word of the
  name (Action Images' "Julian Herbert Livepic").
* Russian, Ukrainian and Belarusian labels name the kind of photo, before or after the word
  ("Архівне фото УНІАН", "Фото ілюстративне: Радіо Свобода"); with no colon the photographer
  is in the genitive ("Фото Павла Орловского, БЕЛТА": Павел Орловский,
  :func:`.regional_credits.nominative_name`). A pool's picture Getty credits naming no one
  ("Photo by Pool/Getty Images") is Getty's.
* A labelled credit may name a known house of two or three words after the photographer with
  no mark between ("Photo: Name Le Devoir"), or the house and a colon before them ("Acadie
  Nouvelle: Name"); Quebecor writes "PHOTO AGENCE QMI, NAME", La Presse canadienne "PC/Name".
  "Courtesy" is Spanish "cortesía", Portuguese "gentileza", French "gracieuseté" too; EFE's
  restriction notes ("SOLO USO EDITORIAL", "CRÉDITO OBLIGATORIO") are parts naming no one; and
  a handout's body (a number in its name: "Handout / SDIS 33 / AFP") is its provider.
* A name written in capitals (``AFP PHOTO / JOSEPH EID``, ``Karam AL-MASRI``)
  is title-cased.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass

from .agencies import (
    AID_AGENCIES,
    COLLECTIONS,
    DISTRIBUTORS,
    GETTY_ARCHIVES,
    HANDOUT_SOURCES,
    HINDI_URDU_BENGALI_PHOTO_WORDS,
    INDIC_PHOTO_WORDS,
    INSTITUTIONS,
    PAPER_WORDS,
    STAFF_DOMAIN_PAPERS,
    STATE_WIRES,
    credit_slot_agency,
    normalise_agency,
)
from .given_names import is_person_name
from .institutional_credits import service_person, without_rank
from .regional_credits import (
    AFRICAN_LABEL,
    CENTRAL_ASIA_LABEL,
    EURO_LABEL,
    FILE_WORD,
    INDIC_INITIAL_STOP,
    INDIC_LABEL,
    INDIC_LETTERS,
    INDIC_STAFF_WORDS,
    PACIFIC_LABEL,
    REGIONAL_MARKERS,
    SCRIPT_LABEL,
    WEST_ASIA_LABEL,
    WEST_ASIA_LETTERS,
    alternation,
    closes_an_indic_initial,
    correspondent_parts,
    house_archive,
    house_label,
    is_file_label,
    label_after_dash,
    lower_case_word,
    nominative_name,
    script_separators,
    without_address,
)
from .text import fold

# parse_credit and Credit, and the words and helpers :mod:`.credits` reads credits' edges with
__all__ = [
    "AGENCY_PHOTO_LEAD",
    "CASELESS_LABEL",
    "COPYRIGHT",
    "COPYRIGHT_HEAD",
    "FOTO_HOUSE_DASH",
    "HYPHEN_PHOTO_LEAD",
    "LEAD",
    "MARKERS",
    "NAME_PARTICLES",
    "ORG_WORDS",
    "PAPER_WORD_PHOTO",
    "PHOTO_HOUSE_COLON",
    "PHOTO_NAME_HOUSE",
    "PRESS_SERVICE_GENITIVE",
    "Credit",
    "is_name",
    "is_paper",
    "name_word",
    "paper_name",
    "parse_credit",
    "photo_house_name",
    "tidy_name",
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


# Parts of a credit that are never a photographer.
MARKERS = {
    "stringer": "stringer", "str": "stringer", "staff": "staff", "handout": "handout",
    "ho": "handout", "handout photo": "handout", "file": "file", "file photo": "file",
    "pool": "pool", "pool photo": "pool", "pool via ap": "pool", "photo": "", "photos": "",
    "foto": "", "fotos": "",
    "photographer": "staff",  # the Gleaner's "Name/Photographer": the paper's own photographer
    "anonymous": "", "unknown": "", "contributor": "", "freelance": "", "ugc": "",
    "social media": "", "via social media": "", "video grab": "", "screen grab": "",
    "telegram": "", "twitter": "", "facebook": "", "instagram": "", "tiktok": "",
    "youtube": "", "satellite image": "", "satellite images": "",
    "screengrab": "", "screenshot": "", "courtesy": "", "undated": "", "sourced": "",
    "difusión": "handout", "difusion": "handout",  # Andina's "ANDINA/Difusión"
    "divulgação": "handout", "divulgacao": "handout",  # Brazil's "Foto: Divulgação/Sesapi"
    "maktaba": "file",  # Swahili "Picha: Maktaba", from the files
    # Swahili "our photographer", "our correspondent": the paper's own, no one named; "the
    # internet", "social networks": no one's either
    "mpigapicha wetu": "staff", "mpiga picha wetu": "staff", "mwandishi wetu": "staff",
    "mtandao": "", "mitandao": "", "mitandao ya kijamii": "",
    # Amharic "file", "a file photo", "archive"; Somali "the archive"
    "ፋይል": "file", "የፋይል ፎቶ": "file", "ማህደር": "file", "kaydka": "file",
    # a house's archive picture ("Name/Archive"; in its language, "EFE/Archivo", "ANSA/ARCHIVIO":
    # those words are .regional_credits')
    "archives": "file", "archive": "file", "filepic": "file",  # The Star's "Filepic/The Star"
    "αρχείο": "file", "αρχειο": "file", "архив": "file", "архів": "file", "ארכיון": "file",
    "photo illustration": "", "illustration": "",  # "REUTERS/Photo Illustration/Name"
    "supplied": "",  # "(ABC News: Supplied)", "(AAP: Supplied)"
    # a local paper's reader's picture: "Photo: Submitted", "Photo: Contributed/Name"
    "submitted": "", "contributed": "", "provided": "",
    # the U.S. services' "/Released" (cleared for release): no one's name
    "released": "",
    # South-East Asia's: Indonesian "Foto: Istimewa" (a picture given to the paper) and
    # "Ilustrasi"; Malay "Gambar hiasan" (an illustration) and "Gambar fail" (from the
    # files); Vietnamese "Ảnh minh họa" (an illustration) and "Ảnh tư liệu" (from the files)
    "istimewa": "handout", "ilustrasi": "", "gambar hiasan": "", "gambar fail": "file",
    "foto fail": "file", "anh minh hoa": "", "minh hoa": "", "anh tu lieu": "file",
    "tu lieu": "file",
    # Mexico's papers' "Foto: Especial" (a picture given to the paper: no one named)
    "especial": "handout",
    # a house's archive picture in Europe's smaller languages (Basque "Artxiboko argazkia",
    # Norwegian "Arkivbilde", Lithuanian "Archyvo nuotr."), beside the words for the archive
    "artxiboko argazkia": "file", "arkivbilde": "file", "arkivfoto": "file",
    "archyvo nuotr": "file",
}
# ... and the regions' words for no one: their photo labels, "the paper's photographer", a
# house's archive ("PICHA/MAKTABA", "సాక్షి ఫోటోగ్రాఫర్", "Grianghraf: Cartlann RTÉ")
MARKERS.update(REGIONAL_MARKERS)
# ... the restriction notes EFE and Europa Press write as a part of the credit ("EFE/Name/
# SOLO USO EDITORIAL/SOLO DISPONIBLE PARA ILUSTRAR LA NOTICIA QUE ACOMPAÑA (CRÉDITO
# OBLIGATORIO)"): editorial use only, only to illustrate the story, credit mandatory
MARKERS.update(dict.fromkeys(map(fold, (
    "solo uso editorial", "uso editorial", "uso exclusivamente editorial", "crédito obligatorio",
    "solo disponible para ilustrar la noticia que acompaña",
    "solo disponible para ilustrar la noticia que acompaña (crédito obligatorio)",
    "no ventas", "no archivo", "sin archivo",
    # ... and "courtesy" alone in Spanish, Portuguese and French ("Foto: Name/Cortesía")
    "cortesía", "gentileza", "gracieuseté")), ""))
ORG_WORDS = frozenset("""
ministry ministere center centre media office army forces force agency committee council casa
department service services network authority authorities government defence defense foundation
group unit units news tv television police command coalition navy organisation organization
association union crescent cross press museum university institute helmets brigade brigades
party movement campaign channel municipality presidency palace embassy corps militia front
rights watch federation commission administration directorate bureau headquarters hq
archive archives collection library heritage history bettmann popperfoto mirrorpix photos
mission nations observatory monitor team station company corporation ltd inc website
guard coastguard regiment battalion operation eunavfor commons parliament senate
trust historic national gallery galleries society club festival imagery protection
medicine hospital hospitals clinic health holdings airlines airways secretariat
ikulu wizara ofisi serikali jeshi polisi ubalozi halmashauri mamlaka taasisi shirika
gwamnati gwamnatin ma'aikatar rundunar hukumar fadar
madaxtooyada madaxtooyo wasaaradda wasaarada dowladda xukuumadda ciidamada booliska
urugwiro perezidansi minisiteri ingabo uhulumeni kahulumeni umnyango ijoba ministera prezidansa
пресс-служба прес-служба пресс-службы прес-служби прэс-службы пресслужба пресслужби пресслужбы
служба службы служби министерство министерства міністерство міністерства
кремля администрации минобороны міноборони мінабароны минздрав минздрава моз мид мзс
дснс мчс мвд мнс зсу генштаб поліція полиция нацполіція
site leader leaders kremlin technologies labs lab laboratory laboratories zoo aquarium
survey expedition sanctuary reserve programme program
frontieres frontières bombeiros bomberos policia polícia ejercito exército ministerio ministério
vigili fuoco carabinieri polizia protezione pompiers gendarmerie feuerwehr polizei bundeswehr
brandweer politie jandarma emniyet agencja
stadtverwaltung presseamt landratsamt rathaus
ufficio stampa prensa oficina gabinete pressestelle γραφείο γραφειο τύπου τυπου
heddlu llywodraeth cyngor prifysgol amgueddfa senedd rialtas comhairle ollscoil gardaí garda
lögreglan lögreglunnar landhelgisgæslan almannavarnir policija politsei poliisi udaltzaingoa
ertzaintza mossos generalitat xunta junta gobierno ajuntament ayuntamiento concello
presidencia presidência presidenza présidence presidence primature gouvernement governo
matbuot xizmati матбуот хизмати баспасөз қызметі қызметi хадамоти матбуот матбуоти
mətbuat xidməti басма кызматы akorda ақорда акорда
armada instituto institut secretaria fuerza fuerzas aerea aeronautica carabineros defensa
sedena semar prefectura marinha proteccion defensie krijgsmacht ministerie
ministerstwo
""".split())  # noqa: SIM905
# the Red Cross and Red Crescent in the languages of the credits, and the Spanish and Italian
# guards (each word alone may be a name: Penélope Cruz, Benedetto Croce, Carlos Guardia):
# "EFE/Cruz Roja", "Photo : Croix-Rouge française", "Foto: Guardia Civil"
_BODY_PHRASES = re.compile(r"\b(?:guardia (?:civil|nacional|costera|di finanza)"
                           r"|cruz (?:roja|vermelha)|croix rouge|croce rossa|rotes kreuz"
                           r"|rode kruis|media luna roja|croissant rouge|mezzaluna rossa"
                           r"|crescente vermelho)\b")
_ORG_ACRONYMS = frozenset({"un", "unicef", "unhcr", "who", "wfp", "nasa", "icrc", "msf", "idf",
                           "sdf", "ypg", "amc", "unrwa", "nato", "ocha", "iom", "sohr",
                           # the UN in French, Spanish and Portuguese, and its missions
                           "onu", "minusca", "minusma", "monusco", "unmiss", "unamid", "unifil",
                           "unmik", "minurso", "unsom", "unama", "unami", "unsmil", "minustah",
                           "unmil", "unoci", "binuh"})
NAME_PARTICLES = frozenset({"al", "el", "bin", "ben", "bint", "ibn", "abu", "de", "del", "della",
                             "der", "den", "van", "von", "da", "di", "do", "dos", "du", "la", "le",
                             "y", "e", "and", "zu", "ter", "ul", "ur", "ud", "jr", "jr.",
                             "ap", "ab",  # Welsh: "Rhys ap Gwilym", son of
                             "sr", "sr."})

# the photo labels of Arabic, Persian and Urdu ("تصوير: Name", "عکس: Name", "عکاس Name"), with
# Hebrew's ("צילום: Name"; "צילום ארכיון:", an archive photo)
_ARABIC_PHOTO_WORDS = ("تصوير", "تصویر", "صورة", "عدسة", "عکس", "عكس", "عکاس")
_HEBREW_PHOTO_WORDS = ("צילום ארכיון", "צילום")
# (and Hindi, Urdu and Bengali: "फोटो: Name", "فوٹو: Name")
_LEAD_PHOTO_WORDS = (*_ARABIC_PHOTO_WORDS, *_HEBREW_PHOTO_WORDS, *HINDI_URDU_BENGALI_PHOTO_WORDS)
# the kinds of photo a Russian, Ukrainian or Belarusian label names, before or after its word:
# a file photo ("Архивное фото", "Архівне фото", "Архіўнае фота"), an illustration ("Фото
# ілюстративне", "Иллюстративное фото", "Ілюстрацыйнае фота")
_SLAVIC_PHOTO_KIND = ("(?:архивное|архівне|архіўнае|иллюстративное|ілюстративне|ілюстрацыйнае"
                      "|ілюстраційне)")
# a press service in the genitive ("of"): its body's service took the picture, no person
# ("Фото пресс-службы Минобороны РФ", "Photo press service of the Ministry")
PRESS_SERVICE_GENITIVE = r"пресс-службы|прес-служби|прэс-службы|press service of"

LEAD = re.compile(
    r"^(?:(?:larawan|kuha) ni\s+"  # Filipino: "Larawan ni Name/Rappler", "Kuha ni Name/INQUIRER"
    rf"|{AFRICAN_LABEL}"  # Swahili "(Picha na Said Khamis)", Hausa "Hoto: Aminiya", ...
    rf"|{EURO_LABEL}"  # Icelandic "Mynd: RÚV / Name", Irish "Grianghraf: TG4", ...
    # Tongan "Paaki: Name/Matangi Tonga", Samoan "Ata: Samoa Observer", Māori "Whakaahua: RNZ"
    rf"|{PACIFIC_LABEL}"
    # Georgian "ფოტო: Name / ინტერპრესნიუსი", Armenian "Լուսանկարը՝ Արմենպրես", Pashto "انځور:",
    # Sorani "وێنە:", Kurmanji "Wêne:", Sindhi "فوٽو:", Uyghur "سۈرەت:", Dari "عکس آرشیفی:" ...
    rf"|{WEST_ASIA_LABEL}"
    # Mongolian "Зураг: Б.Батзориг", Tajik "Акс:", "Сурат:", Kazakh "Сурет:", Turkmen "Surat:"
    rf"|{CENTRAL_ASIA_LABEL}"
    rf"|{INDIC_LABEL}"  # Tamil "படம்: Name / தினமலர்", Telugu "ఫోటో: ఈనాడు", ...
    # Arabic, Persian, Urdu and Hebrew: "تصوير: Name", "عکس: Name", "عکاس Name", "צילום: Name"
    # (and Hebrew's "archive photo", "צילום ארכיון:")
    # (Hindi's and Nepali's "फोटो", its colon written as the visarga too, after "फाइल", file)
    rf"|(?:{FILE_WORD}\s*)?(?:{'|'.join(_LEAD_PHOTO_WORDS)})"
    r"\s*(?::|\u0903(?=\s)|\s(?:از\s+)?(?=[\u0620-\u06d5\u05d0-\u05ea]))"
    rf"|{SCRIPT_LABEL}"  # Thai, Khmer, Burmese, Ge'ez
    # a file or an illustration's photo in the East Slavic languages, the word either side:
    # "Архівне фото УНІАН", "Фото ілюстративне: Радіо Свобода", "Иллюстративное фото:"
    rf"|{_SLAVIC_PHOTO_KIND}\s+(?:фото|фота)\s*:|(?:фото|фота)\s+{_SLAVIC_PHOTO_KIND}\s*:"
    rf"|{_SLAVIC_PHOTO_KIND}\s+(?:фото|фота)\s+(?=(?-i:[А-ЯЁІЇЄҐЎ]{{3,}}\b))"
    rf"|(?:фото|фота|photo)\s+(?=(?:{PRESS_SERVICE_GENITIVE})\s)"
    r"|(?:фото|фота)\s+(?=фотохроник)"  # "Фото Фотохроники ТАСС": TASS's Photo Chronicle's
    r"|(?:handout\s+)?"  # "Handout photo: Bundesregierung/Lars Ebeling"
    r"(?:photos?|photograph(?:s|er)?|pictures?|images?|foto|fotoğraf|pics?|pix|фото|снимка"
    r"|snimka|ảnh(?:\s+(?:tư liệu|minh họa))?|تصوير"  # (Vietnamese: file, illustration)
    r"|gambar"  # Malay "Gambar: BERNAMA"
    r"|tasweer|taswir"  # Arabic's "تصوير" in Latin letters: SANA's "Tasweer: Name"
    r"|bild"  # German and Swedish: "Bild: picture alliance/dpa | Name", "Bild: Name/TT"
    # Belarusian, Kyrgyz, Greek (in capitals with no accent: "ΦΩΤΟΓΡΑΦΙΑ:", "ΦΩΤΟ:")
    r"|фота|сүрөт|φωτ\.|φωτογραφ[ιί]α|φωτο)"
    r"(?:\s+credits?)?\s*"  # The Hindu: "| Photo Credit: THULASI KAKKAT"
    # AFP's Spanish and French "Foto de NAME", Italian "Foto di NAME", Portuguese "Foto da"
    r"(?:by\b|:|/(?=\s*[A-Z][a-z])|d[eia]\s+(?=(?-i:[A-ZÀ-Þ])))"
    # "Фото ТАСС", "Фото БЕЛТА": "photo" and the house in capitals, no colon
    r"|(?:фото|фота)\s+(?=(?-i:[А-ЯЁІЎҚ]{3,}\b))"
    # ... and in Malay and Indonesian: "- Foto BERNAMA", "Gambar NSTP" (one word, the end)
    r"|(?:foto|gambar|photo)\s+(?=(?-i:[A-Z]{3,}!?)$)"  # (and APS's French "Photo APS")
    # ... and a house's web address after "photo", no colon: "Фото 24.kg", "Foto Kun.uz"
    r"|(?:фото|фота|foto|photo)\s+(?=[\w-]+\.(?-i:[a-z]{2,4})$)"
    # ... and before a photographer's name in the genitive ("of"), a comma and the house:
    # BelTA's "Фото Павла Орловского, БЕЛТА"
    r"|(?:фото|фота)\s+(?=(?-i:[А-ЯЁІЎ][а-яёіўʼ'-]+\s+[А-ЯЁІЎ][а-яёіўʼ'-]+),\s*[^,]{2,30}$)"
    # ... and before the photographer and the house: TASS's "Фото Анна Петрова/ТАСС"
    r"|(?:фото|фота)\s+(?=(?-i:[А-ЯЁІЎҚ][а-яёіўқ]+\s+[А-ЯЁІЎҚ])[^/]{0,40}/)"
    # ... and before a house of one word in Latin letters, a slash and the photographer:
    # Asia-Plus's "Фото Asia-Plus / Name" (the tables tell the house from the name)
    r"|(?:фото|фота)\s+(?=(?-i:[A-Z][\w.-]*[A-Za-z])\s*/\s*(?-i:[A-ZА-ЯЁІЎҚ]))"
    # AFP's French desk: "(Photo Giovanni Isolino / AFP)"
    r"|(?:photo|foto)\s+(?=(?-i:[A-Z][\w'’.-]*(?:\s+(?:de|da|di|du|del|van|von|le|la))?"
    r"\s+[A-Z])[^/]{0,40}/"
    r"|(?-i:[A-Z]{2,8})!?\s*/\s*(?-i:[A-Z])"  # an agency's initials: "Photo APS/Name",
    r"|(?-i:[A-Z][a-z][\w'’-]*)\s*/\s*(?-i:[A-Z][\w.-]*)\s*\)?$)"  # one name: "Photo Seyllou/AFP"
    # (and "Foto KOSMO!/NAME")
    # French "Crédit photo :", "Crédits photos :" and "Ph :" (photo), a space before the colon
    r"|cr[ée]dits?\s+photos?\s*:?|(?-i:Ph|PH)\s*:(?=\s*(?-i:[A-ZÀ-Þ]))"
    r"|(?:mandatory )?(?:file |photo ?|picture |image )?credits?(?: image)?(?: should read\b|:)?"
    r"|file (?:photo|picture)\s*:(?=[^.]{0,40}$)"  # "File photo: Prothom Alo" (not Reuters'
    # "FILE PHOTO: Residents wade through ...", which opens the text)
    r"|photo credit should read\b)\s*(?:(?:©|\(c\)|copyright\b)\s*)?",
    re.IGNORECASE)
# "photo" before a name with no colon: a Russian, Ukrainian or Belarusian name in the genitive
_GENITIVE_LEAD = re.compile(r"\s*(?:фото|фота)\s+(?-i:[А-ЯЁІЎ])", re.IGNORECASE)
# (and after a slash: "Photo: Name / courtesy Live Nation", the promoter that gave it out)
# (in Spanish, Portuguese and French too: "Foto: Cortesía Telemundo", "Gentileza de Name",
# "Photo : gracieuseté de la Ville": "courtesy of")
_COURTESY = re.compile(r"^(?:photo\s+)?(?:courtesy(?:\s+of)?|(?:cortes[ií]a|gentileza|"
                       r"gracieuset[ée])(?:\s+(?:de(?:l| la)?|da|do|du|des))?)\s+"
                       r"|\s*,?\s*courtesy$|(?<=/)\s*courtesy(?:\s+of)?\s+"
                       r"|^(?:picha\s+)?kwa\s+hisani\s+ya\s+",  # Swahili: "by the kindness of"
                       re.IGNORECASE)
# (and French "pour": "© Name pour Jeune Afrique", on assignment for it)
_FOR = re.compile(r"\s+(?:for|pour)\s+(?=(?:the\s+|l[ea]\s+|l['’])?[A-Z])")
_VIA = re.compile(r"\s+(?:via|באמצעות)\s+", re.IGNORECASE)  # (Hebrew's "by way of")
_VIA_AFTER_SLASH = re.compile(r"/via ", re.IGNORECASE)
_INNER_VIA = re.compile(r"\S\s+(?:via|באמצעות)\s+\S", re.IGNORECASE)
_POSSESSIVE = re.compile(r"\w['’]s\b")
_SLASH = re.compile(r"\s*[/\\]\s*")  # TASS writes "Name\\TASS"
# ... but for a slash of a Ge'ez abbreviation: "የጠ/ሚ ጽ/ቤት" (the Prime Minister's office),
# "ዶ/ር" (doctor), "ወ/ሮ" (Mrs): one letter before it, or two with the genitive's "የ" (not
# "ሰለሞን ገብሬ/ኢዜአ", a name and its house)
_GEEZ_ABBREVIATION = re.compile(r"(?<![\u1200-\u135a])የ?[\u1200-\u135a]/(?=[\u1200-\u135a])")
_FILE_SUFFIX = re.compile(r",\s*(file(?: photo)?|pool(?: photo)?|handout)\s*$", re.IGNORECASE)
_HANDOUT_SUFFIX = re.compile(r"(?:\s+HANDOUT)+(?:\s+(?:PHOTO|PICTURE)S?)?(?:\s+EDITORIAL USE ONLY)?"
                             r"\s*$", re.IGNORECASE)  # (and "Coast Guard handout photo")
# A word of a name: capitalised ("Köse", "Al-Masri", "O'Neil", "G."), or a short
# lower-case particle joined to one ("al-Masri", "d'Alema").
# (and the marks no letter composes with: Yoruba's tones over a dotted letter, "Adébáyọ̀")
_NAME_WORD = re.compile(r"^(?:[^\W\d_][\w'’.\-\u0300-\u036f]*"
                        r"|[a-z]{1,4}[-'’][^\W\d_][\w'’.\-\u0300-\u036f]*)$")
_JOINER = re.compile(r"[-'’]")
_NAME_TEXT = re.compile(r"(?:[^\W\d_]|['’. \-\u0300-\u036f])+$")
# a name in Arabic script (Arabic, Persian, Urdu, Pashto, Kurdish, Sindhi, Uyghur), Hebrew,
# Devanagari, Bengali, Thai, Khmer, Burmese, Ge'ez or Georgian: no capital marks it (and Ge'ez
# abbreviates with a slash between two letters: "ጽ/ቤት", office)
_CASELESS_NAME = re.compile(
    f"(?:[\u0590-\u05ff\u0620-\u064a\u0660-\u06d3\u06d5{INDIC_LETTERS}{WEST_ASIA_LETTERS}"
    "\u0e00-\u0e7f"
    "\u1000-\u109f\u1200-\u137f\u1780-\u17ff\u200b\u200c\u200d ]"
    "|(?<=[\u1200-\u135a])/(?=[\u1200-\u135a])"
    # (and India's scripts, Sinhala's too, write initials with a stop: "ம. பிரபு", "ಎಂ.ಎಸ್.")
    f"|{INDIC_INITIAL_STOP})+")
_INITIAL_STOP = re.compile(INDIC_INITIAL_STOP)
# Burmese script: a name in it is written as one word ("ဓာတ်ပုံ - ကျော်ဇင်"), with no
# surname after a space as Thai and Khmer names have
_BURMESE = re.compile("[\u1000-\u109f\u200b]+")
# words that make a Thai, Khmer or Burmese name a body's, glued to the words after them as
# these scripts write: ministry, department, office, police, army, foundation, page,
# station, centre, organisation, municipality, province (Thai); ministry, department,
# administration, commissariat, company, organisation (Khmer); ministry, office, army,
# news, group, department, government, committee (Burmese)
_SEA_BODY_WORDS = (
    "กระทรวง", "กรม", "สำนัก", "ตำรวจ", "กองทัพ", "มูลนิธิ", "เพจ", "สถานี", "ศูนย์", "องค์การ",
    "เทศบาล", "จังหวัด", "ក្រសួង", "នាយកដ្ឋាន", "រដ្ឋបាល", "ស្នងការ", "ក្រុមហ៊ុន", "អង្គការ",
    "មន្ទីរ", "ဝန်ကြီးဌာန", "ရုံး", "တပ်", "သတင်း", "အဖွဲ့", "ဌာန", "အစိုးရ", "ကော်မတီ")
# sources a Thai, Khmer or Burmese credit names that are no one's name: Facebook, social
# media, a file picture (Thai); Facebook, social networks, documents (Khmer); social
# networks, Facebook, records (Burmese)
_SEA_SOURCE_WORDS = ("เฟซบุ๊ก", "โซเชียล", "แฟ้ม", "ហ្វេសប៊ុក", "បណ្ដាញសង្គម", "ឯកសារ",
                     "လူမှုကွန်ရက်", "ဖေ့စ်ဘုတ်", "မှတ်တမ်း")
# ... and in Amharic and Tigrinya, whose bodies' names put the body last ("የግብርና ሚኒስቴር",
# the Ministry of Agriculture): ministry, office (and its abbreviation), commission, police,
# army, government, agency, corporation, organisation, authority, media, television,
# radio, bureau, association, council, university, hospital; Facebook, social (media), file
_GEEZ_BODY_WORDS = (
    "ሚኒስቴር", "ሚኒስትሪ", "ጽሕፈት", "ጽ/ቤት", "ኮሚሽን", "ፖሊስ", "ሠራዊት", "ሰራዊት", "መንግሥት",
    "መንግስት", "ኤጀንሲ", "ኮርፖሬሽን", "ድርጅት", "ባለሥልጣን", "ባለስልጣን", "ሚዲያ", "ቴሌቪዥን",
    "ሬዲዮ", "ቢሮ", "ማኅበር", "ማህበር", "ም/ቤት", "ምክር ቤት", "ዩኒቨርሲቲ", "ሆስፒታል", "ፌስቡክ",
    "ማኅበራዊ", "ማህበራዊ", "ፋይል", "ማህደር")
# words of a paper's, a channel's or a source's name, not a person's: news, express, media,
# video, online, club, channel, TV, paper (Urdu, Persian, Arabic, Hindi, Bengali)
_MEDIA_WORDS = frozenset({
    "نیوز", "نيوز", "ایکسپریس", "اکسپریس", "ایکسپرس", "میڈیا", "ميديا", "مدیا", "ویڈیو", "فيديو",
    "ویدیو", "لائن", "آنلاین", "باشگاه", "خبرنگاران", "خبرگزاری", "چینل", "قناة", "تلفزيون",
    "تلویزیون", "ٹی", "اخبار", "روزنامه", "جريدة", "صحيفة", "मीडिया", "वीडियो", "चैनल", "अखबार",
    "समाचार", "न्यूज़", "न्यूज", "মিডিয়া", "ভিডিও", "চ্যানেল", "সংবাদ", "নিউজ", "থেকে", "সোশ্যাল",
    "सोशल", "سوشل", "اجتماعی", "الاجتماعي"})
# a photo label of a script without capitals opening a part or a word of a credit ("الشروق /
# تصوير: سمير سيد", Punjabi's "-ਤਸਵੀਰ:"); ``colon`` when its colon follows
_CASELESS_PHOTO_WORDS = (*_ARABIC_PHOTO_WORDS, *HINDI_URDU_BENGALI_PHOTO_WORDS, *INDIC_PHOTO_WORDS)
CASELESS_LABEL = re.compile(rf"-?(?:{alternation(_CASELESS_PHOTO_WORDS)})(?P<colon>\s*:)?\s*")
# the first words of a body's name, not a person's: ministry, office, army, agency,
# authority, centre, council, presidency, civil defence, media; Persian ministry,
# organisation, news agency, office, headquarters
_BODY_HEADS = frozenset({
    "وزارة", "الوزارة", "مكتب", "المكتب", "الجيش", "جيش", "وكالة", "الوكالة", "هيئة", "الهيئة",
    "مركز", "المركز", "مجلس", "المجلس", "الرئاسة", "رئاسة", "الدفاع", "الديوان", "ديوان",
    "الإعلام", "إعلام", "المصدر", "مصدر", "أرشيف", "الأرشيف", "القوات", "قوات", "شرطة", "الشرطة",
    "وزارت", "سازمان", "خبرگزاری", "دفتر", "ستاد", "سپاه", "پایگاه", "آرشیو",
})
_ROMAN = frozenset({"II", "III", "IV", "VI", "VII", "VIII"})
_IMAGE_ID = re.compile(r"\s*\(\d{5,}[a-z]{0,3}\)$")
_GLUE = re.compile(r"(?<=[a-z])-(?=[A-Z])")
# a newspaper's last word: "Hamilton Spectator", "Palm Beach Post"
_OUTLET_WORD = re.compile(
    r"\b(?:Spectator|Post|Times|Herald|Star|Sun|News|Tribune|Journal|Gazette|Chronicle|Record"
    r"|Telegraph|Examiner|Dispatch|Register|Observer|Guardian|Sentinel|Bee|Press|Globe|Ledger"
    r"|Courier|Enquirer|Inquirer|Bulletin|Advertiser|Mercury|Argus|Courant|Democrat|Statesman"
    r"|Picayune|StarPhoenix|Leader-Post|Mail|Republic|Republican|Express|Mirror|Independent"
    r"|Standard|Age|Gleaner|Monitor|Citizen|Messenger|Today"  # (Gannett's "FLORIDA TODAY")
    # the US local papers' other last words ("Springfield News-Leader", "Canton Repository",
    # "Butler Eagle", "Times Union", "Columbia Missourian", "TimesDaily")
    r"|Leader|Repository|Eagle|Union|Review|Beacon|Blade|Banner|Pilot|Enterprise|Reporter"
    r"|Advocate|Telegram|Dealer|Constitution|Appeal|Vindicator|Missourian|Oregonian"
    r"|Tennessean|Oklahoman|Californian|Coloradoan|Illinoisan|Arizonan"
    r"|[A-Z][a-z]+Daily)$")
# ... of which these end many a body's name too ("Student Union", "Harbor Pilot", "Review
# Board"): after a name's slash they make a paper only after two words or more, after another
# paper word ("Times Union", "News-Leader"), or when the tables know the paper
_WEAK_OUTLET_WORD = re.compile(
    r"\b(?:Leader|Eagle|Union|Review|Beacon|Banner|Pilot|Enterprise|Reporter|Advocate"
    r"|Constitution|Appeal)$")
# ... of which these end no one's name, so two words are a paper ("Columbus Dispatch", not
# the surname of "Jane Post")
_PAPER_WORDS = frozenset("""times tribune journal gazette chronicle record telegraph examiner
dispatch register observer sentinel globe ledger courier enquirer inquirer bulletin advertiser
courant picayune starphoenix mail gleaner today""".split())  # noqa: SIM905
# A service member's rank before the name: "U.S. Army photo by Sgt. Jane Smith"
_RANK_BEFORE = re.compile(
    r"(?:(?:Staff|Master|Tech\.|Senior|Lance|Chief|First|1st|2nd|Sub-|Gunnery)\s*)?"
    r"(?:Sgt\.|Sergeant|Cpl\.|Corporal|Pvt\.|Private|Spc\.|Pfc\.|Lt\.|Capt\.|Maj\.|Col\."
    r"|Airman|Seaman|Petty Officer|Mass Communication Specialist|Warrant Officer|LPhot)"
    # "Sgt. 1st Class", "Petty Officer 3rd Class", "Mass Communication Specialist 2nd Class"
    r"(?: (?:1st|2nd|3rd|First|Second|Third) Class)?\s+(?=[A-Z])")


def _rank_end(name: str) -> int:
    """Where the name after a service member's rank begins, or 0 for no rank. A rank
    written out in full is a common word too, so it needs a whole name (two words) after
    it: "Private Eye/Name" is the magazine, "Sergeant Pepper" no one (but "Pvt. Smith",
    "Private First Class Jane Roe")."""
    rank = _RANK_BEFORE.match(name) if name[:1] in "SCPLMAFT12" else None
    if rank is None:
        return 0
    if "." not in rank.group() and len(name[rank.end() :].split()) < 2:
        return 0
    return rank.end()


def _rank_word_alone(part: str) -> bool:
    """Whether a part is a rank's full word and one word more ("Private Eye", the
    magazine): no rank of a person, whose whole name follows it (see :func:`_rank_end`)."""
    if part[:1] not in "SCPLMAFT12" or (rank := _RANK_BEFORE.match(part)) is None:
        return False
    return "." not in rank.group() and len(part[rank.end() :].split()) == 1


# countries whose government bodies carry their name last: "Parks Canada", "Tourism
# Australia" (not England, Scotland, Wales or Ireland: surnames too, as "Darren England" is)
_NATIONAL_BODY_ENDINGS = frozenset({"canada", "australia", "singapore", "zealand"})
_WEB_DOMAIN = re.compile(r"\w\.(?:com|pl|de|fr|it|es|ru|ua|co\.uk|co\.nz|org|net)\b", re.IGNORECASE)
# houses that write photographers' names in capitals: "EPA-EFE/SIMON DAWSON", "ANP KOEN VAN
# WEEL", "ANSA/ALESSANDRO DI MEO"
_CAPITALS_HOUSES = frozenset({"EPA", "ANP", "ANSA", "Keystone"})
# the first word of a publication's title, never of a person's name: an article of a
# language whose surnames do not begin with one ("Die Burger", "Der Spiegel", "Het Parool"),
# or "Daily"/"Weekly" ("Daily Sabah");
# a paper's day, when an outlet's word ends the title ("Sunday Times", not "Sunday Alamba")
_ARTICLES_OF_TITLES = frozenset({"the", "die", "der", "das", "het", "daily", "weekly"})
_PAPER_DAYS = frozenset({"sunday", "saturday", "weekend", "evening", "morning"})
_PARK_KINDS = frozenset({"national", "nature", "natural", "safari", "marine", "wildlife",
                         "state", "regional", "provincial", "theme", "zoological"})


# the words a German town's or district's council is named by, before its name
_COUNCIL_HEADS = frozenset({"stadt", "gemeinde", "landkreis", "markt", "hansestadt"})


def _is_org(part: str) -> bool:
    """An organisation: an organisation word, a known acronym, a possessive, or a
    chain of sources ("KCNA via KNS": a state agency passed on by another)."""
    if _INNER_VIA.search(part) or _POSSESSIVE.search(part):
        return True
    if _CASELESS_NAME.fullmatch(part) and part.strip():
        # "وزارة الدفاع", the Ministry of Defence; Thai "กระทรวงสาธารณสุข", of Public Health
        return part.split()[0] in _BODY_HEADS or (part[:1] >= "\u0e00" and _script_body(part))
    folded = fold(part)
    if folded in COLLECTIONS:
        return True
    words = folded.replace("-", " ").split()
    if not ORG_WORDS.isdisjoint(words):
        return True
    if ("cr" in folded or "kr" in folded or "guard" in folded) \
            and _BODY_PHRASES.search(" ".join(words)):
        return True  # "Cruz Roja", "Croix-Rouge", "Guardia Civil": a body, no one's name
    if len(words) == 1:
        return words[0] in _ORG_ACRONYMS
    if words[0] in _COUNCIL_HEADS:
        return True  # "Stadt Ulm", "Gemeinde Grainau": a town's council (not "Hans Stadt")
    if words and words[-1] in _NATIONAL_BODY_ENDINGS and "," not in part:
        return True  # a government body named for its country: "Parks Canada"
    if len(words) > 1 and words[-1] in ("park", "parks") and words[-2] in _PARK_KINDS:
        return True  # "Galapagos National Park" (not "Jane Park": a surname)
    if _WEB_DOMAIN.search(part):
        return True  # "Agencja Wyborcza.pl", "Stuff.co.nz": an outlet's web address
    if _is_newspaper(part) or (len(words) > 1 and words[0] == "the" and part[:1] == "T"):
        return True  # "The Southern Illinoisan": a title, no one's name
    if len(words) > 1 and words[-1] == "pool":
        return True  # a national pool: "KOREA POOL", "Kremlin Pool" (no person's name)
    return _ACRONYM_AND_PLACE.fullmatch(part) is not None


# "UNDP Papua New Guinea", "UNICEF Sudan": an acronym, then capitalised words
# (AFP's "John MACDOUGALL" puts a name's capitals last, not first)
_ACRONYM_AND_PLACE = re.compile(r"[A-Z]{3,}(?: [A-Z][a-z]+)+")


def _is_newspaper(part: str) -> bool:
    """A newspaper: "The Palm Beach Post", "The Seattle Times" (not the surname of "Jane
    Post")."""
    words = part.split()
    if part.isupper():  # "THE CHRONICLE HERALD", "FLORIDA TODAY" (not "PARK JI SUN", a name)
        titled = part.title()
        return (words[0] == "THE" or len(words) == 2) and not titled.isupper() \
            and _is_newspaper(titled)
    if len(words) == 2 and words[0][:1].isupper() and (
            words[1].casefold() in _PAPER_WORDS  # "Columbus Dispatch"
            or ("-" in words[1] and _OUTLET_WORD.search(words[1].partition("-")[0]) is not None
                and _OUTLET_WORD.search(words[1]) is not None)):  # "Yakima Herald-Republic"
        return True
    return (len(words) >= 3 or words[:1] in (["the"], ["The"])) \
        and _OUTLET_WORD.search(part.strip()) is not None


def is_paper(part: str, *, titled: bool = False, loose: bool = False) -> bool:
    """A newspaper's name as a credit gives it: "Columbus Dispatch", "The Joplin Globe",
    "THE CHRONICLE HERALD", "Saskatoon StarPhoenix", "Daily Trust", "Die Burger"; every word
    capitalised, no sentence ("The man was later released.", "Daily life goes on").
    ``titled`` where a credit's slot holds it (after "Name/"): "The" and capitalised words
    do ("The Southern Illinoisan"; not in running text, where "The Hague" is a town);
    ``loose`` where only a paper can stand (a page's line before its date stamp): an
    outlet's last word does ("Yorkshire Post", "MEXICO LEDGER")."""
    part = part.strip()
    words = part.split()
    if not 1 < len(words) <= 6 or any(ch.isdigit() or ch in "/|:,;()!?" for ch in part) \
            or part.endswith(".") \
            or not all(w[:1].isupper() or w.casefold() in NAME_PARTICLES or w == "&"
                       for w in words):  # ("News & Star")
        return False
    if _is_newspaper(part) or (_is_title(part) and words[0].casefold() != "the"):
        return True
    if (titled or loose) and words[0] in ("The", "THE"):
        return True
    titled_case = part.title() if part.isupper() else part
    return loose and _OUTLET_WORD.search(titled_case) is not None


def paper_name(part: str) -> str:
    """A paper's name as it is usually written: "THE CHRONICLE HERALD" -> "The Chronicle
    Herald"; a name in mixed case unchanged."""
    part = part.strip()
    return part.title() if part.isupper() and len(part) > 4 else part


def _is_title(part: str) -> bool:
    """A publication's title, no person's name: "Die Burger", "Daily Sabah", "Sunday Times"."""
    words = part.lower().split()
    return len(words) > 1 and part[:1].isupper() and (words[0] in _ARTICLES_OF_TITLES or (
        words[0] in _PAPER_DAYS and _OUTLET_WORD.search(part.strip()) is not None))


_FAMILY_WORDS = frozenset({"family", "familie", "famille", "familia", "família", "famiglia",
                           "families"})


def is_name(part: str) -> bool:
    """A person's name: 1-6 capitalised words (particles allowed), letters only; in a
    script without capitals, two to five words that do not open as a body's name does."""
    words = part.split()
    if _CASELESS_NAME.fullmatch(part):  # (not an editor's initials: "ع ا خ")
        if "." in part:  # an initial is a word of a name in India's scripts: "ஆர்.ரவீந்திரன்"
            words = part.replace(".", ". ").split()  # (its only stops: see INDIC_INITIAL_STOP)
        return 2 <= len(words) <= 4 and words[0] not in _BODY_HEADS \
            and _MEDIA_WORDS.isdisjoint(words) and sum(len(w) > 1 for w in words) >= 2 \
            and not (part[:1] >= "\u0e00" and _script_body(part))
    if not 1 <= len(words) <= 6 or not _NAME_TEXT.match(part) \
            or words[-1].casefold() in _FAMILY_WORDS:
        return False  # "(Hadžić Family via AP)": no one person
    capitals = 0
    for word in words:
        if word.casefold() in NAME_PARTICLES:
            continue
        if not name_word(word):
            return False
        capitals += 1
    return capitals >= 1


def _script_body(part: str) -> bool:
    """Whether a Thai, Khmer, Burmese or Ge'ez part names a body or a source, not a person:
    the first three glue their words, and Ge'ez puts the body's word last, so a body's word
    is looked for inside them (see _SEA_BODY_WORDS, _GEEZ_BODY_WORDS)."""
    if "\u1200" <= part[:1] <= "\u137f":
        return any(word in part for word in _GEEZ_BODY_WORDS)
    return any(word in part for word in _SEA_BODY_WORDS) \
        or any(word in part for word in _SEA_SOURCE_WORDS)


def name_word(word: str) -> bool:
    match = _NAME_WORD.match(word)
    if match is None:
        return False
    first = _JOINER.split(word)[-1] if word[0].islower() else word
    return first[:1].isupper()


_SUFFIXES = (" Jr.", " Sr.")
COPYRIGHT = ("©", "(c)", "(C)")
# a copyright sign and its year before a credit: "© 2024 UNRWA Photo by Name"
COPYRIGHT_HEAD = re.compile(r"(?:©|\([cC]\))\s*(?:(?:19|20)\d\d\s+)?")
# ... and a copyright sign (and its year) closing the credit, after the house
_COPYRIGHT_TAIL = re.compile(r"\s*©\s*(?:(?:19|20)\d\d)?$")


def _strip(text: str, chars: str) -> str:
    """``text.strip(chars)``, keeping the dot of a name's suffix ("Paul Kitagaki Jr.") or
    closing initial (EFE's "Ángel Medina G.", the initial of a second surname)."""
    out = text.strip(chars)
    kept = text.rstrip(chars.replace(".", ""))
    if kept.endswith(_SUFFIXES) or _CLOSING_INITIAL.search(kept) \
            or closes_an_indic_initial(kept, len(kept) - 1):
        out += "."
    return out


_CLOSING_INITIAL = re.compile(r"\w \w+ [A-ZÁÉÍÓÚÑ]\.$")
# a house's picture service written after its photographer's name: Action Images' (Reuters')
# "Livepic", its live sports feed ("Action Images via Reuters/Name Livepic"), no name's word
_SERVICE_WORDS = (" Livepic", " LIVEPIC")


@functools.lru_cache(maxsize=65536)
def tidy_name(name: str) -> str:
    """Title-case the words written in capitals ("Karam AL-MASRI" -> "Karam Al-Masri").

    Agencies such as AFP write surnames, or whole names, in capitals; a reader
    wants them as names. Initials, roman numerals and mixed-case words stay.
    """
    name = _strip(name, " ,.;:-")
    if name.endswith(_SERVICE_WORDS):  # "Action Images / Julian Herbert Livepic"
        name = name.rsplit(" ", 1)[0]
    name = name[_rank_end(name) :]
    name = without_rank(name)  # "Hauptfeldwebel Name", "LPhot Name, Royal Navy"
    words = name.split()
    if len(words) >= 4 and words[-1].casefold() in _VENUE_WORDS:
        words = words[:-2]  # "Photo by John Smith Aviva Stadium": the venue after the name
    out = []
    for i, word in enumerate(words):
        if word.isupper() and word not in _ROMAN and sum(map(str.isalpha, word)) > 1:
            lower = word.lower()
            word = lower if i and lower in NAME_PARTICLES and _all_caps(words) else word.title()
        out.append(word)
    return " ".join(out)


# the nouns that close a venue's name, never a person's, written after a credit's name with
# no stop ("Photo by Name Aviva Stadium", "Pic: Name Anfield Stadium"): the venue and its one
# word (not "Park" nor "Hall", surnames too)
_VENUE_WORDS = frozenset("""stadium stadion stadio estadio arena racecourse velodrome
showground showgrounds""".split())  # noqa: SIM905


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
def _kind(part: str, slot: bool = False) -> tuple[str, str]:
    """What one ``/``-separated part of a credit is, and its value. ``slot`` when the part
    stands in a credit's slot (see :func:`_classify`): a house's name that is a word too
    counts there ("UTUSAN/NAME", "Ảnh: Name/Thanh Niên", "(ภาพ: ข่าวสด)"), and a Burmese
    word that names no body is a person's name.

    Cached: a feed repeats the same agencies, markers and photographers.
    """
    agency = credit_slot_agency(part) if slot else normalise_agency(part)
    if agency is not None:
        return "agency", agency
    marker = MARKERS.get(fold(part))
    if marker is not None:
        return "marker", marker
    if _PICTURE_CODE.fullmatch(part):
        return "marker", ""  # UNICEF's "© UNICEF/UNI159846/Name": the picture's number
    if (person := service_person(part, is_name)) is not None:
        return "name", person  # "LPhot Name, Royal Navy", "Cpl Name RLC": a ranked person
    if _is_org(part) or _acronym(part) or _rank_word_alone(part):
        return "org", part
    if is_name(part) and (len(part.split()) > 1 or part[:1].isupper() or (
            not part.isascii() and _INITIAL_STOP.search(part) is not None)):  # ("ஆர்.ரவீந்திரன்")
        return "name", part
    if slot and _BURMESE.fullmatch(part) and not _script_body(part):
        return "name", part  # "ဓာတ်ပုံ - ကျော်ဇင်": a Burmese name is one word
    if "\u0a00" <= part[:1] <= "\u0dff" and part.count(" ") >= 4:
        return "unknown", part  # five words of India's scripts: a clause, no body's name
    if _CASELESS_NAME.fullmatch(part):
        if part.count(" ") >= 7:  # eight words: a clause ("وێنە: خەڵکی شاری هەولێر ...")
            return "unknown", part
        return "org", part  # a source in a script without capitals that is no person's name
    rank = _rank_end(part)
    if rank and is_name(part[rank:]):
        return "name", part  # "Petty Officer 3rd Class Gabriel Wisdom": tidy_name drops the rank
    return "unknown", part


# the two letters a name's first syllable may open with in the Latin alphabets' spellings
# (English, the Romance and Slavic languages, pinyin, Vietnamese: "BR", "ZH", "NG", "KH")
_ONSETS = frozenset("""BL BR CH CL CR DR DZ FL FR GL GR GW KH KL KR KW NG NH PH PL PR PS SC SH SK
SL SM SN SP ST SV SW SZ TH TR TS TW VL VR WH WR ZH ZL ZV HW DW LL DJ SR NY ND MB TJ""".split())  # noqa: SIM905
_VOWELS = frozenset("AEIOUYÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝ")


def _acronym(part: str) -> bool:
    """Whether one word in capitals is a body's initials, no one's name: no vowel, or two
    consonants opening it that open no syllable ("PNRA", Italy's Antarctic programme in
    "ANSA/PNRA"; "CNSA via Xinhua"; not "KOMPAS/PRIYOMBODO", "XINHUA/NGUYEN", a name)."""
    if not 2 <= len(part) <= 6 or not part.isalpha() or not part.isupper():
        return False
    if _VOWELS.isdisjoint(part):
        return True
    if len(part) <= 4 and part[0] in _VOWELS and _VOWELS.isdisjoint(part[1:]):
        return True  # a vowel, then three consonants: "UNBS", "ANPR" (no name runs so)
    return part[0] not in _VOWELS and part[1] not in _VOWELS and part[:2] not in _ONSETS


# a picture's number in an archive's credit: UNICEF's "UNI159846", "UN0219925"
_PICTURE_CODE = re.compile(r"[A-Z]{2,4}\d{5,}")
# a house glued to its photographer by a dash after a label: ESA's "Credits: ESA–S. Corvaja"
_HOUSE_DASH_NAME = re.compile(r"([^–—/\s][^–—/]{1,30}?)[–—](?=[A-ZÀ-Þ])")
# a house between "Foto" and a slash: Hina's "Foto Hina/ Name"
_FOTO_HOUSE_SLASH = re.compile(r"(?:Foto|FOTO|Photo|PHOTO) ([A-Z][\w.&-]+(?: [A-Z][\w.&-]+)?)\s*/"
                               r"\s*(?=[A-ZÀ-Þ])")


# a photographer, then the house in brackets, after a label: "Foto: Name Surname (ABC)"
_NAME_THEN_HOUSE = re.compile(r"([^()/]{3,60}?)\s*\(([^()]{2,30})\)")
# a paper's title between "Foto" and a slash, opening with an article ("Foto L'Unione Sarda /
# Name", "Foto La Nuova Sardegna / Name"): the paper, then its photographer
_FOTO_TITLE_SLASH = re.compile(r"(?:Foto|FOTO|Photo|PHOTO) ((?:[A-Z][a-z]{0,2} |[Ll]['’])"
                               r"[A-ZÀ-Þ][\w.&'’-]+(?: (?:[A-ZÀ-Þ][\w.&'’-]+|di|del|della|de|do|da)){0,3})"
                               r"\s*/\s*(?=[A-ZÀ-Þ])")


def _photo_title_slash(text: str, match: re.Match[str]) -> str | None:
    """"Name/Title" for a credit written "Foto Title / Name" whose title opens with an article
    (elided or not: "L'Unione Sarda", "Il Tirreno") and whose last part is a person of two
    words or more; else None (not "Foto Marco Rossi / ANSA", a person first)."""
    title, person = match[1], text[match.end():].strip()
    article = title.split()[0].casefold() if " " in title else ""
    if not (title[1:2] in "'’" or article in _TITLE_ARTICLES) or "/" in person \
            or len(person.split()) < 2 or not is_name(person):
        return None
    return f"{person}/{title}"


# a house's initials in brackets glued to its name, the space lost: "African News Agency(ANA)"
_GLUED_BRACKET = re.compile(r"(?<=[a-z])\((?=[A-Z]{2,8}\)$)")
# a photographer's initials in brackets after the name: Kompas's "KOMPAS/PRIYOMBODO (PRI)"
_NAME_CODE = re.compile(r"\s+\((?-i:[A-Z]{2,4})\)$")


def _classify(parts: list[str], slot: bool = False) -> _Parts:
    """The parts of a credit sorted into names, agencies, organisations, markers and the
    unknown. ``slot`` when the credit has a photo label: every part stands in a credit's
    slot (see :func:`_kind`); without one, a part of two or more does when it is written in
    capitals or is the last ("MI/Ramdani", "Name/Thanh Niên")."""
    out = _Parts([], [], [], set(), [])
    last = len(parts) - 1
    for i, part in enumerate(parts):
        # (and a house's part with its "Photo": "NASA Photo / Name")
        in_slot = slot or part.endswith((" Photo", " PHOTO", " photo")) \
            or (last > 0 and (i == last or part.isupper()))
        part = _strip(part, " ,.;:()[]-–—")
        if not part:
            continue
        if not part.isascii() and (label := CASELESS_LABEL.match(part)) is not None \
                and label["colon"]:
            part = part[label.end():]  # "الشروق / تصوير: سمير سيد": the label inside a part
        if "(" in part and part.count("(") > part.count(")"):
            part += ")"  # "Syrian Arab News Agency (SANA)": its own group, kept whole
        if part[-1:] == ")" and (glued := _GLUED_BRACKET.search(part)) is not None:
            part = f"{part[: glued.start()]} {part[glued.start() :]}"  # "Agency(ANA)"
        if part[-1] == ")" and (code := _NAME_CODE.search(part)) is not None \
                and normalise_agency(part[code.start() :].strip(" ()")) is None \
                and is_name(part[: code.start()]):
            part = part[: code.start()]  # "PRIYOMBODO (PRI)": the name (not "Name (AFP)")
        kind, value = _kind(part, in_slot)
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
    re tries ``_SLASH`` at every position, as it opens with ``\\s*``. A Ge'ez abbreviation's
    slash ("ጽ/ቤት", see _GEEZ_ABBREVIATION) parts nothing.
    """
    if "\\" in text:
        return _SLASH.split(text)
    if not text.isascii() and _GEEZ_ABBREVIATION.search(text) is not None:
        kept = _GEEZ_ABBREVIATION.sub(lambda found: found[0].replace("/", "\0"), text)
        return [part.replace("\0", "/") for part in _split_at_slashes(kept)]
    parts = text.split("/")
    if len(parts) == 1:
        return parts
    return [parts[0].rstrip(), *[part.strip() for part in parts[1:-1]], parts[-1].lstrip()]


def _strip_file_suffix(part: str, markers: set[str]) -> str:
    """``part`` without its ", File", ", Pool" or ", Handout" ends, each added to ``markers``."""
    while "," in part:
        suffix = _FILE_SUFFIX.search(part)
        if suffix is None:
            break
        markers.add(MARKERS[fold(suffix.group(1))])
        part = part[: suffix.start()]
    return part


def _split_parts(text: str, markers: set[str], handed: list[str]) -> list[str]:
    """The parts of a credit between slashes; ``handed`` gets those a HANDOUT tag follows."""
    parts: list[str] = []
    for part in _split_at_slashes(text):
        part = _strip_file_suffix(part, markers)
        if not part.isascii():
            trimmed = part.rstrip(" .")
            word = next((w for w in INDIC_STAFF_WORDS if trimmed.endswith(w)), None)
            if word is not None:  # "సాక్షి ఫోటోగ్రాఫర్": Sakshi's photographer, no one named
                markers.add("staff")
                part = trimmed[: -len(word)].strip()
        if (" " in part or "-" in part) and (house := house_archive(part)) is not None:
            markers.add("file")  # "Cartlann RTÉ", "RTL-Archiv": the house's archive
            part = house
        if "taff" in part and (staff := _STAFF.search(part)) is not None:
            markers.add("staff")  # "Name, Staff", "Staff Photographer", "Globe Staff"
            part = part[: staff.start()]
        # (IGNORECASE matches no letter of "handout" to a non-ASCII one: lower() is exact here)
        handout = _HANDOUT_SUFFIX.search(part) \
            if len(part) > 8 and "handout" in part.lower() else None
        if handout and handout.start() > 0:  # EPA's "SANA HANDOUT": SANA handed it out
            markers.add("handout")
            part = part[:handout.start()]
            handed.append(_strip(part, " ,.;:()[]-–—"))
        elif part.startswith(_FILES_OF) and len(part) > 5:
            markers.add("handout")  # Indonesian "Foto: Dok. Humas Polri": from its files
            part = part[part.index(" ") + 1 :]
            handed.append(_strip(part, " ,.;:()[]-–—"))
        elif part.endswith(_GIVEN_WORDS) and (given := _GIVEN.search(part)) is not None:
            markers.add("handout")  # VNA's "(Ảnh: TTXVN phát)", "Ảnh: Bộ Y tế cung cấp"
            part = part[: given.start()]
            handed.append(_strip(part, " ,.;:()[]-–—"))
        if (correspondent := correspondent_parts(part)) is not None:
            parts.extend(correspondent)  # "Хөвсгөл дэх сурвалжлагч Д.Баярмаа": the name
        elif " - " in part:
            parts.extend(p for p in part.split(" - ") if p.strip())
        elif "-" in part and (glued := _glued_outlet(part)) is not None:
            parts.extend(glued)  # "Bob Donnan-USA TODAY Sports", "Hamilton Spectator-Name"
        elif "." in part[:24] and (site := _GLUED_SITE.match(part)) is not None \
                and normalise_agency(site[1]) is not None:
            parts.extend((site[1], part[site.end():]))  # "Kun.uzSherzod Ergashev": the space lost
        elif "," in part and (marked := _MARKER_COMMA.match(part)) is not None \
                and fold(marked[1]) in MARKERS:
            parts.extend((marked[1], part[marked.end():]))  # AAP's "Pool,Name", "POOL, NAME"
        elif ", " in part and (outlet := _outlet_and_name(part)) is not None:
            parts.extend(outlet)  # "Alan Gibson, NZ Herald", "Grand Forks Herald, Eric Halvorsen"
        elif " photo by " in part.lower() and (body := _photo_by_inside(part)) is not None:
            parts.extend(body)  # "U.S. Coast Guard photo by Petty Officer Gabriel Wisdom"
        elif parts and (label := _INNER_LABEL.match(part)) is not None:
            parts.append(part[label.end():])  # "Tasnim News Agency / Photo by Ali Rezaei"
        elif part.strip():
            parts.append(part)
    return parts


# a house's web address glued to its photographer's name ("Kun.uzSherzod Ergashev")
_GLUED_SITE = re.compile(r"\s*((?:[\w-]+\.)+[a-z]{2,4})(?=[A-ZА-ЯЁ][a-zа-яё])")
# a marker before a comma and the name, the slash a comma ("AAP Image/Pool,Brett Halvorsen")
_MARKER_COMMA = re.compile(r"\s*([A-Za-z]{4,9}) ?, ?(?=[A-Z])")
# Vietnamese "released" and "provided" after the house or body that gave the picture out
_GIVEN_WORDS = ("phát", "cung cấp", "PHÁT", "CUNG CẤP")
_GIVEN = re.compile(rf"\s+(?:{'|'.join(_GIVEN_WORDS)})$")
# the words of South-East Asia's credits that name who gave a picture out: those, and
# Indonesian "Dok." (documentation: "from the files of") before the body that gave it
_GIVEN_BY_LABEL = re.compile(
    rf"(?:\b(?:Dok|DOK|Dokumentasi)\b|\s(?:{'|'.join(_GIVEN_WORDS)})(?:/|$))")
_FILES_OF = ("Dok. ", "Dok ", "DOK. ", "DOK ", "Dokumentasi ")


# a paper's staff credit, after the name or as a part of its own: "Sam Owens, Staff",
# "Staff Photographer", "Globe Staff", "Staff photo"
_STAFF = re.compile(r"(?:,\s*(?:[A-Z][a-z]+ )?|^\s*(?:[A-Z][a-z]+ )?)(?:Staff|STAFF)"
                    r"(?: [Pp]hoto(?:grapher)?"
                    r"| PHOTO(?:GRAPHER)?)?\s*$")


# a photo label opening a later part of the credit: the name follows it
_INNER_LABEL = re.compile(r"\s*(?:photo|picture|foto)\s*(?:by\b|:|(?= (?-i:[A-Z])))\s*(?=[A-Z])",
                          re.IGNORECASE)  # ("APS/Photo Ibrahima Ndiaye": no colon)


def _outlet_and_name(part: str) -> list[str] | None:
    """A name and an outlet in one part, either order ("Photo / Alan Gibson, NZ Herald", the
    NZ Herald's; "AP Photo/Grand Forks Herald, Eric Halvorsen", a member paper's for AP):
    split, the photographer first; None if neither side is an outlet."""
    left, _, right = part.partition(", ")
    left, right = left.strip(), right.strip()
    for name, outlet in ((left, right), (right, left)):
        if "," in outlet or not is_name(name) or len(name.split()) < 2:
            continue
        if normalise_agency(outlet) is not None or _OUTLET_WORD.search(outlet) \
                or is_paper(outlet, titled=outlet.startswith("THE ")):
            # "Name, Columbus Dispatch", "PAUL HELLSTERN, THE OKLAHOMAN" (a title in a credit
            # written in capitals; not "Jane Doe, The Hague")
            return [name, outlet]
    return None


def _photo_by_inside(part: str) -> list[str] | None:
    """A body's "photo by" a person in one part: "U.S. Coast Guard photo by Petty Officer 3rd
    Class Gabriel Wisdom" -> the person, then the body."""
    at = part.lower().find(" photo by ")
    body, person = part[:at].strip(), part[at + 10 :].strip()
    return [person, body] if body and person else None


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


# AFP's older "AFP PHOTO POOL/Name", "AFP PHOTO HO/SANA": a marker after the house's "PHOTO"
# with no slash between them, read as "AFP PHOTO/POOL/Name"
_PHOTO_THEN_POOL = re.compile(r"(?<=PHOTO) (?=(?:POOL|HO|FILES)\s*/)")
# UNIAN's and Ukrinform's "Photo UNIAN Oleksandr Hrytsenko", "Фото УНІАН Віктор Ковальчук":
# the label, the house in capitals and the photographer, with no mark between them
_PHOTO_HOUSE_NAME = re.compile(r"(?:Photo|PHOTO|Foto|FOTO|Фото|ФОТО|Фота|ФОТА) "
                               r"([A-ZА-ЯЁІЇЄҐЎ][A-ZА-ЯЁІЇЄҐЎ&-]{1,9}) +(\S[^/,:]*)")


def photo_house_name(text: str) -> str | None:
    """"Photo HOUSE Name" (a known house in capitals, then a person's name of two words or
    more) as "Name/HOUSE"; else None ("Photo UNIAN", "PHOTO EPA File").
    A text not opening with the label is dismissed before the regex."""
    if text[:1] not in "PFФ" or (found := _PHOTO_HOUSE_NAME.fullmatch(text)) is None:
        return None
    name = found[2].strip()
    if len(name.split()) < 2 or not is_name(name) or name.isupper() and fold(name) in MARKERS:
        return None
    return f"{name}/{found[1]}" if credit_slot_agency(found[1]) is not None else None


# the agency before the lead: "MTI Photo: Zoltán Balogh", "Xinhua Photo by Li Wei"
AGENCY_PHOTO_LEAD = re.compile(
    r"([A-Z][\w.&-]{1,20}(?: [A-Z][\w.&-]+){0,2}) (?:archive )?"
    r"(?:Photo|PHOTO|photo|Foto|FOTO|Fotó)(?::| by| /| ?/(?=[A-Z])) *(\S.*)")
# a paper's one word for itself, "Photo:" and the photographer: "Post Photo: Name" (see
# :data:`.agencies.PAPER_WORDS`; the finder reads the word as the paper where it may)
PAPER_WORD_PHOTO = re.compile(rf"({'|'.join(PAPER_WORDS)}) (?:Photo|PHOTO): +([A-Z][^/:]{{2,40}})")
_PAPER_WORD_INITIALS = frozenset(word[0] for word in PAPER_WORDS)
# the ABC's "(ABC News: Jack Fisher)", "(ABC Goldfields: Name)", "(ABC Midwest and Wheatbelt:
# Name)": a house and its desk, a colon
_HOUSE_DESK_LEAD = re.compile(r"([A-Z][\w.&-]{1,20})(?: (?:and |& )?[A-Z][\w-]+){0,4}:"
                              r" +([A-Z]\S.*)")
# a house's name of up to four words, a colon, the photographer ("Acadie Nouvelle: Name")
_HOUSE_NAME_COLON = re.compile(r"([A-Z][\w.&'’-]+(?: [A-Z][\w.&'’-]+){0,3}): +([A-Z]\S.*)")
# APA's "APA-FOTO: NAME": the house and its label joined by a hyphen
HYPHEN_PHOTO_LEAD = re.compile(r"([A-Z]{2,10})-(?:FOTO|PHOTO|Foto|Photo): +(\S.*)")
# a desk's initials and "Photo" between the slash and the name: "VNA/VNS Photo Thanh Đạt"
_DESK_PHOTO_AFTER_SLASH = re.compile(r"/\s*[A-Z]{2,6} (?:Photo|PHOTO) (?=[A-ZÀ-Ỹ])")
# Prensa Libre's "Foto Prensa Libre: Juan Diego González": the lead, the house, a colon
_PHOTO_HOUSE_COLON = re.compile(r"(?:Foto|FOTO|Photo|PHOTO) ([A-Z][\w.&-]+(?: [A-Z][\w.&-]+){0,3}):"
                               r" *(\S.*)")
PHOTO_HOUSE_COLON = _PHOTO_HOUSE_COLON  # (and Berita Harian's "Foto BH: NAME", Noticias
# Argentinas' "Foto NA:Name", no space after its colon)
# La Presse's "PHOTO ARMAND TROTTIER, LA PRESSE": the lead, the photographer, the house
PHOTO_NAME_HOUSE = re.compile(r"PHOTO ([A-ZÀ-Ý][A-ZÀ-Ý'’. -]+), ([A-ZÀ-Ý][\w'’ -]+)")
# TASR's "FOTO TASR - Martin Kováč": the lead, the house, a dash and the photographer
FOTO_HOUSE_DASH = re.compile(r"(?:FOTO|PHOTO|Foto|Photo) ([A-Z]{2,10}) [-–] +(\S[^/]*)")
# ("MTI Fotó: Kollányi Péter", "ELTA archive photo / Name", "WAFA photo/Name")


# what follows a house's photo label when the house only handed the picture on: "WAFA
# photo/Handout via REUTERS" is Reuters' (the house the provider)
_HANDED_ON = re.compile(r"(?:handout|stringer|str|pool)\b|.*\bvia\b", re.IGNORECASE)


# A name is kept in the order the credit writes it: ČTK's home wire writes most of its
# photographers surname first ("ČTK/Kamaryt Michal") but not all ("ČTK/Patrik Uhlíř"), and
# nothing in the credit tells which; MTI's Hungarian names are surname first in Hungarian.


def _from_a_lead_after_a_dash(text: str) -> str:
    """The credit from its lead on, when a place and date come first, set off by a dash
    ("İstanbul, 17 Ekim 2023 - Fotoğraf: Name - Anadolu Ajansı"); else ``text``."""
    for dash in re.finditer(" - ", text):
        rest = text[dash.end():]
        if LEAD.match(rest) and any(c.isdigit() for c in text[: dash.start()]):
            return rest
    return text


# a paper's name, "photo", a slash and the photographer: "Berlin Sun photo/Rene Lapierre"
_OUTLET_PHOTO_SLASH = re.compile(
    r"((?:[A-Z][\w.&'’-]+ ){0,3}[A-Z][\w.&'’-]+) (?:photo|Photo|PHOTO) ?/ ?([A-Z][^/]{2,40})")
# a name, a slash, then a house's initials and its site's one word, a bar between
_NAME_THEN_BARRED_HOUSE = re.compile(r"([^/|]{3,40}?) ?/ ?([A-Z]{2,6}) \| ([A-Z][\w.-]{2,30})")
# the desk's initials in lower case closing a credit after slashes ("/nym", "/app/foc")
_DESK_INITIALS = re.compile(r"(?:\s*/\s*[a-z]{2,4}){1,3}$")
# a handout's "HO-" glued to the body that gave it out
_HO_GLUED = re.compile(r"(^|/)HO-([A-Z][^/]*)")
# the last words of a fire, police or ambulance service's name
_EMERGENCY_SERVICE = re.compile(
    r"\b(?:Fire (?:and|&) Rescue(?: Service)?|Fire Service|Fire Department|Fire Brigade"
    r"|Police(?: Service| Department)?|Constabulary|Ambulance Service|Coastguard)$")
# the one-word names of papers that are no one's name ("Photo: Nation")
_PAPER_ALONE_WORDS = frozenset({"nation"})
# the words before a name and an address that make the address one to write to, not a
# credit's ("Media contact: Name/address", "For licensing, write to Name/address")
_CONTACT_WORDS = re.compile(r"(?i)contact|write|e-?mail|inquir|enquir|licens|reach|call")


def _credit_position(before: str) -> bool:
    """Whether a staff credit's "Name/address" stands where a credit does: opening the
    credit, or after a photo label's colon or "by" with no word of a contact before it."""
    before = before.rstrip()
    return not before or (before.endswith((":", " by"))
                          and _CONTACT_WORDS.search(before) is None)


# a person's name of two to four words, a slash (or Advance Local's bar: "Name |
# jdoe@al.com"), then an e-mail address
_STAFF_ADDRESS = re.compile(
    r"([A-Z][\w'’.-]+(?: [A-Z][\w'’.-]+){1,3}) ?[/|] ?([\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$")


@functools.lru_cache(maxsize=65536)
def parse_credit(raw: str) -> Credit | None:
    """Read a credit string ("Photo by Name/AFP") into a Credit; None if it is not one.

    A string counts as a credit when it names a known agency, carries a credit
    lead ("Photo by", "Photo:", "Courtesy of") or a marker (Stringer,
    Handout), or ends with "via AGENCY". Cached: feeds repeat their credits.
    """
    # (the Inquirer's "—NAME/INQUIRER": a dash glued to the name; the full stops of the scripts
    # that close a credit too, Dzongkha's shad "པར་: ཀུན་གསལ།", Burmese "။", Devanagari "।")
    text = _strip(raw, " .;,—–།༎။।")
    staff_paper = None
    if "@" in text:
        staff = _STAFF_ADDRESS.search(text)
        if staff is not None and is_name(staff[1]) and _credit_position(text[: staff.start()]):
            # a US paper's staff credit, "Name/lashby@thestate.com": the address after the
            # name marks the credit as a label does; its domain names the paper when the
            # tables know it (an unknown one is no house: "Photo: Name/jdoe@gmail.com", nor
            # a body's own, "Name/jdoe@wfp.org": a staff list's paper only)
            text = f"{text[: staff.start()] or 'Photo: '}{staff[1]}"
            staff_paper = STAFF_DOMAIN_PAPERS.get(staff[2].rpartition("@")[2].lower())
        text = without_address(text)
    if text[:6] in ("ANTARA", "Antara") and (desk := _DESK_INITIALS.search(text)) is not None:
        text = text[: desk.start()]  # Antara's editors' initials: "ANTARA FOTO/Name/nym/foc"
    if text[:3] == "HO-" or "/HO-" in text:
        text = _HO_GLUED.sub(r"\1\2 HANDOUT", text)  # Antara's "ANTARA FOTO/HO-Biro Pers .../Name"
    copyright_sign = COPYRIGHT_HEAD.match(text)
    if copyright_sign:  # "©Shaun Roy/BackpagePix", "(c) Jane Doe/Agence VU", "© 2024 UNRWA ..."
        text = text[copyright_sign.end() :]
    if "©" in text[-8:] and (tail_sign := _COPYRIGHT_TAIL.search(text)) is not None:
        text = text[: tail_sign.start()]  # Cor Vos's "Name/Cor Vos © 2015": the sign after it
    if text.endswith(")"):
        text = _IMAGE_ID.sub("", text)  # Shutterstock's "(10517462b)": the picture's number
    if " PHOTO " in text and (pool := _PHOTO_THEN_POOL.search(text)) is not None:
        text = f"{text[: pool.start()]}/{text[pool.start() + 1 :]}"  # AFP's "PHOTO POOL/Name"
    text = photo_house_name(text) or text  # UNIAN's "Photo UNIAN Name": Name/UNIAN
    house_dash = FOTO_HOUSE_DASH.fullmatch(text) if text[:1] in "FP" else None
    if house_dash is not None and normalise_agency(house_dash[1]) is not None:
        text = f"{house_dash[2]}/{house_dash[1]}"  # "FOTO TASR - Name": Name/TASR
    named_house = PHOTO_NAME_HOUSE.fullmatch(text) if text[:1] == "P" else None
    if named_house is not None and normalise_agency(named_house[2]) is not None:
        text = f"{named_house[1]}/{named_house[2]}"  # La Presse's "PHOTO NAME, LA PRESSE"
    elif named_house is not None and normalise_agency(named_house[1]) is not None:
        text = f"{named_house[2]}/{named_house[1]}"  # Quebecor's "PHOTO AGENCE QMI, NAME"
    if text[:1] in "FP" and (foto := _FOTO_HOUSE_SLASH.match(text)) is not None \
            and credit_slot_agency(foto[1]) is not None and "/" not in text[foto.end():]:
        text = f"{text[foto.end():]}/{foto[1]}"  # Hina's "Foto Hina/ Name": Name/Hina
        copyright_sign = copyright_sign or foto  # (a credit's slot, as after a label)
    if text[:1] in "FP" and "/" in text and (title := _FOTO_TITLE_SLASH.match(text)) \
            and (titled := _photo_title_slash(text, title)) is not None:
        text = titled  # L'Unione Sarda's "Foto L'Unione Sarda / Name": Name/L'Unione Sarda
        copyright_sign = copyright_sign or title  # (a credit's slot, as after a label)
    if " photo" in text.lower() and (outlet := _OUTLET_PHOTO_SLASH.fullmatch(text)) \
            and credit_slot_agency(outlet[1]) is None \
            and _person_and_outlet([outlet[2].strip(), outlet[1]]):
        text = f"{outlet[2].strip()}/{outlet[1]}"  # "Berlin Sun photo/Name": Name/Berlin Sun
    if text[:1] in _PAPER_WORD_INITIALS and (word := PAPER_WORD_PHOTO.fullmatch(text)):
        text = f"{word[2]}/{word[1]}"  # the Kathmandu Post's "Post Photo: Name"
    agency_lead = AGENCY_PHOTO_LEAD.match(text) or HYPHEN_PHOTO_LEAD.match(text) \
        or _PHOTO_HOUSE_COLON.match(text) or _HOUSE_DESK_LEAD.match(text)
    if agency_lead is not None and credit_slot_agency(agency_lead.group(1)) is None \
            and (whole := _HOUSE_NAME_COLON.match(text)) is not None \
            and credit_slot_agency(whole[1]) is not None:
        agency_lead = whole  # Acadie Nouvelle's "Acadie Nouvelle: Name": the house's whole name
    if agency_lead and "/" not in agency_lead.group(2) \
            and not _HANDED_ON.match(agency_lead.group(2)) \
            and credit_slot_agency(agency_lead.group(1)) is not None:  # (and "Foto BH: NAME")
        text = f"{agency_lead.group(2)}/{agency_lead.group(1)}"  # "MTI Photo: Zoltán Balogh"
    if text.startswith(("PC/", "PC /")) and (name := text[3:].strip(" /")) and " " in name \
            and is_name(name):
        text = f"{name}/The Canadian Press"  # La Presse canadienne's initials: "(PC/Name)"
    if (label := label_after_dash(text)) is not None:
        text = label  # Punjabi's dash glued to the label: "-ਤਸਵੀਰ: Name"
    house_first = house_label(text)
    if house_first is not None:  # "ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: Name", "ਅਜੀਤ ਤਸਵੀਰ", "BNS nuotr."
        house, name = house_first
        text = f"{name}/{house}" if name else house
    lead = LEAD.match(text) if house_first is None else None
    if lead is None and " - " in text:
        text = _from_a_lead_after_a_dash(text)
        lead = LEAD.match(text)
    file_label = False
    if lead:
        file_label = is_file_label(lead.group())  # Amharic "የፋይል ፎቶ፦", Dari "عکس آرشیفی:"
        text = text[lead.end():]
        again = LEAD.match(text)  # "Mandatory Credit: Photo by NAME/AGENCY"
        text = text[again.end():] if again else text
        if " – " in text:  # Icelandic "Mynd: RÚV – Name": the house and the photographer
            text = text.replace(" – ", " / ")
        elif ("–" in text or "—" in text) and (
                glued := _HOUSE_DASH_NAME.match(text, text.rfind("/") + 1)) is not None \
                and credit_slot_agency(glued[1].strip()) is not None:
            # ESA's "Credits: ESA–S. Corvaja", "Credit: ESA/NASA–T. Pesquet"
            text = f"{text[: glued.start()]}{glued[1].strip()}/{text[glued.end():]}"
    # after a label, a house's short name that is a word too counts ("Picha na Name |
    # Mwananchi")
    family = None
    if "rivat" in text or "amili" in text:
        # German "Foto: privat", "privat/dpa", "Foto: privat/Familie Müller": a private picture
        # names no house nor person; a family that gave it is its source
        text, family = _without_private_parts(text)
        if not text.strip(" /"):
            return Credit(provider=family, raw=raw.strip())
    house_of = credit_slot_agency if lead or house_first else normalise_agency
    if not text.isascii():
        text = script_separators(text, house_of)
    if " | " in text and "/" in text and (barred := _NAME_THEN_BARRED_HOUSE.fullmatch(text)) \
            and len(barred[1].split()) >= 2 and is_name(barred[1]) \
            and " " not in barred[3] and credit_slot_agency(barred[2]) is None:
        # LNP's "(Grant Yoder / LNP | LancasterOnline)": the house's two names, a bar between
        return Credit(photographer=tidy_name(barred[1]), agency=f"{barred[2]} | {barred[3]}",
                      raw=raw.strip())
    if " | " in text and "/" in text:  # tagesschau's "picture alliance/dpa | Name": the
        head, _, last = text.rpartition(" | ")  # houses, then the photographer
        if "/" in head and "/" not in last:
            text = f"{last}/{head}"
    if "/" in text and (whole := normalise_agency(text)) is not None:
        return Credit(agency=whole, raw=raw)  # "(RFE/RL)": a house with a slash in its name
    if "/" not in text and text[-10:].lower() == "file photo" \
            and (filed := normalise_agency(text[:-10].rstrip())) is not None:
        return Credit(agency=filed, raw=raw, file_photo=True)  # CNA's "(CNA file photo)"
    if "/" not in text:
        alone = text[5:].lstrip() if text[:5] in _PHOTO_WORDS else text  # ("Foto ANSA")
        whole = normalise_agency(alone)
        if whole is not None and (alone.isupper() or alone == whole):
            # "KEYSTONE PRESS AGENCY", "(Photo TAP)": an agency, no one else (not "Photo Petra")
            return Credit(agency=whole, raw=raw)
        head, stop, last = text.rpartition(". ")
        name, space, house = text.rpartition(" ")
        bracket = _NAME_THEN_HOUSE.fullmatch(text) if lead and text[-1:] == ")" else None
        if bracket and normalise_agency(bracket[2]) is not None and is_name(bracket[1]) \
                and len(bracket[1].split()) >= 2:
            text = f"{bracket[1]} / {bracket[2]}"  # ABC's "Foto: Manuel Olmedo (ABC)"
        elif stop and normalise_agency(last) is not None:
            text = f"{head} / {last}"  # "Ronald Everett. CAMERA PRESS LONDON"
        elif lead and space and len(name.split()) >= 2 and (house == "dpa" or (
                house.isupper() and normalise_agency(house) is not None and is_name(name))):
            # dpa's "Foto: Michael Kappeler dpa", "Foto:Name Surname AFP": no slash
            text = f"{name} / {house}"
        elif lead and text.count(" ") >= 3 and (glued := _name_then_titled_house(text)):
            text = glued  # Le Devoir's "Photo: Annie-Claude Fortier Le Devoir": no slash
        elif ", " in text or " | " in text:  # "Name, Коммерсантъ", "УНІАН, Name", Angop's
            head, _, last = text.rpartition(", " if ", " in text else " | ")  # "Name | Angop"
            # ("Maktaba | Mwananchi": from its files; the Tampa Bay Times' "[ NAME | Times ]")
            if house_of(last) is not None or house_of(head) is not None \
                    or fold(head) in MARKERS or (" | " in text and _person_and_outlet(
                        [head, last])):
                text = f"{head} / {last}"
    if " Photo " in text or " PHOTO " in text:
        text = _DESK_PHOTO_AFTER_SLASH.sub("/", text)  # VNA's "VNA/VNS Photo Thanh Đạt"
    lowered = text.lower()
    third_party = "/via " in lowered
    if third_party:  # "Social media/via REUTERS", "Name/Telegram/via REUTERS"
        text = _VIA_AFTER_SLASH.sub(" via ", text)
    courtesy = _COURTESY.search(text) if "courtesy" in lowered or "hisani" in lowered \
        or "cortes" in lowered or "gentileza" in lowered or "gracieuset" in lowered else None
    if courtesy:
        text = (text[:courtesy.start()] + text[courtesy.end():]).strip()
    markers: set[str] = {"file"} if file_label else set()
    via_agency: str | None = None
    via = list(_VIA.finditer(text)) if "via" in lowered or "באמצעות" in text else []
    if via and "/" not in text[: via[0].start()]:
        text, via_agency = _agency_via_wire(text, via[0])
        via = [] if via_agency else via
    if via:
        # only a "via" after the last slash names the distributor; one inside a part
        # ("HANDOUT/KCNA VIA KNS/AFP") chains two sources of a handout
        via = [v for v in via if "/" not in text[v.end():] and "\\" not in text[v.end():]]
    if via:
        target = text[via[-1].end():]
        target = _strip_file_suffix(target, markers)  # "Name/The Post via AP, Pool"
        via_agency = normalise_agency(target) or (target.strip() if _is_org(target) else None)
        text = text[:via[-1].start()]
    publication: str | None = None
    for_match = _FOR.search(text) if " for " in text or " pour " in text else None
    if for_match and ("/" not in text[for_match.end():] or _house_before(text, for_match.start())):
        # "Name/Getty Images for Netflix", and on assignment for two: "Getty Images for The
        # Met Museum/Vogue"
        publication = text[for_match.end():].strip()
        text = text[:for_match.start()]
    handed: list[str] = []
    parts = _split_parts(text, markers, handed)
    given = handed if "handout" in markers and _GIVEN_BY_LABEL.search(text) else []
    # a credit's slot: after a photo label, or a part of a credit with a slash written in
    # capitals or last; a house's name that is a word too counts only there ("UTUSAN/NAME",
    # "Name/Thanh Niên", but not "(Metro)" or "at the Metro/Subway")
    # (a copyright sign opens a slot too: "© JAXA", "© Amnesty International")
    found = _classify(parts, slot=bool(lead or agency_lead or house_first or copyright_sign))
    markers |= found.markers
    if (courtesy or "handout" in markers) and not _FIRM_WORD_HOUSES.isdisjoint(found.agencies):
        # "Courtesy of Vanguard/Handout via REUTERS": a firm named by the word handed it out,
        # not the paper (a paper credits its own pictures, it hands none out)
        firms = [a for a in found.agencies if a in _FIRM_WORD_HOUSES]
        found = dataclasses.replace(found, orgs=found.orgs + firms,
                                    agencies=[a for a in found.agencies if a not in firms])
    if handed and any(n in handed for n in found.names) and not _source_before_handout(found):
        # "EPA-EFE/SALVAMENTO MARITIMO HANDOUT": the part the tag follows handed it out
        found = dataclasses.replace(
            found, orgs=found.orgs + [n for n in found.names if n in handed],
            names=[n for n in found.names if n not in handed])
    if given and any(n in given for n in found.unknown):
        # "Ảnh: Bộ Y tế cung cấp": a body's name in lower case gave it out too
        found = dataclasses.replace(
            found, orgs=found.orgs + [n for n in found.unknown if n in given],
            unknown=[n for n in found.unknown if n not in given])
    if "handout" in markers and found.names:  # "NZDF/Handout via REUTERS": an acronym
        # ("Puspen TNI/Handout": an office and its service's initials)
        mixed = any(not n.isupper() for n in found.names)  # "AU-UN IST/Tobin Jones/Handout"
        # one word is a body's name ("Roscosmos/Handout", "SANA/Handout"), and so are
        # capitals alone ("EUNAVFOR ASPIDES/Handout via REUTERS", "Handout / UNICEF PACIFIC
        # / AFP"), but for the houses that write their photographers so ("EPA-EFE/SIMON
        # DAWSON / NO 10 DOWNING STREET HANDOUT"); a person who hands one out is credited as
        # one ("Courtesy of Anton/Handout")
        alone = len(found.names) == 1 and _CAPITALS_HOUSES.isdisjoint(found.agencies)
        acronyms = [n for n in found.names if (" " not in n and not courtesy) or (
            n.isupper() and (alone or mixed)) or (
            not n.isupper() and any(3 <= len(w) <= 4 and w.isupper() for w in n.split()))]
        if acronyms:
            found = dataclasses.replace(found, orgs=found.orgs + acronyms,
                                        names=[n for n in found.names if n not in acronyms])
    elif (house := _house_word_first(found, parts, lead is not None and not via_agency)):
        # "Photo: SCMP / Winnie Kwok", "Photo: Bundesregierung/Lars Ebeling": the person
        # took it, the house's one word before them is the agency (read from the last slot)
        found = dataclasses.replace(found, names=[parts[1], house], orgs=[])
    elif len(found.names) > 1 and any(" " in n for n in found.names):
        # "EPA-EFE/EXPA/JOHANN GRODER": a one-word acronym beside a person is a provider,
        # and so is a paper's title before a person, or one word under a house ("Gallo
        # Images/Die Burger/Name", "Gallo Images/Sowetan/Name": the house's member paper)
        person = next((i for i, n in enumerate(found.names) if " " in n and not _is_title(n)),
                      len(found.names))
        acronyms = [n for i, n in enumerate(found.names) if (
            " " not in n and n.isupper() and len(n) <= 6) or (i < person and (
                _is_title(n) or (" " not in n and found.agencies)))]
        if acronyms:
            found = dataclasses.replace(found, orgs=found.orgs + acronyms,
                                        names=[n for n in found.names if n not in acronyms])
    if lead and not courtesy and found.unknown and not (found.agencies or found.names
                                                          or found.orgs or via_agency) \
            and all(map(_is_clause, found.unknown)):
        return None  # a label opening the text: "Sawir: Madaxweyne ... oo la kulmay ..."
    paper = (len(found.names) == 1 and len(found.orgs) == 1
             and is_paper(found.orgs[0], titled=True)) \
        or (found.names == parts and _person_and_outlet(parts)) \
        or (found.names == parts[:1] and found.orgs == parts[1:] and _person_and_outlet(parts))
    # ("Name / La Voz"; "Name/Times Leader", the paper's words read as a body's)
    if not (lead or courtesy or found.agencies or via_agency or markers or publication
            or copyright_sign or paper):
        return None  # (but "Steve Ringman / The Seattle Times": a person and a paper)
    agency, distributor, provider = _choose_agency(found, via_agency, publication,
                                                   handout="handout" in markers)
    if publication and distributor and agency and normalise_agency(agency) is None:
        # "Name/TAS24/Getty Images for TAS Rights Management": the house on assignment is
        # the agency, not a code or a body beside it
        agency, distributor, provider = distributor, None, provider or agency
    if agency is None and distributor is None and lead and _person_then_body(found, parts):
        agency, provider = provider, None  # "Foto: Name/PR", "(Foto: Name / GEC)"
    if courtesy and not found.orgs and not found.names and found.unknown:
        provider = provider or found.unknown[0]
        if agency == provider and normalise_agency(agency) is None:
            agency = None  # "Courtesy of the artist and Perrotin": a source, no agency
    photographer = None
    if found.names and "stringer" not in markers:
        photographer = tidy_name(found.names[0])
    if photographer and not found.agencies and len(found.names) == 1 \
            and (house := credit_slot_agency(found.names[0])) is not None:
        # "WANA via REUTERS": a house's name alone is never a person's (but "FOTO: ANDRI")
        photographer = None
        if house in _FIRM_WORD_HOUSES and (courtesy or "handout" in markers):
            provider = house  # "Courtesy of Vanguard/Handout via REUTERS": a firm's handout
        elif agency is None or (agency == via_agency and distributor is None):
            agency, distributor = house, agency
        else:
            provider = provider or house
    elif not found.names and found.unknown and lead and not courtesy and agency \
            and not file_label and "handout" not in markers:
        # (not "Photo by Handout / SDIS 33 / AFP": the body that handed it out)
        # (after a file photo's label, what no name is describes the picture: Dari's "عکس
        # آرشیفی: ساختمان سوخته شفاخانه، ۱۲ میزان ۱۳۹۴/ اسوشیتدپرس", the burnt hospital ...)
        photographer = tidy_name(found.unknown[0])
    if lead and agency is None and photographer is not None \
            and fold(photographer) in _PAPER_ALONE_WORDS and len(parts) == 1:
        # "(Photo: Nation)": after a label, the word several papers are named by is the
        # paper's, as written (Thailand's, Kenya's, Pakistan's Nation), never a person's
        photographer, agency = None, photographer.title()
    if photographer and _GENITIVE_LEAD.match(raw):
        # "Фото Павла Орловского, БЕЛТА" (BelTA's comma form); after a slash only a name
        # whose two words are both in the genitive ("Фото Анатолия Медведева /Фотохроника
        # ТАСС/": TASS's "Фото Мария Девахина/ТАСС" is in the nominative)
        nominative = nominative_name(photographer)
        if "/" not in raw or all(a != b for a, b in zip(photographer.split(), nominative.split())):
            photographer = nominative
    if agency in AID_AGENCIES and photographer is None and "handout" in markers:
        agency, provider = None, agency
    if third_party and photographer and not lead and not found.agencies and not (
            courtesy and found.names == parts and len(parts) == 1
            and is_name(photographer) and is_person_name(photographer)):
        # a source a wire picked up names no photographer: "State Emergency Service of
        # Ukraine/Telegram/via REUTERS", "Courtesy of SpaceX/via REUTERS" (but a person's
        # courtesy is theirs: "Courtesy of Amelia Thibodeau/via REUTERS"; a firm's two words
        # are no person's, "Courtesy of Boston Dynamics/via REUTERS": see .given_names)
        provider, photographer = provider or photographer, None
    if provider is None and "handout" in markers:
        provider = found.unknown[0] if found.unknown and photographer is None else "Handout"
    if "pool" in markers or (provider or "").lower().endswith(" pool"):
        if _house_after_pool(parts, agency, via_agency):
            via_agency = None  # "KOREA POOL/Yonhap via REUTERS": Yonhap's, Reuters sent it
        agency, distributor, provider = _pool_credit(agency, distributor, provider, via_agency)
        if agency == "Pool" and photographer is None and distributor in DISTRIBUTORS \
                and via_agency is None:
            # "Photo by Pool/Getty Images": no one named, the house that credits it is Getty
            # (but "Name - WPA Pool/Getty Images", "Pool via REUTERS" stay the pool's)
            agency, distributor = distributor, None
    if agency is None and photographer is None and provider is None and not (
            lead and "file" in markers and not found.unknown) and not (
            lead and parts and not (found.unknown or found.names or found.orgs)):
        # (but "Picha: Maktaba", the files, and a label before words for no one alone:
        # "وێنە: تۆڕە کۆمەڵایەتییەکان", social networks)
        return None
    if agency == "DR" and photographer is None and fold(text.strip(" ()")) == "dr":
        agency = None  # French "© DR", "Photo : DR": droits réservés (rights reserved), no house
    if staff_paper is not None and agency is None:
        agency = staff_paper  # (the domain's paper: "Name/lashby@thestate.com")
    if agency is None and distributor is None and photographer is None and provider \
            and _EMERGENCY_SERVICE.search(provider) is not None:
        # "Picture: Staffordshire Fire and Rescue Service": a fire, police or ambulance
        # service credited alone for its own picture is the credit's house
        agency, provider = provider, None
    if agency is not None and agency.isupper() and is_paper(agency, titled=True):
        agency = paper_name(agency)  # "RYAN TAPLIN / THE CHRONICLE HERALD"
    if agency is not None and agency[:1] in _OPENING_QUOTES and agency[-1:] in _CLOSING_QUOTES:
        agency = agency[1:-1].strip()  # "Name / «Халқ сўзи»": the paper's name is in quotes
    return Credit(photographer=photographer, agency=agency, provider=provider or family,
                  raw=raw.strip(), distributor=distributor, file_photo="file" in markers)


# the quotation marks a paper's name is written in ("«Халқ сўзи»", „Дневник“, "“The Post”")
_OPENING_QUOTES = "«„“\"‹"
_CLOSING_QUOTES = "»“”\"›"
# "Photo"'s word before a house with no mark ("(Photo TAP)", Italian "(Foto ANSA)")
_PHOTO_WORDS = ("Photo", "PHOTO", "Foto ", "FOTO ")
# one word that gives a picture out but names no house: "Photo: Supplied/Jane Doe"
_NO_HOUSE_WORDS = frozenset({"supplied", "family", "file", "courtesy", "undated", "staff",
                             "contributed", "submitted", "provided", "archive", "official",
                             "private"})


# the words of a private picture's credit, a part of its own ("Foto: privat", "privat/dpa",
# "Foto: Privatarchiv"): no house's, no one's name
_PRIVATE_WORDS = frozenset({"privat", "priv.", "privatarchiv", "privatbesitz", "privataufnahme",
                            "privatfoto", "private", "privé", "privée", "prywatne",
                            "archiwum prywatne", "soukromý archiv", "archivio privato",
                            "archivo privado", "privé-archief"})
# a family that gave its own picture: "Familie Müller", "Family of Jane Doe"
_FAMILY_SOURCE = re.compile(r"(?:Familie|Family of|Famille) [A-ZÀ-Þ][\w'’ -]{1,40}")


def _without_private_parts(text: str) -> tuple[str, str | None]:
    """The credit without its private picture's parts (:data:`_PRIVATE_WORDS`) and without
    the family that gave it, and that family: ("dpa", None) of "privat/dpa", ("", "Familie
    Müller") of "privat/Familie Müller" (a family is no photographer)."""
    parts = [part.strip() for part in text.split("/")]
    kept = [part for part in parts if part.casefold() not in _PRIVATE_WORDS]
    family = next((part for part in kept if _FAMILY_SOURCE.fullmatch(part)), None)
    if len(kept) == len(parts) and family is None:
        return text, None
    return "/".join(part for part in kept if part != family), family


# the articles a paper's title opens with: "La Voz", "El Tiempo", "O Globo", "Il Tirreno"
_TITLE_ARTICLES = frozenset({"el", "la", "le", "les", "il", "lo", "los", "las", "o", "a", "the",
                             "die", "der", "das", "de", "het"})


def _name_then_titled_house(text: str) -> str | None:
    """"NAME / HOUSE" for a labelled credit that writes a known house of two or three words
    after the photographer with no mark between ("Photo: Hubert Trudel-Mercier Le Devoir",
    "Foto: Name Agencia Reforma"); None when no known house ends it or no person's name of
    two words or more stands before it. (One word is no house here but in capitals, as
    above: "Photo: Mary Jane Sun" names a person.)"""
    words = text.split()
    for size in (3, 2):
        name, house = " ".join(words[:-size]), " ".join(words[-size:])
        if len(words) - size >= 2 and credit_slot_agency(house) is not None and is_name(name):
            return f"{name} / {house}"
    return None


# the slot houses whose one word names firms too, which hand pictures out (Nigeria's paper
# Vanguard, the Vanguard Group)
_FIRM_WORD_HOUSES = frozenset({"Vanguard"})
# a credit's words that name no person ("STAFF PHOTO — THE BERKSHIRE EAGLE")
_NOT_A_PERSON_WORDS = frozenset({"staff", "photo", "photos", "file", "handout", "pool"})


def _person_and_outlet(parts: list[str]) -> bool:
    """Whether two parts read "First Last / Outlet": a person's name of two words or more,
    then a paper or house the tables do not know, one to four capitalised words opening with
    a title's article or closing with an outlet's word ("Facundo Luque / La Voz", "María
    Pérez / El Tiempo", "JEFFERSON REYES | Times"); not "(left / right)", nor two people
    ("Jane Doe / John Smith")."""
    if len(parts) != 2:
        return False
    person, outlet = parts
    words = outlet.split()
    if len(person.split()) < 2 or not is_name(person) or not 1 <= len(words) <= 4 \
            or not _NOT_A_PERSON_WORDS.isdisjoint(fold(person).split()) \
            or not all(w[:1].isupper() for w in words) or not _NAME_TEXT.match(outlet):
        return False
    titled = outlet.title() if outlet.isupper() else outlet
    if len(words) > 1 and words[0].casefold() in _TITLE_ARTICLES:
        return True
    if _OUTLET_WORD.search(titled) is None:
        return False
    return _WEAK_OUTLET_WORD.search(titled) is None or _weak_outlet_is_paper(titled)


def _weak_outlet_is_paper(outlet: str) -> bool:
    """Whether an outlet ending in a word many bodies end in too (see _WEAK_OUTLET_WORD) is a
    paper: three words or more ("Tampa Bay Advocate"), a paper word before its last
    ("Times Union", "Springfield News-Leader"), or a paper the tables know ("Toledo Blade");
    not "Student Union", "Harbor Pilot"."""
    words = outlet.replace("-", " ").split()
    return len(words) >= 3 or normalise_agency(outlet) is not None or (
        len(words) == 2 and _OUTLET_WORD.search(words[0]) is not None
        and _WEAK_OUTLET_WORD.search(words[0]) is None)


def _person_then_body(found: _Parts, parts: list[str]) -> bool:
    """Whether a labelled credit naming no house reads "Name / BODY": a person, then the one
    body they shoot for ("Foto: Name/PR", Brazil's presidency; "(Foto: Name / GEC)", Peru's
    Grupo El Comercio), which is the agency as "Photo: Name/AFP" names it; not a body first
    ("Photo: IDF/Name", the provider), nor a handout's or a pool's chain of three."""
    return len(parts) == 2 and len(found.names) == 1 and len(found.orgs) == 1 \
        and not (found.agencies or found.unknown or found.markers) \
        and parts[0].endswith(found.names[0]) and parts[1].endswith(found.orgs[0])


def _source_before_handout(found: _Parts) -> bool:
    """Whether a body that hands pictures out stands before the part a HANDOUT tag follows, so
    that part is the person who took it: "EPA/NASA/Ray Hollis HANDOUT" (NASA's handout, Ray
    Hollis's picture; not "EPA-EFE/SALVAMENTO MARITIMO HANDOUT", the body's own)."""
    return bool(found.orgs) or not INSTITUTIONS.isdisjoint(found.agencies) \
        or not HANDOUT_SOURCES.isdisjoint(found.agencies)


def _house_word_first(found: _Parts, parts: list[str], labelled: bool) -> str | None:
    """The house of a labelled credit naming no agency that reads "HOUSE / First Last": one
    word (a paper's initials, no known body's: "Photo: SCMP / Winnie Kwok"; or a word that
    is no name's, "Photo: Bundesregierung/Lars Ebeling"), then a person of two words or more;
    else None (not "Foto: Kugler/Bundesregierung", the person first; nor "Photo: IDF/Name",
    whose body the labels read as the provider)."""
    if not labelled or found.agencies or found.unknown or len(parts) != 2 \
            or found.names[-1:] != [parts[1]]:
        return None
    house, person = parts
    if " " in house or len(person.split()) < 2 or person.isupper() \
            or house.casefold() in _NO_HOUSE_WORDS:
        return None
    if found.names == parts or (found.orgs == [house] and _acronym(house)
                                and not _is_org(house)):
        return house
    return None


# the lower-case words a credit's part may hold ("Name for The Times", "Getty Images via AFP")
_CREDIT_JOINERS = frozenset({"via", "for", "of", "the", "and", "by"})


def _is_clause(part: str) -> bool:
    """Whether a part reads as a clause of running text, no credit's: three words or more, two
    of them in lower case and neither a name's particle nor a credit's joiner ("the view from
    the hill", Somali "Madaxweyne Xasan Sheekh oo la kulmay ganacsatada"), or in a script
    without capitals five words or more (Amharic's file-photo note, "[የፋይል ፎቶ፦ ምዕመናን የገና
    በዓልን ሲያከብሩ፣ ታኅሣሥ 29 ቀን 2011 ዓ.ም]", says what the picture shows and when)."""
    words = part.split()
    lower = sum(lower_case_word(word) and word.casefold() not in NAME_PARTICLES
                and word not in _CREDIT_JOINERS for word in words)
    caseless = not any(word[:1].isupper() or lower_case_word(word) for word in words)
    return (len(words) >= 3 and lower >= 2) or (len(words) >= 5 and caseless)


def _house_before(text: str, at: int) -> bool:
    """True when the last part before ``at`` is a known house ("Getty Images" before "for")."""
    part = _SLASH.split(text[:at])[-1]
    return normalise_agency(part) is not None


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


def _house_after_pool(parts: list[str], agency: str | None, via_agency: str | None) -> bool:
    """Whether a house (no distributor, not the wire that sent it) follows a national
    pool's name in the chain: "KOREA POOL/Yonhap via REUTERS" is Yonhap's picture.

    A pool is never the agency when a house follows it; only a wire after "via" sent
    it ("Sputnik/Name/Pool via REUTERS" stays the pool's, as "Name/Pool via AP")."""
    if agency is None or agency in DISTRIBUTORS or agency == via_agency:
        return False
    pools = [i for i, p in enumerate(parts) if p.lower().rstrip().endswith(" pool")]
    return bool(pools) and any(
        normalise_agency(p) == agency for p in parts[pools[0] + 1 :])


def _pool_credit(agency: str | None, distributor: str | None, provider: str | None,
                 via_agency: str | None) -> tuple[str | None, str | None, str | None]:
    """(agency, distributor, provider) of a pool picture.

    The pool's, sent by a wire or Getty: "Name/Pool via AP", "Sputnik/Name/Pool via
    REUTERS" (Sputnik the provider), "Name - WPA Pool/Getty Images". A wire's own
    photographer in a pool, credited to the wire, stays the wire's: "Name / POOL /
    AFP", "NAME/POOL/AFP via Getty Images".
    """
    wire_sent_it = via_agency is not None and via_agency not in DISTRIBUTORS
    if agency is not None and agency not in DISTRIBUTORS and not wire_sent_it:
        return agency, distributor, provider
    if agency is None or agency in DISTRIBUTORS:
        return "Pool", distributor or agency, provider
    if agency == via_agency:  # "Name/Pool via AP": AP only sent it
        return "Pool", agency, provider
    return "Pool", distributor or via_agency, provider or agency


def _choose_agency(found: _Parts, via_agency: str | None, publication: str | None, *,
                   handout: bool = False) -> tuple[str | None, str | None, str | None]:
    """Pick (agency, distributor, provider) by the originating-agency rule."""
    originating = [a for a in found.agencies if a not in DISTRIBUTORS]
    if len(originating) > 1 and not INSTITUTIONS.isdisjoint(originating) \
            and not INSTITUTIONS.issuperset(originating):
        # "(AP Photo/U.S. Navy)", "(Photo by NASA / AFP)", "Sputnik/Name/Kremlin via REUTERS": a
        # body's picture a house sends is the house's, the body its provider
        bodies = [a for a in originating if a in INSTITUTIONS]
        found = dataclasses.replace(found, orgs=found.orgs or bodies[:1])
        originating = [a for a in originating if a not in INSTITUTIONS]
    sources = [] if HANDOUT_SOURCES.isdisjoint(originating) else [
        a for a in originating if a in HANDOUT_SOURCES]
    if sources and len(sources) < len(originating):
        # "AFP PHOTO/HO/SANA", "(AP Photo/SANA)": a state agency's picture sent by a wire
        found = dataclasses.replace(found, orgs=found.orgs or [sources[0]])
        originating = [a for a in originating if a not in HANDOUT_SOURCES]
    elif handout and len(originating) > 1:  # "SANA/Handout/Anadolu Agency": SANA handed it out
        found = dataclasses.replace(found, orgs=found.orgs or [originating[0]])
        originating = originating[1:]
    distributors = [] if DISTRIBUTORS.isdisjoint(found.agencies) else [
        a for a in found.agencies if a in DISTRIBUTORS]
    if originating and originating[0] in GETTY_ARCHIVES and (
        "Getty Images" in distributors or via_agency == "Getty Images"
    ):
        # "Keystone/Getty Images", "Corbis via Getty Images": Getty's own archive collections
        found = dataclasses.replace(found, orgs=found.orgs or [originating[0]])
        return "Getty Images", None, found.orgs[0]
    provider = found.orgs[0] if found.orgs else None
    if provider is None and len(set(originating)) > 1 and not via_agency:
        # "Gallo Images/Sowetan/Name": the house credited first sends a member paper's picture,
        # the paper its provider
        provider = next(a for a in originating if a != originating[0])
    distributor = distributors[0] if distributors else None
    if distributor and originating and INSTITUTIONS.issuperset(originating) and not via_agency:
        # "Name/U.S. Navy/DVIDS": the service's picture as DVIDS sends it, DVIDS credited
        return distributor, None, provider or originating[0]
    if publication and not found.agencies and not via_agency:
        return normalise_agency(publication) or publication, None, provider
    if via_agency and via_agency not in DISTRIBUTORS and normalise_agency(via_agency):
        if originating and not handout \
                and (not sources or (found.names and STATE_WIRES.issuperset(sources))) \
                and originating[0] != via_agency:
            # "NAME / Middle East Images via AFP": the photo agency made it, the wire
            # distributes it, as "Anadolu Agency via Getty Images"; a state agency's too when
            # its own photographer is named ("Name/Tasnim News Agency/via REUTERS", as
            # "Name/WANA (West Asia News Agency) via REUTERS"): only its bare handout is the
            # wire's ("KCNA via REUTERS")
            if sources and sources[0] != originating[0]:
                # "Name/IRNA/WANA via REUTERS": the state agency first in the chain made it,
                # the house after it passed it on
                return sources[0], via_agency, originating[0]
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
    if distributor is None and provider and (is_paper(provider, titled=True) or (
            len(found.names) == 1 and _person_and_outlet([found.names[0], provider]))):
        # "Photo: Jane Doe/The Palm Beach Post", "(Image: Manchester Evening News)": the
        # paper's own (and "Name/Times Leader", an outlet's last word)
        return provider, None, None
    if distributor is None and provider and (
            (body := credit_slot_agency(provider)) in INSTITUTIONS or body in HANDOUT_SOURCES):
        # "(Philippine Coast Guard handout photo)", "Israel Defense Forces handout": a body the
        # tables know, handing out its own picture with no house sending it, is its agency
        # (as "Photo: U.S. Coast Guard")
        return body, None, None
    return distributor, None, provider
