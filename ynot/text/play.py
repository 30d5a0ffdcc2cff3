"""One text-play frame for every game: a :class:`ynot.core.Session` (autosave after every move, resume,
series, results into the store) played line by line over any pair of text streams.

The frame knows no game. Each game's own text board (``TextBoard``: how its table is drawn, how a typed
line becomes actions, how events are told) lives in its package and is named by its kind
(``GameKind.text_board``); :func:`board_for` makes it for a session's game. Persons type their moves; a seat
given a computer player (``ynot.core.Player``) moves by itself.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TextIO

from ..core import IllegalMove, Player, Session
from ..i18n import _, and_list
from ..logs import get_logger
from .console import Console
from .move_error import MoveError  # noqa: F401 - every game's text board raises it; its home is its own


class TextBoard(Protocol):
    """One game's text board: everything the frame needs that depends on the game."""

    def opening(self, game: Any, resumed: bool) -> list[str]:
        """The lines shown when play starts (a new game or one resumed)."""
        ...

    def help_text(self, game: Any) -> str:
        """The moves and commands of this game."""
        ...

    def show(self, game: Any, seat: int) -> str:
        """The table (or score sheet) as ``seat`` sees it: the ``show`` command."""
        ...

    def before_prompt(self, game: Any, seat: int) -> list[str]:
        """What to show before asking ``seat`` for a move (the table when it changed; may be none)."""
        ...

    def prompt(self, game: Any, seat: int) -> str:
        """The question asking ``seat`` for a line."""
        ...

    def actor(self, game: Any) -> int:
        """The seat that acts now (usually ``game.current``)."""
        ...

    def read(self, line: str, game: Any, seat: int) -> Sequence[Any] | str:
        """The actions a typed line makes, or a command word (``help``, ``show``, ``quit``); MoveError
        (or IllegalMove) with a sentence for anything else."""
        ...

    def describe(self, events: Sequence[Any], game: Any, seat: int) -> list[str]:
        """Sentences for the events of one move, as ``seat`` (the person at the terminal) may know them."""
        ...

    def final(self, game: Any) -> list[str]:
        """The lines shown when the game is over (the last table, who won)."""
        ...


log = get_logger(__name__)



def board_for(session: Session, people: Sequence[int] | None = None) -> TextBoard:
    """The text board of the session's game for the persons at ``people``'s seats (None: every seat);
    NotOffered with a sentence if the game has none."""
    seats = list(range(len(session.players))) if people is None else list(people)
    return session.kind.part("text_board")(session, people=seats)


class TextPlay(Console):
    """Plays a session's games line by line until the input ends or a person quits."""

    def __init__(
        self,
        session: Session,
        stdin: TextIO,
        stdout: TextIO,
        *,
        board: TextBoard | None = None,
        computers: Mapping[int, Player] | None = None,
        rng: random.Random | None = None,
        viewer: int | None = None,
        again: bool = True,
    ) -> None:
        self.session = session
        self.stdin = stdin
        self.stdout = stdout
        #: Seat -> computer player; every other seat is a person at this terminal.
        self.computers = dict(computers or {})
        people = [seat for seat in range(len(session.players)) if seat not in self.computers]
        self.board = board if board is not None else board_for(session, people)
        self.rng = rng if rng is not None else random.Random()
        #: The seat whose eyes the table is shown through (a person's; None: whoever moves).
        self.viewer = viewer
        #: Whether to offer another game of the series when one ends.
        self.again = again
        self._closed: set[int] = set()

    @property
    def game(self) -> Any:
        return self.session.game

    def _seat_view(self, seat: int) -> int:
        return self.viewer if self.viewer is not None else seat

    def _notices(self) -> None:
        for notice in self.session.take_notices():
            self.say(notice)

    def run(self) -> int:
        """Play until the games end, a person quits or the input ends; return an exit status."""
        self._closed = {p for p in range(len(self.session.players)) if self.game.finished(p)}
        for line in self.board.opening(self.game, self.session.resumed):
            self.say(line)
        self._notices()
        while True:
            if not self._play_game():
                return self._leave()
            if not self._another():
                return 0

    def _play_game(self) -> bool:
        """Play the current game to its end (True) or until a person leaves (False)."""
        while not self.game.is_over:
            seat = self.board.actor(self.game)
            player = self.computers.get(seat)
            if player is not None:
                self._apply([self._computer_move(player, seat)], seat)
                continue
            for line in self.board.before_prompt(self.game, self._seat_view(seat)):
                self.say(line)
            line = self._read(self.board.prompt(self.game, seat))
            if line is None:
                return False
            try:
                move = self.board.read(line, self.game, seat)
            except (MoveError, IllegalMove) as err:
                self.say(str(err))
                continue
            if move == "quit":
                return False
            if move == "help":
                self.say(self.board.help_text(self.game))
            elif move == "show":
                self.say(self.board.show(self.game, self._seat_view(seat)))
            elif isinstance(move, str):
                self.say(_("{word!r} is not a move; type help for the moves.").format(word=move))
            else:
                self._apply(move, seat)
        for line in self.board.final(self.game):
            self.say(line)
        self._finish_seats()
        return True

    def _computer_move(self, player: Player, seat: int) -> Any:
        """The computer's choice; should its engine fail, the first legal action (logged), so the game goes on."""
        try:
            return player.choose(self.game, seat, self.rng)
        except Exception:
            log.exception("the computer player failed")
            return self.game.legal_actions()[0]

    def _apply(self, actions: Sequence[Any], seat: int) -> None:
        """Play a move's actions through the session (each autosaved); a refusal is told and stops it."""
        events: list[Any] = []
        try:
            for action in actions:
                events += self.session.apply(action)
        except IllegalMove as err:
            self.say(str(err))
        for sentence in self.board.describe(events, self.game, self._seat_view(seat)):
            self.say(sentence)
        if not self.game.is_over:
            self._finish_seats()
        self._notices()

    def _finish_seats(self) -> None:
        """Count every seat whose score has just become final and tell what the records say."""
        self._closed = {p for p in self._closed if self.game.finished(p)}  # an Undo may reopen one
        players = self.session.players
        for seat in range(len(players)):
            if seat in self._closed or not self.game.finished(seat):
                continue
            self._closed.add(seat)
            name = players[seat]
            for sentence in self.session.finish_player(seat):
                self.say(sentence if len(players) == 1 or sentence.startswith(name) else f"{name}: {sentence}")
        self._notices()

    def _another(self) -> bool:
        """Offer the next game of the series; True if one begins."""
        if not self.again:
            return False
        series = self.session.series
        if len(series.players) > 1 and series.games_played > 0:
            totals = ", ".join(f"{and_list(list(names))} {total}" for names, total in self.session.side_totals())
            self.say(_("{series}: {totals}.").format(series=self.session.describe_series(), totals=totals))
        line = self._read(_("Another game? (yes or no): "))
        if line is None or line.strip().lower() not in ("y", "yes"):
            return False
        self.session.next_game()
        self._closed = set()
        for line in self.board.opening(self.game, False):
            self.say(line)
        self._notices()
        return True

    def _leave(self) -> int:
        """Keep the unfinished game for next time (when there is a store) and say so."""
        self.session.close()
        self._notices()
        if self.session.kept:  # not when its folder could not be written: the notices said why
            self.say(_("The game is saved; it will be offered the next time you play."))
        else:
            self.say(_("The game was left unfinished."))
        return 0
