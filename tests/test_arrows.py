"""The arrows between the layers point down only (docs/ui.md, DESIGN.md): every module's imports are read
with ``ast`` and checked against the layer it lives in.

    foundation (i18n, paths, resources, looks) <- core <- dice.rules <- dice, dominoes
        <- dice.strategy, store, text, pbm <- dice.text, dominoes.text (each game's text and mail boards)
        <- ui <- commands, cli, launcher, desktop, icon_files

Nothing below ``ui`` imports pygame; ``ui`` imports neither the command line nor the launcher. No module
takes part in an import circle (imports for type checking count: a circle of types is still one to hold in
mind); no look imports another and the kit imports no look; no class in ``ui`` has more than
``MAX_METHODS`` methods (a style's drawing primitives excepted, by class name). ``tools/layers_report.py``
prints the circles and the largest classes.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "ynot"

#: A game's package, and its sub-packages by their role, for every game ``ynot/games.py`` announces (a new
#: game needs no line here): its rules below its machine, its strategy above it, its text and mail boards
#: above the text-play frame and play by mail.
GAME_FLOOR = 3
GAME_PARTS = {"rules": 2, "strategy": 4, "text": 5}


def shipped_games(root: Path = PACKAGE) -> list[str]:
    """The package of each game ``ynot/games.py`` announces (the first module its ``announce`` names)."""
    found = []
    for node in ast.walk(ast.parse((root / "games.py").read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "announce" and len(node.args) >= 2:
            found.append(ast.literal_eval(node.args[1])[0].split(".")[1])
    return found


def game_floors(root: Path = PACKAGE) -> dict[str, int]:
    """Each shipped game's package and sub-packages, and their floors."""
    floors = {}
    for game in shipped_games(root):
        floors[game] = GAME_FLOOR
        for sub in (root / game).iterdir():
            if sub.is_dir() and sub.name != "__pycache__":
                floors[f"{game}.{sub.name}"] = GAME_PARTS.get(sub.name, GAME_FLOOR)
    return floors


#: Each top-level part of the package and its floor; a module may import only its own floor or lower.
FLOORS = {
    "ynot": 0,  # the package's own __init__ (its version)
    "i18n": 0,
    "paths": 0,
    "resources": 0,
    "looks": 0,
    "terminal": 0,
    "lazy": 0,
    "logs": 0,
    "logfile": 0,
    "core": 1,
    **game_floors(),  # the games: their rules 2, the game 3, its strategy 4, its text and mail boards 5
    "store": 4,
    "text": 4,
    "pbm": 4,
    "games": 4,
    "ui": 6,
    "commands": 7,
    "cli": 7,
    "launcher": 7,
    "desktop": 7,
    "icon_files": 7,
    "__main__": 7,
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
    if len(parts) > 2 and f"{parts[1]}.{parts[2]}" in FLOORS:  # a game's rules, strategy, text boards
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
    for game in shipped_games():  # a game's sub-packages: each has a floor of its own
        parts |= {f"{game}.{p.name}" for p in (PACKAGE / game).iterdir() if p.is_dir() and p.name != "__pycache__"}
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


# --- circles, looks, class sizes ------------------------------------------------------------------------
LOOKS_FOLDER = ("ui",)  # the looks are the packages under ynot/ui other than the kit
NOT_LOOKS = {"kit", "__pycache__"}
MAX_METHODS = 25
#: Classes allowed more methods: a style's drawing primitives (QStyle's model: one method a primitive).
STYLE_CLASS = re.compile(r"Style$")
#: Modules of a look that draw (its style, pictures, fonts, screens); the rest is behaviour and input.
DRAWING = re.compile(r"(style|look|screen|icons|art|paint|port|fonts?|case|chrome|card|tiles|crosses|layout)$")


def module_graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    """Every module of the package and the modules of the package it imports (``from . import x`` of a
    module ``x`` names that module; of anything else, the package)."""
    modules = {module_name(path, root): path for path in root.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    module = ".".join(base + ([node.module] if node.module else []))
                else:
                    module = node.module or ""
                targets = [f"{module}.{a.name}" if f"{module}.{a.name}" in modules else module for a in node.names]
            graph[name] |= {target for target in targets if target in modules and target != name}
    return graph


def import_circles(root: Path = PACKAGE) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted, by first name."""
    graph = module_graph(root)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:  # iterative, so a deep package cannot exhaust the recursion
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(found)


def look_of(module: str) -> str | None:
    """The look a module belongs to (``ynot.ui.<look>...``), or None."""
    parts = module.split(".")
    if len(parts) > 3 and parts[1] == "ui" and parts[2] not in NOT_LOOKS:
        return parts[2]
    return None


def look_packages(root: Path = PACKAGE) -> set[str]:
    ui = root / "ui"
    return {p.name for p in ui.iterdir() if p.is_dir() and p.name not in NOT_LOOKS} if ui.is_dir() else set()


def crossed_looks(root: Path = PACKAGE) -> list[str]:
    """One sentence per import of a look by another look, or by the kit."""
    looks = look_packages(root)
    problems = []
    for name, targets in module_graph(root).items():
        here = look_of(name) if name.split(".")[2:3] != ["kit"] else "kit"
        for target in sorted(targets):
            parts = target.split(".")
            there = parts[2] if len(parts) > 2 and parts[1] == "ui" and parts[2] in looks else None
            if there is None or here is None or here == there:
                continue
            who = "the kit" if here == "kit" else f"the {here} look"
            problems.append(f"{name}: {who} imports {target} of the {there} look")
    return problems


def class_sizes(root: Path = PACKAGE) -> list[tuple[str, int]]:
    """(module.Class, methods defined in its body) for every class, largest first."""
    sizes = []
    for path in root.rglob("*.py"):
        name = module_name(path, root)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ClassDef):
                methods = [n for n in node.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
                sizes.append((f"{name}.{node.name}", len(methods)))
    return sorted(sizes, key=lambda item: (-item[1], item[0]))


def oversized_classes(root: Path = PACKAGE) -> list[str]:
    """Classes in ``ui`` over :data:`MAX_METHODS` methods, styles excepted."""
    return [
        f"{name} has {count} methods (at most {MAX_METHODS})"
        for name, count in class_sizes(root)
        if count > MAX_METHODS and name.split(".")[1:2] == ["ui"] and not STYLE_CLASS.search(name)
    ]


def look_lines(root: Path = PACKAGE) -> dict[str, tuple[int, int]]:
    """Per look: (lines of its style and drawing modules, lines of the rest)."""
    counted = {}
    for look in sorted(look_packages(root)):
        drawing = rest = 0
        for path in (root / "ui" / look).rglob("*.py"):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if DRAWING.search(path.stem):
                drawing += lines
            else:
                rest += lines
        counted[look] = (drawing, rest)
    return counted


def test_no_import_circles():
    assert import_circles() == []


def test_no_look_imports_another_and_the_kit_imports_no_look():
    assert crossed_looks() == []


def test_no_class_in_the_ui_is_too_large():
    assert oversized_classes() == []


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "ynot"
    for where, text in files.items():
        path = root / where
        path.parent.mkdir(parents=True, exist_ok=True)
        for folder in [root, *path.relative_to(root).parents]:
            init = root / folder / "__init__.py"
            if not init.exists():
                init.write_text("")
        path.write_text(text)
    return root


def test_a_circle_is_found_even_through_type_checking(tmp_path):
    root = _package(
        tmp_path,
        {
            "ui/a/controller.py": "from . import helper\n",
            "ui/a/helper.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .controller import C\n",
            "ui/a/free.py": "from .helper import x\n",
        },
    )
    assert import_circles(root) == [["ynot.ui.a.controller", "ynot.ui.a.helper"]]


@pytest.mark.parametrize(
    ("files", "complaint"),
    [
        ({"ui/mac/x.py": "from ..psion.style import S\n", "ui/psion/style.py": ""}, "the mac look imports"),
        ({"ui/kit/x.py": "from ..amiga import style\n", "ui/amiga/style.py": ""}, "the kit imports"),
    ],
)
def test_a_look_importing_another_or_the_kit_importing_a_look_is_found(tmp_path, files, complaint):
    problems = crossed_looks(_package(tmp_path, files))
    assert len(problems) == 1 and complaint in problems[0]


def test_a_large_class_is_found_but_a_style_is_excused(tmp_path):
    body = "".join(f"    def m{i}(self): pass\n" for i in range(MAX_METHODS + 1))
    root = _package(tmp_path, {"ui/kit/big.py": f"class Big:\n{body}\nclass BigStyle:\n{body}"})
    assert oversized_classes(root) == [f"ynot.ui.kit.big.Big has {MAX_METHODS + 1} methods (at most {MAX_METHODS})"]
