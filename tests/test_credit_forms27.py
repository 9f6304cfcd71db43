"""Session 27's credit forms: the houses of Quebec and Acadia, Mexico, the Netherlands, Poland
and East Africa; a labelled "Name HOUSE" with no mark between, Quebecor's "PHOTO AGENCE QMI,
NAME" and Le Soleil's "LE SOLEIL, NAME", Acadie Nouvelle's "- HOUSE: Name", Milenio's "(Foto: Name |
MILENIO)" inside the text, La Presse canadienne's "(PC/Name)", "courtesy" in Spanish and French,
EFE's restriction notes as parts of a credit, a handout body's name with a number, a body's
initials after a label, the Nation's bars glued to their words, BNS's "Name (BNS) nuotr.",
Mainichi's "本社ヘリから撮影・Name", a house's name alone on the line above its caption, and
Fana's "FBC" beside Fiji's broadcaster."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.agencies import HOME_COUNTRY, credit_slot_agency, normalise_agency
from timeline.understand.credits import parse_credit, split_credit
from timeline.understand.page_lines import credit_line_above


def _read(caption: str) -> tuple[str | None, str | None]:
    """(photographer, agency) split_credit reads from a caption."""
    credit = split_credit(caption)[1]
    return credit.photographer, credit.agency


# -- the houses: each a real house with its home (none for a title two countries' papers share)


@pytest.mark.parametrize("spelling, house, home", [
    # (Le Soleil: Quebec City's paper and Dakar's, no home)
    ("Le Devoir", "Le Devoir", "CA"), ("LE SOLEIL", "Le Soleil", None),
    ("Agence QMI", "Agence QMI", "CA"), ("Radio-Canada", "Radio-Canada", "CA"),
    ("Acadie Nouvelle", "Acadie Nouvelle", "CA"), ("Agencia Reforma", "Agencia Reforma", "MX"),
    ("Hollandse Hoogte", "Hollandse Hoogte", "NL"), ("News United", "News United", "NL"),
    ("Capital FM", "Capital FM", "KE"), ("Addis Standard", "Addis Standard", "ET"),
])
def test_the_houses_of_the_session(spelling, house, home):
    assert normalise_agency(spelling) == house and HOME_COUNTRY.get(house) == home


@pytest.mark.parametrize("word, house", [("MILENIO", "Milenio"), ("FORUM", "FORUM"),
                                         ("NOS", "NOS")])
def test_a_house_named_by_a_word_counts_only_in_a_credit_s_slot(word, house):
    # Spanish "milenio" (a millennium), a forum, Spanish and French "nos" (us)
    assert normalise_agency(word) is None and credit_slot_agency(word) == house
    assert house in HOME_COUNTRY


@pytest.mark.parametrize("caption, photographer, agency", [
    # a labelled credit naming a known house of two or three words after the name, no mark
    ("Des manifestants devant l'Assemblée nationale, à Québec, le 4 mai 2021. "
     "Photo: Jacques Nadeau Le Devoir", "Jacques Nadeau", "Le Devoir"),
    ("Des sinistrés à Gatineau, le 6 mai 2019. Photo: Marie-France Coallier Le Devoir",
     "Marie-France Coallier", "Le Devoir"),
    ("Comerciantes en el Centro Histórico de Monterrey, el 3 de marzo de 2020. "
     "Foto: Gabriel Ruiz Agencia Reforma", "Gabriel Ruiz", "Agencia Reforma"),
    # Quebecor's and Le Soleil's capitals: the house, a comma, the photographer
    ("La patinoire du Vieux-Port de Montréal, le dimanche 5 janvier 2020. "
     "PHOTO AGENCE QMI, JOËL LEMAY", "Joël Lemay", "Agence QMI"),
    ("Des skieurs au mont Sainte-Anne, le samedi 11 janvier 2020. LE SOLEIL, YAN DOUBLET",
     "Yan Doublet", "Le Soleil"),
    # Acadie Nouvelle: a dash, the house, a colon, the photographer
    ("Des bénévoles nettoient la plage de Pointe-du-Chêne, le 22 juin. "
     "- Acadie Nouvelle: Marc-André Losier", "Marc-André Losier", "Acadie Nouvelle"),
    # the house before a slash, a broadcaster
    ("Des pompiers sur les lieux d'un incendie à Rimouski, le 2 mars 2022. "
     "Photo : Radio-Canada / Jean-Louis Bordeleau", "Jean-Louis Bordeleau", "Radio-Canada"),
    # Milenio's labelled credit with a bar, closing the text and inside it
    ("Manifestantes marchan sobre Paseo de la Reforma, 8 de marzo de 2022. "
     "(Foto: Octavio Hoyos | MILENIO)", "Octavio Hoyos", "Milenio"),
    ("Vecinos de Iztapalapa (Foto: Nayeli Cruz | MILENIO) esperan la llegada de las pipas de "
     "agua el 12 de abril de 2021.", "Nayeli Cruz", "Milenio"),
    # La Presse canadienne's initials before its photographer
    ("Des militaires dans les rues de Gatineau, le 8 mai 2017. (PC/Justin Tang)",
     "Justin Tang", "The Canadian Press"),
    # the Netherlands' and Poland's houses
    ("Demonstranten op het Malieveld in Den Haag, 10 maart 2023. "
     "Foto: Hollandse Hoogte / Robin Utrecht", "Robin Utrecht", "Hollandse Hoogte"),
    ("Een ongeval op de A12 bij Woerden. Foto: News United / Dick Vos", "Dick Vos",
     "News United"),
    ("Protest tegen de stikstofplannen in Den Haag. (28 juni 2022) Beeld: NOS / Sander Koning",
     "Sander Koning", "NOS"),
    ("Protest rolników w Warszawie, 9.02.2024. Fot. FORUM", None, "FORUM"),
    # East Africa's
    ("Traders count losses after a fire at Gikomba market in Nairobi on June 28, 2023. "
     "CAPITAL FM/JOSEPH MUIRURI", "Joseph Muiruri", "Capital FM"),
    ("Protesters in Bahir Dar on Tuesday, August 8, 2023. Photo: Addis Standard", None,
     "Addis Standard"),
])
def test_the_forms_of_the_session(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption", [
    # one word after a name is no house but in capitals: a person's surname
    "A vigil in Halifax on Sunday. Photo: Mary Jane Soleil",
    # no house of the tables closes it: a place after the name
    "Des cyclistes sur la piste, le 3 juin. Photo: Pierre Gagnon Trois-Rivières",
])
def test_a_name_with_no_known_house_after_it_stays_a_name(caption):
    photographer, agency = _read(caption)
    assert agency is None and photographer is not None and " " in photographer


@pytest.mark.parametrize("caption", [
    # a closing sentence in capitals that is no credit: no known house before its comma
    "LE MAIRE PARLE AUX CITOYENS. HÔTEL DE VILLE, TROIS-RIVIÈRES QUÉBEC",
    "Des policiers à Montréal. POLICE, SÛRETÉ DU QUÉBEC",
])
def test_capitals_with_no_house_before_the_comma_are_no_credit(caption):
    assert _read(caption) == (None, None)


@pytest.mark.parametrize("raw, provider", [
    # "courtesy" in Spanish and French: the source, no photographer
    ("Foto: Cortesía Univision 41 San Antonio", "Univision 41 San Antonio"),
    ("Foto: Cortesía del Ministerio de Salud", "Ministerio de Salud"),
    ("Photo : gracieuseté du ministère des Transports", "ministère des Transports"),
])
def test_courtesy_in_spanish_and_french_names_no_photographer(raw, provider):
    credit = parse_credit(raw)
    assert credit is not None and credit.photographer is None and credit.provider == provider


@pytest.mark.parametrize("raw, photographer", [
    ("Foto: Juan Pérez/Cortesía", "Juan Pérez"), ("Photo : Anne Roy/Gracieuseté", "Anne Roy"),
])
def test_courtesy_alone_after_a_name_is_no_house(raw, photographer):
    credit = parse_credit(raw)
    assert credit is not None and (credit.photographer, credit.agency) == (photographer, None)


def test_efe_s_restriction_notes_name_no_one():
    credit = parse_credit("EFE/Gobierno de Jalisco/SOLO USO EDITORIAL/SOLO DISPONIBLE PARA "
                          "ILUSTRAR LA NOTICIA QUE ACOMPAÑA (CRÉDITO OBLIGATORIO)")
    assert credit is not None and credit.agency == "EFE" and credit.photographer is None


@pytest.mark.parametrize("caption, provider", [
    # a handout body named with its department's number is its provider, no photographer
    ("Des pompiers luttent contre un feu de forêt près de Martigues, le 10 août 2022. "
     "(Photo by Handout / SDIS 13 / AFP)", "SDIS 13"),
    # a body's initials after a label: a vowel, then three consonants, is no one's name
    ("Traders queue for inspection at the Nakawa offices in Kampala on Monday. PHOTO: UNBS",
     "UNBS"),
])
def test_a_body_is_no_photographer(caption, provider):
    credit = split_credit(caption)[1]
    assert credit.photographer is None and credit.provider == provider


def test_a_one_word_name_in_capitals_after_a_label_is_still_a_name():
    assert _read("Warga antre minyak goreng di Medan. FOTO: ANDRI")[0] == "Andri"


@pytest.mark.parametrize("caption, photographer, agency", [
    # the Nation's bars glued to their words
    ("Commuters wade through floodwaters along Outering Road in Nairobi on May 1, 2024."
     "PHOTO|EVANS HABIL|NMG", "Evans Habil", "Nation Media"),
    ("Wafanyabiashara wa soko la Kongowea mjini Mombasa. PICHA|WACHIRA MWANGI|TAIFA LEO",
     "Wachira Mwangi", "Taifa Leo"),
])
def test_the_nation_s_glued_bars(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer", [
    # BNS: the photographer in the genitive, the house in brackets, "nuotr." (photo)
    ("Protestuotojai prie Seimo Vilniuje, 2021 m. rugpjūčio 10 d. Irmanto Gelūno (BNS) nuotr.",
     "Irmanto Gelūno"),
    ("Kaune atidarytas naujas tiltas. Lukas Balandžio (BNS) nuotr.", "Lukas Balandžio"),
])
def test_bns_s_name_and_bracketed_house(caption, photographer):
    assert _read(caption) == (photographer, "BNS")


def test_a_bracket_before_nuotr_that_names_no_house_is_no_credit():
    assert _read("Kaune vyko šventė. Jono Jonaičio (Facebook) nuotr.") == (None, None)


@pytest.mark.parametrize("caption, photographer", [
    # Mainichi: taken from its own helicopter, then "・" and the photographer
    ("土砂崩れで寸断された国道＝石川県珠洲市で2024年1月2日午前10時、本社ヘリから撮影・佐藤健吾",
     "佐藤健吾"),
    ("浸水した住宅街＝福岡県久留米市で2023年7月10日、本社ヘリから撮影・中村敦茂", "中村敦茂"),
])
def test_mainichi_s_photographer_after_its_helicopter(caption, photographer):
    assert _read(caption)[0] == photographer


def test_a_helicopter_with_no_name_after_it_names_no_one():
    caption = "浸水した住宅街＝福岡県久留米市で2023年7月10日、本社ヘリから撮影"
    assert _read(caption)[0] is None


def test_a_house_alone_on_the_line_above_its_caption():
    caption = ("APP\nGILGIT, August 3, 2022: Residents cross a damaged bridge over the Gilgit "
               "River after flash floods swept through the valley.")
    found = credit_line_above(caption)
    assert found is not None and found[1].agency == "APP"


def test_a_headline_in_capitals_above_a_caption_is_no_house():
    caption = ("FLOODS\nGILGIT, August 3, 2022: Residents cross a damaged bridge over the Gilgit "
               "River after flash floods swept through the valley.")
    assert credit_line_above(caption) is None


@pytest.mark.parametrize("caption, agency", [
    # "FBC": Fana Broadcasting Corporate's, Fiji's broadcaster's under a picture of Fiji
    ("Farmers harvest teff near Debre Markos on November 2, 2024. Photo: FBC", "Fana"),
    ("Residents clear debris in Lautoka, Fiji, after Cyclone Yasa. Photo: FBC", "FBC News"),
])
def test_fbc_is_fana_s_but_under_a_picture_of_fiji(caption, agency):
    assert _read(caption)[1] == agency


_NAMES = st.lists(st.sampled_from(["Julie", "Martin", "Gagnon", "Roy", "Côté", "Bouchard",
                                   "Marie-Ève", "Tremblay"]), min_size=2, max_size=3)


@settings(max_examples=60, deadline=None)
@given(_NAMES, st.sampled_from(["Le Devoir", "Agencia Reforma", "Acadie Nouvelle"]))
def test_any_name_then_a_known_house_is_parted(words, house):
    name = " ".join(words)
    credit = parse_credit(f"Photo: {name} {house}")
    assert credit is not None and credit.agency == normalise_agency(house)
    assert credit.photographer == name


# a body after "courtesy" in Spanish, French and English is the provider, never the person;
# a person after it is the photographer in all three
@pytest.mark.parametrize("credit, photographer, provider", [
    ("Foto: cortesía Instituto Nacional de Antropología e Historia", None,
     "Instituto Nacional de Antropología e Historia"),
    ("Foto: cortesía de la Secretaría de Marina", None, "Secretaría de Marina"),
    ("Photo: courtesy National Institute of Anthropology", None,
     "National Institute of Anthropology"),
    ("Photo : gracieuseté Sécurité publique de Saguenay", None, "Sécurité publique de Saguenay"),
    ("Foto: cortesía Rodrigo Castañeda", "Rodrigo Castañeda", None),
    ("Photo courtesy of Hannah Whitfield", "Hannah Whitfield", None),
])
def test_courtesy_of_a_body_is_its_provider(credit, photographer, provider):
    found = parse_credit(credit)
    assert found.photographer == photographer and found.provider == provider


# armed forces, the Red Cross and the guards are bodies, never the photographer; a person whose
# name shares one of their words is still one
@pytest.mark.parametrize("credit, photographer, provider", [
    ("EFE/Armada de México/SOLO USO EDITORIAL", None, "Armada de México"),
    ("EFE/Cruz Roja Española/SOLO USO EDITORIAL/NO VENTAS", None, "Cruz Roja Española"),
    ("EFE/Fuerza Aérea Argentina", None, "Fuerza Aérea Argentina"),
    ("Photo : Croix-Rouge canadienne", None, "Croix-Rouge canadienne"),
    ("EFE/Guardia Civil/SOLO USO EDITORIAL", None, "Guardia Civil"),
    ("EFE/Mónica Cruz", "Mónica Cruz", None),
    ("AFP/Marina Lystseva", "Marina Lystseva", None),
])
def test_institutions_are_no_photographers(credit, photographer, provider):
    found = parse_credit(credit)
    assert found.photographer == photographer and found.provider == provider


@pytest.mark.parametrize("caption, photographer, agency", [
    # a known house alone as the last sentence, as the house writes it
    ("Comerciantes cierran sus locales en el Centro de Guadalajara, el 3 de junio de 2024. "
     "Agencia Reforma", None, "Agencia Reforma"),
    ("Polizisten sichern den Hauptbahnhof in Hamburg am 12. Mai 2024. dpa", None, "dpa"),
    # Acadie Nouvelle's "HOUSE: Name" after a full stop, no dash
    ("Des pêcheurs déchargent leurs casiers au quai de Shippagan, le 2 mai 2024. "
     "Acadie Nouvelle: Réal Fradette", "Réal Fradette", "Acadie Nouvelle"),
    # near-misses: a word of the text, a team, a speaker's colon
    ("Supporters celebrate in Lviv on May 5, 2024. Ukraine", None, None),
    ("Fans gather outside the Bernabeu in Madrid, Spain, May 4, 2024. Real Madrid", None, None),
    ("Le maire s'adresse aux citoyens à Dieppe, le 5 mai 2023. Le maire: Yvon Lapierre",
     None, None),
])
def test_a_house_closing_the_caption(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer", [
    # Mainichi's credit moved to the caption's top, a space before the text
    ("本社ヘリから撮影・佐藤健吾 土砂崩れで寸断された国道＝石川県珠洲市で2024年1月2日", "佐藤健吾"),
    ("本社ヘリから撮影・中村敦茂　浸水した住宅街＝福岡県久留米市で2023年7月10日", "中村敦茂"),
    # near-misses: the word "撮影" opening a phrase of the text, naming no one
    ("撮影場所 浸水した住宅街＝福岡県久留米市で2023年7月10日", None),
    ("撮影禁止の看板が立つ神社＝京都市東山区で2024年5月3日", None),
])
def test_mainichi_s_credit_opening_the_caption(caption, photographer):
    assert _read(caption)[0] == photographer


@pytest.mark.parametrize("caption, agency", [
    # a house as it writes itself, alone on the line above: mixed case too
    ("Reuters\nResidents wade through a flooded street in Valencia, Spain, October 30, 2024.",
     "Reuters"),
    ("Agencia Reforma\nComerciantes cierran sus locales en el Centro de Guadalajara, el 3 de "
     "junio de 2024.", "Agencia Reforma"),
])
def test_a_house_as_written_on_the_line_above(caption, agency):
    found = credit_line_above(caption)
    assert found is not None and found[1].agency == agency


@pytest.mark.parametrize("head", ["Storm", "Floods in Spain", "Guardian angels"])
def test_a_head_line_in_mixed_case_is_no_house(head):
    caption = f"{head}\nResidents wade through a flooded street in Valencia, Spain, October 30, 2024."
    assert credit_line_above(caption) is None


@given(st.sampled_from(["dpa", "Agencia Reforma", "Acadie Nouvelle"]),
       st.sampled_from(["Crowds gather in the square", "Des gens se rassemblent sur la place",
                        "Vecinos se reúnen en la plaza"]),
       st.integers(min_value=1, max_value=28))
@settings(max_examples=40, deadline=None)
def test_a_known_house_closing_any_caption_is_its_agency(house, text, day):
    caption = f"{text} on May {day}, 2024. {house}"
    assert _read(caption) == (None, house)
