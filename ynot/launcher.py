"""``ynot-gui``: the double-click entry point. There may be no console (``pythonw`` on Windows, a menu
entry on Linux), so whatever ``ynot`` would print on failure also goes to the log file and, when the
failure is fatal, into a message box."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from . import cli
from .i18n import _
from .logs import get_logger
from .paths import log_dir
from .ui.window_class import APP_ID, TITLE, WINDOWS_APP_USER_MODEL_ID, set_window_class

__all__ = ["APP_ID", "TITLE", "WINDOWS_APP_USER_MODEL_ID", "set_window_class"]

LOG_NAME = "ynot.log"

log = get_logger("ynot")


def log_file() -> Path | None:
    """``ynot.log`` in the per-user log folder (where ``ynot.cli.setup_logging`` sends the log), or None
    when that folder cannot be made."""
    folder = log_dir()
    return folder / LOG_NAME if folder.is_dir() else None


class _Tee(io.TextIOBase):
    """A text stream that passes writes on to another stream (when there is one) and keeps a copy."""

    def __init__(self, target: io.TextIOBase | None) -> None:
        self._target = target
        self.captured = io.StringIO()

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self.captured.write(text)
        if self._target is not None:
            try:
                self._target.write(text)
            except (OSError, ValueError):
                self._target = None
        return len(text)

    def flush(self) -> None:
        if self._target is not None:
            try:
                self._target.flush()
            except (OSError, ValueError):
                self._target = None


def show_message_box(title: str, message: str) -> bool:
    """Show ``message`` in a native error box if this system can; True when one was shown."""
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return False  # headless: nobody to see it, and it must never block
    try:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame  # lazy: a box even when pygame itself cannot load (docs/imports.md)

        pygame.display.message_box(title, message, message_type="error")
        return True
    except Exception:  # no pygame, or no display: fall through to the Windows API
        pass
    if sys.platform == "win32":
        try:
            import ctypes  # the Windows API, on Windows alone (docs/imports.md)

            ctypes.windll.user32.MessageBoxW(None, message, title, 0x10)  # MB_ICONERROR
            return True
        except Exception:
            return False
    return False


def main(
    argv: Sequence[str] | None = None,
    *,
    notify: Callable[[str, str], bool] = show_message_box,
) -> int:
    """Start YNOT (the game window unless ``argv`` names another command); on failure, log the reason
    and show it in a message box. Returns the exit status."""
    set_window_class()
    # pythonw has no standard streams; give it harmless ones so nothing fails on a stray print.
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115

    cli.setup_logging()
    path = log_file()
    args = list(sys.argv[1:] if argv is None else argv)

    if not args and cli.DEFAULT_COMMAND not in cli.COMMANDS:
        status, message = 2, _("this copy of YNOT has no game window to open.")
    else:
        tee = _Tee(sys.stderr)
        saved, sys.stderr = sys.stderr, tee
        try:
            status = cli.main(args)
        except SystemExit as exit_:  # argparse on a garbled command line
            status = exit_.code if isinstance(exit_.code, int) else 2
        finally:
            sys.stderr = saved
        message = tee.captured.getvalue().strip()
    if status != 0:
        message = message or _("YNOT stopped unexpectedly (exit status {status}).").format(status=status)
        command = " ".join(args) or "(play)"
        for line in filter(None, (line.strip() for line in message.splitlines())):  # one record a sentence
            log.error("ynot-gui %s: exit status %s: %s", command, status, line)
        where = "\n\n" + _("Details are in {path}.").format(path=path) if path is not None else ""
        notify(_("{title} could not go on").format(title=TITLE), f"{message}{where}")
    return status


if __name__ == "__main__":
    sys.exit(main())
