"""The immutable snapshot of a dominoes game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .layout import Layout
from .rules import DominoRules
from .tiles import Tile, pip_total


class Phase(Enum):
    PLAY = "play"  # a hand is being played
    HAND_OVER = "hand-over"  # waiting for the next deal
    OVER = "over"  # somebody reached the target


@dataclass(frozen=True)
class DominoState:
    """Everything needed to continue a game. ``boneyard`` is in draw order (hidden from the players:
    a view shows only its count); ``voids`` are the numbers each seat is known not to hold this hand
    (from their "I can't go"); ``drawn`` counts the tiles each seat drew this hand after the opening
    (tiles drawn because nobody was dealt a double count as dealt). Every tuple has one entry a seat
    (two to four); ``scores`` too, partners' scores being the same (they score together)."""

    rules: DominoRules
    players: tuple[str, ...]
    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    layout: Layout
    scores: tuple[int, ...] = (0, 0)
    current: int = 0
    phase: Phase = Phase.PLAY
    hand_number: int = 1
    leader: int = 0
    opening: Tile | None = None  # the double the leader must play; None once it is down
    passes: int = 0  # "I can't go" in a row
    drawn: tuple[int, ...] = (0, 0)
    voids: tuple[frozenset[int], ...] = (frozenset(), frozenset())
    #: For each seat, from its last turn that began with a draw: the numbers the open ends showed then (a
    #: player who draws only when it must held none of them) and how many of the tiles it held then can
    #: still be in its hand; None when that tells nothing (any more).
    began_drawing: tuple[tuple[frozenset[int], int] | None, ...] = (None, None)
    drawing: bool = False  # the player to move has drawn this turn

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def boneyard_count(self) -> int:
        return len(self.boneyard)

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return self.hands[seat]

    def pips(self, seat: int) -> int:
        """The pips ``seat`` holds."""
        return pip_total(self.hands[seat])

    @property
    def value(self) -> int:
        """The field's value now."""
        return self.layout.value()

    @property
    def seats(self) -> int:
        """How many play: two to four."""
        return len(self.players)

    def next_seat(self, seat: int) -> int:
        """Who plays after ``seat``: the next seat round the table."""
        return (seat + 1) % len(self.players)

    def side_pips(self) -> tuple[int, ...]:
        """The pips each side holds (a partnership's two hands added)."""
        totals = [0] * self.rules.sides(self.seats)
        for seat in range(self.seats):
            totals[self.rules.side(seat)] += self.pips(seat)
        return tuple(totals)

    def opponents_pips(self, seat: int) -> int:
        """The pips held by everyone not on ``seat``'s side."""
        side = self.rules.side(seat)
        return sum(self.pips(other) for other in range(self.seats) if self.rules.side(other) != side)

    def winner(self) -> int | None:
        """The first seat whose side reached the target (None while the game goes on)."""
        if not self.is_over:
            return None
        return next(seat for seat, score in enumerate(self.scores) if score >= self.rules.target)

    def winners(self) -> tuple[int, ...]:
        """Every seat of the winning side (both partners in a partnership game); () while it goes on."""
        winner = self.winner()
        if winner is None:
            return ()
        side = self.rules.side(winner)
        return tuple(seat for seat in range(self.seats) if self.rules.side(seat) == side)

    def tile_count(self) -> int:
        """Tiles in hands, boneyard and layout: always the whole set."""
        return sum(len(hand) for hand in self.hands) + len(self.boneyard) + len(self.layout.tiles())
