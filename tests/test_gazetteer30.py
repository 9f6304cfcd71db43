"""Session 30's gazetteer rules: a Chinese seat also found under the other county unit ("玉树县"
is GeoNames' "玉树市"), unless another town holds that name; natural features' names in Han,
kana, Hangul and Thai found inside unspaced text ("在青海湖畔"), but not where a county, district
or town takes the name ("东海县"); an admin area placed at the town it is named after when that
town has half the largest's people (Bamyan, not Bāzār-e Yakāwlang) when the largest lies 50 km or more from it; alternates that are another
town's name or an English word left out ("Namanga", "Oil"); and places cities500 lacks that
captions name (Beichuan, Binhai New Area, Jaffarabad district, Vilar Formoso, Mamuno, Sayram Lake,
the Norwegian Sea in the Nordic languages, Pituffik Space Base, Svartsengi, Shahid Rajaee Port).

And the fix pass after review: Korean and Japanese units and an east or west shore after a sea's
name ("동해시", "동해안"); Taiwan's counties at their seats, with no county-city variant there
("嘉義縣" is not Chiayi City); names straddling a province's last character ("江西湖口县") or a
feature's with a town inside ("山东海阳市"); Japanese islands' names that are Chinese words ("四国",
"本州") and the generic "戈壁"; Finnish case forms of seas ("Itämerellä"); districts placed at their
headquarters as areas ("Dera Allahyar, Jaffarabad"); "Line" a word; French elided "d'" ("près
d'Alep"); Dogharoun and "Khorasan Razavi"; Mirpur's and Kacha Garhi's own points."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gazetteer import distance_km
from gazetteer.build import _county_city_variants, _finnish_case_forms
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


# -- the fix pass: units, shores and straddled names in unspaced text --------------------------

@pytest.mark.parametrize("text", [
    "2023년 8월 10일 강원도 동해시 묵호항에서 어선들이 정박해 있다.",
    "강원 동해시 망상해수욕장에서 피서객들이 물놀이를 즐기고 있다.",
])
def test_donghae_city_is_no_sea(gaz, text):
    """"동해시" is Donghae city, Gangwon, not the East Sea (the Sea of Japan) inside it."""
    found = _unspaced(gaz, text)
    assert "feature:sea-of-japan" not in found.values()
    assert found.get("동해시") == "geonames:1892823"


@pytest.mark.parametrize("text", [
    "강원 동해안에 높은 파도가 밀려오고 있다.",
    "충남 서해안 갯벌에서 주민들이 바지락을 캐고 있다.",
    "美国东海岸遭遇暴风雪袭击",
])
def test_an_east_or_west_coast_is_no_sea(gaz, text):
    """"동해안", "서해안", "东海岸" are a coast (Korea's, America's), not the seas."""
    found = _unspaced(gaz, text).values()
    assert "feature:sea-of-japan" not in found and "feature:yellow-sea" not in found
    assert "feature:east-china-sea" not in found


@pytest.mark.parametrize("text, sea", [
    ("북한이 동해상으로 탄도미사일을 발사했다", "feature:sea-of-japan"),
    ("中国海警船在东海海域巡航", "feature:east-china-sea"),
    ("서해 북방한계선 인근에서 훈련이 진행됐다", "feature:yellow-sea"),
])
def test_the_seas_named_alone_are_still_found(gaz, text, sea):
    """The near-misses: the sea itself, with no unit or shore after its name."""
    assert sea in _unspaced(gaz, text).values()


@given(unit=st.sampled_from(list("시군구읍면동리町村郡県")), tail=st.sampled_from(["에서", "の", "", "에"]))
def test_a_korean_or_japanese_unit_takes_a_sea_s_name(gaz, unit, tail):
    """Whatever Korean or Japanese unit follows "동해", it is a town's name, not the sea."""
    assert "feature:sea-of-japan" not in _unspaced(gaz, f"강원도 동해{unit}{tail}").values()


# -- Taiwan's counties ------------------------------------------------------------------------

@pytest.mark.parametrize("text, written, place_id", [
    ("2022年8月6日，澎湖縣馬公市，民眾觀看軍機飛過。", "澎湖縣", "geonames:1672228"),  # Magong
    ("台湾澎湖县举行海上救援演练", "澎湖县", "geonames:1672228"),
    ("2023年5月12日，嘉義縣阿里山鄉，遊客搭乘森林小火車。", "嘉義縣", "geonames:1668347"),  # Taibao
    ("新竹縣竹北市的高鐵站", "新竹縣", "geonames:1677112"),  # Zhubei
    ("颱風過後的屏東縣沿海", "屏東縣", "geonames:1670481"),  # Pingtung
    ("金門縣民眾參加演習", "金門縣", "geonames:1678008"),  # Jincheng
])
def test_a_taiwan_county_is_placed_at_its_seat(gaz, text, written, place_id):
    """A Taiwanese county (縣) is placed at its seat, as Hualien County is; never at the city of
    its name (嘉義市, 新竹市: another unit beside it) nor at a Fujian town its reading meets."""
    assert _unspaced(gaz, text).get(written) == place_id


@pytest.mark.parametrize("text, written, place_id", [
    ("嘉義市文化路夜市", "嘉義市", "geonames:1678836"),   # Chiayi City
    ("新竹市東區的科學園區", "新竹市", "geonames:1675151"),   # Hsinchu City
    ("马公市区", "马公", "geonames:1672228"),
])
def test_a_taiwan_city_stays_the_city(gaz, text, written, place_id):
    """The near-misses: Taiwan's cities (市) keep their own rows."""
    assert _unspaced(gaz, text).get(written) == place_id


@pytest.mark.parametrize("text", ["嘉義縣阿里山鄉", "遊客在阿里山看日出"])
def test_alishan_is_the_mountain_area_not_its_county_seat(gaz, text):
    """Alishan, and its township (鄉) named with it, is the forest area 50 km east of Chiayi."""
    assert "feature:alishan" in _unspaced(gaz, text).values()


def test_penghu_caption_is_magong(gaz):
    """A CNA-style caption naming the county and its seat is placed in Magong, Taiwan."""
    row = _row(gaz, "2022年8月6日，澎湖縣馬公市，民眾觀看軍機飛過。（中央社）")
    assert row["country_code"] == "TW"
    assert _near(row["latitude"], row["longitude"], (23.57, 119.59), 10)


# -- names straddling a province's or a unit's boundary ---------------------------------------

@pytest.mark.parametrize("text, written, place_id", [
    ("2020年7月12日，江西湖口县，鄱阳湖水位超过警戒线。", "湖口县", "geonames:1794550"),
    ("2022年8月15日，山东海阳市核电站外景。", "海阳市", "geonames:1812621"),
    ("海南海口市民在骑楼老街", "海口市", "geonames:1809078"),
])
def test_a_name_straddling_a_province_is_not_read(gaz, text, written, place_id):
    """"江西湖口县" is Hukou county, not West Lake across 江西 and 湖口; "山东海阳" is Haiyang,
    not the East China Sea across 山东 and 海阳; "海南海口" no South China Sea."""
    found = _unspaced(gaz, text)
    assert found.get(written) == place_id
    assert not {"feature:west-lake", "feature:east-china-sea",
                "feature:south-china-sea"} & set(found.values())


@pytest.mark.parametrize("text, written, place_id", [
    ("游客在浙江杭州西湖边赏荷", "西湖", "feature:west-lake"),
    ("浙江西湖景区游人如织", "西湖", "feature:west-lake"),
    ("长沙市区交通拥堵", "长沙市", "geonames:1815577"),
])
def test_names_after_a_whole_province_or_city_are_kept(gaz, text, written, place_id):
    """The near-misses: West Lake after "浙江" (which no province's name straddles) and a city
    followed by "区" (its urban area, not Jingzhou's Shashi district, "沙市区")."""
    assert _unspaced(gaz, text).get(written) == place_id


def test_a_unit_after_a_feature_blocks_the_town_inside_it(gaz):
    """"峨眉山市" is Emeishan city: Meishan, "眉山市", only starts inside it."""
    assert "眉山市" not in _unspaced(gaz, "四川峨眉山市，游客登山")


# -- words that are Japanese islands' names ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "美日印澳四国外长会议在东京举行",
    "州长宣布本州进入紧急状态",
    "新疆戈壁滩上的光伏电站",
])
def test_chinese_words_are_no_islands_or_desert(gaz, text):
    """"四国" (four countries), "本州" (this state) and "戈壁" (stony desert) are words in
    Chinese, not Shikoku, Honshu or the Gobi."""
    found = _unspaced(gaz, text).values()
    assert not {"feature:shikoku", "feature:honshu", "feature:gobi-desert"} & set(found)


@pytest.mark.parametrize("text, place_id", [
    ("日本九州地区遭遇暴雨", "feature:kyushu"),
    ("四国の高知県で大雨", "feature:shikoku"),
    ("本州の南岸を台風が進む", "feature:honshu"),
    ("戈壁沙漠的沙尘暴", "feature:gobi-desert"),
])
def test_the_islands_in_japanese_text_or_after_japan(gaz, text, place_id):
    """The near-misses: the islands in Japanese text or after "日本"; the Gobi by name."""
    assert place_id in _unspaced(gaz, text).values()


# -- Finnish case forms of seas, gulfs and lakes ---------------------------------------------------

def test_finnish_case_forms_of_a_sea_change_its_stem():
    """"meri" declines on "mere-", "lahti" on "lahde-"/"lahte-", "järvi" on "järve-"."""
    forms = _finnish_case_forms(["Itämeri", "Suomenlahti", "Inarijärvi", "Ostsee", "Mer du Nord"])
    assert {"Itämerellä", "Itämeren", "Itämereen", "Suomenlahdella", "Suomenlahteen",
            "Inarijärvellä"} <= set(forms)
    assert not any(f.startswith(("Ostsee", "Mer")) for f in forms)


@pytest.mark.parametrize("name, sea", [
    ("Itämerellä", "feature:baltic-sea"),
    ("Pohjanmerellä", "feature:north-sea"),
    ("Barentsinmerellä", "feature:barents-sea"),
    ("Norjanmerelle", "feature:norwegian-sea"),
    ("Suomenlahdella", "feature:gulf-of-finland"),
])
def test_finnish_seas_in_their_case_forms(gaz, name, sea):
    """Finnish captions write a sea in the adessive ("on the Baltic"), allative and others."""
    assert gaz.resolve(name).place_id == sea


def test_lahti_s_genitive_is_no_gulf(gaz):
    """The near-miss: "Lahden" is the city of Lahti's genitive, not any "-lahti" gulf."""
    res = gaz.resolve("Lahden")
    assert res is None or not res.place_id.startswith("feature:gulf")


def test_finnish_caption_in_the_barents_sea(gaz):
    """A Finnish caption placing a submarine "Barentsinmerellä" is placed in the Barents Sea."""
    row = _row(gaz, "Venäläinen sukellusvene Barentsinmerellä 1. elokuuta 2023. Kuva: Lehtikuva")
    assert row["place_name"] == "Barents Sea"


# -- a district placed at its headquarters is an area, not a place inside the town ---------------

def test_dera_allahyar_jaffarabad_is_the_town(gaz):
    """"Dera Allahyar, Jaffarabad": the town, in its district (no city district inside it)."""
    row = _row(gaz, "Flood victims wade through water in Dera Allahyar, Jaffarabad, Pakistan, "
                    "August 31, 2022. REUTERS/Akhtar Soomro")
    assert row["place_name"] == "Dera Allahyar"
    assert gaz.resolve("Jaffarabad district").kind == "region"


def test_daggar_buner_is_the_town(gaz):
    """The same for Buner district, placed at its headquarters, Daggar."""
    row = _row(gaz, "Residents clear debris after flash floods in Daggar, Buner, Pakistan, "
                    "August 16, 2025. REUTERS/Fayaz Aziz")
    assert row["place_name"] == "Daggar"


def test_jaffarabad_alone_is_the_district(gaz):
    """The near-miss: the district named alone is still the district, at Dera Allahyar."""
    row = _row(gaz, "Flood victims in Jaffarabad district, Balochistan, August 31, 2022.")
    assert row["place_name"] == "Jaffarabad"
    assert _near(row["latitude"], row["longitude"], (28.37, 68.35), 5)


# -- "Line" is a word; French elided "d'" ------------------------------------------------------------

@pytest.mark.parametrize("caption", [
    "Soldiers patrol the Line of Control, May 8, 2025.",
    "Indian army soldiers patrol the Line of Control in Kashmir, May 8, 2025.",
])
def test_the_line_of_control_is_no_chinese_town(gaz, caption):
    """"Line" of "the Line of Control" is a word, not Lin'e in Chongqing."""
    assert _row(gaz, caption)["country_code"] != "CN"


@pytest.mark.parametrize("text, name", [
    ("Des combattants près d'Alep, en Syrie", "Alep"),
    ("dans la ville d’Avignon, le 3 mai", "Avignon"),
    ("les abords du palais de justice d'Avignon", "Avignon"),
    ("le festival d'Édimbourg", "Édimbourg"),
])
def test_a_name_after_an_elided_de_is_found(gaz, text, name):
    """French elides "de" before a vowel: "d'Alep" is "de" and Aleppo."""
    assert name in [m.text for m in gaz.find_names(text)]


@pytest.mark.parametrize("text, names", [
    ("Abidjan, Côte d'Ivoire", ["Abidjan", "Côte d'Ivoire"]),
    ("Val d'Isère, France", ["Val d'Isère", "France"]),
    ("Vijay D'Souza in Mumbai", ["Mumbai"]),
])
def test_names_written_with_d_apostrophe_stay_whole(gaz, text, names):
    """The near-misses: a name whose own "d'" is part of it is found whole, and a person's
    capitalised "D'" is no elision."""
    assert [m.text for m in gaz.find_names(text)] == names


@given(before=st.sampled_from(["près ", "la ville ", "", "(", "l'arrivée "]),
       name=st.sampled_from(["Alep", "Avignon", "Orléans", "Ivoire", "Arles"]),
       after=st.text(alphabet="abc d'’ ,.", max_size=12))
def test_elided_matches_point_into_the_text(gaz, before, name, after):
    """Whatever is around it, every match's offsets index the text as written."""
    text = f"{before}d'{name}{after}"
    for m in gaz.find_names(text):
        assert text[m.start : m.end] == m.text


# -- Dogharoun, Islam Qala, Khorasan Razavi; Mirpur, Kacha Garhi points -------------------------------

def test_dogharoun_border_terminal(gaz):
    """Iran's terminal opposite Islam Qala, in the province written "Khorasan Razavi"."""
    res = gaz.resolve("Dogharoun border terminal")
    assert res.country_code == "IR" and _near(res.latitude, res.longitude, (34.64, 61.05), 25)
    assert gaz.resolve("Khorasan Razavi province").place_id == "admin1:IR.42"
    assert gaz.resolve("Islam Qala").country_code == "AF"


@pytest.mark.parametrize("name, context, point, km", [
    ("Mirpur", "Mirpur, Dhaka", (23.81, 90.37), 3),
    ("Sher-e-Bangla National Cricket Stadium", "", (23.81, 90.36), 3),
    ("Kacha Garhi camp", "", (34.00, 71.47), 5),
])
def test_places_off_their_town_s_point(gaz, name, context, point, km):
    """Mirpur, its stadium and Kacha Garhi lie 10-12 km from their city's point."""
    res = gaz.resolve(name, context=context)
    assert _near(res.latitude, res.longitude, point, km)


def test_an_english_plural_is_no_town_s_alternate_name(gaz):
    """'Pandas' was an alternate name of Pando, Uruguay: a caption's animals are no town."""
    assert all(place.name != "Pando" for place in gaz.candidates("Pandas"))
    assert any(place.country_code == "UY" for place in gaz.candidates("Pando"))
