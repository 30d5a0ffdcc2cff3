"""The skin machinery every skin shares: skin.toml, input scripts, the App's scaling, loop and errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib

import pygame
import pytest

from ynot import paths
from ynot.looks import _cache_file, toml_tables
from ynot.ui import app as app_module
from ynot.ui.app import App
from ynot.ui.scene import Scene
from ynot.ui.script import ScriptError, parse_script, parse_token
from ynot.ui.skin import SkinError, available_skins, load_skin, read_skin


@pytest.fixture
def display():
    pygame.init()
    yield
    pygame.quit()


class Recorder(Scene):
    """A scene that records what it is given."""

    def __init__(self, fail: bool = False) -> None:
        super().__init__()
        self.events: list[pygame.event.Event] = []
        self.fail = fail
        self.moving_ms = 0

    def handle_event(self, event):
        if self.fail:
            raise RuntimeError("boom")
        self.events.append(event)
        return True

    def busy(self):
        return self.moving_ms > 0

    def update(self, dt_ms):
        self.moving_ms = max(0, self.moving_ms - dt_ms)

    def draw(self, surface):
        surface.fill((10, 20, 30))


# --- skin.toml --------------------------------------------------------------------------------
def test_the_psion_skin_describes_itself():
    skin = load_skin("psion")
    assert skin.canvas == (480, 160)
    assert skin.colour("background") == (0xBE, 0xDC, 0xBE)
    assert skin.colour("grey") == (0x99, 0xAA, 0x88)
    assert skin.colour("black") == (0x4C, 0x55, 0x44)
    assert {"card1", "card2", "card3", "dice", "names", "button"} <= set(skin.areas)
    assert skin.controller_class().__name__ == "PsionGame"
    assert "psion" in available_skins()


SMALL_SKIN = """
[skin]
name = "mine"
title = "My skin"
controller = "ynot.ui.psion.controller:PsionGame"
[canvas]
width = 480
height = 160
[palette]
background = "#000000"
grey = "#111111"
black = "#FFFFFF"
[areas]
card1 = [6, 6, 80, 146]
"""


def test_a_user_skin_in_the_data_folder_is_found():
    folder = paths.data_dir() / "skins" / "mine"
    folder.mkdir(parents=True)
    (folder / "skin.toml").write_text(SMALL_SKIN, encoding="utf-8")
    assert "mine" in available_skins()
    skin = load_skin("mine")
    assert skin.title == "My skin" and skin.area("card1") == (6, 6, 80, 146)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("width = 480", "width = 0"), "width"),
        (('background = "#000000"', 'background = "black"'), "colour"),
        (("card1 = [6, 6, 80, 146]", "card1 = [6, 6]"), "rectangle"),
        (("[palette]", "[palette"), "not valid TOML"),
        (("ynot.ui.psion.controller:PsionGame", "os:system"), "controller"),
    ],
)
def test_bad_skins_are_refused_in_one_sentence(tmp_path, change, message):
    path = tmp_path / "skin.toml"
    path.write_text(SMALL_SKIN.replace(*change), encoding="utf-8")
    with pytest.raises(SkinError, match=message):
        read_skin(path).controller_class()


def test_a_skin_is_read_from_its_kept_tables_until_its_text_changes(tmp_path):
    """A skin.toml's tables are kept as JSON in the cache folder with the text they came from: read again
    from there (the same tables), made again when the text changed or the kept copy is damaged."""
    path = tmp_path / "mine" / "skin.toml"
    path.parent.mkdir()
    assert toml_tables(path, SMALL_SKIN) == tomllib.loads(SMALL_SKIN)
    kept = _cache_file(path)
    assert kept is not None and kept.parent == paths.cache_dir() / "looks" and kept.is_file()
    data = json.loads(kept.read_text(encoding="utf-8"))
    data["tables"]["areas"]["card1"][3] = 147
    kept.write_text(json.dumps(data), encoding="utf-8")
    assert toml_tables(path, SMALL_SKIN)["areas"]["card1"] == [6, 6, 80, 147]  # read from the kept copy
    wider = SMALL_SKIN.replace("width = 480", "width = 500")
    assert toml_tables(path, wider)["canvas"]["width"] == 500  # another text: read again, and kept
    kept.write_text("{not json", encoding="utf-8")
    assert toml_tables(path, wider) == tomllib.loads(wider)
    kept.write_text("[" * 100_000, encoding="utf-8")  # nested too deep for the JSON reader
    assert toml_tables(path, wider) == tomllib.loads(wider)
    assert toml_tables(path, wider) == tomllib.loads(wider)


def test_a_start_reads_its_skin_without_the_toml_parser(tmp_path):
    """The second start reads its look's kept tables: the same Skin, and ``tomllib`` never loaded."""
    program = (
        "import sys\n"
        "from ynot.ui.skin import load_skin\n"
        "skin = load_skin('windows')\n"
        "print('tomllib' in sys.modules, skin.canvas, sorted(skin.palette.items()), sorted(skin.areas.items()))\n"
    )
    env = dict(os.environ, YNOT_HOME=str(tmp_path))
    said = [subprocess.run([sys.executable, "-c", program], env=env, capture_output=True, text=True, timeout=60)
            for _ in range(2)]
    assert [done.returncode for done in said] == [0, 0], said[0].stderr + said[1].stderr
    first, second = (done.stdout.split(" ", 1) for done in said)
    assert first[0] == "True" and second[0] == "False" and first[1] == second[1]


def test_unknown_skins_and_names():
    with pytest.raises(SkinError, match="no skin called"):
        load_skin("nosuch")
    with pytest.raises(SkinError, match="not a skin name"):
        load_skin("../etc")


# --- scripts ------------------------------------------------------------------------------------
def test_script_tokens_become_events():
    steps = parse_script("ENTER Shift+SPACE Psion+H TEXT:Al CLICK:12,34 DRAG:1,2:30,40 WAIT:250 f1 x")
    downs = [e for e in steps[0].events if e.type == pygame.KEYDOWN]
    assert downs[0].key == pygame.K_RETURN
    assert steps[1].events[0].mod & pygame.KMOD_SHIFT and steps[1].events[0].key == pygame.K_SPACE
    assert steps[2].events[0].mod & pygame.KMOD_CTRL and steps[2].events[0].key == pygame.K_h
    assert [e.unicode for e in steps[3].events if e.type == pygame.KEYDOWN] == ["A", "l"]
    assert steps[4].events[0].type == pygame.MOUSEBUTTONDOWN and steps[4].events[0].pos == (12, 34)
    drag_end = steps[5].events[-1]
    assert drag_end.type == pygame.MOUSEBUTTONUP and drag_end.pos == (30, 40)
    assert steps[6].wait_ms == 250 and not steps[6].events
    assert steps[7].events[0].key == pygame.K_F1 and steps[8].events[0].key == pygame.K_x


@pytest.mark.parametrize("token", ["FROB", "CLICK:1", "Hyper+X", "WAIT:soon", "DRAG:1,2", "CLICK:a,b"])
def test_bad_script_tokens(token):
    with pytest.raises(ScriptError):
        parse_token(token)


# --- the App ------------------------------------------------------------------------------------
def test_whole_number_scaling_and_mouse_positions(display):
    app = App(load_skin("psion"), scale=3)
    app.open_window()
    assert app.display.surface.get_size() == (1440, 480)
    scene = app.push(Recorder())
    app.play_script(parse_script("CLICK:100,50"))
    assert [e.pos for e in scene.events] == [(100, 50), (100, 50)]
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    assert app.display.scale == 2
    assert app.display.to_canvas(app.display.to_window((479, 159))) == (479, 159)
    image = app.frame_image()
    assert image.get_size() == (960, 320) and image.get_at((5, 5))[:3] == (10, 20, 30)


def test_a_failing_scene_is_reported_not_raised(display):
    app = App(load_skin("psion"), scale=1)
    shown = []
    app.on_error = shown.append
    app.push(Recorder(fail=True))
    app.play_keys("ENTER")
    assert len(app.errors) == 2 and "boom" in shown[0]


def test_the_loop_sleeps_when_nothing_moves(display, monkeypatch):
    app = App(load_skin("psion"), scale=1)
    app.open_window()
    scene = app.push(Recorder())
    polls = []
    naps = []

    def get():
        polls.append(1)
        return [pygame.event.Event(pygame.QUIT)] if len(polls) > 20 else []

    monkeypatch.setattr(pygame.event, "get", get)
    monkeypatch.setattr(app_module, "_sleep_ms", naps.append)
    app.run()
    assert len(naps) == 20 and set(naps) == {app_module.IDLE_NAP_MS}  # idle: it sleeps between polls
    assert app.frames == 1  # and draws nothing new
    app.running = True
    scene.moving_ms = 50
    assert app.busy()
    app.settle()
    assert not app.busy()


def test_a_held_enter_does_not_repeat_but_cursor_keys_do(display):
    from ynot.ui.script import key_event

    app = App(load_skin("psion"), scale=1)
    scene = app.push(Recorder())
    for key in (pygame.K_RETURN, pygame.K_RETURN, pygame.K_RETURN, pygame.K_LEFT, pygame.K_LEFT):
        app.dispatch(key_event(key))
    app.dispatch(key_event(pygame.K_RETURN, kind=pygame.KEYUP))
    app.dispatch(key_event(pygame.K_RETURN))
    downs = [e.key for e in scene.events if e.type == pygame.KEYDOWN]
    assert downs == [pygame.K_RETURN, pygame.K_LEFT, pygame.K_LEFT, pygame.K_RETURN]


def test_only_what_changed_reaches_the_window(display, monkeypatch):
    app = App(load_skin("psion"), scale=2)
    app.open_window()
    scene = app.push(Recorder())
    flips, updates = [], []
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(1))
    monkeypatch.setattr(pygame.display, "update", lambda rects: updates.append([pygame.Rect(r) for r in rects]))
    app.present()
    assert flips == [1] and updates == []  # the first frame: everything
    app.present()
    assert flips == [1] and updates == [] and app.frames == 1  # nothing changed: nothing sent
    scene.draw = lambda surface: (surface.fill((10, 20, 30)), surface.fill((200, 0, 0), (100, 50, 3, 4)))
    app.present()
    assert updates == [[pygame.Rect(200, 100, 6, 8)]]  # canvas (100, 50, 3, 4) at scale 2
    assert app.display.surface.get_at((201, 101))[:3] == (200, 0, 0)
    # two changes far apart: two small rectangles, not the table between them
    scene.draw = lambda surface: (surface.fill((10, 20, 30)), surface.fill((0, 0, 200), (2, 3, 2, 2)),
                                  surface.fill((0, 0, 200), (400, 150, 5, 5)))
    app.present()
    assert sorted(map(tuple, updates[-1])) == [(4, 6, 4, 4), (200, 100, 6, 8), (800, 300, 10, 10)]
    window = app.display.surface
    assert window.get_at((801, 301))[:3] == (0, 0, 200) and window.get_at((201, 101))[:3] == (10, 20, 30)


def test_a_timer_counts_the_whole_idle_wait(display, monkeypatch):
    """A scene's deadline (a message's 2.6 s) passes in 2.6 s of the clock, though the loop slept the
    whole time: the 100 ms cap on a step is for stalls while something moves, not for an idle wait."""
    from ynot.ui.kit import StatusLine
    from ynot.ui.scene import Scene

    class Timed(Scene):
        def __init__(self) -> None:
            super().__init__()
            self.line = StatusLine(lambda: "", ms=2600)
            self.line.say("Not now.")

        def update(self, dt_ms):
            self.line.update(dt_ms)

        def next_deadline_ms(self):
            return self.line.next_deadline_ms()

    clock = [1_000_000]
    monkeypatch.setattr(app_module, "_ticks", lambda: clock[0])
    monkeypatch.setattr(app_module, "_sleep_ms", lambda ms: clock.__setitem__(0, clock[0] + ms))
    monkeypatch.setattr(pygame.event, "get", lambda: [])
    app = App(load_skin("psion"), scale=1)
    scene = app.push(Timed())
    app._last_ticks = clock[0]
    start = clock[0]
    while scene.line.message and clock[0] - start < 60_000:
        app._step()
    assert clock[0] - start <= 2700  # not 26 s: every millisecond slept is counted
