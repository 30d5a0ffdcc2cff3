"""The computer players: always legal, the easy one greedy, the hard one blind to what it cannot see."""

import dataclasses
import random

import pytest
from dominoes_helpers import game_with, plays

from ynot.dominoes import Chain, Deal, DominoGame, DominoRules, Draw, Phase, PlayTile, Tile
from ynot.dominoes.computer import HardPlayer, choose_easy, computer
from ynot.dominoes.estimator import Effort, sample_world, unseen_tiles


def test_every_level_plays_whole_games_with_legal_actions_only():
    levels = [computer("random"), computer("easy"), HardPlayer(Effort(least=4, most=6, budget=800))]
    for seed in range(6):
        rng = random.Random(seed)
        game = DominoGame(DominoRules(9 if seed % 2 else 6, 100), ["Ann", "Bob"], seed=seed)
        seats = [levels[seed % 3], levels[(seed + 1) % 3]]
        while not game.is_over:
            action = seats[game.current](game, game.current, rng)
            assert action in game.legal_actions() or (action == Deal() and game.state.phase is Phase.HAND_OVER)
            game.apply(action)


def test_easy_takes_the_biggest_score_now():
    # Spinner 6-6; Bob may play 6-3 (3+6+6 = 15), 6-4 (16) or 6-1 (13): he takes the 15.
    game = game_with("6-6 2-2", "6-4 6-3 6-1")
    plays(game, ["6-6"])
    assert choose_easy(game, 1, random.Random(0)) == PlayTile(Tile(6, 3), Chain.LEFT)
    # with no score anywhere, the heaviest tile goes
    game = game_with("6-6 2-2", "6-4 6-2 6-1 1-0")
    plays(game, ["6-6"])
    assert choose_easy(game, 1, random.Random(0)) == PlayTile(Tile(6, 4), Chain.LEFT)


def test_easy_draws_only_when_it_must():
    game = game_with("6-6 6-5 6-4 6-3 6-2", "5-5 5-4 5-3 5-2 5-1 5-0 4-4")
    plays(game, ["6-6"])
    assert choose_easy(game, 1, random.Random(0)) == Draw()


def test_a_computer_refuses_to_move_out_of_turn():
    game = game_with("6-6", "5-5")
    with pytest.raises(ValueError, match="not seat 1's turn"):
        computer("hard")(game, 1, random.Random(0))
    with pytest.raises(KeyError, match="no computer level"):
        computer("genius")


def hide_differently(game: DominoGame, seed: int) -> DominoGame:
    """The same game as its player to move sees it, with the unseen tiles dealt another way."""
    s = game.state
    other = 1 - s.current
    hidden = list(s.hands[other]) + list(s.boneyard)
    random.Random(seed).shuffle(hidden)
    hands = list(s.hands)
    hands[other] = tuple(hidden[: len(s.hands[other])])
    twin = DominoGame(s.rules, s.players, order=game.history[0].order)
    twin.restore(game.snapshot())
    twin._state = dataclasses.replace(s, hands=tuple(hands), boneyard=tuple(hidden[len(hands[other]) :]))
    return twin


def test_the_hard_player_sees_only_what_its_seat_sees():
    hard, easy = HardPlayer(Effort(least=4, most=8, budget=1600)), computer("easy")
    checked = 0
    for seed in range(25):
        game = DominoGame(DominoRules(), ["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randint(3, 25)):
            if game.is_over:
                break
            game.apply(easy(game, game.current, rng))
        s = game.state
        if s.phase is not Phase.PLAY or s.opening is not None:
            continue
        twin = hide_differently(game, seed)
        assert unseen_tiles(game, s.current) == unseen_tiles(twin, s.current)
        assert hard(game, s.current, random.Random(7)) == hard(twin, s.current, random.Random(7))
        checked += 1
    assert checked >= 15


def test_sampled_worlds_are_consistent_with_what_was_seen():
    # Bob passed with 6 open on every chain: no sampled hand of Bob's holds a six.
    game = game_with("6-6 6-5 6-4 6-3 6-2 6-1 6-0", "5-5 5-4 5-3 5-2 5-1 5-0 4-4")
    plays(game, ["6-6"])
    while game.legal_actions() == [Draw()]:
        game.apply(Draw())
    game.apply(game.legal_actions()[0])  # Bob: "I can't go"
    for seed in range(20):
        world = sample_world(game, 0, random.Random(seed))
        assert len(world.hands[1]) == len(game.state.hands[1]) and not world.boneyard
        assert not any(6 in t for t in world.hands[1])
        assert world.hands[0] == list(game.state.hands[0])
    # Ann led with 5-5, so Bob was dealt no 6-6: until he draws, no sample gives it to him.
    game = game_with("5-5 4-1", "4-4 3-1", boneyard="6-6")
    plays(game, ["5-5"])
    for seed in range(30):
        world = sample_world(game, 0, random.Random(seed))
        assert Tile(6, 6) not in world.hands[1] and Tile(6, 6) in world.boneyard


def test_the_hard_player_beats_the_easy_one_in_seeded_games():
    hard, easy = HardPlayer(Effort(least=4, most=10, budget=1600)), computer("easy")
    wins = 0
    for seed in range(16):
        game = DominoGame(DominoRules(target=100), ["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        hard_seat = seed % 2
        while not game.is_over:
            seat = game.current
            game.apply((hard if seat == hard_seat else easy)(game, seat, rng))
        wins += game.state.winner() == hard_seat
    assert wins >= 11  # 12 of 16 (the easy computer against itself wins about half)


def test_the_hard_player_sometimes_draws_holding_a_play():
    hard, easy = HardPlayer(Effort(least=4, most=12, budget=2200)), computer("easy")
    voluntary = 0
    for seed in range(4):
        game = DominoGame(DominoRules(), ["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current
            action = (hard if seat == 0 else easy)(game, seat, rng)
            if seat == 0 and action == Draw() and game.plays():
                voluntary += 1
            game.apply(action)
    assert voluntary > 0
