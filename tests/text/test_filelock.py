"""The board lock and atomic writes, including the fallback where no OS lock exists."""

import pytest

from ynot.text import filelock
from ynot.text.filelock import LockTimeout, atomic_write, exclusive_lock


def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "pbm" / "board-1.txt"
    atomic_write(path, "one\n")
    atomic_write(path, "two\n")
    assert path.read_text() == "two\n"
    assert [p.name for p in path.parent.iterdir()] == ["board-1.txt"]


def test_lock_file_is_created_and_can_be_taken_again(tmp_path):
    lock = tmp_path / "board-1.lock"
    with exclusive_lock(lock):
        assert lock.exists()
    with exclusive_lock(lock):
        pass


def test_without_os_locks_a_marker_file_excludes_others(tmp_path, monkeypatch):
    monkeypatch.setattr(filelock, "fcntl", None)
    monkeypatch.setattr(filelock, "msvcrt", None)
    lock = tmp_path / "board-1.lock"
    marker = tmp_path / "board-1.lock.held"
    with exclusive_lock(lock):
        assert marker.exists()
        with pytest.raises(LockTimeout), exclusive_lock(lock, timeout=0.2):
            pass
    assert not marker.exists()
    with exclusive_lock(lock, timeout=0.2):
        assert marker.exists()

