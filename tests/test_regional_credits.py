"""Credits of Europe's smaller-language houses and of India's and Sri Lanka's regional papers,
written in their own languages and scripts.

Europe's houses put their own word for "photo" before the credit, as English has "Photo:":
Icelandic and Faroese "Mynd:" (and Icelandic "Ljósmynd:"), Irish "Grianghraf:", Welsh "Llun:",
Basque "Argazkia:", Catalan and Romansh "Fotografia:", Maltese "Ritratt:", Lithuanian "Nuotr."
(and the house before it, "BNS nuotr.", as "AP Photo"), Northern Sámi "Govva:"; the others
write "Foto:". The house and its photographer stand either side of a slash, in either order,
or of a dash ("Mynd: RÚV – Name"); Basque and Catalan papers write both in capitals ("NAME /
FOKU", "FOTO: NAME / ARA"). A house's archive is a file picture, with no one named: Catalan
"Arxiu" ("Foto: Arxiu / La Vanguardia"), Irish "Cartlann" ("Grianghraf: Cartlann RTÉ"),
Luxembourgish "RTL-Archiv". The BBC's Welsh pages put "Ffynhonnell y llun, PA" (the picture's
source) before "Disgrifiad o'r llun," (the picture's description) and the caption.

India's regional papers write the label in their script: Tamil "படம்:", Telugu "ఫోటో:",
Malayalam "ചിത്രം:" and "ഫോട്ടോ:", Kannada "ಚಿತ್ರ:", Marathi "छाया :" and "छायाचित्र :",
Hindi "फोटो:" and "छायाचित्र:", Gujarati "તસવીર:", Punjabi "ਤਸਵੀਰ:", Odia "ଫଟୋ:", Assamese
"ফটো:", Urdu "تصویر:", Sinhala "ඡායාරූපය:" and "ඡායාරූප -"; the photographer, then the paper
after a slash, a bar, Manorama's "∙", a comma (Urdu's "،") or in brackets ("படம்: Name
(தினமலர்)"); the paper's name before the label ("–ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: Name", "-ਅਜੀਤ ਤਸਵੀਰ",
the paper's picture); the paper's photographer with no name ("ఫోటో: సాక్షి ఫోటోగ్రాఫర్");
a paper's tag in its dateline ("విజయవాడ, జనవరి 14 (ఈనాడు):", "(ସମିସ)", Sambad's). A date
after the credit ("| 2012 ഏപ്രിൽ 26", "(२५ जुलाई २०२४)") dates the caption: it stays in the
body. Initials keep their dots ("ಎಂ.ಎಸ್. ಮಂಜುನಾಥ್", "ರಂಜು ಪಿ.").

A house's name that is also a word counts only in a credit's slot: Catalan "Ara" (now), Basque
"Berria" (new) and "Argia" (light), Estonian "Postimees" (the postman), Slovene "Delo"
(work), Irish "Tuairisc" (a report), Telugu "సాక్షి" and Hindi "Sakshi" (a witness, and a
name), Punjabi "ਅਜੀਤ" (Ajit, a name), Malayalam "മാതൃഭൂമി" (the motherland) and "മനോരമ" (a
name), Hindi "जागरण" (a vigil), Urdu "انقلاب" (a revolution), Sinhala "දිවයින" (the island).
Malta's TVM and Madagascar's share their initials: a credit's label tells whose (Television
Malta's after Maltese "Ritratt:").
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


@pytest.mark.parametrize("caption, photographer, agency", [
    # Icelandic: "Mynd:" (picture), "Ljósmynd:" (photograph); the house and the photographer
    # set apart by a dash or a slash
    (("Gos hófst við Sundhnúksgíga norðan Grindavíkur að kvöldi 18. desember 2023. "
      "Mynd: RÚV – Ragnar Visage"), "Ragnar Visage", "RÚV"),
    (("Forsætisráðherra ávarpar þjóðina á Austurvelli 17. júní 2024. Mynd: RÚV / Guðmundur "
      "Bergkvist"), "Guðmundur Bergkvist", "RÚV"),
    ("Jólasveinar í Þjóðminjasafninu í Reykjavík 12. desember 2022. Mynd: RÚV", None, "RÚV"),
    ("Mótmælendur fyrir utan Alþingishúsið í janúar 2009. Morgunblaðið/Árni Sæberg",
     "Árni Sæberg", "Morgunblaðið"),
    ("Hraun rennur yfir Grindavíkurveg 8. febrúar 2024. mbl.is/Eggert Jóhannesson",
     "Eggert Jóhannesson", "Morgunblaðið"),
    (("Þjóðhátíð í Herjólfsdal í Vestmannaeyjum 3. ágúst 2019. Mynd: Fréttablaðið/Anton "
      "Brink"), "Anton Brink", "Fréttablaðið"),
    (("Kjósendur á kjörstað í Reykjavík 30. nóvember 2024. Ljósmynd: Kristinn Magnússon / "
      "Morgunblaðið"), "Kristinn Magnússon", "Morgunblaðið"),
    # Faroese: "Mynd:" too
    ("Grindadráp á Sandágerði í Tórshavn 10. juli 2023. Mynd: KvF / Jens Kristian Vang",
     "Jens Kristian Vang", "KvF"),
    ("Flaggdagur á Vaglinum í Havn 25. apríl 2022. Mynd: Portal.fo / Jákup Kristiansen",
     "Jákup Kristiansen", "Portal.fo"),
    ("Ólavsøka í Havn, 29. juli 2022. Mynd: Dimmalætting / Birgir Kruse", "Birgir Kruse",
     "Dimmalætting"),
    ("Løgtingið savnast á Tinganesi í Havn 29. juli 2021. Mynd: Kringvarp Føroya", None, "KvF"),
    # Irish: "Grianghraf:" (photograph)
    (("Slua ag máirseáil ar Shráid Uí Chonaill i mBaile Átha Cliath, 24 Aibreán 2016. "
      "Grianghraf: RTÉ"), None, "RTÉ"),
    (("Rásaí currach i gCill Chiaráin, Co. na Gaillimhe, 12 Lúnasa 2023. Grianghraf: "
      "Tuairisc.ie/Cathal Ó Conghaile"), "Cathal Ó Conghaile", "Tuairisc"),
    ("Oireachtas na Samhna i gCill Airne, Samhain 2019. Grianghraf: Tuairisc", None, "Tuairisc"),
    ("Comórtas amhránaíochta ar an nGaeltacht, 2018. Grianghraf: TG4", None, "TG4"),
    ("Foireann peile Chiarraí i bPáirc an Chrócaigh. Grianghraf: TG4/Eoin Ó Móráin",
     "Eoin Ó Móráin", "TG4"),
    # Welsh: "Llun:" (picture)
    (("Gorymdaith yr Orsedd ar Faes yr Eisteddfod ym Moduan, 8 Awst 2023. Llun: Golwg360/Huw "
      "Bebb"), "Huw Bebb", "Golwg360"),
    ("Protestwyr ar Bont Trefechan yn Aberystwyth, 2 Chwefror 2013. Llun: Golwg360", None,
     "Golwg360"),
    ("Cefnogwyr Cymru yn Stadiwm Principality, Caerdydd, 16 Mawrth 2019. Llun: PA", None, "PA"),
    ("Tân yn Llandudno ddydd Sadwrn, 3 Mehefin 2023. Llun: Heddlu Gogledd Cymru/PA", None, "PA"),
    # Basque: "Argazkia:" (photo); the papers' capitals
    (("Bilboko Aste Nagusiaren hasiera Arriaga plazan, 2023ko abuztuaren 19an. JON URBE / "
      "FOKU"), "Jon Urbe", "FOKU"),
    ("Gasteizko jaien hasiera, 2019ko abuztuaren 4an. Argazkia: EITB", None, "EITB"),
    (("Korrika Iruñean barrena, 2022ko apirilaren 2an. Argazkia: GARBIÑE LARRARTE / FOKU"),
     "Garbiñe Larrarte", "FOKU"),
    ("Donostiako danborrada, 2024ko urtarrilaren 20an. ANDONI CANELLADA / BERRIA",
     "Andoni Canellada", "Berria"),
    ("Baserritarren azoka Gernikan, 2021eko urriaren 25ean. Argazkia: Dani Blanco / Argia",
     "Dani Blanco", "Argia"),
    ("Euskal Herriko txapelketa Bilbon. Argazkia: Argia", None, "Argia"),
    # Catalan: "Foto:", "Fotografia:"; the paper's capitals; the archive is a file picture
    (("La Via Catalana a la Jonquera, l'11 de setembre del 2013. (Horitzontal) Foto: ACN / "
      "Jordi Pujolar"), "Jordi Pujolar", "ACN"),
    ("Manifestació a la plaça de Catalunya, el 3 d'octubre del 2017. FOTO: PERE VIRGILI / ARA",
     "Pere Virgili", "Ara"),
    ("Castellers a la plaça de Sant Jaume de Barcelona. Foto: Arxiu / La Vanguardia", None,
     "La Vanguardia"),
    (("Els Reis arriben al port de Barcelona, el 5 de gener del 2024. Foto: Ferran Nadeu / El "
     "Periódico"), "Ferran Nadeu", "El Periódico"),
    ("Concentració davant del Parlament, el 10 d'octubre del 2017. Foto: VilaWeb", None,
     "VilaWeb"),
    (("La flama del Canigó arriba a Perpinyà, el 23 de juny del 2022. Fotografia: Xavier "
      "Cervera / La Vanguardia"), "Xavier Cervera", "La Vanguardia"),
    ("La Mercè a la plaça de Sant Jaume. Foto: ACN", None, "ACN"),
    # Galician
    (("Manifestación polo galego en Compostela, o 17 de maio de 2023. Foto: Arxina Ramos / Nós "
     "Diario"), "Arxina Ramos", "Nós Diario"),
    ("Os incendios de Ourense, o 15 de outubro de 2017. Foto: Miguel Villar / La Voz de Galicia",
     "Miguel Villar", "La Voz de Galicia"),
    # Maltese: "Ritratt:" (picture)
    (("Il-festa ta' San Pawl fil-Belt Valletta, fl-10 ta' Frar 2023. Ritratt: Matthew Mirabelli/"
     "Times of Malta"), "Matthew Mirabelli", "Times of Malta"),
    ("Il-purċissjoni tal-Ġimgħa l-Kbira fiż-Żejtun. Ritratt: TVM", None, "Television Malta"),
    (("Protesta quddiem Kastilja, fit-30 ta' Novembru 2019. Ritratt: Michael Camilleri/The "
     "Malta Independent"), "Michael Camilleri", "The Malta Independent"),
    # Luxembourgish: "Foto:"; RTL's archive
    ("D'Schueberfouer um Glacis, den 23. August 2023. Foto: Carine Krecké/RTL",
     "Carine Krecké", "RTL"),
    ("D'Ouverture vun der Kulturhaaptstad zu Esch, 26. Februar 2022. Foto: RTL", None, "RTL"),
    ("Den Nationalfeierdag an der Stad, 23. Juni 1998. Foto: RTL-Archiv", None, "RTL"),
    ("D'Sprangprozessioun zu Iechternach, 21. Mee 2024. Foto: Marc Wilwert/Luxemburger Wort",
     "Marc Wilwert", "Luxemburger Wort"),
    # Estonian, Latvian, Lithuanian
    ("Laulupidu Tallinna lauluväljakul 1. juulil 2023. Foto: Sander Ilvest / Postimees",
     "Sander Ilvest", "Postimees"),
    ("Vabariigi aastapäeva paraad Pärnus 24. veebruaril 2024. Foto: Siim Lõvi / ERR",
     "Siim Lõvi", "ERR"),
    ("Jõulukuuse süütamine Raekoja platsil. Foto: Rene Suurkaev / Delfi", "Rene Suurkaev",
     "Delfi"),
    ("Dziesmu svētku gājiens Rīgā 2023.gada 2.jūlijā. Foto: Edijs Pālens/LETA",
     "Edijs Pālens", "LETA"),
    ("Lāčplēša dienas lāpu gājiens Rīgā. Foto: LSM", None, "LSM"),
    ("Vasario 16-osios minėjimas Vilniuje. Nuotr. Dainius Labutis / ELTA", "Dainius Labutis",
     "ELTA"),
    ("Kauno pilies atidarymas po rekonstrukcijos. BNS nuotr.", None, "BNS"),
    ("Baltijos kelio minėjimas Vilniuje 2019 m. rugpjūčio 23 d. LRT nuotr.", None, "LRT"),
    ("Vilniaus Kaziuko mugė Katedros aikštėje. Nuotr. Luka Balandis / 15min", "Luka Balandis",
     "15min"),
    # Slovene, Macedonian, Albanian
    ("Poplave v Celju, 5. avgusta 2023. Foto: Daniel Novakovič/STA", "Daniel Novakovič", "STA"),
    ("Kurentovanje na Ptuju, februarja 2024. Foto: Jure Eržen/Delo", "Jure Eržen", "Delo"),
    ("Ohridsko leto vo Ohrid, 12 juli 2022. Foto: MIA", None, "MIA"),
    ("Tirana, 28 nëntor 2012, festimet e 100-vjetorit. Foto: Top Channel", None, "Top Channel"),
    ("Prishtinë, 17 shkurt 2018, 10-vjetori i pavarësisë. Foto: Kosovapress", None,
     "Kosovapress"),
    # Romansh: "Fotografia:"; Northern Sámi: "Govva:" (picture)
    ("Chalandamarz a Scuol, ils 1. da mars 2024. Fotografia: RTR/Men Tschander",
     "Men Tschander", "RTR"),
    (("Sámi álbmotbeaivi Kárášjogas guovvamánu 6. beaivve 2023. Govva: Mikkel Eskil Mikkelsen / "
     "NRK Sápmi"), "Mikkel Eskil Mikkelsen", "NRK Sápmi"),
    ("Riddu Riđđu festiválas Gáivuonas. Govva: Ole Morten Balto / NTB", "Ole Morten Balto",
     "NTB"),
    ("Beassášdoalut Guovdageainnus. Govva: NRK", None, "NRK"),
])
def test_europe_s_smaller_houses(gaz, caption, photographer, agency):
    _, credit = read_credit(caption, gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, agency", [
    ("Castellers a la plaça de Sant Jaume de Barcelona. Foto: Arxiu / La Vanguardia",
     "La Vanguardia"),
    ("Máirseáil ar Shráid Uí Chonaill i mBaile Átha Cliath, 1966. Grianghraf: Cartlann RTÉ",
     "RTÉ"),
    ("Den Nationalfeierdag an der Stad, 23. Juni 1998. Foto: RTL-Archiv", "RTL"),
    ("Txupinazoa Iruñean, 1990eko uztailaren 6an. Argazkia: Artxiboa / EITB", "EITB"),
])
def test_an_archive_picture_names_no_one(caption, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency, credit.file_photo) == (None, agency, True)
    assert body == caption[: caption.rindex(". ") + 1], body


@pytest.mark.parametrize("caption, agency, body", [
    # the BBC's Welsh pages: the picture's source, then its description
    (("Ffynhonnell y llun, PA Disgrifiad o'r llun, Cefnogwyr yr ymgyrch Ie yng Nghaerdydd, 19 "
     "Medi 1997"), "PA", "Cefnogwyr yr ymgyrch Ie yng Nghaerdydd, 19 Medi 1997"),
    ("Ffynhonnell y llun, Getty Images Disgrifiad o'r llun, Y dorf ym Mharc yr Arfau, 2019",
     "Getty Images", "Y dorf ym Mharc yr Arfau, 2019"),
    # ... and the BBC's English ones
    ("Image source, Reuters Image caption, Flooding in Pontypridd on 16 February 2020",
     "Reuters", "Flooding in Pontypridd on 16 February 2020"),
    # the source after the description
    ("Cefnogwyr yr ymgyrch Ie yng Nghaerdydd, 19 Medi 1997. Ffynhonnell y llun, PA", "PA",
     "Cefnogwyr yr ymgyrch Ie yng Nghaerdydd, 19 Medi 1997."),
])
def test_the_bbc_s_source_of_the_picture(caption, agency, body):
    read, credit = split_credit(caption)
    assert read == body
    assert (credit.photographer, credit.agency) == (None, agency)


# the bodies of India's and Sri Lanka's captions
TAMIL = "சென்னை மெரினா கடற்கரையில் பொங்கல் விடுமுறையை கொண்டாடிய மக்கள்."
TELUGU = "హైదరాబాద్ హుస్సేన్ సాగర్ వద్ద గణేష్ నిమజ్జనానికి తరలివచ్చిన భక్తులు."
MALAYALAM = "തൃശൂർ പൂരത്തിന്റെ കുടമാറ്റം കാണാൻ തടിച്ചുകൂടിയ ജനക്കൂട്ടം."
KANNADA = "ಮೈಸೂರು ದಸರಾ ಜಂಬೂಸವಾರಿ ಮೆರವಣಿಗೆಯಲ್ಲಿ ಸಾಗಿದ ಆನೆಗಳು."
MARATHI = "पुण्यातील दगडूशेठ हलवाई गणपतीच्या दर्शनासाठी भाविकांची गर्दी."
HINDI = "वाराणसी में गंगा आरती के दौरान दशाश्वमेध घाट पर उमड़े श्रद्धालु।"
GUJARATI = "અમદાવાદમાં ઉત્તરાયણના દિવસે ધાબા પર પતંગ ચગાવતા લોકો."
PUNJABI = "ਅੰਮ੍ਰਿਤਸਰ ਵਿਖੇ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਵਿਖੇ ਦੀਪਮਾਲਾ ਦਾ ਦ੍ਰਿਸ਼।"
ODIA = "ପୁରୀ ବଡଦାଣ୍ଡରେ ରଥଯାତ୍ରା ଦେଖିବାକୁ ଭକ୍ତଙ୍କ ଭିଡ଼।"
ASSAMESE = "গুৱাহাটীত ব্ৰহ্মপুত্ৰৰ পানী বৃদ্ধি পোৱাৰ দৃশ্য।"
URDU = "ممبئی کی حاجی علی درگاہ پر عید کی نماز ادا کرتے ہوئے فرزندان توحید۔"
SINHALA = "මහනුවර ඇසළ පෙරහැරට සහභාගී වූ අලි ඇතුන්."


@pytest.mark.parametrize("caption, photographer, agency", [
    # Tamil: "படம்:" (picture); the paper after a slash, a bar or in brackets
    (f"{TAMIL} படம்: ம. பிரபு / தினமலர்", "ம. பிரபு", "Dinamalar"),
    (f"{TAMIL} (படம்: எல். சீனிவாசன் / தினமலர்)", "எல். சீனிவாசன்", "Dinamalar"),
    (f"{TAMIL} படம்: க. ஸ்ரீபரத் (தினமலர்)", "க. ஸ்ரீபரத்", "Dinamalar"),
    (f"{TAMIL} (தினத்தந்தி)", None, "Dina Thanthi"),
    (f"{TAMIL} | படம்: ஆர்.ரவீந்திரன் | இந்து தமிழ் திசை", "ஆர்.ரவீந்திரன்", "The Hindu Tamil"),
    (f"{TAMIL} படம்: தினமணி", None, "Dinamani"),
    (f"{TAMIL} படம்: பி. ஜோதி ராமலிங்கம்", "பி. ஜோதி ராமலிங்கம்", None),
    # Telugu: "ఫోటో:"; the paper's photographer, no one named
    (f"{TELUGU} ఫోటో: జి. రాజేష్", "జి. రాజేష్", None),
    (f"{TELUGU} ఫోటో: సాక్షి ఫోటోగ్రాఫర్", None, "Sakshi"),
    (f"{TELUGU} ఫోటో: ఈనాడు", None, "Eenadu"),
    (f"{TELUGU} (2019) ఫోటో: ఆంధ్రజ్యోతి", None, "Andhra Jyothy"),
    (f"{TELUGU} ఫోటో: పి. శ్రీనివాస్ / సాక్షి", "పి. శ్రీనివాస్", "Sakshi"),
    # Malayalam: "ചിത്രം:", "ഫോട്ടോ:"; Manorama's "∙" and Mathrubhumi's bar
    (f"{MALAYALAM} ചിത്രം: റസ്സൽ ഷാഹുൽ ∙ മനോരമ", "റസ്സൽ ഷാഹുൽ", "Malayala Manorama"),
    (f"{MALAYALAM} ചിത്രം: ഇ.വി. ശ്രീകുമാർ ∙ മലയാള മനോരമ", "ഇ.വി. ശ്രീകുമാർ",
     "Malayala Manorama"),
    (f"{MALAYALAM} | ഫോട്ടോ: ജി. ശിവപ്രസാദ് | മാതൃഭൂമി", "ജി. ശിവപ്രസാദ്", "Mathrubhumi"),
    (f"{MALAYALAM} ചിത്രം: മനോരമ", None, "Malayala Manorama"),
    (f"{MALAYALAM} | ഫോട്ടോ: മാതൃഭൂമി", None, "Mathrubhumi"),
    # Kannada: "ಚಿತ್ರ:"; the paper before the label, its picture
    (f"{KANNADA} ಚಿತ್ರ: ರಂಜು ಪಿ. | ವಿಜಯ ಕರ್ನಾಟಕ", "ರಂಜು ಪಿ.", "Vijay Karnataka"),
    (f"{KANNADA} –ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: ಕಿಶೋರ್ ಕುಮಾರ್ ಬೋಳಾರ್", "ಕಿಶೋರ್ ಕುಮಾರ್ ಬೋಳಾರ್", "Prajavani"),
    (f"{KANNADA} –ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: ಎಂ.ಎಸ್. ಮಂಜುನಾಥ್", "ಎಂ.ಎಸ್. ಮಂಜುನಾಥ್", "Prajavani"),
    (f"{KANNADA} –ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ", None, "Prajavani"),
    (f"{KANNADA} ಚಿತ್ರ: ವಿಕ", None, "Vijay Karnataka"),
    # Marathi: "छाया :", "छायाचित्र :" (with French spacing), the paper after a comma
    (f"{MARATHI} (छाया : प्रशांत खरोटे, लोकमत)", "प्रशांत खरोटे", "Lokmat"),
    (f"{MARATHI} छायाचित्र : गणेश शिर्सेकर, लोकसत्ता", "गणेश शिर्सेकर", "Loksatta"),
    (f"{MARATHI} (छायाचित्र : लोकसत्ता)", None, "Loksatta"),
    (f"{MARATHI} छाया : महाराष्ट्र टाइम्स", None, "Maharashtra Times"),
    # Hindi: "फोटो:", "छायाचित्र:"
    (f"{HINDI} फोटो: अमर उजाला", None, "Amar Ujala"),
    (f"{HINDI} छायाचित्र: जागरण", None, "Dainik Jagran"),
    (f"{HINDI} छायाचित्र: दैनिक जागरण", None, "Dainik Jagran"),
    (f"{HINDI} फोटो: राजेश कुमार, अमर उजाला", "राजेश कुमार", "Amar Ujala"),
    # Gujarati: "તસવીર:" (picture)
    (f"{GUJARATI} તસવીર: કેતન ત્રિવેદી, દિવ્ય ભાસ્કર", "કેતન ત્રિવેદી", "Divya Bhaskar"),
    (f"{GUJARATI} તસવીર: દિવ્ય ભાસ્કર", None, "Divya Bhaskar"),
    (f"{GUJARATI} (તસવીર: ગુજરાત સમાચાર)", None, "Gujarat Samachar"),
    (f"{GUJARATI} (તસવીર: નિમેષ પટેલ)", "નિમેષ પટેલ", None),
    # Punjabi: "ਤਸਵੀਰ:", "ਫੋਟੋ:", glued to a dash; Ajit's picture
    (f"{PUNJABI} -ਅਜੀਤ ਤਸਵੀਰ", None, "Ajit"),
    (f"{PUNJABI} -ਤਸਵੀਰ: ਜਸਵੰਤ ਸਿੰਘ", "ਜਸਵੰਤ ਸਿੰਘ", None),
    (f"{PUNJABI} -ਤਸਵੀਰ: ਹਰਪ੍ਰੀਤ ਸਿੰਘ (ਅਜੀਤ)", "ਹਰਪ੍ਰੀਤ ਸਿੰਘ", "Ajit"),
    (f"{PUNJABI} -ਫੋਟੋ: ਪੰਜਾਬੀ ਟ੍ਰਿਬਿਊਨ", None, "Punjabi Tribune"),
    (f"{PUNJABI} -ਫੋਟੋ: ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ, ਪੰਜਾਬੀ ਟ੍ਰਿਬਿਊਨ", "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ", "Punjabi Tribune"),
    # Odia: "ଫଟୋ:"
    (f"{ODIA} ଫଟୋ: ବିଶ୍ୱରଞ୍ଜନ ମିଶ୍ର", "ବିଶ୍ୱରଞ୍ଜନ ମିଶ୍ର", None),
    (f"{ODIA} ଫଟୋ: ଧରିତ୍ରୀ", None, "Dharitri"),
    (f"{ODIA} ଫଟୋ: ସମ୍ବାଦ", None, "Sambad"),
    # Assamese: "ফটো:"
    (f"{ASSAMESE} ফটো: অনুপম শৰ্মা, অসমীয়া প্ৰতিদিন", "অনুপম শৰ্মা", "Asomiya Pratidin"),
    (f"{ASSAMESE} ফটো: নিয়মীয়া বাৰ্তা", None, "Niyomiya Barta"),
    # Urdu: "تصویر:", the paper after its comma
    (f"{URDU} (تصویر: شاہد شیخ، انقلاب)", "شاہد شیخ", "Inquilab"),
    (f"{URDU} (تصویر: انقلاب)", None, "Inquilab"),
    # Sinhala: "ඡායාරූපය:", "ඡායාරූප -"
    (f"{SINHALA} ඡායාරූප - ලංකාදීප", None, "Lankadeepa"),
    (f"{SINHALA} ඡායාරූපය - නිමල් පෙරේරා (ලංකාදීප)", "නිමල් පෙරේරා", "Lankadeepa"),
    (f"{SINHALA} ඡායාරූපය: නිමල් පෙරේරා", "නිමල් පෙරේරා", None),
    (f"{SINHALA} ඡායාරූප - දිවයින", None, "Divaina"),
])
def test_india_s_and_sri_lanka_s_papers(gaz, caption, photographer, agency):
    _, credit = read_credit(caption, gaz)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, agency, kept", [
    # a date after the credit dates the caption: it stays in the body
    (f"{MALAYALAM} | ഫോട്ടോ: മാതൃഭൂമി | 2023 ഓഗസ്റ്റ് 29", "Mathrubhumi", "2023 ഓഗസ്റ്റ് 29"),
    (f"{MALAYALAM} ചിത്രം: റസ്സൽ ഷാഹുൽ ∙ മനോരമ (23-02-2016)", "Malayala Manorama",
     "23-02-2016"),
    (f"{KANNADA} ಚಿತ್ರ: ವಿಕ | 04-06-2025", "Vijay Karnataka", "04-06-2025"),
    (f"{KANNADA} –ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ | ಜನವರಿ 18, 2024", "Prajavani", "ಜನವರಿ 18, 2024"),
    (f"{MARATHI} छाया : लोकमत (२५ जुलाई २०२४)", "Lokmat", "25 जुलाई 2024"),
    (f"{MARATHI} (छायाचित्र : लोकसत्ता) | ७ सप्टेंबर २००५", "Loksatta", "7 सप्टेंबर 2005"),
    (f"{GUJARATI} તસવીર: દિવ્ય ભાસ્કર | 31 ઓક્ટોબર, 2022", "Divya Bhaskar", "31 ઓક્ટોબર, 2022"),
    (f"{TAMIL} படம்: ம. பிரபு / தினமலர் | Published : 02 Jan 2023 11:40 AM", "Dinamalar",
     "02 Jan 2023"),
    (f"{PUNJABI} -ਫੋਟੋ: ਪੰਜਾਬੀ ਟ੍ਰਿਬਿਊਨ | ਪ੍ਰਕਾਸ਼ਿਤ: 10 ਨਵੰਬਰ 2019", "Punjabi Tribune",
     "10 ਨਵੰਬਰ 2019"),
    (f"{URDU} (تصویر: انقلاب، ۱۱؍ اپریل ۲۰۲۴)", "Inquilab", "اپریل"),
])
def test_a_date_after_the_credit_stays_in_the_body(gaz, caption, agency, kept):
    body, credit = read_credit(caption, gaz)
    assert credit.agency == agency
    assert kept in body, body


@pytest.mark.parametrize("caption, agency", [
    # a paper's tag in its dateline names the paper when the credit names none
    ("విజయవాడ, జనవరి 14 (ఈనాడు): ప్రకాశం బ్యారేజీ వద్ద కృష్ణా నదికి వరద. ఫోటో: కె. రమేష్", "Eenadu"),
    ("తిరుపతి, అక్టోబర్ 3 (సాక్షి): గరుడ వాహనంపై శ్రీవారు. ఫోటో: ఎన్. శివకుమార్", "Sakshi"),
    ("ଭୁବନେଶ୍ୱର, ୧୨।୩ (ସମିସ): ଏକାମ୍ର କ୍ଷେତ୍ରରେ ଅଶୋକାଷ୍ଟମୀ ରଥଯାତ୍ରା। ଫଟୋ: ବିଶ୍ୱରଞ୍ଜନ ମିଶ୍ର",
     "Sambad"),
    ("சென்னை, டிச. 2 (தினமலர்): வேளச்சேரியில் வெள்ளம். படம்: ம. பிரபு", "Dinamalar"),
])
def test_a_paper_s_dateline_tag_names_the_agency(gaz, caption, agency):
    facts = understand_caption(caption, gaz)
    assert facts.credit.agency == agency and facts.credit.photographer is not None


@pytest.mark.parametrize("text", [
    # the labels' words in running text: "Mynd" (a picture), "Llun" (Monday too), "Argazkian"
    # (in the picture), "Govva" (the picture), Tamil "படம்" (a film), Hindi "फोटो में" (in the
    # photo), Sinhala "ඡායාරූපය" (the photograph)
    "Myndin sýnir gosið við Sundhnúksgíga að kvöldi 18. desember 2023.",
    "Roedd y brotest ar y bont fore Llun, 5 Awst 2024.",
    "Argazkian, Bilboko Aste Nagusiaren hasiera Arriaga plazan.",
    "Govva čájeha sámi álbmotbeaivvi Kárášjogas.",
    "இந்த படம் சென்னையில் நடந்த விழாவில் திரையிடப்பட்டது.",
    "फोटो में वाराणसी के दशाश्वमेध घाट पर गंगा आरती दिख रही है।",
    "ඡායාරූපය මහනුවර ඇසළ පෙරහැර පෙන්වයි.",
    # a label before running text is no credit
    "Mynd: gosið við Sundhnúksgíga að kvöldi 18. desember 2023",
    "ఫోటో: హైదరాబాద్ హుస్సేన్ సాగర్ వద్ద గణేష్ నిమజ్జనానికి తరలివచ్చిన భక్తులు మరియు పోలీసులు",
    # the papers' names that are words, out of a credit's slot
    "Ara és l'hora de la veritat per al Govern, va dir el president a Barcelona.",
    "Sakshi Malik celebrates her bronze medal in Rio de Janeiro on August 17, 2016.",
    "Ajit Doval arrives in Srinagar on August 7, 2019 (Ajit)",
    "Aksjonen mot gruvedrifta i Repparfjorden ble avsluttet i 2021 (Berria)",
    "Nuotr. iš archyvo rodo senąjį Vilnių.",
])
def test_the_labels_and_the_houses_in_running_text_are_no_credit(text):
    assert split_credit(text) == (text, Credit())


@pytest.mark.parametrize("word", ["Ara", "Berria", "Argia", "Postimees", "Delo", "Tuairisc",
                                  "Wort", "సాక్షి", "Sakshi", "ਅਜੀਤ", "Ajit",
                                  "മാതൃഭൂമി", "മനോരമ", "जागरण", "انقلاب", "දිවයින", "ವಿಕ",
                                  "ସମ୍ବାଦ", "ଧରିତ୍ରୀ"])
def test_names_that_are_words_are_houses_only_in_a_credit_s_slot(word):
    assert normalise_agency(word) is None
    assert credit_slot_agency(word) is not None


@pytest.mark.parametrize("agency, home", [
    ("RÚV", "IS"), ("Morgunblaðið", "IS"), ("Fréttablaðið", "IS"), ("KvF", "FO"),
    ("Portal.fo", "FO"), ("Dimmalætting", "FO"), ("TG4", "IE"), ("Tuairisc", "IE"),
    ("RTÉ", "IE"), ("Golwg360", "GB"), ("FOKU", "ES"), ("Berria", "ES"), ("EITB", "ES"),
    ("Argia", "ES"), ("ACN", "ES"), ("Ara", "ES"), ("La Vanguardia", "ES"),
    ("El Periódico", "ES"), ("VilaWeb", "ES"), ("Nós Diario", "ES"), ("La Voz de Galicia", "ES"),
    ("Times of Malta", "MT"), ("The Malta Independent", "MT"), ("Luxemburger Wort", "LU"),
    ("Postimees", "EE"), ("ERR", "EE"), ("LETA", "LV"), ("LSM", "LV"), ("ELTA", "LT"),
    ("LRT", "LT"), ("15min", "LT"), ("STA", "SI"), ("Delo", "SI"), ("MIA", "MK"),
    ("NRK Sápmi", "NO"), ("NRK", "NO"), ("NTB", "NO"), ("ATA", "AL"), ("Top Channel", "AL"),
    ("Kosovapress", "XK"),
    ("Dinamalar", "IN"), ("Dina Thanthi", "IN"), ("The Hindu Tamil", "IN"), ("Dinamani", "IN"),
    ("Eenadu", "IN"), ("Sakshi", "IN"), ("Andhra Jyothy", "IN"), ("Malayala Manorama", "IN"),
    ("Mathrubhumi", "IN"), ("Prajavani", "IN"), ("Vijay Karnataka", "IN"), ("Lokmat", "IN"),
    ("Loksatta", "IN"), ("Maharashtra Times", "IN"), ("Dainik Jagran", "IN"),
    ("Amar Ujala", "IN"), ("Dainik Bhaskar", "IN"), ("Gujarat Samachar", "IN"),
    ("Divya Bhaskar", "IN"), ("Ajit", "IN"), ("Punjabi Tribune", "IN"), ("Sambad", "IN"),
    ("Dharitri", "IN"), ("Asomiya Pratidin", "IN"), ("Niyomiya Barta", "IN"),
    ("Inquilab", "IN"), ("Lankadeepa", "LK"), ("Divaina", "LK"),
])
def test_the_houses_have_their_homes(agency, home):
    assert house_country(Credit(agency=agency)) == home


@pytest.mark.parametrize("agency", ["RTL", "RTR", "Delfi", "BNS"])
def test_houses_of_two_countries_have_no_home(agency):
    """RTL is Luxembourg's, Germany's and the Netherlands'; RTR Romansh Switzerland's and
    Russia's; Delfi and BNS the three Baltic states'."""
    assert house_country(Credit(agency=agency)) is None


def test_malta_s_tvm_and_madagascar_s_are_told_apart_by_the_label():
    malta = split_credit("Il-festa ta' Santa Marija fir-Rabat, Għawdex. Ritratt: TVM")[1]
    madagascar = split_credit("Mpivarotra eny Analakely, Antananarivo. Sary: TVM")[1]
    assert (malta.agency, madagascar.agency) == ("Television Malta", "TVM")
    assert (house_country(malta), house_country(madagascar)) == ("MT", "MG")


@pytest.mark.parametrize("credit, photographer, agency", [
    ("Mynd: RÚV – Ragnar Visage", "Ragnar Visage", "RÚV"),
    ("Grianghraf: Tuairisc.ie/Cathal Ó Conghaile", "Cathal Ó Conghaile", "Tuairisc"),
    ("FOTO: PERE VIRGILI / ARA", "Pere Virgili", "Ara"),
    ("Ritratt: Matthew Mirabelli/Times of Malta", "Matthew Mirabelli", "Times of Malta"),
    ("Govva: Mikkel Eskil Mikkelsen / NRK Sápmi", "Mikkel Eskil Mikkelsen", "NRK Sápmi"),
    ("படம்: ம. பிரபு / தினமலர்", "ம. பிரபு", "Dinamalar"),
    ("ചിത്രം: റസ്സൽ ഷാഹുൽ ∙ മനോരമ", "റസ്സൽ ഷാഹുൽ", "Malayala Manorama"),
    ("ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: ಎಂ.ಎಸ್. ಮಂಜುನಾಥ್", "ಎಂ.ಎಸ್. ಮಂಜುನಾಥ್", "Prajavani"),
    ("छाया : प्रशांत खरोटे, लोकमत", "प्रशांत खरोटे", "Lokmat"),
    ("ఫోటో: సాక్షి ఫోటోగ్రాఫర్", None, "Sakshi"),
    ("ඡායාරූපය - නිමල් පෙරේරා (ලංකාදීප)", "නිමල් පෙරේරා", "Lankadeepa"),
])
def test_parse_credit_reads_the_labels(credit, photographer, agency):
    found = parse_credit(credit)
    assert found is not None
    assert (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # forms read before these houses were added, which must stay so
    ("Rescuers in Wayanad, Kerala, on July 31, 2024. (PTI Photo/S Manoj)", "S Manoj", "PTI"),
    ("Voters queue in Tallinn on March 5, 2023. Photo: Raigo Pajula/ERR", "Raigo Pajula", "ERR"),
    ("Pilgrims at the Kumbh Mela in Prayagraj. (Photo: IANS)", None, "IANS"),
    ("Protesters in Barcelona on October 1, 2017. REUTERS/Albert Gea", "Albert Gea", "Reuters"),
    ("Crowds at the Kosovo parliament in Pristina. Foto: ATA/ Besnik Hoxha", "Besnik Hoxha",
     "ATA"),
    ("Poplave v Celju, 5. avgusta 2023. Foto: STA", None, "STA"),
    (f"{HINDI} फोटो: दैनिक भास्कर", None, "Dainik Bhaskar"),
    ("Flooding in Chennai, December 2, 2015. PHOTO: R. RAVINDRAN / THE HINDU", "R. Ravindran",
     "The Hindu"),
])
def test_the_forms_read_before_stay_read(caption, photographer, agency):
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_a_tamil_caption_keeps_its_place_and_reads_its_credit(gaz):
    facts = understand_caption("சென்னை, டிச. 2, 2015: வேளச்சேரி பகுதியில் வெள்ளத்தில் சிக்கியவர்களை "
                               "மீட்கும் வீரர்கள். படம்: ம. பிரபு / தினமலர்", gaz)
    assert (facts.credit.photographer, facts.credit.agency) == ("ம. பிரபு", "Dinamalar")
    assert "தினமலர்" not in facts.body and "படம்" not in facts.body
    assert facts.place.resolution.country_code == "IN"


def test_an_icelandic_caption_keeps_its_date_and_reads_its_credit(gaz):
    facts = understand_caption("Mótmælendur á Austurvelli í Reykjavík 21. janúar 2009. "
                               "Morgunblaðið/Árni Sæberg", gaz)
    assert (facts.credit.photographer, facts.credit.agency) == ("Árni Sæberg", "Morgunblaðið")
    assert str(facts.date.start) == "2009-01-21"
    assert facts.place.resolution.country_code == "IS"
