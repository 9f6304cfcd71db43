"""The months of Africa's languages written in Latin letters, which the date reader reads
and the place reader must not take for towns.

Hausa (Aminiya's "10 ga Satumba, 2024"), Somali (SONNA's "14-ka Oktoobar 2018"),
Kinyarwanda (RBA's "tariki ya 7 Mata 2024"), Malagasy ("26 Jona 2019"), Wolof (APS's "2 awril
2024"), Oromo (OBN's "Onkoloolessa 5, 2019") and Lingala's "sanza ya mibale" (the second
month). Some are towns' names elsewhere (Jona of Switzerland, Mata of Brazil): those are
dates only after their day. A data module with no imports, so both readers can share it.
"""

from __future__ import annotations

__all__ = ["AFRICAN_MONTHS", "MONTHS_THAT_ARE_TOWNS"]

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
