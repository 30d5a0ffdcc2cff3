"""The dice games' text board: the pbmserv Yacht manual's ASCII dice, lettered score sheet and move
syntax, played through the one text-play frame (``ynot.text.play``) on a session (``ynot text``). The
kind names it (``GameKind.text_board``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core import IllegalMove, Session
from ...i18n import _, ngettext
from .. import Action, DiceGame, DiceRolled, PlayerFinished, Roll, Score, Scored, ToggleDie, Undo, Undone
from ..rules import ALL_CATEGORIES, NUM_DICE
from .art import box_name, score_sheet
from .moves import BoxMove, Command, MoveError, Reroll, box_letter, parse_move
from .narrate import describe, game_over_text, roll_text


def help_text(game: DiceGame) -> str:
    """The move syntax for this game's rules, with every box letter."""
    rules = game.rules
    boxes = [f"  {box_letter(c)}  {box_name(c, rules).split(' (')[0].strip()}" for c in ALL_CATEGORIES]
    upper, lower = boxes[:6], boxes[6:]
    table = [f"{left:<24}{right}".rstrip() for left, right in zip([*upper, ""], lower, strict=True)]
    lines = [
        ngettext(
            "{title}: five dice, three rolls a turn, {turns} turn each.",
            "{title}: five dice, three rolls a turn, {turns} turns each.",
            13 * rules.columns,
        ).format(title=_(rules.title), turns=13 * rules.columns),
        "",
        _("Moves:"),
        _("  Enter       roll the dice at the start of a turn"),
        _("  2414        roll again the dice showing those pips (here 2, 4, 1 and 4)"),
        _("  all         roll all five dice again"),
        _("  e           score the dice in a box, by its letter (e = Fives):"),
        *table,
    ]
    if rules.columns > 1:
        lines.append(
            _(
                "  e2          score in a column: this game has {count} columns (1-{count}); the letter alone is"
                " enough when the box is free in one column only"
            ).format(count=rules.columns)
        )
    if rules.extra_five_in_box:
        lines.append(
            _(
                "  y           with 50 in {five_kind} and another five of a kind, claims the {points}-point bonus"
                " and another turn"
            ).format(five_kind=_(rules.five_kind_name), points=rules.extra_five_bonus)
        )
    lines += [
        _("  sheet       show the score sheet"),
        _("  undo        take back the last box scored (a roll can never be taken back)"),
        _("  help        this text"),
        _("  quit        stop here (the game is saved and offered next time; end of input does the same)"),
    ]
    return "\n".join(lines)


class DiceBoard:
    """The dice games at the terminal: the sheet at each turn's start, the dice after each roll."""

    def __init__(self, session: Session | None = None, people: Sequence[int] = ()) -> None:
        """``people``: the seats typed at this terminal (everybody sees the same sheet, so it changes nothing)."""
        #: Show the sheet and whose turn it is before the next first roll.
        self._announce = True
        #: Moves up to here fed a finished player to the store and cannot be taken back.
        self._counted_upto = 0
        if session is not None and any(session.game.finished(p) for p in range(len(session.players))):
            self._counted_upto = len(session.game.history)

    def opening(self, game: DiceGame, resumed: bool) -> list[str]:
        self._announce = True
        lines = [_("{title}. Type help for the moves.").format(title=_(game.rules.title))]
        if resumed:
            lines.append(_("Your unfinished game goes on."))
            if game.state.roll_number:
                lines += ["", score_sheet(game.state), "", roll_text(game.state)]
        return lines

    def help_text(self, game: DiceGame) -> str:
        return help_text(game)

    def show(self, game: DiceGame, seat: int) -> str:
        if game.state.roll_number:
            return f"{score_sheet(game.state)}\n\n{roll_text(game.state)}"
        return score_sheet(game.state)

    def actor(self, game: DiceGame) -> int:
        return game.current

    def before_prompt(self, game: DiceGame, seat: int) -> list[str]:
        state = game.state
        if state.roll_number or not self._announce:
            return []
        self._announce = False
        name = state.players[state.current]
        turn = _("{name}'s turn {turn} of {turns}.").format(
            name=name, turn=state.turn_number(), turns=state.turns_per_game
        )
        return ["", score_sheet(state), "", turn]

    def prompt(self, game: DiceGame, seat: int) -> str:
        name = game.state.players[seat]
        prompt = _("{name}, press Enter to roll: ") if game.state.roll_number == 0 else _("{name}'s move: ")
        return prompt.format(name=name)

    def read(self, line: str, game: DiceGame, seat: int) -> Sequence[Action] | str:
        state = game.state
        text = line.strip()
        if not text and state.roll_number == 0:
            text = "roll"
        move = parse_move(text, state)
        if isinstance(move, Command):
            return self._command(move.name, game)
        if isinstance(move, BoxMove):
            return [Score(move.category, move.column)]
        return _reroll(move, game)

    def _command(self, name: str, game: DiceGame) -> Sequence[Action] | str:
        if name == "sheet":
            return "show"
        if name == "roll":
            if game.state.roll_number:
                raise MoveError(_("The dice are rolled: name the pips to roll again (e.g. 2414), or 'all'."))
            return [Roll()]
        if name == "undo":
            if len(game.history) <= self._counted_upto:
                raise MoveError(_("That finished a player's game, which is now counted; it cannot be taken back."))
            return [Undo()]
        return name

    def describe(self, events: Sequence[Any], game: DiceGame, seat: int) -> list[str]:
        lines = describe(events, game.state)
        if any(isinstance(e, PlayerFinished) for e in events) and not game.is_over:
            self._counted_upto = len(game.history)
        if any(isinstance(e, Scored) for e in events) and not any(isinstance(e, Undone) for e in events):
            self._announce = True
        elif any(isinstance(e, DiceRolled | Undone) for e in events):
            lines += ["", roll_text(game.state)]
        return lines

    def final(self, game: DiceGame) -> list[str]:
        return ["", score_sheet(game.state), "", game_over_text(game.state)]


def _reroll(move: Reroll, game: DiceGame) -> list[Action]:
    """The actions of a reroll: mark exactly the named dice and roll them (before a turn's first roll
    only ``all`` is allowed, and it is that first roll); IllegalMove with a sentence if it cannot be."""
    state = game.state
    if state.is_over:
        raise IllegalMove(_("The game is over."))
    if state.roll_number == 0:
        if move.positions != frozenset(range(NUM_DICE)):
            raise IllegalMove(_("The first roll of a turn rolls all five dice."))
        return [Roll()]
    if state.roll_number >= 3:
        raise IllegalMove(_("No rolls are left this turn: choose a box to score."))
    if not move.positions:
        raise IllegalMove(_("Name at least one die to roll again, or choose a box to score."))
    return [*(ToggleDie(index) for index in sorted(move.positions ^ state.marks)), Roll()]

