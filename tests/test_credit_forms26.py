"""Session 26's credit forms: the houses and papers of the Andes, the Southern Cone and Southern
Europe, a labelled "Name / BODY" credit naming no known house, "courtesy" after a slash, a name
and a wire's capitals with no slash, "(Foto HOUSE)", the French papers' "Photo NAME. AFP", "AFP
PHOTO POOL", a copyright sign opening the caption before a dash, a name and its paper's e-mail,
a labelled credit in brackets inside the caption, Folha's dated credit, a house tag before a bar,
a name alone in capitals closing a Spanish caption, and a paper's page lines ("Share Via", "Read
Time: 3 min", "Why you can trust SCMP")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.rows import caption_row
from timeline.understand.agencies import HOME_COUNTRY, domain_house, normalise_agency
from timeline.understand.credits import parse_credit, split_credit


def _read(caption: str) -> tuple[str | None, str | None]:
    """(photographer, agency) split_credit reads from a caption."""
    credit = split_credit(caption)[1]
    return credit.photographer, credit.agency


# -- the houses: each a real house with its home (none for a title two countries' papers share)


@pytest.mark.parametrize("spelling, house, home", [
    ("GEC", "GEC", "PE"), ("ABC Color", "ABC Color", "PY"), ("Agencia Orbe", "Orbe", "CL"),
    ("APG", "APG", "BO"), ("Prensa Presidencial", "Prensa Presidencial", "VE"),
    ("Clarín", "Clarín", "AR"), ("EL PAÍS", "El País", None), ("PÚBLICO", "Público", None),
    ("El Comercio", "El Comercio", None), ("DN-Madeira", "DN-Madeira", "PT"),
    ("Global Imagens", "Global Imagens", "PT"), ("Faro de Vigo", "Faro de Vigo", "ES"),
    ("Agenzia Nova", "Agenzia Nova", "IT"), ("la Repubblica", "la Repubblica", "IT"),
    ("San Marino RTV", "San Marino RTV", "SM"), ("RollingNews.ie", "RollingNews.ie", "IE"),
    ("Wales News Service", "Wales News Service", "GB"),
    ("Regina Leader-Post", "Regina Leader-Post", "CA"), ("Miami Herald", "Miami Herald", "US"),
    ("共同", "Kyodo", "JP"),
])
def test_houses_of_the_session(spelling: str, house: str, home: str | None) -> None:
    """Each spelling names its house, which pictures its home country first (El País,
    Público and El Comercio are titles of two countries' papers: no home)."""
    assert normalise_agency(spelling) == house
    assert HOME_COUNTRY.get(house) == home


def test_nova_alone_is_no_house() -> None:
    """"Nova" is a word of many names (Nova Scotia, a supernova): only "Agenzia Nova" is it."""
    assert normalise_agency("Nova") is None


# -- a labelled credit's person, then the one body they shoot for: the body is the agency ----


@pytest.mark.parametrize("caption, photographer, agency", [
    (("O presidente recebe o primeiro-ministro no Palácio do Planalto, em Brasília. "
     "Foto: Ricardo Stuckert/PR"), "Ricardo Stuckert", "PR"),
    (("Vecinos de Villa El Salvador recogen agua de un camión cisterna, este lunes. "
     "(Foto: Lucía Ramos Tello / GEC)"), "Lucía Ramos Tello", "GEC"),
    ("Bomberos combaten el fuego en el Chaco. Foto: Nelson Zárate / ABC Color",
     "Nelson Zárate", "ABC Color"),
    ("Brigadistas recorren el cerro. Foto: Ana Pérez / Ministerio de Salud",
     "Ana Pérez", "Ministerio de Salud"),
])
def test_labelled_person_then_body(caption: str, photographer: str, agency: str) -> None:
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("credit, photographer, agency, provider", [
    ("Photo: John Smith/Handout", "John Smith", None, "Handout"),  # a marker, no body
    ("Photo: Jane Doe/AFP", "Jane Doe", "AFP", None),  # a house the tables know
])
def test_person_then_body_near_misses(credit: str, photographer: str, agency: str | None,
                                      provider: str | None) -> None:
    found = parse_credit(credit)
    assert (found.photographer, found.agency, found.provider) == (photographer, agency, provider)


# -- "courtesy" after a slash: the body that gave the picture out, no word of its name -------


@pytest.mark.parametrize("credit", [
    "(Photo: Dana Whitlock / courtesy Live Nation)",
    "(Photo: Dana Whitlock / Courtesy of Live Nation)",
])
def test_courtesy_after_slash(credit: str) -> None:
    assert _read(f"The singer poses in Madrid in March 2025. {credit}") == (
        "Dana Whitlock", "Live Nation")


# -- a name, then a wire's capitals, no slash ---------------------------------------------


@pytest.mark.parametrize("caption, photographer, agency", [
    (("Un hombre carga agua en Petare durante el apagón, el 9 de marzo de 2019. "
     "Foto:Federico Parra Ruiz AFP"), "Federico Parra Ruiz", "AFP"),
    ("Manifestantes marchan en Quito este martes. Foto: Rodrigo Buendía EFE",
     "Rodrigo Buendía", "EFE"),
    ("Demonstranten in Berlin am Samstag. Foto: Michael Kappeler dpa", "Michael Kappeler",
     "dpa"),
])
def test_name_then_wire_capitals(caption: str, photographer: str, agency: str) -> None:
    assert _read(caption) == (photographer, agency)


def test_name_then_capital_surname_is_no_house() -> None:
    """AFP's own style writes the surname in capitals: that word is the name's."""
    assert _read("Des manifestants à Lyon, le 5 décembre. Photo: Jean-Marc MORIN") == (
        "Jean-Marc Morin", None)


# -- "Foto HOUSE" in brackets, no colon ---------------------------------------------------


@pytest.mark.parametrize("caption, agency", [
    (("Roma, 3 marzo 2023 – Il presidente riceve i sindacati a Palazzo Chigi. "
     "(Foto Agenzia Nova)"), "Agenzia Nova"),
    (("San Marino, 1° ottobre 2023 – La cerimonia in Piazza della Libertà. "
     "(Foto San Marino RTV)"), "San Marino RTV"),
    ("Milano, 8 aprile 2024 – Il corteo in piazza Duomo. (Foto ANSA)", "ANSA"),
])
def test_foto_and_house(caption: str, agency: str) -> None:
    assert _read(caption) == (None, agency)


# -- Libération's and the French papers' "Photo NAME. AFP" -------------------------------


@pytest.mark.parametrize("caption, photographer", [
    ("Des pompiers à Marseille, le 12 août 2016. Photo Boris HORVAT. AFP", "Boris Horvat"),
    (("Le cortège arrive place de la République, le 7 janvier 2016. Photo Jean-Pierre MULLER. "
     "AFP"), "Jean-Pierre Muller"),
])
def test_photo_name_then_house_sentence(caption: str, photographer: str) -> None:
    assert _read(caption) == (photographer, "AFP")


def test_house_sentence_alone_keeps_no_photographer() -> None:
    assert _read("Des pompiers à Marseille, le 12 août 2016. AFP") == (None, "AFP")


@pytest.mark.parametrize("caption", [
    # a body's handout after "Photo", no one's name ("Marine" is also a first name)
    "Un sous-marin quitte la rade de Toulon, le 12 mars 2024. Photo Marine Nationale. AFP",
    "Des migrants sur une plage près de Calais, le 3 mai 2024. Photo Gendarmerie Nationale. AFP",
])
def test_photo_body_then_house_sentence(caption: str) -> None:
    assert _read(caption) == (None, "AFP")


@pytest.mark.parametrize("caption, photographer", [
    ("Roma, 10 aprile 2024. Corteo a piazza Venezia. Foto di Marco Rossi", "Marco Rossi"),
    ("Vista de Sevilla, 10 de abril de 2024. Foto de Juan Pérez", "Juan Pérez"),
    # a common noun after "Foto di": a group picture, no one's name
    ("Gli studenti davanti al Duomo di Milano, 10 aprile 2024. Foto di gruppo", None),
    ("Vista de Sevilla, 10 de abril de 2024. Foto de archivo", None),
])
def test_foto_di_needs_a_capitalised_name(caption: str, photographer: str | None) -> None:
    assert _read(caption)[0] == photographer


# -- AFP PHOTO POOL: the house's own pool picture, no one named -----------------------------


@pytest.mark.parametrize("caption", [
    ("The two leaders sign the treaty at the Elysee Palace in Paris, 22 January 1963. "
    "AFP PHOTO POOL"),
    "The two leaders sign the treaty at the Elysee Palace in Paris. AFP PHOTO FILES",
])
def test_afp_photo_pool(caption: str) -> None:
    assert _read(caption) == (None, "AFP")


def test_belga_photo_name_still_a_name() -> None:
    assert _read("Fans in Brussels on Sunday. BELGA PHOTO DIRK WAEM") == ("Dirk Waem", "Belga")


# -- a copyright sign opening the caption, its credit closed by a dash ---------------------


@pytest.mark.parametrize("caption, photographer, agency", [
    (("© Olivier Arandel / Le Parisien — Gare du Nord, lundi 9 décembre 2019. Les quais "
     "restent vides."), "Olivier Arandel", "Le Parisien"),
    ("© Ana Ruiz / Getty Images — Fans gather outside the stadium in Seville on Friday.",
     "Ana Ruiz", "Getty Images"),
])
def test_copyright_sign_then_dash(caption: str, photographer: str, agency: str) -> None:
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert not body.startswith("©")


# -- a name and its paper's e-mail ------------------------------------------------------


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Crews clear debris on Collins Avenue on Friday. PEDRO PORTAL pportal@miamiherald.com",
     "Pedro Portal", "Miami Herald"),
    ("Fans cheer at the Kaseya Center on Tuesday. Matias J. Ocner mocner@miamiherald.com",
     "Matias J. Ocner", "Miami Herald"),
    ("Vecinos en la avenida Corrientes, el 3 de mayo. LUCÍA MERLE lmerle@clarin.com",
     "Lucía Merle", "Clarín"),
])
def test_name_and_email(caption: str, photographer: str, agency: str) -> None:
    assert _read(caption) == (photographer, agency)


def test_reader_email_is_no_credit() -> None:
    """A person's e-mail at a mail service, in ordinary case, names no photographer."""
    assert _read("Readers can send us their pictures. Jane Doe jane@gmail.com") == (None, None)


@pytest.mark.parametrize("domain, house", [
    ("miamiherald.com", "Miami Herald"), ("photo.clarin.com", "Clarín"),
    ("washingtonpost.com", "The Washington Post"), ("gmail.com", None), ("ap.org", None),
])
def test_domain_house(domain: str, house: str | None) -> None:
    assert domain_house(domain) == house


@settings(max_examples=60, deadline=None)
@given(st.from_regex(r"[a-z]{1,5}\.(?:com|org|net|es)", fullmatch=True))
def test_short_domains_name_no_house(domain: str) -> None:
    """A domain of five letters or fewer spells no house: only long names count."""
    assert domain_house(domain) is None


# -- a labelled credit in brackets inside the caption --------------------------------------


def test_labelled_credit_inside_keeps_its_date() -> None:
    body, credit = split_credit(
        "Destroços do avião perto de Medellín, na Colômbia (Foto: Raul Arboleda/AFP – "
        "29/11/2016). A aeronave caiu na noite de segunda-feira.")
    assert (credit.photographer, credit.agency) == ("Raul Arboleda", "AFP")
    assert "29/11/2016" in body and "Arboleda" not in body


def test_bracketed_fraction_is_no_credit() -> None:
    assert _read("O rio subiu (foto: 1/2 do nível). Moradores deixam as casas.") == (None, None)


# -- Folha's "Name - D.mon.YYYY/Folhapress" ----------------------------------------------


def test_folha_dated_credit() -> None:
    body, credit = split_credit("Manifestantes na avenida Paulista, em São Paulo - Bruno "
                                "Santos - 14.mar.2021/Folhapress")
    assert (credit.photographer, credit.agency) == ("Bruno Santos", "Folhapress")
    assert body.endswith("14.mar.2021") and "Santos" not in body


# -- a house's tag and a bar opening the caption -----------------------------------------


def test_house_tag_before_bar() -> None:
    assert _read("APG | SUCRE, 25 de mayo de 2024.- Estudiantes desfilan en la plaza "
                 "25 de Mayo.") == (None, "APG")


def test_unknown_tag_before_bar_is_no_house() -> None:
    assert _read("BREAKING | Crowds gather in Lima on Sunday.") == (None, None)


# -- a name alone in capitals closing a Spanish caption ------------------------------------


@pytest.mark.parametrize("caption, photographer", [
    (("Procesión del Santo Entierro en la plaza Mayor, el Viernes Santo, 18 de abril de 2025. "
     "RAMÓN GÓMEZ"), "Ramón Gómez"),
    ("Vecinos de la calle Santiago en las fiestas de San Juan de 2023. ALBERTO MINGUEZA",
     "Alberto Mingueza"),
])
def test_capitals_name_alone(caption: str, photographer: str) -> None:
    assert _read(caption) == (photographer, None)


@pytest.mark.parametrize("caption", [
    "Fans wait outside the stadium on Friday. NEW YORK CITY",
    "Protesters march in Madrid on Sunday. NO RESALES. NO ARCHIVES",
    "Vecinos de la plaza de Oriente el domingo. NO ARCHIVES",
    # a body or a description in capitals: no one's name
    "El presidente de Chile habla en Santiago, el 3 de mayo de 2022. PRENSA PRESIDENCIA",
    "Vista aérea de la ciudad de Valparaíso en 2019. FOTO ARCHIVO",
    "Obras en la autovía de Castilla, 5 de junio de 2023. GOBIERNO DE ARAGÓN",
    # a club's handout in a Spanish caption
    "Los jugadores celebran el título en el estadio, 12 de mayo de 2024. REAL MADRID",
    # English captions naming a Spanish or French place, closed by a place or a team
    "Tourists cross the Place de la Concorde in Paris on July 14, 2024. PARIS FRANCE",
    "Tourists walk along Calle de la Fortaleza in Old San Juan. SAN JUAN PUERTO RICO",
    "Fans cheer during the Copa de la Liga in Buenos Aires, May 25, 2024. BOCA JUNIORS",
])
def test_capitals_that_are_no_name(caption: str) -> None:
    assert _read(caption)[0] is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["ROSA", "PEDRO", "NAVARRO", "SILVA", "GOMEZ", "LOPEZ"]),
                min_size=2, max_size=3))
def test_english_captions_keep_their_capitals(words: list[str]) -> None:
    """A caption with no Romance " de " never reads its closing capitals as a name."""
    caption = f"Crowds gather in the square on Saturday. {' '.join(words)}"
    assert _read(caption)[0] is None


# -- a paper's page lines under a caption --------------------------------------------------


def test_page_furniture_and_trust_line(gaz) -> None:
    row = caption_row("Commuters queue for buses at Admiralty on Monday. Photo: Jane Lam\n"
                      "Published: 8:15am, 3 Mar 2025\nWhy you can trust SCMP", ["test"], gaz)
    assert (row["photographer"], row["agency"]) == ("Jane Lam", "South China Morning Post")
    row = caption_row("Fans celebrate in Mumbai after the final on Sunday. (AFP)\n"
                      "Updated on: Mar 10, 2025 01:12 AM IST\nAdvertisement\nShare Via\n"
                      "Read Time: 2 min", ["test"], gaz)
    assert row["agency"] == "AFP"


# a country's abbreviation in brackets closing the sentence before the credit: the stop after
# the bracket ends a sentence ("(EE.UU.). EFE/Name"), unlike the stops inside "U.S. Army"
@pytest.mark.parametrize("caption, photographer, agency", [
    ("MIAMI, 03/11/2024.- Simpatizantes participan en una caravana en Miami (EE.UU.). "
     "EFE/Cristóbal Herrera", "Cristóbal Herrera", "EFE"),
    ("LONDRES, 12/05/2023.- Vista del palacio de Buckingham (R.U.). EFE/Andy Rain",
     "Andy Rain", "EFE"),
    ("Troops patrol in Kandahar, Afghanistan, Jan. 3, 2011. U.S. Army photo by Sgt. John Doe",
     "John Doe", "U.S. Army"),
])
def test_a_stop_after_a_bracketed_abbreviation_ends_the_sentence(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


# -- the end check's forms: Ticino's and Thessaloniki's houses, a paper's title between "Foto" and
# a slash, a name with its house in brackets after a label, a name and a house in brackets
# inside the text, a regional government's "Junta", and a house on the line over a page's stamp


@pytest.mark.parametrize("spelling, house, home", [
    ("TI-PRESS", "TI-PRESS", "CH"), ("Ti-Press", "TI-PRESS", "CH"),
    ("MOTIONTEAM", "MotionTeam", "GR"), ("Motion Team", "MotionTeam", "GR"),
])
def test_the_end_check_s_houses(spelling, house, home) -> None:
    assert normalise_agency(spelling) == house and HOME_COUNTRY[house] == home


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Visitors watch the fireworks over the lake in Lugano, Switzerland, on August 1, 2023. "
     "(TI-PRESS/Francesca Agosta)", "Francesca Agosta", "TI-PRESS"),
    ("Crowds fill the Piazza Grande in Locarno. (Ti-Press / Samuel Golay)", "Samuel Golay",
     "TI-PRESS"),
    ("Διαδηλωτές στην παραλία της Θεσσαλονίκης. ΦΩΤΟΓΡΑΦΙΑ: MOTIONTEAM/ΓΙΑΝΝΗΣ ΠΑΠΑΝΙΚΟΣ",
     "Γιαννης Παπανικος", "MotionTeam"),
])
def test_ticino_s_and_thessaloniki_s_credits(caption, photographer, agency) -> None:
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("raw, photographer, agency", [
    ("Foto L'Unione Sarda / Mario Rosas", "Mario Rosas", "L'Unione Sarda"),
    ("Foto La Nuova Sardegna / Gianni Careddu", "Gianni Careddu", "La Nuova Sardegna"),
    ("Foto Il Tirreno / Franco Silvi", "Franco Silvi", "Il Tirreno"),
    ("Photo L'Équipe / Pierre Lahalle", "Pierre Lahalle", "L'Équipe"),
    # near-misses: a person first, and a known house first, stay as they were read
    ("Foto Marco Rossi / ANSA", "Marco Rossi", "ANSA"),
    ("Foto Hina/ Damir Sencar", "Damir Sencar", "Hina"),
])
def test_a_paper_s_title_between_foto_and_a_slash(raw, photographer, agency) -> None:
    credit = parse_credit(raw)
    assert credit is not None and (credit.photographer, credit.agency) == (photographer, agency)


def test_a_surname_with_an_elision_is_no_title() -> None:
    credit = parse_credit("Foto D'Alessandro / Mario Rosas")
    assert credit is None or credit.agency != "D'Alessandro"


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Los costaleros recogen el paso en la calle Feria este Jueves Santo. / Foto: Manuel Gómez "
     "(ABC)", "Manuel Gómez", "ABC"),
    ("Vecinos de Chamberí hacen cola ante el centro de salud. Foto: Ana Ruiz (EFE)", "Ana Ruiz",
     "EFE"),
    # near-misses: a body, not a person, before the house
    ("Agentes vigilan el acceso al estadio. Foto: Policía Local (EFE)", None, "EFE"),
])
def test_a_labelled_name_before_a_house_in_brackets(caption, photographer, agency) -> None:
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency, body", [
    ("Milhares de pessoas nas marchas populares da Avenida da Liberdade (Rui Gaudêncio/PÚBLICO), "
     "na noite de 12 de junho de 2024.", "Rui Gaudêncio", "Público",
     "Milhares de pessoas nas marchas populares da Avenida da Liberdade, na noite de 12 de "
     "junho de 2024."),
    ("Os bombeiros combatem o fogo na serra de Monchique (Nuno Ferreira Santos/PÚBLICO) ao "
     "fim da tarde de domingo.", "Nuno Ferreira Santos", "Público",
     "Os bombeiros combatem o fogo na serra de Monchique ao fim da tarde de domingo."),
])
def test_a_name_and_a_house_in_brackets_inside_the_text(caption, photographer, agency,
                                                         body) -> None:
    text, credit = split_credit(caption)
    assert (credit.photographer, credit.agency, text) == (photographer, agency, body)


@pytest.mark.parametrize("caption", [
    "O comboio liga as duas cidades (Lisboa/Porto) em menos de três horas.",
    "O ministro (João Costa/PS) falou aos jornalistas no parlamento.",
    "Jogadores celebram o golo (2-1/Benfica) no Estádio da Luz.",
])
def test_a_bracket_of_places_or_a_party_is_no_credit(caption) -> None:
    assert _read(caption) == (None, None)


@pytest.mark.parametrize("raw", ["Foto: Junta de Extremadura", "Foto: Junta de Andalucía",
                                 "Foto: Junta de Castilla y León"])
def test_a_regional_junta_is_a_body_not_a_person(raw) -> None:
    credit = parse_credit(raw)
    assert credit is not None and credit.photographer is None


def test_a_house_on_the_line_over_a_page_s_stamp(gaz) -> None:
    row = caption_row("Crowds gather for the Waitangi Day celebrations\nNZ Herald\n"
                      "6 Feb, 2025 11:20 AM\n\nThousands gather on the Treaty Grounds at "
                      "Waitangi this morning for the dawn service. Photo / Jane Smith",
                      ["test"], gaz)
    assert (row["photographer"], row["agency"]) == ("Jane Smith", "NZ Herald")


def test_a_writer_on_the_line_over_a_page_s_stamp_is_no_house(gaz) -> None:
    row = caption_row("Crowds gather for the Waitangi Day celebrations\nJane Smith\n"
                      "6 Feb, 2025 11:20 AM\n\nThousands gather on the Treaty Grounds at "
                      "Waitangi this morning for the dawn service. Photo / John Brown",
                      ["test"], gaz)
    assert row["agency"] is None


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="abcdeABCDE ()/'ÉÚ-", max_size=80))
def test_brackets_and_titles_never_raise(text) -> None:
    split_credit(text)
    parse_credit("Foto " + text)
