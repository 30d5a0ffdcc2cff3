"""Where to click on the Amiga skin's screens, worked out from the skin's own layout."""

from __future__ import annotations

from ynot.dice.rules import Category
from ynot.ui.amiga.selection import SelectionLayout
from ynot.ui.amiga.table import PanelLayout
from ynot.ui.skin import load_skin

SKIN = load_skin("amiga")
SEL = SelectionLayout.from_skin(SKIN)
PANEL = PanelLayout.from_skin(SKIN)


def centre(rect) -> str:  # noqa: ANN001 - pygame.Rect
    return f"{rect.centerx},{rect.centery}"


def count_box(number: int) -> str:
    return f"CLICK:{centre(SEL.count_boxes[number - 1])}"


def name_field(seat: int) -> str:
    return f"CLICK:{centre(SEL.name_fields[seat])}"


def seat_gadget(seat: int) -> str:
    return f"CLICK:{centre(SEL.seat_gadgets[seat])}"


NEW_GAME = f"CLICK:{centre(SEL.new_game)}"
CONTINUE = f"CLICK:{centre(SEL.continue_)}"
QUIT = f"CLICK:{centre(SEL.quit)}"
RULES = f"CLICK:{centre(SEL.rules)}"
LOOK = f"CLICK:{centre(SEL.look)}"
ROLL = f"CLICK:{centre(PANEL.roll)}"
AGAIN = f"CLICK:{centre(PANEL.again)}"
MENU = f"CLICK:{centre(PANEL.menu)}"


def die(screen, index: int) -> str:  # noqa: ANN001 - GameScreen
    return f"CLICK:{centre(screen.panel.die(index))}"


def box(screen, seat: int, category: Category, verb: str = "CLICK") -> str:  # noqa: ANN001 - GameScreen
    rows = screen.layout.rows
    index = next(i for i, row in enumerate(rows) if row.category is category)
    return f"{verb}:{centre(screen.layout.cell(seat, index))}"
