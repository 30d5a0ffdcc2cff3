"""The dice games' dice as a look's dice flow sees them (``GameKind.dice``): five dice of six faces, marked to be
thrown again, thrown by ``Roll``, marked by ``ToggleDie``, scored by ``Score``."""

from __future__ import annotations

from typing import Any

from ..core.dice_terms import DiceTerms, Throw
from .actions import Roll, Score, ToggleDie
from .events import DiceRolled
from .rules import NUM_DICE


def _faces(state: Any) -> tuple[int, ...] | None:
    return state.dice.faces if state.dice is not None else None


def _toggled(action: Any) -> int | None:
    return action.index if isinstance(action, ToggleDie) else None


def _thrown(event: Any) -> Throw | None:
    return (tuple(event.rolled), event.dice.faces) if isinstance(event, DiceRolled) else None


def _aims(action: Any) -> Any:
    return action.category if isinstance(action, Score) else None


def _fallback(game: Any) -> Roll | Score:
    """The suggested box (or a throw, before the dice are thrown)."""
    suggestion = game.suggested()
    return Roll() if suggestion is None else Score(suggestion.category, suggestion.column)


TERMS = DiceTerms(
    count=lambda state: NUM_DICE,
    faces=_faces,
    marked=lambda state: state.marks,
    roll=Roll,
    toggle=ToggleDie,
    toggled=_toggled,
    rolls=lambda action: isinstance(action, Roll),
    thrown=_thrown,
    aims=_aims,
    fallback=_fallback,
)
