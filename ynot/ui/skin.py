"""Skins as data: ``skins/<name>/skin.toml`` gives the canvas, palette, fonts, areas and controller.

Skins are looked for in the user's data folder (``<data_dir>/skins/<name>``) first, so a player can
add or override one, then among the skins shipped with YNOT.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..i18n import _
from ..looks import LOOK_NAME, look_folders, look_names, toml_tables

_NAME = LOOK_NAME
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")

#: Each ``skin.toml`` read so far: its text and the Skin parsed from it. A start asks for its look two or three
#: times and the look chooser for every look; the file is read each time, parsed again only when it changed.
_PARSED: dict[Path, tuple[str, Skin]] = {}


class SkinError(Exception):
    """A skin that cannot be found or read; the message is one sentence for the player."""


@dataclass(frozen=True)
class SoundCharacter:
    """How a look sounds (its ``[sound]`` table): the synthesizer's voice it plays with and how loud."""

    voice: str = "psion"  # one of ynot.ui.synth.VOICES
    peak: float = 0.7  # the loudest sample as a fraction of full scale


@dataclass(frozen=True)
class Skin:
    """A skin's description, read from its ``skin.toml``."""

    name: str
    title: str
    folder: Path
    controller: str  # "package.module:Class", a module inside ynot.ui
    canvas: tuple[int, int]
    default_scale: int = 2
    #: How many window pixels tall one canvas pixel is per window pixel of width (2: the Amiga's
    #: non-interlaced high resolution, whose pixels are twice as tall as wide).
    pixel_height: int = 1
    description: str = ""
    rules: str = "ynot"
    sound: SoundCharacter = field(default_factory=SoundCharacter)
    pointer: bool = False  # show the mouse pointer
    frame: str = ""  # optional "ynot.ui.<module>:<Class>" drawing the machine round the screen
    style: str = ""  # optional "ynot.ui.<module>:<Class>", the kit Style the look draws its widgets with
    game: str = "dice"  # the game the look plays: "dice", "dominoes", ... (a name in the games' registry)
    palette: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    fonts: dict[str, str] = field(default_factory=dict)
    areas: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)

    def colour(self, name: str) -> tuple[int, int, int]:
        """A palette colour by name; SkinError if the skin lacks it."""
        try:
            return self.palette[name]
        except KeyError:
            raise SkinError(
                _("the {skin} skin has no colour called {name!r}").format(skin=self.name, name=name)
            ) from None

    def area(self, name: str) -> tuple[int, int, int, int]:
        """An area rectangle (x, y, w, h) by name; SkinError if the skin lacks it."""
        try:
            return self.areas[name]
        except KeyError:
            raise SkinError(
                _("the {skin} skin has no area called {name!r}").format(skin=self.name, name=name)
            ) from None

    def controller_class(self) -> type:
        """Import the controller class the skin names."""
        return self._import("controller", self.controller)

    def style_class(self) -> type | None:
        """Import the look's kit Style class, if the skin names one."""
        return self._import("style", self.style) if self.style else None

    def make_style(self, **options: Any) -> Any:
        """The kit Style the look draws its widgets with, made from this skin by the class ``style`` names
        (its ``from_skin(skin, **options)``); SkinError in one sentence when the skin names none."""
        from .kit.style import Style

        cls = self.style_class()
        if cls is None or not (isinstance(cls, type) and issubclass(cls, Style)) or not hasattr(cls, "from_skin"):
            raise SkinError(
                _("the {skin} skin names no kit style with from_skin (style = {style!r})").format(
                    skin=self.name, style=self.style
                )
            )
        return cls.from_skin(self, **options)

    def game_kind(self) -> Any:
        """The GameKind of the game the look plays (``game``), its package loaded so that it is registered;
        SkinError in one sentence when YNOT has no such game."""
        from ..core import get_kind

        try:
            return get_kind(self.game)
        except KeyError:
            pass
        try:
            importlib.import_module(f"ynot.{self.game}")
            return get_kind(self.game)
        except (ImportError, KeyError):
            raise SkinError(
                _("the {skin} skin plays {game!r}, a game YNOT does not have").format(skin=self.name, game=self.game)
            ) from None

    def frame_class(self) -> type | None:
        """Import the class drawing the machine round the screen, if the skin has one."""
        return self._import("frame", self.frame) if self.frame else None

    def _import(self, what: str, spec: str) -> type:
        module_name, _sep, class_name = spec.partition(":")
        if not module_name.startswith("ynot.ui.") or not class_name:
            raise SkinError(
                _("the {skin} skin names {what} {spec!r}; it must be 'ynot.ui.<module>:<Class>'").format(
                    skin=self.name, what=what, spec=spec
                )
            )
        try:
            module = importlib.import_module(module_name)
            return getattr(module, class_name)
        except (ImportError, AttributeError):
            raise SkinError(
                _("the {skin} skin's {what} {spec!r} does not exist").format(skin=self.name, what=what, spec=spec)
            ) from None


def skin_folders() -> list[Path]:
    """Where skins are searched, the user's folder first."""
    return look_folders()


def available_skins() -> list[str]:
    """Names of every skin that has a ``skin.toml``, in alphabetical order."""
    return look_names()


def load_skin(name: str) -> Skin:
    """Find and read the skin called ``name``; SkinError in one sentence when that fails."""
    if not _NAME.match(name or ""):
        raise SkinError(_("{name!r} is not a skin name").format(name=name))
    for folder in skin_folders():
        path = folder / name / "skin.toml"
        if path.is_file():
            return read_skin(path)
    known = ", ".join(available_skins()) or "none"
    raise SkinError(_("there is no skin called {name!r} (the skins are: {known})").format(name=name, known=known))


def read_skin(path: Path) -> Skin:
    """Parse one ``skin.toml`` (the Skin read before when the file's text has not changed)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise SkinError(_("cannot read {path}: {err}").format(path=path, err=err)) from None
    kept = _PARSED.get(path)
    if kept is not None and kept[0] == text:
        return kept[1]
    skin = _parse_skin(path, text)
    _PARSED[path] = (text, skin)
    return skin


def _parse_skin(path: Path, text: str) -> Skin:
    """The Skin that ``text``, the contents of ``path``, describes; SkinError in one sentence if it is bad."""
    try:
        data = toml_tables(path, text)
    except ValueError as err:  # tomllib's TOMLDecodeError
        raise SkinError(_("{path} is not valid TOML: {err}").format(path=path, err=err)) from None
    where = str(path)
    head = _table(data, "skin", where)
    canvas = _table(data, "canvas", where)
    width = _int(canvas, "width", where, 16, 4096)
    height = _int(canvas, "height", where, 16, 4096)
    palette = {key: _colour(value, f"{where} [palette] {key}") for key, value in _table(data, "palette", where).items()}
    fonts = {str(k): str(v) for k, v in data.get("fonts", {}).items()}
    areas = {key: _rect(value, f"{where} [areas] {key}") for key, value in data.get("areas", {}).items()}
    return Skin(
        name=str(head.get("name", path.parent.name)),
        title=str(head.get("title", path.parent.name)),
        folder=path.parent,
        controller=str(head.get("controller", "")),
        canvas=(width, height),
        default_scale=_int(canvas, "default_scale", where, 1, 16, default=2),
        pixel_height=_int(canvas, "pixel_height", where, 1, 4, default=1),
        description=str(head.get("description", "")),
        rules=str(head.get("rules", "ynot")),
        sound=_sound(data.get("sound", {}), where),
        pointer=bool(head.get("pointer", False)),
        frame=str(head.get("frame", "")),
        style=str(head.get("style", "")),
        game=_game(head.get("game", "dice"), where),
        palette=palette,
        fonts=fonts,
        areas=areas,
        settings=dict(data.get("settings", {})),
    )


def _game(value: object, where: str) -> str:
    if not isinstance(value, str) or not _NAME.match(value):
        raise SkinError(_('{where}: game must name a game, such as "dice" or "dominoes"').format(where=where))
    return value


def _sound(table: object, where: str) -> SoundCharacter:
    if not isinstance(table, dict):
        raise SkinError(_("{where}: [sound] must be a table").format(where=where))
    voice = table.get("voice", "psion")
    peak = table.get("peak", 0.7)
    if not isinstance(voice, str) or not _NAME.match(voice):
        raise SkinError(_('{where}: [sound] voice must name a voice, such as "psion" or "amiga"').format(where=where))
    if isinstance(peak, bool) or not isinstance(peak, int | float) or not 0.05 <= peak <= 1.0:
        raise SkinError(_("{where}: [sound] peak must be a number from 0.05 to 1.0").format(where=where))
    return SoundCharacter(voice, float(peak))


def _table(data: dict, key: str, where: str) -> dict:
    value = data.get(key)
    if not isinstance(value, dict):
        raise SkinError(_("{where} has no [{key}] table").format(where=where, key=key))
    return value


def _int(table: dict, key: str, where: str, low: int, high: int, default: int | None = None) -> int:
    value = table.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise SkinError(
            _("{where}: {key} must be a whole number from {low} to {high}").format(
                where=where, key=key, low=low, high=high
            )
        )
    return value


def _colour(value: object, where: str) -> tuple[int, int, int]:
    if not isinstance(value, str) or not _COLOUR.match(value):
        raise SkinError(_('{where} must be a colour like "#BEDCBE"').format(where=where))
    return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))


def _rect(value: object, where: str) -> tuple[int, int, int, int]:
    if (
        not isinstance(value, list)
        or len(value) != 4
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise SkinError(_("{where} must be a rectangle [x, y, width, height]").format(where=where))
    x, y, w, h = value
    return (x, y, w, h)
