"""The small read-only values the store hands out that a first frame never needs: statistics and finished
games. (A known player, ``PlayerInfo``, is the players part's, a high score table's line, ``HighScore``,
the results part's, and a saved game, ``SavedGame``, the autosave's: a start may read those.)"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core import Stats


@dataclass(frozen=True)
class PlayerStats:
    """One player's statistics for one rule set: all-time (since created or reset) and this series."""

    name: str
    rules_key: str
    all_time: Stats = field(default_factory=Stats)
    series: Stats = field(default_factory=Stats)


@dataclass(frozen=True)
class GameSummary:
    """A finished game as the database keeps it (without the boxes and the record text)."""

    game_id: str
    rules_key: str
    players: tuple[str, ...]
    scores: tuple[int, ...]
    finished: str  # ISO 8601, UTC
    number: int = 0  # its number in the records, for people (``ynot games show NUMBER``)


__all__ = ["GameSummary", "PlayerStats", "Stats"]
