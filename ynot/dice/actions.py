"""Every player intent is an Action; the machine applies it or refuses it."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import Category


@dataclass(frozen=True)
class Roll:
    """Roll the dice: all five on a turn's first roll, else the marked ones.

    ``faces`` gives the faces the rolled dice land on, in position order (records, tests);
    None lets the game's random source decide.
    """

    faces: tuple[int, ...] | None = None


@dataclass(frozen=True)
class ToggleDie:
    """Mark die ``index`` (0-4) to be rolled again, or unmark it."""

    index: int


@dataclass(frozen=True)
class ReselectPrevious:
    """Mark again the set of dice last rolled again (YNOT's Shift-SPACE)."""


@dataclass(frozen=True)
class Score:
    """Score the dice in ``category`` of column ``column`` (0-based)."""

    category: Category
    column: int = 0


@dataclass(frozen=True)
class Undo:
    """Take back the last action that revealed no new dice."""


Action = Roll | ToggleDie | ReselectPrevious | Score | Undo
