"""What happened, with enough for a message line. Seats are 0 to 3, in turn order."""

from __future__ import annotations

from dataclasses import dataclass

from .layout import Chain
from .tiles import Tile


@dataclass(frozen=True)
class HandStarted:
    """A hand was dealt; ``leader`` holds ``opening``, the highest double, and must play it. When nobody
    was dealt a double, ``opening_draws`` tiles were drawn in turn (seat ``first_drawer`` first) until
    somebody held one."""

    hand: int  # 1-based
    leader: int
    opening: Tile
    boneyard: int
    opening_draws: int = 0
    first_drawer: int = 0


@dataclass(frozen=True)
class TilePlayed:
    """``seat`` played ``tile`` on ``chain`` (None: the spinner); the field is worth ``value`` and the play
    scored ``points``; ``score`` is the player's score after it."""

    seat: int
    tile: Tile
    chain: Chain | None
    value: int
    points: int
    score: int


@dataclass(frozen=True)
class TileDrawn:
    """``seat`` drew ``tile`` (a view hides it from the other player); ``boneyard`` tiles are left."""

    seat: int
    tile: Tile
    boneyard: int


@dataclass(frozen=True)
class Passed:
    """``seat`` said "I can't go"."""

    seat: int


@dataclass(frozen=True)
class HandOver:
    """The hand ended: ``out`` went out (None when it was blocked); ``pips`` are what each seat still
    held; ``scorer`` won ``points`` for their side (None and 0 on a blocked tie; in a blocked partnership
    game the lighter hand of the lighter partnership); ``scores`` after it, a seat each."""

    hand: int
    out: int | None
    pips: tuple[int, ...]
    scorer: int | None
    points: int
    scores: tuple[int, ...]

    @property
    def blocked(self) -> bool:
        return self.out is None


@dataclass(frozen=True)
class GameOver:
    """``winner``'s side reached the target first (a partnership: ``winner`` made the last score)."""

    winner: int
    scores: tuple[int, ...]


Event = HandStarted | TilePlayed | TileDrawn | Passed | HandOver | GameOver
