"""Captions in Chinese, Japanese and Korean script: their towns, dates and bylines."""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.understand import understand_caption


@pytest.mark.parametrize("caption, name, code", [
    # Yonhap's, Newsis's and News1's town before "="
    ("(대구=연합뉴스) 홍길동 기자 = 3일 오후 대구 동성로에서 시민들이 걷고 있다. 2023.5.3 "
     "hong@yna.co.kr", "Daegu", "KR"),
    ("[부산=뉴시스] 김철수 기자 = 9일 오전 부산 해운대해수욕장에 피서객이 몰렸다. 2022.7.9.",
     "Busan", "KR"),
    # a city GeoNames names with its unit: "(서귀포=...)" is "서귀포시"
    ("(광주=연합뉴스) 이영희 기자 = 18일 오전 광주 국립5·18민주묘지에서 기념식이 열렸다. "
     "2024.5.18", "Gwangju", "KR"),
    # Xinhua's picture line and story dateline
    ("新华社照片，成都，2023年7月28日 （体育）大运会开幕 7月28日，观众在成都观看开幕式。"
     "新华社记者 张三 摄", "Chengdu", "CN"),
    ("新华社武汉8月2日电 8月1日，游客在武汉东湖游玩。新华社记者 李四 摄", "Wuhan", "CN"),
    # Kyodo's and Jiji's place after the date; the town, not its prefecture or ward
    ("台風で冠水した道路＝2023年8月15日午前、和歌山県新宮市（共同）", "Shingū", "JP"),
    ("初詣の参拝客でにぎわう境内＝2024年1月1日午前、大阪市北区（時事）", "Osaka", "JP"),
    # Mainichi's place before "で"
    ("大雨で浸水した住宅街＝静岡県浜松市で2023年6月2日、本社ヘリから山田太郎撮影",
     "Hamamatsu", "JP"),
    # no slot: a town the text names with its unit
    ("2023年4月15日，重庆市民在解放碑步行街游玩。中新社记者 王五 摄", "Chongqing", "CN"),
])
def test_the_town_of_a_caption_in_an_unspaced_script(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize("caption, photographer, agency", [
    ("(대구=연합뉴스) 홍길동 기자 = 3일 오후 대구 동성로에서 시민들이 걷고 있다. 2023.5.3",
     "홍길동", "Yonhap"),
    ("[부산=뉴시스] 김철수 기자 = 9일 오전 부산 해운대해수욕장에 피서객이 몰렸다.", "김철수",
     "Newsis"),
    ("初詣の参拝客でにぎわう境内＝2024年1月1日午前、大阪市北区（時事）", None, "Jiji Press"),
    ("冠水した道路＝2023年8月15日午前、和歌山県新宮市（共同通信社ヘリから）", None, "Kyodo"),
    ("这是2021年7月20日在郑州市拍摄的积水路段。新华社发（李安 摄）", "李安", "Xinhua"),
    ("煙花匯演在維港上演。（星島日報記者 黃偉邦攝）", "黃偉邦", "Sing Tao Daily"),
    ("大雨で浸水した住宅街＝静岡県浜松市で2023年6月2日、本社ヘリから山田太郎撮影",
     "山田太郎", None),
])
def test_bylines_of_the_houses_writing_in_those_scripts(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, day", [
    # Korean dates; a Korean house's closing stamp is the picture's day, unless a file one
    ("(목포=연합뉴스) 2014년 4월 16일 침몰한 배가 31일 목포신항에 도착했다. 2017.3.31",
     dt.date(2017, 3, 31)),
    ("(서울=연합뉴스) 사진은 2002년 6월 22일 광주에서 환호하는 모습. 2022.6.21 [연합뉴스 자료사진]",
     dt.date(2002, 6, 22)),
    # the Japanese houses' date after "＝" dates the picture, not an earlier event's
    ("2019年10月31日の火災で焼失した城の復元工事現場＝2024年10月30日午前、那覇市（共同）",
     dt.date(2024, 10, 30)),
])
def test_dates_of_captions_in_those_scripts(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start == day


def test_the_gazetteer_finds_names_inside_unspaced_text(gaz):
    found = gaz.find_unspaced_names("新华社郑州7月21日电 河南省郑州市遭遇强降雨")
    assert "郑州" in [m.text for m in found]
    assert all(m.start >= 0 and m.end > m.start for m in found)
    assert gaz.find_unspaced_names("London, May 3") == []


def test_a_news_agency_s_name_is_no_town(gaz):
    # "新华" is a town's name too; before "社" it is the agency
    caption = "新华社照片，哈尔滨，2024年1月5日 游客在冰雪大世界游玩。新华社记者 王松 摄"
    assert understand_caption(caption, gaz).place.resolution.name == "Harbin"


@pytest.mark.parametrize("caption, name, day", [
    # the Thai News Agency's dateline, its year in the Buddhist era (two digits or four)
    ("ขอนแก่น 13 เม.ย. 67 – ประชาชนเล่นสาดน้ำในเทศกาลสงกรานต์ - สำนักข่าวไทย", "Khon Kaen",
     dt.date(2024, 4, 13)),
    ("เชียงราย 5 พ.ค. 2557 – ชาวบ้านสำรวจความเสียหายจากแผ่นดินไหว - สำนักข่าวไทย", "Chiang Rai",
     dt.date(2014, 5, 5)),
])
def test_thai_datelines(gaz, caption, name, day):
    facts = understand_caption(caption, gaz)
    assert (facts.place.resolution.name, facts.date.start) == (name, day)
    assert facts.credit.agency == "Thai News Agency"


def test_a_script_s_countries_come_first(gaz):
    # "大阪" is also one of Durban's names in GeoNames
    caption = "花見を楽しむ人たち＝2024年4月6日午後、大阪市中央区（共同）"
    assert understand_caption(caption, gaz).place.resolution.country_code == "JP"


def test_xinhua_s_picture_day_after_its_sending_day(gaz):
    caption = ("新华社照片，青岛，2018年8月11日 8月10日，游客在青岛啤酒节上畅饮。"
               "新华社记者 李紫恒 摄")
    assert understand_caption(caption, gaz).date.start == dt.date(2018, 8, 10)


@pytest.mark.parametrize("caption", [
    # a town's name inside a word is the word: a cod, a tunic, Latin script, a tsunami
    "제철 맞은 동해안 대구 = 5일 어민들이 갓 잡아 올린 대구를 손질하고 있다. 2024.1.5",
    "身穿中山装的老人参加合唱活动，庆祝国庆节。2023年10月1日摄",
    "外国人観光客向けにローマ字を併記した案内板。2024年4月3日撮影",
    "津波で壊滅的な被害を受けた地区（共同）",
])
def test_a_name_inside_a_word_is_no_town(gaz, caption):
    assert understand_caption(caption, gaz).place.resolution is None


def test_a_reader_s_picture_is_not_the_reporter_s(gaz):
    caption = ("(부산=연합뉴스) 손형주 기자 = 17일 오전 부산 사하구의 한 공장에서 불이 났다. "
               "2024.5.17 [독자 제공. 재판매 및 DB 금지]")
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (None, "Yonhap")


def test_xinhua_s_picture_day_in_the_year_before_its_sending_day(gaz):
    caption = "新华社照片，北京，2025年1月1日 12月31日，游客在北京跨年。新华社记者 王松 摄"
    assert understand_caption(caption, gaz).date.start == dt.date(2024, 12, 31)


@pytest.mark.parametrize("caption, name, code", [
    # a Chinese caption's head: its date, then its place between commas, the country first
    # binding the town ("韩国首尔龙山区": Seoul, not a Longshan of China)
    ("2023年10月2日，土耳其伊斯坦布尔，游客在加拉塔大桥上观看日落。(AP Photo/Jane Doe)",
     "Istanbul", "TR"),
    ("2022年2月5日，韩国首尔龙山区，市民在车站外排队接受核酸检测。(AP Photo/Jane Doe)",
     "Seoul", "KR"),
    # the Chinese wires' datelines, a town written in the other Chinese script than GeoNames'
    ("路透东京3月3日 - 日本首相3日在国会答辩。REUTERS/Jane Doe", "Tokyo", "JP"),
    ("路透基辅3月1日 - 乌克兰首都多处响起防空警报。REUTERS/Jane Doe", "Kyiv", "UA"),
    ("（吉隆坡综合讯）马来西亚国会2022年10月10日解散，选民将于下月投票。（路透社）",
     "Kuala Lumpur", "MY"),
    # a city of millions the text names as the scene, not as where people come from
    ("數以千計民眾2019年6月16日湧上香港街頭，反對修訂逃犯條例。（法新社）", "Hong Kong", "HK"),
    ("來自美國紐約的遊客2023年5月1日在台北101觀景台參觀。（中央社記者張三攝 112年5月1日）",
     "Taipei", "TW"),
    ("數以萬計民眾2021年2月10日湧上仰光街頭。（法新社）", "Yangon", "MM"),
    # a district right after its city is the city's; the country before its town gives way
    ("大批市民2023年12月24日經羅湖口岸過關，湧到深圳福田區一帶商場消費。（星島日報記者 張三攝）",
     "Shenzhen", "CN"),
    ("2021年7月23日，第32届夏季奥林匹克运动会开幕式在日本东京新国立竞技场举行。新华社记者 张三 摄",
     "Tokyo", "JP"),
    # a caption in those scripts is read in them first: its Latin words are glosses
    ("峰會2023年9月9日在印度首都新德里的巴拉特曼達帕姆（Bharat Mandapam）國際會展中心揭幕。（法新社）",
     "New Delhi", "IN"),
])
def test_chinese_captions_places(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


def test_a_city_named_after_origin_or_as_a_road_is_no_scene(gaz):
    caption = "来自美国芝加哥的游客在中山路购物。新华社记者 张三 摄"  # (on Zhongshan Road)
    assert understand_caption(caption, gaz).place.resolution is None


@pytest.mark.parametrize("caption, name, code", [
    # the blind check: a province's name runs into its other words, a district after its
    # city is the city's when read far from it, and a province alone still gives the country
    ("这是2025年1月5日在黑龙江省哈尔滨市拍摄的冰雕。新华社记者 张三 摄", "Harbin", "CN"),
    ("首相官邸に入る首相＝2025年5月2日午前、東京・永田町（共同）", "Tokyo", "JP"),
    ("地震で倒壊した家屋＝2016年4月16日、熊本県（共同）", "Kumamoto", "JP"),
])
def test_provinces_and_districts_in_chinese_and_japanese(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize("caption, name", [
    # the second review: a city named as a thing's name, a time zone, two cities, a country
    # inside a word, a clause in the head's slot, a verb between "在" and a name
    ("上海合作组织峰会召开前，与会领导人合影留念。", None),
    ("北京时间3月8日上午，美国总统在国会发表国情咨文演讲。", None),
    ("重庆小面走红日本，东京新宿街头的面馆外排起长队。", None),
    ("2024年7月4日，上海合作组织峰会开幕，与会各国领导人合影。", None),
    ("据纽约时报报道，总统周二在白宫会见以色列总理。", None),
    ("2023年11月20日，内蒙古呼和浩特，市民在雪中出行。", "Hohhot"),
    ("2024年1月1日，吉林长春，市民在雪中晨练。", "Changchun"),
    ("2024年5月4日，学生在北京大学未名湖畔读书。", "Beijing"),
])
def test_what_the_second_review_found_in_chinese(gaz, caption, name):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name if resolution else None) == name


def test_a_korean_origin_is_no_scene(gaz):
    caption = "일본에서 온 관광객들이 쇼핑을 하고 있다. 2024.5.3"
    assert understand_caption(caption, gaz).place.resolution is None


@pytest.mark.parametrize("caption, name, code", [
    # a Korean town heading an address: its district, or a site with "에서" after it
    ("2023년 3월 1일 오후 서울 중구 세종대로 일대에서 삼일절 집회가 열리고 있다. 김민수 기자",
     "Seoul", "KR"),
    ("11일 오전 경남 창원시 의창구 도로가 물에 잠겨 있다. 2024.7.11 [독자 제공]",
     "Changwon", "KR"),
    ("25일 밤 평양 5월1일경기장에서 집단체조 공연이 열리고 있다. /조선중앙통신 연합뉴스",
     "Pyongyang", "KP"),
    # a town's name inside a word is no town: "경기장" (stadium) holds "기장" (Gijang)
    ("3일 부산 사직야구장에서 열린 프로야구 경기에서 관중들이 응원하고 있다. 이수진 기자",
     "Busan", "KR"),
    # a city of a million named with the possessive
    ("2022년 3월 10일 우크라이나 제2의 도시 하르키우의 주택가가 포격으로 파괴돼 있다. /AP 뉴시스",
     "Kharkiv", "UA"),
    # a relayed foreign wire's dateline: its town
    ("(워싱턴 AP=연합뉴스) 4일(현지시간) 백악관 앞에서 시위대가 행진하고 있다. 2025.4.5",
     "Washington", "US"),
    # a correspondent's dateline is the bureau's: the town the text writes with its unit
    ("(베이징=연합뉴스) 김철수 특파원 = 15일 중국 랴오닝성 선양시에서 박람회가 열리고 있다. "
     "2024.5.15", "Shenyang", "CN"),
    # Japanese: a ward's streets after the city are no towns; the bracket of Yomiuri's and
    # Nikkei's place; an era's year before the date; a compass word before a town abroad
    ("倒壊した家屋＝1995年1月17日午前、神戸市長田区本町（共同）", "Kobe", "JP"),
    ("満開の桜を楽しむ花見客（2024年4月5日午前、東京都台東区の上野公園で）＝山田花子撮影",
     "Taito", "JP"),
    ("記録的な大雨で氾濫した川＝令和3年7月3日、静岡県熱海市（時事）", "Atami", "JP"),
    ("地震で崩れた建物＝2023年2月8日、トルコ南部アダナ、佐藤一郎撮影", "Adana", "TR"),
])
def test_korean_addresses_and_japanese_slots(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


def test_a_korean_town_sailed_from_is_no_scene(gaz):
    caption = "인천에서 제주로 향하던 여객선이 3일 오후 항구에 들어오고 있다."
    assert understand_caption(caption, gaz).place.resolution is None


@pytest.mark.parametrize("caption, day", [
    # full-width digits; a year and a month with no day; an era's year with the common one
    ("写真は京都市東山区の清水寺で２０２３年１１月撮影（２０２３年　ロイター/Jane Doe）",
     dt.date(2023, 11, 1)),
    ("改元を発表する官房長官＝平成元年（1989年）1月7日午後、首相官邸（共同）", dt.date(1989, 1, 7)),
    # the day an anniversary is kept on: the years counted from a day written in full, and
    # that day of the month alone
    ("1995年1月17日の阪神大震災から30年。追悼の灯籠に手を合わせる人たち＝17日午前5時46分、"
     "神戸市中央区（共同）", dt.date(2025, 1, 17)),
    ("성수대교 붕괴 참사 30주기인 21일 오전 서울 성동구 위령비 앞에서 유족들이 헌화하고 있다. "
     "1994년 10월 21일 성수대교 상판이 무너져 32명이 숨졌다. 김민수 기자", dt.date(2024, 10, 21)),
    # ... but a picture of that day is of it
    ("판문점 선언 5주년을 맞은 27일 기념식이 열렸다. 사진은 2018년 4월 27일 판문점에서 "
     "악수하는 두 정상의 모습. /조선일보DB", dt.date(2018, 4, 27)),
    # a day in local time abroad, the house's stamp a day ahead
    ("(파리 AFP=연합뉴스) 14일(현지시간) 프랑스 파리 샹젤리제 거리에서 열병식이 열리고 있다. "
     "2024.07.15", dt.date(2024, 7, 14)),
])
def test_cjk_months_eras_anniversaries_and_local_days(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start == day


@pytest.mark.parametrize("caption, name", [
    # Thai: the city after a Bangkok district's name; a province's capital district ("อ.เมือง")
    # and a city ("เมืองพัทยา") before their names
    ("ผู้ชุมนุมรวมตัวบริเวณถนนราชดำเนิน เขตพระนคร กรุงเทพฯ เมื่อวันที่ 14 ต.ค. 2566", "Bangkok"),
    ("ประชาชนลอยกระทงริมแม่น้ำปิง อ.เมืองเชียงใหม่ เมื่อวันที่ 27 พ.ย. 2566", "Chiang Mai"),
    ("นักท่องเที่ยวเล่นน้ำที่ชายหาด เมืองพัทยา อ.บางละมุง จ.ชลบุรี เมื่อวันที่ 19 เม.ย. 2567",
     "Pattaya"),
])
def test_thai_addresses(gaz, caption, name):
    assert understand_caption(caption, gaz).place.resolution.name == name


@pytest.mark.parametrize("caption, name, code, day", [
    # Khmer: the capital's and a city's or province's name after its word, AKP's date
    ("ប្រជាពលរដ្ឋចូលរួមពិធីបុណ្យឯករាជ្យ នៅរាជធានីភ្នំពេញ នាថ្ងៃទី៩ ខែវិច្ឆិកា ឆ្នាំ២០២៣។ (រូបថត៖ AKP)",
     "Phnom Penh", "KH", dt.date(2023, 11, 9)),
    ("កសិករប្រមូលផលស្រូវ នៅខេត្តសៀមរាប នាថ្ងៃទី៥ ខែធ្នូ ឆ្នាំ២០២៤។", "Siem Reap", "KH",
     dt.date(2024, 12, 5)),
    # Burmese: the town's unit and "at" after its name; the year first, the month, the day
    ("ရန်ကုန်မြို့၌ ဆန္ဒပြသူများ စုရုံးနေစဉ် - ၂၀၂၁ ခုနှစ် ဖေဖော်ဝါရီလ ၈ ရက်။", "Yangon", "MM",
     dt.date(2021, 2, 8)),
    ("မန္တလေးမြို့ရှိ ရေကြီးနေသော လမ်းများ (၂၀၂၄ စက်တင်ဘာ ၁၄)။", "Mandalay", "MM",
     dt.date(2024, 9, 14)),
])
def test_khmer_and_burmese_captions(gaz, caption, name, code, day):
    facts = understand_caption(caption, gaz)
    resolution = facts.place.resolution
    assert (resolution.name, resolution.country_code, facts.date.start) == (name, code, day)


@pytest.mark.parametrize("caption, name", [
    # the review: a town's people are no scene ("부산시 관계자들과", Busan city officials); a
    # handout's dateline stands when the body writes no town of its own there
    ("(서울=연합뉴스) 대통령이 2일 서울 용산 대통령실에서 부산시 관계자들과 회의를 하고 있다. "
     "2023.8.2 [대통령실 제공. 재판매 및 DB 금지]", "Seoul"),
    # "에서" and an adverb in 로 is "in": "대전에서 새로 문을 연" (newly opened in Daejeon)
    ("12일 대전에서 새로 문을 연 도서관을 시민들이 둘러보고 있다. 2024.3.12", "Daejeon"),
    # Tokyo's wards end its address: "国立競技場" is the National Stadium, no Kunitachi
    ("入場する選手たち（2024年8月15日午後、東京都新宿区の国立競技場で）＝佐藤一郎撮影", "Shinjuku"),
    # Khmer "from" before a name: the travellers arrive in Sihanoukville
    ("អ្នកដំណើរពីរាជធានីភ្នំពេញ មកដល់ក្រុងព្រះសីហនុ នាថ្ងៃទី១៣ ខែមេសា ឆ្នាំ២០២៤។", "Sihanoukville"),
])
def test_korean_japanese_and_khmer_places_after_the_review(gaz, caption, name):
    assert understand_caption(caption, gaz).place.resolution.name == name


@pytest.mark.parametrize("caption, wrong", [
    # "모기와 파리의 번식": the breeding of flies, no Paris (a two-letter name with "의" needs its
    # country before it)
    ("여름철 모기와 파리의 번식을 막기 위해 방역 요원들이 소독을 하고 있다. 2024.6.10", "Paris"),
    # Thai and Burmese "from": tourists from Chiang Mai, visitors from Mandalay
    ("นักท่องเที่ยวจาก อ.เมืองเชียงใหม่ เดินทางมาเที่ยวงานดอกไม้ที่ อ.ปาย จ.แม่ฮ่องสอน เมื่อวันที่ "
     "20 ธ.ค. 2566", "Chiang Mai"),
    ("မန္တလေးမြို့မှ ဧည့်သည်များ ပုဂံမြို့ရှိ ဘုရားများကို ဖူးမြော်နေစဉ် (၂၀၂၄ ဇန်နဝါရီ ၅)။", "Mandalay"),
])
def test_words_and_origins_are_no_scene_after_the_review(gaz, caption, wrong):
    resolution = understand_caption(caption, gaz).place.resolution
    assert resolution is None or resolution.name != wrong
