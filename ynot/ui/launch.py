"""Starting a skin: the store, the skin, the window, the sound and the skin's controller, wired together.

``play`` and ``screenshot`` both come through here, so a screenshot shows exactly what the window shows.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import games  # noqa: F401 - the store finds every game through the registry
from ..logs import get_logger
from ..store import Store
from .app import App
from .audio import Audio
from .icon import icon_surface
from .scaled import ScaledWindow
from .skin import load_skin
from .window_class import set_window_class

log = get_logger("ynot.ui")

ICON_SIZE = 32  # the window's icon, in pixels


def open_store() -> Any:
    """The player's records store, or None (logged) if it cannot be opened at all."""
    try:
        return Store.open()
    except Exception:
        log.exception("the records store could not be opened")
        return None


def machine_shown(store: Any, skin_name: str) -> bool:
    """The player's choice to see the machine drawn round the screen (the skin's ``machine`` setting)."""
    if store is None:
        return False
    return store.options.skin_settings(skin_name).get("machine", "no") == "yes"


def make_app(
    skin_name: str,
    *,
    store: Any,
    scale: int | None = None,
    position: tuple[int, int] | None = None,
    machine: bool | None = None,
    fit: bool = False,
    opened: ScaledWindow | None = None,
) -> tuple[App, type]:
    """The App for ``skin_name`` with no window opened yet, and its controller's class (SkinError when the
    skin is unusable). ``opened``: a window already open (the opening picture's) the App takes over when it
    is the one it would open."""
    skin = load_skin(skin_name)
    skin.game_kind()  # the game and the style the skin names must exist: else one sentence, no window
    skin.style_class()
    controller_cls = skin.controller_class()
    frame_cls = skin.frame_class()
    if machine is None:
        machine = machine_shown(store, skin.name)
    frame = frame_cls(skin) if frame_cls is not None and machine else None
    app = App(skin, scale=scale, title=f"YNOT - {skin.title}", position=position, frame=frame, fit=fit,
              opened=opened)
    return app, controller_cls


def build_app(
    skin_name: str,
    *,
    store: Any,
    seed: int | None = None,
    scale: int | None = None,
    position: tuple[int, int] | None = None,
    resume: bool = True,
    sound: bool | None = None,
    machine: bool | None = None,
    fit: bool = False,
    opened: ScaledWindow | None = None,
    launched: bool = True,
    carried: Any = None,
) -> App:
    """A ready App showing ``skin_name``'s controller (SkinError when the skin is unusable).

    ``machine`` draws the machine round the screen when the skin has one (None: the player's option);
    ``fit`` shrinks ``scale`` (a remembered one) until the window fits on the desktop; ``opened``: the
    window the opening picture opened (``ynot.ui.opening``), kept when it is the one this App would open;
    not ``launched``: the window is started again within the run (``App.launched``); ``carried``: the
    finished game the window before it showed (``App.carried``).
    """
    set_window_class()  # before the display opens: the window's class names the menu entry (ynot.desktop)
    if not pygame.display.get_init():
        pygame.display.init()  # the sound starts on its own when first played (Audio)
    app, controller_cls = make_app(skin_name, store=store, scale=scale, position=position, machine=machine,
                                   fit=fit, opened=opened)
    try:
        pygame.display.set_icon(icon_surface(ICON_SIZE))
    except pygame.error:
        log.info("the window icon could not be set")
    app.launched = launched
    app.carried = carried
    app.open_window()
    enabled = sound if sound is not None else (store.options.sound if store is not None else True)
    app.push(controller_cls(app, store=store, audio=make_audio(app.skin, enabled), seed=seed, resume=resume))
    return app


def make_audio(skin: Any, enabled: bool, kind: type[Audio] = Audio) -> Audio:
    """The sounds of ``skin``'s character (the Psion's when it names none YNOT has), on or off."""
    try:
        return kind(skin.sound, enabled=enabled)
    except ValueError:
        return kind("psion", enabled=enabled)
