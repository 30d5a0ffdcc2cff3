"""The pbmserv Yacht screens (seed 004) as plain text: ASCII dice and the lettered score sheet."""

from __future__ import annotations

from collections.abc import Sequence

from ..dice import GameState
from ..dice.rules import LOWER, UPPER, Category, Column, Dice, RuleSet, UpperBonus, column_total
from ..i18n import N_, _, ngettext
from .moves import box_letter

INDENT = " " * 5
#: The manual's rules are 62 characters long.
RULE_WIDTH = 62

_PIPS: dict[int, tuple[str, str, str]] = {
    1: ("     ", "  o  ", "     "),
    2: ("o    ", "     ", "    o"),
    3: ("o    ", "  o  ", "    o"),
    4: ("o   o", "     ", "o   o"),
    5: ("o   o", "  o  ", "o   o"),
    6: ("o   o", "o   o", "o   o"),
}

_NUMBER_WORDS = {0: N_("no"), 1: N_("one"), 2: N_("two"), 3: N_("three")}

#: Box names as the manual's sheet prints them (the five-of-a-kind box takes the rule set's name).
_SHEET_NAMES: dict[Category, str] = {
    Category.ONES: N_("Aces"),
    Category.TWOS: N_("Twos"),
    Category.THREES: N_("Threes"),
    Category.FOURS: N_("Fours"),
    Category.FIVES: N_("Fives"),
    Category.SIXES: N_("Sixes"),
    Category.THREE_KIND: N_("3 of a Kind"),
    Category.FOUR_KIND: N_("4 of a Kind"),
    Category.FULL_HOUSE: N_("Full House (25)"),
    Category.SMALL_STRAIGHT: N_("Small Strt (30)"),
    Category.LARGE_STRAIGHT: N_("Large Strt (40)"),
    Category.CHANCE: N_("Chance"),
}


def dice_art(dice: Dice) -> str:
    """Five dice side by side, drawn as in the manual (five lines, no trailing newline)."""
    rows = [".-----."] * 5, *([f"|{_PIPS[f][r]}|" for f in dice] for r in range(3)), ["`-----'"] * 5
    return "\n".join(INDENT + "  ".join(row) for row in rows)


def box_name(category: Category, rules: RuleSet) -> str:
    """The box's name on the sheet, e.g. ``Full House (25)`` or ``Yacht      (50)``."""
    if category is Category.FIVE_KIND:
        return f"{_(rules.five_kind_name):<10} (50)"
    return _(_SHEET_NAMES[category])


def rolls_left_text(state: GameState) -> str:
    """``fred has two rolls left.``"""
    left = state.rolls_left
    sentence = ngettext("{name} has {count} roll left.", "{name} has {count} rolls left.", left)
    return sentence.format(name=state.players[state.current], count=_(_NUMBER_WORDS[left]))


class _Table:
    """Rows of a label and right-aligned cells at fixed positions, as on the manual's sheet."""

    def __init__(self, cells: int, width: int) -> None:
        self.cells = cells
        self.width = width
        self.lines: list[str] = []

    def row(self, label: str, values: Sequence[str], *, heading: bool = False) -> None:
        """Values end one character before each cell's right edge; headings end on it."""
        line = label
        for k, value in enumerate(values):
            end = 7 + self.width * (k + 2) + (1 if heading else 0)
            start = max(end - len(value), len(line) + 1)
            line = line.ljust(start) + value
        self.lines.append((INDENT + line).rstrip())

    def text(self, line: str = "") -> None:
        self.lines.append((INDENT + line).rstrip() if line else "")

    @property
    def rule_width(self) -> int:
        return max(RULE_WIDTH, 8 + self.width * (self.cells + 1))


def _cell(value: int | None) -> str:
    return "." if value is None else str(value)


def _bonus_cell(column: Column, rules: RuleSet) -> str:
    state = column.upper_bonus_state(rules)
    if state is UpperBonus.OPEN:
        return "."
    return str(column.upper_bonus(rules))


def score_sheet(state: GameState) -> str:
    """The score sheet with lettered boxes, totals and every bonus the rule set has."""
    rules = state.rules
    ncols = rules.columns
    cards: list[tuple[int, int, Column]] = [
        (p, i, col) for p in range(len(state.players)) for i, col in enumerate(state.cards[p])
    ]
    longest = max(len(name) for name in state.players)
    width = max(8, longest + 1) if ncols == 1 else max(8, -(-(longest + 1) // ncols))
    table = _Table(len(cards), width)

    def each(fn) -> list[str]:
        return [fn(col, i) for _, i, col in cards]

    if ncols == 1:
        table.row(_("Scores"), list(state.players), heading=True)
    else:
        # Names centred over their columns, then the column numbers (used in moves: "e2").
        line = _("Scores").ljust(7 + width)
        for name in state.players:
            line += name.center(width * ncols)
        table.lines.append((INDENT + line).rstrip())
        table.row(_("Column"), [str(i + 1) for _, i, _ in cards])
    table.text("-" * table.rule_width)
    table.text()
    for category in UPPER:
        label = f"{box_letter(category)}) {box_name(category, rules)}"
        table.row(label, each(lambda col, _i, c=category: _cell(col.get(c))))
    table.text()
    table.row(_("Total"), each(lambda col, _i: str(col.upper_total())))
    table.row(
        _("Bonus for {threshold}  ({points})").format(threshold=rules.upper_bonus_threshold, points=rules.upper_bonus),
        each(lambda col, _i: _bonus_cell(col, rules)),
    )
    table.text()
    table.row(_("Upper Total"), each(lambda col, _i: str(col.upper_section_total(rules))))
    table.text()
    for category in LOWER:
        label = f"{box_letter(category)}) {box_name(category, rules)}"
        table.row(label, each(lambda col, _i, c=category: _cell(col.get(c))))
    table.text()
    table.row(_("Lower Total"), each(lambda col, _i: str(col.lower_total())))
    if rules.extra_five_bonus:
        table.row(
            _("{five_kind} Bonus ({points})").format(
                five_kind=_(rules.five_kind_name), points=rules.extra_five_bonus
            ),
            each(lambda col, _i: str(col.extra_bonus) if col.extra_count else "."),
        )
    if rules.has_roll_bonus:
        amounts = "/".join(str(a) for a in rules.roll_bonus if a)
        label = _("Roll! Bonus ({amounts})").format(amounts=amounts)
        table.row(label, each(lambda col, _i: str(col.roll_bonus) if col.roll_bonus else "."))
    table.text()
    table.text("-" * table.rule_width)
    table.row(_("Grand Total"), each(lambda col, _i: str(col.grand_total(rules))))
    if ncols > 1:
        if rules.multiplier:
            table.row(_("Multiplier"), each(lambda _col, i: f"x{rules.column_multiplier(i)}"))
            table.row(_("Column Total"), each(lambda col, i: str(column_total(col, rules, i))))
        table.row(
            _("Player Total"),
            [str(state.total(p)) if i == ncols - 1 else "" for p, i, _ in cards],
        )
    table.text("=" * table.rule_width)
    if ncols > 1:
        hint = _("To score in a column, add its number: e2 enters Fives in column 2 (1-{count}).")
        table.text(hint.format(count=ncols))
    return "\n".join(table.lines)
