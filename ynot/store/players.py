"""The Store's players and series: who is known, each player's statistics per rule set, and the
resets that start them (or the series) again from zero. The statistics handed out (``models.py``) load
when first asked for: a first frame reads none (a start makes its players known, ``add_player``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core import check_name, shown_name, stored_name
from ..i18n import _, and_list, ngettext
from . import clock
from .access import StoreBase, reading, table_key, text, whole

if TYPE_CHECKING:
    from ..core import Stats
    from .models import PlayerStats


@dataclass(frozen=True)
class PlayerInfo:
    """A known player."""

    name: str
    created: str  # ISO 8601, UTC

#: Only whole numbers count as scores; a value of another type in the database is left out.
_SCORES = (
    "SELECT COUNT(*), COALESCE(MAX(score), 0), COALESCE(SUM(score), 0),"
    " COALESCE(SUM(won IS 1), 0), COALESCE(SUM(iif(typeof(against) = 'integer', against, 0)), 0) FROM results"
    " WHERE player_id = ? AND rules_key = ? AND id > ? AND typeof(score) = 'integer'"
)


def player_id(db: sqlite3.Connection, name: str, create: bool) -> int | None:
    """The database id of player ``name`` (created when ``create``), or None."""
    row = db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
    if row:
        return int(row[0])
    if not create:
        return None
    cur = db.execute("INSERT INTO players (name, created) VALUES (?, ?)", (name, clock.now_iso()))
    return int(cur.lastrowid or 0)


def player_stats(db: sqlite3.Connection, pid: int, key: str) -> tuple[Stats, Stats]:
    """(all-time, series) statistics of player ``pid`` for the rules key ``key``."""
    from ..core import Stats

    row = db.execute("SELECT stats_after, series_after FROM players WHERE id = ?", (pid,)).fetchone()
    stats_after, series_after = (whole(v) for v in row) if row else (0, 0)
    all_time = Stats(*db.execute(_SCORES, (pid, key, stats_after)).fetchone())
    series = Stats(*db.execute(_SCORES, (pid, key, max(stats_after, series_after))).fetchone())
    return all_time, series


#: Players whose name may be a default name in another language: words, a space, a number (1 to 99).
_NUMBERED = "SELECT id, name FROM players WHERE name GLOB '* [1-9]' OR name GLOB '* [1-9][0-9]'"


class PlayersAndSeries(StoreBase):
    """The players part of :class:`ynot.store.Store`."""

    def join_default_names(self) -> None:
        """Records an older YNOT kept under a default name in the language in use ("Spieler 2" beside
        "Player 2": it kept a default name as the player read it) become the one player of the name's kept
        form: results and high scores move to it, its statistics count from the later reset of the two.
        The player is told once, in one sentence. (One query when there is nothing to join; a name kept in
        another language is joined when YNOT first starts in it.)"""
        try:
            found = [(pid, text(name)) for pid, name in self._db.execute(_NUMBERED).fetchall()]
            joined = []
            for pid, name in found:
                kept = stored_name(name)
                if kept == name:
                    continue
                with self._write() as db:
                    target = player_id(db, kept, create=True)
                    resets = db.execute("SELECT stats_after, series_after FROM players WHERE id = ?", (pid,))
                    stats_after, series_after = (whole(value) for value in resets.fetchone())
                    db.execute("UPDATE results SET player_id = ? WHERE player_id = ?", (target, pid))
                    db.execute("UPDATE high_scores SET name = ? WHERE name = ?", (kept, name))
                    db.execute(
                        "UPDATE players SET stats_after = max(stats_after, ?), series_after = max(series_after, ?)"
                        " WHERE id = ?",
                        (stats_after, series_after, target),
                    )
                    db.execute("DELETE FROM players WHERE id = ?", (pid,))
                joined.append(name)
        except sqlite3.Error as err:
            self._failed(_("join the records kept under one default name in two languages"), err)
            return
        if joined:
            self.notices.append(
                ngettext(
                    "A default name is now the same player in every language: the records kept under {names}"
                    " are joined to it.",
                    "Default names are now the same players in every language: the records kept under {names}"
                    " are joined to them.",
                    len(joined),
                ).format(names=and_list(joined))
            )

    @reading(list)
    def players(self) -> list[PlayerInfo]:
        """Every known player, in name order (regardless of case)."""
        rows = self._db.execute("SELECT name, created FROM players ORDER BY name COLLATE NOCASE").fetchall()
        return [PlayerInfo(shown_name(text(name)), text(created)) for name, created in rows]

    def add_player(self, name: str) -> PlayerInfo:
        """Create the player ``name`` (names are unique regardless of case); an existing player is
        returned unchanged. Raises ValueError for a name a game cannot hold."""
        name = stored_name(check_name(name))
        try:
            with self._write() as db:
                player_id(db, name, create=True)
            row = self._db.execute("SELECT name, created FROM players WHERE name = ?", (name,)).fetchone()
        except sqlite3.Error as err:
            self._failed(_("add the player to the records database"), err)
            return PlayerInfo(shown_name(name), clock.now_iso())
        return PlayerInfo(shown_name(text(row[0])), text(row[1]))

    def reset_player(self, name: str) -> None:
        """Set all of ``name``'s statistics (all-time and series) back to zero, for every rule set,
        creating the player if unknown. Their entries in the high score tables stay."""
        name = stored_name(check_name(name))
        try:
            with self._write() as db:
                pid = player_id(db, name, create=True)
                last = db.execute("SELECT COALESCE(MAX(id), 0) FROM results").fetchone()[0]
                db.execute("UPDATE players SET stats_after = ?, series_after = ? WHERE id = ?", (last, last, pid))
        except sqlite3.Error as err:
            self._failed(_("reset the player's statistics"), err)

    def new_series(self, names: Iterable[str]) -> None:
        """Start a new series for these players (created if unknown): their series statistics go back
        to zero."""
        checked = [stored_name(check_name(n)) for n in names]
        try:
            with self._write() as db:
                last = db.execute("SELECT COALESCE(MAX(id), 0) FROM results").fetchone()[0]
                for name in checked:
                    pid = player_id(db, name, create=True)
                    db.execute("UPDATE players SET series_after = ? WHERE id = ?", (last, pid))
        except sqlite3.Error as err:
            self._failed(_("start a new series"), err)

    def stats(self, name: str, rules: Any) -> PlayerStats:
        """``name``'s statistics for ``rules`` (zeros for a player or rule set never played)."""
        from .models import PlayerStats

        key = table_key(rules)
        try:
            query = "SELECT id, name FROM players WHERE name = ?"
            row = self._db.execute(query, (stored_name(str(name).strip()),)).fetchone()
            if row:
                return PlayerStats(shown_name(text(row[1])), key, *player_stats(self._db, row[0], key))
        except sqlite3.Error as err:
            self._failed(_("read the records database"), err)
        return PlayerStats(shown_name(str(name).strip()), key)

    @reading(dict)
    def finished_scores(self, name: str, rules: Any = None) -> dict[str, list[int]]:
        """``name``'s finished scores since the player was created or reset, by rules key (only ``rules``'
        when given), oldest first: what a histogram of their play is drawn from."""
        sql = (
            "SELECT r.rules_key, r.score FROM players p JOIN results r ON r.player_id = p.id"
            " AND r.id > iif(typeof(p.stats_after) = 'integer', p.stats_after, 0)"
            " AND typeof(r.score) = 'integer' AND typeof(r.rules_key) = 'text' WHERE p.name = ?"
        )
        params: list[object] = [stored_name(str(name).strip())]
        if rules is not None:
            sql += " AND r.rules_key = ?"
            params.append(table_key(rules))
        scores: dict[str, list[int]] = {}
        for key, score in self._db.execute(sql + " ORDER BY r.id", params).fetchall():
            scores.setdefault(text(key), []).append(int(score))
        return scores

    @reading(list)
    def all_stats(self, name: str | None = None, rules: Any = None) -> list[PlayerStats]:
        """Statistics of every (player, rule set) with games since the player was created or reset,
        optionally only for one player and/or one rule set; by player name, then rules key."""
        from .models import PlayerStats

        sql = (
            "SELECT DISTINCT p.id, p.name, r.rules_key FROM players p JOIN results r"
            " ON r.player_id = p.id AND r.id > iif(typeof(p.stats_after) = 'integer', p.stats_after, 0)"
            " AND typeof(r.score) = 'integer' AND typeof(r.rules_key) = 'text'"
        )
        where, params = [], []
        if name is not None:
            where.append("p.name = ?")
            params.append(stored_name(str(name).strip()))
        if rules is not None:
            where.append("r.rules_key = ?")
            params.append(table_key(rules))
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY p.name COLLATE NOCASE, r.rules_key"
        self._check_values()
        rows = self._db.execute(sql, params).fetchall()
        return [
            PlayerStats(shown_name(text(who)), text(key), *player_stats(self._db, pid, key)) for pid, who, key in rows
        ]
