"""The manual's move syntax: pips to roll again, all, box letters, columns, and every refusal."""

import pytest

from ynot.core import IllegalMove
from ynot.dice import DiceGame, Roll, Score, ToggleDie
from ynot.dice.rules import Category, Dice, get_rules
from ynot.dice.text.moves import BoxMove, Command, MoveError, Reroll, apply_move, parse_move


def game_with(faces, rules="yacht", players=("fred", "ned")):
    game = DiceGame(get_rules(rules) if isinstance(rules, str) else rules, list(players), seed=7)
    game.apply(Roll(tuple(faces)))
    return game


def test_pips_name_the_dice_to_roll_again():
    game = game_with((2, 4, 1, 4, 6))
    assert parse_move("2414", game.state) == Reroll(frozenset({0, 1, 2, 3}))
    assert parse_move("6", game.state) == Reroll(frozenset({4}))
    assert parse_move(" 4 4 ", game.state) == Reroll(frozenset({1, 3}))
    assert parse_move("all", game.state) == Reroll(frozenset(range(5)))
    assert parse_move("ALL", game.state) == Reroll(frozenset(range(5)))


def test_the_leftmost_matching_die_is_taken_first():
    game = game_with((3, 5, 3, 5, 3))
    assert parse_move("3", game.state) == Reroll(frozenset({0}))
    assert parse_move("53", game.state) == Reroll(frozenset({0, 1}))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5", "No die shows 5; the dice show 2 4 1 4 6."),
        ("22", "2 is named two times but only one die shows 2; the dice show 2 4 1 4 6."),
        ("444", "4 is named three times but only two dice show 4; the dice show 2 4 1 4 6."),
        ("7", "Dice show 1 to 6 pips, so no die shows 7; the dice show 2 4 1 4 6."),
        ("0", "Dice show 1 to 6 pips, so no die shows 0; the dice show 2 4 1 4 6."),
        ("241466", "There are only five dice, but 6 pips were named."),
    ],
)
def test_pips_that_do_not_fit_the_dice_are_refused(text, message):
    game = game_with((2, 4, 1, 4, 6))
    with pytest.raises(MoveError) as err:
        parse_move(text, game.state)
    assert str(err.value) == message


@pytest.mark.parametrize("text", ["", "   ", "zz", "2a", "roll 3", "q", "-1", "a b"])
def test_garbled_moves_are_refused(text):
    game = game_with((2, 4, 1, 4, 6))
    with pytest.raises(MoveError) as err:
        parse_move(text, game.state)
    assert "name the pips to roll again" in str(err.value)


def test_box_letters_score():
    game = game_with((2, 4, 1, 4, 6))
    letters = "abcdeftrhslyx"
    parsed = [parse_move(letter, game.state) for letter in letters]
    assert [m.category for m in parsed] == list(Category)
    assert parse_move("E", game.state) == BoxMove(Category.FIVES, 0)
    assert parse_move("e1", game.state) == BoxMove(Category.FIVES, 0)
    assert parse_move("chance", game.state) == BoxMove(Category.CHANCE, 0)


def test_commands_are_words():
    game = game_with((2, 4, 1, 4, 6))
    for word in ("help", "undo", "quit", "sheet", "roll", "Help"):
        assert parse_move(word, game.state) == Command(word.lower())


def test_a_column_number_only_where_there_are_columns():
    game = game_with((2, 4, 1, 4, 6))
    with pytest.raises(MoveError, match="one scoring column: type just the letter e"):
        parse_move("e2", game.state)


def test_columns_by_number_and_by_elimination():
    rules = get_rules("winzee", columns=3)
    game = game_with((5, 5, 5, 2, 2), rules)
    assert parse_move("e3", game.state) == BoxMove(Category.FIVES, 2)
    with pytest.raises(MoveError, match="free in more than one column: type e1, e2 or e3"):
        parse_move("e", game.state)
    with pytest.raises(MoveError, match="numbered 1 to 3; there is no column 4"):
        parse_move("e4", game.state)
    game.apply(Score(Category.FIVES, 0))
    game.apply(Roll((5, 5, 5, 2, 2)))  # ned
    game.apply(Score(Category.FIVES, 0))
    game.apply(Roll((5, 5, 5, 2, 2)))  # fred again
    game.apply(Score(Category.FIVES, 1))
    game.apply(Roll((5, 5, 5, 2, 2)))
    game.apply(Score(Category.TWOS, 0))
    game.apply(Roll((5, 5, 5, 2, 2)))
    assert parse_move("e", game.state) == BoxMove(Category.FIVES, 2)  # the only free Fives


def test_no_rerolls_before_the_roll_or_after_the_third():
    game = DiceGame(get_rules("yacht"), ["fred", "ned"], seed=3)
    with pytest.raises(MoveError, match="not been rolled yet"):
        parse_move("12", game.state)
    game.apply(Roll((1, 2, 3, 4, 5)))
    apply_move(game, Reroll(frozenset({0})))
    apply_move(game, Reroll(frozenset({0})))
    assert game.state.roll_number == 3
    with pytest.raises(MoveError, match="No rolls are left this turn"):
        parse_move(str(game.state.dice[1]), game.state)
    before = game.state
    with pytest.raises(IllegalMove, match="No rolls are left"):
        apply_move(game, Reroll(frozenset(range(5))))
    assert game.state == before


def test_a_reroll_marks_exactly_the_named_dice_then_rolls():
    game = game_with((2, 4, 1, 4, 6))
    history = len(game.history)
    events = apply_move(game, parse_move("41", game.state))
    added = game.history[history:]
    assert added[:2] == [ToggleDie(1), ToggleDie(2)]
    assert isinstance(added[2], Roll) and len(added[2].faces) == 2
    dice = game.state.dice
    assert (dice[0], dice[3], dice[4]) == (2, 4, 6)  # the kept dice stay put
    assert game.state.roll_number == 2 and not game.state.marks
    assert events[-1].rolled == (1, 2)


def test_the_first_roll_of_a_turn_is_all_five():
    game = DiceGame(get_rules("yacht"), ["fred", "ned"], seed=3)
    with pytest.raises(IllegalMove, match="first roll of a turn rolls all five"):
        apply_move(game, Reroll(frozenset({0})))
    apply_move(game, Reroll(frozenset(range(5))))
    assert game.state.roll_number == 1


def test_scoring_a_used_box_is_refused_and_changes_nothing():
    game = game_with((2, 4, 1, 4, 6))
    apply_move(game, parse_move("x", game.state))
    game.apply(Roll((3, 3, 3, 3, 3)))
    apply_move(game, parse_move("x", game.state))  # ned
    game.apply(Roll((1, 1, 1, 1, 1)))
    before = game.state
    with pytest.raises(IllegalMove, match="Chance is already used"):
        apply_move(game, parse_move("x", game.state))
    assert game.state == before
    assert game.state.dice == Dice.of(1, 1, 1, 1, 1)
