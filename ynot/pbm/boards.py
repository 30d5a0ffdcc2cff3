"""Play-by-mail boards: numbered games of any mail-board (:mod:`.kinds`) on disk, moved by user id and
password (the Yacht manual of 2003; Muggins dominoes).

A board file is a small header followed by the game's standard record::

    ynot-pbm 3
    board 7
    game yacht
    created 2026-11-23T10:16:46Z
    rules yacht
    user fred
    user ned
    status turn ned 3/13
    moved 2026-11-23T11:02:10Z
    limit 14
    challenge 5f0c...
    marks 1 3 4
    thread <root Message-ID> <last Message-ID>
    applied 5f0c...#2
    rng [3,[...625 numbers...],null]
    record
    ynot-record 1
    ...

Passwords are not kept on a board: they belong to the users (:mod:`.users`). ``status`` lets a board
be listed from its first lines; ``moved`` and ``limit`` (days, set by the keeper) drop a player who does
not move in time (``warned`` once the warning went out, ``ended resigned|dropped USER`` once a player left);
``challenge`` names the message that opened the board, so a challenge delivered twice opens one board;
``marks`` counts the game's actions after each move (``show 7#2`` shows the position after move 2);
``thread`` keeps the board's mail in one thread; ``applied`` names the last mailed commands played here.
The game's chance comes from the board's own random generator, whose whole state is saved in the ``rng``
line after every move, so a board's future cannot be worked out from its record. Every change happens
under the board's lock file and is written atomically; the index beside the boards (:mod:`.index`) is
brought up to date after it. Boards of versions 1 and 2 (Yacht only) are read too.
"""

from __future__ import annotations

import os
import random
import re
import secrets
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from .. import paths
from ..core import RecordError
from ..i18n import _, ngettext
from ..store.safefile import atomic_write, exclusive_lock, move_aside
from .index import BoardIndex, BoardSummary
from .kinds import DEFAULT_WORD, MailKind, known, mail_kind, unknown_game
from .users import OLD_USER_RE, PbmError, UserStore, may_name_user

MAGIC = "ynot-pbm"
VERSION = 3
READABLE_VERSIONS = (1, 2, 3)
MIN_USERS, MAX_USERS = 2, 4
#: A board file is a few kilobytes; anything far bigger is not one of ours.
MAX_BOARD_BYTES = 256 * 1024
#: How many mailed commands a board remembers having played (a repeat delivery comes soon after).
APPLIED_KEPT = 32
#: How much of a board a summary reads: the header up to the ``rng`` line.
HEAD_BYTES = 4096
MAX_MARKS = 5000
_BOARD_RE = re.compile(r"^board-(\d+)\.txt$")
_USED_NUMBER_RE = re.compile(r"^board-(\d+)\.txt")  # boards and boards moved aside
_TOKEN_RE = re.compile(r"^[\x21-\x7e]{1,300}$")  # a Message-ID or key: printable ASCII, no spaces
_STAMP_RE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
_MT_WORDS, _MT_WORD_LIMIT = 624, 2**32
_WHY_LIMIT = 160
STAMP = "%Y-%m-%dT%H:%M:%SZ"


class BoardError(PbmError):
    """A refused command or an unreadable board; the message is one sentence for the user."""


def now_stamp(now: float | None = None) -> str:
    """The time ``now`` (default: the current time), UTC, to the second, ISO 8601."""
    return time.strftime(STAMP, time.gmtime(now))


def stamp_seconds(stamp: str) -> float | None:
    """A stamp of :func:`now_stamp` as seconds since the epoch, None if it is not one."""
    from datetime import UTC, datetime  # only the clock of time limits needs it

    try:
        return datetime.strptime(stamp, STAMP).replace(tzinfo=UTC).timestamp()
    except ValueError:
        return None


# --- the board ------------------------------------------------------------------------------
RESIGNED, DROPPED = "resigned", "dropped"


@dataclass(frozen=True)
class News:
    """Something that happened to a board besides its game's events (a player resigned, or was dropped by
    the time limit): kept as data, told in each reader's language when the mail is written."""

    how: str  # RESIGNED or DROPPED
    user: str
    days: int = 0  # the time limit, for DROPPED

    def sentence(self) -> str:
        if self.how == RESIGNED:
            return _("{user} resigns; the game ends, every seat scored as it stands.").format(user=self.user)
        return ngettext(
            "{user} did not move within {days} day and is dropped; the game ends, every seat scored as it stands.",
            "{user} did not move within {days} days and is dropped; the game ends, every seat scored as it stands.",
            self.days).format(user=self.user, days=self.days)


@dataclass
class Board:
    """One play-by-mail game: its number, users, the game itself, its clock and its mail thread."""

    number: int
    users: tuple[str, ...]
    game: Any
    created: str
    thread: tuple[str, str] | None = None  # (first, last) Message-ID of the board's mail
    applied: list[str] = field(default_factory=list)
    word: str = DEFAULT_WORD
    moved: str = ""  # when the last move was made (or the board was started)
    limit: int = 0  # days a player may take over a move; 0: no limit
    warned: bool = False  # the player to move was told their time runs out
    ended: tuple[str, str] | None = None  # ("resigned" | "dropped", user)
    challenge: str | None = None  # the key of the message that opened the board
    marks: list[int] = field(default_factory=list)  # the game's action count after each move
    #: The users who have made a move here (None: not known, a board written before they were kept).
    movers: tuple[str, ...] | None = ()
    #: What happened to the board besides the game's events, told in each reader's language (not saved).
    news: list[News] = field(default_factory=list, compare=False)

    # -- reading ---------------------------------------------------------------------------
    @property
    def kind(self) -> MailKind:
        return mail_kind(self.word)

    @property
    def is_over(self) -> bool:
        return self.ended is not None or self.game.is_over

    @property
    def seat(self) -> int | None:
        """The seat to move, None once the board is over."""
        return None if self.ended is not None else self.kind.current(self.game)

    @property
    def current_user(self) -> str:
        seat = self.seat
        return "" if seat is None else self.users[seat]

    @property
    def move_number(self) -> int:
        """How many moves were made on the board (0 just after the challenge)."""
        return max(0, len(self.marks) - 1)

    @property
    def played(self) -> bool:
        """Has every player made a move here? (A board left before then is won by nobody.)"""
        return _played(self.users, self.movers, self.move_number)

    def user_named(self, name: str) -> str | None:
        """The user as spelled on the board, matching ``name`` without regard to case."""
        return next((u for u in self.users if u.casefold() == name.casefold()), None)

    def summary(self) -> BoardSummary:
        kind = self.kind
        out = (self.ended[1],) if self.ended else ()
        return BoardSummary(
            number=self.number, word=self.word, rules=kind.rules_name(self.game), users=self.users,
            current=self.current_user, progress=kind.progress(self.game),
            totals=tuple(kind.totals(self.game)) if self.is_over else None, moves=self.move_number,
            moved=self.moved or (self.created if _STAMP_RE.match(self.created) else ""), limit=self.limit,
            out=out, challenge=self.challenge or "", played=self.played,
        )

    def turn_line(self) -> str:
        """``It is ned's turn (move 4).`` or ``The game is over.``"""
        if self.ended is not None:
            how, user = self.ended
            if how == RESIGNED:
                return _("The game is over: {user} resigned.").format(user=user)
            return _("The game is over: {user} ran out of time.").format(user=user)
        if self.is_over:
            return _("The game is over.")
        return _("It is {user}'s turn ({progress}).").format(
            user=self.current_user, progress=self.kind.progress_text(self.game))

    def title(self) -> str:
        """``Board 7#12: Yacht (pbmserv, 2003), fred v ned.``: 7#12 is board 7 after 12 moves, as a move's
        guard writes it."""
        return _("Board {number}#{move}: {title}, {users}.").format(
            number=self.number, move=self.move_number, title=_(self.game.rules.title), users=" v ".join(self.users))

    def remember(self, key: str) -> None:
        """Note that the mailed command ``key`` was played here (the last few are kept)."""
        self.applied = [*self.applied, key][-APPLIED_KEPT:]

    def mark(self, user: str, now: float | None = None) -> None:
        """``user`` made a move: count it and start the mover's successor's clock."""
        self.marks = [*self.marks, self.kind.actions(self.game)][-MAX_MARKS:]
        if self.movers is not None and user not in self.movers:
            self.movers = tuple(u for u in self.users if u in (*self.movers, user))
        self.moved = now_stamp(now)
        self.warned = False

    # -- writing ---------------------------------------------------------------------------
    def to_text(self) -> str:
        summary = self.summary()
        lines = [f"{MAGIC} {VERSION}", f"board {self.number}", f"game {self.word}", f"created {self.created}",
                 f"rules {summary.rules}"]
        lines += [f"user {u}" for u in self.users]
        lines.append(summary.status_line())
        if _STAMP_RE.match(summary.moved):
            lines.append(f"moved {summary.moved}")
        if self.limit:
            lines.append(f"limit {self.limit}")
        if self.warned:
            lines.append("warned")
        if self.ended:
            lines.append(f"ended {self.ended[0]} {self.ended[1]}")
        if self.challenge:
            lines.append(f"challenge {self.challenge}")
        if self.marks:
            lines.append("marks " + " ".join(str(m) for m in self.marks))
        if self.movers is not None:
            lines.append(" ".join(["movers", *self.movers]))
        if self.thread:
            lines.append(f"thread {self.thread[0]} {self.thread[1]}")
        lines += [f"applied {key}" for key in self.applied]
        import json  # a board's whole reading and writing, not a summary's: loaded while a password is checked

        version, internal, gauss = self.game.rng.getstate()
        lines.append("rng " + json.dumps([version, list(internal), gauss], separators=(",", ":")))
        lines.append("record")
        return "\n".join(lines) + "\n" + self.record_text()

    def record_text(self) -> str:
        """The board's game as a standard game record."""
        return self.kind.write(self.game, self.created)

    @classmethod
    def from_text(cls, text: str) -> Board:
        """Read a board file; raise BoardError naming the first bad line."""
        head, sep, record_text = text.partition("\nrecord\n")
        if not sep:
            raise BoardError(_("the board has no game record"))
        header = _read_header(head.splitlines())
        offset = head.count("\n") + 2
        kind = mail_kind(header.word)
        try:
            game = kind.read(record_text)
        except RecordError as err:
            raise BoardError(_("line {n}: {reason}").format(n=err.line + offset, reason=err.reason)) from None
        if tuple(game.players) != header.users:
            raise BoardError(_("the board's users and its record's players differ"))
        if header.rng is None:
            raise BoardError(_("the board's header needs an rng line"))
        rng = random.Random()
        try:
            rng.setstate(header.rng)
        except (TypeError, ValueError, OverflowError):
            raise BoardError(_("the board's random state is damaged")) from None
        game.rng = rng
        marks = [m for m in header.marks if m <= kind.actions(game)] or [kind.actions(game)]
        return cls(header.number, header.users, game, header.created or "", header.thread, header.applied,
                   header.word, header.moved, header.limit, header.warned, header.ended, header.challenge, marks,
                   header.movers)


@dataclass
class _Header:
    """A board file's header lines, read and checked."""

    number: int = 0
    word: str = DEFAULT_WORD
    created: str = ""
    rules: str = ""
    users: tuple[str, ...] = ()
    status: list[str] | None = None
    moved: str = ""
    limit: int = 0
    warned: bool = False
    ended: tuple[str, str] | None = None
    challenge: str | None = None
    marks: list[int] = field(default_factory=list)
    movers: tuple[str, ...] | None = None
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
    index, line = 1, lines[0]

    def bad() -> BoardError:
        return BoardError(_("line {n}: unexpected line {line!r}").format(n=index, line=line.strip()[:60]))

    for index, line in enumerate(lines[1:], start=2):
        verb, _sep, rest = line.strip().partition(" ")
        rest = rest.strip()
        words = rest.split()
        if verb == "board":
            if not (rest.isdigit() and len(rest) <= 9 and int(rest) >= 1):
                raise bad()
            number = int(rest)
        elif verb == "game":
            if not known(rest):
                raise BoardError(_("line {n}: {why}").format(n=index, why=unknown_game(rest)))
            header.word = rest.lower()
        elif verb == "created":
            header.created = rest[:40]
        elif verb == "rules":
            header.rules = rest[:20]
        elif verb == "user":
            if not OLD_USER_RE.match(rest) or any(u.casefold() == rest.casefold() for u in users):
                raise bad()
            users.append(rest)
        elif verb == "password":
            continue  # version 1: a board's own passwords, now kept by the users
        elif verb == "status":
            header.status = words
        elif verb == "moved":
            if not _STAMP_RE.match(rest):
                raise bad()
            header.moved = rest
        elif verb == "limit":
            if not (rest.isdigit() and len(rest) <= 4):
                raise bad()
            header.limit = int(rest)
        elif verb == "warned" and not rest:
            header.warned = True
        elif verb == "ended":
            if len(words) != 2 or words[0] not in ("resigned", "dropped") or not OLD_USER_RE.match(words[1]):
                raise bad()
            header.ended = (words[0], words[1])
        elif verb == "challenge":
            if not _TOKEN_RE.match(rest):
                raise bad()
            header.challenge = rest
        elif verb == "movers":
            if not all(OLD_USER_RE.match(w) for w in words):
                raise bad()
            header.movers = tuple(words)
        elif verb == "marks":
            if len(words) > MAX_MARKS or not all(w.isdigit() and len(w) <= 7 for w in words):
                raise bad()
            header.marks = [int(w) for w in words]
        elif verb == "thread":
            if len(words) != 2 or not all(_TOKEN_RE.match(i) for i in words):
                raise bad()
            header.thread = (words[0], words[1])
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
    if (header.ended is not None and header.ended[1] not in users) or not set(header.movers or ()) <= set(users):
        raise BoardError(_("the board's header names a player who is not on it"))
    header.number, header.users = number, tuple(users)
    header.applied = header.applied[-APPLIED_KEPT:]
    return header


def _summary_from_header(header: _Header) -> BoardSummary | None:
    """A board's summary from its header alone (version 3), None if it does not say enough."""
    words = header.status
    if words is None or not header.moved or not header.rules:
        return None
    moves = max(0, len(header.marks) - 1)
    common = dict(number=header.number, word=header.word, rules=header.rules, users=header.users,
                  moves=moves, moved=header.moved, limit=header.limit,
                  out=(header.ended[1],) if header.ended else (), challenge=header.challenge or "",
                  played=_played(header.users, header.movers, moves))
    if words[:1] == ["over"] and len(words) == len(header.users) + 2 and _small_numbers(words[2:]):
        return BoardSummary(current="", progress=words[1][:12], totals=tuple(int(w) for w in words[2:]), **common)
    if len(words) == 3 and words[0] == "turn" and words[1] in header.users and header.ended is None:
        return BoardSummary(current=words[1], progress=words[2][:12], totals=None, **common)
    return None


def _played(users: Sequence[str], movers: Sequence[str] | None, moves: int) -> bool:
    """Has every player moved? (For a board written before movers were kept: as many moves as players.)"""
    if movers is None:
        return moves >= len(users)
    return set(users) <= set(movers)


def _small_numbers(words: list[str]) -> bool:
    return all(w.lstrip("-").isdigit() and len(w) <= 7 for w in words)


def _parse_rng(line: int, text: str) -> tuple:
    """A Mersenne Twister state as ``random.setstate`` takes it, every number checked for its range."""
    import json

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
    events: list[Any]
    repeated: bool = False


#: Called under the board's lock after a change and before the board is written; what it returns (if
#: anything) is called once the board is safely on disk. The mail gateway stages its mail here.
BeforeSave = Callable[[Board, list[Any]], Callable[[], None] | None]


class BoardStore:
    """The numbered boards in ``data_dir()/pbm``, the users who play on them, and their index."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else paths.data_dir() / "pbm"
        self.users = UserStore(self.folder)
        self.index = BoardIndex(self.folder, self._summary_from_file, self.numbers)

    def path(self, number: int) -> Path:
        return self.folder / f"board-{number}.txt"

    def lock_path(self, number: int) -> Path:
        return self.folder / f"board-{number}.lock"

    def numbers(self) -> list[int]:
        if not self.folder.is_dir():
            return []
        found = (_BOARD_RE.match(name) for name in os.listdir(self.folder))
        return sorted(int(m.group(1)) for m in found if m)

    def _read(self, number: int, limit: int) -> str:
        path = os.path.join(self.folder, f"board-{number}.txt")
        try:
            with open(path, "rb") as handle:
                raw = handle.read(limit + 1)
        except FileNotFoundError:
            raise BoardError(_("There is no board {number}.").format(number=number)) from None
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
        self.index.forget(number)
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
        """Write the board (atomically), then its line of the index."""
        if not board.moved:
            board.moved = board.created
        atomic_write(self.path(board.number), board.to_text(), mode=0o600)
        self.index.put(board.summary())

    def _summary_from_file(self, number: int) -> BoardSummary:
        """Board ``number``'s summary, from its first lines when they say enough (the index is rebuilt
        from these)."""
        head = self._read(number, HEAD_BYTES).split("\nrng ", 1)
        if len(head) == 2:
            try:
                summary = _summary_from_header(_read_header(head[0].splitlines(), need_rng=False))
            except BoardError:
                summary = None
            if summary is not None and summary.number == number:
                return summary
        return self.load(number).summary()

    def summary(self, number: int) -> BoardSummary:
        found = self.index.entries().get(number)
        return found if found is not None else self._summary_from_file(number)

    def summaries(self, user: str | None = None, *, finished: bool = True,
                  mine: bool = False) -> Iterator[BoardSummary]:
        """The boards in number order, from the index: only ``user``'s if given (with ``mine``, only those
        where it is ``user``'s turn), finished ones only if ``finished``."""
        for entry in self.index.sorted():
            if not finished and entry.totals is not None:
                continue
            if user is not None and not entry.has_user(user):
                continue
            if mine and (user is None or entry.current.casefold() != user.casefold()):
                continue
            yield entry

    # -- commands ----------------------------------------------------------------------------
    def challenge(
        self, users: Sequence[str], word: str = DEFAULT_WORD, *, rules: Any = None, seed: int | None = None,
        before_save: BeforeSave | None = None, key: str | None = None, limit: int = 0,
        now: float | None = None, partners: bool = False,
    ) -> Board:
        """Create the next numbered board for users who have accounts and begin the game (``partners``: four
        as two partnerships, the first and third named against the second and fourth). ``key`` names the
        message that asked for it: if a board was opened for that message already, that board is returned
        and nothing is made (see :meth:`opened_by`)."""
        kind = mail_kind(word)
        if partners and not kind.partnerships:
            raise BoardError(_("{title} has no partnerships.").format(title=_(kind.title)))
        if partners and len(users) != 4:
            raise BoardError(_("Partnerships need four players."))
        if not kind.min_players <= len(users) <= kind.max_players:
            if kind.min_players == kind.max_players:
                raise BoardError(ngettext("A board of {title} is for {n} player.",
                                          "A board of {title} is for {n} players.", kind.min_players).format(
                    title=_(kind.title), n=kind.min_players))
            raise BoardError(_("A challenge names {low} to {high} users, not {n}.").format(
                low=kind.min_players, high=kind.max_players, n=len(users)))
        for name in users:
            if not may_name_user(name):
                raise BoardError(_("There is no user {name}.").format(name=name[:20]))
        if len({u.casefold() for u in users}) != len(users):
            raise BoardError(_("A challenge names each user once; two players cannot have the same name."))
        names = tuple(account.name for account in self.users.require(users))
        rng = random.Random(seed) if seed is not None else random.Random(secrets.randbits(128))
        game, events = kind.new_game(names, rng, rules if rules is not None else kind.default_rules(partners))
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        with exclusive_lock(self.folder / "boards.lock"):
            if key is not None:
                earlier = self.opened_by(key)
                if earlier is not None:
                    return earlier
            number = self._next_number()
            stamp = now_stamp(now)
            board = Board(number, names, game, stamp, word=kind.word, moved=stamp, limit=limit, challenge=key)
            board.marks = [kind.actions(game)]
            with exclusive_lock(self.lock_path(number)):
                after = before_save(board, events) if before_save else None
                self.save(board)
                if after:
                    after()
        return board

    def opened_by(self, key: str) -> Board | None:
        """The board a challenge with message key ``key`` opened, if any."""
        for entry in self.index.entries().values():
            if entry.challenge == key:
                try:
                    return self.load(entry.number)
                except BoardError:
                    return None
        return None

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

    def change(self, number: int, change: Callable[[Board], list[Any]], *, key: str | None = None,
               before_save: BeforeSave | None = None) -> MoveResult:
        """Change board ``number`` under its lock with ``change(board) -> events`` (which raises BoardError
        to refuse, leaving the board as it was), then save it whole. ``key`` names a mailed command: if the
        board has played it before, nothing happens again."""
        if not self.path(number).exists():
            self.load(number)  # says there is no such board, without leaving a lock file behind
        with exclusive_lock(self.lock_path(number)):
            board = self.load(number)
            if key is not None and key in board.applied:
                return MoveResult(board, [], repeated=True)
            events = change(board)
            if key is not None:
                board.remember(key)
            after = before_save(board, events) if before_save else None
            self.save(board)
            if after:
                after()
        return MoveResult(board, events)

    def require(self, number: int) -> None:
        """BoardError with a sentence unless board ``number`` exists (cheap: no board is read)."""
        if not self.path(number).exists():
            self.load(number)  # says there is no such board, without leaving a lock file behind

    def move(
        self, number: int, user: str, password: str, text: str, *,
        key: str | None = None, before_save: BeforeSave | None = None, expect: int | None = None,
        now: float | None = None, word: str | None = None, prepare: Callable[[], object] | None = None,
    ) -> MoveResult:
        """Check ``user``'s password, then :meth:`play` ``text`` for them on board ``number``. ``prepare``
        loads what ``before_save`` will need; it runs, with the loading of the game, while the password is
        checked."""
        self.require(number)
        account = self.users.check(user, password, meanwhile=lambda: prepare_move(word, prepare))
        return self.play(number, account.name, text, key=key, before_save=before_save, expect=expect, now=now,
                         word=word)

    def play(
        self, number: int, user: str, text: str, *, key: str | None = None, before_save: BeforeSave | None = None,
        expect: int | None = None, now: float | None = None, word: str | None = None,
    ) -> MoveResult:
        """Play ``text`` for ``user`` (whose password was checked) on board ``number``; ``expect`` is the move
        the player saw last (the ``#MOVE`` guard): if the board has moved on since, the move is refused;
        ``word``, the game the command named, must be the board's."""

        def play(board: Board) -> list[Any]:
            same_game(board, word)
            if expect is not None and expect != board.move_number:
                raise BoardError(_("Board {number} is at {number}#{now} now, not {number}#{then}: it changed since "
                                   "you looked; nothing was played.").format(number=number, now=board.move_number,
                                                                             then=expect))
            events = play_move(board, user, text)
            board.mark(user, now)
            return events

        return self.change(number, play, key=key, before_save=before_save)

    def resign(self, number: int, user: str, *, key: str | None = None,
               before_save: BeforeSave | None = None, word: str | None = None) -> MoveResult:
        """``user`` (whose password was checked) leaves board ``number``: the game ends, every seat scored as
        it stands."""

        def leave(board: Board) -> list[Any]:
            same_game(board, word)
            who = _player(board, user)
            board.ended = ("resigned", who)
            board.news.append(News(RESIGNED, who))
            return []

        return self.change(number, leave, key=key, before_save=before_save)

    def drop(self, number: int, *, before_save: BeforeSave | None = None, now: float | None = None) -> MoveResult:
        """The keeper's time limit: the player to move on board ``number`` is dropped, the game ends."""

        def out_of_time(board: Board) -> list[Any]:
            if board.is_over:
                raise BoardError(_("The game on board {number} is over.").format(number=number))
            who = board.current_user
            board.ended = (DROPPED, who)
            board.moved = now_stamp(now)
            board.news.append(News(DROPPED, who, board.limit))
            return []

        return self.change(number, out_of_time, before_save=before_save)

    def warn(self, number: int, before_save: BeforeSave | None = None) -> MoveResult:
        """Note that the player to move on board ``number`` was warned their time runs out."""

        def warned(board: Board) -> list[Any]:
            board.warned = True
            return []

        return self.change(number, warned, before_save=before_save)


def prepare_move(word: str | None, prepare: Callable[[], object] | None) -> None:
    """What a move loads after its password check, loaded while the check runs (on its own thread): the
    game ``word`` names (if it is one), json for the board's random state, and the caller's ``prepare``.
    Nothing here reads or writes a board."""
    import json  # noqa: F401 - loaded now, used by the board's reading and writing

    if word is not None and known(word):
        mail_kind(word)
    if prepare is not None:
        prepare()


def same_game(board: Board, word: str | None) -> None:
    """BoardError unless the command's game ``word`` (None: any) is the board's: a board is shown and moved
    only by its own game's commands."""
    if word is not None and board.word != word:
        raise BoardError(_("Board {n} is a board of {title}: write '{game} ...' for it.").format(
            n=board.number, title=_(board.kind.title), game=board.word))


def _player(board: Board, user: str) -> str:
    who = board.user_named(user)
    if who is None:
        raise BoardError(_("{user} is not playing on board {number}; the players are {players}.").format(
            user=user, number=board.number, players=", ".join(board.users)))
    if board.is_over:
        raise BoardError(_("The game on board {number} is over.").format(number=board.number))
    return who


def play_move(board: Board, user: str, text: str) -> list[Any]:
    """Play ``user``'s move (whose password was checked) on ``board`` in memory; BoardError if refused."""
    who = _player(board, user)
    if who != board.current_user:
        raise BoardError(_("It is {current}'s turn on board {number}, not {user}'s.").format(
            current=board.current_user, number=board.number, user=who))
    try:
        return board.kind.play(board.game, board.users.index(who), text)
    except BoardError:
        raise
    except PbmError as err:
        raise BoardError(str(err)) from None
