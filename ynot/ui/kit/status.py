"""The status or help line: one line of advice at the edge of the screen, and a passing message
(a refusal's reason) that stays for a while and then gives way to the advice again. A sentence the
look's line shows in parts (``Style.status_pages``) turns its pages every ``page_ms``."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .style import Style
from .timers import Timer

MESSAGE_MS = 2600
PAGE_MS = 3000  # how long each part of a sentence shown in parts stays


class StatusLine:
    """Advice from ``advice()``, or a message shown with :meth:`say` for ``ms`` milliseconds."""

    def __init__(self, advice: Callable[[], str] = lambda: "", *, ms: int = MESSAGE_MS, page_ms: int = PAGE_MS) -> None:
        self.advice = advice
        self.ms = ms
        self.message = ""
        self.timer = Timer()
        self.alert = True  # the message is a refusal (drawn as the look draws alerts)
        self.page_ms = page_ms
        self.shown = ""  # the sentence last drawn, and for how long it has been shown
        self.shown_ms = 0
        self.pages = 1  # the parts the look showed it in

    def say(self, message: str, ms: int | None = None, *, alert: bool = True) -> None:
        """Show ``message`` for ``ms``; ``alert`` False: plain information, not drawn as a refusal."""
        self.message = message
        self.alert = alert
        self.timer.start(self.ms if ms is None else ms)
        self.shown = ""  # said again: from its first part

    def clear(self) -> None:
        self.message = ""
        self.timer.stop()

    @property
    def text(self) -> str:
        return self.message or self.advice()

    def update(self, dt_ms: int) -> None:
        self.shown_ms += dt_ms
        if self.message and (self.timer.update(dt_ms) or not self.timer.running):
            self.clear()

    def next_deadline_ms(self) -> int | None:
        """When the message goes or the next page shows (the loop wakes then), or None."""
        deadlines = [self.timer.deadline_ms() or 0] if self.message else []
        if self.pages > 1:
            deadlines.append(self.page_ms - self.shown_ms % self.page_ms)
        return min(deadlines) if deadlines else None

    def draw(self, surface: pygame.Surface, style: Style, rect: pygame.Rect) -> None:
        text = self.text
        pages = style.status_pages(rect, text)
        self.pages = len(pages)
        if text != self.shown:
            self.shown, self.shown_ms = text, 0
            if self.message and self.pages > 1:  # a passing message in parts stays while they turn
                self.timer.start(self.page_ms * self.pages)
        page = pages[self.shown_ms // self.page_ms % len(pages)]
        style.status_line(surface, rect, page, alert=bool(self.message) and self.alert)
