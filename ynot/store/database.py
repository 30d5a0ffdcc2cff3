"""The sqlite3 database: schema, opening with checks, and migration from older versions.

The database is the only place where finished games, high scores and statistics live. It runs in
WAL mode with a busy timeout, so two copies of the game can share it; every change is one
``BEGIN IMMEDIATE`` transaction, so a killed process loses at most the change it was making.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

from ..i18n import _
from ..logs import get_logger
from .safefile import move_aside

log = get_logger(__name__)

#: ``PRAGMA application_id``: "YNOT" in ASCII, so another program's sqlite file is recognised as foreign.
APPLICATION_ID = 0x594E4F54
SCHEMA_VERSION = 5
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 10_000
COMPANIONS = ("-wal", "-shm", "-journal")

SCHEMA_V2 = """
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created TEXT NOT NULL,
    stats_after INTEGER NOT NULL DEFAULT 0,   -- results with id <= this are not counted (reset)
    series_after INTEGER NOT NULL DEFAULT 0   -- results with id <= this are not in the series
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,                 -- the id the store gave the game (kept in the autosave)
    rules_key TEXT NOT NULL,                  -- e.g. 'ynot', 'winzee columns=3 multiplier=yes extra=bonus'
    players TEXT NOT NULL,                    -- JSON list of names in seat order
    started TEXT NOT NULL,                    -- ISO 8601 UTC
    finished TEXT,                            -- NULL until every player has finished
    record TEXT                               -- the game record (docs/records.md), NULL until finished
);
CREATE TABLE results (
    id INTEGER PRIMARY KEY AUTOINCREMENT,     -- never reused: statistics resets compare against it
    game_id INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players(id),
    rules_key TEXT NOT NULL,
    score INTEGER NOT NULL,
    finished TEXT NOT NULL,
    notices TEXT NOT NULL DEFAULT '[]',       -- JSON list of the sentences shown when it was counted
    UNIQUE (game_id, seat)
);
CREATE INDEX results_by_player ON results (player_id, rules_key, id);
CREATE TABLE boxes (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    col INTEGER NOT NULL,                     -- 0-based scoring column
    box TEXT NOT NULL,                        -- a category ('ones' ... 'chance') or 'upper-bonus',
    score INTEGER,                            --   'extra-bonus', 'roll-bonus'
    PRIMARY KEY (game_id, seat, col, box)
);
CREATE TABLE high_scores (
    id INTEGER PRIMARY KEY,
    rules_key TEXT NOT NULL,
    result_id INTEGER,                        -- NULL for entries migrated from version 1
    name TEXT NOT NULL,
    score INTEGER NOT NULL,
    date TEXT NOT NULL
);
CREATE INDEX high_scores_by_rules ON high_scores (rules_key, score DESC, id);
"""

#: Version 3 keeps the facts a result's sentences are made from, not English sentences.
SCHEMA_V3 = SCHEMA_V2.replace(
    "    notices TEXT NOT NULL DEFAULT '[]',       -- JSON list of the sentences shown when it was counted\n",
    "    facts TEXT NOT NULL DEFAULT '{}',         -- JSON: high score place, statistics before it\n",
)
assert SCHEMA_V3 != SCHEMA_V2

#: Version 4: a high score made by a computer player is marked with its level ('' for a person).
SCHEMA_V4_CHANGE = "ALTER TABLE high_scores ADD COLUMN computer TEXT NOT NULL DEFAULT ''"

#: Version 5: every game's results in one schema, with whether the seat won and the best score against it.
SCHEMA_V5_CHANGE = (
    "ALTER TABLE results ADD COLUMN won INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE results ADD COLUMN against INTEGER NOT NULL DEFAULT 0",
)


#: The current schema's shape, by name: each table's columns and each index (as ``sqlite_master`` and
#: ``pragma_table_info`` give them). A database of this version and exactly this shape needs neither
#: migrating nor healing (:func:`is_current`), so opening it loads neither; a test checks it against the
#: schema :func:`create_schema` makes.
SHAPE = frozenset(
    [("index", name, None) for name in ("high_scores_by_rules", "results_by_player")]
    + [
        ("table", table, column)
        for table, columns in {
            "players": ("id", "name", "created", "stats_after", "series_after"),
            "games": ("id", "uid", "rules_key", "players", "started", "finished", "record"),
            "results": ("id", "game_id", "seat", "player_id", "rules_key", "score", "finished", "facts", "won",
                        "against"),
            "boxes": ("game_id", "seat", "col", "box", "score"),
            "high_scores": ("id", "rules_key", "result_id", "name", "score", "date", "computer"),
        }.items()
        for column in columns
    ]
)
_SHAPE_QUERY = (
    "SELECT m.type, m.name, p.name FROM sqlite_master AS m LEFT JOIN pragma_table_info(m.name) AS p"
    " WHERE m.name NOT LIKE 'sqlite_%'"
)


class NewerDatabase(Exception):
    """The database was written by a newer YNOT."""


def connect(path: Path | str) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit) with the busy timeout set."""
    db = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    db.text_factory = _tolerant_text  # a damaged file's text (or a check's message) may not be UTF-8
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return db


def _tolerant_text(raw: bytes) -> str:
    """Text read from the database: UTF-8, with any bad bytes replaced."""
    return raw.decode("utf-8", "replace")


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT``, rolled back on any error."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def create_tables(db: sqlite3.Connection, script: str) -> None:
    """Run the CREATE statements of ``script`` (inside the caller's transaction)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def create_schema(db: sqlite3.Connection) -> None:
    """Create the current schema in an empty database."""
    with transaction(db):
        create_tables(db, SCHEMA_V3)
        db.execute(SCHEMA_V4_CHANGE)
        for statement in SCHEMA_V5_CHANGE:
            db.execute(statement)
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _tune(db: sqlite3.Connection) -> None:
    mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if str(mode).lower() != "wal":  # e.g. a network drive: fall back to a rollback journal
        log.info("journal mode is %s, not WAL", mode)
    db.execute("PRAGMA synchronous = FULL")


def _create_new(path: Path) -> None:
    """Create a ready database at ``path`` without ever leaving a half-made file there: build it under
    a temporary name, then link it into place (a copy that raced us to it wins)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.new")
    for leftover in [tmp, *(tmp.with_name(tmp.name + s) for s in COMPANIONS)]:
        with contextlib.suppress(FileNotFoundError):
            leftover.unlink()
    db = connect(tmp)
    try:
        create_schema(db)
    finally:
        db.close()
    try:
        os.link(tmp, path)
    except FileExistsError:
        pass
    except OSError:  # no hard links here (e.g. FAT): rename, unless the file appeared meanwhile
        if not path.exists():
            os.replace(tmp, path)
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()


def _problem(path: Path) -> str | None:
    """Why the file at ``path`` is not a usable YNOT database, or None if it looks like one."""
    if not path.is_file():
        return _("is not a file")
    with path.open("rb") as handle:
        head = handle.read(100)
    if not head.strip(b"\x00 \t\r\n"):
        return _("was empty")
    if not head.startswith(SQLITE_MAGIC):
        return _("was damaged or is not a YNOT database")
    if len(head) < 100:
        return _("was truncated")
    if not _sound_header(head):
        return _("was damaged")
    return None


def _sound_header(head: bytes) -> bool:
    """Whether the header's format numbers are ones sqlite writes: the file format's write and read versions
    (1 legacy, 2 WAL) and the schema format (1 to 4). A damaged one makes sqlite open the file read-only or
    refuse it ("unsupported file format"), which would otherwise look like a folder that cannot be written."""
    schema_format = int.from_bytes(head[44:48], "big")
    return head[18] in (1, 2) and head[19] in (1, 2) and 1 <= schema_format <= 4


def _check(db: sqlite3.Connection) -> str | None:
    """Why an open database is not a usable YNOT database, or None. The integrity check's answer is read as
    bytes: a damaged file's names in it need not be UTF-8."""
    app_id = db.execute("PRAGMA application_id").fetchone()[0]
    if app_id != APPLICATION_ID:
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        return _("belongs to another program") if tables or app_id else _("was empty")
    db.text_factory = bytes
    try:
        result = db.execute("PRAGMA quick_check").fetchall()
    finally:
        db.text_factory = _tolerant_text
    if result != [(b"ok",)]:
        return _("was damaged")
    return None


#: sqlite's codes for a file that cannot be used now (locked, a full disk, no permission, an I/O error), not
#: one that is damaged: the file is then left as it is and the run goes on in memory.
_PASSING_CODES = ("SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_IOERR", "SQLITE_READONLY", "SQLITE_CANTOPEN",
                  "SQLITE_FULL", "SQLITE_NOMEM", "SQLITE_PERM", "SQLITE_INTERRUPT", "SQLITE_PROTOCOL",
                  "SQLITE_NOLFS", "SQLITE_AUTH")


def passing(err: sqlite3.Error) -> bool:
    """Whether ``err`` says the file cannot be used now rather than that it is damaged (a short read is
    damage: the file ends before its pages do)."""
    name = getattr(err, "sqlite_errorname", "") or ""
    if name == "SQLITE_IOERR_SHORT_READ":
        return False
    if name:
        return name.startswith(_PASSING_CODES)
    words = ("locked", "busy", "disk i/o", "unable to open", "readonly", "read-only", "out of memory", "full")
    return any(word in str(err).lower() for word in words)


def is_current(db: sqlite3.Connection) -> bool:
    """Whether an opened database is of this version with exactly the current tables, columns and
    indexes: nothing to migrate, correct or make again."""
    if db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
        return False
    return frozenset(db.execute(_SHAPE_QUERY).fetchall()) == SHAPE


class Unrepairable(sqlite3.DatabaseError):
    """A database whose schema cannot be brought back; its text completes "could not be repaired (...)"."""


def open_database(
    path: Path, prepare: Callable[[sqlite3.Connection, str], list[str]]
) -> tuple[sqlite3.Connection, list[str]]:
    """Open (creating, checking, healing, migrating) the database at ``path``.

    ``prepare(db, name)`` brings a good file's schema up to date (correcting its version number,
    migrating, repairing what is missing) and returns a sentence for each thing it did; it raises
    NewerDatabase or Unrepairable. A bad or unrepairable file is moved aside with a sentence in the
    returned list and a new one made. Raises NewerDatabase for a database from a newer YNOT, and OSError
    or sqlite3.OperationalError when the folder or the file cannot be used now (locked too long, no
    permission, I/O error): the caller then works in memory and the file is left as it is.
    """
    notices: list[str] = []
    for _attempt in range(3):
        if path.exists() or path.is_symlink():
            reason = _problem(path)
            if reason is None:
                try:
                    db = connect(path)
                except sqlite3.Error:
                    reason = _("was damaged")
                else:
                    try:
                        reason = _check(db)
                        if reason is None:
                            said = prepare(db, path.name)
                            _tune(db)
                            return db, notices + said
                    except NewerDatabase:
                        db.close()  # a newer YNOT's: not a damaged file
                        raise
                    except sqlite3.OperationalError as err:
                        if passing(err):  # locked for too long, a full disk, an I/O error: not a damaged file
                            db.close()
                            raise
                        log.warning("database %s: %s", path, err)
                        reason = _("was damaged")
                    except Unrepairable as err:
                        log.warning("database %s: %s", path, err)
                        reason = _("could not be repaired ({why})").format(why=err)
                    except (sqlite3.DatabaseError, UnicodeDecodeError) as err:  # a message in bytes not UTF-8
                        log.warning("database %s: %s", path, err)
                        reason = _("was damaged")
                    db.close()
            aside = move_aside(
                path,
                reason,
                what=_("The records database {name}").format(name=path.name),
                then=_("a new one was started"),
                companions=COMPANIONS,
            )
            if aside.path is None:
                raise OSError(_("cannot move {path} aside").format(path=path))
            notices.append(aside.sentence)
        _create_new(path)
    raise OSError(_("cannot open {path}").format(path=path))


def open_memory() -> sqlite3.Connection:
    """An empty database in memory, for a run where the real one cannot be used."""
    db = connect(":memory:")
    create_schema(db)
    return db


def dumps(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))
