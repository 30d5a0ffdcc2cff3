"""Random games for the store tests, played to the end or part way.

Imported by name (pyproject.toml puts tests/ on the path)."""

from __future__ import annotations

import random

from ynot.dice import DiceGame, Undo
from ynot.dice.rules import get_rules


def play(game: DiceGame, rng: random.Random, steps: int | None = None, undo: bool = False) -> DiceGame:
    """Apply random legal actions until the game is over (or ``steps`` actions were applied)."""
    done = 0
    while not game.is_over and (steps is None or done < steps):
        actions = game.legal_actions()
        if not undo:
            actions = [a for a in actions if not isinstance(a, Undo)]
        game.apply(rng.choice(actions))
        done += 1
    return game


def finished(
    players: tuple[str, ...] = ("Ann",), rules: str = "ynot", seed: int = 0, **options: object
) -> DiceGame:
    """A finished random game."""
    return play(DiceGame(get_rules(rules, **options), players, seed=seed), random.Random(seed))


#: The tables of schema version 1, for databases written before every later migration.
V1_TABLES = [
    "CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
    " created TEXT NOT NULL, stats_after INTEGER NOT NULL DEFAULT 0, series_after INTEGER NOT NULL DEFAULT 0)",
    "CREATE TABLE games (id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, rules TEXT NOT NULL,"
    " players TEXT NOT NULL, finished TEXT NOT NULL, record TEXT NOT NULL)",
    "CREATE TABLE results (id INTEGER PRIMARY KEY AUTOINCREMENT, game_id INTEGER NOT NULL, seat INTEGER NOT NULL,"
    " player_id INTEGER NOT NULL, score INTEGER NOT NULL, UNIQUE (game_id, seat))",
    "CREATE TABLE high_scores (id INTEGER PRIMARY KEY, rules TEXT NOT NULL, name TEXT NOT NULL,"
    " score INTEGER NOT NULL, date TEXT NOT NULL)",
]
