"""Where the tiles lie on the table: pure geometry, no pygame, so it is tested without a display.

The first double (the spinner) stands upright in the middle of the play area; the left and right chains
run out from its long sides, the up and down chains from its ends. Every tile lies along its chain except
a double, which lies across it. A chain too long for the window is scrunched as the manual says: its
earliest tiles are not drawn (a small mark beside the spinner tells that some are hidden), only the
latest ones, out to the chain's end.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dominoes.view import shown_count as scrunched

Rect = tuple[int, int, int, int]  # x, y, width, height

SHORT = 18
"""A tile's short side in canvas pixels (each half is a square)."""
LONG = 2 * SHORT
"""A tile's long side."""
GAP = 1
"""Pixels between two tiles of a chain."""
HIDDEN_MARK = 8
"""Room taken by the mark telling that a scrunched chain's earliest tiles are not drawn."""
MARGIN = 3
"""Room kept free between a chain's end and the edge of the play area."""

CHAINS = ("left", "right", "up", "down")
_STEP = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


@dataclass(frozen=True)
class Placed:
    """One tile drawn on the table: where, which way, and its two halves.

    ``first`` is the half drawn at the top (upright tile) or on the left (lying tile).
    """

    rect: Rect
    first: int
    second: int
    upright: bool
    chain: str  # "spinner" or one of CHAINS
    index: int  # its place in its chain, 0 next to the spinner


@dataclass(frozen=True)
class TableLayout:
    """Every tile drawn on the table, the chains' hidden counts and the marks that tell of them."""

    spinner: Placed | None
    tiles: tuple[Placed, ...]
    hidden: dict[str, int]
    marks: dict[str, Rect]

    def last(self, chain: str) -> Placed | None:
        """The chain's outermost tile as drawn (None while the chain is empty)."""
        found = [t for t in self.tiles if t.chain == chain]
        return found[-1] if found else None


def spinner_rect(area: Rect) -> Rect:
    """Where the spinner stands: upright, in the middle of the play area."""
    x, y, w, h = area
    return (x + (w - SHORT) // 2, y + (h - LONG) // 2, SHORT, LONG)


def _extent(chain: str, tile: tuple[int, int]) -> int:
    """How much of the chain's length a tile takes (a double lies across: its short side)."""
    return SHORT if tile[0] == tile[1] else LONG


def _room(area: Rect, spinner: Rect, chain: str) -> int:
    ax, ay, aw, ah = area
    sx, sy, sw, sh = spinner
    if chain == "left":
        return sx - ax - MARGIN
    if chain == "right":
        return ax + aw - (sx + sw) - MARGIN
    if chain == "up":
        return sy - ay - MARGIN
    return ay + ah - (sy + sh) - MARGIN


def shown_count(tiles: list[tuple[int, int]], chain: str, room: int) -> int:
    """How many of the chain's latest tiles fit in ``room`` pixels (all of them when they all fit)."""
    return scrunched(tuple(_extent(chain, t) + GAP for t in tiles), room, HIDDEN_MARK)


def _place(chain: str, tile: tuple[int, int], index: int, start: int, spinner: Rect) -> tuple[Placed, int]:
    """The tile ``(inner, outer)`` laid at distance ``start`` from the spinner; and the next start."""
    inner, outer = tile
    sx, sy, sw, sh = spinner
    double = inner == outer
    size = _extent(chain, tile)
    if chain in ("left", "right"):
        middle = sy + sh // 2
        upright = double
        width, height = (SHORT, LONG) if upright else (LONG, SHORT)
        x = sx - GAP - start - size if chain == "left" else sx + sw + GAP + start
        rect = (x, middle - height // 2, width, height)
        first, second = (outer, inner) if chain == "left" else (inner, outer)
    else:
        middle = sx + sw // 2
        upright = not double
        width, height = (SHORT, LONG) if upright else (LONG, SHORT)
        y = sy - GAP - start - size if chain == "up" else sy + sh + GAP + start
        rect = (middle - width // 2, y, width, height)
        first, second = (outer, inner) if chain == "up" else (inner, outer)
    return Placed(rect, first, second, upright, chain, index), start + size + GAP


def _mark(chain: str, start: int, spinner: Rect) -> Rect:
    sx, sy, sw, sh = spinner
    if chain == "left":
        return (sx - GAP - start - HIDDEN_MARK, sy + sh // 2 - 1, HIDDEN_MARK - 2, 2)
    if chain == "right":
        return (sx + sw + GAP + start + 1, sy + sh // 2 - 1, HIDDEN_MARK - 2, 2)
    if chain == "up":
        return (sx + sw // 2 - 1, sy - GAP - start - HIDDEN_MARK, 2, HIDDEN_MARK - 2)
    return (sx + sw // 2 - 1, sy + sh + GAP + start + 1, 2, HIDDEN_MARK - 2)


def lay_out(area: Rect, spinner: int | None, chains: dict[str, list[tuple[int, int]]]) -> TableLayout:
    """The tiles of the table in ``area``: the spinner's pips and each chain's tiles as (inner, outer)
    pairs, in the order they were played."""
    if spinner is None:
        return TableLayout(None, (), {c: 0 for c in CHAINS}, {})
    centre = spinner_rect(area)
    placed: list[Placed] = []
    hidden: dict[str, int] = {}
    marks: dict[str, Rect] = {}
    for chain in CHAINS:
        tiles = list(chains.get(chain, ()))
        count = shown_count(tiles, chain, _room(area, centre, chain))
        hidden[chain] = len(tiles) - count
        start = 0
        if hidden[chain]:
            marks[chain] = _mark(chain, 0, centre)
            start = HIDDEN_MARK
        for index in range(len(tiles) - count, len(tiles)):
            tile, start = _place(chain, tiles[index], index, start, centre)
            placed.append(tile)
    spin = Placed(centre, spinner, spinner, True, "spinner", -1)
    return TableLayout(spin, tuple(placed), hidden, marks)


def _inside(rect: Rect, point: tuple[int, int]) -> bool:
    x, y, w, h = rect
    return x <= point[0] < x + w and y <= point[1] < y + h


def area_at(area: Rect, point: tuple[int, int]) -> str | None:
    """Which general area of the table ``point`` is in: the chain whose side of the spinner it lies on
    (the play area is cut along the diagonals through the spinner's middle), None outside the table."""
    if not _inside(area, point):
        return None
    sx, sy, sw, sh = spinner_rect(area)
    dx = point[0] - (sx + sw / 2)
    dy = point[1] - (sy + sh / 2)
    if abs(dx) >= abs(dy):
        return "left" if dx < 0 else "right"
    return "up" if dy < 0 else "down"


def hand_rects(area: Rect, count: int, *, lift: int = 0) -> list[Rect]:
    """Upright tiles in a row across ``area`` (centred; squeezed together when they do not all fit)."""
    if count <= 0:
        return []
    x, y, w, h = area
    pitch = SHORT + 4
    if count * pitch - 4 > w:
        pitch = max(2, (w - SHORT) // max(1, count - 1))
    total = pitch * (count - 1) + SHORT
    left = x + (w - total) // 2
    top = y + (h - LONG) // 2 + lift
    return [(left + i * pitch, top, SHORT, LONG) for i in range(count)]


HAND_GAP = 4  # between the tiles of your hand
ARROW_W = 14  # a scroll arrow at each end of a hand too long for its row
OFF = -1000  # where a tile scrolled out of sight is "placed": off the canvas, never drawn or clicked


def hand_scrolls(area: Rect, count: int) -> bool:
    """Whether ``count`` tiles, whole and apart, are too many for the row: the hand then scrolls."""
    return count * (SHORT + HAND_GAP) - HAND_GAP > area[2]


def hand_capacity(area: Rect) -> int:
    """How many whole tiles a scrolling hand shows between its two arrows."""
    room = area[2] - 2 * (ARROW_W + 2)
    return max(1, (room + HAND_GAP) // (SHORT + HAND_GAP))


def hand_arrows(area: Rect) -> tuple[Rect, Rect]:
    """The left and right scroll arrows of a scrolling hand, at its row's ends."""
    x, y, w, h = area
    top = y + (h - LONG) // 2
    return (x, top, ARROW_W, LONG), (x + w - ARROW_W, top, ARROW_W, LONG)


def scrolled_hand_rects(area: Rect, count: int, first: int) -> list[Rect]:
    """Your hand, every tile whole and apart (never squeezed unreadable): when it is longer than its
    row, the tiles from ``first`` on show between two scroll arrows and the others are out of sight."""
    if not hand_scrolls(area, count):
        return hand_rects(area, count)
    x, y, w, h = area
    capacity = hand_capacity(area)
    pitch = SHORT + HAND_GAP
    room = w - 2 * (ARROW_W + 2)
    left = x + ARROW_W + 2 + (room - (capacity * pitch - HAND_GAP)) // 2
    top = y + (h - LONG) // 2
    return [
        (left + (i - first) * pitch, top, SHORT, LONG) if first <= i < first + capacity else (OFF, top, SHORT, LONG)
        for i in range(count)
    ]


def hand_index_at(rects: list[Rect], point: tuple[int, int]) -> int | None:
    """The hand tile under ``point`` (the later one where squeezed tiles overlap)."""
    for index in range(len(rects) - 1, -1, -1):
        if _inside(rects[index], point):
            return index
    return None
