"""The score card of the Amiga skin: its lines in the manual's order, and where each player's column
and each box are on the canvas."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...dice import category_label
from ...dice.rules import LOWER, UPPER, Category, RuleSet
from ...dice.sheet import RowKey, Total
from ...i18n import N_, _
from ..pixelfont import PixelFont

#: Box names as the manual's score sheet writes them (the five of a kind takes the rule set's own name).
LABELS = {
    Category.ONES: N_("Ones"),
    Category.TWOS: N_("Twos"),
    Category.THREES: N_("Threes"),
    Category.FOURS: N_("Fours"),
    Category.FIVES: N_("Fives"),
    Category.SIXES: N_("Sixes"),
    Category.THREE_KIND: N_("3 of a kind"),
    Category.FOUR_KIND: N_("4 of a kind"),
    Category.FULL_HOUSE: N_("Full House"),
    Category.SMALL_STRAIGHT: N_("Small Stght"),
    Category.LARGE_STRAIGHT: N_("Long Stght"),
    Category.CHANCE: N_("Chance"),
}


@dataclass(frozen=True)
class Line:
    """One line of the score card: its row of the sheet, its name and the space above it."""

    label: str
    key: RowKey
    gap: int = 0  # pixels of space above the row

    @property
    def category(self) -> Category | None:
        """The box scored on this line (None for a total)."""
        return self.key if isinstance(self.key, Category) else None


def card_rows(rules: RuleSet) -> list[Line]:
    """The card's lines in the manual's order, with a line for later-Yatcy bonuses where the rules
    give them."""
    rows = [Line(_(LABELS[c]), c) for c in UPPER]
    rows += [Line(_("Upper Total"), Total.UPPER, gap=2), Line(_("Bonus"), Total.UPPER_BONUS)]
    for index, category in enumerate(LOWER):
        label = category_label(category, rules) if category is Category.FIVE_KIND else _(LABELS[category])
        rows.append(Line(label, category, gap=4 if index == 0 else 0))
    rows.append(Line(_("Lower Total"), Total.LOWER, gap=2))
    if rules.extra_five_bonus or rules.has_roll_bonus:
        rows.append(Line(_("Extra Bonus"), Total.BONUSES))
    rows.append(Line(_("GRAND TOTAL"), Total.GRAND, gap=2))
    return rows


#: the label column's room before and after a box's name (it is drawn 8 pixels in)
LABEL_AIR = 10
#: the narrowest a player's column gets for longer box names: a three-figure score in its cell, clear of the edges
MIN_COLUMN = 56


class CardLayout:
    """Where each player's column and each row of the card are."""

    def __init__(self, area: tuple[int, int, int, int], rules: RuleSet, players: int, settings: dict,
                 font: PixelFont | None = None) -> None:
        self.area = pygame.Rect(area)
        self.rows = card_rows(rules)
        self.label_w = int(settings.get("label_width", 128))
        self.col_w = int(settings.get("player_width", 64))
        if font is not None:  # a longer language's box names widen their column, the players' give way to it
            widest = max(font.line_width(row.label) for row in self.rows) + LABEL_AIR
            self.label_w = max(self.label_w, widest)
            self.col_w = max(MIN_COLUMN, min(self.col_w, (self.area.width - self.label_w - 6) // max(1, players)))
        self.players = players
        width = self.label_w + 4 + players * self.col_w + 2
        self.left = self.area.left + max(0, (self.area.width - width) // 2)  # fewer players: centred
        self.header_top = self.area.top + 1
        self.name_top = self.header_top + 15
        self.rows_top = self.name_top + 12
        gaps = sum(r.gap for r in self.rows)
        self.row_h = max(8, min(11, (self.area.bottom - 2 - self.rows_top - gaps) // len(self.rows)))
        self.row_tops: list[int] = []
        y = self.rows_top
        for row in self.rows:
            y += row.gap
            self.row_tops.append(y)
            y += self.row_h
        self.bottom = y

    def outline(self) -> pygame.Rect:
        """The card's blue frame round every column."""
        return pygame.Rect(self.left, self.area.top - 1, self.column_x(self.players) + 2 - self.left,
                           self.bottom + 4 - self.area.top)

    def column_x(self, seat: int) -> int:
        return self.left + self.label_w + 4 + seat * self.col_w

    def number_box(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.column_x(seat) + (self.col_w - 28) // 2, self.header_top, 28, 13)

    def cell(self, seat: int, index: int) -> pygame.Rect:
        return pygame.Rect(self.column_x(seat) + 4, self.row_tops[index], self.col_w - 8, self.row_h)

    def column_frame(self, seat: int) -> pygame.Rect:
        top = self.header_top - 1
        return pygame.Rect(self.column_x(seat), top, self.col_w, self.bottom + 2 - top)

    def hit(self, pos: tuple[int, int]) -> tuple[int, Category] | None:
        """The (seat, box) under ``pos``, if it is a box to score in."""
        for seat in range(self.players):
            for index, row in enumerate(self.rows):
                if row.category is not None and self.cell(seat, index).inflate(6, 1).collidepoint(pos):
                    return seat, row.category
        return None
