"""The compact index and its cache: contents, cache key, rebuild on change, speed of load."""

from __future__ import annotations

import gc
import pickle

import pytest

from gazetteer import cache as cache_mod
from gazetteer.build import Builder
from gazetteer.index import MAIN, Index
from gazetteer.loader import builtin_index
from gazetteer.sources import data_path, read_places_csv


def _tiny_index() -> Index:
    builder = Builder(frozenset())
    row = builder.add_row("geonames:1", "Testville", 10.0, 20.0, "SY", "SY.01", "town", 600, "t")
    builder.add_names(row, ["Testville"], flag=MAIN, phonetic=False)
    return builder.freeze()


def test_builtin_index_holds_geonames_admin_areas_countries_and_every_curated_row(gaz):
    index = builtin_index()
    assert len(index) > 234_000
    kinds = set(index.kind)
    assert {"city", "town", "admin1", "country", "airbase", "neighbourhood"} <= kinds
    curated = [
        *read_places_csv(data_path("curated_places.csv"), require_source=True),
        *read_places_csv(data_path("neighbourhoods.csv"), require_source=True),
    ]
    by_name = {
        p.name: p
        for p in (gaz.place(i) for i in index.other_ids.values())
        if p is not None and p.place_id.startswith("curated:")
    }
    assert len(by_name) == len(curated)
    for row in curated:
        place = by_name[row.name]
        assert place.source == row.source and place.source  # every row keeps its source
        assert (place.latitude, place.longitude) == (row.lat, row.lon)  # blank stays blank
    assert gaz.country("sy").name == "Syria" and gaz.country("XX") is None


def test_cache_is_reused_and_rebuilt_when_the_key_changes(tmp_path, monkeypatch):
    builds = []

    def build():
        builds.append(1)
        return _tiny_index()

    first = cache_mod.load_or_build(build, folder=tmp_path)
    second = cache_mod.load_or_build(build, folder=tmp_path)
    assert len(builds) == 1 and second.names == first.names == ["Testville"]
    files = list(tmp_path.glob("gazetteer-*.pkl"))
    assert len(files) == 1
    monkeypatch.setattr(cache_mod, "cache_key", lambda: "otherversion")
    cache_mod.load_or_build(build, folder=tmp_path)
    assert len(builds) == 2
    assert [p.name for p in tmp_path.glob("gazetteer-*.pkl")] == ["gazetteer-otherversion.pkl"]


def test_cache_key_follows_the_source_version(monkeypatch):
    before = cache_mod.cache_key()
    monkeypatch.setattr(cache_mod, "geonames_version", lambda: "0.0.0-test")
    assert cache_mod.cache_key() != before


def test_a_corrupt_cache_is_rebuilt_and_an_unwritable_one_is_not_fatal(
    tmp_path, monkeypatch, caplog
):
    monkeypatch.setattr(cache_mod, "cache_key", lambda: "k")
    (tmp_path / "gazetteer-k.pkl").write_bytes(b"not a pickle")
    index = cache_mod.load_or_build(_tiny_index, folder=tmp_path)
    assert index.names == ["Testville"]
    with open(tmp_path / "gazetteer-k.pkl", "rb") as handle:
        assert isinstance(pickle.load(handle), Index)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    index = cache_mod.load_or_build(_tiny_index, folder=blocker / "sub")
    assert index.names == ["Testville"] and "TIMELINE_CACHE_DIR" in caplog.text


def test_cache_dir_honours_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("TIMELINE_CACHE_DIR", str(tmp_path))
    assert cache_mod.cache_dir() == tmp_path


def test_the_index_is_cached_on_disk_and_reloads(gaz):
    """The first load writes the index under its cache key; the file alone gives the index
    back. (How fast it loads, and how fast a lookup is, are benchmarks' figures:
    benchmarks/gazetteer_bench.py, not assertions here.)"""
    path = cache_mod.cache_dir() / f"gazetteer-{cache_mod.cache_key()}.pkl"
    assert path.exists()
    with open(path, "rb") as handle:
        loaded = pickle.load(handle)
    assert len(loaded.names) == len(gaz.indexes[0].names)


@pytest.mark.parametrize("name", ["Aleppo", "Tripoli", "Mashhad"])
def test_a_repeated_lookup_is_answered_from_the_memo(gaz, name):
    first = gaz.resolve(name, context=f"in {name} on Monday")
    assert gaz.resolve(name, context=f"in {name} on Monday") is first


def test_every_data_file_ships_with_the_package():
    """A wheel carries only the package-data globs of pyproject.toml: data files must match."""
    import fnmatch
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["gazetteer"]
    files = [
        p.relative_to(root / "gazetteer").as_posix()
        for p in (root / "gazetteer" / "data").iterdir()
    ]
    assert files
    for name in files:
        assert any(fnmatch.fnmatch(name, g) for g in globs), name


def test_names_with_umlauts_and_nordic_letters_have_their_two_letter_spellings(gaz):
    """ASCII feeds write "Koege" for Køge and "Roedby" for Rødby; the fold alone gives "Koge"."""
    assert [p.name for p in gaz.candidates("Koege")] == ["Køge"]
    assert gaz.resolve("Roedby").name == "Rødby"
    assert gaz.resolve("Boraas").name == "Borås"


def test_the_cache_key_covers_every_module_the_index_is_built_by():
    # a change to one of them (sources.py's languages of country names, say) must rebuild
    import ast
    from pathlib import Path

    build = Path(cache_mod.__file__).with_name("build.py")
    imported = {f"{node.module}.py" for node in ast.walk(ast.parse(build.read_text()))
                if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}
    assert imported <= {*cache_mod._CODE_FILES, "build.py"}


@pytest.mark.parametrize("text, name", [
    ("Des dockers devant le port du Havre.", "Le Havre"),
    ("La course automobile au Mans.", "Le Mans"),
])
def test_a_french_town_whose_article_went_into_its_preposition(gaz, text, name):
    match = gaz.find_names(text)[-1]
    assert gaz.resolve(match.text, country_codes=("FR",)).name == name


@pytest.mark.parametrize("written, code", [
    ("Slovensko", "SK"), ("Polska", "PL"), ("Hrvatska", "HR"), ("Magyarország", "HU"),
    ("Suomi", "FI"), ("Україна", "UA"),
])
def test_countries_go_by_their_names_in_the_languages_of_central_and_eastern_europe(
        gaz, written, code):
    [match] = gaz.find_names(written)
    assert "country" in match.kinds and match.country_code == code


def test_the_loaded_index_is_out_of_the_collectors_reach(gaz):
    """A full collection would walk the index's objects every time; they are frozen."""
    assert gc.get_freeze_count() > 50_000
