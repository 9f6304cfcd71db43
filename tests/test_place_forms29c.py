"""Mends to the session-29 place rules, each a general rule with its near-misses.

The sentence-opening noun rule ("Bison graze ...") is English's: a town opening a sentence
in another language, perhaps with a case ending, stays the place. A state named on its own
is read as a state only where nothing already says what the name is ("the Oregon District of
Dayton", "El Paso (Texas)", "approaches Nova Scotia" keep their readings), and a state so read
is an area, not a town. A storm's name is no place. A quarter named by its kind ("el barrio
Las Delicias") is the named town's, not a namesake by another town one of its fuzzy readings
names. A county written with its state is in that state ("Butte County, Calif."), and a
county named in a caption about one state is that state's ("Winston-Salem, N.C. — Forsyth
County voters"). A clause after the event date about others' doings ("..., while delegations
hold talks in Istanbul") is not where the photo is. A border crossing between two countries
is on the side of the country the sentence puts the photo in.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.place_ranking import _in_a_clause_after_the_date
from timeline.understand.place_reading import _STORM_BEFORE

# ---- 1. the opening-noun rule is English's -----------------------------------------------


@pytest.mark.parametrize("text, place, country", [
    (("Gernikako bonbardaketaren urteurrena, Gernika-Lumon, 2019ko apirilaren 26an. "
      "Herritarrak plazan bildu ziren. JON URBE / FOKU"), "Gernika-Lumo", "ES"),
    ("Snow covers a ranch near Cody, Wyo., Monday, Jan. 15, 2024. (AP Photo/Jim Bell)",
     "Cody", "US"),
])
def test_the_opening_noun_rule_is_english_only(where, text, place, country):
    assert where(text) == (place, country)


# ---- 2. a state alone: only where nothing else says what the name is ---------------------


@pytest.mark.parametrize("text, place, country", [
    (("Mourners leave flowers at a bar in the Oregon District of Dayton, Ohio, on Monday, "
      "Aug. 5, 2019. (AP Photo/John Minchillo)"), "Dayton", "US"),
    (("Ciudad Juárez (México), 12 may (EFE).- Migrantes esperan junto al puente que conecta "
      "con El Paso (Texas), este viernes. EFE/ Luis Torres"), "Ciudad Juárez", "MX"),
    (("Waves crash on the shore in Halifax as post-tropical storm Lee approaches Nova Scotia "
      "on Saturday, Sept. 16, 2023. THE CANADIAN PRESS/Darren Calabrese"), "Halifax", "CA"),
])
def test_a_state_named_with_others_keeps_its_reading(where, text, place, country):
    assert where(text) == (place, country)


def test_a_state_alone_with_a_later_clause_stays_the_state(where):
    text = ("Horses graze on a ranch in Wyoming, U.S., January 16, 2024, as a cold snap gripped "
            "towns across the northern Plains. REUTERS/Dale Ferrin")
    assert where(text) == ("Wyoming", "US")


# ---- 3. a storm's name ------------------------------------------------------------------


@pytest.mark.parametrize("text, country", [
    (("A man walks along the waterfront as Hurricane Florence nears Wilmington, N.C., on "
      "Thursday, Sept. 13, 2018. (AP Photo/Chuck Burton)"), "US"),
    (("Residents clear debris after Cyclone Idai hit Beira, Mozambique, March 20, 2019. "
      "REUTERS/Mike Hutchings"), "MZ"),
])
def test_a_storm_s_name_is_no_place(where, text, country):
    assert where(text)[1] == country


@pytest.mark.parametrize("before, hit", [
    ("as storm ", True), ("Hurricane ", True), ("post-tropical storm ", True),
    ("Typhoon ", True), ("a brainstorm ", False), ("in ", False), ("the storm in ", False),
])
def test_the_storm_word_before_a_name(before, hit):
    assert (_STORM_BEFORE.search(before) is not None) == hit


# ---- 4. a quarter of the named town -----------------------------------------------------


def test_a_barrio_is_the_named_town_s(where):
    text = ("Rosario, 14/06/2023 (Télam).- Vecinos protestan frente a una escuela del barrio "
            "Las Delicias, este miércoles. Foto: Télam/Juan Pérez")
    assert where(text) == ("Rosario", "AR")


# ---- 5. a county with its state ---------------------------------------------------------


@pytest.mark.parametrize("text, place", [
    (("Smoke rises over a ridge in the Cohasset community of Butte County, Calif., Friday, "
      "July 26, 2024. (AP Photo/Noah Berger)"), "Cohasset"),
    (("Winston- Salem, N.C. —Forsyth County voters line up at a library Friday,Oct. 18,2024 "
      "on the second day of early voting in North Carolina.Photo:WXII 12 News"),
     "Winston-Salem"),
])
def test_a_county_is_in_its_state(where, text, place):
    assert where(text) == (place, "US")


def test_a_county_of_its_own_state_stays(where):
    # the near-miss: the county's town is in the state the caption writes
    text = ("Voters wait outside a polling station in Forsyth, Ga., on Tuesday, Nov. 5, 2024. "
            "(AP Photo/Mike Stewart)")
    assert where(text) == ("Forsyth", "US")


# ---- 6. a clause after the date about elsewhere -----------------------------------------


def test_a_while_clause_is_not_the_place(where):
    text = ("Lorries wait at the Torkham border crossing between Pakistan and Afghanistan, in "
            "Khyber district, Pakistan, Tuesday, Oct. 28, 2025, while officials from both "
            "countries meet in Istanbul. (AP Photo/Sajjad Khan)")
    assert where(text) == ("Torkham", "PK")


def test_a_place_after_the_date_with_none_before_stays(where):
    # the near-miss: no place before the date, so the clause's is the only one
    text = ("Firefighters rest on Tuesday, Aug. 1, 2023, as wildfires burn near Kamloops, "
            "British Columbia. THE CANADIAN PRESS/Darryl Dyck")
    assert where(text)[1] == "CA"


@given(st.text(alphabet="abcdefgh ", max_size=60), st.sampled_from(["as", "while"]))
@settings(max_examples=200)
def test_only_an_as_or_while_clause_counts(middle, word):
    """A place after the date is moved down only behind ", as" or ", while" in its sentence."""
    plain = "Men work in Dover on May 1, 2024 " + middle + " in Paris"
    date = (plain.index("May"), plain.index("2024") + 4)
    assert not _in_a_clause_after_the_date(plain, date, len(plain) - 5)
    clause = "Men work in Dover on May 1, 2024, " + word + " " + middle + " in Paris"
    assert _in_a_clause_after_the_date(clause, date, len(clause) - 5)
