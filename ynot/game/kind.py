"""The dice games' entry in the registry of games (``ynot.core.registry``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import GameKind
from ..rules import RuleSet
from .machine import Game
from .record import GAME_NAME, replay_text, write_record
from .report import format_scorecards, state_data


def _new_game(rules: RuleSet, players: Sequence[str], rng: random.Random, seed: int | None) -> Game:
    return Game(rules, players, rng=rng, seed=seed)


def _write(game: Any, date: str) -> str:
    return write_record(game, date=date)


def _text(game: Any) -> str:
    return format_scorecards(game.state)


def _data(game: Any) -> dict[str, Any]:
    return state_data(game.state)


DICE = GameKind(
    name=GAME_NAME,
    title="YNOT dice games",
    rules_type=RuleSet,
    new_game=_new_game,
    read_record=replay_text,
    write_record=_write,
    report_text=_text,
    report_data=_data,
)
