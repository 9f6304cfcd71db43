"""Captions in scripts without capitals (Arabic, Persian, Urdu, Hindi, Bengali): their
towns, dates, houses and credits."""

from __future__ import annotations

import pytest

from gazetteer.names import fold_token
from timeline.understand import understand_caption
from timeline.understand.credits import split_credit
from timeline.understand.foreign_dates import solar_hijri_to_gregorian


@pytest.mark.parametrize("caption, name, code", [
    # the houses' datelines: the town, then the house's marks
    ("دمشق-سانا افتتح وزير الصحة اليوم مركزاً جديداً لغسيل الكلى في مشفى المواساة بدمشق.",
     "Damascus", "SY"),
    ("رام الله 5-6-2023 وفا- شارك المئات في مسيرة في مدينة رام الله إحياء لذكرى النكسة.",
     "Ramallah", "PS"),
    ("الكويت - 14 - 2 (كونا) -- استقبل سمو أمير البلاد اليوم في قصر بيان رئيس الوزراء.",
     "Kuwait City", "KW"),
    ("الدوحة / قنا / افتتح سعادة وزير الرياضة اليوم بطولة قطر للتنس في مجمع خليفة الدولي.",
     "Doha", "QA"),
    ("أبوظبي في 3 مارس / وام / شهد سمو ولي العهد اليوم حفل تخريج دفعة جديدة من طلبة الجامعة.",
     "Abu Dhabi", "AE"),
    ("مكة المكرمة 10 ذو الحجة 1440 هـ الموافق 11 أغسطس 2019 م واس ضيوف الرحمن يرمون الجمرات.",
     "Makkah", "SA"),
    # Persian: IRNA's dateline, "در" (in) before the town
    ("مشهد- ایرنا- زائران حرم امام رضا (ع) امروز در مشهد مقدس مراسم عزاداری برگزار کردند.",
     "Mashhad", "IR"),
    ("تهران- ایرنا- مراسم بزرگداشت روز ملی خلیج فارس امروز در بندرعباس برگزار شد.",
     "Bandar Abbas", "IR"),
    # a town the first sentence names with its unit outranks the house's capital
    ("عمان 7 تشرين الأول (بترا) - افتتح وزير الزراعة اليوم السبت مهرجان الزيتون في مدينة إربد.",
     "Irbid", "JO"),
    ("الخرطوم (سونا) - وصل اليوم إلى مدينة بورتسودان وفد من الأمم المتحدة.", "Port Sudan", "SD"),
    ("غزة 12-3-2024 وفا- استشهد ثلاثة مواطنين، اليوم، في قصف على مخيم النصيرات وسط قطاع غزة.",
     "An Nuşayrāt", "PS"),
    # no dateline: the town placed by a unit, by "في", or by "in" joined to it
    ("تفقد محافظ اللاذقية اليوم أعمال إعادة الإعمار في مدينة جبلة المتضررة من الزلزال.",
     "Jablah", "SY"),
    ("أطفال يلعبون بين أنقاض المباني المدمرة في مدينة خان يونس جنوب قطاع غزة، 20 يناير 2024.",
     "Khān Yūnis", "PS"),
    ("متظاهرون في ساحة التحرير ببغداد يطالبون بإصلاحات، 25 أكتوبر 2019. رويترز", "Baghdad", "IQ"),
    ("صورة من الأرشيف لمبنى وزارة الخارجية في الرياض. واس", "Riyadh", "SA"),
    # "in" joined to the article: "بالقاهرة"; a quarter's two-letter word is no town ("حي")
    ("القاهرة - أ ش أ: افتتح رئيس الوزراء اليوم محطة مترو جديدة في حي مصر الجديدة بالقاهرة.",
     "Cairo", "EG"),
])
def test_the_town_of_a_caption_in_arabic_script(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize("caption", [
    # a town named only as a body's ("the Aleppo Media Center") or a governor's is no place
    "قال مركز حلب الإعلامي إن القصف استمر طوال الليل.",
    "استقبل محافظ اللاذقية وفداً من الهلال الأحمر.",
    # a town's name after "from" is where someone came from
    "وصل الرئيس قادماً من دمشق لحضور القمة.",
])
def test_a_town_not_placed_by_the_text_is_not_the_place(gaz, caption):
    assert understand_caption(caption, gaz).place.resolution is None


@pytest.mark.parametrize("caption, photographer, agency", [
    ("نص الخبر عن الافتتاح اليوم. تصوير: محمد أحمد", "محمد أحمد", None),
    ("نص الخبر عن الافتتاح اليوم. تصوير محمد أحمد", "محمد أحمد", None),
    ("نص الخبر عن الافتتاح اليوم. (تصوير: محمد أحمد - سانا)", "محمد أحمد", "SANA"),
    ("أطفال بين الأنقاض في خان يونس. تصوير: أحمد حسن / الأناضول", "أحمد حسن", "Anadolu"),
    ("متن خبر درباره مراسم امروز. عکس: علی رضایی/ایرنا", "علی رضایی", "IRNA"),
    ("متن خبر درباره مراسم امروز. عکاس: علی رضایی", "علی رضایی", None),
    ("متن خبر درباره مراسم امروز. عکس از علی رضایی", "علی رضایی", None),
    # a body is no photographer (it is the picture's source)
    ("نص الخبر عن الافتتاح اليوم. تصوير: وزارة الدفاع", None, None),
    # the house closing the caption as its own sentence
    ("متظاهرون في ساحة التحرير ببغداد، 25 أكتوبر 2019. رويترز", None, "Reuters"),
    # the house of a dateline, which is no credit line to cut the text at
    ("الدوحة / قنا / افتتح سعادة وزير الرياضة اليوم بطولة قطر للتنس في مجمع خليفة الدولي.",
     None, "QNA"),
    ("الكويت - 14 - 2 (كونا) -- استقبل سمو أمير البلاد اليوم رئيس الوزراء.", None, "KUNA"),
    ("عمان 7 تشرين الأول (بترا) - افتتح وزير الزراعة اليوم مهرجان الزيتون.", None, "Petra"),
    ("القاهرة - أ ش أ: افتتح رئيس الوزراء اليوم محطة مترو جديدة.", None, "MENA"),
    ("تهران- ایرنا- مراسم بزرگداشت روز ملی خلیج فارس امروز برگزار شد.", None, "IRNA"),
])
def test_credits_in_arabic_script(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_a_dateline_house_keeps_the_story_in_the_body():
    body, _ = split_credit("أبوظبي في 3 مارس / وام / شهد سمو ولي العهد اليوم حفل تخريج دفعة.")
    assert "حفل تخريج" in body


@pytest.mark.parametrize("written, folded", [
    ("إدلب", "ادلب"), ("غزة", "غزه"), ("اَلدَّوْحَة", "الدوحه"),  # hamza seats, ta marbuta, vowels
    ("ایران", "ايران"), ("کرمان", "كرمان"),  # Persian yeh and kaf
])
def test_arabic_script_folds_within_the_script(written, folded):
    # (in ASCII "حمص", Homs, would be "hms", the key of "HMS" in an English caption)
    assert fold_token(written) == folded


def test_a_british_warship_is_not_homs(gaz):
    facts = understand_caption("HMS Diamond sails out of Portsmouth, England, on Jan. 3, 2024.", gaz)
    assert facts.place.resolution.name == "Portsmouth"


@pytest.mark.parametrize("caption, name, code", [
    # Hindi and Bengali datelines: the town, then a colon, a comma or brackets
    ("पटना: छठ महापर्व के चौथे दिन सोमवार को गंगा घाट पर उगते सूर्य को अर्घ्य देते श्रद्धालु। (फोटो: आईएएनएस)",
     "Patna", "IN"),
    ("नयी दिल्ली: दिल्ली के जहांगीरपुरी में अतिक्रमण विरोधी अभियान। (पीटीआई फोटो)", "Delhi", "IN"),
    ("अयोध्या (उत्तर प्रदेश), 22 जनवरी (एएनआई): मंदिर परिसर का दृश्य। (एएनआई फोटो)", "Ayodhya", "IN"),
    ("ঢাকা, ২১ ফেব্রুয়ারি, ২০২৪ (বাসস) : কেন্দ্রীয় শহীদ মিনারে পুষ্পস্তবক অর্পণ। ছবি: বাসস",
     "Dhaka", "BD"),
    # Urdu's "میں" (in) after the town, Bengali's locative joined to it
    ("سیلاب کے بعد کراچی میں شہری پانی میں سے گزر رہے ہیں۔ (فوٹو: اے پی پی)", "Karachi", "PK"),
    ("বড়দিনের আগের সন্ধ্যায় কলকাতায় উপচে পড়া ভিড়। ছবি: সুমন বল্লভ", "Kolkata", "IN"),
    # Persian: the house's "from" a town; the house first, then its town
    ("به گزارش خبرگزاری تسنیم از مشهد، زائران امروز در صحن‌های حرم عزاداری کردند.", "Mashhad", "IR"),
    ("ایسنا - یزد جشن سده عصر پنجشنبه در محوطه مدرسه مارکار برگزار شد.", "Yazd", "IR"),
    # the dateline's town, its article written with a vowel mark ("العُلا")
    ("العُلا 04 جمادى الأولى 1443 هـ الموافق 08 ديسمبر 2021 م واس احتضن مسرح مرايا حفلاً.",
     "Al-`Ula", "SA"),
])
def test_the_town_of_a_caption_in_devanagari_bengali_or_persian(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize("caption, name, code", [
    # a city of note after "in" even when the text names other countries (an origin, a side)
    ("لاعبو المنتخب المغربي يحتفلون بعد الفوز على البرتغال على ملعب الثمامة بالدوحة، السبت 10"
     " دجنبر 2022. (أ.ف.ب)", "Doha", "QA"),
    # (the stadium itself, a landmark of Tehran's placed at the city)
    ("هواداران پرسپولیس در ورزشگاه آزادی تهران پیش از دیدار مقابل السد قطر. عکس: خبرگزاری فرانسه",
     "Azadi Stadium", "IR"),
    # "of" joined to a town after a bearing: "on the west bank of Luxor"
    ("رجال شرطة يحرسون معبد حتشبسوت في الدير البحري بالبر الغربي للأقصر، صباح الثلاثاء 18 نوفمبر"
     " 1997. (أ.ب)", "Luxor", "EG"),
    # a province named like its capital, in the first sentence, over the house's dateline
    ("إسطنبول/ الأناضول — فرق الإنقاذ تواصل البحث تحت الأنقاض في مركز ولاية قهرمان مرعش جنوبي"
     " تركيا، الثلاثاء 7 فبراير/ شباط 2023.", "Kahramanmaraş", "TR"),
])
def test_cues_around_a_town_in_arabic_script(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize("caption, name, code", [
    # a Bengali city in its genitive before its quarter ("Kolkata's Kumartuli")
    ("কলকাতার কুমারটুলিতে দুর্গাপ্রতিমায় শেষ মুহূর্তের রং দিচ্ছেন এক মৃৎশিল্পী। ছবি: রয়টার্স",
     "Kolkata", "IN"),
    # Dainik Bhaskar's dateline, the town and a danda
    ("सागर। अनंत चतुर्दशी पर शनिवार को गणेश प्रतिमाओं का विसर्जन किया गया। फोटो: भास्कर",
     "Saugor", "IN"),
    # an Urdu dateline is Pakistan's town first: Hyderabad in Sindh
    ("حیدرآباد: قاسم آباد کے مکین پانی کی قلت کے خلاف احتجاج کر رہے ہیں۔ (فوٹو: ایکسپریس)",
     "Hyderabad", "PK"),
])
def test_more_town_cues_in_indic_and_urdu(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


@pytest.mark.parametrize("caption, photographer, agency", [
    ("ढांचे को गिराता बुलडोजर, बुधवार, 20 अप्रैल 2022। (पीटीआई फोटो/कमल किशोर)", "कमल किशोर", "PTI"),
    ("घाट पर श्रद्धालु। 20 नवंबर 2023। (फोटो: आईएएनएस)", None, "IANS"),
    ("सभी घाटों पर दीये जलाए गए। वार्ता फोटो", None, "UNI Varta"),
    ("শ্রদ্ধা জানায় সর্বস্তরের মানুষ। ছবি: বাসস", None, "BSS"),
    ("নিরাপদ আশ্রয়ে যাচ্ছেন বাসিন্দারা। ছবি: এম সাদেক/প্রথম আলো", "এম সাদেক", "Prothom Alo"),
    ("تلاش کر رہے ہیں، پیر، 30 جنوری 2023۔ (اے پی پی فوٹو / شاہین شاہ)", "شاہین شاہ", "APP"),
    ("ہزاروں نے نماز عید ادا کی۔ یو این آئی فوٹو", None, "UNI"),
    ("ساحل سے ٹکرائے گا۔ — فوٹو: فہیم صدیقی / وائٹ اسٹار", "فہیم صدیقی", "White Star"),
    # a Persian name joined by a zero-width non-joiner stays one name, as written
    ("راهپیمایی امروز برگزار شد. عکس: مهدی حسن\u200cزاده", "مهدی حسن\u200cزاده", None),
    # AFP's Arabic desk: the picture's credit in brackets before the story's dateline
    ("لبنانيون يتفقدون الدمار في مرفأ بيروت، في 5 آب/أغسطس 2020 (أ ف ب - جوزيف عيد) بيروت (أ ف"
     " ب) - استفاق اللبنانيون الأربعاء على مشهد دمار هائل", "جوزيف عيد", "AFP"),
    # a Persian house named in the story
    ("به گزارش خبرگزاری تسنیم از کرمانشاه، مجموعه تاریخی طاق بستان میزبان گردشگران بود.",
     None, "Tasnim"),
])
def test_credits_in_devanagari_bengali_urdu_and_persian(gaz, caption, photographer, agency):
    credit = understand_caption(caption, gaz).credit
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, day", [
    # the Solar Hijri calendar, its day in digits or as an ordinal word
    ("تهران- ایرنا- راهپیمایی صبح امروز (دوشنبه ۲۲ بهمن ۱۴۰۳) برگزار شد.", "2025-02-10"),
    ("امدادگران روز شنبه ششم دی ماه ۱۳۸۲ در میان آوار شهر بم جستجو کردند.", "2003-12-27"),
    ("گردشگران روز بیست و دوم بهمن ۱۴۰۲ از تخت جمشید دیدن کردند.", "2024-02-11"),
    ("روز اول فروردین ۱۴۰۳ مسافران نوروزی به شیراز رسیدند.", "2024-03-20"),
    # Arabic-Indic digits; AFP's Arabic desk's paired months
    ("أسوان السبت ٢٣ فبراير ٢٠٠٨ تعامدت الشمس على وجه تمثال الملك رمسيس.", "2008-02-23"),
    ("لبنانيون يتفقدون الدمار في مرفأ بيروت، في 5 آب/أغسطس 2020 (أ ف ب)", "2020-08-05"),
    # Hindi, Urdu and Bengali months; Bengali digits and the comma before the year
    ("ढांचे को गिराता बुलडोजर, बुधवार, 20 अप्रैल 2022। इलाके में 16 अप्रैल को हिंसा हुई थी।",
     "2022-04-20"),
    ("مال روڈ پر گاڑیاں، جمعرات، 7 نومبر 2024۔", "2024-11-07"),
    ("ঢাকা, ২১ ফেব্রুয়ারি, ২০২৪ (বাসস) : মহান শহীদ দিবস উপলক্ষে শ্রদ্ধা।", "2024-02-21"),
    # a dateline's day whose year only the page's stamp gives, not the earlier event's
    ("अयोध्या (उत्तर प्रदेश), 22 जनवरी (एएनआई): समारोह। मंदिर का भूमि पूजन 5 अगस्त 2020 को हुआ"
     " था। ANI | अपडेटेड: जनवरी 22, 2024 13:05 IST", "2024-01-22"),
    # "yesterday" counted back from the dateline's date
    ("نابلس 27-11-2021 وفا- أصيب عشرات المواطنين بالاختناق، أمس الجمعة، خلال قمع المسيرة.",
     "2021-11-26"),
    # the Arab desks' months in pairs, with a slash, a space or brackets; the Levant's months
    # of two words; the Maghreb's names
    ("غارة في خان يونس يوم الثلاثاء 7 نوفمبر تشرين الثاني 2023. تصوير: محمد سالم - رويترز",
     "2023-11-07"),
    ("سيول في جدة يوم الأربعاء 25 نوفمبر (تشرين الثاني) 2009 الموافق 8 ذي الحجة 1430هـ",
     "2009-11-25"),
    ("الدمار في مخيم جنين، الإثنين 3 يوليو/ تموز 2023.", "2023-07-03"),
    ("أمواج تضرب كورنيش صور، الثلاثاء 8 كانون الثاني 2019.", "2019-01-08"),
    ("سكان يتفقدون منازلهم، صباح السبت 9 شتنبر 2023، غداة الزلزال.", "2023-09-09"),
    ("آلاف المتظاهرين في الجزائر العاصمة، الجمعة 22 فيفري 2019، رفضا للعهدة الخامسة.",
     "2019-02-22"),
    # Urdu's "first", Afghanistan's months, a Hindi month's vowel sign before the year
    ("افغان خاندان وطن واپسی کے لیے جمع ہیں، یکم نومبر 2023 — فوٹو: اے ایف پی", "2023-11-01"),
    ("ساکنان روستاهای ولسوالی زنده‌جان روز یکشنبه ۱۶ میزان ۱۴۰۲ در میان آوار.", "2023-10-08"),
    ("मुख्यमंत्री ने 2 जनवरी 2024 को बैठक की।", "2024-01-02"),
    # the Arab papers' ordinal day "of" the month
    ("عراقيون في شارع المتنبي وسط بغداد يوم الجمعة السابع من مارس آذار 2025.", "2025-03-07"),
])
def test_dates_in_the_caseless_scripts(gaz, caption, day):
    assert understand_caption(caption, gaz).date.start.isoformat() == day


@pytest.mark.parametrize("year, month, day, gregorian", [
    (1403, 1, 1, (2024, 3, 20)),  # Nowruz
    (1399, 12, 30, (2021, 3, 20)),  # the last day of a leap year
    (1357, 11, 22, (1979, 2, 11)),  # the revolution's day
    (1382, 10, 6, (2003, 12, 27)),
])
def test_solar_hijri_days(year, month, day, gregorian):
    assert solar_hijri_to_gregorian(year, month, day) == gregorian


@pytest.mark.parametrize("caption, name, code", [
    # a street named after another city is the street's name, not the town ("Baghdad Street"
    # in Damascus); a town after a street's or a square's name is the town
    ("متظاهرون يرفعون الأعلام في شارع بغداد وسط دمشق، الجمعة 3 مايو 2024. (أ.ف.ب)",
     "Damascus", "SY"),
    ("آتش‌نشانان در خیابان انقلاب تهران پس از آتش‌سوزی یک ساختمان، ۱۲ مهر ۱۴۰۲. عکس: ایرنا",
     "Tehran", "IR"),
    # "مالی" is "financial" in Arabic and Persian, not Mali
    ("وزير المالية يعلن عن دعم مالي جديد للمزارعين في الرباط، الاثنين 4 مارس 2024. (رويترز)",
     "Rabat", "MA"),
    # Afghan words ("ولسوالی", a district; the month "حمل") read a Persian caption in
    # Afghanistan first
    ("دانش‌آموزان در ولسوالی بگرامی ولایت کابل، ۱۵ حمل ۱۴۰۳. عکس: طلوع", "Bagrāmī", "AF"),
    # "قنا -" opening a caption is Qena's dateline, not Qatar's news agency
    ("قنا - تجمع مئات المواطنين أمام مستشفى قنا العام، الأحد 5 مايو 2024.", "Qina", "EG"),
])
def test_streets_stop_words_and_the_afghan_reading(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


def test_since_in_arabic_makes_a_context_date(gaz):
    facts = understand_caption("يقف اللاجئون في طابور منذ 3 مارس 2024 في مخيم الزعتري بالأردن، 10"
                               " أبريل 2024. (أ.ف.ب)", gaz)
    assert facts.date.start.isoformat() == "2024-04-10"


@pytest.mark.parametrize("caption, name, code", [
    # review: Mali and Palestine after "in" are the countries ("مالی" is only a word uncued)
    ("جنود فرنسيون في دورية في مالي، 5 مارس 2013. (أ ف ب)", "Mali", "ML"),
    ("سربازان فرانسوی در مالی، ۵ مارس ۲۰۱۳", "Mali", "ML"),
    ("أطفال يلعبون في أحد المخيمات في فلسطين، 5 مارس 2023. (أ ف ب)", "Palestinian Territory",
     "PS"),
    # ... and a square named after a country is no context ("میدان فلسطین" in Tehran)
    ("تجمع در میدان فلسطین تهران، ۱۲ مهر ۱۴۰۲. عکس: ایرنا", "Tehran", "IR"),
    # review: ordinary Iranian Persian is no Afghan text ("مهاجران افغان", "ولایت فقیه")
    ("مشهد - مهاجران افغان در صف دریافت مدارک اقامت", "Mashhad", "IR"),
    ("مشهد - همایش حامیان ولایت فقیه در حرم امام رضا", "Mashhad", "IR"),
])
def test_country_words_and_afghan_words_after_the_review(gaz, caption, name, code):
    resolution = understand_caption(caption, gaz).place.resolution
    assert (resolution.name, resolution.country_code) == (name, code)


def test_a_headline_s_country_does_not_outrank_the_next_sentence_s_town(gaz):
    # "پاکستان میں سیلاب۔ سکھر میں ...": Pakistan's floods (a headline), then Sukkur
    from timeline.understand import understand_caption
    caption = "پاکستان میں سیلاب۔ سکھر میں سیلاب سے متاثرہ افراد امدادی کیمپ میں۔"
    assert understand_caption(caption, gaz).place.resolution.name == "Sukkur"
