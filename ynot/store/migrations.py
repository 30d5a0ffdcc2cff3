"""Bringing an older database up to the current schema, one version at a time, each step in one
transaction, after a copy of the old file is kept as ``<name>.before-v<N>``."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from pathlib import Path

from ..core import RecordError, kind_of, read_record, rules_key
from ..i18n import _
from ..logs import get_logger
from .database import (
    SCHEMA_V2,
    SCHEMA_V4_CHANGE,
    SCHEMA_V5_CHANGE,
    SCHEMA_VERSION,
    NewerDatabase,
    Unrepairable,
    create_tables,
    passing,
    transaction,
)
from .healing import correct_version, repair

log = get_logger(__name__)


def _key_from_v1(name: str, record: str) -> str:
    with contextlib.suppress(RecordError, KeyError, ValueError):
        return rules_key(read_record(record).rules)
    with contextlib.suppress(ValueError):
        return rules_key(name)
    return name


def _v1_to_v2(db: sqlite3.Connection) -> None:
    """Version 1 had the same ``players``, and:

    - ``games (id, uid, rules, players, finished, record)``: the rule set by name only (Windows
      Yahtzee's options were only in the record), finished games only;
    - ``results (id, game_id, seat, player_id, score)``: no rules key, date or sentences;
    - ``high_scores (id, rules, name, score, date)``;
    - no ``boxes``.

    Version 2 reads the rules key back from each record, fills ``boxes`` by replaying the records, and
    links nothing for old high score entries (``result_id`` NULL).
    """
    for table in ("games", "results", "high_scores"):
        db.execute(f"ALTER TABLE {table} RENAME TO {table}_v1")
    create_tables(db, _without_players(SCHEMA_V2))
    for gid, uid, name, players, finished, record in db.execute(
        "SELECT id, uid, rules, players, finished, record FROM games_v1 ORDER BY id"
    ).fetchall():
        key = _key_from_v1(name, record)
        db.execute(
            "INSERT INTO games (id, uid, rules_key, players, started, finished, record) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (gid, uid, key, players, finished, finished, record),
        )
        try:
            game = read_record(record)
        except (RecordError, KeyError) as err:
            log.warning("migrating game %s: its record does not replay (%s); no boxes kept", uid, err)
            continue
        kind = kind_of(game)
        for seat in range(len(game.players)):
            details = kind.result(game, seat).details
            db.executemany(
                "INSERT INTO boxes (game_id, seat, col, box, score) VALUES (?, ?, ?, ?, ?)",
                [(gid, seat, col, box, score) for col, box, score in details],
            )
    db.execute(
        "INSERT INTO results (id, game_id, seat, player_id, rules_key, score, finished, notices)"
        " SELECT r.id, r.game_id, r.seat, r.player_id, g.rules_key, r.score, g.finished, '[]'"
        " FROM results_v1 r JOIN games g ON g.id = r.game_id ORDER BY r.id"
    )
    for hid, name_of_rules, name, score, date in db.execute(
        "SELECT id, rules, name, score, date FROM high_scores_v1 ORDER BY id"
    ).fetchall():
        try:
            key = rules_key(name_of_rules)
        except ValueError:
            key = name_of_rules
        db.execute(
            "INSERT INTO high_scores (id, rules_key, result_id, name, score, date) VALUES (?, ?, NULL, ?, ?, ?)",
            (hid, key, name, score, date),
        )
    for table in ("games", "results", "high_scores"):
        db.execute(f"DROP TABLE {table}_v1")


def _without_players(script: str) -> str:
    """The v2 script without the players table (version 1's is already the same)."""
    start = script.index("CREATE TABLE players")
    end = script.index(";", start) + 1
    return script[:start] + script[end:]


def _v2_to_v3(db: sqlite3.Connection) -> None:
    """Version 2 kept each result's sentences in English (``results.notices``); version 3 keeps the
    facts they are made from (``results.facts``), so they can be said in the player's language. The
    old sentences are dropped: they were only needed again if the same game was counted twice."""
    db.execute("ALTER TABLE results RENAME COLUMN notices TO facts")
    db.execute("UPDATE results SET facts = '{}'")


def _v3_to_v4(db: sqlite3.Connection) -> None:
    """Version 4 marks the high scores of computer players."""
    db.execute(SCHEMA_V4_CHANGE)


#: Whether each seat won and the best score against it, from the results of the same game: the one
#: highest score of a game of more than one player wins.
FILL_WON_AGAINST = """
UPDATE results SET
    against = COALESCE((SELECT MAX(o.score) FROM results o
                        WHERE o.game_id = results.game_id AND o.seat != results.seat
                          AND typeof(o.score) = 'integer'), 0),
    won = COALESCE(typeof(score) = 'integer' AND score > (SELECT MAX(o.score) FROM results o
                   WHERE o.game_id = results.game_id AND o.seat != results.seat
                     AND typeof(o.score) = 'integer'), 0)
"""


def _v4_to_v5(db: sqlite3.Connection) -> None:
    """Version 5 keeps every game's results in one schema: beside the score, whether the seat won and
    the best score against it (``won``, ``against``), so statistics count wins for any game; the dice
    games' and dominoes' results kept before are filled in from the other seats of the same game."""
    for statement in SCHEMA_V5_CHANGE:
        db.execute(statement)
    db.execute(FILL_WON_AGAINST)


STEPS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
    4: _v4_to_v5,
}


def migrate(db: sqlite3.Connection, version: int) -> None:
    """Upgrade ``db`` from schema ``version`` to SCHEMA_VERSION; a copy of the old database is kept
    next to it first. Raises sqlite3.DatabaseError for a version it cannot upgrade."""
    if version not in STEPS:
        raise sqlite3.DatabaseError(_("no migration from schema version {version}").format(version=version))
    _backup(db, version)
    while version < SCHEMA_VERSION:
        with transaction(db):
            current = db.execute("PRAGMA user_version").fetchone()[0]
            if current == version:  # another copy of the game may have migrated it meanwhile
                STEPS[version](db)
                db.execute(f"PRAGMA user_version = {version + 1}")
        version += 1


def _backup(db: sqlite3.Connection, version: int) -> None:
    row = db.execute("PRAGMA database_list").fetchone()
    if not row or not row[2]:
        return
    target = Path(row[2]).with_name(f"{Path(row[2]).name}.before-v{version + 1}")
    if target.exists():
        return
    copy = sqlite3.connect(str(target))
    try:
        db.backup(copy)
    finally:
        copy.close()



def prepare(db: sqlite3.Connection, name: str) -> list[str]:
    """Bring an opened database up to the current schema: its version number corrected from what its
    tables show, older versions migrated, missing tables, columns and indexes made again. A sentence
    for each thing done. Raises NewerDatabase (a newer YNOT's), Unrepairable, or OperationalError when
    the file cannot be used now (locked, an I/O error)."""
    try:
        version, said = correct_version(db, name)
        if version > SCHEMA_VERSION:
            raise NewerDatabase(version)
        if version < SCHEMA_VERSION:
            migrate(db, version)
        return said + repair(db, name)
    except sqlite3.OperationalError as err:
        if passing(err):
            raise
        raise Unrepairable(str(err)) from err
