"""Picture libraries' and stock agencies' editorial records, as users copy them from the pages.

    USA. New Orleans, Louisiana. September 1, 2005. ... | © Name / Magnum Photos | NYC116432
    Fishermen ... Stock Photo | Image ID: 2RC9X4T | Contributor: Name / Alamy Stock Photo |
        Date taken: 4 May 2023 | Location: Naples, Italy | Releases: Model - no | Property - no
    ... | Mary Evans Picture Library / Name | Picture No: 10987654 | Date: 11 August 1999
    ... | Credit: Name / TopFoto | Ref: 0412987 | Date: 10/04/1998 |
    ... | ullstein bild - Name | Bildnummer: 00812345 | Aufnahmedatum: 17.08.2002
    akg-images / Name | Kosovo, Priština: ... | Bild-Nr.: AKG6123456 | Datum: 13.06.1999 |
        Erstellt: 21.03.2012 (Digitalisierung)
    ... (photo) | Photo © Name / Bridgeman Images | Image no: SLC1023456 | Date: 1999 | Created: ...
    ... | Photograph by Name, Camera Press London. | CP Ref: 0399618 | Date uploaded: 04/11/2008
    ... | © Name / Panos Pictures | Ref: PRA00087IND | Date uploaded: 14/06/2009
    Bildnummer: 0063418257 Aufnahmedatum: 09.11.2014 Copyright: IMAGO/Name | Ort: Berlin | ...

A library's page is a record: the caption, the library's credit (the photographer and the
library, in either order, set apart by a slash, a dash or a comma: "Mary Evans Picture
Library / Name", "ullstein bild - Name", "Name, Camera Press London"), the picture's number
and labelled fields, joined by " | " or on lines of their own (:func:`library_lines`: the
caption's key keeps such a record's lines, and it is read as if joined by " | "). Read as
one caption, the bars hide the credit from the credit finders (which look at the text's
end), the library's own days ("Date uploaded", "Created", "Erstellt", "Date de mise en
ligne", AP's "Updated" stamp) are read as the picture's, and its releases ("Model - no") and
keywords as places. So the record is cut into its fields (:func:`library_fields`) and
read as a catalogue's (:mod:`.catalogue`): the date in the picture's date field ("Date
taken", "Date", "Datum", "Aufnahmedatum") or else the caption, the place in "Location"/"Ort"
or else the caption, the credit from the library's credit (:func:`library_credit`). A
library's number alone in a field ("NYC116432") is no text.

A record is a library's when it has a library's credit and bars or a library's own label,
or bars and a label only a library's page writes ("Image ID", "Date uploaded", ...): a
news caption with a page's lines after bars ("... | The Kerryman | Wednesday, ...") is not.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .agencies import normalise_agency
from .credit_parts import tidy_name

__all__ = ["LIBRARIES", "LIBRARY_LABELS", "library_credit", "library_fields", "library_lines"]

# the libraries whose credit makes a text with bars or a library's label a record (a wire's
# credit does not: its captions end with it, and the credit finders read it there)
LIBRARIES = frozenset({"Magnum Photos", "Alamy", "Mary Evans", "TopFoto", "ullstein bild",
                       "akg-images", "Bridgeman Images", "Camera Press", "Panos", "Agence VU",
                       "IMAGO", "Sipa", "Polaris", "Redux", "VII", "SZ Photo", "Shutterstock",
                       "Getty Images"})
# each label a library's page writes, and what its field holds: the picture's date and place,
# a credit, or the library's own stamps, numbers, releases and keywords ("other")
LIBRARY_LABELS: dict[str, str] = {
    "Date taken": "date", "Date": "date", "Datum": "date", "Aufnahmedatum": "date",
    "Date created": "date", "Date Created": "date",
    "Location": "place", "Ort": "place", "Lieu": "place",
    "Credit": "credit", "Crédit": "credit", "Contributor": "credit", "Copyright": "credit",
    "Photo credit": "credit", "Mandatory Credit": "credit", "Photographer": "credit",
    "Fotograf": "credit", "Foto": "credit", "Rechte": "other",
    "Date uploaded": "stamp", "Uploaded": "stamp", "Created": "stamp", "Erstellt": "stamp",
    "Date de mise en ligne": "stamp", "Image ID": "other", "Picture No": "other",
    "Picture No.": "other", "Ref": "other", "Réf.": "other", "Réf": "other", "CP Ref": "other",
    "Bild-Nr.": "other", "Bildnummer": "other", "Image no": "other", "Image No": "other",
    "Image reference": "other", "Editorial #": "other", "Releases": "other",
    "Model released": "other", "Property released": "other", "Model release": "other",
    "Keywords": "other", "Palabras clave": "other", "Schlagwörter": "other",
    "Mots-clés": "other", "Contact email": "other", "Contact": "other", "Rights": "other",
    "Collection": "other", "Usage": "other", "Licence": "other", "License": "other",
    "ID": "other", "Kategorie": "other", "Category": "other",
}  # fmt: skip
# the labels only a library's page writes (not "Date:", "Credit:", "Location:", which news
# captions write too)
_LIBRARY_ONLY = frozenset(LIBRARY_LABELS) - {"Date", "Datum", "Location", "Ort", "Lieu",
                                             "Credit", "Crédit", "Copyright", "Photographer",
                                             "Fotograf", "Contact", "Collection", "Rights",
                                             "Usage", "Date created", "Date Created",
                                             "Photo credit", "Foto", "Rechte", "ID",
                                             "Kategorie", "Category"}
# the labels of a library's number: one token (and its bracket), the caption after it on a
# line of its own ("Bildnummer: AKG123456 Kaiser-Wilhelm-Kanal, Eröffnung 1895 ...")
_NUMBER_LABELS = frozenset({"Image ID", "Picture No", "Picture No.", "Ref", "Réf.", "Réf",
                            "CP Ref", "Bild-Nr.", "Bildnummer", "Image no", "Image No",
                            "Image reference", "Editorial #", "ID"})
_NUMBER_VALUE = re.compile(r"\S+(?: \([^()]*\))?")
_LABEL = re.compile(
    r"(?:^|(?<=\s))(" + "|".join(re.escape(label) for label in sorted(LIBRARY_LABELS, key=len,
                                                                     reverse=True))
    + r")\s?:\s?")
_BAR = re.compile(r"\s*\|\s*")
# AP's newsroom stamp after a bar: "| Updated 3:41 PM EST, January 9, 2017"
_STAMP = re.compile(r"^Updated \d")
# a library's number: one token with a digit ("NYC116432", "PRA00087IND", "CLE20181201_001")
_NUMBER = re.compile(r"^[A-Z]{0,6}[\d][\w./-]*$|^[A-Z][\w./-]*\d[\w./-]*$")
# a library's number with its label and no colon: "Picture No. 10612345", "Image ref 0612734"
_NUMBERED = re.compile(r"^(?:Stock )?(?:Picture|Image|Photo|Bild)[ -]?(?:No\.?|Nr\.?|ID|ref\.?"
                       r"|number|nummer|#)\s?[\w./-]*\d[\w./-]*$", re.IGNORECASE)
# a day in numbers, no library's number: "22.03.2018", "2018-03-22"
_NUMERIC_DATE = re.compile(r"^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$")
# "Stock Photo" after an Alamy description; Bridgeman's "(photo)"
_STOCK_PHOTO = re.compile(r"\s+(?:Stock Photo|\(photo\))$")
# a credit's lead: "©", "Photo ©", "Photograph by", "Mandatory Credit: Photo by"
_CREDIT_LEAD = re.compile(r"^(?:Mandatory Credit:\s*)?(?:(?:Photo(?:graph)?|Picture|Foto)\s+"
                          r"(?:by|©|:)\s*|©\s*|\(c\)\s*)", re.IGNORECASE)
# the parts of a credit: a slash, a spaced dash, a comma, a second "©"
_CREDIT_PARTS = re.compile(r"\s*/\s*|\s+[-–—]\s+|\s*,\s+|\s*©\s*")
# an institution's words: "Marx Memorial Library", "International Center of Photography"
_BODY = re.compile(r"\b(?:Library|Museum|Archive|Archives|Collection|Memorial|Center|Centre"
                   r"|Institute|Foundation|Society|Gallery|Trust|Council|Agency|Images|Photos"
                   r"|Pictures|News|Press|Stock|University|Estate|Courtesy)\b")
_PERSON = re.compile(r"^[A-ZÀ-ÞŁŚŻ][\w'’.-]*(?:\s+(?:(?:de|da|di|del|van|von|der|den|le|la|du"
                     r"|bin|al|el)\s+)*[A-ZÀ-ÞŁŚŻ][\w'’.-]*){0,4}$")
_BRACKETED_NUMBER = re.compile(r"\s*\(\w*\d\w*\)\s*$")  # Shutterstock's "(1234567a)"


def _house(part: str) -> str | None:
    """The house ``part`` names, in its usual short form, or None."""
    part = part.strip(" .")
    return normalise_agency(part)


def library_credit(value: str) -> tuple[str | None, str | None] | None:
    """(photographer, agency) of a library's credit, or None when ``value`` is none: the
    photographer and the house in either order, set apart by a slash, a dash or a comma ("©
    Name / Magnum Photos", "Mary Evans Picture Library / Name", "ullstein bild - Name",
    "Photograph by Name, Camera Press London."); a second house or an institution is no
    photographer ("TopFoto / UPPA", "Mary Evans / Marx Memorial Library"); the first house
    is the agency."""
    value = _BRACKETED_NUMBER.sub("", _CREDIT_LEAD.sub("", value.strip()).strip(" ."))
    if not value or len(value.split()) > 12:
        return None
    parts = [p.strip(" .") for p in _CREDIT_PARTS.split(value) if p.strip(" .")]
    agency = photographer = None
    for part in parts:
        house = _house(part)
        if house is not None:
            agency = agency or house
        elif photographer is None and _PERSON.match(part) and not _BODY.search(part):
            photographer = tidy_name(part)  # ("Patrick ZACHMANN", as the credit finders)
        elif not _BODY.search(part):
            return None  # a sentence or a place: "Kosovo, Priština: Refugees return"
    if agency is None or (photographer is None and len(parts) == 1 and agency not in LIBRARIES
                          and " " not in value):
        return None if agency is None else (None, agency)
    return photographer, agency


def _a_library_credit(value: str) -> bool:
    """Whether ``value`` is a library's credit: it names one of :data:`LIBRARIES`."""
    found = library_credit(value)
    return found is not None and found[1] in LIBRARIES


def library_fields(text: str) -> list[tuple[str, str, int, int]] | None:
    """The fields (role, label, start, end) of a library's record, or None when ``text`` is
    no library's page (see the module's docstring). Roles as :data:`.catalogue.LABELS`':
    "title" (the first piece of text, the caption), "text", "date", "place", "credit",
    "other" (a stamp, a number, a release)."""
    has_bars = " | " in text or text.rstrip().endswith(" |")
    if not has_bars and not any(label in text for label in _LIBRARY_ONLY):
        return None  # (a cheap look first: most captions with a colon are no library's)
    labels = list(_LABEL.finditer(text))
    if not has_bars and not any(m[1] in _LIBRARY_ONLY for m in labels):
        return None
    pieces = _pieces(text, labels)
    fields: list[tuple[str, str, int, int]] = []
    has_credit = has_own_label = False
    for label, start, end in pieces:
        value = text[start:end]
        if label:
            role = LIBRARY_LABELS[label]
            has_own_label = has_own_label or label in _LIBRARY_ONLY
            if role == "stamp":
                role = "other"
            elif role == "credit":
                has_credit = has_credit or _a_library_credit(value)
            elif role == "place" and (district := _CITY_DISTRICT.match(value)):
                end = start + district.end(1)  # "Ort: Berlin-Mitte": Berlin
        elif _a_library_credit(value):
            role, has_credit = "credit", True
        elif has_bars and _a_wire_s_credit(value):
            role = "credit"  # a wire's credit alone between bars: "| REUTERS/Name |"
        elif has_bars and (_PLATFORM.match(value) or _NOTICE.match(value)):
            role = "other"  # "| Reuters Connect |", "| Editorial use only |"
        elif (_NUMBER.match(value) and not _NUMERIC_DATE.match(value)) or _NUMBERED.match(value) \
                or (has_bars and _STAMP.match(value)):
            role = "other"  # "NYC116432", "Updated 3:41 PM EST, January 9, 2017"
            # (AP's stamp after its bracketed credit makes a record: a paper's page lines
            # "The Courier-Mail | Updated: ..." are read by the page's readers)
            has_own_label = has_own_label or bool(
                _STAMP.match(value) and fields and text[:start].rstrip(" |").endswith(")"))
        elif fields and fields[-1][1] and fields[-1][0] == "other" and len(value.split()) <= 4:
            role = "other"  # "Releases: Model - no | Property - no"
        else:  # the caption, the record's title (a day it writes within a date field's
            # year is the picture's: "... at Epsom, 4 June 1913." over "Date: 1913"), and text
            role = "text" if any(r in ("title", "text") for r, *_ in fields) else "title"
            stock = _STOCK_PHOTO.search(value)
            if stock:
                end = start + stock.start()
        fields.append((role, label, start, end))
    if not (has_credit and (has_bars or has_own_label)) and not (has_bars and has_own_label):
        return None
    return fields


# a city's district named by its quarter of the city, after a hyphen ("Berlin-Mitte",
# "Hamburg-Nord", "Köln-Innenstadt"): the city is the place (not "Halle-Neustadt", a town)
_CITY_DISTRICT = re.compile(r"^([A-ZÀ-Þ][\w'’.]+)-(?:Mitte|Stadtmitte|Zentrum|Innenstadt|Altstadt"
                            r"|Nord|Süd|Ost|West|Nordost|Nordwest|Südost|Südwest|Centre"
                            r"|Center|Centro|Centrum)\s*$")
# the page a wire's picture was copied from, on a line or between bars of its own
_PLATFORM = re.compile(r"^(?:Reuters Connect|AP Newsroom|AP Images|Shutterstock Editorial"
                       r"|dpa Picture-Alliance)\.?$", re.IGNORECASE)
# a rights notice: "Editorial use only", "Editorial use only, no commercial use without
# permission", "Usage éditorial uniquement", "Nur für redaktionelle Verwendung"
_NOTICE = re.compile(r"^(?:(?:for |strictly )?editorial use only|editorial use|no (?:commercial|"
                     r"merchandising|book|advertising) use|usage éditorial|nur für redaktionelle"
                     r"|not for (?:sale|commercial)|model release|property release|rights managed"
                     r"|royalty[- ]free|all rights reserved)\b", re.IGNORECASE)


def _a_wire_s_credit(value: str) -> bool:
    """Whether ``value`` is a house's credit with its photographer and nothing else
    ("REUTERS/Name", "Name/AFP"), on a line of its own between a library record's bars."""
    found = library_credit(value)
    return found is not None and found[0] is not None and "/" in value


def library_lines(lines: list[str]) -> str | None:
    """A library's record copied with each field on a line of its own (``lines``, each
    cleaned), joined by " | " as the library's page joins them, or None when the lines are
    no library's record: a library's credit on a line and a line of its number or a field
    ("© Name / Magnum Photos" / "NYC116432", "ullstein bild - Name" / "Bildnummer: ..."), or
    a label only a library writes ("Date uploaded: ...", "CP Ref: ..."). A caption over a
    credit line alone ("...\nREUTERS/Name", "...\n© Name / Magnum Photos"), Shutterstock's
    "Mandatory Credit: ..." line over its title and description, and an agency's "Updated"
    stamp under its caption (read by the page's readers) are read as before, on the lines
    joined."""
    if len(lines) < 2:
        return None
    text = " | ".join(lines)
    fields = library_fields(text)
    if fields is None:
        return None
    own_label = any(label in _LIBRARY_ONLY and label != "Mandatory Credit"
                    for _, label, _, _ in fields)  # (Shutterstock's credit line over its
    # title and its description: the caption's lines, read whole)
    library = any(role == "credit" and _a_library_credit(text[s:e]) for role, _, s, e in fields)
    numbered = any(role in ("other", "date", "place") for role, *_ in fields)
    return text if own_label or (library and numbered) else None


def _pieces(text: str, labels: list[re.Match[str]]) -> list[tuple[str, int, int]]:
    """(label, start, end) of each piece of ``text``: cut at each bar and each label, and a
    library's credit cut out of the text around it ("... Katrina. © Name / Magnum Photos
    NYC116432" on lines the cleaned text joined)."""
    cuts = sorted({0, len(text), *(m.start() for m in labels),
                   *(p for bar in _BAR.finditer(text) for p in (bar.start(), bar.end()))})
    label_at = {m.start(): m for m in labels}
    pieces = []
    for start, end in pairwise(cuts):
        if text[start:end].strip(" |") == "":
            continue
        label = label_at.get(start)
        end = len(text[:end].rstrip(" |"))
        if label is not None:
            number = _NUMBER_VALUE.match(text, label.end(), end) \
                if label[1] in _NUMBER_LABELS else None
            if number is None or number.end() >= end:
                pieces.append((label[1], label.end(), end))
                continue
            pieces.append((label[1], label.end(), number.end()))
            start = number.end() + 1
        pieces.extend(("", s, e) for s, e in _credit_cut(text, start, end))
    return pieces


# a library's credit inside running text: "©" or "Credit:" before it, or a capitalised name
# with a slash and a library after a sentence's end ("... convention. Name / Magnum Photos")
# (a library that writes its name first may follow the caption without a full stop: "Hochwasser
# in Passau ullstein bild - Name")
_INLINE_CREDIT = re.compile(
    r"(?:(?<=[.!?] )|^)((?:Photo(?:graph)? by |Photo )?©\s?[^©|]+?(?:©[^©|]+?)?"
    r"|[A-ZÀ-Þ][\w'’.-]*(?: [A-ZÀ-Þ][\w'’.-]*){0,3} ?/ ?[^/|]+?)(?= [A-Z]{2,6}\d|$)"
    r"|(?<= )((?:ullstein bild|akg-images|SZ Photo|Mary Evans Picture Library|IMAGO|imago)"
    r"\s?[-/–]\s?[A-ZÀ-Þ][\w'’.-]*(?: [A-ZÀ-Þ][\w'’.-]*){0,3})(?= [A-Z]{2,6}\d|$)")


def _credit_cut(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of a piece: the piece whole, or, when a library's credit stands inside it,
    the text before the credit, the credit and what follows it (a number)."""
    for match in _INLINE_CREDIT.finditer(text, start, end):
        group = 1 if match[1] else 2
        at, to = match.span(group)
        if at == start or not _a_library_credit(match[group]):
            continue
        spans = [(start, len(text[:at].rstrip())), (at, to)]
        if to < end:
            spans.append((to + 1, end))
        return spans
    return [(start, end)]
