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
