"""Which looks are installed: one folder with a ``skin.toml`` per look, among the looks shipped with
YNOT (``skins/``) and the user's own (``<data_dir>/skins/``, searched first so a user may override
one). No pygame: the options check a kept look against this list, the UI loads from it.

A ``skin.toml``'s tables are kept as JSON in the cache folder beside the text they were read from
(:func:`toml_tables`): a start reads its look without loading the TOML parser."""

from __future__ import annotations

import contextlib
import json
import os
import re
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from . import paths, resources

LOOK_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}$")
#: The looks in the order the originals appeared; any other look follows, alphabetically.
HISTORICAL_ORDER = ("psion", "amiga", "windows")


def in_order(names: Sequence[str]) -> list[str]:
    """``names`` as every list of looks shows them: the originals first, in the order they appeared."""
    return [name for name in HISTORICAL_ORDER if name in names] + sorted(n for n in names if n not in HISTORICAL_ORDER)


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
        head = toml_tables(path, path.read_text(encoding="utf-8")).get("skin")
    except (OSError, UnicodeDecodeError, ValueError):  # TOMLDecodeError is a ValueError
        return None
    if not isinstance(head, dict):
        return None
    return LookEntry(name, str(head.get("title", name)), str(head.get("game", "dice")))


def toml_tables(path: Path, text: str) -> dict[str, Any]:
    """The tables of the ``skin.toml`` at ``path`` whose contents are ``text`` (``tomllib.loads``: its
    TOMLDecodeError, a ValueError, for bad TOML). Kept as JSON in the cache folder with the text they were
    read from, so that the TOML parser loads only when the text changed, or the cache cannot be used."""

    cache = _cache_file(path)
    if cache is not None:
        with contextlib.suppress(OSError, ValueError, RecursionError):  # a damaged copy is read again
            kept = json.loads(cache.read_text(encoding="utf-8"))
            if isinstance(kept, dict) and kept.get("text") == text and isinstance(kept.get("tables"), dict):
                return kept["tables"]
    import tomllib  # lazy: a start with its tables kept never loads the TOML parser (docs/imports.md)


    tables = tomllib.loads(text)
    if cache is not None:
        with contextlib.suppress(OSError, TypeError, ValueError):  # TypeError: a value JSON cannot hold (a date)
            data = json.dumps({"text": text, "tables": tables}, ensure_ascii=False)
            if json.loads(data)["tables"] == tables:  # nothing JSON gives back otherwise (no such values in a skin)
                temporary = cache.with_name(f".{cache.name}.{os.getpid()}.tmp")
                temporary.write_text(data, encoding="utf-8")
                os.replace(temporary, cache)
    return tables


def _cache_file(path: Path) -> Path | None:
    """Where the tables of the ``skin.toml`` at ``path`` are kept (one file a folder holding looks); None
    when the cache folder cannot be used."""

    try:
        folder = paths.cache_dir() / "looks"
        folder.mkdir(exist_ok=True)
    except (OSError, ImportError):  # no platformdirs in a bare checkout: no cache
        return None
    where = zlib.crc32(str(path.resolve().parent.parent).encode("utf-8"))
    return folder / f"{path.parent.name}-{where:08x}.json"
