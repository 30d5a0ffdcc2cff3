"""The dominoes computers against each other, and the hard computer's speed, over seeded games to 300.

    python benchmarks/bench_dominoes.py --games 1000 --workers 2            # every table, every pairing
    python benchmarks/bench_dominoes.py --tables 2 --pairings hard:hoarder,hard:easy --set 6
    python benchmarks/bench_dominoes.py --timing 200                        # the hard computer's moves

Strength: for each table (2, 3 or 4 players; 4 plays as two partnerships) and each pairing of strategies
A and B, game ``i`` uses seed ``i`` (its deals and the players' random sources) and seats A and B in
turn round the table, A first in even games and B first in odd ones: two players A-B or B-A; three
A-B-A or B-A-B (each side has one and a half seats on average); four A-B-A-B, A's two partners against
B's. It prints A's games won with the 95% (Wilson) interval, and for the hard computer the goals of
issue 26 (at least 85% against the hoarder, at least 95% against easy).

Timing (``--timing N``): N games of the hard computer against the hoarder and against easy with a
double-nine set; every move the hard computer makes is timed (forced moves included), and the median and
the worst are printed against the goals (at most 150 ms each; issue 25 point 6, issue 26 point 16).
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ynot.dominoes import DominoGame, DominoRules  # noqa: E402
from ynot.dominoes.computer import computer  # noqa: E402

STRATEGIES = ("easy", "hard", "blocker", "hoarder")
GOALS = {("hard", "hoarder"): 0.85, ("hard", "easy"): 0.95}
TIME_GOAL_MS = 150.0
NAMES = ("North", "East", "South", "West")


def seating(first: str, second: str, players: int, seed: int) -> list[str]:
    """The strategies round the table in game ``seed``: A and B in turn, A first in even games."""
    pair = (first, second) if seed % 2 == 0 else (second, first)
    return [pair[seat % 2] for seat in range(players)]


def play_game(
    first: str, second: str, players: int, seed: int, highest: int, target: int = 300
) -> tuple[bool, list[float]]:
    """(A's side won, the hard computer's move times in seconds)."""
    levels = seating(first, second, players, seed)
    choosers = [computer(level) for level in levels]
    rng = random.Random(seed)
    rules = DominoRules(highest, target, partners=players == 4)
    game = DominoGame(rules, NAMES[:players], seed=seed)
    times: list[float] = []
    while not game.is_over:
        seat = game.current
        started = time.perf_counter()
        action = choosers[seat](game, seat, rng)
        if levels[seat] == "hard":
            times.append(time.perf_counter() - started)
        game.apply(action)
    return levels[game.state.winner()] == first, times  # type: ignore[index]


def _chunk(job: tuple[str, str, int, int, int, int, int]) -> list[tuple[bool, list[float]]]:
    first, second, players, start, stop, highest, target = job
    return [play_game(first, second, players, seed, highest, target) for seed in range(start, stop)]


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if not games:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def run_pairing(
    pool: ProcessPoolExecutor, args: argparse.Namespace, first: str, second: str, players: int, games: int, highest: int
) -> tuple[int, list[float]]:
    step = max(1, games // (args.workers * 8))
    jobs = [(first, second, players, s, min(s + step, games), highest, args.target) for s in range(0, games, step)]
    results = [r for chunk in pool.map(_chunk, jobs) for r in chunk]
    return sum(r[0] for r in results), [t for r in results for t in r[1]]


def strength(args: argparse.Namespace, pool: ProcessPoolExecutor) -> bool:
    """Every pairing at every table; True when every goal is met."""
    met = True
    pairings = (
        [tuple(p.split(":")) for p in args.pairings.split(",")]
        if args.pairings
        else list(itertools.combinations(STRATEGIES, 2))
    )
    set_name = "double-six" if args.set == 6 else "double-nine"
    for players in (int(t) for t in args.tables.split(",")):
        table = {2: "two players", 3: "three players", 4: "four players, two partnerships"}[players]
        print(f"\n{table}, {set_name}, games to {args.target}, {args.games} games a pairing")
        print(f"  {'A':<8} {'B':<8} {'A won':>7} {'share':>7}   95% interval     goal")
        for first, second in pairings:
            started = time.perf_counter()
            wins, _times = run_pairing(pool, args, first, second, players, args.games, args.set)
            low, high = wilson(wins, args.games)
            goal = GOALS.get((first, second)) if players == 2 else None
            verdict = ""
            if goal is not None:
                ok = wins / args.games >= goal
                met = met and ok
                verdict = f"at least {goal:.0%}: {'met' if ok else 'NOT MET'}"
            print(
                f"  {first:<8} {second:<8} {wins:>7} {wins / args.games:>7.1%}   {low:.1%} to {high:.1%}"
                f"   {verdict}  ({time.perf_counter() - started:.0f} s)"
            )
    return met


def timing(args: argparse.Namespace, pool: ProcessPoolExecutor) -> bool:
    """The hard computer's move times with a double-nine set; True when both goals are met."""
    times: list[float] = []
    for opponent in ("hoarder", "easy"):
        _wins, found = run_pairing(pool, args, "hard", opponent, 2, args.timing, 9)
        times += found
    median, worst = statistics.median(times) * 1000, max(times) * 1000
    print(
        f"\nthe hard computer's moves, double-nine, {args.timing} games against the hoarder and as many against"
        f" easy: {len(times)} moves"
    )
    for label, value in (("median", median), ("worst ", worst)):
        verdict = "met" if value <= TIME_GOAL_MS else "NOT MET"
        print(f"  {label} {value:.1f} ms (goal at most {TIME_GOAL_MS:.0f} ms: {verdict})")
    return median <= TIME_GOAL_MS and worst <= TIME_GOAL_MS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games a pairing (default 1000)")
    parser.add_argument("--tables", default="2,3,4", help="players at the table: 2, 3, 4 (default all)")
    parser.add_argument("--pairings", default="", help="A:B pairs, e.g. hard:hoarder (default every pair)")
    parser.add_argument("--set", type=int, choices=(6, 9), default=6, help="double-six or double-nine")
    parser.add_argument("--timing", type=int, default=0, metavar="N", help="time the hard computer over N games")
    parser.add_argument("--no-strength", action="store_true", help="only the timing")
    parser.add_argument("--target", type=int, default=300, help="points to win (the goals are for 300)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    print(f"{os.cpu_count()} cores, load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    met = True
    with ProcessPoolExecutor(args.workers) as pool:
        if not args.no_strength:
            met = strength(args, pool) and met
        if args.timing:
            met = timing(args, pool) and met
    print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
