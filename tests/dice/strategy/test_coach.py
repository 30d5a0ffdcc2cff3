"""The coach at the table: the hint's best moves and the watcher's remarks."""

import pytest

from ynot.dice import DiceGame, Roll, Score, ToggleDie
from ynot.dice.rules import Category, get_rules
from ynot.dice.strategy.advisor import Advisor, BoxChoice, KeepChoice
from ynot.dice.strategy.coach import DEFAULT_THRESHOLD, Coach, make_hint
from ynot.i18n import decimal, speaking


def _sixes_game(rules, faces=(6, 6, 6, 2, 3)):
    game = DiceGame(rules, ["Ann"])
    game.apply(Roll(faces))
    return game


def test_a_hint_lists_the_three_best_moves_with_their_cost(preload):
    rules = preload("yahtzee").rules
    advice = Advisor(rules).advise(_sixes_game(rules).state)
    hint = make_hint(advice, rules)
    assert hint.exact and len(hint.lines) == 3
    assert hint.lines[0].choice == advice.best and hint.lines[0].loss == 0
    assert [line.expected for line in hint.lines] == sorted((line.expected for line in hint.lines), reverse=True)
    assert all(line.loss == pytest.approx(advice.expected - line.expected) for line in hint.lines)
    assert hint.rows()[0][0] == "keep 6 6 6"
    move, expected, cost = hint.rows()[1]
    assert expected == f"{hint.lines[1].expected:.1f}" and cost == f"-{hint.lines[1].loss:.1f}"
    assert hint.rows()[0][2] == "best move"
    with speaking("de"):
        assert hint.rows()[0] == ("6 6 6 behalten", decimal(hint.lines[0].expected), "bester Zug")
    assert "perfect play" in hint.heading()


def test_several_columns_give_an_estimate(preload):
    preload("winzee", extra="bonus")
    rules = get_rules("winzee", columns=3)
    advice = Advisor(rules).advise(_sixes_game(rules).state)
    hint = make_hint(advice, rules, count=len(advice.choices))
    assert not hint.exact and "estimate" in hint.heading()
    rows = hint.rows()
    assert all("in column" in row[0] for row, line in zip(rows, hint.lines, strict=True)
               if isinstance(line.choice, BoxChoice))


def test_the_watcher_speaks_only_past_its_threshold(preload):
    rules = preload("yahtzee").rules
    game = _sixes_game(rules)
    coach = Coach(Advisor(rules))
    remark = coach.judge(game.state, Score(Category.SIXES))
    assert remark is not None and remark.loss > DEFAULT_THRESHOLD
    assert isinstance(remark.best, KeepChoice) and remark.best.keep == (6, 6, 6)
    assert remark.sentence(rules) == f"Sixes gave away {remark.loss:.1f} points: keeping 6 6 6 was best."
    assert Coach(Advisor(rules), threshold=remark.loss + 1).judge(game.state, Score(Category.SIXES)) is None
    # keeping the best dice says nothing; the roll of the first turn is not a decision
    for die in (3, 4):
        game.apply(ToggleDie(die))
    assert coach.judge(game.state, Roll()) is None
    assert coach.judge(DiceGame(rules, ["Ann"]).state, Roll()) is None


def test_the_watcher_on_a_keep_and_in_german(preload):
    rules = preload("yahtzee").rules
    game = _sixes_game(rules)
    for die in (0, 1, 2):  # roll the sixes again, keep 2 3
        game.apply(ToggleDie(die))
    remark = Coach(Advisor(rules), threshold=0.5).judge(game.state, Roll())
    assert remark is not None and remark.chosen.keep == (2, 3)
    assert remark.sentence(rules).startswith("Keeping 2 3 gave away ")
    with speaking("de"):
        sentence = remark.sentence(rules)
        assert decimal(remark.loss) in sentence and "," in decimal(remark.loss)
        assert "6 6 6" in sentence and "Keeping" not in sentence


def test_an_illegal_box_is_left_to_the_game(preload):
    rules = preload("yahtzee").rules
    game = _sixes_game(rules)
    game.apply(Score(Category.CHANCE))
    game.apply(Roll((1, 2, 3, 4, 5)))
    assert Coach(Advisor(rules)).judge(game.state, Score(Category.CHANCE)) is None


def test_decimal_numbers_in_each_language():
    assert decimal(3.94) == "3.9" and decimal(-0.04) == "0.0" and decimal(2.0, sign=True) == "+2.0"
    with speaking("de"):
        assert decimal(3.94) == "3,9" and decimal(-12.25, 2) == "-12,25"
