"""Figures for the Amiga skin: frame times while the dice roll (draw + scale to the window), a whole
two-player game played by synthetic mouse clicks, and how long each computer level takes to choose.

    python benchmarks/bench_amiga.py              # headless (SDL dummy), in a throwaway YNOT_HOME
    python benchmarks/bench_amiga.py --rolls 40
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=20, help="dice rolls to time (default 20)")
    parser.add_argument("--scale", type=int, default=2, help="window scale (default 2: 1280x1024)")
    args = parser.parse_args()
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    home = tempfile.TemporaryDirectory(prefix="ynot-bench-")
    os.environ["YNOT_HOME"] = home.name

    import pygame
    from amiga import mouse

    from ynot.dice import DiceGame
    from ynot.dice.rules import get_rules
    from ynot.dice.strategy.players import ComputerPlayer
    from ynot.ui.launch import build_app, open_store
    from ynot.ui.script import parse_token

    store = open_store()
    app = build_app("amiga", store=store, seed=1, scale=args.scale, resume=False, sound=False)
    ctl = app.scenes[0]
    app.play_keys(f"{mouse.count_box(2)} {mouse.NEW_GAME}")
    screen = ctl.screen

    def click(token: str) -> None:  # without letting the dice land
        for event in parse_token(token).events:
            app.dispatch(pygame.event.Event(event.type, {**event.dict, "pos": app.to_window(event.pos)}))

    frames: list[float] = []
    for _ in range(args.rolls):
        if screen.state.roll_number:
            app.play_keys(f"{mouse.ROLL} {mouse.box(screen, screen.state.current, screen.game.suggested().category)}")
        click(mouse.ROLL)
        while screen.anim.active:
            start = time.perf_counter()
            app.update(16)
            app.present()
            frames.append((time.perf_counter() - start) * 1000)
    frames.sort()
    print(
        f"frames while rolling at scale {args.scale} ({app.canvas_rect().width}x{app.canvas_rect().height}):"
        f" {len(frames)} frames, median {statistics.median(frames):.2f} ms,"
        f" 95th percentile {frames[int(len(frames) * 0.95)]:.2f} ms"
    )

    app.play_keys(f"ESC Y {mouse.NEW_GAME}")
    screen = ctl.screen
    start = time.perf_counter()
    clicks = 0
    while not screen.state.is_over:
        app.play_keys(f"{mouse.ROLL} {mouse.ROLL}")
        best = screen.game.suggested()
        app.play_keys(mouse.box(screen, screen.state.current, best.category))
        clicks += 3
    print(f"a whole two-player game by mouse, headless: {clicks} clicks in {time.perf_counter() - start:.2f} s")

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
    store.close()
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
