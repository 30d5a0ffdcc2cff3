"""Play-by-mail boards (seed 004): numbered games on disk, moved by user id and password.

A board file is a small header followed by the standard game record::

    ynot-pbm 2
    board 7
    created 2026-11-23T10:16:46Z
    rules yacht
    user fred
    user ned
    status turn 3 13 ned
    thread <root Message-ID> <last Message-ID>
    applied 5f0c...#2
    rng [3,[...625 numbers...],null]
    record
    ynot-record 1
    rules yacht
    ...

Passwords are not kept on a board: they belong to the users (:mod:`.pbm_users`). ``status`` lets
``ynot pbm list`` read a board's first lines only; ``thread`` keeps the board's mail in one thread;
``applied`` names the last mailed commands played here, so a message delivered twice is played once.
The dice come from the board's own random generator, whose whole state is saved in the ``rng`` line
after every move (the record itself carries no seed), so a board's future dice cannot be worked out from
its record. Every change happens under the board's lock file and is written atomically. A board of
version 1 (with ``password`` lines) is read too; its password lines are ignored and dropped at its next
move.
"""

from __future__ import annotations

import json
import os
import random
import re
import secrets
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import NoReturn

from .. import paths
from ..core import IllegalMove, RecordError
from ..dice import DiceGame, Event, Roll, parse_record, replay, write_record
from ..dice.rules import RuleSet
from ..i18n import _
from ..store.safefile import atomic_write, exclusive_lock, move_aside
from .moves import SYNTAX_HINT, BoxMove, Command, MoveError, Reroll, apply_move, parse_move
from .pbm_users import USER_RE, PbmError, UserStore, check_user_id

MAGIC = "ynot-pbm"
VERSION = 2
READABLE_VERSIONS = (1, 2)
MIN_USERS, MAX_USERS = 2, 4
#: A board file is a few kilobytes; anything far bigger is not one of ours.
MAX_BOARD_BYTES = 256 * 1024
#: How many mailed commands a board remembers having played (a repeat delivery comes soon after).
APPLIED_KEPT = 32
#: How much of a board ``list`` reads: the header up to the ``rng`` line.
HEAD_BYTES = 4096
_BOARD_RE = re.compile(r"^board-(\d+)\.txt$")
_USED_NUMBER_RE = re.compile(r"^board-(\d+)\.txt")  # boards and boards moved aside
_TOKEN_RE = re.compile(r"^[\x21-\x7e]{1,300}$")  # a Message-ID or key: printable ASCII, no spaces
_MT_WORDS, _MT_WORD_LIMIT = 624, 2**32
_WHY_LIMIT = 160


class BoardError(PbmError):
    """A refused command or an unreadable board; the message is one sentence for the user."""


def now_stamp() -> str:
    """The current time, UTC, to the second, ISO 8601."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# --- what ``list`` shows --------------------------------------------------------------------
@dataclass(frozen=True)
class BoardSummary:
    """A board as ``ynot pbm list`` shows it, read from the board's first lines."""

    number: int
    rules: str
    users: tuple[str, ...]
    turn: int = 0
    turns: int = 0
    current: str = ""
    totals: tuple[int, ...] | None = None  # the final totals once the game is over

    def line(self) -> str:
        who = " v ".join(self.users)
        if self.totals is not None:
            scores = ", ".join(f"{u} {t}" for u, t in zip(self.users, self.totals, strict=True))
            status = _("finished: {scores}").format(scores=scores)
        else:
            status = _("{user} to move (turn {n} of {of})").format(user=self.current, n=self.turn, of=self.turns)
        return f"{self.number:>5}  {self.rules:<8} {who}  --  {status}"

    def status_line(self) -> str:
        """The board file's ``status`` line."""
        if self.totals is not None:
            return "status over " + " ".join(str(t) for t in self.totals)
        return f"status turn {self.turn} {self.turns} {self.current}"

    def has_user(self, name: str) -> bool:
        return any(u.casefold() == name.casefold() for u in self.users)


# --- the board ------------------------------------------------------------------------------
@dataclass
class Board:
    """One play-by-mail game: its number, users, the game itself and its mail thread."""

    number: int
    users: tuple[str, ...]
    game: DiceGame
    created: str
    thread: tuple[str, str] | None = None  # (first, last) Message-ID of the board's mail
    applied: list[str] = field(default_factory=list)

    # -- reading ---------------------------------------------------------------------------
    @property
    def current_user(self) -> str:
        return self.game.state.players[self.game.state.current]

    def user_named(self, name: str) -> str | None:
        """The user as spelled on the board, matching ``name`` without regard to case."""
        return next((u for u in self.users if u.casefold() == name.casefold()), None)

    def summary(self) -> BoardSummary:
        state = self.game.state
        if state.is_over:
            return BoardSummary(self.number, state.rules.name, self.users, totals=tuple(state.totals()))
        return BoardSummary(
            self.number, state.rules.name, self.users, state.turn_number(), state.turns_per_game, self.current_user
        )

    def turn_line(self) -> str:
        """``It is ned's turn (2 of 13).`` or ``The game is over.``"""
        state = self.game.state
        if state.is_over:
            return _("The game is over.")
        return _("It is {user}'s turn ({n} of {of}).").format(
            user=self.current_user, n=state.turn_number(), of=state.turns_per_game
        )

    def title(self) -> str:
        return _("Board {number}: {title}, {users}.").format(
            number=self.number, title=self.game.rules.title, users=" v ".join(self.users)
        )

    def remember(self, key: str) -> None:
        """Note that the mailed command ``key`` was played here (the last few are kept)."""
        self.applied = [*self.applied, key][-APPLIED_KEPT:]

    # -- writing ---------------------------------------------------------------------------
    def to_text(self) -> str:
        lines = [f"{MAGIC} {VERSION}", f"board {self.number}", f"created {self.created}",
                 f"rules {self.game.rules.name}"]
        lines += [f"user {u}" for u in self.users]
        lines.append(self.summary().status_line())
        if self.thread:
            lines.append(f"thread {self.thread[0]} {self.thread[1]}")
        lines += [f"applied {key}" for key in self.applied]
        version, internal, gauss = self.game.rng.getstate()
        lines.append("rng " + json.dumps([version, list(internal), gauss], separators=(",", ":")))
        lines.append("record")
        return "\n".join(lines) + "\n" + self.record_text()

    def record_text(self) -> str:
        """The board's game as a standard game record."""
        return write_record(self.game, date=self.created)

    @classmethod
    def from_text(cls, text: str) -> Board:
        """Read a board file; raise BoardError naming the first bad line."""
        head, sep, record_text = text.partition("\nrecord\n")
        if not sep:
            raise BoardError(_("the board has no game record"))
        fields_ = _read_header(head.splitlines())
        offset = head.count("\n") + 2
        try:
            record = parse_record(record_text)
            game = replay(record)
        except RecordError as err:
            raise BoardError(_("line {n}: {reason}").format(n=err.line + offset, reason=err.reason)) from None
        users = fields_.users
        if tuple(record.players) != users:
            raise BoardError(_("the board's users and its record's players differ"))
        if fields_.rng is None:
            raise BoardError(_("the board's header needs an rng line"))
        rng = random.Random()
        try:
            rng.setstate(fields_.rng)
        except (TypeError, ValueError, OverflowError):
            raise BoardError(_("the board's random state is damaged")) from None
        game.rng = rng
        return cls(fields_.number, users, game, fields_.created or record.date, fields_.thread, fields_.applied)


@dataclass
class _Header:
    number: int = 0
    created: str = ""
    rules: str = ""
    users: tuple[str, ...] = ()
    status: BoardSummary | None = None
    thread: tuple[str, str] | None = None
    applied: list[str] = field(default_factory=list)
    rng: tuple | None = None


def _read_header(lines: list[str], *, need_rng: bool = True) -> _Header:
    """The header's fields, checked for type and range; BoardError naming the first bad line."""
    if not lines or lines[0].strip() not in {f"{MAGIC} {v}" for v in READABLE_VERSIONS}:
        raise BoardError(_("line 1: not a play-by-mail board (it should start with '{magic} {version}')").format(
            magic=MAGIC, version=VERSION))
    header = _Header()
    number: int | None = None
    users: list[str] = []
    status_words: list[str] | None = None
    def bad() -> BoardError:
        return BoardError(_("line {n}: unexpected line {line!r}").format(n=index, line=line.strip()[:60]))

    for index, line in enumerate(lines[1:], start=2):
        verb, _sep, rest = line.strip().partition(" ")
        rest = rest.strip()
        if verb == "board":
            if not (rest.isdigit() and len(rest) <= 9 and int(rest) >= 1):
                raise bad()
            number = int(rest)
        elif verb == "created":
            header.created = rest[:40]
        elif verb == "rules":
            header.rules = rest[:20]
        elif verb == "user":
            if not USER_RE.match(rest) or any(u.casefold() == rest.casefold() for u in users):
                raise bad()
            users.append(rest)
        elif verb == "password":
            continue  # version 1: a board's own passwords, now kept by the users
        elif verb == "status":
            status_words = rest.split()
        elif verb == "thread":
            ids = rest.split()
            if len(ids) != 2 or not all(_TOKEN_RE.match(i) for i in ids):
                raise bad()
            header.thread = (ids[0], ids[1])
        elif verb == "applied":
            if not _TOKEN_RE.match(rest):
                raise bad()
            header.applied.append(rest)
        elif verb == "rng":
            if need_rng:
                header.rng = _parse_rng(index, rest)
            break
        elif verb:
            raise bad()
    if number is None or not users:
        raise BoardError(_("the board's header needs board and user lines"))
    if not MIN_USERS <= len(users) <= MAX_USERS:
        raise BoardError(_("a board has {low} to {high} users, not {n}").format(
            low=MIN_USERS, high=MAX_USERS, n=len(users)))
    header.number, header.users = number, tuple(users)
    header.applied = header.applied[-APPLIED_KEPT:]
    if status_words is not None:
        header.status = _parse_status(status_words, header)
    return header


def _parse_status(words: list[str], header: _Header) -> BoardSummary | None:
    """The ``status`` line as a summary, or None if it does not fit (``list`` then reads the whole board)."""
    rules = header.rules or "?"
    numbers = words[1:] if words[:1] == ["over"] else words[1:3]
    if not all(w.isdigit() and len(w) <= 6 for w in numbers):
        return None
    if words[:1] == ["over"] and len(words) == len(header.users) + 1:
        return BoardSummary(header.number, rules, header.users, totals=tuple(int(w) for w in numbers))
    if len(words) == 4 and words[0] == "turn" and words[3] in header.users:
        return BoardSummary(header.number, rules, header.users, int(words[1]), int(words[2]), words[3])
    return None


def _parse_rng(line: int, text: str) -> tuple:
    """A Mersenne Twister state as ``random.setstate`` takes it, every number checked for its range."""
    damaged = BoardError(_("line {n}: the random state is damaged").format(n=line))
    if len(text) > 20_000:
        raise damaged
    try:
        version, internal, gauss = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        raise damaged from None
    if type(version) is not int or version != 3 or not isinstance(internal, list):
        raise damaged
    words = internal[:-1] if len(internal) == _MT_WORDS + 1 else None
    if words is None or not all(type(x) is int and 0 <= x < _MT_WORD_LIMIT for x in words):
        raise damaged
    position = internal[-1]
    if type(position) is not int or not 0 <= position <= _MT_WORDS:
        raise damaged
    if gauss is not None and (type(gauss) not in (int, float) or not -1e6 < gauss < 1e6):
        raise damaged
    return (version, tuple(internal), gauss)


# --- the folder of boards -------------------------------------------------------------------
@dataclass
class MoveResult:
    """What a move did: the board after it, the events, and whether it had been played before."""

    board: Board
    events: list[Event]
    repeated: bool = False


#: Called under the board's lock after a change and before the board is written; what it returns (if
#: anything) is called once the board is safely on disk. The mail gateway stages its mail here.
BeforeSave = Callable[[Board, list[Event]], Callable[[], None] | None]


class BoardStore:
    """The numbered boards in ``data_dir()/pbm``, and the users who play on them."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else paths.data_dir() / "pbm"
        self.users = UserStore(self.folder)

    def path(self, number: int) -> Path:
        return self.folder / f"board-{number}.txt"

    def lock_path(self, number: int) -> Path:
        return self.folder / f"board-{number}.lock"

    def numbers(self) -> list[int]:
        if not self.folder.is_dir():
            return []
        found = (_BOARD_RE.match(p.name) for p in self.folder.iterdir())
        return sorted(int(m.group(1)) for m in found if m)

    def _read(self, number: int, limit: int) -> str:
        path = os.path.join(self.folder, f"board-{number}.txt")  # a plain string: list opens thousands
        try:
            with open(path, "rb") as handle:
                raw = handle.read(limit + 1)
        except FileNotFoundError:
            raise BoardError(
                _("There is no board {number}; 'ynot pbm list' shows the boards.").format(number=number)
            ) from None
        except OSError as err:
            raise BoardError(
                _("Board {number} cannot be read ({why}).").format(number=number, why=err.strerror or err)
            ) from None
        if limit == MAX_BOARD_BYTES and len(raw) > limit:
            self._damaged(number, _("it is far too big for a board"))
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            if limit == MAX_BOARD_BYTES:
                self._damaged(number, _("it is not UTF-8 text"))
            return raw.decode("utf-8", "replace")

    def _damaged(self, number: int, why: str) -> NoReturn:
        if len(why) > _WHY_LIMIT:  # a record's error may quote a whole (huge) line
            why = why[: _WHY_LIMIT - 3] + "..."
        aside = move_aside(self.path(number), _("is damaged ({why})").format(why=why),
                           what=_("Board {number}").format(number=number))
        raise BoardError(aside.sentence)

    def load(self, number: int) -> Board:
        """Read board ``number``; a damaged file is moved aside and reported (BoardError)."""
        text = self._read(number, MAX_BOARD_BYTES)
        try:
            board = Board.from_text(text)
        except BoardError as err:
            self._damaged(number, str(err))
        except (ValueError, TypeError, OverflowError, RecursionError, KeyError, IndexError) as err:
            self._damaged(number, type(err).__name__)
        if board.number != number:
            self._damaged(number, _("it holds board {held}").format(held=board.number))
        return board

    def save(self, board: Board) -> None:
        atomic_write(self.path(board.number), board.to_text())

    def summary(self, number: int) -> BoardSummary:
        """Board ``number`` as ``list`` shows it, from its first lines when they say enough."""
        head = self._read(number, HEAD_BYTES).split("\nrng ", 1)
        if len(head) == 2:
            try:
                status = _read_header(head[0].splitlines(), need_rng=False).status
            except BoardError:
                status = None
            if status is not None and status.number == number:
                return status
        return self.load(number).summary()

    def summaries(self, user: str | None = None) -> Iterator[BoardSummary | BoardError]:
        """Every board in number order (a damaged one as its error); only ``user``'s boards if given."""
        for number in self.numbers():
            try:
                entry = self.summary(number)
            except BoardError as err:
                yield err
                continue
            if user is None or entry.has_user(user):
                yield entry

    # -- commands ----------------------------------------------------------------------------
    def challenge(
        self, users: Sequence[str], rules: RuleSet, seed: int | None = None, before_save: BeforeSave | None = None
    ) -> Board:
        """Create the next numbered board for users who have accounts, and roll the first player's dice."""
        if not MIN_USERS <= len(users) <= MAX_USERS:
            raise BoardError(_("A challenge names {low} to {high} users, not {n}.").format(
                low=MIN_USERS, high=MAX_USERS, n=len(users)))
        for name in users:
            check_user_id(name)
        if len({u.casefold() for u in users}) != len(users):
            raise BoardError(_("A challenge names each user once; two players cannot have the same name."))
        names = tuple(account.name for account in self.users.require(users))
        rng = random.Random(seed) if seed is not None else random.Random(secrets.randbits(128))
        try:
            game = DiceGame(rules, names, rng=rng)
        except ValueError as err:
            raise BoardError(_sentence(str(err))) from None
        events = game.apply(Roll())
        with exclusive_lock(self.folder / "boards.lock"):
            number = self._next_number()
            board = Board(number, names, game, now_stamp())
            with exclusive_lock(self.lock_path(number)):
                after = before_save(board, events) if before_save else None
                self.save(board)
                if after:
                    after()
        return board

    def _next_number(self) -> int:
        """The next board number, never one given before (a board moved aside keeps its number); kept in
        ``next-board.txt`` so that a challenge need not read a folder of thousands of boards. Call it
        holding ``boards.lock``."""
        counter = self.folder / "next-board.txt"
        try:
            text = counter.read_text(encoding="ascii").strip()
            number = int(text) if text.isdigit() and len(text) <= 9 else 0
        except (OSError, UnicodeDecodeError):
            number = 0
        if number < 1 or self.path(number).exists():  # no counter, or one behind the folder: count again
            matches = (_USED_NUMBER_RE.match(p.name) for p in self.folder.glob("board-*"))
            number = max((int(m.group(1)) for m in matches if m), default=0) + 1
        atomic_write(counter, f"{number + 1}\n")
        return number

    def move(
        self, number: int, user: str, password: str, text: str, *,
        key: str | None = None, before_save: BeforeSave | None = None,
    ) -> MoveResult:
        """Play ``text`` for ``user`` on board ``number`` under its lock: refuse it, or save it whole.

        ``key`` names a mailed command: if the board has played it before, nothing happens again.
        """
        if not self.path(number).exists():
            self.load(number)  # says there is no such board, without leaving a lock file behind
        account = self.users.check(user, password)
        with exclusive_lock(self.lock_path(number)):
            board = self.load(number)
            if key is not None and key in board.applied:
                return MoveResult(board, [], repeated=True)
            events = play_move(board, account.name, text)
            if key is not None:
                board.remember(key)
            after = before_save(board, events) if before_save else None
            self.save(board)
            if after:
                after()
        return MoveResult(board, events)


def _sentence(text: str) -> str:
    """``a problem`` -> ``A problem.``"""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def play_move(board: Board, user: str, text: str) -> list[Event]:
    """Play ``user``'s move (whose password was checked) on ``board`` in memory; BoardError if refused."""
    state = board.game.state
    who = board.user_named(user)
    if who is None:
        raise BoardError(_("{user} is not playing on board {number}; the players are {players}.").format(
            user=user, number=board.number, players=", ".join(board.users)))
    if state.is_over:
        raise BoardError(_("The game on board {number} is over.").format(number=board.number))
    if who != board.current_user:
        raise BoardError(_("It is {current}'s turn on board {number}, not {user}'s.").format(
            current=board.current_user, number=board.number, user=who))
    try:
        move = parse_move(text, state)
    except MoveError as err:
        raise BoardError(str(err)) from None
    if isinstance(move, Command):
        raise BoardError(_("{word!r} is not a play-by-mail move: {hint}.").format(word=move.name, hint=_(SYNTAX_HINT)))
    assert isinstance(move, Reroll | BoxMove)
    game = board.game
    try:
        events = apply_move(game, move)
        if isinstance(move, BoxMove) and not game.is_over:
            events += game.apply(Roll())  # the server rolls the next player's dice
    except IllegalMove as err:
        raise BoardError(str(err)) from None
    return events
