"""The lines of a web page under (or above) a caption copied from a paper's site.

A caption copied from a newspaper's page often keeps the page's lines under its credit: the
paper's name, its publication stamp, both on one line, or the page's furniture between
them::

    ... on Tuesday night. Photo by Domnick Walsh
    The Kerryman | Wednesday, August 21, 2019

    ... Photograph: Jane Doe/Reuters
    Thu 5 Mar 2026 09.38 GMT
    Share

A page copied from its top keeps its head above the caption instead (the paper, a section,
the headline, the stamp with a time: :func:`split_page_head`); the headline stays as text
after the caption.

The cleaned, single-spaced text runs them into the credit, so they are read here while the
line breaks stand (:func:`caption_key` keeps those breaks for the stages after reading):
the paper becomes the credit's agency (:func:`credit_with_paper`) and the stamp dates the
caption's "on Tuesday" or "yesterday" as the day the page was filed.
"""

from __future__ import annotations

import dataclasses
import re

from .agencies import arabic_house_tag, credit_slot_agency, normalise_agency
from .catalogue import library_record_lines
from .credit_parts import Credit, is_paper, paper_name
from .credits import split_credit
from .text import normalise_text

__all__ = ["caption_key", "credit_line_above", "credit_with_paper", "page_lines_start",
           "split_head_above", "split_page_head", "split_page_lines", "through_the_credit_line"]


# A web page's lines under a caption copied from a paper's site: the paper's name, its
# publication stamp, or both ("The Kerryman | Wednesday, August 21, 2019", "Yorkshire Post |
# Published: 27 December 2015", "The Age, January 1, 2020", "Posted: Wednesday, February 8,
# 2017 12:00 am", "Written by Express News Service | Gurgaon | Updated: July 31, 2018", "The
# Indian Express"). The stamp dates the caption and stays with it; the paper is the credit's.
_PAGE_LINE_YEAR = re.compile(r"(?<![\w])(?:1[89]|20)\d\d(?![^\W年])")  # ("2025年11月14日")
# a page's furniture between the caption and its stamp: sharing and reading-time buttons, the
# article's byline
_PAGE_FURNITURE = re.compile(
    r"(?i:share|share this(?: story| article| page)?|listen|comments?|advertisement|read more"
    r"|save|print|follow|share via"
    r"|\d+\s+mins?(?:utes?)?\s+(?:to\s+)?read|read time\s*:\s*\d+\s+mins?(?:utes?)?"
    # (and the sites' of other languages: "Comparta este artículo", "Partager", "Teilen")
    r"|compart(?:a|ir|ilhe)(?: este artículo| esta nota| esta notícia)?|partager|teilen"
    r"|condividi|delen"
    # a link to a related story: "Lire aussi : À Brest, ...", "Read more: ..."
    r"|(?:lire aussi|read more|read also|leer también|lea también|leia também|lesen sie auch"
    r"|leggi anche|lees ook)\s*:.{0,110})"
    r"|(?:By|Por:?|Par|Von|Door) [A-ZÀ-Þ][\w.'’-]+(?: [A-ZÀ-Þ][\w.'’-]+){0,3}")
# two or three labels of up to three capitalised words each, between bars: a page's region
# and sections ("New Zealand | Politics", "World | Asia | Japan")
_LABEL = r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}"
_LABELS = re.compile(rf"{_LABEL}(?: \| {_LABEL}){{1,2}}")
_WEEKDAY_HEAD = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]{2,12},?\s*")
_PAGE_STAMP_START = re.compile(
    r"\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d|\d{1,2}\.[a-z]{3}\.(?:19|20)\d\d"  # Folha's "28.jul.2025"
    r"|(?i:published|updated|posted|last updated?|stand(?=:)|publié|mis à jour|veröffentlicht"
    r"|aktualisiert|pubblicato|aggiornato|publicado|actualizado|gepubliceerd|bijgewerkt)\b"
    r"|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b"
    r"|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d|\d{1,2}\s+[A-Z][a-z]{2,}"
    r"|\d{1,2}:\d\d|(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?\s+\d"
    r"|\d{1,2} de [a-zç]{3,} (?:de )?(?:19|20)\d\d"  # ("08 de marzo 2026, 11:42 a. m.")
    # the year first: "2025-11-14 16:32:07 来源：新华网", "2025年11月14日17時42分配信"
    r"|(?:19|20)\d\d(?:年|[-./]\d{1,2}[-./]\d{1,2}\b)")
_CJK_SENTENCE = re.compile(r"[，。、！？]")
_PAGE_SEPARATOR = re.compile(r"\s*(?:\||,|—|–| - )\s*")


def _page_line(line: str) -> tuple[str | None, str | None] | None:
    """(paper, stamp) of one of a page's lines under a caption, else None; (None, None)
    for the page's furniture ("Share", "3 mins to read", "By Olivia Grant")."""
    if not line or len(line) > 120 or len(line.split()) > 16:
        return None
    if _PAGE_FURNITURE.fullmatch(line):
        return None, None
    if _COPYRIGHT_YEAR.match(line):  # AAP's "(c) 2011 AAP": the year the caption was filed
        return None, line
    if line.startswith("Why you can trust ") and (known := normalise_agency(line[18:])):
        return known, None  # the South China Morning Post's "Why you can trust SCMP" link
    if (footer := _SOURCE_EDITOR.fullmatch(line)) is not None:
        # Xinhua's page footer: "Source: Xinhua | 2023-11-21 08:40:12 | Editor: huaxia"
        return normalise_agency(footer[1].strip()), footer[2]
    if _PAGE_LINE_YEAR.search(line) is None:  # the paper's name alone on its line
        if "·" in line:  # a byline's role and paper: "Reporter·NZ Herald·"
            return next(((_house_or_paper(part), None)
                         for part in map(str.strip, line.split("·"))
                         if normalise_agency(part) or is_paper(part, loose=True)), None)
        known = normalise_agency(line) if len(line) < 60 else None
        if known is not None:
            return known, None  # "The Associated Press": AP
        if "|" in line:  # the paper and its section: "Jamaica Gleaner | Lead Stories" (not
            head = line.partition("|")[0].strip()  # "The Hague | Politics")
            known = normalise_agency(head)
            if known or is_paper(head):
                return known or paper_name(head), None
            # the page's region and section alone: "New Zealand | Politics"
            return (None, None) if _LABELS.fullmatch(line) else None
        return (paper_name(line), None) if is_paper(line) else None
    if _CJK_SENTENCE.search(line):  # a caption's line in Chinese or Japanese, not a stamp:
        return None  # "2021年7月23日，第32届夏季奥林匹克运动会开幕式在 ... 举行。"
    stamp = _PAGE_STAMP_START.search(line)
    if stamp is None:  # a day alone, perhaps after its paper and weekday, in any language
        return _a_dated_line(line)  # ("Algemeen Dagblad, dinsdag 14 februari 2017")
    if stamp.start() == 0 and not line.startswith(("Published", "Updated", "Posted",
                                                   "PUBLISHED")) and len(line.split()) > 8:
        return None
    head = line[: stamp.start()]
    if not head.strip(" |,—–-:") or _WEEKDAY_HEAD.fullmatch(head):
        return None, line  # ("Donnerstag, 05.03.2026, 14.17 Uhr": a weekday in any language)
    if head.startswith("Written by "):
        return None, line[stamp.start() :]  # "Written by Express News Service | Gurgaon |"
    separator = _PAGE_SEPARATOR.search(head)
    if separator is None:
        return None
    paper = head[: separator.start()].strip()
    if normalise_agency(paper) is not None or is_paper(paper, loose=True):
        # the stamp is all after the separator ("ANI | अपडेटेड: जनवरी 22, 2024 13:05 IST")
        return _house_or_paper(paper), line[separator.end() :]
    return None


def _is_page_line(line: str) -> bool:
    """True for a page's line that names its paper or dates it, under a caption or above it
    ("The Indian Express", "TNN / Updated: Mar 5, 2026, 23:41 IST"); not its furniture."""
    line = line.strip()
    return _page_line(line) not in (None, (None, None)) or _head_stamp(line)


def _house_or_paper(name: str) -> str:
    """A house the agencies know by its own spelling ("UNIAN", not "Unian"), else the paper's
    name as it is usually written."""
    return normalise_agency(name) or paper_name(name)


_PAGE_LINES = 5  # the most lines a page puts under its caption's credit


def page_lines_start(text: str) -> int | None:
    """Where the page's lines a caption copied from a paper's site ends with begin (see
    _page_line), at most _PAGE_LINES of them; None when it ends with none."""
    at = len(text.rstrip())
    start = None
    for _ in range(_PAGE_LINES):
        brk = text.rfind("\n", 0, at)
        if brk < 0 or not text[:brk].strip() or _page_line(text[brk + 1 : at].strip()) is None:
            break
        start = at = brk
    return start


def split_page_lines(text: str) -> tuple[str, str | None, str]:
    """(text above, paper, stamps) of a caption over a page's lines; (text, None, "") when
    it ends with none. The paper is the first the lines name; the stamps are joined."""
    start = page_lines_start(text) if "\n" in text else None
    if start is None:
        return text, None, ""
    paper: str | None = None
    stamps: list[str] = []
    for line in text[start:].split("\n"):
        read = _page_line(line.strip())
        if read is not None:
            paper = paper or read[0]
            stamps += [read[1]] if read[1] else []
    return text[:start], paper, " ".join(stamps)


def credit_with_paper(credit: Credit, paper: str) -> Credit:
    """The credit, its agency the paper whose page it was copied from when it names none or
    a short form of it ("Express" for "The Indian Express"), or a credit of the paper alone."""
    if credit.raw is None:
        return Credit(agency=paper, raw=paper)
    if credit.agency is None or _short_form(credit.agency, paper):
        return dataclasses.replace(credit, agency=paper)
    return credit


def _short_form(agency: str, paper: str) -> bool:
    """True for a short form of the paper's name: "The Star" of "The Kansas City Star"."""
    words = set(paper.casefold().split())
    return set(agency.casefold().split()) - {"the"} <= words


def through_the_credit_line(text: str) -> str:
    """A page's caption, up to the line its credit closes: the story's paragraphs, the page's
    buttons and its other pictures after it are no part of it ("... in west Belfast on Monday.
    Photograph: Declan Roughan/PA" then "School leaders say ...", "Offrir cet article"). A
    credit line above a caption that follows it ("AP Photo/Name", then the caption) closes
    none; a text whose last line has a credit, or with a paper's line or a stamp under its
    caption, is left whole."""
    lines = text.rstrip().split("\n")
    if len(lines) < 2 or _credit_closing(lines[-1])[1] is not None:
        return text
    for k in range(len(lines) - 1):  # the first caption's credit line (a page may hold two)
        body, credit = _credit_closing(lines[k])
        if credit is None:
            continue
        if max(len(line.split()) for line in [*lines[:k], body]) < _CAPTION_MIN_WORDS \
                and max(len(line.split()) for line in lines[k + 1 :]) >= _CAPTION_MIN_WORDS:
            continue  # a credit above its caption: "AP Photo/Name", then the caption
        if any(_is_page_line(line) or _a_stamp_line(line.strip()) for line in lines[k + 1 :]):
            return text  # (a paper's line or a stamp under the caption: "TNN / Updated: ...",
            # an old wirephoto's "12 MAR 93", APP's slug "APP54-230319")
        return "\n".join(lines[: k + 1])
    return text


def credit_line_above(text: str) -> tuple[str, Credit] | None:
    """(the text without it, the credit) of a credit printed on a line of its own above its
    caption, as some sites and exports print it ("AP Photo/Name", "Election Day" then "Photo:
    Reuters", then the caption): among the short lines before the caption's first long one, a
    line that is a credit and nothing else, naming a house or labelled as a credit (not
    "ADN-ZB/Archiv", an archive's signature; not "(서울=연합뉴스)", a dateline with its house).
    None when there is none, or no caption under it."""
    lines = text.strip().split("\n")
    for k, line in enumerate(lines[:_HEAD_LINES]):
        if len(line.split()) >= _CAPTION_MIN_WORDS:
            return None
        body, credit = split_credit(line.strip())
        if (house := normalise_agency(line.strip())) is not None and (
                line.strip().isupper() or (k == 0 and house == line.strip() and len(
                    lines) > 1 and len(lines[1].split()) >= _CAPTION_MIN_WORDS)):
            # APP's "APP" over its text; a house as it writes itself, right over the caption:
            # "Reuters", "Agencia Reforma" (not "Guardian", a word of a head line the tables
            # read as a house; not a page's house over its head line and stamp)
            body, credit = "", Credit(agency=house, raw=line.strip())
        if body.strip(" .,;:-–—|") or not (credit.photographer or credit.agency) \
                or (credit.agency is None and _CREDIT_WORD.match(line.strip()) is None) \
                or (arabic_house_tag(line) is not None and _CREDIT_WORD.search(line) is None):
            continue  # (nor "درنة / الأناضول", Anadolu's dateline in Arabic)
        rest = [*lines[:k], *lines[k + 1 :]]
        if max((len(other.split()) for other in rest), default=0) < _CAPTION_MIN_WORDS:
            return None  # (no caption under it: "AP Photo/Name\n")
        return "\n".join(rest), credit
    return None


_CREDIT_WORD = re.compile(r"(?i:photo|foto|picture|credit|crédit|image|bild\b|©|\(c\))"
                          r"|تصوير|تصویر|عکس|عدسة")


def _credit_closing(line: str) -> tuple[str, Credit | None]:
    """(the line before its credit, the credit) of a line a credit closes, else (line, None)."""
    body, credit = split_credit(line.strip())
    return (body, credit) if credit.photographer or credit.agency else (line, None)


def _a_stamp_line(line: str) -> bool:
    """True for a short line of a stamp under a caption: numbers and no field's label (an
    old wirephoto's "12 MAR 93" or "1/8/59", APP's slug "APP54-230319"; not "Azonosító:
    MTI-FOTO-123"), or a year in a few words (BNA's "بنا 2130 جمت 2024/03/02", MENA's
    "الخميس 25 نوفمبر 2021 09:40 م")."""
    return _A_STAMP_LINE.fullmatch(line) is not None or (
        len(line.split()) <= 6 and _PAGE_LINE_YEAR.search(line) is not None)


_A_STAMP_LINE = re.compile(r"(?=[^:]*\d)[^:\s]+(?: [^:\s]+){0,2}")


def caption_key(text: str) -> str:
    """The form a caption is told apart and understood in: :func:`.text.normalise_text`'s,
    but for the line breaks before the page's lines a caption copied from a paper's site ends
    with ("... Photo by Name\nThe Kerryman | Wednesday, August 21, 2019"): they tell the
    credit from the paper's name, which the single-spaced text runs together."""
    if "\n" not in text:
        return normalise_text(text)
    lines = [normalise_text(line) for line in text.split("\n") if line.strip()]
    if library_record_lines(lines) is not None:  # a picture library's record, a field on
        return "\n".join(lines)  # each line: read field by field (read_catalogue_record)
    if _paper_s_day_above(text) is not None:  # ... and under its paper's day line
        return "\n".join(lines)
    head = _page_head(text)
    if head is not None:  # ... and after the lines of a page's head above it
        lines, stamp_at = head
        first = _caption_start(lines, stamp_at)
        return "\n".join([*map(normalise_text, lines[:first]),
                          caption_key("\n".join(lines[first:]))])
    start = page_lines_start(text)
    if start is None:
        if through_the_credit_line(text) is not text or credit_line_above(text) is not None:
            # (a caption whose credit line the story's paragraphs follow: its reader cuts
            # them off by their line; one whose credit line is above it: read from its line)
            return "\n".join(normalise_text(line) for line in text.split("\n") if line.strip())
        return normalise_text(text)
    lines = (normalise_text(line) for line in text[start:].split("\n"))
    above = text[:start]
    if split_head_above(above)[1]:  # (a section and a headline above it: kept as lines)
        above = "\n".join(normalise_text(line) for line in above.split("\n") if line.strip())
    else:
        above = normalise_text(above)
    return "\n".join([above, *(line for line in lines if line)])


# A page copied from the top keeps its head above the caption: the paper, a section, the
# headline, the stamp with a time ("NZ Herald / New Zealand | Weather / <headline> / 22 Jan,
# 2026 05:00 PM  2 mins to read / Swimmers cool off ..."). The stamp is what marks a head: a
# date with a page's word or a time, on a short line of its own.
# a page stamp's time or word: "16:32", "14.17 Uhr", "07.00 BST", "06h00", "Publié le" (not
# "15.01.2025")
_HEAD_STAMP_MARK = re.compile(r"\b\d{1,2}:\d\d\b|\b\d{1,2}\.\d\d\s*(?:Uhr|[AaPp]\.?[Mm]\b"
                              r"|(?:GMT|BST|UTC|CET|CEST|EST|EDT|PST|PDT|IST|AEST|AEDT)\b)"
                              r"|\b\d{1,2}h\d\d\b"
                              r"|(?i:published|updated|posted|last update|publié|stand:"
                              r"|veröffentlicht|aktualisiert|pubblicato|publicado)")
_HEAD_LINES = 5  # the most lines a page's head puts above the caption
_CAPTION_MIN_WORDS = 8  # the fewest words a caption under a page's head, or a page's, holds


def split_page_head(text: str) -> tuple[str, str | None, str, str]:
    """(the caption below, paper, stamp, headline) of a caption under its page's head; (text,
    None, "", "") when it has none. The paper is the head's first line when it names one; the
    headline is the head's other lines, as sentences."""
    if "\n" not in text:
        return text, None, "", ""
    paper = _paper_s_day_above(text)
    if paper is not None:
        # the paper and its day on the page's first line: "The Fiji Times, Thursday, February
        # 25, 2016" over the caption; the day stays before the caption, where it dates its
        # "yesterday" as the text's first date
        return text, paper, "", ""
    head = _page_head(text)
    if head is None:
        return text, None, "", ""
    lines, stamp_at = head
    first = lines[0] if stamp_at else ""
    known = normalise_agency(first) if first and len(first) < 60 else None
    # (a paper the agencies know, or one by its name over a section and a headline; not a
    # section, "Mumbai News", nor a headline, "Bolt Breaks World Record")
    paper = known or (paper_name(first) if stamp_at >= 2 and is_paper(first) else None)
    above = _house_over_stamp(lines, stamp_at) if paper is None else None
    # the headline and the section stay as text after the caption, where a place they name
    # ranks below the caption's own ("Earthquake in Turkey")
    rest = [line for line in lines[int(paper is not None) : stamp_at - int(above is not None)]
            if line and not _BYLINE_UNDER.fullmatch(line)]  # (not the story's byline)
    paper = paper or above
    headline = " ".join(line.rstrip(".") + "." for line in rest)
    last = stamp_at  # (and the stamp's next line, the page's other: "Published: 9:15pm, 28 Jul
    while last + 2 < len(lines) and _head_stamp(lines[last + 1]):  # 2025" / "Updated: ...")
        last += 1
    stamp = " ".join(lines[stamp_at : last + 1])
    return "\n".join(lines[_caption_start(lines, last) :]), paper, stamp, headline


def _house_over_stamp(lines: list[str], stamp_at: int) -> str | None:
    """The house a page names on the line over its stamp, where a byline stands, below the
    headline: "<headline> / NZ Herald / 26 Jan, 2026 03:40 PM"; a house the agencies know
    only (not a writer's name nor a section's)."""
    if stamp_at < 2 or len(lines[stamp_at - 1]) >= 40:
        return None
    return normalise_agency(lines[stamp_at - 1])


def _paper_s_day_above(text: str) -> str | None:
    """The paper a caption's first line names with its day and nothing else ("The Fiji Times,
    Thursday, February 25, 2016", a caption of eight words or more under it), or None."""
    first, _, rest = text.strip().partition("\n")
    if ", " not in first or len(first) >= 80 or not first[:1].isupper() \
            or len(rest.split()) < _CAPTION_MIN_WORDS:
        return None
    if " | " in first and (paper := _paper_section_day(first.strip())) is not None:
        return paper
    dated = _a_dated_line(first.strip())
    return None if dated is None else dated[0]


def _paper_section_day(line: str) -> str | None:
    """The paper of a page's first line that names it, its section and its day between bars
    ("The Daily Star | Sports | Mon Dec 5, 2022"), or None: a paper the tables know, one
    section of up to three words at most, the day alone last."""
    parts = [part.strip() for part in line.split(" | ")]
    if not 2 <= len(parts) <= 3 or not all(_SECTION.fullmatch(p) for p in parts[1:-1]):
        return None
    dated = _a_dated_line(parts[-1])
    if dated is None or dated[0] is not None:
        return None
    house = normalise_agency(parts[0])
    if house is not None and len(house) > len(parts[0]) \
            and house.casefold().startswith(parts[0].casefold()):
        # "The Nation | Politics | ...": the name several papers share (Thailand's, Nigeria's,
        # Pakistan's), which the tables give one house's country ("The Nation Thailand"): the
        # paper by its name as the page writes it, no country assumed
        return parts[0]
    return house or (paper_name(parts[0]) if is_paper(parts[0]) else None)


def split_head_above(above: str) -> tuple[str, str]:
    """(caption, headline) of the text above a page's closing lines whose section and headline
    head it, with no stamp of their own ("Music\nDownload festival 2025 review – Green Day,
    Korn and Sleep Token ...\nFans watch Sleep Token close the main stage ... Photograph:
    Name/PA"): the caption is the last line (a byline under it dropped), the headline the
    lines above it, which name what the story is about, not where the picture is; (above, "")
    when the lines are not so."""
    lines = [line.strip() for line in above.split("\n") if line.strip()]
    if len(lines) > 2 and _BYLINE_UNDER.fullmatch(lines[-1]):
        lines = lines[:-1]  # "By Star Tribune staff"
    if not 3 <= len(lines) <= _HEAD_LINES or len(lines[-1].split()) < _CAPTION_MIN_WORDS \
            or not _SECTION.fullmatch(lines[0]) \
            or not all(_a_head_line(line) for line in lines[:-1]):
        return above, ""  # (a section's name first: "Music", "NEWS & POLITICS"; not a
        # headline alone, whose place the caption may not repeat: "Lahore residents throng
        # Anarkali as heatwave eases")
    return lines[-1], " ".join(line.rstrip(".") + "." for line in lines[:-1])


def _a_head_line(line: str) -> bool:
    """A section's name or a headline: short, and no sentence's full stop at its end (nor a
    dateline in capitals: "KYIV, UKRAINE")."""
    return len(line.split()) <= _HEADLINE_MAX_WORDS and not line.endswith((".", ")", ":")) \
        and not (line.isupper() and ", " in line)


_HEADLINE_MAX_WORDS = 25
_SECTION = re.compile(r"[A-Z][A-Za-z&'’ -]{1,30}")  # (not a breadcrumb: "Accueil > Bretagne")
_BYLINE_UNDER = re.compile(r"(?:By|BY|Por|Par|Von|Door|Av|Af)\s+[A-ZÀ-Þ][^\n.]{0,50}")


def _caption_start(lines: list[str], stamp_at: int) -> int:
    """The first line of the caption under a page's head: past the stamp, and past the
    furniture and the story's byline under it ("3 mins to read", "Por Vitor Abdala - Repórter
    da Agência Brasil - Rio de Janeiro"), while a line is left for the caption."""
    first = stamp_at + 1
    while first < len(lines) - 1 and (_PAGE_FURNITURE.fullmatch(lines[first])
                                       or _HEAD_BYLINE.fullmatch(lines[first])):
        first += 1
    return first


# a story's byline under its page's head, in the houses' languages, with the writer's role
# and town after it ("Por Vitor Abdala - Repórter da Agência Brasil - Rio de Janeiro")
_HEAD_BYLINE = re.compile(r"(?:By|Por|Par|Von|Di|Door|Av|Af)\s+[A-ZÀ-Þ][\w.'’-]+"
                          r"(?:\s+[A-ZÀ-Þ][\w.'’-]+){0,3}(?:\s*[-–|,·]\s*[^\d\n]{0,80})?")


def _page_head(text: str) -> tuple[list[str], int] | None:
    """The caption's non-empty lines and the index of its page head's stamp, if it has one."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    stamp_at = next((i for i, line in enumerate(lines[:_HEAD_LINES]) if _head_stamp(line)
                     or i and _DATE_LINE.fullmatch(line) and _BYLINE_UNDER.fullmatch(lines[i - 1])),
                    None)  # (or the day alone under the story's byline: "By Nation Reporter" /
    # "July 29, 2025")
    if stamp_at is None or len(" ".join(lines[stamp_at + 1 :]).split()) < _CAPTION_MIN_WORDS \
            or all(_page_line(line) is not None for line in lines[stamp_at + 1 :]):
        return None  # (only the page's closing lines under it: its stamp closes the page)
    return lines, stamp_at


def _head_stamp(line: str) -> bool:
    """A page's stamp: a short line opening with its date, a weekday or a page's word, perhaps
    after a desk's name ("TNN / Updated: Jan 23, 2026, 08:15 IST"), with a time or a page's
    word in it (not a dateline's town first: "KYIV, Feb 24, 2022, 07:45")."""
    stamp = _PAGE_STAMP_START.search(line)
    if stamp is None or (
        stamp.start() and not _DESK_BEFORE_STAMP.fullmatch(line, 0, stamp.start())
    ):
        return False
    return len(line.split()) <= 16 and _PAGE_LINE_YEAR.search(line) is not None \
        and _HEAD_STAMP_MARK.search(line) is not None and not _CJK_SENTENCE.search(line)


# a line that is a day and nothing else, its weekday perhaps before it
_DATE_LINE = re.compile(r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?"
                        r"(?:[A-Z][a-z]{2,8}\.? \d{1,2},? |\d{1,2} [A-Z][a-z]{2,8}\.?,? )(?:19|20)\d\d")
_SOURCE_EDITOR = re.compile(r"Source:\s*([^|]{2,40})\|\s*((?:19|20)\d\d-\d\d-\d\d)"
                            r"(?:\s+\d\d:\d\d(?::\d\d)?)?\s*\|\s*Editor:.{1,40}")
_COPYRIGHT_YEAR = re.compile(r"(?:\(c\)|©)\s*(?:19|20)\d\d\b[\w .'’-]{0,40}$")


def _a_dated_line(line: str) -> tuple[str | None, str] | None:
    """(paper, stamp) of a line that is a full date with at most its paper's name and a
    weekday before it ("woensdag 18 september 2013", "Algemeen Dagblad, dinsdag 14 februari
    2017"); None for any other line."""
    from .date_mentions import find_date_mentions  # (dates read pages' lines, not the reverse)

    if len(line.split()) > 8:
        return None
    full = [m for m in find_date_mentions(line) if m.kind == "full"]
    if len(full) != 1:
        return None
    head = line[: full[0].start].strip(" ,|-–—")
    after = line[full[0].end :].strip(" ,.")
    if after.startswith("|") and head.count(" ") <= 1:
        # the paper after its day and a bar: "Tue, 19 Mar 2019 | The Herald" (a house the
        # tables know, in its slot)
        paper = credit_slot_agency(after.strip(" |"))
        return (paper, line) if paper is not None else None
    if after or len(head.split()) > 3:
        return None
    # (the weekday after the paper, or in the date: "The Fiji Times, Thursday, February 25")
    paper = head.rsplit(",", 1)[0].strip() if "," in head else head or None
    known = paper and (normalise_agency(paper) or (paper_name(paper) if is_paper(paper) else None))
    return known or None, line


_DESK_BEFORE_STAMP = re.compile(r"[\w .&-]{1,20}[/|]\s*")

