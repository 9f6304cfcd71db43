"""Session 27's date rules: Notimex's day glued to its month's abbreviation ("02Ago2015"),
Latvian datelines naming the month in the nominative ("2024. gada 12. februāris"), a
weekday glued to its day ("woensdag29 oktober 2025"), a comma typed after the space ("April
24 ,2024"), a handout picture "provided" on a day (in French and Spanish too, with their
days written without a year: "le 3 juin"), a person's earlier day in a "who was shot"
clause, a satellite pair's "before image taken on", a page's head line with a bar ("Jul. 8,
2025 | By Standard Team"), and an anniversary's day told by its count and its weekday
("la noche de este lunes, al cumplirse dos años de ... del 26 de septiembre de 2014")."""

from __future__ import annotations

import datetime as dt

import pytest
from helpers import event_day as _day
from hypothesis import given
from hypothesis import strategies as st

from timeline.understand.dates import extract_event_date

_SPANISH_SHORT = ("Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov",
                  "Dic")
_ENGLISH_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_SPANISH_DAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")


# Notimex glues the day, its month's Spanish abbreviation (capitalised) and the year
@pytest.mark.parametrize("text, day", [
    ("MONTERREY, N.L., 14Mar2019 (Notimex).- Aficionados de Tigres celebran el título en la "
     "Macroplaza. Notimex/FOTO/Gabriel Pérez/GPC/DEP/", "2019-03-14"),
    ("TOLUCA, Edomex., 03Dic2017 (Notimex).- Peregrinos avanzan por la carretera rumbo a la "
     "Basílica de Guadalupe.", "2017-12-03"),
    ("OAXACA, Oax., 23Jul2018 (Notimex).- Delegaciones bailan en el auditorio Guelaguetza.",
     "2018-07-23"),
    ("MÉXICO, D.F., 16Sep2015 (Notimex).- Elementos del Ejército desfilan por el Zócalo.",
     "2015-09-16"),
    ("GUADALAJARA, JALISCO, 08MARZO2020.- Mujeres marchan por la avenida Juárez.",
     "2020-03-08"),  # (Cuartoscuro's capitals, read before)
])
def test_notimex_glued_dateline(text, day):
    assert _day(text) == day


# ... not a model's number glued to letters, nor a word of an unknown month
@pytest.mark.parametrize("text, day", [
    ("Gamers queue for the RTX4090 launch in Taipei in 2022.", "2022-01-01"),
    ("A Boeing B52 flies over the base on March 3, 2021.", "2021-03-03"),
    ("Room 12Bis2020 of the hotel, pictured on May 5, 2021.", "2021-05-05"),
])
def test_glued_letters_that_are_no_month(text, day):
    assert _day(text) == day


@given(st.dates(min_value=dt.date(1995, 1, 1), max_value=dt.date(2035, 12, 31)))
def test_any_notimex_day_reads(day):
    text = (f"PUEBLA, Pue., {day.day:02d}{_SPANISH_SHORT[day.month - 1]}{day.year} "
            "(Notimex).- Vista de la catedral.")
    assert _day(text) == day.isoformat()


# LETA's and the Latvian papers' datelines write the month in the nominative
@pytest.mark.parametrize("text, day", [
    ("Rīga, 2023. gada 18. novembris. Cilvēki pulcējas uz Brīvības pieminekļa svētku "
     "parādi. Foto: Edijs Pālens/LETA", "2023-11-18"),
    ("Liepāja, 2024. gada 3. jūlijs. Pludmalē atpūšas cilvēki. Foto: Ieva Lūka/LETA",
     "2024-07-03"),
    ("Daugavpils, 2022.gada 1.septembris. Skolēni dodas uz skolu.", "2022-09-01"),
    ("Rīgā 2013.gada 22.novembrī notika piemiņas brīdis.", "2013-11-22"),  # the locative
    ("Vilnius, 2023 m. liepos 11 d. NATO viršūnių susitikimas.", "2023-07-11"),  # Lithuanian
])
def test_latvian_nominative_months(text, day):
    assert _day(text) == day


def test_a_latvian_year_alone_is_no_day():
    assert extract_event_date("Rīga, 2024. gada budžeta apspriešana Saeimā.").precision \
        != "day"


# a weekday glued to its day by a typist, in the desks' languages
@pytest.mark.parametrize("text, day", [
    ("URK - Kiezers brengen hun stem uit. Op woensdag29 oktober 2025 werd gestemd. ANP",
     "2025-10-29"),
    ("Residents queue for water in Kisumu on Monday29th April 2024.", "2024-04-29"),
    ("Warszawa, piątek12 kwietnia 2024 r. Rolnicy protestują przed Sejmem.", "2024-04-12"),
    ("Manifestantes marchan en la Ciudad de México el martes12 de marzo de 2024.",
     "2024-03-12"),
    ("Wananchi wakiandamana jijini Nairobi Jumanne7 Mei 2024.", "2024-05-07"),
])
def test_weekday_glued_to_its_day(text, day):
    assert _day(text) == day


# ... not a code glued to digits, nor a weekday glued to a year
@pytest.mark.parametrize("text, day", [
    ("Nurses at the COVID19 ward in Milan on March 3, 2020.", "2020-03-03"),
    ("Fans at the Sunday2024 festival in Ghent on 5 May 2024.", "2024-05-05"),
    ("A sign reads xMonday5 at the 12 May 2024 fair in Leeds.", "2024-05-12"),
])
def test_glued_words_that_are_no_weekday(text, day):
    assert _day(text) == day


@given(st.dates(min_value=dt.date(1990, 1, 1), max_value=dt.date(2035, 12, 31)))
def test_glued_weekday_keeps_every_day(day):
    name = _ENGLISH_DAYS[day.weekday()]
    text = f"Crowds gather in Mombasa on {name}{day.day} {day:%B} {day.year}."
    found = extract_event_date(text)
    assert found.start == day and found.span is not None
    assert text[found.span[0] : found.span[1]].startswith(str(day.day))


# a comma typed after the space before the year (the Kenyan papers' captions)
@pytest.mark.parametrize("text, day", [
    ("Residents of Kibera salvage belongings after flash floods on April 24 ,2024 .",
     "2024-04-24"),
    ("Traders count losses at Gikomba market on 12 March ,2023 after a fire.", "2023-03-12"),
    ("Police patrol Eldoret town on Monday, June 3 , 2024 .", "2024-06-03"),
    ("Farmers deliver milk in Nyeri on April 24,2024.", "2024-04-24"),
])
def test_comma_after_the_space(text, day):
    assert _day(text) == day


# a handout picture "provided" on one day that shows another, in English, French, Spanish
@pytest.mark.parametrize("text, day", [
    ("This photo provided on July 10, 2023 by the Quebec forest fire agency shows a fire "
     "near Chibougamau on July 8.", "2023-07-08"),
    ("Cette photo fournie le 12 juillet 2023 par la SOPFEU montre un feu de forêt près de "
     "Chibougamau, le 9 juillet. (Photo Handout / SOPFEU / AFP)", "2023-07-09"),
    ("Esta imagen proporcionada el 20 de agosto de 2024 por la Conagua muestra la crecida "
     "del río Bravo, el 18 de agosto.", "2024-08-18"),
    ("Esta fotografía cedida el 4 de mayo de 2024 por Protección Civil muestra un deslave en "
     "Tijuana el 2 de mayo.", "2024-05-02"),
])
def test_provided_picture_shows_another_day(text, day):
    assert _day(text) == day


# ... the day provided alone, or "provided" of what is no picture, dates the picture
@pytest.mark.parametrize("text, day", [
    ("This photo provided by NASA on June 5, 2023 shows smoke over Quebec.", "2023-06-05"),
    ("Volunteers provided food to migrants on June 5, 2023 in Tijuana, after the storm of "
     "June 3.", "2023-06-05"),
    ("Cette photo fournie par la police montre la scène le 3 juin 2024 à Lyon.", "2024-06-03"),
    ("Le 1er mai 2024, des manifestants défilent à Paris.", "2024-05-01"),
    ("Paris, le 2 mai 2024. Défilé du 1er mai entre République et Nation.", "2024-05-02"),
])
def test_provided_near_misses(text, day):
    assert _day(text) == day


# a person's earlier day in a "who was shot" clause, the picture's in a later sentence
@pytest.mark.parametrize("text, day", [
    ("Mourners gather in Ambo for the burial of the singer, who was shot dead in the capital "
     "on the evening of June 29. The funeral was held on Thursday, July 2, 2020.",
     "2020-07-02"),
    ("Relatives carry the coffin of a student, who was killed by police in Nairobi on June "
     "25. The burial took place in Kisii on Saturday, July 6, 2024.", "2024-07-06"),
    ("Supporters hold portraits of the activist, who died in custody on March 3. They "
     "marched in Lagos on Sunday, March 10, 2024.", "2024-03-10"),
])
def test_who_clause_day_is_another_event(text, day):
    assert _day(text) == day


def test_who_clause_day_alone_still_dates():
    text = "Relatives mourn a journalist who was shot in Mogadishu on May 5, 2024."
    assert _day(text) == "2024-05-05"


# a satellite pair's "before image": another picture's day
@pytest.mark.parametrize("text, day", [
    ("This satellite image provided by Maxar shows flooded homes in Derna, Libya, on "
     "Tuesday, Sept. 12, 2023. A before image taken on July 1, 2023 shows the same "
     "neighborhood.", "2023-09-12"),
    ("Satellite imagery shows burned houses in Lahaina, Hawaii, on Aug. 9, 2023. An earlier "
     "image taken on June 25, 2023 shows them intact.", "2023-08-09"),
])
def test_before_image_is_another_picture(text, day):
    assert _day(text) == day


def test_photographed_before_an_event_is_the_picture():
    text = "The team was photographed before the match on May 5, 2024 in Kampala."
    assert _day(text) == "2024-05-05"


# a page's head line with its day and a bar: the picture's weekday counted back from it
@pytest.mark.parametrize("text, day", [
    ("Jul. 8, 2025 | By Standard Team\nA protester holds a placard in Kitengela on Monday.",
     "2025-07-07"),
    ("Jul. 8, 2025 | By Standard Team A protester holds a placard in Kitengela on Monday.",
     "2025-07-07"),  # (the line's break made a space)
    ("Nation | Wednesday, April 24, 2024\nResidents wade through floodwaters on Tuesday.",
     "2024-04-23"),
    ("April 24, 2024 | By John Otieno Kenyan police patrol Nairobi on Tuesday.",
     "2024-04-23"),
])
def test_page_head_line_with_a_bar(text, day):
    assert _day(text) == day


@pytest.mark.parametrize("text, day", [
    ("April 24, 2024 | Nation\nResidents of Mathare wade through floodwaters.", "2024-04-24"),
    ("April 24, 2024 | Nation\nResidents wade through water after the storm that hit on "
     "Monday.", "2024-04-24"),
])
def test_page_head_line_without_a_day_of_its_own(text, day):
    assert _day(text) == day


# an anniversary kept on the weekday the caption names
@pytest.mark.parametrize("text, day", [
    ("IGUALA, Gro. (apro).- Padres de los normalistas colocan una ofrenda, la noche de este "
     "lunes, al cumplirse dos años de la desaparición del 26 de septiembre de 2014.",
     "2016-09-26"),
    ("Students lay wreaths in Iguala on Monday night, marking two years since the attacks of "
     "September 26, 2014.", "2016-09-26"),
    ("Des Parisiens se recueillent mardi devant l'ancien siège de Charlie Hebdo, à l'occasion "
     "du dixième anniversaire de l'attentat du 7 janvier 2015.", "2025-01-07"),
    ("Relatives mourn on Friday, a year after the floods of May 3, 2023 in Rubavu.",
     "2024-05-03"),
])
def test_anniversary_on_its_weekday(text, day):
    assert _day(text) == day


# ... not when the weekday does not fall on the anniversary, nor with a full day of its own
@pytest.mark.parametrize("text, day", [
    ("Des Parisiens se recueillent mercredi, à l'occasion du dixième anniversaire de "
     "l'attentat du 7 janvier 2015.", "2015-01-07"),
    ("Fans rally in Kampala on Saturday, June 8, 2024, two years after the final of June 8, "
     "2022.", "2024-06-08"),
])
def test_anniversary_near_misses(text, day):
    assert _day(text) == day


@given(st.dates(min_value=dt.date(1950, 1, 1), max_value=dt.date(2020, 12, 31)),
       st.integers(min_value=1, max_value=60))
def test_anniversary_day_any_count(origin, years):
    try:
        kept = origin.replace(year=origin.year + years)
    except ValueError:
        return  # (29 February)
    spanish = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
               "septiembre", "octubre", "noviembre", "diciembre")
    text = (f"Familiares colocan flores este {_SPANISH_DAYS[kept.weekday()]}, al cumplirse "
            f"{years} años de la tragedia del {origin.day} de {spanish[origin.month - 1]} de "
            f"{origin.year}.")
    assert _day(text) == kept.isoformat()


# a yearless Romance day is read only beside a release's or another event's full date: not
# beside a page's own filing date, whose story may name a later day
@pytest.mark.parametrize("text, day", [
    ("Simpatizantes llenan la plaza de Bolívar durante el cierre de campaña de este sábado. "
     "La segunda vuelta será el 21 de junio. Por: Redacción Bogotá. Publicado: 13 de junio "
     "2026, 09:10 p. m.", "2026-06-13"),
    ("Operai montano il palco in piazza San Marco in vista del concerto il 12 luglio. "
     "Venezia, 2 luglio 2026.", "2026-07-02"),
])
def test_romance_day_beside_a_page_s_own_date(text, day):
    assert _day(text) == day


# a "who" clause closed before the picture's day by a comma or a present main verb
@pytest.mark.parametrize("text, day", [
    ("Coffins of fishermen who drowned off the coast are lined up in a hall at the port of "
     "Kilifi, Kenya, Sunday, Aug. 4, 2024. The boat capsized on Friday, Aug. 2.",
     "2024-08-04"),
    ("Relatives of the miners who died, weeping, gather at the pit in Geita on Tuesday, May "
     "14, 2024. The shaft collapsed on May 11.", "2024-05-14"),
])
def test_who_clause_closed_before_the_day(text, day):
    assert _day(text) == day


# a "provided" that hands out no picture but a statement (details, figures, data): its day is
# the statement's, passed over for the picture's own day; still the day when it is the only one
@pytest.mark.parametrize("text, day", [
    ("The carmaker provided details on June 12, 2024 of the assembly plant it opened near Pune, "
     "India, where workers are seen on June 11, 2024. REUTERS/Francis Mascarenhas",
     "2024-06-11"),
    ("The fire service provided figures on Tuesday, Aug. 6, 2024, of the damage in Patras, "
     "Greece, pictured on Aug. 5, 2024. REUTERS/Stelios Misinas", "2024-08-05"),
    ("El ministerio proporcionó detalles el 4 de marzo de 2024 de la presa de Chicoasén, "
     "Chiapas, vista el 2 de marzo de 2024. EFE/Carlos López", "2024-03-02"),
    # near-misses: what is provided is no statement, or no other day is given
    ("Volunteers provided blankets and meals to families sheltering in a school in Derna, "
     "Libya, on September 14, 2023. REUTERS/Esam Omran Al-Fetori", "2023-09-14"),
    ("The agency provided details on April 9, 2024 of the rescue at Hualien, Taiwan. "
     "REUTERS/Stringer", "2024-04-09"),
])
def test_provided_details_is_a_statement_s_day(text, day):
    assert _day(text) == day


# EFE's "cedida hoy, <date>, por ...": the date set off after "hoy" stays in the release clause
@pytest.mark.parametrize("text, day", [
    ("Fotografía cedida hoy, 8 de agosto de 2024, por Protección Civil que muestra un incendio "
     "en La Palma, el 6 de agosto. EFE/Protección Civil/SOLO USO EDITORIAL", "2024-08-06"),
    ("Fotografía cedida hoy, 8 de agosto de 2024, por Protección Civil que muestra un incendio "
     "en La Palma. EFE/Protección Civil/SOLO USO EDITORIAL", "2024-08-08"),
    # near-miss: "hoy" of the event itself
    ("Bomberos trabajan hoy, 8 de agosto de 2024, en un incendio en La Palma, el mismo día en "
     "que se evacuó a 200 vecinos. EFE/Miguel Calero", "2024-08-08"),
])
def test_release_day_after_hoy(text, day):
    assert _day(text) == day
