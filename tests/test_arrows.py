"""The arrows between the layers point down only (docs/ui.md, DESIGN.md): every module's imports are read
with ``ast`` and checked against the layer it lives in.

    foundation (i18n, paths, resources, looks) <- core <- dice.rules <- dice, dominoes
        <- dice.strategy, store, text, pbm <- dice.text, dominoes.text (each game's text and mail boards)
        <- ui <- commands, cli, launcher, desktop, icon_files

Nothing below ``ui`` imports pygame; ``ui`` imports neither the command line nor the launcher. No module
takes part in an import circle (imports for type checking count: a circle of types is still one to hold in
mind); no look imports another and the kit imports no look; no class in ``ui`` mixes jobs (it draws and
calls the store, or it handles input and works out the game's rules: :func:`mixed_jobs`, docs/ui.md "One job
a class"). ``tools/layers_report.py`` prints the circles, the largest classes and the classes that mix jobs.
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


# --- one job a class ---------------------------------------------------------------------------------
#: The games' rules: the modules that work out what scores and what is legal. A look asks the game (its
#: actions, events, state and view models); a class that takes input and calls these does the game's job.
RULES_MODULES = re.compile(
    r"^ynot\.(dice\.(rules\.(scoring|scorecard|dice)|machine)|dominoes\.(scoring|layout|machine))$"
)
#: Of those modules, what names or reads rather than decides: a box's label, a record's words.
NOT_RULES = re.compile(r"^(parse_|category_label$)")
#: The events a class that handles input reads.
INPUT_EVENTS = frozenset(("KEYDOWN", "KEYUP", "MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "MOUSEMOTION", "MOUSEWHEEL",
                          "TEXTINPUT"))


def rule_functions(root: Path = PACKAGE) -> set[str]:
    """The names of the functions in the games' rules modules (:data:`RULES_MODULES`)."""
    names = set()
    for path in root.rglob("*.py"):
        if RULES_MODULES.match(module_name(path, root)):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            names |= {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    return {name for name in names if not name.startswith("_") and not NOT_RULES.match(name)}


def class_jobs(node: ast.ClassDef, rules: set[str]) -> dict[str, str]:
    """The jobs a class does, each with the first sign of it read in its body: ``drawing`` (a method painting
    on a ``surface``), ``storage`` (a call of the store: ``...store.x()``, ``call_store``, ``shell.call``),
    ``input`` (it reads key or mouse events), ``rules`` (it calls a function of the games' rules)."""
    found: dict[str, str] = {}
    for child in ast.walk(node):
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            if any(arg.arg == "surface" for arg in [*child.args.args, *child.args.kwonlyargs]):
                found.setdefault("drawing", f"{child.name}(surface)")
        elif isinstance(child, ast.Attribute) and child.attr in INPUT_EVENTS:
            found.setdefault("input", child.attr)
        elif isinstance(child, ast.Call):
            func = child.func
            if isinstance(func, ast.Name) and func.id in rules:
                found.setdefault("rules", f"{func.id}()")
            elif isinstance(func, ast.Attribute):
                owner = func.value
                owner_name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                if owner_name == "store" or func.attr == "call_store" or (func.attr, owner_name) == ("call", "shell"):
                    found.setdefault("storage", f"{owner_name}.{func.attr}()")
    return found


#: The jobs one class must not do together.
MIXED = (("drawing", "storage"), ("input", "rules"))


def mixed_jobs(root: Path = PACKAGE) -> list[str]:
    """One sentence per class in ``ui`` that draws and calls the store, or handles input and works out the
    game's rules."""
    rules = rule_functions(root)
    problems = []
    for path in sorted((root / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(node, ast.ClassDef):
                continue
            jobs = class_jobs(node, rules)
            for first, second in MIXED:
                if first in jobs and second in jobs:
                    problems.append(
                        f"{module_name(path, root)}.{node.name} does {first} ({jobs[first]}) and {second} "
                        f"({jobs[second]}): give one of them to a class of its own"
                    )
    return problems


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


def test_no_class_in_the_ui_mixes_jobs():
    assert mixed_jobs() == []


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


@pytest.mark.parametrize(
    ("body", "complaint"),
    [
        (
            "    def draw(self, surface):\n        surface.fill(0)\n"
            "    def table(self):\n        return self.owner.store.high_scores(self.rules)\n",
            "does drawing (draw(surface)) and storage (store.high_scores())",
        ),
        (
            "    def draw(self, surface):\n        pass\n    def table(self):\n        return self.shell.call(read)\n",
            "does drawing (draw(surface)) and storage (shell.call())",
        ),
        (
            "    def handle_event(self, event):\n        if event.type == pygame.KEYDOWN:\n"
            "            return score_option(self.box, self.dice, self.rules)\n",
            "does input (KEYDOWN) and rules (score_option())",
        ),
    ],
)
def test_a_class_mixing_jobs_is_found(tmp_path, body, complaint):
    root = _package(
        tmp_path,
        {
            "dice/rules/scoring.py": "def score_option(box, dice, rules):\n    return 0\n",
            "ui/look/table.py": f"class Table:\n{body}",
        },
    )
    (problem,) = mixed_jobs(root)
    assert problem.startswith("ynot.ui.look.table.Table") and complaint in problem


def test_a_class_with_one_job_each_passes(tmp_path):
    root = _package(
        tmp_path,
        {
            "dice/rules/scoring.py": "def score_option(box, dice, rules):\n    return 0\n",
            "dice/rules/categories.py": "def parse_category(text):\n    return text\n",
            "ui/look/table.py": (
                "class Painter:\n    def draw(self, surface):\n        surface.blit(self.card, (0, 0))\n"
                "class Scores:\n    def table(self):\n        return self.shell.call(read)\n"
                "class Keys:\n    def handle_event(self, event):\n        if event.type == pygame.KEYDOWN:\n"
                "            return self.game.act(parse_category(event.unicode))\n"
            ),
        },
    )
    assert mixed_jobs(root) == []
