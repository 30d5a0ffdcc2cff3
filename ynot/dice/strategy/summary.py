"""A review in words and figures, as the terminal and the looks show it: luck against play, the decisions
that cost most, and the expected final score turn by turn. Rows of text only; each caller lays them out."""

from __future__ import annotations

from ...i18n import _, decimal
from ..rules import RuleSet
from .coach import choice_text
from .review import GameReview


def balance_rows(review: GameReview, player: str) -> list[tuple[str, str]]:
    """(label, figure) for the player's expected score at the start, luck, play and final score, each with
    one decimal and adding up exactly (see Balance.tenths)."""
    start, luck, play, end = review.balance(player).tenths()
    final = _("final score") if review.finished else _("expected final score now")
    return [
        (_("expected score at the start"), decimal(start / 10)),
        (_("luck of the dice"), decimal(luck / 10, sign=True)),
        (_("points the decisions gave away"), decimal(play / 10, sign=True)),
        (final, decimal(end / 10)),
    ]


def costly_rows(review: GameReview, player: str, rules: RuleSet, count: int = 5) -> list[tuple[str, ...]]:
    """The decisions that cost the player most: (turn, dice, what was done, what was best, points), with
    the heading first."""
    rows: list[tuple[str, ...]] = [(_("turn"), _("dice"), _("done"), _("best"), _("points"))]
    for d in review.costliest(player, count):
        rows.append(
            (str(d.turn), str(d.dice), choice_text(d.chosen, rules), choice_text(d.best, rules), decimal(-d.loss))
        )
    return rows


def turn_rows(review: GameReview, player: str) -> list[tuple[str, ...]]:
    """Turn by turn: the luck of its rolls, the expected final score after it and the score written, with
    the heading first."""
    rows: list[tuple[str, ...]] = [(_("turn"), _("luck"), _("expected final score"), _("score"))]
    points = review.turn_points(player)
    rows.append(("0", "", decimal(points[0].expected), "0"))
    rolls = [r for r in review.rolls if r.player == player]
    for point in points[1:]:
        luck = sum(r.luck for r in rolls if r.turn == point.turn)
        rows.append((str(point.turn), decimal(luck, sign=True), decimal(point.expected), str(point.written)))
    return rows


__all__ = ["balance_rows", "costly_rows", "turn_rows"]
