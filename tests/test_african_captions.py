"""Captions in Africa's own languages: their dates, the Ethiopian calendar, and their places.

Hausa, Somali, Kinyarwanda, Malagasy, Wolof, Oromo, Zulu, Xhosa and Lingala write the
months in their words ("10 ga Satumba, 2024", "14-ka Oktoobar 2018", "ziyi-12 kuNtulikazi
2021"); Ethiopia's houses write the Ethiopian calendar in Ethiopic script ("መጋቢት 24/2010"
is 2 April 2018) and Eritrea's the Gregorian months in Tigrinya ("24 ግንቦት 2021"). Their
weekdays and months are names of towns elsewhere (Talata, Mata, Jona, Mbera), and their
places are written with words the English reader does not know ("jijini Dar es Salaam",
"a birnin Kano", "eThekwini", "በአዲስ አበባ").
"""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.understand import understand_caption
from timeline.understand.ethiopic_dates import ethiopian_to_gregorian


@pytest.mark.parametrize("text, day", [
    # Hausa, with "ga" between the day and the month
    ("Mazauna a birnin Maiduguri, Jihar Borno, ranar Talata 10 ga Satumba, 2024. Hoto: Aminiya",
     dt.date(2024, 9, 10)),
    # Somali, the day with its article; an earlier year's day after it
    ("Muqdisho (SONNA) – Ra'iisul Wasaare oo maanta, Axad 14-ka Oktoobar 2018, ubax dhigaya "
     "isgoyska Soobe, halkaas oo qaraxii 14-kii Oktoobar 2017 lagu dilay.", dt.date(2018, 10, 14)),
    # Kinyarwanda, Malagasy, Wolof
    ("Abaturage bo mu Karere ka Rubavu, ku wa Mbere tariki ya 27 Mutarama 2025.",
     dt.date(2025, 1, 27)),
    ("Mpamonjy voina eo Antananarivo, ny alin'ny Alarobia 26 Jona 2019. Sary: TVM",
     dt.date(2019, 6, 26)),
    ("Bassirou Diomaye Faye ci Diamniadio, Talaata 2 awril 2024. Nataal: APS", dt.date(2024, 4, 2)),
    # Oromo, the month first
    ("Bishooftuu — Hirmaattonni Irreecha Dilbata, Onkoloolessa 6, 2019 marga qabatanii.",
     dt.date(2019, 10, 6)),
    # Zulu and Xhosa, "in" glued to the month; Lingala's "the second month"
    ("Abantu esitolo eMayville, eThekwini, ngoMsombuluko ziyi-12 kuNtulikazi (July) 2021.",
     dt.date(2021, 7, 12)),
    ("Amajoni athwele ibhokisi eQunu ngeCawa umhla we-15 kweyoMnga 2013.", dt.date(2013, 12, 15)),
    ("Papa Francis azali kobandisa Misa na Kinshasa, mokolo ya misato 1 sanza ya mibale 2023.",
     dt.date(2023, 2, 1)),
])
def test_months_of_africas_languages(gaz, text, day):
    assert understand_caption(text, gaz).date.start == day


@pytest.mark.parametrize("ethiopian, gregorian", [
    ((2016, 1, 1), dt.date(2023, 9, 12)),  # the new year before a Gregorian leap year
    ((2017, 1, 1), dt.date(2024, 9, 11)),
    ((2010, 7, 24), dt.date(2018, 4, 2)),
    ((2011, 4, 29), dt.date(2019, 1, 7)),  # Christmas
    ((2015, 13, 6), dt.date(2023, 9, 11)),  # Pagume's sixth day, in a leap year
])
def test_the_ethiopian_calendar(ethiopian, gregorian):
    assert ethiopian_to_gregorian(*ethiopian) == gregorian


def test_days_the_ethiopian_calendar_has_not():
    assert ethiopian_to_gregorian(2016, 13, 6) is None  # (2016 is no leap year)
    assert ethiopian_to_gregorian(2016, 2, 31) is None


@pytest.mark.parametrize("text, day, place, code", [
    # ENA, month first, the year after a slash; Addis Zemen, "ቀን" and the era
    ("አዲስ አበባ፣ መጋቢት 24/2010 (ኢዜአ) ዶክተር ዐቢይ አሕመድ ቃለ መሐላ ፈጸሙ። ፎቶ፦ ኢዜአ",
     dt.date(2018, 4, 2), "Addis Ababa", "ET"),
    ("ጎንደር፣ ጥር 11 ቀን 2016 ዓ.ም (ጃንዋሪ 20/2024) — የጥምቀት በዓል በድምቀት ሲከበር።",
     dt.date(2024, 1, 20), "Gonder", "ET"),
    # no dateline: "in" joined to the name
    ("የመስቀል ደመራ በዓል ረቡዕ መስከረም 16 ቀን 2016 ዓ.ም ምሽት በአዲስ አበባ መስቀል አደባባይ ተከብሯል።",
     dt.date(2023, 9, 27), "Addis Ababa", "ET"),
    # Tigrinya in Tigray (Ethiopian) and in Eritrea (Gregorian, the day first)
    ("መቐለ፣ ታሕሳስ 19/2015 ዓ.ም — ቀዳማይ በረራ ካብ ኣዲስ ኣበባ ናብ መቐለ ምስ ዓለበ።",
     dt.date(2022, 12, 28), "Mek'ele", "ET"),
    ("ኣስመራ፡ 24 ግንቦት 2021 — ኣብ ስታድዩም ኣስመራ 30 ዓመት በዓል ናጽነት። ኤርትራ ብ24 ግንቦት 1991 ናጽነታ።",
     dt.date(2021, 5, 24), "Asmara", "ER"),
])
def test_ethiopic_captions(gaz, text, day, place, code):
    facts = understand_caption(text, gaz)
    assert facts.date.start == day
    assert (facts.place.resolution.name, facts.place.resolution.country_code) == (place, code)


def test_a_file_pictures_note_in_amharic_dates_the_picture(gaz):
    facts = understand_caption(
        "ላሊበላ፣ ታኅሣሥ 26/2017 (ኢዜአ) የገና በዓልን ለማክበር ዝግጅት መጠናቀቁን አስታወቀ። [የፋይል ፎቶ፦ ምዕመናን "
        "የገና በዓልን ሲያከብሩ፣ ታኅሣሥ 29 ቀን 2011 ዓ.ም]", gaz)
    assert facts.date.start == dt.date(2019, 1, 7)


@pytest.mark.parametrize("text, place, code", [
    # weekdays and months that are towns elsewhere: no Tarata, Mbera, Jona, Yuli
    ("Mazauna unguwar Gwange a birnin Mai- duguri, Jihar Borno, na ratsa ruwa bayan ambaliyar "
     "ruwa ta Alau, ranar Talata 10 ga Satumba, 2024.", "Maiduguri", "NG"),
    ("Mpamonjy voina eo anoloan'ny kianjan'i Mahamasina, Antananarivo, ny alin'ny Alarobia 26 "
     "Jona 2019.", "Antananarivo", "MG"),
    # Swahili's locatives: "in the city of", "in the district of"
    ("Waokoaji wakiendelea kuwatafuta watu chini ya kifusi cha jengo lililoporomoka jijini Dar "
     "es Salaam, Jumamosi Novemba 16, 2024.", "Dar es Salaam", "TZ"),
    # a name after a lower-case prefix (Zulu's locative, Eswatini's own spelling)
    ("Abantu bephuma nempahla esitolo eMayville, eThekwini, ngoMsombuluko ziyi-12 kuNtulikazi "
     "2021.", "Durban", "ZA"),
    ("People queue to vote in eSwatini on Friday, Sept. 29, 2023.", "Eswatini", "SZ"),
    # Somali's "the city of"
    ("Barakacayaal ku taal duleedka magaalada Baydhabo, Arbaco 7-da Sebtembar 2022.", "Baidoa",
     "SO"),
])
def test_places_of_africas_languages(gaz, text, place, code):
    resolution = understand_caption(text, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (place, code)


def test_a_calendars_tag_after_a_date_is_no_town(gaz):
    # "(ALA)": the Gregorian calendar in Oromo, not Ala of Kerala
    place = understand_caption("Finfinnee, Onkoloolessa 5, 2019 (ALA) — Ayyaanni Irreechaa "
                               "har'a kabajameera. Suuraa: OBN", gaz).place
    assert place.resolution is None or place.resolution.country_code != "IN"


def test_an_english_word_after_a_lower_case_letter_is_no_name(gaz):
    facts = understand_caption("The new iPhone goes on sale in Tokyo, Sept. 20, 2024.", gaz)
    assert facts.place.resolution.name == "Tokyo"


@pytest.mark.parametrize("text", [
    # Malagasy's June and Kinyarwanda's April are towns too: a date's only after their day
    "Die Stadt Jona, 14. März 2021: Passanten am Seeufer.",
    "Feuerwehrleute bei Jona 2 Kilometer vom Zentrum, 12. Juni 2019.",
])
def test_a_month_that_is_a_town_is_a_date_only_after_its_day(gaz, text):
    assert understand_caption(text, gaz).place.resolution.name == "Jona"
