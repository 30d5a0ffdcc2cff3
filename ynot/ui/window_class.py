"""The window's class and application name, set before SDL opens the display (no pygame here, so the
launcher and the commands can call it before anything starts SDL)."""

from __future__ import annotations

import os
import sys

from ..logs import get_logger

APP_ID = "ynot"
TITLE = "YNOT"
#: Windows groups task bar buttons by this id; without one, YNOT would sit under Python's icon.
WINDOWS_APP_USER_MODEL_ID = "YNOT.DiceGame"

log = get_logger("ynot")


def set_window_class() -> None:
    """Name the window after the menu entry (``ynot.desktop``; on Windows, give the process its own
    AppUserModelID), so docks and task bars show our icon rather than Python's. Must run before pygame
    opens the display; keeps any value the user set."""
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", APP_ID)
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)
    os.environ.setdefault("SDL_APP_NAME", TITLE)
    if sys.platform == "win32":
        try:
            import ctypes

            ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(WINDOWS_APP_USER_MODEL_ID)
        except (AttributeError, OSError):  # an old Windows: the task bar shows Python's icon
            log.info("no AppUserModelID: this Windows does not take one")
