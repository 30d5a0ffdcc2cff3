"""``ynot text``: whole games scripted through standard input, and every refusal on the way."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ynot.core import Session
from ynot.dice import DiceGame, replay_text, write_record
from ynot.dice.rules import Category, get_rules
from ynot.dice.text.board import help_text
from ynot.store import Store
from ynot.terminal import fit
from ynot.text.play import TextPlay

ROOT = Path(__file__).resolve().parents[2]
LETTERS = "abcdeftrhslyx"


def two_player_script() -> list[str]:
    """fred rolls all five again once a turn, ned scores his first roll; both fill a to x."""
    lines = []
    for letter in LETTERS:
        lines += ["", "all", letter]
        lines += ["", letter]
    return lines


def play(lines, rules="yacht", players=("fred", "ned"), seed=11, store=None):
    """One game typed line by line through the text-play frame (kept in ``store`` when given)."""
    session = Session(get_rules(rules) if isinstance(rules, str) else rules, list(players), store=store, seed=seed)
    out = io.StringIO()
    status = TextPlay(session, io.StringIO("".join(f"{line}\n" for line in lines)), out, again=False).run()
    return session.game, out.getvalue(), status


def test_a_scripted_game_to_the_end():
    game, out, status = play(two_player_script())
    assert status == 0
    assert game.is_over
    assert game.state.totals() == (27, 58)
    assert out.count("Game over") == 1 and "Game over: ned wins with 58." in out
    assert "     Grand Total          27      58" in out
    assert replay_text(write_record(game)).state.totals() == (27, 58)


def test_ynot_rules_play_each_players_whole_game_in_turn_with_bonuses():
    lines = []
    for _ in range(2):
        for letter in LETTERS:
            lines += ["", letter]
    game, out, status = play(lines, rules="ynot", players=("ann", "bob"))
    assert status == 0 and game.is_over
    assert game.state.totals() == (116, 56)
    assert "ann's turn 13 of 13." in out and out.index("ann's turn 13") < out.index("bob's turn 1 of 13")
    assert "earns a 10-point Roll! bonus." in out
    assert "     Roll! Bonus (10/5)   30      20" in out


def test_winzee_columns_are_played_by_letter_and_number():
    rules = get_rules("winzee", columns=2, multiplier="yes")
    lines = []
    for column in (1, 2):
        for letter in LETTERS:
            lines += ["", f"{letter}{column}"]
    game, out, status = play(lines, rules=rules, players=("solo",), seed=4)
    assert status == 0 and game.is_over
    first, second = game.state.cards[0]
    assert game.state.total(0) == first.grand_total(rules) + 2 * second.grand_total(rules)
    assert f"Game over: solo scores {game.state.total(0)}." in out


def refusal(lines, expected, **kwargs):
    game, out, status = play(lines, **kwargs)
    assert status == 0
    assert expected in out, out[-600:]
    return game, out


def test_refused_moves_are_explained_and_change_nothing():
    game, out = refusal(["", "9", "55555", "zz", "22"], "Dice show 1 to 6 pips, so no die shows 9")
    assert "There are only five dice, but 5 pips were named." not in out  # 55555 is five pips
    assert "No die shows 5" in out or "named five times" in out
    assert "'zz' is not a move" in out
    assert game.state.roll_number == 1 and not game.state.marks
    assert game.history[-1].__class__.__name__ == "Roll" and len(game.history) == 1


def test_no_rolls_left_is_refused():
    game, out = refusal(["", "all", "all", "all"], "No rolls are left this turn: choose a box to score.")
    assert game.state.roll_number == 3


def test_scoring_a_used_box_is_refused():
    game, out = refusal(["", "x", "", "x", "", "x"], "Chance is already used; choose a free box.")
    assert game.state.current == 0 and game.state.roll_number == 1


def test_a_letter_before_rolling_is_refused():
    refusal(["e"], "Roll the dice before scoring.")


def test_undo_takes_back_a_score_but_never_a_roll():
    game, out = refusal(["", "undo"], "Nothing to undo: a roll of the dice can never be taken back.")
    game, out = play(["", "x", "undo", "a"])[:2]
    assert "Taken back." in out
    card = game.state.cards[0][0]
    assert card.filled_count == 1
    assert card.get(Category.CHANCE) is None and card.get(Category.ONES) is not None


def test_help_lists_the_syntax_and_every_box_letter():
    game, out, _ = play(["help"])
    text = help_text(game)
    assert "\n".join(fit(line, 80) for line in text.split("\n")) in out  # fitted to a pipe's 80 columns
    for letter in LETTERS:
        assert f"  {letter}  " in text
    assert "2414" in text and "all" in text and "undo" in text and "quit" in text
    winzee = DiceGame(get_rules("winzee", columns=3), ["a"], seed=1)
    assert "e2" in help_text(winzee) and "3 columns" in help_text(winzee)


def test_end_of_input_and_quit_end_cleanly():
    game, out, status = play(["", "12"])
    assert status == 0 and "The game was left unfinished." in out
    game, out, status = play(["", "quit", "x"])
    assert status == 0 and "The game was left unfinished." in out  # no store: nothing to keep it in
    assert game.state.roll_number == 1


def test_sheet_and_roll_commands():
    game, out, _ = play(["roll", "sheet", "roll"])
    assert out.count("fred has rolled the following:") == 2
    assert "The dice are rolled: name the pips to roll again" in out


@pytest.mark.parametrize("name", ["yahtzee", "yatcy"])
def test_any_rule_set_plays_to_the_end(name):
    lines = [x for letter in LETTERS for x in ("", letter)]
    game, out, status = play(lines, rules=name, players=("solo",), seed=2)
    assert status == 0 and game.is_over


def run_cli(args, stdin, home):
    env = dict(os.environ, YNOT_HOME=str(home), PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "ynot", *args], input=stdin, capture_output=True, text=True, env=env,
        timeout=60, cwd=ROOT,
    )


def test_ynot_text_command_plays_a_scripted_game_into_the_store(ynot_home):
    script = "".join(f"{line}\n" for line in two_player_script())
    result = run_cli(["text", "--rules", "yacht", "--players", "fred", "ned", "--seed", "11"], script, ynot_home)
    assert result.returncode == 0, result.stderr
    assert "Game over: ned wins with 58." in result.stdout
    assert "     .-----.  .-----.  .-----.  .-----.  .-----." in result.stdout
    assert "ned entered the high score table at number 1 with 58." in result.stdout
    with Store.open() as store:
        assert [(h.name, h.score) for h in store.high_scores("yacht")] == [("ned", 58), ("fred", 27)]
        assert store.stats("fred", "yacht").all_time.games == 1
        (summary,) = store.games()
        record = store.game_record(summary.game_id)
    assert replay_text(record).state.totals() == (27, 58)


def test_each_player_is_counted_when_their_game_ends():
    lines = [x for letter in LETTERS for x in ("", letter)] * 2
    with Store.open() as store:
        game, out, status = play(lines, rules="ynot", players=("ann", "bob"), store=store)
    assert game.is_over
    # ann's sentences come as soon as her 13th box is filled, before bob's first turn.
    assert out.index("ann entered the high score table") < out.index("bob's turn 1 of 13")
    assert out.count("ann entered the high score table") == 1
    with Store.open() as store:
        assert {h.name for h in store.high_scores("ynot")} == {"ann", "bob"}
        assert store.stats("ann", "ynot").all_time.games == 1


def test_a_score_that_finished_a_player_cannot_be_taken_back():
    lines = [x for letter in LETTERS for x in ("", letter)] + ["undo"]
    with Store.open() as store:
        game, out, _ = play(lines, rules="ynot", players=("ann", "bob"), store=store)
    assert "it cannot be taken back" in out
    assert game.state.current == 1 and game.state.player_finished(0)


def test_ynot_text_refuses_bad_arguments_in_one_sentence(tmp_path):
    result = run_cli(["text", "--rules", "chess"], "", tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith("ynot: unknown rule set 'chess'")
    result = run_cli(["text", "--players", "ann", "ANN"], "", tmp_path)
    assert result.returncode == 1 and "same name" in result.stderr
    result = run_cli(["text", "--option", "columns"], "", tmp_path)
    assert result.returncode == 1 and "KEY=VALUE" in result.stderr
