"""Dates in the Pacific's languages, as their papers and broadcasters write them.

Tongan ("ʻaho Tokonaki 4 Siulai 2015"), Samoan ("i le aso Faraile 9 Aperila 2021"), Māori ("i
te Tūrei, te 19 o Whiringa-ā-rangi 2024", the traditional months and the transliterated
ones), Hawaiian ("i ka lā 5 o Mei, 2018"), Tahitian ("13 no Tiurai 2023"), Fijian ("ena
Vukelulu, 14 ni Tiseba, 2022"), Tok Pisin ("long Trinde 10 Janueri 2024") and Bislama ("long
Mande 16 Maj 2015", where Maj is March): the day, a small word of "of" or not, the month and
the year; a month written with its year alone is a month. The macrons and the ʻokina are
often left out or written as an apostrophe. Month words that are English words or other
languages' ("Me", "June", "Mas", Polish and Swedish "maj") are read only between a day and a
year, and Bislama's "Maj" only in a caption with Bislama's own words.
"""

from __future__ import annotations

import pytest
from helpers import event_day_and_precision as _day

from timeline.understand import understand_caption
from timeline.understand.dates import extract_event_date

# ---------------------------------------------------------------------------------------
# a day, its month and its year
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, day", [
    # Tongan, with the macrons and the ʻokina, without them, with an apostrophe
    ("Nukuʻalofa, ʻaho Tokonaki 4 Siulai 2015: Ko e kātoanga ʻo e hilifaki kalauni.",
     "2015-07-04"),
    ("Ko e peesi ʻi Nukuʻalofa ʻi he ʻaho 15 Sānuali 2022 hili e pā ʻa e moʻunga afi.",
     "2022-01-15"),
    ("Nuku'alofa, 15 Sanuali 2022 - Ko e efu 'o e mo'unga afi.", "2022-01-15"),
    ("Vavaʻu, ʻaho Falaite 28 Fēpueli 2020.", "2020-02-28"),
    ("Ko e fakataha ʻi Nukuʻalofa ʻaho 3 Maʻasi 2018.", "2018-03-03"),
    ("Nuku'alofa, 3 Ma'asi 2018.", "2018-03-03"),
    ("ʻEua, ʻaho Mōnite 22 ʻEpeleli 2019.", "2019-04-22"),
    ("Ha'apai, 22 Epeleli 2019.", "2019-04-22"),
    ("Nukuʻalofa, ʻaho Pulelulu 8 Mē 2024.", "2024-05-08"),
    ("Nukualofa, 8 Me 2024.", "2024-05-08"),
    ("Nukuʻalofa, 17 Sune 2010.", "2010-06-17"),
    ("Kolofoʻou, 31 ʻAokosi 1999.", "1999-08-31"),
    ("Kolofo'ou, 31 Aokosi 1999.", "1999-08-31"),
    ("Nukuʻalofa, 12 Sepitema 2006.", "2006-09-12"),
    ("Nukuʻalofa, 9 ʻOkatopa 2014.", "2014-10-09"),
    ("Nukuʻalofa, 16 Nōvema 2006, ko e maumau hili e fakaaoao.", "2006-11-16"),
    ("Nukualofa, 16 Novema 2006.", "2006-11-16"),
    ("Nukuʻalofa, 25 Tīsema 2025.", "2025-12-25"),
    # Samoan (August both "Aokuso" and "Aukuso")
    ("Apia, i le aso Faraile 9 Aperila 2021, na faia ai le palota.", "2021-04-09"),
    ("Apia, 1 Ianuari 2000.", "2000-01-01"),
    ("Salelologa, 14 Fepuari 2013.", "2013-02-14"),
    ("Apia, i le aso Lulu 18 Mati 2020.", "2020-03-18"),
    ("Apia, 24 Me 2021, le aso na tapuni ai le Palemene.", "2021-05-24"),
    ("Apia, 1 Iuni 1997.", "1997-06-01"),
    ("Apia, 23 Iulai 2021.", "2021-07-23"),
    ("Apia, 30 Aokuso 2023.", "2023-08-30"),
    ("Apia, 30 Aukuso 2023.", "2023-08-30"),
    ("Apia, 29 Setema 2009, na taia ai e le galulolo.", "2009-09-29"),
    ("Apia, 5 Oketopa 2016.", "2016-10-05"),
    ("Apia, 11 Novema 2018.", "2018-11-11"),
    ("Apia, 31 Tesema 2011.", "2011-12-31"),
    # Māori: "te 19 o ...", the traditional months and the transliterated ones
    ("Kirikiriroa, i te Tūrei, te 19 o Whiringa-ā-rangi 2024, te hīkoi ki Pōneke.",
     "2024-11-19"),
    ("Te Tairāwhiti, te 28 o Kohitātea 2023.", "2023-01-28"),
    ("Te Matau-a-Māui, te 14 o Huitanguru 2023, i muri i te āwhā.", "2023-02-14"),
    ("Ōtautahi, te 15 o Poutū-te-rangi 2019.", "2019-03-15"),
    ("Ōtautahi, te 15 o Poutūterangi 2019.", "2019-03-15"),
    ("Ōtautahi, te 15 o Poututerangi 2019.", "2019-03-15"),
    ("Pōneke, te 25 o Paenga-whāwhā 2015, te rā o ANZAC.", "2015-04-25"),
    ("Poneke, te 25 o Paenga-whawha 2015.", "2015-04-25"),
    ("Rotorua, te 2 o Haratua 2008.", "2008-05-02"),
    ("Tāmaki Makaurau, te 20 o Pipiri 2021, Matariki.", "2021-06-20"),
    ("Tāmaki Makaurau, te 14 o Hōngongoi 2022.", "2022-07-14"),
    ("Ngāruawāhia, te 21 o Here-turi-kōkā 2024, te tangihanga o te Kīngi.", "2024-08-21"),
    ("Ngaruawahia, te 21 o Hereturikoka 2024.", "2024-08-21"),
    ("Waitangi, te 6 o Mahuru 2017.", "2017-09-06"),
    ("Pōneke, te 10 o Whiringa-ā-nuku 2020.", "2020-10-10"),
    ("Poneke, te 10 o Whiringa-a-nuku 2020.", "2020-10-10"),
    ("Waitangi, te 5 o Hakihea 2022.", "2022-12-05"),
    ("Waitangi, te 6 o Hānuere 2016.", "2016-01-06"),
    ("Pōneke, te 3 o Pēpuere 2011.", "2011-02-03"),
    ("Ōtautahi, te 15 o Māehe 2019.", "2019-03-15"),
    ("Pōneke, te 25 o Āperira 2015.", "2015-04-25"),
    ("Rotorua, te 2 o Mei 2008.", "2008-05-02"),
    ("Tāmaki, te 20 o Hune 2021.", "2021-06-20"),
    ("Tāmaki, te 14 o Hūrae 2022.", "2022-07-14"),
    ("Ngāruawāhia, te 21 o Ākuhata 2024.", "2024-08-21"),
    ("Waitangi, te 6 o Hepetema 2017.", "2017-09-06"),
    ("Pōneke, te 10 o Oketopa 2020.", "2020-10-10"),
    ("Pōneke, te 30 o Noema 2002.", "2002-11-30"),
    ("Waitangi, te 5 o Tīhema 2022.", "2022-12-05"),
    # Hawaiian: "i ka lā 5 o Mei, 2018"
    ("Pahoa, i ka lā 5 o Mei, 2018, ua kahe ka pele.", "2018-05-05"),
    ("Honolulu, i ka lā 17 o Ianuali, 1995.", "1995-01-17"),
    ("Honolulu, i ka lā 1 o Pepeluali, 2001.", "2001-02-01"),
    ("Hilo, i ka lā 26 o Malaki, 2020.", "2020-03-26"),
    ("Lāhainā, i ka lā 8 o ʻAukake, 2023, ua pau i ke ahi.", "2023-08-08"),
    ("Lahaina, i ka la 8 o Aukake, 2023.", "2023-08-08"),
    ("Honolulu, i ka lā 12 o ʻApelila, 2019.", "2019-04-12"),
    ("Honolulu, i ka lā 11 o Iune, 2016, Lā Kamehameha.", "2016-06-11"),
    ("Honolulu, i ka lā 4 o Iulai, 2012.", "2012-07-04"),
    ("Honolulu, i ka lā 21 o Kepakemapa, 2000.", "2000-09-21"),
    ("Honolulu, i ka lā 31 o ʻOkakopa, 2021.", "2021-10-31"),
    ("Honolulu, i ka lā 6 o Nowemapa, 2018.", "2018-11-06"),
    ("Honolulu, i ka lā 25 o Kekemapa, 2024.", "2024-12-25"),
    # Tahitian: "13 no Tiurai 2023"
    ("Papeete, i te pō mahana maha 13 no Tiurai 2023, te Heiva.", "2023-07-13"),
    ("Papeete, 2 no Tenuare 2017.", "2017-01-02"),
    ("Faaa, 19 no Fepuare 2010.", "2010-02-19"),
    ("Papeete, 8 no Māti 2022.", "2022-03-08"),
    ("Papeete, 8 no Mati 2022.", "2022-03-08"),
    ("Papeete, 29 no ʻEperēra 2014.", "2014-04-29"),
    ("Papeete, 29 no Eperera 2014.", "2014-04-29"),
    ("Papeete, 1 no Mē 2019.", "2019-05-01"),
    ("Papeete, 29 no Tiunu 2018.", "2018-06-29"),
    ("Papeete, 15 no ʻAtete 2005.", "2005-08-15"),
    ("Papeete, 7 no Tetepa 2003.", "2003-09-07"),
    ("Papeete, 12 no ʻAtopa 2021.", "2021-10-12"),
    ("Papeete, 11 no Novema 2020.", "2020-11-11"),
    ("Papeete, 24 no Tītema 2015.", "2015-12-24"),
    # Fijian: "14 ni Tiseba, 2022"
    ("Suva, ena Vukelulu, 14 ni Tiseba, 2022, a digitaki kina na Palimedi.", "2022-12-14"),
    ("Suva, 3 ni Janueri, 2020.", "2020-01-03"),
    ("Lautoka, 20 ni Feperueri, 2016, ni oti na cagilaba ko Winston.", "2016-02-20"),
    ("Suva, 5 ni Maji, 2019.", "2019-03-05"),
    ("Suva, 30 ni Epereli, 2010.", "2010-04-30"),
    ("Suva, 14 ni Me, 2018.", "2018-05-14"),
    ("Nadi, 9 ni June, 2021.", "2021-06-09"),
    ("Suva, 26 ni Julai, 2012.", "2012-07-26"),
    ("Suva, 1 ni Okosita, 2014.", "2014-08-01"),
    ("Suva, 17 ni Seviteba, 2014.", "2014-09-17"),
    ("Suva, 10 ni Okotova, 2020, na Siga ni Viti.", "2020-10-10"),
    ("Labasa, 2 ni Noveba, 2006.", "2006-11-02"),
    # Tok Pisin
    ("Pot Mosbi, long Trinde 10 Janueri 2024, ol man i bagarapim ol stoa.", "2024-01-10"),
    ("Pot Mosbi, Mande 27 Me 2024: graun i bruk long Enga.", "2024-05-27"),
    ("Lae, long 14 Februeri 2018.", "2018-02-14"),
    ("Rabaul, long 2 Mas 2019.", "2019-03-02"),
    ("Kokopo, 22 Epril 2015.", "2015-04-22"),
    ("Mount Hagen, 9 Jun 2022.", "2022-06-09"),
    ("Goroka, 16 Julai 2022.", "2022-07-16"),
    ("Wewak, long 30 Ogas 2017.", "2017-08-30"),
    ("Pot Mosbi, 16 Septemba 2025, 50 yia bilong Independens.", "2025-09-16"),
    ("Madang, 7 Oktoba 2011.", "2011-10-07"),
    ("Alotau, 28 Novemba 2008.", "2008-11-28"),
    ("Buka, 11 Disemba 2019.", "2019-12-11"),
    # Bislama: Maj is March
    ("Port Vila, long Mande 16 Maj 2015, ol man oli klinim haos afta long saeklon Pam.",
     "2015-03-16"),
    ("Port Vila, 13 Maj 2015: saeklon Pam i stap kasem Vanuatu.", "2015-03-13"),
    ("Luganville, long 5 Janewari 2018.", "2018-01-05"),
    ("Port Vila, long 24 Februari 2020, ol man blong Pentekos.", "2020-02-24"),
    ("Port Vila, long 8 Eprel 2017.", "2017-04-08"),
    ("Port Vila, long 30 Mei 2009.", "2009-05-30"),
    ("Port Vila, long 30 Julae 2020, Indipendens Dei.", "2020-07-30"),
    ("Port Vila, long 12 Ogis 2016.", "2016-08-12"),
    ("Port Vila, long 4 Disemba 2023.", "2023-12-04"),
])
def test_pacific_days_are_read_whole(text: str, day: str) -> None:
    assert _day(text) == (day, "day")


@pytest.mark.parametrize("text, month", [
    ("Nukuʻalofa, Siulai 2015: Ko e kātoanga hilifaki kalauni.", "2015-07-01"),
    ("Apia, Aperila 2021.", "2021-04-01"),
    ("Ōtautahi, Poutū-te-rangi 2019, te whakamaumaharatanga.", "2019-03-01"),
    ("Lāhainā, ʻAukake 2023.", "2023-08-01"),
    ("Papeete, Tiurai 2023, te Heiva i Tahiti.", "2023-07-01"),
    ("Suva, Tiseba 2022.", "2022-12-01"),
    ("Pot Mosbi, Septemba 2015.", "2015-09-01"),
])
def test_a_month_and_its_year_is_a_month(text: str, month: str) -> None:
    assert _day(text) == (month, "month")


# ---------------------------------------------------------------------------------------
# what must not change
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    # English: "June" and "Jun" keep reading as English does
    ("Flooded streets in Nadi, Fiji, on 4 June 2015.", ("2015-06-04", "day")),
    ("Protesters in Suva, Fiji, June 2015.", ("2015-06-01", "month")),
    ("Crowds in Apia, Samoa, 27 Jun 2024. REUTERS", ("2024-06-27", "day")),
    # "me", "Me" and "Mas" that are no months
    ("Give me 2015 reasons, the banner reads, Auckland, New Zealand, March 3, 2021.",
     ("2021-03-03", "day")),
    # Polish, Swedish and Serbian "maj" stays May
    ("Warszawa, 3 maj 2024. Parada z okazji Święta Konstytucji.", ("2024-05-03", "day")),
    ("Obchody Święta Konstytucji, Warszawa, 3 maja 2024.", ("2024-05-03", "day")),
    ("Stockholm, 1 maj 2019: demonstranter på Sergels torg, we were told.",
     ("2019-05-01", "day")),
    ("Beograd, 9. maj 2022. Obeležavanje Dana pobede.", ("2022-05-09", "day")),
    # a capitalised "Maj" without Bislama's words is May as before
    ("Kraków, 3 Maj 2024. Parada.", ("2024-05-03", "day")),
    # another language's day of a month the Pacific shares: Hausa's "13 ga Oktoba, 2016"
    ("Abuja ranar Alhamis 13 ga Oktoba, 2016. Hoto: Getty Images", ("2016-10-13", "day")),
    ("Dar es Salaam, Julai 2015.", ("2015-07-01", "month")),  # Swahili's, as before
])
def test_other_words_keep_their_reading(text: str, expected) -> None:
    assert _day(text) == expected


@pytest.mark.parametrize("text", [
    "Mas Camp 2015 band members parade in Port of Spain.",
    # names before a year: "Sune", "Malaki", "Mati", "Tesema", "Mahuru", "Noema", "June"
    "Sune 2015 exhibition opens in Malmö.",
    "Malaki 2018 tour poster in Apia.",
    "Mati 2019 festival in Davao Oriental.",
    "Tesema 2020 campaign rally in Addis Ababa.",
    "Mahuru 2021 exhibition at Te Papa, Wellington.",
    "Noema 2022 cover shoot in Los Angeles.",
    "Me 2015 is the title of the show.",
    "Maji Maji 2019 dancers perform in Dar es Salaam.",
])
def test_names_before_a_year_are_no_months(text: str) -> None:
    assert extract_event_date(text).precision not in ("month", "day")


# ---------------------------------------------------------------------------------------
# whole captions
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, day", [
    (("Nukuʻalofa, ʻaho Tokonaki 4 Siulai 2015: Ko e kātoanga hilifaki kalauni ʻo e Tuʻi "
      "Tupou VI. AFP PHOTO / Marty Melville"), "2015-07-04"),
    (("Port Vila, long Mande 16 Maj 2015: ol man oli stap long ples we saeklon Pam i bagarapim. "
      "REUTERS/Edgar Su"), "2015-03-16"),
    (("Suva, ena Vukelulu, 14 ni Tiseba, 2022: a digitaki na Palimedi vou. "
      "Photo: Fiji Sun/Ronald Kumar"), "2022-12-14"),
    (("Kirikiriroa, i te Tūrei, te 19 o Whiringa-ā-rangi 2024: te hīkoi mō te Tiriti. "
      "Photo: RNZ/Samuel Rillstone"), "2024-11-19"),
])
def test_whole_captions_give_the_day(gaz, text: str, day: str) -> None:
    assert understand_caption(text, gaz).date.start.isoformat() == day


def test_an_english_long_is_no_bislama_word():
    # "long" is English too: a Swedish "1 Maj 2024" in an English caption stays May
    from timeline.understand.dates import extract_event_date
    date = extract_event_date("Marchers walk a long route through Stockholm on 1 Maj 2024.")
    assert date.start is None or date.start.month == 5
