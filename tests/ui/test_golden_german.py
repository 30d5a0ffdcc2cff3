"""Golden images of each look in German, beside the English ones (``tests/golden/<look>/de_*.png``): the
first screen, a game under way, the help and a dialog. Refresh with ``YNOT_UPDATE_GOLDEN=1`` after looking."""

from __future__ import annotations

import pytest
from golden_images import compare_golden

from ynot import i18n

CASES = {
    "psion": {"start": "", "first-roll": "ENTER", "card-preview": "ENTER TAB", "options": "Ctrl+O", "help": "F1",
              "menu": "F2 RIGHT", "about": "Ctrl+A", "help-psion-keys": "F1 TAB TAB TAB TAB TAB ENTER"},
    "amiga": {"selection": "", "game": "CLICK:96,222 WAIT:2000", "help": "F1"},
    "windows": {"players": "", "game": "ESC SPACE WAIT:3000", "menu": "ESC Alt+O", "help": "ESC F1"},
    "mac": {"opening": "", "menu": "F10 RIGHT", "help": "Ctrl+H"},
}
SHOTS = [(look, name, keys) for look, cases in CASES.items() for name, keys in cases.items()]


@pytest.mark.parametrize(("look", "name", "keys"), SHOTS, ids=[f"{look}-{name}" for look, name, _ in SHOTS])
def test_german_golden(make_app, look, name, keys, tmp_path, monkeypatch):
    monkeypatch.setattr("ynot.store.clock.now_iso", lambda: "2026-01-02T10:00:00Z")
    i18n.set_language("de")
    app = make_app(seed=7, skin=look)
    if keys:
        app.play_keys(keys)
    compare_golden(app.frame_image(), look, f"de_{name}", tmp_path)
