"""Rewrite the *today* column of docs/accuracy.md from what the code scores now.

    python docs/accuracy_table.py          # after a change that moves a held-out score

``tests/test_heldout.py`` fails when the column and the code disagree; this script is
how the column is brought up to date (the *first run* column never changes: it is the
blind score a set got once). A new set gets its row by hand, with its first run.
"""

from __future__ import annotations

import re
from pathlib import Path

import gazetteer
from timeline.evaluate import evaluate_gold

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "accuracy.md"
_ROW = re.compile(r"^\| \[`(?P<name>[\w.]+\.jsonl)`\]\((?P<link>[^)]+)\) \|(?P<middle>.*)\| "
                  r"(?P<today>[^|]+) \|$", re.M)


def main() -> None:
    gaz = gazetteer.load()
    text = DOC.read_text(encoding="utf-8")

    def today(row: re.Match[str]) -> str:
        path = (DOC.parent / row["link"]).resolve()
        cell = evaluate_gold(path, gazetteer=gaz).tally()
        return f"| [`{row['name']}`]({row['link']}) |{row['middle']}| {cell} |"

    DOC.write_text(_ROW.sub(today, text), encoding="utf-8")


if __name__ == "__main__":
    main()
