"""Headless, deterministic, isolated: no window, no sound device, no writes outside a temp dir."""

import atexit
import gc
import getpass
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.pop("COLUMNS", None)  # the terminal's width is for the tests that set it themselves



def _bytecode_kept_aside() -> None:
    """Where the environment asks Python to write no bytecode beside the sources (PYTHONDONTWRITEBYTECODE),
    every test process and every ``ynot`` process the tests start compiled the checkout's modules again, the
    tests' rewritten asserts too (12 of the 16 s of processor time a worker takes to collect). The tests keep
    their bytecode in a folder of their own in the system's temporary folder instead (PYTHONPYCACHEPREFIX,
    which the workers and those processes inherit), never beside the sources; Python checks each file
    against its source before using it. A folder there that is not this user's alone is not used."""
    if not sys.dont_write_bytecode or sys.pycache_prefix:
        return  # bytecode is written as the environment says
    folder = Path(tempfile.gettempdir()) / f"ynot-tests-bytecode-{getpass.getuser()}"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        found = folder.lstat()
    except (OSError, KeyError):
        return
    ours = not hasattr(os, "getuid") or found.st_uid == os.getuid()
    if not stat.S_ISDIR(found.st_mode) or found.st_mode & 0o022 or not ours:
        return
    sys.pycache_prefix, sys.dont_write_bytecode = str(folder), False
    os.environ["PYTHONPYCACHEPREFIX"] = str(folder)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


_bytecode_kept_aside()

# What modules do while tests are collected (a look found, a skin loaded) happens before any fixture: it
# too gets a folder of its own, never the user's (this left an empty ~/.local/share/ynot behind).
_COLLECTION_HOME = tempfile.mkdtemp(prefix="ynot-tests-")
os.environ["YNOT_HOME"] = _COLLECTION_HOME
atexit.register(shutil.rmtree, _COLLECTION_HOME, ignore_errors=True)

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

import ynot.games  # noqa: E402, F401 - every game YNOT ships, in the registry, as the commands and looks load them

settings.register_profile(
    "ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=200
)
settings.load_profile("ci")


@pytest.fixture(autouse=True)
def ynot_home(tmp_path, monkeypatch):
    """Every test gets its own YNOT_HOME, so nothing touches the real user directories."""
    home = tmp_path / "ynot-home"
    monkeypatch.setenv("YNOT_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def solver_tables(tmp_path_factory) -> Path:
    """The solver's tables of this test process's ``ynot`` processes (advise, review, solve), shared as a
    player's own cache folder is shared by their runs: the first process that needs a rule set's table solves
    and keeps it (seconds), the later ones read it (see helpers.share_solver_tables)."""
    return tmp_path_factory.mktemp("solver-tables")


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """Every test starts in English whatever the machine's language (LANGUAGE is the first variable gettext
    reads, and child processes inherit it); a test that chooses another language is undone after it."""
    from ynot import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language(None)
    i18n.prefer(None)
    yield
    i18n.set_language(None)
    i18n.prefer(None)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The long tests first (those marked slow), so that the workers end together instead of one of them
    starting the longest test last; the rest keep their order."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Freeze what collecting made (the modules, their tables, some 2,700 test items) out of the collector's way,
    as ``ynot play`` freezes what its start made (ynot/ui/collector.py): each new game makes a full pass
    (``collector.between_games``), which would otherwise walk all of it, some 0.1 s of processor time a game."""
    _freeze()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):
    """After each test, what outlives it (caches, modules imported late) is frozen too, once its garbage is
    collected, so no test pays for the ones before it; the objects a test makes itself are not frozen."""
    yield
    _freeze()


def _freeze() -> None:
    """One full pass over what is not frozen yet, then freeze what is left alive."""
    gc.collect()
    gc.freeze()
