"""Play seeded solitaire games with each computer player level and print mean and standard deviation.

    python benchmarks/simulate_players.py --rules yahtzee --games 10000

Game ``i`` of every level uses seed ``i``, through the real game machine (ynot.dice.DiceGame) and the
players' ``choose``. For the perfect player it also prints the solver's expected score and
how many standard errors the simulated mean lies from it.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ynot.dice.rules import get_rules  # noqa: E402
from ynot.dice.strategy.players import PLAYERS, ComputerPlayer, play_solitaire  # noqa: E402


def _play(job: tuple[str, dict, str, int, int]) -> list[int]:
    name, options, level, start, stop = job
    rules = get_rules(name, **options)
    player = ComputerPlayer(rules, level)
    return [play_solitaire(rules, level, seed, player).state.total(0) for seed in range(start, stop)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="yahtzee")
    parser.add_argument("--option", action="append", default=[], help="winzee option key=value")
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--levels", default=",".join(PLAYERS))
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option)
    rules = get_rules(args.rules, **options)
    print(f"{rules.title}: {args.games} seeded games per level (seeds 0-{args.games - 1})")
    print("| level | mean | standard deviation | standard error | seconds |")
    print("|---|---|---|---|---|")
    for level in args.levels.split(","):
        start = time.perf_counter()
        step = max(1, math.ceil(args.games / (args.workers * 8)))
        bounds = [(i, min(i + step, args.games)) for i in range(0, args.games, step)]
        jobs = [(args.rules, options, level, a, b) for a, b in bounds]
        with ProcessPoolExecutor(args.workers) as pool:
            scores = [s for part in pool.map(_play, jobs) for s in part]
        mean = statistics.fmean(scores)
        sd = statistics.stdev(scores)
        se = sd / math.sqrt(len(scores))
        seconds = time.perf_counter() - start
        print(f"| {level} | {mean:.2f} | {sd:.2f} | {se:.2f} | {seconds:.0f} |", flush=True)
        if level == "perfect" and rules.columns == 1:
            from ynot.dice.strategy.cache import load_table

            expected = load_table(rules).expected_score
            print(f"solver's expected score {expected:.4f}: the mean is {(mean - expected) / se:+.2f} "
                  "standard errors from it", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
