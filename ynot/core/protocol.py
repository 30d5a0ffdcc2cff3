"""The contract every game meets, so the session, records, replay and computer players work on any."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Game(Protocol):
    """One game in progress.

    ``apply`` either changes the game and returns the Events that happened, or raises
    :class:`~ynot.core.IllegalMove` with a sentence and changes nothing. Chance is an input: the game
    draws only from ``rng`` (or from faces/orders given in the actions), so a record replays exactly.
    """

    #: The rule set the game is played by (frozen, comparable): a resumed game must match it.
    rules: Hashable
    #: Where the game's chance comes from.
    rng: random.Random
    #: Every action applied, in order: the body of the game's record.
    history: list[Any]

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def current(self) -> int:
        """The seat to move now (its last value once the game is over)."""
        ...

    def legal_actions(self) -> Sequence[Any]:
        """Everything the player to move may do now (empty once the game is over)."""
        ...

    def apply(self, action: Any) -> list[Any]:
        """Apply ``action`` and return the Events, or raise IllegalMove and change nothing."""
        ...

    def scores(self) -> tuple[int, ...]:
        """Each player's score so far, in seat order."""
        ...

    def finished(self, seat: int) -> bool:
        """True once ``seat``'s score is final (a dice player with a full card; any player at game over)."""
        ...

    def snapshot(self) -> Any:
        """An opaque copy of everything needed to come back to this moment (search, undo, tests)."""
        ...

    def restore(self, snapshot: Any) -> None:
        """Come back to a moment taken by :meth:`snapshot`."""
        ...


@runtime_checkable
class Player(Protocol):
    """A computer player: the next action for ``seat`` in ``game``, drawing any chance from ``rng``.

    One protocol for every game; a game's kind maps each of its computer levels to a factory
    ``level(rules) -> Player`` (``GameKind.levels``)."""

    def choose(self, game: Any, seat: int, rng: random.Random) -> Any:
        """The action ``seat`` takes now (a legal one)."""
        ...


@dataclass(frozen=True)
class ChoosingFunction:
    """A :class:`Player` made of a function ``fn(game, seat, rng) -> action``."""

    fn: Callable[[Any, int, random.Random], Any]

    def choose(self, game: Any, seat: int, rng: random.Random) -> Any:
        return self.fn(game, seat, rng)


def as_player(chooser: Any) -> Player:
    """``chooser`` as a :class:`Player`: itself if it has ``choose``, else the function wrapped."""
    if isinstance(chooser, Player):
        return chooser
    if not callable(chooser):
        raise TypeError(f"{chooser!r} is neither a Player nor a function")
    return ChoosingFunction(chooser)
