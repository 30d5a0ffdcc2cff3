"""What a look shows of a dominoes table, read once a frame: plain values, nothing to change.

A look draws a :class:`TableView` made by :func:`table_view`, so its drawing never reaches into the rules:
which ends are open and what they show comes from the layout (the spinner's up and down chains open only
once its left and right chains each hold a tile), and :func:`shown_count` says how much of a chain too long
for its room is drawn (its latest tiles, out to the chain's end) and so what is scrunched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .layout import CHAINS
from .state import DominoState, Phase

Pair = tuple[int, int]
#: The chains by the words a view uses for them.
CHAIN_WORDS = tuple(chain.word for chain in CHAINS)


@dataclass(frozen=True)
class TableView:
    """The table as the player in seat 0 sees it (the other hand face down while a hand is played)."""

    names: tuple[str, str]  # seat 0 (the person), seat 1
    scores: tuple[int, int]
    turn: int | None  # the seat to play, None when nobody is to play
    hand: tuple[Pair, ...]  # seat 0's tiles, in the order they are kept
    computer_tiles: int  # how many tiles seat 1 holds
    boneyard: int  # tiles left to draw
    spinner: int | None  # the first double's pips, None before it is played
    chains: dict[str, tuple[Pair, ...]] = field(default_factory=dict)  # (inner, outer) pairs, oldest first
    #: The pips a tile must match on each chain; a chain that is not open (yet) is left out.
    ends: dict[str, int] = field(default_factory=dict)
    target: int = 300
    shown_hand: tuple[Pair, ...] | None = None  # seat 1's tiles, face up between hands and at the end

    def chain_lists(self) -> dict[str, list[Pair]]:
        return {name: list(tiles) for name, tiles in self.chains.items()}

    def open_end(self, chain: str) -> int | None:
        """The pips a tile must match to go on ``chain`` (None: nothing can go there yet)."""
        return self.ends.get(chain)

    def open_ends(self) -> list[int]:
        """The pips showing at every open end, left, right, up, down."""
        return [self.ends[word] for word in CHAIN_WORDS if word in self.ends]


def _pair(tile: Sequence[int]) -> Pair:
    return (int(tile[0]), int(tile[1]))


def table_view(state: DominoState, names: tuple[str, str]) -> TableView:
    """The table as seat 0 sees it; between hands and at the end seat 1's tiles face up."""
    layout = state.layout
    chains = {chain.word: tuple((placed.inner, placed.outer) for placed in layout.chain(chain)) for chain in CHAINS}
    ends = {chain.word: end for chain in CHAINS if (end := layout.end_number(chain)) is not None}
    playing = state.phase is Phase.PLAY
    return TableView(
        names=names,
        scores=(state.scores[0], state.scores[1]),
        turn=state.current if playing else None,
        hand=tuple(_pair(t) for t in state.hands[0]),
        computer_tiles=len(state.hands[1]),
        boneyard=state.boneyard_count,
        spinner=layout.spinner[0] if layout.spinner is not None else None,
        chains=chains,
        ends=ends,
        target=state.rules.target,
        shown_hand=None if playing else tuple(_pair(t) for t in state.hands[1]),
    )


def shown_count(lengths: Sequence[int], room: int, mark: int) -> int:
    """How many of a chain's latest tiles are drawn in ``room``: all of them when their ``lengths`` (each
    tile's length along the chain, in the order laid, gaps included) fit, else as many of the latest as fit
    beside the ``mark`` telling that the earliest ones are scrunched out of sight."""
    if sum(lengths) <= room:
        return len(lengths)
    room -= mark
    count = 0
    for length in reversed(lengths):
        room -= length
        if room < 0:
            break
        count += 1
    return count
