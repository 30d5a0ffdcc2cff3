"""Figures for the Amiga skin: frame times while the dice roll and while the pointer crosses the card
and the Menu gadget leaves the game and Continue comes back (update, draw, scale and push what
changed), peak memory against the floor, a whole two-player game played by synthetic mouse clicks, and
(``--computers``) how long each computer level takes to choose.

    python benchmarks/bench_amiga.py              # in a real window if DISPLAY is set, else headless
    python benchmarks/bench_amiga.py --rolls 40 --computers

Everything runs in a throwaway YNOT_HOME, so the player's records are not touched.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

START = time.perf_counter()
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ui_figures import close, measure_menus, open_look, prepare, print_frames, print_memory, timed_frame  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=20, help="dice rolls to time (default 20)")
    parser.add_argument("--scale", type=int, default=2, help="window scale (default 2: 1280x1024)")
    parser.add_argument("--computers", action="store_true", help="also time each computer level (loads NumPy)")
    args = parser.parse_args()
    home = prepare()

    import pygame
    from amiga import mouse

    from ynot.ui.script import parse_token

    app, store, launch_ms = open_look("amiga", args.scale, START)
    ctl = app.scenes[0]
    app.play_keys(f"{mouse.count_box(2)} {mouse.NEW_GAME}")
    screen = ctl.screen

    def click(token: str) -> None:  # without letting the dice land
        for event in parse_token(token).events:
            app.dispatch(pygame.event.Event(event.type, {**event.dict, "pos": app.display.to_window(event.pos)}))

    frames: list[float] = []
    for _ in range(args.rolls):
        if screen.state.roll_number:
            app.play_keys(f"{mouse.ROLL} {mouse.box(screen, screen.state.current, screen.game.suggested().category)}")
        click(mouse.ROLL)
        while screen.anim.active:
            frames.append(timed_frame(app, 16))
    # the pointer passes over the card (the box under it lit), then the Menu gadget and Continue
    layout = screen.layout
    hover = " ".join(
        f"MOVE:{cell.centerx},{cell.centery}"
        for cell in (pygame.Rect(layout.cell(0, row)) for row in range(0, len(layout.rows), 2))
    )
    gadgets = measure_menus(app, f"{hover} {mouse.MENU} {mouse.CONTINUE}", max(1, args.rolls // 4))
    print(f"video driver: {pygame.display.get_driver()}, scale {args.scale} "
          f"({app.display.canvas_rect().width}x{app.display.canvas_rect().height} window)")
    print_frames("dice roll", frames)
    print_frames("the pointer crosses the card; Menu and Continue", gadgets)
    print(f"launch to first frame: {launch_ms:.0f} ms")
    print_memory(app)

    app.play_keys(f"ESC Y {mouse.NEW_GAME}")
    screen = ctl.screen
    start = time.perf_counter()
    clicks = 0
    while not screen.state.is_over:
        app.play_keys(f"{mouse.ROLL} {mouse.ROLL}")
        best = screen.game.suggested()
        app.play_keys(mouse.box(screen, screen.state.current, best.category))
        clicks += 3
    print(f"a whole two-player game by mouse: {clicks} clicks in {time.perf_counter() - start:.2f} s")
    if args.computers:
        time_computers()
    close(store, home)
    return 0


def time_computers() -> None:
    """How long each computer level takes to get ready and to choose, in a solitaire game of YATCY."""
    from ynot.dice import DiceGame
    from ynot.dice.rules import get_rules
    from ynot.dice.strategy.players import ComputerPlayer

    rules = get_rules("yatcy")
    for level in ("beginner", "good", "perfect"):
        start = time.perf_counter()
        player = ComputerPlayer(rules, level)
        built = time.perf_counter() - start
        game = DiceGame(rules, ["Computer"], seed=3)
        decisions = 0
        start = time.perf_counter()
        while not game.is_over:
            game.apply(player.choose(game, game.current))
            decisions += 1
        each = (time.perf_counter() - start) / decisions * 1000
        print(f"computer {level}: ready in {built:.2f} s, {each:.2f} ms a move, scored {game.state.total(0)}")


if __name__ == "__main__":
    raise SystemExit(main())
