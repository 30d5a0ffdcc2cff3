"""The Store's results and high scores, for every registered game: each seat's finished result
counted once (its score, whether it won, the details the game keeps), the finished game kept with its
record, and the high score table of each rules key whose game has one. Nothing here knows a game: all
comes from its kind in the registry (``ynot.core.registry``). What a result is told with (``sentences.py``)
and the finished games handed out (``models.py``) load when first needed: a first frame needs neither."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core import MAX_PLAYERS, Game, GameKind, check_name, kind_of, rules_key, shown_name, stored_name
from ..i18n import _
from . import clock
from .access import StoreBase, log, reading, table_key, text, whole, why
from .players import player_id, player_stats

if TYPE_CHECKING:
    from ..core import SeatResult
    from .models import GameSummary

#: The finished games, as :meth:`ResultsAndHighScores._summaries` reads them.
_FINISHED = "SELECT id, uid, rules_key, players, finished FROM games WHERE finished IS NOT NULL"
HIGH_SCORE_PLACES = 5
#: The most scoring columns a rule set has (Windows Yahtzee's six).
MAX_COLUMNS = 6


@dataclass(frozen=True)
class HighScore:
    """One line of a high score table."""

    rank: int  # 1-5
    name: str
    score: int
    date: str  # ISO 8601, UTC
    rules_key: str
    computer: str = ""  # the computer player's level, "" for a person


def _names(raw: object) -> tuple[str, ...] | None:
    """The players of a stored game (a JSON list of names), or None if the value is damaged."""
    try:
        names = json.loads(raw) if isinstance(raw, str | bytes) else None
    except ValueError:
        return None
    if not isinstance(names, list) or not 1 <= len(names) <= MAX_PLAYERS:
        return None
    if not all(isinstance(n, str) for n in names):
        return None
    return tuple(names)


def _against(game: Game, seat: int, result: SeatResult) -> int:
    """The best score of the seat's opponents: as its game counts them, else the best of the other seats (0 alone)."""
    if result.against is not None:
        return result.against
    scores = game.scores()
    return max((score for other, score in enumerate(scores) if other != seat), default=0)


def _sentences(kind: GameKind, name: str, key: str, result: SeatResult, against: int, facts: object) -> list[str]:
    """The sentences of a kept result, made again from the facts kept with it (the name as the player
    reads it: a default name in their language)."""
    from ..core import Stats
    from .sentences import facts_from, result_sentences

    name = shown_name(name)
    found = facts_from(facts)
    if found is None:
        return []
    before, rank = found
    if kind.record_sentences is not None:
        after = Stats(
            before.games + 1,
            max(before.best, result.score) if before.games else result.score,
            before.total + result.score,
            before.wins + int(result.won),
            before.against + against,
        )
        return kind.record_sentences(name, key, after)
    return result_sentences(name, result.score, before, rank)


class ResultsAndHighScores(StoreBase):
    """The results part of :class:`ynot.store.Store`."""

    def _game_row(self, db: sqlite3.Connection, game: Game) -> int:
        uid, started = self._identity(game)
        row = db.execute("SELECT id FROM games WHERE uid = ?", (uid,)).fetchone()
        if row:
            return int(row[0])
        cur = db.execute(
            "INSERT INTO games (uid, rules_key, players, started) VALUES (?, ?, ?, ?)",
            (uid, rules_key(game.rules), json.dumps([stored_name(name) for name in game.players]), started),
        )
        return int(cur.lastrowid or 0)

    def finish_player(self, game: Game, player: int, *, computer: str = "") -> list[str]:
        """Count player ``player``'s finished game in the high scores (for a game that has them) and
        their statistics; return the sentences for them (the YNOT manual's: entered the high score table,
        new personal best, all-time average rose, fell or stayed; or the game's own, e.g. a dominoes
        player's record of play), most important first. Calling it again for the same game and player
        counts nothing twice and returns the same sentences (if the result changed meanwhile, e.g. the
        last box was taken back with Undo and scored again, the new result replaces the old). If the
        result cannot be kept, the one sentence returned says so. Raises ValueError if that player's
        score is not final yet. ``computer`` names a computer player's level: its high score is marked,
        or (option ``computer_scores = no``) not entered."""
        if not 0 <= player < len(game.players):
            raise ValueError(f"there is no player {player}")
        if not game.finished(player):
            raise ValueError(f"{game.players[player]} has not finished the game")
        try:
            with self._write() as db:
                return self._count(db, self._game_row(db, game), game, player, computer)
        except sqlite3.Error as err:
            log.exception("database: save a result")
            sentence = _("{name}'s result of {score} could not be kept in the records ({why}).")
            return [sentence.format(name=shown_name(game.players[player]), score=game.scores()[player], why=why(err))]

    @reading(list)
    def result_sentences(self, game: Game, player: int) -> list[str]:
        """The sentences :meth:`finish_player` gave for player ``player``'s counted result in ``game``, made
        again from the facts kept with it, in the language spoken now (a look tells them again after a
        language switch); nothing is written. Empty when that result is not in the records."""
        uid = self._identity(game)[0]
        row = self._db.execute(
            "SELECT r.score, r.against, r.facts FROM results r JOIN games g ON g.id = r.game_id"
            " WHERE g.uid = ? AND r.seat = ?",
            (uid, player),
        ).fetchone()
        if row is None or not 0 <= player < len(game.players) or not game.finished(player):
            return []
        kind = kind_of(game)
        result = kind.result(game, player)
        if whole(row[0]) != result.score:
            return []
        against = whole(row[1])
        return _sentences(kind, game.players[player], rules_key(game.rules), result, against, row[2])

    def _count(self, db: sqlite3.Connection, gid: int, game: Game, seat: int, computer: str = "") -> list[str]:
        """Record one player's result (once) and return its sentences."""
        from .sentences import result_facts

        kind = kind_of(game)
        name = game.players[seat]
        result = kind.result(game, seat)
        against = _against(game, seat, result)
        key = rules_key(game.rules)
        row = db.execute("SELECT id, score, facts FROM results WHERE game_id = ? AND seat = ?", (gid, seat)).fetchone()
        if row and row[1] == result.score:
            db.execute("UPDATE results SET won = ?, against = ? WHERE id = ?", (int(result.won), against, row[0]))
            return _sentences(kind, name, key, result, against, row[2])
        if row:  # counted, then taken back with Undo and scored again: count the new result instead
            db.execute("DELETE FROM high_scores WHERE result_id = ?", (row[0],))
            db.execute("DELETE FROM boxes WHERE game_id = ? AND seat = ?", (gid, seat))
            db.execute("DELETE FROM results WHERE id = ?", (row[0],))
        pid = player_id(db, stored_name(name), create=True)
        assert pid is not None
        before = player_stats(db, pid, key)[0]
        date = clock.now_iso()
        cur = db.execute(
            "INSERT INTO results (game_id, seat, player_id, rules_key, score, finished, won, against)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (gid, seat, pid, key, result.score, date, int(result.won), against),
        )
        result_id = cur.lastrowid
        db.executemany(
            "INSERT OR REPLACE INTO boxes (game_id, seat, col, box, score) VALUES (?, ?, ?, ?, ?)",
            [(gid, seat, col, box, value) for col, box, value in result.details],
        )
        rank = self._enter_high_score(db, kind, key, result_id, name, result.score, date, computer)
        facts = result_facts(before, rank)
        db.execute("UPDATE results SET facts = ? WHERE id = ?", (facts, result_id))
        return _sentences(kind, name, key, result, against, facts)

    def _enter_high_score(
        self,
        db: sqlite3.Connection,
        kind: GameKind,
        key: str,
        result_id: int | None,
        name: str,
        score: int,
        date: str,
        computer: str,
    ) -> int | None:
        """Enter a score in its rules key's table, trimmed to its places; its place there, or None."""
        if not kind.high_scores:
            return None
        entry = None
        if not computer or self.options.computer_scores:
            cur = db.execute(
                "INSERT INTO high_scores (rules_key, result_id, name, score, date, computer) VALUES (?, ?, ?, ?, ?, ?)",
                (key, result_id, stored_name(name), score, date, computer),
            )
            entry = cur.lastrowid
        table = db.execute(
            "SELECT id FROM high_scores WHERE rules_key = ? AND typeof(score) = 'integer' ORDER BY score DESC, id",
            (key,),
        )
        ids = [r[0] for r in table]
        db.executemany("DELETE FROM high_scores WHERE id = ?", [(i,) for i in ids[HIGH_SCORE_PLACES:]])
        return ids.index(entry) + 1 if entry in ids[:HIGH_SCORE_PLACES] else None

    def _store_game(
        self, game: Game, record_text: str, computers: tuple[str, ...] = (), *, counted: bool = True
    ) -> list[list[str]] | None:
        """Keep the finished game and count every player not yet counted (none, and any counted taken
        out, when not ``counted``); each seat's sentences, or None (with a notice) if the database
        refused."""
        try:
            with self._write() as db:
                gid = self._game_row(db, game)
                levels = list(computers) + [""] * len(game.players)
                seats = range(len(game.players))
                if counted:
                    sentences = [self._count(db, gid, game, seat, levels[seat]) for seat in seats]
                else:
                    self._uncount(db, gid)
                    sentences = [[] for _seat in seats]
                db.execute(
                    "UPDATE games SET finished = ?, record = ? WHERE id = ? AND finished IS NULL",
                    (clock.now_iso(), record_text, gid),
                )
        except sqlite3.Error as err:
            self._failed(_("keep the finished game in the records database"), err, always=True)
            return None
        return sentences

    @staticmethod
    def _uncount(db: sqlite3.Connection, gid: int) -> None:
        """Take every result of game ``gid`` out of the high scores and the statistics."""
        results = [(row[0],) for row in db.execute("SELECT id FROM results WHERE game_id = ?", (gid,))]
        db.executemany("DELETE FROM high_scores WHERE result_id = ?", results)
        db.execute("DELETE FROM boxes WHERE game_id = ?", (gid,))
        db.execute("DELETE FROM results WHERE game_id = ?", (gid,))

    @reading(list)
    def games(self, limit: int = 20) -> list[GameSummary]:
        """The most recent finished games, newest first (a stored game with damaged values is left out)."""
        rows = self._db.execute(
            f"{_FINISHED} ORDER BY finished DESC, id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return self._summaries(rows)

    @reading(lambda: None)
    def finished_game(self, number: int) -> GameSummary | None:
        """The finished game numbered ``number`` (its ``GameSummary.number``), or None."""
        found = self._summaries(self._db.execute(f"{_FINISHED} AND id = ?", (number,)).fetchall())
        return found[0] if found else None

    def kept_game(self, number: int | None = None) -> tuple[GameSummary, str | None] | None:
        """A finished game and its record (None if it was kept without one): the game numbered ``number``,
        or the last finished; None when there is no such game. What ``ynot review --last`` and a look's
        "Review last game" read (``ynot.core.review_record`` reviews the record)."""
        summary = self.finished_game(number) if number is not None else next(iter(self.games(1)), None)
        if summary is None:
            return None
        return summary, self.game_record(summary.game_id)

    def _summaries(self, rows: list[Any]) -> list[GameSummary]:
        """Rows of :data:`_FINISHED` as summaries, those with damaged values left out."""
        from .models import GameSummary

        result = []
        for gid, uid, key, players, finished in rows:
            names = _names(players)
            if names is None:
                continue
            names = tuple(shown_name(name) for name in names)
            scores = {
                whole(seat): whole(score)
                for seat, score in self._db.execute("SELECT seat, score FROM results WHERE game_id = ?", (gid,))
            }
            by_seat = tuple(scores.get(i, 0) for i in range(len(names)))
            result.append(GameSummary(text(uid), text(key), names, by_seat, text(finished), whole(gid)))
        return result

    @reading(lambda: None)
    def game_record(self, game_id: str) -> str | None:
        """The record text of a stored game, or None."""
        row = self._db.execute("SELECT record FROM games WHERE uid = ?", (game_id,)).fetchone()
        return text(row[0]) if row and row[0] is not None else None

    @reading(dict)
    def game_boxes(self, game_id: str) -> dict[str, list[dict[str, int | None]]]:
        """Each player's boxes of a stored game: {name: [{box: score} per column]}; the bonuses appear
        as ``upper-bonus``, ``extra-bonus`` and ``roll-bonus``. Damaged rows are left out."""
        row = self._db.execute("SELECT id, players FROM games WHERE uid = ?", (game_id,)).fetchone()
        names = _names(row[1]) if row else None
        if names is None:
            return {}
        result: dict[str, list[dict[str, int | None]]] = {}
        for seat, col, box, score in self._db.execute(
            "SELECT seat, col, box, score FROM boxes WHERE game_id = ? ORDER BY seat, col, rowid", (row[0],)
        ):
            if not (isinstance(seat, int) and 0 <= seat < len(names) and isinstance(col, int)):
                continue
            if not 0 <= col < MAX_COLUMNS or not (score is None or isinstance(score, int)):
                continue
            columns = result.setdefault(names[seat], [])
            while len(columns) <= col:
                columns.append({})
            columns[col][text(box)] = score
        return result

    # --- high scores -------------------------------------------------------------------------
    @reading(list)
    def high_scores(self, rules: Any) -> list[HighScore]:
        """The high score table (top 5, best first; on a tie the earlier score ranks higher)."""
        key = table_key(rules)
        self._check_values()
        rows = self._db.execute(
            "SELECT name, score, date, computer FROM high_scores WHERE rules_key = ? AND typeof(score) = 'integer'"
            " ORDER BY score DESC, id LIMIT ?",
            (key, HIGH_SCORE_PLACES),
        ).fetchall()
        return [
            HighScore(i + 1, shown_name(text(name)), score, text(date), key, text(level))
            for i, (name, score, date, level) in enumerate(rows)
        ]

    def seed_high_scores(self, rules: Any, entries: Iterable[tuple[str, int, str]]) -> bool:
        """Fill the EMPTY high score table of ``rules`` with scores to beat, ``(name, score, date)``
        with no game behind them (an author's score from a manual); a table holding anything is left
        alone. True if the entries were written."""
        key = table_key(rules)
        rows = [(key, stored_name(check_name(name)), int(score), str(date)) for name, score, date in entries]
        try:
            with self._write() as db:
                if db.execute("SELECT 1 FROM high_scores WHERE rules_key = ? LIMIT 1", (key,)).fetchone():
                    return False
                db.executemany(
                    "INSERT INTO high_scores (rules_key, result_id, name, score, date) VALUES (?, NULL, ?, ?, ?)",
                    rows[:HIGH_SCORE_PLACES],
                )
        except sqlite3.Error as err:
            self._failed(_("fill the high score table"), err)
            return False
        return True

    @reading(list)
    def high_score_rules(self) -> list[str]:
        """The rules keys that have a high score table, in name order."""
        rows = self._db.execute(
            "SELECT DISTINCT rules_key FROM high_scores WHERE typeof(rules_key) = 'text' ORDER BY rules_key"
        )
        return [r[0] for r in rows]

    def clear_high_scores(self, rules: Any = None) -> None:
        """Empty the high score table of ``rules``, or every table when None (YNOT's Psion-C)."""
        try:
            with self._write() as db:
                if rules is None:
                    db.execute("DELETE FROM high_scores")
                else:
                    db.execute("DELETE FROM high_scores WHERE rules_key = ?", (table_key(rules),))
        except sqlite3.Error as err:
            self._failed(_("clear the high scores"), err)
