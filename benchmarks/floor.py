"""The floor the UI goals are measured against: a process that imports pygame, opens a window of a
look's size and flips once (nothing of YNOT), timed and measured from outside like ``ynot play``.

The floor opens its window the way YNOT does, with SDL's own window surface (no OpenGL framebuffer:
``SDL_FRAMEBUFFER_ACCELERATION=0``, as ynot/ui/scaled.py asks): with SDL's default a software OpenGL
is loaded round the window (about 90 MB and 0.1 s under Xvfb), and a floor that pays for it while YNOT
does not would flatter YNOT."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

FLOOR = """
import os
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
import pygame
pygame.display.init()
pygame.display.set_mode(({width}, {height}), pygame.RESIZABLE)
pygame.display.flip()
print(next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM:")))
"""

ROOT = Path(__file__).resolve().parents[1]


def installed_like(env: dict[str, str]) -> None:
    """Compile the package's bytecode (as pip does when it installs) and let ``env``'s processes use
    it: with PYTHONDONTWRITEBYTECODE set, every start would compile every module again."""
    import compileall

    env.pop("PYTHONDONTWRITEBYTECODE", None)
    compileall.compile_dir(ROOT / "ynot", quiet=1)


def first_frame_env() -> dict[str, str]:
    """The environment of a timed ``ynot play``: it ends right after its first frame, with the package's
    bytecode kept as installed; without a display SDL's dummy driver is used (a smoke run), and no sound."""
    env = dict(os.environ, YNOT_EXIT_AFTER_FIRST_FRAME="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    installed_like(env)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["SDL_VIDEODRIVER"] = os.environ["SDL_VIDEODRIVER"] = "dummy"
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def rounds_and_looks(description: str, looks: list[str]) -> tuple[int, list[str]]:
    """The command line of a timed-start benchmark: ``--rounds`` (timed pairs per look, default 7) and
    ``--looks`` (comma-separated, default ``looks``)."""
    import argparse

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--rounds", type=int, default=7, help="timed pairs per look (default 7)")
    parser.add_argument("--looks", default=",".join(looks), help=f"comma-separated looks (default {','.join(looks)})")
    args = parser.parse_args()
    return args.rounds, [look for look in args.looks.split(",") if look]


def window_size(look: str, scale: int) -> tuple[int, int]:
    """The window ``ynot play --skin look --scale scale`` opens (no machine drawn round it)."""
    sys.path.insert(0, str(ROOT))
    from ynot.ui.skin import load_skin

    skin = load_skin(look)
    width, height = skin.canvas
    return width * scale, height * scale * skin.pixel_height


def timed_process(command: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Run ``command`` to its end: (wall seconds, peak resident memory in MB; from a small parent, as
    the memory a child is charged includes its parent's at the fork)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise SystemExit(f"{' '.join(command)} failed with status {process.returncode}")
    return seconds, usage.ru_maxrss / 1024


def floor(size: tuple[int, int]) -> tuple[float, float]:
    """The floor process for a window of ``size``: (wall seconds, peak MB). The peak is the process's
    own high-water mark (VmHWM): a child's ru_maxrss counts its parent's memory too, when the parent
    (a look's benchmark) is the larger."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", FLOOR.format(width=size[0], height=size[1])], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return time.perf_counter() - start, int(done.stdout.split()[-1]) / 1024
