"""Any key at any moment does its documented thing or beeps: never an exception (seeded random keys)."""

from __future__ import annotations

import random

import pytest

from ynot.ui.script import parse_token

_KEY_LINE = (
    "ENTER ENTER ENTER TAB TAB SPACE SPACE Shift+SPACE LEFT RIGHT UP DOWN ESC F1 F2 MENU BACKSPACE "
    "HOME END PGUP PGDN DELETE A Y N 5 Ctrl+H Ctrl+C Ctrl+P Ctrl+N Ctrl+S Ctrl+O Ctrl+A Ctrl+R Alt+P Alt+Z "
    "Shift+TAB Ctrl+ENTER CLICK:300,40 WAIT:300"
)
KEYS = _KEY_LINE.split()


@pytest.mark.parametrize("seed", range(6))
def test_random_keys_never_raise(make_app, seed):
    app = make_app(seed=seed)
    rng = random.Random(seed)
    steps = [parse_token(rng.choice(KEYS)) for _ in range(400)]
    for step in steps:
        app.play_script([step])
        app.draw()
        assert app.errors == []
        if not app.running:  # Options changed the look: the window starts again, the game resumes
            assert app.switch_to == "psion", "only Psion-X exits, and it is not in the fuzz"
            for hook in app.on_quit:
                hook()
            machine = app.scenes[0].options.skin_settings("psion").get("machine") == "yes"
            app = make_app(seed=seed, resume=True, machine=machine)
    assert app.scenes[0].state is not None


@pytest.mark.slow
def test_random_keys_play_whole_games(make_app):
    """Mostly ENTER and TAB, so games finish: the end-of-game path is fuzzed too."""
    app = make_app(seed=11)
    rng = random.Random(5)
    keys = ["ENTER"] * 6 + ["TAB"] * 3 + ["SPACE", "RIGHT", "DOWN", "ESC", "Shift+SPACE"]
    games = 0
    for _ in range(1500):
        app.play_keys(rng.choice(keys))
        if app.scenes[0].state.is_over:
            games += 1
            app.play_keys("ESC ESC ENTER")
    assert games >= 2
    assert app.errors == []


def test_random_clicks_on_the_machine_never_raise(make_app):
    """Clicks anywhere on the machine (keys, case, screen) mixed with keys."""
    app = make_app(seed=3, machine=True)
    rng = random.Random(3)
    width, height = app.canvas.get_size()
    for _ in range(400):
        click = f"CLICK:{rng.randrange(width)},{rng.randrange(256, height)}"
        token = click if rng.random() < 0.7 else rng.choice(KEYS)
        app.play_script([parse_token(token)])
        app.draw()
        assert app.errors == []
        if not app.running:
            break
    assert app.scenes
