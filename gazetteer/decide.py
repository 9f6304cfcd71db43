"""From a name and its caption to one :class:`Resolution`, with the reason written out.

:func:`gather_evidence` reads the caption once (countries and demonyms named,
places that may contain the mention); :func:`decide` ranks the candidates
(:mod:`gazetteer.resolve`), drops a parent-only quarter the text places in another town
(:func:`_quarters_checked`), and explains the choice; :func:`geocode_query`
turns a free-form query ("Hemeimeem air base, Syria") into those calls.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .model import Resolution, is_feature
from .names import surface_key
from .resolve import (
    NEAR_KM,
    Candidate,
    Evidence,
    container_score,
    near_point,
    normalise_hint,
    rank,
    rule_name,
)
from .sources import TERRITORIES_OF

if TYPE_CHECKING:
    from .core import Gazetteer

__all__ = ["ABROAD_MAX_POP", "decide", "gather_evidence", "geocode_query", "split_kind_words"]

_CONTAINER_TOP = 3
_QUARTER_KINDS = ("neighbourhood", "district")
# how far from a county's or province's town (placed as its point) a parent-only quarter's
# city may lie and still be the one the text means ("Creggan, County Armagh" is not Derry's)
QUARTER_PROVINCE_KM = 40.0
ABROAD_MAX_POP = 100_000
_PROVINCE_AFTER = re.compile(r" (?:[Pp]rovince\b|PROVINCE\b|[Pp]rov\.)")
_KIND_WORDS = re.compile(
    r"\b(air ?base|airfield|airport|military airport|neighbou?rhood|district|quarter|area|"
    r"suburb|province|governorate|region|state|oblast|city|town|village)\b",
    re.IGNORECASE,
)


def gather_evidence(gaz: Gazetteer, context: str, near: tuple[str, ...], own_key: str) -> Evidence:
    """Countries and containing places named in ``context`` and ``near`` (not the name itself)."""
    named: set[str] = set()
    demonym: set[str] = set()
    container_names: list[str] = list(near)
    provinces: set[str] = set()
    for match in gaz.find_names(context) if context else ():
        if surface_key(match.text) == own_key:
            continue
        if "country" in match.kinds and match.country_code:
            named.add(match.country_code)
        elif "demonym" in match.kinds and match.country_code:
            demonym.add(match.country_code)
        elif match.kinds & {"place", "admin1"} and not match.common_word:
            container_names.append(match.text)
            if _PROVINCE_AFTER.match(context, match.end):
                provinces.add(match.text)  # "Romblon province": the province of its town
    ids: set[str] = set()
    admin1: set[str] = set()
    points: list[tuple[float, float, str]] = []
    province_points: list[tuple[float, float, str]] = []
    for name in dict.fromkeys(container_names):
        ranked = rank(
            gaz._candidates_of(name), Evidence(frozenset(named), frozenset(demonym)), frozenset()
        )
        # the likeliest few places of that name, and every admin area of it
        # ("Virginia" is a town in several countries, and a US state)
        chosen = ranked[:_CONTAINER_TOP] + [
            sc for sc in ranked[_CONTAINER_TOP:] if sc[1].kind == "admin1"
        ]
        for _, cand in chosen:
            ids.add(cand.place_id)
            town = _parent_town(gaz, cand)
            if town is not None:
                province_points.append(town)
            elif cand.admin1_code and (cand.kind == "admin1" or (
                cand.kind == "region" and not cand.has_coords
            )):  # a region placed as its admin area ("Donetsk People's Republic") is that area
                admin1.add(cand.admin1_code)
            elif cand.admin1_code and cand.kind == "region" and is_feature(cand.place_id):
                # an island or a valley lies in its admin area: "the island of La Palma ...
                # near El Paso" is the Canary town, not the Texas city
                admin1.add(cand.admin1_code)
            elif cand.has_coords and cand.kind not in ("country", "region"):
                points.append((cand.lat, cand.lon, cand.place_id))
                if name in provinces:
                    province_points.append(points[-1])
    return Evidence(
        frozenset(named), frozenset(demonym), frozenset(ids), frozenset(admin1), tuple(points),
        tuple(province_points),
    )


def _parent_town(gaz: Gazetteer, cand: Candidate) -> tuple[float, float, str] | None:
    """The point of the town a region with no coordinates of its own is placed at, as a
    province's reach: a British county ("Richmond, North Yorkshire", placed at Northallerton)
    holds the towns about its county town, not every town of its admin1, England (London's
    Richmond). None for any other candidate (a region placed at its oblast keeps the oblast)."""
    if cand.kind != "region" or cand.has_coords or cand.parent_id is None:
        return None
    parent = gaz.place(cand.parent_id)
    if parent is None or parent.kind not in ("city", "town") or parent.latitude is None:
        return None
    return (parent.latitude, parent.longitude, cand.place_id)


def _precision(c: Candidate, gaz: Gazetteer) -> int:
    if c.kind in ("country", "admin1", "region"):
        return 3
    if c.has_coords:
        return 1
    parent = gaz.place(c.parent_id) if c.parent_id else None
    return 3 if parent is not None and parent.kind in ("country", "admin1", "region") else 2


def _describe_candidate(c: Candidate) -> str:
    pop = f", pop {c.population:,}" if c.population else ""
    return f"{c.name} ({c.country_code or 'no country'}, {c.kind}{pop})"


def _reason(
    rule: str,
    scored: list,
    name: str,
    ev: Evidence,
    kinds: frozenset[str],
    countries: tuple[str, ...],
    gaz: Gazetteer,
) -> str:
    best = scored[0][1]
    parts = [f"{name!r} names {len(scored)} place(s)"]
    if countries:
        parts.append(f"limited to country code(s) {', '.join(countries)}")
    if rule == "only-candidate":
        parts.append(f"only {_describe_candidate(best)} fits")
    else:
        other = scored[1][1]
        why = {
            "country-in-text": f"the text names {best.country_code}"
            f"{' (as a demonym)' if scored[0][0][0] == 1 else ''}",
            "containing-place": "the text names a place that contains it or lies beside it",
            "feature-kind": f"the text calls it {'/'.join(sorted(kinds))}",
            "main-name": "it is the place's main name (the other only an alternate)",
            "population": "it has the larger population",
            "name-similarity": "its own name is closer to the name written",
            "own-coordinates": "it has sourced coordinates of its own",
            "town-over-area": "a populated place is preferred to an area of the same name",
            "tie-first-by-id": "tie, first by id",
        }[rule]
        parts.append(f"{why}, so {_describe_candidate(best)} over {_describe_candidate(other)}")
    if not best.has_coords:
        parent = gaz.place(best.parent_id) if best.parent_id else None
        where = f"{parent.name} ({parent.place_id})" if parent else "its parent"
        parts.append(f"{best.name} has no sourced coordinates of its own; placed at {where}")
    return "; ".join(parts)


def decide(
    gaz: Gazetteer, name: str, ev: Evidence, countries: tuple[str, ...], kind_hint: str | None
) -> Resolution | None:
    """Rank the candidates of ``name`` under ``ev`` and explain the winner."""
    cands = gaz._candidates_of(name)
    cands = [c for c in cands if not math.isnan(c.lat)]
    if countries:  # the country is bound: countries named elsewhere cannot rule its places out
        # (a feature in no one country, a sea or a border crossing, lies in any of them)
        cands = [c for c in cands if c.country_code in countries or not c.country_code]
    else:
        cands = _plausible(cands, ev, gaz)
    if not cands:
        return _online(gaz, name, countries)
    kinds = normalise_hint(kind_hint)
    scored = _quarters_checked(rank(cands, ev, kinds), ev)
    if not scored:  # only a quarter of another town: the town the text names wins
        return None
    rule = rule_name(scored)
    return resolution_of(gaz, scored[0][1], name, rule,
                         _reason(rule, scored, name, ev, kinds, countries, gaz),
                         tuple(c.place_id for _, c in scored))


def _parent_only(c: Candidate) -> bool:
    """A quarter or district with no point of its own, placed at its parent town."""
    return (not c.has_coords and c.kind in _QUARTER_KINDS and c.parent_id is not None
            and not math.isnan(c.lat))


def _quarter_support(c: Candidate, ev: Evidence) -> int:
    """How far the text backs a parent-only quarter: 2 when it names a town beside the
    quarter's parent ("Red Hook, Brooklyn"), 1 when it names no town or only the parent or
    its admin area ("Handsworth, Birmingham"), 0 when it names other towns only
    ("Handsworth, Sheffield": Sheffield's own Handsworth, which the file does not hold)."""
    if not (ev.container_ids or ev.container_admin1 or ev.province_points):
        return 1
    if near_point(c.lat, c.lon, ev.container_points, NEAR_KM, skip=c.parent_id) \
            or near_point(c.lat, c.lon, ev.province_points, QUARTER_PROVINCE_KM):
        return 2
    if c.parent_id in ev.container_ids or (c.admin1_code and c.admin1_code in ev.container_admin1):
        return 1
    return 0


def _quarters_checked(scored: list, ev: Evidence) -> list:
    """``scored`` without the parent-only quarters the text places elsewhere.

    A quarter row holds a name for one city; many towns have a quarter of that name
    the file does not hold ("Handsworth, Sheffield", "Sadar Bazar, Agra"), so the row
    stands only when the text names no other town, or names its parent or a town beside
    it. And a quarter backed only by its parent's name, which is also the name of a state
    ("Red Hook, New York"), yields to a town of its own point that the text's state holds.
    """
    if not any(_parent_only(c) for _, c in scored):
        return scored
    kept = [(s, c) for s, c in scored if not _parent_only(c) or _quarter_support(c, ev)]
    if kept and _parent_only(kept[0][1]) and _quarter_support(kept[0][1], ev) == 1:
        towns = [sc for sc in kept[1:] if sc[1].has_coords and sc[1].kind in ("city", "town")
                 and sc[1].country_code == kept[0][1].country_code and sc[0][1]]
        if towns:
            kept.remove(towns[0])
            kept.insert(0, towns[0])
    return kept


def resolution_of(
    gaz: Gazetteer, best: Candidate, name: str, rule: str, reason: str,
    candidates: tuple[str, ...],
) -> Resolution:
    """The resolution of ``name`` as the candidate ``best``, by ``rule`` for ``reason``."""
    country = gaz.country(best.country_code)  # (None for a feature in no one country)
    return Resolution(
        place_id=best.place_id,
        name=best.name,
        latitude=best.lat,
        longitude=best.lon,
        country_code=best.country_code or None,  # a sea or a border peak: no one country's
        country=country.name if country else best.country_code or None,
        admin1=gaz._admin1_name(best.admin1_code),
        kind=best.kind,
        geo_precision=_precision(best, gaz),
        matched=name,
        rule=rule,
        reason=reason,
        candidates=candidates,
        parent_id=best.parent_id,
        source=gaz.indexes[best.ref[0]].sources[
            int(gaz.indexes[best.ref[0]].source_id[best.ref[1]])
        ],
    )


def _plausible(cands: list[Candidate], ev: Evidence, gaz: Gazetteer) -> list[Candidate]:
    """Drop small places far abroad when the text names countries and none of them is theirs.

    "Arbin" in a caption about Egypt is not the French village of that name: a
    place with fewer than :data:`ABROAD_MAX_POP` people, in a country the text
    neither names, nor gives a demonym for, nor borders a named one, is not a
    credible reading. Large cities abroad (Moscow in a Syrian caption), places
    across a border ("Kobani, seen from Suruc, Turkey"), places in a province
    or beside a town the text names ("Rohingya from Myanmar land in Sabang, Aceh")
    and a country's capital, however small ("in Apia ... to align itself with
    Australia"), stay.
    """
    if not ev.named_countries or any(c.country_code in ev.named_countries for c in cands):
        return cands
    known = set(ev.named_countries | ev.demonym_countries)
    for code in ev.named_countries:
        known |= gaz.neighbours.get(code, frozenset())
        known.update(TERRITORIES_OF.get(code, ()))  # a country's territories: France's Papeete
    return [
        c
        for c in cands
        if c.country_code in known or c.population >= ABROAD_MAX_POP or container_score(c, ev)
        or _a_capital(gaz, c) or not c.country_code  # (a sea or a border peak: no one's)
    ]


def _a_capital(gaz: Gazetteer, cand: Candidate) -> bool:
    """True for a country's capital, by its main name."""
    country = gaz.country(cand.country_code)
    return cand.is_main and country is not None and country.capital == cand.name


def _online(gaz: Gazetteer, name: str, countries: tuple[str, ...]) -> Resolution | None:
    if gaz.online is None:
        return None
    return gaz.online.lookup(name, country_codes=countries)


def split_kind_words(text: str) -> tuple[str, str | None]:
    """("Hemeimeem air base") -> ("Hemeimeem", "air base"): the name and a kind hint."""
    match = _KIND_WORDS.search(text)
    if not match:
        return text.strip(), None
    rest = (text[: match.start()] + text[match.end() :]).strip(" ,-")
    return (rest or text.strip()), match.group(1).lower()


def _countries_of(gaz: Gazetteer, parts: tuple[str, ...]) -> tuple[str, ...]:
    """ISO codes of the parts that are, whole, a country's name ("Ukraine", "U.S.")."""
    codes = []
    for part in parts:
        matches = gaz.find_names(part, any_case=True)
        if (
            len(matches) == 1
            and "country" in matches[0].kinds
            and matches[0].country_code
            and len(matches[0].text) >= len(part.strip(" .")) - 1
        ):
            codes.append(matches[0].country_code)
    return tuple(dict.fromkeys(codes))


def geocode_query(
    gaz: Gazetteer, query: str, *, country_codes: Sequence[str] = ()
) -> Resolution | None:
    """Resolve a free-form query: "name[, containing place][, country]"."""
    parts = [p.strip() for p in query.split(",") if p.strip()]
    if not parts:
        return None
    head, rest = parts[0], tuple(parts[1:])
    _, hint = split_kind_words(head)
    # a country written beside the name ("Paris, Ukraine") binds it, as in a caption
    bound = () if country_codes else _countries_of(gaz, rest)
    for codes in dict.fromkeys([bound or tuple(country_codes), tuple(country_codes)]):
        for name in dict.fromkeys([head, split_kind_words(head)[0]]):
            found = gaz.resolve(name, context=query, near=rest, country_codes=codes, kind_hint=hint)
            if found is not None:
                return found
    for match in sorted(gaz.find_names(query, any_case=True), key=lambda m: m.start - m.end):
        found = gaz.resolve(match.text, context=query, country_codes=country_codes)
        if found is not None:
            return found
    # a town written in one of India's scripts that GeoNames writes in Latin letters only
    return gaz.resolve_by_sound(head, country_codes=bound or tuple(country_codes))
