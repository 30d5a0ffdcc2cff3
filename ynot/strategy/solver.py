"""The exact solitaire solver: the expected final score of optimal play from every turn-start state.

Values are kept only for turn starts, in a table ``values[filled, upper, fifty]`` of future points
(NaN where no game can be). The states of one level (same number of filled boxes) are evaluated
together in chunks: every array below has one column per state, and the 252 rolls or the 462 keeps
as rows. Expectations over rerolls are built by adding one die at a time, and the best keep inside a
roll by removing one die at a time, so a turn costs a few thousand array operations per state.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from ..rules import JokerRule, RuleSet
from .dice_space import ADD, DICE, FIVE_KIND_ROWS, NUM_ROLLS, REMOVE, ROLL_COUNTS, ROLL_PROB
from .model import FULL, NUM_BOXES, UPPER_CAP, Y, ScoringModel, TurnState

NEG = -np.inf
#: the fixed point of Windows' extra turn is solved to this many points
FIXED_POINT_TOLERANCE = 1e-11
Progress = Callable[[int, int], None]


@dataclass
class TurnDetail:
    """One state's turn, all rolls at once (column 0 of each array is the state)."""

    #: score_now[t][r]: best value of scoring roll r after roll t+1 (points + future)
    score_now: list[np.ndarray]
    #: keeps[t][n][k]: expected value of keeping keep k of n dice after roll t+1 (t = 0, 1)
    keeps: list[list[np.ndarray]]
    #: best[t][r]: value of holding roll r after roll t+1 with best play
    best: list[np.ndarray]
    value: float


class TurnEvaluator:
    """Evaluates the turns of many states of one rule set against a table of successor values."""

    def __init__(self, model: ScoringModel) -> None:
        self.model = model
        self.bits = np.arange(NUM_BOXES, dtype=np.int64)
        self.bonus_rolls = [t for t in range(3) if model.roll_bonus[t]]
        pts = model.points.astype(np.float64)
        self.lower_points = [pts[:, b : b + 1] for b in range(6, NUM_BOXES)]
        # rows where a lower box scores > 0; elsewhere it only contributes its successor value
        self.lower_rows = [np.flatnonzero(model.points[:, b] > 0) for b in range(6, NUM_BOXES)]
        self.upper_counts = [ROLL_COUNTS[:, f] for f in range(6)]
        self.upper_rows = [np.flatnonzero(ROLL_COUNTS[:, f] > 0) for f in range(6)]
        self.qual = model.roll_qualifies
        self.face_of_y = np.arange(6)

    # --- successors -------------------------------------------------------------------------------
    def successors(self, values: np.ndarray, masks: np.ndarray, ups: np.ndarray, flags: np.ndarray):
        """Successor values of each box for states (masks, ups, flags)."""
        m = self.model
        flat = values.reshape(-1)
        open_ = ((masks[None, :] >> self.bits[:, None]) & 1) == 0  # (13, S)
        lower = np.empty((NUM_BOXES - 6, masks.size))
        for i, b in enumerate(range(6, NUM_BOXES)):
            idx = (((masks | (1 << b)) << 6) + ups) * 2 + flags
            lower[i] = np.where(open_[b], flat[idx], NEG)
        y_flag = 1 if m.fifty_matters else 0
        y50 = np.where(open_[Y], flat[(((masks | (1 << Y)) << 6) + ups) * 2 + y_flag], NEG)
        upper = np.empty((6, DICE + 1, masks.size))
        below = ups < m.threshold
        for f in range(6):
            m2 = (masks | (1 << f)) << 6
            for c in range(DICE + 1):
                pts = (f + 1) * c
                up2 = np.minimum(ups + pts, UPPER_CAP)
                bonus = np.where(below & (ups + pts >= m.threshold), float(m.upper_bonus), 0.0)
                upper[f, c] = np.where(open_[f], flat[(m2 + up2) * 2 + flags] + (pts + bonus), NEG)
        return open_, lower, y50, upper

    # --- scoring ------------------------------------------------------------------------------------
    def score_now(self, masks, ups, flags, succ, self_value=None) -> list[np.ndarray]:
        """For t = 0, 1, 2 (after roll t+1): best points + future of scoring each roll now, (252, S)."""
        m = self.model
        open_, lower, y50, upper = succ
        size = masks.size
        # an open lower box can always take a zero, and where it scores more that is only better:
        # start from the best lower successor and raise the rows where a box scores points
        bonus_ts = [t for t in range(3) if m.roll_bonus[t]]
        out = []
        plain = np.empty((NUM_ROLLS, size))
        plain[:] = lower.max(axis=0)
        for f in range(6):
            np.maximum(plain, np.take(upper[f], self.upper_counts[f], axis=0), out=plain)
        for i in range(NUM_BOXES - 6):
            b = i + 6
            if b == Y:
                continue
            rows = self.lower_rows[i]
            cand = self.lower_points[i][rows] + lower[i]
            np.maximum(plain[rows], cand, out=cand)
            plain[rows] = cand
        for t in range(3):
            if t in bonus_ts:
                out.append(self._with_roll_bonus(succ, m.roll_bonus[t], size))
            else:
                out.append(plain)
        for t in range(3):
            self._five_kind_rows(out[t], masks, flags, succ, m.roll_bonus[t], self_value)
        return out

    def _with_roll_bonus(self, succ, bonus: int, size: int) -> np.ndarray:
        """Best scoring value when qualifying boxes earn ``bonus`` more (YNOT's Roll!)."""
        _, lower, _, upper = succ
        best = np.full((NUM_ROLLS, size), NEG)
        for f in range(6):
            cand = np.take(upper[f], self.upper_counts[f], axis=0)
            cand += (bonus * self.qual[:, f])[:, None]
            np.maximum(best, cand, out=best)
        for i in range(NUM_BOXES - 6):
            b = i + 6
            cand = self.lower_points[i] + lower[i]
            cand += (bonus * self.qual[:, b])[:, None]
            np.maximum(best, cand, out=best)
        return best

    def _five_kind_rows(self, target, masks, flags, succ, roll_bonus: int, self_value) -> None:
        """Overwrite the six five-of-a-kind rows: Joker, extra bonus, forced boxes, extra turn."""
        m = self.model
        open_, lower, y50, upper = succ
        size = masks.size
        y_filled = ~open_[Y]
        fifty = flags.astype(bool)
        if m.joker is JokerRule.NONE:
            joker = np.zeros(size, dtype=bool)
        else:
            joker = fifty.copy() if m.rules.joker_needs_fifty else y_filled.copy()
            if m.rules.zero_blocks_extra:
                joker &= ~(y_filled & ~fifty)
        extra = fifty & (m.extra > 0)
        add = np.where(extra, float(m.extra), 0.0) if not m.extra_in_box else np.zeros(size)
        any_lower_open = open_[6:].any(axis=0)
        for y in range(6):
            row = FIVE_KIND_ROWS[y]
            best = np.full(size, NEG)
            if m.rules.joker_needs_upper:
                joker_y = joker & ~open_[y]
            else:
                joker_y = joker
            if m.joker is JokerRule.FORCED:
                forced = joker_y
                match_open = open_[y]
            for b in range(NUM_BOXES):
                if b < 6:
                    c = DICE if b == y else 0
                    val = upper[b, c] + (roll_bonus if b == y else 0)
                else:
                    if b == Y:
                        val = FIVE_KIND_POINTS_F + y50
                        val = val + (roll_bonus if m.roll_qualifies[row, b] else 0)
                    else:
                        p_plain = float(m.points[row, b])
                        p_joker = float(m.joker_points[y, b])
                        q_plain = roll_bonus if m.roll_qualifies[row, b] else 0
                        q_joker = roll_bonus if m.joker_roll_qualifies[y, b] else 0
                        pts = np.where(joker_y, p_joker + q_joker, p_plain + q_plain)
                        val = lower[b - 6] + pts
                if m.joker is JokerRule.FORCED:
                    if b == y:
                        allowed = ~forced | match_open
                    elif b >= 6:
                        allowed = ~forced | (~match_open & any_lower_open)
                    else:
                        allowed = ~forced | (~match_open & ~any_lower_open)
                    val = np.where(allowed, val, NEG)
                np.maximum(best, val, out=best)
            best += add
            if m.extra_in_box and self_value is not None:
                turn = np.where(extra, m.extra + self_value, NEG)
                np.maximum(best, turn, out=best)
            target[row] = best

    # --- inside a turn ------------------------------------------------------------------------------
    @staticmethod
    def expect(top: np.ndarray) -> list[np.ndarray]:
        """Expected values of every keep, level by level: keeps[n] has one row per keep of n dice."""
        levels: list[np.ndarray] = [None] * (DICE + 1)  # type: ignore[list-item]
        levels[DICE] = top
        for n in range(DICE - 1, -1, -1):
            upper = levels[n + 1]
            add = ADD[n]
            acc = np.take(upper, add[:, 0], axis=0)
            for f in range(1, 6):
                acc += np.take(upper, add[:, f], axis=0)
            acc *= 1.0 / 6.0
            levels[n] = acc
        return levels

    @staticmethod
    def best_sub(levels: list[np.ndarray]) -> np.ndarray:
        """For each roll, the best value over every keep it contains."""
        best = levels[0]
        for n in range(1, DICE + 1):
            remove = REMOVE[n]
            cur = np.maximum(levels[n], np.take(best, remove[:, 0], axis=0))
            for j in range(1, remove.shape[1]):
                np.maximum(cur, np.take(best, remove[:, j], axis=0), out=cur)
            best = cur
        return best

    def turn(self, masks, ups, flags, values, self_value=None, detail: bool = False):
        """Values (S,) of the states' turns; with ``detail``, a TurnDetail of the first state."""
        succ = self.successors(values, masks, ups, flags)
        now = self.score_now(masks, ups, flags, succ, self_value)
        k2 = self.expect(now[2])
        r2 = self.best_sub(k2)
        if self.model.roll_bonus[1]:
            np.maximum(r2, now[1], out=r2)
        k1 = self.expect(r2)
        r1 = self.best_sub(k1)
        if self.model.roll_bonus[0]:
            np.maximum(r1, now[0], out=r1)
        result = ROLL_PROB @ r1
        if detail:
            return result, TurnDetail(now, [k1, k2], [r1, r2, now[2]], float(result[0]))
        return result


FIVE_KIND_POINTS_F = 50.0


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
        if self.squares is None:
            return None
        return float(np.sqrt(self.squares[0, 0, 0] - self.values[0, 0, 0] ** 2))


def level_states(model: ScoringModel, level: int):
    """The representative states with ``level`` filled boxes: arrays (masks, ups, flags)."""
    maps = model.upper_maps
    reps = [sorted({int(maps.rep[u, t]) for t in maps.reachable[u]}) for u in range(64)]
    masks, ups, flags = [], [], []
    for mask in range(FULL + 1):
        if mask.bit_count() != level:
            continue
        fl = (0, 1) if (model.fifty_matters and mask >> Y & 1) else (0,)
        for f in fl:
            for t in reps[mask & 63]:
                masks.append(mask)
                ups.append(t)
                flags.append(f)
    return np.array(masks, dtype=np.int64), np.array(ups, dtype=np.int64), np.array(flags, dtype=np.int64)


def _fill_level(model: ScoringModel, values: np.ndarray, masks, ups, flags, result) -> None:
    """Write representative results into every equivalent total of the table."""
    rep = model.upper_maps.rep
    computed = np.full((FULL + 1, UPPER_CAP + 1, 2), np.nan)
    computed[masks, ups, flags] = result
    uniq = np.unique(masks)
    for f in (0, 1):
        src = rep[uniq & 63]  # (M, 64)
        ok = src >= 0
        rows = computed[uniq[:, None], np.where(ok, src, 0), f]
        values[uniq, :, f] = np.where(ok, rows, np.nan)
    if not model.fifty_matters:
        values[uniq, :, 1] = values[uniq, :, 0]


def _solve_chunk(evaluator: TurnEvaluator, values, masks, ups, flags) -> np.ndarray:
    model = evaluator.model
    if not (model.extra_in_box and flags.any()):
        return evaluator.turn(masks, ups, flags, values)
    # Windows' extra turn: the state's own value is on both sides; solve x = g(x) per state.
    x_prev = evaluator.turn(masks, ups, flags, values)  # without the extra turn: a lower bound
    g_prev = evaluator.turn(masks, ups, flags, values, self_value=x_prev)
    x = g_prev.copy()
    for _ in range(100):
        g = evaluator.turn(masks, ups, flags, values, self_value=x)
        step = g - x
        if np.all(np.abs(step) <= FIXED_POINT_TOLERANCE):
            return g
        dx = x - x_prev
        with np.errstate(divide="ignore", invalid="ignore"):
            slope = np.where(np.abs(dx) > 1e-14, (g - g_prev) / dx, 0.0)
        slope = np.clip(slope, 0.0, 0.999)
        x_prev, g_prev = x, g
        x = x + step / (1.0 - slope)
    raise RuntimeError("the extra-turn fixed point did not converge")


def solve(
    rules: RuleSet | ScoringModel,
    progress: Progress | None = None,
    *,
    workers: int | None = None,
    chunk: int = 768,
) -> Table:
    """Solve a one-column rule set exactly; ``progress(done, total)`` is called per level."""
    model = rules if isinstance(rules, ScoringModel) else ScoringModel(rules)
    evaluator = TurnEvaluator(model)
    values = np.full((FULL + 1, UPPER_CAP + 1, 2), np.nan)
    values[FULL] = 0.0
    workers = workers or min(2, os.cpu_count() or 1)
    pool = ThreadPoolExecutor(workers) if workers > 1 else None
    try:
        for done, level in enumerate(range(NUM_BOXES - 1, -1, -1)):
            masks, ups, flags = level_states(model, level)
            result = np.empty(masks.size)
            pieces = [slice(i, min(i + chunk, masks.size)) for i in range(0, masks.size, chunk)]

            def work(piece: slice) -> None:
                result[piece] = _solve_chunk(evaluator, values, masks[piece], ups[piece], flags[piece])

            if pool is not None and len(pieces) > 1:
                list(pool.map(work, pieces))
            else:
                for piece in pieces:
                    work(piece)
            _fill_level(model, values, masks, ups, flags, result)
            if progress:
                progress(done + 1, NUM_BOXES)
    finally:
        if pool is not None:
            pool.shutdown()
    return Table(model.rules, model, values)
