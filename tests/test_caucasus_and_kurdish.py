"""Captions of the South Caucasus, Kurdistan and Afghanistan in their own scripts.

Georgian has no capitals: its captions are read as the other caseless scripts are, by their
datelines ("თბილისი, 2024 წლის 29 ნოემბერი") and by "in" joined to a name ("თბილისში").
Armenian's towns are indexed in its script ("Գյումրի"); its dates put the year first ("2016 թ.
հունիսի 25") or the month in the genitive ("հոկտեմբերի 5, 2019"). Kurdish writes its months
with the izafe (Sorani "25ی ئەیلوولی 2017", Kurmanji "3'ê Îlona 2019'an"); Pashto the year,
the month and the day in that order ("د ۱۴۰۳ل کال د غويي په ۲۵مه").
"""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.understand import understand_caption
from timeline.understand.dates import extract_event_date


@pytest.mark.parametrize("text, day", [
    ("თბილისი, 2024 წლის 29 ნოემბერი — აქციის მონაწილეები რუსთაველის გამზირზე.",
     dt.date(2024, 11, 29)),
    ("ბათუმი, 26 ივნისი, 2024. გულშემატკივრები ევროპის მოედანზე.", dt.date(2024, 6, 26)),
    ("მცხეთა, 2022 წლის 14 ოქტომბერს. სვეტიცხოვლობის დღესასწაული.", dt.date(2022, 10, 14)),
    ("Գյումրի, 2016 թ. հունիսի 25: Հռոմի Ֆրանցիսկոս Պապը պատարագ է մատուցում:",
     dt.date(2016, 6, 25)),
    ("Արենի, հոկտեմբերի 5, 2019: Գինու փառատոնը:", dt.date(2019, 10, 5)),
    ("Վանաձոր, 2021 թվականի հունիսի 20-ին: Ընտրողները քվեարկում են:", dt.date(2021, 6, 20)),
    ("هەولێر - ڕۆژی دووشەممە 25ی ئەیلوولی 2017 لە بنکەیەکی دەنگدان", dt.date(2017, 9, 25)),
    ("خەڵکی هەڵەبجە ڕۆژی پێنجشەممە ١٦ی ئازاری ٢٠٢٣، لە گۆڕستانی شەهیدان", dt.date(2023, 3, 16)),
    ("ڕۆژی دووشەممە 16ی تشرینی یەکەمی 2017 چوونە ناو بینای پارێزگا", dt.date(2017, 10, 16)),
    ("Bi hezaran kes îro 26'ê Kanûna Paşîn a 2025'an li Kobanê kom bûn.", dt.date(2025, 1, 26)),
    ("Dayik îro 3'ê Îlona 2022'an li Amedê daxuyanî dan.", dt.date(2022, 9, 3)),
    ("کندهار (باختر): د سه شنبې په ورځ، د ۱۴۰۳ل کال د غويي په ۲۵مه، مراسم ترسره شول.",
     dt.date(2024, 5, 14)),
    ("پېښور - د سه شنبې په ورځ، د ۲۰۲۳ کال د جنورۍ په ۳۱مه، جنازې ادا کېږي.", dt.date(2023, 1, 31)),
])
def test_dates_of_the_caucasus_kurdistan_and_afghanistan(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, place, code", [
    ("თბილისი, 2024 წლის 29 ნოემბერი — აქციის მონაწილეები რუსთაველის გამზირზე.", "Tbilisi",
     "GE"),
    ("შობის დღესასწაული: თბილისში ტრადიციული სვლა გაიმართა. 7 იანვარი, 2023.", "Tbilisi", "GE"),
    ("Գյումրի, 2016 թ. հունիսի 25: Հռոմի Ֆրանցիսկոս Պապը պատարագ է մատուցում:", "Gyumri",
     "AM"),
    # "the city of Herat": not the Iranian village GeoNames names so
    ("زنان هراتی روز شنبه ۱۸ میزان ۱۳۸۳ در نخستین انتخابات ریاست جمهوری افغانستان در شهر هرات "
     "صف کشیده‌اند. عکس: AFP", "Herāt", "AF"),
    # an Afghan dateline's town is Afghanistan's, though the text names Iran (the returnees'
    # origin)
    ("هرات - مهاجران اخراج‌شده از ایران که از مشهد بازگشته‌اند، روز دوشنبه ۲۲ جدی ۱۴۰۴ در "
     "مرکز پذیرش مهاجران، ولسوالی کهسان ولایت هرات، منتظر ثبت نام‌اند.", "Herāt", "AF"),
])
def test_places_of_the_caucasus_and_afghanistan(gaz, text, place, code):
    resolution = understand_caption(text, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (place, code)


@pytest.mark.parametrize("text, place, code", [
    # Kurmanji's oblique case, Armenian's locative
    ("ZAXO - Xizmên geştiyarên ku îro hatin kuştin, li ber nexweşxaneya Zaxoyê li benda ne.",
     "Zaxo", "IQ"),
    ("Վարդավառ Երևանում. երեխաները ջուր են լցնում անցորդների վրա: Հուլիսի 23, 2017:", "Yerevan",
     "AM"),
])
def test_a_town_in_its_case(gaz, text, place, code):
    resolution = understand_caption(text, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (place, code)


@pytest.mark.parametrize("text, day", [
    # Mongolian numbers its months (in figures or words), Tajik writes them with the izafe,
    # Uzbek's Cyrillic puts the year first; a Russian archive picture keeps its own day
    ("Улаанбаатар, 2024 оны 7 дугаар сарын 11. Үндэсний их баяр наадам.", dt.date(2024, 7, 11)),
    ("Улаанбаатар хотод 2023 оны 7-р сарын 11-нд наадам болов.", dt.date(2023, 7, 11)),
    ("АРХИВ. 2008 оны долдугаар сарын 1-ний шөнө Улаанбаатар хотод. 6-р сарын 29-ний сонгууль.",
     dt.date(2008, 7, 1)),
    ("Душанбе, 15 марти 2024 (Ховар). Ҷашни Наврӯз.", dt.date(2024, 3, 15)),
    ("Тошкент, 2018 йил 21 март (ЎзА). Пойтахтдаги боғда Наврўз байрами.", dt.date(2018, 3, 21)),
    ("Архивное фото: жители Андижана на площади Бобура утром 13 мая 2005 года. Материал "
     "опубликован 13.05.2024, в 19-ю годовщину андижанских событий.", dt.date(2005, 5, 13)),
])
def test_dates_of_central_asia_and_mongolia(text, day):
    assert extract_event_date(text).start == day
