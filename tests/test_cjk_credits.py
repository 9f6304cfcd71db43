"""Captions written wholly in Japanese and Korean: their credits.

Kyodo and Jiji close a Japanese caption with their tag, a wire's name before theirs when they
relay its picture ("（AP＝共同）", "（AFP時事）"); Reuters' Japanese service writes the year and
its photographer ("（２０２５年　ロイター/Issei Kato）"); the papers name their photographer and
the helicopter it was taken from ("、朝日新聞社ヘリから、川村直子撮影"). The Korean houses open
a caption with their dateline, a foreign wire's name in it when they relay its picture
("(뉴욕 AP=연합뉴스)"), and the houses and papers close it with their credit ("2024.8.13/뉴스1",
"만달레이/AFP 연합뉴스", "[중앙포토]") or their reporter and the reporter's e-mail ("이정아 기자
leej@hani.co.kr"). The wire that took the picture is its agency, not the house relaying it.
"""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.understand import understand_caption
from timeline.understand.credits import normalise_agency, split_credit


@pytest.mark.parametrize("caption, photographer, agency", [
    # Jiji's closing tags
    ("記者会見で退任を表明する岸田文雄首相＝2024年8月14日午前、首相官邸【時事通信社】", None,
     "Jiji Press"),
    ("国会に初登院する議員たち＝2024年11月11日午前、国会内（写真・時事）", None, "Jiji Press"),
    # a wire's picture Jiji or Kyodo relays is the wire's
    ("パリ五輪の開会式で、セーヌ川を進む選手団の船＝2024年7月26日、フランス・パリ（AFP時事）",
     None, "AFP"),
    ("ガザ地区南部ハンユニスで、空爆を受けた建物＝2023年11月（EPA時事）", None, "EPA"),
    ("米ニューヨークのタイムズスクエアで新年を祝う人たち＝2025年1月1日（AP＝共同）", None, "AP"),
    ("演説するバイデン大統領＝2024年3月7日、米ワシントン（ＡＰ＝共同）", None, "AP"),
    (("米アカデミー賞授賞式でオスカー像を手にする真田広之さん＝2024年3月10日、米ロサンゼルス"
      "（ゲッティ＝共同）"), None, "Getty Images"),
    ("戦勝記念日の軍事パレード＝2024年5月9日、モスクワの赤の広場（タス＝共同）", None, "TASS"),
    ("朝鮮戦争休戦70年の軍事パレード＝2023年7月27日、平壌（朝鮮通信＝共同）", None, "KCNA"),
    # Nikkei's "＝共同" after the picture's bracket
    ("記者会見する岸田首相（14日、首相官邸）＝共同", None, "Kyodo"),
    # Reuters' Japanese service: the house, the year, its photographer (in full-width digits
    # and with an ideographic space, or not)
    ("13日、米ペンシルベニア州バトラーの選挙集会で演説するトランプ前大統領（ロイター）", None,
     "Reuters"),
    (("写真は東京・渋谷のスクランブル交差点を渡る人々。2025年1月撮影（２０２５年　ロイター/"
      "Issei Kato）"), "Issei Kato", "Reuters"),
    ("写真は東京都内で4月1日撮影(2024年 ロイター/Kim Kyung-Hoon)", "Kim Kyung-Hoon", "Reuters"),
    # a page's credit of a wire's picture an agency sells
    ("熱戦を繰り広げる選手たち 写真：AP/アフロ", None, "AP"),
    # a paper's helicopter, and its photographer after it
    ("大雨で冠水した住宅地＝2024年9月21日午後、石川県輪島市、朝日新聞社ヘリから、川村直子撮影",
     "川村直子", "The Asahi Shimbun"),
    ("山の斜面が崩れた現場＝2024年1月2日午前、石川県輪島市、読売新聞社ヘリから", None,
     "Yomiuri Shimbun"),
    ("濁流が流れ込んだ住宅街＝石川県輪島市で2024年9月21日午後、毎日新聞社ヘリから", None,
     "Mainichi Shimbun"),
    ("土砂崩れの現場（2日、石川県輪島市で、読売新聞社ヘリから）＝中村光一撮影", "中村光一",
     "Yomiuri Shimbun"),
    ("噴煙を上げる新燃岳＝2018年3月6日、NHKヘリから撮影", None, "NHK"),
    ("噴火する桜島の南岳＝2024年7月30日午後9時ごろ、NHKの監視カメラから", None, "NHK"),
    # "本社" (our paper) names no house
    ("浸水した住宅街＝静岡県浜松市で2023年6月2日、本社ヘリから", None, None),
    # the paper's photographer: after "＝", with a space inside the name
    ("花火を楽しむ人たち（3日、東京都江東区で）＝中村光一撮影", "中村光一", None),
    ("記者会見する首相＝1日午後、東京・永田町の首相官邸、斎藤 裕撮影", "斎藤 裕", None),
    ("記者会見する首相＝1日午後、東京・永田町の首相官邸、斎藤　裕撮影", "斎藤 裕", None),
    # a pool's picture is no one's (the pool's, as "Pool" in a Latin credit)
    ("握手する日米の首脳＝2024年4月10日、米ワシントンのホワイトハウス（代表撮影）", None, "Pool"),
    # a handout: no photographer, and its giver the provider
    ("土砂崩れで寸断された道路＝2024年1月2日、石川県輪島市（同市提供）", None, None),
    ("燃える住宅＝2024年1月1日、石川県輪島市（山田太郎さん提供）", None, None),
])
def test_the_credit_closing_a_japanese_caption(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert credit.raw and credit.raw not in body


@pytest.mark.parametrize("caption, photographer, agency", [
    # a foreign wire's picture relayed in the dateline: the wire's, not the relaying house's
    (("(뉴욕 AP=연합뉴스) 12일(현지시간) 미국 뉴욕 맨해튼의 한 거리에서 시민들이 걷고 있다. "
      "2024.8.12"), None, "AP"),
    ("(후쿠시마 교도=연합뉴스) 도쿄전력 후쿠시마 제1원전에서 오염수가 방류되고 있다. 2023.8.24",
     None, "Kyodo"),
    (("[파리=AP/뉴시스] 26일(현지시간) 프랑스 파리 센강에서 2024 파리 올림픽 개회식이 열리고 있다. "
      "2024.07.27."), None, "AP"),
    (("(워싱턴 로이터=연합뉴스) 20일(현지시간) 미국 워싱턴 의사당에서 취임식이 열리고 있다. "
      "2025.1.20"), None, "Reuters"),
    ("(베이징 신화=연합뉴스) 1일 중국 베이징 톈안먼 광장에서 국기 게양식이 열리고 있다. 2024.10.1",
     None, "Xinhua"),
    (("[평양 조선중앙통신=연합뉴스] 김정은 국무위원장이 군수공업기업소를 현지지도했다고 "
      "조선중앙통신이 보도했다."), None, "KCNA"),
    # ... and its own e-mail closing it does not make it the relaying house's
    ("(뉴욕 AP=연합뉴스) 12일(현지시간) 뉴욕 타임스스퀘어 모습. 2024.8.12 photo@yna.co.kr", None,
     "AP"),
    # the house's closing credit, with its dateline's reporter
    (("(서울=뉴스1) 김진환 기자 = 윤석열 대통령이 13일 서울 용산 대통령실에서 열린 국무회의에서 "
      "발언하고 있다. 2024.8.13/뉴스1"), "김진환", "News1"),
    (("(서울=뉴스1) 김진환 기자 = 13일 서울 용산 대통령실에서 국무회의가 열리고 있다. "
      "2024.8.13/뉴스1 © News1 김진환 기자"), "김진환", "News1"),
    ("서울 강남역 일대가 침수돼 있다. 사진=뉴스1", None, "News1"),
    ("서울 중구 명동 거리 모습. [사진 = 뉴시스]", None, "Newsis"),
    ("(서울=연합뉴스) 사진은 2002년 6월 22일 광주에서 환호하는 모습. 2022.6.21 [연합뉴스 자료사진]",
     None, "Yonhap"),
    # a wire's picture a house relays, credited at the end
    (("28일(현지시각) 규모 7.7의 강진이 덮친 미얀마 만달레이에서 구조대원들이 생존자를 찾고 있다. "
      "만달레이/AFP 연합뉴스"), None, "AFP"),
    ("24일(현지시각) 우크라이나 키이우에서 시민들이 대피하고 있다. /로이터 연합뉴스", None,
     "Reuters"),
    ("가자지구 남부 라파에서 주민들이 피란길에 오르고 있다. /EPA 연합뉴스", None, "EPA"),
    ("프랑스 파리 에펠탑 앞에서 관광객들이 사진을 찍고 있다. /AP 뉴시스", None, "AP"),
    ("프랑스 파리 센강에서 개회식이 열리고 있다. AP/뉴시스", None, "AP"),
    ("북한 김정은 국무위원장이 미사일 발사를 참관하고 있다. /조선중앙통신 연합뉴스", None, "KCNA"),
    ("중국 베이징 시내 모습. /신화 연합뉴스", None, "Xinhua"),
    ("일본 도쿄 신주쿠 거리. /교도 연합뉴스", None, "Kyodo"),
    ("(서울=연합뉴스) 김도훈 기자 = 명동 거리. 2024.8.13 [AFP 연합뉴스 자료사진]", None, "AFP"),
    # the papers' own file pictures
    ("서울 여의도 국회 본회의장 모습. /조선일보DB", None, "Chosun Ilbo"),
    ("서울 명동 거리가 관광객들로 붐비고 있다. [중앙포토]", None, "JoongAng Ilbo"),
    # a reporter's e-mail names the paper
    ("서울 종로구 광화문광장에서 시민들이 촛불을 들고 있다. 이정아 기자 leej@hani.co.kr", "이정아",
     "Hankyoreh"),
    (("(서울=연합뉴스) 박지호 기자 = 서울 광화문광장에서 시민들이 걷고 있다. 2024.8.13 "
      "jihopark@yna.co.kr"), "박지호", "Yonhap"),
    ("(서울=연합뉴스) 서울 광화문광장에서 시민들이 걷고 있다. 2024.8.13 photo@yna.co.kr", None,
     "Yonhap"),
    (("[서울=뉴시스] 조성우 기자 = 13일 서울 여의도 국회에서 본회의가 열리고 있다. 2024.08.13. "
      "xconfind@newsis.com *재판매 및 DB 금지"), "조성우", "Newsis"),
    ("서울 종로구에서 시민들이 걷고 있다. 김창길 기자 cvcv@kyunghyang.com", "김창길",
     "Kyunghyang Shinmun"),
    ("서울 시내 모습. 김재명 기자 base@donga.com", "김재명", "Dong-A Ilbo"),
    # a reporter alone: the photographer, no house (unless the dateline names one)
    ("서울 광화문광장에서 시민들이 걷고 있다. 김성태 기자", "김성태", None),
    ("서울 종로구 광화문광장에서 시민들이 행진하고 있다. 윤운식 선임기자", "윤운식", None),
    ("서울 종로구 경복궁을 찾은 관광객들이 한복을 입고 있다. [촬영 박상현]", "박상현", None),
    ("(서울=연합뉴스) 서울 종로구 경복궁을 찾은 관광객들. 2024.8.13 [촬영 박상현]", "박상현",
     "Yonhap"),
    # a handout: no photographer, the dateline's house
    (("(서울=연합뉴스) 강원 강릉시 옥계면 산불 현장에서 진화 헬기가 물을 뿌리고 있다. 2023.4.11 "
      "[산림청 제공. 재판매 및 DB 금지]"), None, "Yonhap"),
    (("(서울=연합뉴스) 김도훈 기자 = 윤석열 대통령이 13일 용산 대통령실에서 발언하고 있다. 2024.8.13 "
      "[대통령실 제공]"), None, "Yonhap"),
    (("[서울=뉴시스] 전신 기자 = 13일 서울 용산 대통령실에서 회의가 열리고 있다. (사진=대통령실 제공) "
      "2024.08.13. photo@newsis.com *재판매 및 DB 금지"), None, "Newsis"),
])
def test_the_credit_of_a_korean_caption(caption, photographer, agency):
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    (("Visitors walk along Cheonggyecheon Stream in central Seoul on Tuesday. By Kim Min-ji "
      "(kim@koreaherald.com)"), "Kim Min-ji", "The Korea Herald"),
    ("People walk in Seoul on Tuesday. By Lee Hyo-jin (lhj@koreatimes.co.kr)", "Lee Hyo-jin",
     "The Korea Times"),
    # (a JoongAng reporter writing in English writes for its English edition)
    ("Shoppers in Myeongdong. By Kim Ji-hye (kim.jihye@joongang.co.kr)", "Kim Ji-hye",
     "Korea JoongAng Daily"),
])
def test_a_korean_paper_s_e_mail_closing_an_english_caption(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert "@" not in body


@pytest.mark.parametrize("caption, body", [
    # the date stamp before the slash stays, and so does the town
    ("(서울=뉴스1) 김진환 기자 = 13일 국무회의가 열리고 있다. 2024.8.13/뉴스1",
     "(서울=뉴스1) 김진환 기자 = 13일 국무회의가 열리고 있다. 2024.8.13"),
    ("미얀마 만달레이에서 구조대원들이 생존자를 찾고 있다. 만달레이/AFP 연합뉴스",
     "미얀마 만달레이에서 구조대원들이 생존자를 찾고 있다. 만달레이"),
    # a file picture's mark stays, where the date reader sees it
    ("(서울=연합뉴스) 광주에서 환호하는 모습. 2022.6.21 [연합뉴스 자료사진]",
     "(서울=연합뉴스) 광주에서 환호하는 모습. 2022.6.21 [자료사진]"),
    # Newsis's note goes with its credit
    ("[서울=뉴시스] 본회의가 열리고 있다. 2024.08.13. photo@newsis.com *재판매 및 DB 금지",
     "[서울=뉴시스] 본회의가 열리고 있다. 2024.08.13."),
    # a handout's bracket stays, where the place reader sees the dateline is the desk's
    ("(서울=연합뉴스) 강원 강릉시 산불 현장. 2023.4.11 [산림청 제공. 재판매 및 DB 금지]",
     "(서울=연합뉴스) 강원 강릉시 산불 현장. 2023.4.11 [산림청 제공. 재판매 및 DB 금지]"),
    # Reuters' year stays in its bracket
    ("写真は東京都内で4月1日撮影(2024年 ロイター/Kim Kyung-Hoon)", "写真は東京都内で4月1日撮影(2024年)"),
    # the helicopter goes with the photographer after it
    ("冠水した住宅地＝2024年9月21日午後、石川県輪島市、朝日新聞社ヘリから、川村直子撮影",
     "冠水した住宅地＝2024年9月21日午後、石川県輪島市"),
])
def test_what_the_body_keeps(caption, body):
    assert split_credit(caption)[0] == body


@pytest.mark.parametrize("caption", [
    # a bracket closing a Japanese caption that is no credit: a position, a file mark
    "握手する両首脳（右）",
    "被災地の様子（資料写真）",
    "桜が満開の公園＝2024年4月1日（写真）",
    # words before "撮影" that name no one
    "会見する社長＝東京都内で撮影",
    "上空から見た被災地＝2024年1月2日、上空から撮影",
    # Korean words that are no credit's: a position, a sentence ending with a reporter
    "기념촬영을 하고 있다. 왼쪽부터 김철수 기자",
    "시민들이 현장을 찾았다. 취재 기자",
    "서울 광화문광장에서 시민들이 걷고 있다. (왼쪽)",
    # a handout unbracketed and unlabelled is a sentence's
    "구청은 주민들에게 무료 급식 제공",
    # an e-mail of no Korean paper
    "People walk in Seoul on Tuesday. By Lee Jin (lee@gmail.com)",
])
def test_no_credit_where_the_words_are_not_one(caption):
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (None, None)


@pytest.mark.parametrize("name, house", [
    ("ロイター", "Reuters"), ("로이터", "Reuters"), ("ゲッティ", "Getty Images"),
    ("게티이미지뱅크", "Getty Images"), ("연합뉴스", "Yonhap"), ("뉴시스", "Newsis"),
    ("뉴스1", "News1"), ("共同通信社", "Kyodo"), ("時事通信社", "Jiji Press"),
    ("朝日新聞社", "The Asahi Shimbun"), ("読売新聞社", "Yomiuri Shimbun"),
    ("毎日新聞社", "Mainichi Shimbun"), ("조선중앙통신", "KCNA"), ("조선일보", "Chosun Ilbo"),
    ("중앙포토", "JoongAng Ilbo"), ("The Chosun Ilbo", "Chosun Ilbo"),
    ("Dong-A Ilbo", "Dong-A Ilbo"), ("Korea Times", "The Korea Times"),
    ("Hankyoreh", "Hankyoreh"), ("Maeil Business", "Maeil Business"),
    ("Korea Economic Daily", "Korea Economic Daily"), ("アフロ", "Aflo"),
])
def test_the_houses_japanese_and_korean_names(name, house):
    assert normalise_agency(name) == house


@pytest.mark.parametrize("caption, day", [
    # a closing credit after the date stamp leaves it to date the picture
    ("(서울=뉴스1) 김진환 기자 = 윤석열 대통령이 13일 국무회의에서 발언하고 있다. 2024.8.13/뉴스1",
     dt.date(2024, 8, 13)),
    (("[서울=뉴시스] 조성우 기자 = 13일 서울 여의도 국회에서 본회의가 열리고 있다. 2024.08.13. "
      "xconfind@newsis.com *재판매 및 DB 금지"), dt.date(2024, 8, 13)),
    # a file picture's stamp is not its day
    ("(서울=연합뉴스) 사진은 2002년 6월 22일 광주에서 환호하는 모습. 2022.6.21 [연합뉴스 자료사진]",
     dt.date(2002, 6, 22)),
])
def test_the_day_beside_a_korean_credit(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start == day


@pytest.mark.parametrize("caption, name, code", [
    # a handout's dateline is the desk's: the town the text names is the place
    (("(서울=연합뉴스) 강원 강릉시 옥계면 산불 현장에서 진화 헬기가 물을 뿌리고 있다. 2023.4.11 "
      "[산림청 제공. 재판매 및 DB 금지]"), "Gangneung", "KR"),
    # the town before a relayed wire's credit
    (("28일(현지시각) 규모 7.7의 강진이 덮친 미얀마 만달레이에서 구조대원들이 생존자를 찾고 있다. "
      "만달레이/AFP 연합뉴스"), "Mandalay", "MM"),
])
def test_the_place_beside_a_korean_credit(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)
