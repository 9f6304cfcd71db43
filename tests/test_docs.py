"""Tests that keep the docs honest: README commands, CI, schema doc, CLI help."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from timeline.cli import cli
from timeline.schema import schema_markdown

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def readme_commands() -> list[str]:
    first_block = re.search(r"```bash\n(.*?)```", README, re.DOTALL)
    assert first_block and README.index("```bash") < README.index("\n## "), "README must open with the commands"
    return [line for line in first_block.group(1).splitlines() if line.strip()]


def test_readme_starts_with_exactly_two_commands():
    commands = readme_commands()
    assert len(commands) == 2
    assert "timeline build" in commands[0]
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_test_command_verbatim():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert readme_commands()[1] in ci.splitlines()


def test_schema_doc_is_generated_from_the_code():
    doc = (ROOT / "docs" / "events-schema.md").read_text(encoding="utf-8")
    assert schema_markdown() in doc, "regenerate docs/events-schema.md from `timeline schema`"


def test_every_command_is_in_the_readme_and_has_help():
    for name, command in cli.commands.items():
        assert f"timeline {name}" in README, f"README does not mention `timeline {name}`"
        assert command.help, f"`timeline {name}` has no help text"


def test_every_output_file_is_documented():
    from timeline.outputs import OUTPUT_FILES

    doc = (ROOT / "output" / "README.md").read_text(encoding="utf-8")
    for name in OUTPUT_FILES:
        assert f"`{name}`" in doc, name


def test_the_readme_python_example_runs(sample_dir, tmp_path, monkeypatch):
    section = README[README.index("## Python API"):]
    code = re.search(r"```python\n(.*?)```", section, re.DOTALL).group(1)
    sample = sorted(sample_dir.glob("*.txt"))[0]
    (tmp_path / "captions.txt").write_text(sample.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    exec(compile(code, "README.md", "exec"), namespace)  # the documented example, as written
    assert len(namespace["events"]) == 8
    assert (tmp_path / "output" / "map.html").is_file()


def test_the_readme_s_accuracy_totals_are_the_accuracy_page_s():
    """The README's blind totals are computed from docs/accuracy.md's table (which
    tests/test_heldout.py checks against the code): ``python docs/accuracy_table.py``."""
    spec = importlib.util.spec_from_file_location("accuracy_table",
                                                  ROOT / "docs" / "accuracy_table.py")
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    doc = (ROOT / "docs" / "accuracy.md").read_text(encoding="utf-8")
    sets, captions, _ = table.blind_totals(doc)
    assert table.readme_totals(doc) in README
    assert f"({captions:,} captions in the {sets} sets written by helpers" in README
