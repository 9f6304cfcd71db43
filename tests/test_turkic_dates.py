"""Dates of the Azerbaijani, Uzbek, Kazakh and Turkmen houses written in Latin letters.

Azertac, APA, Trend and Report ("Bakı, 7 yanvar 2026 – APA.", "2020-ci il oktyabrın 17-də"),
UzA, Dunyo and Kun.uz ("Toshkent, 2022-yil 22-dekabr."), Kazinform in the alphabets of 2021
and 2018 ("Astana, 2024 jylğy 4 şılde.", "2019 jyly 22 sáýir") and TDH ("Aşgabat, 2023-nji
ýylyň 12-nji dekabry"): each form read whole, never a month word alone.
"""

from __future__ import annotations

import datetime as dt

import pytest
from helpers import event_day_and_precision as _day

from timeline.understand.dates import extract_event_date


@pytest.mark.parametrize("text, day", [
    # Azerbaijani: the dateline's day, month and year (APA, Azertac, Trend, Report)
    ("Bakı, 7 yanvar 2026 – APA. Prezident İlham Əliyev yeni məktəbin açılışında iştirak edib.",
     "2026-01-07"),
    ("Şuşa, 15 iyun 2021, AZƏRTAC. Şuşa Bəyannaməsinin imzalanma mərasimi.", "2021-06-15"),
    ("Gəncə, 17 oktyabr 2023 (Trend). Şəhərdə yeni park istifadəyə verilib.", "2023-10-17"),
    ("Bakı, 28 may 2024 (Report). Müstəqillik Günü münasibətilə bayram tədbiri.", "2024-05-28"),
    ("ŞUŞA, 15 İYUN 2021, AZƏRTAC. Milli Qurtuluş Günü qeyd olunur.", "2021-06-15"),
    ("Bakı, 12 sentyabr 2025 – APA. Bakı Olimpiya Stadionunda final oyunu.", "2025-09-12"),
    # Uzbek: the year first, the day hyphened to its month (UzA), or the day first (Kun.uz)
    ("Toshkent, 2022-yil 22-dekabr. Prezident Shavkat Mirziyoyev yangi maktabni ochdi.",
     "2022-12-22"),
    ("Samarqand, 2023-yil 26-avgust (UzA). Registon maydonida Shahar kuni nishonlandi.",
     "2023-08-26"),
    ("Toshkent, 22 dekabr 2022 yil. Kun.uz muxbiri suratga olgan.", "2022-12-22"),
    ("Toshkent, 9 may 2024 (Dunyo). Xotira maydonida gulchambar qo‘yish marosimi.",
     "2024-05-09"),
    ("Buxoro, 2021-yilning 5-sentabr kuni. Ipak va ziravorlar festivali.", "2021-09-05"),
    ("Andijon, 3-oktabr 2023-yil. Paxta terimi davom etmoqda.", "2023-10-03"),
    # Kazakh, in the alphabet of 2021: the year, "of the year", the day and the month
    ("Astana, 2024 jylğy 4 şılde. Bäiterek mañynda Astana künı merekesı.", "2024-07-04"),
    ("Almaty, 2017 jylğy 29 qañtar. Universiadanyñ saltanatty aşyluy.", "2017-01-29"),
    ("Astana qalasynda 2011 jylğy 16 jeltoqsanda Täuelsızdık künı toiy ötti.", "2011-12-16"),
    ("Türkıstan, 2023 jylğy 22 säuır. Nauryz merekesınen keiın jaña saiabaq aşyldy.",
     "2023-04-22"),
    # ... in the alphabet of 2018, in its letters or without them, and the day first
    ("Astana, 2019 jyly 22 sáýir. Jańa saıabaq ashyldy.", "2019-04-22"),
    ("Shymkent, 2018 jylǵy 6 shilde. Astana kúni merekesi.", "2018-07-06"),
    ("Qaraǵandy, 2020 jylǵy 14 qyrkúıek. Mektepterde jańa oqý jyly bastaldy.", "2020-09-14"),
    ("Astana, 4 şılde 2024 jyl. Elordada mereke.", "2024-07-04"),
    ("Almaty, 2022 jyly 5 qantar. Qalada tártipsizdikter.", "2022-01-05"),
    # Turkmen: "the year's 12th December", and the day in numbers
    ("Aşgabat, 2023-nji ýylyň 12-nji dekabry. Bitaraplyk güni mynasybetli dabara.",
     "2023-12-12"),
    ("Aşgabat, 12.12.2023. Bitaraplyk güni mynasybetli dabara geçirildi.", "2023-12-12"),
    ("Mary, 2024-nji ýylyň 18-nji maýy. Medeniýet hepdeligi açyldy.", "2024-05-18"),
    ("Türkmenbaşy, 2022-nji ýylyň 5-nji awgustynda Hazar deňzi güni bellenildi.", "2022-08-05"),
])
def test_turkic_latin_datelines_are_read_to_the_day(text, day):
    date = extract_event_date(text)
    assert (date.start.isoformat(), date.precision) == (day, "day")
    assert text[date.span[0]:date.span[1]] == date.text


@pytest.mark.parametrize("text, day, earlier", [
    # the genitive and the case endings of running text: an earlier event's day beside the
    # dateline's, which stays the picture's
    (("Gəncə, 17 oktyabr 2023 (Trend). 2020-ci il oktyabrın 17-də Gəncəyə raket zərbəsi "
      "endirilib, həlak olanların xatirəsi anılıb."), "2023-10-17", "2020-10-17"),
    (("Bakı, 20 yanvar 2024 – APA. 1990-cı il yanvarın 19-dan 20-nə keçən gecə baş verən "
      "faciənin qurbanları Şəhidlər xiyabanında anılır."), "2024-01-20", "1990-01-19"),
    (("Bakı, 28 may 2024 (Report). Azərbaycan Xalq Cümhuriyyəti 1918-ci il mayın 28-də elan "
      "edilib."), "2024-05-28", "1918-05-28"),
    (("Naxçıvan, 18 may 2024 – APA. 1992-ci il mayın 18-də Şuşanın işğalı ilə bağlı anım "
      "mərasimi keçirilib."), "2024-05-18", "1992-05-18"),
    (("Toshkent, 2024-yil 9-may. 1945-yil 9-may kuni qozonilgan G‘alabaning yilligi "
      "nishonlandi."), "2024-05-09", "1945-05-09"),
    (("Astana, 2024 jylğy 16 jeltoqsan. 1991 jylğy 16 jeltoqsanda Qazaqstan täuelsızdıgın "
      "jariialady."), "2024-12-16", "1991-12-16"),
    (("Aşgabat, 2024-nji ýylyň 27-nji sentýabry. 1991-nji ýylyň 27-nji oktýabrynda "
      "Türkmenistan garaşsyzlygyny yglan etdi."), "2024-09-27", "1991-10-27"),
])
def test_an_earlier_day_in_the_text_leaves_the_dateline_s_day(text, day, earlier):
    date = extract_event_date(text)
    assert (date.start.isoformat(), date.precision) == (day, "day")
    assert earlier in date.context_dates  # read, and kept as another day of the caption
    assert len(date.other_day_spans) == 1


def test_an_azerbaijani_night_between_two_days_is_read_whole():
    date = extract_event_date("1990-cı il yanvarın 19-dan 20-nə keçən gecə Bakıya sovet "
                              "qoşunları yeridilib.")
    assert (date.start, date.end, date.precision) == (
        dt.date(1990, 1, 19), dt.date(1990, 1, 20), "day")
    assert date.text == "1990-cı il yanvarın 19-dan 20-nə"


def test_an_uzbek_range_of_days_takes_its_year_from_the_dateline():
    date = extract_event_date("Samarqand, 2024-yil 1-2-iyul kunlari Shanxay hamkorlik "
                              "tashkiloti forumi bo‘lib o‘tdi.")
    assert (date.start, date.end, date.precision) == (
        dt.date(2024, 7, 1), dt.date(2024, 7, 2), "day")
    date = extract_event_date("1-2-iyul kunlari Samarqandda xalqaro forum bo‘lib o‘tdi. "
                              "Samarqand, 3 iyul 2024 (UzA).")
    assert (date.start, date.end, date.precision) == (
        dt.date(2024, 7, 1), dt.date(2024, 7, 2), "day")


def test_an_azerbaijani_day_in_the_genitive_takes_the_dateline_s_year():
    date = extract_event_date("Prezident İlham Əliyev dekabrın 5-də Bakıda yeni parkın "
                              "açılışında iştirak edib. Bakı, 6 dekabr 2025.")
    assert (date.start.isoformat(), date.precision) == ("2025-12-05", "day")
    assert date.text == "dekabrın 5-də"


@pytest.mark.parametrize("text, day, precision", [
    # "Qazan" is Kazan and a cauldron, Mamyr a district of Almaty: no month without a day
    ("BRICS sammitı Qazan 2024 aiasynda ötti.", None, None),
    ("Sabantuy in Qazan, 2024. Tatars celebrate the end of spring sowing.", "2024-01-01", "year"),
    ("Ülken qazan 2024 jyly Türkıstanda jasaldy.", None, None),
    ("Qazan, 2024 jylğy 23 qazan. BRICS sammitıne qatysuşylar.", "2024-10-23", "day"),
    ("Aspazdar qazanda palau pısırude, Almaty, 2024 jylğy 5 mamyr.", "2024-05-05", "day"),
    ("Mamyr yqşamaudanynda jaña mektep salyndy, 2023 jyly.", "2023-01-01", "year"),
    # English's "may" is a verb, its "May" the month as English writes it
    ("Organisers say 20,000 people may attend the rally in Baku, Azerbaijan, on May 28, 2024.",
     "2024-05-28", "day"),
    (("Rescuers fear more than 50 may have died in the flood near Tashkent, Uzbekistan, June 3, "
      "2024."), "2024-06-03", "day"),
    ("Fans in Kazan, Russia, May 2024.", "2024-05-01", "month"),
    ("Kazan, Russia, May 5, 2024. Delegates arrive for the summit.", "2024-05-05", "day"),
    # a month word of theirs alone is no day, nor a count after a day ("2000 kishi", people)
    ("Yanvar ayında Bakıda qar yağıb, 2024-cü ildə.", "2024-01-01", "year"),
    ("Toshkentda 1-may 2000 kishi ishtirok etgan yurish bo‘ldi.", None, None),
])
def test_month_words_of_these_languages_alone_are_no_dates(text, day, precision):
    assert _day(text) == (day, precision)


@pytest.mark.parametrize("text, day", [
    # a house's label before the day qualifies it as it does any other date
    ("Bakı, 7 yanvar 2026 – APA. Yeni məktəbin açılışı. Photo date: 2026-cı il yanvarın 6-da",
     "2026-01-06"),
    ("Astana, 2024 jylğy 5 şılde. Elordada mereke. Picture date: 2024 jylğy 4 şılde", "2024-07-04"),
    (("Release date: 2023-nji ýylyň 12-nji dekabry. Aşgabatda 2023-nji ýylyň 10-njy "
      "dekabrynda Bitaraplyk güni bellenildi."), "2023-12-10"),
    (("Publication date: 2022-yil 22-dekabr. Toshkentda 2022-yil 20-dekabr kuni yangi maktab "
      "ochildi."), "2022-12-20"),
])
def test_the_clause_qualifies_these_dates_as_any_other(text, day):
    assert extract_event_date(text).start.isoformat() == day


@pytest.mark.parametrize("text, day", [
    # a sentence that begins with a day and runs on is no stamp of the picture, in the
    # languages that write the day first in a sentence
    ("Ankara, 5 Mart 2024. 15 Temmuz 2016 gecesi darbe girişimi yaşandı.", "2024-03-05"),
    (("АСТАНА. 2024 жылғы 16 желтоқсан. ҚАЗАҚПАРАТ – Мереке. 1991 жылғы 16 желтоқсанда "
      "Қазақстан тәуелсіздігін жариялады."), "2024-12-16"),
    # ... but a day alone, after its town, before a credit, is ("Bologna, 2 agosto 2024")
    (("Il corteo ricorda la strage del 2 agosto 1980. Bologna, 2 agosto 2024 ANSA/GIORGIO "
      "BENVENUTI"), "2024-08-02"),
    ("Astana künı merekesı, 2023 jylğy 6 şılde. Astana, 2024 jylğy 6 şılde.", "2024-07-06"),
])
def test_a_day_that_begins_a_running_sentence_is_no_stamp(text, day):
    assert extract_event_date(text).start.isoformat() == day
