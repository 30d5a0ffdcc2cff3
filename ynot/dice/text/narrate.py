"""Events told as sentences, the way the server reports a move."""

from __future__ import annotations

from collections.abc import Iterable

from ...i18n import _, and_list
from .. import BonusAwarded, Event, ExtraTurn, GameState, PlayerFinished, Scored, Undone
from .art import box_name, dice_art, rolls_left_text, score_sheet
from .moves import box_letter


def _box(category, column: int, rules) -> str:
    name = box_name(category, rules).split(" (")[0].strip()
    where = f"{box_letter(category)}{column + 1}" if rules.columns > 1 else box_letter(category)
    return f"{where}) {name}"


def describe(events: Iterable[Event], state: GameState) -> list[str]:
    """Sentences for the events of one move (``state`` is the game after it). The end of the game is
    left to :func:`game_over_text`, which callers print under the final sheet."""
    rules = state.rules
    lines: list[str] = []
    for event in events:
        if isinstance(event, Scored):
            name = state.players[event.player]
            lines.append(
                _("{name} scores {points} in {box}.").format(
                    name=name, points=event.points, box=_box(event.category, event.column, rules)
                )
            )
        elif isinstance(event, BonusAwarded):
            name = state.players[event.player]
            if event.kind == "upper":
                lines.append(
                    _("{name} earns the {points}-point bonus for {threshold} or more in Aces to Sixes.").format(
                        name=name, points=event.points, threshold=rules.upper_bonus_threshold
                    )
                )
            elif event.kind == "extra-five":
                lines.append(
                    _("{name} earns a {points}-point {five_kind} bonus!").format(
                        name=name, points=event.points, five_kind=_(rules.five_kind_name)
                    )
                )
            else:
                lines.append(_("{name} earns a {points}-point Roll! bonus.").format(name=name, points=event.points))
        elif isinstance(event, ExtraTurn):
            lines.append(_("{name} takes another turn.").format(name=state.players[event.player]))
        elif isinstance(event, PlayerFinished):
            if len(state.players) > 1:
                lines.append(
                    _("{name} has finished with {total}.").format(name=state.players[event.player], total=event.total)
                )
        elif isinstance(event, Undone):
            lines.append(_("Taken back."))
    return lines


def game_over_text(state: GameState) -> str:
    """``Game over: fred wins with 245.``"""
    totals = state.totals()
    winners = state.winners()
    best = totals[winners[0]]
    if len(state.players) == 1:
        return _("Game over: {name} scores {total}.").format(name=state.players[0], total=best)
    if len(winners) == 1:
        return _("Game over: {name} wins with {total}.").format(name=state.players[winners[0]], total=best)
    names = and_list([state.players[w] for w in winners])
    return _("Game over: {names} tie with {total}.").format(names=names, total=best)


def roll_text(state: GameState) -> str:
    """``fred has rolled the following:``, the dice and ``fred has two rolls left.``"""
    if state.dice is None or state.roll_number == 0:
        return _("{name} has not rolled yet.").format(name=state.players[state.current])
    name = state.players[state.current]
    said = _("{name} has rolled the following:").format(name=name)
    return f"{said}\n\n{dice_art(state.dice)}\n\n{rolls_left_text(state)}"


def board_text(state: GameState, columns: int | None = None) -> str:
    """Dice, rolls left and the sheet, as the server mails them (the sheet fitted to ``columns``, else to
    the terminal); the result once the game is over."""
    if state.is_over:
        return f"{score_sheet(state, columns)}\n\n{game_over_text(state)}"
    return f"{roll_text(state)}\n\n{score_sheet(state, columns)}"
