"""The small read-only values the store hands out: statistics, high scores and players (a saved game,
``SavedGame``, is the autosave's: ``autosave.py``). Loaded when first used: a first frame needs none."""

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
class HighScore:
    """One line of a high score table."""

    rank: int  # 1-5
    name: str
    score: int
    date: str  # ISO 8601, UTC
    rules_key: str
    computer: str = ""  # the computer player's level, "" for a person


@dataclass(frozen=True)
class PlayerInfo:
    """A known player."""

    name: str
    created: str  # ISO 8601, UTC


@dataclass(frozen=True)
class GameSummary:
    """A finished game as the database keeps it (without the boxes and the record text)."""

    game_id: str
    rules_key: str
    players: tuple[str, ...]
    scores: tuple[int, ...]
    finished: str  # ISO 8601, UTC


__all__ = ["GameSummary", "HighScore", "PlayerInfo", "PlayerStats", "Stats"]
