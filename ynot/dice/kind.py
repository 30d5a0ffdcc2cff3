"""The dice games' entry in the registry of games (``ynot.core.registry``)."""

from __future__ import annotations

from ..core import GameKind
from .machine import DiceGame
from .record import GAME_NAME, replay_text, write_record
from .report import format_scorecards, state_data
from .rules import RuleSet

DICE = GameKind(
    name=GAME_NAME,
    title="YNOT dice games",
    rules_type=RuleSet,
    new_game=DiceGame,
    read_record=replay_text,
    write_record=write_record,
    report_text=lambda game: format_scorecards(game.state),
    report_data=lambda game: state_data(game.state),
)
