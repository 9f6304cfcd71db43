"""Event dates: the written forms, context dates, partial dates, weekdays, impossible dates."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from timeline.understand import understand_caption
from timeline.understand.credits import split_credit
from timeline.understand.date_mentions import find_date_mentions
from timeline.understand.dates import EventDate, country_writes_day_first, extract_event_date
from timeline.understand.text import normalise_text, repair_broken_hyphenation

EXTRA = Path(__file__).parent / "data" / "captions_dates_credits.jsonl"


def body_of(text: str) -> str:
    """The caption as the pipeline hands it to the date reader."""
    return split_credit(repair_broken_hyphenation(normalise_text(text)))[0]


@pytest.mark.parametrize("text, expected", [
    ("Aleppo, Syria December 15, 2016.", "2016-12-15"),
    ("Mosul, Iraq, Tuesday, December 6, 2016.", "2016-12-06"),
    ("provided on Sunday February 15, 2015 by the group", "2015-02-15"),
    ("Hemeimeem air base in Syria Wednesday January 20, 2016.", "2016-01-20"),
    ("in Sanaa, Yemen, 15 December 2016.", "2016-12-15"),
    ("in Sanaa on Dec. 15, 2016.", "2016-12-15"),
    ("in Sanaa on Dec 15 2016", "2016-12-15"),
    ("in Sanaa on Sept. 3, 2015", "2015-09-03"),
    ("in Quito on 3rd March 2012.", "2012-03-03"),
    ("in Quito on the 3rd of March, 2012.", "2012-03-03"),
    ("PYONGYANG, NORTH KOREA - OCTOBER 10, 2015: a parade", "2015-10-10"),
    ("Mecca 2018-08-19.", "2018-08-19"),
    ("Beijing 2018/8/19.", "2018-08-19"),
    ("in Sanaa on Dec.15, 2016", "2016-12-15"),
    ("taken 25/04/2004 in Darfur", "2004-04-25"),
    ("taken 04/25/2004 in Darfur", "2004-04-25"),
    ("in Lesbos, Sunday, Sept. 20, 2015.", "2015-09-20"),
    ("Kolkata, India. 10th Oct, 2024. Devotees visit a pandal.", "2024-10-10"),
    # a Getty dateline's day before its colon, its year named in the text
    ("SARAJEVO, YUGOSLAVIA - FEBRUARY 14: Skaters perform at the Winter Games, 1984.",
     "1984-02-14"),
])
def test_full_date_forms_are_read_to_the_day(text, expected):
    date = extract_event_date(text)
    assert (date.start.isoformat(), date.precision, date.time_precision) == (expected, "day", 1)
    assert date.end == date.start
    assert text[date.span[0]:date.span[1]] == date.text


@pytest.mark.parametrize("text, start, end, precision", [
    ("A hospital in Gaza City, November 2023.", "2023-11-01", "2023-11-30", "month"),
    ("Girls play football in Herat in February 2016.", "2016-02-01", "2016-02-29", "month"),
    ("Fishermen at Port-au-Prince, Haiti, in 2010.", "2010-01-01", "2010-12-31", "year"),
])
def test_month_and_year_dates_cover_their_period(text, start, end, precision):
    date = extract_event_date(text)
    assert (date.start.isoformat(), date.end.isoformat(), date.precision) == (start, end, precision)
    assert date.time_precision == 3


def test_a_bare_year_is_the_event_date_only_when_nothing_better_exists():
    date = extract_event_date("Rebels have held the town since 2012. Fighters rest in Aleppo, in 2016, "
                              "on December 12, 2016.")
    assert date.start == dt.date(2016, 12, 12) and date.precision == "day"
    assert date.context_dates == ("2012", "2016")


@pytest.mark.parametrize("text", [
    "Russian warplanes have flown over 5,700 combat missions.",
    "The battalion consists of 800 female soldiers.",
    "A soldier of the 9th division is seen within a Humvee.",
    "About 1500 people and 2,016 cars were counted.",
    "The 2016 offensive was the largest.",
    "Grandparents of the 1990s generation.",
    "Protesters may 5 times march through the square.",
    "Route 66 at 12:30.",
    "The deaths of 2000 people were reported.",
])
def test_numbers_that_are_not_dates(text):
    date = extract_event_date(text)
    assert date.start is None and date.text is None and date.context_dates == ()


def test_a_year_led_by_a_temporal_word_is_a_year_even_before_a_noun():
    assert extract_event_date("In 2014 rebels took the town.").start == dt.date(2014, 1, 1)


def test_context_dates_are_kept_apart():
    since = extract_event_date("A bomber is ready at Hemeimeem air base in Syria Wednesday January 20, "
                               "2016. Russian warplanes have flown over 5,700 combat missions since "
                               "Moscow launched its air campaign in Syria on September 30, 2015.")
    assert since.start == dt.date(2016, 1, 20) and since.context_dates == ("2015-09-30",)
    dating = extract_event_date("A fighter near Sirte, Libya, September 16, 2011. A timeline of images "
                                "dating from 2010 from Sirte, Libya.")
    assert dating.start == dt.date(2011, 9, 16) and dating.context_dates == ("2010",)
    month = extract_event_date("A soldier in Mosul, Iraq, Tuesday, December 6, 2016. Iraqi forces "
                               "launched a campaign in October to retake Mosul.")
    assert month.start == dt.date(2016, 12, 6) and month.context_dates == ("2016-10",)


def test_a_weakly_marked_date_is_the_event_date_when_there_is_no_other():
    date = extract_event_date("People attend the memorial on the 15th anniversary of the attacks on "
                              "September 11, 2016 in New York City.")
    assert date.start == dt.date(2016, 9, 11)
    since = extract_event_date("Syrians have fled their homes since March 15, 2011.")
    assert since.start is None and since.context_dates == ("2011-03-15",)


def test_a_context_date_first_does_not_become_the_event_date():
    date = extract_event_date("Since March 15, 2011, half of Syria's people have fled. A girl looks "
                              "out of a tent in Atmeh, Syria, on March 15, 2018.")
    assert date.start == dt.date(2018, 3, 15)
    assert date.context_dates == ("2011-03-15",)


def test_a_context_cue_in_an_earlier_clause_does_not_leak():
    date = extract_event_date("Displaced since 2014, families gather in Mosul, Iraq December 10, 2016.")
    assert date.start == dt.date(2016, 12, 10) and date.context_dates == ("2014",)


def test_picture_taken_wins_over_the_release_date():
    date = extract_event_date("Fire engulfs a market in Khartoum. Picture taken April 15, 2023. "
                              "Released April 17, 2023.")
    assert date.start == dt.date(2023, 4, 15) and date.context_dates == ("2023-04-17",)


@pytest.mark.parametrize("text, expected", [
    ("Fans cross the road outside the studios in London on August 8, 2019, to mark 50 years "
     "since the band were photographed there for an album cover on August 8, 1969.",
     dt.date(2019, 8, 8)),
    ("Veterans gather in Hue, Vietnam, Jan. 31, 2018, 50 years since the city was photographed "
     "in ruins on Feb. 24, 1968. (AP Photo/Tran Van Minh)", dt.date(2018, 1, 31)),
    ("Soldiers photographed since the war began on February 24, 2022 are shown at an exhibition "
     "in Kyiv on March 3, 2023.", dt.date(2023, 3, 3)),
    # the near-misses: a "since" in a clause of its own leaves the picture's verb its day
    ("The bridge, closed since the flood, was photographed on May 3, 2024.", dt.date(2024, 5, 3)),
    ("A man missing since 2019 is pictured on July 2, 2024 in Lima.", dt.date(2024, 7, 2)),
    ("Fans who have waited since dawn are pictured outside the palace in London on May 6, "
     "2023. The King acceded on September 8, 2022.", dt.date(2023, 5, 6)),
    # ... and the day counted from is still the picture's when the caption gives no other
    ("Since being photographed at the Kremlin on May 9, 2024, the general has not been seen. "
     "Moscow, Russia. REUTERS/Jane Roe", dt.date(2024, 5, 9)),
])
def test_a_picture_verb_after_since_tells_the_day_counted_from(text, expected):
    assert extract_event_date(text).start == expected


def test_a_date_naming_another_event_is_context():
    date = extract_event_date("People visit the memorial to the victims of the September 11, 2001 "
                              "attacks in New York, September 11, 2016.")
    assert date.start == dt.date(2016, 9, 11) and date.context_dates == ("2001-09-11",)
    coup = extract_event_date("Supporters rally on the anniversary of the July 2016 coup attempt in "
                              "Istanbul, Turkey, July 15, 2017.")
    assert coup.start == dt.date(2017, 7, 15) and coup.context_dates == ("2016-07",)


def test_a_date_in_a_clause_dated_from_the_photo_is_another_event():
    # "a day after ... on Friday, November 11": the photo is Saturday's, the full date the
    # withdrawal's; the weekday is completed from it
    date = extract_event_date(
        "Residents celebrate on the central square of Kherson on Saturday, a day after Russian "
        "forces completed their withdrawal to the left bank of the Dnipro river on Friday, "
        "November 11, 2022.")
    assert date.start == dt.date(2022, 11, 12) and date.context_dates == ("2022-11-11",)
    # a counted interval before the photo's own date leaves it alone
    first = extract_event_date("Two days after the attack, on Oct. 9, 2023, smoke rises over Gaza.")
    assert first.start == dt.date(2023, 10, 9)


@pytest.mark.parametrize("text, expected", [
    # the only date of the caption stays its date, whatever interval is written before it
    ("Rescuers search for survivors two days after the quake in Antakya on February 8, 2023.",
     dt.date(2023, 2, 8)),
    ("Shoppers crowd the stores the day after Christmas in London on December 26, 2023.",
     dt.date(2023, 12, 26)),
])
def test_an_interval_before_the_only_date_leaves_it_the_event_date(text, expected):
    assert extract_event_date(text).start == expected


def test_a_file_photo_dated_a_year_is_of_that_year_not_its_issue_date():
    date = extract_event_date(
        "File photo dated 1998 of students celebrating outside King's College in Cambridge. The "
        "university said on Tuesday it would review its licences. Issue date: Tuesday May 14, "
        "2024.")
    assert (date.start, date.precision) == (dt.date(1998, 1, 1), "year")
    assert date.context_dates == ("2024-05-14",)


def test_a_cue_before_an_earlier_date_is_that_dates():
    date = extract_event_date("People rally since May 1, 2023 and on May 3, 2023.")
    assert date.start == dt.date(2023, 5, 3)


def test_the_day_a_conflict_erupted_is_context():
    date = extract_event_date(
        "Smoke billows over Omdurman during fighting between the army and the Rapid Support "
        "Forces on May 3, 2023, as the conflict that erupted on April 15 entered its third week.")
    assert date.start == dt.date(2023, 5, 3) and date.context_dates == ("2023-04-15",)


def test_a_town_taken_on_a_date_is_not_a_picture_taken():
    date = extract_event_date("Fighters rest in Palmyra, Syria, March 27, 2016. The town was taken by "
                              "Islamic State on May 21, 2015.")
    assert date.start == dt.date(2016, 3, 27)


def test_a_weekday_in_the_next_clause_does_not_displace_the_full_date():
    date = extract_event_date("Troops patrol Aleppo on December 7, 2016 Rebels in Aleppo called for a "
                              "five-day truce and the evacuation of civilians Wednesday after losing "
                              "ground.")
    assert date.start == dt.date(2016, 12, 7) and date.text == "December 7, 2016"
    assert not date.weekday_mismatch and date.notes == ()


def test_partial_month_day_is_completed_from_the_full_date_with_a_note():
    date = extract_event_date("Rebels fire shells in Aleppo, April 11. The group released the photo "
                              "on December 15, 2016.")
    assert date.start == dt.date(2016, 4, 11) and date.precision == "day"
    assert date.notes == ("completed 'April 11' with the year of 2016-12-15",)
    assert date.context_dates == ("2016-12-15",)


def test_partial_date_across_the_new_year_takes_the_previous_year():
    date = extract_event_date("Fireworks over Sydney Harbour, December 31. Photo released on "
                              "January 2, 2017.")
    assert date.start == dt.date(2016, 12, 31)


def test_partial_date_a_few_weeks_ahead_stays_in_the_year():
    date = extract_event_date("Talks in Geneva on December 15, 2016 are set to resume on December 20.")
    assert date.start == dt.date(2016, 12, 15) and date.context_dates == ("2016-12-20",)


def test_weekday_alone_is_completed_to_the_nearest_such_day():
    date = extract_event_date("People light candles in Beirut on Wednesday. The port explosion on "
                              "August 4, 2020 killed more than 200 people.")
    assert date.start == dt.date(2020, 8, 5)
    assert "Wednesday nearest to 2020-08-04" in date.notes[0]


def test_weekday_without_a_full_date_is_left_open_with_a_note():
    date = extract_event_date("Servicemen ride near Bakhmut on Monday. The battle for the city began "
                              "in August 2022.")
    assert date.start is None and date.context_dates == ("2022-08",)
    assert date.notes == ("weekday 'Monday' named, but no full date to place it",)


def test_partial_date_without_any_year_is_left_open_with_a_note():
    date = extract_event_date("A man walks in Aleppo on Dec 15.")
    assert date.start is None and date.precision is None and date.text == "Dec 15"
    assert "no year" in date.notes[0]


def test_weekday_mismatch_is_flagged():
    date = extract_event_date("People gather in Sanaa, Yemen, Tuesday, December 7, 2016.")
    assert date.start == dt.date(2016, 12, 7) and date.weekday_mismatch
    assert date.notes == ("weekday 'Tuesday' does not match 2016-12-07 (Wednesday)",)


def test_weekday_that_matches_is_not_flagged():
    date = extract_event_date("Mosul, Iraq, Tuesday, December 6, 2016.")
    assert not date.weekday_mismatch and date.notes == ()


@pytest.mark.parametrize("text, written", [
    ("Rebels rest near Ajdabiya, Libya, on February 30, 2011.", "February 30, 2011"),
    ("Rebels rest near Ajdabiya on 31 April 2011.", "31 April 2011"),
    ("Rebels rest near Ajdabiya on February 29, 2015.", "February 29, 2015"),
])
def test_impossible_date_is_an_error_and_keeps_its_month(text, written):
    date = extract_event_date(text)
    assert date.error == f"impossible date '{written}'"
    assert date.precision == "month" and date.start.day == 1 and date.time_precision == 3


def test_leap_day_is_a_real_date():
    assert extract_event_date("Seen in Kyiv on February 29, 2016.").start == dt.date(2016, 2, 29)


def test_date_range_gives_the_first_day_and_a_note():
    date = extract_event_date("Demonstrators clash with police in Athens, December 5-7, 2008.")
    assert (date.start, date.end, date.precision) == (dt.date(2008, 12, 5), dt.date(2008, 12, 7), "day")
    assert date.time_precision == 2 and "first day" in date.notes[0]
    across = extract_event_date("Fighting in Mosul, 30 December - 2 January 2017.")
    assert (across.start, across.end) == (dt.date(2016, 12, 30), dt.date(2017, 1, 2))


def test_ambiguous_numeric_date_is_not_read_but_noted():
    date = extract_event_date("Seen in Lima on 05/12/2016.")
    assert date.start is None and "ambiguous" in date.notes[0] and date.order_open


@pytest.mark.parametrize("day_first, expected", [(True, dt.date(2016, 12, 5)),
                                                 (False, dt.date(2016, 5, 12))])
def test_an_open_numeric_date_is_read_in_the_order_it_is_given(day_first, expected):
    date = extract_event_date("Seen in Lima on 05/12/2016.", day_first=day_first)
    assert date.start == expected and "the order of the place's country" in date.notes[0]
    assert not date.order_open


def test_a_numeric_date_with_a_certain_order_ignores_the_country():
    assert extract_event_date("Seen on 25/12/2016.", day_first=False).start == dt.date(2016, 12, 25)
    assert extract_event_date("Seen on 12/25/2016.", day_first=True).start == dt.date(2016, 12, 25)


@pytest.mark.parametrize("code, expected", [("MT", True), ("AU", True), ("GB", True),
                                            ("US", False), ("PH", False), ("CA", None),
                                            ("JP", None), (None, None)])
def test_which_countries_write_the_day_first(code, expected):
    assert country_writes_day_first(code) is expected


@pytest.mark.parametrize("text, place, expected", [
    ("Valletta, 05/03/2019 — Fishermen unload their catch at Marsaxlokk harbour in the south "
     "of Malta.", "Marsaxlokk", "2019-03-05"),
    ("Water pours through the centre of Toowoomba, Queensland, 10/01/2011.", "Toowoomba",
     "2011-01-10"),
    ("A man walks past a flooded store in Houston, Texas, 5/3/2019.", "Houston", "2019-05-03"),
    ("Commuters wait for a tram in Toronto, Ontario, 5/3/2019.", "Toronto", None),
])
def test_the_place_s_country_reads_an_open_numeric_date(gaz, text, place, expected):
    facts = understand_caption(text, gaz)
    assert facts.place.resolution.name == place
    assert (facts.date.start.isoformat() if facts.date.start else None) == expected


@pytest.mark.parametrize("text, expected", [
    # an American house writes the month first wherever the picture was taken
    ("3/2/1970-Salisbury, Rhodesia- Prime Minister Ian Smith leaves Government House. "
     "Bettmann Archive/Getty Images", "1970-03-02"),
    ("Fans celebrate in Lyon, France, 5/3/2019. (AP Photo/Jean Dupont)", "2019-05-03"),
    # a house of no fixed order leaves it to the place
    ("Fans celebrate in Lyon, France, 5/3/2019. (Photo by Jean Dupont/AFP)", "2019-03-05"),
])
def test_an_american_house_writes_its_numeric_dates_month_first(gaz, text, expected):
    assert understand_caption(text, gaz).date.start.isoformat() == expected


@pytest.mark.parametrize("text, expected, precision", [
    ("ALGIERS, 2019 — Algerians protest on Friday, March 1 against a fifth term, a week after "
     "the first mass demonstrations of Feb. 22.", dt.date(2019, 3, 1), "day"),
    ("NAIROBI, 2023 -- Fans cheer during a match.", dt.date(2023, 1, 1), "year"),
    ("DOHA, March 2024 — Worshippers pray at the Grand Mosque.", dt.date(2024, 3, 1), "month"),
])
def test_a_story_dateline_s_filing_date_gives_the_year_and_is_the_last_resort(
        text, expected, precision):
    date = extract_event_date(text)
    assert (date.start, date.precision) == (expected, precision)


def test_suspicious_dates_are_noted():
    old = extract_event_date("A street in Paris on January 1, 1800.")
    assert old.start == dt.date(1800, 1, 1) and "before the first photograph" in old.notes[0]
    future = extract_event_date("A street in Paris on January 1, 2099.")
    assert "in the future" in future.notes[0]


def test_sample_dates_are_right(gold_path):
    for line in gold_path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        date = extract_event_date(body_of(record["text"]))
        assert date.start.isoformat() == record["gold"]["date"], record["id"]
        assert date.precision == "day" and date.error is None


def test_own_labelled_captions_score_high():
    """60 captions of our own (many agencies, places and years); one known hard case."""
    scored = right = 0
    misses = []
    for line in EXTRA.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        date = extract_event_date(body_of(record["text"]))
        got = date.start.isoformat() if date.precision == "day" else None
        scored += 1
        right += got == record["gold"]["date"]
        if got != record["gold"]["date"]:
            misses.append(record["id"])
    assert scored >= 40 and right / scored >= 0.95, misses


def test_mentions_carry_sentence_and_context_flags():
    mentions = find_date_mentions("Since 2014 the war went on. A boy in Aleppo on May 3, 2016.")
    assert [(m.kind, m.sentence, m.context) for m in mentions] == [
        ("year", 0, True), ("full", 1, False)]


DATE_TOKENS = list("0123456789 ,.-/–") + [
    "January ", "Feb. ", "February ", "May ", "Sept. ", "December ", "Monday ", "Tuesday, ", "Wed. ",
    "since ", "in ", "on ", "taken ", "th ", "of ", "2016", "1999", "1800", "2099", "29", "30", "31",
    "Aleppo. "]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(DATE_TOKENS), max_size=30).map("".join))
def test_any_text_gives_a_valid_event_date(text):
    assert_valid(extract_event_date(text))


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_unicode_text_gives_a_valid_event_date(text):
    assert_valid(extract_event_date(text))


def assert_valid(date: EventDate) -> None:
    """Every date returned is a real calendar date, in order, with a consistent precision."""
    if date.start is None:
        assert date.end is None and date.precision is None and date.time_precision is None
        return
    assert isinstance(date.start, dt.date) and isinstance(date.end, dt.date)
    assert date.start <= date.end
    assert date.precision in ("day", "month", "year") and date.time_precision in (1, 2, 3)
    for iso in date.context_dates:
        parts = [int(p) for p in iso.split("-")]
        dt.date(parts[0], parts[1] if len(parts) > 1 else 1, parts[2] if len(parts) > 2 else 1)


def test_a_valid_date_beats_an_impossible_one_in_the_same_sentence():
    date = extract_event_date("Fighting on February 30, 2016 and December 15, 2016 in Aleppo.")
    assert (date.start, date.precision) == (dt.date(2016, 12, 15), "day")
    assert date.error == "impossible date 'February 30, 2016'"


@pytest.mark.parametrize("weekday", ["Tue.", "Tues.", "Thur.", "Thurs."])
def test_every_weekday_abbreviation_is_checked(weekday):
    date = extract_event_date(f"Men walk in Aleppo on {weekday} Dec. 7, 2016.")
    assert date.start == dt.date(2016, 12, 7)
    assert date.weekday_mismatch  # 2016-12-07 was a Wednesday


def test_a_release_date_gives_way_to_the_date_of_the_picture():
    date = extract_event_date("A photo released by KCNA on October 11, 2020 shows a parade "
                              "in Pyongyang on October 10, 2020.")
    assert date.start == dt.date(2020, 10, 10) and date.context_dates == ("2020-10-11",)


def test_an_undated_picture_has_no_event_date_and_keeps_its_release_date_as_context():
    """The caption says the picture is undated: the day it gives is the release's, so the
    event date is left empty (not the release day passed off as the photo's)."""
    date = extract_event_date("Soldiers march in Pyongyang in this undated photo released by "
                              "North Korea's Korean Central News Agency on October 11, 2020.")
    assert date.start is None and date.context_dates == ("2020-10-11",)
    assert any("undated" in note and "released" in note for note in date.notes)
    undated = extract_event_date("A rocket lifts off in this undated handout picture released "
                                 "January 21, 2018.")
    assert undated.start is None and undated.context_dates == ("2018-01-21",)


def test_an_undated_file_picture_beside_a_dated_event_keeps_the_event_s_date():
    date = extract_event_date("Protesters gather in Lagos, Nigeria, May 5, 2024. An undated "
                              "file photo released by police shows the square.")
    assert date.start == dt.date(2024, 5, 5)


def test_a_release_as_the_event_keeps_its_date():
    date = extract_event_date("Hostages released by Hamas arrive in Tel Aviv on November 26, 2023.")
    assert date.start == dt.date(2023, 11, 26) and date.notes == ()


def test_circa_year_is_an_archive_date_of_the_picture():
    date = extract_event_date("Residents of Leningrad draw water during the siege, circa 1942. "
                              "The siege lasted from September 1941 until January 1944.")
    assert (date.start, date.precision) == (dt.date(1942, 1, 1), "year")


def test_a_story_dateline_date_gives_way_to_the_day_of_the_picture():
    date = extract_event_date("TOKYO, Aug. 7, 2023 (Kyodo) -- Photo shows people praying in "
                              "Hiroshima, western Japan, on Sunday, the 78th anniversary.")
    assert date.start == dt.date(2023, 8, 6) and "2023-08-07" in date.context_dates


@pytest.mark.parametrize("text, expected", [
    # IANS and ANI write the day in brackets after the weekday; a scheduled visit is ahead
    ("Security personnel stand guard ahead of the Prime Minister's scheduled visit on March 7, "
     "2024, in Srinagar on Monday (March 4).", dt.date(2024, 3, 4)),
    # a day completed from a "since" date falls after it
    ("DHAKA, March 4 (Reuters) - Workers blocked roads on Monday, as owners blamed a gas "
     "shortage that has idled plants since the Jan. 7, 2024 general election.",
     dt.date(2024, 3, 4)),
])
def test_brackets_future_cues_and_days_after_a_since_date(text, expected):
    assert extract_event_date(text).start == expected


def test_numbers_joined_by_dashes_are_a_date_in_the_place_s_order(gaz):
    facts = understand_caption("Colombo, Friday, 05-04-2024: Shoppers crowd the Pettah market.",
                               gaz)
    assert facts.date.start == dt.date(2024, 4, 5) and not facts.date.weekday_mismatch
    assert extract_event_date("Seen on 25-12-2016.").start == dt.date(2016, 12, 25)


@pytest.mark.parametrize("text, expected, context", [
    ("CIUDAD DE MÉXICO, 5 de marzo de 2024 (EFE).- Vecinos bloquean una avenida este martes. "
     "La capital enfrenta desde 2023 una sequía.", dt.date(2024, 3, 5), ()),
    ("Hinchas alientan a su equipo en la ciudad de Córdoba, el 14 de mayo de 2023.",
     dt.date(2023, 5, 14), ()),
    ("Moradores protestam no Rio de Janeiro, em 21 de março de 2023.", dt.date(2023, 3, 21), ()),
    # "desde" is Spanish for "since"
    ("La capital enfrenta desde el 2 de enero de 2023 una sequía; vecinos protestan el 5 de "
     "marzo de 2024.", dt.date(2024, 3, 5), ("2023-01-02",)),
])
def test_spanish_and_portuguese_full_dates(text, expected, context):
    date = extract_event_date(text)
    assert (date.start, date.context_dates) == (expected, context)


@pytest.mark.parametrize("text, expected", [
    ("Des manifestants défilent à Paris le 1er mars 2024. (Photo Jean Dupont / AFP)",
     dt.date(2024, 3, 1)),
    ("Helfer räumen am 5. März 2024 in Ahrweiler Schutt weg. Foto: Max Muster/dpa",
     dt.date(2024, 3, 5)),
    ("Tifosi a Napoli il 5 maggio 2023. ANSA/CIRO FUSCO", dt.date(2023, 5, 5)),
    ("Demonstranten op het Malieveld in Den Haag, 5 maart 2024. ANP", dt.date(2024, 3, 5)),
    ("İSTANBUL, 12 KASIM 2023 - Taraftarlar stadyumda.", dt.date(2023, 11, 12)),
    ("Warga mengungsi di Lumajang, 5 Desember 2021. ANTARA FOTO/Umarul Faruq",
     dt.date(2021, 12, 5)),
    ("Vecinos protestan en Lima el 21 de setiembre del 2023.", dt.date(2023, 9, 21)),
])
def test_full_dates_written_in_other_languages(text, expected):
    assert extract_event_date(text).start == expected


@pytest.mark.parametrize("text, expected", [
    # the day another event ended or struck, in a clause of its own, is context
    ("Soldiers march during a parade marking the 50th anniversary of the fall of Saigon, which "
     "ended the Vietnam War on April 30, 1975, in Ho Chi Minh City, Vietnam, Wednesday, "
     "April 30, 2025.", dt.date(2025, 4, 30)),
    ("Rescuers search the rubble in Antakya after the quake that struck on Feb. 6, 2023. "
     "Picture taken Feb. 14, 2023.", dt.date(2023, 2, 14)),
])
def test_the_day_another_event_ended_or_struck_is_context(text, expected):
    assert extract_event_date(text).start == expected


def test_a_date_written_only_in_the_credit_line_is_read_from_it(gaz):
    facts = understand_caption("Moradores são resgatados de barco no bairro Sarandi, neste "
                               "domingo (5). Foto: Nelson Almeida/AFP - 05.05.2024", gaz)
    assert facts.date.start == dt.date(2024, 5, 5) and facts.date.span is None
    assert "date read from the credit" in facts.date.notes
    # a date in the text wins over one in the credit
    facts = understand_caption("Floods in Porto Alegre on May 4, 2024. Foto: Name/AFP - "
                               "05.05.2024", gaz)
    assert facts.date.start == dt.date(2024, 5, 4)


def test_a_story_dateline_with_its_country_is_a_filing_date():
    text = ("LEGAZPI, the Philippines, Jan. 23, 2018 (Xinhua) -- Lava cascades down the slopes "
            "of Mayon Volcano as seen from Daraga town on Monday night.")
    assert extract_event_date(text).start == dt.date(2018, 1, 22)


def test_a_since_date_in_another_language_is_context():
    date = extract_event_date("Des soldats ukrainiens, en guerre depuis le 24 février 2022, "
                              "à Kharkiv le 3 mars 2024.")
    assert (date.start, date.context_dates) == (dt.date(2024, 3, 3), ("2022-02-24",))


@pytest.mark.parametrize("text", [
    "The Mars 2024 mission team meets in Houston.",  # a planet, no day: no date
    "Vecinos de mayo marchan en Lima.",
])
def test_a_foreign_month_word_alone_is_no_full_date(text):
    date = extract_event_date(text)
    assert date.precision != "day"


def test_a_spanish_word_alone_is_no_date():
    assert extract_event_date("Vecinos de mayo marchan en Lima.").start is None


@pytest.mark.parametrize("text, expected", [
    ("BERLIN-03.05.2024: Demonstrators march past the Reichstag.", dt.date(2024, 5, 3)),
    # Xinhua's picture number before the story dateline: the dateline is the filing date
    ("(220116) -- HARBIN, Jan. 16, 2022 (Xinhua) -- Tourists visit the Ice-Snow World in "
     "Harbin, Jan. 15, 2022.", dt.date(2022, 1, 15)),
    # "until" looks ahead: the day is completed before it, not after
    ("Protesters camp in Dhaka on Nov. 3, vowing to stay until the Dec. 20, 2024 vote.",
     dt.date(2024, 11, 3)),
])
def test_dates_the_review_of_the_fifth_session_found(text, expected):
    assert extract_event_date(text).start == expected


def test_a_date_read_in_the_place_s_order_takes_its_own_sentence_s_place(gaz):
    facts = understand_caption("Relatives wait at the port of Pozzallo, Sicily. Earlier, "
                               "rescuers brought survivors to Valletta, Malta, on 05/03/2019.",
                               gaz)
    assert facts.date.start == dt.date(2019, 3, 5)
    assert facts.place.resolution.name == "Valletta"


def test_dotted_numbers_are_day_month_year():
    assert extract_event_date("Fans in Berlin on 08.02.2018.").start == dt.date(2018, 2, 8)
    assert extract_event_date("A man in Kyiv on 2/3/2023.").start is None  # slashes: ambiguous


def test_a_labelled_picture_date_wins():
    date = extract_event_date("Police stand guard in London, the day after an attack on March 22. "
                              "Picture date: Thursday March 23, 2017.")
    assert date.start == dt.date(2017, 3, 23)


@pytest.mark.parametrize("text, expected", [
    # the year written only as a word, found by the weekday the day falls on
    ("Fans celebrate in downtown Belo Horizonte on Thursday night (Dec. 2), after the team "
     "clinched the 2021 Brazilian championship, its first title since 1971.", "2021-12-02"),
    ("Voters queue on Sunday, Oct. 7, ahead of the 2018 count.", "2018-10-07"),
    # no year in which the weekday fits, or none named: not completed
    ("Fans celebrate on Friday, Dec. 2, after the team clinched the 2021 championship.", None),
    ("Fans celebrate on Dec. 2, after the team clinched the 2021 championship.", None),
])
def test_a_day_without_a_year_takes_the_only_named_year_its_weekday_fits(text, expected):
    found = extract_event_date(text)
    assert (found.start.isoformat() if found.start else None) == expected


def test_a_place_with_a_day_of_its_own_gets_that_day_s_span():
    text = ("Santiago de Cuba, Dec 4, 2016 (Prensa Latina) The cortege of Fidel Castro, who "
            "died in Havana on November 25, arrives at the cemetery.")
    found = extract_event_date(text)
    assert found.start == dt.date(2016, 12, 4)
    assert [text[a:b] for a, b in found.other_day_spans] == ["November 25"]


def test_a_weekday_after_an_afp_story_dateline_is_the_day_before_the_filing_date():
    found = extract_event_date("YEREVAN, April 24, 2018 (AFP) - Opposition supporters "
                               "celebrate in Yerevan on Monday after the prime minister resigned.")
    assert found.start == dt.date(2018, 4, 23)


@pytest.mark.parametrize("text, expected", [
    ("Polizisten sichern am Dienstag, 3. November 2020, den Schwedenplatz.", "2020-11-03"),
    ("Pemba, Moçambique, 01 abr 2021 (Lusa) - Deslocados chegam hoje de barco.", "2021-04-01"),
    ("Lisboa, 15 ago 2019 (Lusa) - Bombeiros combatem o incêndio.", "2019-08-15"),
])
def test_german_day_points_and_iberian_month_abbreviations(text, expected):
    assert extract_event_date(text).start.isoformat() == expected



@pytest.mark.parametrize("text, expected", [
    ("Fans celebrate after Chelsea won 2-1. May Day rallies were held in 2021.", "2021"),
    ("Chelsea won 2-1. May 3 was a holiday in 2021.", "2021-05-03"),
])
def test_a_sentence_s_last_number_is_no_german_day(text, expected):
    found = extract_event_date(text)
    assert found.start.isoformat()[: len(expected)] == expected
    assert found.precision == ("year" if len(expected) == 4 else "day")


@pytest.mark.parametrize("text, expected", [
    # wirephotos of the last century: a two-digit year, in a caption that gives no other
    ("HUE 2/25/68 -- U.S. MARINES ADVANCE ALONG THE CITADEL WALL. UPI TELEPHOTO", "1968-02-25"),
    ("MOSCOW, 19 AUG 91 - TANKS TAKE UP POSITIONS NEAR THE KREMLIN. REUTER/NAME", "1991-08-19"),
    ("Demonstranten vor dem Reichstag in Berlin, 03.10.90.", "1990-10-03"),
    ("Crowds gather outside the stadium in Leeds, 12/11/19.", None),  # order left open
    ("Traders work the floor of the exchange. 3/27/09", "2009-03-27"),
    # the month between hyphens, with a year in full
    ("KARACHI, PAKISTAN, 27-DEC-2007: MOURNERS GATHER OUTSIDE THE HOSPITAL.", "2007-12-27"),
    # a month day completed by a two-digit date, read in the order of that day
    ("CAPE TOWN, FEB. 11 -- CROWDS CHEER AS THE MOTORCADE PASSES. 2/11/90", "1990-02-11"),
    ("ROME, 5 MARCH -- CROWDS GATHER IN THE SQUARE. 05/03/19", "2019-03-05"),
])
def test_two_digit_years_and_hyphened_months(text, expected):
    found = extract_event_date(text)
    assert (found.start.isoformat() if found.start else None) == expected


@pytest.mark.parametrize("text", [
    "On 3 March 45 people were killed in the attack.",  # a count after a yearless day
    "Install version 5.10.12 of the app, the ministry said.",  # a version, no date
])
def test_numbers_that_are_no_two_digit_year(text):
    assert extract_event_date(text).precision != "day"


def test_a_two_digit_year_yields_to_a_year_written_in_full():
    found = extract_event_date("Rescuers search the rubble in Izmir on October 30, 2020. "
                               "Ref 11/03/21")
    assert found.start == dt.date(2020, 10, 30)


def test_the_note_of_an_open_numeric_date_says_whose_order_read_it(gaz):
    found = understand_caption("ROME (UPI) 5/9/78 -- POLICE FIND A CAR ON VIA CAETANI. UPI "
                               "TELEPHOTO", gaz).date
    assert found.start == dt.date(1978, 5, 9)
    assert found.notes == ("numeric date '5/9/78' read month/day, the order of UPI's house",)


@pytest.mark.parametrize("text, expected", [
    # an old dateline's day, month and two-digit year with points, and US hyphens
    ("PRAGUE, CZECHOSLOVAKIA, 21.8.68. Soviet tanks in Wenceslas Square.", "1968-08-21"),
    ("Smoke over the city. (ACME RADIOPHOTO) 9-1-39", "1939-09-01"),
    # the filing day and the archive's stamp agree: that day, not an earlier one named
    ("HAVANA, JAN. 2 -- Rebels parade where the revolt began on Dec. 31. (UPI TELEPHOTO) "
     "1/2/59", "1959-01-02"),
])
def test_old_datelines_and_stamps(gaz, text, expected):
    assert understand_caption(text, gaz).date.start.isoformat() == expected


@pytest.mark.parametrize("text", [
    # a two-digit year is read only in an old dateline or the closing stamp: elsewhere it is
    # a past day, a sign, a clock or a duration
    "Visitors look at a photo of the Apollo 11 crew, who walked on the moon on 7/20/69, in "
    "Houston, Texas, on a tour.",
    "A banner reading Justice 4/20/21 hangs at a rally in Minneapolis, on a cold day.",
    "Trains leave Berlin on 12 August 18:30 for Paris.",
    "Workers begin a 4 Jan 24-hour strike in Lagos.",
])
def test_numbers_that_look_like_old_dates(text):
    assert extract_event_date(text).precision != "day"


def test_an_american_house_s_order_before_a_day_written_in_words(gaz):
    """AP writes month first: "4/5/2019" is April 5, though the text names May 4."""
    found = understand_caption("In this photo dated 4/5/2019, the senator, who spoke on May 4, "
                               "waves in Austin, Texas. (AP Photo/Eric Gay)", gaz).date
    assert found.start == dt.date(2019, 4, 5)


def test_a_date_followed_by_a_comma_and_its_event_is_that_event_s():
    """AP puts a comma after the year: "the Jan. 8, 2023, riots" dates the riots."""
    found = extract_event_date("Bolsonaro leaves after being questioned about a coup plot "
                               "following the Jan. 8, 2023, riots, in Brasilia, Brazil, Thursday, "
                               "Feb. 22, 2024.")
    assert found.start == dt.date(2024, 2, 22)


def test_a_dateline_day_takes_the_year_of_the_same_day_written_in_full():
    """The full date is cued "ahead of" (an event's day), and an older full date is the
    caption's first plain one; the dateline's day is still that day, not 1925's."""
    found = extract_event_date(
        "LONDON, ENGLAND - SEPTEMBER 19: Crowds line The Mall ahead of the State Funeral of Queen "
        "Elizabeth II on September 19, 2022 in London, England. She was born in Mayfair, London "
        "on 21 April 1926.")
    assert found.start == dt.date(2022, 9, 19)


def test_a_date_before_a_photo_noun_dates_the_photo():
    """AP: "in the Sept. 12, 2023, photograph released by ..." is the picture's own date."""
    found = extract_event_date("Rescue crews search the debris in Derna, Libya, in the Sept. 12, "
                               "2023, photograph released by the Libyan Red Crescent.")
    assert found.start == dt.date(2023, 9, 12)


def test_a_date_naming_an_event_is_the_photo_s_when_it_is_the_only_one():
    """"during the Jan. 8, 2023, riots" names the riots' day; with no other date, the
    picture of the riots is of that day (it still yields to another date: see above)."""
    found = extract_event_date("Supporters of Jair Bolsonaro storm the Planalto Palace in "
                               "Brasilia, Brazil, during the Jan. 8, 2023, riots.")
    assert found.start == dt.date(2023, 1, 8)


def test_a_compact_dateline_date_is_read():
    """TT and NTB write "UMEÅ 20200214" before the text; eight digits elsewhere are no date."""
    date = extract_event_date(
        "UMEÅ 20200214 Skiers race in the sprint final. Foto: Erik Nylander / TT / kod 10070")
    assert str(date.start) == "2020-02-14" and date.precision == "day"
    assert extract_event_date("Order number 20200214 was shipped from Umeå.").start is None
    assert extract_event_date("UMEÅ 20201399 Skiers race in the sprint final.").start is None
    # a full date in the text wins: the eight digits were a code
    date = extract_event_date("IKEA 20210315 A customer shops in Älmhult, Sweden, March 12, 2021.")
    assert str(date.start) == "2021-03-12"


@pytest.mark.parametrize("text, day, other", [
    # "the <adjectives> <date> <noun>": the date names another event, even with adjectives
    ("The opposition leader, who fled after the disputed Aug. 9, 2020 presidential election, "
     "speaks in Warsaw, Poland, August 9, 2022.", dt.date(2022, 8, 9), "2020-08-09"),
    ("Relatives mourn at the site of the deadly Oct. 7, 2023 attack in Kfar Aza, Israel, "
     "Oct. 7, 2024.", dt.date(2024, 10, 7), "2023-10-07"),
])
def test_a_date_naming_an_event_after_adjectives_is_context(text, day, other):
    date = extract_event_date(text)
    assert date.start == day and other in date.context_dates


def test_a_date_after_the_morning_of_is_the_photo_s():
    assert extract_event_date("Soldiers patrol on the morning of May 5, 2020 in Kabul.").start \
        == dt.date(2020, 5, 5)


def test_a_date_of_the_event_the_photo_is_during_stays_the_photo_s():
    """"votes during the historic June 2, 2024 general election": the election is the
    photo's, so its day is the photo's, not a day another sentence names."""
    date = extract_event_date("A woman votes during the historic June 2, 2024 general election "
                              "in Mexico City. Official results are expected on June 3.")
    assert date.start == dt.date(2024, 6, 2)


def test_a_handout_made_available_on_a_day_dates_its_release():
    """EPA's "A handout photo made available by X on 13 June 2019 shows ... 12 June 2019"."""
    date = extract_event_date("A handout photo made available by Sea-Watch on 13 June 2019 shows "
                              "crew approaching a dinghy off the Libyan coast, 12 June 2019.")
    assert date.start == dt.date(2019, 6, 12) and "2019-06-13" in date.context_dates


@pytest.mark.parametrize("text, day", [
    # MTI's Hungarian dates, year first
    ("Bicske, 2015. szeptember 4. Migrants refuse to leave a train at the station on Friday.",
     dt.date(2015, 9, 4)),
    # NTB's eight digits after a town in ordinary case
    ("Oslo 20110722. Damaged buildings in the government quarter on Friday afternoon.",
     dt.date(2011, 7, 22)),
    # "on the 10th" with the month the dateline names
    ("DOHA, March 2024 — Worshippers pray at the mosque on the 10th, the eve of the fast.",
     dt.date(2024, 3, 10)),
    # "runs through Feb. 11" ends a period: the weekday is completed from the filing date
    ("SAPPORO, Feb. 5, 2024 (Jiji Press) -- Visitors view a snow sculpture in Sapporo on "
     "Sunday, the opening day of the festival, which runs through Feb. 11.", dt.date(2024, 2, 4)),
])
def test_dates_of_national_agencies_and_ordinal_days(text, day):
    assert extract_event_date(text).start == day


def test_an_ordinal_before_a_word_is_no_day():
    date = extract_event_date("In March 2024 families moved to flats on the 3rd floor.")
    assert date.precision == "month"


@pytest.mark.parametrize("text, day", [
    # a date in a relative clause of another event ("the floods that killed ...")
    ("Residents pay tribute on the anniversary of the floods that killed 229 people in Valencia "
     "on 29 October 2024, in Paiporta, Spain, 29 October 2025.", dt.date(2025, 10, 29)),
    # "since" further back in the clause than the old 70 characters
    ("The president speaks in Seoul, marking one year since former President Yoon Suk Yeol's "
     "short-lived declaration of martial law on Dec. 3, 2024, in this handout picture released "
     "on December 3, 2025.", dt.date(2025, 12, 3)),
])
def test_dates_of_other_events_in_long_clauses(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, day", [
    # APP's picture slug gives the year of a dateline day written without one ...
    ("APP12-050324 QUETTA: March 5 - Labourers unload wheat at a market in Quetta. APP photo "
     "by Mohsin Raza", dt.date(2024, 3, 5)),
    # ... and the day itself when the caption writes none
    ("APP31-190822 KARACHI: Commuters wade through a flooded road in Karachi. APP photo by "
     "Syed Abbas", dt.date(2022, 8, 19)),
    # a year of another era is no year of ours: the Gregorian one completes the day
    ("Kathmandu, April 13 (RSS): Crowds gather to mark the New Year 2082 BS at Basantapur. "
     "The holiday falls in April 2025.", dt.date(2025, 4, 13)),
    ("Kathmandu, April 13 (RSS): Crowds gather to mark the New Year 2082 BS at Basantapur.",
     None),
    ("BANGKOK: Monks gather at Wat Pho for the new year of 2568 BE.", None),
])
def test_slug_dates_and_other_eras(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, day", [
    # Czech and Slovak (ČTK, TASR)
    ("Brno 3. března 2022 - Dobrovolníci třídí humanitární pomoc pro Ukrajinu na výstavišti.",
     dt.date(2022, 3, 3)),
    ("Košice 7. apríla 2023 - Hasiči zasahujú pri požiari skladu na okraji mesta.",
     dt.date(2023, 4, 7)),
    # Polish, where "listopada" is November ...
    ("Gdańsk, 11 listopada 2019. Uczestnicy parady z okazji Święta Niepodległości.",
     dt.date(2019, 11, 11)),
    # ... and Croatian, where it is October (the text writes no Polish letter)
    ("Zagreb, 9. listopada 2020. - Građani razgledavaju oštećene zgrade u centru grada.",
     dt.date(2020, 10, 9)),
    ("Split, 14. srpnja 2021. - Turisti na rivi za vrijeme toplinskog vala.", dt.date(2021, 7, 14)),
    # Serbian in Latin script, Romanian, Bulgarian transliterated
    ("Novi Sad, 1. novembra 2024. - Građani odaju poštu žrtvama na železničkoj stanici.",
     dt.date(2024, 11, 1)),
    ("Cluj-Napoca, 2 decembrie 2018 - Militari defilează la parada de Ziua Națională.",
     dt.date(2018, 12, 2)),
    ("Plovdiv, 3 septemvri 2017 - Hora se sabirat na ploshtada za praznika.", dt.date(2017, 9, 3)),
])
def test_central_and_eastern_european_month_names(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, start, precision", [
    # Dutch and the Nordic languages write the English-looking months in lower case
    ("Amsterdam, zaterdag 14 september 2019. Bezoekers op de Dam.", dt.date(2019, 9, 14), "day"),
    ("Aarhus, 2. november 2021. Vælgere foran et valgsted.", dt.date(2021, 11, 2), "day"),
    ("Göteborg den 24 april 2018. Publik vid Ullevi.", dt.date(2018, 4, 24), "day"),
    ("Odense, 5. marts 2020. Butikkerne lukker.", dt.date(2020, 3, 5), "day"),
    # a French abbreviated month with its dot
    ("Sfax, 3 janv. 2021 (TAP) - Des pêcheurs au port.", dt.date(2021, 1, 3), "day"),
    # a month and a year of another language, with no day
    ("Ein Wolf in Brandenburg im Dezember 2022. Foto: Name/dpa", dt.date(2022, 12, 1), "month"),
    ("Een ree in de Veluwe in maart 2019.", dt.date(2019, 3, 1), "month"),
    ("Renar i norra Norrland i augusti 2015.", dt.date(2015, 8, 1), "month"),
    ("Des manifestants à Lyon en février 2023.", dt.date(2023, 2, 1), "month"),
])
def test_lower_case_months_of_other_languages(text, start, precision):
    date = extract_event_date(text)
    assert (date.start, date.precision) == (start, precision)


@pytest.mark.parametrize("text", [
    "Golfers warm up at the Masters in Augusta 2020 week.",  # a town, not a month
    "Engineers test the rover of NASA's Mars 2020 mission.",  # a mission
    "Fans out 2020 in force.",  # a short form that is an English word
])
def test_a_capitalised_name_or_a_short_word_before_a_year_is_no_month(text):
    assert extract_event_date(text).precision != "month"


@pytest.mark.parametrize("text, start, precision", [
    # Cuartoscuro glues the day, the month and the year
    ("MONTERREY, NUEVO LEÓN, 12ENERO2021.- Vecinos hacen fila.", dt.date(2021, 1, 12), "day"),
    # Spanish and Portuguese datelines abbreviate the months as English does, in lower case
    ("Cochabamba, 4 oct 2019 (ABI).- Vecinos marchan.", dt.date(2019, 10, 4), "day"),
    ("Maputo, 07 sep 2023 (Lusa) - Vendedores no mercado.", dt.date(2023, 9, 7), "day"),
    ("Sucre, 15 nov 2018 (ABI).- Estudiantes marchan.", dt.date(2018, 11, 15), "day"),
    # a Turkish month and year, capitalised
    ("Turistler plajda. (Marmaris, Temmuz 2019) Ali Veli/DHA", dt.date(2019, 7, 1), "month"),
])
def test_the_dates_of_spanish_portuguese_and_turkish_houses(text, start, precision):
    date = extract_event_date(text)
    assert (date.start, date.precision) == (start, precision)


def test_a_spanish_wire_s_dateline_day_takes_the_year_of_a_full_date():
    """"Lima, 4 oct (EFE).-": the dateline's day, with the year of a date the text writes in
    full; a bare year ("hasta 2026") gives it none."""
    mentions = find_date_mentions("Lima, 4 oct (EFE).- Vecinos votan en la elección convocada "
                                  "el 2 de agosto de 2022.")
    assert any((m.month, m.day) == (10, 4) for m in mentions)
    assert extract_event_date("Bogotá, 7 ago (EFE).- El presidente asume; su mandato se "
                              "extiende hasta 2026.").precision != "day"


@pytest.mark.parametrize("text, start, precision", [
    # "the picture was taken" in the continent's languages dates the photo
    ("Im Juli 2021 zerstörte das Hochwasser das Ahrtal. Aufnahme vom 15. Juli 2021 in Bad "
     "Neuenahr-Ahrweiler.", dt.date(2021, 7, 15), "day"),
    ("Stormen i januar 2024 veltet trær i Bergen. Bildet er tatt 14. januar 2024.",
     dt.date(2024, 1, 14), "day"),
    # a month of another language yields to a day written in full
    ("In juli 2021 overstroomde de Geul. Bewoners ruimen op, 16 juli 2021.",
     dt.date(2021, 7, 16), "day"),
    # Swedish "sedan" is "since"
    ("Sedan i februari 2022 har kriget pågått. Flyktingar i Malmö, 14 mars 2023.",
     dt.date(2023, 3, 14), "day"),
])
def test_what_the_twelfth_session_s_review_found_in_dates(text, start, precision):
    date = extract_event_date(text)
    assert (date.start, date.precision) == (start, precision)


@pytest.mark.parametrize("text, day", [
    # dates of other scripts: Japanese and Chinese, Ukrainian and Russian, Arabic
    ("台風で浸水した住宅街＝2019年10月13日、長野市（共同）", dt.date(2019, 10, 13)),
    ("Одеса, 3 березня 2023 року. Рятувальники на місці удару.", dt.date(2023, 3, 3)),
    ("Москва, 9 мая 2015 года. Парад на Красной площади.", dt.date(2015, 5, 9)),
    ("عمان 12 أيار 2021 بترا جانب من الاحتفال.", dt.date(2021, 5, 12)),
    ("جدة 4 يونيو 2023 واس جانب من الاجتماع.", dt.date(2023, 6, 4)),
    # the day an anniversary counts from, in the Romance languages
    ("Celebrações dos 50 anos do 25 de Abril de 1974, em Lisboa, 25 de abril de 2024.",
     dt.date(2024, 4, 25)),
    ("Homenaje a los 30 años del 11 de marzo de 2004, en Madrid, 11 de marzo de 2034.",
     dt.date(2034, 3, 11)),
    # a story dateline's day beside a clause that dates another event
    ("DUBAI, 1st December, 2023 (WAM) -- Leaders pose at the summit, which opened on 30th "
     "November.", dt.date(2023, 12, 1)),
])
def test_dates_of_other_scripts_and_anniversaries(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text", [
    "Troops raise a flag in a village, in this still image taken from video released May 20, "
    "2023. The date the footage was filmed could not be independently verified.",
    "A ship sails near the islands, in this handout picture released on May 24, 2024. The "
    "ministry did not say when the picture was taken.",
    "Rescuers search rubble, in this screen grab from an undated video posted on the channel of "
    "the civil defence and obtained by Reuters on October 22, 2024.",
])
def test_a_release_date_of_a_picture_of_unknown_date_is_no_event_date(text):
    assert extract_event_date(text).start is None


@pytest.mark.parametrize("text, day", [
    # a caption unsure of something else keeps its picture's date
    ("Soldiers rest near Bakhmut in this picture taken on April 28, 2024. It is unclear when "
     "the brigade will be rotated out.", dt.date(2024, 4, 28)),
    ("A tank burns in this photo taken on November 12, 2022. It is not known when the tank was "
     "hit.", dt.date(2022, 11, 12)),
    # "undated" of what the picture shows, not of the picture
    ("Supporters wave undated portraits of the late leader at a rally in Dhaka, August 15, "
     "2023.", dt.date(2023, 8, 15)),
])
def test_doubts_about_other_things_keep_the_picture_s_date(text, day):
    assert extract_event_date(text).start == day


def test_ena_s_month_and_day_with_the_year_after_a_slash():
    assert extract_event_date("Addis Ababa, March 2/2024 (ENA) – Leaders arrive.").start \
        == dt.date(2024, 3, 2)


def test_filipino_writes_the_month_first():
    assert extract_event_date("Mga deboto sa Quiapo, Maynila, Huwebes, Enero 9, 2025.").start \
        == dt.date(2025, 1, 9)


def test_a_slash_year_in_the_text_is_no_dateline_day():
    """ENA's "February 17/2024" is read in the dateline; "on Sept. 11/2001" in the text is a
    shorthand for another event."""
    text = ("Firefighters at the World Trade Center site on Sept. 11/2001 are seen in an exhibit "
            "in New York on Sept. 10, 2024.")
    assert extract_event_date(text).start == dt.date(2024, 9, 10)


@pytest.mark.parametrize("text, day", [
    # a relative clause dating an earlier event, in the Romance languages as in English
    ("Cientos de personas en la Puerta del Sol recuerdan el movimiento 15-M, que nació el 15 de "
     "mayo de 2011, a 15 de mayo de 2021, en Madrid.", dt.date(2021, 5, 15)),
    ("Vecinos recuerdan la dana que arrasó Paiporta el 29 de octubre de 2024, en Paiporta, a 29 "
     "de octubre de 2025.", dt.date(2025, 10, 29)),
    ("Hommage aux victimes de l'attentat qui a frappé Nice le 14 juillet 2016, à Nice le 14 "
     "juillet 2017.", dt.date(2017, 7, 14)),
    ("Fiaccolata per le vittime del sisma che ha colpito Amatrice il 24 agosto 2016, ad Amatrice "
     "il 24 agosto 2017.", dt.date(2017, 8, 24)),
    # ... and still the date when the caption gives no other
    ("El movimiento 15-M, que nació el 15 de mayo de 2011, en la Puerta del Sol.",
     dt.date(2011, 5, 15)),
])
def test_a_relative_clause_of_another_event_in_other_languages(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, day", [
    ("列車出軌，搜救人員在現場搶救受困旅客。（中央社記者張皓安攝 110年4月2日）", dt.date(2021, 4, 2)),
    ("能登半島地震の被災地で、令和6年1月2日撮影", dt.date(2024, 1, 2)),
    ("平成元年1月8日、新元号が発表された", dt.date(1989, 1, 8)),
    ("2024年1月28日、東京で", dt.date(2024, 1, 28)),
])
def test_the_years_of_taiwan_s_republic_and_of_japan_s_eras(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, day", [
    # one day written with two years: an anniversary, the later year's
    ("Familiares de los 43 estudiantes desaparecidos en Iguala, Guerrero, el 26 de septiembre de "
     "2014, marchan en Ciudad de México, el 26 de septiembre de 2023.", dt.date(2023, 9, 26)),
    ("Angehörige der Opfer des Anschlags in Hanau am 19. Februar 2020 demonstrieren in Frankfurt "
     "am Main, 19. Februar 2022.", dt.date(2022, 2, 19)),
    # ... but a file picture re-issued on its anniversary keeps its own day
    ("FILE - Smoke rises from buildings in Kobe, western Japan, on Jan. 17, 1995. Japan on "
     "Friday, Jan. 17, 2025, marked 30 years since the quake.", dt.date(1995, 1, 17)),
    # ... its year alone, or its month, before the day it is re-issued on
    ("FILE - Tourists walk past remains of the Berlin Wall in Berlin, in 1990. Wednesday, Aug. "
     "13, 2025, marks the 64th anniversary of the start of its construction.", dt.date(1990, 1, 1)),
    ("FILE - Pilgrims pray at the Western Wall in Jerusalem in May 2011. Sunday, June 5, 2022, "
     "marks Jerusalem Day.", dt.date(2011, 5, 1)),
    # (not a background's year: the towers opened in 1973, the picture is of 2001)
    ("FILE - The twin towers of the World Trade Center opened in 1973. Smoke pours from them "
     "in New York on Sept. 11, 2001.", dt.date(2001, 9, 11)),
    # (not a year before a new picture's day: "in 2025" is that day's)
    ("People lay flowers at the Berlin Wall memorial in Berlin, in 2025. Wednesday, Aug. 13, "
     "2025, marks the 64th anniversary.", dt.date(2025, 8, 13)),
    # a relative clause holding the date, in the Romance languages, is another event's
    ("El rey, que fue proclamado el 19 de junio de 2014, durante la recepción en Madrid, el 19 "
     "de junio de 2024.", dt.date(2024, 6, 19)),
    ("Fiori alla stazione di Brandizzo, dove cinque operai sono stati travolti da un treno il "
     "31 agosto 2023, 1 settembre 2023.", dt.date(2023, 9, 1)),
    # a participle of an earlier event, and a photo "photographiée" on its day
    ("Il ponte San Giorgio, che ha sostituito il ponte Morandi crollato il 14 agosto 2018, a "
     "Genova, 3 agosto 2020.", dt.date(2020, 8, 3)),
    ("La salle du Bataclan, où 90 personnes ont été tuées le 13 novembre 2015, photographiée à "
     "Paris le 8 septembre 2021.", dt.date(2021, 9, 8)),
    # the year of a second date in another language is that date's, not the first one's
    ("Corteo a Milano in ricordo di Giulia, uccisa a Fossò l'11 novembre 2023, 25 novembre 2023.",
     dt.date(2023, 11, 25)),
    # the Republic of China's years with their era's name, and in CNA's byline
    ("民國85年3月23日，首次總統直選投票，民眾在台北市投票所排隊投票。中央社記者攝", dt.date(1996, 3, 23)),
    ("民眾在台北市艋舺龍山寺參拜迎新春。中央社記者王飛華攝 99年2月14日", dt.date(2010, 2, 14)),
])
def test_what_the_thirteenth_session_s_review_found_in_dates(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, day", [
    # NAN's dateline with its state in brackets: the filing day, and "on Saturday" before it
    ("ARGUNGU (Kebbi), March 17, 2024 (NAN) - Fishermen plunge into the river during the "
     "festival's finale on Saturday.", dt.date(2024, 3, 16)),
    # Bernama's Malay dateline, its year in the closing stamp
    ("KOTA BHARU, 12 Ogos -- Pengundi beratur di sini hari ini. (2023)", dt.date(2023, 8, 12)),
    # a weekday completed by a year glued to a word
    ("SAMARKAND, Sep 16 (APP): The Prime Minister poses at the SCO Summit-2022 in Samarkand on "
     "Friday.", dt.date(2022, 9, 16)),
])
def test_dateline_days_of_national_agencies(text, day):
    assert extract_event_date(text).start == day


def test_pti_s_picture_number_dates_a_caption_that_gives_no_year(gaz):
    facts = understand_caption(
        "JANAKPUR (NEPAL), May 11 (PTI) Modi offers prayers at the Janaki temple in Janakpur on "
        "Friday. (PTI Photo)(PTI05_11_2018_000087B)", gaz)
    assert facts.date.start == dt.date(2018, 5, 11)


@pytest.mark.parametrize("text, day", [
    # file pictures in the wires' languages keep their own day on an anniversary
    ("ARCHIV - 09.11.1989, Berlin: Menschen feiern auf der Berliner Mauer. Am 9. November 2019 "
     "jährt sich der Fall der Mauer zum 30. Mal.", dt.date(1989, 11, 9)),
    ("Fotografía de archivo del 11 de marzo de 2004 de los trenes en Atocha, en Madrid. Este 11 "
     "de marzo de 2024 se cumplen 20 años.", dt.date(2004, 3, 11)),
    ("【資料写真】阪神大震災で倒壊した阪神高速道路＝1995年1月17日、神戸市東灘区。2025年1月17日で発生から30年",
     dt.date(1995, 1, 17)),
    # a story filed on Monday tells of the Thursday before it
    ("OWERRI (Imo), Nov. 1, 2021 (NAN) – Officials distribute materials in Owerri on Thursday.",
     dt.date(2021, 10, 28)),
    # Bernama's abbreviated Malay months, and Swahili's
    ("SHAH ALAM, 9 Okt -- Peniaga menyusun buah-buahan di sini hari ini. (2020)",
     dt.date(2020, 10, 9)),
    ("Wakazi wa Jangwani jijini Dar es Salaam wakivuka maji ya mafuriko, Aprili 25, 2024.",
     dt.date(2024, 4, 25)),
])
def test_what_the_thirteenth_session_s_second_review_found_in_dates(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, day", [
    ("Bled, 15. 1. 2024 - Zasneženi Blejski otok s cerkvijo.", dt.date(2024, 1, 15)),
    ("Turisteja Joulupukin Pajakylässä Rovaniemellä 1. joulukuuta 2023.", dt.date(2023, 12, 1)),
    ("Touristes kato apo tin Akropoli, Athina, Paraskevi 14 Iouliou 2023.", dt.date(2023, 7, 14)),
])
def test_dates_of_slovene_finnish_and_greek_captions(text, day):
    assert extract_event_date(text).start == day


def test_a_bare_number_with_a_dot_is_no_spaced_date():
    assert extract_event_date("Chapter 3. 2021 was a good year.").start is None


@pytest.mark.parametrize("text, day", [
    # what a picture shows is the picture's; an English dove is no Italian "dove"
    ("Fotografía que muestra a los manifestantes en Madrid el 3 de marzo de 2024, un año "
     "después de la protesta del 3 de marzo de 2023.", dt.date(2024, 3, 3)),
    ("A boy releases a dove in St Peter's Square on May 3, 2024, a year after the event on May "
     "2, 2023.", dt.date(2024, 5, 3)),
])
def test_romance_relative_clauses_need_their_pronoun_and_a_verb_of_another_event(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, day", [
    # Bulgarian and Serbian months in Cyrillic
    ("Пловдив, 3 март 2019 г. Карнавал в центъра на града.", dt.date(2019, 3, 3)),
    ("Ниш, 15. јула 2021. Грађани на тргу.", dt.date(2021, 7, 15)),
    # PAP's day "of this month": the dateline's date is when the picture was sent
    ("Gdańsk, 16.08.2020. Uczestnicy obchodów rocznicy Sierpnia'80 przed bramą stoczni, "
     "14 bm.", dt.date(2020, 8, 14)),
])
def test_dates_the_fourteenth_session_reads(text, day):
    assert extract_event_date(text).start == day


def test_reuters_sports_slug_with_a_two_digit_year(gaz):
    from timeline.understand import understand_caption

    text = ("Tennis - Wimbledon - All England Lawn Tennis Club, London - 5/7/09 Roger Federer "
            "celebrates winning the final. REUTERS/Toby Melville")
    assert understand_caption(text, gaz).date.start == dt.date(2009, 7, 5)  # London: day first


@pytest.mark.parametrize("text, month", [
    ("Poznań, sierpień 2015. Susza na polach Wielkopolski.", (2015, 8)),
    ("Brno, březen 2002 - Stavba nového mostu.", (2002, 3)),
])
def test_a_slavic_month_s_own_name_before_a_year(text, month):
    found = extract_event_date(text)
    assert (found.start.year, found.start.month, found.precision) == (*month, "month")


def test_a_slavic_month_name_written_as_a_name_is_no_month():
    assert extract_event_date("Marzec 2020 walks into the gallery.").start is None


@pytest.mark.parametrize("text, day", [
    # ANA-MPA's Greek months
    ("Πλοία στο λιμάνι του Βόλου, Πέμπτη 14 Ιουλίου 2022. ΑΠΕ-ΜΠΕ/ΓΙΩΡΓΟΣ ΚΑΡΑΓΙΑΝΝΗΣ",
     dt.date(2022, 7, 14)),
    # MTI's day with its case ending
    ("Szurkolók a Puskás Arénában Budapesten, 2023. november 19-én. MTI/Illyés Tibor",
     dt.date(2023, 11, 19)),
    # Swahili's August and September
    ("Wakulima wakivuna chai mjini Kericho, Agosti 3, 2021.", dt.date(2021, 8, 3)),
    # PAP's "of last month": the month before the dateline's
    ("Kraków, 04.01.2022. Sylwester na Rynku Głównym 31 ub.m. Fot. PAP/Łukasz Gągulski",
     dt.date(2021, 12, 31)),
    # PA's file picture, its year in two digits
    ("File photo dated 14/02/98 of the Queen at Windsor. Issue date: Monday February 14, "
     "2022.", dt.date(1998, 2, 14)),
    # a Polish archive picture's day
    ("Warszawa, 10.03.2021. Archiwalne zdjęcie z 12.03.1999: ministrowie podpisują umowę.",
     dt.date(1999, 3, 12)),
])
def test_dates_of_the_fourteenth_session_s_second_batch(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, month", [
    # "listopad" is October to the Croats, November to the Czechs, Poles and Ukrainians
    ("Razrušena kuća u Osijeku, listopad 1991.", (1991, 10)),
    ("Demonstranti v Brně, listopad 1989. Foto: ČTK", (1989, 11)),
    ("Мітинг у Харкові, листопад 2004 року.", (2004, 11)),
    ("Izbjeglice na kolodvoru u Splitu, srpanj 1995.", (1995, 7)),
])
def test_slavic_months_own_names_by_language(text, month):
    found = extract_event_date(text)
    assert (found.start.year, found.start.month) == month


def test_days_after_without_a_count_date_another_event():
    text = ("A coast guard boat patrols off Batumi on August 20, 2008, days after ships were "
            "sunk in Poti on August 13, 2008.")
    assert extract_event_date(text).start == dt.date(2008, 8, 20)


@pytest.mark.parametrize("text, day", [
    # a Brazilian weekday and its day in brackets, in the month of the caption's full date
    ("Publicado em 16/07/2023 - 10:05 | Brasília - Fiéis participam da procissão neste "
     "domingo (16). Marcelo Camargo/Agência Brasil", dt.date(2023, 7, 16)),
])
def test_a_brazilian_weekday_s_day_in_brackets(text, day):
    assert extract_event_date(text).start == day


def test_a_brazilian_weekday_s_day_of_the_month_before(gaz):
    from timeline.understand import understand_caption

    text = ("Publicado em 01/08/2022 | Recife - Moradores limpam as ruas neste sábado (30). "
            "Foto: Agência Brasil")
    assert understand_caption(text, gaz).date.start == dt.date(2022, 7, 30)


@pytest.mark.parametrize("caption, day", [
    # "yesterday" counted back from the date a page or a dateline gives the caption
    ("Rickshaws crawl through knee-deep water at Muradpur in the port city yesterday, as "
     "overnight rain left Chattogram inundated. PHOTO: RAJIB RAIHAN Tue Jun 13, 2023 12:00 AM "
     "Last update on: Tue Jun 13, 2023 02:14 AM", "2023-06-12"),
    ("WASHINGTON, June 5, 2023 - Police arrested a man yesterday outside the White House.",
     "2023-06-04"),
    # ... not when the picture is dated in its own sentence, nor from another event's
    # "yesterday", nor "since yesterday"
    ("Flood waters in Dhaka on June 12, 2023. Residents said the rain began yesterday.",
     "2023-06-12"),
    ("Petrópolis (RJ), 16/02/2022 - Bombeiros procuram vítimas no Morro da Oficina, atingido por "
     "deslizamento após o temporal que castigou a cidade na tarde de ontem (15). Foto: Fernando "
     "Frazão/Agência Brasil", "2022-02-16"),
    ("KYIV, Jan. 3, 2024 - Residents have queued for water since yesterday.", "2024-01-03"),
    ("LONDON, June 5, 2023 - Crowds gather a day after yesterday's vote.", "2023-06-05"),
])
def test_yesterday_from_the_date_of_the_page(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("caption, day", [
    # APP's slug gives the picture's day; the dateline's day and month are an anniversary's
    ("ISLAMABAD, Mar 23 (APP): Contingents march past during the parade to commemorate the "
     "passage of the Lahore Resolution on March 23, 1940. APP photo by Irshad Sheikh "
     "APP54-230319", "2019-03-23"),
    # ANI's page stamp gives the year of the dateline's day
    ("Gurugram (Haryana) [India], July 29 (ANI): Commuters wade through a waterlogged stretch "
     "of Sohna Road after heavy overnight rain on Monday. (ANI Photo) ANI | Updated: Jul 29, "
     "2024 10:47 IST", "2024-07-29"),
])
def test_a_house_s_slug_or_stamp_dates_the_dateline_s_day(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("caption, day", [
    # "the one of" another day in the Romance languages is an earlier event's date; the
    # closing dateline's is the picture's
    ("Il corteo del primo maggio, il più grande dopo quello del 25 aprile 2024. Milano, 1 "
     "maggio 2025. ANSA/MATTEO BAZZI", "2025-05-01"),
    ("La crue la plus forte après celle du 2 juin 2016. Nemours, le 10 octobre 2024. "
     "(Photo by Name PERSON / AFP)", "2024-10-10"),
])
def test_the_one_of_another_day(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("caption, day", [
    # old Reuters slugs glue the day, the month and a two-digit year after the town
    ("KAB02:AFGHANISTAN-FIGHTING:KABUL,14FEB96:- A MAN WALKS PAST A BURNT BUS IN WESTERN KABUL "
     "FEBRUARY 14. REUTER/JOHN SMITH", "1996-02-14"),
    # a hyphened month in the dateline, though a context date gives a year ("SINCE")
    ("MOSTAR, BOSNIA-HERZEGOVINA, 9-NOV-1993: PEOPLE WATCH THE RUINS OF THE OLD BRIDGE. THE "
     "TOWN HAS BEEN DIVIDED SINCE MAY 1993. (AP PHOTO/JANE DOE)", "1993-11-09"),
])
def test_old_desks_dateline_days(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("caption, day", [
    # the day named just after a weekday is of the weekday's clause: a day after another event
    # (in capitals too)
    ("KHARKIV, UKRAINE, MAY 12 -- FIREFIGHTERS CLEAR DEBRIS SUNDAY, A DAY AFTER A MISSILE HIT "
     "THE MARKET ON SATURDAY EVENING, MAY 11, KILLING SIX. (AP PHOTO/JOHN DOE) 2024", "2024-05-12"),
    ("Firefighters clear debris in Kharkiv on Sunday, May 12, 2024, a day after a missile hit "
     "the market on Saturday evening, May 11. (AP Photo/John Doe)", "2024-05-12"),
])
def test_a_weekday_s_day_shares_its_clause(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("caption, day", [
    # a sentence that describes the picture itself dates it over the story's dateline
    ("МОСКВА, 3 апреля 2024. /ТАСС/. Минтранс подвел итоги зимней навигации. На фото: ледокол "
     "у причала в Мурманске, 12 января 2019 года. Фото: Иван Орлов/ТАСС", "2019-01-12"),
    ("LONDON, May 3, 2024 - The council approved the plan on Friday. Pictured: the estate in "
     "Hackney on March 12, 2019. REUTERS/Jane Doe", "2019-03-12"),
    # a last sentence that is only a day (after its town) is the house's stamp of the picture
    ("Люди несут цветы к мемориалу у школы, где 13 мая 2021 года произошла стрельба. Казань, "
     "14 мая 2021 года. Фото: Интерфакс", "2021-05-14"),
    ("Il corteo ricorda la strage del 2 agosto 1980. Bologna, 2 agosto 2024. ANSA/GIORGIO "
     "BENVENUTI", "2024-08-02"),
    # ... but not a day alone that is the only one ("pub. 31st January 1948")
    ("Children in a back court in the Gorbals district of Glasgow, January 1948. Original "
     "Publication: Picture Post - pub. 31st January 1948 (Photo by Bert Hardy/Getty Images)",
     "1948-01"),
])
def test_the_picture_s_own_day(gaz, caption, day):
    date = understand_caption(caption, gaz).date
    assert date.start.isoformat()[: len(day)] == day and (len(day) > 7 or date.precision != "day")


@pytest.mark.parametrize("caption, day", [
    # review: a demonstrative adjective is no "the one of" ("in quella piazza")
    ("Una mujer en aquella plaza de Sevilla el 8 de marzo de 2024, tras la marcha del 7 de marzo"
     " de 2024. EFE/Julio Muñoz", "2024-03-08"),
    ("Una donna in quella piazza di Roma il 5 marzo 2024, dopo il corteo del 4 marzo 2024. "
     "ANSA/Angelo Carconi", "2024-03-05"),
])
def test_a_demonstrative_is_no_other_day(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("caption, day", [
    # review 4: the last day of the picture's own sentence, not an earlier one it names
    ("Pictured: resident Keahi Ho, whose home burned on Aug. 8, 2023, stands amid the ruins of "
     "his street in Lahaina, Hawaii, Monday, Aug. 21, 2023. (AP Photo/Rick Bowmer)",
     "2023-08-21"),
    ("На фото: Алексей Навальный, приговорённый 2 февраля 2021 года, во время заседания в суде "
     "Москвы 20 февраля 2021 года. Фото: Сергей Карпухин/ТАСС", "2021-02-20"),
    # a Reuters slug day before a dash
    ("KOBE,18JAN95 - RESIDENTS WALK PAST COLLAPSED HOUSES IN KOBE'S NAGATA WARD. REUTERS",
     "1995-01-18"),
])
def test_the_picture_s_own_sentence_and_slug_after_review_four(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("caption", [
    # session 17: a caption that calls its own picture undated gives no day of the picture,
    # however far its issue date stands, nor the day of the story it tells
    "Undated handout photo issued by English Heritage of the restored hall at Eltham Palace in "
    "south-east London, which reopens in the spring. Issue date: Monday March 6, 2023.",
    "This undated photo provided by the museum shows the tiara, which was found near the "
    "building after the break-in on Sunday, Nov. 5, 2023. (Museum via AP)",
])
def test_a_picture_its_caption_calls_undated_has_no_day(caption):
    date = extract_event_date(caption)
    assert date.start is None and date.context_dates


@pytest.mark.parametrize("caption, day", [
    # session 17: a holiday of a fixed day names the day, its year from the caption's date
    ("Swimmers brave the sea at Sandycove on Christmas Day. Irish Independent, December 26, "
     "2022", dt.date(2022, 12, 25)),
    ("Revellers watch fireworks over the harbour on New Year's Eve. The Age, January 1, 2024",
     dt.date(2023, 12, 31)),
    ("Shoppers crowd a mall in Manila on Dec. 20, 2023, ahead of Christmas Day.",
     dt.date(2023, 12, 20)),
    ("Veterans march in Sydney on Anzac Day, April 25, 2019.", dt.date(2019, 4, 25)),
])
def test_a_fixed_holiday_names_its_day(caption, day):
    assert extract_event_date(caption).start == day


def test_a_holiday_alone_gives_no_year():
    date = extract_event_date("Revellers celebrate Hogmanay in Edinburgh, Scotland.")
    assert date.start is None


@pytest.mark.parametrize("caption, day", [
    # session 17: a wire's dateline day dates a picture its sentence describes, when only
    # later sentences name other days
    ("HAVANA, Jan. 8--Fidel Castro, riding atop a tank, enters the city at the end of a "
     "victory march. Batista fled to the Dominican Republic Jan. 1. UPI TELEPHOTO 1959",
     dt.date(1959, 1, 8)),
    ("TBILISI, 3 May 2021 – Sputnik. Protesters rally outside parliament in the capital after "
     "the opposition walked out on April 27.", dt.date(2021, 5, 3)),
    # ... but not a dateline standing as a sentence of its own (PAP's), nor beside a file photo
    ("Warszawa, 12.05.2019. Uczestnicy marszu na placu Zamkowym, 11 bm. PAP/Jan Kowalski",
     dt.date(2019, 5, 11)),
    ("SEOUL, Aug. 14 (Yonhap) -- Groups plan rallies on Liberation Day. This file photo, taken "
     "Aug. 15, 2019, shows a rally in central Seoul. (Yonhap)", dt.date(2019, 8, 15)),
    # a wirephoto slip's stamp, its desk codes after it, with a bare year in the text
    ("LAKEHURST, N.J.--The dirigible bursts into flames at the end of its first 1937 crossing."
     "\n5/6/37 NY-17 | CREDIT LINE (ACME)", dt.date(1937, 5, 6)),
    ("SAIGON: Rebel troops take cover outside the palace during the coup. UPI TELEPHOTO 11/2/63 "
     "sj/ fls", dt.date(1963, 11, 2)),
])
def test_wire_datelines_and_slip_stamps(gaz, caption, day):
    from timeline.understand import understand_caption
    assert understand_caption(caption, gaz).date.start == day


@pytest.mark.parametrize("caption, day", [
    # the review of session 17: an undated picture shown in the picture is no undated caption
    ("Relatives hold a picture of the victim, seen in an undated photo, at a vigil in Manila on "
     "Nov. 2, 2023.", dt.date(2023, 11, 2)),
    ("A protester holds up a still from an undated video during a rally in Tehran, Iran, Sept. "
     "21, 2022.", dt.date(2022, 9, 21)),
    # a holiday named in another role, or beside a year or a month of its own, names no day
    ("Shoppers browse Halloween costumes at a store in Salem in October 2023.",
     dt.date(2023, 10, 1)),
    ("A file photo of the 1914 Christmas Day truce is shown at the museum, released on Nov. "
     "11, 2014.", dt.date(2014, 11, 11)),
    ("Troops pause on Christmas Day 1914 near Ypres, Belgium.", None),
])
def test_holidays_and_undated_after_the_review(caption, day):
    assert extract_event_date(caption).start == day


@pytest.mark.parametrize("caption, day", [
    # the pluperfect tells an earlier event: the picture's day is the other
    ("Fighters stand outside the headquarters in Rostov-on-Don, in footage posted on the "
     "morning of 24 June 2023. Prigozhin had announced his march late on 23 June.",
     dt.date(2023, 6, 24)),
    # ... and its month still gives the year to the picture's day
    ("Flooded paddocks near Gisborne on February 14. The region had already been hit by a "
     "cyclone in January 2023.", dt.date(2023, 2, 14)),
])
def test_an_earlier_event_in_the_pluperfect(caption, day):
    assert extract_event_date(caption).start == day


@pytest.mark.parametrize("caption, day", [
    # the second review: "had" in a relative clause of the picture's is no earlier event, and
    # only a pluperfect month gives its year
    ("Fans who had waited for hours cheer as the team bus arrives in Boston on May 5, 2024. "
     "The Celtics clinched the series on May 3.", dt.date(2024, 5, 5)),
    ("Residents walk past what had been a school in Gaza City on Jan. 5, 2024. The building "
     "was hit on Dec. 28.", dt.date(2024, 1, 5)),
    ("Workers at the plant in Zhengzhou, China, on Sept. 12. Apple launched the first iPhone "
     "in June 2007.", None),
])
def test_relative_clauses_and_other_events_after_the_second_review(caption, day):
    assert extract_event_date(caption).start == day


@pytest.mark.parametrize("caption, day", [
    # a page's stamp, not a birth date in brackets, is the present a weekday counts from
    ("Children dress as Gandhi to mark his birth anniversary (October 2, 1869) at a school in "
     "Ahmedabad on Thursday. | Photo Credit: Jane Doe\n\nUpdated - October 2, 2025 06:40 pm "
     "IST - AHMEDABAD", dt.date(2025, 10, 2)),
    # "anniversary" in the languages of the continent's houses is another day's
    ("Lidé zapalují svíčky před výročím okupace 21. srpna 1968, 20. srpna 2024, Praha. "
     "ČTK/Jan Novák", dt.date(2024, 8, 20)),
    ("Menschen legen Blumen nieder zum 80. Jahrestag des Kriegsendes am 8. Mai 1945, Berlin, "
     "7. Mai 2025. Foto: Jane Doe/dpa", dt.date(2025, 5, 7)),
    ("Warszawiacy składają kwiaty w rocznicę wybuchu powstania 1 sierpnia 1944, Warszawa, "
     "31 lipca 2024. PAP/Jan Kowalski", dt.date(2024, 7, 31)),
    # a wire's dateline day, when the caption's other days are earlier events'
    ("BEIRA, 22 Mar (AIM) – Residents salvage roof sheets from houses flattened when cyclone "
     "Idai struck the city on the night of 14 March 2019. (AIM Photo/Jane Doe)",
     dt.date(2019, 3, 22)),
])
def test_the_dates_of_set_108_and_109(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start == day


@pytest.mark.parametrize("caption, day", [
    # the review: an anniversary's word before the day it is kept on, the caption's latest,
    # does not give that day away to the day it counts from
    ("Menschen legen Blumen am Breitscheidplatz am Jahrestag des Anschlags am 19. Dezember "
     "2024 in Berlin nieder. Der Attentäter war am 19. Dezember 2016 in den Markt gerast. "
     "Foto: Jane Doe/dpa", dt.date(2024, 12, 19)),
    ("O presidente comemora seu aniversário de 80 anos em São Bernardo do Campo nesta "
     "segunda-feira 27 de outubro de 2025. Ele nasceu em 27 de outubro de 1945 em Garanhuns. "
     "Foto: Jane Doe/PR", dt.date(2025, 10, 27)),
])
def test_the_day_an_anniversary_is_kept_on(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start == day


@pytest.mark.parametrize("caption, day", [
    # Bernama's dateline day in its stamp's year, not in the year of the anniversary it marks
    ("MELAKA, 15 Apr -- Orang ramai menyaksikan perarakan di Bandar Hilir hari ini sempena "
     "ulang tahun pengisytiharan bandar itu pada 15 Apr 1989. --fotoBERNAMA (2024)",
     dt.date(2024, 4, 15)),
    # a dateline's day that the caption's weekday falls on, whatever earlier event's day it
    # names (4 November 2019 was a Monday)
    ("ZAMBOANGA CITY, Nov. 4 (PNA) -- Residents return to their homes on Monday, two months "
     "after the fighting that began on Sept. 9, 2019. (PNA photo by Jane Cruz)",
     dt.date(2019, 11, 4)),
    # a Malay or Indonesian month after "pada" (in), in a file picture
    ("KUCHING, 2 Mei -- GAMBAR FAIL: Pelancong di tebingan Sungai Sarawak. Gambar diambil "
     "pada Mac 2018. --fotoBERNAMA (2023)", dt.date(2018, 3, 1)),
    # Filipino's month-first date in brackets
    ("Nagtipon ang mga deboto sa Quiapo, Maynila, Huwebes (Enero 9, 2025). (Kuha ni Juan "
     "Cruz / Pilipino Star Ngayon)", dt.date(2025, 1, 9)),
])
def test_the_dates_of_set_116(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start == day


@pytest.mark.parametrize("caption, day, written_at", [
    # of one day written with two years, the later year's first writing; of two such days,
    # the one the caption writes first
    ("Hà Nội, 2/9/2025 - Khối quân nhân diễu binh trong lễ kỷ niệm 80 năm Cách mạng Tháng Tám "
     "(19/8/1945 - 19/8/2025) và Quốc khánh (2/9/1945 - 2/9/2025). Ảnh: Nguyễn Văn A/TTXVN",
     dt.date(2025, 9, 2), 8),
    ("Dân quân diễu binh trên đường Lê Duẩn, TP Hồ Chí Minh, sáng 30/4/2025, tại lễ kỷ niệm 50 "
     "năm Ngày Giải phóng (30/4/1975 - 30/4/2025). Ảnh: Nguyễn Văn A/TTXVN",
     dt.date(2025, 4, 30), 60),
])
def test_an_anniversarys_day_is_its_first_writing(gaz, caption, day, written_at):
    date = understand_caption(caption, gaz).date
    assert (date.start, date.span[0]) == (day, written_at)


@pytest.mark.parametrize("caption, day", [
    # the review: of two anniversaries, the day the caption also writes outside its span
    ("Veterans mark the liberation of Rome (June 4, 1944 - June 4, 2024) and D-Day (June 6, "
     "1944 - June 6, 2024) at a ceremony in Colleville-sur-Mer, France, June 6, 2024. "
     "REUTERS/Jane Doe", dt.date(2024, 6, 6)),
    # a weekday in another sentence confirms no dateline's day
    ("GAZA CITY, Jan. 9 (Xinhua) -- Palestinians inspect the rubble of a house destroyed in an "
     "Israeli airstrike in Gaza City on Jan. 8, 2024. The Israeli army said on Tuesday it had "
     "struck dozens of targets. (Photo by Jane Doe/Xinhua)", dt.date(2024, 1, 8)),
])
def test_dates_after_the_review(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start == day


@pytest.mark.parametrize("text, day", [
    # a handout's release date, the picture "the previous day"
    ("This photo, released by North Korea's official Korean Central News Agency on Feb. 3, "
     "2026, shows a ceremony marking the completion of a housing district in Pyongyang the "
     "previous day. (Yonhap)", dt.date(2026, 2, 2)),
    ("This photo released by KCNA on Feb. 3, 2026 shows Kim Jong Un at a factory.",
     dt.date(2026, 2, 3)),
    # Xinhua's day, its year in the next sentence's "that day"
    ("2月2日，旅客在北京西站候车大厅内排队检票。当日，为期40天的2026年春运正式启动。新华社记者 鞠焕宗 摄",
     dt.date(2026, 2, 2)),
])
def test_a_day_told_from_another_sentence(text, day):
    assert extract_event_date(text).start == day


def test_between_parties_is_no_cue_between_times_is():
    # "between" two teams or sides: the day is the match's, not passed over for a later
    # sentence's earlier event
    date = extract_event_date(
        "Muralitharan celebrates on the final day of the first Test match between Sri Lanka and "
        "India at the Galle International Stadium in Galle on July 22, 2010. The ground was "
        "rebuilt after being devastated by the tsunami of December 26, 2004.")
    assert date.start == dt.date(2010, 7, 22)
    # between two times: the range's days are another period's
    date = extract_event_date(
        "Refugees who fled the war between 1992 and 1995 return to Srebrenica on July 11, 2005.")
    assert date.start == dt.date(2005, 7, 11)


def test_a_two_digit_year_date_opening_the_caption():
    # SNS's and Sportsfile's slug: the day first, before the competition in capitals
    date = extract_event_date("24/02/18 NATWEST 6 NATIONS SCOTLAND v ENGLAND (25-13) BT "
                              "MURRAYFIELD - EDINBURGH Scotland captain John Barclay lifts the "
                              "Calcutta Cup at full-time.")
    assert date.start == dt.date(2018, 2, 24)


@pytest.mark.parametrize(("text", "day"), [
    # a date naming another event before a name and the event's noun is not the picture's
    ("BEIRUT, LEBANON - MAY 11: Relatives of victims of the August 4, 2020 Beirut port "
     "explosion protest outside the Justice Palace in Beirut, Lebanon on May 11, 2026. "
     "(Photo by Name Surname/Anadolu via Getty Images)", dt.date(2026, 5, 11)),
    ("Israelis gather to remember the victims of the Oct. 7, 2023 Hamas attack in Tel Aviv, "
     "Oct. 7, 2025. REUTERS/Name Surname", dt.date(2025, 10, 7)),
    # nor one written before the event named in capitals alone, the picture's own day
    ("Voters queue on the June 2, 2024 General Election day in Mexico City. REUTERS/Name "
     "Surname", dt.date(2024, 6, 2)),
])
def test_a_date_before_a_name_and_an_event_noun_names_that_event(text, day):
    assert extract_event_date(text).start == day


@pytest.mark.parametrize("text, day, place, context", [
    # a file picture re-issued under the news it illustrates is the file's picture
    ("A tanker came under attack in the Red Sea off Yemen on July 7, 2025. FILE PHOTO: Houthi "
     "fighters stand on a cargo ship off the Red Sea port of al-Salif, Yemen November 22, 2023. "
     "REUTERS/Jane Roe/File Photo", "2023-11-22", "YE", "2025-07-07"),
    ("The museum reopened on Monday, July 7, 2025. FILE - Visitors queue outside the museum in "
     "Paris, France, June 16, 2025. (AP Photo/Jane Roe)", "2025-06-16", "FR", "2025-07-07"),
    # a file picture described with no date of its own leaves the news's day
    ("Floods hit Valencia, Spain, on October 30, 2024. FILE PHOTO: A street in the city.",
     "2024-10-30", "ES", None),
])
def test_a_file_picture_after_the_news_is_the_file_s(gaz, text, day, place, context):
    facts = understand_caption(text, gaz)
    assert facts.date.start.isoformat() == day
    assert facts.place.resolution.country_code == place
    assert context is None or context in facts.date.context_dates
