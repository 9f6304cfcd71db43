"""Date rules of the twenty-ninth session: a yearless dateline or day completed by the year
the caption gives for the event it shows (an edition, a season, "the 2024 general
elections", a championship), in several languages, and never by another time's year; a
dateline's day within a span of days the caption writes in full; a release's day in
brackets before "on Saturday"; Thai houses' bare Buddhist-era years; French "sept.";
Malay days without a year.

The captions are written for these tests in the houses' styles, not copied from a blind set.
"""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from timeline.understand.dates import extract_event_date


def _day(caption: str) -> str | None:
    found = extract_event_date(caption)
    return found.start.isoformat() if found.start is not None else None


@pytest.mark.parametrize("caption, day", [
    # the year of the elections the picture shows
    ("Tamale, Dec. 8, GNA – Voters queue at a polling station in Lamashegu during the 2024 "
     "general elections. Photo: GNA", "2024-12-08"),
    ("Kumasi, Dec. 7, GNA – Party agents watch the count in the 2024 parliamentary polls at "
     "Asafo. Photo: GNA", "2024-12-07"),
    ("Dakar, 3 déc. (APS) - Des électeurs votent lors des élections législatives de 2024 à "
     "Pikine.", "2024-12-03"),
    # a season's year, named in it or before its word
    ("Salalah, 21 Aug (ONA) --- Families picnic at Wadi Darbat as the Khareef Dhofar 2023 "
     "season fills the hotels of the Governorate of Dhofar.", "2023-08-21"),
    ("Salalah, 9 Sep (ONA) --- Farmers load coconuts during the 2023 harvest season in "
     "Taqah.", "2023-09-09"),
    # a championship or an open held in the year it names (Malay, English)
    ("Pemain beregu wanita negara beraksi pada suku akhir Kejohanan Badminton Terbuka "
     "Malaysia 2024 di Axiata Arena, Bukit Jalil, pada 12 Januari. - Foto: BERNAMA",
     "2024-01-12"),
    ("KUALA LUMPUR, Jan 11 -- Fans cheer at the Malaysia Open 2024 quarter-finals at Axiata "
     "Arena.", "2024-01-11"),
])
def test_a_yearless_day_takes_the_year_of_the_event_it_shows(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption", [
    # another time's year: a past election, a founding, a past disaster, a season's two years
    "Accra, Dec. 7, GNA – Supporters gather at the office of the MP who was elected in the "
    "2020 general elections. Photo: GNA",
    "Accra, Dec. 7, GNA – Voters queue in Madina, where turnout has fallen since the 2016 "
    "elections. Photo: GNA",
    "Salalah, 18 Aug (ONA) --- Visitors tour the museum, founded in 1985, in the Wilayat of "
    "Salalah.",
    "Accra, Dec. 7, GNA – Survivors of the 2015 floods rebuild their homes in Kaneshie.",
    "LONDON, Jan. 5 (Reuters) - Fans cheer during the Championship 2024-25 season match at "
    "Elland Road.",
    # "since" a day: no day of the picture
    "Penduduk kampung dipindahkan ke pusat pemindahan sejak 9 Januari. - Foto: BERNAMA",
])
def test_another_time_s_year_completes_nothing(caption):
    assert _day(caption) is None


@pytest.mark.parametrize("caption, day", [
    ("BAKU, AZERBAIJAN - NOVEMBER 13: Delegates arrive at the Baku Olympic Stadium for "
     "COP29, held November 11-22, 2024 in Baku.", "2024-11-13"),
    ("BAKÜ, AZERBAYCAN - 13 KASIM: Delegeler, 11-22 Kasım 2024 tarihlerinde düzenlenen "
     "COP29 için Bakü Olimpiyat Stadı'na geldi. (Fotoğraf: Ali Yılmaz - Anadolu Ajansı)",
     "2024-11-13"),
    ("ANKARA, TÜRKİYE - 3 MART: Ziyaretçiler, 1-5 Mart 2024 tarihlerinde düzenlenen fuarı "
     "gezdi.", "2024-03-03"),
    # a span alone: its first day, as before
    ("Festival 3-5 Mart 2024 tarihlerinde Antalya'da yapıldı.", "2024-03-03"),
    # a dateline day outside the span is not one of its days
    ("İSTANBUL, TÜRKİYE - 25 KASIM: Fuar 11-22 Kasım 2024 tarihlerinde düzenlendi.",
     "2024-11-11"),
])
def test_a_dateline_s_day_within_the_event_s_span(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # a release's day in brackets, its story's "on Saturday" the picture's (3 Sept 2022)
    ("GONAREZHOU, Zimbabwe (Sept 5, 2022) — Rangers release a black rhino into the park on "
     "Saturday after its translocation. Photo: ZimParks", "2022-09-03"),
    ("MOMBASA, Kenya (March 4, 2024) — Fishermen haul in their nets on Sunday at Old Town. "
     "Photo: KNA", "2024-03-03"),
    # no weekday: the bracket's day
    ("HARARE, Zimbabwe (Sept 5, 2022) — Vendors set up stalls at Mbare Musika.",
     "2022-09-05"),
    # the bracket's own weekday
    ("NAIROBI, Kenya (March 3, 2024) — Runners compete on Sunday in the city marathon.",
     "2024-03-03"),
])
def test_a_bracketed_release_day_and_its_weekday(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("Farmers in Amphoe Bang Ban wade through a flooded rice field, 12 October 2567. "
     "Photo: Matichon", "2024-10-12"),
    ("Devotees light candles at Wat Phra That Doi Suthep on Wednesday 22 May 2567. Photo "
     "courtesy of Chiang Mai PR Office", "2024-05-22"),
    ("Monks walk on 8 November 2566 across the bridge in Kanchanaburi.", "2023-11-08"),
    # a count after the day, not a year
    ("On 8 October 2500 volunteers cleaned the canal in Bangkok.", None),
    ("On 8 October 2500 people marched in Bangkok.", None),
    # a Nepali year is Bikram Sambat's, not the Buddhist era's
    ("KATHMANDU, Baisakh 11, 2078 - Devotees gather at Pashupatinath.", "2021-04-24"),
])
def test_a_bare_buddhist_era_year(caption, day):
    assert _day(caption) == day


@given(st.dates(min_value=dt.date(1960, 1, 1), max_value=dt.date(2040, 12, 31)))
def test_a_buddhist_era_year_is_543_ahead(day: dt.date):
    """Any day written with its Buddhist-era year reads as the Gregorian day."""
    caption = f"Villagers gather in Sukhothai, {day.day} {day:%B} {day.year + 543}. Photo: PRD"
    assert _day(caption) == day.isoformat()


@pytest.mark.parametrize("caption, day", [
    ("Conakry, 14 sept. 2025 (AGP) – Des électeurs attendent devant un bureau de vote.",
     "2025-09-14"),
    ("Lomé, 2 sept 2024 (ATOP) - Des élèves font leur rentrée.", "2024-09-02"),
    ("Photo prise en sept. 2024 à Dakar.", "2024-09-01"),
    # "sept" is seven too: no month alone without its dot
    ("Ils étaient sept 2025 fois plus nombreux.", None),
])
def test_french_sept(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("Orang ramai membanjiri pantai Teluk Cempedak pada 9 Januari 2024. - Foto: BERNAMA",
     "2024-01-09"),
    ("Peserta menari pada hari Sabtu, 31 Mei, sempena Pesta Kaamatan peringkat negeri Sabah "
     "2025 di Penampang.", "2025-05-31"),
    ("Pelari menamatkan Maraton Kuala Lumpur 2024 pada 6 Oktober. - Foto: BERNAMA",
     "2024-10-06"),
])
def test_malay_days(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # the date reading alone, whatever the credit split makes of the closing line
    ("Children splash in the fountain at Deering Oaks Park in Portland on Saturday as the "
     "heat climbed. 7/19/25", "2025-07-19"),
    ("Die Oranjerivier het by Upington oorstroom. Foto: Jan Smit/Rapport, Sondag 19 "
     "Februarie 2023", "2023-02-19"),
    ("A pony at the annual show in Clifden, Co Galway. Picture: Name Surname, Xposure. "
     "Thursday August 15, 2024", "2024-08-15"),
])
def test_closing_dates_read_on_their_own(caption, day):
    assert _day(caption) == day


@given(st.text(alphabet="abcdefghij klmnop,.", max_size=60))
def test_an_edition_year_and_a_different_year_complete_nothing(filler: str):
    """A dateline's day is never completed by an edition's year when the caption writes
    another year too: which year is the picture's is then open."""
    caption = (f"Salalah, 18 Aug (ONA) --- Visitors at the Khareef Dhofar 2022 season {filler}"
               " and the museum, founded in 1985.")
    assert _day(caption) is None
