"""Names round-trip in every form a player can type, through every file YNOT keeps them in (ynot.ini,
the autosave, the records database and the game record), or are refused where they are typed with a
sentence; a damaged entry in ynot.ini never empties the other players."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from store_helpers import play

from ynot import paths
from ynot.core import Session, check_name, read_record
from ynot.dice import Roll
from ynot.dice.rules import get_rules
from ynot.store import Store

ROOT = Path(__file__).resolve().parents[2]

KEPT = [
    "Ann, Jr.",  # a comma: the list in ynot.ini is written as JSON then
    'Bob "the Die"',
    "'Quoted'",
    "[Bracket",
    "Zoë Ångström",  # Latin-1
    "Ōno 大野",
    "x" * 20,  # the longest name
    "a=b; c",
]
REFUSED = [
    ("tab\tname", "holds a tab, which"),
    ("x" * 200, "longer than 20 characters"),
    ("new\nline", "holds a line break, which"),
    ("bell\x07", "holds a control character, which"),
    ("page\x0cbreak", "holds a control character, which"),
    ("next\x85line", "holds a control character, which"),
    ("line\u2028sep", "holds a line break, which"),
    ("hash#tag", "holds '#', which"),
]


@pytest.mark.parametrize("name", KEPT)
def test_a_name_comes_back_unchanged_from_every_file(ynot_home, name):
    rules = get_rules("ynot")
    with Store.open() as store:
        session = Session(rules, [name, "Bob"], store=store, seed=3)
        session.apply(Roll())
        store.options.players = session.players
        assert store.save_options()
    with Store.open() as store:
        assert store.notices == []
        assert store.options.players == (name, "Bob")
        again = Session(rules, ["Someone"], store=store, seed=1)
        assert again.resume() and again.players == (name, "Bob")
        play(again.game, random.Random(3))
        again._count_game()
        (summary,) = store.games()
        assert summary.players == (name, "Bob")
        assert read_record(store.game_record(summary.game_id)).players == (name, "Bob")
        assert {p.name for p in store.players()} >= {name}
        assert store.stats(name, rules).all_time.games == 1


@pytest.mark.parametrize(("name", "reason"), REFUSED)
def test_a_name_that_cannot_be_kept_is_refused_with_a_sentence(name, reason):
    with pytest.raises(ValueError, match="name") as refused:
        check_name(name)
    assert reason in str(refused.value) and "\n" not in str(refused.value).replace("\\n", "")
    with pytest.raises(ValueError):
        Session(get_rules("ynot"), [name], seed=1)


def test_ynot_text_refuses_such_a_name_where_it_is_typed(tmp_path):
    env = {"YNOT_HOME": str(tmp_path), "PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    result = subprocess.run(
        [sys.executable, "-m", "ynot", "text", "--players", "tab\tname"],
        input="", capture_output=True, text=True, env=env, timeout=60, cwd=ROOT,
    )
    assert result.returncode == 1 and result.stderr.count("\n") == 1
    assert "which a name cannot have" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    "entry",
    ['["Ann", "tab\\tname", "Bob"]', '["Ann", "' + "x" * 200 + '", "Bob"]', "Ann, " + "y" * 200 + ", Bob",
     '["Ann", "ann", "Bob"]', '["Ann", 7, "Bob"]', "Ann, Bob, C, D, E, F, G"],
)
def test_a_damaged_entry_never_empties_the_other_players(ynot_home, entry):
    ini = paths.config_dir() / "ynot.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_text(f"[ynot]\nplayers = {entry}\n", encoding="utf-8")
    with Store.open() as store:
        assert store.options.players[:2] == ("Ann", "Bob") and len(store.options.players) in (2, 6)
        [sentence] = store.notices
        assert sentence.startswith("In ynot.ini, players holds names that cannot be used (")
        assert sentence.endswith(f"; they were left out; the others are kept: {', '.join(store.options.players)}.")
        assert len(sentence) < 200
