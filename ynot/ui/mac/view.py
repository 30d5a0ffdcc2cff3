"""What the Macintosh look shows of a dominoes game, read once a frame: plain values, nothing to change.

The screen draws a :class:`TableView`; the controller makes one from the game (``from_game``), so the
drawing never reaches into the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Tile = tuple[int, int]


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
