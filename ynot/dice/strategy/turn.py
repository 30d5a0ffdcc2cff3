"""One turn of the exact solver: the expected value of a turn from many turn-start states at once.

Every array below has one column per state, and the 252 rolls or the 462 keeps as rows.
Expectations over rerolls are built by adding one die at a time, and the best keep inside a roll by
removing one die at a time, so a turn costs a few thousand array operations per state. The search
over whole games is in search.py; the solved values in table.py.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import numpy as np

from .dice_space import (
    ADD,
    DICE,
    FACES,
    INDEX,
    KEEPS,
    NUM_ROLLS,
    REMOVE,
    ROLL_PROB,
)
from .model import ScoringModel
from .roll_scores import COUNT_ROWS, FIVE_ROWS, NEG, RollScores

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


class _Workspace:
    """Scratch arrays for a chunk of ``size`` states, cut one after another from ``buffer`` (one
    buffer per thread), so that each is contiguous whatever the size of the chunk. ``levels[t]`` holds the
    keeps of 0-4 dice after roll t+1 (a keep of five dice is the roll itself, whose row the rolls' own
    array holds); the best keep inside each is worked out in place (TurnEvaluator.best_sub), so a turn
    needs no more rows than that, and the two rolls share them unless ``both`` (a TurnDetail keeps both
    rolls' keeps and their best apart, ``best``). Without YNOT's Roll! bonus, scoring after each roll is
    the same (``now[2]``), and ``now[0, 1, 3]`` are not needed. ``scratch`` is what scoring the rolls needs
    besides (RollScores.scratch_rows)."""

    def __init__(self, buffer: np.ndarray, size: int, scratch: int, both: bool = False, roll_bonus: bool = True):
        self.size = size
        offset = 0

        def cut(rows: int) -> np.ndarray:
            nonlocal offset
            array = buffer[offset : offset + rows * size].reshape(rows, size)
            offset += rows * size
            return array

        self.levels = [[cut(n) for n in _LEVEL_SIZES[:DICE]] for _ in range(2 if both else 1)]
        self.best: list[list[np.ndarray]] = [[cut(n) for n in _LEVEL_SIZES] for _ in range(2 if both else 0)]
        if not both:
            self.levels.append(self.levels[0])
        self.tmp = cut(NUM_ROLLS)
        self.now = [cut(NUM_ROLLS) if roll_bonus or t == 2 else None for t in range(4)]
        self.scratch = buffer[offset : offset + scratch * size]

    @staticmethod
    def rows(scratch: int, both: bool = False, roll_bonus: bool = True) -> int:
        """Rows of all the scratch arrays together (a buffer needs rows * size values)."""
        below = sum(_LEVEL_SIZES[:DICE])
        keeps = 2 * (below + sum(_LEVEL_SIZES)) if both else below
        return keeps + (5 if roll_bonus else 2) * NUM_ROLLS + scratch


class TurnEvaluator:
    """Evaluates the turns of many states of one rule set against a table of successor values.

    With ``moments``, values are complex: the real part is the expected future score and the
    imaginary part its expected square under the same (optimal) play. NumPy orders complex numbers
    by real part first, so every maximum still chooses by expected score.
    """

    def __init__(self, model: ScoringModel, moments: bool = False) -> None:
        self.model = model
        self.moments = moments
        self.scores = RollScores(model, moments)
        self.dtype = self.scores.dtype
        self.roll_bonus = any(model.roll_bonus)
        self.shift = self.scores.shift
        self.full = self.scores.full
        self._local = threading.local()

    def workspace(self, size: int) -> _Workspace:
        """This thread's scratch arrays for ``size`` states (the buffer grows as needed)."""
        local = self._local
        buffer = getattr(local, "buffer", None)
        scratch = self.scores.scratch_rows()
        rows = _Workspace.rows(scratch, roll_bonus=self.roll_bonus)
        if buffer is None or buffer.size < rows * size:
            local.buffer = np.empty(rows * size, self.dtype)
            local.views = {}
        ws = local.views.get(size)
        if ws is None:
            if len(local.views) >= 32:
                local.views.clear()
            ws = local.views[size] = _Workspace(local.buffer, size, scratch, roll_bonus=self.roll_bonus)
        return ws

    def successors(self, values: np.ndarray, masks: np.ndarray, ups: np.ndarray, flags: np.ndarray):
        """Successor values of each box (RollScores.successors)."""
        return self.scores.successors(values, masks, ups, flags)

    def score_now(self, masks, ups, flags, succ, self_value=None, ws: _Workspace | None = None):
        """For t = 0, 1, 2 (after roll t+1): best points + future of scoring each roll now, (252, S)."""
        if ws is None:
            ws = _Workspace(np.empty(_Workspace.rows(self.scores.scratch_rows()) * masks.size, self.dtype),
                            masks.size, self.scores.scratch_rows())
        return self.scores.score_now(flags, succ, self_value, ws.now, ws.tmp, ws.scratch)

    # --- inside a turn ------------------------------------------------------------------------------
    @staticmethod
    def expect(top: np.ndarray, levels: list[np.ndarray], tmp: np.ndarray) -> list[np.ndarray]:
        """Expected values of every keep, level by level: the keeps of 0-4 dice into ``levels``; returned
        with ``top`` (the rolls) as the keeps of five dice."""
        levels = [*levels[:DICE], top]
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
        """For each roll, the best value over every keep it contains; ``best[n]`` becomes the best over every
        keep inside each keep of n dice. ``best`` may be ``levels`` itself: then it is worked out in place
        (a turn needs the keeps no more), which keeps a piece's rows fewer and more of them in the caches."""
        prev = levels[0]
        for n in range(1, DICE + 1):
            cur = best[n]
            if cur is not levels[n]:
                cur[...] = levels[n]
            for start, stop, parents in REMOVE[n]:  # the best keep of one die fewer
                seg = cur[start:stop]
                part = tmp[: stop - start]
                for rows in parents:
                    prev.take(rows, axis=0, out=part, mode="clip")
                    np.maximum(seg, part, out=seg)
            prev = cur
        return prev

    def turn(self, masks, ups, flags, values, self_value=None, detail: bool = False):
        """Values (S,) of the states' turns; with ``detail``, also a TurnDetail of the first state."""
        size = masks.size
        if detail:
            scratch = self.scores.scratch_rows()
            ws = _Workspace(np.empty(_Workspace.rows(scratch, both=True) * size, self.dtype), size, scratch, both=True)
        else:
            ws = self.workspace(size)
        succ = self.successors(values, masks, ups, flags)
        now = self.score_now(masks, ups, flags, succ, self_value, ws)
        tmp = ws.tmp
        k2 = self.expect(now[2], ws.levels[0], tmp)
        r2 = self.best_sub(k2, ws.best[0] if detail else k2, tmp)
        if self.model.roll_bonus[1]:
            np.maximum(r2, now[1], out=r2)
        k1 = self.expect(r2, ws.levels[1], tmp)
        r1 = self.best_sub(k1, ws.best[1] if detail else k1, tmp)
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
        self.fixed = evaluator.best_sub(k2, k2, tmp).copy()
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
        _best_of_rows(best.reshape(COUNT_ROWS, size), roll2, tmp)
        np.maximum(roll2, self.fixed, out=roll2)
        k1 = ev.expect(roll2, ws.levels[1], tmp)
        r1 = ev.best_sub(k1, k1, tmp)
        return np.einsum("r,rs->s", ROLL_PROB, r1)


def _face_count_rows() -> tuple[tuple[int, int, np.ndarray], ...]:
    """For the rolls grouped by their number d of distinct faces into slices ``start:stop``: for
    each face f shown c times, the row ``f * 6 + c`` of a (face, count) table."""
    groups = []
    for start, stop, _ in REMOVE[DICE]:
        rows = [[f * (DICE + 1) + c for f, c in enumerate(counts) if c] for counts in KEEPS[DICE][start:stop]]
        groups.append((start, stop, np.ascontiguousarray(np.array(rows, dtype=np.intp).T)))
    return tuple(groups)


_FACE_COUNT_ROWS = _face_count_rows()


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
