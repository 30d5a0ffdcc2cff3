"""Final (or current) scorecards as plain text and as JSON-ready data."""

from __future__ import annotations

from typing import Any

from .machine import category_label
from .rules import ALL_CATEGORIES, Column, RuleSet, column_total
from .state import GameState


def column_data(column: Column, rules: RuleSet, index: int) -> dict[str, Any]:
    """One column's boxes and totals."""
    return {
        "boxes": {c.value: column.get(c) for c in ALL_CATEGORIES},
        "upper_total": column.upper_total(),
        "upper_bonus": column.upper_bonus(rules),
        "lower_total": column.lower_total(),
        "extra_bonus": column.extra_bonus,
        "roll_bonus": column.roll_bonus,
        "grand_total": column.grand_total(rules),
        "multiplier": rules.column_multiplier(index),
        "column_total": column_total(column, rules, index),
    }


def state_data(state: GameState) -> dict[str, Any]:
    """The whole game's scorecards, for ``--json``."""
    return {
        "rules": state.rules.name,
        "options": state.rules.option_dict(),
        "finished": state.is_over,
        "players": [
            {
                "name": name,
                "columns": [column_data(col, state.rules, i) for i, col in enumerate(state.cards[p])],
                "total": state.total(p),
            }
            for p, name in enumerate(state.players)
        ],
        "winners": [state.players[w] for w in state.winners()] if state.is_over else [],
    }


def _cell(value: int | None) -> str:
    return "." if value is None else str(value)


def format_scorecards(state: GameState) -> str:
    """A text table: one row per box, one column per player column."""
    rules = state.rules
    heads: list[str] = []
    columns: list[tuple[Column, int]] = []
    for p, name in enumerate(state.players):
        for i, col in enumerate(state.cards[p]):
            heads.append(name if rules.columns == 1 else f"{name}/{i + 1}")
            columns.append((col, i))
    width = max([8] + [len(h) for h in heads])

    def row(label: str, cells: list[str]) -> str:
        return f"{label:<16}" + "".join(f"{c:>{width + 2}}" for c in cells)

    lines = [row(rules.title.split(" (")[0], heads), "-" * (16 + (width + 2) * len(heads))]
    for category in ALL_CATEGORIES:
        if category.index == 6:
            lines.append(row("Upper total", [str(c.upper_total()) for c, _ in columns]))
            lines.append(row(f"Bonus ({rules.upper_bonus})", [str(c.upper_bonus(rules)) for c, _ in columns]))
        lines.append(row(category_label(category, rules), [_cell(c.get(category)) for c, _ in columns]))
    lines.append(row("Lower total", [str(c.lower_total()) for c, _ in columns]))
    if rules.extra_five_bonus:
        lines.append(row(f"{rules.five_kind_name} bonus", [str(c.extra_bonus) for c, _ in columns]))
    if rules.has_roll_bonus:
        lines.append(row("Roll! bonus", [str(c.roll_bonus) for c, _ in columns]))
    lines.append(row("Grand total", [str(c.grand_total(rules)) for c, _ in columns]))
    if rules.columns > 1:
        lines.append(row("Multiplier", [f"x{rules.column_multiplier(i)}" for _, i in columns]))
        lines.append(row("Column total", [str(column_total(c, rules, i)) for c, i in columns]))
    lines.append("=" * (16 + (width + 2) * len(heads)))
    for p, name in enumerate(state.players):
        lines.append(f"{name}: {state.total(p)}")
    if state.is_over:
        names = " and ".join(state.players[w] for w in state.winners())
        lines.append(f"Winner: {names}" if len(state.players) > 1 else "Game over.")
    else:
        lines.append("The game is not finished.")
    return "\n".join(lines)
