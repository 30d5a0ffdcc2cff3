"""Colour or true black and white: every fill of the Macintosh look goes through :class:`Paint`.

In colour a name is a palette colour. In black and white (the seed's "works with B&W") a name is either
black, white or one of the 8x8 one-bit patterns a 1990s Macintosh filled its greys with, so that every
pixel of the screen is black or white.
"""

from __future__ import annotations

import pygame

BLACK = (0, 0, 0)
WHITE = (255, 255, 255)

Rect = tuple[int, int, int, int]

# 8x8 patterns, '#' black, '.' white.
PATTERNS = {
    "grey": ("#.#.#.#.", ".#.#.#.#") * 4,
    "light": ("#.......", "........", "....#...", "........") * 2,
    "dark": ("###.###.", "#.#.#.#.", ".###.###", "#.#.#.#.") * 2,
    "bricks": ("#.......", "........", "..#...#.", "........", "#...#...", "........", "..#.....", "........"),
}

# What each palette name becomes in black and white: a colour or a pattern.
MONO = {
    "black": BLACK,
    "white": WHITE,
    "desktop": "grey",
    "desktop_dot": "grey",
    "grey_light": WHITE,
    "grey": "grey",
    "grey_dark": BLACK,
    "highlight": BLACK,
    "table": WHITE,
    "table_dark": "light",
    "tile": WHITE,
    "tile_edge": BLACK,
    "tile_shade": BLACK,
    "tile_back": "dark",
    "tile_back_dot": WHITE,
    "selected": BLACK,
    "message": WHITE,
    "border": BLACK,
}


class Paint:
    """Fills and colours by name, in colour or in one-bit black and white."""

    def __init__(self, palette: dict[str, tuple[int, int, int]], *, mono: bool = False) -> None:
        self.palette = palette
        self.mono = mono
        self._tiles: dict[str, pygame.Surface] = {}

    def colour(self, name: str) -> tuple[int, int, int]:
        """A solid colour for lines and text (in black and white: black, or white for light grounds)."""
        if not self.mono:
            return self.palette.get(name, BLACK)
        value = MONO.get(name, BLACK)
        if isinstance(value, str):  # a pattern's lines are drawn black
            return BLACK
        return value

    def ink_on(self, name: str) -> tuple[int, int, int]:
        """Black or white: whichever reads on the ground ``name``."""
        if self.mono:
            return WHITE if MONO.get(name) == BLACK else BLACK
        r, g, b = self.palette.get(name, WHITE)
        return BLACK if (r * 299 + g * 587 + b * 114) // 1000 >= 128 else WHITE

    def fill(self, surface: pygame.Surface, rect: Rect | pygame.Rect, name: str) -> None:
        """Fill ``rect`` with ``name``: its colour, or in black and white its colour or pattern."""
        rect = pygame.Rect(rect)
        if not self.mono:
            surface.fill(self.palette.get(name, BLACK), rect)
            return
        value = MONO.get(name, BLACK)
        if not isinstance(value, str):
            surface.fill(value, rect)
            return
        self.pattern(surface, rect, value)

    def pattern(self, surface: pygame.Surface, rect: Rect | pygame.Rect, pattern: str) -> None:
        """Fill ``rect`` with a one-bit pattern, aligned to the canvas so neighbouring fills meet."""
        rect = pygame.Rect(rect).clip(surface.get_rect())
        if not rect.width or not rect.height:
            return
        tile = self._pattern_tile(pattern)
        previous = surface.get_clip()
        surface.set_clip(rect.clip(previous) if previous else rect)
        for y in range(rect.y - rect.y % 8, rect.bottom, 8):
            for x in range(rect.x - rect.x % 8, rect.right, 8):
                surface.blit(tile, (x, y))
        surface.set_clip(previous)

    def _pattern_tile(self, name: str) -> pygame.Surface:
        tile = self._tiles.get(name)
        if tile is None:
            tile = pygame.Surface((8, 8))
            tile.fill(WHITE)
            for y, row in enumerate(PATTERNS[name]):
                for x, cell in enumerate(row):
                    if cell == "#":
                        tile.set_at((x, y), BLACK)
            self._tiles[name] = tile
        return tile

    def pip(self, value: int) -> tuple[int, int, int]:
        """The colour of the pips of a half showing ``value`` (black in black and white)."""
        if self.mono:
            return BLACK
        return self.palette.get(f"pip{value}", BLACK)
