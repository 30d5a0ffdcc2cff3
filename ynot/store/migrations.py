"""Bringing an older database up to the current schema, one version at a time, each step in one
transaction, after a copy of the old file is kept as ``<name>.before-v<N>``."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path

from ..core import RecordError
from ..dice import parse_record, replay
from ..dice.rules import ALL_CATEGORIES, Column, RuleSet, get_rules
from .database import SCHEMA_V2, SCHEMA_V4_CHANGE, SCHEMA_VERSION, create_tables, transaction

log = logging.getLogger(__name__)


def rules_key(rules: RuleSet | str) -> str:
    """The name high scores and statistics are kept under: the rule set's name and its options as a
    record writes them, e.g. ``ynot`` or ``winzee columns=3 multiplier=yes extra=bonus``. A string is
    read the same way (``"winzee"`` means winzee with its default options); ValueError if unknown."""
    if isinstance(rules, str):
        name, *words = rules.split()
        options = {}
        for word in words:
            key, sep, value = word.partition("=")
            if not sep:
                raise ValueError(f"rule options are written key=value, not {word!r}")
            options[key] = value
        rules = get_rules(name, **options)
    options_text = " ".join(f"{k}={v}" for k, v in rules.options)
    return f"{rules.name} {options_text}" if options_text else rules.name


def column_boxes(column: Column, rules: RuleSet) -> list[tuple[str, int | None]]:
    """(box, score) for each of a column's boxes and its three bonuses."""
    rows: list[tuple[str, int | None]] = [(c.value, column.get(c)) for c in ALL_CATEGORIES]
    rows.append(("upper-bonus", column.upper_bonus(rules)))
    rows.append(("extra-bonus", column.extra_bonus))
    rows.append(("roll-bonus", column.roll_bonus))
    return rows


def _key_from_v1(name: str, record: str) -> str:
    with contextlib.suppress(RecordError):
        return rules_key(parse_record(record).rules)
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
            "INSERT INTO games (id, uid, rules_key, players, started, finished, record)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (gid, uid, key, players, finished, finished, record),
        )
        try:
            game = replay(parse_record(record))
        except RecordError as err:
            log.warning("migrating game %s: its record does not replay (%s); no boxes kept", uid, err)
            continue
        for seat, columns in enumerate(game.state.cards):
            for col, column in enumerate(columns):
                db.executemany(
                    "INSERT INTO boxes (game_id, seat, col, box, score) VALUES (?, ?, ?, ?, ?)",
                    [(gid, seat, col, box, score) for box, score in column_boxes(column, game.rules)],
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
            "INSERT INTO high_scores (id, rules_key, result_id, name, score, date)"
            " VALUES (?, ?, NULL, ?, ?, ?)",
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


STEPS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}


def migrate(db: sqlite3.Connection, version: int) -> None:
    """Upgrade ``db`` from schema ``version`` to SCHEMA_VERSION; a copy of the old database is kept
    next to it first. Raises sqlite3.DatabaseError for a version it cannot upgrade."""
    if version not in STEPS:
        raise sqlite3.DatabaseError(f"no migration from schema version {version}")
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
