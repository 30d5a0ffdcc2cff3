"""The tiles, drawn by us: an ivory face with coloured pips (black in black and white), or a back.

A tile is drawn upright (18x36: ``first`` on top) and turned a quarter for a lying tile (``first`` on
the left). Pictures are cached per tile, face, choice and colour mode, at 8 bits a pixel in the look's
own colours (a quarter of 32 bits; on the canvas they give the same pixels).
"""

from __future__ import annotations

import pygame

from .layout import LONG, SHORT
from .paint import BLACK, WHITE, Paint

# Where the pips of a half sit on a 3x3 grid (row, column), for an upright tile.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (0, 2), (2, 0), (2, 2)),
    5: ((0, 0), (0, 2), (1, 1), (2, 0), (2, 2)),
    6: ((0, 0), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)),
    7: ((0, 0), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 2)),
    8: ((0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)),
    9: tuple((r, c) for r in range(3) for c in range(3)),
}
_GRID = (3, 8, 13)  # the pips' left (or top) pixel in a half, 3x3 pixels each


class TilePainter:
    """Makes and caches the pictures of tiles for one :class:`Paint`."""

    def __init__(self, paint: Paint) -> None:
        self.paint = paint
        self._cache: dict[tuple, pygame.Surface] = {}
        #: every colour a tile is drawn in (black and white, and the palette's): a picture's palette
        self._colours = list(dict.fromkeys([BLACK, WHITE, *paint.palette.values()]))

    def _blank(self) -> pygame.Surface:
        """A tile-sized picture to draw on: 8 bits a pixel with the look's colours as its palette (or 32
        bits, for a palette of more than 256 colours)."""
        if len(self._colours) > 256:
            return pygame.Surface((SHORT, LONG))
        picture = pygame.Surface((SHORT, LONG), 0, 8)
        picture.set_palette(self._colours)
        return picture

    def face(self, first: int, second: int, *, upright: bool = True, chosen: bool = False) -> pygame.Surface:
        """A face-up tile showing ``first`` on top (upright) or on the left (lying)."""
        key = ("face", first, second, upright, chosen, self.paint.mono)
        picture = self._cache.get(key)
        if picture is None:
            picture = self._upright_face(first, second, chosen)
            if not upright:
                picture = pygame.transform.rotate(picture, 90)
            self._cache[key] = picture
        return picture

    def back(self, *, upright: bool = True) -> pygame.Surface:
        """A face-down tile."""
        key = ("back", upright, self.paint.mono)
        picture = self._cache.get(key)
        if picture is None:
            picture = self._blank()
            paint = self.paint
            paint.fill(picture, (0, 0, SHORT, LONG), "tile_back")
            if not paint.mono:
                for y in range(4, LONG - 3, 4):
                    for x in range(3 + (y // 4) % 2 * 2, SHORT - 3, 4):
                        picture.set_at((x, y), paint.colour("tile_back_dot"))
            pygame.draw.rect(picture, paint.colour("tile_edge"), (0, 0, SHORT, LONG), 1)
            if not upright:
                picture = pygame.transform.rotate(picture, 90)
            self._cache[key] = picture
        return picture

    def _upright_face(self, first: int, second: int, chosen: bool) -> pygame.Surface:
        paint = self.paint
        picture = self._blank()
        paint.fill(picture, (0, 0, SHORT, LONG), "selected" if chosen and paint.mono else "tile")
        ink = paint.colour("white") if chosen and paint.mono else None
        if not paint.mono:  # a little depth: the lower and right edges in shade
            shade = paint.colour("tile_shade")
            pygame.draw.line(picture, shade, (1, LONG - 2), (SHORT - 2, LONG - 2))
            pygame.draw.line(picture, shade, (SHORT - 2, 1), (SHORT - 2, LONG - 2))
        edge = paint.colour("selected" if chosen else "tile_edge")
        pygame.draw.rect(picture, paint.colour("tile_edge"), (0, 0, SHORT, LONG), 1)
        if chosen and not paint.mono:
            pygame.draw.rect(picture, edge, (1, 1, SHORT - 2, LONG - 2), 2)
        divider = ink or paint.colour("tile_edge")
        pygame.draw.line(picture, divider, (3, SHORT - 1), (SHORT - 4, SHORT - 1))
        for half, value in ((0, first), (SHORT - 1, second)):
            colour = ink or paint.pip(value)
            for row, column in PIPS[value]:
                x, y = _GRID[column], half + _GRID[row]
                picture.fill(colour, (x, y, 3, 3))
        return picture
