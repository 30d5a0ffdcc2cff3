"""Every scoring example in the five original manuals (docs/rules.md names them), checked against the rules core."""

import pytest
from helpers import column, dice

from ynot.dice.rules import Category, box_score, get_rules, score_options, suggest
from ynot.dice.rules.scorecard import Column, UpperBonus

YNOT = get_rules("ynot")
YATCY = get_rules("yatcy")
YACHT = get_rules("yacht")
WINZEE = get_rules("winzee")


# --- YNOT 1.00 -------------------------------------------------------------------
def test_ynot_ones_example():
    # "1s - Score the total of all dice showing 1 (ie 1 5 1 1 2 = 3)"
    assert box_score(YNOT, Category.ONES, dice("15112")) == 3


def test_ynot_three_of_a_kind_scores_all_dice():
    # "3 of a kind - Score the total of ALL dice (ie 4 4 4 6 5 = 23)"
    assert box_score(YNOT, Category.THREE_KIND, dice("44465")) == 23


@pytest.mark.parametrize(
    ("category", "faces", "points"),
    [
        (Category.FULL_HOUSE, "33322", 25),
        (Category.SMALL_STRAIGHT, "12346", 30),  # "Low Straight = A sequence of 4 dice"
        (Category.LARGE_STRAIGHT, "23456", 40),  # "High Straight = A sequence of 5 dice"
        (Category.FIVE_KIND, "55555", 50),
        (Category.CHANCE, "12356", 17),
    ],
)
def test_ynot_section_two_values(category, faces, points):
    assert box_score(YNOT, category, dice(faces)) == points


def test_ynot_downward_compatibility():
    # "a High Straight can be scored as a Low Straight, a 4-of-a-kind as a 3-of-a-kind and a YNOT!
    # can score as a 3 or 4-of-a-kind or a Full House"
    assert box_score(YNOT, Category.SMALL_STRAIGHT, dice("12345")) == 30
    assert box_score(YNOT, Category.THREE_KIND, dice("44446")) == 22
    five = dice("44444")
    assert box_score(YNOT, Category.THREE_KIND, five) == 20
    assert box_score(YNOT, Category.FOUR_KIND, five) == 20
    assert box_score(YNOT, Category.FULL_HOUSE, five) == 25


def test_ynot_four_sixes_and_a_five_choice():
    # "Should you score four 6s and a 5 in section 1 ... only get 24 points or ... 4-of-a-kind for 29"
    roll = dice("66665")
    assert box_score(YNOT, Category.SIXES, roll) == 24
    assert box_score(YNOT, Category.FOUR_KIND, roll) == 29


def test_ynot_par_indicator_example():
    # "scoring two 3s in the 3s slot would show -3. Subsequently scoring four 4s ... change this to +1"
    card = column(threes=6)
    assert card.par() == -3 and card.par_text(YNOT) == "-3"
    card = card.with_score(Category.FOURS, 16)
    assert card.par() == 1 and card.par_text(YNOT) == "+1"


def test_ynot_par_turns_into_equals_35_when_bonus_won():
    card = column(ones=3, twos=6, threes=9, fours=12, fives=15, sixes=18)
    assert card.upper_total() == 63
    assert card.upper_bonus(YNOT) == 35
    assert card.par_text(YNOT) == "= 35"
    assert card.upper_bonus_state(YNOT) is UpperBonus.WON


def test_ynot_recovering_from_one_two_needs_only_four_fours():
    # "to recover from scoring only one 2 in the 2s, you need only to score four 4s"
    assert column(twos=2, fours=16).par() >= 0
    # "Conversely you would need five 3s to recover from two 6s"
    assert column(sixes=12, threes=12).par() < 0
    assert column(sixes=12, threes=15).par() >= 0


def test_ynot_upper_bonus_threshold():
    assert column(sixes=30, fives=25, fours=8).upper_bonus(YNOT) == 35  # 63
    assert column(sixes=30, fives=25, fours=4, threes=3).upper_bonus(YNOT) == 0  # 62


def test_ynot_throw_away_costs_150():
    # "throw away two 2s, two 1s and a 3 in the YNOT! slot ... You then get 2 YNOT!s - that
    # "throw away" just cost you 150 points!"
    junk = score_options(YNOT, (Column(),), dice("22113"), 3)
    ynot_box = next(o for o in junk if o.category is Category.FIVE_KIND)
    assert ynot_box.gain == 0
    thrown = column(five_kind=0)
    kept = column(five_kind=50)
    later = dice("66666")
    lost = [o for o in score_options(YNOT, (thrown,), later, 3) if o.category is Category.CHANCE][0]
    won = [o for o in score_options(YNOT, (kept,), later, 3) if o.category is Category.CHANCE][0]
    assert 50 + won.gain - lost.gain == 150


def test_ynot_roll_bonus_values():
    # "a Roll Bonus worth 10 points if you take just 1 roll and 5 points if you take 2 rolls"
    for roll_number, bonus in ((1, 10), (2, 5), (3, 0)):
        options = score_options(YNOT, (Column(),), dice("33345"), roll_number)
        by = {o.category: o for o in options}
        assert by[Category.THREES].roll_bonus == bonus  # 3 or more of a kind in section 1
        assert by[Category.THREE_KIND].roll_bonus == bonus  # anywhere in section 2 ...
        assert by[Category.CHANCE].roll_bonus == 0  # ... except Chance
        assert by[Category.FOURS].roll_bonus == 0  # a single 4 is not 3 of a kind


def test_ynot_tab_lands_on_highest_box_unless_under_par():
    # "YNOT always jumps to the highest score for the current dice (unless this means under
    # performing in section 1)"
    roll = dice("66612")
    option = suggest(score_options(YNOT, (Column(),), roll, 1), YNOT, roll)
    assert option.category is Category.THREE_KIND  # 21 + 10 beats sixes 18 + 10
    # Two sixes would score 12 in Sixes, the most, but under par; three 2s keep par in Twos.
    left = column(ones=3, threes=9, fours=12, fives=15, chance=20, **{k: 0 for k in (
        "three_kind", "four_kind", "full_house", "small_straight", "large_straight", "five_kind")})
    roll = dice("66222")
    option = suggest(score_options(YNOT, (left,), roll, 3), YNOT, roll)
    assert option.category is Category.TWOS
    # When every free box is under par, it simply takes the highest.
    roll = dice("66123")
    option = suggest(score_options(YNOT, (left,), roll, 3), YNOT, roll)
    assert option.category is Category.SIXES


# --- YATCY ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("category", "faces", "points"),
    [
        (Category.ONES, "11123", 3),  # three ones: 3*1=3
        (Category.TWOS, "22225", 8),  # four twos: 4*2=8
        (Category.THREES, "33312", 9),
        (Category.FOURS, "44123", 8),
        (Category.FIVES, "55512", 15),
        (Category.SIXES, "66612", 18),
        (Category.THREE_KIND, "55562", 23),  # 5+5+5+6+2=23
        (Category.FOUR_KIND, "55552", 22),  # 5+5+5+5+2=22
        (Category.FULL_HOUSE, "55533", 25),
        (Category.SMALL_STRAIGHT, "12346", 30),
        (Category.LARGE_STRAIGHT, "12345", 40),
        (Category.LARGE_STRAIGHT, "23456", 40),
        (Category.FIVE_KIND, "44444", 50),
        (Category.CHANCE, "12356", 17),  # 1+2+3+5+6=17
    ],
)
def test_yatcy_examples(category, faces, points):
    assert box_score(YATCY, category, dice(faces)) == points


def test_yatcy_full_house_needs_two_different_faces():
    assert box_score(YATCY, Category.FULL_HOUSE, dice("55555")) == 0


def test_yatcy_bonus_is_30_when_upper_total_more_than_62():
    assert column(sixes=30, fives=25, fours=8).upper_bonus(YATCY) == 30  # 63 > 62
    assert column(sixes=30, fives=25, fours=4, threes=3).upper_bonus(YATCY) == 0  # 62


def test_yatcy_authors_335():
    card = column(
        ones=1, twos=6, threes=15, fours=16, fives=15, sixes=24,
        three_kind=29, four_kind=30, full_house=25, small_straight=30, large_straight=40,
        five_kind=50, chance=24,
    )  # fmt: skip
    assert card.upper_total() == 77
    assert card.upper_bonus(YATCY) == 30
    assert card.lower_total() == 228
    assert card.grand_total(YATCY) == 335


def test_yatcy_has_no_extra_bonus():
    options = score_options(YATCY, (column(five_kind=50),), dice("66666"), 1)
    assert all(o.extra_bonus == 0 and not o.joker for o in options)


# --- Windows Yahtzee --------------------------------------------------------------
@pytest.mark.parametrize(
    ("category", "faces", "points"),
    [
        (Category.ONES, "11134", 3),
        (Category.TWOS, "22234", 6),
        (Category.THREES, "33314", 9),
        (Category.FOURS, "44413", 12),
        (Category.FIVES, "55513", 15),
        (Category.SIXES, "66613", 18),
        (Category.THREE_KIND, "55531", 19),
        (Category.FOUR_KIND, "55552", 22),
        (Category.SMALL_STRAIGHT, "12344", 30),  # 1-2-3-4
        (Category.SMALL_STRAIGHT, "34566", 30),  # 3-4-5-6
        (Category.LARGE_STRAIGHT, "12345", 40),
        (Category.FULL_HOUSE, "22333", 25),
        (Category.FIVE_KIND, "33333", 50),
        (Category.CHANCE, "64453", 22),
    ],
)
def test_winzee_examples(category, faces, points):
    assert box_score(WINZEE, category, dice(faces)) == points


def test_winzee_column_total_and_total_score_with_multiplier():
    rules = get_rules("winzee", columns=3, multiplier="yes")
    from ynot.dice.rules import column_total, total_score

    cols = (column(chance=20), column(chance=10), column(chance=5))
    assert [rules.column_multiplier(i) for i in range(3)] == [1, 2, 3]
    assert [column_total(c, rules, i) for i, c in enumerate(cols)] == [20, 20, 15]
    assert total_score(cols, rules) == 55
    plain = get_rules("winzee", columns=3, multiplier="no")
    assert total_score(cols, plain) == 35


# --- pbmserv Yacht ----------------------------------------------------------------
def test_yacht_sample_roll_is_a_large_straight():
    # The ASCII dice in the help: six, four, three, two, five -> "Large Straight ... 40 points"
    assert box_score(YACHT, Category.LARGE_STRAIGHT, dice("64325")) == 40


@pytest.mark.parametrize(
    ("category", "faces", "points"),
    [
        (Category.THREE_KIND, "33345", 18),
        (Category.FOUR_KIND, "33335", 17),
        (Category.FULL_HOUSE, "33355", 25),
        (Category.SMALL_STRAIGHT, "12343", 30),
        (Category.LARGE_STRAIGHT, "23456", 40),
        (Category.FIVE_KIND, "22222", 50),
        (Category.CHANCE, "66543", 24),
        (Category.FULL_HOUSE, "33345", 0),  # "If the player nominates a category for which their dice
    ],  # do not qualify, then 0 points"
)
def test_yacht_lower_section(category, faces, points):
    assert box_score(YACHT, category, dice(faces)) == points


def test_yacht_extra_yacht_earns_100_and_full_value_elsewhere():
    # "100 points are automatically added ... must then nominate a different (unused) category
    # which is scored normally, except for the Full House, Small Straight and Large Straight"
    options = score_options(YACHT, (column(five_kind=50),), dice("44444"), 2)
    by = {o.category: o for o in options}
    assert Category.FIVE_KIND not in by
    assert by[Category.FULL_HOUSE].points == 25
    assert by[Category.SMALL_STRAIGHT].points == 30
    assert by[Category.LARGE_STRAIGHT].points == 40
    assert by[Category.FOURS].points == 20
    assert by[Category.ONES].points == 0
    assert all(o.extra_bonus == 100 for o in options)


def test_small_straight_with_a_pair_inside():
    # The issue: "[1,2,3,3,4] is one"
    for rules in (YNOT, YATCY, YACHT, WINZEE, get_rules("yahtzee")):
        assert box_score(rules, Category.SMALL_STRAIGHT, dice("12334")) == 30
