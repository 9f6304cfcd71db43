"""The synthetic corpus: deterministic, varied, and its gold answers agree with its text."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


@pytest.fixture(scope="module")
def gen():
    """benchmarks/generate_corpus.py, imported from its folder (benchmarks is not a package)."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import generate_corpus

        yield generate_corpus
    finally:
        sys.path.remove(str(BENCHMARKS))


@pytest.fixture(scope="module")
def pool(gen):
    return gen.place_pool()


@pytest.fixture(scope="module")
def captions(gen, pool):
    return list(gen.generate(3000, seed=11, places=pool))


def test_places_come_from_the_gazetteer(pool, gaz):
    assert len(pool) > 20_000
    for place in pool[:: len(pool) // 200]:
        entry = gaz.place(place.place_id)
        assert entry is not None, place
        assert (entry.name, entry.country_code) == (place.name, place.country_code)
        assert (entry.latitude, entry.longitude) == (place.latitude, place.longitude)
        assert gaz.country(place.country_code).name == place.country


def test_same_seed_gives_the_same_bytes(gen, pool, tmp_path):
    first = gen.write_corpus(tmp_path / "a.jsonl", 800, seed=3, places=pool)
    second = gen.write_corpus(tmp_path / "b.jsonl", 800, seed=3, places=pool)
    other = gen.write_corpus(tmp_path / "c.jsonl", 800, seed=4, places=pool)
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes() != other.read_bytes()


def test_a_smaller_corpus_is_a_prefix_of_a_larger_one(gen, pool):
    small = [c.text for c in gen.generate(200, seed=5, places=pool)]
    large = [c.text for c in gen.generate(1000, seed=5, places=pool)]
    assert small == large[:200]


def test_every_agency_style_and_credit_form_appears(gen, captions):
    agencies = {c.gold["agency"] for c in captions}
    assert agencies == {style.agency for style in gen.AGENCY_STYLES}
    texts = " ".join(c.text for c in captions)
    for form in (
        r"\(Photo by [^)]+/AFP\)",
        r"AFP PHOTO / [A-Z]",
        r"REUTERS/[A-Z]",
        r"\(AP Photo/",
        r"EPA(-EFE)?/[A-Z]",
        r"/Getty Images\)",
        r"REUTERS/Stringer",
        r"\(AP Photo\)",
    ):
        assert re.search(form, texts), form


def test_every_date_form_appears(gen, captions):
    texts = [c.text for c in captions]
    forms = {
        "month day, year": r"\b(January|March|October) \d{1,2}, \d{4}",
        "day month year": r"\b\d{1,2} (January|March|October|December) \d{4}",
        "AP abbreviation": r"\b(Jan|Feb|Aug|Sept|Oct|Nov|Dec)\. \d{1,2}, \d{4}",
        "with weekday": r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), ",
        "ISO": r"\b\d{4}-\d{2}-\d{2}\b",
    }
    for name, pattern in forms.items():
        assert any(re.search(pattern, t) for t in texts), name


def test_the_gold_answer_is_written_in_the_caption(gen, captions):
    for caption in captions[:500]:
        gold = caption.gold
        assert gold["place"] in caption.text or gold["place"].upper() in caption.text
        if gold["photographer"]:
            assert gold["photographer"].casefold() in caption.text.casefold()
        day = gen.date.fromisoformat(gold["date"])
        written = {
            gen.format_date(day, form)
            for form in ("mdy", "dmy", "ap", "weekday_mdy", "weekday_ap", "iso")
        }
        assert any(w in caption.text for w in written), caption.text
        assert -90 <= gold["lat"] <= 90 and -180 <= gold["lon"] <= 180


def test_the_mix_holds_repeats_context_dates_and_stringers(captions):
    texts = [c.text for c in captions]
    assert 0.01 < 1 - len(set(texts)) / len(texts) < 0.06  # about 3 % repeats
    assert sum(c.gold["photographer"] is None for c in captions) > 100
    assert (
        sum(bool(re.search(r"since|broke down|earlier in the week|had fled", t)) for t in texts)
        > 500
    )
    assert len({c.gold["country_code"] for c in captions}) > 50
    assert len({c.id for c in captions}) == len(captions)


def test_jsonl_rows_have_the_gold_file_shape(gen, pool, gold_path, tmp_path):
    path = gen.write_corpus(tmp_path / "c.jsonl", 50, seed=1, places=pool)
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    seed_row = json.loads(gold_path.read_text(encoding="utf-8").splitlines()[0])
    assert len(rows) == 50
    for row in rows:
        assert set(row) == set(seed_row)
        assert set(row["gold"]) == set(seed_row["gold"])


def test_text_format_reads_back_as_one_record_per_caption(gen, pool, tmp_path):
    from timeline.records import read_records

    path = gen.write_corpus(tmp_path / "c.txt", 300, seed=2, fmt="txt", places=pool)
    expected = [c.text for c in gen.generate(300, seed=2, places=pool)]
    assert [r.text for r in read_records([path])] == expected


def test_bad_arguments_say_what_is_wrong(gen, pool, tmp_path):
    with pytest.raises(ValueError, match="n must be"):
        list(gen.generate(-1, places=pool))
    with pytest.raises(ValueError, match="fmt must be"):
        gen.write_corpus(tmp_path / "x", 1, fmt="xml", places=pool)
