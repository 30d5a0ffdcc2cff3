"""The window round a skin: its title and icon, and its scale and position kept from one run to the next.

The scale and the position are kept per look (``[skin.<name>] scale``, ``x``, ``y`` in ynot.ini: the
looks' canvases differ a lot in size); a look not shown yet opens at the largest scale that fits. A
kept position that is no longer on any screen (a monitor unplugged) is ignored, and a kept scale too
big for the screen is reduced. (Signals close it in order: see :mod:`ynot.ui.signals`.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ..i18n import _
from ..logs import get_logger
from .app import App
from .icon import icon_surface
from .placement import MAX_SCALE, desktop_sizes, fitting_scale, on_screen
from .skin import Skin
from .window_class import set_window_class

log = get_logger("ynot.ui")

APP_TITLE = "YNOT"
WINDOW_ICON_SIZE = 64


def window_title(skin: Skin) -> str:
    """The title bar's text, e.g. ``YNOT - Psion Series 3a``."""
    return f"{APP_TITLE} - {_(skin.title)}" if skin.title else APP_TITLE  # a look's own name stays as it is


def set_window_icon() -> None:
    """Our icon on the window and in the task bar; call before the window opens (some systems only
    take an icon then)."""
    set_window_class()
    try:
        pygame.display.set_icon(icon_surface(WINDOW_ICON_SIZE))
    except pygame.error:  # no video system: nothing to put an icon on
        log.info("no window icon: the display is not available")


@dataclass(frozen=True)
class Placement:
    """Where and how big to open a skin's window; None lets the App choose."""

    scale: int | None = None
    position: tuple[int, int] | None = None


def _whole(text: Any, low: int, high: int) -> int | None:
    try:
        value = int(str(text).strip())
    except ValueError:
        return None
    return value if low <= value <= high else None


def kept_placement(options: Any, skin: Skin, screens: Sequence[tuple[int, int]] | None = None) -> Placement:
    """The scale and position kept in ``options`` for ``skin`` (``[skin.<name>]`` scale, x, y), checked
    against the screens. A look never shown has none: it opens at the largest scale that fits, where
    the system puts it."""
    screens = desktop_sizes() if screens is None else screens
    section = options.skin_settings(skin.name)
    scale = _whole(section.get("scale", ""), 1, MAX_SCALE)
    shown = (skin.canvas[0], skin.canvas[1] * skin.pixel_height)  # the canvas as the window shows it
    position = None
    x, y = _whole(section.get("x", ""), -100_000, 100_000), _whole(section.get("y", ""), -100_000, 100_000)
    if x is not None and y is not None:
        factor = scale or skin.default_scale
        size = (shown[0] * factor, shown[1] * factor)
        if on_screen((x, y), size, screens):
            position = (x, y)
    if scale is not None:
        scale = fitting_scale(scale, shown, screens, position)
    return Placement(scale, position)


def remember_window(app: App, options: Any) -> None:
    """Put ``app``'s current scale and position into ``options``, for its look (the caller saves);
    ``window_scale`` and ``window_x``/``window_y`` keep the last window's, whatever its look."""
    section = options.skin_settings(app.skin.name)
    section["scale"] = str(app.display.scale)
    options.window_scale = app.display.scale
    position = app.display.window_position()
    if position is not None:
        options.window_x, options.window_y = int(position[0]), int(position[1])
        section["x"], section["y"] = str(int(position[0])), str(int(position[1]))


def open_app(skin: Skin, store: Any = None, *, scale: int | None = None) -> App:
    """An App for ``skin`` titled, with our icon, at the kept (or given) scale and position; when the
    loop ends its window is remembered in ``store``'s options and saved."""
    placement = kept_placement(store.options, skin) if store is not None else Placement()
    set_window_icon()
    app = App(
        skin,
        scale=scale or placement.scale,
        title=window_title(skin),
        position=placement.position,
    )
    if store is not None:

        def keep() -> None:
            remember_window(app, store.options)
            store.save_options()

        app.on_quit.insert(0, keep)  # before the skin's own hooks close the store
    return app
