"""The score sheet as every dice look and text play reads it: plain values, nothing drawn.

A sheet is rows by columns. A row is a box to score (a :class:`Category`) or a :class:`Total`; a column is
one scoring column of a player's card. Each look chooses which rows it shows and in what order (and names
them its own way); what each cell holds is worked out here once: the box's score or that it is free, the
totals and bonuses, the box the cursor or the advisor suggests with what it would score, and the totals
that score would change (greyed, with their value after it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .rules import Category, Column, RuleSet, ScoreOption, UpperBonus, column_total, total_score


class Total(Enum):
    """A row that adds up (or multiplies) rather than being scored in."""

    UPPER = "upper"  # Ones to Sixes added up
    UPPER_BONUS = "upper-bonus"  # the section 1 bonus: pending while it can still be won
    UPPER_SECTION = "upper-section"  # section 1 with its bonus
    PAR = "par"  # YNOT's pace for the bonus: "+n", "-n", "= 35" or "= 0"
    LOWER = "lower"  # 3 of a kind to Chance added up
    FIVE_BONUS = "five-bonus"  # later five of a kinds: pending while none has earned it
    ROLL_BONUS = "roll-bonus"  # YNOT's Roll! bonuses: pending while none
    BONUSES = "bonuses"  # both of those
    LOWER_SECTION = "lower-section"  # section 2 with both bonuses
    GRAND = "grand"  # everything in the column
    MULTIPLIER = "multiplier"  # what the column's grand total is multiplied by
    COLUMN = "column"  # the grand total times the multiplier
    PLAYER = "player"  # the player's total score: every column total added up


RowKey = Category | Total


class Mark(Enum):
    """What a cell is, for the drawing to choose its pen."""

    WRITTEN = "written"  # a used box, or a total as it stands
    FREE = "free"  # a box still to be scored in
    SUGGESTED = "suggested"  # the box the cursor or the advisor points at
    GREYED = "greyed"  # a total the suggested score would change


@dataclass(frozen=True)
class Cell:
    """One square of the sheet."""

    value: int | None  # the score in a box (None while it is free), or the total
    mark: Mark = Mark.WRITTEN
    #: A bonus not settled (section 1's while it can still be won) or not earned yet; ``value`` is what it
    #: is now (0), for a look that writes it anyway.
    pending: bool = False
    #: SUGGESTED: the points the box would score now (None: nothing to show); GREYED: the total after it.
    after: int | None = None
    text: str = ""  # the value as the card writes it ("" for a free box; the par's "+3" or "= 35")
    after_text: str = ""  # ``after`` as the card writes it

    @property
    def shown(self) -> str:
        """What the cell shows now: the value after the suggested score where there is one."""
        return self.after_text if self.mark in (Mark.SUGGESTED, Mark.GREYED) else self.text


@dataclass(frozen=True)
class Place:
    """Whose a sheet column is: the player (an index into the game's players) and its place in their card."""

    player: int
    index: int


@dataclass(frozen=True)
class Row:
    """One line of the sheet: its key and a cell per column."""

    key: RowKey
    cells: tuple[Cell, ...]

    @property
    def is_box(self) -> bool:
        return isinstance(self.key, Category)


@dataclass(frozen=True)
class Suggestion:
    """The box the cursor or the advisor points at, in one column of the sheet, and what scoring it now
    writes (None: the box is lit but nothing is previewed)."""

    category: Category
    column: int = 0  # the sheet's column
    option: ScoreOption | None = None


@dataclass(frozen=True)
class Sheet:
    """The rows a look asked for, with a cell per column."""

    places: tuple[Place, ...]
    rows: tuple[Row, ...]

    def row(self, key: RowKey) -> Row:
        """The row of ``key``; KeyError when the sheet does not show it."""
        for row in self.rows:
            if row.key == key:
                return row
        raise KeyError(key)

    def cell(self, key: RowKey, column: int = 0) -> Cell:
        return self.row(key).cells[column]

    def player_columns(self, player: int) -> tuple[int, ...]:
        """The sheet's columns that belong to ``player``."""
        return tuple(i for i, place in enumerate(self.places) if place.player == player)


def build_sheet(
    cards: Sequence[Sequence[Column]],
    rules: RuleSet,
    rows: Sequence[RowKey],
    *,
    players: Sequence[int] | None = None,
    suggestion: Suggestion | None = None,
    preview_totals: bool = False,
    bonus_in_box: bool = False,
) -> Sheet:
    """The sheet of ``cards`` (each player's columns, in seat order) with ``rows`` in that order.

    ``players`` names each card's player (default 0, 1, ...). ``suggestion`` lights a box; with
    ``preview_totals`` the totals its option would change are greyed and carry their value after it.
    ``bonus_in_box`` writes the later five of a kinds' bonuses in the five-of-a-kind box itself (Windows
    Yahtzee's card, which has no line for them).
    """
    owners = list(range(len(cards))) if players is None else list(players)
    places = tuple(Place(owners[p], i) for p, card in enumerate(cards) for i in range(len(card)))
    columns = [column for card in cards for column in card]
    totals = {owners[p]: total_score(tuple(card), rules) for p, card in enumerate(cards)}
    after_columns = list(columns)
    if suggestion is not None and suggestion.option is not None and preview_totals:
        after_columns[suggestion.column] = _after(columns[suggestion.column], suggestion.option)
    after_totals = dict(totals)
    if after_columns != columns:
        place = places[suggestion.column]  # type: ignore[union-attr]
        mine = [after_columns[i] for i, other in enumerate(places) if other.player == place.player]
        after_totals[place.player] = total_score(tuple(mine), rules)
    built = []
    for key in rows:
        cells = []
        for k, (place, column) in enumerate(zip(places, columns, strict=True)):
            if isinstance(key, Category):
                cells.append(_box(key, column, k, suggestion, bonus_in_box))
                continue
            now = _total(key, column, place, rules, totals)
            later = _total(key, after_columns[k], place, rules, after_totals)
            if later.text != now.text:
                now = Cell(now.value, Mark.GREYED, now.pending, later.value, now.text, later.text)
            cells.append(now)
        built.append(Row(key, tuple(cells)))
    return Sheet(places, tuple(built))


def _after(column: Column, option: ScoreOption) -> Column:
    """The column once ``option`` is scored."""
    if option.extra_turn:
        return column.with_bonus(extra_bonus=option.extra_bonus)
    return column.with_score(
        option.category, option.points, extra_bonus=option.extra_bonus, roll_bonus=option.roll_bonus
    )


def _text(value: int | None) -> str:
    return "" if value is None else str(value)


def _box(category: Category, column: Column, k: int, suggestion: Suggestion | None, bonus_in_box: bool) -> Cell:
    value = column.get(category)
    if value is not None and bonus_in_box and category is Category.FIVE_KIND:
        value += column.extra_bonus
    if suggestion is not None and suggestion.category is category and suggestion.column == k:
        points = suggestion.option.points if suggestion.option is not None else None
        return Cell(value, Mark.SUGGESTED, after=points, text=_text(value), after_text=_text(points))
    return Cell(value, Mark.FREE if value is None else Mark.WRITTEN, text=_text(value))


def _total(key: Total, column: Column, place: Place, rules: RuleSet, totals: dict[int, int]) -> Cell:
    """The cell of a total row for one column."""
    if key is Total.UPPER_BONUS:
        pending = column.upper_bonus_state(rules) is UpperBonus.OPEN
        return _number(column.upper_bonus(rules), pending)
    if key is Total.PAR:
        return Cell(column.par(), text=column.par_text(rules))
    if key is Total.FIVE_BONUS:
        return _number(column.extra_bonus, column.extra_count == 0)
    if key is Total.ROLL_BONUS:
        return _number(column.roll_bonus, column.roll_bonus == 0)
    values = {
        Total.UPPER: column.upper_total,
        Total.UPPER_SECTION: lambda: column.upper_section_total(rules),
        Total.LOWER: column.lower_total,
        Total.BONUSES: column.bonus_total,
        Total.LOWER_SECTION: lambda: column.lower_total() + column.bonus_total(),
        Total.GRAND: lambda: column.grand_total(rules),
        Total.MULTIPLIER: lambda: rules.column_multiplier(place.index),
        Total.COLUMN: lambda: column_total(column, rules, place.index),
        Total.PLAYER: lambda: totals[place.player],
    }
    return _number(values[key]())


def _number(value: int, pending: bool = False) -> Cell:
    return Cell(value, pending=pending, text=str(value))
