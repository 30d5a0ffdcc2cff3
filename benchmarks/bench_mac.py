"""UI figures for the Macintosh look (Dominoes): launch to first frame, frame times while tiles slide at
scale 2 (in colour and in black and white), CPU used while idle, peak memory.

    python benchmarks/bench_mac.py             # in a real window if DISPLAY is set, else headless (SDL dummy)
    python benchmarks/bench_mac.py --plays 40 --idle 5
    python benchmarks/bench_mac.py --games 6   # then six whole games: the peak memory of a long session

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
    parser.add_argument("--plays", type=int, default=30, help="tile plays (yours and the computer's) to time")
    parser.add_argument("--idle", type=float, default=3.0, help="seconds of idling to measure (default 3)")
    parser.add_argument("--menus", type=int, default=10, help="times the menus are opened and walked (default 10)")
    parser.add_argument("--scale", type=int, default=2)
    parser.add_argument("--games", type=int, default=0,
                        help="whole games played after the timed frames (every tile slid), before the idling: "
                             "the peak memory printed is then a long session's (default 0)")
    args = parser.parse_args()
    home = figures.prepare()

    import pygame

    from ynot.ui.app import FRAME_MS

    app, store, launch_ms = figures.open_look("mac", args.scale, START)
    mac = app.scenes[0]
    flow = mac.flow

    # --- frames while tiles slide: update + draw + scale + flip, as the loop does ---------------
    frames: dict[str, list[float]] = {"colour": [], "black and white": []}
    computer_ms: list[float] = []
    plays = 0
    while plays < args.plays and not flow.over:
        mode = "colour" if plays < args.plays // 2 else "black and white"
        if mac.screen.mono != (mode != "colour"):  # once, half way (the switch redraws every picture)
            mac.setup.choose_colour(mode == "colour")
        before = len(flow.game.history)
        if flow.waiting_for_next_hand():
            flow.next_hand()
        elif flow.turn() == 0:
            moved = False
            for index, tile in enumerate(flow.view().hand):
                chains = flow.fits(tile)
                if chains:
                    flow.person.plays(index, chains[0])
                    moved = True
                    break
            if not moved:
                flow.person.draws() if flow.view().boneyard else flow.person.passes()
        else:
            t0 = time.perf_counter()
            flow.computer_moves()
            computer_ms.append((time.perf_counter() - t0) * 1000)
        if len(flow.game.history) == before:
            break
        if mac.pointing.slides:
            plays += 1
        while mac.pointing.slides:
            frames[mode].append(figures.timed_frame(app, FRAME_MS))
        pygame.event.get()

    # --- idle: the real loop, with nothing happening, until a QUIT arrives ----------------------
    while not flow.over and flow.turn() == 1:  # let the computer finish, so nothing is pending
        flow.computer_moves()
    menus = figures.measure_menus(app, "F10 RIGHT RIGHT RIGHT LEFT ESC", args.menus)
    scrolling = scroll_hand(app, figures, args.menus)
    played = whole_games(app, figures, args.games)
    idle = figures.measure_idle(app, args.idle)

    driver = pygame.display.get_driver()
    print(f"video driver: {driver}, scale {args.scale} ({640 * args.scale}x{480 * args.scale} window)")
    for mode, times in frames.items():
        figures.print_frames(f"tiles slide ({mode})", times)
    figures.print_frames("menus open, move and close", menus)
    figures.print_frames("the hand is scrolled", scrolling)
    if computer_ms:
        print(
            f"the computer's moves (hard): {len(computer_ms)}; median {figures.median_of(computer_ms):.0f} ms, "
            f"worst {max(computer_ms):.0f} ms"
        )
    if played:
        print(f"whole games played after them: {args.games} ({played} tiles slid)")
    figures.print_common(launch_ms, idle, app)
    figures.close(store, home)
    return 0


def whole_games(app, figures, games: int) -> int:  # noqa: ANN001 - App, ui_figures
    """``games`` whole games, you (the first tile that fits, else a draw or a pass) against the computer,
    every play's slide shown frame by frame: the tiles slid."""
    from ynot.ui.app import FRAME_MS

    mac = app.scenes[0]
    flow = mac.flow
    flow.games.start_game()
    app.settle()
    slid = finished = 0
    while finished < games:
        if flow.over:
            finished += 1
            flow.games.start_game()
            app.settle()
            continue
        if flow.waiting_for_next_hand():
            flow.next_hand()
        elif flow.turn() != 0:
            flow.computer_moves()
        else:
            view = flow.view()
            fitting = next(((i, flow.fits(tile)[0]) for i, tile in enumerate(view.hand) if flow.fits(tile)), None)
            if fitting is not None:
                flow.person.plays(*fitting)
            else:
                flow.person.draws() if view.boneyard else flow.person.passes()
        slid += bool(mac.pointing.slides)
        while mac.pointing.slides:
            figures.timed_frame(app, FRAME_MS)
        figures.timed_frame(app, FRAME_MS)
    return slid


def scroll_hand(app, figures, rounds: int) -> list[float]:  # noqa: ANN001 - App, ui_figures
    """Frames while a long hand (every tile drawn from a double-nine set) is scrolled by its arrows, to
    its end and back, ``rounds`` times."""
    mac = app.scenes[0]
    mac.setup.choose_set(9)
    mac.flow.games.start_game()  # a new game with that set, the one in progress left
    app.settle()
    flow = mac.flow
    for _step in range(200):  # you draw every tile you may; the computer moves at once
        if flow.turn() != 0:
            flow.computer_moves()
        elif not flow.view().boneyard:
            break
        else:
            before = len(flow.game.history)
            flow.person.draws()
            if len(flow.game.history) == before:  # not now (the highest double opens the hand): a tile played
                view = flow.view()
                fitting = next(((i, flow.fits(tile)[0]) for i, tile in enumerate(view.hand) if flow.fits(tile)), None)
                if fitting is None:
                    break
                flow.person.plays(*fitting)
        app.settle()
    arrows = mac.screen.hand_arrows(flow.view())
    if arrows is None:
        return []
    (lx, ly, _lw, _lh), (rx, ry, _rw, _rh) = arrows
    clicks = " ".join([f"CLICK:{rx + 5},{ry + 10}"] * 4 + [f"CLICK:{lx + 5},{ly + 10}"] * 4)
    return figures.measure_menus(app, clicks, rounds)


if __name__ == "__main__":
    sys.exit(main())
