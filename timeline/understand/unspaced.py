"""The event place of a caption written in Chinese, Japanese or Korean script.

The caption reader takes a capital letter as the mark of a name and a space as the end of
a word; Han, kana and Hangul have neither, so :mod:`.places` finds nothing in "(서울=연합뉴스)
... 서울 중구 명동성당에서" or "＝2024年1月2日午前、石川県輪島市（共同）". Those houses give the
place in a slot of their own format, read here first:

    (서울=연합뉴스) 김도훈 기자 =            Yonhap, Newsis, News1: the town before "="
    新华社照片，哈尔滨，2024年1月5日          Xinhua's picture line
    新华社郑州7月21日电                       Xinhua's story dateline
    ＝2024年1月2日午前、石川県輪島市（共同）  Kyodo, Jiji, Asahi: after the date
    ＝福岡県久留米市で2023年7月10日           Mainichi: before "で" and the date

and failing a slot, the first town the text names with its unit ("重庆市", "青森市で") or
placed by a locative ("在天津", "부산에서").
In a slot the last name is the finest ("石川県輪島市": Wajima, not Ishikawa). The
gazetteer finds the names (:meth:`Gazetteer.find_unspaced_names`); nothing here knows a
town.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from gazetteer import UNSPACED_LETTERS

if TYPE_CHECKING:
    from gazetteer import Gazetteer, NameMatch, Resolution

__all__ = ["KOREAN_DATELINE", "UNSPACED_SCRIPT", "read_unspaced_place"]

# the Korean houses' dateline, its town and its house: "(서울=연합뉴스)", "[부산=뉴시스]"
KOREAN_DATELINE = r"\s*[(\[](?P<town>[가-힣]{1,8})\s*=\s*(?P<house>[가-힣A-Za-z0-9]{2,8})[)\]]"

UNSPACED_SCRIPT = re.compile(f"[{UNSPACED_LETTERS}]")
_SLOTS = (
    re.compile("^" + KOREAN_DATELINE),
    re.compile(r"新华社照片[，,]\s*([^，,\s]{1,10})[，,]"),
    re.compile(r"新华社([\u4e00-\u9fff]{2,6}?)\d{1,2}月\d{1,2}日电"),
    re.compile(r"＝(?:\d{4}年)?\d{1,2}月\d{1,2}日[^、，]{0,12}[、，]([^（(＝。、]{2,30})"),
    re.compile(r"＝([^＝。]{2,30}?)で(?:\d{4}年|\d{1,2}月)"),
    re.compile("^\\s*([\u0e00-\u0e7f]{2,24})\\s+\\d{1,2}\\s"),  # TNA's "เชียงใหม่ 27 พ.ย. 66 –"
)
# a unit written after a town's name: city, prefecture, county, district, town, village
_UNITS = frozenset("市県都府区町村郡省州县镇乡縣鎮區시군구도읍면동")
# after a name, a word that makes it another thing: an agency (新华社, 中央社), a people (人)
_NOT_A_PLACE_AFTER = frozenset("社人語语")
_TOWN_UNITS = frozenset("市町村县镇縣鎮시군읍")  # a town's, not a ward's (区, 구) or province's
_CITY_UNITS = ("시", "市", "군")
# the words that put a town's name in place: Chinese "在" (at) before it, with a country or
# province between ("在美国纽约", "在新疆喀什"); Korean "에서" after it. Without
# them a name inside a word is a word ("中山装", a tunic; "대구", a cod; "ローマ字", Latin script)
_LOCATIVE_BEFORE = re.compile(r"(?:[在于於](?:[\u4e00-\u9fff]{2,4}?)?|ที่|อ\.|จ\.|อำเภอ|จังหวัด"
                              r"|ย่าน|ตำบล)\s*$")  # (Thai: "at", district, province)
_LOCATIVES_AFTER = ("에서", "에 ")  # (not the Japanese "で", also "by": "津波で", by the tsunami)


def read_unspaced_place(text: str, gaz: Gazetteer) -> tuple[NameMatch, Resolution] | None:
    """The town a caption in Chinese, Japanese or Korean script gives as its place, with its
    resolution (offsets into ``text``), or None."""
    for slot in _SLOTS:
        match = slot.search(text)
        if match is None:
            continue
        segment = match.group(1)
        names = [n for n in gaz.find_unspaced_names(segment) if _reads_as_a_town(segment, n)]
        if not names and segment[-1:] not in _UNITS:  # "(서귀포=연합뉴스)": the city is "서귀포시"
            names = [n for unit in _CITY_UNITS for n in gaz.find_unspaced_names(segment + unit)
                     if n.start == 0 and n.end == len(segment) + 1]
            names = [dataclasses.replace(n, end=min(n.end, len(segment))) for n in names[:1]]
        if names:
            return _resolved(gaz, _finest(segment, names), match.start(1), text)
    for name in gaz.find_unspaced_names(text):
        if _reads_as_a_town(text, name) and (
            (name.end - name.start > 2 and name.text[-1] in _UNITS)  # (대구 is a name)
            or text[name.end : name.end + 1] in _UNITS
            or text.startswith(_LOCATIVES_AFTER, name.end)
            or _LOCATIVE_BEFORE.search(text, max(0, name.start - 8), name.start) is not None
        ):
            return _resolved(gaz, name, 0, text)
    return None


def _script_countries(text: str) -> tuple[str, ...]:
    """The countries that write in the caption's script: kana Japan, Hangul the Koreas, Thai
    Thailand, Han alone China and the places that write as it does."""
    if _KANA.search(text):
        return ("JP",)
    if _HANGUL.search(text):
        return ("KR", "KP")
    if _THAI.search(text):
        return ("TH",)
    return ("CN", "TW", "HK", "MO", "SG", "JP")


_KANA = re.compile("[\u3040-\u30ff]")
_HANGUL = re.compile("[\uac00-\ud7af]")
_THAI = re.compile("[\u0e00-\u0e7f]")


def _finest(segment: str, names: list[NameMatch]) -> NameMatch:
    """Of the names in a slot, the last that is a town by its unit ("兵庫県西宮市の阪神甲子園
    球場": Nishinomiya, not a Jiazi of the stadium's name; "札幌市中央区": Sapporo, not a ward
    Chūō of another city), else the last."""
    towns = [n for n in names if n.text[-1:] in _TOWN_UNITS
             or segment[n.end : n.end + 1] in _TOWN_UNITS]
    return (towns or names)[-1]


def _reads_as_a_town(text: str, name: NameMatch) -> bool:
    return text[name.end : name.end + 1] not in _NOT_A_PLACE_AFTER


def _resolved(
    gaz: Gazetteer, name: NameMatch, shift: int, text: str
) -> tuple[NameMatch, Resolution] | None:
    # the script's countries first: "大阪" is also Durban's name in GeoNames
    resolution = gaz.resolve(name.text, country_codes=_script_countries(text)) \
        or gaz.resolve(name.text)
    if resolution is None:
        return None
    return dataclasses.replace(name, start=name.start + shift, end=name.end + shift), resolution
