"""The flow of data is one-way, and every module says what it exports.

records -> understand -> gazetteer -> events -> render / export. A stage never
imports a later one, the gazetteer knows nothing of captions or charts, and
rendering knows nothing of parsing.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MODULES = sorted(p for pkg in ("timeline", "gazetteer") for p in (ROOT / pkg).rglob("*.py"))

FORBIDDEN = {
    "gazetteer": ("timeline",),
    "timeline.records": ("timeline.understand", "timeline.events", "timeline.render", "timeline.export",
                         "gazetteer"),
    "timeline.understand": ("timeline.events", "timeline.render", "timeline.export", "timeline.records",
                            "timeline.outputs", "pandas"),
    "timeline.render": ("timeline.understand", "timeline.records", "timeline.events", "gazetteer"),
    "timeline.export": ("timeline.understand", "timeline.records", "timeline.render", "gazetteer"),
    "timeline.schema": ("timeline.understand", "timeline.render", "timeline.events", "gazetteer"),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rsplit(".", 1)[0]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names.add(target)
            names.update(f"{target}.{alias.name}" for alias in node.names)
    return names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_no_module_imports_against_the_flow(path):
    name = module_name(path)
    rules = [banned for stage, banned in FORBIDDEN.items() if name == stage or name.startswith(stage + ".")]
    imports = imported_names(path)
    for banned in (b for group in rules for b in group):
        offenders = sorted(i for i in imports if i == banned or i.startswith(banned + "."))
        assert not offenders, f"{name} imports {offenders}, against the flow"


@pytest.mark.parametrize("path", [p for p in MODULES if p.name != "__main__.py"], ids=lambda p: module_name(p))
def test_every_module_declares_its_exports(path):
    module = importlib.import_module(module_name(path))
    exported = getattr(module, "__all__", None)
    assert exported is not None, f"{module.__name__} has no __all__"
    for name in exported:
        assert hasattr(module, name), f"{module.__name__}.__all__ names {name!r}, which it lacks"
