"""Each preset's bonus and joker paths, and the rule set registry."""

import pytest
from helpers import column, dice, full_column

from ynot.dice.rules import Category, Column, get_rules, preset_names, score_options
from ynot.dice.rules.ruleset import PLAYABLE, ExtraYahtzee


def by_category(options):
    return {(o.category, o.column): o for o in options}


# --- ynot -----------------------------------------------------------------------------------
def test_ynot_extra_ynot_adds_100_only_when_box_holds_50():
    rules = get_rules("ynot")
    held = score_options(rules, (column(five_kind=50),), dice("33333"), 3)
    assert {o.extra_bonus for o in held} == {100}
    zeroed = score_options(rules, (column(five_kind=0),), dice("33333"), 3)
    assert {o.extra_bonus for o in zeroed} == {0}


def test_ynot_has_no_joker_for_straights():
    rules = get_rules("ynot")
    by = {o.category: o for o in score_options(rules, (column(five_kind=50),), dice("33333"), 3)}
    assert by[Category.SMALL_STRAIGHT].points == 0
    assert by[Category.LARGE_STRAIGHT].points == 0
    assert by[Category.FULL_HOUSE].points == 25  # a YNOT! is always a Full House here


def test_ynot_roll_bonus_is_not_given_for_a_zero_score():
    rules = get_rules("ynot")
    by = {o.category: o for o in score_options(rules, (Column(),), dice("12346"), 1)}
    assert by[Category.FIVE_KIND].points == 0 and by[Category.FIVE_KIND].roll_bonus == 0
    assert by[Category.SMALL_STRAIGHT].points == 30 and by[Category.SMALL_STRAIGHT].roll_bonus == 10


def test_ynot_roll_bonus_on_an_extra_ynot_full_house():
    rules = get_rules("ynot")
    by = {o.category: o for o in score_options(rules, (column(five_kind=50),), dice("22222"), 1)}
    fh = by[Category.FULL_HOUSE]
    assert (fh.points, fh.extra_bonus, fh.roll_bonus) == (25, 100, 10)


# --- yahtzee: Hasbro's forced Joker ----------------------------------------------------------
def test_yahtzee_forced_joker_takes_matching_upper_box_first():
    rules = get_rules("yahtzee")
    options = score_options(rules, (column(five_kind=50),), dice("44444"), 2)
    assert [(o.category, o.points, o.extra_bonus) for o in options] == [(Category.FOURS, 20, 100)]


def test_yahtzee_forced_joker_then_lower_boxes_at_full_value():
    rules = get_rules("yahtzee")
    options = score_options(rules, (column(five_kind=50, fours=8),), dice("44444"), 2)
    got = {o.category: o.points for o in options}
    assert got == {
        Category.THREE_KIND: 20,
        Category.FOUR_KIND: 20,
        Category.FULL_HOUSE: 25,
        Category.SMALL_STRAIGHT: 30,
        Category.LARGE_STRAIGHT: 40,
        Category.CHANCE: 20,
    }


def test_yahtzee_forced_joker_last_resort_is_zero_in_an_upper_box():
    rules = get_rules("yahtzee")
    card = full_column(except_=(Category.ONES, Category.SIXES), five_kind=50)
    options = score_options(rules, (card,), dice("44444"), 3)
    assert {(o.category, o.points) for o in options} == {(Category.ONES, 0), (Category.SIXES, 0)}
    assert all(o.extra_bonus == 100 for o in options)


def test_yahtzee_joker_applies_with_a_zeroed_box_but_without_bonus():
    rules = get_rules("yahtzee")
    options = score_options(rules, (column(five_kind=0),), dice("55555"), 1)
    assert [(o.category, o.points, o.extra_bonus) for o in options] == [(Category.FIVES, 25, 0)]


def test_yahtzee_first_yahtzee_is_free_choice():
    rules = get_rules("yahtzee")
    options = score_options(rules, (Column(),), dice("55555"), 1)
    assert len(options) == 13 and not any(o.joker for o in options)


# --- yatcy --------------------------------------------------------------------------------
def test_yatcy_later_yatcy_scores_like_any_roll():
    rules = get_rules("yatcy")
    by = {o.category: o for o in score_options(rules, (column(five_kind=50),), dice("66666"), 1)}
    assert by[Category.FULL_HOUSE].points == 0
    assert by[Category.SIXES].points == 30
    assert all(o.extra_bonus == 0 for o in by.values())


# --- winzee -------------------------------------------------------------------------------
def test_winzee_bonus_option_gives_50_and_an_extra_turn():
    rules = get_rules("winzee", extra="bonus")
    options = score_options(rules, (column(five_kind=50),), dice("66666"), 1)
    extra = [o for o in options if o.extra_turn]
    assert len(extra) == 1
    assert (extra[0].category, extra[0].points, extra[0].extra_bonus) == (Category.FIVE_KIND, 0, 50)
    normal = [o for o in options if not o.extra_turn]
    assert all(o.extra_bonus == 0 for o in normal)


def test_winzee_zeroed_yahtzee_blocks_the_bonus():
    rules = get_rules("winzee", columns=2, extra="bonus")
    cols = (column(five_kind=50), column(five_kind=0))
    assert not any(o.extra_turn for o in score_options(rules, cols, dice("66666"), 1))


def test_winzee_wild_card_is_a_joker_after_a_50():
    rules = get_rules("winzee", extra="wild")
    by = {o.category: o for o in score_options(rules, (column(five_kind=50),), dice("22222"), 1)}
    assert by[Category.LARGE_STRAIGHT].points == 40
    assert by[Category.FULL_HOUSE].points == 25
    assert by[Category.TWOS].points == 10
    assert all(o.extra_bonus == 0 for o in by.values())
    first = {o.category: o for o in score_options(rules, (Column(),), dice("22222"), 1)}
    assert first[Category.LARGE_STRAIGHT].points == 0


def test_winzee_nothing_option():
    rules = get_rules("winzee", extra="nothing")
    by = {o.category: o for o in score_options(rules, (column(five_kind=50),), dice("22222"), 1)}
    assert by[Category.FULL_HOUSE].points == 0
    assert not any(o.extra_bonus or o.extra_turn for o in by.values())


def test_winzee_columns_each_offer_their_boxes():
    rules = get_rules("winzee", columns=3)
    options = score_options(rules, (Column(), Column(), Column()), dice("12345"), 1)
    assert len(options) == 39
    assert {o.column for o in options} == {0, 1, 2}


@pytest.mark.parametrize(
    "options",
    [{"columns": 0}, {"columns": 7}, {"columns": "x"}, {"extra": "double"}, {"multiplier": "maybe"}, {"x": 1}],
)
def test_winzee_bad_options_are_refused_with_a_sentence(options):
    with pytest.raises(ValueError) as err:
        get_rules("winzee", **options)
    assert str(err.value)


def test_winzee_options_round_trip_through_option_dict():
    rules = get_rules("winzee", columns=4, multiplier=True, extra=ExtraYahtzee.WILD)
    again = get_rules("winzee", **rules.option_dict())
    assert again == rules


def test_rule_sets_are_frozen():
    rules = get_rules("winzee", columns=2)
    with pytest.raises(AttributeError):
        rules.columns = 3  # type: ignore[misc]


# --- yacht --------------------------------------------------------------------------------
def test_yacht_no_joker_without_50():
    rules = get_rules("yacht")
    by = {o.category: o for o in score_options(rules, (column(five_kind=0),), dice("44444"), 1)}
    assert by[Category.FULL_HOUSE].points == 0 and by[Category.FOURS].extra_bonus == 0


# --- registry -----------------------------------------------------------------------------
def test_every_playable_preset_is_registered():
    for name in PLAYABLE:
        assert name in preset_names()
        assert get_rules(name.upper()).name == name


def test_unknown_rule_set_and_stray_options_are_refused():
    with pytest.raises(ValueError, match="unknown rule set"):
        get_rules("farkle")
    with pytest.raises(ValueError, match="no options"):
        get_rules("ynot", columns=2)
