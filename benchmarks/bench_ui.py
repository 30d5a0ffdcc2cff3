"""UI figures for the Psion skin: launch to first frame, frame times while dice roll at scale 3, CPU used
while idle (the loop sleeps when nothing moves), peak memory.

    python benchmarks/bench_ui.py            # in a real window if DISPLAY is set, else headless (SDL dummy)
    python benchmarks/bench_ui.py --rolls 30 --idle 5

Everything runs in a throwaway YNOT_HOME, so the player's records are not touched.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

START = time.perf_counter()
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ui_figures as figures  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=20, help="dice rolls to time (default 20)")
    parser.add_argument("--idle", type=float, default=3.0, help="seconds of idling to measure (default 3)")
    parser.add_argument("--menus", type=int, default=10, help="times the menu is opened and walked (default 10)")
    parser.add_argument("--scale", type=int, default=3)
    parser.add_argument("--machine", action="store_true", help="the Psion's case drawn round the screen")
    args = parser.parse_args()
    home = figures.prepare()

    import pygame

    from ynot.ui.app import FRAME_MS
    from ynot.ui.script import parse_script

    def machine(store) -> None:  # noqa: ANN001 - Store
        store.options.skin_settings("psion")["machine"] = "yes" if args.machine else "no"

    app, store, launch_ms = figures.open_look("psion", args.scale, START, machine)
    game = app.scenes[0]

    # --- frames while the dice roll: update + draw + scale + flip, as the loop does -------------
    frames: list[float] = []

    def press(text: str) -> None:  # keys without letting the dice land
        for step in parse_script(text):
            for event in step.events:
                app.dispatch(event)

    for _ in range(args.rolls):
        state = game.state
        if state.is_over:
            app.play_keys("ESC ESC ENTER")
            press("ENTER")
        elif state.roll_number in (1, 2):
            press("SPACE RIGHT " * 5 + ("TAB " if game.focus == "card" else "") + "ENTER")
        else:  # a turn's first roll, or a score that rolls the next turn by itself
            press("ENTER")
        while game.anim.active:
            frames.append(figures.timed_frame(app, FRAME_MS))
        pygame.event.get()
    menus = figures.measure_menus(app, "MENU RIGHT RIGHT RIGHT LEFT ESC", args.menus)

    # --- idle: the real loop, with nothing happening, until a QUIT arrives ----------------------
    idle = figures.measure_idle(app, args.idle)

    driver = pygame.display.get_driver()
    width, height = app.display.canvas_rect().size
    print(f"video driver: {driver}, scale {args.scale} ({width}x{height} window)")
    figures.print_frames(f"dice roll ({args.rolls} rolls)", frames)
    figures.print_frames("the menu opens, moves and closes", menus)
    figures.print_common(launch_ms, idle, app)
    figures.close(store, home)
    return 0


if __name__ == "__main__":
    sys.exit(main())
