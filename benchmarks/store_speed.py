"""How long the store's everyday writes take: ``python benchmarks/store_speed.py``.

Prints milliseconds per autosave (a small and the largest game), per finished game, and to open the
store and resume. Runs in a temporary YNOT_HOME; takes a few seconds.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    os.environ["YNOT_HOME"] = tempfile.mkdtemp(prefix="ynot-bench-")
    from ynot.dice import DiceGame, Undo
    from ynot.dice.rules import get_rules
    from ynot.store import Store

    def random_game(rules, players, seed, steps=None):
        game, rng, done = DiceGame(rules, players, seed=seed), random.Random(seed), 0
        while not game.is_over and (steps is None or done < steps):
            game.apply(rng.choice([a for a in game.legal_actions() if not isinstance(a, Undo)]))
            done += 1
        return game

    store = Store.open()
    cases = [
        ("ynot, 1 player, mid-game", random_game(get_rules("ynot"), ("Ann",), 1, steps=30)),
        (
            "winzee 6 columns, 6 players, near the end",
            random_game(get_rules("winzee", columns=6), tuple(f"P{i}" for i in range(6)), 2, steps=1000),
        ),
    ]
    for label, game in cases:
        n = 30
        start = time.perf_counter()
        for _ in range(n):
            store.autosave(game)
        ms = (time.perf_counter() - start) / n * 1000
        print(f"autosave, {label} ({len(game.history)} actions): {ms:.2f} ms")
    store.close()

    start = time.perf_counter()
    store = Store.open()
    saved = store.load_autosave()
    ms = (time.perf_counter() - start) * 1000
    print(f"open the store and resume the newest autosave ({len(saved.game.history)} actions): {ms:.1f} ms")

    games = [random_game(get_rules("ynot"), ("Ann", "Bob"), seed) for seed in range(20)]
    start = time.perf_counter()
    for game in games:
        store.finish_game(game)
    ms = (time.perf_counter() - start) / len(games) * 1000
    print(f"finish_game, 2 players (record, boxes, high scores, statistics): {ms:.2f} ms")
    store.close()


if __name__ == "__main__":
    main()
