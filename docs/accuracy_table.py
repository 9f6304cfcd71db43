"""Rewrite the *today* column of docs/accuracy.md, and the README's totals, from the code.

    python docs/accuracy_table.py          # after a change that moves a held-out score

``tests/test_heldout.py`` fails when the column and the code disagree, and
``tests/test_docs.py`` when the README's totals and the page disagree; this script is how
both are brought up to date (the *first run* column never changes: it is the blind score a
set got once). A new set gets its row by hand, with its first run.
"""

from __future__ import annotations

import re
from pathlib import Path

from timeline.evaluate import FIELDS

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "accuracy.md"
README = ROOT / "README.md"
_ROW = re.compile(r"^\| \[`(?P<name>[\w.]+\.jsonl)`\]\((?P<link>[^)]+)\) \|(?P<middle>.*)\| "
                  r"(?P<today>[^|]+) \|$", re.M)
_SET_ROW = re.compile(r"^\| \[`heldout_captions_(?P<number>\d+)\.jsonl`\][^|]*\|[^|]*\| "
                      r"(?P<n>\d+) \| (?P<first>[^|]+) \| (?P<today>[^|]+) \|$", re.M)
_TOTALS = re.compile(r"(\| field \| first runs \(blind\) \| the same captions today \|\n"
                     r"\| --- \| --- \| --- \|\n)(?:\|[^\n]*\|\n)+")
_COUNTS = re.compile(r"\(([\d,]+) captions in the (\d+) sets written by helpers")
_ALL_SETS = re.compile(r"holds \d+ held-out sets")


def _cells(cell: str, n: int) -> list[tuple[int, int]]:
    """'60 · 58/59 · ...' as (right, scored) pairs; a bare number is out of ``n``."""
    pairs = []
    for part in cell.strip().split(" · "):
        right, _, scored = part.partition("/")
        pairs.append((int(right), int(scored) if scored else n))
    return pairs


def blind_totals(doc: str) -> tuple[int, int, list[tuple[float, float]]]:
    """(sets, captions, per field (first-run %, today %)) over the sets written by helpers
    (the third set on): the honest measure of captions the tool had not seen."""
    first = [[0, 0] for _ in FIELDS]
    today = [[0, 0] for _ in FIELDS]
    sets = captions = 0
    for row in _SET_ROW.finditer(doc):
        if int(row["number"]) < 3:
            continue
        n = int(row["n"])
        sets, captions = sets + 1, captions + n
        for totals, cell in ((first, row["first"]), (today, row["today"])):
            for total, (right, scored) in zip(totals, _cells(cell, n), strict=True):
                total[0] += right
                total[1] += scored
    return sets, captions, [(100 * f[0] / f[1], 100 * t[0] / t[1])
                            for f, t in zip(first, today, strict=True)]


def readme_totals(doc: str) -> str:
    """The README's table of blind totals, as computed from the accuracy page."""
    _, _, shares = blind_totals(doc)
    return "".join(f"| {field} | {f:.1f} % | {t:.1f} % |\n"
                   for field, (f, t) in zip(FIELDS, shares, strict=True))


def main() -> None:
    import gazetteer
    from timeline.evaluate import evaluate_gold

    gaz = gazetteer.load()
    text = DOC.read_text(encoding="utf-8")

    def today(row: re.Match[str]) -> str:
        path = (DOC.parent / row["link"]).resolve()
        cell = evaluate_gold(path, gazetteer=gaz).tally()
        return f"| [`{row['name']}`]({row['link']}) |{row['middle']}| {cell} |"

    text = _ROW.sub(today, text)
    DOC.write_text(text, encoding="utf-8")
    sets, captions, _ = blind_totals(text)
    readme = README.read_text(encoding="utf-8")
    readme = _TOTALS.sub(lambda m: m.group(1) + readme_totals(text), readme)
    readme = _COUNTS.sub(f"({captions:,} captions in the {sets} sets written by helpers", readme)
    readme = _ALL_SETS.sub(f"holds {len(_ROW.findall(text)) - 1} held-out sets", readme)
    README.write_text(readme, encoding="utf-8")


if __name__ == "__main__":
    main()
