"""Double clicks, told apart from single ones in one place for every widget and look.

A second press is a double click when it is the same button on the same target, soon enough and near
enough to the first. It is one-shot: the pair is forgotten once it has made a double click, so a quick
triple click is one double click and then a new first click, never two double clicks.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

DOUBLE_CLICK_MS = 500  # Windows 3.1's default double-click time
DOUBLE_CLICK_SLOP = 4  # pixels the pointer may move between the two presses (Windows: 4)


@dataclass(frozen=True)
class _Press:
    """The last press: on what, with which button, where and when."""

    target: object
    button: int
    pos: tuple[int, int]
    at_ms: int


class DoubleClick:
    """Watches presses; :meth:`press` is True for the one that completes a double click.

    Time is the scene's clock (moved on by :meth:`advance` from ``update``) plus the real time since
    the last advance, so a script's WAIT counts in a headless run and a person's pause counts on screen.
    ``clock`` (seconds, for tests) defaults to ``time.monotonic``.
    """

    def __init__(
        self,
        limit_ms: int = DOUBLE_CLICK_MS,
        slop: int = DOUBLE_CLICK_SLOP,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit_ms = limit_ms
        self.slop = slop
        self._clock = clock
        self.clock_ms = 0
        self._synced = clock()
        self._last: _Press | None = None

    def advance(self, dt_ms: int) -> None:
        """Time passes (call from the scene's ``update``)."""
        self.clock_ms += dt_ms
        self._synced = self._clock()

    def now(self) -> int:
        return self.clock_ms + int((self._clock() - self._synced) * 1000)

    def press(self, pos: tuple[int, int], button: int = 1, target: object = None) -> bool:
        """A press of ``button`` at ``pos`` on ``target`` (a die, a row: None when only the place
        counts); True if it completes a double click (the pair is then forgotten)."""
        now = self.now()
        last = self._last
        if (
            last is not None
            and last.target == target
            and last.button == button
            and now - last.at_ms <= self.limit_ms
            and abs(pos[0] - last.pos[0]) <= self.slop
            and abs(pos[1] - last.pos[1]) <= self.slop
        ):
            self._last = None
            return True
        self._last = _Press(target, button, (int(pos[0]), int(pos[1])), now)
        return False

    def forget(self) -> None:
        """The next press is a first one (a drag or a press elsewhere came between)."""
        self._last = None
