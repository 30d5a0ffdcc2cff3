"""What scoring each roll is worth now, for many turn-start states at once: the first step of a turn
in the solver (turn.py). For every roll and every state, the best box for the roll: its points, its
bonuses and the value of the card after it. Arrays have one row per roll and one column per state.

Each part is read from a few small tables of rows, so a chunk of states costs about two thousand row
operations whatever the rule set:

- section 1: a roll may go in the box of a face it shows for points, or take a zero in the box of
  any other face. The best of the six boxes is the better of two tables, one for faces 1-3 and one
  for faces 4-6, each with a row for every count of its three faces (56 rows: the counts that add up
  to five or less);
- section 2: a zero in any free box is a candidate for every roll; boxes that score the dice total
  (three and four of a kind, Chance) are read from rows of "the total plus the best of the boxes that
  score it" (one row per total and set of such boxes that some roll has); boxes that score a fixed
  value (full house, the straights) raise the rows they score on;
- the six five-of-a-kind rolls are worked out apart (Joker, extra bonus, Windows' extra turn).

Every candidate is computed as the plain per-box formula would (points + value), and maxima are
exact, so the result is the same to the bit as scoring each box of each roll one by one.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ..rules import JokerRule
from ..rules.scoring import FIVE_KIND_POINTS
from .dice_space import DICE, FACES, FIVE_KIND_ROWS, NUM_ROLLS, ROLL_COUNTS, ROLL_FACES
from .model import NUM_BOXES, UPPER_CAP, ScoringModel, Y

NEG = -np.inf
FIVE_ROWS = slice(int(FIVE_KIND_ROWS[0]), int(FIVE_KIND_ROWS[-1]) + 1)
assert list(range(NUM_ROLLS))[FIVE_ROWS] == list(FIVE_KIND_ROWS)
LOWER_BOXES = tuple(b for b in range(FACES, NUM_BOXES) if b != Y)
#: rows of a (face, count) table of section 1 values: face f with count c is row f * 6 + c
COUNT_ROWS = FACES * (DICE + 1)
#: sets of filled section 1 boxes, and section 1 totals as stored (capped)
_SETS, _TOTALS = 1 << FACES, UPPER_CAP + 1

# --- section 1 by halves: faces 1-3 and faces 4-6 -----------------------------------------------------
_PAIRS = [(a, b) for a in range(DICE + 1) for b in range(DICE + 1 - a)]
_TRIPLES = [(a, b, c) for a, b in _PAIRS for c in range(DICE + 1 - a - b)]
PAIR_ROWS, TRIPLE_ROWS = 2 * len(_PAIRS), 2 * len(_TRIPLES)


def _index_table(items: list[tuple[int, ...]]) -> np.ndarray:
    """index[counts] = the place of ``counts`` in ``items`` (a table with a side of DICE + 1)."""
    table = np.zeros((DICE + 1,) * len(items[0]), dtype=np.intp)
    table[tuple(np.array(items).T)] = np.arange(len(items))
    return table


def _count_row(face: int, count) -> np.ndarray:
    return face * (DICE + 1) + np.asarray(count, dtype=np.intp)


_PAIR_INDEX, _TRIPLE_INDEX = _index_table(_PAIRS), _index_table(_TRIPLES)
_P, _T = np.array(_PAIRS).T, np.array(_TRIPLES).T
#: the pairs of each half: its first face's row and its second face's row, (42,) each
_PAIR_FIRST = np.concatenate([_count_row(3 * h, _P[0]) for h in (0, 1)])
_PAIR_SECOND = np.concatenate([_count_row(3 * h + 1, _P[1]) for h in (0, 1)])
#: the triples of each half: their pair (a row of the pairs) and their third face's row, (112,) each
_TRIPLE_PAIR = np.concatenate([h * len(_PAIRS) + _PAIR_INDEX[_T[0], _T[1]] for h in (0, 1)])
_TRIPLE_THIRD = np.concatenate([_count_row(3 * h + 2, _T[2]) for h in (0, 1)])
#: each roll's row in the triples of faces 1-3 and of faces 4-6, (252,) each
_C = ROLL_COUNTS.T
_ROLL_LOW = _TRIPLE_INDEX[_C[0], _C[1], _C[2]]
_ROLL_HIGH = len(_TRIPLES) + _TRIPLE_INDEX[_C[3], _C[4], _C[5]]


class _TotalRows(NamedTuple):
    """Section 2 boxes that score the dice total, as rows of "total + the best of the boxes": which
    boxes each set holds, and for each row its set and its total; each roll's row."""

    sets: tuple[tuple[int, ...], ...]
    row_set: np.ndarray
    row_total: np.ndarray  # (rows, 1)
    roll_row: np.ndarray


class _FixedBox(NamedTuple):
    """A section 2 box that scores one value, and the rolls (a slice where they are a run) it scores on."""

    box: int
    points: float
    rows: slice | np.ndarray


class _FiveGroup(NamedTuple):
    """Lower boxes in which a five of a kind scores the same points, face by face: the points are one
    number, or a column (6, 1) where they depend on the face."""

    boxes: tuple[int, ...]
    points: float | np.ndarray


class _FivePoints(NamedTuple):
    """A five of a kind's points in the lower boxes (plain, Joker) and the five-of-a-kind box."""

    plain: tuple[_FiveGroup, ...]
    joker: tuple[_FiveGroup, ...]
    fifty: float | np.ndarray


def _as_slice(rows: np.ndarray) -> slice | np.ndarray:
    """A run of consecutive rows as a slice; anything else stays an index array."""
    if rows.size and np.array_equal(rows, np.arange(rows[0], rows[0] + rows.size)):
        return slice(int(rows[0]), int(rows[0]) + rows.size)
    return rows


class RollScores:
    """Scores every roll of many states of one rule set (float64, or complex128 for moments: see
    turn.TurnEvaluator)."""

    def __init__(self, model: ScoringModel, moments: bool = False) -> None:
        self.model = model
        self.moments = moments
        self.dtype = np.complex128 if moments else np.float64
        self.roll_bonus = any(model.roll_bonus)
        plain_rows = np.ones(NUM_ROLLS, dtype=bool)
        plain_rows[FIVE_KIND_ROWS] = False
        scores = (model.points > 0) & plain_rows[:, None]
        qualifies = model.roll_qualifies & plain_rows[:, None]
        totals, fixed = _box_kinds(model, scores)
        self.totals = _total_rows(totals, scores)
        self.fixed = [_FixedBox(b, float(p), _as_slice(np.flatnonzero(scores[:, b]))) for b, p in fixed]
        # YNOT's Roll!: the boxes that earn it (a section 1 box of a face shown 3+ times, any section 2
        # box that scores, Chance excepted)
        self.qual_totals = _total_rows(totals, qualifies)
        self.qual_fixed = [f for f in self.fixed if qualifies[:, f.box].any()]
        three = ROLL_COUNTS >= 3
        #: per roll, the row (face * 6 + count) of the section 1 box that earns the Roll! bonus (a roll
        #: has at most one such face), or COUNT_ROWS (a row of no value) for none
        self.upper_qual_row = np.where(
            three.any(axis=1), three.argmax(axis=1) * (DICE + 1) + ROLL_COUNTS.max(axis=1), COUNT_ROWS
        ).astype(np.intp)
        # what section 1 boxes take, by the set of filled section 1 boxes and the total before (one row of
        # 36 per pair, faces outer, counts inner): the step from the state's own place in the table
        # (values.reshape(-1)) to the place after scoring (the capped total doubled: a place in the
        # table's last two axes), and the gain (points, and the bonus when the total crosses the
        # threshold). A filled box steps nowhere (its own place, a value that is there) and gains -inf.
        filled = (np.arange(_SETS)[:, None, None, None] >> np.arange(FACES)[None, None, :, None] & 1).astype(bool)
        before = np.arange(UPPER_CAP + 1)[None, :, None, None]
        points = np.arange(1, FACES + 1)[None, None, :, None] * np.arange(DICE + 1)[None, None, None, :]
        after = np.minimum(before + points, UPPER_CAP)
        step = (1 << np.arange(FACES) + 7)[None, None, :, None] + (after - before) * 2
        crossed = (before < model.threshold) & (before + points >= model.threshold)
        gain = (points + crossed * model.upper_bonus).astype(np.float64)
        self.upper_step = np.where(filled, 0, step).reshape(_SETS * _TOTALS, COUNT_ROWS)
        self.upper_gain = np.where(filled, NEG, gain).reshape(_SETS * _TOTALS, COUNT_ROWS)
        #: the five-of-a-kind box taking 50 sets the flag (where it matters): a step from the flag bit
        self.y50_flag = 1 if model.fifty_matters else 0
        self.box_bits = (1 << np.arange(NUM_BOXES)).astype(np.int64)
        self.lower_steps = (self.box_bits[FACES:] << 7)[:, None]
        # five-of-a-kind rows: plain and Joker points of each lower box, and Roll! qualification
        rows = FIVE_KIND_ROWS
        self.five_plain = model.points[rows].astype(np.float64)  # (6, 13)
        self.five_joker = model.joker_points.astype(np.float64)
        self.five_q_plain = model.roll_qualifies[rows].astype(np.float64)
        self.five_q_joker = model.joker_roll_qualifies.astype(np.float64)
        self._five_by_bonus: dict[int, _FivePoints] = {}

    def scratch_rows(self) -> int:
        """Rows of scratch that score_now needs (see turn._Workspace)."""
        rows = PAIR_ROWS + TRIPLE_ROWS + len(self.totals.sets) + self.totals.row_set.size
        if self.roll_bonus:
            rows += len(self.qual_totals.sets) + self.qual_totals.row_set.size + COUNT_ROWS + 1
        return rows

    def shift(self, z, points, out=None):
        """``z`` (future values) after earning ``points`` first: for moments, the square grows
        by 2 * points * value + points**2. Written into ``out`` if given."""
        if not self.moments:
            return np.add(z, points, out=out)
        if out is not None:
            out[...] = self.shift(z, points)
            return out
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
        five-of-a-kind box scoring 50, and upper (6, 6, S) = points + bonus + value by count; -inf for
        a filled box. ``values`` must hold a number (not NaN) at each state's own place: a filled box
        reads it (the solver's table holds 0 for states not yet solved)."""
        flat = values.reshape(-1)
        size = masks.size
        open_ = (masks[None, :] & self.box_bits[:, None]) == 0  # (13, S)
        # values[mask, total, flag] is flat[mask << 7 | total << 1 | flag]
        own = (masks << 7) | (ups << 1) | flags
        lower = np.empty((NUM_BOXES, size), dtype=self.dtype)
        lower[:FACES] = NEG
        np.add(flat.take(own | self.lower_steps), np.where(open_[FACES:], 0.0, NEG), out=lower[FACES:])
        y50 = flat.take((own & ~1) | (self.box_bits[Y] << 7) | self.y50_flag) + np.where(open_[Y], 0.0, NEG)
        key = ((masks & (_SETS - 1)) << 6) | ups
        places = self.upper_step.take(key, axis=0)  # (S, 36)
        places += own[:, None]
        upper = self.shift(flat.take(places), self.upper_gain.take(key, axis=0))
        return open_, lower, y50, np.ascontiguousarray(upper.T).reshape(FACES, DICE + 1, size)

    # --- scoring ------------------------------------------------------------------------------------
    def score_now(self, flags, succ, self_value, now: list, tmp: np.ndarray, scratch: np.ndarray) -> list:
        """For t = 0, 1, 2 (after roll t+1): the best points + future of scoring each roll now, (252, S)
        each, written into ``now`` (four arrays of that shape, or None where not needed: see
        turn._Workspace) and returned (the same array for rolls without a different Roll! bonus)."""
        m = self.model
        open_, lower, y50, upper = succ
        size = flags.size
        plain = now[2]
        upper_rows = upper.reshape(COUNT_ROWS, size)
        cut = _Cutter(scratch, size)
        pairs, triples = cut(PAIR_ROWS), cut(TRIPLE_ROWS)
        # section 1 by halves, then the best zero of section 2 joins every roll through faces 4-6
        pair_tmp, triple_tmp = tmp[:PAIR_ROWS], tmp[:TRIPLE_ROWS]
        upper_rows.take(_PAIR_FIRST, axis=0, out=pairs, mode="clip")
        upper_rows.take(_PAIR_SECOND, axis=0, out=pair_tmp, mode="clip")
        np.maximum(pairs, pair_tmp, out=pairs)
        pairs.take(_TRIPLE_PAIR, axis=0, out=triples, mode="clip")
        upper_rows.take(_TRIPLE_THIRD, axis=0, out=triple_tmp, mode="clip")
        np.maximum(triples, triple_tmp, out=triples)
        high = triples[len(_TRIPLES) :]
        np.maximum(high, lower[6:].max(axis=0), out=high)
        triples.take(_ROLL_LOW, axis=0, out=plain, mode="clip")
        triples.take(_ROLL_HIGH, axis=0, out=tmp, mode="clip")
        np.maximum(plain, tmp, out=plain)
        # section 2 boxes that score points
        self._raise_by_totals(plain, lower, self.totals, cut, tmp)
        self._raise_by_fixed(plain, lower, open_, self.fixed)
        bonus_ts = [t for t in range(2) if m.roll_bonus[t]]
        if bonus_ts:
            # YNOT's Roll!: the best box that earns it, kept apart, then raised by each roll's bonus
            qual = now[3]
            with_none = cut(COUNT_ROWS + 1)
            with_none[:COUNT_ROWS] = upper_rows
            with_none[COUNT_ROWS] = NEG
            with_none.take(self.upper_qual_row, axis=0, out=qual, mode="clip")
            self._raise_by_totals(qual, lower, self.qual_totals, cut, tmp)
            self._raise_by_fixed(qual, lower, open_, self.qual_fixed)
        out: list[np.ndarray] = [plain, plain, plain]
        for t in bonus_ts:
            arr = now[t]
            arr[:] = self.shift(now[3], float(m.roll_bonus[t]))
            np.maximum(arr, plain, out=arr)
            out[t] = arr
        done: list[np.ndarray] = []
        for t in range(3):
            if not any(out[t] is d for d in done):
                self._five_kind_rows(out[t], flags, succ, m.roll_bonus[t], self_value)
                done.append(out[t])
        return out

    def _raise_by_totals(self, target, lower, totals: _TotalRows, cut: _Cutter, tmp) -> None:
        """Raise each roll to its row of "total + the best box that scores the total"."""
        best = cut(len(totals.sets))
        for i, boxes in enumerate(totals.sets):
            if not boxes:
                best[i] = NEG
                continue
            best[i] = lower[boxes[0]]
            for b in boxes[1:]:
                np.maximum(best[i], lower[b], out=best[i])
        rows = cut(totals.row_set.size)
        best.take(totals.row_set, axis=0, out=rows, mode="clip")
        self.shift(rows, totals.row_total, out=rows)
        rows.take(totals.roll_row, axis=0, out=tmp, mode="clip")
        np.maximum(target, tmp, out=target)

    def _raise_by_fixed(self, target, lower, open_, fixed: list[_FixedBox]) -> None:
        """Raise the rows each fixed-value box scores on by its points + the value after it."""
        for box in fixed:
            if not open_[box.box].any():  # filled in every state of the chunk
                continue
            cand = self.shift(lower[box.box], box.points)
            if isinstance(box.rows, slice):
                np.maximum(target[box.rows], cand, out=target[box.rows])
            elif box.rows.size:
                target[box.rows] = np.maximum(target[box.rows], cand)

    def _five_kind_rows(self, target, flags, succ, roll_bonus: int, self_value) -> None:
        """Overwrite the six five-of-a-kind rows (one per face): Joker, extra bonus, forced boxes,
        extra turn. Each kind of box is reduced to one best candidate per face (6 faces, S), or one
        for every face (S,), before the rules choose among them: a few dozen row operations."""
        m = self.model
        open_, lower, y50, upper = succ
        fifty = flags.astype(bool)
        # the face's own section 1 box for its points; any other section 1 box for nothing
        own = self.shift(upper[:, DICE], float(roll_bonus))
        other = _best_of_others(upper[:, 0])
        points = self._five_points(roll_bonus)
        fifty_box = self.shift(y50, points.fifty)
        best_of: dict[tuple[int, ...], np.ndarray] = {}
        best_lower = self._best_lower(lower, points.plain, best_of)
        joker = self._joker(open_, fifty)
        if joker is None:
            best = np.maximum(np.maximum(own, other), np.maximum(fifty_box, best_lower))
        else:
            joker_lower = self._best_lower(lower, points.joker, best_of)
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
            if m.extra_in_box:
                if self_value is not None:
                    turn = self.shift(self_value, float(m.extra))
                    np.maximum(best, np.where(fifty, turn, NEG), out=best)
            else:
                best = self.shift(best, np.where(fifty, float(m.extra), 0.0))
        target[FIVE_ROWS] = best

    def _best_lower(self, lower, groups: tuple[_FiveGroup, ...], best_of: dict) -> np.ndarray:
        """The best lower box for each face's five of a kind, (6, S), or (S,) where no box's points
        depend on the face: the best value of each group of boxes (kept in ``best_of`` for the next
        call), plus the group's points."""
        result = None
        for group in groups:
            value = best_of.get(group.boxes)
            if value is None:
                value = lower[group.boxes[0]]
                for b in group.boxes[1:]:
                    value = np.maximum(value, lower[b])
                best_of[group.boxes] = value
            cand = self.shift(value, group.points)
            result = cand if result is None else np.maximum(result, cand)
        return result if result is not None else NEG

    def _five_points(self, roll_bonus: int) -> _FivePoints:
        """What a five of a kind scores in the lower boxes, plainly and as a Joker (groups of boxes
        with the same points for each face), and in the five-of-a-kind box, with a Roll! bonus of
        ``roll_bonus``."""
        points = self._five_by_bonus.get(roll_bonus)
        if points is None:
            lows = list(LOWER_BOXES)
            plain = self.five_plain[:, lows] + roll_bonus * self.five_q_plain[:, lows]
            joker = self.five_joker[:, lows] + roll_bonus * self.five_q_joker[:, lows]
            fifty = _by_face(FIVE_KIND_POINTS + roll_bonus * self.five_q_plain[:, Y])
            points = self._five_by_bonus[roll_bonus] = _FivePoints(_five_groups(plain), _five_groups(joker), fifty)
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


class _Cutter:
    """Scratch arrays of ``size`` columns cut one after another from a buffer."""

    def __init__(self, buffer: np.ndarray, size: int) -> None:
        self.buffer, self.size, self.offset = buffer, size, 0

    def __call__(self, rows: int) -> np.ndarray:
        array = self.buffer[self.offset : self.offset + rows * self.size].reshape(rows, self.size)
        self.offset += rows * self.size
        return array


def _box_kinds(model: ScoringModel, scores: np.ndarray) -> tuple[list[int], list[tuple[int, int]]]:
    """The section 2 boxes (but five of a kind) that score the dice total wherever they score, and
    those that score one fixed value (box, points), on the rolls that are not five of a kind."""
    totals = ROLL_FACES.sum(axis=1)
    by_total, fixed = [], []
    for b in LOWER_BOXES:
        points = model.points[scores[:, b], b]
        if points.size and np.array_equal(points, totals[scores[:, b]]):
            by_total.append(b)
        elif np.all(points == points[:1]):
            fixed.append((b, int(points[0]) if points.size else 0))
        else:
            raise ValueError(f"the solver cannot score box {b} of {model.rules.name}: neither the total nor one value")
    return by_total, fixed


def _total_rows(boxes: list[int], scores: np.ndarray) -> _TotalRows:
    """The rows of "total + best box" for the total-scoring ``boxes`` where ``scores`` says they score
    (on the rolls that are not five of a kind; those take row 0), ordered by set, then total."""
    plain = np.ones(NUM_ROLLS, dtype=bool)
    plain[FIVE_KIND_ROWS] = False
    which = (scores[:, boxes].astype(np.int64) << np.arange(len(boxes))).sum(axis=1)  # a bit per box
    key = which * (DICE * FACES + 1) + ROLL_FACES.sum(axis=1)
    # (np.unique would load numpy.ma, some 20 ms, for a few hundred numbers)
    rows = np.array(sorted(set(key[plain].tolist())), dtype=np.int64)
    codes = np.array(sorted(set((rows // (DICE * FACES + 1)).tolist())), dtype=np.int64)
    sets = tuple(tuple(b for i, b in enumerate(boxes) if code >> i & 1) for code in codes.tolist())
    row_set = np.searchsorted(codes, rows // (DICE * FACES + 1)).astype(np.intp)
    roll_rows = np.where(plain, np.searchsorted(rows, key), 0).astype(np.intp)
    return _TotalRows(sets, row_set, (rows % (DICE * FACES + 1)).astype(np.float64)[:, None], roll_rows)


def _by_face(points: np.ndarray) -> float | np.ndarray:
    """Points of the six faces as one number if they are all the same, else as a column (6, 1)."""
    return float(points[0]) if np.all(points == points[0]) else points.astype(np.float64)[:, None]


def _five_groups(points: np.ndarray) -> tuple[_FiveGroup, ...]:
    """The lower boxes (LOWER_BOXES) grouped by their points for a five of each face, ``points`` (6, boxes)."""
    groups: dict[bytes, list[int]] = {}
    for i in range(len(LOWER_BOXES)):
        groups.setdefault(points[:, i].tobytes(), []).append(i)
    return tuple(_FiveGroup(tuple(LOWER_BOXES[i] for i in idx), _by_face(points[:, idx[0]])) for idx in groups.values())


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
