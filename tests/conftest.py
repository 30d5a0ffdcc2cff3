"""Headless, deterministic, isolated: no window, no sound device, no writes outside a temp dir."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

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
