"""The score sheet view model: exact cells for hand-made columns, no display."""

from __future__ import annotations

import pytest

from ynot.dice.rules import UPPER, Category, Column, ScoreOption, get_rules
from ynot.dice.sheet import Mark, Place, Suggestion, Total, build_sheet

YNOT = get_rules("ynot")
YAHTZEE = get_rules("yahtzee")


def column(**boxes: int) -> Column:
    """A column with the named boxes filled (``ones=3, chance=22``)."""
    out = Column()
    for name, points in boxes.items():
        out = out.with_score(Category[name.upper()], points)
    return out


def test_boxes_are_written_or_free_and_totals_add_up():
    col = column(ones=3, twos=6, threes=9, three_kind=20)
    sheet = build_sheet([[col]], YAHTZEE, [Category.ONES, Category.FOURS, Total.UPPER, Total.LOWER, Total.GRAND])
    assert [row.key for row in sheet.rows] == [Category.ONES, Category.FOURS, Total.UPPER, Total.LOWER, Total.GRAND]
    assert sheet.cell(Category.ONES).value == 3 and sheet.cell(Category.ONES).mark is Mark.WRITTEN
    assert sheet.cell(Category.FOURS).value is None and sheet.cell(Category.FOURS).mark is Mark.FREE
    assert sheet.cell(Category.FOURS).text == ""
    assert (sheet.cell(Total.UPPER).value, sheet.cell(Total.LOWER).value, sheet.cell(Total.GRAND).value) == (18, 20, 38)
    assert sheet.row(Category.ONES).is_box and not sheet.row(Total.UPPER).is_box
    with pytest.raises(KeyError):
        sheet.row(Total.PAR)


def test_the_upper_bonus_is_pending_until_won_or_out_of_reach():
    rows = [Total.UPPER_BONUS, Total.UPPER_SECTION, Total.PAR]
    open_ = build_sheet([[column(ones=3)]], YNOT, rows)
    assert open_.cell(Total.UPPER_BONUS).pending and open_.cell(Total.UPPER_BONUS).value == 0
    assert open_.cell(Total.PAR).text == "+0"
    won = build_sheet([[column(sixes=30, fives=25, fours=8)]], YNOT, rows)
    assert not won.cell(Total.UPPER_BONUS).pending and won.cell(Total.UPPER_BONUS).value == 35
    assert won.cell(Total.UPPER_SECTION).value == 63 + 35 and won.cell(Total.PAR).text == "= 35"
    lost = build_sheet([[column(sixes=0, fives=0, fours=0)]], YNOT, rows)
    assert not lost.cell(Total.UPPER_BONUS).pending and lost.cell(Total.UPPER_BONUS).text == "0"
    assert lost.cell(Total.PAR).text == "= 0" and lost.cell(Total.PAR).value == -45


def test_bonuses_are_pending_until_earned():
    rows = [Total.FIVE_BONUS, Total.ROLL_BONUS, Total.BONUSES, Total.LOWER_SECTION]
    none = build_sheet([[column(five_kind=50)]], YNOT, rows)
    assert none.cell(Total.FIVE_BONUS).pending and none.cell(Total.ROLL_BONUS).pending
    earned = Column().with_score(Category.FIVE_KIND, 50).with_score(Category.CHANCE, 30, extra_bonus=100, roll_bonus=10)
    sheet = build_sheet([[earned]], YNOT, rows)
    assert [sheet.cell(key).value for key in rows] == [100, 10, 110, 80 + 110]
    assert not sheet.cell(Total.FIVE_BONUS).pending and not sheet.cell(Total.ROLL_BONUS).pending


def test_columns_multiply_and_the_player_total_adds_them_up():
    rules = get_rules("winzee", columns=3, multiplier=True)
    ann = (column(chance=20), column(chance=10), Column())
    bob = (Column(), Column(), column(ones=4))
    sheet = build_sheet([ann, bob], rules, [Total.GRAND, Total.MULTIPLIER, Total.COLUMN, Total.PLAYER])
    assert sheet.places == tuple(Place(p, i) for p in (0, 1) for i in range(3))
    assert [c.value for c in sheet.row(Total.MULTIPLIER).cells] == [1, 2, 3, 1, 2, 3]
    assert [c.value for c in sheet.row(Total.COLUMN).cells] == [20, 20, 0, 0, 0, 12]
    assert [c.value for c in sheet.row(Total.PLAYER).cells] == [40, 40, 40, 12, 12, 12]
    assert sheet.player_columns(1) == (3, 4, 5)


def test_players_may_be_named_for_a_sheet_of_some_cards():
    sheet = build_sheet([[column(ones=2)]], YAHTZEE, [Total.PLAYER], players=[3])
    assert sheet.places == (Place(3, 0),) and sheet.cell(Total.PLAYER).value == 2


def test_bonus_in_box_writes_later_five_of_a_kinds_in_their_box():
    rules = get_rules("winzee")
    col = Column().with_score(Category.FIVE_KIND, 50).with_bonus(extra_bonus=50)
    assert build_sheet([[col]], rules, [Category.FIVE_KIND]).cell(Category.FIVE_KIND).value == 50
    assert build_sheet([[col]], rules, [Category.FIVE_KIND], bonus_in_box=True).cell(Category.FIVE_KIND).text == "100"


def test_a_suggested_box_shows_what_it_would_score_and_greys_the_totals_it_changes():
    col = column(ones=3, sixes=18)
    option = ScoreOption(Category.FOURS, 0, 16, roll_bonus=5)
    rows = [*UPPER, Total.UPPER, Total.PAR, Total.LOWER, Total.BONUSES, Total.GRAND]
    sheet = build_sheet([[col]], YNOT, rows, suggestion=Suggestion(Category.FOURS, 0, option), preview_totals=True)
    fours = sheet.cell(Category.FOURS)
    assert (fours.mark, fours.value, fours.after, fours.shown) == (Mark.SUGGESTED, None, 16, "16")
    upper = sheet.cell(Total.UPPER)
    assert (upper.mark, upper.value, upper.after, upper.shown) == (Mark.GREYED, 21, 37, "37")
    assert sheet.cell(Total.PAR).mark is Mark.GREYED and sheet.cell(Total.PAR).shown == "+4"
    assert sheet.cell(Total.PAR).text == "+0"
    assert sheet.cell(Total.LOWER).mark is Mark.WRITTEN and sheet.cell(Total.LOWER).shown == "0"
    assert sheet.cell(Total.BONUSES).after == 5 and sheet.cell(Total.GRAND).after == 21 + 16 + 5
    assert sheet.cell(Category.ONES).mark is Mark.WRITTEN and sheet.cell(Category.TWOS).mark is Mark.FREE


def test_without_preview_totals_a_suggestion_lights_only_its_box():
    option = ScoreOption(Category.CHANCE, 0, 17)
    sheet = build_sheet(
        [[Column()]], YAHTZEE, [Category.CHANCE, Total.GRAND], suggestion=Suggestion(Category.CHANCE, 0, option)
    )
    assert sheet.cell(Category.CHANCE).mark is Mark.SUGGESTED and sheet.cell(Category.CHANCE).after == 17
    assert sheet.cell(Total.GRAND).mark is Mark.WRITTEN


def test_a_suggestion_without_an_option_lights_the_box_and_keeps_its_value():
    col = column(chance=22)
    sheet = build_sheet([[col], [col]], YAHTZEE, [Category.CHANCE], suggestion=Suggestion(Category.CHANCE, 1))
    first, second = sheet.row(Category.CHANCE).cells
    assert first.mark is Mark.WRITTEN
    assert (second.mark, second.value, second.after, second.shown) == (Mark.SUGGESTED, 22, None, "")


def test_the_windows_yahtzee_bonus_turn_previews_no_box_but_the_bonus():
    rules = get_rules("winzee")
    col = column(five_kind=50)
    option = ScoreOption(Category.FIVE_KIND, 0, 0, extra_bonus=50, extra_turn=True)
    sheet = build_sheet(
        [[col]], rules, [Total.LOWER_SECTION], suggestion=Suggestion(Category.FIVE_KIND, 0, option), preview_totals=True
    )
    assert sheet.cell(Total.LOWER_SECTION).after == 100
