"""The Amiga's requester: a small Workbench window with a question and two buttons, as Intuition's
system requests looked (the answer that goes ahead on the left, the one that goes back on the right)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..scene import Scene
from .look import Look

YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y)
NO_KEYS = (pygame.K_ESCAPE, pygame.K_n)


class Requester(Scene):
    """A question over the screen; ``on_yes`` or ``on_no`` runs after it closes. With no ``no`` label it
    is a message with one button, which any of the answer keys closes."""

    opaque = False

    def __init__(
        self,
        look: Look,
        title: str,
        lines: Sequence[str],
        yes: str,
        no: str | None,
        *,
        on_yes: Callable[[], None],
        on_no: Callable[[], None] = lambda: None,
        help_text: str = "",
        headline: bool = True,
        help_bar: tuple[int, int, int, int] = (0, 244, 640, 12),
        canvas: tuple[int, int] = (640, 256),
    ) -> None:
        super().__init__()
        self.look = look
        self.title = title
        self.lines = list(lines)
        self.labels = (yes, no)
        self.on_yes = on_yes
        self.on_no = on_no
        self.help_text = help_text
        self.headline = headline  # the first line in orange, a question over its explanation
        self.help_bar = pygame.Rect(help_bar)
        width = min(canvas[0] - 40, max(300, max(look.font.line_width(line) for line in self.lines) + 40))
        height = 34 + 10 * len(self.lines) + 22
        self.frame = pygame.Rect(0, 0, width, height)
        self.frame.center = (canvas[0] // 2, canvas[1] // 2 - 8)
        bottom = self.frame.bottom - 22
        self.yes_rect = pygame.Rect(self.frame.left + 12, bottom, 96, 15)
        self.no_rect = pygame.Rect(self.frame.right - 108, bottom, 96, 15)
        if no is None:  # one button, in the middle
            self.yes_rect.centerx = self.frame.centerx
            self.no_rect = pygame.Rect(0, 0, 0, 0)
        self.pressed: str | None = None

    def answer(self, yes: bool) -> None:
        self.close()
        (self.on_yes if yes else self.on_no)()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in YES_KEYS or (self.labels[1] is None and event.key in NO_KEYS):
                self.answer(True)
            elif event.key in NO_KEYS:
                self.answer(False)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in (("yes", self.yes_rect), ("no", self.no_rect)):
                if rect.collidepoint(event.pos):
                    self.pressed = name
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            rect = {"yes": self.yes_rect, "no": self.no_rect}.get(pressed or "")
            if rect is not None and rect.collidepoint(event.pos):
                self.answer(pressed == "yes")
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYUP, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        inside = look.window(surface, self.frame, self.title)
        for row, line in enumerate(self.lines):
            colour = look.orange if row == 0 and self.headline else look.white
            look.text(surface, line, (inside.centerx, inside.top + 6 + row * 10), colour, align="center")
        look.button(surface, self.yes_rect, self.labels[0], pressed=self.pressed == "yes")
        if self.labels[1] is not None:
            look.button(surface, self.no_rect, self.labels[1], pressed=self.pressed == "no")
        if self.help_text:
            look.help_bar(surface, self.help_bar, self.help_text)
