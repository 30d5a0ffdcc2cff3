"""The window round a skin: its title and icon, and its scale and position kept from one run to the next.

The scale is kept per skin (``[skin.<name>] scale`` in ynot.ini: the skins' canvases differ a lot in
size; ``window_scale`` holds the last one, for a skin not shown yet), the position for the window
(``window_x``, ``window_y``). A kept position that is no longer on any screen (a monitor unplugged)
is ignored, and a kept scale too big for the screen is reduced. Signals close the window in order.
"""

from __future__ import annotations

import _thread
import contextlib
import logging
import signal
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ..launcher import set_window_class
from .app import App
from .icon import icon_surface
from .skin import Skin

log = logging.getLogger("ynot.ui")

APP_TITLE = "YNOT"
WINDOW_ICON_SIZE = 64
MAX_SCALE = 16
#: Room left round a window for panels and title bars when a scale is checked against the screen.
SCREEN_MARGIN = (40, 80)
#: How much of a window must lie on the screens for a kept position to be used.
MIN_VISIBLE = 64


def window_title(skin: Skin) -> str:
    """The title bar's text, e.g. ``YNOT - Psion Series 3a``."""
    return f"{APP_TITLE} - {skin.title}" if skin.title else APP_TITLE


def set_window_icon() -> None:
    """Our icon on the window and in the task bar; call before the window opens (some systems only
    take an icon then)."""
    set_window_class()
    try:
        pygame.display.set_icon(icon_surface(WINDOW_ICON_SIZE))
    except pygame.error:  # no video system: nothing to put an icon on
        log.info("no window icon: the display is not available")


def desktop_sizes() -> list[tuple[int, int]]:
    """The size of each screen, or an empty list when the display cannot tell."""
    try:
        return [tuple(size) for size in pygame.display.get_desktop_sizes()]  # type: ignore[misc]
    except pygame.error:
        return []


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


def fitting_scale(scale: int, canvas: tuple[int, int], screens: Sequence[tuple[int, int]]) -> int:
    """``scale``, reduced until the window fits on the largest screen (unknown screens: as it is)."""
    if not screens:
        return scale
    width = max(w for w, _ in screens) - SCREEN_MARGIN[0]
    height = max(h for _, h in screens) - SCREEN_MARGIN[1]
    while scale > 1 and (canvas[0] * scale > width or canvas[1] * scale > height):
        scale -= 1
    return scale


def on_screen(position: tuple[int, int], size: tuple[int, int], screens: Sequence[tuple[int, int]]) -> bool:
    """Whether a window at ``position`` shows at least a corner on the screens. Only the screens'
    sizes are known, so they are taken as side by side, left to right, in one row."""
    if not screens:
        return False
    x, y = position
    total_width = sum(w for w, _ in screens)
    tallest = max(h for _, h in screens)
    return (
        x + size[0] >= MIN_VISIBLE
        and x <= total_width - MIN_VISIBLE
        and y >= -MIN_VISIBLE // 2  # a title bar above the top edge could not be grabbed again
        and y <= tallest - MIN_VISIBLE
    )


def kept_placement(options: Any, skin: Skin, screens: Sequence[tuple[int, int]] | None = None) -> Placement:
    """The scale and position kept in ``options`` for ``skin`` (a skin never shown yet gets the last
    window's scale, ``window_scale``), checked against the screens."""
    screens = desktop_sizes() if screens is None else screens
    scale = _whole(options.skin_settings(skin.name).get("scale", ""), 1, MAX_SCALE)
    if scale is None:
        scale = _whole(options.window_scale, 1, MAX_SCALE)
    shown = (skin.canvas[0], skin.canvas[1] * skin.pixel_height)  # the canvas as the window shows it
    if scale is not None:
        scale = fitting_scale(scale, shown, screens)
    position = None
    if options.window_x is not None and options.window_y is not None:
        candidate = (int(options.window_x), int(options.window_y))
        factor = scale or skin.default_scale
        size = (shown[0] * factor, shown[1] * factor)
        if on_screen(candidate, size, screens):
            position = candidate
    return Placement(scale, position)


def remember_window(app: App, options: Any) -> None:
    """Put ``app``'s current scale (for its skin) and position into ``options`` (the caller saves)."""
    options.skin_settings(app.skin.name)["scale"] = str(app.scale)
    options.window_scale = app.scale
    position = app.window_position()
    if position is not None:
        options.window_x, options.window_y = int(position[0]), int(position[1])


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


#: Ctrl+C, the session ending (logout, shutdown) and the terminal closing.
CLOSING_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


@contextlib.contextmanager
def closing_on_signals(signals: Sequence[int] = CLOSING_SIGNALS) -> Iterator[threading.Thread | None]:
    """While the game runs, Ctrl+C, a logout's SIGTERM or SIGHUP close the window as its close button does
    (so the window is still remembered), rather than go unheard while the loop sleeps in SDL (Python only
    sees a signal once SDL returns) or kill the game outright. A second signal interrupts the main thread.

    POSIX only; elsewhere, or outside the main thread, signals act as usual. A helper thread waits for
    them (they are blocked in this thread meanwhile) and puts a QUIT event in pygame's queue; the context
    gives that thread (None when signals act as usual)."""
    if not hasattr(signal, "pthread_sigmask") or threading.current_thread() is not threading.main_thread():
        yield None
        return
    stop = signal.SIGUSR2
    watched = {*signals, stop}
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, watched)

    def watch() -> None:
        heard = 0
        while signal.sigwait(watched) != stop:
            heard += 1
            try:
                if heard > 1:
                    raise pygame.error("asked twice")
                pygame.event.post(pygame.event.Event(pygame.QUIT))
                log.info("a signal asked YNOT to close")
            except pygame.error:  # no window yet, or the loop did not answer: interrupt the main thread
                _thread.interrupt_main()

    watcher = threading.Thread(target=watch, name="ynot-signals", daemon=True)
    watcher.start()
    try:
        yield watcher
    finally:
        signal.pthread_kill(watcher.ident, stop)  # type: ignore[arg-type]
        watcher.join(timeout=2)
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
