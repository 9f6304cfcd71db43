"""The command line, end to end on the real sample, in a real subprocess."""

from __future__ import annotations

import csv
import json
import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from timeline.cli import cli

EXPECTED_FILES = {"events.csv", "events.geojson", "events.parquet", "timelinejs.json",
                  "unresolved.csv", "map.html", "timeline.html", "index.html"}


def run_timeline(*args, cwd=None, input=None):
    return subprocess.run([sys.executable, "-m", "timeline.cli", *args], capture_output=True,
                          text=True, cwd=cwd, input=input, timeout=300)


@pytest.fixture(scope="module")
def sample_output(tmp_path_factory):
    out = tmp_path_factory.mktemp("build") / "output"
    result = run_timeline("build", "--out", str(out))
    assert result.returncode == 0, result.stderr
    return out, result


def test_build_on_the_bundled_sample_writes_every_output(sample_output):
    out, result = sample_output
    assert EXPECTED_FILES <= {p.name for p in out.iterdir()}
    summary = result.stdout.strip().splitlines()[-1]
    numbers = dict((k, int(v)) for v, k in re.findall(r"(\d+) (records|events|duplicates|mapped|unresolved)", summary))
    assert numbers == {"records": 16, "events": 14, "duplicates": 2,
                       "mapped": numbers["mapped"], "unresolved": 14 - numbers["mapped"]}


def test_every_event_is_on_the_map_or_unresolved(sample_output):
    out, _ = sample_output
    with open(out / "events.csv", newline="", encoding="utf-8") as handle:
        events = list(csv.DictReader(handle))
    with open(out / "unresolved.csv", newline="", encoding="utf-8") as handle:
        unresolved = {row["event_id"] for row in csv.DictReader(handle)}
    features = json.loads((out / "events.geojson").read_text())["features"]
    mapped = {f["properties"]["event_id"] for f in features if f["properties"]["status"] == "mapped"}
    assert len(events) == 14
    assert mapped | unresolved == {row["event_id"] for row in events}
    assert not mapped & unresolved


def test_bad_input_exits_non_zero_with_one_line_naming_the_file(tmp_path):
    bad = tmp_path / "photo.jpg"
    bad.write_bytes(b"\xff\xd8\xff\xe0")
    result = run_timeline("build", str(bad), "--out", str(tmp_path / "out"))
    assert result.returncode != 0
    assert result.stderr.strip().count("\n") == 0
    assert str(bad) in result.stderr and "unsupported file type" in result.stderr
    missing = run_timeline("build", str(tmp_path / "missing.txt"), "--out", str(tmp_path / "out"))
    assert missing.returncode != 0 and "missing.txt: no such file" in missing.stderr


def test_bad_line_is_a_warning_and_strict_makes_it_an_error(tmp_path):
    feed = tmp_path / "feed.jsonl"
    feed.write_text('{"text": "Boys walk in Douma, Syria December 30, 2016."}\n{broken\n')
    ok = run_timeline("build", str(feed), "--out", str(tmp_path / "out"))
    assert ok.returncode == 0, ok.stderr
    assert f"warning: {feed}:2: not valid JSON" in ok.stderr
    assert "1 records read" in ok.stdout and "1 input problem" in ok.stdout
    strict = run_timeline("build", str(feed), "--strict", "--out", str(tmp_path / "out2"))
    assert strict.returncode != 0 and f"{feed}:2: not valid JSON" in strict.stderr


def test_stdin_input(tmp_path):
    result = run_timeline("build", "-", "--out", str(tmp_path / "out"),
                          input="Boys walk in Douma, Syria December 30, 2016.\n\nA second caption.\n")
    assert result.returncode == 0, result.stderr
    assert "2 records read" in result.stdout


@pytest.mark.parametrize("command", [[], ["build"], ["render"], ["evaluate"], ["geocode"], ["schema"]])
def test_help_explains_every_option(command):
    result = CliRunner().invoke(cli, [*command, "--help"])
    assert result.exit_code == 0
    target = cli if not command else cli.commands[command[0]]
    for param in target.params:
        if param.param_type_name == "option":
            assert param.opts[-1] in result.output
            assert param.help, f"{command} {param.opts} has no help text"


def test_stream_then_render_gives_the_same_events_as_a_build(sample_output, tmp_path):
    out, _ = sample_output
    streamed = tmp_path / "streamed"
    result = run_timeline("build", "--stream", "--out", str(streamed))
    assert result.returncode == 0, result.stderr
    assert "14 events + 2 duplicates" in result.stdout
    assert sorted(p.name for p in streamed.iterdir()) == ["events.parquet"]
    drawn = run_timeline("render", str(streamed / "events.parquet"), "--out", str(streamed))
    assert drawn.returncode == 0, drawn.stderr
    for name in ("events.csv", "events.geojson", "unresolved.csv", "timelinejs.json"):
        assert (streamed / name).read_bytes() == (out / name).read_bytes(), name


def test_render_refuses_a_file_that_is_not_events_parquet(tmp_path):
    bogus = tmp_path / "events.parquet"
    bogus.write_text("not parquet")
    result = run_timeline("render", str(bogus), "--out", str(tmp_path / "out"))
    assert result.returncode != 0
    assert f"{bogus}: not an events Parquet file" in result.stderr
    assert "Traceback" not in result.stderr


def test_stream_refuses_options_it_cannot_honour_and_empty_input(tmp_path):
    flags = run_timeline("build", "--stream", "--images", "--out", str(tmp_path / "out"))
    assert flags.returncode != 0 and "--stream writes only events.parquet" in flags.stderr
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    nothing = run_timeline("build", str(empty), "--stream", "--out", str(tmp_path / "out"))
    assert nothing.returncode != 0 and "no captions were read" in nothing.stderr
    assert not (tmp_path / "out" / "events.parquet").exists()
