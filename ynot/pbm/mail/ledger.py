"""What the mail gateway remembers between runs: the messages it has handled (so a message delivered
twice is carried out once), and from whom and when (the rate limit).

``mail-seen.txt`` holds one ``KEY SENDER TIME`` line a handled message, newest last, appended and
flushed to disk before the message's answer leaves; a message that held no command and was answered ends
its line in `` blank`` (such a sender is answered at most once an hour, so an autoresponder that does not
say so cannot keep a loop going). It is changed only under ``mail.lock``, which the gateway holds for the
whole of one message.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

from ...i18n import _
from ...store.safefile import atomic_write, move_aside

#: The list is cut back to its newest half when it grows past this.
SEEN_KEPT = 50_000
RATE_WINDOW = 3600.0
NOBODY = "-"
BLANK = "blank"
_LINE = re.compile(r"^[0-9a-f]{32}(#\d+)? \S{1,254} \d{1,12}( blank)?$")


def now() -> float:
    """The time, in seconds since the epoch: the one clock of the mail server (tests set it)."""
    return time.time()


def private_folder(folder: Path) -> None:
    """Make ``folder`` (the boards, users and mail) if need be, readable by its owner only."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if folder.stat().st_mode & 0o077:
        os.chmod(folder, 0o700)


class Ledger:
    """The handled messages in ``folder/mail-seen.txt``. The file is kept as read (its bytes), not as a set of
    its lines: one message's run asks about one key, and at 50,000 lines searching the bytes for it is far
    quicker than reading every line into a set."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / "mail-seen.txt"
        self.lock_path = folder / "mail.lock"
        self._raw: bytes | None = None  # the file as last read, with what this process added since
        self._recent: list[tuple[str, float, bool]] = []  # (sender, time, blank) of the last hour's messages
        self._size = 0
        #: Sentences for the keeper (a damaged list moved aside).
        self.notices: list[str] = []

    def _file_size(self) -> int:
        try:
            return self.path.stat().st_size
        except FileNotFoundError:
            return 0

    def _load(self) -> bytes:
        """The handled messages' lines, each ending in a line end, read again whenever another process has
        added to the file. The lines read (the first, the last and the last hour's) are checked: a list
        that is not one is moved aside and a new one begun."""
        if self._raw is None or self._file_size() != len(self._raw):
            try:
                raw = self.path.read_bytes()
            except FileNotFoundError:
                raw = b""
            self._raw = raw if raw.endswith(b"\n") or not raw else raw + b"\n"
            first = self._raw[: self._raw.find(b"\n")].decode("utf-8", "replace")
            recent = self._last_hour(self._raw) if not self._raw or _LINE.match(first) else 1
            if isinstance(recent, int):
                self.notices.append(
                    move_aside(
                        self.path,
                        _("is damaged (line {n})").format(n=recent),
                        what=_("The list of handled messages"),
                        then=_(
                            "a new one is begun (boards remember their challenges and moves, so none is played twice)"
                        ),
                    ).sentence
                )
                self._raw, recent = b"", []
            self._size = self._raw.count(b"\n")
            self._recent = recent
        return self._raw

    @staticmethod
    def _last_hour(raw: bytes) -> list[tuple[str, float, bool]] | int:
        """The senders and times of the last hour's lines, read from the end (the newest are last); the
        number of the first line read that is not a handled message's, if one is not."""
        since, recent, end = now() - RATE_WINDOW, [], len(raw) - 1  # raw ends in a line end
        while end > 0:
            start = raw.rfind(b"\n", 0, end) + 1
            line = raw[start:end].decode("utf-8", "replace")
            if not _LINE.match(line):
                return raw.count(b"\n", 0, start) + 1
            _key, who, stamp, *blank = line.split(" ")
            if float(stamp) <= since:
                break
            recent.append((who, float(stamp), bool(blank)))
            end = start - 1
        recent.reverse()
        return recent

    def seen(self, key: str) -> bool:
        """Was the message ``key`` handled before?"""
        raw = self._load()
        needle = key.encode() + b" "
        return raw.startswith(needle) or b"\n" + needle in raw

    def recent(self, sender: str, at: float | None = None) -> int:
        """How many messages ``sender`` sent in the last hour (handled ones, this one not included)."""
        self._load()
        since = (now() if at is None else at) - RATE_WINDOW
        return sum(1 for who, stamp, _blank in self._recent if who == sender and stamp > since)

    def answered_blank(self, sender: str, at: float | None = None) -> bool:
        """Was ``sender`` answered in the last hour for a message that held no command?"""
        self._load()
        since = (now() if at is None else at) - RATE_WINDOW
        return any(blank and who == sender and stamp > since for who, stamp, blank in self._recent)

    def mark_seen(self, key: str, sender: str | None, *, blank: bool = False) -> None:
        """Note ``key`` as handled (from ``sender``; ``blank``: it held no command and was answered), durably,
        before its answer leaves."""
        raw = self._load()
        stamp = now()
        who = sender if sender and " " not in sender else NOBODY
        private_folder(self.folder)
        line = (f"{key} {who} {stamp:.0f}" + (f" {BLANK}" if blank else "") + "\n").encode()
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with os.fdopen(fd, "ab") as handle:
            if os.fstat(fd).st_mode & 0o077:
                os.fchmod(fd, 0o600)
            handle.write(line)
            handle.flush()
            os.fsync(fd)
        self._raw = raw + line
        self._recent.append((who, stamp, blank))
        self._size += 1
        if self._size > SEEN_KEPT:
            lines = self.path.read_text(encoding="utf-8", errors="replace").splitlines()[-SEEN_KEPT // 2 :]
            atomic_write(self.path, "\n".join(lines) + "\n", mode=0o600)
            self._raw = None
