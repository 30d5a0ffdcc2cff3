"""Value tables that are not exact: nothing beyond this turn (the beginner) and a sound estimate of
what open boxes are still worth (the good player). Both have the solver table's shape, so the same
turn evaluator plays against them."""

from __future__ import annotations

import numpy as np

from .model import FULL, NUM_BOXES, UPPER_CAP, ScoringModel, Y

#: What each box tends to be worth to a careful player (Ones ... Chance).
BOX_WORTH = (2.1, 5.3, 8.6, 12.2, 15.7, 19.2, 21.7, 13.1, 22.6, 29.5, 32.7, 16.9, 22.0)
#: A turn's chance of a further five of a kind, roughly.
FIVE_KIND_PER_TURN = 0.03


def zero_table() -> np.ndarray:
    """Nothing counts but the points of this turn: the beginner's view."""
    return np.zeros((FULL + 1, UPPER_CAP + 1, 2))


def heuristic_table(model: ScoringModel) -> np.ndarray:
    """Open boxes at their usual worth, the section 1 bonus by how far ahead of par the card is,
    and later five-of-a-kind bonuses while the box holds 50."""
    masks = np.arange(FULL + 1)
    open_ = ((masks[:, None] >> np.arange(NUM_BOXES)[None, :]) & 1) == 0  # (8192, 13)
    worth = open_ @ np.array(BOX_WORTH)  # (8192,)
    faces = np.arange(1, 7)
    par = open_[:, :6] @ (3 * faces)  # what three of each open face would add
    most = open_[:, :6] @ (5 * faces)
    ups = np.arange(UPPER_CAP + 1)
    need = np.maximum(model.threshold - ups, 0)[None, :]  # (1, 64)
    chance = np.clip(0.5 + (par[:, None] - need) / 16.0, 0.0, 1.0)
    chance = np.where(most[:, None] >= need, chance, 0.0)
    chance = np.where(need == 0, 0.0, chance)  # already won: counted in the total
    bonus = model.upper_bonus * chance  # (8192, 64)
    table = np.empty((FULL + 1, UPPER_CAP + 1, 2))
    table[:, :, 0] = worth[:, None] + bonus
    extra = model.extra * FIVE_KIND_PER_TURN * open_.sum(axis=1) if model.extra else 0.0
    table[:, :, 1] = table[:, :, 0] + (extra[:, None] if model.extra else 0.0)
    if not model.fifty_matters:
        table[:, :, 1] = table[:, :, 0]
    table[FULL] = 0.0
    # the five-of-a-kind box holding 50 only exists once it is filled
    filled_y = (masks >> Y) & 1
    table[filled_y == 0, :, 1] = table[filled_y == 0, :, 0]
    return table
