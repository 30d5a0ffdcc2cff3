"""Computer players: legal single actions, whole games, and the perfect player's mean."""

import math
import statistics

import pytest

from ynot.dice import DiceGame, Roll, Score, ToggleDie
from ynot.dice.rules import get_rules
from ynot.dice.strategy.players import PLAYERS, ComputerPlayer, play_solitaire


def test_levels_are_registered():
    assert list(PLAYERS) == ["beginner", "good", "perfect"]
    with pytest.raises(ValueError, match="unknown player level"):
        ComputerPlayer(get_rules("ynot"), "genius")


@pytest.mark.parametrize("name", ["ynot", "yahtzee", "yatcy", "yacht", "winzee"])
@pytest.mark.parametrize("level", ["beginner", "good"])
def test_heuristic_players_finish_legal_games(name, level):
    rules = get_rules(name)
    player = ComputerPlayer(rules, level)
    game = DiceGame(rules, ["Bot"], seed=11)
    while not game.is_over:
        action = player.choose(game, game.current)
        assert action in game.legal_actions() or isinstance(action, Roll)
        game.apply(action)
    assert game.state.total(0) > 0


def test_one_action_at_a_time(preload):
    rules = preload("yahtzee").rules
    player = ComputerPlayer(rules, "perfect")
    game = DiceGame(rules, ["Bot"], seed=3)
    assert player.choose(game, game.current) == Roll()
    game.apply(Roll((2, 2, 2, 5, 6)))
    actions = []
    while True:
        action = player.choose(game, game.current)
        actions.append(action)
        game.apply(action)
        if not isinstance(action, ToggleDie):
            break
    assert isinstance(actions[-1], Roll | Score)
    assert all(isinstance(a, ToggleDie) for a in actions[:-1])


@pytest.mark.slow  # many whole games of perfect play
def test_perfect_mean_agrees_with_the_solver(preload):
    table = preload("yahtzee")
    player = ComputerPlayer(table.rules, "perfect")
    beginner = ComputerPlayer(table.rules, "beginner")
    games = 200
    scores = [play_solitaire(table.rules, "perfect", seed, player).state.total(0) for seed in range(games)]
    mean, sd = statistics.fmean(scores), statistics.stdev(scores)
    assert abs(mean - table.expected_score) < 3.5 * sd / math.sqrt(games)
    weak = [play_solitaire(table.rules, "beginner", seed, beginner).state.total(0) for seed in range(60)]
    assert statistics.fmean(weak) < statistics.fmean(scores[:60])


def test_several_columns_are_played_to_the_end(preload):
    preload("winzee", extra="bonus")
    rules = get_rules("winzee", columns=2, extra="bonus")
    game = play_solitaire(rules, "perfect", seed=5)
    assert game.is_over
    assert all(col.is_complete for col in game.state.cards[0])
