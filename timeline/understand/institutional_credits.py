"""The credits of institutions: armed forces, the UN family, space agencies, governments'
photographers and NGOs, as archives, OSINT researchers and Wikimedia Commons hold them.

Their house styles differ from the wires' in three ways, each read here by a general rule:

* **A body, not a house.** The credit names the body in its own words ("U.S. Army photo by",
  "Official White House Photo by", "Photo: NATO", "© JAXA", "Photo: Kremlin.ru", "Picture by
  Name / No 10 Downing Street"); the agency is the body in its usual short form (:data:`BODIES`:
  "U.S. Army", "UK MOD", "White House", "Kremlin", "Number 10"). These names are words of
  running text too ("a U.S. Army helicopter", "NATO leaders", "NASA's rover", "outside the
  Kremlin"), so they count only in a credit's slot (:func:`.agencies.credit_slot_agency`:
  after a label or a copyright sign, before "photo by", a slashed credit's last part); the UK
  MOD's and ECPAD's names, which no running text writes so, count anywhere.
* **A rank before the name, a corps after it.** Service photographers are credited with their
  rank or rate: the U.S. services' "Sgt. 1st Class", "Mass Communication Specialist 2nd Class",
  "PH1" (photographer's mate, first class); the British "Cpl", "LPhot", "PO(Phot)", "SAC" and
  the corps after the name ("RLC", ", Royal Navy"); the German "Hauptfeldwebel". The
  photographer is the person without them (:func:`service_person`, :data:`RANK`), and the
  U.S. services' "/Released" (cleared for release) names no one.
* **A copyright line of the state below the credit**: the UK MOD's "Crown Copyright", "© UK MOD
  Crown copyright 2017", "© Crown Copyright/MOD 2010", Australia's "© Commonwealth of
  Australia, Department of Defence" (:func:`state_copyright`): the body is the agency, the
  credit above it names the photographer.

(A Wikimedia Commons page's "Author" field is read with the page's other fields, as a
catalogue record: :mod:`.catalogue`.)
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["BODIES", "BODY_HOMES", "RANK", "service_person", "state_copyright", "without_rank"]

# canonical name -> (spellings read anywhere, spellings read only in a credit's slot)
BODIES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "U.S. Army": ((), ("u.s. army", "us army", "united states army", "official u.s. army")),
    "U.S. Navy": ((), ("u.s. navy", "us navy", "united states navy", "official u.s. navy")),
    "U.S. Air Force": ((), ("u.s. air force", "us air force", "united states air force",
                            "official u.s. air force")),
    "U.S. Marine Corps": ((), ("u.s. marine corps", "us marine corps", "marine corps", "usmc",
                               "official marine corps", "official u.s. marine corps")),
    "U.S. Coast Guard": ((), ("u.s. coast guard", "us coast guard", "uscg")),
    "U.S. Air National Guard": ((), ("u.s. air national guard", "air national guard")),
    "U.S. Army National Guard": ((), ("u.s. army national guard", "army national guard")),
    # (its initials alone only as the ministry writes them, "MOD" or "MoD": agencies'
    # case-kept spellings; "Mod" is a word, a game's modification)
    "UK MOD": (("uk mod", "crown copyright/mod", "uk mod crown copyright"),
               ("ministry of defence", "uk ministry of defence")),
    "Australian Department of Defence": ((), (
        "australian department of defence", "department of defence",
        "commonwealth of australia, department of defence")),
    "Bundeswehr": ((), ("bundeswehr",)),
    # Norway's and Denmark's armed forces ("Foto: Forsvaret": the defence, a word too)
    "Forsvaret": ((), ("forsvaret",)),
    "NATO": ((), ("nato",)),
    "General Staff of the Armed Forces of Ukraine": ((), (
        "general staff of the afu", "генштаб зсу", "генеральний штаб зсу",
        "general staff of the armed forces of ukraine", "general staff of ukraine",
        "general staff of the ukrainian armed forces")),
    "IAEA": ((), ("iaea", "international atomic energy agency")),
    "NASA": ((), ("nasa",)),
    "ESA": ((), ("esa", "european space agency")),
    "JAXA": ((), ("jaxa",)),
    "Roscosmos": (("roscosmos", "роскосмос", "госкорпорация роскосмос",
                   "state space corporation roscosmos"), ()),
    "National Science Foundation": ((), ("national science foundation", "nsf",
                                         "u.s. national science foundation")),
    # Victoria's Country Fire Authority and the Australian states' fire services
    "CFA": ((), ("cfa", "country fire authority")),
    "NSW Rural Fire Service": ((), ("nsw rural fire service", "nsw rfs", "rfs",
                                    "rural fire service")),
    "White House": ((), ("white house", "the white house", "official white house")),
    "Kremlin": ((), ("kremlin", "the kremlin", "kremlin.ru", "en.kremlin.ru",
                     "kremlin press service")),
    # Kazakhstan's presidential residence, whose site credits the head of state's pictures
    "Akorda": ((), ("akorda", "akorda.kz", "ақорда", "акорда")),
    "Number 10": ((), ("number 10", "no 10", "no. 10", "10 downing street", "downing street",
                       "no 10 downing street", "no. 10 downing street",
                       "number 10 downing street")),
    "Amnesty International": ((), ("amnesty international", "amnesty")),
    "ECPAD": (("ecpad",), ()),
    # the coast guards that hand out their own pictures, as the U.S. Coast Guard's
    "Philippine Coast Guard": ((), ("philippine coast guard", "pcg")),
}
# the bodies' homes: a body that pictures mostly its own country; the armed forces, which
# picture their deployments abroad as often as home, the alliances and the UN family have none
# (not the White House's, NASA's, the Kremlin's or Number 10's: their leaders and launches
# travel, "in Belfast" of a presidential visit is Northern Ireland's)
BODY_HOMES = {"U.S. Coast Guard": "US", "U.S. Air National Guard": "US",
              "U.S. Army National Guard": "US", "JAXA": "JP", "CFA": "AU",
              "NSW Rural Fire Service": "AU", "Philippine Coast Guard": "PH"}

# a service member's rank or rate before their name: the U.S. services' (with their classes),
# the British forces' short forms, the Bundeswehr's
_US_RANKS = (
    r"(?:Senior |Master |Chief )?Chief Mass Communication Specialist"
    r"|Mass Communication Specialist(?: Seaman(?: Apprentice| Recruit)?"
    r"| (?:1st|2nd|3rd|First|Second|Third) Class)?"
    r"|(?:Senior |Master )?Chief Petty Officer|Petty Officer(?: (?:1st|2nd|3rd|First|Second|Third)"
    r" Class)?|Seaman(?: Apprentice| Recruit)?|Ensign"
    r"|Airman(?: (?:1st|First) Class| Basic)?|Senior Airman"
    r"|(?:Staff|Master|Tech\.|Senior Master|Chief Master|Gunnery|1st|First) Sgt\."
    r"|Sgt\.(?: (?:1st|First) Class| Maj\.)?|Lance Cpl\.|Cpl\.|Pvt\.(?: 2)?|Pfc\.|Spc\."
    r"|(?:1st|2nd) Lt\.|Lt\.(?: j\.g\.| Cmdr\.| Col\.| Gen\.)?|Capt\.|Maj\.(?: Gen\.)?"
    r"|Col\.|Cmdr\.|Brig\. Gen\.|Gen\.|(?:Chief )?Warrant Officer(?: \d)?"
    r"|(?:Staff )?Sergeant(?: (?:1st|First) Class)?|Corporal|Private(?: (?:1st|First) Class)?"
    r"|PH[123CM]|PHC|JO[123C]|JOC|MC[123C]|MCSN")
_UK_RANKS = (r"Pte|LCpl|L/Cpl|Cpl|CPL|Sgt|SGT|SSgt|CSgt|WO1|WO2|2Lt|Lt|LT|Capt|CAPT|Maj|MAJ"
             r"|LPhot|LPHOT|PO\s?\(Phot\)|POPhot|CPO\s?\(Phot\)|AS1|AB|SAC|SACW|LAC|LACW|ACW"
             r"|Flt Lt|Fg Off|Sqn Ldr|Wg Cdr|Gnr|Spr|Rfn|Tpr|Fus|Gdsm|Mne|LS|ABIS|LSIS|POIS")
_DE_RANKS = (r"(?:Ober|Haupt|Stabs|Oberstabs)?[Ff]eldwebel|(?:Stabs)?[Uu]nteroffizier"
             r"|(?:Ober|Haupt|Stabs|Oberstabs)?[Gg]efreiter|(?:Ober)?[Ll]eutnant|Hauptmann"
             r"|Oberstleutnant|Oberst|Major|(?:Fregatten|Korvetten)kapitän"
             r"|Kapitänleutnant|(?:Ober)?[Bb]ootsmann|(?:Ober)?[Mm]aat")
RANK = re.compile(rf"(?:{_US_RANKS}|{_UK_RANKS}|{_DE_RANKS})\s+(?=[A-ZÀ-Þ])")
# the corps or service a British or Commonwealth photographer's name is followed by
_CORPS_AFTER = re.compile(
    r",?\s+(?:RLC|RAF|RN|RM|REME|RE|RA|RAMC|AGC|RAAF|RAN|RNZAF|Royal Navy|Royal Marines"
    r"|Royal Air Force|Royal Logistic Corps|Army)$")
# the initials a rank's word begins with: a cheap test before the pattern
_RANK_INITIALS = frozenset("SCPLMAFTWEJOGHKBRU12")


def service_person(part: str, is_name: Callable[[str], bool]) -> str | None:
    """The person a ranked credit names, without the rank and the corps after the name:
    "Sgt. 1st Class Jane Roe" -> "Jane Roe", "LPhot Joel Rouse-Baxter, Royal Navy" -> "Joel
    Rouse-Baxter", "Hauptfeldwebel Jana Neumeister" -> "Jana Neumeister"; None when no rank
    opens it or what follows is no name (``is_name`` tells)."""
    if part[:1] not in _RANK_INITIALS:
        return None
    rank = RANK.match(part)
    if rank is None:
        return None
    person = _CORPS_AFTER.sub("", part[rank.end():].strip())
    # (a name of two words: "MTI/Major Gábor" is a Hungarian's name, not a major's)
    return person if " " in person and is_name(person) else None


def without_rank(name: str) -> str:
    """``name`` without a rank before it (see :data:`RANK`), for a name already read as one."""
    return service_person(name, lambda _: True) or name


# the state's copyright line below a credit: the UK MOD's, Australia's Department of Defence's
_STATE_COPYRIGHT = re.compile(
    r"(?:^|[\n|]|(?<=\s))\s*(?:(?:©|\([cC]\))\s*)?"
    r"(?:(?P<uk>(?:UK\s+MOD\s+)?Crown\s+[Cc]opyright(?:\s*/\s*MOD)?(?:\s+(?:19|20)\d\d)?"
    r"|(?:UK\s+)?MOD\s+Crown\s+[Cc]opyright(?:\s+(?:19|20)\d\d)?)"
    r"|(?P<au>Commonwealth\s+of\s+Australia,?\s+Department\s+of\s+Defence))"
    r"\.?\s*$")  # (either line closes the text, its full stop or not)


def state_copyright(text: str) -> tuple[str, str | None, str] | None:
    """(the text before it, the body, the line) for a state's copyright line closing the text:
    "... Photo: Cpl Name RLC | Crown Copyright" -> UK MOD; None if none."""
    if "opyright" not in text[-60:] and "Commonwealth" not in text[-80:]:
        return None
    found = _STATE_COPYRIGHT.search(text, max(0, len(text) - 80))
    if found is None:
        return None
    body: str | None = "UK MOD" if found["uk"] else "Australian Department of Defence"
    if found["uk"] and "MOD" not in found.group() and text[: found.start()].strip() \
            and RANK.search(text, max(0, found.start() - 80), found.start()) is None:
        body = None  # a bare Crown copyright after a credit with no serviceman's rank:
        # Historic England's, the National Archives' (not the MOD's; a line of its own is
        # judged with the credit above it)
    return text[: found.start()].rstrip(" \n|"), body, found.group().strip(" \n|")
