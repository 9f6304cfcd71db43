"""Credits of Africa's own houses, written in African languages.

Each language has its word for "photo" before the credit, as English has "Photo:": Swahili
"Picha:" and "Picha na" (photo by), with the house after a comma or a bar ("Picha na Said
Khamis | Mwananchi", the Nation's "PICHA | NAME | TAIFA LEO"); Amharic "ፎቶ፦" and Tigrinya
"ስእሊ፦" (with "፦", "፡" or ":"), the house in Ge'ez script ("ፎቶ፦ ኢዜአ", the Ethiopian News
Agency) or in brackets after the photographer ("ፎቶ፦ ሰለሞን ገብሬ (አዲስ ዘመን)"); Oromo "Suuraa:";
Hausa "Hoto:"; Somali "Sawir:"; Yoruba "Àwòrán:"; Zulu "Isithombe:" and Xhosa "Umfanekiso:";
Kinyarwanda "Ifoto:"; Malagasy "Sary:"; Wolof "Nataal:"; Lingala "Elilingi:". Some words
after the label name no photographer: Swahili "Mpigapicha Wetu" (our photographer) and
"Maktaba" (the files), Amharic "የፋይል ፎቶ" (a file photo). A state house or a government's
house ("Ikulu", "Gidan Gwamnatin Katsina", "Village Urugwiro") hands its pictures out: the
provider, never a photographer. The label words are words of running text too (Swahili
"Pichani ni ...", in the picture is; Somali "Sawirka hoose ...", the picture below), so they
open a credit only where one stands: after a full stop, in brackets, at the caption's end.
A house's short name that is a word or another's initials ("TBC", "RBA", "Mwananchi", a
citizen) counts only in a credit's slot; "Nation" alone is Kenya's, Barbados' and Pakistan's
paper, and stays as written.
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


def _credit_of(caption: str) -> tuple[str, Credit]:
    body, credit = split_credit(caption)
    assert credit.raw and credit.raw not in body, (body, credit)
    return body, credit


@pytest.mark.parametrize("caption, photographer, agency", [
    # the photographer, then the house after a bar or a comma
    (("Rais Samia Suluhu Hassan akizungumza na wananchi jijini Dodoma, Aprili 26, 2024. "
      "Picha na Said Khamis | Mwananchi"), "Said Khamis", "Mwananchi"),
    (("Wabunge wakiingia katika ukumbi wa Bunge jijini Dodoma, Juni 13, 2024. (Picha na "
      "Jacob Mkumbo | Mwananchi)"), "Jacob Mkumbo", "Mwananchi"),
    (("Wafanyabiashara katika soko la Kariakoo, Dar es Salaam, jana. Picha: Salim Mrema, "
      "Nipashe"), "Salim Mrema", "Nipashe"),
    (("Wanafunzi wa Shule ya Msingi Mlimani wakiwa darasani mjini Arusha. (Picha na Hamisi "
      "Mrisho)"), "Hamisi Mrisho", None),
    # the Nation's and its Swahili paper's bars
    (("Wasafiri wakisubiri feri katika kivuko cha Likoni, Mombasa. PICHA | HASSAN BAKARI | "
      "TAIFA LEO"), "Hassan Bakari", "Taifa Leo"),
    ("Polisi wakiwa doria katika mtaa wa Kibera, Nairobi. PICHA | NATION MEDIA GROUP", None,
     "Nation Media"),
    ("Polisi wakiwa doria katika mtaa wa Kibera, Nairobi. Picha: Daily Nation", None,
     "Nation Media"),
    ("Wafuasi wa upinzani wakiandamana jijini Nairobi. Picha: The Standard", None,
     "The Standard"),
    # "Mpigapicha Wetu": our photographer, no one's name
    (("Wakulima wakivuna mahindi katika kijiji cha Peramiho mkoani Ruvuma. (Picha na "
      "Mpigapicha Wetu, HabariLeo)"), None, "HabariLeo"),
    (("Wakulima wakivuna mahindi mkoani Ruvuma. (PICHA NA MPIGAPICHA WETU, HABARILEO)"), None,
     "HabariLeo"),
    # the houses alone after the label
    ("Rais William Ruto akihutubia wananchi mjini Nakuru, Jumamosi. Picha: PSCU", None, "PSCU"),
    ("Wabunge wakiingia bungeni jijini Dodoma, Juni 13, 2024. Picha: TBC", None, "TBC"),
    ("Wanafunzi wakifanya mtihani katika shule ya Moi Forces mjini Eldoret. Picha: KBC", None,
     "KBC"),
    (("Mashabiki wa Yanga wakishangilia katika Uwanja wa Benjamin Mkapa. Picha: Mwanaspoti"),
     None, "Mwanaspoti"),
    ("Abiria wakisubiri treni ya SGR katika stesheni ya Dar es Salaam. (Picha: The Citizen)",
     None, "The Citizen"),
    ("Wakazi wa Goma wakikimbia mapigano katika kijiji cha Sake. (Picha: Radio Okapi)", None,
     "Radio Okapi"),
    ("Wakulima wa pamba mkoani Simiyu wakiuza mazao yao. PICHA: NIPASHE", None, "Nipashe"),
    # the house before the photographer
    (("Wakimbizi katika kambi ya Kanyaruchinya karibu na Goma. Picha: Radio Okapi/Jospin "
      "Benekire"), "Jospin Benekire", "Radio Okapi"),
    ("Mashabiki wa Simba wakishangilia jijini Dar es Salaam. Picha: Mwanaspoti/Michael Matemanga",
     "Michael Matemanga", "Mwanaspoti"),
    # "Picha kwa hisani ya": courtesy of
    ("Wanahabari wakiwa katika mafunzo jijini Dar es Salaam. Picha kwa hisani ya IPP Media", None,
     "IPP Media"),
    # an e-mail or a handle after the name: the paper of the e-mail's domain
    (("Wafanyabiashara wakipanga bidhaa zao katika soko la Kariakoo. (Picha na Said Khamis, "
      "skhamis@mwananchi.co.tz)"), "Said Khamis", "Mwananchi"),
    ("Wakazi wa Kibera wakichota maji jijini Nairobi. Picha: Evans Habil @evanshabil",
     "Evans Habil", None),
])
def test_the_swahili_houses(caption, photographer, agency):
    _, credit = _credit_of(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, agency", [
    # "Maktaba": from the files
    ("Daraja la Kigongo-Busisi linalojengwa mkoani Mwanza. (Picha na Maktaba | Mwananchi)",
     "Mwananchi"),
    ("Wakazi wa Kisumu wakichota maji katika mto Nyando. PICHA | MAKTABA | NATION MEDIA GROUP",
     "Nation Media"),
    ("Rais Hussein Mwinyi akiwasili katika uwanja wa ndege wa Zanzibar. PICHA/MAKTABA", None),
    ("Rais Hussein Mwinyi akiwasili katika uwanja wa ndege wa Zanzibar. Picha: Maktaba", None),
])
def test_a_swahili_file_picture(caption, agency):
    body, credit = _credit_of(caption)
    assert (credit.photographer, credit.agency, credit.file_photo) == (None, agency, True)
    assert body.endswith("."), body


@pytest.mark.parametrize("caption, photographer, agency", [
    # Amharic: "ፎቶ፦" (photo), the house in Ge'ez script
    ("ጠቅላይ ሚኒስትር ዐቢይ አሕመድ በአዲስ አበባ የተገነባውን ፓርክ መርቀው ከፈቱ። ፎቶ፦ ኢዜአ", None, "ENA"),
    ("ጠቅላይ ሚኒስትር ዐቢይ አሕመድ በአዲስ አበባ የተገነባውን ፓርክ መርቀው ከፈቱ (ፎቶ፦ ኢዜአ)", None, "ENA"),
    ("የአዲስ አበባ ነዋሪዎች የመስቀል በዓልን በመስቀል አደባባይ አከበሩ። ፎቶ፦ ሰለሞን ገብሬ (አዲስ ዘመን)",
     "ሰለሞን ገብሬ", "Addis Zemen"),
    ("የአዲስ አበባ ነዋሪዎች የመስቀል በዓልን በመስቀል አደባባይ አከበሩ። ፎቶ፦ ሰለሞን ገብሬ/ኢዜአ", "ሰለሞን ገብሬ",
     "ENA"),
    ("የአዲስ አበባ ነዋሪዎች የመስቀል በዓልን በመስቀል አደባባይ አከበሩ። ፎቶ፦ አዲስ ዘመን", None, "Addis Zemen"),
    ("በባሕር ዳር ከተማ የተካሄደው የጥምቀት በዓል። ፎቶ፦ ኤፍ.ቢ.ሲ", None, "Fana"),
    ("በባሕር ዳር ከተማ የተካሄደው የጥምቀት በዓል። ፎቶ፦ ፋና", None, "Fana"),
    ("በአዲስ አበባ ስታዲየም የተካሄደው ጨዋታ። ፎቶ፦ ኢቢሲ", None, "EBC"),
    ("በባሕር ዳር ከተማ የተካሄደው የጥምቀት በዓል። ፎቶ፦ አብመድ", None, "AMMA"),
    ("በጎንደር ከተማ የተካሄደው የጥምቀት በዓል። ፎቶ: አሚኮ", None, "AMMA"),
    ("በአዲስ አበባ የተካሄደው የምክር ቤቱ ስብሰባ። ፎቶ፡ ዋልታ", None, "Walta"),
    # Tigrinya: "ስእሊ፦" (picture)
    ("ተጋሩ ኣብ ከተማ መቐለ ንበዓል ኣሸንዳ ተኣኪቦም። ስእሊ፦ ድምጺ ወያነ", None, "Dimtsi Weyane"),
    ("ኣብ ስታድዮም ኣስመራ ዝተኻየደ በዓል ናጽነት። ስእሊ፡ ኤሪ-ቲቪ", None, "Eri-TV"),
    ("ኣብ ስታድዮም ኣስመራ ዝተኻየደ በዓል ናጽነት። ስእሊ፦ ሓዳስ ኤርትራ", None, "Haddas Ertra"),
    # their English captions
    ("President Isaias Afwerki at the Independence Day celebration in Asmara. Photo: Shabait",
     None, "Shabait"),
    ("Residents celebrate Independence Day at Asmara Stadium on 24 May 2024. Photo: Eri-TV",
     None, "Eri-TV"),
    ("Prime Minister Abiy Ahmed inaugurates the Entoto park in Addis Ababa. Photo: Fana", None,
     "Fana"),
    ("Farmers harvest teff near Bahir Dar, Ethiopia, on 3 December 2023. Photo: Walta", None,
     "Walta"),
    ("Residents of Mekelle gather for the Ashenda festival. Photo: Dimtsi Weyane", None,
     "Dimtsi Weyane"),
])
def test_the_ethiopian_and_eritrean_houses(caption, photographer, agency):
    _, credit = _credit_of(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_an_amharic_file_photo_note_names_no_one():
    body, credit = _credit_of("ጠቅላይ ሚኒስትር ዐቢይ አሕመድ በአዲስ አበባ ከባለሀብቶች ጋር ተወያዩ። (የፋይል ፎቶ፦ ኢዜአ)")
    assert (credit.photographer, credit.agency, credit.file_photo) == (None, "ENA", True)
    assert body.endswith("ተወያዩ።")


def test_an_amharic_file_photo_note_saying_what_the_picture_shows_stays_in_the_text():
    """"[የፋይል ፎቶ፦ ...]": a file photo of believers celebrating Christmas, on its day; the date
    reader reads it, no credit."""
    text = ("ላሊበላ፣ ታኅሣሥ 26/2017 (ኢዜአ) የገና በዓልን ለማክበር ዝግጅት መጠናቀቁን አስታወቀ። [የፋይል ፎቶ፦ ምዕመናን "
            "የገና በዓልን ሲያከብሩ፣ ታኅሣሥ 29 ቀን 2011 ዓ.ም]")
    body, credit = split_credit(text)
    assert body == text and (credit.photographer, credit.agency) == (None, "ENA")


def test_a_slash_inside_an_amharic_abbreviation_parts_nothing():
    """"ጠ/ሚ" (Prime Minister), "ጽ/ቤት" (office), "ዶ/ር" (doctor) are abbreviations, written with
    a slash: a body's name in a credit, no photographer; no credit in the text."""
    _, credit = _credit_of("ጠቅላይ ሚኒስትሩ የግብርና ሥራዎችን ጎበኙ። ፎቶ፦ የጠ/ሚ ጽ/ቤት")
    assert (credit.photographer, credit.agency, credit.provider) == (None, None, "የጠ/ሚ ጽ/ቤት")
    text = "ጠቅላይ ሚኒስትር ዐቢይ አሕመድ (ዶ/ር) ከባለሀብቶች ጋር በአዲስ አበባ ተወያዩ።"
    assert split_credit(text) == (text, Credit())


@pytest.mark.parametrize("caption", [
    "አዲስ አበባ፤ ጥር 12/2016 (ኢዜአ)፦ ጠቅላይ ሚኒስትር ዐቢይ አሕመድ የአዲስ አበባ ወንዝ ዳርቻ ፕሮጀክትን ጎበኙ።",
    "ባሕር ዳር፣ መስከረም 5/2017 (ኢዜአ) በክልሉ የተጀመሩ የልማት ሥራዎች ተጎበኙ።",
    "Addis Ababa, January 21/2024 (ENA) - Prime Minister Abiy Ahmed visited the riverside project.",
])
def test_ena_s_dateline_tag_names_the_agency(caption):
    body, credit = split_credit(caption)
    assert credit.agency == "ENA" and credit.photographer is None
    assert body == caption


@pytest.mark.parametrize("caption, photographer, agency", [
    # Oromo: "Suuraa:" (picture)
    ("Namoonni magaalaa Adaamaa keessatti ayyaana Irreechaa kabajan. Suuraa: OBN", None, "OBN"),
    ("Qonnaan bultoonni Godina Arsii keessatti midhaan galfatan. Suuraa: Tesfaye Gudeta/BBC",
     "Tesfaye Gudeta", "BBC"),
    ("Hirmaattonni sagantaa Finfinneetti qophaa'e irratti argaman. (Suuraa: ENA)", None, "ENA"),
    # Hausa: "Hoto:" (photo)
    ("Masu zabe suna kada kuri'a a birnin Kano ranar Asabar. Hoto: Aminiya", None, "Aminiya"),
    (("Manoma suna girbin shinkafa a jihar Kebbi. Hoto: Muhammad Auwal Sulaiman/Leadership "
      "Hausa"), "Muhammad Auwal Sulaiman", "Leadership Hausa"),
    ("'Yan kasuwa a kasuwar Kurmi da ke birnin Kano. Hoto: Getty Images", None, "Getty Images"),
    ("Masu zanga-zanga a birnin Abuja ranar Litinin. Hoto: AFP", None, "AFP"),
    ("Jami'an tsaro a birnin Yamai na Jamhuriyar Nijar. Hoto: Abdoulaye Mamane/VOA",
     "Abdoulaye Mamane", "VOA"),
    ("Masu zabe suna jiran lokacin kada kuri'a a Kaduna. (Hoto: BBC Hausa)", None, "BBC"),
    ("Jirgin kasa na Abuja zuwa Kaduna a tashar Rigasa. Hoto: Daily Trust", None, "Daily Trust"),
    ("Magoya bayan Kano Pillars a filin wasa na Sani Abacha. Hoto: Freedom Radio", None,
     "Freedom Radio"),
    # Somali: "Sawir:" (picture), "Sawirka:" (the picture)
    ("Madaxweyne Xasan Sheekh Maxamuud oo ku sugan magaalada Muqdisho. Sawir: SONNA", None,
     "SONNA"),
    ("Dadka ku barakacay fatahaadda Beledweyne. Sawir: Hiiraan Online", None, "Hiiraan Online"),
    ("Ardayda dugsiga sare ee Hargeysa oo imtixaan gelaya. Sawir: Cabdiraxmaan Xasan",
     "Cabdiraxmaan Xasan", None),
    ("Ciidamada xasilinta Muqdisho oo ku sugan Isgoyska KM4. Sawir: Goobjoog News", None,
     "Goobjoog News"),
    ("Kalluumeysatada dekedda Boosaaso. Sawir: Puntland Post", None, "Puntland Post"),
    ("Suuqa Bakaaraha ee Muqdisho. Sawir: REUTERS/Feisal Omar", "Feisal Omar", "Reuters"),
    ("Shirka golaha wasiirada ee Garoowe. (Sawir: Garowe Online)", None, "Garowe Online"),
    ("Ganacsatada suuqa Xamar Weyne ee Muqdisho. Sawirka: Horseed Media", None, "Horseed Media"),
    ("Dadka ku sugan xeryaha barakacayaasha ee Baydhabo. Sawir: Universal TV", None,
     "Universal TV"),
    # Yoruba: "Àwòrán:" (picture)
    ("Àwọn olùdìbò ní ìpínlẹ̀ Èkó ní ọjọ́ Àbámẹ́ta. Àwòrán: Adébáyọ̀ Akínwálé/BBC",
     "Adébáyọ̀ Akínwálé", "BBC"),
    ("Àwọn ọlọ́jà ní ọjà Ọ̀jẹ̀ ní ìlú Ìbàdàn. Àwòrán: Alaroye", None, "Alaroye"),
    ("Gómìnà ìpínlẹ̀ Ọ̀yọ́ níbi ìpàdé ní Ìbàdàn. Àwòrán: NAN", None, "NAN"),
    ("Awon akeko ni ile-iwe giga ni Ibadan. Aworan: Alaroye", None, "Alaroye"),
])
def test_the_oromo_hausa_somali_and_yoruba_houses(caption, photographer, agency):
    _, credit = _credit_of(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, photographer, agency", [
    # Zulu: "Isithombe:" (picture); Xhosa: "Umfanekiso:"
    (("Abalandeli beKaizer Chiefs enkundleni iFNB eGoli. ISITHOMBE: SIBUSISO NDLOVU/"
      "ISOLEZWE"), "Sibusiso Ndlovu", "Isolezwe"),
    ("UMongameli Cyril Ramaphosa ekhuluma ePitoli. Isithombe: GCIS", None, "GCIS"),
    ("Abafundi besikole saseMdantsane eMonti. Umfanekiso: ODWA MKHIZE/DAILY DISPATCH",
     "Odwa Mkhize", "Daily Dispatch"),
    ("Abantu bebuthene eThekwini ngoMgqibelo. ISITHOMBE: ILANGA", None, "Ilanga"),
    ("Abavoti bemigqeni eSoweto. Isithombe: SABC", None, "SABC"),
    ("Izakhamizi zaseMamelodi zibhikisha ePitoli. ISITHOMBE: DAILY SUN", None, "Daily Sun"),
    ("Abalimi baseMthatha bevuna umbona. Umfanekiso: Lulama Zenzile/Daily Dispatch",
     "Lulama Zenzile", "Daily Dispatch"),
    # Kinyarwanda: "Ifoto:"
    ("Abaturage bitabiriye umuganda rusange mu Karere ka Gasabo. Ifoto: RBA", None, "RBA"),
    ("Abanyeshuri bo mu Karere ka Huye basoza amashuri. Ifoto: Niyonzima Moïse/IGIHE",
     "Niyonzima Moïse", "IGIHE"),
    ("Abahinzi b'ikawa mu Karere ka Nyamasheke. Ifoto: Imvaho Nshya", None, "Imvaho Nshya"),
    ("Abaturage bitabiriye umuganda i Kigali. Ifoto: IGIHE", None, "IGIHE"),
    ("Residents take part in Umuganda in Kigali on Saturday. Photo: The New Times", None,
     "The New Times"),
    # Malagasy: "Sary:" (picture), French spacing too
    ("Mpianatra eny amin'ny sekoly ambaratonga voalohany ao Antananarivo. Sary: TVM", None, "TVM"),
    ("Mpivarotra eny Analakely, Antananarivo. Sary: Hery Rakotondrazaka", "Hery Rakotondrazaka",
     None),
    ("Fifidianana ben'ny tanàna tao Toamasina. Sary : Midi Madagasikara", None,
     "Midi Madagasikara"),
    ("Ireo mpitandro ny filaminana tao Mahajanga. Sary: L'Express de Madagascar", None,
     "L'Express de Madagascar"),
    ("Tantsaha mpamboly vary ao Alaotra. Sary: Taratra", None, "Taratra"),
    # Wolof: "Nataal:" (picture); Lingala: "Elilingi:" (picture)
    ("Ñu ngi ci marse Sandaga ci Ndakaaru. Nataal: APS", None, "APS"),
    ("Ñu ngi ci marse Sandaga ci Ndakaaru. Nataal: Seydina Aïdara", "Seydina Aïdara", None),
    ("Bato na zando ya Gambela na Kinshasa. Elilingi: Patrick Maketa/ACP", "Patrick Maketa",
     "ACP"),
    ("Bato na zando ya Total na Brazzaville. Elilingi: ACI", None, "ACI"),
])
def test_the_southern_great_lakes_malagasy_and_western_houses(caption, photographer, agency):
    _, credit = _credit_of(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("caption, provider", [
    # a state house, a government house, a presidency, a ministry: the picture's provider
    ("Rais akihutubia wananchi jijini Dodoma, Aprili 26, 2022. (PICHA NA IKULU)", "IKULU"),
    ("Waziri Mkuu akikagua mradi wa maji mjini Morogoro. Picha kwa hisani ya Ofisi ya Waziri Mkuu",
     "Ofisi ya Waziri Mkuu"),
    ("Gwamna Dikko Radda yana jawabi a birnin Katsina. Hoto: Gidan Gwamnatin Katsina",
     "Gidan Gwamnatin Katsina"),
    ("Perezida Kagame yakiriye abashyitsi muri Village Urugwiro. Ifoto: Village Urugwiro",
     "Village Urugwiro"),
    ("Madaxweyne Xasan Sheekh oo la kulmay wafdi. Sawir: Madaxtooyada Soomaaliya",
     "Madaxtooyada Soomaaliya"),
    ("Waziri wa Afya akizindua kampeni ya chanjo. Picha: Wizara ya Afya", "Wizara ya Afya"),
    ("ጠቅላይ ሚኒስትሩ የግብርና ሥራዎችን ጎበኙ። ፎቶ፦ የግብርና ሚኒስቴር", "የግብርና ሚኒስቴር"),
])
def test_a_state_house_or_a_ministry_is_the_provider(caption, provider):
    _, credit = _credit_of(caption)
    assert (credit.photographer, credit.agency, credit.provider) == (None, None, provider)


@pytest.mark.parametrize("caption, file_photo", [
    # Swahili "the internet", Somali "the archive": no one's name
    ("Rais akihutubia wananchi jijini Dodoma. (Picha na Mtandao)", False),
    ("Ganacsatada suuqa Bakaaraha ee Muqdisho. Sawir: Kaydka", True),
])
def test_a_source_that_is_no_one_is_no_photographer(caption, file_photo):
    credit = split_credit(caption)[1]
    assert (credit.photographer, credit.agency, credit.file_photo) == (None, None, file_photo)


@pytest.mark.parametrize("text", [
    # the label words in running text: "in the picture is", "this picture shows", "pictures
    # and videos", "the picture below", "the photo shows", "the photo (of)"
    "Pichani ni Rais Samia Suluhu Hassan akizungumza na viongozi wa dini jijini Dodoma.",
    "Picha hii inaonyesha wakazi wa Dodoma wakisherehekea sikukuu ya Muungano.",
    "Wananchi wakipiga picha na Rais jijini Dodoma, Aprili 26, 2024.",
    "Wakazi wa Kibera wakiwa nje ya nyumba zao. Picha na video zilizosambaa zinaonyesha polisi.",
    "Sawirka hoose wuxuu muujinayaa dadka ku sugan magaalada Muqdisho.",
    "Sawir: Madaxweyne Xasan Sheekh oo la kulmay ganacsatada Muqdisho",
    "Hoto na nuna yadda masu zabe ke kada kuri'a a birnin Kano.",
    "Isithombe sikaMongameli Ramaphosa esidwetshwe ngumdwebi waseThekwini.",
    "ፎቶው በአዲስ አበባ የተካሄደውን ሰልፍ ያሳያል።",
    "Kick-off at the National Stadium in Dar es Salaam is at 4pm (TBC)",
    "The central bank (RBA) raised rates in Sydney on Tuesday.",
])
def test_the_label_words_in_running_text_are_no_credit(text):
    assert split_credit(text) == (text, Credit())


@pytest.mark.parametrize("caption, photographer, agency", [
    # forms read before these houses were added, which must stay so
    ("Wakulima wakivuna mazao yao, Juni 14, 2021. (Picha: Janeth Mushi/Mwananchi)",
     "Janeth Mushi", "Mwananchi"),
    (("Traders wait for buyers at the Marikiti market in Nairobi on May 2, 2022. "
      "PHOTO | WILFRED NYANGARESI | NATION MEDIA GROUP"), "Wilfred Nyangaresi", "Nation Media"),
    ("Wakazi wa Mwanza wakisubiri basi, Jumanne, Mei 3, 2022. PICHA | ANGELA MWAKA",
     "Angela Mwaka", None),
    ("Fans cheer the Harambee Stars in Nakuru, June 5, 2022. PHOTO | AFP", None, "AFP"),
    (("IKEJA (Lagos State), Oct. 21, 2020 (NAN) – Protesters at the Lekki toll gate on Tuesday "
      "night."), None, "NAN"),
    ("Rais akihutubia wananchi jijini Dodoma, Aprili 26, 2022. (Picha na Ikulu)", None, None),
    ("Prime Minister Abiy Ahmed inaugurates the park in Addis Ababa. Photo: ENA", None, "ENA"),
    ("Voters queue in Soweto on May 29, 2024. Photo: Gallo Images/Sharon Seretlo",
     "Sharon Seretlo", "Gallo Images"),
    ("Children play in Mogadishu, Somalia, May 5, 2024. REUTERS/Feisal Omar", "Feisal Omar",
     "Reuters"),
    ("A man walks past a mural in Dakar on March 24, 2024. Photo: APS", None, "APS"),
])
def test_the_forms_read_before_stay_read(caption, photographer, agency):
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


@pytest.mark.parametrize("word", ["TBC", "KBC", "RBA", "Mwananchi", "Ilanga", "IGIHE", "Taratra",
                                  "TVM", "AMMA"])
def test_short_names_that_are_words_are_houses_only_in_a_credit_s_slot(word):
    assert normalise_agency(word) is None
    assert credit_slot_agency(word) is not None


@pytest.mark.parametrize("credit, photographer, agency", [
    ("Picha na Said Khamis | Mwananchi", "Said Khamis", "Mwananchi"),
    ("Picha: Radio Okapi/Jospin Benekire", "Jospin Benekire", "Radio Okapi"),
    ("Picha na Mpigapicha Wetu, HabariLeo", None, "HabariLeo"),
    ("ፎቶ፦ ሰለሞን ገብሬ/አዲስ ዘመን", "ሰለሞን ገብሬ", "Addis Zemen"),
    ("ISITHOMBE: SIBUSISO NDLOVU/ISOLEZWE", "Sibusiso Ndlovu", "Isolezwe"),
    ("Àwòrán: Adébáyọ̀ Akínwálé/BBC", "Adébáyọ̀ Akínwálé", "BBC"),
    ("Hoto: Abdoulaye Mamane/VOA Hausa", "Abdoulaye Mamane", "VOA"),
    ("Suuraa: Tesfaye Gudeta/BBC Afaan Oromoo", "Tesfaye Gudeta", "BBC"),
    # a handle or an e-mail closing a part of the credit goes
    ("Picha: Said Khamis (@saidkhamis) | Mwananchi", "Said Khamis", "Mwananchi"),
    ("Picha: Said Khamis, skhamis@mwananchi.co.tz / AFP", "Said Khamis", "AFP"),
])
def test_parse_credit_reads_the_labels(credit, photographer, agency):
    found = parse_credit(credit)
    assert found is not None
    assert (found.photographer, found.agency) == (photographer, agency)


@pytest.mark.parametrize("agency, home", [
    ("Mwananchi", "TZ"), ("Nipashe", "TZ"), ("HabariLeo", "TZ"), ("Mwanaspoti", "TZ"),
    ("IPP Media", "TZ"), ("TBC", "TZ"), ("Taifa Leo", "KE"), ("KBC", "KE"), ("PSCU", "KE"),
    ("Nation Media", "KE"), ("The Standard", "KE"), ("Radio Okapi", "CD"),
    ("ENA", "ET"), ("Fana", "ET"), ("Addis Zemen", "ET"), ("AMMA", "ET"), ("Walta", "ET"),
    ("Dimtsi Weyane", "ET"), ("OBN", "ET"), ("Eri-TV", "ER"), ("Shabait", "ER"),
    ("Haddas Ertra", "ER"), ("Aminiya", "NG"), ("Leadership Hausa", "NG"),
    ("Freedom Radio", "NG"), ("Alaroye", "NG"), ("Daily Trust", "NG"), ("SONNA", "SO"),
    ("Hiiraan Online", "SO"), ("Goobjoog News", "SO"), ("Puntland Post", "SO"),
    ("Garowe Online", "SO"), ("Horseed Media", "SO"), ("Universal TV", "SO"),
    ("Isolezwe", "ZA"), ("Ilanga", "ZA"), ("GCIS", "ZA"), ("Daily Dispatch", "ZA"),
    ("Daily Sun", "ZA"), ("RBA", "RW"), ("IGIHE", "RW"), ("Imvaho Nshya", "RW"),
    ("The New Times", "RW"), ("TVM", "MG"), ("Midi Madagasikara", "MG"),
    ("L'Express de Madagascar", "MG"), ("Taratra", "MG"),
])
def test_the_houses_have_their_homes(agency, home):
    assert house_country(Credit(agency=agency)) == home


@pytest.mark.parametrize("agency", ["EBC", "The Citizen", "BBC", "VOA", "APS", "NAN"])
def test_houses_of_two_countries_or_of_the_world_have_no_home(agency):
    """EBC is Ethiopia's and Brazil's initials, The Citizen Tanzania's and South Africa's."""
    assert house_country(Credit(agency=agency)) is None


def test_a_swahili_caption_keeps_its_date_and_reads_its_credit(gaz):
    facts = understand_caption("Wafanyabiashara katika soko la Kariakoo, Dar es Salaam, Aprili 26, "
                               "2024. Picha: Salim Mrema, Nipashe", gaz)
    assert (facts.credit.photographer, facts.credit.agency) == ("Salim Mrema", "Nipashe")
    assert "Nipashe" not in facts.body
    assert facts.place.resolution is not None
    assert facts.place.resolution.country_code == "TZ"


def test_an_amharic_caption_reads_its_credit(gaz):
    facts = understand_caption("የአዲስ አበባ ነዋሪዎች የመስቀል በዓልን በመስቀል አደባባይ አከበሩ። "
                               "ፎቶ፦ ሰለሞን ገብሬ (አዲስ ዘመን)", gaz)
    assert (facts.credit.photographer, facts.credit.agency) == ("ሰለሞን ገብሬ", "Addis Zemen")
    assert "ፎቶ" not in facts.body
