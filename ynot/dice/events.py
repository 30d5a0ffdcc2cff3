"""What happened: the machine answers each applied Action with Events for the view."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import Category, Dice


@dataclass(frozen=True)
class TurnStarted:
    player: int
    turn: int  # 1-based turn of that player


@dataclass(frozen=True)
class DiceRolled:
    player: int
    dice: Dice
    rolled: tuple[int, ...]  # positions that were rolled
    roll_number: int  # 1-3


@dataclass(frozen=True)
class DieToggled:
    index: int
    marked: bool


@dataclass(frozen=True)
class MarksReselected:
    marks: frozenset[int]


@dataclass(frozen=True)
class Scored:
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
    player: int


@dataclass(frozen=True)
class PlayerFinished:
    player: int
    total: int


@dataclass(frozen=True)
class GameOver:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Undone:
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
