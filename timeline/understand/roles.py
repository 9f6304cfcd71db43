"""The role of each place name in a caption, read from the words around it.

A gazetteer scan finds every string that *could* be a place. Most captions name
several; only one is where the photo was taken. This module reads the few words
on each side of a name, the way a caption editor would, and says what the name
is doing there:

* a locative cue before it ("in", "at", "near", "on the outskirts of",
  "10 km south of") makes it a candidate event place;
* a feature noun after it ("Mashhad area", "Hmeymim airbase", "Idlib province")
  makes it a place and tells the gazetteer what kind to look for;
* an organisation word after it ("Aleppo Media Center", "Misrata brigades")
  makes it part of a name, not a place;
* a political verb after it ("Moscow launched", "Washington has said",
  "Tehran-backed") makes it a metonym for a government;
* a capitalised word before it that is not a cue ("President Bashar Assad")
  makes it part of a person's or a thing's name;
* a state's abbreviation after it (", Va.", ", NSW") places it in that state, and
  the gap between two names says whether they make one place phrase ("Douma, in the
  eastern Damascus suburb of Ghouta").

The tests for what else a name may be (a storm's, a vessel's or an institution's
name, a date word, a side, a place outside the picture) are in :mod:`.name_uses`,
which builds on the word lists here.

Everything works on short slices with precompiled patterns and set look-ups: this
runs for every name in every caption, and the whole caption step has a budget of
a few tens of microseconds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "AU_STATES",
    "BREAK_WORDS",
    "CA_PROVINCES",
    "COMPASS_HYPHEN_WORDS",
    "KIND_HINTS",
    "OPENING_QUOTES",
    "PROPER_PREFIX",
    "LANDMARK_NOUNS",
    "LONG_PARTICLES",
    "MONTHS",
    "NOTHING_AFTER",
    "NORDIC_TITLES",
    "PERSON_TITLES",
    "PUNCT",
    "STATE_COUNTRY",
    "MX_STATES",
    "US_STATES",
    "After",
    "compass_hyphen_head",
    "is_link_gap",
    "is_listing_gap",
    "is_proper_name",
    "kind_in_name",
    "read_after",
    "read_before",
    "state_after",
    "titled_states",
]

# --- word lists -------------------------------------------------------------


def word_set(words: str) -> frozenset[str]:
    """A word list written as one string (easier to read and extend than a literal)."""
    return frozenset(words.split())


# Prepositions that put the photo *at* the following place. "near"-like ones
# (the photo is by the place, not in it) lower the precision to ACLED 2.
_AT_PREPS = word_set("""in at inside within throughout through across into over on along past
    around aboard""") | word_set(  # "in" of captions in other languages: French, Spanish and
    # Portuguese, Italian, German, Indonesian ("dans le port de Catane", "di Sabang"), the
    # Nordic "på" ("på Bornholm"; their "i" only in a caption with their letters: _nordic_in)
    "à dans en au aux sur em nel nella nei im di på ad"  # Italian "ad Amatrice"
    # and Africa's: Swahili "jijini", "mjini", "mkoani", "wilayani", "kijijini", "kisiwani"
    # (in the city, town, region, district, village, island of; not "katika", in, which goes
    # before the units too: "katika kaunti ya Nakuru"); Hausa "birnin", "garin" (the city,
    # the town of: "a birnin Kano"); Somali "magaalada" (the city of); Wolof "ci" (in)
    " jijini mjini mkoani wilayani kijijini kisiwani birnin garin magaalada ci"
    " në li"  # (Albanian "në Durrës", Kurmanji "li Kobanê")
    " op")  # Afrikaans and Dutch "op" ("'n stemlokaal op Orania", "op Schiphol")
_NEAR_PREPS = word_set("near outside nearby beside off towards toward") | word_set(
    "près cerca perto presso vicino bei bij nahe dekat naby")  # (Afrikaans "naby Bethlehem")
# Lower-case links inside Romance names: a name going on past them is a longer name.
_NAME_LINKS = word_set("de del da do dos das di du des della")
# "<word> of X": the place is next to X ("south of", "outskirts of").
_NEAR_NOUNS = word_set("""north south east west northeast northwest southeast southwest north-east north-west
    south-east south-west northeast northwest outskirts edge edges vicinity outside
    environs periphery suburbs suburb countryside fringes gates coast coasts shore shores
    gulf bay border borders frontier""")
# the compass words of French, Spanish, Italian and Portuguese before their "of": "au sud
# de Marrakech", "al noroeste de Managua", "a nord di Roma", "ao norte de Lisboa"
_ROMANCE_BEARINGS = word_set("""nord sud est ouest nord-est nord-ouest sud-est sud-ouest norte sur
    este oeste noreste noroeste sureste suroeste nordeste sudeste sudoeste leste ovest nordest
    nordovest sudest sudovest afueras alrededores periferia dintorni banlieue""")
_ROMANCE_OF = word_set("de di du do da d'")
_BORDERS = word_set("border borders frontier boundary")
# the units of a distance before the Romance "of": "à 30 kilomètres de Dakar", "a unos
# 40 kilómetros de Lima", "a 20 chilometri da Roma" are the photo's reference, as "30 km from"
_DISTANCE_UNITS = word_set("""km kms kilomètres kilometres kilómetros kilometros chilometri
    quilômetros quilómetros milles millas miglia milhas""")
# Words that end a clause: a name after them is not governed by an earlier cue.
BREAK_WORDS = word_set("""that which who whom whose where when while and or but as after before since for
    to from with by against during under than is are was were be been being has have had
    will would could should said says say told including include includes amid despite
    because if unless until toward towards via following led killed fled flee flees
    fleeing left leave leaves leaving fra från aus uit
    venus venu venue venues partis partiti partite arrivés arrivati procedentes procedente
    provenientes proveniente llegados llegadas vindos vindas""")
# ("from" of the Germanic languages; the Romance participles of coming from a place)
# Lower-case words allowed between two names of one place ("Douma, in the
# eastern Damascus suburb of Ghouta"; "Sakhour neighbourhood in the eastern
# part of the northern city of Aleppo").
_LINK_WORDS = word_set(""", in of the a 's ’s near outside part parts side heart centre center edge edges
    air base airbase airport airfield regency prefecture township department
    cosmodrome spaceport refinery mine plant factory oilfield stadium hospital station market
    citadel ruins fortress sanctuary
    outskirts city town village capital twin border province governorate region district zone
    area neighbourhood neighborhood quarter section core suburb suburbs camp countryside state
    county desa kelurahan kecamatan kabupaten kota provinsi
    oblast municipality old new holy historic restive embattled besieged battered
    slum favela favelas township barrio bazaar souk quartier bairro quartiere stadtteil wijk
    ın un ün nın nin nun nün
    της του των στη στην στο στον στα στις στους
    war-torn occupied disputed contested coastal mountainous desert rural central
    lakeside seaside riverside hilltop alpine remote picturesque fishing mining farming
    frontline front-line industrial small tiny sleepy ancient medieval resort tourist
    north south east west northern southern eastern western northeastern northwestern
    southeastern southwestern north-eastern north-western south-eastern south-western
    northeast northwest southeast southwest key strategic port main largest second
    biggest second-biggest second-largest third-largest third-biggest
    third on at off just km kilometres kilometers kms miles mi about some nearly
    around au aux en em dans à nel nella im le la les el los las il lo
    island isle peninsula territory territories overseas collectivity dependency autonomous
    semi-autonomous pacific caribbean
    de du des del di l'ouest l’ouest l'est l’est ouest est nord sud centre
    une unos unas quelque quelques environ circa centaine dizaine kilomètres kilómetros
    chilometri quilômetros quilómetros
    naby die
    quinzaine vingtaine trentaine quarantaine cinquantaine soixantaine centinaio""")
# (Afrikaans "naby" and "die", near and the: "Rietvlei naby Bethlehem in die Vrystaat";
# "Paris, au Texas", "Viña del Mar, en Chile", "Gonfaron, dans le Var", "des Sables-d'Olonne,
# dans l'ouest de la France"; the Turkish genitive
# split from its name: "Hatay'ın Antakya ilçesinde")
# Capitalised words that may sit in a cue path ("in the Old City of Damascus").
# titles before a person's name, which a town may share ("President Bush": Būsh, Egypt)
PERSON_TITLES = word_set("""president king queen prince princess pope sheikh emir sultan
    governor mayor senator chancellor premier ayatollah archbishop cardinal sir lady lord
    infanta infante""")  # (Spain's royal children: "la infanta Cristina")
# the Nordic languages' royal and state titles as written before a name, capitalised when
# they open a sentence: "Kronprinsessan Victoria och prins Daniel", "Presidentti Stubb" (not
# "Kong": Hong Kong's second word). Only the bare forms, and Swedish's definite "prinsessan"
# and "kronprinsessan", which do stand before names: "kongen", "kronprinsen" are the king,
# the crown prince, a sentence's subject ("I går besøkte kongen Tromsø": the king visited
# Tromsø), never a name's title ("kong Harald", not "kongen Harald")
NORDIC_TITLES = word_set("""kung drottning prins prinsessan prinsessa prinsesse kronprins
    kronprinsessan kronprinsessa kronprinsesse dronning statsminister presidentti
    pääministeri kuningas prinssi forseti""")
_TITLE_PATH = word_set(
    """old city new square street road camp valley gate market bridge the of district
    north south east west northern southern eastern western central upper lower greater
    kabupaten kota provinsi kecamatan desa kelurahan pulau barangay brgy municipality
    kibbutz moshav"""
)  # Indonesian units before their names: "di Kabupaten Lampung Selatan", "di Desa Sukamaju";
# Israel's "in Kibbutz Be'eri", "at Moshav Netiv HaAsara"
# Capitalised words that may precede a place name without making it part of
# another name ("In Aleppo", "East Jerusalem", "Greater Damascus").
PROPER_PREFIX = word_set("""in at near outside from on of and the to by inside around across into over while as
    after before since when where with for a an but or if north south east west northern
    southern eastern western central upper lower old new greater northeast northwest
    southeast southwest al el kibbutz moshav barangay brgy kampung kampong desa kelurahan
    kabupaten kota provinsi kecamatan pulau
    aldea colonia ejido co county
    dorf stadt gemeinde landkreis bezirk ortsteil hauptstadt kanton insel dorp stad gemeente
    """)  # "Bray, Co Wicklow" (PA writes no full stop); German nouns: "im Dorf Brienz"

# a facility's noun written before its town's name ("Safari Park Dvur Kralove", "Zoo
# Atlanta", "Arena Zagreb"): the town is a proper name of its own
_FACILITY_FIRST = word_set("""park zoo arena stadium stadion airport station bahnhof hauptbahnhof
    flughafen hafen""")  # "Naval Station Norfolk", "durch den Bahnhof Göttingen"
# an air force's or a navy's base before its town: "NATO Air Base Geilenkirchen", "Naval Base
# San Diego", "RAAF Base Tindal" (not "Joint Base Andrews": named after people)
_BASE_BEFORE = re.compile(r"\b(?:Air|Naval|Navy|RAAF|RAF|RCAF|RNZAF|Army) Base $")

# Feature nouns after a name, and the gazetteer kind each suggests.
KIND_HINTS: dict[str, str] = {
    "airbase": "airbase",
    "air base": "airbase",
    "airfield": "airbase",
    "air field": "airbase",
    "military base": "airbase",
    "military airfield": "airbase",  # "near the Severny military airfield outside Smolensk"
    "military airport": "airbase",
    "base": "airbase",
    "airport": "airbase",
    "international airport": "airbase",
    "area": "neighbourhood",
    "neighbourhood": "neighbourhood",
    "neighborhood": "neighbourhood",
    "quarter": "neighbourhood",
    "section": "district",  # "the Kensington section of Philadelphia"
    "core": "district",  # "the Galt core of Cambridge"
    "district": "district",
    "woreda": "district",  # Ethiopia's districts: "Guba woreda, Metekel zone"
    "suburb": "district",
    "suburbs": "district",
    "old city": "district",
    "refugee camp": "landmark",
    "camp": "landmark",
    "crossing": "landmark",
    "border crossing": "landmark",
    "province": "admin1",
    "governorate": "admin1",
    "oblast": "admin1",
    "state": "admin1",
    "region": "region",
    "countryside": "region",
    "valley": "region",
    "city": "city",
    "town": "town",
    "village": "town",
    "border town": "town",
    "county": "town",  # "Yangshuo County": placed at the town that names it
    "regency": "town",  # "Cianjur regency": likewise
    "municipality": "town",
    "township": "town",
    "prefecture": "admin1",
    "department": "admin1",
    # Turkish, in the locative: "Hatay'ın Antakya ilçesinde" (in the Antakya district)
    "ilçesinde": "town", "ilçesindeki": "town", "beldesinde": "town", "köyünde": "town",
    "kentinde": "city", "şehrinde": "city", "ilinde": "admin1", "mahallesinde": "neighbourhood",
    "protectorate": "country",  # "Bechuanaland Protectorate": the country, not a part of its name
    "colony": "country",  # "Kenya Colony", "Aden Colony"
}
# Organisation words after a name (possibly after more capitalised words).
_ORG_WORDS = word_set("""media council committee committees brigade brigades battalion battalions front
    observatory directorate ministry command operations university college school
    institute academy club fc times post news radio tv television agency bank company
    corporation airways airlines authority coordination network union foundation party
    movement organisation organization group militia militias forces army police guard
    guards revolutionaries revolutionary governor mayor center centre hospital oil health
    street road avenue square gate highway bridge declaration accord accords agreement
    talks process conference summit protocol convention martyrs secretary secretary-general
    spokesperson spokesman spokeswoman""")  # ("NATO Secretary General Mark Rutte")
# Letters after a town's name that make it a club's or a firm's ("Malmö FF", "Erasmus MC",
# "Hamburger SV", "Siemens AG"); not a state's or province's ("Columbia SC", "Regina SK")
_FIRM_AND_CLUB_TAGS = frozenset([
    "FC", "FF", "IF", "AFC", "CFC", "BK", "IK", "FK", "SV", "MC", "UMC", "AG", "GmbH", "PLC",
    "plc", "LLC", "Inc", "Ltd", "SpA", "ASA", "BV",
])
# Facilities named after their town and standing in it: the town is where the
# photo is ("at Kabul University", "near Mosul Dam", "at Windsor Castle, Berkshire"), at
# ACLED precision 2. (A castle or a cathedral only with its container: see _placed_after; not
# a palace: a duke's or a battle's name more often than its town's, "Buckingham Palace".)
_DISTANCE = re.compile(r"\d+(?:\.\d+)?(?:km|mi|kms)")
_HYPHENED_BEARING = re.compile(r"(?:north|south|central|mid)-(?:east|west|north|south)(?:ern)?")
_FACILITY_WORDS = word_set("""university hospital college school stadium dam citadel museum base airport
    airfield barracks prison court courthouse cosmodrome spaceport junction port castle cathedral
    racecourse racetrack showground showgrounds centrale termini centraal hbf
    havn hamn hafen flughafen lufthavn flygplats bahnhof hauptbahnhof""")
# (the same nouns in the languages of the continent's houses: "Rønne Havn", "Kiel
# Hauptbahnhof"; not their stadiums and universities, which clubs and founders name:
# "Sparta Stadion", "Victoria Stadion", "Harvard Universitet")
# a launch site's last word, after "Launch": "the Wenchang Space Launch Site", "the Jiuquan
# Satellite Launch Center" (not "the Kennedy Space Center": named after a person)
_LAUNCH_HEADS = word_set("site center centre complex base")
# a centre of these kinds, named after its town, stands in it: "the Dubai World Trade Centre",
# "the Bangkok Convention Centre" (not "the Kennedy Center", "the Aleppo Media Center")
_CENTRE_KINDS = word_set("trade convention exhibition congress conference")
# a station named after its town by its kind, perhaps with the side of town it serves:
# "Guangzhou Railway Station", "Beijing West Railway Station", "Kyiv Central Bus Station"
_STATION_KINDS = word_set("railway train rail bus coach")
_STATION_WORDS = _STATION_KINDS | word_set("north south east west central main")
# a rocket "blasts off from" its pad, where the picture is; a plane that "took off from"
# Baku crashed elsewhere: its origin
_LAUNCH_VERBS = word_set("blasts blast blasted lifts lift lifted lifting blasting")
# ... and so is a plane that "takes off from" an air base in the present of the picture ("an
# RAF Typhoon takes off from RAF Akrotiri, Cyprus, to conduct strikes in Yemen"); "took off
# from" tells a flight's past, its origin
_TAKEOFF_VERBS = word_set("takes take taking")
# a compass word joined by a hyphen to a region's or a town's name in Afrikaans, Dutch and
# German: "in die Oos-Vrystaat" (the eastern Free State), "Wes-Transvaal", "in Ost-Berlin":
# the name after the hyphen is the place, the compass word no name of its own (not Ōtsu)
COMPASS_HYPHEN_WORDS = word_set("""oos wes noord suid noordoos noordwes suidoos suidwes oost
    zuid noordoost zuidoost zuidwest ost süd nord nordost südost südwest""")
# a firm's name in the possessive before a site named after its town, the site's noun after
# the town ("at Lonmin's Marikana platinum mine", "Saudi Aramco's Ras Tanura oil refinery"):
# the firm owns the site, which stands by the town
_OWNED_SITE_AFTER = re.compile(
    r"[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,2}(?P<end>) (?:[a-z-]+ ){0,3}?(?:mine|mines|refinery|smelter"
    r"|oilfield|gasfield|terminal|plant|colliery|facility|factory|complex|power station"
    r"|oil field|gas field)\b")
# a picture that is a view of the place: "A general view of the Ras Tanura refinery", "an
# aerial view of Derna" (its camera there or above it)
_VIEW_KINDS = word_set("general aerial")
_POSSESSIVE_NAME = re.compile(r"[A-Z][\w-]*(?: [A-Z][\w-]*){0,2}['’]s ")
# A landmark named after a saint or a person: "St James' Park", "St Paul's Cathedral"
LANDMARK_NOUNS = word_set("""park square street road avenue gate bridge palace church cathedral
    hall garden gardens tower castle abbey chapel basilica college school mosque temple""")
# the last words of an event named after its host town: "the Beijing Olympic Games"
_EVENT_NOUNS = word_set("""olympics olympic games festival marathon expo biennale carnival
    championships fair regatta""")
# a town's peace park or museum: "Nagasaki Peace Park", "Hiroshima Peace Memorial Museum"
_PEACE_HEADS = word_set("park museum")
_PEACE_WORDS = word_set("peace memorial")
# Words between a town and its facility's noun ("Kandahar International Airport")
_FACILITY_QUALIFIERS = word_set("""international air force military regional municipal national
    stock
    grammar primary secondary public elementary
    state general central naval army federal teaching high supreme district magistrates
    magistrate's crown county provincial criminal space satellite launch world training
    cricket football rugby hockey tennis sports olympic athletics
    """) | _CENTRE_KINDS  # "the Pietermaritzburg High Court", "the Jiuquan Satellite Launch Center"
# a museum's kind between its town and "Museum": "the Hong Kong Palace Museum", "the Shanghai
# Art Museum", "the Tianjin Natural History Museum" stand in their town (not "the Metropolitan
# Museum", "the Victoria and Albert Museum": no town's kind)
_MUSEUM_KINDS = word_set("palace art arts science history natural maritime railway heritage")
# Water bodies named after a place: "the Gulf of Aden", "the Sea of Azov",
# "the Jordan river" are not the city or country of that name.
# ("sea" and "bay" only capitalised, read as part of a longer name: "Tartus sea port")
_WATER_WORDS = word_set("river lake gulf strait straits lagoon glacier")
# (and a glacier's: "the Perito Moreno glacier" is 300 km from the town Perito Moreno)
# a volcano is mostly by the town of its name (Stromboli, Turrialba, Masaya): near it,
# ACLED precision 2 ("Kilauea volcano" is not: the town is on another island)
_VOLCANO_WORDS = word_set("volcano crater")
# Words after a place that make it stand for its government.
# (and the people who speak for a seat of power: "Kremlin spokesman Dmitry Peskov", "a White
# House spokesperson", "Downing Street officials": its voice, not where the photo is)
_GOVERNMENT_NOUNS = word_set("""government regime authorities administration leadership officials
    official spokesman spokeswoman spokesperson spokespeople spokesmen aide aides critic critics
    chief insider insiders watcher watchers loyalist loyalists adviser advisers advisor advisors
    speaker president""")
_PRESS_OFFICERS = word_set("secretary secretaries officer officers office service")
# "Misrata brigades", "Taliban fighters": an armed group or body named after a place.
_ORG_LOWER = word_set(
    """brigade brigades battalion battalions militia militias militiamen council fighters
    militants rebels gunmen insurgents"""
)
_TEAM_WORDS = word_set("team team's team’s teams squad")
_FEATURE_FIRST = word_set("international air military refugee border old")
_ARTICLE_REMNANTS = word_set("al- el- an- ar- as- ash- at- ad- az- ed- es- ez-")
_COMPOUND_TAILS = word_set("held controlled occupied run torn hit ravaged")
_AUX = word_set("""has have had will would could should did does do also not never repeatedly long
    again later previously then already recently now reportedly""")
_POLITICAL_VERBS = word_set("""said says say saying told tells announced announces claimed claims denied denies
    deny accused accuses accuse warned warns warn blamed blames blame launched launches
    launch backed backs back supports supported support sent sends send deployed deploys
    agreed agrees rejected rejects condemned condemns demanded demands insisted insists
    called calls urged urges responded responds retaliated imposed imposes threatened
    threatens vowed vows pledged pledges wants want hopes hope plans plan planned refused
    refuses maintains maintained recognised recognized recognises recognizes intervened
    ordered orders approved approves opposes opposed welcomed welcomes signed signs
    negotiated considers considered believes expects fears joined joins withdrew withdraws
    withdrawn regained regains retook seized annexed invaded invades insists stepped
    ramped struck strikes bombed attacked ordered admitted admits confirmed confirms
    argued argues offered offers asked asks requested requests proposed proposes
    accepted accepts announced decided decides promised promises voted""")
_AFFIX_METONYM = word_set("""backed led allied aligned supported sponsored brokered funded armed
    friendly linked""")
_POLITICAL_NOUNS = word_set("""government regime ally allies backing support forces military army troops
    intervention campaign decision envoy ambassador embassy president leader officials
    policy strikes warplanes jets role influence proxies king queen prince emir sultan
    minister ministry parliament delegation""")

PUNCT = ",.;:!?)(\"“”‘’'[]"
_ARTICLE_PREFIX = re.compile(
    r"^(?:al|el|an|ar|as|ash|at|ad|az|ed|es|ez|il|ul"
    r"|fil|mill|tal|bil|sal|lill|fi[ċdnrstxż]|ta[ċdnrstxż]|bi[ċdnrstxż])[-'’ ]",
    re.IGNORECASE  # (and Maltese's "in the", "from the", "of the": "fil-Belt Valletta")
)
_GAP_WINDOW = 70
_AFTER_WINDOW = 48
MONTHS = word_set("""january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday
    friday saturday sunday""")
# AP style abbreviations of US states ("Alexandria, Va.", "Paris, Texas" is written out).
US_STATES = {
    "ala.": "Alabama", "ariz.": "Arizona", "ark.": "Arkansas", "calif.": "California",
    "colo.": "Colorado", "conn.": "Connecticut", "del.": "Delaware", "fla.": "Florida",
    "ga.": "Georgia", "ill.": "Illinois", "ind.": "Indiana", "kan.": "Kansas",
    "ky.": "Kentucky", "la.": "Louisiana", "md.": "Maryland", "mass.": "Massachusetts",
    "mich.": "Michigan", "minn.": "Minnesota", "miss.": "Mississippi", "mo.": "Missouri",
    "mont.": "Montana", "neb.": "Nebraska", "nev.": "Nevada", "n.h.": "New Hampshire",
    "n.j.": "New Jersey", "n.m.": "New Mexico", "n.y.": "New York", "n.c.": "North Carolina",
    "n.d.": "North Dakota", "okla.": "Oklahoma", "ore.": "Oregon", "pa.": "Pennsylvania",
    "r.i.": "Rhode Island", "s.c.": "South Carolina", "s.d.": "South Dakota",
    "tenn.": "Tennessee", "vt.": "Vermont", "va.": "Virginia", "wash.": "Washington",
    "w.va.": "West Virginia", "wis.": "Wisconsin", "wyo.": "Wyoming",
}  # fmt: skip
# The Canadian Press's abbreviations of provinces ("Lac-Mégantic, Que.").
CA_PROVINCES = {
    "que.": "Quebec", "ont.": "Ontario", "b.c.": "British Columbia", "alta.": "Alberta",
    "man.": "Manitoba", "sask.": "Saskatchewan", "n.s.": "Nova Scotia", "n.b.": "New Brunswick",
    "nfld.": "Newfoundland and Labrador", "p.e.i.": "Prince Edward Island",
}  # fmt: skip
# Australian states as captions abbreviate them ("Lismore, NSW", "Rochester, Vic.");
# "WA" and "SA" are left out: US captions write "Seattle, WA".
AU_STATES = {
    "nsw": "New South Wales", "n.s.w.": "New South Wales", "qld": "Queensland",
    "qld.": "Queensland", "vic.": "Victoria", "tas.": "Tasmania", "vic": "Victoria",
    "tas": "Tasmania",
}  # fmt: skip
# Mexican states as Mexico's press abbreviates them in a dateline ("CUAUHTÉMOC, Chih.",
# "IGUALA, Gro. (apro).-"), named as the gazetteer names them; "Mich.", "B.C.", "N.L.",
# "Col.", "Mor.", "Camp." and "Tab." are left out: Michigan's, British Columbia's,
# Newfoundland and Labrador's, or words; and the State of Mexico, whose name is the country's
MX_STATES = {
    "chih.": "Chihuahua", "gro.": "Guerrero", "son.": "Sonora", "sin.": "Sinaloa",
    "jal.": "Jalisco", "oax.": "Oaxaca", "ver.": "Veracruz de Ignacio de la Llave",
    "tamps.": "Tamaulipas", "coah.": "Coahuila de Zaragoza",
    "pue.": "Puebla", "gto.": "Guanajuato", "qro.": "Queretaro", "hgo.": "Hidalgo",
    "tlax.": "Tlaxcala", "zac.": "Zacatecas", "dgo.": "Durango", "nay.": "Nayarit",
    "ags.": "Aguascalientes", "yuc.": "Yucatan", "chis.": "Chiapas", "s.l.p.": "San Luis Potosi",
    "b.c.s.": "Baja California Sur",
    "d.f.": "Ciudad de Mexico",  # the Distrito Federal, Mexico City until 2016: "MÉXICO, D.F."
}  # fmt: skip
# The territories, in capitals only ("Canberra, ACT", "Alice Springs, NT"): "act" is a word
AU_TERRITORIES = {"ACT": "Australian Capital Territory", "NT": "Northern Territory"}
# Postal codes, written in capitals after a town ("PARKLAND, FL -", "Toronto, ON, Canada")
POSTAL_STATES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California",
    "CO": "Colorado", "CT": "Connecticut", "DE": "Delaware", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa",
    "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland",
    "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi",
    "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire",
    "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York", "NC": "North Carolina",
    "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania",
    "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee",
    "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
    "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming",
    "ON": "Ontario", "QC": "Quebec", "BC": "British Columbia", "AB": "Alberta",
    "MB": "Manitoba", "SK": "Saskatchewan", "NS": "Nova Scotia", "NB": "New Brunswick",
    "NL": "Newfoundland and Labrador", "PE": "Prince Edward Island",
}  # fmt: skip
# The country of every state or province written out ("Virginia": US, "Quebec": CA),
# with those AP and CP style never abbreviate.
STATE_COUNTRY = {
    name: "US"
    for name in (*US_STATES.values(), "Alaska", "Hawaii", "Idaho", "Iowa", "Maine", "Ohio",
                 "Texas", "Utah")
} | {
    name: "CA"
    for name in (*CA_PROVINCES.values(), "Yukon", "Northwest Territories", "Nunavut")
} | {
    name: "AU"
    for name in (*AU_STATES.values(), *AU_TERRITORIES.values(), "South Australia",
                 "Western Australia")
} | {name: "MX" for name in MX_STATES.values()}  # fmt: skip
# A state or province as the first word of an office ("B.C. Premier David Eby", "Texas
# Gov. Greg Abbott", "New York Attorney General"): where the caption's politics are.
# The office word is found first (a literal to search for); the state is read before it.
_OFFICE = re.compile(
    r" (?:Premier|Gov\.|Governor|Lt\. Gov\.|Lieutenant Governor|Sen\.|Senator|Rep\."
    r"|Attorney General|[Ll]egislature|provincial|House|Senate|Statehouse|lawmakers)(?!\w)"
)
_STATE_BEFORE = re.compile(r"((?:[A-Z][a-z]?\.){2,3}|[A-Z][a-z]+\.|[A-Z][a-z]+(?: [A-Z][a-z]+)?)$")


@dataclass(slots=True)
class After:
    """What the words after a name say about it."""

    kind_hint: str | None = None
    organisation: bool = False
    facility: bool = False
    metonym: bool = False
    capital: bool = False
    part_of_name: bool = False
    edition: bool = False  # "Paris 2024 Olympics": the place names an edition of an event
    # a Malay compass word after it: "Jakarta Timur" (in Jakarta), or a longer name whose
    # first word only looks like a place ("Pesisir Selatan" regency: not Pesisir, Java)
    compass_after: bool = False
    # a castle's or a cathedral's noun after it with no container after that ("Prague Castle",
    # "Leeds Castle"): in its town only if the town is a city known far and wide (the caller)
    landmark: bool = False


NOTHING_AFTER = After()  # shared, never modified: what read_after says of "Aleppo,"


def _nordic_in(text: str) -> bool:
    """True for "i" as the Nordic "in" ("Demonstranter i Malmö"): in a caption with the
    Nordic letters. Catalan's and the South Slavs' "i" is "and" ("Girona i Barcelona",
    "Zagreb i Beograd")."""
    return not _NORDIC_LETTERS.isdisjoint(text)


_NORDIC_LETTERS = frozenset("åäöøæÅÄÖØÆ")


def _italian(text: str) -> bool:
    """True for "a" as the Italian "in" of towns ("manifestanti a Chiomonte"): in a caption
    with two of Italian's own small words. Spanish and Portuguese "a" is "to"."""
    return len(set(_ITALIAN_WORDS.findall(text))) >= 2


def _portuguese(text: str) -> bool:
    """True for "no", "na" as the Portuguese "in the" ("no porto de Pemba"): in a caption
    with two of Portuguese's own small words (English's "no" is no preposition)."""
    return len(set(_PORTUGUESE_WORDS.findall(text))) >= 2


_QUARTER_NOUNS = word_set("""neighbourhood neighborhood district suburb quarter section township
    enclave""")
_PORTUGUESE_IN = word_set("no na nos nas num numa")
# ... not where people fled or came from: "que fugiram dos ataques na vila de Mocímboa da
# Praia" (but "após a reabertura das escolas na cidade da Beira" is in Beira)
_ANOTHER_PLACE_BEFORE = re.compile(r"\b(?:fug\w*|vind[oa]s?)\b")
_QUARTER_PATH = word_set("""bairro bairros favela favelas praia comunidade conjunto zona morro
    complexo região""")
_PORTUGUESE_WORDS = re.compile(r"\b(?:não|são|também|após|uma|pela|pelo|pelos|pelas|às|dos|das"
                               r"|durante|nesta|neste|desta|deste|foram|foi|está|estão|com|em"
                               r"|para|ao|aos|depois|cidade|onde)\b")


def _filipino(text: str) -> bool:
    """True for "sa" as the Filipino "in, at" ("bumoto sa Batac City"): in a caption with
    two of Filipino's own small words."""
    return len(set(_FILIPINO_WORDS.findall(text))) >= 2


def _dutch(text: str) -> bool:
    """True for "en" as the Dutch "and" ("uit Drenthe en Groningen"): in a caption with two
    of Dutch's own small words."""
    return len(set(_DUTCH_WORDS.findall(text))) >= 2


_DUTCH_WORDS = re.compile(r"\b(?:het|een|zijn|naar|tijdens|wordt|worden|bij|uit|voor|met|op|van)\b")
_FILIPINO_WORDS = re.compile(r"\b(?:ang|mga|ng|noong|nang|ni|kay|ay|para)\b")
_ITALIAN_WORDS = re.compile(r"\b(?:della|nella|degli|dello|delle|nel|dei|gli|durante|alla|sono"
                            r"|anche|questo|dopo|il|che|dal|dalla|sul|sulla)\b|\bè\b")


def read_before(text: str, start: int, floor: int, end: int | None = None) -> str | None:
    """Return the cue before the name at ``start`` (ending at ``end``, when known): "at",
    "near", or None.

    Reads back over at most seven path words ("in the rebel-held area of") from
    ``start`` to ``floor`` (the end of the previous name); stops at a clause
    break, punctuation, or a capitalised word that is not part of a place phrase.
    """
    if text[start - 1 : start] == "-":
        head = compass_hyphen_head(text, start)
        if head is not None:
            start = head  # "in die Oos-Vrystaat": the cue is before the compass word
    two = text[start - 3 : start]
    if (
        (two == "in " or two == "at ")
        and start - 3 >= floor
        and (start == 3 or not text[start - 4].isalnum())
    ) or (two == " i " and start - 2 >= floor and _nordic_in(text)) or (
        two == " a " and start - 2 >= floor and _italian(text)
    ) or (text.endswith(" sa ", 0, start) and start - 3 >= floor and _filipino(text)):
        # the common case, without splitting the gap; the Nordic "i Åre", the Italian "a Roma"
        return "at"
    low_end = start - _GAP_WINDOW
    gap = text[max(low_end, floor) : start]
    if not gap or not (gap[-1].isspace() or gap[-1] in '("“‘'):
        return None
    after = ""
    named = 0  # capitalised words of an area's name before "of" ("the Old City of Nablus")
    facility = False  # "at Safari Park Dvur Kralove": the facility's own name may come first
    owner = False  # "at Lonmin's Marikana platinum mine": the site's owner comes first
    words = gap.split()
    words.reverse()
    for steps, word in enumerate(words):
        low = word.lower()
        if low[-1] in PUNCT:
            if low.rstrip(PUNCT) == "" or low[-1] != "(":
                return None
            low = low.rstrip(PUNCT)
        if low[0] in PUNCT:
            low = low.lstrip(PUNCT)
            if not low:
                return None
        if low in _AT_PREPS and not (low == "en" and _dutch(text)):
            return "at"  # (the French and Spanish "en"; the Dutch "en" is "and")
        if low in _PORTUGUESE_IN and steps >= 2 and _portuguese(text) \
                and not _ANOTHER_PLACE_BEFORE.search(text, max(0, start - 60), start):
            # "no porto de Pemba", "na cidade da Matola": "em" with its article before a
            # place's kind (not "no bairro Sarandi", "na favela do Jacarezinho": a part of a
            # city named elsewhere; nor before the name, "na China": the captions of Brazil's
            # houses name their state and country so, beside the event's town)
            return None if _QUARTER_PATH.intersection(words[:steps]) else "at"
        if low in _NEAR_PREPS:
            return "near"
        if after == "of" and low in _NEAR_NOUNS:
            return "near"
        if after in _ROMANCE_OF and low in _ROMANCE_BEARINGS:
            return "near"  # "au sud de Marrakech": it locates the photo, as "south of" does
        if after in _ROMANCE_OF and low in _DISTANCE_UNITS:
            return "near"  # "à une trentaine de kilomètres de Dakar": a reference point
        if low == "with" and steps + 1 < len(words) and words[steps + 1].lower() in _BORDERS:
            return "near"  # "near the border with Gaza": beside it, not in it
        if low == "from" and steps + 2 < len(words) and words[steps + 1].lower() == "off" \
                and (words[steps + 2].lower() in _LAUNCH_VERBS
                     or words[steps + 2] in _TAKEOFF_VERBS):
            return "at"  # "blasts off from the Xichang Satellite Launch Center": the pad
        if after == "of" and low in ("view", "views") and steps + 1 < len(words) \
                and words[steps + 1].lower() in _VIEW_KINDS \
                and _POSSESSIVE_NAME.match(text, start) is None:
            # "A general view of Saudi Aramco's Ras Tanura oil refinery" (not "a general view
            # of Nissan's car plant in Sunderland": a firm's name, no French village)
            return "at"
        if low in BREAK_WORDS or steps >= 7 or not low[0].isalpha():
            return None
        if word[0].isupper() and low not in _TITLE_PATH and not word.isupper():
            if owner or (steps == 0 and low.endswith(("'s", "’s"))
                         and _owns_the_site(text, start, end)):
                owner = steps < 2  # "Lonmin's", "Anglo American's", "Saudi Aramco's"
                continue
            if (steps == 0 and (low in _FACILITY_FIRST or (
                    word == "Base" and _BASE_BEFORE.search(text, max(0, start - 14), start)))) \
                    or (facility and steps < 3):
                facility = True
                continue
            if not (after == "of" or 0 < named < 3 or after in _QUARTER_NOUNS):
                return None  # (but "in the Musaga neighbourhood of Bujumbura": its part's name)
            named += 1  # "in the Quartieri Spagnoli of Naples": a part of the place
        elif named:
            if low != "the":
                return None  # "in memory of Princess Diana of Wales": a person's title
            named = 0
        after = low
    return None


def _owns_the_site(text: str, start: int, end: int | None) -> bool:
    """True when the name at ``start`` is the whole name of a site a firm owns ("Lonmin's
    Marikana platinum mine"), not a part of it ("BHP's Olympic Dam mine": no town Olympic)."""
    site = _OWNED_SITE_AFTER.match(text, start)
    return site is not None and (end is None or site.end("end") == end)


def compass_hyphen_head(text: str, start: int) -> int | None:
    """The start of a compass word joined by a hyphen to the name at ``start`` ("in die
    Oos-Vrystaat", "in Ost-Berlin"), or None: the name is a proper name, cued before it."""
    if text[start - 1 : start] != "-":
        return None
    head = start - 1
    while head > 0 and text[head - 1].isalpha():
        head -= 1
    if head == start - 1 or not text[head].isupper():
        return None
    return head if text[head : start - 1].lower() in COMPASS_HYPHEN_WORDS else None


# a people's name (or two, "Miao and Dong") and China's autonomous unit after an area's name:
# "Guangxi Zhuang Autonomous Region", "Yushu Tibetan Autonomous Prefecture", "Changyang Tujia
# Autonomous County"; a region is a province, a prefecture or county is placed at its seat
_ETHNIC_AUTONOMOUS_UNIT = re.compile(r" (?:[A-Z][a-z]+ (?:and )?){1,4}Autonomous"
                                     r" (Region|Prefecture|County|Banner)\b")
_AUTONOMOUS_KINDS = {"Region": "admin1", "Prefecture": "town", "County": "town",
                     "Banner": "town"}
# an aircraft's or a weapon's model after its maker: "C-54", "MiG-29", "T-72B"
_MODEL_CODE = re.compile(r"[A-Z][A-Za-z]{0,2}-\d{1,4}[A-Z]{0,2}\b")


def read_after(text: str, end: int) -> After:
    """Read the words right after a name: feature noun, organisation, metonym."""
    rest = text[end : end + _AFTER_WINDOW]
    if not rest or rest[0] in ",.;:)":
        return NOTHING_AFTER  # "Aleppo, Syria", "in Aleppo." (the common case)
    out = After()
    first = rest[0]
    if first == "-":
        affix = rest[1:].split(None, 1)
        tail = affix[0].lower().rstrip(PUNCT) if affix else ""
        out.metonym = tail in _AFFIX_METONYM
        out.organisation = tail in ("based", "headquartered")  # "the Beirut-based group"
        return out
    possessive = rest.startswith(("'s ", "’s "))
    skip = 3
    if not possessive and rest.startswith(("' ", "’ ")) and text[end - 1 : end] == "s":
        possessive, skip = True, 2  # "St James' Park": the possessive of a name in s
    words = rest[skip:].split(None, 4) if possessive else rest.split(None, 4)
    if not words or not (first.isspace() or possessive):
        return out
    word = words[0]
    if (possessive and (word.rstrip(PUNCT) == "Day" or (
        word[:1].isupper() and word.lower().rstrip(PUNCT) in LANDMARK_NOUNS
    ))) or (word in _NAME_LINKS and len(words) > 1 and words[1][:1].isupper()
            and not _an_adjective_of_a_noun(words)
            and not (word == "di" and words[1] in _MALAY_UNIT_WORDS)):
        # "Valentine's Day", "St James' Park", "St Paul's Cathedral"; "Esplanada dos
        # Ministérios", "Plaza de Mayo"
        out.part_of_name = True
        return out
    if "Autonomous" in rest and not possessive and (
            unit := _ETHNIC_AUTONOMOUS_UNIT.match(rest)) is not None:
        # "Xinjiang Uygur Autonomous Region", "Bortala Mongol Autonomous Prefecture": the
        # people's name between the area's and its unit is no part of the area's name
        out.kind_hint = _AUTONOMOUS_KINDS[unit.group(1)]
        return out
    low = word.lower().rstrip(PUNCT)
    if low in _TEAM_WORDS and not possessive and not (len(words) > 1 and words[1] == "up"):
        out.organisation = True  # "Deceuninck - Quick-Step team's rider", "the Astana team"
        return out
    if _is_edition(word, words):
        out.edition = True  # "the Paris 2024 Olympics", "the Qatar 2022 World Cup"
        return out
    _feature(out, low, words)
    if possessive:
        out.metonym = low in _POLITICAL_NOUNS and out.kind_hint is None
        return out
    if out.kind_hint is not None or not low:
        return out
    if low == "capital":
        out.capital = True
    elif word.rstrip(PUNCT) in _FIRM_AND_CLUB_TAGS:
        out.organisation = True  # "Erasmus MC", "Malmö FF", "Siemens AG": a club's or firm's name
    elif _MODEL_CODE.match(word):
        out.part_of_name = True  # "a Douglas C-54", "a Lockheed C-130": a maker's name
    elif word[0].isupper():
        if text[max(0, end - 3) : end].isupper() and not word.isupper():
            return out  # a dateline in capitals runs into the text: "2010/CONCEPCION Rescatistas"
        _read_following_name(words, out)
    elif low in _WATER_WORDS:
        out.part_of_name = True  # "the Jordan river", "the Aral sea": not the town or country
    elif low in _VOLCANO_WORDS:
        out.facility = True  # "the Stromboli volcano": by the town it is named after, or not
    elif low in _GOVERNMENT_NOUNS or (low == "press" and len(words) > 1
                                      and words[1].lower().rstrip(PUNCT) in _PRESS_OFFICERS):
        out.metonym = True  # ("White House press secretary Karoline Leavitt")
    elif low in _ORG_LOWER:
        out.organisation = True
    elif _ARTICLE_PREFIX.match(word) and len(word) > 4 and word[3:4].isupper():
        out.part_of_name = True
    elif word[-1] not in PUNCT and _is_political_verb(low, words):
        out.metonym = True
    return out


def _an_adjective_of_a_noun(words: list[str]) -> bool:
    """True for "du Grand port maritime", "du Vieux port": the capital after the link opens a
    common noun's phrase (the town's port, not a longer name such as "Plaza de Mayo")."""
    return len(words) > 2 and len(words[2]) > 3 and words[2][0].islower() \
        and words[2] not in LONG_PARTICLES


def _is_edition(word: str, words: list[str]) -> bool:
    """True for a year naming an edition of an event with the place: "Paris 2024
    Olympics", "Tokyo 2020 Games". An archive's "Berlin 1945 Soviet soldiers ..." reads
    so too: the caller only ranks such a place after a venue the sentence names."""
    return (
        len(word) == 4
        and word[:2] in ("19", "20")
        and word.isdigit()
        and len(words) > 1
        and words[1][:1].isupper()
    )


def _feature(out: After, low: str, words: list[str]) -> None:
    """Set ``kind_hint`` from a feature noun after the name ("area", "air base")."""
    if len(words) > 1 and low in _FEATURE_FIRST:
        pair = f"{low} {words[1].lower().rstrip(PUNCT)}"
        if pair in KIND_HINTS:
            out.kind_hint = KIND_HINTS[pair]
            return
    if low in KIND_HINTS and low != "base":
        out.kind_hint = KIND_HINTS[low]


_AIRBASE_TAIL = re.compile(r"\b(?:airport|air base|airbase|airfield)$", re.IGNORECASE)


# a natural or border feature's own word in its name: "Mount Merapi", "the Strait of Hormuz",
# "Lake Titicaca", "the Aegean Sea", "Kruger National Park", "the Rafah crossing"
_FEATURE_NAME = re.compile(
    r"^(?:Mount|Mt\.?|Monte|Mont|Lake|Lac|Lago|Gulf of|Bay of|Sea of|Strait of|Straits of"
    r"|Isle of|Cape) |[ -](?:Sea|Ocean|Gulf|Strait|Straits|Lake|Lagoon|Desert|Glacier|Volcano"
    r"|National Park|Reservoir|Crossing|crossing|volcano|glacier)$")


def kind_in_name(name: str) -> str | None:
    """The kind a name's own feature word gives: "Pyongyang International Airport",
    "Ramstein Air Base" (the gazetteer's airports) are airbases, as "Pyongyang airport" is;
    "Mount Merapi" and "the Aegean Sea" are features (a mountain's point, a sea's area), not
    a town or a province of their name ("Red Sea" is also a state of Sudan)."""
    if _AIRBASE_TAIL.search(name):
        return "airbase"
    return "feature" if _FEATURE_NAME.search(name) else None


# an administrative unit's word, capitalised after its town's name (a ward's number after it)
_UNIT_WORD_AFTER = re.compile(
    r"(?:municipality|province|district|regency|prefecture|governorate|oblast"
    r"|(?:sub-)?metropolitan)(?:-\d+)?$")  # Nepal's "Pokhara Metropolitan City-17"
# Indonesian and Malay write the compass after the name: "Jakarta Selatan", South Jakarta
_MALAY_COMPASS = frozenset({"Selatan", "Utara", "Barat", "Timur", "Tengah", "Tenggara", "Pusat"})


def _names_the_unit(words: list[str]) -> bool:
    """True when the unit's word after a town closes its name: "Sichuan Province,", "Panauti
    Municipality-7", "Pokhara Metropolitan City-17" (not "London Metropolitan Police", "the
    Metropolitan Museum")."""
    word, after = words[0], (words[1] if len(words) > 1 else "")
    if word.lower().startswith(("metropolitan", "sub-metropolitan")):
        return after.startswith("City")
    return word[-1] in PUNCT or "-" in word or not after[:1].isupper()


_LANDMARKS = frozenset({"castle", "cathedral"})


def _placed_after(words: list[str], i: int) -> bool:
    """True when a castle's or a cathedral's container follows it: "Windsor Castle, Berkshire",
    "Cologne Cathedral in Germany". Alone, the name may be another town's or another
    country's ("Leeds Castle" is in Kent, "Kazan Cathedral" in St Petersburg, "Lincoln
    Cathedral" no Lincoln of Nebraska), and is better left unplaced."""
    rest = words[i + 1 : i + 3]
    if words[i].endswith(","):
        return bool(rest) and rest[0][:1].isupper() and rest[0].lower().rstrip(PUNCT) not in MONTHS
    return len(rest) == 2 and rest[0] == "in" and rest[1][:1].isupper()


def _read_following_name(words: list[str], out: After) -> None:
    """A capitalised run after the name: an organisation, a facility, or a longer name."""
    if words[0].lower().rstrip(PUNCT) in MONTHS:
        return  # "in Guayaquil April 27, 2009"
    if words[0].rstrip(PUNCT) in _MALAY_COMPASS:
        out.compass_after = True  # "Jakarta Timur", "Lampung Selatan": see the caller
        return
    for i, word in enumerate(words[:4]):
        if not word[0].isupper():
            break
        low = word.lower().rstrip(PUNCT)
        if i == 0 and _UNIT_WORD_AFTER.match(low) and _names_the_unit(words):
            # "Panauti Municipality-7", "Sichuan Province": the unit the town names
            out.kind_hint = "city" if "metropolitan" in low else KIND_HINTS.get(low.split("-")[0])
            return
        if i and low in _PEACE_HEADS and all(w.lower() in _PEACE_WORDS for w in words[:i]) \
                and (low == "museum" or "peace" in (w.lower() for w in words[:i])):
            out.facility = True  # "at Nagasaki Peace Park", "the Hiroshima Peace Memorial
            return  # Museum": in the town they remember (not "Hyde Park", "Valhalla Memorial
            # Park", a cemetery in North Hollywood)
        if low == "station" and i and words[i - 1].lower() in _STATION_KINDS \
                and all(w.lower() in _STATION_WORDS for w in words[:i]):
            out.facility = True  # "Guangzhou Railway Station", "Beijing West Railway Station":
            return  # in the town (not "Victoria Station", "Union Station": no town's)
        if low in _CENTRE_KINDS and len(words) > i + 1 \
                and words[i + 1].lower().rstrip(PUNCT) in ("centre", "center"):
            out.facility = True  # "the Kuala Lumpur Convention Centre": in the town
            return
        placed = low not in _LANDMARKS or _placed_after(words, i)
        if not placed:  # "Prague Castle", "Leeds Castle": its town's the caller's to judge
            out.landmark = i == 0
        if (
            (low in _FACILITY_WORDS and placed)
            or (low in _LAUNCH_HEADS and i and words[i - 1].lower() == "launch")
            or (low == "area" and i and words[i - 1].lower() == "training")  # "Drawsko
            # Pomorskie Training Area": the army's ground by its town
            or (low in ("centre", "center") and i and words[i - 1].lower() in _CENTRE_KINDS)
            or (low == "exchange" and i and words[i - 1].lower() == "stock")  # "on the floor
            # of the New York Stock Exchange": its trading floor is in the town
        ) and all(
            w.lower() in _FACILITY_QUALIFIERS
            or (low == "museum" and w.lower() in _MUSEUM_KINDS) for w in words[:i]
        ):  # "Dover Air Force Base", not "Hamid Karzai International Airport"
            out.facility = True
            return
        if low in _ORG_WORDS:
            out.organisation = True
            return
        if low in _EVENT_NOUNS:
            # "the Beijing Olympic Games", "the Cannes Film Festival": held there, as an
            # edition is ("Paris 2024 Olympics"): the place gives way to a venue named
            out.edition = True
            return
        if word[-1] in PUNCT:
            break
    else:
        i = len(words[:4])
    if i == 1 and len(words) > 1 and words[1].rstrip(PUNCT) == "station":
        # "Przemysl Glowny station", "Milano Centrale station": the town's (not "Shahid
        # Rajaee port", "Alula Aba Nega airport": named after people)
        out.facility = True
        return
    if not words[0].isupper():
        out.part_of_name = True


def _is_political_verb(first: str, words: list[str]) -> bool:
    """True when a verb of speech or policy follows, perhaps after auxiliaries."""
    if first in _POLITICAL_VERBS:
        return True
    if first not in _AUX:
        return False
    for word in words[1:3]:
        low = word.lower().rstrip(PUNCT)
        if low in _POLITICAL_VERBS:
            return True
        if low not in _AUX and low != "been":
            return False
    return False


def is_proper_name(text: str, start: int, end: int, sentence_start: int) -> bool:
    """True when the name is written as a proper name standing on its own.

    It must be capitalised (after an Arabic article, "al-Sakhour", or a lower-case prefix,
    "eThekwini"), not glued to
    a word before it ("anti-Gaddafi"), and not the tail of a longer capitalised
    name ("President Bashar Assad").
    """
    if not text[start].isupper():
        prefixed = end - start > 4 and (
            text[start + 1].isupper()  # a lower-case prefix: "eThekwini", "eSwatini"
            or (text[start + 3 : start + 4].isupper()
                and _ARTICLE_PREFIX.match(text[start : start + 5]) is not None))
        if not prefixed:
            return False
    elif end - start < 3:
        return False  # "IS", "Ye": too short to trust (countries are let through by the caller)
    if start <= sentence_start:
        return True
    before = text[start - 1]
    if before != " ":
        if before.isalnum() or (
            before in "-'’"
            and not _glued_article(text, start)
            and compass_hyphen_head(text, start) is None  # "Oos-Vrystaat"
            and not (before == "-" and text[start - 2 : start - 1].isdigit())  # "1970-Salisbury"
        ):
            return False
        if not before.isspace():
            return True
    stop = start - 1
    while stop > sentence_start and text[stop - 1].isspace():
        stop -= 1
    if stop <= sentence_start:
        return True
    head = max(text.rfind(" ", sentence_start, stop) + 1, sentence_start)
    if text[head] in OPENING_QUOTES and head + 1 < stop:
        head += 1  # "'Sniper Alley'": the name in quotes goes on from the word before
    first = text[head]
    if not first.isupper():
        return True  # the common case: "in Aleppo", "the city of Aleppo"
    word = text[head:stop]
    if len(word) == 2 and word[1] == ".":
        return False  # an initial: "George W. Bush"
    if word[-1] in PUNCT or word.isupper():
        return True
    if word.endswith(("'s", "’s")):
        return True  # a possessive place: "Syria's Idlib province"
    if word in ("County", "Co") and text[start:end] in _COUNTY_BUILDINGS:
        return False  # "(New County Hall), Truro": the council's building, no Hall in Tirol
    if word.lower() in PROPER_PREFIX or word.lower() in _FACILITY_FIRST \
            or (word == "Base" and _BASE_BEFORE.search(text, max(0, start - 14), start)):
        return True  # "In Aleppo"; "Safari Park Dvur Kralove", "Zoo Atlanta": the facility's town
    if "-" in word and word[word.rindex("-") + 1 : word.rindex("-") + 2].islower():
        return True  # an adjective: "the Israeli-occupied West Bank", "Kurdish-held Kobani"
    if word.lower() in PERSON_TITLES or word.lower() in NORDIC_TITLES:
        return False  # "President Bush waves", "Pope Francis", "Kronprinsessan Victoria":
        # a person's name
    # a capitalised word that opens its sentence is not part of the name
    return head <= sentence_start


# the buildings British and Irish counties name after themselves, which are towns' names too
# ("County Hall", "County Ground", "County Court"): after "County", no Irish county
_COUNTY_BUILDINGS = frozenset({"Hall", "Ground", "Court", "Hospital", "Buildings", "Gaol",
                               "Offices", "Arms", "Hotel", "Stadium"})
OPENING_QUOTES = frozenset("'\"‘“«„")
# the lower-case words of four letters or more a place's name may hold ("Newcastle upon Tyne")
LONG_PARTICLES = frozenset({"upon", "unter", "sobre", "sous", "près", "nach"})


def _glued_article(text: str, start: int) -> bool:
    """True for a name written after an Arabic or a Maltese article: "al-" + "Sakhour",
    "fil-" + "Belt"."""
    head = text.rfind(" ", max(0, start - 6), start) + 1
    return _ARTICLE_PREFIX.match(text[head:start]) is not None


_REGION_OF_A_STATE = re.compile(
    r"in (?:the )?(?:far |outback |regional |rural )?(?:north|south|east|west|central|mid)"
    r"(?:ern)?(?:[- ](?:north|south|east|west)(?:ern)?)?(?: of)? (?=[A-Z])")
# a capital after an undotted abbreviation: a person's name ("Sale, Vic Toews said")
_NAME_AFTER_ABBREVIATION = re.compile(r" [A-Z][a-z]")


def state_after(text: str, end: int) -> tuple[str, int] | None:
    """The US state, Canadian province or Australian state written in AP / CP / AAP style
    right after a name (", Va.", ", Que.", ", NSW", ", ACT"; AAP's "near Wellington in the
    central west of NSW" without the comma), and where its abbreviation ends; or None."""
    if not text.startswith(", ", end):
        if not text.startswith(" in ", end):
            return None
        end -= 1  # "near Wellington in the central west of NSW": no comma, then the region
        if _REGION_OF_A_STATE.match(text, end + 2) is None:
            return None
    region = _REGION_OF_A_STATE.match(text, end + 2)  # AAP's "near Wellington, in
    if region is not None:  # central-west NSW": a part of the state, then the state
        end = region.end() - 2
    word = text[end + 2 : end + 9].split(None, 1)
    if not word:
        return None
    written = word[0].rstrip(",;:")
    low = written.lower()
    state = US_STATES.get(low) or CA_PROVINCES.get(low) or AU_STATES.get(low)
    if state is None and written[-1:] == "." and written[:1].isupper():
        state = MX_STATES.get(low)
    if state is None and written.rstrip(".") in AU_TERRITORIES:
        written = written.rstrip(".")  # ("Canberra, ACT.": the sentence's full stop)
        state = AU_TERRITORIES[written]
    if state is not None and written.istitle() and written[-1] != "." and \
            _NAME_AFTER_ABBREVIATION.match(text, end + 2 + len(written)):
        state = None
    if state is None and len(written) == 2 and written in POSTAL_STATES:
        after = end + 4
        # "PARKLAND, FL - 2/14/2018", "Miami Gardens, FL, USA": a postal code ends its
        # phrase ("KABUL, IN THE ..." does not)
        if after == len(text) or text[after] in ",;:)" \
                or text.startswith((" -", " (", " –", " —"), after):
            state = POSTAL_STATES[written]
    return (state, end + 2 + len(written)) if state else None


def titled_states(text: str, start: int = 0, end: int | None = None) -> tuple[str, ...]:
    """The US states and Canadian provinces ``text[start:end]`` names as the seat of an
    office ("B.C. Premier", "Ohio Gov.", "Illinois House members"), written out: context
    for a town it leaves unplaced."""
    if not (
        "Gov" in text or "Premier" in text or "Sen" in text or "Rep." in text
        or "Attorney" in text or "egislature" in text or "provincial" in text
        or "House" in text or "lawmakers" in text
    ):  # written out: a generator over the words costs several times as much
        return ()
    found = []
    for office in _OFFICE.finditer(text, start, len(text) if end is None else end):
        before = _STATE_BEFORE.search(text, max(start, office.start() - 24), office.start())
        if before is None:
            continue
        written = before.group(1)
        state = US_STATES.get(written.lower()) or CA_PROVINCES.get(written.lower())
        if state is None and written in STATE_COUNTRY:
            state = written
        elif state is None and written.partition(" ")[2] in STATE_COUNTRY:
            state = written.partition(" ")[2]  # "Republican Texas Gov." read two words back
        if state is not None:
            found.append(state)
    return tuple(dict.fromkeys(found))


_UNITS = "Prefecture|County|City|District|League|Banner|Region|Province|Oblast|Raion|Municipality"
_UNIT_WORD = re.compile(_UNITS)
_UNKNOWN_REGION = re.compile(r"(?<= )(?:[A-Z][\w'’-]+ ){1,2}region\b")
_UNKNOWN_UNIT = re.compile(
    rf",\s*(?:[A-Z][\w'’-]*\s+(?:(?:and|of)\s+)?){{1,6}}(?:Autonomous\s+)?(?:{_UNITS})(?=\s*,)")


# the Indonesian and Malay units before a name: village, ward, district, regency, city,
# province ("Desa Tiga Pancur, Kecamatan Simpang Empat, Kabupaten Karo")
_MALAY_UNITS = "Desa|Dusun|Kelurahan|Kecamatan|Kabupaten|Kota|Provinsi|Mukim|Daerah"
# Indonesian's "di" ("in") before a unit is no Italian "of" in a name: "Gunung Lewotobi
# Laki-laki di Kabupaten Flores Timur" (not "Reggio di Calabria")
_MALAY_UNIT_WORDS = frozenset(_MALAY_UNITS.split("|"))
_MALAY_UNIT = re.compile(rf"\b(?:{_MALAY_UNITS})\b")
_MALAY_UNKNOWN_UNIT = re.compile(rf",\s*(?:{_MALAY_UNITS})\s+(?:[A-Z][\w'’-]*\s*){{1,4}}(?=,)")


# a Romance first-level or lower unit and its "of", an adjective between ("en el estado
# mexicano de", "nella provincia di", "dans le département du")
_ROMANCE_UNIT_OF = re.compile(
    r" (?:estado|provincia|província|departamento|département|municipio|município|región"
    r"|région|regione|distrito|cantón|comuna|comune|concelho|condado)(?: [a-zà-ÿ]+)?"
    r" (?:de|di|do|da|del|du) $")


def is_link_gap(gap: str) -> bool:
    """True when ``gap`` (the text between two names) joins them into one place phrase.

    "Sanaa, Yemen", "Shyma district in Mosul", "Douma, in the eastern",
    "Khartoum's twin city, Sudan": only commas, prepositions of place and
    feature words; a verb, a clause word or a full stop breaks the link.
    """
    if len(gap) > 80 or gap in (" a ", " à ", " ad "):
        return False  # "de Bilbao a Madrid": from one to the other
    if gap.startswith(("'s", "’s")):
        gap = gap[2:]
    if "," in gap and _UNIT_WORD.search(gap) and _UNKNOWN_UNIT.search(gap):
        # Xinhua's "Rongjiang County, Qiandongnan Miao and Dong Autonomous Prefecture, southwest
        # China's Guizhou Province": an admin unit the gazetteer does not know, in between
        gap = _UNKNOWN_UNIT.sub(",", gap)
    if "," in gap and _MALAY_UNIT.search(gap):
        # Antara's and Kompas's "Kampung Pulo, Kelurahan Kampung Melayu, Kecamatan Jatinegara":
        # a village or ward the gazetteer does not know, between a place and its district
        gap = _MALAY_UNKNOWN_UNIT.sub(",", gap)
    if gap.startswith(", ") and " region" in gap and _UNKNOWN_REGION.search(gap):
        # "Lagos, in the Algarve region, Portugal": an area the gazetteer does not know
        gap = _UNKNOWN_REGION.sub(" ", gap)
    if gap.endswith((" de ", " di ", " do ", " da ", " del ", " du ")) \
            and _ROMANCE_UNIT_OF.search(gap):
        # "Guadalupe, en el estado de Zacatecas", "Arezzo, nella provincia di": the unit's
        # "of" in Spanish, Portuguese, French and Italian
        gap = _ROMANCE_UNIT_OF.sub(" province of ", gap)
    if "(" in gap:  # "Ramadi, 115 kilometres (70 miles) west of Baghdad"
        head, _, rest = gap.partition("(")
        inside, closed, tail = rest.partition(")")
        if not closed or len(inside) > 20:
            return False
        gap = f"{head} {tail}"
    words = gap.split()
    if len(words) > 12:
        return False
    for word in words:
        low = word.lower()
        if low in ("co.", "co"):
            continue  # "Killarney, Co. Kerry", "Bray, Co Wicklow"
        if low[-1] in PUNCT:
            if low[-1] != ",":
                return False
            low = low.rstrip(",")
            if not low:
                continue
        if low[-1] == "-" and low[:-1] in COMPASS_HYPHEN_WORDS:
            continue  # "Bethlehem in die Oos-Vrystaat": the name after the hyphen is linked
        if low in _LINK_WORDS or low.isdigit() or low in _ARTICLE_REMNANTS \
                or _DISTANCE.fullmatch(low) or _HYPHENED_BEARING.fullmatch(low):
            continue  # ("Hamilton, about 290km west of Melbourne": a distance glued to its unit;
            # "Lincoln, 20km south-west of Christchurch")
        if "-" in low and low.rsplit("-", 1)[-1] in _COMPOUND_TAILS:
            continue
        return False
    return True


# between a place and the bearing after it in one list: commas, names, kind words, a
# distance and the bearing itself
_LISTING_GAP = re.compile(
    r"(?:[\s,()]+|[A-Z][\w'’.-]*|\d+|(?:city|town|village|municipality|district|regency"
    r"|province|county|state|region|governorate|just|about|some|km|kilometres|kilometers"
    r"|miles|of|the|(?:north|south|east|west)(?:ern)?(?:-?(?:east|west)(?:ern)?)?)\b)+")


def is_listing_gap(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` only lists (commas, names, kind words, a distance, a
    bearing): "city, Pampanga province, north of" between a town and a bearing's reference."""
    return end - start < 80 and _LISTING_GAP.fullmatch(text, start, end) is not None
