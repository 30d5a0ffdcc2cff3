"""The screens of the pbmserv Yacht manual of 2003 as plain text: ASCII dice and the lettered score sheet."""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n import N_, _, ngettext
from ...terminal import width as terminal_width
from .. import GameState
from ..rules import LOWER, UPPER, Category, Dice, RuleSet
from ..sheet import Cell, RowKey, Sheet, Total, build_sheet
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


def _cell(cell: Cell) -> str:
    """A cell as the sheet writes it: a dot for a free box or a bonus not settled or earned yet."""
    return "." if cell.value is None or cell.pending else cell.text


def _sheet_rows() -> list[RowKey]:
    """Every row this sheet prints, in its order."""
    rows: list[RowKey] = [*UPPER, Total.UPPER, Total.UPPER_BONUS, Total.UPPER_SECTION, *LOWER, Total.LOWER]
    rows += [Total.FIVE_BONUS, Total.ROLL_BONUS, Total.GRAND, Total.MULTIPLIER, Total.COLUMN, Total.PLAYER]
    return rows


def score_sheet(state: GameState, columns: int | None = None) -> str:
    """The score sheet with lettered boxes, totals and every bonus the rule set has. A sheet wider than
    ``columns`` (the terminal's width, else 80) is folded into blocks of whole players, one under another."""
    rules = state.rules
    ncols = rules.columns
    sheet = build_sheet(state.cards, rules, _sheet_rows())
    longest = max(len(name) for name in state.players)
    width = max(8, longest + 1) if ncols == 1 else max(8, -(-(longest + 1) // ncols))
    limit = columns or terminal_width() or 80
    fitting = max(1, (limit - len(INDENT) - 8) // width - 1)  # scoring places a line (and its rule) holds
    per_block = max(1, fitting // ncols) if ncols > 1 else fitting
    players = list(range(len(state.players)))
    blocks = [players[i : i + per_block] for i in range(0, len(players), per_block)]
    text = "\n\n".join(_sheet_block(state, sheet, block, width) for block in blocks)
    if ncols > 1:
        hint = _("To score in a column, add its number: e2 enters Fives in column 2 (1-{count}).")
        text += f"\n{INDENT}{hint.format(count=ncols)}"
    return text


def _sheet_block(state: GameState, sheet: Sheet, players: Sequence[int], width: int) -> str:
    """The sheet's rows for ``players`` only."""
    rules = state.rules
    ncols = rules.columns
    shown = [k for k, place in enumerate(sheet.places) if place.player in players]
    table = _Table(len(shown), width)

    def each(key: RowKey) -> list[str]:
        cells = sheet.row(key).cells
        return [_cell(cells[k]) for k in shown]

    if ncols == 1:
        table.row(_("Scores"), [state.players[p] for p in players], heading=True)
    else:
        # Names centred over their columns, then the column numbers (used in moves: "e2").
        line = _("Scores").ljust(7 + width)
        for p in players:
            line += state.players[p].center(width * ncols)
        table.lines.append((INDENT + line).rstrip())
        table.row(_("Column"), [str(sheet.places[k].index + 1) for k in shown])
    table.text("-" * table.rule_width)
    table.text()
    for category in UPPER:
        table.row(f"{box_letter(category)}) {box_name(category, rules)}", each(category))
    table.text()
    table.row(_("Total"), each(Total.UPPER))
    bonus = _("Bonus for {threshold}  ({points})")
    bonus = bonus.format(threshold=rules.upper_bonus_threshold, points=rules.upper_bonus)
    table.row(bonus, each(Total.UPPER_BONUS))
    table.text()
    table.row(_("Upper Total"), each(Total.UPPER_SECTION))
    table.text()
    for category in LOWER:
        table.row(f"{box_letter(category)}) {box_name(category, rules)}", each(category))
    table.text()
    table.row(_("Lower Total"), each(Total.LOWER))
    if rules.extra_five_bonus:
        label = _("{five_kind} Bonus ({points})")
        label = label.format(five_kind=_(rules.five_kind_name), points=rules.extra_five_bonus)
        table.row(label, each(Total.FIVE_BONUS))
    if rules.has_roll_bonus:
        amounts = "/".join(str(a) for a in rules.roll_bonus if a)
        table.row(_("Roll! Bonus ({amounts})").format(amounts=amounts), each(Total.ROLL_BONUS))
    table.text()
    table.text("-" * table.rule_width)
    table.row(_("Grand Total"), each(Total.GRAND))
    if ncols > 1:
        if rules.multiplier:
            multipliers = sheet.row(Total.MULTIPLIER).cells
            table.row(_("Multiplier"), [f"x{multipliers[k].value}" for k in shown])
            table.row(_("Column Total"), each(Total.COLUMN))
        last = [sheet.places[k].index == ncols - 1 for k in shown]
        table.row(_("Player Total"), [text if end else "" for text, end in zip(each(Total.PLAYER), last, strict=True)])
    table.text("=" * table.rule_width)
    return "\n".join(table.lines)
