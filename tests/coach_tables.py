"""The coach at a look's table in the tests: the rule set's solved table put in the solver's memory once per test
process (``solved_tables``), and the frames run until the coach has finished what it was asked (its table read
on its worker thread, a review worked out): real threads, so real time passes, a few milliseconds a step."""

from __future__ import annotations

import time

from solved_tables import preload


def coach_ready(rules_name: str) -> None:
    """The table of ``rules_name`` in memory: a coach asked for at a table is ready without building."""
    preload(rules_name)


def play_and_wait(app, keys: str, timeout: float = 30.0) -> None:
    """Play ``keys``, then run frames until the table's coach is idle (the hint or review it was getting shown)."""
    if keys:
        app.play_keys(keys)
    coaching = app.scenes[0].shell.coaching
    deadline = time.monotonic() + timeout
    while coaching.working() and time.monotonic() < deadline:
        time.sleep(0.005)
        app.play_keys("WAIT:20")
    assert not coaching.working(), coaching.progress_line()
    app.play_keys("WAIT:20")


def golden_name(language: str, name: str) -> str:
    """A golden image's name in ``language``: German ones start ``de_`` (tests/ui/test_golden_german.py)."""
    return f"de_{name}" if language == "de" else name
