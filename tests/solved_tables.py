"""Solved tables of the dice games' rule sets, computed at most once per test process (each takes a few
seconds) and shared by every test that needs one, wherever it lives."""

from __future__ import annotations

from ynot.dice.rules import get_rules
from ynot.dice.strategy import cache
from ynot.dice.strategy.model import ScoringModel
from ynot.dice.strategy.search import solve

_SOLVED: dict = {}


def solved_table(name: str, **options):
    """The full table of a rule set, computed at most once."""
    key = (name, tuple(sorted(options.items())))
    if key not in _SOLVED:
        _SOLVED[key] = solve(get_rules(name, **options))
    return _SOLVED[key]


def preload(name: str, **options):
    """Put a rule set's table in the solver's memory cache, so load_table and the Advisor use it without
    computing (``cache.forget_memory()`` clears it)."""
    table = solved_table(name, **options)
    cache._MEMORY[ScoringModel(table.rules).cache_key()] = table
    return table
