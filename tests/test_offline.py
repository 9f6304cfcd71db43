"""No network at run time: the whole build with sockets disabled, and pages that load nothing remote.

The asset cache (pinned npm tarballs) and the gazetteer index are warmed
explicitly first, outside the guard, so the tests do not depend on the order
they run in; after that nothing may open a socket. The subprocess test also
runs in a network namespace of its own where the system allows one (``unshare
-n``), so even a child process such as ``npm`` could not reach the network.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from timeline.outputs import OUTPUT_FILES

ROOT = Path(__file__).resolve().parents[1]
PAGES = ("map.html", "timeline.html", "index.html")
# Python-level guard for the child interpreter: any socket use fails loudly.
GUARDED_CLI = """
import socket, sys
def guard(*args, **kwargs):
    raise OSError("network access attempted during an offline build")
socket.socket.connect = socket.socket.connect_ex = guard
socket.create_connection = socket.getaddrinfo = guard
from timeline.cli import main
sys.argv = ["timeline", *sys.argv[1:]]
main()
"""
# A tag that makes the browser fetch something: script/link/img/iframe/source with a remote address.
REMOTE_FETCH = re.compile(
    r"<(?:script|link|img|iframe|source|embed)\b[^>]*?\b(?:src|href)\s*=\s*[\"']?(?:https?:)?//",
    re.IGNORECASE,
)
REMOTE_CSS = re.compile(r"url\(\s*[\"']?(?:https?:)?//", re.IGNORECASE)


@pytest.fixture(scope="module")
def warm_caches():
    """Fetch (or verify) the pinned assets and load the gazetteer while the network is still allowed."""
    import gazetteer
    from timeline.render.assets import ensure_assets

    ensure_assets()
    gazetteer.load()


def offline_prefix() -> list[str]:
    """``unshare -n`` when this system lets us drop the network namespace, else nothing (the guard remains)."""
    try:
        probe = subprocess.run(
            ["unshare", "-n", "true"], capture_output=True, timeout=10, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return []
    return ["unshare", "-n"] if probe.returncode == 0 else []


def test_build_and_write_outputs_in_process_with_sockets_disabled(
    warm_caches, no_network, sample_dir, tmp_path
):
    from timeline.events import build
    from timeline.outputs import write_outputs

    result = build([sample_dir])
    written = write_outputs(result.events, tmp_path / "output")
    assert {p.name for p in written} >= set(OUTPUT_FILES)
    assert result.counts.records == 16 and result.counts.mapped > 0


def test_command_line_build_in_a_process_without_network(warm_caches, sample_dir, tmp_path):
    out = tmp_path / "output"
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
        "npm_config_offline": "true",
        "NO_PROXY": "*",
        "HTTPS_PROXY": "http://0.0.0.0:9",
        "HTTP_PROXY": "http://0.0.0.0:9",
    }
    result = subprocess.run(
        [
            *offline_prefix(),
            sys.executable,
            "-c",
            GUARDED_CLI,
            "build",
            str(sample_dir),
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "network access attempted" not in result.stderr and "Traceback" not in result.stderr
    assert set(OUTPUT_FILES) <= {p.name for p in out.iterdir()}


@pytest.fixture(scope="module")
def offline_outputs(warm_caches, sample_dir, tmp_path_factory) -> Path:
    from timeline.events import build
    from timeline.outputs import write_outputs

    out = tmp_path_factory.mktemp("offline") / "output"
    write_outputs(build([sample_dir]).events, out)
    return out


@pytest.mark.parametrize("name", PAGES)
def test_pages_name_nothing_remote_to_fetch(offline_outputs, name):
    html = (offline_outputs / name).read_text(encoding="utf-8")
    assert not REMOTE_FETCH.findall(html), f"{name} fetches {REMOTE_FETCH.findall(html)[:3]}"
    assert not REMOTE_CSS.findall(html), f"{name} has CSS loading a remote url()"


@pytest.mark.browser
@pytest.mark.parametrize("name", PAGES)
def test_pages_work_in_a_browser_that_cannot_reach_the_network(page, offline_outputs, name):
    blocked: list[str] = []

    def only_local(route):
        url = route.request.url
        if url.startswith(("file:", "data:", "blob:", "about:")):
            route.continue_()
        else:
            blocked.append(url)
            route.abort()

    page.route("**/*", only_local)
    page.goto((offline_outputs / name).as_uri())
    page.wait_for_load_state("load")
    if name != "timeline.html":
        page.wait_for_function(
            "window.L !== undefined && window.timelineMap && window.timelineMap.ready === true",
            timeout=15_000,
        )
        assert page.evaluate("timelineMap.visibleEventCount()") > 0
    if name != "map.html":
        page.wait_for_function(
            "window.Plotly !== undefined && document.querySelector('.js-plotly-plot .main-svg')",
            timeout=15_000,
        )
    assert blocked == [], f"{name} tried to reach {blocked[:5]}"
    assert page.failed_requests == [] and page.console_errors == [], (
        page.failed_requests,
        page.console_errors,
    )
