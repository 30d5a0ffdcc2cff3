"""A damaged database heals or steps aside, and the game that just ended is kept either way: a version
number set too low or too high is corrected from the tables, a dropped table or column is made again,
a file failing the integrity check (whatever bytes the check prints) or beyond repair is moved aside
with one sentence and a new one begins. Real sqlite files throughout."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys

import pytest
from store_helpers import V1_TABLES, finished

from ynot import paths
from ynot.core import Session
from ynot.dice import write_record
from ynot.dominoes import DominoRules
from ynot.store import SCHEMA_VERSION, Store
from ynot.store.database import (
    APPLICATION_ID,
    SCHEMA_V2,
    SCHEMA_V3,
    SCHEMA_V4_CHANGE,
    SHAPE,
    connect,
    is_current,
    open_memory,
)
from ynot.store.healing import expected_schema


def db_path():
    return paths.data_dir() / "ynot.db"


def damaged(*statements: str) -> None:
    """A database holding Ann's game, then damaged by ``statements`` (from outside YNOT)."""
    with Store.open() as store:
        store.finish_game(finished(("Ann",), seed=1))
    db = connect(db_path())
    for statement in statements:
        db.execute(statement)
    db.close()


def the_next_game_is_kept(*, old_kept: bool) -> list[str]:
    """Open the damaged database, finish Bob's game; both are there on the next start (Ann's only when
    the database was healed, not replaced). The sentences said on opening."""
    with Store.open() as store:
        said = list(store.notices)
        store.finish_game(finished(("Bob",), seed=2))
    with Store.open() as store:
        assert store.notices == [], store.notices
        assert store.stats("Bob", "ynot").all_time.games == 1
        assert (store.stats("Ann", "ynot").all_time.games == 1) is old_kept
        assert db_path().exists()
        db = connect(db_path())
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        db.close()
    return said


@pytest.mark.parametrize("number", [0, 2, 3])
def test_a_version_number_set_too_low_is_corrected_from_the_tables(ynot_home, number):
    damaged(f"PRAGMA user_version = {number}")
    [sentence] = the_next_game_is_kept(old_kept=True)
    assert sentence == (
        f"The records database ynot.db said it was of version {number}, but its tables are of version"
        f" {SCHEMA_VERSION}; the number was corrected."
    )


def test_a_version_number_set_too_high_is_corrected_from_the_tables(ynot_home):
    damaged("PRAGMA user_version = 99")
    [sentence] = the_next_game_is_kept(old_kept=True)
    assert "said it was of version 99, but its tables are of version" in sentence
    assert not list(paths.data_dir().glob("ynot.db.corrupt-*"))


def test_an_integrity_check_that_prints_bytes_not_utf8_moves_the_file_aside(ynot_home):
    damaged(
        "CREATE TABLE t (x INTEGER)",
        "INSERT INTO t VALUES (NULL)",
        "PRAGMA writable_schema = ON",
    )
    db = sqlite3.connect(db_path(), isolation_level=None)
    db.execute("PRAGMA writable_schema = ON")
    bad = b'CREATE TABLE t ("\xff\xfe" INTEGER NOT NULL)'  # the check says "NULL value in t.\xff\xfe"
    db.execute("UPDATE sqlite_master SET sql = CAST(? AS TEXT) WHERE name = 't'", (bad,))
    db.close()
    [sentence] = the_next_game_is_kept(old_kept=False)
    assert sentence.startswith("The records database ynot.db was damaged; it was moved aside as ynot.db.corrupt-")
    assert sentence.endswith("and a new one was started.")
    assert len(list(paths.data_dir().glob("ynot.db.corrupt-*"))) == 1


def _set_byte(find: bytes, shift: int, value: int) -> None:
    """The closed database with the byte ``shift`` after the start of ``find`` (b"" for the file's start) set."""
    raw = bytearray(db_path().read_bytes())
    raw[raw.index(find) + shift if find else shift] = value
    db_path().write_bytes(bytes(raw))


@pytest.mark.parametrize(
    ("find", "shift", "value"),
    [
        (b"", 18, 0xFF),  # the write version: sqlite would open it read-only, as if the folder were
        (b"", 47, 99),  # the schema format: sqlite says "unsupported file format"
        (b"sqlite_autoindex_players_1", 0, 0xFF),  # a name in the schema: the error message is not UTF-8
    ],
    ids=["write version", "schema format", "schema name not utf-8"],
)
def test_a_database_that_fails_to_open_in_any_way_is_moved_aside_and_the_next_game_kept(ynot_home, find, shift,
                                                                                          value):
    damaged()
    _set_byte(find, shift, value)
    [sentence] = the_next_game_is_kept(old_kept=False)
    assert sentence.startswith("The records database ynot.db was damaged; it was moved aside as ynot.db.corrupt-")


@pytest.mark.parametrize("table", ["high_scores", "boxes", "results"])
def test_a_dropped_table_is_made_again(ynot_home, table):
    damaged(f"DROP TABLE {table}")
    [sentence] = the_next_game_is_kept(old_kept=table != "results")
    assert sentence == f"The records database ynot.db had lost {table}; they were made again and the rest was kept."


@pytest.mark.parametrize(("table", "column"), [("results", "facts"), ("results", "won"), ("high_scores", "computer")])
def test_a_dropped_column_is_made_again_and_the_rows_kept(ynot_home, table, column):
    damaged(f"ALTER TABLE {table} DROP COLUMN {column}")
    [sentence] = the_next_game_is_kept(old_kept=True)
    assert f"had lost {table}.{column}; they were made again" in sentence
    with Store.open() as store:
        assert [h.name for h in store.high_scores("ynot")] == ["Ann", "Bob"] or table == "high_scores"


def test_a_dropped_index_is_made_again(ynot_home):
    damaged("DROP INDEX results_by_player")
    [sentence] = the_next_game_is_kept(old_kept=True)
    assert sentence == "The records database ynot.db had lost an index; it was made again."


@pytest.mark.parametrize("table", ["players", "games"])
def test_a_lost_table_other_rows_point_at_moves_the_file_aside(ynot_home, table):
    damaged("PRAGMA foreign_keys = OFF", f"DROP TABLE {table}")
    [sentence] = the_next_game_is_kept(old_kept=False)
    assert sentence.startswith(
        f"The records database ynot.db could not be repaired (the table {table} was lost, and the rows of"
    )
    assert "it was moved aside as ynot.db.corrupt-" in sentence


# --- a database of every earlier schema version, with results in it -------------------------------


def _tables(version: int) -> list[str]:
    if version == 1:
        return V1_TABLES
    script = SCHEMA_V2 if version == 2 else SCHEMA_V3
    statements = [s for s in script.split(";") if s.strip()]
    return statements + ([SCHEMA_V4_CHANGE] if version == 4 else [])


def _dominoes_game():
    """A finished game of dominoes (only version 4 kept them, under a rules key starting 'dominoes')."""
    session = Session(DominoRules(target=50), ["Ann", "Cat"], seed=7)
    rng = random.Random(7)
    while not session.game.is_over:
        session.apply(rng.choice(session.game.legal_actions()))
    return session.game


def build(version: int) -> dict[str, list[int]]:
    """A database of schema ``version`` as that YNOT left it, with two dice games (and, at version 4, a
    game of dominoes); each player's scores by rules key."""
    dice = [finished(("Ann", "Bob"), seed=3), finished(("Bob",), rules="yacht", seed=4)]
    games: list = [*dice, _dominoes_game()] if version == 4 else dice
    db = sqlite3.connect(db_path(), isolation_level=None)
    db.execute("BEGIN")
    for statement in _tables(version):
        db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(f"PRAGMA user_version = {version}")
    ids: dict[str, int] = {}
    scores: dict[str, list[int]] = {}
    for gid, game in enumerate(games, start=1):
        names = list(game.players)
        key = "dominoes double-six target=50" if len(game.scores()) == 2 and version == 4 and gid == 3 else None
        key = key or game.rules.name
        record = write_record(game) if key == game.rules.name else "(a dominoes record)"
        if version == 1:
            db.execute(
                "INSERT INTO games (id, uid, rules, players, finished, record) VALUES (?, ?, ?, ?, ?, ?)",
                (gid, f"g{gid}", key, json.dumps(names), "2025-01-01T12:00:00Z", record),
            )
        else:
            db.execute(
                "INSERT INTO games (id, uid, rules_key, players, started, finished, record)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (gid, f"g{gid}", key, json.dumps(names), "2025-01-01T11:00:00Z", "2025-01-01T12:00:00Z", record),
            )
        for seat, name in enumerate(names):
            if name not in ids:
                ids[name] = len(ids) + 1
                db.execute("INSERT INTO players (id, name, created) VALUES (?, ?, '2025-01-01T00:00:00Z')",
                           (ids[name], name))
            score = game.scores()[seat]
            scores.setdefault(f"{name} {key}", []).append(score)
            if version == 1:
                db.execute("INSERT INTO results (game_id, seat, player_id, score) VALUES (?, ?, ?, ?)",
                           (gid, seat, ids[name], score))
            else:
                db.execute(
                    "INSERT INTO results (game_id, seat, player_id, rules_key, score, finished)"
                    " VALUES (?, ?, ?, ?, ?, '2025-01-01T12:00:00Z')",
                    (gid, seat, ids[name], key, score),
                )
    db.execute("COMMIT")
    db.close()
    return scores


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_every_earlier_schema_version_opens_with_all_its_results(ynot_home, version):
    scores = build(version)
    with Store.open() as store:
        assert store.notices == []
        found = {f"{row.name} {row.rules_key}": row.all_time for row in store.all_stats()}
        assert set(found) == set(scores)
        for who, kept in scores.items():
            assert (found[who].games, found[who].total, found[who].best) == (len(kept), sum(kept), max(kept))
        # the one schema: who won each game of more than one player, and the best score against each seat
        ann, bob = found["Ann ynot"], found["Bob ynot"]
        assert ann.wins + bob.wins == 1 and ann.against == bob.total and bob.against == ann.total
        if version == 4:
            ann, cat = found["Ann dominoes double-six target=50"], found["Cat dominoes double-six target=50"]
            assert ann.wins + cat.wins == 1 and max(ann.total, cat.total) >= 50
        store.finish_game(finished(("Ann",), seed=9))  # and it goes on keeping results
        assert store.stats("Ann", "ynot").all_time.games == 2
    assert (paths.data_dir() / f"ynot.db.before-v{version + 1}").exists()


# --- a current database opens without the migrations and the healing ----------------------------


def test_the_current_shape_is_the_schema_a_new_database_has(ynot_home):
    """``database.SHAPE`` (what a current database is checked against before the healing loads) names
    exactly the tables, columns and indexes the schema makes; a migrated or healed database has them too."""
    expected = expected_schema()
    columns = {("table", table, c.name) for table, found in expected.tables.items() for c in found}
    assert columns | {("index", name, None) for name in expected.indexes} == SHAPE
    assert is_current(open_memory())
    build(2)
    with Store.open() as store:
        assert store.notices == []
    db = connect(db_path())
    assert is_current(db)
    db.close()


@pytest.mark.parametrize(
    "change",
    ["DROP INDEX results_by_player", "ALTER TABLE results DROP COLUMN won", "CREATE TABLE newer (x)",
     f"PRAGMA user_version = {SCHEMA_VERSION - 1}"],
)
def test_a_database_of_another_shape_or_version_is_not_current(ynot_home, change):
    damaged(change)
    db = connect(db_path())
    assert not is_current(db)
    db.close()


def test_opening_a_current_database_loads_neither_migrations_nor_healing(ynot_home):
    """A returning player's start (a first frame) checks the schema's shape and goes on: ``migrations`` and
    ``healing`` load only for a database that needs them."""
    with Store.open() as store:
        store.finish_game(finished(("Ann",), seed=1))
    code = (
        "import sys, ynot.games\n"
        "from ynot.store import Store\n"
        "with Store.open() as store:\n"
        "    assert store.notices == [], store.notices\n"
        "print(sorted(m for m in ('ynot.store.migrations', 'ynot.store.healing') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], env=dict(os.environ), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
