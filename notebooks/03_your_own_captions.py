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
# # Your own captions
#
# Point this notebook at your own captions (text, CSV or JSON Lines files, or
# folders of them) and it rebuilds `output/`: the map, the timeline, the combined
# page and the data exports.
#
# On a fresh clone it first writes three small example files (one of each format)
# into `notebooks/example_inputs/` and reads those, so it runs as it is. Put your own
# paths in the **Your files** cell below.

# %%
import logging
import os
from pathlib import Path

import pandas as pd

from timeline import build, write_outputs

logging.basicConfig(level=logging.WARNING)
HERE = Path.cwd()
ROOT = HERE.parent if HERE.name == "notebooks" else HERE  # the repository, when run from it

# %% [markdown]
# ## Example inputs
#
# Three formats the readers accept. A CSV or JSON Lines file needs a `text`,
# `caption` or `description` column (or name yours with `TEXT_COLUMN` below). In a
# text file, captions are separated by blank lines.

# %%
EXAMPLE_DIR = Path(os.environ.get("TIMELINE_EXAMPLE_DIR", HERE / "example_inputs"))
EXAMPLE_DIR.mkdir(parents=True, exist_ok=True)

example_csv = EXAMPLE_DIR / "captions.csv"
pd.DataFrame({
    "caption": [
        ("Iraqi soldiers patrol a street in the Old City of Mosul, Iraq July 9, 2017. "
         "(Photo by Ahmed Jadallah/Reuters)"),
        ("Smoke rises over the port city of Hodeidah, Yemen, June 14, 2018. (Photo by Abduljabbar "
         "Zeyad/Reuters)"),
    ],
    "photo_id": ["EX-001", "EX-002"],
}).to_csv(example_csv, index=False)

example_jsonl = EXAMPLE_DIR / "captions.jsonl"
pd.DataFrame({"text": [
    ("People walk past damaged buildings in Benghazi, Libya, on February 3, 2016. "
     "(Photo by Esam Omran Al-Fetori/Reuters)"),
    "A man rides a bicycle in Tripoli, Lebanon, on October 25, 2014. (Photo by Omar Ibrahim/Reuters)",
]}).to_json(example_jsonl, orient="records", lines=True, force_ascii=False)

example_txt = EXAMPLE_DIR / "captions.txt"
example_txt.write_text(
    "Members of the civil defence search the rubble in Douma, eastern Ghouta, Syria "
    "February 22, 2018. (Photo by Bassam Khabieh/Reuters)\n\n"
    "A convoy crosses the desert near Palmyra, Syria in March 2016. (AFP Photo / Stringer)\n\n"
    "A caption with no place and no date, kept and reported as unresolved. (Photo by A. Nonymous/AP)\n",
    encoding="utf-8",
)
sorted(p.name for p in EXAMPLE_DIR.iterdir())

# %% [markdown]
# ## Your files
#
# **Put your own paths here.** Files and folders may be mixed; `.gz` files are read
# compressed. Set `TEXT_COLUMN` when your CSV / JSON Lines caption column has another
# name, and `PLACES` to a places CSV of your own (see notebook 02).

# %% tags=["parameters"]
MY_INPUTS: list[str] = []        # e.g. ["~/captions/archive.csv", "~/captions/2017/"]
TEXT_COLUMN: str | None = None   # e.g. "Caption"
PLACES: str | None = None        # e.g. "~/my_places.csv"
OUTPUT_DIR = Path(os.environ.get("TIMELINE_OUTPUT_DIR", ROOT / "output"))

# %%
inputs = [Path(p).expanduser() for p in MY_INPUTS] or [example_csv, example_jsonl, example_txt]
result = build(inputs, text_column=TEXT_COLUMN,
               places=Path(PLACES).expanduser() if PLACES else None)
print(result.counts.summary())
for problem in result.problems:
    print("problem:", problem)
events = result.events
events[["event_date", "date_precision", "place_name", "country_code", "photographer", "agency",
        "status", "sources"]]

# %% [markdown]
# Events that could not be mapped, and why (also written to `unresolved.csv`):

# %%
events.loc[events["status"] != "mapped", ["text", "unresolved_reason", "sources"]]

# %% [markdown]
# ## Regenerate `output/`

# %%
written = write_outputs(events, OUTPUT_DIR)
pd.DataFrame({"file": [p.name for p in written],
              "bytes": [p.stat().st_size for p in written]})

# %% [markdown]
# Open `index.html` in that folder in a browser (it works from disk, offline), or
# read the exports back:

# %%
print("output folder:", OUTPUT_DIR.resolve())
pd.read_csv(OUTPUT_DIR / "events.csv")[["event_id", "event_date", "place_name", "latitude",
                                        "longitude"]].head()
