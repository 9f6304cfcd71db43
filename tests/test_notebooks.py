"""The notebooks: each runs top to bottom, is stored without outputs, and matches its .py pair.

Each notebook is executed with nbclient in a real ``python3`` kernel, with a
first cell added (in memory only) that refuses any socket connection that is not
to this machine, so a notebook that needs the internet fails here. Notebook 01
is also run on captions holding markup and script, and its table and map
outputs are opened in Debian chromium to check nothing in a caption runs.
"""

from __future__ import annotations

import asyncio
import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import jupytext
import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOK_DIR = Path(__file__).resolve().parent.parent / "notebooks"
NOTEBOOKS = sorted(NOTEBOOK_DIR.glob("*.ipynb"))
CELL_TIMEOUT = 120
# What the notebooks read from the environment; a developer's own settings must not leak in.
NOTEBOOK_VARIABLES = ("TIMELINE_INPUTS", "TIMELINE_OUTPUT_DIR", "TIMELINE_EXAMPLE_DIR")
EXPECTED = {"01_explore_events", "02_gazetteer_and_resolution", "03_your_own_captions"}

# Runs first in the kernel: any connection that leaves the machine raises.
NETWORK_GUARD = '''\
import socket as _socket

_LOCAL = {"127.0.0.1", "::1", "localhost"}
_real_connect = _socket.socket.connect
_real_getaddrinfo = _socket.getaddrinfo


def _host(address):
    return address[0] if isinstance(address, tuple) else None


def _guarded_connect(self, address):
    if _host(address) is not None and _host(address) not in _LOCAL:
        raise RuntimeError(f"notebook tried to reach the network: {address!r}")
    return _real_connect(self, address)


def _guarded_getaddrinfo(host, *args, **kwargs):
    if host not in _LOCAL and host is not None:
        raise RuntimeError(f"notebook tried to resolve a host name: {host!r}")
    return _real_getaddrinfo(host, *args, **kwargs)


_socket.socket.connect = _guarded_connect
_socket.getaddrinfo = _guarded_getaddrinfo
'''

# Each payload would run script if a caption reached a page unescaped: as HTML,
# inside a JavaScript template literal (``${...}``), or by closing the script block.
HOSTILE_CAPTIONS = [
    ('Protesters hold a sign reading <img src=x onerror="window.__pwned=1"> in Sanaa, Yemen '
     "December 11, 2016. (Photo by Khaled Abdullah/Reuters)"),
    ("A banner reads ${window.__pwned=2} during a rally in Aleppo, Syria on December 15, 2016. "
     "(Photo by Karam Al-Masri/AFP)"),
    ("Graffiti reading </script><script>window.__pwned=3</script> on a wall in Mosul, Iraq "
     "December 10, 2016. (Photo by Alaa Al-Marjani/Reuters)"),
    ("A poster <b onmouseover=alert(4)>bold</b> & 'quotes' in Damascus, Syria September 6, 2016. "
     "(Photo by Ammar Abdullah/Reuters)"),
]
RAW_MARKUP = ("<img src=x onerror", "<script>window.__pwned", "<b onmouseover")


def _kernel_env(**variables: str) -> dict[str, str]:
    """This process's environment, with this checkout importable (the kernel starts in notebooks/)."""
    env = {k: v for k, v in os.environ.items() if k not in NOTEBOOK_VARIABLES}
    root = str(NOTEBOOK_DIR.parent)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [root, env.get("PYTHONPATH")]))
    return env | variables


async def _execute(path: Path, env: dict[str, str]) -> nbformat.NotebookNode:
    """Run a notebook (from its own folder, as Jupyter does) behind the network guard."""
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(0, nbformat.v4.new_code_cell(NETWORK_GUARD))
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    await client.async_execute(env=env)
    nb.cells.pop(0)
    return nb


async def _execute_all(runs: dict[str, tuple[Path, dict[str, str]]]) -> dict[str, object]:
    """Every run at once (each in its own kernel); a run's result is its notebook or its error."""
    results = await asyncio.gather(*(_execute(path, env) for path, env in runs.values()),
                                   return_exceptions=True)
    return dict(zip(runs, results))


@pytest.fixture(scope="module")
def runs(tmp_path_factory, gaz) -> dict[str, object]:
    """Execute every notebook, plus notebook 01 on hostile captions, concurrently (once per module).

    Running the kernels side by side keeps the wall time near the slowest
    notebook instead of the sum of all of them. The gazetteer index and the map
    assets are cached first (``gaz`` builds the index if it is stale), so the
    kernels only read the caches instead of all building them at once.
    """
    from timeline.render.assets import ensure_assets

    ensure_assets()
    tmp = tmp_path_factory.mktemp("notebooks")
    hostile = tmp / "hostile.txt"
    hostile.write_text("\n\n".join(HOSTILE_CAPTIONS), encoding="utf-8")
    by_name = {p.stem: p for p in NOTEBOOKS}
    plan = {
        "01_explore_events": (by_name["01_explore_events"], _kernel_env()),
        "01_hostile": (by_name["01_explore_events"], _kernel_env(TIMELINE_INPUTS=str(hostile))),
        "02_gazetteer_and_resolution": (by_name["02_gazetteer_and_resolution"], _kernel_env()),
        "03_your_own_captions": (by_name["03_your_own_captions"], _kernel_env(
            TIMELINE_OUTPUT_DIR=str(tmp / "output"), TIMELINE_EXAMPLE_DIR=str(tmp / "examples"))),
    }
    # A thread of its own: Playwright's sync API may already run an event loop in this one.
    with ThreadPoolExecutor(max_workers=1) as pool:
        results = pool.submit(asyncio.run, _execute_all(plan)).result()
    results["tmp"] = tmp
    return results


def _executed(runs: dict[str, object], name: str) -> nbformat.NotebookNode:
    """The executed notebook of one run; its error (with the failing cell) if it failed."""
    result = runs[name]
    if isinstance(result, BaseException):
        raise result
    return result


def _html_outputs(nb: nbformat.NotebookNode, *, marker: str | None = None) -> list[str]:
    """The text/html outputs of code cells (only those whose source holds ``marker``)."""
    found = []
    for cell in nb.cells:
        if cell.cell_type != "code" or (marker is not None and marker not in cell.source):
            continue
        for output in cell.get("outputs", []):
            html = output.get("data", {}).get("text/html")
            if html:
                found.append(html if isinstance(html, str) else "".join(html))
    return found


def _sources(nb: nbformat.NotebookNode) -> list[tuple[str, str]]:
    return [(cell.cell_type, cell.source.strip()) for cell in nb.cells]


def test_every_notebook_is_here_with_its_pair():
    assert {p.stem for p in NOTEBOOKS} == EXPECTED
    for path in NOTEBOOKS:
        assert path.with_suffix(".py").is_file(), f"{path.name} has no paired .py file"
    orphans = {p.stem for p in NOTEBOOK_DIR.glob("*.py")} - {p.stem for p in NOTEBOOKS}
    assert not orphans, f"py:percent files without a notebook: {sorted(orphans)}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_is_stored_without_outputs(path):
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            assert cell.outputs == [], f"{path.name} cell {index} has outputs; clear them"
            assert cell.execution_count is None, f"{path.name} cell {index} has an execution count"
    assert nb.metadata["kernelspec"]["name"] == "python3"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_and_py_pair_are_in_sync(path):
    pair = path.with_suffix(".py")
    from_ipynb, from_py = jupytext.read(path), jupytext.read(pair)
    assert _sources(from_ipynb) == _sources(from_py), (
        f"{path.name} and {pair.name} differ: run `jupytext --sync {pair}`")
    assert from_py.metadata["jupytext"]["formats"] == "ipynb,py:percent"
    tags = [c.metadata.get("tags", []) for c in from_ipynb.cells]
    assert tags == [c.metadata.get("tags", []) for c in from_py.cells]


def test_01_explore_events_runs(runs):
    nb = _executed(runs, "01_explore_events")
    maps = _html_outputs(nb, marker="build_map(")
    assert len(maps) == 2 and all("leaflet" in html.lower() for html in maps)
    figures = [o for c in nb.cells for o in c.get("outputs", [])
               if "application/vnd.plotly.v1+json" in o.get("data", {})]
    assert len(figures) == 4, "expected the timeline and counts figures, before and after filtering"


def test_02_gazetteer_and_resolution_runs(runs):
    nb = _executed(runs, "02_gazetteer_and_resolution")
    printed = "".join(o.get("text", "") for c in nb.cells for o in c.get("outputs", []))
    assert "after:" in printed and "user:" in printed.split("after:", 1)[1]


def test_03_your_own_captions_runs_and_writes_output(runs):
    _executed(runs, "03_your_own_captions")
    out, examples = runs["tmp"] / "output", runs["tmp"] / "examples"
    assert sorted(p.name for p in examples.iterdir()) == ["captions.csv", "captions.jsonl",
                                                          "captions.txt"]
    for name in ("events.csv", "events.geojson", "map.html", "timeline.html", "index.html"):
        assert (out / name).stat().st_size > 0, f"{name} was not written"
    geojson = json.loads((out / "events.geojson").read_text(encoding="utf-8"))
    assert len(geojson["features"]) >= 4, "most example captions should be mapped"


@pytest.mark.browser
def test_01_never_runs_markup_from_captions(runs, page):
    nb = _executed(runs, "01_hostile")
    tables = [h for h in _html_outputs(nb) if "<table" in h and "leaflet" not in h.lower()]
    assert tables and any("&lt;img src=x" in h for h in tables), "captions should show, escaped"
    for html in tables:
        assert not any(raw in html for raw in RAW_MARKUP), "a table output holds raw caption markup"
    plotly = json.dumps([o["data"]["application/vnd.plotly.v1+json"] for c in nb.cells
                         for o in c.get("outputs", [])
                         if "application/vnd.plotly.v1+json" in o.get("data", {})])
    assert not any(raw in plotly for raw in RAW_MARKUP), "a figure holds raw caption markup"
    _assert_maps_safe_offline(page, _html_outputs(nb, marker="build_map("))


def _assert_maps_safe_offline(page, maps: list[str]) -> None:
    """Open each inline map as Jupyter shows it; no caption script runs and nothing is fetched."""
    assert maps, "notebook 01 showed no map"
    requested: list[str] = []
    dialogs: list[str] = []
    page.route("**/*", lambda route: (requested.append(route.request.url), route.abort()))
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    for html in maps:
        page.set_content(f"<!doctype html><html><body>{html}</body></html>")
        page.wait_for_timeout(300)
        frames = page.frames
        assert len(frames) >= 2, "the map should render in its own iframe"
        for frame in frames:
            assert frame.evaluate("typeof window.__pwned") == "undefined", "caption script ran"
        assert any(frame.evaluate("typeof window.L") == "object" for frame in frames[1:]), (
            "Leaflet did not load inside the notebook map (assets must be inlined)")
    external = [url for url in requested if url.startswith(("http:", "https:"))]
    assert not external, f"the notebook map fetched from the network: {external[:5]}"
    assert not dialogs and not page.console_errors, (dialogs, page.console_errors)
