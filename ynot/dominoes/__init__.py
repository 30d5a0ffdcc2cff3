"""Muggins dominoes (Dominoes 1.1 for the Macintosh, the Dominoes 1.1 manual of 1998), pure: tiles, the layout with its
spinner, scoring, the machine, records and reports. Importing it registers ``dominoes`` in
``ynot.core``'s registry. The read API a view uses is described in docs/dominoes.md."""

from ..core import register
from .actions import Action, Deal, Draw, Pass, PlayTile
from .events import Event, GameOver, HandOver, HandStarted, Passed, TileDrawn, TilePlayed
from .kind import DOMINOES
from .layout import CHAINS, Chain, Layout, PlacedTile, field_value, parse_chain
from .machine import DominoGame, check_order, deal
from .record import DominoRecord, parse_record, replay, replay_text, write_record
from .report import format_game, game_data, score_marks
from .rules import TARGET, DominoRules, get_domino_rules
from .scoring import blocked_points, crosses, out_points, play_points, round_to_five
from .state import DominoState, Phase
from .tiles import Tile, full_set, parse_tile, pip_total

register(DOMINOES)

__all__ = [
    "CHAINS",
    "DOMINOES",
    "TARGET",
    "Action",
    "Chain",
    "Deal",
    "DominoGame",
    "DominoRecord",
    "DominoRules",
    "DominoState",
    "Draw",
    "Event",
    "GameOver",
    "HandOver",
    "HandStarted",
    "Layout",
    "Pass",
    "Passed",
    "Phase",
    "PlacedTile",
    "PlayTile",
    "Tile",
    "TileDrawn",
    "TilePlayed",
    "blocked_points",
    "check_order",
    "crosses",
    "deal",
    "field_value",
    "format_game",
    "full_set",
    "game_data",
    "get_domino_rules",
    "out_points",
    "parse_chain",
    "parse_record",
    "parse_tile",
    "pip_total",
    "play_points",
    "replay",
    "replay_text",
    "round_to_five",
    "score_marks",
    "write_record",
]
