"""The pbmserv command lines read from mail: ``yacht move 7 fred secret 2414``, ``domino draw 3 ned pw``, ...

Every line is ``GAME VERB ...`` where GAME is a mail-board's word (``yacht``, ``domino``). What a password
is, is known here (:data:`PASSWORD_WORDS`), so that a line quoted back masks each one whole.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import _
from ..kinds import words as game_words
from ..users import PbmError

MASK = "****"
LIST_CHOICES = ("next", "active", "all")

#: For each verb, which of its words (after GAME VERB, from 0) are passwords.
PASSWORD_WORDS: dict[str, tuple[int, ...]] = {
    "challenge": (1,),
    "move": (2,),
    "draw": (2,),
    "pass": (2,),
    "resign": (2,),
    "message": (2,),
    "signup": (1,),
    "password": (1, 2),
    "address": (1,),
    "signoff": (1,),
}
VERBS = (
    "challenge",
    "move",
    "draw",
    "pass",
    "resign",
    "show",
    "list",
    "games",
    "standings",
    "message",
    "signup",
    "password",
    "address",
    "signoff",
    "help",
)


@dataclass(frozen=True)
class Challenge:
    """``GAME challenge USER PASSWORD USER2 ...``: a new board for the challenger and the users named."""

    game: str
    challenger: str
    password: str
    users: tuple[str, ...]  # in turn order, the challenger among them


@dataclass(frozen=True)
class MailMove:
    """``GAME move BOARD[#MOVE] USER PASSWORD MOVE``: a move on a board."""

    game: str
    board: int
    user: str
    password: str
    move: str
    expect: int | None = None  # the move number the player saw (BOARD#MOVE), a guard


@dataclass(frozen=True)
class Resign:
    """``GAME resign BOARD USER PASSWORD``: leave a board; its game ends."""

    game: str
    board: int
    user: str
    password: str


@dataclass(frozen=True)
class Show:
    """``GAME show BOARD[#MOVE]``: a board as it is, or as it was after a move."""

    game: str
    board: int
    at: int | None = None  # a past move: BOARD#MOVE


@dataclass(frozen=True)
class ListBoards:
    """``GAME list [USER]``: the unfinished boards, or one user's."""

    game: str
    user: str | None


@dataclass(frozen=True)
class Games:
    """``GAME games USER [next|active|all]``: a user's boards."""

    game: str
    user: str
    which: str  # next, active or all


@dataclass(frozen=True)
class Standings:
    """``GAME standings``: every user's games, wins, average and best."""

    game: str


@dataclass(frozen=True)
class Message:
    """``GAME message BOARD USER PASSWORD TEXT``: a few words to the other players of a board."""

    game: str
    board: int
    user: str
    password: str
    text: str


@dataclass(frozen=True)
class Account:
    """``signup``, ``password``, ``address`` and ``signoff``: a user's own account, by mail."""

    game: str
    verb: str
    user: str
    password: str
    value: str = ""  # the new password or address


@dataclass(frozen=True)
class Help:
    """``GAME help``: how to play by mail."""

    game: str


MailCommand = Challenge | MailMove | Resign | Show | ListBoards | Games | Standings | Message | Account | Help


def is_command(line: str) -> bool:
    """Does ``line`` start with a mail-board's word?"""
    words = line.split()
    return bool(words) and words[0].lower() in game_words()


def shown(line: str) -> str:
    """A command line as it may be quoted back: every password masked whole, long lines cut."""
    words = line.split()
    verb = words[1].lower() if len(words) > 1 else ""
    if verb not in VERBS:
        return " ".join(word[:40] for word in words[:2]) + (" ..." if len(words) > 2 else "")
    for position in PASSWORD_WORDS.get(verb, ()):
        if 2 + position < len(words):
            words[2 + position] = MASK
    if verb in ("signup", "password", "signoff"):  # nothing after a password here but passwords
        words = [*words[:3], *(MASK for _word in words[3:])]
    if len(words) > 12:
        words = [*words[:12], "..."]
    return " ".join(word[:40] for word in words)


def _board(word: str) -> tuple[int, int | None]:
    """``7`` or ``#7`` or ``7#12``: the board and the move named, if any."""
    number, sep, move = word.lstrip("#").partition("#")
    if not number.isdigit() or not 1 <= int(number) < 10**9 or (sep and not (move.isdigit() and len(move) < 7)):
        raise PbmError(
            _("A board number is a whole number like 7 (or 7#12 for its move 12), not {word!r}.").format(word=word[:20])
        )
    return int(number), int(move) if sep else None


def _syntax(game: str, verb: str) -> str:
    forms = {
        "challenge": _("{game} challenge you yourpassword userid2 [userid3] [userid4]"),
        "move": _("{game} move board# userid password move"),
        "draw": _("{game} draw board# userid password"),
        "pass": _("{game} pass board# userid password"),
        "resign": _("{game} resign board# userid password"),
        "show": _("{game} show board# (or board#move)"),
        "list": _("{game} list [userid]"),
        "games": _("{game} games userid [next|active|all]"),
        "standings": _("{game} standings"),
        "message": _("{game} message board# userid password text"),
        "signup": _("{game} signup userid password"),
        "password": _("{game} password userid oldpassword newpassword"),
        "address": _("{game} address userid password new@address"),
        "signoff": _("{game} signoff userid password"),
        "help": _("{game} help"),
    }
    return forms[verb].format(game=game)


def parse_command(line: str) -> MailCommand:
    """One command line, or PbmError with a sentence (never quoting a password)."""
    words = line.split()
    game = words[0].lower() if words else ""
    verb = words[1].lower() if len(words) > 1 else ""
    rest = words[2:]
    if verb not in VERBS:
        raise PbmError(
            _("'{game} {verb}' is not a command; send '{game} help' for the commands.").format(
                game=game, verb=verb[:20] or "?"
            )
        )
    wrong = PbmError(_("That is not how it is written: {syntax}.").format(syntax=_syntax(game, verb)))
    if verb in ("help", "standings"):
        if rest:
            raise wrong
        return Help(game) if verb == "help" else Standings(game)
    if verb == "list":
        if len(rest) > 1:
            raise wrong
        return ListBoards(game, rest[0] if rest else None)
    if verb == "games":
        if not 1 <= len(rest) <= 2 or (len(rest) == 2 and rest[1].lower() not in LIST_CHOICES):
            raise wrong
        return Games(game, rest[0], rest[1].lower() if len(rest) == 2 else "active")
    if verb == "show":
        if len(rest) != 1:
            raise wrong
        return Show(game, *_board(rest[0]))
    if verb == "challenge":
        if len(rest) < 3:
            raise wrong
        me, password, others = rest[0], rest[1], tuple(rest[2:])
        order = others if any(u.casefold() == me.casefold() for u in others) else (me, *others)
        return Challenge(game, me, password, order)
    if verb in ("move", "draw", "pass"):
        if (verb == "move" and len(rest) < 4) or (verb != "move" and len(rest) != 3):
            raise wrong
        board, expect = _board(rest[0])
        move = " ".join(rest[3:]) if verb == "move" else verb
        return MailMove(game, board, rest[1], rest[2], move, expect)
    if verb == "resign":
        if len(rest) != 3:
            raise wrong
        return Resign(game, _board(rest[0])[0], rest[1], rest[2])
    if verb == "message":
        if len(rest) < 4:
            raise wrong
        return Message(game, _board(rest[0])[0], rest[1], rest[2], " ".join(rest[3:])[:500])
    if verb in ("signup", "signoff"):
        if len(rest) != 2:
            raise wrong
        return Account(game, verb, rest[0], rest[1])
    if len(rest) != 3:  # password, address
        raise wrong
    return Account(game, verb, rest[0], rest[1], rest[2])


def commands_text(game: str, server: str) -> str:
    """The commands every mail-board takes, for ``help``."""
    return _("""Every command is one line starting with the name of the game ({game}).
Put one or more in the text of a mail to {server}, or one in its
subject; other lines, quoted lines (>), quoted replies and your
signature are not read. Boards come back to every player by mail.
Your password is your own and the same on every board; it is never
written back to you. Add #MOVE to a board number (7#12) to move only if
the board is still at that move.

  {game} challenge you yourpassword userid2 [userid3] [userid4]
                                 starts a board; the first named begins
                                 (name yourself among them to move later)
  {game} move board# userid password move      makes your move
  {game} resign board# userid password         leaves the board: the game
                                 ends, every seat scored as it stands
  {game} show board#             mails you the board (board#move: as it
                                 was after that move)
  {game} list [userid]           the boards (or that user's), unfinished
  {game} games userid [next|active|all]
                                 next: where it is your turn; active: your
                                 unfinished boards, your turn first; all:
                                 finished ones too
  {game} standings               each user's games, wins, average, best
  {game} message board# userid password text
                                 mails text to the other players
  {game} signup userid password  an account for your address (when the
                                 keeper allows it)
  {game} password userid oldpassword newpassword
  {game} address userid password new@address
  {game} signoff userid password removes your account
  {game} help                    this help""").format(game=game, server=server)
