"""Computer seats in the Windows look, shown as a person with a mouse would play: each die to be rolled
again is dragged to the shaker, the shaker is double-clicked, the chosen box lights up before it is
scored. One move at a time, at a pace a person can follow.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ...game import Roll, Score, ToggleDie
from ...strategy.players import PLAYERS, ComputerPlayer

if TYPE_CHECKING:
    from .controller import WindowsYahtzee

log = logging.getLogger("ynot.ui")


class Robot:
    """Plays the computer seats of the game on the screen."""

    levels: tuple[str, ...] = tuple(PLAYERS)

    def __init__(self, owner: WindowsYahtzee) -> None:
        self.owner = owner
        self.pace_ms = int(owner.skin.settings.get("computer_pace_ms", 600))
        self.players: dict[str, ComputerPlayer] = {}
        self.reset()

    def reset(self) -> None:
        self.wait_ms = self.pace_ms
        self.pending: Roll | Score | ToggleDie | None = None
        self.carry_ms = 0  # a die on its way to the shaker
        self.carry_total = 1

    def player(self, level: str) -> ComputerPlayer:
        found = self.players.get(level)
        if found is None:
            found = self.players[level] = ComputerPlayer(self.owner.game.rules, level)
        return found

    def busy(self) -> bool:
        return self.pending is not None

    def update(self, dt_ms: int) -> None:
        owner = self.owner
        board = owner.board
        if not owner.computer_turn():
            if self.pending is not None:
                board.aim = None
                board.ghost_die = None
                self.reset()
            return
        self.wait_ms -= dt_ms
        if isinstance(self.pending, ToggleDie):
            self._carry(dt_ms)
        if self.wait_ms > 0:
            return
        if self.pending is None:
            self._choose()
        else:
            self._finish()

    def _choose(self) -> None:
        owner = self.owner
        state = owner.game.state
        level = owner.computers[state.current]
        try:
            action = self.player(level).choose_action(owner.game)
        except Exception:  # the engine failing must not stop the game: take the suggested box
            log.exception("the computer player failed")
            action = self._fallback()
        self.pending = action
        if isinstance(action, ToggleDie) and action.index not in state.marks:
            self.carry_total = self.carry_ms = max(1, self.pace_ms // 2)
            self.wait_ms = self.carry_ms
        elif isinstance(action, Score):
            owner.board.aim = (action.category, action.column)
            self.wait_ms = self.pace_ms + 300  # the box stays lit long enough to read
        else:
            self.wait_ms = self.pace_ms // 2

    def _carry(self, dt_ms: int) -> None:
        """Move the die being thrown from its place towards the shaker's hole."""
        board = self.owner.board
        action = self.pending
        assert isinstance(action, ToggleDie)
        place = board.places.place_of(action.index)
        if place is None:
            board.ghost_die = None
            return
        self.carry_ms = max(0, self.carry_ms - dt_ms)
        t = 1 - self.carry_ms / self.carry_total
        start = board.table.places[place].topleft
        hole = board.shaker.hole.move(board.table.shaker.topleft).center
        end = (hole[0] - board.table.die_size // 2, hole[1] - board.table.die_size // 2)
        board.ghost_die = (action.index, (int(start[0] + (end[0] - start[0]) * t),
                                          int(start[1] + (end[1] - start[1]) * t)))

    def _finish(self) -> None:
        owner = self.owner
        action, self.pending = self.pending, None
        owner.board.aim = None
        owner.board.ghost_die = None
        self.wait_ms = self.pace_ms
        if action is None:
            return
        if isinstance(action, ToggleDie) and owner.act(action, quiet=True):
            owner.sound("click")
            self.wait_ms = self.pace_ms // 3
            return
        if not owner.act(action, quiet=True):
            fallback = self._fallback()
            if not owner.act(fallback, quiet=True):
                log.error("the computer player could not move")

    def _fallback(self) -> Roll | Score:
        """The suggested box (or the first roll) when the engine's move cannot be made."""
        suggestion = self.owner.game.suggested()
        if suggestion is None:
            return Roll()
        return Score(suggestion.category, suggestion.column)
