"""Finnish, Swedish, Danish and Norwegian captions: their towns in cases, genitives and
prepositions, their "against", and Swedish "till" (to), which is no "until"."""

from __future__ import annotations

import pytest

from timeline.understand import understand_caption
from timeline.understand.dates import extract_event_date


def _place(text: str, gaz) -> tuple[str | None, str | None]:
    resolution = understand_caption(text, gaz).place.resolution
    return (resolution.name, resolution.country_code) if resolution else (None, None)


@pytest.mark.parametrize("caption, name", [
    # Finnish with none of ä and ö, told by its cases and its credit label or weekday
    ("Pelaajat kamppailivat kiekosta ottelussa Tampereella 11.1.2024. KUVA: Anni Rautiainen",
     "Tampere"),
    ("Mielenosoittajat kokoontuivat torilla Porissa perjantaina 2.2.2024.", "Pori"),
    # a place in a case after a capitalised word in a case of its own: two names, not one
    ("Tapparan ja Ilveksen pelaajat kamppailivat kiekosta Nokia Arenalla Tampereella "
     "11.1.2024. KUVA: ANNI RAUTIAINEN / STT", "Tampere"),
    ("Matkailijoita Joulupukin Pajakylässä Napapiirillä Rovaniemellä marraskuussa 2016. "
     "Kuva: Mikko Saarelainen", "Rovaniemi"),
    # a town in the genitive before a place in the inessive or adessive is where it is
    ("Joulurauha julistettiin Turun Vanhalla Suurtorilla tiistaina 24. joulukuuta 2024. "
     "Kuva: Jussi Kivelä / Lehtikuva", "Turku"),
    ("Poliittiseen lakkoon osallistuneita mielenosoittajia Oulun kauppatorilla perjantaina "
     "2. helmikuuta 2024. Kuva: Lehtikuva", "Oulu"),
    ("Vaalivirkailijat laskivat ääniä Lahden kaupungintalolla sunnuntaina 13. huhtikuuta "
     "2025. Kuva: Yle", "Lahti"),
])
def test_finnish_towns_in_their_cases(caption, name, gaz):
    assert _place(caption, gaz) == (name, "FI")


@pytest.mark.parametrize("caption, name, code", [
    # Swedish, Danish and Norwegian genitives: "Stockholms stadshus", "Bergens havn"
    ("Kungen anländer till Nobelfesten i Stockholms stadshus tisdagen den 10 december 2019. "
     "Foto: Erik Lindqvist/TT", "Stockholm", "SE"),
    ("Kyrkan påbörjar sin flytt till Kirunas nya centrum tisdagen den 19 augusti 2025. "
     "Foto: Johan Sjöberg/TT", "Kiruna", "SE"),
    ("Turister på Bergens fiskemarked og ved bryggen lørdag 12. august 2023. "
     "Foto: Ole Berg-Rusten / NTB", "Bergen", "NO"),
    ("Brandfolk arbejder ved Aalborgs rådhus og på torvet tirsdag den 16. april 2024. "
     "Foto: Ritzau Scanpix", "Aalborg", "DK"),
])
def test_nordic_towns_in_the_genitive(caption, name, code, gaz):
    assert _place(caption, gaz) == (name, code)


def test_a_nordic_country_in_the_genitive_is_no_town(gaz):
    # "Danmarks Mikkel Hansen" is Denmark's player: the match is in Herning, against Norway
    text = ("Danmarks Mikkel Hansen jubler efter VM-finalen mod Norge i Jyske Bank Boxen i "
            "Herning søndag den 27. januar 2019. Foto: Henning Bagger/Ritzau Scanpix")
    assert _place(text, gaz) == ("Herning", "DK")


def test_an_english_possessive_is_not_read_as_a_nordic_genitive(gaz):
    assert _place("Fans of Parkes celebrate in Sydney on Jan. 5, 2024.", gaz)[1] == "AU"


@pytest.mark.parametrize("caption, name, code", [
    # the side played against, in other languages: not where the match is
    ("Spillerne jubler efter sejren mod Norge i Herning søndag den 27. januar 2019.",
     "Herning", "DK"),
    ("Spelarna firar efter matchen mot Finland i Malmö söndagen den 10 november 2024.",
     "Malmö", "SE"),
    ("Die Spieler jubeln nach dem Sieg gegen Frankreich in Leipzig am 5. Juli 2024.",
     "Leipzig", "DE"),
    ("Les joueurs célèbrent après le match contre l'Espagne à Lille, le 3 juin 2024.",
     "Lille", "FR"),
    ("Los jugadores celebran tras el partido contra Chile en Rosario, el 5 de junio de 2024.",
     "Rosario", "AR"),
])
def test_the_side_played_against_in_other_languages(caption, name, code, gaz):
    assert _place(caption, gaz) == (name, code)


@pytest.mark.parametrize("caption, day", [
    # Swedish "till" is "to": the date after it is the picture's
    ("Kungen anländer till festen den 10 december 2019.", "2019-12-10"),
    ("Kyrkan flyttas till Kirunas nya centrum tisdagen den 19 augusti 2025.", "2025-08-19"),
])
def test_swedish_till_is_no_until(caption, day):
    date = extract_event_date(caption)
    assert date.start is not None and date.start.isoformat() == day


def test_english_till_before_a_date_still_ends_a_period():
    date = extract_event_date("The show runs till Dec. 5, 2019. Visitors look on Nov. 3, 2019.")
    assert date.start is not None and date.start.isoformat() == "2019-11-03"


@pytest.mark.parametrize("caption", [
    # Italian's "della", "nella" and Spanish's "protesta" end as Finnish cases do
    "La protesta della gente nella piazza di Roma, il 5 marzo 2024. Foto ANSA",
    "Una protesta en Costa Rica y la respuesta de la gente en la plaza, el 5 de marzo de 2024.",
])
def test_romance_words_do_not_make_a_caption_finnish(caption, gaz):
    from timeline.understand.inflections import read_case_forms
    forms = read_case_forms(caption, gaz)
    assert forms is None or not forms.separate


@pytest.mark.parametrize("caption, month", [
    # Finnish's month in the inessive with its year, Hungarian's after its year
    ("Yleisöä Pori Jazz -festivaalin päälavan edessä Porissa heinäkuussa 2019. Kuva: Yle",
     "2019-07"),
    ("Matkailijoita Rovaniemellä marraskuussa 2016. Kaupungissa kirjattiin vuonna 2023 "
     "ennätysmäärä yöpymisiä.", "2016-11"),
    ("Az áradó Tisza a szegedi Stefánia sétánynál 2006 áprilisában. (Fotó: Szabó Bence)",
     "2006-04"),
    ("Tüntetők a Kossuth téren 2018 decemberében. MTI Fotó: Koszticsák Szilárd", "2018-12"),
])
def test_months_in_finnish_and_hungarian_cases(caption, month):
    date = extract_event_date(caption)
    assert date.precision == "month" and date.start.isoformat()[:7] == month


def test_an_english_ban_is_no_hungarian_month():
    date = extract_event_date("A ban on urban protests in Lebanon since 2019 was lifted on "
                              "March 3, 2024.")
    assert date.start.isoformat() == "2024-03-03"


@pytest.mark.parametrize("caption, day", [
    # the end of a period after "till (och med) (den)" or "till the end of" (the review's)
    ("Utställningen pågår till den 5 maj 2024. Besökare på museet i Stockholm den 3 mars 2024.",
     "2024-03-03"),
    ("Utställningen pågår till och med den 5 maj 2024. Besökare i Stockholm den 3 mars 2024.",
     "2024-03-03"),
    ("The show runs till the end of March 2024. Visitors look on in London on Jan. 3, 2024.",
     "2024-01-03"),
])
def test_till_before_a_period_s_end(caption, day):
    assert extract_event_date(caption).start.isoformat() == day


@pytest.mark.parametrize("caption, name", [
    # an attack "against" a town is in the town; "mot" is also "towards"
    ("Rauch steigt nach Drohnenangriffen gegen Kiew auf, 5. Juli 2024.", "Kyiv"),
    ("Humo tras un ataque contra Kiev, el 5 de julio de 2024.", "Kyiv"),
    ("Fumée après des frappes contre Kharkiv, le 5 juillet 2024.", "Kharkiv"),
    ("Långa köer mot Stockholm på söndagen den 10 november 2024.", "Stockholm"),
])
def test_an_attack_against_a_town_is_in_it(caption, name, gaz):
    assert _place(caption, gaz)[0] == name
