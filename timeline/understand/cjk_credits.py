"""The bylines of captions written in Chinese, Japanese and Korean.

Those houses close a caption with their own tag or byline, and the Korean houses open it
with their dateline and reporter; none of it has the Latin credit's capitals, and its
slashes and brackets say other things than a Latin credit's::

    ...＝2024年1月2日午前、石川県輪島市（共同）   Kyodo's and Jiji's tags ("【時事通信社】")
    ...（AP＝共同）  ...（AFP時事）               a wire's picture Kyodo or Jiji relays
    ...（２０２５年　ロイター/Issei Kato）        Reuters' Japanese service
    ...、朝日新聞社ヘリから、川村直子撮影         a paper's helicopter and photographer
    ...（代表撮影）  ...（同市提供）              a pool's picture, a handout
    (서울=연합뉴스) 김도훈 기자 = ...             Yonhap's, Newsis's, News1's dateline
    (뉴욕 AP=연합뉴스) ...                        a foreign wire's picture they relay
    ... 2024.8.13/뉴스1  ... 만달레이/AFP 연합뉴스 the Korean closing credits
    ... [연합뉴스 자료사진]  [중앙포토]  [촬영 박상현]
    ... 이정아 기자 leej@hani.co.kr               a reporter, the paper by the e-mail's domain
    ...。新华社记者 王建威 摄                     Xinhua's and China News Service's byline
    ...（中央社記者鄭清元攝 113年1月1日）         CNA, Zaobao, the Hong Kong papers
    ...（FRANCK FIFE／法新社）                    the wires' Chinese services
    ...（自由時報記者黃子恆攝）  （國防部提供 113.07.23）  a paper's byline, a body's handout
    ...（令和6年1月2日、東京消防庁提供）  提供：広島市  （撮影・中村健太）  （Name撮影）産経新聞

A handout a body gave out with no house sending it is the body's (the agency), its date kept
in the body; a reader, a person or "the same city" (同市) names none.

:mod:`.credits` asks :func:`chinese_credit` first for a caption whose end is not ASCII: it
reads the closing credits of all three scripts, before the Latin readers could take
"2024.8.13/뉴스1" or "（ロイター/Issei Kato）" for a slash credit. It asks :func:`cjk_credit`
when no other credit closes the caption: the Korean dateline, and a Korean paper's e-mail
closing an English caption ("By Kim Min-ji (kim@koreaherald.com)").

Wherever a house relays another's picture, the wire that took it is named first and the
relaying house after ("AP＝共同", "AFP 연합뉴스", "[파리=AP/뉴시스]"), so the first house a
credit names is its agency.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata

from .agencies import normalise_agency
from .credit_parts import Credit, parse_credit, tidy_name
from .text import HANGUL, KANA
from .unspaced import KOREAN_DATELINE, KOREAN_GIVEN_OUT

__all__ = ["chinese_credit", "cjk_credit"]


# the houses' short names, which are words too ("共同" joint, "신화" a myth, "교도" a prisoner):
# a house only in a credit's place, so not in AGENCIES, which every reader looks names up in
_SHORT_HOUSES = {"共同": "Kyodo", "時事": "Jiji Press", "聯合": "Yonhap", "タス": "TASS",
                 "연합": "Yonhap", "신화": "Xinhua", "교도": "Kyodo", "타스": "TASS",
                 "지지": "Jiji Press"}
# a wire's name with the word for a news agency after it: "AFP通信", "AP통신"
_AGENCY_WORD = re.compile(r"(?:通信社|通信|통신사|통신)$")


def _house(word: str) -> str | None:
    """The agency a word of a Japanese or Korean credit names ("ロイター", "AP통신", "ＡＰ" in
    full-width letters), or None."""
    word = unicodedata.normalize("NFKC", word).strip()
    if not word:
        return None
    found = _SHORT_HOUSES.get(word) or normalise_agency(word)
    if found is None and (bare := _AGENCY_WORD.sub("", word)) and bare != word:
        found = _SHORT_HOUSES.get(bare) or normalise_agency(bare)
    return found


@dataclasses.dataclass
class _Tag:
    """What the words of a closing credit say: the houses named (the first took the
    picture), a photographer, and whether the picture is a pool's, a handout, a file one,
    or taken from the paper's own helicopter ("本社ヘリから", naming no house)."""

    houses: list[str] = dataclasses.field(default_factory=list)
    name: str | None = None
    pool: bool = False
    handout: bool = False
    provider: str | None = None
    file: bool = False
    own_paper: bool = False

    def says_something(self) -> bool:
        return bool(self.houses or self.name or self.pool or self.handout or self.own_paper)

    def credit(self, raw: str) -> Credit:
        """The credit, as :func:`.parse_credit` gives a Latin one: a pool's picture is the
        pool's, the house that sent it its distributor; a handout's giver the provider."""
        if self.pool:
            return Credit(agency="Pool", distributor=self.houses[0] if self.houses else None,
                          raw=raw)
        return Credit(photographer=None if self.handout else self.name,
                      agency=self.houses[0] if self.houses else None, provider=self.provider,
                      raw=raw, file_photo=self.file)


def _provider(giver: str) -> str | None:
    """The organisation a handout names ("海上保安庁提供", "[산림청 제공]"); not "同市" (the
    city just named), a reader or a person ("山田さん提供", "[독자 제공]")."""
    giver = giver.strip(" ・=:.")
    if not giver or giver.startswith("同") or giver in _NO_PROVIDERS \
            or giver.endswith(("さん", "氏", "ちゃん", "様", "先生", "小姐", "女士")):
        return None
    return giver


_NO_PROVIDERS = frozenset("""読者 本人 家族 遺族 関係者 독자 시청자 본인 가족 유족 民眾 民众 讀者
读者 網友 网友 家屬 家属 當事人 当事人 受訪者 受访者 目擊者 目击者 翻攝 翻摄
警方 警察 校方 院方 官方 資料 资料""".split())  # noqa: SIM905
# (and the generic bodies, "the police", "the school", "the hospital": no house by its name)


# --- Japanese -------------------------------------------------------------------------
# Kyodo and Jiji close a caption with their tag in brackets, a wire's name before theirs
# when they relay its picture ("（AP＝共同）", "（AFP時事）"); Reuters' Japanese service with
# the year and its photographer ("（２０２５年　ロイター/Issei Kato）"); the papers after "＝"
# or "、": their photographer ("、川村直子撮影", "＝中村光一撮影"), the helicopter or camera it
# was taken from ("、朝日新聞社ヘリから", "＝NHKの監視カメラから"); Nikkei's "＝共同"; pages'
# "写真・時事", "写真：AP/アフロ". A pool's picture is "代表撮影", a handout "同市提供".

# a name: a surname in kanji, then kanji or kana, at times a space between ("斎藤 裕")
_JA_NAME = (r"[\u4e00-\u9fff々ヶ][\u4e00-\u9fff々ヶ\u3041-\u3096\u30a1-\u30fa\u30fc]{0,4}"
            r"(?: ?[\u4e00-\u9fff々ヶ\u3041-\u3096\u30a1-\u30fa\u30fc]{1,4})?")
_JA_SHOT = re.compile(rf"(?P<name>{_JA_NAME})(?:撮影|写す)")
# what the picture was taken from, after the house it is the house's: "朝日新聞社ヘリから",
# "NHKの監視カメラから", "本社ヘリから野田武撮影" (with its photographer)
_JA_FROM = (r"の?(?:ヘリコプター|ヘリ|機|監視カメラ|定点カメラ|カメラ|ドローン)から"
            rf"(?:(?P<name>{_JA_NAME})?(?:撮影|写す))?")
_JA_TAKEN_FROM = re.compile(rf"(?P<house>[^\s、，,＝=（）()]{{1,12}}?){_JA_FROM}")
# a paper or broadcaster AGENCIES does not know, by its name's last word ("北海道新聞社")
_JA_MEDIA = re.compile(r"\S{1,8}(?:新聞|新報|通信|放送|テレビ)社?")
# words before "撮影" that name no one: a pool ("代表"), the paper, the day, a reader
_JA_NOT_NAMES = frozenset("""代表 本社 本紙 同紙 同社 同日 同年 同 本人 読者 筆者 記者 上空
当時 家族 遺族 関係者 報道陣 自身 写真 動画 映像 資料 空撮""".split())  # noqa: SIM905
_PARTICLES = tuple("でにをがはへとのもや")  # (a phrase, not a name: "東京で撮影")
_JA_PARTS = re.compile(r"\s*[=/・:]\s*")
_YEAR = re.compile(r"\d{4}年\s*")
_WRITTEN_YEAR = re.compile(r"[0-9０-９]{4}年")  # (before NFKC: "２０２５年")
_JA_HOUSE_AND_NAME = re.compile(
    r"(?:\d{4}年\s*)?(?P<house>[^/]{2,12}?)\s*/\s*(?P<name>[A-Za-z][A-Za-z .'’-]{1,40}[A-Za-z.])")
_JA_GLUED = re.compile(r"(?P<wire>.+?)(?P<house>時事|共同)")  # "AFP時事": AFP's, Jiji relays it
_JA_BRACKET = re.compile(r"[（(【\[]([^（()）【】\[\]]{1,48})[）)】\]]")
_JA_SEGMENT = re.compile(r"[＝=、，,]\s*([^＝=、，,（()）【】\[\]。]{1,40})")
_JA_LABELLED = re.compile(r"(?:(?<=\s)|(?<=。)|^)(写真\s*[・:：]\s*[^＝、，。（()）【】\s]{1,30})")
_JA_REACH = 50


def _japanese_credit(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a Japanese caption closed by a house's tag, a paper's photographer
    or the helicopter it was taken from, or None. A handout's giver is its agency when no
    house sends it ("（東京消防庁提供）", "提供：広島市"); a paper's name after the bracket of
    its photographer is the house ("（鈴木健児撮影）産経新聞")."""
    end = len(text.rstrip(" 。"))
    house_after = _JA_HOUSE_AFTER.search(text, max(0, end - 16), end) if end else None
    if house_after is not None and (house := _house(house_after["house"])) is not None:
        found = _japanese_credit(text[: house_after.start() + 1])
        if found is not None and not found[1].agency:
            return found[0], dataclasses.replace(
                found[1], agency=house, raw=f"{found[1].raw} {house_after['house']}")
    found = _japanese_closing(text, end)
    if found is None and "撮影" in text[:32]:
        found = _japanese_opening(text)
    if found is None:
        return None
    body, credit = found
    if credit.agency is None and credit.provider and credit.photographer is None:
        credit = dataclasses.replace(credit, agency=credit.provider)  # "（神戸新聞社提供）"
    return body, credit


# a photographer's credit opening the caption, before a space: Mainichi's form moved to the
# top, "本社ヘリから撮影・山田大輔　土砂崩れの現場＝…"
_JA_OPENING = re.compile(r"([^\s＝、，。（()）【】]{0,16}撮影[・:：]?[^\s＝、，。（()）【】]{0,12})\s+")


def _japanese_opening(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a photographer's credit opening a Japanese caption (see
    :data:`_JA_OPENING`), or None: it must name the photographer, not a house alone."""
    found = _JA_OPENING.match(text)
    tag = _japanese_tag(found[1]) if found is not None else None
    if tag is None or not tag.name:
        return None
    return text[found.end() :], tag.credit(found[1])


# a house's name after the bracket of its photographer: "…（鈴木健児撮影）産経新聞"
_JA_HOUSE_AFTER = re.compile(r"[）)]\s*(?P<house>[^\s（()）。、＝]{2,12})$")
# a handout's label and its giver closing the caption: "…　提供：広島市"
_JA_GIVEN = re.compile(r"(?:(?<=\s)|(?<=。)|^)(提供\s*[:：]\s*[^＝、，。（()）【】\s]{1,30})")


def _japanese_closing(text: str, end: int) -> tuple[str, Credit] | None:
    """(body, credit) of the tag, the photographer or the helicopter closing a Japanese
    caption at ``end`` (see :func:`_japanese_credit`); a date before the credit in its
    bracket stays in the body ("（令和6年1月2日、東京消防庁提供）")."""
    low = max(0, end - _JA_REACH)
    tag = None
    for pattern in (_JA_BRACKET, _JA_SEGMENT, _JA_LABELLED, _JA_GIVEN):
        found = next((m for m in pattern.finditer(text, low, end) if m.end() == end), None)
        if found is None:
            continue
        if pattern is _JA_BRACKET and "、" in found[1]:
            head, _, last = found[1].rpartition("、")
            if (tag := _japanese_tag(last)) is not None:
                credit = tag.credit(last.strip())
                return f"{text[: found.start()].rstrip()}{found[0][0]}{head}{found[0][-1]}", credit
        if (tag := _japanese_tag(found[1])) is not None:
            break
    if tag is None or found is None:
        return None
    cut = found.start()
    if tag.name and not (tag.houses or tag.own_paper):
        cut = _helicopter_before(text, cut, tag)
    # (a bracket's words without it, as a Latin credit's: "（AP＝共同）" gives "AP＝共同")
    raw = found[1] if cut == found.start() and pattern is _JA_BRACKET else text[cut:end]
    body = text[:cut].rstrip(" ＝=、，,")
    year = _WRITTEN_YEAR.match(found[1]) if pattern is _JA_BRACKET else None
    if year is not None:  # Reuters' year stays, in its bracket, for the date reader
        body = f"{body}{found[0][0]}{year.group()}{found[0][-1]}"  # "(2024年 ロイター/...)"
    return body, tag.credit(raw.strip(" ＝=、，,"))


def _helicopter_before(text: str, cut: int, tag: _Tag) -> int:
    """The house whose helicopter or camera a photographer was in, written before the name
    ("、朝日新聞社ヘリから、川村直子撮影"; Yomiuri's "（…、読売新聞社ヘリから）＝中村光一撮影"):
    ``tag`` takes its house, and the cut goes back over it when nothing stands between."""
    taken = None
    for taken in _JA_TAKEN_FROM.finditer(text, max(0, cut - 40), cut):
        pass
    if taken is None or taken["name"] or not _taken_from(taken["house"], tag):
        return cut
    return taken.start() if not text[taken.end() : cut].strip(" ＝=、，,") else cut


def _taken_from(house: str, tag: _Tag) -> bool:
    """Whether ``house`` is a house a picture was taken from, noted in ``tag``: a house
    AGENCIES knows, a paper by its name's last word, or "本社", the paper's own."""
    if house == "本社":
        tag.own_paper = True
        return True
    found = _house(house) or (house.removesuffix("社") if _JA_MEDIA.fullmatch(house) else None)
    if found is not None:
        tag.houses.append(found)
    return found is not None


def _japanese_name(name: str) -> str | None:
    """The name before "撮影", unless it is a word that names no one ("代表撮影": a pool's
    picture) or a phrase ("東京で撮影", "ヘリから撮影")."""
    bare = name.replace(" ", "")
    if not 2 <= len(bare) <= 7 or bare in _JA_NOT_NAMES or bare.endswith(_PARTICLES) \
            or "から" in bare:
        return None
    return name


def _japanese_tag(words: str) -> _Tag | None:
    """What a Japanese closing credit says, or None when a word of it is no credit's (a
    place, "（右）"): its parts are set apart by "＝", "・", "/" or ":" ("AP＝共同", "写真・時事",
    "2024年 ロイター/Issei Kato")."""
    words = unicodedata.normalize("NFKC", words).strip()  # (full-width letters, "　")
    whole = _house(words)  # ("ゲッティ・イメージズ", a name with "・" in it)
    if whole is not None:
        return _Tag([whole])
    pair = _JA_HOUSE_AND_NAME.fullmatch(words)
    if pair is not None and (house := _house(pair["house"])) is not None:
        return _Tag([house], name=tidy_name(pair["name"]))
    tag = _Tag()
    shot = False  # (after "撮影": the photographer's name next)
    for part in _JA_PARTS.split(words):
        part = _YEAR.sub("", part, count=1) if part[:1].isdigit() else part
        if part in ("", "写真"):
            continue
        if part == "撮影":  # "（撮影・中村健太）": the label, the photographer after it
            shot = True
            continue
        if part == "提供" and tag.name is None and not tag.houses:  # "提供：広島市"
            tag.handout = True
            continue
        if tag.handout and tag.provider is None and part not in ("代表撮影", "代表"):
            tag.provider = _provider(part)
            continue
        if shot and re.fullmatch(_JA_NAME, part) and _japanese_name(part):
            tag.name, shot = part, False
            continue
        if part in ("代表撮影", "代表"):
            tag.pool = True
        elif part.endswith("提供"):
            tag.handout, tag.provider = True, _provider(part[:-2].removeprefix("写真"))
        elif (taken := _JA_TAKEN_FROM.fullmatch(part)) is not None:
            if not _taken_from(taken["house"], tag):
                return None
            tag.name = _japanese_name(taken["name"]) if taken["name"] else tag.name
            # Mainichi's "本社ヘリから撮影・山田大輔": taken from the helicopter, then the name
            shot = not taken["name"] and part.endswith(("撮影", "写す"))
        elif (shot := _JA_SHOT.fullmatch(part)) is not None and _japanese_name(shot["name"]):
            tag.name = shot["name"]
        elif (house := _house(part)) is not None:
            tag.houses.append(house)
        elif (glued := _JA_GLUED.fullmatch(part)) is not None \
                and (wire := _house(glued["wire"])) is not None:
            tag.houses += [wire, _SHORT_HOUSES[glued["house"]]]
        else:
            return None
    return tag if tag.says_something() else None


# --- Korean ---------------------------------------------------------------------------
# Yonhap, Newsis and News1 open a caption with their dateline and reporter, a foreign
# wire's name in it when they relay its picture ("(뉴욕 AP=연합뉴스)", "[파리=AP/뉴시스]");
# the houses and papers close it with their credit, after a slash ("2024.8.13/뉴스1",
# "만달레이/AFP 연합뉴스", "/조선일보DB") or in brackets ("[연합뉴스 자료사진]", "[중앙포토]",
# "[촬영 박상현]", "[산림청 제공. 재판매 및 DB 금지]"), or with their reporter and the
# reporter's e-mail ("이정아 기자 leej@hani.co.kr", "2024.8.13 photo@yna.co.kr").

# the reporter after the dateline, before "=" ("김도훈 기자 =", "윤운식 선임기자 ="; not a
# picture the house took from a reader: "(포항=연합뉴스) 15일 ...", nor a correspondent who
# wrote from abroad: "(도쿄=연합뉴스) 박상현 특파원 =")
_KOREAN_DATELINE = re.compile(
    KOREAN_DATELINE + r"\s*(?:(?P<name>[가-힣]{2,4})\s*(?:선임|사진|객원|인턴|수습)?기자\s*=)?")
_KO_ROLES = frozenset("""기자 선임기자 사진기자 선임사진기자 객원기자 인턴기자 수습기자 특파원
통신원""".split())  # noqa: SIM905
_KO_FILE_WORDS = frozenset({"자료사진", "자료", "DB", "파일"})
_KO_LABELS = frozenset({"사진", "촬영", "©", "ⓒ", "출처", "사진출처"})
# words before "기자" that name no one ("취재 기자", "현장 기자")
_KO_NOT_NAMES = frozenset("""사진 취재 현장 담당 전문 방송 외신 종군 촬영 공동 영상 사회 정치
경제 국제 문화 스포츠""".split())  # noqa: SIM905
_KO_WORDS = re.compile(r"[^\s/=:·,]+")
_KO_NAME = re.compile("[가-힣]{2,4}")
_KO_GLUED_FILE = re.compile(r"(?P<house>.+?)(?:DB|자료사진)")  # "/조선일보DB"
# a reporter's e-mail, whose domain names the paper: "leej@hani.co.kr"
_EMAIL_ADDRESS = r"[\w.+-]+@(?P<domain>[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)"
_EMAIL = re.compile(_EMAIL_ADDRESS)
_KO_BRACKET = re.compile(r"[\[(（【]([^\[\]()（）【】]{1,60})[\])）】]")
# the note after Newsis's credit: "photo@newsis.com *재판매 및 DB 금지" (no resale)
_KO_NOTE = re.compile(r"\s*[*※]?\s*(?:재판매\s*및\s*DB\s*금지|무단\s*전재\s*및\s*재배포\s*금지)\.?$")
# where an unbracketed closing credit may begin: after a sentence, a date stamp, a slash or
# a bracket ("있다. 김성태 기자", "2024.8.13 photo@yna.co.kr", "/AFP 연합뉴스")
_KO_CREDIT_START = re.compile(r"[.!?。…]\s+|(?<=\d)\.?\s+|[)\]]\s*|/\s*")
_KO_REACH = 70
# the papers by their reporters' e-mail domains (Kyunghyang's old and new); an English
# caption's JoongAng reporter writes for its English edition
_PAPER_DOMAINS = {
    "hani.co.kr": "Hankyoreh", "yna.co.kr": "Yonhap", "newsis.com": "Newsis",
    "news1.kr": "News1", "chosun.com": "Chosun Ilbo", "joongang.co.kr": "JoongAng Ilbo",
    "donga.com": "Dong-A Ilbo", "khan.co.kr": "Kyunghyang Shinmun",
    "kyunghyang.com": "Kyunghyang Shinmun", "hankookilbo.com": "Hankook Ilbo",
    "kmib.co.kr": "Kukmin Ilbo", "seoul.co.kr": "Seoul Shinmun", "mk.co.kr": "Maeil Business",
    "hankyung.com": "Korea Economic Daily", "edaily.co.kr": "Edaily",
    "ohmynews.com": "OhmyNews", "koreaherald.com": "The Korea Herald",
    "heraldcorp.com": "The Korea Herald", "koreatimes.co.kr": "The Korea Times",
}
_ENGLISH_EDITIONS = {"joongang.co.kr": "Korea JoongAng Daily"}


def _domain_house(domain: str, *, english: bool = False) -> str | None:
    """The paper an e-mail's domain is, or a subdomain of ("photo.chosun.com")."""
    parts = domain.lower().split(".")
    for k in range(len(parts) - 1):
        key = ".".join(parts[k:])
        if english and key in _ENGLISH_EDITIONS:
            return _ENGLISH_EDITIONS[key]
        if key in _PAPER_DOMAINS:
            return _PAPER_DOMAINS[key]
    return None


@dataclasses.dataclass(frozen=True)
class _KoreanLine:
    """A Korean house's dateline: the house, the agency (the wire it relays, or itself;
    None for a wire it names that is not known), its reporter and its words."""

    house: str
    agency: str | None
    reporter: str | None
    raw: str


def _korean_line(text: str) -> _KoreanLine | None:
    """The Korean dateline opening ``text``, if a known house's."""
    line = _KOREAN_DATELINE.match(text)
    house = _house(line["house"]) if line is not None else None
    if line is None or house is None:
        return None
    wire = line["wire"] or line["wire_after"]
    # (a picture a reader or an office gave, "[독자 제공]", "[대통령실 제공]", is not the
    # reporter's; nor is a wire's the reporter's who wrote its story)
    reporter = line["name"] if wire is None and KOREAN_GIVEN_OUT.search(text) is None else None
    return _KoreanLine(house, _house(wire) if wire else house, reporter, line.group().strip())


def _korean_credit(text: str) -> tuple[str, Credit] | None:
    """(body, credit) of a Korean caption closed by a credit (see above), with what its
    dateline says of the picture; None when none closes it. A file picture's mark stays in
    the body, where the dates are read ("[연합뉴스 자료사진]" leaves "[자료사진]")."""
    end = len(text)
    note = _KO_NOTE.search(text, max(0, end - 30))
    if note is not None:
        end = note.start()
    closing = _korean_closing(text, end)
    if closing is None:
        return None
    cut, tag = closing
    written = text[cut:end].strip()
    bracketed = written[-1:] in "])）】"
    raw = written[1:-1].strip() if bracketed else written  # (a bracket's words without it)
    credit = _with_dateline(tag, _korean_line(text), raw)
    if tag.handout:  # (the place reader takes the dateline for the desk's over a handout)
        return text, credit
    kept = ""
    if "자료사진" in written:
        kept = f" {written[0]}자료사진{written[-1]}" if bracketed else " 자료사진"
    return text[:cut].rstrip() + kept, credit


def _korean_closing(text: str, end: int) -> tuple[int, _Tag] | None:
    """Where the closing credit before ``end`` begins and what it says: a bracket closing
    the text, else the longest run of a credit's words after a sentence, a date stamp, a
    bracket or a slash (from the slash: "만달레이/AFP 연합뉴스" keeps the town in the body)."""
    low = max(0, end - _KO_REACH)
    bracket = next((m for m in _KO_BRACKET.finditer(text, low, end) if m.end() == end), None)
    if bracket is not None:
        tag = _korean_tag(bracket[1], bracketed=True)
        return (bracket.start(), tag) if tag is not None else None
    starts = [low] if low == 0 else []
    starts += [m.end() for m in _KO_CREDIT_START.finditer(text, low, end)]
    for start in starts:
        tag = _korean_tag(text[start:end], bracketed=False)
        if tag is not None:
            before = text[:start].rstrip()
            return (len(before) - 1 if before.endswith("/") else start), tag
    return None


_PHOTO_LABEL_HEAD = re.compile(r"^\s*사진\s*[=:]?")  # "사진=서울시 제공": the label


def _korean_tag(words: str, *, bracketed: bool) -> _Tag | None:
    """What a Korean closing credit says, or None when a word of it is no credit's: houses
    ("AFP 연합뉴스", "AP/뉴시스", "조선일보DB"), a reporter before "기자" or after "촬영", a
    label ("사진=뉴스1"), a file mark, a reporter's e-mail last; a handout ("산림청 제공"),
    unbracketed only after its label ("사진=서울시 제공": not a sentence's "무료 급식 제공")."""
    words = words.strip()
    if "제공" in words:
        if not (bracketed or words.startswith("사진")):
            return None
        head, _, rest = words.partition("제공")
        giver = rest if rest.lstrip().startswith(("=", ":")) else head
        giver = _PHOTO_LABEL_HEAD.sub("", giver).strip(" =:.")
        return _Tag(handout=True, provider=_provider(giver)) if len(giver) <= 24 else None
    tokens = _KO_WORDS.findall(words)
    tag = _Tag()
    k = 0
    while k < len(tokens):
        word, after = tokens[k].lstrip("©ⓒ"), tokens[k + 1] if k + 1 < len(tokens) else ""
        if (after in _KO_ROLES or (word == "촬영" and after not in _KO_ROLES)) \
                and _korean_name(after if word == "촬영" else word):
            tag.name = after if word == "촬영" else word
            k += 2
            continue
        if word in _KO_FILE_WORDS:
            tag.file = True
        elif (email := _EMAIL.fullmatch(word)) is not None and k == len(tokens) - 1:
            house = _domain_house(email["domain"])
            if house is None:
                return None
            tag.houses.append(house)
        elif (house := _house(word)) is not None:
            tag.houses.append(house)
        elif (glued := _KO_GLUED_FILE.fullmatch(word)) is not None \
                and (house := _house(glued["house"])) is not None:
            tag.houses.append(house)
            tag.file = True
        elif word and word not in _KO_LABELS:
            return None
        k += 1
    return tag if tag.houses or tag.name else None


def _korean_name(word: str) -> bool:
    """A Korean name of two to four syllables, not a word before "기자" ("취재 기자")."""
    return _KO_NAME.fullmatch(word) is not None and word not in _KO_NOT_NAMES \
        and _house(word) is None


def _with_dateline(tag: _Tag, line: _KoreanLine | None, raw: str) -> Credit:
    """The closing credit with what the dateline says: its house's credit ("/뉴스1",
    "photo@yna.co.kr") or one naming no house (a handout, "[촬영 박상현]") is the dateline's
    agency's (a wire's it relays: "(뉴욕 AP=연합뉴스)"), and the dateline's reporter took
    the picture unless it is a file one, a handout or another house's."""
    credit = tag.credit(raw)
    if line is None or tag.pool:
        return credit
    if tag.houses and tag.houses[0] != line.house:
        return credit  # "(서울=연합뉴스) ... [AFP 연합뉴스 자료사진]": AFP's
    photographer = credit.photographer
    if photographer is None and tag.houses and not (tag.file or tag.handout):
        photographer = line.reporter
    return dataclasses.replace(credit, agency=line.agency, photographer=photographer)


# a Korean paper's reporter and e-mail closing an English caption: "By Kim Min-ji
# (kim@koreaherald.com)"
_ENGLISH_EMAIL_BYLINE = re.compile(
    r"(?:\bBy\s+|^|(?<=[.!?]\s))(?P<name>[A-Z][a-z]+(?:[ -][A-Z]?[a-z]+){1,3})\s*"
    rf"[(\[<]?\s*(?P<email>{_EMAIL_ADDRESS})\s*[)\]>]?\.?\s*$")


def cjk_credit(text: str) -> tuple[int, int, Credit] | None:
    """The credit of a caption no closing credit was found in: a Korean house's dateline,
    "(서울=연합뉴스) 김도훈 기자 =" (Yonhap's reporter; the dateline stays in the body, where the
    town is read), "(뉴욕 AP=연합뉴스)" (AP's picture Yonhap relays); or a Korean paper's
    reporter and e-mail closing an English caption."""
    if text.isascii():  # (the only form here written in Latin letters is the e-mail's)
        return _english_email_byline(text) if "@" in text[-80:] else None
    line = _korean_line(text)
    if line is None:
        return None
    return len(text), len(text), Credit(photographer=line.reporter, agency=line.agency,
                                        raw=line.raw)


def _english_email_byline(text: str) -> tuple[int, int, Credit] | None:
    """A reporter's name and e-mail closing an English caption, when the e-mail's domain
    is a Korean paper's: the paper is the agency."""
    byline = _ENGLISH_EMAIL_BYLINE.search(text, max(0, len(text) - 100))
    house = _domain_house(byline["domain"], english=True) if byline is not None else None
    if byline is None or house is None:
        return None
    return byline.start(), len(text), Credit(photographer=byline["name"], agency=house,
                                             raw=byline.group().strip())


# The Chinese houses' bylines close the caption: Xinhua's and China News Service's
# unbracketed ("。新华社记者 王建威 摄": Xinhua's reporter took it; "中新社发 于琨 摄": a
# picture it sends), the papers of Taiwan, Singapore and Hong Kong in full-width brackets
# ("（中央社記者鄭清元攝 113年1月1日）", "（联合早报记者 梁麒麟 摄）", "（資料圖片／明報記者攝）"),
# and the wires' Chinese services with their Chinese names ("（FRANCK FIFE／法新社）").
# (AGENCIES holds the houses' Chinese spellings.)
# a paper's name by its last word: "自由時報", "聯合報", "蘋果日報"
_PAPER_WORD = "(?:日報|日报|時報|时报|晚報|晚报|報|报)"
_HAN_HOUSE = (r"新华社|新華社|中新社|中央社|联合早报|聯合早報|明報|明报|星島日報|星岛日报|HK01"
              # ... and any paper by its name's last word, before its reporter
              rf"|[\u4e00-\u9fff]{{1,4}}?{_PAPER_WORD}(?=記者|记者|特約|特约)")
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
    """(body, credit) of a caption closed by a Korean or a Japanese closing credit (see the
    module's docstring), else by a Chinese byline, or None. What a Chinese byline says
    of the picture stays in the body as a bracket of its own: the place it was taken in, its
    date and a file picture's mark ("...（中央社記者林芥佑華盛頓攝 97年11月4日）" leaves
    "...（華盛頓攝 97年11月4日）"), for the place and date readers."""
    tail = text[-_HAN_REACH:]
    found = None
    if HANGUL.search(tail) is not None:
        found = _korean_credit(text)
    elif KANA.search(tail) is not None or (
            _HAN_LETTER.search(tail) is not None and KANA.search(text) is not None):
        found = _japanese_credit(text)
    if found is not None:
        return found
    end = len(text.rstrip(" 。."))
    bracketed = text[end - 1 : end] in ("）", ")")
    took = "摄" in tail or "攝" in tail or "发" in tail or "發" in tail
    if not (bracketed or took) or _HAN_LETTER.search(tail) is None:
        return None  # (a cheap test first: most captions with a letter outside ASCII end here)
    if ("攝影" in tail or "摄影" in tail) and (slashed := _reporter_slashed(text)) is not None:
        return slashed  # the United Daily News' "記者曾學仁／攝影", "（記者 Name／攝影）"
    found = _bracketed_han_byline(text, end) if bracketed else None
    found = found or (_closing_han_byline(text) if took else None)
    if found is None and took and ("記者" in tail or "记者" in tail):
        found = _reporter_slashed(text, _REPORTER_TOOK)  # "。記者黃仲裕攝影", no house named
    return found


# the characters that make "記者" part of a longer word: a press conference (記者會, 記者招待會),
# reporters (記者們), a press card (記者證), Journalists' Day (記者節), a press room (記者室), a
# press corps (記者團), a press stand (記者席)
_REPORTER_COMPOUNDS = "會会們们證证節节室團团群席招站"
# a reporter's byline with "／攝影" (photography) after the name, closing the caption, in
# brackets or not: the United Daily News' "記者曾學仁／攝影", "（記者 曾學仁／攝影）"; a paper
# named before "記者" is the agency
# The byline opens a clause (the caption's start, a stop, a comma, a bracket or a space before
# it: not "展出記者多年作品／攝影", the reporter's years of work), and "記者" is the reporter, no
# word it forms ("記者會", a press conference; "記者們", reporters; "記者證", a press card)
_REPORTER_SLASHED = re.compile(
    r"(?<![^\s。，；！？：、（(「」『』])"
    rf"[（(]?\s*(?P<house>{_HAN_HOUSE})?(?:特约|特約)?(?:记者|記者)(?![{_REPORTER_COMPOUNDS}])\s*"
    r"(?P<who>[\u4e00-\u9fff·]{2,4})\s*[／/]\s*(?:攝影|摄影)\s*[）)]?[。.]?\s*$")
# the same byline with no slash, the reporter's name then "攝" or "攝影" (took, photography):
# Taiwan's "記者黃仲裕攝影", "（記者王小明攝）" with no house named (not "記者現場拍攝", the
# reporter shooting on the spot, nor "記者王小明翻攝", a copy of someone else's picture)
_REPORTER_TOOK = re.compile(
    _REPORTER_SLASHED.pattern.split("(?P<who>", 1)[0]
    + r"(?P<who>[\u4e00-\u9fff·]{2,4}?)\s*(?<![拍翻])(?:攝|摄)(?:影)?\s*[）)]?[。.]?\s*$")


def _reporter_slashed(text: str, pattern: re.Pattern[str] = _REPORTER_SLASHED,
                      ) -> tuple[str, Credit] | None:
    """(body, credit) of a caption a reporter's "記者Name／攝影" byline closes (see
    :data:`_REPORTER_SLASHED`; or ``pattern``, its unslashed form), or None."""
    byline = pattern.search(text, max(0, len(text) - _HAN_REACH))
    if byline is None:
        return None
    agency = _han_house(byline["house"]) if byline["house"] else None
    return text[: byline.start()].rstrip(), Credit(
        photographer=byline["who"], agency=agency, raw=byline.group().strip(" 。."))


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
    if not bylines and len(parts) == 1 and (given := _HAN_GIVEN.fullmatch(parts[0][1])):
        # "（國防部提供 113.07.23）": a body gave it out, no house sent it; its date stays
        giver = _provider(given["giver"])
        if giver is None:
            return None  # "（圖片由警方提供）": the police, no body by its name
        date = f"（{given['date']}）" if given["date"] else ""
        return text[:opening].rstrip() + date + text[end:], Credit(
            agency=giver, provider=giver, raw=given.group(0).strip())
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
        agency = _han_house(house) if house else None
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


# a body's handout: "國防部提供", "警方供圖", with the date it gave it ("113.07.23")
_HAN_GIVEN = re.compile(r"(?:[圖图照]片由|由)?(?P<giver>[\u4e00-\u9fff]{2,12}?)(?:提供|供圖|供图)"
                        r"(?:\s*(?P<date>[\d./年月日]{4,12}))?")


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
    credit, says = _han_byline_credit(match, _han_house(match["house"]))
    cut = _kept_from(match) if says else rest
    start = match.start()
    if (label := _HAN_LABEL_BEFORE.search(text, max(0, start - 6), start)) is not None:
        start = label.start()  # "圖／聯合報記者陳柏翰攝": the label goes with the byline
    body = text[:start].rstrip() + (" " if says else "") + text[cut:]
    return body.rstrip(), dataclasses.replace(credit, raw=text[match.start() : cut].strip())


# a picture's label before an unbracketed byline: "圖／", "图/"
_HAN_LABEL_BEFORE = re.compile(r"(?:圖|图|圖片|图片|照片)\s*[／/:：]\s*$")


def _han_house(house: str) -> str | None:
    """The agency a byline's house is: one the tables know, or a paper by its name's last
    word, as written ("自由時報")."""
    return normalise_agency(house) or (house if _HAN_PAPER.fullmatch(house) else None)


_HAN_PAPER = re.compile(rf"[\u4e00-\u9fff]{{1,4}}{_PAPER_WORD}")


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
