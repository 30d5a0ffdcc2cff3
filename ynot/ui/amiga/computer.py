"""Computer seats on the Amiga: the optimal-play engine's players, shown at a pace a person can follow.

The robot makes one move at a time, as a person with the mouse would: it presses ROLL (the button is
seen going down), clicks the dice it wants to throw again one by one (they vanish), presses ROLL with
nothing marked to end the rolling, points at the box it chooses (the box lights up with its score for
a moment) and then scores it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ...game import Roll, Score, ToggleDie
from ...rules import Category
from ...strategy.players import PLAYERS, ComputerPlayer

if TYPE_CHECKING:
    from .table import GameScreen

log = logging.getLogger("ynot.ui")

LEVELS: tuple[str, ...] = tuple(PLAYERS)
PRESS_MS = 180  # ROLL seen pressed before the dice go


class Robot:
    """Plays the computer seats of one game screen."""

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self.pace_ms = int(screen.skin.settings.get("computer_pace_ms", 650))
        self.players: dict[str, ComputerPlayer] = {}
        self.wait_ms = self.pace_ms
        self.press_ms = 0
        self.pending: Roll | Score | None = None  # shown (ROLL held, box lit), done when the wait is over
        self.ending = False  # pressing ROLL with nothing marked

    def player(self, level: str) -> ComputerPlayer:
        found = self.players.get(level)
        if found is None:
            found = self.players[level] = ComputerPlayer(self.screen.session.rules, level)
        return found

    def prepare(self) -> None:
        """Build every seat's player now (the perfect player's tables can take a moment the first
        time), so the game does not stall in the middle of a turn."""
        for level in set(self.screen.computers) - {""}:
            try:
                self.player(level)
            except Exception:
                log.exception("the %s computer player could not be built", level)

    def busy(self) -> bool:
        return self.screen.computer_turn() or self.press_ms > 0

    def pressing(self) -> bool:
        return self.press_ms > 0

    def aim(self) -> Category | None:
        """The box the computer is pointing at, to be lit on the card."""
        if isinstance(self.pending, Score) and not self.ending and self.screen.computer_turn():
            return self.pending.category
        return None

    def update(self, dt_ms: int) -> None:
        if self.press_ms > 0:
            self.press_ms = max(0, self.press_ms - dt_ms)
        screen = self.screen
        if not screen.computer_turn():
            self.pending = None
            self.ending = False
            self.wait_ms = self.pace_ms
            return
        self.wait_ms -= dt_ms
        if self.wait_ms > 0:
            return
        if self.pending is not None or self.ending:
            self._finish()
        else:
            self._choose()

    def _choose(self) -> None:
        screen = self.screen
        state = screen.state
        level = screen.computers[state.current]
        try:
            action = self.player(level).choose_action(screen.game)
        except Exception:  # the engine failing must not stop the game: take the suggested box
            log.exception("the computer player failed")
            action = self._fallback()
        if isinstance(action, ToggleDie):
            screen.owner.sound("click")
            screen.act(action)
            self.wait_ms = self.pace_ms // 2
        elif isinstance(action, Roll) and (state.roll_number == 0 or state.marks):
            self.pending = action
            self._press(PRESS_MS)
        elif isinstance(action, Score) and 0 < state.roll_number < 3 and not screen.done:
            self.ending = True  # the manual's way: ROLL with no die marked, then click the box
            self.pending = action
            self._press(PRESS_MS)
        elif isinstance(action, Score):
            self.pending = action
            self.wait_ms = self.pace_ms + 250  # the box stays lit long enough to read
        else:
            self.pending = self._fallback()
            self.wait_ms = self.pace_ms

    def _press(self, ms: int) -> None:
        self.press_ms = ms
        self.screen.press_ms = ms
        self.wait_ms = ms

    def _finish(self) -> None:
        screen = self.screen
        if self.ending:
            self.ending = False
            screen.done = True
            screen.remember(save=True)
            screen.owner.sound("click")
            self.wait_ms = self.pace_ms + 250
            return
        action, self.pending = self.pending, None
        self.wait_ms = self.pace_ms
        if action is not None and not screen.act(action, quiet=True):
            self.pending = self._fallback()

    def _fallback(self) -> Roll | Score:
        """The suggested box (or the first roll) when the engine's move cannot be made."""
        suggestion = self.screen.game.suggested()
        if suggestion is None:
            return Roll()
        return Score(suggestion.category, suggestion.column)
