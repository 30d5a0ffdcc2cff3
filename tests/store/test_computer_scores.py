"""Computer players' scores are marked in the high score tables, and the options can keep them out."""

from __future__ import annotations

import sqlite3

from store_helpers import finished

from ynot import paths
from ynot.store import Store


def test_a_computer_players_high_score_is_marked(store):
    game = finished(("Ann", "Hal"), seed=3)
    store.finish_game(game, computers=("", "good"))
    table = {entry.name: entry.computer for entry in store.high_scores("ynot")}
    assert table == {"Ann": "", "Hal": "good"}


def test_finish_player_marks_it_too(store):
    game = finished(("Hal",), seed=4)
    store.finish_player(game, 0, computer="perfect")
    store.finish_game(game, computers=("perfect",))
    [entry] = store.high_scores("ynot")
    assert entry.computer == "perfect"


def test_the_options_can_keep_computer_scores_out(store):
    store.options.computer_scores = False
    game = finished(("Ann", "Hal"), seed=5)
    store.finish_game(game, computers=("", "beginner"))
    assert [entry.name for entry in store.high_scores("ynot")] == ["Ann"]
    assert store.stats("Hal", "ynot").all_time.games == 1  # the game itself is kept


def test_a_version_3_database_gains_the_mark(ynot_home):
    with Store.open() as store:
        store.finish_game(finished(("Ann",), seed=6))
        pass
    db = sqlite3.connect(str(paths.data_dir() / "ynot.db"))
    db.execute("ALTER TABLE high_scores DROP COLUMN computer")
    db.execute("ALTER TABLE results DROP COLUMN won")
    db.execute("ALTER TABLE results DROP COLUMN against")
    db.execute("PRAGMA user_version = 3")
    db.commit()
    db.close()
    with Store.open() as store:
        [entry] = store.high_scores("ynot")
        assert entry.name == "Ann" and entry.computer == ""
        store.finish_game(finished(("Hal",), seed=7), computers=("good",))
        assert {e.computer for e in store.high_scores("ynot")} == {"", "good"}
    assert (paths.data_dir() / "ynot.db.before-v4").exists()
