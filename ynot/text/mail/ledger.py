"""What the mail gateway remembers between runs: the messages it has handled (so a message delivered
twice is carried out once) and when each sender last wrote (the rate limit).

``mail-seen.txt`` holds one ``KEY TIME`` line a handled message, newest last; ``mail-rate.txt`` one
``ADDRESS TIME`` line a message of the last hour. Both are changed only under ``mail.lock``, which the
gateway holds for the whole of one message.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from ...store.safefile import atomic_write

#: The seen list is cut back to its newest half when it grows past this.
SEEN_KEPT = 50_000
RATE_WINDOW = 3600.0


class Ledger:
    """The handled messages and the senders' recent messages, in ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.seen_path = folder / "mail-seen.txt"
        self.rate_path = folder / "mail-rate.txt"
        self.lock_path = folder / "mail.lock"
        self._seen: set[str] | None = None

    def _seen_keys(self) -> set[str]:
        if self._seen is None:
            try:
                lines = self.seen_path.read_text(encoding="utf-8", errors="replace").splitlines()
            except FileNotFoundError:
                lines = []
            self._seen = {line.split(" ", 1)[0] for line in lines if line.strip()}
        return self._seen

    def seen(self, key: str) -> bool:
        """Was the message ``key`` handled before?"""
        return key in self._seen_keys()

    def mark_seen(self, key: str) -> None:
        """Note ``key`` as handled, durably, before its answer leaves."""
        self.folder.mkdir(parents=True, exist_ok=True)
        keys = self._seen_keys()
        with open(self.seen_path, "a", encoding="utf-8") as handle:
            handle.write(f"{key} {int(time.time())}\n")
            handle.flush()
            os.fsync(handle.fileno())
        keys.add(key)
        if len(keys) > SEEN_KEPT:
            lines = self.seen_path.read_text(encoding="utf-8", errors="replace").splitlines()
            kept = lines[-SEEN_KEPT // 2:]
            atomic_write(self.seen_path, "\n".join(kept) + "\n")
            self._seen = {line.split(" ", 1)[0] for line in kept}

    def count_and_note(self, sender: str, now: float | None = None) -> int:
        """Note one more message from ``sender``; how many it sent in the last hour, this one included."""
        now = time.time() if now is None else now
        entries: list[tuple[str, float]] = []
        try:
            for line in self.rate_path.read_text(encoding="utf-8", errors="replace").splitlines():
                who, _sep, when = line.rpartition(" ")
                try:
                    stamp = float(when)
                except ValueError:
                    continue
                if who and now - RATE_WINDOW < stamp <= now + 60:
                    entries.append((who, stamp))
        except FileNotFoundError:
            pass
        entries.append((sender, now))
        atomic_write(self.rate_path, "".join(f"{who} {stamp:.0f}\n" for who, stamp in entries))
        return sum(1 for who, _stamp in entries if who == sender)
