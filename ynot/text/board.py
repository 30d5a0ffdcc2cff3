"""Play-by-mail boards (seed 004): numbered games on disk, moved by user and password.

A board file is a small header followed by the standard game record::

    ynot-pbm 1
    board 7
    user fred
    user ned
    password fred scrypt$16384$8$1$<salt hex>$<hash hex>
    rng [3, [...625 numbers...], null]
    record
    ynot-record 1
    rules yacht
    ...

Passwords are set by a user's first move and kept only as salted scrypt hashes. The dice come from
the board's own random generator, whose whole state is saved in the file after every move (the record
itself carries no seed), so a board's future dice cannot be worked out from its record.
Every change happens under the board's lock file and is written atomically.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import random
import re
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from .. import paths
from ..core import IllegalMove, RecordError
from ..game import Event, Game, Roll, parse_record, replay, write_record
from ..rules import RuleSet
from .filelock import atomic_write, exclusive_lock
from .moves import SYNTAX_HINT, BoxMove, Command, MoveError, Reroll, apply_move, parse_move

MAGIC = "ynot-pbm"
VERSION = 1
MIN_USERS, MAX_USERS = 2, 4
_USER_RE = re.compile(r"^[A-Za-z0-9_.-]{1,20}$")
_BOARD_RE = re.compile(r"^board-(\d+)\.txt$")
_USED_NUMBER_RE = re.compile(r"^board-(\d+)\.txt")  # boards and boards moved aside

# scrypt: 16 MiB of memory and some tens of milliseconds a check.
SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_LEN, SALT_BYTES = 2**14, 8, 1, 32, 16


class BoardError(Exception):
    """A refused command or an unreadable board; the message is one sentence for the user."""


# --- passwords ------------------------------------------------------------------------------
def hash_password(password: str) -> str:
    """A salted scrypt hash of ``password``, with its parameters: ``scrypt$n$r$p$salt$hash``."""
    salt = secrets.token_bytes(SALT_BYTES)
    digest = hashlib.scrypt(
        password.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=SCRYPT_LEN
    )
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${digest.hex()}"


def check_password(password: str, stored: str) -> bool:
    """Does ``password`` match the stored hash? (constant-time comparison)"""
    try:
        kind, n, r, p, salt_hex, hash_hex = stored.split("$")
        if kind != "scrypt":
            return False
        salt, expected = bytes.fromhex(salt_hex), bytes.fromhex(hash_hex)
        digest = hashlib.scrypt(
            password.encode("utf-8"), salt=salt, n=int(n), r=int(r), p=int(p), dklen=len(expected),
            maxmem=256 * 1024 * 1024,
        )
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(digest, expected)


def _check_hash_format(line: int, stored: str) -> str:
    parts = stored.split("$")
    ok = len(parts) == 6 and parts[0] == "scrypt" and all(x.isdigit() for x in parts[1:4])
    if ok:
        try:
            bytes.fromhex(parts[4])
            bytes.fromhex(parts[5])
        except ValueError:
            ok = False
    if not ok:
        raise BoardError(f"line {line}: a password line holds a scrypt hash")
    return stored


# --- the board ------------------------------------------------------------------------------
@dataclass
class Board:
    """One play-by-mail game: its number, users, password hashes and the game itself."""

    number: int
    users: tuple[str, ...]
    game: Game
    created: str
    passwords: dict[str, str] = field(default_factory=dict)

    # -- reading ---------------------------------------------------------------------------
    @property
    def current_user(self) -> str:
        return self.game.state.players[self.game.state.current]

    def user_named(self, name: str) -> str | None:
        """The user as spelled on the board, matching ``name`` without regard to case."""
        return next((u for u in self.users if u.casefold() == name.casefold()), None)

    def summary(self) -> str:
        """One line for ``ynot pbm list``."""
        state = self.game.state
        who = " v ".join(self.users)
        if state.is_over:
            scores = ", ".join(f"{u} {t}" for u, t in zip(self.users, state.totals(), strict=True))
            status = f"finished: {scores}"
        else:
            status = f"{self.current_user} to move (turn {state.turn_number()} of {state.turns_per_game})"
        return f"{self.number:>5}  {state.rules.name:<8} {who}  --  {status}"

    def turn_line(self) -> str:
        """``It is ned's turn (2 of 13).`` or ``The game is over.``"""
        state = self.game.state
        if state.is_over:
            return "The game is over."
        return f"It is {self.current_user}'s turn ({state.turn_number()} of {state.turns_per_game})."

    def title(self) -> str:
        return f"Board {self.number}: {self.game.rules.title}, {' v '.join(self.users)}."

    # -- writing ---------------------------------------------------------------------------
    def to_text(self) -> str:
        lines = [f"{MAGIC} {VERSION}", f"board {self.number}", f"created {self.created}"]
        lines += [f"user {u}" for u in self.users]
        lines += [f"password {u} {self.passwords[u]}" for u in self.users if u in self.passwords]
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
            raise BoardError("the board has no game record")
        lines = head.splitlines()
        if not lines or lines[0].strip() != f"{MAGIC} {VERSION}":
            raise BoardError(f"line 1: not a play-by-mail board (it should start with '{MAGIC} {VERSION}')")
        number: int | None = None
        created = ""
        users: list[str] = []
        passwords: dict[str, str] = {}
        rng_state: tuple | None = None
        for index, line in enumerate(lines[1:], start=2):
            verb, _, rest = line.strip().partition(" ")
            rest = rest.strip()
            if verb == "board" and rest.isdigit():
                number = int(rest)
            elif verb == "created":
                created = rest
            elif verb == "user" and _USER_RE.match(rest):
                users.append(rest)
            elif verb == "password":
                user, _, stored = rest.partition(" ")
                if user not in users:
                    raise BoardError(f"line {index}: a password for {user!r}, who is not on the board")
                passwords[user] = _check_hash_format(index, stored.strip())
            elif verb == "rng":
                rng_state = _parse_rng(index, rest)
            elif verb:
                raise BoardError(f"line {index}: unexpected line {line.strip()!r}")
        if number is None or rng_state is None or not users:
            raise BoardError("the board's header needs board, user and rng lines")
        offset = len(lines) + 1
        try:
            record = parse_record(record_text)
            game = replay(record)
        except RecordError as err:
            raise BoardError(f"line {err.line + offset}: {err.reason}") from None
        if tuple(record.players) != tuple(users):
            raise BoardError("the board's users and its record's players differ")
        rng = random.Random()
        try:
            rng.setstate(rng_state)
        except (TypeError, ValueError):
            raise BoardError("the board's random state is damaged") from None
        game.rng = rng
        return cls(number, tuple(users), game, created or record.date, passwords)


def _parse_rng(line: int, text: str) -> tuple:
    try:
        version, internal, gauss = json.loads(text)
        internal = tuple(int(x) for x in internal)
        if len(internal) != 625 or not isinstance(version, int):
            raise ValueError
        if gauss is not None:
            gauss = float(gauss)
    except (ValueError, TypeError):
        raise BoardError(f"line {line}: the random state is damaged") from None
    return (version, internal, gauss)


# --- the folder of boards -------------------------------------------------------------------
class BoardStore:
    """The numbered boards in ``data_dir()/pbm``."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else paths.data_dir() / "pbm"

    def path(self, number: int) -> Path:
        return self.folder / f"board-{number}.txt"

    def lock_path(self, number: int) -> Path:
        return self.folder / f"board-{number}.lock"

    def numbers(self) -> list[int]:
        if not self.folder.is_dir():
            return []
        found = (_BOARD_RE.match(p.name) for p in self.folder.iterdir())
        return sorted(int(m.group(1)) for m in found if m)

    def load(self, number: int) -> Board:
        """Read board ``number``; a damaged file is moved aside and reported."""
        path = self.path(number)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise BoardError(f"There is no board {number}; 'ynot pbm list' shows the boards.") from None
        except (OSError, UnicodeDecodeError) as err:
            raise BoardError(f"Board {number} cannot be read ({err}).") from None
        try:
            board = Board.from_text(text)
        except BoardError as err:
            aside = self._move_aside(path).name
            raise BoardError(f"Board {number} is damaged ({err}); it was moved aside as {aside}.") from None
        if board.number != number:
            aside = self._move_aside(path).name
            held = board.number
            raise BoardError(f"Board {number}'s file holds board {held}; it was moved aside as {aside}.")
        return board

    @staticmethod
    def _move_aside(path: Path) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
        aside = path.with_name(f"{path.name}.corrupt-{stamp}")
        os.replace(path, aside)
        return aside

    def save(self, board: Board) -> None:
        atomic_write(self.path(board.number), board.to_text())

    def boards(self) -> Iterator[Board | BoardError]:
        """Every board in number order (a damaged one as its error)."""
        for number in self.numbers():
            try:
                yield self.load(number)
            except BoardError as err:
                yield err

    # -- commands ----------------------------------------------------------------------------
    def challenge(self, users: Sequence[str], rules: RuleSet, seed: int | None = None) -> Board:
        """Create the next numbered board and roll the first player's dice."""
        names = tuple(users)
        if not MIN_USERS <= len(names) <= MAX_USERS:
            raise BoardError(f"A challenge names {MIN_USERS} to {MAX_USERS} users, not {len(names)}.")
        for name in names:
            if not _USER_RE.match(name):
                raise BoardError(
                    f"{name!r} cannot be a user id: use up to 20 letters, digits, '.', '_' or '-'."
                )
        rng = random.Random(seed) if seed is not None else random.Random(secrets.randbits(128))
        try:
            game = Game(rules, names, rng=rng)
        except ValueError as err:
            raise BoardError(_sentence(str(err))) from None
        game.apply(Roll())
        created = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        with exclusive_lock(self.folder / "boards.lock"):
            matches = (_USED_NUMBER_RE.match(p.name) for p in self.folder.glob("board-*"))
            used = [int(m.group(1)) for m in matches if m]
            number = max(used, default=0) + 1
            board = Board(number, names, game, created)
            self.save(board)
        return board

    def move(self, number: int, user: str, password: str, text: str) -> tuple[Board, list[Event]]:
        """Play ``text`` for ``user`` on board ``number`` under its lock: refuse it, or save it whole."""
        if not self.path(number).exists():
            self.load(number)  # says there is no such board, without leaving a lock file behind
        with exclusive_lock(self.lock_path(number)):
            board = self.load(number)
            events = play_move(board, user, password, text)
            self.save(board)
        return board, events


def _sentence(text: str) -> str:
    """``a problem`` -> ``A problem.``"""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def play_move(board: Board, user: str, password: str, text: str) -> list[Event]:
    """Check who is moving and play their move on ``board`` (in memory); raise BoardError if refused."""
    state = board.game.state
    who = board.user_named(user)
    if who is None:
        players = ", ".join(board.users)
        raise BoardError(f"{user} is not playing on board {board.number}; the players are {players}.")
    if who in board.passwords and not check_password(password, board.passwords[who]):
        raise BoardError(f"Wrong password for {who} on board {board.number}.")
    if state.is_over:
        raise BoardError(f"The game on board {board.number} is over.")
    if who != board.current_user:
        raise BoardError(f"It is {board.current_user}'s turn on board {board.number}, not {who}'s.")
    if not password:
        raise BoardError("A move needs a password; the first move sets it.")
    try:
        move = parse_move(text, state)
    except MoveError as err:
        raise BoardError(str(err)) from None
    if isinstance(move, Command):
        raise BoardError(f"{move.name!r} is not a play-by-mail move: {SYNTAX_HINT}.")
    assert isinstance(move, Reroll | BoxMove)
    game = board.game
    try:
        events = apply_move(game, move)
        if isinstance(move, BoxMove) and not game.is_over:
            events += game.apply(Roll())  # the server rolls the next player's dice
    except IllegalMove as err:
        raise BoardError(str(err)) from None
    if who not in board.passwords:
        board.passwords[who] = hash_password(password)
    return events
