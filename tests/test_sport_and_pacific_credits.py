"""Credits of the Commonwealth's sports picture agencies and of the Pacific's papers.

The sports houses write their credits in their own ways: New Zealand's Photosport signs with
its web address ("Photo: Andrew Cornaga / www.photosport.nz", "© Copyright photo: Name /
www.photosport.nz"), Ireland's INPHO with a copyright sign glued to its name ("Mandatory Credit
©INPHO/James Crombie"), Sportsfile "Photo by Name/Sportsfile", Scotland's SNS Group "Picture:
Name / SNS Group", Action Images its "Livepic" service after the photographer's name ("Action
Images / Julian Herbert Livepic"), AAP "(AAP Image/Name) NO ARCHIVING", NZPA "NZPA / Pool".

The Pacific's papers label their pictures in the islands' languages: Tongan "Paaki:", Samoan
"Ata:", Tahitian "Hohoʻa:", Fijian "iTaba:", Māori "Whakaahua:" (and "Whakaahua / Name, NZ
Herald"), Hawaiian "Kiʻi:", Tok Pisin and Bislama "Foto:" (the Post-Courier's credit a date in
Tok Pisin follows: "Foto: Name/Post-Courier, Mande 27 Me 2024."); French "Photo LNC / Name"; the
NZ Herald's "Photo / Name" (a photographer, no house); "Marianas Variety photo" (the house).
"""

from __future__ import annotations

import pytest
from helpers import read_credit

from timeline.understand import understand_caption
from timeline.understand.credits import Credit, house_country

RUGBY = "All Blacks captain Scott Barrett during the Test at Eden Park in Auckland, 6 July 2024."
DUBLIN = "Leinster's Caelan Doris at the Aviva Stadium in Dublin, 4 May 2024."
GLASGOW = "Celtic's Kyogo Furuhashi at Celtic Park in Glasgow, 4 May 2024."
LONDON = "Arsenal's Bukayo Saka at the Emirates Stadium in London, 4 May 2024."
CAPE = "The Proteas at Newlands in Cape Town, 4 January 2024."
SYDNEY = "The Wallabies at Allianz Stadium in Sydney, Saturday, July 6, 2024."
MUMBAI = "India's Virat Kohli at the Wankhede Stadium in Mumbai, May 3, 2024."
LAHORE = "Pakistan's Babar Azam at the Gaddafi Stadium in Lahore, May 3, 2024."
TONGA = "King Tupou VI opens Parliament in Nukuʻalofa, 4 June 2024."
SAMOA = "Prime Minister Fiamē Naomi Mataʻafa at the CHOGM venue in Apia, 24 October 2024."
TAHITI = "Des danseurs au Heiva sur la place To'ata à Papeete, le 4 juillet 2024."
FIJI = "Flood waters on the Queens Road in Nadi, 3 April 2024."
NZ = "Protesters march to Parliament in Wellington, 19 November 2024."
HAWAII = "Surfers at Waikiki in Honolulu, Hawaii, May 3, 2024."
PNG = "Wanpela bikpela graun i pundaun long Yambali long Enga Provins."
VANUATU = "Vendors at the Port Vila market, 3 May 2024."
NOUMEA = "Des barrages sur la route à Nouméa, le 15 mai 2024."
SUVA = "Leaders at the Pacific Islands Forum in Suva, 3 May 2024."
SAIPAN = "Typhoon damage in Garapan, Saipan, May 3, 2024."
GUAM = "Typhoon Mawar's damage in Dededo, Guam, May 25, 2023."
HONIARA = "Voters queue at a polling station in Honiara, 17 April 2024."


@pytest.mark.parametrize("caption, photographer, agency", [
    # New Zealand's Photosport, by its web address
    (f"{RUGBY} Photo: Andrew Cornaga / www.photosport.nz", "Andrew Cornaga", "Photosport"),
    (f"{RUGBY} © Copyright photo: Hagen Hopkins / www.photosport.nz", "Hagen Hopkins",
     "Photosport"),
    (f"{RUGBY} Copyright photo: John Cowpland / www.photosport.co.nz", "John Cowpland",
     "Photosport"),
    (f"{RUGBY} Photo: Andrew Cornaga/Photosport", "Andrew Cornaga", "Photosport"),
    (f"{RUGBY} (Photo: Andrew Cornaga / www.photosport.nz)", "Andrew Cornaga", "Photosport"),
    (f"{RUGBY} PHOTO: Photosport", None, "Photosport"),
    (f"{RUGBY} Photo: www.photosport.nz", None, "Photosport"),
    # Ireland's INPHO and Sportsfile
    (f"{DUBLIN} Mandatory Credit ©INPHO/James Crombie", "James Crombie", "INPHO"),
    (f"{DUBLIN} ©INPHO/Dan Sheridan", "Dan Sheridan", "INPHO"),
    (f"{DUBLIN} © INPHO/Billy Stickland", "Billy Stickland", "INPHO"),
    (f"{DUBLIN} Photo: INPHO/Ryan Byrne", "Ryan Byrne", "INPHO"),
    (f"{DUBLIN} Photo by Ramsey Cardy/Sportsfile", "Ramsey Cardy", "Sportsfile"),
    (f"{DUBLIN} Photo by Brendan Moran/Sportsfile", "Brendan Moran", "Sportsfile"),
    # Scotland's SNS Group
    (f"{GLASGOW} Picture: Craig Williamson / SNS Group", "Craig Williamson", "SNS Group"),
    (f"{GLASGOW} Photo: Rob Casey / SNS Group", "Rob Casey", "SNS Group"),
    (f"{GLASGOW} (Photo by Alan Harvey / SNS Group)", "Alan Harvey", "SNS Group"),
    # Action Images, and its Livepic service
    (f"{LONDON} Mandatory Credit: Action Images / Julian Herbert Livepic EDITORIAL USE ONLY.",
     "Julian Herbert", "Action Images"),
    (f"{LONDON} Action Images / Paul Childs Livepic", "Paul Childs", "Action Images"),
    (f"{LONDON} Action Images via Reuters/Lee Smith", "Lee Smith", "Action Images"),
    (f"{LONDON} Action Images via Reuters/Andrew Couldridge Livepic", "Andrew Couldridge",
     "Action Images"),
    # Southern Africa's
    (f"{CAPE} Photo: Ashley Vlotman/Gallo Images", "Ashley Vlotman", "Gallo Images"),
    (f"{CAPE} Photo: Shaun Roy/BackpagePix", "Shaun Roy", "BackpagePix"),
    (f"{CAPE} ©Shaun Roy/BackpagePix", "Shaun Roy", "BackpagePix"),
    # Australia's and Britain's
    (f"{SYDNEY} (AAP Image/Dean Lewins) NO ARCHIVING", "Dean Lewins", "AAP"),
    (f"{SYDNEY} AAP Image/Dan Himbrechts", "Dan Himbrechts", "AAP"),
    (f"{LONDON} Photo by John Walton/PA.", "John Walton", "PA"),
    (f"{LONDON} Photograph: Tom Jenkins/The Guardian", "Tom Jenkins", "The Guardian"),
    (f"{LONDON} (Photo by Gareth Copley/Getty Images)", "Gareth Copley", "Getty Images"),
    (f"{LONDON} Gareth Copley/Getty Images", "Gareth Copley", "Getty Images"),
    # South Asia's
    (f"{MUMBAI} (IANS)", None, "IANS"),
    (f"{MUMBAI} (PTI Photo)", None, "PTI"),
    (f"{MUMBAI} (ANI Photo)", None, "ANI"),
    (f"{LAHORE} (APP)", None, "APP"),
    # New Zealand's wire, in a pool
    (f"{NZ} NZPA / Pool", None, "NZPA"),
    (f"{NZ} Photo: NZPA", None, "NZPA"),
    (f"{NZ} NZPA/Ross Setford", "Ross Setford", "NZPA"),
    # the islands' labels: Tongan, Samoan, Tahitian, Fijian, Māori, Hawaiian
    (f"{TONGA} Paaki: Pesi Fonua/Matangi Tonga", "Pesi Fonua", "Matangi Tonga"),
    (f"{TONGA} Paaki: Matangi Tonga", None, "Matangi Tonga"),
    (f"{TONGA} Photo: Matangi Tonga", None, "Matangi Tonga"),
    (f"{TONGA} Photo: Pesi Fonua/Matangi Tonga", "Pesi Fonua", "Matangi Tonga"),
    (f"{SAMOA} Ata: Samoa Observer", None, "Samoa Observer"),
    (f"{SAMOA} Ata: Misiona Simo/Samoa Observer", "Misiona Simo", "Samoa Observer"),
    (f"{SAMOA} Photo: Samoa Observer", None, "Samoa Observer"),
    (f"{SAMOA} Photo: Misiona Simo / Samoa Observer", "Misiona Simo", "Samoa Observer"),
    (f"{TAHITI} Hohoʻa: Tahiti Infos", None, "Tahiti Infos"),
    (f"{TAHITI} Hoho'a: Tahiti Infos", None, "Tahiti Infos"),
    (f"{TAHITI} Photo : Tahiti Infos", None, "Tahiti Infos"),
    (f"{TAHITI} (Photo : Tahiti Infos)", None, "Tahiti Infos"),
    (f"{FIJI} iTaba: Fiji Village", None, "Fiji Village"),
    (f"{FIJI} Photo: Fiji Village", None, "Fiji Village"),
    (f"{FIJI} Photo: Fiji Times", None, "Fiji Times"),
    (f"{FIJI} Photo: Jonacani Lalakobau/The Fiji Times", "Jonacani Lalakobau", "Fiji Times"),
    (f"{NZ} Whakaahua: RNZ / Samuel Rillstone", "Samuel Rillstone", "RNZ"),
    (f"{NZ} Whakaahua: RNZ", None, "RNZ"),
    (f"{NZ} Whakaahua / Michael Craig, NZ Herald", "Michael Craig", "NZ Herald"),
    (f"{NZ} Photo: RNZ / Samuel Rillstone", "Samuel Rillstone", "RNZ"),
    (f"{NZ} Photo: Stuff", None, "Stuff"),
    (f"{NZ} Photo: Kevin Stent / www.stuff.co.nz", "Kevin Stent", "Stuff"),
    (f"{FIJI} Photo: www.fijivillage.com", None, "Fiji Village"),
    (f"{NZ} Photo / Jason Oxenham", "Jason Oxenham", None),
    (f"{NZ} Photo / Dean Purcell", "Dean Purcell", None),
    (f"{NZ} Photo / NZ Herald", None, "NZ Herald"),
    (f"{HAWAII} Kiʻi: Cindy Ellen Russell / Honolulu Star-Advertiser", "Cindy Ellen Russell",
     "Honolulu Star-Advertiser"),
    (f"{HAWAII} Ki'i: Cindy Ellen Russell / Honolulu Star-Advertiser", "Cindy Ellen Russell",
     "Honolulu Star-Advertiser"),
    (f"{HAWAII} Photo: Honolulu Star-Advertiser", None, "Honolulu Star-Advertiser"),
    (f"{HAWAII} Cindy Ellen Russell/Star-Advertiser", "Cindy Ellen Russell",
     "Honolulu Star-Advertiser"),
    # Tok Pisin and Bislama "Foto:"
    (f"{PNG} Foto: Jeffrey Elapa/Post-Courier, Mande 27 Me 2024.", "Jeffrey Elapa",
     "PNG Post-Courier"),
    (f"{PNG} Foto: Jeffrey Elapa/Post-Courier", "Jeffrey Elapa", "PNG Post-Courier"),
    (f"{VANUATU} Foto: Dan McGarry / Vanuatu Daily Post", "Dan McGarry", "Vanuatu Daily Post"),
    (f"{VANUATU} Photo: Vanuatu Daily Post", None, "Vanuatu Daily Post"),
    # French: Les Nouvelles calédoniennes, AFP
    (f"{NOUMEA} Photo LNC / Thierry Perron", "Thierry Perron", "Les Nouvelles calédoniennes"),
    (f"{NOUMEA} Photo : LNC", None, "Les Nouvelles calédoniennes"),
    (f"{NOUMEA} Photo Thierry Perron / Les Nouvelles calédoniennes", "Thierry Perron",
     "Les Nouvelles calédoniennes"),
    (f"{NOUMEA} (Photo by Ludovic MARIN / AFP)", "Ludovic Marin", "AFP"),
    (f"{NOUMEA} (Photo by Delphine MAYEUR / AFP)", "Delphine Mayeur", "AFP"),
    # the region's English papers
    (f"{SUVA} Photo: Islands Business", None, "Islands Business"),
    (f"{SUVA} Photo: Netani Rika/Islands Business", "Netani Rika", "Islands Business"),
    (f"{SAIPAN} Marianas Variety photo", None, "Marianas Variety"),
    (f"{SAIPAN} Photo: Marianas Variety", None, "Marianas Variety"),
    (f"{GUAM} Norman M. Taruc/The Guam Daily Post", "Norman M. Taruc", "Guam Daily Post"),
    (f"{GUAM} Photo: Norman M. Taruc/The Guam Daily Post", "Norman M. Taruc",
     "Guam Daily Post"),
    (f"{GUAM} Photo: Guam Daily Post", None, "Guam Daily Post"),
    (f"{HONIARA} Photo: Solomon Star", None, "Solomon Star"),
    (f"{HONIARA} Photo: Jeremy Inifiri/Solomon Star", "Jeremy Inifiri", "Solomon Star"),
    (f"{NOUMEA} Photo: Prianka Srinivasan / ABC Pacific Beat", "Prianka Srinivasan", "ABC"),
    (f"{NOUMEA} (ABC Pacific Beat: Prianka Srinivasan)", "Prianka Srinivasan", "ABC"),
    # Albania's ATA in capitals stays a house, no Samoan label
    ("Protesta para Kryeministrisë në Tiranë, 3 maj 2024. Foto: ATA", None, "ATA"),
])
def test_sport_and_pacific_credits(gaz, caption, photographer, agency):
    _, credit = read_credit(caption, gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption", [
    f"{SAMOA} Ata: Samoa Observer", f"{TAHITI} Hohoʻa: Tahiti Infos", f"{FIJI} iTaba: Fiji Village",
    f"{SUVA} Photo: Islands Business",
])
def test_a_house_alone_is_no_photographer(gaz, caption):
    _, credit = read_credit(caption, gaz)
    assert credit.photographer is None


def test_the_date_after_the_post_courier_stays_with_the_text(gaz):
    body, credit = read_credit(f"{PNG} Foto: Jeffrey Elapa/Post-Courier, Mande 27 Me 2024.", gaz)
    assert credit.agency == "PNG Post-Courier"
    assert "Mande 27 Me 2024" in body
    assert "Post-Courier" not in body


def test_a_pool_picture_of_nzpa_is_nzpas(gaz):
    _, credit = read_credit(f"{NZ} NZPA / Pool", gaz)
    assert credit.photographer is None and credit.agency == "NZPA"


def test_the_maori_label_is_no_provider(gaz):
    _, credit = read_credit(f"{NZ} Whakaahua / Michael Craig, NZ Herald", gaz)
    assert credit.provider is None


def test_livepic_is_no_part_of_a_name(gaz):
    _, credit = read_credit(f"{LONDON} Action Images / Julian Herbert Livepic", gaz)
    assert credit.photographer == "Julian Herbert"


@pytest.mark.parametrize("agency, country", [
    ("Photosport", "NZ"), ("INPHO", "IE"), ("Sportsfile", "IE"), ("SNS Group", "GB"),
    ("NZPA", "NZ"), ("BackpagePix", "ZA"), ("Gallo Images", "ZA"), ("AAP", "AU"),
    ("Samoa Observer", "WS"), ("Fiji Times", "FJ"), ("Fiji Village", "FJ"),
    ("Matangi Tonga", "TO"), ("Vanuatu Daily Post", "VU"), ("PNG Post-Courier", "PG"),
    ("Solomon Star", "SB"), ("Tahiti Infos", "PF"), ("Les Nouvelles calédoniennes", "NC"),
    ("Guam Daily Post", "GU"), ("Marianas Variety", "MP"), ("Honolulu Star-Advertiser", "US"),
    ("RNZ", "NZ"), ("Stuff", "NZ"), ("NZ Herald", "NZ"),
])
def test_the_houses_homes(agency, country):
    assert house_country(Credit(agency=agency)) == country


@pytest.mark.parametrize("agency", ["Islands Business", "ABC", "Action Images"])
def test_the_regions_houses_have_no_one_home(agency):
    assert house_country(Credit(agency=agency)) is None


@pytest.mark.parametrize("text", [
    # the islands' and their papers' names in running text
    "Samoa beat Fiji 24-17 in the Pacific Nations Cup in Apia, 3 August 2024.",
    "Fiji's prime minister visits Samoa and Tonga, 3 May 2024.",
    "Tourists at Fiji Village, a resort near Nadi, on 3 May 2024.",
    "The Samoa Observer's editor speaks at a forum in Apia, 3 May 2024.",
    "Islands business leaders meet in Suva, 3 May 2024.",
    "A Pacific beat of drums at the festival in Honolulu, May 3, 2024.",
    # the labels' words as words
    "Ata, a village on the coast of Tonga, 3 May 2024.",
    "Data from the ministry in Wellington, 3 May 2024.",
    "The whakaahua exhibition opens in Auckland on 3 May 2024.",
    "Stuff piled up on the street in Auckland, 3 May 2024.",
    "A carved kiʻi at the Puʻuhonua o Hōnaunau park in Hawaii, May 3, 2024.",
    "Boats in the harbour at Nukuʻalofa. The paaki was printed in 1950.",
    "Fans of the Guam Daily Post's sports pages in Hagåtña, May 3, 2024.",
    "Sportsfile photographers at work in Dublin, 3 May 2024.",
    "A copyright photo exhibition in Wellington, 3 May 2024.",
])
def test_a_pacific_name_in_the_text_is_no_credit(gaz, text):
    credit = understand_caption(text, gaz).credit
    assert credit.agency is None and credit.photographer is None


@pytest.mark.parametrize("caption", [
    f"{TONGA} Paaki: Pesi Fonua/Matangi Tonga", f"{SAMOA} Ata: Samoa Observer",
    f"{FIJI} iTaba: Fiji Village",
])
def test_a_label_is_no_place(gaz, caption):
    facts = understand_caption(caption, gaz)
    assert all(m.text.lower() not in {"ata", "paaki", "itaba"} for m in facts.place.mentions)
