"""Catalogue records: a picture as an archive's catalogue exports it, in labelled fields.

    Title: Destitute pea pickers in California. ... Nipomo, California
    Creator(s): Lange, Dorothea, photographer
    Date Created/Published: 1936 Feb. or Mar.
    Repository: Library of Congress Prints and Photographs Division Washington, D.C.

The Library of Congress, NARA, the IWM, the Australian War Memorial, the Bundesarchiv, the
Nationaal Archief, the NAC and Wikimedia Commons write such records, each with its own
labels (:data:`LABELS`). Read as one caption, a record's repository, accession numbers and
life dates are read as the picture's place, date and credit ("Washington, D.C. 20540",
"Rothstein, Arthur, 1915-1985"). So each fact is read in its own field: the date in the
date field (unless the text says when the picture was made: "Photographed in July 1900"),
the place in the place field, else in the title and description, and the credit from the
creator's field, its role ("photographer", "publisher") and the repository.

A text is a record when it holds three labels or more; each field's value is read with
its offset in the record (:meth:`CatalogueRecord.spans`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .agencies import credit_slot_agency, normalise_agency
from .credit_parts import Credit, parse_credit, tidy_name
from .credits import split_credit
from .institutional_credits import without_rank
from .library_credits import library_credit, library_fields, library_lines
from .text import normalise_text

__all__ = ["LABELS", "CatalogueRecord", "library_record_lines", "read_catalogue_record",
           "record_credit"]

# each label an archive writes, and what its field holds
LABELS: dict[str, str] = {
    # the picture's title and description
    "Title": "title", "Titel": "title", "Tytuł": "title", "Object description": "text",
    "Description": "text", "Beschrijving": "text", "Originalbeschreibung": "text",
    "Opis": "text", "Scope & Content": "text", "Notes": "notes", "Note": "notes",
    # when it was made
    "Date Created/Published": "date", "Date created": "date", "Production date": "date",
    "Date made": "date", "Date": "date", "Datierung": "date", "Datum": "date",
    "Data wydarzenia": "date", "Aufnahmedatum": "date", "Data": "date", "Fecha": "date",
    "Date de prise de vue": "date", "Fecha de la fotografía": "date",
    # where
    "Place made": "place", "Ort": "place", "Locatie": "place", "Miejsce": "place",
    "Place": "place", "Location": "place", "Lugar": "place", "Lieu": "place",
    "Country": "place", "Depicted place": "place", "Caption": "text",
    # who made it
    "Creator(s)": "creator", "Creator": "creator", "Photographer": "creator",
    "Fotograf": "creator", "Fotograaf": "creator", "Maker": "creator", "Author": "creator",
    "Autor": "creator", "Foto": "creator", "Fotógrafo": "creator", "Fotó": "creator",
    "MTI Fotó": "creator",
    # who holds it
    "Repository": "holder", "Rights": "holder", "Source": "holder",
    "Auteursrechthebbende": "holder", "Credit": "holder", "Rechte": "holder",
    "Prawa": "holder", "Copyright": "holder", "Contact": "holder", "Permission": "holder",
    # the rest, read for where a field ends
    "Medium": "other", "Reproduction Number": "other", "Rights Advisory": "other",
    "Call Number": "other", "Related Names": "other", "Catalogue number": "other",
    "Part of": "other", "Licensing": "other", "National Archives Identifier": "other",
    "Local Identifier": "other",
    "From": "other", "Access Restrictions": "other", "Use Restrictions": "other",
    "Trefwoorden": "other", "Materiaalsoort": "other", "Persoonsnaam": "other",
    "Bestanddeelnummer": "other", "Collectie": "other", "Collection": "other",
    "Accession Number": "other", "Collection type": "other", "Object type": "other",
    "Conflict": "other", "Sygnatura": "other", "Zespół": "other", "Archivvermerk": "other",
    "Editorial #": "other", "Image reference": "other", "Bildnummer": "other",
    "Lizenz": "other", "Nummer archiefinventaris": "other",
    # the Nordic, Finnish, Dutch, Hungarian, French and Canadian catalogues, Trove, the
    # State Libraries, Europeana, the Museum of London, and newsrooms' IPTC fields
    "Nimeke": "title", "Titel(s)": "title", "Titre": "title", "Headline": "title",
    "Beskrivning": "text", "Leírás": "text", "Caption-Abstract": "text",
    "Illustration text": "text", "Huomautus": "notes", "Bemerkung": "notes",
    "Datering": "date", "Kuvausaika": "date", "Év": "date", "Date(s)": "date",
    "Date of Work": "date", "Date Created": "date", "Date d'édition": "date",
    "Kuvauspaikka": "place", "Település": "place", "Plaats": "place",
    "Vervaardiging": "place", "Lieu de création": "place", "Place of creation": "place",
    "Production place": "place", "City": "town", "Town": "town", "Province": "place",
    "Region": "place", "Sub-location": "town",
    "Province-State": "place", "Country-Primary Location Name": "place", "Ország": "place",
    "Country-PrimaryLocationName": "place", "Country-PrimaryLocationCode": "other",
    "Country-Primary Location Code": "other", "Country Code": "other",
    "Country/Primary Location Name": "place", "Country/Primary Location Code": "other",
    "Province/State": "place", "Caption/Abstract": "text", "Transmission Reference": "other",
    "Original Transmission Reference": "other",
    "Kuvaaja": "creator", "Fotós": "creator", "Vervaardiger": "creator",
    "Fotograf/in": "creator", "Créateur": "creator", "Auteur": "creator",
    "Creator/Contributor": "creator", "By-line": "creator",
    "Arkivbildare": "holder", "Arkiv": "holder", "Ägare": "holder", "Organisaatio": "holder",
    "Data provider": "holder", "Provider": "holder",
    "Digitaliserad": "other", "Luetteloitu": "other", "Lahjoittaja": "other",
    "Adományozó": "other", "Förvärv": "other", "Verwerving": "other", "Identifierare": "other",
    "Inventarienummer": "other", "Objectnummer": "other", "Signatuur": "other",
    "Bildcode": "other", "Schlagworte": "other", "Bestand": "other", "Címkék": "other",
    "Aihe": "other", "Sujet": "other", "Type": "other", "Format": "other", "Étendue": "other",
    "Extent": "other", "Item ID number": "other", "Object number": "other",
    "Materials": "other", "Physical description": "other", "Physical Description": "other",
    "Type of Material": "other", "Accession no": "other", "Level": "other",
    "Local Numbers": "other", "Fortepan azonosító": "other", "Teknik": "other",
    "Afmetingen": "other", "Fysieke kenmerken": "other", "Objecttype": "other",
    "Providing country": "other", "Subject": "other", "Notes biographiques": "other",
    "Förvaringsplats": "other", "Kokoelma": "other", "Samling": "other",
    "Object Name": "other", "By-line Title": "other", "Copyright Notice": "other",
    "Special Instructions": "other", "Writer-Editor": "other", "Category": "other",
    "Published": "other", "Date de mise en ligne": "other", "Release Date": "other",
    "Release Time": "other", "Time Created": "other", "Digital Creation Date": "other",
    "Expiration Date": "other", "State": "place",
    # the Danish, Norwegian, Czech, Polish, Spanish, Italian, Portuguese, Greek and Afrikaans
    # archives', the British ones' and the picture libraries'
    "Dato": "date", "Datum pořízení": "date", "Χρονολογία": "date", "Date taken": "date",
    "Sted": "place", "Avbildet sted": "place", "Místo": "place", "Lugar de producción": "place",
    "Luogo": "place", "Local": "place", "Τόπος": "place", "Plek": "place",
    "Beskrivelse": "text", "Popis": "text", "Descripción": "text", "Descrizione": "text",
    "Beskrywing": "text", "Název": "title", "Título": "title", "Titolo": "title",
    "Τίτλος": "title", "Autore": "creator", "Φωτογράφος": "creator", "Wydawca": "creator",
    "Photo credit": "holder", "Copyright/Ownership": "holder", "Eier": "holder",
    "Archiv": "holder", "Fondo": "holder", "Συλλογή": "holder",
    "Reference": "other", "Reference number": "other", "Verwysing": "other",
    "ID number": "other", "Object ID": "other", "Record number": "other",
    "Registration Number": "other", "Image ID": "other", "Image ref": "other",
    "Picture No.": "other", "NAM Accession Number": "other", "Codice foto": "other",
    "Código de referência": "other", "Nível de descrição": "other", "Κωδικός": "other",
    "Avbildet person": "other", "Przekazała": "other", "Przekazał": "other",
    "Descripción física": "other", "Dimensão": "other",
    # ČTK's, EFE's and the Afrikaans archives' ("Zdroj: ČTK", "Ciudad: Madrid", "Código:
    # 1981-0223-00012", "Opmerking: ...")
    "Zdroj": "holder", "ID snímku": "other", "Ciudad": "town", "País": "place",
    "Código": "other", "Opmerking": "notes",
}  # fmt: skip
# the labels only an archive's catalogue writes: a text needs one of them to be a record (not
# a news caption with "Title:", "Date:", "Credit:", "Source:", "Location:" lines, nor a
# museum's wall label quoted in one)
ARCHIVE_LABELS = frozenset({
    "Date Created/Published", "Production date", "Date made", "Place made", "Creator(s)",
    "Creator", "Maker", "Datierung", "Originalbeschreibung", "Beschrijving", "Locatie",
    "Fotograaf", "Auteursrechthebbende", "Accession Number", "Catalogue number",
    "Reproduction Number", "Call Number", "Repository", "National Archives Identifier",
    "Local Identifier", "Sygnatura", "Data wydarzenia", "Miejsce", "Object description",
    "Titel", "Tytuł", "Scope & Content", "Aufnahmedatum", "Bildnummer", "Rights Advisory",
    "Related Names", "Collection type", "Object type", "Trefwoorden", "Materiaalsoort",
    "Bestanddeelnummer", "Archivvermerk", "Zespół", "Nummer archiefinventaris", "Medium",
    "Part of", "Nimeke", "Kuvaaja", "Kuvausaika", "Kuvauspaikka", "Datering", "Fotós",
    "Település", "Fortepan azonosító", "Vervaardiger", "Objectnummer", "Titel(s)",
    "Lieu de création", "Place of creation", "Date of Work", "Creator/Contributor",
    "Accession no", "Object number", "Production place", "Caption-Abstract", "By-line",
    "Object Name", "Bildcode", "Fotograf/in", "Arkivbildare", "Digitaliserad",
    "Date d'édition", "Item ID number", "Type of Material", "Illustration text",
    "Inventarienummer", "Identifierare", "Date de mise en ligne", "Reference",
    "Reference number", "Verwysing", "ID number", "Object ID", "Record number",
    "Registration Number", "NAM Accession Number", "Codice foto", "Código de referência",
    "Nível de descrição", "Κωδικός", "Avbildet sted", "Datum pořízení", "Lugar de producción",
    "Image ID", "Picture No.", "Image ref", "Copyright/Ownership", "ID snímku", "Fotógrafo"})
_LABEL = re.compile(
    r"(?:^|(?<=[\s|]))(" + "|".join(re.escape(label) for label in sorted(LABELS, key=len,
                                                                     reverse=True))
    + r")\s?:\s")
_MIN_LABELS = 3
# a wire's credit closing a news caption: "REUTERS/Name", "UNICEF/Name", "(AP Photo/Name)",
# "Action Images via Reuters/Name", "AFP via Getty Images"
_WIRE_CREDIT_END = re.compile(
    r"(?:\b[A-Z]{3,}(?:-[A-Z]{3,})?/|(?:\(AP Photo|\bvia Reuters)\s?/\s?)[A-Z][a-z]+"
    r"(?: [A-Z][\w'-]+){1,3}\)?\s*$|(?:/|\bvia )(?:AFP|AP|Reuters|REUTERS|Getty Images)\)?\s*$")
# a date or place field runs on past this many words (up to the next label) only in a news
# caption with labels; a creator's field may carry a licence's notice ("Author: Name, U.S.
# Coast Guard. This image is a work of ...")
_FIELD_WORDS = 25
_SHORT_ROLES = frozenset({"date", "place", "town"})
_CREDIT_FIELD_WORDS = 5  # a record's last field that is only a credit ("Author: USCG/Name")
_LANGUAGE_LABEL = re.compile(r"(?:English|Deutsch|Français|Español|Italiano|Nederlands|Polski"
                             r"|Русский|Svenska|Suomi|Magyar|Português|Čeština)\s?:\s")
_WHO_KNOWS = re.compile(  # no name: "o.Ang.", "Onbekend", "nieznany", "Unknown", "NN"
    r"^(?:o\.\s?Ang\.?|onbekend|nieznany|unknown|unbekannt|anonym\w*|str|stringer|n/a"
    r"|unidentified|(?:unknown|unidentified) (?:author|photographer|maker)"
    r"|photographer unknown|inconnu|okänd|tuntematon|ukendt|ukjent|nn|n\.n\.|ismeretlen"
    r"|neznámý|neznámy|desconocido|sconosciuto|an[oó]nimo|άγνωστος|невідомий|неизвестный"
    r"|nepoznat|onbekende fotograaf|fotógrafo desconocido)$", re.IGNORECASE)
# a creator's life dates, rank and unit after the name: "Rothstein, Arthur, 1915-1985",
# "Brooks, Ernest (Lt)", "Miller, Wayne, Lt., Naval Aviation Photographic Unit"
_LIFE_DATES = re.compile(r",?\s*\(?\d{4}\s*-\s*(?:\d{4})?\)?")
_RANK = re.compile(r"\s*\((?:Sgt|Lt|Capt|Maj|Cpl|Pte|Pfc|Lieut|Col|Cmdr|Maj)\.?\)|,\s*(?:Sgt|Lt|Capt"
                   r"|Maj|Cpl|Pfc|Lieut)\.?(?=,|$)|^(?:Pfc|Sgt|Lt|Capt|Cpl|Pte)\.?\s+")
_INITIAL_END = re.compile(r"(?:\b[A-Z]|\bsen|\bjun|\bJr|\bSr)\.$")
_ROLE_IN_BRACKETS = re.compile(r"\s*\((?:fotograaf|photographer|fotograf|photographe)\)",
                               re.IGNORECASE)
_ROLES = ("photographer", "publisher", "artist", "author", "creator", "official photographer",
          "fotógrafo", "fotografo", "fotógrafa", "fotografa", "fotograf", "fotograaf")
# where the text says when the picture itself was made ("Photographed in July 1900", "the
# picture was made at Dachau, Germany, on April 30, 1945", "Aufnahme: August 1930")
PICTURE_MADE = re.compile(r"(?:(?:[Pp]hotographed|picture was (?:made|taken)|photo was taken"
                          r"|(?:[Pp]icture|[Pp]hoto|[Ii]mage) taken|[Aa]ufgenommen)\b|[Aa]ufnahme:)"
                          r".{0,80}?(?:1[89]|20)\d\d\b")  # (to the year: "on Feb. 3, 1936")


@dataclass(frozen=True, slots=True)
class CatalogueRecord:
    """The labelled fields of a catalogue record: (role, label, start, end) of each value."""

    text: str
    fields: tuple[tuple[str, str, int, int], ...]

    def values(self, role: str) -> list[str]:
        """The values of every field of ``role``, in order."""
        return [self.text[s:e] for r, _, s, e in self.fields if r == role]

    def spans(self, *roles: str) -> list[tuple[int, str]]:
        """(start, value) of every field of ``roles``, in the order of ``roles``."""
        return [(s, self.text[s:e]) for role in roles
                for r, _, s, e in self.fields if r == role and e > s]


def read_catalogue_record(text: str, lined: str | None = None) -> CatalogueRecord | None:
    """The record's fields, or None when ``text`` is no catalogue's (see _a_catalogue_s); a
    picture library's page, its fields joined by " | ", is read by its own fields
    (:func:`.library_credits.library_fields`), as is one copied with a field on each line
    (``lined``, the text with its line breaks: :func:`library_record_lines`), whose record
    is its lines joined by " | " (the offsets of its fields refer to that)."""
    if lined is not None and "\n" in lined:
        barred = library_record_lines([normalise_text(line) for line in lined.split("\n")
                                       if line.strip()])
        if barred is not None:
            return CatalogueRecord(barred, tuple(library_fields(barred) or ()))
    if "|" in text or "©" in text or ":" in text:
        library = library_fields(text)
        if library is not None:
            return CatalogueRecord(text, tuple(library))
    if text.count(":") < _MIN_LABELS:
        return None
    found = list(_LABEL.finditer(text))
    if len(found) < _MIN_LABELS or not _a_catalogue_s(found):
        return None
    fields = []
    for i, match in enumerate(found):
        end = found[i + 1].start() if i + 1 < len(found) else len(text)
        value_end = len(text[:end].rstrip(" |"))
        language = _LANGUAGE_LABEL.match(text, match.end())  # Wikimedia's "Deutsch: Dresden."
        start = language.end() if language else match.end()
        fields.append((LABELS[match[1]], match[1], start, value_end))
    if not any(role in ("date", "creator", "place", "town") for role, *_ in fields):
        return None
    if found[0].start() > 0:  # a heading before the first label: "THE BATTLE OF THE SOMME"
        fields.insert(0, ("heading", "", 0, len(text[: found[0].start()].rstrip())))
    return CatalogueRecord(text, tuple(fields))


def library_record_lines(lines: list[str]) -> str | None:
    """A picture library's record copied with a field on each line (``lines``, cleaned),
    its lines joined by " | " as the library's page joins them (see
    :func:`.library_credits.library_lines`); None when they are no library's record, or
    an archive's catalogue, whose labels its reader reads on the lines joined ("Titre : ...",
    "Object Name: ...", Getty's "Editorial #: ... Credit: ...")."""
    barred = library_lines(lines)
    if barred is None:
        return None
    flat = " ".join(lines)
    if library_fields(flat) is None and read_catalogue_record(flat) is not None:
        return None
    return barred


def _a_catalogue_s(labels: list[re.Match[str]]) -> bool:
    """Whether the labels are a catalogue's: one only an archive writes, or four fields
    with a date and a source (Wikimedia's "Description/Date/Source/Author", a picture
    agency's page "Editorial #/Collection/Date created/Credit"); not three labels of a news
    caption or of a museum's wall label it quotes ("Title: ... Photographer: ... Date:")."""
    text = labels[0].string
    if _WIRE_CREDIT_END.search(text, max(0, len(text) - 60)) \
            and len(text[labels[-1].end() :].split()) > _CREDIT_FIELD_WORDS:
        return False  # "... Source: Stop the War Coalition. Protesters march ... REUTERS/Name"
        # (not a record's own credit field: "Author: USCG/Robert Sargent")
    names = {m[1] for m in labels}
    if not ARCHIVE_LABELS.isdisjoint(names):
        return True
    ends = [m.start() for m in labels[1:]] + [len(text)]
    if any(len(text[m.end() : end].split()) > _FIELD_WORDS
           for m, end in zip(labels, ends, strict=True) if LABELS[m[1]] in _SHORT_ROLES):
        return False  # a news caption's sentence in a short field ("Date: ... Location:
        # Paris. A man walks ..."): a caption with labels, not a record
    roles = {"place" if LABELS[name] == "town" else LABELS[name] for name in names}
    # (or a date, a place and a creator: "Fecha: ... Lugar: Madrid. Foto: EFE/Mariscal.")
    return (len(names) >= 4 and {"date", "holder"} <= roles) \
        or {"date", "place", "creator"} <= roles


def record_credit(record: CatalogueRecord) -> Credit:
    """The credit of a record: the creator's field names the photographer (its entry with
    the role "photographer", or a person's name) and perhaps a publisher or a studio, which
    is the agency ("Underwood & Underwood, publisher"); after a slash, a house ("Wilmar, Hugo
    / Anefo"). With no creator's field, the caption's own credit or a "Credit:" line. The
    holder's field names the archive, failing a house; failing both, the house the caption's
    own credit names ("... EFE/ARCHIVO" over "Fotógrafo: Name"). A library's credit field
    names both ("© Name / Magnum Photos", "Contributor: Name / Alamy Stock Photo")."""
    for value in record.values("credit"):
        found = library_credit(value)
        if found is not None:
            return Credit(photographer=found[0], agency=found[1], raw=value)
    if record.values("creator"):
        photographer, agency = _from_the_creators(record)
        agency = agency or _holder(record) or _house_in_the_text(record)
        raw = "; ".join(record.values("creator")) or None
    else:
        photographer, agency, raw = _from_the_credit_lines(record)
        agency = agency or _holder(record)
    return Credit(photographer=photographer, agency=agency, raw=raw)


def _from_the_creators(record: CatalogueRecord) -> tuple[str | None, str | None]:
    """(photographer, agency) of the creator's field's entries."""
    photographer = agency = None
    for value in record.values("creator"):
        for entry in re.split(r"\s*;\s*", value):
            name, _, house = re.sub(r"\s*/\s*", " / ", entry).partition(" / ")
            if house and normalise_agency(name.strip()) and not normalise_agency(house.strip()):
                name, house = house, name  # ČTK's "Foto: ČTK / Kouba Jan": the house first
            head, dash, tail = name.partition(" - ")
            if dash and normalise_agency(head.strip()):  # "ullstein bild - Gircke"
                name, house = tail, head
            name, role = _name_and_role(name)
            if house and normalise_agency(house.strip()) and agency is None:
                agency = normalise_agency(house.strip())
            if role == "publisher":
                agency = agency or normalise_agency(name) or name
            elif agency is None and normalise_agency(name):
                agency = normalise_agency(name)
            elif name and _A_HOUSE.search(name) and not _WHO_KNOWS.match(name):
                # "Scurlock Studio (Washington, D.C.)", "Agence Rol. Agence photographique"
                agency = agency or _BRACKETS.sub("", name).split(". ")[0].strip(" ,")
            elif photographer is None and name and not _WHO_KNOWS.match(name) \
                    and _a_person(name):
                photographer = tidy_name(name) if name.isupper() else name
    return photographer, agency


def _from_the_credit_lines(record: CatalogueRecord) -> tuple[str | None, str | None, str | None]:
    """(photographer, agency, the credit as written) of a record with no creator's field: the
    caption's own credit ("... (Photo by Keystone/Getty Images)"), else a "Credit:" line
    ("Credit: Julian Finney/Getty Images")."""
    for _, value in record.spans("heading", "title", "text"):
        credit = split_credit(value)[1]
        if credit.photographer or credit.agency:
            return *_no_house_as_a_person(credit), credit.raw
    for value in record.values("holder"):
        credit = parse_credit(value)
        if credit is not None and credit.photographer:
            return *_no_house_as_a_person(credit), credit.raw
    return None, None, None


def _house_in_the_text(record: CatalogueRecord) -> str | None:
    """A known house the caption's own credit names ("... golpe de Estado. EFE/ARCHIVO"), for a
    record whose creator's field names only the photographer."""
    for _, value in record.spans("heading", "title", "text"):
        agency = split_credit(value)[1].agency
        if agency is not None and credit_slot_agency(agency) is not None:
            return agency  # (a house known only in a credit's slot too: "U.S. Army photo by")
    return None


def _no_house_as_a_person(credit: Credit) -> tuple[str | None, str | None]:
    """(photographer, agency) of a credit line, a picture library read as a person being
    the agency ("Credit: akg-images", "Credit: © TopFoto")."""
    if credit.photographer and (normalise_agency(credit.photographer)
                                or credit.photographer == credit.agency):
        return None, credit.agency or normalise_agency(credit.photographer)
    return credit.photographer, credit.agency


# a studio's, a paper's or a picture agency's name as a creator ("Scurlock Studio", "Wegner &
# Mottu (fotostudio)", "Comet Photo AG", "Argus Newspaper", "Keogh Brothers Ltd.")
_A_HOUSE = re.compile(r"\b(?:[Ss]tudio|[Ff]otostudio|&|[Pp]hoto AG|[Nn]ewspapers?|[Bb]rothers"
                      r"|Ltd|Agency|[Aa]gence|AB|AG)\b")
_BRACKETS = re.compile(r"\s*\([^()]*\)")


def _name_and_role(entry: str) -> tuple[str, str | None]:
    """("Ricalton, James, 1844-1929, photographer") -> ("Ricalton, James", "photographer")."""
    entry = entry.strip()
    if entry.endswith(".") and not _INITIAL_END.search(entry):
        entry = entry[:-1]  # ("Croes, Rob C.", "Richard Peter sen." keep theirs)
    role = None
    for word in _ROLES:
        if entry.lower().endswith(", " + word):
            role = "publisher" if word == "publisher" else "photographer"
            entry = entry[: -len(word) - 2]
            break
    if _ROLE_IN_BRACKETS.search(entry):  # "Breitner, George Hendrik (fotograaf)"
        entry, role = _ROLE_IN_BRACKETS.sub("", entry), "photographer"
    entry = _LIFE_DATES.sub("", entry)
    entry = without_rank(_RANK.sub("", entry))  # ("Spc. Nathaniel Okoro", "Cpl Name RLC")
    # a unit after the name: "Miller, Wayne, Lt., Naval Aviation Photographic Unit"
    parts = [p.strip() for p in entry.split(",")]
    if len(parts) > 1 and (any(c.isdigit() for c in parts[1]) or len(parts[1].split()) > 3):
        parts = parts[:1]  # "Sidney Blau, 163rd Signal Photo Co."
    if len(parts) > 2:  # ("Collier, John, Jr., Office of War Information")
        parts = parts[:3] if parts[2].rstrip(".") in ("Jr", "Sr", "sen", "jun", "II", "III") \
            else parts[:2]
    entry = ", ".join(parts)
    return entry.strip(" ,"), role


def _a_person(name: str) -> bool:
    """A person's name as catalogues write it ("Lange, Dorothea", "Richard Peter sen."), not
    a body's ("Department of the Interior. War Relocation Authority.")."""
    words = name.replace(",", " ").split()
    return 1 <= len(words) <= 6 and "." not in name.rstrip(".").replace(". ", "") \
        .replace("sen", "") and not any(w.lower() in _BODY_WORDS for w in words)


_BODY_WORDS = frozenset({"department", "office", "service", "division", "unit", "ministry",
                         "authority", "administration", "corps", "archive", "archives",
                         "collection", "official", "british", "royal", "navy", "army",
                         "&", "company", "co", "studio", "studios", "bros", "brothers"})


def _holder(record: CatalogueRecord) -> str | None:
    """The archive that holds the picture, as the holder's fields or the heading name it
    ("Repository: Library of Congress ...", "Rights: © IWM (Q 750)", "Bundesarchiv, Bild
    183-...", "(NARA)", "Narodowe Archiwum Cyfrowe (NAC)")."""
    # (the heading only where it opens with an archive's name: "Bundesarchiv, Bild 183-...")
    headings = [" ".join(v.split()[:3]) for v in record.values("heading")]
    for text in record.values("holder") + headings:
        words = _WORD.findall(text)
        for i in range(len(words)):
            for n in (4, 3, 2, 1):  # the longest name that starts at each word
                agency = normalise_agency(" ".join(words[i : i + n]))
                if agency is not None:
                    return agency
    return None


_WORD = re.compile(r"[\w&'’-]+")
