"""The review's mends of the twenty-ninth session's date rules: a yearless day takes the year of
the event the caption shows only when the caption shows it, not when it recalls a past
edition won ("who won the French Open 2023"), cites a past vote's figure or claim ("turnout
in the 2018 election", "who claims fraud in the 2020 election"), or names another event's
year in Malay or Indonesian ("akibat tsunami 2018"); a release's day in brackets does not
count back to a weekday still to come ("events to be held on Friday"); a bare 2500 after a
day is a Buddhist-era year only in a Thai caption or where it closes the date, not a count
("On 12 March 2500 police officers"). Also the edition year after an elided article
("Championnats d'Afrique 2024"), the singular "lors de l'élection présidentielle de 2024"
and ANP's dateline "ROTTERDAM, 14 april -".

The captions are written for these tests in the houses' styles, not copied from a blind set.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from timeline.understand.dates import extract_event_date


def _day(caption: str) -> str | None:
    found = extract_event_date(caption)
    return found.start.isoformat() if found.start is not None else None


@pytest.mark.parametrize("caption", [
    "MELBOURNE, Jan 14 — Novak Djokovic, who won the Australian Open 2023 title, hits a "
    "forehand during practice at Melbourne Park.",
    "NEW YORK, Nov 3 — Fans cheer near Central Park, where Helen Obiri won the New York "
    "Marathon 2023 in a sprint finish.",
    "BERLIN, Sept 20 — Eliud Kipchoge, the first man to win the Berlin Marathon 2018 edition "
    "in a world record, signs autographs at the expo.",
    "MADRID, 3 may (EFE).- Aficionados del Atlético visitan el museo del club, que ganó el "
    "Campeonato 2014 de Liga.",
    "KUALA LUMPUR, 8 Jan -- Pemain negara Lee Zii Jia menjuarai Kejohanan Badminton Terbuka "
    "Malaysia 2022 dan kini berlatih di Bukit Kiara.",
    "SHAH ALAM, 9 Jan -- Trofi Kejohanan Badminton Terbuka Malaysia 2018 yang dipamerkan di "
    "sebuah pusat membeli-belah.",
    "SILVERSTONE, July 5 — Fans queue at the gates; Lewis Hamilton won the British Grand Prix "
    "2024 last year in front of a home crowd.",
])
def test_a_past_edition_won_or_kept_gives_no_year(caption):
    assert _day(caption) is None


@pytest.mark.parametrize("caption, day", [
    # the edition the picture shows: its win celebrated or crowned, its games played
    ("SUZUKA, Sept 22 — Max Verstappen celebrates after he won the Japanese Grand Prix 2024 "
     "at Suzuka Circuit.", "2024-09-22"),
    ("Doha, December 10 (QNA) - The Emir crowned the winners of the Qatar Open 2024 at the "
     "Khalifa International Tennis Complex.", "2024-12-10"),
    ("KUALA LUMPUR, Jan 12 -- Fans cheer at the Malaysia Open 2025 semi-finals at Axiata "
     "Arena.", "2025-01-12"),
    ("DAKAR, 22 juin (APS) - Les athlètes en action lors des Championnats d'Afrique 2024 au "
     "stade Abdoulaye Wade.", "2024-06-22"),
    ("ROTTERDAM, 13 april - Lopers passeren de Coolsingel tijdens de Marathon Rotterdam 2025. "
     "ANP NAAM FOTOGRAAF", "2025-04-13"),
    ("LOS ANGELES, March 27 — Freddie Freeman bats in the 2025 season opener at Dodger "
     "Stadium.", "2025-03-27"),
])
def test_the_edition_the_picture_shows_gives_its_year(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("LUSAKA, Aug 12 — Voters queue outside a polling station in Kanyama in the 2021 general "
     "elections.", "2021-08-12"),
    ("NAIROBI, Aug 9 — Election officials count ballots at the 2022 polls in Kibera.",
     "2022-08-09"),
    ("DAKAR, 24 mars (APS) - Un électeur glisse son bulletin dans l'urne lors de l'élection "
     "présidentielle de 2024 à Thiès.", "2024-03-24"),
    ("Bogotá, 29 oct (EFE).- Ciudadanos votan durante las elecciones regionales de 2023 en "
     "el norte de la ciudad.", "2023-10-29"),
])
def test_the_vote_the_picture_shows_gives_its_year(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption", [
    "LAGOS, Feb 25 — Supporters of Peter Obi, who claims he was cheated in the 2019 election, "
    "gather at a rally.",
    "HARARE, Aug 23 — A woman casts her ballot; turnout in the 2018 election was 85 percent.",
    "CARACAS, July 28 — Voters wait to cast ballots, as in the 2018 elections, at a school.",
    "DELHI, May 25 — Voters queue in Chandni Chowk; at the 2019 vote the BJP won all seven "
    "seats.",
    "KAMPALA, Jan 14 — Bobi Wine, who hopes to run in the 2026 elections, greets supporters.",
    "JOHANNESBURG, May 29 — Voters queue in Soweto; the ANC's share was lower than in the "
    "2019 election.",
    "LAGOS, March 2 — Residents shop in Oshodi, whose population was counted in the 2006 "
    "census.",
    "Bamako, 12 juil. (AMAP) - Des électeurs attendent. Des incidents avaient éclaté lors des "
    "élections de 2018 dans la capitale.",
    "Quito, 9 feb (EFE).- Luisa González, quien denunció fraude durante las elecciones de "
    "2023, habla en un mitin.",
    "Porto Alegre, 4 out (Lusa) - Candidato derrotado nas eleições de 2018 discursa no "
    "centro.",
    "MANCHESTER, Oct 6 — Erling Haaland, who finished top scorer in the 2023 season, trains "
    "at the City Football Academy.",
])
def test_another_vote_s_or_season_s_year_completes_nothing(caption):
    """No day (a bare year as a last resort is the older rule's, not this one's)."""
    assert extract_event_date(caption).precision != "day"


@pytest.mark.parametrize("caption, day", [
    # a day still to come in the story: the bracket's day is the picture's
    ("LVIV, Ukraine (March 14, 2024) — Volunteers set up chairs for a concert to be held on "
     "Saturday in Rynok Square.", "2024-03-14"),
    ("ACCRA, Ghana (June 6, 2024) — Workers paint the stadium, which will host the final on "
     "Sunday.", "2024-06-06"),
    # a day past in the picture's own sentence still counts back
    ("KISUMU, Kenya (June 6, 2024) — Fishermen land their catch on Tuesday at Dunga Beach.",
     "2024-06-04"),
])
def test_a_bracketed_day_and_a_weekday_to_come(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # a count after the day, in captions from elsewhere
    ("MANCHESTER, 3 June — On 3 June 2500 runners set off from Deansgate.", None),
    ("PERTH, 26 January — On 26 January 2500 new residents took the pledge in Kings Park.",
     None),
    ("DURBAN, 16 June, 2500 pupils marched along the beachfront.", None),
    # a Thai caption's year, in capitals or closing its date
    ("BANGKOK, 5 December 2567 — Well-wishers gather at Sanam Luang.", "2024-12-05"),
    ("Students parade through the old town, 3 February 2567. Photo: Khaosod", "2024-02-03"),
    ("Farmers plant rice on 12 June 2567 at a field in Suphanburi.", "2024-06-12"),
])
def test_a_bare_buddhist_era_year_in_a_thai_caption(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # another event's year in the story: the day has no year
    ("BANDA ACEH - Warga berziarah ke kuburan massal pada 26 Desember. Ribuan orang tewas "
     "akibat tsunami 2004.", None),
    ("MELAKA -- Pelancong mengunjungi Bandar Hilir pada 15 Ogos. Bandar ini diiktiraf UNESCO "
     "pada 2008.", None),
    ("YOGYAKARTA - Wisatawan memadati Malioboro pada 2 Juni. Jumlahnya naik dibanding tahun "
     "2019.", None),
    # the house's stamp is the picture's year
    ("IPOH -- Orang ramai membeli juadah di bazar Ramadan pada 20 Mac. --fotoBERNAMA (2024) "
     "HAK CIPTA TERPELIHARA", "2024-03-20"),
])
def test_a_malay_day_takes_no_other_event_s_year(caption, day):
    assert _day(caption) == day


@given(st.sampled_from(["police officers", "new citizens", "women", "volunteers",
                        "young people", "red balloons"]),
       st.sampled_from(["LONDON", "SYDNEY", "NAIROBI", "TORONTO"]))
def test_a_count_after_a_day_is_never_a_buddhist_year(noun: str, town: str):
    """Outside a Thai caption, 2400-2599 before a noun is a count, never a year."""
    caption = f"{town}, 12 March — On 12 March 2500 {noun} gathered in the square."
    assert _day(caption) != "1957-03-12"
