"""The dominoes computers against each other, and the hard computer's speed, over seeded games to 300.

    python benchmarks/bench_dominoes.py                          # the whole table: 500 games a pairing
    python benchmarks/bench_dominoes.py --games 100 --sets 9 --tables 2 --pairings hard:easy
    python benchmarks/bench_dominoes.py --timing 100 --no-strength   # the hard computer's moves
    python benchmarks/bench_dominoes.py --results runs.jsonl     # keep each pairing; a rerun skips the kept ones

Strength: for each set (double-six, double-nine), each table (2, 3 or 4 players; 4 plays as two
partnerships) and each pairing of A against B, game ``i`` uses seed ``i`` (its deals and the players'
random sources):

- two players: A-B in even games, B-A in odd ones;
- three players: one A and two B, A in seat ``i % 3`` (so "hard and two easy");
- four players: A and A as partners against B and B, A first in even games.

It prints A's games won with the 95% (Wilson) interval and the goals of issue 37: the hard computer wins at
least 95% against easy and at least 85% against the hoarder with two players, at least 55% as one of
three against two easy, and at least 75% as a partnership against two easy. ``--markdown`` prints the
table as docs/dominoes.md shows it.

Timing (``--timing N``): N double-nine games of the hard computer against the hoarder and N against easy;
every move the hard computer makes is timed (forced moves included), in processor time and on the wall
clock, and the median and the worst processor time are printed against the goal (at most 150 ms each). The
wall clock is printed too: on a machine shared by many it also counts the time a move waited for a core.
"""

from __future__ import annotations

import argparse
import json
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

#: Every level offered to people, and the hoarder (the yardstick of issue 26), against each other.
PAIRINGS = ("hard:easy", "hard:hoarder", "hard:blocker", "blocker:easy")
#: (A, B, players) -> the share of games A must win.
GOALS = {("hard", "easy", 2): 0.95, ("hard", "hoarder", 2): 0.85, ("hard", "easy", 3): 0.55, ("hard", "easy", 4): 0.75}
TIME_GOAL_MS = 150.0
NAMES = ("North", "East", "South", "West")
TABLES = {2: "two players", 3: "three players (one A, two B)", 4: "four, two partnerships"}
SET_NAMES = {6: "double-six", 9: "double-nine"}


def seating(first: str, second: str, players: int, seed: int) -> list[str]:
    """The strategies round the table in game ``seed`` (see the module's docstring)."""
    if players == 3:
        return [first if seat == seed % 3 else second for seat in range(3)]
    pair = (first, second) if seed % 2 == 0 else (second, first)
    return [pair[seat % 2] for seat in range(players)]


def play_game(
    first: str, second: str, players: int, seed: int, highest: int, target: int = 300
) -> tuple[bool, list[tuple[float, float]]]:
    """(A's side won, the hard computer's move times in seconds: (wall clock, processor))."""
    levels = seating(first, second, players, seed)
    choosers = [computer(level) for level in levels]
    rng = random.Random(seed)
    rules = DominoRules(highest, target, partners=players == 4)
    game = DominoGame(rules, NAMES[:players], seed=seed)
    times: list[tuple[float, float]] = []
    while not game.is_over:
        seat = game.current
        started, cpu = time.perf_counter(), time.process_time()
        action = choosers[seat](game, seat, rng)
        if levels[seat] == "hard":
            times.append((time.perf_counter() - started, time.process_time() - cpu))
        game.apply(action)
    return levels[game.state.winner()] == first, times  # type: ignore[index]


def _chunk(job: tuple[str, str, int, int, int, int, int]) -> list[tuple[bool, list[tuple[float, float]]]]:
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
    pool: ProcessPoolExecutor,
    workers: int,
    first: str,
    second: str,
    players: int,
    games: int,
    highest: int,
    target: int,
) -> tuple[int, list[tuple[float, float]]]:
    step = max(1, games // (workers * 8))
    jobs = [(first, second, players, s, min(s + step, games), highest, target) for s in range(0, games, step)]
    results = [r for chunk in pool.map(_chunk, jobs) for r in chunk]
    return sum(r[0] for r in results), [t for r in results for t in r[1]]


def _kept(path: Path | None) -> dict[tuple, dict]:
    """The pairings already run and kept in ``path`` (one JSON object a line)."""
    kept: dict[tuple, dict] = {}
    if path is not None and path.exists():
        for line in path.read_text().splitlines():
            row = json.loads(line)
            kept[(row["set"], row["players"], row["a"], row["b"], row["games"], row["target"])] = row
    return kept


def strength(args: argparse.Namespace, pool: ProcessPoolExecutor) -> tuple[bool, list[dict]]:
    """Every pairing at every table with every set; (every goal met, the rows)."""
    met = True
    rows: list[dict] = []
    kept = _kept(args.results)
    pairings = [tuple(p.split(":")) for p in args.pairings.split(",")]
    for highest in (int(s) for s in args.sets.split(",")):
        for players in (int(t) for t in args.tables.split(",")):
            print(f"\n{TABLES[players]}, {SET_NAMES[highest]}, games to {args.target}, {args.games} games a pairing")
            print(f"  {'A':<8} {'B':<8} {'A won':>7} {'share':>7}   95% interval     goal")
            for first, second in pairings:
                key = (highest, players, first, second, args.games, args.target)
                started = time.perf_counter()
                row = kept.get(key)
                if row is None:
                    wins, _times = run_pairing(
                        pool, args.workers, first, second, players, args.games, highest, args.target
                    )
                    row = {"set": highest, "players": players, "a": first, "b": second, "games": args.games}
                    row |= {"target": args.target, "wins": wins, "seconds": round(time.perf_counter() - started)}
                    if args.results is not None:
                        with args.results.open("a") as out:
                            out.write(json.dumps(row) + "\n")
                rows.append(row)
                wins, games = row["wins"], row["games"]
                low, high = wilson(wins, games)
                goal = GOALS.get((first, second, players))
                verdict = ""
                if goal is not None:
                    ok = wins / games >= goal
                    met = met and ok
                    verdict = f"at least {goal:.0%}: {'met' if ok else 'NOT MET'}"
                print(
                    f"  {first:<8} {second:<8} {wins:>7} {wins / games:>7.1%}   {low:.1%} to {high:.1%}"
                    f"   {verdict}  ({row['seconds']} s)",
                    flush=True,
                )
    return met, rows


def markdown(rows: list[dict]) -> list[str]:
    """The table as docs/dominoes.md shows it."""
    lines = ["| set | table | A | B | games | A won | 95% interval | goal |", "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        wins, games = row["wins"], row["games"]
        low, high = wilson(wins, games)
        goal = GOALS.get((row["a"], row["b"], row["players"]))
        verdict = f"at least {goal:.0%}: {'met' if wins / games >= goal else 'not met'}" if goal else ""
        lines.append(
            f"| {SET_NAMES[row['set']]} | {TABLES[row['players']]} | {row['a']} | {row['b']} | {games:,} | "
            f"{wins:,} ({wins / games:.1%}) | {low:.1%} to {high:.1%} | {verdict} |"
        )
    return lines


def timing(args: argparse.Namespace, pool: ProcessPoolExecutor) -> bool:
    """The hard computer's move times with a double-nine set; True when both goals are met (on the
    processor time a move takes: the wall clock also counts the waits of a machine shared by many)."""
    times: list[tuple[float, float]] = []
    for opponent in ("hoarder", "easy"):
        _wins, found = run_pairing(pool, args.workers, "hard", opponent, 2, args.timing, 9, args.target)
        times += found
    print(
        f"\nthe hard computer's moves, double-nine, {args.timing} games against the hoarder and as many against"
        f" easy: {len(times)} moves (load average now {' '.join(f'{x:.2f}' for x in os.getloadavg())})"
    )
    met = True
    for clock, index in (("processor time", 1), ("wall clock", 0)):
        values = [t[index] * 1000 for t in times]
        median, worst = statistics.median(values), max(values)
        line = [f"  {clock:<14} median {median:6.1f} ms, worst {worst:6.1f} ms"]
        if index == 1:
            ok = median <= TIME_GOAL_MS and worst <= TIME_GOAL_MS
            met = ok
            line.append(f" (goal: each at most {TIME_GOAL_MS:.0f} ms: {'met' if ok else 'NOT MET'})")
        print("".join(line), flush=True)
    return met


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games a pairing (default 500)")
    parser.add_argument("--sets", default="6,9", help="the sets by their highest double: 6, 9 (default both)")
    parser.add_argument("--tables", default="2,3,4", help="players at the table: 2, 3, 4 (default all)")
    parser.add_argument("--pairings", default=",".join(PAIRINGS), help="A:B pairs (default: " + ", ".join(PAIRINGS))
    parser.add_argument("--timing", type=int, default=0, metavar="N", help="time the hard computer over N games")
    parser.add_argument("--no-strength", action="store_true", help="only the timing")
    parser.add_argument("--target", type=int, default=300, help="points to win (the goals are for 300)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--results", type=Path, help="keep each pairing's result here; a rerun skips the kept ones")
    parser.add_argument("--markdown", action="store_true", help="print the table for docs/dominoes.md too")
    args = parser.parse_args(argv)
    print(f"{os.cpu_count()} cores, load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    met = True
    with ProcessPoolExecutor(args.workers) as pool:
        if not args.no_strength:
            ok, rows = strength(args, pool)
            met = ok and met
            if args.markdown:
                print("\n" + "\n".join(markdown(rows)))
        if args.timing:
            met = timing(args, pool) and met
    print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
