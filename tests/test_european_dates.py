"""Dates in Europe's smaller languages, as their houses write them.

Albanian, Icelandic, Faroese, Irish, Welsh, Catalan, Galician, Maltese, Estonian, Romansh
and Slovene write the day, the month in their words and the year ("27 nëntor 2019", "l'1
d'octubre del 2017", "22 ta' Ottubru 2017", "26. jaanuaril 2024"); Basque, Latvian and
Lithuanian write the year first ("2018ko abuztuaren 4an", "2013.gada 22.novembrī", "2023
m. liepos 11 d."), Northern Sámi the month before "day" ("cuoŋománu 20. beaivve 2019").
"""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.understand.dates import extract_event_date


@pytest.mark.parametrize("text, day", [
    ("Tiranë, 27 nëntor 2019 (ATA) – Forca të shpëtimit kërkojnë të mbijetuar.",
     dt.date(2019, 11, 27)),
    ("Íbúar Grindavíkur yfirgefa bæinn að kvöldi föstudagsins 10. nóvember 2023.",
     dt.date(2023, 11, 10)),
    ("MORGUNBLAÐIÐ, MIÐVIKUDAGUR 21. JANÚAR 2009 – Reiði á Austurvelli.", dt.date(2009, 1, 21)),
    ("Rás na gcurach ar an gCeathrú Rua, Dé Domhnaigh 7 Lúnasa 2022.", dt.date(2022, 8, 7)),
    ("Cruinniú i mBaile Átha Cliath, 12 Meán Fómhair 2019.", dt.date(2019, 9, 12)),
    ("Gorymdaith yr Orsedd ym Mharc Ynysangharad, Pontypridd, fore Llun, 5 Awst 2024.",
     dt.date(2024, 8, 5)),
    ("Agents davant del pavelló de Sant Julià de Ramis, l'1 d'octubre del 2017.",
     dt.date(2017, 10, 1)),
    ("Banyistes a la platja de la Barceloneta, el 8 d'agost del 2024.", dt.date(2024, 8, 8)),
    ("Angrois (Santiago de Compostela), 25 de xullo de 2013. Operarios traballan.",
     dt.date(2013, 7, 25)),
    ("Eluf ta' persuni jimmarċaw fil-Belt Valletta nhar il-Ħadd 22 ta' Ottubru 2017.",
     dt.date(2017, 10, 22)),
    ("Euroopa kultuuripealinn Tartu 2024 avapidu Raekoja platsil 26. jaanuaril 2024.",
     dt.date(2024, 1, 26)),
    ("Brinzauls, ils 17 da november 2024: Las ultimas abitantas bandunan il vitg.",
     dt.date(2024, 11, 17)),
    ("Scuol, 1. marz 2026 – Scolars cun plumpas festageschan Chalandamarz.", dt.date(2026, 3, 1)),
    # the year first: Basque, Latvian, Lithuanian; Sámi's month before "day"
    ("Zeledonen jaitsiera Andre Maria Zuriaren plazan, Gasteizen, 2018ko abuztuaren 4an.",
     dt.date(2018, 8, 4)),
    ("Rīgā, Zolitūdē, 2013.gada 22.novembrī. Glābšanas darbi pie lielveikala.",
     dt.date(2013, 11, 22)),
    ("Vilnius, 2023 m. liepos 11 d. (ELTA). NATO šalių vadovai renkasi.", dt.date(2023, 7, 11)),
    ("Boazovuodjingilvu Guovdageainnu beassášdoaluin, lávvordaga cuoŋománu 20. beaivve 2019.",
     dt.date(2019, 4, 20)),
])
def test_dates_of_europes_smaller_languages(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text", [
    "Medi 2019 was a good year for her",  # a name before a year, not Welsh September
    "Fans of Ligue 1 in Paris",
])
def test_names_are_no_months(text):
    assert extract_event_date(text).precision != "month"


def test_folha_s_page_stamp_with_its_month_between_dots(gaz):
    from timeline.understand import caption_key, understand_caption
    page = ("Mercado\nTarifaço de Trump: comerciantes da 25 de Março temem alta de preços\n"
            "28.jul.2025 às 20h15\nMovimento de consumidores na rua 25 de Março, na região "
            "central de São Paulo, nesta segunda-feira (28) - Zanone Fraissat/Folhapress")
    facts = understand_caption(caption_key(page), gaz)
    # the page's day, and a street named after a day ("25 de Março") is no town Marco
    assert str(facts.date.start) == "2025-07-28"
    assert facts.place.resolution.name == "São Paulo"
    assert str(extract_event_date("Protesto em 3.FEV.2019 no centro.").start) == "2019-02-03"
