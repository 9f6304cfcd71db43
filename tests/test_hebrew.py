"""Captions in Hebrew (Flash90, the GPO, Ynet, Haaretz, Walla, Maariv, Israel Hayom): their
towns and dates; and the dates of BelTA (Belarusian), Kazinform (Kazakh) and Kabar (Kyrgyz).
The captions are written for these tests, in the houses' styles."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gazetteer.names import fold_token
from timeline.understand import understand_caption
from timeline.understand.caseless import read_hebrew_place


@pytest.mark.parametrize("caption, name, code", [
    # "in" joined to the town ("באשדוד"), and "and in" ("ובחולון")
    ("תושבים בוחנים את הנזק לבית שנפגע מרקטה באשדוד, 12 במאי 2021. צילום: אבי רוקח/פלאש90",
     "Ashdod", "IL"),
    ("צמיגים בוערים על הכביש ובחולון נחסם צומת, 23 במרץ 2023. צילום: גדעון מרקוביץ/פלאש90",
     "H̱olon", "IL"),
    # a town of two words after a joined "in", whose second word is read as written
    ("כבאים בבניין שנפגע בקריית שמונה, 4 ביוני 2024. צילום: איל מרגולין/פלאש90",
     "Qiryat Shmona", "IL"),
    ("מפגינים מול משרד הביטחון בתל אביב, יום שבת, 14 בינואר 2023. צילום: תומר נויברג/פלאש90",
     "Tel Aviv", "IL"),
    # "near", and a unit word before the town ("בעיר", in the city of)
    ("שוטרים בזירת הפיגוע ליד חברון, 21 באוקטובר 2015. צילום: ויסאם השלמון/פלאש90",
     "Hebron", "PS"),
    ("ראש הממשלה מבקר בעיר רהט, 5 בינואר 2022. צילום: עמוס בן גרשום, לע\"מ", "Rahat", "IL"),
    # a neighbourhood's name is no town: the city after it is the place
    ("עבודות שיקום בשכונת רמות בירושלים, 3 ביוני 2019. צילום: נתי שוחט/פלאש90",
     "Jerusalem", "IL"),
    # at the entrance to a town: its joined "to" places it
    ("פקקי תנועה בכניסה לכרמיאל, יום חמישי, 6 באפריל 2023. צילום: מאיר ועקנין/פלאש90",
     "Karmi’el", "IL"),
    # "that is in": the place holding the scene, when nothing finer is placed
    ("מתפללים בבית הכנסת העתיק שבאריאל, 17 בספטמבר 2024. צילום: מעריב", "Ariel", "IL"),
    # the closing "town, date" sentence of Israel's houses
    ("נופשים בחוף הים בשיא עונת הקיץ. אשקלון, 14 ביולי 2022. צילום: אדי ישראל/פלאש90",
     "Ashkelon", "IL"),
    ("ילדים משחקים בשלג ברמת הגולן. קצרין, יום שלישי, 8 בפברואר 2022. צילום: מיכאל גלעדי/פלאש90",
     "Katzrin", "IL"),
    # a town written with its vowel letters, which GeoNames writes without
    ("בתמונת ארכיון: פועלים חוצים את הגדר במטולה. צילום: יעקב סער, לע\"מ", "Metula", "IL"),
    ("שריפה בשטח פתוח בכפר אום אל-פחם, 17 ביולי 2020. צילום: באסל עוודאת/פלאש90",
     "Umm el Faḥm", "IL"),
    # the script's countries: Bethlehem of the West Bank, not of Pennsylvania
    ("צליינים בכנסיית המולד בבית לחם, 24 בדצמבר 2019. צילום: ויסאם השלמון/פלאש90",
     "Bethlehem", "PS"),
    # a country the caption names is the context: Lebanon's Tyre
    ("עשן מיתמר מעל בניינים בצור שבדרום לבנון, 23 בספטמבר 2024. צילום: רויטרס", "Tyre", "LB"),
    # a country the caption names: Alma of Michigan, not Israel's Alumma
    ("בתים הרוסים אחרי סופת טורנדו באלמה, ארצות הברית, 3 במאי 2024. צילום: רויטרס", "Alma", "US"),
    # a city of note abroad, before a country the text places
    ("תיירים מצלמים את מגדל אייפל בפריז, 14 ביולי 2019. צילום: רויטרס", "Paris", "FR"),
    ("הפגנת תמיכה בישראל בלונדון, 22 באוקטובר 2023. צילום: רויטרס", "London", "GB"),
    # "in" a noun "of" the town after it: the streets of Bnei Brak, not Rehovot
    ("חגיגות הפורים ברחובות בני ברק, 7 במרץ 2023. צילום: יעקב נחומי/פלאש90", "Bnei Brak", "IL"),
    ("טקס סיום קורס ברחובות, 7 במרץ 2023. צילום: פלאש90", "Reẖovot", "IL"),
    # a name written with a geresh that GeoNames writes without ("גנין")
    ("לוחמי צה\"ל פועלים בג׳נין, 3 ביולי 2023. צילום: דובר צה\"ל", "Janīn", "PS"),
    # a short first sentence ending in a date is the story's, not a "town, date" sentence
    ("עומס בחיפה ותל אביב, 7 במרץ 2023. צילום: פלאש90", "Haifa", "IL"),
])
def test_the_town_of_a_hebrew_caption(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize("caption", [
    # a town people came from, or went to, is not where the picture was made
    "נוסעים שהגיעו מתל אביב ממתינים לאוטובוס, 2 במרץ 2020. צילום: גיל כהן מגן, ynet",
    "משלחת ישראלית יצאה לוושינגטון, 3 ביולי 2021. צילום: עמוס בן גרשום, לע\"מ",
    # a club or a town hall named after its town
    "שחקני מכבי תל אביב חוגגים את הזכייה בגביע, 5 במאי 2022. צילום: וואלה! ספורט",
    "עיריית חיפה הודיעה על סגירת החופים, 3 ביולי 2021. צילום: דוברות",
    # a word that a village is also named: Lag BaOmer, not the town Omer
    "אלפי חוגגים בל\"ג בעומר, 19 במאי 2022. צילום: דוד כהן/פלאש90",
    # the West Bank's "bank" is no Jeddah
    "חיילים בסיור בגדה המערבית, 3 במאי 2023. צילום: דובר צה\"ל",
])
def test_a_town_the_hebrew_text_does_not_place_is_not_the_place(gaz, caption):
    assert understand_caption(caption, gaz).place.resolution is None


def test_the_closing_town_outranks_a_town_in_the_story(gaz):
    caption = ("הלוויית ההרוגים בתאונה בבאר שבע יצאה מבית העלמין. חולון, 9 בינואר 2023."
               " צילום: גדעון מרקוביץ/פלאש90")
    assert understand_caption(caption, gaz).place.resolution.name == "H̱olon"


@pytest.mark.parametrize("caption, day", [
    ("מפגינים מול הכנסת, 3 באוקטובר 2024. צילום: יונתן זינדל/פלאש90", "2024-10-03"),
    ("חגיגות בכיכר, יום שני, 7 באוקטובר 2024. צילום: פלאש90", "2024-10-07"),
    ("ביקור ראש העירייה במרכז הקהילתי (27.3.2002). צילום: לע\"מ", "2002-03-27"),
    ("לוחמים פועלים במרחב, בינואר 2024. צילום: דובר צה\"ל", "2024-01-01"),
    ("שלג בירושלים, 12 במרס 2013. צילום: ynet", "2013-03-12"),
    # "since" an earlier day, an anniversary and "a day after" date another event
    (("משפחות החטופים, המוחזקים בעזה מאז 7 באוקטובר 2023, מפגינות בכיכר החטופים בתל אביב,"
      " 13 בינואר 2024. צילום: פלאש90"), "2024-01-13"),
    (("טקס לציון 20 שנה לפיגוע בדולפינריום (1.6.2001) בטיילת בתל אביב, 1 ביוני 2021."
      " צילום: פלאש90"), "2021-06-01"),
    (("משפחות בטקס במלאת שנה לאסון 30 באפריל 2021 בהר מירון, 18 באפריל 2022."
      " צילום: פלאש90"), "2022-04-18"),
    (("בני נוער מדליקים נרות יום לאחר הרצח ב-4 בנובמבר 1995 בכיכר מלכי ישראל בתל אביב,"
      " 5 בנובמבר 1995. צילום: לע\"מ"), "1995-11-05"),
    # the closing "town, date" sentence dates the picture, not the story's day before it
    (("כבאים נאבקים בשריפה בכרמל, שפרצה ביום חמישי, 2 בדצמבר 2010. דלית אל-כרמל, 4.12.2010."
      " צילום: משה מילנר, לע\"מ"), "2010-12-04"),
    # a year with a hyphened "from" or "in"
    ("בתמונת ארכיון מ-1998: חיילים במוצב בדרום לבנון. צילום: לע\"מ", "1998-01-01"),
    ("תמונת ארכיון: מפגינים בכיכר בשנת 1988 נגד הממשלה. צילום: לע\"מ", "1988-01-01"),
])
def test_hebrew_dates(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


def test_a_hebrew_month_alone_is_its_month(gaz):
    date = understand_caption("לוחמים פועלים במרחב, ינואר 2024. צילום: דובר צה\"ל", gaz).date
    assert (date.start.isoformat(), date.precision) == ("2024-01-01", "month")


@pytest.mark.parametrize("caption, day", [
    # BelTA, in Belarusian: the month in its genitive
    ("ГРОДНА, 4 чэрвеня 2022 /БЕЛТА/ - Удзельнікі фестывалю на плошчы. Фота: БЕЛТА", "2022-06-04"),
    ("МІНСК, 25 снежня 2023 /БЕЛТА/ - Навагодняя ёлка на Кастрычніцкай плошчы.", "2023-12-25"),
    ("МАГІЛЁЎ, 9 лістапада 2021 /БЕЛТА/ - Адкрыццё новага моста праз Дняпро.", "2021-11-09"),
    # Kazinform, in Kazakh: the year, then the day and the month (or its locative)
    ("АСТАНА. 2024 жылғы 25 желтоқсан. ҚАЗАҚПАРАТ – Бәйтерек маңындағы мереке. Фото: ҚазАқпарат",
     "2024-12-25"),
    ("Алматы қаласында 2023 жылы 5 қыркүйекте жаңа саябақ ашылды. Фото: ҚазАқпарат",
     "2023-09-05"),
    # Kabar, in Kyrgyz: "year-of the day-month", the month with its case ending
    ("Бишкек, 2022-жылдын 31-августу. Ала-Тоо аянтындагы майрам. Сүрөт: Кабар", "2022-08-31"),
    ("Ош шаары, 2024-жылдын 21-марты. Нооруз майрамы. Сүрөт: Кабар", "2024-03-21"),
    ("Чолпон-Ата, 2018-жылдын 3-сентябры. Көчмөндөр оюндары. Сүрөт: Кабар", "2018-09-03"),
])
def test_belarusian_kazakh_and_kyrgyz_dates(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("written, folded", [
    ("יְרוּשָׁלַיִם", "ירושלים"),  # vowel points
    ("ג׳נין", "ג'נין"), ("ג’נין", "ג'נין"),  # the geresh, however written, is kept
    ("נתניה", "נתניה"),  # kept in the script, not "ntnyh"
])
def test_hebrew_folds_within_the_script(written, folded):
    assert fold_token(written) == folded


_HEBREW_TEXT = st.lists(
    st.one_of(st.text(alphabet=list("אבגדהוזחטיכלמנסעפצקרשתםןץףך ,.:'\"-0123456789"),
                      max_size=12),
              st.sampled_from(["ב", "ו", "ל", "ירושלים", "תל אביב", "בחיפה", "ליד ", "בשכונת ",
                               ", 3 במאי 2022. "])),
    max_size=12).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=_HEBREW_TEXT)
def test_the_hebrew_reader_never_raises_and_reads_its_town_from_the_text(gaz, text):
    found = read_hebrew_place(text, gaz)
    if found is not None:
        name, resolution = found
        assert text[name.start : name.end] == name.text and resolution.name
