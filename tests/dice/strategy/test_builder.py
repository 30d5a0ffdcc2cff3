"""The table built in a background process, with progress."""

import os
import sys
import time

import pytest

from ynot.dice.rules import get_rules
from ynot.dice.strategy.builder import BACKGROUND_NICENESS, BuildState, TableBuild, solve_command
from ynot.dice.strategy.cache import forget_memory, load_table


def test_a_cached_table_is_ready_at_once(preload):
    rules = preload("yahtzee").rules
    build = TableBuild(rules)
    assert build.state is BuildState.READY and build.fraction == 1.0 and not build.poll()
    assert build.progress_text() == "The coach is ready."


def test_several_columns_use_the_one_column_table(preload):
    preload("winzee", extra="bonus")
    assert TableBuild(get_rules("winzee", columns=3)).state is BuildState.READY


@pytest.mark.slow
def test_the_first_use_builds_the_table_in_the_background(solved):
    rules = get_rules("yahtzee-plain")
    build = TableBuild(rules)
    assert build.state is BuildState.BUILDING
    seen = []
    deadline = time.monotonic() + 300
    while build.state is BuildState.BUILDING and time.monotonic() < deadline:
        if build.poll():
            seen.append(build.done)
        time.sleep(0.01)
    assert build.state is BuildState.READY, build.message
    assert seen == sorted(seen) and seen[-1] == 13 and len(seen) > 1
    forget_memory()
    table = load_table(rules)  # from the file the process wrote
    assert table.expected_score == pytest.approx(solved("yahtzee-plain").expected_score, abs=1e-9)


def test_a_failed_build_says_why():
    rules = get_rules("yacht")
    build = TableBuild(rules, command=[sys.executable, "-c", "import sys; sys.exit('no room left')"])
    assert build.wait(60) is BuildState.FAILED
    assert build.progress_text() == "The coach could not work out perfect play for Yacht (pbmserv, 2003): no room left."
    missing = TableBuild(rules, command=["/nonexistent/ynot"])
    assert missing.state is BuildState.FAILED and "could not work out" in missing.message


def test_the_command_names_the_rules_and_their_options():
    command = solve_command(get_rules("winzee", extra="wild"))
    start = command.index("solve")
    assert command[start:] == [
        "solve", "--rules", "winzee", "--option", "columns=1", "--option", "multiplier=no", "--option", "extra=wild",
        "--background",
    ]


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no niceness on this system")
def test_the_build_runs_below_the_game_from_its_start():
    """The process's start (Python and NumPy loading) already comes after the game's frames, not only its
    solving: its niceness is raised as soon as it is started."""
    sleeper = [sys.executable, "-c", "import time; time.sleep(30)"]
    build = TableBuild(get_rules("yacht"), command=sleeper)
    try:
        pid = build._process.pid
        assert os.getpriority(os.PRIO_PROCESS, pid) >= BACKGROUND_NICENESS
    finally:
        build.cancel()
