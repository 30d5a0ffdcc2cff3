"""Atomic writes and moving bad files aside."""

from __future__ import annotations

import contextlib
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path


def now_iso() -> str:
    """The current time, UTC, to the second, ISO 8601."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def now_precise() -> str:
    """The current time, UTC, to the microsecond, ISO 8601 (orders autosaves made in one second)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S")


def atomic_write(path: Path, data: bytes, *, sync: bool = True) -> None:
    """Write ``data`` to ``path`` so that a reader (or a crash) sees the old file or the new, never a
    mixture: a temporary file in the same folder, flushed to disk, then renamed over ``path``."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def aside_name(path: Path) -> Path:
    """A free name ``<name>.corrupt-<timestamp>`` next to ``path``."""
    base = f"{path.name}.corrupt-{_stamp()}"
    candidate = path.with_name(base)
    n = 1
    while candidate.exists() or candidate.is_symlink():
        n += 1
        candidate = path.with_name(f"{base}-{n}")
    return candidate


def move_aside(path: Path, companions: tuple[str, ...] = ()) -> Path | None:
    """Rename ``path`` (a file or a folder) to ``<name>.corrupt-<timestamp>``, and the companion files
    ``<name><suffix>`` (e.g. sqlite's ``-wal``) with it; the new path, or None if it could not move."""
    target = aside_name(path)
    try:
        os.replace(path, target)
    except FileNotFoundError:
        return target  # another copy of the game moved it first
    except OSError:
        return None
    for suffix in companions:
        extra = path.with_name(path.name + suffix)
        with contextlib.suppress(OSError):
            if extra.exists():
                os.replace(extra, target.with_name(target.name + suffix))
    return target


STALE_SECONDS = 60


def remove_stale(folder: Path, patterns: tuple[str, ...], older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete files matching ``patterns`` in ``folder`` last changed more than ``older_than`` seconds
    ago: the temporary files of writes that a killed process never finished. Returns what went."""
    import time

    gone = []
    limit = time.time() - older_than
    for pattern in patterns:
        for path in folder.glob(pattern):
            with contextlib.suppress(OSError):
                if path.is_file() and path.stat().st_mtime < limit:
                    path.unlink()
                    gone.append(path)
    return gone
