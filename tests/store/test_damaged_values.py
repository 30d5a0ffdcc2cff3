"""Values that cannot be trusted, read at the edge of each file: a sentence or a file moved aside,
never a crash, never a silent loss (issue 17, points 1 and 5)."""

from __future__ import annotations

import json
import random

import pytest
from store_helpers import finished, play

from ynot import paths
from ynot.dice import DiceGame
from ynot.dice.rules import get_rules
from ynot.store import Store
from ynot.store.database import connect

BIG = "9" * 5000  # past Python's int-string limit (4,300 digits)


def _db():
    return connect(paths.data_dir() / "ynot.db")


@pytest.mark.parametrize(
    "names",
    [("Ann, Bob",), ("a,b,c,d,e,f,g",), ("Smith, J", "Ann"), ("Ann", "Bob, Jr.", "Cy")],
)
def test_a_name_with_commas_round_trips_through_ynot_ini_and_the_database(store, names):
    store.options.players = names
    assert store.save_options()
    game = finished(names, seed=2)
    store.finish_game(game)
    with Store.open() as again:
        assert again.options.players == names
        assert again.notices == []
        assert {p.name for p in again.players()} == set(names)
        for seat, name in enumerate(names):
            assert again.stats(name, "ynot").all_time.total == game.state.total(seat)
        (summary,) = again.games()
        assert summary.players == names


def test_a_huge_number_in_ynot_ini_gives_a_short_sentence(ynot_home):
    ini = paths.config_dir() / "ynot.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_text(f"[ynot]\ncolumns = {BIG}\nwindow_x = \u0661\u0662\n")
    with Store.open() as store:
        assert store.options.columns == 1 and store.options.window_x is None
        assert len(store.notices) == 2
        assert all(len(s) < 200 for s in store.notices)
        assert store.notices[0].startswith("In ynot.ini, columns should be a whole number from 1 to 6")


def _saved_file():
    """An autosave of a game part way through (written, then its store closed): its path."""
    with Store.open() as store:
        store.autosave(play(DiceGame(get_rules("ynot"), ("Ann",), seed=4), random.Random(4), steps=6))
    (path,) = paths.data_dir().glob("autosave-*.json")
    return path


def test_an_autosave_with_a_huge_number_is_moved_aside_once(ynot_home):
    path = _saved_file()
    path.write_text(path.read_text().replace('"version":1', f'"version":1,"pid":{BIG}', 1))
    with Store.open() as again:
        assert again.load_autosave() is None
        (sentence,) = again.notices
        assert "could not be resumed because it was damaged or cut short; it was moved aside as" in sentence
    with Store.open() as third:  # not repeated at every start
        assert third.load_autosave() is None and third.notices == []
    assert len(list(paths.data_dir().glob("autosave-*.json.corrupt-*"))) == 1


@pytest.mark.parametrize(
    ("field", "value"),
    [("game_id", "../../escape"), ("rng", [3, [1] * 3, None]), ("record", 5), ("state", []), ("series", [1])],
)
def test_an_autosave_field_of_the_wrong_kind_is_refused_at_the_edge(ynot_home, field, value):
    path = _saved_file()
    data = json.loads(path.read_text())
    data[field] = value
    path.write_text(json.dumps(data))
    with Store.open() as again:
        assert again.load_autosave() is None
        (sentence,) = again.notices
        assert "could not be resumed because" in sentence and "moved aside as" in sentence


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE results SET score = 'lots'",
        "UPDATE results SET score = x'00ff'",
        "UPDATE high_scores SET score = 'lots'",
        "UPDATE high_scores SET name = x'ff00'",
        "UPDATE results SET rules_key = 7",
        "UPDATE high_scores SET rules_key = 'farkle sides=9'",
        "UPDATE players SET stats_after = 'x', series_after = x'01'",
        "UPDATE games SET players = 'not json'",
    ],
)
def test_wrong_types_in_the_database_never_crash_reading(ynot_home, damage):
    with Store.open() as store:
        store.finish_game(finished(("Ann", "Bob"), seed=5))
    db = _db()
    db.execute(damage)
    db.close()
    with Store.open() as store:
        for key in store.high_score_rules():
            for entry in store.high_scores(key):
                assert isinstance(entry.score, int) and isinstance(entry.name, str)
        for row in store.all_stats():
            assert isinstance(row.all_time.best, int) and isinstance(row.all_time.average, float)
        assert isinstance(store.stats("Ann", "ynot").all_time.games, int)
        store.games()
        # and a new game still ends with its sentences
        (ann, bob) = store.finish_game(finished(("Ann", "Bob"), seed=6))
        assert ann and bob
