"""Credits of Nepal's, Bangladesh's, Myanmar's and Bhutan's houses, in their languages and
scripts.

Nepali captions close with "तस्बिर:" (or "तस्वीर:", "फोटो:"; the colon often written as the
visarga "ः") and the photographer and house after it ("तस्बिर: Name/कान्तिपुर"), or the house
alone ("तस्बिर: रासस", the national agency RSS); the house of a dateline stands in brackets
after it ("काठमाडौं, २०७२ वैशाख १२ गते (रासस) ।"), and "फाइल तस्बिर:" is a file picture. Bengali
captions write "ছবি:" the same way ("ছবি: Name/সমকাল", "ছবি: কালের কণ্ঠ": the house, no one's
name) and BSS's tag after the dateline ("ঢাকা, ১৪ এপ্রিল (বাসস):"). Burmese ones write
"ဓာတ်ပုံ -" before the house or "Name / house" ("ဓာတ်ပုံ - မြန်မာ့အလင်း", the paper Myanma
Alinn), Dzongkha ones "པར་:" before it ("པར་: ཀུན་གསལ།", Kuensel, with the shad that ends the
sentence). A house's name that is also a word (Kantipur, the old name of Kathmandu; Setopati,
"white slate"; Samakal, "contemporary"; BBS, Bangladesh's statistics bureau too) counts only
in a credit's slot. Also two stray forms: Greek capitals ("(ΦΩΤΟΓΡΑΦΙΑ: ΣΤΕΦΑΝΟΣ ΡΑΠΑΝΗΣ /
EUROKINISSI)") and a presidency's "(Foto: Name - SIG / Presidencia de la República)".
"""

from __future__ import annotations

import pytest

from timeline.understand import understand_caption
from timeline.understand.agencies import credit_slot_agency
from timeline.understand.credits import (
    Credit,
    house_country,
    normalise_agency,
    parse_credit,
    split_credit,
)
from timeline.understand.text import fold

_NE = "काठमाडौंको माइतीघरमा सोमबार प्रदर्शन गर्दै विद्यार्थी । "
_NE2 = "पोखराको फेवाताल किनारमा बिहीबार डुंगा चलाउँदै पर्यटक । "
_BN = "রাজধানীর শাহবাগে মঙ্গলবার বিক্ষোভ করছেন শিক্ষার্থীরা। "
_BN2 = "সিলেটে বন্যায় তলিয়ে গেছে সড়ক। সিলেট, ১৮ জুন ২০২২। "
_MY = "ရန်ကုန်မြို့ရှိ ဈေးတစ်ခုတွင် ဈေးဝယ်နေကြသူများ။ "
_DZ = "ཐིམ་ཕུ་ནང་ མི་མང་ཚོགས་ཏེ་ དུས་ཆེན་ བལྟ་དོ། "


@pytest.mark.parametrize("caption, photographer, agency", [
    (_NE + "तस्बिर: रासस", None, "RSS"),
    (_NE2 + "तस्बिर: रासस", None, "RSS"),
    (_NE + "तस्बिर: राष्ट्रिय समाचार समिति", None, "RSS"),
    (_NE + "तस्बिरः रासस", None, "RSS"),
    (_NE + "तस्बिर : रासस", None, "RSS"),
    (_NE + "(तस्बिर: रासस)", None, "RSS"),
    (_NE + "फोटो: रासस", None, "RSS"),
    (_NE + "तस्वीर: रासस", None, "RSS"),
    (_NE + "तस्बिर: दीपक केसी/कान्तिपुर", "दीपक केसी", "Kantipur"),
    (_NE2 + "तस्बिर: दीपक केसी / कान्तिपुर", "दीपक केसी", "Kantipur"),
    (_NE + "तस्बिरः अंगद ढकाल/कान्तिपुर", "अंगद ढकाल", "Kantipur"),
    (_NE + "तस्बिर: कान्तिपुर", None, "Kantipur"),
    (_NE + "फोटो: कान्तिपुर", None, "Kantipur"),
    (_NE + "तस्बिर: सरोज बराल/सेतोपाटी", "सरोज बराल", "Setopati"),
    (_NE2 + "तस्बिर: सेतोपाटी", None, "Setopati"),
    (_NE + "तस्वीर: नारायण महर्जन/सेतोपाटी", "नारायण महर्जन", "Setopati"),
    (_NE + "तस्बिर: अनलाइनखबर", None, "Onlinekhabar"),
    (_NE2 + "तस्बिर: विकास श्रेष्ठ/अनलाइनखबर", "विकास श्रेष्ठ", "Onlinekhabar"),
    (_NE + "फोटो: चन्द्र आचार्य/अनलाइनखबर", "चन्द्र आचार्य", "Onlinekhabar"),
    (_NE + "तस्बिर: गोरखापत्र", None, "Gorkhapatra"),
    (_NE2 + "तस्बिर: रमेश यादव/गोरखापत्र", "रमेश यादव", "Gorkhapatra"),
    (_NE + "तस्बिर: गोरखापत्र दैनिक", None, "Gorkhapatra"),
    # a photographer alone
    (_NE + "फोटो: सुमन ताम्राकार", "सुमन ताम्राकार", None),
    (_NE2 + "तस्बिर: बिक्रम राई", "बिक्रम राई", None),
    # the houses in Latin letters
    ("Rescue workers at Dharahara in Kathmandu on Saturday. Photo: RSS", None, "RSS"),
    ("Voters queue in Dhangadhi on Sunday. Photo: Angad Dhakal/Kantipur", "Angad Dhakal",
     "Kantipur"),
    ("Voters queue in Dhangadhi on Sunday. Photo: Kantipur", None, "Kantipur"),
    ("Protesters outside parliament in Kathmandu. Photo: Narayan Maharjan/Setopati",
     "Narayan Maharjan", "Setopati"),
    ("Floods in Melamchi, Sindhupalchok. Photo: Onlinekhabar", None, "Onlinekhabar"),
    ("Devotees at Janaki temple in Janakpur. Photo: Gorkhapatra", None, "Gorkhapatra"),
    ("Everest Day in Kathmandu. Photo: Sanjog Manandhar/The Kathmandu Post",
     "Sanjog Manandhar", "The Kathmandu Post"),
])
def test_the_nepali_houses(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, agency", [
    ("काठमाडौं, २०७२ वैशाख १२ गते (रासस) । भूकम्पले ढलेको धरहराको भग्नावशेषमा उद्धार कार्य ।",
     "RSS"),
    ("पोखरा, २०८० असार ५ गते (रासस) । फेवाताल किनारमा डुंगा चलाउँदै पर्यटक ।", "RSS"),
    ("लुम्बिनी, २०८१ वैशाख १० गते (गोरखापत्र) । मायादेवी मन्दिरमा दीप प्रज्वलन ।",
     "Gorkhapatra"),
    ("जनकपुर, मंसिर २० गते (रासस) । विवाह पञ्चमीको झाँकी हेर्न जम्मा भएका भक्तजन ।", "RSS"),
    ("ঢাকা, ১৪ এপ্রিল, ২০২৪ (বাসস): রমনা বটমূলে ছায়ানটের বর্ষবরণ অনুষ্ঠান।", "BSS"),
    ("চট্টগ্রাম, ৫ জুন ২০২২ (বাসস) : সীতাকুণ্ডে কনটেইনার ডিপোতে আগুন।", "BSS"),
    ("बुटवल, २०८१ कात्तिक १७ गते (रासस) । कुकुर तिहारको दिन पूजा गर्दै स्थानीय ।", "RSS"),
])
def test_a_house_in_brackets_after_the_dateline_is_the_agency(gaz, caption, agency):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (None, agency)


@pytest.mark.parametrize("caption", [
    _NE + "फाइल तस्बिर: रासस",
    _NE2 + "फाइल तस्बिरः रासस",
    _NE + "फाइल फोटो: रासस",
])
def test_a_nepali_file_picture(caption):
    _, credit = split_credit(caption)
    assert credit.agency == "RSS"
    assert credit.photographer is None
    assert credit.file_photo


@pytest.mark.parametrize("caption, photographer, agency", [
    (_BN + "ছবি: বাসস", None, "BSS"),
    (_BN2 + "ছবি: বাসস", None, "BSS"),
    (_BN + "(ছবি: বাসস)", None, "BSS"),
    (_BN + "ছবি: বাংলাদেশ সংবাদ সংস্থা", None, "BSS"),
    (_BN + "ছবি: প্রথম আলো", None, "Prothom Alo"),
    (_BN2 + "ছবি: সাজিদ হোসেন/প্রথম আলো", "সাজিদ হোসেন", "Prothom Alo"),
    (_BN + "ছবি: দীপু মালাকার / প্রথম আলো", "দীপু মালাকার", "Prothom Alo"),
    (_BN + "ছবি: কালের কণ্ঠ", None, "Kaler Kantho"),
    (_BN2 + "ছবি: কালের কণ্ঠ", None, "Kaler Kantho"),
    (_BN + "(ছবি: কালের কণ্ঠ)", None, "Kaler Kantho"),
    (_BN + "ছবি: লুৎফর রহমান/কালের কণ্ঠ", "লুৎফর রহমান", "Kaler Kantho"),
    (_BN + "ছবি: সমকাল", None, "Samakal"),
    (_BN2 + "ছবি: মামুনুর রশিদ/সমকাল", "মামুনুর রশিদ", "Samakal"),
    (_BN + "ছবি: প্রবীর দাশ/স্টার", "প্রবীর দাশ", "The Daily Star"),
    (_BN2 + "ছবি: ফিরোজ আহমেদ / স্টার", "ফিরোজ আহমেদ", "The Daily Star"),
    (_BN + "ছবি: মাহমুদ জামান অভি/বিডিনিউজ টোয়েন্টিফোর ডটকম", "মাহমুদ জামান অভি",
     "bdnews24"),
    (_BN + "ছবি: মঈনুল ইসলাম", "মঈনুল ইসলাম", None),
    ("Rohingya refugees in Ukhiya, Cox's Bazar. Photo: Rajib Raihan/Star", "Rajib Raihan",
     "The Daily Star"),
    ("Flood in Sunamganj on Friday. Photo: Kaler Kantho", None, "Kaler Kantho"),
    ("Fire at a container depot in Sitakunda. Photo: Samakal", None, "Samakal"),
    ("Pohela Boishakh at Ramna Batamul in Dhaka. Photo: BSS", None, "BSS"),
    ("Pohela Boishakh at Ramna Batamul in Dhaka. Photo: Asif Mahmud Ove/bdnews24.com",
     "Asif Mahmud Ove", "bdnews24"),
    ("Quota protesters in Rangpur. Photo: Prothom Alo", None, "Prothom Alo"),
])
def test_the_bangladeshi_houses(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    (_MY + "ဓာတ်ပုံ - MNA", None, "Myanmar News Agency"),
    (_MY + "(ဓာတ်ပုံ - MNA)", None, "Myanmar News Agency"),
    (_MY + "ဓာတ်ပုံ - မြန်မာ့အလင်း", None, "Myanma Alinn"),
    (_MY + "(ဓာတ်ပုံ - မြန်မာ့အလင်း)", None, "Myanma Alinn"),
    (_MY + "ဓာတ်ပုံ - 7Day", None, "7Day"),
    (_MY + "(ဓာတ်ပုံ - 7Day)", None, "7Day"),
    (_MY + "ဓာတ်ပုံ - 7Day News", None, "7Day"),
    (_MY + "ဓာတ်ပုံ - DVB", None, "DVB"),
    (_MY + "ဓာတ်ပုံ - Myanmar Now", None, "Myanmar Now"),
    (_MY + "ဓာတ်ပုံ - ဧရာဝတီ", None, "The Irrawaddy"),
    (_MY + "ဓာတ်ပုံ - The Irrawaddy", None, "The Irrawaddy"),
    (_MY + "ဓာတ်ပုံ - ကျော်ဇင် / The Irrawaddy", "ကျော်ဇင်", "The Irrawaddy"),
    (_MY + "ဓာတ်ပုံ - နေမျိုးအောင် / Eleven", "နေမျိုးအောင်", "Eleven Media"),
    (_MY + "ဓာတ်ပုံ - အောင်မျိုးသန့် / Eleven Media", "အောင်မျိုးသန့်", "Eleven Media"),
    (_MY + "ဓာတ်ပုံ - ဝင်းမင်း / Myanmar Now", "ဝင်းမင်း", "Myanmar Now"),
    (_MY + "ဓာတ်ပုံ - ဇော်ဇော် / DVB", "ဇော်ဇော်", "DVB"),
    (_MY + "ဓာတ်ပုံ - သန့်ဇင် / 7Day", "သန့်ဇင်", "7Day"),
    (_MY + "ဓာတ်ပုံ - ကျော်ဇင်", "ကျော်ဇင်", None),
    ("Quake damage at Sagaing Bridge on March 30, 2025. Photo: Myanma Alinn", None,
     "Myanma Alinn"),
    ("Thingyan water festival in Mandalay. Photo: 7Day News", None, "7Day"),
    ("Voters queue in Yangon. Photo: Aung Htay Hlaing / The Myanmar Times",
     "Aung Htay Hlaing", "Myanmar Times"),
    ("Voters queue in Yangon. Photo: Eleven Media", None, "Eleven Media"),
])
def test_the_burmese_houses(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    (_DZ + "པར་: ཀུན་གསལ།", None, "Kuensel"),
    (_DZ + "པར་: ཀུན་གསལ", None, "Kuensel"),
    (_DZ + "པར: ཀུན་གསལ།", None, "Kuensel"),
    (_DZ + "པར་: བི་བི་ཨེསི།", None, "BBS"),
    (_DZ + "པར་:བི་བི་ཨེསི།", None, "BBS"),
    (_DZ + "(པར་: བི་བི་ཨེསི།)", None, "BBS"),
    (_DZ + "པར་: Kuensel", None, "Kuensel"),
    (_DZ + "པར་: BBS", None, "BBS"),
    ("The new entry gate at Phuentsholing as Bhutan reopens. Photo: Kuensel", None, "Kuensel"),
    ("The coronation in Punakha. Photo: BBS", None, "BBS"),
    ("The coronation in Punakha. (Photo: BBS)", None, "BBS"),
    ("The National Day in Thimphu. Photo: Kuensel/Tshering Namgyal", "Tshering Namgyal",
     "Kuensel"),
    ("The National Day in Thimphu. Photo: Tshering Namgyal/Kuensel", "Tshering Namgyal",
     "Kuensel"),
    ("The National Day in Thimphu. Photo: Bhutan Broadcasting Service", None, "BBS"),
    ("The National Day in Thimphu. Photo: KUENSEL", None, "Kuensel"),
])
def test_the_bhutanese_houses(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Ο πρωθυπουργός στη Βουλή. (ΦΩΤΟΓΡΑΦΙΑ: ΣΤΕΦΑΝΟΣ ΡΑΠΑΝΗΣ / EUROKINISSI)",
     "ΣΤΕΦΑΝΟΣ ΡΑΠΑΝΗΣ", "Eurokinissi"),
    ("Ο πρωθυπουργός στη Βουλή. (ΦΩΤΟ: ΓΙΩΡΓΟΣ ΚΟΝΤΑΡΙΝΗΣ / EUROKINISSI)",
     "ΓΙΩΡΓΟΣ ΚΟΝΤΑΡΙΝΗΣ", "Eurokinissi"),
    ("Ο πρωθυπουργός στη Βουλή. ΦΩΤΟΓΡΑΦΙΑ: ΣΤΕΦΑΝΟΣ ΡΑΠΑΝΗΣ/EUROKINISSI",
     "ΣΤΕΦΑΝΟΣ ΡΑΠΑΝΗΣ", "Eurokinissi"),
    ("Ο πρωθυπουργός στη Βουλή. (Φωτογραφία: Στέφανος Ραπανής / Eurokinissi)",
     "ΣΤΕΦΑΝΟΣ ΡΑΠΑΝΗΣ", "Eurokinissi"),
    ("Ο πρωθυπουργός στη Βουλή. (ΦΩΤΟΓΡΑΦΙΑ: EUROKINISSI)", None, "Eurokinissi"),
])
def test_greek_capitals(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    # (read in capitals, the name is written in title case: compared folded)
    assert (fold(credit.photographer or "") or None, credit.agency) == (
        fold(photographer) if photographer else None, agency)


@pytest.mark.parametrize("caption, photographer", [
    (("El presidente en el Palacio Nacional. (Foto: Efraín Herrera - SIG / Presidencia de la "
     "República)"), "Efraín Herrera"),
    (("El presidente en el Palacio Nacional. Foto: Efraín Herrera - SIG / Presidencia de la "
     "República"), "Efraín Herrera"),
    ("El presidente en el Palacio Nacional. (Foto: Presidencia de la República)", None),
    ("El presidente en el Palacio Nacional. (Foto: Presidencia de México)", None),
])
def test_a_presidency_s_photographer(gaz, caption, photographer):
    credit = understand_caption(caption, gaz).credit
    assert credit.photographer == photographer
    assert "Presidencia" in (credit.agency or credit.provider or "")


@pytest.mark.parametrize("text", [
    # the labels' words in running text
    "काठमाडौंको माइतीघरमा प्रदर्शन गर्दै विद्यार्थीको तस्बिर खिच्दै पत्रकार",
    "तस्बिरमा देखिएका विद्यार्थी माइतीघरमा",
    "শিক্ষার্থীদের ছবি তুলছেন সাংবাদিকরা",
    "ཐིམ་ཕུ་ནང་ པར་ལེན་མི་ཚུ།",
    # the houses' names that are words or places in running text
    "कान्तिपुर उपत्यकाको पुरानो नाम हो",
    "The old city of Kantipur is now Kathmandu",
    "BBS figures show the population of Dhaka grew",
    "সমকাল ও ইতিহাস নিয়ে আলোচনা",
    "सेतोपाटीमा लेखिएको कविता",
])
def test_words_that_name_a_house_or_a_label_in_running_text_are_left_alone(text):
    assert split_credit(text) == (text, Credit())


@pytest.mark.parametrize("word, agency", [
    ("Kantipur", "Kantipur"), ("कान्तिपुर", "Kantipur"), ("Setopati", "Setopati"),
    ("सेतोपाटी", "Setopati"), ("Samakal", "Samakal"), ("সমকাল", "Samakal"),
    ("BBS", "BBS"), ("Bhutan Broadcasting Service", "BBS"), ("কালের কণ্ঠ", "Kaler Kantho"),
    ("মেয়ার", None),
])
def test_house_names_that_are_words_count_only_in_a_credit_s_slot(word, agency):
    assert normalise_agency(word) is None
    assert credit_slot_agency(word) == agency


@pytest.mark.parametrize("name, agency", [
    ("रासस", "RSS"), ("राष्ट्रिय समाचार समिति", "RSS"), ("अनलाइनखबर", "Onlinekhabar"),
    ("Onlinekhabar", "Onlinekhabar"), ("गोरखापत्र", "Gorkhapatra"), ("Gorkhapatra", "Gorkhapatra"),
    ("বাংলাদেশ সংবাদ সংস্থা", "BSS"), ("Kaler Kantho", "Kaler Kantho"),
    ("মিয়ানমার", None), ("Myanma Alinn", "Myanma Alinn"), ("7Day", "7Day"),
    ("7Day News", "7Day"), ("Kuensel", "Kuensel"), ("ཀུན་གསལ", "Kuensel"),
    ("Myanmar Times", "Myanmar Times"),
    ("The Myanmar Times", "Myanmar Times"),
])
def test_the_houses_are_in_the_table(name, agency):
    assert normalise_agency(name) == agency


@pytest.mark.parametrize("agency, home", [
    ("RSS", "NP"), ("Kantipur", "NP"), ("Onlinekhabar", "NP"), ("Setopati", "NP"),
    ("Gorkhapatra", "NP"), ("The Kathmandu Post", "NP"), ("BSS", "BD"), ("Prothom Alo", "BD"),
    ("The Daily Star", "BD"), ("bdnews24", "BD"), ("Kaler Kantho", "BD"), ("Samakal", "BD"),
    ("Myanmar News Agency", "MM"), ("Myanma Alinn", "MM"), ("The Irrawaddy", "MM"),
    ("Myanmar Now", "MM"), ("DVB", "MM"), ("Eleven Media", "MM"), ("7Day", "MM"),
    ("Myanmar Times", "MM"), ("Kuensel", "BT"), ("BBS", "BT"),
])
def test_the_houses_have_their_homes(agency, home):
    assert house_country(Credit(agency=agency)) == home


@pytest.mark.parametrize("credit, photographer, agency", [
    ("तस्बिर: अंगद ढकाल/कान्तिपुर", "अंगद ढकाल", "Kantipur"),
    ("तस्बिरः रासस", None, "RSS"),
    ("ছবি: কালের কণ্ঠ", None, "Kaler Kantho"),
    ("ছবি: Name/সমকাল", "Name", "Samakal"),
    ("ဓာတ်ပုံ - မြန်မာ့အလင်း", None, "Myanma Alinn"),
    ("པར་: ཀུན་གསལ།", None, "Kuensel"),
])
def test_parse_credit_reads_the_house_styles(credit, photographer, agency):
    found = parse_credit(credit)
    assert found is not None
    assert (found.photographer, found.agency) == (photographer, agency)


def test_a_collected_bengali_picture_names_no_photographer():
    credit = split_credit(_BN + "ছবি: সংগৃহীত")[1]
    assert credit.photographer is None


def test_the_myanmar_news_agency_keeps_its_name_and_mehr_its_own():
    assert split_credit(_MY + "ဓာတ်ပုံ - MNA")[1].agency == "Myanmar News Agency"
    assert split_credit("TEHRAN, Jan. 5 (MNA) – Officials meet in Tehran. Photo: MNA")[1] \
        .agency == "Mehr"


def test_a_nepali_caption_with_its_credit_is_placed_and_dated(gaz):
    facts = understand_caption("काठमाडौं, २०७२ वैशाख १२ गते (रासस) । भूकम्पले ढलेको धरहराको "
                               "भग्नावशेषमा उद्धार कार्य । तस्बिर: रासस", gaz)
    assert facts.credit.agency == "RSS"
    assert facts.place.resolution.country_code == "NP"
