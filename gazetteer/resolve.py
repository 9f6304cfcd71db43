"""Choosing among the places a name can mean, and recording why.

The caption decides first, in this order, then population:

1. a country named in the text ("Tripoli, Libya"); a country given only by a
   demonym ("Libyan forces") counts, but less than its name; neither carries
   a candidate against a far larger town called by its main name (see
   :func:`_outweighed`: "in Paris ... about the war in Ukraine");
2. a containing place: the candidate's parent is named ("the Mashhad area in
   southeastern Aleppo"), or it lies in a named admin area ("Idlib province"),
   or within :data:`NEAR_KM` of a named town (:data:`PROVINCE_NEAR_KM` of a town written
   as a province's name, "Romblon province");
3. the kind of feature the text calls it ("air base", "district", "province");
4. a prior: log population, half the similarity of the name written to the
   candidate's main name (only for alternate-name matches), a bonus when the name is the place's main name
   rather than one of its alternates (a quarter of it for a close spelling of the
   main name: "Odessa" for Odesa), a penalty for a row with no coordinates
   of its own, for an admin area (whose population is the sum of its places',
   so "Texas" is the state, "Washington" the city) or a country, and a larger
   one for an admin area holding a town of its own name ("Idlib").

Each component is a number; candidates are sorted on the tuple, and the rule
recorded is the first component that separates the winner from the runner-up.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .model import is_feature
from .names import phonetic_key, surface_key

__all__ = [
    "KIND_HINTS",
    "NEAR_KM",
    "PROVINCE_NEAR_KM",
    "Candidate",
    "Evidence",
    "container_score",
    "rank",
    "rule_name",
    "short_form",
    "similarity",
]

NEAR_KM = 30.0
PROVINCE_NEAR_KM = 100.0  # how far a province named like its capital town reaches
SOUNDS_LIKE_MIN = 0.35
SOUNDS_LIKE_WEAK = 0.2
SOUNDS_LIKE_PHONETIC_MIN = 0.75
EPONYM_PENALTY = 3.0
# A town that carries an area's name only among its alternates makes the area its
# eponym only if it holds this share of the area's people: New York City (8.8M) in
# New York State, not Maryland City (16k) in Maryland.
EPONYM_ALTERNATE_SHARE = 0.05
# An alternate name this close to the main name is a spelling of it, not another name:
# it earns a quarter of the main-name bonus, so a place called so by its main name must
# be more than about a sixth of its size to win ("Odessa": Odesa, 1.0M, over Odessa,
# Texas, 114k; "Andong": Andong, Korea, 153k, over Dandong, 632k, once called Andong).
# a natural feature's name weighs as much as a city of 500,000 people's: the sea, the peak or
# the island a caption names by name ("in Bali", "on Etna"), over a namesake town of India or
# Pennsylvania; a metropolis still outweighs it, and a country named in the text decides
FEATURE_PRIOR = math.log10(500_000) - 1.0
# ... unless a town of its name lies on it or by it, which is the finer place
FEATURE_NAMESAKE_KM = 60.0
VARIANT_SIMILARITY = 0.85
VARIANT_BONUS = 0.25
# Words whose loss makes another place, not a short form of the same one: "North Ridgeville"
# is not Ridgeville, "New Springville" not Springville, "Port Richmond" not Richmond; nor is
# a saint's or a generic word left alone ("Santa" of "Santa Cruz") a town's everyday name.
_NOT_DROPPABLE = frozenset(
    "north south east west northern southern eastern western upper lower new old port "
    "little great greater nord sud est ouest norte sur oeste nueva nuevo novo nova nowy "
    "nowa bad mount mt fort ft lake".split()
)
# ... and what a short form may leave out: an honorific or article before the name
# ("Heroica Matamoros", "Ciudad Río Bravo", "Le Havre"), and after it only a qualifier that
# opens with a connective ("Jerez de la Frontera", "Stoke-on-Trent", "Marburg an der Lahn")
# or a unit word ("Redwood City"); a bare second name makes another town ("Mirpur Mathelo"
# is not Mirpur, Azad Kashmir; "Dibba Al-Fujairah" is not Fujairah)
_DROPPED_BEFORE = frozenset("heroica ciudad villa vila le la el les los las l".split())
_CONNECTIVES = frozenset(
    "de del della dello dei do da dos das di d du des on upon am an im in bei ob unter sur "
    "sous les lez le la nad pod na y en".split()
)
_NOT_SHORT = frozenset(
    "san santa santo sao saint st ste sainte ciudad villa vila city town la el le les los "
    "las de do da del di al".split()
)
# A country named only somewhere in the text yields to a much larger place
# called by its main name: 100,000 people (1,000,000 against a town also called
# by its main name) and 100 times the population of the country's candidate.
# Within a container the text names, a place called by its main name beats, at up to a
# hundred times its size, one that lists the name among its alternates: "Newtown,
# Connecticut" is Newtown, not Hartford (whose alternates keep its first name, Newtown).
MAIN_IN_CONTAINER_BONUS = 1.0
WEAK_COUNTRY_MIN_POP = 100_000
WEAK_COUNTRY_MAIN_POP = 1_000_000
WEAK_COUNTRY_RATIO = 100
_AREAS = frozenset({"admin1", "country", "region"})
KIND_HINTS: dict[str, frozenset[str]] = {
    "airbase": frozenset({"airbase"}),
    "airport": frozenset({"airbase"}),
    "neighbourhood": frozenset({"neighbourhood", "district"}),
    "district": frozenset({"neighbourhood", "district"}),
    "area": frozenset({"neighbourhood", "district", "region"}),
    "landmark": frozenset({"landmark"}),
    "province": frozenset({"admin1", "region"}),
    "admin1": frozenset({"admin1"}),
    "region": frozenset({"region", "admin1"}),
    "city": frozenset({"city", "town"}),
    "town": frozenset({"city", "town"}),
    "country": frozenset({"country"}),
    # a natural or border feature: a mountain's or a crossing's point, a sea's or a lake's area
    "feature": frozenset({"landmark", "region"}),
}
_HINT_SYNONYMS = {
    "air base": "airbase",
    "airfield": "airbase",
    "base": "airbase",
    "neighborhood": "neighbourhood",
    "quarter": "neighbourhood",
    "suburb": "district",
    "governorate": "province",
    "state": "province",
    "oblast": "province",
    "village": "town",
}
_RULES = ("country-in-text", "containing-place", "feature-kind", "population")


@dataclass(frozen=True, slots=True)
class Candidate:
    """What ranking needs of one candidate row (see :func:`rank`)."""

    ref: tuple[int, int]
    place_id: str
    name: str
    country_code: str
    kind: str
    population: int
    is_main: bool
    has_coords: bool
    phonetic_only: bool
    lat: float
    lon: float
    admin1_code: str | None
    parent_id: str | None
    name_similarity: float = 1.0


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the caption says that bears on the choice."""

    named_countries: frozenset[str] = frozenset()
    demonym_countries: frozenset[str] = frozenset()
    container_ids: frozenset[str] = frozenset()
    container_admin1: frozenset[str] = frozenset()
    container_points: tuple[tuple[float, float, str], ...] = ()
    # towns written as a province's name ("Romblon province"): a province holds its places
    # farther out than a town's neighbours lie
    province_points: tuple[tuple[float, float, str], ...] = ()


def normalise_hint(kind_hint: str | None) -> frozenset[str]:
    """The place kinds a caller's hint ("air base", "Province") asks for."""
    if not kind_hint:
        return frozenset()
    hint = kind_hint.strip().lower()
    hint = _HINT_SYNONYMS.get(hint, hint)
    return KIND_HINTS.get(hint, frozenset())


def _near(
    c: Candidate, points: Sequence[tuple[float, float, str]], km: float = NEAR_KM
) -> bool:
    if not c.has_coords or math.isnan(c.lat):
        return False
    return near_point(c.lat, c.lon, points, km, skip=c.place_id)


def near_point(
    lat0: float, lon0: float, points: Sequence[tuple[float, float, str]], km: float,
    skip: str | None = None,
) -> bool:
    """Whether any of ``points`` (other than the place ``skip``) lies within ``km`` of the
    point, measured on a flat map: close enough within a town's or a county's reach."""
    cos = math.cos(math.radians(lat0))
    for lat, lon, pid in points:
        if pid == skip:
            continue
        dy = (lat - lat0) * 111.2
        dx = (lon - lon0) * 111.2 * cos
        if dx * dx + dy * dy <= km * km:
            return True
    return False


def similarity(a: str, b: str) -> float:
    """How alike two folded names are (0..1, Dice over letter pairs).

    Breaks near-ties between alternate-name matches: "Sloviansk" is an
    alternate of both Slovyansk and (wrongly, in GeoNames) Nikopol.
    """
    if a == b:
        return 1.0
    pa = {a[i : i + 2] for i in range(len(a) - 1)}
    pb = {b[i : i + 2] for i in range(len(b) - 1)}
    if not pa or not pb:
        return 0.0
    return 2 * len(pa & pb) / (len(pa) + len(pb))


def short_form(folded: str, main: str) -> bool:
    """Whether ``folded`` is the everyday short form of the main name ``main`` (both folded).

    GeoNames gives many cities a formal main name, "Heroica Matamoros", "Heroica Puebla de
    Zaragoza", "Jerez de la Frontera", "Stratford-upon-Avon", and the name the world writes
    only as an alternate; a short form (a run of the main name's words that leaves out only
    an honorific or article before it and a qualifier opening with a connective after it,
    never a compass word or "New"/"Port" that makes another place, nor a "City" that is part
    of the name: "Junction City" is not called "Junction", nor "Forrest City" "Forrest") is a
    spelling of the main name, not another name: it earns :data:`VARIANT_BONUS`, so a town called so by its
    own main name keeps it only when the formal one is under about six times its size.
    """
    kept, words = folded.split(), main.split()
    n = len(kept)
    if not n or n >= len(words) or (n == 1 and (kept[0] in _NOT_SHORT or len(kept[0]) < 4)):
        return False
    for i in range(len(words) - n + 1):
        if words[i : i + n] == kept:
            before, after = words[:i], words[i + n :]
            return (
                not _NOT_DROPPABLE.intersection(before + after)
                and all(w in _DROPPED_BEFORE for w in before)
                and (not after or after[0] in _CONNECTIVES)
            )
    return False


def looks_like(folded: str, name: str) -> bool:
    """Whether a spelling found only through the phonetic key can mean a place so named.

    The phonetic key is lossy ("Square" and Morocco's "Skoura" share one), so
    the spelling must also share letter pairs with the name as written: most of
    them (``SOUNDS_LIKE_MIN``), or some (``SOUNDS_LIKE_WEAK``) when the two
    agree once reduced to their phonetic form without articles ("Hodeidah" /
    "Al Ḩudaydah": "hudida" both; "Square" / "Skoura" share no letter pair).
    """
    target = " ".join(surface_key(name).split())
    written = similarity(folded, target)
    if written >= SOUNDS_LIKE_MIN:
        return True
    a = " ".join(t for t in phonetic_key(folded).split() if t != "al")
    b = " ".join(t for t in phonetic_key(target).split() if t != "al")
    return written >= SOUNDS_LIKE_WEAK and similarity(a, b) >= SOUNDS_LIKE_PHONETIC_MIN


def _prior(c: Candidate) -> float:
    score = math.log10(c.population + 10) + 0.5 * c.name_similarity
    if c.is_main:
        score += 1.0
    elif c.name_similarity >= VARIANT_SIMILARITY:
        score += VARIANT_BONUS  # a spelling of the main name ("Odessa" for Odesa)
    score += 0.0 if c.has_coords else -1.5
    score -= 0.5 if c.phonetic_only else 0.0
    if is_feature(c.place_id):
        score += FEATURE_PRIOR  # "Bali" is the island, not a village of India called so
    if c.kind == "admin1":
        score -= 1.5
    elif c.kind == "country":
        score -= 0.5
    return score


def container_score(c: Candidate, ev: Evidence) -> int:
    """2 when the text names the candidate's parent, 1 when it names its admin area or a
    place within :data:`NEAR_KM`, else 0."""
    if c.parent_id is not None and c.parent_id in ev.container_ids:
        return 2
    if (
        c.admin1_code is not None and c.admin1_code in ev.container_admin1 and c.kind != "admin1"
    ) or _near(c, ev.container_points) or (
        ev.province_points and _near(c, ev.province_points, PROVINCE_NEAR_KM)
    ):
        return 1
    return 0


def score(c: Candidate, ev: Evidence, kinds: frozenset[str]) -> tuple[int, int, int, float]:
    """The ranking tuple of one candidate (higher is better)."""
    country = (
        2
        if c.country_code in ev.named_countries
        else (1 if c.country_code in ev.demonym_countries else 0)
    )
    container = container_score(c, ev)
    kind = 1 if kinds and c.kind in kinds else 0
    prior = _prior(c) + (MAIN_IN_CONTAINER_BONUS if container and c.is_main else 0.0)
    return country, container, kind, prior


def rank(
    cands: Sequence[Candidate], ev: Evidence, kinds: frozenset[str]
) -> list[tuple[tuple[int, int, int, float], Candidate]]:
    """Candidates with their scores, best first (ties broken by id for stability).

    An admin area that holds a town of the same name is named after it ("Idlib",
    "Aleppo"): the bare name means the town, so the area drops behind it.
    """
    towns_in = _eponym_towns(cands)
    major = _major_population(cands, ev)
    towns = [(c.lat, c.lon, c.place_id) for c in cands
             if c.kind in ("city", "town") and c.has_coords and not c.phonetic_only] \
        if any(is_feature(c.place_id) for c in cands) else []
    scored = []
    for c in cands:
        s = score(c, ev, kinds)
        if is_feature(c.place_id) and _near(c, towns, FEATURE_NAMESAKE_KM):
            s = (*s[:3], s[3] - FEATURE_PRIOR)  # "Lampedusa", "Rhodes": the island's town
        if s[0] and _outweighed(c, major):
            s = (0, *s[1:])
        if c.kind == "admin1" and _is_eponym(c, towns_in):
            s = (*s[:3], s[3] - EPONYM_PENALTY)
        scored.append((s, c))
    scored.sort(key=lambda sc: (sc[0], sc[1].place_id), reverse=True)
    return scored


def _eponym_towns(cands: Sequence[Candidate]) -> dict[str, tuple[bool, int]]:
    """Per admin area: whether a town in it has the name as its main name, and the
    largest population of one that has it as an alternate."""
    towns: dict[str, tuple[bool, int]] = {}
    for c in cands:
        if c.kind in _AREAS or not c.admin1_code:
            continue
        main, pop = towns.get(c.admin1_code, (False, 0))
        if c.is_main:
            main = True
        else:
            pop = max(pop, c.population)
        towns[c.admin1_code] = (main, pop)
    return towns


def _is_eponym(area: Candidate, towns: dict[str, tuple[bool, int]]) -> bool:
    """Whether a town of the same name in ``area`` is what the bare name means ("Idlib")."""
    found = towns.get(area.admin1_code or "")
    if found is None:
        return False
    main, alternate_pop = found
    return main or alternate_pop >= EPONYM_ALTERNATE_SHARE * area.population


def _major_population(cands: Sequence[Candidate], ev: Evidence) -> int:
    """Population of the largest town called by its main name in no country the text names.

    Zero when there is none, or when the text names no country at all.
    """
    if not (ev.named_countries or ev.demonym_countries):
        return 0
    named = ev.named_countries | ev.demonym_countries
    return max(
        (
            c.population
            for c in cands
            if c.is_main
            and not c.phonetic_only
            and c.kind not in _AREAS
            and c.country_code not in named
        ),
        default=0,
    )


def _outweighed(c: Candidate, major: int) -> bool:
    """Whether a country named somewhere in the text is too weak to carry ``c``.

    A country given to the gazetteer as context (not bound to the name, as in
    "Tripoli, Lebanon": callers pass that as ``country_codes``) may be named in
    another clause ("in Paris ... about the war in Ukraine"). It must not turn a
    world city into a village of that country that merely lists the name among
    its alternates, or into a small town far smaller than the city.
    """
    if major < WEAK_COUNTRY_MIN_POP or major < WEAK_COUNTRY_RATIO * (c.population + 10):
        return False
    return not c.is_main or c.phonetic_only or major >= WEAK_COUNTRY_MAIN_POP


def rule_name(scored: Sequence[tuple[tuple[int, int, int, float], Candidate]]) -> str:
    """The first ranking component that separates the winner from the runner-up."""
    if len(scored) == 1:
        return "only-candidate"
    best, second = scored[0][0], scored[1][0]
    for i, rule in enumerate(_RULES):
        if best[i] != second[i]:
            if i == 3:
                if best[1] and scored[0][1].is_main and not scored[1][1].is_main:
                    return "main-name"  # within a named container (MAIN_IN_CONTAINER_BONUS)
                return _prior_rule(scored[0][1], scored[1][1])
            return rule
    return "tie-first-by-id"


def _prior_rule(best: Candidate, other: Candidate) -> str:
    """Which part of the prior separated two candidates."""
    if best.has_coords and not other.has_coords:
        return "own-coordinates"  # (a winner placed at its town won on something else)
    if (
        best.is_main
        and not other.is_main
        and abs(math.log10(best.population + 10) - math.log10(other.population + 10)) < 1.0
    ):
        return "main-name"
    if (best.kind in ("admin1", "country")) != (other.kind in ("admin1", "country")):
        return "town-over-area"
    pop_gap = math.log10(best.population + 10) - math.log10(other.population + 10)
    if 0.5 * (best.name_similarity - other.name_similarity) > pop_gap:
        return "name-similarity"
    return "population"
