"""The score card, row for row as the table of the Windows Yahtzee 2.21 manual: the names on the left, one to six
columns of squares.

A box is scored by double-clicking its name (the leftmost column where it is free) or its own square (that
column). Rows that only add up are drawn greyed and cannot be clicked.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...dice.rules import UPPER, Category, Column, RuleSet
from ...dice.sheet import Mark, RowKey, Suggestion, Total, build_sheet
from ...i18n import _
from ..kit import fit_text
from .style import Windows31Style

NUMBER_MARGIN = 6  # a number's right edge to its square's, clear of the grid line

#: The card's rows in the manual's order: a box (Category) or a sum (a Total). The lower boxes are not
#: in the rules' LOWER order: the manual lists the straights before the full house.
ROWS: tuple[RowKey, ...] = (
    *UPPER,
    Total.UPPER,
    Total.UPPER_BONUS,
    Total.UPPER_SECTION,
    Category.THREE_KIND,
    Category.FOUR_KIND,
    Category.SMALL_STRAIGHT,
    Category.LARGE_STRAIGHT,
    Category.FULL_HOUSE,
    Category.FIVE_KIND,
    Category.CHANCE,
    Total.LOWER_SECTION,
    Total.GRAND,
    Total.MULTIPLIER,
    Total.COLUMN,
    Total.PLAYER,
)


def row_label(row: RowKey) -> str:
    """The name the card shows for a row (the manual's words)."""
    labels = {
        Category.ONES: _("Ones"),
        Category.TWOS: _("Twos"),
        Category.THREES: _("Threes"),
        Category.FOURS: _("Fours"),
        Category.FIVES: _("Fives"),
        Category.SIXES: _("Sixes"),
        Total.UPPER: _("Subtotal of Top Half"),
        Total.UPPER_BONUS: _("Bonus"),
        Total.UPPER_SECTION: _("Total of Top Half"),
        Category.THREE_KIND: _("Three of a Kind"),
        Category.FOUR_KIND: _("Four of a Kind"),
        Category.SMALL_STRAIGHT: _("Small Straight"),
        Category.LARGE_STRAIGHT: _("Large Straight"),
        Category.FULL_HOUSE: _("Full House"),
        Category.FIVE_KIND: _("Yahtzee"),
        Category.CHANCE: _("Chance"),
        Total.LOWER_SECTION: _("Total of Bottom Half"),
        Total.GRAND: _("Grand Total"),
        Total.MULTIPLIER: _("Multiplier"),
        Total.COLUMN: _("Column Total"),
        Total.PLAYER: _("Total Score"),
    }
    return labels[row]


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
        gap += 3 if row >= ROWS.index(Total.GRAND) else 0
        return self.area.top + (row + 1) * self.row_height + gap

    def label(self, row: int) -> pygame.Rect:
        return pygame.Rect(self.area.left, self.row_top(row), self.label_width, self.row_height)

    def square(self, row: int, column: int) -> pygame.Rect:
        if ROWS[row] is Total.PLAYER:  # the Total Score spans every column
            return pygame.Rect(
                self.area.left + self.label_width, self.row_top(row), self.columns * self.column_width, self.row_height
            )
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
    note: str = "",
) -> None:
    """The whole card of one player: names, squares, sums, the Total Score, and ``note`` under it.
    ``lit`` is the box with the cursor: on its name (column None) or on one column's square."""
    c = style.c
    on_square = lit is not None and lit[1] is not None
    suggestion = Suggestion(lit[0], lit[1]) if on_square else None  # type: ignore[index, arg-type]
    sheet = build_sheet([columns], rules, ROWS, suggestion=suggestion, bonus_in_box=True)
    frame = c("frame")
    head = layout.header
    pygame.draw.rect(surface, c("face"), head)
    style.text(surface, _("Score Card"), (head.left + 6, head.top + 1))
    for index in range(layout.columns):
        square = layout.square(0, index)
        label = f"x{rules.column_multiplier(index)}" if rules.multiplier else str(index + 1)
        style.text(surface, label, (square.centerx, head.top + 1), align="center")
    for row, (key, line) in enumerate(zip(ROWS, sheet.rows, strict=True)):
        name = layout.label(row)
        is_box = isinstance(key, Category)
        lit_name = lit is not None and is_box and lit[0] is key and lit[1] is None
        pygame.draw.rect(surface, c("selected") if lit_name else c("face"), name)
        ink = c("selected_text") if lit_name else (frame if is_box else c("navy"))
        label = fit_text(style.font, row_label(key), name.width - 10)  # clear of its squares; longer ends in "..."
        style.text(surface, label, (name.left + 6, name.top + 1), ink)
        if is_box:
            style.bevel(surface, name, depth=1)
        for index in range(1 if key is Total.PLAYER else layout.columns):
            square = layout.square(row, index)
            cell = line.cells[index]
            lit_square = cell.mark is Mark.SUGGESTED
            fill = c("selected") if lit_square else (c("window") if is_box or key is Total.PLAYER else c("face"))
            pygame.draw.rect(surface, fill, square)
            pygame.draw.rect(surface, frame, square, 1)
            if not cell.text:
                continue
            ink = c("selected_text") if lit_square else frame
            style.text(surface, cell.text, (square.right - NUMBER_MARGIN, square.top + 1), ink, align="right")
        pygame.draw.rect(surface, frame, name, 1)
    outline = pygame.Rect(head.left, head.top, layout.width, layout.bottom() - head.top)
    pygame.draw.rect(surface, frame, outline, 1)
    for row in (ROWS.index(Category.THREE_KIND), ROWS.index(Total.GRAND)):
        y = layout.row_top(row) - 2
        pygame.draw.line(surface, frame, (head.left, y), (head.left + layout.width - 1, y), 2)
    if note:
        style.text(surface, note, (head.left + 2, layout.bottom() + 3), c("red"))
