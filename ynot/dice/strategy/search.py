"""The search of the exact solver: every turn-start state, level by level from the full card back to
the empty one, each level's states evaluated together in chunks (turn.py), into a table
``values[filled, upper, fifty]`` of future points (NaN where no game can be); Windows' extra turn
is a fixed point solved per state.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

import numpy as np

from ..rules import RuleSet
from .model import FULL, NUM_BOXES, UPPER_CAP, ScoringModel, Y
from .parallel import can_fork, shared_array, workers_for
from .table import Table
from .turn import ExtraTurn, TurnEvaluator
from .upper import upper_maps

#: the fixed point of Windows' extra turn is solved to this many points
FIXED_POINT_TOLERANCE = 1e-11
#: a typical chance of taking Windows' extra turn during a turn (0.025-0.037 by level), the slope
#: of the first step towards the fixed point
EXTRA_TURN_SLOPE = 0.03
Progress = Callable[[int, int], None]
#: states per piece of a level: pieces of 512 were the fastest measured (768 and 1024 run out of the
#: caches, 384 and 256 pay NumPy's cost per call more often); forked helper and threads cut the same
#: pieces, so they make the same table to the bit
CHUNK = 512


def level_states(model: ScoringModel, level: int):
    """The representative states with ``level`` filled boxes: arrays (masks, ups, flags)."""
    return _level_states(model.threshold, model.fifty_matters, level)


@cache
def _level_states(threshold: int, fifty_matters: bool, level: int):
    maps = upper_maps(threshold)
    masks = _level_masks(level)
    # every mask of the level, then (with the flag) those whose five-of-a-kind box is filled, each
    # with the representative totals of its filled section 1 boxes, in mask order
    chosen = np.concatenate([masks, masks[(masks >> Y & 1).astype(bool)]]) if fifty_matters else masks
    valid = maps.valid[chosen & 63]
    result = (
        np.repeat(chosen, valid.sum(axis=1)),
        maps.reps[chosen & 63][valid],
        np.repeat(np.arange(chosen.size) >= masks.size, valid.sum(axis=1)).astype(np.int64),
    )
    for array in result:
        array.flags.writeable = False
    return result


#: added to a place that does not exist: far enough below 0 that the sum stays negative
_NOWHERE = -(1 << 29)


def _level_places(model: ScoringModel, level: int) -> np.ndarray:
    """places[i, total, flag]: where in the level's states (level_states' order) the state standing
    for (the level's i-th mask, total, flag) is, -1 where none does; shape (masks, 64, 2)."""
    maps = model.upper_maps
    masks = _level_masks(level)
    rank = np.where(maps.rank >= 0, maps.rank, _NOWHERE).astype(np.int32)[masks & 63]
    count = maps.valid[masks & 63].sum(axis=1)
    first = np.cumsum(count) - count  # the place of each mask's first state without the flag
    places = np.empty((masks.size, UPPER_CAP + 1, 2), dtype=np.int32)
    np.add(rank, first[:, None].astype(np.int32), out=places[:, :, 0])
    if not model.fifty_matters:
        places[:, :, 1] = places[:, :, 0]
    else:  # the flagged states follow, only for masks whose five-of-a-kind box is filled
        flagged = (masks >> Y & 1).astype(bool)
        unflagged_states = int(count.sum())
        count = np.where(flagged, count, 0)
        first = np.where(flagged, unflagged_states + np.cumsum(count) - count, _NOWHERE)
        np.add(rank, first[:, None].astype(np.int32), out=places[:, :, 1])
    return np.maximum(places, -1, out=places)


def _fill_level(
    values: np.ndarray, masks: np.ndarray, places: np.ndarray, result: np.ndarray, both_flags: bool
) -> None:
    """Write a level's results into every total of the table they stand for (``places``, from
    _level_places): ``values[mask, total, flag]`` is the result of the state standing for it, NaN
    where none does. Without ``both_flags`` only the states without the flag are in ``result``
    (Windows' extra turn: the flagged states start from them), and only flag 0 is written."""
    padded = np.append(result, np.nan)
    if both_flags:
        values[masks] = padded[places]
    else:
        values[masks, :, 0] = padded[places[:, :, 0]]


@cache
def _level_masks(level: int) -> np.ndarray:
    """The sets of filled boxes with ``level`` boxes filled, ascending."""
    masks = np.flatnonzero(_filled_counts() == level)
    masks.flags.writeable = False
    return masks


@cache
def _filled_counts() -> np.ndarray:
    """How many boxes each set of filled boxes has filled."""
    return ((np.arange(FULL + 1)[:, None] >> np.arange(NUM_BOXES)) & 1).sum(axis=1)


def _solve_chunk(evaluator: TurnEvaluator, values, masks, ups, flags) -> np.ndarray:
    model = evaluator.model
    if not (model.extra_in_box and flags.any()):
        return evaluator.turn(masks, ups, flags, values)
    # Windows' extra turn: the state's own value is on both sides; solve x = g(x) per state.
    # A lower value: the same card without 50 in the Yahtzee box (solved first; it has fewer
    # options), else the value of the turn without the extra turn.
    lower = values[masks, ups, 0].real.copy() if flags.all() else None
    start = lower if lower is not None else evaluator.turn(masks, ups, flags, values).real
    if flags.all() and not evaluator.moments and not any(model.roll_bonus):
        # the usual case: g from ExtraTurn, starting near the answer
        start = start + _extra_turn_worth(values, masks, ups)
        return _fixed_point(ExtraTurn(evaluator, masks, ups, flags, values), start)
    value = _fixed_point(_WholeTurns(evaluator, masks, ups, flags, values), start)
    if not evaluator.moments:
        return value
    return _square_fixed_point(evaluator, values, masks, ups, flags, value)


def _extra_turn_worth(values: np.ndarray, masks, ups) -> np.ndarray:
    """An estimate of what 50 in the five-of-a-kind box adds to a card (a state's value minus the
    same card's with 0 there), from the cards one box further on: their mean worth, scaled by the
    one more turn this card has left (k open boxes: k / (k - 1)); 0 with one box open."""
    total = np.zeros(masks.size)
    for b in range(NUM_BOXES):
        after = masks | (1 << b)
        worth = values[after, ups, 1].real - values[after, ups, 0].real
        total += np.where(after != masks, worth, 0.0)
    k = NUM_BOXES - int(masks[0]).bit_count()  # one level: every card has k open boxes
    return total / (k - 1) if k > 1 else total


class _WholeTurns:
    """g(x) for any rule set by evaluating whole turns (the general form of ExtraTurn)."""

    def __init__(self, evaluator: TurnEvaluator, masks, ups, flags, values) -> None:
        self.evaluator, self.values = evaluator, values
        self.masks, self.ups, self.flags = masks, ups, flags

    def keep(self, columns: np.ndarray) -> None:
        self.masks, self.ups, self.flags = self.masks[columns], self.ups[columns], self.flags[columns]

    def __call__(self, x: np.ndarray) -> np.ndarray:
        return self.evaluator.turn(self.masks, self.ups, self.flags, self.values, self_value=x).real


def _fixed_point(g: ExtraTurn | _WholeTurns, x: np.ndarray) -> np.ndarray:
    """Solve x = g(x) for every state to FIXED_POINT_TOLERANCE, starting from ``x``.

    g is convex, piecewise linear and rises by less than 1 per point (its slope is the chance of
    taking the extra turn), so secant steps converge, and once two points lie on the piece of g
    through the fixed point the next step lands on it exactly: one more evaluation then confirms
    it (a step stops only when g(x) equals x to the tolerance). The first step assumes the slope
    EXTRA_TURN_SLOPE. Settled states are dropped, so only the others are evaluated again.
    """
    slope_guess = EXTRA_TURN_SLOPE
    result = np.empty_like(x)
    active = np.arange(x.size)
    x_prev, g_prev = x, g(x)
    x = x_prev + (g_prev - x_prev) / (1.0 - slope_guess)
    for _ in range(100):
        gx = g(x)
        step = gx - x
        done = np.abs(step) <= FIXED_POINT_TOLERANCE
        result[active[done]] = gx[done]
        if done.all():
            return result
        dx = x - x_prev
        with np.errstate(divide="ignore", invalid="ignore"):
            slope = np.where(np.abs(dx) > 1e-13, (gx - g_prev) / dx, slope_guess)
        slope = np.clip(slope, 0.0, 0.99)
        keep = ~done
        if done.any():
            columns = np.flatnonzero(keep)
            active = active[columns]
            g.keep(columns)
        x_prev, g_prev = x[keep], gx[keep]
        x = (x + step / (1.0 - slope))[keep]
    raise RuntimeError("the extra-turn fixed point did not converge")


def _square_fixed_point(evaluator, values, masks, ups, flags, value) -> np.ndarray:
    """With the value fixed, the expected square of an extra-turn state is linear in itself:
    W = c + p * W. Two evaluations give c and p; a third checks the answer."""
    c = evaluator.turn(masks, ups, flags, values, self_value=value + 0j).imag
    p = evaluator.turn(masks, ups, flags, values, self_value=value + 1j).imag - c
    square = c / (1.0 - p)
    result = evaluator.turn(masks, ups, flags, values, self_value=value + 1j * square)
    if not np.allclose(result.imag, square, rtol=1e-9, atol=1e-6):
        raise RuntimeError("the extra-turn second moment did not settle")
    return value + 1j * square


def solve(
    rules: RuleSet | ScoringModel,
    progress: Progress | None = None,
    *,
    workers: int | None = None,
    chunk: int | None = None,
    moments: bool = False,
    fork: bool | None = None,
) -> Table:
    """Solve a one-column rule set exactly; ``progress(done, total)`` is called per level.
    With ``moments`` the table also holds the expected square of the future score (for the
    standard deviation of optimal play; about twice the time). A level's states are evaluated in
    pieces of at most ``chunk`` states (default CHUNK) by ``workers`` workers (default: two on a
    machine with two cores or more): a forked helper process where that is safe (``fork`` None: see
    parallel.can_fork), else threads."""
    model = rules if isinstance(rules, ScoringModel) else ScoringModel(rules)
    evaluator = TurnEvaluator(model, moments)
    workers = workers or min(2, os.cpu_count() or 1)
    fork = workers == 2 and (can_fork() if fork is None else fork)
    states = [level_states(model, level) for level in range(NUM_BOXES)]  # before forking: both share them
    values = shared_array((FULL + 1, UPPER_CAP + 1, 2), evaluator.dtype) if fork else None
    results = shared_array((max(s[0].size for s in states),), evaluator.dtype) if fork else None
    if values is None:
        values = np.zeros((FULL + 1, UPPER_CAP + 1, 2), dtype=evaluator.dtype)
    # states not yet solved hold 0 (a filled box reads its state's own place: see RollScores.successors);
    # each level's places no game can reach become NaN when the level is written (_fill_level)
    values[FULL] = 0.0
    chunk = chunk or CHUNK

    def run(level: int, pieces: list[slice]) -> None:
        masks, ups, flags = states[level]
        result = results[: masks.size] if results is not None else level_result[0]
        work = _Work(evaluator, values, masks, ups, flags, result)
        for piece in pieces:
            work(piece)

    level_result: list[np.ndarray] = []
    with workers_for(run, workers, fork) as run_pieces:
        for done, level in enumerate(range(NUM_BOXES - 1, -1, -1)):
            masks, ups, flags = states[level]
            result = results[: masks.size] if results is not None else np.empty(masks.size, dtype=evaluator.dtype)
            level_result[:] = [result]
            # states without the flag first: they are the starting points of the extra-turn states
            places = _level_places(model, level)
            split = int(np.searchsorted(flags, 1)) if model.extra_in_box else masks.size
            for start, stop in ((0, split), (split, masks.size)) if split < masks.size else ((0, split),):
                if stop > start:
                    run_pieces(level, _pieces(start, stop, chunk, workers))
                _fill_level(values, _level_masks(level), places, result[:stop], both_flags=stop == masks.size)
            if progress:
                progress(done + 1, NUM_BOXES)
    if fork:
        values = np.array(values)  # out of the shared mapping
    if moments:
        return Table(model.rules, model, np.ascontiguousarray(values.real), np.ascontiguousarray(values.imag))
    return Table(model.rules, model, values)


def _pieces(start: int, stop: int, chunk: int, workers: int) -> list[slice]:
    """``start:stop`` in pieces of at most ``chunk`` states, their sizes differing by one at most,
    and as many as a multiple of ``workers`` (so the threads finish together) where that leaves
    pieces of 64 states or more."""
    n = stop - start
    count = -(-n // chunk)
    if count % workers and n >= 64 * workers:
        count += workers - count % workers
    bounds = [start + n * i // count for i in range(count + 1)] if count else []
    return [slice(a, b) for a, b in pairwise(bounds) if b > a]


@dataclass
class _Work:
    evaluator: TurnEvaluator
    values: np.ndarray
    masks: np.ndarray
    ups: np.ndarray
    flags: np.ndarray
    result: np.ndarray

    def __call__(self, piece: slice) -> None:
        self.result[piece] = _solve_chunk(
            self.evaluator, self.values, self.masks[piece], self.ups[piece], self.flags[piece]
        )
