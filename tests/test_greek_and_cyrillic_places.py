"""The event place of captions in Greek and in Cyrillic: Greek towns in their cases ("στη
Λάρδο"), Greece and Cyprus as a Greek caption's context, and the names of a Russian,
Ukrainian, Serbian, Belarusian or Kyrgyz caption that are no towns (a street's, a
festival's) or that the Russian reading of Cyrillic loses ("Крагујевац")."""

from __future__ import annotations

import pytest

from gazetteer.names import fold_token
from timeline.understand import understand_caption


def _place(gaz, caption: str) -> tuple[str, str] | None:
    resolution = understand_caption(caption, gaz).place.resolution
    return None if resolution is None else (resolution.name, resolution.country_code)


@pytest.mark.parametrize("caption, name, code", [
    # the accusative after "σε" and its article: -ος read from -ο, -ας from -α
    ("Πυροσβέστες επιχειρούν στη Λίνδο της Ρόδου, Δευτέρα 24 Ιουλίου 2023, καθώς η πυρκαγιά "
     "πλησιάζει τα ξενοδοχεία. ΑΠΕ-ΜΠΕ/ΑΠΕ-ΜΠΕ/ΛΕΥΤΕΡΗΣ ΔΑΜΙΑΝΙΔΗΣ", "Líndos", "GR"),
    ("Κάτοικοι καθαρίζουν τη λάσπη στον Παλαμά, Πέμπτη 14 Σεπτεμβρίου 2023, μία εβδομάδα μετά "
     "την πλημμύρα. (EUROKINISSI/ΓΙΑΝΝΗΣ ΠΑΝΑΓΟΠΟΥΛΟΣ)", "Palamás", "GR"),
    # the genitive of the town a place belongs to, after "της"
    ("Πλήθος κόσμου στο λιμάνι της Καλαμάτας για την υποδοχή του αγήματος, Σάββατο 2 Μαρτίου "
     "2024. (EUROKINISSI/ΒΑΣΙΛΗΣ ΠΑΠΑΔΟΠΟΥΛΟΣ)", "Kalamata", "GR"),
    ("Χιόνι στα στενά της Άνω Πόλης της Θεσσαλονίκης, Τετάρτη 8 Ιανουαρίου 2025. "
     "Φωτ.: Μοτίων Θεοφάνης / Καθημερινή", "Thessaloníki", "GR"),
    # a town, then its region or regional unit in the genitive
    ("Μάνδρα Αττικής: συνεχίζονται τα έργα στο ρέμα της Σούρες. Στη φωτογραφία, συνεργεία "
     "την Τρίτη 12 Μαρτίου 2024. (EUROKINISSI/ΣΤΕΛΙΟΣ ΣΤΕΦΑΝΟΥ)", "Mándra", "GR"),
    ("Σκηνές για τους σεισμόπληκτους στο Αρκαλοχώρι Ηρακλείου, Τρίτη 28 Σεπτεμβρίου 2021. "
     "ΑΠΕ-ΜΠΕ/ΑΠΕ-ΜΠΕ/ΝΙΚΟΣ ΧΑΛΚΙΑΔΑΚΗΣ", "Arkalochóri", "GR"),
    ("Στρατιώτες περιπολούν στις Καστανιές Έβρου, Δευτέρα 2 Μαρτίου 2020, ενώ μετανάστες "
     "φτάνουν από την Αδριανούπολη. ΑΠΕ-ΜΠΕ/ΑΠΕ-ΜΠΕ/ΔΗΜΗΤΡΗΣ ΑΛΕΞΟΥΔΗΣ", "Kastaniés", "GR"),
    # Greece and Cyprus are a Greek caption's context: Moria on Lesbos, not Jerusalem's hill
    ("Μετανάστες περιμένουν έξω από τον καταυλισμό της Μόριας, Παρασκευή 11 Σεπτεμβρίου 2020. "
     "ΑΠΕ-ΜΠΕ/ΑΠΕ-ΜΠΕ/ΒΑΓΓΕΛΗΣ ΠΑΠΑΝΤΩΝΗΣ", "Mória", "GR"),
    ("Οδοφράγματα στο σημείο διέλευσης της Δερύνειας, Σάββατο 14 Αυγούστου 2021. "
     "ΚΥΠΕ/ΚΑΤΙΑ ΧΡΙΣΤΟΔΟΥΛΟΥ", "Derýneia", "CY"),
    # Greek letters read as GeoNames writes them: "ου" is ou, "ευ" ef (Lefkosia, Nicosia)
    ("Πυρκαγιά σε δασική έκταση στο Λουτράκι, Σάββατο 22 Ιουλίου 2023. "
     "(EUROKINISSI/ΓΙΑΝΝΗΣ ΠΑΝΑΓΟΠΟΥΛΟΣ)", "Loutráki", "GR"),
    ("Διαδηλωτές στη Λευκωσία, Κυριακή 3 Μαρτίου 2024. ΚΥΠΕ/ΓΙΑΝΝΗΣ ΚΟΥΡΤΟΓΛΟΥ",
     "Nicosia", "CY"),
    ("Εθελοντές μοιράζουν νερό στη Λάρδο, Κυριακή 23 Ιουλίου 2023, όπου έφτασαν οι φλόγες. "
     "(EUROKINISSI/ΓΙΑΝΝΗΣ ΠΑΝΑΓΟΠΟΥΛΟΣ)", "Lárdos", "GR"),
    # at the port "of" a town, not off the coast of another
    ("Το πλοίο με τους διασωθέντες του ναυαγίου ανοιχτά της Πύλου δένει στο λιμάνι της "
     "Καλαμάτας, Πέμπτη 15 Ιουνίου 2023. ΑΠΕ-ΜΠΕ/ΑΠΕ-ΜΠΕ/ΕΛΕΥΘΕΡΙΑ ΚΑΛΟΦΩΛΙΑ", "Kalamata", "GR"),
    # with no credit house, a Greek caption is read in Greece and Cyprus: Véroia, not Aleppo
    # (Beroea); Olympia in Elis, not Washington's capital
    ("Χιόνι στη Βέροια, Τρίτη 7 Ιανουαρίου 2025. Φωτ.: Νίκος Κοκκαλιάς / Καθημερινή",
     "Véroia", "GR"),
    ("Οι αρχαιολογικοί χώροι κλειστοί λόγω καύσωνα στην Ολυμπία, Πέμπτη 13 Ιουλίου 2023. "
     "Φωτ.: Σωτήρης Δημητρόπουλος / Καθημερινή", "Archaía Olympía", "GR"),
    # a storm's name in Latin letters and quotes is no town
    ("Πλημμυρισμένοι δρόμοι στη Λάρισα μετά την κακοκαιρία «Daniel», Πέμπτη 7 Σεπτεμβρίου "
     "2023. (EUROKINISSI/ΘΑΝΑΣΗΣ ΚΑΛΛΙΑΡΑΣ)", "Lárisa", "GR"),
])
def test_a_greek_caption_places_its_town(gaz, caption, name, code):
    assert _place(gaz, caption) == (name, code)


def test_a_greek_weekday_is_no_village(gaz):
    # "Κυριακή" (Sunday) is also the village Kyriáki, next to the date
    caption = ("Ηράκλειο: Λουόμενοι στις παραλίες της πόλης, Κυριακή 16 Ιουλίου 2023. "
               "ΑΠΕ-ΜΠΕ/ΑΠΕ-ΜΠΕ/ΣΤΕΦΑΝΟΣ ΡΑΠΑΝΗΣ")
    assert _place(gaz, caption) == ("Irákleio", "GR")


@pytest.mark.parametrize("caption", [
    # a noun opening a Greek sentence ("Άνδρες", men) is no Andres in France
    "Άνδρες της ΕΜΑΚ απεγκλωβίζουν κατοίκους, Τετάρτη 6 Σεπτεμβρίου 2023. (EUROKINISSI)",
    # a storm's name in Latin letters inside Greek text is no Daniel, Utah
    "Ζημιές από την κακοκαιρία Daniel, Πέμπτη 7 Σεπτεμβρίου 2023. (EUROKINISSI)",
    # a ship's or a square's name in quotes is no town or country
    "Ледокол «Мурманск» у причала, 2 августа 2023 года. Фото: Лев Федосеев/ТАСС",
    "Свечено дефиле на плоштадот „Македонија“, 8 септември 2022 (МИА). Фото: МИА",
    # a person's name after a street's noun: Lenin Street, not the village Lenina
    "Дорожные работы на улице Ленина, 5 июня 2023 года. Фото: Кирилл Кухмарь/ТАСС",
])
def test_a_word_that_names_no_town_is_no_place(gaz, caption):
    assert _place(gaz, caption) is None


@pytest.mark.parametrize("written, folded", [
    ("Λουτράκι", "loutraki"), ("Λευκωσία", "lefkosia"), ("Ναύπλιο", "nafplio"),
    ("Εύβοια", "evvoia"), ("Μπάρι", "bari"), ("ΑΘΗΝΑ", "athina"),
    # a word with a letter only Serbian has is read in Serbian Latin ("ц" is c, not "ts")
    ("Крагујевац", "kragujevac"), ("Аранђеловац", "arandelovac"), ("Москва", "moskva"),
])
def test_greek_and_serbian_are_folded_as_geonames_writes_them(written, folded):
    assert fold_token(written) == folded


@pytest.mark.parametrize("caption, name, code", [
    # a street named after a town, in an adjective before the street's noun
    # (and a Russian locative plural: Шушарах, Шушары)
    ("Пожарные тушат склад на Витебском проспекте в Шушарах. 3 марта 2023 года. "
     "Фото: Александр Демьянчук/ТАСС", "Shushary", "RU"),
    # a town's people before its name in the genitive
    ("Жители Якутска гуляют при температуре минус 48 градусов, 10 января 2024 года. "
     "© РИА Новости / Егор Павлов", "Yakutsk", "RU"),
    # a festival's name in quotes, and a Ukrainian locative plural
    ("Учасники фестивалю «Маланка-фест» у Чернівцях, 14 січня 2024 року. Фото: Укрінформ",
     "Chernivtsi", "UA"),
    # Serbian Cyrillic read as Serbian Latin: Kragujevac, not "Kragujevats"
    ("КРАГУЈЕВАЦ, 21. октобра 2019. (Танјуг) - Ђаци полажу венце у Спомен-парку Шумарице. "
     "Фото: Танјуг/Драган Гојић", "Kragujevac", "RS"),
    ("Студенти на протесту у Крагујевцу, 15. фебруара 2025. Фото: Танјуг",
     "Kragujevac", "RS"),
    ("ШАБАЦ, 3. јуна 2020. (Танјуг) - Грађани на шеталишту поред Саве. Фото: Танјуг",
     "Šabac", "RS"),
    # Belarusian: "Магілёў" is Mahilyow
    ("МАГІЛЁЎ, 12 мая 2021 /БЕЛТА/ - Удзельнікі фестывалю на Савецкай плошчы. "
     "Фота: БЕЛТА", "Mahilyow", "BY"),
    # a short town's name before the Kyrgyz word for "city"
    ("Ош шаары, 2024-жылдын 21-марты. Нооруз майрамы. Сүрөт: Кабар", "Osh", "KG"),
])
def test_a_cyrillic_caption_places_its_town(gaz, caption, name, code):
    assert _place(gaz, caption) == (name, code)
