"""The bylines of captions written in Chinese, Japanese and Korean.

Those houses close a caption with their own tag or byline, and Yonhap opens it with its
dateline and reporter; none of it has the Latin credit's slash or capitals::

    ...＝2024年1月2日午前、石川県輪島市（共同）       Kyodo's and Jiji's closing tags
    ...、佐藤慈子撮影                              a Japanese paper's photographer
    (서울=연합뉴스) 김도훈 기자 = ...              Yonhap's dateline and reporter
    ...。新华社记者 王建威 摄                      Xinhua's and China News Service's byline
    ...（中央社記者鄭清元攝 113年1月1日）          CNA, Zaobao, the Hong Kong papers, in brackets
    ...（FRANCK FIFE／法新社）                     the wires' Chinese services

:mod:`.credits` asks :func:`chinese_credit` first for a caption in those scripts, and
:func:`cjk_credit` when no Latin credit closes it.
"""

from __future__ import annotations

import dataclasses
import re

from .agencies import normalise_agency
from .credit_parts import Credit, parse_credit, tidy_name
from .unspaced import KOREAN_DATELINE

__all__ = ["chinese_credit", "cjk_credit"]


# the Japanese houses' closing tag, a helicopter's or not: "（共同）", "（時事）",
# "（共同通信社ヘリから）"
_CJK_CLOSING = re.compile(r"[（(](共同|時事|共同通信社)(?:ヘリから)?[）)]\s*$")
# the Korean houses' dateline, their reporter before "기자 =" (not a photo the house took
# from a reader: "(포항=연합뉴스) 15일 ...")
_KOREAN_DATELINE = re.compile(KOREAN_DATELINE + r"\s*(?:(?P<name>[가-힣]{2,4})\s*기자\s*=)?")
_GIVEN_BY = re.compile(r"[\[(][^\])]{0,24}제공")  # "[독자 제공. 재판매 및 DB 금지]"
_CJK_HOUSES = {"共同": "Kyodo", "共同通信社": "Kyodo", "時事": "Jiji Press", "연합뉴스": "Yonhap",
               "뉴시스": "Newsis", "뉴스1": "News1"}
# the Japanese papers' photographer closing the caption
_JAPANESE_SHOT_BY = re.compile(r"(?:から|、|，)([\u4e00-\u9fff\u3040-\u30ff]{2,5})撮影\s*$")


def cjk_credit(text: str) -> tuple[int, int, Credit] | None:
    """The byline of a caption in Japanese or Korean, near its end or in its dateline:
    Kyodo's "（共同）", Jiji's "（時事）", Yonhap's "(서울=연합뉴스) 김도훈 기자 =" (the Chinese
    houses' are :func:`chinese_credit`'s)."""
    if text.isascii():
        return None  # (every form here is written in those scripts)
    closing = _CJK_CLOSING.search(text, max(0, len(text) - 24))
    if closing is not None:
        agency = _CJK_HOUSES[closing[1]]
        return closing.start(), len(text), Credit(agency=agency, raw=closing[1])
    shot = _JAPANESE_SHOT_BY.search(text, max(0, len(text) - 16))
    if shot is not None:  # Asahi's and Mainichi's "、佐藤慈子撮影", "本社ヘリから野田武撮影"
        return shot.start(1), len(text), Credit(photographer=shot[1], raw=shot.group().strip())
    korean = _KOREAN_DATELINE.match(text)
    if korean is not None and korean["house"] in _CJK_HOUSES:
        # a picture a reader or an office gave ("[독자 제공]", "[대통령실 제공]") is not the
        # reporter's
        name = korean["name"] if _GIVEN_BY.search(text) is None else None
        return len(text), len(text), Credit(
            photographer=name, agency=_CJK_HOUSES[korean["house"]], raw=korean.group().strip())
    return None


# The Chinese houses' bylines close the caption: Xinhua's and China News Service's
# unbracketed ("。新华社记者 王建威 摄": Xinhua's reporter took it; "中新社发 于琨 摄": a
# picture it sends), the papers of Taiwan, Singapore and Hong Kong in full-width brackets
# ("（中央社記者鄭清元攝 113年1月1日）", "（联合早报记者 梁麒麟 摄）", "（資料圖片／明報記者攝）"),
# and the wires' Chinese services with their Chinese names ("（FRANCK FIFE／法新社）").
# (AGENCIES holds the houses' Chinese spellings.)
_HAN_HOUSE = r"新华社|新華社|中新社|中央社|联合早报|聯合早報|明報|明报|星島日報|星岛日报|HK01"
# the house's reporter ("记者"; a stringer, "特约记者"; a correspondent, "通讯员"), or "发" (sent)
_HAN_ROLE = r"(?:特约|特約)?(?:记者|記者)|通讯员|通訊員|发|發"
# the name (or names: "王建威、李四"), and the place it was taken in if the byline gives one
# (CNA's "林芥佑華盛頓攝"), then "摄" (took), and CNA's date of the picture, in the years of the
# Republic ("97年11月4日")
# (not "拍摄", the verb to shoot, nor a place after "在": "新华社记者在哈尔滨冰雪大世界拍摄的冰雕"
# names no photographer; "于" is a surname too, "于琨")
_HAN_TOOK = (r"(?P<who>(?!在)(?:[\u4e00-\u9fff·]{2,4}、){0,3}[\u4e00-\u9fff·]{2,10}?"
             r"|[A-Za-z][A-Za-z .'’-]{0,40}[A-Za-z])?\s*"
             r"(?<!拍)(?P<took>摄|攝)(?:\s*(?P<date>\d{2,4}年\d{1,2}月\d{1,2}日))?")
# one part of a closing bracket: "明報記者攝", "鄧宗弘攝", "中央社記者林芥佑華盛頓攝 97年11月4日"
_HAN_BYLINE_PART = re.compile(rf"(?P<house>{_HAN_HOUSE})?(?P<role>{_HAN_ROLE})?\s*{_HAN_TOOK}")
# the byline unbracketed, its house named: "新华社记者 王建威 摄", "中新社发 于琨 摄", "新华社发"
_HAN_HOUSE_BYLINE = re.compile(rf"(?P<house>{_HAN_HOUSE})(?P<role>{_HAN_ROLE})\s*(?:{_HAN_TOOK})?")
# the house that sends a contributor's picture, before its bracket: "新华社发（艾哈迈德·戈马摄）"
_HAN_SENT_BEFORE = re.compile(rf"(?P<house>{_HAN_HOUSE})(?:发|發)\s*$")
_HAN_SENT = re.compile(rf"({_HAN_HOUSE})(?:发|發)$")  # "（新华社发）": the house's
# a Hong Kong paper's tag opening its story: "【明報專訊】" (Ming Pao's own report)
_HAN_PAPER_TAG = re.compile(rf"\s*【(?P<house>{_HAN_HOUSE})(?:專訊|专讯)】")
_HAN_LABELS = frozenset({"圖", "图", "圖片", "图片", "照片", "相片"})  # "（圖／路透社）"
# (a file picture's mark is a part of its own: it stays in the body, where dates are read)
_HAN_PART_BREAK = re.compile(r"(\s*[／/]\s*|資料圖片|资料图片|資料照片|资料照片|資料相片|檔案照片"
                             r"|档案照片|檔案相片)")
_HAN_LETTER = re.compile(r"[\u4e00-\u9fff]")
_HAN_REACH = 70  # the byline's characters at most, and the window it is looked for in
# the two-character surnames, whose bearers' names run to four characters ("歐陽")
_COMPOUND_SURNAMES = frozenset("""欧阳 歐陽 司马 司馬 诸葛 諸葛 上官 司徒 东方 東方 张简 張簡 范姜
皇甫 令狐 尉迟 尉遲 公孙 公孫 慕容 夏侯""".split())  # noqa: SIM905


def chinese_credit(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a caption closed by a Chinese byline, or None. What the byline says
    of the picture stays in the body as a bracket of its own: the place it was taken in, its
    date and a file picture's mark ("...（中央社記者林芥佑華盛頓攝 97年11月4日）" leaves
    "...（華盛頓攝 97年11月4日）"), for the place and date readers."""
    tail = text[-_HAN_REACH:]
    end = len(text.rstrip(" 。."))
    bracketed = text[end - 1 : end] in ("）", ")")
    took = "摄" in tail or "攝" in tail or "发" in tail or "發" in tail
    if not (bracketed or took) or _HAN_LETTER.search(tail) is None:
        return None  # (a cheap test first: most captions with a letter outside ASCII end here)
    found = _bracketed_han_byline(text, end) if bracketed else None
    return found or (_closing_han_byline(text) if took else None)


def _bracketed_han_byline(text: str, end: int) -> tuple[str, Credit] | None:
    """A byline in the bracket closing at ``end``, its parts set apart by "／": a reporter's
    byline ("明報記者攝"), a house ("法新社"), a photographer and a house ("FRANCK FIFE／法新社"),
    a file mark ("資料圖片"); the house of a byline that names none is the one sending it
    ("新华社发（艾哈迈德·戈马摄）") or the paper's tag opening the caption ("【明報專訊】")."""
    opening = max(text.rfind("（", max(0, end - _HAN_REACH), end),
                  text.rfind("(", max(0, end - _HAN_REACH), end))
    if opening < 0:
        return None
    inside = text[opening + 1 : end - 1]
    parts = _han_parts(inside)
    bylines = [(at, m) for at, part in parts if (m := _HAN_BYLINE_PART.fullmatch(part))]
    if not parts or len(bylines) > 1 or (bylines and len(parts) > 2):
        return None
    cut = (parts[0][0], parts[-1][0] + len(parts[-1][1]))  # the credit's part of the bracket
    if not bylines:  # the house alone, or a photographer and the house: as a slash credit
        credit = parse_credit("/".join(_HAN_SENT.sub(r"\1", part) for _, part in parts))
        if credit is None or credit.agency is None:
            return None
    else:
        at, byline = bylines[0]
        house = byline["house"] or next((p for _, p in parts if p != byline.group()), None)
        sent = _HAN_SENT_BEFORE.search(text, max(0, opening - 8), opening)
        if house is None and sent is not None:
            house = sent["house"]
        elif house is None and (tag := _HAN_PAPER_TAG.match(text)) is not None:
            house = tag["house"]
        agency = normalise_agency(house) if house else None
        if (house and agency is None) or not (agency or byline["who"]):
            return None  # ("（記者攝）": no one named, no house)
        credit, says = _han_byline_credit(byline, agency)
        if says:  # what it says of the picture stays: "中央社記者林芥佑" of "...林芥佑華盛頓攝 ..."
            cut = (cut[0], at + _kept_from(byline))
    left = (inside[: cut[0]] + inside[cut[1] :]).strip(" ／/")
    left = "" if left in _HAN_LABELS else f"（{left}）" if left else ""
    sent = _HAN_SENT_BEFORE.search(text, max(0, opening - 8), opening) if not left else None
    if sent is not None:  # "新华社发（李安 摄）": the house's words before the bracket too
        return text[: sent.start()].rstrip() + text[end:], dataclasses.replace(
            credit, raw=text[sent.start() : end])
    body = text[:opening].rstrip() + left + text[end:]
    return body, dataclasses.replace(credit, raw=inside[cut[0] : cut[1]].strip())


def _han_parts(inside: str) -> list[tuple[int, str]]:
    """The parts of a closing bracket with their offsets in it: its words between "／" and
    a file picture's mark ("資料圖片／明報記者攝", "中央社檔案照片"), not a label ("圖")."""
    parts, at = [], 0
    for piece in _HAN_PART_BREAK.split(inside):
        if piece and not _HAN_PART_BREAK.fullmatch(piece) and piece.strip() not in _HAN_LABELS:
            lead = len(piece) - len(piece.lstrip())
            parts.append((at + lead, piece.strip()))
        at += len(piece)
    return parts


def _closing_han_byline(text: str) -> tuple[str, Credit] | None:
    """The unbracketed byline of a house, the last in reach: "新华社记者 王建威 摄" (anywhere
    there: CNA's "中央社記者王飛華攝 99年2月14日" may be followed by more), "新华社发" (only
    closing the caption); not a reporter who did not take the picture ("新华社记者王建威报道")."""
    match = None
    for match in _HAN_HOUSE_BYLINE.finditer(text, max(0, len(text) - _HAN_REACH)):
        pass
    if match is None:
        return None
    rest = match.end()
    if match["took"] is None and (match["role"] not in ("发", "發") or text[rest:].strip(" 。.")):
        return None
    credit, says = _han_byline_credit(match, normalise_agency(match["house"]))
    cut = _kept_from(match) if says else rest
    body = text[: match.start()].rstrip() + (" " if says else "") + text[cut:]
    return body.rstrip(), dataclasses.replace(credit, raw=text[match.start() : cut].strip())


def _han_byline_credit(byline: re.Match[str], agency: str | None) -> tuple[Credit, bool]:
    """The credit a byline gives, and whether it says more of the picture, for the body to
    keep: the place it was taken in or its date ("林芥佑華盛頓攝 97年11月4日")."""
    name, place = _name_and_place(byline["who"] or "")
    photographer = (tidy_name(name) if name.isascii() else name) if name else None
    return Credit(photographer=photographer, agency=agency), bool(place or byline["date"])


def _kept_from(byline: re.Match[str]) -> int:
    """Where what a byline says of the picture begins: its place (the end of "林芥佑華盛頓"
    past the name), else "攝" before its date."""
    _, place = _name_and_place(byline["who"] or "")
    return byline.end("who") - len(place) if place else byline.start("took")


def _name_and_place(who: str) -> tuple[str, str]:
    """A byline's name, and the place written after it before "攝": a Chinese name is two or
    three characters (four with a two-character surname, "歐陽"), so "林芥佑華盛頓" is 林芥佑
    in Washington; a name of four, a foreign one ("艾哈迈德·戈马") or one in Latin letters is
    the name whole. Of several names ("王建威、李四"), the place follows the last."""
    others, _, last = who.rpartition("、")
    if len(last) <= 4 or "·" in last or last.isascii():
        return who, ""
    size = 4 if last[:2] in _COMPOUND_SURNAMES else 3
    return f"{others}、{last[:size]}" if others else last[:size], last[size:]
