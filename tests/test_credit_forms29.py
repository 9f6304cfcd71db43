"""Credit forms of US local papers and TV stations, and of houses in Southeast Asia, the
Caucasus, West Africa, Ireland, Mexico and Quebec: each read by its general rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.agencies import HOME_COUNTRY, normalise_agency
from timeline.understand.credits import split_credit


@pytest.mark.parametrize("caption, photographer, agency", [
    # a US local paper's closing "Name/Paper" with no "Photo" word: the paper's last word
    ("A pitcher throws during the Class 4 sectional in Joplin, Mo., on Monday, May 13, 2024."
     " Dalton Pierce/Joplin News-Leader", "Dalton Pierce", "Joplin News-Leader"),
    ("Volunteers fill sandbags along the Muskingum River in Zanesville on Friday, April 5,"
     " 2024. Carla Whitfield/Zanesville Repository", "Carla Whitfield", "Zanesville Repository"),
    ("Crews pave Route 8 in Butler Township on Wednesday, June 12, 2024."
     " Mara Kellison/Butler Eagle", "Mara Kellison", "Butler Eagle"),
    ("A runner crosses the finish line of the Boilermaker in Utica on Sunday, July 14, 2024."
     " Dean Morrow/Times Union", "Dean Morrow", "Times Union"),
    ("Fans cheer at Memorial Stadium in Columbia on Saturday, Oct. 19, 2024."
     " Nadia Brooks/Columbia Missourian", "Nadia Brooks", "Columbia Missourian"),
    ("Dancers perform on Court Street in Florence on Friday, July 26, 2024."
     " Owen Tate/TimesDaily", "Owen Tate", "TimesDaily"),
    # "Photo by Name, Paper": the paper after the comma
    ("Barrel racers compete at the county fair in Laramie on Aug. 2, 2024."
     " Photo by Hank Doyle, Laramie Boomerang Eagle", "Hank Doyle", "Laramie Boomerang Eagle"),
    # a known house of two words closing the caption after a comma, either order
    ("Residents wade through floodwater in Cainta, Rizal, Setyembre 2, 2024."
     " Jonas Mercado, ABS-CBN News", "Jonas Mercado", "ABS-CBN News"),
    ("Des patineurs sur les plaines d'Abraham, dimanche 14 janvier 2024.\n"
     "Le Soleil, Élise Gagnon", "Élise Gagnon", "Le Soleil"),
    ("Des policiers bouclent la rue Montcalm dans le secteur Hull, mardi soir."
     " PHOTO SIMON FORTIN, LE DROIT", "Simon Fortin", "Le Droit"),
    # West Africa's "Name, Vanguard" after a label, and a house alone
    ("Traders count losses at the Balogun market in Lagos, Tuesday, March 5, 2024."
     " Photo: Chidi Okafor, Vanguard", "Chidi Okafor", "Vanguard"),
    ("Cotonou, 15 mars 2024 - Les élèves défilent devant la tribune officielle."
     " (Photo: La Nation)", None, "La Nation"),
])
def test_paper_forms(caption: str, photographer: str | None, agency: str) -> None:
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # a TV station's call letters and channel: the house, never a person
    ("Crews clear fallen trees in Gresham after the storm, Jan. 14, 2024."
     " (KOIN 6 News/Dana Whitlock)", "Dana Whitlock", "KOIN 6 News"),
    ("Deputies block the road near Olathe on Tuesday, April 2, 2024. (KSHB 41/Luis Ortega)",
     "Luis Ortega", "KSHB 41"),
    ("Balloons rise over the park at dawn, Sunday, Oct. 8, 2023. Photo: KOB 4", None, "KOB 4"),
    ("Voters line up outside the library on Thursday.Photo:WXII 12 News", None, "WXII 12 News"),
    ("Crews battle a brush fire near Draper on Tuesday afternoon. (Photo: KSL TV)",
     None, "KSL TV"),
])
def test_tv_station_forms(caption: str, photographer: str | None, agency: str) -> None:
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("name", ["WHO", "KGB", "WADA", "WWII", "KFC 4 U", "Kob 4"])
def test_call_letters_alone_are_no_station(name: str) -> None:
    """A station needs its channel or "TV"/"News": the letters alone are other bodies."""
    assert normalise_agency(name) is None


@pytest.mark.parametrize("caption, agency", [
    # "KT": the Khmer Times in Cambodia, the Khaleej Times elsewhere
    ("Boat racers paddle on the Tonle Sap in Phnom Penh on November 14, 2024. KT/Sok Dara",
     "Khmer Times"),
    ("Shoppers at the Global Village in Dubai on January 5, 2024. KT/Neeraj Murali",
     "Khaleej Times"),
    # houses the tables know now, each with its home
    ("Pilgrims gather at Geghard monastery on January 6, 2024. PAN Photo/Aram Petrosyan",
     "PAN Photo"),
    ("Rangers collar a lioness near Main Camp on Saturday. Photo: ZimParks", "ZimParks"),
    ("Miners march back to work behind the lodge banner in 1985. Photo: Western Mail archive",
     "Western Mail"),
    ("Delegaciones bailan en el Cerro del Fortín, este lunes 22 de julio.\n"
     "Foto: Quadratín Oaxaca", "Quadratín"),
])
def test_houses(caption: str, agency: str) -> None:
    _, credit = split_credit(caption)
    assert credit.agency == agency
    assert credit.photographer is None or " " in credit.photographer


@pytest.mark.parametrize("house", ["Le Droit", "ZimParks", "PAN Photo", "Western Mail",
                                   "Xposure", "Quadratín", "Rapport", "PCS", "Vanguard",
                                   "La Nation"])
def test_new_houses_have_a_home(house: str) -> None:
    assert len(HOME_COUNTRY[house]) == 2


@pytest.mark.parametrize("caption", [
    "The mayor met John Smith, Associated Press reporters said on Monday.",
    "Residents of Canton met the Times Union's editors on Friday.",
    "WHO officials visit the clinic in Goma on Monday, June 3, 2024.",
    "A KSL TV van is parked outside the courthouse in Provo on Tuesday.",
])
def test_no_credit_in_running_text(caption: str) -> None:
    """The forms need a credit's place: running text naming a paper or a station is no
    credit."""
    _, credit = split_credit(caption)
    assert credit.raw is None


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["News-Leader", "Repository", "Times Union", "Missourian", "Blade"]),
       st.sampled_from(["Dana Whitlock", "Luis Ortega", "Mara Kellison"]),
       st.sampled_from(["Springfield", "Canton", "Butler", "Columbia"]))
def test_person_and_paper_closing(word: str, name: str, town: str) -> None:
    """Whatever the town and the person, "Name/Town Word" closing a caption is the person
    and the paper (a word many bodies end in too, "Leader", "Eagle", "Union", needs a paper
    word before it: "Name/Student Union" is no paper's, see test_credit_forms29c)."""
    caption = f"Crews work on Main Street in {town} on Monday, June 3, 2024. {name}/{town} {word}"
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (name, f"{town} {word}")
    assert body.endswith("2024.")
