"""Credits: house styles, handouts and organisations, normalised agencies, removal from the body."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.agencies import HOME_COUNTRY, SLOT_AGENCIES
from timeline.understand.credits import (
    AGENCIES,
    Credit,
    house_writes_month_first,
    normalise_agency,
    parse_credit,
    split_credit,
)
from timeline.understand.dates import extract_event_date
from timeline.understand.text import normalise_text

EXTRA = Path(__file__).parent / "data" / "captions_dates_credits.jsonl"
BODY = "Boys walk past a damaged building in Douma, Syria, December 30, 2016."


@pytest.mark.parametrize("credit, photographer, agency", [
    ("(Photo by Karam Al-Masri/AFP Photo)", "Karam Al-Masri", "AFP"),
    ("(Photo by AFP Photo/Stringer)", None, "AFP"),
    ("(Photo by Manu Brabo/AP Photo)", "Manu Brabo", "AP"),
    ("REUTERS/Omar Sanadiki", "Omar Sanadiki", "Reuters"),
    ("REUTERS/Carlos G. Rawlins", "Carlos G. Rawlins", "Reuters"),
    ("(AP Photo/Hassan Ammar)", "Hassan Ammar", "AP"),
    ("(AP Photo/Hassan Ammar, File)", "Hassan Ammar", "AP"),
    ("AFP PHOTO / KARAM AL-MASRI", "Karam Al-Masri", "AFP"),
    ("Delil Souleiman/AFP/Getty Images", "Delil Souleiman", "AFP"),
    ("Chris McGrath/Getty Images", "Chris McGrath", "Getty Images"),
    ("Photo: Rahmat Gul / AP", "Rahmat Gul", "AP"),
    ("Photographer: Amr Nabil", "Amr Nabil", None),
    ("EPA/STR", None, "EPA"),
    ("EPA-EFE/YOUSSEF BADAWI", "Youssef Badawi", "EPA"),
    ("(Xinhua/Ammar Safarjalani)", "Ammar Safarjalani", "Xinhua"),
    ("(Photo by Mehmet Kacmaz/Anadolu Agency via Getty Images)", "Mehmet Kacmaz", "Anadolu"),
    # a photo agency distributed by a wire made the photo: the wire is its distributor
    ("(Photo by Nasser Ishtayeh / Middle East Images / Middle East Images via AFP)",
     "Nasser Ishtayeh", "Middle East Images"),
    ("(Photo by Nicolas Economou/NurPhoto via Getty Images)", "Nicolas Economou", "NurPhoto"),
    ("(Photo by Sam Tsang/SOPA Images/LightRocket via Getty Images)", "Sam Tsang", "SOPA Images"),
    ("(Photo by OMAR HAJ KADOUR/AFP via Getty Images)", "Omar Haj Kadour", "AFP"),
    ("(Photo by Lorenzo Tugnoli for The Washington Post)", "Lorenzo Tugnoli", "The Washington Post"),
    ("Handout via REUTERS", None, "Reuters"),
    ("(Photo by Yamil Lage / AFP)", "Yamil Lage", "AFP"),
    ("REUTERS/Philimon Bulawayo TPX IMAGES OF THE DAY", "Philimon Bulawayo", "Reuters"),
    ("/ AFP / Karam AL-MASRI", "Karam Al-Masri", "AFP"),
    ("(Photo credit should read ABDULMONAM EASSA/AFP via Getty Images)", "Abdulmonam Eassa", "AFP"),
    ("(Photo by Özge Elif Kızıl/Anadolu Agency via Getty Images)", "Özge Elif Kızıl", "Anadolu"),
    ("(Photo by Massimo d'Alema/AFP)", "Massimo d'Alema", "AFP"),
    ("(AP Photo/Hadi Mizban, Pool)", "Hadi Mizban", "AP"),
    ("Pool photo via AP", None, "Pool"),
    ("STR/AFP/Getty Images", None, "AFP"),
    ("(Photo: Reuters)", None, "Reuters"),
    ("REUTERS/Stringer ATTENTION EDITORS - THIS IMAGE WAS PROVIDED BY A THIRD PARTY.", None, "Reuters"),
    # Getty's own archive collections are credited to Getty Images
    ("(Photo by Jane Doe/Corbis via Getty Images)", "Jane Doe", "Getty Images"),
    ("(Photo by Keystone/Getty Images)", None, "Getty Images"),
    # Keystone, the Swiss agency, credited by its own name
    ("KEYSTONE/Jean-Christophe Bott", "Jean-Christophe Bott", "Keystone"),
    ("(Photo by -/AFP via Getty Images)", None, "AFP"),
    ("(Photo by Jane Doe/Getty Images for UNICEF)", "Jane Doe", "Getty Images"),
    ("(Photo by Jane Doe/Gamma-Rapho via Getty Images)", "Jane Doe", "Gamma-Rapho"),
    ("Ali Jadallah - Anadolu Agency", "Ali Jadallah", "Anadolu"),
    ("(Photo by Jane Doe/Frontline Lens)", "Jane Doe", "Frontline Lens"),
    ("(Photo by Sergei Bobylev\\TASS via Getty Images)", "Sergei Bobylev", "TASS"),
    ('REUTERS/Abdalrhman Ismail SEARCH "ALEPPO" FOR THIS STORY. SEARCH "WIDER IMAGE" FOR ALL STORIES.',
     "Abdalrhman Ismail", "Reuters"),
])
def test_house_styles(credit, photographer, agency):
    body, found = split_credit(f"{BODY} {credit}")
    assert (found.photographer, found.agency) == (photographer, agency)
    assert body == BODY
    assert found.raw and found.raw in credit


@pytest.mark.parametrize("credit, agency, provider", [
    ("(Photo by AP Photo/Aleppo Media Center)", "AP", "Aleppo Media Center"),
    ("(Photo by Vadim Grishankin/Reuters/Russian Ministry of Defence)", "Reuters",
     "Russian Ministry of Defence"),
    ("Reuters/Russian Ministry of Defence", "Reuters", "Russian Ministry of Defence"),
    ("SANA/Handout via REUTERS", "Reuters", "SANA"),
    ("KCNA via REUTERS", "Reuters", "KCNA"),
    ("(Photo by SANA/Handout/Anadolu Agency/Getty Images)", "Anadolu", "SANA"),
    ("(Syrian Civil Defence White Helmets via AP)", "AP", "Syrian Civil Defence White Helmets"),
    ("(Photo by Russian Defence Ministry/Handout/Anadolu Agency/Getty Images)", "Anadolu",
     "Russian Defence Ministry"),
    # a handout from an organisation, distributed by a wire: the wire is the agency
    ("(Photo by HO / IRNA / AFP)", "AFP", "IRNA"),
    ("Handout/WAFA/AFP", "AFP", "WAFA"),
    ("(Photo by HO/Turkish Presidential Press Service/AFP)", "AFP",
     "Turkish Presidential Press Service"),
    # a "via" inside a slash part chains the handout's sources
    ("(Photo by HANDOUT/ WAFA VIA APAIMAGES/AFP via Getty Images)", "AFP", "WAFA VIA APAIMAGES"),
    ("(Photo by KCNA VIA KNS / AFP)", "AFP", "KCNA VIA KNS"),
    # a state agency beside a wire is the source, in whichever order they come
    ("AFP PHOTO / HO / IRNA", "AFP", "IRNA"),
    ("(AP Photo/KCNA)", "AP", "KCNA"),
    ("EPA-EFE/WAFA HANDOUT", "EPA", "WAFA"),
    ("EPA/IRNA HANDOUT HANDOUT EDITORIAL USE ONLY/NO SALES", "EPA", "IRNA"),
    ("(Photo by Handout / Islamic Republic News Agency (IRNA) / AFP)", "AFP",
     "Islamic Republic News Agency (IRNA)"),
    # a possessive names an organisation, not a person
    ("(Photo by HO/Iraqi Prime Minister's Media Office/AFP)", "AFP",
     "Iraqi Prime Minister's Media Office"),
    ("(Photo by HO/Iranian Supreme Leader's Website/AFP)", "AFP",
     "Iranian Supreme Leader's Website"),
    # an acronym opening a mixed-case part is an organisation, not a person
    ("UNDP Papua New Guinea/Handout via REUTERS", "Reuters", "UNDP Papua New Guinea"),
    ("UNICEF Sudan/Handout via REUTERS", "Reuters", "UNICEF Sudan"),
    # a handout organisation's whole name, small words and lower-case nouns included
    ("Press service of the State Emergency Service of Ukraine/Handout via REUTERS", "Reuters",
     "Press service of the State Emergency Service of Ukraine"),
    ("Kharkiv regional military administration/Handout via REUTERS", "Reuters",
     "Kharkiv regional military administration"),
])
def test_handouts_and_organisations_are_providers_not_photographers(credit, agency, provider):
    body, found = split_credit(f"{BODY} {credit}")
    assert body == BODY
    assert (found.agency, found.provider) == (agency, provider)
    assert found.photographer in (None, "Vadim Grishankin")
    assert body == BODY
    if "Grishankin" not in credit:
        assert found.photographer is None


@pytest.mark.parametrize("credit, provider", [
    ("(Photo by Hulton Archive/Getty Images)", "Hulton Archive"),
    ("(Photo by Bettmann/Getty Images)", "Bettmann"),
    ("(Photo by Fox Photos/Getty Images)", "Fox Photos"),
    ("(Photo by Imagno/Getty Images)", "Imagno"),
    ("(Photo by Picture Post/Hulton Archive/Getty Images)", "Picture Post"),
    ("(Photo by Print Collector/Getty Images)", "Print Collector"),
])
def test_archive_collections_are_providers_of_getty_images(credit, provider):
    _, found = split_credit(f"Crowds in London, 1945. {credit}")
    assert (found.photographer, found.agency, found.provider) == (None, "Getty Images", provider)


def test_an_archive_distributed_by_another_agency_is_its_provider():
    _, found = split_credit("Soviet troops parade in Leningrad, June 1944. "
                            "(Photo by Sovfoto/UIG via Getty Images)")
    assert (found.photographer, found.agency, found.provider) == (None, "UIG", "Sovfoto")


@pytest.mark.parametrize("lead", ["Photos by", "Pictures:", "Images:", "Photograph:",
                                  "Picture by", "Image by"])
def test_every_lead_word_form_is_read_at_the_end(lead):
    body, found = split_credit(f"{BODY} {lead} Jane Doe")
    assert found.photographer == "Jane Doe" and body == BODY


@pytest.mark.parametrize("credit, photographer, agency", [
    # ZUMA's "Credit Image" with a copyright sign
    ("(Credit Image: © Carlos Garcia Granthon/ZUMA Press Wire)", "Carlos Garcia Granthon",
     "ZUMA Press"),
    # Shutterstock's (formerly Rex) mandatory credit, with the picture's number
    ("Mandatory Credit: Photo by Darrian Traynor/Shutterstock (10517462b)", "Darrian Traynor",
     "Shutterstock"),
    ("Photo by Jane Doe/REX/Shutterstock (9876543ab)", "Jane Doe", "Shutterstock"),
])
def test_stock_agency_credit_forms(credit, photographer, agency):
    body, found = split_credit(f"{BODY} {credit}")
    assert (found.photographer, found.agency, body) == (photographer, agency, BODY)


@pytest.mark.parametrize("tags", [
    "THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY. NO RESALE. NO ARCHIVES.",
    "THIS PICTURE WAS PROVIDED BY A THIRD PARTY. NO RESALES. NO ARCHIVES",
    "REUTERS IS UNABLE TO INDEPENDENTLY VERIFY THIS IMAGE. NO THIRD PARTY SALES.",
    "WARNING: GRAPHIC CONTENT",
])
def test_wire_boilerplate_after_a_handout_credit_goes_with_it(tags):
    body, found = split_credit(f"{BODY} UNICEF Sudan/Handout via REUTERS. {tags}")
    assert (found.agency, found.provider, found.photographer) == ("Reuters", "UNICEF Sudan", None)
    assert body == BODY


@pytest.mark.parametrize("tail, photographer, agency", [
    # Reuters sports, with no full stop before the credit
    (("with Iliman Ndiaye REUTERS/Carl Recine EDITORIAL USE ONLY. NO USE WITH UNAUTHORIZED "
     "AUDIO, VIDEO, DATA, FIXTURE LISTS, CLUB/LEAGUE LOGOS OR 'LIVE' SERVICES."),
     "Carl Recine", "Reuters"),
    # AFP's restriction after a handout credit, with a credit of its own in quotes
    (("(Photo by Handout / UZBEK PRESIDENTIAL PRESS SERVICE / AFP) / RESTRICTED TO EDITORIAL "
     'USE - MANDATORY CREDIT "AFP PHOTO / UZBEK PRESIDENTIAL PRESS SERVICE" - NO MARKETING - '
     "NO ADVERTISING CAMPAIGNS - DISTRIBUTED AS A SERVICE TO CLIENTS"), None, "AFP"),
    # dpa's legal note, hundreds of characters long and in ordinary case
    (("Photo: Soeren Stache/dpa - IMPORTANT NOTE: In accordance with the regulations of the DFL "
     "German Football League and the DFB German Football Association, it is prohibited to "
     "utilize or have utilized photographs taken in the stadium and/or of the match in the "
     "form of sequential images and/or video-like photo series."), "Soeren Stache", "dpa"),
    (("REUTERS/Stringer ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY. "
     "MANDATORY CREDIT. INDONESIA OUT. NO COMMERCIAL OR EDITORIAL SALES IN INDONESIA."),
     None, "Reuters"),
    ("(Kyodo) ==Kyodo", None, "Kyodo"),
])
def test_wire_tags_and_notes_after_the_credit(tail, photographer, agency):
    body, found = split_credit(f"{LONG_BODY} {tail}")
    assert (found.photographer, found.agency) == (photographer, agency)
    assert body.startswith(LONG_BODY) and "EDITORIAL" not in body and "NOTE" not in body


LONG_BODY = ("Soccer Football - Premier League - Everton v Fulham - Goodison Park, Liverpool, "
             "Britain - November 9, 2024 Everton's Dwight McNeil celebrates scoring their first goal")


@pytest.mark.parametrize("credit, photographer, agency", [
    ("Foto: Notimex/Martín Zetina/cmr", "Martín Zetina", "Notimex"),
    ("Photo: ANDINA/Vidal Tarqui", "Vidal Tarqui", "Andina"),
    ("Foto: Fredrik Sandberg / TT / kod 10080", "Fredrik Sandberg", "TT"),
    ("Foto: Jon Olav Nesvold / NTB scanpix", "Jon Olav Nesvold", "NTB"),
    ("LEHTIKUVA / Heikki Saukkomaa", "Heikki Saukkomaa", "Lehtikuva"),
    ("ANA-MPA/ORESTIS PANAGIOTOU", "Orestis Panagiotou", "ANA-MPA"),
    ("(AAP Image/Sean Davey) NO ARCHIVING", "Sean Davey", "AAP"),
    ("(KUNA photo)", None, "KUNA"),
    ("(PTI Photo)(PTI29-07-2020_000123B)", None, "PTI"),
    ("Photo: NAN", None, "NAN"),
    ("EFE/Lavandeira jr", "Lavandeira jr", "EFE"),
    # no slash: agency, then the name, in capitals
    ("ANP REMKO DE WAAL", "Remko de Waal", "ANP"),
    ("BELGA PHOTO NICOLAS MAETERLINCK", "Nicolas Maeterlinck", "Belga"),
    # a paper's photographer, with no lead word
    ("Hugh Kinsella Cunningham for The New York Times", "Hugh Kinsella Cunningham",
     "The New York Times"),
    # an acronym handing out a picture is an organisation
    ("NZDF/Handout via REUTERS", None, "Reuters"),
    ("Philippine Coast Guard/Handout via REUTERS", None, "Reuters"),
    # Notimex's "FOTO" slot is a word, not a photographer; Bolivia's ABI
    ("NOTIMEX/FOTO/Gabriel Alvarez/GAC/", "Gabriel Alvarez", "Notimex"),
    ("Photo: ABI", None, "ABI"),
])
def test_regional_agencies_and_their_house_styles(credit, photographer, agency):
    body, found = split_credit(f"{BODY} {credit}")
    assert (found.photographer, found.agency, body) == (photographer, agency, BODY)


def test_for_in_a_body_is_not_a_credit():
    assert split_credit(f"{BODY} Supporters wait for the president.")[1] == Credit()


def test_an_agency_style_name_with_a_capitalised_surname_stays_a_person():
    assert split_credit(f"{BODY} AFP PHOTO / John MACDOUGALL")[1].photographer == "John Macdougall"


def test_a_second_credit_before_the_first_is_removed_too():
    body, found = split_credit("TOPSHOT - Syrians walk on December 15, 2016. / AFP / Karam AL-MASRI "
                               "(Photo credit should read KARAM AL-MASRI/AFP/Getty Images)")
    assert body == "TOPSHOT - Syrians walk on December 15, 2016."
    assert (found.photographer, found.agency) == ("Karam Al-Masri", "AFP")


@pytest.mark.parametrize("first_line, photographer, agency", [
    ("Mandatory Credit: Photo by Matt Crossick/Shutterstock (14562210bq)", "Matt Crossick",
     "Shutterstock"),
    ("Mandatory Credit: Photo by STR/EPA-EFE/Shutterstock (10517462b)", None, "EPA"),
    ("Credit: Photo by Jane Doe/REX/Shutterstock (9876543ab)", "Jane Doe", "Shutterstock"),
])
def test_a_credit_line_opening_the_caption(first_line, photographer, agency):
    # Shutterstock puts its credit first, on a line of its own; the reader has joined the lines
    body, found = split_credit(f"{first_line} {BODY}")
    assert body == BODY
    assert (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("text, body, photographer, agency", [
    # a wire's credit group opening an archive caption
    ("(AP Photo/Jiri Novotny) Prague residents surround a Soviet tank, Aug. 21, 1968.",
     "Prague residents surround a Soviet tank, Aug. 21, 1968.", "Jiri Novotny", "AP"),
    # an archive's copyright line
    ("(c) Anil Sharma / Magnum Photos. INDIA. Calcutta. 17 October 1979. Mother Teresa prays.",
     "INDIA. Calcutta. 17 October 1979. Mother Teresa prays.", "Anil Sharma", "Magnum Photos"),
    # a credit sentence between an archive's dateline and its text
    ("LENINGRAD, USSR. 9 May 1975. Photo: TASS / Vladimir Fedorenko. Veterans lay flowers at "
     "the cemetery.", "LENINGRAD, USSR. 9 May 1975. Veterans lay flowers at the cemetery.",
     "Vladimir Fedorenko", "TASS"),
])
def test_a_credit_before_or_inside_the_text(text, body, photographer, agency):
    found_body, found = split_credit(text)
    assert found_body == body
    assert (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("credit, photographer, agency", [
    # Imagn and USA Today glue the name to the outlet with a hyphen
    ("Mandatory Credit: Bob Donnan-USA TODAY Sports", "Bob Donnan", "USA Today Sports"),
    ("Mandatory Credit: Bob DeChiara-Imagn Images", "Bob DeChiara", "Imagn"),
    ("Thomas Cordy/The Palm Beach Post / USA TODAY NETWORK", "Thomas Cordy", "USA Today Network"),
    # the Canadian Press glues a member paper to the photographer
    ("(CP PHOTO/Hamilton Spectator-John Rennison)", "John Rennison", "The Canadian Press"),
    # the New Zealand Herald's "Photo / Name"
    ("Photo / Mike Scott", "Mike Scott", None),
    # a hyphenated name and a surname like an outlet's stay a person's
    ("REUTERS/Jean-Christophe Bott", "Jean-Christophe Bott", "Reuters"),
    ("Photo by Jane Post/AFP", "Jane Post", "AFP"),
])
def test_outlets_glued_to_names(credit, photographer, agency):
    body, found = split_credit(f"{BODY} {credit}")
    assert body == BODY
    assert (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("text", ["(Reuters) - A man walks in Kabul.",
                                  "(L-R) John Smith and Jane Doe pose in Paris."])
def test_an_opening_group_that_is_no_picture_credit_stays(text):
    assert split_credit(text) == (text, Credit())


def test_an_opening_credit_needs_the_picture_number_to_end():
    # without the number there is no telling where the credit stops: left to the tail rules
    text = f"Credit: Photo by Jane Doe/Shutterstock {BODY}"
    assert split_credit(text)[0].endswith(BODY)


def test_courtesy_names_a_provider():
    body, found = split_credit(f"{BODY} Courtesy of the Ecuadorian Electricity Corporation")
    assert found == Credit(provider="the Ecuadorian Electricity Corporation",
                           raw="Courtesy of the Ecuadorian Electricity Corporation")
    assert body == BODY


@pytest.mark.parametrize("written, canonical", [
    ("AFP PHOTO", "AFP"), ("Agence France-Presse", "AFP"), ("afp", "AFP"),
    ("REUTERS", "Reuters"), ("Thomson Reuters", "Reuters"),
    ("Associated Press", "AP"), ("AP Photo", "AP"), ("The Associated Press", "AP"),
    ("EPA-EFE", "EPA"), ("epa", "EPA"), ("Getty Images", "Getty Images"),
    ("Anadolu Agency", "Anadolu"), ("XINHUA", "Xinhua"), ("Ｘｉｎｈｕａ", "Xinhua"),
])
def test_agency_names_are_normalised(written, canonical):
    assert normalise_agency(written) == canonical


def test_every_canonical_agency_normalises_to_itself():
    for canonical in set(AGENCIES.values()):
        assert normalise_agency(canonical) == canonical


def test_every_house_a_credit_s_slot_names_has_a_home():
    """A house read only from a credit's slot still gets its country, as every other house."""
    assert set(SLOT_AGENCIES.values()) <= set(HOME_COUNTRY)


@pytest.mark.parametrize("text", [
    "Boys play in Aleppo (Syria)",
    "Men pray in Mosul / Iraq on Friday.",
    "The activist group Aleppo Media Center (AMC) says so.",
    "A photo of John Smith (right) with his son.",
    "Rebels, who took the city in 2012/2013, withdrew.",
    "Peace talks resumed - the AP",
])
def test_text_without_a_credit_is_left_alone(text):
    assert split_credit(text) == (text, Credit())


@pytest.mark.parametrize("text, agency", [
    ("ABU DHABI, 13th February, 2024 (WAM) -- President Mohamed bin Zayed received the visitor.",
     "WAM"),
    ("LONDON (Reuters) - Commuters shelter in a station.", "Reuters"),
    ("NEW DELHI, Jan 3 (PTI) - A man walks past a stall.", "PTI"),
])
def test_a_story_dateline_names_the_agency_when_no_credit_does(text, agency):
    body, found = split_credit(text)
    assert body == text and (found.photographer, found.agency) == (None, agency)


def test_a_credit_s_own_agency_beats_the_story_dateline_s():
    _, found = split_credit("KYIV, May 3 (Reuters) - People shelter in a metro station. "
                               "(Photo by Ivan Petrov/AFP)")
    assert (found.photographer, found.agency) == ("Ivan Petrov", "AFP")
    _, unnamed = split_credit("TOKYO, Aug. 7, 2023 (Kyodo) -- People pray. Photo: Taro Yamada")
    assert (unnamed.photographer, unnamed.agency) == ("Taro Yamada", "Kyodo")


@pytest.mark.parametrize("text", ["PARIS (Photo) - A man walks.",
                                  "Police (armed) - and soldiers - stand guard in Lyon."])
def test_a_parenthesis_that_is_no_agency_names_none(text):
    assert split_credit(text) == (text, Credit())


@pytest.mark.parametrize("credit, photographer, agency", [
    ("NZ Herald photograph by Warren Buckland", "Warren Buckland", "NZ Herald"),
    ("Stuff photo by Iain McGregor", "Iain McGregor", "Stuff"),
    ("Photo: BTA/Vladimir Shokov", "Vladimir Shokov", "BTA"),
    ("Photo: HINA/ Miranda Čikotić", "Miranda Čikotić", "Hina"),
    ("Photo: Tanjug/Zoran Zestic", "Zoran Zestic", "Tanjug"),
])
def test_an_outlet_before_its_lead_and_national_agencies(credit, photographer, agency):
    body, found = split_credit(f"{BODY} {credit}")
    assert body == BODY and (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("credit, photographer, agency", [
    ("©Shaun Roy/BackpagePix", "Shaun Roy", "BackpagePix"),
    ("(c) Jane Doe/Agence VU", "Jane Doe", "Agence VU"),
    ("(Photo by Mark Leech/Offside/Getty Images)", "Mark Leech", "Offside"),
    ("(Credit Image: © Paul Kitagaki Jr./ZUMA Wire)", "Paul Kitagaki Jr.", "ZUMA Press"),
    ("(AP Photo/Martin Meissner Jr.)", "Martin Meissner Jr.", "AP"),
    ("EPA/ROBERT GHEMENT UEFA RESTRICTIONS APPLY", "Robert Ghement", "EPA"),
    ("(Photo by Yasbant Negi/The India Today Group via Getty Images)", "Yasbant Negi",
     "India Today Group"),
])
def test_sport_and_photo_agency_credits(credit, photographer, agency):
    body, found = split_credit(f"{BODY} {credit}")
    assert body == BODY and (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("credit, agency, distributor, provider", [
    ("(Photo by Luca Benedetti/Pool)", "Pool", None, None),
    ("Sputnik/Grigory Sysoev/Pool via REUTERS", "Pool", "Reuters", "Sputnik"),
    ("(Lukas Coch/Pool Photo via AP)", "Pool", "AP", None),
    ("(Photo by Cathal Byrne - WPA Pool/Getty Images)", "Pool", "Getty Images", "WPA Pool"),
    # a wire's own photographer in a pool, credited to the wire, stays the wire's
    ("(Photo by Ludovic Martin / POOL / AFP)", "AFP", None, None),
    ("(AP Photo/Evan Vucci, Pool)", "AP", None, None),
])
def test_a_pool_picture_is_the_pool_s_sent_by_the_wire(credit, agency, distributor, provider):
    _, found = split_credit(f"{BODY} {credit}")
    assert (found.agency, found.distributor, found.provider) == (agency, distributor, provider)


@pytest.mark.parametrize("credit, photographer, agency", [
    ("©Claudio Sieber/Agence VU", "Claudio Sieber", "Agence VU"),
    ("(c)Chris McGrath/Getty Images", "Chris McGrath", "Getty Images"),
    ("(Photo by LUDOVIC MARIN/POOL/AFP via Getty Images)", "Ludovic Marin", "AFP"),
    ("Supplied photo by Jane Doe", "Jane Doe", None),
    ("Family photo by Jane Doe", "Jane Doe", None),
    ("(Photo by Staff Sgt. Jane Smith/U.S. Air Force)", "Jane Smith", "U.S. Air Force"),
    ("Photo by NAME SURNAME / BELTA / AFP", "Name Surname", "AFP"),
])
def test_credits_the_review_of_the_fifth_session_found(credit, photographer, agency):
    _, found = split_credit(f"{BODY} {credit}")
    assert (found.photographer, found.agency) == (photographer, agency)


def test_a_backslash_credit_after_a_sentence():
    body, found = split_credit("The Kremlin said 11 people had been detained. Sergei Bobylev\\TASS")
    assert body == "The Kremlin said 11 people had been detained."
    assert (found.photographer, found.agency, found.raw) == ("Sergei Bobylev", "TASS",
                                                             "Sergei Bobylev\\TASS")


@pytest.mark.parametrize("text, photographer, agency, body", [
    ("Richmond, Va. Ruins of Gallego Flour Mills; April 1865. Photograph by Andrew J. Russell. "
     "Civil War glass negative collection, Library of Congress.", "Andrew J. Russell",
     "Library of Congress", "Richmond, Va. Ruins of Gallego Flour Mills; April 1865."),
    ("Paris, Texas. Farmers on the courthouse square, March 1939. Photograph by Russell Lee. "
     "Farm Security Administration - Office of War Information Photograph Collection, Library "
     "of Congress (LC-USF33-012076-M3).", "Russell Lee", "Library of Congress",
     "Paris, Texas. Farmers on the courthouse square, March 1939."),
    ("Bayeux, Normandy. Thursday 8 June 1944: townspeople read a proclamation. Photographer: "
     "Sgt. Jim Mapham, No. 5 Army Film & Photographic Unit. IWM (B 5172)", "Jim Mapham", "IWM",
     None),
])
def test_an_archive_credits_its_collection(text, photographer, agency, body):
    found_body, found = split_credit(text)
    assert (found.photographer, found.agency) == (photographer, agency)
    if body is not None:
        assert found_body == body


@pytest.mark.parametrize("credit, provider", [
    ("Medecins Sans Frontieres/Handout via REUTERS", "MSF"),  # an aid group, by its usual name
    ("Corpo de Bombeiros de Minas Gerais/Handout via REUTERS", "Corpo de Bombeiros de Minas Gerais"),
    ("Puspen TNI/Handout via REUTERS", "Puspen TNI"),  # an office and its service's initials
])
def test_a_handout_organisation_is_no_photographer(credit, provider):
    _, found = split_credit(f"{BODY} {credit}")
    assert (found.photographer, found.agency, found.provider) == (None, "Reuters", provider)


@pytest.mark.parametrize("credit, photographer, agency, provider", [
    # a UN agency or aid group that names its photographer is the agency ...
    ("© UNHCR/B. Bannon", "B. Bannon", "UNHCR", None),
    ("Handout/MSF/Agnes Varraine-Leca", "Agnes Varraine-Leca", "MSF", "Handout"),
    # ... a bare handout of theirs is provided, and a wire that sends it is the agency
    ("Photo: UNICEF/Handout", None, None, "UNICEF"),
    ("(UNICEF via AP)", None, "AP", "UNICEF"),
])
def test_aid_agencies_credit_their_own_photographers(credit, photographer, agency, provider):
    _, found = split_credit(f"{BODY} {credit}")
    assert (found.photographer, found.agency, found.provider) == (photographer, agency, provider)


@pytest.mark.parametrize("credit, photographer, agency", [
    ("(Photo Giovanni Isolino / AFP)", "Giovanni Isolino", "AFP"),  # AFP's French desk
    ("(Photo Olympia de Maismont / AFP)", "Olympia de Maismont", "AFP"),
    ("(Fotoğraf: Mustafa Hatipoğlu/Anadolu Ajansı)", "Mustafa Hatipoğlu", "Anadolu"),
    ("(PNA photo by Edwin Fernandez)", "Edwin Fernandez", "PNA"),
    ("Pic: Eamon Ward", "Eamon Ward", None),
    # national agencies of Africa and Latin America, by initials and written out
    ("Photo APS/Mamadou Lamine Diouf", "Mamadou Lamine Diouf", "APS"),
    ("Photo: PL/Roberto Suárez", "Roberto Suárez", "Prensa Latina"),
    ("Photo: Jane Wanjiru/Kenya News Agency", "Jane Wanjiru", "KNA"),
    ("Photo: News Agency of Nigeria/Abubakar Ibrahim", "Abubakar Ibrahim", "NAN"),
    ("Photo: Kwame Asante/GNA", "Kwame Asante", "GNA"),
    # an agency and the wire that sent it; a provider's initials beside the photographer
    ("Action Images via Reuters/Lee Smith", "Lee Smith", "Action Images"),
    ("EPA-EFE/EXPA/JOHANN GRODER", "Johann Groder", "EPA"),
    ("(Photo by Chris Pizzello/Invision/AP)", "Chris Pizzello", "AP"),  # AP's imprint
])
def test_credit_leads_of_other_desks(credit, photographer, agency):
    _, found = split_credit(f"{BODY} {credit}")
    assert (found.photographer, found.agency) == (photographer, agency)


def test_pa_restrictions_after_the_credit_are_tags():
    _, found = split_credit(f"{BODY} Photo credit should read: Martin Rickett/PA Wire. "
                            "RESTRICTIONS: EDITORIAL USE ONLY")
    assert (found.photographer, found.agency) == ("Martin Rickett", "PA")



def test_pa_restrictions_in_ordinary_case_are_tags_too():
    _, found = split_credit(f"{BODY} Photo credit should read: John Walton/PA Wire. "
                            "RESTRICTIONS: Editorial use only.")
    assert (found.photographer, found.agency) == ("John Walton", "PA")


def test_a_leading_shutterstock_credit_after_its_usage_note():
    body, found = split_credit("Editorial use only Mandatory Credit: Photo by Ben Marans/"
                               "Shutterstock (15201334af) Fiji's Jerry Tuwai breaks a tackle.")
    assert (found.photographer, found.agency) == ("Ben Marans", "Shutterstock")
    assert body == "Fiji's Jerry Tuwai breaks a tackle."


@pytest.mark.parametrize("text, body, photographer, agency", [
    # an agency then its photographer, opening the caption
    ("AFP PHOTO / ALEXANDER NEMENOV -- Chechen fighters run past the palace in Grozny.",
     "Chechen fighters run past the palace in Grozny.", "Alexander Nemenov", "AFP"),
    ("CAMERA PRESS/Homer Sykes. Police officers hold a line in Brixton.",
     "Police officers hold a line in Brixton.", "Homer Sykes", "Camera Press"),
    # a Reuters credit with its subject tags, text after it
    ("Rebels take cover near Ajdabiya, March 15, 2011. REUTERS/Goran Tomasevic (LIBYA - Tags: "
     "CIVIL UNREST CONFLICT) Rebels retreated from Brega.",
     "Rebels take cover near Ajdabiya, March 15, 2011. Rebels retreated from Brega.",
     "Goran Tomasevic", "Reuters"),
    # the wirephotos of old, and an archive's year stamped after the credit
    ("Police surround a car in central Rome. UPI TELEPHOTO",
     "Police surround a car in central Rome.", None, "UPI"),
    ("Students march, Wednesday, May 17. (AP LaserPhoto/Mark Avery) 1989",
     "Students march, Wednesday, May 17. 1989", "Mark Avery", "AP"),
    # a handout's provider in capitals beside its photographer
    ("A woman carries water, March 3, 2017. AU-UN IST/Tobin Jones/Handout via REUTERS",
     "A woman carries water, March 3, 2017.", "Tobin Jones", "Reuters"),
])
def test_credits_at_the_start_in_the_middle_and_of_the_archives(text, body, photographer,
                                                                 agency):
    found_body, found = split_credit(text)
    assert (found_body, found.photographer, found.agency) == (body, photographer, agency)


@pytest.mark.parametrize("text, photographer, agency, provider", [
    ("Kiruna church is moved, August 19, 2025. Photo: Emma-Sofia Lindqvist/TT News Agency",
     "Emma-Sofia Lindqvist", "TT", None),
    ("Residents examine a building on October 11, 2020. Photo: Trend/Rustam Aliyev",
     "Rustam Aliyev", "Trend", None),
    # rescue services in other languages are providers, not photographers
    ("A glacier collapsed near Canazei, July 3, 2022. Vigili del Fuoco/Handout via REUTERS",
     None, "Reuters", "Vigili del Fuoco"),
    # a country's restriction after the name is a tag, not the name's end
    ("Kamil Stoch soars in Zakopane, 19 January 2019. EPA-EFE/GRZEGORZ WAJDA POLAND OUT",
     "Grzegorz Wajda", "EPA", None),
    ("Fans cheer in Perth, 3 May 2019. EPA/JULIAN SMITH AUSTRALIA AND NEW ZEALAND OUT",
     "Julian Smith", "EPA", None),
])
def test_agencies_of_the_nordics_and_the_caucasus_and_local_providers(text, photographer,
                                                                      agency, provider):
    _, found = split_credit(text)
    assert (found.photographer, found.agency, found.provider) == (photographer, agency, provider)


def test_an_agency_after_the_dateline_s_dates():
    _, found = split_credit("Jeddah, Dhu al-Qadah 13, 1444, June 2, 2023, SPA -- The Crown "
                            "Prince received the visiting President at Al-Salam Palace today.")
    assert found.agency == "SPA"


def test_a_place_pair_with_a_slash_opening_a_caption_is_no_credit():
    assert split_credit("Kabul/Kandahar. Fighters advance.")[1].raw is None


def test_a_photo_by_phrase_in_a_sentence_is_no_credit():
    text = "The team photo by John Smith hangs on the wall of a bar in Leeds."
    assert split_credit(text) == (text, Credit())


def test_a_name_led_credit_after_the_date_without_a_full_stop():
    body, found = split_credit("Boys in Aleppo, Syria December 5, 2016 Khaled Abdullah/AFP/Getty Images")
    assert body == "Boys in Aleppo, Syria December 5, 2016"
    assert (found.photographer, found.agency, found.distributor) == ("Khaled Abdullah", "AFP",
                                                                     "Getty Images")


def test_a_photo_by_group_inside_the_text_is_the_last_resort():
    body, found = split_credit("A boy in Idlib (Photo by Muhammad Haj Kadour/AFP) Women queue in Aleppo")
    assert body == "A boy in Idlib Women queue in Aleppo"
    assert (found.photographer, found.agency) == ("Muhammad Haj Kadour", "AFP")


def test_parse_credit_refuses_plain_words():
    assert parse_credit("right") is None
    assert parse_credit("John Smith") is None
    assert parse_credit("Photo by Omar Sanadiki/Reuters") == Credit(
        photographer="Omar Sanadiki", agency="Reuters", raw="Photo by Omar Sanadiki/Reuters")


def test_sample_credits_are_right(gold_path):
    for line in gold_path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        body, credit = split_credit(record["text"])
        gold = record["gold"]
        assert (credit.photographer, credit.agency) == (gold["photographer"], gold["agency"]), record["id"]
        assert "Photo by" not in body and body.endswith(".")


def test_own_labelled_captions_are_all_right():
    for line in EXTRA.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        body, credit = split_credit(record["text"])
        gold = record["gold"]
        if "photographer" in gold:
            assert credit.photographer == gold["photographer"], record["id"]
        if "agency" in gold:
            assert credit.agency == gold["agency"], record["id"]
        assert credit.raw and credit.raw not in body


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([
    "(", ")", "/", " / ", " ", ".", ",", "Photo by ", "AFP", "REUTERS", "AP Photo", "Getty Images",
    " via ", "Stringer", "Handout", "Ministry of Defence", "Omar Sanadiki", "KARAM AL-MASRI", ", File",
    "Courtesy of ", " for ", "The Washington Post", "Photo: ", "-", "TPX IMAGES OF THE DAY",
    "(Photo by ", "\\", "SEARCH", " - Anadolu Agency"]),
    max_size=25).map("".join))
def test_any_credit_like_text_splits_cleanly(text):
    check_split(text)


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_text_splits_cleanly(text):
    check_split(text)


def check_split(text: str) -> None:
    """The credit's raw form comes from the text and is gone from the body; no credit, no change."""
    body, credit = split_credit(text)
    assert isinstance(credit, Credit)
    if credit.raw is None:
        assert body == text and credit == Credit()
    else:
        assert credit.raw in text and len(body) <= len(text) - len(credit.raw)
        assert body == body.rstrip()



@pytest.mark.parametrize("text, photographer, agency", [
    ("Tea pickers at work, 3 May 2019. REUTERS/Dinuka Liyanawatte SRI LANKA OUT",
     "Dinuka Liyanawatte", "Reuters"),
    ("Voters queue, 3 May 2019. REUTERS/Juan Carlos Ulate COSTA RICA OUT", "Juan Carlos Ulate",
     "Reuters"),
    # a Reuters credit with subject tags opening the caption
    ("REUTERS/Goran Tomasevic (LIBYA - Tags: CIVIL UNREST CONFLICT) Rebels retreated from "
     "Ajdabiyah on March 15, 2011.", "Goran Tomasevic", "Reuters"),
])
def test_credits_the_session_s_review_found(text, photographer, agency):
    _, found = split_credit(text)
    assert (found.photographer, found.agency) == (photographer, agency)


def test_a_state_code_after_a_dateline_is_no_agency():
    _, found = split_credit("SCRANTON, Lackawanna County, PA -- Firefighters battle a blaze.")
    assert found.agency is None



@pytest.mark.parametrize("text, agency, provider", [
    # a satellite company is a provider, not a photographer
    ("Fires burn in a camp on April 11, 2025. (Photo by Satellite image ©2025 Maxar "
     "Technologies / AFP) / RESTRICTED TO EDITORIAL USE", "AFP",
     "Satellite image ©2025 Maxar Technologies"),
    # a messaging app is where a handout came from, not who took it
    ("Homes burn in Shebekino, June 1, 2023. Governor Vyacheslav Gladkov via Telegram/Handout "
     "via REUTERS", "Reuters", "Handout"),
])
def test_satellite_and_messaging_sources_are_no_photographers(text, agency, provider):
    _, found = split_credit(text)
    assert (found.photographer, found.agency, found.provider) == (None, agency, provider)


def test_a_us_forces_handout_writes_its_dates_month_first():
    _, found = split_credit("Soldiers patrol outside Manbij, Syria, 11/1/2018. U.S. Army/Handout "
                            "via REUTERS")
    assert found.provider == "U.S. Army" and house_writes_month_first(found)


@pytest.mark.parametrize("text, body_start, photographer, agency", [
    # a photo desk's credit line before the caption, its line break normalised away
    ("Credit: Tony Karumba / AFP\nHerders move cattle near Isiolo, Kenya, on March 3, 2022.",
     "Herders move", "Tony Karumba", "AFP"),
    ("Credit: MARCO LONGARI/AFP via Getty Images\nSoldiers patrol in Goma on May 2, 2013.",
     "Soldiers patrol", "Marco Longari", "AFP"),
    ("Photographer: Jane Doe/Bloomberg Shoppers in Sao Paulo, Brazil, on May 2, 2021.",
     "Shoppers in", "Jane Doe", "Bloomberg"),
])
def test_a_labelled_credit_line_opening_the_caption(text, body_start, photographer, agency):
    body, found = split_credit(normalise_text(text))
    assert body.startswith(body_start)
    assert (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # an old wirephoto in capitals: "SET OUT FOR" is no "POLAND OUT" tag
    ("SELMA, ALA., MARCH 21, 1965 -- MARCHERS SET OUT FOR THE CAPITAL. (AP WIREPHOTO)",
     None, "AP"),
    # the wire's name until the 1990s
    ("PRAGUE, 24 NOV 89 - CROWDS FILL WENCESLAS SQUARE. REUTER/JAN NOVAK", "Jan Novak",
     "Reuters"),
    # a date stamped after the credit
    ("LUSAKA, FEB. 27 -- CROWDS GREET THE LEADER. (AP LASERPHOTO/JOHN DOE) 2/27/90",
     "John Doe", "AP"),
])
def test_old_wirephoto_credits(text, photographer, agency):
    body, found = split_credit(text)
    assert (found.photographer, found.agency) == (photographer, agency)
    assert "CROWDS" in body or "MARCHERS" in body


def test_a_tag_of_a_country_out_still_goes_with_the_credit():
    body, found = split_credit("Police stand guard in Warsaw, May 3, 2020. Agencja Wyborcza.pl/"
                               "Jan Kowalski via REUTERS ATTENTION EDITORS - POLAND OUT. NO "
                               "COMMERCIAL OR EDITORIAL SALES IN POLAND.")
    assert found.agency == "Reuters" and body.endswith("May 3, 2020.")


@pytest.mark.parametrize("text, photographer, agency, stamp", [
    # an archive's date stamped after the credit stays with the text
    ("Crowds cheer the motorcade. REUTER/Jan Novak 24 NOV 89", "Jan Novak", "Reuters",
     "24 NOV 89"),
    ("Troops enter the capital. (UPI TELEPHOTO) (John Doe) 4/11/79", "John Doe", "UPI",
     "4/11/79"),
    ("The motorcade passes the square. (AP WIREPHOTO) (stf) 1963", None, "AP", "1963"),
    ("The flag is lowered at the palace. ACME TELEPHOTO (12-27-49)", None, "Acme", "12-27-49"),
    ("Rebels enter the capital. AFP PHOTO / Jean DUPONT 1979", "Jean Dupont", "AFP", "1979"),
])
def test_a_date_stamped_after_an_old_credit(text, photographer, agency, stamp):
    body, found = split_credit(text)
    assert (found.photographer, found.agency) == (photographer, agency)
    assert body.endswith(stamp)


@pytest.mark.parametrize("text, photographer, agency", [
    # a last sentence that is only an agency's name in capitals
    ("Police guard the blast site late on Tuesday. REUTER", None, "Reuters"),
    ("The King rides through the capital. KEYSTONE PRESS AGENCY", None, "Keystone"),
    ("The Prime Minister hoists the flag. Photograph by John Smith. CAMERA PRESS LONDON",
     "John Smith", "Camera Press"),
    # "(Photo AGENCY)": the agency alone, as national agencies credit
    ("Le président vote à Tunis, le 6 octobre 2024. (Photo TAP)", None, "TAP"),
])
def test_an_agency_named_alone(text, photographer, agency):
    _, found = split_credit(text)
    assert (found.photographer, found.agency) == (photographer, agency)


def test_a_sentence_in_capitals_that_is_no_agency_stays_text():
    body, found = split_credit("DELEGATES MEET IN NEW YORK. UNITED NATIONS")
    assert found.agency is None and body.endswith("UNITED NATIONS")


@pytest.mark.parametrize("text, photographer, agency, provider", [
    # a pool picture a paper's photographer took, sent by AP (the paper, a title, provides it)
    ("The jury verdict is read in Walterboro, S.C., March 2, 2023. (Jane Doe/The State via AP, "
     "Pool)", "Jane Doe", "Pool", "The State"),
    # Sipa's closing line: the picture's code, "Credit:", the credit and a number
    ("Leaders meet in Brussels on June 27, 2024.//DOE_J.240627001/Credit:Jane Doe/SIPA/"
     "2406271845", "Jane Doe", "Sipa", None),
    # a government body named for its country is a provider, not a person
    ("Burned homes in Jasper, Alberta, July 25, 2024. Parks Canada/Handout via REUTERS", None,
     "Reuters", "Parks Canada"),
    # ... but a surname that is a country's name stays a name
    ("Fans cheer in Brisbane, Australia, May 2, 2024. AAP Image/Darren England", "Darren England",
     "AAP", None),
])
def test_credits_of_the_eighth_session_s_last_sets(text, photographer, agency, provider):
    _, found = split_credit(text)
    assert (found.photographer, found.agency, found.provider) == (photographer, agency, provider)


def test_dpa_s_wire_tag_goes_with_the_credit():
    body, found = split_credit("Demonstranten protestieren in Stuttgart. Foto: Jane Doe/dpa "
                               "+++ dpa-Bildfunk +++")
    assert (found.photographer, found.agency) == ("Jane Doe", "dpa")
    assert body == "Demonstranten protestieren in Stuttgart."


@pytest.mark.parametrize("text, photographer, agency", [
    # what the session's second review found: a second bracket that names no one
    ("Troops march through the square in Budapest. (AP WIREPHOTO) (Nov. 4, 1956)", None, None),
    ("Crowds line the route in Rome. (AP WIREPHOTO) (ITALY OUT)", None, None),
    ("Police stand guard in Moscow. (AP Photo) (Pool)", None, "Pool"),
    # an abbreviation before a last word in capitals is no sentence break
    ("Crews clean up in East Palestine, Ohio, on Feb. 21, 2023, overseen by the U.S. EPA",
     None, None),
])
def test_what_the_second_review_found_in_credits(text, photographer, agency):
    _, found = split_credit(text)
    assert (found.photographer, found.agency) == (photographer, agency)


def test_anp_s_lower_case_distribution_tag_is_no_part_of_the_credit():
    body, credit = split_credit("AMSTERDAM - Fans celebrate the title on the Museumplein, 2 May "
                                "2022. ANP KOEN VAN WEEL netherlands out - belgium out")
    assert (credit.photographer, credit.agency) == ("Koen van Weel", "ANP")
    assert body.endswith("2 May 2022.")
    # "... knocked out" is a sentence, not a tag
    assert split_credit("The champions were knocked out")[0] == "The champions were knocked out"


@pytest.mark.parametrize("text, photographer, agency", [
    # the agency before the lead: MTI's and Xinhua's "AGENCY Photo: Name"
    ("Migrants wait on a train at the station on Friday. MTI Photo: Zoltán Balogh",
     "Zoltán Balogh", "MTI"),
    ("Workers repair a bridge in Chongqing on Monday. Xinhua Photo by Li Wei", "Li Wei", "Xinhua"),
])
def test_an_agency_before_its_photo_lead(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_a_photo_by_a_name_in_a_sentence_is_no_credit():
    body, credit = split_credit("The exhibition shows the Magnum Photo by Robert Capa of a soldier")
    assert credit.photographer is None and body.endswith("of a soldier")


@pytest.mark.parametrize("text, provider", [
    # a handout comes from a body: one word, capitals alone, a lab, a national park
    ("A capsule lands in the steppe, April 6, 2024. Roscosmos/Handout via REUTERS", "Roscosmos"),
    ("A rocket stands on its pad, June 2, 2021. Rocket Lab/Handout via REUTERS", "Rocket Lab"),
    ("A warship escorts a tanker, March 3, 2024. EUNAVFOR ASPIDES/Handout via REUTERS",
     "EUNAVFOR ASPIDES"),
    ("Rangers count turtles, May 1, 2022. Kruger National Park/Handout via REUTERS",
     "Kruger National Park"),
])
def test_a_handout_s_body_is_its_provider_not_a_photographer(text, provider):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency, credit.provider) == (None, "Reuters", provider)


@pytest.mark.parametrize("text, photographer", [
    # a person's full name stays a name, handout or not, and so does a surname Park
    ("A family poses at home, May 1, 2022. Mahmoud Hassan/Handout via REUTERS", "Mahmoud Hassan"),
    ("Fans cheer in Seoul, May 1, 2022. REUTERS/Jane Park", "Jane Park"),
    ("Rice fields in Bali, May 1, 2022. REUTERS/Beawiharta", "Beawiharta"),
])
def test_a_person_s_name_beside_a_handout_or_a_park_stays_a_name(text, photographer):
    _, credit = split_credit(text)
    assert credit.photographer == photographer


@pytest.mark.parametrize("text", [
    "Devotees climb the steps at Batu Caves, Selangor, January 25, 2024. --fotoBERNAMA (2024) "
    "COPYRIGHT RESERVED",
    "Voters queue in Kuala Lumpur, 19 Nov 2022. -- fotoBERNAMA (2022) HAK CIPTA TERPELIHARA",
])
def test_bernama_s_glued_foto_credit(text):
    body, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (None, "Bernama")
    assert "BERNAMA" not in body and body.endswith(("2024. (2024)", "2022. (2022)"))


def test_bernama_s_year_dates_a_dateline_day():
    """"KOTA BHARU, Dec 24 -- ... --fotoBERNAMA (2014)": the credit's year is the day's."""
    body, credit = split_credit("KOTA BHARU, Dec 24 -- Flood victims wade through water in "
                                "Kota Bharu today. --fotoBERNAMA (2014) HAK CIPTA TERPELIHARA")
    assert extract_event_date(body).start.isoformat() == "2014-12-24"
    assert credit.agency == "Bernama"


@pytest.mark.parametrize("text, photographer", [
    # houses that write photographers in capitals keep them, handout or not
    ("The prime minister speaks. EPA-EFE/SIMON DAWSON / NO 10 DOWNING STREET HANDOUT",
     "Simon Dawson"),
    # a person credited with one name by "Courtesy of" is a person
    ("A family photo. Courtesy of Anton/Handout via REUTERS", "Anton"),
    # capitals alone are a body's in AFP's and Reuters' handouts
    ("Damaged houses in Port Vila. (Photo by Handout / UNICEF PACIFIC / AFP)", None),
])
def test_capitals_and_one_word_in_handouts_by_house(text, photographer):
    assert split_credit(text)[1].photographer == photographer


@pytest.mark.parametrize("text, photographer, agency, provider", [
    # dpa's "ATTENTION:" note after the credit is a tag, in ordinary case
    ("Migrants shelter in Reynosa, Mexico. Photo: -/MSF/dpa - ATTENTION: editorial use only "
     "and only if the credit mentioned above is referenced in full", None, "dpa", "MSF"),
    # AFP's "/ South Korea OUT" after its credit is a tag, not a name
    ("Kim inspects flooded fields. (Photo by KCNA VIA KNS / AFP) / South Korea OUT", None, "AFP",
     "KCNA VIA KNS"),
    # EPA's "NAME HANDOUT": the part the tag follows handed it out, in capitals or not
    ("Rescuers reach a boat. EPA-EFE/SALVAMENTO MARITIMO HANDOUT  HANDOUT EDITORIAL USE ONLY/NO "
     "SALES", None, "EPA", "SALVAMENTO MARITIMO"),
    # EFE's photographers keep the initial of their second surname
    ("Migrants rest on the quay. EFE/Ángel Medina G.", "Ángel Medina G.", "EFE", None),
    # China Daily's bracketed credit, and its pictures sent by a wire
    ("Flowers at Tian'anmen Square, Sept 25, 2024. [Photo by Zou Hong/China Daily]", "Zou Hong",
     "China Daily", None),
    ("A rocket lifts off, May 17, 2023. China Daily via REUTERS", None, "Reuters", "China Daily"),
])
def test_the_tenth_session_s_credit_forms(text, photographer, agency, provider):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency, credit.provider) == (photographer, agency, provider)


def test_cna_s_closing_photo_line_leaves_its_date_in_the_text():
    body, credit = split_credit("Scooters pass a flooded road in Kaohsiung. CNA photo July 25, 2024")
    assert credit.agency == "CNA" and extract_event_date(body).start.isoformat() == "2024-07-25"
    # a square bracket that holds no credit stays in the text
    assert split_credit("Children play [in the park]")[0] == "Children play [in the park]"


@pytest.mark.parametrize("text, photographer, agency, provider", [
    # Reuters' sports notice in ordinary case after the credit is a tag
    ("Players celebrate a goal Action Images via Reuters/Lee Smith EDITORIAL USE ONLY. No use "
     "with unauthorized audio, video, data, fixture lists, club/league logos or 'live' services.",
     "Lee Smith", "Action Images", None),
    # a wire that obtained a video
    ("A ship is towed into port, August 4, 2023, in this still image taken from video. Video "
     "obtained by REUTERS", None, "Reuters", None),
    # a service's photographer with a rank
    ("Homes lie damaged, Sept. 29, 2022. U.S. Coast Guard photo by Petty Officer 3rd Class "
     "Gabriel Wisdom/Handout via REUTERS", "Gabriel Wisdom", "Reuters", "Handout"),
    # a name and an outlet in one part, either order
    ("Workers gather at the wharf, 9 December 2019. Photo / Alan Gibson, NZ Herald",
     "Alan Gibson", "NZ Herald", None),
    ("Water surrounds downtown, April 19, 1997. (AP Photo/Grand Forks Herald, Eric Halvorsen)",
     "Eric Halvorsen", "AP", "Grand Forks Herald"),
    # not a credit's ", File"
    ("Fans cheer in Paris. REUTERS/Sarah Meyssonnier, File", "Sarah Meyssonnier", "Reuters", None),
])
def test_more_credit_forms_of_the_older_sets(text, photographer, agency, provider):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency, credit.provider) == (photographer, agency, provider)


def test_a_sign_reading_attention_in_the_text_is_no_tag():
    _, credit = split_credit('A sign reading "ATTENTION: MINES" stands by a road near Izium, '
                             'October 2, 2022. REUTERS/Gleb Garanich')
    assert (credit.photographer, credit.agency) == ("Gleb Garanich", "Reuters")


@pytest.mark.parametrize("text, photographer, agency, provider", [
    # an outlet's web address is an outlet's, not a photographer's
    ("A candidate reacts in Warsaw, June 1, 2025. Agencja Wyborcza.pl/Katarzyna Wisniewska via "
     "REUTERS", "Katarzyna Wisniewska", "Reuters", "Agencja Wyborcza.pl"),
    # ANSA's "+++ ..." note in capitals after its credit
    ("The pope prays in Iznik, 28 November 2025. ANSA/VATICAN MEDIA +++ ANSA PROVIDES ACCESS TO "
     "THIS HANDOUT PHOTO TO BE USED SOLELY TO ILLUSTRATE NEWS REPORTING", None, "ANSA",
     "VATICAN MEDIA"),
])
def test_credits_the_blind_checks_showed(text, photographer, agency, provider):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency, credit.provider) == (photographer, agency, provider)


@pytest.mark.parametrize("text, photographer, agency", [
    # an initial after the label is no sentence's end
    ("Voters queue in Madurai. Photo: K. Murugan / The Hindu", "K. Murugan", "The Hindu"),
    ("Voters queue in Madurai. Photo: S. R. Raghunathan / AFP", "S. R. Raghunathan", "AFP"),
    # ... but a unit's letter is ("49.6 C. THE CANADIAN PRESS/...")
    ("Heat records fell at 47.9 C. THE CANADIAN PRESS/Jane Doe", "Jane Doe", "The Canadian Press"),
    # The Hindu's "| Photo Credit: NAME", a photographer and no agency
    ("Rescuers dig through mud in Kozhikode. | Photo Credit: ARUN KUMAR", "Arun Kumar", None),
    # Reuters' country tag after the credit
    ("Workers leave a plant in Pune. REUTERS/Danish Siddiqui (INDIA)", "Danish Siddiqui", "Reuters"),
    ("Floods in Dhaka. REUTERS/Andrew Biraj (BANGLADESH - Tags: DISASTER)", "Andrew Biraj",
     "Reuters"),
    # an agency after a dash that opens the last sentence, and not the names before it
    ("The injured were taken to hospitals in Sukkur and Larkana. — AFP", None, "AFP"),
    ("The injured were taken to hospitals in Sukkur and Larkana. - Reuters", None, "Reuters"),
    # South Asia's national agencies and papers are agencies, never photographers
    ("Rescuers search the debris in Savar. Photo: UNB", None, "UNB"),
    ("Devotees gather in Janakpur. Photo: RSS", None, "RSS"),
    ("Police guard a checkpoint in Quetta. (INP PHOTO)", None, "INP"),
    ("Residents wade through water in Karachi. — Shakil Adil/White Star", "Shakil Adil",
     "White Star"),
    ("Traders wait in Mirpur. Photo: Dawn/Imran Ali", "Imran Ali", "Dawn"),
])
def test_credits_of_south_asian_houses(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # the house before its photo label, in Hungarian and with "archive"
    ("Szeged, 2015. szeptember 15. Menekültek a határon. MTI Fotó: Kelemen Zoltán Gergely",
     "Kelemen Zoltán Gergely", "MTI"),
    ("Crowds on the Baltic Way in 1989. ELTA archive photo / Jonas Jonaitis", "Jonas Jonaitis",
     "ELTA"),
    # ČTK's home wire writes most of its photographers surname first, some not: a name
    # stays as the credit writes it
    ("Olomouc 16. září 2024 - Zaplavená ulice. ČTK/Sznapka Ludek", "Sznapka Ludek", "CTK"),
    ("Brno 6. října 2018 - Volební místnost. ČTK/Patrik Uhlíř", "Patrik Uhlíř", "CTK"),
    ("Floods in Olomouc, Czech Republic, September 16, 2024. CTK Photo/Ludek Sznapka",
     "Ludek Sznapka", "CTK"),
    # the Baltic, Balkan and Slovak national agencies
    ("Tallinn, 20 August 2021. Concert on the Song Festival Grounds. Photo: ERR/Karl Kask",
     "Karl Kask", "ERR"),
    ("Bratislava, June 5, 2023 - Protest in front of the Government Office. TASR/Jana Novakova",
     "Jana Novakova", "TASR"),
])
def test_credits_of_central_european_houses(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # a story dateline's agency, the town in ordinary case
    ("Nablus, 3-5-2022 (WAFA) – Farmers harvest olives near the village.", None, "WAFA"),
    ("Oran, le 2 mai 2019 (APS) – Des supporters fêtent la victoire.", None, "APS"),
    ("Mosul, Feb 2 (INA) - Workers rebuild the old market.", None, "INA"),
    # the Gulf and Levant houses, closing in parentheses
    ("Visitors at the Nizwa fort during Eid. (ONA)", None, "ONA"),
    # a house's photo label glued to the slash
    ("Farmers harvest olives near Nablus. WAFA photo/Ahmad Qadi", "Ahmad Qadi", "WAFA"),
    # a photo label opening the credit's second part
    ("Crowds at the shrine in Qom. (Mehr News Agency / Photo by Reza Nouri)", "Reza Nouri",
     "Mehr"),
    # Alamy's news wire, and ANP's "FOTO" between the house and the name
    ("Rain in Leeds, UK. 3rd May 2026. Credit: Jane Roe/Alamy Live News", "Jane Roe", "Alamy"),
    ("Dijkwerkers in Zwolle. ANP FOTO PIETER DE VRIES", "Pieter de Vries", "ANP"),
])
def test_credits_of_arab_and_dutch_houses(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_a_title_case_sentence_before_a_bracketed_agency_is_no_dateline():
    """The dateline reading is for a town and its date: a sentence opening with a capital
    and an agency in brackets after it is not one (nor an unknown word in brackets)."""
    _, credit = split_credit("Fans (Hull City supporters) - cheer in the rain.")
    assert credit.agency is None


@pytest.mark.parametrize("text, photographer, agency", [
    # Europa Press closes with the day in capitals and its keywords
    ("Bomberos en Toledo. Ana Pérez / Europa Press 12 JULIO 2022;TOLEDO;INCENDIO",
     "Ana Pérez", "Europa Press"),
    ("Procesión en Zamora. Luis Gómez / Europa Press 14 ABRIL 2022", "Luis Gómez",
     "Europa Press"),
    # a house's web address is the house
    ("Vecinos en Puebla. FOTO: ANA SOLÍS /CUARTOSCURO.COM", "Ana Solís", "Cuartoscuro"),
    # a house's archive, in its language, is no photographer
    ("Una imagen de 1985 en Ciudad de México. EFE/Archivo", None, "EFE"),
    ("Il porto di Genova nel 1992. ANSA/ARCHIVIO", None, "ANSA"),
    # Greek, French and Colombian houses
    ("Fire near Corinth, Greece, July 20, 2023. EUROKINISSI/GIORGOS KONTARINIS",
     "Giorgos Kontarinis", "Eurokinissi"),
    ("Des manifestants à Nanterre, le 29 juin 2023. LP/Jean Martin", "Jean Martin", "Le Parisien"),
    ("Campesinos en el Cauca. Foto: Colprensa - Luis Ramírez", "Luis Ramírez", "Colprensa"),
])
def test_credits_of_iberian_latin_american_greek_and_french_houses(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # an organisation's initials after its name are no dateline's agency
    ("Palestinian Authority (PA) – security forces deploy in Jenin, May 2, 2023.", None, None),
    ("Trans Adriatic Pipeline (TAP) – workers weld pipes near Fier, June 3, 2019.", None, None),
    # a house that only handed the picture on is its provider
    ("Damage in Gaza, October 9, 2023. WAFA photo/Handout via REUTERS", None, "Reuters"),
])
def test_what_the_twelfth_session_s_review_found_in_credits(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # photo labels of other languages and scripts
    ("Рятувальники в Одесі. Фото: Ніна Ляшонок / Укрінформ", "Ніна Ляшонок", "Ukrinform"),
    ("Người dân xem pháo hoa tại Hà Nội. Ảnh: Minh Quyết/TTXVN", "Minh Quyết", "VNA"),
    # Bernama's closing "PIX"
    ("Flood victims wait at a relief centre here today. --BERNAMA PIX", None, "Bernama"),
    # a middle initial in a name in capitals
    ("Manifestantes no Porto, 1 de maio de 2024. JOSÉ C. COELHO/LUSA", "José C. Coelho", "Lusa"),
])
def test_credits_of_other_scripts_and_capital_initials(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency, provider", [
    # a service member's rank with its class: the service is the agency (see
    # test_institutional_credits.py), but for DVIDS, which distributes their pictures
    ("Troops fire near Mosul, March 20, 2017. (U.S. Army photo by Sgt. 1st Class Jane Roe)",
     "Jane Roe", "U.S. Army", None),
    ("A ship docks, May 2, 2024. (U.S. Navy photo by Mass Communication Specialist 2nd Class "
     "John Doe/DVIDS)", "John Doe", "DVIDS", "U.S. Navy"),
    # aid organisations' own photographers, a copyright's year before the house
    ("Pupils in Kaya, Burkina Faso, May 3, 2022. Save the Children/Amina Diallo", "Amina Diallo",
     "Save the Children", None),
    ("Families in Gaza City, May 3, 2024. © 2024 UNRWA Photo by Omar Haddad", "Omar Haddad",
     "UNRWA", None),
    # social media and Telegram sent by a wire
    ("Smoke rises over the port, May 3, 2024. Social media/via REUTERS", None, "Reuters", None),
    ("Fighters at the gate, May 3, 2024. Local Network/Telegram/via REUTERS", None, "Reuters",
     "Local Network"),
    # a unit's photographer in a handout: the unit is the provider
    ("Soldiers rest, May 3, 2022. Azov Regiment/Ivan Petrenko/Handout via REUTERS",
     "Ivan Petrenko", "Reuters", "Azov Regiment"),
    # Getty on assignment for one or two clients, beside a code of its own
    ("Guests arrive, May 5, 2025. (Photo by Jane Doe/Getty Images for The Met Museum/Vogue)",
     "Jane Doe", "Getty Images", None),
    ("A singer performs, June 21, 2024. (Photo by Jane Doe/TAS24/Getty Images for TAS Rights "
     "Management)", "Jane Doe", "Getty Images", "TAS24"),
    # APA's "APA-FOTO:", the celebrity agencies
    ("Ballgäste in Wien, 27. Februar 2025. APA-FOTO: HANS MAIER", "Hans Maier", "APA", None),
    ("A star at the beach, 24 Jul 2023. Photo credit: Splash News / SplashNews.com", None,
     "Splash News", None),
    ("A star filming at Bondi. Credit: SGP", None, "SGP", None),
])
def test_credits_of_services_aid_agencies_and_celebrity_houses(text, photographer, agency,
                                                                provider):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency, credit.provider) == (photographer, agency,
                                                                      provider)


def test_a_courtesy_line_names_a_source_not_an_agency():
    _, credit = split_credit("A view of the show in Paris, October 2023. Courtesy of the artist "
                             "and the gallery")
    assert credit.agency is None and credit.provider == "the artist and the gallery"


@pytest.mark.parametrize("text, photographer, agency", [
    # what the session's third review found, mended: a house's name and a slash inside the
    # text are no credit
    ("Girls attend a Save the Children/UNHCR school in Dadaab, Kenya, 3 March 2023.", None, None),
    ("A girl writes at a school run by Save the Children/Handout in Mogadishu, 12 May 2024.",
     None, None),
    # a source a wire picked up names no photographer; a wire's own photographer stays
    ("Damage in Kharkiv, May 3, 2024. State Emergency Service of Ukraine/Telegram/via REUTERS",
     None, "Reuters"),
    ("A bus burns in Port-au-Prince, March 4, 2024. REUTERS/Ralph Tedy Erol/via REUTERS TV",
     "Ralph Tedy Erol", "Reuters"),
    # DVIDS distributes: the wire that sent the picture is its agency
    ("Troops train, May 2, 2024. Jane Doe/DVIDS via AP", "Jane Doe", "AP"),
    # Mega is a name too
    ("Visitors in Bali, May 2, 2024. Photo: Mega/Antara", "Mega", "Antara"),
])
def test_what_the_twelfth_session_s_third_review_found(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # Africa's houses and papers, the house first
    ("Learners march in Soweto, June 16, 2023. (Photo by Gallo Images/Lerato Maduna)",
     "Lerato Maduna", "Gallo Images"),
    ("Residents queue in Lagos on Sunday. Photo: Punch/Tunde Adeyemi", "Tunde Adeyemi", "Punch"),
    ("Residents queue at a tap, 21 March 2024. (Photo: Daily Maverick / Thandi Nkosi)",
     "Thandi Nkosi", "Daily Maverick"),
    # a photo label without its colon after the house
    ("Des électeurs à Dakar, le 24 mars 2024. APS/Photo Awa Diop", "Awa Diop", "APS"),
    ("Des fidèles à Yamoussoukro, 15 août 2023. AIP/Photo Koffi Yao", "Koffi Yao", "AIP"),
])
def test_credits_of_african_houses(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # South-East Asia's and the Pacific's houses
    ("Floods at Lismore on Monday, 28/2/2022. (ABC North Coast: Jane Roe)", "Jane Roe", "ABC"),
    ("Voters queue in Apia on 9 April 2021. Photo: RNZ Pacific / Tina Lemalu", "Tina Lemalu",
     "RNZ"),
    ("Voters queue at Tampines on May 3, 2025. ST PHOTO: LIM WEI", "Lim Wei", "The Straits Times"),
    ("Ferries dock at Butterworth on Monday. — AHMAD ZAKI/The Star", "Ahmad Zaki", "The Star"),
    ("Commuters wait in Makati yesterday. STAR/Jose Cruz", "Jose Cruz", "Philstar"),
    ("Devotees in Cebu, Enero 19, 2025. Larawan ni Ana Reyes/Rappler", "Ana Reyes", "Rappler"),
    ("Mourners in Tacloban, Nov. 8, 2014. —MARIA SANTOS/INQUIRER VISAYAS", "Maria Santos",
     "Inquirer"),
    ("Silt in homes near Napier, February 15, 2023. Photo / NZ Herald", None, "NZ Herald"),
    ("Climbers at Kundasang, June 6, 2015. — Filepic/The Star", None, "The Star"),
])
def test_credits_of_south_east_asian_and_pacific_houses(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer", [
    ("Smartphones are seen in this picture, May 3, 2024. REUTERS/Photo Illustration/Dado Ruvic",
     "Dado Ruvic"),
    ("A logo is seen, May 3, 2024. AFP/Photo Illustration", None),
])
def test_a_photo_illustration_is_no_photographer(text, photographer):
    assert split_credit(text)[1].photographer == photographer


@pytest.mark.parametrize("text, photographer, agency", [
    ("Floods in Rockhampton, March 3, 2024. (ABC Capricornia: Supplied)", None, "ABC"),
    ("A crowd in New York, May 3, 2024. (ABC News via AP)", None, "AP"),
])
def test_what_the_fourth_review_found_in_credits(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency, provider", [
    # a house's member paper between the house and the photographer
    ("Queues in Gqeberha, 15 June 2022. Photo: Gallo Images/Die Burger/Lulama Zenzile",
     "Lulama Zenzile", "Gallo Images", "Die Burger"),
    ("A march in Soweto, June 16, 2024. Gallo Images/Sowetan/Thulani Mbele", "Thulani Mbele",
     "Gallo Images", "Sowetan"),
    ("Fans in Durban, May 4, 2024. (Gallo Images/Sunday Times/Esa Alexander)", "Esa Alexander",
     "Gallo Images", "Sunday Times"),
    ("A ferry in Istanbul, May 4, 2024. REUTERS/Daily Sabah/Ali Ekber", "Ali Ekber", "Reuters",
     "Daily Sabah"),
    # a photographer first keeps the place; one word with no house beside it stays a name
    ("A shoot in Paris, May 4, 2024. Mario Testino/Vogue/Getty Images", "Mario Testino",
     "Getty Images", None),
    ("A show in Milan, May 4, 2024. Bunny/Getty Images", "Bunny", "Getty Images", None),
])
def test_a_paper_between_the_house_and_the_photographer_is_the_provider(
        text, photographer, agency, provider):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency, credit.provider) == (
        photographer, agency, provider)


@pytest.mark.parametrize("text, photographer, agency", [
    # a person and a newspaper, closing the caption with no lead: the paper's own picture
    ("Cars lie on Interstate 5 near DuPont, Wash., Dec. 18, 2017. (Steve Ringman / The Seattle "
     "Times)", "Steve Ringman", "The Seattle Times"),
    ("A flood in Palm Beach, May 4, 2024. Photo: Jane Doe/The Palm Beach Post", "Jane Doe",
     "The Palm Beach Post"),
    # ... sent on by a wire, it is the wire's
    ("A flood in Palm Beach, May 4, 2024. (Jane Doe/The Palm Beach Post via AP)", "Jane Doe", "AP"),
    # The Canadian Press in French
    ("Des wagons en feu à Lac-Mégantic, le 6 juillet 2013. LA PRESSE CANADIENNE/Paul Chiasson",
     "Paul Chiasson", "The Canadian Press"),
    # a place and a date before the credit's lead, in one parenthesis
    ("Kalabalık toplandı. (İstanbul, 17 Ekim 2023 - Fotoğraf: Emre Kaya Yıldız - Anadolu Ajansı)",
     "Emre Kaya Yıldız", "Anadolu"),
])
def test_papers_and_heads_of_credits_the_sixty_ninth_set_showed(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text", [
    "The mayor spoke (as reported by The New York Times) on Monday.",
    "Protesters gather (John Smith / The Daily Post) in Leeds.",
])
def test_a_paper_inside_the_text_is_no_credit(text):
    assert split_credit(text)[1].raw is None


@pytest.mark.parametrize("text, photographer, agency", [
    ("列車出軌，搜救人員在現場搶救受困旅客。（中央社記者張皓安攝 110年4月2日）", "張皓安", "CNA"),
    ("2024年1月28日，游客在哈尔滨冰雪大世界游玩。新华社记者 王鹏 摄", "王鹏", "Xinhua"),
])
def test_the_byline_of_a_caption_in_chinese(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    ("令和6年1月2日、羽田空港の滑走路上で炎上する日本航空機（共同）", None, "Kyodo"),
    ("Deslizamento de terra na rodovia em Ubatuba (SP), em 20 de fevereiro de 2023. Foto: "
     "Folhapress", None, "Folhapress"),
])
def test_kyodo_s_japanese_tag_and_folhapress(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    ("Bumoto si Marcos sa Batac City noong Lunes, Mayo 9, 2022. (Kuha ni Grig C. "
     "Montegrande/INQUIRER)", "Grig C. Montegrande", "Inquirer"),
    ("Wakulima wakivuna mazao yao, Juni 14, 2021. (Picha: Janeth Mushi/Mwananchi)",
     "Janeth Mushi", "Mwananchi"),
    ("Modi greets party workers in New Delhi on May 23, 2019. (Raj K Raj/HT Photo)", "Raj K Raj",
     "Hindustan Times"),
    ("Massa aksi bentrok di Jakarta, Kamis, 28 Agustus 2025. TEMPO/Ilham Balindra",
     "Ilham Balindra", "Tempo"),
    ("A student stands before police in Rangpur on 16 July 2024. File photo: Prothom Alo", None,
     "Prothom Alo"),
    # a national pool is no photographer
    ("Two leaders shake hands at Sunan airport, June 13, 2000. (Photo by KOREA POOL / AFP)", None,
     "AFP"),
])
def test_credits_of_asian_and_african_houses_the_thirteenth_session_met(
        text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # a middle initial before the surname the credit's slash follows
    ("Crowds gather in Manila, Jan. 9, 2024. Richard A. Reyes/AFP", "Richard A. Reyes", "AFP"),
    ("Dagsa ang mga deboto sa Maynila, Enero 9, 2024. Kuha ni Richard A. Reyes/INQUIRER",
     "Richard A. Reyes", "Inquirer"),
    # NAN's story dateline with the state in brackets, The Himalayan Times, "Sourced"
    ("IKEJA (Lagos State), Oct. 21, 2020 (NAN) – Protesters at the Lekki toll gate on Tuesday "
     "night.", None, "NAN"),
    ("Locals wade through floodwaters in Dhangadhi, on October 20, 2021. Photo: THT", None,
     "The Himalayan Times"),
    ("Rescue workers search at Chooralmala on Tuesday, July 30, 2024. (Sourced/HT Photo)", None,
     "Hindustan Times"),
    # a royal household is no photographer
    ("El rey conversa en Madrid, este 17 de noviembre de 2023. EFE/Casa de S.M. el Rey", None,
     "EFE"),
])
def test_what_the_thirteenth_session_s_second_review_found_in_credits(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_reuters_file_photo_label_opening_the_caption_stays_in_the_body():
    """"FILE PHOTO:" opens Reuters' text; "File photo: Prothom Alo" closing a caption is a
    credit. The first must never swallow the caption as a credit's lead."""
    text = ("FILE PHOTO: Residents wade through the flooded centre of Grimma, eastern Germany, "
            "August 14, 2002. REUTERS/Klaus Mehring/File Photo")
    body, credit = split_credit(text)
    assert body.startswith("FILE PHOTO: Residents wade") and body.endswith("2002.")
    assert (credit.photographer, credit.agency, credit.provider) == ("Klaus Mehring", "Reuters",
                                                                     None)


@pytest.mark.parametrize("text, photographer, agency", [
    ("Deti sa osviežujú vo fontáne v Bratislave 13. júla 2022. FOTO TASR - Jaroslav Novák",
     "Jaroslav Novák", "TASR"),
    ("Touristes sto Akropoli, Athina, 14 Iouliou 2023. APE-MPE/NIKOS ARVANITIS",
     "Nikos Arvanitis", "ANA-MPA"),
    ("Vecinos de San Juan de Lurigancho hacen fila, el 3 de febrero de 2021. Foto: "
     "ANDINA/Difusión", None, "Andina"),
])
def test_credits_of_european_and_andean_houses_the_thirteenth_session_met(
        text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer", [
    # a letter closing a place's name is no middle initial of the credit's photographer
    ("Nagtipon ang mga raliyista sa Quezon Memorial Circle, Area B. Marianne "
     "Bermudez/INQUIRER", "Marianne Bermudez"),
    ("Fans line up outside the Philippine Arena's Gate C. Lyn Rillon/INQUIRER", "Lyn Rillon"),
])
def test_a_gate_s_letter_is_no_middle_initial(text, photographer):
    assert split_credit(text)[1].photographer == photographer


@pytest.mark.parametrize("text, photographer, agency", [
    # the Nation's and Mwananchi's credits, their parts between bars
    ("Traders wait for buyers at the Marikiti market in Nairobi on May 2, 2022. "
     "PHOTO | WILFRED NYANGARESI | NATION MEDIA GROUP", "Wilfred Nyangaresi", "Nation Media"),
    ("Wakazi wa Mwanza wakisubiri basi, Jumanne, Mei 3, 2022. PICHA | ANGELA MWAKA",
     "Angela Mwaka", None),
    ("Fans cheer the Harambee Stars in Nakuru, June 5, 2022. PHOTO | AFP", None, "AFP"),
    # Swahili's "photo by"
    ("Wanafunzi wakiwa darasani mjini Arusha, Jumatatu Januari 9, 2023. (Picha na Filbert "
     "Rweyemamu)", "Filbert Rweyemamu", None),
    # the Cyrillic houses and leads
    ("Мітинг у Києві 22 січня 2024 року. Фото: Укрінформ", None, "Ukrinform"),
    ("Участники акции в Москве 9 мая 2023 года. Фото: Сергей Бобылев/ТАСС", "Сергей Бобылев",
     "TASS"),
    ("Протест пред парламента в София, 12 януари 2022 г. Снимка: БТА", None, "BTA"),
    ("Migranti čekaju autobus u Šidu 3. oktobra 2015. Foto: Beta", None, "Beta"),
    ("Turisti na plazha v Sozopol, 2 avgust 2019 g. Snimka: BTA", None, "BTA"),
    ("Estudiantes marchan por la Alameda. FOTO: PABLO OVALLE/AGENCIAUNO", "Pablo Ovalle",
     "Agencia Uno"),
])
def test_credits_of_the_fourteenth_session(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, provider", [
    # an organisation handing a picture out is no photographer
    ("Surgeons operate at the hospital on Monday. (Mayo Clinic via AP)", "Mayo Clinic"),
    ("The terminal is seen in this handout photo. Adani Ports Holdings/Handout via REUTERS",
     "Adani Ports Holdings"),
    ("Pacientes chegam ao hospital neste domingo (17/01/2021). Foto: Divulgação/Sesau",
     "Sesau"),
])
def test_an_organisation_s_handout_has_no_photographer(text, provider):
    _, credit = split_credit(text)
    assert credit.photographer is None and credit.provider == provider


@pytest.mark.parametrize("text, photographer, agency", [
    # Arabic photo labels and houses, in the credit and in the dateline
    ("متظاهرون في نابلس. (تصوير: أحمد علي/وفا)", "أحمد علي", "WAFA"),
    ("الرياض 5 مارس 2024 م واس افتتح أمير المنطقة المعرض الدولي للكتاب.", None, "SPA"),
    # Anadolu's date on a line after its credit
    ("Vatandaşlar Taksim Meydanı'nda toplandı. (Ali Atmaca - Anadolu Ajansı)\n14 Mayıs 2023",
     "Ali Atmaca", "Anadolu"),
    # ANSA's handout note closed by its own "+++"
    ("Il Papa saluta i fedeli. ANSA/VATICAN MEDIA +++ ANSA PROVIDES ACCESS TO THIS HANDOUT "
     "PHOTO TO BE USED SOLELY TO ILLUSTRATE NEWS REPORTING; NO ARCHIVING; NO LICENSING +++",
     None, "ANSA"),
    # ... and the desk's initials after it ("+++ NPK")
    ("Il ministro a Bruxelles. ANSA/UFFICIO STAMPA MINISTERO +++ ANSA PROVIDES ACCESS TO THIS "
     "HANDOUT PHOTO TO BE USED SOLELY TO ILLUSTRATE NEWS REPORTING; NO ARCHIVING; NO LICENSING "
     "+++ NPK", None, "ANSA"),
    # ANA-MPA in Greek, Pixsell before its photographer
    ("Πλοία στο λιμάνι του Βόλου. ΑΠΕ-ΜΠΕ/ΓΙΩΡΓΟΣ ΚΑΡΑΓΙΑΝΝΗΣ", "Γιωργος Καραγιαννης",
     "ANA-MPA"),
    ("Poplava u Gunji, 19. svibnja 2014. Foto: Pixsell/Marko Mrkonjić", "Marko Mrkonjić",
     "Pixsell"),
    # a press service and a state house hand pictures out; no photographer
    ("Президент на встрече, 12 января 2023 года. Фото: пресс-служба Кремля", None, None),
    ("Rais akihutubia wananchi jijini Dodoma, Aprili 26, 2022. (Picha na Ikulu)", None, None),
])
def test_credits_of_the_fourteenth_session_s_second_batch(text, photographer, agency):
    from timeline.understand.text import normalise_text

    _, credit = split_credit(normalise_text(text))
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    ("Snow sculptures at the Sapporo Snow Festival in Sapporo on Feb. 5, 2024. ==Kyodo", None,
     "Kyodo"),
    ("Fans stürmen den Rasen. Foto: Axel Heimken/dpa - WICHTIGER HINWEIS: Gemäß den Vorgaben "
     "der DFL Deutsche Fußball Liga ist es untersagt, Fotos zu verwenden.", "Axel Heimken",
     "dpa"),
    ("Рятувальники розбирають завали у Києві. Фото: ДСНС України", None, None),
])
def test_credits_of_the_fourteenth_session_s_third_batch(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # AFP's Spanish and French desks: "Foto de NAME", "Photo de NAME"; not a file picture's
    ("Fieles en la Basílica de Guadalupe, el 12 de diciembre de 2024. (Foto de ALFREDO "
     "ESTRELLA / AFP)", "Alfredo Estrella", "AFP"),
    ("Vista de la ciudad. Foto de archivo / EFE", None, "EFE"),
    # TASS's host photo agency at Russia's forums
    ("Delegates at the forum in St Petersburg, June 6, 2024. Sergei Bobylev/TASS Host Photo "
     "Agency", "Sergei Bobylev", "TASS"),
])
def test_credits_the_blind_check_of_the_fourteenth_session_missed(text, photographer, agency):
    _, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # a web page's date line after the credit stays out of it
    ("KARACHI: Residents wade through a flooded road in Orangi Town on Thursday. — Photo by "
     "Fahim Siddiqi / White Star Published August 28, 2020", "Fahim Siddiqi", "White Star"),
    ("Rickshaws crawl through water at Muradpur yesterday. PHOTO: RAJIB RAIHAN Tue Jun 13, 2023 "
     "12:00 AM Last update on: Tue Jun 13, 2023 02:14 AM", "Rajib Raihan", None),
    ("Commuters wade through a waterlogged stretch on Monday. (ANI Photo) ANI | Updated: Jul 29, "
     "2024 10:47 IST", None, "ANI"),
    # ... and so does APP's slug
    ("ISLAMABAD, Mar 23 (APP): Contingents march past. APP photo by Irshad Sheikh APP54-230319",
     "Irshad Sheikh", "APP"),
    # an English dateline closed by its house's initials and a dash
    ("Latakia, SANA – Fishermen unload their catch at the fishing port on Tuesday.", None, "SANA"),
    ("Kish Island, Hormozgan Prov, April 30, 2015, IRNA – Residents celebrate on the coast.",
     None, "IRNA"),
])
def test_credits_before_a_page_stamp_or_in_a_dateline(caption, photographer, agency):
    credit = split_credit(normalise_text(caption))[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("credit, photographer, agency", [
    # the German houses' picture services joined to their names
    ("Foto: epd-bild/Rolf Zöllner", "Rolf Zöllner", "epd"),
    ("Foto: Matthias Hiekel/dpa-Zentralbild", "Matthias Hiekel", "dpa"),
    ("Foto: GEPA pictures/ Mario Buehner", "Mario Buehner", "GEPA"),
    ("Foto: KNA-Bild", None, "KNA"),
    ("BELGA PHOTO ARCHIVES", None, "Belga"),
    # French regional papers write themselves first
    ("Photo : Ouest-France/Marc Ollivier", "Marc Ollivier", "Ouest-France"),
    ("Photo : Ouest-France", None, "Ouest-France"),
    ("Photo : Editpress/Julien Garroy", "Julien Garroy", "Editpress"),
    # La Presse's lead, name and house
    ("PHOTO ARMAND TROTTIER, LA PRESSE", "Armand Trottier", "LaPresse"),
    ("PhotoCredit: EXPA/ Johann Groder", "Johann Groder", "EXPA"),
])
def test_german_and_french_houses_credits(credit, photographer, agency):
    parsed = parse_credit(credit)
    assert (parsed.photographer, parsed.agency) == (photographer, agency)


def test_a_labelled_credit_after_a_comma_closes_the_text():
    text = ("Innsbruck, AUT, 66. Vierschanzentournee, 04.01.2018, im Bild Kamil Stoch (POL) // "
            "EXPA Pictures © 2018, PhotoCredit: EXPA/ Johann Groder")
    credit = split_credit(text)[1]
    assert (credit.photographer, credit.agency) == ("Johann Groder", "EXPA")


@pytest.mark.parametrize("caption, photographer, agency", [
    # East Asian papers' credits in English
    ("Mourners gather at the venue in Tokyo on Sept. 27, 2022. | RYO KAMEDA / THE JAPAN TIMES",
     "Ryo Kameda", "The Japan Times"),
    ("Residents sheltered in a school on the night of April 14. (Kazuhiro Nagashima) -- THE "
     "ASAHI SHIMBUN", "Kazuhiro Nagashima", "The Asahi Shimbun"),
    ("Fans cheer in Busan on Oct. 15, 2022. [Photo by Park Ha-na/The Korea Herald]", "Park Ha-na",
     "The Korea Herald"),
    # a broadcaster's still sent by a wire: the wire's, and no photographer
    ("The castle's main hall burned to the ground. (NHK via AP)", None, "AP"),
    # a house in brackets is no picture number ("(PTI05-12-2020_000087B)" is one)
    ("A wildfire near Sokcho on April 5, 2019. [NEWS1]", None, "News1"),
    ("Herders move their flocks in March 2024. Photo: MONTSAME", None, "Montsame"),
])
def test_east_asian_papers_credits(caption, photographer, agency):
    credit = split_credit(normalise_text(caption))[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Worshippers perform Eid prayers at a musalla in Al Barsha on Sunday. Image Credit: "
     "Virendra Saklani/Gulf News", "Virendra Saklani", "Gulf News"),
    ("Motorists drive through thick fog in Sharjah on Thursday. — KT Photo: Shihab", "Shihab",
     "Khaleej Times"),
    ("अहमदाबाद: छतों पर पतंग उड़ाते लोग। (फोटो: एनडीटीवी)", None, "NDTV"),
    ("सागर। झील के पास गणेश प्रतिमाओं का विसर्जन किया गया। फोटो: भास्कर", None, "Dainik Bhaskar"),
    ("বন্যার পানিতে ডুবে থাকা সড়ক। ছবি: বিডিনিউজ টোয়েন্টিফোর ডটকম", None, "bdnews24"),
    ("بندرعباس- خبرگزاری فارس- نیروهای امدادی در حال مهار آتش هستند.", None, "Fars"),
])
def test_gulf_and_south_asian_papers_credits(caption, photographer, agency):
    credit = split_credit(normalise_text(caption))[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # a family that handed a picture to a wire is no photographer
    ("An undated photo of Ahmad Rahimi as a boy in Kabul. (Rahimi Family via AP)", None, "AP"),
    ("Pictured in 1996 outside her home. (Jane Doe via AP)", "Jane Doe", "AP"),
])
def test_a_family_s_picture(caption, photographer, agency):
    credit = split_credit(normalise_text(caption))[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # houses and papers that credit in Cyrillic: a name then the house after a comma, the
    # house then a name, a branch or an archive after the house's name, "Фото" and the house
    ("Болельщики на трибунах стадиона в Казани, 12 мая 2024 года. Фото: Ирина Смирнова, "
     "Коммерсантъ", "Ирина Смирнова", "Kommersant"),
    ("Затоплена вулиця в Одесі, 3 червня 2024 року. Фото: УНІАН, Олег Коваль", "Олег Коваль",
     "UNIAN"),
    ("Черга біля пункту незламності у Полтаві, 2 грудня 2022 року. Фото: Суспільне Полтава",
     None, "Suspilne"),
    ("Ледокол у причала в Архангельске, 5 марта 2019 года. Фото: Иван Орлов/ТАСС (архив)",
     "Иван Орлов", "TASS"),
    ("Митинг у мемориала в Гомеле, 9 мая 2023 /БЕЛТА/. Фото БЕЛТА", None, "BelTA"),
    ("Удзельнікі свята ў Віцебску, 14 ліпеня 2022. Фота: Алена Шчука, БЕЛТА", "Алена Шчука",
     "BelTA"),
    ("Жаңы мектептин ачылышы, Жалал-Абад, 2024-жылдын 1-сентябры. Сүрөт: Кабар", None, "Kabar"),
    ("Пожарникари гасат пожар во Куманово, 12 август 2021. Фото: МИА/Петар Стојанов",
     "Петар Стојанов", "MIA"),
    # Greek houses and papers; a house's archive is no photographer
    ("Καταστροφές στη Λάρισα, Πέμπτη 7 Σεπτεμβρίου 2023. Φωτ.: Μαρία Νίκου / Καθημερινή",
     "Μαρία Νίκου", "Kathimerini"),
    ("Σεισμός στην Πάφο, Τρίτη 15 Ιανουαρίου 2019. ΚΥΠΕ/ΓΙΩΡΓΟΣ ΧΡΙΣΤΟΦΟΡΟΥ",
     "ΓΙΩΡΓΟΣ ΧΡΙΣΤΟΦΟΡΟΥ", "CNA"),
    ("Η παρέλαση στην Καλαμάτα, Κυριακή 25 Μαρτίου 2001. ΑΠΕ-ΜΠΕ/ΑΡΧΕΙΟ", None, "ANA-MPA"),
    # Israeli houses and papers in Hebrew
    ("הפגנה מול הכנסת בירושלים, 4 במרץ 2023. צילום: יונתן זינדל/פלאש90", "יונתן זינדל",
     "Flash90"),
    ("טקס בבית העלמין בחיפה, 9 במאי 2019. צילום: רונית לוי, לע\"מ", "רונית לוי", "GPO"),
    ("כוחות בגבול הצפון, 12 בינואר 2024. צילום: דובר צה\"ל", None, "IDF"),
    ("משחק הכדורגל באצטדיון בנתניה, 2 באפריל 2022. צילום: דני כהן/וואלה! ספורט", "דני כהן",
     "Walla"),
    ("החוף בתל אביב, אוגוסט 2015. צילום ארכיון: משה לוי/פלאש90", "משה לוי", "Flash90"),
])
def test_credits_in_cyrillic_greek_and_hebrew(caption, photographer, agency):
    credit = split_credit(normalise_text(caption))[1]
    assert ((credit.photographer or "").casefold(), credit.agency) == (
        (photographer or "").casefold(), agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # a labelled credit opening the caption, closed by a dash
    ("Photo: Anna Weber/dpa - A refugee from Aleppo, Syria, waits at the border near Horgos, 3 "
     "May 2016.", "Anna Weber", "dpa"),
    ("Photo: Anna Weber/dpa - Firefighters work at the scene in Cologne, 3 May 2024.",
     "Anna Weber", "dpa"),
    ("Credit: REUTERS/Jose Luis Gonzalez - Migrants walk north in Ciudad Juarez, March 2, 2024.",
     "Jose Luis Gonzalez", "Reuters"),
    # the credit AFP's restriction note quotes, when the caption has no other
    ('A handout picture released by the White Helmets shows rescuers in Ariha on May 3, 2019. '
     'RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT "AFP PHOTO / HO / SYRIAN CIVIL DEFENCE" - '
     'NO MARKETING NO ADVERTISING CAMPAIGNS - DISTRIBUTED AS A SERVICE TO CLIENTS', None, "AFP"),
])
def test_credits_that_open_or_are_quoted(caption, photographer, agency):
    body, credit = split_credit(normalise_text(caption))
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert body.startswith(("A ", "Firefighters", "Migrants"))  # the text stays the body


@pytest.mark.parametrize("caption, photographer, agency", [
    # review: a labelled credit whose agency follows its slash ends there, not at a later dash
    ("Credit: RAUL ARBOLEDA/AFP via Getty Images Venezuelan migrants walk along the road in "
     "Cucuta - Colombia, May 2, 2024.", "Raul Arboleda", "AFP"),
    # review: Israel's press office and army spokesperson hand pictures to the wires
    ("Hostages' families rally in Tel Aviv, Oct. 18, 2023. (Kobi Gideon/GPO via AP)",
     "Kobi Gideon", "AP"),
    ("Troops operate in Gaza, Nov. 8, 2023. (IDF via AP)", None, "AP"),
    # a branch after the house's name, in Latin letters too
    ("Residents queue for water in Kharkiv, May 3, 2024. Photo by Ivan Petrenko, Suspilne "
     "Kharkiv", "Ivan Petrenko", "Suspilne"),
])
def test_credits_after_the_review(caption, photographer, agency):
    body, credit = split_credit(normalise_text(caption))
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert len(body) > 20


@pytest.mark.parametrize("caption, photographer, agency", [
    # review 4: AFP's French desk's label; Hebrew's "via"; a provider to AP; papers Getty
    # distributes under their own names; a press office is no photographer
    ("Crédit photo : Jeff Pachoud/AFP – Des supporters lyonnais avant le match à Décines, le 14 "
     "avril 2022.", "Jeff Pachoud", "AFP"),
    ('כוחות פועלים בג\'נין, 3 ביולי 2023. צילום: דובר צה"ל באמצעות רויטרס', None, "Reuters"),
    ("An undated photo shows the blast site in Tianjin. (Chinatopix via AP)", None, "AP"),
    ("Students march toward Boston, Sept. 20, 2019. (Photo by Craig F. Walker/The Boston Globe "
     "via Getty Images)", "Craig F. Walker", "The Boston Globe"),
    ("Mattarella all'Altare della Patria, Roma, 2 giugno 2022. ANSA/UFFICIO STAMPA QUIRINALE",
     None, "ANSA"),
    ("کابل، ۱ حمل ۱۴۰۱ - باشندگان کابل در زیارت سخی. عکس: طلوع‌نیوز", None, "TOLOnews"),
])
def test_credits_after_review_four(caption, photographer, agency):
    credit = split_credit(normalise_text(caption))[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # session 17: a paper's own photographer, credited by the paper's name alone
    ("Crews clear debris on Main Street in Rolling Fork, Miss., on Sunday, March 26, 2023. "
     "(Rogelio V. Solis/The Clarion-Ledger)", "Rogelio V. Solis", "The Clarion-Ledger"),
    ("Voters line up in Akron on Tuesday, Nov. 8, 2022. Jeff Lange/Akron Beacon Journal",
     "Jeff Lange", "Akron Beacon Journal"),
    ("A crowd watches the parade in Tulsa on Saturday, June 3, 2023. Mike Simons / The "
     "Tulsa World", "Mike Simons", "The Tulsa World"),
    ("Firefighters work a blaze in Fresno on Friday, Aug. 4, 2023. CRAIG KOHLRUSS / THE "
     "FRESNO BEE", "Craig Kohlruss", "The Fresno Bee"),
    ("Ice covers the harbour in Duluth on Monday, Jan. 16, 2023. Dan Williamson | Duluth "
     "News Tribune", "Dan Williamson", "Duluth News Tribune"),
    ("Students arrive at school in Dayton on Aug. 9, 2023. (Marshall Gorby -- Dayton Daily "
     "News)", "Marshall Gorby", "Dayton Daily News"),
    ("Fans celebrate in Green Bay on Sunday, Jan. 8, 2023. Photo: Jim Matthews, Staff / "
     "Green Bay Press-Gazette", "Jim Matthews", "Green Bay Press-Gazette"),
    ("Protesters march in Leeds on Saturday, May 6, 2023. Photo by Jane Smith/Staff "
     "Photographer", "Jane Smith", None),
    ("Worshippers gather in Abuja on Friday, April 21, 2023. Photo: Ikechukwu Ibe/Daily Trust",
     "Ikechukwu Ibe", "Daily Trust"),
])
def test_a_papers_own_photographers(caption, photographer, agency):
    credit = split_credit(normalise_text(caption))[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("credit", [
    "Photo credit should read: National Trust/PA Wire",
    "Photo credit should read: Historic England/PA Wire",
])
def test_a_heritage_body_is_a_provider_not_a_photographer(credit):
    caption = (f"Undated handout photo issued by the trust of a garden in Kent. Issue date: "
               f"Monday May 1, 2023. {credit} NOTE TO EDITORS: This handout photo may only be "
               f"used for editorial reporting purposes for the contemporaneous illustration of "
               f"events, things or the people in the image or facts mentioned in the caption.")
    found = split_credit(caption)[1]
    assert (found.photographer, found.agency) == (None, "PA")
    assert found.provider in credit


def test_a_papers_page_lines_give_the_credit_its_paper():
    from timeline.understand.page_lines import split_page_lines
    text = ("Crowds watch the regatta at Henley on Sunday. Picture: Anna Gowthorpe\n"
            "Oxford Mail | Published: 3 July 2023\nOxford Mail")
    above, paper, stamps = split_page_lines(text)
    assert above.endswith("Picture: Anna Gowthorpe")
    assert (paper, stamps) == ("Oxford Mail", "Published: 3 July 2023")
    # a credit line is not a page's line, nor is a sentence with a date
    for kept in ("Photo: Tsai Wen-chun, Taipei Times", "The rally was held on May 5, 2023."):
        assert split_page_lines(f"Crowds gather in Taipei.\n{kept}")[1:] == (None, "")


@pytest.mark.parametrize("caption, photographer, agency", [
    # the review of session 17: a notice opening the caption leaves the credit after it
    ("NOTE TO EDITORS: GRAPHIC CONTENT. A wounded man is carried in Gaza City, Oct. 17, 2023. "
     "REUTERS/Mohammed Salem", "Mohammed Salem", "Reuters"),
    # a town or an office after a name is no paper
    ("Protesters gather in front of the court, May 2, 2023. (Jane Doe, The Hague)", None, None),
])
def test_credits_after_the_session_17_review(caption, photographer, agency):
    credit = split_credit(normalise_text(caption))[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_polands_ipn_is_no_georgian_house():
    credit = split_credit("Veterans lay wreaths in Warsaw, Aug. 1, 2023. Photo: IPN")[1]
    assert credit.agency != "Interpressnews"


@pytest.mark.parametrize("caption, agency, provider", [
    # satellite imagery: the company credited alone is the agency; a wire or Getty Images
    # that sends its picture is, with the company as the provider
    ("Burned aircraft on the apron, Aug. 10, 2022. Satellite image ©2022 Maxar Technologies",
     "Maxar Technologies", None),
    ("Helicopters at the base, 28 March 2022. © Airbus DS 2022", "Airbus DS", None),
    ("Fires burn at the port, April 18, 2025. (Planet Labs PBC via AP)", "AP", "Planet Labs"),
    ("Burned homes along the coast, Jan. 10, 2025. (Photo by Maxar Technologies via Getty "
     "Images)", "Getty Images", "Maxar Technologies"),
    ("Trucks at the crossing, May 20, 2024. (Photo by Planet Labs PBC/Anadolu via Getty "
     "Images)", "Anadolu", "Planet Labs"),
])
def test_satellite_imagery_credits(caption, agency, provider):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency, credit.provider) == (None, agency, provider)


@pytest.mark.parametrize("caption, agency", [
    # AFP's video service is AFP; a civil protection agency or an imagery programme is no one
    ("Survivors search a crater, le 31 octobre 2023. (Photo by AFPTV / AFP)", "AFP"),
    ("Lava flows toward homes, Jan. 14, 2024. (Icelandic Civil Protection via AP)", "AP"),
    ("Smoke rises over the port, July 21, 2024. Photo: European Union, Copernicus Sentinel-2 "
     "imagery/Handout via REUTERS", "Reuters"),
])
def test_services_and_bodies_are_no_photographers(caption, agency):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency) == (None, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # the second review: a year after the house is no archive's reference; the credit before
    # a copyright names the photographer; a resort named like a house is no house's tag
    ("Fans cheer in Lyon, May 5, 2024. Photo by Jane Doe/AFP 2024", "Jane Doe", "AFP"),
    ("Fans cheer in New York, May 5, 2023. Photo by Jane Doe for The New York Times © 2023 "
     "The New York Times", "Jane Doe", "The New York Times"),
    ("KEYSTONE — Skiers ride a lift at Keystone Resort, Colorado, Jan. 5, 2024.", None, None),
])
def test_credits_after_the_second_review(caption, photographer, agency):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_a_photographers_own_copyright_closing_the_caption():
    body, credit = split_credit("A view of the port, May 5, 2025. © Jane Doe 2025")
    assert (credit.photographer, credit.agency, body) == ("Jane Doe", None,
                                                          "A view of the port, May 5, 2025.")


@pytest.mark.parametrize("caption, photographer, agency", [
    # Angola's pipe between the photographer and the house; the houses of Lusophone Africa
    # with their agency first
    ("Luanda, 12/03/2024 – Vendedores no mercado do São Paulo. Foto: Jane Doe | Angop",
     "Jane Doe", "ANGOP"),
    ("Praia, 5 Jul 2025 (Inforpress) – Desfile militar na Avenida Cidade de Lisboa. Foto: "
     "Inforpress/Jane Doe", "Jane Doe", "Inforpress"),
    ("Nampula, 4 Jun 2024 (AIM) – Vendors wait for customers at the central market. (Foto: "
     "AIM/Jane Doe)", "Jane Doe", "AIM"),
    ("Tete, 4 Jun 2024 (AIM) – Workers repair the bridge over the Zambezi. (AIM Photo)", None,
     "AIM"),
    # The New York Times' page puts its credit first: "Credit...Name for The New York Times"
    ("Credit...Jane Doe for The New York Times — Residents queue for water in Kherson, "
     "Ukraine, on Nov. 14, 2022.", "Jane Doe", "The New York Times"),
])
def test_credits_of_set_109_and_110(caption, photographer, agency):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # the Caribbean's and Central America's papers: "Foto House: Name", "Foto LPG/Name"
    ("Agentes resguardan el área en la zona 18, este martes 12 de septiembre de 2023. (Foto "
     "Prensa Libre: Jane Doe)", "Jane Doe", "Prensa Libre"),
    ("Vecinos observan los daños de las lluvias, 17 de junio de 2022. Foto LPG/Jane Doe",
     "Jane Doe", "La Prensa Gráfica"),
    ("Fishermen haul in their nets at Maracas Bay on Sunday, June 2, 2024. PHOTO: JANE "
     "DOE/NEWSDAY", "Jane Doe", "Newsday"),
    # a dash-closed credit's "for" after no name: the outlet alone
    ("Photo: Special for Kyiv Independent - Rescuers work at the site in Kyiv, May 5, 2024.",
     None, "Kyiv Independent"),
])
def test_credits_of_set_112_and_the_review(caption, photographer, agency):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # the blind check: TASS's "Фото Name/ТАСС"; VNA's desk and "Photo" after the slash
    ("Парад на Красной площади, 9 мая 2025. Фото Иван Иванов/ТАСС", "Иван Иванов", "TASS"),
    ("Residents shop in Hà Nội on January 22, 2025. VNA/VNS Photo Thanh Đạt", "Thanh Đạt",
     "VNA"),
])
def test_credits_of_the_blind_check_set_111(caption, photographer, agency):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # German and Swedish "Bild:" (picture), and tagesschau's houses before "|" and the name
    ("Demonstranter i Stockholm den 1 maj 2024. Bild: Anders Wiklund/TT", "Anders Wiklund", "TT"),
    ("Die gesperrte Brücke in Dresden. Bild: picture alliance/dpa | Max Muster", "Max Muster",
     "dpa"),
])
def test_bild_credits(text, photographer, agency):
    credit = split_credit(text)[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # a house the agencies know alone after the caption's last bar
    ("Les commerçants ont retrouvé leurs étals ce dimanche 26 avril 2026. | OUEST-FRANCE",
     None, "Ouest-France"),
    ("Des élèves dans une école de Lyon, le 2 septembre 2024 | AFP", None, "AFP"),
    # (not a name and its paper: "Name | The Star")
    ("Players celebrate after the game on Friday night. Jane Doe | The Star", "Jane Doe",
     "The Star"),
])
def test_a_house_alone_after_a_bar(text, photographer, agency):
    credit = split_credit(text)[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    # the Spanish papers' credit of an agency's photographer: the name in capitals, a sentence
    # of its own, then the house in brackets
    ("Aitana Bonmatí, desolada tras la derrota, este domingo en el St. Jakob-Park de Basilea. "
     "JEAN-CHRISTOPHE BOTT (EFE)", "Jean-Christophe Bott", "EFE"),
    ("Migrantes desembarcan en el puerto de Lampedusa. CIRO FUSCO (EFE)", "Ciro Fusco", "EFE"),
    # ... not a place's name, nor one word
    ("Cientos de personas en Madrid. Plaza Mayor (EFE)", None, "EFE"),
    ("Cientos de personas en la capital. MADRID (EFE)", None, "EFE"),
    ("Vacunación en un centro de salud. COMUNIDAD DE MADRID (EFE)", None, "EFE"),
    ("El edificio en 1975. UNA IMAGEN DE ARCHIVO (EFE)", None, "EFE"),
])
def test_a_name_in_capitals_before_its_house_in_brackets(text, photographer, agency):
    credit = split_credit(text)[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency, body_end", [
    # a page's or a desk's stamps joined after the credit with " | " stay with the text
    ("Nurses protest in Paris on Tuesday. REUTERS/Claire Vautrin | March 3, 2021 4:12 PM UTC "
     "Updated 2 hours ago", "Claire Vautrin", "Reuters", "4:12 PM UTC Updated 2 hours ago"),
    ("La mareggiata a Napoli. ANSA/ GENNARO ESPOSITO | (ANSA) 21/01/2015 10:05",
     "Gennaro Esposito", "ANSA", "(ANSA) 21/01/2015 10:05"),
    ("People wade in Kibera. (Xinhua/Li Yan) | Source: Xinhua | 2023-11-21 08:40:12 | Editor: "
     "huaxia", "Li Yan", "Xinhua", "Editor: huaxia"),
    ("Residents sandbag a property. AAP Image/Dan Whitfield | (c) 2011 AAP", "Dan Whitfield",
     "AAP", "(c) 2011 AAP"),
    # a paper the tables do not know between the credit and the stamp
    ("Crowds at the races in Listowel. Photo: Don MacMonagle | The Kerryman | Wednesday, "
     "August 21, 2019", "Don MacMonagle", "The Kerryman", "August 21, 2019"),
    # PA's filing stamp after the credit
    ("Campaigners march through Glasgow city centre yesterday (Sunday). Photo: Iain McLaren/PA "
     "Wire. Filed 04/03/2024", "Iain McLaren", "PA", "Filed 04/03/2024"),
    # dpa's name and house with no slash between them
    ("Usain Bolt jubelt nach seinem Sieg. Foto: Michael Kappeler dpa", "Michael Kappeler", "dpa",
     "Sieg."),
])
def test_stamps_after_a_credit_and_a_house_after_a_name(text, photographer, agency, body_end):
    body, credit = split_credit(text)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert body.endswith(body_end)


@pytest.mark.parametrize("text, photographer, agency", [
    # a page's labels, byline and furniture joined after the credit with its stamp
    ("Hundreds of protesters gathered outside Parliament in Wellington yesterday. Photo / Mark "
     "Mitchell |  | New Zealand | Politics | 19 Nov, 2025 05:00 AM | 3 mins to read",
     "Mark Mitchell", None),
    ("Teachers demonstrate along Harambee Avenue in Nairobi on November 18, 2025. | Photo "
     "credit: Dennis Onsongo | Nation Media Group | By Nation Reporter | Published on Wednesday,"
     " November 19, 2025 | Share this story", "Dennis Onsongo", "Nation Media"),
])
def test_a_page_s_furniture_after_a_credit(text, photographer, agency):
    credit = split_credit(text)[1]
    assert (credit.photographer, credit.agency) == (photographer, agency)
    # ... labels alone after a caption are left as they are
    assert split_credit("Fans in Paris | Politics | World")[1].raw is None
