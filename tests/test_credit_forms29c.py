"""The mends of the twenty-ninth session's credit forms after their review: bare call
letters, a firm's courtesy, a contact's e-mail, the Vanguard Group's handout, one word in an
opening bracket, a long signed name, the Khmer Times' "KT" and the weak last words of a
paper's name. Each rule with the captions it must read and the near-misses it must leave."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.credits import split_credit
from timeline.understand.given_names import is_person_name


def _read(caption: str) -> tuple[str | None, str | None]:
    _, credit = split_credit(caption)
    return credit.photographer, credit.agency


@pytest.mark.parametrize("caption", [
    "Troops wade ashore at Utah Beach, Normandy, France, June 6, 1944. (WWII)",
    "A'ja Wilson of the Las Vegas Aces shoots in Las Vegas, Nevada, May 14, 2024. (WNBA)",
    "A patrol drives through Mitrovica, Kosovo, on October 2, 2023. (KFOR)",
    "Fans of the Royals fill the stands in Kansas City, Missouri, on April 1, 2024. (KING)",
    "Delegates meet at the UN in Geneva, Switzerland, on March 3, 2024. (WIPO)",
])
def test_bare_capitals_are_no_station(caption: str) -> None:
    """Four capitals opening with K or W are no station without a channel or "TV"."""
    assert _read(caption) == (None, None)


@pytest.mark.parametrize("caption, agency", [
    ("Crews clear a fallen tree in Waterloo, Iowa, on July 9, 2024. (KWWL 7)", "KWWL 7"),
    ("Snow falls on Denver, Colorado, on March 14, 2024. Photo: KUSA TV", "KUSA TV"),
    ("A still image shows a military parade in Pyongyang on February 8, 2023. (KCTV)",
     "KCTV"),
    ("Hail covers a field near Hiawatha, Iowa, on May 21, 2024. (KCRG)", "KCRG"),
    ("Runners finish the marathon in Milwaukee, Wisconsin, on October 6, 2024. (WISN)", "WISN"),
])
def test_stations_with_their_channel_and_known_houses(caption: str, agency: str) -> None:
    """A call sign with its channel or "TV", a house the tables know and a listed station
    still count."""
    assert _read(caption) == (None, agency)


@pytest.mark.parametrize("caption, photographer", [
    ("A satellite deploys over the Pacific on May 4, 2024. Courtesy of Rocket Lab/via REUTERS",
     None),
    ("Astronauts train in Houston, Texas, on March 1, 2024. Courtesy of Axiom Space/via REUTERS",
     None),
    (("A new jet rolls out in Everett, Washington, on June 1, 2024. Courtesy of Alaska Airlines"
      "/via REUTERS"), None),
    (("Engineers test a drone in Kyiv, Ukraine, on May 2, 2024. Courtesy of Skyeton Group"
      "/via REUTERS"), None),
    (("Lava flows near Grindavik, Iceland, on January 14, 2024. Courtesy of Sarah Jensen"
      "/via REUTERS"), "Sarah Jensen"),
    (("A tornado passes Perryton, Texas, on June 15, 2023. Courtesy of Kelsey Tolliver"
      "/via REUTERS"), "Kelsey Tolliver"),
])
def test_courtesy_of_a_person_or_a_firm(caption: str, photographer: str | None) -> None:
    """A courtesy's two words are a person's only with a known given name or an initial
    first and no body's word; the wire stays the agency either way."""
    assert _read(caption) == (photographer, "Reuters")


@pytest.mark.parametrize("name, person", [
    ("J. Tolliver", True), ("Mary-Kate Olsen", True), ("Walt Disney World", False),
    ("Mercy Ships", False), ("Morgan Stanley", False), ("Tim", False),
])
def test_is_person_name(name: str, person: bool) -> None:
    """A given name or an initial first; a body's word, a firm's first word or one word
    alone is no person's."""
    assert is_person_name(name) is person


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Northrop", "Pacific", "Golden", "Silver", "Summit", "Apex"]),
       st.sampled_from(["Systems", "Energy", "Airlines", "Foundation", "Labs", "Industries"]))
def test_a_firms_name_is_no_person(first: str, last: str) -> None:
    """Whatever a firm is called, a body's word in it keeps it from being a person."""
    assert not is_person_name(f"{first} {last}")


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Aid trucks cross into Rafah on March 4, 2024. Press contact: Ana Ruiz/aruiz@wfp.org",
     None, None),
    (("Sea turtles hatch near Mackay, Australia, on February 2, 2024. To buy prints, e-mail"
      " Tom Reid/treid@reefpix.com.au"), None, None),
    (("A fire burns near Columbia, South Carolina, on May 2, 2024. Photo: Joshua Boucher"
      "/jboucher@thestate.com"), "Joshua Boucher", "The State"),
    ("Flooding in Lagos, Nigeria, on June 2, 2024. Photo: Ana Ruiz/aruiz@wfp.org",
     "Ana Ruiz", None),
])
def test_staff_address_only_in_a_credits_place(
        caption: str, photographer: str | None, agency: str | None) -> None:
    """A name and an address after "contact" or "write to" are whom to write to; in a
    credit's place, the address gives a paper only from the staff domains' table."""
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    (("An office building in Malvern, Pennsylvania, in an undated photo. Courtesy of"
      " Vanguard/Handout via REUTERS"), None, "Reuters"),
    ("Investors meet in Valley Forge, Pennsylvania, on May 1, 2024. Photo: Vanguard",
     None, None),
    ("Commuters queue at a bus stop in Ikeja, Lagos, Nigeria, on June 3, 2024. Photo: Vanguard",
     None, "Vanguard"),
    ("Fans celebrate in Abuja on February 11, 2024. Photo: Funmi Adeyemi/Vanguard",
     "Funmi Adeyemi", "Vanguard"),
])
def test_vanguard(caption: str, photographer: str | None, agency: str | None) -> None:
    """Nigeria's Vanguard alone needs Nigeria in the caption, and never hands out a picture."""
    assert _read(caption) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency, body_start", [
    ("[Exclusive/Reuters] Fishermen mend nets in Gaza City on May 2, 2024.",
     None, "Reuters", "Fishermen"),
    ("[Video/AP] Firefighters battle a blaze in Athens, Greece, on July 17, 2024.",
     None, "AP", "Firefighters"),
    ("[Maya Lindqvist/Reuters] Fishermen mend nets in Gaza City on May 2, 2024.",
     "Maya Lindqvist", "Reuters", "Fishermen"),
    ("© AFP / Ana Maria Lopez Garcia Fishermen mend nets in Vigo, Spain, on May 2, 2024.",
     "Ana Maria Lopez Garcia", "AFP", "Fishermen"),
    ("© Reuters / Mohamed Abd El Ghany Worshippers pray in Cairo, Egypt, on April 10, 2024.",
     "Mohamed Abd El Ghany", "Reuters", "Worshippers"),
    ("© Sputnik / Ilya Pitalev Russian servicemen march in Moscow on May 9, 2024.",
     "Ilya Pitalev", "Sputnik", "Russian"),
    ("© AP / Susan Walsh President Joe Biden waves in Washington on May 1, 2024.",
     "Susan Walsh", "AP", "President"),
])
def test_opening_credits(caption: str, photographer: str | None, agency: str,
                         body_start: str) -> None:
    """An opening "[X/House]" names a person only with two name words; "© House / Name"
    takes up to four name words, less one that opens the sentence."""
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert body.startswith(body_start)


@pytest.mark.parametrize("caption, agency", [
    (("Cambodian migrants work at a building site in Dubai, UAE, on June 3, 2024. KT photo:"
      " Shihab"), "Khaleej Times"),
    ("Khmer dancers perform at Expo City in Dubai on March 5, 2024. KT/Neeraj Murali",
     "Khaleej Times"),
    ("Monks walk at Angkor Wat near Siem Reap on April 14, 2024. KT/Pann Rethea",
     "Khmer Times"),
    ("PHNOM PENH, March 2, 2024 - Vendors sell fruit at Orussey market. KT/Chor Sokunthea",
     "Khmer Times"),
])
def test_kt_follows_the_pictures_place(caption: str, agency: str) -> None:
    """"KT" is the Khmer Times' only where the picture's place is Cambodian."""
    assert _read(caption)[1] == agency


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Students rally in Austin, Texas, on April 24, 2024. Mia Torres/Student Union",
     None, None),
    ("A tug guides a freighter in Baltimore, Maryland, on May 1, 2024. Ray Dunn/Harbor Pilot",
     None, None),
    ("Voters line up in Albany, New York, on June 25, 2024. Lori Van Buren/Times Union",
     "Lori Van Buren", "Times Union"),
    ("Ice covers the Maumee in Toledo, Ohio, on January 16, 2024. Kurt Steiss/Toledo Blade",
     "Kurt Steiss", "Toledo Blade"),
    (("Fans cheer in Springfield, Missouri, on May 3, 2024. Andrew Jansen/Springfield"
      " News-Leader"), "Andrew Jansen", "Springfield News-Leader"),
])
def test_weak_paper_words(caption: str, photographer: str | None, agency: str | None) -> None:
    """A paper's last word that ends bodies' names too needs a paper word before it, three
    words, or a known paper."""
    assert _read(caption) == (photographer, agency)
