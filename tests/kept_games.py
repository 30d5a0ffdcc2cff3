"""Finished games in the records, played quickly by a game's own computer (the commands' tests read them)."""

from __future__ import annotations

import random

from ynot.commands._rules_args import default_rules
from ynot.core import GameKind, Session
from ynot.store import Store

#: The rules the shipped games are played by here, to keep their reviews cheap: the dice games by the rule
#: set whose solved table the strategy tests share (computed at most once a test process), dominoes to 50.
#: Any other game (Pig) is played by its own default rules.
QUICK = {"dice": "yahtzee", "dominoes": "dominoes double-six target=50"}


def play_out(kind: GameKind, seed: int = 3) -> tuple[str, str, tuple[int, ...]]:
    """A game of ``kind`` by its quick rules (or its own), Ann against Bob, both its first computer level, into
    the records; its rules key, its record and its scores."""
    rules = kind.rules_from_key(QUICK[kind.name]) if kind.name in QUICK else default_rules(kind)
    names = ("Ann", "Bob")
    rng = random.Random(seed)
    with Store.open() as store:
        session = Session(rules, names, kind=kind, store=store, seed=seed, autosave=False)
        level = kind.level_names()[0]
        computers = [kind.computer(level, rules) for _name in names]
        game = session.game
        while not game.is_over:
            legal = game.legal_actions()
            seat = game.current
            session.apply(legal[0] if len(legal) == 1 else computers[seat].choose(game, seat, rng))
        for seat in range(len(names)):
            session.finish_player(seat)
        summary = store.games(1)[0]  # the newest
        return summary.rules_key, store.game_record(summary.game_id), game.scores()
