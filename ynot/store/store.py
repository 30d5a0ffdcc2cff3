"""The Store: one object the UIs and the text mode talk to, made of four parts a reader finds by name:

- ``players.py``   players and series: who is known, statistics, resets;
- ``results.py``   results and high scores: finished players and games, the high score tables;
- ``options.py``   the settings in ynot.ini;
- ``autosave.py``  the unfinished games, one file each.

This module opens the files and joins the parts (``access.py`` holds what they share).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from .. import paths
from ..core import Game, check_name, kind_of, rules_key
from ..i18n import _, prefer
from ..logs import get_logger
from . import autosave as saves
from .access import why
from .autosave import Autosaves
from .database import (
    SCHEMA_VERSION,  # noqa: I001 - re-exported
    NewerDatabase,
    is_current,
    open_database,
    open_memory,
)
from .options import INI_NAME, Options, OptionsFile, load_options
from .players import PlayersAndSeries
from .results import HIGH_SCORE_PLACES, ResultsAndHighScores
from .safefile import STALE_SECONDS, blocking_path, release, remove_stale, unusable

log = get_logger(__name__)

DB_NAME = "ynot.db"


class Store(PlayersAndSeries, ResultsAndHighScores, OptionsFile, Autosaves):
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
        self._current = None
        self._locks: dict[str, BinaryIO] = {}
        self._autosave_failed = False
        self._db_failed = False
        self._values_checked = False
        #: False when the settings folder can be read but not written (said once when opening).
        self.settings_kept = config_dir is not None

    @classmethod
    def open(cls, *, config_dir: Path | None = None, data_dir: Path | None = None) -> Store:
        """Open the user's store (folders from ynot.paths unless given). Never raises: bad files are
        moved aside and reported in ``notices``; if the database cannot be opened at all, an in-memory
        one is used for this run (also reported)."""
        notices: list[str] = []
        config, data, settings_kept = _folders(config_dir, data_dir, notices)
        options = Options()
        if config is not None:
            remove_stale(config, (f".{INI_NAME}.*.tmp",))
            options, more = load_options(config / INI_NAME)
            notices += more
            prefer(options.language)
        db: sqlite3.Connection | None = None
        if data is not None:
            remove_stale(data, (f".{DB_NAME}.*.new", f".{saves.PREFIX}*.tmp"))
            saves.remove_orphan_locks(data, STALE_SECONDS)
            try:
                db, more = open_database(data / DB_NAME, _prepare)
                notices += more
            except NewerDatabase:
                notices.append(
                    _(
                        "The records database {name} was written by a newer YNOT; it is left as it is and"
                        " this run's results are not kept."
                    ).format(name=DB_NAME)
                )
            except Exception as err:  # OSError, sqlite3.Error, or a bug: never stop the game from starting
                log.exception("cannot open the database")
                notices.append(
                    _("The records database could not be opened ({why}); this run's results are not kept.").format(
                        why=why(err)
                    )
                )
        store = cls(db if db is not None else open_memory(), options, notices, config, data)
        store.settings_kept = settings_kept
        store.join_default_names()
        return store

    def close(self) -> None:
        """Close the database and let go of autosave locks. The Store is a context manager too."""
        self.let_go_of_games()
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    def let_go_of_games(self) -> None:
        """Let go of the autosave locks this copy holds: its kept games stay kept, free for another copy to
        take up (a window that has closed, while its store is still read)."""
        for handle in self._locks.values():
            release(handle)
        self._locks.clear()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def finish_game(
        self,
        game: Game,
        record_text: str | None = None,
        *,
        computers: Sequence[str] = (),
        counted: bool = True,
        notes: Sequence[str] = (),
    ) -> list[list[str]]:
        """Store the finished game (rules, players, each box's score, date, the record text, by default
        ``write_record(game)`` with ``notes`` in its header), count every player not yet counted by
        :meth:`finish_player`, clear this game's autosave, and return each player's sentences (by seat).
        Not ``counted``: the game is kept but none of its players enters the high scores or statistics
        (one counted before is taken out). Idempotent. If the database refuses, a sentence in ``notices``
        says the game could not be kept (and the autosave stays). Raises ValueError if the game is not
        over. ``computers`` gives each seat's computer level."""
        if not game.is_over:
            raise ValueError("the game is not over")
        started = self._identity(game)[1]
        writer = kind_of(game).write_record
        if record_text is not None:
            text = record_text
        else:
            text = writer(game, date=started, notes=notes) if notes else writer(game, date=started)
        sentences = self._store_game(game, text, tuple(computers), counted=counted)
        if sentences is None:
            return [[] for _seat in game.players]
        self.clear_autosave(game)
        return sentences


def _prepare(db: sqlite3.Connection, name: str) -> list[str]:
    """Bring an opened database up to the current schema (``migrations.prepare``): one of this version
    and shape is ready as it is, and the migrations and healing load only for another."""
    if is_current(db):
        return []
    from .migrations import prepare

    return prepare(db, name)


def _folders(
    config_dir: Path | None, data_dir: Path | None, notices: list[str]
) -> tuple[Path | None, Path | None, bool]:
    """The settings folder to read (None: not a folder), the records folder (None: nothing can be kept there,
    the run goes on in memory) and whether settings can be written; one sentence when either cannot be
    used (not a folder, no permission, a full disk), naming where and saying what is not kept."""
    config = config_dir if config_dir is not None else paths.config_dir()
    data = data_dir if data_dir is not None else paths.data_dir()
    config_refused, data_refused = unusable(config), unusable(data)
    if config_refused is not None and data_refused is not None:
        where = Path(os.path.commonpath([blocking_path(config), blocking_path(data)]))
        sentence = _(
            "Nothing can be kept in {path} ({why}): the game plays, but no settings, results or saved games are"
            " kept after this run."
        )
        notices.append(sentence.format(path=where, why=why(data_refused)))
    elif config_refused is not None:
        sentence = _("Settings cannot be kept in {path} ({why}); a change to them lasts for this run only.")
        notices.append(sentence.format(path=blocking_path(config), why=why(config_refused)))
    elif data_refused is not None:
        sentence = _("Results and saved games cannot be kept in {path} ({why}); this run's are not kept.")
        notices.append(sentence.format(path=blocking_path(data), why=why(data_refused)))
    readable = config if config_refused is None or config.is_dir() else None
    return readable, (data if data_refused is None else None), config_refused is None


__all__ = ["HIGH_SCORE_PLACES", "SCHEMA_VERSION", "Store", "check_name", "load_options", "rules_key"]
