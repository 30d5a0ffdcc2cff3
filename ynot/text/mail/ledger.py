"""What the mail gateway remembers between runs: the messages it has handled (so a message delivered
twice is carried out once), and from whom and when (the rate limit).

``mail-seen.txt`` holds one ``KEY SENDER TIME`` line a handled message, newest last, appended and
flushed to disk before the message's answer leaves. It is changed only under ``mail.lock``, which the
gateway holds for the whole of one message.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from ...store.safefile import atomic_write

#: The list is cut back to its newest half when it grows past this.
SEEN_KEPT = 50_000
RATE_WINDOW = 3600.0
NOBODY = "-"


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
            self._keys, self._recent, self._size = set(), [], len(lines)
            since = time.time() - RATE_WINDOW
            for line in lines:
                parts = line.split(" ")
                if not parts[0]:
                    continue
                self._keys.add(parts[0])
                if len(parts) == 3:
                    try:
                        stamp = float(parts[2])
                    except ValueError:
                        continue
                    if stamp > since:
                        self._recent.append((parts[1], stamp))
        return self._keys

    def seen(self, key: str) -> bool:
        """Was the message ``key`` handled before?"""
        return key in self._load()

    def recent(self, sender: str, now: float | None = None) -> int:
        """How many messages ``sender`` sent in the last hour (handled ones, this one not included)."""
        self._load()
        since = (time.time() if now is None else now) - RATE_WINDOW
        return sum(1 for who, stamp in self._recent if who == sender and stamp > since)

    def mark_seen(self, key: str, sender: str | None) -> None:
        """Note ``key`` as handled (from ``sender``), durably, before its answer leaves."""
        keys = self._load()
        now = time.time()
        who = sender if sender and " " not in sender else NOBODY
        self.folder.mkdir(parents=True, exist_ok=True)
        line = f"{key} {who} {now:.0f}\n".encode()
        with open(self.path, "ab") as handle:
            handle.write(line)
            handle.flush()
            os.fsync(handle.fileno())
        self._bytes += len(line)
        keys.add(key)
        self._recent.append((who, now))
        self._size += 1
        if self._size > SEEN_KEPT:
            lines = self.path.read_text(encoding="utf-8", errors="replace").splitlines()[-SEEN_KEPT // 2:]
            atomic_write(self.path, "\n".join(lines) + "\n")
            self._keys = None
