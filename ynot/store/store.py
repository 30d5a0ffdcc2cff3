"""The Store: one object the UIs and the text mode talk to."""

from __future__ import annotations

import sqlite3
import weakref
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..game import Game, Series
from ..rules import RuleSet, get_rules
from .models import GameSummary, HighScore, PlayerInfo, PlayerStats, SavedGame
from .options import Options

SCHEMA_VERSION = 2
HIGH_SCORE_PLACES = 5
INI_NAME = "ynot.ini"
DB_NAME = "ynot.db"


def rules_key(rules: RuleSet | str) -> str:
    """The name a rule set's high scores and statistics are kept under: the rule set's name and its
    options as a record writes them, e.g. ``ynot`` or ``winzee columns=3 multiplier=yes extra=bonus``.
    A string is read the same way (``"winzee"`` means winzee with its default options); raises
    ValueError for an unknown rule set or option."""
    raise NotImplementedError


class Store:
    """Options, records and the autosave of one user. Make one with :meth:`open`."""

    #: One sentence per problem found while opening or saving (bad files moved aside, bad values).
    notices: list[str]
    #: The current options; change them, then call :meth:`save_options`.
    options: Options

    @classmethod
    def open(cls, *, config_dir: Path | None = None, data_dir: Path | None = None) -> Store:
        """Open the user's store (folders from ynot.paths unless given). Never raises: bad files are
        moved aside and reported in ``notices``; if the database cannot be opened at all, an in-memory
        one is used for this run (also reported)."""
        raise NotImplementedError

    def close(self) -> None:
        """Close the database. The Store is a context manager too."""
        raise NotImplementedError

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- options ---------------------------------------------------------------------------
    def save_options(self, options: Options | None = None) -> bool:
        """Write ``options`` (default: ``self.options``) to ynot.ini atomically and make them current.
        Unknown keys and free-form sections are kept. Returns False (and adds a notice) if it could not
        be written."""
        raise NotImplementedError

    # --- games -----------------------------------------------------------------------------
    def game_id(self, game: Game) -> str:
        """The id the store knows ``game`` by, assigned on first use (kept with its autosave)."""
        raise NotImplementedError

    def finish_player(self, game: Game, player: int) -> list[str]:
        """Count player ``player``'s finished game in the high scores and their statistics; return the
        seed 000 section 9 sentences (entered the high score table, new personal best, all-time
        average rose, fell or stayed), most important first. Calling it again for the same game and
        player counts nothing twice and returns the same sentences. Raises ValueError if that player
        has boxes left."""
        raise NotImplementedError

    def finish_game(self, game: Game, record_text: str | None = None) -> list[list[str]]:
        """Store the finished game (rules, players, each box's score, date, the record text, by default
        ``write_record(game)``), count every player not yet counted by :meth:`finish_player`, clear this
        game's autosave, and return each player's sentences (by seat). Idempotent. Raises ValueError if
        the game is not over."""
        raise NotImplementedError

    def games(self, limit: int = 20) -> list[GameSummary]:
        """The most recent finished games, newest first."""
        raise NotImplementedError

    def game_record(self, game_id: str) -> str | None:
        """The record text of a stored game, or None."""
        raise NotImplementedError

    def game_boxes(self, game_id: str) -> dict[str, list[dict[str, int | None]]]:
        """Each player's boxes of a stored game: {name: [ {box: score} per column ]}; bonuses appear
        as ``upper-bonus``, ``extra-bonus`` and ``roll-bonus``."""
        raise NotImplementedError

    # --- high scores -----------------------------------------------------------------------
    def high_scores(self, rules: RuleSet | str) -> list[HighScore]:
        """The high score table (top 5, best first; on a tie the earlier score ranks higher)."""
        raise NotImplementedError

    def high_score_rules(self) -> list[str]:
        """The rules keys that have a high score table, in name order."""
        raise NotImplementedError

    def clear_high_scores(self, rules: RuleSet | str | None = None) -> None:
        """Empty the high score table of ``rules``, or every table when None (YNOT's Psion-C)."""
        raise NotImplementedError

    # --- players ---------------------------------------------------------------------------
    def players(self) -> list[PlayerInfo]:
        """Every known player, in name order."""
        raise NotImplementedError

    def add_player(self, name: str) -> PlayerInfo:
        """Create the player ``name`` (names are unique regardless of case); an existing player is
        returned unchanged. Raises ValueError for a name a game cannot hold."""
        raise NotImplementedError

    def reset_player(self, name: str) -> None:
        """Set all of ``name``'s statistics (all-time and series) back to zero, for every rule set,
        creating the player if unknown. Their entries in the high score tables stay."""
        raise NotImplementedError

    def new_series(self, names: Iterable[str]) -> None:
        """Start a new series for these players: their series statistics go back to zero."""
        raise NotImplementedError

    def stats(self, name: str, rules: RuleSet | str) -> PlayerStats:
        """``name``'s statistics for ``rules`` (zeros for a player or rule set never played)."""
        raise NotImplementedError

    def all_stats(self, name: str | None = None, rules: RuleSet | str | None = None) -> list[PlayerStats]:
        """Statistics of every (player, rule set) with games since the player was created or reset,
        optionally only for one player and/or one rule set; by player name, then rules key."""
        raise NotImplementedError

    # --- autosave --------------------------------------------------------------------------
    def autosave(self, game: Game, series: Series | None = None, extra: dict[str, Any] | None = None) -> bool:
        """Save the unfinished game (and the series and ``extra``, JSON-ready UI data) atomically; call
        it after every action. Returns False (with a notice, once) if it could not be written."""
        raise NotImplementedError

    def load_autosave(self) -> SavedGame | None:
        """The most recently saved unfinished game, restored exactly (dice, marks, roll count, whose
        turn, the dice still to come from the same random state), or None. A bad autosave file is moved
        aside with a notice."""
        raise NotImplementedError

    def clear_autosave(self, game: Game | str | None = None) -> None:
        """Delete the autosave of ``game`` (a Game or a game id); None means the game this store last
        saved or loaded. Other copies' autosaves are left alone."""
        raise NotImplementedError


__all__ = ["HIGH_SCORE_PLACES", "SCHEMA_VERSION", "Store", "rules_key"]
_unused = (sqlite3, weakref, Sequence, get_rules)
