"""What the UI benchmarks share: a throwaway YNOT_HOME and SDL set up before pygame loads, the idle
loop measured (CPU used while nothing moves), and the figures every look prints."""

from __future__ import annotations

import os
import resource
import tempfile
import threading
import time
from collections.abc import Callable
from typing import Any


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
    from ``started`` to that first frame). ``adjust(store)`` may set options before the look reads them."""
    from ynot.ui.launch import build_app, open_store

    store = open_store()
    if store is not None and adjust is not None:
        adjust(store)
    app = build_app(skin, store=store, seed=1, scale=scale, resume=False, sound=False)
    app.present()
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


def print_common(launch_ms: float, idle: tuple[float, float]) -> None:
    """Launch to first frame, idle CPU and peak memory, as every look's benchmark prints them."""
    idle_cpu, idle_wall = idle
    print(f"launch to first frame: {launch_ms:.0f} ms")
    print(f"idle: {idle_cpu * 1000:.0f} ms CPU over {idle_wall:.1f} s = {100 * idle_cpu / idle_wall:.2f}% of one core")
    print(f"peak memory (max RSS): {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")
