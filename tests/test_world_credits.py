"""Credits of captions in the world's other scripts and house styles: East Slavic labels and
names in the genitive, Persian and Arabic credit lines, Thai, Japanese and Chinese handouts and
bylines, Ge'ez datelines, a Nepali paper's date, Getty's pool pictures, the U.S. forces' picture
numbers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand.credit_parts import parse_credit
from timeline.understand.credits import split_credit
from timeline.understand.regional_credits import nominative_name
from timeline.understand.text import normalise_text


def _read(caption: str) -> tuple[str, str | None, str | None]:
    body, credit = split_credit(normalise_text(caption))
    return body, credit.photographer, credit.agency


# --- Russian, Ukrainian, Belarusian ------------------------------------------------------

@pytest.mark.parametrize("caption, photographer, agency", [
    # an illustration's or a file photo's label, the kind before or after "photo"
    ("Черга біля пункту незламності в Києві. Фото ілюстративне: Суспільне", None, "Suspilne"),
    ("Здание Верховного суда в Москве. Иллюстративное фото: РИА Новости", None, "RIA Novosti"),
    ("Зерновоз у порту Одеси, 2019 рік. Архівне фото УНІАН", None, "UNIAN"),
    # a house's name after the label is the house, never a person (its quotation marks too)
    ("Митинг на площади в Харькове, 5 мая 2014 года. Фото: Интерфакс-Украина", None,
     "Interfax-Ukraine"),
    ("Акцыя ў цэнтры Менска, 23 жніўня 2020 г. Фота: «Наша Ніва»", None, "Nasha Niva"),
    ("Шэсце ў Берасьці, 30 жніўня 2020 году. Фота: Радыё Свабода", None, "RFE/RL"),
    # a label glued to the sentence before it, its space lost
    ("Паводка на Дністрі, 25 червня 2020 року.Фото:Олена Мельник/УНІАН", "Олена Мельник",
     "UNIAN"),
    ("Пратэст у Горадні 16 жніўня 2020 году.Фота:Радыё Свабода", None, "RFE/RL"),
    # TASS's Photo Chronicle, "of" it after "Фото"
    ("Ленинград. 27.I.1944. Салют в честь снятия блокады. Фото Фотохроники ТАСС", None, "TASS"),
])
def test_east_slavic_labels(caption, photographer, agency):
    body, found_photographer, found_agency = _read(caption)
    assert (found_photographer, found_agency) == (photographer, agency)
    assert "Фот" not in body and "фот" not in body


@pytest.mark.parametrize("caption, photographer", [
    ("Совещание в Минске, 14 марта 2023 года. Фото Павла Орловского, БЕЛТА", "Павел Орловский"),
    ("Уборка урожая под Гомелем, 2 августа 2022 года. Фото Сергея Холодилина, БЕЛТА",
     "Сергей Холодилин"),
    ("Выставка в Гродно, 5 мая 2021 года. Фото Анны Зелинской, БЕЛТА", "Анна Зелинская"),
    ("Парад в Минске, 3 июля 2019 года. Фото Ольги Мальцевой, БЕЛТА", "Ольга Мальцева"),
])
def test_a_name_in_the_genitive_after_photo_is_given_in_the_nominative(caption, photographer):
    assert _read(caption)[1:] == (photographer, "BelTA")


@pytest.mark.parametrize("credit, photographer", [
    # TASS writes the name in the nominative before its slash: left as written
    ("Фото Анна Петрова/ТАСС", "Анна Петрова"),
    ("Фото Александра Вершинина/ТАСС", "Александра Вершинина"),  # (a woman's name too)
    ("Фото: Михаил Метцель/ТАСС", "Михаил Метцель"),
])
def test_a_nominative_name_after_photo_stays_as_written(credit, photographer):
    found = parse_credit(credit)
    assert found is not None and (found.photographer, found.agency) == (photographer, "TASS")


@pytest.mark.parametrize("written, nominative", [
    ("Павла Орловского", "Павел Орловский"), ("Дмитрия Азарова", "Дмитрий Азаров"),
    ("Ильи Питалева", "Илья Питалев"), ("Марии Семеновой", "Мария Семенова"),
    ("Андрія Коваленка", "Андрій Коваленко"), ("Тетяни Ткачової", "Тетяна Ткачова"),
    ("Олени Петрової", "Олена Петрова"), ("Лев Федотов", "Лев Федотов"),
    ("Анна Петрова", "Анна Петрова"),
])
def test_nominative_name(written, nominative):
    assert nominative_name(written) == nominative


@pytest.mark.parametrize("caption, photographer", [
    ("Ледокол «Арктика» у причала в Мурманске 12 ноября 2019 года Лев Федотов ТАСС",
     "Лев Федотов"),
    ("Крестный ход в Великорецком. Владимир Смирнов ТАСС", "Владимир Смирнов"),
])
def test_a_name_and_the_house_with_no_slash_close_a_russian_caption(caption, photographer):
    body, found_photographer, agency = _read(caption)
    assert (found_photographer, agency) == (photographer, "TASS")
    assert "ТАСС" not in body


@pytest.mark.parametrize("caption", [
    "Встреча прошла в Большом Кремлёвском Дворце ТАСС",  # a place, then the house
    "Переговоры провели Путин и Си Цзиньпин ТАСС",  # names after a conjunction
    "Ледокол у причала в Мурманске, 12 ноября 2019 года",
])
def test_capitalised_words_before_a_house_that_are_no_credit(caption):
    assert _read(caption)[1] is None


# --- Getty's pools, the U.S. forces' numbers ------------------------------------------------

@pytest.mark.parametrize("credit, photographer, agency", [
    # no one named, the pool's picture Getty credits: Getty's
    ("Photo by Pool/Getty Images", None, "Getty Images"),
    ("Photo by WPA Pool/Getty Images", None, "Getty Images"),
    # ... but a pool's photographer, or a wire that sent it, leaves it the pool's
    ("Photo by Chris Jackson - WPA Pool/Getty Images", "Chris Jackson", "Pool"),
    ("Pool via REUTERS", None, "Pool"),
    ("Jane Roe/Pool via AP", "Jane Roe", "Pool"),
])
def test_a_pool_getty_credits(credit, photographer, agency):
    found = parse_credit(credit)
    assert found is not None and (found.photographer, found.agency) == (photographer, agency)


def test_the_us_forces_picture_number_after_the_credit_stays_in_the_text():
    caption = ("PHILIPPINE SEA (March 3, 2021) Sailors load ordnance aboard USS America (LHA 6). "
               "(U.S. Navy photo by Mass Communication Specialist 2nd Class Jane Roe/Released) "
               "210303-N-AB123-1001")
    body, photographer, agency = _read(caption)
    assert (photographer, agency) == ("Jane Roe", "U.S. Navy")
    assert body.endswith("210303-N-AB123-1001") and "Released" not in body


# --- Persian, Arabic, Thai ----------------------------------------------------------------

@pytest.mark.parametrize("caption, photographer, agency", [
    # the photographer's label after a date, no full stop before it; the house after a bar
    ("بازدید مردم از نمایشگاه کتاب تهران؛ سه‌شنبه ۱۸ اردیبهشت ۱۴۰۳\nعکاس: مریم کاظمی | "
     "خبرگزاری تسنیم", "مریم کاظمی", "Tasnim"),
    # the credit's line, a date's line under it (the dateline names the house)
    ("مشهد- ایرنا- زائران در حرم رضوی حضور یافتند.\nعکاس: رضا احمدی\n۲۵ خرداد ۱۴۰۲",
     "رضا احمدی", "IRNA"),
    # a house's name after the label is the house's
    ("کابل (باختر): شماری از کودکان به مکتب رفتند.\nعکس: آژانس باختر", None,
     "Bakhtar News Agency"),
    # Lebanon's NNA in brackets, the Iraqi News Agency's dateline tag
    ("عناصر الدفاع المدني يخمدون حريقا في صور. (الوكالة الوطنية للإعلام)", None, "NNA"),
    ("البصرة - واع\nمتظاهرون أمام مبنى المحافظة يوم الأحد 3 آذار 2024.\nتصوير: حسن علي",
     "حسن علي", "INA"),
    # Thai: the house, a slash, then the label and the photographer
    ("ประชาชนร่วมพิธีที่ลานพระราชวังดุสิต\nสำนักข่าวไทย อสมท / ภาพ: สมชาย ใจดี", "สมชาย ใจดี",
     "Thai News Agency"),
    ("น้ำท่วมถนนในตัวเมืองเชียงราย\nภาพ: สมศักดิ์ ทองดี / เดลินิวส์", "สมศักดิ์ ทองดี",
     "Daily News (Thailand)"),
])
def test_persian_arabic_and_thai_credits(caption, photographer, agency):
    assert _read(caption)[1:] == (photographer, agency)


def test_a_date_line_under_a_persian_credit_stays_in_the_text():
    body, photographer, _ = _read("مراسم در میدان امام برگزار شد.\nعکاس: علی رضایی\n۱۲ مهر ۱۴۰۲")
    assert photographer == "علی رضایی" and body.endswith("۱۲ مهر ۱۴۰۲")


# --- Japanese, Chinese --------------------------------------------------------------------

@pytest.mark.parametrize("caption, photographer, agency", [
    # a body's handout, no house: the body, its date kept in the body's bracket
    ("土砂崩れの現場（令和6年1月3日、石川県警提供）", None, "石川県警"),
    ("倒壊した高速道路＝平成7年1月17日、神戸市東灘区（神戸新聞社提供）", None, "神戸新聞社"),
    ("平和記念式典の会場\n撮影日：R5.8.6　提供：長崎市", None, "長崎市"),
    # the photographer after the label "撮影・"; the paper's name after the bracket
    ("帰省客で混雑する新幹線ホーム＝2日午後、JR東京駅（撮影・山田花子）", "山田花子", None),
    ("桜を楽しむ人たち＝令和6年4月5日、東京都千代田区（佐藤一郎撮影）産経新聞", "佐藤一郎",
     "Sankei Shimbun"),
    # a reader, a person or "the same city" names no agency
    ("冠水した道路＝2024年9月21日、石川県輪島市（同市提供）", None, None),
    ("燃える住宅＝2024年1月1日、石川県輪島市（山田太郎さん提供）", None, None),
    # Taiwan's papers, by their name's last word; a ministry's handout with its date
    ("颱風過後路樹倒塌。（自由時報記者林小明攝）", "林小明", "Liberty Times"),
    ("市區車流回堵。圖／聯合報記者王大同攝 113/02/10", "王大同", "United Daily News"),
    ("漢光演習實兵操演。（國防部提供 113.07.24）", None, "國防部"),
    ("山區土石崩落。（民眾提供）", None, None),
])
def test_japanese_and_chinese_credits(caption, photographer, agency):
    assert _read(caption)[1:] == (photographer, agency)


def test_a_handouts_date_stays_in_the_text():
    body = _read("漢光演習實兵操演。（國防部提供 113.07.24）")[0]
    assert body.endswith("（113.07.24）")
    body = _read("土砂崩れの現場（令和6年1月3日、石川県警提供）")[0]
    assert body.endswith("（令和6年1月3日）")


# --- Ge'ez, Nepali, English after an abbreviation ---------------------------------------------

@pytest.mark.parametrize("caption, photographer, agency", [
    ("ጎንደር፣ ጥር 11፣ 2016 (ኤፍ ቢ ሲ) የጥምቀት በዓል በድምቀት ተከበረ።", None, "Fana"),
    ("Worshippers at the Meskel celebration on Meskerem 17, 2016 E.C. Photo: Ethiopian Press "
     "Agency", None, "Ethiopian Press Agency"),
    ("Rafting on the Trishuli on Saturday, Kartik 4, 2080. Sagar Shrestha/TKP",
     "Sagar Shrestha", "The Kathmandu Post"),
    ("Troops march past in Washington, D.C. Photo: Jane Doe/U.S. Army", "Jane Doe",
     "U.S. Army"),
])
def test_credits_after_a_dateline_or_an_abbreviation(caption, photographer, agency):
    assert _read(caption)[1:] == (photographer, agency)


def test_a_nepali_papers_date_after_its_name_stays_in_the_text():
    body, photographer, agency = _read(
        "काठमाडौं — माइतीघरमा प्रदर्शन गर्दै । तस्बिर: राम थापा/कान्तिपुर २०८१ साउन १२")
    assert (photographer, agency) == ("राम थापा", "Kantipur")
    assert body.endswith("साउन 12")  # (the digits read as the text's are)


# --- properties ---------------------------------------------------------------------------

_UKRAINIAN_WORDS = st.sampled_from(["Мешканці", "міста", "вийшли", "на", "вулиці", "після",
                                    "обстрілу", "рятувальники", "працюють", "біля", "будинку"])


@settings(max_examples=60, deadline=None)
@given(st.lists(_UKRAINIAN_WORDS, min_size=3, max_size=12),
       st.sampled_from(["Фото ілюстративне: УНІАН", "Архівне фото УНІАН", "Фото: УНІАН"]))
def test_a_labelled_house_closing_a_sentence_is_its_credit(words, credit):
    sentence = " ".join(words) + "."
    body, photographer, agency = _read(f"{sentence} {credit}")
    assert (body, photographer, agency) == (sentence, None, "UNIAN")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Павел", "Сергей", "Дмитрий", "Андрей", "Илья"]),
       st.sampled_from(["Орлов", "Смирнов", "Азаров", "Кузнецов"]))
def test_a_mans_genitive_name_returns_to_its_nominative(name, surname):
    genitive = {"Павел": "Павла", "Сергей": "Сергея", "Дмитрий": "Дмитрия", "Андрей": "Андрея",
                "Илья": "Ильи"}[name]
    assert nominative_name(f"{genitive} {surname}а") == f"{name} {surname}"


@pytest.mark.parametrize(("caption", "photographer"), [
    # TASS writes its photographer in the nominative after "Фото" with a slash: kept
    ("Участники акции в Москве, 3 мая 2023 года. Фото Мария Девахина/ТАСС", "Мария Девахина"),
    ("Выставка в Санкт-Петербурге, 5 мая 2023 года. Фото Юлия Морозова/ТАСС",
     "Юлия Морозова"),
    # BelTA's comma form is a genitive: a man's -ия name is read back to his nominative
    ("Совещание в Минске, 27 января 2023 года. Фото Дмитрия Иванова, БЕЛТА", "Дмитрий Иванов"),
])
def test_a_cyrillic_photographer_s_case(caption, photographer):
    _body, credit = split_credit(caption)
    assert credit.photographer == photographer


def test_afp_s_french_photo_label_before_a_single_name():
    # AFP's mononymous photographers in its French desk's "Photo NAME/AFP"
    _body, credit = split_credit("Des manifestants à Dakar, le 1er juin 2021. Photo Seyllou/AFP")
    assert (credit.photographer, credit.agency) == ("Seyllou", "AFP")
