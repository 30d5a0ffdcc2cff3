"""The score card, row for row as seed 003's table: the names on the left, one to six columns of squares.

A box is scored by double-clicking its name (the leftmost column where it is free) or its own square (that
column). Rows that only add up are drawn greyed and cannot be clicked.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...dice.rules import UPPER, Category, Column, RuleSet
from ...dice.rules.scorecard import column_total
from ...i18n import _
from .style import Windows31Style

NUMBER_MARGIN = 6  # a number's right edge to its square's, clear of the grid line

#: The card's rows in the seed's order: a box (Category) or a sum (its key). The lower boxes are not
#: in the rules' LOWER order: the seed lists the straights before the full house.
ROWS: tuple[Category | str, ...] = (
    *UPPER,
    "subtotal",
    "bonus",
    "top",
    Category.THREE_KIND,
    Category.FOUR_KIND,
    Category.SMALL_STRAIGHT,
    Category.LARGE_STRAIGHT,
    Category.FULL_HOUSE,
    Category.FIVE_KIND,
    Category.CHANCE,
    "bottom",
    "grand",
    "multiplier",
    "column",
    "score",
)


def row_label(row: Category | str) -> str:
    """The name the card shows for a row (the seed's words)."""
    labels = {
        Category.ONES: _("Ones"),
        Category.TWOS: _("Twos"),
        Category.THREES: _("Threes"),
        Category.FOURS: _("Fours"),
        Category.FIVES: _("Fives"),
        Category.SIXES: _("Sixes"),
        "subtotal": _("Subtotal of Top Half"),
        "bonus": _("Bonus"),
        "top": _("Total of Top Half"),
        Category.THREE_KIND: _("Three of a Kind"),
        Category.FOUR_KIND: _("Four of a Kind"),
        Category.SMALL_STRAIGHT: _("Small Straight"),
        Category.LARGE_STRAIGHT: _("Large Straight"),
        Category.FULL_HOUSE: _("Full House"),
        Category.FIVE_KIND: _("Yahtzee"),
        Category.CHANCE: _("Chance"),
        "bottom": _("Total of Bottom Half"),
        "grand": _("Grand Total"),
        "multiplier": _("Multiplier"),
        "column": _("Column Total"),
        "score": _("Total Score"),
    }
    return labels[row]


def row_value(row: Category | str, column: Column, rules: RuleSet, index: int) -> int | None:
    """What a square of ``column`` (0-based ``index``) shows; None for an empty box."""
    if isinstance(row, Category):
        value = column.get(row)
        if row is Category.FIVE_KIND and value is not None:
            return value + column.extra_bonus  # Windows' bonus Yahtzees are written in the Yahtzee box
        return value
    bottom = column.lower_total() + column.bonus_total()
    values = {
        "subtotal": column.upper_total(),
        "bonus": column.upper_bonus(rules),
        "top": column.upper_section_total(rules),
        "bottom": bottom,
        "grand": column.grand_total(rules),
        "multiplier": rules.column_multiplier(index),
        "column": column_total(column, rules, index),
    }
    return values[row]


@dataclass(frozen=True)
class CardLayout:
    """Where every row and square of the card is, for ``columns`` scoring columns."""

    area: pygame.Rect
    columns: int
    label_width: int
    column_width: int
    row_height: int

    @property
    def header(self) -> pygame.Rect:
        return pygame.Rect(self.area.left, self.area.top, self.width, self.row_height)

    @property
    def width(self) -> int:
        return self.label_width + self.columns * self.column_width

    def row_top(self, row: int) -> int:
        gap = 3 if row >= ROWS.index(Category.THREE_KIND) else 0  # a thicker line between the halves
        gap += 3 if row >= ROWS.index("grand") else 0
        return self.area.top + (row + 1) * self.row_height + gap

    def label(self, row: int) -> pygame.Rect:
        return pygame.Rect(self.area.left, self.row_top(row), self.label_width, self.row_height)

    def square(self, row: int, column: int) -> pygame.Rect:
        if ROWS[row] == "score":  # the Total Score spans every column
            return pygame.Rect(self.area.left + self.label_width, self.row_top(row), self.columns * self.column_width,
                               self.row_height)
        left = self.area.left + self.label_width + column * self.column_width
        return pygame.Rect(left, self.row_top(row), self.column_width, self.row_height)

    def bottom(self) -> int:
        return self.row_top(len(ROWS) - 1) + self.row_height

    def hit(self, pos: tuple[int, int]) -> tuple[Category, int | None] | None:
        """The box under ``pos``: (category, None) on its name, (category, column) on its square."""
        for row, key in enumerate(ROWS):
            if not isinstance(key, Category):
                continue
            if self.label(row).collidepoint(pos):
                return key, None
            for column in range(self.columns):
                if self.square(row, column).collidepoint(pos):
                    return key, column
        return None


def draw_card(
    style: Windows31Style,
    surface: pygame.Surface,
    layout: CardLayout,
    columns: tuple[Column, ...],
    rules: RuleSet,
    *,
    lit: tuple[Category, int | None] | None = None,
    total: int = 0,
    note: str = "",
) -> None:
    """The whole card of one player: names, squares, sums, the Total Score, and ``note`` under it."""
    c = style.c
    frame = c("frame")
    head = layout.header
    pygame.draw.rect(surface, c("face"), head)
    style.text(surface, _("Score Card"), (head.left + 6, head.top + 1))
    for index in range(layout.columns):
        square = layout.square(0, index)
        label = f"x{rules.column_multiplier(index)}" if rules.multiplier else str(index + 1)
        style.text(surface, label, (square.centerx, head.top + 1), align="center")
    for row, key in enumerate(ROWS):
        name = layout.label(row)
        is_box = isinstance(key, Category)
        lit_name = lit is not None and is_box and lit[0] is key and lit[1] is None
        pygame.draw.rect(surface, c("selected") if lit_name else c("face"), name)
        ink = c("selected_text") if lit_name else (frame if is_box else c("navy"))
        style.text(surface, row_label(key), (name.left + 6, name.top + 1), ink)
        if is_box:
            style.bevel(surface, name, depth=1)
        for index in range(1 if key == "score" else layout.columns):
            square = layout.square(row, index)
            lit_square = lit is not None and is_box and lit[0] is key and lit[1] == index
            fill = c("selected") if lit_square else (c("window") if is_box or key == "score" else c("face"))
            pygame.draw.rect(surface, fill, square)
            pygame.draw.rect(surface, frame, square, 1)
            value = total if key == "score" else row_value(key, columns[index], rules, index)
            if value is None:
                continue
            ink = c("selected_text") if lit_square else frame
            style.text(surface, str(value), (square.right - NUMBER_MARGIN, square.top + 1), ink, align="right")
        pygame.draw.rect(surface, frame, name, 1)
    outline = pygame.Rect(head.left, head.top, layout.width, layout.bottom() - head.top)
    pygame.draw.rect(surface, frame, outline, 1)
    for row in (ROWS.index(Category.THREE_KIND), ROWS.index("grand")):
        y = layout.row_top(row) - 2
        pygame.draw.line(surface, frame, (head.left, y), (head.left + layout.width - 1, y), 2)
    if note:
        style.text(surface, note, (head.left + 2, layout.bottom() + 3), c("red"))
