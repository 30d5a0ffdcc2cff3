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
class OtherHand:
    """A hand the viewer does not hold: whose, how many tiles, and the tiles once turned face up."""

    seat: int
    name: str
    count: int
    shown: tuple[Pair, ...] | None = None


@dataclass(frozen=True)
class TableView:
    """The table as the player in seat ``viewer`` sees it (the other hands face down while a hand is
    played; every hand face down while ``hidden``, as people pass the machine to each other)."""

    names: tuple[str, ...]  # every seat, in turn order
    scores: tuple[int, ...]  # a seat each (partners' the same)
    turn: int | None  # the seat to play, None when nobody is to play
    hand: tuple[Pair, ...]  # the viewer's tiles, in the order they are kept
    computer_tiles: int  # how many tiles the seat after the viewer holds
    boneyard: int  # tiles left to draw
    spinner: int | None  # the first double's pips, None before it is played
    chains: dict[str, tuple[Pair, ...]] = field(default_factory=dict)  # (inner, outer) pairs, oldest first
    #: The pips a tile must match on each chain; a chain that is not open (yet) is left out.
    ends: dict[str, int] = field(default_factory=dict)
    target: int = 300
    shown_hand: tuple[Pair, ...] | None = None  # the next seat's tiles, face up between hands and at the end
    viewer: int = 0
    others: tuple[OtherHand, ...] = ()  # every other seat, in turn order from the viewer's left
    #: The score window's rows: (a player's name, or a partnership's two, and the score), and the row
    #: whose turn it is.
    score_rows: tuple[tuple[str, int], ...] = ()
    turn_row: int | None = None
    hidden: bool = False

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


def table_view(
    state: DominoState, names: tuple[str, ...], *, viewer: int = 0, hidden: bool = False, pair_word: str = "&"
) -> TableView:
    """The table as ``viewer`` sees it; between hands and at the end every hand face up; ``hidden``:
    the viewer's own hand face down too (the screen shown while the machine is passed on)."""
    layout = state.layout
    chains = {chain.word: tuple((placed.inner, placed.outer) for placed in layout.chain(chain)) for chain in CHAINS}
    ends = {chain.word: end for chain in CHAINS if (end := layout.end_number(chain)) is not None}
    playing = state.phase is Phase.PLAY
    count = len(names)
    order = [(viewer + step) % count for step in range(1, count)]
    others = tuple(
        OtherHand(
            seat, names[seat], len(state.hands[seat]), None if playing else tuple(_pair(t) for t in state.hands[seat])
        )
        for seat in order
    )
    rules = state.rules
    rows: list[tuple[str, int]] = []
    for side in range(rules.sides(count)):
        partner = rules.partner(side)
        label = names[side] if partner is None else f"{names[side]} {pair_word} {names[partner]}"
        rows.append((label, state.scores[side]))
    turn = state.current if playing else None
    return TableView(
        names=tuple(names),
        scores=tuple(state.scores),
        turn=turn,
        hand=tuple(_pair(t) for t in state.hands[viewer]),
        computer_tiles=others[0].count,
        boneyard=state.boneyard_count,
        spinner=layout.spinner[0] if layout.spinner is not None else None,
        chains=chains,
        ends=ends,
        target=rules.target,
        shown_hand=others[0].shown,
        viewer=viewer,
        others=others,
        score_rows=tuple(rows),
        turn_row=None if turn is None else rules.side(turn),
        hidden=hidden,
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
