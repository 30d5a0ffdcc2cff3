"""The Series 3a's keys (the YNOT 1.00 manual of 1993, section 8) on the game screen: ENTER, TAB, SPACE (and
Shift-SPACE), the cursor keys and the Psion-key hotkeys, and where the box round a die and the card cursor are (kept in
the autosave). A helper of the Psion's game scene, depending only on the small :class:`Table` protocol."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ...dice import ReselectPrevious, Roll, Score, ToggleDie
from ...dice.rules import ALL_CATEGORIES, Category
from ...i18n import _
from ..kit.timers import Timer
from .screen import box_position

DICE, CARD = "dice", "card"
#: The Psion key: a PC's Ctrl or Alt.
MOD_PSION = pygame.KMOD_CTRL | pygame.KMOD_ALT
PRESS_MS = 110


class Table(Protocol):
    """What the keypad uses of the Psion's game scene."""

    focus: str
    die: int
    cursor: Category | None
    press_timer: Timer

    @property
    def game(self) -> Any: ...
    @property
    def state(self) -> Any: ...
    @property
    def session(self) -> Any: ...
    def act(self, action: Any, label: str | None = None, *, quiet: bool = False) -> bool: ...
    def refuse(self, message: str, action: Any = None) -> bool: ...
    def beep(self) -> None: ...
    def sound(self, name: str) -> None: ...
    def new_game(self) -> None: ...
    def reset_cursors(self) -> None: ...


class Keypad:
    """Section 8's keys turned into Actions and cursor moves on ``game``."""

    def __init__(self, game: Table) -> None:
        self.game = game

    def enter(self) -> bool:
        state = self.game.state
        self.game.press_timer.start(PRESS_MS)
        if state.is_over:
            self.game.new_game()
            self.game.reset_cursors()
            self.game.sound("select")
            return True
        if state.roll_number == 0:
            return self.game.act(Roll())
        if self.game.focus == CARD and self.game.cursor is not None:
            return self.game.act(Score(self.game.cursor))
        if not state.marks:
            return self.game.refuse(_("Mark dice to roll with Space"))
        return self.game.act(Roll())

    def tab(self) -> bool:
        state = self.game.state
        if state.is_over or state.roll_number == 0:
            return self.game.refuse(_("Roll the dice first"))
        if self.game.focus == CARD:
            if state.roll_number >= 3:
                return self.game.refuse(_("No rolls left: choose a box"))
            self.game.focus = DICE
            self.game.sound("click")
        else:
            self.open_card()
            self.game.sound("click")
        self.remember()
        return True

    def space(self, shift: bool) -> bool:
        state = self.game.state
        if state.is_over or state.roll_number == 0:
            return self.game.refuse(_("Roll the dice first"))
        if self.game.focus == CARD:
            return self.game.refuse(_("Tab back to the dice to mark them"))
        if shift:
            return self.game.act(ReselectPrevious())
        return self.game.act(ToggleDie(self.game.die))

    def arrow(self, key: int) -> bool:
        state = self.game.state
        if state.is_over or state.roll_number == 0:
            return self.game.refuse(_("Roll the dice first"))
        if self.game.focus == DICE:
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            self.game.die = (self.game.die + step) % 5
            self.remember()
            return True
        target = self.move_cursor(key)
        if target is None:
            return self.game.refuse(_("No other free box"))
        self.game.cursor = target
        self.remember()
        return True

    def open_card(self) -> None:
        self.game.focus = CARD
        suggestion = self.game.game.suggested()
        options = self.game.game.score_options()
        self.game.cursor = suggestion.category if suggestion else (options[0].category if options else None)

    def move_cursor(self, key: int) -> Category | None:
        free = [o.category for o in self.game.game.score_options()]
        if not free or self.game.cursor is None:
            return None
        order = [c for c in ALL_CATEGORIES if c in free]
        if key in (pygame.K_UP, pygame.K_DOWN):
            if len(order) < 2:
                return None
            index = order.index(self.game.cursor) if self.game.cursor in order else 0
            return order[(index + (1 if key == pygame.K_DOWN else -1)) % len(order)]
        area, row = box_position(self.game.cursor)
        step = 1 if key == pygame.K_RIGHT else -1
        for hop in range(1, 3):
            target_area = (area + step * hop) % 3
            candidates = [c for c in order if box_position(c)[0] == target_area]
            if candidates:
                return min(candidates, key=lambda c: (abs(box_position(c)[1] - row), box_position(c)[1]))
        return None

    def remember(self) -> None:
        self.game.session.extra = {
            "focus": self.game.focus,
            "die": self.game.die,
            "cursor": self.game.cursor.value if self.game.cursor else None,
        }

    def restore(self) -> None:
        extra = self.game.session.extra
        state = self.game.state
        if state.roll_number == 0 or state.is_over:
            return
        die = extra.get("die")
        self.game.die = die if isinstance(die, int) and 0 <= die < 5 else 0
        if extra.get("focus") == CARD or state.roll_number >= 3:
            self.open_card()
            try:
                wanted = Category(extra.get("cursor"))
            except ValueError:
                wanted = None
            if wanted is not None and any(o.category is wanted for o in self.game.game.score_options()):
                self.game.cursor = wanted

