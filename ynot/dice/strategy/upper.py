"""Section 1 totals as the solver sees them: which totals each set of filled section 1 boxes can make,
and which of those totals have the same future, so that one state (the largest such total) stands for
all of them. Built with whole-array operations over the 64 sets and the 64 capped totals."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from .dice_space import DICE, FACES

UPPER_CAP = 63  # the cap on the stored section 1 total (every preset's threshold)
_TOTALS = UPPER_CAP + 1
_SETS = 1 << FACES
#: keys of totals that can no longer change the bonus (distinct from the rest's sums 0-63)
_LOST, _WON = _TOTALS, _TOTALS + 1


@dataclass(frozen=True)
class UpperMaps:
    """Which section 1 totals each set of filled upper boxes can make, and which totals behave alike."""

    #: reachable[umask] = the totals (capped) the filled upper boxes ``umask`` can add up to
    reachable: tuple[frozenset[int], ...]
    #: rep[umask, total] = the total whose value stands for ``total`` (same future), -1 if unreachable
    rep: np.ndarray
    #: reps[umask, :count] = the totals that stand for the others, ascending (padded with 0), and
    #: valid[umask, i] says which places of the row are used
    reps: np.ndarray
    valid: np.ndarray
    #: rank[umask, total] = the place of rep[umask, total] in the row reps[umask], -1 if unreachable
    rank: np.ndarray


def _sums() -> np.ndarray:
    """made[umask, total]: can the section 1 boxes of ``umask`` add up to ``total`` (capped)? Each
    set's row is the row of the set without its highest face, shifted by 0-5 dice of that face."""
    made = np.zeros((_SETS, _TOTALS), dtype=bool)
    made[0, 0] = True
    for face in range(1, FACES + 1):
        low, high = 1 << (face - 1), 1 << face  # the sets whose highest face is ``face``: low..high-1
        before = made[: high - low]
        row = made[low:high]
        for count in range(DICE + 1):
            step = count * face
            row[:, step:] |= before[:, : _TOTALS - step]
            row[:, UPPER_CAP] |= before[:, _TOTALS - step :].any(axis=1)
    return made


@cache
def upper_maps(threshold: int) -> UpperMaps:
    """The maps for a bonus ``threshold`` (at most UPPER_CAP). A total's future depends only on the
    smallest sum the still free boxes can add that reaches the threshold (its key); totals already at
    the threshold, or that can never reach it, are keyed apart."""
    made = _sums()
    rest = made[::-1]  # rest[umask] = made[63 ^ umask]: what the free boxes can add
    # ahead[umask, need] = the smallest sum of the free boxes that is at least ``need`` (_LOST if none)
    sums = np.where(rest, np.arange(_TOTALS), _LOST)
    ahead = np.minimum.accumulate(sums[:, ::-1], axis=1)[:, ::-1]
    totals = np.arange(_TOTALS)
    need = np.clip(threshold - totals, 0, UPPER_CAP)
    key = np.where(totals >= threshold, _WON, ahead[:, need])  # (64, 64)
    # the largest reachable total of each key stands for every total of that key
    by_key = np.full((_SETS, _LOST + 2), -1, dtype=np.int64)
    sets, reached = np.nonzero(made)
    np.maximum.at(by_key, (sets, key[sets, reached]), reached)
    rep = by_key[np.arange(_SETS)[:, None], key]
    is_rep = rep == totals
    count = is_rep.sum(axis=1)
    width = int(count.max())
    order = np.argsort(~is_rep, axis=1, kind="stable")[:, :width]  # the reps first, ascending
    valid = np.arange(width) < count[:, None]
    place = np.cumsum(is_rep, axis=1) - 1
    rank = np.where(rep >= 0, np.take_along_axis(place, np.maximum(rep, 0), axis=1), -1)
    reachable = tuple(frozenset(np.flatnonzero(row).tolist()) for row in made)
    return UpperMaps(reachable, rep, np.where(valid, order, 0), valid, rank)
