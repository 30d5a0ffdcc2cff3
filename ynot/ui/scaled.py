"""The window that shows a skin's canvas, scaled by a whole number so its pixels stay crisp.

It knows the canvas's size (a skin's pixels may be taller than wide), the scale, where the window
is on the desktop, how window positions map to canvas pixels and back, and which canvas pixels it
shows already (only what changed is pushed to it).
"""

from __future__ import annotations

import contextlib
import os
import warnings
from collections.abc import Iterator

import pygame

from ..logs import get_logger
from .changes import ShownCanvas
from .placement import MAX_SCALE, desktop_sizes, fitting_scale, on_screen, within_screen

log = get_logger("ynot.ui")

WINDOW_POS = "SDL_VIDEO_WINDOW_POS"  # where SDL opens a new window
#: SDL puts a window's pixels on X11 through OpenGL when it guesses that is faster: on a software GL
#: (Mesa's llvmpipe: Xvfb, virtual machines, many laptops without a driver) every update, however small,
#: then uploads and draws the whole window (8-20 ms a frame on a busy machine), and the guess itself
#: opens a GL context first (LLVM loaded: about 100 MB and 0.2 s before the first frame). The system's own
#: window surface (MIT-SHM) pushes only the rectangles asked for. A player may still set it to "1".
FRAMEBUFFER_ACCELERATION = "SDL_FRAMEBUFFER_ACCELERATION"


@contextlib.contextmanager
def _window_position(position: tuple[int, int] | None) -> Iterator[None]:
    """SDL reads where a new window goes from the environment: set it for the one call, then put back
    what was there (left set, it placed every later window of this process, and of its children)."""
    if position is None:
        yield
        return
    before = os.environ.get(WINDOW_POS)
    os.environ[WINDOW_POS] = f"{position[0]},{position[1]}"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(WINDOW_POS, None)
        else:
            os.environ[WINDOW_POS] = before


class ScaledWindow:
    """The desktop window round a canvas of ``canvas_size`` pixels, each ``pixel_height`` tall."""

    def __init__(
        self,
        canvas_size: tuple[int, int],
        pixel_height: int = 1,
        *,
        scale: int | None = None,
        title: str = "YNOT",
        resizable: bool = True,
        position: tuple[int, int] | None = None,
        fit: bool = False,
        own_pointer: bool = False,
    ) -> None:
        self.canvas_size = canvas_size
        self.pixel_height = pixel_height
        self.title = title
        self.resizable = resizable
        self.position = position
        #: the skin draws its own mouse pointer: the system's is hidden over the canvas
        self.own_pointer = own_pointer
        #: The whole-number scale: the one asked for, or (``fit``, or none asked) the largest that fits
        #: the screen the window opens on (the one window policy, ynot.ui.placement).
        self.scale = self._best_scale(scale) if fit or not scale else max(1, scale)
        self.surface: pygame.Surface | None = None
        self.shown = ShownCanvas()  # the canvas pixels now in the window
        #: Whether the window is maximized: asked (:meth:`maximize`), or said by the desktop since (its
        #: WINDOWMAXIMIZED and WINDOWRESTORED events).
        self.maximized = False

    def same_as(self, other: ScaledWindow) -> bool:
        """Whether ``other`` would open the window this one is: the same canvas, pixels and scale."""
        return (self.canvas_size, self.pixel_height, self.scale) == (other.canvas_size, other.pixel_height, other.scale)

    def size(self, scale: int) -> tuple[int, int]:
        """The canvas's size in the window at ``scale``."""
        width, height = self.canvas_size
        return (width * scale, height * scale * self.pixel_height)

    def _best_scale(self, wanted: int | None = None) -> int:
        """``wanted`` (None: the largest), reduced until the window fits the screen it opens on."""
        return fitting_scale(wanted, self.size(1), desktop_sizes(), self.position)

    def open(self) -> pygame.Surface:
        """Create the window at the current scale."""
        place = self.position if self.position is not None and self._fits_at(self.position) else None
        flags = pygame.RESIZABLE if self.resizable else 0
        os.environ.setdefault(FRAMEBUFFER_ACCELERATION, "0")  # read by SDL when the window's surface is made
        with _window_position(place):
            self.surface = pygame.display.set_mode(self.size(self.scale), flags)
        self._keep_on_screen()
        pygame.display.set_caption(self.title)
        if self.own_pointer:  # the skin draws its own pointer at App.pointer
            pygame.mouse.set_visible(False)
        pygame.key.set_repeat(400, 60)
        self.shown.forget()
        return self.surface

    def _keep_on_screen(self) -> None:
        """A window that would hang off its screen (a larger look opened where a smaller one was) is
        moved onto it."""
        where = self.window_position()
        if where is None:
            return
        moved = within_screen(where, self.size(self.scale), desktop_sizes())
        if moved != where:
            try:
                pygame.display.set_window_position(moved)
            except (AttributeError, pygame.error):
                log.info("the window could not be moved onto the screen")

    def _fits_at(self, position: tuple[int, int]) -> bool:
        """Whether the window, placed at ``position``, can be reached on the screens."""
        screens = desktop_sizes()
        return not screens or on_screen(position, self.size(self.scale), screens)

    def set_scale(self, scale: int) -> None:
        """Resize the window to exactly ``scale`` times the canvas (the caller checked the screen)."""
        self.scale = max(1, min(MAX_SCALE, scale))
        if self.surface is not None:
            self.open()

    def minimize(self) -> bool:
        """Ask the desktop to iconify the window: False when it cannot (no window, or it refused)."""
        if self.surface is None:
            return False
        return bool(pygame.display.iconify())

    def maximize(self, on: bool = True) -> bool:
        """Ask the desktop to maximize the window (``on``) or restore it: False when there is no window. The
        desktop answers with a new size, which :meth:`fit` follows (the largest whole scale, the canvas
        centred); ``maximized`` is what was asked (SDL counts the window maximized from the asking on, and
        tells no WINDOWMAXIMIZED then), or what the desktop said since (its own title bar's buttons)."""
        if self.surface is None:
            return False
        with warnings.catch_warnings():  # only its state is asked for, not its surface (which warns)
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        if on:
            window.maximize()
        else:
            window.restore()
        self.maximized = on
        return True

    def window_position(self) -> tuple[int, int] | None:
        """Where the window is on the desktop, when the platform tells."""
        try:
            x, y = pygame.display.get_window_position()
        except (AttributeError, pygame.error):
            return None
        return (int(x), int(y))

    def fit(self, size: tuple[int, int]) -> None:
        """The player resized the window to ``size``: the largest whole scale that fits it."""
        width, height = self.size(1)
        self.scale = max(1, min(size[0] // width, size[1] // height))
        self.surface = pygame.display.get_surface()
        self.shown.forget()

    def canvas_rect(self) -> pygame.Rect:
        """Where the scaled canvas sits in the window (centred)."""
        rect = pygame.Rect((0, 0), self.size(self.scale))
        if self.surface is not None:
            rect.center = self.surface.get_rect().center
        return rect

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position in canvas pixels."""
        rect = self.canvas_rect()
        return ((pos[0] - rect.x) // self.scale, (pos[1] - rect.y) // (self.scale * self.pixel_height))

    def to_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A canvas position in window pixels (the middle of that canvas pixel)."""
        rect = self.canvas_rect()
        tall = self.scale * self.pixel_height
        return (rect.x + pos[0] * self.scale + self.scale // 2, rect.y + pos[1] * tall + tall // 2)

    def pointer_moved(self, pos: tuple[int, int]) -> None:
        """Show the system's pointer only off the canvas, for a skin that draws its own."""
        if not self.own_pointer or self.surface is None:
            return
        width, height = self.canvas_size
        inside = 0 <= pos[0] < width and 0 <= pos[1] < height
        try:
            if pygame.mouse.get_visible() == inside:
                pygame.mouse.set_visible(not inside)
        except pygame.error:
            pass

    def show(self, canvas: pygame.Surface, border: tuple[int, int, int]) -> bool:
        """Scale ``canvas`` into the window: only the rectangles that changed since it was last shown
        (the rolling dice, see ShownCanvas); False when nothing changed and nothing was sent."""
        changes = self.shown.changes(canvas)
        if changes == []:
            return False
        rect = self.canvas_rect()
        if changes is None:
            self.surface.fill(border)
            self._blit_scaled(canvas, rect)
            pygame.display.flip()
        else:
            tall = self.scale * self.pixel_height
            pushed = []
            for changed in changes:
                where = pygame.Rect(
                    rect.x + changed.x * self.scale,
                    rect.y + changed.y * tall,
                    changed.width * self.scale,
                    changed.height * tall,
                )
                self._blit_scaled(canvas.subsurface(changed), where)
                pushed.append(where)
            pygame.display.update(pushed)
        return True

    def _blit_scaled(self, part: pygame.Surface, where: pygame.Rect) -> None:
        """``part`` scaled into the window at ``where``: straight into the window's pixels, with no
        scaled copy in between (a whole 1280x960 frame would be 5 MB more at its peak)."""
        if where.size == part.get_size():
            self.surface.blit(part, where)
        elif self.surface.get_rect().contains(where):
            pygame.transform.scale(part, where.size, self.surface.subsurface(where))
        else:
            self.surface.blit(pygame.transform.scale(part, where.size), where)
