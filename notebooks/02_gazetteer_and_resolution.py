# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # How a caption becomes a place
#
# A caption names places; the offline gazetteer (GeoNames cities500, CC-BY 4.0, plus
# a curated supplement with sources) lists the candidates for each name; the
# disambiguation rules choose one and record why. This notebook walks one caption
# through those steps, then adds a place of your own and shows it being used.

# %%
import logging
import tempfile
from pathlib import Path

import pandas as pd

import gazetteer
from timeline.understand import understand_caption

logging.basicConfig(level=logging.WARNING)
gaz = gazetteer.load()

# %% [markdown]
# ## 1. The names found in a caption
#
# `find_names` scans the text once for every gazetteer name (places, admin areas,
# countries, demonyms). A name that is also a common English word is flagged, so
# the caption reader can treat it with care.

# %%
CAPTION = ("Fighters of the Free Syrian Army fire an anti-aircraft weapon in the rebel-held "
           "Mashhad area in southeastern Aleppo, on December 12, 2016, as they battle Syrian "
           "government forces. (Photo by Jane Doe/AFP)")


def matches_table(text: str) -> pd.DataFrame:
    """One row per name the gazetteer finds in ``text``."""
    return pd.DataFrame([{"text": m.text, "start": m.start, "end": m.end,
                          "kinds": ", ".join(sorted(m.kinds)), "country_code": m.country_code,
                          "common_word": m.common_word} for m in gaz.find_names(text)])


matches_table(CAPTION)

# %% [markdown]
# This is a raw scan of the whole text: it also finds names inside the credit
# ("Jane" is a town in GeoNames). `understand_caption` (section 4) removes the
# credit first and gives every mention a role, so such a name never becomes the
# event place.
#
# ## 2. The candidates for one name
#
# "Mashhad" alone is ambiguous: the gazetteer holds the Iranian city of 2.3 million
# and the curated Aleppo neighbourhood. Every candidate keeps its source. A curated
# place with no sourced coordinates (blank latitude here) is never given invented
# ones: it is placed at its parent city, with `geo_precision` 2.


# %%
def candidates_table(name: str) -> pd.DataFrame:
    """The gazetteer entries that answer to ``name``, largest first."""
    rows = [{"place_id": p.place_id, "name": p.name, "kind": p.kind, "country_code": p.country_code,
             "admin1": p.admin1, "population": p.population, "latitude": p.latitude,
             "longitude": p.longitude, "source": p.source} for p in gaz.candidates(name)]
    return pd.DataFrame(rows).sort_values("population", ascending=False, ignore_index=True)


candidates_table("Mashhad").head(10)

# %% [markdown]
# ## 3. The decision and its reason
#
# Without context, population decides. Given the caption as `context`, the
# gazetteer looks in it for a country (or a demonym: "Syrian"), a place that
# contains the name, or a feature kind ("air base"), in that order. A caller that
# knows the containing place can pass it as `near`. Each `Resolution` says which
# rule decided (`rule`), why (`reason`) and what else was considered (`candidates`).

# %%
alone = gaz.resolve("Mashhad")
print(alone.describe())

# %%
in_context = gaz.resolve("Mashhad", context=CAPTION)
print(in_context.describe())

# %%
print(gaz.resolve("Mashhad", near=["Aleppo"]).describe())

# %%
print(gaz.resolve("Tripoli").describe())
print()
print(gaz.resolve("Tripoli", context="Clashes in Tripoli, Lebanon on May 3, 2014.").describe())

# %% [markdown]
# ### The same gazetteer as a geopy geocoder
#
# `gazetteer.OfflineGeocoder` is a `geopy` geocoder that never touches the network,
# so a column of place names can be geocoded the way geopy users already do. Each
# `Location.raw` holds the resolution, with its rule and reason.

# %%
geocoder = gazetteer.OfflineGeocoder(gazetteer=gaz)
names = pd.DataFrame({"query": ["Hemeimeem air base, Syria", "Tripoli, Lebanon", "Maaret al-Numan"]})
names["location"] = names["query"].apply(geocoder.geocode)
names["latitude"] = names["location"].map(lambda loc: loc.latitude if loc else None)
names["longitude"] = names["location"].map(lambda loc: loc.longitude if loc else None)
names["rule"] = names["location"].map(lambda loc: loc.raw["rule"] if loc else None)
names[["query", "location", "latitude", "longitude", "rule"]]

# %%
geocoder.reverse((36.2, 37.16))

# %% [markdown]
# ## 4. The whole caption
#
# `understand_caption` reads the date and the credit, gives every place mention a
# role, and picks the event place. This is what one row of the events table is made
# from.

# %%
facts = understand_caption(CAPTION, gaz)
print("date:  ", facts.date.start, f"({facts.date.precision})")
print("credit:", facts.credit.photographer, "/", facts.credit.agency)
pd.DataFrame([{"mention": m.text, "role": m.role} for m in facts.place.mentions])

# %%
print(facts.place.resolution.describe() if facts.place.resolution else "no event place")

# %% [markdown]
# ## 5. Add a place of your own
#
# The Zaatari refugee camp in northern Jordan is a place of its own in the news,
# but not in GeoNames' list of populated places. A user places CSV has the same
# columns as `gazetteer/data/curated_places.csv`: `name`, `alt_names` (separated
# by `|`), `kind`, `parent`, `country_code`, `lat`, `lon`, `source`, `confidence`.
# User rows are merged over the built-in entries. The same file is what
# `timeline build --places my_places.csv` and `build_events(..., places=...)` take.
#
# Without it, the best the gazetteer can do for this caption is the country
# (`geo_precision` 3):

# %%
CAMP_CAPTION = ("Syrian refugee children walk between tents at the Zaatari refugee camp in "
                "Jordan, January 20, 2015. (Photo by John Roe/Reuters)")
before = understand_caption(CAMP_CAPTION, gaz).place.resolution
print("before:", before.describe() if before else "no event place")

# %%
places_dir = Path(tempfile.mkdtemp(prefix="timeline-places-"))
places_csv = places_dir / "my_places.csv"
pd.DataFrame([{
    "name": "Zaatari refugee camp",
    "alt_names": "Zaatari camp|Za'atari camp|Al Zaatari camp|Zaatari",
    "kind": "landmark",
    "parent": "Mafraq Governorate",
    "country_code": "JO",
    "lat": 32.2944,
    "lon": 36.3222,
    "source": "example for this notebook: approximate centre of the camp; check before use",
    "confidence": "medium",
}]).to_csv(places_csv, index=False)
print(places_csv.read_text())

# %%
my_gaz = gazetteer.load(places=places_csv)
after = understand_caption(CAMP_CAPTION, my_gaz).place.resolution
print("after:", after.describe() if after else "no event place")
assert after is not None and after.place_id.startswith("user:"), "the user place was not used"

# %% [markdown]
# The same file through the events API: the event is placed on the user's point.

# %%
from timeline import build_events

captions_txt = places_dir / "captions.txt"
captions_txt.write_text(CAMP_CAPTION + "\n", encoding="utf-8")
camp_events = build_events([captions_txt], places=places_csv)
assert camp_events["place_id"].str.startswith("user:").all()
camp_events[["event_date", "place_name", "place_id", "latitude", "longitude", "place_rule",
             "place_reason"]]
