"""The notebooks: each runs top to bottom, is stored without outputs, and matches its .py pair.

Each notebook is executed with nbclient in a real ``python3`` kernel, with a
first cell added (in memory only) that refuses any socket connection that is not
to this machine, so a notebook that needs the internet fails here. Notebook 01
is also run on captions holding markup and script, and its table and map
outputs are opened in Debian chromium to check nothing in a caption runs.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import jupytext
import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOK_DIR = Path(__file__).resolve().parent.parent / "notebooks"
NOTEBOOKS = sorted(NOTEBOOK_DIR.glob("*.ipynb"))
CELL_TIMEOUT = 120
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
    'Protesters hold a sign reading <img src=x onerror="window.__pwned=1"> in Sanaa, Yemen '
    "December 11, 2016. (Photo by Khaled Abdullah/Reuters)",
    "A banner reads ${window.__pwned=2} during a rally in Aleppo, Syria on December 15, 2016. "
    "(Photo by Karam Al-Masri/AFP)",
    "Graffiti reading </script><script>window.__pwned=3</script> on a wall in Mosul, Iraq "
    "December 10, 2016. (Photo by Alaa Al-Marjani/Reuters)",
    "A poster <b onmouseover=alert(4)>bold</b> & 'quotes' in Damascus, Syria September 6, 2016. "
    "(Photo by Ammar Abdullah/Reuters)",
]
RAW_MARKUP = ("<img src=x onerror", "<script>window.__pwned", "<b onmouseover")


@pytest.fixture(autouse=True)
def _kernel_imports_this_checkout(monkeypatch):
    """The kernel starts in notebooks/, so point it at this checkout's packages."""
    root = str(NOTEBOOK_DIR.parent)
    existing = os.environ.get("PYTHONPATH")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([root, existing]) if existing else root)


def _execute(path: Path) -> nbformat.NotebookNode:
    """Run a notebook (from its own folder, as Jupyter does) behind the network guard."""
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(0, nbformat.v4.new_code_cell(NETWORK_GUARD))
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    nb.cells.pop(0)
    return nb


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


def test_01_explore_events_runs(monkeypatch):
    monkeypatch.delenv("TIMELINE_INPUTS", raising=False)
    nb = _execute(NOTEBOOK_DIR / "01_explore_events.ipynb")
    maps = _html_outputs(nb, marker="build_map(")
    assert len(maps) == 2 and all("leaflet" in html.lower() for html in maps)
    figures = [o for c in nb.cells for o in c.get("outputs", [])
               if "application/vnd.plotly.v1+json" in o.get("data", {})]
    assert len(figures) == 4, "expected the timeline and counts figures, before and after filtering"


def test_02_gazetteer_and_resolution_runs(monkeypatch):
    nb = _execute(NOTEBOOK_DIR / "02_gazetteer_and_resolution.ipynb")
    printed = "".join(o.get("text", "") for c in nb.cells for o in c.get("outputs", []))
    assert "after:" in printed and "Zaatari" in printed.split("after:", 1)[1]


def test_03_your_own_captions_runs_and_writes_output(monkeypatch, tmp_path):
    out, examples = tmp_path / "output", tmp_path / "example_inputs"
    monkeypatch.setenv("TIMELINE_OUTPUT_DIR", str(out))
    monkeypatch.setenv("TIMELINE_EXAMPLE_DIR", str(examples))
    _execute(NOTEBOOK_DIR / "03_your_own_captions.ipynb")
    assert sorted(p.name for p in examples.iterdir()) == ["captions.csv", "captions.jsonl",
                                                          "captions.txt"]
    for name in ("events.csv", "events.geojson", "map.html", "timeline.html", "index.html"):
        assert (out / name).stat().st_size > 0, f"{name} was not written"
    geojson = json.loads((out / "events.geojson").read_text(encoding="utf-8"))
    assert len(geojson["features"]) >= 4, "most example captions should be mapped"


@pytest.mark.browser
def test_01_never_runs_markup_from_captions(monkeypatch, tmp_path, page):
    captions = tmp_path / "hostile.txt"
    captions.write_text("\n\n".join(HOSTILE_CAPTIONS), encoding="utf-8")
    monkeypatch.setenv("TIMELINE_INPUTS", str(captions))
    nb = _execute(NOTEBOOK_DIR / "01_explore_events.ipynb")
    tables = [h for h in _html_outputs(nb) if "<table" in h and "leaflet" not in h.lower()]
    assert tables and any("&lt;img src=x" in h for h in tables), "captions should show, escaped"
    for html in tables:
        assert not any(raw in html for raw in RAW_MARKUP), "a table output holds raw caption markup"
    plotly = json.dumps([o["data"]["application/vnd.plotly.v1+json"] for c in nb.cells
                         for o in c.get("outputs", []) if "application/vnd.plotly.v1+json" in o.get("data", {})])
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
