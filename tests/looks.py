"""The looks the tests play: every look YNOT ships (found in skins/, never listed by name) and the looks of the
tests themselves (tests/ui/<name>/ with a skin.toml: the plain look, a whole small dice look written against
the kit's defaults, docs/ui.md "Adding a look").

A test that plays every look parametrizes over :func:`every_look` and opens each through its usual fixture
after :func:`install`: a look of the tests is then installed as a user's look (its skin.toml and help in
``<data_dir>/skins/<name>/``) and its code is the package ``ynot.ui.<name>`` (its folder), as a look of YNOT's
own would be."""

from __future__ import annotations

import shutil
import sys
import tomllib
import types
from pathlib import Path

from ynot import paths, resources

TESTS_LOOKS = Path(__file__).resolve().parent / "ui"


def shipped_looks(game: str | None = None) -> list[str]:
    """The looks YNOT ships, by name (those that play ``game``, when given: ``"dice"``, ``"dominoes"``)."""
    found = sorted(p for p in resources.data_dir("skins").iterdir() if (p / "skin.toml").is_file())
    return [p.name for p in found if game is None or _plays(p / "skin.toml") == game]


def game_of(name: str) -> str:
    """The game the look ``name`` plays, as its skin.toml says."""
    folder = own_looks().get(name) or resources.data_dir("skins") / name
    return _plays(folder / "skin.toml")


def _plays(skin_toml: Path) -> str:
    """The game a skin.toml names (``[skin] game``, the dice when it names none)."""
    return tomllib.loads(skin_toml.read_text(encoding="utf-8"))["skin"].get("game", "dice")


def own_looks() -> dict[str, Path]:
    """The looks of the tests, by name: each folder under tests/ui with a skin.toml."""
    return {p.name: p for p in sorted(TESTS_LOOKS.iterdir()) if (p / "skin.toml").is_file()}


def every_look() -> list[str]:
    """Every look the tests play: the shipped ones, then the tests' own."""
    return [*shipped_looks(), *own_looks()]


def install(name: str) -> None:
    """Make ``name`` playable: a look of the tests is installed as a user's look (YNOT_HOME is the test's) and
    its folder becomes the package ``ynot.ui.<name>``; a shipped look needs nothing."""
    folder = own_looks().get(name)
    if folder is None:
        return
    target = paths.data_dir() / "skins" / name
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy(folder / "skin.toml", target / "skin.toml")
    if (folder / "help").is_dir():
        shutil.copytree(folder / "help", target / "help", dirs_exist_ok=True)
    package = f"ynot.ui.{name}"
    if package not in sys.modules:
        module = types.ModuleType(package, f"The {name} look of the tests ({folder}).")
        module.__path__ = [str(folder)]
        sys.modules[package] = module
