"""The one safe-file module: atomic writes with fsync of file and folder, move-aside, locks that give up."""

from __future__ import annotations

import os
import re
import time

import pytest

from ynot.store import safefile
from ynot.store.safefile import (
    LockTimeout,
    atomic_path,
    atomic_write,
    exclusive_lock,
    move_aside,
    release,
    try_lock,
)


def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "deep" / "ynot.ini"
    atomic_write(path, "one\n")
    atomic_write(path, b"two\n")
    assert path.read_bytes() == b"two\n"
    assert [p.name for p in path.parent.iterdir()] == ["ynot.ini"]


def test_atomic_write_flushes_the_file_and_then_the_folder(tmp_path, monkeypatch):
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("needs /proc to name file descriptors")
    monkeypatch.setattr(os, "fsync", fsync)
    path = tmp_path / "ynot.ini"
    atomic_write(path, "x")
    assert len(synced) == 2
    assert os.path.basename(synced[0]).startswith(".ynot.ini.")  # the temporary file, before the rename
    assert synced[1] == str(tmp_path)  # the folder, after it


def test_a_failed_write_keeps_the_old_file_and_removes_the_temporary(tmp_path):
    path = tmp_path / "sound.wav"
    atomic_write(path, b"old")
    with pytest.raises(RuntimeError), atomic_path(path) as temp:
        temp.write_bytes(b"half")
        raise RuntimeError("writer failed")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["sound.wav"]


def test_atomic_path_keeps_the_suffix_a_writer_needs_and_sets_the_mode(tmp_path):
    path = tmp_path / "icon.png"
    with atomic_path(path, suffix=".tmp.png", mode=0o644) as temp:
        assert temp.name.endswith(".tmp.png") and temp.parent == tmp_path
        temp.write_bytes(b"png")
    assert path.read_bytes() == b"png"
    assert path.stat().st_mode & 0o777 == 0o644


def test_move_aside_names_the_new_path_with_one_timestamp_format(tmp_path):
    path = tmp_path / "ynot.db"
    path.write_bytes(b"junk")
    (tmp_path / "ynot.db-wal").write_bytes(b"wal")
    aside = move_aside(path, "was damaged", then="a new one was started", companions=("-wal", "-shm"))
    assert aside.path is not None and aside.path.read_bytes() == b"junk"
    assert re.fullmatch(r"ynot\.db\.corrupt-\d{8}-\d{6}", aside.path.name)
    assert (tmp_path / f"{aside.path.name}-wal").read_bytes() == b"wal"
    assert not path.exists()
    assert aside.sentence == f"ynot.db was damaged; it was moved aside as {aside.path.name} and a new one was started."


def test_move_aside_twice_in_one_second_keeps_both(tmp_path):
    path = tmp_path / "ynot.ini"
    names = set()
    for text in ("a", "b"):
        path.write_text(text)
        aside = move_aside(path, "was damaged", what="Your settings")
        assert aside.sentence.startswith("Your settings was damaged; it was moved aside as ")
        names.add(aside.path)
    assert len(names) == 2 and {p.read_text() for p in names if p} == {"a", "b"}


def test_move_aside_that_cannot_move_says_so(tmp_path, monkeypatch):
    path = tmp_path / "board-1.txt"
    path.write_text("x")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(safefile.os, "replace", refuse)
    aside = move_aside(path, "is damaged", then="it is left as it is")
    assert aside.path is None
    assert aside.sentence == "board-1.txt is damaged; it could not be moved aside, and it is left as it is."


def test_a_held_lock_times_out_with_a_sentence(tmp_path):
    lock = tmp_path / "board-1.lock"
    with exclusive_lock(lock):
        started = time.monotonic()
        with pytest.raises(LockTimeout) as caught, exclusive_lock(lock, timeout=0.2):
            pass
        assert time.monotonic() - started < 10  # it gave up (the old Linux lock waited forever)
    assert str(caught.value) == (
        "board-1.lock stayed locked by another copy of YNOT for 0.2 seconds; try again in a moment."
    )
    with exclusive_lock(lock, timeout=0.2):  # free again once released
        pass


def test_try_lock_does_not_wait_and_release_frees(tmp_path):
    lock = tmp_path / "autosave-1.lock"
    held = try_lock(lock)
    assert held is not None
    assert try_lock(lock) is None
    with pytest.raises(LockTimeout), exclusive_lock(lock, timeout=0.05):
        pass
    release(held)
    again = try_lock(lock)
    assert again is not None
    release(again)


def test_without_os_locks_a_marker_file_excludes_others(tmp_path, monkeypatch):
    monkeypatch.setattr(safefile, "fcntl", None)
    monkeypatch.setattr(safefile, "msvcrt", None)
    lock = tmp_path / "board-1.lock"
    marker = tmp_path / "board-1.lock.held"
    with exclusive_lock(lock):
        assert marker.exists()
        with pytest.raises(LockTimeout), exclusive_lock(lock, timeout=0.1):
            pass
    assert not marker.exists()
