"""What the Macintosh look shows of a dominoes game, read once a frame: plain values, nothing to change.

The screen draws a :class:`TableView`; the controller makes one from the game (``port.view``), so the
drawing never reaches into the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Tile = tuple[int, int]
CHAINS = ("left", "right", "up", "down")


@dataclass(frozen=True)
class TableView:
    """The table as the person at the Macintosh sees it (the computer's hand face down)."""

    names: tuple[str, str]  # you, the computer
    scores: tuple[int, int]
    turn: int | None  # 0 you, 1 the computer, None when nobody is to play
    hand: tuple[Tile, ...]  # your tiles, in the order you keep them
    computer_tiles: int  # how many tiles the computer holds
    boneyard: int  # tiles left to draw
    spinner: int | None  # the first double's pips, None before it is played
    chains: dict[str, tuple[Tile, ...]] = field(default_factory=dict)  # (inner, outer) pairs, oldest first
    target: int = 300
    shown_hand: tuple[Tile, ...] | None = None  # the computer's tiles, face up at the end of a hand

    def chain_lists(self) -> dict[str, list[Tile]]:
        return {name: list(tiles) for name, tiles in self.chains.items()}

    def open_end(self, chain: str) -> int | None:
        """The pips a tile must match to go on ``chain`` (None: nothing can go there yet)."""
        tiles = self.chains.get(chain, ())
        if tiles:
            return tiles[-1][1]
        if self.spinner is None:
            return None
        if chain in ("up", "down") and not (self.chains.get("left") and self.chains.get("right")):
            return None
        return self.spinner
