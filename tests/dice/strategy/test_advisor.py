"""The coach: choices with expected final scores, the best one, and points given away."""

import random

import numpy as np
import pytest

from ynot.dice import DiceGame, Roll, Score, ToggleDie
from ynot.dice.rules import Category, Column, Dice, get_rules
from ynot.dice.strategy.advisor import Advisor, BoxChoice, KeepChoice
from ynot.dice.strategy.dice_space import roll_index
from ynot.dice.strategy.model import StateError
from ynot.dice.strategy.turn import TurnEvaluator


def test_before_the_first_roll_the_advice_is_the_optimal_score(preload):
    table = preload("yahtzee")
    game = DiceGame(table.rules, ["Ann"], seed=1)
    advice = Advisor(table.rules).advise(game.state)
    assert advice.expected == pytest.approx(table.expected_score)
    assert advice.best is None and advice.exact


@pytest.mark.parametrize("name", ["yahtzee", "ynot"])
def test_choices_are_consistent_with_the_solver(preload, name):
    table = preload(name)
    rules = table.rules
    advisor = Advisor(rules)
    evaluator = TurnEvaluator(table.model)
    rng = random.Random(name)
    game = DiceGame(rules, ["Ann"], seed=4)
    checked = 0
    while not game.is_over and checked < 25:
        state = game.state
        if state.roll_number == 0:
            game.apply(Roll())
            continue
        advice = advisor.advise(state)
        s = table.model.state_of(state.columns[0])
        _, detail = evaluator.turn(
            np.array([s.filled]), np.array([s.upper]), np.array([int(s.fifty)]), table.values, detail=True
        )
        best_value = detail.best[state.roll_number - 1][roll_index(state.dice.faces), 0]
        assert advice.expected == pytest.approx(state.total(0) + best_value, abs=1e-9)
        assert advice.best.expected == advice.expected
        assert all(advice.loss(c) >= 0 for c in advice.choices)
        assert advice.loss(advice.best) == 0
        if state.roll_number < 3:
            assert advice.keeps
            for keep in advice.keeps:
                assert advice.keep_for(keep.reroll) == keep
        else:
            assert not advice.keeps
        checked += 1
        choice = rng.choice(advice.choices)  # wander: not only the best line
        if isinstance(choice, BoxChoice):
            game.apply(Score(choice.category, choice.column))
        else:
            for i in choice.reroll:
                game.apply(ToggleDie(i))
            game.apply(Roll())
    assert checked == 25


def test_ynot_roll_bonus_and_keep_positions(preload):
    table = preload("ynot")
    advice = Advisor(table.rules).advise_card((Column(),), 0, Dice.of(2, 3, 4, 5, 6), 1)
    large = advice.box_for(Category.LARGE_STRAIGHT)
    assert large.gain == 50  # 40 and the Roll! bonus for scoring after the first roll
    keep = advice.keep_for([0])
    assert keep.keep == (3, 4, 5, 6) and keep.reroll == (0,)
    with pytest.raises(ValueError, match="roll again at least one die"):
        advice.keep_for([])


@pytest.mark.slow
def test_several_columns_get_a_heuristic_coach(preload):
    rules = get_rules("winzee", columns=2, multiplier="yes")
    preload("winzee", extra="bonus")
    advisor = Advisor(rules, "perfect")
    assert not advisor.exact
    game = DiceGame(rules, ["Ann"], seed=2)
    game.apply(Roll())
    advice = advisor.advise(game.state)
    assert {b.column for b in advice.boxes} == {0, 1}
    assert advice.best.expected == max(c.expected for c in advice.choices)
    assert isinstance(advice.best, BoxChoice | KeepChoice)


def test_bad_questions_are_refused(preload):
    table = preload("yahtzee")
    advisor = Advisor(table.rules)
    full = Column(tuple([0] * 13))
    with pytest.raises(StateError, match="game is over"):
        advisor.advise_card((full,), 0, Dice.of(1, 1, 1, 1, 1), 1)
    with pytest.raises(StateError, match="rolls 1 to 3"):
        advisor.advise_card((Column(),), 0, Dice.of(1, 1, 1, 1, 1), 4)
    impossible = Column(tuple([7] + [None] * 12))  # seven in Ones
    with pytest.raises(StateError, match="cannot be made"):
        advisor.advise_card((impossible,), 0, Dice.of(1, 2, 3, 4, 5), 1)
    with pytest.raises(ValueError, match="unknown level"):
        Advisor(table.rules, "expert")


def test_several_columns_value_every_roll_like_score_options(preload):
    """The array shortcut for rolls that are not five of a kind equals going through the rules."""
    from ynot.dice.rules import score_options
    from ynot.dice.strategy.advisor import ColumnsPlanner
    from ynot.dice.strategy.dice_space import ROLL_FACES

    rules = get_rules("winzee", columns=3, multiplier="yes", extra="wild")
    planner = Advisor(rules, "good").planner
    assert isinstance(planner, ColumnsPlanner)
    rng = random.Random(9)
    for _ in range(4):
        columns = tuple(
            Column(tuple(None if rng.random() < 0.6 else c.face * rng.randint(0, 5) if c.is_upper else
                         rng.choice((0, 50)) if c is Category.FIVE_KIND else rng.randint(0, 30)
                         for c in Category))
            for _ in range(3)
        )
        if all(col.is_complete for col in columns):
            continue
        fast = planner._score_now(columns)
        for r in rng.sample(range(252), 30):
            dice = Dice(tuple(int(f) for f in ROLL_FACES[r]))
            slow = max(planner.option_value(columns, o, dice) for o in score_options(rules, columns, dice, 3))
            assert fast[r] == pytest.approx(slow, abs=1e-9)
