"""One turn of the exact solver: the expected value of a turn from many turn-start states at once.

Every array below has one column per state, and the 252 rolls or the 462 keeps as rows.
Expectations over rerolls are built by adding one die at a time, and the best keep inside a roll by
removing one die at a time, so a turn costs a few thousand array operations per state. The search
over whole games is in search.py; the solved values in table.py.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from ..rules import JokerRule
from ..rules.scoring import FIVE_KIND_POINTS
from .dice_space import (
    ADD,
    DICE,
    FACES,
    FIVE_KIND_ROWS,
    INDEX,
    KEEPS,
    NUM_ROLLS,
    REMOVE,
    ROLL_COUNTS,
    ROLL_PROB,
)
from .model import CHANCE, NUM_BOXES, UPPER_CAP, ScoringModel, Y

NEG = -np.inf
FIVE_ROWS = slice(int(FIVE_KIND_ROWS[0]), int(FIVE_KIND_ROWS[-1]) + 1)
assert list(range(NUM_ROLLS))[FIVE_ROWS] == list(FIVE_KIND_ROWS)
_LEVEL_SIZES = [len(level) for level in KEEPS]
#: ADD split by face, each a contiguous index array
_ADD_COLUMNS = [tuple(np.ascontiguousarray(table[:, f]) for f in range(6)) for table in ADD]
#: _SINGLE[n - 1, f]: index among the keeps of n dice (n = 1..5) of n dice all showing f + 1
_SINGLE = np.array(
    [[INDEX[n][tuple(n if g == f else 0 for g in range(FACES))] for f in range(FACES)] for n in range(1, DICE + 1)],
    dtype=np.intp,
)
#: chance that rerolling the other 5 - n dice of such a keep makes five of a kind (n = 1..5)
_SINGLE_CHANCE = (1.0 / FACES) ** (DICE - np.arange(1, DICE + 1, dtype=np.float64))
#: chance that rolling all five dice makes five of a kind of a given face
_EMPTY_CHANCE = (1.0 / FACES) ** DICE


@dataclass
class TurnDetail:
    """One state's turn, all rolls at once (column 0 of each array is the state)."""

    #: score_now[t][r]: best value of scoring roll r after roll t+1 (points + future)
    score_now: list[np.ndarray]
    #: keeps[t][n][k]: expected value of keeping keep k of n dice after roll t+1 (t = 0, 1)
    keeps: list[list[np.ndarray]]
    #: best[t][r]: value of holding roll r after roll t+1 with best play (t = 0, 1, 2)
    best: list[np.ndarray]
    value: float


class _FivePoints(NamedTuple):
    """A five of a kind's points in the lower boxes (plain, Joker) and the five-of-a-kind box."""

    plain: np.ndarray
    joker: np.ndarray
    fifty: np.ndarray


class _Workspace:
    """Scratch arrays for a chunk of ``size`` states, cut one after another from ``buffer`` (one
    buffer per thread), so that each is contiguous whatever the size of the chunk. The keeps of
    the last roll (levels[0]) are done with before those of the second roll are built, so the two
    share memory unless ``both`` (a TurnDetail keeps both). Without YNOT's Roll! bonus, scoring
    after each roll is the same (``now[2]``), and ``now[0, 1, 3]`` are not needed."""

    def __init__(self, buffer: np.ndarray, size: int, both: bool = False, roll_bonus: bool = True) -> None:
        self.size = size
        offset = 0

        def cut(rows: int) -> np.ndarray:
            nonlocal offset
            array = buffer[offset : offset + rows * size].reshape(rows, size)
            offset += rows * size
            return array

        self.levels = [[cut(n) for n in _LEVEL_SIZES] for _ in range(2 if both else 1)]
        if not both:
            self.levels.append(self.levels[0])
        self.best = [[cut(n) for n in _LEVEL_SIZES] for _ in range(2)]
        self.tmp = cut(NUM_ROLLS)
        self.now = [cut(NUM_ROLLS) if roll_bonus or t == 2 else None for t in range(4)]
        self.faces = cut(_COUNT_ROWS + 64)

    @staticmethod
    def rows(both: bool = False, roll_bonus: bool = True) -> int:
        """Rows of all the scratch arrays together (a buffer needs rows * size values)."""
        return (4 if both else 3) * sum(_LEVEL_SIZES) + (5 if roll_bonus else 2) * NUM_ROLLS + _COUNT_ROWS + 64


class TurnEvaluator:
    """Evaluates the turns of many states of one rule set against a table of successor values.

    With ``moments``, values are complex: the real part is the expected future score and the
    imaginary part its expected square under the same (optimal) play. NumPy orders complex numbers
    by real part first, so every maximum still chooses by expected score.
    """

    def __init__(self, model: ScoringModel, moments: bool = False) -> None:
        self.model = model
        self.moments = moments
        self.dtype = np.complex128 if moments else np.float64
        self.roll_bonus = any(model.roll_bonus)
        self.bits = np.arange(NUM_BOXES, dtype=np.int64)
        pts = model.points.astype(np.float64)
        self.lower_boxes = [b for b in range(6, NUM_BOXES) if b != Y]
        # rows where a lower box scores > 0 (elsewhere it only brings its successor value)
        # (the five-of-a-kind rows are left out: _five_kind_rows rewrites them); a run of rows
        # becomes a slice, so the common case needs no fancy indexing
        scoring = model.points > 0
        scoring[FIVE_ROWS] = False
        self.lower_rows = {b: _as_slice(np.flatnonzero(scoring[:, b])) for b in self.lower_boxes}
        self.lower_pts = {b: pts[self.lower_rows[b], b][:, None] for b in self.lower_boxes}
        self.upper_counts = [np.ascontiguousarray(ROLL_COUNTS[:, f]) for f in range(6)]
        # per roll, the row (face * 6 + count) of the section 1 box that earns the Roll! bonus
        # (3+ of its face; a roll has at most one such face), or 36 for none
        three = ROLL_COUNTS >= 3
        self.upper_qual_index = np.where(
            three.any(axis=1), three.argmax(axis=1) * 6 + ROLL_COUNTS.max(axis=1), 36
        ).astype(np.intp)
        self.all_pts = pts
        self.upper_pts = (np.arange(1, 7)[:, None] * np.arange(DICE + 1)[None, :]).astype(np.int64)  # (6, 6)
        # by total u (last axis): where count c of face f takes the total (doubled: a place in the
        # table's last two axes), and what it earns, the bonus included when it crosses the threshold
        before = np.arange(UPPER_CAP + 1)
        after = before + self.upper_pts[:, :, None]  # (6, 6, 64)
        self.upper_place = np.minimum(after, UPPER_CAP) * 2
        crossed = (before < model.threshold) & (after >= model.threshold)
        self.upper_gain = self.upper_pts[:, :, None] + crossed * float(model.upper_bonus)
        self.y50_flag = 1 if model.fifty_matters else 0
        self.box_bits = (1 << np.arange(NUM_BOXES)).astype(np.int64)
        # five-of-a-kind rows: plain and Joker points of each lower box, and Roll! qualification
        rows = FIVE_KIND_ROWS
        self.five_plain = model.points[rows].astype(np.float64)  # (6, 13)
        self.five_joker = model.joker_points.astype(np.float64)
        self.five_q_plain = model.roll_qualifies[rows].astype(np.float64)
        self.five_q_joker = model.joker_roll_qualifies.astype(np.float64)
        self._five_by_bonus: dict[int, _FivePoints] = {}
        self._local = threading.local()

    def workspace(self, size: int) -> _Workspace:
        """This thread's scratch arrays for ``size`` states (the buffer grows as needed)."""
        local = self._local
        buffer = getattr(local, "buffer", None)
        rows = _Workspace.rows(roll_bonus=self.roll_bonus)
        if buffer is None or buffer.size < rows * size:
            local.buffer = np.empty(rows * size, self.dtype)
            local.views = {}
        ws = local.views.get(size)
        if ws is None:
            if len(local.views) >= 32:
                local.views.clear()
            ws = local.views[size] = _Workspace(local.buffer, size, roll_bonus=self.roll_bonus)
        return ws

    def shift(self, z, points):
        """``z`` (future values) after earning ``points`` first: for moments, the square grows
        by 2 * points * value + points**2."""
        if not self.moments:
            return z + points
        real = z.real + points
        with np.errstate(invalid="ignore"):
            imag = z.imag + 2 * points * z.real + points * points
            imag = np.where(np.isfinite(real), imag, 0.0)
        return real + 1j * imag

    def full(self, shape, fill=NEG):
        return np.full(shape, fill, dtype=self.dtype)

    # --- successors -------------------------------------------------------------------------------
    def successors(self, values: np.ndarray, masks: np.ndarray, ups: np.ndarray, flags: np.ndarray):
        """Successor values of each box for states (masks, ups, flags): ``(open, lower, y50, upper)``
        with lower (13, S) (rows 6-12 used; the five-of-a-kind box scoring 0), y50 (S,) the
        five-of-a-kind box scoring 50, and upper (6, 6, S) = points + bonus + value by count."""
        flat = values.reshape(-1)
        open_ = (masks[None, :] & self.box_bits[:, None]) == 0  # (13, S)
        # values[mask, total, flag] is flat[mask << 7 | total << 1 | flag]; rows[b]: box b filled
        rows = (masks[None, :] | self.box_bits[:, None]) << 7
        lower = self.full((NUM_BOXES, masks.size))
        lower[6:] = np.where(open_[6:], flat.take(rows[6:] + (ups * 2 + flags)), NEG)
        y50 = np.where(open_[Y], flat.take(rows[Y] + (ups * 2 + self.y50_flag)), NEG)
        places = (rows[:6] + flags)[:, None, :] + self.upper_place.take(ups, axis=2)  # (6, 6, S)
        upper = self.shift(flat.take(places), self.upper_gain.take(ups, axis=2))
        upper = np.where(open_[:6, None, :], upper, NEG)
        return open_, lower, y50, upper

    # --- scoring ------------------------------------------------------------------------------------
    def score_now(self, masks, ups, flags, succ, self_value=None, ws: _Workspace | None = None):
        """For t = 0, 1, 2 (after roll t+1): best points + future of scoring each roll now, (252, S)."""
        m = self.model
        open_, lower, y50, upper = succ
        size = masks.size
        plain = ws.now[2] if ws is not None else self.full((NUM_ROLLS, size))
        tmp = ws.tmp if ws is not None else self.full((NUM_ROLLS, size))
        bonus_ts = [t for t in range(2) if m.roll_bonus[t]]
        # every roll may go in an open section 1 box of a face it shows (for points), or take a zero
        # in any other open box; then the rows where a lower box scores points are raised below
        table = ws.faces if ws is not None else self.full((_COUNT_ROWS + 64, size))
        table[:_COUNT_ROWS] = upper.reshape(_COUNT_ROWS, size)
        zero = table[_COUNT_ROWS:]  # zero[m]: the best zero, in a lower box or the section 1 boxes of set m
        zero[0] = lower[6:].max(axis=0)
        for f in range(6):
            np.maximum(zero[: 1 << f], upper[f, 0], out=zero[1 << f : 2 << f])
        _best_of_rows(table, plain, tmp, _FACE_COUNT_ZERO_ROWS)
        if bonus_ts:
            # YNOT's Roll!: the best box that earns it, kept apart, then raised by each roll's bonus
            qual = ws.now[3] if ws is not None else self.full((NUM_ROLLS, size))
            flat_upper = np.concatenate([upper.reshape(36, size), self.full((1, size))])
            flat_upper.take(self.upper_qual_index, axis=0, out=qual, mode="clip")
        for b in self.lower_boxes:
            rows = self.lower_rows[b]
            if not open_[b].any():  # filled in every state of the chunk: nothing to raise
                continue
            if b == CHANCE:  # scores on every roll, never a Roll! bonus
                if self.moments:
                    tmp[:] = self.shift(lower[b][None, :], self.all_pts[:, b : b + 1])
                else:
                    np.add(self.all_pts[:, b : b + 1], lower[b], out=tmp)
                np.maximum(plain, tmp, out=plain)
                continue
            if self.moments or not isinstance(rows, slice):
                cand = self.shift(lower[b][None, :], self.lower_pts[b])
            else:
                cand = np.add(self.lower_pts[b], lower[b], out=tmp[: rows.stop - rows.start])
            if isinstance(rows, slice):
                if bonus_ts:
                    np.maximum(qual[rows], cand, out=qual[rows])
                np.maximum(plain[rows], cand, out=plain[rows])
            elif rows.size:
                if bonus_ts:
                    qual[rows] = np.maximum(cand, qual[rows])
                plain[rows] = np.maximum(cand, plain[rows])
        out: list[np.ndarray] = [plain, plain, plain]
        for t in bonus_ts:
            arr = ws.now[t] if ws is not None else self.full((NUM_ROLLS, size))
            arr[:] = self.shift(qual, float(m.roll_bonus[t]))
            np.maximum(arr, plain, out=arr)
            out[t] = arr
        done: list[np.ndarray] = []
        for t in range(3):
            if not any(out[t] is d for d in done):
                self._five_kind_rows(out[t], flags, succ, m.roll_bonus[t], self_value)
                done.append(out[t])
        return out

    def _five_kind_rows(self, target, flags, succ, roll_bonus: int, self_value) -> None:
        """Overwrite the six five-of-a-kind rows (one per face): Joker, extra bonus, forced boxes,
        extra turn. Each kind of box is reduced to one best candidate per face, (6 faces, S), before
        the rules choose among them, so that a chunk of states costs a few dozen row operations."""
        m = self.model
        open_, lower, y50, upper = succ
        fifty = flags.astype(bool)
        # the face's own section 1 box for its points; any other section 1 box for nothing
        own = self.shift(upper[:, DICE], float(roll_bonus))
        other = _best_of_others(upper[:, 0])
        points = self._five_points(roll_bonus)
        fifty_box = self.shift(y50[None, :], points.fifty)
        lows = lower[self.lower_boxes][:, None, :]  # (boxes, 1, S)
        best_lower = self.shift(lows, points.plain).max(axis=0)  # (faces, S)
        joker = self._joker(open_, fifty)
        if joker is None:
            best = np.maximum(np.maximum(own, other), np.maximum(fifty_box, best_lower))
        else:
            joker_lower = self.shift(lows, points.joker).max(axis=0)
            if m.joker is JokerRule.FORCED:
                # a Joker must go in its face's section 1 box if free, else in a free lower box, else
                # in any section 1 box
                forced = np.where(open_[6:].any(axis=0), np.maximum(joker_lower, fifty_box), other)
                forced = np.where(open_[:6], own, forced)
                free = np.maximum(np.maximum(own, other), np.maximum(fifty_box, best_lower))
                best = np.where(joker, forced, free)
            else:
                best_lower = np.where(joker, joker_lower, best_lower)
                best = np.maximum(np.maximum(own, other), np.maximum(fifty_box, best_lower))
        if m.extra > 0:
            extra = fifty & True
            if m.extra_in_box:
                if self_value is not None:
                    turn = self.shift(self_value, float(m.extra))
                    np.maximum(best, np.where(extra, turn, NEG), out=best)
            else:
                best = self.shift(best, np.where(extra, float(m.extra), 0.0))
        target[FIVE_ROWS] = best

    def _five_points(self, roll_bonus: int) -> _FivePoints:
        """What a five of a kind scores in the lower boxes, plainly and as a Joker (boxes, faces, 1),
        and in the five-of-a-kind box (faces, 1), with a Roll! bonus of ``roll_bonus``."""
        points = self._five_by_bonus.get(roll_bonus)
        if points is None:
            lows = self.lower_boxes
            points = self._five_by_bonus[roll_bonus] = _FivePoints(
                (self.five_plain[:, lows] + roll_bonus * self.five_q_plain[:, lows]).T[:, :, None],
                (self.five_joker[:, lows] + roll_bonus * self.five_q_joker[:, lows]).T[:, :, None],
                FIVE_KIND_POINTS + roll_bonus * self.five_q_plain[:, Y : Y + 1],
            )
        return points

    def _joker(self, open_: np.ndarray, fifty: np.ndarray) -> np.ndarray | None:
        """Where a five of a kind is a Joker, by face (6, S) or for every face (S,); None without
        Jokers."""
        rules = self.model.rules
        if self.model.joker is JokerRule.NONE:
            return None
        y_filled = ~open_[Y]
        joker = fifty.copy() if rules.joker_needs_fifty else y_filled.copy()
        if rules.zero_blocks_extra:
            joker &= ~(y_filled & ~fifty)
        if rules.joker_needs_upper:
            joker = joker & ~open_[:6]
        return joker

    # --- inside a turn ------------------------------------------------------------------------------
    @staticmethod
    def expect(top: np.ndarray, levels: list[np.ndarray], tmp: np.ndarray) -> list[np.ndarray]:
        """Expected values of every keep, level by level (into ``levels``, whose [5] becomes ``top``)."""
        levels = list(levels)
        levels[DICE] = top
        for n in range(DICE - 1, -1, -1):
            above = levels[n + 1]
            add = _ADD_COLUMNS[n]
            acc = levels[n]
            part = tmp[: add[0].size]
            above.take(add[0], axis=0, out=acc, mode="clip")
            for f in range(1, 6):
                above.take(add[f], axis=0, out=part, mode="clip")
                acc += part
            acc *= 1.0 / 6.0
        return levels

    @staticmethod
    def best_sub(levels: list[np.ndarray], best: list[np.ndarray], tmp: np.ndarray) -> np.ndarray:
        """For each roll, the best value over every keep it contains (``best`` is scratch)."""
        prev = levels[0]
        for n in range(1, DICE + 1):
            cur = best[n]
            _best_of_rows(prev, cur, tmp, REMOVE[n])  # the best keep of one die fewer
            np.maximum(cur, levels[n], out=cur)
            prev = cur
        return prev

    def turn(self, masks, ups, flags, values, self_value=None, detail: bool = False):
        """Values (S,) of the states' turns; with ``detail``, also a TurnDetail of the first state."""
        size = masks.size
        if detail:
            ws = _Workspace(np.empty(_Workspace.rows(both=True) * size, self.dtype), size, both=True)
        else:
            ws = self.workspace(size)
        succ = self.successors(values, masks, ups, flags)
        now = self.score_now(masks, ups, flags, succ, self_value, ws)
        tmp = ws.tmp
        k2 = self.expect(now[2], ws.levels[0], tmp)
        r2 = self.best_sub(k2, ws.best[0], tmp)
        if self.model.roll_bonus[1]:
            np.maximum(r2, now[1], out=r2)
        k1 = self.expect(r2, ws.levels[1], tmp)
        r1 = self.best_sub(k1, ws.best[1], tmp)
        if self.model.roll_bonus[0]:
            np.maximum(r1, now[0], out=r1)
        result = np.einsum("r,rs->s", ROLL_PROB, r1)
        if detail:
            return result, TurnDetail(list(now), [k1, k2], [r1, r2, now[2]], float(result[0]))
        return result


class ExtraTurn:
    """The turns of states whose five-of-a-kind box holds 50 (Windows' extra turn), as functions
    g(x) of their own value x, for the fixed point x = g(x).

    x enters a turn only through the six five-of-a-kind rolls after the last roll, each worth
    max(best box, x + 50). Of the keeps before the last roll, only the empty keep and the keeps of
    one face can still become five of a kind; every other keep's expectation, and the best of those
    keeps inside each roll, do not depend on x and are computed once. Each g(x) then costs the
    x-dependent keeps (linear in the five-of-a-kind values), a maximum per roll, and the first two
    rolls of the turn: about half a whole turn. (Not with YNOT's Roll! bonus.)
    """

    def __init__(self, evaluator: TurnEvaluator, masks, ups, flags, values) -> None:
        self.evaluator = evaluator
        size = masks.size
        ws = evaluator.workspace(size)
        tmp = ws.tmp
        succ = evaluator.successors(values, masks, ups, flags)
        top = evaluator.score_now(masks, ups, flags, succ, None, ws)[2]
        #: best box of each five of a kind, without the extra turn (6, S)
        self.box = top[FIVE_ROWS].copy()
        top[FIVE_ROWS] = 0.0  # the expectations below leave out the five-of-a-kind rolls
        k2 = evaluator.expect(top, ws.levels[0], tmp)
        #: the keeps of n dice of one face f before the last roll, without their chance of five of
        #: a kind (5, 6, S); the empty keep likewise (S,)
        self.single = np.stack([k2[n][_SINGLE[n - 1]] for n in range(1, DICE + 1)])
        self.empty = k2[0][0].copy()
        for n in range(1, DICE + 1):
            k2[n][_SINGLE[n - 1]] = NEG
        k2[0][0] = NEG
        #: for each roll before the last, the best keep that cannot become five of a kind (252, S)
        self.fixed = evaluator.best_sub(k2, ws.best[0], tmp).copy()
        #: best[f, c]: the best keep of c or fewer dice of face f (or none), for counts c = 1..5
        self.best = np.empty((FACES, DICE + 1, size))
        self.roll2 = np.empty((NUM_ROLLS, size))

    @property
    def size(self) -> int:
        return self.empty.size

    def keep(self, columns: np.ndarray) -> None:
        """Keep only these states (the others have converged)."""
        self.box = self.box[:, columns]
        self.single = self.single[:, :, columns]
        self.empty = self.empty[columns]
        self.fixed = np.ascontiguousarray(self.fixed[:, columns])
        self.best = np.empty((FACES, DICE + 1, columns.size))
        self.roll2 = np.empty((NUM_ROLLS, columns.size))

    def __call__(self, x: np.ndarray) -> np.ndarray:
        """g(x): the value of each state's turn when its own value is x."""
        ev = self.evaluator
        size = self.size
        ws = ev.workspace(size)
        tmp = ws.tmp
        five = np.maximum(self.box, x + float(ev.model.extra))  # (6, S)
        best = self.best
        best[:, 0] = self.empty + _EMPTY_CHANCE * five.sum(axis=0)
        for n in range(1, DICE + 1):
            np.maximum(best[:, n - 1], self.single[n - 1] + _SINGLE_CHANCE[n - 1] * five, out=best[:, n])
        roll2 = self.roll2
        _best_of_rows(best.reshape(_COUNT_ROWS, size), roll2, tmp)
        np.maximum(roll2, self.fixed, out=roll2)
        k1 = ev.expect(roll2, ws.levels[1], tmp)
        r1 = ev.best_sub(k1, ws.best[1], tmp)
        return np.einsum("r,rs->s", ROLL_PROB, r1)


def _face_count_rows(with_zero: bool) -> tuple[tuple[int, int, np.ndarray], ...]:
    """For the rolls grouped by their number d of distinct faces into slices ``start:stop``: for
    each face f shown c times, the row ``f * 6 + c`` of a (face, count) table; ``with_zero``, also
    the row ``36 + m`` with m the set of faces not shown (bit f for face f + 1)."""
    groups = []
    for start, stop, _ in REMOVE[DICE]:
        rows = []
        for counts in KEEPS[DICE][start:stop]:
            shown = [f * (DICE + 1) + c for f, c in enumerate(counts) if c]
            unshown = sum(1 << f for f, c in enumerate(counts) if not c)
            rows.append(shown + ([_COUNT_ROWS + unshown] if with_zero else []))
        groups.append((start, stop, np.ascontiguousarray(np.array(rows, dtype=np.intp).T)))
    return tuple(groups)


_COUNT_ROWS = FACES * (DICE + 1)
_FACE_COUNT_ROWS = _face_count_rows(False)
_FACE_COUNT_ZERO_ROWS = _face_count_rows(True)


def _best_of_rows(table: np.ndarray, out: np.ndarray, tmp: np.ndarray, groups=_FACE_COUNT_ROWS) -> None:
    """For each group ``(start, stop, rows)``: ``out[start:stop]`` = the best of the rows of ``table``
    that the columns of ``rows`` name (``rows[j]`` holds one row number for each of ``out``'s rows).
    With the default groups: for each roll, the best by its faces (see _face_count_rows)."""
    for start, stop, rows in groups:
        seg = out[start:stop]
        table.take(rows[0], axis=0, out=seg, mode="clip")
        part = tmp[: stop - start]
        for j in range(1, rows.shape[0]):
            table.take(rows[j], axis=0, out=part, mode="clip")
            np.maximum(seg, part, out=seg)


def _best_of_others(rows: np.ndarray) -> np.ndarray:
    """For each of the six rows, the best of the five other rows (elementwise): the best of the
    rows before it and of the rows after it, each built up one row at a time."""
    before = np.empty_like(rows)  # before[f] = best of rows 0..f-1 (f >= 1)
    after = np.empty_like(rows)  # after[f] = best of rows f+1..5 (f <= 4)
    before[1] = rows[0]
    after[-2] = rows[-1]
    last = len(rows) - 1
    for f in range(2, len(rows)):
        np.maximum(before[f - 1], rows[f - 1], out=before[f])
        np.maximum(after[last - f + 1], rows[last - f + 1], out=after[last - f])
    before[0] = after[0]
    after[-1] = before[-1]
    return np.maximum(before, after, out=before)


def _as_slice(rows: np.ndarray) -> slice | np.ndarray:
    """A run of consecutive rows as a slice; anything else stays an index array."""
    if rows.size and np.array_equal(rows, np.arange(rows[0], rows[0] + rows.size)):
        return slice(int(rows[0]), int(rows[0]) + rows.size)
    return rows
