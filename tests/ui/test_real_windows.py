"""Each look in a real X window (Xvfb, 1920x1080), driven as a player drives it (xdotool: keys, clicks,
double-clicks) and photographed (ImageMagick's ``import``): the window opens at the scale the window
policy gives, and shows, pixel for pixel, what ``ynot screenshot`` renders headless for the same input.

The headless tests prove the looks; these prove that what they draw reaches a real screen whole: the
window, its scale, the real event queue, real time for animations and the computer's pacing.
Skipped, with the reason, where Xvfb, xdotool or ImageMagick is not installed
(``apt-get install xvfb xdotool imagemagick``).
"""

from __future__ import annotations

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

TOOLS = ("Xvfb", "xdotool", "import")
SCREEN = (1920, 1080)
pytestmark = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in TOOLS),
    reason="needs Xvfb, xdotool and ImageMagick's import (apt-get install xvfb xdotool imagemagick)",
)

#: the script's key names as xdotool spells them
XDOTOOL_KEYS = {"ENTER": "Return", "SPACE": "space", "ESCAPE": "Escape", "TAB": "Tab", "F1": "F1"}


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
    """Start ``ynot play --skin NAME --seed 1`` in a real window; give the window once it is shown."""
    started: list[subprocess.Popen] = []

    def start(skin: str, frame: tuple[int, int]) -> RealWindow:
        env = dict(os.environ, DISPLAY=display, YNOT_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="x11",
                   SDL_AUDIODRIVER="dummy")
        started.append(subprocess.Popen([sys.executable, "-m", "ynot", "play", "--skin", skin, "--seed", "1"],
                                        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            found = subprocess.run(["xdotool", "search", "--class", "ynot"], env=env, capture_output=True,
                                   text=True, timeout=30).stdout.split()
            if found:
                return RealWindow(display, found[0], load_skin(skin), frame)
            if started[-1].poll() is not None:
                pytest.fail(f"the game ended before its window opened:\n{started[-1].stdout.read()}")
            time.sleep(0.2)
        pytest.fail("no window within 60 s")

    yield start
    for process in started:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.mark.parametrize("skin", sorted(SCENARIOS))
def test_a_look_in_a_real_window_shows_what_it_draws(skin, game, tmp_path):
    steps = SCENARIOS[skin]
    expected = headless(skin, steps, tmp_path)
    window = game(skin, expected.get_size())
    where = window.geometry()
    # the window policy, for real: the largest whole scale that fits the screen, all of it on the screen
    assert window.scale == fitting_scale(None, expected.get_size(), [SCREEN])
    assert (where["WIDTH"], where["HEIGHT"]) == (expected.get_width() * window.scale,
                                                 expected.get_height() * window.scale)
    assert where["X"] >= 0 and where["Y"] >= 0
    assert where["X"] + where["WIDTH"] <= SCREEN[0] and where["Y"] + where["HEIGHT"] <= SCREEN[1]
    if skin == "amiga":
        assert window.scale == 2  # it opened at scale 1 on this screen before the window policy
    for step in steps:
        window.do(step)
    # real time: dice tumble, the computer thinks; wait (at most 20 s) until the window comes to rest
    deadline, shown = time.monotonic() + 20, window.photograph()
    while differing_pixels(shown, expected) and time.monotonic() < deadline:
        time.sleep(0.3)
        shown = window.photograph()
    if differing_pixels(shown, expected):
        pygame.image.save(shown, str(tmp_path / f"{skin}-window.png"))
        pytest.fail(f"{differing_pixels(shown, expected)} pixels differ from the headless rendering; "
                    f"see {tmp_path}/{skin}-window.png and {skin}-headless.png")
