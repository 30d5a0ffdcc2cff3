"""A one-column rule set as arrays: what each roll scores in each box, and the turn-start states.

A turn-start state of one column is ``(filled, upper, fifty)``: the 13-bit set of filled boxes (bit
``i`` is box ``Category.index == i``), the section 1 total capped at the bonus threshold, and whether
the five-of-a-kind box holds 50. Everything the solver needs about the rules is read here from
``ynot.dice.rules.box_score`` and the RuleSet's fields, mirroring ``ynot.dice.rules.score_options``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, fields
from functools import cache

import numpy as np

from ...i18n import _
from ..rules import ALL_CATEGORIES, UPPER, Category, Column, Dice, JokerRule, RuleSet, box_score
from ..rules.scoring import FIVE_KIND_POINTS
from .dice_space import FIVE_KIND_ROWS, NUM_ROLLS, ROLL_COUNTS, ROLL_FACES
from .upper import UPPER_CAP, upper_maps

#: Bump when the solver's meaning of a table changes; part of every cache key.
SOLVER_VERSION = 3

NUM_BOXES = 13
FULL = (1 << NUM_BOXES) - 1
Y = Category.FIVE_KIND.index
CHANCE = Category.CHANCE.index
LOWER_BOXES = tuple(range(6, NUM_BOXES))


class StateError(ValueError):
    """A state no game can reach (the message is one sentence for the player)."""


def _bit_count(value: int) -> int:
    return bin(value).count("1")


@dataclass(frozen=True)
class TurnState:
    """One column at the start of a turn, as the solver sees it."""

    filled: int
    upper: int
    fifty: bool

    @property
    def filled_count(self) -> int:
        return _bit_count(self.filled)

    def is_filled(self, category: Category) -> bool:
        return bool(self.filled >> category.index & 1)


class ScoringModel:
    """A one-column rule set's scores as arrays (rows: the 252 rolls; columns: the 13 boxes)."""

    def __init__(self, rules: RuleSet) -> None:
        if rules.columns != 1:
            raise ValueError(f"the exact solver plays one column; {rules.name} has {rules.columns}")
        if rules.upper_bonus_threshold > UPPER_CAP:
            raise ValueError("the solver stores section 1 totals up to 63")
        self.rules = rules
        self.threshold = rules.upper_bonus_threshold
        self.upper_bonus = rules.upper_bonus
        dice = [Dice(tuple(int(f) for f in row)) for row in ROLL_FACES]
        #: points without the Joker, shape (252, 13)
        self.points = np.array([[box_score(rules, c, d) for c in ALL_CATEGORIES] for d in dice], dtype=np.int64)
        #: points of the six five-of-a-kind rolls with the Joker, shape (6, 13)
        self.joker_points = np.array(
            [[box_score(rules, c, dice[r], joker=True) for c in ALL_CATEGORIES] for r in FIVE_KIND_ROWS],
            dtype=np.int64,
        )
        #: does scoring here earn the Roll! bonus (3+ of the face in section 1; points > 0 in
        #: section 2, Chance excepted)
        upper_q = ROLL_COUNTS >= 3
        lower_q = self.points[:, 6:] > 0
        lower_q[:, CHANCE - 6] = False
        self.roll_qualifies = np.concatenate([upper_q, lower_q], axis=1)
        jq_lower = self.joker_points[:, 6:] > 0
        jq_lower[:, CHANCE - 6] = False
        self.joker_roll_qualifies = np.concatenate([upper_q[FIVE_KIND_ROWS], jq_lower], axis=1)
        self.roll_bonus = tuple(int(b) for b in rules.roll_bonus)
        self.extra = int(rules.extra_five_bonus)
        self.extra_in_box = bool(rules.extra_five_in_box) and self.extra > 0
        self.joker = rules.joker
        #: does the fifty flag change anything? (else states keep it False)
        self.fifty_matters = self.extra > 0 or (
            rules.joker is not JokerRule.NONE and (rules.joker_needs_fifty or rules.zero_blocks_extra)
        )
        self.upper_maps = upper_maps(self.threshold)

    # --- the rules for one state ------------------------------------------------------------------
    def joker_active(self, filled: int, fifty: bool, face: int) -> bool:
        """Does a five of ``face`` act as a Joker in this state? (mirrors ynot.rules.joker_active)"""
        if self.joker is JokerRule.NONE:
            return False
        if self.rules.joker_needs_upper and not filled >> (face - 1) & 1:
            return False
        y_filled = bool(filled >> Y & 1)
        if self.rules.zero_blocks_extra and y_filled and not fifty:
            return False
        if self.rules.joker_needs_fifty:
            return fifty
        return y_filled

    def extra_eligible(self, fifty: bool) -> bool:
        """Does a five of a kind earn the extra bonus in this state?"""
        return self.extra > 0 and fifty

    def box_options(self, state: TurnState, roll: int, roll_number: int) -> dict[int, int]:
        """Legal boxes (index -> gain, as ScoreOption.gain) for roll row ``roll``; the extra turn of
        Windows' bonus is the key -1."""
        five = roll in FIVE_KIND_ROWS
        face = int(ROLL_FACES[roll, 0])
        joker = five and self.joker_active(state.filled, state.fifty, face)
        extra = self.extra if five and self.extra_eligible(state.fifty) else 0
        free = [b for b in range(NUM_BOXES) if not state.filled >> b & 1]
        allowed = free
        if joker and self.joker is JokerRule.FORCED:
            matching = face - 1
            if matching in free:
                allowed = [matching]
            elif any(b >= 6 for b in free):
                allowed = [b for b in free if b >= 6]
            else:
                allowed = [b for b in free if b < 6]
        result = {}
        for b in allowed:
            if joker:
                pts = int(self.joker_points[face - 1, b])
                qual = bool(self.joker_roll_qualifies[face - 1, b])
            else:
                pts = int(self.points[roll, b])
                qual = bool(self.roll_qualifies[roll, b])
            bonus = self.roll_bonus[roll_number - 1] if qual else 0
            result[b] = pts + (0 if self.extra_in_box else extra) + bonus
        if self.extra_in_box and extra:
            result[-1] = extra
        return result

    # --- states ------------------------------------------------------------------------------
    def state_of(self, column: Column) -> TurnState:
        """The solver's state for a scorecard column."""
        boxes = column.boxes
        filled = sum(1 << i for i, value in enumerate(boxes) if value is not None)
        fifty = boxes[Y] == FIVE_KIND_POINTS and self.fifty_matters
        return TurnState(filled, min(column.upper_total(), UPPER_CAP), fifty)

    def after_box(self, column: Column, box: int, points: int) -> tuple[TurnState, int]:
        """The state after writing ``points`` in free box ``box`` of ``column``, and the section 1 bonus
        that this wins (as ``Column.with_score`` and ``upper_bonus`` would say, without a new column)."""
        state = self.state_of(column)
        upper, bonus = column.upper_total(), 0
        if box < 6:
            bonus = self.upper_bonus if upper < self.threshold <= upper + points else 0
            upper += points
        fifty = state.fifty or (box == Y and points == FIVE_KIND_POINTS and self.fifty_matters)
        return TurnState(state.filled | 1 << box, min(upper, UPPER_CAP), fifty), bonus

    def check_state(self, state: TurnState) -> TurnState:
        """Return ``state`` if a game can reach it, else raise StateError."""
        if not 0 <= state.filled <= FULL:
            raise StateError(_("a column has 13 boxes"))
        if not 0 <= state.upper <= UPPER_CAP:
            raise StateError(
                _("the section 1 total is stored from 0 to {most}, not {total}").format(
                    most=UPPER_CAP, total=state.upper
                )
            )
        umask = state.filled & 63
        if state.upper not in self.upper_maps.reachable[umask]:
            boxes = ", ".join(c.value for c in UPPER if umask >> c.index & 1)
            if not boxes:
                raise StateError(
                    _("a section 1 total of {total} cannot be made with no section 1 box filled").format(
                        total=state.upper
                    )
                )
            raise StateError(
                _("a section 1 total of {total} cannot be made with {boxes} filled").format(
                    total=state.upper, boxes=boxes
                )
            )
        if state.fifty and not state.filled >> Y & 1:
            raise StateError(_("the five-of-a-kind box cannot hold 50 while it is still free"))
        return state

    def key_data(self) -> bytes:
        """Everything the table depends on, for cache keys."""
        parts = [f"solver {SOLVER_VERSION}"]
        for f in fields(self.rules):
            if f.name not in ("title", "source", "max_players", "sequential_players"):
                parts.append(f"{f.name}={getattr(self.rules, f.name)!r}")
        digest = hashlib.sha256("\n".join(parts).encode())
        digest.update(self.points.tobytes())
        digest.update(self.joker_points.tobytes())
        return digest.digest()

    def cache_key(self) -> str:
        return hashlib.sha256(self.key_data()).hexdigest()[:16]


@cache
def model_for(rules: RuleSet) -> ScoringModel:
    """The scoring model of a rule set, made once (its score arrays take some 20 ms to build)."""
    return ScoringModel(rules)


def bit_count(value: int) -> int:
    return _bit_count(value)


__all__ = [
    "FULL", "NUM_BOXES", "NUM_ROLLS", "SOLVER_VERSION", "UPPER_CAP", "ScoringModel", "StateError", "TurnState",
    "model_for",
]
