"""The App: one loop object owning the window, the skin's logical canvas and the scene stack.

The canvas is drawn at its logical size and scaled into the window by a whole number, so pixels
stay crisp. When nothing moves the loop sleeps until events arrive (``App.wait_events``) and draws
nothing; it only ticks while a scene is busy (an animation) and wakes for a scene's pending timer.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Protocol

import pygame

from ..i18n import _
from ..logs import get_logger
from .collector import first_frame_shown
from .scaled import ScaledWindow
from .scene import Scene
from .script import parse_script
from .skin import Skin
from .timed import LIVE, first_frame_only

log = get_logger("ynot.ui")

FRAME_MS = 16  # the tick while something moves (about 60 frames a second)
MAX_STEP_MS = 100  # a long stall is not replayed as one huge jump
IDLE_NAP_MS = 15  # sleep between event polls when nothing moves
_REPEATING_KEYS = frozenset(
    (
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_BACKSPACE,
        pygame.K_DELETE,
        pygame.K_PAGEUP,
        pygame.K_PAGEDOWN,
    )
)
_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def _ticks() -> int:
    """Milliseconds from a steady clock (pygame's needs pygame.init(), which also wakes the sound)."""
    return int(time.monotonic() * 1000)


def _sleep_ms(ms: int) -> None:
    """Really sleep: the thread gives the CPU away."""
    time.sleep(ms / 1000)


class Frame(Protocol):
    """A drawing round a skin's screen (the machine), with keys that light up and can be clicked."""

    size: tuple[int, int]  # the whole canvas
    screen_rect: pygame.Rect  # where the skin's screen sits in it

    def draw(self, canvas: pygame.Surface) -> None: ...

    def click(self, kind: int, pos: tuple[int, int], button: int) -> list[pygame.event.Event]:
        """Mouse event ``kind`` at canvas ``pos`` outside the screen: the key events it makes."""
        ...

    def key_seen(self, event: pygame.event.Event) -> None:
        """A key event on its way to the scenes (to light the key up)."""
        ...

    def busy(self) -> bool: ...

    def update(self, dt_ms: int) -> None: ...


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
        frame: Frame | None = None,
        fit: bool = False,
        opened: ScaledWindow | None = None,
    ) -> None:
        self.skin = skin
        #: An optional drawing round the skin's screen (a machine with clickable keys).
        self.frame = frame
        self.canvas = pygame.Surface(frame.size if frame is not None else skin.canvas, 0, 32)
        #: Where the scenes draw: the whole canvas, or the screen inside the frame.
        self.screen = self.canvas.subsurface(frame.screen_rect) if frame is not None else self.canvas
        self.scenes: list[Scene] = []
        self.running = True  # until quit(); scripts and tests dispatch without run()
        #: The window showing the canvas at a whole-number scale (open_window opens it).
        self.display = ScaledWindow(
            self.canvas.get_size(),
            skin.pixel_height,
            scale=scale,
            title=title,
            resizable=resizable,
            position=position,
            fit=fit,
            own_pointer=skin.pointer,
        )
        if opened is not None and opened.surface is not None and opened.same_as(self.display):
            self.display = opened  # the opening picture's window (ynot.ui.opening): the first frame pushes what differs
        self.frames = 0
        #: Called with a one-line message when an error is caught (the skin shows it its own way).
        self.on_error: Callable[[str], None] | None = None
        #: Called once as the loop ends (autosave, remember the window).
        self.on_quit: list[Callable[[], None]] = []
        #: Set (with quit()) when the player picks another skin: the caller starts it.
        self.switch_to: str | None = None
        #: A finished game this window showed (the Session, and its players' names as kept), handed to the
        #: window started again for an option (language, look, machine) so it shows the final cards again
        #: instead of a new game (``Shell.carried``).
        self.carried: Any = None
        #: Whether this window is a start the player made, not one started again within the run (another
        #: look, the machine shown, a language chosen): the Psion counts its launches by it.
        self.launched = True
        #: Every error caught in a scene (logged and shown; tests check it stays empty).
        self.errors: list[Exception] = []
        #: The mouse position in canvas pixels, for skins that draw their own pointer (None: not seen,
        #: or the mouse left the window).
        self.pointer: tuple[int, int] | None = None
        #: A skin's own pointer picture and its hot spot, drawn by the App at ``pointer`` (set_pointer).
        self.pointer_image: tuple[pygame.Surface, tuple[int, int]] | None = None
        self._held_keys: set[int] = set()
        self._opened_by_key = False  # the last key pressed opened or closed a scene: its character is spent
        self._last_ticks = 0
        self._dirty = True
        #: The scenes' static layers by name (ynot.ui.kit.layer.app_layer): painted once, put back with a blit.
        self.layers: dict[str, Any] = {}

    def open_window(self) -> pygame.Surface:
        """Open the window at the current scale (the next frame is shown whole), or go on in the one the
        opening picture opened (the next frame pushes only what differs from the picture)."""
        self._dirty = True
        if self.display.surface is not None and self.display.surface is pygame.display.get_surface():
            return self.display.surface
        return self.display.open()

    # --- a skin's own mouse pointer ----------------------------------------------------------
    def set_pointer(self, image: pygame.Surface | None, hotspot: tuple[int, int] = (0, 0)) -> None:
        """Draw ``image`` (in canvas pixels) as the mouse pointer, its ``hotspot`` at the mouse (the
        system's pointer is hidden over the canvas of a skin with ``pointer = true``); None: no picture."""
        self.pointer_image = (image, hotspot) if image is not None else None
        self._dirty = True

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
            self.display.fit(event.size)
            self._dirty = True
            return True
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
            self._held_keys.clear()  # a key released elsewhere must not count as held
            return False
        if event.type in (pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED):
            self.display.maximized = event.type == pygame.WINDOWMAXIMIZED
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED):
            self._dirty = True
            self.display.shown.forget()
            return False
        if event.type == pygame.WINDOWLEAVE:
            self.pointer = None
            self._dirty = True
            return False
        if event.type == pygame.MOUSEWHEEL:  # it has no position of its own: the pointer's, for every scene
            if hasattr(event, "pos"):
                pos = self.display.to_canvas(event.pos)
            elif self.pointer is not None:  # where the pointer was last seen on the canvas
                pos = self.pointer
            else:
                try:
                    pos = self.display.to_canvas(pygame.mouse.get_pos())
                except pygame.error:  # no window (headless): nowhere in particular
                    pos = (0, 0)
            if self.frame is not None:
                screen = self.frame.screen_rect
                if not screen.collidepoint(pos):
                    return True  # turned over the machine round the screen: nothing there scrolls
                pos = (pos[0] - screen.x, pos[1] - screen.y)
            event = pygame.event.Event(event.type, {**event.dict, "pos": pos})
        elif event.type in _MOUSE_EVENTS:
            pos = self.display.to_canvas(event.pos)
            self.pointer = pos
            self.display.pointer_moved(pos)
            if self.frame is not None:
                screen = self.frame.screen_rect
                if not screen.collidepoint(pos):
                    self._dirty = True
                    for key in self.frame.click(event.type, pos, getattr(event, "button", 0)):
                        self.dispatch(key)
                    return True
                pos = (pos[0] - screen.x, pos[1] - screen.y)
            event = pygame.event.Event(event.type, {**event.dict, "pos": pos})
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP):
            if self._is_unwanted_repeat(event):
                return True
            if self.frame is not None:
                self.frame.key_seen(event)
        elif event.type == pygame.TEXTINPUT and self._opened_by_key:
            self._opened_by_key = False  # the character of the key that opened (or closed) the scene on top
            return True
        scene = self.top
        if scene is None:
            return False
        self._dirty = True
        stack = list(self.scenes)
        try:
            return bool(scene.handle_event(event))
        except Exception as err:  # never a traceback for the player
            self.report_error(err)
            return True
        finally:
            if event.type == pygame.KEYDOWN:
                self._opened_by_key = self.scenes != stack

    def _is_unwanted_repeat(self, event: pygame.event.Event) -> bool:
        """Held keys repeat only where that helps (cursor keys, typing): a held ENTER scores once."""
        if event.type == pygame.KEYUP:
            self._held_keys.discard(event.key)
            return False
        repeat = event.key in self._held_keys
        self._held_keys.add(event.key)
        return repeat and event.key not in _REPEATING_KEYS and not (event.unicode or "").isprintable()

    def report_error(self, err: Exception) -> None:
        log.exception("error in the game screen")
        self.errors.append(err)
        message = (
            _("Something went wrong: {problem}").format(problem=err)
            if str(err)
            else _("Something went wrong ({problem}).").format(problem=type(err).__name__)
        )
        if self.on_error is not None:
            try:
                self.on_error(message)
            except Exception:
                log.exception("error while showing an error")

    def update(self, dt_ms: int) -> None:
        if self.frame is not None:
            self.frame.update(dt_ms)
        for scene in list(self.scenes):
            try:
                scene.update(dt_ms)
            except Exception as err:
                self.report_error(err)
        self._dirty = True

    def busy(self) -> bool:
        return any(scene.busy() for scene in self.scenes) or (self.frame is not None and self.frame.busy())

    def next_deadline_ms(self) -> int | None:
        deadlines = [d for d in (s.next_deadline_ms() for s in self.scenes) if d is not None]
        return max(0, min(deadlines)) if deadlines else None

    def draw(self) -> pygame.Surface:
        """Paint the visible scenes on the canvas and return it."""
        if self.frame is not None:
            self.frame.draw(self.canvas)
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            try:
                scene.draw(self.screen)
            except Exception as err:
                self.report_error(err)
        if self.pointer_image is not None and self.pointer is not None:
            image, (hot_x, hot_y) = self.pointer_image
            width, height = self.canvas.get_size()
            if 0 <= self.pointer[0] < width and 0 <= self.pointer[1] < height:
                self.canvas.blit(image, (self.pointer[0] - hot_x, self.pointer[1] - hot_y))
        return self.canvas

    def present(self) -> None:
        """Draw the canvas and show it in the window (only what changed since the last frame)."""
        self.draw()
        if self.display.surface is None:
            return
        if self.display.show(self.canvas, self.skin.palette.get("border", (0, 0, 0))):
            self.frames += 1
        self._dirty = False

    def frame_image(self) -> pygame.Surface:
        """The picture the player sees: the canvas at the current scale."""
        self.draw()
        size = self.display.size(self.display.scale)
        if size == self.canvas.get_size():
            return self.canvas.copy()
        return pygame.transform.scale(self.canvas, size)

    def save_frame(self, path: Path) -> None:
        pygame.image.save(self.frame_image(), str(path))

    # --- the loop --------------------------------------------------------------------------
    def run(self) -> None:
        """Run until a scene quits; block on events whenever nothing moves."""
        if self.display.surface is None:
            self.open_window()
        only = first_frame_only()
        self.running = not only
        self.present()
        first_frame_shown()  # collections held off while the window started go on (collector.py)
        if only == LIVE:
            return
        self._last_ticks = _ticks()
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
        start = _ticks()
        while True:
            events = pygame.event.get()
            if events:
                return events
            waited = _ticks() - start
            if timeout_ms is not None and waited >= timeout_ms:
                return []
            nap = IDLE_NAP_MS if timeout_ms is None else max(1, min(IDLE_NAP_MS, timeout_ms - waited))
            _sleep_ms(nap)

    def _step(self) -> None:
        moving = self.busy()
        if moving:
            events = pygame.event.get()
            if not events:
                _sleep_ms(max(1, FRAME_MS - (_ticks() - self._last_ticks)))
        else:
            deadline = self.next_deadline_ms()
            events = self.wait_events(deadline)
            # time stood still while we slept only if nothing was pending
            if deadline is None:
                self._last_ticks = _ticks()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        now = _ticks()
        dt = max(0, now - self._last_ticks)
        if moving:  # a stall while something moves is not replayed as one jump; an idle wait counts whole
            dt = min(MAX_STEP_MS, dt)
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
                if event.type in (*_MOUSE_EVENTS, pygame.MOUSEWHEEL):
                    event = pygame.event.Event(event.type, {**event.dict, "pos": self.display.to_window(event.pos)})
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

        self.play_script(parse_script(text))

    def feed(self, events: Iterable[pygame.event.Event], *, settle: bool = True) -> None:
        """Dispatch ``events`` one by one, letting animations finish after each."""
        for event in events:
            self.dispatch(event)
            if settle:
                self.settle()
