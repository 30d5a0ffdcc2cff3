"""The App: one loop object owning the window, the skin's logical canvas and the scene stack.

The canvas is drawn at its logical size and scaled into the window by a whole number, so pixels
stay crisp. When nothing moves the loop sleeps until events arrive (``App.wait_events``) and draws
nothing; it only ticks while a scene is busy (an animation) and wakes for a scene's pending timer.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame

from .scene import Scene
from .skin import Skin

log = logging.getLogger("ynot.ui")

FRAME_MS = 16  # the tick while something moves (about 60 frames a second)
MAX_STEP_MS = 100  # a long stall is not replayed as one huge jump
IDLE_NAP_MS = 15  # sleep between event polls when nothing moves
_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class App:
    """The window, the canvas, the scene stack and the loop."""

    def __init__(
        self,
        skin: Skin,
        *,
        scale: int | None = None,
        title: str = "YNOT",
        resizable: bool = True,
        position: tuple[int, int] | None = None,
    ) -> None:
        self.skin = skin
        self.canvas = pygame.Surface(skin.canvas)
        self.scenes: list[Scene] = []
        self.running = True  # until quit(); scripts and tests dispatch without run()
        self.title = title
        self.resizable = resizable
        self.position = position
        self.scale = max(1, scale or self._best_scale())
        self.window: pygame.Surface | None = None
        self.frames = 0
        #: Called with a one-line message when an error is caught (the skin shows it its own way).
        self.on_error: Callable[[str], None] | None = None
        #: Called once as the loop ends (autosave, remember the window).
        self.on_quit: list[Callable[[], None]] = []
        #: Set (with quit()) when the player picks another skin: the caller starts it.
        self.switch_to: str | None = None
        #: Every error caught in a scene (logged and shown; tests check it stays empty).
        self.errors: list[Exception] = []
        #: The skin's own mouse pointer (image, hot spot) drawn over the canvas; None: the system's.
        self.pointer: tuple[pygame.Surface, tuple[int, int]] | None = None
        #: Where the mouse is, in canvas pixels (None when it is outside the canvas or unknown).
        self.mouse_pos: tuple[int, int] | None = None
        self._last_ticks = 0
        self._dirty = True

    # --- window ------------------------------------------------------------------------
    def _size(self, scale: int) -> tuple[int, int]:
        """The canvas's size in the window at ``scale`` (pixels may be taller than wide)."""
        return self.skin.window_size(scale)

    def _best_scale(self) -> int:
        """The skin's default scale, reduced until the window fits on the desktop."""
        width, height = self._size(1)
        scale = self.skin.default_scale
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        if sizes:
            desk_w, desk_h = sizes[0]
            while scale > 1 and (width * scale > desk_w - 40 or height * scale > desk_h - 80):
                scale -= 1
        return scale

    def open_window(self) -> pygame.Surface:
        """Create the window at the current scale."""
        if self.position is not None:
            import os

            os.environ["SDL_VIDEO_WINDOW_POS"] = f"{self.position[0]},{self.position[1]}"
        flags = pygame.RESIZABLE if self.resizable else 0
        self.window = pygame.display.set_mode(self._size(self.scale), flags)
        pygame.display.set_caption(self.title)
        pygame.key.set_repeat(400, 60)
        self._dirty = True
        return self.window

    def set_scale(self, scale: int) -> None:
        """Resize the window to ``scale`` times the canvas."""
        self.scale = max(1, min(16, scale))
        if self.window is not None:
            self.open_window()

    def window_position(self) -> tuple[int, int] | None:
        """Where the window is on the desktop, when the platform tells."""
        try:
            x, y = pygame.display.get_window_position()
        except (AttributeError, pygame.error):
            return None
        return (int(x), int(y))

    def _fit_scale(self, size: tuple[int, int]) -> None:
        width, height = self._size(1)
        self.scale = max(1, min(size[0] // width, size[1] // height))
        self.window = pygame.display.get_surface()
        self._dirty = True

    def canvas_rect(self) -> pygame.Rect:
        """Where the scaled canvas sits in the window (centred)."""
        rect = pygame.Rect((0, 0), self._size(self.scale))
        if self.window is not None:
            rect.center = self.window.get_rect().center
        return rect

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position in canvas pixels."""
        rect = self.canvas_rect()
        return ((pos[0] - rect.x) // self.scale, (pos[1] - rect.y) // (self.scale * self.skin.pixel_height))

    def to_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A canvas position in window pixels (the middle of that canvas pixel)."""
        rect = self.canvas_rect()
        tall = self.scale * self.skin.pixel_height
        return (rect.x + pos[0] * self.scale + self.scale // 2, rect.y + pos[1] * tall + tall // 2)

    # --- the skin's mouse pointer -------------------------------------------------------------
    def set_pointer(self, image: pygame.Surface | None, hotspot: tuple[int, int] = (0, 0)) -> None:
        """Draw ``image`` (in canvas pixels) as the mouse pointer, its ``hotspot`` at the mouse, and
        hide the system's pointer over the canvas; None gives the system's pointer back."""
        self.pointer = (image, hotspot) if image is not None else None
        if image is None:
            self._show_system_pointer(True)
        self._dirty = True

    def _show_system_pointer(self, visible: bool) -> None:
        try:
            if pygame.mouse.get_visible() != visible:
                pygame.mouse.set_visible(visible)
        except pygame.error:
            pass

    def _track_mouse(self, pos: tuple[int, int]) -> None:
        width, height = self.skin.canvas
        inside = 0 <= pos[0] < width and 0 <= pos[1] < height
        self.mouse_pos = pos if inside else None
        if self.pointer is not None and self.window is not None:
            self._show_system_pointer(not inside)

    # --- the scene stack ------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.attach(self)
        self._dirty = True
        return scene

    def remove(self, scene: Scene) -> None:
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.detach()
            self._dirty = True

    def quit(self) -> None:
        """End the loop after this event."""
        self.running = False

    # --- events, time, drawing ------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> bool:
        """Give one event to the top scene; an error is logged and shown, never raised."""
        if event.type == pygame.QUIT:
            self.quit()
            return True
        if event.type == pygame.VIDEORESIZE:
            self._fit_scale(event.size)
            return True
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self._dirty = True
            return False
        if event.type == pygame.WINDOWLEAVE:
            self.mouse_pos = None
            self._dirty = True
            return False
        if event.type in _MOUSE_EVENTS:
            event = pygame.event.Event(event.type, {**event.dict, "pos": self.to_canvas(event.pos)})
            self._track_mouse(event.pos)
        scene = self.top
        if scene is None:
            return False
        self._dirty = True
        try:
            return bool(scene.handle_event(event))
        except Exception as err:  # never a traceback for the player
            self.report_error(err)
            return True

    def report_error(self, err: Exception) -> None:
        log.exception("error in the game screen")
        self.errors.append(err)
        message = (
            f"Something went wrong: {err}" if str(err) else f"Something went wrong ({type(err).__name__})."
        )
        if self.on_error is not None:
            try:
                self.on_error(message)
            except Exception:
                log.exception("error while showing an error")

    def update(self, dt_ms: int) -> None:
        for scene in list(self.scenes):
            try:
                scene.update(dt_ms)
            except Exception as err:
                self.report_error(err)
        self._dirty = True

    def busy(self) -> bool:
        return any(scene.busy() for scene in self.scenes)

    def next_deadline_ms(self) -> int | None:
        deadlines = [d for d in (s.next_deadline_ms() for s in self.scenes) if d is not None]
        return max(0, min(deadlines)) if deadlines else None

    def draw(self) -> pygame.Surface:
        """Paint the visible scenes on the canvas and return it."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            try:
                scene.draw(self.canvas)
            except Exception as err:
                self.report_error(err)
        if self.pointer is not None and self.mouse_pos is not None:
            image, (hot_x, hot_y) = self.pointer
            self.canvas.blit(image, (self.mouse_pos[0] - hot_x, self.mouse_pos[1] - hot_y))
        return self.canvas

    def present(self) -> None:
        """Scale the canvas into the window and show it."""
        self.draw()
        if self.window is None:
            return
        self.window.fill(self.skin.palette.get("border", (0, 0, 0)))
        rect = self.canvas_rect()
        if rect.size == self.canvas.get_size():
            self.window.blit(self.canvas, rect)
        else:
            self.window.blit(pygame.transform.scale(self.canvas, rect.size), rect)
        pygame.display.flip()
        self.frames += 1
        self._dirty = False

    def frame_image(self) -> pygame.Surface:
        """The picture the player sees: the canvas at the current scale."""
        self.draw()
        size = self._size(self.scale)
        if size == self.canvas.get_size():
            return self.canvas.copy()
        return pygame.transform.scale(self.canvas, size)

    def save_frame(self, path: Path) -> None:
        pygame.image.save(self.frame_image(), str(path))

    # --- the loop --------------------------------------------------------------------------
    def run(self) -> None:
        """Run until a scene quits; block on events whenever nothing moves."""
        if self.window is None:
            self.open_window()
        self.running = True
        self.present()
        self._last_ticks = pygame.time.get_ticks()
        try:
            while self.running and self.scenes:
                self._step()
        finally:
            for hook in self.on_quit:
                try:
                    hook()
                except Exception:
                    log.exception("error while closing")

    def wait_events(self, timeout_ms: int | None = None) -> list[pygame.event.Event]:
        """Sleep until events arrive (or ``timeout_ms`` passes) and return them.

        pygame-ce's ``event.wait`` polls every millisecond, which keeps a core a few percent busy; this
        sleeps IDLE_NAP_MS between polls instead, so an idle game costs next to no CPU and a key is
        still answered within a frame.
        """
        start = pygame.time.get_ticks()
        while True:
            events = pygame.event.get()
            if events:
                return events
            waited = pygame.time.get_ticks() - start
            if timeout_ms is not None and waited >= timeout_ms:
                return []
            nap = IDLE_NAP_MS if timeout_ms is None else max(1, min(IDLE_NAP_MS, timeout_ms - waited))
            pygame.time.wait(nap)

    def _step(self) -> None:
        if self.busy():
            events = pygame.event.get()
            if not events:
                pygame.time.wait(max(1, FRAME_MS - (pygame.time.get_ticks() - self._last_ticks)))
        else:
            deadline = self.next_deadline_ms()
            events = self.wait_events(deadline)
            # time stood still while we slept only if nothing was pending
            if deadline is None:
                self._last_ticks = pygame.time.get_ticks()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        now = pygame.time.get_ticks()
        dt = min(MAX_STEP_MS, max(0, now - self._last_ticks))
        self._last_ticks = now
        if dt or self.busy():
            self.update(dt)
        if self._dirty:
            self.present()

    def settle(self, limit_ms: int = 60_000) -> None:
        """Run time forward (without real waiting) until nothing moves: headless scripts, tests."""
        spent = 0
        while spent < limit_ms and (self.busy() or self.next_deadline_ms() == 0):
            self.update(FRAME_MS)
            spent += FRAME_MS

    def play_script(self, steps: Iterable) -> None:
        """Play ``ynot.ui.script`` Steps (mouse positions in canvas pixels) as a player would."""
        for step in steps:
            for event in step.events:
                if event.type in _MOUSE_EVENTS:
                    event = pygame.event.Event(event.type, {**event.dict, "pos": self.to_window(event.pos)})
                self.dispatch(event)
                self.settle()
                if not self.running:
                    return
            waited = 0
            while waited < step.wait_ms:
                self.update(min(FRAME_MS, step.wait_ms - waited))
                waited += FRAME_MS

    def play_keys(self, text: str) -> None:
        """Play a script written as text (``"ENTER SPACE Ctrl+H CLICK:10,20"``, see ynot.ui.script)."""
        from .script import parse_script

        self.play_script(parse_script(text))

    def feed(self, events: Iterable[pygame.event.Event], *, settle: bool = True) -> None:
        """Dispatch ``events`` one by one, letting animations finish after each."""
        for event in events:
            self.dispatch(event)
            if settle:
                self.settle()
