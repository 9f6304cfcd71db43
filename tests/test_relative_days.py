"""The picture's day told relative to the caption's own filing or page date.

A story's dateline ("PARIS, March 3 (Reuters) -", "SEVILLA, 15 abr (EFE).-") or a page's date
line after the caption ("| Algemeen Dagblad, dinsdag 14 februari 2017") is the day the story
was filed or printed; "yesterday", "on Tuesday", "hier soir", "el pasado viernes" in the
story's first sentence tell the picture's day from it (see timeline/understand/relative_days.py).
"""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.understand import caption_key, understand_caption
from timeline.understand.dates import extract_event_date


def _day(text: str) -> str | None:
    found = extract_event_date(text)
    return found.start.isoformat() if found.start and found.precision == "day" else None


# a dateline's day and month without a year, the year from the stamp after the caption
@pytest.mark.parametrize("text, day", [
    ("PARIS, March 3 (Reuters) - Protesters marched through the city on Tuesday. "
     "| March 3, 2021 4:12 PM UTC", "2021-03-02"),
    ("PARIS, March 3 (Reuters) - Protesters march through the city on Wednesday. "
     "| March 3, 2021 4:12 PM UTC", "2021-03-03"),
    ("LONDON, Jan 8 (Reuters) - Commuters wait at a bus stop in the snow yesterday. "
     "| Wed Jan 8, 2003 10:14am EST", "2003-01-07"),
    ("SEVILLA, 15 abr (EFE).- Cofrades desfilan por las calles este martes. | 15/04/2009 13:47",
     "2009-04-14"),
    ("MADRID, 19 nov (EFE).- Aficionados celebran el título el pasado viernes en Cibeles. "
     "| 19/11/1998 10:02", "1998-11-13"),
    ("BILBAO, 21 feb (EFE).- Vecinos limpian las calles tras la riada de ayer. | 21/02/2016 "
     "12:30", "2016-02-21"),  # "tras": another event's yesterday
    ("BARCELONA, 13 oct (EFE).- Miles de personas se manifestaron ayer en el centro. "
     "| 13/10/2017 09:15", "2017-10-12"),
    ("NAPOLI, 21 GEN - Tifosi in piazza ieri sera. | (ANSA) 21/01/2016", "2016-01-20"),
    ("ROMA, 12 MAG - Manifestanti davanti a Montecitorio martedì scorso. | 12 maggio 2022 10:02",
     "2022-05-10"),
    ("НОВОСИБИРСК, 11 января. /ТАСС/. Жители города вчера вышли на лед. | 11 января 2019, 10:15",
     "2019-01-10"),
    ("МОСКВА, 15 мая. /ТАСС/. Участники акции во вторник у здания мэрии. | 15 мая 2024, 09:40",
     "2024-05-14"),
    ("BRUXELLES 14/10 (BELGA) - Des agriculteurs ont manifesté mardi devant le Parlement. "
     "| Publié le 14/10/2019 à 11:48", "2019-10-08"),
    ("NAIROBI, Nov. 20 (Xinhua) -- People walk past a market on Monday. | Source: Xinhua "
     "| 2023-11-21 08:40:12", "2023-11-20"),
    ("BRISBANE, Jan 12 AAP - Floodwaters rose through the suburbs yesterday. | (c) 2011 AAP",
     "2011-01-11"),
    ("SYDNEY, Dec 27 AAP - Yachts leave the harbour on Sunday. | (c) 1998 AAP", "1998-12-27"),
    ("Kolkata, Oct 2 (PTI) Devotees gather at a pandal on Saturday. | Updated: Oct 2, 2017, "
     "18:12 IST", "2017-09-30"),
    ("TOKYO, March 3 (Reuters) - Fans cheer in this picture taken the previous evening. "
     "| March 3, 2021 4:12 PM UTC", "2021-03-02"),
    ("KABUL, Oct 2 (Reuters) - Residents gather on Saturday, a day after the blast. "
     "| Wed Oct 2, 2019", "2019-09-28"),
    ("JAKARTA, Feb 8 (Reuters) - Rescuers work late Monday local time. | Wed Feb 8, 2017",
     "2017-02-06"),
    ("MANILA, Jan 1 (Reuters) - Revellers light fireworks on Thursday night. | Sat Jan 1, 2000",
     "1999-12-30"),
])
def test_a_dateline_day_takes_its_stamp_s_year_and_the_story_s_day(text, day):
    assert _day(text) == day


# datelines with the year written in full: the relative word counts back from them
@pytest.mark.parametrize("text, day", [
    ("Marseille, 11 juillet 2018 (AFP) - Des supporters célèbrent hier soir sur le Vieux-Port.",
     "2018-07-10"),
    ("Lyon, 5 décembre 2019 (AFP) - Des manifestants défilent ce jeudi dans le centre.",
     "2019-12-05"),
    ("Nantes, 3 février 2020 (AFP) - Des cheminots en grève vendredi dernier à la gare.",
     "2020-01-31"),
    ("Toulouse, 13 juin 2022 (AFP) - Des habitants nettoient les rues samedi après l'orage.",
     "2022-06-11"),
    ("WASHINGTON, June 5, 2023 - Police arrested a man yesterday outside the White House.",
     "2023-06-04"),
    ("Berlin, 10. November 2021 (dpa) - Demonstranten gestern Abend vor dem Kanzleramt.",
     "2021-11-09"),
    ("Hamburg, 6. März 2024 (dpa) - Streikende am Dienstag vor dem Hafen.", "2024-03-05"),
    ("Amsterdam, 4 april 2018 (ANP) - Demonstranten op de Dam gisteren.", "2018-04-03"),
    ("Rotterdam, 20 mei 2016 (ANP) - Supporters op de Coolsingel dinsdag.", "2016-05-17"),
    ("Lisboa, 15 ago 2019 (Lusa) - Bombeiros combatem o incêndio ontem à noite.", "2019-08-14"),
    ("Porto, 03 mar 2024 (Lusa) - Adeptos festejam no sábado na Avenida dos Aliados.",
     "2024-03-02"),
    ("İstanbul, 15 Mayıs 2019 (AA) - Dün akşam Taksim'de toplanan taraftarlar.", "2019-05-14"),
    ("Ankara, 20 Kasım 2020 (AA) - Salı günü Kızılay'da yürüyen işçiler.", "2020-11-17"),
])
def test_a_full_dateline_is_counted_back_from(text, day):
    assert _day(text) == day


# a page's date line after the caption
@pytest.mark.parametrize("text, day", [
    ("Werknemers ruimen puin op dinsdag. | Algemeen Dagblad, woensdag 15 februari 2017",
     "2017-02-14"),
    ("Workers clear debris on Tuesday. | Algemeen Dagblad, dinsdag 14 februari 2017",
     "2017-02-14"),
    ("Warga memadati pasar kemarin. | KOMPAS - Jumat, 13 Maret 2015", "2015-03-12"),
    ("Manifestantes na avenida Paulista nesta terça-feira (4). | FOLHA DE S.PAULO - "
     "Quarta-feira, 5 de junho de 2013", "2013-06-04"),
    ("Demonstranten gestern Abend vor dem Kanzleramt. | Mittwoch, 09.11.2022, 06:30 Uhr",
     "2022-11-08"),
    ("Snow covers Times Square on Thursday. | Updated 11:40 PM EST, February 3, 2023",
     "2023-02-02"),
    ("Des pompiers luttent contre les flammes hier soir. | Publié le 14/10/2019 à 11:48",
     "2019-10-13"),
    ("Fans queue outside the stadium last Friday. | Updated 9:15 AM EST, March 11, 2024",
     "2024-03-08"),
    ("Kerumunan warga di Monas pada Minggu (12/3). | KOMPAS - Senin, 13 Maret 2017",
     "2017-03-12"),
])
def test_a_page_s_date_line_anchors_the_story_s_day(text, day):
    assert _day(text) == day


# IPTC fields joined on one line: the created day is the picture's
@pytest.mark.parametrize("text, day", [
    ("Caption: Rescue teams search the rubble on Friday. | Date Created: 2015:09:11 "
     "| Date Sent: 2015:09:12 | City: Mecca", "2015-09-11"),
    ("Caption: Fans cheer on Sunday. | Date Created: 2018:07:15 | City: Moscow", "2018-07-15"),
    ("Caption: A woman walks her dog. | Date Sent: 2010:03:02 | Date Created: 2010:02:27",
     "2010-02-27"),
])
def test_iptc_fields_give_the_created_day(text, day):
    assert _day(text) == day


# the day before yesterday, and the latest weekday rolling back over months and years
@pytest.mark.parametrize("text, day", [
    ("Lyon, 5 décembre 2019 (AFP) - Des manifestants défilent avant-hier dans le centre.",
     "2019-12-03"),
    ("MADRID, 3 ene (EFE).- Los Reyes Magos desfilaron anteayer. | 2001-01-03 10:02",
     "2001-01-01"),
    ("Kolkata, Mar 1 (PTI) Farmers protest on Sunday. | Updated: Mar 1, 2017, 18:12 IST",
     "2017-02-26"),
    ("MOSCOW, Jan 2 (Reuters) - Revellers on Red Square on Friday. | Mon Jan 2, 1995",
     "1994-12-30"),
    ("SEOUL, March 1 (Reuters) - Crowds rally on Tuesday. | Mon March 1, 2004", "2004-02-24"),
])
def test_days_roll_back_over_months_and_years(text, day):
    assert _day(text) == day


# the picture's own day, or another event's word: no counting back
@pytest.mark.parametrize("text, day", [
    # a clause of another event
    ("Hanau, 20.02.2020 - People lay flowers after a gunman killed nine people on Wednesday "
     "evening.", "2020-02-20"),
    ("DNEPR, UKRAINE - JANUARY 15, 2023: Rescuers search the rubble of a block that was hit by "
     "a missile on Saturday.", "2023-01-15"),
    ("BERLIN, 10 NOV 89 - BERLINERS CELEBRATE ON THE WALL AFTER EAST GERMANY OPENED ITS "
     "BORDER LATE ON THURSDAY. REUTER", "1989-11-10"),
    ("Córdoba, 14/08/2019: Residents queue outside exchange houses after the peso plunged "
     "following Sunday's primaries.", "2019-08-14"),
    ("Chattogram, June 5, 2022 (UNB) - Firefighters battle the blaze at a depot where a fire "
     "broke out late on Saturday.", "2022-06-05"),
    ("Brumadinho (MG), 27/01/2019 - Bombeiros fazem buscas após o rompimento da barragem, "
     "ocorrido na última sexta-feira (25).", "2019-01-27"),
    ("Goma, 23 mai 2021 (ACP).- Des habitants constatent les dégâts causés par la lave du "
     "volcan, entré en éruption samedi soir.", "2021-05-23"),
    ("İstanbul, 15 Mayıs 2019 (AA) - Dün meydana gelen depremin ardından enkaz.", "2019-05-15"),
    ("Dün meydana gelen depremin ardından enkaz. | 15.05.2019 10:20", "2019-05-15"),
    ("KYIV, Jan. 3, 2024 - Residents have queued for water since yesterday.", "2024-01-03"),
    ("LONDON, June 5, 2023 - Crowds gather a day after yesterday's vote.", "2023-06-05"),
    ("BILBAO, 21 feb (EFE).- Vecinos limpian las calles que inundó la riada de ayer. "
     "| 21/02/2016 12:30", "2016-02-21"),
    ("Berlin, 10. November 2021 (dpa) - Aufräumarbeiten nach dem Sturm von gestern.",
     "2021-11-10"),
    ("КАЗАНЬ, 3 марта. /ТАСС/. Спасатели на месте, где вчера обрушилась крыша. | 3 марта "
     "2020, 10:15", "2020-03-03"),
    ("Gaza, 5 ديسمبر 2023 - فلسطينيون يتفقدون الدمار بعد غارة أمس. | 05/12/2023",
     "2023-12-05"),
    # today, the eve of another day, a quotation
    ("RANAU, June 7 -- Rescuers carry a body at the park today, following Friday's quake. "
     "--fotoBERNAMA (2015)", "2015-06-07"),
    ("Екатеринбург. Продажа цветов накануне Международного женского дня. 7 марта 2026 г.",
     "2026-03-07"),
    ("Bangui, 6 décembre 2013 : arrivée de soldats français, opération lancée la veille par "
     "le président.", "2013-12-06"),
    ("PARIS, March 3 (Reuters) - \"It was like yesterday,\" a veteran says at the memorial. "
     "| March 3, 2021 4:12 PM UTC", "2021-03-03"),
    # a full date of the picture in the caption itself wins
    ("Protesters march in Santiago on Tuesday, Oct. 22, 2019. | Published 23/10/2019 08:00",
     "2019-10-22"),
    ("Bomberos trabajan el martes 5 de marzo de 2024 en Valencia. | 06/03/2024 09:10",
     "2024-03-05"),
])
def test_the_story_s_other_days_and_own_days_are_kept(text, day):
    assert _day(text) == day


# nothing anchors a weekday: no day
@pytest.mark.parametrize("text", [
    "PARIS, March 3 (Reuters) - Protesters marched on Tuesday.",
    "Protesters marched in Paris on Tuesday.",
    "Des manifestants défilent mardi à Paris.",
    "Vecinos limpian las calles el viernes.",
    "Kathmandu, April 13 (RSS): Crowds gather to mark the New Year 2082 BS at Basantapur.",
    "Warga memadati pasar kemarin.",
    "Fans celebrate on Friday, Dec. 2, after the team clinched the 2021 championship.",
])
def test_no_anchor_gives_no_day(text):
    assert _day(text) is None


# words that are no day: German's and Dutch's "hier", "Mardi gras", a name, "Minggu" (a week)
@pytest.mark.parametrize("text, day", [
    ("Berlin, 10. November 2021 (dpa) - Demonstranten hier vor dem Kanzleramt.", "2021-11-10"),
    ("Amsterdam, 4 april 2018 (ANP) - Demonstranten hier op de Dam.", "2018-04-04"),
    ("Nice, 25 février 2020 (AFP) - Le défilé du Mardi gras sur la promenade.", "2020-02-25"),
    ("Santo Domingo, 4 mar (EFE).- Plácido Domingo canta en el teatro. | 2015-03-04 09:00",
     "2015-03-04"),
    ("Warga berkumpul selama satu minggu di Monas. | KOMPAS - Senin, 13 Maret 2017",
     "2017-03-13"),
])
def test_words_that_are_no_relative_day(text, day):
    assert _day(text) == day


def test_the_note_says_which_word_counted_back_from_which_day():
    found = extract_event_date("PARIS, March 3 (Reuters) - Protesters marched on Tuesday. "
                               "| March 3, 2021 4:12 PM UTC")
    assert found.start == dt.date(2021, 3, 2) and found.end == dt.date(2021, 3, 2)
    assert any("'Tuesday' counted back from 2021-03-03" in note for note in found.notes)
    assert "2021-03-03" in found.context_dates
    assert not found.weekday_mismatch


def test_a_completed_dateline_drops_its_not_completed_note():
    found = extract_event_date("BRISBANE, Jan 12 AAP - Floods rose yesterday. | (c) 2011 AAP")
    assert found.start == dt.date(2011, 1, 11)
    assert not any(note.startswith("partial date") for note in found.notes)


def test_a_weekday_that_does_not_fit_a_full_date_keeps_the_mismatch_note():
    found = extract_event_date("Men walk in Aleppo on Tuesday Dec. 7, 2016. | 08/12/2016 10:00")
    assert found.start == dt.date(2016, 12, 7) and found.weekday_mismatch


# whole captions through the pipeline
@pytest.mark.parametrize("raw, day", [
    ("PARIS, March 3 (Reuters) - Protesters march through Paris on Tuesday. REUTERS/Jane Doe "
     "| March 3, 2021 4:12 PM UTC", "2021-03-02"),
    ("SEVILLA, 15 abr (EFE).- Cofrades desfilan por las calles de Sevilla este martes. "
     "EFE/Julio Muñoz | 15/04/2009 13:47", "2009-04-14"),
    ("Marseille, 11 juillet 2018 (AFP) - Des supporters célèbrent hier soir sur le Vieux-Port "
     "de Marseille.", "2018-07-10"),
    ("KUALA KRAI, 28 Dis -- Penduduk meredah banjir di sekitar pekan Kuala Krai semalam. "
     "--fotoBERNAMA (2014) HAK CIPTA TERPELIHARA", "2014-12-27"),
    ("INCHON, Korea, Sept. 17 (AP) -- U.S. Marines climb ladders over the seawall as the "
     "landing begins Friday afternoon. (AP Wirephoto/Max Desfor) 1950", "1950-09-15"),
    ("Kolkata, Oct 2 (PTI) Devotees gather at a pandal in Kolkata on Saturday. | Updated: Oct "
     "2, 2017, 18:12 IST", "2017-09-30"),
])
def test_whole_captions(gaz, raw, day):
    facts = understand_caption(caption_key(raw), gaz)
    assert facts.date.start is not None and facts.date.start.isoformat() == day


# Arabic, Indonesian, Russian and the Romance wires with their year in the dateline
@pytest.mark.parametrize("text, day", [
    ("الكويت - 16 - 4 (كونا) -- مواطنون يشاركون في الانتخابات أمس. | 16/04/2024 10:20",
     "2024-04-15"),
    ("القاهرة - 12 مايو 2021 - مصلون يؤدون صلاة العيد يوم الثلاثاء في المسجد.", "2021-05-11"),
    ("Jakarta, 13 Maret 2015 (ANTARA) - Warga memadati pasar Tanah Abang kemarin.",
     "2015-03-12"),
    ("Jakarta, 13 Maret 2015 (ANTARA) - Warga berunjuk rasa di depan Istana pada Selasa (10/3).",
     "2015-03-10"),
    ("Roma, 12 maggio 2022 (ANSA) - Tifosi in piazza ieri.", "2022-05-11"),
    ("Sao Paulo, 5 de junho de 2013 (Agência Brasil) - Manifestantes ocupam a avenida ontem.",
     "2013-06-04"),
    ("Madrid, 5 de marzo de 2024 (EFE).- Vecinos protestan el lunes frente al ayuntamiento.",
     "2024-03-04"),
    ("Москва, 15 мая 2024 года. Участники акции вчера у здания мэрии.", "2024-05-14"),
])
def test_the_agencies_languages(text, day):
    assert _day(text) == day
