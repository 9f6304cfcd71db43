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
# # Explore the events
#
# This notebook reads captions through the Python API, then looks at what came out:
# the events table, the places and the agencies, the map and the timeline. At the end
# it filters the events by country and date range and draws the figures again.
#
# Everything runs offline. By default it reads the sample captions bundled with
# `timeline`; change `INPUTS` in the next cell to read your own files (text, CSV or
# JSON Lines, or a folder of them).

# %% tags=["parameters"]
# Parameters: the captions to read. Leave INPUTS empty for the bundled sample.
# (The environment variable TIMELINE_INPUTS, paths separated by os.pathsep, also sets it.)
import os

INPUTS: list[str] = [p for p in os.environ.get("TIMELINE_INPUTS", "").split(os.pathsep) if p]

# %%
import logging

import pandas as pd

from timeline import build_events, sample_inputs

logging.basicConfig(level=logging.WARNING)
inputs = INPUTS or sample_inputs()
events = build_events(inputs)
counts = events.attrs["counts"]
print(f"{counts['records']} records -> {counts['events']} events "
      f"({counts['duplicates']} duplicates); {counts['mapped']} mapped, "
      f"{counts['unresolved']} unresolved")

# %% [markdown]
# ## The table
#
# One row per distinct caption. The columns are documented in
# `docs/events-schema.md` (or run `timeline schema`). Pandas escapes HTML when it
# shows a table, so a caption holding markup is shown as text, never run.

# %%
columns = ["event_date", "date_precision", "place_name", "country_code", "geo_precision",
           "photographer", "agency", "status"]
events[columns]

# %% [markdown]
# The captions themselves, in full:

# %%
from IPython.display import display

with pd.option_context("display.max_colwidth", None):
    display(events[["event_date", "place_name", "text"]].head(20))

# %% [markdown]
# Why each place was chosen (the gazetteer's rule and reason, for audit):

# %%
with pd.option_context("display.max_colwidth", None):
    display(events[["place_mention", "place_name", "geo_precision", "place_rule",
                    "place_reason"]].head(20))

# %% [markdown]
# Events that could not be mapped (no date, or no place), and why:

# %%
events.loc[events["status"] != "mapped", ["text", "unresolved_reason"]]

# %% [markdown]
# ## Places and agencies
#
# How many events each place holds, and over which dates. `geo_precision` follows
# ACLED: 1 the named place itself, 2 part of or near a town (a neighbourhood placed
# at its city), 3 a region or a country.

# %%
places = (events.dropna(subset=["place_name"])
          .groupby(["country", "place_name"], dropna=False)
          .agg(events=("event_id", "size"), first=("event_date", "min"), last=("event_date", "max"),
               latitude=("latitude", "first"), longitude=("longitude", "first"))
          .sort_values(["events", "first"], ascending=[False, True]))
places.head(30)

# %%
agencies = (events.assign(agency=events["agency"].fillna("(no agency)"))
            .groupby("agency")
            .agg(events=("event_id", "size"), photographers=("photographer", "nunique"))
            .sort_values("events", ascending=False))
agencies.head(30)

# %%
events["photographer"].value_counts().head(15)

# %% [markdown]
# ## The map
#
# `build_map` is the same map `timeline build` writes to `output/map.html`: its
# scripts and styles are inlined (no network), and every caption in a popup is
# escaped. Folium maps show inline in a notebook. Only mapped events are drawn.

# %%
from timeline.render.map import build_map

build_map(events)

# %% [markdown]
# ## The timeline
#
# One lane per place, grouped by country. Events known only to the month or year
# are drawn as spans over that period. Then the number of events per week.

# %%
from timeline.render.charts import build_counts_figure, build_timeline_figure

build_timeline_figure(events)

# %%
build_counts_figure(events, freq="W")

# %% [markdown]
# ## Filter by country and date range, and draw again
#
# Set `COUNTRIES` (ISO codes; empty keeps every country) and the date range. An
# event counts as inside the range when its date period overlaps it, so an event
# known only to "December 2016" is kept for a range in mid-December.

# %%
COUNTRIES: list[str] = []  # e.g. ["SY", "IQ"]
START, END = None, None    # e.g. "2016-12-01", "2016-12-31"


def overlapping(frame: pd.DataFrame, start: str | None, end: str | None) -> pd.Series:
    """Rows whose [event_date, date_end] period overlaps [start, end] (open ends allowed)."""
    first = frame["event_date"]
    last = frame["date_end"].fillna(first)
    keep = first.notna()
    if start is not None:
        keep &= last >= pd.Timestamp(start)
    if end is not None:
        keep &= first <= pd.Timestamp(end)
    return keep


dated = events.loc[events["event_date"].notna()]
countries = COUNTRIES or dated["country_code"].dropna().value_counts().index[:1].tolist()
if START is None and len(dated):
    # Default: the most frequent country, over the month of its latest event.
    latest = dated.loc[dated["country_code"].isin(countries), "event_date"].max()
    START = latest.to_period("M").start_time.strftime("%Y-%m-%d")
    END = latest.to_period("M").end_time.strftime("%Y-%m-%d")
selected = events.loc[events["country_code"].isin(countries) & overlapping(events, START, END)]
print(f"{len(selected)} of {len(events)} events in {', '.join(countries) or 'no country'} "
      f"between {START} and {END}")
selected[columns]

# %%
build_map(selected)

# %%
build_timeline_figure(selected)

# %%
build_counts_figure(selected, freq="W")
