"""The pure dice game: the turn state machine and its records. No pygame, no I/O.

Importing it registers the dice games in ``ynot.core``'s registry (records without a ``game`` line are
dice records)."""

from ..core import register
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
from .kind import DICE
from .machine import DiceGame, category_label, check_players
from .record import GameRecord, parse_record, replay, replay_text, write_record
from .report import format_scorecards, state_data
from .state import GameState

__all__ = [
    "DICE",
    "Action",
    "BonusAwarded",
    "DiceRolled",
    "DieToggled",
    "Event",
    "ExtraTurn",
    "DiceGame",
    "GameOver",
    "GameRecord",
    "GameState",
    "MarksReselected",
    "PlayerFinished",
    "ReselectPrevious",
    "Roll",
    "Score",
    "Scored",
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

register(DICE, default=True)
