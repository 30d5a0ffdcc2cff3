"""The pure game: the turn state machine, series and game records. No pygame, no I/O."""

from .actions import Action, ReselectPrevious, Roll, Score, ToggleDie, Undo
from .events import (
    BonusAwarded,
    DiceRolled,
    DieToggled,
    Event,
    ExtraTurn,
    GameOver,
    MarksReselected,
    PlayerFinished,
    Scored,
    TurnStarted,
    Undone,
)
from .machine import MAX_PLAYERS, Game, IllegalMove, category_label, check_players
from .record import GameRecord, RecordError, parse_record, replay, replay_text, write_record
from .report import format_scorecards, state_data
from .series import Series, SeriesMode
from .state import GameState

__all__ = [
    "MAX_PLAYERS",
    "Action",
    "BonusAwarded",
    "DiceRolled",
    "DieToggled",
    "Event",
    "ExtraTurn",
    "Game",
    "GameOver",
    "GameRecord",
    "GameState",
    "IllegalMove",
    "MarksReselected",
    "PlayerFinished",
    "RecordError",
    "ReselectPrevious",
    "Roll",
    "Score",
    "Scored",
    "Series",
    "SeriesMode",
    "ToggleDie",
    "TurnStarted",
    "Undo",
    "Undone",
    "category_label",
    "check_players",
    "format_scorecards",
    "parse_record",
    "replay",
    "replay_text",
    "state_data",
    "write_record",
]
