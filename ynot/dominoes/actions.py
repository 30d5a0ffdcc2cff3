"""What a player can do: play a tile on a chain, draw from the boneyard, say "I can't go"; and the deal
that starts each hand (chance as an input: the shuffled order of the tiles)."""

from __future__ import annotations

from dataclasses import dataclass

from .layout import Chain
from .tiles import Tile


@dataclass(frozen=True)
class PlayTile:
    """Play ``tile`` at the end of ``chain``; ``chain`` is None only for the opening double (the spinner)."""

    tile: Tile
    chain: Chain | None = None


@dataclass(frozen=True)
class Draw:
    """Take the next tile from the boneyard (allowed whenever tiles remain, even holding a play)."""


@dataclass(frozen=True)
class Pass:
    """ "I can't go": only with no play and an empty boneyard."""


@dataclass(frozen=True)
class Deal:
    """Deal the next hand: ``order`` is every tile of the set in shuffled order (the first hand-size go
    to the first player, the next to the second, the rest make the boneyard, drawn from the front);
    None lets the game's random source shuffle."""

    order: tuple[Tile, ...] | None = None


Action = PlayTile | Draw | Pass | Deal
