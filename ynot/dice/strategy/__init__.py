"""Optimal play: the exact solver, the coach and computer players (NumPy; never pygame).

For a UI::

    from ynot.dice.strategy import Advisor, ComputerPlayer, PLAYERS
    advice = Advisor(rules).advise(game.state)      # every keep or box, best first
    action = ComputerPlayer(rules, "good").choose(game, seat, rng)   # one Action at a time

Importing it adds the levels (``PLAYERS``) to the dice games' kind, ``DICE.levels``: level name ->
``factory(rules) -> Player``.

``Advisor(rules, "perfect")`` loads (or, the first time, computes for a few seconds) the rule set's
table; a UI should create it off the main loop.
"""

from collections.abc import Callable

from ..kind import DICE
from ..rules import RuleSet
from .advisor import LEVEL_NAMES, Advice, Advisor, BoxChoice, Choice, KeepChoice
from .cache import load_table
from .model import ScoringModel, StateError, TurnState
from .players import PLAYERS, ComputerPlayer, Level, make_player, play_solitaire
from .review import Decision, GameReview, review_record
from .search import solve
from .table import Table

__all__ = [
    "LEVEL_NAMES",
    "PLAYERS",
    "Advice",
    "Advisor",
    "BoxChoice",
    "Choice",
    "ComputerPlayer",
    "Decision",
    "GameReview",
    "KeepChoice",
    "Level",
    "ScoringModel",
    "StateError",
    "Table",
    "TurnState",
    "load_table",
    "make_player",
    "play_solitaire",
    "review_record",
    "solve",
]


def _factory(level: str) -> Callable[[RuleSet], ComputerPlayer]:
    """The registry's factory of one level."""
    return lambda rules: ComputerPlayer(rules, level)


for _level in PLAYERS:
    DICE.levels.setdefault(_level, _factory(_level))
