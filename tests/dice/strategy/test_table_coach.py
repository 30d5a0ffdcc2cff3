"""The coach at a look's table (``table_coach``, the dice games' ``GameKind.coach``): nothing built before it is
started, the hint and the watching coach as words, every player's review card adding up, and perfect play's
expected score known for every rule set YNOT ships, equal to the solver's."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ynot.core import get_kind
from ynot.core.coaching import HintView, Remark
from ynot.dice import DiceGame, Roll, Score
from ynot.dice.rules import Category, get_rules
from ynot.dice.strategy.known import PERFECT_SCORES, known_perfect_score
from ynot.dice.strategy.table_coach import DiceCoach

RULES = get_rules("yahtzee")


def played(seed: int, players=("Ann", "Bob")) -> DiceGame:
    game = DiceGame(RULES, players, rng=random.Random(seed))
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice([a for a in game.legal_actions() if type(a).__name__ != "Undo"]))
    return game


def test_the_dice_games_kind_offers_its_coach():
    kind = get_kind("dice")
    assert kind.offers("coach") and kind.part("coach")(RULES).rules == RULES


def test_nothing_is_built_before_the_coach_is_started():
    started = []
    coach = DiceCoach(get_rules("yacht"), build=lambda rules: started.append(rules))
    assert not coach.built and not coach.failed and not coach.ready and coach.progress_text() == ""
    assert not started and coach.perfect_score() == pytest.approx(254.5953291720)
    with pytest.raises(ValueError):
        coach.hint(DiceGame(get_rules("yacht"), ("Ann",)))


def test_hint_remark_and_review_in_words(preload):
    preload("yahtzee")
    coach = DiceCoach(RULES)
    coach.start()
    assert coach.built and not coach.ready
    coach.load()
    game = DiceGame(RULES, ("Ann",), rng=random.Random(3))
    with pytest.raises(ValueError, match="Roll the dice first"):
        coach.hint(game)
    game.apply(Roll())
    hint = coach.hint(game)
    assert isinstance(hint, HintView) and hint.heading.endswith("perfect play:") and len(hint.rows) == 3
    remark = coach.judge(game, Score(Category.CHANCE), 2.0)
    assert isinstance(remark, Remark) and "gave away" in remark.sentence and remark.loss > 2.0
    assert coach.judge(game, Score(Category.CHANCE), 1000.0) is None


def test_each_players_card_adds_up(preload):
    preload("yahtzee")
    coach = DiceCoach(RULES)
    coach.start()
    coach.load()
    game = played(11)
    view = coach.review(game)
    assert view.title == "Yahtzee (Hasbro's official rules, forced Joker): against perfect play"
    for card, final in zip(view.cards, game.scores(), strict=True):
        start, luck, play, end = (float(figure) for _label, figure in card.balance)
        assert round(start + luck + play, 1) == end == final
        assert card.costly[0] == ("turn", "dice", "done", "best", "points")
        assert all(float(row[-1]) < 0 for row in card.costly[1:])
        assert [p.turn for p in card.points] == list(range(14)) and card.points[-1].written == final


SOLVED_HERE = ["yahtzee", "ynot", "yahtzee-plain", "yahtzee-free-joker"]


@pytest.mark.parametrize("name", SOLVED_HERE)
def test_perfect_play_is_known_as_the_solver_has_it(solved, name):
    assert known_perfect_score(get_rules(name)) == pytest.approx(solved(name).expected_score, abs=1e-9)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "options"),
    [("yatcy", {}), ("yacht", {}), ("winzee", {"extra": "bonus"}), ("winzee", {"extra": "wild"}),
     ("winzee", {"extra": "nothing"})],
)
def test_perfect_play_of_every_other_rule_set_is_known_as_the_solver_has_it(solved, name, options):
    assert known_perfect_score(get_rules(name, **options)) == pytest.approx(
        solved(name, **options).expected_score, abs=1e-9
    )


def test_only_the_rule_sets_ynot_ships_are_known():
    assert len(PERFECT_SCORES) == 9
    assert known_perfect_score(get_rules("winzee", columns=3)) is None
    assert known_perfect_score(replace(RULES, upper_bonus=50)) is None
