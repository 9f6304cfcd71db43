"""House credit forms the finder missed or read backwards, and their near-misses.

Each rule is general (a form a house or a language really writes), so each is tried on
several captions of its own, with captions the rule must leave as they were.
"""

from __future__ import annotations

import pytest
from helpers import credit_names as _read
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand import caption_key, understand_caption
from timeline.understand.credit_parts import parse_credit
from timeline.understand.credits import split_credit


@pytest.mark.parametrize("caption, photographer, agency", [
    # a person, a slash and a paper the tables do not know, in the closing brackets
    ("Hinchas celebran en el centro de Córdoba tras el partido. (Lucía Ferreyra / La Voz)",
     "Lucía Ferreyra", "La Voz"),
    ("Vendedores ambulantes en la carrera Séptima de Bogotá. (Andrés Gómez / El Tiempo)",
     "Andrés Gómez", "El Tiempo"),
    ("Manifestantes na avenida Paulista, em São Paulo. (Pedro Costa / O Globo)",
     "Pedro Costa", "O Globo"),
    ("Tifosi in piazza a Livorno dopo la promozione. (Marco Bianchi / Il Tirreno)",
     "Marco Bianchi", "Il Tirreno"),
    # the Tampa Bay Times' "[ NAME | Times ]": the name, a bar, the paper, in spaced brackets
    ("Crews clear debris from Central Avenue in St. Petersburg on Friday. [ MARTA LOPEZ | Times ]",
     "Marta Lopez", "Times"),
    ("A pelican rests on a piling at the Clearwater pier on Monday. [ DAVID KERR | Times ]",
     "David Kerr", "Times"),
])
def test_a_person_and_an_unknown_paper(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption", [
    "The hall seen from both ends. (left / right)",
    "The town square in 1952 and today. (file / archive)",
    "Two friends at the wedding. (Jane Doe / John Smith)",
    "Guests arrive at the reception. [ see related story ]",
])
def test_no_paper_after_the_slash_is_no_credit(caption):
    assert _read(caption) == (None, None)


@pytest.mark.parametrize("caption, photographer", [
    # AFP's older pool form: no slash between "PHOTO" and "POOL"
    (("French President Jacques Chirac arrives at the Elysee Palace in Paris. "
     "AFP PHOTO POOL/Patrick KOVARIK"), "Patrick Kovarik"),
    ("Leaders pose for a family photo at the summit in Nice. AFP PHOTO POOL / JACK GUEZ",
     "Jack Guez"),
    ("Leaders pose for a family photo at the summit in Nice. AFP PHOTO/POOL/Jack GUEZ",
     "Jack Guez"),
])
def test_afp_photo_pool_without_a_slash(caption, photographer):
    assert _read(caption) == (photographer, "AFP")


@pytest.mark.parametrize("caption, photographer", [
    # UNIAN's "Photo UNIAN Name" and "Фото УНІАН Name": the house in capitals, then the name
    ("Rescuers clear the rubble of a residential building in Dnipro. Photo UNIAN Viktor Kovalchuk",
     "Viktor Kovalchuk"),
    ("Рятувальники розбирають завали житлового будинку у Дніпрі. Фото УНІАН Віктор Ковальчук",
     "Віктор Ковальчук"),
    ("Рятувальники розбирають завали у Дніпрі. Фото УНІАН, Віктор Ковальчук", "Віктор Ковальчук"),
])
def test_photo_house_name_without_a_colon(caption, photographer):
    assert _read(caption) == (photographer, "UNIAN")


@pytest.mark.parametrize("caption", [
    "The exhibition opens on Friday. Photo Gallery Opens Today",
    "Rescuers in Kyiv. Photo UNIAN",
])
def test_photo_and_words_that_name_no_one(caption):
    assert _read(caption)[0] is None


@pytest.mark.parametrize("caption, photographer, agency", [
    # a house's one word before a person under a label: the person took it, the word is the house
    (("Chancellor Merz receives the Polish prime minister in Berlin. "
     "Handout photo: Bundesregierung/Steffen Kugler"), "Steffen Kugler", "Bundesregierung"),
    (("Chancellor Merz receives the Polish prime minister in Berlin. "
     "Photo: Bundesregierung/Steffen Kugler"), "Steffen Kugler", "Bundesregierung"),
    ("Commuters queue for a tram in Central on Monday. Photo: SCMP / Edmond So",
     "Edmond So", "South China Morning Post"),
    ("Commuters queue for a tram in Central on Monday. Photo: Reuters / Edmond So",
     "Edmond So", "Reuters"),
    # near-misses: the person first, and a word for no house
    ("Chancellor Merz in Berlin. Foto: Kugler/Bundesregierung", "Kugler", "Bundesregierung"),
    ("A volunteer hands out food parcels in Leeds. Photo: Supplied/Jane Hardy", "Jane Hardy",
     None),
])
def test_the_house_word_before_a_person(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer", [
    # Anadolu's credit before a closing dateline stamp "CITY, dd.mm.yyyy"
    (("Taraftarlar maç sonrası Taksim Meydanı'nda kutlama yaptı. (Mehmet Demir - Anadolu Ajansı) "
     "İSTANBUL, 16.05.2025"), "Mehmet Demir"),
    ("Vatandaşlar Anıtkabir'i ziyaret etti. (Ayşe Kaya - Anadolu Ajansı) Ankara, 3.01.2024",
     "Ayşe Kaya"),
])
def test_a_credit_before_a_closing_city_stamp(caption, photographer):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, "Anadolu")
    assert body.endswith(caption[-10:])  # the stamp stays with the text: it dates it


def test_a_city_stamp_after_no_credit_changes_nothing():
    caption = "The meeting was held behind closed doors (in Ankara) Turkey, 03.01.2024"
    assert split_credit(caption) == (caption, split_credit("")[1])


@pytest.mark.parametrize("caption, photographer, provider", [
    # EPA's handout: a body that hands it out, then the photographer the tag follows
    (("The rocket lifts off from Kennedy Space Center. EPA/NASA/Kim Shiflett HANDOUT -- "
     "MANDATORY CREDIT: NASA -- HANDOUT EDITORIAL USE ONLY/NO SALES"), "Kim Shiflett", "NASA"),
    (("The crew walks out to the launch pad. EPA/NASA/AUBREY GEMIGNANI HANDOUT "
     "HANDOUT EDITORIAL USE ONLY/NO SALES"), "Aubrey Gemignani", "NASA"),
    # near-miss: no body before it, the part the tag follows handed it out
    (("Migrants are rescued off Lampedusa. EPA-EFE/GUARDIA COSTIERA HANDOUT "
     "HANDOUT EDITORIAL USE ONLY/NO SALES"), None, "GUARDIA COSTIERA"),
])
def test_a_handout_tag_after_a_photographer(caption, photographer, provider):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency, credit.provider) == (photographer, "EPA", provider)


@pytest.mark.parametrize("caption, agency, provider", [
    # an acronym alone is a body, never a person
    ("Researchers at the Mario Zucchelli station in Antarctica. ANSA/PNRA", "ANSA", "PNRA"),
    ("The lander on the far side of the moon. (CNSA via Xinhua)", "Xinhua", "CNSA"),
    ("A military parade in Pyongyang. KCNA via REUTERS", "Reuters", "KCNA"),
])
def test_an_acronym_is_a_body(caption, agency, provider):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency, credit.provider) == (None, agency, provider)


@pytest.mark.parametrize("caption, photographer, agency", [
    # single-word names in capitals that are names: a consonant pair a syllable opens with
    ("A market in Jakarta on Monday. KOMPAS/PRIYOMBODO", "Priyombodo", "Kompas"),
    ("Floods in Hanoi on Monday. REUTERS/NGUYEN", "Nguyen", "Reuters"),
    ("A laboratory in Beijing. Photo: XINHUA/ZHANG", "Zhang", "Xinhua"),
])
def test_a_one_word_name_stays_a_name(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, agency, provider", [
    # a press service's genitive: the body's service, no person
    ("Танки на полигоне в Ростовской области. Фото пресс-службы Минобороны РФ/ТАСС", "TASS",
     "пресс-службы Минобороны РФ"),
    ("Рятувальники гасять пожежу в Одесі. Фото прес-служби ДСНС України/УНІАН", "UNIAN",
     "прес-служби ДСНС України"),
    ("Танки на полигоне. Фото: Минобороны РФ/ТАСС", "TASS", "Минобороны РФ"),
    # ... with no house after it, and its ministry in the genitive too
    ("Пожарные тушат склад в Харькове. Фото пресс-службы ГСЧС Украины", None,
     "пресс-службы ГСЧС Украины"),
    ("Учения в Ленинградской области. Фото пресс-службы Министерства обороны РФ/ТАСС", "TASS",
     "пресс-службы Министерства обороны РФ"),
])
def test_a_press_service_is_a_body(caption, agency, provider):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency, credit.provider) == (None, agency, provider)


def test_a_person_after_a_press_service_is_the_photographer():
    caption = "Танки на полигоне. Фото: Вадим Савицкий/пресс-служба Минобороны РФ/ТАСС"
    assert _read(caption) == ("Вадим Савицкий", "TASS")


@pytest.mark.parametrize("caption, photographer", [
    # a house glued to the person by an en dash after the last slash
    ("The aurora seen from the space station. Credit: ESA/NASA–T. Pesquet", "T. Pesquet"),
    ("The Soyuz docks with the station. Credit: ESA/NASA—Samantha Cristoforetti",
     "Samantha Cristoforetti"),
    ("The cleanroom in Noordwijk. Credits: ESA–S. Corvaja", "S. Corvaja"),
])
def test_a_house_glued_to_the_person_by_a_dash(caption, photographer):
    assert _read(caption) == (photographer, "ESA")


def test_a_dash_inside_a_body_makes_no_photographer():
    caption = "The probe nears Pluto. Credit: NASA/Johns Hopkins APL–Southwest Research Institute"
    assert _read(caption) == (None, "NASA")


@pytest.mark.parametrize("caption, photographer, agency", [
    # Gannett's local papers in capitals after the name
    ("A Falcon 9 lifts off from Cape Canaveral. Craig Bailey/FLORIDA TODAY", "Craig Bailey",
     "Florida Today"),
    ("Monsoon clouds gather over Phoenix. Patrick Breen/THE REPUBLIC", "Patrick Breen",
     "The Republic"),
    # near-misses: a name in capitals stays a name
    ("Seoul on Monday. YONHAP/PARK JI SUN", "Park Ji Sun", "Yonhap"),
    ("A race in Monaco. MARK POST/REUTERS", "Mark Post", "Reuters"),
])
def test_a_local_paper_in_capitals(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # a web page's credit line, then the paper and the stamp on the next
    (("Snow covers the moors above Haworth on Boxing Day. Picture: Simon Hulme\n"
     "Yorkshire Post | Published: 27 December 2015"), "Simon Hulme", "Yorkshire Post"),
    (("Floodwater covers the CBD of Lismore on Monday morning. Photo: Cath Piltz\n"
     "The Northern Star | 1 March 2022"), "Cath Piltz", "The Northern Star"),
    (("Fire crews at the scene in central Auckland overnight. Photo / Michael Craig\n"
     "NZ Herald | 12 Dec, 2019 5:00am"), "Michael Craig", "NZ Herald"),
])
def test_a_credit_line_over_the_papers_line(gaz, caption, photographer, agency):
    facts = understand_caption(caption_key(caption), gaz)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption", [
    "ألعاب نارية فوق الأهرامات في الجيزة، مصر. رويترز/محمد عبد الغني",
    "ألعاب نارية فوق الأهرامات في الجيزة في 11 آب/أغسطس 2025. رويترز/محمد عبد الغني",
])
def test_arabic_house_before_its_photographer(caption):
    assert _read(caption) == ("محمد عبد الغني", "Reuters")


def test_a_months_two_names_are_no_house_and_name():
    """Levantine Arabic writes a month by both its names ("آب/أغسطس"): no credit there."""
    caption = ("فلسطينيون ينتظرون الطعام في مخيم النصيرات وسط قطاع غزة في 11 آب/أغسطس 2025. "
               "(تصوير إياد البابا / أ ف ب)")
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == ("إياد البابا", "AFP")
    assert body.endswith("آب/أغسطس 2025.")


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="BCDFGHJKLMNPQRSTVWXZ", min_size=2, max_size=6))
def test_initials_without_a_vowel_are_never_a_photographer(initials):
    """Capitals with no vowel after a house ("ANSA/PNRA" with its "A" off: "PNR") name a
    body: no person's name is written so."""
    credit = parse_credit(f"ANSA/{initials}")
    assert credit is None or credit.photographer is None


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["Priyombodo", "Nguyen", "Zhang", "Trinh", "Stefan", "Brandt"]),
       st.sampled_from(["KOMPAS", "REUTERS", "XINHUA", "ANTARA FOTO"]))
def test_a_one_word_name_in_capitals_stays_the_photographer(name, house):
    credit = parse_credit(f"{house}/{name.upper()}")
    assert credit is not None and credit.photographer == name


@pytest.mark.parametrize("caption, provider", [
    # a press service written as one word ("пресслужба"), with a brigade's number
    ("Військовослужбовці на позиціях під Покровськом, 4 квітня 2024 року. Фото: пресслужба 47 ОМБр",
     "пресслужба 47 ОМБр"),
    ("Артилеристи біля гармати на Запоріжжі. Фото: пресслужба 65 ОМБр", "пресслужба 65 ОМБр"),
])
def test_a_press_service_in_one_word_is_a_body(caption, provider):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.provider) == (None, provider)


@pytest.mark.parametrize("caption", [
    # PA's football notice after the credit: its "club/league" slash is no credit's
    ("Fans before kick-off at Anfield on Saturday. Photo credit should read: Jane Barlow/PA Wire. "
     "RESTRICTIONS: EDITORIAL USE ONLY No use with unauthorised audio, video, data, fixture "
     'lists, club/league logos or "live" services.'),
    ("Fans before kick-off at Villa Park. Photo credit should read: Jane Barlow/PA Wire. "
     "RESTRICTIONS: EDITORIAL USE ONLY No use with unauthorised audio, video, data, fixture lists,"
     " club/league logos or \"live\" services. Online in-match use limited to 120 images, no video"
     " emulation."),
])
def test_pas_football_notice_after_the_credit(caption):
    assert _read(caption) == ("Jane Barlow", "PA")


@pytest.mark.parametrize("caption", [
    # a label glued to the sentence before it, and the house's initials glued to its name
    ("Commuters queue at the Noord Street taxi rank in Johannesburg on Monday.Picture: "
    "Sipho Dlamini/African News Agency(ANA)"),
    ("Commuters queue at the Noord Street taxi rank in Johannesburg on Monday. Picture: "
    "Sipho Dlamini/African News Agency (ANA)"),
])
def test_a_glued_picture_label_and_bracket(caption):
    assert _read(caption) == ("Sipho Dlamini", "African News Agency")


def test_a_word_glued_to_a_sentence_is_no_label():
    assert _read("The crowd stood still for a moment.Pictures of the day follow.") == (None, None)


@pytest.mark.parametrize("caption", [
    ("QUITO, ECUADOR, MARCH 6 -- RESCUE WORKERS SEARCH THE RUBBLE OF A HOUSE IN THE NORTH OF "
    "QUITO FRIDAY, A DAY AFTER AN EARTHQUAKE SHOOK THE ANDES, KILLING AT LEAST SIX PEOPLE. "
    "(AP PHOTO/DOLORES OCHOA) 1987"),
    ("QUITO, ECUADOR, MARCH 6 -- RESCUE WORKERS SEARCH THE RUBBLE OF A HOUSE IN QUITO FRIDAY. "
    "NO WARNING WAS GIVEN. (AP PHOTO/DOLORES OCHOA) 1987"),
])
def test_a_caption_in_capitals_is_no_wire_tag(caption):
    """An archive caption written all in capitals holds tags' words ("SEARCH THE RUBBLE", "NO
    WARNING"): the credit before its year is still read."""
    assert _read(caption) == ("Dolores Ochoa", "AP")


def test_wire_tags_after_a_credit_are_still_tags():
    caption = ("Kim Jong Un at a rally in Pyongyang. KCNA via REUTERS ATTENTION EDITORS - THIS "
               "IMAGE WAS PROVIDED BY A THIRD PARTY. NO THIRD PARTY SALES. SOUTH KOREA OUT.")
    credit = split_credit(caption)[1]
    assert (credit.agency, credit.provider) == ("Reuters", "KCNA")


@pytest.mark.parametrize("caption, photographer, agency", [
    # one-word surnames in capitals whose first letters are a syllable's ("HW", "DW", "DJ")
    ("A market in Jakarta on Monday, May 6, 2024. KOMPAS/HWANG", "Hwang", "Kompas"),
    ("A market in Jakarta on Monday, May 6, 2024. ANTARA/DWI", "Dwi", "Antara"),
    ("A market in Jakarta on Monday, May 6, 2024. KOMPAS/DJOKO", "Djoko", "Kompas"),
])
def test_what_the_read_through_found_in_credits(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # dpa's note to editors between its credit and its wire tag
    (("Der Angeklagte sitzt im Gerichtssaal. Foto: Jane Roe/dpa - ACHTUNG: Person(en) "
      "wurde(n) aus rechtlichen Gründen gepixelt +++ dpa-Bildfunk +++"), "Jane Roe", "dpa"),
    # ZUMA's usage note in mixed case after its credit
    (("Crosses line a fence in Ingram, Texas. (Credit Image: © Jane Roe/ZUMA Press Wire) "
      "EDITORIAL USAGE ONLY! Not for Commercial USAGE!"), "Jane Roe", "ZUMA Press"),
    # a regional paper credited alone, Reach's "(Image: Paper)"
    ("Firefighters at a blaze in Oldham on Sunday evening (Image: Manchester Evening News)",
     None, "Manchester Evening News"),
])
def test_what_the_end_blind_check_showed_in_credits(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # Hong Kong's English papers, by their initials too
    ("Shoppers in Mong Kok on May 3, 2024. Photo: SCMP / Jane Roe", "Jane Roe",
     "South China Morning Post"),
    ("Shoppers in Mong Kok on May 3, 2024. (SCMP/Jane Roe)", "Jane Roe",
     "South China Morning Post"),
    ("Protesters gather in Central on July 1, 2019. Photo: HKFP/Jane Roe", "Jane Roe",
     "Hong Kong Free Press"),
])
def test_hong_kong_s_english_papers(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)


def test_a_hong_kong_paper_places_a_district_named_like_one_abroad(gaz):
    facts = understand_caption("Flowers outside the consulate in Admiralty on September 9, 2022. "
                               "Photo: SCMP / Jane Roe", gaz)
    assert facts.place.resolution.country_code == "HK"


@pytest.mark.parametrize("caption, photographer, agency", [
    # a local paper's reader's picture: the word says how it came, no one's name nor house
    ("Pupils plant trees at the school on Friday, May 3, 2024. Photo: Submitted", None, None),
    ("Pupils plant trees at the school on Friday, May 3, 2024. Photo: Contributed/Jane Roe",
     "Jane Roe", None),
    ("Pupils plant trees at the school on Friday, May 3, 2024. Photo: Submitted/Jane Roe",
     "Jane Roe", None),
    ("Pupils plant trees at the school on Friday, May 3, 2024. Photo: Provided/Jane Roe",
     "Jane Roe", None),
])
def test_a_reader_s_picture_names_no_one_by_its_word(caption, photographer, agency):
    assert _read(caption) == (photographer, agency)
