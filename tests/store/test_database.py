"""The database: bad files of many shapes, a newer version, and migration from version 1."""

from __future__ import annotations

import json
import os
import random
import sqlite3

import pytest
from store_helpers import V1_TABLES, finished

from ynot import paths
from ynot.dice import write_record
from ynot.store import SCHEMA_VERSION, Store, rules_key
from ynot.store.database import APPLICATION_ID, connect


def db_path():
    return paths.data_dir() / "ynot.db"


def make_good_db():
    with Store.open() as store:
        store.finish_game(finished(("Ann",), seed=1))
    return db_path().read_bytes()


def check_fresh_start(reason):
    with Store.open() as store:
        assert len(store.notices) == 1, store.notices
        sentence = store.notices[0]
        assert reason in sentence and "moved aside as ynot.db.corrupt-" in sentence
        assert store.high_scores("ynot") == []
        store.finish_game(finished(("Bob",), seed=2))  # the new database works
    with Store.open() as store:
        assert store.notices == []
        assert [e.name for e in store.high_scores("ynot")] == ["Bob"]
    assert len(list(paths.data_dir().glob("ynot.db.corrupt-*"))) >= 1


def test_a_new_database_has_the_current_schema(store):
    db = connect(db_path())
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


@pytest.mark.parametrize(
    ("shape", "reason"),
    [
        ("empty", "empty"),
        ("zeros", "empty"),
        ("random", "damaged"),
        ("text", "damaged"),
        ("header-only", "truncated"),
        ("truncated", "damaged"),
        ("scribbled", "damaged"),
    ],
)
def test_a_bad_database_is_moved_aside(ynot_home, shape, reason):
    good = make_good_db()
    rng = random.Random(shape)
    data = {
        "empty": b"",
        "zeros": bytes(4096),
        "random": bytes(rng.randrange(256) for _ in range(5000)),
        "text": b"[ynot]\nskin = psion\n",
        "header-only": good[:50],
        "truncated": good[: len(good) // 3],
        "scribbled": good[:100] + bytes(rng.randrange(256) for _ in range(len(good) - 100)),
    }[shape]
    for leftover in paths.data_dir().glob("ynot.db-*"):
        leftover.unlink()
    db_path().write_bytes(data)
    check_fresh_start(reason)


def test_a_foreign_sqlite_database_is_moved_aside_untouched(ynot_home):
    other = sqlite3.connect(db_path())
    other.execute("CREATE TABLE contacts (name TEXT)")
    other.execute("INSERT INTO contacts VALUES ('Zed')")
    other.commit()
    other.close()
    check_fresh_start("belongs to another program")
    (aside,) = paths.data_dir().glob("ynot.db.corrupt-*")
    assert sqlite3.connect(aside).execute("SELECT name FROM contacts").fetchall() == [("Zed",)]


def test_a_folder_where_the_database_should_be(ynot_home):
    db_path().mkdir(parents=True)
    check_fresh_start("is not a file")


def test_a_database_from_a_newer_ynot_is_left_alone(ynot_home):
    make_good_db()
    db = connect(db_path())
    db.execute("CREATE TABLE tournaments (id INTEGER PRIMARY KEY)")  # something this YNOT does not know
    db.execute("PRAGMA user_version = 99")
    db.close()
    before = db_path().read_bytes()
    with Store.open() as store:
        assert "newer YNOT" in store.notices[0]
        store.finish_game(finished(("Bob",), seed=2))  # kept in memory for this run only
        assert [e.name for e in store.high_scores("ynot")] == ["Bob"]
    assert db_path().read_bytes() == before
    assert not list(paths.data_dir().glob("ynot.db.corrupt-*"))


def test_an_unusable_data_folder_means_a_run_in_memory(ynot_home):
    ynot_home.mkdir(parents=True, exist_ok=True)
    blocker = ynot_home / "blocker"
    blocker.write_text("a file, not a folder")
    with Store.open(data_dir=blocker / "data") as store:
        assert "Results and saved games cannot be kept in" in store.notices[0]
        store.finish_game(finished(("Ann",), seed=1))
        assert store.stats("Ann", "ynot").all_time.games == 1
        assert store.load_autosave() is None



def build_v1(path, games):
    """A version 1 database made by hand, as YNOT 0.1 would have left it."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    for statement in V1_TABLES:
        db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO players (id, name, created) VALUES (1, 'Ann', '2025-01-01T00:00:00Z')")
    db.execute("INSERT INTO players (id, name, created) VALUES (2, 'Bob', '2025-01-01T00:00:00Z')")
    for i, game in enumerate(games, start=1):
        names = list(game.state.players)
        db.execute(
            "INSERT INTO games (id, uid, rules, players, finished, record) VALUES (?, ?, ?, ?, ?, ?)",
            (i, f"g{i}", game.rules.name, json.dumps(names), f"2025-01-0{i}T12:00:00Z", write_record(game)),
        )
        for seat, name in enumerate(names):
            pid = 1 if name == "Ann" else 2
            db.execute(
                "INSERT INTO results (game_id, seat, player_id, score) VALUES (?, ?, ?, ?)",
                (i, seat, pid, game.state.total(seat)),
            )
            db.execute(
                "INSERT INTO high_scores (rules, name, score, date) VALUES (?, ?, ?, ?)",
                (game.rules.name, name, game.state.total(seat), "2025-01-01T12:00:00Z"),
            )
    db.execute("COMMIT")
    db.close()


def test_migration_from_version_1(ynot_home):
    games = [
        finished(("Ann", "Bob"), seed=1),
        finished(("Ann",), rules="winzee", seed=2, columns=2, multiplier="yes"),
        finished(("Bob",), seed=3),
    ]
    build_v1(db_path(), games)
    with Store.open() as store:
        assert store.notices == []
        winzee_key = rules_key(games[1].rules)
        assert winzee_key == "winzee columns=2 multiplier=yes extra=bonus"
        ann = store.stats("Ann", "ynot").all_time
        assert (ann.games, ann.best) == (1, games[0].state.total(0))
        assert store.stats("Ann", winzee_key).all_time.games == 1  # options recovered from the record
        assert store.stats("Bob", "ynot").all_time.games == 2
        assert sorted(e.score for e in store.high_scores("ynot")) == sorted(
            [games[0].state.total(0), games[0].state.total(1), games[2].state.total(0)]
        )
        # the v1 high score row for winzee was kept under winzee's default options (v1 did not know them)
        assert store.high_score_rules() == ["winzee columns=1 multiplier=no extra=bonus", "ynot"]
        boxes = store.game_boxes("g2")["Ann"]
        assert len(boxes) == 2 and boxes[1]["chance"] == games[1].state.cards[0][1].boxes[-1]
        assert [g.game_id for g in store.games()] == ["g3", "g2", "g1"]
        # new results continue after the migrated ones
        store.finish_game(finished(("Ann",), seed=9))
        assert store.stats("Ann", "ynot").all_time.games == 2
    db = connect(db_path())
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    backup = paths.data_dir() / "ynot.db.before-v2"
    assert sqlite3.connect(backup).execute("PRAGMA user_version").fetchone()[0] == 1


def test_migration_survives_a_record_that_no_longer_replays(ynot_home):
    game = finished(("Ann",), seed=1)
    build_v1(db_path(), [game])
    db = connect(db_path())
    db.execute("UPDATE games SET record = 'ynot-record 1\nrules ynot\nplayer Ann\nroll 9'")
    db.close()
    with Store.open() as store:
        assert store.notices == []
        assert store.stats("Ann", "ynot").all_time.games == 1
        assert store.game_boxes("g1") == {}


def test_leftover_files_of_a_killed_creation_are_ignored(ynot_home):
    (paths.data_dir() / f".ynot.db.{os.getpid()}.new").write_bytes(b"half")
    with Store.open() as store:
        assert store.notices == []
    assert [p.name for p in paths.data_dir().iterdir() if p.name.startswith(".")] == []


def test_a_locked_database_is_left_alone(ynot_home, monkeypatch):
    from ynot.store import database

    make_good_db()
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(db_path(), isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("INSERT INTO players (name, created) VALUES ('Holder', 'now')")
    try:
        with Store.open() as store:
            assert "could not be opened" in store.notices[0]
            assert store.high_scores("ynot") == []  # working in memory
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert not list(paths.data_dir().glob("ynot.db.corrupt-*"))
    with Store.open() as store:
        assert store.notices == [] and len(store.high_scores("ynot")) == 1


def test_temporary_files_of_killed_writes_are_cleaned_up(ynot_home):
    data, config = paths.data_dir(), paths.config_dir()
    old = [
        config / ".ynot.ini.x1.tmp",
        data / ".autosave-abc.json.x2.tmp",
        data / ".ynot.db.123.new",
        data / "autosave-abc.lock",
    ]
    fresh = data / ".autosave-def.json.x3.tmp"
    for path in [*old, fresh]:
        path.write_bytes(b"partial")
    for path in old:
        os.utime(path, (1_000_000, 1_000_000))
    with Store.open() as store:
        assert store.notices == []
    assert [p.exists() for p in old] == [False] * len(old)
    assert fresh.exists()  # it may belong to a copy of the game writing right now
