"""The pbmserv command lines read from mail: ``yacht move 7 fred secret 2414``, ``domino draw 3 ned pw``, ...

Every line is ``GAME VERB ...`` where GAME is a mail-board's word (``yacht``, ``domino``). Each command
knows its words and which of them are user ids and passwords (:meth:`parts`), so that a reply can quote it
rebuilt from those words with every password masked (:mod:`.quoting`), never as it was written.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import _
from ..kinds import words as game_words
from ..users import PbmError

LIST_CHOICES = ("next", "active", "all")
#: The option of a dominoes challenge that seats four players as two partnerships.
PARTNERS = "--partners"

#: What a word of a command is: shown as it is, a user id (shown only if it names an account), a password
#: (never shown), or a value the player chose (a move, a text, an address).
WORD, USER, SECRET, VALUE = "word", "user", "secret", "value"

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
    "language",
    "help",
)
#: The verbs whose third word is a board (``GAME VERB BOARD USER ...``), and those whose third is a user id.
BOARD_VERBS = ("move", "draw", "pass", "resign", "message", "show")
USER_VERBS = ("challenge", "signup", "password", "address", "signoff", "list", "games")

Parts = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Challenge:
    """``GAME challenge USER PASSWORD USER2 ... [--partners]``: a new board for the challenger and the users
    named."""

    game: str
    challenger: str
    password: str
    named: tuple[str, ...]  # the users after the password, as written
    partners: bool = False

    @property
    def users(self) -> tuple[str, ...]:
        """The players in turn order: the challenger first, unless named again among the others."""
        if any(u.casefold() == self.challenger.casefold() for u in self.named):
            return self.named
        return (self.challenger, *self.named)

    def parts(self) -> Parts:
        tail = ((PARTNERS, WORD),) if self.partners else ()
        return ((self.game, WORD), ("challenge", WORD), (self.challenger, USER), (self.password, SECRET),
                *((u, USER) for u in self.named), *tail)


@dataclass(frozen=True)
class MailMove:
    """``GAME move BOARD[#MOVE] USER PASSWORD MOVE`` (or ``draw``/``pass BOARD USER PASSWORD``): a move."""

    game: str
    board: int
    user: str
    password: str
    move: str
    expect: int | None = None  # the move number the player saw (BOARD#MOVE), a guard
    verb: str = "move"

    def parts(self) -> Parts:
        moved = tuple((w, VALUE) for w in self.move.split()) if self.verb == "move" else ()
        return ((self.game, WORD), (self.verb, WORD), (_board_word(self.board, self.expect), WORD),
                (self.user, USER), (self.password, SECRET), *moved)


@dataclass(frozen=True)
class Resign:
    """``GAME resign BOARD USER PASSWORD``: leave a board; its game ends."""

    game: str
    board: int
    user: str
    password: str

    def parts(self) -> Parts:
        return ((self.game, WORD), ("resign", WORD), (str(self.board), WORD), (self.user, USER),
                (self.password, SECRET))


@dataclass(frozen=True)
class Show:
    """``GAME show BOARD[#MOVE]``: a board as it is, or as it was after a move."""

    game: str
    board: int
    at: int | None = None  # a past move: BOARD#MOVE

    def parts(self) -> Parts:
        return ((self.game, WORD), ("show", WORD), (_board_word(self.board, self.at), WORD))


@dataclass(frozen=True)
class ListBoards:
    """``GAME list [USER]``: the unfinished boards, or one user's."""

    game: str
    user: str | None

    def parts(self) -> Parts:
        return ((self.game, WORD), ("list", WORD), *(((self.user, USER),) if self.user else ()))


@dataclass(frozen=True)
class Games:
    """``GAME games USER [next|active|all]``: a user's boards."""

    game: str
    user: str
    which: str  # next, active or all

    def parts(self) -> Parts:
        return ((self.game, WORD), ("games", WORD), (self.user, USER), (self.which, WORD))


@dataclass(frozen=True)
class Standings:
    """``GAME standings``: every user's games, wins, average and best."""

    game: str

    def parts(self) -> Parts:
        return ((self.game, WORD), ("standings", WORD))


@dataclass(frozen=True)
class Message:
    """``GAME message BOARD USER PASSWORD TEXT``: a few words to the other players of a board."""

    game: str
    board: int
    user: str
    password: str
    text: str

    def parts(self) -> Parts:
        return ((self.game, WORD), ("message", WORD), (str(self.board), WORD), (self.user, USER),
                (self.password, SECRET), *((w, VALUE) for w in self.text.split()))


@dataclass(frozen=True)
class Account:
    """``signup``, ``password``, ``address`` and ``signoff``: a user's own account, by mail."""

    game: str
    verb: str
    user: str
    password: str
    value: str = ""  # the new password or address

    def parts(self) -> Parts:
        value = ((self.value, SECRET if self.verb == "password" else VALUE),) if self.value else ()
        return ((self.game, WORD), (self.verb, WORD), (self.user, USER), (self.password, SECRET), *value)


@dataclass(frozen=True)
class Language:
    """``GAME language [CODE]``: the language of the sender's own boards and answers (none: which there are)."""

    game: str
    code: str | None

    def parts(self) -> Parts:
        return ((self.game, WORD), ("language", WORD), *(((self.code, WORD),) if self.code else ()))


@dataclass(frozen=True)
class Help:
    """``GAME help``: how to play by mail."""

    game: str

    def parts(self) -> Parts:
        return ((self.game, WORD), ("help", WORD))


MailCommand = (
    Challenge | MailMove | Resign | Show | ListBoards | Games | Standings | Message | Account | Language | Help
)
#: The commands that carry a password: a reply quotes their words after the user id only once it was right.
WITH_PASSWORD = (Challenge, MailMove, Resign, Message, Account)


def credentials(command: MailCommand) -> tuple[str, str] | None:
    """The user id and password a command's check takes (its first password and the user id before it), or
    None for a command without one."""
    user = None
    for word, role in command.parts():
        if role == USER:
            user = word
        elif role == SECRET:
            return (user, word) if user is not None else None
    return None


def is_command(line: str) -> bool:
    """Does ``line`` start with a mail-board's word?"""
    words = line.split()
    return bool(words) and words[0].lower() in game_words()


def is_board_word(word: str) -> bool:
    """Is ``word`` a board as commands write it (``7``, ``#7``, ``7#12``)?"""
    try:
        _board(word)
    except PbmError:
        return False
    return True


def _board_word(number: int, move: int | None) -> str:
    return str(number) if move is None else f"{number}#{move}"


def _board(word: str) -> tuple[int, int | None]:
    """``7`` or ``#7`` or ``7#12``: the board and the move named, if any."""
    number, sep, move = word.lstrip("#").partition("#")
    if not number.isdigit() or not 1 <= int(number) < 10**9 or (sep and not (move.isdigit() and len(move) < 7)):
        raise PbmError(_("A board number is a whole number like 7 (or 7#12 for the board after its 12th move), not "
                         "{word!r}.").format(word=word[:20]))
    return int(number), int(move) if sep else None


def syntax(game: str, verb: str) -> str:
    """How a command is written, with its placeholders in the reader's language."""
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
        "language": _("{game} language [code]"),
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
        raise PbmError(_("'{game} {verb}' is not a command; send '{game} help' for the commands.").format(
            game=game, verb=verb[:20] if verb.isalpha() else "..."))
    wrong = PbmError(_("That is not how it is written: {syntax}.").format(syntax=syntax(game, verb)))
    if verb in ("help", "standings"):
        if rest:
            raise wrong
        return Help(game) if verb == "help" else Standings(game)
    if verb == "language":
        if len(rest) > 1:
            raise wrong
        return Language(game, rest[0] if rest else None)
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
        partners = bool(rest) and rest[-1].lower() == PARTNERS
        if partners:
            rest = rest[:-1]
        if len(rest) < 3:
            raise wrong
        return Challenge(game, rest[0], rest[1], tuple(rest[2:]), partners)
    if verb in ("move", "draw", "pass"):
        if (verb == "move" and len(rest) < 4) or (verb != "move" and len(rest) != 3):
            raise wrong
        board, expect = _board(rest[0])
        move = " ".join(rest[3:]) if verb == "move" else verb
        return MailMove(game, board, rest[1], rest[2], move, expect, verb)
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
