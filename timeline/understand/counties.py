"""Counties of Britain and Ireland, and France's départements, written after a town as its
container.

British and Irish captions place a town by its county ("Wells, Somerset",
"Reading, Berkshire", "Killarney, Kerry") where American ones give the state.
The gazetteer holds no second-level areas, and many county names are also
towns elsewhere (Somerset, New Jersey; Surrey, British Columbia; Kent, Ohio),
so read alone the county can pull its town abroad. Written after a town, a
county name binds the phrase to its country the way a state does.

Names the gazetteer never matches are listed too: the table is the list of
counties, not a list of known problems. Counties named like their own big
city (Dublin, Bristol, Cardiff) are left out: the city is what those names
mean after another town's name ("the Columbus suburb of Dublin").
"""

from __future__ import annotations

__all__ = ["COUNTY_COUNTRY", "COUNTY_NATION", "COUNTY_SHORT_FORMS", "PREFIXED_COUNTY_COUNTRY"]

_ENGLAND = [
    "Bedfordshire",
    "Berkshire",
    "Buckinghamshire",
    "Cambridgeshire",
    "Cheshire",
    "Cornwall",
    "Cumbria",
    "Derbyshire",
    "Devon",
    "Dorset",
    "Essex",
    "Gloucestershire",
    "Hampshire",
    "Herefordshire",
    "Hertfordshire",
    "Kent",
    "Lancashire",
    "Leicestershire",
    "Lincolnshire",
    "Merseyside",
    "Norfolk",
    "Northamptonshire",
    "Northumberland",
    "Nottinghamshire",
    "Oxfordshire",
    "Rutland",
    "Shropshire",
    "Somerset",
    "Staffordshire",
    "Suffolk",
    "Surrey",
    "Warwickshire",
    "Wiltshire",
    "Worcestershire",
    "Yorkshire",
    "Sussex",
    "Middlesex",
    "Cumberland",
    "Westmorland",
    "Huntingdonshire",
] + ["Isle of Wight", "Tyne and Wear", "County Durham"]
_WALES = [
    "Anglesey",
    "Gwynedd",
    "Denbighshire",
    "Flintshire",
    "Powys",
    "Ceredigion",
    "Pembrokeshire",
    "Carmarthenshire",
    "Monmouthshire",
    "Glamorgan",
    "Gwent",
    "Clwyd",
    "Dyfed",
]
_SCOTLAND = [
    "Aberdeenshire",
    "Angus",
    "Fife",
    "Highlands",
    "Moray",
    "Perthshire",
    "Lanarkshire",
    "Ayrshire",
    "Renfrewshire",
    "Argyll",
    "Orkney",
    "Shetland",
    "Caithness",
    "Sutherland",
    "Midlothian",
    "Lothian",
    "Stirlingshire",
    "Dumfriesshire",
    "Galloway",
    "Berwickshire",
    "Inverness-shire",
    "Ross-shire",
] + ["Argyll and Bute", "Dumfries and Galloway", "Perth and Kinross"]
_NORTHERN_IRELAND = ["Antrim", "Armagh", "Fermanagh", "Tyrone", "Londonderry"]
_IRELAND = [
    "Carlow",
    "Cavan",
    "Clare",
    "Cork",
    "Donegal",
    "Galway",
    "Kerry",
    "Kildare",
    "Kilkenny",
    "Laois",
    "Leitrim",
    "Limerick",
    "Longford",
    "Louth",
    "Mayo",
    "Meath",
    "Monaghan",
    "Offaly",
    "Roscommon",
    "Sligo",
    "Tipperary",
    "Waterford",
    "Westmeath",
    "Wexford",
    "Wicklow",
]

# France's départements, which French captions write after a town as British ones write the
# county ("près de Gonfaron, dans le Var", "Carbonne (Haute-Garonne)"); Paris is left out
_FRANCE = [
    "Ain", "Aisne", "Allier", "Alpes-de-Haute-Provence", "Hautes-Alpes", "Alpes-Maritimes",
    "Ardèche", "Ardennes", "Ariège", "Aube", "Aude", "Aveyron", "Bouches-du-Rhône", "Calvados",
    "Cantal", "Charente", "Charente-Maritime", "Cher", "Corrèze", "Corse-du-Sud",
    "Haute-Corse", "Côte-d'Or", "Côtes-d'Armor", "Creuse", "Dordogne", "Doubs", "Drôme",
    "Eure", "Eure-et-Loir", "Finistère", "Gard", "Haute-Garonne", "Gers", "Gironde",
    "Hérault", "Ille-et-Vilaine", "Indre", "Indre-et-Loire", "Isère", "Jura", "Landes",
    "Loir-et-Cher", "Loire", "Haute-Loire", "Loire-Atlantique", "Loiret", "Lot",
    "Lot-et-Garonne", "Lozère", "Maine-et-Loire", "Manche", "Marne", "Haute-Marne", "Mayenne",
    "Meurthe-et-Moselle", "Meuse", "Morbihan", "Moselle", "Nièvre", "Nord", "Oise", "Orne",
    "Pas-de-Calais", "Puy-de-Dôme", "Pyrénées-Atlantiques", "Hautes-Pyrénées",
    "Pyrénées-Orientales", "Bas-Rhin", "Haut-Rhin", "Rhône", "Haute-Saône", "Saône-et-Loire",
    "Sarthe", "Savoie", "Haute-Savoie", "Seine-Maritime", "Seine-et-Marne", "Yvelines",
    "Deux-Sèvres", "Somme", "Tarn", "Tarn-et-Garonne", "Var", "Vaucluse", "Vendée", "Vienne",
    "Haute-Vienne", "Vosges", "Yonne", "Territoire de Belfort", "Essonne", "Hauts-de-Seine",
    "Seine-Saint-Denis", "Val-de-Marne", "Val-d'Oise",
]

# the short forms English captions and postal addresses write for a county ("St Ives,
# Cambs", "Andover, Hants"): the county they stand for tells its town from a namesake in the
# same country (St Ives, Cornwall), and several are villages abroad (Cambs, Germany)
COUNTY_SHORT_FORMS: dict[str, str] = {
    "Beds": "Bedfordshire", "Berks": "Berkshire", "Bucks": "Buckinghamshire",
    "Cambs": "Cambridgeshire", "Derbys": "Derbyshire", "Glos": "Gloucestershire",
    "Hants": "Hampshire", "Herts": "Hertfordshire", "Lancs": "Lancashire",
    "Leics": "Leicestershire", "Lincs": "Lincolnshire", "Northants": "Northamptonshire",
    "Notts": "Nottinghamshire", "Oxon": "Oxfordshire", "Shrops": "Shropshire",
    "Staffs": "Staffordshire", "Warks": "Warwickshire", "Wilts": "Wiltshire",
    "Worcs": "Worcestershire", "Yorks": "Yorkshire", "Northumb": "Northumberland",
}

COUNTY_COUNTRY: dict[str, str] = {
    name: "GB" for name in (*_ENGLAND, *_WALES, *_SCOTLAND, *_NORTHERN_IRELAND, *COUNTY_SHORT_FORMS)
} | {name: "IE" for name in _IRELAND} | {name: "FR" for name in _FRANCE}

# counties whose names are also common words or a city's: a county only after "Co" or
# "County" ("Newcastle, Co Down", "Limavady, County Derry"; not "Newcastle, down 2-1")
PREFIXED_COUNTY_COUNTRY: dict[str, str] = {"Down": "GB", "Derry": "GB", "Dublin": "IE"}

# the nation of the United Kingdom a county lies in, which the gazetteer knows as the first-
# level area of its towns: it tells namesakes apart ("Newcastle, Co Down" is Northern
# Ireland's, "Newport, Gwent" Wales's); English counties say nothing the others do not
COUNTY_NATION: dict[str, str] = {name: "Wales" for name in _WALES} | {
    name: "Scotland" for name in _SCOTLAND} | {
    name: "Northern Ireland" for name in (*_NORTHERN_IRELAND, "Down", "Derry")}
