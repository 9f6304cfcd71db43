"""The event place of a caption written in a script with spaces but no capitals: Arabic,
Persian and Urdu in Arabic script, Hindi and Marathi in Devanagari, Bengali and Assamese,
the scripts of India's south, west and east (Tamil, Telugu, Kannada, Malayalam, Gujarati,
Gurmukhi, Odia) and Sinhala; and Hebrew, read by :func:`read_hebrew_place` (see the notes
before it).

The caption reader takes a capital letter as the mark of a name, and these scripts have
none. Arabic also writes the short words "in", "and", "for" joined to the word after them
("بدمشق", in Damascus; "وغزة", and Gaza; "بالقاهرة", in Cairo), and Bengali its cases
joined to the word before ("কলকাতায়", in Kolkata). The houses give the place in a
dateline of their own, read first:

    دمشق-سانا ...                              SANA: the town, a dash, the house
    غزة 12-3-2024 وفا- ...                     WAFA: the town, the date, the house
    الكويت - 14 - 2 (كونا) -- ...              KUNA
    الدوحة / قنا / ...                         QNA
    أبوظبي في 3 مارس / وام / ...                WAM
    الرياض 15 ذو القعدة 1445 هـ ... واس         SPA
    تهران- ایرنا- ...                           IRNA, in Persian; "ایسنا - یزد", ISNA
    به گزارش خبرگزاری تسنیم از مشهد             Tasnim: "from" the town
    पटना: ...  वाराणसी, 15 नवंबर (वार्ता) ...    PTI, UNI Varta
    ঢাকা, ২১ ফেব্রুয়ারি, ২০২৪ (বাসস) : ...        BSS
    சென்னை, டிச. 2, 2015: ...  ആലപ്പുഴ ∙ ...      Dinamalar, Malayala Manorama

Failing one, the first town the text places: after "في" or Persian "در" (in), joined to
"ب" (in), before Hindi "में" or Urdu "میں" (in), with a locative joined to it (Bengali's
"কলকাতায়", Tamil's "சென்னையில்", Telugu's "విజయవాడలో"), or after a
unit word ("مدينة", city; "بلدة", town; "قرية", village; "مخيم", camp; Persian "شهر").
A town of the dateline's country that the first sentence so names outranks the dateline's
(a house files from its capital: "عمان (بترا) - ... في مدينة إربد"). A name with no such
word beside it is not taken: it is as often a thing named after the town ("مركز حلب
الإعلامي", the Aleppo Media Center; "محافظ اللاذقية", Latakia's governor) or a word ("صور"
is Tyre and "pictures"). The gazetteer knows the names (:meth:`Gazetteer.find_names` folds
them, see :func:`gazetteer.names.fold_token`); nothing here knows a town.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from gazetteer import INDIC_SCRIPT, NameMatch, fold_arabic

from .agencies import arabic_house_tags
from .sentences import sentence_starts
from .text import DEVANAGARI_LETTER, NEPALI_WORDS, SOUTH_INDIC_LETTER

if TYPE_CHECKING:
    from gazetteer import Gazetteer, Resolution

__all__ = ["CASELESS_SCRIPT", "read_caseless_place", "read_hebrew_place"]

_ARABIC_LETTERS = "\u0620-\u064a\u066e-\u06d3\u06d5"
# (not their digits and dandas; and the scripts of the south, the west and the east of
# India, and Sinhala: "சென்னை", "ಬೆಂಗಳೂರು", "અમદાવાદ", "ਅੰਮ੍ਰਿਤਸਰ", "କଟକ", "කොළඹ")
_INDIC_LETTERS = "\u0900-\u0963\u0970-\u09e5\u09f0-\u0a65\u0a70-\u0ae5\u0af0-\u0b65" \
    "\u0b70-\u0be5\u0bf0-\u0c65\u0c70-\u0ce5\u0cf0-\u0d65\u0d70-\u0de5\u0df0-\u0dff"
_HEBREW_LETTERS = "\u05d0-\u05ea"
_GEORGIAN_LETTERS = "\u10d0-\u10ff"  # (Mkhedruli: no capitals either)
# Tibetan's letters, vowel signs and subjoined letters (Dzongkha's, Tibetan's: "ཐིམ་ཕུ།"), its
# syllables joined by the tsheg ("་") into a word
_TIBETAN_LETTERS = "\u0f40-\u0fbc"
CASELESS_SCRIPT = re.compile(f"[{_ARABIC_LETTERS}{_INDIC_LETTERS}{_HEBREW_LETTERS}"
                             f"{_GEORGIAN_LETTERS}{_TIBETAN_LETTERS}]{{2}}")
_WORD = f"[{_ARABIC_LETTERS}{_INDIC_LETTERS}{_GEORGIAN_LETTERS}\u064b-\u065f\u0670]+" \
    f"|[{_TIBETAN_LETTERS}]+(?:\u0f0b[{_TIBETAN_LETTERS}]+)*"
# a dateline: one to three words opening the caption, then the house's marks or the date
_DATELINE = re.compile(  # (Dainik Bhaskar's and Amar Ujala's town ends with a danda: "सागर।")
    rf"\s*(?P<town>(?:{_WORD})(?:[ \u200c](?:{_WORD})){{0,2}}?)\u0f0b?[ \t]*"
    rf"(?:[-–—/(:،,।۔∙\u0f0d\u0f0e]|\d|في\s+\d)")  # (and Dzongkha's shad: "ཐིམ་ཕུ།")
# (Malayala Manorama's "ആലപ്പുഴ ∙ ...")
# the words before a name that place the event in it: "in", then the unit words (Arabic
# city, town, village, camp, neighbourhood's city; Persian city, village, county), with or
# without a joined "in" ("بمدينة") or "and" ("ومدينة")
_IN = frozenset({"في", "فى", "در", "داخل", "بداخل", "لە", "په"})  # (Sorani's, Pashto's "in")
_IN_AFTER = ("में", "میں", "মধ্যে")  # Hindi, Urdu, Bengali "in", after the name
_UNITS = frozenset({"مدينة", "بلدة", "قرية", "مخيم", "شهر", "روستای", "شهرستان", "بندر",
                    "مدينه", "بلده", "قريه", "العاصمة", "ولسوالی", "شہر", "गांव", "শহর"})
_AREAS = frozenset({"محافظة", "ولاية", "منطقة", "ريف", "استان", "محافظه", "ولايه", "منطقه",
                    "إقليم", "اقليم", "ولایت"})
# words that GeoNames also has as villages' names, and that "in" often goes before: the
# bearings, "part", "area", "year", "day", "month", "threshold", "city", "centre"
_WORDS = frozenset(map(fold_arabic, {
    "شمال", "جنوب", "شرق", "غرب", "وسط", "شمالي", "جنوبي", "شرقي", "غربي", "بخش", "بخشی",
    "منطقه", "سال", "روز", "ماه", "آستانه", "شهر", "مرکز", "مركز", "محيط", "اطراف", "حدود",
    "داخل", "خارج", "اثناء", "خلال",
    # and the nouns of a town's parts and of public life, with or without their article:
    # square, city, coast, freedom, market, quarter, revolution, prison, union, street, port,
    # airport, hospital, university, capital, border, sea, river, mountain, valley, desert,
    # countryside, length, spring, bazaar, field, garden, light (Arabic, Persian)
    "ميدان", "میدان", "المدينة", "مدينة", "الساحل", "ساحل", "الحرية", "حرية", "السوق", "سوق",
    "الحي", "الثورة", "ثورة", "السجن", "سجن", "الاتحاد", "اتحاد", "الشارع", "شارع", "الميناء",
    "المطار", "مطار", "المستشفى", "الجامعة", "العاصمة", "الحدود", "البحر", "بحر", "النهر",
    "الجبل", "جبل", "الوادي", "الصحراء", "الريف", "البلدة", "القرية", "المخيم", "طول", "بهار",
    "بازار", "خیابان", "باغ", "ٹینک", "آزادی", "انقلاب", "باہر",
    "الجديدة", "القديمة", "الكبرى", "الصغرى", "الوطني", "الدولي", "العربي", "الملك"}))
# Hindi and Bengali: sea, market, town (the "Nagar" of every locality), village, city, ghat,
# bazaar
_INDIC_WORDS = frozenset({"सागर", "मंडी", "नगर", "गांव", "गाँव", "शहर", "बाजार", "बाज़ार", "घाट",
                          "ঘাট", "বাজার", "শহর", "গ্রাম", "নগর"})
# the bearings and parts before a town that place the event in it: "وسط بغداد" (central
# Baghdad), "شرق جدة", "الضاحية الجنوبية لبيروت", Persian "در شرق تهران", "near"
_BEARINGS = frozenset(map(fold_arabic, {
    "وسط", "شرق", "غرب", "شمال", "جنوب", "شرقي", "غربي", "شمالي", "جنوبي", "الجنوبية",
    "الشرقي", "الغربي", "الشمالي", "الجنوبي", "فوق", "عند", "جماعة", "بجماعة",
    "الشمالية", "الشرقية", "الغربية", "قرب", "قرابة", "ضواحي", "أطراف", "نزدیکی", "حومة"}))
# a town's places, before its name: port, airport, stadium, square, street, university,
# hospital, corniche, cemetery, quarter (Arabic, Persian, Urdu)
_FACILITIES = frozenset(map(fold_arabic, {
    "مرفأ", "ميناء", "مطار", "ملعب", "استاد", "جامعة", "مستشفى", "كورنيش", "مقبرة", "حي",
    "ورزشگاه", "فرودگاه", "بندر", "دانشگاه", "بیمارستان", "گورستان", "محله", "اسٹیڈیم",
    "ہوائی"}))
# streets and squares, a name between them and the town: "خیابان جمهوری تهران"; the name
# right after one is the street's, often another city's ("شارع بغداد" in Damascus)
_STREETS = frozenset(map(fold_arabic, {"ساحة", "شارع", "میدان", "خیابان", "بزرگراه", "چوک"}))
# after a town: "in the province of" (Persian, Arabic) or the Urdu and Hindi genitive
_IN_ITS_PROVINCE = re.compile(r"\s(?:در استان|في محافظة|بمحافظة|في ولاية|بولاية|ولایت)\s")
# Pashto writes the unit after the name, the name after "د" (of): "د نورګل ولسوالۍ" (Nurgal
# district), "د کندهار ښار" (Kandahar city), "د کونړ ولایت" (Kunar province)
_PASHTO_UNIT_AFTER = re.compile(r"\s(?:ولسوالۍ|ولسوالی|ښار|ښاروالۍ|کلي|کلی)(?![\u0600-\u06ff])")
_PASHTO_AREA_AFTER = re.compile(r"\s(?:ولایت|ولايت)(?![\u0600-\u06ff])")
_OF_AFTER = re.compile(r"\s(?:کے|کی|کا|के|की|का)\s")
# words "بـ" also begins, which a name never follows as "in": a preposition's own ("بين",
# between; "بعد", after; "بسبب", because of)
_JOINED = ("وب", "ول", "ب", "و", "ل", "ف")
# Bengali's locative endings joined to a name ("কলকাতায়", "ঢাকাতে", "শহরে")
_BENGALI_IN = ("তে", "য়", "ে")
# the locatives of India's other scripts and Sinhala, joined to the name: Tamil's
# "சென்னையில்", Telugu's "విజయవాడలో", Kannada's "ಮೈಸೂರಿನಲ್ಲಿ" (its final u become i),
# Gujarati's "અમદાવાદમાં", Odia's "ପୁରୀରେ", Assamese's "গুৱাহাটীত", Sinhala's "කොළඹදී"
_INDIC_LOCATIVES = ("யில்", "வில்", "లో", "ನಲ್ಲಿ", "ದಲ್ಲಿ", "ಯಲ್ಲಿ", "માં", "ରେ", "ত", "දී", "හි")
_LOCATIVES = _BENGALI_IN + _INDIC_LOCATIVES
_BENGALI_OF = ("ের", "র")  # its genitive ("চট্টগ্রামের পতেঙ্গা", Patenga of Chattogram)
_BENGALI = re.compile("[\u0980-\u09ff]")
# Nepali's case endings joined to a name: the locative "-मा" and "located at", "-स्थित" ("चौतारामा",
# "महाराजगञ्जस्थित"); the genitive, "-को", "-का", "-की" ("सिन्धुपाल्चोकको मेलम्ची": the district
# whose town it is); and the "-धाम" (abode) of a town's name ("जनकपुरधाम", Janakpur)
_NEPALI_IN = ("मा", "स्थित")
_NEPALI_OF = ("को", "का", "की")
_DEVANAGARI_NAME_ENDS = ("धाम",)
# Dzongkha's and Tibetan's "in" and "at", after a name: "ཐིམ་ཕུ་ནང་", "སྤ་རོ་ལུ་"
_TIBETAN_IN = re.compile("\u0f0b?\\s*(?:ནང|ལུ)(?:[\u0f0b\u0f0d\\s]|$)")


def read_caseless_place(
    text: str, gaz: Gazetteer, home: str | None = None
) -> tuple[NameMatch, Resolution] | None:
    """The town a caption in Arabic, Devanagari or Bengali script gives as its place, with
    its resolution (offsets into ``text``), or None. ``home`` is the house's country ("SY"
    for SANA): its towns come first for a name many countries share ("طرابلس", Tripoli)."""
    if _HEBREW.search(text) and not _OTHER_CASELESS.search(text):
        return read_hebrew_place(text, gaz, home)
    names = _names(text, gaz)
    if not names:
        return _dateline_by_sound(text, gaz, _script_countries(text))
    named = tuple(dict.fromkeys(
        ([home] if home else []) + [n.country_code for n, cue in names
                                    if "country" in n.kinds and n.country_code
                                    and (cue or not _a_country_s_name_as_a_word(text, n))]
    ))
    countries = named or _script_countries(text)
    # (a country the text names is often where people came from: "هرات - مهاجران اخراج‌شده
    # از ایران": an Afghan dateline's town is Afghanistan's all the same)
    first = _first_of_script(text) if not named or _AFGHAN.search(text) \
        or _PASHTO.search(text) else ()
    dateline = _dateline_town(text, names)
    heard = _dateline_by_sound(text, gaz, countries) if dateline is None else None
    own = first or named[:1]  # (a Nepali house's caption: Nepal's namesake too)
    # (a name of two letters is as often a word: "حي", a quarter, is Iran's village Hey)
    placed = [(n, cue) for n, cue in names
              if cue and n is not dateline and (cue == "unit" or n.key not in _WORDS)
              and n.key.split()[-1] not in _INDIC_WORDS
              and (cue == "unit" or len(n.key.replace(" ", "")) > 2)]
    towns = [(n, cue) for n, cue in placed if cue != "area" and not _is_country(n)]
    if dateline is not None or heard is not None:
        if heard is not None:
            dateline, at = heard
        else:
            at = (_resolve(gaz, dateline, first, bound=True) if first else None) \
                or _namesake(gaz, _resolve(gaz, dateline, countries, bound=False), own, text)
        if at is not None:
            # "عمان (بترا) - ... في مدينة إربد": the house files from its capital of an
            # event in another of the country's towns, which the first sentence names
            first_stop = _sentence_end(text)
            # (a province named like its capital too: "في مركز ولاية قهرمان مرعش")
            for name, cue in towns + [(n, c) for n, c in placed if c == "area"]:
                if name.start < first_stop:
                    found = _resolve(gaz, name, (at.country_code,), bound=True)
                    # (a village named like a word must be called a town to be one)
                    if found is not None and (cue == "unit" or name.population >= 20_000):
                        return name, found
            return dateline, at
    order = towns + [(n, cue) for n, cue in placed if cue == "area"] \
        + [(n, cue) for n, cue in placed if _is_country(n)]
    # the first sentence's places before a later one's: "ঢাকার মিরপুরে ... উদ্‌যাপন। চট্টগ্রামে
    # প্রথম টেস্টে ... হেরেছিল": Dhaka's Mirpur, not Chattogram, where the first Test was lost
    first_stop = _sentence_end(text)
    early = [p for p in order if p[0].start < first_stop and not _is_country(p[0])]
    order = early + [p for p in order if p not in early]  # (not a headline's country:
    # "پاکستان میں سیلاب۔ سکھر میں ...", Sukkur)
    # a town the text places is of the house's country, of one the text names or of the
    # script's: "في سال ۱۳۵۷" is "in the year 1357", not Jordan's Sāl; "في حي بابا عمرو",
    # Homs's quarter, not Nigeria's Aba. Failing any, one a unit word calls a town, or a
    # city of note ("بالدوحة" in an AFP caption naming only Portugal)
    for name, _ in order:
        resolution = _resolve(gaz, name, countries, bound=True) \
            or _resolve(gaz, name, _script_countries(text), bound=True)
        resolution = _namesake(gaz, resolution, own, text)
        if resolution is not None:
            return name, resolution
    for name, cue in order:
        if cue == "unit" or name.population >= _CITY_OF_NOTE:
            resolution = _resolve(gaz, name, (), bound=False)
            if resolution is not None:
                return name, resolution
    return _city_in_an_in_phrase(text, gaz, names, countries)


def _city_in_an_in_phrase(
    text: str, gaz: Gazetteer, names: list[tuple[NameMatch, str | None]],
    countries: tuple[str, ...],
) -> tuple[NameMatch, Resolution] | None:
    """Failing a placed town, a city of note that ends the phrase a Persian "در" (in) opens,
    as the owner of the place it names: "در روضه سخی (مسجد کبود) مزار شریف", in the Sakhi
    shrine (the Blue Mosque) of Mazar-i-Sharif; Persian joins the two with an unwritten
    ezafe, so no word places the city. Not a city in another clause or sentence."""
    for name, cue in names:
        if cue or name.population < _CITY_OF_NOTE or _is_country(name):
            continue
        phrase = _IN_PHRASE.search(text, max(0, name.start - _IN_PHRASE_REACH), name.start)
        before = text[max(0, name.start - 20) : name.start].split()
        if phrase is not None and phrase.end() == name.start \
                and not (before and before[-1] in _OFFICES):  # "والی هرات": its governor
            resolution = _resolve(gaz, name, countries, bound=True)
            if resolution is not None:
                return name, resolution
    return None


# "در" and up to five words before a name, none a sentence's or a clause's end
_IN_PHRASE = re.compile(r"(?<![\u0600-\u06ff])در\s+(?:[^\s.،؛:!?۔]+\s+){1,5}")
_IN_PHRASE_REACH = 70
# an office before a city's name, whose holder it names: governor, mayor, envoy, head
_OFFICES = frozenset({"والی", "شهردار", "استاندار", "سفیر", "رئیس", "فرماندار", "امام", "دانشگاه",
                      "سرکنسول", "کنسول", "وزیر", "نماینده"})


_CITY_OF_NOTE = 100_000  # (a common word's namesake village is smaller)


def _script_countries(text: str) -> tuple[str, ...]:
    """The countries that write in the caption's script, for a caption that names none and
    whose house is not known: Urdu's letters Pakistan's and India's, Persian's Iran's and
    Afghanistan's, Devanagari India's and Nepal's, Bengali Bangladesh's and India's, Tamil
    India's and Sri Lanka's, Sinhala Sri Lanka's, India's other scripts India's, Arabic
    alone the Arab world's (a village named like a common word is no place elsewhere); the
    first of them is tried first (see :func:`_first_of_script`)."""
    if _GEORGIAN.search(text):
        return ("GE",)
    if _PASHTO.search(text):
        return ("AF", "PK")
    if _URDU.search(text):
        return ("PK", "IN")
    if _PERSIAN.search(text):
        return ("IR", "AF", "TJ")
    if _TIBETAN.search(text):  # (Dzongkha's Bhutan first, then Tibetan's)
        return ("BT", "CN", "IN", "NP")
    if DEVANAGARI_LETTER.search(text):  # (Nepali's Nepal first: "ललितपुर" is Patan, not
        # India's Lalitpur)
        return ("NP", "IN") if NEPALI_WORDS.search(text) else ("IN", "NP")
    if _BENGALI.search(text):
        return ("BD", "IN")
    if _SINHALA.search(text):
        return ("LK",)
    if _TAMIL.search(text):
        return ("IN", "LK")
    if SOUTH_INDIC_LETTER.search(text):
        return ("IN",)
    return _ARAB_COUNTRIES


def _namesake(
    gaz: Gazetteer, resolution: Resolution | None, first: tuple[str, ...], text: str
) -> Resolution | None:
    """In a caption whose language is one country's (Nepali's Nepal), that country's town of
    the name GeoNames writes in the script only for another's: "ललितपुर" is held for India's
    Lalitpur alone, and a Nepali caption's is Nepal's (Pātan, Lalitpur). Else ``resolution``."""
    if resolution is None or first != ("NP",) or resolution.country_code in first \
            or not NEPALI_WORDS.search(text):
        return resolution
    return gaz.resolve(resolution.name, country_codes=first, kind_hint="town") or resolution


def _a_country_s_name_as_a_word(text: str, name: NameMatch) -> bool:
    """True for a country's name no word places, that is a word of the text or a street's
    name: "مالی", financial, after its noun ("دعم مالي", "کمک مالی"; but "في مالي", in Mali),
    "میدان فلسطین", Palestine Square in Tehran."""
    before = text[max(0, name.start - 20) : name.start].split()
    return name.key in _ADJECTIVE_NAMES or (
        bool(before) and fold_arabic(before[-1]) in _STREETS | _FACILITIES)


_ADJECTIVE_NAMES = frozenset(map(fold_arabic, {"مالی"}))


def _first_of_script(text: str) -> tuple[str, ...]:
    """The country that writes most in the caption's script, Urdu's Pakistan ("حیدرآباد:"
    is Pakistan's Hyderabad in Urdu), Bengali's Bangladesh, Persian's Iran, or Afghanistan
    when its words say so ("ولسوالی", a district; its months, "حمل", "میزان"); () for
    Arabic's many."""
    countries = _script_countries(text)
    if countries[:1] == ("IR",) and _AFGHAN.search(text):
        return ("AF",)
    return countries[:1] if countries is not _ARAB_COUNTRIES else ()


# Afghanistan's own words: a district ("ولسوالی"), a province's name before its own
# ("ولایت کابل"; not Iran's "ولایت فقیه"), its name, and its months between a day and a year
# ("۱۵ حمل ۱۴۰۳"; not "به میزان ۱۵۰۰ تن", in the amount of)
_AFGHAN = re.compile(r"ولسوالی|افغانستان|[۰-۹\d]{1,2} (?:حمل|ثور|جوزا|سرطان|اسد|سنبله|میزان|عقرب"
                     r"|قوس|جدی|دلو|حوت) [۰-۹\d]{4}")


_URDU = re.compile("[ٹڈڑںھےۓ]")
_PASHTO = re.compile("[ټډړږښځڅګېۍ]")  # Pashto's own letters: Afghanistan's, then Pakistan's
_PERSIAN = re.compile("[پچژگ]|[یک](?![\u0600-\u06ff]*[ةى])")
_TAMIL = re.compile("[\u0b80-\u0bff]")
_GEORGIAN = re.compile(f"[{_GEORGIAN_LETTERS}]")
_SINHALA = re.compile("[\u0d80-\u0dff]")
_TIBETAN = re.compile(f"[{_TIBETAN_LETTERS}]")
_ARAB_COUNTRIES = ("SA", "AE", "QA", "KW", "BH", "OM", "YE", "IQ", "SY", "LB", "JO", "PS",
                   "EG", "LY", "TN", "DZ", "MA", "SD", "MR", "SO", "DJ", "KM", "IL")


def _locative_stem(word: str, ending: str) -> str:
    """The name in a word with a locative of India's southern scripts or Sinhala: the word
    without it, Kannada's "-ಿನ" before it back to the name's "-ು" ("ಮೈಸೂರಿನಲ್ಲಿ": "ಮೈಸೂರು")."""
    stem = word[: -len(ending)]
    if ending == "ನಲ್ಲಿ" and stem.endswith("ಿ"):
        return stem[:-1] + "ು"
    return stem


def _names(text: str, gaz: Gazetteer) -> list[tuple[NameMatch, str | None]]:
    """Every name in ``text`` (as written, without a joined "in"/"and": "بدمشق" as "دمشق",
    or without a locative or a Bengali genitive: "কলকাতায়" as "কলকাতা", "சென்னையில்" as
    "சென்னை"), with the word that places it:
    "in", "unit", "area" or None."""
    words = set(re.findall(_WORD, text))
    found: dict[int, tuple[NameMatch, bool]] = {
        n.start: (n, False) for n in gaz.find_names(text, any_case=True)}
    readings = [_joined_readings(words, longest=True), _joined_readings(words, longest=False)]
    if _BENGALI.search(text):  # (and "কলকাতায়" is "কলকাতা" in its locative, "কলকাতার" its genitive)
        readings.append(_stems(words, _BENGALI_IN))
        readings.append(_stems(words, _BENGALI_OF))
    if DEVANAGARI_LETTER.search(text):  # "जनकपुरधाम": Janakpur; Nepali "चौतारामा": in Chautara
        nepali = NEPALI_WORDS.search(text) is not None
        ends = _DEVANAGARI_NAME_ENDS + (_NEPALI_IN + _NEPALI_OF if nepali else ())
        readings.append(_stems(words, ends))
    if SOUTH_INDIC_LETTER.search(text) or _BENGALI.search(text):
        readings.append({w: _locative_stem(w, e) for w in words for e in _INDIC_LOCATIVES
                         if w.endswith(e) and len(w) - len(e) >= 3})
    if _GEORGIAN.search(text):  # Georgian's "in", "-ში", after the name's final i or not:
        # "თბილისში" (Tbilisi), "მცხეთაში" (Mtskheta)
        readings += [{w: w[:-2] + end for w in words if w.endswith("ში") and len(w) > 4}
                     for end in ("ი", "")]
    for read_as in readings:  # "وبغزة" is "و" + "ب" + "غزة"; "وبغداد" is "و" + "بغداد"
        for name in gaz.find_names(text, any_case=True, read_as=read_as):
            if name.text.split()[0] in read_as and name.start not in found:
                found[name.start] = (name, True)
    for start, (name, stripped) in list(found.items()):
        unit, _, rest = name.text.partition(" ")
        if rest and unit in _UNITS:  # GeoNames' "شهر هرات" (the city of Herat) is a village
            # of Iran's: the unit word and the larger town after it ("در شهر هرات")
            inner = gaz.find_names(rest, any_case=True)
            if inner and inner[0].start == 0 and inner[0].end == len(rest) \
                    and inner[0].population > name.population:
                shift = len(unit) + 1
                found[start] = (replace(inner[0], start=start + shift,
                                        end=start + shift + inner[0].end), stripped)
    out = []
    for name, stripped in sorted(found.values(), key=lambda f: f[0].start):
        before = text[max(0, name.start - 40) : name.start].split()
        last = before[-1] if before else ""
        cue = None
        if stripped and name.text.startswith(("ب", "وب")):
            cue = "in"  # "بدمشق", "وبغزة"
        elif stripped and name.text.endswith((*_LOCATIVES, *_NEPALI_IN, "ში")):
            cue = "in"  # "কলকাতায়", "சென்னையில்", "విజయవాడలో"
        elif stripped and name.text.endswith(_BENGALI_OF + _NEPALI_OF):
            cue = "area"  # "কলকাতার কুমারটুলিতে": the city whose quarter it is, failing a finer
        elif text.startswith(_IN_AFTER, name.end + 1) or _IN_ITS_PROVINCE.match(text, name.end) \
                or _TIBETAN_IN.match(text, name.end):
            cue = "in"  # "दिल्ली में", "کراچی میں", "سرپل ذهاب در استان کرمانشاه"
        elif _bare(last) in _UNITS:
            cue = "unit"
        elif _bare(last) in _AREAS:
            cue = "area"
        elif last in _IN or fold_arabic(last) in _BEARINGS \
                or (stripped and fold_arabic(before[-2] if len(before) > 1 else "") in _BEARINGS):
            cue = "in"  # "في غزة", "وسط بغداد", "در شرق تهران", "الضاحية الجنوبية لبيروت"
        elif (any(fold_arabic(word) in _FACILITIES for word in before[-3:])
              or any(fold_arabic(word) in _STREETS for word in before[-3:-1])) \
                and name.population >= 20_000:
            cue = "in"  # "في مرفأ بيروت", "میدان آزادی تهران": a town's port, its square
        elif _PASHTO_UNIT_AFTER.match(text, name.end):
            cue = "unit"  # Pashto's unit after its name: "د نورګل ولسوالۍ", Nurgal district
        elif _PASHTO_AREA_AFTER.match(text, name.end):
            cue = "area"  # "د کونړ ولایت", Kunar province
        elif _OF_AFTER.match(text, name.end):
            cue = "area"  # "لاہور کے حلقہ ...": the town whose part it is, failing another
        out.append((name, cue))
    return out


def _stems(words: set[str], endings: tuple[str, ...]) -> dict[str, str]:
    """Each word with one of ``endings``, read without the first it ends with (the longer
    before the shorter: "টঙ্গীতে" is "টঙ্গী" + "তে", not "টঙ্গীত" + "ে"; "চট্টগ্রামের" is
    "চট্টগ্রাম"), leaving three letters or more."""
    out = {}
    for word in words:
        for ending in endings:
            if word.endswith(ending) and len(word) - len(ending) >= 3:
                out[word] = word[: -len(ending)]
                break
    return out


def _joined_readings(words: set[str], *, longest: bool) -> dict[str, str]:
    """Each word that begins with a joined "in", "and" or "for", read without it (the
    longest such prefix, or the one letter)."""
    out = {}
    for word in words:
        for prefix in _JOINED if longest else _JOINED[2:]:
            if word.startswith(prefix) and len(word) - len(prefix) >= 3:
                rest = word[len(prefix):]
                # "للدوحة": "for the Doha", the article's alif dropped after "ل"
                out[word] = "ال" + rest[1:] if prefix.endswith("ل") and rest[0] == "ل" else rest
                break
    return out


def _bare(word: str) -> str:
    """A unit word without a joined "in" or "and" ("بمدينة", "ومخيم")."""
    for prefix in ("وب", "و", "ب"):
        if word.startswith(prefix) and word[len(prefix):] in _UNITS | _AREAS:
            return word[len(prefix):]
    return word


def _dateline_by_sound(
    text: str, gaz: Gazetteer, countries: tuple[str, ...]
) -> tuple[NameMatch, Resolution] | None:
    """The dateline's town in one of India's scripts that no written name matched, found by
    its sound among the towns GeoNames writes in Latin letters only ("ਪਟਿਆਲਾ, 11 ਜੁਲਾਈ":
    Patiala; see :meth:`Gazetteer.resolve_by_sound`), with a match for its words."""
    match = _DATELINE.match(text)
    if match is None or not INDIC_SCRIPT.search(match["town"]):
        return None
    start, end = match.span("town")
    if text.startswith("-", end) and text[end + 1 : end + 2].isalpha():
        return None  # a compound's first word, not a dateline: "भारत-पाकिस्तान" (India-Pakistan)
    order = tuple(dict.fromkeys(countries + _script_countries(text)))
    found = gaz.resolve_by_sound(match["town"], country_codes=order)
    if found is None:
        return None
    return NameMatch(start, end, match["town"], match["town"], frozenset({"place"}),
                     found.country_code, False), found


def _dateline_town(text: str, names: list[tuple[NameMatch, str | None]]) -> NameMatch | None:
    """The town a house's dateline gives: the caption's first words before the dateline's
    marks or date, the name just before (or after: "ایسنا - یزد") a house's tag, or the
    town an Iranian house reports "from" ("به گزارش خبرگزاری تسنیم از مشهد")."""
    match = _DATELINE.match(text)
    if match is not None:  # (its last words: "नयी दिल्ली:", where GeoNames writes "नई")
        start, end = match.span("town")
        for name, _ in names:
            if start <= name.start and name.end == end:
                return name
    for tag in arabic_house_tags(text, 250):
        for name, _ in reversed(names):
            if name.end <= tag.start() and _DATELINE_GAP.fullmatch(text, name.end, tag.start()):
                return name
        if tag.start() < 2:  # "ایسنا - یزد": the house, then its town
            for name, _ in names:
                if name.start >= tag.end() \
                        and _DATELINE_GAP.fullmatch(text, tag.end(), name.start):
                    return name
    reported = _REPORTED_FROM.search(text, 0, 250)
    if reported is not None:
        return next((n for n, _ in names if n.start == reported.end()), None)
    return None


# between a dateline's town and its house: marks, a date ("في 3 مارس", "12-3-2024")
_DATELINE_GAP = re.compile(r"[\s\-–—/():،]*(?:(?:في\s+)?\d{1,4}[\s\-/]*(?:[^\s\d()/]+\s+"
                           r"\d{2,4}\s*)?)?[\s\-–—/():،]*(?:خبرگزاری\s*)?")  # (news agency)
# an Iranian house's "from" a town: "به گزارش خبرگزاری تسنیم از مشهد"
_REPORTED_FROM = re.compile(r"(?:خبرگزاری|گزارش)\s+(?:\S+\s+){0,3}?از\s+")


def _sentence_end(text: str) -> int:
    """Where the caption's first sentence ends (its dateline's, with the dandas and Urdu's
    full stop: :func:`.sentences.sentence_starts`)."""
    starts = sentence_starts(text)
    return starts[1] if len(starts) > 1 else len(text)


def _is_country(name: NameMatch) -> bool:
    return name.kinds == frozenset({"country"})


def _resolve(
    gaz: Gazetteer, name: NameMatch, countries: tuple[str, ...], *, bound: bool
) -> Resolution | None:
    """The place ``name`` means, in ``countries`` first (only there when ``bound``)."""
    written = name.key or name.text
    for codes in ((countries,) if bound else (countries, ())) if countries else ((),):
        resolution = gaz.resolve(written, country_codes=codes, kind_hint="town")
        if resolution is not None:
            return resolution
    return None


# --- Hebrew -----------------------------------------------------------------
# Hebrew joins its short words to the next: "in" ("בירושלים"), "and" ("ובחיפה"), "that is
# in" ("בחווארה שבשומרון", Huwara in Samaria), "to" ("לדימונה"), "from" ("מתל אביב"),
# "the" ("העיר"). Only "in" places the event; "from" and "to" name where people came from
# or went. Israel's houses close the caption with the town and the day as a sentence of
# its own, which is read first: "... נתניה, 27 במרץ 2022. צילום: פלאש90" (Flash90).

_HEBREW = re.compile(f"[{_HEBREW_LETTERS}]{{2}}")
_OTHER_CASELESS = re.compile(f"[{_ARABIC_LETTERS}{_INDIC_LETTERS}{_GEORGIAN_LETTERS}]{{2}}")
_HEBREW_WORD = f"[{_HEBREW_LETTERS}][{_HEBREW_LETTERS}\u0591-\u05c7'’\u05f3]*"
# the joined words, longest first, with the cue each gives the name after them: "in" and
# "and in" place it, "that is in" gives the place holding the one before ("area"); the
# rest ("from", "to", "and", "the", "that") leave it unplaced
_HEBREW_JOINED = (("ושב", "area"), ("שב", "area"), ("וב", "in"), ("ומ", None), ("ול", "to"),
                  ("ב", "in"), ("מ", None), ("ל", "to"), ("ו", None), ("ה", None),
                  ("ש", None))
# the words before a name that place the event in it, bare or with a joined "in": near,
# village, city, kibbutz, moshav, settlement, town, station, port, camp ("במחנה הפליטים
# ג'נין", in the Jenin refugee camp), and the bearings ("במערב חאן יונס", in western Khan
# Yunis; "בדרום לבנון", southern Lebanon)
_HEBREW_IN = frozenset({"ליד", "סמוך", "כפר", "עיר", "קיבוץ", "מושב", "יישוב", "ישוב",
                        "עיירה", "תחנת", "נמל", "הפליטים", "מערב", "מזרח", "צפון", "דרום",
                        "מרכז", "אזור", "סביבת", "פאתי", "הר",
                        # and the places named after the town beside them: a base, a camp,
                        # a checkpoint, a crossing, a junction ("במחסום קלנדיה", "במעבר רפיח")
                        "בסיס", "מחנה", "מחסום", "מעבר", "צומת"})
# "at the entrance to", "near", "outside" ...: a joined "to" after them places
# the town ("בכניסה לדימונה", at the entrance to Dimona)
_HEBREW_TOWARDS = frozenset({"בכניסה", "בסמוך", "סמוך", "מחוץ", "בקרבת", "בשערי"})
# words GeoNames also has as villages' names, which "in" often goes before: the Omer of
# Lag BaOmer ("בל\"ג בעומר"), the Carmel, the border, the north, the south, the centre,
# the valley, peace, Zion, the boulevards of a street ("בשדרות רוטשילד")
_HEBREW_WORDS = frozenset({"עומר", "כרמל", "גבול", "צפון", "דרום", "מרכז", "עמק", "שלום",
                           "שלם", "ציון", "גליל", "נגב", "ערבה", "שרון", "עמקים", "גולן",
                           "יום", "שנה", "חוף", "שער", "הר", "אור", "רמה", "גבעה", "מגדל",
                           "נווה", "עין", "בית", "גן", "שדה", "יער", "מצפה", "קציר",
                           "גדה"})  # (a river's bank: "בגדה המערבית", not Jeddah)
# the script's countries, for a caption that names none: Israel, then the Palestinian
# territories and the neighbours its captions report from
_HEBREW_COUNTRIES = ("IL", "PS", "LB", "SY", "JO", "EG")
# a town and the day as a sentence of its own: "נתניה, 27 במרץ 2022.", "שדרות, יום ראשון,
# 8 באוקטובר 2023.", "עוספיה, 3.12.2010."
_HEBREW_DATED_TOWN = re.compile(
    rf"(?:^|[.:|]\s+)(?P<town>{_HEBREW_WORD}(?:[ \-]{_HEBREW_WORD}){{0,3}}),\s+"
    rf"(?:{_HEBREW_WORD}(?: {_HEBREW_WORD})?,\s+)?"
    rf"(?:\d{{1,2}} ב?{_HEBREW_WORD} \d{{4}}|\d{{1,2}}\.\d{{1,2}}\.\d{{2,4}}|ב?{_HEBREW_WORD} \d{{4}})")


def read_hebrew_place(
    text: str, gaz: Gazetteer, home: str | None = None
) -> tuple[NameMatch, Resolution] | None:
    """The town a caption in Hebrew gives as its place, with its resolution, or None: the
    town of its closing "town, date" sentence, else the first town the text places ("in"
    joined to it, "ליד", near, a unit word before it), and the place holding one
    ("שבשומרון") last."""
    names = _hebrew_names(text, gaz)
    if not names:
        return None
    named = tuple(dict.fromkeys(
        ([home] if home else []) + [n.country_code for n, _ in names
                                    if "country" in n.kinds and n.country_code]))
    countries = named or _HEBREW_COUNTRIES
    dated = _hebrew_dated_town(text, names)
    if dated is not None:
        found = _resolve(gaz, dated, countries, bound=True) \
            or _resolve(gaz, dated, _HEBREW_COUNTRIES, bound=True)
        if found is not None:
            return dated, found
    placed = [(n, cue) for n, cue in names if cue and (n.key or n.text) not in _HEBREW_WORDS
              and len((n.key or n.text).replace(" ", "")) > 2]
    towns = [(n, c) for n, c in placed if c == "in" and not _is_country(n)] \
        + [(n, c) for n, c in placed if c == "area" and not _is_country(n)]
    for name, _ in towns:
        resolution = _resolve(gaz, name, countries, bound=True) \
            or _resolve(gaz, name, _HEBREW_COUNTRIES, bound=True)
        if resolution is not None:
            return name, resolution
    # a city abroad ("הפגנת תמיכה בישראל בלונדון", a rally for Israel in London), else the
    # country the text places
    order = [(n, c) for n, c in towns if c == "in" and n.population >= _CITY_OF_NOTE] \
        + [(n, c) for n, c in placed if _is_country(n)]
    for name, _ in order:
        resolution = _resolve(gaz, name, (), bound=False)
        if resolution is not None:
            return name, resolution
    return None


def _hebrew_names(text: str, gaz: Gazetteer) -> list[tuple[NameMatch, str | None]]:
    """Every name in a Hebrew ``text``, as written or without the words joined to its first
    word ("בירושלים" as "ירושלים"), with its cue: "in", "area" or None. A neighbourhood's name
    has none ("בשכונת גילה בירושלים"): its city, after it, is the place."""
    found: dict[int, tuple[NameMatch, str | None]] = {
        n.start: (n, None) for n in gaz.find_names(text, any_case=True)}
    for word in re.finditer(_HEBREW_WORD, text):
        if word.start() not in found:
            before = text[max(0, word.start() - 12) : word.start()].split()
            placed = bool(before) and _without_in(before[-1]) in _HEBREW_IN
            read = _joined_reading(text, word, gaz, placed=placed)
            if read is not None:
                found[word.start()] = read
    out = []
    for name, cue in sorted(found.values(), key=lambda f: f[0].start):
        before = text[max(0, name.start - 40) : name.start].split()
        last = _without_in(before[-1]) if before else ""
        if cue is None and (last in _HEBREW_IN or " ".join(before[-2:]) == "בעיר העתיקה"):
            cue = "in"
        elif cue == "to" and before and before[-1] in _HEBREW_TOWARDS:
            cue = "in"  # "בכניסה לדימונה", at the entrance to Dimona
        out.append((name, cue if cue != "to" else None))
    return _of_the_next(text, out)


def _of_the_next(
    text: str, names: list[tuple[NameMatch, str | None]]
) -> list[tuple[NameMatch, str | None]]:
    """``names`` with "in" moved from a noun to the town right after it, which the noun is
    "of" (Hebrew's construct state): "ברחובות בני ברק" is in the streets of Bnei Brak, not
    in Rehovot."""
    out = list(names)
    for i in range(len(out) - 1):
        (noun, cue), (town, after) = out[i], out[i + 1]
        if cue == "in" and after is None and text[noun.end : town.start] == " " \
                and not _is_country(town) and town.text == (town.key or town.text):
            out[i], out[i + 1] = (noun, None), (town, "in")
    return out


_NAME_REACH = 60  # characters: a name of up to six words


def _joined_reading(
    text: str, word: re.Match[str], gaz: Gazetteer, *, placed: bool = False
) -> tuple[NameMatch, str | None] | None:
    """The name ``word`` begins when read without the words joined to it (the longest run
    of them first: "ובחיפה" as "חיפה", else "ובאר שבע" as "באר שבע"), with their cue. Only
    this word is read so: the name's next words stay as written ("בקריית שמונה", not
    "שמונה" as "מונה")."""
    written = word.group()
    window = text[word.start() : word.start() + _NAME_REACH]
    readings = [(written[len(p):], cue) for p, cue in _HEBREW_JOINED
                if written.startswith(p) and len(written) - len(p) >= 2]  # ("בתל אביב")
    if _GERESH.search(written):  # GeoNames' "גנין" for "ג'נין", Jenin
        readings = [(_GERESH.sub("", read), cue) for read, cue in [(written, None), *readings]]
    # failing those, "in" and a name written with its vowel letters, which GeoNames often
    # writes without ("במטולה", in Metula: "מטלה"; "באום אל-פחם": "אם אל פחם"), or such a
    # name after a word that places it ("בכפר אום אל-פחם")
    # (four letters at least: "בגביע", in the cup, is not the village Geva)
    readings += [(_defective(read), cue) for read, cue in readings
                 if cue == "in" and _defective(read) != read]
    if placed and _defective(written) != written:
        readings.append((_defective(written), None))
    for read, cue in readings:
        names = gaz.find_names(window, any_case=True, read_as={written: read})
        if names and names[0].start == 0 and (
                read in written or len(names[0].key.replace(" ", "")) >= _DEFECTIVE_MIN):
            return replace(names[0], start=word.start(), end=word.start() + names[0].end), cue
    return None


_DEFECTIVE_MIN = 4  # letters of a name read without its vowel letters
_GERESH = re.compile("['’\u05f3]")


_VOWEL_LETTER = re.compile("(?<=[^ וי])[וי](?=[^ וי])")


def _defective(word: str) -> str:
    """A Hebrew word without the vav and yod that write its vowels: not its first or last
    letter, nor a doubled one, which is a consonant ("מטולה" as "מטלה"; "חווארה" stays)."""
    return _VOWEL_LETTER.sub("", word)


def _without_in(word: str) -> str:
    """A unit word without its joined "in", "and in" or "that is in" ("בכפר" as "כפר")."""
    for prefix in ("ושב", "שב", "וב", "ב"):
        if word.startswith(prefix) and word[len(prefix):] in _HEBREW_IN:
            return word[len(prefix):]
    return word


def _hebrew_dated_town(
    text: str, names: list[tuple[NameMatch, str | None]]
) -> NameMatch | None:
    """The town of the caption's last "town, date" sentence ("שדרות, יום ראשון, 8 באוקטובר
    2023."), if the gazetteer knows it; the town is all the sentence holds before its date
    ("עומס בחיפה ותל אביב, 7 במרץ 2023", traffic in Haifa and Tel Aviv, is a story's)."""
    for match in reversed(list(_HEBREW_DATED_TOWN.finditer(text))):
        start, end = match.span("town")
        for name, _ in names:
            if name.start == start and name.end == end:
                return name
    return None
