"""Every file moved aside is said (issue 35, point 3): by ``ynot screenshot --home`` as by the game, and a
cached solver table moved aside while a computer player or the coach loaded it, by the command line when
the command ends."""

from __future__ import annotations

import numpy as np
import pytest

from ynot import paths
from ynot.cli import _unsaid, main
from ynot.dice.rules import get_rules
from ynot.dice.strategy import cache
from ynot.dice.strategy.model import FULL, UPPER_CAP, ScoringModel
from ynot.dice.strategy.table import Table


def test_screenshot_says_a_damaged_ynot_ini_it_moved_aside(tmp_path, capsys):
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "ynot.ini").write_bytes(b"\xff\xfe not settings")
    assert main(["screenshot", "--home", str(home), str(tmp_path / "shot.png")]) == 0
    [aside] = (home / "config").glob("ynot.ini.corrupt-*")
    said = " ".join(capsys.readouterr().err.split())
    assert said == f"ynot: ynot.ini was damaged; it was moved aside as {aside.name} and the default settings are used."


@pytest.fixture
def quick_solver(monkeypatch):
    """A stand-in for the solver's seconds of work: what is tested is where its table's problems are said."""

    def solve(model, progress=None):
        return Table(model.rules, model, np.zeros((FULL + 1, UPPER_CAP + 1, 2)))

    monkeypatch.setattr(cache, "solve", solve)
    cache.forget_memory()
    yield
    cache.forget_memory()
    cache.UNSAID.clear()


def test_a_cached_table_moved_aside_without_a_caller_to_tell_is_said_when_the_command_ends(quick_solver, capsys):
    rules = get_rules("yatcy")
    path = cache.table_path(ScoringModel(rules))
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a table")
    cache.load_table(rules)  # as the coach or a computer player loads it: no list of notices
    [aside] = path.parent.glob(f"{path.name}.corrupt-*")
    _unsaid()
    said = " ".join(capsys.readouterr().err.split())
    assert said.startswith("ynot: The saved solver table for yatcy was not used") and aside.name in said
    assert cache.UNSAID == []


def test_a_table_that_cannot_be_kept_is_said(quick_solver, monkeypatch, tmp_path):
    home = tmp_path / "home-file"
    home.write_text("not a folder")
    monkeypatch.setenv("YNOT_HOME", str(home))
    notices: list[str] = []
    cache.load_table(get_rules("yatcy"), notice=notices)
    assert notices == [f"The solver table for yatcy could not be kept in {paths.cache_dir() / 'solver'} (not a"
                       " directory); it is worked out again next time."]
