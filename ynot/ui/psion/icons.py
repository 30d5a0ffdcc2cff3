"""The score card's icons, drawn by us as pixel art: one for each way to score and each total."""

from __future__ import annotations

import pygame

from ...rules import Category
from ..dice_view import draw_die

Colour = tuple[int, int, int]

# '#' is the black pen, '+' the grey pen, anything else is clear.
ART: dict[str, tuple[str, ...]] = {
    "three-kind": (
        "#######  #######  #######",
        "#     #  #     #  #     #",
        "# #   #  # #   #  # #   #",
        "#  #  #  #  #  #  #  #  #",
        "#   # #  #   # #  #   # #",
        "#     #  #     #  #     #",
        "#######  #######  #######",
        " +++++++  +++++++  +++++++",
    ),
    "four-kind": (
        "#####  #####  #####  #####",
        "#   #  #   #  #   #  #   #",
        "# # #  # # #  # # #  # # #",
        "#   #  #   #  #   #  #   #",
        "#####  #####  #####  #####",
        " +++++  +++++  +++++  +++++",
    ),
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
        "                ###",
        "                # #",
        "           ###  # #",
        "           # #  # #",
        "      ###  # #  # #",
        "      # #  # #  # #",
        " ###  # #  # #  # #",
        " # #  # #  # #  # #",
        " ###  ###  ###  ###",
        " +++  +++  +++  +++",
    ),
    "large-straight": (
        "                    ###",
        "               ###  # #",
        "               # #  # #",
        "          ###  # #  # #",
        "          # #  # #  # #",
        "     ###  # #  # #  # #",
        "     # #  # #  # #  # #",
        "###  # #  # #  # #  # #",
        "# #  # #  # #  # #  # #",
        "###  ###  ###  ###  ###",
        "+++  +++  +++  +++  +++",
    ),
    "five-kind": (
        "#   #        ##",
        "#   #        ##",
        " # #    #    ##",
        "  #    ###   ##",
        "  #   #####  ##",
        "  #  ####### ##",
        "  #   #####    ",
        "  #   ## ##  ##",
        "  #  ##   ## ##",
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
        "   #         ",
        "   #    #####",
        "#######      ",
        "   #    #####",
        "   #         ",
        "        #   #",
        "#######  # # ",
        "          #  ",
        "         # # ",
        "        #   #",
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
        "   #          #   ",
        "#  #  #   ##  #  #",
        " # # #   #+#   # #",
        "  ###   ##+#    ##",
        "#######  ##  ###  ",
        "  ###        ##  #",
        " # # #  ##  # #   ",
        "#  #  # ##  #  #  ",
        "   #          #   ",
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
    rows = ART[name]
    width = max(len(row) for row in rows)
    surface = pygame.Surface((width, len(rows)), pygame.SRCALPHA)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "#":
                surface.set_at((x, y), black)
            elif ch == "+":
                surface.set_at((x, y), grey)
    return surface


def upper_icon(face: int, black: Colour, grey: Colour, clear: Colour) -> pygame.Surface:
    """Section 1's icon: a small die showing the face the box counts."""
    surface = pygame.Surface((17, 17), pygame.SRCALPHA)
    draw_die(
        surface, pygame.Rect(0, 0, 15, 15), face, body=clear, pips=black, outline=black,
        pip_size=1, radius=2, shadow=grey,
    )
    return surface


def build_icons(black: Colour, grey: Colour, clear: Colour) -> dict[str, pygame.Surface]:
    """Every icon, keyed by Category value ("ones"...) or total name ("upper-total"...)."""
    icons = {name: art_surface(name, black, grey) for name in ART}
    for category in Category:
        if category.is_upper:
            icons[category.value] = upper_icon(category.face, black, grey, clear)
    return icons
