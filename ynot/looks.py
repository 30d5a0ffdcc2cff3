"""Which looks are installed: one folder with a ``skin.toml`` per look, among the looks shipped with
YNOT (``skins/``) and the user's own (``<data_dir>/skins/``, searched first so a user may override
one). No pygame: the options check a kept look against this list, the UI loads from it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import NamedTuple

from . import paths, resources

LOOK_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}$")


def look_folders() -> list[Path]:
    """Where looks are searched, the user's folder first."""
    return [paths.data_dir() / "skins", resources.data_dir("skins")]


def look_names() -> list[str]:
    """The name of every installed look, in alphabetical order."""
    names: set[str] = set()
    for folder in look_folders():
        try:
            entries = list(folder.iterdir()) if folder.is_dir() else []
        except OSError:
            continue
        names.update(p.name for p in entries if LOOK_NAME.match(p.name) and (p / "skin.toml").is_file())
    return sorted(names)


class LookEntry(NamedTuple):
    """An installed look as its ``skin.toml`` names it: what a list of looks to choose from shows."""

    name: str
    title: str
    game: str  # the game it plays ("dice", "dominoes", ...)


def installed_looks() -> list[LookEntry]:
    """Every installed look with its title and game, by name; a look whose skin.toml cannot be read is left
    out (choosing it would be refused with the reason)."""
    found = []
    for name in look_names():
        for folder in look_folders():
            path = folder / name / "skin.toml"
            if path.is_file():
                entry = _entry(name, path)
                if entry is not None:
                    found.append(entry)
                break
    return found


def looks_playing(game: str) -> list[str]:
    """The names of the installed looks that play ``game``."""
    return [entry.name for entry in installed_looks() if entry.game == game]


def _entry(name: str, path: Path) -> LookEntry | None:
    try:
        head = tomllib.loads(path.read_text(encoding="utf-8")).get("skin")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    if not isinstance(head, dict):
        return None
    return LookEntry(name, str(head.get("title", name)), str(head.get("game", "dice")))
