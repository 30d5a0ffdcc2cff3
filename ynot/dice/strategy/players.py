"""Computer players: the next single Action for a game, so a UI can show moves at a human pace.

Levels (the registry ``PLAYERS``): ``beginner`` takes the best immediate score, ``good`` plays each
turn well against an estimate of what open boxes are worth, ``perfect`` plays the exact solver
(for several Windows Yahtzee columns, the strongest heuristic there is here).
"""

from __future__ import annotations

import random

from ...i18n import _
from .. import Action, DiceGame, Roll, Score, ToggleDie
from ..rules import RuleSet
from .advisor import Advisor, BoxChoice
from .levels import PLAYERS


class ComputerPlayer:
    """A computer player (``ynot.core.Player``): ``choose(game, seat, rng)`` answers one Action at a time."""

    def __init__(self, rules: RuleSet, level: str = "perfect", *, advisor: Advisor | None = None) -> None:
        if level not in PLAYERS:
            raise ValueError(
                _("unknown player level {level!r}; the levels are {levels}").format(
                    level=level, levels=", ".join(PLAYERS)
                )
            )
        self.rules = rules
        self.level = PLAYERS[level]
        self.advisor = advisor or Advisor(rules, level)
        self._last: tuple[tuple, object] | None = None

    def choose(self, game: DiceGame, seat: int, rng: random.Random | None = None) -> Action:
        """The next action of ``seat``, whose turn it is: roll, mark or unmark one die, or score (the
        dice come from the game's own generator, so ``rng`` is not drawn from)."""
        state = game.state
        if state.is_over:
            raise ValueError("the game is over")
        if seat != state.current:
            raise ValueError(f"it is not seat {seat}'s turn")
        if state.roll_number == 0:
            return Roll()
        key = (state.cards, state.current, state.dice, state.roll_number)
        if self._last is None or self._last[0] != key:
            self._last = (key, self.advisor.advise(state).best)
        best = self._last[1]
        if isinstance(best, BoxChoice):
            return Score(best.category, best.column)
        assert best is not None
        different = sorted(set(best.reroll) ^ set(state.marks))
        if different:
            return ToggleDie(different[0])
        return Roll()

    def play_turn(self, game: DiceGame) -> list[Action]:
        """Play until this player's turn ends (for simulations and tests)."""
        player = game.state.current
        turn = game.state.turn_number(player)
        actions = []
        while not game.is_over and game.state.current == player and game.state.turn_number(player) == turn:
            action = self.choose(game, player)
            game.apply(action)
            actions.append(action)
        return actions


def make_player(rules: RuleSet, level: str) -> ComputerPlayer:
    """A computer player of a registered level."""
    return ComputerPlayer(rules, level)


def play_solitaire(rules: RuleSet, level: str, seed: int, player: ComputerPlayer | None = None) -> DiceGame:
    """One whole solitaire game by a computer player, dice from ``seed``."""
    bot = player or ComputerPlayer(rules, level)
    game = DiceGame(rules, ["Computer"], seed=seed)
    while not game.is_over:
        game.apply(bot.choose(game, game.current))
    return game
