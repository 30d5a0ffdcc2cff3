"""Which looks are installed: one folder with a ``skin.toml`` per look, among the looks shipped with
YNOT (``skins/``) and the user's own (``<data_dir>/skins/``, searched first so a user may override
one). No pygame: the options check a kept look against this list, the UI loads from it."""

from __future__ import annotations

import re
from pathlib import Path

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
