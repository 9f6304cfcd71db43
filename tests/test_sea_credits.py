"""Credits of South-East Asia's own houses, in their languages and house styles.

Indonesia's papers write the house, then its photographer ("KOMPAS/PRIYOMBODO (PRI)
01-01-2020", with Kompas's initials and date after the name); Malaysia's write the house
first too ("– UTUSAN/RAJA JAAFAR ALI", "- Foto NSTP/NAME", "– Foto BH: NAME"); Vietnam's put
"Ảnh:" (photo) before the photographer and the paper ("Ảnh: ĐOÀN NHẠN / Báo Tuổi Trẻ", "-
Ảnh: DANH KHANG"); Thai, Khmer and Burmese captions close with a label of their own script
("ภาพโดย", "រូបថត៖", "ဓာတ်ပုံ -") and no full stop before it. A house's short name that is also
a word ("BH", "MI", "Thanh Niên": youth) counts only in a credit's slot ("Metro" is a word
first: "Photo: Metro/Handout").
"""

from __future__ import annotations

import datetime as dt

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


@pytest.mark.parametrize("caption, photographer, agency", [
    # Kompas: the photographer's initials in brackets, the house's date after them
    (("Warga melintasi banjir di Kampung Melayu, Jakarta Timur, Rabu (1/1/2020). "
      "KOMPAS/PRIYOMBODO (PRI) 01-01-2020"), "Priyombodo", "Kompas"),
    (("Penumpang menunggu KRL di Stasiun Tanah Abang, Jakarta, Senin (8/1/2024). "
      "KOMPAS/RIZA FATHONI (RIZ)"), "Riza Fathoni", "Kompas"),
    (("Ibu kota baru di Penajam Paser Utara, Kalimantan Timur, Kamis (3/8/2023). "
      "KOMPAS/HENDRA A SETYAWAN"), "Hendra A Setyawan", "Kompas"),
    ("Arus mudik di Tol Cikampek, Jawa Barat, Sabtu (6/4/2024). KOMPAS.com/Kristianto Purnomo",
     "Kristianto Purnomo", "Kompas"),
    (("Petugas memadamkan api di Pasar Senen, Jakarta, Kamis (19/1/2023). "
      "TEMPO/Hilman Fathurrahman W"), "Hilman Fathurrahman W", "Tempo"),
    (("Suasana car free day di Jalan Sudirman, Jakarta, Minggu (7/5/2023). "
      "(Foto: Pradita Utama/detikcom)"), "Pradita Utama", "detikcom"),
    ("Pengunjung memadati Pantai Kenjeran, Surabaya, Minggu (14/4/2024). JAWA POS/Dipta Wahyu",
     "Dipta Wahyu", "Jawa Pos"),
    ("Salat Idulfitri di Masjid Istiqlal, Jakarta, Rabu (10/4/2024). REPUBLIKA/Putra M. Akbar",
     "Putra M. Akbar", "Republika"),
    ("Banjir merendam permukiman di Bekasi, Jawa Barat, Sabtu (4/3/2023). MI/RAMDANI",
     "Ramdani", "Media Indonesia"),
    (("Banjir merendam permukiman di Bekasi, Jawa Barat, Sabtu (4/3/2023). "
      "MEDIA INDONESIA/Ramdani"), "Ramdani", "Media Indonesia"),
    ("Penumpang di Stasiun Manggarai, Jakarta, Senin (8/4/2024). Tribunnews.com/Jeprima",
     "Jeprima", "Tribunnews"),
    ("Penumpang di Stasiun Manggarai, Jakarta, Senin (8/4/2024). (CNN Indonesia/Adi Ibrahim)",
     "Adi Ibrahim", "CNN Indonesia"),
    ("Residents queue for water in North Jakarta on Monday. JP/Seto Wardhana", "Seto Wardhana",
     "The Jakarta Post"),
])
def test_the_indonesian_houses(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert credit.raw and credit.raw not in body


@pytest.mark.parametrize("caption, photographer, agency", [
    # the house first, then the photographer, after a dash
    (("Orang ramai membeli juadah di Bazar Ramadan Kampung Baru, Kuala Lumpur, semalam. "
      "– UTUSAN/RAJA JAAFAR ALI"), "Raja Jaafar Ali", "Utusan Malaysia"),
    (("Anggota bomba memadam kebakaran di Taman Melawati, Kuala Lumpur, semalam. "
      "- Foto NSTP/AIZUDDIN SAAD"), "Aizuddin Saad", "NSTP"),
    ("Orang ramai di Dataran Merdeka, Kuala Lumpur, semalam. -Foto NSTP/MOHD FADLI HAMZAH",
     "Mohd Fadli Hamzah", "NSTP"),
    # "Foto", the house and a colon: Berita Harian's "BH"
    (("Mangsa banjir dipindahkan ke pusat pemindahan sementara di Kota Bharu, Kelantan, semalam. "
      "– Foto BH: NIK ABDULLAH NIK OMAR"), "Nik Abdullah Nik Omar", "Berita Harian"),
    ("Pengundi beratur di Shah Alam, Selangor, hari ini. (Foto: SINAR HARIAN/ROSLI TALIB)",
     "Rosli Talib", "Sinar Harian"),
    ("Pengunjung di Pasar Chow Kit, Kuala Lumpur, semalam. Foto: HARIAN METRO/AZIAH AZMEE",
     "Aziah Azmee", "Harian Metro"),
    ("Pengunjung di Pasar Chow Kit, Kuala Lumpur, semalam. - Foto KOSMO!/FAIZ ALIF",
     "Faiz Alif", "Kosmo!"),
    # Bernama's "Gambar:" (picture) and "Foto" before its name alone
    ("Perdana Menteri berucap di Putrajaya, hari ini. Gambar: BERNAMA", None, "Bernama"),
    ("Orang ramai di Dataran Merdeka, Kuala Lumpur, semalam. - Foto BERNAMA", None, "Bernama"),
    ("Protesters gather at Dataran Merdeka in Kuala Lumpur. Photo: Malaysiakini/Alyaa Alhadjri",
     "Alyaa Alhadjri", "Malaysiakini"),
    # a wire after the photographer stays the agency
    ("Peniaga menyusun durian di Raub, Pahang, semalam. Foto: MOHD RAFI/AFP", "Mohd Rafi", "AFP"),
    ("Voters queue in Bandar Seri Begawan. Photo: Borneo Bulletin/Hakim Hayat", "Hakim Hayat",
     "Borneo Bulletin"),
])
def test_the_malay_houses_write_themselves_first(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert credit.raw and credit.raw not in body


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Người dân đi lại trên đường Nguyễn Huệ, TP.HCM sáng 1-1-2024. Ảnh: ĐOÀN NHẠN / Báo Tuổi Trẻ",
     "Đoàn Nhạn", "Tuổi Trẻ"),
    # a photographer alone, in capitals with diacritics, after a full stop or a dash
    ("Người dân đi lại trên đường Nguyễn Huệ, TP.HCM sáng 1-1-2024. Ảnh: QUANG ĐỊNH",
     "Quang Định", None),
    ("Nước ngập đường phố Hà Nội chiều 10-9-2024 - Ảnh: DANH KHANG", "Danh Khang", None),
    ("Du khách tham quan phố cổ Hội An, Quảng Nam. Ảnh: VnExpress/Nguyễn Đông", "Nguyễn Đông",
     "VnExpress"),
    ("Người dân đi bộ trên phố Hàng Ngang, Hà Nội. Ảnh: NGUYỄN KHÁNH/Thanh Niên",
     "Nguyễn Khánh", "Thanh Niên"),
    ("Lễ chào cờ tại Quảng trường Ba Đình, Hà Nội. Ảnh: Nhân Dân", None, "Nhân Dân"),
    ("Công nhân làm việc tại công trường ở TP Thủ Đức - Ảnh: NLĐ", None, "Người Lao Động"),
    ("Du khách tham quan phố cổ Hội An. Ảnh: Znews", None, "Znews"),
    ("Du khách tham quan phố cổ Hội An. Ảnh: Mạnh Quân/Dân Trí", "Mạnh Quân", "Dân Trí"),
    # VNA's handout: "TTXVN phát" (VNA released)
    ("Lễ thượng cờ tại Quảng trường Ba Đình, Hà Nội. (Ảnh: TTXVN phát)", None, "VNA"),
])
def test_the_vietnamese_houses(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert credit.raw and credit.raw not in body


def test_a_body_that_gave_a_vietnamese_picture_out_is_its_provider():
    _, credit = split_credit("Người dân xếp hàng tại bệnh viện ở TP.HCM. Ảnh: Bộ Y tế cung cấp")
    assert (credit.photographer, credit.agency, credit.provider) == (None, None, "Bộ Y tế")


@pytest.mark.parametrize("caption, photographer, agency", [
    ("ประชาชนร่วมงานที่ท้องสนามหลวง กรุงเทพฯ (ภาพ: มติชน)", None, "Matichon"),
    ("ประชาชนร่วมงานที่ท้องสนามหลวง กรุงเทพฯ (ภาพ: ข่าวสด)", None, "Khaosod"),
    ("ประชาชนร่วมงานที่ท้องสนามหลวง กรุงเทพฯ ภาพ: ไทยรัฐออนไลน์", None, "Thai Rath"),
    ("ผู้ประท้วงรวมตัวที่อนุสาวรีย์ประชาธิปไตย กรุงเทพฯ (ภาพจาก AFP)", None, "AFP"),
    # a Thai name: a given name and a surname
    ("ผู้ประท้วงรวมตัวที่อนุสาวรีย์ประชาธิปไตย กรุงเทพฯ ภาพโดย สมชาย ใจดี", "สมชาย ใจดี", None),
    ("ผู้ประท้วงชุมนุมที่กรุงเทพฯ (ภาพ: พงศกร รัตนพันธ์/Bangkok Post)", "พงศกร รัตนพันธ์",
     "Bangkok Post"),
    ("ผู้ประท้วงชุมนุมที่กรุงเทพฯ ภาพ: Thai PBS", None, "Thai PBS"),
    (("Protesters gather at Democracy Monument in Bangkok. (Photo: Pattarapong "
      "Chatpattarasill/Bangkok Post)"), "Pattarapong Chatpattarasill", "Bangkok Post"),
    ("Tourists visit Wat Arun in Bangkok on Sunday. Photo: The Nation", None,
     "The Nation Thailand"),
])
def test_the_thai_houses(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert credit.raw and credit.raw not in body


@pytest.mark.parametrize("caption, provider", [
    # a camera, a government office, Facebook: sources, no photographer
    ("คนร้ายบุกปล้นร้านทอง (ภาพจากกล้องวงจรปิด)", "กล้องวงจรปิด"),
    ("นายกรัฐมนตรีลงพื้นที่ จ.เชียงใหม่ (ภาพ: ทำเนียบรัฐบาล)", "ทำเนียบรัฐบาล"),
    ("ประชาชนร่วมพิธี (ภาพจากเฟซบุ๊ก กรมประชาสัมพันธ์)", "เฟซบุ๊ก กรมประชาสัมพันธ์"),
    ("ရန်ကုန်မြို့ရှိ ဆန္ဒပြသူများ (ဓာတ်ပုံ - လူမှုကွန်ရက်)", "လူမှုကွန်ရက်"),
])
def test_a_source_after_a_thai_or_burmese_label_is_no_photographer(caption, provider):
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency, credit.provider) == (None, None, provider)


@pytest.mark.parametrize("caption, photographer, agency", [
    ("Residents wade through floodwaters in Cebu City. | Photo by TONEE DESPOJO / CDN Digital",
     "Tonee Despojo", "CDN Digital"),
    # the Philippine Star's "The STAR" (the Malaysian Star writes "The Star")
    ("Commuters queue at the MRT station in Quezon City on Monday. The STAR/Michael Varcas",
     "Michael Varcas", "Philstar"),
    ("Commuters queue at the MRT station in Quezon City. Philstar.com/Jonathan Asuncion",
     "Jonathan Asuncion", "Philstar"),
    ("Commuters at KL Sentral in Kuala Lumpur on Monday. — The Star/AZHAR MAHFOF",
     "Azhar Mahfof", "The Star"),
    (("Residents wade through floodwaters in Marikina City. (Photo by Jonathan Cellona / "
      "ABS-CBN News)"), "Jonathan Cellona", "ABS-CBN News"),
    ("Residents wade through floodwaters in Marikina City. GMA News/Jun Ryan Arañas",
     "Jun Ryan Arañas", "GMA News"),
    ("Residents wade through floodwaters in Cebu City. SUNSTAR FOTO / ALLAN CUIZON",
     "Allan Cuizon", "SunStar"),
    ("Residents wade through floodwaters in Davao City. (MindaNews photo by GREGORIO C. BUENO)",
     "Gregorio C. Bueno", "MindaNews"),
])
def test_the_philippine_houses(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert credit.raw and credit.raw not in body


@pytest.mark.parametrize("caption, photographer, agency", [
    ("ប្រជាពលរដ្ឋចូលរួមពិធីបុណ្យអុំទូកនៅភ្នំពេញ (រូបថត៖ AKP)", None, "AKP"),
    ("ប្រជាពលរដ្ឋចូលរួមពិធីបុណ្យអុំទូកនៅភ្នំពេញ រូបថត៖ ហេង ជីវ័ន", "ហេង ជីវ័ន", None),
    ("ពិធីបុណ្យអុំទូក នៅមុខព្រះបរមរាជវាំង (រូបថត៖ ហ្វ្រេសញូវ)", None, "Fresh News"),
    ("ពិធីបុណ្យអុំទូក នៅមុខព្រះបរមរាជវាំង រូបថត៖ Fresh News", None, "Fresh News"),
    (("Boat racers on the Tonle Sap in Phnom Penh on Sunday. Photo: Phnom Penh Post/Heng "
      "Chivoan"), "Heng Chivoan", "Phnom Penh Post"),
])
def test_the_khmer_houses(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert credit.raw and credit.raw not in body


@pytest.mark.parametrize("caption, photographer, agency", [
    ("နေပြည်တော်တွင် ကျင်းပသော အခမ်းအနား ဓာတ်ပုံ - MNA", None, "Myanmar News Agency"),
    ("ရန်ကုန်မြို့ရှိ ဆန္ဒပြသူများ (ဓာတ်ပုံ - RFA)", None, "RFA"),
    # a Burmese name is one word
    ("ရန်ကုန်မြို့ရှိ ဆန္ဒပြသူများ ဓာတ်ပုံ - ကျော်ဇင်", "ကျော်ဇင်", None),
    ("ရန်ကုန်မြို့ရှိ ဆန္ဒပြသူများ ဓာတ်ပုံ - ဧရာဝတီ", None, "The Irrawaddy"),
    ("ရန်ကုန်မြို့ရှိ ဆန္ဒပြသူများ (ဓာတ်ပုံ - Myanmar Now)", None, "Myanmar Now"),
    ("Protesters march in Yangon on 1 February 2021. Photo: The Irrawaddy", None,
     "The Irrawaddy"),
    # the Myanmar News Agency's initials are Mehr's too: the caption's country tells them apart
    (("Senior General Min Aung Hlaing addresses the ceremony in Nay Pyi Taw on 27 March 2024. "
      "Photo: MNA"), None, "Myanmar News Agency"),
    ("TEHRAN, Jan. 5 (MNA) – Officials meet in Tehran on Sunday. Photo: MNA", None, "Mehr"),
])
def test_the_burmese_houses(caption, photographer, agency):
    body, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)
    assert credit.raw and credit.raw not in body


@pytest.mark.parametrize("caption, photographer, agency", [
    # forms read before these houses were added, which must stay so
    (("Warga mengungsi di Karangasem, Bali, Minggu (26/11/2017). ANTARA FOTO/Nyoman "
      "Budhiana/aww."), "Nyoman Budhiana", "Antara"),
    ("Presiden meninjau Pasar Klewer di Solo, Senin (1/4/2024). (ANTARA/Mohammad Ayudha)",
     "Mohammad Ayudha", "Antara"),
    ("Thủ tướng phát biểu tại Hà Nội ngày 5/1/2024. Ảnh: Dương Giang/TTXVN", "Dương Giang",
     "VNA"),
    ("Nagtipon ang mga deboto sa Quiapo, Maynila. (Kuha ni Boy Santos / Pilipino Star Ngayon)",
     "Boy Santos", "Pilipino Star Ngayon"),
    ("Farmers harvest rice in Nueva Ecija. (PNA photo by Joey O. Razon)", "Joey O. Razon",
     "PNA"),
    ("Devotees join the procession in Quiapo, Manila. INQUIRER/RICHARD A. REYES",
     "Richard A. Reyes", "Inquirer"),
    (("Devotees join the procession in Quiapo. (Photo by Grig C. Montegrande / Philippine Daily "
      "Inquirer)"), "Grig C. Montegrande", "Inquirer"),
    ("Protesters gather at Democracy Monument in Bangkok on Sunday. (Photo: Somchai Poomlard)",
     "Somchai Poomlard", None),
    ("Peniaga menyusun buah durian di Raub, Pahang, semalam. Foto: MOHD RAFI MAMAT",
     "Mohd Rafi Mamat", None),
    (("KOTA BHARU, Dec 24 -- Flood victims at a relief centre in Kota Bharu today. "
      "--fotoBERNAMA (2023) COPYRIGHT RESERVED"), None, "Bernama"),
])
def test_the_forms_read_before_stay_read(caption, photographer, agency):
    _, credit = split_credit(caption)
    assert (credit.photographer, credit.agency) == (photographer, agency)


def test_kompas_s_date_after_the_credit_stays_for_the_date_reader(gaz):
    caption = ("Warga melintasi banjir di kawasan Kampung Melayu, Jakarta Timur. "
               "KOMPAS/PRIYOMBODO (PRI) 01-01-2020")
    body, credit = split_credit(caption)
    assert body.endswith("Jakarta Timur. 01-01-2020")
    assert credit.raw == "KOMPAS/PRIYOMBODO (PRI)"
    facts = understand_caption(caption, gaz)
    assert facts.date.start == dt.date(2020, 1, 1)
    assert (facts.credit.photographer, facts.credit.agency) == ("Priyombodo", "Kompas")


def test_the_myanmar_news_agency_s_caption_is_placed_at_home(gaz):
    facts = understand_caption("Senior General Min Aung Hlaing addresses the ceremony in Nay Pyi "
                               "Taw on 27 March 2024. Photo: MNA", gaz)
    assert facts.credit.agency == "Myanmar News Agency"
    assert facts.place.resolution.country_code == "MM"


@pytest.mark.parametrize("text", [
    # a house's short name that is a word is no house outside a credit's slot
    "Commuters wait at the Metro/Subway",
    "Riders board the train at Metro/Tren",
    "A protester holds a placard. (Metro)",
    "Hình ảnh cầu Rồng về đêm - Đà Nẵng",
    "Thí sinh dự thi tại Hà Nội sáng 27-6. Ảnh minh họa",
    "ภาพรวมเศรษฐกิจไทยในปี 2567",
])
def test_words_that_name_a_house_only_in_a_credit_are_left_alone(text):
    assert split_credit(text) == (text, Credit())


@pytest.mark.parametrize("word", ["BH", "MI", "Sinar", "Utusan", "Tribun", "detik",
                                  "Thanh Niên", "Tuổi Trẻ", "Nhân Dân", "Irrawaddy", "ข่าวสด"])
def test_short_names_that_are_words_are_houses_only_in_a_credit_s_slot(word):
    assert normalise_agency(word) is None
    assert credit_slot_agency(word) is not None


@pytest.mark.parametrize("credit, photographer, agency", [
    ("UTUSAN/RAJA JAAFAR ALI", "Raja Jaafar Ali", "Utusan Malaysia"),
    ("Ảnh: ĐOÀN NHẠN / Báo Tuổi Trẻ", "Đoàn Nhạn", "Tuổi Trẻ"),
    ("Nguyễn Khánh/Tuoitre.vn", "Nguyễn Khánh", "Tuổi Trẻ"),
    ("Foto BH: NIK ABDULLAH NIK OMAR", "Nik Abdullah Nik Omar", "Berita Harian"),
    ("Foto: Dok. Humas Polri", None, None),
    ("Foto: Istimewa", None, None),
])
def test_parse_credit_reads_the_house_styles(credit, photographer, agency):
    found = parse_credit(credit)
    assert found is not None
    assert (found.photographer, found.agency) == (photographer, agency)


def test_a_picture_from_an_indonesian_body_s_files_is_its_handout():
    found = parse_credit("Foto: Dok. Humas Polri")
    assert found is not None and found.provider == "Humas Polri"


@pytest.mark.parametrize("agency, home", [
    ("Kompas", "ID"), ("Tempo", "ID"), ("detikcom", "ID"), ("Media Indonesia", "ID"),
    ("Utusan Malaysia", "MY"), ("NSTP", "MY"), ("Berita Harian", "MY"), ("Kosmo!", "MY"),
    ("Borneo Bulletin", "BN"), ("The New Paper", "SG"),
    ("Tuổi Trẻ", "VN"), ("Thanh Niên", "VN"), ("VnExpress", "VN"), ("Znews", "VN"),
    ("Matichon", "TH"), ("Thai Rath", "TH"), ("Bangkok Post", "TH"),
    ("CDN Digital", "PH"), ("ABS-CBN News", "PH"), ("SunStar", "PH"),
    ("AKP", "KH"), ("Fresh News", "KH"), ("Phnom Penh Post", "KH"),
    ("Myanmar News Agency", "MM"), ("GNLM", "MM"), ("The Irrawaddy", "MM"),
])
def test_the_houses_have_their_homes(agency, home):
    assert house_country(Credit(agency=agency)) == home


def test_metro_is_a_word_before_it_is_a_paper():
    credit = split_credit("Commuters wait for a train at a Metro station in Manila on Jan. 8, "
                          "2024. Photo: Metro/Handout")[1]
    assert credit.agency is None
