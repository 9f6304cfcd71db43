"""Credit forms of the sport houses, the Nordic and Pakistani papers, China's and Taiwan's
houses, and the state wires' pictures sent by a wire (session 30).

Each rule is tested with captions written in the houses' styles, and with near-misses the
rule must leave alone.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.agencies import credit_slot_agency, normalise_agency
from timeline.understand.credit_parts import parse_credit
from timeline.understand.credits import split_credit
from timeline.understand.page_lines import split_page_head
from timeline.understand.text import normalise_text

_REUTERS_NOTICE = (
    " EDITORIAL USE ONLY. No use with unauthorized audio, video, data, fixture lists, "
    "club/league logos or 'live' services. Online in-match use limited to 120 images, no video "
    "emulation. No use in betting, games or single club/league/player publications. Please "
    "contact your account representative for further details.")


def _read(caption: str) -> tuple[str | None, str | None]:
    """(photographer, agency) the credit finder reads in a caption."""
    _, credit = split_credit(normalise_text(caption))
    return credit.photographer, credit.agency


@pytest.mark.parametrize(("caption", "photographer", "agency"), [
    # Reuters' full sports notice after its credit, longer than 300 characters
    ("Soccer Football - Premier League - Everton v Brentford - Goodison Park, Liverpool, "
     "Britain - March 9, 2024 Everton's Dominic Calvert-Lewin heads at goal REUTERS/Phil Noble"
     + _REUTERS_NOTICE, "Phil Noble", "Reuters"),
    ("Soccer Football - Championship - Leeds United v Norwich City - Elland Road, Leeds, "
     "Britain - May 16, 2024 Leeds United's Crysencio Summerville celebrates Action Images via "
     "Reuters/Lee Smith" + _REUTERS_NOTICE, "Lee Smith", "Action Images"),
    # Cor Vos's copyright sign and year after its credit
    ("Leuven - Belgium - wielrennen - cycling - Wout van Aert pictured during the race - 26 "
     "September 2021 - photo Luc Claessen/Cor Vos © 2021", "Luc Claessen", "Cor Vos"),
    # Red Bull Content Pool's fields parted by " // "
    ("Fabio Wibmer performs in Saalbach, Austria on August 2, 2023 // Philip Platzer / Red Bull "
     "Content Pool // SI202308030045 // Usage for editorial use only //", "Philip Platzer",
     "Red Bull Content Pool"),
    # Advance Local's "(Name | address@al.com)"
    ("Alabama's Jalen Milroe runs for a touchdown at Bryant-Denny Stadium in Tuscaloosa, Ala., "
     "on Saturday, Sept. 2, 2023. (Mickey Welsh | mwelsh@al.com)", "Mickey Welsh", "AL.com"),
    # Noticias Argentinas' label glued to the sentence before it
    ("Hinchas de Boca Juniors en La Bombonera durante el partido ante Racing por la Liga."
     "Foto NA:Marcelo Capece", "Marcelo Capece", "NA"),
])
def test_sport_house_forms(caption: str, photographer: str | None, agency: str | None) -> None:
    """The sport houses' credit forms give the photographer and the house."""
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize(("caption", "photographer", "agency"), [
    ("Lava flows across the road near Grindavík on 8 February 2024. Vísir/Vilhelm",
     "Vilhelm", "Vísir"),
    ("A Norwegian F-35 over the Barents Sea on 14 March 2024. Foto: Forsvaret", None,
     "Forsvaret"),
    ("Travellers show documents at the harbour in Helsingor, Denmark, January 4, 2016. Scanpix "
     "Denmark/Mathias Bojesen via REUTERS", "Mathias Bojesen", "Scanpix"),
])
def test_nordic_forms(caption: str, photographer: str | None, agency: str | None) -> None:
    """Iceland's Vísir before its photographer's first name, the Norwegian forces' "Foto:
    Forsvaret" (a body, no person), Scanpix Denmark as a house, not a person."""
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize(("caption", "photographer", "agency"), [
    ("Commuters wade through a flooded road in Saddar on Monday. PHOTO: RASHID AJMERI/EXPRESS",
     "Rashid Ajmeri", "Express"),
    ("Troops patrol a market in Wana, South Waziristan, on March 3, 2015. — ISPR photo", None,
     "ISPR"),
    ("Police disperse protesters at Faizabad Interchange on Saturday, November 25, 2017.–Online",
     None, "Online"),
    ("Traders protest against taxes in Lahore on Tuesday, May 7, 2024.–APP", None, "APP"),
    ("Iranian boats sail in the Gulf near Bandar Abbas, July 21, 2019. Hamed Malekpour/Tasnim "
     "News Agency/via REUTERS", "Hamed Malekpour", "Tasnim"),
    ("Iranian boats sail in the Gulf, July 21, 2019. Tasnim News Agency/Handout via REUTERS",
     None, "Reuters"),
    ("A Hwasong-18 launch in North Korea, April 13, 2023. KCNA via REUTERS", None, "Reuters"),
    ("Families rally in Tel Aviv, Oct. 18, 2023. (Haim Zach/GPO via AP)", "Haim Zach", "AP"),
    ("Royal Marines on patrol in Helmand Province, Afghanistan, 2010.\nPhoto: Cpl Jane Doe RLC / "
     "MoD Crown Copyright", "Jane Doe", "UK MOD"),
])
def test_pakistan_iran_forms(caption: str, photographer: str | None, agency: str | None) -> None:
    """Pakistan's papers and the ISPR, the state wires' own photographers via a wire (theirs)
    against their bare handouts and a government office's (the wire's), the MoD."""
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize(("caption", "photographer", "agency"), [
    ("台中市今天舉行燈會，民眾在現場參觀。（中央社記者趙麗妍攝 113年2月24日）", "趙麗妍", "CNA"),
    ("Tourists visit Sun Moon Lake in Nantou on Feb. 10, 2016. (CNA file photo)", None, "CNA"),
    ("Visitors view the Bund in Shanghai on October 2, 2024. Photo: Li Hao/GT", "Li Hao",
     "Global Times"),
    ("Workers assemble cars in Hefei, Anhui province, on May 5, 2024. [Photo by Zhu Xingxin/"
     "chinadaily.com.cn]", "Zhu Xingxin", "China Daily"),
    ("Snow covers the Forbidden City in Beijing on Dec 11, 2023. Photo: CFP", None, "CFP"),
    ("Tourists visit the Great Wall at Badaling, Beijing, on Oct 3, 2024. [Photo/IC]", None,
     "Imaginechina"),
    ("CNS photo/Zhang Yu: Tourists visit the Yellow Crane Tower in Wuhan, Hubei Province, Oct. 3, "
     "2024.", "Zhang Yu", "China News Service"),
    ("立法院今天召開院會，朝野立委在議場內表決。記者林俊良／攝影", "林俊良", None),
    ("台北市長今天出席活動。（聯合報記者林俊良／攝影）", "林俊良", "United Daily News"),
])
def test_chinese_house_forms(caption: str, photographer: str | None, agency: str | None) -> None:
    """CNA, the Global Times, China Daily, China Foto Press, Imaginechina, China News Service
    and the United Daily News' reporters' "記者Name／攝影"."""
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize(("caption", "photographer", "agency"), [
    ("Warszawa, 12.03.2024. Premier Donald Tusk podczas konferencji prasowej. (mr)PAP/Radek "
     "Pietruszka", "Radek Pietruszka", "PAP"),
    ("Des manifestants défilent à Lyon le 5 décembre 2024. © Maxime Jegat / MAXPPP",
     "Maxime Jegat", "MAXPPP"),
    ("В парке Душанбе празднуют Навруз, 21 марта 2024 года. Фото: Нигина Рахимова / «Азия-Плюс». "
     "Праздник отмечают четыре дня.", "Нигина Рахимова", "Asia-Plus"),
])
def test_european_and_central_asian_forms(caption: str, photographer: str | None,
                                          agency: str | None) -> None:
    """PAP's editor's initials glued before its credit, MAXPPP, a labelled credit sentence
    between two sentences."""
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize(("caption", "agency"), [
    ("Deir Ezzor, SANA- Locals inspect the damage in al-Mayadeen city, February 3, 2024.",
     "SANA"),
    ("Kharkiv. Ukrinform. Rescuers clear rubble in Kharkiv, February 1, 2024. Photo: Oleksandr "
     "Lysenko", "Ukrinform"),
])
def test_dateline_houses(caption: str, agency: str) -> None:
    """A house's tag in the dateline names the agency when the credit names none."""
    from timeline.understand.credits import _dateline_credit

    credit = _dateline_credit(normalise_text(caption))
    assert credit is not None and credit.agency == agency


@pytest.mark.parametrize("caption", [
    "He said the price rose to 5.–Monday",  # (no house after the glued dash)
    "Paris. Police said the man was arrested on Monday.",  # (no house's name after the town)
    "HARRISBURG, PA-Locals gather at the Capitol on Monday, May 6, 2024.",
    "The road a // b is closed on Monday.",
    "他們在攝影棚拍攝。",
    "He said it was a file photo (file photo)",
])
def test_near_misses_name_no_credit(caption: str) -> None:
    """Texts that look like the forms above but name no house read no agency."""
    from timeline.understand.credits import _dateline_credit

    _, credit = split_credit(normalise_text(caption))
    dateline = _dateline_credit(normalise_text(caption))
    assert credit.agency is None and (dateline is None or dateline.agency is None)


def test_house_aliases_are_one_house() -> None:
    """Spellings the labels use for one house normalise to it, so the credit and the gold
    compare as one."""
    assert normalise_agency("Central News Agency") == normalise_agency("CNA") == "CNA"
    assert normalise_agency("The Express Tribune") == normalise_agency("Express")
    assert normalise_agency("MoD") == normalise_agency("UK MOD") == "UK MOD"
    assert normalise_agency("Huw Evans Picture Agency") == normalise_agency("Huw Evans Agency")
    assert normalise_agency("IC") == "Imaginechina"
    assert normalise_agency("GT") is None and credit_slot_agency("GT") == "Global Times"
    assert normalise_agency("CFP") is None  # (the College Football Playoff in running text)
    assert parse_credit("photo Jan Janssens/Cor Vos © 2015").agency == "Cor Vos"


def test_a_page_head_paper_section_and_day() -> None:
    """The Daily Star's page head, "PAPER | SECTION | DAY", names the paper."""
    text = ("The Daily Star | Sports | Mon Dec 5, 2022\nBangladesh's players celebrate after "
            "their win over India at the stadium in Mirpur yesterday. PHOTO: NAME SURNAME")
    assert split_page_head(text)[1] == "The Daily Star"
    other = ("Dhaka | Sports | Mon Dec 5, 2022\nBangladesh's players celebrate after their win "
             "over India at the stadium in Mirpur yesterday.")
    assert split_page_head(other)[1] is None


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from("abcdefghij ABCDEFG.,–-/|"), min_size=0, max_size=80))
def test_glued_dash_and_double_slash_are_safe(tail: str) -> None:
    """Any text of letters, stops, dashes and slashes is read without error, and a credit the
    finder reads is a part of the text."""
    text = normalise_text(f"Crowds gather in the square on Monday. {tail}")
    body, credit = split_credit(text)
    assert isinstance(body, str)
    if credit.raw is not None:
        assert credit.raw.replace(" ", "")[:8] in text.replace(" ", "")
