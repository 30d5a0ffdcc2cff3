"""Where to click on the Amiga skin's screens, worked out from the screens' own layout."""

from __future__ import annotations

from ynot.rules import Category
from ynot.ui.amiga import selection, table


def centre(rect) -> str:  # noqa: ANN001 - pygame.Rect
    return f"{rect.centerx},{rect.centery}"


def count_box(number: int) -> str:
    return f"CLICK:{centre(selection.COUNT_BOXES[number - 1])}"


def name_field(seat: int) -> str:
    return f"CLICK:{centre(selection.NAME_FIELDS[seat])}"


NEW_GAME = f"CLICK:{centre(selection.NEW_GAME)}"
CONTINUE = f"CLICK:{centre(selection.CONTINUE)}"
QUIT = f"CLICK:{centre(selection.QUIT)}"
RULES = f"CLICK:{centre(selection.RULES_GADGET)}"
ROLL = f"CLICK:{centre(table.ROLL_BUTTON)}"
AGAIN = f"CLICK:{centre(table.AGAIN_BUTTON)}"
MENU = f"CLICK:{centre(table.MENU_BUTTON)}"


def die(screen, index: int) -> str:  # noqa: ANN001 - GameScreen
    return f"CLICK:{centre(screen.die_rect(index))}"


def box(screen, seat: int, category: Category, verb: str = "CLICK") -> str:  # noqa: ANN001 - GameScreen
    rows = screen.layout.rows
    index = next(i for i, row in enumerate(rows) if row.category is category)
    return f"{verb}:{centre(screen.layout.cell(seat, index))}"
