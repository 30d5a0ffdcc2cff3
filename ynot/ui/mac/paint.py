"""Colour or true black and white: every fill of the Macintosh look goes through :class:`Paint`.

In colour a name is a palette colour. In black and white (the manual's "works with B&W") a name is either
black, white or one of the 8x8 one-bit patterns a 1990s Macintosh filled its greys with, so that every
pixel of the screen is black or white.
"""

from __future__ import annotations

import pygame

from ..kit.pattern import fill_pattern

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
        fill_pattern(surface, rect, PATTERNS[pattern], BLACK, WHITE)

    def pip(self, value: int) -> tuple[int, int, int]:
        """The colour of the pips of a half showing ``value`` (black in black and white)."""
        if self.mono:
            return BLACK
        return self.palette.get(f"pip{value}", BLACK)
