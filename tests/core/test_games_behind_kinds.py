"""Games sit behind their kinds: core, the store, text play and play by mail import no game package and ask
no ``isinstance`` of a game; each game's text board and mail-board live in its own package, named by its
kind (docs/core.md)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from test_arrows import PACKAGE, imports_of, shipped_games

GAMES = tuple(f"ynot.{game}" for game in shipped_games())
GAME_CLASSES = {"DiceGame", "DominoGame", "GameState", "DominoState"}
#: The parts of the package that serve every game and know none.
EVERY_GAME = ("store", "core", "text", "pbm")


def _modules(*parts: str) -> list[Path]:
    return sorted(p for part in parts for p in (PACKAGE / part).rglob("*.py"))


def test_the_parts_for_every_game_import_none():
    wrong = [
        f"{path.relative_to(PACKAGE.parent)}:{line} imports {module}"
        for path in _modules(*EVERY_GAME)
        for line, module in imports_of(path, PACKAGE)
        if module.startswith(GAMES)
    ]
    assert wrong == []


def test_nobody_outside_a_game_asks_isinstance_of_its_game():
    wrong = []
    for path in _modules(*EVERY_GAME):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "isinstance" and len(node.args) == 2:
                named = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
                if named & GAME_CLASSES:
                    wrong.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    assert wrong == []


LEVELS_LOAD = """
import sys
import ynot.games
from ynot.core import get_kind
kind = get_kind("dice")
before = "ynot.dice.strategy" in sys.modules
player = kind.computer("beginner", kind.rules_from_key("ynot"))
print(before, "ynot.dice.strategy" in sys.modules, sorted(kind.levels), hasattr(player, "choose"))
"""


def test_a_games_computer_levels_load_when_a_computer_is_first_asked_for():
    """Asking for a game loads its package; its computer levels (the dice strategy's) load with the first
    computer player asked of its kind."""
    done = subprocess.run([sys.executable, "-c", LEVELS_LOAD], env=dict(os.environ), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False True ['beginner', 'good', 'perfect'] True"


LEVEL_NAMES = """
import sys
import ynot.games
from ynot.core import get_kind
kind = get_kind("dice")
before = "ynot.dice.strategy" in sys.modules
print(before, kind.level_names(), "ynot.dice.strategy" in sys.modules)
"""


def test_a_kinds_level_names_load_its_levels_first():
    """``kind.level_names()`` (what ``ynot dominoes --level`` offers) names the levels the game's modules add,
    loading them first: asked before any computer, the dice games' names are still all there."""
    done = subprocess.run([sys.executable, "-c", LEVEL_NAMES], env=dict(os.environ), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False ('beginner', 'good', 'perfect') True"


#: The commands that serve every game: they find a game through the registry only.
EVERY_GAME_COMMANDS = ("scores", "stats", "text", "replay", "review", "games", "_records")
#: Literal game names left where they are, and why.
NAMED_ON_PURPOSE = {
    ("pbm/kinds.py", "yacht"): "a board file from before boards named their game is a Yacht board (file format)",
    ("core/registry.py", "dice"): "the kind's part called dice (the dice any game is played with), not the game",
}


def _game_words() -> set[str]:
    """Every shipped game's name and play-by-mail word."""
    from ynot.core import mail_words

    return {*(game for game in shipped_games()), *mail_words()}


def test_nothing_serving_every_game_names_one():
    """No import of a game and no game's name or mail word as a literal in the parts and commands that serve
    every game (a sentence may speak of "the dice games"; a literal "dice" is a game chosen by name)."""
    words = _game_words()
    paths = [*_modules(*EVERY_GAME), *(PACKAGE / "commands" / f"{name}.py" for name in EVERY_GAME_COMMANDS)]
    wrong = []
    for path in paths:
        where = str(path.relative_to(PACKAGE).as_posix())
        wrong += [f"{where}:{line} imports {module}" for line, module in imports_of(path, PACKAGE)
                  if module.startswith(GAMES)]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                continue
            named = node.value.lower() in words or node.value.startswith(GAMES)
            if named and (where, node.value) not in NAMED_ON_PURPOSE:
                wrong.append(f"{where}:{node.lineno} names {node.value!r}")
    assert wrong == []
