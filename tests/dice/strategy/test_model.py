"""The solver's view of the rules must agree exactly with ynot.rules.score_options."""

import random

import numpy as np
import pytest
from strategy_cases import ONE_COLUMN

from ynot.dice.rules import ALL_CATEGORIES, UPPER, Category, Column, Dice, get_rules, score_options
from ynot.dice.strategy.dice_space import FIVE_KIND_ROWS, ROLL_PROB, ROLLS, roll_index, sub_keeps
from ynot.dice.strategy.model import UPPER_CAP, ScoringModel, StateError, TurnState
from ynot.dice.strategy.turn import TurnEvaluator


def _rules(name, options):
    return get_rules(name, **options)


def random_column(rng: random.Random) -> Column:
    """A column a game could hold: upper boxes hold multiples of their face, the five-of-a-kind 0 or 50."""
    boxes: list[int | None] = []
    filled = rng.random()
    for category in ALL_CATEGORIES:
        if rng.random() > filled:
            boxes.append(None)
        elif category.is_upper:
            boxes.append(category.face * rng.randint(0, 5))
        elif category is Category.FIVE_KIND:
            boxes.append(rng.choice((0, 50)))
        else:
            boxes.append(rng.randint(0, 30))
    return Column(tuple(boxes))


def random_dice(rng: random.Random) -> Dice:
    if rng.random() < 0.3:
        return Dice((rng.randint(1, 6),) * 5)
    return Dice(tuple(rng.randint(1, 6) for _ in range(5)))


@pytest.mark.parametrize(("name", "options"), ONE_COLUMN)
def test_box_options_agree_with_score_options(name, options):
    rules = _rules(name, options)
    model = ScoringModel(rules)
    rng = random.Random(name + str(options))
    checked_joker = 0
    for _ in range(3000):
        column = random_column(rng)
        if column.is_complete:
            continue
        dice = random_dice(rng)
        roll_number = rng.randint(1, 3)
        expected = {}
        for option in score_options(rules, [column], dice, roll_number):
            key = -1 if option.extra_turn else option.category.index
            expected[key] = option.gain
            checked_joker += option.joker
        state = model.state_of(column)
        got = model.box_options(state, roll_index(dice.faces), roll_number)
        assert got == expected, (column, dice, roll_number)
    if rules.joker.value != "none":
        assert checked_joker > 0


def _random_table(rng: np.random.Generator) -> np.ndarray:
    return rng.uniform(0, 200, size=(1 << 13, UPPER_CAP + 1, 2))


@pytest.mark.parametrize(("name", "options"), ONE_COLUMN)
def test_batched_scoring_matches_box_options(name, options):
    """The solver's batched 'score now' values equal the best legal box plus its successor's value."""
    rules = _rules(name, options)
    model = ScoringModel(rules)
    evaluator = TurnEvaluator(model)
    nrng = np.random.default_rng(7)
    values = _random_table(nrng)
    if not model.fifty_matters:
        values[:, :, 1] = values[:, :, 0]
    rng = random.Random(11)
    states = []
    while len(states) < 40:
        column = random_column(rng)
        if not column.is_complete:
            states.append(model.state_of(column))
    masks = np.array([s.filled for s in states])
    ups = np.array([s.upper for s in states])
    flags = np.array([int(s.fifty) for s in states])
    self_value = nrng.uniform(0, 200, size=len(states))
    succ = evaluator.successors(values, masks, ups, flags)
    now = evaluator.score_now(masks, ups, flags, succ, self_value)
    rows = list(rng.sample(range(252), 40)) + list(FIVE_KIND_ROWS)
    for j, state in enumerate(states):
        for r in rows:
            for t in range(3):
                best = -np.inf
                for box, gain in model.box_options(state, r, t + 1).items():
                    if box == -1:
                        best = max(best, gain + self_value[j])
                        continue
                    filled = state.filled | 1 << box
                    upper, fifty, bonus = state.upper, state.fifty, 0
                    if box < 6:
                        pts = int(model.points[r, box])
                        upper = min(UPPER_CAP, state.upper + pts)
                        if state.upper < model.threshold <= state.upper + pts:
                            bonus = model.upper_bonus
                    if box == Category.FIVE_KIND.index and gain >= 50 and model.fifty_matters:
                        fifty = True
                    best = max(best, gain + bonus + values[filled, upper, int(fifty)])
                assert now[t][r, j] == pytest.approx(best, abs=1e-9), (state, ROLLS[r], t)


def test_dice_space_is_consistent():
    assert len(ROLLS) == 252
    assert ROLL_PROB.sum() == pytest.approx(1.0)
    assert len(sub_keeps(roll_index((1, 2, 3, 4, 5)))) == 32
    assert len(sub_keeps(roll_index((6, 6, 6, 6, 6)))) == 6


def test_impossible_states_are_refused():
    model = ScoringModel(get_rules("yahtzee"))
    with pytest.raises(StateError, match="cannot be made"):
        model.check_state(TurnState(1 << Category.ONES.index, 7, False))
    with pytest.raises(StateError, match="still free"):
        model.check_state(TurnState(0, 0, True))
    with pytest.raises(StateError, match="13 boxes"):
        model.check_state(TurnState(1 << 13, 0, False))
    ok = TurnState(sum(1 << c.index for c in UPPER), 63, False)
    assert model.check_state(ok) is ok
