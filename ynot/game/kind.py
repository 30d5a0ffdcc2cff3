"""The dice games' entry in the registry of games (``ynot.core.registry``)."""

from __future__ import annotations

from ..core import GameKind
from ..rules import RuleSet
from .machine import Game
from .record import GAME_NAME, replay_text, write_record
from .report import format_scorecards, state_data

DICE = GameKind(
    name=GAME_NAME,
    title="YNOT dice games",
    rules_type=RuleSet,
    new_game=Game,
    read_record=replay_text,
    write_record=write_record,
    report_text=lambda game: format_scorecards(game.state),
    report_data=lambda game: state_data(game.state),
)
