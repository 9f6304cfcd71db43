"""Session 28's credit forms: the houses of Southern Africa, the Gulf, the British Isles' local
papers and agencies, Germany, Austria and Italy, and the UN's and AU's missions; dpa's German
restriction note after its credit ("- ACHTUNG: ..."), a copyright sign opening a credit no full
stop sets off, "Name HOUSE" closing a caption with no mark between, a house's slip heading the
caption ("Pacemaker Press Belfast 14-02-2024:", "PA NEWS PHOTO 18/6/84"), Belga's "FOTO POOL
NAME", Italy's "(foto HOUSE)", Wales' "Llun/Photo:", SANA's "Tasweer:", a dateline's tag with a
colon or none after it, Pakistan's "—APP" glued to the last stop, a body's "handout photo", a
labelled credit closed by a bar, a page's day line with its paper after a bar, and a labelled
"Name | HOUSE" inside the text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.agencies import HOME_COUNTRY, credit_slot_agency, normalise_agency
from timeline.understand.credits import parse_credit, split_credit
from timeline.understand.page_lines import split_page_head


def _read(caption: str) -> tuple[str | None, str | None]:
    """(photographer, agency) split_credit reads from a caption."""
    credit = split_credit(caption)[1]
    return credit.photographer, credit.agency


# -- the houses: each a real house with its home


@pytest.mark.parametrize("spelling, house, home", [
    ("TIMES OF ZAMBIA", "Times of Zambia", "ZM"), ("Zambia Daily Mail", "Zambia Daily Mail", "ZM"),
    ("Sowetan", "Sowetan", "ZA"), ("News24", "News24", "ZA"), ("BOPA", "BOPA", "BW"),
    ("Times of Eswatini", "Times of Eswatini", "SZ"), ("Maroela Media", "Maroela Media", "ZA"),
    ("Eye Radio", "Eye Radio", "SS"), ("AU-UN IST", "AU-UN IST", "SO"),
    ("UNMISS", "UNMISS", "SS"), ("Pacemaker Press", "Pacemaker Press", "GB"),
    ("Collins Courts", "Collins Courts", "IE"), ("Maxwells", "Maxwells", "IE"),
    ("Newsquest", "Newsquest", "GB"), ("Surrey Comet", "Surrey Comet", "GB"),
    ("Orcadian", "The Orcadian", "GB"), ("Isle of Man Newspapers", "Isle of Man Newspapers", "IM"),
    ("Kleine Zeitung", "Kleine Zeitung", "AT"), ("Fotogramma", "Fotogramma", "IT"),
    ("Arab News", "Arab News", "SA"),
])
def test_the_houses_of_the_session(spelling, house, home):
    assert normalise_agency(spelling) == house and HOME_COUNTRY.get(house) == home


@pytest.mark.parametrize("spelling, house", [
    # words of running text too: Vietnam's Sa Pa, German "Bild" (a picture), "an", and "The
    # Herald" of Harare, Glasgow and Gqeberha (no home)
    ("SAPA", "SAPA"), ("BILD", "BILD"), ("AN", "Arab News"), ("The Herald", "The Herald"),
])
def test_houses_named_by_words_count_only_in_a_credit_s_slot(spelling, house):
    assert normalise_agency(spelling) is None and credit_slot_agency(spelling) == house


@pytest.mark.parametrize("spelling", ["picture alliance/dpa", "CAF/PAP"])
def test_a_house_s_picture_service_named_with_it_is_the_house(spelling):
    # dpa's picture alliance, PAP's archive, the Centralna Agencja Fotograficzna
    assert normalise_agency(spelling) == normalise_agency(spelling.rpartition("/")[2])


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Hichilema takes the oath at the Heroes Stadium in Lusaka on August 24, 2021.\n"
     "TIMES OF ZAMBIA/CHOMBA MWALE", "Chomba Mwale", "Times of Zambia"),
    ("Fish float on the Kafue River in Kitwe on Sunday. Picture: ZAMBIA DAILY MAIL/Mwape Kalaba",
     "Mwape Kalaba", "Zambia Daily Mail"),
    ("Residents survey the damage in Durban on 12 April 2022. (Jabulani Sithole/News24)",
     "Jabulani Sithole", "News24"),
    ("Brandweermanne veg teen die vlamme naby Knysna. Foto: Maroela Media/ Deon Lategan",
     "Deon Lategan", "Maroela Media"),
    ("Police at the scene in Dawn Park, Boksburg, in April 1993. Picture: Sowetan archives",
     None, "Sowetan"),
    ("Cars lie submerged in Jeddah on Thursday. (AN photo by Abdulrahman Al-Zahrani)",
     "Abdulrahman Al-Zahrani", "Arab News"),
    ("Smoke billows over Jeddah on Friday. (AN Photo/Nada Al-Ghamdi)", "Nada Al-Ghamdi",
     "Arab News"),
    ("Women queue at the Protection of Civilians site in Bentiu. UNMISS/Lokiru Okuti",
     "Lokiru Okuti", "UNMISS"),
    ("Soldiers stand guard at the port of Kismaayo. AU-UN IST PHOTO / DAVID MUTUA",
     "David Mutua", "AU-UN IST"),
    ("Tynwald sits at St John's on Tynwald Day. Photo: Isle of Man Newspapers", None,
     "Isle of Man Newspapers"),
    ("A man leaves the Criminal Courts of Justice in Dublin today. Pic: Collins Courts", None,
     "Collins Courts"),
    ("Der Angeklagte in Graz. (Foto: Kleine Zeitung/Jürgen Fuchs) Er soll gerast sein.",
     "Jürgen Fuchs", "Kleine Zeitung"),
    ("Spezialkräfte stürmten eine Shisha-Bar in Duisburg Foto: Kai Brünger/BILD",
     "Kai Brünger", "BILD"),
    ("Inkatha supporters march through Thokoza. PICTURE: SAPA", None, "SAPA"),
])
def test_the_session_s_houses_in_their_credits(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


def test_a_house_s_member_paper_after_it_is_the_provider():
    credit = split_credit("A march in Soweto, June 16, 2024. Gallo Images/Sowetan/Thulani Mbele")[1]
    assert (credit.photographer, credit.agency, credit.provider) == (
        "Thulani Mbele", "Gallo Images", "Sowetan")


# -- dpa's German restriction note after the credit


@pytest.mark.parametrize("caption, photographer", [
    ("Der Angeklagte sitzt im Saal des Landgerichts. Foto: Bernd Wölfle/dpa - ACHTUNG: "
     "Person(en) wurde(n) aus rechtlichen Gründen gepixelt", "Bernd Wölfle"),
    ("Sichergestellte Drogen liegen auf einem Tisch. Foto: -/Polizei Frankfurt/dpa - ACHTUNG: "
     "Nur zur redaktionellen Verwendung im Zusammenhang mit der aktuellen Berichterstattung",
     None),
    ("Der Angeklagte wird in den Saal geführt. Foto: Klaus-Dieter Meinel/dpa-Zentralbild/dpa - "
     "ACHTUNG: Person(en) wurde(n) aus rechtlichen Gründen gepixelt", "Klaus-Dieter Meinel"),
])
def test_dpa_s_german_note_goes_with_the_credit(caption, photographer):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, "dpa")
    assert "ACHTUNG" not in body


def test_achtung_in_the_text_is_no_note():
    # (not a sign quoted in the text: the note follows dpa's name)
    assert _read('Ein Schild mit der Aufschrift "ACHTUNG: Minen" steht am Feldrand.') == (
        None, None)


# -- a copyright sign opening a credit that no full stop sets off


@pytest.mark.parametrize("caption, photographer", [
    ("Galway Races, Ballybrit Racecourse, Co. Galway 31/7/2024 The Tote Galway Plate Runners "
     "jump the last fence first time round ©INPHO/Declan Moran", "Declan Moran"),
    ("Munster Final, Semple Stadium, Thurles, Co. Tipperary 5/6/2022 Limerick vs Clare "
     "Limerick's Aaron Gillane Mandatory Credit ©INPHO/Tommy Grealish", "Tommy Grealish"),
    ("Leinster Final, Croke Park, Dublin 7/7/2024 Dublin vs Meath ©Sportsfile/Ray McManus",
     "Ray McManus"),
])
def test_a_copyright_sign_opens_a_credit_after_a_date_s_slashes(caption, photographer):
    body, credit = split_credit(caption)
    assert credit.photographer == photographer and credit.agency is not None
    assert "©" not in body and not body.endswith("Credit")


# -- "Name HOUSE" closing a caption with nothing between


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Teachers march to the Ministry of Education in Mbabane demanding an adjustment pic "
     "Sifiso Nhlabatsi Times of Eswatini", "Sifiso Nhlabatsi", "Times of Eswatini"),
    ("Exiliados cubanos celebran frente al restaurante Versailles, tras conocerse la muerte. "
     "CARLOS FERRÁN DÍAZ el Nuevo Herald", "Carlos Ferrán Díaz", "Miami Herald"),
    ("Miners queue for water in Kitwe on Monday. Picture Mwape Kalaba Zambia Daily Mail",
     "Mwape Kalaba", "Zambia Daily Mail"),
])
def test_a_name_then_a_known_house_closing_the_caption(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption", [
    "The minister thanked the Associated Press",  # no name before the house
    "Fans wave flags as they greet Times of Zambia",  # no stop nor label before the words
    "Visitors from Kitwe met the Zambia Daily Mail",
])
def test_a_house_closing_running_text_is_no_such_credit(caption):
    assert _read(caption) == (None, None)


# -- a house's slip heading the caption


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Pacemaker Press Belfast 14-02-2024: A man arrives at Laganside Courts in Belfast. "
     "Picture By: Arthur Allison.", "Arthur Allison", "Pacemaker Press"),
    ("PA NEWS PHOTO 18/6/84 MOUNTED POLICE MOVE IN ON STRIKING MINERS AT ORGREAVE", None, "PA"),
    ("Pacemaker Belfast 02/03/2019 Police at the scene in north Belfast.", None,
     "Pacemaker Press"),
])
def test_a_house_s_slip_heading_the_caption(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert any(ch.isdigit() for ch in body)  # its day stays with the text


@pytest.mark.parametrize("caption", [
    "London 12/03/2024: Crowds gather outside Parliament.",  # a place, no house
    "June 12/2024: Crowds gather outside Parliament.",
])
def test_a_place_and_day_heading_the_caption_name_no_house(caption):
    assert _read(caption) == (None, None)


# -- labels and markers


@pytest.mark.parametrize("caption, photographer, agency", [
    ("De beklaagden in de glazen box in Haren, maandag 5 december 2022. BELGA FOTO POOL ANN "
     "DE MEYER", "Ann de Meyer", "Belga"),
    ("De koning in Brussel. BELGA PHOTO NICOLAS MAETERLINCK", "Nicolas Maeterlinck", "Belga"),
    ("De koning in Brussel. BELGA PHOTO POOL", None, "Belga"),
    ("Gli agenti a Milano durante lo sgombero di ieri mattina (foto Fotogramma)", None,
     "Fotogramma"),
    ("The Chairing ceremony at Boduan, Friday 11 August 2023. Llun/Photo: Rhys ap Gwilym",
     "Rhys ap Gwilym", None),
    ("Crowds shop in the old city ahead of the iftar. Tasweer: Rami Khaddour",
     "Rami Khaddour", None),
    ("Vehículos incendiados bloquean una vialidad en Culiacán. Foto: Especial", None, None),
])
def test_the_session_s_labels_and_markers(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("credit", [
    "House of Commons/PA Wire", "EUNAVFOR ASPIDES via AP", "Scottish Parliament/PA",
])
def test_a_body_s_name_is_no_photographer(credit):
    parsed = parse_credit(credit)
    assert parsed is not None and parsed.photographer is None


# -- datelines and glued tags


@pytest.mark.parametrize("caption, agency", [
    ("Sakhir, March 5 (BNA): The Crown Prince crowned the winners at the circuit this evening.",
     "BNA"),
    ("Addis Ababa, September 12/2024 (ENA) Thousands of residents celebrated at Meskel Square.",
     "ENA"),
    ("HYDERABAD: Women fill containers from a municipal tanker amid shortage in the city.—APP",
     "APP"),
    ("GABORONE, Nov 1 (BOPA) – President Duma Boko takes the oath of office in Gaborone.",
     "BOPA"),
])
def test_a_dateline_s_tag_and_a_glued_house(caption, agency):
    assert _read(caption) == (None, agency)


@pytest.mark.parametrize("caption", [
    "Bergen (Norway) Fans cheer at the stadium.",
    "People gather at the square.—NATO",
])
def test_a_bracket_or_a_dash_naming_no_house(caption):
    assert _read(caption) == (None, None)


# -- a body's handout, a bar after a labelled credit, a page's paper after its day


@pytest.mark.parametrize("caption, agency", [
    ("Survivors walk among debris in Tacloban city. (Philippine Coast Guard handout photo)",
     "Philippine Coast Guard"),
    ("Crew tow a disabled boat off Miami. (U.S. Coast Guard handout photo)", "U.S. Coast Guard"),
    ("Sailors wave from the deck. (U.S. Navy/Handout via REUTERS)", "Reuters"),
])
def test_a_known_body_s_handout_with_no_house_is_its_own(caption, agency):
    assert _read(caption) == (None, agency)


def test_a_labelled_credit_closed_by_a_bar():
    body, credit = split_credit(
        "Photo: Atem Simon/Eye Radio | President Salva Kiir shakes hands with Riek Machar in "
        "Juba on 22 February 2020.")
    assert (credit.photographer, credit.agency) == ("Atem Simon", "Eye Radio")
    assert body.startswith("President")


def test_a_page_s_paper_after_its_day_and_a_bar():
    text = ("Tue, 19 Mar 2019 | The Herald\nSoldiers help villagers cross a makeshift bridge at "
            "Ngangu in Chimanimani yesterday. — Picture: Memory Mangombe")
    assert split_page_head(text)[1] == "The Herald"
    assert split_page_head(text.replace("The Herald", "Kirsty Smith"))[1] is None


def test_a_labelled_name_and_house_inside_the_text():
    body, credit = split_credit(
        "Populares acompanham o cortejo em Luanda, no dia 28 de Agosto de 2022. Foto: Domingos "
        "Cadência | Edições Novembro O antigo Presidente morreu em Barcelona.")
    assert (credit.photographer, credit.agency) == ("Domingos Cadência", "Edições Novembro")
    assert "Barcelona" in body and "Foto" not in body


_NAMES = st.lists(st.sampled_from(["Thandi", "Sipho", "Mwape", "Kalaba", "Nomsa", "Dlamini",
                                   "Chanda"]), min_size=2, max_size=3, unique=True)


@given(_NAMES, st.sampled_from(["Times of Eswatini", "Zambia Daily Mail", "Maroela Media"]),
       st.sampled_from(["pic", "Picture"]))
@settings(max_examples=40, deadline=None)
def test_any_name_after_a_bare_label_then_a_house(words, house, label):
    name = " ".join(words)
    caption = f"Residents queue for water in the township on Monday {label} {name} {house}"
    assert _read(caption) == (name, house)


# -- review fixes: an opening credit ends at its stop, a house's name alone is no person


@pytest.mark.parametrize("caption, name, agency, rest", [
    ("Llun/Photo: Dafydd Owen. Eisteddfod Genedlaethol, Pontypridd, 5 Awst 2024.",
     "Dafydd Owen", None, "Eisteddfod Genedlaethol"),
    ("Photo: Rhian Hughes. Crowds on the Maes at the Eisteddfod in Pontypridd, 6 August 2024.",
     "Rhian Hughes", None, "Crowds on the Maes"),
    ("Picture by Gareth Everett. Fans outside the Principality Stadium, Cardiff, 16 March 2024.",
     "Gareth Everett", None, "Fans outside"),
    ("Photo: Jane Doe/PA. Commuters queue at Leeds station, 5 August 2024.",
     "Jane Doe", "PA", "Commuters queue"),
    ("Photo by Mark Lewis. The choir sings in Cardiff, 5 August 2024. Photo: Huw Evans Agency",
     "Mark Lewis", "Huw Evans Agency", "The choir sings"),
])
def test_a_credit_opening_the_caption_ends_at_its_full_stop(caption, name, agency, rest):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (name, agency)
    assert body.startswith(rest) and "2024" in body


@pytest.mark.parametrize("caption", [
    # an initial's stop is no credit's end; a label before words of a sentence is no credit
    "Photo: R. Ravindran. Devotees at the temple in Chennai, 5 August 2024.",
    "Photo: a man walks past the closed shops in Leeds. Police said the street would reopen.",
    # a label before the picture's subject, as Nigeria's papers open their captions
    "PHOTO: Gov. Babagana Zulum of Borno distributing relief materials in Maiduguri. NAN Photo",
    "PHOTO: President Bola Tinubu. The President arrived in Abuja on Monday (11/9/2024).",
])
def test_an_opening_label_that_is_no_name_then_a_stop_is_left(caption):
    photographer = split_credit(caption)[1].photographer
    assert photographer is None or "2024" not in photographer and "." not in photographer


@pytest.mark.parametrize("caption, name, agency", [
    ("Keir Starmer speaks in Downing Street, London, 1 August 2024. Pic Stefan Rousseau PA Media",
     "Stefan Rousseau", "PA"),
    ("Anversa, 5 marzo 2024. FOTO POOL DIRK WAEM Belga", "Dirk Waem", "Belga"),
    ("Bruxelles, 12 mars 2024. PHOTO NICOLAS MAETERLINCK Belga", "Nicolas Maeterlinck", "Belga"),
])
def test_a_bare_label_a_name_and_a_house_of_one_word(caption, name, agency):
    assert _read(caption) == (name, agency)


@pytest.mark.parametrize("caption", [
    # a house of one word after a name is a credit only after a bare label
    "The minister met donors of the Jane Smith Foundation. Anna Berg Reuters",
    "Children play in the square. Maria Lopez Belga",
])
def test_a_name_and_a_one_word_house_with_no_label_is_no_credit(caption):
    assert _read(caption) == (None, None)


@pytest.mark.parametrize("caption, name", [
    ("The match was played at the Aviva Stadium in Dublin, 2 March 2024. Photo by John Smith "
     "Aviva Stadium", "John Smith"),
    ("Fans before the final in Cardiff, 16 March 2024. Photo by Gareth Everett Principality "
     "Stadium", "Gareth Everett"),
    # a surname that is a park's or a hall's word stays
    ("Walkers in Seoul, 2 March 2024. Photo by Kim Min Jae Park", "Kim Min Jae Park"),
    ("Voters in Leeds, 2 May 2024. Photo by Mary Anne Louise Hall", "Mary Anne Louise Hall"),
])
def test_a_venue_after_the_photographer_s_name_is_not_his(caption, name):
    assert _read(caption)[0] == name


@pytest.mark.parametrize("caption, agency", [
    ("Floods in Newport, Gwent, 20 November 2024. Picture: Huw Evans Agency", "Huw Evans Agency"),
    ("Windhoek, 4 Feb 2024. Mourners at Heroes' Acre. Photo: NAMPA", "NAMPA"),
    ("Israeli soldiers in Khan Younis, March 2, 2024. Photo: Israel Defense Forces handout",
     "IDF"),
    ("Troops near Rafah, May 7, 2024. (Israel Defence Forces handout photo)", "IDF"),
    ("Downing Street, London, 4 July 2024. Photo: PA Media", "PA"),
])
def test_a_house_named_alone_is_the_agency_and_no_one(caption, agency):
    assert _read(caption) == (None, agency)


@pytest.mark.parametrize("raw, agency, distributor", [
    ("WANA via REUTERS", "WANA", "Reuters"), ("Nampa via REUTERS", "NAMPA", "Reuters"),
    ("Photo: NAMPA", "NAMPA", None),
])
def test_a_house_s_name_alone_is_never_a_person(raw, agency, distributor):
    credit = parse_credit(raw)
    assert (credit.photographer, credit.agency, credit.distributor) == (None, agency, distributor)


@pytest.mark.parametrize("raw, name", [
    ("Photo: ABDULLAH/AFP", "Abdullah"), ("REUTERS/Amr Alfiky", "Amr Alfiky"),
    ("Photo: Stefan/AFP", "Stefan"), ("FOTO: ANDRI", "Andri"), ("Ayman Yaqoob via REUTERS",
                                                                 "Ayman Yaqoob"),
])
def test_a_one_word_name_beside_a_house_stays_a_person(raw, name):
    assert parse_credit(raw).photographer == name


def test_wana_sending_its_photographer_s_picture_through_reuters():
    credit = parse_credit("Hamid Rezaei/WANA (West Asia News Agency) via REUTERS")
    assert (credit.photographer, credit.agency, credit.distributor) == (
        "Hamid Rezaei", "WANA", "Reuters")
    assert normalise_agency("Nampa") is None and credit_slot_agency("Nampa") == "NAMPA"
    assert HOME_COUNTRY["NAMPA"] == "NA" and HOME_COUNTRY["WANA"] == "IR"


@given(st.sampled_from(["Dafydd Owen", "Siân Lewis", "Rhys ap Gwilym", "Gareth Everett"]),
       st.sampled_from(["Photo:", "Llun/Photo:", "Picture:", "Photo by"]),
       st.sampled_from(["Crowds gather", "Students graduate", "The choir sings"]))
@settings(max_examples=40, deadline=None)
def test_any_opening_labelled_name_never_takes_the_sentence(name, label, sentence):
    body, credit = split_credit(f"{label} {name}. {sentence} in Bangor, 3 June 2024.")
    assert credit.photographer == name and body.startswith(sentence)
