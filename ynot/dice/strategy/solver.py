"""The exact solitaire solver: the expected final score of optimal play from every turn-start state.

Three parts: ``turn.py`` evaluates one turn from many states at once, ``search.py`` goes through
every state level by level (``solve``), ``table.py`` holds the result (``Table``); ``cache.py``
keeps tables on disk. This module names what the rest of the game uses.
"""

from .search import Progress, level_states, solve
from .table import Table
from .turn import ExtraTurn, TurnEvaluator

__all__ = ["ExtraTurn", "Progress", "Table", "TurnEvaluator", "level_states", "solve"]
