"""Dominoes' entry in the registry of games (``ynot.core.registry``)."""

from __future__ import annotations

from ..core import GameKind
from .machine import DominoGame
from .record import GAME_NAME, replay_text, write_record
from .report import format_game, game_data
from .rules import DominoRules

DOMINOES = GameKind(
    name=GAME_NAME,
    title="Muggins dominoes",
    rules_type=DominoRules,
    new_game=DominoGame,
    read_record=replay_text,
    write_record=write_record,
    report_text=format_game,
    report_data=game_data,
)
