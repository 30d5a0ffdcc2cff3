"""Starting a skin: the store, the skin, the window, the sound and the skin's controller, wired together.

``play`` and ``screenshot`` both come through here, so a screenshot shows exactly what the window shows.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from ..launcher import set_window_class
from .app import App
from .audio import Audio
from .icon import icon_surface
from .skin import load_skin

log = logging.getLogger("ynot.ui")


def open_store() -> Any:
    """The player's records store, or None (logged) if it cannot be opened at all."""
    try:
        from ..store import Store

        return Store.open()
    except Exception:
        log.exception("the records store could not be opened")
        return None


def build_app(
    skin_name: str,
    *,
    store: Any,
    seed: int | None = None,
    scale: int | None = None,
    position: tuple[int, int] | None = None,
    resume: bool = True,
    sound: bool | None = None,
) -> App:
    """A ready App showing ``skin_name``'s controller (SkinError when the skin is unusable)."""
    skin = load_skin(skin_name)
    controller_cls = skin.controller_class()
    set_window_class()  # before the display opens: the window's class names the menu entry (ynot.desktop)
    if not pygame.get_init():
        pygame.init()
    app = App(skin, scale=scale, title=f"YNOT - {skin.title}", position=position)
    try:
        pygame.display.set_icon(icon_surface(32))
    except pygame.error:
        log.info("the window icon could not be set")
    app.open_window()
    enabled = sound if sound is not None else (store.options.sound if store is not None else True)
    try:
        audio = Audio(skin.audio, enabled=enabled)
    except ValueError:
        audio = Audio("psion", enabled=enabled)
    app.push(controller_cls(app, store=store, audio=audio, seed=seed, resume=resume))
    return app
