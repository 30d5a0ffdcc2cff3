"""The index of the play-by-mail boards: one line a board in ``pbm/index.txt``, so that ``list``, ``games``,
``standings``, the time limit and a repeated challenge never open thousands of board files::

    ynot-pbm-index 1
    7 yacht yacht 12 2026-11-23T11:02:10Z 14 ned 3/13 fred,ned - - 5f0c... 1

(number, game, rules, moves, last move, limit in days, player to move or ``-``, progress, users, final
totals or ``-``, who resigned or was dropped or ``-``, the key of the challenge's message or ``-``, and
``1`` once every player has moved, else ``0``; a line of an older index without that field counts a board
as played once it had as many moves as players.)

A saved board's new line is appended to ``pbm/index-changes.txt`` (flushed to disk), under ``index.lock``:
a move touches one line, not the 10,000 of ``index.txt``. A reader takes ``index.txt`` and then the
changes, a later line of a board over an earlier one; once the changes pass :data:`CHANGES_BYTES` they are
folded into ``index.txt`` (written atomically with :func:`ynot.store.safefile.atomic_write`) and the
changes file removed. When the index is missing it is rebuilt from the boards' first lines, and when it is
damaged it is moved aside with a sentence and rebuilt. A change line cut short by a crash is left out:
its board's line is rebuilt with the next ``ynot pbm index``, and the board's next save writes it anew.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..i18n import _
from ..store.safefile import atomic_write, exclusive_lock, move_aside, sync_folder
from .users import PbmError

MAGIC = "ynot-pbm-index 1"
FIELDS = 13
NONE = "-"
#: The size past which the changes are folded into ``index.txt`` (about 700 moves; a fold reads and writes the
#: whole index once, about a third of a second for 10,000 boards).
CHANGES_BYTES = 64 * 1024


@dataclass(frozen=True)
class BoardSummary:
    """A board as ``list`` shows it."""

    number: int
    word: str
    rules: str
    users: tuple[str, ...]
    current: str  # the user to move, "" once the board is over
    progress: str  # the mail-board's short word: "3/13", "h2"
    totals: tuple[int, ...] | None  # the final totals once the board is over
    moves: int = 0
    moved: str = ""
    limit: int = 0
    out: tuple[str, ...] = ()  # who resigned or was dropped
    challenge: str = ""
    played: bool = True  # every player has made a move

    @property
    def guard(self) -> str:
        """The board and how many moves it has had, as a move's guard writes it: ``7#12``."""
        return f"{self.number}#{self.moves}"

    def line(self) -> str:
        who = " v ".join(self.users)
        if self.totals is not None:
            scores = ", ".join(f"{u} {t}" for u, t in zip(self.users, self.totals, strict=True))
            if self.out:
                status = _("over: {scores} ({user} left)").format(scores=scores, user=self.out[0])
            else:
                status = _("finished: {scores}").format(scores=scores)
        else:
            status = _("{user} to move ({progress})").format(user=self.current, progress=self.progress)
        return f"{self.guard:>9}  {self.word:<6} {who}  --  {status}"

    def status_line(self) -> str:
        """The board file's ``status`` line."""
        if self.totals is not None:
            return f"status over {self.progress} " + " ".join(str(t) for t in self.totals)
        return f"status turn {self.current} {self.progress}"

    def has_user(self, name: str) -> bool:
        return any(u.casefold() == name.casefold() for u in self.users)

    def winners(self) -> tuple[str, ...]:
        """The users with the best total among those who stayed to the end (none before the end, and none on
        a board left before every player had moved)."""
        if self.totals is None or (self.out and not self.played):
            return ()
        stayed = [(t, u) for u, t in zip(self.users, self.totals, strict=True) if u not in self.out]
        if not stayed:
            return ()
        best = max(t for t, _u in stayed)
        return tuple(u for t, u in stayed if t == best)

    def to_line(self) -> str:
        totals = ",".join(str(t) for t in self.totals) if self.totals is not None else NONE
        return " ".join(
            [
                str(self.number),
                self.word,
                self.rules or NONE,
                str(self.moves),
                self.moved or NONE,
                str(self.limit),
                self.current or NONE,
                self.progress or NONE,
                ",".join(self.users),
                totals,
                ",".join(self.out) or NONE,
                self.challenge or NONE,
                "1" if self.played else "0",
            ]
        )


def parse_line(line: str) -> BoardSummary:
    """One line of the index; ValueError if it is not one."""
    parts = line.split(" ")
    if len(parts) == FIELDS - 1:
        parts.append("")  # an older index's line: played is worked out below
    if len(parts) != FIELDS or parts[-1] not in ("", "0", "1"):
        raise ValueError(line)
    number, word, rules, moves, moved, limit, current, progress, users, totals, out, challenge, played = parts
    if not (number.isdigit() and moves.isdigit() and limit.isdigit()):
        raise ValueError(line)
    names = tuple(users.split(","))
    if not all(names) or (current != NONE and current not in names):
        raise ValueError(line)
    scores = None if totals == NONE else tuple(int(t) for t in totals.split(","))
    if scores is not None and len(scores) != len(names):
        raise ValueError(line)
    return BoardSummary(
        int(number),
        word,
        "" if rules == NONE else rules,
        names,
        "" if current == NONE else current,
        "" if progress == NONE else progress,
        scores,
        int(moves),
        "" if moved == NONE else moved,
        int(limit),
        () if out == NONE else tuple(out.split(",")),
        "" if challenge == NONE else challenge,
        played == "1" or (not played and int(moves) >= len(names)),
    )


class DamagedChanges(ValueError):
    """The changes file holds a line that is not a board's (the message says which)."""


class BoardIndex:
    """``folder/index.txt``; ``read_board(n)`` gives a board's summary from its file (to rebuild) and
    ``numbers()`` the boards in the folder."""

    def __init__(
        self, folder: Path, read_board: Callable[[int], BoardSummary], numbers: Callable[[], list[int]]
    ) -> None:
        self.path = folder / "index.txt"
        self.changes_path = folder / "index-changes.txt"
        self.lock_path = folder / "index.lock"
        self._read_board = read_board
        self._numbers = numbers
        self._cache: tuple[tuple[int, int, int, int], dict[int, BoardSummary]] | None = None
        self._held = False  # this process holds index.lock (a rebuild inside put takes it not again)
        #: Sentences for the keeper: a damaged index moved aside, boards that could not be read.
        self.notices: list[str] = []

    # -- reading -------------------------------------------------------------------------------
    def _stat(self) -> tuple[int, int, int, int] | None:
        """What tells the index's state apart: ``index.txt``'s and the changes' times and sizes (None: no index)."""
        try:
            stat = os.stat(self.path)
        except FileNotFoundError:
            return None
        try:
            changes = os.stat(self.changes_path)
            later = (changes.st_mtime_ns, changes.st_size)
        except FileNotFoundError:
            later = (0, 0)
        return (stat.st_mtime_ns, stat.st_size, *later)

    def _parse(self, text: str, *, changes: bool = False) -> dict[int, BoardSummary]:
        """The boards' lines of ``index.txt`` (``changes``: of the changes file, where a line cut short at the end
        is left out and no first line is expected)."""
        lines = text.split("\n")
        if changes:
            lines = ["", *lines[:-1]]  # the last piece is "" after a whole line, a cut line after a crash
        elif not lines or lines[0] != MAGIC:
            raise ValueError(_("it does not start with '{magic}'").format(magic=MAGIC))
        found: dict[int, BoardSummary] = {}
        for number, line in enumerate(lines[1:], start=2):
            if not line:
                continue
            try:
                entry = parse_line(line)
            except ValueError:
                raise ValueError(_("line {n} is not a board's line").format(n=number)) from None
            found[entry.number] = entry
        return found

    def _read(self) -> dict[int, BoardSummary] | None:
        """``index.txt`` with the changes applied; None if the changes were folded in while they were read
        (then read again). ValueError or UnicodeDecodeError if a file is damaged."""
        with open(self.path, "rb") as handle:
            before = os.fstat(handle.fileno())
            text = handle.read().decode("utf-8")
        found = self._parse(text)
        try:
            with open(self.changes_path, "rb") as handle:
                later = handle.read().decode("utf-8")
        except FileNotFoundError:
            later = ""
        try:
            after = os.stat(self.path)
        except FileNotFoundError:
            return None
        if (after.st_ino, after.st_mtime_ns) != (before.st_ino, before.st_mtime_ns):
            return None
        if later:
            try:
                found.update(self._parse(later, changes=True))
            except ValueError as err:
                raise DamagedChanges(str(err)) from None
        return found

    def entries(self) -> dict[int, BoardSummary]:
        """Every board's summary by number (the index rebuilt first when missing or damaged)."""
        for _attempt in range(5):
            key = self._stat()
            if key is not None and self._cache is not None and self._cache[0] == key:
                return self._cache[1]
            if key is None:
                return self.rebuild()
            try:
                found = self._read()
            except FileNotFoundError:
                continue  # folded in and replaced meanwhile: read again
            except (UnicodeDecodeError, ValueError) as err:
                why = str(err) if isinstance(err, ValueError) else _("it is not UTF-8 text")
                return self.rebuild(damaged=why, changes=isinstance(err, DamagedChanges))
            except OSError as err:
                raise PbmError(_("The board index cannot be read ({why}).").format(why=err.strerror or err)) from None
            if found is not None:
                self._cache = (key, found)
                return found
        return self.rebuild()  # folded in under us again and again (it never is): built anew, holding the lock

    def sorted(self) -> list[BoardSummary]:
        entries = self.entries()
        return [entries[n] for n in sorted(entries)]

    # -- writing -------------------------------------------------------------------------------
    @contextlib.contextmanager
    def _lock(self) -> Iterator[None]:
        if self._held:
            yield
            return
        with exclusive_lock(self.lock_path):
            self._held = True
            try:
                yield
            finally:
                self._held = False

    def _write(self, entries: dict[int, BoardSummary]) -> None:
        """``index.txt`` written anew from ``entries``, the changes (folded in) removed."""
        text = "\n".join([MAGIC, *(entries[n].to_line() for n in sorted(entries))]) + "\n"
        atomic_write(self.path, text, mode=0o600)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.changes_path)
        self._cache = (self._stat() or (0, 0, 0, 0), entries)

    def rebuild(self, damaged: str | None = None, *, changes: bool = False) -> dict[int, BoardSummary]:
        """Read every board's first lines again and write the index; ``damaged`` says why the old index (with
        ``changes``: its changes file) is moved aside first."""
        with self._lock():
            bad = self.changes_path if changes else self.path
            if damaged is not None and bad.exists():
                self.notices.append(
                    move_aside(
                        bad,
                        _("is damaged ({why})").format(why=damaged),
                        what=_("The board index"),
                        then=_("it was built again"),
                    ).sentence
                )
            entries: dict[int, BoardSummary] = {}
            for number in self._numbers():
                try:
                    entries[number] = self._read_board(number)
                except PbmError as err:
                    self.notices.append(str(err))
            if self.path.parent.is_dir():
                self._write(entries)
        return entries

    def put(self, summary: BoardSummary) -> None:
        """Bring board ``summary.number``'s line up to date (after the board was saved): the line is appended to
        the changes, so a move neither reads nor writes the index's 10,000 lines; past :data:`CHANGES_BYTES` the
        changes are folded in. A missing index is rebuilt (from the boards, this one as saved)."""
        with self._lock():
            if not self.path.exists():
                self.rebuild()
                return
            fresh = not self.changes_path.exists()
            flags = os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0)
            fd = os.open(self.changes_path, flags, 0o600)
            try:
                _cut_torn_line(fd)
                os.write(fd, (summary.to_line() + "\n").encode("utf-8"))
                os.fsync(fd)
                size = os.fstat(fd).st_size
            finally:
                os.close(fd)
            if fresh:
                sync_folder(self.path.parent)
            self._cache = None
            if size > CHANGES_BYTES:
                self._write(dict(self.entries()))

    def forget(self, number: int) -> None:
        """Board ``number`` is gone (moved aside)."""
        if self._stat() is None:
            return
        with self._lock():
            entries = dict(self.entries())
            if entries.pop(number, None) is not None:
                self._write(entries)


def _cut_torn_line(fd: int) -> None:
    """Cut off the end of the changes file ``fd`` after its last whole line: a line a crash left half written,
    which the next line would otherwise be joined to."""
    size = os.fstat(fd).st_size
    if not size:
        return
    start = max(0, size - 4096)  # a line is far shorter
    os.lseek(fd, start, os.SEEK_SET)
    tail = os.read(fd, size - start)
    if not tail.endswith(b"\n"):
        os.ftruncate(fd, start + tail.rfind(b"\n") + 1)
