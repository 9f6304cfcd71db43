"""Date rules of the twenty-eighth session: Afrikaans and the Levant's transliterated months,
a day with its month's word between slashes, a day counted from another event's ("a day
after the earthquake of ..."), another event's day named by its noun ("the attacks of ..."),
a count of years from a bare year, a paper's weekday head line, "from" as a place, editions
of races and cups, Christmas morning and the new year seen in at midnight.

The captions are written for these tests in the houses' styles, not copied from a blind set.
"""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.credits import split_credit
from timeline.understand.dates import extract_event_date
from timeline.understand.text import normalise_text


def _day(caption: str) -> str | None:
    found = extract_event_date(caption)
    return found.start.isoformat() if found.start is not None else None


@pytest.mark.parametrize("caption, day", [
    # Afrikaans (Beeld, Rapport, Netwerk24, Maroela Media)
    ("Skoliere stap na die skool in Bloemfontein, Maandag 15 Januarie 2024. Foto: Volksblad",
     "2024-01-15"),
    ("Boere verkoop vee op die veiling in Vryburg, 9 Junie 2022. Foto: Netwerk24", "2022-06-09"),
    ("Die Stormers oefen op Kaapstad, 28 Julie 2023. Foto: Maroela Media", "2023-07-28"),
    ("Betogers by die Uniegebou, Pretoria, 2 Desember 2021. Foto: Rapport", "2021-12-02"),
    # the Levant's months in Latin letters (SANA's, Petra's Latin wires)
    ("Halab, 4 Shubat 2025 (SANA) - Amal al-tarmim fi al-suq al-qadim.", "2025-02-04"),
    ("Amman, 12 Tishrin al-Awwal 2024 (Petra) -- Tullab fi al-jamiʿa.", "2024-10-12"),
    ("Dimashq, 20 Ayyar 2025 (SANA) - Muwatinun fi al-shariʿ.", "2025-05-20"),
])
def test_afrikaans_and_levantine_months(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # a name, not a month: "Julie" and "Junie" with a year and no day are not read as months
    ("Julie 2023 wins the choir prize in Stellenbosch.", None),
    ("Junie 2024 cohort graduates at the campus.", None),
    # a lower-case month and its year is one
    ("Die droogte van julie 2023 in die Karoo. Foto: Netwerk24", "2023-07-01"),
])
def test_afrikaans_months_that_are_names(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("CUAUHTÉMOC, Chih. (12/ene/2024).- Productores revisan sus huertas tras la helada.",
     "2024-01-12"),
    ("TORREÓN, Coah. (03/Mar/2023).- Vecinos limpian el canal de riego.", "2023-03-03"),
    ("Convoy log 21-Aug-2022: trucks wait at the Beitbridge border post.", "2022-08-21"),
    ("MÉRIDA, Yuc. (28/dic/2019).- Turistas en la playa de Progreso.", "2019-12-28"),
    # no month's word between the slashes: not a date
    ("Form 4/abc/2023 was filed with the court.", None),
])
def test_a_day_with_its_month_word_between_slashes(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("Cars stranded on a flooded road in Sharjah, a day after heavy rain lashed the emirates on "
     "April 16, 2024.", "2024-04-17"),
    ("Rescuers search the rubble of a building a day after the earthquake of September 19, "
     "2017 in Mexico City.", "2017-09-20"),
    ("Voluntarios remueven escombros en la colonia Roma, un día después del sismo del 19 de "
     "septiembre de 2017.", "2017-09-20"),
    ("Des passants déposent des fleurs au lendemain des attentats du 13 novembre 2015 à Paris.",
     "2015-11-14"),
    ("Einsatzkräfte räumen den Platz einen Tag nach dem Anschlag vom 19. Dezember 2016.",
     "2016-12-20"),
    ("Residents inspect the damage two days after a tornado struck the town on May 20, 2013.",
     "2013-05-22"),
    # the picture's own day after the count's clause, or across a comma: left alone
    ("A day after the quake, rescuers dig through rubble in Antakya on February 7, 2023.",
     "2023-02-07"),
    ("Rescuers search for survivors two days after the quake in Antakya on February 8, 2023.",
     "2023-02-08"),
    ("Voters queue on June 5, 2024, a day after the debate of June 4, 2024.", "2024-06-05"),
])
def test_a_day_counted_from_another_event(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # a trial's day beside the crime's, in the courts' languages
    ("Illustratiebeeld toont de beklaagden in de glazen box tijdens het proces over de "
     "aanslagen van 22 maart 2016, in Haren, Brussel, dinsdag 6 december 2022.", "2022-12-06"),
    ("Des proches suivent le procès de l'attentat du 14 juillet 2016 à Paris, le mardi 6 "
     "septembre 2022.", "2022-09-06"),
    ("Angeklagte im Prozess um den Anschlag vom 19. Dezember 2016 in Berlin, am 8. März 2018.",
     "2018-03-08"),
    ("Familiari al processo per la strage del 2 agosto 1980 a Bologna, il 10 aprile 2020.",
     "2020-04-10"),
    ("Defendants in the dock at the trial over the attacks of March 22, 2016, in Brussels, "
     "Tuesday, December 6, 2022.", "2022-12-06"),
    # the event's day alone stays the caption's date
    ("Flowers lie at the site of the attack of March 22, 2016 in Zaventem.", "2016-03-22"),
])
def test_another_event_s_day_named_by_its_noun(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("LONDON, June 6 (Reuters) - Veterans gather to mark 80 years since the D-Day landings of "
     "1944.", "2024-06-06"),
    ("Ciudad de México, 2 Oct (Notimex).- Miles marchan al cumplirse 50 años de la matanza de "
     "1968.", "2018-10-02"),
    ("MADRID, 11 Mar (EFE).- Homenaje a las víctimas al cumplirse 20 años de los atentados de "
     "2004.", "2024-03-11"),
    ("BERLIN, Nov 9 (Reuters) - People lay flowers at the Wall, 35 years after the fall of the "
     "Wall in 1989.", "2024-11-09"),
    # a sentence or an age is no anniversary
    ("A man sentenced to 15 years of prison in 2019 leaves the jail.", "2019-01-01"),
    ("A girl of 5 years of age in 2019 is now a pupil.", "2019-01-01"),
])
def test_a_count_of_years_from_a_bare_year(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("Tue, 19 Mar 2019 | The Herald\nVillagers cross a makeshift bridge at Ngangu, Chimanimani, "
     "yesterday.", "2019-03-18"),
    ("Wednesday, 24 April 2024 | Daily Nation\nResidents wade through floods in Mathare on "
     "Monday.", "2024-04-22"),
    ("Durban, 13 July 2021 - Looters carry goods from a shopping centre in KwaMashu, north of "
     "Durban, on Monday as unrest spread.", "2021-07-12"),
    ("Durban, 13 July 2021 - Smoke rises from a warehouse in Mobeni on Monday.", "2021-07-12"),
    # "from" just before the weekday is another event's
    ("Durban, 13 July 2021 - Residents recover from Sunday's floods.", "2021-07-13"),
])
def test_a_paper_s_head_line_and_from_as_a_place(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("Lusail, December 18 (QNA) - Argentina are crowned champions of the FIFA World Cup Qatar "
     "2022 at Lusail Stadium.", "2022-12-18"),
    ("Sakhir, March 5 (BNA): The Crown Prince crowns the winners of the Bahrain Grand Prix 2023.",
     "2023-03-05"),
    # a qualifier is played years before the cup it is named for
    ("DOHA, November 16 (QNA) - Qatar players celebrate after the FIFA World Cup 2026 qualifier.",
     None),
])
def test_a_race_s_or_cup_s_edition_year(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("Swimmers take the plunge at the Forty Foot in Sandycove on Christmas morning 2023 for "
     "the RNLI.", "2023-12-25"),
    ("Fireworks light up the Burj Khalifa as the UAE welcomes 2026 at the stroke of midnight.",
     "2026-01-01"),
    ("Revellers ring in 2025 at midnight on Sydney Harbour.", "2025-01-01"),
    # a day in history; a year welcomed with no midnight; a day the caption writes
    ("Troops pause on Christmas Day 1914 near Ypres, Belgium.", None),
    ("Staff welcome 2024 visitors to the fair.", None),
    ("Crowds gather in Times Square on December 31, 2024, to welcome 2025 at midnight.",
     "2024-12-31"),
])
def test_christmas_morning_and_the_new_year_at_midnight(caption, day):
    assert _day(caption) == day


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=4), st.dates(dt.date(1990, 1, 1), dt.date(2024, 12, 1)))
def test_a_count_of_days_after_an_earthquake_moves_the_day_by_it(days, quake):
    """Property: "N days after the earthquake of <date>" is the date N days on."""
    words = {1: "a day", 2: "two days", 3: "three days", 4: "four days"}[days]
    caption = (f"Rescuers search the rubble {words} after the earthquake of "
               f"{quake:%B} {quake.day}, {quake.year}.")
    assert extract_event_date(caption).start == quake + dt.timedelta(days=days)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="abcdefghij klmnop,.-/0123456789", max_size=120))
def test_free_text_never_raises(text):
    """Property: the new forms never make the reader raise on free text."""
    extract_event_date(text + " a day after the fire of 2/ene/2020 1944 years since")


# review fixes: an edition cited, not shown; a count of years on a dateline's day; a year of
# another time giving a dateline none

@pytest.mark.parametrize("caption, day", [
    # a past edition remembered, commemorated, hosted, painted or put on show: not the year
    ("MONZA, Sept 1 - Fans remember Michael Schumacher's win at the Italian Grand Prix 2006 "
     "outside the circuit. REUTERS/Claudia Greco", None),
    ("ROME, July 9 - Italy fans mark the anniversary of the World Cup Germany 2006 triumph at "
     "the Circus Maximus. REUTERS/Remo Casilli", None),
    ("MEXICO CITY, June 11 (Reuters) - The Azteca stadium, which hosted the World Cup Mexico "
     "1970 final, before the opening match. REUTERS/Henry Romero", None),
    ("RIO DE JANEIRO, July 16 - A mural of the World Cup Brazil 1950 final is painted near the "
     "Maracana. REUTERS/Pilar Olivares", None),
    ("SUZUKA, Oct 5 - Ayrton Senna's McLaren from the Japanese Grand Prix 1988 is displayed in "
     "the paddock. REUTERS/Issei Kato", None),
    ("NAPLES, Nov 25 - A banner of Maradona celebrating the World Cup Mexico 1986 hangs in the "
     "Quartieri Spagnoli. REUTERS/Ciro De Luca", None),
    # the edition the picture is of keeps its year
    ("SAKHIR, March 2 - Max Verstappen drives during the Bahrain Grand Prix 2024 at the Bahrain "
     "International Circuit. REUTERS/Hamad I Mohammed", "2024-03-02"),
    ("LUSAIL, Dec 18 - Lionel Messi celebrates with the trophy after winning the World Cup "
     "Qatar 2022 final. REUTERS/Carl Recine", "2022-12-18"),
    ("MONTE CARLO, May 26 - Fans celebrating the win at the Monaco Grand Prix 2024 jump into "
     "the harbour. REUTERS/Benoit Tessier", "2024-05-26"),
])
def test_a_past_edition_cited_gives_no_year(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # no dateline: the month and day take the year of the edition shown
    ("Lando Norris of McLaren celebrates after winning the Dutch Grand Prix 2025 at Zandvoort, "
     "Netherlands, August 31. REUTERS/Piroschka van de Wouw", "2025-08-31"),
    ("Fans wave flags in the grandstand during the Singapore Grand Prix 2024 at Marina Bay, "
     "September 22. REUTERS/Edgar Su", "2024-09-22"),
    # ... not of one remembered or put on show
    ("A replica of the car from the Italian Grand Prix 1971 stands at Monza, September 3. "
     "REUTERS/Claudia Greco", None),
    ("Fans remember the Monaco Grand Prix 1996 on the harbour front, May 25. REUTERS/Eric Gaillard",
     None),
])
def test_an_edition_s_year_completes_a_day_without_a_dateline(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    ("KYIV, Feb 24 (Reuters) - People attend a service three years after the invasion of "
     "February 24, 2022. REUTERS/Valentyn Ogirenko", "2025-02-24"),
    ("BEIRUT, Aug 4 - Relatives hold portraits of victims, four years after the port blast of "
     "August 4, 2020. REUTERS/Mohamed Azakir", "2024-08-04"),
    ("CHRISTCHURCH, March 15 (AAP) - Mourners gather to mark five years since the mosque attacks "
     "of March 15, 2019. AAP Image/Martin Hunter", "2024-03-15"),
    # the day after the anniversary: the year nearest the count
    ("KYIV, Feb 25 (Reuters) - Soldiers rest at the front, two years after the invasion of "
     "February 24, 2022. REUTERS/Gleb Garanich", "2024-02-25"),
    # a count of days, not years; a date of its own with its year
    ("KYIV, Feb 26 (Reuters) - Residents queue for bread two days after the invasion of "
     "February 24, 2022. REUTERS/Gleb Garanich", "2022-02-26"),
    ("BEIRUT, Aug 4, 2023 - Relatives march three years after the port blast of August 4, 2020. "
     "REUTERS/Mohamed Azakir", "2023-08-04"),
])
def test_a_count_of_years_dates_a_dateline_s_day(caption, day):
    assert _day(caption) == day


@pytest.mark.parametrize("caption, day", [
    # a year of another time gives a dateline without one no year
    ("NAIROBI, Kenya, Aug 8 - Supporters gather marking the anniversary of the 2022 election "
     "count. Photo: Nation", None),
    ("LISBON, 12 May - Benfica fans recall the final of 2014 as the team prepare for Sunday's "
     "derby. EFE", None),
    ("SEOUL, April 16 - Students remember the Sewol ferry disaster of 2014 at a vigil in Ansan. "
     "Yonhap", None),
    ("MANCHESTER, May 22 - Flowers lie in St Ann's Square, a place of mourning since 2017. "
     "PA", None),
    # a year the caption's own words write still does
    ("PENAMPANG, 31 Mei -- Penari membuat persembahan sempena Pesta Kaamatan peringkat negeri "
     "Sabah 2025. --fotoBERNAMA", "2025-05-31"),
])
def test_another_time_s_year_is_no_dateline_s(caption, day):
    assert _day(caption) == day


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=20),
       st.dates(dt.date(1990, 1, 1), dt.date(2005, 12, 28)).filter(
           lambda day: (day.month, day.day) != (2, 29)))
def test_a_dateline_s_day_is_as_many_years_after_as_counted(years, origin):
    """Property: "CITY, <Mon d> - ... N years after the <event> of <Mon d, yyyy>" is dated
    N years after that day (a 29 February has no such day in most years)."""
    caption = (f"GENEVA, {origin:%b} {origin.day} (Reuters) - Survivors gather {years} years "
               f"after the disaster of {origin:%B} {origin.day}, {origin.year}.")
    assert extract_event_date(caption).start == origin.replace(year=origin.year + years)


@pytest.mark.parametrize(("caption", "expected"), [
    # Bernama's year stamp after its credit: the body keeps "(2025)" after its last stop
    ("KUALA LUMPUR, Sept 14 -- Members of the public take photographs at Dataran Merdeka "
     "ahead of Malaysia Day on Tuesday.\n--fotoBERNAMA (2025) COPYRIGHTS RESERVED",
     "2025-09-14"),
    ("PUTRAJAYA, Jan 8 -- Visitors walk past the Putra Mosque during the school holidays."
     "\n--fotoBERNAMA (2024) COPYRIGHTS RESERVED", "2024-01-08"),
])
def test_a_year_stamp_in_brackets_closing_the_caption(caption, expected):
    """A yearless dateline takes the year of a bracketed stamp left after the last stop."""
    body, _credit = split_credit(normalise_text(caption))
    got = extract_event_date(body)
    assert (got.start.isoformat() if got.start and got.precision == "day" else None) == expected
