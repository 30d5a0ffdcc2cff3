"""The Store's dominoes part: each finished game of dominoes and each player's result kept in the same
tables as the dice games (under a rules key starting ``dominoes``, no boxes, no high score table), and
each player's record of play: games, wins, points for and against, best game."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from ..dominoes import DominoGame, DominoRules
from ..i18n import _, ngettext
from . import clock
from .access import StoreBase, log, reading, whole, why
from .models import DominoRecordOfPlay
from .players import player_id

KEY_PREFIX = "dominoes"


def rules_key(rules: DominoRules) -> str:
    """``dominoes double-six``, ``dominoes double-nine target=150``."""
    options = " ".join(f"{k}={v}" for k, v in rules.options)
    return f"{KEY_PREFIX} {rules.name}" + (f" {options}" if options else "")


def fingerprint(game: DominoGame) -> dict[str, Any]:
    """A few facts of the position to check a replayed autosave against."""
    s = game.state
    return {
        "game": KEY_PREFIX,
        "hand": s.hand_number,
        "phase": s.phase.value,
        "current": s.current,
        "scores": list(s.scores),
        "hands": [[t.code for t in hand] for hand in s.hands],
        "boneyard": s.boneyard_count,
        "value": s.layout.value(),
    }


_RECORDS = """
SELECT r.rules_key, COUNT(*), SUM(r.score > o.score), SUM(r.score), SUM(o.score), MAX(r.score)
FROM results r
JOIN results o ON o.game_id = r.game_id AND o.seat != r.seat
JOIN players p ON p.id = r.player_id
WHERE p.name = ? AND r.rules_key LIKE ? AND r.id > p.stats_after
  AND typeof(r.score) = 'integer' AND typeof(o.score) = 'integer'
GROUP BY r.rules_key ORDER BY r.rules_key
"""


def record_sentence(record: DominoRecordOfPlay) -> str:
    """One player's record in a sentence."""
    played = ngettext(
        "{name} has played {games} game of dominoes", "{name} has played {games} games of dominoes", record.games
    )
    return (played + _(" ({key}): {wins} won, {points_for} points for, {against} against, best game {best}.")).format(
        name=record.name,
        games=record.games,
        key=record.rules_key.removeprefix(KEY_PREFIX + " "),
        wins=record.wins,
        points_for=record.points_for,
        against=record.points_against,
        best=record.best,
    )


class DominoResults(StoreBase):
    """The dominoes part of :class:`ynot.store.Store` (it hands dice games on to the results part)."""

    def finish_player(self, game: Any, player: int, *, computer: str = "") -> list[str]:
        """A dominoes player's result is kept with the whole game (:meth:`finish_game`): nothing to count
        per player; a dice game goes on to the results part."""
        if not isinstance(game, DominoGame):
            return super().finish_player(game, player, computer=computer)  # type: ignore[misc]
        return []

    def _store_game(self, game: Any, record_text: str, *args: Any, **kwargs: Any) -> list[list[str]] | None:
        if not isinstance(game, DominoGame):  # a dice game: its computers, counted or not, go along
            return super()._store_game(game, record_text, *args, **kwargs)  # type: ignore[misc]
        uid, started = self._identity(game)
        key = rules_key(game.rules)
        try:
            with self._write() as db:
                row = db.execute("SELECT id FROM games WHERE uid = ?", (uid,)).fetchone()
                if row:
                    gid = int(row[0])
                else:
                    cur = db.execute(
                        "INSERT INTO games (uid, rules_key, players, started) VALUES (?, ?, ?, ?)",
                        (uid, key, json.dumps(list(game.players)), started),
                    )
                    gid = int(cur.lastrowid or 0)
                now = clock.now_iso()
                for seat, name in enumerate(game.players):
                    pid = player_id(db, name, create=True)
                    db.execute(
                        "INSERT OR IGNORE INTO results (game_id, seat, player_id, rules_key, score, finished)"
                        " VALUES (?, ?, ?, ?, ?, ?)",
                        (gid, seat, pid, key, int(game.scores()[seat]), now),
                    )
                db.execute(
                    "UPDATE games SET finished = ?, record = ? WHERE id = ? AND finished IS NULL",
                    (now, record_text, gid),
                )
        except sqlite3.Error as err:
            log.exception("database: keep a game of dominoes")
            self.notices.append(_("The finished game could not be kept in the records ({why}).").format(why=why(err)))
            return None
        return [[record_sentence(r) for r in self.domino_records(name) if r.rules_key == key] for name in game.players]

    @reading(list)
    def domino_records(self, name: str) -> list[DominoRecordOfPlay]:
        """``name``'s dominoes results by rules key, since the player was created or reset."""
        rows = self._db.execute(_RECORDS, (name, f"{KEY_PREFIX} %")).fetchall()
        return [
            DominoRecordOfPlay(name, str(key), whole(games), whole(wins), whole(pf), whole(pa), whole(best))
            for key, games, wins, pf, pa, best in rows
        ]
