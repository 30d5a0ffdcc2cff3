"""The score card's icons, drawn by us as pixel art: one for each way to score and each total."""

from __future__ import annotations

import pygame

from ...dice.rules import Category
from ..dice_view import PIPS, draw_die
from ..pixelfont import get_font

Colour = tuple[int, int, int]

# '#' is the black pen, '+' the grey pen, anything else is clear.
ART: dict[str, tuple[str, ...]] = {
    "full-house": (
        "       ##        ",
        "      #++#    ## ",
        "     #++++#   ## ",
        "    #++++++#  ## ",
        "   #++++++++# ## ",
        "  #++++++++++###  ",
        " ################ ",
        "  #            # ",
        "  # ##    ###  # ",
        "  # ##    # #  # ",
        "  #       # #  # ",
        "  #       # #  # ",
        "  ##############  ",
    ),
    "small-straight": (
        "                  ####",
        "                  #++#",
        "                  #++#",
        "            ####  #++#",
        "            #++#  #++#",
        "            #++#  #++#",
        "      ####  #++#  #++#",
        "      #++#  #++#  #++#",
        "      #++#  #++#  #++#",
        "####  #++#  #++#  #++#",
        "#++#  #++#  #++#  #++#",
        "#++#  #++#  #++#  #++#",
        "#++#  #++#  #++#  #++#",
        "####  ####  ####  ####",
    ),
    "large-straight": (
        "                        ####",
        "                        #++#",
        "                        #++#",
        "                  ####  #++#",
        "                  #++#  #++#",
        "                  #++#  #++#",
        "            ####  #++#  #++#",
        "            #++#  #++#  #++#",
        "            #++#  #++#  #++#",
        "      ####  #++#  #++#  #++#",
        "      #++#  #++#  #++#  #++#",
        "      #++#  #++#  #++#  #++#",
        "####  #++#  #++#  #++#  #++#",
        "#++#  #++#  #++#  #++#  #++#",
        "#++#  #++#  #++#  #++#  #++#",
        "####  ####  ####  ####  ####",
    ),
    "chance": (
        "  #####  ",
        " ##   ## ",
        " ##   ## ",
        "      ## ",
        "     ##  ",
        "    ##   ",
        "    ##   ",
        "         ",
        "    ##   ",
        "    ##   ",
    ),
    "upper-total": (
        "#######     ##",
        " ##   #    ###",
        "  ##        ##",
        "   ##       ##",
        "  ##        ##",
        " ##   #     ##",
        "#######    ####",
    ),
    "par": (
        "   #   ",
        "   #   ",
        "#######",
        "   #   ",
        "   #   ",
        "       ",
        "#######",
    ),
    "lower-total": (
        "#######    #### ",
        " ##   #   ##  ##",
        "  ##          ##",
        "   ##       ### ",
        "  ##      ##    ",
        " ##   #   ##    ",
        "#######   ######",
    ),
    "bonus": (
        "    #         #    ",
        " #  #  #   #  #  # ",
        "  # # #     # # #  ",
        "   ###       ###   ",
        "#########  ####### ",
        "   ###       ###   ",
        "  # # #     # # #  ",
        " #  #  #   #  #  # ",
        "    #         #    ",
    ),
    "game-total": (
        "###########",
        "##+++++++##",
        " #+++++++# ",
        " ##+++++## ",
        "  ##+++##  ",
        "   #####   ",
        "    ###    ",
        "     #     ",
        "     #     ",
        "   #####   ",
        "  #######  ",
    ),
}


def art_surface(name: str, black: Colour, grey: Colour) -> pygame.Surface:
    """One pixel-art icon on a transparent surface."""
    return art_rows(ART[name], black, grey)


def art_rows(rows: tuple[str, ...], black: Colour, grey: Colour) -> pygame.Surface:
    """Pixel art rows ('#' black, '+' grey) on a transparent surface."""
    width = max(len(row) for row in rows)
    surface = pygame.Surface((width, len(rows)), pygame.SRCALPHA)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "#":
                surface.set_at((x, y), black)
            elif ch == "+":
                surface.set_at((x, y), grey)
    return surface


def mini_die_art(face: int, size: int) -> tuple[str, ...]:
    """A small die as pixel art: a black outline and one-pixel pips (size 7 or 9)."""
    grid = (2, size // 2, size - 3)
    rows = [["#" if x in (0, size - 1) or y in (0, size - 1) else " " for x in range(size)] for y in range(size)]
    for col, row in PIPS[face]:
        rows[grid[row]][grid[col]] = "#"
    return tuple("".join(r) for r in rows)


def dice_row_art(face: int, count: int, size: int) -> tuple[str, ...]:
    """``count`` small dice showing ``face`` side by side, with a grey shadow line under them."""
    die = mini_die_art(face, size)
    rows = [" ".join([row] * count) for row in die]
    rows.append(" ".join([" " + "+" * (size - 1)] * count))
    return tuple(rows)


def five_kind_icon(black: Colour, clear: Colour) -> pygame.Surface:
    """YNOT!: the name, in the clear pen on a black label."""
    font = get_font("psion")
    surface = pygame.Surface((font.line_width("YNOT!") + 4, font.cap_height + 4), pygame.SRCALPHA)
    surface.fill(black)
    font.draw(surface, "YNOT!", (2, 2 - (font.baseline - font.cap_height)), clear)
    return surface


def upper_icon(face: int, black: Colour, grey: Colour, clear: Colour) -> pygame.Surface:
    """Section 1's icon: a small die showing the face the box counts."""
    surface = pygame.Surface((17, 17), pygame.SRCALPHA)
    draw_die(
        surface,
        pygame.Rect(0, 0, 15, 15),
        face,
        body=clear,
        pips=black,
        outline=black,
        pip_size=1,
        radius=2,
        shadow=grey,
    )
    return surface


def build_icons(black: Colour, grey: Colour, clear: Colour) -> dict[str, pygame.Surface]:
    """Every icon, keyed by Category value ("ones"...) or total name ("upper-total"...)."""
    icons = {name: art_surface(name, black, grey) for name in ART}
    icons["three-kind"] = art_rows(dice_row_art(3, 3, 9), black, grey)
    icons["four-kind"] = art_rows(dice_row_art(4, 4, 7), black, grey)
    icons["five-kind"] = five_kind_icon(black, clear)
    for category in Category:
        if category.is_upper:
            icons[category.value] = upper_icon(category.face, black, grey, clear)
    return icons
