"""Muggins dominoes as a play-by-mail board for two to four players, or four as two partnerships:
``domino challenge ann pw bo cy di --partners``, ``domino move 3 ann pw 6-3 left``, ``draw``, ``pass``.

The moves are those of the terminal game (:mod:`.board`). A hand is hidden, a partner's too: every player
gets a mail of their own with the table and their own tiles; a board shown to anybody (``domino show 3``)
has the table, how many tiles each player holds and how many lie in the boneyard, never a tile in a hand
or the boneyard. When a hand ends the server deals the next at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core import IllegalMove
from ...i18n import N_, _
from ...pbm.kinds import MAIL_COLUMNS
from ...pbm.users import PbmError
from .. import DOMINOES, Deal, DominoGame, DominoRules, Event, Phase, get_domino_rules
from ..rules import TARGET
from .board import CommandError, describe, parse_line, table_text


class DominoMail:
    """Muggins dominoes' mail-board (see :class:`ynot.pbm.kinds.MailKind`)."""

    word = "domino"
    title = N_("Muggins dominoes")
    min_players, max_players = 2, 4
    hidden_hands = True
    partnerships = True

    def default_rules(self, partners: bool = False) -> DominoRules:
        return get_domino_rules(partners=partners)

    def new_game(
        self,
        users: Sequence[str],
        rng: random.Random,
        rules: DominoRules | None = None,
    ) -> tuple[DominoGame, list[Event]]:
        try:
            game = DOMINOES.new_game(rules or get_domino_rules(), users, rng=rng)
        except ValueError as err:
            raise PbmError(str(err)) from None
        return game, list(game.last_events)

    def read(self, record_text: str) -> DominoGame:
        return DOMINOES.read_record(record_text)

    def write(self, game: DominoGame, date: str) -> str:
        return DOMINOES.write_record(game, date=date)

    def rules_name(self, game: DominoGame) -> str:
        return game.rules.name

    def current(self, game: DominoGame) -> int | None:
        return None if game.is_over else game.current

    def play(self, game: DominoGame, seat: int, text: str) -> list[Event]:
        try:
            action = parse_line(text, game, seat)
        except CommandError as err:
            raise PbmError(str(err)) from None
        if isinstance(action, str):
            raise PbmError(
                _("{word!r} is not a play-by-mail move: play a tile and a chain (6-3 left), draw or pass.").format(
                    word=action
                )
            )
        try:
            events = game.apply(action)
        except IllegalMove as err:
            raise PbmError(str(err)) from None
        if game.state.phase is Phase.HAND_OVER and not game.is_over:
            events += game.apply(Deal())  # the server deals the next hand
        return events

    def progress(self, game: DominoGame) -> str:
        return f"h{game.state.hand_number}"

    def progress_text(self, game: DominoGame) -> str:
        return _("hand {n}").format(n=game.state.hand_number)

    def totals(self, game: DominoGame) -> tuple[int, ...]:
        return tuple(game.scores())

    def said(self, game: DominoGame, events: Sequence[Event], seat: int | None) -> list[str]:
        viewer = -1 if seat is None else seat  # -1: nobody's draws are shown
        return [s for s in (describe(event, game, viewer) for event in events) if s]

    def table(self, game: DominoGame, seat: int | None) -> str:
        return table_text(game, seat, columns=MAIL_COLUMNS)

    def position(self, game: DominoGame, actions: int) -> DominoGame:
        first = game.history[0]
        assert isinstance(first, Deal)
        past = DominoGame(game.rules, game.players, order=first.order)
        for action in game.history[1 : max(1, actions)]:
            past.apply(action)
        return past

    def actions(self, game: DominoGame) -> int:
        return len(game.history)

    def move_syntax(self) -> str:
        return _("MOVE is a tile and a chain (6-3 left), draw or pass")

    def help_text(self, server: str) -> str:
        return _("""Muggins dominoes, for two to four players: play a tile that matches the
end of a chain. When the four ends add up to a multiple of 5 you score
that many points; going out scores the other hands' pips. The first to
{target} points wins. With four players, --partners seats the first and
third named against the second and fourth, each pair scoring together.
Your tiles come to you alone, not even to your partner; everybody sees
the table.

  domino challenge you yourpassword userid2 [userid3] [userid4] [--partners]
      starts a board for two, three or four players
  domino move board# userid password 6-3 left
      plays [6|3] on the left chain (left, right, up, down)
  domino move board# userid password 6-3
      the same, when it fits one chain
  domino draw board# userid password
      takes a tile from the boneyard
  domino pass board# userid password
      "I can't go" (no play, boneyard empty)""").format(target=TARGET)


MAIL_KIND = DominoMail()
