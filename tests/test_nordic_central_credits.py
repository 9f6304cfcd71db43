"""Credits of Northern and Central Europe's houses, written in their own languages.

Each language has its word for "photo" before the credit: Finnish "Kuva:" (a picture; in
capitals too, "KUVA: NAME / STT"), Swedish, Norwegian, Danish, Czech, Slovak, Romanian,
Croatian and Serbian "Foto:", Polish "Fot." (an abbreviation, its stop no sentence's end) and
"Źródło:" (source), Hungarian "Fotó:" and MTI's "MTI Fotó:", Bulgarian "Снимка:". The
photographer and the house stand either side of a slash (Nordic "Name/TT", Croatian's "Foto
Hina/ Name"), a comma (Czech "Foto: Name, ČTK"), or a dash (Slovak "Foto: TASR - Name");
Romania's Inquam writes the house first ("Inquam Photos / Name"), Agerpres its "(c)" and "AGERPRES
FOTO". The houses: Finland's STT and Lehtikuva, Yle, Helsingin Sanomat (HS) and the Swedish-
language Hufvudstadsbladet (HBL); Sweden's TT, Dagens Nyheter (DN), Svenska Dagbladet (SvD);
Denmark's Ritzau Scanpix, DR, Politiken; Norway's NTB, NRK, Aftenposten; Poland's PAP, Agencja
Wyborcza.pl, TVN24; the Czech ČTK and iDNES.cz; Slovakia's TASR; Hungary's MTI, Telex, Index;
Romania's Agerpres and Inquam Photos; Croatia's Hina and Pixsell; Serbia's Tanjug and Beta;
Bulgaria's BTA. Those whose names are ordinary words or short initials (Index, Telex, DR, DN,
HS, HBL, SvD, Politiken: "the politics") count only in a credit's slot.

"Kuva" ends a Finnish caption as a label, not as a place (Quva, the Uzbek town).
"""

from __future__ import annotations

import pytest
from helpers import read_credit

from timeline.understand import understand_caption
from timeline.understand.credits import Credit, house_country

FI = "Tapparan ja Kärppien pelaajat kamppailivat kiekosta Tampereella 11.1.2024."
FI_2 = "Yleisöä Pori Jazz -festivaalin päälavan edessä Porissa heinäkuussa 2019."
SV = "Åkare i starten av Vasaloppet i Sälen, söndagen den 3 mars 2024."
SV_FI = "Studenter på Salutorget i Helsingfors på valborgsmässoaftonen den 30 april 2023."
NO = "Kongefamilien hilser barnetoget fra Slottsbalkongen i Oslo fredag 17. mai 2024."
DA = "Vandet står højt på havnen i Aabenraa under stormfloden fredag den 20. oktober 2023."
PL = "Zalane ulice osiedla Kozanów we Wrocławiu podczas powodzi, 13 lipca 1997 r."
CS = "Rozvodněná řeka Opava zaplavila ulice v centru Opavy v neděli 15. září 2024."
SK = "Zhromaždenie na Námestí SNP v Bratislave v piatok 9. marca 2018."
HU = "Tűzijáték a Széchenyi tér felett Pécsett az államalapítás ünnepén, 2023. augusztus 20-án."
RO = "Spectatori la festivalul Untold, pe Cluj Arena, sâmbătă, 5 august 2023."
HR = "Posljedice razornog potresa u središtu Petrinje, 29.12.2020."
SR = "Protest studenata i građana na Slaviji u Beogradu, 15. marta 2025."
BG = "Тържествена церемония на връх Шипка, 3 март 2023 г."


@pytest.mark.parametrize("caption, photographer, agency", [
    # Finnish
    (f"{FI} Kuva: Jussi Kivelä / Lehtikuva", "Jussi Kivelä", "Lehtikuva"),
    (f"{FI} Kuva: Lehtikuva", None, "Lehtikuva"),
    (f"{FI} KUVA: ANNI RAUTIAINEN / STT", "Anni Rautiainen", "STT"),
    (f"{FI} Kuva: Anni Rautiainen / STT", "Anni Rautiainen", "STT"),
    (f"{FI} Kuva: STT", None, "STT"),
    (f"{FI} KUVA: LEHTIKUVA / MARKKU ULANDER", "Markku Ulander", "Lehtikuva"),
    (f"{FI_2} Kuva: Petteri Lahdenperä / Yle", "Petteri Lahdenperä", "Yle"),
    (f"{FI_2} Kuva: Yle", None, "Yle"),
    (f"{FI_2} Kuva: Mikko Saarelainen / Helsingin Sanomat", "Mikko Saarelainen",
     "Helsingin Sanomat"),
    (f"{FI_2} Kuva: Mikko Saarelainen / HS", "Mikko Saarelainen", "Helsingin Sanomat"),
    (f"{FI_2} Kuva: Laura Niemistö / Yle", "Laura Niemistö", "Yle"),
    (f"{FI_2} (Kuva: Laura Niemistö / Yle)", "Laura Niemistö", "Yle"),
    # Swedish, in Sweden and Finland
    (f"{SV} Foto: Ulf Hedberg/TT", "Ulf Hedberg", "TT"),
    (f"{SV} Foto: Johan Sjöberg / TT", "Johan Sjöberg", "TT"),
    (f"{SV} Foto: Malin Ekström/DN", "Malin Ekström", "DN"),
    (f"{SV} Foto: Tomas Berglund/SvD", "Tomas Berglund", "SvD"),
    (f"{SV} Foto: Tomas Berglund/Svenska Dagbladet", "Tomas Berglund", "SvD"),
    (f"{SV} Foto: Malin Ekström/Dagens Nyheter", "Malin Ekström", "DN"),
    (f"{SV} Bild: Ulf Hedberg/TT", "Ulf Hedberg", "TT"),
    (f"{SV_FI} Foto: Niklas Tallqvist/HBL", "Niklas Tallqvist", "HBL"),
    (f"{SV_FI} Foto: Niklas Tallqvist/Hufvudstadsbladet", "Niklas Tallqvist", "HBL"),
    # Norwegian
    (f"{NO} Foto: Stian Lysberg Solum / NTB", "Stian Lysberg Solum", "NTB"),
    (f"{NO} Foto: Ingrid Fjellheim / NRK", "Ingrid Fjellheim", "NRK"),
    (f"{NO} Foto: Jan Tore Kristiansen / Aftenposten", "Jan Tore Kristiansen", "Aftenposten"),
    (f"{NO} Foto: NTB", None, "NTB"),
    # Danish
    (f"{DA} Foto: Mads Claus Rasmussen/Ritzau Scanpix", "Mads Claus Rasmussen", "Ritzau"),
    (f"{DA} Foto: Kasper Palsnov/DR", "Kasper Palsnov", "DR"),
    (f"{DA} Foto: Finn Frandsen/Politiken", "Finn Frandsen", "Politiken"),
    (f"{DA} Foto: Ritzau Scanpix", None, "Ritzau"),
    # Polish
    (f"{PL} Fot. PAP/Adam Hawałej", "Adam Hawałej", "PAP"),
    (f"{PL} Fot. Adam Hawałej/PAP", "Adam Hawałej", "PAP"),
    (f"{PL} Fot. Dawid Żuchowicz / Agencja Wyborcza.pl", "Dawid Żuchowicz",
     "Agencja Wyborcza.pl"),
    (f"{PL} Fot. Dawid Żuchowicz/Agencja Gazeta", "Dawid Żuchowicz", "Agencja Gazeta"),
    (f"{PL} Źródło: TVN24", None, "TVN24"),
    (f"{PL} (kf) PAP/Krzysztof Ćwik", "Krzysztof Ćwik", "PAP"),
    # Czech
    (f"{CS} Foto: Jaroslav Ožana, ČTK", "Jaroslav Ožana", "CTK"),
    (f"{CS} Foto: Anna Vavríková, iDNES.cz", "Anna Vavríková", "iDNES.cz"),
    (f"{CS} Foto: iDNES.cz", None, "iDNES.cz"),
    (f"{CS} Foto: ČTK/Kamaryt Michal", "Kamaryt Michal", "CTK"),
    # Slovak
    (f"{SK} FOTO TASR - Martin Baumann", "Martin Baumann", "TASR"),
    (f"{SK} Foto: TASR - Martin Baumann", "Martin Baumann", "TASR"),
    (f"{SK} Foto: TASR/Martin Baumann", "Martin Baumann", "TASR"),
    # Hungarian
    (f"{HU} MTI Fotó: Kovács Attila", "Kovács Attila", "MTI"),
    (f"{HU} MTI/Czeglédi Zsolt", "Czeglédi Zsolt", "MTI"),
    (f"{HU} Fotó: Hevesi Gábor / Telex", "Hevesi Gábor", "Telex"),
    (f"{HU} (Fotó: Szabó Bence / Index)", "Szabó Bence", "Index"),
    (f"{HU} Fotó: Szabó Bence / Index", "Szabó Bence", "Index"),
    (f"{HU} Fotó: MTI/Czeglédi Zsolt", "Czeglédi Zsolt", "MTI"),
    # Romanian
    (f"{RO} Foto: (c) ALEXANDRU POP / AGERPRES FOTO", "Alexandru Pop", "Agerpres"),
    (f"{RO} Inquam Photos / Octav Ganea", "Octav Ganea", "Inquam Photos"),
    (f"{RO} Foto: Inquam Photos / Octav Ganea", "Octav Ganea", "Inquam Photos"),
    # Croatian and Serbian
    (f"{HR} Foto: Nikola Čutuk/PIXSELL", "Nikola Čutuk", "Pixsell"),
    (f"{HR} Foto Hina/ Mario Strmotić", "Mario Strmotić", "Hina"),
    (f"{HR} Foto: Hina/Mario Strmotić", "Mario Strmotić", "Hina"),
    (f"{SR} Foto: Tanjug/Vladimir Šporčić", "Vladimir Šporčić", "Tanjug"),
    (f"{SR} Foto: BETA/Dragan Gojić", "Dragan Gojić", "Beta"),
    (f"{SR} Foto: Beta/Dragan Gojić", "Dragan Gojić", "Beta"),
    # Bulgarian
    (f"{BG} Снимка: БТА", None, "BTA"),
    (f"{BG} Снимка: БТА/Красимир Свраков", "Красимир Свраков", "BTA"),
    (f"{BG} Снимка: Красимир Свраков, БТА", "Красимир Свраков", "BTA"),
])
def test_nordic_and_central_european_credits(gaz, caption, photographer, agency):
    _, credit = read_credit(caption, gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption", [
    f"{FI} Kuva: Lehtikuva", f"{FI} KUVA: ANNI RAUTIAINEN / STT", f"{FI_2} Kuva: Yle",
])
def test_kuva_is_a_label_not_the_uzbek_town(gaz, caption):
    facts = understand_caption(caption, gaz)
    assert all(m.text.lower() != "kuva" for m in facts.place.mentions)
    assert facts.place.resolution is None or facts.place.resolution.country_code == "FI"


@pytest.mark.parametrize("agency, country", [
    ("STT", "FI"), ("Yle", "FI"), ("Helsingin Sanomat", "FI"), ("HBL", "FI"), ("DN", "SE"),
    ("SvD", "SE"), ("DR", "DK"), ("Politiken", "DK"), ("Aftenposten", "NO"),
    ("Agencja Wyborcza.pl", "PL"), ("TVN24", "PL"), ("iDNES.cz", "CZ"), ("Telex", "HU"),
    ("Index", "HU"), ("Inquam Photos", "RO"),
])
def test_the_houses_homes(agency, country):
    assert house_country(Credit(agency=agency)) == country


@pytest.mark.parametrize("text", [
    "Refugees cross into Uganda from DR Congo, May 3, 2024.",
    "Shares fell on the Budapest Stock Exchange, the BUX Index",
    "The Hang Seng Index closed lower in Hong Kong, May 3, 2024.",
    "A telex machine at the museum",
    "Engineers test the Beta version of the software",
    "Supporters of the party in Stockholm. Foto",
    "The state of Politiken in Denmark",
    # French "DR", droits réservés (rights reserved): no house
    "Des manifestants à Paris, le 3 mai 2024. © DR",
    "Un concert à Lyon, le 3 mai 2024. (Photo : DR)",
])
def test_a_word_house_outside_a_credit_is_no_agency(gaz, text):
    credit = understand_caption(text, gaz).credit
    assert credit.agency is None
