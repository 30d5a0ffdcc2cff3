"""The coach: for a game state, every keep or every box with its expected final score, the best
one, and the points a chosen move gives away.

``Advisor(rules, level).advise(state)`` answers for the current player. One-column rule sets are
played against a value table (exact for ``perfect``); several columns (Windows Yahtzee) are played
one turn at a time against the sum of each column's one-column value: a sound heuristic, not exact.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache

import numpy as np

from ...i18n import _, ngettext
from .. import category_label
from ..rules import Category, Column, Dice, RuleSet, ScoreOption, score_options
from .cache import load_table, table_rules
from .dice_space import (
    DICE,
    FIVE_KIND_ROWS,
    KEEPS,
    NUM_ROLLS,
    ROLL_COUNTS,
    ROLL_FACES,
    ROLL_PROB,
    keep_counts,
    roll_index,
    sub_keeps,
)
from .heuristic import heuristic_table, zero_table
from .model import ScoringModel, StateError, model_for
from .turn import TurnEvaluator

LEVEL_NAMES = ("beginner", "good", "perfect")


@dataclass(frozen=True)
class KeepChoice:
    """Keep these faces and roll the other dice again."""

    keep: tuple[int, ...]  # the faces kept, ascending
    reroll: tuple[int, ...]  # dice positions (0-4) to roll again
    expected: float  # expected final score

    def describe(self) -> str:
        if not self.keep:
            return _("keep nothing")
        return _("keep {faces}").format(faces=" ".join(str(f) for f in self.keep))


@dataclass(frozen=True)
class BoxChoice:
    """Score the dice in a box now (or take Windows' extra turn)."""

    category: Category
    column: int
    gain: int  # points this adds, bonuses included, before any column multiplier
    extra_turn: bool
    expected: float

    def describe(self, rules: RuleSet | None = None) -> str:
        name = category_label(self.category, rules) if rules else self.category.value
        if self.extra_turn:
            return _("take the bonus and another turn (+{gain})").format(gain=self.gain)
        if rules is not None and rules.columns > 1:
            return _("score {box} in column {column} (+{gain})").format(
                box=name, column=self.column + 1, gain=self.gain
            )
        return _("score {box} (+{gain})").format(box=name, gain=self.gain)


Choice = KeepChoice | BoxChoice


@dataclass(frozen=True)
class Advice:
    """Everything the coach knows about the current decision; expected values are final scores."""

    roll_number: int
    dice: Dice | None
    total: int  # the player's score so far
    expected: float  # expected final score with best play from here
    keeps: tuple[KeepChoice, ...]  # best first; empty before the first roll and after the third
    boxes: tuple[BoxChoice, ...]  # best first; empty before the first roll
    exact: bool  # True when the values are optimal play, not a heuristic

    @property
    def choices(self) -> tuple[Choice, ...]:
        return tuple(sorted((*self.boxes, *self.keeps), key=_order))

    @property
    def best(self) -> Choice | None:
        """The best move (a box wins a tie with a keep)."""
        choices = self.choices
        return choices[0] if choices else None

    def boxes_only(self) -> Advice:
        """The decision once the player has ended the rolling early (YATCY's ROLL with no die selected):
        the boxes alone, each weighed against the best box."""
        if not self.boxes:
            return self
        return replace(self, keeps=(), expected=max(choice.expected for choice in self.boxes))

    def loss(self, choice: Choice) -> float:
        """Points given away by ``choice`` against the best move (never negative)."""
        return max(0.0, self.expected - choice.expected)

    def keep_for(self, reroll: Sequence[int]) -> KeepChoice:
        """The choice of rolling again the dice at ``reroll`` (positions 0-4)."""
        if self.dice is None:
            raise ValueError(_("no dice have been rolled"))
        positions = set(reroll)
        kept = keep_counts([f for i, f in enumerate(self.dice.faces) if i not in positions])
        for keep in self.keeps:
            if keep_counts(keep.keep) == kept:
                return keep
        raise ValueError(_("that is not a choice now: roll again at least one die, before the third roll"))

    def box_for(self, category: Category, column: int = 0) -> BoxChoice:
        """The choice the game makes of ``Score(category, column)`` (a filled five-of-a-kind box
        takes Windows' extra turn)."""
        matches = [b for b in self.boxes if b.category is category and b.column == column]
        for box in sorted(matches, key=lambda b: b.extra_turn):
            return box
        raise ValueError(_("{box} is not a legal box now").format(box=category.value))


def _order(choice: Choice):
    return (-round(choice.expected, 9), 0 if isinstance(choice, BoxChoice) else 1)


@dataclass
class TurnPlan:
    """One card's turn from its start: values of the future, this turn's points included."""

    start: float  # expected points still to come from the turn start
    now: list[np.ndarray]  # now[t][r]: scoring roll r after roll t+1
    keeps: list[list[np.ndarray]]  # keeps[t][n][k]: keeping keep k of n dice after roll t+1


class TablePlanner:
    """One column played against a value table (exact, heuristic or zero)."""

    def __init__(self, model: ScoringModel, values: np.ndarray, exact: bool) -> None:
        self.model = model
        self.values = values
        self.exact = exact
        self.evaluator = TurnEvaluator(model)

    def card_value(self, columns: Sequence[Column]) -> float:
        s = self.model.state_of(columns[0])
        return float(self.values[s.filled, s.upper, int(s.fifty)])

    def plan(self, columns: Sequence[Column]) -> TurnPlan:
        return self.plans([columns])[0]

    def plans(self, cards: Sequence[Sequence[Column]]) -> list[TurnPlan]:
        """The turns of many cards, evaluated together (one batch costs about as much as one turn)."""
        states = [self.model.check_state(self.model.state_of(columns[0])) for columns in cards]
        arr = [np.array([getattr(s, name) for s in states], dtype=np.int64) for name in ("filled", "upper", "fifty")]
        self_value = np.array([self.card_value(c) for c in cards]) if self.model.extra_in_box else None
        result, detail = self.evaluator.turn(*arr, self.values, self_value=self_value, detail=True)
        return [
            TurnPlan(
                float(result[i]),
                [a[:, i].copy() for a in detail.score_now],
                [[level[:, i].copy() for level in stage] for stage in detail.keeps],
            )
            for i in range(len(cards))
        ]

    def option_value(self, columns: Sequence[Column], option: ScoreOption, dice: Dice) -> float:
        """Points of ``option`` (bonuses included) plus the value of the card after it."""
        if option.extra_turn:
            return option.gain + self.card_value(columns)
        after, upper_bonus = self.model.after_box(columns[0], option.category.index, option.points)
        return option.gain + upper_bonus + float(self.values[after.filled, after.upper, int(after.fifty)])


class ColumnsPlanner:
    """Several columns (Windows Yahtzee): each option is valued by its points times the column's
    multiplier plus the sum over columns of multiplier x one-column value. A heuristic: the
    columns share turns, which the one-column values do not know."""

    exact = False

    def __init__(self, rules: RuleSet, model: ScoringModel, values: np.ndarray) -> None:
        self.rules = rules
        self.model = model
        self.values = values

    def _column_value(self, column: Column) -> float:
        s = self.model.state_of(column)
        return float(self.values[s.filled, s.upper, int(s.fifty)])

    def card_value(self, columns: Sequence[Column]) -> float:
        return sum(self.rules.column_multiplier(i) * self._column_value(c) for i, c in enumerate(columns))

    def option_value(self, columns: Sequence[Column], option: ScoreOption, dice: Dice) -> float:
        mult = self.rules.column_multiplier(option.column)
        if option.extra_turn:
            return mult * option.gain + self.card_value(columns)
        col = columns[option.column]
        after = col.with_score(option.category, option.points)
        bonus = after.upper_bonus(self.rules) - col.upper_bonus(self.rules)
        rest = self.card_value(columns) - mult * self._column_value(col)
        return mult * (option.gain + bonus) + rest + mult * self._column_value(after)

    def _score_now(self, columns: Sequence[Column]) -> np.ndarray:
        """Best option value of each roll after the third roll. Rolls that are not five of a kind
        score every free box plainly, so they are done with arrays; the six five-of-a-kind rolls
        (Joker, bonus, extra turn) go through ynot.rules.score_options."""
        rules, model = self.rules, self.model
        total = self.card_value(columns)
        best = np.full(NUM_ROLLS, -np.inf)
        for c, col in enumerate(columns):
            mult = rules.column_multiplier(c)
            own = self._column_value(col)
            rest = total - mult * own
            for category in col.free():
                b = category.index
                if category.is_upper:
                    by_count = np.empty(DICE + 1)
                    for count in range(DICE + 1):
                        after = col.with_score(category, category.face * count)
                        bonus = after.upper_bonus(rules) - col.upper_bonus(rules)
                        by_count[count] = mult * (category.face * count + bonus + self._column_value(after))
                    cand = rest + by_count[ROLL_COUNTS[:, category.face - 1]]
                else:
                    after = col.with_score(category, 0)
                    cand = rest + mult * (model.points[:, b] + self._column_value(after))
                np.maximum(best, cand, out=best)
        for r in FIVE_KIND_ROWS:
            dice = Dice(tuple(int(f) for f in ROLL_FACES[r]))
            options = score_options(rules, columns, dice, 3)
            best[r] = max(self.option_value(columns, o, dice) for o in options)
        return best

    def plans(self, cards: Sequence[Sequence[Column]]) -> list[TurnPlan]:
        return [self.plan(columns) for columns in cards]

    def plan(self, columns: Sequence[Column]) -> TurnPlan:
        if self.rules.has_roll_bonus:
            raise ValueError(_("several columns with Roll! bonuses are not a rule set YNOT has"))
        now3 = self._score_now(columns)
        top = now3[:, None]
        ev = TurnEvaluator
        k2 = ev.expect(top, _levels(), np.empty((NUM_ROLLS, 1)))
        r2 = ev.best_sub(k2, _levels(), np.empty((NUM_ROLLS, 1)))
        k1 = ev.expect(r2, _levels(), np.empty((NUM_ROLLS, 1)))
        r1 = ev.best_sub(k1, _levels(), np.empty((NUM_ROLLS, 1)))
        start = float(ROLL_PROB @ r1[:, 0])
        keeps = [[level[:, 0].copy() for level in stage] for stage in (k1, k2)]
        return TurnPlan(start, [now3, now3, now3], keeps)


def _levels() -> list[np.ndarray]:
    return [np.empty((len(level), 1)) for level in KEEPS]


#: turns whose plans an Advisor keeps (a game of four players has 52)
_PLANS = 64


class Advisor:
    """The coach for one rule set at one level (``perfect`` by default)."""

    def __init__(self, rules: RuleSet, level: str = "perfect", *, progress=None) -> None:
        if level not in LEVEL_NAMES:
            raise ValueError(
                _("unknown level {level!r}; the levels are {levels}").format(level=level, levels=", ".join(LEVEL_NAMES))
            )
        self.rules = rules
        self.level = level
        self.planner = _make_planner(rules, level, progress)
        self._plans: OrderedDict[tuple, TurnPlan] = OrderedDict()

    @property
    def exact(self) -> bool:
        return self.planner.exact

    def _plan(self, columns: Sequence[Column]) -> TurnPlan:
        key = tuple(columns)
        plan = self._plans.get(key)
        if plan is None:
            plan = self.planner.plan(columns)
            self._keep(key, plan)
        return plan

    def _keep(self, key: tuple, plan: TurnPlan, room: int = _PLANS) -> None:
        self._plans[key] = plan
        while len(self._plans) > room:
            self._plans.popitem(last=False)

    def prepare(self, cards: Sequence[Sequence[Column]]) -> None:
        """Plan the turns of many cards at once (a review: every turn of a game), so that advice on them
        is ready: one batch costs about as much as one turn planned alone."""
        todo = list({tuple(c): c for c in cards if tuple(c) not in self._plans and not all(x.is_complete for x in c)})
        if todo:
            room = max(_PLANS, len(todo))
            for key, plan in zip(todo, self.planner.plans(todo), strict=True):
                self._keep(key, plan, room)

    def advise(self, state) -> Advice:
        """Advice for the current player of a ``ynot.dice.GameState``."""
        if state.is_over:
            raise ValueError(_("the game is over: there is nothing left to advise"))
        return self.advise_card(state.columns, state.total(state.current), state.dice, state.roll_number)

    def advise_card(self, columns: Sequence[Column], total: int, dice: Dice | None, roll_number: int) -> Advice:
        """Advice for a card (the player's columns), the dice and the roll number (0-3)."""
        if len(columns) != self.rules.columns:
            raise StateError(
                ngettext("{rules} plays {count} column, not {given}", "{rules} plays {count} columns, not {given}",
                         self.rules.columns).format(rules=self.rules.name, count=self.rules.columns, given=len(columns))
            )
        if all(c.is_complete for c in columns):
            raise StateError(_("every box is filled: the game is over"))
        if not 0 <= roll_number <= 3 or (roll_number == 0) != (dice is None):
            raise StateError(_("a turn has rolls 1 to 3, with dice after each"))
        plan = self._plan(columns)
        exact = self.planner.exact
        if dice is None:
            return Advice(0, None, total, total + plan.start, (), (), exact)
        boxes = []
        for option in score_options(self.rules, columns, dice, roll_number):
            value = self.planner.option_value(columns, option, dice)
            boxes.append(BoxChoice(option.category, option.column, option.gain, option.extra_turn, total + value))
        keeps = []
        if roll_number < 3:
            stage = plan.keeps[roll_number - 1]
            for n, k, kept, reroll in _keep_moves(dice.faces):
                keeps.append(KeepChoice(kept, reroll, total + float(stage[n][k])))
        boxes.sort(key=_order)
        keeps.sort(key=_order)
        best = max([c.expected for c in boxes] + [c.expected for c in keeps])
        return Advice(roll_number, dice, total, best, tuple(keeps), tuple(boxes), exact)


@cache
def _keep_moves(faces: tuple[int, ...]) -> tuple[tuple[int, int, tuple[int, ...], tuple[int, ...]], ...]:
    """Every keep of fewer than five of these dice: (dice kept, index among the keeps of that many, the
    faces kept, the positions rolled again)."""
    dice = Dice(faces)
    return tuple(
        (n, k, _faces(KEEPS[n][k]), _reroll(dice, KEEPS[n][k])) for n, k in sub_keeps(roll_index(faces)) if n != DICE
    )


def _faces(counts: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(f + 1 for f in range(6) for _ in range(counts[f]))


def _reroll(dice: Dice, counts: tuple[int, ...]) -> tuple[int, ...]:
    """Positions to roll again so that the dice kept are ``counts`` (keeping the leftmost)."""
    left = list(counts)
    reroll = []
    for i, face in enumerate(dice.faces):
        if left[face - 1]:
            left[face - 1] -= 1
        else:
            reroll.append(i)
    return tuple(reroll)


def _make_planner(rules: RuleSet, level: str, progress):
    base = table_rules(rules)
    model = model_for(base)
    if level == "perfect":
        values = load_table(base, progress).values
    elif level == "good":
        values = heuristic_table(model)
    else:
        values = zero_table()
    if rules.columns == 1:
        return TablePlanner(model, values, exact=level == "perfect")
    return ColumnsPlanner(rules, model, values)


__all__ = ["LEVEL_NAMES", "Advice", "Advisor", "BoxChoice", "Choice", "KeepChoice", "TurnPlan"]
