"""Starting a skin: the store, the skin, the window, the sound and the skin's controller, wired together.

``play`` and ``screenshot`` both come through here, so a screenshot shows exactly what the window shows.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..logs import get_logger
from .app import App
from .audio import Audio
from .icon import icon_surface
from .skin import load_skin
from .window_class import set_window_class

log = get_logger("ynot.ui")


def open_store() -> Any:
    """The player's records store, or None (logged) if it cannot be opened at all."""
    try:
        from .. import games  # noqa: F401 - the store finds every game through the registry
        from ..store import Store

        return Store.open()
    except Exception:
        log.exception("the records store could not be opened")
        return None


def machine_shown(store: Any, skin_name: str) -> bool:
    """The player's choice to see the machine drawn round the screen (the skin's ``machine`` setting)."""
    if store is None:
        return False
    return store.options.skin_settings(skin_name).get("machine", "no") == "yes"


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
) -> App:
    """A ready App showing ``skin_name``'s controller (SkinError when the skin is unusable).

    ``machine`` draws the machine round the screen when the skin has one (None: the player's option);
    ``fit`` shrinks ``scale`` (a remembered one) until the window fits on the desktop.
    """
    skin = load_skin(skin_name)
    skin.game_kind()  # the game and the style the skin names must exist: else one sentence, no window
    skin.style_class()
    controller_cls = skin.controller_class()
    frame_cls = skin.frame_class()
    if machine is None:
        machine = machine_shown(store, skin.name)
    set_window_class()  # before the display opens: the window's class names the menu entry (ynot.desktop)
    if not pygame.display.get_init():
        pygame.display.init()  # the sound starts on its own when first played (Audio)
    frame = frame_cls(skin) if frame_cls is not None and machine else None
    app = App(skin, scale=scale, title=f"YNOT - {skin.title}", position=position, frame=frame, fit=fit)
    try:
        pygame.display.set_icon(icon_surface(32))
    except pygame.error:
        log.info("the window icon could not be set")
    app.open_window()
    enabled = sound if sound is not None else (store.options.sound if store is not None else True)
    try:
        audio = Audio(skin.sound, enabled=enabled)
    except ValueError:
        audio = Audio("psion", enabled=enabled)
    app.push(controller_cls(app, store=store, audio=audio, seed=seed, resume=resume))
    return app
