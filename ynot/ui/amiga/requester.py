"""The Amiga's requester: a small Workbench window with a question and two buttons, as Intuition's
system requests looked (the answer that goes ahead on the left, the one that goes back on the right).
A kit Dialog laid out and drawn the Workbench way; RETURN or Y answers yes, ESC or N no (and the player's
language's letters: J for Ja in German)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...i18n import pgettext
from ..kit import Context, Dialog

MARGIN = 12  # between a button and the requester's side


class Requester(Dialog):
    """A question over the screen; ``on_yes`` or ``on_no`` runs after it closes. With no ``no`` label it
    is a message with one button, which any of the answer keys closes."""

    def __init__(
        self,
        ctx: Context,
        title: str,
        lines: Sequence[str],
        yes: str,
        no: str | None,
        *,
        on_yes: Callable[[], None],
        on_no: Callable[[], None] = lambda: None,
        help_text: str = "",
        headline: bool = True,
        help_bar: tuple[int, int, int, int] = (0, 243, 640, 13),
    ) -> None:
        self.lines = list(lines)
        self.help_text = help_text
        self.headline = headline  # the first line in orange, a question over its explanation
        self.help_bar = pygame.Rect(help_bar)
        super().__init__(ctx, title, [], ok=yes, cancel=no or "", on_accept=lambda _result: on_yes(), on_cancel=on_no)
        self.focus = None  # Intuition's gadgets had no keyboard focus: RETURN, ESC, Y and N answer

    @property
    def labels(self) -> tuple[str, str | None]:
        return self.buttons[0].label, self.buttons[1].label if len(self.buttons) > 1 else None

    def layout(self) -> None:
        canvas = self.ctx.canvas
        font = self.style.font
        width = min(canvas[0] - 40, max(300, max(font.line_width(line) for line in self.lines) + 40))
        height = 36 + 10 * len(self.lines) + 22
        self.frame = pygame.Rect(0, 0, width, height)
        self.frame.center = (canvas[0] // 2, canvas[1] // 2 - 8)
        self.body = self.frame
        bottom = self.frame.bottom - 22
        for button in self.buttons:
            button.rect = pygame.Rect((0, bottom), button.size_hint(self.style))
        yes = self.buttons[0]
        yes.rect.left = self.frame.left + MARGIN
        if len(self.buttons) > 1:
            self.buttons[1].rect.right = self.frame.right - MARGIN
        else:  # one button, in the middle
            yes.rect.centerx = self.frame.centerx

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in answer_keys(pgettext("the key that answers yes in a requester", "y"), pygame.K_y):
            self.buttons[0].press(self)
            return True
        if event.key in answer_keys(pgettext("the key that answers no in a requester", "n"), pygame.K_n):
            self.buttons[-1].press(self)
            return True
        return super().key(event)

    def draw(self, surface: pygame.Surface) -> None:
        style = self.style
        style.dialog(surface, self.frame, self.title)
        data = style.data
        for row, line in enumerate(self.lines):
            colour = data.extra["emphasis"] if row == 0 and self.headline else data.ink
            style.text(surface, line, (self.frame.centerx, self.frame.top + 22 + row * 10), colour, align="center")
        for button in self.buttons:
            button.draw(surface, style, False)
        if self.help_text:
            style.status_line(surface, self.help_bar, self.help_text)


def answer_keys(letter: str, english: int) -> set[int]:
    """The keys that give an answer: the English letter, and the player's language's (J for Ja)."""
    translated = pygame.key.key_code(letter) if letter.isalpha() and len(letter) == 1 else english
    return {english, translated}
