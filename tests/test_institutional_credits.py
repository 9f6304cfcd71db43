"""Credits of institutions and public-domain sources: armed forces, the UN family, space
agencies, governments' photographers and NGOs, as archives, OSINT researchers and Wikimedia
Commons hold them.

The U.S. services' pictures (DVIDS' style) name the service, "photo by", then the person with
their rank or rate: "(U.S. Army photo by Sgt. 1st Class Name)", "(U.S. Navy photo by Mass
Communication Specialist 2nd Class Name/Released)", "U.S. Navy photo by PH1 Name" (the old
rates: photographer's mate, journalist), "(Official Marine Corps photo by Cpl. Name)"; a
civilian is named with no rank, and "/Released" (cleared for release) names no one. The UK's
Ministry of Defence puts "Photo: Cpl Name RLC" (rank, name, corps) above "Crown Copyright" or
"© UK MOD Crown copyright 2017"; Australia's Department of Defence writes "Image: LACW Name"
above "© Commonwealth of Australia, Department of Defence". The body is the agency, named in
its usual short form ("U.S. Army", "UK MOD", "NATO", "UN Photo", "White House", "Kremlin",
"Number 10"), and the photographer is the person without their rank; a body credited alone
("Photo: NATO", "© JAXA", "Photo: Kremlin.ru", "© Amnesty International") is the agency, with
no photographer. These bodies' names are words of running text too ("NATO leaders met",
"a U.S. Army helicopter", "NASA's rover"): they count only in a credit's slot.
"""

from __future__ import annotations

import pytest
from helpers import read_credit

from timeline.understand import understand_caption
from timeline.understand.credits import Credit, house_country, house_writes_month_first

US_BODY = "Soldiers fire a howitzer during a live-fire exercise at Grafenwoehr, Germany, May 3, 2024."
SHIP_BODY = "The guided-missile destroyer departs Naval Station Norfolk, Virginia, Dec. 1, 2021."
UK_BODY = ("Soldiers clear a trench line during an exercise on Salisbury Plain Training Area, "
           "Wiltshire, on 14 November 2019.")
UN_BODY = "Peacekeepers patrol along the Blue Line near Naqoura, southern Lebanon, 14 March 2007."
SPACE_BODY = "The rocket lifts off from Launch Complex 39B in Florida, Nov. 16, 2022."

RANKED_US = [
    ("Sgt. 1st Class", "U.S. Army"), ("Spc.", "U.S. Army"), ("Staff Sgt.", "U.S. Army"),
    ("Pfc.", "U.S. Army"), ("Pvt.", "U.S. Army"), ("Cpl.", "U.S. Army"), ("Sgt.", "U.S. Army"),
    ("Master Sgt.", "U.S. Army"), ("1st Sgt.", "U.S. Army"), ("Sgt. Maj.", "U.S. Army"),
    ("2nd Lt.", "U.S. Army"), ("1st Lt.", "U.S. Army"), ("Capt.", "U.S. Army"),
    ("Maj.", "U.S. Army"), ("Lt. Col.", "U.S. Army"), ("Col.", "U.S. Army"),
    ("Mass Communication Specialist 2nd Class", "U.S. Navy"),
    ("Mass Communication Specialist 3rd Class", "U.S. Navy"),
    ("Mass Communication Specialist 1st Class", "U.S. Navy"),
    ("Mass Communication Specialist Seaman", "U.S. Navy"),
    ("Chief Mass Communication Specialist", "U.S. Navy"),
    ("Petty Officer 1st Class", "U.S. Navy"), ("Seaman", "U.S. Navy"),
    ("Seaman Apprentice", "U.S. Navy"), ("Ensign", "U.S. Navy"), ("Lt. j.g.", "U.S. Navy"),
    ("PH1", "U.S. Navy"), ("PH2", "U.S. Navy"), ("PH3", "U.S. Navy"), ("PHC", "U.S. Navy"),
    ("JO1", "U.S. Navy"),
    ("Airman 1st Class", "U.S. Air Force"), ("Senior Airman", "U.S. Air Force"),
    ("Airman", "U.S. Air Force"), ("Tech. Sgt.", "U.S. Air Force"),
    ("Staff Sgt.", "U.S. Air Force"), ("Master Sgt.", "U.S. Air Force"),
    ("Lance Cpl.", "U.S. Marine Corps"), ("Cpl.", "U.S. Marine Corps"),
    ("Sgt.", "U.S. Marine Corps"),
    ("Petty Officer 3rd Class", "U.S. Coast Guard"), ("Petty Officer 2nd Class", "U.S. Coast Guard"),
    ("Chief Petty Officer", "U.S. Coast Guard"),
]


@pytest.mark.parametrize("rank, service", RANKED_US)
def test_a_us_service_photo_names_the_service_and_the_person_without_rank(gaz, rank, service):
    _, credit = read_credit(f"{US_BODY} ({service} photo by {rank} Jordan T. Ellery)", gaz)
    assert (credit.photographer, credit.agency) == ("Jordan T. Ellery", service)


@pytest.mark.parametrize("rank, service", RANKED_US[::3])
def test_the_released_mark_and_no_brackets(gaz, rank, service):
    _, credit = read_credit(f"{SHIP_BODY} ({service} photo by {rank} Maria Ruiz-Delgado/Released)",
                            gaz)
    assert (credit.photographer, credit.agency) == ("Maria Ruiz-Delgado", service)
    _, credit = read_credit(f"{SHIP_BODY} {service} photo by {rank} Maria Ruiz-Delgado", gaz)
    assert (credit.photographer, credit.agency) == ("Maria Ruiz-Delgado", service)


@pytest.mark.parametrize("credit_text, photographer, agency", [
    ("(U.S. Army photo by Christoph Weidner/released)", "Christoph Weidner", "U.S. Army"),
    ("(U.S. Army photo by Gertrud Zach)", "Gertrud Zach", "U.S. Army"),
    ("(Official Marine Corps photo by Cpl. Ramon Ibarra-Soto)", "Ramon Ibarra-Soto",
     "U.S. Marine Corps"),
    ("(Official U.S. Marine Corps photo by Lance Cpl. Dwayne Kirk)", "Dwayne Kirk",
     "U.S. Marine Corps"),
    ("(U.S. Marine Corps photo by Lance Cpl. Dwayne Kirk/Released)", "Dwayne Kirk",
     "U.S. Marine Corps"),
    ("(U.S. Air Force photo/Senior Airman Kayla White)", "Kayla White", "U.S. Air Force"),
    ("(U.S. Navy photo/Released)", None, "U.S. Navy"),
    ("(U.S. Army photo)", None, "U.S. Army"),
    ("U.S. Coast Guard photo by Petty Officer 3rd Class Dana Whitcombe", "Dana Whitcombe",
     "U.S. Coast Guard"),
    ("(U.S. Air National Guard photo by Master Sgt. Ben Ortiz)", "Ben Ortiz",
     "U.S. Air National Guard"),
    ("(U.S. Army National Guard photo by Sgt. Ben Ortiz)", "Ben Ortiz",
     "U.S. Army National Guard"),
])
def test_more_us_service_credits(gaz, credit_text, photographer, agency):
    _, credit = read_credit(f"{US_BODY} {credit_text}", gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("credit_text, photographer", [
    ("Photo: Cpl Jamie Peters RLC\nCrown Copyright", "Jamie Peters"),
    ("Photo: Cpl Jamie Peters RLC | Crown Copyright", "Jamie Peters"),
    ("| Photo: Cpl Jamie Peters RLC | Crown Copyright", "Jamie Peters"),
    ("Photo: Sgt Rupert Frere-Hale RLC\n© Crown Copyright/MOD 2010", "Rupert Frere-Hale"),
    ("Photo: LPhot Joel Rouse-Baxter, Royal Navy\n© UK MOD Crown copyright 2017",
     "Joel Rouse-Baxter"),
    ("| Photo: LPhot Joel Rouse-Baxter, Royal Navy | © UK MOD Crown copyright 2017",
     "Joel Rouse-Baxter"),
    ("Photo: SAC Amy Lowe RAF\n© UK MOD Crown copyright 2019", "Amy Lowe"),
    ("Photo: AS1 Amy Lowe RN\n© UK MOD Crown copyright 2021", "Amy Lowe"),
    ("Photo: PO(Phot) Dan Shepherd\n© UK MOD Crown copyright 2016", "Dan Shepherd"),
    ("Photo: WO2 Ian Forsyth RLC\nCrown Copyright", "Ian Forsyth"),
    ("Photo: SSgt Ian Forsyth RLC\nCrown Copyright", "Ian Forsyth"),
    ("Photo: LCpl Dan Bardsley\nCrown Copyright", "Dan Bardsley"),
    ("Photo: Pte Dan Bardsley\n© Crown Copyright", "Dan Bardsley"),
    ("Photo: Capt Sarah Hill\n© Crown Copyright/MOD 2012", "Sarah Hill"),
    ("© Crown Copyright/MOD 2010", None),
    ("Photo: MOD\n© Crown Copyright", None),
])
def test_the_uk_ministry_of_defence(gaz, credit_text, photographer):
    _, credit = read_credit(f"{UK_BODY}\n{credit_text}", gaz)
    assert (credit.photographer, credit.agency) == (photographer, "UK MOD")


@pytest.mark.parametrize("text, photographer, agency", [
    (f"{US_BODY}\nFoto: Bundeswehr/Jana Neumeister", "Jana Neumeister", "Bundeswehr"),
    (f"{US_BODY}\nFoto: Bundeswehr/Tobias Kaltenbach", "Tobias Kaltenbach", "Bundeswehr"),
    (f"{US_BODY}\nFoto: Bundeswehr / Hauptfeldwebel Jana Neumeister", "Jana Neumeister",
     "Bundeswehr"),
    (f"{US_BODY}\nFoto: Bundeswehr/Oberleutnant Jana Neumeister", "Jana Neumeister",
     "Bundeswehr"),
    (f"{US_BODY}\nFoto: Bundeswehr", None, "Bundeswehr"),
    (f"{US_BODY}\nPhoto: NATO", None, "NATO"),
    (f"{US_BODY}\nPhoto by: NATO / Sgt. Lena Strand", "Lena Strand", "NATO"),
    (f"{US_BODY} Photo: NATO/Lena Strand", "Lena Strand", "NATO"),
    (f"{US_BODY}\nPhoto: IDF Spokesperson's Unit", None, "IDF"),
    (f"{US_BODY}\nPhoto: IDF Spokesperson’s Unit", None, "IDF"),
    (f"{US_BODY}\nPhoto: General Staff of the AFU", None,
     "General Staff of the Armed Forces of Ukraine"),
    (f"{US_BODY}\nImage: LACW Tamsin Kerrigan\n© Commonwealth of Australia, Department of "
     "Defence", "Tamsin Kerrigan", "Australian Department of Defence"),
    (f"{US_BODY} | Image: CPL Tamsin Kerrigan | © Commonwealth of Australia, Department of "
     "Defence", "Tamsin Kerrigan", "Australian Department of Defence"),
    (f"{US_BODY}\n© ECPAD / Défense / Adrien Marchand", "Adrien Marchand", "ECPAD"),
    (f"{US_BODY}\n© ECPAD/Défense/Adrien Marchand", "Adrien Marchand", "ECPAD"),
])
def test_other_armed_forces_and_alliances(gaz, text, photographer, agency):
    _, credit = read_credit(text, gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("credit_text, photographer, agency", [
    ("UN Photo/Cia Pak", "Cia Pak", "UN Photo"),
    ("UN Photo/Mark Garten-Yusuf", "Mark Garten-Yusuf", "UN Photo"),
    ("UN Photo/Albert González Farran", "Albert González Farran", "UN Photo"),
    ("UN Photo/P Sudhakaran", "P Sudhakaran", "UN Photo"),
    ("© UNICEF/UNI159846/Rania Haddadin", "Rania Haddadin", "UNICEF"),
    ("© UNICEF/UN0219925/Rania Haddadin", "Rania Haddadin", "UNICEF"),
    ("UNICEF/Rania Haddadin", "Rania Haddadin", "UNICEF"),
    ("UNHCR/H. J. Davies", "H. J. Davies", "UNHCR"),
    ("© UNHCR/Andrew McConnell-Ray", "Andrew McConnell-Ray", "UNHCR"),
    ("WFP/George Fominyen-Oduor", "George Fominyen-Oduor", "WFP"),
    ("WFP/Mohammed Al-Sayaghi", "Mohammed Al-Sayaghi", "WFP"),
    ("Photo: Fredrik Dahl/IAEA", "Fredrik Dahl", "IAEA"),
    ("Photo: Greg Webb / IAEA", "Greg Webb", "IAEA"),
    ("Photo: IAEA", None, "IAEA"),
    ("Photo: Julien Rey/MSF", "Julien Rey", "MSF"),
    ("© ICRC / Hussein Al-Dulaimi", "Hussein Al-Dulaimi", "ICRC"),
    ("© Amnesty International", None, "Amnesty International"),
    ("© Amnesty International/Lena Holm", "Lena Holm", "Amnesty International"),
])
def test_the_un_family_and_ngos(gaz, credit_text, photographer, agency):
    _, credit = read_credit(f"{UN_BODY}\n{credit_text}", gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("credit_text, photographer, agency", [
    ("Photo Credit: (NASA/Joel Kowsky)", "Joel Kowsky", "NASA"),
    ("Photo Credit: (NASA/Bill Ingalls)", "Bill Ingalls", "NASA"),
    ("(NASA/Bill Ingalls)", "Bill Ingalls", "NASA"),
    ("NASA Photo / Tom Tschida", "Tom Tschida", "NASA"),
    ("Credit: NASA/Aubrey Gemignani", "Aubrey Gemignani", "NASA"),
    ("Image credit: NASA", None, "NASA"),
    ("Credit: NASA", None, "NASA"),
    ("Credits: ESA–S. Corvaja", "S. Corvaja", "ESA"),
    ("Credits: ESA - S. Corvaja", "S. Corvaja", "ESA"),
    ("Credit: ESA", None, "ESA"),
    ("© JAXA", None, "JAXA"),
    ("Credit: JAXA", None, "JAXA"),
])
def test_space_agencies(gaz, credit_text, photographer, agency):
    _, credit = read_credit(f"{SPACE_BODY} {credit_text}", gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    _, credit = read_credit(f"{SPACE_BODY}\n{credit_text}", gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("text, photographer, agency", [
    ("President Obama receives an update in the Situation Room, May 1, 2011. (Official White "
     "House Photo by Pete Souza)", "Pete Souza", "White House"),
    ("The leaders meet at Camp David, Friday, August 18, 2023. (Official White House Photo by "
     "Adam Schultz)", "Adam Schultz", "White House"),
    ("The leaders meet at Camp David, Friday, August 18, 2023. (Official White House photo by "
     "Adam Schultz)", "Adam Schultz", "White House"),
    ("The leaders meet at Camp David, August 18, 2023. (White House photo by Adam Schultz)",
     "Adam Schultz", "White House"),
    ("Vladimir Putin held a meeting with permanent members of the Security Council.\nPhoto: "
     "Kremlin.ru", None, "Kremlin"),
    ("Vladimir Putin held a meeting with permanent members of the Security Council. Photo: "
     "kremlin.ru", None, "Kremlin"),
    ("The Prime Minister meets the President in Kyiv, Ukraine. 19/11/2022. Picture by Simon "
     "Walker / No 10 Downing Street", "Simon Walker", "Number 10"),
    ("The Prime Minister meets the President in Kyiv, Ukraine. 19/11/2022. Photo: Simon "
     "Walker / No 10 Downing Street", "Simon Walker", "Number 10"),
    ("The Prime Minister hosts a reception, 3 May 2023. Picture by Rory Arnold / No 10 "
     "Downing Street", "Rory Arnold", "Number 10"),
])
def test_governments_photographers(gaz, text, photographer, agency):
    _, credit = read_credit(text, gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("agency, country", [
    ("U.S. Army", None), ("U.S. Navy", None), ("UK MOD", None), ("NATO", None),
    ("UN Photo", None), ("UNICEF", None), ("IAEA", None), ("ESA", None), ("ECPAD", None),
    ("Amnesty International", None), ("NASA", None), ("White House", None),
    ("U.S. Coast Guard", "US"), ("Kremlin", None), ("Number 10", None), ("JAXA", "JP"),
    ("Bundeswehr", None),
])
def test_the_bodies_homes(agency, country):
    assert house_country(Credit(agency=agency)) == country


@pytest.mark.parametrize("agency", ["U.S. Army", "U.S. Navy", "U.S. Air Force",
                                    "U.S. Marine Corps", "U.S. Coast Guard", "NASA",
                                    "White House"])
def test_american_bodies_write_the_month_first(agency):
    assert house_writes_month_first(Credit(agency=agency))


@pytest.mark.parametrize("text", [
    "Soldiers of the U.S. Army patrol near Kandahar on May 3, 2010.",
    "A U.S. Army helicopter flies over Mogadishu, Somalia, Tuesday, May 3, 2011.",
    "NASA's rover lands on Mars, Feb. 18, 2021.",
    "NATO leaders meet in Vilnius, July 11, 2023.",
    "Leaders at the summit of NATO",
    "The White House is lit up in pink, Oct. 1, 2022.",
    "Protesters gather outside the Kremlin",
    "The IAEA chief speaks to reporters in Vienna, March 6, 2023.",
    "Soldiers of the Bundeswehr train near Munster, May 3, 2023.",
    "A spokesman for the Ministry of Defence (MOD)",
    "Astronauts train at the European Space Agency (ESA)",
    "A report by Amnesty International",
    "The Prime Minister leaves No 10 Downing Street",
    "The ship of the U.S. Navy",
])
def test_a_body_named_in_the_text_is_no_credit(gaz, text):
    credit = understand_caption(text, gaz).credit
    assert credit.agency is None and credit.photographer is None


def test_a_handout_of_a_service_stays_a_provider():
    from timeline.understand.credits import split_credit
    _, found = split_credit("Soldiers patrol outside Manbij, Syria, 11/1/2018. U.S. Army/Handout "
                            "via REUTERS")
    assert found.agency == "Reuters" and found.provider == "U.S. Army"
    assert house_writes_month_first(found)


def test_a_crown_copyright_under_a_civilian_s_credit_is_no_mod(gaz):
    # Historic England's, not the MOD's (the review's)
    _, credit = read_credit("The old mill at Ambleside, 1952. | Photo: John Gay | © Crown "
                            "copyright", gaz)
    assert (credit.photographer, credit.agency) == ("John Gay", None)


def test_a_hungarian_named_major_keeps_his_name(gaz):
    _, credit = read_credit("Néptáncosok Budapesten 2024. március 12-én. MTI/Major Gábor", gaz)
    assert credit.photographer == "Major Gábor"


@pytest.mark.parametrize("caption, photographer, agency", [
    # the read-through's: a copyright line with its full stop, an archive's Crown copyright,
    # "/Released" outside brackets
    ("Soldiers train on Salisbury Plain on 14 November 2019. | Photo: Cpl Jamie Peters RLC | "
     "Crown Copyright.", "Jamie Peters", "UK MOD"),
    ("The old mill at Ambleside, 1952. Historic England Archive/Crown copyright", None, None),
    ("Soldiers train in Kenya on 14 November 2019. U.S. Army photo by Jane Roe/Released",
     "Jane Roe", "U.S. Army"),
])
def test_copyright_lines_and_the_released_mark(caption, photographer, agency, gaz):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)
