"""What every part of the Store shares: the database connection, its transactions, how a database
error becomes one sentence, and the ids the store gives games."""

from __future__ import annotations

import contextlib
import functools
import sqlite3
import uuid
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from ..core import Game, rules_key
from ..i18n import _, ngettext
from ..logs import get_logger
from . import clock
from .database import transaction
from .safefile import why

log = get_logger("ynot.store")
F = TypeVar("F", bound=Callable[..., Any])

#: The id and start time of every game a store has seen in this process (a game has no id of its own).
GAME_IDS: weakref.WeakKeyDictionary[Game, tuple[str, str]] = weakref.WeakKeyDictionary()


def whole(value: object) -> int:
    """A whole number read from the database; a value of another type (text, bytes, a real) is 0.
    Queries leave out rows whose score is not a whole number, so this only guards counters."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def text(value: object) -> str:
    """Text read from the database: bytes are decoded (bad bytes replaced), None is empty."""
    if value is None:
        return ""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value)


def table_key(rules: Any) -> str:
    """The rules key of ``rules`` (a rule set, or a key or name with options as text); a string that
    names no rule set a registered game knows (a key read back from the database, perhaps written by
    another version) is used as it is."""
    if isinstance(rules, str):
        try:
            return rules_key(rules)
        except (ValueError, TypeError, IndexError, KeyError):
            return rules.strip()
    return rules_key(rules)


#: Rows whose values have the wrong type for their column: left out of every table and statistic.
DAMAGED_ROWS = """
SELECT (SELECT COUNT(*) FROM results WHERE typeof(score) != 'integer' OR typeof(rules_key) != 'text')
     + (SELECT COUNT(*) FROM high_scores
        WHERE typeof(score) != 'integer' OR typeof(rules_key) != 'text' OR typeof(name) != 'text')
"""


class StoreBase:
    """The state the parts of :class:`ynot.store.Store` share (set by ``Store.__init__``)."""

    notices: list[str]
    config_dir: Path | None
    data_dir: Path | None
    _db: sqlite3.Connection
    _db_failed: bool
    _values_checked: bool

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with transaction(self._db) as db:
            yield db

    def _failed(self, what: str, err: Exception, *, always: bool = False) -> None:
        """Log a database failure and tell the player (``what`` completes "Could not ..."): once, or
        every time when ``always`` (a result that could not be kept is always said)."""
        log.exception("database: %s", what)
        if always:
            self.notices.append(_("Could not {what} ({why}).").format(what=what, why=why(err)))
        elif not self._db_failed:
            self._db_failed = True
            self.notices.append(
                _("Could not {what} ({why}); later problems are only logged.").format(what=what, why=why(err))
            )

    def _check_values(self) -> None:
        """Tell the player once if the database holds values of the wrong type (they are left out)."""
        if self._values_checked:
            return
        self._values_checked = True
        try:
            count = whole(self._db.execute(DAMAGED_ROWS).fetchone()[0])
        except sqlite3.Error:  # a table missing: the reader that needs it says so
            log.warning("could not count damaged entries", exc_info=True)
            return
        if count:
            self.notices.append(
                ngettext(
                    "The records database holds {n} damaged entry; it is left out of the tables.",
                    "The records database holds {n} damaged entries; they are left out of the tables.",
                    count,
                ).format(n=count)
            )

    def game_id(self, game: Game) -> str:
        """The id the store knows ``game`` by, assigned on first use (kept with its autosave)."""
        return self._identity(game)[0]

    def _identity(self, game: Game) -> tuple[str, str]:
        found = GAME_IDS.get(game)
        if found is None:
            found = (uuid.uuid4().hex, clock.now_iso())
            GAME_IDS[game] = found
        return found


def reading(default: Callable[[], Any]) -> Callable[[F], F]:
    """Turn a database error (or a value of the wrong kind in it) while reading into a notice and
    ``default()``, never a traceback."""

    def wrap(method: F) -> F:
        @functools.wraps(method)
        def reader(self: StoreBase, *args: Any, **kwargs: Any) -> Any:
            try:
                return method(self, *args, **kwargs)
            except sqlite3.Error as err:
                self._failed(_("read the records database"), err)
                return default()

        return reader  # type: ignore[return-value]

    return wrap
