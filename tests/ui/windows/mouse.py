"""Where things are on the Windows look's screen, from the skin's own layout, as script tokens."""

from __future__ import annotations

import pygame

from ynot.dice.rules import Category
from ynot.ui.skin import load_skin
from ynot.ui.windows.card import ROWS, CardLayout
from ynot.ui.windows.table import TableLayout

SKIN = load_skin("windows")
TABLE = TableLayout.from_skin(SKIN)


def at(rect) -> str:  # noqa: ANN001 - pygame.Rect
    return f"{rect.centerx},{rect.centery}"


SHAKER = at(TABLE.shaker)
RESCUE = at(TABLE.rescue)


def place(index: int) -> str:
    return at(TABLE.places[index])


def card(columns: int = 1) -> CardLayout:
    settings = SKIN.settings
    area = pygame.Rect(SKIN.area("card"))
    return CardLayout(area, columns, settings["label_width"], settings["column_width"], settings["row_height"])


def box_name(category: Category, columns: int = 1) -> str:
    return at(card(columns).label(ROWS.index(category)))


def box_square(category: Category, column: int, columns: int) -> str:
    return at(card(columns).square(ROWS.index(category), column))


def roll() -> str:
    return f"DCLICK:{SHAKER}"


def throw_by_drag(index: int) -> str:
    return f"DRAG:{place(index)}:{SHAKER}"


def throw_by_double_click(index: int) -> str:
    return f"DCLICK:{place(index)}"
