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
from importlib import import_module
from typing import Any

from ...lazy import lazy_names
from ..kind import DICE
from .levels import PLAYERS, Level

#: where each name lives: a part is imported when first used (``ynot solve`` needs neither the
#: advisor nor the players; nothing of it is imported before a look's first frame)
_HOMES = {
    "LEVEL_NAMES": "advisor",
    "Advice": "advisor",
    "Advisor": "advisor",
    "BoxChoice": "advisor",
    "Choice": "advisor",
    "KeepChoice": "advisor",
    "load_table": "cache",
    "ScoringModel": "model",
    "StateError": "model",
    "TurnState": "model",
    "ComputerPlayer": "players",
    "make_player": "players",
    "play_solitaire": "players",
    "Decision": "review",
    "GameReview": "review",
    "review_record": "review",
    "solve": "search",
    "Table": "table",
}


__getattr__ = lazy_names(__name__, _HOMES)


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


def _factory(level: str) -> Callable[[Any], Any]:
    """The registry's factory of one level (the players, and NumPy, load when it is first called)."""
    return lambda rules: import_module(".players", __name__).ComputerPlayer(rules, level)


for _level in PLAYERS:
    DICE.levels.setdefault(_level, _factory(_level))
