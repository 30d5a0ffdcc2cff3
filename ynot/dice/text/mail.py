"""pbmserv's Yacht as a play-by-mail board (the Yacht manual of December 2003): ``yacht move 7 fred pw 2414``.

The move words are those of the manual (pips to roll again, ``all``, a box letter), read by
:mod:`.moves`; after a box is scored the server rolls the next player's dice, so every board mailed
shows dice to decide on. Nothing is hidden in Yacht: one mail goes to all the players.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core import IllegalMove
from ...i18n import N_, _
from ...pbm.kinds import MAIL_COLUMNS
from ...pbm.users import PbmError
from .. import DICE, DiceGame, Event, Roll
from ..rules import RuleSet, get_rules
from .moves import SYNTAX_HINT, BoxMove, Command, MoveError, Reroll, apply_move, parse_move
from .narrate import board_text, describe

RULES = "yacht"


class YachtMail:
    """The dice game's mail-board (see :class:`ynot.pbm.kinds.MailKind`)."""

    word = "yacht"
    title = N_("Yacht")
    min_players, max_players = 2, 4
    hidden_hands = False
    partnerships = False

    def default_rules(self, partners: bool = False) -> RuleSet:
        return get_rules(RULES)

    def new_game(
        self,
        users: Sequence[str],
        rng: random.Random,
        rules: RuleSet | None = None,
    ) -> tuple[DiceGame, list[Event]]:
        try:
            game = DICE.new_game(rules or self.default_rules(), users, rng=rng)
        except ValueError as err:
            raise PbmError(str(err)) from None
        return game, game.apply(Roll())

    def read(self, record_text: str) -> DiceGame:
        return DICE.read_record(record_text)

    def write(self, game: DiceGame, date: str) -> str:
        return DICE.write_record(game, date=date)

    def rules_name(self, game: DiceGame) -> str:
        return game.rules.name

    def current(self, game: DiceGame) -> int | None:
        return None if game.is_over else game.state.current

    def play(self, game: DiceGame, seat: int, text: str) -> list[Event]:
        state = game.state
        try:
            move = parse_move(text, state)
        except MoveError as err:
            raise PbmError(str(err)) from None
        if isinstance(move, Command):
            sentence = _("{word!r} is not a play-by-mail move: {hint}.")
            raise PbmError(sentence.format(word=move.name, hint=_(SYNTAX_HINT)))
        assert isinstance(move, Reroll | BoxMove)
        snapshot = game.snapshot()
        try:
            events = apply_move(game, move)
            if isinstance(move, BoxMove) and not game.is_over:
                events += game.apply(Roll())  # the server rolls the next player's dice
        except IllegalMove as err:
            game.restore(snapshot)
            raise PbmError(str(err)) from None
        return events

    def progress(self, game: DiceGame) -> str:
        state = game.state
        return (
            f"{state.turns_per_game}/{state.turns_per_game}"
            if game.is_over
            else f"{state.turn_number()}/{state.turns_per_game}"
        )

    def progress_text(self, game: DiceGame) -> str:
        state = game.state
        return _("{n} of {of}").format(n=state.turn_number(), of=state.turns_per_game)

    def totals(self, game: DiceGame) -> tuple[int, ...]:
        return tuple(game.state.totals())

    def said(self, game: DiceGame, events: Sequence[Event], seat: int | None) -> list[str]:
        return describe(events, game.state)

    def table(self, game: DiceGame, seat: int | None) -> str:
        return board_text(game.state, MAIL_COLUMNS)

    def position(self, game: DiceGame, actions: int) -> DiceGame:
        past = DiceGame(game.rules, game.players)
        for action in game.history[:actions]:
            past.apply(action)
        return past

    def actions(self, game: DiceGame) -> int:
        return len(game.history)

    def move_syntax(self) -> str:
        return _("MOVE is 2414, all or a box letter")

    def help_text(self, server: str) -> str:
        return _("""Yacht, for two to four players: each turn starts with five dice rolled
for you. You may roll any of them again, twice, then you must choose a box
for the dice:

  yacht move board# userid password 2414
      rolls again the dice showing 2, 4, 1 and 4 pips
  yacht move board# userid password 3
      rolls again the die showing 3 pips
  yacht move board# userid password all
      rolls all five dice again
  yacht move board# userid password e
      scores the dice in box e) Fives

You may score a box instead of either of your rerolls.

  a-f) Aces to Sixes: the total of the dice showing that number.
       63 or more in these six boxes earns 35 more points.
  t) 3 of a Kind, r) 4 of a Kind: the total of all dice, if you have them.
  h) Full House: 25 for three of one number and two of another.
  s) Small Straight: 30 for four numbers in a row.
  l) Large Straight: 40 for five numbers in a row.
  y) Yacht: 50 for five of a kind.
  x) Chance: the total of all dice.

A box the dice do not fit scores 0. Every Yacht after a 50 in the Yacht
box earns 100 more; you then score it in a free box, where a Full House
or a Straight counts in full. After thirteen rounds the highest total
wins. Boards are started with:

  yacht challenge you yourpassword userid2 [userid3] [userid4]""")


MAIL_KIND = YachtMail()
