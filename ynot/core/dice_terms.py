"""What a dice game tells a look's dice flow about its dice (``GameKind.dice``): how many lie on the table,
what they show, which are marked to be thrown again, and the game's own actions and events for them. The
kit's ``DiceFlow`` knows a dice game only through these, so a game of one die or of ten plays in it too."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: (the positions thrown, every die's face after the throw)
Throw = tuple[tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True)
class DiceTerms:
    """A dice game's dice, as functions of its state, actions and events (the game's own types)."""

    #: How many dice a state has on the table.
    count: Callable[[Any], int]
    #: The faces a state shows, one a die; None while nothing is thrown this turn.
    faces: Callable[[Any], tuple[int, ...] | None]
    #: The dice a state has marked to be thrown again.
    marked: Callable[[Any], frozenset[int]]
    #: The action that throws (every die at a turn's start, else the dice marked).
    roll: Callable[[], Any]
    #: The action that marks a die to be thrown again, or takes the mark away.
    toggle: Callable[[int], Any]
    #: The die an action marks or unmarks (None: the action is no mark).
    toggled: Callable[[Any], int | None]
    #: Whether an action throws.
    rolls: Callable[[Any], bool]
    #: The dice an event threw (None: the event threw none).
    thrown: Callable[[Any], Throw | None]
    #: The box an action scores in, which a computer points at before it scores (None: no box).
    aims: Callable[[Any], Any]
    #: A move a game always allows, made when a computer's own cannot be (the box it suggests, a throw).
    fallback: Callable[[Any], Any]
    #: The faces a die has: 1 to ``sides``.
    sides: int = 6
