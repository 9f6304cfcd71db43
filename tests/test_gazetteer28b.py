"""Session 28's second gazetteer round: a formal main name's everyday short form
("Matamoros" of "Heroica Matamoros") ranks as a spelling of that main name, so a town called
so by its own main name keeps it only against a formal namesake under about six times its
size; Britain's Sovereign Base Areas filed under Cyprus, where captions place them ("RAF
Akrotiri, Cyprus"); Namugongo, the Uganda Martyrs' town, as a curated place; and Des Plaines'
old name "Rand" left out, with the West and Far East Rand as regions of their own."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gazetteer import distance_km
from gazetteer.resolve import short_form
from timeline.rows import caption_row

MATAMOROS_TAMAULIPAS = (25.88, -97.50)
MATAMOROS_COAHUILA = (25.53, -103.23)
RAF_AKROTIRI = (34.59, 32.99)
NAMUGONGO = (0.39, 32.65)


def _near(lat: float | None, lon: float | None, to: tuple[float, float], km: float) -> bool:
    """True when (lat, lon) is a point within ``km`` of ``to``."""
    return lat is not None and lon is not None and distance_km(lat, lon, *to) <= km


def _row(gaz, caption: str) -> dict:
    """The caption reader's row for one caption."""
    return caption_row(caption, ["test"], gaz)


# -- short forms of formal main names ---------------------------------------------------

@pytest.mark.parametrize(("written", "main"), [
    ("matamoros", "heroica matamoros"),
    ("puebla", "heroica puebla de zaragoza"),
    ("stratford", "stratford upon avon"),
    ("jerez", "jerez de la frontera"),
    ("havre", "le havre"),
])
def test_a_run_of_the_main_names_words_is_its_short_form(written, main):
    """The name the world writes is the formal main name without its honorific or suffix."""
    assert short_form(written, main)


@pytest.mark.parametrize(("written", "main"), [
    ("ridgeville", "north ridgeville"),   # a compass word makes another place
    ("springville", "new springville"),
    ("richmond", "port richmond"),
    ("mirpur", "new mirpur city"),
    ("redwood", "redwood city"),          # a "City" is part of the name (Junction City,
    ("junction", "junction city"),        # Forrest City are never "Junction", "Forrest")
    ("santa", "santa cruz"),              # a saint's word alone is no town's name
    ("ciudad", "ciudad victoria"),
    ("mirpur", "mirpur mathelo"),         # a second name makes another town
    ("fujairah", "dibba al fujairah"),
    ("matamoros", "matamoros"),           # the main name itself is no short form
    ("moros", "heroica matamoros"),       # only whole words count
])
def test_a_changed_place_or_a_generic_word_is_no_short_form(written, main):
    """Dropping "North", "New" or "Port" names another place; "Santa" names none."""
    assert not short_form(written, main)


_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=4, max_size=10)


@given(name=_WORD, prefix=st.sampled_from(["heroica", "ciudad", "villa"]))
def test_a_formal_prefix_leaves_a_short_form(name, prefix):
    """Any town's name behind an honorific prefix is that name's short form."""
    assert short_form(name, f"{prefix} {name}")


@given(name=_WORD, compass=st.sampled_from(["north", "south", "east", "west", "new", "port"]))
def test_a_compass_or_new_word_never_leaves_a_short_form(name, compass):
    """A compass word, "New" or "Port" before a name makes another place."""
    assert not short_form(name, f"{compass} {name}")


@given(written=st.lists(_WORD, min_size=1, max_size=3), main=st.lists(_WORD, max_size=4))
def test_a_short_form_is_always_a_proper_run_of_the_main_name(written, main):
    """Whatever the words, a short form is shorter than the main name and inside it."""
    w, m = " ".join(written), " ".join(main)
    if short_form(w, m):
        assert len(written) < len(main) and f" {w} " in f" {m} "


def test_bare_matamoros_in_mexico_is_the_border_city(gaz):
    """Heroica Matamoros, Tamaulipas (510,000), not Matamoros, Coahuila (52,000)."""
    res = gaz.resolve("Matamoros", country_codes=["MX"])
    assert _near(res.latitude, res.longitude, MATAMOROS_TAMAULIPAS, 25)


def test_ap_matamoros_dateline_is_opposite_brownsville(gaz):
    """The AP's border dateline is read at the Tamaulipas city."""
    row = _row(gaz, "MATAMOROS, Mexico (AP) — Asylum seekers line up at the Gateway "
                    "International Bridge in Matamoros, Mexico, Tuesday, Jan. 9, 2024, "
                    "opposite Brownsville, Texas. (AP Photo/Veronica G. Cardenas)")
    assert row["country_code"] == "MX"
    assert _near(row["latitude"], row["longitude"], MATAMOROS_TAMAULIPAS, 25)


def test_matamoros_tamaulipas_state_is_the_border_city(gaz):
    """The state named with it agrees with the larger city."""
    row = _row(gaz, "Migrants shelter in tents at a camp in Matamoros, Tamaulipas state, "
                    "Mexico, on Nov. 2, 2019. REUTERS/Daniel Becerril")
    assert _near(row["latitude"], row["longitude"], MATAMOROS_TAMAULIPAS, 25)


def test_matamoros_coahuila_keeps_the_smaller_town(gaz):
    """Near-miss: the state named makes the main-name town the place."""
    res = gaz.resolve("Matamoros", context="in Matamoros, Coahuila, near Torreon",
                      country_codes=["MX"])
    assert _near(res.latitude, res.longitude, MATAMOROS_COAHUILA, 25)


@pytest.mark.parametrize(("name", "cc", "main"), [
    ("Richmond", "US", "Richmond"),            # not Port Richmond
    ("Springfield", "US", "Springfield"),      # not Springfield Gardens
    ("Victoria", "CA", "Victoria"),
    ("San Pedro", "MX", "San Pedro"),
    ("Santiago", "CL", "Santiago"),
    ("Mirpur", "PK", "New Mirpur City"),       # not Mirpur Mathelo
])
def test_main_name_towns_keep_their_name(gaz, name, cc, main):
    """Near-misses: a town called by its main name is not displaced by a formal namesake."""
    res = gaz.resolve(name, country_codes=[cc])
    assert res.name == main


@pytest.mark.parametrize(("name", "cc", "main"), [
    ("Stoke", "GB", "Stoke-on-Trent"),
    ("Marburg", "DE", "Marburg an der Lahn"),
])
def test_the_everyday_short_form_of_a_far_larger_city(gaz, name, cc, main):
    """"Stoke" is Stoke-on-Trent, 270,000, not a village called Stoke by its main name."""
    assert gaz.resolve(name, country_codes=[cc]).name == main


# -- the Sovereign Base Areas are on Cyprus ------------------------------------------------

def test_raf_akrotiri_cyprus_is_in_cyprus(gaz):
    """The UK MOD's and AP's captions name the station with Cyprus."""
    row = _row(gaz, "In this image provided by the U.K. Ministry of Defence, a Royal Air "
                    "Force Voyager refuels at RAF Akrotiri, Cyprus, before strikes in "
                    "Iraq, Monday, Oct. 6, 2014. (Cpl Neil Bryden/UK Ministry of Defence "
                    "via AP)")
    assert row["country_code"] == "CY"
    assert _near(row["latitude"], row["longitude"], RAF_AKROTIRI, 10)


def test_british_base_at_akrotiri_is_in_cyprus(gaz):
    """The bare name, as Reuters writes it, is the base on Cyprus."""
    res = gaz.resolve("Akrotiri", context="jets took off from the British base at Akrotiri")
    assert res.country_code == "CY" and gaz.place(res.place_id).admin1_code == "CY.05"


def test_dhekelia_cyprus_resolves(gaz):
    """The Eastern base area, written with Cyprus, is found there."""
    res = gaz.resolve("Dhekelia", context="Dhekelia, Cyprus", country_codes=["CY"])
    assert res is not None and res.country_code == "CY"


# -- Namugongo ---------------------------------------------------------------------------

def test_namugongo_martyrs_day_is_at_namugongo(gaz):
    """Not Wakiso town, 21 km west, nor Kampala."""
    row = _row(gaz, "Catholic faithful gather at the Uganda Martyrs Basilica in Namugongo, "
                    "Wakiso district, for Martyrs Day on June 3, 2023. Photo by Abubaker "
                    "Lubowa/Daily Monitor")
    assert row["country_code"] == "UG"
    assert _near(row["latitude"], row["longitude"], NAMUGONGO, 5)


def test_the_martyrs_shrine_stands_in_namugongo(gaz):
    """The landmark, named without its town, is placed at Namugongo."""
    res = gaz.resolve("Uganda Martyrs Shrine")
    assert _near(res.latitude, res.longitude, NAMUGONGO, 5)


def test_bare_namugongo_is_the_town(gaz):
    """The bare name is the town (a point of its own), not the shrine placed at a parent."""
    res = gaz.resolve("Namugongo")
    assert res.place_id == "curated:namugongo" and res.geo_precision == 1


# -- the Rand ------------------------------------------------------------------------------

@pytest.mark.parametrize("caption", [
    "Mineworkers march to a shaft on the West Rand on Monday, 4 June 1990. PICTURE: SAPA",
    "Residents clean up after a storm on the Far East Rand on 12 November 2016. "
    "PICTURE: Gallo Images",
])
def test_the_west_and_far_east_rand_are_in_south_africa(gaz, caption):
    """Not Des Plaines, Illinois, once called Rand."""
    assert _row(gaz, caption)["country_code"] == "ZA"


def test_rand_is_never_des_plaines(gaz):
    """Des Plaines' 19th-century name is not indexed."""
    assert all(p.name != "Des Plaines" for p in gaz.candidates("Rand"))


def test_des_plaines_itself_still_resolves(gaz):
    """Near-miss: the town by its own name."""
    res = gaz.resolve("Des Plaines", context="Des Plaines, Illinois")
    assert res.name == "Des Plaines" and res.country_code == "US"
