"""``ynot text``: one game in a terminal (or any pair of text streams), in the manual's syntax."""

from __future__ import annotations

from typing import TYPE_CHECKING, TextIO

from ..core import IllegalMove
from ..dice import DiceGame, PlayerFinished, Undo
from ..dice.rules import ALL_CATEGORIES
from ..i18n import _, ngettext
from .art import box_name, score_sheet
from .console import Console
from .moves import BoxMove, Command, MoveError, Reroll, apply_move, box_letter, parse_move
from .narrate import describe, game_over_text, roll_text

if TYPE_CHECKING:
    from .finish import Recorder


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
        _("  quit        leave the game (end of input does the same)"),
    ]
    return "\n".join(lines)


class TextSession(Console):
    """Reads moves line by line, plays them through the DiceGame and prints what happens."""

    def __init__(
        self, game: DiceGame, stdin: TextIO, stdout: TextIO, recorder: Recorder | None = None
    ) -> None:
        self.game = game
        self.stdin = stdin
        self.stdout = stdout
        self.recorder = recorder
        #: Moves up to here fed a finished player to the store and cannot be taken back.
        self._counted_upto = 0

    def _show_turn_start(self) -> None:
        state = self.game.state
        self.say()
        self.say(score_sheet(state))
        self.say()
        name = state.players[state.current]
        sentence = _("{name}'s turn {turn} of {turns}.")
        self.say(sentence.format(name=name, turn=state.turn_number(), turns=state.turns_per_game))

    def run(self) -> int:
        """Play until the game ends, the player quits or the input ends; return an exit status."""
        self.say(_("{title}. Type help for the moves.").format(title=_(self.game.rules.title)))
        announce = True
        while not self.game.is_over:
            state = self.game.state
            name = state.players[state.current]
            if state.roll_number == 0:
                if announce:
                    self._show_turn_start()
                announce = False
                line = self._read(_("{name}, press Enter to roll: ").format(name=name))
            else:
                line = self._read(_("{name}'s move: ").format(name=name))
            if line is None:
                self.say(_("The game was left unfinished."))
                return 0
            outcome = self._handle(line)
            if outcome == "quit":
                self.say(_("Game abandoned."))
                return 0
            if outcome == "turn-ended":
                announce = True
        self.say()
        self.say(score_sheet(self.game.state))
        self.say()
        self.say(game_over_text(self.game.state))
        if self.recorder is not None:
            for notice in self.recorder.game_over(self.game):
                self.say(notice)
        return 0

    def _handle(self, line: str) -> str:
        """Play one input line; return ``quit``, ``turn-ended`` or ``""``."""
        game = self.game
        state = game.state
        text = line.strip()
        if not text and state.roll_number == 0:
            text = "roll"
        try:
            move = parse_move(text, state)
        except MoveError as err:
            self.say(str(err))
            return ""
        if isinstance(move, Command):
            return self._command(move.name)
        try:
            events = apply_move(game, move)
        except IllegalMove as err:
            self.say(str(err))
            return ""
        for sentence in describe(events, game.state):
            self.say(sentence)
        finished = [e.player for e in events if isinstance(e, PlayerFinished)]
        if finished and not game.is_over:
            self._counted_upto = len(game.history)
            if self.recorder is not None:
                for player in finished:
                    for notice in self.recorder.player_finished(game, player):
                        self.say(notice)
        if isinstance(move, Reroll):
            self.say()
            self.say(roll_text(game.state))
            return ""
        assert isinstance(move, BoxMove)
        return "turn-ended"

    def _command(self, name: str) -> str:
        game = self.game
        if name == "quit":
            return "quit"
        if name == "help":
            self.say(help_text(game))
        elif name == "sheet":
            self.say(score_sheet(game.state))
            if game.state.roll_number:
                self.say()
                self.say(roll_text(game.state))
        elif name == "roll":
            if game.state.roll_number:
                self.say(_("The dice are rolled: name the pips to roll again (e.g. 2414), or 'all'."))
                return ""
            events = apply_move(game, Reroll(frozenset(range(5))))
            for sentence in describe(events, game.state):
                self.say(sentence)
            self.say()
            self.say(roll_text(game.state))
        elif name == "undo":
            if len(game.history) <= self._counted_upto:
                self.say(_("That finished a player's game, which is now counted; it cannot be taken back."))
                return ""
            try:
                game.apply(Undo())
            except IllegalMove as err:
                self.say(str(err))
                return ""
            self.say(_("Taken back."))
            self.say()
            self.say(roll_text(game.state))
        return ""
