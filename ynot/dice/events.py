"""What happened: the machine answers each applied Action with Events for the view."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import Category, Dice


@dataclass(frozen=True)
class TurnStarted:
    """A player's turn began."""

    player: int
    turn: int  # 1-based turn of that player


@dataclass(frozen=True)
class DiceRolled:
    """The dice were rolled (all of them, or those not kept)."""

    player: int
    dice: Dice
    rolled: tuple[int, ...]  # positions that were rolled
    roll_number: int  # 1-3


@dataclass(frozen=True)
class DieToggled:
    """A die was marked to roll again, or kept."""

    index: int
    marked: bool


@dataclass(frozen=True)
class MarksReselected:
    """The marks of the roll before were chosen again."""

    marks: frozenset[int]


@dataclass(frozen=True)
class Scored:
    """Points went into a box."""

    player: int
    column: int
    category: Category
    points: int


@dataclass(frozen=True)
class BonusAwarded:
    """``kind`` is ``upper`` (section 1 bonus), ``extra-five`` or ``roll`` (YNOT's Roll!)."""

    player: int
    column: int
    kind: str
    points: int


@dataclass(frozen=True)
class ExtraTurn:
    """A player gets another turn."""

    player: int


@dataclass(frozen=True)
class PlayerFinished:
    """A player has filled every box."""

    player: int
    total: int


@dataclass(frozen=True)
class GameOver:
    """The game ended: every total and the winners."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Undone:
    """An action was taken back."""

    action: object


Event = (
    TurnStarted
    | DiceRolled
    | DieToggled
    | MarksReselected
    | Scored
    | BonusAwarded
    | ExtraTurn
    | PlayerFinished
    | GameOver
    | Undone
)
