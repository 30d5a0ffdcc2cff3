"""The turn state machine: flow, events, undo, and every IllegalMove path."""

import pytest

from ynot.core import IllegalMove
from ynot.dice import (
    BonusAwarded,
    DiceGame,
    DiceRolled,
    DieToggled,
    ExtraTurn,
    GameOver,
    MarksReselected,
    PlayerFinished,
    ReselectPrevious,
    Roll,
    Score,
    Scored,
    ToggleDie,
    TurnStarted,
    Undo,
    Undone,
)
from ynot.dice.rules import ALL_CATEGORIES, Category, get_rules


def new_game(rules="ynot", players=("Ann",), **options):
    return DiceGame(get_rules(rules, **options), players, seed=1)


def fill_card(game, skip=()):
    """Score every box of the current player with a chance roll, except ``skip``."""
    for category in ALL_CATEGORIES:
        if category in skip:
            continue
        game.apply(Roll((1, 2, 3, 4, 6)))
        game.apply(Score(category))


def assert_refused(game, action, words):
    before = game.state
    history = list(game.history)
    with pytest.raises(IllegalMove) as err:
        game.apply(action)
    assert words.lower() in str(err.value).lower()
    assert game.state is before and game.history == history
    return str(err.value)


# --- flow ---------------------------------------------------------------------------------
def test_first_roll_rolls_all_five_and_rerolls_only_marked_dice():
    game = new_game()
    events = game.apply(Roll((1, 2, 3, 4, 5)))
    assert events == [DiceRolled(0, game.state.dice, (0, 1, 2, 3, 4), 1)]
    assert game.apply(ToggleDie(1)) == [DieToggled(1, True)]
    game.apply(ToggleDie(3))
    game.apply(Roll((6, 6)))
    assert game.state.dice.faces == (1, 6, 3, 6, 5)
    assert game.state.roll_number == 2 and game.state.marks == frozenset()
    assert game.state.rolls_left == 1


def test_unmarking_a_die():
    game = new_game()
    game.apply(Roll((1, 2, 3, 4, 5)))
    game.apply(ToggleDie(2))
    assert game.apply(ToggleDie(2)) == [DieToggled(2, False)]
    assert game.state.marks == frozenset()


def test_reselect_previous_marks_the_set_last_rolled_again():
    game = new_game()
    game.apply(Roll((1, 2, 3, 4, 5)))
    game.apply(ToggleDie(0))
    game.apply(ToggleDie(4))
    game.apply(Roll((6, 6)))
    assert game.apply(ReselectPrevious()) == [MarksReselected(frozenset({0, 4}))]
    assert game.state.marks == {0, 4}


def test_reselect_previous_carries_into_the_next_turn():
    game = new_game()
    game.apply(Roll((1, 2, 3, 4, 5)))
    game.apply(ToggleDie(1))
    game.apply(Roll((2,)))
    game.apply(Score(Category.CHANCE))
    game.apply(Roll((1, 1, 1, 1, 2)))
    game.apply(ReselectPrevious())
    assert game.state.marks == {1}


def test_score_moves_to_the_next_turn_with_events():
    game = new_game()
    game.apply(Roll((6, 6, 6, 2, 3)))
    events = game.apply(Score(Category.SIXES))
    assert events == [
        Scored(0, 0, Category.SIXES, 18),
        BonusAwarded(0, 0, "roll", 10),
        TurnStarted(0, 2),
    ]
    assert game.state.roll_number == 0 and game.state.dice is None


def test_upper_bonus_event_when_the_threshold_is_crossed():
    game = new_game("yatcy")
    for face, category in zip(range(1, 7), ALL_CATEGORIES[:6], strict=True):
        game.apply(Roll((face,) * 4 + (1 if face != 1 else 2,)))
        events = game.apply(Score(category))
    assert BonusAwarded(0, 0, "upper", 30) in events


def test_ynot_players_play_whole_games_in_turn():
    game = new_game(players=("Ann", "Bob"))
    fill_card(game, skip=(Category.CHANCE,))
    assert game.state.current == 0
    game.apply(Roll((1, 2, 3, 4, 6)))
    events = game.apply(Score(Category.CHANCE))
    assert PlayerFinished(0, game.state.total(0)) in events
    assert events[-1] == TurnStarted(1, 1)
    assert game.state.current == 1


def test_other_rules_alternate_turns_and_end_the_game():
    game = new_game("yacht", players=("Ann", "Bob"))
    game.apply(Roll((1, 2, 3, 4, 6)))
    game.apply(Score(Category.CHANCE))
    assert game.state.current == 1
    for _ in range(25):
        game.apply(Roll((1, 2, 3, 4, 6)))
        events = game.apply(Score(game.state.columns[0].free()[0]))
    assert game.is_over
    assert isinstance(events[-1], GameOver)
    assert events[-1].totals == game.state.totals()
    assert game.legal_actions() == []


def test_winzee_bonus_gives_an_extra_turn():
    game = new_game("winzee", extra="bonus")
    game.apply(Roll((3, 3, 3, 3, 3)))
    game.apply(Score(Category.FIVE_KIND))
    game.apply(Roll((3, 3, 3, 3, 3)))
    events = game.apply(Score(Category.FIVE_KIND))
    assert BonusAwarded(0, 0, "extra-five", 50) in events
    assert ExtraTurn(0) in events
    assert game.state.columns[0].filled_count == 1
    assert game.state.turn_number() == 3
    assert game.state.columns[0].grand_total(game.rules) == 100


def test_winzee_three_columns_take_39_turns():
    game = new_game("winzee", columns=3, multiplier=True)
    turns = 0
    while not game.is_over:
        game.apply(Roll((6, 6, 6, 6, 5)))
        option = game.score_options()[0]
        game.apply(Score(option.category, option.column))
        turns += 1
    assert turns == 39


def test_suggested_box():
    game = new_game()
    assert game.suggested() is None
    game.apply(Roll((6, 6, 6, 6, 5)))
    assert game.suggested().category is Category.THREE_KIND  # 29 + 10; a tie goes to the first box


# --- undo ---------------------------------------------------------------------------------
def test_undo_takes_back_marks_and_scores_but_never_a_roll():
    game = new_game()
    game.apply(Roll((1, 2, 3, 4, 5)))
    game.apply(ToggleDie(0))
    assert game.apply(Undo()) == [Undone(ToggleDie(0))]
    assert game.state.marks == frozenset()
    assert_refused(game, Undo(), "never be taken back")
    game.apply(Score(Category.LARGE_STRAIGHT))
    game.apply(Undo())
    assert game.state.columns[0].is_free(Category.LARGE_STRAIGHT)
    assert game.state.roll_number == 1 and game.state.dice.faces == (1, 2, 3, 4, 5)


def test_undo_history_is_recorded():
    game = new_game()
    game.apply(Roll((1, 2, 3, 4, 5)))
    game.apply(ToggleDie(3))
    game.apply(Undo())
    assert game.history == [Roll((1, 2, 3, 4, 5)), ToggleDie(3), Undo()]


def test_no_undo_after_game_over():
    game = new_game()
    fill_card(game)
    assert game.is_over and not game.can_undo
    assert_refused(game, Undo(), "over")


# --- every IllegalMove path ---------------------------------------------------------------
def test_refused_before_the_first_roll():
    game = new_game()
    assert_refused(game, ToggleDie(0), "roll the dice first")
    assert_refused(game, ReselectPrevious(), "roll the dice first")
    assert_refused(game, Score(Category.CHANCE), "roll the dice before scoring")
    assert_refused(game, Undo(), "nothing to undo")


def test_refused_after_the_third_roll():
    game = new_game()
    game.apply(Roll((1, 1, 1, 1, 2)))
    for _ in range(2):
        game.apply(ToggleDie(4))
        game.apply(Roll((3,)))
    assert_refused(game, Roll(), "no rolls are left")
    assert_refused(game, ToggleDie(0), "no rolls are left")
    assert_refused(game, ReselectPrevious(), "no rolls are left")


def test_refused_roll_with_nothing_marked():
    game = new_game()
    game.apply(Roll((1, 1, 1, 1, 2)))
    assert_refused(game, Roll(), "mark at least one die")


def test_refused_reselect_with_no_previous_set():
    game = new_game()
    game.apply(Roll((1, 1, 1, 1, 2)))
    assert_refused(game, ReselectPrevious(), "no previous set")


@pytest.mark.parametrize("index", [-1, 5, 7, "1", 1.0, True, None])
def test_refused_bad_die_index(index):
    game = new_game()
    game.apply(Roll((1, 1, 1, 1, 2)))
    assert_refused(game, ToggleDie(index), "no die")


@pytest.mark.parametrize("faces", [(0, 1, 2, 3, 4), (1, 2, 3, 4, 7), (1, 2, 3, "4", 5), (1, 2, 3, 4, 2.5)])
def test_refused_faces_outside_one_to_six(faces):
    assert_refused(new_game(), Roll(faces), "1 to 6")


def test_refused_wrong_number_of_faces():
    game = new_game()
    assert_refused(game, Roll((1, 2, 3)), "5 dice are being rolled")
    game.apply(Roll((1, 2, 3, 4, 5)))
    game.apply(ToggleDie(0))
    assert_refused(game, Roll((1, 2)), "1 dice are being rolled")


def test_refused_used_box():
    game = new_game()
    game.apply(Roll((1, 2, 3, 4, 5)))
    game.apply(Score(Category.CHANCE))
    game.apply(Roll((1, 2, 3, 4, 5)))
    message = assert_refused(game, Score(Category.CHANCE), "already used")
    assert message.startswith("Chance")


def test_refused_unknown_box():
    game = new_game()
    game.apply(Roll((1, 2, 3, 4, 5)))
    assert_refused(game, Score("chance"), "no box")


@pytest.mark.parametrize("column", [1, -1, "0", True])
def test_refused_unknown_column(column):
    game = new_game()
    game.apply(Roll((1, 2, 3, 4, 5)))
    assert_refused(game, Score(Category.CHANCE, column), "no column")


def test_refused_box_the_forced_joker_forbids():
    game = new_game("yahtzee")
    game.apply(Roll((2, 2, 2, 2, 2)))
    game.apply(Score(Category.FIVE_KIND))
    game.apply(Roll((4, 4, 4, 4, 4)))
    message = assert_refused(game, Score(Category.CHANCE), "joker rule")
    assert "Fours" in message


def test_refused_everything_after_game_over():
    game = new_game()
    fill_card(game)
    for action in (Roll(), ToggleDie(0), ReselectPrevious(), Score(Category.CHANCE)):
        assert_refused(game, action, "over")


def test_refused_non_action():
    assert_refused(new_game(), "roll", "not something a player can do")


@pytest.mark.parametrize(
    ("players", "words"),
    [((), "1 to 6"), (tuple("ABCDEFG"), "1 to 6"), (("Ann", "ann"), "same name"), (("",), "needs a name"),
     (("x" * 21,), "longer"), (("a#b",), "holds .#.")],
)
def test_bad_player_lists(players, words):
    with pytest.raises(ValueError, match=words):
        DiceGame(get_rules("ynot"), players)


def test_yatcy_allows_four_players_at_most():
    with pytest.raises(ValueError, match="1 to 4"):
        DiceGame(get_rules("yatcy"), ["a", "b", "c", "d", "e"])


def test_no_undo_once_a_players_game_is_finished():
    game = new_game(players=("Ann", "Bob"))
    fill_card(game)
    assert game.state.current == 1 and not game.is_over
    assert not game.can_undo
    assert_refused(game, Undo(), "nothing to undo")
