"""Towns written in India's scripts that GeoNames names in Latin letters only.

The scripts share one Unicode layout, so one table reads them all into Latin letters;
a consonant key finds the Latin names that sound alike and a spelling comparison (vowels
and all) keeps the close ones (see :mod:`gazetteer.sounds`).
"""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gazetteer.sounds import plain_spelling, romanize_indic, sound_key
from timeline.understand import understand_caption


@pytest.mark.parametrize("written, latin", [
    ("ਪਟਿਆਲਾ", "Patiala"),  # Gurmukhi
    ("ଭୁବନେଶ୍ୱର", "Bhubaneswar"),  # Odia: its wa, a virama, the last inherent a dropped
    ("प्रयागराज", "Prayagraj"),  # Devanagari
    ("அலங்காநல்லூர்", "Alanganallur"),  # Tamil: ṅ before k, "ng"
    ("హైదరాబాద్", "Hyderabad"),  # Telugu
    ("ಗುಲ್ಬರ್ಗ", "Gulbarga"),  # Kannada: the south keeps its last inherent a
    ("મોરબી", "Morbi"),  # Gujarati
    ("ধেমাজি", "Dhemaji"),  # Assamese
    ("തിരുവനന്തപുരം", "Thiruvananthapuram"),  # Malayalam: its final anusvara an m
    ("ചെങ്ങന്നൂർ", "Chengannur"),  # Malayalam's chillu letters
    ("ആലപ്പുഴ", "Alappuzha"),  # ḻ, "zh"
    ("चंडीगढ़", "Chandigarh"),  # anusvara before a dental; ढ़ with its nukta
    ("गाज़ियाबाद", "Ghaziabad"),  # ज़, z
    ("ਅੰਮ੍ਰਿਤਸਰ", "Amritsar"),  # Gurmukhi's tippi before m
    ("संबलपुर", "Sambalpur"),  # an anusvara before a labial is an m
    ("কক্সবাজার", "Cox's Bazar"),  # "x" is k and s
    ("नेपालगञ्ज", "Nepalgunj"),
])
def test_a_name_and_its_latin_spelling_share_a_key(written, latin):
    assert sound_key(plain_spelling(romanize_indic(written))) == sound_key(plain_spelling(latin))


def test_names_that_differ_do_not_share_a_key():
    keys = {sound_key(plain_spelling(name)) for name in ("Patiala", "Puri", "Pune", "Vadodara")}
    assert len(keys) == 4


@pytest.mark.parametrize("written, name, country", [
    ("ਪਟਿਆਲਾ", "Patiāla", "IN"),
    ("ଭୁବନେଶ୍ୱର", "Bhubaneswar", "IN"),
    ("அலங்காநல்லூர்", "Alangānallūr", "IN"),
    ("ಗುಲ್ಬರ್ಗ", "Kalaburagi", "IN"),  # an alternate name (Gulbarga) found, the town's given
    ("নেপালগঞ্জ", "Nepalgunj", "NP"),  # the only one of its sound in South Asia
    ("সুনামগঞ্জ", "Sunāmganj", "BD"),
])
def test_resolve_by_sound(gaz, written, name, country):
    found = gaz.resolve_by_sound(written)
    assert (found.name, found.country_code, found.rule) == (name, country, "sounds-like")
    assert found.matched == written and "GeoNames writes in Latin letters only" in found.reason


def test_a_script_s_town_is_of_the_states_it_is_written_in(gaz):
    # Majuli (Assam) is not in GeoNames' towns; Majholi (Madhya Pradesh) sounds alike, but an
    # Assamese caption's town is not Madhya Pradesh's
    assert gaz.resolve_by_sound("মাজুলী") is None
    # Devanagari is written in many states and in Nepal: the first country asked for first
    assert gaz.resolve_by_sound("धनगढी", country_codes=("NP", "IN")).country_code == "NP"


def test_no_sound_alike_for_latin_or_short_or_unknown_names(gaz):
    assert gaz.resolve_by_sound("Patiala") is None  # (written names are the index's)
    assert gaz.resolve_by_sound("क") is None
    assert gaz.resolve_by_sound("ശബരിമല") is None  # Sabarimala: no town of that sound


def test_the_geocoder_falls_back_on_the_sound(gaz):
    found = gaz.geocode("ਪਟਿਆਲਾ")
    assert found.name == "Patiāla" and found.rule == "sounds-like"


@pytest.mark.parametrize("text, place, country, day", [
    ("ਪਟਿਆਲਾ, 11 ਜੁਲਾਈ 2023: ਵੱਡੀ ਨਦੀ ਵਿਚ ਪਾਣੀ ਦਾ ਪੱਧਰ ਵਧਣ ਕਾਰਨ ਅਰਬਨ ਅਸਟੇਟ ਇਲਾਕੇ ਵਿਚ ਪਾਣੀ ਭਰ ਗਿਆ।",
     "Patiāla", "IN", dt.date(2023, 7, 11)),
    ("ଭୁବନେଶ୍ୱର, ୪।୫ (ବ୍ୟୁରୋ): ଅତି ପ୍ରବଳ ବାତ୍ୟା ‘ଫନି’ର ତାଣ୍ଡବ ପରେ ଶନିବାର ସହୀଦନଗରରେ ଉପୁଡି "
     "ପଡିଥିବା ଗଛ ଓ ବିଦ୍ୟୁତ ଖୁଣ୍ଟ। (୪ ମେ ୨୦୧୯)", "Bhubaneswar", "IN", dt.date(2019, 5, 4)),
    # Nepali: Nepal's town, not a namesake in India
    ("धनगढी, २०७९ मंसिर ४ (रासस) । आइतबार बिहान धनगढी उपमहानगरपालिका–५ स्थित एक मतदान "
     "केन्द्रमा मतदान गर्न लाइनमा बसेका मतदाता ।", "Dhangaḍhi̇̄", "NP", dt.date(2022, 11, 20)),
])
def test_a_dateline_town_found_by_its_sound(gaz, text, place, country, day):
    facts = understand_caption(text, gaz)
    assert facts.place.resolution.name == place
    assert facts.place.resolution.country_code == country
    assert facts.date.start == day


@given(st.text(alphabet=st.characters(min_codepoint=0x0900, max_codepoint=0x0D7F), max_size=30)
       | st.text(max_size=30))
def test_any_text_reads_into_a_key_of_classes(text):
    plain = plain_spelling(romanize_indic(text))
    assert plain.isascii()
    assert set(sound_key(plain)) <= set("PTKCRLMNSVH")


@pytest.mark.parametrize("text, town", [
    # a compound's first word is no dateline's town ("भारत-पाकिस्तान", India-Pakistan: no
    # Baraut); the next sentence's town is the place
    ("भारत-पाकिस्तान तनाव। श्रीनगर में सुरक्षा बलों की गश्त, 10 मई 2025।", "Srinagar"),
    ("भारत-पाकिस्तान मैच। अहमदाबाद में दर्शक, 14 अक्टूबर 2023।", "Ahmedabad"),
    # a headline's word before a town the sentence places ("வெள்ளம்", flood)
    ("வெள்ளம்: சென்னையில் வீடுகளில் புகுந்த மழைநீர்.", "Chennai"),
])
def test_a_headline_s_word_is_not_heard_as_a_town(gaz, text, town):
    assert understand_caption(text, gaz).place.resolution.name == town
