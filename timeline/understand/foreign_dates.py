"""Dates written in other languages and scripts, and in a few houses' own forms.

The pattern of :mod:`.date_mentions` reads the English forms; the agencies that
write in other languages give the date in their own words, read here::

    5 de marzo de 2024, 21 de março de 2023   EFE, Notimex, Agência Brasil
    le 1er mars 2024, am 5. März 2024         AFP's French desk, dpa
    5 Mart 2024, 22. ožujka 2020.             Anadolu, Hina
    2023-yil 26-avgust, 2024 jylğy 4 şılde    UzA, Kazinform, TDH, Azertac: the year first
    2019-yil avgust, 30 апрели соли 2021      Gazeta.uz's month; Khovar's "of the year"
    tháng 9/2023, tối 31-5, ngày 30/8/2025    VnExpress, Tuổi Trẻ, TTXVN
    15 травня 2024 року, 9 мая 2024           Ukrinform, TASS
    en mars 2024, im Juli 2021                a month and a year, no day
    Huwebes, Enero 9, 2025                    Filipino: the month first
    Bicske, 2015. szeptember 4.               MTI: the year first
    GUADALAJARA, JALISCO, 08MARZO2020.-       Cuartoscuro: glued in capitals
    Addis Ababa, February 17/2024 (ENA)       ENA: the year after a slash
    Conakry, 21 sept. 2025 (AGP)              French abbreviations; Malay's "pada 9 Januari"
    Ciudad Juárez (México), 28 mar (EFE).-    a wire's day and month, no year (its year the
    Pisco, ago. 17 (ANDINA).                  text's full date or its stamp's, "© 2024 Lusa")
    4 Siulai 2015, 14 ni Tiseba, 2022         the Pacific's languages (.pacific_dates)
    11.XI.2024, Aug. '69, the second of June, nineteen fifty-three   (.date_forms)
    1445/12/09هـ, כ"ח באייר תשפ"ד, Falgun 25, 2080   other calendars (.calendars)

and the Japanese and Chinese "2024年1月28日" (Kyodo, Xinhua), with what Chinese captions
write beside it: Taiwan's years of the Republic ("113年1月1日" in CNA's byline, "110年5月"
in its text), a day of the month alone ("12月20日"), and the day a Hong Kong paper tells
from its page's date ("2023年12月25日 星期一 ... 昨日（24日）"); a lunar day ("农历8月15日")
is none; the picture's own day a later sentence gives ("这是4月15日在结古镇拍摄的", "圖為8月11日
空拍畫面"). Holidays of a fixed day name it: "on Boxing Day", "á gamlárskvöld 2019", "på julafton".

Each form is read whole, never a month word alone: "mars", "set" and "mai" are
as often words of their languages. A pass runs only where a cheap test (a year
after a month word, a digit glued to capitals, "年") says its form may stand,
and each date it finds is qualified by its clause as the pattern's are.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterable

from .calendars import (
    BUDDHIST_ERA,
    JAPANESE_ERAS,
    REPUBLIC_ERA,
    calendar_mentions,
    solar_hijri_day,
    solar_hijri_to_gregorian,
    this_year,
)
from .date_forms import date_form_mentions
from .date_mentions import (
    MON,
    MONTH_OF,
    MONTHS,
    YEAR,
    DateMention,
    day_mention,
    drop_overlapping,
    edition_year,
    full_year,
    valid,
    with_added,
)
from .ethiopic_dates import ethiopic_dates
from .month_words import AFRICAN_MONTHS, BENGALI_MONTHS, DEVANAGARI_MONTHS, MONTHS_THAT_ARE_TOWNS
from .pacific_dates import KEYS as PACIFIC_KEYS
from .pacific_dates import month_before as pacific_month_before
from .pacific_dates import pacific_date
from .south_asian_dates import (
    bengali_mentions,
    burmese_mentions,
    dzongkha_mentions,
    nepali_mentions,
)
from .text import (
    BURMESE_LETTER,
    DEVANAGARI_LETTER,
    ETHIOPIC_LETTER,
    INDIC_LETTER,
    KANA,
    SOUTH_INDIC_LETTER,
)
from .unspaced import KOREAN_DATELINE

# what :func:`.date_mentions.find_date_mentions` reads other languages with
__all__ = [
    "FOREIGN_MONTH_WORDS",
    "field_value_mentions",
    "foreign_mentions",
    "foreign_month_before",
    "foreign_month_day_before",
    "other_form_mentions",
]


# Agencies that write in other languages give the full date in their own words: EFE,
# Notimex, Agência Brasil ("5 de marzo de 2024", "21 de março de 2023"), AFP's French
# desk ("le 1er mars 2024"), dpa ("am 5. März 2024"), ANSA ("il 5 marzo 2024"), ANP
# ("5 maart 2024"), Anadolu ("5 Mart 2024"), Antara ("5 Maret 2024"). Read in that
# full form only: a month word alone is too often a word of the language ("mars").
_FOREIGN_MONTHS = {
    # Spanish, Portuguese
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
    "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11,
    "diciembre": 12, "janeiro": 1, "fevereiro": 2, "março": 3, "maio": 5, "junho": 6,
    "julho": 7, "setembro": 9, "outubro": 10, "novembro": 11, "dezembro": 12,
    # French
    "janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6,
    "juillet": 7, "août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11,
    "décembre": 12, "decembre": 12,
    # Spanish and Portuguese abbreviations unlike English ones (Lusa's "01 abr 2021"):
    # "set", "out" and "ago" are English words too, but read only between a day and a year
    "ene": 1, "fev": 2, "abr": 4, "ago": 8, "set": 9, "out": 10, "dic": 12, "dez": 12,
    # German (Austrian "Jänner")
    "januar": 1, "jänner": 1, "februar": 2, "märz": 3, "maerz": 3, "juni": 6, "juli": 7,
    "oktober": 10, "dezember": 12,
    # Italian
    "gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7,
    "settembre": 9, "ottobre": 10, "dicembre": 12,
    # ... and ANSA's abbreviations unlike the others' ("ROMA, 12 giu (ANSA) -")
    "gen": 1, "mag": 5, "giu": 6, "lug": 7, "ott": 10,
    # Dutch, and Afrikaans (Beeld's, Rapport's "Vrydag 22 Januarie 2016": its "Junie" and
    # "Julie" are names too, read as a month with no day only in lower case)
    "januari": 1, "februari": 2, "maart": 3, "mei": 5, "augustus": 8,
    "januarie": 1, "junie": 6, "julie": 7,
    # Turkish
    "ocak": 1, "şubat": 2, "mart": 3, "nisan": 4, "mayıs": 5, "haziran": 6, "temmuz": 7,
    "ağustos": 8, "eylül": 9, "ekim": 10, "kasım": 11, "aralık": 12,
    # Indonesian, Malay
    "maret": 3, "agustus": 8, "desember": 12, "mac": 3, "ogos": 8, "disember": 12,
    "okt": 10, "dis": 12,  # Bernama's abbreviations: "9 Okt", "31 Dis"
    # Finnish (Lehtikuva's "1. joulukuuta 2023"), Greek transliterated (ANA-MPA's "14 Iouliou")
    "tammikuuta": 1, "helmikuuta": 2, "maaliskuuta": 3, "huhtikuuta": 4, "toukokuuta": 5,
    "kesäkuuta": 6, "heinäkuuta": 7, "elokuuta": 8, "syyskuuta": 9, "lokakuuta": 10,
    "marraskuuta": 11, "joulukuuta": 12,
    # (and in the inessive, a month with its year: "heinäkuussa 2019", in July 2019)
    "tammikuussa": 1, "helmikuussa": 2, "maaliskuussa": 3, "huhtikuussa": 4,
    "toukokuussa": 5, "kesäkuussa": 6, "heinäkuussa": 7, "elokuussa": 8, "syyskuussa": 9,
    "lokakuussa": 10, "marraskuussa": 11, "joulukuussa": 12,
    "ianouariou": 1, "fevrouariou": 2, "martiou": 3, "apriliou": 4, "maiou": 5, "iouniou": 6,
    "iouliou": 7, "avgoustou": 8, "septemvriou": 9, "oktovriou": 10, "noemvriou": 11,
    "dekemvriou": 12,
    # Greek (ANA-MPA's "Τετάρτη 29 Μαΐου 2019"; May also without its accent)
    "ιανουαρίου": 1, "φεβρουαρίου": 2, "μαρτίου": 3, "απριλίου": 4, "μαΐου": 5, "μαιου": 5,
    "ιουνίου": 6, "ιουλίου": 7, "αυγούστου": 8, "σεπτεμβρίου": 9, "οκτωβρίου": 10,
    "νοεμβρίου": 11, "δεκεμβρίου": 12,
    # Swahili (Mwananchi's "Aprili 25, 2024")
    "machi": 3, "aprili": 4, "julai": 7, "agosti": 8, "septemba": 9,  # ("juni": German's, above)
    "oktoba": 10, "novemba": 11, "desemba": 12,
    # Dutch, Swedish, Danish and Norwegian write the English-looking months in lower case
    # ("woensdag 27 april 2022"), which the English pattern does not take; "marts",
    # "augusti" are Danish and Swedish
    "april": 4, "august": 8, "augusti": 8, "september": 9, "november": 11, "december": 12,
    "marts": 3,
    # French abbreviations, with or without their dot (TAP's "17 déc. 2020")
    "janv": 1, "févr": 2, "fevr": 2, "avr": 4, "juil": 7, "sept": 9, "déc": 12, "dec": 12,
    # the abbreviations Spanish and Portuguese datelines share with English, written in
    # lower case ("Santa Cruz, 10 nov 2022 (ABI)", "Porto, 03 mar 2024 (Lusa)")
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "aug": 8, "sep": 9, "oct": 10, "nov": 11,
    # ("mai" is French above, "jun" and "jul" Serbian below)
    # Czech and Slovak (ČTK's "21. prosince 2023", TASR's "15. mája 2024")
    "ledna": 1, "února": 2, "března": 3, "dubna": 4, "května": 5, "června": 6,
    "července": 7, "srpna": 8, "září": 9, "října": 10, "listopadu": 11, "prosince": 12,
    "januára": 1, "februára": 2, "marca": 3, "apríla": 4, "mája": 5, "júna": 6, "júla": 7,
    "augusta": 8, "septembra": 9, "októbra": 10, "novembra": 11, "decembra": 12,
    # Polish ("listopada" is November here, October in Croatian: see _month_of)
    "stycznia": 1, "lutego": 2, "kwietnia": 4, "maja": 5, "czerwca": 6, "lipca": 7,
    "sierpnia": 8, "września": 9, "października": 10, "listopada": 11, "grudnia": 12,
    # Croatian (Hina's "22. ožujka 2020.")
    "siječnja": 1, "veljače": 2, "ožujka": 3, "travnja": 4, "svibnja": 5, "lipnja": 6,
    "srpnja": 7, "kolovoza": 8, "rujna": 9, "studenoga": 11, "studenog": 11, "prosinca": 12,
    # Serbian and Bosnian in Latin script, Slovene (Tanjug's "15. marta 2025.")
    "januara": 1, "februara": 2, "marta": 3, "aprila": 4, "maj": 5, "juna": 6, "jun": 6,
    "jula": 7, "jul": 7, "avgust": 8, "avgusta": 8, "septembar": 9, "oktobar": 10,
    "oktobra": 10, "novembar": 11, "decembar": 12, "marec": 3, "junija": 6, "julija": 7,
    # Romanian (Agerpres's "31 octombrie 2015")
    "ianuarie": 1, "februarie": 2, "martie": 3, "aprilie": 4, "iunie": 6, "iulie": 7,
    "septembrie": 9, "octombrie": 10, "noiembrie": 11, "decembrie": 12,
    # Bulgarian transliterated (BTA's Latin wire: "1 yanuari 2026")
    "yanuari": 1, "fevruari": 2, "yuni": 6, "yuli": 7, "septemvri": 9, "oktomvri": 10,
    "noemvri": 11, "dekemvri": 12,
    # Filipino, which writes the month first ("Huwebes, Enero 9, 2025")
    "pebrero": 2, "marso": 3, "hunyo": 6, "hulyo": 7, "setyembre": 9, "oktubre": 10,
    "nobyembre": 11, "disyembre": 12,
    # Ukrainian and Russian, in Cyrillic (Ukrinform's "15 травня 2024 року", TASS's "9 мая")
    "січня": 1, "лютого": 2, "березня": 3, "квітня": 4, "травня": 5, "червня": 6,
    "липня": 7, "серпня": 8, "вересня": 9, "жовтня": 10, "листопада": 11, "грудня": 12,
    "января": 1, "февраля": 2, "марта": 3, "апреля": 4, "мая": 5, "июня": 6, "июля": 7,
    "августа": 8, "сентября": 9, "октября": 10, "ноября": 11, "декабря": 12,
    # Bulgarian, Serbian and Macedonian in Cyrillic (BTA's "12 януари 2022 г.", Tanjug's
    # "1. новембра 2025.")
    "януари": 1, "февруари": 2, "март": 3, "април": 4, "май": 5, "юни": 6, "юли": 7,
    "август": 8, "септември": 9, "октомври": 10, "ноември": 11, "декември": 12,
    "јануар": 1, "јануара": 1, "фебруар": 2, "фебруара": 2, "априла": 4,  # ("марта",
    "мај": 5, "маја": 5, "јун": 6, "јуна": 6, "јул": 7, "јула": 7,  # "августа": Russian's)
    "септембар": 9, "септембра": 9, "октобар": 10, "октобра": 10, "новембар": 11,
    "новембра": 11, "децембар": 12, "децембра": 12, "јануари": 1,
    # the months' own names before a year, with no day (PAP's "Wrocław, lipiec 1997",
    # ČTK's "červenec 1997", Hina's "srpanj 1995", Ukrinform's "листопад 2013")
    "styczeń": 1, "luty": 2, "marzec": 3, "kwiecień": 4, "czerwiec": 6, "lipiec": 7,
    "sierpień": 8, "wrzesień": 9, "październik": 10, "grudzień": 12,
    "leden": 1, "únor": 2, "březen": 3, "duben": 4, "květen": 5, "červen": 6,
    "červenec": 7, "srpen": 8, "říjen": 10, "prosinec": 12,
    "siječanj": 1, "veljača": 2, "ožujak": 3, "travanj": 4, "svibanj": 5, "lipanj": 6,
    "srpanj": 7, "kolovoz": 8, "rujan": 9, "studeni": 11, "prosinac": 12,
    "січень": 1, "лютий": 2, "березень": 3, "квітень": 4, "травень": 5, "червень": 6,
    "липень": 7, "серпень": 8, "вересень": 9, "жовтень": 10, "листопад": 11, "грудень": 12,
    "январь": 1, "февраль": 2, "апрель": 4, "июнь": 6, "июль": 7, "сентябрь": 9,
    "октябрь": 10, "ноябрь": 11, "декабрь": 12, "јуни": 6, "јули": 7,
    "listopad": 11,  # November to the Poles and Czechs, October to the Croats: see _month_of
    # Arabic: the Gulf and Egypt's Gregorian months (SPA's "23 مايو 2024") and the Levant's
    "يناير": 1, "فبراير": 2, "مارس": 3, "أبريل": 4, "ابريل": 4, "مايو": 5, "يونيو": 6,
    "يوليو": 7, "أغسطس": 8, "اغسطس": 8, "سبتمبر": 9, "أكتوبر": 10, "اكتوبر": 10,
    "نوفمبر": 11, "ديسمبر": 12, "شباط": 2, "آذار": 3, "نيسان": 4, "أيار": 5, "حزيران": 6,
    "تموز": 7, "آب": 8, "أيلول": 9, "كانون الثاني": 1, "تشرين الأول": 10, "تشرين الثاني": 11,
    "كانون الأول": 12,
    # ... and the Levant's transliterated, as SANA's and Petra's Latin wires write them
    # ("Dimashq, 11 Adhar 2026"; "Nisan" and "Haziran" are read as Turkish's, above)
    "kanun al-thani": 1, "kanun ath-thani": 1, "shubat": 2, "adhar": 3, "ayyar": 5,
    "huzayran": 6, "tammuz": 7, "aylul": 9, "ailul": 9,
    "tishrin al-awwal": 10, "tishreen al-awwal": 10, "tishrin al-thani": 11,
    "tishreen al-thani": 11, "kanun al-awwal": 12,
    # the Maghreb's: Morocco's "شتنبر", "دجنبر", Algeria's "فيفري", "جويلية", "أوت"
    "فيفري": 2, "أفريل": 4, "ماي": 5, "جوان": 6, "جويلية": 7,
    "يوليوز": 7, "أوت": 8, "غشت": 8, "شتنبر": 9, "نونبر": 11, "دجنبر": 12,
    # Hindi's and Nepal's (month_words.DEVANAGARI_MONTHS, below), Urdu (APP's "7 نومبر
    # 2024"), Bengali (BSS's "২১ ফেব্রুয়ারি, ২০২৪": month_words.BENGALI_MONTHS)
    "جنوری": 1, "فروری": 2, "مارچ": 3, "اپریل": 4, "مئی": 5, "جون": 6, "جولائی": 7,
    "اگست": 8, "ستمبر": 9, "اکتوبر": 10, "نومبر": 11, "دسمبر": 12,
    **DEVANAGARI_MONTHS,
}  # fmt: skip
_FOREIGN_MONTHS |= BENGALI_MONTHS  # (their spellings: "অগাস্ট", "জানুয়ারী" ...)
# Africa's languages in Latin letters (see :mod:`.month_words`); Zulu's and Xhosa's months are
# below
_FOREIGN_MONTHS |= AFRICAN_MONTHS
# Europe's smaller languages: Albanian (ATA's "27 nëntor 2019"), Icelandic and Faroese
# ("10. nóvember 2023"), Irish ("23 Bealtaine 2015", "Meán Fómhair"), Welsh ("5 Awst 2024"),
# Catalan ("l'1 d'octubre del 2017"), Galician ("25 de xullo de 2013"), Maltese ("22 ta'
# Ottubru 2017"), Estonian, its adessive too ("26. jaanuaril 2024"), Romansh ("17 da
# november 2024"), Slovene's genitives; Basque, Latvian, Lithuanian and Sámi write the year
# or the month first (see _YEAR_FIRST_DATE)
_FOREIGN_MONTHS |= {
    "janar": 1, "shkurt": 2, "prill": 4, "qershor": 6, "korrik": 7, "gusht": 8,
    "shtator": 9, "tetor": 10, "nëntor": 11, "dhjetor": 12,
    "janúar": 1, "febrúar": 2, "apríl": 4, "maí": 5, "júní": 6, "júlí": 7, "ágúst": 8,
    "október": 10, "nóvember": 11,
    "eanáir": 1, "feabhra": 2, "márta": 3, "aibreán": 4, "bealtaine": 5, "meitheamh": 6,
    "iúil": 7, "lúnasa": 8, "meán fómhair": 9, "deireadh fómhair": 10, "samhain": 11,
    "nollaig": 12,
    "ionawr": 1, "chwefror": 2, "mawrth": 3, "ebrill": 4, "mehefin": 6, "gorffennaf": 7,
    "awst": 8, "medi": 9, "hydref": 10, "tachwedd": 11, "rhagfyr": 12,
    "gener": 1, "febrer": 2, "març": 3, "maig": 5, "juny": 6, "juliol": 7, "agost": 8,
    "setembre": 9,
    "desembre": 12,
    "xaneiro": 1, "febreiro": 2, "xuño": 6, "xullo": 7, "decembro": 12,
    "jannar": 1, "frar": 2, "marzu": 3, "mejju": 5, "ġunju": 6, "lulju": 7, "awwissu": 8,
    "settembru": 9, "ottubru": 10, "novembru": 11, "diċembru": 12,
    "jaanuar": 1, "veebruar": 2, "märts": 3, "aprill": 4, "juuni": 6, "juuli": 7,
    "oktoober": 10, "detsember": 12, "jaanuaril": 1, "veebruaril": 2, "märtsil": 3,
    "aprillil": 4, "juunil": 6, "juulil": 7, "augustil": 8, "septembril": 9,
    "oktoobril": 10, "novembril": 11, "detsembril": 12,
    "schaner": 1, "favrer": 2, "avrigl": 4, "matg": 5, "zercladur": 6, "fanadur": 7,
    "avust": 8, "settember": 9, "october": 10, "marz": 3,
    "januarja": 1, "februarja": 2,
}  # fmt: skip
# India's scripts and Sinhala: the English months as they write them (The Hindu Tamil's
# "டிச. 2, 2015" and "ஜன.2", Eenadu's "ఏప్రిల్ 16", Mathrubhumi's "2012 ഏപ്രിൽ 26", Ajit's "23
# ਅਕਤੂਬਰ 2014", Divya Bhaskar's "31 ઓક્ટોબર, 2022", Lokmat's "२५ जुलै २०२४", Sambad's, the
# Assamese papers' "২৮ জুন ২০১২", Lankadeepa's "2022 ජූලි 09"); the year first is read by
# _YEAR_MONTH_DAY
_INDIC_MONTHS = (
    ("ஜனவரி ஜன", "பிப்ரவரி பிப்", "மார்ச்", "ஏப்ரல் ஏப்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட் ஆகஸ்டு ஆக",
     "செப்டம்பர் செப்", "அக்டோபர் அக்", "நவம்பர் நவ", "டிசம்பர் டிச"),
    ("జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జూలై జులై", "ఆగస్టు ఆగస్ట్",
     "సెప్టెంబర్ సెప్టెంబరు", "అక్టోబర్ అక్టోబరు", "నవంబర్ నవంబరు", "డిసెంబర్ డిసెంబరు"),
    ("ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്", "ഏപ്രിൽ", "മേയ് മെയ്", "ജൂൺ", "ജൂലൈ ജൂലായ്",
     "ഓഗസ്റ്റ് ആഗസ്റ്റ്", "സെപ്റ്റംബർ", "ഒക്ടോബർ", "നവംബർ", "ഡിസംബർ"),
    ("ಜನವರಿ", "ಫೆಬ್ರವರಿ", "ಮಾರ್ಚ್", "ಏಪ್ರಿಲ್", "ಮೇ", "ಜೂನ್", "ಜುಲೈ", "ಆಗಸ್ಟ್", "ಸೆಪ್ಟೆಂಬರ್",
     "ಅಕ್ಟೋಬರ್", "ನವೆಂಬರ್", "ಡಿಸೆಂಬರ್"),
    ("જાન્યુઆરી", "ફેબ્રુઆરી", "માર્ચ", "એપ્રિલ", "મે", "જૂન", "જુલાઈ", "ઓગસ્ટ ઑગસ્ટ",
     "સપ્ટેમ્બર", "ઓક્ટોબર ઑક્ટોબર", "નવેમ્બર", "ડિસેમ્બર"),
    ("ਜਨਵਰੀ", "ਫ਼ਰਵਰੀ ਫਰਵਰੀ", "ਮਾਰਚ", "ਅਪ੍ਰੈਲ ਅਪਰੈਲ", "ਮਈ", "ਜੂਨ", "ਜੁਲਾਈ", "ਅਗਸਤ",
     "ਸਤੰਬਰ", "ਅਕਤੂਬਰ", "ਨਵੰਬਰ", "ਦਸੰਬਰ"),
    ("ଜାନୁଆରୀ ଜାନୁଆରି", "ଫେବୃଆରୀ ଫେବ୍ରୁଆରୀ", "ମାର୍ଚ୍ଚ", "ଏପ୍ରିଲ", "ମେ", "ଜୁନ", "ଜୁଲାଇ", "ଅଗଷ୍ଟ",
     "ସେପ୍ଟେମ୍ବର", "ଅକ୍ଟୋବର", "ନଭେମ୍ବର", "ଡିସେମ୍ବର"),
    ("जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर",
     "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर"),
    ("জানুৱাৰী জানুৱাৰি", "ফেব্ৰুৱাৰী ফেব্ৰুৱাৰি", "মাৰ্চ", "এপ্ৰিল", "মে", "জুন", "জুলাই",
     "আগষ্ট", "ছেপ্টেম্বৰ চেপ্টেম্বৰ", "অক্টোবৰ", "নৱেম্বৰ", "ডিচেম্বৰ"),
    ("ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්රේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු",
     "සැප්තැම්බර්", "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්"),
)
_FOREIGN_MONTHS |= {name.replace("\u200d", ""): month for script in _INDIC_MONTHS
                    for month, names in enumerate(script, 1) for name in names.split()}
# Georgian (Interpressnews' "26 ივნისი, 2024", the dative "14 ოქტომბერს") and Armenian
# (Armenpress's "հոկտեմբերի 5, 2019", the months in the genitive, as dates write them); the
# year first is read by _YEAR_FIRST_DATE
_GEORGIAN_MONTHS = ("იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი",
                    "აგვისტო", "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი")
_ARMENIAN_MONTHS = ("հունվարի", "փետրվարի", "մարտի", "ապրիլի", "մայիսի", "հունիսի", "հուլիսի",
                    "օգոստոսի", "սեպտեմբերի", "հոկտեմբերի", "նոյեմբերի", "դեկտեմբերի")
_CAUCASIAN_MONTHS = {form: month for month, name in enumerate(_GEORGIAN_MONTHS, 1)
                     for form in (name, name[:-1] + "ს", name + "ს")}
_CAUCASIAN_MONTHS |= {name: month for month, name in enumerate(_ARMENIAN_MONTHS, 1)}
_FOREIGN_MONTHS |= _CAUCASIAN_MONTHS
# Kurdish: Sorani in Arabic script, the months with the izafe's "ی" ("25ی ئەیلوولی 2017",
# Rudaw's), and Kurmanji, with its "a" and "ê" ("3'ê Îlona 2019'an", "12 Adar 2024", ANF's)
_SORANI_MONTHS = ("کانوونی دووەم", "شوبات", "ئازار", "نیسان", "ئایار", "حوزەیران", "تەممووز",
                  "ئاب", "ئەیلوول", "تشرینی یەکەم", "تشرینی دووەم", "کانوونی یەکەم")
_FOREIGN_MONTHS |= {form: month for month, name in enumerate(_SORANI_MONTHS, 1)
                    for form in (name, name + "ی")}
_KURMANJI_MONTHS = ("kanûna paşîn", "sibat", "adar", "nîsan", "gulan", "hezîran", "tîrmeh",
                    "tebax", "îlon", "cotmeh", "mijdar", "kanûna pêşîn")
_FOREIGN_MONTHS |= {form: month for month, name in enumerate(_KURMANJI_MONTHS, 1)
                    for form in (name, name + "a", name + "ê") if not name.endswith("n a")}
# Tajik, in Cyrillic, the month with its izafe: Khovar's "15 марти 2024"
_FOREIGN_MONTHS |= {name + "и": month for month, name in enumerate(
    ("январ", "феврал", "март", "апрел", "май", "июн", "июл", "август", "сентябр", "октябр",
     "ноябр", "декабр"), 1)}
# Zulu's months (Isolezwe's "ziyi-12 kuNtulikazi 2021") and Xhosa's (the Daily Dispatch's
# "umhla we-15 kweyoMnga 2013"), with the prefixes of "in" glued to them
_ZULU_MONTHS = ("masingana", "nhlolanja", "ndasa", "mbasa", "nhlaba", "nhlangulana",
                "ntulikazi", "ncwaba", "mandulo", "mfumfu", "lwezi", "zibandlela")
_XHOSA_MONTHS = ("eyomqungu", "eyomdumba", "eyokwindla", "utshazimpuzi", "ucanzibe",
                 "eyesilimela", "eyekhala", "eyethupha", "eyomsintsi", "eyedwarha",
                 "eyenkanga", "eyomnga")
_FOREIGN_MONTHS |= {prefix + stem: month for month, stem in enumerate(_ZULU_MONTHS, 1)
                    for prefix in ("u", "ku", "ka")}
_FOREIGN_MONTHS |= {prefix + stem: month for month, stem in enumerate(_XHOSA_MONTHS, 1)
                    for prefix in ("", "kw", "k")}
# Hebrew (Flash90's, the GPO's and the papers' "3 באוקטובר 2024"): the month with "in"
# joined to it after a day, without it in a month and year ("ינואר 2024"); "מרס" is the
# Academy's spelling of March
_HEBREW_MONTHS = ("ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט",
                  "ספטמבר", "אוקטובר", "נובמבר", "דצמבר")
_FOREIGN_MONTHS |= {form: month for month, name in enumerate(_HEBREW_MONTHS, 1)
                    for form in (name, "ב" + name)} | {"מרס": 3, "במרס": 3}
# Belarusian (BelTA's "4 чэрвеня 2022"), in the genitive; "лістапада" and "снежня" are
# November and December ("студзеня", January)
_FOREIGN_MONTHS |= {
    "студзеня": 1, "лютага": 2, "сакавіка": 3, "красавіка": 4, "траўня": 5, "мая": 5,
    "чэрвеня": 6, "ліпеня": 7, "жніўня": 8, "верасня": 9, "кастрычніка": 10,
    "лістапада": 11, "снежня": 12,
}  # fmt: skip
# Azerbaijani, Uzbek, Kazakh and Turkmen in Latin letters (Azertac's "15 iyun 2021", UzA's
# "2023-yil 26-avgust", Kazinform's "2024 jylğy 4 şılde", TDH's "2023-nji ýylyň 12-nji
# dekabry"): the day before the month and a year after them are read with the others'; the
# year first, the day hyphened, the Azerbaijani genitive, by _turkic_latin_mentions. "may"
# is English's too, read only in lower case (see foreign_month_before)
_TURKIC_LATIN_MONTHS = {
    # Azerbaijani and Uzbek ("mart" and "avgust" are Turkish's and Serbian's too)
    "yanvar": 1, "fevral": 2, "mart": 3, "aprel": 4, "may": 5, "iyun": 6, "iyul": 7,
    "avqust": 8, "avgust": 8, "sentyabr": 9, "sentabr": 9, "oktyabr": 10, "oktabr": 10,
    "noyabr": 11, "dekabr": 12,
    # Kazakh, in the alphabet of 2021, of 2018 and without its letters
    "qañtar": 1, "aqpan": 2, "nauryz": 3, "säuır": 4, "mamyr": 5, "mausym": 6, "şılde": 7,
    "tamyz": 8, "qyrküiek": 9, "qazan": 10, "qaraşa": 11, "jeltoqsan": 12,
    "qańtar": 1, "naýryz": 3, "sáýir": 4, "maýsym": 6, "shilde": 7, "qyrkúiek": 9,
    "qyrkúıek": 9, "qarasha": 11, "qantar": 1, "sauir": 4, "qyrkuiek": 9,
    # Turkmen (and its "ý" written "y")
    "ýanwar": 1, "fewral": 2, "maý": 5, "iýun": 6, "iýul": 7, "awgust": 8, "sentýabr": 9,
    "oktýabr": 10, "noýabr": 11, "yanwar": 1,
}  # fmt: skip
_FOREIGN_MONTHS |= _TURKIC_LATIN_MONTHS
_POLISH_LETTERS = frozenset("łąęśźżńŁĄĘŚŹŻŃ")
# the last words of the months of several words in Latin letters ("sanza ya mibale",
# "meán fómhair")
_MONTH_LAST_WORDS = frozenset(name.rpartition(" ")[2] for name in _FOREIGN_MONTHS
                              if " " in name and not "\u0600" <= name[0] <= "\u06ff")
# Turkish dotless i folded to i: "MAYIS" lower-cases to "mayis", not "mayıs"
_FOREIGN_MONTHS = {name.replace("ı", "i"): month for name, month in _FOREIGN_MONTHS.items()}
_FOREIGN_MONTH = "|".join(sorted(_FOREIGN_MONTHS, key=len, reverse=True))
FOREIGN_MONTH_WORDS = _FOREIGN_MONTH  # (what .relative_days tells a date's own weekday by)
_ARABIC_MONTH = "|".join(sorted((m for m in _FOREIGN_MONTHS if "\u0600" <= m[0] <= "\u06ff"),
                                key=len, reverse=True))
_FOREIGN_DATE = re.compile(
    # (the Arab desks write the Levant's month beside Egypt's: AFP's "5 آب/أغسطس 2020",
    # Reuters' "13 سبتمبر أيلول 2023", "25 نوفمبر (تشرين الثاني) 2009"; Urdu's first day is
    # "یکم")
    # (Somali's day with its article, "14-ka", "8-dii"; Hausa's "10 ga"; Isolezwe's
    # "kuNtulikazi (July)")
    rf"(?<!\w)(\d{{1,2}}|یکم)(?:er|\.|º|°|-(?:ka|da|ta|kii|dii|tii)|ی|['’]ê)?"
    rf"(?:(?: de| ga| ta['’]| da)? | d['’])({_FOREIGN_MONTH})"  # (Catalan "d'octubre")
    rf"(?:\s?/\s?(?:{_FOREIGN_MONTH})| \(?(?:{_ARABIC_MONTH})\)?| \({MON}\))?\.?"
    rf"(?: de(?:l)?|,| a| соли)? ({YEAR})(?!\d)",  # (BSS: "২১ ফেব্রুয়ারি, ২০২৪"; "2017دا";
    # Tajik's "of the year": "30 апрели соли 2021")
    re.IGNORECASE)
# A month and a year with no day ("i februari 2011", "en mars 2024", "im Juli 2021",
# "Haziran 2021"): never for the short forms that are words of other languages ("set",
# "out", "ago", "jun"), nor for a capitalised word that may be a name (_MONTH_YEAR_NAMES).
_FOREIGN_MONTH_YEAR = re.compile(
    rf"\b({_FOREIGN_MONTH})\.?(?: de(?:l)?)? ({YEAR})\b", re.IGNORECASE)
_MONTH_YEAR_MIN_LETTERS = 4
# the Malay and Indonesian words before a month: "pada" (in), "bulan" (month)
_MONTH_WORDS_BEFORE = ("pada ", "bulan ", "Bulan ")
# the month first, as Filipino (and Spanish headlines) write it: "Enero 9, 2025"
_FOREIGN_MONTH_FIRST = re.compile(rf"(?<!\w)({_FOREIGN_MONTH})\.? ?(\d{{1,2}}), ({YEAR})\b",
                                  re.IGNORECASE)  # (and Tamil's "டிச. 2, 2015")
# (the months in India's scripts and Sinhala only: a pattern of all the languages' months
# takes four times as long to compile, at every start)
_INDIC_MONTH = "|".join(sorted((m for m in _FOREIGN_MONTHS if "\u0900" <= m[0] <= "\u0dff"),
                               key=len, reverse=True))
_INDIAN_DAY_MONTH = re.compile(
    rf"(?<![\d.])(?P<d>\d{{1,2}}) (?P<m>{_INDIC_MONTH})(?![\w\u0900-\u0dff])(?!,? \d)"
    rf"|(?<![\w\u0900-\u0dff])(?P<m2>{_INDIC_MONTH})\.? ?(?P<d2>\d{{1,2}})(?![\d.,/:])"
    rf"|(?<=, )(?P<d3>\d{{1,2}})।(?P<m3>\d{{1,2}})(?!\d)")


# a year its word or its "in" follows, which completes such a day: Tamil's "2010-ம் ஆண்டு"
# (the year 2010), "2025 में" and "२०११ मध्ये" (in), Kannada's "2023ರಲ್ಲಿ", Telugu's "2009లో",
# Gujarati's "2022માં", Punjabi's "2018 ਵਿੱਚ", Malayalam's "2024ൽ"
_INDIAN_YEAR = re.compile(rf"(?<!\d)({YEAR})(?=-?ம் ஆண்டு| में| मध्ये|ರಲ್ಲಿ|లో|માં| ਵਿੱਚ| ਵਿਚ|ൽ)")


# a background's year: "2009లో ప్రారంభమైన", "2015 में शुरू हुई", "2019ರಲ್ಲಿ ಆರಂಭವಾದ" (begun in)
_BEGUN_AFTER = re.compile(r"\S*\s*(?:\S+\s+)?(?:ప్రారంభ|शुरू|आरंभ|स्थापित|தொடங்க|ஆரம்ப|ಆರಂಭ|ആരംഭ"
                          r"|ਸ਼ੁਰੂ|શરૂ)")


# the year first, as Mathrubhumi and Lankadeepa write it: "2012 ഏപ്രിൽ 26", "2022 ජූලි 09" (and
# Prajavani's "2019ರ ಅಕ್ಟೋಬರ್ 8", the year with its genitive)
_YEAR_MONTH_DAY = re.compile(rf"(?<!\d)({YEAR})[^\s\d]{{0,3}} ({_INDIC_MONTH}) (\d{{1,2}})(?!\d)")
# capitalised month words that are also names or words of English ("Augusta 2020", NASA's
# "Mars 2020", "Marta", Turkish "Kasım", a name too): never read as a month with a year
_MONTH_YEAR_NAMES = frozenset({"mars", "augusta", "marta", "marca", "mart", "kasim", "maret",
                               *MONTHS_THAT_ARE_TOWNS, "medi",
                               "mawrth", "samhain", "nollaig", "frar", "gener",
                               "mai", "juni", "juli", "april", "august", "janeiro",  # "Rio de"
                               "junie", "julie", "adhar", "tammuz",  # (names too)
                               # the Slavic months' own names, written in lower case
                               "styczeń", "luty", "marzec", "kwiecień", "czerwiec",
                               "lipiec", "sierpień", "wrzesień", "październik", "grudzień",
                               "leden", "únor", "březen", "duben", "květen", "červen",
                               "červenec", "srpen", "říjen", "prosinec"})


def _indian_years(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the years India's scripts write with their word or their "in" (not a
    background's, "begun in")."""
    added = [DateMention("year", m.start(1), m.end(1), m[1], year=int(m[1]))
             for m in _INDIAN_YEAR.finditer(text)
             if _BEGUN_AFTER.match(text, m.end(), m.end() + 24) is None
             and not any(f.start < m.end() and m.start() < f.end for f in found)]
    return with_added(text, [*found, *added], added) if added else found


def _indian_day(text: str, match: re.Match[str]) -> tuple[None, int, int] | None:
    """(None, month, day) of a day and a month in India's scripts (see _INDIAN_DAY_MONTH)."""
    if match["m3"]:  # (in the dateline only: "ପୁରୀ, ୨୦।୬ (ସମିସ):")
        return (None, int(match["m3"]), int(match["d3"])) if match.start() < 40 else None
    word, day = (match["m"], match["d"]) if match["m"] else (match["m2"], match["d2"])
    return None, _month_of(text, word), int(day)


def _month_key(word: str) -> str:
    """A month word as ``_FOREIGN_MONTHS`` holds it: lower case, Turkish i's folded."""
    return word.lower().replace("ı", "i").replace("i̇", "i")


def foreign_month_before(text: str, at: int) -> bool:
    """Whether the word before ``at`` (or before its "de": "marzo de 2024") is a month
    of another language."""
    start = text.rfind(" ", 0, at - 1) + 1
    word = text[start : at - 1].rstrip(".,)")
    if "\u0600" <= word[:1] <= "\u06ff" and _month_key(word) not in _FOREIGN_MONTHS \
            and start > 1:
        # a month of two words: "تشرين الثاني 2023", "(كانون الأول) 2022"
        two = text.rfind(" ", 0, start - 1) + 1
        word = text[two : at - 1].strip(".,()")
    if word in ("de", "del", "a", "соли") and start > 1:  # (Kurmanji's "Kanûna Paşîn a 2025",
        # Tajik's "апрели соли 2021")
        end = start - 1
        start = text.rfind(" ", 0, end) + 1
        word = text[start:end]
    if word[:1] == "(" and word[1:].lower() in MONTHS and start > 1:
        return foreign_month_before(text, start)  # "kuNtulikazi (July) 2021": Isolezwe's
    if word[:2] in ("d'", "d’"):
        word = word[2:]  # Catalan's "d'octubre del 2017"
    key = _month_key(word.rpartition("/")[2])  # ("آب/أغسطس 2020")
    # (not English's May; "sanza ya mibale 2023"; the Pacific's "Siulai 2015" and
    # "Poutū-te-rangi 2019", a set lookup first: an English word pays no call)
    return (key in _FOREIGN_MONTHS and (key != "may" or word == "may")) \
        or key in _MONTH_LAST_WORDS \
        or ((key in PACIFIC_KEYS or not (key.isascii() and key.isalpha()))
            and pacific_month_before(text, start, key))


def _foreign_month_year(text: str, at: int) -> re.Match[str] | None:
    """The month and year of another language ending with the year at ``at``, when the
    month word is one that cannot be a name (see ``_FOREIGN_MONTH_YEAR``)."""
    match = _FOREIGN_MONTH_YEAR.search(text, max(0, at - 20), at + 4)
    if match is None or match.start(2) != at:
        return None
    word = match.group(1)
    if text.endswith(_MONTH_WORDS_BEFORE, 0, match.start()):
        return match  # "Gambar diambil pada Mac 2019", "pada bulan Maret 2019": a month
    if len(word) < _MONTH_YEAR_MIN_LETTERS or _month_key(word) in _TURKIC_ONLY:
        return None  # (not "qazan 2024": a cauldron, Kazan; those languages put the year first)
    if word.lower() == "sept" and not text.startswith(".", match.end(1)):
        return None  # (French "sept" is seven too: a month alone only with its dot)
    if word.islower() or text.endswith(("im ", "Im "), 0, match.start()) \
            or _month_key(word) not in _MONTH_YEAR_NAMES:
        return match  # (Turkish writes its months capitalised: "Bodrum, Haziran 2021")
    return None


# Cuartoscuro's dateline glues day, month and year in capitals: "GUADALAJARA, JALISCO,
# 08MARZO2020.-", Notimex's with its abbreviation capitalised ("GUADALUPE, N.L., 02Ago2015
# (Notimex).-"), archive stamps in capitals ("14NOV2014") (and Spanish wires a day and a
# month without the year before their tag: "Ciudad Juárez (México), 28 mar (EFE).-", the
# year given by the text)
_GLUED_DATE = re.compile(rf"\b(\d{{1,2}})({_FOREIGN_MONTH}|{'|'.join(MONTHS)})({YEAR})\b",
                         re.IGNORECASE)
_GLUED_HINT = re.compile(r"\d[A-Z][A-Za-z]{2,9}(?:1[89]|20)\d\d\b")
# a day, its month's word and the year between slashes or hyphens, as the Mexican papers'
# datelines and logs write them: El Heraldo de Chihuahua's "CUAUHTÉMOC, Chih. (12/ene/2024).-",
# "03-Mar-2023" (the same separator twice); the hint first, cheap on English captions
_SLASHED_HINT = re.compile(r"\d([/-])[^\W\d_]{3,10}\.?\1(?:19|20)\d\d\b")
_SLASHED_DATE = re.compile(r"(?<![\w/-])(\d{1,2})([/-])([^\W\d_]{3,10})\.?\2((?:19|20)\d\d)\b")
# ENA's "February 17/2024": the month and day, then the year after a slash
_SLASH_YEAR = re.compile(rf"\b({MON})\s+(\d{{1,2}})/((?:19|20)\d\d)\b")
# Japanese and Chinese dates: "2024年1月28日" (Kyodo, Xinhua), the year first; Taiwan's
# years of the Republic ("110年4月2日", CNA: 1911 + 110) and Japan's eras ("令和6年1月1日")
_CJK_DATE = re.compile(r"(?<!\d)((?:1[89]|20)\d\d|1[0-2]\d|(?:令和|平成|昭和)(?:\d{1,2}|元)"
                       r"|民國\d{1,3}|(?<=攝 )\d{2}|(?<=攝)\d{2})年"  # CNA's byline: "攝 99年2月14日"
                       r"(?:[（(](?:19|20)\d\d年[）)])?"  # an era's year, then the common one's
                       r"(\d{1,2})月(\d{1,2})日"
                       r"|(?<!\d)((?:19|20)\d\d)년 ?(\d{1,2})월 ?(\d{1,2})일")  # Korean
# the era's first year, less one
_ERA_START = {"令和": JAPANESE_ERAS["R"][0], "平成": JAPANESE_ERAS["H"][0],
              "昭和": JAPANESE_ERAS["S"][0]}


def _cjk_year(written: str) -> int:
    """The year of "2024", "110" (the Republic of China's) or "令和6" / "平成元"."""
    if written[:2] in _ERA_START:
        number = written[2:]
        return _ERA_START[written[:2]] + (1 if number == "元" else int(number))
    year = int(written.removeprefix("民國"))
    return year + REPUBLIC_ERA if year < 1000 else year
_DATELINE_DAY = re.compile(rf"(?:,|^[^\d,()]{{2,30}}) (\d{{1,2}}) ({_FOREIGN_MONTH})\.? \([^()\d]{{2,20}}\)")
# the first day of a span written before the day a foreign date reads: "11-22 Kasım 2024"
_RANGE_FIRST_DAY = re.compile(r"(?<![\d./-])(\d{1,2}) ?[-–] ?$")
# the picture desks' head (Getty's "LONDON, ENGLAND - SEPTEMBER 19:") in another language,
# the place, a dash, the day and the month before a colon: Anadolu's "BAKÜ, AZERBAYCAN - 12
# KASIM:", its year from the caption's full date
_DATELINE_DAY_COLON = re.compile(rf"^[^\d\n:]{{2,50}} [-–] (\d{{1,2}}) ({_FOREIGN_MONTH}):",
                                 re.IGNORECASE)
# a desk's stamp of the year: "© 2024 Lusa", "(c) 2024 EFE"
_COPYRIGHT_YEAR = re.compile(r"(?:\(c\)|©|\bCopyright)\s*(?:19|20)\d\d\b", re.IGNORECASE)
# ... or the month first, Andina's: "Pisco, ago. 17 (ANDINA)."
_DATELINE_MONTH_FIRST = re.compile(rf", ({_FOREIGN_MONTH})\.? (\d{{1,2}}) \([^()\d]{{2,20}}\)")
# (the town and no comma: Petra's "المفرق 28 تموز (بترا) -")
# Bernama's Malay dateline: "KOTA BHARU, 12 Ogos -- ...", its year in the closing stamp
_DATELINE_DAY_DASHES = re.compile(rf", (\d{{1,2}}) ({_FOREIGN_MONTH})\.? --", re.IGNORECASE)
# ... or a town in capitals, its day and month in lower case and one dash, ANP's: "ROTTERDAM,
# 14 april - Lopers ... tijdens de Marathon Rotterdam 2024", read with its edition's year
_DATELINE_DAY_DASH = re.compile(rf"[A-Z][A-Z '’.-]{{1,30}}, (\d{{1,2}}) ({_FOREIGN_MONTH}) - ")


# the months of the languages that write the year first, or the month before "day": Basque's
# in the genitive, Latvian's in the locative and the nominative, Lithuanian's in the
# genitive, Sámi's; and Georgian's and Armenian's (below)
_YEAR_FIRST_MONTHS = {
    **{name: month for month, name in enumerate((
        "urtarrilaren", "otsailaren", "martxoaren", "apirilaren", "maiatzaren", "ekainaren",
        "uztailaren", "abuztuaren", "irailaren", "urriaren", "azaroaren", "abenduaren"), 1)},
    **{name: month for month, name in enumerate((
        "janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā",
        "septembrī", "oktobrī", "novembrī", "decembrī"), 1)},
    # (LETA's and the Latvian papers' datelines name the day in the nominative: "Jelgava,
    # 2024. gada 12. februāris.")
    **{name: month for month, name in enumerate((
        "janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts",
        "septembris", "oktobris", "novembris", "decembris"), 1)},
    **{name: month for month, name in enumerate((
        "sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos",
        "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio"), 1)},
    **{name: month for month, name in enumerate((
        "ođđajagimánu", "guovvamánu", "njukčamánu", "cuoŋománu", "miessemánu", "geassemánu",
        "suoidnemánu", "borgemánu", "čakčamánu", "golggotmánu", "skábmamánu", "juovlamánu"), 1)},
}  # fmt: skip
_YEAR_FIRST_MONTHS |= _CAUCASIAN_MONTHS
_YEAR_FIRST_MONTH = "|".join(sorted(_YEAR_FIRST_MONTHS, key=len, reverse=True))
_YEAR_FIRST_DATE = re.compile(
    # (Georgian "2024 წლის 29 ნოემბერი", Armenian "2016 թ. հունիսի 25", "2021 թվականի
    # հունիսի 20-ին")
    rf"\b(?P<by>(?:19|20)\d\d)(?:ko|\.\s?gada| m\.| წლის| թ\.| թվականի)"
    rf" (?P<bd>\d{{1,2}}\.?\s?)?"
    rf"(?P<bm>{_YEAR_FIRST_MONTH})(?: (?P<ad>\d{{1,2}})(?:an|ean|a|n| d\.|-ին|-ից)?)?(?!\w)"
    rf"|\b(?P<sm>{_YEAR_FIRST_MONTH}) (?P<sd>\d{{1,2}})\. beaivve (?P<sy>(?:19|20)\d\d)\b",
    re.IGNORECASE)


def _year_first_day(match: re.Match[str]) -> tuple[int, int, int] | None:
    """(year, month, day) of a Basque, Latvian, Lithuanian or Sámi date; None without a day."""
    if match["sm"]:
        return int(match["sy"]), _YEAR_FIRST_MONTHS[match["sm"].lower()], int(match["sd"])
    day = match["bd"] or match["ad"]
    if day is None:
        return None
    return int(match["by"]), _YEAR_FIRST_MONTHS[match["bm"].lower()], int(day.strip(". "))


# a day, a Portuguese month's three letters and a year between dots, as Folha de S.Paulo
# stamps its pages: "28.jul.2025 às 20h15"
_DOTTED_MONTHS = {m: i for i, m in enumerate(
    "jan fev mar abr mai jun jul ago set out nov dez".split(), 1)}  # noqa: SIM905
_DOTTED_MONTH_DATE = re.compile(
    r"(?<![\w.])(\d{1,2})\.(" + "|".join(_DOTTED_MONTHS) + r")\.((?:19|20)\d\d)(?![\w.])",
    re.IGNORECASE)


def _read_whole(text: str, found: list[DateMention], matches: Iterable[re.Match[str]],
                day_of: Callable[[re.Match[str]], tuple[int | None, int | None, int] | None], *,
                yield_to_dates: bool = False) -> list[DateMention]:
    """``found`` with each match read whole as one day, ``day_of`` giving its (year, month,
    day), in place of the parts the main pattern read of it. With ``yield_to_dates``, a
    match over a date already read whole (not a bare year) is left to that date."""
    added = []
    for match in matches:
        overlaps = [m for m in found if m.start < match.end() and match.start() < m.end]
        if yield_to_dates and any(m.kind != "year" for m in overlaps):
            continue
        parts = day_of(match)
        if parts is None:
            continue  # (a day the calendar has not: "32 فروردین")
        found = drop_overlapping(found, match.start(), match.end())
        year, month, day = parts
        mention = day_mention(match.start(), match.end(), match.group(), year, month, day,
                              None, None, None)
        if mention is not None:
            found.append(mention)
            added.append(mention)
    return with_added(text, found, added)


def _glued_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates glued without spaces ("08MARZO2020"), each a full date."""
    def day_of(match: re.Match[str]) -> tuple[int, int, int]:
        month = _month_of(text, match[2]) if _month_key(match[2]) in _FOREIGN_MONTHS \
            else MONTHS.index(match[2].lower()) + 1
        return int(match[3]), month, int(match[1])
    return _read_whole(text, found, _GLUED_DATE.finditer(text), day_of, yield_to_dates=True)


def _slashed_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the days written with their month's word between slashes or hyphens
    ("(12/ene/2024)", "03-Mar-2023"), each a full date; a word that is no month is left."""
    def day_of(match: re.Match[str]) -> tuple[int, int, int] | None:
        key = _month_key(match[3])
        month = _month_of(text, match[3]) if key in _FOREIGN_MONTHS \
            else MONTH_OF.get(match[3].title())
        return (int(match[4]), month, int(match[1])) if month else None
    return _read_whole(text, found, _SLASHED_DATE.finditer(text), day_of, yield_to_dates=True)


def _cjk_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the Japanese, Chinese and Korean dates written year, month, day
    ("2024年1月28日", "2002년 6월 22일") or year and month ("2024年3月撮影"); the Japanese
    houses' date after "＝" dates the picture ("...焼失した首里城...＝2024年10月30日午前、那覇市
    （共同）")."""
    found = _read_whole(text, found, _CJK_DATE.finditer(text),
                        lambda m: (_cjk_year(m[1]), int(m[2]), int(m[3])) if m[1]
                        else (int(m[4]), int(m[5]), int(m[6])))
    found = _cjk_month_years(text, found)
    if _ANNIVERSARY_COUNT.search(text) is not None:
        found = _anniversary_kept_day(text, found)
    for mention in found:
        if mention.kind == "full" and (text[mention.start - 1 : mention.start] == "＝"
                                       or _beside_took(text, mention)):
            mention.taken = True
    header = _XINHUA_PICTURE_DAY.match(text)
    if header is not None:  # "新华社照片，青岛，2017年8月13日 8月12日，游客...": the 12th
        month, sent = int(header["month"]), int(header["sent"])
        year = int(header["year"]) - (month > sent)  # (December 31st sent on January 1st)
        start, end = header.start("month"), header.end("day") + 1
        day = day_mention(start, end, text[start:end], year, month, int(header["day"]),
                          None, None, None)
        if day is not None and day.kind == "full":
            day.taken = True
            found = with_added(text, [*found, day], [day])
    if KANA.search(text) is None:  # Chinese, not Japanese
        found = _chinese_mentions(text, found)
    if "历" in text or "曆" in text or "暦" in text:
        found = [m for m in found if not _lunar(text, m)]
    return found


# a year and a month with no day after them: "2024年3月撮影", "2016년 11월"
_CJK_MONTH_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)年(\d{1,2})月(?!\s?\d{1,2}日|\d)"
                             r"|(?<!\d)((?:19|20)\d\d)년 ?(\d{1,2})월(?! ?\d{1,2}일|\d)")


def _cjk_month_years(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the CJK months written with their year and no day, each in place of
    the bare year the main pattern read of it."""
    added = []
    for match in _CJK_MONTH_YEAR.finditer(text):
        year, month = (match[1], match[2]) if match[1] else (match[3], match[4])
        if not 1 <= int(month) <= 12 or any(
            m.kind != "year" and m.start < match.end() and match.start() < m.end for m in found
        ):
            continue
        found = [m for m in found if not (m.start < match.end() and match.start() < m.end)]
        mention = DateMention("month_year", match.start(), match.end(), match.group(),
                              year=int(year), month=int(month))
        found.append(mention)
        added.append(mention)
    return with_added(text, found, added) if added else found


# a count of years since a day: Japanese "から13年", "13年目", Chinese and Japanese "80周年",
# Korean "10주기" (of a death), "80주년"
_ANNIVERSARY_COUNT = re.compile(r"から(\d{1,3})年|(\d{1,3})(?:年目|周年|週年|주기|주년)")
# a day of the month alone: "＝11日午後", "16일 오후" (not the day of a month, "3月11日")
_BARE_DAY = re.compile(r"(?<![\d月월.])(\d{1,2})(?:日|일)")
# the picture is of a day the text gives: "사진은 2018년 4월 27일 ...", "写真は2011年..."
_PICTURE_IS_OF = ("사진은", "写真は", "图为", "圖為")


def _anniversary_kept_day(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the day an anniversary is kept on, when the text counts years from a
    day it writes in full and names that day of the month alone: "2011年3月11日の東日本大震災
    から13年 ... ＝11日午後" is 11 March 2024; "세월호 참사 10주기인 16일 ... 2014년 4월 16일" 16
    April 2024. The day counted from becomes context; a caption whose picture is of that day
    ("사진은 2018년 4월 27일 ...") is left as it is."""
    counts = {int(m[1] or m[2]) for m in _ANNIVERSARY_COUNT.finditer(text)}
    fulls = [m for m in found if m.kind == "full" and not m.taken]
    if len(counts) != 1 or len(fulls) != 1 or any(w in text for w in _PICTURE_IS_OF):
        return found
    (count,), origin = counts, fulls[0]
    day = next((d for d in _BARE_DAY.finditer(text) if int(d[1]) == origin.day
                and not (origin.start <= d.start() < origin.end)), None)
    if day is None or origin.year is None or count <= 0:
        return found
    mention = day_mention(day.start(), day.end(), day.group(), origin.year + count,
                          origin.month, origin.day, None, None, None)
    if mention is None:
        return found
    origin.context = True
    return with_added(text, [*found, mention], [mention])


# a day "in local time", abroad, where the house's own date is a day ahead or behind:
# "5일(현지시간)", "当地时间5日", "現地時間5日"
_LOCAL_DAY = re.compile(r"(\d{1,2})일\s*\(현지\s?시[간각]\)|(?:当地时间|當地時間|現地時間)(\d{1,2})日")


def _local_day_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the local day of an event abroad dating the picture, in place of the
    house's stamp a day away: "(뉴욕 AP=연합뉴스) ... 5일(현지시간) ... 2024.11.06" is 5
    November 2024."""
    local = _LOCAL_DAY.search(text)
    stamp = next((m for m in reversed(found) if m.kind == "full" and m.taken), None) \
        or next((m for m in reversed(found) if m.kind == "full"), None)
    if local is None or stamp is None or stamp.year is None or stamp.month is None:
        return found
    written = int(local[1] or local[2])
    near = [stamp.year * 12 + stamp.month - 1 + shift for shift in (0, -1, 1)]
    for months in near:  # the stamp's month, or the one before or after (31st and 1st)
        year, month = divmod(months, 12)
        if valid(year, month + 1, written) and abs(
                (dt.date(year, month + 1, written) - dt.date(stamp.year, stamp.month,
                                                                 stamp.day or 1)).days) <= 1:
            mention = day_mention(local.start(), local.end(), local.group(), year, month + 1,
                                  written, None, None, None)
            if mention is None:
                return found
            mention.taken, stamp.taken, stamp.context = True, False, True
            return with_added(text, [*found, mention], [mention])
    return found


def _beside_took(text: str, mention: DateMention) -> bool:
    """A date the byline gives after "攝" (took: CNA's "中央社記者鄭清元攝 113年1月1日"), or
    one written before "摄" or "撮影" ("2023年10月1日摄"): the day the picture was taken."""
    before = text[max(0, mention.start - 2) : mention.start].rstrip()
    return before.endswith("攝") or text.startswith(("摄", "攝", "撮影"), mention.end) \
        or text.startswith((" 摄", " 攝"), mention.end)


# a lunar or Tibetan calendar's day ("农历8月15日", "藏历六月三十"): no day of the Gregorian one
_LUNAR_WORDS = ("农历", "農曆", "阴历", "陰曆", "夏历", "夏曆", "旧历", "舊曆", "藏历", "藏曆",
                "旧暦")


def _lunar(text: str, mention: DateMention) -> bool:
    return text[max(0, mention.start - 3) : mention.start].strip().endswith(_LUNAR_WORDS)


def _chinese_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with what a caption in Chinese writes beside its full dates: a Taiwanese
    caption's years of the Republic, a day of the month with no year ("12月20日"), and the day a
    Hong Kong paper tells from its page's date ("昨日（24日）")."""
    if _taiwanese(text):
        found = _republic_mentions(text, found)
    if "月" in text:
        found = _month_day_mentions(text, found)
        if "是" in text or "为" in text or "為" in text:
            _picture_days(text, found)
    if "今" in text or "昨" in text or "前" in text:
        found = _page_relative_days(text, found)
    return found


# the characters of the traditional script that the simplified one writes otherwise
_TRADITIONAL = frozenset("們為這個國區說時會來後對與將從灣臺圖攝報記場發學實現體點開關車長門間問題電話"
                         "經濟產業統總選議員黨軍戰機飛鐵錢銀華萬歲觀參數購買賣醫藥療檢驗縣鄉鎮眾")
_BYLINE_DATE = re.compile(r"攝\s?\d{2,3}年")


def _taiwanese(text: str) -> bool:
    """A caption of Taiwan's, which writes the years of the Republic (1911 + n) with no era's
    name: CNA's byline date ("攝 97年11月4日") or its name in traditional script, "民國", or a
    file picture so marked ("檔案照片"); not "110年" in other captions, a count of years."""
    return "民國" in text or "檔案照" in text \
        or ("攝" in text and _BYLINE_DATE.search(text) is not None) \
        or ("中央社" in text and not _TRADITIONAL.isdisjoint(text))


# the Republic's years in a Taiwanese caption: a month ("圖為110年5月台北市萬華區街頭", in
# 1xx or 9x), or a day in two digits ("88年9月21日"; three are read everywhere)
_REPUBLIC_DATE = re.compile(r"(?<![\d年])(\d{2,3})年(\d{1,2})月(?:(\d{1,2})日)?")


def _republic_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates written in the Republic's years that no pass read yet."""
    added = []
    for match in _REPUBLIC_DATE.finditer(text):
        number, month = int(match[1]), int(match[2])
        start, end = match.span()
        if any(m.start < end and start < m.end and m.kind != "year" for m in found) \
                or not 1 <= month <= 12 or number > this_year() - REPUBLIC_ERA:
            continue
        if match[3]:
            mention = day_mention(start, end, match.group(), number + REPUBLIC_ERA, month, int(match[3]),
                                  None, None, None)
        elif number >= 90:  # ("9x年", "1xx年": the years CNA writes so)
            mention = DateMention("month_year", start, end, match.group(), year=number + REPUBLIC_ERA,
                                  month=month)
        else:
            mention = None
        if mention is not None:
            added.append(mention)
    return with_added(text, found + added, added)


# a day of the month with no year ("12月20日在首都...舉行遊行"), its year given by the text
_MONTH_DAY = re.compile(r"(?<![\d年])(\d{1,2})月(\d{1,2})日")


def _month_day_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the days written month and day only, where no pass read them."""
    added = []
    for match in _MONTH_DAY.finditer(text):
        start, end = match.span()
        if any(m.start < end and start < m.end for m in found):
            continue
        mention = day_mention(start, end, match.group(), None, int(match[1]), int(match[2]),
                              None, None, None)
        if mention is not None and mention.kind == "month_day":
            added.append(mention)
    return with_added(text, found + added, added)


# the picture's own day, in a sentence of its own after the story's: Xinhua's "这是4月15日在
# 结古镇拍摄的倒塌房屋" (this is ... photographed on 15 April), CNA's "圖為8月11日空拍畫面" (the
# picture is of 11 August), "图为资料照片，2009年10月1日拍摄的" (the picture is a file photo,
# taken on ...); "这是" (this is) only with the verb to photograph after it
_PICTURE_DAY = re.compile(r"(?:[这這]是|[图圖]片?[为為](?:[资資]料(?:照片|[图圖]片?)[，,：:]?)?)\s*$")
_PHOTOGRAPHED = re.compile(r"[^。！？]*?(?:拍摄|拍攝|摄于|攝於|航拍|空拍|摄|攝)")


def _picture_days(text: str, found: list[DateMention]) -> None:
    """Mark taken the day a sentence gives as its picture's, after "图为" (the picture is) or
    "这是 ... 拍摄" (this is ... photographed): the picture of a story told in a first
    sentence with its own day ("2010年4月14日，...发生7.1级地震。这是4月15日在结古镇拍摄的")."""
    for mention in found:
        if mention.kind not in ("full", "month_day"):
            continue
        before = text[max(0, mention.start - 10) : mention.start]
        if _PICTURE_DAY.search(before) is None:
            continue
        if before.rstrip().endswith("是") and _PHOTOGRAPHED.match(text, mention.end) is None:
            continue
        mention.taken = True


# a Hong Kong paper's page date: opening the text or its line, after the paper's tag
# ("【明報專訊】2023年9月8日") or before its weekday ("2023年12月25日 星期一", "（星期五）")
_PAGE_WEEKDAY = re.compile(r"\s*[（(]?(?:星期|禮拜|礼拜|週|周)[一二三四五六日天]")
# the day the text tells from it: today, yesterday, the day before, with the day of the month in
# brackets or not ("昨日（24日）", "昨晚", "前日（23日）"); not inside a word ("至今", "目前",
# "提前"), nor "前日" alone ("前日本首相": a former Japanese prime minister)
_RELATIVE_DAY = re.compile(r"(?:(?<![至如迄])(今)|(昨)|(?<![目提此之以當当眼面門门事生"
                           r"戰战賽赛會会節节年日月天週周])(前)(?=天|晚|日\s*[（(]\d))"
                           r"(?:日|天|晚|晨|早)(?:\s*[（(](\d{1,2})日[）)])?")
_DAYS_BACK = {"今": 0, "昨": 1, "前": 2}
_PAGE_REACH = 80


def _page_relative_days(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the day a Hong Kong paper's text tells from its page date ("昨日（24日）"
    under "2023年12月25日 星期一": the 24th), taken; the page date becomes its filing day."""
    page = next((m for m in found if m.kind == "full" and m.start < _PAGE_REACH
                 and (m.start == 0 or text[m.start - 1] in " \n\u3000】")
                 and (text[: m.start].endswith("】") or _PAGE_WEEKDAY.match(text, m.end))), None)
    if page is None or page.year is None or page.month is None or page.day is None:
        return found
    told = _RELATIVE_DAY.search(text, page.end)
    if told is None:
        return found
    word = told[1] or told[2] or told[3]
    day = _day_told(dt.date(page.year, page.month, page.day), word, told[4])
    if day is None:
        return found
    mention = day_mention(told.start(), told.end(), told.group(), day.year, day.month, day.day,
                          None, None, None)
    if mention is None:
        return found
    found = with_added(text, [*found, mention], [mention])
    mention.taken = True
    page.context = page.weak_context = page.filed = True
    return found


def _day_told(page: dt.date, word: str, written: str | None) -> dt.date | None:
    """The day "今" (today), "昨" (yesterday) or "前" (the day before) tells from the page's
    day: the day of the month written in brackets, in the page's month or the one before
    ("昨晚（31日）" under 2024年1月1日: 2023-12-31), else counted back."""
    if written is None:
        return page - dt.timedelta(days=_DAYS_BACK[word])
    day = int(written)
    year, month = page.year, page.month
    if day > page.day:
        year, month = (year - 1, 12) if month == 1 else (year, month - 1)
    return dt.date(year, month, day) if valid(year, month, day) else None


# Xinhua's picture line, its day of sending, then the picture's day without its year
_XINHUA_PICTURE_DAY = re.compile(
    r"新华社照片[，,][^，,]{1,10}[，,]\s*(?P<year>(?:19|20)\d\d)年(?P<sent>\d{1,2})月\d{1,2}日"
    r"[^，。]{0,30}?(?P<month>\d{1,2})月(?P<day>\d{1,2})日[，,]")
# the day and month in numbers with a space after each dot (STA, ČTK, TASR): "15. 1. 2024"
_SPACED_NUMERIC = re.compile(r"(?<!\d)(\d{1,2})\. (\d{1,2})\. ((?:19|20)\d\d)\b")


def _spaced_numeric_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates written "15. 1. 2024", day first."""
    return _read_whole(text, found, _SPACED_NUMERIC.finditer(text),
                       lambda m: (int(m[3]), int(m[2]), int(m[1])), yield_to_dates=True)


def _slash_year_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with ENA's "February 17/2024" read whole (the main pattern reads the day
    and leaves the year after the slash), in the dateline only: "on Sept. 11/2001" in the
    text is a caption's shorthand for another event."""
    in_dateline = (m for m in _SLASH_YEAR.finditer(text, 0, 60)
                   if text[m.start() - 2 : m.start()] == ", ")  # "Addis Ababa, February 17/2024"
    return _read_whole(text, found, in_dateline,
                       lambda m: (int(m[3]), MONTH_OF.get(m[1]), int(m[2])))


def _dateline_day_mention(text: str, found: list[DateMention],
                          match: re.Match[str], year: int | None = None) -> list[DateMention]:
    """``found`` with the day and month of a Spanish or Portuguese wire's dateline written
    in its own abbreviation and no year ("28 mar (EFE).-", Andina's "ago. 17 (ANDINA)."): a
    day whose year the text gives (``year``, when its weekday told it)."""
    start, end = match.start(1), match.end(2)
    if any(m.start < end and start < m.end for m in found):
        return found
    month, day = (match[1], match[2]) if match.re is _DATELINE_MONTH_FIRST else (match[2],
                                                                                 match[1])
    mention = day_mention(start, end, text[start:end], year, _month_of(text, month),
                          int(day), None, None, None)
    return found if mention is None else with_added(text, [*found, mention], [mention])


_KOREAN_HOUSE = re.compile(KOREAN_DATELINE)
_KOREAN_STAMP = re.compile(r"(?:19|20)\d\d\.\d{1,2}\.\d{1,2}")


# Thai dates: the day, the month (its abbreviation or name) and the Buddhist era's year,
# in four digits or two ("27 พ.ย. 66" is 27 November 2023; "28 ต.ค. 2554", 2011)
_THAI_MONTHS = {
    "ม.ค.": 1, "ก.พ.": 2, "มี.ค.": 3, "เม.ย.": 4, "พ.ค.": 5, "มิ.ย.": 6, "ก.ค.": 7, "ส.ค.": 8,
    "ก.ย.": 9, "ต.ค.": 10, "พ.ย.": 11, "ธ.ค.": 12, "มกราคม": 1, "กุมภาพันธ์": 2, "มีนาคม": 3,
    "เมษายน": 4, "พฤษภาคม": 5, "มิถุนายน": 6, "กรกฎาคม": 7, "สิงหาคม": 8, "กันยายน": 9,
    "ตุลาคม": 10, "พฤศจิกายน": 11, "ธันวาคม": 12,
}  # fmt: skip
_THAI_DATE = re.compile(
    r"(?<!\d)(\d{1,2})\s*(" + "|".join(re.escape(m) for m in sorted(_THAI_MONTHS, key=len,
                                                                      reverse=True))
    + r")\s*(25\d\d|\d\d)(?!\d)")
_THAI_LETTER = re.compile("[\u0e01-\u0e5b]")


def _thai_day(match: re.Match[str]) -> tuple[int, int, int]:
    year = int(match[3])
    year = (year if year > 100 else 2500 + year) - BUDDHIST_ERA
    return year, _THAI_MONTHS[match[2]], int(match[1])


# Khmer's months (its digits made ASCII by the caller): AKP's "ថ្ងៃទី២៧ ខែវិច្ឆិកា ឆ្នាំ២០២៣"
# (day, month, year); Burmese's are read by :mod:`.south_asian_dates`
_KHMER_MONTHS = {"មករា": 1, "កុម្ភៈ": 2, "មីនា": 3, "មេសា": 4, "ឧសភា": 5, "មិថុនា": 6,
                 "កក្កដា": 7, "សីហា": 8, "កញ្ញា": 9, "តុលា": 10, "វិច្ឆិកា": 11, "ធ្នូ": 12}
_KHMER_DATE = re.compile(
    r"(?:ថ្ងៃទី)?\s*(\d{1,2})\s*ខែ(" + "|".join(_KHMER_MONTHS) + r")\s*(?:ឆ្នាំ)?\s*((?:19|20)\d\d)")


def _khmer_day(match: re.Match[str]) -> tuple[int, int, int]:
    return int(match[3]), _KHMER_MONTHS[match[2]], int(match[1])


def _month_before(year: int, month: int) -> tuple[int, int]:
    return (year, month - 1) if month > 1 else (year - 1, 12)


# the Brazilian houses' day: a weekday and the day of the month in brackets ("nesta
# terça-feira (15)", "neste domingo (23)"), in the month of the caption's full date
_WEEKDAY_DAY = re.compile(
    r"\b(?:neste|nesta|no|na|deste|desta)\s+(?:domingo|sábado|segunda|terça|quarta|quinta|sexta)"
    r"(?:-feira)?\s*\((\d{1,2})\)")


def _weekday_day_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the day a Brazilian caption writes after its weekday, in the month and
    year of the first date it writes in full (the month before, for a later day number:
    "Publicado em 01/07/2019 ... neste domingo (30)"); that date, a dateline's or a
    publication's, is then only the day the picture was sent."""
    match = _WEEKDAY_DAY.search(text)
    full = next((m for m in found if m.kind == "full"), None)
    if match is None or full is None or any(m.start <= match.start(1) < m.end for m in found):
        return found
    day, year, month = int(match[1]), full.year, full.month
    if day > full.day:
        year, month = _month_before(year, month)
    mention = day_mention(match.start(), match.end(), match.group(), year, month, day,
                          None, None, None)
    if mention is None or mention.kind != "full" or (year, month, day) == (
            full.year, full.month, full.day):
        return found
    full.context = full.weak_context = full.filed = True
    return with_added(text, [*found, mention], [mention])


# PA's file picture, its day first as British dates are, its year in two or four digits:
# "File photo dated 05/01/93 of the tanker Braer ... Issue date: Thursday January 5, 2023"
_FILE_PHOTO_DATED = re.compile(
    r"\b[Ff]ile (?:photo|picture|image) dated (\d{1,2})/(\d{1,2})/((?:19|20)\d\d|\d\d)\b")


def _file_photo_dated(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the day of a "File photo dated DD/MM/YY", which dates the picture."""
    match = _FILE_PHOTO_DATED.search(text)
    if match is None:
        return found
    year = full_year(int(match[3]))
    mention = day_mention(match.start(1), match.end(3), text[match.start(1) : match.end(3)],
                          year, int(match[2]), int(match[1]), None, None, None)
    if mention is None or mention.kind != "full":
        return found
    mention.taken = True
    kept = [m for m in found if not (m.start < mention.end and mention.start < m.end)]
    return sorted([*kept, mention], key=lambda m: m.start)


# PAP's day "of this month" (bieżącego miesiąca): "Kraków, 27.07.2016. Pielgrzymi na
# Błoniach podczas mszy, 26 bm." is the 26th of the dateline's July; "29 ub.m." (ubiegłego
# miesiąca) of the month before
_THIS_MONTH_DAY = re.compile(r"\b(\d{1,2}) (bm|ub\. ?m)\.")
_DATELINE_REACH = 40


def _this_month_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with each day of "this month", in the month and year of the first date
    the text writes in full before it; that date, a dateline's, becomes the day the
    picture was sent."""
    added = []
    for match in _THIS_MONTH_DAY.finditer(text):
        full = next((m for m in found if m.kind == "full" and m.end <= match.start()), None)
        if full is None or any(m.start < match.end() and match.start() < m.end for m in found):
            continue
        year, month = full.year, full.month
        if match[2] != "bm":  # "ub.m.", of last month
            year, month = _month_before(year, month)
        mention = day_mention(match.start(), match.end(), match.group(), year, month,
                              int(match[1]), None, None, None)
        if mention is not None:
            added.append(mention)
            if full.start < _DATELINE_REACH:  # the dateline's date is when it was sent
                full.context = full.weak_context = full.filed = True
    return with_added(text, [*found, *added], added) if added else found


# the day and month of the Romance languages with no year, after the article that says "on"
# ("montre un incendie ... le 3 juin.", "muestra ... el 3 de junio", "em 3 de junho", "il 3
# giugno"): its year is the caption's full date's, when that date is not the picture's own
# (not "del 3 de junio", "du 3 juin": a day of another event, nor a day its year follows)
_ROMANCE_MONTHS = frozenset("""enero febrero marzo abril mayo junio julio agosto septiembre
setiembre octubre noviembre diciembre janeiro fevereiro março abril maio junho julho agosto
setembro outubro novembro dezembro janvier février mars avril mai juin juillet août
septembre octobre novembre décembre gennaio febbraio marzo aprile maggio giugno luglio agosto
settembre ottobre novembre dicembre""".split())  # noqa: SIM905
_ROMANCE_DAY = re.compile(r"(?<![\w'’])(?:[Ll]e|[Ee]l|em|[Ii]l)\s+(1er|1º|\d{1,2})\s+(?:de\s+)?"
                          r"([^\W\d_]{3,10})(?![\w'’])(?!\s*,?\s*(?:de(?:l)?\s+)?\d)")


def _romance_day_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the Romance languages' days written without a year ("le 3 juin"), where
    the caption's only full dates are context (a handout's release: "Cette photo fournie le
    5 juin 2023 ... montre un incendie ... le 3 juin"), to take the year from."""
    added = []
    for match in _ROMANCE_DAY.finditer(text):
        month = match[2].lower()
        if month not in _ROMANCE_MONTHS or any(
                m.start < match.end() and match.start() < m.end for m in found):
            continue
        mention = day_mention(match.start(1), match.end(), text[match.start(1) : match.end()],
                              None, _FOREIGN_MONTHS[month], int(match[1].rstrip("erº")),
                              None, None, None)
        if mention is not None and mention.kind == "month_day":
            added.append(mention)
    return with_added(text, found + added, added)


# Malay's and Indonesian's day without a year after "pada" (on) or "tanggal" (date): "pada 9
# Januari", "tanggal 17 Agustus" (the year the edition the caption names gives: "Terbuka
# Malaysia 2025"); not "sejak 9 Januari" (since), nor a day the year follows
_MALAY_MONTHS = {"januari": 1, "februari": 2, "mac": 3, "maret": 3, "april": 4, "mei": 5,
                 "jun": 6, "juni": 6, "julai": 7, "juli": 7, "ogos": 8, "agustus": 8,
                 "september": 9, "oktober": 10, "november": 11, "disember": 12, "desember": 12}
_MALAY_DAY = re.compile(r"\b(?:pada|tanggal)\s+(?:hari\s+\w+,?\s+)?(\d{1,2})\s+"
                        r"(Januari|Februari|Mac|Maret|April|Mei|Jun|Juni|Julai|Juli|Ogos|Agustus"
                        r"|September|Oktober|November|Disember|Desember)\b(?!\s*,?\s*\d)")


def _malay_day_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the Malay and Indonesian days written without a year ("pada 9
    Januari"), which the caption's full date, its named edition's year or its house's stamp
    completes; a year the story writes of another event ("akibat tsunami 2018") does not: it
    is set as context, and the day has no year."""
    added = []
    for match in _MALAY_DAY.finditer(text):
        if any(m.start < match.end() and match.start(1) < m.end for m in found):
            continue
        mention = day_mention(match.start(1), match.end(), text[match.start(1) : match.end()],
                              None, _MALAY_MONTHS[match[2].lower()], int(match[1]),
                              None, None, None)
        if mention is not None and mention.kind == "month_day":
            added.append(mention)
    if added and not any(m.kind == "full" for m in found) and edition_year(text) is None:
        for year in found:  # ("tsunami 2018", "merdeka pada 1957", "dibanding tahun 2023")
            if year.kind == "year" and not _STAMPED_YEAR.match(text, max(0, year.start - 1)):
                year.context = True
    return with_added(text, found + added, added) if added else found


# a house's stamp of the year, in brackets or after a slash: "--fotoBERNAMA (2025)", ANTARA's
# "(ANTARA FOTO/Basri Marzuki/2024)": the picture's year, unlike a year in the story's words
_STAMPED_YEAR = re.compile(r"[(/]\d{4}\b")


def foreign_month_day_before(text: str, at: int) -> bool:
    """Whether a foreign month and a day stand before the year at ``at`` ("Enero 9, 2025")."""
    day_start = text.rfind(" ", 0, at - 2) + 1
    if not text[day_start : at - 2].isdigit():
        return False
    word_start = text.rfind(" ", 0, day_start - 1) + 1
    key = _month_key(text[word_start : day_start - 1].lstrip("([").rstrip("."))
    # ("Linggo (Pebrero 25,", Tamil's "டிச. 2, 2015")
    return key in _FOREIGN_MONTHS and key not in _TURKIC_ONLY  # ("May 5, 2024")


def _month_of(text: str, word: str) -> int:
    """The month a foreign month word names; "listopad(a)" by the caption's language:
    November in Polish, October in Croatian (see _croatian_listopada)."""
    key = _month_key(word)
    if key == "listopada" and _croatian_listopada(text):
        return 10
    if key == "listopad" and _croatian(text):
        return 10
    return _FOREIGN_MONTHS[key]


def _croatian_listopada(text: str) -> bool:
    """Whether "listopada" is Croatian's (October) rather than Polish's (November): a caption
    without Polish letters that is Croatian by its letters or words, or writes the day as
    Croatian does, an ordinal with its dot ("9. listopada 2020", Polish "9 listopada 2020
    r."), and has no Polish word ("w Krakowie", "podczas"): the credit, whose name may bear the
    Polish letters ("PAP/Łukasz Gągulski"), is read apart, so a Polish body may have none."""
    if not _POLISH_LETTERS.isdisjoint(text) or "ó" in text or "Ó" in text:
        return False
    if _croatian(text):
        return True
    return _POLISH_WORDS.search(text) is None and _ORDINAL_LISTOPADA.search(text) is not None


# Polish's own small words and its year's "r." (roku), in a text without its letters
_POLISH_WORDS = re.compile(r"\b(?:w|we|podczas|przez|oraz|roku|przed|dla|jest|sie"
                           r"|ktory|ktora|ktore)\b|\d{4} r\.")
_ORDINAL_LISTOPADA = re.compile(r"\d\.\s?listopada", re.IGNORECASE)


def _croatian(text: str) -> bool:
    """True for a caption in Croatian rather than Czech or Polish: "đ", or "ć" without the
    Polish letters, or Croatian's own small words."""
    return "đ" in text or ("ć" in text and _POLISH_LETTERS.isdisjoint(text)) \
        or _CROATIAN_WORDS.search(text) is not None


_CROATIAN_WORDS = re.compile(r"\b(?:godine|tijekom|nakon|koji|koja|kod|gdje|zbog)\b"
                             r"|\bu [A-ZČŠŽĆĐ]\w*u\b")  # the locative after "u": "u Vukovaru"


def foreign_mentions(text: str, found: list[DateMention], years: list[int]) -> list[DateMention]:
    """``found`` with the full dates written in other languages whose years begin at
    ``years`` added, in order, each qualified as the main pattern's mentions are."""
    added = []
    for at in years:
        if text[at - 2 : at] == ". " and _month_key(
                text[text.rfind(" ", 0, at - 2) + 1 : at - 2]) in _TURKIC_LATIN_KEYS:
            continue  # "Astana, 2024 jylğy 16 jeltoqsan. 1991 jylğy ...": the next sentence's
        if (pacific := pacific_date(text, at)) is not None and pacific[5] is not None:
            # the Pacific's days ("4 Siulai 2015", "14 ni Tiseba, 2022"), before the others:
            # Bislama's "16 Maj 2015" is March, not the Slavs' May
            if (mention := _pacific_mention(found, pacific)) is not None:
                added.append(mention)
            continue
        match = None
        for match in _FOREIGN_DATE.finditer(text, max(0, at - 40), at + 4):
            pass  # the last: the date of this year, not one just before it ("il 5 marzo 2023,
            # 25 novembre 2023")
        if match is None:
            match = _foreign_month_year(text, at)
        if match is None and text[at - 2 : at] == ", ":
            match = _FOREIGN_MONTH_FIRST.search(text, max(0, at - 25), at + 4)
        if match is None:
            # a Pacific month and its year ("Siulai 2015") only where no other language
            # reads a day there (Hausa's "13 ga Oktoba, 2016": Tok Pisin's October too)
            if pacific is not None and (mention := _pacific_mention(found, pacific)) is not None:
                added.append(mention)
            continue
        inside = [m for m in found if m.start < match.end() and match.start() < m.end]
        if any(m.kind not in ("year", "month") for m in inside):
            continue  # a date the main pattern read whole
        for m in inside:
            found.remove(m)  # "de 2023": the year of the whole date
        if match.re is _FOREIGN_MONTH_FIRST:
            mention = day_mention(match.start(), match.end(), match.group(), int(match.group(3)),
                                  _month_of(text, match.group(1)), int(match.group(2)), None,
                                  None, None)
            if mention is not None:
                found.append(mention)
                added.append(mention)
            continue
        if match.re is _FOREIGN_MONTH_YEAR:
            mention = DateMention("month_year", match.start(), match.end(), match.group(),
                                  year=int(match.group(2)), month=_month_of(text, match.group(1)))
            found.append(mention)
            added.append(mention)
            continue
        month = _month_of(text, match.group(2))
        day = 1 if match.group(1) == "یکم" else int(match.group(1))
        first = _RANGE_FIRST_DAY.search(text, max(0, match.start() - 6), match.start())
        if first is not None and day > int(first[1]) > 0:
            # a span of days: Anadolu's "11-22 Kasım 2024 tarihlerinde" (on the dates of)
            mention = day_mention(first.start(), match.end(), text[first.start() : match.end()],
                                  int(match.group(3)), month, int(first[1]), day, month, None)
        else:
            mention = day_mention(match.start(), match.end(), match.group(),
                                  int(match.group(3)), month, day, None, None, None)
        if mention is not None:
            found.append(mention)
            added.append(mention)
    found = with_added(text, found, added)
    for mention in added:
        if mention.kind == "month_year" and any(
            m.kind == "full" and (m.year, m.month) == (mention.year, mention.month) for m in found
        ):
            # "In juli 2021 overstroomde de Geul. ... ruimen op, 16 juli 2021": a month yields
            # to a day of it written in full (not "Archiefbeeld, juli 2021: ... op 14 maart 2024")
            mention.context = mention.weak_context = True
    return found


def _pacific_mention(found: list[DateMention],
                     date: tuple[int, int, str, int, int, int | None]) -> DateMention | None:
    """The mention of a Pacific date (see :func:`.pacific_dates.pacific_date`), added to
    ``found`` in place of the year, or the English "June, 2021", the main pattern read of
    it; None when the main pattern read a date there whole."""
    start, end, written, year, month, day = date
    inside = [m for m in found if m.start < end and start < m.end]
    if any(m.kind not in ("year", "month", "month_year") for m in inside):
        return None
    mention = DateMention("month_year", start, end, written, year=year, month=month) \
        if day is None else day_mention(start, end, written, year, month, day, None, None, None)
    if mention is not None:
        for m in inside:
            found.remove(m)
        found.append(mention)
    return mention


def _of_june_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with Fijian's and Hawaiian's days of June ("9 ni June, 2021", "11 o June
    2016"), read whole in place of the English month and year the main pattern read of
    them (its match took the year, so :func:`foreign_mentions` is not asked)."""
    added = []
    for mention in [m for m in found if m.kind == "month_year" and m.text[:3] == "Jun"]:
        at = mention.end - 4
        if text[at : mention.end].isdigit() and (date := pacific_date(text, at)) is not None \
                and (new := _pacific_mention(found, date)) is not None:
            added.append(new)
    return with_added(text, found, added)


# MTI writes the year first, the month in Hungarian and the day with a full stop:
# "Bicske, 2015. szeptember 4. Migrants refuse to leave a train ..."
_HUNGARIAN_MONTHS = {
    "január": 1, "február": 2, "március": 3, "április": 4, "május": 5, "június": 6,
    "július": 7, "augusztus": 8, "szeptember": 9, "október": 10, "november": 11,
    "december": 12,
}  # fmt: skip
_HUNGARIAN_DATE = re.compile(
    # the day with its full stop ("szeptember 4.") or its case ending ("december 16-án")
    r"\b((?:19|20)\d\d)\. (" + "|".join(_HUNGARIAN_MONTHS) + r") (\d{1,2})"
    r"(?:\.(?!\d)|-(?:án|én|jén|ján|a|e|i|ig|től|tól)\b)",
    re.IGNORECASE)


# a month in Hungarian's inessive after its year: "2006 áprilisában" (in April 2006)
_HUNGARIAN_MONTHS_IN = {
    "januárjában": 1, "februárjában": 2, "márciusában": 3, "áprilisában": 4, "májusában": 5,
    "júniusában": 6, "júliusában": 7, "augusztusában": 8, "szeptemberében": 9,
    "októberében": 10, "novemberében": 11, "decemberében": 12,
}  # fmt: skip
_HUNGARIAN_MONTH_YEAR = re.compile(
    r"\b((?:19|20)\d\d)\.? (" + "|".join(_HUNGARIAN_MONTHS_IN) + r")\b", re.IGNORECASE)


def _hungarian_month_years(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with Hungarian's months of a year ("2006 áprilisában"), each replacing the
    bare year it holds."""
    added = []
    for match in _HUNGARIAN_MONTH_YEAR.finditer(text):
        if any(m.kind != "year" for m in found if m.start < match.end() and match.start() < m.end):
            continue
        found = drop_overlapping(found, match.start(), match.end())
        mention = DateMention("month_year", match.start(), match.end(), match.group(),
                              year=int(match[1]), month=_HUNGARIAN_MONTHS_IN[match[2].lower()])
        found.append(mention)
        added.append(mention)
    return with_added(text, found, added) if added else found


def _year_then_dot(text: str) -> bool:
    """Whether four digits stand before a ". " somewhere (MTI's "2015. szeptember 4."): a
    few str.find calls, where a regex would try every position of every caption."""
    at = text.find(". ")
    while at >= 4:
        if text[at - 4 : at].isdigit():
            return True
        at = text.find(". ", at + 2)
    return False


def _hungarian_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with MTI's dates ("2015. szeptember 4."), each replacing the bare year it
    holds."""
    added = []
    for match in _HUNGARIAN_DATE.finditer(text):
        inside = [m for m in found if m.start < match.end() and match.start() < m.end]
        if any(m.kind not in ("year", "month") for m in inside):
            continue
        for m in inside:
            found.remove(m)
        mention = day_mention(match.start(), match.end(), match.group(), int(match[1]),
                              _HUNGARIAN_MONTHS[match[2].lower()], int(match[3]), None, None,
                              None)
        if mention is not None:
            found.append(mention)
            added.append(mention)
    return with_added(text, found, added)


# the Iranian houses' dates, in the Solar Hijri calendar: "۲۲ بهمن ۱۴۰۳" (digits made ASCII
# by the caller), "ششم دی ماه ۱۳۸۲", "سوم فروردین ۱۳۹۱" (the day as an ordinal word)
_PERSIAN_MONTHS = {
    "فروردین": 1, "اردیبهشت": 2, "خرداد": 3, "تیر": 4, "مرداد": 5, "شهریور": 6, "مهر": 7,
    "آبان": 8, "آذر": 9, "دی": 10, "بهمن": 11, "اسفند": 12,
    # Afghanistan's names of the same months (the zodiac's), and Pashto's
    "حمل": 1, "ثور": 2, "جوزا": 3, "سرطان": 4, "اسد": 5, "سنبله": 6, "میزان": 7, "عقرب": 8,
    "قوس": 9, "جدی": 10, "دلو": 11, "حوت": 12,
    "وری": 1, "غویی": 2, "غويي": 2, "غبرګولی": 3, "چنګاښ": 4, "زمری": 5, "زمري": 5, "وږی": 6,
    "وږي": 6, "تله": 7, "تلې": 7, "لړم": 8, "لیندۍ": 9, "مرغومی": 10, "سلواغه": 11, "کب": 12,
}  # fmt: skip
# Pashto's Gregorian months, and its order: the year, the month, the day ("د ۱۴۰۳ل کال د
# غويي په ۲۵مه", Bakhtar's; "د ۲۰۲۳ کال د جنورۍ په ۳۱مه": of the year, of the month, on the
# 25th); the month and the day alone take the year written elsewhere
_PASHTO_GREGORIAN = {
    "جنوري": 1, "جنورۍ": 1, "فبروري": 2, "فبرورۍ": 2, "مارچ": 3, "اپرېل": 4, "اپریل": 4,
    "مۍ": 5, "مئ": 5, "جون": 6, "جولای": 7, "اګست": 8, "اگست": 8, "سپتمبر": 9, "اکتوبر": 10,
    "نومبر": 11, "دسمبر": 12,
    # (with Pashto's retroflex "ټ": TOLOnews's "سپټمبر", "اکټوبر")
    "سپټمبر": 9, "اکټوبر": 10, "اګسټ": 8, "اګوسټ": 8,
}  # fmt: skip
# the day as an ordinal word before "نېټه" (date): "د سپټمبر لومړۍ نېټه", the first of September
_PASHTO_ORDINALS = {"لومړۍ": 1, "لومړی": 1, "لومړئ": 1, "دوهمه": 2, "دويمه": 2, "دویمه": 2,
                    "درېیمه": 3, "دریمه": 3, "درېيمه": 3, "څلورمه": 4, "پنځمه": 5}
_PASHTO_DATE = re.compile(
    r"(?:(\d{4})\s*ل?\s+کال\s+)?د\s+("
    + "|".join(sorted({*_PERSIAN_MONTHS, *_PASHTO_GREGORIAN}, key=len, reverse=True))
    + r")\s+(?:په\s+(\d{1,2})\s*(?:مه|م)(?!\w)|(\d{1,2}\s*(?:مه|م)?|"
    + "|".join(_PASHTO_ORDINALS) + r")\s+(?:نېټه|نیټه|نيټه)(?!\w))")
_PERSIAN_UNITS = {"یکم": 1, "اول": 1, "دوم": 2, "سوم": 3, "چهارم": 4, "پنجم": 5, "ششم": 6,
                  "هفتم": 7, "هشتم": 8, "نهم": 9}
_PERSIAN_TEENS = {"دهم": 10, "یازدهم": 11, "دوازدهم": 12, "سیزدهم": 13, "چهاردهم": 14,
                  "پانزدهم": 15, "شانزدهم": 16, "هفدهم": 17, "هجدهم": 18, "هیجدهم": 18,
                  "نوزدهم": 19, "بیستم": 20, "سی‌ام": 30, "سیام": 30, "سی ام": 30}
_PERSIAN_ORDINAL = ("(?:(?:بیست|سی) و )?(?:" + "|".join(_PERSIAN_UNITS) + ")|"
                    + "|".join(sorted(_PERSIAN_TEENS, key=len, reverse=True)))
_PERSIAN_DATE = re.compile(
    r"(?<![\d\u0600-\u06ff])(\d{1,2}|" + _PERSIAN_ORDINAL + r")\s+(?:ماه\s+)?("
    + "|".join(_PERSIAN_MONTHS) + r")(?:\s*ماه)?(?:\s+سال)?\s+(1[34]\d\d)(?!\d)")


_PERSIAN_LETTERS = re.compile("[\u0620-\u06d5]")
# the Arab papers' day as an ordinal word, "of" the month: "السابع من مارس آذار 2025"
_ARABIC_UNITS = ["الأول", "الثاني", "الثالث", "الرابع", "الخامس", "السادس", "السابع", "الثامن",
                 "التاسع"]
_ARABIC_ORDINALS = {word: n for n, word in enumerate(_ARABIC_UNITS, 1)} | {
    "العاشر": 10, "الحادي عشر": 11, "الثاني عشر": 12, "الثالث عشر": 13, "الرابع عشر": 14,
    "الخامس عشر": 15, "السادس عشر": 16, "السابع عشر": 17, "الثامن عشر": 18,
    "التاسع عشر": 19, "العشرين": 20, "الثلاثين": 30, "الحادي والعشرين": 21,
    "الحادي والثلاثين": 31} | {
    f"{word} والعشرين": 20 + n for n, word in enumerate(_ARABIC_UNITS, 1) if n > 1}
_ARABIC_ORDINAL_DATE = re.compile(
    "(" + "|".join(sorted(_ARABIC_ORDINALS, key=len, reverse=True)) + ") من (شهر )?("
    + _ARABIC_MONTH + r")(?:\s?/\s?(?:" + _ARABIC_MONTH + r")| \(?(?:" + _ARABIC_MONTH
    + r")\)?)?(?: عام)? ((?:1[89]|20)\d\d)(?!\d)")


# Kazakh and Kyrgyz write the year first, "of the year", then the day and the month:
# Kazinform's "2024 жылғы 25 желтоқсан" (or "желтоқсанда", in December), Kabar's "2021-жылдын
# 31-августу", "2023-жылы 21-мартта" (the day hyphened to its month, which takes the
# case's ending: "31-августу", "21-марты", "3-сентябры")
_TURKIC_MONTHS = {
    # Kazakh
    "қаңтар": 1, "ақпан": 2, "наурыз": 3, "сәуір": 4, "мамыр": 5, "маусым": 6, "шілде": 7,
    "тамыз": 8, "қыркүйек": 9, "қазан": 10, "қараша": 11, "желтоқсан": 12,
    # Kyrgyz: the Russian months' stems, before their case endings
    "январ": 1, "феврал": 2, "март": 3, "апрел": 4, "май": 5, "июн": 6, "июл": 7,
    "август": 8, "сентябр": 9, "октябр": 10, "ноябр": 11, "декабр": 12,
}  # fmt: skip
_TURKIC_DATE = re.compile(  # (and Uzbek's Cyrillic "2018 йил 21 март")
    r"(?<!\d)((?:19|20)\d\d)(?: |-)?(?:жылғы|жылы|жылдын|жылдан|жыл|ж\.|йил|йилнинг)\s+"
    r"(\d{1,2})(?:[–-]\d{1,2})?[- ]("  # (two days: "2022 йил 15–16 сентябрь", the first read)
    + "|".join(sorted(_TURKIC_MONTHS, key=len, reverse=True)) + r")[а-яёәіңғүұқөһ]{0,5}\b",
    re.IGNORECASE)


# (the month as an ordinal word too: "2008 оны долдугаар сарын 1-ний", the seventh month's)
_MONGOLIAN_ORDINALS = {word: n for n, word in enumerate((
    "нэгдүгээр", "хоёрдугаар", "гуравдугаар", "дөрөвдүгээр", "тавдугаар", "зургаадугаар",
    "долдугаар", "наймдугаар", "есдүгээр", "аравдугаар", "арван нэгдүгээр",
    "арван хоёрдугаар"), 1)} | {"долоодугаар": 7, "зургадугаар": 6}  # (the spelled-out "seven")
_MONGOLIAN_DATE = re.compile(
    r"(?:((?:19|20)\d\d)\s+оны\s+)?(\d{1,2}|"
    + "|".join(sorted(_MONGOLIAN_ORDINALS, key=len, reverse=True))
    + r")(?:\s*дугаар|\s*дүгээр|-р)?\s+сарын\s+(\d{1,2})(?![\d])")


def _turkic_day(match: re.Match[str]) -> tuple[int, int, int]:
    return int(match[1]), _TURKIC_MONTHS[match[3].lower()], int(match[2])


# The same languages' Latin dates that the day-month-year pattern above does not read: the
# year first, "of the year", then the day and the month with its case ending: UzA's
# "2023-yil 26-avgust" (or "1-2-iyul", two days), Kazinform's "2024 jylğy 4 şılde",
# "2011 jylğy 16 jeltoqsanda", "2024 jyly 4 shilde", TDH's "2023-nji ýylyň 12-nji dekabry",
# Azertac's "2023-cü il 5 mart"
_TURKIC_LATIN_KEYS = frozenset(_month_key(m) for m in _TURKIC_LATIN_MONTHS)
# the months only these languages write, read only with a day: never a month and a year
# ("qazan 2024", a cauldron, or Kazan) nor the month first ("May 5, 2024" is English's)
_TURKIC_ONLY = _TURKIC_LATIN_KEYS - {"mart", "avgust"}
_TURKIC_LATIN_MONTH = "|".join(sorted(_TURKIC_LATIN_KEYS, key=len, reverse=True))
_TURKIC_LATIN_ENDING = r"[^\W\d_]{0,6}\b"  # "dekabry", "jeltoqsanda", "sentyabrın"
_TURKMEN_ORDINAL = r"-[iyuü]?nj[iy]"  # "2023-nji", "2019-njy", "12-nji"
_TURKIC_LATIN_YEAR_FIRST = re.compile(
    r"(?<![\d.])((?:19|20)\d\d)(?:"
    r"-?\s?yil[^\W\d_]{0,4}|\sy\."  # Uzbek: "2022-yil", "2022 yil", "2022-yilning", "y."
    r"|\sjyl[^\W\d_]{0,4}|\sj\."  # Kazakh: "2024 jylğy", "jylǵy", "jyly", "j."
    rf"|{_TURKMEN_ORDINAL}\s(?:ýyl|yyl)[^\W\d_]{{0,3}}"  # Turkmen: "2023-nji ýylyň"
    r"|-c[iıuü]\s(?:il|ilin))"  # Azerbaijani: "2020-ci il", "1990-cı il", "2023-cü il"
    r",?\s(\d{1,2})(?:\s?[-–]\s?(\d{1,2}))?"  # the day, or two: "1-2-iyul"
    rf"(?:{_TURKMEN_ORDINAL}\s|-|\s)({_TURKIC_LATIN_MONTH}){_TURKIC_LATIN_ENDING}",
    re.IGNORECASE)
# Azerbaijani in running text: the month in the genitive, then the day with its case ending,
# the year before them or not: "2020-ci il oktyabrın 17-də", "mayın 28-i", "1990-cı il
# yanvarın 19-dan 20-nə keçən gecə" (the night of the 19th to the 20th); without a year
# only with the ending, which makes it a date
_AZERBAIJANI_GENITIVE = re.compile(
    r"(?:(?<![\d.])((?:19|20)\d\d)-c[iıuü]\s(?:il|ilin),?\s)?"
    r"(yanvar|fevral|mart|aprel|may|iyun|iyul|avqust|sentyabr|oktyabr|noyabr|dekabr)[ıiuü]n"
    r"\s(\d{1,2})(?:-d[aə]n\s(\d{1,2})|\s?[-–]\s?(\d{1,2}))?(-[^\W\d_]{1,5})?\b",
    re.IGNORECASE)
# the day hyphened to its month, the year after or none (Uzbek's "22-dekabr 2022 yil",
# "1-2-iyul kunlari", Turkmen's "12-nji dekabrda"): a year then only with "yil" or at the
# clause's end ("1-may 2000 kishi": two thousand people)
_TURKIC_LATIN_HYPHENED = re.compile(  # (a dateline's town hyphened before it: Kun.uz's
    # "Toshkent,O‘zbekiston-27-oktyabr 2024 :")
    r"(?:(?<![\d.\-–])|(?<=[^\W\d_][-–]))(\d{1,2})(?:[-–](\d{1,2}))?"
    rf"(?:{_TURKMEN_ORDINAL}\s|-)({_TURKIC_LATIN_MONTH}){_TURKIC_LATIN_ENDING}"
    r"(?:,?\s((?:19|20)\d\d)(?:-?\s?yil[^\W\d_]{0,4}\b|(?=\s?[.,;:)]|\s*$)))?",
    re.IGNORECASE)
# the year first and a month with no day: Gazeta.uz's "2019-yil avgust", "2020 yil martida"
_TURKIC_LATIN_MONTH_YEAR = re.compile(
    r"(?<![\d.])((?:19|20)\d\d)(?:-?\s?yil(?:ning)?|\sjyl[^\W\d_]{0,4})\s"
    rf"({_TURKIC_LATIN_MONTH})(?:i|ida|da|ında|inde)?\b(?![,.]?\s?\d)",
    re.IGNORECASE)


def _turkic_latin_words(text: str) -> bool:
    """Whether a word of the forms ``_turkic_latin_mentions`` reads stands in ``text``: the
    year's ("2022-yil", "2024 jylğy", "2023-nji ýylyň"), the day's ("1-2-iyul kunlari") or
    Azerbaijani's "ə", or Uzbek's letters "o‘" and "g‘" (after a cheaper test: "yil", " kun", "yl"
    or "ə" anywhere: "Maryland"; a curly quote alone is English's: "Taylor’s ‘style’")."""
    return " yil" in text or "-yil" in text or " jyl" in text or "yyl" in text \
        or "ýyl" in text or " kun" in text or "ə" in text or "o‘" in text or "oʻ" in text \
        or "O‘" in text or "Oʻ" in text or "g‘" in text or "gʻ" in text


def _turkic_latin_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the Azerbaijani, Uzbek, Kazakh and Turkmen dates written year first,
    with the day hyphened or in the genitive (see ``_TURKIC_LATIN_YEAR_FIRST``), each read
    whole in place of the bare year the main pattern read of it and qualified as its
    mentions are; a day no year is written with is completed from the caption's."""
    added: list[DateMention] = []
    for pattern in (_TURKIC_LATIN_YEAR_FIRST, _AZERBAIJANI_GENITIVE, _TURKIC_LATIN_HYPHENED):
        if pattern is _AZERBAIJANI_GENITIVE and "ə" not in text:
            continue  # (the Azerbaijani ending's vowel: "17-də", in any text of the language)
        for match in pattern.finditer(text):
            if pattern is _TURKIC_LATIN_YEAR_FIRST:
                year, day, end, month = match[1], match[2], match[3], match[4]
            elif pattern is _AZERBAIJANI_GENITIVE:
                if match[1] is None and match[6] is None:
                    continue  # "mayın 18 ...": no ending, no year
                year, month, day, end = match[1], match[2], match[3], match[4] or match[5]
            else:
                day, end, month, year = match[1], match[2], match[3], match[4]
            start, stop = match.span()
            overlaps = [m for m in found if m.start < stop and start < m.end]
            if any(m.kind != "year" for m in overlaps):
                continue  # a date read already, whole
            number = _FOREIGN_MONTHS[_month_key(month)]
            mention = day_mention(start, stop, match.group(), int(year) if year else None,
                                  number, int(day), int(end) if end else None,
                                  number if end else None, None)
            if mention is None:
                continue
            found = [m for m in found if m not in overlaps]
            found.append(mention)
            added.append(mention)
    for match in _TURKIC_LATIN_MONTH_YEAR.finditer(text) if "yil" in text or "jyl" in text else ():
        overlaps = [m for m in found if m.start < match.end() and match.start() < m.end]
        if any(m.kind != "year" for m in overlaps):
            continue  # (a day of the month read already: "2023-yil 26-avgust")
        mention = DateMention("month_year", match.start(), match.end(), match.group(),
                              year=int(match[1]), month=_FOREIGN_MONTHS[_month_key(match[2])])
        found = [m for m in found if m not in overlaps]
        found.append(mention)
        added.append(mention)
    return with_added(text, found, added)


# Israel's houses close the caption with the town and the day as a sentence of their own
# ("... 2 בדצמבר 2010. עוספיה, 3.12.2010. צילום: לע"מ"): that day is the picture's, and a
# day in the story before it is its event's
_HEBREW_WORD = "[\u05d0-\u05ea][\u05d0-\u05ea'\u05f3-]*"
_HEBREW_TOWN_BEFORE = re.compile(
    rf"(?:^|[.:|]\s+){_HEBREW_WORD}(?: {_HEBREW_WORD}){{0,3}},\s+"
    rf"(?:{_HEBREW_WORD}(?: {_HEBREW_WORD})?,\s+)?$")
_HEBREW_LETTER = re.compile("[\u05d0-\u05ea]")


# a year with "in" or "from" hyphened to it: "בתמונת ארכיון מ-1997" (an archive picture from
# 1997), "ב-2019"
_HEBREW_HYPHENED_YEAR = re.compile(r"(?<!\S)(?:ו?[במ])-((?:1[89]|20)\d\d)(?![\d.,]\d)")


def _hebrew_years(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the years Hebrew writes after a hyphened "in" or "from"."""
    added = [DateMention("year", m.start(1), m.end(1), m[1], year=int(m[1]))
             for m in _HEBREW_HYPHENED_YEAR.finditer(text)
             if not any(f.start < m.end() and m.start() < f.end for f in found)]
    return with_added(text, [*found, *added], added) if added else found


def _hebrew_town_days(found: list[DateMention], text: str) -> None:
    """Mark the day of a closing "town, date" sentence as the picture's."""
    for mention in found:
        if mention.kind in ("full", "month_year") and _HEBREW_TOWN_BEFORE.search(
                text, max(0, mention.start - 60), mention.start):
            mention.taken = True


def _arabic_ordinal_day(match: re.Match[str]) -> tuple[int, int, int]:
    return int(match[4]), _FOREIGN_MONTHS[match[3]], _ARABIC_ORDINALS[match[1]]


def _persian_day(match: re.Match[str]) -> tuple[int, int, int] | None:
    """The Gregorian (year, month, day) of a Solar Hijri date, or None for a day its month
    has not (the first six months have 31 days, the next five 30, Esfand 29 or 30)."""
    written = match[1]
    if written.isdigit():
        day = int(written)
    else:
        tens, _, unit = written.rpartition(" و ")
        day = _PERSIAN_UNITS.get(unit) or _PERSIAN_TEENS.get(unit, 0)
        day += {"بیست": 20, "سی": 30}.get(tens, 0)
    gregorian = solar_hijri_day(int(match[3]), _PERSIAN_MONTHS[match[2]], day)
    return None if gregorian is None else (gregorian.year, gregorian.month, gregorian.day)


def _pashto_day(text: str, match: re.Match[str]) -> tuple[int | None, int, int] | None:
    """(year, month, day) of Pashto's "د ... کال د <month> په <day>مه": a Solar Hijri month
    in its calendar (the year written, or none), a Gregorian one as it is."""
    written = int(match[1]) if match[1] else None
    told = match[3] or match[4].rstrip("مه ")
    day = int(told) if told.isdigit() else _PASHTO_ORDINALS[told]
    if match[2] in _PASHTO_GREGORIAN:
        return written, _PASHTO_GREGORIAN[match[2]], day
    if written is None or not 1 <= day <= 31:
        return None  # (a solar day needs its year to be converted)
    return solar_hijri_to_gregorian(written, _PERSIAN_MONTHS[match[2]], day)


# the Library of Congress's dates, the year first: "1964 March 26.", "1936 Apr.", "[1922
# Sept.]", "1936 Feb. or Mar." (a year: the month is not known); and a month and year in
# numbers, "9/1945" (NARA), "1931-09" (the NAC)
# (standing alone, as a field's value: not "The 2024 March for Life")
_YEAR_FIRST = re.compile(
    rf"(?:^|(?<=[\[(:]) ?|(?<=\s\[))(?:({YEAR}) ({MON})(?: (\d{{1,2}})(?!\d))?(?P<or> or {MON})?"
    rf"|(?P<m>\d{{1,2}})/(?P<y>{YEAR})|(?P<iy>{YEAR})-(?P<im>\d\d))\.?(?=\s*(?:[\]);,|]|$))")
_YEAR_FIRST_HINT = re.compile(r"(?:1[89]|20)\d\d [A-Z][a-z]|(?<![\d/])\d{1,2}/(?:1[89]|20)\d\d(?![\d/])"
                              r"|(?<![\d-])(?:1[89]|20)\d\d-\d\d(?![\d-])")


def _year_first_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates written year first or month/year (see _YEAR_FIRST), each
    in place of the bare year or month the main pattern read of it."""
    added = []
    for match in _YEAR_FIRST.finditer(text):
        overlaps = [m for m in found if m.start < match.end() and match.start() < m.end]
        if any(m.kind not in ("year", "month", "month_day", "invalid") for m in overlaps):
            continue
        if match["m"] or match["im"]:
            year, month, day = int(match["y"] or match["iy"]), int(match["m"] or match["im"]), None
            if not 1 <= month <= 12:
                continue
        else:
            year, day = int(match[1]), int(match[3]) if match[3] else None
            month = None if match["or"] else MONTH_OF.get(match[2]) or MONTH_OF.get(
                match[2].rstrip(".").title())
        if month is None:
            mention = DateMention("year", match.start(), match.end(), match.group(), year=year)
        elif day is None:
            mention = DateMention("month_year", match.start(), match.end(), match.group(),
                                  year=year, month=month)
        else:
            mention = day_mention(match.start(), match.end(), match.group(), year, month, day,
                                  None, None, None)
            if mention is None or mention.kind == "invalid":  # "1936 Feb. 30": its month
                mention = DateMention("month_year", match.start(), match.end(), match.group(),
                                      year=year, month=month)
        if mention is not None:
            found = [m for m in found if m not in overlaps]
            found.append(mention)
            added.append(mention)
    return with_added(text, found, added)


# APP's picture slug, its number and the day it was sent, day-month-year: "APP54-230319"
_APP_SLUG = re.compile(r"\bAPP\d{1,3}-(\d\d)(\d\d)(\d\d)\b")


def _app_slug_day(text: str, found: list[DateMention], slug: re.Match[str]) -> list[DateMention]:
    """``found`` with the day of APP's slug, the picture's ("ISLAMABAD, Mar 23 (APP): ...
    the Lahore Resolution on March 23, 1940. ... APP54-230319")."""
    day, month, year = int(slug[1]), int(slug[2]), 2000 + int(slug[3])
    mention = day_mention(slug.start(1), slug.end(3), slug.group()[slug.start(1) - slug.start():],
                          year, month, day, None, None, None)
    if mention is None or mention.kind != "full":
        return found
    mention.taken = True
    return with_added(text, [*found, mention], [mention])


_FIELD_YEAR = re.compile(r"(?<!\d)(?:1[89]\d\d|20\d\d)(?!\d)")


def field_value_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates a catalogue's date field writes on their own: year first
    ("1964 March 26.", "[1922 Sept.]"), month/year ("9/1945"), "1931-09" (see
    :mod:`.catalogue`; in a caption's sentence "(2011-12)" is a season)."""
    if _YEAR_FIRST_HINT.search(text):
        found = _year_first_mentions(text, found)
    if (compact := _COMPACT_DAY.match(text)) is not None:
        found = _compact_day(text, found, compact)
    if not any(m.year for m in found) and len(set(_FIELD_YEAR.findall(text))) == 1 \
            and (year := _FIELD_YEAR.search(text)) is not None:  # (not "between 1910 and 1915")
        # a season's or a circa year, in any language ("ca 1910", "kesä 1946", "sommaren
        # 1910", "[ca. 1935]"): the field holds the picture's date, so its year is one
        found = with_added(text, [*found, (mention := DateMention(
            "year", year.start(), year.end(), year.group(), year=int(year.group())))], [mention])
    return found


# a day as picture-desk systems export it, the field's whole value: IPTC's "Date Created"
# ("20250727") and Exif's ("2025:07:28", "2025:07:28 14:02:11")
_COMPACT_DAY = re.compile(r"\s*((?:1[89]|20)\d\d)(:?)(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])"
                          r"(?=\s*$|[\sT]\d\d:?\d\d)")


def _compact_day(text: str, found: list[DateMention], match: re.Match[str]) -> list[DateMention]:
    """``found`` with the day of a field written "20250727" or "2025:07:28", in place of
    any year read in it."""
    start = match.start(1)
    mention = day_mention(start, match.end(), text[start : match.end()], int(match[1]),
                          int(match[3]), int(match[4]), None, None, None)
    if mention is None or mention.kind == "invalid":
        return found
    kept = [m for m in found if m.end <= start or m.start >= match.end()]
    return with_added(text, [*kept, mention], [mention])


def _iptc_created_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the IPTC fields' days joined on one line: "Date Created: 2015:09:11"
    is the picture's (taken), "Date Sent: 2015:09:12" when it was sent."""
    added = []
    for match in _IPTC_DATE.finditer(text):
        mention = day_mention(match.start(2), match.end(5), text[match.start(2) : match.end(5)],
                              int(match[2]), int(match[4]), int(match[5]), None, None, None)
        if mention is None or mention.kind != "full":
            continue
        found = drop_overlapping(found, mention.start, mention.end)
        added.append((mention, match[1].lower()))
    if not added:
        return found
    found = with_added(text, [*found, *(m for m, _ in added)], [m for m, _ in added])
    for mention, label in added:
        if label == "created":
            mention.taken, mention.context, mention.weak_context = True, False, False
        else:
            mention.context = mention.weak_context = mention.filed = True
            mention.taken = False
    return found


_IPTC_DATE = re.compile(r"\bDate (Created|Sent|Released|Published|Modified)\s*:\s*"
                        r"((?:19|20)\d\d)([:.-])(\d\d)\3(\d\d)\b", re.IGNORECASE)


# Holidays of a fixed day, named as the picture's day ("Swimmers take the plunge on
# Christmas Day", "... on New Year's Eve"): the day, its year from the caption's other
# dates as any day's without a year, or the year written after it as a date's, after a comma
# ("on Christmas Day, 2015": that year's day; not "on Christmas Day 1914", the name of a day
# in history). Only after "on" (not "Halloween costumes", "the Boxing Day tsunami"); movable
# feasts and days each country keeps on its own date ("Independence Day") are not read.
_HOLIDAY_DAYS = {
    "christmas day": (12, 25), "christmas eve": (12, 24), "boxing day": (12, 26),
    "new years day": (1, 1), "new years eve": (12, 31), "hogmanay": (12, 31),
    "valentines day": (2, 14), "halloween": (10, 31), "st patricks day": (3, 17),
    "saint patricks day": (3, 17), "bastille day": (7, 14), "anzac day": (4, 25),
    "australia day": (1, 26), "canada day": (7, 1), "bonfire night": (11, 5),
    "guy fawkes night": (11, 5), "armistice day": (11, 11), "veterans day": (11, 11),
    "juneteenth": (6, 19), "christmas morning": (12, 25), "christmas afternoon": (12, 25),
    "christmas night": (12, 25), "new years morning": (1, 1),
}
# (a year with no comma after a time of the holiday: "on Christmas morning 2023", the Irish
# and British local papers'; not after its name, "on Christmas Day 1914", a day in history)
_HOLIDAY = re.compile(
    r"(?<=\b[Oo]n )(?:Christmas (?:Day|Eve|[Mm]orning|[Aa]fternoon|[Nn]ight)|Boxing Day"
    r"|New Year['’]?s (?:Day|Eve|[Mm]orning)|Hogmanay"
    r"|Valentine['’]?s Day|Halloween|(?:St\.? |Saint )Patrick['’]?s Day|Bastille Day"
    r"|A(?:nzac|NZAC) Day|Australia Day|Canada Day|Bonfire Night|Guy Fawkes Night"
    r"|Armistice Day|Veterans['’]? Day|Juneteenth)(?![\w-])"
    r"(?:(?:,|(?<=[Mm]orning)|(?<=[Aa]fternoon)|(?<=[Nn]ight)) ((?:1[89]|20)\d\d)\b(?![,.]\d)"
    r"|(?!,? (?:1[89]|20)\d\d\b))")
# ... and the Nordic languages' (Swedish, Danish, Norwegian, Icelandic, Finnish), written in
# one word, lower-case, inflected: after "on" ("på julafton", "á gamlárskvöld 2019", "på
# nytårsaften"), or in Finnish's essive, which says "on" itself ("uudenvuodenaattona",
# "jouluaattona"); the year may follow with no comma ("á gamlárskvöld 2019": New Year's Eve
# 2019). Not Midsummer's Eve (midsommarafton, juhannusaatto: a Friday of late June) nor a
# Danish "juledag" (the first or the second?)
_NORDIC_HOLIDAY_DAYS = {
    "julafton": (12, 24), "juleaften": (12, 24), "julaften": (12, 24),
    "aðfangadag": (12, 24), "jouluaatto": (12, 24), "jouluaatt": (12, 24),
    "juldag": (12, 25), "jóladag": (12, 25), "joulupäiv": (12, 25),
    "nyårsafton": (12, 31), "nytårsaften": (12, 31), "nyttårsaften": (12, 31),
    "gamlárskvöld": (12, 31), "gamlársdag": (12, 31), "uudenvuodenaatt": (12, 31),
    "nyårsdag": (1, 1), "nytårsdag": (1, 1), "nyttårsdag": (1, 1), "nýársdag": (1, 1),
    "uudenvuodenpäiv": (1, 1), "sankthansaften": (6, 23), "sankthansaft": (6, 23),
}  # fmt: skip
_NORDIC_STEMS = sorted(_NORDIC_HOLIDAY_DAYS, key=len, reverse=True)  # (the longest first)
_NORDIC_STEM = "|".join(_NORDIC_STEMS)
_NORDIC_HOLIDAY = re.compile(
    rf"(?:(?<=\b[Pp]å )|(?<=\b[Áá] )|(?<=\b[Uu]nder ))(?:{_NORDIC_STEM})[^\W\d_]{{0,6}}"
    rf"(?:,? ((?:1[89]|20)\d\d)\b(?![,.]\d))?"
    rf"|\b(?:jouluaatto|joulupäivä|uudenvuodenaatto|uudenvuodenpäivä)n[aä]\b"
    rf"(?:,? ((?:1[89]|20)\d\d)\b(?![,.]\d))?", re.IGNORECASE)
_NORDIC_HINTS = ("afton", "aften", "kvöld", "aðfanga", "ársdag", "årsdag", "aatto", "päivä",
                 "jóladag", "juldag")


def _nordic_holidays(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the Nordic holidays of a fixed day read as days (see _NORDIC_HOLIDAY)."""
    holidays = [h for h in _NORDIC_HOLIDAY.finditer(text)
                if _holiday_counts(text, h, found, _nordic_holiday_day)]
    return _read_whole(text, found, holidays, _nordic_holiday_day, yield_to_dates=True) \
        if holidays else found


def _nordic_holiday_day(match: re.Match[str]) -> tuple[int | None, int, int]:
    """The (year, month, day) of a Nordic holiday: its year written after it, or none."""
    word = match.group().lower()
    stem = next(s for s in _NORDIC_STEMS if word.startswith(s))
    year = match[1] or match[2]
    return int(year) if year else None, *_NORDIC_HOLIDAY_DAYS[stem]


# the new year seen in at midnight, with its number: "as the UAE welcomes 2026 at the stroke of
# midnight", "revellers ring in 2025 at midnight": the picture is of its first minutes, 1
# January (not "celebrations ahead of 2026", nor a year welcomed without its midnight)
_NEW_YEAR_IN = re.compile(
    r"\b(?:welcom\w*|ring\w* in|usher\w* in|see\w* in|greet\w*|herald\w*)\s+"
    r"(?:the\s+)?(?:[Nn]ew\s+[Yy]ear,?\s+)?((?:19|20)\d\d)\b(?![,.]\d)"
    r"(?=[^.;\n]{0,60}\bmidnight\b)")


def _holiday_counts(text: str, match: re.Match[str], found: list[DateMention],
                    day_of: Callable[[re.Match[str]], tuple[int | None, int, int]]) -> bool:
    """Whether the holiday ``match`` names the caption's day: not after a date the caption
    writes ("MESSINES, Dec 24 (Reuters) - ... the match played on Christmas Day, 1914"), nor
    with a year long before another date's ("... on Christmas Day, 1914, near Ypres. Picture
    taken December 12, 2014": a day in history the story recalls), nor with its year before
    another full day of that year or later (a day the story starts from: "Joulupäivänä 2022
    syntynyt vauva ... 3. tammikuuta 2023", a baby born on Christmas Day, shown on 3 January;
    "On Christmas Day, 2022 the hospital welcomed a baby, presented ... on Jan. 3, 2023"),
    unless that day is still to come (see _FUTURE_CLAUSE)."""
    if any(m.start < match.start() and m.kind != "year" for m in found):
        return False
    year, month, day = day_of(match)
    if year is None:
        return True
    others = [m for m in found if not match.start() <= m.start < match.end()]
    return all(m.year is None or m.year < year + 2 for m in others) and not any(
        m.kind == "full" and not m.context and m.year is not None and m.year >= year
        and (m.year, m.month, m.day) != (year, month, day) and _FUTURE_CLAUSE.search(
            text, max(match.end(), m.start - 60), m.start) is None for m in others)


# a later day still to come after the holiday: "on New Year's Eve, 2023, before the roads
# reopen on January 1, 2024" (the holiday is the picture's day)
_FUTURE_CLAUSE = re.compile(r"\b(?:before|until|till|ahead of|innan|före|inden|før|ennen"
                            r"|kunnes|fyrir|will)\b", re.IGNORECASE)


def _holiday_day(match: re.Match[str]) -> tuple[int | None, int, int]:
    month, day = _HOLIDAY_DAYS[re.sub(r"['’.]", "", match.group().partition(",")[0].lower()
                                      .rstrip("0123456789 "))]
    return int(match[1]) if match[1] else None, month, day


def _new_year_s_day(match: re.Match[str]) -> tuple[int, int, int]:
    """1 January of the year seen in at midnight (see _NEW_YEAR_IN)."""
    return int(match[1]), 1, 1


# Vietnamese: the month as "tháng" and its number ("tháng 9/2023", "tháng 9 năm 2023": September
# 2023), the day written out ("ngày 5 tháng 9 năm 2023"), and Tuổi Trẻ's and VnExpress's day
# and month with no year after the time of day ("tối 31-5", "sáng 2/9": the evening of 31 May),
# its year the caption's
_VIETNAMESE_DATE = re.compile(
    r"(?<!\w)(?:[Nn]gày (?P<d>\d{1,2}) )?[Tt]háng (?P<m>\d{1,2})(?:/| năm )(?P<y>(?:19|20)\d\d)(?!\d)"
    r"|(?<!\w)(?:[Nn]gày|[Ss]áng|[Cc]hiều|[Tt]ối|[Tt]rưa|[Đđ]êm|[Hh]ôm|[Rr]ạng sáng) "
    r"(?P<dd>\d{1,2})[-/](?P<mm>\d{1,2})(?![-/.]?\d)")


def _vietnamese_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the Vietnamese dates of ``_VIETNAMESE_DATE``, each read whole; a day and
    a month alone only in a caption with no full date ("chiều 7/9 ... sáng 8/9/2024": the
    storm's afternoon, then the picture's morning)."""
    added = []
    full = any(m.kind == "full" for m in found)
    # a day and a month take the year of the event's named edition ("Tết Giáp Thìn 2024",
    # "(DIFF) 2025"), else a year the caption writes; with none they are not read
    edition = edition_year(text)
    for match in _VIETNAMESE_DATE.finditer(text):
        start, end = match.span()
        if match["dd"] and (full or (edition is None and not any(m.kind == "year" for m in found))):
            continue
        if any(m.start < end and start < m.end and m.kind != "year" for m in found):
            continue  # ("ngày 30/8/2025": the main pattern's)
        if match["m"] and not match["d"]:
            if not 1 <= int(match["m"]) <= 12:
                continue
            mention: DateMention | None = DateMention(
                "month_year", start, end, match.group(), year=int(match["y"]), month=int(match["m"]))
        elif match["m"]:
            mention = day_mention(start, end, match.group(), int(match["y"]), int(match["m"]),
                                  int(match["d"]), None, None, None)
        else:
            mention = day_mention(match.start("dd"), end, text[match.start("dd") : end], edition,
                                  int(match["mm"]), int(match["dd"]), None, None, None)
        if mention is None or mention.kind == "invalid":
            continue
        found = drop_overlapping(found, mention.start, mention.end)
        found.append(mention)
        added.append(mention)
    return with_added(text, found, added) if added else found


def other_form_mentions(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with the dates of MTI's, Cuartoscuro's, Kyodo's, ENA's, the Spanish wires'
    and the Turkic houses' own forms added, in order, each pass tried only where its cheap
    test passes."""
    if _year_then_dot(text):
        found = _hungarian_mentions(text, found)
    if "ában" in text or "ében" in text:  # (not "been", "urban": English pays two tests)
        found = _hungarian_month_years(text, found)
    if _GLUED_HINT.search(text):
        found = _glued_mentions(text, found)
    if _SLASHED_HINT.search(text):
        found = _slashed_mentions(text, found)
    ascii_only = text.isascii()  # (no CJK, Thai, Cyrillic ... pass for most captions)
    if not ascii_only and ("年" in text or "년" in text):
        found = _cjk_mentions(text, found)
    if not ascii_only and ("háng " in text or "ày " in text or "áng " in text or "ối " in text
                           or "ều " in text or "ưa " in text or "êm " in text):
        found = _vietnamese_mentions(text, found)  # "tháng 9/2023", "tối 31-5"
    if not ascii_only and _THAI_LETTER.search(text) is not None:
        found = _read_whole(text, found, _THAI_DATE.finditer(text), _thai_day)
    if ".20" in text or ".19" in text:  # Folha's "28.jul.2025 às 20h15", "3.fev.2019"
        found = _read_whole(text, found, _DOTTED_MONTH_DATE.finditer(text),
                            lambda m: (int(m[3]), _DOTTED_MONTHS[m[2].lower()], int(m[1])))
    if not ascii_only and "ខែ" in text:
        found = _read_whole(text, found, _KHMER_DATE.finditer(text), _khmer_day)
    if not ascii_only and BURMESE_LETTER.search(text) is not None:
        found = burmese_mentions(text, found)  # (and Myanmar's dateline day, its era)
    if not ascii_only and "ཕྱི་" in text:
        found = dzongkha_mentions(text, found)  # Bhutan's "ཕྱི་ལོ་2019 ཕྱི་ཟླ་12 པའི་ཚེས་17"
    if not ascii_only and DEVANAGARI_LETTER.search(text) is not None:
        found = nepali_mentions(text, found)  # Nepal's Bikram Sambat (not Hindi's dates)
    if not ascii_only and ("সাল" in text or "থেকে" in text or "পর্যন্ত" in text):
        found = bengali_mentions(text, found)  # "২০১৭ সালে", "১ জুলাই থেকে"
    if "ko " in text or "gada" in text or " m. " in text or "beaivve" in text \
            or " წლის " in text or " թ" in text:
        # Basque "2020ko urtarrilaren 21a", Latvian "2013.gada 22.novembrī", Lithuanian
        # "2023 m. liepos 11 d.", Sámi "cuoŋománu 20. beaivve 2019"
        found = _read_whole(text, found, _YEAR_FIRST_DATE.finditer(text), _year_first_day)
    if not ascii_only and ETHIOPIC_LETTER.search(text) is not None:
        pairs = ethiopic_dates(text)
        days = {m.start(): (day.year, day.month, day.day) for m, day in pairs}
        found = _read_whole(text, found, (m for m, _ in pairs), lambda m: days[m.start()])
        if (note := text.find("ፋይል ፎቶ")) >= 0:  # "[የፋይል ፎቶ፦ ... ታኅሣሥ 29 ቀን 2011 ዓ.ም]": the
            # file picture's note, its day the picture's
            end = text.find("]", note)
            for mention in found:
                if note < mention.start and (end < 0 or mention.end <= end):
                    mention.taken = True
    if not ascii_only and SOUTH_INDIC_LETTER.search(text) is not None:
        found = _read_whole(text, found, _YEAR_MONTH_DAY.finditer(text),
                            lambda m: (int(m[1]), _month_of(text, m[2]), int(m[3])))
    if not ascii_only and INDIC_LETTER.search(text) is not None \
            and not any(m.kind == "full" for m in found):
        # a day and a month with the year elsewhere, as India's papers date their datelines
        # and brackets ("తిరుమల, అక్టోబర్ 3 (సాక్షి):", "மே.28-", "(29 जनवरी)", Odia's "୨୦।୬"):
        # the text's year completes them, as the English pattern's "Oct. 3" is (only in a text
        # with no full date: "৪ থেকে ২৫ অক্টোবর পর্যন্ত", a ban's span, is no rival to one)
        found = _read_whole(text, found, _INDIAN_DAY_MONTH.finditer(text),
                            lambda m: _indian_day(text, m), yield_to_dates=True)
        if any(m.kind == "month_day" for m in found):
            found = _indian_years(text, found)
    if not ascii_only and _PERSIAN_LETTERS.search(text) is not None:
        found = _read_whole(text, found, _PERSIAN_DATE.finditer(text), _persian_day)
        if " په " in text or "ټه" in text:  # (نېټه: date)
            found = _read_whole(text, found, _PASHTO_DATE.finditer(text),
                                lambda m: _pashto_day(text, m))
        if " من " in text:
            found = _read_whole(text, found, _ARABIC_ORDINAL_DATE.finditer(text),
                                _arabic_ordinal_day)
    if not ascii_only and "сар" in text:
        # Mongolian numbers its months: Montsame's "2024 оны 7 дугаар сарын 11", "7-р сарын
        # 11-нд" (the 7th month's 11th)
        found = _read_whole(text, found, _MONGOLIAN_DATE.finditer(text),
                            lambda m: (int(m[1]) if m[1] else None,
                                       _MONGOLIAN_ORDINALS.get(m[2]) or int(m[2]), int(m[3])))
    if not ascii_only and ("жыл" in text or " ж. " in text or " йил" in text):
        # Kazakh, Kyrgyz: "2024 жылғы 25 желтоқсан"
        found = _read_whole(text, found, _TURKIC_DATE.finditer(text), _turkic_day)
    if ("yil" in text or " kun" in text or (not ascii_only and (
            "yl" in text or "ə" in text or "o‘" in text or "oʻ" in text or "O‘" in text))) \
            and _turkic_latin_words(text):  # (Uzbek's "o‘": "Toshkent,O‘zbekiston-27-oktyabr")
        # Uzbek, Kazakh, Turkmen, Azerbaijani in Latin letters: "2022-yil 22-dekabr", "2024
        # jylğy 4 şılde", "1-2-iyul kunlari", "2023-nji ýylyň", "oktyabrın 17-də" (Kazakh and
        # Turkmen in letters without their own: "jyly", "yylyn", in a text that has them)
        found = _turkic_latin_mentions(text, found)
    if not ascii_only and _HEBREW_LETTER.search(text):
        if "-1" in text or "-2" in text:
            found = _hebrew_years(text, found)
        if len(found) > 1:
            _hebrew_town_days(found, text)
    if ("Day" in text or "Eve" in text or "Night" in text or "alloween" in text
            or "Christmas" in text or "Year's" in text
            or "ogmanay" in text or "teenth" in text) and (
            holidays := [h for h in _HOLIDAY.finditer(text)
                          if _holiday_counts(text, h, found, _holiday_day)]):
        # a holiday of fixed date names its day ("on Boxing Day", "on New Year's Eve"), but
        # after a date the caption writes it is another day's ("Pressburg, January 1919: ...
        # after taking the city on New Year's Day"), its year or not
        found = _read_whole(text, found, holidays, _holiday_day, yield_to_dates=True)
    if any(hint in text for hint in _NORDIC_HINTS):
        found = _nordic_holidays(text, found)  # "á gamlárskvöld 2019", "på julafton"
    if "midnight" in text and (new_year := [m for m in _NEW_YEAR_IN.finditer(text)
                                            if not any(f.kind != "year" for f in found)]):
        found = _read_whole(text, found, new_year, _new_year_s_day, yield_to_dates=True)
    if "Jun" in text and ("i Jun" in text or "o Jun" in text):
        found = _of_june_mentions(text, found)  # Fijian's "9 ni June, 2021", Hawaiian's "o"
    if "/19" in text or "/20" in text:
        found = _slash_year_mentions(text, found)
    if ". 20" in text or ". 19" in text:
        found = _spaced_numeric_mentions(text, found)
    if " bm." in text or " ub." in text:
        found = _this_month_mentions(text, found)
    if " dated " in text:
        found = _file_photo_dated(text, found)
    if "Date " in text and ("Created" in text or "CREATED" in text):
        found = _iptc_created_mentions(text, found)  # "Date Created: 2015:09:11"
    if "APP" in text and (slug := _APP_SLUG.search(text)) is not None:
        found = _app_slug_day(text, found, slug)
    if "eira (" in text or "go (" in text or "do (" in text:
        found = _weekday_day_mentions(text, found)
    if any(m.kind == "full" and m.year for m in found) \
            and all(m.context and not m.filed for m in found if m.kind == "full") \
            and ("le " in text or "el " in text or "em " in text or "il " in text):
        # "le 3 juin", with the year of a full date that is only a release's or another
        # event's (not "... será el 31 de mayo. 08 de marzo 2026", a page's filing date)
        found = _romance_day_mentions(text, found)
    if "pada " in text or "tanggal " in text:
        found = _malay_day_mentions(text, found)
    if not ascii_only and _KOREAN_HOUSE.match(text) and "자료사진" not in text:
        # Yonhap's, Newsis's and News1's closing stamp ("... 2017.3.31 photo@yna.co.kr") is
        # the picture's day; the text's dates are of the story ("2014년 4월 16일 ... 침몰한")
        for mention in found:
            if mention.kind == "full" and _KOREAN_STAMP.fullmatch(mention.text.strip(". ")):
                mention.taken = True
    if not ascii_only and ("현지" in text or "当地时间" in text or "現地時間" in text
                           or "當地時間" in text):
        found = _local_day_mentions(text, found)
    found = date_form_mentions(text, found)  # "11.XI.2024", "Aug. '69", dates in words
    found = calendar_mentions(text, found)  # Hijri, Hebrew, BS, E.C., B.E., ROC, Japan's eras
    fits = None
    if "(" in text[:80] and ((day := _DATELINE_DAY.search(text, 0, 100)) is not None or (
            day := _DATELINE_MONTH_FIRST.search(text, 0, 60)) is not None) \
            and ((fits := _weekday_s_year(text, day)) is not None
                 or any(m.kind == "full" for m in found) or _COPYRIGHT_YEAR.search(text)
                 or edition_year(text) is not None):
        # (its year the one its story's "este domingo" falls in, of the years the text writes
        # (the bicentenary's "(1825-2025)" of a day "de 1825": 2025); else from a date the text
        # writes in full or its desk's stamp, "© 2024 Lusa", or the year of the event it shows,
        # "lors des élections législatives de 2024"; not from "hasta 2026")
        found = _dateline_day_mention(text, found, day, fits)
    elif " --" in text[:60] and (day := _DATELINE_DAY_DASHES.search(text, 0, 60)) is not None \
            and (any(m.kind == "year" for m in found) or edition_year(text) is not None):
        found = _dateline_day_mention(text, found, day)  # (the year of Bernama's stamp)
    elif " - " in text[:50] and (day := _DATELINE_DAY_DASH.match(text)) is not None \
            and edition_year(text) is not None:
        found = _dateline_day_mention(text, found, day)  # (the year of the edition it shows)
    if " - " in text[:60] and (day := _DATELINE_DAY_COLON.match(text)) is not None:
        found = _dateline_day_mention(text, found, day)
    if " de " in text and _IBERIAN_WEEKDAY_WORD.search(text) is not None:
        found = _weekday_day_of_month(text, found)  # "este martes 2 de enero"
    return found


# the Spanish and Portuguese weekdays after "this" or an article ("este domingo", "el lunes",
# "nesta terça-feira"), the day a wire's story names for its picture
_IBERIAN_WEEKDAYS = {"lunes": 0, "martes": 1, "miércoles": 2, "jueves": 3, "viernes": 4,
                     "sábado": 5, "domingo": 6, "segunda": 0, "terça": 1, "quarta": 2,
                     "quinta": 3, "sexta": 4}
_IBERIAN_WEEKDAY_WORD = re.compile(r"\b(?:[Ee]ste|[Ee]sta|[Ee]l|[Nn]este|[Nn]esta|[Nn]o|[Nn]a)\s+"
                                   r"(lunes|martes|miércoles|jueves|viernes|sábado|domingo"
                                   r"|segunda|terça|quarta|quinta|sexta)(?:-feira)?\b")
# ... with the day of the month after it and no year: "este martes 2 de enero", "el lunes 5 de
# marzo", "nesta terça-feira, 2 de janeiro" (not "el lunes 5 de marzo de 2024": read whole)
_WEEKDAY_DAY_OF_MONTH = re.compile(rf"{_IBERIAN_WEEKDAY_WORD.pattern},?\s+(\d{{1,2}})\s+de\s+"
                                   rf"({_FOREIGN_MONTH})\b(?!,?\s+(?:de|del)\s+\d)")
# every year a caption writes, a season's two too ("la temporada antártica 2017-2018")
_YEAR_WRITTEN = re.compile(r"(?<![\d/.])(?:19|20)\d\d(?![\d/]|\.\d)")


def _weekday_s_year(text: str, day: re.Match[str]) -> int | None:
    """The one year the caption writes ("las elecciones de 2024") in which a Spanish or
    Portuguese dateline's day ("Montevideo, 24 nov (EFE).-") falls on the weekday its story
    names ("este domingo"); None without one (not "hasta 2026", a year no weekday confirms)."""
    said = _IBERIAN_WEEKDAY_WORD.search(text, day.end())
    if said is None:
        return None
    month, number = (day[1], day[2]) if day.re is _DATELINE_MONTH_FIRST else (day[2], day[1])
    years = _years_of_weekday(text, _month_of(text, month), int(number),
                              _IBERIAN_WEEKDAYS[said[1]])
    return years[0] if len(years) == 1 else None


def _years_of_weekday(text: str, month: int, day: int, weekday: int) -> list[int]:
    """The years the caption writes in which ``day`` of ``month`` falls on ``weekday``."""
    years = {int(y) for y in _YEAR_WRITTEN.findall(text)}
    return [y for y in sorted(years) if valid(y, month, day)
            and dt.date(y, month, day).weekday() == weekday]


def _weekday_day_of_month(text: str, found: list[DateMention]) -> list[DateMention]:
    """``found`` with a day a Spanish or Portuguese caption writes after its weekday and with
    no year ("este martes 2 de enero"), in the one year the caption writes that puts it on
    that weekday ("en plena temporada antártica 2017-2018": 2018); left unread without one."""
    added = []
    for match in _WEEKDAY_DAY_OF_MONTH.finditer(text):
        start, end = match.start(2), match.end(3)
        if any(m.start < end and start < m.end for m in found):
            continue
        month, day = _month_of(text, match[3]), int(match[2])
        years = _years_of_weekday(text, month, day, _IBERIAN_WEEKDAYS[match[1]])
        if len(years) == 1:
            mention = day_mention(start, end, text[start:end], years[0], month, day, None,
                                  None, _IBERIAN_WEEKDAYS[match[1]])
            if mention is not None:
                added.append(mention)
    return with_added(text, found + added, added) if added else found
