"""The event place of a caption written in a script with spaces but no capitals: Arabic,
Persian and Urdu in Arabic script, Hindi in Devanagari, Bengali.

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

Failing one, the first town the text places: after "في" or Persian "در" (in), joined to
"ب" (in), before Hindi "में" or Urdu "میں" (in), with Bengali's locative, or after a
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
from typing import TYPE_CHECKING

from gazetteer import fold_arabic

from .agencies import arabic_house_tags
from .sentences import sentence_starts

if TYPE_CHECKING:
    from gazetteer import Gazetteer, NameMatch, Resolution

__all__ = ["CASELESS_SCRIPT", "read_caseless_place"]

_ARABIC_LETTERS = "\u0620-\u064a\u066e-\u06d3\u06d5"
_INDIC_LETTERS = "\u0900-\u0963\u0970-\u09e5\u09f0-\u09ff"  # (not their digits and dandas)
CASELESS_SCRIPT = re.compile(f"[{_ARABIC_LETTERS}{_INDIC_LETTERS}]{{2}}")
_WORD = f"[{_ARABIC_LETTERS}{_INDIC_LETTERS}\u064b-\u065f\u0670]+"
# a dateline: one to three words opening the caption, then the house's marks or the date
_DATELINE = re.compile(  # (Dainik Bhaskar's and Amar Ujala's town ends with a danda: "सागर।")
    rf"\s*(?P<town>{_WORD}(?:[ \u200c]{_WORD}){{0,2}}?)[ \t]*(?:[-–—/(:،,।۔]|\d|في\s+\d)")
# the words before a name that place the event in it: "in", then the unit words (Arabic
# city, town, village, camp, neighbourhood's city; Persian city, village, county), with or
# without a joined "in" ("بمدينة") or "and" ("ومدينة")
_IN = frozenset({"في", "فى", "در", "داخل", "بداخل"})
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
    "بازار", "خیابان", "باغ", "ٹینک", "آزادی", "انقلاب", "مالی", "باہر", "فلسطین",
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
_OF_AFTER = re.compile(r"\s(?:کے|کی|کا|के|की|का)\s")
# words "بـ" also begins, which a name never follows as "in": a preposition's own ("بين",
# between; "بعد", after; "بسبب", because of)
_JOINED = ("وب", "ول", "ب", "و", "ل", "ف")
# Bengali's locative endings joined to a name ("কলকাতায়", "ঢাকাতে", "শহরে")
_BENGALI_IN = ("তে", "য়", "ে")
_BENGALI_OF = ("ের", "র")  # its genitive ("চট্টগ্রামের পতেঙ্গা", Patenga of Chattogram)
_BENGALI = re.compile("[\u0980-\u09ff]")


def read_caseless_place(
    text: str, gaz: Gazetteer, home: str | None = None
) -> tuple[NameMatch, Resolution] | None:
    """The town a caption in Arabic, Devanagari or Bengali script gives as its place, with
    its resolution (offsets into ``text``), or None. ``home`` is the house's country ("SY"
    for SANA): its towns come first for a name many countries share ("طرابلس", Tripoli)."""
    names = _names(text, gaz)
    if not names:
        return None
    named = tuple(dict.fromkeys(
        ([home] if home else []) + [n.country_code for n, _ in names
                                    if "country" in n.kinds and n.country_code
                                    and n.key not in _WORDS]  # ("مالی", financial: no Mali)
    ))
    countries = named or _script_countries(text)
    first = () if named else _first_of_script(text)
    dateline = _dateline_town(text, names)
    # (a name of two letters is as often a word: "حي", a quarter, is Iran's village Hey)
    placed = [(n, cue) for n, cue in names
              if cue and n is not dateline and (cue == "unit" or n.key not in _WORDS)
              and n.key.split()[-1] not in _INDIC_WORDS
              and (cue == "unit" or len(n.key.replace(" ", "")) > 2)]
    towns = [(n, cue) for n, cue in placed if cue != "area" and not _is_country(n)]
    if dateline is not None:
        at = (_resolve(gaz, dateline, first, bound=True) if first else None) \
            or _resolve(gaz, dateline, countries, bound=False)
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
    # a town the text places is of the house's country, of one the text names or of the
    # script's: "في سال ۱۳۵۷" is "in the year 1357", not Jordan's Sāl; "في حي بابا عمرو",
    # Homs's quarter, not Nigeria's Aba. Failing any, one a unit word calls a town, or a
    # city of note ("بالدوحة" in an AFP caption naming only Portugal)
    for name, _ in order:
        resolution = _resolve(gaz, name, countries, bound=True) \
            or _resolve(gaz, name, _script_countries(text), bound=True)
        if resolution is not None:
            return name, resolution
    for name, cue in order:
        if cue == "unit" or name.population >= _CITY_OF_NOTE:
            resolution = _resolve(gaz, name, (), bound=False)
            if resolution is not None:
                return name, resolution
    return None


_CITY_OF_NOTE = 100_000  # (a common word's namesake village is smaller)


def _script_countries(text: str) -> tuple[str, ...]:
    """The countries that write in the caption's script, for a caption that names none and
    whose house is not known: Urdu's letters Pakistan's and India's, Persian's Iran's and
    Afghanistan's, Devanagari India's and Nepal's, Bengali Bangladesh's and India's, Arabic
    alone the Arab world's (a village named like a common word is no place elsewhere); the
    first of them is tried first (see :func:`_first_of_script`)."""
    if _URDU.search(text):
        return ("PK", "IN")
    if _PERSIAN.search(text):
        return ("IR", "AF", "TJ")
    if _DEVANAGARI.search(text):
        return ("IN", "NP")
    if _BENGALI.search(text):
        return ("BD", "IN")
    return _ARAB_COUNTRIES


def _first_of_script(text: str) -> tuple[str, ...]:
    """The country that writes most in the caption's script, Urdu's Pakistan ("حیدرآباد:"
    is Pakistan's Hyderabad in Urdu), Bengali's Bangladesh, Persian's Iran, or Afghanistan
    when its words say so ("ولسوالی", a district; its months, "حمل", "میزان"); () for
    Arabic's many."""
    countries = _script_countries(text)
    if countries[:1] == ("IR",) and _AFGHAN.search(text):
        return ("AF",)
    return countries[:1] if countries is not _ARAB_COUNTRIES else ()


_AFGHAN = re.compile(r"ولسوالی|ولایت|افغانستان|افغان|کابل|(?<![\u0600-\u06ff])(?:حمل|ثور|جوزا"
                     r"|سرطان|اسد|سنبله|میزان|عقرب|قوس|جدی|دلو|حوت) [۰-۹\d]{4}")


_URDU = re.compile("[ٹڈڑںھےۓ]")
_PERSIAN = re.compile("[پچژگ]|[یک](?![\u0600-\u06ff]*[ةى])")
_DEVANAGARI = re.compile("[\u0900-\u097f]")
_ARAB_COUNTRIES = ("SA", "AE", "QA", "KW", "BH", "OM", "YE", "IQ", "SY", "LB", "JO", "PS",
                   "EG", "LY", "TN", "DZ", "MA", "SD", "MR", "SO", "DJ", "KM", "IL")


def _names(text: str, gaz: Gazetteer) -> list[tuple[NameMatch, str | None]]:
    """Every name in ``text`` (as written, without a joined "in"/"and": "بدمشق" as "دمشق",
    or without a Bengali case ending: "কলকাতায়" as "কলকাতা"), with the word that places it:
    "in", "unit", "area" or None."""
    words = set(re.findall(_WORD, text))
    found: dict[int, tuple[NameMatch, bool]] = {
        n.start: (n, False) for n in gaz.find_names(text, any_case=True)}
    readings = [_joined_readings(words, longest=True), _joined_readings(words, longest=False)]
    if _BENGALI.search(text):  # (and "কলকাতায়" is "কলকাতা" in its locative, "কলকাতার" its genitive)
        readings.append({w: w[: -len(e)] for w in words for e in _BENGALI_IN
                         if w.endswith(e) and len(w) - len(e) >= 3})
        readings.append({w: w[: -len(e)] for w in words for e in _BENGALI_OF
                         if w.endswith(e) and len(w) - len(e) >= 3})
    for read_as in readings:  # "وبغزة" is "و" + "ب" + "غزة"; "وبغداد" is "و" + "بغداد"
        for name in gaz.find_names(text, any_case=True, read_as=read_as):
            if name.text.split()[0] in read_as and name.start not in found:
                found[name.start] = (name, True)
    out = []
    for name, stripped in sorted(found.values(), key=lambda f: f[0].start):
        before = text[max(0, name.start - 40) : name.start].split()
        last = before[-1] if before else ""
        cue = None
        if stripped and name.text.startswith(("ب", "وب")):
            cue = "in"  # "بدمشق", "وبغزة"
        elif stripped and name.text.endswith(_BENGALI_IN):
            cue = "in"  # "কলকাতায়"
        elif stripped and name.text.endswith(_BENGALI_OF):
            cue = "area"  # "কলকাতার কুমারটুলিতে": the city whose quarter it is, failing a finer
        elif text.startswith(_IN_AFTER, name.end + 1) or _IN_ITS_PROVINCE.match(text, name.end):
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
        elif _OF_AFTER.match(text, name.end):
            cue = "area"  # "لاہور کے حلقہ ...": the town whose part it is, failing another
        out.append((name, cue))
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
