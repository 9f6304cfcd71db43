"""Catalogue records: each fact read in its own labelled field."""

from __future__ import annotations

import pytest

from timeline.understand import understand_caption
from timeline.understand.catalogue import read_catalogue_record
from timeline.understand.dates import extract_event_date

LOC_FSA = """Title: Street scene, Vicksburg, Mississippi
Creator(s): Evans, Walker, 1903-1975, photographer
Related Names: United States. Resettlement Administration.
Date Created/Published: 1936 Mar.
Medium: 1 negative : nitrate ; 8 x 10 inches or smaller.
Reproduction Number: LC-USF342-008004-A (b&w film nitrate neg.)
Repository: Library of Congress Prints and Photographs Division Washington, D.C. 20540 USA"""

LOC_BAIN = """Title: Suffrage parade, Washington
Creator(s): Bain News Service, publisher
Date Created/Published: [1913 March 3]
Medium: 1 negative : glass ; 5 x 7 in. or smaller.
Repository: Library of Congress Prints and Photographs Division Washington, D.C. 20540 USA"""

LOC_NOTES = """Title: Sharecropper's cabin near the levee, Arkansas
Creator(s): Lee, Russell, 1903-1986, photographer; Keystone View Company, publisher
Date Created/Published: c1938.
Notes: Photographed in May 1937 near Lake Dick, Arkansas. Published 1938.
Repository: Library of Congress Prints and Photographs Division Washington, D.C. 20540 USA"""

IWM = """THE BATTLE OF ARRAS, APRIL-MAY 1917
Object description: Canadian troops advance past a ruined church at Arras on the opening day of the battle, 9 April 1917.
Catalogue number: CO 1146
Creator: Brooke, John Warwick (Lt), official photographer
Production date: 1917-04-09
Place made: France, Pas-de-Calais, Arras
Rights: © IWM (CO 1146)"""

AWM = """Accession Number: 013287
Collection type: Photograph
Maker: Unknown
Place made: Papua New Guinea, Northern Province, Kokoda
Date made: c. November 1942
Description: KOKODA, PAPUA. C. 1942-11. TROOPS RAISE THE FLAG AFTER THE VILLAGE WAS RETAKEN.
Copyright: Expired - public domain (Australian War Memorial)"""

BUNDESARCHIV = """Bundesarchiv, Bild 183-15304-0010
Titel: Dresden, Wiederaufbau des Zwingers
Originalbeschreibung: Zentralbild/Archiv 20.5.1962. Dresden: Arbeiter beim Wiederaufbau des Zwingers im Sommer 1952.
Datierung: Sommer 1952
Fotograf: o.Ang.
Ort: Dresden"""

NATIONAAL_ARCHIEF = """Beschrijving: Wederopbouw. Bouwvakkers aan het werk op de Lijnbaan in Rotterdam
Datum: 12 mei 1953
Locatie: Rotterdam, Zuid-Holland
Trefwoorden: wederopbouw, winkelcentra
Fotograaf: Roling, Harry / Anefo
Auteursrechthebbende: Nationaal Archief"""

NARA = """Title: Children salute the flag at an Independence Day parade in Boise, Idaho.
Local Identifier: 208-AA-32x-1
Photographer: Collier, John, Jr., Office of War Information
Date: 7/4/1942
Contact: National Archives and Records Administration (NARA), College Park - Still Pictures"""


@pytest.mark.parametrize("record, day, place, photographer, agency", [
    (LOC_FSA, "1936-03-01", "Vicksburg", "Evans, Walker", "Library of Congress"),
    # a publisher is the agency, and no photographer
    (LOC_BAIN, "1913-03-03", "Washington", None, "Bain News Service"),
    # the notes say when the picture was made: not the copyright's year
    (LOC_NOTES, "1937-05-01", None, "Lee, Russell", "Keystone View Company"),
    # the place field names the country first, the town last
    (IWM, "1917-04-09", "Arras", "Brooke, John Warwick", "IWM"),
    (AWM, "1942-11-01", "Kokoda", None, "Australian War Memorial"),
    # the Bundesarchiv's season, its "unknown" photographer; the archive's own date is not
    # the picture's
    (BUNDESARCHIV, "1952-01-01", "Dresden", None, "Bundesarchiv"),
    (NATIONAAL_ARCHIEF, "1953-05-12", "Rotterdam", "Roling, Harry", "Anefo"),
    # an American archive's date, month first
    (NARA, "1942-07-04", "Boise", "Collier, John, Jr.", "National Archives"),
])
def test_a_catalogue_record_is_read_field_by_field(gaz, record, day, place, photographer,
                                                   agency):
    facts = understand_caption(record, gaz)
    assert facts.date.start.isoformat() == day
    if place is not None:
        assert facts.place.resolution.name == place
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)


def test_offsets_refer_to_the_whole_record(gaz):
    facts = understand_caption(IWM, gaz)
    start, end = facts.date.span
    assert facts.body[start:end] == "1917-04-09"
    mention = facts.place.mention
    assert facts.body[mention.start : mention.end] == "Arras"


@pytest.mark.parametrize("caption", [
    # captions with a label or two are not records
    "LONDON, ENGLAND - MAY 14: Fans gather in Trafalgar Square. Picture date: Tuesday May 14, "
    "2024. Photo credit should read: Jane Doe/PA Wire",
    "KARACHI: Residents wade through a flooded road. — Photo: Fahim Siddiqi / White Star",
    "Title: untitled. A man walks in Rome on May 3, 2020.",
    # labelled news captions that close with a wire's credit, or whose short field runs on
    # into the story
    "Title: Strike. Date: May 1, 2024. Location: Paris. Source: CGT. Protesters march in "
    "Paris. REUTERS/Sarah Meyssonnier",
    "Subject: Water. Date: July 10, 2024. Location: Kassala. Contact: unicef.org. A girl carries"
    " water at a camp in Kassala, Sudan. UNICEF/Ahmed Musa",
    "Date: June 2, 2023. Place: Lyon. Crowds gather along the river as the city marks the "
    "anniversary of its liberation with a parade of veterans, bands and children waving flags "
    "in the afternoon sun. Photographer: Jean Martin. Title: Parade",
])
def test_an_ordinary_caption_is_no_record(caption):
    assert read_catalogue_record(caption) is None


@pytest.mark.parametrize("text, day, precision", [
    ("1964 March 26.", "1964-03-26", "day"),
    ("[1922 Sept.]", "1922-09-01", "month"),
    ("1936 Feb. or Mar.", "1936-01-01", "year"),  # the month is not known
    ("9/1945", "1945-09-01", "month"),
    ("1931-09", "1931-09-01", "month"),
])
def test_catalogue_date_forms(text, day, precision):
    date = extract_event_date(text, field=True)
    assert (date.start.isoformat(), date.precision) == (day, precision)


@pytest.mark.parametrize("text", ["The 2024 March for Life drew crowds.",
                                  "Fans at the 2019-20 season opener.",
                                  "Lionel Messi of Barcelona celebrates a goal (2011-12)"])
def test_a_caption_s_year_first_forms_are_no_catalogue_dates(text):
    assert extract_event_date(text).precision in (None, "year")


def test_an_impossible_catalogue_day_keeps_its_year():
    assert extract_event_date("1936 Feb. 30", field=True).start.year == 1936


FINNA = """Nimeke: Helsingin rautatieasema, aamuruuhka
Kuvaaja: Pietinen, Aarne
Kuvausaika: 12.5.1952
Kuvauspaikka: Helsinki
Organisaatio: Museovirasto
Luetteloitu: 1988"""

FORTEPAN = """FORTEPAN
Fortepan azonosító: 12345
Év: 1958
Leírás: Villamos a Nagykörúton.
Település: Budapest
Fotós: Kovács Péter"""

RIJKSMUSEUM = """Titel(s): Gezicht op de Dam in Amsterdam
Objecttype: foto
Vervaardiger: Breitner, George Hendrik (fotograaf)
Datering: ca. 1898
Objectnummer: RP-F-BR-5678"""

GALLICA = """Titre : Tour de France, départ de Montgeron, 1-7-03 : [photographie de presse] / Agence Rol
Auteur : Agence Rol. Agence photographique
Date d'édition : 1903
Type : image fixe ; photographie de presse"""

LAC = """Title: Parliament buildings after the fire
Date(s): February 1916
Place of creation: Ottawa (Ont.)
Creator: Topley Studio
Extent: 1 photograph : b&w"""

IPTC = """Object Name: FLOODS
Headline: Floods in Germany
Caption-Abstract: Residents clear mud from a street in Schuld, Germany, July 16, 2021.
By-line: Jane Example
Credit: REUTERS
City: Schuld
Country-Primary Location Name: Germany
Date Created: 20210716"""


@pytest.mark.parametrize("record, day, place, photographer, agency", [
    (FINNA, "1952-05-12", "Helsinki", "Pietinen, Aarne", None),
    (FORTEPAN, "1958-01-01", "Budapest", "Kovács Péter", None),
    # a role in brackets, a circa year
    (RIJKSMUSEUM, "1898-01-01", "Amsterdam", "Breitner, George Hendrik", None),
    # the title's day within the edition's year; the press agency is the creator
    (GALLICA, "1903-07-01", "Montgeron", None, "Agence Rol"),
    # a state in brackets after its town; a studio as the creator is its agency
    (LAC, "1916-02-01", "Ottawa", None, "Topley Studio"),
    (IPTC, "2021-07-16", "Schuld", "Jane Example", "Reuters"),
])
def test_more_catalogues_and_newsroom_metadata(gaz, record, day, place, photographer, agency):
    facts = understand_caption(record, gaz)
    assert facts.date.start.isoformat() == day
    assert facts.place.resolution.name == place
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)


DANISH = """Titel: Kongeproklamationen. Folkemængden foran Christiansborg
Fotograf: Elfelt, Peter
Dato: 30.1.1906
Sted: Danmark, København
Beskrivelse: Folkemængden venter på proklamationen."""

LUCE = """Codice foto: A00104512
Titolo: Folla in piazza
Descrizione: La folla ascolta il discorso dal balcone
Data: 10/06/1940
Luogo: Roma, Piazza Venezia"""

KEW = """Reference: INF 9/112/14
Description: COVENTRY. The King inspects the ruins of the cathedral.
Date: 16 November 1940
Held by: The National Archives, Kew"""


@pytest.mark.parametrize("record, day, place", [
    # the country first in a Danish record's place ("Danmark" is Denmark, not the town in
    # South Carolina); an Italian record; a Kew record, its place in its description
    (DANISH, "1906-01-30", "Copenhagen"),
    (LUCE, "1940-06-10", "Rome"),
    (KEW, "1940-11-16", "Coventry"),
])
def test_records_of_european_archives(gaz, record, day, place):
    facts = understand_caption(record, gaz)
    assert (facts.date.start.isoformat(), facts.place.resolution.name) == (day, place)


LIVERPOOL = """Title: Dock strike meeting
Creator: Unknown
Date: 1911 August 13
Repository: Liverpool Record Office
Place: United Kingdom -- England -- Liverpool
Note: Tom Mann addressed some 80,000 strikers on St George's Plateau."""
DEN_HELDER = """Locatie: Noord-Holland
Datum: 4 juni 1953
Fotograaf: Onbekend / Anefo
Beschrijving: Watersnood, herstel van de dijk bij Den Helder"""


@pytest.mark.parametrize("record, day, place", [
    # a catalogue's hierarchy is read from its finest step; a note is a field of its own
    (LIVERPOOL, "1911-08-13", "Liverpool"),
    # a town the description names in the province of the place field
    (DEN_HELDER, "1953-06-04", "Den Helder"),
])
def test_the_finest_place_of_a_record(gaz, record, day, place):
    facts = understand_caption(record, gaz)
    assert (facts.date.start.isoformat(), facts.place.resolution.name) == (day, place)


@pytest.mark.parametrize("record, place, photographer", [
    # review: a record's own credit field with a slash is no wire's credit closing a caption
    ("Description: Soldiers of the 1st Infantry Division land at Omaha Beach, Normandy. Date: 6 "
     "June 1944 Source: NARA Author: USCG/Robert Sargent", "Normandie", "Robert Sargent"),
    # review: a creator's field may carry a licence's notice of many words
    ("Description: Soldiers land at Omaha Beach, Normandy. Date: 6 June 1944 Source: U.S. "
     "National Archives Author: Robert F. Sargent, U.S. Coast Guard. This image is a work of a "
     "U.S. Coast Guard employee, taken or made as part of that person's official duties. As a "
     "work of the U.S. federal government, the image is in the public domain in the United "
     "States.", "Normandie", "Robert F. Sargent"),
])
def test_records_with_credit_fields(gaz, record, place, photographer):
    facts = understand_caption(record, gaz)
    assert facts.place.resolution.name == place and photographer in facts.credit.raw


@pytest.mark.parametrize("last, admin1", [
    # review: a hierarchy's last step is read with the steps above it
    ("Georgia -- Athens", "Georgia"), ("Maine -- Portland", "Maine"), ("Ohio -- Dublin", "Ohio"),
])
def test_a_hierarchy_s_town_in_its_state(gaz, last, admin1):
    record = (f"Title: Street scene Date Created/Published: 1943 Place: United States -- {last}"
              " Creator(s): Collins, Marjory, photographer Repository: Library of Congress")
    resolution = understand_caption(record, gaz).place.resolution
    assert (resolution.country_code, resolution.admin1) == ("US", admin1)


def test_a_town_s_field_before_a_province_s(gaz):
    # review 4: "Town:" is read before "Province:" (Vinci, not Florence)
    record = ("Country: Italy | Region: Toscana | Province: Firenze | Town: Vinci\nTitle: "
              "Celebrazioni per il 500° anniversario della morte di Leonardo\nDate: 02/05/2019\n"
              "Photographer: Claudio Giovannini\nCredit: ANSA/CLAUDIO GIOVANNINI")
    assert understand_caption(record, gaz).place.resolution.name == "Vinci"


@pytest.mark.parametrize("record, photographer, agency", [
    # "unknown" in the archives' languages is no one's name
    ("Titel: Befrielsen\nBeskrivelse: Folk fejrer befrielsen på Rådhuspladsen i København.\n"
     "Fotograf: Ukendt\nDato: 05.05.1945\nSted: København", None, None),
    ("Tytuł: Deportacja\nOpis: Rodzina przed barakiem.\nData: ok. 1941\nMiejsce: Pawłodar\n"
     "Autor: NN\nSygnatura: 1-A-123", None, None),
    # ČTK's house before its photographer, and its "Zdroj" (source) field
    ("Název: Sametová revoluce\nPopis: Demonstranti na Václavském náměstí.\nFoto: ČTK / Novák "
     "Jan\nDatum pořízení: 25.11.1989\nMísto: Praha", "Novák Jan", "CTK"),
    ("Název: Povodně\nPopis: Zatopená Kampa.\nDatum pořízení: 13.08.2002\nMísto: Praha\n"
     "Autor: Dvořák Petr\nZdroj: ČTK\nID snímku: P200208130042", "Dvořák Petr", "CTK"),
    # MTI's "Fotó" field; EFE's "Fotógrafo" with the house in the caption's own credit
    ("Cím: Újratemetés\nLeírás: Gyászolók a Hősök terén. \nMTI Fotó: Kiss Péter\n"
     "Azonosító: MTI-FOTO-123", "Kiss Péter", "MTI"),
    ("MADRID, 23-02-1981.- Diputados en el Congreso. EFE/ARCHIVO\nFecha: 23/02/1981\n"
     "Ciudad: Madrid\nPaís: España\nFotógrafo: García López, Juan\nCódigo: 1981-0223-00099",
     "García López, Juan", "EFE"),
    # a picture library's credit line names the agency, not a person
    ("Title: Hunger marchers\nDescription: Marchers set off from Jarrow to London.\n"
     "Date: 05/10/1936\nReference: TOP-123\nCredit: © TopFoto", None, "TopFoto"),
])
def test_record_credits_in_the_archives_languages(gaz, record, photographer, agency):
    credit = understand_caption(record, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("value, day", [
    ("20250727", "2025-07-27"),  # IPTC's Date Created
    ("2025:07:28", "2025-07-28"),  # Exif's
    ("2025:07:28 14:02:11", "2025-07-28"),
])
def test_a_desk_system_s_compact_date_field(value, day):
    assert str(extract_event_date(value, field=True).start) == day


def test_a_compact_date_field_is_not_a_number_s(gaz):
    assert extract_event_date("20251332", field=True).start is None  # (no month 13)
    record = ("Headline: Hetta i Norrbotten\nCaption-Abstract: Bathers at Lulsundsbadet in "
              "Luleå on Sunday as the heatwave in northern Sweden continues.\nCity: Luleå\n"
              "Country-Primary Location Name: Sweden\nDate Created: 20250727\n"
              "Release Date: 20250728\nBy-line: Pär Bäckström\nCredit: TT NEWS AGENCY\n"
              "Source: TT")
    facts = understand_caption(record, gaz)
    # the picture's day, not the day it was released
    assert str(facts.date.start) == "2025-07-27" and facts.place.resolution.name == "Luleå"


def test_a_town_s_field_is_read_in_the_country_s_field(gaz):
    # "City: Brest" with "Country-PrimaryLocationName: France": France's Brest, not Belarus's
    record = ("Object Name: FRANCE-FISHING-WEATHER\nHeadline: Fishing boats return to port\n"
              "Caption-Abstract: Fishing boats return to the harbour on November 18, 2025. "
              "(Photo by Fred TANNEAU / AFP)\nCity: Brest\nProvince-State: Brittany\n"
              "Country-PrimaryLocationName: France\nCountry-PrimaryLocationCode: FRA\n"
              "Date Created: 20251118\nBy-line: Fred TANNEAU\nCredit: AFP\nSource: AFP")
    place = understand_caption(record, gaz).place.resolution
    assert (place.name, place.country_code) == ("Brest", "FR")


def test_iptc_labels_written_with_slashes(gaz):
    # "Caption/Abstract", "Country/Primary Location Name", "Transmission Reference"
    record = ("Object Name: IRAN ISRAEL CONFLICT\nHeadline: Israeli strike hits Iranian state "
              "broadcaster IRIB in Tehran\nCaption/Abstract: Smoke rises from the headquarters "
              "of the broadcaster after it was hit by a strike in Tehran, Iran, 16 June 2025. "
              "EPA/ABEDIN TAHERKENAREH\nBy-line: ABEDIN TAHERKENAREH\nCredit: EPA\nSource: "
              "EPA-EFE\nCity: Tehran\nCountry/Primary Location Name: Iran\nCountry Code: IRN\n"
              "Date Created: 20250616\nTransmission Reference: ETX0412\nSpecial Instructions: ")
    facts = understand_caption(record, gaz)
    assert (facts.place.resolution.name, str(facts.date.start)) == ("Tehran", "2025-06-16")
