"""How strong and how fast the hard dominoes computer is, over seeded games to 300.

    python benchmarks/bench_dominoes.py --games 1000 --workers 2

Game ``i`` against each opponent uses seed ``i`` (the deals and the players' random sources); the hard
player takes the first seat in even games and the second in odd ones. Prints, for the hard player
against the easy one and against a random legal player: games won with the 95% (Wilson) interval, the
mean points a hand each side scored, and the median and worst time the hard player took for a move
(moves with a single legal choice included), with the machine's load.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ynot.dominoes import DominoGame, DominoRules, HandOver, TilePlayed  # noqa: E402
from ynot.dominoes.computer import computer  # noqa: E402


def play_game(opponent: str, seed: int, highest: int) -> tuple[bool, int, int, int, list[float]]:
    """(hard won, hands, hard's points, opponent's points, hard's move times)."""
    hard, other = computer("hard"), computer(opponent)
    hard_seat = seed % 2
    players = [hard, other] if hard_seat == 0 else [other, hard]
    rng = random.Random(seed)
    game = DominoGame(DominoRules(highest), ["Hard", opponent.title()], seed=seed)
    times: list[float] = []
    points = [0, 0]
    hands = 0
    while not game.is_over:
        seat = game.current
        started = time.perf_counter()
        action = players[seat](game, seat, rng)
        if seat == hard_seat:
            times.append(time.perf_counter() - started)
        for event in game.apply(action):
            if isinstance(event, TilePlayed):
                points[event.seat] += event.points
            elif isinstance(event, HandOver):
                hands += 1
                if event.scorer is not None:
                    points[event.scorer] += event.points
    hands += 0 if game.state.phase.value == "hand-over" else 1  # the hand the game ended in
    return game.state.winner() == hard_seat, hands, points[hard_seat], points[1 - hard_seat], times


def _chunk(job: tuple[str, int, int, int]) -> list[tuple[bool, int, int, int, list[float]]]:
    opponent, start, stop, highest = job
    return [play_game(opponent, seed, highest) for seed in range(start, stop)]


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if not games:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--opponents", default="easy,random")
    parser.add_argument("--set", type=int, choices=(6, 9), default=6, help="double-six or double-nine")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    print(f"{os.cpu_count()} cores, load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for opponent in args.opponents.split(","):
        started = time.perf_counter()
        step = max(1, args.games // (args.workers * 8))
        jobs = [(opponent, s, min(s + step, args.games), args.set) for s in range(0, args.games, step)]
        with ProcessPoolExecutor(args.workers) as pool:
            results = [r for chunk in pool.map(_chunk, jobs) for r in chunk]
        wins = sum(r[0] for r in results)
        hands = sum(r[1] for r in results)
        times = [t for r in results for t in r[4]]
        low, high = wilson(wins, len(results))
        print(
            f"hard vs {opponent}: {len(results)} games to 300 (double-{'six' if args.set == 6 else 'nine'}),"
            f" hard won {wins} = {wins / len(results):.1%} (95% interval {low:.1%} to {high:.1%})"
        )
        print(
            f"  mean points a hand: hard {sum(r[2] for r in results) / hands:.1f},"
            f" {opponent} {sum(r[3] for r in results) / hands:.1f} ({hands} hands)"
        )
        print(
            f"  hard's time a move: median {statistics.median(times) * 1000:.1f} ms,"
            f" worst {max(times) * 1000:.1f} ms over {len(times)} moves"
            f" ({time.perf_counter() - started:.0f} s; load average now"
            f" {' '.join(f'{x:.2f}' for x in os.getloadavg())})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
