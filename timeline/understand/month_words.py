"""The months of Africa's languages written in Latin letters, which the date reader reads
and the place reader must not take for towns.

Hausa (Aminiya's "10 ga Satumba, 2024"), Somali (SONNA's "14-ka Oktoobar 2018"),
Kinyarwanda (RBA's "tariki ya 7 Mata 2024"), Malagasy ("26 Jona 2019"), Wolof (APS's "2 awril
2024"), Oromo (OBN's "Onkoloolessa 5, 2019") and Lingala's "sanza ya mibale" (the second
month). Some are towns' names elsewhere (Jona of Switzerland, Mata of Brazil): those are
dates only after their day. A data module with no imports, so both readers can share it.
"""

from __future__ import annotations

__all__ = ["AFRICAN_MONTHS", "BENGALI_MONTHS", "DEVANAGARI_MONTHS", "MONTHS_THAT_ARE_TOWNS",
           "PACIFIC_MONTHS"]

AFRICAN_MONTHS: dict[str, int] = {
    "janairu": 1, "fabrairu": 2, "faburairu": 2, "maris": 3, "afrilu": 4, "mayu": 5,
    "yuni": 6, "yuli": 7, "agusta": 8, "satumba": 9, "oktoba": 10, "nuwamba": 11,
    "disamba": 12,
    "janaayo": 1, "febraayo": 2, "feberaayo": 2, "maarso": 3, "abriil": 4, "maajo": 5,
    "juun": 6, "luulyo": 7, "agoosto": 8, "sebtembar": 9, "oktoobar": 10, "nofeembar": 11,
    "noofembar": 11, "diseembar": 12,
    "mutarama": 1, "gashyantare": 2, "werurwe": 3, "mata": 4, "gicurasi": 5, "kamena": 6,
    "nyakanga": 7, "kanama": 8, "nzeri": 9, "ukwakira": 10, "ugushyingo": 11, "ukuboza": 12,
    "janoary": 1, "febroary": 2, "martsa": 3, "aprily": 4, "jona": 6, "jolay": 7,
    "aogositra": 8, "septambra": 9, "novambra": 11, "desambra": 12,
    "samwiye": 1, "fewriye": 2, "awril": 4, "sàttumbar": 9, "sattumbar": 9, "nowàmbar": 11,
    "desàmbar": 12,
    "amajjii": 1, "guraandhala": 2, "bitootessa": 3, "eebila": 4, "caamsaa": 5,
    "waxabajjii": 6, "adoolessa": 7, "hagayya": 8, "fuulbana": 9, "fulbaana": 9,
    "onkoloolessa": 10, "sadaasa": 11, "muddee": 12,
    **{f"sanza ya {number}": month for month, number in enumerate(
        ("yambo", "mibale", "misato", "minei", "mitano", "motoba", "nsambo", "mwambe",
         "libwa", "zomi", "zomi na moko", "zomi na mibale"), 1)},
}  # fmt: skip
# the months that are towns too: a date's only with their day before them
MONTHS_THAT_ARE_TOWNS = frozenset({"jona", "mata", "kamena", "kanama", "maris", "agusta", "mayu",
                                   "yuni", "yuli", "juun", "nzeri"})


# The Gregorian months in Devanagari: Hindi's (PTI's and UNI Varta's "20 अप्रैल 2022") and
# Nepal's spellings ("२५ अप्रिल २०१५", the Kathmandu Post's Nepali desk); not "जुन", which is
# "which" too
DEVANAGARI_MONTHS: dict[str, int] = {
    "जनवरी": 1, "फरवरी": 2, "फ़रवरी": 2, "मार्च": 3, "अप्रैल": 4, "अप्रेल": 4, "मई": 5, "जून": 6,
    "जुलाई": 7, "अगस्त": 8, "सितंबर": 9, "सितम्बर": 9, "अक्टूबर": 10, "अक्तूबर": 10,
    "नवंबर": 11, "नवम्बर": 11, "दिसंबर": 12, "दिसम्बर": 12,
    "अप्रिल": 4, "फेब्रुअरी": 2, "अगस्ट": 8, "सेप्टेम्बर": 9, "अक्टोबर": 10, "नोभेम्बर": 11,
    "डिसेम्बर": 12,
}  # fmt: skip

# Bengali's Gregorian months, with the spellings the papers use beside the BSS's
BENGALI_MONTHS: dict[str, int] = {
    "জানুয়ারি": 1, "জানুয়ারী": 1, "ফেব্রুয়ারি": 2, "ফেব্রুয়ারী": 2,
    "মার্চ": 3, "এপ্রিল": 4, "মে": 5, "জুন": 6, "জুলাই": 7, "আগস্ট": 8, "অগাস্ট": 8,
    "আগষ্ট": 8, "অগস্ট": 8, "সেপ্টেম্বর": 9, "অক্টোবর": 10, "নভেম্বর": 11, "ডিসেম্বর": 12,
}  # fmt: skip


# The months of the Pacific's languages, as their own spelling writes them (with macrons and
# the ʻokina, which :mod:`.pacific_dates` reads with or without them): Tongan, Samoan, Māori
# (the traditional months and the transliterated ones), Hawaiian, Tahitian, Fijian, Tok Pisin
# and Bislama. Bislama's "Maj" is March, Polish and Swedish "maj" May: it is not here, but in
# pacific_dates, read only in a Bislama caption.
PACIFIC_MONTHS: dict[str, int] = {
    name: month
    for names in (
        # Tongan
        ("Sānuali", "Fēpueli", "Maʻasi", "ʻEpeleli", "Mē", "Sune", "Siulai", "ʻAokosi",
         "Sepitema", "ʻOkatopa", "Nōvema", "Tīsema"),
        # Samoan (August "Aokuso" and "Aukuso")
        ("Ianuari", "Fepuari", "Mati", "Aperila", "Me", "Iuni", "Iulai", "Aokuso Aukuso",
         "Setema", "Oketopa", "Novema", "Tesema"),
        # Māori, the traditional months
        ("Kohitātea", "Huitanguru", "Poutū-te-rangi", "Paenga-whāwhā", "Haratua", "Pipiri",
         "Hōngongoi", "Here-turi-kōkā", "Mahuru", "Whiringa-ā-nuku", "Whiringa-ā-rangi",
         "Hakihea"),
        # Māori, transliterated
        ("Hānuere", "Pēpuere", "Māehe", "Āperira", "Mei", "Hune", "Hūrae", "Ākuhata",
         "Hepetema", "Oketopa", "Noema", "Tīhema"),
        # Hawaiian
        ("Ianuali", "Pepeluali", "Malaki", "ʻApelila", "Mei", "Iune", "Iulai", "ʻAukake",
         "Kepakemapa", "ʻOkakopa", "Nowemapa", "Kekemapa"),
        # Tahitian
        ("Tenuare", "Fepuare", "Māti", "ʻEperēra", "Mē", "Tiunu", "Tiurai", "ʻAtete", "Tetepa",
         "ʻAtopa", "Novema", "Tītema"),
        # Fijian
        ("Janueri", "Feperueri", "Maji", "Epereli", "Me", "June", "Julai", "Okosita",
         "Seviteba", "Okotova", "Noveba", "Tiseba"),
        # Tok Pisin
        ("Janueri", "Februeri", "Mas", "Epril", "Me", "Jun", "Julai", "Ogas", "Septemba",
         "Oktoba", "Novemba", "Disemba"),
        # Bislama (its March, "Maj", in pacific_dates), with the spellings its papers vary in
        ("Janewari Januari Jenuwari", "Februari Febuari", "", "Eprel", "Mei", "Jun",
         "Julae", "Ogis", "Septemba", "Oktoba", "Novemba", "Disemba Desemba"),
    )
    for month, spellings in enumerate(names, 1)
    for name in spellings.split()
}  # fmt: skip
