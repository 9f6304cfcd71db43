"""Captions copied from a paper's web page: the paper's name and stamp under the credit.

The lines under such a caption ("The Kerryman | Wednesday, August 21, 2019") date it and
name the paper; the cleaned text runs them into the credit, so they are read before their
line breaks are lost (:func:`timeline.understand.caption_key`).
"""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.events import collect_captions
from timeline.records import Record
from timeline.understand import caption_key, understand_caption
from timeline.understand.text import normalise_text

PAGES = [
    # (caption with its page lines, photographer, agency, event date)
    ("Volunteers fill sandbags in Keswick on Friday as Storm Desmond approaches. Picture: "
     "Tom Kershaw\nThe Westmorland Gazette | Saturday, December 5, 2015",
     "Tom Kershaw", "The Westmorland Gazette", dt.date(2015, 12, 4)),
    ("Players warm up at the Gabba on Sunday. Photo: Jono Searle\nThe Courier-Mail | "
     "Updated: 9 Jan 2023, 6:12am", "Jono Searle", "The Courier-Mail", dt.date(2023, 1, 8)),
    ("Firefighters hose down a barn near Yakima on Tuesday. Evan Abell/Yakima Herald-Republic\n"
     "Posted: Wednesday, July 19, 2023 5:00 am", "Evan Abell", "Yakima Herald-Republic",
     dt.date(2023, 7, 18)),
    ("Commuters wade through water in Andheri on Monday. (Express photo by Ganesh Shirsekar)\n"
     "Written by Express News Service | Mumbai | Updated: July 4, 2023 10:15 IST\n"
     "The Indian Express", "Ganesh Shirsekar", "The Indian Express", dt.date(2023, 7, 3)),
]


@pytest.mark.parametrize("caption, photographer, agency, day", PAGES)
def test_the_page_lines_name_the_paper_and_date_the_weekday(gaz, caption, photographer, agency,
                                                            day):
    facts = understand_caption(caption_key(caption), gaz)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)
    assert facts.date.start == day
    assert facts.text == normalise_text(caption)  # (the event's text and id: single-spaced)


def test_the_key_keeps_line_breaks_only_before_page_lines():
    plain = "A man walks in Leeds on Monday.\nPicture: Jane Doe"
    assert caption_key(plain) == normalise_text(plain)
    paged = "A  man walks in Leeds on Monday. Picture: Jane Doe\nYorkshire Post | 1 May 2023"
    assert caption_key(paged) == ("A man walks in Leeds on Monday. Picture: Jane Doe\n"
                                  "Yorkshire Post | 1 May 2023")


def test_copies_of_one_page_are_one_caption():
    text = "A man walks in Leeds on Monday. Picture: Jane Doe\nYorkshire Post | 1 May 2023"
    records = [Record(text=text, source="a.txt", line=1),
               Record(text=text.replace(" walks", "  walks"), source="a.txt", line=5)]
    captions, seen = collect_captions(records)
    assert seen == 2 and list(captions.values()) == [["a.txt:1", "a.txt:5"]]


def test_a_page_and_its_single_line_copy_are_one_caption():
    """A CSV export runs the page's lines into one; the two are one event (one id)."""
    paged = "A man walks in Leeds on Monday. Picture: Jane Doe\nYorkshire Post | 1 May 2023"
    records = [Record(text=paged, source="a.txt", line=1),
               Record(text=paged.replace("\n", " "), source="b.csv", line=2)]
    captions, _ = collect_captions(records)
    assert list(captions.values()) == [["a.txt:1", "b.csv:2"]]
    assert list(captions) == [caption_key(paged)]


@pytest.mark.parametrize("caption, day", [
    # the review: the page's stamp dates only what the caption leaves undated; a weekday
    # is on or before it
    ("A man walks in Leeds on May 5, 2023. Picture: Jane Doe\nYorkshire Post | 8 May 2023",
     dt.date(2023, 5, 5)),
    ("Fans cheer in Sheffield on Thursday. Picture: Jane Doe\nSheffield Star | Monday, 13 "
     "March 2023", dt.date(2023, 3, 9)),
    ("Swimmers brave Galway Bay on Monday.\nIrish Times\nFriday, June 9, 2023",
     dt.date(2023, 6, 5)),
    ("A man walks in Leeds yesterday. Picture: Jane Doe\nYorkshire Post | 8 May 2023",
     dt.date(2023, 5, 7)),
])
def test_the_page_stamp_is_the_day_the_page_was_filed(gaz, caption, day):
    assert understand_caption(caption_key(caption), gaz).date.start == day


@pytest.mark.parametrize("caption, agency", [
    # a sentence on the last line is no paper's name
    ("Police cordon off a street in Leeds on May 8, 2023.\nThe man was later released.", None),
    ("Police cordon off a street in Berlin, May 8, 2023.\nDie Polizei ermittelt.", None),
    ("Crowds watch the parade in New York, May 8, 2023.\nThe Associated Press", "AP"),
])
def test_a_last_line_is_a_paper_only_by_its_name(gaz, caption, agency):
    assert understand_caption(caption_key(caption), gaz).credit.agency == agency


@pytest.mark.parametrize("caption, photographer, agency, day", [
    # the blind check: a page's furniture (sharing, reading time, the article's byline and
    # its role line) between the caption and its stamp; a stamp after a weekday of its own
    ("Surfers wait for a wave at Piha on Sunday morning. Photo / Jane Smith\nBy John Doe\n"
     "Reporter·NZ Herald·\n7 Jan, 2024 04:12 PM\n3 mins to read", "Jane Smith", "NZ Herald",
     dt.date(2024, 1, 7)),
    ("Rescue workers at the site of a strike in Kharkiv on Thursday morning. Photograph: Jane "
     "Doe/Reuters\nThu 4 Jan 2024 09.38 GMT\nShare", "Jane Doe", "Reuters", dt.date(2024, 1, 4)),
    # (German weekdays are not read: the page's day dates it)
    ("Demonstranten vor dem Reichstag in Berlin.\nFoto: Jane Doe / REUTERS\n"
     "Donnerstag, 04.01.2024, 14.17 Uhr", "Jane Doe", "Reuters", dt.date(2024, 1, 4)),
    # a house the agencies know keeps its own spelling on its page line, not "Unian"
    ("People shelter in a metro station in Kyiv during an air raid alarm. Photo: Ivan Petrenko"
     "\nUNIAN | Updated: 14 November 2025, 10:12", "Ivan Petrenko", "UNIAN",
     dt.date(2025, 11, 14)),
    ("Surfers wait for a wave at Piha on Sunday morning. Photo / Jane Smith\nBy John Doe\n"
     "Reporter·UNIAN·\n7 Jan, 2024 04:12 PM", "Jane Smith", "UNIAN", dt.date(2024, 1, 7)),
])
def test_a_pages_furniture_is_read_past(gaz, caption, photographer, agency, day):
    facts = understand_caption(caption_key(caption), gaz)
    assert (facts.credit.photographer, facts.credit.agency, facts.date.start) == (
        photographer, agency, day)


@pytest.mark.parametrize("caption, agency, day", [
    # the year-first stamps of the Japanese and Chinese pages, under the house's own tag
    ("大雪の中、通勤する人たち＝2024年2月5日午前、東京都千代田区（共同）\n\n2024年2月5日 10時05分配信",
     "Kyodo", dt.date(2024, 2, 5)),
    # a paper's name and its section on a line of their own, then the stamp
    ("Fishermen haul in their nets at Maracas Bay on Saturday. Jane Doe/Staff Photographer\n\n"
     "Trinidad Express | Local News\nPublished: Sunday | June 2, 2024 | 12:09 AM",
     "Trinidad Express", dt.date(2024, 6, 1)),
])
def test_year_first_stamps_and_a_papers_section(gaz, caption, agency, day):
    facts = understand_caption(caption, gaz)
    assert (facts.credit.agency, facts.date.start) == (agency, day)


@pytest.mark.parametrize("caption, agency", [
    # a caption's own line opening with its date is no page stamp, nor is a town and a
    # section a paper's line
    ("国庆升旗仪式\n2024年10月1日，北京天安门广场举行国庆升旗仪式。中新社记者 张三 摄",
     "China News Service"),
    ("Ministers arrive for the weekly cabinet meeting at the ministry, 14 November 2025.\n"
     "The Hague | Politics", None),
])
def test_lines_that_are_no_page_lines(gaz, caption, agency):
    assert understand_caption(caption, gaz).credit.agency == agency


@pytest.mark.parametrize("caption, agency, day", [
    # a page copied from its top: the paper, a section, the headline and the stamp above the
    # caption; the stamp dates "this afternoon" and "yesterday", the paper fills the credit
    ("NZ Herald\nNew Zealand | Weather\nAuckland swelters through its hottest day\n12 Feb, "
     "2025 04:00 PM  3 mins to read\nSwimmers cool off at Mission Bay in Auckland this afternoon "
     "as temperatures climb. Photo / Jane Doe", "NZ Herald", dt.date(2025, 2, 12)),
    ("The Daily Star\nCity\nThu Feb 13, 2025 12:00 AM  Last update on: Thu Feb 13, 2025 01:27 "
     "AM\nFactory workers queue for their wages at a garment factory in Dhaka yesterday. Photo: "
     "Jane Doe", "The Daily Star", dt.date(2025, 2, 12)),
    # a date alone on the first line is the caption's, no page's stamp
    ("15.01.2025\nResidents celebrate in the streets of Deir al-Balah in central Gaza after the "
     "ceasefire was announced. (Photo: Jane Doe/Anadolu)", "Anadolu", dt.date(2025, 1, 15)),
])
def test_a_pages_head_above_the_caption(gaz, caption, agency, day):
    facts = understand_caption(caption, gaz)
    assert (facts.credit.agency, facts.date.start) == (agency, day)


def test_copies_with_and_without_the_pages_head_keep_the_head_in_the_key():
    caption = ("NZ Herald\nNew Zealand | Weather\n12 Feb, 2025 04:00 PM\nSwimmers cool off at "
               "Mission Bay in Auckland this afternoon. Photo / Jane Doe")
    assert caption_key(caption).split("\n")[:3] == ["NZ Herald", "New Zealand | Weather",
                                                     "12 Feb, 2025 04:00 PM"]


@pytest.mark.parametrize("caption, place, agency", [
    # the second review: a headline above the stamp keeps its place, below the caption's; a
    # dateline with a time is no page's stamp; a headline is no paper
    ("Earthquake in Turkey\nFebruary 6, 2023 09:12\nRescuers search for survivors in the rubble "
     "of a collapsed building after the quake. REUTERS/Jane Doe", "Turkey", "Reuters"),
    ("KYIV, Feb 24, 2022, 07:45\nSmoke rises over the city after missile strikes on the capital "
     "early in the morning. REUTERS/Jane Doe", "Kyiv", "Reuters"),
    ("Bolt Breaks World Record\nAugust 16, 2009 21:35\nUsain Bolt of Jamaica celebrates after "
     "winning the 100m final at the Olympic Stadium in Berlin.", "Berlin", None),
])
def test_a_pages_head_after_the_second_review(gaz, caption, place, agency):
    facts = understand_caption(caption, gaz)
    assert (facts.place.resolution.name, facts.credit.agency) == (place, agency)


@pytest.mark.parametrize("caption, photographer, agency, day", [
    # the story's paragraphs and the page's buttons after the caption's credit line are no
    # part of it; the stamp above dates "on Monday" (the Guardian's "07.00 BST")
    ("Education\nWelsh pupils return to classrooms as heads warn of staff shortages\n"
     "Tue 3 Sep 2024 07.00 BST\nShare\nPupils arrive for the first day of term at a primary "
     "school in Cardiff on Monday. Photograph: Jane Doe/PA\nSchool leaders say the cuts ...",
     "Jane Doe", "PA", dt.date(2024, 9, 2)),
    # Le Monde's head ("Publié le ... à 06h00"), its caption's own day, a button after it
    ("Société\nRentrée scolaire : ce qui change\nPar Le Monde avec AFP\nPublié le 02 septembre "
     "2024 à 06h00, modifié le 03 septembre 2024 à 10h12\nLecture 4 min.\nDes élèves dans une "
     "école élémentaire de Lyon, le 2 septembre 2024. JEAN DUPONT / AFP\nOffrir cet article",
     "Jean Dupont", "AFP", dt.date(2024, 9, 2)),
    # tagesschau's "Stand:" above a file picture and its "Bild: house | photographer"
    ("Stand: 03.09.2024 11:47 Uhr\nDie Sanierung der Brücke beginnt im Herbst.\nDie gesperrte "
     "Brücke in Dresden am Morgen des 12. Juli 2023 (Archivbild).\nBild: picture alliance/dpa "
     "| Max Muster", "Max Muster", "dpa", dt.date(2023, 7, 12)),
    # Reuters' slug, a file picture, then the story's next paragraph
    ("ACME-SPLIT/\nFILE PHOTO: Acme products are displayed in a store in Denver, Colorado, "
     "U.S., May 13, 2021. REUTERS/Jane Doe/File Photo\nAcme said on Tuesday it would split "
     "into two companies.", "Jane Doe", "Reuters", dt.date(2021, 5, 13)),
])
def test_a_pages_text_after_the_caption_is_no_part_of_it(gaz, caption, photographer, agency,
                                                         day):
    facts = understand_caption(caption, gaz)
    assert (facts.credit.photographer, facts.credit.agency, facts.date.start) == (
        photographer, agency, day)


@pytest.mark.parametrize("caption, photographer, agency", [
    ("AP Photo/Jane Doe\nVoters line up to cast their ballots at a polling place in Chicago, "
     "Tuesday, Nov. 5, 2024.", "Jane Doe", "AP"),
    # under a headline's short line; a label and a house; a label and a name alone
    ("Election Day\nAP Photo/Jane Doe\nVoters line up to cast their ballots at a polling "
     "place in Chicago, Tuesday, Nov. 5, 2024.", "Jane Doe", "AP"),
    ("Photo: Reuters\nVoters line up to cast their ballots at a polling place in Chicago, "
     "Tuesday, Nov. 5, 2024.", None, "Reuters"),
    ("© Jane Doe\nVoters line up to cast their ballots at a polling place in Chicago, "
     "Tuesday, Nov. 5, 2024.", "Jane Doe", None),
    # the caption's own credit wins over the line above
    ("Photo: Reuters\nVoters line up to cast their ballots at a polling place in Chicago, "
     "Tuesday, Nov. 5, 2024. AP Photo/John Roe", "John Roe", "AP"),
    # a photographer above, the paper closing the caption: one credit, both halves kept
    ("Foto di Marco Bellini\nNapoli, 3 marzo 2021. Le bancarelle del mercato di Porta Nolana "
     "riaprono dopo il lockdown (la Repubblica)", "Marco Bellini", "la Repubblica"),
    ("Photo by Anna Kowal\nWARSAW, June 4, 2023. Marchers cross the city centre on Sunday. "
     "(AP)", "Anna Kowal", "AP"),
    # ... unless the two lines name different houses: the caption's own credit stands alone
    ("Photo: John Roe / Reuters\nVoters line up to cast their ballots at a polling place in "
     "Chicago, Tuesday, Nov. 5, 2024. (AFP)", None, "AFP"),
    # a dateline with its house on a line of its own: the house, no photographer "Deir al-Balah"
    ("Deir al-Balah / Anadolu\nHundreds of Palestinians gather in the city of Deir al-Balah "
     "in central Gaza on Wednesday, Jan. 15, 2025.", None, "Anadolu"),
    ("Northern Gaza / Anadolu\nPalestinians inspect the rubble of a house after an Israeli "
     "strike in Jabalia, on Oct. 12, 2024.", None, "Anadolu"),
    # the GDR's agency, its archive's picture (no photographer "Adn-Zb")
    ("ADN-ZB/Archiv\nDanzig, 19.09.1939. Adolf Hitler fährt durch die Langgasse zum Artushof, "
     "wo er seine Rede hält.", None, "ADN"),
])
def test_a_credit_line_above_its_caption_is_its_credit(gaz, caption, photographer, agency):
    facts = understand_caption(caption_key(caption), gaz)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)
    assert facts.place.resolution is not None and facts.date.start is not None
    if caption.startswith(("AP Photo", "©")):  # the credit's line is no part of the body
        assert facts.body.startswith("Voters")


def test_a_page_with_two_pictures_keeps_the_first_caption_and_its_credit(gaz):
    facts = understand_caption(
        "Pupils arrive at a school in Cardiff on Monday 2 September 2024. Photograph: Jane "
        "Doe/PA\nSchool leaders say staff shortages are worsening.\nA teacher in a classroom in "
        "Swansea, 3 September 2024. Photograph: John Roe/Getty Images\nThe government said it "
        "would respond.", gaz)
    assert (facts.credit.photographer, facts.credit.agency, facts.place.resolution.name) == (
        "Jane Doe", "PA", "Cardiff")


@pytest.mark.parametrize("caption, photographer, agency, day", [
    # a page with no head, its story after the caption's credit line: the key keeps the lines,
    # and the story is cut off
    ("Motorists wade through floodwaters along Mombasa Road, Nairobi on April 27, 2026. "
     "[Jane Doe, Standard]\nShare this article\nResidents said the drains had been blocked "
     "for weeks.", "Jane Doe", "The Standard", dt.date(2026, 4, 27)),
    # ... but a stamp's short line under the credit stays: an old wirephoto's, APP's slug
    ("BOMBAY, March 12 - Firemen search the wreckage outside the stock exchange after a car "
     "bomb exploded in the basement garage. REUTER/John Doe\n12 MAR 93", "John Doe", "Reuters",
     dt.date(1993, 3, 12)),
])
def test_the_key_keeps_the_lines_of_a_story_after_the_caption(gaz, caption, photographer,
                                                              agency, day):
    facts = understand_caption(caption_key(caption), gaz)
    assert (facts.credit.photographer, facts.credit.agency, facts.date.start) == (
        photographer, agency, day)


def test_a_caption_with_no_story_after_it_has_a_flat_key():
    assert "\n" not in caption_key("A man walks in Paris on May 1, 2024.\nREUTERS/Jane Doe")


def test_a_storys_byline_under_the_pages_head_is_no_part_of_the_caption(gaz):
    page = ("Escolas de samba fazem ensaios técnicos na Sapucaí\nPublicado em 02/02/2026 - "
            "09:15\nPor Vitor Abdala - Repórter da Agência Brasil - Rio de Janeiro\n\nRio de "
            "Janeiro (RJ), 01/02/2026 – Ensaio técnico da Estação Primeira de Mangueira no "
            "Sambódromo. Foto: Tomaz Silva/Agência Brasil")
    facts = understand_caption(caption_key(page), gaz)
    assert facts.body.startswith("Rio de Janeiro (RJ)")
    assert (facts.date.start, facts.place.resolution.name) == (dt.date(2026, 2, 1),
                                                                "Rio de Janeiro")


def test_a_credit_alone_on_its_line_with_no_caption_under_it():
    assert caption_key("AP Photo/John Doe\n") == "AP Photo/John Doe"
    assert caption_key("Photo: Reuters\n\n") == "Photo: Reuters"


def test_a_page_s_published_day_over_its_updated_one_with_times(gaz):
    # (the page's head: "Published: 9:15pm, 28 Jul 2025" then "Updated: 10:02pm, 29 Jul
    # 2025"; "on Monday" is the published day's)
    page = ("China\nChikungunya outbreak: Foshan steps up mosquito war as cases top 4,000\n"
            "Published: 9:15pm, 28 Jul 2025\nUpdated: 10:02pm, 29 Jul 2025\nWorkers spray "
            "insecticide in a residential compound in Foshan's Shunde district in Guangdong "
            "province on Monday. Photo: AFP")
    facts = understand_caption(caption_key(page), gaz)
    assert facts.body.startswith("Workers spray")
    assert facts.date.start == dt.date(2025, 7, 28)


def test_a_day_alone_under_the_story_s_byline_is_the_page_s_stamp(gaz):
    page = ("Business\nTraders count losses as fuel prices bite\nBy Nation Reporter\n"
            "July 29, 2025\nTraders at Gikomba Market in Nairobi on July 28, 2025.\n"
            "Photo credit: Bonface Bogita | Nation Media Group")
    facts = understand_caption(caption_key(page), gaz)
    assert facts.body.startswith("Traders at Gikomba") and "By Nation" not in facts.body
    assert facts.date.start == dt.date(2025, 7, 28)
    # (a day on a line of its own with no byline above it is the caption's, as before)
    assert understand_caption(caption_key(
        "July 29, 2025\nTraders at Gikomba Market in Nairobi count their losses.\n"
        "Photo: Bonface Bogita/Nation"), gaz).date.start == dt.date(2025, 7, 29)


@pytest.mark.parametrize("page, photographer, agency", [
    # the page's byline, stamp and "Share this story" under the credit line
    ("NEWS | Nairobi\nTeachers from Kisumu, Mombasa and Nakuru counties demonstrate along "
     "Harambee Avenue in Nairobi on November 18, 2025.\nPhoto credit: Dennis Onsongo | Nation "
     "Media Group\nBy Nation Reporter\nPublished on Wednesday, November 19, 2025\nShare this "
     "story", "Dennis Onsongo", "Nation Media"),
    # the page's region and section between bars, after a blank line, then its stamp
    ("Hundreds of protesters gathered outside Parliament in Wellington yesterday. Photo / Mark "
     "Mitchell\n\nNew Zealand | Politics\n19 Nov, 2025 05:00 AM\n3 mins to read",
     "Mark Mitchell", None),
])
def test_a_page_s_labels_and_furniture_under_the_credit(gaz, page, photographer, agency):
    facts = understand_caption(caption_key(page), gaz)
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)
    assert facts.date.start == dt.date(2025, 11, 18)


@pytest.mark.parametrize("page, day, photographer, agency", [
    # a paper's date line under the caption, its weekday in its language: the day it was
    # printed, which "gisteren" (yesterday) counts back from
    ("ROTTERDAM - Hulpdiensten bij een woningbrand in Rotterdam-Zuid, gisteren. Twee bewoners "
     "werden naar het ziekenhuis gebracht. ANP JEROEN VAN DAM\nAlgemeen Dagblad, dinsdag 14 "
     "februari 2017", dt.date(2017, 2, 13), "Jeroen van Dam", "ANP"),
    # AAP's copyright year under the credit: the year of the dateline's day
    ("BRISBANE, Jan 12 AAP - Residents sandbag a property in the suburb of Rocklea on Tuesday "
     "night as the Brisbane River continued to rise. AAP Image/Dan Whitfield\n(c) 2011 AAP",
     dt.date(2011, 1, 11), "Dan Whitfield", "AAP"),
])
def test_a_paper_s_date_line_and_a_copyright_year_under_the_caption(gaz, page, day,
                                                                    photographer, agency):
    facts = understand_caption(caption_key(page), gaz)
    assert facts.date.start == day
    assert (facts.credit.photographer, facts.credit.agency) == (photographer, agency)


def test_xinhua_s_page_footer_gives_the_dateline_its_year(gaz):
    page = ("NAIROBI, Nov. 20 (Xinhua) -- People wade through a flooded street in the Kibera area "
            "of Nairobi, capital of Kenya, on Monday. (Xinhua/Li Yan)\nSource: Xinhua | "
            "2023-11-21 08:40:12 | Editor: huaxia")
    facts = understand_caption(caption_key(page), gaz)
    assert facts.date.start == dt.date(2023, 11, 20)
    assert (facts.credit.photographer, facts.credit.agency) == ("Li Yan", "Xinhua")
