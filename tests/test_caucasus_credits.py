"""Credits of the South Caucasus' houses and of the houses of Afghanistan, Pakistan's west and
the Kurdish regions, written in their own languages and scripts.

Each language puts its word for "photo" or "picture" before the credit, as English has
"Photo:": Georgian "ფოტო:", Armenian "Լուսանկարը՝" (with Armenian's "՝", often typed as a
backtick, for the colon; and Armenian closes its sentences with a colon, "։" or ":", so no
full stop comes before the label), Azerbaijani "Foto:", Russian "Фото:" (and Sputnik's "©
Sputnik / Name"), Pashto "انځور:", Dari and Persian "عکس:" (and "عکس آرشیفی:", a file photo),
Sorani "وێنە:" and "فۆتۆ:", Kurmanji "Wêne:", Sindhi "فوٽو:", Balochi "اکس:", Uyghur "سۈرەت:".
The BBC's Persian and Pashto pages credit the picture's source as its English ones do ("منبع
تصویر، Getty Images", "د انځور سرچینه، EPA": "Image source, ..."). The house and its
photographer stand either side of a slash, in either order; Azerbaijan's houses put the house
in brackets after the photographer ("Foto: Name (AZƏRTAC)"), Georgian and Armenian papers put
their names in quotation marks ("„ბათუმელები“", "«Առավոտ»"), and a date may follow the credit
after a comma ("Фото: Интерфакс, 2 октября 2016 года"): it dates the caption and stays in
the body. Xinhua's Uyghur desk writes its byline as its Chinese one does ("(شىنخۇا
ئاگېنتلىقىنىڭ مۇخبىرى Name سۈرەتكە ئالغان)": Xinhua's correspondent Name took the picture), and
Sindhi's papers sign a story "(ڪاوش رپورٽ)", the paper's report. Social networks ("تۆڕە
کۆمەڵایەتییەکان") and a house's archive ("არქივი", "արխիվ") name no one.

Many of these houses are named with words of their languages, and count as houses only in a
credit's slot: Georgian "ბათუმელები" (the people of Batumi) and "პუბლიკა" (an audience),
Armenian "Առավոտ" (morning), Pashto and Dari "باختر" (the west), "طلوع" (sunrise), "هشت صبح"
(eight in the morning) and "اطلاعات روز" (the day's news), Sorani "ڕووداو" (an event) and
"سپێدە" (dawn), Sindhi "ڪاوش" (effort) and "عوامي آواز" (the people's voice), Azerbaijani
"Report", Kurmanji "MA" (the Mezopotamya Ajansı).
"""

from __future__ import annotations

import pytest
from helpers import read_credit

from timeline.understand import understand_caption
from timeline.understand.agencies import credit_slot_agency
from timeline.understand.credits import (
    Credit,
    house_country,
    normalise_agency,
    parse_credit,
    split_credit,
)

# the bodies of the captions
GEORGIAN = ("თბილისში, რუსთაველის გამზირზე, პარლამენტის შენობასთან შეკრებილი აქციის "
            "მონაწილეები, 2024 წლის 2 დეკემბერი.")
ARMENIAN = ("Երևանի Հանրապետության հրապարակում հավաքված քաղաքացիները, 2023 թ. "
            "սեպտեմբերի 21:")
AZERBAIJANI = "Bakıda Dənizkənarı Milli Parkda Novruz bayramı şənliyi, 19 mart 2024."
RUSSIAN = "Участники акции у здания парламента в Тбилиси, 12 мая 2024 года."
PASHTO = "د کابل ښار اوسېدونکي د سړې هوا له امله په بازار کې لرګي اخلي."
DARI = "باشندگان شهر هرات روز جمعه در بازار شهر خرید می‌کنند."
SORANI = "خەڵکی شاری هەولێر لە بازاڕی قەیسەری، ڕۆژی هەینی 21ی ئادار."
KURMANJI = "Bi hezaran kes îro li Amedê ji bo pîrozbahiya Newrozê kom bûn."
SINDHI = "حيدرآباد ۾ برسات کانپوءِ ماڻهو پاڻي مان گذري رهيا آهن."
BALOCHI = "گوادر ءِ ماهیگیر وتی بوجیگ ءَ گون دریا ءَ روان بنت."
UYGHUR = "ئۈرۈمچى شەھىرىدىكى خەلقئارا چوڭ بازاردا ساياھەتچىلەر سودا قىلىۋاتىدۇ."


@pytest.mark.parametrize("caption, photographer, agency", [
    # the house alone after "ფოტო:"
    (f"{GEORGIAN} ფოტო: ინტერპრესნიუსი", None, "Interpressnews"),
    (f"{GEORGIAN} ფოტო: ნეტგაზეთი", None, "Netgazeti"),
    (f"{GEORGIAN} ფოტო: პალიტრანიუსი", None, "Palitra News"),
    (f"{GEORGIAN} ფოტო: საზოგადოებრივი მაუწყებელი", None, "Georgian Public Broadcaster"),
    (f"{GEORGIAN} ფოტო: 1tv.ge", None, "Georgian Public Broadcaster"),
    (f"{GEORGIAN} ფოტო: პუბლიკა", None, "Publika"),
    (f"{GEORGIAN} ფოტო: publika.ge", None, "Publika"),
    (f"{GEORGIAN} ფოტო: „ბათუმელები“", None, "Batumelebi"),
    (f"{GEORGIAN} ფოტო: „საქართველოს რესპუბლიკა“", None, "Sakartvelos Respublika"),
    (f"{GEORGIAN} (ფოტო: ინტერპრესნიუსი)", None, "Interpressnews"),
    # the photographer, in Georgian letters (no capitals), and the house, either order
    (f"{GEORGIAN} ფოტო: გიორგი ნოზაძე / ინტერპრესნიუსი", "გიორგი ნოზაძე", "Interpressnews"),
    (f"{GEORGIAN} ფოტო: ინტერპრესნიუსი / ეკა ჩხეიძე", "ეკა ჩხეიძე", "Interpressnews"),
    (f"{GEORGIAN} ფოტო: ლაშა ქურიძე / საზოგადოებრივი მაუწყებელი", "ლაშა ქურიძე",
     "Georgian Public Broadcaster"),
    (f"{GEORGIAN} ფოტო: სალომე წიკლაური / 1tv.ge", "სალომე წიკლაური",
     "Georgian Public Broadcaster"),
    (f"{GEORGIAN} ფოტო: ანა კალანდაძე / პალიტრანიუსი", "ანა კალანდაძე", "Palitra News"),
    (f"{GEORGIAN} ფოტო: ნინო ჯაფარიძე / „ბათუმელები“", "ნინო ჯაფარიძე", "Batumelebi"),
    (f"{GEORGIAN} ფოტო: დათო კოხრეიძე / ნეტგაზეთი", "დათო კოხრეიძე", "Netgazeti"),
    (f"{GEORGIAN} ფოტო: ზაზა გოგია / პუბლიკა", "ზაზა გოგია", "Publika"),
    (f"{GEORGIAN} ფოტო: ირაკლი ჭელიძე / „საქართველოს რესპუბლიკა“", "ირაკლი ჭელიძე",
     "Sakartvelos Respublika"),
    # a wire's credit after the Georgian label
    (f"{GEORGIAN} ფოტო: AFP", None, "AFP"),
    (f"{GEORGIAN} ფოტო: Reuters / ირაკლი გედენიძე", "ირაკლი გედენიძე", "Reuters"),
    (f"{GEORGIAN} ფოტო: Getty Images", None, "Getty Images"),
    # Armenian: "Լուսանկարը՝" after the colon that closes the sentence
    (f"{ARMENIAN} Լուսանկարը՝ Արմենպրես", None, "Armenpress"),
    (f"{ARMENIAN} Լուսանկարը՝ Հայկ Բադալյան / Արմենպրես", "Հայկ Բադալյան", "Armenpress"),
    (f"{ARMENIAN} Լուսանկարը՝ Արմենպրես / Մարիամ Լորեցյան", "Մարիամ Լորեցյան", "Armenpress"),
    (f"{ARMENIAN} Լուսանկարը՝ «Առավոտ»", None, "Aravot"),
    (f"{ARMENIAN} Լուսանկարը՝ Նարեկ Ալեքսանյան / «Առավոտ»", "Նարեկ Ալեքսանյան", "Aravot"),
    (f"{ARMENIAN} Լուսանկարը՝ «Ազատություն» ռադիոկայան", None, "RFE/RL"),
    (f"{ARMENIAN} Լուսանկարը՝ news.am", None, "News.am"),
    (f"{ARMENIAN} Լուսանկարը՝ Panorama.am", None, "Panorama.am"),
    (f"{ARMENIAN} Լուսանկարը՝ Hetq", None, "Hetq"),
    (f"{ARMENIAN} Լուսանկարը՝ Լուսինե Մարտիրոսյան / Hetq", "Լուսինե Մարտիրոսյան", "Hetq"),
    (f"{ARMENIAN} Լուսանկարը՝ Photolure", None, "Photolure"),
    (f"{ARMENIAN} Լուսանկար՝ Արմենպրես", None, "Armenpress"),
    (f"{ARMENIAN} Լուսանկարը` Արմենպրես", None, "Armenpress"),  # (the backtick for "՝")
    (f"{ARMENIAN} Լուսանկարը՝ Reuters", None, "Reuters"),
    # Armenian's own full stop, "։", and a bracket closing the clause before the label
    ("Գյումրիի Վարդանանց հրապարակը ձմռանը։ Լուսանկարը՝ Արմենպրես", None, "Armenpress"),
    ("Ջերմուկի ջրվեժը (2021) Լուսանկարը՝ Hetq", None, "Hetq"),
    ("ბათუმის ბულვარი (2019) ფოტო: „ბათუმელები“", None, "Batumelebi"),
    # Azerbaijani: "Foto:", the house in brackets after the photographer
    (f"{AZERBAIJANI} Foto: AZƏRTAC", None, "Azertac"),
    (f"{AZERBAIJANI} Foto: Elçin Murad (AZƏRTAC)", "Elçin Murad", "Azertac"),
    (f"{AZERBAIJANI} Foto: Elçin Murad / AZƏRTAC", "Elçin Murad", "Azertac"),
    (f"{AZERBAIJANI} Foto: Report", None, "Report.az"),
    (f"{AZERBAIJANI} Foto: Report.az", None, "Report.az"),
    (f"{AZERBAIJANI} Foto: Vüsal Quliyev / Report", "Vüsal Quliyev", "Report.az"),
    (f"{AZERBAIJANI} Foto: Trend", None, "Trend"),
    (f"{AZERBAIJANI} Foto: Nigar Həsənova / Trend", "Nigar Həsənova", "Trend"),
    (f"{AZERBAIJANI} Foto: APA", None, "APA"),
    (f"{AZERBAIJANI} Foto: Tural Səfərov / APA", "Tural Səfərov", "APA"),
    # Russian: Sputnik's copyright, Interfax, TASS and RIA Novosti
    (f"{RUSSIAN} © Sputnik / Давид Хизанишвили", "Давид Хизанишвили", "Sputnik"),
    (f"{RUSSIAN} Фото: Сергей Пономарев / Интерфакс", "Сергей Пономарев", "Interfax"),
    (f"{RUSSIAN} Фото: Интерфакс", None, "Interfax"),
    (f"{RUSSIAN} Фото: РИА Новости / Илья Питалев", "Илья Питалев", "RIA Novosti"),
    (f"{RUSSIAN} Фото: Артем Геодакян /ТАСС/", "Артем Геодакян", "TASS"),
    (f"{RUSSIAN} Фото: Sputnik", None, "Sputnik"),
    (f"{RUSSIAN} Фото: Trend", None, "Trend"),
])
def test_the_caucasus_houses(gaz, caption, photographer, agency):
    _, credit = read_credit(caption, gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # Pashto: "انځور:" (picture); the house before the photographer, after a slash
    (f"{PASHTO} انځور: پژواک", None, "Pajhwok"),
    (f"{PASHTO} انځور: پژواک/ حمید الله شاه", "حمید الله شاه", "Pajhwok"),
    (f"{PASHTO} انځور: باختر", None, "Bakhtar News Agency"),
    (f"{PASHTO} انځور: باختر/ نور محمد احمدزی", "نور محمد احمدزی", "Bakhtar News Agency"),
    (f"{PASHTO} انځور: طلوع نیوز", None, "TOLOnews"),
    (f"{PASHTO} انځور: طلوع", None, "TOLOnews"),
    (f"{PASHTO} انځور: رویټرز", None, "Reuters"),
    (f"{PASHTO} انځور: AFP/ SHAH MARAI", "Shah Marai", "AFP"),
    (f"{PASHTO} انځور: ازادي راډیو", None, "RFE/RL"),
    (f"{PASHTO} انځورونه: پژواک", None, "Pajhwok"),
    (f"{PASHTO} (انځور: باختر)", None, "Bakhtar News Agency"),
    # the BBC's Pashto and Persian pages: the picture's source
    (f"{PASHTO} د انځور سرچینه، Getty Images", None, "Getty Images"),
    (f"{PASHTO} د انځور سرچینه، EPA", None, "EPA"),
    (f"{DARI} منبع تصویر، Getty Images", None, "Getty Images"),
    (f"{DARI} منبع تصویر، Reuters", None, "Reuters"),
    # Dari: "عکس:"
    (f"{DARI} عکس: پژواک/ عبدالمعید صالحی", "عبدالمعید صالحی", "Pajhwok"),
    (f"{DARI} عکس: اطلاعات روز", None, "Etilaatroz"),
    (f"{DARI} عکس: فرهاد رحیمی/ اطلاعات روز", "فرهاد رحیمی", "Etilaatroz"),
    (f"{DARI} عکس: هشت صبح", None, "Hasht-e Subh"),
    (f"{DARI} عکس: ۸صبح", None, "Hasht-e Subh"),
    (f"{DARI} عکس: مریم احمدی/ هشت صبح", "مریم احمدی", "Hasht-e Subh"),
    (f"{DARI} عکس: طلوع‌نیوز", None, "TOLOnews"),
    (f"{DARI} عکس: باختر", None, "Bakhtar News Agency"),
    (f"{DARI} عکس: رادیو آزادی", None, "RFE/RL"),
    # Sorani: "وێنە:" and "فۆتۆ:" (photo)
    (f"{SORANI} وێنە: ڕووداو", None, "Rudaw"),
    (f"{SORANI} وێنە: ڕووداو / سەرکەوت محەمەد", "سەرکەوت محەمەد", "Rudaw"),
    (f"{SORANI} وێنە: Rudaw", None, "Rudaw"),
    (f"{SORANI} وێنە: کوردستان24", None, "Kurdistan24"),
    (f"{SORANI} وێنە: کوردستان٢٤", None, "Kurdistan24"),
    (f"{SORANI} وێنە: کوردستان24 / هاوار عوسمان", "هاوار عوسمان", "Kurdistan24"),
    (f"{SORANI} وێنە: باسنیوز", None, "Basnews"),
    (f"{SORANI} وێنە: سپێدە", None, "Speda"),
    (f"{SORANI} وێنە: AFP / SAFIN HAMED", "Safin Hamed", "AFP"),
    (f"{SORANI} فۆتۆ: ڕووداو", None, "Rudaw"),
    (f"{SORANI} (وێنە: ڕووداو)", None, "Rudaw"),
    # Kurmanji: "Wêne:" (picture), "Foto:"
    (f"{KURMANJI} Wêne: ANF", None, "ANF"),
    (f"{KURMANJI} Wêne: ANF / Rojhat Dilsoz", "Rojhat Dilsoz", "ANF"),
    (f"{KURMANJI} Wêne: MA", None, "Mezopotamya Ajansı"),
    (f"{KURMANJI} Wêne: MA / Berfin Koçer", "Berfin Koçer", "Mezopotamya Ajansı"),
    (f"{KURMANJI} Wêne: Mezopotamya Ajansı", None, "Mezopotamya Ajansı"),
    (f"{KURMANJI} Wêne: Rudaw", None, "Rudaw"),
    (f"{KURMANJI} Wêne: Kurdistan24", None, "Kurdistan24"),
    (f"{KURMANJI} Wêne: AFP", None, "AFP"),
    (f"{KURMANJI} Foto: ANF / Sidar Amed", "Sidar Amed", "ANF"),
    # Sindhi: "فوٽو:"; the paper's report
    (f"{SINDHI} فوٽو: ڪاوش", None, "Kawish"),
    (f"{SINDHI} فوٽو: اشفاق لغاري / ڪاوش", "اشفاق لغاري", "Kawish"),
    (f"{SINDHI} فوٽو: عوامي آواز", None, "Awami Awaz"),
    (f"{SINDHI} فوٽو: AFP", None, "AFP"),
    (f"{SINDHI} (ڪاوش رپورٽ)", None, "Kawish"),
    # Balochi: "اکس:"
    (f"{BALOCHI} اکس: اے ایف پی", None, "AFP"),
    (f"{BALOCHI} اکس: AFP", None, "AFP"),
    # Uyghur: "سۈرەت:"; Xinhua's byline
    (f"{UYGHUR} سۈرەت: AFP", None, "AFP"),
    (f"{UYGHUR} سۈرەت: شىنخۇا", None, "Xinhua"),
    (f"{UYGHUR} (شىنخۇا ئاگېنتلىقىنىڭ مۇخبىرى ئەخمەت ئابدۇللا سۈرەتكە ئالغان)",
     "ئەخمەت ئابدۇللا", "Xinhua"),
    (f"{UYGHUR} شىنخۇا ئاگېنتلىقىنىڭ مۇخبىرى ئەخمەت ئابدۇللا سۈرەتكە ئالغان",
     "ئەخمەت ئابدۇللا", "Xinhua"),
])
def test_the_afghan_kurdish_and_western_pakistani_houses(gaz, caption, photographer, agency):
    _, credit = read_credit(caption, gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, agency", [
    (f"{GEORGIAN} ფოტო: არქივი / ნეტგაზეთი", "Netgazeti"),
    (f"{ARMENIAN} Լուսանկարը՝ «Ազատություն» ռադիոկայանի արխիվ", "RFE/RL"),
    (f"{DARI} (عکس آرشیفی: پژواک)", "Pajhwok"),
    (f"{DARI} (عکس آرشیفی: شفاخانه پس از حمله، ۱۲ میزان ۱۳۹۴/ اسوشیتدپرس)", "AP"),
])
def test_a_file_picture_names_no_one(caption, agency):
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency, credit.file_photo) == (None, agency, True)


@pytest.mark.parametrize("caption", [
    f"{SORANI} وێنە: تۆڕە کۆمەڵایەتییەکان",
    f"{DARI} عکس: شبکه‌های اجتماعی",
    f"{GEORGIAN} ფოტო: სოციალური ქსელები",
    f"{KURMANJI} Wêne: Medyaya civakî",
])
def test_social_networks_name_no_one(caption):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (None, None)
    assert body == caption[: caption.rindex(".") + 1], body


@pytest.mark.parametrize("caption, photographer, agency, kept", [
    # a date after the credit's comma dates the caption: it stays in the body
    (f"{RUSSIAN} Фото: Интерфакс, 5 июня 2019 года", None, "Interfax", "5 июня 2019 года"),
    (f"{GEORGIAN} ფოტო: დათო კოხრეიძე / ნეტგაზეთი, 2023 წლის 12 მაისი", "დათო კოხრეიძე",
     "Netgazeti", "2023 წლის 12 მაისი"),
    (f"{AZERBAIJANI} Foto: AZƏRTAC, 15.03.2022", None, "Azertac", "15.03.2022"),
    (f"{AZERBAIJANI} Foto: Elçin Murad (AZƏRTAC), 2021", "Elçin Murad", "Azertac", "2021"),
    (f"{ARMENIAN} Լուսանկարը՝ Արմենպրես, 2022", None, "Armenpress", "2022"),
    (f"{ARMENIAN} Լուսանկարը՝ Հայկ Բադալյան / Արմենպրես, հոկտեմբերի 5, 2019", "Հայկ Բադալյան",
     "Armenpress", "հոկտեմբերի 5, 2019"),
    (f"{ARMENIAN} Լուսանկարը՝ news.am, 5 հոկտեմբերի 2019 թ.", None, "News.am",
     "5 հոկտեմբերի 2019 թ."),
])
def test_a_date_after_the_credit_stays_in_the_body(caption, photographer, agency, kept):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert body.endswith(kept) and "Фото" not in body and "ფოტო:" not in body, body


@pytest.mark.parametrize("text", [
    # the labels' words in running text: Georgian "ფოტოზე:" (in the photo:), Armenian
    # "Լուսանկարում՝" (in the photo:), Uyghur "سۈرەتتە:" (in the picture:), Pashto "په انځور کې"
    # (in the picture), Sorani "لە وێنەکەدا" (in the picture), Kurmanji "Di wêneyê de"
    "ფოტოზე: აქციის მონაწილეები პარლამენტის შენობის წინ, 2019 წლის 20 ივნისი.",
    "Լուսանկարում՝ Երևանի Հանրապետության հրապարակը 2018 թ. ապրիլին:",
    "سۈرەتتە: ئۈرۈمچى شەھىرىدىكى خەلقئارا چوڭ بازار.",
    "په انځور کې د کابل ښار اوسېدونکي لیدل کېږي چې لرګي اخلي.",
    "لە وێنەکەدا خەڵکی شاری هەولێر لە بازاڕی قەیسەری دەبینرێن.",
    "Di wêneyê de bi hezaran kes li Amedê kom bûne.",
    # a label opening running text is no credit
    "وێنە: خەڵکی شاری هەولێر لە بازاڕی قەیسەری کۆبوونەتەوە بۆ کڕینی پێداویستییەکانی جەژن",
    "انځور: د کابل ښار اوسېدونکي د سړې هوا له امله په بازار کې لرګي اخلي",
    # the houses' names that are words, out of a credit's slot
    "د باختر په لور روان کاروان د جمعې په ورځ کندهار ته ورسېد (باختر)",
    "ماڻهو صبح جو سوير ڪم تي وڃن ٿا (ڪاوش)",
    "Ministers met in Baku on Monday to discuss the report (Report)",
    "Students celebrate graduation at Yerevan State University with their degrees (MA)",
])
def test_the_labels_and_the_houses_in_running_text_are_no_credit(text):
    assert split_credit(text) == (text, Credit())


@pytest.mark.parametrize("word", ["ბათუმელები", "პუბლიკა", "საზოგადოებრივი მაუწყებელი",
                                  "საქართველოს რესპუბლიკა", "Առավոտ", "Report", "MA", "8am",
                                  "باختر", "طلوع", "هشت صبح", "۸صبح", "اطلاعات روز", "ڕووداو",
                                  "سپێدە", "ڪاوش", "عوامي آواز"])
def test_names_that_are_words_are_houses_only_in_a_credit_s_slot(word):
    assert normalise_agency(word) is None
    assert credit_slot_agency(word) is not None


@pytest.mark.parametrize("name, house", [
    ("Interpressnews", "Interpressnews"), ("ინტერპრესნიუსი", "Interpressnews"),
    ("Netgazeti", "Netgazeti"), ("netgazeti.ge", "Netgazeti"), ("Batumelebi", "Batumelebi"),
    ("Palitra", "Palitra News"), ("PalitraNews", "Palitra News"),
    ("1tv.ge", "Georgian Public Broadcaster"), ("Armenpress", "Armenpress"),
    ("Արմենպրես", "Armenpress"), ("Aravot", "Aravot"), ("Azatutyun", "RFE/RL"),
    ("Radio Azadi", "RFE/RL"), ("AZƏRTAC", "Azertac"), ("АЗЕРТАДЖ", "Azertac"),
    ("Report.az", "Report.az"), ("Pajhwok", "Pajhwok"), ("Etilaatroz", "Etilaatroz"),
    ("Hasht-e Subh", "Hasht-e Subh"), ("Rudaw", "Rudaw"), ("Kurdistan 24", "Kurdistan24"),
    ("باسنیوز", "Basnews"), ("Speda", "Speda"), ("Firat News Agency", "ANF"),
    ("Mezopotamya Ajansı", "Mezopotamya Ajansı"), ("Kawish", "Kawish"),
    ("Awami Awaz", "Awami Awaz"),
    ("شىنخۇا", "Xinhua"), ("رویټرز", "Reuters"),
])
def test_the_houses_names_in_their_scripts_and_in_latin_letters(name, house):
    assert normalise_agency(name) == house


@pytest.mark.parametrize("agency, home", [
    ("Interpressnews", "GE"), ("Georgian Public Broadcaster", "GE"), ("Palitra News", "GE"),
    ("Batumelebi", "GE"), ("Netgazeti", "GE"), ("Sakartvelos Respublika", "GE"),
    ("Publika", "GE"), ("Armenpress", "AM"), ("Aravot", "AM"), ("News.am", "AM"),
    ("Panorama.am", "AM"), ("Hetq", "AM"), ("Azertac", "AZ"), ("Report.az", "AZ"),
    ("Trend", "AZ"), ("Pajhwok", "AF"), ("Bakhtar News Agency", "AF"), ("TOLOnews", "AF"),
    ("Hasht-e Subh", "AF"), ("Etilaatroz", "AF"), ("Rudaw", "IQ"), ("Kurdistan24", "IQ"),
    ("Basnews", "IQ"), ("Speda", "IQ"), ("Mezopotamya Ajansı", "TR"), ("Kawish", "PK"),
    ("Awami Awaz", "PK"), ("Publika TV", "MD"),
])
def test_the_houses_have_their_homes(agency, home):
    assert house_country(Credit(agency=agency)) == home


@pytest.mark.parametrize("agency", ["APA", "ANF", "RFE/RL", "Sputnik", "Xinhua"])
def test_houses_of_two_countries_or_of_the_world_have_no_home(agency):
    """APA is Austria's and Azerbaijan's initials; ANF writes of Turkey, Syria, Iraq and Iran;
    RFE/RL's services and Sputnik's cover many countries."""
    assert house_country(Credit(agency=agency)) is None


@pytest.mark.parametrize("credit, photographer, agency", [
    ("ფოტო: გიორგი ნოზაძე / ინტერპრესნიუსი", "გიორგი ნოზაძე", "Interpressnews"),
    ("Լուսանկարը՝ Հայկ Բադալյան / Արմենպրես", "Հայկ Բադալյան", "Armenpress"),
    ("Foto: Elçin Murad (AZƏRTAC)", "Elçin Murad", "Azertac"),
    ("انځور: باختر/ نور محمد احمدزی", "نور محمد احمدزی", "Bakhtar News Agency"),
    ("وێنە: ڕووداو / سەرکەوت محەمەد", "سەرکەوت محەمەد", "Rudaw"),
    ("Wêne: MA / Berfin Koçer", "Berfin Koçer", "Mezopotamya Ajansı"),
    ("فوٽو: اشفاق لغاري / ڪاوش", "اشفاق لغاري", "Kawish"),
    ("شىنخۇا ئاگېنتلىقىنىڭ مۇخبىرى ئەخمەت ئابدۇللا سۈرەتكە ئالغان", "ئەخمەت ئابدۇللا", "Xinhua"),
    ("ڪاوش رپورٽ", None, "Kawish"),
])
def test_parse_credit_reads_the_labels(credit, photographer, agency):
    found = parse_credit(credit)
    assert found is not None
    assert (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # forms read before these houses were added, which must stay so
    (("Protesters outside parliament in Tbilisi, Georgia, May 14, 2024. REUTERS/Irakli "
      "Gedenidze"), "Irakli Gedenidze", "Reuters"),
    ("Refugees in Goris, Armenia, on September 28, 2023. (Photo by Alain JOCARD / AFP)",
     "Alain Jocard", "AFP"),
    ("Taliban fighters in Kabul on August 17, 2021. (AP Photo/Rahmat Gul)", "Rahmat Gul", "AP"),
    ("Peshmerga fighters near Kirkuk, October 2017. EPA/STR", None, "EPA"),
    ("Xankəndi şəhərində seçki məntəqəsi. Foto: APA, 07.02.2024", None, "APA"),
    ("Jalalabad, Afghanistan, 2019. (Xinhua/Saifurahman Safi)", "Saifurahman Safi", "Xinhua"),
    ("ملتان میں عید کی نماز۔ عکس: اے ایف پی", None, "AFP"),
    ("Photo: Trend", None, "Trend"),
])
def test_the_forms_read_before_stay_read(caption, photographer, agency):
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_a_sorani_caption_reads_its_credit_and_not_the_house_as_a_place(gaz):
    facts = understand_caption("خەڵکی شاری هەولێر لە بازاڕی قەیسەری، ڕۆژی هەینی 21ی ئادار. "
                               "وێنە: ڕووداو / سەرکەوت محەمەد", gaz)
    assert (facts.credit.photographer, facts.credit.agency) == ("سەرکەوت محەمەد", "Rudaw")
    assert "ڕووداو" not in facts.body and "وێنە" not in facts.body


def test_an_armenian_caption_keeps_its_sentence_and_reads_its_credit(gaz):
    facts = understand_caption(f"{ARMENIAN} Լուսանկարը՝ Հայկ Բադալյան / Արմենպրես", gaz)
    assert (facts.credit.photographer, facts.credit.agency) == ("Հայկ Բադալյան", "Armenpress")
    assert facts.body.startswith("Երևանի") and "Լուսանկարը" not in facts.body
