"""Which names of a caption are places, and the words around each.

The first step of :func:`.places.extract_event_place`: the gazetteer finds every name it
knows, and this module keeps those written as proper names (not "police", not a month,
not "Place du Luxembourg"), reads each one's cue ("in", "near", "the town of"), the kind
of feature named beside it, its state or county, and its role (demonym, organisation,
metonym or context). Nothing here chooses among the places.
"""

from __future__ import annotations

import dataclasses
import re
from bisect import bisect_right
from typing import TYPE_CHECKING

from gazetteer import PROVINCE_NEAR_KM, distance_km, is_feature

from .agencies import normalise_agency
from .counties import COUNTY_COUNTRY, COUNTY_NATION, COUNTY_SHORT_FORMS, PREFIXED_COUNTY_COUNTRY
from .inflections import CaseForms, nominative
from .name_uses import (
    FOREIGN_DATE_WORDS,
    after_a_noble_title,
    after_a_title,
    country_as_modifier,
    demonym_country_applies,
    is_date_word,
    is_side,
    island_of_before,
    kind_called_before,
    names_a_likeness,
    names_a_race,
    names_a_route,
    names_a_storm,
    names_a_titled_person,
    names_a_vessel,
    organisation_before,
    quarter_before,
    river_before,
    the_and_adjective_before,
    time_of_before,
    water_body_before,
)
from .phrases import AREA_KINDS, PlaceName, memo_for
from .roles import (
    CA_PROVINCES,
    COMPASS_HYPHEN_WORDS,
    KIND_HINTS,
    LANDMARK_NOUNS,
    LONG_PARTICLES,
    MONTHS,
    NOTHING_AFTER,
    PERSON_TITLES,
    PROPER_PREFIX,
    PUNCT,
    STATE_COUNTRY,
    US_STATES,
    is_proper_name,
    kind_in_name,
    read_after,
    read_before,
    state_after,
    word_set,
)
from .suffixes import LOCATIVE
from .text import fold

if TYPE_CHECKING:
    from gazetteer import Gazetteer, NameMatch, Place

__all__ = ["COMPASS", "read_names"]

_CITY_ABROAD_POP = 1_000_000
_CAPITALISED_RUN = re.compile(r"[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*)*")
_BEARING = re.compile(r"\b(?:(?:north|south|east|west)(?:-?(?:east|west))?\s+of\s+(?:the\s+)?"
                      r"|(?:nord|sud|est|ouest|norte|sur|este|oeste|leste|ovest|noreste|noroeste"
                      r"|sureste|suroeste|nordeste|sudeste|sudoeste|nordest|nordovest|sudest"
                      r"|sudovest)(?:-(?:est|ouest))?\s+(?:de|di|du|do|da)\s+"
                      # after another place: "in Gurugram, on the outskirts of New Delhi"
                      r"|,\s+(?:on\s+|at\s+)?the\s+(?:outskirts|edge|fringes)\s+of\s+(?:the\s+)?)$",
                      re.IGNORECASE)
# between a name and its country: ", " or ", southern " ("Orange, southern France")
# a bearing before a place's name ("northern", "south-east", "central")
COMPASS = r"(?:north|south|east|west|central)(?:ern)?(?:-?(?:east|west)(?:ern)?)?"
_CONTAINER_GAP = re.compile(rf", (?:{COMPASS} )?")
# "Sampras of the United States", "Dean of Great Britain": a person's country
_PERSON_OF = re.compile(r"\b([A-Z][\w'’.-]+) of (?:the )?$")
_STATE_WORDS = frozenset("""state city province republic kingdom commonwealth district territory
    isle port gulf bay sea strait cape lake mount islands people government embassy
    president""".split())  # noqa: SIM905
# an office a country's name qualifies ("US Senator", "Ukraine President", "UK Ambassador")
_OFFICE_AFTER = re.compile(
    r" (?:Senator|Sen\.|President|Vice President|Vice-President|Secretary of State|Secretary"
    r"|Ambassador|Envoy|Special Envoy|Prime Minister|Foreign Minister|Defen[cs]e Secretary"
    r"|Defen[cs]e Minister|Representative|Rep\.|Congressman|Congresswoman|Trade Representative"
    r"|Attorney General|Chancellor|Foreign Secretary) [A-Z]")
# a side's or a state's person after a country's possessive, in lower case ("Australia's
# captain", "India's star batsman", "Spain's players", "Japan's prime minister")
_ROLE_AFTER = re.compile(
    r"(?:[a-z-]+ ){0,2}(?:captain|skipper|coach|manager|players?|striker|goalkeeper|keeper"
    r"|batsman|batter|bowler|fly-half|winger|forward|defender|midfielder|athletes?|team|squad"
    r"|riders?|drivers?|swimmers?|runners?|sprinter|gymnasts?|boxer|wrestler|fans"
    r"|supporters|prime minister|president|foreign minister|ambassador|envoy|king|queen"
    r"|crown prince|princess|prince)\b")
_PLACE_PREPOSITION_BEFORE = re.compile(r"\b(?:in|at|to|from|near|across|of)\s+(?:the\s+)?$",
                                       re.IGNORECASE)
# between a town and its county: "Wells, Somerset", "Whitby, North Yorkshire", "Killarney,
# Co. Kerry" (not "the Seattle suburb of Kent")
_DEPARTEMENT_ARTICLES = ("dans le ", "dans la ", "dans les ", "dans l'", "dans l’")
_COUNTY_GAP = re.compile(r"(?:, [A-Z][a-z]+(?=, ))?"  # "Hebden Bridge, Calderdale, West Yorkshire"
                         r"(?:, | in | \(|, dans (?:le |la |les |l'|l’)|, en )"
                         r"(?:Co\.? |County |(?:North|South|East|West) )?")
_COMPASS_IN_NAME = re.compile(r"\b(?:North|South|East|West|Central)(?:ern)? $")
_COMPASS_ENDINGS = frozenset("htln")  # the last letters of those words: a cheap first test
_COMPASS_AFTER_COMMA = re.compile(rf", {COMPASS} $")
# the nouns of streets, squares and institutions written lower case in other languages, which
# may stand right before the name ("piazza San Marco")
_NOUN_FIRST_NOUNS = frozenset("""iglesia igreja église eglise catedral capilla parroquia basílica
    basilica calle avenida plaza praça praca rua piazza estadio estádio universidad
    universidade ospedale escuela escola corso viale piazzale rue boulevard avenue paseo
    alameda travessa ponte pont puente promenade lungomare palais bulevar calzada periférico
    glorieta callejón malecón esquina""".split())  # noqa: SIM905
# (not "quai": "au quai de Shippagan" is the town's wharf; "Quai d'Orsay" is written capital)
# (Mexico's streets: "sobre el bulevar Emiliano Zapata", "en la esquina de Juan N. Álvarez")
# ("château de Versailles", "musée de Grenoble" stand in their towns; a palace may not:
# "le palais du Luxembourg" is the Senate's, in Paris)
# A street, square, institution or ship named after a place, the noun first: "Place du
# Luxembourg", "Plaza de Mayo", "Via Roma", "Penitenciaría del Litoral", "Universidad de
# Chile", "the USS Missouri"
_NOUN_FIRST_BEFORE = re.compile(
    r"\b(?:Place|Rue|Quai|Boulevard|Avenue|Plaza|Plaça|Praça|Piazza|Piazzale|Viale|Via|Calle"
    r"|Avenida|Rua|Paseo|Largo|Strada|Ulica|Platz"
    # a fountain named after a place: "alla Fontana di Trevi, ..., Roma" (not Trevi, Umbria);
    # not a tower, a bridge or a gate, which stand in the city they are named after ("la Torre
    # di Pisa", "il Ponte di Genova", "Porta di Roma")
    r"|Fontana|Fontaine|Fuente|Fonte"
    r"|Val|Valle|Vall[ée]e|Vale"  # a valley named after its town: "in Val di Susa"
    r"|Penitenciar[ií]a|Universidad|Universidade|Universit[ée]|Universit[àa]|Estadio|Est[áa]dio"
    r"|Hospital|H[ôo]pital|Ospedale|Banco|Teatro|Museo|Museu|Mus[ée]e|Palacio|Pal[áa]cio|Palais"
    r"|Catedral|Iglesia|Igreja|[ÉE]glise|Colegio|Col[ée]gio|Instituto|Institut|Corte|Tribunal"
    r"|Congreso|Congresso|Senado|C[áa]mara|Polic[ií]a|Ej[ée]rcito|Ex[ée]rcito|Ministerio"
    r"|Minist[ée]rio|Minist[èe]re|Gobierno|Governo|Prefeitura|Alcald[ií]a|Asamblea|Fiscal[ií]a"
    r"|C[áa]rcel|Prisi[óo]n|Pris[ãa]o|Aeropuerto|Aeroporto|A[ée]roport|Puerto|Porto"
    r"|Stadium"  # "at Stadium Australia" (not "Stade de France" nor "BVB Stadion Dortmund")
    r"|H[ôo]tel"  # "devant l'Hôtel de Ville" (a town's hall, no Villé), "l'Hôtel de Paris"
    # a mosque, shrine or school named in Arabic, Malay or Urdu: "Masjid An-Nur", "Masjid
    # Negara", "Masjid Al-Aqsa" name no town, so the name after the noun is read as none,
    # even in "Jamia Masjid Srinagar" (the caption's "in Srinagar" or dateline places it)
    r"|Masjid|Masjed|Mesjid|Jami|Dargah|Madrasa|Madrasah"
    r"|USS|HMS|HMAS|HMCS|RMS|SS|MV"  # a ship named after a place: "the USS Missouri"
    # written lower case in other languages: "la torre de la iglesia de San Diego"
    r"|" + "|".join(sorted(_NOUN_FIRST_NOUNS, key=lambda w: (-len(w), w))) + ")"
    r"(?: (?:de la|de l'|de|du|des|del|della|di|da|do|dos|das))? $")
# "Pescara del Tronto", "San Miguel del Padrón": a name the gazetteer does not hold, the
# town it found only its first words (Italian and Spanish join no town to its area by "del")
_LONGER_NAME_AFTER = re.compile(r" (?:del|della|dello|delle|degli|dei) [A-Z]")
# ... but a city's name stays a city's before an epithet ("la Roma del Giubileo", "la Sevilla
# del Corpus"): no longer name starts with a city of this size
_LONGER_NAME_TOWN_POP = 100_000
# the noun of a street's, a building's or a fair's name, itself matched as a town, before the
# rest of the name: "Mexico City's Palacio de los Deportes" (no El Palacio), "la Feria de la
# Alasita" (no Feria, Spain)
_FAIR_NOUNS = frozenset({"Feria", "Fiesta"})  # ("la Feria de Málaga" is still in Málaga)
_OF_AFTER = re.compile(r" (?:de|del|des|du|di|da|do|dos|das|della) (?!\d)")
# compass words that are also provinces' names ("East", Cameroon; "Central", Uganda): in a
# caption written in capitals they are the adjectives of "EAST AND WEST BERLINERS"
_CAPITALS_TOWN_POP = 100_000  # a town this small after "THE" in capitals is a word
_COMPASS_WORDS = frozenset("""north northern south southern east eastern west western central
    upper lower middle""".split())  # noqa: SIM905
# "the Mining and Chemical Combine": a name joined by "and" to a capitalised run that ends
# in an institution's noun (group 1)
_JOINED_NAME = re.compile(r" (?:and|&) (?:[A-Z][\w'’-]* )*([A-Z][\w'’-]*)")
_INSTITUTION_WORDS = frozenset("""Combine Company Corporation Institute Museum Council Authority
    Commission Committee Bank University College School Hospital Club Party Front Movement
    Ministry Department Agency Trust Foundation Society Association Centre Center Works Plant
    Factory Mills Exchange Board Court Fund Group Union Academy Festival Fair Games
    Railway Railways Airlines""".split())  # noqa: SIM905
# "the East Gate of the 2025 World Exposition": a part of a thing named, not a place
_OF_THE_NAMED = re.compile(r" of the (?:\d{4} )?[A-Z]")
# "the Cheremushki district of Osh", "the Mashhad area of Aleppo": the part, then its town
_PART_OF_GAP = re.compile(
    r" (?:district|suburb|neighbou?rhood|quarter|area|township|borough|ward|outskirts|core|section"
    r"|sector|precinct|enclave|estate|parish) of (?:the )?")  # "the Galt core of Cambridge"
# "Chhatrapati Sambhajinagar, formerly Aurangabad", "Gurugram (formerly known as Gurgaon)"
_FORMERLY = re.compile(
    r"\b([A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*)*)(?:,| \() ?formerly (?:known as |called )?$")


def read_names(
    text: str,
    gaz: Gazetteer,
    starts: list[int],
    endings: dict[int, str] | None = None,
    cases: CaseForms | None = None,
) -> tuple[list[PlaceName], str]:
    """Every gazetteer name written as a proper name, with the cues around it.

    ``endings`` are the Turkish case endings after names (see :mod:`.suffixes`): a name
    in the locative is cued as "in" cues it. ``cases`` are the declined names of a
    Slavic, Hungarian or Finnish caption (see :mod:`.inflections`): each is read as its
    nominative, and cued by its case. Also returns the caption with demonyms
    lower-cased (see :func:`_lower_demonyms`).
    """
    matches = gaz.find_names(text, read_as=cases.read_as) if cases else gaz.find_names(text)
    spelled: dict[int, str] = {}
    if "Al" in text and _CAMEL_ARTICLE.search(text):  # "AlUla": the gazetteer's "Al-Ula"
        matches, spelled = _with_camel_articles(gaz, text, matches)
    if not matches:  # "near Tiny Hollow, N.C.": no gazetteer name, but a state
        names = _with_unbound_states(text, [], starts) if ", " in text else []
        if "Uwanja wa " in text:
            names = _with_swahili_venues(gaz, text, names, starts)
        return names, text
    if any(", " in m.text for m in matches):
        matches = _without_compass_tails(gaz, text, matches)
    # Demonyms are adjectives in a cue path ("in the northern Syrian town of"):
    # read the context with them lower-cased so they do not break the path.
    masked = _lower_demonyms(text, matches)
    numbered = _numbered_districts(text)
    if numbered:  # "in Kakdwip, in South 24 Parganas district": no place, a link
        for a, b in numbered:
            masked = masked[:a] + ", in".ljust(b - a) + masked[b:]
        matches = [m for m in matches if not any(a <= m.start < b for a, b in numbered)]
    # each adjacent pair read once as one place in two languages ("Ōtautahi Christchurch"):
    # pair i is matches[i] and matches[i + 1]
    doubled = {i for i in range(len(matches) - 1)
               if _one_place_twice(gaz, text, matches[i], matches[i + 1])}
    shouting = text.isupper()  # no lower-case letter at all
    vietnamese = not text.isascii() and len(_VIETNAMESE_LETTER.findall(text, 0, 400)) >= 3
    names: list[PlaceName] = []
    openers: set[int] = set()  # the starts of sentence-opening common nouns (_a_subject_noun)
    floor = 0
    s_index = 0
    skip_to = 0
    for k, m in enumerate(matches):
        if m.start < skip_to:
            continue
        while s_index + 1 < len(starts) and m.start >= starts[s_index + 1]:
            s_index += 1
        s_start = starts[s_index]
        # a town's German or Dutch adjective, a noun always after it: "vor dem Kölner Dom"
        adjective = cases is not None and m.text in cases.adjectives
        if not (
            is_proper_name(text, m.start, m.end, s_start)
            or text.endswith(_OLD_TOWN_OF, 0, m.start)  # "le Vieux-Lyon": Lyon's old town
            or (m.end - m.start < 3 and _short_name_stands(text, matches, k))
            or (endings and m.end in endings)  # "Van'ın": only a proper name takes an ending
            or _after_a_demonym(text, matches, k)  # "Finnish Lapland", "Iraqi Kurdistan"
            or (cases is not None and m.start in cases.regions)  # "Παλαμά Καρδίτσας"
            or (cases is not None and m.start in cases.separate)  # "Arenalla Tampereella"
            or adjective  # "v pražském Karlíně", "a szegedi Stefánia sétánynál"
            or (k - 1) in doubled  # "Ōtautahi Christchurch": the second name, English, read
            or (m.text.startswith(_VOIVODESHIP_WORDS) and "admin1" in m.kinds)  # "woj. lubelskie"
        ) or k in doubled or (
            _TITLES_ONLY.fullmatch(m.text) is not None  # "The King and Queen arrive": people
            and not text.endswith(("in ", "In "), 0, m.start)  # (not "in King and Queen")
        ) or (m.key in MONTHS and _is_month(text, matches, k)) or _opens_with_date(text, m) \
                or ((m.key in FOREIGN_DATE_WORDS or (m.phonetic and m.text.lower()
                                                      in FOREIGN_DATE_WORDS))
                    and is_date_word(text, m.start, m.end)) \
                or _in_a_noun_first_name(text, m.start) \
                or ("country" not in m.kinds and _LONGER_NAME_AFTER.match(text, m.end)
                    and m.population < _LONGER_NAME_TOWN_POP) \
                or (_OF_AFTER.match(text, m.end) and _a_names_noun(m.text)) \
                or (" " in m.text and "," not in m.text and not m.text.startswith(_VOIVODESHIP_WORDS)
                    and _a_common_noun_inside(gaz, m.text)) \
                or (vietnamese and _a_vietnamese_syllable(gaz, m)) \
                or _a_french_building(text, m.start, m.end) \
                or ((text.endswith(_GERMAN_NOUN_ARTICLES, 0, m.start)
                     or _german_article_opens(text, m.start, s_start)
                     or (m.key in _GERMAN_TOWN_PARTS and text.endswith(" die ", 0, m.start)))
                    and "country" not in m.kinds and "admin1" not in m.kinds
                    and not adjective) \
                or (not adjective and _a_noun_after_der(gaz, text, m)) \
                or _an_agency_tag(text, m.start, m.end) \
                or (m.key == "pool" and _POOL_CREDIT.match(text, m.end) is not None) \
                or ("country" not in m.kinds and _a_tag_after_a_date(text, m.start, m.end)) \
                or (text[m.end : m.end + 1] in (":", "\t") and m.text.lower() in _FIELD_LABELS) \
                or _ARTICLE_AND_WORD.fullmatch(m.text) is not None \
                or names_a_titled_person(text, m.start, m.end) \
                or ("country" not in m.kinds and (after_a_title(text, m.start)
                                                  or after_a_noble_title(text, m.start))) \
                or _COMPASS_PAIR.match(text, m.start) \
                or (_names_a_sea(text, m.start, m.end) and not _a_feature(gaz, m.text)) \
                or (m.text in _SEA_ADJECTIVES and _LOWER_WORD_AFTER.match(text, m.end)) \
                or _in_a_possessive_landmark(text, matches, k) \
                or _a_town_s_old_quarter(text, matches, k) \
                or _PERSON_S_HOME_AFTER.match(text, m.end) is not None \
                or (cases is not None and (
                    _a_things_name(text, m.start, m.end, cases)
                    or (m.start == s_start and _a_greek_opening_word(gaz, m, cases)))):
            # "Queen Elizabeth II"; "between East and West Berlin"; "in the Red Sea"
            continue
        if _abbreviates_a_state(text, m.start, m.end):
            continue  # "Kananaskis, Alta.": Alberta (read below), not Alta, Iowa
        if "country" not in m.kinds and _STORM_BEFORE.search(text, max(0, m.start - 16), m.start):
            continue  # "as post-tropical storm Lee approaches": a storm's name, no place
        if text.startswith("-", m.end) and m.text.lower() in COMPASS_HYPHEN_WORDS \
                and text[m.end + 1 : m.end + 2].isupper():
            continue  # "in die Oos-Vrystaat": the compass word of the name after it (no Ōtsu)
        if "." in m.text and text.startswith(".", m.end) and text[m.end + 1 : m.end + 2].isupper():
            continue  # "Leningrad, U.S.S.R.": an abbreviation runs on, no "U.S" in it
        if (m.key in _STREET_WORDS and _after_a_capitalised_word(text, m.start)) \
                or (text.endswith(_FRENCH_LINKS, 0, m.start)
                    and _FRENCH_NAMED_THING.search(text, max(0, m.start - 24), m.start)):
            continue  # "Jurong West Street 81" (not Street, Somerset); "la prison de la Santé"
        if (_NUMBERED.match(text, m.end) and not _a_town_s_checkpoint(gaz, text, m)) \
                or (m.key in _NUMBERED_NOUNS and _NUMBER_AFTER.match(text, m.end)):
            continue  # "North Loop 286", "Ring 3", "Pier 39": a numbered road or part, no town
        if not text.isascii() and text.endswith(_SLAVIC_STREET_NOUNS, 0, m.start):
            continue  # a square's or a street's name: "na náměstí Svobody", "ulica Warszawska"
        if m.key in _INDEPENDENCE_WORDS and _HOLIDAY_NOUN_BEFORE.search(
                text, max(0, m.start - 24), m.start):
            continue  # "el Grito de Independencia", "Dia da Independência": a day, no town
        if m.key in _FIGURE_LABELS and _LABEL_NUMBER.match(text, m.end):
            continue  # "Fig. 4 - Dabancheng detention facility": a report's figure, no Fīq
        if _a_person_opening_the_sentence(text, matches, k, s_start):
            continue  # "Lewis Hamilton of Britain celebrates": no Hamilton
        if m.start == s_start and _a_subject_noun(text, m):
            openers.add(m.start)  # "Bison graze in ...": dropped below if another place stands
        if m.start == s_start and _ROMANCE_NOUN_PHRASE.match(text, m.end) \
                and " " not in m.text and "country" not in m.kinds and "admin1" not in m.kinds \
                and m.population < _OPENING_NOUN_TOWN_POP:  # (not "Madrid de noche")
            continue  # "Partido de fútbol en ...", "Paso de peatones": a noun opening it
        if m.end - m.start <= _ACRONYM_MAX and not shouting and m.text.isupper() \
                and "country" not in m.kinds and _among_lower_case_words(text, m):
            continue  # "Petugas SAR gabungan": an acronym in a caption's text, no Sar
        if names and _OLD_NAME_GAP.fullmatch(text, names[-1].end, m.start):
            continue  # "in Iznik, the ancient Nicaea": Iznik's old name, not Nice's
        if text.startswith("-", m.end) and "country" not in m.kinds \
                and m.population < _PAIR_HEAD_POP and _LOWER_COMPOUND_TAIL.match(text, m.end):
            continue  # "Horse-drawn carriages": an adjective (a city's, "Tehran-backed", is
            # read below as the government's)
        if _a_building_s_adjective(text, m):
            continue  # "la Grande mosquée de Touba", "el Gran teatro": a building's adjective
        if "le " in text[max(0, m.start - 10) : m.start] \
                and _ISLAND_IN_A_TOWN.search(text, max(0, m.start - 10), m.start):
            continue  # "sur l'île de la Cité": an island of Paris, no Kíti
        if m.end - m.start <= _ACRONYM_MAX and not shouting and m.text.isupper() \
                and "country" not in m.kinds and m.population < _ACRONYM_TOWN_POP \
                and m.start != s_start and _ACRONYM_OF_A_NAME.match(text, m.end) \
                and not (k + 1 < len(matches) and matches[k + 1].start == m.end + 1):
            continue  # "operated by SOS Mediterranee": an organisation's acronym, no Sos
        name = PlaceName(
            m.start,
            m.end,
            m.text,  # text[m.start : m.end]
            m.kinds,
            m.country_code,
            s_index,
            is_country="country" in m.kinds and not _city_abroad(gaz, m),
            bracketed=text[m.start - 2 : m.start] == " (" and text[m.end : m.end + 1] == ")",
            population=m.population,
        )
        if spelled and m.start in spelled:
            name.text = spelled[m.start]  # "AlUla" is resolved as "Al-Ula"
        if name.is_country and country_as_modifier(text, m.start, m.end):
            name.role, name.is_country = "demonym", False  # "U.S. troops", "a U.S. Army helicopter"
            names.append(name)
            continue
        if "demonym" in m.kinds and not (
            "place" in m.kinds and _country_follows(text, matches, k, kinds=("country",))
        ):  # "Malian soldiers": a demonym, even if a village is so named (not "Roman, Romania")
            name.role = "demonym"
            if text.startswith(" capital", m.end) and m.country_code:
                _as_capital(name, text, gaz, m.country_code, masked, floor, s_start)
            names.append(name)
            side = _country_of_a_side(gaz, text, m, s_index)
            if side is not None:
                names.append(side)
            continue
        # a case ending closes the name: "İstanbul'da Filistin için" has no "da" linking a
        # longer name, as "Plaza de Mayo" has; so does one on an unknown district after it
        ending = (endings.get(m.end) or _district_ending_after(text, matches, k, endings)) \
            if endings else None
        _read_context(name, text, masked, floor, s_start, gaz, closed=ending is not None or (
            adjective or (cases is not None and (
                m.end + 1 in cases.regions or (m.text.split(" ", 1)[0] in cases.read_as
                                               and cases.cues.get(m.start) == "at")))))
        if name.kind_hint is None and m.key in _MEDINA_KEYS \
                and text.endswith(("la ", "La ", "à la "), 0, m.start):
            name.kind_hint = "neighbourhood"  # "à la Médina": a town's old quarter, not Medina
        # (a region after it is no longer its name; nor is an adjective's noun: "Kölner Dom";
        # nor a capital word after a declined word: "Liepājā Latvijas proklamēšanas dienā")
        if name.cue is None and (ending in LOCATIVE or (
            endings and _KIND_LOCATIVE.match(text, m.end)
        )) and not _last_word_of_a_longer_name(text, m.start, s_start, names):
            # "Ankara'da": in Ankara; "İstanbul Beyoğlu'ndaki": in Istanbul; "Hatay'ın Antakya
            # ilçesinde": in the Antakya district
            name.cue = "at"
            if name.kind_hint == "town" and k and _DISTRICT_LOCATIVE.match(text, m.end) \
                    and matches[k - 1].population >= _CITY_PROVINCE_POP:
                # "İstanbul'un Kadıköy ilçesinde": a district of a city whose province it
                # fills, which a village of its name far from the centre is not; a province's
                # district is its own town ("Antalya'nın Manavgat ilçesinde", 68 km out)
                name.kind_hint = "district"
        if cases is not None:
            _read_case_form(name, cases)
        if name.is_country and name.cue is None:
            name.nationality = _is_nationality(name, text, matches, k)
        elif name.is_country:
            name.owns_people = _owns_a_name(name, text, matches, k, unknown_place=True)
        if name.role == "context" and _owner_of_a_person(name, text, matches, k):
            name.role = "metonym"
        elif _brand_after_the(name, text):
            name.role, name.cue = "organisation", None
        elif not adjective and (
                _opens_a_compound_name(text, matches, k)
                or _opens_a_longer_name(name, text, matches, k)):
            name.role, name.kinds, name.is_country = "context", frozenset(), False
        if text.startswith(", ", m.end):
            state = state_after(text, m.end)
            if state is not None and _country_code_after(gaz, m, text[m.end + 2 : state[1]]):
                state = None  # "BERLIN, DE -": Germany's code, not Delaware's
            state = _whose_nt(gaz, m.text, text, state)
            if state is not None:
                name.state, skip_to = state  # "Que." is Quebec, not the Vietnamese town Quế
                if "place" in m.kinds:
                    name.is_country = False  # "Lebanon, N.H.": a town
            else:
                name.county_after, name.nation = _unmatched_county_after(text, m.end, matches, k)
        elif text.startswith(" in the ", m.end) and (
                state := _whose_nt(gaz, m.text, text, state_after(text, m.end))):
            name.state, skip_to = state  # "near Wellington in the central west of NSW"
            if "place" in m.kinds:
                name.is_country = False
        elif text.startswith((" (", " in "), m.end):
            # "Saint-Denis (Seine-Saint-Denis)", "Athlone in County Westmeath"
            name.county_after, name.nation = _unmatched_county_after(text, m.end, matches, k)
        elif name.facility or name.kind_hint:
            # "Dover Air Force Base, Del.", "South Lebanon Township, Pa.": the town's
            # state, after the facility's name or the kind of place
            run = _CAPITALISED_RUN.match(text, m.end + 1) if text.startswith(" ", m.end) else None
            state = state_after(text, run.end()) if run else None
            if state is not None:
                name.state = state[0]
            elif run is not None:  # "Portland Port in Dorset": the county after the facility
                name.county_after, name.nation = _unmatched_county_after(text, run.end(), matches, k)
        if m.text in STATE_COUNTRY and "admin1" in m.kinds and name.state is None \
                and name.kind_hint in (None, "admin1") and name.role == "context" \
                and _a_state_alone(gaz, text, matches, k):
            # "a ranch in Wyoming", "across Montana", "an orchard in Georgia ... the state's
            # crop": the state, not Wyoming, Michigan, Montana in Bulgaria or the country (a
            # province still, no town: not before "the Oregon District of Dayton")
            name.kind_hint, name.is_country = "state", False
            name.demonym_code = STATE_COUNTRY[m.text]
        elif k + 1 < len(matches) and _named_for_a_building_in_a_town(text, matches, k) \
                and not _a_quarter_of(gaz, m.text, matches[k + 1].text):
            name.role, name.cue = "organisation", None  # "the Webster School ... in Manchester"
        prev = names[-1] if names else None
        if prev is not None and name.kind_hint == "city" and text.startswith(" City", m.end) \
                and text[prev.end : m.start] == ", " and not prev.is_country:
            name.container = True  # Xinhua's "in Yiwu, Jinhua City": the prefecture's city
        if prev is not None and m.text in COUNTY_COUNTRY and _COUNTY_GAP.fullmatch(
            text, prev.end, m.start
        ) and not text.startswith(" County", m.end):  # (not "in Kent County, Delaware")
            name.county_of = COUNTY_COUNTRY[m.text]  # "Wells, Somerset", "Killarney, Co. Kerry"
            name.nation = COUNTY_NATION.get(m.text) or COUNTY_SHORT_FORMS.get(m.text)
        elif m.text in COUNTY_COUNTRY and text.endswith(_DEPARTEMENT_ARTICLES, 0, m.start):
            name.county_after = COUNTY_COUNTRY[m.text]  # "dans le Var": France's, not Vār
        if (
            prev is not None
            and prev.role == "demonym"
            and prev.sentence == s_index
            and demonym_country_applies(text[prev.end : m.start])
        ):
            name.demonym_code = prev.country_code
        elif "Kashmir" in m.text and text.endswith(("ed ", "ni ", "an "), 0, m.start):
            name.demonym_code = _kashmir_side(text, m.start) or name.demonym_code
            if name.demonym_code == "PK" and m.text == "Kashmir":
                name.text = "Azad Kashmir"  # (Pakistan's part, by the gazetteer's name)
        part_of = _part_of_before(prev, text, m)
        if part_of and name.kind_hint is None and not name.is_country:
            name.kind_hint = "city"  # "the Cheremushki district of Osh": a city's district
        if shouting and not name.is_country and _a_word_in_capitals(text, matches, k):
            continue  # an old wirephoto: "EAST AND WEST BERLINERS", "THROUGH THE GATES OF"
        if m.common_word and not part_of and (
            (
                name.cue is None
                and name.kind_hint is None
                and name.state is None
                and not _country_follows(text, matches, k)  # "Orange, southern France"
                and not (endings and m.end in endings)  # "Van'ın": the province
                # "Rochester, Victoria": a state written out after its town
                and not (m.text in STATE_COUNTRY and prev is not None
                         and text[prev.end : m.start] == ", ")
                and not _of_a_romance_noun(text, m.start)  # "le Festival des masques de Man"
            )
            or text.startswith(" of ", m.end)
            or text.endswith(("the ", "The "), 0, m.start)
            or the_and_adjective_before(text, m.start)  # "the Western Wall"
            or time_of_before(text, m.start)  # "on the first day of Ramadan"
            # a people's adjective before it: a body's name ("the African Union", "the
            # European Union", "the Arab League")
            or (prev is not None and prev.role == "demonym" and prev.end + 1 == m.start)
            or _a_squares_word(text, m.start, m.end)  # "in piazza Duomo", "in Duomo square"
        ):
            # "Police", "Mission"; "the Port of Beirut", "the University of Mosul"; "on top
            # of the Wall": a caption word after "the" is the word
            continue
        names.append(name)
        if name.role != "organisation":
            floor = m.end
    if openers:
        names = _without_subject_nouns(gaz, names, openers)
    if endings:
        _uncue_noun_locatives(names, endings, text)
    if "rrio " in text or "lonia " in text or "quartier " in text or " market" in text \
            or " sou" in text or " suq" in text or " baza" in text:
        names = _without_quarters(gaz, text, names)
    if ", " in text:
        names = _with_unbound_states(text, names, starts)
    if "Uwanja wa " in text:
        names = _with_swahili_venues(gaz, text, names, starts)
    if "-" in text or " upon " in text or " on " in text:
        _read_short_forms(names)
    return names, masked


# the side of Kashmir a caption writes, by who holds it: "Pakistan-controlled Kashmir",
# "Indian-administered Kashmir", "Pakistani Kashmir" (the gazetteer holds India's state under
# the bare name, and Pakistan's as "Azad Kashmir": "Muzaffarabad, the capital of
# Pakistan-controlled Kashmir" is no town of India's state)
_KASHMIR_HELD_BY = re.compile(r"\b(Pakistan|India)(?:i|n)?(?:[- ](?:controlled"
                              r"|administered|held|ruled|occupied))? $")
_KASHMIR_SIDES = {"Pakistan": "PK", "India": "IN"}


def _kashmir_side(text: str, start: int) -> str | None:
    """The country that holds the part of Kashmir named at ``start``, as the words before it
    say, or None."""
    held = _KASHMIR_HELD_BY.search(text, max(0, start - 30), start)
    return _KASHMIR_SIDES[held.group(1)] if held is not None else None


# what follows a town's short name in its full one: "Kingston upon Thames", "Appleby-in-
# Westmorland", "Newcastle-under-Lyme", "Stratford-upon-Avon", "Frankfurt am Main"
_FULL_NAME_TAIL = re.compile(r"[ -](?:upon|on|under|in|by|le|sur|am|an|im|en|la)[ -]\S")


def _read_short_forms(names: list[PlaceName]) -> None:
    """Read a town's short name as the full one the caption also writes ("the Guildhall,
    Kingston, for the budget meeting of the Royal Borough of Kingston upon Thames"; "the
    Appleby Horse Fair in Appleby-in-Westmorland"): locals shorten it, and the short name
    alone is a larger or an older namesake (Kingston, Jamaica; a hamlet called Appleby)."""
    full = [n for n in names if n.kinds and not n.is_country and _FULL_NAME_TAIL.search(n.text)]
    for name in names if full else ():
        for long in full:
            if long is not name and long.text.startswith(name.text) \
                    and _FULL_NAME_TAIL.match(long.text, len(name.text)):
                name.in_full = long.text
                break


# a name the gazetteer matched across a comma into the compass word of the county after it:
# "Richmond, North" in "Richmond, North Yorkshire"
_COMPASS_TAIL = re.compile(r", (?:North|South|East|West)$")


def _without_compass_tails(gaz: Gazetteer, text: str, matches: list[NameMatch]
                           ) -> list[NameMatch]:
    """``matches`` with each name that ran on over a comma into a compass word before a
    capitalised word ("Richmond, North Yorkshire") cut back to the town before the comma:
    the compass word opens the county's name, not the town's."""
    out: list[NameMatch] = []
    for m in matches:
        tail = _COMPASS_TAIL.search(m.text) if ", " in m.text else None
        if tail is None or not text[m.end + 1 : m.end + 2].isupper() \
                or not text.startswith(" ", m.end):
            out.append(m)
            continue
        head = m.start + tail.start()
        out += [dataclasses.replace(h, start=h.start + m.start, end=h.end + m.start)
                for h in gaz.find_names(text[m.start : head])]
    return out


# the Arabic article joined to its name with no hyphen, the name capitalised: Saudi Arabia's
# own spelling of "AlUla", "AlKhobar", "AlQassim", "AlAhsa" (SPA, WAM, the Royal Commission)
_CAMEL_ARTICLE = re.compile(r"\bAl([A-Z][a-z]{2,})\b")


def _with_camel_articles(gaz: Gazetteer, text: str, matches: list[NameMatch]
                         ) -> tuple[list[NameMatch], dict[int, str]]:
    """The matches with each "AlUla" read as the gazetteer's "Al-Ula", and those spellings by
    their start. Written so, the article is no "Al" the gazetteer can split off, and the
    whole is matched by its sound or not at all ("AlUla" as Caluula, Somalia)."""
    spelled: dict[int, str] = {}
    added: list[NameMatch] = []
    for hit in _CAMEL_ARTICLE.finditer(text):
        written = f"Al-{hit.group(1)}"
        found = gaz.find_names(written)
        if not found or found[0].start != 0 or found[0].end != len(written):
            continue  # ("AlMaktoum": no place)
        spelled[hit.start()] = written
        added.append(dataclasses.replace(found[0], start=hit.start(), end=hit.end(),
                                         text=hit.group()))
    if not added:
        return matches, spelled
    kept = [m for m in matches if not any(a.start < m.end and m.start < a.end for a in added)]
    return sorted([*kept, *added], key=lambda m: m.start), spelled


# Swahili names a venue before its name: "Uwanja wa Ndege wa Kimataifa wa Jomo Kenyatta"
# (Jomo Kenyatta International Airport), "Uwanja wa Michezo wa Kasarani" (Kasarani Stadium)
_SWAHILI_VENUE = re.compile(
    r"\bUwanja wa (Ndege|Michezo) wa (Kimataifa wa )?([A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,3})")
_SWAHILI_VENUE_WORDS = {"Ndege": "Airport", "Michezo": "Stadium"}


def _with_swahili_venues(gaz: Gazetteer, text: str, names: list[PlaceName], starts: list[int]
                         ) -> list[PlaceName]:
    """``names`` with the airports and stadiums a Swahili caption names noun first, read by
    their English names when the gazetteer knows them (it holds "Jomo Kenyatta International
    Airport", not its Swahili): the venue the caption puts its people at ("katika Uwanja
    ..."), where its other towns ("mjini Vienna", of a race three days before) may not be.
    A name read inside the venue's gives way to it: "Uwanja wa Ndege wa Kimataifa wa
    Kilimanjaro" is the airport, not the mountain it is named after."""
    added = []
    for hit in _SWAHILI_VENUE.finditer(text):
        international = " International" if hit.group(2) else ""
        english = f"{hit.group(3)}{international} {_SWAHILI_VENUE_WORDS[hit.group(1)]}"
        if not gaz.candidates(english):
            continue
        start, end = hit.start(3), hit.end(3)
        names = [n for n in names if not (start <= n.start and n.end <= end)]
        if any(n.start < end and start < n.end for n in names):
            continue
        added.append(PlaceName(start, end, english, frozenset({"place"}), None,
                               bisect_right(starts, start) - 1, cue="at", facility=True))
    return sorted(names + added, key=lambda n: n.start) if added else names


# a town's quarter named by its kind, in the languages that write the kind lower-case
# before the name: "barrio Alberdi", "la colonia Roma", "no bairro da Tijuca", "le
# quartier de Belleville"
_QUARTER_BEFORE = re.compile(
    r"\b(?:barrio|colonia|bairro|quartier)(?: (?:de|del|da|do|dos|das|du|des|de la))? $"
    r"|\b(?:barrio|colonia|bairro|quartier) d['’]$", re.IGNORECASE)


def _without_quarters(gaz: Gazetteer, text: str, names: list[PlaceName]) -> list[PlaceName]:
    """``names`` without a quarter's name when the caption names a town beside it and the
    gazetteer knows no place of the quarter's name near that town: the quarter is a part of
    the town, not a distant town of its name ("Tormenta en Córdoba. Vecinos de barrio
    Alberdi": Córdoba's Alberdi, not Juan Bautista Alberdi 400 km off; but "le quartier de
    Magenta, à Nouméa" keeps Nouméa's Magenta)."""
    quarters = [n for n in names if n.role != "demonym" and not n.is_country
                and (_QUARTER_BEFORE.search(text, max(0, n.start - 20), n.start)
                     or _a_quarter_s_market(text, n))]
    if not quarters:
        return names
    towns = [n for n in names if n not in quarters and n.role != "demonym"
             and not n.is_country and n.kinds & {"place", "admin1"}]
    if not towns:
        return names
    points = [(p.latitude, p.longitude) for town in towns
              for p in _readings_of(gaz, town.text) if p.latitude is not None]
    far = [q for q in quarters if not any(
        p.latitude is not None and distance_km(p.latitude, p.longitude, *point) <= _QUARTER_KM
        for p in gaz.candidates(q.text) for point in points)]
    return [n for n in names if n not in far]


# a market named after its quarter, with the article: "the Hamidiyeh market", "the Shorja
# souk" (not "a Tyre market", a town's; nor a city's: "the Aleppo souk" in a Beirut caption)
_MARKET_AFTER = re.compile(r" (?:market|souk|souq|suq|bazaar|bazar)\b")
_MARKET_TOWN_POP = 50_000


def _a_quarter_s_market(text: str, name: PlaceName) -> bool:
    """True for a name before "market" or "souk" after "the", of no town of note: a city's
    quarter, whose market is named after it ("Citizens shop at the Hamidiyeh market" in a
    Damascus caption is Damascus's Hamidiyeh, not the village near Tartus)."""
    return name.population < _MARKET_TOWN_POP and text.endswith(("the ", "The "), 0, name.start) \
        and _MARKET_AFTER.match(text, name.end) is not None


def _readings_of(gaz: Gazetteer, town: str) -> list:
    """A town's likeliest readings, among which its quarter may lie: its first, and those
    of its very name (not Rosarito, a reading of "Rosario" whose Las Delicias is not the
    "barrio Las Delicias" of Rosario, Argentina)."""
    readings = gaz.candidates(town)[:_TOWN_READINGS]
    return readings[:1] + [p for p in readings[1:] if fold(p.name) == fold(town)]


_TOWN_READINGS = 5  # a town's likeliest readings, among which its quarter may lie
_QUARTER_KM = 40.0  # how far from its town a quarter of the gazetteer's may lie


def _read_case_form(name: PlaceName, cases: CaseForms) -> None:
    """A declined name is resolved by its nominative ("Novom Sadu": "Novi Sad") and cued
    by its preposition or case ("v Praze", "Budapesten": at; "blizu Zagreba": near)."""
    name.text = nominative(name.text, cases.read_as)
    if name.start in cases.regions:
        name.kind_hint = "region"  # "Αρκαλοχώρι Ηρακλείου": the regional unit, not the town
    cue = cases.cues.get(name.start)
    if cue and name.cue is None:
        name.cue = cue
        if name.role == "metonym":
            name.role = "context"  # the Czech "v Praze" is no side of "England v Australia"


# a kind of area, in lower case after a capitalised name: "Beyoglu district"
_YEAR_AFTER = re.compile(r" (?:19|20)\d\d\b")
# an edition's number before the town an event is named after: "the 40th Athens Authentic
# Marathon", "the 77th Cannes Film Festival" (the host, after a place the sentence names)
_ORDINAL_BEFORE = re.compile(r"\bthe \d{1,3}(?:st|nd|rd|th) $")
_KIND_AFTER_RUN = re.compile(r" (?:district|neighbou?rhood|quarter|area|suburb|borough"
                             r"|province|region|county|slum|township|camp)\b")
# a Turkish kind word in the locative after a name: "Antakya ilçesinde", "Kayı köyünde"
_KIND_LOCATIVE = re.compile(
    r" (?:ilçe|köy|mahalle|belde|kent|şehr|semt|bölge|kasaba|il)[a-zçğıöşü]*"
    r"(?:(?:nde|nda)\b|(?:sine|sına|süne|suna|ne|na) bağlı)")  # "Piraziz ilçesine bağlı köylerde"
_DISTRICT_LOCATIVE = re.compile(r" (?:ilçe|mahalle|semt)[a-zçğıöşü]*")
_CITY_PROVINCE_POP = 3_000_000  # Istanbul's and Ankara's districts fill their provinces
# Turkish endings that make a place an adjective of a noun ("Gazze'deki hastane", the
# hospital in Gaza), where the plain locative places the verb ("İstanbul'da protesto
# edildi", protested in Istanbul)
_NOUN_LOCATIVE = frozenset({"ndaki", "ndeki", "daki", "deki", "taki", "teki"})


def _uncue_noun_locatives(names: list[PlaceName], endings: dict[int, str], text: str) -> None:
    """In a sentence with a town in a verb's locative ("İstanbul'da", "Antakya ilçesinde"),
    an adjective's locative is no cue: it says where the thing named is, not where the
    picture was taken. A country in a verb's locative leaves a town in an adjective's
    alone ("Almanya'da yaşayan Türkler, Köln'deki camide")."""
    verb_sentences = {n.sentence for n in names if n.cue == "at" and not n.is_country and (
        endings.get(n.end) in LOCATIVE - _NOUN_LOCATIVE or _KIND_LOCATIVE.match(text, n.end))}
    for name in names:
        if name.sentence in verb_sentences and name.cue == "at" \
                and endings.get(name.end) in _NOUN_LOCATIVE:
            name.cue = None


# what a state's or province's abbreviation after a comma looks like ("Kananaskis, Alta.",
# "Tiny Hollow, N.C.", "W.Va."): the tables of roles decide which are ones
_ABBREVIATED_STATE = re.compile(
    r", ((?:[A-Z][a-z]{1,4}|[A-Z](?:\.[A-Z][a-z]?){1,3})\.)(?=[\s,;:)]|$)")


def _abbreviations(text: str) -> list[re.Match[str]]:
    """:data:`_ABBREVIATED_STATE` at each ", " followed by a capital and a dot within five
    letters: the few places one can stand (a regex scan would try every character)."""
    hits = []
    at = text.find(", ")
    while at >= 0:
        if text[at + 2 : at + 3].isupper() and "." in text[at + 3 : at + 9]:
            hit = _ABBREVIATED_STATE.match(text, at)
            if hit is not None:
                hits.append(hit)
        at = text.find(", ", at + 2)
    return hits


def _whose_nt(gaz: Gazetteer | None, town: str, text: str,
              state: tuple[str, int] | None) -> tuple[str, int] | None:
    """``state`` with "NT" read as Canada's Northwest Territories ("Yellowknife, NT", "Hay
    River, NT, Canada") unless the town is Australian and not Canadian ("Katherine, NT") or
    the caption is otherwise Australian: Canadian captions write NT as AAP's do."""
    if state is None or state[0] != "Northern Territory":
        return state
    if gaz is not None and town:
        australian = gaz.resolve(town, country_codes=("AU",)) is not None
        if australian != (gaz.resolve(town, country_codes=("CA",)) is not None):
            return state if australian else ("Northwest Territories", state[1])
    if ("Australia" in text or "AAP" in text) and "Canad" not in text:
        return state  # a town of neither or both: the caption's own country
    return "Northwest Territories", state[1]


def _with_unbound_states(text: str, names: list[PlaceName], starts: list[int]) -> list[PlaceName]:
    """``names`` with the states written by abbreviation after a town the gazetteer does not
    know ("in Kananaskis, Alta.", "near Tiny Creek, Sask."): the state is then what the
    phrase places. One after a known town binds that town instead (:func:`state_after`)."""
    added = []
    for hit in _abbreviations(text):
        state = _whose_nt(None, "", text, state_after(text, hit.start()))
        if state is None or state[1] != hit.end():
            continue
        if any(n.end == hit.start() or n.state == state[0] for n in names):
            continue  # "Alexandria, Va.": Alexandria's state
        added.append(PlaceName(hit.start(1), hit.end(1), state[0], frozenset({"admin1"}),
                               STATE_COUNTRY.get(state[0]), bisect_right(starts, hit.start(1)) - 1,
                               kind_hint="admin1"))
    if not added:
        return names
    return sorted(names + added, key=lambda n: n.start)


# a compass word shared with the name after the next one: "between East and West Berlin",
# "North and South Korea" (East alone is no region of Cameroon here)
_COMPASS_PAIR = re.compile(
    r"(?:North|South|East|West|Northern|Southern|Eastern|Western|Upper|Lower) and "
    r"(?:North|South|East|West|Northern|Southern|Eastern|Western|Upper|Lower) [A-Z]")


# a person's home written as a possessive's, the place named after it: "in Stalin's home town
# of Gori", "Mandela's birthplace of Mvezo" (Stalin and Mandela, former names of towns, are
# people here; the town is the place)
_PERSON_S_HOME_AFTER = re.compile(r"['\u2019]s (?:home ?town|home village|home city|birthplace"
                               r"|native (?:town|village|city)|ancestral (?:home|village))"
                               r" of [A-Z]")


def _in_a_possessive_landmark(text: str, matches: list, k: int) -> bool:
    """True for a hamlet's name after a possessive that names no place: "the Bird's Nest"
    (not Unieście, whose German name is Nest), "Lion's Head" (not "Beijing's Tiananmen
    Square", nor "Trump's Bedminster golf club": Bedminster is a town of 8,000)."""
    m = matches[k]
    if m.population >= 2_000 or not text.endswith(("'s ", "’s "), 0, m.start):
        return False
    word_start = text.rfind(" ", 0, m.start - 3) + 1
    if not text[word_start : word_start + 1].isupper():
        return False
    return k == 0 or matches[k - 1].end != m.start - 3


_OLD_QUARTERS = frozenset({"old city", "old town"})


def _a_town_s_old_quarter(text: str, matches: list, k: int) -> bool:
    """True for "Old City" or "Old Town" after its town's possessive: "the Western Wall in
    Jerusalem's Old City" is in Jerusalem, not a town called Old City the gazetteer holds."""
    m = matches[k]
    return m.key in _OLD_QUARTERS and k > 0 and matches[k - 1].end == m.start - 3 \
        and text.endswith(("'s ", "’s "), 0, m.start)


# what makes a sea's name an area's: "Red Sea state", "the Red Sea Governorate"
_AREA_WORD_AFTER = re.compile(r" (?:[Ss]tate|[Gg]overnorate|[Pp]rovince|[Rr]egion)\b")


def _names_a_sea(text: str, start: int, end: int) -> bool:
    """True for a sea named as one: "in the Red Sea" is the water, not Sudan's Red Sea state
    nor Egypt's governorate (which a caption names as such: "Port Sudan, Red Sea state")."""
    return text.endswith((" Sea", " Ocean"), start, end) and text.endswith(
        ("the ", "The "), 0, start) and _AREA_WORD_AFTER.match(text, end) is None


# a sea's name that is also its adjective, before a noun: "a Mediterranean cruise", "the
# Aegean islands", "the Adriatic coast" (not "in the central Mediterranean", the water)
_SEA_ADJECTIVES = frozenset({"Mediterranean", "Aegean", "Adriatic"})
_LOWER_WORD_AFTER = re.compile(r" [a-z]")


def _a_feature(gaz: Gazetteer, name: str) -> bool:
    """True when the gazetteer holds a natural feature of this name (the sea itself, read from
    the natural features), not only a province named after it, nor a town ("Cape Canaveral",
    Florida, is a town by its cape: the town, as a phrase's head, is the place)."""
    places = gaz.candidates(name)
    return any(is_feature(place.place_id) for place in places) and not any(
        place.kind in ("city", "town") and fold(place.name) == fold(name) for place in places)


_SIDE_ENDS = re.compile(r"[,;.]| (?:in|at|near|of)\b|$")


def _country_of_a_side(gaz: Gazetteer, text: str, m: NameMatch, sentence: int) -> PlaceName | None:
    """The country a demonym names as the side of a border the photo is on: "on the Israeli
    side of the border with Gaza" is in Israel, "the Turkish side of the border" in Turkey
    (the place across the border is then only a place beside it); so is "on the Ugandan
    side in Busia district" (not "the Ugandan side won": a team)."""
    if not m.country_code or not text.startswith(" side", m.end):
        return None
    if text.startswith(" side of the ", m.end):
        if not text.endswith(("the ", "The "), 0, m.start):
            return None
    elif not (text.endswith(("on the ", "On the "), 0, m.start)
              and _SIDE_ENDS.match(text, m.end + 5)):
        return None
    country = gaz.country(m.country_code)
    if country is None:
        return None
    return PlaceName(m.start, m.end, country.name, frozenset({"country"}), m.country_code,
                     sentence, cue="at", is_country=True)


def _district_ending_after(
    text: str, matches: list, k: int, endings: dict[int, str]
) -> str | None:
    """The case ending of a capitalised word the gazetteer does not know, right after a
    town: Turkish writes the district after its city ("İstanbul Beyoğlu'ndaki")."""
    end = matches[k].end
    if not text.startswith(" ", end) or not text[end + 1 : end + 2].isupper() or (
        k + 1 < len(matches) and matches[k + 1].start == end + 1
    ):
        return None
    word_end = end + 1
    while word_end < len(text) and text[word_end].isalpha():
        word_end += 1
    return endings.get(word_end)


def _an_agency_tag(text: str, start: int, end: int) -> bool:
    """True for an agency's tag in brackets that is also a town's name: "KANO, Jan. 10,
    2024 (NAN) –" (not Nan, Thailand), "(Xinhua)"; or after its dateline's place; and a
    nation's three-letter code after an athlete's name ("Kamil Stoch (POL)")."""
    if text[start - 1 : start] == "(" and text[end : end + 1] == ")":
        # (or a sports feed's nation code after a name: "Kamil Stoch (POL)", no Pol)
        return normalise_agency(text[start:end]) is not None or (
            end - start == 3 and text[start:end].isupper()
            and text[start - 3 : start - 1].endswith(" ") and text[start - 3].isalpha())
    if text[end : end + 2] == " |" and text[start:end].isupper():
        # ANI's page stamp: "ANI | Updated: Jul 29, 2024 10:47 IST"
        return normalise_agency(text[start:end]) is not None
    # an agency after its dateline's place, in capitals: "Damascus Countryside, SANA –"
    return start < _AGENCY_TAG_REACH and text[start - 2 : start] == ", " \
        and text[start:end].isupper() and text[end : end + 2] in (" –", " -", " —") \
        and normalise_agency(text[start:end]) is not None


# a pool photographer's credit: "Pool via REUTERS", "POOL/AFP", "Pool Photo via AP" (not
# Pool, North Yorkshire, nor the Congolese department)
_POOL_CREDIT = re.compile(r"(?i:\s+(?:photos?|pictures?))?\s*(?:(?i:via)\b|/)")


def _a_tag_after_a_date(text: str, start: int, end: int) -> bool:
    """True for a short word in capitals in brackets right after a date's number: a house's
    or a calendar's tag ("Finfinnee, Onkoloolessa 5, 2019 (ALA) —", the Gregorian calendar
    in Oromo), not a town (Ala of Kerala)."""
    return text[start - 2 : start] == " (" and text[end : end + 1] == ")" \
        and text[start - 3 : start - 2].isdigit() and 2 <= end - start <= 5 \
        and text[start:end].isupper()


def _last_word_of_a_longer_name(text: str, start: int, s_start: int,
                                names: list[PlaceName]) -> bool:
    """True for a name right after a capitalised word that is no place and does not open the
    sentence: the ending belongs to the longer name ("Genel Kurul'da", in the General
    Assembly, not Kurul in India; "Süper Lig'de", in the Super League)."""
    if start < 2 or text[start - 1] != " " or (
        text[start - 2] in ",;:" and names and names[-1].end == start - 2
    ):
        return False  # ("Türkler, Köln'deki": a list of names, no longer name)
    word_start = text.rfind(" ", 0, start - 1) + 1
    if word_start <= s_start or not text[word_start : word_start + 1].isupper():
        return False
    return not (names and names[-1].end == start - 1)


# nouns of streets and squares that are towns' names too (Street, Somerset), after the
# street's own name: "Jurong West Street", "Baker Street", "Park Road"
_STREET_WORDS = frozenset({"street", "road", "avenue", "lane", "square", "drive"})
# a French place's or building's own name after its lower-case noun and "de la", "du" or "des":
# "la prison de la Santé", "l'hôpital de la Pitié", "la gare du Nord" (not a town: towns with
# an article write it in capitals, "de La Rochelle")
_FRENCH_LINKS = (" de la ", " de l'")  # (not "du", "des": "le stade du Havre", Le Havre)
_FRENCH_NAMED_THING = re.compile(
    r"\b(?:prison|gare|h[ôo]pital|maison|stade|lyc[ée]e|coll[èe]ge|cit[ée]|centre|place|rue"
    r"|palais|mus[ée]e|mairie|[ée]glise|cath[ée]drale|basilique|quartier|cimeti[èe]re|pont|parc"
    r"|jardin|porte|avenue|boulevard|quai|h[ôo]tel|camp|caserne|ch[âa]teau|chapelle)"
    r" (?:de la|de l')\s?$")


def _after_a_capitalised_word(text: str, start: int) -> bool:
    """True when the word right before ``start`` is capitalised: a street's name before its
    noun ("Baker Street"), not a sentence's word ("the town of Street")."""
    if start < 3 or text[start - 1] != " ":
        return False
    before = text[text.rfind(" ", 0, start - 1) + 1 : start - 1]
    return before[:1].isupper() and before.isalpha() and before.lower() not in _NOT_STREET_NAMES


_NOT_STREET_NAMES = frozenset("in at on from to near of the and by".split())  # noqa: SIM905


def _abbreviates_a_state(text: str, start: int, end: int) -> bool:
    """True for a name at ``start`` that abbreviates a state or province after a town's comma
    ("Alta." in "Kananaskis, Alta."; "Man." in "Gimli, Man.")."""
    if text[end : end + 1] != "." or not text.endswith(", ", 0, start) or start < 3:
        return False
    state = state_after(text, start - 2) if text[start - 3].isalpha() else None
    return state is not None and state[1] == end + 1


_NOUN_FIRST_LINKS = frozenset("de du des del della di da do dos das la".split())  # noqa: SIM905


def _a_things_name(text: str, start: int, end: int, cases: CaseForms) -> bool:
    """True, in a Cyrillic or Greek caption, for a name that is no town's: in quotes, an
    event's or a thing's ("«Маланка-фест» у Чернівцях", "της κακοκαιρίας «Daniel»"); a
    street's ("на улице Ленина", Lenin Street; "Московский проспект"); one in Latin letters
    inside Greek text (a storm's, a credit's: "(EUROKINISSI/...)")."""
    if any(a <= start and end <= b for a, b in cases.quoted):
        return True
    if cases.script == "greek":
        return text[start:end].isascii()
    return _CYRILLIC_START.match(text, start) is not None and (
        (_STREET_BEFORE.search(text, max(0, start - 16), start) is not None
         # (not a town's central square: "на центральной площади Алматы")
         and _CENTRAL_BEFORE.search(text, max(0, start - 40), start) is None)
        or _STREET_AFTER.match(text, end) is not None)


# a central or main square or street: the town's, whose name follows in the genitive
_CENTRAL_BEFORE = re.compile(r"(?<!\w)(?:центральн|главн|головн|цэнтральн|галоўн)\w{1,3} \w+\.? $",
                             re.IGNORECASE)


def _a_greek_opening_word(gaz: Gazetteer, m: NameMatch, cases: CaseForms) -> bool:
    """True for a Greek sentence's capitalised first word that names no place in Greece or
    Cyprus and no city: a noun ("Άνδρες των ΜΑΤ": men, not Andres in France), where a town
    opening a headline stays ("Μάνδρα Αττικής: ...")."""
    if cases.script != "greek" or m.population >= _OPENING_CITY_POP or "country" in m.kinds:
        return False
    return not any(p.country_code in ("GR", "CY") for p in gaz.candidates(m.key))


_OPENING_CITY_POP = 100_000  # a city abroad may open a Greek sentence ("Λονδίνο: ...")
_CYRILLIC_START = re.compile("[\u0400-\u04ff]")
# a street's noun, before or after its name: "на улице Ленина", "на Витебском проспекте",
# "Московский проспект", "на вулиці Шевченка" (one street, singular: "на улицама Гуче" are
# a town's streets)
_STREET_NOUNS = (r"(?:проспект[аеуі]?|просп\.|улиц[аеуы]|ул\.|вулиц[яюі]|вул\.|вуліц[аыу]"
                 r"|шоссе|шосе|бульвар[аеуі]?|булевар[ау]?|переул(?:ок|ке|ка)|провулк?[уаі]?"
                 r"|площад[ьи]|площ[аіею]|плошч[аыу]|набережн(?:ая|ой|ую|а|ій)|трг[уа]?)")
_STREET_BEFORE = re.compile(f"(?<!\\w){_STREET_NOUNS} $", re.IGNORECASE)
_STREET_AFTER = re.compile(f" {_STREET_NOUNS}(?!\\w)")


def _one_place_twice(gaz: Gazetteer, text: str, first: NameMatch, second: NameMatch) -> bool:
    """True for a place written in two languages, one name after the other: New Zealand's
    "Ōtautahi Christchurch", "Tāmaki Makaurau Auckland" (the second, English, is read)."""
    if second.start != first.end + 1 or text[first.end] != " " or not text[second.start].isupper() \
            or first.key == second.key:
        return False  # ("Zam Zam camp": one name doubled, no two languages)
    ids = {place.place_id for place in gaz.candidates(first.text)}
    return any(place.place_id in ids for place in gaz.candidates(second.text))


# the kinds of natural feature a name's alternate may end in, lower case ("Giglio island")
_FEATURE_NOUNS = frozenset("""island islands isle atoll lake river mountain mountains valley bay
    beach peninsula strait gulf desert forest cape coast""".split())  # noqa: SIM905


# letters only Vietnamese writes (a dot below, a hook above, horned o and u, crossed d)
_VIETNAMESE_LETTER = re.compile("[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹơưđĐ]")


def _a_vietnamese_syllable(gaz: Gazetteer, m: NameMatch) -> bool:
    """True, in a Vietnamese caption, for one accented syllable that names only a town
    abroad: "Sáng 30/4" ('in the morning') is no S'ang in Cambodia, "tháng Chạp" (the
    twelfth month) no Kampong Chap. Vietnam's own places, countries and provinces stand."""
    if " " in m.text or m.text.isascii() or len(m.text) > 5 or m.kinds - {"place"}:
        return False
    return not any(place.country_code == "VN" for place in gaz.candidates(m.text))


def _a_common_noun_inside(gaz: Gazetteer, written: str) -> bool:
    """True when a word after the first of a town's or area's name of several is written as
    a common noun: "du Grand port maritime" is no Grand Port (Mauritius). Particles are short
    ("Rio de Janeiro", "Ústí nad Labem"; the few long ones are listed), and a feature's or a
    landmark's kind is written lower case ("Everest base camp", "the Kakhovka dam"). (The
    caller leaves a name read across a comma to the rules of phrases: "Kati, ville-garnison".)
    A word the place's own name writes lower case is its own ("Roseto degli Abruzzi",
    "Weston super Mare" for Weston-super-Mare): only one that differs from it is a noun."""
    lower = {word for word in written.split(" ")[1:] if len(word) > 3 and word.isascii()
             and word.isalpha() and word.islower() and word not in LONG_PARTICLES
             and word not in KIND_HINTS and word not in _FEATURE_NOUNS}
    if not lower:
        return False  # ("Sindh province", "Batken region": the kind, read as such)
    places = gaz.candidates(written)
    if lower <= {word for place in places for word in _NAME_WORDS.split(place.name)}:
        return False
    return not any(is_feature(place.place_id) or place.kind in ("landmark", "airbase", "region")
                   for place in places)


_NAME_WORDS = re.compile(r"[ -]")  # the words of a gazetteer name: "Ashton-under-Lyne"


_GLUED_ARTICLE = re.compile(r" (?:[Aa][dlnrstz]|[Ee][dlnsz])[-'’]")  # " An-", " el-", " Ar'"


def _a_names_noun(written: str) -> bool:
    """True for a street's, a building's or a fair's noun, with its article, matched as a
    town before the rest of its name ("el Palacio de los Deportes", "Feria de la Alasita")."""
    noun = written.rsplit(" ", 1)[-1]
    return noun in _FAIR_NOUNS or (
        noun[:1].isupper() and _NOUN_FIRST_BEFORE.fullmatch(noun + " ") is not None)


# after a word opening a sentence, a Romance "of" and a lower-case noun (perhaps with its
# article): the word is a common noun heading a noun phrase ("Partido de fútbol en el
# estadio", "Paso de peatones", "Vista de la ciudad"), no town; a town's name is followed by
# its verb or its comma, and a longer name by capitals ("Puerto de la Cruz")
_ROMANCE_NOUN_PHRASE = re.compile(
    r" (?:de|del|da|do|dos|das|di|della|dello) (?:(?:la|las|los|el|le|les|lo) )?"
    r"[a-záéíóúñçàèìòù]{3,}\b")
_OPENING_NOUN_TOWN_POP = 100_000


def _a_squares_word(text: str, start: int, end: int) -> bool:
    """True for a common word that names a square or a street with its noun, written lower
    case before it or after it ("in piazza Duomo", "piazza del Duomo", "in Duomo square"):
    the word is the street's (the cathedral's), no village of its name."""
    return text.startswith(_SQUARE_AFTER, end) or (
        text[start - 1 : start] == " " and _NOUN_FIRST_BEFORE.search(
            text, max(0, start - 24), start) is not None)


_SQUARE_AFTER = (" square", " Square", " street", " avenue", " Street", " Avenue")


def _in_a_noun_first_name(text: str, start: int) -> bool:
    """True for a name inside a street's or an institution's, noun first ("Place du
    Luxembourg", "Universidad de Chile"); the word before it is looked at first."""
    if start > 4 and text[start - 1] in "-'’" and _GLUED_ARTICLE.match(text, start - 4):
        start -= 3  # "Masjid An-Nur": the article glued to the name starts it
    if start < 4 or text[start - 1] != " ":
        return False
    word = text[text.rfind(" ", 0, start - 1) + 1 : start - 1]
    if not (word[:1].isupper() or word in _NOUN_FIRST_LINKS or word in _NOUN_FIRST_NOUNS):
        return False  # ("piazza San Marco": a lower-case noun right before it)
    noun = _NOUN_FIRST_BEFORE.search(text, max(0, start - 24), start)
    # "una calle de León", "une rue de Lyon": a street *of* the town, which is the place
    return noun is not None and not text.endswith(_INDEFINITE, 0, noun.start())


def _a_french_building(text: str, start: int, end: int) -> bool:
    """True for a capitalised noun of a French building's or body's name after its article
    and before its lower-case complement ("les marches du Palais des festivals": no Le
    Palais of Belle-Île), or the first of a hyphened compound the gazetteer does not hold
    ("sur le Vieux-Port de Marseille": no Vieux of Calvados)."""
    return text.endswith(_FRENCH_ARTICLES, 0, start) and (
        _LOWER_COMPLEMENT.match(text, end) is not None
        or _HYPHENED_COMPOUND.match(text, end) is not None)  # "sur le Vieux-Port": no Vieux


# the word before a storm's name: "Hurricane Florence", "post-tropical storm Lee", "Cyclone
# Idai", "Storm Ciarán", "as storm Babet nears" (a storm is named after no place); lower-case
# "storm" after its subject is the verb: "Israeli forces storm Jenin refugee camp"
_STORM_BEFORE = re.compile(r"\b(?:Storm|[Hh]urricane|[Tt]yphoon|[Cc]yclone"
                           r"|(?:[Tt]ropical|[Ww]inter|[Ii]ce|[Ss]now|[Dd]ust|as|after|before"
                           r"|when|while|the|[Tt]he) storm) $")


# a small town's name opening a sentence before a lower-case word is an English noun, the
# sentence's subject ("Bison graze", "Snow covers", "Hot air balloons lift", "Cattle gather"):
# a town that size opening a caption is written as a dateline ("BISON, S.D. -") or with a cue
_SUBJECT_NOUN_TOWN_POP = 20_000
# after it, a lower-case word that is no link of a longer name or a place phrase ("Bison in
# ...", "Hot and ...", "Cattle of ..." would go on with a name)
_LOWER_WORD_OPENING = re.compile(r" (?!(?:of|de|del|da|di|du|la|le|and|upon|on|am|an|en|in"
                                 r"|sur|im)\b)[a-z]{2,}\b")


def _a_subject_noun(text: str, m: NameMatch) -> bool:
    """True for one capitalised word opening a sentence, a lower-case word after it, that
    names only small towns: the common noun that is the sentence's subject ("Bison graze in
    the Lamar Valley": no Bison, South Dakota; "Snow covers a ranch": no Snow, Belarus).
    Kept by the caller when no other name of the caption can be the place."""
    return (" " not in m.text and m.text.isalpha() and m.text.istitle()
            and m.kinds <= _TOWN_ONLY and m.population < _SUBJECT_NOUN_TOWN_POP
            and text.startswith(m.text, m.start)  # the word as written, no case ending
            and _LOWER_WORD_OPENING.match(text, m.end) is not None
            and _AN_ENGLISH_WORD.search(text, m.end, m.end + 80) is not None)


# the rule is English's: a sentence with none of its commonest words near the opening word
# is in another language, whose opening town may take a case ending ("Gernikako
# bonbardaketaren ... Gernika-Lumon": the town, in Basque)
_AN_ENGLISH_WORD = re.compile(r" (?:the|a|an|in|on|at|of|and|with|near|over|into|for|as)"
                              r"(?= )")


def _without_subject_nouns(gaz: Gazetteer, names: list[PlaceName], openers: set[int]
                           ) -> list[PlaceName]:
    """``names`` without the sentence-opening nouns, unless nothing else can be the place or
    every other place lies around the opener's town: a small town opening a PA or Getty
    caption as a modifier ("Tenby beach is packed ... in Pembrokeshire, Wales", "Tombstone
    reenactors ... in Arizona") is written with its county or state, where a common noun
    that is a town's name lies elsewhere ("Bison graze ... in Montana": Bison is in South
    Dakota; "Snow covers ... in Wyoming")."""
    others = [n for n in names if n.start not in openers and n.role == "context"
              and not n.edition]  # (not "the 40th Athens Authentic Marathon": a race's name)
    if not others:
        return names
    return [n for n in names if n.start not in openers or _inside_all(gaz, n, others)]


def _inside_all(gaz: Gazetteer, opener: PlaceName, others: list[PlaceName]) -> bool:
    """True when a town of the opener's name lies in every other place the caption cues or
    writes as a country, a county, state or province among them (a country alone holds too
    many nouns' towns: Snow, Belarus; a name uncued, "the O.K. Corral", says nothing)."""
    others = [n for n in others if n.cue or n.kind_hint or n.is_country]
    if all(n.is_country for n in others):
        return False
    towns = [p for p in gaz.candidates(opener.text) if p.kind not in AREA_KINDS]
    areas = [[p for p in gaz.candidates(n.text) if p.kind in AREA_KINDS] for n in others]
    return any(all(_holds(gaz, readings, town) for readings in areas) for town in towns)


def _holds(gaz: Gazetteer, readings: list[Place], town: Place) -> bool:
    """True when one of an area's ``readings`` (a country, a state or a county, read once
    for all the towns it is asked about) holds ``town``: the same country and first-level
    area, and a county's seat within a province's reach."""
    for p in readings:
        if p.country_code != town.country_code:
            continue
        if p.kind == "country":
            return True
        if p.admin1 != town.admin1:
            continue
        seat = gaz.place(p.parent_id) if p.kind == "region" and p.parent_id else None
        if seat is None or seat.latitude is None or town.latitude is None or distance_km(
                seat.latitude, seat.longitude, town.latitude, town.longitude) <= PROVINCE_NEAR_KM:
            return True
    return False


# a town that shares a state's name and is this large is what the name alone means ("in New
# York", "in Washington"); smaller ones yield to the state the caption's country points to
_STATE_NAMESAKE_TOWN_POP = 150_000
# a namesake abroad this large needs the caption to point to the state's country (Montana,
# Bulgaria; Florida, Cuba); smaller ones do not (Wyoming, New South Wales)
_STATE_NAMESAKE_ABROAD_POP = 20_000
# the caption calls the place a state: "the state's crop", "statewide"
_A_STATE_WORD = re.compile(r"\b(?:the state['’]s|statewide|state line|[Ss]tate [Cc]apitol)\b")
_COUNTRY_WORDS = {"US": ("U.S.", "USA", "United States"), "CA": ("Canada",),
                  "AU": ("Australia",), "MX": ("Mexico", "México")}


def _a_state_alone(gaz: Gazetteer, text: str, matches: list, k: int) -> bool:
    """True for a state's or province's name written on its own (not "Wyoming, Michigan",
    not "Atlanta, Georgia", which phrases read) in a caption whose other words point to the
    state's country: another of its states, one abbreviated in AP style, the country named,
    or the state called a state. A country so named (Georgia) also needs no place of the
    country beside it ("Tbilisi, Georgia" stays the country)."""
    m = matches[k]
    if text.endswith((", ", "of ", "("), 0, m.start):
        return False  # "Atlanta, Georgia", "El Paso (Texas)": the phrase reads it
    after = text[m.end : m.end + 16]
    if after.startswith(", ") and after[2:3].isupper() and not after[2:].startswith(
            ("U.S", "USA", "United States", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
             "Aug", "Sep", "Oct", "Nov", "Dec", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")):
        return False
    code = STATE_COUNTRY[m.text]
    places = gaz.candidates(m.text)
    if any(p.kind not in AREA_KINDS and p.population >= _STATE_NAMESAKE_TOWN_POP
           for p in places):
        return False
    nation = {p.country_code for p in places if p.kind == "country"}
    if nation and any(o.country_code in nation and o.key != m.key for o in matches):
        return False  # "Tbilisi ... Georgia": the country
    if not any(p.country_code != code and (p.kind == "country" or p.population
                                            >= _STATE_NAMESAKE_ABROAD_POP) for p in places):
        return True  # "a ranch in Wyoming": no Wyoming abroad of note, so the state
    return _A_STATE_WORD.search(text) is not None or any(
        o.key != m.key and STATE_COUNTRY.get(o.text) == code and "country" not in o.kinds
        for o in matches) or any(w in text for w in _COUNTRY_WORDS.get(code, ())) or any(
        STATE_COUNTRY.get(US_STATES.get(a[1].lower()) or CA_PROVINCES.get(a[1].lower())
                          or "") == code for a in _abbreviations(text))


# a building's or an institution's name after a small town's or a county's name, then
# "in" and the town it stands in: "the Johnson County Courthouse in Olathe", "the Webster
# School polling station in Manchester, N.H.", "Kickapoo High School in Springfield"
_BUILDING_IN_A_TOWN = re.compile(
    r"(?: (?:County|Township|Parish))?((?: (?:[A-Z][\w'’.&-]*|of|of the|and))+?)"
    r"(?: [a-z]+){0,2},? (?:in|at) ")
_BUILDING_NOUNS = word_set("""courthouse court school college university academy stadium
arena field hall center centre fairgrounds jail library hospital church cathedral museum
airport building office gym gymnasium coliseum auditorium pavilion""")
_BUILDING_NAME_TOWN_POP = 100_000


def _named_for_a_building_in_a_town(text: str, matches: list, k: int) -> bool:
    """True for a small town's name (perhaps with "County") opening a building's name that
    is then written "in" a town: the building's name, the town after it the place."""
    m, town = matches[k], matches[k + 1]
    if m.kinds != _TOWN_ONLY or m.population >= _BUILDING_NAME_TOWN_POP \
            or "place" not in town.kinds or "country" in town.kinds or town.start - m.end > 60:
        return False
    run = _BUILDING_IN_A_TOWN.match(text, m.end, town.start)
    return run is not None and run.end() == town.start \
        and run[1].rsplit(" ", 1)[-1].lower() in _BUILDING_NOUNS


_CITY_OF_QUARTERS_POP = 1_000_000  # a city this large has quarters of their own names ...
_CITY_QUARTER_KM = 20.0  # ... this close to its centre


def _a_quarter_of(gaz: Gazetteer, name: str, city: str) -> bool:
    """True when ``name`` is a town within a large ``city``'s reach: a building named after
    the quarter it stands in ("Wembley Stadium in London") is at the quarter, finer than the
    city; the rule above is for a building of another town's name."""
    big = [c for c in gaz.candidates(city) if c.population >= _CITY_OF_QUARTERS_POP
           and c.latitude is not None]
    return any(p.latitude is not None and distance_km(
        p.latitude, p.longitude, c.latitude, c.longitude) <= _CITY_QUARTER_KM
        for c in big for p in gaz.candidates(name))


def _a_person_opening_the_sentence(text: str, matches: list, k: int, s_start: int) -> bool:
    """True for a name that is the second of two capitalised words opening a sentence,
    before "of" and a capitalised word or a verb a person does: a person's surname ("Lewis
    Hamilton of Britain celebrates", "Kyle Kirkwood celebrates"), even after a given name a
    town shares (Lewis, Kyle)."""
    m = matches[k]
    first = text[s_start : m.start].rstrip()
    if not first or " " in first or not first[:1].isupper() or not first.isalpha() \
            or first.lower() in PROPER_PREFIX or (k and "country" in matches[k - 1].kinds):
        return False
    after = _WORD_AFTER.match(text, m.end)
    return after is not None and (
        (after[1] == "of" and text[after.end() + 1 : after.end() + 2].isupper())
        or after[1] in _PERSON_VERBS)


_WORD_AFTER = re.compile(r" ([a-z]+)\b")
_PERSON_VERBS = frozenset("""celebrates reacts speaks smiles gestures poses waves competes
    arrives attends kicks scores serves returns throws drives rides jumps signs shakes listens
    sings performs answers greets hugs embraces prays cries laughs looks lights lifts raises
    wins bats bowls runs walks leaves carries kisses salutes addresses votes casts inspects
    visits meets""".split())  # noqa: SIM905
_ACRONYM_MAX = 4
_OF_AN_EVENT = (" of ", " of the ")  # "the first day of the Appleby Horse Fair"
# a venue's name, then the edition it hosts: "at the Zhangjiakou Genting Snow Park at the
# Beijing 2022 Olympic Games" (the venue is the place, however far from the host city)
_VENUE_BEFORE = re.compile(r"\b(?:at|in) the (?:[A-Z][\w'’.-]* ){1,6}(?:at|during) the $")


def _after_a_venue(text: str, start: int) -> bool:
    """True for an edition's host cued right after a venue the sentence names (see
    ``_VENUE_BEFORE``): the host ranks after the venue, as an edition does uncued."""
    return text.endswith((" at the ", " during the "), 0, start) \
        and _VENUE_BEFORE.search(text, max(0, start - 90), start) is not None
# an acronym opening an organisation's name, a capitalised word after it that is no name
# ("SOS Mediterranee", "MSF Holland"); a town that large is written so ("NYC Marathon")
_ACRONYM_OF_A_NAME = re.compile(r" [A-Z][a-zé]+\b(?! [A-Z]{2,}\b)")
_ACRONYM_TOWN_POP = 100_000
# a name hyphened to a lower-case word: "Horse-drawn", "Moscow-backed", "Paris-based"
# (not a Japanese or Korean unit: "Mashiki-machi", "Heunghae-eup", "Buk-gu")
_LOWER_COMPOUND_TAIL = re.compile(
    r"-(?:[a-z]+(?:ed|en|wn|ing)|born|bound|wide|style|like)\b(?!-[A-Z])")
# the French island noun before a name: "l'île de la Cité", "l'Île Saint-Louis"
_ISLAND_IN_A_TOWN = re.compile(r"[îÎ]le (?:de (?:la |l'|l’)?|du |des |aux )?$")
_AGENCY_TAG_REACH = 60
# a name with a number after a hyphen is a designation: "the Kavkaz-1 checkpoint" (no
# Colombian Caucasia), "Soyuz-2"
_NUMBERED = re.compile(r"-\d")
# a border post's noun after a numbered name: "Narva-1 piiripunktis", "the Narva-1
# checkpoint", "przejście graniczne Terespol-2" is before it
_CHECKPOINT_AFTER = re.compile(
    r"-\d{1,2}\b[\s,]+(?:border |frontier )?(?:checkpoint|crossing|border post|piiripunkt"
    r"|raja-asema|rajanylityspaikka|пункт|КПП)", re.IGNORECASE)


def _a_town_s_checkpoint(gaz: Gazetteer, text: str, m: NameMatch) -> bool:
    """True for a border post named by its town and a number ("the Narva-1 checkpoint"):
    the town, where the "Kavkaz-1 checkpoint" names no Caucasia (the gazetteer holds Kavkaz
    only as another place's alternate name)."""
    return _CHECKPOINT_AFTER.match(text, m.end) is not None and any(
        fold(p.name) == fold(m.text) for p in gaz.candidates(m.text))


# English nouns that number roads and the parts of a place, and that GeoNames also holds
# as towns' names (Loop, Texas; Ring, Norway): before a number, the noun
_NUMBERED_NOUNS = frozenset("""loop ring route road highway pier terminal sector line zone mile
gate block avenue exit junction platform hangar berth dock lot ward phase unit camp
interstate beltway spur highways routes roads""".split())  # noqa: SIM905
# ("the junction of Highways 35 and 335": the plural numbers two roads)
_NUMBER_AFTER = re.compile(r" \d{1,4}[A-Z]?\b(?![.,:/]\d)")
# a national day's name, its noun first ("el Grito de Independencia", "el Desfile de la
# Independencia", "o Dia da Independência", "la Fête de l'Indépendance"): no town
# Independencia (but "en Independencia, en el norte de Lima" and "Vecinos de Independencia"
# are the district)
_INDEPENDENCE_WORDS = frozenset({"independencia", "independance", "indipendenza"})
_HOLIDAY_NOUN_BEFORE = re.compile(
    r"\b(?:Grito|D[ií]a|Desfile|Fiestas?|Festas?|F[êe]te|Jour|Giorno|Semana|Bicentenario"
    r"|Bicenten[áa]rio|Centenario|Aniversario|Anivers[áa]rio|Guerra|Guerre|Acta|Declaraci[óo]n"
    r"|Proclamaci[óo]n|Independencia) (?:de la |de |da |do |del |de l['’]|dell['’]|della )$",
    re.IGNORECASE)
# a report's figure or plate label before its number ("Fig. 4 -", "Plate 12:")
_FIGURE_LABELS = frozenset({"fig", "figure", "plate", "table"})
_LABEL_NUMBER = re.compile(r"\.?\s*\d+[a-z]?\b")


def _among_lower_case_words(text: str, m: NameMatch) -> bool:
    """True for a word in capitals between a word not in capitals and a lower-case one: an
    acronym of the text ("Petugas SAR gabungan"), not a dateline's town ("KHAN YUNIS, GAZA -
    DECEMBER")."""
    before = text[max(0, m.start - 20) : m.start].split()
    after = text[m.end : m.end + 20].split()
    return bool(before) and bool(after) and not before[-1].isupper() and after[0][:1].islower()


# the German articles that go with a noun, not with a town ("auf das Treffen mit": no Treffen
# in Carinthia); "der" and "die" also go with countries and regions ("in der Ukraine"), and
# "des", "den" are French and Nordic too
_GERMAN_NOUN_ARTICLES = (" das ", " dem ", " ein ", " einem ", " eines ", " einen ")
# a town's parts after "die": "die Altstadt überflutet" is Passau's old town, no town of its own
_GERMAN_TOWN_PARTS = frozenset({"altstadt", "innenstadt", "neustadt", "vorstadt", "oberstadt",
                                "unterstadt"})
_FRENCH_ARTICLES = (" du ", " le ", " les ", " au ", " aux ", " des ", " l'", " l’")


# labels of a caption's fields, which GeoNames has as towns ("Date:", Date in Fukushima;
# "Lugar:", Logar): before their colon, labels
_FIELD_LABELS = frozenset({"date", "place", "location", "lugar", "ort", "datum", "fecha",
                           "source", "credit", "caption", "title", "fuente", "crédito", "data",
                           "luogo", "lieu", "plaats", "miejsce", "city", "country", "state",
                           "titel", "titre", "nimeke", "headline", "author", "permission",
                           "licensing", "description"})
# (a Wikimedia Commons page's fields are its label, a tab, the value: "Date\t17 August 2002")


def _a_noun_after_der(gaz: Gazetteer, text: str, m: NameMatch) -> bool:
    """True for a name of towns only right after German's genitive "der", a noun of the
    sentence: "Slalom der Damen in Schladming", "SLALOM DER DAMEN IN SCHLADMING" (of the
    women: no Dammam). A town takes no article; a country, a region, a landmark or a street
    may, after a preposition ("in der Schweiz", "auf der Streif", "an der Langstrasse", a
    quarter of Zurich), and keeps it. (Dutch "van der Poel": a person.)"""
    if not text.endswith((" der ", " DER "), 0, m.start):
        return False
    word = text[max(0, m.start - 12) : m.start - 5].rsplit(" ", 1)[-1].lower()
    if word in _GERMAN_DATIVE_PREPOSITIONS:
        return False
    places = gaz.candidates(m.text)
    return bool(places) and all(p.kind in ("city", "town") for p in places)


_GERMAN_DATIVE_PREPOSITIONS = frozenset({"in", "an", "auf", "bei", "vor", "aus", "nach", "zu",
                                         "hinter", "unter", "über", "neben", "zwischen",
                                         "mit", "ob", "von", "seit", "gegenüber"})


def _german_article_opens(text: str, start: int, s_start: int) -> bool:
    """True for a noun after the German article that opens its sentence, "Die Kirche wurde
    ... geweiht" (GeoNames has a hamlet Kirche); a town never takes "Der", "Die", "Das"."""
    return start - s_start == 4 and text.startswith(("Die ", "Der ", "Das "), s_start) \
        and text[start:start + 1].isupper() and not text.isupper()
_LOWER_COMPLEMENT = re.compile(r" (?:des|du|de la|de l['’]|de) [a-zà-ÿ]")
_OLD_TOWN_OF = ("Vieux-", "Vieille-")  # (French: a town's old quarter, "Vieux-Nice")
_HYPHENED_COMPOUND = re.compile(r"-[A-ZÀ-Þ][a-zà-ÿ]+")
_INDEFINITE = ("una ", "un ", "uma ", "um ", "une ", "uno ")
# an article and a lower-case word: a noun of the sentence, not a town ("La salle de concert
# du Bataclan" is no La Salle, Illinois)
_ARTICLE_AND_WORD = re.compile(
    r"(?:La|Le|Les|Las|Los|El|Il|Lo|The|Die|Der|Das|De|Het) [a-zà-ÿ]\S*")
# a building a town's name qualifies: "outside the Avignon courthouse", "near the Kyiv
# railway station" are in the town, not beside it
_BUILDING_AFTER = re.compile(
    r" (?:[a-z]+ )?(?:courthouse|court|embassy|consulate|hospital|station|airport|stadium"
    r"|parliament|prison|jail|cathedral|mosque|church|synagogue|temple|museum|hotel|school"
    r"|university|city hall|town hall|headquarters|market|mall)\b")
_TOWN_ONLY = frozenset({"place"})


def _city_abroad(gaz: Gazetteer, m) -> bool:
    """True for a country's name that, written alone, names a city of a million people
    in another country: "Salvador" is Brazil's Salvador, not El Salvador."""
    if "place" not in m.kinds:
        return False  # the common case: "Syria"
    memo = memo_for(gaz)
    key = ("city abroad", m.text)
    found = memo.get(key)
    if found is None:
        resolution = gaz.resolve(m.text)
        place = gaz.place(resolution.place_id) if resolution is not None else None
        found = (
            place is not None
            and place.kind not in AREA_KINDS
            and place.country_code != m.country_code
            and place.population >= _CITY_ABROAD_POP
        )
        memo[key] = found
    return found


def _owner_of_a_person(name: PlaceName, text: str, matches: list, k: int) -> bool:
    """True for a town written as the owner of a person: "Everton's Dwight McNeil",
    "Chelsea's Cole Palmer", "Mercedes' George Russell" (a team). "Syria's Idlib province"
    owns a place and stays; a country owning a person ("Brazil's Neymar") is left to the
    country rules.
    """
    end = name.end
    if name.cue or name.is_country:
        return False
    bare = False
    if text.startswith(("'s ", "’s "), end):
        after = end + 3
    elif text.startswith(("' ", "’ "), end) and text[end - 1 : end] == "s":
        after, bare = end + 2, True  # the possessive of a name ending in s
    else:
        return False
    run = _CAPITALISED_RUN.match(text, after)
    if run is None:
        return False
    if bare and (" " not in run.group().strip()
                 or run.group().split()[0].lower().rstrip(".") in _OWNED_TITLES
                 or _MONUMENT_AFTER.match(text, run.end())):
        return False  # a person has two names and no title: not "Athens' Parthenon temple",
        # "Brussels' Atomium", "Texas' Gov. Greg Abbott"
    if run.group().rsplit(" ", 1)[-1].lower().rstrip(PUNCT) in LANDMARK_NOUNS \
            or _KIND_AFTER_RUN.match(text, run.end()):
        return False  # "Istanbul's Taksim Square", "Istanbul's Beyoglu district": the town's
    nxt = matches[k + 1] if k + 1 < len(matches) else None
    # a place owned is written whole as a name; a person's name runs on past it
    return not (nxt is not None and nxt.start == after and nxt.end >= run.end())


# a name of persons' titles only: "King and Queen" (a county of Virginia, and the royal couple)
_TITLES_ONLY = re.compile(r"(?i:king|queen|prince|princess|duke|duchess|emperor|empress|president"
                          r"|pope)(?: (?:and|&) (?i:king|queen|prince|princess|duke|duchess"
                          r"|emperor|empress|president|pope))+")
_OWNED_TITLES = PERSON_TITLES | {"gov", "sen", "rep", "gen", "lt", "col", "capt", "dr", "mr", "mrs",
                                  "ms", "minister", "prime", "chief", "coach", "manager"}
# a monument's noun after a capitalised name: "Athens' Parthenon temple", "the Manneken Pis
# statue"
_MONUMENT_AFTER = re.compile(r" (?:temple|statue|monument|memorial|fountain|tower|bridge|church"
                             r"|cathedral|palace|museum|square|stadium|arena)\b")


def _country_code_after(gaz: Gazetteer, m: NameMatch, written: str) -> bool:
    """True when a two-letter code after a town is a country's that has the town: stock
    captions write "BERLIN, DE" and "LIMA, PE", AP "Springfield, IL" (no Springfield in
    Israel) and "San Jose, CA" (none in Canada)."""
    return (
        len(written) == 2
        and gaz.country(written) is not None
        and gaz.resolve(m.text, country_codes=(written,)) is not None
    )


def _after_a_demonym(text: str, matches: list, k: int) -> bool:
    """True for a capitalised name right after a demonym, which says whose part it is:
    "Finnish Lapland", "Iraqi Kurdistan" (is_proper_name reads it as a name's tail)."""
    if not k:
        return False
    prev, m = matches[k - 1], matches[k]
    return "demonym" in prev.kinds and prev.end + 1 == m.start and text[m.start].isupper()


def _brand_after_the(name: PlaceName, text: str) -> bool:
    """True for a town's name written as a brand's after "the": "in the Nathan's Famous
    Hot Dog Eating Contest". A place owning a thing takes no article ("Syria's Idlib");
    the few written with one ("the Bronx's", "the Hague's") are areas, not towns."""
    end = name.end
    return (
        name.after_the
        and not name.is_country
        and "place" in name.kinds
        and text.startswith(("'s ", "’s "), end)
        and text[end + 3 : end + 4].isupper()
        and name.text not in _NAMES_WITH_THE
    )


_NAMES_WITH_THE = frozenset({"Bronx", "Hague", "Wirral", "Algarve", "Punjab", "Crimea"})


def _is_nationality(name: PlaceName, text: str, matches: list, k: int) -> bool:
    """True for a country named as a person's: "Brazil's Ayrton Senna", "Pete Sampras of
    the United States", "US Senator George Mitchell". It says who, not where: no context
    for the caption's towns."""
    if text.startswith(("'s ", "’s "), name.end):
        if name.is_country and _ROLE_AFTER.match(text, name.end + 3) and any(
                "country" in m.kinds and m.country_code not in (None, name.country_code)
                for m in matches):
            # "Australia's captain John Eales ... victory over France ... in Cardiff": whose
            # captain, with another country in the text (alone, "Scotland's fans ... in Perth"
            # still says where)
            return True
        return _owns_a_name(name, text, matches, k)
    if name.is_country and _OFFICE_AFTER.match(text, name.end) \
            and not _PLACE_PREPOSITION_BEFORE.search(text, max(0, name.start - 12), name.start):
        return True  # "US Senator George Mitchell ... in Belfast": whose senator, not where
    if not text.endswith((" of ", " of the "), 0, name.start):
        return False
    before = _PERSON_OF.search(text, max(0, name.start - 30), name.start)
    return before is not None and before.group(1).lower() not in _STATE_WORDS


def _owns_a_name(name: PlaceName, text: str, matches: list, k: int,
                 unknown_place: bool = False) -> bool:
    """True for a country's possessive before a capitalised name that is no place ("Yemen's
    Houthi rebels", "Brazil's Ayrton Senna"): it says whose they are, not where ("Syria's
    Idlib province" owns a place). With ``unknown_place``, a name the gazetteer lacks but
    writes as a place is one too ("off Somalia's Puntland region")."""
    if not text.startswith(("'s ", "’s "), name.end):
        return False
    run = _CAPITALISED_RUN.match(text, name.end + 3)
    nxt = matches[k + 1] if k + 1 < len(matches) else None
    if unknown_place and run is not None and _PLACE_NOUN_AFTER.match(text, run.end()):
        return False
    return run is not None and not (
        nxt is not None and nxt.start == name.end + 3 and nxt.end >= run.end()
    )


# the kind of place after a name the gazetteer may lack ("Somalia's Puntland region")
_PLACE_NOUN_AFTER = re.compile(
    r" (?:region|province|governorate|state|district|county|coast|coastline|island|islands"
    r"|port|harbou?r|city|town|village|peninsula|waters|archipelago)\b")


def _opens_a_longer_name(name: PlaceName, text: str, matches: list, k: int) -> bool:
    """True for a town's name opening a longer name after "the": joined by "and" to a
    capitalised word that is no place ("at the Mining and Chemical Combine"; not "the
    Gaza and West Bank"), or owning a thing "of the" something ("at the East Gate of
    the 2025 World Exposition"). A place so written would have no article."""
    if not name.after_the or name.is_country:
        return False
    end = name.end
    joined = _JOINED_NAME.match(text, end)
    if joined is not None:  # not "the Rafah and Kerem Shalom crossings": two places
        return joined.group(1) in _INSTITUTION_WORDS
    # "at the Roque de los Muchachos observatory": a Spanish or Italian name the gazetteer
    # lacks whole, running on past its first word
    return _OF_THE_NAMED.match(text, end) is not None \
        or _ROMANCE_NAME_RUNS_ON.match(text, end) is not None


_ROMANCE_NAME_RUNS_ON = re.compile(r" (?:de|del|de la|de las|de los|di|della|dei|do|da|dos|das)"
                                   r" [A-ZÀ-Þ]")
_CAPITAL_PREPOSITIONS = ("IN ", "AT ", "NEAR ", "OUTSIDE ", "FROM ", "TO ")
# the last two characters of the Romance "of" before a name: "de ", "d'", "du ", "da "
_ROMANCE_OF_ENDS = frozenset({"e ", "u ", "o ", "a ", "i ", "l ", "s ", "d'", "d’", "l'", "l’"})
# between a town and its old name: "Iznik, the ancient Nicaea", "Istanbul, formerly Constantinople"
_OLD_NAME_GAP = re.compile(
    r",\s+(?:the\s+)?(?:ancient|antique|old|historic|biblical|medieval|classical|former"
    r"|formerly|once|onetime)(?:\s+(?:city|town|site|capital|port)(?:\s+of)?)?\s+"
    r"|,\s+(?:previously|formerly|once|earlier)\s+(?:known\s+as|called|named)\s+")
# ("Gurugram, previously known as Gurgaon")


# size and age adjectives a building's name opens with after its article in French,
# Spanish, Italian and Portuguese ("la Grande mosquée", "le Grand marché", "el Gran
# teatro", "il Nuovo ospedale"): capitalised, but no town (Grande, Gran and Nueva are)
_ROMANCE_ADJECTIVES = frozenset(
    "grand grande gran grands grandes petit petite nouveau nouvel nouvelle nuevo nueva"  # noqa: SIM905
    " nuovo nuova novo nova vieux vieil vieille viejo vieja vecchio vecchia velho velha"
    " haut haute alto alta".split())
_ROMANCE_ARTICLE_BEFORE = re.compile(r"(?:^|[\s'’(])(?:la|le|les|l['’]|el|los|las|il|lo|a|o|os|as)"
                                     r"\s?$", re.IGNORECASE)
# a lower-case noun right after the adjective (not a preposition: "à La Paz le 3 mai")
_LOWER_NOUN_AFTER = re.compile(
    r" (?!(?:le|la|les|de|du|des|del|di|da|do|et|y|e|en|à|a|au|el|il|o|dans|con|com)\b)"
    r"[a-zà-ÿ]{3,}")


def _a_building_s_adjective(text: str, m: NameMatch) -> bool:
    """True for a Romance size or age adjective between its article and a lower-case noun:
    "la Grande mosquée de Touba", "La Nueva catedral de Vitoria" (not "à La Paz le 3 mai",
    "Grande Prairie", "in Grande, Alemania")."""
    words = m.key.split()
    if words[-1] not in _ROMANCE_ADJECTIVES or len(words) > 2:
        return False
    if len(words) == 2:
        if words[0] not in _ROMANCE_ARTICLES:
            return False
    elif _ROMANCE_ARTICLE_BEFORE.search(text, max(0, m.start - 4), m.start) is None:
        return False
    return _LOWER_NOUN_AFTER.match(text, m.end) is not None


_ROMANCE_ARTICLES = word_set("la le les el los las il lo")


# a medina with the French or Spanish article is a town's old quarter ("à la Médina" in
# Dakar, "la Medina de Tánger"): French calls Saudi Arabia's city Médine, Spanish Medina bare
_MEDINA_KEYS = frozenset({"medina", "médina"})
# a Romance "of" after a lower-case noun: "des habitants de Man", "la mairie de Nice"
_ROMANCE_NOUN_OF = re.compile(r"(?<![\w'’-])[a-zà-ÿ]{3,} (?:de|do|da|di) $")


def _of_a_romance_noun(text: str, start: int) -> bool:
    """True for a capitalised name after a French, Spanish, Portuguese or Italian noun's
    "of": "le Festival des masques de Man", "les habitants de Nice", where the name is no
    English word (as "Man" or "Nice" may be) but the town the thing is of. A capitalised
    word before "de" is a person's name ("Paul de Man"), and is left alone."""
    return text.endswith(" ", 0, start) and _ROMANCE_NOUN_OF.search(
        text, max(0, start - 30), start) is not None


def _a_word_in_capitals(text: str, matches: list, k: int) -> bool:
    """True, in a caption written wholly in capitals, for a word that only looks like a name
    there: one that only sounds like a name, a caption word not right after its preposition
    ("AT BALOGUN MARKET": Marquette's alternate), a compass word ("EAST AND
    WEST BERLINERS"; not "CENTRAL, KENYA"), or a small
    town's name after "THE" ("THROUGH THE GATES OF THE PALACE", "AT THE BORDER CROSSING";
    not "THE BERLIN WALL", "IN THE CRIMEA")."""
    m = matches[k]
    if m.phonetic or (m.common_word and not text.endswith(_CAPITAL_PREPOSITIONS, 0, m.start)):
        return True  # every word is capitalised: "AT BALOGUN MARKET" is no Marquette
    if m.key in _COMPASS_WORDS:
        return not _country_follows(text, matches, k)
    return (
        text.endswith("THE ", 0, m.start)
        and "admin1" not in m.kinds
        and m.population < _CAPITALS_TOWN_POP
    )


def _part_of_before(prev: PlaceName | None, text: str, m: NameMatch) -> bool:
    """True for a name written as the town a part of it is "of", right after that part:
    "in the Cheremushki district of Osh" (a cued mention, though "in" is before the part)."""
    return (
        prev is not None
        and prev.kind_hint is not None
        and prev.cue is not None
        and _PART_OF_GAP.fullmatch(text, prev.end, m.start) is not None
    )


def _opens_a_compound_name(text: str, matches: list, k: int) -> bool:
    """True for a name joined by a hyphen to a capitalised word that is no place:
    "Dartmouth-Hitchcock Medical Center" (but "the Poland-Belarus border" joins two);
    and for either end of a name joined by the Persian and Urdu linking vowel, a
    monument's or a party's ("Minar-e-Pakistan", "Pakistan Tehreek-e-Insaf" is not)."""
    m = matches[k]
    if text.startswith("-", m.end):
        if _EZAFE.match(text, m.end) or _LINKED_TAIL.match(text, m.end):
            return True  # ("Champ-de-Mars", "Saint-Germain-des-Prés" the gazetteer lacks whole)
        if not text[m.end + 1 : m.end + 2].isupper():
            return False
        if not (k + 1 < len(matches) and matches[k + 1].start == m.end + 1):
            # "Duisburg-Marxloh:", "Berlin-Neukölln,": a city and its quarter, the quarter
            # one word the gazetteer lacks (not "Dartmouth-Hitchcock Medical Center")
            return m.population < _PAIR_HEAD_POP or m.text in _NAME_OPENING_WORDS \
                or _CITY_QUARTER_TAIL.match(text, m.end) is None
        return _a_surname_pair(text, m, matches[k + 1])
    return text[m.start - 1 : m.start] == "-" and _EZAFE_BEFORE.search(text, max(0, m.start - 6),
                                                                     m.start) is not None


_EZAFE = re.compile(r"-(?:e|i|ul|ud|us)-[A-Z]")
# words that open many towns' hyphened names ("Sainte-Soline"): no city before its quarter
_NAME_OPENING_WORDS = frozenset({"Saint", "Sainte", "St", "Ste", "San", "Santa", "Santo", "São",
                                 "Bad", "Neu", "Alt", "Port", "Fort", "Mont", "Villa", "Ville"})
# a city's quarter hyphened to it, then no other capitalised word: "Duisburg-Marxloh: ..."
_CITY_QUARTER_TAIL = re.compile(r"-[A-ZÄÖÜ][a-zäöüßéè]+(?=[:,;.)]|\s+[a-zäöüß(\d]|\s*$)")  # "Minar-e-Pakistan", "Jamaat-ud-Dawa"
_PAIR_HEAD_POP = 100_000  # "Frankfurt-Höchst", "Berlin-Kreuzberg": a city and its quarter
_PAIR_TAIL_POP = 20_000  # "Paris-Roubaix", "Gent-Wevelgem": a race's or a road's far end


def _a_surname_pair(text: str, head: NameMatch, tail: NameMatch) -> bool:
    """True when a hyphen joins two small towns' names, which is a firm's or a family's
    double name ("Mercedes-Benz", "Lennox-Boyd", "Hewlett-Packard"): two places so joined
    are a border, a race or a route, and one of them at least is a country, a state or a
    town of some size ("the India-Pakistan border", "Paris-Roubaix"), or the tail runs on
    to another ("Liège-Bastogne-Liège")."""
    areas = ("country", "admin1")
    return not (
        any(kind in head.kinds or kind in tail.kinds for kind in areas)
        or head.population >= _PAIR_HEAD_POP
        or tail.population >= _PAIR_TAIL_POP
        or text.startswith("-", tail.end)
    )


# a French compound's link and capitalised tail: "Champ-de-Mars", "Saint-Germain-des-Prés"
_LINKED_TAIL = re.compile(
    r"-(?:de|du|des|la|le|les|sur|sous|en|aux|lès|d['’]|l['’])-?[A-ZÀ-Ö]")
_EZAFE_BEFORE = re.compile(r"[a-z]-(?:e|i|ul|ud|us)-$")


def _is_month(text: str, matches: list, k: int) -> bool:
    """True when a month or weekday name is used as one ("on March 18", "in March").

    It is a place only when a country or province follows it as its container
    ("March, Cambridgeshire"); a date next to it settles it as a date.
    """
    m = matches[k]
    if is_date_word(text, m.start, m.end):
        return True
    nxt = matches[k + 1] if k + 1 < len(matches) else None
    return not (
        nxt is not None
        and nxt.start - m.end <= 2
        and text[m.end] == ","
        and ("country" in nxt.kinds or "admin1" in nxt.kinds)
    )


def _short_name_stands(text: str, matches: list, k: int) -> bool:
    """True for a one- or two-letter name that is surely a place.

    Short capitalised words are mostly not places ("IS", "Ye"), but a country
    code is ("UK"), and so is a town its country follows: "Bo, Sierra Leone",
    "Wa, Ghana".
    """
    m = matches[k]
    if not text[m.start].isupper():
        return False
    if "country" in m.kinds or _CITY_WORD_AFTER.match(text, m.end):
        return True
    if _country_follows(text, matches, k, kinds=("country",)):
        return True
    # "in Ba, on Fiji's main island of Viti Levu", "Bo, in southern Sierra Leone"
    nxt = matches[k + 1] if k + 1 < len(matches) else None
    return nxt is not None and "country" in nxt.kinds and not nxt.common_word \
        and _SHORT_NAME_CONTAINER_GAP.fullmatch(text, m.end, nxt.start) is not None


_SHORT_NAME_CONTAINER_GAP = re.compile(rf", (?:in|on) (?:the )?(?:{COMPASS} )?")
# a Kyrgyz, Kazakh or Uzbek word for "city" after a short name: "Ош шаары", "Ош қаласы"
_CITY_WORD_AFTER = re.compile(r" (?:шаар|қала|кала|шаҳ[ао]р|shahri|shahar)\w*")


def _country_follows(
    text: str, matches: list, k: int, kinds: tuple[str, ...] = ("country", "admin1")
) -> bool:
    """True when a country (or province) is written right after the name, as its
    container: "Bo, Sierra Leone", "Orange, southern France"."""
    m = matches[k]
    nxt = matches[k + 1] if k + 1 < len(matches) else None
    if nxt is None or nxt.common_word or not any(kind in nxt.kinds for kind in kinds):
        return False
    gap = text[m.end : nxt.start]
    return gap == ", " or _CONTAINER_GAP.fullmatch(gap) is not None


# an Indian district the gazetteer lacks, named with its number: ", in South 24 Parganas"
# (before "district"), "North 24 Parganas district"
_NUMBERED_DISTRICT = re.compile(
    r",\s*(?:in\s+)?(?:[A-Z][\w'’-]* )?\d{1,3} [A-Z][\w'’-]+(?= district\b)")


def _numbered_districts(text: str) -> list[tuple[int, int]]:
    """The spans of unknown districts whose names hold a number, from the comma before
    them: the place before such a district is in it, and the district's compass word
    ("South") names no region."""
    if " district" not in text:
        return []
    return [d.span() for d in _NUMBERED_DISTRICT.finditer(text)]


def _opens_with_date(text: str, m) -> bool:
    """True for a name that opens with a month written as a date: "October 6, 2002" is
    a date, though "October 6" is also a name of an Egyptian city."""
    head, space, _ = m.key.partition(" ")
    return bool(space) and head in MONTHS and is_date_word(text, m.start, m.start + len(head))


def _lower_demonyms(text: str, matches: list) -> str:
    """``text`` with demonyms lower-cased (same length, so offsets still hold)."""
    pieces: list[str] = []
    last = 0
    for m in matches:
        if "demonym" in m.kinds:
            pieces += (text[last : m.start], text[m.start : m.end].lower())
            last = m.end
    if not pieces:
        return text
    pieces.append(text[last:])
    return "".join(pieces)


def _as_capital(
    name: PlaceName, text: str, gaz: Gazetteer, code: str, masked: str, floor: int, s_start: int
) -> None:
    """Turn "the Syrian capital" into a mention of Damascus."""
    country = gaz.country(code)
    if country is None or not country.capital:
        return
    name.capital_of = country.capital
    name.kinds = frozenset({"place"})
    name.is_country = False
    name.role = "context"
    name.end = text.index("capital", name.end) + len("capital")
    name.text = text[name.start : name.end]
    name.cue = read_before(masked, name.start, max(floor, s_start))
    if name.cue is None and masked[max(0, name.start - 4) : name.start].lower() == "the ":
        name.cue = read_before(masked, name.start - 4, max(floor, s_start))
    if name.cue == "near" and _BEARING.search(text, max(0, name.start - 24), name.start):
        name.bearing = True  # "250 km south of the Iranian capital Tehran"


# Indonesian and Malay bodies named by their province or town, with no "of": "Gedung DPRD
# Jawa Barat" (the West Java assembly's building, in Bandung), "Polda Metro Jaya", "Pemkot
# Surabaya", "Kantor Gubernur Jawa Timur"
_MALAY_BODIES = ("DPRD ", "DPR ", "Polda ", "Polres ", "Polresta ", "Pemprov ", "Pemkot ",
                 "Pemkab ", "Kodam ", "Kejati ", "Kejari ", "BPBD ", "Kapolda ", "Gubernur ",
                 "Bupati ", "Wali Kota ", "Walikota ", "Kanwil ", "Dinas ", "Universitas ",
                 "Pengadilan Negeri ", "Pengadilan Tinggi ", "Majlis Bandaraya ",
                 "Dewan Bandaraya ", "Kerajaan Negeri ", "Polis ")


# the Slavic nouns in Latin letters of a square, a street or an avenue before its name, which
# a town's name may be ("náměstí Míru", "ulica Warszawska"; not the plural "ulicach
# Warszawy", the streets of Warsaw; the Cyrillic ones are _STREET_BEFORE's)
_SLAVIC_STREET_NOUNS = tuple(f" {noun} " for noun in """náměstí námestí ulice ulici ulica ulicy
    třída třídě nábřeží nábrežie plac placu rynek rynku aleja alei trg trgu ulitsa
    ulitse""".split())  # noqa: SIM905


_LANDMARK_CITY_POP = 500_000
_MALAY_COUNTRIES = frozenset({"ID", "MY", "BN"})
# Polish writes a voivodeship's name lower-case after its word: "Wilków (woj. lubelskie)"
_VOIVODESHIP_WORDS = ("woj. ", "województwo ")
# a water body's lower-case noun after its name: "the Jordan river" is no town of Jordan, but
# "the Okjokull glacier" is the glacier the gazetteer holds (and no town of its name holds)
_WATER_NOUN_AFTER = re.compile(r" (?:glacier|lake|lagoon|river)\b")


def _a_malay_province(gaz: Gazetteer, name: PlaceName) -> bool:
    """True when a name before a Malay compass word is a province of the lands that write
    so ("Lampung Selatan" lies in Lampung); not a province abroad ("Flores Timur", East Flores
    regency, is no part of Uruguay's Flores)."""
    return "admin1" in name.kinds and any(
        p.kind == "admin1" and p.country_code in _MALAY_COUNTRIES for p in gaz.candidates(name.text))


def _a_city_by_its_name(gaz: Gazetteer, written: str) -> bool:
    """True when the place a name means first is called so by its own name, or by the
    English name of a city GeoNames spells in its own letters ("Cologne" for Köln); not by an
    old name ("Salisbury" for Harare)."""
    resolution = gaz.resolve(written)
    return resolution is not None and (fold(resolution.name) == fold(written)
                                       or not resolution.name.isascii())


# the link of a German town's longer name: "Rust im Tullnerfeld", "Neumarkt in der Oberpfalz"
_GERMAN_NAME_LINK = re.compile(r" (?:im|am|an der|ob der|in der|bei) [A-ZÄÖÜ][a-zäöüß]+\b(?! \d)")

_ENGLISH_WORD = re.compile(r" (?:the|of|and|on|at|shows|is|are|after) ")


def _german_longer_name(text: str, end: int) -> bool:
    """True when an English caption writes a German town's longer name the gazetteer lacks
    after the name it found ("in Rust im Tullnerfeld, Lower Austria": not Rust, Baden): the
    first word only looks like a namesake. (A German caption's "in Berlin am Montag", "im
    Regierungsviertel" say when and where in Berlin: read only where English words show.)"""
    return text.startswith((" im ", " am ", " an ", " ob ", " in ", " bei "), end) \
        and _GERMAN_NAME_LINK.match(text, end) is not None \
        and _ENGLISH_WORD.search(text) is not None


# the land a name writes it is ("the Hel Peninsula", "the Golan Heights"): crossed or
# followed ("cycle across the Hel Peninsula"), it is no river
_LAND_NAME_ENDS = (" Peninsula", " Heights", " Island", " Islands", " Plateau", " Desert",
                   " Mountains", " Spit", " Valley", " Coast")


def _read_context(
    name: PlaceName, text: str, masked: str, floor: int, s_start: int, gaz: Gazetteer, *,
    closed: bool = False,
) -> None:
    """Set the cue, feature kind and role of one place name from its neighbours (the words
    after it only if no case ending ``closed`` it)."""
    after = NOTHING_AFTER if closed else read_after(text, name.end)
    water = after.part_of_name and _WATER_NOUN_AFTER.match(text, name.end) is not None \
        and _a_feature(gaz, name.text)  # "the Okjokull glacier": the glacier itself
    name.kind_hint = "feature" if water else after.kind_hint or kind_in_name(name.text)
    if name.kind_hint == "feature" and not _a_feature(gaz, name.text):
        name.kind_hint = None  # "Mount Athos": the monks' province, no peak the gazetteer has
    name.facility = after.facility
    start = name.start
    before = (
        organisation_before(text, start)
        if text.startswith(" of ", start - 4) or text.startswith("of the ", start - 7)
        or text[start - 2 : start] in _ROMANCE_OF_ENDS  # "l'ambassade de France"
        else "organisation" if text.endswith(_MALAY_BODIES, 0, start)
        else None
    )
    if after.organisation or before == "organisation" \
            or (before == "mission" and name.is_country):  # "l'ambassade de France"
        name.role = "organisation"
        return
    name.facility = name.facility or before == "facility"
    # "Emirates Stadium": a country's name (and no town's) on a building is a brand
    brand = after.facility and name.is_country and "place" not in name.kinds
    storm = names_a_storm(text, start) or names_a_vessel(text, start, name.end) \
        or names_a_likeness(text, start)
    river = not name.is_country and name.kinds == _TOWN_ONLY and river_before(text, start) \
        and not name.text.endswith(_LAND_NAME_ENDS)  # (not "across the Hel Peninsula")
    route = names_a_route(text, start, name.end)  # "the Nakuru-Kericho highway"
    # "Jakarta Timur", "Lampung Selatan" lie in the city or province they are named after;
    # after a town's name, the compass word makes a longer name ("Pesisir Selatan")
    compass_name = after.compass_after and not _a_malay_province(gaz, name)
    if after.landmark and name.population >= _LANDMARK_CITY_POP \
            and _a_city_by_its_name(gaz, name.text):
        # "Prague Castle", "Cologne Cathedral", "Dublin Castle": a city known far and wide
        # holds the landmark named after it (not "Lincoln Cathedral": Lincoln, Nebraska is
        # the larger; not "Salisbury Cathedral": the largest Salisbury is Harare's old name;
        # "Leeds Castle", in Kent, is the price of the rule)
        name.facility = True
    elif (after.part_of_name and not water) or _german_longer_name(text, name.end) \
            or brand or storm or river or route or compass_name or (
        before is None and water_body_before(text, start)
    ):
        name.names_an_event = name.is_country and after.part_of_name
        name.role = "context"
        name.kinds = frozenset()
        name.is_country = False
        return
    name.cue = read_before(masked, name.start, max(floor, s_start), name.end)
    if name.cue is None and text.endswith(", ", 0, start):
        name.cue = _cue_across_a_venue(masked, start, max(floor, s_start))
    name.after_the = text[max(0, start - 4) : start] in ("the ", "The ") \
        or the_and_adjective_before(text, start)  # "the White House", "the Western Wall"
    if name.cue == "near" and name.after_the and _BUILDING_AFTER.match(text, name.end):
        name.cue = "at"  # "outside the Avignon courthouse": at the courthouse, in Avignon
    if name.cue is None and "formerly" in text[max(0, start - 24) : start]:
        name.cue = _cue_of_the_new_name(text, masked, start, max(floor, s_start))
    if names_a_race(text, start, area=name.is_country or name.kinds != _TOWN_ONLY):
        # "the Tour de Pologne" is raced in its country: the place only when the sentence
        # names no stage town ("the Tour de France team hotel in Vejle", "between Changé
        # and Laval")
        name.race = True
        name.names_an_event = name.is_country
    if (after.edition or (name.after_the and _YEAR_AFTER.match(text, name.end))
            or _ORDINAL_BEFORE.search(text, max(0, start - 10), start)) \
            and (name.cue is None or text.endswith(_OF_AN_EVENT, 0, start)
                 or _after_a_venue(text, start)):
        # ("Stage 1 of the Dakar 2020 between Jeddah and ..."; "on Gathering Day of Puck
        # Fair": the fair's name, cued by "on ... of", ranks after a town cued "in")
        # "Paris 2024 Olympics - Surfing - Teahupo'o, Tahiti": the edition's place gives way
        # to a venue the sentence names ("at the Athens 2004 Olympic Games" is the venue)
        name.edition = True
        name.names_an_event = name.is_country
    if (
        name.cue is None
        and text.find(", ", max(0, start - 14), start) >= 0
        and _COMPASS_AFTER_COMMA.search(text, max(0, start - 20), start)
    ):
        name.cue = "at"  # "on the Falls Road, west Belfast": the part of the city it is in
    if name.cue == "near" and _BEARING.search(text, max(0, start - 24), start):
        name.bearing = True
    if (name.cue is None and after.metonym) or is_side(text, start, name.end):
        name.role = "metonym"  # a side plays wherever it is cued: "a win over New Zealand at"
    if "admin1" in name.kinds and "place" not in name.kinds and name.kind_hint is None:
        name.kind_hint = "admin1"
    elif name.kind_hint is None and "admin1" in name.kinds and text.endswith(", ", 0, start) \
            and _after_an_unknown_town(gaz, text, start) \
            and _province_not_its_namesake(gaz, name.text):
        name.kind_hint = "admin1"  # "Zwelisha, Mpumalanga": the province, not a KZN township
    if name.kind_hint is None and not name.is_country:
        called = kind_called_before(text, start)  # "pictures of the village of Hallstatt"
        if called == "region" or name.cue is None:
            name.kind_hint = called  # "en la región de Valparaíso": the region, cued or not
    if name.kind_hint is None and not name.is_country and not text.isupper():
        quarter = quarter_before(text, start)
        if quarter == "quarter" and name.cue is not None:
            # "en el sector La Vega": a quarter, no namesake town (uncued, as in "Vecinos del
            # barrio Santa Bárbara, en la ciudad de Santa Ana", it stays uncued)
            name.kind_hint, name.quarter = "neighbourhood", True
        elif quarter == "town":  # "un barrio ribereño de Concepción": in Concepción
            name.kind_hint, name.cue = "town", name.cue or "at"
    if name.kind_hint is None and island_of_before(text, start):
        name.kind_hint, name.island = "region", True  # "Kuta, on the island of Bali": an area
    elif name.kind_hint is None and text.endswith(("Co. ", "Co ", "County "), 0, start):
        name.kind_hint = "region"  # "Bray, Co Wicklow": the county, not its county town
    if (
        not name.is_country
        and text[start - 2 : start - 1] in _COMPASS_ENDINGS
        and _COMPASS_IN_NAME.search(text, max(0, start - 10), start)
    ):
        name.kind_hint = "region"  # "the Northern Rivers region": a region read by its tail


# a capitalised word and a comma before a name: the address form "Town, Province"
_PLACE_BEFORE_COMMA = re.compile(r"\b[A-Z][^\W\d_]+(?:[ -][A-Z][^\W\d_]+)?, $")
_NAMESAKE_APART_KM = 100


def _after_an_unknown_town(gaz: Gazetteer, text: str, start: int) -> bool:
    """True when a name follows "Town, " and the gazetteer knows no such town (one it knows
    makes a phrase with the name, which decides it there)."""
    before = _PLACE_BEFORE_COMMA.search(text, max(0, start - 40), start)
    return before is not None and not gaz.candidates(before.group()[:-2])


def _province_not_its_namesake(gaz: Gazetteer, written: str) -> bool:
    """Whether the first-level division ``written`` names has a namesake town outside it
    and far from it (Mpumalanga, a township of KwaZulu-Natal, not of the province): after
    "Town, " the province is meant. A city in its own province of its name ("Yaba, Lagos",
    "Miraflores, Lima") keeps the city."""
    candidates = gaz.candidates(written)
    provinces = [p for p in candidates if p.kind == "admin1"]
    towns = [p for p in candidates if p.kind != "admin1"]
    return len(provinces) == 1 and bool(towns) and all(
        t.country_code == provinces[0].country_code
        and t.admin1_code != provinces[0].admin1_code
        and distance_km(t.latitude, t.longitude, provinces[0].latitude,
                        provinces[0].longitude) > _NAMESAKE_APART_KM
        for t in towns)


_COUNTY_AFTER = re.compile(
    r"(?:, | \(| in )(Co\.? |County )?((?:(?:North|South|East|West) )?[A-Z][^\W\d_]+"
    r"(?:['’-][^\W\d_]+)*(?: and [A-Z][a-z]+)?)(?![\w'’-]| County)")


def _unmatched_county_after(text: str, end: int, matches: list, k: int
                            ) -> tuple[str | None, str | None]:
    """The country of a British or Irish county or a French département written after a
    name when the gazetteer does not know it as a place ("Salisbury, Wiltshire",
    "Saint-Denis (Seine-Saint-Denis)"): it binds the town as a county it knows does (see
    :data:`.counties.COUNTY_COUNTRY`); with the British nation it lies in ("Newcastle, Co
    Down": Northern Ireland's Newcastle, not Newcastle upon Tyne)."""
    county = _COUNTY_AFTER.match(text, end)
    if county is None:
        return None, None
    written = county.group(2)
    code = COUNTY_COUNTRY.get(written) or (
        PREFIXED_COUNTY_COUNTRY.get(written) if county.group(1) else None)
    if code is None:
        return None, None
    if k + 1 < len(matches) and matches[k + 1].start == county.start(2):
        return None, None  # a name the gazetteer knows: its own reading decides ("Wells,
        # Somerset")
    return code, COUNTY_NATION.get(written) or COUNTY_SHORT_FORMS.get(written)  # ("Cambs")


# "at the Odeon Luxe Leicester Square, London", "at McDiarmid Park, Perth": a venue's name
# the gazetteer does not know, between the cue and its town
_VENUE_THEN_TOWN = re.compile(
    r"\b(?:at|in|inside)\s+(?:the\s+)?(?:[A-Z][\w'’&.-]*\s+(?:(?:of|de|the|and|du|des)\s+)?)"
    r"{0,5}[A-Z][\w'’&.-]*,\s$")


def _cue_across_a_venue(masked: str, start: int, floor: int) -> str | None:
    """"at" for a town written after a venue that follows the cue ("at McDiarmid Park,
    Perth"): the town is where the venue, and the picture, is."""
    found = _VENUE_THEN_TOWN.search(masked, max(floor, start - 80), start)
    return "at" if found is not None else None


def _cue_of_the_new_name(text: str, masked: str, start: int, floor: int) -> str | None:
    """The cue of a renamed place, for its old name: "in Chhatrapati Sambhajinagar,
    formerly Aurangabad" (the new name the gazetteer does not know) is "in" Aurangabad."""
    renamed = _FORMERLY.search(text, max(floor, start - 80), start)
    return read_before(masked, renamed.start(1), floor) if renamed else None


