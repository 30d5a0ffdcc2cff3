"""Headless, deterministic, isolated: no window, no sound device, no writes outside a temp dir."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

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
