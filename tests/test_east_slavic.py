"""The event places of captions wholly in Ukrainian, Russian and Belarusian: Belarusian's
"ў Мінску", a town's genitive after a noun of place ("на улицах Якутска"), the regions'
colloquial names ("на Донеччині"), a district's and a town's adjectives ("в Уманському
районі", "Маріупольського театру"), a town in the accusative being where a journey goes
("в Калугу"), a credit's words naming no place ("Фото"), and Ukrainian's own Latin
spelling ("Вінниця": Vinnytsia)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand import understand_caption
from timeline.understand.inflections import read_case_forms


def _place(gaz, caption: str) -> tuple[str, str] | None:
    resolution = understand_caption(caption, gaz).place.resolution
    return None if resolution is None else (resolution.name, resolution.country_code)


@pytest.mark.parametrize("caption, name, code", [
    # Belarusian's "ў" (and "у") before a locative
    ("Людзі на плошчы Незалежнасці ў Мінску падчас святочнага канцэрта, 3 ліпеня 2021 года. "
     "Фота: БЕЛТА", "Minsk", "BY"),
    ("Паводка ў Гомелі, 12 красавіка 2023 года. Фота: Сяргей Гапон / БЕЛТА", "Homyel'", "BY"),
    ("Кірмаш на Кастрычніцкай плошчы ў Гродне, 20 жніўня 2022 года. Фота: БЕЛТА",
     "Hrodna", "BY"),
    ("Студэнты ля сабора ў Полацку, 15 мая 2019 году. Фота: Радыё Свабода", "Polotsk", "BY"),
    # a genitive after a noun of place, with or without a preposition that cues it
    ("Снегопад на улицах Новосибирска, 14 января 2024 года. Фото: Кирилл Кухмарь/ТАСС",
     "Novosibirsk", "RU"),
    ("Колона техніки рухається по центру Житомира, 5 березня 2022 року. Фото: Укрінформ",
     "Zhytomyr", "UA"),
    ("Ярмарка в центре города Казани, 30 августа 2023 года. Фото: Егор Алеев/ТАСС",
     "Kazan", "RU"),
    # a region's colloquial name in the locative (Ukrainian and Russian) and the nominative
    ("Рятувальники гасять пожежу після обстрілу на Харківщині, 9 травня 2024 року. "
     "Фото: ДСНС", "Kharkivska oblast", "UA"),
    ("Волонтери роздають воду на Миколаївщині, 18 червня 2022 року. Фото: Укрінформ",
     "Mykolaivska oblast", "UA"),
    ("Уборка урожая на Брянщине, сентябрь 2021 года. Фото: ТАСС", "Bryanskaya oblast'",
     "RU"),
    ("Оленеводы на празднике в Якутии, 24 июня 2019 года. Фото: Юрий Смитюк/ТАСС",
     "Saha, Respublika", "RU"),
    # a district's adjective with no town after it, a town's before a thing named for it
    ("Жнива в Бахмутському районі, 20 липня 2021 року. Фото: Суспільне Донбас",
     "Bakhmut", "UA"),
    ("Студенти біля Харківського національного університету, 1 вересня 2020 року. Фото: "
     "Укрінформ", "Kharkiv", "UA"),
    ("Экскурсия в Брестской крепости, 22 июня 2021 года. Фото: БЕЛТА", "Brest", "BY"),
    # Ukrainian's national Latin spelling, which GeoNames holds as the main name
    ("Люди прощаються із загиблими у Вінниці, 16 липня 2022 року. Фото: Суспільне Вінниця",
     "Vinnytsya", "UA"),
])
def test_an_east_slavic_caption_places_its_town(gaz, caption, name, code):
    assert _place(gaz, caption) == (name, code)


@pytest.mark.parametrize("caption, name, code", [
    # the accusative after "в" is where a journey goes; the locative is where the photo is
    ("Пассажиры на перроне Ярославского вокзала в Москве перед отправлением поезда в Кострому, "
     "5 июня 2021 года. Фото: Сергей Бобылев/ТАСС", "Moscow", "RU"),
    ("Проводы добровольцев в Казани перед отъездом в Ростов-на-Дону, 3 октября 2022 года. "
     "Фото: Егор Алеев/ТАСС", "Kazan", "RU"),
    ("Колонна беженцев во Львове перед отправкой в Польшу, 4 марта 2022 года. Фото: ТАСС",
     "Lviv", "UA"),
])
def test_an_accusative_town_is_where_a_journey_goes(gaz, caption, name, code):
    assert _place(gaz, caption) == (name, code)


@pytest.mark.parametrize("caption", [
    "Фото: Укрінформ",
    "Меморіал загиблим героям. Фото ілюстративне: Суспільне",
    "Фота БЕЛТА",
    "Знімок екрана. Джерело: Telegram",
])
def test_a_credit_s_words_name_no_place(gaz, caption):
    assert _place(gaz, caption) is None


@pytest.mark.parametrize("caption, written, cue", [
    ("Пікет ля будынка ўрада ў Мінску, 8 жніўня 2020 года.", "Мінску", "at"),
    ("Поезд отправился в Калугу, 3 августа 2020 года.", "Калугу", ""),
    ("Останки перевезли в Санкт-Петербург, 17 июля 1998 года.", "Санкт", ""),
    ("Делегация прибыла в Екатеринбург, 2 мая 2019 года.", "Екатеринбург", ""),
    ("Демонстрация в Екатеринбурге, 2 мая 2019 года.", "Екатеринбурге", "at"),
])
def test_the_case_says_where_a_place_is(gaz, caption, written, cue):
    cases = read_case_forms(caption, gaz)
    assert cases is not None
    assert cases.cues.get(caption.index(written), "") == cue


@pytest.mark.parametrize("caption", [
    # Bulgarian and Macedonian have no cases: "в Пловдив", "во Охрид" is in the town
    "Протест в Пловдив, 12 юли 2020 година. Снимка: БГНЕС",
    "Туристи во Охрид, 15 август 2023 година. Фото: МИА",
])
def test_a_caseless_language_s_town_is_cued(gaz, caption):
    cases = read_case_forms(caption, gaz)
    assert cases is not None
    start = caption.index("Пловдив") if "Пловдив" in caption else caption.index("Охрид")
    assert cases.cues.get(start) == "at"


@pytest.mark.parametrize("caption, wrong", [
    # a station and a street are named for where they lead, a cathedral for its saint
    ("Пассажиры на платформе Киевского вокзала, 3 августа 2020 года. Фото: ТАСС", "Kyiv"),
    ("Пробка на Московском проспекте, 1 декабря 2022 года. Фото: ТАСС", "Moscow"),
    ("Віряни біля Софійського собору, 7 січня 2024 року. Фото: Укрінформ", "Sofia"),
    # a city's district named after another city: the city that follows is the place
    ("Наслідки удару у Київському районі Харкова, 25 травня 2024 року. Фото: ДСНС", "Kyiv"),
])
def test_a_named_thing_is_not_its_namesake_town(gaz, caption, wrong):
    place = _place(gaz, caption)
    assert place is None or place[0] != wrong


_WORDS = st.sampled_from(["Люди", "на", "улицах", "в", "у", "ў", "центре", "Фото", "по",
                          "районі", "города", "Якутска", "Калугу", "Мінску", "театру",
                          "Маріупольського", ",", "2021", "года"])


@settings(max_examples=60, deadline=None)
@given(st.lists(_WORDS, max_size=12))
def test_any_run_of_such_words_reads_without_error(gaz, words):
    caption = " ".join(words)
    cases = read_case_forms(caption, gaz)
    if cases is not None:
        assert all(0 <= start < len(caption) for start in cases.cues)
        assert all(a < b for a, b in cases.quoted)
