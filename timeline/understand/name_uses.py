"""What else a place's name may be doing in a caption, read from the words beside it.

:mod:`.roles` reads the cue a name stands after and what follows it. These tests catch
the names that are no place of the photo, or not where it was taken:

* part of another name: a storm's ("Cyclone Winston"), a vessel's ("the container ship
  Dali"), a stage race's ("the Tour de France"), a water body's ("the Gulf of Aden"), an
  institution's ("Governor of Aleppo", "Battle of Mosul"), a holiday's ("the eve of
  Passover"), a landmark's ("the Western Wall") or a titled person's ("Queen Elizabeth
  II");
* a word of another kind: a month or weekday in a date ("on March 18"), a country's
  initials as an adjective ("U.S. troops"), a side ("Everton v Fulham", "the match against
  Everton");
* a place outside the picture: where a journey goes ("a flight to Manila"), where someone
  was taken ("flown to Moscow"), either side of "between X and Y";
* and what a phrase before it, with no cue, calls the place: its kind ("the lakeside
  village of Hallstatt", "the island of Lombok") or its country ("the Syrian town of").

Like :mod:`.roles`, each test reads a short slice with a precompiled pattern or a set
look-up: they run for every name in every caption.
"""

from __future__ import annotations

import re

from anyascii import anyascii

from gazetteer.names import fold_token

from .month_words import AFRICAN_MONTHS, MONTHS_THAT_ARE_TOWNS
from .roles import (
    BREAK_WORDS,
    KIND_HINTS,
    MONTHS,
    NORDIC_TITLES,
    OPENING_QUOTES,
    PERSON_TITLES,
    PUNCT,
    word_set,
)

__all__ = [
    "FOREIGN_DATE_WORDS",
    "after_a_noble_title",
    "after_a_title",
    "between_before",
    "race_finish_at",
    "country_as_modifier",
    "demonym_country_applies",
    "demonym_names_a_place",
    "is_date_word",
    "is_side",
    "island_of_before",
    "journey_to_before",
    "kind_called_before",
    "names_a_likeness",
    "names_a_race",
    "names_a_route",
    "names_a_storm",
    "names_a_titled_person",
    "names_a_vessel",
    "organisation_before",
    "quarter_before",
    "river_before",
    "taken_to_before",
    "the_and_adjective_before",
    "time_of_before",
    "water_body_before",
]

# --- word lists -------------------------------------------------------------

_OPPONENT_WORDS = word_set("""against vs vs. versus v v. beat beats beating defeated defeating
    defeats thrashed thrashing edged eliminated eliminating""")  # "after beating Barcelona"
# other languages' "against", a side only after a match's noun: "VM-finalen mod Norge",
# "matchen mot IFK Göteborg", "das Spiel gegen Bayern", "le match contre Lyon", "el partido
# contra Chile", "la gara contro la Francia", "de wedstrijd tegen Ajax", "zápas proti Třinci"
# (not "Drohnenangriffe gegen Kiew", "ataque contra Kiev", "köer mot Stockholm": the place)
_FOREIGN_AGAINST = word_set("mod mot gegen contre contra contro tegen proti protiv против срещу")
_MATCH_STEMS = ("match", "kamp", "final", "spiel", "partie", "partid", "partit", "jogo", "gara",
                "wedstrijd", "zápas", "utakmic", "матч", "мач", "sejr", "seger", "seier", "sieg",
                "victoire", "victori", "vittori", "vitória", "derby", "duel", "ottelu", "mecz",
                "spel", "finał", "finál")  # (a word holding one: "VM-finalen", "Halbfinale")
_SIDE_AFTER = (" v ", " vs ", " v. ", " vs. ", " versus ")
# French "face à", Spanish "frente a", before a side: "la victoire face au Maroc", "la derrota
# frente a Chile"; a side only after a result's or a match's word, or before a score (not "face
# à la mairie de Dakar", "frente a la Casa Rosada": a place across the street)
_FACING = re.compile(r"\b(?:face (?:à|au|aux)|frente (?:a|al)) (?:la |le |les |l['’])?$",
                     re.IGNORECASE)
_RESULT_BEFORE = re.compile(r"\b(?:défaite|victoire|succès|revers|match|nul|qualifi\w*|élimin\w*"
                            r"|battu\w*|derrota|victoria|empate|partido|triunfo)\b", re.IGNORECASE)
_SCORE_AFTER = re.compile(r" \(?\d{1,2} ?[-–:] ?\d{1,2}\b")
# a result and the word before the side it was against: "win over", "defeat to", "draw with"
_RESULT_LINKS = {
    "over": word_set("win wins victory victories triumph upset rout"),
    "to": word_set("defeat defeats loss losses"),
    "with": word_set("draw tie"),
}
# a regnal number after a titled name: "Queen Elizabeth II"
_REGNAL_AFTER = re.compile(r" (?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})\b")  # II, XIV, XVI
_NEXT_WORD = re.compile(r"[^\W\d_][\w'’.-]*")
# words after a country's initials that show it is the country, not an adjective
_NOT_A_NOUN = BREAK_WORDS | word_set("in at on of the a an near into onto over across")
# Water bodies named after a place: "the Gulf of Aden", "the Sea of Azov",
# "the Jordan river" are not the city or country of that name.
_WATER_BEFORE = re.compile(
    r"\b(?:gulf|sea|bay|strait|straits|bight|lake|firth|banks?|shores?)\s+of\s+(?:the\s+)?$",
    re.IGNORECASE
)
# "<Institution> of X": a name inside an institution's, a battle's or a title's name
_ORG_BEFORE = re.compile(
    r"\b(?:(University|Hospital|Airport|Stadium|Port|Mosque|Cathedral|Basilica|Temple|Shrine"
    r"|Monastery|Abbey|Palace)"  # buildings: "the Great Mosque of Touba" stands in Touba
    r"|Bank|Governor|Mayor|Council|Ministry|Archbishop|Bishop|Emir|Mufti"
    r"|Battle|Siege|Liberation|Church|Embassy|Consulate|Port Authority"
    r"|Virgin|Lady|Saint|Patriarch|Duke|Duchess|Earl|Prince|Princess|Cardinal)\s+of\s+(?:the\s+)?$"
)
# an embassy or a consulate of a country in the Romance languages: the country's, not the
# picture's place ("l'ambassade de France à Niamey", "la embajada de España en Caracas")
_MISSION_OF = re.compile(
    r"\b(?:[Aa]mbassade|[Ee]mbajada|[Ee]mbaixada|[Aa]mbasciata|[Cc]onsulat|[Cc]onsulado"
    r"|[Cc]onsolato)\s+(?:de\s+(?:la\s+|l['’])?|d['’]|du\s+|do\s+|da\s+|di\s+|del\s+"
    r"|dell['’]|della\s+|dos\s+|des\s+)$")
# the months and weekdays of other languages, which name towns too: date words only beside
# a date's number ("13 Kasım 2022 Pazar günü" is no Pazar, Rize; "Sali, Senegal" is Sali)
FOREIGN_DATE_WORDS = word_set(
    """ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık
    pazartesi salı çarşamba perşembe cuma cumartesi pazar
    lunes martes miércoles jueves viernes sábado domingo segunda terça quarta quinta sexta
    lunedì martedì mercoledì giovedì venerdì sabato domenica lundi mardi mercredi jeudi
    vendredi samedi dimanche montag dienstag mittwoch donnerstag freitag samstag sonntag
    δευτέρα τρίτη τετάρτη πέμπτη παρασκευή σάββατο κυριακή δευτέρας τρίτης τετάρτης πέμπτης
    παρασκευής σαββάτου κυριακής ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου ιουνίου
    ιουλίου αυγούστου σεπτεμβρίου οκτωβρίου νοεμβρίου δεκεμβρίου
    jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili
    litinin talata laraba alhamis asabar lahadi
    isniin talaado arbaco khamiis jimce sabti axad
    alatsinainy alarobia alakamisy zoma sabotsy asabotsy alahady
    altine talaata allarba àllarba alxames
    wiixata kibxata roobii kamisa jimaata sanbata dilbata
    mbere kabiri gatatu gatanu gatandatu cyumweru
    it-tnejn it-tlieta l-erbgħa il-ħamis il-ġimgħa is-sibt il-ħadd
    mayo março maio outubro maggio
    märz mai juli marca maja lipca września leden duben září říjen dubna prosinec""") | frozenset(
    month for month in AFRICAN_MONTHS if " " not in month)
# (the Romance, German, Polish and Czech months that are towns too: "rua 25 de Março" is a
# street of São Paulo, no Marco, Ceará; "im Juli 1995" no Juli, Peru; "12. dubna 2024" no
# Dubna; "3 marca" no Marka, Somalia; only beside a day or a year)
# (the weekdays of Swahili, Hausa, Somali, Malagasy, Wolof, Oromo and Kinyarwanda, and the
# months of Africa's languages (:mod:`.month_words`), Maltese's weekdays: "ranar Talata 10 ga
# Satumba" is no Tarata, "il-Ħadd 22 ta' Ottubru" no El Hed, "Alarobia 26 Jona" no Jona of
# Switzerland, "ku wa Mbere tariki ya 27" no Mbera)
# (and as the gazetteer folds them, for the names it matched: "kasim", "sali"; Greek's
# weekdays are villages: "Κυριακή 1 Μαρτίου 2020" is no Kyriáki of Boeotia)
FOREIGN_DATE_WORDS |= frozenset(fold_token(word) for word in FOREIGN_DATE_WORDS)
# the months of Africa's languages that are towns too (Jona of Switzerland, Mata): a date's
# only with its day before them ("26 Jona 2019"; not "in Jona, 12. Juni 2019")
_DAY_FIRST_MONTHS = MONTHS_THAT_ARE_TOWNS | {"mayo", "maio", "março", "marco", "maggio",
                                              "outubro", "września", "wrzesnia"}
# ("Mayo 1-14 Kerry 0-15": a county; "Września 2024", the town's year)
_DATE_NEIGHBOUR = re.compile(r"\.?,?\s*\d")
# a number right after a foreign month or weekday, not a distance: "Kasım 2022", "domingo 19"
# (not "Perşembe, 12 km west of Ordu": the town of Perşembe)
# ("am Montag, 8. April 2019": Keystone-SDA's weekday, a comma, the day with its dot; not
# "in Carsamba, 20 August 2023", the town)
_FOREIGN_DATE_AFTER = re.compile(r", \d{1,2}\.(?!\d)| (?:tariki ya |tarehe )?\d{1,4}\b"
                                 r"(?!\s*(?i:km|kilom|mi\b|miles))")
# (Kinyarwanda's and Swahili's "date" between a weekday and its day: "ku wa Mbere tariki
# ya 27"; Hausa's "26 ga Yuli", Somali's "14-ka Oktoobar")
_DIGIT_BEFORE = re.compile(r"\d(?:st|nd|rd|th|-ka|-da|-kii|-dii)?\s*(?:of\s+|ga\s+|de\s+|di\s+)?$")
# "the northern Syrian town of", "the Lebanese capital": a demonym naming the
# country of the place that follows.
_DEMONYM_TO_PLACE = re.compile(
    r"\s+(?:[a-z][a-z-]*\s+){0,3}(?:city|town|village|capital|port|province|region"
    r"|district|camp|border town|governorate|island)(?:\s+of)?\s+(?:the\s+)?"
)


def water_body_before(text: str, start: int) -> bool:
    """True for a name inside a water body's name ("the Gulf of Aden", "Sea of Azov") or
    a river's by its banks ("on the banks of the Rio Grande in Ciudad Juarez")."""
    if not (text.endswith("of ", 0, start) or text.endswith("of the ", 0, start)):
        return False  # the common case, without a regex
    return _WATER_BEFORE.search(text, max(0, start - 16), start) is not None


def river_before(text: str, start: int) -> bool:
    """True for a town's name written as a river crossed or followed: "across the Volga from
    Saratov", "along the Danube" (English writes a river, not a town, with "the"; the caller
    asks it of town names only, not of "across the U.S." or "along the Gaza Strip"); and a
    river or lake the Romance languages and Vietnamese name with their noun in lower case ("le
    long de la rivière Richelieu", "du lac Saint-Jean", "às margens do rio Tietê", "trên sông
    Hàn")."""
    return (text.endswith("the ", 0, start) and _ACROSS_THE.search(
        text, max(0, start - 14), start) is not None) or text.endswith(_WATER_NOUNS, 0, start)


_WATER_NOUNS = (" rivière ", " fleuve ", " lac ", " río ", " rio ", " fiume ", " lago ",
                " lagoa ", " laguna ", " sông ")  # (Vietnamese: "sông Hàn"; a lake or a bay
# is its town's, "hồ Hoàn Kiếm", "vịnh Hạ Long")


# a river crossed or followed, which English writes with "the" as it does not a town's name
_ACROSS_THE = re.compile(r"\b(?:across|along|alongside|upstream|downstream|up|down) the $")


def is_side(text: str, start: int, end: int) -> bool:
    """True for a name written as a side: "the match against Everton", "Everton v
    Fulham", "Arsenal vs Chelsea", "Russia's war against Ukraine". A team or a
    country acting, not where the picture was taken."""
    if text.startswith(_SIDE_AFTER, end):
        return True
    if _FACING.search(text, max(0, start - 16), start):
        # "la défaite des Aigles face à la Namibie (0-1)": the other side of a result
        return _RESULT_BEFORE.search(text, max(0, start - 70), start) is not None \
            or _SCORE_AFTER.match(text, end) is not None
    words = text[max(0, start - 24) : start].rsplit(None, 3)
    if not words or not text[start - 1 : start].isspace():
        return False
    last = words[-1].lower()
    if last == "the" and len(words) > 1:
        words, last = words[:-1], words[-2].lower()
    if last in _RESULT_LINKS and len(words) > 1:
        # "after his side's 12-11 win over New Zealand", "the defeat to Croatia"
        return words[-2].lower() in _RESULT_LINKS[last]
    if last in _FOREIGN_AGAINST:
        before = text[max(0, start - 60) : start].lower().split()[-6:-1]
        return any(stem in word for word in before for stem in _MATCH_STEMS)
    return last in _OPPONENT_WORDS


def organisation_before(text: str, start: int) -> str | None:
    """Read "<Institution> of X" before a name.

    "organisation" for "Governor of Aleppo", "Battle of Mosul", "Bank of Baghdad";
    "facility" for a building standing in X ("University of Mosul", "Port of
    Beirut"); "mission" for an embassy or a consulate in the Romance languages
    ("l'ambassade de France": the country's; "el consulado de Miami" stands in Miami);
    None otherwise.
    """
    if text[start - 4 : start] != " of " and not text.endswith("of the ", 0, start):
        if ("mba" in text or "onsul" in text or "onsol" in text) \
                and _MISSION_OF.search(text, max(0, start - 24), start):
            return "mission"  # "devant l'ambassade de France à Niamey" (see the caller)
        return None
    match = _ORG_BEFORE.search(text, max(0, start - 40), start)
    if match is None:
        return None
    return "facility" if match.group(1) else "organisation"


def after_a_noble_title(text: str, start: int) -> bool:
    """True for a name that ends a noble title of the Romance languages: "Marquês de
    Sapucaí" (Rio's sambadrome, named after a marquis; not Sapucaí of Paraguay), "Duque de
    Caxias", "Conde de Barcelona", "Marquis de Lafayette"."""
    return text[start - 1 : start] in (" ", "'", "’") \
        and _NOBLE_TITLE.search(text, max(0, start - 16), start) is not None


_NOBLE_TITLE = re.compile(r"\b(?:[Mm]arqu[êeé]s|[Mm]arquis|[Mm]archese|[Dd]u(?:que|c|ca)|[Cc]onde"
                          r"|[Cc]omte|[Cc]onte|[Bb]ar[ãa]o|[Bb]ar[óo]n|[Vv]iscond?e|[Vv]izconde"
                          r"|[Vv]icomte) (?:de |di |d['’]|do |da )$")


def is_date_word(text: str, start: int, end: int) -> bool:
    """True for a month or weekday written as part of a date ("on March 18", "15 May 2016")."""
    low = text[start:end].lower()
    if low not in MONTHS:
        return (low in FOREIGN_DATE_WORDS or anyascii(low) in FOREIGN_DATE_WORDS) and (
            (_FOREIGN_DATE_AFTER.match(text, end) is not None and low not in _DAY_FIRST_MONTHS)
            or _DIGIT_BEFORE.search(text, max(0, start - 12), start) is not None
        )
    return (
        _DATE_NEIGHBOUR.match(text, end) is not None
        or _DIGIT_BEFORE.search(text, max(0, start - 12), start) is not None
        or text[end : end + 1] == ","
    )


_GLUED_PARTICIPLE = re.compile(r"[a-z]+(?:ed|based|run|held|led|born|made|built|owned)\b")


def country_as_modifier(text: str, start: int, end: int) -> bool:
    """True for a country's initials written before a noun ("U.S. troops", "a U.S. Army
    helicopter", "UK Parliament"), or its name glued to a participle ("Morocco-administered
    Western Sahara"): an adjective, as "American" is, not a place of the caption; "in the
    U.S. on Monday" is the country."""
    written = text[start:end]
    if text.startswith("-", end) and _GLUED_PARTICIPLE.match(text, end + 1):
        return True  # "Morocco-administered Western Sahara", "Iran-backed militias"
    if "." not in written and not (written.isupper() and len(written) <= 3):
        return False
    if text.endswith(", ", 0, start):
        return False  # "Hamilton, U.S. June 5": a town's country
    at = end + 1 if text.startswith(".", end) else end
    if not text.startswith(" ", at):
        return False
    word = _NEXT_WORD.match(text, at + 1)
    if word is None:
        return False
    low = word.group().lower()
    return low not in _NOT_A_NOUN and low.rstrip(".") not in MONTHS


def demonym_country_applies(gap: str) -> bool:
    """True when the text between a demonym and a place makes the demonym its country."""
    return _DEMONYM_TO_PLACE.fullmatch(gap) is not None


# the Romance languages put the country's adjective after the kind of place, in lower case:
# "la ciudad argentina de Córdoba", "la localidad venezolana de Valencia", "a cidade
# brasileira de", "la città messicana di"; the adjective's stem names the country
_ROMANCE_COUNTRY_STEMS = {
    "argentin": "Argentina", "mexican": "Mexico", "messican": "Mexico",
    "venezolan": "Venezuela", "venezuelan": "Venezuela", "colombian": "Colombia",
    "chilen": "Chile", "peruan": "Peru", "bolivian": "Bolivia", "ecuatorian": "Ecuador",
    "uruguay": "Uruguay", "paraguay": "Paraguay", "cuban": "Cuba", "dominican":
    "Dominican Republic", "hondureñ": "Honduras", "guatemaltec": "Guatemala",
    "salvadoreñ": "El Salvador", "nicaragüense": "Nicaragua", "costarricense": "Costa Rica",
    "panameñ": "Panama", "puertorriqueñ": "Puerto Rico", "brasileñ": "Brazil",
    "brasileir": "Brazil", "español": "Spain", "espanhol": "Spain", "filipin": "Philippines",
    "estadounidense": "United States", "portugues": "Portugal",
}
_ROMANCE_PLACE_COUNTRY = re.compile(
    r"\b(?:ciudad|localidad|provincia|capital|región|municipio|pueblo|villa|cidade"
    r"|município|città|comune|ville|commune) ([a-zñü]+) (?:de|di|do|da)\b")


def romance_place_country(text: str) -> str | None:
    """The country a Romance place phrase's adjective names ("en la ciudad argentina de
    Córdoba": Argentina), or None; the country beats a desk's habit of its own."""
    if " de " not in text and " di " not in text and " do " not in text:
        return None  # most captions: no regex
    for found in _ROMANCE_PLACE_COUNTRY.finditer(text):
        word = found.group(1)
        for stem, country in _ROMANCE_COUNTRY_STEMS.items():
            if word.startswith(stem) and len(word) - len(stem) <= 3:
                return country
    return None


def demonym_names_a_place(text: str, end: int) -> bool:
    """True for a demonym that opens a place phrase ("the Greek island of", "the Syrian town
    of"): it names the country of a place, whether or not the gazetteer knows the place."""
    return _DEMONYM_TO_PLACE.match(text, end) is not None


# --- words that place a name outside the picture, or make it no place -----------

# "a flight to Manila at the airport in Tacloban": where a journey goes, ranked after the
# places of the sentence but before the places things came from ("Evacuees from Sudan
# disembark from a flight to Jeddah")
_JOURNEY_TO = re.compile(r"\b(?:(?:flights?|bus(?:es)?|trains?|boats?|ferry|ferries) (?:to|for)"
                         # "a ship departs for Antarctica from Ushuaia": where it goes
                         r"|(?:depart(?:s|ed|ing)?|leav(?:es|ing)|sets? sail|bound|headed) for)"
                         r" $")
# where someone was taken, before the town a caption then puts the photo in: "arrested on
# July 9 and flown to Moscow, in Khabarovsk"
_TAKEN_TO = re.compile(r"\b(?:flown|airlifted|deported|extradited|transferred) to $")
# a storm's name: "Cyclone Winston", "Hurricane Otis", "el huracán Otis", "Storm Ciara"
# (capitalised in English: "forces storm Jenin" is the verb)
_STORM_BEFORE = re.compile(
    r"\b(?:Hurricane|Typhoon|Cyclone|Storm|[Hh]urac[aá]n|[Tt]if[oó]n|[Oo]uragan"
    r"|[Tt]emp[eê]te|[Tt]ormenta(?: [Tt]ropical)?|[Tt]empesta|[Cc]icl[oó]n|[Ff]urac[aã]o"
    # the Germanic languages' "stormen Allan", "Sturmtief Xavier", "orkanen Gudrun", "Tief Bernd"
    r"|[Ss]tormen|Sturmtief|[Oo]rkan(?:en|tief)?|Tief) $")  # (not "storm", "Sturm Graz")
# a stage race named after its country or region: "the Tour de France", "Giro d'Italia"
_RACE_BEFORE = re.compile(r"\b(?:Tour (?:de |of |du |de la |d'|d’)|Giro d['’]|Giro dell['’]"
                          r"|Vuelta a |Volta a |Critérium du |Ronde van (?:het |de )?)$")
# a Grand Prix named after a country or a region, raced where it is raced ("beim Großen
# Preis von Luxemburg" at the Nürburgring); one named after a city is raced in it ("the
# Grand Prix of Long Beach")
_GRAND_PRIX_BEFORE = re.compile(r"\b(?:Gro(?:ß|ss)e[nr]? Preis (?:von |der )"
                                r"|Gran Premio (?:de |di |del |d')|Grand Prix (?:de |du |of (?:the )?))$")
# "the first day of Ramadan", "the eve of Passover": a time of a holiday
_TIME_OF = re.compile(
    r"\b(?:day|days|eve|feast|festival|month|end|start|beginning|week|holiday|season"
    r"|celebrations?)s? of $")
# "the Western Wall", "the Great Mosque": "the" and a capitalised adjective of a name
_THE_AND_ADJECTIVE = re.compile(
    r"\b[Tt]he (?:(?:North|South|East|West)(?:ern)?|Central|Upper|Lower|Great|Grand|Old|New"
    r"|Holy|Royal|Golden|Blue|Red|White|Black|Green) $")
# "between Kerry and Galway": before the first place or the second
_BETWEEN = re.compile(
    r"\bbetween (?:the )?(?:[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,3} and (?:the )?)?$")
# "on the (main) island of Lombok": the island is an area around its towns
_ISLAND_OF = re.compile(r"\b[Ii]sland of (?:the )?$")


# the end of a route or a journey: "sailing from China to Brazil", "from Seattle to Portland",
# and the words of other languages for "bound for" ("diretto ad Ancona", "rumbo a Canarias",
# "à destination de Douvres", "com destino a Lisboa", "menuju Pelabuhan Tigaras")
_DESTINATION_BEFORE = re.compile(
    r"(?:\bfrom (?:the )?(?:[A-Z][\w'’.-]*,? ){1,4}(?:to|into)"
    # and "leaves Pyongyang for Beijing", "departed Karachi for Mecca"
    r"|\b(?:leaves?|left|leaving|departs?|departed|departing) (?:the )?"
    r"(?:[A-Z][\w'’.-]*,? ){1,4}for"
    # and "de Bilbao a Madrid", "da Roma a Milano", "de Lisboa para o Porto"
    r"|\b(?:de|desde|da|dal|dalla|depuis) (?:[A-ZÀ-ÖØ-Þ][\w'’.-]* ){1,4}"
    r"(?:a|à|ad|al|ao|hasta|até|para|per|vers|verso)"
    r"|\b(?:dirett[oaie]|partit[oaie] per|in rotta|trasferiment[oi]|trasferit[oaie]"
    r"|viaggio|rientro) (?:a|ad|in|per|verso)"
    r"|\brumbo (?:a|al|hacia)|\bcon destino (?:a|al)|\bcom destino (?:a|ao|à)|\brumo (?:a|ao|à)"
    r"|\bà destination (?:de|du|des)|\ben direction (?:de|du|des)|\bmenuju"
    r"|\b(?:op weg|onderweg) naar|\bauf dem Weg nach|\bin Richtung"
    r"|\b(?:van|von) (?:[A-ZÀ-ÖØ-Þ][\w'’.-]* ){1,4}(?:naar|nach)) "  # "van Brugge naar"
    r"(?:the |la |el |le |il |o |a |l'|d')?$")


def journey_to_before(text: str, start: int) -> bool:
    """True for the end of a journey: "a flight to Manila", "board a ferry to Athens",
    "sailing from China to Brazil", "diretto ad Ancona"."""
    if _JOURNEY_TO.search(text, max(0, start - 16), start) is not None:
        return True
    window = text[max(0, start - 60) : start]
    if not any(hint in window for hint in _DESTINATION_HINTS):
        return False
    found = _DESTINATION_BEFORE.search(text, max(0, start - 60), start)
    # (not after a verb of arriving: "viajeros que llegan de Madrid a Sevilla" are there)
    return found is not None and _ARRIVING.search(text, max(0, found.start() - 16),
                                                  found.start()) is None


_ARRIVING = re.compile(r"\b(?:lleg\w*|arriv\w*|cheg\w*|giung\w*|rientr\w*) $", re.IGNORECASE)


# a word _DESTINATION_BEFORE cannot match without (a cheap first test)
_DESTINATION_HINTS = ("from ", "leav", "left ", "depart", "de ", "da ", "dal", "desde ",
                      "depuis ", "dirett", "partit", "rotta ", "trasferi", "viaggio ",
                      "rientro ", "rumbo ", "destin", "rumo ", "direction ", "menuju", "naar ",
                      "nach ", "Richtung ")


# a road, a line or a flight named by its two ends: "the Nakuru-Kericho highway", "the
# Moscow-St Petersburg railway line", "la linea ad alta velocità Torino-Lione"
_ROUTE_PAIR = re.compile(r"[A-Z][\w'’.]*(?: [A-Z][\w'’.]*){0,2}[-–][A-Z][\w'’.]*(?: [A-Z][\w'’.]*){0,2}")
_ROUTE_AFTER = re.compile(
    r" (?:[a-z-]+ ){0,2}(?:highway|road|motorway|expressway|freeway|railway|railroad|rail|line"
    r"|route|pipeline|corridor|flight|ferry|train|bus|express|autoroute|autopista|autostrada"
    r"|carretera|rodovia|Autobahn)\b")
_ROUTE_BEFORE = re.compile(
    r"\b(?:line|route|flight|linea|tratta|volo|ligne|vol|línea|vuelo|linha|voo|Strecke"
    r"|Linie|Flug|highway|motorway|autostrada|autoroute|autopista|carretera"
    # a race's stage run between two towns: "la quarta tappa del Giro d'Italia, Catanzaro-
    # Cosenza", "la 10e étape du Tour, Orléans-Vierzon"
    r"|stage|tappa|étape|etapa|Etappe)(?: [\w'’-]+,?){0,4} $")


def names_a_route(text: str, start: int, end: int) -> bool:
    """True for one end of a route named by both: "the Nakuru-Kericho highway", "the
    Moscow-St Petersburg line", "la linea Torino-Lione" (not "the Poland-Belarus border")."""
    if text[end : end + 1] not in ("-", "–") and text[start - 1 : start] not in ("-", "–"):
        return False
    low = max(0, start - 40)
    for pair in _ROUTE_PAIR.finditer(text, low, min(len(text), end + 40)):
        if pair.start() <= start and end <= pair.end():
            return _ROUTE_AFTER.match(text, pair.end()) is not None or _ROUTE_BEFORE.search(
                text, max(0, pair.start() - 50), pair.start()) is not None
    return False


def names_a_titled_person(text: str, start: int, end: int) -> bool:
    """True for a name that opens with a person's title and is followed by a regnal number:
    "the death of Queen Elizabeth II" (GeoNames has a Queen Elizabeth in Saskatchewan),
    "King Charles III", "Pope Leo XIV"."""
    head = text[start:end].split(" ", 1)[0].lower()
    if _REGNAL_AFTER.match(text, end) is None:
        return False
    if head in PERSON_TITLES and " " in text[start:end]:
        return True
    # the title before the name, in any of the wires' languages: "el rey Felipe VI" (not San
    # Felipe, Mexico), "le roi Charles III", "papa Leone XIV"
    return _title_before(text, start, _REGNAL_TITLES)


def _title_before(text: str, start: int, titles: frozenset[str], *,
                  written_lower: bool = False) -> bool:
    """True when the word right before ``start`` is one of ``titles``, written in lower case
    if ``written_lower`` (a capitalised one opens a longer name: "President Carter")."""
    before = text[max(0, start - 20) : start]  # (the longest: "kronprinsessan ")
    words = before.split()
    if not (before.endswith(" ") and words):
        return False
    word = words[-1]
    return (word.islower() or not written_lower) and word.lower() in titles


_REGNAL_TITLES = word_set("""king queen pope prince princess emperor empress rey reina papa
    príncipe princesa roi reine prince princesse re regina principe rei rainha könig königin
    kaiser kaiserin koning koningin kung drottning konge dronning papst pape paus papież""")


def after_a_title(text: str, start: int) -> bool:
    """True for a name right after a person's title in lower case, in the wires' languages:
    "la infanta Cristina" (not Cristina, Brazil), "former president Carter", "el alcalde
    Florencio"."""
    return _title_before(text, start, _LOWER_TITLES, written_lower=True)


# the titles of office (the regnal ones too) written in lower case before a name
_LOWER_TITLES = _REGNAL_TITLES | word_set("""president infanta infante principessa presidente
    président presidenta ministro ministra ministre alcalde alcaldesa maire sindaco prefeito
    governador gobernador gouverneur senador senadora sénateur diputado diputada députée
    député""") | NORDIC_TITLES | {"kong"}  # the Nordic languages' titles, lower case before
# the name as in Spanish: "prins Daniel" (not Daniel, Utah), "kronprinsessan Victoria", "kong
# Harald", "statsminister Mette Frederiksen", "presidentti Niinistö"; not the definite
# "kongen", "dronningen", "kronprinsen", the sentence's subject before its object ("Torsdag
# besøgte dronningen Aalborg")


def taken_to_before(text: str, start: int) -> bool:
    """True for where someone was taken: "flown to Moscow", "deported to Kabul"."""
    return _TAKEN_TO.search(text, max(0, start - 16), start) is not None


# a vessel's or a spacecraft's name: after its kind ("the container ship Dali", "the tanker
# Sounion", "MV Wakashio", "the aircraft carrier Charles de Gaulle") or before it ("the Nuri
# space rocket", "the Kursk submarine", "the Galaxy Leader cargo ship"); not a ferry's
# route ("the Dover ferry")
_VESSEL_KINDS = word_set("""ship vessel tanker freighter carrier warship frigate destroyer cruiser
    corvette yacht submarine liner trawler icebreaker dredger rocket spacecraft spaceship boat""")
_SHIP_PREFIXES = frozenset(
    "MV MS MT SS USS USNS HMS HMAS HMCS HMNZS RFA INS RV FS".split())  # noqa: SIM905
_VESSEL_STEMS = ("ship", "schiff", "schiffs", "boot", "boots", "vessel", "tanker", "tankers",
                 "submarine", "sous-marin", "frégate", "frigate", "ferry", "navire", "nave",
                 "sottomarino", "buque", "barco", "carrier", "destroyer", "cruiser", "yacht")
_VESSEL_NOUNS_AFTER = word_set("""rocket rockets spacecraft spaceship capsule probe lander rover
    launcher ship tanker freighter carrier warship frigate destroyer submarine yacht vessel""")
_VESSEL_QUALIFIERS = word_set("space carrier cargo container cruise bulk oil research lunar")
# where vessels are, not a vessel: "the Galveston cruise ship terminal"
_VESSEL_PLACES = word_set("""terminal terminals port ports dock docks pier piers yard yards berth
    harbour harbor shipyard""")


def names_a_vessel(text: str, start: int, end: int) -> bool:
    """True for a ship's or a spacecraft's name: "the container ship Dali" (not the Chinese
    city), "the Nuri space rocket", "the tanker Sounion"."""
    if start > 2 and text[start - 1] == " " and text[start - 2].isalpha():
        word = text[text.rfind(" ", 0, start - 1) + 1 : start - 1]
        if word in _SHIP_PREFIXES or word.lower() in _VESSEL_KINDS:
            return True
    if start > 3 and text[start - 1] in OPENING_QUOTES and text[start - 2] == " ":
        # a name in quotes after the vessel's noun, in any language: "des Atom-U-Boots
        # «Kursk»", "the submarine 'Kursk'", "le sous-marin « Koursk »"
        word = text[text.rfind(" ", 0, start - 2) + 1 : start - 2].lower()
        if word.endswith(_VESSEL_STEMS):
            return True
    if text[end : end + 1] != " " or not text[end + 1 : end + 2].islower():
        return False  # the words after are lower-case: "the Nuri space rocket"
    after = text[end + 1 : end + 40].split(None, 3)
    if not after:
        return False
    first = after[0].lower().rstrip(PUNCT)
    if first in _VESSEL_NOUNS_AFTER:
        return len(after) < 2 or after[1].lower().rstrip(PUNCT) not in _VESSEL_PLACES
    return first in _VESSEL_QUALIFIERS and len(after) > 1 and (
        after[1].lower().rstrip(PUNCT) in _VESSEL_NOUNS_AFTER) and (
        len(after) < 3 or after[2].lower().rstrip(PUNCT) not in _VESSEL_PLACES)


def names_a_likeness(text: str, start: int) -> bool:
    """True for a place's likeness, not the place: "a replica of the Statue of Liberty at a
    protest", "a model of the Taj Mahal at a trade fair", "a mural of the Sydney Opera House"."""
    return "of " in text[max(0, start - 8) : start] \
        and _LIKENESS_BEFORE.search(text, max(0, start - 28), start) is not None


_LIKENESS_BEFORE = re.compile(r"\b(?:replicas?|(?:scale )?models?|miniatures?|copy|copies|murals?"
                              r"|mock-ups?|postcards?|posters?) of (?:the )?$", re.IGNORECASE)


def names_a_storm(text: str, start: int) -> bool:
    """True for the name of a storm: "Cyclone Winston", "el huracán Otis"."""
    return text.endswith(" ", 0, start) and _STORM_BEFORE.search(
        text, max(0, start - 16), start) is not None


def names_a_race(text: str, start: int, area: bool = True) -> bool:
    """True for a country or region that names a stage race: "the Tour de France" rides
    through Denmark, "the Giro d'Italia" through the Netherlands; and for an ``area`` a
    Grand Prix is named after ("Großer Preis von Luxemburg")."""
    return start > 5 and (
        _RACE_BEFORE.search(text, max(0, start - 20), start) is not None
        or (area and _GRAND_PRIX_BEFORE.search(text, max(0, start - 24), start) is not None)
    )


def time_of_before(text: str, start: int) -> bool:
    """True after "the first day of", "the eve of": a holiday's name, not a place's."""
    return text.endswith(" of ", 0, start) and _TIME_OF.search(
        text, max(0, start - 24), start) is not None


def the_and_adjective_before(text: str, start: int) -> bool:
    """True after "the Western", "the Great": a landmark's name ("the Western Wall")."""
    return text.endswith(" ", 0, start) and _THE_AND_ADJECTIVE.search(
        text, max(0, start - 16), start) is not None


_TOWN_OF_BEFORE = re.compile(
    r"\bthe (?:[a-z-]+ ){0,2}(town|city|village|township|municipality) of $")
# a region or province in other languages: "la región de Valparaíso", "la provincia di Rieti"
_AREA_OF_BEFORE = re.compile(
    r"\b(?:regi[óo]n|regi[ãa]o|regione|r[ée]gion|provincia|prov[íi]ncia|province"
    r"|departamento|d[ée]partement|estado) (?:de|del|di|du) $", re.IGNORECASE)


# a region's noun written right before its name, with no "de": "la región Ica"
_REGION_NOUNS = frozenset({"región", "region", "regione", "região"})


def kind_called_before(text: str, start: int) -> str | None:
    """The kind a name is called by before it, with no preposition to cue it: "pictures of
    the lakeside village of Hallstatt" (a town), "hit the city of Kharkiv" (a city), "la
    región de Valparaíso" (a region, in Spanish, Portuguese, Italian or French)."""
    if text.endswith(" of ", 0, start):
        found = _TOWN_OF_BEFORE.search(text, max(0, start - 48), start)
        return None if found is None else KIND_HINTS[found.group(1)]
    if text.endswith((" de ", " del ", " di ", " du "), 0, start):
        found = _AREA_OF_BEFORE.search(text, max(0, start - 24), start)
        if found is not None:
            return "region"  # "en la región de Valparaíso"
        found = _UNIT_OF_BEFORE.search(text, max(0, start - 24), start)
        return None if found is None else _UNIT_KINDS[found.group(1).lower()]
    if text[start - 1 : start] == " ":  # the Slavic units, in any case: "(gmina Kleszczów)"
        word = text[text.rfind(" ", 0, start - 1) + 1 : start - 1].lstrip("(").lower()
        if word in _REGION_NOUNS:
            return "region"  # Peru's "en la región Ica", Italy's "in regione Lombardia"
        if word in _SLAVIC_UNITS:
            return _SLAVIC_UNITS[word]
    if not text.endswith(_VIETNAMESE_UNIT_ENDS, 0, start):
        return None
    found = _VIETNAMESE_UNIT_BEFORE.search(text, max(0, start - 12), start)
    return None if found is None else _UNIT_KINDS[found.group(1).lower()]


# the units of the Slavic languages, written before their names with no preposition and
# declined: a gmina, obec, općina or opština is named after its seat (the town); a powiat
# or okres is an area
_SLAVIC_UNITS = {
    **dict.fromkeys("gmina gminy gminie obec obce obci općina općine općini opština opštine "
                    "opštini opcina opstina".split(), "town"),
    **dict.fromkeys("powiat powiatu powiecie okres okresu okrese".split(), "region"),
}


_VIETNAMESE_UNIT_ENDS = ("xã ", "ờng ", "ấn ", "yện ", "ận ", "ỉnh ", "phố ", "Xã ")


# the units of other languages before their names: "la commune de Lichana, daïra de Tolga"
# (Algeria), "el municipio de Juchitán", "xã Kiến An, huyện Chợ Mới, tỉnh An Giang" (Vietnam)
_UNIT_OF_BEFORE = re.compile(
    r"\b(commune|da[ïi]ra|wilaya|municipio|comuna|distrito|concelho|munic[íi]pio|comune"
    r") (?:de|del|di|du) $", re.IGNORECASE)
_VIETNAMESE_UNIT_BEFORE = re.compile(r"(?:^|[\s,])(xã|phường|thị trấn|thị xã|huyện|quận|tỉnh"
                                     r"|thành phố) $", re.IGNORECASE)
# (a district of a province, named after its seat, is an area: the town in it is finer)
_UNIT_KINDS = {"commune": "town", "comune": "town", "municipio": "town", "município": "town",
               "comuna": "town", "concelho": "region", "daïra": "region", "daira": "region",
               "distrito": "region", "wilaya": "region", "xã": "town", "phường": "neighbourhood",
               "thị trấn": "town", "thị xã": "town", "huyện": "region", "quận": "region",
               "tỉnh": "region", "thành phố": "city"}


# the lower-case nouns of a town's quarters and hamlets, in Spanish, Portuguese and Italian,
# right before the quarter's own name: "en el sector La Vega", "no bairro Jardim Ângela", "il
# quartiere Sanità", "el corregimiento Santa Cecilia"
_QUARTER_NOUNS = frozenset("""barrio barriada sector colonia urbanización urbanizacion reparto
    asentamiento bairro favela quartiere rione borgata frazione corregimiento vereda caserío
    caserio pedanía pedania freguesia""".split())  # noqa: SIM905
# ... and before the town that holds them: "un barrio ribereño de Concepción", "frazione di
# Arquata del Tronto", "varias alquerías de Caminomorisco", "zona rural de La Unión" (not
# "el barrio porteño de La Boca", "el barrio de Gràcia": the quarter's own name)
_TOWN_OF_QUARTERS = re.compile(
    r"(?:\b(?:frazion[ei]|alquer[íi]as|pedan[íi]as|caser[íi]os|(?:zona|[áa]rea) rural"
    r"|periferia|quartieri)"
    r"|\b(?:un|una|unos|unas|varios|varias|dos|tres|dei|nei) (?:barrios?|barriadas?|bairros?"
    r"|sector(?:es)?|colonias?|favelas?|urbanizaciones|asentamientos|quartieri)"
    r"(?: [a-záéíóúñç]{3,})?) (?:de|del|di|da|do|dos|das) $")
_OF_ENDINGS = (" de ", " del ", " di ", " da ", " do ", " dos ", " das ")


def quarter_before(text: str, start: int) -> str | None:
    """What a lower-case noun before a name says of it: "quarter" when the name is a town's
    quarter or hamlet ("en el sector La Vega"), a namesake town elsewhere being no reading;
    "town" when it holds them ("un barrio ribereño de Concepción", "frazione di Arquata del
    Tronto"): the place the event is in, as "in" would say."""
    if text[start - 1 : start] != " ":
        return None
    if text.endswith(_OF_ENDINGS, 0, start):
        found = _TOWN_OF_QUARTERS.search(text, max(0, start - 40), start)
        return None if found is None else "town"
    word = text[text.rfind(" ", 0, start - 1) + 1 : start - 1]
    return "quarter" if word in _QUARTER_NOUNS else None


def island_of_before(text: str, start: int) -> bool:
    """True after "the island of": the name is an area around its towns."""
    low = max(0, start - 24)
    return "sland of" in text[low:start] and _ISLAND_OF.search(text, low, start) is not None


def race_finish_at(text: str, start: int) -> bool:
    """True for the finish town of a race's course when the picture is of its finish: the
    second place of "between X and Y" or the end of "from X to Y" in a sentence of a stage
    or a distance and a finish ("crosses the finish line to win the 1st stage ..., 197.8
    km between Brest and Landerneau", "over de finish ..., 273,4 km van Brugge naar
    Oudenaarde")."""
    low = max(0, start - 60)
    between = _BETWEEN.search(text, low, start)
    if (between is None or " and " not in between.group()) and not (
        any(hint in text[low:start] for hint in _DESTINATION_HINTS)
        and _DESTINATION_BEFORE.search(text, low, start) is not None
    ):
        return False
    window = text[max(0, start - 300) : start + 200]
    return _RACE_STAGE.search(window) is not None and _RACE_FINISH.search(window) is not None


def race_start_at(text: str, start: int) -> bool:
    """True for the start town of a race's course when the picture is of its start: the
    first place of "from X to Y", "van X naar Y", "de X à Y" in a sentence of a stage or a
    distance and a start ("at the start of the first stage ..., 194,5 km from Brussels to
    Brussels via Charleroi"; not the riders' finish, nor a truck "from Kampala to Juba")."""
    if not text.endswith(_FROM_WORDS, 0, start):
        return False
    head = _NAME_RUN.match(text, start)
    if head is None or not _TO_WORD.match(text, head.end()):
        return False
    window = text[max(0, start - 300) : start + 200]
    return _RACE_STAGE.search(window) is not None and _RACE_START.search(window) is not None \
        and _RACE_FINISH.search(window) is None


_FROM_WORDS = ("from ", "van ", "de ", "von ", "da ", "desde ")
_NAME_RUN = re.compile(r"[A-ZÀ-Ý][\w'’.-]*(?: [A-ZÀ-Ý][\w'’.-]*){0,3}")
_TO_WORD = re.compile(r",? (?:to|naar|à|a|nach|para) ")
# a race's start: "at the start of the first stage", "le départ", "la partenza", "de start"
_RACE_START = re.compile(r"\b(?:start(?:s|ed|ing)?|départ|partenza|salida|vertrek|Start)\b",
                         re.IGNORECASE)
# a race's stage, by its number or its length ("the 1st stage", "11e étape", "197,8 km"; not
# "on stage", "the group stage"), and its finish ("finish line", "l'arrivée", "traguardo")
_RACE_STAGE = re.compile(r"\b\d+(?:st|nd|rd|th|e|ª|a|\.)? (?:stage|étape|tappa|etapa|Etappe)\b"
                         r"|\b(?:stage|étape|tappa|etapa|Etappe) \d+\b|\d+(?:[.,]\d+)? ?km\b",
                         re.IGNORECASE)
_RACE_FINISH = re.compile(r"\b(?:finish(?:es|ed|ing)?|wins? the|winning the|arrivée|traguardo"
                          r"|llegada|Ziel)\b|\bmeta\b")  # (not the firm "Meta")


def between_before(text: str, start: int) -> bool:
    """True for either place of "between X and Y": the two sides of a match, a border, a
    road or talks, not where the picture was taken."""
    low = max(0, start - 60)
    return text.find("between ", low, start) >= 0 and _BETWEEN.search(text, low, start) is not None
