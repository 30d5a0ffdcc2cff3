"""Post-game review and the strategy commands."""

import random
import re

import pytest
from strategy_cases import ONE_COLUMN

from ynot.cli import main
from ynot.dice import DiceGame, Roll, Score, ToggleDie, Undo, parse_record, write_record
from ynot.dice.rules import Category, get_rules
from ynot.dice.strategy.advisor import Advisor
from ynot.dice.strategy.players import play_solitaire
from ynot.dice.strategy.review import review_game, review_record, rounded_parts


def test_perfect_play_gives_nothing_away(preload):
    rules = preload("yahtzee").rules
    game = play_solitaire(rules, "perfect", seed=8)
    review = review_record(parse_record(write_record(game)))
    assert review.exact
    assert review.finals == game.state.totals()
    assert review.given_away("Computer") == pytest.approx(0.0, abs=1e-9)
    scores = sum(1 for a in game.history if isinstance(a, Score))
    boxes = [d for d in review.decisions if type(d.chosen).__name__ == "BoxChoice"]
    assert len(boxes) == scores


def test_weak_play_is_charged_and_the_total_adds_up(preload):
    rules = preload("yahtzee").rules
    game = play_solitaire(rules, "beginner", seed=8)
    review = review_record(parse_record(write_record(game)))
    losses = [d.loss for d in review.decisions]
    assert all(loss >= 0 for loss in losses)
    assert review.given_away("Computer") == pytest.approx(sum(losses)) and sum(losses) > 1


def test_an_undone_score_is_not_a_decision(preload):
    rules = preload("yahtzee").rules
    game = DiceGame(rules, ["Ann"])
    game.apply(Roll((1, 1, 2, 3, 4)))
    game.apply(Score(Category.CHANCE))
    game.apply(Undo())
    game.apply(ToggleDie(0))
    game.apply(Roll((6,)))
    game.apply(Score(Category.SMALL_STRAIGHT))
    review = review_record(parse_record(write_record(game)))
    assert [(d.roll_number, type(d.chosen).__name__) for d in review.decisions] == [
        (1, "KeepChoice"),
        (2, "BoxChoice"),
    ]


def test_review_command(preload, tmp_path, capsys):
    rules = preload("yahtzee").rules
    game = play_solitaire(rules, "beginner", seed=2)
    path = tmp_path / "game.record"
    path.write_text(write_record(game))
    assert main(["review", str(path)]) == 0
    out = capsys.readouterr().out
    assert "against perfect play" in out and "expected points in" in out
    assert main(["review", "--luck", str(path)]) == 0
    out = capsys.readouterr().out
    final = game.state.totals()[0]
    figures = re.findall(r"^ +(expected score at the start|luck of the dice|points the decisions gave away|final score)"
                         r" +([-+]?[0-9]+\.[0-9])$", out, re.M)
    assert [label for label, _ in figures][-1] == "final score" and len(figures) == 4
    start, luck, play, end = (round(float(value) * 10) for _, value in figures)
    assert start + luck + play == end == 10 * final and start == 2546
    assert re.search(rf"^ +13 +[-+][0-9.]+ +{final}\.0 +{final}$", out, re.M)
    assert main(["review", str(tmp_path / "missing.record")]) == 1
    path.write_text("ynot-record 1\nrules nope\n")
    assert main(["review", str(path)]) == 1
    assert "unknown rule set" in capsys.readouterr().err


def test_solve_command(preload, capsys):
    preload("yahtzee")
    assert main(["solve", "--rules", "yahtzee"]) == 0
    assert "254.5877287345" in capsys.readouterr().out
    assert main(["solve", "--rules", "nope"]) == 1
    assert "unknown rule set" in capsys.readouterr().err
    assert main(["solve", "--rules", "winzee", "--option", "columns=3"]) == 1
    assert "one scoring column" in capsys.readouterr().err


def test_advise_command(preload, capsys):
    preload("yahtzee")
    args = ["advise", "--rules", "yahtzee", "--dice", "6 6 6 2 3", "--filled", "ones,twos", "--upper", "6"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert re.search(r"^ *1\.  +keep 6 6 6 ", out, re.M) and "gives away" in out


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--dice", "1 2 3 4 7"], "a die shows 1 to 6"),
        (["--dice", "1 2 3"], "a roll has 5 dice"),
        (["--dice", "12345", "--roll", "4"], "roll number is 1, 2 or 3"),
        (["--dice", "12345", "--filled", "ones,bogus"], "unknown box"),
        (["--dice", "12345", "--filled", "ones,ones"], "listed twice"),
        (["--dice", "12345", "--filled", "ones", "--upper", "7"], "cannot be made"),
        (["--dice", "12345", "--upper", "3"], "cannot be made"),
        (["--dice", "12345", "--fifty"], "cannot hold 50"),
        (["--dice", "12345", "--rules", "nope"], "unknown rule set"),
        (["--dice", "12345", "--level", "expert"], "unknown level"),
    ],
)
def test_advise_command_refuses_bad_input(preload, capsys, extra, message):
    preload("yahtzee")
    assert main(["advise", "--rules", "yahtzee", *extra]) == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_advise_command_with_all_boxes_filled(capsys):
    every = ",".join(c.value for c in Category)
    assert main(["advise", "--rules", "yatcy", "--dice", "12345", "--filled", every, "--upper", "0"]) == 1
    assert "game is over" in capsys.readouterr().err


def test_rules_are_unchanged_for_other_presets():
    assert not get_rules("yahtzee").joker_needs_upper
    assert get_rules("yahtzee-free-joker").joker_needs_upper


# --- luck against play ------------------------------------------------------------------------------


def _random_game(rules, seed: int, players=("Ann",)) -> DiceGame:
    """A whole game of quick random play: random dice kept, a random legal box (cheap to make)."""
    rng = random.Random(seed)
    game = DiceGame(rules, list(players), seed=seed)
    while not game.is_over:
        state = game.state
        if state.roll_number in (1, 2) and rng.random() < 0.5:
            for die in rng.sample(range(5), rng.randint(1, 5)):
                game.apply(ToggleDie(die))
            game.apply(Roll())
        elif state.roll_number == 0:
            game.apply(Roll())
        else:
            game.apply(rng.choice([a for a in game.legal_actions() if isinstance(a, Score)]))
    return game


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), ONE_COLUMN)
def test_the_luck_identity_holds_for_100_games(preload, name, options):
    """Final score = expected score at the start + luck of the dice - points given away, to 1e-9."""
    table = preload(name, **options)
    advisor = Advisor(table.rules)
    for seed in range(100):
        review = review_game(_random_game(table.rules, seed), advisor)
        balance = review.balance("Ann")
        assert balance.start == pytest.approx(table.expected_score, abs=1e-9)
        assert balance.start + balance.luck - balance.given_away == pytest.approx(balance.end, abs=1e-9)
        start, luck, play, end = balance.tenths()
        assert start + luck + play == end == 10 * review.finals[0]
        assert abs(start - 10 * balance.start) < 1 and abs(luck - 10 * balance.luck) < 1
        assert abs(play + 10 * balance.given_away) < 1


def test_each_roll_is_the_change_it_made_and_each_player_has_their_own(preload):
    table = preload("yahtzee")
    game = _random_game(table.rules, 7, players=("Ann", "Bob"))
    review = review_game(game, Advisor(table.rules))
    for seat, name in enumerate(("Ann", "Bob")):
        balance = review.balance(name)
        assert balance.end == review.finals[seat]
        assert balance.start + balance.luck - balance.given_away == pytest.approx(balance.end, abs=1e-9)
        rolls = [r for r in review.rolls if r.player == name]
        assert len(rolls) >= 13 and rolls[0].roll_number == 1 and rolls[0].before == balance.start
        # a turn's first roll starts from the expected score the last box left
        points = review.turn_points(name)
        assert [p.turn for p in points] == list(range(14))
        assert points[-1].expected == pytest.approx(review.finals[seat], abs=1e-9)
        assert points[-1].written == review.finals[seat]
        firsts = [r for r in rolls if r.roll_number == 1]
        assert [r.before for r in firsts[1:]] == [p.expected for p in points[1:-1]]


def test_an_undone_box_leaves_the_luck_as_it_was(preload):
    rules = preload("yahtzee").rules
    game = DiceGame(rules, ["Ann"])
    game.apply(Roll((1, 1, 2, 3, 4)))
    game.apply(Score(Category.CHANCE))
    game.apply(Undo())
    game.apply(Score(Category.SMALL_STRAIGHT))
    review = review_game(game, Advisor(rules))
    assert len(review.turns) == 1 and len(review.rolls) == 1
    balance = review.balance("Ann")
    assert not review.finished
    assert balance.end == review.turns[0].expected
    assert balance.start + balance.luck - balance.given_away == pytest.approx(balance.end, abs=1e-12)


def test_rounded_parts_add_up():
    assert rounded_parts((2545.877, -296.361, -439.516), 1810) == (2546, -296, -440)
    assert sum(rounded_parts((0.5, 0.5, 0.5, 0.5), 2)) == 2
    assert rounded_parts((10.0, -3.0), 7) == (10, -3)
