"""Dates in other calendars and written forms, read as the Gregorian day of the event
(timeline.understand.calendars, .date_forms), and the Ukrainian "the picture was taken
on Tuesday" under a dated dateline (.relative_days)."""

from __future__ import annotations

import datetime as dt

import pytest
from helpers import event_day as _day
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.calendars import (
    calendar_mentions,
    hebrew_number,
    hebrew_to_gregorian,
    hijri_to_gregorian,
)
from timeline.understand.date_mentions import find_date_mentions
from timeline.understand.dates import extract_event_date
from timeline.understand.south_asian_dates import bikram_sambat_to_gregorian


def _read(text: str) -> tuple[str | None, str | None]:
    found = extract_event_date(text)
    return (found.start.isoformat() if found.start is not None else None), found.precision


# --- the Hijri calendar ----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("منى - واس\nحجاج بيت الله الحرام يرمون جمرة العقبة في يوم النحر.\n10/12/1445هـ (واس)",
     "2024-06-16"),
    ("مكة المكرمة 27/09/1445 هـ - المصلون في المسجد الحرام ليلة السابع والعشرين.",
     "2024-04-06"),
    ("الرياض - واس: انطلاق فعاليات المعرض يوم الأحد 5 ربيع الأول 1446هـ في مركز المعارض.",
     "2024-09-08"),
    ("MAKKAH — Worshippers fill the Grand Mosque on the night of Ramadan 27, 1445 AH. "
     "— SPA photo", "2024-04-06"),
    ("JEDDAH — Pilgrims arrive at King Abdulaziz International Airport on 10 Dhul Hijjah "
     "1445H. (SPA)", "2024-06-16"),
])
def test_hijri_day(text: str, want: str) -> None:
    assert _day(text) == want


def test_the_gregorian_date_beside_a_hijri_one_wins() -> None:
    text = ("دبي في 30 مارس/ وام/ مصلون يؤدون صلاة العيد في مصلى دبي يوم الأحد 1 شوال "
            "1446هـ الموافق 30 مارس 2025م. وام")
    found = extract_event_date(text)
    assert found.start == dt.date(2025, 3, 30)
    assert "1446" not in (found.text or "")


def test_a_hijri_year_gives_a_dateline_day_its_year() -> None:
    text = ("KUALA LUMPUR, June 27 -- Worshippers attend the national-level Maal Hijrah "
            "1447H celebration at the National Mosque today.\n--fotoBERNAMA")
    assert _day(text) == "2025-06-27"


@pytest.mark.parametrize("text", [
    "عرفات - حجاج بيت الله الحرام على صعيد عرفات 1445/12/09 (واس)",
    "Jeddah, 1445/12/09 (SPA): pilgrims arrive at the airport.",
])
def test_an_unmarked_hijri_number_is_never_a_gregorian_day(text: str) -> None:
    assert _day(text) is None


def test_a_hijri_month_word_alone_changes_nothing() -> None:
    assert _read("Muslims shop for dates during Ramadan in Cairo, March 12, 2024.") == (
        "2024-03-12", "day")


# --- the Hebrew calendar ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ('מתפללים ליד הכותל המערבי בירושלים בערב יום הכיפורים, ט\' בתשרי תשפ"ה. '
     "צילום: יונתן זינדל/פלאש90", "2024-10-11"),
    ('תהלוכת פורים ברחוב הרצל בחיפה, י"ד באדר תשפ"ה. צילום: מיכל לוי', "2025-03-14"),
    ("David Ben-Gurion signs the scroll in Tel Aviv, 5 Iyar 5708. Photo: GPO", "1948-05-14"),
    ("Mourners gather at the Western Wall on Tisha B'Av, 9 Av 5784. Photo: Flash90",
     "2024-08-13"),
])
def test_hebrew_day(text: str, want: str) -> None:
    assert _day(text) == want


def test_plain_adar_in_a_leap_year_is_left_unread() -> None:
    # 5784 has Adar I and Adar II: "Adar" alone could be either
    assert _day('תהלוכת פורים בחולון, י"ד באדר תשפ"ד. צילום: עמית לוי') is None


def test_gematria() -> None:
    assert hebrew_number('כ"ח') == 28
    assert hebrew_number('תשפ"ד') == 784
    assert hebrew_number("ט'") == 9


# --- Bikram Sambat, the Ethiopian calendar and the Buddhist era in English -------------------

@pytest.mark.parametrize(("text", "want"), [
    ("Devotees throng the Bisket Jatra chariot in Bhaktapur on Baishakh 12, 2082. "
     "Photo: Ram Shrestha/THT", "2025-04-25"),
    ("Rescuers search the debris in Sindhupalchok on Jestha 15, 2065 BS. Photo: RSS",
     "2008-05-28"),
    ("ADDIS ABABA — Worshippers light the Demera bonfire at Meskel Square on Meskerem 17, "
     "2017 E.C. (ENA)", "2024-09-27"),
    ("Bangkok, 5 December B.E. 2566 – People light candles at Sanam Luang. "
     "(Photo: Government Public Relations Department)", "2023-12-05"),
])
def test_other_eras_in_english(text: str, want: str) -> None:
    assert _day(text) == want


@pytest.mark.parametrize("text", [
    "Ayodhya: Devotees gather at the temple for the ceremony, Vikram Samvat 2080. (PTI Photo)",
    "GUBA — Workers pour concrete at the dam, whose construction began in 2003 E.C.",
    "Thai monks walk in procession in Ayutthaya in the year B.E. 2567.",
])
def test_another_era_s_year_alone_is_no_gregorian_year(text: str) -> None:
    assert _day(text) is None


def test_an_indian_month_with_an_ad_year_is_not_read_as_bikram_sambat() -> None:
    found = extract_event_date("Pilgrims bathe at the Sangam on Magh 5, 2024, in Prayagraj.")
    assert found.start is None or found.start.year == 2024


# --- Taiwan's years, Japan's era letters, the Chinese lunar year ----------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("國慶大會在總統府前廣場舉行。中央社記者王大明攝 112/10/10", "2023-10-10"),
    ("國軍部隊於澎湖進行操演。（國防部提供 112.05.31）", "2023-05-31"),
    ("豪雨で冠水した住宅街　撮影日：H30.7.8　提供：倉敷市", "2018-07-08"),
    ("1月29日，游客在北京地坛庙会上观看表演。当日是农历乙巳蛇年正月初一。新华社记者李明摄",
     "2025-01-29"),
])
def test_east_asian_forms(text: str, want: str) -> None:
    assert _day(text) == want


def test_a_lunar_year_leaves_a_day_by_its_new_year_open() -> None:
    # 5 February may fall before or after the lunar new year: no first month is named
    assert _day("2月5日，市民在庙会上游玩。今年是乙巳蛇年。新华社发") is None


def test_an_era_letter_in_an_english_text_is_no_date() -> None:
    assert _day("The R2.5.1 firmware update was installed on the rover.") is None


# --- Roman-numeral months, two-digit years, dates in words -----------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("Kraków, 3.V.2024r. Uczestnicy obchodów Święta Konstytucji na Rynku Głównym. PAP/Jan Kowal",
     ("2024-05-03", "day")),
    ("Berlin 9 XI 1989 - Menschen feiern auf der Mauer am Brandenburger Tor.",
     ("1989-11-09", "day")),
    ("Praha 21. VIII. 1968 - Sovětské tanky na Václavském náměstí. ČTK", ("1968-08-21", "day")),
    ("Pictured: 14th Feb '22. Couples on the Millennium Bridge.\nCredit: Jo Smith/Alamy",
     ("2022-02-14", "day")),
    ("Fans in the mud at the festival site, Bethel, N.Y., Aug. '69. (UPI Photo)",
     ("1969-08-01", "month")),
    ("Crowds cheer the tall ships in New York Harbor on the fourth of July, nineteen "
     "seventy-six.", ("1976-07-04", "day")),
    ("Runners cross Tower Bridge on June the second, two thousand and five.",
     ("2005-06-02", "day")),
    ("صورة التقطت في الحادي والعشرين من آذار عام ألفين وأربعة وعشرين تظهر الاحتفال بعيد الأم.",
     ("2024-03-21", "day")),
])
def test_written_forms(text: str, want: tuple[str, str]) -> None:
    assert _read(text) == want


@pytest.mark.parametrize("text", [
    "Nineteen people were hurt on the second of June when the stand collapsed.",
    "Laurence Olivier in Henry V 1944, a still from the film.",
    "Rock 'n' roll fans dance at the Cavern Club.",
])
def test_written_forms_near_misses(text: str) -> None:
    assert _read(text)[1] != "day"


# --- the picture's weekday in its own sentence -----------------------------------------------

def test_ukrainian_picture_taken_on_a_weekday() -> None:
    text = ("ХАРКІВ, 15 травня 2024 (Укрінформ). Зруйнований будинок у центрі міста. "
            "Знімок зроблено у понеділок, після нічного обстрілу. Фото: Укрінформ")
    assert _day(text) == "2024-05-13"


def test_english_picture_taken_on_a_weekday() -> None:
    text = ("KYIV, March 12, 2024 (Reuters) - Rescuers work at the site of a strike. "
            "The picture was taken on Sunday, after the attack.")
    assert _day(text) == "2024-03-10"


# --- properties ------------------------------------------------------------------------------

_HIJRI_DAYS = st.tuples(st.integers(1400, 1499), st.integers(1, 12), st.integers(1, 29))


@settings(max_examples=60, deadline=None)
@given(_HIJRI_DAYS)
def test_a_marked_hijri_number_reads_as_its_umm_al_qura_day(day: tuple[int, int, int]) -> None:
    year, month, d = day
    want = hijri_to_gregorian(year, month, d)
    got = extract_event_date(f"مكة المكرمة - واس: {year}/{month:02d}/{d:02d}هـ").start
    assert got == want


@settings(max_examples=60, deadline=None)
@given(st.integers(2040, 2099), st.integers(1, 12), st.integers(1, 29))
def test_a_bikram_sambat_day_in_english_reads_as_its_table_day(year: int, month: int,
                                                                day: int) -> None:
    names = ("Baishakh", "Jestha", "Asar", "Shrawan", "Bhadra", "Asoj", "Kartik", "Mangsir",
             "Poush", "Magh", "Falgun", "Chaitra")
    got = extract_event_date(f"Kathmandu: Crowds gather on {names[month - 1]} {day}, {year}.")
    assert got.start == bikram_sambat_to_gregorian(year, month, day)


@settings(max_examples=80, deadline=None)
@given(st.text(alphabet=st.characters(codec="ascii", categories=("L", "N", "Zs", "P")),
               max_size=120))
def test_plain_english_text_is_left_alone(text: str) -> None:
    if any(w in text for w in ("E.C", "BE", "B.E", "AH", "H", "BS", "VS", "Samvat", "Sambat")):
        return
    found = find_date_mentions(text)
    assert calendar_mentions(text, list(found)) == found


def test_hebrew_conversion_refuses_a_day_its_month_has_not() -> None:
    assert hebrew_to_gregorian(5784, 8, 30) is None  # Heshvan 5784 has 29 days
    assert hebrew_to_gregorian(5785, 13, 1) is None  # 5785 has no Adar II


@pytest.mark.parametrize("text", [
    # a broadcaster's or a festival's name ending in BS or VS before a year is no era's mark
    "Singer IU performs at the KBS 2024 Song Festival in Seoul on Dec. 20. (Yonhap)",
    "Hosts arrive at the CBS 2024 Upfront in New York on May 15. (AP Photo/Evan Agostini)",
    # a military hour after a four-digit time, not the Hijri year 1400
    "Soldiers stand in formation at 1400H on June 12. (Photo by Name Surname/PNA)",
    # a Nepali caption's AD year, unmarked and before 2040: no Bikram Sambat year for its day
    "काठमाडौं, वैशाख १२ गते । विश्वकप 2026 को तयारीमा खेलाडीहरू ।",
])
def test_marks_and_years_of_other_things_give_no_calendar_date(text):
    assert _read(text)[0] is None


def test_the_picture_taken_sentence_runs_past_an_abbreviation():
    """"о 5 год." (at 5 o'clock) ends no sentence: the Tuesday after it is the day taken."""
    text = ("ОДЕСА, 19 липня 2023 (Укрінформ). Пошкоджена будівля в центрі міста. Знімок "
            "зроблено о 5 год. у вівторок, після атаки дронів.")
    assert _read(text) == ("2023-07-18", "day")
