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
placed by a locative ("在天津", "부산에서"), or else the one city of a million it names as its
scene ("湧上仰光街頭"). A Chinese caption's head ("2021年8月16日，阿富汗喀布尔，") and the Chinese
wires' datelines ("路透基辅2月25日", "（曼谷综合电）") are slots too; a country opening a slot
binds its town; a district read far from the city written before it is another of its name.
In a slot the last name is the finest ("石川県輪島市": Wajima, not Ishikawa), and so in the
text is the last of a chain of town units ("佳木斯市富锦市": Fujin, not Jiamusi) that the
gazetteer holds in the first one's country and reach. An address written out from its
province ("青海省玉树藏族自治州玉树县") whose names the scan misses is read unit by unit by their
readings, each in the province. The
gazetteer finds the names (:meth:`Gazetteer.find_unspaced_names`); nothing here knows a
town.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from gazetteer import (
    BURMESE_TOWN_WORD,
    CITY_STATES,
    KHMER_CITY_WORD,
    UNSPACED_LETTERS,
    NameMatch,
    distance_km,
)

from .phrases import population_of
from .text import BURMESE_LETTER, HANGUL, KANA, KHMER_LETTER

if TYPE_CHECKING:
    from gazetteer import Gazetteer, Resolution

__all__ = ["KOREAN_DATELINE", "KOREAN_GIVEN_OUT", "UNSPACED_SCRIPT", "read_unspaced_place"]

# the Korean houses' dateline, its town and its house: "(서울=연합뉴스)", "[부산=뉴시스]"; a
# foreign wire's picture they relay names the wire after the town: "(뉴욕 AP=연합뉴스)",
# "(후쿠시마 교도=연합뉴스)", "[파리=AP/뉴시스]"
KOREAN_DATELINE = (r"\s*[(\[](?P<town>[가-힣]{1,8})(?:\s+(?P<wire>[가-힣A-Za-z]{2,6}))?\s*="
                   r"\s*(?:(?P<wire_after>[A-Za-z]{2,6})\s*/\s*)?"
                   r"(?P<house>[가-힣A-Za-z0-9]{2,8})[)\]]")

UNSPACED_SCRIPT = re.compile(f"[{UNSPACED_LETTERS}]")
# a Chinese caption's head, its date and then its place between commas: "2021年8月16日，阿富汗
# 喀布尔，数千人涌入 ..." (the country first binds the town)
_HEAD_SLOT = re.compile(r"(?:^|[。\n图圖為为])\s*(?:\d{4}年)?\d{1,2}月\d{1,2}日"
                        r"(?:[^，,。]{0,6}?)[，,]\s*([^，,。\s]{2,16})[，,]")
# a year in the common era or in a Japanese era's years, perhaps with the common year after it:
# "2024年", "令和7年", "平成31年（2019年）"
_JAPANESE_YEAR = (r"(?:\d{4}年|(?:令和|平成|昭和)(?:\d{1,2}|元)年(?:[（(]\d{4}年[）)])?)?")
_SLOTS = (
    re.compile("^" + KOREAN_DATELINE),
    re.compile(r"新华社照片[，,]\s*([^，,\s]{1,10})[，,]"),
    re.compile(r"新华社([\u4e00-\u9fff]{2,6}?)\d{1,2}月\d{1,2}日电"),
    re.compile(rf"＝{_JAPANESE_YEAR}\d{{1,2}}月\d{{1,2}}日[^、，]{{0,12}}[、，]([^（(＝。、]{{2,30}})"),
    # Yomiuri's and Nikkei's bracket: "（2025年1月5日午前、東京都江東区の豊洲市場で）"
    re.compile(rf"[（(]{_JAPANESE_YEAR}\d{{1,2}}月\d{{1,2}}日[^、，）)]{{0,12}}[、，]"
               r"([^（(＝。、）)]{2,30})[）)]"),
    re.compile(r"＝([^＝。]{2,30}?)で(?:\d{4}年|\d{1,2}月)"),
    re.compile("^\\s*([\u0e00-\u0e7f]{2,24})\\s+\\d{1,2}\\s"),  # TNA's "เชียงใหม่ 27 พ.ย. 66 –"
    # a Burmese dateline, the town before the Burmese comma: "ရန်ကုန်၊ ဖေဖော်ဝါရီ ၂၂ —",
    # "စစ်ကိုင်းမြို့၊ ၂၀၂၅ မတ် ၃၀"
    re.compile("^\\s*([\u1000-\u103f\u1050-\u109f]{2,24})\\s*\u104a"),
    # the Chinese wires' datelines: Reuters' "路透基辅2月25日 -", Lianhe Zaobao's "（曼谷综合电）",
    # "（新加坡讯）"
    re.compile(r"路透(?:社)?([\u4e00-\u9fff]{2,6}?)\d{1,2}月\d{1,2}日"),
    re.compile(r"^\s*[（(]([\u4e00-\u9fff]{2,6}?)(?:综合|綜合)?[讯电訊電][）)]"),
    _HEAD_SLOT,
)
# a unit written after a town's name: city, prefecture, county, district, town, village
_UNITS = frozenset("市県都府区町村郡省州县镇乡鄉縣鎮區시군구도읍면동현")
# after a name, a word that makes it another thing: an agency (新华社, 中央社), a people (人)
_NOT_A_PLACE_AFTER = frozenset("社人語语")
_TOWN_UNITS = frozenset("市町村县镇縣鎮乡鄉시군읍")  # a town's, not a ward's (区, 구) or province's
_CITY_UNITS = ("시", "市", "군")
# a province's or a prefecture's unit after a name makes it the area, no town: "黑龙江省哈尔滨市"
# (its "龙江" is no Longjiang), "和歌山県新宮市" (Shingū, not far from Wakayama city)
_PROVINCE_UNITS = frozenset("省州県道府현")
# the words that put a town's name in place: Chinese "在" (at) before it, with a country or
# province between ("在美国纽约", "在新疆喀什"); Korean "에서" after it. Without
# them a name inside a word is a word ("中山装", a tunic; "대구", a cod; "ローマ字", Latin script)
_LOCATIVE_BEFORE = re.compile(r"(?:[在于於](?:[\u4e00-\u9fff]{2,6}?)?|ที่|อ\.|จ\.|อำเภอ|จังหวัด"
                              r"|ย่าน|ตำบล|อ\.เมือง|อำเภอเมือง|เมือง"
                              r"|(?:เขต|แขวง)[\u0e00-\u0e7f]{2,20}\s"
                              r"|នៅ|ក្រុង|ខេត្ត|រាជធានី|ស្រុក)\s*$")
# (Thai: "at", district, province, a province's capital district or a city, "อ.เมืองเชียงใหม่",
# "เมืองพัทยา"; after a Bangkok district's name, the city: "เขตพระนคร กรุงเทพฯ"; Khmer "at",
# city, province, capital, district: "នៅរាជធានីភ្នំពេញ", "ខេត្តសៀមរាប")
_FROM_BEFORE = ("จาก", "ពី")
# Burmese puts its town's unit and its "at" after the name: "မန္တလေးမြို့ရှိ", "ရန်ကုန်မြို့၌"
_BURMESE_PLACED_AFTER = ("မြို့", "၌", "တွင်", "ရှိ")
# ... of which the words between "在" and the name must place it too: two signs ("在新疆喀什"),
# a name the gazetteer found, a unit's or a compass word's end ("在印度首都新德里"), not a verb's
# clause ("在白宫会见以色列总理": no scene in Israel)
_PLACING_END = tuple("省州市县縣区區都部内內境") + ("首都", "首府")
# after "에서", the Korean words of coming from, importing, leaving: an origin
_KOREAN_ORIGIN_AFTER = (" 온 ", "온 ", " 수입", "수입", " 출발", "출발", " 귀국", "귀국", " 돌아온")
_LOCATIVES_AFTER = ("에서", "에 ")  # (not the Japanese "で", also "by": "津波で", by the tsunami)


def read_unspaced_place(text: str, gaz: Gazetteer) -> tuple[NameMatch, Resolution] | None:
    """The town a caption in Chinese, Japanese or Korean script gives as its place, with its
    resolution (offsets into ``text``), or None."""
    for slot in _SLOTS:
        match = slot.search(text)
        if match is None:
            continue
        if slot is _SLOTS[0] and _a_desks_dateline(text, match.end()):
            placed = _placed_in_the_text(text, gaz, by_locative=False)
            if placed is not None:
                return placed
        segment = match.group(1)
        names = [n for n in gaz.find_unspaced_names(segment) if _reads_as_a_town(segment, n)]
        if not names and segment[-1:] not in _UNITS:  # "(서귀포=연합뉴스)": the city is "서귀포시"
            names = [n for unit in _CITY_UNITS for n in gaz.find_unspaced_names(segment + unit)
                     if n.start == 0 and n.end == len(segment) + 1]
            names = [dataclasses.replace(n, end=min(n.end, len(segment))) for n in names[:1]]
        if slot is _HEAD_SLOT and not _made_of_names(segment, names):
            continue  # a clause, not a place: "2024年7月4日，上海合作组织峰会开幕，"
        found = _slot_place(gaz, segment, names, match.start(1), text)
        if found is not None:
            return found
    return _placed_in_the_text(text, gaz, fall_back=True)


def _a_desks_dateline(text: str, end: int) -> bool:
    """True for a Korean dateline that is the desk's, not the scene's: a correspondent's
    ("(도쿄=연합뉴스) 박상현 특파원 = ... 마쓰에시"), or over a picture an office gave out
    ("(서울=연합뉴스) ... 경북 안동시 ... [산림청 제공]")."""
    return "특파원" in text[end : end + 16] or KOREAN_GIVEN_OUT.search(text) is not None


# a picture a reader or an office gave out: "[독자 제공. 재판매 및 DB 금지]", "[대통령실 제공]"
KOREAN_GIVEN_OUT = re.compile(r"[\[(][^\])]{0,24}제공")


def _placed_in_the_text(
    text: str, gaz: Gazetteer, *, fall_back: bool = False, by_locative: bool = True
) -> tuple[NameMatch, Resolution] | None:
    """The first town the text places by its unit, its address or (``by_locative``) a
    locative; with ``fall_back``, else the one city of a million it names as its scene, or
    the province it names. (A locative is also of where a ship sailed from: "인천에서 제주로".)"""
    names = [n for n in gaz.find_unspaced_names(text) if _starts_a_word(text, n)]
    province: NameMatch | None = None
    for k, name in enumerate(names):
        if "country" in name.kinds and k + 1 < len(names) \
                and names[k + 1].start - name.end <= 2:
            continue  # the country before its town: "在日本东京新国立竞技场", "在印度首都新德里"
        if text[name.end : name.end + 1] in _PROVINCE_UNITS:
            province = province or name  # the place only if no town follows: "熊本県益城町"
            continue  # a province: "在黑龙江省哈尔滨市", whose "龙江" is no Longjiang
        if _PEOPLE_OF_A_TOWN.match(text, name.end):
            continue  # "부산시 관계자들과" (Busan city officials): the town's people, elsewhere
        if text.startswith("မှ", name.end):
            continue  # Burmese "from": "မန္တလေးမြို့မှ ဧည့်သည်များ", visitors from Mandalay
        if _reads_as_a_town(text, name) and (
            (name.end - name.start > 2 and name.text[-1] in _UNITS)  # (대구 is a name)
            or text[name.end : name.end + 1] in _UNITS
            or _korean_address(text, name)
            or name.text.endswith(BURMESE_TOWN_WORD) or name.text.startswith(KHMER_CITY_WORD)
            or text.startswith(_BURMESE_PLACED_AFTER, name.end)
            or (by_locative and (_korean_locative(text, name, names)
                                 or _placed_by_a_locative(text, names, k)))
        ):
            finer = _finer_unit_after(gaz, text, names, k)
            if finer is not None:
                return finer
            return _in_its_city(gaz, names[k - 1] if k else None, _resolved(gaz, name, 0, text),
                                0, text)
    if not fall_back:
        return None
    city = _the_one_city(gaz, text, names)
    if city is None and ("省" in text or "自治区" in text):
        address = _address_by_reading(gaz, text)
        if address is not None:
            return address
    city = city or province
    return _resolved(gaz, city, 0, text) if city is not None else None


# a mainland address written out from its province down, unit after unit: "青海省玉树藏族自治州
# 玉树县" (Yushu county, in Yushu prefecture, Qinghai), "四川省阿坝藏族羌族自治州汶川县"; a province
# or an autonomous region ("新疆维吾尔自治区") first, then prefectures, counties and towns
_PROVINCE_UNIT = re.compile("省|自治区")


def _province_before(gaz: Gazetteer, text: str, unit: int) -> tuple[NameMatch, Resolution] | None:
    """The province whose unit stands at ``unit``: its name of two or three signs right
    before it ("青海省"), or before the people an autonomous region is of ("新疆维吾尔自治区")."""
    peoples = (0,) if text.startswith("省", unit) else (1, 2, 3, 4)
    for people in peoples:
        for size in (2, 3):
            start = unit - people - size
            written = text[max(0, start) : unit - people]
            if start < 0 or not _HAN_NAME.fullmatch(written):
                continue
            found = gaz.resolve(written, country_codes=("CN",))
            if found is not None and found.kind == "admin1":
                return _unspaced_name(written, start, "admin1"), found
    return None


def _unspaced_name(written: str, start: int, kind: str) -> NameMatch:
    """A name read in the text by its reading, not found by the gazetteer's scan."""
    return NameMatch(start=start, end=start + len(written), text=written, key=written,
                     kinds=frozenset({kind}), country_code="CN", common_word=False,
                     capitalized=False)


_UNIT_AFTER_UNIT = re.compile(r"([\u4e00-\u9fff]{2,10}?)(自治州|自治县|自治縣|地区|地區|市|县|縣|区|區"
                              r"|旗|盟|镇|鎮|乡|鄉)")


def _unit_in_province(
    gaz: Gazetteer, unit: re.Match[str], written_province: str, province: Resolution
) -> tuple[str, Resolution | None]:
    """The name of one unit of an address and the town it is in the province, or None. An
    autonomous unit writes its people between its name and its unit ("玉树藏族自治州", of the
    Tibetans; "博尔塔拉蒙古自治州", of the Mongols): its name is the longest head that is a
    place of the province."""
    written = unit.group(1)
    heads = [written] if not unit.group(2).startswith("自治") \
        else [written[:n] for n in range(len(written), 1, -1)]
    for head in heads:
        found = gaz.resolve(head, country_codes=("CN",), near=(written_province,))
        if found is not None and found.admin1 == province.admin1 \
                and found.kind not in _AREA_UNIT_KINDS:
            return head, found
    return written, None


def _address_by_reading(gaz: Gazetteer, text: str) -> tuple[NameMatch, Resolution] | None:
    """The finest unit of an address written from its province down, each unit's name looked
    up by its reading in the province (GeoNames writes many in one Chinese script only, so
    the names found inside the text miss them): "青海省玉树藏族自治州玉树县" is Yushu of
    Qinghai, not Yushu of Jilin; the first province written, if no unit follows it. Its units
    stop at the first name that is no place of the province ("...玉树县发生地震")."""
    area: tuple[NameMatch, Resolution] | None = None
    for unit_word in _PROVINCE_UNIT.finditer(text):
        province = _province_before(gaz, text, unit_word.start())
        if province is None:
            continue
        finest: tuple[NameMatch, Resolution] | None = None
        at = unit_word.end()
        while (unit := _UNIT_AFTER_UNIT.match(text, at)) is not None:
            written, found = _unit_in_province(gaz, unit, province[0].text, province[1])
            if found is None:
                break
            finest = _unspaced_name(written, unit.start(), "place"), found
            at = unit.end()
        if finest is not None:
            return finest
        area = area or province
    return area


_AREA_UNIT_KINDS = frozenset({"country", "admin1"})


def _finer_unit_after(
    gaz: Gazetteer, text: str, names: list[NameMatch], k: int
) -> tuple[NameMatch, Resolution] | None:
    """The last town of a chain of units written one after another from the town ``names[k]``,
    a prefecture's city and then its county or county-level city ("佳木斯市富锦市": Fujin,
    not Jiamusi; "東京都八王子市": Hachiōji), found near the first; None when no town unit
    follows. (A ward, "北京市朝阳区", is no town: the city stays, as :func:`_finest` reads.)"""
    chain = k
    while chain + 1 < len(names) and _written_right_after(text, names[chain], names[chain + 1]) \
            and _town_unit_after(text, names[chain + 1]):
        chain += 1
    if chain == k:
        return None
    outer = _resolved(gaz, names[k], 0, text)
    if outer is None:
        return None
    # (the units of one address are of one country; of them, the finest the gazetteer holds
    # near the first: "高雄縣甲仙鄉小林村" is Jiasian's village, or Jiasian, not a Kobayashi)
    country = (outer[1].country_code,) if outer[1].country_code else ()
    for at in range(chain, k, -1):
        finer = _resolved(gaz, names[at], 0, text, country)
        if finer is not None and distance_km(
                outer[1].latitude, outer[1].longitude,
                finer[1].latitude, finer[1].longitude) <= _PREFECTURE_REACH_KM:
            return finer
    return None


def _written_right_after(text: str, first: NameMatch, then: NameMatch) -> bool:
    """True for a name written right after another name and its unit, as one address."""
    end = first.end + (text[first.end : first.end + 1] in _UNITS)
    return then.start == end and (first.text[-1:] in _UNITS or end > first.end)


def _town_unit_after(text: str, name: NameMatch) -> bool:
    """True for a name marked a town by its unit: a city, county or township (not a ward)."""
    return name.text[-1:] in _TOWN_UNITS or text[name.end : name.end + 1] in _TOWN_UNITS


# a prefecture-level city spans up to some 200 km: its counties lie within this of its seat
_PREFECTURE_REACH_KM = 250


# after a Korean town and its unit, its people, who may be anywhere: officials, a delegation,
# citizens, residents, civil servants, a team, staff, its mayor ("부산시 관계자들과")
_PEOPLE_OF_A_TOWN = re.compile(r"[시군구도]?\s?(?:관계자|대표단|시민|주민|공무원|선수단|직원|시장|군수"
                               r"|구청장|의원)")


def _the_one_city(gaz: Gazetteer, text: str, names: list[NameMatch]) -> NameMatch | None:
    """Failing a slot and a placing word, the city of a million the text names as its scene,
    not as where people come from or go: "台北101於1日零時施放跨年煙火", "湧上仰光街頭" (not
    "中山路", a road); of two cities named so, neither ("重庆小面走红日本，东京新宿街头的面馆")."""
    cities = {n.text for n in names if n.population >= _BIG_CITY_POP
              and (_HAN_NAME.fullmatch(n.text) or _a_hangul_city_name(text, n, names))
              and ("country" not in n.kinds or _city_state(gaz, n))}
    if len(cities) != 1:
        return None
    return next((n for n in names if n.text in cities and _reads_as_a_town(text, n)
                 and _a_scene(text, n)), None)


def _a_hangul_city_name(text: str, name: NameMatch, names: list[NameMatch]) -> bool:
    """True for a Hangul city's name that is no other word: of three letters or more
    ("하르키우의 대형 매장"), or with the possessive after it and its country before it ("프랑스
    파리의"; not "모기와 파리의 번식", the breeding of flies, nor "대구", a cod)."""
    if HANGUL.match(name.text) is None:
        return False
    return len(name.text) >= 3 or (text.startswith("의", name.end) and any(
        "country" in n.kinds and 0 <= name.start - n.end <= 1 for n in names))


_BIG_CITY_POP = 1_000_000
# (in Han characters, or Hangul as a name: Hangul's and kana's city names are words too, "대구" a
# cod, "ローマ字" Latin script)
_HAN_NAME = re.compile("[\u4e00-\u9fff]+")
# after a name, the words that make it a thing named after a city, in any city: a road, a
# tunic, a script ("中山路", "中山装", "ローマ字")
_NAMED_ANYWHERE = ("路", "大道", "装", "裝", "字")
# ... and, for a city named with no word that places it, a university, a team, a time zone, an
# organisation, an edition of the Games, a firm, a dish ("北京时间", "上海合作组织", "巴黎奥运会",
# "巴黎世家", "重庆小面"): the city is not the scene
_NAMED_AFTER_IT = _NAMED_ANYWHERE + ("街道", "号", "號", "大学", "大學", "纪念", "紀念", "队",
                                     "隊", "籍", "时间", "時間", "合作", "奥运", "奧運", "电力",
                                     "電力", "世家", "小面", "银行", "銀行", "证券", "證券")
# before a name, the words of where people come from or go: "来自美国芝加哥的", "出身台南",
# "前往新山", "飞往香港"
_ORIGIN_BEFORE = re.compile(r"(?:来自|來自)[\u4e00-\u9fff]{0,4}?$"  # ("来自美国芝加哥")
                            r"|(?:从|從|前往|飞往|飛往|开往|開往|赴|出身|出生於|出生于|生於|生于"
                            r"|返回|回到)$")


def _korean_locative(text: str, name: NameMatch, names: list[NameMatch]) -> bool:
    """True for a name with "에서" (in, at) after it, not one of coming from: "일본에서 온
    관광객" (tourists from Japan), "인천에서 제주로" (from Incheon to Jeju; not "대전에서 새로
    문을 연", newly opened in Daejeon)."""
    at = name.end + 2
    if not text.startswith(_LOCATIVES_AFTER, name.end) \
            or (text.startswith("에서", name.end) and text.startswith(_KOREAN_ORIGIN_AFTER, at)):
        return False
    to = _KOREAN_FROM_TO.match(text, name.end)
    return to is None or not any(n.start == to.start(1) for n in names)


# "에서" before a town and "로" (to) after another is "from": "인천에서 제주로 향하던" (sailing
# from Incheon to Jeju)
_KOREAN_FROM_TO = re.compile(r"에서\s*([가-힣]{1,8})(?:으로|로|까지)(?![가-힣])")


def _starts_a_word(text: str, name: NameMatch) -> bool:
    """False for a Hangul name inside a word: Korean is written in words, and "기장" (Gijang)
    in "경기장" (a stadium) is no town."""
    return not (HANGUL.match(name.text) and HANGUL.match(text, name.start - 1)) \
        or name.start == 0


def _korean_address(text: str, name: NameMatch) -> bool:
    """True for a Korean town written as the head of an address, its next word a district's
    or a site where the event is ("서울 종로구 광화문광장", "경북 안동시 남후면", "평양
    김일성광장에서"), or of its airport ("인천국제공항")."""
    if not HANGUL.match(name.text) or "country" in name.kinds:
        return False
    return _KOREAN_ADDRESS_AFTER.match(text, name.end) is not None


# a district's unit closing the next word (시, 군, 구, 읍, 면, 동, 리), or a site with "에서"
_KOREAN_ADDRESS_AFTER = re.compile(r"(?: [가-힣0-9·]{1,12})? [가-힣0-9·]{1,12}"
                                   r"(?:[시군구읍면동리]|에서)(?![가-힣])"
                                   r"|(?:국제)?공항")


def _placed_by_a_locative(text: str, names: list[NameMatch], k: int) -> bool:
    """True for a name "在" puts in place, directly or across words that place it too."""
    name = names[k]
    found = _LOCATIVE_BEFORE.search(text, max(0, name.start - 24), name.start)
    if found is None or text[: found.start()].rstrip().endswith(_FROM_BEFORE):
        return False  # (Thai and Khmer "from": "นักท่องเที่ยวจาก อ.เมืองเชียงใหม่", "ពីរាជធានី")
    between = found.group().lstrip("在于於").strip()
    return len(between) <= 2 or not _HAN_NAME.fullmatch(between) \
        or between.endswith(_PLACING_END) \
        or (k > 0 and names[k - 1].end == name.start and names[k - 1].start >= found.start() + 1)


def _city_state(gaz: Gazetteer, name: NameMatch) -> bool:
    """True for a country that is a city: "香港", "新加坡", "澳門"."""
    country = gaz.resolve(name.text)
    return country is not None and country.country_code in CITY_STATES


def _a_scene(text: str, name: NameMatch) -> bool:
    """True for a name the text does not use as where people come from or go, nor as the
    name of another thing, nor as a person's ("孙中山", Sun Yat-sen)."""
    return _ORIGIN_BEFORE.search(text, max(0, name.start - 8), name.start) is None \
        and not text.startswith(_NAMED_AFTER_IT, name.end) \
        and text[name.start - 1 : name.start] not in ("孙", "孫")


def _made_of_names(segment: str, names: list[NameMatch]) -> bool:
    """True for a segment that is names, their units and compass words ("韩国首尔龙山区", "四川
    成都"), not a clause that holds a name ("上海合作组织峰会开幕", "巴黎世家门店外")."""
    left = [ch for ch in _uncovered(segment, names)
            if ch != " " and ch not in _UNITS and ch not in "东西南北中部・·"]
    # (or a place's name and a site in it: "梵蒂冈圣彼得广场", "北京天安门广场")
    return len(left) <= 2 or (bool(names) and names[0].start == 0
                              and segment.endswith(_SITE_NOUNS))


_SITE_NOUNS = ("广场", "廣場", "公园", "公園", "机场", "機場", "车站", "車站", "大桥", "大橋",
               "口岸", "港", "站", "街", "村", "镇", "鎮", "寺", "宫", "宮", "湖", "山")


def _slot_place(
    gaz: Gazetteer, segment: str, names: list[NameMatch], shift: int, text: str
) -> tuple[NameMatch, Resolution] | None:
    """The finest place of a slot, in the country the slot names first ("阿富汗喀布尔": Kabul;
    "韩国首尔龙山区": Seoul's ward if the gazetteer has it there, else Seoul, not a Longshan of
    China), or the country alone."""
    countries: list[str] = []
    towns: list[NameMatch] = []
    for name in names:
        # (a country opening the slot: "阿富汗喀布尔"; not one inside a word, "内蒙古呼和浩特")
        country = gaz.resolve(name.text) if "country" in name.kinds and (
            name.start == 0 or (countries and name.start == names[0].end)) else None
        if country is not None and country.kind == "country":
            countries.append(country.country_code)
        else:
            towns.append(name)
    finest = _finest(segment, towns) if towns else None
    ordered = ([finest] if finest else []) + [n for n in reversed(towns) if n is not finest]
    for name in ordered:
        found = _resolved(gaz, name, shift, text, tuple(countries))
        if found is not None:
            before = [t for t in towns if t.end <= name.start]
            return _in_its_city(gaz, before[-1], found, shift, text, tuple(countries)) \
                if before else found
    for name in _other_script_names(gaz, segment, names):
        found = _resolved(gaz, name, shift, text, tuple(countries))
        if found is not None and (countries or _BIG_TOWN_POP <= population_of(gaz, found[1])):
            return found
    if countries:
        country = next(n for n in names if "country" in n.kinds)
        return _resolved(gaz, country, shift, text)
    return None


def _other_script_names(gaz: Gazetteer, segment: str, names: list[NameMatch]) -> list[NameMatch]:
    """The words of a slot no name covers, looked up by their reading: GeoNames holds a town
    in one of the Chinese scripts ("基輔", "石巻"), the caption writes the other ("路透基辅2月25日",
    "路透日本石卷3月13日"); the gazetteer's transliteration key reads both alike."""
    out = []  # (the names found are no part of another: "日本石卷" leaves "石卷")
    for run in re.finditer(r"[\u4e00-\u9fff]{2,6}|[가-힣]{2,6}", _uncovered(segment, names)):
        written = run.group()
        key = written[:-1] if len(written) > 2 and written[-1] in _UNITS else written
        if gaz.resolve(key) is not None:
            out.append(NameMatch(start=run.start(), end=run.start() + len(key), text=key, key=key,
                                 kinds=frozenset({"place"}), country_code=None,
                                 common_word=False, capitalized=False))
    return out


def _uncovered(segment: str, names: list[NameMatch]) -> str:
    """The segment with the names found in it blanked out."""
    letters = list(segment)
    for name in names:
        letters[name.start : name.end] = " " * (name.end - name.start)
    return "".join(letters)


_BIG_TOWN_POP = 100_000


def _in_its_city(
    gaz: Gazetteer, before: NameMatch | None, found: tuple[NameMatch, Resolution] | None,
    shift: int, text: str, countries: tuple[str, ...] = (),
) -> tuple[NameMatch, Resolution] | None:
    """A district written right after its city is the city's ("深圳福田區": Futian of
    Shenzhen; Kyodo's "東京・永田町", Tokyo's Nagatachō); read far from it, it is another of
    its name (a Nagata of Osaka), and the city is the place. The city is looked for in the
    slot's ``countries`` ("トルコ南部カフラマンマラシュ": no Nanbu of Japan before the town)."""
    if before is None or found is None or found[0].start - shift - before.end > 1 \
            or text[before.end + shift : before.end + shift + 1] in _PROVINCE_UNITS:
        return found
    if population_of(gaz, found[1]) >= _CITY_OF_ITS_OWN_POP:
        return found  # a city of its own after its province's name: "吉林长春", Changchun
    city = _resolved(gaz, before, shift, text, countries)
    if city is None or city[1].kind == "country":
        return found
    if distance_km(found[1].latitude, found[1].longitude,
                   city[1].latitude, city[1].longitude) > _DISTRICT_REACH_KM:
        return city
    return found


_DISTRICT_REACH_KM = 60
_CITY_OF_ITS_OWN_POP = 500_000


def _script_countries(text: str) -> tuple[str, ...]:
    """The countries that write in the caption's script: kana Japan, Hangul the Koreas, Thai
    Thailand, Khmer Cambodia, Burmese Myanmar, Han alone China and the places that write as
    it does."""
    if KANA.search(text):
        return ("JP",)
    if HANGUL.search(text):
        return ("KR", "KP")
    if _THAI.search(text):
        return ("TH",)
    if KHMER_LETTER.search(text):
        return ("KH",)
    if BURMESE_LETTER.search(text):
        return ("MM",)
    return ("CN", "TW", "HK", "MO", "SG", "JP")


_THAI = re.compile("[\u0e00-\u0e7f]")


def _finest(segment: str, names: list[NameMatch]) -> NameMatch:
    """Of the names in a slot up to a city's ward, the last that is a town by its unit
    ("兵庫県西宮市の阪神甲子園球場": Nishinomiya, not a Jiazi of the stadium's name; "札幌市中央区":
    Sapporo, not a ward Chūō of another city), else the last."""
    city = next((n for n in names if n.text[-1:] in _WARD_CITY_UNITS
                 or segment[n.end : n.end + 1] in _WARD_CITY_UNITS), None)
    ward = _WARD_UNIT.search(segment, city.end) if city is not None else None
    if ward is not None:  # a city's ward, then its streets: "神戸市東灘区深江本町" (no Honchō)
        names = [n for n in names if n.start <= ward.start()]
    towns = [n for n in names if n.text[-1:] in _TOWN_UNITS
             or segment[n.end : n.end + 1] in _TOWN_UNITS]
    return (towns or names)[-1]


_WARD_UNIT = re.compile("[区區구]")
_WARD_CITY_UNITS = ("市", "都", "시")  # (Tokyo's wards: "東京都新宿区の国立競技場", no Kunitachi)


def _reads_as_a_town(text: str, name: NameMatch) -> bool:
    """False for a name that is part of another thing's: an agency (新华社), a people (人), a
    road, a tunic, a script ("在中山路", on Zhongshan Road, in any city: no town; but "在北京
    大学" is in Beijing)."""
    return text[name.end : name.end + 1] not in _NOT_A_PLACE_AFTER \
        and not text.startswith(_NAMED_ANYWHERE, name.end)


def _resolved(
    gaz: Gazetteer, name: NameMatch, shift: int, text: str, countries: tuple[str, ...] = ()
) -> tuple[NameMatch, Resolution] | None:
    # the countries the slot names, or else the script's first: "大阪" is also Durban's name
    # in GeoNames
    if countries:
        resolution = gaz.resolve(name.text, country_codes=countries)
    else:
        resolution = gaz.resolve(name.text, country_codes=_script_countries(text))
        if resolution is None:
            resolution = gaz.resolve(name.text)
        elif population_of(gaz, resolution) < _BIG_TOWN_POP:
            # (but "仰光" is Yangon, a city of millions, not a village of Yunnan)
            world = gaz.resolve(name.text)
            if world is not None and population_of(gaz, world) >= _BIG_CITY_POP:
                resolution = world
    if resolution is None:
        return None
    return dataclasses.replace(name, start=name.start + shift, end=name.end + shift), resolution
