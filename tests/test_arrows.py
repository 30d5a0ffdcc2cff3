"""The arrows between the layers point down only (docs/ui.md, DESIGN.md): every module's imports are read
with ``ast`` and checked against the layer it lives in.

    foundation (i18n, paths, resources, looks) <- core <- dice.rules <- dice, dominoes
        <- dice.strategy, store, text <- ui <- commands, cli, launcher, desktop, icon_files

Nothing below ``ui`` imports pygame; ``ui`` imports neither the command line nor the launcher.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "ynot"

#: Each top-level part of the package and its floor; a module may import only its own floor or lower.
FLOORS = {
    "ynot": 0,  # the package's own __init__ (its version)
    "i18n": 0,
    "paths": 0,
    "resources": 0,
    "looks": 0,
    "terminal": 0,
    "core": 1,
    "dice.rules": 2,
    "dice": 3,
    "dominoes": 3,
    "dice.strategy": 4,
    "store": 4,
    "text": 4,
    "games": 4,
    "ui": 5,
    "commands": 6,
    "cli": 6,
    "launcher": 6,
    "desktop": 6,
    "icon_files": 6,
    "__main__": 6,
}
UI_FLOOR = FLOORS["ui"]


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, root: Path) -> list[tuple[int, str]]:
    """(line, absolute module) for every import in the file, relative ones resolved."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if module == root.name:  # from . import paths: each name is a module of its own
                found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
            else:
                found.append((node.lineno, module))
    return found


def part_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) > 2 and f"{parts[1]}.{parts[2]}" in FLOORS:  # the dice game's rules and strategy
        return f"{parts[1]}.{parts[2]}"
    return parts[1] if len(parts) > 1 else parts[0]


def wrong_arrows(root: Path = PACKAGE) -> list[str]:
    """One sentence per import that points up a floor, or brings pygame below the UI."""
    problems = []
    for path in sorted(root.rglob("*.py")):
        here = part_of(module_name(path, root))
        floor = FLOORS.get(here)
        if floor is None:
            problems.append(f"{path.relative_to(root.parent)}: {here!r} has no floor in tests/test_arrows.py")
            continue
        for line, target in imports_of(path, root):
            where = f"{path.relative_to(root.parent)}:{line}"
            top = target.split(".")[0]
            if top == "pygame" and floor < UI_FLOOR:
                problems.append(f"{where}: {here} imports pygame (only ui and above may)")
            if top != root.name:
                continue
            there = part_of(target)
            if FLOORS.get(there, 0) > floor:
                problems.append(f"{where}: {here} imports {target}, a floor above it")
    return problems


def test_every_arrow_points_down():
    assert wrong_arrows() == []


def test_every_part_of_the_package_has_a_floor():
    parts = {p.stem if p.is_file() else p.name for p in PACKAGE.iterdir() if p.suffix == ".py" or p.is_dir()}
    parts |= {f"dice.{p.name}" for p in (PACKAGE / "dice").iterdir() if p.is_dir() and p.name != "__pycache__"}
    parts.discard("__pycache__")
    parts.discard("__init__")
    assert parts <= set(FLOORS)


@pytest.mark.parametrize(
    ("where", "text", "complaint"),
    [
        ("dice/rules/bad.py", "from ..machine import DiceGame\n", "dice.rules imports ynot.dice.machine"),
        ("core/bad.py", "import pygame\n", "core imports pygame"),
        ("ui/bad.py", "from ..cli import main\n", "ui imports ynot.cli"),
        ("ui/deep/bad.py", "from ...launcher import x\n", "ui imports ynot.launcher"),
        ("store/bad.py", "from .. import ui\n", "store imports ynot.ui"),
    ],
)
def test_an_arrow_pointing_up_is_found(tmp_path, where, text, complaint):
    root = tmp_path / "ynot"
    for folder in ("dice", "dice/rules", "core", "ui", "ui/deep", "store"):
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "__init__.py").write_text("")
    (root / "__init__.py").write_text("")
    (root / where).write_text(text)
    problems = wrong_arrows(root)
    assert len(problems) == 1 and complaint in problems[0] and where.split("/")[-1] in problems[0]
