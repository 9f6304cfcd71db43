"""Captions of India's regional papers, and Sri Lanka's, in their own scripts.

Tamil, Telugu, Malayalam, Kannada, Gujarati, Punjabi (Gurmukhi), Odia, Marathi, Assamese and
Sinhala captions open with the town and the date ("சென்னை, டிச. 2, 2015:", "ਅੰਮ੍ਰਿਤਸਰ, 23
ਅਕਤੂਬਰ 2014", "ପୁରୀ, ୨୦।୬ (ସମିସ):"), with the English months in their scripts, their own
digits, and the year first in Malayalam and Sinhala ("2012 ഏപ്രിൽ 26", "2022 ජූලි 09"). The
gazetteer indexes GeoNames' names in those scripts; the reader takes the dateline's town.
"""

from __future__ import annotations

import datetime as dt

import pytest

from timeline.understand import understand_caption
from timeline.understand.text import normalise_text


@pytest.mark.parametrize("text, day, place", [
    ("சென்னை, டிச. 2, 2015: வேளச்சேரி பகுதியில் வெள்ளத்தில் சிக்கியவர்களை மீட்கும் வீரர்கள்.",
     dt.date(2015, 12, 2), "Chennai"),
    ("ਅੰਮ੍ਰਿਤਸਰ, 23 ਅਕਤੂਬਰ 2014 - ਬੰਦੀ ਛੋੜ ਦਿਵਸ ਮੌਕੇ ਅੱਜ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਵਿਖੇ ਦੀਪਮਾਲਾ।",
     dt.date(2014, 10, 23), "Amritsar"),
    ("અમદાવાદ, તા. 14 જાન્યુઆરી 2020, મંગળવાર: ઉત્તરાયણના પર્વે પતંગ ચગાવ્યા હતા.",
     dt.date(2020, 1, 14), "Ahmedabad"),
    ("വഡോദര: ഫോട്ടോ 2012 ഏപ്രിൽ 26", dt.date(2012, 4, 26), "Vadodara"),
    # the day and month of the dateline, the year in brackets below
    ("తిరుమల, అక్టోబర్ 3 (సాక్షి): శ్రీవారి బ్రహ్మోత్సవాల్లో గరుడ వాహనం. (2011) ఫోటో: సాక్షి",
     dt.date(2011, 10, 3), "Tirupati"),
    # Odia's own digits, the day and month with a danda, the year in brackets
    ("କଟକ, ୨୪।୧୧ (ବ୍ୟୁରୋ): କାର୍ତ୍ତିକ ପୂର୍ଣ୍ଣିମା ଅବସରରେ ବାଲିଯାତ୍ରା ଆରମ୍ଭ ହୋଇଛି। (୨୦୦୭)",
     dt.date(2007, 11, 24), "Cuttack"),
    ("ಬೆಂಗಳೂರು: ಭಾರಿ ಮಳೆಯಿಂದಾಗಿ ಜಲಾವೃತಗೊಂಡ ರಸ್ತೆ. ಚಿತ್ರ: ವಿಕ (5-9-2022)", dt.date(2022, 9, 5),
     "Bengaluru"),
])
def test_indian_captions(gaz, text, day, place):
    facts = understand_caption(text, gaz)
    assert facts.date.start == day
    assert facts.place.resolution.name == place and facts.place.resolution.country_code == "IN"


def test_a_sinhala_caption(gaz):
    facts = understand_caption("කොළඹ, 2022 ජූලි 09 සෙනසුරාදා ජනාධිපති මන්දිරයට ඇතුළු වූ "
                               "විරෝධතාකරුවන්.", gaz)
    assert facts.date.start == dt.date(2022, 7, 9)
    assert facts.place.resolution.country_code == "LK"


def test_a_span_of_days_is_no_rival_to_a_full_date(gaz):
    facts = understand_caption(
        "ভোলা সদর উপজেলার মাছঘাটে জাল মেরামত করছেন জেলেরা। ৪ থেকে ২৫ অক্টোবর পর্যন্ত ইলিশ ধরা "
        "নিষিদ্ধ। শুক্রবার (১০ অক্টোবর ২০২৫) তোলা ছবি।", gaz)
    assert facts.date.start == dt.date(2025, 10, 10)


def test_indian_digits_and_joiners_are_normalised():
    assert normalise_text("२५ जुलै २०२४, ୨୦।୬") == "25 जुलै 2024, 20।6"
    assert normalise_text("అమృత్\u200cసర్") == "అమృత్సర్"


def test_a_backgrounds_year_completes_no_dateline(gaz):
    # "2015 में शुरू हुई" (begun in 2015): not the picture's year
    facts = understand_caption("चेन्नई, 5 मार्च : 2015 में शुरू हुई मेट्रो सेवा पर यात्रियों की भीड़।", gaz)
    assert facts.date.start is None or facts.date.start.year != 2015


@pytest.mark.parametrize("text, place", [
    # no dateline: a town with the locative joined to it
    ("வைகை ஆற்றில் சென்னையில் இன்று மழை பெய்தது.", "Chennai"),
    ("విజయవాడలో భారీ వర్షం కురిసింది.", "Vijayawada"),
    ("ಮೈಸೂರಿನಲ್ಲಿ ದಸರಾ ಮೆರವಣಿಗೆ.", "Mysuru"),
    ("અમદાવાદમાં પતંગ ઉત્સવ.", "Ahmedabad"),
    ("প্ৰদৰ্শনী গুৱাহাটীত অনুষ্ঠিত হয়।", "Guwahati"),
])
def test_a_town_in_its_locative(gaz, text, place):
    assert understand_caption(text, gaz).place.resolution.name == place
