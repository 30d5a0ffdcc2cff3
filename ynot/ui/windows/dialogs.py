"""The Windows look's dialogs: "All done?", the end of a game."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...game import GameOver
from ...i18n import _
from ..scene import Scene

if TYPE_CHECKING:
    from .controller import WindowsYahtzee


class _Box(Scene):
    """A provisional message box until the kit's lands."""

    opaque = False

    def __init__(self, owner: WindowsYahtzee, title: str, lines: list[str], buttons: list[tuple[str, Callable]]):
        super().__init__()
        self.owner = owner
        self.title = title
        self.lines = lines
        self.buttons = buttons
        width = max(260, max(owner.style.font.line_width(t) for t in lines) + 40)
        self.rect = pygame.Rect(0, 0, width, 70 + 16 * len(lines))
        self.rect.center = (320, 240)

    def _button_rects(self) -> list[pygame.Rect]:
        count = len(self.buttons)
        rects = []
        for i in range(count):
            r = pygame.Rect(0, 0, 76, 24)
            r.center = (self.rect.centerx + (i - (count - 1) / 2) * 90, self.rect.bottom - 20)
            rects.append(r)
        return rects

    def choose(self, index: int) -> None:
        self.close()
        self.buttons[index][1]()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(0)
            elif event.key == pygame.K_ESCAPE:
                self.choose(len(self.buttons) - 1)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self._button_rects()):
                if r.collidepoint(event.pos):
                    self.choose(i)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.KEYUP)

    def draw(self, surface: pygame.Surface) -> None:
        style = self.owner.style
        inner = style.window_frame(surface, self.rect, sizing=False)
        cap = pygame.Rect(self.rect.left + 1, self.rect.top + 1, self.rect.width - 2, 18)
        style.caption(surface, cap, self.title, buttons=False)
        for i, line in enumerate(self.lines):
            style.text(surface, line, (inner.centerx, cap.bottom + 10 + 16 * i), align="center")
        for i, r in enumerate(self._button_rects()):
            style.button(surface, r, self.buttons[i][0], default=i == 0)


def ask_all_done(owner: WindowsYahtzee, *, on_ok: Callable[[], None], on_cancel: Callable[[], None]) -> None:
    owner.app.push(_Box(owner, _("Windows Yahtzee"), [_("All done?")], [(_("OK"), on_ok), (_("Cancel"), on_cancel)]))


def show_game_over(owner: WindowsYahtzee, event: GameOver) -> None:
    state = owner.game.state
    names = [state.players[w] for w in event.winners]
    lines = [_("{name} wins with {score}.").format(name=" & ".join(names), score=event.totals[event.winners[0]])]
    owner.app.push(_Box(owner, _("Game Over"), lines, [(_("OK"), lambda: None)]))
