"""A folder YNOT needs that cannot be used: ``YNOT_HOME`` a file, a folder that refuses writes, a disk that
takes no more bytes. One sentence says where and what is not kept, the game still plays, and nothing claims
to be kept that is not (issue 35, point 3).

Real refusals throughout, made without root's tricks: a folder without write permission (as root, the child
runs without the capability that lets root write anywhere), and a file size limit of 0 bytes (RLIMIT_FSIZE),
under which the system refuses every byte written to a file with EFBIG, as a full disk does with ENOSPC.
"""

from __future__ import annotations

import ctypes
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from ynot.store import Store

#: prctl(2): take a capability out of the bounding set, so the programs this process starts never have it.
PR_CAPBSET_DROP, CAP_DAC_OVERRIDE = 24, 1


def _without_write_override() -> None:
    """In the child, before it starts Python: root without CAP_DAC_OVERRIDE obeys a folder's write bits."""
    if os.geteuid() == 0:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl")


def _no_bytes_fit() -> None:
    """In the child: no file may grow past 0 bytes (Python ignores SIGXFSZ, so a write fails with EFBIG)."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))


def _ynot(home: Path, *args: str, stdin: str = "quit\n", limit=None) -> subprocess.CompletedProcess:
    env = dict(os.environ, YNOT_HOME=str(home), COLUMNS="80")
    return subprocess.run([sys.executable, "-m", "ynot", *args], input=stdin, capture_output=True, text=True,
                          env=env, preexec_fn=limit, timeout=120)


def _refuses_writes(folder: Path, limit) -> bool:
    """Whether a child started as ``_ynot`` starts it really cannot write in ``folder``."""
    probe = f"open({str(folder / 'probe')!r}, 'wb', buffering=0).write(b'x')"
    return subprocess.run([sys.executable, "-c", probe], capture_output=True, preexec_fn=limit,
                          timeout=60).returncode != 0


def _one_sentence_and_nothing_claimed(done: subprocess.CompletedProcess, where: str) -> None:
    said = done.stdout + done.stderr
    assert done.returncode == 0 and "Traceback" not in said and "Logging error" not in said, said[-2000:]
    assert said.count("can be kept in") + said.count("cannot be kept in") == 1, said[-2000:]
    assert where in " ".join(said.split())
    assert "The game is saved" not in said and "The game was left unfinished." in said


@pytest.fixture
def home(tmp_path) -> Path:
    return tmp_path / "home"


def test_a_home_that_is_a_file(home):
    home.write_text("not a folder")
    done = _ynot(home, "text", "--players", "Ann")
    _one_sentence_and_nothing_claimed(done, f"Nothing can be kept in {home} (not a directory)")
    listing = _ynot(home, "pbm", "list")
    assert listing.returncode == 1 and "Traceback" not in listing.stderr
    assert " ".join(listing.stderr.split()) == f"ynot: Play by mail cannot keep its boards in {home} (not a directory)."


def test_a_home_that_refuses_writes(home):
    home.mkdir()
    home.chmod(0o555)
    if not _refuses_writes(home, _without_write_override):
        pytest.skip("this system lets the test's child write in a folder without write permission")
    done = _ynot(home, "dominoes", limit=_without_write_override)
    _one_sentence_and_nothing_claimed(done, f"Nothing can be kept in {home} (permission denied)")


def test_settings_that_can_be_read_but_not_written_are_used_and_said_once(home):
    (home / "config").mkdir(parents=True)
    (home / "config" / "ynot.ini").write_text("[ynot]\nplayers = Zoe\nrules = yatcy\n")
    (home / "config").chmod(0o555)
    if not _refuses_writes(home / "config", _without_write_override):
        pytest.skip("this system lets the test's child write in a folder without write permission")
    done = _ynot(home, "text", "--players", "Ann", limit=_without_write_override)
    said = done.stdout + done.stderr
    assert done.returncode == 0 and "YATCY" in said  # the rules of ynot.ini
    assert said.count("Settings cannot be kept in") == 1 and "permission denied" in said
    assert "Could not save the settings" not in said and "The game is saved" in said  # the records folder works


def test_a_disk_that_takes_no_more_bytes(home):
    home.mkdir()
    if not _refuses_writes(home, _no_bytes_fit):
        pytest.skip("this system has no file size limit to set")
    done = _ynot(home, "text", "--players", "Ann", stdin="\nquit\n", limit=_no_bytes_fit)
    _one_sentence_and_nothing_claimed(done, f"Nothing can be kept in {home} (file too large)")
    scores = _ynot(home, "scores", limit=_no_bytes_fit)
    assert scores.returncode == 0 and "No high scores yet." in scores.stdout and "Nothing can be kept" in scores.stderr


def test_in_the_store_a_home_that_is_a_file_means_a_run_in_memory(home, monkeypatch):
    home.write_text("not a folder")
    monkeypatch.setenv("YNOT_HOME", str(home))
    with Store.open() as store:
        [sentence] = store.notices
        assert sentence.startswith(f"Nothing can be kept in {home} (not a directory)")
        assert store.save_options() is False and store.notices == [sentence]  # not said twice
        assert store.data_dir is None and store.load_autosave() is None
