"""Fuzzing every file kind the game reads: ynot.ini, the database (its bytes, its values, its schema),
the autosave, the solver cache and game records. Each is damaged by random bytes, a truncation, a
flipped bit, a 5,000-digit number, a 200,000-character line or a value of the wrong type; every case
must end in a sentence or a file moved aside (or a file still good), never an exception, and a
result the game could not keep is always said (issue 17, point 3).

``YNOT_FUZZ_EXAMPLES`` sets the examples per test (25 here; ``benchmarks/fuzz_files.py`` runs
thousands and prints how many cases ran).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import sqlite3
import tempfile
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_helpers import finished, play

from ynot.core import RecordError
from ynot.dice import DiceGame, parse_record, replay
from ynot.dice.rules import get_rules
from ynot.dice.strategy import cache
from ynot.dice.strategy.model import FULL, UPPER_CAP, ScoringModel
from ynot.dice.strategy.table import Table
from ynot.store import Options, Store
from ynot.store.database import connect

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FUZZ = settings(
    max_examples=int(os.environ.get("YNOT_FUZZ_EXAMPLES", "25")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)
#: How many cases of each kind and damage ran (benchmarks/fuzz_files.py prints it).
CASES: Counter[str] = Counter()
DAMAGES = ("random bytes", "truncated", "bit flipped", "byte set", "huge number", "huge line")
#: What "byte set" writes: a zero, all ones, a letter (in a name of a database's schema, 0xff is not UTF-8).
SET_BYTES = (0x00, 0xFF, 0x63)


def damage(data: st.DataObject, original: bytes) -> tuple[str, bytes]:
    """One damaged copy of ``original`` and the name of the damage done."""
    kind = data.draw(st.sampled_from(DAMAGES), label="damage")
    at = data.draw(st.integers(0, max(len(original) - 1, 0)), label="at")
    if kind == "random bytes":
        return kind, data.draw(st.binary(max_size=3000), label="bytes")
    if kind == "truncated":
        return kind, original[:at]
    if kind == "bit flipped":
        flipped = bytearray(original)
        flipped[at] ^= 1 << data.draw(st.integers(0, 7), label="bit")
        return kind, bytes(flipped)
    if kind == "byte set":  # in the first 4 KiB: a file's header, a database's schema
        changed = bytearray(original)
        if changed:
            changed[at % 4096 % len(changed)] = data.draw(st.sampled_from(SET_BYTES), label="byte")
        return kind, bytes(changed)
    if kind == "huge number":
        return kind, original[:at] + b"9" * 5000 + original[at:]
    return kind, original[:at] + b"x" * 200_000 + original[at:]


#: Stands for a 5,000-digit number (past Python's int-string limit), written out by each format.
HUGE = "<5000 digits>"
DIGITS = "9" * 5000
WRONG_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),
    st.just(HUGE),
    st.floats(allow_nan=True),
    st.text(max_size=30),
    st.binary(max_size=30),
    st.lists(st.integers(), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


def _folders(root: str) -> dict[str, Path]:
    return {"config_dir": Path(root) / "config", "data_dir": Path(root) / "data"}


def _moved_aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.corrupt-*"))


# --- ynot.ini -------------------------------------------------------------------------------
INI = (
    b"[ynot]\nskin = amiga\nrules = winzee\ncolumns = 3\nmultiplier = yes\nextra = wild\nsound = no\n"
    b"animation = yes\nend_of_turn = pause\nplayers =\n\tAnn, Bob\n\tCy\nwindow_scale = 2\nwindow_x = 10\n"
    b"window_y = -4\n\n[skin.psion]\nscale = 3\n"
)


@FUZZ
@given(st.data())
def test_fuzz_options(data):
    kind, raw = damage(data, INI)
    CASES[f"options: {kind}"] += 1
    with tempfile.TemporaryDirectory() as root:
        folders = _folders(root)
        folders["config_dir"].mkdir()
        (folders["config_dir"] / "ynot.ini").write_bytes(raw)
        with Store.open(**folders) as store:
            options = store.options
            assert isinstance(options, Options)
            options.rule_set()  # the options always describe a playable rule set
            aside = _moved_aside(folders["config_dir"], "ynot.ini")
            if aside:
                assert any(a.name in s for a in aside for s in store.notices)
            assert all(len(s) < 400 for s in store.notices)
            assert store.save_options()


# --- the database -----------------------------------------------------------------------------
def _database_with_a_game(folders: dict[str, Path]) -> DiceGame:
    game = finished(("Ann", "Bob, Jr."), seed=3)
    with Store.open(**folders) as store:
        store.finish_game(game)
    return game


def _every_reader(store: Store) -> None:
    """Call every reading method; each must return its kind of value."""
    for key in store.high_score_rules():
        for entry in store.high_scores(key):
            assert isinstance(entry.score, int) and isinstance(entry.name, str)
    for row in store.all_stats():
        assert isinstance(row.all_time.average, float) and isinstance(row.series.best, int)
    for summary in store.games():
        assert isinstance(store.game_boxes(summary.game_id), dict)
        record = store.game_record(summary.game_id)
        assert record is None or isinstance(record, str)
    assert all(isinstance(p.name, str) for p in store.players())


def _new_result_is_kept_or_said(store: Store, seed: int, *, must_keep: bool = False) -> None:
    """Finish a new game: every player's result is in the statistics, or a sentence says it is not. With
    ``must_keep`` (a database damaged, not locked or on a full disk) the result must be kept: a damaged file
    is moved aside and a new one started."""
    game = finished(("Dee", "Eve"), seed=seed)
    told = [s for seat in range(2) for s in store.finish_player(game, seat)]
    store.finish_game(game)
    told += store.notices
    for seat, name in enumerate(game.state.players):
        kept = store.stats(name, "ynot").all_time.total == game.state.total(seat)
        said = any("could not be kept" in s or "Could not keep" in s or "not kept" in s for s in told)
        assert kept or said, (name, told)
        assert kept or not must_keep, (name, told)


@FUZZ
@given(st.data())
def test_fuzz_database_bytes(data):
    with tempfile.TemporaryDirectory() as root:
        folders = _folders(root)
        _database_with_a_game(folders)
        path = folders["data_dir"] / "ynot.db"
        for extra in ("-wal", "-shm"):
            Path(f"{path}{extra}").unlink(missing_ok=True)
        kind, raw = damage(data, path.read_bytes())
        CASES[f"database bytes: {kind}"] += 1
        path.write_bytes(raw)
        with Store.open(**folders) as store:
            aside = _moved_aside(folders["data_dir"], "ynot.db")
            if aside:
                assert any(aside[0].name in s for s in store.notices)
            _every_reader(store)
            _new_result_is_kept_or_said(store, data.draw(st.integers(0, 50), label="seed"), must_keep=True)
        with Store.open(**folders) as again:  # on disk, and a file moved aside is told once
            assert again.stats("Dee", "ynot").all_time.games == 1, again.notices
            assert not any("moved aside" in s for s in again.notices), again.notices


COLUMNS = {
    "players": ("name", "created", "stats_after", "series_after"),
    "games": ("uid", "rules_key", "players", "started", "finished", "record"),
    "results": ("game_id", "seat", "player_id", "rules_key", "score", "finished", "facts"),
    "boxes": ("game_id", "seat", "col", "box", "score"),
    "high_scores": ("rules_key", "result_id", "name", "score", "date"),
}


@FUZZ
@given(st.data())
def test_fuzz_database_values(data):
    table = data.draw(st.sampled_from(sorted(COLUMNS)), label="table")
    column = data.draw(st.sampled_from(COLUMNS[table]), label="column")
    value = data.draw(WRONG_VALUES, label="value")
    CASES[f"database values: {table}.{column}"] += 1
    with tempfile.TemporaryDirectory() as root:
        folders = _folders(root)
        _database_with_a_game(folders)
        db = connect(folders["data_dir"] / "ynot.db")
        stored = DIGITS if value == HUGE else value
        if isinstance(stored, list | dict):
            stored = json.dumps(stored)
        try:
            db.execute(f"UPDATE {table} SET {column} = ?", (stored,))
        except sqlite3.IntegrityError:
            pass  # NOT NULL, UNIQUE: the database itself refuses this damage
        finally:
            db.close()
        with Store.open(**folders) as store:
            _every_reader(store)
            _new_result_is_kept_or_said(store, data.draw(st.integers(0, 50), label="seed"))


SCHEMA_DAMAGE = [
    *(f"DROP TABLE {t}" for t in COLUMNS),
    *(f"ALTER TABLE {t} DROP COLUMN {c}" for t, cols in COLUMNS.items() for c in cols),
    *(f"ALTER TABLE {t} RENAME TO {t}_old" for t in COLUMNS),
    "DROP INDEX results_by_player",
    "PRAGMA user_version = 1",
    "PRAGMA user_version = 99",
    "PRAGMA application_id = 7",
]


@FUZZ
@given(st.lists(st.sampled_from(SCHEMA_DAMAGE), min_size=1, max_size=3, unique=True), st.integers(0, 50))
def test_fuzz_database_schema(statements, seed):
    CASES["database schema"] += 1
    with tempfile.TemporaryDirectory() as root:
        folders = _folders(root)
        _database_with_a_game(folders)
        db = connect(folders["data_dir"] / "ynot.db")
        for statement in statements:
            with contextlib.suppress(sqlite3.OperationalError):  # a column sqlite will not drop (a key)
                db.execute(statement)
        db.close()
        with Store.open(**folders) as store:
            _every_reader(store)
            _new_result_is_kept_or_said(store, seed)


# --- the autosave -----------------------------------------------------------------------------
def _saved(folders: dict[str, Path]) -> Path:
    game = play(DiceGame(get_rules("ynot"), ("Ann", "Bob"), seed=8), random.Random(8), steps=40)
    with Store.open(**folders) as store:
        store.autosave(game, extra={"cursor": 2})
    (path,) = folders["data_dir"].glob("autosave-*.json")
    return path


def _load_resumes_or_tells(folders: dict[str, Path], path: Path) -> None:
    with Store.open(**folders) as store:
        saved = store.load_autosave()
        if saved is None:
            assert _moved_aside(folders["data_dir"], path.name), "a bad autosave stays in place"
            assert any("could not be resumed" in s for s in store.notices)
        else:
            assert not saved.game.is_over
    with Store.open(**folders) as again:  # a bad file is told once, not at every start
        again.load_autosave()
        assert not any("could not be resumed" in s for s in again.notices)


@FUZZ
@given(st.data())
def test_fuzz_autosave_bytes(data):
    with tempfile.TemporaryDirectory() as root:
        folders = _folders(root)
        path = _saved(folders)
        kind, raw = damage(data, path.read_bytes())
        CASES[f"autosave bytes: {kind}"] += 1
        path.write_bytes(raw)
        _load_resumes_or_tells(folders, path)


AUTOSAVE_PATHS = [
    ("format",), ("version",), ("game_id",), ("saved_at",), ("record",), ("rng",), ("state",), ("series",),
    ("extra",), ("rng", 0), ("rng", 1), ("rng", 2), ("state", "current"), ("state", "dice"),
    ("state", "roll_number"), ("state", "marks"), ("state", "totals"),
]


@FUZZ
@given(st.sampled_from(AUTOSAVE_PATHS), WRONG_VALUES)
def test_fuzz_autosave_values(where, value):
    CASES[f"autosave values: {'.'.join(map(str, where))}"] += 1
    with tempfile.TemporaryDirectory() as root:
        folders = _folders(root)
        path = _saved(folders)
        data = json.loads(path.read_text())
        if isinstance(value, bytes):
            value = value.decode("latin-1")  # JSON has no bytes: the nearest text
        holder = data
        for key in where[:-1]:
            holder = holder[key]
        holder[where[-1]] = value
        path.write_text(json.dumps(data).replace(json.dumps(HUGE), DIGITS))
        _load_resumes_or_tells(folders, path)


# --- the solver cache -------------------------------------------------------------------------
@pytest.fixture
def quick_solver(monkeypatch):
    """A stand-in for the solver (seconds of work) that counts its calls."""
    calls = []

    def solve(model, progress=None):
        calls.append(model.rules.name)
        return Table(model.rules, model, np.random.default_rng(1).uniform(size=(FULL + 1, UPPER_CAP + 1, 2)))

    monkeypatch.setattr(cache, "solve", solve)
    yield calls
    cache.forget_memory()


@FUZZ
@given(st.data())
def test_fuzz_solver_cache(quick_solver, data):
    rules = get_rules("yatcy")
    cache.forget_memory()
    table = cache.load_table(rules, rebuild=True)
    path = cache.table_path(ScoringModel(rules))
    kind, raw = damage(data, path.read_bytes())
    CASES[f"solver cache: {kind}"] += 1
    path.write_bytes(raw)
    before = len(_moved_aside(path.parent, path.name))
    cache.forget_memory()
    notices: list[str] = []
    again = cache.load_table(rules, notice=notices)
    if notices:
        (sentence,) = notices
        assert len(_moved_aside(path.parent, path.name)) == before + 1 and "was not used" in sentence
    else:  # the damage left a good table (e.g. a flipped bit it never reads): the same values
        assert np.array_equal(again.values, table.values)


# --- game records -----------------------------------------------------------------------------
RECORDS = sorted(EXAMPLES.glob("*.record"))


@FUZZ
@given(st.data())
def test_fuzz_records(data):
    original = data.draw(st.sampled_from(RECORDS), label="record").read_bytes()
    kind, raw = damage(data, original)
    CASES[f"records: {kind}"] += 1
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return  # the commands refuse a file that is not UTF-8 before parsing (tests/test_cli.py)
    try:
        game = replay(parse_record(text))
    except RecordError as err:
        assert str(err).startswith("line ") and len(str(err)) < 400
    else:
        assert isinstance(game.state.totals(), tuple)
