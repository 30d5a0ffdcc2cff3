"""Golden images of the Psion skin's main states, compared pixel for pixel.

Refresh them (after a deliberate change of the look) with ``YNOT_UPDATE_GOLDEN=1 python -m pytest
tests/ui/test_psion_golden.py`` and look at every changed picture before committing it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "psion"
UPDATE = os.environ.get("YNOT_UPDATE_GOLDEN") == "1"

FULL_GAME = "ENTER " + "TAB ENTER " * 13

CASES = {
    "start": "",
    "first-roll": "ENTER",
    "dice-marked": "ENTER SPACE RIGHT RIGHT SPACE RIGHT",
    "card-preview": "ENTER TAB",
    "card-moved": "ENTER TAB DOWN DOWN",
    "card-forced": "ENTER SPACE ENTER SPACE ENTER",
    "mid-game": "ENTER " + "TAB ENTER " * 7 + "SPACE RIGHT SPACE",
    "no-die-marked": "ENTER ENTER",
    "game-over-notice": FULL_GAME,
    "game-over": FULL_GAME + "ENTER",
    "high-scores": "Ctrl+H",
    "high-scores-after-game": FULL_GAME + "ENTER ENTER Ctrl+H",
    "clear-confirm": "Ctrl+C",
    "player-stats": "ENTER Ctrl+P",
    "set-up-players": "Ctrl+S RIGHT",
    "select-player": "Ctrl+S RIGHT ENTER",
    "player-name": "Ctrl+S ENTER DOWN SPACE TEXT:Ann",
    "reset-player": "Ctrl+S ENTER SPACE",
    "two-players": "Ctrl+S RIGHT ENTER ENTER DOWN SPACE TEXT:Bob ENTER ENTER ENTER",
    "options": "Ctrl+O",
    "about": "Ctrl+A",
    "menu": "F2 RIGHT",
    "help": "F1",
    "help-keys": "F1 DOWN DOWN DOWN DOWN ENTER",
    "machine": "ENTER SPACE RIGHT SPACE CLICK:60,375",  # drawn in the machine, the Psion key latched
}


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(make_app, name, tmp_path, monkeypatch):
    # the high score table shows the date of each score: fix the clock
    monkeypatch.setattr("ynot.store.store.now_iso", lambda: "2026-01-02T10:00:00Z")
    app = make_app(seed=7, machine=name == "machine")
    app.play_keys(CASES[name])
    frame = app.frame_image()
    path = GOLDEN / f"{name}.png"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(frame, str(path))
        return
    assert path.is_file(), f"no golden image {path.name}; make it with YNOT_UPDATE_GOLDEN=1"
    expected = pygame.image.load(str(path))
    if _pixels(frame) != _pixels(expected) or frame.get_size() != expected.get_size():
        actual = tmp_path / f"{name}-actual.png"
        pygame.image.save(frame, str(actual))
        pytest.fail(f"{name} differs from its golden image; the new picture is {actual}")
