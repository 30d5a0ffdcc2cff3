"""Hypothesis properties of the scoring and the scorecard."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ynot.dice.rules import (
    ALL_CATEGORIES,
    LOWER,
    UPPER,
    Column,
    Dice,
    box_score,
    find_option,
    get_rules,
    preset_names,
    score_option,
    score_options,
    total_score,
)

faces = st.integers(min_value=1, max_value=6)
dice_st = st.tuples(faces, faces, faces, faces, faces).map(Dice)
rules_st = st.sampled_from(preset_names()).map(get_rules) | st.builds(
    lambda c, m, e: get_rules("winzee", columns=c, multiplier=m, extra=e),
    st.integers(1, 6),
    st.booleans(),
    st.sampled_from(["bonus", "wild", "nothing"]),
)
box_st = st.one_of(st.none(), st.integers(0, 50))
column_st = st.builds(
    lambda boxes, extra, roll: Column(tuple(boxes), extra_bonus=extra * 100, extra_count=extra, roll_bonus=roll),
    st.lists(box_st, min_size=13, max_size=13),
    st.integers(0, 3),
    st.integers(0, 100),
)


@given(rules_st, dice_st)
def test_box_scores_are_never_negative_and_bounded(rules, roll):
    for category in ALL_CATEGORIES:
        points = box_score(rules, category, roll)
        assert 0 <= points <= 50
        assert 0 <= box_score(rules, category, roll, joker=True) <= 50


@given(rules_st, dice_st, st.integers(1, 3), st.data())
def test_score_options_are_free_boxes_and_never_negative(rules, roll, roll_number, data):
    columns = tuple(data.draw(column_st) for _ in range(rules.columns))
    for option in score_options(rules, columns, roll, roll_number):
        assert option.points >= 0 and option.extra_bonus >= 0 and option.roll_bonus >= 0
        assert option.extra_turn or columns[option.column].is_free(option.category)


five_of_a_kind_st = faces.map(lambda face: Dice((face,) * 5))


@given(rules_st, dice_st | five_of_a_kind_st, st.integers(1, 3), st.data())
def test_one_box_scores_as_the_list_of_every_option_says(rules, roll, roll_number, data):
    """``score_option`` (a replayed record's Score, one box worked out) gives what ``score_options`` lists
    for that box, and None for every box it does not list (used, forced elsewhere by the Joker rule, or
    no such column); the extra turn of a further five of a kind included."""
    columns = tuple(data.draw(column_st) for _ in range(rules.columns))
    listed = score_options(rules, columns, roll, roll_number)
    for column in range(-1, rules.columns + 1):
        for category in ALL_CATEGORIES:
            one = score_option(rules, columns, roll, roll_number, category, column)
            assert one == find_option(listed, category, column)


@given(rules_st, column_st)
def test_totals_equal_the_sum_of_their_parts(rules, col):
    upper = sum(col.get(c) or 0 for c in UPPER)
    lower = sum(col.get(c) or 0 for c in LOWER)
    assert col.upper_total() == upper
    assert col.lower_total() == lower
    bonus = rules.upper_bonus if upper >= rules.upper_bonus_threshold else 0
    assert col.grand_total(rules) == upper + bonus + lower + col.extra_bonus + col.roll_bonus
    assert col.par() == sum((col.get(c) or 0) - 3 * c.face for c in UPPER if col.get(c) is not None)


@given(rules_st, st.data())
def test_total_score_is_the_sum_of_multiplied_columns(rules, data):
    columns = tuple(data.draw(column_st) for _ in range(rules.columns))
    expected = sum(c.grand_total(rules) * rules.column_multiplier(i) for i, c in enumerate(columns))
    assert total_score(columns, rules) == expected


@given(dice_st)
def test_dice_text_round_trip(roll):
    assert Dice.parse(str(roll)) == roll
    assert sum(roll.counts()) == 5


@pytest.mark.parametrize(("text", "count"), [("1234", 4), ("123456", 6), ("1", 1)])
def test_dice_written_together_are_counted_one_by_one(text, count):
    """``ynot advise --dice 1234`` is four dice, not one (it said "a roll has 5 dice, not 1")."""
    with pytest.raises(ValueError, match=f"not {count}$"):
        Dice.parse(text)
