"""Date rules of the thirtieth session: the Solar Hijri calendar written in Latin letters
(Iran's month names and Afghanistan's zodiac names), exact beside a Gregorian date; the
picture's own day in a Chinese caption's later sentence; GEPA's "CITY,COUNTRY,24.JAN.24"
dateline; a paper's head line "Section | Mon Dec 5, 2022" with the story's "yesterday"; a
Spanish dateline's day not lost to a weekday of a day to come; the Nordic holidays of a fixed
day.

The captions are written for these tests in the houses' styles, not copied from a blind set.
"""

from __future__ import annotations

import datetime as dt
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from timeline.understand.calendars import solar_hijri_day
from timeline.understand.dates import extract_event_date
from timeline.understand.text import normalise_text


def _day(caption: str) -> str | None:
    """The event day the tool reads of a caption, cleaned as the pipeline cleans it."""
    found = extract_event_date(normalise_text(caption))
    return found.start.isoformat() if found.start is not None else None


# --- the Solar Hijri calendar in Latin letters ----------------------------------------------

@pytest.mark.parametrize("year, month, day, gregorian", [
    (1403, 1, 1, "2024-03-20"),   # Nowruz 1403
    (1398, 1, 1, "2019-03-21"),   # Nowruz 1398 (1 Hamal 1398 in Afghanistan)
    (1402, 1, 1, "2023-03-21"),
    (1399, 12, 30, "2021-03-20"),  # 1399 is a leap year: Esfand has 30 days
    (1403, 12, 30, "2025-03-20"),
    (1357, 11, 22, "1979-02-11"),  # the revolution's day, 22 Bahman 1357
    (1401, 6, 31, "2022-09-22"),
])
def test_solar_hijri_days_convert_exactly(year: int, month: int, day: int,
                                          gregorian: str) -> None:
    assert solar_hijri_day(year, month, day) == dt.date.fromisoformat(gregorian)


@pytest.mark.parametrize("year, month, day", [
    (1400, 12, 30),  # a common year's Esfand has 29 days
    (1402, 7, 31),   # Mehr has 30
    (1401, 1, 32),
    (1450, 1, 1),    # a year to come
])
def test_days_the_solar_calendar_has_not_are_none(year: int, month: int, day: int) -> None:
    assert solar_hijri_day(year, month, day) is None


@pytest.mark.parametrize("caption, day", [
    # Iran's month names, with a weekday, a comma, after a dateline
    ("Isfahan – Worshippers leave the Imam Mosque after Friday prayers, Friday 12 Aban 1402. "
     "Photo: IRNA / Ali Jafari", "2023-11-03"),
    ("Mashhad, 25 Esfand 1401 – Pilgrims crowd the courtyards of the Imam Reza shrine before "
     "Nowruz. Photo: Tasnim / Hamid Reza", "2023-03-16"),
    ("Tehran – Fans cheer at Azadi Stadium on Sunday, 3 Ordibehesht 1402, during the league "
     "derby. Photo: Mehr / Majid Asgaripour", "2023-04-23"),
    ("Rasht (ISNA) – Rice farmers plant seedlings in flooded paddies, Thursday 20 Khordad "
     "1400. Photo: ISNA / Mohsen Pour", "2021-06-10"),
    ("Yazd – A craftsman weaves a carpet on 7 Shahrivar 1399 SH. Photo: ISNA", "2020-08-28"),
    ("Tabriz – Snow covers El Goli park, Dey 14, 1401. Photo: Fars", "2023-01-04"),
    # Afghanistan's zodiac names, in brackets after the weekday too
    ("KABUL (Pajhwok): Traders unload melons at the Mandawi market on Tuesday (10 Asad 1402). "
     "Photo: Pajhwok", "2023-08-01"),
    ("HERAT: Worshippers leave the Friday Mosque on Friday (1 Mizan 1401) after prayers. "
     "Photo: TOLOnews", "2022-09-23"),
    ("JALALABAD (Pajhwok): Flood water covers farmland on Tuesday (25 Saur 1403). "
     "Photo: Pajhwok", "2024-05-14"),
    ("KANDAHAR: Shoppers buy dried fruit before Nowruz on 28 Hoot 1400. Photo: Bakhtar",
     "2022-03-19"),
])
def test_solar_hijri_dates_in_latin_letters(caption: str, day: str) -> None:
    assert _day(caption) == day


def test_the_photo_s_solar_day_beats_the_story_s_gregorian_one() -> None:
    caption = ("Bam, Kerman – Rescuers search the rubble after the quake that struck on Friday "
               "night, 5 Dey 1382 (December 26, 2003). The photo was taken on 6 Dey 1382.\n"
               "IRNA / Reza Vahdati")
    assert _day(caption) == "2003-12-27"


def test_a_solar_day_beside_its_own_gregorian_day_is_that_day() -> None:
    caption = ("Shiraz – Visitors tour Persepolis on 2 Farvardin 1402 (March 22, 2023). "
               "Photo: ISNA")
    assert _day(caption) == "2023-03-22"


@pytest.mark.parametrize("caption, day", [
    # a month's name that is a name too, with no day before it: the Gregorian date stands
    ("Tehran – Staff of Mehr 1400 Printing work in the newsroom on March 5, 2022. Photo: AFP",
     "2022-03-05"),
    # a Solar Hijri month with no year is not converted
    ("KABUL: Farmers harvest wheat on 15 Saratan, the agriculture ministry said on July 7, "
     "2023. Photo: Pajhwok", "2023-07-07"),
    # Asad, a man's name, before a number that is no year
    ("Damascus, Syria – A portrait of Hafez al-Asad 1400 metres above the city, photographed "
     "on May 3, 2021. Photo: Reuters", "2021-05-03"),
])
def test_near_misses_of_solar_dates(caption: str, day: str) -> None:
    assert _day(caption) == day


@given(st.dates(min_value=dt.date(1960, 1, 1), max_value=dt.date(2024, 12, 31)))
def test_every_solar_day_follows_the_one_before(day: dt.date) -> None:
    """Consecutive Solar Hijri days are consecutive Gregorian days: no gap, no overlap."""
    year = day.year - 621 - (1 if day < dt.date(day.year, 3, 19) else 0)
    days = [solar_hijri_day(year, m, d) for m in range(1, 13) for d in range(1, 32)]
    known = [d for d in days if d is not None]
    assert all((b - a).days == 1 for a, b in pairwise(known))
    assert known[0].month == 3 and 19 <= known[0].day <= 22


@given(st.integers(1340, 1403), st.integers(1, 12), st.integers(1, 29),
       st.sampled_from(["Friday", "on", "Saturday,", "during the rally on"]))
def test_a_written_solar_day_reads_as_its_conversion(year: int, month: int, day: int,
                                                     lead: str) -> None:
    names = ["Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar", "Mehr",
             "Aban", "Azar", "Dey", "Bahman", "Esfand"]
    expected = solar_hijri_day(year, month, day)
    caption = f"Qom – Mourners march through the city {lead} {day} {names[month - 1]} {year}."
    assert expected is not None and _day(caption) == expected.isoformat()


# --- the picture's day in a Chinese caption's later sentence ---------------------------------

@pytest.mark.parametrize("caption, day", [
    ("2021年7月20日，河南省郑州市遭遇特大暴雨。这是7月21日在郑州市金水区拍摄的积水街道。"
     "新华社记者 李安 摄", "2021-07-21"),
    ("2008年5月12日，四川省汶川县发生8.0级地震。这是5月14日在映秀镇拍摄的救援现场。", "2008-05-14"),
    ("民國110年8月7日盧碧颱風帶來豪雨，屏東縣多處淹水。圖為8月8日林邊鄉空拍畫面。（中央社）",
     "2021-08-08"),
    ("2023年12月18日，甘肃积石山县发生6.2级地震。图为12月19日在大河家镇拍摄的安置帐篷。",
     "2023-12-19"),
])
def test_the_picture_s_own_day_in_a_later_sentence(caption: str, day: str) -> None:
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # "这是" (this is) without the verb to photograph: the story's day stands
    ("2021年7月20日，郑州遭遇特大暴雨。这是7月18日发布的预警之后最强的降雨。", "2021-07-20"),
    # one date only: as before
    ("2024年3月5日，第十四届全国人民代表大会第二次会议在北京人民大会堂开幕。新华社记者 李贺 摄",
     "2024-03-05"),
])
def test_near_misses_of_chinese_picture_days(caption: str, day: str) -> None:
    assert _day(caption) == day


# --- GEPA's dateline -------------------------------------------------------------------------

@pytest.mark.parametrize("caption, day", [
    ("KITZBUEHEL,AUSTRIA,20.JAN.23 - ALPINE SKIING - FIS World Cup, downhill, men. Image shows "
     "Vincent Kriechmayr (AUT). Photo: GEPA pictures/ Mario Buehner", "2023-01-20"),
    ("INNSBRUCK,AUSTRIA,03.NOV.22 - ICE HOCKEY - ICE Hockey League, HC Innsbruck vs Black "
     "Wings Linz. Photo: GEPA pictures/ Daniel Schoenherr", "2022-11-03"),
    ("SALZBURG,AUSTRIA,9.MAR.24 - FOOTBALL - ADMIRAL Bundesliga. Photo: GEPA pictures",
     "2024-03-09"),
])
def test_gepa_s_dotted_dateline(caption: str, day: str) -> None:
    assert _day(caption) == day
    assert extract_event_date(caption).start == dt.date.fromisoformat(day)  # (uncleaned)


def test_a_dotted_day_not_after_a_dateline_s_comma_is_not_read() -> None:
    caption = "Fans hold a banner reading 20.JAN.23 - NEVER FORGET at the stadium in Graz."
    assert _day(caption) is None


# --- a paper's head line and the story's "yesterday" ---------------------------------------

@pytest.mark.parametrize("caption, day", [
    ("The Daily Star | Sports | Sun Mar 19, 2023\nBangladesh players celebrate after their "
     "win over Ireland in the second ODI in Sylhet yesterday. PHOTO: STAR", "2023-03-18"),
    ("New Age | Sports | Tue Oct 10, 2023\nFans cheer after Bangladesh's win over Afghanistan "
     "in Dharamsala yesterday. Photo: New Age", "2023-10-09"),
])
def test_a_head_line_s_day_less_the_story_s_yesterday(caption: str, day: str) -> None:
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # no relative word: the page's day
    ("The Daily Star | City | Sun Mar 19, 2023\nCommuters wade through waterlogged streets "
     "in Dhanmondi. PHOTO: STAR", "2023-03-19"),
    # "yesterday" in the clause of another event: not the picture's
    ("The Daily Star | City | Sun Mar 19, 2023\nResidents salvage belongings from houses "
     "that the fire destroyed yesterday in Korail. PHOTO: STAR", "2023-03-19"),
])
def test_near_misses_of_head_line_days(caption: str, day: str) -> None:
    assert _day(caption) == day


# --- a Spanish dateline's day and a weekday of a day to come -----------------------------------

@pytest.mark.parametrize("caption, day", [
    ("Buenos Aires, 16 de noviembre de 2023: Sergio Massa saluda a militantes en un acto en "
     "Tigre, de cara al balotaje del domingo 19. Foto: Télam", "2023-11-16"),
    ("Santiago, 14 de diciembre de 2023: Votantes revisan el padrón antes del plebiscito del "
     "domingo 17, en el centro de la capital. Foto: Agencia Uno", "2023-12-14"),
])
def test_a_weekday_of_a_day_to_come_does_not_move_the_dateline(caption: str, day: str) -> None:
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # a weekday alone, or with the very day it counts back to: told back from the dateline
    ("SANTIAGO, 18 de diciembre de 2023 (EFE).- Miles de personas celebraron el domingo en el "
     "centro de la capital el resultado del plebiscito.", "2023-12-17"),
    ("SANTIAGO, 18 de diciembre de 2023 (EFE).- Miles de personas celebraron el domingo 17, "
     "en el centro de la capital.", "2023-12-17"),
    # a past day's weekday in another event's clause: the dateline's day
    ("Buenos Aires, 23 de octubre de 2023: Militantes festejan en el búnker tras las "
     "elecciones del domingo 22. Foto: Télam", "2023-10-23"),
])
def test_a_weekday_told_back_from_the_dateline(caption: str, day: str) -> None:
    assert _day(caption) == day


# --- the Nordic holidays of a fixed day -------------------------------------------------------

@pytest.mark.parametrize("caption, day", [
    ("Flugeldum var skotið upp yfir Reykjavík á gamlárskvöld 2022. Mynd: RÚV", "2022-12-31"),
    ("Börn opna pakka á aðfangadag 2021 í Hafnarfirði. Mynd: Morgunblaðið", "2021-12-24"),
    ("Människor samlas vid Skansen på nyårsafton 2018. Foto: TT", "2018-12-31"),
    ("Familier danser om juletræet på juleaften 2020 i Aarhus. Foto: Ritzau Scanpix",
     "2020-12-24"),
    ("Bål tennes på Sankthansaften 2023 ved Bygdøy i Oslo. Foto: NTB", "2023-06-23"),
    ("Ilotulitus valaisi Helsingin taivaan uudenvuodenaattona 2019. Kuva: Lehtikuva",
     "2019-12-31"),
])
def test_nordic_holidays_name_their_day(caption: str, day: str) -> None:
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # Midsummer's Eve is a Friday of late June, not a fixed day: not read
    ("Dansen kring midsommarstången på midsommarafton 2022 i Leksand. Foto: TT", None),
    # a compound, no "on": not the day
    ("Julafton-rusningen fyllde Stockholms gator den 23 december 2019. Foto: TT", "2019-12-23"),
    # after the caption's own date, the holiday is another day's
    ("Oslo, 2. januar 2024: Rydding etter festen på nyttårsaften. Foto: NTB", "2024-01-02"),
])
def test_near_misses_of_nordic_holidays(caption: str, day: str | None) -> None:
    assert _day(caption) == day


# --- the review's mends ----------------------------------------------------------------------
# (a Solar month word first is read only with the calendar's evidence, and never before a
# measure; a holiday with its year yields to a later full day; "listopada" is Polish unless the
# caption is Croatian; GEPA's German months; a participle after an article; three-bar heads)

@pytest.mark.parametrize("caption, day", [
    # English words and names that are Solar month words, before a number like a year
    ("Porters rest at Kibo Hut 2, 1400 metres below Uhuru Peak, Mount Kilimanjaro, Tanzania, "
     "on Feb. 9, 2024. REUTERS/Baz Ratner", "2024-02-09"),
    ("Trekkers leave Hut 12, 1350 m above the valley floor near Hunza, Pakistan, on May 21, "
     "2023. (APP Photo)", "2023-05-21"),
    ("Police seal off a Pizza Hut 4, 1400 GMT, after a protest in Karachi, Pakistan, Aug. 2, "
     "2024. REUTERS/Akhtar Soomro", "2024-08-02"),
    ("Fans fill Stand Mehr 3, 1400 spectators strong, at the ground in Tehran, Iran, on Feb. "
     "16, 2024. (Photo: Tasnim)", "2024-02-16"),
    ("A view of Azar 5, 1402 hours into the drill, at the port of Bushehr, Iran, Nov. 2, "
     "2023. (Photo: IRNA)", "2023-11-02"),
    # no Gregorian day: no Solar one either, without the calendar's evidence
    ("Climbers rest at Barafu Hut 3, 1400 metres below the summit of Mount Kilimanjaro.",
     None),
    ("Hikers reach Hut 7, 1398 along the Annapurna circuit, Nepal.", None),
])
def test_solar_month_words_without_the_calendar_s_evidence(caption: str,
                                                           day: str | None) -> None:
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # a month first is read with a mark, a weekday, a bracket or an Iranian or Afghan word
    ("Shoppers crowd the bazaar, Dey 28, 1401 SH, ahead of the holidays. Photo: WANA",
     "2023-01-18"),
    ("Students sit the konkur exam on Thursday, Tir 8, 1402, in a hall. Photo: ISNA",
     "2023-06-29"),
    ("Traders sell melons at the market (Asad 12, 1402). Photo: Pajhwok", "2023-08-03"),
    ("Kabul, Hoot 2, 1401 - Boys fly kites on a hill above the city.", "2023-02-21"),
    ("Mashhad, Mehr 7, 1402 - Pilgrims walk to the shrine.", "2023-09-29"),
    # a photo's Solar day still beats the story's Gregorian one when it is said to be taken
    ("Snow falls on Darband, north of Tehran, on 10 Bahman 1401 (January 30, 2023). This "
     "photo was taken on 11 Bahman 1401.", "2023-01-31"),
])
def test_solar_month_first_with_the_calendar_s_evidence(caption: str, day: str) -> None:
    assert _day(caption) == day


def test_a_solar_day_yields_to_the_caption_s_gregorian_day() -> None:
    caption = ("Mourners visit the graves of victims of the 13 Dey 1402 bombing at a cemetery "
               "in Kerman, Iran, on Jan. 9, 2024. (Photo: IRNA)")
    assert _day(caption) == "2024-01-09"


@given(st.sampled_from(["Hut", "Mehr", "Tir", "Dey", "Azar", "Asad", "Jadi", "Hoot", "Aban"]),
       st.integers(1, 29), st.integers(1340, 1403),
       st.sampled_from(["m", "metres", "meters", "ft", "GMT", "hrs", "hours", "people",
                        "spectators", "workers", "km"]),
       st.dates(min_value=dt.date(2005, 1, 1), max_value=dt.date(2025, 12, 31)))
def test_a_number_before_a_unit_is_never_a_solar_year(word: str, number: int, year: int,
                                                      unit: str, day: dt.date) -> None:
    """"Hut 3, 1400 metres": a count, a height or an hour, even in an Iranian caption."""
    caption = (f"Rescuers reach {word} {number}, {year} {unit} from the road near Tehran, "
               f"Iran, on {day:%B} {day.day}, {day.year}. (Photo: IRNA)")
    assert _day(caption) == day.isoformat()


@pytest.mark.parametrize("caption, day", [
    # a holiday with its year, before a later full day: the story's start, not the picture's
    ("Joulupäivänä 2023 syntynyt vauva esitellään Oulun yliopistollisessa sairaalassa 2. "
     "tammikuuta 2024. Kuva: Lehtikuva", "2024-01-02"),
    ("Barnet som föddes på julafton 2022 visas upp på sjukhuset i Lund 4 januari 2023. "
     "Foto: TT", "2023-01-04"),
    ("On Christmas Eve, 2021 a fire gutted the chapel; volunteers rebuild it in Cork on "
     "March 12, 2022. (Photo: PA)", "2022-03-12"),
    ("On New Year's Day, 2023 the ferry ran aground; divers inspect its hull in Oban, "
     "Scotland, on Jan. 9, 2023.", "2023-01-09"),
])
def test_a_holiday_with_its_year_yields_to_a_later_day(caption: str, day: str) -> None:
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # alone, or beside the same day, or a day in the past, the holiday stands
    ("Joulupäivänä 2023 Rovaniemellä satoi lunta. Kuva: Lehtikuva", "2023-12-25"),
    ("Swimmers take the plunge on Christmas Day, 2023 at Sandycove, Dublin, on December 25, "
     "2023.", "2023-12-25"),
    ("Kirkegængere på juleaften 2022 i Aarhus Domkirke, hvor koret sang for første gang "
     "siden 24. december 2019. Foto: Ritzau Scanpix", "2022-12-24"),
    # a later day still to come
    ("Fyrverkerier över Slussen på nyårsafton 2023, innan tunnelbanan öppnar igen 1 januari "
     "2024. Foto: TT", "2023-12-31"),
])
def test_near_misses_of_a_holiday_with_its_year(caption: str, day: str) -> None:
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # Polish without its letters (the credit, which had them, is read apart)
    ("Prezydent podczas spotkania w Gdyni, 11 listopada 2023 r.", "2023-11-11"),
    ("Marsz Niepodleglosci w Warszawie, 11 listopada 2022 r.", "2022-11-11"),
    ("Kibice przed meczem na stadionie w Poznaniu 5 listopada 2023", "2023-11-05"),
    ("Protest rolnikow, 20 listopada 2024 r.", "2024-11-20"),
    # Croatian: its ordinal's dot, its letters or words
    ("Vukovar, 18. listopada 2023. Obiljezavanje Dana sjecanja.", "2023-10-18"),
    ("Zagreb, 9. listopada 2020. - Građani razgledavaju zgrade u centru grada.", "2020-10-09"),
    ("Split, 3 listopada 2022 - Brodovi u luci nakon oluje koja je pogodila obalu.",
     "2022-10-03"),
])
def test_listopada_by_the_caption_s_language(caption: str, day: str) -> None:
    assert _day(caption) == day


@given(st.integers(1, 30), st.integers(2000, 2025),
       st.sampled_from(["Uczestnicy marszu w Krakowie", "Prezydent podczas konferencji",
                        "Kibice na stadionie w Lodzi", "Rolnicy przed Sejmem"]))
def test_polish_listopada_is_november(day: int, year: int, opening: str) -> None:
    assert _day(f"{opening}, {day} listopada {year} r.") == f"{year}-11-{day:02d}"


@pytest.mark.parametrize("caption, day", [
    ("GEPA pictures: LINZ,AUSTRIA,07.MRZ.24 - EISHOCKEY - ICE Hockey League. Bild zeigt "
     "Fans. Foto: GEPA pictures/ Florian Ertl", "2024-03-07"),
    ("KLAGENFURT,AUSTRIA,19.MAI.23 - FUSSBALL - ADMIRAL Bundesliga. Bild zeigt Spieler. "
     "Foto: GEPA pictures/ Daniel Goetzhaber", "2023-05-19"),
    ("GEPA pictures: KITZBUEHEL,AUSTRIA,21.JAN.23 - SKI ALPIN - Hahnenkammrennen. Foto: "
     "GEPA pictures/ Harald Steiner", "2023-01-21"),
    ("BREGENZ,AUSTRIA,02.DEZ.23 - HANDBALL - HLA. Bild zeigt Fans. Foto: GEPA pictures",
     "2023-12-02"),
    ("WIEN,AUSTRIA,28.OKT.22 - EISHOCKEY - Bild zeigt Fans. Foto: GEPA pictures",
     "2022-10-28"),
])
def test_gepa_s_german_months_and_its_label(caption: str, day: str) -> None:
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("The Hindu | Kochi | Tue, Jul 30, 2024\nA view of the flooded Aluva Manappuram in Kochi "
     "yesterday after heavy rain.", "2024-07-29"),
    ("Home | Nepal | Province 2 | Sun Aug 4, 2024\nVillagers wade through a flooded field in "
     "Saptari yesterday.", "2024-08-03"),
    # a participle after its noun is another event's clause: the page's day stands
    ("Home | Nepal | Sun Aug 4, 2024\nVillagers inspect the fields flooded yesterday by the "
     "Koshi river.", "2024-08-04"),
])
def test_a_flooded_scene_and_a_head_of_three_bars(caption: str, day: str) -> None:
    assert _day(caption) == day


def test_a_chinese_file_photo_s_day_after_its_label() -> None:
    caption = ("2024年10月1日，国庆升旗仪式在天安门广场举行。图为资料照片，2019年10月1日拍摄的"
               "国庆群众游行现场。")
    assert _day(caption) == "2019-10-01"
