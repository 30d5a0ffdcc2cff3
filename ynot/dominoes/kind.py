"""Dominoes' entry in the registry of games (``ynot.core.registry``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import GameKind
from .machine import DominoGame
from .record import GAME_NAME, replay_text, write_record
from .report import format_game, game_data
from .rules import DominoRules


def _new_game(rules: DominoRules, players: Sequence[str], rng: random.Random, seed: int | None) -> DominoGame:
    return DominoGame(rules, players, rng=rng, seed=seed)


def _write(game: Any, date: str) -> str:
    return write_record(game, date=date)


DOMINOES = GameKind(
    name=GAME_NAME,
    title="Muggins dominoes",
    rules_type=DominoRules,
    new_game=_new_game,
    read_record=replay_text,
    write_record=_write,
    report_text=format_game,
    report_data=game_data,
)
