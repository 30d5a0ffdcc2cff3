"""UI figures for the Windows look: launch to first frame, frame times while dice roll out of the shaker,
while a die is dragged into the shaker and while menus open, CPU used while idle (the loop sleeps when
nothing moves), peak memory.

    python benchmarks/bench_windows.py            # in a real window if DISPLAY is set, else headless
    python benchmarks/bench_windows.py --rolls 30 --drags 10 --idle 5 --scale 2

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
    parser.add_argument("--rolls", type=int, default=20, help="rolls to time (default 20)")
    parser.add_argument("--drags", type=int, default=10, help="dice to drag into the shaker (default 10)")
    parser.add_argument("--idle", type=float, default=3.0, help="seconds of idling to measure (default 3)")
    parser.add_argument("--menus", type=int, default=10, help="times the menus are opened and walked (default 10)")
    parser.add_argument("--scale", type=int, default=2)
    args = parser.parse_args()
    home = figures.prepare()

    import pygame

    from ynot.dice import Score
    from ynot.ui.app import FRAME_MS

    def straight_to_the_game(store) -> None:  # the Players dialog has been seen; no End of Turn question
        store.options.skin_settings("windows")["seen"] = "yes"
        store.options.end_of_turn = "nothing"

    app, store, launch_ms = figures.open_look("windows", args.scale, START, straight_to_the_game)
    game = app.scenes[0]
    board = game.board
    table = board.table

    def send(kind: int, pos: tuple[int, int], **extra: object) -> None:
        app.dispatch(pygame.event.Event(kind, pos=app.display.to_window(pos), touch=False, **extra))

    def frame() -> float:
        return figures.timed_frame(app, FRAME_MS)

    def double_click(pos: tuple[int, int]) -> None:
        for _ in range(2):
            send(pygame.MOUSEBUTTONDOWN, pos, button=1)
            send(pygame.MOUSEBUTTONUP, pos, button=1)

    # --- frames while the dice roll out of the shaker ---------------------------------------------
    rolling: list[float] = []
    for _ in range(args.rolls):
        state = game.game.state
        if state.roll_number >= 1:  # score the suggested box, then the next turn's first roll
            suggestion = game.game.suggested()
            game.act(Score(suggestion.category, suggestion.column))
            if game.game.is_over:
                game.new_game()
        double_click(table.shaker.center)
        while board.tumble.active:
            rolling.append(frame())

    # --- frames while a die is dragged across the table into the shaker ----------------------------
    def ready_to_throw() -> None:  # dice out on the table, and a roll left to throw them for
        state = game.game.state
        if state.roll_number >= 3:
            suggestion = game.game.suggested()
            game.act(Score(suggestion.category, suggestion.column))
            if game.game.is_over:
                game.new_game()
        state = game.game.state
        if state.roll_number == 0 or len(state.marks) == len(state.dice.faces):  # all in the shaker: roll
            board.roll()
            game.flow.land_now()
            frame()
        if game.game.state.roll_number >= 3:
            ready_to_throw()

    dragging: list[float] = []
    target = table.shaker.center
    for _ in range(args.drags):
        ready_to_throw()
        place = next(i for i, die in enumerate(board.places.slots) if die is not None)
        start = table.places[place].center
        send(pygame.MOUSEBUTTONDOWN, start, button=1)
        steps = 60  # a second of motion, one move a frame, ending over the shaker
        for step in range(1, steps + 1):
            pos = (start[0] + (target[0] - start[0]) * step // steps, start[1] + (target[1] - start[1]) * step // steps)
            send(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(1, 0, 0))
            dragging.append(frame())
        send(pygame.MOUSEBUTTONUP, target, button=1)  # into the shaker
        dragging.append(frame())

    menus = figures.measure_menus(app, "Alt+G RIGHT RIGHT RIGHT LEFT ESC ESC", args.menus)
    idle = figures.measure_idle(app, args.idle)  # the real loop, with nothing happening, until a QUIT arrives
    driver = pygame.display.get_driver()
    print(f"video driver: {driver}, scale {args.scale} ({640 * args.scale}x{480 * args.scale} window)")
    figures.print_frames("dice roll", rolling)
    figures.print_frames("a die is dragged into the shaker", dragging)
    figures.print_frames("menus open, move and close", menus)
    figures.print_common(launch_ms, idle, app)
    figures.close(store, home)
    return 0


if __name__ == "__main__":
    sys.exit(main())
