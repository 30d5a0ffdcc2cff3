"""An exclusive lock on a lock file, and atomic file writes: what keeps a board whole when two moves
arrive at once.

POSIX uses ``fcntl.flock``; Windows uses ``msvcrt.locking`` on the lock file's first byte. Where
neither exists the lock degrades to an exclusively created marker file, removed on release.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
try:
    import msvcrt
except ImportError:  # POSIX
    msvcrt = None  # type: ignore[assignment]

#: How long to wait for a lock before giving up (seconds): a move takes a fraction of a second.
LOCK_TIMEOUT = 30.0


class LockTimeout(OSError):
    """Another process held the lock for too long."""


@contextmanager
def exclusive_lock(path: Path, timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (created if missing) for the ``with`` block."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if fcntl is None and msvcrt is None:
        with _marker_lock(path, timeout):
            yield
        return
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        else:
            _msvcrt_lock(fd, timeout)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
            else:
                os.lseek(fd, 0, os.SEEK_SET)
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    finally:
        os.close(fd)


def _msvcrt_lock(fd: int, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return
        except OSError:
            if time.monotonic() > deadline:
                raise LockTimeout(f"{fd} stayed locked for {timeout:.0f} seconds") from None
            time.sleep(0.05)


@contextmanager
def _marker_lock(path: Path, timeout: float) -> Iterator[None]:
    marker = path.with_name(path.name + ".held")
    deadline = time.monotonic() + timeout
    while True:
        try:
            os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
            break
        except FileExistsError:
            if time.monotonic() > deadline:
                raise LockTimeout(f"{marker} stayed in place for {timeout:.0f} seconds") from None
            time.sleep(0.05)
    try:
        yield
    finally:
        marker.unlink(missing_ok=True)


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so readers see the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
