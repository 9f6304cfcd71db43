"""Session 26's date rules: the picture's day told from a dateline or a stamp in Spanish,
Portuguese, Italian, Catalan, Galician and Greek (their words for yesterday and their weekdays,
EFE's "02/11/2024.-", a paper's weekday before its date, "Foto tomada el sábado", "este
lunes" at a sentence's end), a weekday counted on from an earlier event's day, a month the
picture was "photographed in", a release date over a background's weekday, and dates glued
by a page's layout ("holiday,15 August 2024", "onSeptember 14, 2025")."""

from __future__ import annotations

import datetime as dt

import pytest
from helpers import event_day as _day
from helpers import event_day_and_precision as _precise
from hypothesis import given
from hypothesis import strategies as st

from timeline.understand import understand_caption
from timeline.understand.dates import extract_event_date


def _day_first(text: str) -> str | None:
    """The day read with the day/month order of a Spanish or Portuguese house (EFE, Lusa)."""
    found = extract_event_date(text, day_first=True)
    return found.start.isoformat() if found.start is not None else None


# the words for yesterday and the day before it in Catalan, Galician and Greek
@pytest.mark.parametrize("text, day", [
    ("BARCELONA, 12 de setembre del 2023 (ACN) - Milers de persones es manifesten ahir al "
     "passeig de Gràcia per la Diada.", "2023-09-11"),
    ("GIRONA, 3 de novembre de 2023 — Els bombers treballen abans-d'ahir a la riera de "
     "Sant Feliu.", "2023-11-01"),
    ("Vigo, 29 de marzo de 2024. Centos de fieis acompañaron onte a procesión do Cristo da "
     "Vitoria polas rúas do Casco Vello.", "2024-03-28"),
    ("Ourense, 10 de xullo de 2023. Veciños de Ribadavia limpan antonte o leito do Avia.",
     "2023-07-08"),
    ("Αθήνα, 25 Μαρτίου 2024 (ΑΠΕ-ΜΠΕ) - Μαθητές παρελαύνουν χθες στη λεωφόρο Αμαλίας.",
     "2024-03-24"),
    ("Θεσσαλονίκη, 28 Οκτωβρίου 2023. Χθες το απόγευμα η στρατιωτική παρέλαση στη Νέα "
     "Παραλία.", "2023-10-27"),
])
def test_yesterday_in_catalan_galician_and_greek(text, day):
    assert _day(text) == day


# their weekdays: Catalan's alone or with "passat", Galician's after "o" or alone, Greek's
# after its article ("την Κυριακή", "την περασμένη Τρίτη")
@pytest.mark.parametrize("text, day", [
    ("TARRAGONA, 6 d'octubre de 2023 (ACN) - Castellers aixequen un pilar dissabte passat a la "
     "plaça de la Font.", "2023-09-30"),
    ("LLEIDA, 15 de maig de 2024 — Pagesos tallen dilluns l'autovia A-2 amb tractors.",
     "2024-05-13"),
    ("Santiago, 22 de maio de 2024. Estudantes protestan o venres diante do Parlamento.",
     "2024-05-17"),
    ("Lugo, 19 de febreiro de 2024. Os gandeiros cortan o pasado martes a N-VI en Baralla.",
     "2024-02-13"),
    ("Πάτρα, 12 Φεβρουαρίου 2024 (ΑΠΕ) - Καρναβαλιστές την Κυριακή στην πλατεία Γεωργίου.",
     "2024-02-11"),
    ("Ηράκλειο, 9 Μαΐου 2024 - Αγρότες διαμαρτύρονται την περασμένη Πέμπτη στο λιμάνι.",
     "2024-05-02"),
])
def test_weekdays_of_catalan_galician_and_greek(text, day):
    assert _day(text) == day


# a paper's dateline with its own weekday before the date, on a sentence or a line of its own
@pytest.mark.parametrize("text, day", [
    ("Lugo, luns 17 de xuño de 2024. Os participantes no Arde Lucus percorren onte o "
     "adarve da muralla.", "2024-06-16"),
    ("Pontevedra, xoves 4 de abril de 2024. Os mariñeiros descargaron onte a primeira "
     "costeira.", "2024-04-03"),
    ("LIVORNO (Livorno) — Lunedì 10 giugno 2024\nLe barche del palio sfilano in darsena "
     "durante la gara di domenica scorsa.", "2024-06-09"),
    ("NAPOLI — Venerdì 5 aprile 2024 I tifosi festeggiano in piazza del Plebiscito dopo la "
     "partita di ieri sera.", "2024-04-05"),  # (the cheer is after last night's match)
])
def test_a_paper_s_weekday_before_its_dateline_s_date(text, day):
    assert _day(text) == day


# not a dateline: the date in a sentence of the story, or a title line longer than a place's
@pytest.mark.parametrize("text, day", [
    ("Os veciños de Lugo celebraron o luns 17 de xuño de 2024 a festa; onte houbo concerto.",
     "2024-06-17"),
    ("Il Carnevale di Viareggio entra nel vivo con la sfilata dei carri di prima categoria "
     "— Martedì 13 febbraio 2024\nI carri sfilano di domenica scorsa.", "2024-02-13"),
])
def test_a_date_of_the_story_is_no_dateline(text, day):
    assert _day(text) == day


# EFE's numeric dateline closed by ".-": the day the house's order reads, counted back from
@pytest.mark.parametrize("text, day", [
    ("VALENCIA, 03/11/2024.- Voluntarios retiran ayer el barro de las calles de Paiporta. "
     "EFE/Manuel Bruque", "2024-11-02"),
    ("SEVILLA, 15/04/2024.- Costaleros de la hermandad del Baratillo ensayan el pasado "
     "jueves en el Arenal.", "2024-04-11"),
    ("LISBOA, 26/04/2024.- Milhares de pessoas desfilaram ontem na Avenida da Liberdade.",
     "2024-04-25"),
    ("BILBAO, 02/05/2024.- Aficionados del Athletic celebran la Copa en la ría.",
     "2024-05-02"),  # (no relative word: the dateline's day)
])
def test_efe_s_numeric_dateline_is_counted_back_from(text, day):
    assert _day_first(text) == day


# a sentence saying when the picture was taken, in AFP's and EFE's Romance languages
@pytest.mark.parametrize("text, day", [
    ("MARACAIBO, Venezuela, 11 mar 2019 (AFP) - Vecinos recogen agua de una tubería rota "
     "durante el apagón. Foto tomada el sábado.", "2019-03-09"),
    ("RIO DE JANEIRO, 13 fev 2024 (AFP) - Foliões desfilam no bloco Cordão da Bola Preta. "
     "Imagem feita no domingo.", "2024-02-11"),
    ("VENEZIA, 4 novembre 2023 - L'acqua alta invade piazza San Marco. Foto scattata ieri.",
     "2023-11-03"),
    ("MARACAIBO, Venezuela, 11 mar 2019 (AFP) - Vecinos recogen agua tras el apagón del "
     "jueves. Foto de archivo.", "2019-03-11"),  # (no such sentence: the dateline's day)
])
def test_foto_tomada_el_sabado(text, day):
    assert _day(text) == day


# "este lunes" at the sentence's end is the picture's day, after the story's other days; but
# not one in a clause of another event
@pytest.mark.parametrize("text, day", [
    ("OVIEDO, 13/08/2023.- Un helicóptero descarga agua sobre el incendio declarado el "
     "viernes en Tineo, que obligó a cortar la AS-15, este domingo.", "2023-08-13"),
    ("OVIEDO, 14/08/2023.- Brigadistas trabajan en el incendio que comenzó el viernes en "
     "Tineo, este domingo.", "2023-08-13"),
    ("MURCIA, 04/09/2023.- Vecinos achican agua de sus casas el domingo en Javalí Viejo "
     "tras la dana que comenzó este sábado.", "2023-09-03"),
])
def test_this_weekday_ends_the_sentence(text, day):
    assert _day_first(text) == day


# a weekday in a clause of another event: Portuguese and Spanish participles of one
@pytest.mark.parametrize("text, day", [
    ("Recife, PE, 09.04.2024 – Moradores observam os destroços da casa atingida pela "
     "enchente, na madrugada de segunda-feira (8).", "2024-04-09"),
    ("GUAYAQUIL, 12/01/2024.- Agentes custodian el canal de televisión asaltado por hombres "
     "armados, frente al edificio del fiscal asesinado el miércoles.", "2024-01-12"),
    ("Porto Alegre, RS, 06.05.2024 – Moradores retiram pertences de casas alagadas na noite "
     "de domingo (5), no bairro Sarandi.", "2024-05-05"),
])
def test_a_weekday_of_another_event(text, day):
    assert _day_first(text) == day


# a date's own weekday is no relative word; Andina's dateline writes its month first
@pytest.mark.parametrize("text, day", [
    ("Ica, set. 3 (ANDINA). Afectados por el huaico del pasado jueves 31 de agosto de 2023 "
     "reciben víveres en el estadio.", "2023-09-03"),
    ("Arequipa, feb. 12 (ANDINA). Pobladores del distrito de Mariano Melgar limpian el lodo "
     "dejado por la lluvia del sábado 10 de febrero de 2024.", "2024-02-12"),
])
def test_andina_s_dateline_and_a_date_s_own_weekday(text, day):
    assert _day(text) == day


# the picture's weekday after the earlier event whose date is the caption's only day
@pytest.mark.parametrize("text, day", [
    ("Mocoa (Putumayo). Rescatistas buscan sobrevivientes este domingo en el barrio San "
     "Miguel, tras la avalancha que arrasó la ciudad en la noche del viernes 31 de marzo de "
     "2017.", "2017-04-02"),
    ("Rescatistas buscan sobrevivientes tras la avalancha que arrasó Mocoa el viernes 31 de "
     "marzo de 2017.", "2017-03-31"),  # (no weekday of the picture's: the day stands)
])
def test_a_weekday_after_an_earlier_event(text, day):
    assert _day(text) == day


# a month the picture was photographed in, over a later day of another month
@pytest.mark.parametrize("text, day", [
    ("Cellist Maren Ostby, photographed in Oslo in January 2025, before her North American "
     "tour, which opens at Carnegie Hall on April 3.", ("2025-01-01", "month")),
    ("The author, pictured at her home in Dublin in October 2024, whose novel is published "
     "on February 6.", ("2024-10-01", "month")),
    ("The quartet, photographed in Vienna in May 2024, plays the Musikverein on May 14.",
     ("2024-05-14", "day")),  # (a day of that month is named: read as before)
])
def test_a_month_the_picture_was_photographed_in(text, day):
    assert _precise(text) == day


# a release date over a weekday of a later sentence that does not speak of the picture
@pytest.mark.parametrize("text, day", [
    ("This handout picture released by the Panama Canal Authority on August 10, 2023 shows "
     "vessels waiting at the Gatun locks. The drought cut transits on Monday.", "2023-08-10"),
    ("This handout picture released by the Panama Canal Authority on August 10, 2023 shows "
     "vessels waiting at the locks. The picture was taken on Monday.", "2023-08-07"),
    ("Vessels wait at the Gatun locks on August 10, 2023. The drought cut transits on "
     "Monday.", "2023-08-10"),
])
def test_a_release_date_over_a_background_weekday(text, day):
    assert _day(text) == day


# dates glued by a page's layout: a comma before the day, "on" or "in" before the month
@pytest.mark.parametrize("text, day", [
    ("Pilgrims walk to the Basilica in Fatima,Portugal,on the anniversary,13 May 2024.",
     ("2024-05-13", "day")),
    ("Runners cross the Golden Gate Bridge in San Fran- cisco, California, onJuly 28, 2024.",
     ("2024-07-28", "day")),
    ("Fans queue outside the stadium inMarch 2024 for tickets.", ("2024-03-01", "month")),
    ("Shares rose 1,15 August 2024 figures showed.", ("2024-08-01", "month")),  # (a count)
    ("Crowds at the JoinMarch 14, 2024 rally in Lyon.", ("2024-01-01", "year")),
])
def test_dates_glued_by_a_page_s_layout(text, day):
    assert _precise(text) == day


_SPANISH = ("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre "
            "diciembre").split()
_GALICIAN = ("xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro "
             "decembro").split()
_CATALAN = ("gener febrer març abril maig juny juliol agost setembre octubre novembre "
            "desembre").split()


@given(st.dates(min_value=dt.date(1990, 1, 1), max_value=dt.date(2030, 12, 31)),
       st.sampled_from([
           ("Madrid, {d} de {m} de {y} (EFE).- Vecinos recorren ayer las calles.", _SPANISH),
           ("Vigo, {d} de {m} de {y}. Os veciños percorren onte as rúas.", _GALICIAN),
           ("BARCELONA, {d} de {m} de {y} — Els veïns recorren ahir els carrers.", _CATALAN),
       ]))
def test_yesterday_is_the_day_before_any_dateline(day, form):
    template, months = form
    text = template.format(d=day.day, m=months[day.month - 1], y=day.year)
    assert _day(text) == (day - dt.timedelta(days=1)).isoformat()


@given(st.dates(min_value=dt.date(1990, 1, 1), max_value=dt.date(2030, 12, 31)),
       st.integers(min_value=0, max_value=6))
def test_this_weekday_is_the_latest_on_or_before_the_dateline(day, weekday):
    names = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
    text = (f"SEVILLA, {day.day:02d}/{day.month:02d}/{day.year}.- Los vecinos del barrio "
            f"recogen firmas frente al ayuntamiento, este {names[weekday]}.")
    told = day - dt.timedelta(days=(day.weekday() - weekday) % 7)
    assert _day_first(text) == told.isoformat()


@given(st.text(alphabet="onOinImMarchSeptmbr ,.0123456789-\n", max_size=80))
def test_glued_words_never_raise(text):
    extract_event_date(text)


# a wire's dateline with no year, its year from the desk's stamp ("© 2024 Lusa"), in the
# house's abbreviation (ANSA's "giu", "ott")
@pytest.mark.parametrize("text, day", [
    ("Lisboa, 05 mar (Lusa) - Manifestantes desfilaram ontem na Avenida da Liberdade. "
     "© 2024 Lusa", "2024-03-04"),
    ("ROMA, 12 giu (ANSA) - Manifestanti ieri al corteo del Pride in piazza della "
     "Repubblica. © 2024 ANSA", "2024-06-11"),
    ("Porto, 07 out (Lusa) - Adeptos festejam o título na Avenida dos Aliados. (c) 2023 Lusa",
     "2023-10-07"),
    ("Lisboa, 05 mar (Lusa) - Manifestantes desfilaram ontem na Avenida da Liberdade.",
     None),  # (no year anywhere: no day)
])
def test_a_stamp_s_year_completes_a_wire_s_dateline(text, day):
    assert _day(text) == day


# a weekday written with its date is that date's, not a day told from the dateline
@pytest.mark.parametrize("text, day", [
    ("Lyon (Rhône), dimanche 8 décembre 2024. Des milliers de lumignons aux fenêtres, au "
     "lendemain de l'ouverture du vendredi 6 décembre.", "2024-12-08"),
    ("Beira, 20 Mar 2019 (AIM) – Famílias aguardam resgate no bairro da Praia Nova, onde as "
     "águas subiram na madrugada de sexta-feira, 15 de Março, mais de um metro.",
     "2019-03-20"),
    ("CHIMBOTE, 12/03/2017.- Damnificados reciben agua en la plaza, la zona más afectada por "
     "el huaico del pasado viernes 10 de marzo.", "2017-03-12"),
])
def test_a_date_s_own_weekday_tells_no_day(text, day):
    assert _day_first(text) == day


# a house whose numeric dates put the day first wherever it pictures: EFE in Miami, dpa in
# Washington; AP in New York keeps the month first, and a credit-less US dateline too
@pytest.mark.parametrize("caption, day", [
    ("MIAMI, 03/11/2024.- Simpatizantes de Donald Trump participan en una caravana en Miami. "
     "EFE/Cristóbal Herrera", "2024-11-03"),
    ("WASHINGTON, 05/02/2025. Demonstranten vor dem Weißen Haus. Foto: Anna Roth/dpa",
     "2025-02-05"),
    ("NEW YORK, 03/11/2024. Commuters walk through Times Square. AP Photo/John Roe",
     "2024-03-11"),
    ("HOUSTON, 03/11/2024. Volunteers fill sandbags outside a school.", "2024-03-11"),
])
def test_a_day_first_house_orders_its_numeric_dates_anywhere(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


# -- the end check's rules: a Spanish wire's yearless day dated by the one year its weekday
# fits, a bicentenary's two years, Bernama's "today" before another event's day, LaPresse's
# "Town DD/MM/YYYY - " dateline with its "Nella foto" sentence, and Italian's participle of a
# disaster before a weekday


@pytest.mark.parametrize("text, day", [
    ("Asunción, 30 abr (EFE).- Un votante deposita su papeleta este domingo en un colegio "
     "de Luque durante las elecciones generales de 2023.", "2023-04-30"),
    ("Quito, 15 oct (EFE).- Simpatizantes celebran este domingo en la avenida Amazonas la "
     "segunda vuelta presidencial de 2023.", "2023-10-15"),
    ("Turistas desembarcan este martes 2 de enero en el puerto, en plena temporada "
     "2017-2018.", "2018-01-02"),
    ("Hinchas llegan el sábado 9 de diciembre al estadio para la final de la Copa 2023.",
     "2023-12-09"),
    # a bicentenary: the weekday fits the later of its two years
    ("SUCRE (BOLIVIA), 6 ago (EFE).- Autoridades participan este miércoles en la Casa de la "
     "Libertad del acto por el bicentenario (1825-2025) del Acta de la Independencia, firmada "
     "en esta ciudad el 6 de agosto de 1825.", "2025-08-06"),
])
def test_a_weekday_tells_a_yearless_day_s_year(text, day):
    assert _day(text) == day


@pytest.mark.parametrize("text", [
    # no year the weekday fits ("hasta 2026": 3 March 2026 is a Tuesday), no weekday at all
    "Lima, 3 mar (EFE).- Vecinos limpian las calles este lunes, tras las lluvias que "
    "seguirán hasta 2026.",
    "Turistas llegan este martes 2 de enero al puerto.",
])
def test_no_weekday_s_year_reads_no_day(text):
    assert _day(text) is None


@pytest.mark.parametrize("text, day", [
    ("PUTRAJAYA, Feb 10 -- Staff decorate the hall today ahead of the Chinese New Year open "
     "house on Feb 17.\n--fotoBERNAMA (2024) COPYRIGHT RESERVED", "2024-02-10"),
    ("IPOH, March 28 -- Traders set up stalls this morning for the Ramadan bazaar that runs "
     "until April 9.\n--fotoBERNAMA (2023) COPYRIGHT RESERVED", "2023-03-28"),
    # near-miss: "today" in a later sentence names no day of the picture
    ("KUALA LUMPUR, March 3 -- Traders set up stalls on March 1 ahead of Ramadan. The "
     "market opens today.\n--fotoBERNAMA (2025) COPYRIGHT RESERVED", "2025-03-01"),
])
def test_today_before_another_day_is_the_dateline_s(text, day):
    assert _day(text) == day


@pytest.mark.parametrize("text, day", [
    ("Roma 14/03/2023 - Il corteo attraversa il centro. Nella foto, i manifestanti in piazza "
     "Venezia lunedì sera.", "2023-03-13"),
    ("Milano 22/12/2022 - Il mercato di Natale in piazza Duomo. Nella foto, i visitatori tra "
     "le bancarelle mercoledì sera.", "2022-12-21"),
    # the picture's day the dateline's own: 14 March 2023 was a Tuesday
    ("Roma 14/03/2023 - Manifestanti davanti a Montecitorio martedì pomeriggio.",
     "2023-03-14"),
])
def test_lapresse_s_dateline_and_its_picture_sentence(text, day):
    assert _day(text) == day


@pytest.mark.parametrize("text, day", [
    ("Amatrice (Rieti), 26 agosto 2016 – Vigili del fuoco tra le macerie della chiesa, "
     "crollata mercoledì notte per il terremoto.", "2016-08-26"),
    ("Genova, 16 agosto 2018 – Le squadre di soccorso sotto il viadotto Morandi, crollato "
     "martedì mattina.", "2018-08-16"),
    # near-miss: what the picture shows ("allagate") keeps its weekday
    ("Venezia, 13 novembre 2019 – La Basilica e la piazza allagate martedì sera.",
     "2019-11-12"),
])
def test_an_italian_disaster_s_participle_dates_another_event(text, day):
    assert _day(text) == day


@given(st.integers(min_value=1990, max_value=2030), st.integers(min_value=1, max_value=12),
       st.integers(min_value=1, max_value=28))
def test_a_wire_s_weekday_and_its_one_year_date_the_day(year, month, day):
    weekday = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado",
               "domingo")[dt.date(year, month, day).weekday()]
    months = ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic")
    text = (f"Bogotá, {day} {months[month - 1]} (EFE).- Miles de personas marchan este "
            f"{weekday} por la carrera Séptima, como en {year}.")
    assert _day(text) == dt.date(year, month, day).isoformat()
