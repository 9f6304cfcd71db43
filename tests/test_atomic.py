"""Outputs are atomic: an interrupted build leaves the previous complete files.

The unit tests pin down :mod:`timeline.atomic`. The end-to-end test runs a real
build in a subprocess, lets it finish (build A), then starts a second build on
different captions (build B) and kills it with SIGKILL while it writes, at
several points. Every output file must then be build A's file byte for byte, or
a complete file of build B: parseable CSV, JSON, GeoJSON and Parquet, HTML that
ends with ``</html>``. A half-written file would fail one of those checks.
"""

from __future__ import annotations

import csv
import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from timeline.atomic import atomic_write, write_bytes_atomic, write_text_atomic

ROOT = Path(__file__).resolve().parents[1]
CITIES = [
    "Aleppo, Syria",
    "Mosul, Iraq",
    "Sanaa, Yemen",
    "Benghazi, Libya",
    "Homs, Syria",
    "Aden, Yemen",
    "Tikrit, Iraq",
    "Damascus, Syria",
    "Taiz, Yemen",
    "Raqqa, Syria",
    "Kabul, Afghanistan",
    "Gaza City, Gaza",
    "Kyiv, Ukraine",
    "Khartoum, Sudan",
    "Mogadishu, Somalia",
    "Tripoli, Libya",
    "Beirut, Lebanon",
]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


# --- timeline.atomic, unit by unit. ---


def temporary_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_the_target_keeps_its_old_content_until_the_write_completes(tmp_path):
    target = tmp_path / "events.csv"
    target.write_text("old\n")
    with atomic_write(target) as handle:
        handle.write("new\n")
        handle.flush()
        assert target.read_text() == "old\n"
        assert len(temporary_files(tmp_path)) == 1
    assert target.read_text() == "new\n"
    assert temporary_files(tmp_path) == []


def test_an_error_mid_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "map.html"
    target.write_text("<html>old</html>")
    with pytest.raises(RuntimeError, match="disk on fire"), atomic_write(target) as handle:
        handle.write("<html>half")
        raise RuntimeError("disk on fire")
    assert target.read_text() == "<html>old</html>"
    assert temporary_files(tmp_path) == []


def test_text_and_bytes_helpers_write_exactly_what_they_are_given(tmp_path):
    text = "line one\r\nline two\n\u062d\u0644\u0628 \U0001f600"
    path = write_text_atomic(tmp_path / "deep" / "er" / "page.html", text)
    assert path.read_bytes() == text.encode("utf-8")
    blob = bytes(range(256))
    assert write_bytes_atomic(tmp_path / "events.parquet", blob).read_bytes() == blob
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_temporary_file_is_a_hidden_sibling(tmp_path):
    with atomic_write(tmp_path / "events.geojson") as handle:
        (name,) = temporary_files(tmp_path)
        handle.write("{}")
    assert name.startswith(".events.geojson.") and name.endswith(".tmp")


# --- kill -9 during a real build. ---


def write_captions(path: Path, count: int, *, variant: str) -> Path:
    """``count`` distinct, dated, placed captions (``variant`` makes two corpora differ)."""
    lines = []
    for i in range(count):
        city = CITIES[i % len(CITIES)]
        month = MONTHS[(i // len(CITIES)) % 12]
        year = 2005 + (i // (len(CITIES) * 12)) % 15
        lines.append(
            f"{variant} group {i} gathers in {city} {month} {1 + i % 28}, {year}. "
            f"(Photo by Sam Lee/Reuters)"
        )
    path.write_text("\n\n".join(lines), encoding="utf-8")
    return path


def command(source: Path, out: Path) -> list[str]:
    return [sys.executable, "-m", "timeline.cli", "build", str(source), "--out", str(out)]


def environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


def build_to_completion(source: Path, out: Path) -> dict[str, bytes]:
    result = subprocess.run(
        command(source, out),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=environment(),
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return snapshot(out)


def snapshot(out: Path) -> dict[str, bytes]:
    return {
        p.name: p.read_bytes() for p in out.iterdir() if p.is_file() and not p.name.endswith(".tmp")
    }


def restore(out: Path, outputs: dict[str, bytes]) -> None:
    """Put a complete earlier build's files in ``out`` (as if that build had just run there)."""
    out.mkdir(parents=True, exist_ok=True)
    for name, data in outputs.items():
        (out / name).write_bytes(data)


def kill_while_writing(source: Path, out: Path, nth: int) -> list[str]:
    """Start a build and SIGKILL it when its ``nth`` temporary output file appears; return the ones seen."""
    process = subprocess.Popen(
        command(source, out),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=environment(),
        cwd=ROOT,
    )
    seen: list[str] = []
    deadline = time.monotonic() + 300
    try:
        while process.poll() is None and time.monotonic() < deadline and len(seen) < nth:
            seen += [
                e.name for e in os.scandir(out) if e.name.endswith(".tmp") and e.name not in seen
            ]
            time.sleep(0.0002)
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL, (
        f"the build ended on its own before the kill (saw {seen})"
    )
    return seen


def complete(name: str, data: bytes) -> bool:
    """Is ``data`` a whole file of its kind? (A truncated one fails to parse or lacks its end.)"""
    if name.endswith(".csv"):
        rows = list(csv.reader(data.decode("utf-8").splitlines()))
        return bool(rows) and all(len(row) == len(rows[0]) for row in rows) and data.endswith(b"\n")
    if name.endswith((".json", ".geojson")):
        document = json.loads(data)
        return name != "events.geojson" or document.get("type") == "FeatureCollection"
    if name.endswith(".parquet"):
        import io

        pq.read_table(io.BytesIO(data))
        return True
    if name.endswith(".html"):
        return data.rstrip().endswith(b"</html>")
    return True


@pytest.fixture(scope="module")
def corpora(tmp_path_factory) -> tuple[Path, Path, dict[str, bytes], dict[str, bytes]]:
    """Two different corpora and the complete outputs of each (B's in a separate folder)."""
    root = tmp_path_factory.mktemp("atomic")
    first = write_captions(root / "a.txt", 250, variant="Crowd")
    second = write_captions(root / "b.txt", 500, variant="Convoy")
    return (
        first,
        second,
        build_to_completion(first, root / "a-out"),
        build_to_completion(second, root / "b-out"),
    )


@pytest.mark.parametrize("nth", [1, 4, 7])
def test_kill_during_write_leaves_previous_or_new_complete_outputs(corpora, tmp_path, nth):
    _, second, outputs_a, outputs_b = corpora
    out = tmp_path / "output"
    restore(out, outputs_a)
    a_now = snapshot(out)
    seen = kill_while_writing(second, out, nth)
    after = snapshot(out)
    assert after.keys() == a_now.keys(), "an output file vanished or a partial one appeared"
    changed = []
    for name, data in after.items():
        if data == a_now[name]:
            continue
        changed.append(name)
        assert data == outputs_b.get(name) or complete(name, data), (
            f"{name} is half-written (temps seen: {seen})"
        )
        assert complete(name, data) and data != a_now[name]
    if nth > 1:
        assert changed, f"nothing was replaced before the kill at temporary file {nth} ({seen})"


def test_next_build_after_a_kill_leaves_no_temporary_files(corpora, tmp_path):
    first, second, outputs_a, _ = corpora
    out = tmp_path / "output"
    restore(out, outputs_a)
    kill_while_writing(second, out, 2)
    build_to_completion(first, out)
    assert temporary_files(out) == []
