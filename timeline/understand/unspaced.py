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

and failing a slot, the first town the text names that reads as one (a name of three or
more characters, one with its unit after it, "市", "县", "区", or a city of half a million).
In a slot the last name is the finest ("石川県輪島市": Wajima, not Ishikawa). The
gazetteer finds the names (:meth:`Gazetteer.find_unspaced_names`); nothing here knows a
town.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gazetteer import Gazetteer, NameMatch, Resolution

__all__ = ["UNSPACED_SCRIPT", "read_unspaced_place"]

UNSPACED_SCRIPT = re.compile("[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
_SLOTS = (
    re.compile(r"^\s*[(\[]([가-힣]{1,8})\s*=\s*[가-힣A-Za-z0-9]{2,8}[)\]]"),
    re.compile(r"新华社照片[，,]\s*([^，,\s]{1,10})[，,]"),
    re.compile(r"新华社([\u4e00-\u9fff]{2,6}?)\d{1,2}月\d{1,2}日电"),
    re.compile(r"＝(?:\d{4}年)?\d{1,2}月\d{1,2}日[^、，]{0,6}[、，]([^（(＝。、]{2,30})"),
    re.compile(r"＝([^＝。]{2,30}?)で(?:\d{4}年|\d{1,2}月)"),
    re.compile("^\\s*([\u0e00-\u0e7f]{2,24})\\s+\\d{1,2}\\s"),  # TNA's "เชียงใหม่ 27 พ.ย. 66 –"
)
# a unit written after a town's name: city, prefecture, county, district, town, village
_UNITS = frozenset("市県都府区町村郡省州县镇乡縣鎮區시군구도읍면동")
# after a name, a word that makes it another thing: an agency (新华社, 中央社), a people (人)
_NOT_A_PLACE_AFTER = frozenset("社人語语")
_TOWN_UNITS = frozenset("市町村县镇縣鎮시군읍")  # a town's, not a ward's (区, 구) or province's
_CITY_UNITS = ("시", "市", "군")
_CITY_POP = 500_000


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
            return _resolved(gaz, _finest(segment, names), match.start(1))
    for name in gaz.find_unspaced_names(text):
        if _reads_as_a_town(text, name) and (
            name.end - name.start >= 3 or text[name.end : name.end + 1] in _UNITS
            or name.population >= _CITY_POP
        ):
            return _resolved(gaz, name, 0)
    return None


def _finest(segment: str, names: list[NameMatch]) -> NameMatch:
    """Of the names in a slot, the last that is a town by its unit ("兵庫県西宮市の阪神甲子園
    球場": Nishinomiya, not a Jiazi of the stadium's name; "札幌市中央区": Sapporo, not a ward
    Chūō of another city), else the last."""
    towns = [n for n in names if n.text[-1:] in _TOWN_UNITS
             or segment[n.end : n.end + 1] in _TOWN_UNITS]
    return (towns or names)[-1]


def _reads_as_a_town(text: str, name: NameMatch) -> bool:
    return text[name.end : name.end + 1] not in _NOT_A_PLACE_AFTER


def _resolved(gaz: Gazetteer, name: NameMatch, shift: int) -> tuple[NameMatch, Resolution] | None:
    resolution = gaz.resolve(name.text)
    if resolution is None:
        return None
    return dataclasses.replace(name, start=name.start + shift, end=name.end + shift), resolution
