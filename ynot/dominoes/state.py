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
    (tiles drawn because nobody was dealt a double count as dealt)."""

    rules: DominoRules
    players: tuple[str, str]
    hands: tuple[tuple[Tile, ...], tuple[Tile, ...]]
    boneyard: tuple[Tile, ...]
    layout: Layout
    scores: tuple[int, int] = (0, 0)
    current: int = 0
    phase: Phase = Phase.PLAY
    hand_number: int = 1
    leader: int = 0
    opening: Tile | None = None  # the double the leader must play; None once it is down
    passes: int = 0  # "I can't go" in a row
    drawn: tuple[int, int] = (0, 0)
    voids: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())

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

    def winner(self) -> int | None:
        """The seat that reached the target (None while the game goes on)."""
        if not self.is_over:
            return None
        return 0 if self.scores[0] >= self.rules.target else 1

    def tile_count(self) -> int:
        """Tiles in hands, boneyard and layout: always the whole set."""
        return len(self.hands[0]) + len(self.hands[1]) + len(self.boneyard) + len(self.layout.tiles())
