"""A database checked against the schema it should have, and healed where it can be: the version number
read from what the tables show, a missing table, column or index made again. What cannot be healed is
left to the caller, who moves the file aside and starts a new one (``database.open_database``)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from ..i18n import _
from .database import SCHEMA_VERSION, Unrepairable, create_schema, transaction


@dataclass(frozen=True)
class Column:
    name: str
    declared: str  # the declared type, e.g. "TEXT"
    not_null: bool
    default: str | None  # the default as SQL text
    primary: bool


@dataclass(frozen=True)
class Schema:
    """Tables (name -> columns, in order, and the statement that makes them) and indexes (name -> SQL)."""

    tables: dict[str, tuple[Column, ...]]
    table_sql: dict[str, str]
    indexes: dict[str, str]


def read_schema(db: sqlite3.Connection) -> Schema:
    """The tables, columns and indexes a database holds (sqlite's own tables left out)."""
    tables: dict[str, tuple[Column, ...]] = {}
    table_sql: dict[str, str] = {}
    indexes: dict[str, str] = {}
    for kind, name, sql in db.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"):
        if kind == "table":
            rows = db.execute(f'PRAGMA table_info("{name}")').fetchall()
            tables[name] = tuple(Column(r[1], str(r[2]).upper(), bool(r[3]), r[4], bool(r[5])) for r in rows)
            table_sql[name] = sql
        elif kind == "index" and sql:
            indexes[name] = sql
    return Schema(tables, table_sql, indexes)


_EXPECTED: list[Schema] = []


def expected_schema() -> Schema:
    """The schema this YNOT makes (read back from a new database in memory, once)."""
    if not _EXPECTED:
        db = sqlite3.connect(":memory:", isolation_level=None)
        try:
            create_schema(db)
            _EXPECTED.append(read_schema(db))
        finally:
            db.close()
    return _EXPECTED[0]


def version_shown(found: Schema) -> int | None:
    """The schema version the tables show (None if they match none)."""

    def has(table: str, column: str) -> bool:
        return any(c.name == column for c in found.tables.get(table, ()))

    if has("games", "rules") and not has("games", "rules_key"):
        return 1
    if has("results", "notices"):
        return 2
    if "results" not in found.tables or "high_scores" not in found.tables:
        return None  # a table lost: the number stands, and the repair makes the table again
    if has("results", "won") or has("results", "against"):
        return 5
    if has("high_scores", "computer"):
        return 4
    if has("results", "facts"):
        return 3
    return None


def is_newer(found: Schema) -> bool:
    """Whether the database holds tables or columns this YNOT does not know (a newer YNOT's)."""
    expected = expected_schema()
    for table, columns in found.tables.items():
        known = expected.tables.get(table)
        if known is None or {c.name for c in columns} - {c.name for c in known}:
            return True
    return False


def correct_version(db: sqlite3.Connection, name: str) -> tuple[int, list[str]]:
    """The version to migrate from: the number kept, or what the tables show where the number is
    wrong (then corrected, with a sentence). Raises Unrepairable when a too-high number sits on tables
    this YNOT does not know (a database of a newer YNOT is for the caller to leave alone)."""
    number = db.execute("PRAGMA user_version").fetchone()[0]
    found = read_schema(db)
    shown = version_shown(found)
    if number > SCHEMA_VERSION and (shown != SCHEMA_VERSION or is_newer(found)):
        return number, []
    if shown is None or shown == number:
        return number, []
    db.execute(f"PRAGMA user_version = {shown}")
    sentence = _(
        "The records database {name} said it was of version {number}, but its tables are of version {shown};"
        " the number was corrected."
    ).format(name=name, number=number, shown=shown)
    return shown, [sentence]


def _fill(column: Column) -> str:
    """What a rebuilt row holds in a column it lacked."""
    if column.default is not None:
        return column.default
    if not column.not_null:
        return "NULL"
    return "0" if "INT" in column.declared else "''"


def _rebuild(db: sqlite3.Connection, table: str, missing: list[Column]) -> None:
    """Make ``table`` again with every column, its rows copied over (missing columns filled)."""
    expected = expected_schema()
    columns = expected.tables[table]
    kept = [c.name for c in columns if c not in missing]
    db.execute(f'ALTER TABLE "{table}" RENAME TO "{table}_damaged"')
    db.execute(expected.table_sql[table])
    names = ", ".join(f'"{c.name}"' for c in columns)
    values = ", ".join(f'"{c.name}"' if c.name in kept else _fill(c) for c in columns)
    db.execute(f'INSERT INTO "{table}" ({names}) SELECT {values} FROM "{table}_damaged"')
    db.execute(f'DROP TABLE "{table}_damaged"')


def _referring(db: sqlite3.Connection, table: str, found: Schema) -> list[str]:
    """The tables found whose rows point at rows of ``table`` in the schema this YNOT makes (the lost
    table cannot be made again then: those rows would name rows that are not there, or others')."""
    expected = expected_schema()
    return [
        other
        for other, sql in expected.table_sql.items()
        if other in found.tables
        and f"REFERENCES {table}(" in sql
        and db.execute(f'SELECT 1 FROM "{other}" LIMIT 1').fetchone()
    ]


def repair(db: sqlite3.Connection, name: str) -> list[str]:
    """Make again every table, column and index of the current schema the database lacks, in one
    transaction; one sentence for what was repaired (none when nothing was). Unrepairable if that fails."""
    expected = expected_schema()
    found = read_schema(db)
    tables = [t for t in expected.tables if t not in found.tables]
    columns: dict[str, list[Column]] = {}
    for table, wanted in expected.tables.items():
        if table in found.tables:
            have = {c.name for c in found.tables[table]}
            lacking = [c for c in wanted if c.name not in have]
            if lacking:
                columns[table] = lacking
    if not tables and not columns and set(expected.indexes) <= set(found.indexes):
        return []
    for table in tables:
        for other in _referring(db, table, found):
            raise Unrepairable(
                _("the table {table} was lost, and the rows of {other} name its rows").format(table=table, other=other)
            )
    try:
        with transaction(db):
            for table, lacking in columns.items():
                _rebuild(db, table, lacking)
            for table in tables:
                db.execute(expected.table_sql[table])
            for index, sql in expected.indexes.items():
                if index not in read_schema(db).indexes:
                    db.execute(sql)
    except sqlite3.Error as err:
        raise Unrepairable(str(err)) from err
    lost = [*tables, *(f"{table}.{c.name}" for table, lacking in columns.items() for c in lacking)]
    if lost:
        return [
            _("The records database {name} had lost {what}; they were made again and the rest was kept.").format(
                name=name, what=", ".join(lost)
            )
        ]
    return [_("The records database {name} had lost an index; it was made again.").format(name=name)]
