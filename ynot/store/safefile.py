"""Safe files: the one way YNOT writes, sets aside and locks a file.

- :func:`atomic_write` / :func:`atomic_path`: a temporary file in the same folder, flushed to disk
  (fsync), renamed over the target, then the folder itself flushed, so a reader or a crash sees the old
  file or the new one, never a mixture, and the rename survives a power cut.
- :func:`move_aside`: a damaged or foreign file goes to ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (UTC) next
  to it; the answer carries the new path and one sentence for the player.
- :func:`exclusive_lock` waits for a lock file at most ``timeout`` seconds, then raises
  :class:`LockTimeout` whose message is a sentence; :func:`try_lock` takes a lock without waiting and
  keeps it until released (the autosave of the game a copy of YNOT is playing).

This module imports nothing of ours but the translation function, so every layer above ``game`` may
use it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from ..i18n import _

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
try:
    import msvcrt
except ImportError:  # POSIX
    msvcrt = None  # type: ignore[assignment]

#: The one timestamp format of a file moved aside (UTC): ``ynot.ini.corrupt-20261123-101500``.
ASIDE_STAMP = "%Y%m%d-%H%M%S"
ASIDE_MARK = ".corrupt-"
#: How long :func:`exclusive_lock` waits by default (seconds): a save takes a fraction of a second.
LOCK_TIMEOUT = 30.0
_POLL = 0.02
#: Temporary files older than this (seconds) were left by a killed process.
STALE_SECONDS = 60


def why(err: BaseException) -> str:
    """A short reason for ``err`` to put in a sentence ("not a directory", "no space left on device")."""
    if isinstance(err, OSError) and err.strerror:
        return err.strerror.lower()
    return str(err) or type(err).__name__


# --- atomic writes ----------------------------------------------------------------------------
def sync_folder(folder: Path) -> None:
    """Flush ``folder``'s entries (a rename just made in it) to disk; a no-op where the system
    cannot open a folder (Windows) or refuses to sync one."""
    if os.name == "nt":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _sync_file(path: str) -> None:
    fd = os.open(path, os.O_RDWR)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _new_file(folder: Path, prefix: str, suffix: str) -> str:
    """A new empty file in ``folder`` that did not exist (not even as a link), readable by its owner only,
    as ``tempfile.mkstemp`` makes one: tempfile itself loads shutil, bz2 and lzma, which a mailed move
    has no use for."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        name = os.path.join(folder, f"{prefix}{os.urandom(6).hex()}{suffix}")
        try:
            fd = os.open(name, flags, 0o600)
        except FileExistsError:
            continue
        os.close(fd)
        return name
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), name)  # as any refusal of the system


@contextlib.contextmanager
def atomic_path(path: Path, *, suffix: str = ".tmp", mode: int | None = None) -> Iterator[Path]:
    """A temporary path next to ``path`` for a writer that wants a file name (``pygame.image.save``,
    ``wave.open``); when the block ends without error it is flushed, given ``mode`` if set, renamed over
    ``path`` and the folder flushed. On an error the temporary file is removed and ``path`` untouched.
    ``suffix`` ends the temporary name (a writer that picks the format by extension wants ``.tmp.png``).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _new_file(path.parent, f".{path.name}.", suffix)
    try:
        yield Path(tmp)
        _sync_file(tmp)
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    sync_folder(path.parent)


def atomic_write(path: Path, data: bytes | str, *, mode: int | None = None) -> None:
    """Write ``data`` (text is written as UTF-8 with ``\\n`` line ends) to ``path`` atomically and
    durably; the folder is created if missing. Raises OSError when the disk refuses."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    with atomic_path(path, mode=mode) as tmp, open(tmp, "wb") as handle:
        handle.write(raw)


def unusable(folder: Path) -> OSError | None:
    """Why nothing can be kept in ``folder`` (made if missing), or None: it must be a folder in which a file of
    one byte can be written (a full disk or a file size limit refuses even that) and removed again."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        name = _new_file(folder, ".ynot-probe.", ".tmp")
    except OSError as err:
        return err
    try:
        with open(name, "wb") as handle:
            handle.write(b"\n")
    except OSError as err:
        return err
    finally:
        with contextlib.suppress(OSError):
            os.unlink(name)
    return None


def blocking_path(folder: Path) -> Path:
    """The path to name when ``folder`` cannot be used: the file that stands where a folder above it should
    be (``$YNOT_HOME`` set to a file), else the folder itself."""
    for above in [folder, *folder.parents]:
        if above.exists() or above.is_symlink():
            return folder if above.is_dir() else above
    return folder


def remove_stale(folder: Path, patterns: tuple[str, ...], older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete files matching ``patterns`` in ``folder`` last changed more than ``older_than`` seconds
    ago: the temporary files of writes that a killed process never finished. Returns what went."""
    gone = []
    limit = time.time() - older_than
    for pattern in patterns:
        for path in folder.glob(pattern):
            with contextlib.suppress(OSError):
                if path.is_file() and path.stat().st_mtime < limit:
                    path.unlink()
                    gone.append(path)
    return gone


# --- moving a bad file aside ------------------------------------------------------------------
@dataclass(frozen=True)
class Aside:
    """Where a bad file went (None: it could not be moved) and the sentence that tells the player."""

    path: Path | None
    sentence: str


def aside_name(path: Path) -> Path:
    """A free name ``<name>.corrupt-<timestamp>`` next to ``path``."""
    base = f"{path.name}{ASIDE_MARK}{time.strftime(ASIDE_STAMP, time.gmtime())}"
    candidate = path.with_name(base)
    n = 1
    while candidate.exists() or candidate.is_symlink():
        n += 1
        candidate = path.with_name(f"{base}-{n}")
    return candidate


def move_aside(
    path: Path,
    problem: str,
    *,
    what: str | None = None,
    then: str = "",
    companions: tuple[str, ...] = (),
) -> Aside:
    """Rename ``path`` (a file or a folder) to ``<name>.corrupt-<timestamp>``, with its companion files
    ``<name><suffix>`` (e.g. sqlite's ``-wal``), and say so: ``"<what> <problem>; it was moved aside as
    <new name>[ and <then>]."`` (``what`` defaults to the file's name). If another process moved it
    first the sentence still names where it went; if it cannot move, ``Aside.path`` is None and the
    sentence says so."""
    what = what or path.name
    target = aside_name(path)
    try:
        os.replace(path, target)
    except FileNotFoundError:
        pass  # another copy of the game moved it first
    except OSError:
        if then:
            sentence = _("{what} {problem}; it could not be moved aside, and {then}.")
        else:
            sentence = _("{what} {problem}; it could not be moved aside.")
        return Aside(None, sentence.format(what=what, problem=problem, then=then))
    else:
        for suffix in companions:
            extra = path.with_name(path.name + suffix)
            with contextlib.suppress(OSError):
                if extra.exists():
                    os.replace(extra, target.with_name(target.name + suffix))
        sync_folder(path.parent)
    if then:
        sentence = _("{what} {problem}; it was moved aside as {aside} and {then}.")
    else:
        sentence = _("{what} {problem}; it was moved aside as {aside}.")
    return Aside(target, sentence.format(what=what, problem=problem, aside=target.name, then=then))


# --- locks ------------------------------------------------------------------------------------
class LockTimeout(OSError):
    """Another process held a lock for longer than the wait allowed; ``str(err)`` is a sentence."""

    def __init__(self, path: Path, seconds: float) -> None:
        self.path = path
        self.seconds = seconds
        sentence = _("{name} stayed locked by another copy of YNOT for {seconds:g} seconds; try again in a moment.")
        super().__init__(errno.EAGAIN, sentence.format(name=path.name, seconds=round(seconds, 1)))

    def __str__(self) -> str:
        return str(self.strerror)


def _lock_now(fd: int) -> bool:
    """Take the OS lock on ``fd`` without waiting: True if taken, False if another holds it. Raises
    OSError for a file that cannot be locked at all (e.g. some network drives)."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError as err:
        if err.errno in (errno.EACCES, errno.EAGAIN, errno.EWOULDBLOCK, errno.EDEADLK):
            return False
        raise
    return True


def _unlock(fd: int) -> None:
    with contextlib.suppress(OSError):
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
        elif msvcrt is not None:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def try_lock(path: Path) -> BinaryIO | None:
    """An open handle on ``path`` (created if missing) holding its exclusive lock, or None if another
    process holds it; release with :func:`release`. Where the system or the drive has no locks it
    always succeeds."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a+b")  # noqa: SIM115 - kept open while the lock is held
    if fcntl is None and msvcrt is None:
        return handle
    try:
        if not _lock_now(handle.fileno()):
            handle.close()
            return None
    except OSError:
        pass  # a drive without locks: go on without
    return handle


def release(handle: BinaryIO) -> None:
    """Let go of a lock taken by :func:`try_lock`."""
    with contextlib.suppress(OSError, ValueError):
        _unlock(handle.fileno())
    with contextlib.suppress(OSError):
        handle.close()


@contextlib.contextmanager
def exclusive_lock(path: Path, timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    """Hold the exclusive lock on ``path`` (created if missing) for the ``with`` block, waiting at most
    ``timeout`` seconds for another process to let go; then :class:`LockTimeout`. Where the system has
    no locks, an exclusively created marker file ``<name>.held`` stands in for one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if fcntl is None and msvcrt is None:
        with _marker_lock(path, timeout):
            yield
        return
    deadline = time.monotonic() + timeout
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        while not _lock_now(fd):
            if time.monotonic() >= deadline:
                raise LockTimeout(path, timeout)
            time.sleep(_POLL)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def _marker_lock(path: Path, timeout: float) -> Iterator[None]:
    marker = path.with_name(path.name + ".held")
    deadline = time.monotonic() + timeout
    while True:
        try:
            os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
            break
        except FileExistsError:
            if time.monotonic() >= deadline:
                raise LockTimeout(path, timeout) from None
            time.sleep(_POLL)
    try:
        yield
    finally:
        marker.unlink(missing_ok=True)
