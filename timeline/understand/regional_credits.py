"""The photo labels and credit forms of Africa's languages, Europe's smaller languages, the
Pacific's languages (Tongan "Paaki:", Samoan "Ata:", Māori "Whakaahua:", Hawaiian "Kiʻi:"...),
India's and Sri Lanka's scripts, the scripts written with no full stop (Thai, Khmer, Burmese, Ge'ez),
and the languages of the South Caucasus, Afghanistan, Pakistan's west and the Kurdish regions.

Each region's label words are written once here, because the credit's reader and its finder
need them alike: :mod:`.credit_parts` builds its credit lead and its markers from them, and
:mod:`.credits` its cheap substring gates (a label added here is read, marked and looked for
at once). The forms
only these credits take live here too: a house named before its word for "photo" ("ಪ್ರಜಾವಾಣಿ
ಚಿತ್ರ: Name", "BNS nuotr.") or for "report" ("ڪاوش رپورٽ"), Xinhua's Uyghur byline, the BBC's
"source of the picture" in its languages, the separators of India's papers, a house's archive
in its own language, an e-mail after a name. Nothing here knows a
:class:`.credit_parts.Credit`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .agencies import INDIC_PHOTO_WORDS, credit_slot_agency
from .text import fold

# the words, patterns and readers :mod:`.credit_parts` and :mod:`.credits` share
__all__ = [
    "AFRICAN_LABEL",
    "AFRICAN_LABEL_WORDS",
    "CENTRAL_ASIA_LABEL",
    "EURO_LABEL",
    "EURO_LABEL_WORDS",
    "FILE_WORD",
    "GEEZ_PHOTO_WORDS",
    "INDIC_INITIAL_STOP",
    "INDIC_LABEL",
    "INDIC_LETTERS",
    "INDIC_STAFF_WORDS",
    "PACIFIC_LABEL",
    "PACIFIC_LABEL_WORDS",
    "PICTURE_SOURCE_FIRST",
    "PICTURE_SOURCE_LAST",
    "REGIONAL_MARKERS",
    "SCRIPT_LABEL",
    "WEST_ASIA_LABEL",
    "WEST_ASIA_LETTERS",
    "african_label_in",
    "alternation",
    "central_asia_label_starts",
    "closes_an_indic_initial",
    "correspondent_parts",
    "house_archive",
    "house_label",
    "is_file_label",
    "is_indic",
    "label_after_dash",
    "lower_case_word",
    "nominative_name",
    "picture_source_in",
    "regional_label_in",
    "script_separators",
    "sea_label_in",
    "west_asia_label_in",
    "west_asia_label_starts",
    "without_address",
]


def alternation(words: Iterable[str]) -> str:
    """``words`` as one regex alternation, the longest first (so that "छायाचित्र" is tried
    before "छाया", its first letters)."""
    return "|".join(map(re.escape, sorted(words, key=len, reverse=True)))


def _substrings(words: Iterable[str]) -> tuple[str, ...]:
    """The words a substring gate need test: those holding no other of ``words`` ("myndir"
    holds "mynd", so a tail holding it holds "mynd")."""
    words = tuple(dict.fromkeys(words))
    return tuple(w for w in words if not any(o != w and o in w for o in words))


# India's and Sri Lanka's scripts, Devanagari to Sinhala
_FIRST_INDIC, _LAST_INDIC = "\u0900", "\u0dff"
INDIC_LETTERS = f"{_FIRST_INDIC}-{_LAST_INDIC}"


def is_indic(char: str) -> bool:
    """Whether ``char`` (one character, or none) is a letter of India's or Sri Lanka's
    scripts; a comparison, cheaper than a regex where it is asked of every stop."""
    return _FIRST_INDIC <= char <= _LAST_INDIC


# an initial of a name in those scripts keeps its stop ("ம. பிரபு", "ಎಂ.ಎಸ್. ಮಂಜುನಾಥ್"): inside a
# name, a stop after one of their letters is an initial's
INDIC_INITIAL_STOP = rf"(?<=[{INDIC_LETTERS}])\."
# ... and the initial itself: a syllable of up to three letters after a space, or of up to
# five after another initial ("ರಂಜು ಪಿ.", "ஜி.ஆர்.", "സി.എച്ച്.")
_INDIC_INITIAL = re.compile(
    rf"(?:(?<=\s)[{INDIC_LETTERS}]{{1,3}}|(?<=\.)[{INDIC_LETTERS}]{{1,5}})\.$")


def closes_an_indic_initial(text: str, stop: int) -> bool:
    """Whether the full stop at ``text[stop]`` closes an initial of a name in India's or Sri
    Lanka's scripts (see :data:`_INDIC_INITIAL`): no sentence ends there."""
    return is_indic(text[stop - 1 : stop]) \
        and _INDIC_INITIAL.search(text, max(0, stop - 5), stop + 1) is not None


# the photo labels of Ge'ez, whose captions often close with no full stop before a credit:
# Amharic "ፎቶ" (photo), "ምስል" (picture), Tigrinya "ስእሊ" (picture)
GEEZ_PHOTO_WORDS = ("ፎቶ", "ምስል", "ስእሊ")
# the photo labels of the scripts written with no full stop before a credit: Thai "ภาพ:",
# "ภาพโดย" (by), "ภาพจาก" (from), each after "ขอบคุณ" (thanks for) too; Khmer "រូបថត៖"; Burmese "ဓာတ်ပုံ - "; and Ge'ez's, with the
# preface colon, the wordspace or ":" (and Amharic "የፋይል ፎቶ፦", a file photo)
SCRIPT_LABEL = (r"(?:ขอบคุณ\s*)?(?:ภาพ|รูป)\s*(?:โดย|จาก|:)|(?:រូបថត|រូបភាព)\s*[៖:]|ဓာတ်ပုံ\s*[-–—−:၊]"
                r"|(?<![\u0f40-\u0fbc])པར་?\s*:"  # Dzongkha "པར་: ཀུན་གསལ།" (picture: Kuensel)
                rf"|(?:የፋይል\s*)?(?:{'|'.join(GEEZ_PHOTO_WORDS)})\s*[፦፡፥:]")

# the photo labels of Africa's languages in Latin letters, always with their colon (their
# words are words of running text too: Swahili "Pichani ni ...", in the picture is):
# Swahili "Picha:", Oromo "Suuraa:", Hausa "Hoto:", Somali "Sawir:", "Sawirka:", Yoruba
# "Àwòrán:", Zulu "Isithombe:", Xhosa "Umfanekiso:", Kinyarwanda "Ifoto:", "Amafoto:",
# Malagasy "Sary:", Wolof "Nataal:", Lingala "Elilingi:"
AFRICAN_LABEL_WORDS = ("picha", "suura", "suuraa", "hoto", "sawir", "sawirka", "àwòrán",
                       "aworan", "isithombe", "umfanekiso", "ifoto", "amafoto", "sary",
                       "nataal", "elilingi")
# ... and Swahili's "PICHA/NAME" and "Picha na" (photo by) before a capital ("Picha na video
# ...": pictures and videos)
AFRICAN_LABEL = (rf"(?:{alternation(AFRICAN_LABEL_WORDS)})\s*:|picha\s*/(?=\s*\S)"
                 r"|picha na\s+(?=(?-i:[A-Z]))")
# the photo labels of Europe's smaller languages, with their colon (their words are words of
# running text too: Icelandic "Myndin sýnir ...", the picture shows; Welsh "Llun" is Monday):
# Icelandic and Faroese "Mynd:", "Myndir:", "Ljósmynd:"; Irish "Grianghraf:"; Welsh "Llun:",
# "Lluniau:"; Basque "Argazkia:", "Argazkiak:"; Catalan, Galician and Romansh "Fotografia:";
# Maltese "Ritratt:"; Northern Sámi "Govva:", "Govat:"; Lithuanian "Nuotrauka:"
EURO_LABEL_WORDS = ("mynd", "myndir", "ljósmynd", "ljósmyndir", "grianghraf", "grianghrafanna",
                    "llun", "lluniau", "argazkia", "argazkiak", "fotografia", "ritratt",
                    "ritratti", "govva", "govat", "nuotrauka", "nuotraukos",
                    # Finnish "Kuva:", "Kuvat:" (picture, pictures; "Kuva" is Quva, an Uzbek
                    # town, too: read as a label where a credit stands, it is no place),
                    # Hungarian "Fotó:", Polish "Źródło:" (source) and "Zdjęcie:" (photo)
                    "kuva", "kuvat", "fotó", "źródło", "zdjęcie", "zdjęcia")
# ... and Lithuanian "Nuotr.", an abbreviation, its stop its mark (after a house's name too:
# "BNS nuotr.")
_NUOTR = "nuotr"
# ... and Polish "Fot." (fotografował: photographed by), its stop its mark too ("Fot. Name/PAP")
_FOT = "fot"
# (a bilingual label, its English after a slash: Wales' "Llun/Photo: Name", Ireland's
# "Grianghraf/Photo: Name")
EURO_LABEL = (rf"(?:{alternation(EURO_LABEL_WORDS)})\s*(?:/\s*(?:photo|picture)s?\s*)?:"
              rf"|{_NUOTR}\.|{_FOT}\.(?=\s)")
# the photo labels of the Pacific's languages, with their colon (their words are words of
# running text too: Samoan "ata" is a picture and a shadow, and Ata an island of Tonga; Tongan
# "paaki" a print; Hawaiian "kiʻi" an image and a statue): Tongan "Paaki:", Samoan "Ata:" (with
# its capital alone: "ATA" is Albania's agency), Tahitian "Hohoʻa:", Fijian "iTaba:", Māori
# "Whakaahua:", Hawaiian "Kiʻi:" (the ʻokina typed as an apostrophe too, or left out). Tok
# Pisin and Bislama write "Foto:", which LEAD reads.
PACIFIC_LABEL_WORDS = ("paaki", "hohoʻa", "hoho'a", "hoho‘a", "hohoa", "itaba", "whakaahua",
                       "kiʻi", "ki'i", "ki‘i")
# ... and Māori's "Whakaahua / Name, NZ Herald", its label before a slash, as Swahili's "PICHA/"
PACIFIC_LABEL = (rf"(?:{alternation(PACIFIC_LABEL_WORDS)}|(?-i:Ata))\s*:"
                 r"|whakaahua\s*/(?=\s*\S)")
# the photo labels of the South Caucasus' scripts and of the languages of Afghanistan,
# Pakistan's west and the Kurdish regions, with their colon (their words are words of running
# text too: Georgian "ფოტოზე:", in the photo; Armenian "Լուսանկարում՝", in the photo; Sorani
# "لە وێنەکەدا", in the picture; Uyghur "سۈرەتتە:"): Georgian "ფოტო:", "ფოტოები:" (photos),
# "ფოტოს ავტორი:" (the photo's author); Armenian "Լուսանկարը՝" (the photo), "Լուսանկար՝",
# "Լուսանկարները՝", "Լուսանկարիչ՝" (photographer), "Ֆոտո՝", with Armenian's "՝" for the colon
# (typed as a backtick too); Pashto "انځور:", "انځورونه:" (pictures); Sorani "وێنە:",
# "وێنەکان:", "فۆتۆ:"; Kurmanji "Wêne:"; Sindhi "فوٽو:"; Balochi "اکس:"; Uyghur "سۈرەت:",
# "فوتو:"; Persian and Dari "منبع عکس:", "منبع تصویر:" (the picture's source). (Azerbaijani
# and Russian write "Foto:", "Фото:", which LEAD reads.)
_WEST_ASIA_PHOTO_WORDS = (
    "ფოტო", "ფოტოები", "ფოტოს ავტორი", "լուսանկարը", "լուսանկար", "լուսանկարները",
    "լուսանկարներ", "լուսանկարիչ", "ֆոտո", "انځور", "انځورونه", "وێنە", "وێنەکان", "فۆتۆ",
    "wêne", "فوٽو", "اکس", "سۈرەت", "فوتو", "منبع عکس", "منبع تصویر")
# ... and a file photo's: Dari "عکس آرشیفی:", Persian "عکس آرشیوی:", Pashto "آرشیفي انځور:",
# Sorani "وێنەی ئەرشیف:", Georgian "საარქივო ფოტო:", Armenian "Արխիվային լուսանկար՝", Russian
# "Архивное фото:", Azerbaijani "Arxiv foto:"
_WEST_ASIA_FILE_WORDS = ("عکس آرشیفی", "عکس آرشیوی", "آرشیفي انځور", "وێنەی ئەرشیف",
                         "وێنەی ئەرشیفی", "საარქივო ფოტო", "արխիվային լուսանկար",
                         "архивное фото", "arxiv foto", "arxiv fotosu")
WEST_ASIA_LABEL = (rf"(?:{alternation((*_WEST_ASIA_FILE_WORDS, *_WEST_ASIA_PHOTO_WORDS))})"
                   r"\s*[:՝`]")
# the photo labels of Central Asia's and Mongolia's languages, with their colon (their words are
# words of running text too, and "in the picture" is one of them, a description: Kazakh
# "Суретте:", Kyrgyz "Сүрөттө:", Mongolian "Зурагт:"): Mongolian "Зураг:" (picture),
# "Зургууд:", "Гэрэл зураг:" and "Гэрэл зургийг:" (photograph; and as an object, "taken by"),
# "Фото зураг:", "Зурагчин:" (photographer); Tajik "Акс:" (photo), "Аксҳо:", "Сурат:"
# (picture), "Суратҳо:", "Аксбардор:" (photographer); Uzbek "Сурат:", "Суратлар:"; Kyrgyz
# "Сүрөттөр:" (LEAD reads "Сүрөт:"); Kazakh "Сурет:", "Суреттер:", "Фотосурет:"
_CENTRAL_ASIA_PHOTO_WORDS = (
    "зураг", "зургууд", "гэрэл зураг", "гэрэл зургийг", "гэрэл зургууд", "фото зураг",
    "зурагчин", "гэрэл зурагчин", "акс", "аксҳо", "аксбардор", "сурат", "суратҳо", "суратлар",
    "сүрөттөр", "сурет", "суреттер", "фотосурет")
# ... and in Latin letters, with a capital (an Indian dateline writes "SURAT:", the town):
# Uzbek and Turkmen "Surat:", "Suratlar:", Turkmen "Fotosurat:", Kazakh "Suret:"
_CENTRAL_ASIA_LATIN_WORDS = ("Surat", "Suratlar", "Fotosurat", "Suret", "Suretter")
# ... and a file photo's: Tajik "Акси бойгонӣ:", Kyrgyz "Архивдик сүрөт:", Mongolian "Архивын
# зураг:", Kazakh "Мұрағат суреті:", Uzbek "Arxiv surati:" (Russian "Архивное фото:" is above)
_CENTRAL_ASIA_FILE_WORDS = ("акси бойгонӣ", "акси бойгони", "архивдик сүрөт", "архивын зураг",
                            "мұрағат суреті", "архив суреті", "arxiv surati", "архив сурати")
# ... and the words for "photographed by" a name follows with no colon: Mongolian "Гэрэл
# зургийг Б.Ганбаатар" (the photo, by), Kazakh "Суретті түсірген Name" (who took the picture),
# Kyrgyz "Сүрөткө тарткан", Uzbek "Suratga olgan", "Суратга олган"
_CENTRAL_ASIA_BY_WORDS = ("гэрэл зургийг", "суретті түсірген", "суретке түсірген",
                          "сүрөткө тарткан", "сүрөттү тарткан", "суратга олган")
_CENTRAL_ASIA_BY_LATIN = ("Suratga olgan",)
CENTRAL_ASIA_LABEL = (
    rf"(?:(?:{alternation(_CENTRAL_ASIA_BY_WORDS)}|(?-i:{alternation(_CENTRAL_ASIA_BY_LATIN)}))"
    r"\s+(?=(?-i:[A-ZА-ЯЁӨҮҚҒҢӘІҺ]))"
    rf"|(?:{alternation((*_CENTRAL_ASIA_FILE_WORDS, *_CENTRAL_ASIA_PHOTO_WORDS))}"
    rf"|(?-i:{alternation(_CENTRAL_ASIA_LATIN_WORDS)}))\s*:)")
# the letters of those scripts a name may be written in with no capital: Georgian's (Armenian
# has capitals; the Arabic script's are .credit_parts')
WEST_ASIA_LETTERS = "Ⴀ-ჿᲐ-Ჿ"


def lower_case_word(word: str) -> bool:
    """Whether ``word`` opens with a lower-case letter of a script that writes names with a
    capital: Georgian's letters are lower-case ones to Unicode (its capitals, Mtavruli, are a
    headline's), but no Georgian name has a capital either ("ნინო ბერიძე")."""
    return word[:1].islower() and not "\u10d0" <= word[:1] <= "\u10ff"


def is_file_label(label: str) -> bool:
    """Whether a photo label says the picture is a file one (Amharic "የፋይል ፎቶ፦", Nepali
    "फाइल तस्बिर:", Vietnamese "Ảnh tư liệu:", and
    :data:`_WEST_ASIA_FILE_WORDS`: Dari "عکس آرشیفی:", Azerbaijani "Arxiv foto:")."""
    if "ፋይል" in label or "फाइल" in label:  # (and Nepali "फाइल तस्बिर:")
        return True
    lowered = label.lower()
    return "arxiv" in lowered or "tư liệu" in lowered or (not label.isascii() and any(
        word in lowered for word in (*_WEST_ASIA_FILE_WORDS, *_CENTRAL_ASIA_FILE_WORDS)))


# Devanagari's "file" before a photo label ("फाइल तस्बिर:", "फाइल फोटो:")
FILE_WORD = "फाइल"
# the photo labels of India's and Sri Lanka's scripts (see .agencies.INDIC_PHOTO_WORDS), with
# their colon; Sinhala's with a dash too ("ඡායාරූප - ලංකාදීප")
_INDIC_PHOTO_WORD = alternation(INDIC_PHOTO_WORDS)
# (Nepali and Marathi write the colon as the visarga too: "तस्बिरः रासस"; "फाइल तस्बिर:" is a
# file picture, see is_file_label)
INDIC_LABEL = (rf"(?:{FILE_WORD}\s*)?(?:{_INDIC_PHOTO_WORD})\s*"
               r"(?::|\u0903(?=\s)|(?<=[\u0d80-\u0dff])\s+[-–—](?=\s))")

# India's scripts: the paper's photographer, no one named ("ఫోటో: సాక్షి ఫోటోగ్రాఫర్", Sakshi's
# photographer)
INDIC_STAFF_WORDS = ("ఫోటోగ్రాఫర్", "ఫొటోగ్రాఫర్", "फोटोग्राफर", "फ़ोटोग्राफ़र", "छायाचित्रकार",
                     "ഫോട്ടോഗ്രാഫർ", "ಛಾಯಾಗ್ರಾಹಕ", "புகைப்படக்காரர்", "புகைப்படக் கலைஞர்",
                     "ફોટોગ્રાફર", "ਫੋਟੋਗ੍ਰਾਫਰ", "ଫଟୋଗ୍ରାଫର", "ফটোগ্ৰাফাৰ", "ඡායාරූප ශිල්පී")
# ... and "our photographer" (Hindi, Marathi, Telugu), a part of its own
_OUR_PHOTOGRAPHER = ("हमारे फोटोग्राफर", "आमचे छायाचित्रकार", "మా ఫోటోగ్రాఫర్")
# a house's archive in Europe's languages, its word before or after the house's name: Irish
# "Cartlann RTÉ", Luxembourgish "RTL-Archiv", Catalan "Arxiu ACN" (not English "PA Archive",
# the name of PA's whole collection); alone, a file picture ("EFE/Archivo", "ANSA/ARCHIVIO")
_ARCHIVE_WORDS = ("arxiu", "artxiboa", "cartlann", "archiv", "arkiv", "arhiv", "arquivo",
                  "archivo", "archivio", "archyvas",
                  # and the South Caucasus', the Kurds' and the Afghans': Georgian "არქივი",
                  # Armenian "արխիվ" ("«Ազատություն» ռադիոկայանի արխիվ", the radio's archive),
                  # Azerbaijani "arxiv", Kurmanji "arşîv", Sorani "ئەرشیف", Dari "آرشیف" and
                  # Persian "آرشیو" (folded, as the parts they are compared with)
                  *map(fold, ("არქივი", "արխիվ", "arxiv", "arşîv", "ئەرشیف", "آرشیف", "آرشیو")))
_ARCHIVE_HINTS = tuple(dict.fromkeys(word[1:5] for word in _ARCHIVE_WORDS))

# social networks, the source of a picture that names no one: Georgian "სოციალური ქსელები",
# Armenian "սոցցանցեր", Russian "соцсети", Azerbaijani "sosial şəbəkələr", Sorani "تۆڕە
# کۆمەڵایەتییەکان", Kurmanji "medyaya civakî", Pashto "ټولنیزې رسنۍ" (Persian's "شبکه‌های
# اجتماعی" stays the provider it was read as)
_SOCIAL_NETWORK_WORDS = (
    "სოციალური ქსელები", "სოციალური ქსელი", "სოციალური მედია", "სოცქსელები", "սոցցանցեր",
    "սոցիալական ցանցեր", "соцсети", "социальные сети", "sosial şəbəkələr", "sosial media",
    "تۆڕە کۆمەڵایەتییەکان", "تۆڕی کۆمەڵایەتی", "سۆشیاڵ میدیا", "medyaya civakî",
    "medya civakî", "tora civakî", "torên civakî", "ټولنیزې رسنۍ", "ټولنیزو رسنیو",
    # (and Central Asia's and Mongolia's: Uzbek, Kazakh, Kyrgyz, Tajik, Turkmen, Mongolian)
    "ijtimoiy tarmoqlar", "ижтимоий тармоқлар", "әлеуметтік желі", "әлеуметтік желілер",
    "социалдык тармактар", "шабакаҳои иҷтимоӣ", "sosial ulgamlar", "олон нийтийн сүлжээ")
# a house's archive in Central Asia's languages, a file picture's source: Tajik "бойгонӣ",
# Kazakh "мұрағат"
_CENTRAL_ASIA_ARCHIVE_WORDS = ("бойгонӣ", "мұрағат")

# the parts of a credit these words make no one's name, keyed folded as MARKERS is: the
# labels as parts of their own ("PICHA/MAKTABA", "Mynd: RÚV / Name"), social networks, the
# paper's staff, and a house's archive (:data:`.credit_parts.MARKERS` takes them)
REGIONAL_MARKERS = {
    **dict.fromkeys(map(fold, (*AFRICAN_LABEL_WORDS, *GEEZ_PHOTO_WORDS, *EURO_LABEL_WORDS,
                               *PACIFIC_LABEL_WORDS,
                               _NUOTR, *_WEST_ASIA_PHOTO_WORDS, *_SOCIAL_NETWORK_WORDS,
                               *_CENTRAL_ASIA_PHOTO_WORDS, *_CENTRAL_ASIA_LATIN_WORDS)), ""),
    **dict.fromkeys(map(fold, _CENTRAL_ASIA_ARCHIVE_WORDS), "file"),
    **dict.fromkeys(map(fold, (*INDIC_STAFF_WORDS, *_OUR_PHOTOGRAPHER)), "staff"),
    **dict.fromkeys(_ARCHIVE_WORDS, "file"),
}


# the gates' words: a (lower-cased) tail holding none of them holds no such label (and
# Xinhua's Uyghur byline's "مۇخبىرى", its correspondent; Sindhi's and Urdu's "report")
_AFRICAN_GATE = _substrings(AFRICAN_LABEL_WORDS)
_EURO_GATE = _substrings(EURO_LABEL_WORDS)
_PACIFIC_GATE = _substrings((*PACIFIC_LABEL_WORDS, "ata"))
_BYLINE_WORD = "مۇخبىرى"
_REPORT_WORDS = ("رپورٽ", "رپورٹ")
_WEST_ASIA_GATE = _substrings((*_WEST_ASIA_PHOTO_WORDS, *_WEST_ASIA_FILE_WORDS, _BYLINE_WORD,
                               *_REPORT_WORDS))
_CENTRAL_ASIA_GATE = _substrings((*_CENTRAL_ASIA_PHOTO_WORDS, *_CENTRAL_ASIA_FILE_WORDS,
                                  *(word.lower() for word in _CENTRAL_ASIA_LATIN_WORDS)))


def sea_label_in(tail: str) -> bool:
    """Whether a (lower-cased) tail holds a photo label of South-East Asia's languages:
    Vietnamese "ảnh", Malay "gambar", Thai "ภาพ", Khmer "រូបថត", Burmese "ဓာတ်ပုံ", Dzongkha "པར" (one
    substring test each; the label itself is read by LEAD)."""
    return ("ảnh" in tail or "gambar" in tail or "ภาพ" in tail or "รูป" in tail
            or "រូប" in tail or "ဓာတ်ပုံ" in tail or "པར" in tail)


def african_label_in(tail: str) -> bool:
    """Whether a (lower-cased) tail holds a photo label of Africa's languages
    (:data:`AFRICAN_LABEL_WORDS`, :data:`GEEZ_PHOTO_WORDS`; and Swahili "kwa hisani ya",
    courtesy of): substring tests, the label itself read by LEAD. Swahili's "Picha na",
    "PICHA |" and "kwa hisani ya" aside, a Latin label has its colon: the others are looked
    for only where one is."""
    if "picha" in tail or "hisani" in tail:
        return True
    if not tail.isascii() and any(word in tail for word in GEEZ_PHOTO_WORDS):
        return True
    return ":" in tail and any(word in tail for word in _AFRICAN_GATE)


def regional_label_in(tail: str) -> bool:
    """Whether a (lower-cased) tail holds a photo label of Europe's smaller languages
    (:data:`EURO_LABEL_WORDS`, with its colon; Lithuanian "nuotr."), of the Pacific's
    (:data:`PACIFIC_LABEL`: with its colon, or Māori's "whakaahua /"), of Central Asia's and
    Mongolia's (:data:`CENTRAL_ASIA_LABEL`, with its colon) or of India's and Sri Lanka's
    scripts ("படம்", "ఫోటో", "ചിത്രം", "ಚಿತ್ರ", "छाया", "તસવીર", "ਤਸਵੀਰ", "ଫଟୋ", "ফটো",
    "ඡායාරූප"); substring tests, the label itself read by LEAD."""
    if _NUOTR in tail or "fot. " in tail or "whakaahua" in tail or "suratga olgan" in tail \
            or (not tail.isascii() and any(word in tail for word in _CENTRAL_ASIA_BY_WORDS)) \
            or (":" in tail and (
            any(word in tail for word in _EURO_GATE)
            or any(word in tail for word in _PACIFIC_GATE)
            or any(word in tail for word in _CENTRAL_ASIA_GATE))):
        return True
    return not tail.isascii() and (any(word in tail for word in INDIC_PHOTO_WORDS)
                                   or west_asia_label_in(tail))


def west_asia_label_in(tail: str) -> bool:
    """Whether a (lower-cased, non-ASCII) tail holds a photo label of the South Caucasus' scripts
    or of the languages of Afghanistan, Pakistan's west and the Kurdish regions
    (:data:`WEST_ASIA_LABEL`), Xinhua's Uyghur byline or a Sindhi paper's report; substring
    tests, the label itself read by LEAD."""
    return any(word in tail for word in _WEST_ASIA_GATE)


# (after Armenian's full stop, "։" or the colon typed for it, or a bracket)
_WEST_ASIA_LABEL_AT = re.compile(rf"(?:(?<=[:։)]\s)|(?<=\())(?:{WEST_ASIA_LABEL})",
                                 re.IGNORECASE)


def west_asia_label_starts(text: str, low: int, end: int) -> list[int]:
    """Where a photo label of :data:`WEST_ASIA_LABEL` opens a credit after ``low`` that no full
    stop sets off: Armenian closes its sentences with "։" (typed as a colon), not a stop ("...
    սեպտեմբերի 21: Լուսանկարը՝ Արմենպրես"); a bracket closes a clause too ("... (2019)
    ფოტო: Name")."""
    if text.isascii() or not west_asia_label_in(text[low:end].lower()):
        return []
    return [m.start() for m in _WEST_ASIA_LABEL_AT.finditer(text, low, end) if m.start() > low]


# (after a bracket closing the caption's last words: "... (2024.07.11) Зураг: Ikon.mn")
_CENTRAL_ASIA_LABEL_AT = re.compile(rf"(?:(?<=\)\s)|(?<=\())(?:{CENTRAL_ASIA_LABEL})",
                                    re.IGNORECASE)


def central_asia_label_starts(text: str, low: int, end: int) -> list[int]:
    """Where a photo label of :data:`CENTRAL_ASIA_LABEL` opens a credit after ``low`` that no
    full stop sets off: after a bracket, which closes a clause as a stop does ("... шилжүүлсэн.
    (2024.03.14) Зураг: Ikon.mn", a date in brackets before the credit)."""
    window = text[low:end]
    if ")" not in window and "(" not in window:
        return []
    if not regional_label_in(window.lower()):
        return []
    return [m.start() for m in _CENTRAL_ASIA_LABEL_AT.finditer(text, low, end)
            if m.start() > low]


# a correspondent named as one, in a part of a credit: Mongolian "Хөвсгөл дэх сурвалжлагч
# Д.Баярмаа" (the correspondent in Khövsgöl), "МОНЦАМЭ-гийн сурвалжлагч Name" (Montsame's),
# Kazakh "ҚазАқпарат тілшісі Name", Kyrgyz "Кабар кабарчысы Name", Tajik "хабарнигори «Ховар»
# Name", Uzbek "UzA muxbiri Name", "ЎзА мухбири Name", Turkmen "TDH habarçysy Name", Russian
# "корреспондент Kabar Name"; and the photographers, Mongolian "гэрэл зурагчин", Russian
# "фотокорреспондент"
_CORRESPONDENT_WORDS = (
    "сурвалжлагч", "гэрэл зурагчин", "тілшісі", "фототілшісі", "тілші", "кабарчысы",
    "фотокабарчысы", "кабарчы", "хабарнигори", "хабарнигор", "аксбардори", "muxbiri",
    "fotomuxbiri", "muxbir", "мухбири", "фотомухбири", "мухбир", "habarçysy", "habarçy",
    "корреспондент", "фотокорреспондент")
_CORRESPONDENT = re.compile(
    rf"(?:(?P<before>.*?),?\s+)?(?:{alternation(_CORRESPONDENT_WORDS)})\s+(?P<rest>\S.*)",
    re.IGNORECASE)
# a genitive's ending after a hyphen ("МОНЦАМЭ-гийн": Montsame's)
_GENITIVE_AFTER_HYPHEN = re.compile(r"-\w{1,4}$")


def correspondent_parts(part: str) -> list[str] | None:
    """The parts of a credit a correspondent's part names (see :data:`_CORRESPONDENT`): the
    name, then the house before or after the correspondent's word; a place before it
    ("Хөвсгөл дэх", in Khövsgöl) is dropped. None when the part names no correspondent. (A
    text in Latin letters without "muxbir" is dismissed before the regex: most parts.)"""
    if part.isascii() and "muxbir" not in part.lower():
        return None
    found = _CORRESPONDENT.fullmatch(part)
    if found is None:
        return None
    before, words = (found["before"] or "").strip(), found["rest"].split()
    if before and credit_slot_agency(" ".join(words)) is not None:
        return [before, " ".join(words)]  # "Name, корреспондент ТАСС"
    house = credit_slot_agency(_GENITIVE_AFTER_HYPHEN.sub("", before)) if before else None
    parts = [" ".join(words)]
    for size in range(min(3, len(words) - 1), 0, -1):  # "корреспондент Kabar Name"
        if credit_slot_agency(" ".join(words[:size])) is not None:
            parts = [" ".join(words[size:]), " ".join(words[:size])]
            break
    else:
        if house is not None:
            parts.append(house)
    return parts


def label_after_dash(text: str) -> str | None:
    """The label after a dash opening ``text``: Dawn's "— Photo by Name", Punjabi's dash
    glued to its label ("-ਤਸਵੀਰ: Name"); None when no dash opens it, or a hyphen does before
    a Latin letter (a word's: "-Name")."""
    if text[:1] in "—–" or (text[:1] == "-" and not text[1:2].isascii()):
        return text.lstrip("—–- ")
    return None


# a house's name before its word for "photo" (see .agencies.INDIC_PHOTO_WORDS), and the
# photographer after a colon: Kannada "ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: Name", Punjabi "ਅਜੀਤ ਤਸਵੀਰ" (Ajit's
# picture, no one named), Lithuanian "BNS nuotr."; or before Sindhi's and Urdu's word for
# "report", a paper's story ("ڪاوش رپورٽ", Kawish's report)
_HOUSE_LABEL = re.compile(
    rf"(?P<house>[^\s:/|()][^:/|()]{{0,40}}?)\s+(?:{_INDIC_PHOTO_WORD}|{_NUOTR}\.?"
    rf"|{'|'.join(_REPORT_WORDS)})"
    r"(?:\s*:\s*(?P<name>\S.*))?", re.IGNORECASE)
# ... the photographer first, the house in brackets: "Žilvino Ramanausko (BNS)" before "nuotr."
_NAME_HOUSE_NUOTR = re.compile(rf"(?P<name>[^\W\d_][^():/|]{{2,40}}?)\s*\((?P<house>[^()]{{2,30}})\)"
                               rf"\s+{_NUOTR}\.?", re.IGNORECASE)
# Xinhua's Uyghur desk signs its pictures as its Chinese one does ("新华社记者 Name 摄"): the
# house (and "ئاگېنتلىقى", agency) with the genitive "نىڭ", "مۇخبىرى" (its correspondent), the
# name, "سۈرەتكە ئالغان" (took the picture) or "تارتقان" (photographed)
_UYGHUR_BYLINE = re.compile(
    rf"(?P<house>\S+?)(?:\s+ئاگېنتلىقى)?(?:نىڭ)?\s+{_BYLINE_WORD}\s+"
    r"(?P<name>\S+(?:\s+\S+){0,3}?)\s+(?:سۈرەتكە\s+ئالغان|تارتقان)")


def house_label(text: str) -> tuple[str, str | None] | None:
    """(house, photographer or None) of a credit that names its house before its word for
    "photo" ("–ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: ಕಿಶೋರ್ ಕುಮಾರ್", "-ਅਜੀਤ ਤਸਵੀਰ", "BNS nuotr.") or for "report"
    ("ڪاوش رپورٽ"), or before its correspondent's name (Xinhua's Uyghur byline, see
    :data:`_UYGHUR_BYLINE`); None if it does not, or names no house a credit's slot knows. (A
    text in Latin letters without "uotr" is dismissed before the regex: most credits.)"""
    if text.isascii() and "uotr" not in text:
        return None
    text = text.lstrip("-–— ").rstrip()
    found = _UYGHUR_BYLINE.fullmatch(text) if _BYLINE_WORD in text else None
    if found is None:
        found = _HOUSE_LABEL.fullmatch(text)
    if found is None and ") " in text:
        found = _NAME_HOUSE_NUOTR.fullmatch(text)  # BNS's "Žilvino Ramanausko (BNS) nuotr.": the
        # photographer (in the genitive, as the label governs it), then the house
    if found is None or credit_slot_agency(found["house"]) is None:
        return None
    return found["house"], found["name"]


def house_archive(part: str) -> str | None:
    """The house whose archive a part of a credit names (see :data:`_ARCHIVE_WORDS`), or None.
    Substring tests first (:data:`_ARCHIVE_HINTS`: most parts hold no archive's word)."""
    lowered = part.lower()
    if not any(hint in lowered for hint in _ARCHIVE_HINTS):
        return None
    first, _, rest = part.partition(" ")
    if fold(first) in _ARCHIVE_WORDS and credit_slot_agency(rest) is not None:
        return rest
    for mark in (" ", "-"):
        head, _, last = part.rpartition(mark)
        if head and fold(last) in _ARCHIVE_WORDS and credit_slot_agency(head) is not None:
            return head
    return None


# the BBC's pages credit the picture's source before its description, in each of its languages
# ("Image source, Reuters Image caption, ...", Welsh "Ffynhonnell y llun, PA Disgrifiad o'r llun,
# ..."; Persian "منبع تصویر، Getty Images", Pashto "د انځور سرچینه، EPA", Arabic "مصدر الصورة،",
# Urdu "تصویر کا ذریعہ،", Russian "Автор фото,"), their line breaks lost; or the source alone
# after the caption
_PICTURE_SOURCE_WORDS = ("Ffynhonnell y llun", "Image source", "منبع تصویر", "د انځور سرچینه",
                         "مصدر الصورة", "تصویر کا ذریعہ", "Автор фото")
_PICTURE_CAPTION_WORDS = ("Disgrifiad o['’]r llun", "Image caption", "توضیح تصویر",
                          "د انځور عنوان", "التعليق على الصورة", "تصویر کا کیپشن",
                          "Подпись к фото")
_PICTURE_SOURCE = rf"(?:{'|'.join(_PICTURE_SOURCE_WORDS)})\s*[,،]\s*"
PICTURE_SOURCE_FIRST = re.compile(
    rf"{_PICTURE_SOURCE}(?P<source>[^,،]{{2,60}}?)\s*[,،]?\s+"
    rf"(?:{'|'.join(_PICTURE_CAPTION_WORDS)})\s*[,،]\s*")
PICTURE_SOURCE_LAST = re.compile(
    rf"(?:^|(?<=[.!?۔]\s)){_PICTURE_SOURCE}(?P<source>[^,.،]{{2,60}}?)\.?\s*$")
# (the words' tell-tale substrings, for a cheap gate)
_PICTURE_SOURCE_HINTS = ("y llun,", "Image source,", "منبع تصویر", "انځور سرچینه",
                         "مصدر الصورة", "تصویر کا ذریعہ", "Автор фото,")


def picture_source_in(text: str) -> bool:
    """Whether ``text`` may credit the picture's source in the BBC's way (see
    :data:`PICTURE_SOURCE_FIRST`); substring tests."""
    if text.isascii():
        return "y llun," in text or "Image source," in text
    return any(hint in text for hint in _PICTURE_SOURCE_HINTS)


# the marks India's and Sri Lanka's papers set a photographer and a paper apart with, besides
# the slash: Manorama's "∙", Urdu's comma "،", and the paper's name in brackets after the
# photographer's ("படம்: க. ஸ்ரீபரத் (தினமலர்)", "ඡායාරූපය - Name (ලංකාදීප)")
_CLOSING_BRACKET = re.compile(r"\s*\(([^()]{2,40})\)$")
_URDU_COMMA = re.compile(r"\s*،\s*")


def script_separators(text: str, house_of: Callable[[str], str | None]) -> str:
    """The credit with its script's separators as a slash and a comma (see
    :data:`_CLOSING_BRACKET`); a bracket naming no house ``house_of`` knows is kept."""
    if "∙" in text:
        text = " / ".join(part.strip() for part in text.split("∙"))
    if "،" in text:
        text = _URDU_COMMA.sub(", ", text)
    if text.endswith(")") and (bracket := _CLOSING_BRACKET.search(text)) is not None \
            and bracket.start() > 0 and house_of(bracket[1].strip()) is not None:
        text = f"{text[: bracket.start()]} / {bracket[1].strip()}"
    return text


# an e-mail address or a social handle closing a part of a credit, after a photographer's
# name: "Said Khamis, skhamis@mwananchi.co.tz", "Evans Habil @evanshabil" (the address's
# domain may name the house)
_ADDRESS_AFTER = re.compile(
    r"[\s,;]*[(<]?(?:[\w.+-]+@(?P<domain>[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)|(?<!\w)@\w{2,30})"
    r"[)>]?(?=\s*(?:[/|]|$))")
_PART_MARK = re.compile(r"[/|]")
_PART_SEPARATOR = re.compile(r"\s*[/|,]\s*")


def without_address(text: str) -> str:
    """The credit without an e-mail address or a handle after a name ("Picha na Said Khamis,
    skhamis@mwananchi.co.tz"); the house the address's domain names, when the credit names
    none, is put in its place ("Said Khamis/Mwananchi"). An address alone in its part stays
    (a reporter's "(kim@joongang.co.kr)", which the Korean reader reads with its byline)."""
    houses = []

    def drop(address: re.Match[str]) -> str:
        before = _PART_MARK.split(text[: address.start()])[-1]
        if not any(ch.isalpha() for ch in before):
            return address[0]
        if address["domain"] and (house := credit_slot_agency(address["domain"])) is not None:
            houses.append(house)
        return ""

    bare = _ADDRESS_AFTER.sub(drop, text)
    if houses and _house_named(bare) is None:
        return f"{bare}/{houses[0]}"
    return bare


def _house_named(text: str) -> str | None:
    """The first house named by a part of a credit (between slashes, bars or commas)."""
    return next((found for part in _PART_SEPARATOR.split(text)
                 if (found := credit_slot_agency(part.strip())) is not None), None)


# A Russian, Ukrainian or Belarusian credit without a colon puts the photographer in the
# genitive, "of" ("Фото Павла Орловского", "Фото Анны Ивановой"); the name is its
# nominative. The surname's ending tells the gender and the case; each pair is (genitive
# ending, nominative ending), the longest first.
_MALE_SURNAME_CASES = (("ского", "ский"), ("цкого", "цкий"), ("ського", "ський"),
                       ("цького", "цький"), ("скага", "скі"), ("цкага", "цкі"),
                       ("енка", "енко"), ("ова", "ов"), ("ёва", "ёв"), ("ева", "ев"),
                       ("ина", "ин"), ("ына", "ын"))
_FEMALE_SURNAME_CASES = (("ской", "ская"), ("цкой", "цкая"), ("ської", "ська"),
                         ("цької", "цька"), ("овой", "ова"), ("евой", "ева"), ("ёвой", "ёва"),
                         ("иной", "ина"), ("ової", "ова"), ("евої", "ева"), ("іної", "іна"),
                         ("овай", "ова"), ("евай", "ева"), ("авай", "ава"), ("інай", "іна"),
                         ("скай", "ская"))
# given names whose vowel drops in the genitive ("Павел", "Павла"; "Лев", "Льва")
_FLEETING = {"Павла": "Павел", "Льва": "Лев", "Льву": "Лев"}
_HUSHING = "гкхжшчщ"


def nominative_name(name: str) -> str:
    """The nominative of a given name and a surname written in the genitive after "Фото"
    ("Павла Орловского" -> "Павел Орловский", "Анны Ивановой" -> "Анна Иванова"); a name
    whose surname has no genitive ending is returned as written."""
    words = name.split()
    if len(words) != 2:
        return name
    given, surname = words
    for cases, female in ((_MALE_SURNAME_CASES, False), (_FEMALE_SURNAME_CASES, True)):
        for genitive, nominative in cases:
            if surname.endswith(genitive) and len(surname) > len(genitive) + 1:
                if genitive in _AMBIGUOUS and not _a_man_s_genitive(given):
                    return name  # "Анна Петрова", "Александра Вершинина": a woman's nominative
                surname = surname[: -len(genitive)] + nominative
                ukrainian = any(letter in name for letter in "іїєґ")
                return f"{_nominative_given(given, female=female, ukrainian=ukrainian)} {surname}"
    return name


# the surname endings of a man's genitive that are a woman's nominative too ("Петрова")
_AMBIGUOUS = frozenset({"ова", "ёва", "ева", "ина", "ына"})


def _a_man_s_genitive(given: str) -> bool:
    """Whether a given name beside a surname like "Петрова" can only be a man's in the
    genitive ("Сергея", "Дмитрия", "Павла", "Ильи", "Никиты": a woman's genitive would have
    "Петровой"); not "Анна" nor "Александра", a woman's name too."""
    return given in _FLEETING or given in _MEN_IN_IA or given.endswith(("ея", "ая", "и", "ы"))


# men's given names whose genitive ends as a woman's nominative does ("Дмитрия", "Юрія"; not
# "Мария", "Юлия", "Анастасия", "Виктория", nor "Евгения", "Валерия", a woman's name too)
_MEN_IN_IA = frozenset("""Дмитрия Василия Анатолия Виталия Геннадия Аркадия Юрия Григория Георгия
    Арсения Афанасия Игнатия Матвея Дмитрія Василія Анатолія Віталія Юрія Андрія Сергія
    Олексія Геннадія Аркадія Григорія Георгія Арсенія""".split())  # noqa: SIM905


def _nominative_given(given: str, *, female: bool, ukrainian: bool = False) -> str:
    """A given name's nominative from its genitive: "Сергея" Сергей, "Дмитрия" Дмитрий,
    "Александра" Александр (a man's); "Анны" Анна, "Ольги" Ольга, "Марии" Мария (a woman's;
    in Ukrainian "Тетяни" Тетяна, "Марії" Марія)."""
    if given in _FLEETING and not female:
        return _FLEETING[given]
    if female and ukrainian and given.endswith(("и", "ї")):
        return given[:-1] + ("а" if given.endswith("и") else "я")
    if female:
        if given.endswith(("ы", "і")) and given[-2:-1] not in _HUSHING:
            return given[:-1] + "а"  # "Анны", Belarusian "Ганны"
        if given.endswith("и"):
            return given[:-1] + ("а" if given[-2:-1] in _HUSHING else "я")  # "Ольги", "Марии"
        return given
    if given.endswith(("ея", "ія", "ия", "ая")):
        return given[:-1] + "й"  # "Сергея", "Дмитрия", "Андрія", "Мікалая"
    if given.endswith("а") and given[-2:-1] not in "аеёиоуыэюяі":
        return given[:-1]  # "Александра", "Ивана"
    if given.endswith(("ы", "и")):
        return given[:-1] + ("я" if given[-2:-1] in "ль" else "а")  # "Ильи", "Никиты"
    return given
