"""Final (or current) scorecards as plain text and as JSON-ready data, read from the score sheet."""

from __future__ import annotations

from typing import Any

from ..i18n import _, and_list
from .machine import category_label
from .rules import ALL_CATEGORIES, UPPER
from .sheet import Cell, RowKey, Sheet, Total, build_sheet
from .state import GameState

#: The totals the report gives for every column, and their keys in the JSON data.
_DATA_TOTALS: tuple[tuple[str, Total], ...] = (
    ("upper_total", Total.UPPER),
    ("upper_bonus", Total.UPPER_BONUS),
    ("lower_total", Total.LOWER),
    ("extra_bonus", Total.FIVE_BONUS),
    ("roll_bonus", Total.ROLL_BONUS),
    ("grand_total", Total.GRAND),
    ("multiplier", Total.MULTIPLIER),
    ("column_total", Total.COLUMN),
)
_ROWS: tuple[RowKey, ...] = (*ALL_CATEGORIES, *(key for _name, key in _DATA_TOTALS))


def column_data(sheet: Sheet, column: int) -> dict[str, Any]:
    """One column's boxes and totals."""
    data: dict[str, Any] = {"boxes": {c.value: sheet.cell(c, column).value for c in ALL_CATEGORIES}}
    for name, key in _DATA_TOTALS:
        data[name] = sheet.cell(key, column).value
    return data


def state_data(state: GameState) -> dict[str, Any]:
    """The whole game's scorecards, for ``--json``."""
    sheet = build_sheet(state.cards, state.rules, _ROWS)
    return {
        "rules": state.rules.name,
        "options": state.rules.option_dict(),
        "finished": state.is_over,
        "players": [
            {
                "name": name,
                "columns": [column_data(sheet, k) for k in sheet.player_columns(p)],
                "total": state.total(p),
            }
            for p, name in enumerate(state.players)
        ],
        "winners": [state.players[w] for w in state.winners()] if state.is_over else [],
    }


def _cell(cell: Cell) -> str:
    return "." if cell.value is None else cell.text


def format_scorecards(state: GameState) -> str:
    """A text table: one row per box, one column per player column."""
    rules = state.rules
    sheet = build_sheet(state.cards, rules, _ROWS)
    several = rules.columns > 1
    heads = [
        f"{state.players[place.player]}/{place.index + 1}" if several else state.players[place.player]
        for place in sheet.places
    ]
    width = max([8] + [len(h) for h in heads])

    def row(label: str, cells: list[str]) -> str:
        return f"{label:<16}" + "".join(f"{c:>{width + 2}}" for c in cells)

    def each(key: RowKey) -> list[str]:
        return [_cell(cell) for cell in sheet.row(key).cells]

    lines = [row(_(rules.title).split(" (")[0], heads), "-" * (16 + (width + 2) * len(heads))]
    for category in ALL_CATEGORIES:
        if category.index == len(UPPER):
            lines.append(row(_("Upper total"), each(Total.UPPER)))
            lines.append(row(_("Bonus ({points})").format(points=rules.upper_bonus), each(Total.UPPER_BONUS)))
        lines.append(row(category_label(category, rules), each(category)))
    lines.append(row(_("Lower total"), each(Total.LOWER)))
    if rules.extra_five_bonus:
        lines.append(row(_("{five_kind} bonus").format(five_kind=_(rules.five_kind_name)), each(Total.FIVE_BONUS)))
    if rules.has_roll_bonus:
        lines.append(row(_("Roll! bonus"), each(Total.ROLL_BONUS)))
    lines.append(row(_("Grand total"), each(Total.GRAND)))
    if several:
        lines.append(row(_("Multiplier"), [f"x{cell.value}" for cell in sheet.row(Total.MULTIPLIER).cells]))
        lines.append(row(_("Column total"), each(Total.COLUMN)))
    lines.append("=" * (16 + (width + 2) * len(heads)))
    for p, name in enumerate(state.players):
        lines.append(f"{name}: {state.total(p)}")
    if state.is_over:
        names = and_list([state.players[w] for w in state.winners()])
        lines.append(_("Winner: {name}").format(name=names) if len(state.players) > 1 else _("Game over."))
    else:
        lines.append(_("The game is not finished."))
    return "\n".join(lines)
