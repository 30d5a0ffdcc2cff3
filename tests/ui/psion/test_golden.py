"""Golden images of the Psion skin's main states, compared pixel for pixel.

Refresh them (after a deliberate change of the look) with ``YNOT_UPDATE_GOLDEN=1 python -m pytest
tests/ui/psion/test_golden.py`` and look at every changed picture before committing it.
"""

from __future__ import annotations

import pytest
from golden_images import compare_golden

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
    "help-keys": "F1 TAB TAB TAB TAB ENTER",
    "machine": "ENTER SPACE RIGHT SPACE CLICK:60,375",  # drawn in the machine, the Psion key latched
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(make_app, name, tmp_path, monkeypatch):
    # the high score table shows the date of each score: fix the clock
    monkeypatch.setattr("ynot.store.clock.now_iso", lambda: "2026-01-02T10:00:00Z")
    app = make_app(seed=7, machine=name == "machine")
    app.play_keys(CASES[name])
    compare_golden(app.frame_image(), "psion", name, tmp_path)
