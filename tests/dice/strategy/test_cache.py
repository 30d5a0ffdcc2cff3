"""Cached tables: written atomically, checked before use, rebuilt when anything is wrong."""

import numpy as np
import pytest

from ynot.dice.rules import get_rules
from ynot.dice.strategy import cache
from ynot.dice.strategy.model import FULL, UPPER_CAP, ScoringModel
from ynot.dice.strategy.table import Table


@pytest.fixture
def fake_solve(monkeypatch):
    """Replace the solver with a quick stand-in that counts its calls."""
    calls = []

    def solve(model, progress=None):
        calls.append(model.rules.name)
        values = np.random.default_rng(len(calls)).uniform(size=(FULL + 1, UPPER_CAP + 1, 2))
        return Table(model.rules, model, values)

    monkeypatch.setattr(cache, "solve", solve)
    yield calls
    cache.forget_memory()


def test_table_is_written_then_loaded_without_solving(fake_solve, ynot_home):
    rules = get_rules("yatcy")
    first = cache.load_table(rules)
    path = cache.table_path(ScoringModel(rules))
    assert path.exists() and str(path).startswith(str(ynot_home))
    cache.forget_memory()
    again = cache.load_table(rules)
    assert fake_solve == ["yatcy"]
    assert np.array_equal(first.values, again.values)
    assert cache.load_table(rules) is again  # memory


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-8],  # truncated
        lambda data: data[:-1] + bytes([data[-1] ^ 1]),  # one bit flipped: checksum
        lambda data: b"garbage\n" + data,  # header unreadable
        lambda data: data.replace(b'"format": "ynot-solver-table"', b'"format": "other"'),
        lambda data: b"",
    ],
)
def test_damaged_cache_is_moved_aside_and_rebuilt(fake_solve, damage):
    rules = get_rules("yatcy")
    cache.load_table(rules)
    path = cache.table_path(ScoringModel(rules))
    path.write_bytes(damage(path.read_bytes()))
    cache.forget_memory()
    notices = []
    table = cache.load_table(rules, notice=notices)
    assert fake_solve == ["yatcy", "yatcy"]
    assert len(notices) == 1 and "was not used" in notices[0]
    assert list(path.parent.glob(path.name + ".corrupt-*"))
    assert np.array_equal(cache.read_table(path, ScoringModel(rules)), table.values)


def test_table_of_other_rules_is_refused(fake_solve):
    yatcy, yacht = get_rules("yatcy"), get_rules("yacht")
    cache.load_table(yatcy)
    path = cache.table_path(ScoringModel(yatcy))
    with pytest.raises(cache.CacheProblem, match="other rules"):
        cache.read_table(path, ScoringModel(yacht))


def test_keys_differ_by_rules_and_options():
    keys = {
        ScoringModel(get_rules(name, **opts)).cache_key()
        for name, opts in [("ynot", {}), ("yahtzee", {}), ("winzee", {"extra": "wild"}), ("winzee", {})]
    }
    assert len(keys) == 4
