"""Post-game review and the strategy commands."""

import re

import pytest

from ynot.cli import main
from ynot.dice import DiceGame, Roll, Score, ToggleDie, Undo, parse_record, write_record
from ynot.dice.rules import Category, get_rules
from ynot.dice.strategy.players import play_solitaire
from ynot.dice.strategy.review import review_record


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
