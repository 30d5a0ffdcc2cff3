"""Each look in a real X window (Xvfb, 1920x1080), driven as a player drives it (xdotool: keys, clicks,
double-clicks) and photographed (ImageMagick's ``import``): the window opens at the scale the window
policy gives, and shows, pixel for pixel, what ``ynot screenshot`` renders headless for the same input.

The headless tests prove the looks; these prove that what they draw reaches a real screen whole: the
window, its scale, the real event queue, real time for animations and the computer's pacing.
Skipped, with the reason, where Xvfb, xdotool or ImageMagick is not installed
(``apt-get install xvfb xdotool imagemagick``).
"""

from __future__ import annotations

import contextlib
import io
import os
import select
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from ynot.ui.amiga.selection import SelectionLayout
from ynot.ui.amiga.table import PanelLayout
from ynot.ui.placement import fitting_scale
from ynot.ui.skin import Skin, load_skin
from ynot.ui.skin_chooser import CANVAS as CHOOSER_CANVAS
from ynot.ui.skin_chooser import CHOOSER_SKIN, SkinChooser, skin_choices

TOOLS = ("Xvfb", "xdotool", "import")
SCREEN = (1920, 1080)
pytestmark = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in TOOLS),
    reason="needs Xvfb, xdotool and ImageMagick's import (apt-get install xvfb xdotool imagemagick)",
)

#: the script's key names as xdotool spells them
XDOTOOL_KEYS = {"ENTER": "Return", "SPACE": "space", "ESCAPE": "Escape", "TAB": "Tab", "F1": "F1", "DOWN": "Down"}


def _centre(rect) -> tuple[int, int]:  # noqa: ANN001 - pygame.Rect
    return rect.centerx, rect.centery


AMIGA = load_skin("amiga")
AMIGA_NEW_GAME = _centre(SelectionLayout.from_skin(AMIGA).new_game)
AMIGA_ROLL = _centre(PanelLayout.from_skin(AMIGA).roll)

#: per look: a player's first moves, as ``ynot screenshot`` steps (KEY, CLICK:x,y, DCLICK:x,y, MOVE:x,y)
#: in the look's canvas pixels. Each ends where nothing moves, the pointer parked where the look draws it.
SCENARIOS = {
    "psion": ["ENTER"],  # Start: the first roll
    "amiga": ["MOVE:300,75", f"CLICK:{AMIGA_NEW_GAME[0]},{AMIGA_NEW_GAME[1]}",
              f"CLICK:{AMIGA_ROLL[0]},{AMIGA_ROLL[1]}", "MOVE:560,100"],
    "windows": ["ENTER", "DCLICK:525,180", "MOVE:300,450"],  # the Players dialog's OK, then the shaker
    "mac": ["MOVE:300,300"],  # the hand dealt, the computer's opening (it holds the highest double)
}


@pytest.fixture(scope="module")
def display():
    """A fresh Xvfb on the first free display number (Xvfb picks it and tells it on a pipe)."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        ready, _, _ = select.select([pipe], [], [], 30)
        number = pipe.readline().strip() if ready else ""
    if not number:
        server.kill()
        pytest.fail("Xvfb did not start within 30 s")
    yield f":{number}"
    server.terminate()
    server.wait(timeout=10)


@dataclass
class RealWindow:
    """The game's window on ``display``: where it is, its scale, and a player's hands on it."""

    display: str
    ident: str
    skin: Skin
    frame: tuple[int, int]  # what the headless rendering gives: the canvas with its pixels' height
    process: subprocess.Popen | None = None  # the game showing it

    def x(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.display),
                              capture_output=True, text=True, timeout=30, check=True)
        return done.stdout

    def geometry(self) -> dict[str, int]:
        lines = self.x("getwindowgeometry", "--shell", self.ident).split()
        return {key: int(value) for key, value in (line.split("=") for line in lines) if key != "WINDOW"}

    @property
    def scale(self) -> int:
        return self.geometry()["WIDTH"] // self.frame[0]

    def point(self, x: int, y: int) -> list[str]:
        """The screen point of the look's pixel (x, y): the middle of the block that pixel became (the
        Amiga's pixels are twice as tall as wide)."""
        where, wide = self.geometry(), self.scale
        tall = wide * self.skin.pixel_height
        return [str(where["X"] + x * wide + wide // 2), str(where["Y"] + y * tall + tall // 2)]

    def do(self, step: str) -> None:
        """One script step, done with the real keyboard and mouse."""
        verb, _, rest = step.partition(":")
        if verb == "MOVE":
            self.x("mousemove", "--sync", *self.point(*map(int, rest.split(","))))
        elif verb in ("CLICK", "DCLICK"):
            self.x("mousemove", "--sync", *self.point(*map(int, rest.split(","))))
            self.x("click", "--repeat", "2" if verb == "DCLICK" else "1", "--delay", "80", "1")
        else:
            self.x("windowfocus", "--sync", self.ident)
            self.x("key", "--clearmodifiers", XDOTOOL_KEYS[step])
        time.sleep(0.15)  # as a player's hand would: the next step comes after this one was seen

    def photograph(self) -> pygame.Surface:
        """The window as the X server shows it, brought back to the look's own pixels."""
        png = subprocess.run(["import", "-display", self.display, "-window", self.ident, "png:-"],
                             capture_output=True, timeout=30, check=True).stdout
        picture = pygame.image.load(io.BytesIO(png), "window.png")
        return pygame.transform.scale(picture, self.frame)  # nearest pixel: every block is one colour


def differing_pixels(one: pygame.Surface, other: pygame.Surface) -> int:
    width, height = other.get_size()
    return sum(
        one.get_at((x, y))[:3] != other.get_at((x, y))[:3] for x in range(width) for y in range(height)
    )


def headless(skin: str, steps: list[str], folder: Path) -> pygame.Surface:
    """What ``ynot screenshot`` renders, without a window, for the same steps (dice seeded alike)."""
    out = folder / f"{skin}-headless.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", YNOT_HOME=str(folder / "headless-home"))
    subprocess.run([sys.executable, "-m", "ynot", "screenshot", "--skin", skin, "--seed", "1",
                    "--keys", " ".join(steps), str(out)], env=env, check=True, capture_output=True, timeout=120)
    return pygame.image.load(str(out))


@pytest.fixture
def game(display, tmp_path):
    """Start ``ynot play --seed 1 ARGS...`` on the X server; ``game(frame, skin, *args)`` gives the window
    of that look once it is shown (one whose size is a whole multiple of ``frame``)."""
    started: list[subprocess.Popen] = []
    env = dict(os.environ, DISPLAY=display, YNOT_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="x11",
               SDL_AUDIODRIVER="dummy")
    for name in ("SDL_VIDEO_WINDOW_POS", "SDL_VIDEO_X11_WMCLASS"):  # a player's desktop sets neither (pygame,
        env.pop(name, None)  # imported by this test process, sets the class to pytest's own file name)

    def shown(frame: tuple[int, int], skin: Skin, *args: str) -> RealWindow:
        if args or not started:
            started.append(subprocess.Popen([sys.executable, "-m", "ynot", "play", "--seed", "1", *args],
                                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            found = subprocess.run(["xdotool", "search", "--class", "ynot"], env=env, capture_output=True,
                                   text=True, timeout=30).stdout.split()
            for ident in found:
                window = RealWindow(display, ident, skin, frame, started[-1])
                with contextlib.suppress(subprocess.CalledProcessError):  # gone meanwhile
                    size = window.geometry()
                    scale = size["WIDTH"] // frame[0]
                    if scale and (size["WIDTH"], size["HEIGHT"]) == (frame[0] * scale, frame[1] * scale):
                        return window
            if started[-1].poll() is not None:
                pytest.fail(f"the game ended before its window opened:\n{started[-1].stdout.read()}")
            time.sleep(0.2)
        pytest.fail(f"no {skin.name} window within 60 s")

    yield shown
    for process in started:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


def settled(window: RealWindow, expected: pygame.Surface, tmp_path: Path, name: str) -> None:
    """Wait (real time, at most 20 s: dice tumble, the computer thinks) until the window shows
    ``expected``; fail naming the pictures that differ."""
    deadline, shown = time.monotonic() + 20, window.photograph()
    while differing_pixels(shown, expected) and time.monotonic() < deadline:
        time.sleep(0.3)
        shown = window.photograph()
    if differing_pixels(shown, expected):
        pygame.image.save(shown, str(tmp_path / f"{name}-window.png"))
        pygame.image.save(expected, str(tmp_path / f"{name}-expected.png"))
        pytest.fail(f"{differing_pixels(shown, expected)} pixels differ from what was expected; "
                    f"see {tmp_path}/{name}-window.png and {name}-expected.png")


@pytest.mark.slow
@pytest.mark.parametrize("skin", sorted(SCENARIOS))
def test_a_look_in_a_real_window_shows_what_it_draws(skin, game, tmp_path):
    steps = SCENARIOS[skin]
    expected = headless(skin, steps, tmp_path)
    window = game(expected.get_size(), load_skin(skin), "--skin", skin)
    where = window.geometry()
    # the window policy, for real: the largest whole scale that fits the screen, all of it on the screen
    assert window.scale == fitting_scale(None, expected.get_size(), [SCREEN])
    assert where["X"] >= 0 and where["Y"] >= 0
    assert where["X"] + where["WIDTH"] <= SCREEN[0] and where["Y"] + where["HEIGHT"] <= SCREEN[1]
    if skin == "amiga":
        assert window.scale == 2  # it opened at scale 1 on this screen before the window policy
    for step in steps:
        window.do(step)
    settled(window, expected, tmp_path, skin)


def test_the_first_start_takes_the_keyboards_choice_not_the_pointers(game, tmp_path):
    """The welcome screen's list of looks, with a real pointer resting on the third row: Down and Return
    take the row below the keyboard's choice (the first), and that look's window opens."""
    chooser = game(CHOOSER_CANVAS, CHOOSER_SKIN)
    names = [choice.name for choice in skin_choices()]
    hovered = SkinChooser(skin_choices(), previews=False).row_rect(2)
    chooser.do(f"MOVE:{hovered.centerx},{hovered.centery}")
    chooser.do("DOWN")
    chooser.do("ENTER")
    chosen = load_skin(names[1])
    frame = (chosen.canvas[0], chosen.canvas[1] * chosen.pixel_height)
    game(frame, chosen)  # its window, at its own size
    ini = (tmp_path / "home" / "config" / "ynot.ini").read_text(encoding="utf-8")
    assert f"skin = {names[1]}" in ini and f"skin = {names[2]}" not in ini


def test_the_window_opens_where_it_was_left(game, tmp_path):
    """A kept place (``[skin.psion] x, y`` in ynot.ini) is where the next start opens the window; a window
    moved and closed opens at its new place on the start after (the display was asked for its screens
    before it was started, so every kept place was dropped and the window opened centred)."""
    psion = load_skin("psion")
    frame = (psion.canvas[0], psion.canvas[1] * psion.pixel_height)
    config = tmp_path / "home" / "config"
    config.mkdir(parents=True)
    (config / "ynot.ini").write_text("[ynot]\nskin = psion\n\n[skin.psion]\nscale = 2\nx = 100\ny = 150\n",
                                     encoding="utf-8")
    window = game(frame, psion, "--skin", "psion")
    where = window.geometry()
    assert (where["X"], where["Y"]) == (100, 150)
    window.x("windowmove", "--sync", window.ident, "300", "200")
    window.x("windowfocus", "--sync", window.ident)
    window.x("key", "--clearmodifiers", "ctrl+x")  # the Psion key + X: exit
    assert window.process is not None and window.process.wait(timeout=60) == 0  # the place is kept on the way out
    ini = (config / "ynot.ini").read_text(encoding="utf-8")
    assert "x = 300" in ini and "y = 200" in ini
    moved = game(frame, psion, "--skin", "psion").geometry()
    assert (moved["X"], moved["Y"]) == (300, 200)
