"""Solved tables computed once per test session (each takes a few seconds)."""

import pytest

from ynot.dice.rules import get_rules
from ynot.dice.strategy import cache
from ynot.dice.strategy.model import ScoringModel
from ynot.dice.strategy.search import solve

_SOLVED: dict = {}


def solved_table(name: str, **options):
    key = (name, tuple(sorted(options.items())))
    if key not in _SOLVED:
        _SOLVED[key] = solve(get_rules(name, **options))
    return _SOLVED[key]


@pytest.fixture(scope="session")
def solved():
    """``solved(name, **options)``: the full table of a rule set, computed at most once."""
    return solved_table


@pytest.fixture
def preload(solved):
    """``preload(name, **options)`` puts a session table in the in-memory cache, so load_table and
    the Advisor use it without computing; the memory is cleared after the test."""

    def put(name, **options):
        table = solved(name, **options)
        cache._MEMORY[ScoringModel(table.rules).cache_key()] = table
        return table

    yield put
    cache.forget_memory()
