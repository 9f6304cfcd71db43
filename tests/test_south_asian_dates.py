"""Dates of Nepal, Bangladesh, Myanmar and Bhutan as their own press writes them.

Nepal's houses (RSS, Kantipur, Gorkhapatra, Setopati, Onlinekhabar) date their captions in
the Bikram Sambat calendar, in Devanagari ("काठमाडौं, २०७२ वैशाख १२ गते शनिबार (रासस)", 12
Baisakh 2072 = 25 April 2015); Bangladesh's (BSS, Prothom Alo, The Daily Star's Bangla
desk) in Gregorian months in Bengali, a Bangla-calendar day in brackets beside it; Myanmar's
(MNA, Myanmar Now, DVB) in Gregorian months in Burmese with Burmese digits; Bhutan's (BBS,
Kuensel) in Dzongkha with Tibetan digits, "ཕྱི་ལོ་" (AD year) and "ཕྱི་ཟླ་" (Gregorian month).
"""

from __future__ import annotations

import datetime as dt

import pytest
from helpers import event_day_and_precision as _day

from timeline.understand.dates import extract_event_date
from timeline.understand.south_asian_dates import bikram_sambat_to_gregorian

# ---------------------------------------------------------------------------------------
# Nepali, Bikram Sambat
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, day", [
    # the year first, "गते" after the day, the weekday after
    ("काठमाडौं, २०७२ वैशाख १२ गते शनिबार । धरहरा ढलेपछि उद्धारमा जुटेका सुरक्षाकर्मी ।",
     "2015-04-25"),
    ("गोरखा, २०७२ बैशाख १५ गते मंगलबार (रासस) । राहत लिन लाइनमा बसेका पीडित ।", "2015-04-28"),
    ("जाजरकोट, २०८० कात्तिक १८ शनिबार । भूकम्पले भत्काएको घर । तस्बिर: सेतोपाटी", "2023-11-04"),
    ("नेपालगन्ज, २०८० कार्तिक १९ गते आइतबार । घाइतेहरू अस्पतालमा ।", "2023-11-05"),
    ("पोखरा, २०७९ माघ १ गते आइतबार । विमान दुर्घटनास्थलमा उद्धारकर्मी ।", "2023-01-15"),
    ("मेलम्ची, २०७८ असार २ गते बुधबार (गोरखापत्र) । बाढीले बगाएको बजार ।", "2021-06-16"),
    ("धनगढी, २०७९ मंसिर ४ (रासस) । मतदान केन्द्रमा लाइनमा बसेका मतदाता ।", "2022-11-20"),
    ("धनगढी, २०७९ मङ्सिर ४ गते । मतदाता ।", "2022-11-20"),
    ("काठमाडौं, २०८० कात्तिक ७ (रासस) । टीका ग्रहण गर्दै आम नागरिक ।", "2023-10-24"),
    ("तस्बिर: २०५८ जेठ २० गते शनिबार आर्यघाटमा भेला भएका शोकाकुल नागरिक ।", "2001-06-02"),
    ("काठमाडौं, २०८१ जेष्ठ १० गते । बुद्ध जयन्ती ।", "2024-05-23"),
    ("काठमाडौं, २०८१ श्रावण ३२ गते । वर्षा ।", "2024-08-16"),  # (Shrawan 2081 had 32 days)
    ("भक्तपुर, २०८१ चैत्र ३० गते । बिस्का जात्रा ।", "2025-04-12"),
    ("काठमाडौं, २०८१ पौष १५ गते सोमबार । चिसो ।", "2024-12-30"),
    ("काठमाडौं, २०८१ आश्विन १२ गते शनिबार । बाढी ।", "2024-09-28"),
    ("काठमाडौं, २०८१ भाद्र १९ गते बुधबार । इन्द्रजात्रा ।", "2024-09-04"),
    ("काठमाडौं, २०७५ फाल्गुन १५ गते बुधबार । शिवरात्रि ।", "2019-02-27"),
    ("काठमाडौं, २०६३ बैशाख ११ गते सोमबार । जनआन्दोलन ।", "2006-04-24"),
    # "साल" (year) after the year, "वि.सं." before it
    ("काठमाडौं, २०६२ साल वैशाख ११ गते आइतबार । प्रदर्शन ।", "2005-04-24"),
    ("वि.सं. २०४६ चैत २६ गते आइतबार काठमाडौंमा भएको प्रदर्शन ।", "1990-04-08"),
    # the month first, the year after a comma (Kantipur's)
    ("सिन्धुपाल्चोक, वैशाख १५, २०७२ — राहत सामग्री लिन लाइनमा बसेका भूकम्पपीडित ।",
     "2015-04-28"),
    ("काठमाडौं, भदौ २३, २०८२ — संसद भवन अगाडि गरेको प्रदर्शन । तस्बिर: कान्तिपुर", "2025-09-08"),
    ("ललितपुर, असोज १२, २०८१ — बाढीले डुबाएका घर ।", "2024-09-28"),
    ("बुटवल, कात्तिक १५, २०८१ । कुकुर तिहार ।", "2024-10-31"),
    ("जनकपुरधाम, पुस १, २०८० आइतबार (गोरखापत्र) । विवाह पञ्चमी ।", "2023-12-17"),
    ("कीर्तिपुर, चैत २, २०७९ — खुसी मनाउँदै खेलाडी ।", "2023-03-16"),
    ("भक्तपुर, वैशाख १, २०८१ । नयाँ वर्ष ।", "2024-04-13"),
    ("काठमाडौं, साउन १५, २०८१ । वर्षा ।", "2024-07-30"),
    ("काठमाडौं, फागुन १५, २०७५ । शिवरात्रि ।", "2019-02-27"),
    ("काठमाडौं, माघ १, २०८१ — माघे संक्रान्ति ।", "2025-01-14"),
    # a weekday between the day and the year
    ("लुम्बिनी, जेठ १० गते बिहीबार, २०८१ (गोरखापत्र) । बुद्ध जयन्ती ।", "2024-05-23"),
    # the day first
    ("काठमाडौं, १२ वैशाख २०७२ । भूकम्पपछिको दृश्य ।", "2015-04-25"),
    ("१ बैशाख २०८१ मा नयाँ वर्ष मनाउँदै युवा ।", "2024-04-13"),
    # Latin digits, as the web's Nepali often writes them
    ("काठमाडौं, 2080 कात्तिक 18 गते शनिबार । राहत ।", "2023-11-04"),
    ("काठमाडौं, जेठ 10, 2081 । बुद्ध जयन्ती ।", "2024-05-23"),
])
def test_bikram_sambat_dates_are_converted_exactly(text: str, day: str) -> None:
    assert _day(text) == (day, "day")


@pytest.mark.parametrize("text, day", [
    # a day and a month with "गते" and no year: the year of the caption's BS date
    ("भक्तपुर, वैशाख १, २०८१ । चैत ३० गते ठड्याइएको लिङ्गो ढालेर जात्रा ।", "2024-04-13"),
    ("पुस १५ गते काठमाडौंमा परेको हिउँ । वि.सं. २०८१ ।", "2024-12-30"),
    # ... or of a bare BS year in the caption
    ("वि.सं. २०८१ साउन १५ गते । वर्षा ।", "2024-07-30"),
    ("साउन १५ गते काठमाडौंमा परेको वर्षा । २०८१ साल ।", "2024-07-30"),
    # ... or the BS year of the caption's Gregorian date, the day nearest before it
    ("Kathmandu, 30 July 2024. साउन १५ गते काठमाडौंमा परेको वर्षा ।", "2024-07-30"),
])
def test_a_bs_day_without_its_year_takes_the_captions_bs_year(text: str, day: str) -> None:
    assert _day(text)[0] == day


def test_a_bs_day_with_no_year_anywhere_is_not_read_as_a_gregorian_day() -> None:
    date = extract_event_date("चैत ३० गते ठड्याइएको लिङ्गो ढालेर जात्रा मनाउँदै स्थानीयवासी ।")
    assert date.start is None or date.start.month != 12


@pytest.mark.parametrize("text, year", [
    ("वि.सं. २०८० को बाढीमा डुबेको बस्ती ।", 2023),
    ("बि.सं. २०७२ को भूकम्पले भत्काएको घर ।", 2015),
    ("२०७२ सालको भूकम्पले भत्काएको धरहरा । तस्बिर: कान्तिपुर", 2015),
    ("काठमाडौं, २०८० । बाढीमा डुबेको बस्ती । तस्बिर: रासस", 2023),
    ("विक्रम संवत् २०४६ को जनआन्दोलनमा सहभागी नागरिक ।", 1989),
])
def test_a_bs_year_alone_is_the_ad_year_it_begins_in(text: str, year: int) -> None:
    date = extract_event_date(text)
    assert date.start is not None and date.precision == "year"
    assert date.start.year == year
    assert any("Bikram Sambat" in note for note in date.notes)


@pytest.mark.parametrize("text, year", [
    ("सन् २०१५ को भूकम्पले भत्काएको धरहरा । तस्बिर: कान्तिपुर", 2015),
    ("ई.सं. २०१५ मा भत्किएको धरहरा ।", 2015),
])
def test_an_ad_year_marked_so_in_nepali_stays_ad(text: str, year: int) -> None:
    date = extract_event_date(text)
    assert date.start is not None and date.start.year == year


@pytest.mark.parametrize("text", [
    "The 2072 Olympics, planned for a city that does not yet exist, in 2072.",
    "A capsule to be opened in 2072 is buried in Helsinki, Finland, on May 3, 2024.",
])
def test_english_years_are_untouched(text: str) -> None:
    date = extract_event_date(text)
    assert date.start is None or date.start.year in (2072, 2024)


def test_an_english_2072_year_stays_2072() -> None:
    date = extract_event_date("Children bury a time capsule to be opened in 2072.")
    assert date.start == dt.date(2072, 1, 1)


def test_hindi_gregorian_dates_stay_gregorian() -> None:
    assert _day("नई दिल्ली, 20 अप्रैल 2022 (भाषा) प्रदर्शन करते लोग।") == ("2022-04-20", "day")
    assert _day("२५ जुलाई २०२४ को मुंबई में बारिश।")[0] == "2024-07-25"


@pytest.mark.parametrize("text, day", [
    # Nepal's Gregorian months (Nepali spellings), the year AD
    ("काठमाडौं, २५ अप्रिल २०१५ । भूकम्पपछि उद्धार ।", "2015-04-25"),
    ("काठमाडौं, ८ सेप्टेम्बर २०२५ । प्रदर्शन ।", "2025-09-08"),
    ("काठमाडौं, ४ नोभेम्बर २०२३ । भूकम्प ।", "2023-11-04"),
    ("काठमाडौं, १७ डिसेम्बर २०२३ । विवाह पञ्चमी ।", "2023-12-17"),
])
def test_nepali_gregorian_months(text: str, day: str) -> None:
    assert _day(text) == (day, "day")


def test_an_earlier_bs_day_of_the_event_is_context() -> None:
    text = ("सिन्धुपाल्चोक, वैशाख १५, २०७२ — वैशाख १२ गतेको विनाशकारी भूकम्पपछि राहत लिन "
            "लाइनमा बसेका भूकम्पपीडित ।")
    date = extract_event_date(text)
    assert date.start == dt.date(2015, 4, 28)
    assert "2015-04-25" in date.context_dates


def test_a_bs_day_since_which_is_context() -> None:
    text = ("काठमाडौं, भदौ २३, २०८२ — प्रदर्शन । सरकारले भदौ १९ गतेदेखि सामाजिक सञ्जाल बन्द "
            "गरेको थियो ।")
    date = extract_event_date(text)
    assert date.start == dt.date(2025, 9, 8)
    assert "2025-09-04" in date.context_dates


def test_the_massacre_s_day_is_context_to_the_funeral_s() -> None:
    text = ("फाइल तस्बिर: २०५८ जेठ २० गते शनिबार पशुपति आर्यघाटमा भेला भएका नागरिक । जेठ १९ गते "
            "राति नारायणहिटीमा भएको हत्याकाण्डको आज २४ वर्ष पूरा भएको छ ।")
    assert _day(text) == ("2001-06-02", "day")


def test_a_bs_weekday_that_does_not_match_is_flagged() -> None:
    date = extract_event_date("काठमाडौं, २०७२ वैशाख १२ गते सोमबार । भूकम्प ।")
    assert date.start == dt.date(2015, 4, 25)
    assert date.weekday_mismatch


def test_a_bs_weekday_that_matches_is_not_flagged() -> None:
    date = extract_event_date("काठमाडौं, २०७२ वैशाख १२ गते शनिबार । भूकम्प ।")
    assert not date.weekday_mismatch


@pytest.mark.parametrize("text", [
    "काठमाडौं, २०८० चैत ३१ गते । मेला ।",  # Chaitra 2080 had 30 days
    "काठमाडौं, २०८१ असार ३३ गते । वर्षा ।",
])
def test_a_bs_day_its_month_has_not_is_not_a_day(text: str) -> None:
    date = extract_event_date(text)
    assert date.precision != "day" or date.start is None or date.start.year < 2070


def test_a_bs_year_outside_the_tables_is_left_alone() -> None:
    date = extract_event_date("काठमाडौं, २१५० वैशाख १२ गते । भूकम्प ।")
    assert date.precision != "day"


@pytest.mark.parametrize("bs, ad", [
    ((2072, 1, 12), dt.date(2015, 4, 25)),
    ((2081, 1, 1), dt.date(2024, 4, 13)),
    ((2080, 1, 1), dt.date(2023, 4, 14)),
    ((2058, 2, 20), dt.date(2001, 6, 2)),
    ((2000, 1, 1), dt.date(1943, 4, 14)),
    ((2081, 4, 32), dt.date(2024, 8, 16)),
    ((2080, 12, 31), None),
    ((2081, 13, 1), None),
    ((2200, 1, 1), None),
])
def test_bikram_sambat_to_gregorian(bs: tuple[int, int, int], ad: dt.date | None) -> None:
    assert bikram_sambat_to_gregorian(*bs) == ad


def test_the_nepali_numeric_bs_date() -> None:
    assert _day("काठमाडौं, २०८०/०७/१८ । भूकम्पपछि राहत वितरण ।") == ("2023-11-04", "day")


# ---------------------------------------------------------------------------------------
# Bengali (Bangladesh)
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, day", [
    ("সুনামগঞ্জ, ১৭ জুন ২০২২: টানা বর্ষণে তলিয়ে গেছে শহর। ছবি: কালের কণ্ঠ", "2022-06-17"),
    ("রাজধানীর শাহবাগ, সোমবার, ৫ আগস্ট ২০২৪। উল্লসিত জনতা। ছবি: স্টার", "2024-08-05"),
    ("মুন্সীগঞ্জ, ২৫ জুন, ২০২২ (বাসস): পদ্মা সেতুর উদ্বোধন।", "2022-06-25"),
    ("ঢাকা, ২১ ফেব্রুয়ারি, ২০২৪ (বাসস): শহীদ মিনারে শ্রদ্ধা।", "2024-02-21"),
    ("ঢাকা, ২১ ফেব্রুয়ারী ২০২৪: শহীদ মিনারে শ্রদ্ধা।", "2024-02-21"),
    ("ঢাকা, ১৪ এপ্রিল, ২০২৪ (বাসস): বর্ষবরণ অনুষ্ঠান।", "2024-04-14"),
    ("উখিয়া, ২৫ অগাস্ট ২০১৯। রোহিঙ্গা সমাবেশ। ছবি: মাহমুদ জামান", "2019-08-25"),
    ("ঢাকা, ১০ আগষ্ট ২০২৪। মিছিল।", "2024-08-10"),
    ("ঢাকা, ২ জানুয়ারী ২০২৪। শীত।", "2024-01-02"),
    ("ঢাকা, ২ জানুয়ারি ২০২৪। শীত।", "2024-01-02"),
    ("ঢাকা, ১৫ মার্চ ২০২৩। মেলা।", "2023-03-15"),
    ("ঢাকা, ৯ মে ২০২৩। ঝড়।", "2023-05-09"),
    ("ঢাকা, ১৬ জুলাই ২০২৪। সংঘর্ষ।", "2024-07-16"),
    ("ঢাকা, ১২ সেপ্টেম্বর ২০২৩। বন্যা।", "2023-09-12"),
    ("ঢাকা, ২৪ অক্টোবর ২০২৩। প্রতিমা বিসর্জন।", "2023-10-24"),
    ("ঢাকা, ১৭ নভেম্বর ২০০৭। সিডর।", "2007-11-17"),
    ("ঢাকা, ১৬ ডিসেম্বর ২০২৩। বিজয় দিবস।", "2023-12-16"),
    ("গাজীপুর, ৪ ফেব্রুয়ারি ২০২৪। ইজতেমা। ছবি: দীপু মালাকার", "2024-02-04"),
    # the Bangla-calendar day in brackets is not read
    ("রাজধানীর শেরেবাংলা নগর, সোমবার, ৫ আগস্ট ২০২৪ (২১ শ্রাবণ ১৪৩১)। জনতা।", "2024-08-05"),
    ("ঢাকা, ১৪ এপ্রিল ২০২৪ (১ বৈশাখ ১৪৩১)। বর্ষবরণ।", "2024-04-14"),
])
def test_bengali_gregorian_dates(text: str, day: str) -> None:
    assert _day(text) == (day, "day")


@pytest.mark.parametrize("text", [
    "ঢাকায় ২১ শ্রাবণ ১৪৩১ তারিখে মিছিল।",
    "পহেলা বৈশাখ ১৪৩১ উদযাপন।",
    "৮ ফাল্গুন ১৩৫৮ ভাষার দাবিতে প্রাণ দেন সালাম, বরকত।",
])
def test_a_bangla_calendar_date_is_not_a_gregorian_date(text: str) -> None:
    date = extract_event_date(text)
    assert date.start is None or date.start.year not in (1431, 1358, 1431 + 593)
    assert date.start is None or date.start.year >= 1900


def test_a_bengali_year_with_sal_is_a_year() -> None:
    date = extract_event_date("২০১৭ সালে রাখাইনে সেনা অভিযান শুরুর পর পালিয়ে আসা রোহিঙ্গা।")
    assert (date.start, date.precision) == (dt.date(2017, 1, 1), "year")


def test_a_bengali_year_first_day_is_read() -> None:
    date = extract_event_date("২০১৩ সালের ২৪ এপ্রিল ধসে পড়া রানা প্লাজার ধ্বংসস্তূপ।")
    assert date.start == dt.date(2013, 4, 24)


def test_a_bengali_earlier_day_is_context_to_the_caption_s() -> None:
    text = ("রানা প্লাজা ধসের ১১ বছর। ২০১৩ সালের ২৪ এপ্রিল ভবনটি ধসে ১১৩৮ জন নিহত হন। সাভার, "
            "ঢাকা, ২৪ এপ্রিল ২০২৪। ছবি: সাজিদ হোসেন")
    assert _day(text) == ("2024-04-24", "day")


def test_a_bengali_since_day_is_context() -> None:
    text = ("রাজধানীর শাহবাগ, ৫ আগস্ট ২০২৪। ১ জুলাই থেকে শুরু হওয়া আন্দোলন শেষ পর্যন্ত সরকার "
            "পতনের এক দফায় রূপ নেয়।")
    date = extract_event_date(text)
    assert date.start == dt.date(2024, 8, 5)


# ---------------------------------------------------------------------------------------
# Burmese (Myanmar)
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, day", [
    ("နေပြည်တော်၊ ၂၀၂၅ ခုနှစ် မတ်လ ၂၉ ရက် — ဆေးရုံကြီး ရှေ့တွင် ဆေးကုသပေးနေစဉ်။", "2025-03-29"),
    ("စစ်ကိုင်း၊ ၂၀၂၅ မတ် ၃၀ (တနင်္ဂနွေ) — ပြိုကျသွားသော တံတားဟောင်း။", "2025-03-30"),
    ("ပုဂံ၊ ၂၀၁၆ ဩဂုတ် ၂၅ — ထိခိုက်ပျက်စီးသွားသည့် စူဠာမဏိဘုရား။", "2016-08-25"),
    ("တောင်ကြီး၊ ၂၀၁၉ နိုဝင်ဘာ ၁၁ — မီးပုံးပျံ ပြိုင်ပွဲ။", "2019-11-11"),
    ("မန္တလေး၊ ၂၀၂၁ ဖေဖော်ဝါရီ ၂၀ (စနေ)။ ဒဏ်ရာရသူ။", "2021-02-20"),
    ("၂၀၂၁ ခုနှစ်၊ ဖေဖော်ဝါရီလ ၂၂ ရက်၊ တနင်္လာနေ့။ ဆန္ဒပြနေသူများ။", "2021-02-22"),
    ("၂၀၂၃ ခုနှစ်၊ မေလ ၁၅ ရက်။ ဆိုင်ကလုန်း။", "2023-05-15"),
    ("ရန်ကုန်၊ ၂၀၂၀ ခုနှစ် ဇန်နဝါရီလ ၄ ရက်။ လွတ်လပ်ရေးနေ့။", "2020-01-04"),
    ("ရန်ကုန်၊ ၂၀၁၈ ခုနှစ် ဧပြီလ ၁၄ ရက်။ သင်္ကြန်။", "2018-04-14"),
    ("ရန်ကုန်၊ ၂၀၁၅ ခုနှစ် ဇွန်လ ၁ ရက်။ မိုး။", "2015-06-01"),
    ("ရန်ကုန်၊ ၂၀၂၀ ခုနှစ် ဇူလိုင်လ ၂ ရက်။ မိုး။", "2020-07-02"),
    ("ရန်ကုန်၊ ၂၀၂၃ ခုနှစ် စက်တင်ဘာလ ၉ ရက်။ ပွဲ။", "2023-09-09"),
    ("ရန်ကုန်၊ ၂၀၂၃ ခုနှစ် အောက်တိုဘာလ ၂၈ ရက်။ ပွဲ။", "2023-10-28"),
    ("ရန်ကုန်၊ ၂၀၂၃ ခုနှစ် ဒီဇင်ဘာလ ၃၁ ရက်။ ပွဲ။", "2023-12-31"),
    ("ကလေး၊ ၂၀၁၅ ခုနှစ်၊ ဩဂုတ်လ ၁ ရက်၊ စနေနေ့။ ရေကြီး။", "2015-08-01"),
    ("ကလေး၊ ၂၀၁၅ ခုနှစ်၊ ဂြိုဟ်ဂုတ်လ ၁ ရက်။ ရေကြီး။", "2015-08-01"),
    # Latin digits
    ("Yangon 2021 ခုနှစ် ဖေဖော်ဝါရီလ 22 ရက်။", "2021-02-22"),
])
def test_burmese_dates(text: str, day: str) -> None:
    assert _day(text) == (day, "day")


@pytest.mark.parametrize("text, day", [
    # the dateline's day and month, the year in the closing stamp
    ("ရန်ကုန်၊ ဖေဖော်ဝါရီ ၂၂ — အထွေထွေသပိတ်တွင် ဆန္ဒပြနေသူများ။ ၂၀၂၁ ခုနှစ်၊ ဖေဖော်ဝါရီလ ၂၂ ရက်၊ "
     "တနင်္လာနေ့။ ဓာတ်ပုံ - Myanmar Now", "2021-02-22"),
    ("စစ်တွေ၊ မေ ၁၅ — မေ ၁၄ ရက် နေ့လယ်က ဝင်ရောက်ခဲ့သော ဆိုင်ကလုန်းကြောင့် ပြိုလဲနေသည့် သစ်ပင်များ။ "
     "၂၀၂၃ ခုနှစ်၊ မေလ ၁၅ ရက်။ ဓာတ်ပုံ - MNA", "2023-05-15"),
    ("ဖားကန့်၊ ဇူလိုင် ၂ — ကယ်ဆယ်ရေးအဖွဲ့ဝင်များ။ ၂၀၂၀ ခုနှစ်၊ ဇူလိုင်", "2020-07-02"),
    ("ရန်ကုန်၊ နိုဝင်ဘာ ၈ — ၂၀၁၅ ခုနှစ် အထွေထွေရွေးကောက်ပွဲတွင် မဲပေးရန် တန်းစီနေကြသူများ။",
     "2015-11-08"),
    ("ကလေး၊ ဩဂုတ် ၁ — ရေကြီးနေသည့် လမ်းမများ။ ၂၀၁၅ ခုနှစ်၊ ဩဂုတ်လ ၁ ရက်၊ စနေနေ့။", "2015-08-01"),
])
def test_a_burmese_dateline_day_takes_the_caption_s_year(text: str, day: str) -> None:
    assert _day(text) == (day, "day")


def test_an_earlier_burmese_day_is_context() -> None:
    text = ("နေပြည်တော်၊ ၂၀၂၅ ခုနှစ် မတ်လ ၂၉ ရက် — မတ်လ ၂၈ ရက် နေ့လယ်က လှုပ်ခတ်ခဲ့သည့် ငလျင်ကြောင့် "
            "ဒဏ်ရာရရှိသူများ။")
    date = extract_event_date(text)
    assert date.start == dt.date(2025, 3, 29)
    assert "2025-03-28" in date.context_dates


def test_an_earlier_burmese_day_first_in_the_text_is_context() -> None:
    text = ("ပုဂံ — ဩဂုတ် ၂၄ ရက် ညနေက လှုပ်ခတ်ခဲ့သော ငလျင်ကြောင့် ထိခိုက်သွားသည့် ဘုရား။ "
            "၂၀၁၆ ခုနှစ်၊ ဩဂုတ်လ ၂၅ ရက်။")
    assert _day(text) == ("2016-08-25", "day")


def test_a_burmese_since_day_is_context() -> None:
    text = ("ရန်ကုန်၊ ၂၀၂၁ ခုနှစ် ဖေဖော်ဝါရီလ ၂၂ ရက်။ ဖေဖော်ဝါရီ ၁ ရက်ကတည်းက ဆန္ဒပြနေသူများ။")
    date = extract_event_date(text)
    assert date.start == dt.date(2021, 2, 22)


def test_a_myanmar_era_year_is_not_a_gregorian_year() -> None:
    date = extract_event_date("မန္တလေး — မြန်မာနှစ်သစ် ၁၃၈၀ ခုနှစ် မတိုင်မီ ရေကစားနေကြသူများ။")
    assert date.start is None or date.start.year != 1380


def test_a_myanmar_era_year_beside_the_day_leaves_the_day() -> None:
    text = ("မန္တလေး၊ ဧပြီ ၁၄ — မြန်မာနှစ်သစ် ၁၃၈၀ ခုနှစ် မတိုင်မီ ရေကစားနေကြသူများ။ ၂၀၁၈ ခုနှစ်၊ "
            "ဧပြီလ ၁၄ ရက်။ ဓာတ်ပုံ - မြန်မာ့အလင်း")
    assert _day(text) == ("2018-04-14", "day")


def test_a_burmese_year_alone_is_a_year() -> None:
    date = extract_event_date("၂၀၁၅ ခုနှစ် အထွေထွေရွေးကောက်ပွဲတွင် မဲပေးရန် တန်းစီနေကြသူများ။")
    assert (date.start, date.precision) == (dt.date(2015, 1, 1), "year")


# ---------------------------------------------------------------------------------------
# Dzongkha (Bhutan)
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, day", [
    ("ཐིམ་ཕུ། ཕྱི་ལོ་༢༠༡༩ ཕྱི་ཟླ་༡༢ པའི་ཚེས་༡༧ ལུ་ རྒྱལ་ཡོངས་དུས་ཆེན། པར་: བི་བི་ཨེསི།", "2019-12-17"),
    ("སྤ་རོ། ཕྱི་ལོ་༢༠༢༤ ཕྱི་ཟླ་༣ པའི་ཚེས་༢༥ (ཟླ་༢ པའི་ཚེས་༡༥) ལུ་ ཚེས་བཅུ། པར་: ཀུན་གསལ།",
     "2024-03-25"),
    ("སྤུ་ན་ཁ། ཕྱི་ལོ་༢༠༡༡ ཕྱི་ཟླ་༡༠ པའི་ཚེས་༡༣ ལུ་ གཉེན་སྟོན་ མཛད་སྒོ།", "2011-10-13"),
    ("ཐིམ་ཕུ། ཕྱི་ལོ་ ༢༠༢༣ ཕྱི་ཟླ་ ༡ པའི་ཚེས་ ༥ ལུ།", "2023-01-05"),
    ("ཐིམ་ཕུ། ཕྱི་ལོ་2022 ཕྱི་ཟླ་9 པའི་ཚེས་23 ལུ།", "2022-09-23"),
])
def test_dzongkha_dates(text: str, day: str) -> None:
    assert _day(text) == (day, "day")


def test_a_dzongkha_year_alone_is_a_year() -> None:
    date = extract_event_date("ཐིམ་ཕུ། ཕྱི་ལོ་༢༠༠༨ ལུ་ མངའ་གསོལ་ མཛད་སྒོ།")
    assert (date.start, date.precision) == (dt.date(2008, 1, 1), "year")


def test_the_bhutanese_lunar_day_is_not_read() -> None:
    date = extract_event_date("སྤ་རོ། ཟླ་༢ པའི་ཚེས་༡༥ ལུ་ ཚེས་བཅུ།")
    assert date.start is None


# ---------------------------------------------------------------------------------------
# the examples of the brief, read whole
# ---------------------------------------------------------------------------------------

def test_english_captions_of_the_region_are_unchanged() -> None:
    assert _day("Sherpa guides rally at Namche Bazaar, Solukhumbu, on Wednesday, May 29, 2024, "
                "to mark International Everest Day.") == ("2024-05-29", "day")
    assert _day("Rohingya refugees walk on the shore in Shah Porir Dwip, Bangladesh September "
                "11, 2017. REUTERS/Danish Siddiqui") == ("2017-09-11", "day")


def test_a_year_beside_a_gregorian_month_is_no_bikram_sambat_year():
    date = extract_event_date("काठमाडौं, २०२४ जनवरी १५ । प्रदर्शनकारीहरू भेला भए। तस्बिर: रासस")
    assert date.start.isoformat() == "2024-01-15"


def test_a_hindi_caption_naming_nepal_keeps_its_ad_year():
    # ("नेपाल" is Hindi's name of Nepal too: it does not make a caption Nepali)
    from timeline.understand.dates import find_date_mentions

    years = {m.year for m in find_date_mentions("नेपाल के प्रधानमंत्री 2015 में दिल्ली पहुंचे। फोटो: पीटीआई")}
    assert 1958 not in years
