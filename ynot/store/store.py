"""The Store: one object the UIs and the text mode talk to."""

from __future__ import annotations

import configparser
import contextlib
import functools
import io
import json
import logging
import sqlite3
import uuid
import weakref
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

from .. import paths
from ..core import Series, check_name
from ..game import Game, write_record
from ..i18n import _
from ..rules import RuleSet
from . import autosave as saves
from .clock import now_iso, now_precise
from .database import (
    SCHEMA_VERSION,  # noqa: I001 - re-exported
    NewerDatabase,
    open_database,
    open_memory,
    transaction,
)
from .migrations import column_boxes, migrate, rules_key
from .models import GameSummary, HighScore, PlayerInfo, PlayerStats, SavedGame, Stats
from .options import Options, new_parser, options_from_parser, options_to_parser
from .safefile import STALE_SECONDS, atomic_write, move_aside, release, remove_stale, try_lock

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])

HIGH_SCORE_PLACES = 5
INI_NAME = "ynot.ini"
DB_NAME = "ynot.db"

#: The id and start time of every game a store has seen in this process (a Game has no id of its own).
_GAME_IDS: weakref.WeakKeyDictionary[Game, tuple[str, str]] = weakref.WeakKeyDictionary()


def _reading(default: Callable[[], Any]) -> Callable[[F], F]:
    """Turn a database error while reading into a notice and ``default()``, never a traceback."""

    def wrap(method: F) -> F:
        @functools.wraps(method)
        def reader(self: Store, *args: Any, **kwargs: Any) -> Any:
            try:
                return method(self, *args, **kwargs)
            except sqlite3.Error as err:
                self._failed("read the records database", err)
                return default()

        return reader  # type: ignore[return-value]

    return wrap


def _key(rules: RuleSet | str) -> str:
    return rules_key(rules)


def _fmt(value: float) -> str:
    return f"{value:.1f}"


class Store:
    """Options, records and the autosave of one user. Make one with :meth:`open`."""

    def __init__(
        self,
        db: sqlite3.Connection,
        options: Options,
        notices: list[str],
        config_dir: Path | None,
        data_dir: Path | None,
    ) -> None:
        #: One sentence per problem found while opening or saving (bad files moved aside, bad values).
        self.notices = notices
        #: The current options; change them, then call :meth:`save_options`.
        self.options = options
        self.config_dir = config_dir
        self.data_dir = data_dir
        self._db = db
        self._current: str | None = None  # the game last autosaved or loaded
        self._locks: dict[str, BinaryIO] = {}
        self._autosave_failed = False
        self._db_failed = False

    # --- opening -----------------------------------------------------------------------------
    @classmethod
    def open(cls, *, config_dir: Path | None = None, data_dir: Path | None = None) -> Store:
        """Open the user's store (folders from ynot.paths unless given). Never raises: bad files are
        moved aside and reported in ``notices``; if the database cannot be opened at all, an in-memory
        one is used for this run (also reported)."""
        notices: list[str] = []
        config = _folder(config_dir, paths.config_dir, "settings", notices)
        data = _folder(data_dir, paths.data_dir, "records", notices)
        options = Options()
        if config is not None:
            remove_stale(config, (f".{INI_NAME}.*.tmp",))
            options, more = load_options(config / INI_NAME)
            notices += more
        db: sqlite3.Connection | None = None
        if data is not None:
            remove_stale(data, (f".{DB_NAME}.*.new", f".{saves.PREFIX}*.tmp"))
            saves.remove_orphan_locks(data, STALE_SECONDS)
            try:
                db, more = open_database(data / DB_NAME, migrate)
                notices += more
            except NewerDatabase:
                notices.append(
                    f"The records database {DB_NAME} was written by a newer YNOT; it is left as it is and"
                    " this run's results are not kept."
                )
            except Exception as err:  # OSError, sqlite3.Error, or a bug: never stop the game from starting
                log.exception("cannot open the database")
                notices.append(
                    f"The records database could not be opened ({_why(err)});"
                    " this run's results are not kept."
                )
        return cls(db if db is not None else open_memory(), options, notices, config, data)

    def close(self) -> None:
        """Close the database and let go of autosave locks. The Store is a context manager too."""
        for handle in self._locks.values():
            release(handle)
        self._locks.clear()
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with transaction(self._db) as db:
            yield db

    def _failed(self, what: str, err: Exception) -> None:
        log.exception("database: %s", what)
        if not self._db_failed:
            self._db_failed = True
            self.notices.append(f"Could not {what} ({_why(err)}); later problems are only logged.")

    # --- options -----------------------------------------------------------------------------
    def save_options(self, options: Options | None = None) -> bool:
        """Write ``options`` (default: ``self.options``) to ynot.ini atomically and make them current.
        Unknown keys and free-form sections are kept. Returns False (and adds a notice) if it could not
        be written."""
        if options is not None:
            self.options = options
        if self.config_dir is None:
            return False
        buffer = io.StringIO()
        options_to_parser(self.options).write(buffer)
        path = self.config_dir / INI_NAME
        try:
            if path.is_dir():
                self.notices.append(move_aside(path, _("was a folder")).sentence)
            atomic_write(path, buffer.getvalue().encode("utf-8"))
        except OSError as err:
            log.exception("cannot write %s", path)
            self.notices.append(f"Could not save the settings to {INI_NAME} ({_why(err)}).")
            return False
        return True

    # --- games -------------------------------------------------------------------------------
    def game_id(self, game: Game) -> str:
        """The id the store knows ``game`` by, assigned on first use (kept with its autosave)."""
        return self._identity(game)[0]

    def _identity(self, game: Game) -> tuple[str, str]:
        found = _GAME_IDS.get(game)
        if found is None:
            found = (uuid.uuid4().hex, now_iso())
            _GAME_IDS[game] = found
        return found

    def _game_row(self, db: sqlite3.Connection, game: Game) -> int:
        uid, started = self._identity(game)
        row = db.execute("SELECT id FROM games WHERE uid = ?", (uid,)).fetchone()
        if row:
            return int(row[0])
        cur = db.execute(
            "INSERT INTO games (uid, rules_key, players, started) VALUES (?, ?, ?, ?)",
            (uid, _key(game.rules), json.dumps(list(game.state.players)), started),
        )
        return int(cur.lastrowid or 0)

    def _player_id(self, db: sqlite3.Connection, name: str, create: bool) -> int | None:
        row = db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
        if row:
            return int(row[0])
        if not create:
            return None
        cur = db.execute("INSERT INTO players (name, created) VALUES (?, ?)", (name, now_iso()))
        return int(cur.lastrowid or 0)

    def finish_player(self, game: Game, player: int) -> list[str]:
        """Count player ``player``'s finished game in the high scores and their statistics; return the
        seed 000 section 9 sentences (entered the high score table, new personal best, all-time
        average rose, fell or stayed), most important first. Calling it again for the same game and
        player counts nothing twice and returns the same sentences (if the result changed meanwhile,
        e.g. the last box was taken back with Undo and scored again, the new result replaces the old).
        Raises ValueError if that player has boxes left."""
        state = game.state
        if not 0 <= player < len(state.players):
            raise ValueError(f"there is no player {player}")
        if not state.player_finished(player):
            raise ValueError(f"{state.players[player]} has not finished the game")
        try:
            with self._write() as db:
                return self._count(db, self._game_row(db, game), game, player)
        except sqlite3.Error as err:
            self._failed("save the results in the records database", err)
            return []

    def _count(self, db: sqlite3.Connection, gid: int, game: Game, seat: int) -> list[str]:
        """Record one player's result (once) and return its sentences."""
        state = game.state
        row = db.execute(
            "SELECT id, score, notices FROM results WHERE game_id = ? AND seat = ?", (gid, seat)
        ).fetchone()
        if row and row[1] == state.total(seat):
            return list(json.loads(row[2]))
        if row:  # counted, then taken back with Undo and scored again: count the new result instead
            db.execute("DELETE FROM high_scores WHERE result_id = ?", (row[0],))
            db.execute("DELETE FROM boxes WHERE game_id = ? AND seat = ?", (gid, seat))
            db.execute("DELETE FROM results WHERE id = ?", (row[0],))
        name = state.players[seat]
        key = _key(state.rules)
        score = state.total(seat)
        pid = self._player_id(db, name, create=True)
        assert pid is not None
        before = self._stats(db, pid, key)[0]
        date = now_iso()
        cur = db.execute(
            "INSERT INTO results (game_id, seat, player_id, rules_key, score, finished)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (gid, seat, pid, key, score, date),
        )
        result_id = cur.lastrowid
        for col, column in enumerate(state.cards[seat]):
            db.executemany(
                "INSERT OR REPLACE INTO boxes (game_id, seat, col, box, score) VALUES (?, ?, ?, ?, ?)",
                [(gid, seat, col, box, value) for box, value in column_boxes(column, state.rules)],
            )
        cur = db.execute(
            "INSERT INTO high_scores (rules_key, result_id, name, score, date) VALUES (?, ?, ?, ?, ?)",
            (key, result_id, name, score, date),
        )
        entry = cur.lastrowid
        table = db.execute("SELECT id FROM high_scores WHERE rules_key = ? ORDER BY score DESC, id", (key,))
        ids = [r[0] for r in table]
        db.executemany("DELETE FROM high_scores WHERE id = ?", [(i,) for i in ids[HIGH_SCORE_PLACES:]])
        rank = ids.index(entry) + 1 if entry in ids[:HIGH_SCORE_PLACES] else None
        notices = _sentences(name, score, before, rank)
        db.execute("UPDATE results SET notices = ? WHERE id = ?", (json.dumps(notices), result_id))
        return notices

    def finish_game(
        self, game: Game, record_text: str | None = None, *, counted: bool = True, notes: tuple[str, ...] = ()
    ) -> list[list[str]]:
        """Store the finished game (rules, players, each box's score, date, the record text, by default
        ``write_record(game)`` with ``notes`` in its header), count every player not yet counted by
        :meth:`finish_player` (none when not ``counted``: the game is kept but never enters the high
        scores or statistics), clear this game's autosave, and return each player's sentences (by seat).
        Idempotent. Raises ValueError if the game is not over."""
        if not game.is_over:
            raise ValueError("the game is not over")
        uid, started = self._identity(game)
        text = record_text if record_text is not None else write_record(game, date=started, notes=notes)
        seats = range(len(game.state.players)) if counted else range(0)
        try:
            with self._write() as db:
                gid = self._game_row(db, game)
                if not counted:  # a player counted before the game was noted is taken out again
                    self._uncount(db, gid)
                sentences = [self._count(db, gid, game, seat) for seat in seats] or [[] for _ in game.state.players]
                db.execute(
                    "UPDATE games SET finished = ?, record = ? WHERE id = ? AND finished IS NULL",
                    (now_iso(), text, gid),
                )
        except sqlite3.Error as err:
            self._failed("save the game in the records database", err)
            return [[] for _ in game.state.players]
        self.clear_autosave(uid)
        return sentences

    @staticmethod
    def _uncount(db: sqlite3.Connection, gid: int) -> None:
        """Take every result of game ``gid`` out of the high scores and the statistics."""
        results = [(row[0],) for row in db.execute("SELECT id FROM results WHERE game_id = ?", (gid,))]
        db.executemany("DELETE FROM high_scores WHERE result_id = ?", results)
        db.execute("DELETE FROM boxes WHERE game_id = ?", (gid,))
        db.execute("DELETE FROM results WHERE game_id = ?", (gid,))

    @_reading(list)
    def games(self, limit: int = 20) -> list[GameSummary]:
        """The most recent finished games, newest first."""
        rows = self._db.execute(
            "SELECT id, uid, rules_key, players, finished FROM games WHERE finished IS NOT NULL"
            " ORDER BY finished DESC, id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        result = []
        for gid, uid, key, players, finished in rows:
            scores = dict(self._db.execute("SELECT seat, score FROM results WHERE game_id = ?", (gid,)))
            names = tuple(json.loads(players))
            by_seat = tuple(scores.get(i, 0) for i in range(len(names)))
            result.append(GameSummary(uid, key, names, by_seat, finished))
        return result

    @_reading(lambda: None)
    def game_record(self, game_id: str) -> str | None:
        """The record text of a stored game, or None."""
        row = self._db.execute("SELECT record FROM games WHERE uid = ?", (game_id,)).fetchone()
        return row[0] if row else None

    @_reading(dict)
    def game_boxes(self, game_id: str) -> dict[str, list[dict[str, int | None]]]:
        """Each player's boxes of a stored game: {name: [{box: score} per column]}; the bonuses appear
        as ``upper-bonus``, ``extra-bonus`` and ``roll-bonus``."""
        row = self._db.execute("SELECT id, players FROM games WHERE uid = ?", (game_id,)).fetchone()
        if not row:
            return {}
        names = json.loads(row[1])
        result: dict[str, list[dict[str, int | None]]] = {}
        for seat, col, box, score in self._db.execute(
            "SELECT seat, col, box, score FROM boxes WHERE game_id = ? ORDER BY seat, col, rowid", (row[0],)
        ):
            columns = result.setdefault(names[seat], [])
            while len(columns) <= col:
                columns.append({})
            columns[col][box] = score
        return result

    # --- high scores -------------------------------------------------------------------------
    @_reading(list)
    def high_scores(self, rules: RuleSet | str) -> list[HighScore]:
        """The high score table (top 5, best first; on a tie the earlier score ranks higher)."""
        key = _key(rules)
        rows = self._db.execute(
            "SELECT name, score, date FROM high_scores WHERE rules_key = ? ORDER BY score DESC, id LIMIT ?",
            (key, HIGH_SCORE_PLACES),
        ).fetchall()
        return [HighScore(i + 1, name, score, date, key) for i, (name, score, date) in enumerate(rows)]

    def seed_high_scores(self, rules: RuleSet | str, entries: Iterable[tuple[str, int, str]]) -> bool:
        """Fill the EMPTY high score table of ``rules`` with scores to beat, ``(name, score, date)``
        with no game behind them (an author's score from a manual); a table holding anything is left
        alone. True if the entries were written."""
        key = _key(rules)
        rows = [(key, check_name(name), int(score), str(date)) for name, score, date in entries]
        try:
            with self._write() as db:
                if db.execute("SELECT 1 FROM high_scores WHERE rules_key = ? LIMIT 1", (key,)).fetchone():
                    return False
                db.executemany(
                    "INSERT INTO high_scores (rules_key, result_id, name, score, date)"
                    " VALUES (?, NULL, ?, ?, ?)",
                    rows[:HIGH_SCORE_PLACES],
                )
        except sqlite3.Error as err:
            self._failed("fill the high score table", err)
            return False
        return True

    @_reading(list)
    def high_score_rules(self) -> list[str]:
        """The rules keys that have a high score table, in name order."""
        rows = self._db.execute("SELECT DISTINCT rules_key FROM high_scores ORDER BY rules_key")
        return [r[0] for r in rows]

    def clear_high_scores(self, rules: RuleSet | str | None = None) -> None:
        """Empty the high score table of ``rules``, or every table when None (YNOT's Psion-C)."""
        try:
            with self._write() as db:
                if rules is None:
                    db.execute("DELETE FROM high_scores")
                else:
                    db.execute("DELETE FROM high_scores WHERE rules_key = ?", (_key(rules),))
        except sqlite3.Error as err:
            self._failed("clear the high scores", err)

    # --- players -----------------------------------------------------------------------------
    @_reading(list)
    def players(self) -> list[PlayerInfo]:
        """Every known player, in name order (regardless of case)."""
        rows = self._db.execute("SELECT name, created FROM players ORDER BY name COLLATE NOCASE").fetchall()
        return [PlayerInfo(name, created) for name, created in rows]

    def add_player(self, name: str) -> PlayerInfo:
        """Create the player ``name`` (names are unique regardless of case); an existing player is
        returned unchanged. Raises ValueError for a name a game cannot hold."""
        name = check_name(name)
        try:
            with self._write() as db:
                self._player_id(db, name, create=True)
        except sqlite3.Error as err:
            self._failed("add the player to the records database", err)
            return PlayerInfo(name, now_iso())
        row = self._db.execute("SELECT name, created FROM players WHERE name = ?", (name,)).fetchone()
        return PlayerInfo(row[0], row[1])

    def reset_player(self, name: str) -> None:
        """Set all of ``name``'s statistics (all-time and series) back to zero, for every rule set,
        creating the player if unknown. Their entries in the high score tables stay."""
        name = check_name(name)
        try:
            with self._write() as db:
                pid = self._player_id(db, name, create=True)
                last = db.execute("SELECT COALESCE(MAX(id), 0) FROM results").fetchone()[0]
                db.execute(
                    "UPDATE players SET stats_after = ?, series_after = ? WHERE id = ?", (last, last, pid)
                )
        except sqlite3.Error as err:
            self._failed("reset the player's statistics", err)

    def new_series(self, names: Iterable[str]) -> None:
        """Start a new series for these players (created if unknown): their series statistics go back
        to zero."""
        checked = [check_name(n) for n in names]
        try:
            with self._write() as db:
                last = db.execute("SELECT COALESCE(MAX(id), 0) FROM results").fetchone()[0]
                for name in checked:
                    pid = self._player_id(db, name, create=True)
                    db.execute("UPDATE players SET series_after = ? WHERE id = ?", (last, pid))
        except sqlite3.Error as err:
            self._failed("start a new series", err)

    def _stats(self, db: sqlite3.Connection, pid: int, key: str) -> tuple[Stats, Stats]:
        stats_after, series_after = db.execute(
            "SELECT stats_after, series_after FROM players WHERE id = ?", (pid,)
        ).fetchone()
        query = (
            "SELECT COUNT(*), COALESCE(MAX(score), 0), COALESCE(SUM(score), 0) FROM results"
            " WHERE player_id = ? AND rules_key = ? AND id > ?"
        )
        all_time = Stats(*db.execute(query, (pid, key, stats_after)).fetchone())
        series = Stats(*db.execute(query, (pid, key, max(stats_after, series_after))).fetchone())
        return all_time, series

    def stats(self, name: str, rules: RuleSet | str) -> PlayerStats:
        """``name``'s statistics for ``rules`` (zeros for a player or rule set never played)."""
        key = _key(rules)
        try:
            query = "SELECT id, name FROM players WHERE name = ?"
            row = self._db.execute(query, (str(name).strip(),)).fetchone()
            if row:
                return PlayerStats(row[1], key, *self._stats(self._db, row[0], key))
        except sqlite3.Error as err:
            self._failed("read the records database", err)
        return PlayerStats(str(name).strip(), key)

    @_reading(list)
    def all_stats(self, name: str | None = None, rules: RuleSet | str | None = None) -> list[PlayerStats]:
        """Statistics of every (player, rule set) with games since the player was created or reset,
        optionally only for one player and/or one rule set; by player name, then rules key."""
        sql = (
            "SELECT DISTINCT p.id, p.name, r.rules_key FROM players p JOIN results r"
            " ON r.player_id = p.id AND r.id > p.stats_after"
        )
        where, params = [], []
        if name is not None:
            where.append("p.name = ?")
            params.append(str(name).strip())
        if rules is not None:
            where.append("r.rules_key = ?")
            params.append(_key(rules))
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY p.name COLLATE NOCASE, r.rules_key"
        rows = self._db.execute(sql, params).fetchall()
        return [PlayerStats(pname, key, *self._stats(self._db, pid, key)) for pid, pname, key in rows]

    # --- autosave ----------------------------------------------------------------------------
    def autosave(self, game: Game, series: Series | None = None, extra: dict[str, Any] | None = None) -> bool:
        """Save the unfinished game (and the series and ``extra``, JSON-ready UI data) atomically; call
        it after every action. A finished game's autosave is removed instead (finish_game does that
        too). Returns False (with a notice, once) if it could not be written; raises TypeError if
        ``extra`` is not JSON-ready."""
        uid, started = self._identity(game)
        if self.data_dir is None:
            return False
        if game.is_over:
            self.clear_autosave(uid)
            return True
        data = saves.encode(game, uid, started, now_precise(), series, extra)
        path = saves.path_for(self.data_dir, uid)
        try:
            if self._current != uid or uid not in self._locks:
                self._hold(uid)
            atomic_write(path, data)
        except OSError as err:
            log.exception("cannot autosave")
            if not self._autosave_failed:
                self._autosave_failed = True
                self.notices.append(f"Could not save the game in progress ({_why(err)}).")
            return False
        self._current = uid
        return True

    def _hold(self, uid: str) -> None:
        if uid in self._locks or self.data_dir is None:
            return
        handle = try_lock(saves.lock_path(saves.path_for(self.data_dir, uid)))
        if handle is not None:
            self._locks[uid] = handle

    def load_autosave(self) -> SavedGame | None:
        """The most recently saved unfinished game not being played by another running copy, restored
        exactly (dice, marks, roll count, whose turn, the dice still to come from the same random
        state), or None. A bad autosave file is moved aside with a notice."""
        if self.data_dir is None:
            return None
        found: list[SavedGame] = []
        for path in sorted(self.data_dir.glob(f"{saves.PREFIX}*{saves.SUFFIX}")):
            uid = path.name[len(saves.PREFIX) : -len(saves.SUFFIX)]
            if uid not in self._locks:
                handle = try_lock(saves.lock_path(path))
                if handle is None:
                    continue  # another running copy is playing it
                release(handle)
            saved = self._read_autosave(path)
            if saved is not None:
                found.append(saved)
        if not found:
            return None
        saved = max(found, key=lambda s: s.saved_at)
        self._current = saved.game_id
        self._hold(saved.game_id)
        return saved

    def _read_autosave(self, path: Path) -> SavedGame | None:
        try:
            if not path.is_file():
                raise saves.AutosaveError("it is not a file")
            raw = path.read_bytes()
            uid, game, series, extra, saved_at, started = saves.decode(raw)
        except FileNotFoundError:
            return None  # finished meanwhile by another copy
        except (OSError, saves.AutosaveError) as err:
            reason = err if isinstance(err, saves.AutosaveError) else _why(err)
            problem = _("could not be resumed because {reason}").format(reason=reason)
            what = _("The saved game {name}").format(name=path.name)
            self.notices.append(move_aside(path, problem, what=what).sentence)
            return None
        try:
            row = self._db.execute("SELECT finished FROM games WHERE uid = ?", (uid,)).fetchone()
        except sqlite3.Error as err:
            self._failed("read the records database", err)
            row = None
        if row and row[0]:  # finished and stored, but the autosave outlived it (killed in between)
            self.clear_autosave(uid)
            return None
        _GAME_IDS[game] = (uid, started)
        return SavedGame(uid, game, series, extra, saved_at)

    def clear_autosave(self, game: Game | str | None = None) -> None:
        """Delete the autosave of ``game`` (a Game or a game id); None means the game this store last
        saved or loaded. Other copies' autosaves are left alone."""
        if isinstance(game, Game):
            uid: str | None = self.game_id(game)
        else:
            uid = game if game is not None else self._current
        if uid is None or self.data_dir is None:
            return
        path = saves.path_for(self.data_dir, uid)
        with contextlib.suppress(FileNotFoundError, IsADirectoryError, PermissionError):
            path.unlink()
        handle = self._locks.pop(uid, None)
        if handle is not None:
            with contextlib.suppress(OSError):
                saves.lock_path(path).unlink()
            release(handle)
        if self._current == uid:
            self._current = None


# --- helpers -----------------------------------------------------------------------------------
def _why(err: BaseException) -> str:
    if isinstance(err, OSError) and err.strerror:
        return err.strerror.lower()
    return str(err) or type(err).__name__


def _folder(given: Path | None, default: Any, what: str, notices: list[str]) -> Path | None:
    try:
        if given is None:
            return default()
        given.mkdir(parents=True, exist_ok=True)
        return given
    except OSError as err:
        notices.append(f"The {what} folder cannot be used ({_why(err)}); nothing is kept after this run.")
        return None


def load_options(path: Path) -> tuple[Options, list[str]]:
    """Options from ``ynot.ini`` and one sentence per problem; a bad file is moved aside."""
    if not (path.exists() or path.is_symlink()):
        return Options(), []
    reason = None
    parser = new_parser()
    try:
        if not path.is_file():
            reason = "was not a file"
        else:
            raw = path.read_bytes()
            if not raw.strip():
                reason = "was empty"
            else:
                parser.read_string(raw.decode("utf-8"), source=path.name)
                if not parser.has_section("ynot"):
                    reason = "is not a YNOT settings file"
    except (UnicodeDecodeError, configparser.Error):
        reason = "was damaged"
    except OSError as err:
        return Options(), [f"{path.name} could not be read ({_why(err)}); the default settings are used."]
    if reason is None:
        return options_from_parser(parser, path.name)
    return Options(), [move_aside(path, reason, then=_("the default settings are used")).sentence]


def _sentences(name: str, score: int, before: Stats, rank: int | None) -> list[str]:
    """Seed 000 section 9's events for a finished game, most important first."""
    result = []
    if rank is not None:
        result.append(f"{name} entered the high score table at number {rank} with {score}.")
    if before.games == 0:
        result.append(f"{name}'s first game on record: {score}.")
        return result
    if score > before.best:
        result.append(f"{name} set a new personal best of {score} (the old best was {before.best}).")
    old = before.average
    new = (before.total + score) / (before.games + 1)
    if _fmt(new) == _fmt(old):
        result.append(f"{name}'s all-time average stayed at {_fmt(new)}.")
    else:
        direction = "rose" if new > old else "fell"
        result.append(f"{name}'s all-time average {direction} from {_fmt(old)} to {_fmt(new)}.")
    return result


__all__ = ["HIGH_SCORE_PLACES", "SCHEMA_VERSION", "Store", "check_name", "load_options", "rules_key"]
