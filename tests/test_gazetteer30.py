"""Session 30's gazetteer rules: a Chinese seat also found under the other county unit ("玉树县"
is GeoNames' "玉树市"), unless another town holds that name; natural features' names in Han,
kana, Hangul and Thai found inside unspaced text ("在青海湖畔"), but not where a county, district
or town takes the name ("东海县"); an admin area placed at the town it is named after when that
town has half the largest's people (Bamyan, not Bāzār-e Yakāwlang) when the largest lies 50 km or more from it; alternates that are another
town's name or an English word left out ("Namanga", "Oil"); and places cities500 lacks that
captions name (Beichuan, Binhai New Area, Jaffarabad district, Vilar Formoso, Mamuno, Sayram Lake,
the Norwegian Sea in the Nordic languages, Pituffik Space Base, Svartsengi, Shahid Rajaee Port)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gazetteer import distance_km
from gazetteer.build import _county_city_variants
from timeline.rows import caption_row


def _near(lat: float | None, lon: float | None, to: tuple[float, float], km: float) -> bool:
    """True when (lat, lon) is a point within ``km`` of ``to``."""
    return lat is not None and lon is not None and distance_km(lat, lon, *to) <= km


def _row(gaz, caption: str) -> dict:
    """The caption reader's row for one caption."""
    return caption_row(caption, ["test"], gaz)


def _unspaced(gaz, text: str) -> dict[str, str | None]:
    """Each name found inside unspaced ``text``, with the id of the place it resolves to."""
    out = {}
    for match in gaz.find_unspaced_names(text):
        res = gaz.resolve(match.text, context=text)
        out[match.text] = res.place_id if res else None
    return out


# -- a county's seat under the other county unit ---------------------------------------

def test_county_city_variants_swap_the_unit():
    """A county-level city is also written as the county it was, and the other way round."""
    assert _county_city_variants(["玉树市"]) == ["玉树县", "玉树縣"]
    assert _county_city_variants(["婺源县"]) == ["婺源縣", "婺源市"]


@pytest.mark.parametrize("name", ["朝阳区", "崇礼區", "四子王旗", "北京", "玉树"])
def test_districts_banners_and_bare_names_get_no_variant(name):
    """A district and a county of one name are often two places; a bare name has no unit."""
    assert _county_city_variants([name]) == []


_HAN = st.text(alphabet=st.characters(min_codepoint=0x4E00, max_codepoint=0x9FFF),
               min_size=2, max_size=8)


@given(stem=_HAN, unit=st.sampled_from(["县", "縣", "市"]))
def test_variants_keep_the_stem_and_never_repeat_the_name(stem, unit):
    """Every variant is the same stem with another of the three units."""
    variants = _county_city_variants([stem + unit])
    assert len(variants) == 2
    assert all(v[:-1] == stem and v[-1] in "县縣市" and v != stem + unit for v in variants)


@pytest.mark.parametrize("text", [
    "2010年4月14日，青海省玉树藏族自治州玉树县发生7.1级地震",
    "救援人员在玉树县结古镇搜救",
])
def test_yushu_county_is_the_city_of_the_2010_earthquake(gaz, text):
    """"玉树县", the county before 2013, is GeoNames' "玉树市" (Jiegu, the town it rebuilt)."""
    found = _unspaced(gaz, text)
    assert found.get("玉树县") == "geonames:1281105"


def test_a_variant_another_town_holds_is_left_to_it(gaz):
    """"长沙县" is Changsha County's seat, Xingsha, not the city "长沙市"."""
    found = _unspaced(gaz, "湖南省长沙县的一处工地")
    assert found.get("长沙县") == "geonames:1927332"
    assert _unspaced(gaz, "湖南省长沙市的一处工地").get("长沙市") == "geonames:1815577"


def test_xinhua_caption_in_yushu_county(gaz):
    """A Xinhua caption naming only the county and a town GeoNames lacks is placed there."""
    row = _row(gaz, "2010年4月15日，青海省玉树藏族自治州玉树县结古镇，救援人员在倒塌的房屋中搜救"
                    "幸存者。新华社记者 李明 摄")
    assert _near(row["latitude"], row["longitude"], (33.00, 97.01), 25)


# -- natural features inside unspaced text ---------------------------------------------

@pytest.mark.parametrize("text, place_id", [
    ("游客在青海湖畔骑行", "feature:qinghai-lake"),
    ("富士山の山頂付近で", "feature:mount-fuji"),
    ("游客在赛里木湖畔拍照", "feature:sayram-lake"),
    ("中国海警船在南海巡航", "feature:south-china-sea"),
])
def test_features_are_found_inside_unspaced_text(gaz, text, place_id):
    """A lake, a volcano, a sea named in Chinese or Japanese running text."""
    assert place_id in _unspaced(gaz, text).values()


@pytest.mark.parametrize("text, feature", [
    ("江苏省连云港市东海县的一处农田", "feature:east-china-sea"),
    ("广东省佛山市南海区的一家工厂", "feature:south-china-sea"),
])
def test_a_county_named_like_a_sea_is_no_sea(gaz, text, feature):
    """"东海县" is Donghai County and "南海区" Foshan's Nanhai district, not the seas."""
    assert feature not in _unspaced(gaz, text).values()


# -- an admin area placed at its namesake town -----------------------------------------

@pytest.mark.parametrize("name, town", [
    ("Bamyan province", (34.82, 67.83)),      # not Bāzār-e Yakāwlang, 80 km west
    ("Mafraq governorate", (32.34, 36.21)),   # not Rukban, the camp on the border
    ("Chihuahua state", (28.64, -106.09)),    # not Ciudad Juárez, 345 km north
])
def test_admin_area_is_placed_at_its_namesake_capital(gaz, name, town):
    """A province named after its capital is placed there when the capital is not much
    smaller than its largest town."""
    res = gaz.resolve(name)
    assert res is not None and res.kind == "admin1"
    assert _near(res.latitude, res.longitude, town, 15)


@pytest.mark.parametrize("name, largest", [
    ("Puno region", (-15.50, -70.13)),       # Juliaca, 42 km from Puno
    ("Tekirdag province", (41.16, 27.80)),   # Çorlu, 32 km from Tekirdağ
])
def test_a_largest_town_near_the_capital_stays_the_point(gaz, name, largest):
    """Under 50 km from its namesake capital, the largest town is as good a point, and one
    captions name with their province ("Juliaca, in the region of Puno")."""
    res = gaz.resolve(name)
    assert res is not None and res.kind == "admin1"
    assert _near(res.latitude, res.longitude, largest, 15)


def test_issyk_kul_region_stays_at_karakol(gaz):
    """Balykchy lists "Issyk-Kul" among its old names; the region is still at Karakol."""
    res = gaz.resolve("Issyk-Kul Region")
    assert res is not None and _near(res.latitude, res.longitude, (42.49, 78.39), 15)


def test_bamiyan_buddhas_caption(gaz):
    """Xinhua's caption "in Bamiyan province" is placed at Bamyan, by the Buddhas' niches."""
    row = _row(gaz, "People visit the empty niches of the Buddha statues in Bamiyan province, "
                    "Afghanistan, May 4, 2022. (Photo by Sayed Mohammad/Xinhua)")
    assert _near(row["latitude"], row["longitude"], (34.83, 67.83), 25)


# -- misleading alternates ---------------------------------------------------------------

def test_namanga_is_the_border_town(gaz):
    """"Namanga" (and "Namangã") are GeoNames spellings of Namangan; the name is the border
    town's on the Kenya-Tanzania border."""
    assert gaz.resolve("Namanga").country_code == "TZ"
    assert gaz.resolve("Namangan").country_code == "UZ"
    row = _row(gaz, "Travellers queue at the Namanga border post on Tuesday, March 24, 2020. "
                    "(AP Photo/Brian Inganga)")
    assert row["country_code"] in ("TZ", "KE")


def test_oil_is_no_place_but_the_oil_rocks_are(gaz):
    """"Oil" is no Thai village; "the Oil Rocks" is Azerbaijan's Neft Daşları."""
    assert gaz.resolve("Oil") is None
    assert gaz.resolve("Oil Rocks").country_code == "AZ"


# -- places cities500 lacks -----------------------------------------------------------------

@pytest.mark.parametrize("name, point, km", [
    ("Beichuan county", (31.83, 104.46), 5),
    ("北川县", (31.83, 104.46), 5),
    ("Binhai New Area", (39.02, 117.65), 15),
    ("天津滨海新区", (39.02, 117.65), 15),
    ("Jaffarabad district", (28.37, 68.35), 10),
    ("Vilar Formoso", (40.61, -6.83), 10),
    ("Mamuno border post", (-22.28, 20.02), 15),
    ("Sayram Lake", (44.60, 81.18), 25),
    ("Thule Air Base", (76.53, -68.70), 15),
    ("Svartsengi", (63.88, -22.43), 10),
    ("Bandar Shahid Rajaee", (27.11, 56.06), 10),
    ("Yangshan Deep-Water Port", (30.62, 122.07), 15),
    ("Zhuhai Airshow Center", (22.01, 113.38), 10),
    ("King Abdullah Sports City", (21.76, 39.16), 10),
    ("Pishawar", (34.01, 71.58), 10),
])
def test_curated_places_resolve(gaz, name, point, km):
    """Each name captions write finds its place, at its own point or its town's."""
    res = gaz.resolve(name)
    assert res is not None and _near(res.latitude, res.longitude, point, km)


@pytest.mark.parametrize("name", ["Norskehavet", "Norska havet", "Norjanmeri"])
def test_norwegian_sea_in_the_nordic_languages(gaz, name):
    """Norwegian, Swedish and Finnish captions name the sea in their own words."""
    assert gaz.resolve(name).place_id == "feature:norwegian-sea"


@pytest.mark.parametrize("name, sea", [
    ("Nordsjön", "feature:north-sea"), ("Pohjanmeri", "feature:north-sea"),
    ("Østersjøen", "feature:baltic-sea"), ("Østersøen", "feature:baltic-sea"),
    ("Grønlandshavet", "feature:greenland-sea"),
])
def test_other_seas_in_the_nordic_languages(gaz, name, sea):
    """The North Sea, the Baltic and the Greenland Sea as Nordic captions write them."""
    assert gaz.resolve(name).place_id == sea


def test_sayram_alone_stays_kazakh(gaz):
    """The bare "Sayram" is still Kazakhstan's town; only "Sayram Lake" is the lake."""
    assert gaz.resolve("Sayram").country_code == "KZ"


@pytest.mark.parametrize("text", [
    "Tusentals människor firade i Kaivopuistoon",
    "Ihmiset juhlivat Kaivopuistossa vappuna",
])
def test_kaivopuisto_in_finnish_case_forms(gaz, text):
    """Finnish captions write the park in its illative and inessive."""
    names = [m.text for m in gaz.find_names(text)]
    assert any(gaz.resolve(n).place_id == "feature:kaivopuisto" for n in names)


def test_mirpur_of_dhaka_with_its_city(gaz):
    """Dhaka's Mirpur is found where Dhaka is named; a bare Mirpur stays Pakistan's."""
    res = gaz.resolve("Mirpur", context="Mirpur, Dhaka")
    assert res is not None and res.country_code == "BD"
    assert gaz.resolve("Mirpur").country_code == "PK"


def test_torkham_has_no_one_side(gaz):
    """Torkham is one crossing of two countries: no parent on the Pakistani side."""
    res = gaz.resolve("Torkham")
    assert res.country_code is None and res.parent_id is None


def test_storkyrkan_caption(gaz):
    """A TT caption naming Stockholm's cathedral and a prince is placed in Stockholm."""
    row = _row(gaz, "Kungaparet lämnar Storkyrkan efter Te Deum-mässan på lördagen den 15 "
                    "september 2023. Foto: Jonas Ekströmer / TT")
    assert row["country_code"] == "SE"
