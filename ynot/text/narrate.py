"""Events told as sentences, the way the server reports a move."""

from __future__ import annotations

from collections.abc import Iterable

from ..dice import BonusAwarded, Event, ExtraTurn, GameState, PlayerFinished, Scored, Undone
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
            lines.append(f"{name} scores {event.points} in {_box(event.category, event.column, rules)}.")
        elif isinstance(event, BonusAwarded):
            name = state.players[event.player]
            if event.kind == "upper":
                lines.append(
                    f"{name} earns the {event.points}-point bonus for {rules.upper_bonus_threshold}"
                    " or more in Aces to Sixes."
                )
            elif event.kind == "extra-five":
                lines.append(f"{name} earns a {event.points}-point {rules.five_kind_name} bonus!")
            else:
                lines.append(f"{name} earns a {event.points}-point Roll! bonus.")
        elif isinstance(event, ExtraTurn):
            lines.append(f"{state.players[event.player]} takes another turn.")
        elif isinstance(event, PlayerFinished):
            if len(state.players) > 1:
                lines.append(f"{state.players[event.player]} has finished with {event.total}.")
        elif isinstance(event, Undone):
            lines.append("Taken back.")
    return lines


def game_over_text(state: GameState) -> str:
    """``Game over: fred wins with 245.``"""
    totals = state.totals()
    winners = state.winners()
    best = totals[winners[0]]
    if len(state.players) == 1:
        return f"Game over: {state.players[0]} scores {best}."
    if len(winners) == 1:
        return f"Game over: {state.players[winners[0]]} wins with {best}."
    names = ", ".join(state.players[w] for w in winners[:-1]) + f" and {state.players[winners[-1]]}"
    return f"Game over: {names} tie with {best}."


def roll_text(state: GameState) -> str:
    """``fred has rolled the following:``, the dice and ``fred has two rolls left.``"""
    if state.dice is None or state.roll_number == 0:
        return f"{state.players[state.current]} has not rolled yet."
    name = state.players[state.current]
    return f"{name} has rolled the following:\n\n{dice_art(state.dice)}\n\n{rolls_left_text(state)}"


def board_text(state: GameState) -> str:
    """Dice, rolls left and the sheet, as the server mails them; the result once the game is over."""
    if state.is_over:
        return f"{score_sheet(state)}\n\n{game_over_text(state)}"
    return f"{roll_text(state)}\n\n{score_sheet(state)}"
