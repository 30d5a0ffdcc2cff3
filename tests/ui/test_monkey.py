"""The monkey test of every look: random keys, typing, clicks, drags, window resizes and time passing,
with the game's invariants checked after each event (ynot.ui.monkey). Every look is found (tests/looks.py: a
look added to skins/ is tested here too, and so is the tests' plain look); ``tools/monkey.py`` makes long runs."""

from __future__ import annotations

import pytest

from tests.looks import every_look
from ynot.ui.monkey import run_monkey

LOOKS = every_look()
EVENTS = 1500


@pytest.mark.slow
@pytest.mark.parametrize("look", LOOKS)
def test_random_input_breaks_no_invariant(make_app, look):
    report = run_monkey(lambda: make_app(seed=17, skin=look), EVENTS, seed=17)
    assert report.events == EVENTS
    assert set(report.kinds) == {"key", "click", "drag", "resize", "wait"}  # every kind of input was tried
