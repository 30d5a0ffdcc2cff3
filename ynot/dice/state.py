"""The immutable snapshot of a game in progress."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .rules import Column, Dice, RuleSet, total_score


@dataclass(frozen=True)
class GameState:
    """Everything needed to continue a game, and nothing else."""

    rules: RuleSet
    players: tuple[str, ...]
    cards: tuple[tuple[Column, ...], ...]
    current: int = 0
    dice: Dice | None = None
    roll_number: int = 0  # rolls made this turn, 0-3
    marks: frozenset[int] = frozenset()  # dice marked to roll again
    previous_marks: frozenset[int] = frozenset()  # the set last rolled again
    extra_turns: tuple[int, ...] = ()  # extra turns taken per player (Windows' Yahtzee bonus)

    @classmethod
    def new(cls, rules: RuleSet, players: tuple[str, ...]) -> GameState:
        cards = tuple(tuple(Column() for _ in range(rules.columns)) for _ in players)
        return cls(rules=rules, players=players, cards=cards, extra_turns=(0,) * len(players))

    @property
    def columns(self) -> tuple[Column, ...]:
        """The current player's columns."""
        return self.cards[self.current]

    def total(self, player: int) -> int:
        """A player's total score so far (column totals with multipliers)."""
        return total_score(self.cards[player], self.rules)

    def totals(self) -> tuple[int, ...]:
        return tuple(self.total(p) for p in range(len(self.players)))

    def player_finished(self, player: int) -> bool:
        return all(col.is_complete for col in self.cards[player])

    @cached_property
    def is_over(self) -> bool:
        return all(self.player_finished(p) for p in range(len(self.players)))

    def turn_number(self, player: int | None = None) -> int:
        """The 1-based turn the player is on (boxes filled plus extra turns, plus one)."""
        p = self.current if player is None else player
        filled = sum(col.filled_count for col in self.cards[p])
        return filled + self.extra_turns[p] + 1

    @property
    def turns_per_game(self) -> int:
        """Turns a player takes, without extra turns: 13 a column."""
        return 13 * self.rules.columns

    @property
    def rolls_left(self) -> int:
        return 3 - self.roll_number

    def winners(self) -> tuple[int, ...]:
        totals = self.totals()
        best = max(totals)
        return tuple(i for i, t in enumerate(totals) if t == best)
