"""What the UI benchmarks share: a throwaway YNOT_HOME and SDL set up before pygame loads, the idle
loop measured (CPU used while nothing moves), and the figures every look prints.

The benchmark runs in the process it measures, so it keeps its own weight out of the peak memory it
prints: no ``statistics`` (it loads ``fractions`` and ``decimal``, 0.8 MB), the floor's ``subprocess``
loaded only after the peak is read, and a frame's time kept in 80 bytes, not 430 (two thousand frames
were 0.8 MB). The floor, a process that only opens a window, carries none of that either."""

from __future__ import annotations

import os
import resource
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

#: the goals of issue 25: every frame at most 2 ms at the median and 8 ms at worst; memory while
#: playing at most 15 MB above the floor (a process that only opens a window of the same size)
MEDIAN_GOAL_MS = 2.0
WORST_GOAL_MS = 8.0
MEMORY_GOAL_MB = 15.0


def prepare() -> tempfile.TemporaryDirectory:
    """A real window if DISPLAY is set, else SDL's dummy driver; no sound device; a fresh YNOT_HOME
    (returned: clean it up at the end) so the player's records are not touched."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    home = tempfile.TemporaryDirectory(prefix="ynot-bench-")
    os.environ["YNOT_HOME"] = home.name
    return home


def open_look(
    skin: str, scale: int, started: float, adjust: Callable[[Any], None] | None = None
) -> tuple[Any, Any, float]:
    """The look built in the throwaway home (seed 1, no sound) and shown once: (app, store, milliseconds
    from ``started`` to that first frame). ``adjust(store)`` may set options before the look reads them.
    The garbage collector is handled as ``ynot play`` does (ynot/ui/collector.py): held off while the look
    starts, then the start's objects frozen out of its way; without that its full passes come seldom and a
    long session's garbage waits for them (a megabyte more after six Mac games)."""
    from ynot.ui.collector import first_frame_shown, held_until_first_frame
    from ynot.ui.launch import build_app, open_store

    with held_until_first_frame():
        store = open_store()
        if store is not None and adjust is not None:
            adjust(store)
        app = build_app(skin, store=store, seed=1, scale=scale, resume=False, sound=False)
        app.present()
        first_frame_shown()
    return app, store, (time.perf_counter() - started) * 1000


def close(store: Any, home: tempfile.TemporaryDirectory) -> None:
    """Close the records, pygame and the throwaway home."""
    import pygame

    if store is not None:
        store.close()
    pygame.quit()
    home.cleanup()


def measure_idle(app: Any, seconds: float) -> tuple[float, float]:
    """Run the real loop with nothing happening until a QUIT arrives: (CPU seconds, wall seconds)."""
    import pygame

    app.settle()
    app.running = True
    timer = threading.Timer(seconds, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    cpu0, wall0 = time.process_time(), time.perf_counter()
    timer.start()
    app.run()
    return time.process_time() - cpu0, time.perf_counter() - wall0


class FrameTime(float):
    """A frame's milliseconds on the clock, with ``cpu``: the milliseconds this process worked for it
    (the rest is waiting: for the X server to take the pixels, or for a core on a busy machine)."""

    __slots__ = ("cpu",)  # no dictionary per frame
    cpu: float

    def __new__(cls, wall_ms: float, cpu_ms: float) -> FrameTime:
        made = super().__new__(cls, wall_ms)
        made.cpu = cpu_ms
        return made


def timed(make_frame: Callable[[], object]) -> FrameTime:
    """``make_frame()`` timed on the clock and in processor time."""
    cpu, start = time.thread_time(), time.perf_counter()
    make_frame()
    return FrameTime((time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000)


def timed_frame(app: Any, dt_ms: int = 16) -> FrameTime:
    """One frame as the loop makes it (update, draw, scale and push what changed): milliseconds."""

    def frame() -> None:
        app.update(dt_ms)
        app.present()

    return timed(frame)


def measure_menus(app: Any, script: str, rounds: int) -> list[float]:
    """Frames while menus open, move and close (or anything else a script does): each event of
    ``script`` (ynot.ui.script; mouse positions in canvas pixels) dispatched and the frame made, as the
    loop does after an event, and the frames of any animation it starts; ``rounds`` times."""
    import pygame

    from ynot.ui.app import FRAME_MS
    from ynot.ui.script import parse_script

    mouse = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
    frames = []
    for _ in range(rounds):
        for step in parse_script(script):
            for event in step.events:
                if event.type in mouse:
                    event = pygame.event.Event(event.type, {**event.dict, "pos": app.display.to_window(event.pos)})
                frames.append(timed(lambda event=event: (app.dispatch(event), app.present())))
                for _frame in range(120):  # what the event set moving, for up to two seconds
                    if not app.busy():
                        break
                    frames.append(timed_frame(app, FRAME_MS))
    return frames


def median_of(values: list[float]) -> float:
    """The median of ``values`` (not empty), as ``statistics.median`` gives it."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def print_frames(what: str, frames: list[float]) -> None:
    """Median and worst of some frames, against the goals."""
    if not frames:
        return
    median, worst = median_of(frames), max(frames)
    verdict = "met" if median <= MEDIAN_GOAL_MS and worst <= WORST_GOAL_MS else "not met"
    cpu = [frame.cpu for frame in frames if isinstance(frame, FrameTime)]
    worked = f"; processor time median {median_of(cpu):.2f} ms, worst {max(cpu):.2f} ms" if cpu else ""
    print(f"frames while {what}: {len(frames)}; median {median:.2f} ms, worst {worst:.2f} ms "
          f"(goal <= {MEDIAN_GOAL_MS:g} and <= {WORST_GOAL_MS:g}: {verdict}){worked}")


def print_common(launch_ms: float, idle: tuple[float, float], app: Any = None) -> None:
    """Launch to first frame, idle CPU and peak memory (against the floor for the same window, when
    ``app`` has one), as every look's benchmark prints them."""
    idle_cpu, idle_wall = idle
    print(f"launch to first frame: {launch_ms:.0f} ms")
    print(f"idle: {idle_cpu * 1000:.0f} ms CPU over {idle_wall:.1f} s = {100 * idle_cpu / idle_wall:.2f}% of one core")
    print_memory(app)


def print_memory(app: Any = None) -> None:
    """Peak memory so far, against the floor for the same window when ``app`` has one."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if app is None or app.display.surface is None:
        print(f"peak memory (max RSS): {peak:.0f} MB")
        return
    from floor import floor  # after the peak is read: its subprocess module is the benchmark's, not the look's

    base = floor(app.display.surface.get_size())[1]
    verdict = "met" if peak - base <= MEMORY_GOAL_MB else "not met"
    numpy = "NumPy loaded" if "numpy" in sys.modules else "no NumPy"
    print(f"peak memory (max RSS): {peak:.0f} MB against {base:.0f} MB for the floor: {peak - base:+.1f} MB "
          f"(goal <= +{MEMORY_GOAL_MB:g}: {verdict}; {numpy})")
