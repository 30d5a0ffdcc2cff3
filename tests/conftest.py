"""Headless, deterministic, isolated: no window, no sound device, no writes outside a temp dir."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.pop("COLUMNS", None)  # the terminal's width is for the tests that set it themselves

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
