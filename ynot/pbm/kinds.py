"""The games a play-by-mail board can hold, each behind one small protocol: its mail-board.

A mail-board (:class:`MailKind`) is what the board store and the mail gateway need of a game: the word
its mail commands start with (``yacht``, ``domino``), a new game, its record read and written through the
game's :class:`ynot.core.GameKind`, a move read from mail words, whose turn it is, the table everybody
may see and the hand only one seat may see. Each lives in its game's package next to its text board
(``ynot.dice.text.mail``, ``ynot.dominoes.text.mail``), and the game's kind names it
(``GameKind.mail_board``, ``mail_word``). The registry knows each game's word before loading the game,
so a mailed Yacht move never loads the dominoes, and a dominoes move never loads the dice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from .. import games  # noqa: F401 - every game YNOT ships, announced with the word of its mailed moves
from ..core import NotOffered, kind_for_mail_word, mail_words
from ..i18n import _
from .users import PbmError

#: The game of a board file written before boards named theirs.
DEFAULT_WORD = "yacht"

#: The width a mailed board is fitted to: the line length mail is read at (RFC 5322 recommends 78).
MAIL_COLUMNS = 78


class MailKind(Protocol):
    """One game as the play-by-mail server plays it."""

    word: str  # the first word of its mail commands, and the ``game`` line of its boards
    title: str  # for people: "Yacht", "Muggins dominoes"; marked with N_, shown through _()
    min_players: int
    max_players: int
    #: Whether a seat holds what the others may not see (a hand of dominoes): then every player gets a
    #: mail of their own and a board shown to anybody shows only the table.
    hidden_hands: bool
    #: Whether four players may play as two partnerships (a challenge's ``--partners``).
    partnerships: bool

    def default_rules(self, partners: bool = False) -> Any:
        """The rules a board of this game is played by (``partners``: four as two partnerships, where the
        game has them)."""
        ...

    def new_game(self, users: Sequence[str], rng: random.Random, rules: Any = None) -> tuple[Any, list[Any]]:
        """A fresh game for ``users`` in turn order (by ``rules``, default :meth:`default_rules`), ready for
        the first player; and the events so far (PbmError with a sentence if the rules refuse the players)."""
        ...

    def read(self, record_text: str) -> Any:
        """The game of a record (RecordError names the first bad line)."""
        ...

    def write(self, game: Any, date: str) -> str:
        """The game's record."""
        ...

    def rules_name(self, game: Any) -> str: ...

    def current(self, game: Any) -> int | None:
        """The seat to move, None once the game is over."""
        ...

    def play(self, game: Any, seat: int, text: str) -> list[Any]:
        """Play ``seat``'s mailed move ``text`` and what the server does after it (the next dice, the next
        deal); PbmError with a sentence if refused, the game unchanged."""
        ...

    def progress(self, game: Any) -> str:
        """How far the game is, in one short word without spaces (``3/13``, ``h2``)."""
        ...

    def progress_text(self, game: Any) -> str:
        """How far the game is, for people: ``3 of 13``, ``hand 2``."""
        ...

    def totals(self, game: Any) -> tuple[int, ...]: ...

    def said(self, game: Any, events: Sequence[Any], seat: int | None) -> list[str]:
        """Sentences for ``events`` as ``seat`` may know them (None: anybody)."""
        ...

    def table(self, game: Any, seat: int | None) -> str:
        """The position as text, as mailed (no wider than :data:`MAIL_COLUMNS`, whatever terminal the server
        runs in); with ``seat``, that seat's hidden tiles too."""
        ...

    def position(self, game: Any, actions: int) -> Any:
        """The game as it was after its first ``actions`` actions (for ``show BOARD#MOVE``)."""
        ...

    def actions(self, game: Any) -> int:
        """How many actions the game has had (the board marks each move with it)."""
        ...

    def move_syntax(self) -> str:
        """What MOVE is, in a few words, for the board mail's footer."""
        ...

    def help_text(self, server: str) -> str:
        """How to play by mail: every command with an example, and the game's rules in short."""
        ...


def words() -> tuple[str, ...]:
    """The mail-boards' command words, no game loaded."""
    return mail_words()


def mail_kind(word: str) -> MailKind:
    """The mail-board called ``word`` (its game and the board imported now, no other); KeyError if there is
    none, PbmError with a sentence if its game offers none."""
    try:
        return kind_for_mail_word(word).part("mail_board")
    except NotOffered as err:
        raise PbmError(str(err)) from None


def known(word: str) -> bool:
    return word.lower() in mail_words()


def unknown_game(word: str) -> str:
    """The sentence for a board file naming a game this server does not play."""
    return _("the board holds a game called {word!r}, which this server does not play").format(word=word[:20])
