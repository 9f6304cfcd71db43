"""Credit forms of US local papers (staff e-mail credits, "Paper photo/Name", credits opening
the caption), of Southeast Asia's, Russia's, Armenia's and Kenya's houses, of Ireland's picture
desks and of the UK's emergency services: each read by its general rule, and the near-misses
each rule must leave alone."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.agencies import normalise_agency
from timeline.understand.credit_parts import parse_credit
from timeline.understand.credits import split_credit


def _read(caption: str) -> tuple[str | None, str | None]:
    _, credit = split_credit(caption)
    return credit.photographer, credit.agency


@pytest.mark.parametrize("caption, photographer, agency", [
    # a staff credit with the photographer's e-mail: the person, the paper from a known domain
    (("Lawmakers leave the State House in Columbia on Tuesday, March 5, 2024."
     " Tracy Glantz/tglantz@thestate.com"), "Tracy Glantz", "The State"),
    (("Commuters wait for the Metra train in Naperville on Monday, Jan. 8, 2024."
     " Paul Valade/pvalade@dailyherald.com"), "Paul Valade", "Daily Herald"),
    (("Fans tailgate before the game in Raleigh on Saturday."
     " Photo by Ethan Hyman/ehyman@newsobserver.com"), "Ethan Hyman", "The News & Observer"),
    # an unknown domain names no paper, and is no house either
    ("Neighbors clear snow on Elm Street on Friday. Photo: Dana Fisk/dfisk@gmail.com",
     "Dana Fisk", None),
])
def test_staff_email_credits(caption: str, photographer: str, agency: str | None) -> None:
    assert _read(caption) == (photographer, agency)


def test_an_address_alone_is_no_credit() -> None:
    """A reporter's address in brackets, no name before it: no photographer."""
    assert _read("Readers may write to the editor. (letters@thestate.com)")[0] is None


@pytest.mark.parametrize("caption, photographer, agency, provider", [
    # a person's courtesy through a wire: the person took it
    (("Water covers Main Street in Barre, Vermont, July 11, 2023."
     " Courtesy of Jordan Maxwell/via REUTERS"), "Jordan Maxwell", "Reuters", None),
    # a company's or a body's courtesy: a source, no photographer
    ("A rocket lifts off from Boca Chica, Texas. Courtesy of SpaceX/via REUTERS",
     None, "Reuters", "SpaceX"),
    ("Smoke rises over Kharkiv. Courtesy of Ukrainian Presidential Press Service/via REUTERS",
     None, "Reuters", "Ukrainian Presidential Press Service"),
])
def test_courtesy_via_a_wire(caption: str, photographer: str | None, agency: str,
                             provider: str | None) -> None:
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency, credit.provider) == (
        photographer, agency, provider)


@pytest.mark.parametrize("caption, photographer, agency, day", [
    (("Riders at the Dublin Horse Show at the RDS. Picture: Ciara Wilkinson, Xposure."
     " Friday August 11, 2023"), "Ciara Wilkinson", "Xposure", "Friday August 11, 2023"),
    ("Runners at the Cork City Marathon. Picture: Jim Coughlan. Sunday 4th June 2023",
     "Jim Coughlan", None, "Sunday 4th June 2023"),
    ("Crowds at the Galway Races in Ballybrit. Photo: Jane Doe/PA Wire. July 31, 2023",
     "Jane Doe", "PA", "July 31, 2023"),
])
def test_a_day_after_the_credit_stays_in_the_body(caption: str, photographer: str,
                                                   agency: str | None, day: str) -> None:
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert body.endswith(day)


def test_a_day_after_a_sentence_is_no_credit() -> None:
    caption = "The show opened at the RDS in Dublin. It closes on Sunday. August 17, 2023"
    body, credit = split_credit(caption)
    assert credit.raw is None and body == caption


@pytest.mark.parametrize("caption, photographer, agency", [
    # "Paper photo/Name": the paper, then its photographer
    ("Crews knock down a barn fire in Gorham early Monday. (Berlin Sun photo/Ada Kincaid)",
     "Ada Kincaid", "Berlin Sun"),
    ("Skaters glide on the pond in Saratoga on Sunday. (Times Union photo/Lori Van Buren)",
     "Lori Van Buren", "Times Union"),
    (("A farmer bales hay in Manheim on Friday, June 7, 2024. (Dan Marschka / LNP |"
     " LancasterOnline)"), "Dan Marschka", "LNP | LancasterOnline"),
    # credits opening the caption: square brackets, a copyright sign, after a dateline
    ("[Dan Busey/TimesDaily] Runners start the Shoals Marathon in Florence on Saturday.",
     "Dan Busey", "TimesDaily"),
    ("© Sputnik / Ilya Pitalev Delegates arrive at the summit venue in Kazan.",
     "Ilya Pitalev", "Sputnik"),
    ("KOUDOUGOU – (Photo Sidwaya/Aminata Kaboré) Les élèves défilent le 8 mars 2024.",
     "Aminata Kaboré", "Sidwaya"),
    # a labelled credit inside the text, a comma between name and house
    (("Taal Volcano emits steam in Batangas in July 2024. (Photo: Jekki Pascual, ABS-CBN News)"
     " Phivolcs raised the alert on Monday."), "Jekki Pascual", "ABS-CBN News"),
])
def test_paper_forms(caption: str, photographer: str, agency: str) -> None:
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, agency", [
    ("Boats race on the Chao Phraya in Bangkok. (Thai News Agency photo)", "Thai News Agency"),
    ("Monks walk through Luang Prabang at dawn in December 2024. --Photo Vientiane Times",
     "Vientiane Times"),
    ("Lanterns float on the Ping River in Chiang Mai. (Photo: Nation)", "Nation"),
    ("Bộ đội diễu binh trên Quảng trường Ba Đình, Hà Nội, ngày 2/9/1945. Ảnh tư liệu: TTXVN",
     "VNA"),
    ("Москва. Парад на Красной площади, 9 мая 2024 года. РИА Новости", "RIA Novosti"),
    ("President Ruto opens the Nakuru show on Wednesday, July 3, 2024. [PCS]", "PCS"),
    ("A wrestler celebrates at Wells Fargo Arena in Des Moines. (KWWL)", "KWWL"),
    (("Firefighters tackle a grass fire in Hednesford on Sunday evening."
     " Picture: Staffordshire Fire and Rescue Service"), "Staffordshire Fire and Rescue Service"),
    ("Crews search the shore at Seaton Carew on Monday. Photo: HM Coastguard", "HM Coastguard"),
    ("GYUMRI, MAY 9, ARMENPRESS. Veterans lay flowers at the memorial in Gyumri.",
     "Armenpress"),
])
def test_houses_alone(caption: str, agency: str) -> None:
    assert _read(caption) == (None, agency)


@pytest.mark.parametrize("caption, photographer, provider", [
    (("Warga berjalan di Malioboro, Yogyakarta, Senin (1/7/2024).ANTARA FOTO/Hendra Nurdiyansyah"
     "/foc."), "Hendra Nurdiyansyah", None),
    (("Presiden menyapa warga di Solo, Jawa Tengah, Kamis (4/7/2024). ANTARA FOTO/HO-Biro Pers"
     " Sekretariat Presiden/Muchlis Jr/nym/foc."), "Muchlis Jr", "Biro Pers Sekretariat Presiden"),
    ("Tim SAR mencari korban di Sungai Deli, Medan. ANTARA FOTO/HO-Basarnas/app.", None,
     "Basarnas"),
])
def test_antara_closing(caption: str, photographer: str | None, provider: str | None) -> None:
    """Antara's editors' initials in lower case name no one (not APP, Pakistan's agency), and
    "HO-" glued to a body marks it as the one that handed the picture out."""
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency, credit.provider) == (
        photographer, "Antara", provider)


@pytest.mark.parametrize("credit, name", [
    ("Фото Анатолия Медведева /Фотохроника ТАСС/", "Анатолий Медведев"),
    ("Фото Сергея Бобылева/ТАСС", "Сергей Бобылев"),
    # in the nominative already: kept as written
    ("Фото Мария Девахина/ТАСС", "Мария Девахина"),
    ("Фото Александра Петрова/ТАСС", "Александра Петрова"),
])
def test_genitive_names_after_foto(credit: str, name: str) -> None:
    read = parse_credit(credit)
    assert read is not None and read.photographer == name


@pytest.mark.parametrize("caption", [
    "[Updated] Crowds gather on Court Street in Florence on Saturday.",
    "© Sputnik The Kremlin is seen from the Moskva river on Monday.",
    "He spoke to the Kenya Medical Association (KMA)",
    "The nation mourns. Photo: John Nation",
    "Всадники во время шествия. Красная площадь",
])
def test_near_misses(caption: str) -> None:
    """No credit, or the person as written: brackets, signs and words that only look like
    the forms above."""
    photographer, agency = _read(caption)
    assert agency is None
    assert photographer in (None, "John Nation")


def test_full_house_name_before_photo() -> None:
    """A house's whole name before "photo" is read before its suffix is cut ("Thai News
    Agency", not "Thai")."""
    assert normalise_agency("Thai News Agency photo") == "Thai News Agency"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Tracy Glantz", "Kevin Dorsey", "Ada Kincaid"]),
       st.sampled_from(["thestate.com", "dailyherald.com", "example.org"]),
       st.sampled_from(["Columbia", "Aurora", "Elgin"]))
def test_staff_email_property(name: str, domain: str, town: str) -> None:
    """Whatever the person and the domain, "Name/user@domain" closing a caption credits the
    person, never the address, and the body keeps the sentence."""
    user = name.split()[1].lower()
    caption = f"Crews work on Main Street in {town} on Monday, June 3, 2024. {name}/{user}@{domain}"
    body, credit = split_credit(caption)
    assert credit.photographer == name
    assert credit.agency is None or "@" not in credit.agency
    assert body.endswith("2024.")
