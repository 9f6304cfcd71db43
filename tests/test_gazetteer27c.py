"""Session 27's review fixes to the gazetteer: a name in Chinese, Japanese or Korean script
found by its reading means only the places written so, when any is ("荷兰" is the
Netherlands, not Helan county, whose Latin name reads alike); a country's own name there
wins over a small town GeoNames also writes so ("黑山", Montenegro), while the county keeps
its name with its unit ("黑山县"); a country's name is cut off a longer name it opens
("古巴哈瓦那" is Cuba and Havana, not Gubakha); words of running Chinese text are not towns
("南部", southern); county seats GeoNames files under the town's own name (宾川县,
积石山县, 花莲县); and a caption word is never a sound-alike of a place ("Handout")."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.rows import caption_row


def _row(gaz, caption: str) -> dict:
    """The caption reader's row for one caption."""
    return caption_row(caption, ["test"], gaz)


def _found(gaz, text: str) -> list[tuple[str, str | None]]:
    """(text, country code) of the names found inside unspaced text."""
    return [(m.text, m.country_code) for m in gaz.find_unspaced_names(text)]


# -- a reading is kept only for the places written so -----------------------------------

@pytest.mark.parametrize(("caption", "code", "town"), [
    ("2024年6月2日，在荷兰海牙，民众在街头游行。新华社发", "NL", "The Hague"),
    ("2024年4月20日，在荷兰阿姆斯特丹，游客在运河边拍照。新华社记者 张三 摄", "NL", "Amsterdam"),
    ("2024年3月8日，人们在荷兰参加活动。新华社发", "NL", None),
    ("2024年5月3日，在黑山波德戈里察，民众参加集会。新华社发", "ME", "Podgorica"),
    ("2023年10月8日，在古巴哈瓦那，民众参加庆祝活动。新华社发", "CU", "Havana"),
    ("2024年2月1日，在阿曼马斯喀特，工人在港口作业。新华社发", "OM", "Muscat"),
    ("2024年4月13日，在泰国曼谷，人们庆祝泼水节。新华社发", "TH", "Bangkok"),
])
def test_country_in_chinese_is_the_country(gaz, caption, code, town):
    """The country Xinhua names, and its town, not a Chinese town whose Latin name reads
    like it (Helan's Xigang, Heishan) nor a longer name it opens (Gubakha)."""
    row = _row(gaz, caption)
    assert row["country_code"] == code
    if town:
        assert row["place_name"] == town


@pytest.mark.parametrize(("caption", "place_id"), [
    ("2024年9月10日，在辽宁省黑山县，农民收割玉米。新华社发", "geonames:2036959"),
    ("2024年7月5日，在宁夏贺兰县，农民采摘枸杞。新华社发", "geonames:1789496"),
])
def test_county_written_like_a_country_keeps_its_name(gaz, caption, place_id):
    """Near-miss: with its county unit the name is the county's seat ("黑山县" is Heishan,
    Liaoning; "贺兰县" is Helan's seat Xigang), not the country."""
    assert _row(gaz, caption)["place_id"] == place_id


def test_reading_only_match_kept_when_nothing_is_written_so(gaz):
    """Near-miss: a name no place is written as is still read ("纽约", New York, which
    GeoNames writes only "紐約")."""
    assert gaz.resolve("纽约").country_code == "US"


@pytest.mark.parametrize(("word", "code"), [("Helan", "CN"), ("Guba", "PH"), ("Tai O", "HK")])
def test_latin_names_are_untouched(gaz, word, code):
    """Near-miss: Latin letters never meet a country's Chinese name by its reading."""
    assert gaz.resolve(word).country_code == code


def test_found_names_say_what_is_written(gaz):
    """The kinds of a name found inside unspaced text are those of the places written so:
    "荷兰" is a country only."""
    match = gaz.find_unspaced_names("在荷兰海牙")[0]
    assert match.kinds == frozenset({"country"}) and match.country_code == "NL"


@pytest.mark.parametrize(("text", "expected"), [
    ("在古巴哈瓦那", [("古巴", "CU"), ("哈瓦那", None)]),
    ("在俄罗斯彼尔姆边疆区古巴哈市", [("俄罗斯", "RU"), ("彼尔姆", None), ("古巴哈", None)]),
    ("在阿曼马斯喀特", [("阿曼", "OM"), ("马斯喀特", None)]),
])
def test_country_cut_off_a_longer_name(gaz, text, expected):
    """A country's name opening a longer name is cut off it when a name follows it; the
    longer name stays where nothing follows (Gubakha in Perm Krai)."""
    assert _found(gaz, text) == expected


# -- words of running Chinese text ------------------------------------------------------

@pytest.mark.parametrize("caption", [
    "2023年10月8日，在以色列南部城市斯德罗特，警察在街道上巡逻。新华社发",
    "2023年10月9日，在以色列南部城镇斯德罗特，一名男子查看被火箭弹击中的房屋。新华社发",
])
def test_sderot_not_a_direction_word(gaz, caption):
    """"南部" (southern) is no town (Nambu, Japan; Nanbu's seat Nanlong by its reading)."""
    row = _row(gaz, caption)
    assert (row["place_name"], row["country_code"]) == ("Sderot", "IL")


@pytest.mark.parametrize("word", ["南部", "北方", "中央", "中心"])
def test_direction_words_not_found_inside_text(gaz, word):
    """Words of running text are not looked for inside it."""
    assert not gaz.find_unspaced_names(f"在该国{word}地区发生地震")


def test_town_with_its_unit_still_found(gaz):
    """Near-miss: Nambu, Yamanashi, written with its unit ("南部町") is still found, and
    Sderot's own name inside the running text."""
    assert "南部町" in [m.text for m in gaz.find_unspaced_names("山梨県南部町で")]
    assert _found(gaz, "以色列南部城市斯德罗特遭火箭弹袭击") == [("以色列", "IL"), ("斯德罗特", None)]


# -- county seats GeoNames files under the town's name ----------------------------------

@pytest.mark.parametrize(("caption", "place_id"), [
    ("2024年5月2日，在云南省宾川县，农民采摘葡萄。新华社发", "geonames:6644097"),
    ("2024年5月2日，在云南省大理州宾川县，农民采摘葡萄。新华社发", "geonames:6644097"),
    ("2023年12月19日，甘肃省临夏州积石山县发生地震后的救援现场。新华社记者 李四 摄",
     "geonames:1814802"),
    ("2024年4月3日，在台湾花莲县，救援人员在倒塌的建筑物附近工作。新华社发", "geonames:1674504"),
    ("2024年4月3日，台灣花蓮縣發生地震。中央社", "geonames:1674504"),
])
def test_county_seats(gaz, caption, place_id):
    """The county's seat, not its prefecture or only its province."""
    assert _row(gaz, caption)["place_id"] == place_id


# -- caption words are not sound-alikes -------------------------------------------------

@pytest.mark.parametrize("caption", [
    ("Handout picture provided by the Indian Navy on March 16, 2024 shows sailors boarding a "
     "vessel off Somalia. Indian Navy/Handout via REUTERS"),
    ("Handout photo released on May 2, 2024 shows rescuers off Somalia. Navy/Handout via "
     "REUTERS"),
])
def test_handout_is_no_place(gaz, caption):
    """"Handout" is not Khandut, Afghanistan, by its sound."""
    assert _row(gaz, caption)["country_code"] == "SO"


@pytest.mark.parametrize("word", ["Handout", "Pool", "Stock", "Sipa"])
def test_credit_words_are_flagged_or_unfound(gaz, word):
    """Credit words at a caption's start are no place, or are flagged as words."""
    found = gaz.find_names(f"{word} photo shows the minister in the capital")
    assert not found or found[0].start != 0 or found[0].common_word


def test_sound_alike_still_found(gaz):
    """Near-miss: a real sound-alike spelling of a town is still found ("Khandood")."""
    found = gaz.find_names("Villagers in Khandood, Badakhshan")
    assert found and found[0].text == "Khandood"


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="南北东西中部方央心城市县的在了", min_size=0, max_size=12))
def test_unspaced_finding_never_crashes(gaz, text):
    """Any run of Han text gives non-overlapping names inside it."""
    found = gaz.find_unspaced_names(text)
    assert all(a.end <= b.start for a, b in pairwise(found))
    assert all(0 <= m.start < m.end <= len(text) for m in found)
