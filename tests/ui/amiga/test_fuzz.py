"""Any click or key at any moment: its effect, or nothing; never an exception (seeded random input)."""

from __future__ import annotations

import random

import pytest

from ynot.ui.amiga.requester import Requester
from ynot.ui.kit import HelpViewer
from ynot.ui.script import parse_token

from . import mouse

KEYS = "ESC ENTER SPACE TAB BACKSPACE Y N 1 2 3 4 5 A F1 UP DOWN Ctrl+C Alt+X Shift+TAB TEXT:Zz,#".split()  # noqa: SIM905


def _targets(app) -> list[str]:  # noqa: ANN001 - App
    """Mostly places that do something on the screen shown now, sometimes anywhere at all."""
    ctl = app.scenes[0]
    rects = [
        *mouse.SEL.count_boxes,
        *mouse.SEL.name_fields,
        *mouse.SEL.seat_gadgets,
        mouse.SEL.rules,
        mouse.SEL.look,
    ]
    rects += [mouse.SEL.new_game, mouse.SEL.continue_, mouse.SEL.quit, mouse.PANEL.roll, mouse.PANEL.again]
    rects += [mouse.PANEL.menu]
    screen = ctl.game_screen
    if screen is not None:
        rects += [screen.panel.die(i) for i in range(5)]
        rects += [screen.layout.cell(s, i) for s in range(len(screen.state.players)) for i in range(13)]
    top = app.top
    if isinstance(top, Requester):
        rects += [button.rect for button in top.buttons]
    return [f"{verb}:{r.centerx},{r.centery}" for r in rects for verb in ("CLICK", "CLICK", "MOVE")]


def _token(app, rng: random.Random) -> str:  # noqa: ANN001 - App
    roll = rng.random()
    if roll < 0.15:
        return rng.choice(KEYS)
    if roll < 0.25:
        x, y = rng.randrange(-20, 660), rng.randrange(-20, 280)
        return rng.choice(["CLICK", "RCLICK", "DCLICK", "MOVE"]) + f":{x},{y}"
    if roll < 0.28:
        return f"DRAG:{rng.randrange(640)},{rng.randrange(256)}:{rng.randrange(640)},{rng.randrange(256)}"
    return rng.choice(_targets(app))


@pytest.mark.parametrize("seed", range(4))
def test_random_clicks_and_keys_never_raise(amiga, seed):
    app = amiga(seed=seed)
    app.scenes[0].levels = ()  # people only: computer seats are fuzzed below
    rng = random.Random(seed)
    look = app.scenes[0].look
    screens = set()
    for _ in range(800):
        app.play_script([parse_token(_token(app, rng))])
        app.draw()
        assert app.errors == []
        help_text = app.top.help_text if isinstance(app.top, Requester) else app.scenes[0].screen.help_text()
        assert help_text and look.font.line_width(help_text) <= look.help_room(), help_text
        screens.add(type(app.top).__name__ + type(app.scenes[0].screen).__name__)
        if not app.running:  # ESC or QUIT on the selection screen: start again
            app.running = True
    assert len(screens) >= 3, screens


def test_random_input_with_a_computer_seat(amiga):
    app = amiga(seed=3)
    app.scenes[0].choice.count = 2
    app.scenes[0].choice.seats[1] = "beginner"
    rng = random.Random(3)
    games = 0
    for _ in range(400):
        app.play_script([parse_token(_token(app, rng))])
        assert app.errors == []
        app.running = True
        screen = app.scenes[0].game_screen
        games += bool(screen is not None and screen.state.is_over)
    assert app.scenes[0].game_screen is not None


def test_random_clicks_that_mostly_play_reach_the_end_of_games(amiga):
    """Mostly ROLL and score boxes, so games finish: the game-over panel is fuzzed too."""
    app = amiga(seed=21)
    app.scenes[0].levels = ()
    rng = random.Random(21)
    app.play_keys("1 ENTER")
    ends = 0
    for _ in range(900):
        screen = app.scenes[0].game_screen
        if isinstance(app.top, HelpViewer):  # F1 opened the rules: read, then back to the game
            token = "ESC"
        elif screen is not None and rng.random() < 0.7:
            cells = [screen.layout.cell(0, i) for i, row in enumerate(screen.layout.rows) if row.category]
            rect = rng.choice([mouse.PANEL.roll] * 4 + cells + [mouse.PANEL.again, mouse.PANEL.menu])
            token = f"CLICK:{rect.centerx},{rect.centery}"
        else:
            token = _token(app, rng)
        app.play_script([parse_token(token)])
        assert app.errors == []
        app.running = True
        screen = app.scenes[0].game_screen
        if screen is not None and screen.state.is_over and app.scenes[0].screen is screen:
            ends += 1
            app.play_script(
                [parse_token(rng.choice(["ESC", f"CLICK:{mouse.PANEL.again.centerx},{mouse.PANEL.again.centery}"]))]
            )
            if app.scenes[0].screen is app.scenes[0].selection:
                app.play_keys("1 ENTER")
    assert ends >= 2
