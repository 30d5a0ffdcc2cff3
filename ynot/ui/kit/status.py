"""The status or help line: one line of advice at the edge of the screen, and a passing message
(a refusal's reason) that stays for a while and then gives way to the advice again."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .style import Style
from .timers import Timer

MESSAGE_MS = 2600


class StatusLine:
    """Advice from ``advice()``, or a message shown with :meth:`say` for ``ms`` milliseconds."""

    def __init__(self, advice: Callable[[], str] = lambda: "", *, ms: int = MESSAGE_MS) -> None:
        self.advice = advice
        self.ms = ms
        self.message = ""
        self.timer = Timer()
        self.alert = True  # the message is a refusal (drawn as the look draws alerts)

    def say(self, message: str, ms: int | None = None, *, alert: bool = True) -> None:
        """Show ``message`` for ``ms``; ``alert`` False: plain information, not drawn as a refusal."""
        self.message = message
        self.alert = alert
        self.timer.start(self.ms if ms is None else ms)

    def clear(self) -> None:
        self.message = ""
        self.timer.stop()

    @property
    def text(self) -> str:
        return self.message or self.advice()

    def update(self, dt_ms: int) -> None:
        if self.message and (self.timer.update(dt_ms) or not self.timer.running):
            self.clear()

    def next_deadline_ms(self) -> int | None:
        """When the message goes (the loop wakes then), or None."""
        return (self.timer.deadline_ms() or 0) if self.message else None

    def draw(self, surface: pygame.Surface, style: Style, rect: pygame.Rect) -> None:
        style.status_line(surface, rect, self.text, alert=bool(self.message) and self.alert)
