"""Solver figures: full-table time per rule set, peak memory, cached load time, advice latency.

    python benchmarks/bench_solver.py              # every one-column rule set
    python benchmarks/bench_solver.py yahtzee ynot # some of them

Runs in a temporary YNOT_HOME, so the user's cache is not touched. Times are wall-clock seconds on
this machine with NumPy using two worker threads (the solver's default on a 2-core machine);
``cpu`` is the process CPU time of the same run.
"""

from __future__ import annotations

import os
import random
import resource
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

CASES = {
    "ynot": ("ynot", {}),
    "yahtzee": ("yahtzee", {}),
    "yatcy": ("yatcy", {}),
    "yacht": ("yacht", {}),
    "yahtzee-free-joker": ("yahtzee-free-joker", {}),
    "yahtzee-plain": ("yahtzee-plain", {}),
    "winzee-bonus": ("winzee", {"extra": "bonus"}),
    "winzee-wild": ("winzee", {"extra": "wild"}),
    "winzee-nothing": ("winzee", {"extra": "nothing"}),
}


def main(argv: list[str]) -> int:
    os.environ["YNOT_HOME"] = tempfile.mkdtemp(prefix="ynot-bench-")
    from ynot.dice import DiceGame, Roll, Score, ToggleDie
    from ynot.dice.rules import get_rules
    from ynot.dice.strategy.advisor import Advisor, BoxChoice
    from ynot.dice.strategy.cache import forget_memory, load_table
    from ynot.dice.strategy.solver import solve

    names = argv or list(CASES)
    print(f"CPUs: {os.cpu_count()}, load average {os.getloadavg()[0]:.1f} (other work on the machine)")
    print("| rule set | expected score | table s (wall) | cpu s | peak MB (traced) | cached load ms |")
    print("|---|---|---|---|---|---|")
    for label in names:
        name, options = CASES[label]
        rules = get_rules(name, **options)
        forget_memory()
        wall, cpu = time.perf_counter(), time.process_time()
        table = load_table(rules)  # solves and writes the cache
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        tracemalloc.start()  # a second solve, traced (tracing slows it, so it is not timed)
        solve(rules)
        peak = tracemalloc.get_traced_memory()[1] / 2**20
        tracemalloc.stop()
        loads = []
        for _ in range(5):
            forget_memory()
            start = time.perf_counter()
            load_table(rules)
            loads.append(time.perf_counter() - start)
        print(
            f"| {label} | {table.expected_score:.10f} | {wall:.2f} | {cpu:.2f} | {peak:.0f} | "
            f"{1000 * statistics.median(loads):.0f} |",
            flush=True,
        )
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory of this whole process: {rss:.0f} MB")

    # advice latency: states met in real games; a new turn plans it once, later questions reuse it
    rules = get_rules("ynot")
    advisor = Advisor(rules)
    rng = random.Random(1)
    first, later = [], []
    game = DiceGame(rules, ["Bench"], seed=1)
    while len(first) < 200:
        if game.is_over:
            game = DiceGame(rules, ["Bench"], seed=rng.randrange(10**6))
        if game.state.roll_number == 0:
            game.apply(Roll())
            start = time.perf_counter()
            advice = advisor.advise(game.state)
            first.append(time.perf_counter() - start)
        start = time.perf_counter()
        advice = advisor.advise(game.state)
        later.append(time.perf_counter() - start)
        best = advice.best
        if isinstance(best, BoxChoice):
            game.apply(Score(best.category, best.column))
        else:
            for i in best.reroll:
                game.apply(ToggleDie(i))
            game.apply(Roll())
    print(
        f"advice (ynot): first question of a turn median {1000 * statistics.median(first):.2f} ms "
        f"(max {1000 * max(first):.2f}); later questions median {1000 * statistics.median(later):.2f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
