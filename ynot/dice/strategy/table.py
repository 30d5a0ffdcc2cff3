"""The solved values of one rule set (made by search.solve, kept on disk by cache.py)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rules import RuleSet
from .model import ScoringModel, TurnState


@dataclass
class Table:
    """The solved values of one rule set: ``values[filled, upper, fifty]`` = expected future points."""

    rules: RuleSet
    model: ScoringModel
    values: np.ndarray
    #: expected square of the future points (same policy), when computed
    squares: np.ndarray | None = None

    def value(self, state: TurnState) -> float:
        """Expected points still to come from a turn-start state, with optimal play."""
        s = self.model.check_state(state)
        return float(self.values[s.filled, s.upper, int(s.fifty and self.model.fifty_matters)])

    @property
    def expected_score(self) -> float:
        """Optimal expected final score of a whole game."""
        return float(self.values[0, 0, 0])

    @property
    def standard_deviation(self) -> float | None:
        """Standard deviation of the final score under optimal play (with ``moments`` only)."""
        if self.squares is None:
            return None
        return float(np.sqrt(self.squares[0, 0, 0] - self.values[0, 0, 0] ** 2))
