"""What the mail gateway remembers between runs: the messages it has handled (so a message delivered
twice is carried out once), and from whom and when (the rate limit).

``mail-seen.txt`` holds one ``KEY SENDER TIME`` line a handled message, newest last, appended and
flushed to disk before the message's answer leaves. It is changed only under ``mail.lock``, which the
gateway holds for the whole of one message.
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
_LINE = re.compile(r"^[0-9a-f]{32}(#\d+)? \S{1,254} \d{1,12}$")


def now() -> float:
    """The time, in seconds since the epoch: the one clock of the mail server (tests set it)."""
    return time.time()


def private_folder(folder: Path) -> None:
    """Make ``folder`` (the boards, users and mail) if need be, readable by its owner only."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if folder.stat().st_mode & 0o077:
        os.chmod(folder, 0o700)


class Ledger:
    """The handled messages in ``folder/mail-seen.txt``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / "mail-seen.txt"
        self.lock_path = folder / "mail.lock"
        self._keys: set[str] | None = None
        self._recent: list[tuple[str, float]] = []  # (sender, time) of the last hour's messages
        self._size = 0
        self._bytes = 0
        #: Sentences for the keeper (a damaged list moved aside).
        self.notices: list[str] = []

    def _file_size(self) -> int:
        try:
            return self.path.stat().st_size
        except FileNotFoundError:
            return 0

    def _load(self) -> set[str]:
        """The handled keys, read again whenever another process has added to the file."""
        size = self._file_size()
        if self._keys is None or size != self._bytes:
            try:
                raw = self.path.read_bytes()
            except FileNotFoundError:
                raw = b""
            self._bytes = len(raw)
            lines = raw.decode("utf-8", "replace").splitlines()
            bad = next((n for n, line in enumerate(lines, start=1) if not _LINE.match(line)), None)
            if bad is not None:
                self.notices.append(move_aside(
                    self.path, _("is damaged (line {n})").format(n=bad), what=_("The list of handled messages"),
                    then=_("a new one is begun (boards remember their challenges and moves, so none is "
                           "played twice)")).sentence)
                lines, self._bytes = [], 0
            self._keys, self._recent, self._size = set(), [], len(lines)
            since = now() - RATE_WINDOW
            for line in lines:
                key, who, stamp = line.split(" ")
                self._keys.add(key)
                if float(stamp) > since:
                    self._recent.append((who, float(stamp)))
        return self._keys

    def seen(self, key: str) -> bool:
        """Was the message ``key`` handled before?"""
        return key in self._load()

    def recent(self, sender: str, at: float | None = None) -> int:
        """How many messages ``sender`` sent in the last hour (handled ones, this one not included)."""
        self._load()
        since = (now() if at is None else at) - RATE_WINDOW
        return sum(1 for who, stamp in self._recent if who == sender and stamp > since)

    def mark_seen(self, key: str, sender: str | None) -> None:
        """Note ``key`` as handled (from ``sender``), durably, before its answer leaves."""
        keys = self._load()
        stamp = now()
        who = sender if sender and " " not in sender else NOBODY
        private_folder(self.folder)
        line = f"{key} {who} {stamp:.0f}\n".encode()
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        with os.fdopen(fd, "ab") as handle:
            if os.fstat(fd).st_mode & 0o077:
                os.fchmod(fd, 0o600)
            handle.write(line)
            handle.flush()
            os.fsync(fd)
        self._bytes += len(line)
        keys.add(key)
        self._recent.append((who, stamp))
        self._size += 1
        if self._size > SEEN_KEPT:
            lines = self.path.read_text(encoding="utf-8", errors="replace").splitlines()[-SEEN_KEPT // 2:]
            atomic_write(self.path, "\n".join(lines) + "\n", mode=0o600)
            self._keys = None
