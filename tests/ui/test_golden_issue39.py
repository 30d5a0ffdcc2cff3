"""Golden images of the screens the dice looks' last details changed, each in English and in German
(``tests/golden/<look>/<name>.png`` and ``de_<name>.png``): the Windows About with V2.21 and its copyright,
a greyed item's reason on the status bar, the Control menu with Minimize and Maximize, the Psion's help back
on the contents with the link followed selected, the Amiga's message box after a throw and a score.
Refresh with ``YNOT_UPDATE_GOLDEN=1`` after looking at them."""

from __future__ import annotations

import pytest
from golden_images import compare_golden

from tests.ui.amiga import mouse
from ynot import i18n
from ynot.dice.rules import Category, get_rules
from ynot.ui.amiga.card import CardLayout


def _chance_of_one_player() -> str:
    layout = CardLayout(mouse.SKIN.area("card"), get_rules("yatcy"), 1, mouse.SKIN.settings)
    row = next(i for i, row in enumerate(layout.rows) if row.category is Category.CHANCE)
    return f"CLICK:{mouse.centre(layout.cell(0, row))}"


ROLL = f"CLICK:{mouse.centre(mouse.PANEL.roll)} WAIT:1500"
AMIGA_SCORE = f"{mouse.NEW_GAME} WAIT:2000 {ROLL} {ROLL} {_chance_of_one_player()} WAIT:1500 {ROLL} MOVE:560,200"
CASES = {
    "windows": {
        "about": "ESC Alt+H UP ENTER",
        "greyed-why": "ESC SPACE WAIT:3000 Alt+O B",
        "control-menu": "ESC Alt+SPACE",
    },
    "psion": {"help-back": "F1 Shift+TAB ENTER BACKSPACE"},
    "amiga": {"messages": AMIGA_SCORE},
}
SHOTS = [(look, name, keys, language) for look, cases in CASES.items() for name, keys in cases.items()
         for language in ("en", "de")]


@pytest.mark.parametrize(("look", "name", "keys", "language"), SHOTS,
                         ids=[f"{language}-{look}-{name}" for look, name, _keys, language in SHOTS])
def test_golden_in_both_languages(make_app, look, name, keys, language, tmp_path, monkeypatch):
    monkeypatch.setattr("ynot.store.clock.now_iso", lambda: "2026-01-02T10:00:00Z")
    i18n.set_language(language)
    app = make_app(seed=7, skin=look)
    app.play_keys(keys)
    compare_golden(app.frame_image(), look, name if language == "en" else f"de_{name}", tmp_path)


@pytest.mark.parametrize("language", ["en", "de"])
def test_windows_high_scores_heading_in_both_languages(make_app, language, tmp_path, monkeypatch):
    """Two columns with the multiplier, in whole sentences: '2 Spalten, mit Multiplikator' in German."""
    from tests.ui.windows.conftest import keep_options

    monkeypatch.setattr("ynot.store.clock.now_iso", lambda: "2026-01-02T10:00:00Z")
    i18n.set_language(language)
    keep_options(columns=2, multiplier=True)
    app = make_app(seed=7, skin="windows")
    app.scenes[0].shell.commands.run("high-scores")
    app.settle()
    compare_golden(app.frame_image(), "windows", "high-scores-two-columns" if language == "en"
                   else "de_high-scores-two-columns", tmp_path)
