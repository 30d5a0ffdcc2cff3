"""The layout: the spinner (the first double) and its four chains, left, right, up and down.

The pure functions at the bottom work on plain numbers (the spinner's number and each chain's outer
end), so the layout and the computer's fast search share one definition of what fits and what scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from ..i18n import _
from .tiles import Tile


class Chain(IntEnum):
    """The four chains that grow from the spinner."""

    LEFT = 0
    RIGHT = 1
    UP = 2
    DOWN = 3

    @property
    def word(self) -> str:
        """The chain's name in records and commands (``left``...)."""
        return self.name.lower()

    @property
    def label(self) -> str:
        """The chain's name for people."""
        return {0: _("left"), 1: _("right"), 2: _("up"), 3: _("down")}[self.value]


CHAINS = (Chain.LEFT, Chain.RIGHT, Chain.UP, Chain.DOWN)


def parse_chain(word: str) -> Chain:
    """``left``/``l``, ``right``/``r``, ``up``/``u``/``top``, ``down``/``d``/``bottom``; ValueError otherwise."""
    key = word.strip().lower()
    for chain, names in (
        (Chain.LEFT, ("left", "l")),
        (Chain.RIGHT, ("right", "r")),
        (Chain.UP, ("up", "u", "top", "t")),
        (Chain.DOWN, ("down", "d", "bottom", "b")),
    ):
        if key in names:
            return chain
    raise ValueError(_("There is no chain {word!r}: the chains are left, right, up and down.").format(word=word))


@dataclass(frozen=True)
class PlacedTile:
    """A tile in a chain: ``inner`` is the number touching the tile before it (or the spinner),
    ``outer`` the number facing out. A double lies crosswise (inner == outer)."""

    tile: Tile
    inner: int
    outer: int


@dataclass(frozen=True)
class Layout:
    """The spinner and the four chains, each in the order its tiles were laid (spinner outwards)."""

    spinner: Tile | None = None
    chains: tuple[tuple[PlacedTile, ...], ...] = ((), (), (), ())

    # --- reading ---------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.spinner is not None

    def chain(self, chain: Chain) -> tuple[PlacedTile, ...]:
        return self.chains[chain]

    def ends(self) -> tuple[int | None, int | None, int | None, int | None]:
        """Each chain's outer number, None while the chain is empty."""
        return tuple(c[-1].outer if c else None for c in self.chains)  # type: ignore[return-value]

    def end_doubles(self) -> tuple[bool, bool, bool, bool]:
        """Whether each chain ends in a double."""
        return tuple(bool(c) and c[-1].tile.is_double for c in self.chains)  # type: ignore[return-value]

    def open_chains(self) -> tuple[Chain, ...]:
        """The chains a tile may be played on now (none before the spinner)."""
        if self.spinner is None:
            return ()
        return tuple(CHAINS[i] for i in open_chain_indexes(self.ends()))

    def end_number(self, chain: Chain) -> int | None:
        """The number a tile must match to go on ``chain`` (the spinner's on an empty chain); None when
        the chain is not open."""
        if chain not in self.open_chains():
            return None
        return match_number(self.spinner[0], self.ends()[chain])  # type: ignore[index]

    def fits(self, tile: Tile) -> tuple[Chain, ...]:
        """The chains ``tile`` may be played on now."""
        if self.spinner is None:
            return ()
        ends = self.ends()
        spinner = self.spinner[0]
        return tuple(CHAINS[i] for i in open_chain_indexes(ends) if tile.has(match_number(spinner, ends[i])))

    def value(self) -> int:
        """The field's value: the chains' outer ends added up (section "Scoring" of the manual)."""
        if self.spinner is None:
            return 0
        return field_value(self.spinner[0], self.ends(), self.end_doubles())

    def tiles(self) -> tuple[Tile, ...]:
        """Every tile on the table, spinner first."""
        if self.spinner is None:
            return ()
        return (self.spinner,) + tuple(p.tile for c in self.chains for p in c)

    # --- changing --------------------------------------------------------------------------
    def with_spinner(self, tile: Tile) -> Layout:
        if self.spinner is not None or not tile.is_double:
            raise ValueError(_("the spinner is the first tile and a double"))
        return Layout(tile, ((), (), (), ()))

    def place(self, tile: Tile, chain: Chain) -> Layout:
        """The layout with ``tile`` at the end of ``chain``; ValueError if it does not fit there."""
        if chain not in self.fits(tile):
            raise ValueError(_("{tile} does not fit on the {chain} chain").format(tile=tile, chain=chain.word))
        inner = match_number(self.spinner[0], self.ends()[chain])  # type: ignore[index]
        placed = PlacedTile(tile, inner, tile.other(inner))
        chains = list(self.chains)
        chains[chain] = chains[chain] + (placed,)
        return Layout(self.spinner, tuple(chains))


# --- the pure rules, on plain numbers --------------------------------------------------------
def open_chain_indexes(ends: Sequence[int | None]) -> tuple[int, ...]:
    """Left and right are always open; up and down once left and right each hold a tile."""
    if ends[0] is not None and ends[1] is not None:
        return (0, 1, 2, 3)
    return (0, 1)


def match_number(spinner: int, end: int | None) -> int:
    """What a tile must show to go on a chain ending in ``end`` (the spinner's number when empty)."""
    return spinner if end is None else end


def field_value(spinner: int, ends: Sequence[int | None], doubles: Sequence[bool]) -> int:
    """The value of the field: each chain's outer number, twice for a double at its end; the spinner
    counts half its pips (its number) for the up chain and half for the down chain while they are
    empty; an empty left or right chain counts nothing."""
    total = 0
    for index in range(4):
        end = ends[index]
        if end is None:
            if index >= 2:
                total += spinner
        else:
            total += 2 * end if doubles[index] else end
    return total
