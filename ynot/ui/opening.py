"""The opening picture: the first frame of the next start, kept when the window closes and shown by that
start the moment its window opens, while the game loads behind it.

A start reads the records, replays the kept game and builds a look before it can draw (about 60 ms over a
bare pygame window on a 2-core machine); the window would stay empty that long. So when a game closes with
a game kept for next time, ``ynot.ui.opening_keep`` rehearses the next start (the look built afresh on
the kept game, reading the store and writing nothing) and keeps the frame it draws, with what it depends
on: ynot.ini, the records folder's files, the language settings, the screens and YNOT's version. The next
start (``show_kept``) compares those first: when all are as they were, the picture goes into the window
straight away, with nothing of the game loaded. The game then loads and draws its first frame as ever; the
App compares it with the picture (``ynot.ui.changes``) and pushes only what differs, normally nothing. A
picture that cannot be trusted (a file changed, another start asked for, a damaged cache file) is not
shown: the start is the usual one.

This module is read before anything else of a start, so it loads nothing but pygame and the window.
"""

from __future__ import annotations

import marshal
import os
import zlib
from pathlib import Path
from typing import Any

import pygame

from .. import __version__, paths
from ..i18n import command_line_language
from ..i18n.system import VARIABLES, from_environment, from_platform
from .scaled import ScaledWindow

#: The cache file (in ``paths.cache_dir()``) and its layout's version.
FILE_NAME = "opening.picture"
FORMAT = 1
#: Set to "0", no picture is shown or kept (a test or a benchmark of the start without it).
SWITCH = "YNOT_OPENING_PICTURE"
INI_NAME = "ynot.ini"  # store.options.INI_NAME, not imported here: it brings configparser


def wanted() -> bool:
    """Whether opening pictures are shown and kept in this run."""
    return os.environ.get(SWITCH, "") != "0"


def picture_path(cache_dir: Path) -> Path:
    return cache_dir / FILE_NAME


#: Folders in the records folder whose files change what a look shows: a player's own looks, a translator's
#: catalogs (play by mail's boards, in ``pbm``, do not).
SHOWN_FOLDERS = ("skins", "locale")


def language_key() -> tuple[Any, ...]:
    """Every source of the language but ynot.ini (whose bytes are in the key already): the command line's
    ``--language``, gettext's variables and, when none of those is set, the platform's own setting (on
    Windows and macOS; nothing elsewhere)."""
    variables = tuple(os.environ.get(name, "") for name in VARIABLES)
    platform = () if from_environment() else tuple(from_platform())
    return (command_line_language(), variables, platform)


def files_key(config_dir: Path, data_dir: Path) -> tuple[Any, ...]:
    """What a look's first screen may depend on: ynot.ini's bytes, the name, size and time of every file
    in the records folder (the database, the kept games and their locks) and in its SHOWN_FOLDERS, and the
    language asked for anywhere else (``language_key``)."""
    try:
        ini = (config_dir / INI_NAME).read_bytes()
    except FileNotFoundError:
        ini = b""
    files = _files(data_dir, "")
    for folder in SHOWN_FOLDERS:
        for top, _folders, names in os.walk(data_dir / folder):
            files += _files(Path(top), os.path.relpath(top, data_dir), names)
    files.sort()
    return (FORMAT, __version__, ini, tuple(files), language_key())


def _files(folder: Path, prefix: str, names: Any = None) -> list[tuple[str, int, int]]:
    """(path under the records folder, size, time) of the files in ``folder`` (only ``names``, if given)."""
    found = []
    with os.scandir(folder) as entries:
        for entry in entries:
            if (names is None or entry.name in names) and entry.is_file(follow_symlinks=False):
                stat = entry.stat(follow_symlinks=False)
                found.append((os.path.join(prefix, entry.name), stat.st_size, stat.st_mtime_ns))
    return found


def packed(kept: dict[str, Any]) -> bytes:
    """The bytes of the cache file for ``kept``: a checksum, then the record."""
    data = marshal.dumps(kept)
    return zlib.crc32(data).to_bytes(4, "big") + data


def display_key(pygame: Any) -> tuple[Any, ...]:
    """The display's part of the key: its driver and the screens' sizes (a kept window's scale and place
    were fitted to them)."""
    sizes = tuple((int(w), int(h)) for w, h in pygame.display.get_desktop_sizes())
    return (pygame.display.get_driver(), sizes)


class Opening:
    """A kept picture shown in a window: the look it shows and the window (its ``shown`` pixels the
    picture's), which the App takes over (``App(opened=...)``)."""

    __slots__ = ("look", "window")

    def __init__(self, look: str, window: Any) -> None:
        self.look = look
        self.window = window


def _kept(path: Path, look: str | None) -> dict[str, Any] | None:
    """The kept picture's record when it is of ``look`` (None: the look a bare ``ynot play`` starts)."""
    data = path.read_bytes()
    if len(data) < 4 or zlib.crc32(data[4:]) != int.from_bytes(data[:4], "big"):
        return None  # damaged: marshal is not meant to read damaged data
    kept = marshal.loads(data[4:])
    if not isinstance(kept, dict) or kept.get("format") != FORMAT:
        return None
    if kept["look"] != (look if look is not None else kept["bare"]):
        return None
    return kept


def show_kept(look: str | None, scale: int | None) -> Opening | None:
    """At the start of ``ynot play [--skin look] [--scale scale]``: the kept picture in a new window, when
    nothing it depends on has changed; None (and no window) otherwise."""
    if not wanted():
        return None

    try:
        kept = _kept(picture_path(paths.cache_dir()), look)
        if kept is None or kept["files"] != files_key(paths.config_dir(), paths.data_dir()):
            return None
        return _show(kept, scale)
    except (OSError, ValueError, EOFError, TypeError, KeyError, IndexError, zlib.error):
        return None  # no picture, or one damaged: the usual start (the next close writes a new one)


def _show(kept: dict[str, Any], scale: int | None) -> Opening | None:
    try:
        if not pygame.display.get_init():
            pygame.display.init()
        if kept["display"] != display_key(pygame):
            return None
        size = tuple(kept["canvas"])
        canvas = pygame.Surface(size, 0, 32, tuple(kept["masks"]))
        canvas.get_buffer().write(zlib.decompress(kept["pixels"]))
        icon = pygame.image.frombytes(kept["icon"], (kept["icon_size"],) * 2, "RGBA")
        window = ScaledWindow(size, kept["pixel_height"], scale=scale or kept["scale"], title=kept["title"],
                              position=kept["position"], own_pointer=kept["pointer"])
        pygame.display.set_icon(icon)
        window.open()
        window.show(canvas, tuple(kept["border"]))
    except pygame.error:
        return None
    return Opening(kept["look"], window)
