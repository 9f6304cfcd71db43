"""Counties of Britain and Ireland, written after a town as its container.

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

__all__ = ["COUNTY_COUNTRY"]

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

COUNTY_COUNTRY: dict[str, str] = {
    name: "GB" for name in (*_ENGLAND, *_WALES, *_SCOTLAND, *_NORTHERN_IRELAND)
} | {name: "IE" for name in _IRELAND}
