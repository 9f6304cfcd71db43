"""Session 27's gazetteer rules: a country's name in Chinese, Japanese or Korean script is
keyed by its reading and matches only text in those scripts ("Guba" in Latin letters is no
Cuba); smaller Chinese towns found by their name as a county's seat ("江西省婺源县"); Polish
voivodeships written lower-case after their unit word ("woj. lubelskie"); alternates
captions give GeoNames records that lack them ("Molenbeek", "Zaporizhia"); a misleading
historic alternate ("Medininkai" for Varniai); and curated villages and features GeoNames
lacks (Blatten in the Lötschental, Chooralmala, Medininkai, Okjökull)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gazetteer import distance_km
from timeline.rows import caption_row


def _near(lat: float | None, lon: float | None, to: tuple[float, float], km: float) -> bool:
    """True when (lat, lon) is a point within ``km`` of ``to``."""
    return lat is not None and lon is not None and distance_km(lat, lon, *to) <= km


def _row(gaz, caption: str) -> dict:
    """The caption reader's row for one caption."""
    return caption_row(caption, ["test"], gaz)


# -- a country's name read from Chinese, Japanese or Korean script ----------------------

# Latin words that spell the reading of a country's name in those scripts (古巴 Cuba,
# 阿曼 Oman, タイ Thailand, 荷兰 the Netherlands, 智利 Chile, 波兰 Poland, 希腊 Greece)
_READINGS = {"Guba": "CU", "Aman": "OM", "Tai": "TH", "Helan": "NL", "Zhili": "CL",
             "Bolan": "PL", "Xila": "GR"}


@pytest.mark.parametrize(("word", "code"), sorted(_READINGS.items()))
def test_latin_word_spelling_a_reading_names_no_country(gaz, word, code):
    """In Latin letters the word is not the country: no country kind, no country candidate."""
    found = gaz.find_names(f"Crowds gathered in {word} on Monday")
    assert [m.text for m in found] in ([], [word])
    assert all("country" not in m.kinds and m.country_code is None for m in found)
    assert f"country:{code}" not in [p.place_id for p in gaz.candidates(word)]


def test_guba_in_benishangul_gumuz_is_not_cuba(gaz):
    """FBC's "in Guba, Benishangul-Gumuz Region" is the Ethiopian dam, not Cuba."""
    row = _row(gaz, "Prime Minister Abiy Ahmed inaugurates the Grand Ethiopian Renaissance Dam "
                    "(GERD) in Guba, Benishangul-Gumuz Region, on September 9, 2025. Photo: FBC")
    assert row["country_code"] == "ET"


def test_guba_dateline_of_the_dam_is_ethiopian(gaz):
    """ENA's "GUBA —" dateline over a GERD caption is the Ethiopian woreda the dam is in."""
    row = _row(gaz, "GUBA — Officials tour the Grand Ethiopian Renaissance Dam (GERD) in "
                    "Benishangul-Gumuz Region on July 5, 2025. Photo: ENA")
    assert row["country_code"] == "ET"
    assert _near(row["latitude"], row["longitude"], (11.21, 35.09), 25)


def test_guba_in_philippines_is_still_the_town(gaz):
    """Near-miss: the Philippine town of that name keeps it."""
    res = gaz.resolve("Guba", context="Guba, Cebu, Philippines")
    assert res is not None and res.country_code == "PH"


@pytest.mark.parametrize(("text", "written", "code"), [
    ("新华社哈瓦那电 古巴首都哈瓦那街头", "古巴", "CU"),
    ("这是在阿曼首都马斯喀特拍摄的", "阿曼", "OM"),
    ("キューバの首都ハバナで", "キューバ", "CU"),
    ("쿠바 아바나에서", "쿠바", "CU"),
])
def test_country_names_in_their_script_still_name_the_country(gaz, text, written, code):
    """Near-miss: written in Chinese, Japanese or Korean the name is still the country's."""
    found = [m for m in gaz.find_unspaced_names(text) if m.text == written]
    assert found and "country" in found[0].kinds and found[0].country_code == code
    assert gaz.candidates(written)[0].place_id == f"country:{code}"


@pytest.mark.parametrize(("written", "code"), [("古巴", "CU"), ("阿曼", "OM"), ("贝宁", "BJ"),
                                               ("瑞典", "SE"), ("苏丹", "SD")])
def test_country_name_in_its_script_outranks_latin_sound_alikes(gaz, written, code):
    """The country's own name in Chinese beats towns whose Latin names read alike (Amman's
    alternate "Aman", Beining, Ruidian, Sedan)."""
    assert gaz.resolve(written).place_id == f"country:{code}"


def test_town_written_like_a_country_keeps_its_name(gaz):
    """Near-miss: "黑山" is Montenegro in Chinese (a Heishan of 8,600 people that GeoNames also
    writes so gives way), but Liaoning's Heishan keeps its name as a county's, "黑山县"."""
    assert gaz.resolve("黑山").country_code == "ME"
    assert gaz.resolve("黑山县").place_id == "geonames:2036959"


@pytest.mark.parametrize(("word", "code"), [("Sudan", "SD"), ("Peru", "PE"), ("Panama", "PA")])
def test_latin_country_names_are_untouched(gaz, word, code):
    """Near-miss: a country's own Latin name, whose key a reading shares, stays the country."""
    found = gaz.find_names(f"Protesters in {word} on Monday")
    assert found[-1].country_code == code and "country" in found[-1].kinds


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([*_READINGS, "in", "the", "Monday", "near", "village"]),
                min_size=1, max_size=6))
def test_latin_text_never_meets_a_reading_country(gaz, words):
    """Whatever Latin text is made of these words, no match of them is a country."""
    for match in gaz.find_names(" ".join(words)):
        assert match.country_code is None and "country" not in match.kinds


# -- Chinese county seats by their name with its unit word -------------------------------

@pytest.mark.parametrize(("text", "written", "admin1", "point"), [
    ("这是2025年8月19日在江西省婺源县拍摄的田园风光", "婺源县", "Jiangxi", (29.25, 117.85)),
    ("湖南省汨罗市举行龙舟赛", "汨罗市", "Hunan", (28.81, 113.07)),
    ("辽宁省康平县农民收割玉米", "康平县", "Liaoning", (42.74, 123.35)),
    ("吉林省抚松县长白山下", "抚松县", "Jilin", (42.32, 127.27)),
])
def test_county_seat_found_by_its_county_name(gaz, text, written, admin1, point):
    """A seat GeoNames gives no population is found by "<name>县/市/区" inside the text."""
    found = [m for m in gaz.find_unspaced_names(text) if m.text == written]
    assert found
    res = gaz.resolve(written)
    assert admin1 in (res.admin1 or "") and _near(res.latitude, res.longitude, point, 5)


@pytest.mark.parametrize("text", ["在婺源拍摄的油菜花", "县里的人都来了", "市区交通拥堵"])
def test_bare_two_sign_names_and_unit_words_are_not_found(gaz, text):
    """Near-miss: a small town's bare two-sign name, or a unit word alone, is no name."""
    assert [m.text for m in gaz.find_unspaced_names(text)
            if m.text in ("婺源", "县里", "市区")] == []


def test_xinhua_caption_of_a_county_is_placed(gaz):
    """A Xinhua caption naming only the province and the county is placed at the county."""
    row = _row(gaz, "这是2025年6月3日在江西省婺源县拍摄的梯田（无人机照片）。新华社记者 王明 摄")
    assert row["country_code"] == "CN"
    assert _near(row["latitude"], row["longitude"], (29.25, 117.86), 40)


# -- Polish voivodeships written lower-case after their unit word -------------------------

@pytest.mark.parametrize(("text", "written"), [
    ("Wilków (pow. opolski, woj. lubelskie), 24.05.2010.", "woj. lubelskie"),
    ("Powódź w miejscowości Jasło, województwo podkarpackie", "województwo podkarpackie"),
    ("Sandomierz (woj. świętokrzyskie). Fot. PAP", "woj. świętokrzyskie"),
    ("Olsztyn (woj. warmińsko-mazurskie), 2010", "woj. warmińsko-mazurskie"),
])
def test_voivodeship_after_its_unit_word_is_found(gaz, text, written):
    """The voivodeship is an admin1 match though every word of it is lower-case."""
    found = [m for m in gaz.find_names(text) if m.text == written]
    assert found and "admin1" in found[0].kinds


@pytest.mark.parametrize("text", ["to było lubelskie wesele", "a mazowieckie drogi są dobre",
                                  "woj. and more", "the woj was here"])
def test_lower_case_voivodeship_without_its_unit_word_is_not_found(gaz, text):
    """Near-miss: the adjective alone, or the unit word alone, is no name."""
    assert [m for m in gaz.find_names(text) if "admin1" in m.kinds] == []


def test_voivodeship_picks_the_namesake_in_it(gaz):
    """Of three Wilków, the one in the voivodeship the caption names."""
    res = gaz.resolve("Wilków", context="Wilków (pow. opolski, woj. lubelskie), 24.05.2010.")
    assert res.admin1 == "Lubelskie" and res.rule == "containing-place"


# -- alternates GeoNames lacks, and a misleading one ---------------------------------------

def test_molenbeek_is_the_brussels_commune(gaz):
    """Bare "Molenbeek" is Brussels' Molenbeek-Saint-Jean, not the Flemish village."""
    res = gaz.resolve("Molenbeek")
    assert res.place_id == "geonames:2791018"
    row = _row(gaz, "Police officers patrol in the Brussels district of Molenbeek, Belgium, "
                    "November 16, 2015. REUTERS/Yves Herman")
    assert _near(row["latitude"], row["longitude"], (50.85, 4.32), 5)


def test_molenbeek_wersbeek_keeps_its_name(gaz):
    """Near-miss: the village's own full name is still the village."""
    assert gaz.resolve("Molenbeek-Wersbeek").place_id == "geonames:2791016"


@pytest.mark.parametrize("written", ["Zaporizhia", "Zaporizhzhia", "Zaporozhye"])
def test_zaporizhzhia_spellings(gaz, written):
    """Ukrinform's "Zaporizhia" is the city, as the other spellings are."""
    row = _row(gaz, f"Firefighters work at the site of a drone strike in {written}, Ukraine, "
                    "May 2, 2025. Photo: Dmytro Smolienko / Ukrinform")
    assert _near(row["latitude"], row["longitude"], (47.84, 35.14), 15)


def test_medininkai_is_the_border_village_not_varniai(gaz):
    """Varniai's historic name no longer makes "Medininkai" a Samogitian town."""
    ids = [p.place_id for p in gaz.candidates("Medininkai")]
    assert "geonames:593378" not in ids
    row = _row(gaz, "Lithuanian border guards check cars at the Medininkai border crossing, "
                    "Lithuania, August 10, 2021. REUTERS/Janis Laizans")
    assert row["country_code"] == "LT"
    assert _near(row["latitude"], row["longitude"], (54.54, 25.65), 15)


def test_varniai_keeps_its_name(gaz):
    """Near-miss: Varniai is still found by its own name."""
    assert gaz.resolve("Varniai").place_id == "geonames:593378"


# -- curated villages and features ------------------------------------------------------------

def test_blatten_in_the_loetschental(gaz):
    """The village the Birch glacier buried, not a Zurich suburb's alternate."""
    row = _row(gaz, "A view of the destroyed village of Blatten, Switzerland, May 30, 2025, "
                    "after the glacier collapse. REUTERS/Denis Balibouse")
    assert _near(row["latitude"], row["longitude"], (46.42, 7.82), 10)
    res = gaz.resolve("Blatten", context="Blatten in the Loetschental valley")
    assert res.place_id == "curated:blatten"


def test_schwerzenbach_keeps_its_name(gaz):
    """Near-miss: Schwerzenbach is still the Zurich town."""
    assert gaz.resolve("Schwerzenbach").country_code == "CH"
    assert gaz.resolve("Schwerzenbach").admin1 == "Zurich"


@pytest.mark.parametrize(("name", "point"), [
    ("Chooralmala", (11.49, 76.14)), ("Mundakkai", (11.50, 76.14)),
    ("Okjokull", (64.60, -20.87)), ("Okjökull", (64.60, -20.87)),
    ("Lötschental", (46.41, 7.79)), ("Loetschental", (46.41, 7.79)),
])
def test_curated_places_resolve(gaz, name, point):
    """Each curated name resolves to its own point."""
    res = gaz.resolve(name)
    assert _near(res.latitude, res.longitude, point, 10)


def test_wayanad_landslide_caption(gaz):
    """PTI's caption of the Wayanad landslides is placed in the district."""
    row = _row(gaz, "Wayanad: Rescue workers search for survivors at Mundakkai after landslides "
                    "in Wayanad district, Wednesday, July 31, 2024. (PTI Photo)")
    assert row["country_code"] == "IN"
    assert _near(row["latitude"], row["longitude"], (11.5, 76.14), 30)


def test_kuznica_on_the_hel_peninsula(gaz):
    """Where the caption names the Hel Peninsula, Kuźnica is its resort village."""
    row = _row(gaz, "Turyści na plaży w Kuźnicy na Półwyspie Helskim. Kuźnica, 2.08.2020 r. "
                    "Fot. Anna Kowalska / Agencja Wyborcza.pl")
    assert _near(row["latitude"], row["longitude"], (54.73, 18.58), 10)


def test_kuznica_by_the_belarusian_border_stays(gaz):
    """Near-miss: with no peninsula named, Kuźnica is Podlaskie's larger border village."""
    row = _row(gaz, "Migrants gather at the border near Kuznica, Poland, November 12, 2021. "
                    "REUTERS/Kacper Pempel")
    assert _near(row["latitude"], row["longitude"], (53.51, 23.65), 10)
