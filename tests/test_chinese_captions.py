"""Captions written wholly in Chinese, simplified and traditional: their credits and dates.

The Chinese houses close a caption with a byline ("新华社记者 王建威 摄": Xinhua's reporter
took it), Taiwan's, Singapore's and Hong Kong's papers in full-width brackets ("（中央社記者
鄭清元攝 113年1月1日）"), and the wires' Chinese services with their Chinese names ("（法新社）").
Taiwan's CNA dates in the years of the Republic (1911 + n); a Hong Kong paper's caption
opens with its page's date and tells the day as "昨日（24日）" (yesterday, the 24th).
"""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.evaluate import _canonical_agency
from timeline.understand import understand_caption
from timeline.understand.credits import normalise_agency, split_credit
from timeline.understand.text import fold


@pytest.mark.parametrize("caption, photographer, agency", [
    # Xinhua's own reporter, with spaces round the name or without
    ("1月5日，游客在哈尔滨冰雪大世界游玩。新华社记者 王建威 摄", "王建威", "Xinhua"),
    ("游客在三亚亚龙湾海滩游玩。新华社记者郭程摄", "郭程", "Xinhua"),
    ("人们在哈尔滨参加冰雪节开幕式。新华社记者王建威、李四摄", "王建威、李四", "Xinhua"),
    # a contributor's picture Xinhua sends: the photographer in the brackets after "新华社发"
    ("2024年3月2日，在埃及开罗，人们在哈利利市场选购斋月灯笼。新华社发（艾哈迈德·戈马摄）",
     "艾哈迈德·戈马", "Xinhua"),
    ("2023年11月20日，在肯尼亚内罗毕，居民在积水的街道上行走。新华社发（萨迪亚·穆罕默德 摄）",
     "萨迪亚·穆罕默德", "Xinhua"),
    # ... and "新华社发" alone: Xinhua's, no one named
    ("2024年3月2日，在埃及开罗，人们在集市购物。新华社发", None, "Xinhua"),
    # China News Service, its reporter's and a picture it sends
    ("2023年4月15日，重庆市民在解放碑步行街游玩。中新社记者 陈超 摄", "陈超", "China News Service"),
    ("2023年7月29日，北京房山区遭遇强降雨。中新社发 于琨 摄", "于琨", "China News Service"),
    # CNA: its reporter, the byline's date after "攝"; a place between the name and "攝"
    ("民眾在台北市信義區參加跨年活動。（中央社記者鄭清元攝 113年1月1日）", "鄭清元", "CNA"),
    ("美國總統大選投票日，選民在投票所外排隊。（中央社記者林芥佑華盛頓攝 97年11月4日）",
     "林芥佑", "CNA"),
    ("日本首相在東京官邸會見訪日團。（中央社記者楊明珠東京攝 105年3月8日）", "楊明珠", "CNA"),
    # (a two-character surname makes a name of four: 歐陽藝華 took it in Linkou)
    ("長庚醫院急診室外排隊的民眾。（中央社記者歐陽藝華林口攝 109年3月20日）", "歐陽藝華", "CNA"),
    ("高鐵列車駛出台中站。（中央社檔案照片）", None, "CNA"),
    # Lianhe Zaobao, in simplified and traditional characters
    ("新加坡国庆庆典在滨海湾浮动平台举行。（联合早报记者 梁麒麟 摄）", "梁麒麟", "Lianhe Zaobao"),
    ("組屋區居民參加中秋提燈活動。（聯合早報記者梁麒麟攝）", "梁麒麟", "Lianhe Zaobao"),
    # Hong Kong's papers: Ming Pao's reporter unnamed, a file picture, a name under its tag
    ("市民在維港兩岸觀賞國慶煙花。（明報記者攝）", None, "Ming Pao"),
    ("天星小輪駛經維多利亞港。（資料圖片／明報記者攝）", None, "Ming Pao"),
    ("【明報專訊】2023年9月8日（星期五）黑雨襲港，昨日（7日）黃大仙多處水浸。（鄧宗弘攝）",
     "鄧宗弘", "Ming Pao"),
    ("煙花匯演在維港上演。（星島日報記者 梁譽東攝）", "梁譽東", "Sing Tao Daily"),
    ("市民在旺角行人專用區排隊購買月餅。（HK01記者 蔡正邦攝）", "蔡正邦", "HK01"),
    # the wires' Chinese services: the house alone, or the photographer before "／"
    ("法國巴黎民眾上街抗議退休改革。（法新社）", None, "AFP"),
    ("烏克蘭基輔一棟住宅遭無人機擊中。（路透社）", None, "Reuters"),
    ("以色列空襲後的加薩走廊南部。（路透）", None, "Reuters"),
    ("美國紐約時代廣場跨年倒數。（美聯社）", None, "AP"),
    ("美国纽约时代广场跨年倒数。（美联社）", None, "AP"),
    ("英國倫敦牛津街聖誕燈飾亮起。（Getty Images）", None, "Getty Images"),
    ("法國隊球員在比賽中慶祝進球。（FRANCK FIFE／法新社）", "Franck Fife", "AFP"),
    ("日本能登半島地震後倒塌的房屋。（共同社）", None, "Kyodo"),
    ("韓國首爾光化門廣場民眾集會。（韓聯社）", None, "Yonhap"),
    ("韩国首尔光化门广场民众集会。（韩联社）", None, "Yonhap"),
    ("西藏拉薩布達拉宮前的遊客。（新華社）", None, "Xinhua"),
])
def test_the_credit_closing_a_chinese_caption(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (fold(credit.photographer) if credit.photographer else None,
            credit.agency) == (fold(photographer) if photographer else None, agency)
    assert credit.raw and credit.raw not in body


@pytest.mark.parametrize("name, house", [
    ("新华社", "Xinhua"), ("新華社", "Xinhua"), ("中新社", "China News Service"),
    ("中央社", "CNA"), ("法新社", "AFP"), ("路透社", "Reuters"), ("路透", "Reuters"),
    ("美联社", "AP"), ("美聯社", "AP"), ("共同社", "Kyodo"), ("韩联社", "Yonhap"),
    ("韓聯社", "Yonhap"), ("联合早报", "Lianhe Zaobao"), ("聯合早報", "Lianhe Zaobao"),
    ("明報", "Ming Pao"), ("明报", "Ming Pao"), ("星島日報", "Sing Tao Daily"),
    ("星岛日报", "Sing Tao Daily"), ("HK01", "HK01"),
])
def test_the_houses_chinese_names(name, house):
    assert normalise_agency(name) == house


def test_sing_tao_and_sing_tao_daily_are_one_house():
    # a label that writes "Sing Tao" scores the tool's "Sing Tao Daily" right
    assert _canonical_agency("Sing Tao") == _canonical_agency("Sing Tao Daily")


@pytest.mark.parametrize("caption", [
    # Xinhua's story dateline is no credit
    "新华社北京1月1日电 人们在天安门广场观看升旗仪式。",
    # a reporter named without "摄" (took) did not take the picture
    "据新华社记者王建威报道，游客在冰雪大世界游玩。",
    "市民在維港觀賞煙花。（鄧宗弘報道）",
    # "新华社发布" (Xinhua published) inside the text
    "新华社发布的照片显示，救援人员在废墟中搜救。",
    # a closing bracket naming no house and no photographer
    "警員在現場調查。（圖片由警方提供）",
    "中央社報導，颱風海葵登陸台東。",
])
def test_a_house_named_in_the_text_is_no_credit(caption):
    body, credit = split_credit(caption)
    assert (body, credit.raw, credit.photographer) == (caption, None, None)


def test_the_credit_leaves_no_name_for_the_places(gaz):
    facts = understand_caption("法國隊球員在比賽中慶祝進球。（FRANCK FIFE／法新社）", gaz)
    assert "FIFE" not in facts.body
    assert facts.place.resolution is None or facts.place.resolution.name != "Fife"


@pytest.mark.parametrize("caption, day", [
    # CNA's byline date (the years of the Republic, 1911 + n) is the picture's day
    ("民眾在台北101前觀賞跨年煙火。（中央社記者鄭清元攝 113年1月1日）", dt.date(2024, 1, 1)),
    ("美國總統大選投票日，選民在投票所外排隊。（中央社記者林芥佑華盛頓攝 97年11月4日）",
     dt.date(2008, 11, 4)),
    ("世界盃足球賽南韓隊抵達仁川機場。（中央社記者黃名璽仁川攝 91年5月26日）", dt.date(2002, 5, 26)),
    # ... when the text gives only the day of the month
    ("30日晚間，民眾在台北市信義區參加跨年晚會。（中央社記者王飛華攝 112年12月30日）",
     dt.date(2023, 12, 30)),
    ("16日晚間，桃園機場大廳擠滿出國旅客。（中央社記者吳家昇攝 113年2月16日）",
     dt.date(2024, 2, 16)),
    # ... and over another event's full date in the text
    ("颱風杜蘇芮於2023年7月27日登陸福建，圖為屏東縣淹水的農田。（中央社記者李卉婷攝 112年7月28日）",
     dt.date(2023, 7, 28)),
    # a Hong Kong page's date, and the day the text tells from it
    ("平安夜人潮湧尖沙咀 2023年12月25日 星期一 市民昨日（24日）在尖沙咀海旁倒數。（明報記者攝）",
     dt.date(2023, 12, 24)),
    ("【明報專訊】2023年9月8日（星期五）黑雨襲港，昨日（7日）黃大仙多處水浸。（鄧宗弘攝）",
     dt.date(2023, 9, 7)),
    ("七人欖球賽揭幕 2024年4月5日 星期五 球迷今日（5日）湧到香港大球場。（HK01記者 蔡正邦攝）",
     dt.date(2024, 4, 5)),
    ("聖誕人潮 2023年12月25日 星期一 尖沙咀海旁昨晚人頭湧湧。（星島日報記者 梁譽東攝）",
     dt.date(2023, 12, 24)),
    ("【明報專訊】2024年1月1日（星期一）市民昨晚（31日）在維港兩岸倒數迎新年。（明報記者攝）",
     dt.date(2023, 12, 31)),
    ("【明報專訊】2023年12月25日（星期一）前日（23日）起大批市民北上消費。（明報記者攝）",
     dt.date(2023, 12, 23)),
    # ("前日本首相" is a former Japanese prime minister, no day before yesterday)
    ("【明報專訊】2023年12月25日（星期一）前日本首相的銅像昨日（24日）揭幕。（明報記者攝）",
     dt.date(2023, 12, 24)),
    # a Taiwanese caption's day in the Republic's years of two digits (the 921 earthquake)
    ("921大地震發生於88年9月21日，圖為南投縣倒塌的房屋。（中央社檔案照片）", dt.date(1999, 9, 21)),
    # a day of the month with no year: the year the caption writes in an event's name
    ("阿根廷國家隊慶祝2022年卡達世界盃奪冠，12月20日在首都布宜諾斯艾利斯舉行遊行。（法新社）",
     dt.date(2022, 12, 20)),
    # a lunar date beside the Gregorian one is not the picture's
    ("2024年2月24日，农历正月十五元宵节，人们在北京前门观赏花灯。新华社记者 王建威 摄",
     dt.date(2024, 2, 24)),
])
def test_the_day_of_a_chinese_caption(gaz, caption, day):
    date = understand_caption(caption, gaz).date
    assert (date.start, date.precision) == (day, "day")


def test_a_month_in_the_years_of_the_republic(gaz):
    date = understand_caption("圖為110年5月台北市萬華區街頭，民眾戴口罩外出。（中央社檔案照片）",
                              gaz).date
    assert (date.start, date.precision) == (dt.date(2021, 5, 1), "month")


@pytest.mark.parametrize("caption", [
    # a count of years before a month, in captions not of a Taiwanese house
    "該校創校110年5月舉行校慶，校友回校參觀。（明報記者攝）",
    "该校建校110年5月举办校庆活动。新华社记者 王建威 摄",
    # Hong Kong's "97年" is 1997, not the Republic's 97th year
    "香港97年7月1日回歸，市民在金紫荊廣場參加升旗儀式。（明報記者攝）",
    # lunar and Tibetan dates are no Gregorian days, in words or in digits
    "藏历六月三十，信众在拉萨哲蚌寺观看展佛。新华社记者 王建威 摄",
    "农历8月15日，市民在广州越秀公园赏月。中新社记者 陈超 摄",
    "农历8月15日中秋节，市民在广州参加2023年中秋灯会。中新社记者 陈超 摄",
    "農曆1月15日，民眾在平溪施放天燈。（中央社記者鄭清元攝）",
    # a year written after the day is not its own (the new year about to begin)
    "12月31日，人们在北京参加2025年新年倒计时活动。新华社记者 王建威 摄",
    # a dateline's day with no year anywhere; "yesterday" with no page date to count from
    "新华社北京1月1日电 人们在天安门广场观看升旗仪式。",
    "市民昨日（24日）在尖沙咀參加平安夜活動。（明報記者攝）",
])
def test_no_day_is_read_where_the_caption_gives_none(gaz, caption):
    assert understand_caption(caption, gaz).date.start is None


@pytest.mark.parametrize("caption", [
    # the second review: "拍摄" is the verb, and a place after "在" is no photographer
    "这是新华社记者在哈尔滨冰雪大世界拍摄的冰雕。",
    "图为中新社记者在灾区现场拍摄的画面。",
])
def test_a_reporter_shooting_somewhere_names_no_photographer(caption):
    assert split_credit(caption)[1].photographer is None


@pytest.mark.parametrize("caption", [
    # a day's year from another sentence is a history's: no day
    "新中国成立于1949年。10月1日，天安门广场举行升旗仪式。",
    "1937年侵华日军在南京制造了大屠杀。12月13日，国家公祭仪式在南京举行。",
])
def test_a_year_of_another_sentence_completes_no_day(gaz, caption):
    assert understand_caption(caption, gaz).date.start is None
