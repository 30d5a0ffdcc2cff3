"""Solved tables computed once per test session (each takes a few seconds)."""

import pytest
from solved_tables import preload as put_table
from solved_tables import solved_table

from ynot.dice.strategy import cache


@pytest.fixture(scope="session")
def solved():
    """``solved(name, **options)``: the full table of a rule set, computed at most once."""
    return solved_table


@pytest.fixture
def preload(solved):
    """``preload(name, **options)`` puts a session table in the in-memory cache, so load_table and
    the Advisor use it without computing; the memory is cleared after the test."""

    yield put_table
    cache.forget_memory()
