"""Tiles: a double-six set has 28, a double-nine set 55. A tile is written ``[5|3]`` for people and
``5-3`` in records."""

from __future__ import annotations

import re
from functools import cache

from ..i18n import _

_TILE_TEXT = re.compile(r"^\[?\s*([0-9])\s*[-|:/]?\s*([0-9])\s*\]?$")


class Tile(tuple):
    """One tile, its larger number first: ``Tile(3, 5) == Tile(5, 3)``."""

    __slots__ = ()

    def __new__(cls, a: int, b: int) -> Tile:
        a, b = int(a), int(b)
        if not (0 <= a <= 9 and 0 <= b <= 9):
            raise ValueError(_("A tile's numbers are 0 to 9, not {a} and {b}.").format(a=a, b=b))
        return tuple.__new__(cls, (a, b) if a >= b else (b, a))

    def __getnewargs__(self) -> tuple[int, int]:  # copy and pickle
        return (self[0], self[1])

    @property
    def high(self) -> int:
        return self[0]

    @property
    def low(self) -> int:
        return self[1]

    @property
    def pips(self) -> int:
        return self[0] + self[1]

    @property
    def is_double(self) -> bool:
        return self[0] == self[1]

    def has(self, pip: int) -> bool:
        return self[0] == pip or self[1] == pip

    def other(self, pip: int) -> int:
        """The number at the other end from ``pip`` (which the tile must have)."""
        if self[0] == pip:
            return self[1]
        if self[1] == pip:
            return self[0]
        raise ValueError(f"{self} has no {pip}")

    def __str__(self) -> str:
        return f"[{self[0]}|{self[1]}]"

    def __repr__(self) -> str:
        return f"Tile({self[0]}, {self[1]})"

    @property
    def code(self) -> str:
        """The tile as records write it: ``5-3``."""
        return f"{self[0]}-{self[1]}"


@cache
def full_set(highest: int) -> tuple[Tile, ...]:
    """Every tile of a double-``highest`` set, from [0|0] up to the highest double (made once a set: the
    computer's look-ahead asks for it with every sampled deal)."""
    return tuple(Tile(a, b) for a in range(highest + 1) for b in range(a + 1))


def parse_tile(text: str) -> Tile:
    """``5-3``, ``3-5``, ``53``, ``5|3``, ``[5|3]`` or ``5:3`` as a Tile; ValueError with a sentence otherwise."""
    match = _TILE_TEXT.match(text.strip())
    if not match:
        raise ValueError(_("{text!r} is not a tile; write it like 5-3.").format(text=text))
    return Tile(int(match.group(1)), int(match.group(2)))


def pip_total(tiles: tuple[Tile, ...] | list[Tile]) -> int:
    """The pips on ``tiles`` added up."""
    return sum(t[0] + t[1] for t in tiles)
