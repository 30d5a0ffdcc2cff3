"""The index of the play-by-mail boards: one line a board in ``pbm/index.txt``, so that ``list``, ``games``,
``standings``, the time limit and a repeated challenge never open thousands of board files::

    ynot-pbm-index 1
    7 yacht yacht 12 2026-11-23T11:02:10Z 14 ned 3/13 fred,ned - - 5f0c... 1

(number, game, rules, moves, last move, limit in days, player to move or ``-``, progress, users, final
totals or ``-``, who resigned or was dropped or ``-``, the key of the challenge's message or ``-``, and
``1`` once every player has moved, else ``0``; a line of an older index without that field counts a board
as played once it had as many moves as players.)

The index is written atomically (:func:`ynot.store.safefile.atomic_write`) under ``index.lock`` after every
board is saved; when it is missing it is rebuilt from the boards' first lines, and when it is damaged it is
moved aside with a sentence and rebuilt.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..i18n import _
from ..store.safefile import atomic_write, exclusive_lock, move_aside
from .users import PbmError

MAGIC = "ynot-pbm-index 1"
FIELDS = 13
NONE = "-"


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


class BoardIndex:
    """``folder/index.txt``; ``read_board(n)`` gives a board's summary from its file (to rebuild) and
    ``numbers()`` the boards in the folder."""

    def __init__(
        self, folder: Path, read_board: Callable[[int], BoardSummary], numbers: Callable[[], list[int]]
    ) -> None:
        self.path = folder / "index.txt"
        self.lock_path = folder / "index.lock"
        self._read_board = read_board
        self._numbers = numbers
        self._cache: tuple[tuple[int, int], dict[int, BoardSummary]] | None = None
        self._held = False  # this process holds index.lock (a rebuild inside put takes it not again)
        #: Sentences for the keeper: a damaged index moved aside, boards that could not be read.
        self.notices: list[str] = []

    # -- reading -------------------------------------------------------------------------------
    def _stat(self) -> tuple[int, int] | None:
        try:
            stat = os.stat(self.path)
        except FileNotFoundError:
            return None
        return (stat.st_mtime_ns, stat.st_size)

    def _parse(self, text: str) -> dict[int, BoardSummary]:
        lines = text.split("\n")
        if not lines or lines[0] != MAGIC:
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

    def entries(self) -> dict[int, BoardSummary]:
        """Every board's summary by number (the index rebuilt first when missing or damaged)."""
        key = self._stat()
        if key is not None and self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        if key is None:
            return self.rebuild()
        try:
            text = self.path.read_bytes().decode("utf-8")
            found = self._parse(text)
        except (UnicodeDecodeError, ValueError) as err:
            why = str(err) if isinstance(err, ValueError) else _("it is not UTF-8 text")
            return self.rebuild(damaged=why)
        except OSError as err:
            raise PbmError(_("The board index cannot be read ({why}).").format(why=err.strerror or err)) from None
        self._cache = (key, found)
        return found

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
        text = "\n".join([MAGIC, *(entries[n].to_line() for n in sorted(entries))]) + "\n"
        atomic_write(self.path, text, mode=0o600)
        self._cache = (self._stat() or (0, 0), entries)

    def rebuild(self, damaged: str | None = None) -> dict[int, BoardSummary]:
        """Read every board's first lines again and write the index; ``damaged`` says why the old index is
        moved aside first."""
        with self._lock():
            if damaged is not None and self.path.exists():
                self.notices.append(
                    move_aside(
                        self.path,
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
        """Bring board ``summary.number``'s line up to date (after the board was saved). The line is found
        and replaced in the text, so a move does not parse the index's 10,000 lines; a file not shaped like an
        index is rebuilt first."""
        with self._lock():
            try:
                text: str | None = self.path.read_bytes().decode("utf-8")
            except (OSError, UnicodeDecodeError):
                text = None
            changed = None if text is None or not text.startswith(MAGIC + "\n") else _with_line(text, summary)
            if changed is None:
                entries = dict(self.entries())  # rebuilt when missing or damaged (the lock is already ours)
                entries[summary.number] = summary
                self._write(entries)
                return
            atomic_write(self.path, changed, mode=0o600)
            self._cache = None

    def forget(self, number: int) -> None:
        """Board ``number`` is gone (moved aside)."""
        if self._stat() is None:
            return
        with self._lock():
            entries = dict(self.entries())
            if entries.pop(number, None) is not None:
                self._write(entries)


def _with_line(text: str, summary: BoardSummary) -> str | None:
    """The index's text with board ``summary.number``'s line put in (replaced, or added at the end for a
    board numbered after the others); None when it cannot be done in place."""
    line = summary.to_line()
    key = f"\n{summary.number} "
    at = text.find(key)
    if at >= 0:
        end = text.find("\n", at + 1)
        return text[: at + 1] + line + (text[end:] if end >= 0 else "\n")
    body = text.rstrip("\n")
    last = body[body.rfind("\n") + 1:].split(" ", 1)[0]
    if body == MAGIC or (last.isdigit() and int(last) < summary.number):
        return body + "\n" + line + "\n"
    return None

