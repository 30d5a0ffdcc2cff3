"""Three and four players, and four as two partnerships (issue 27): docs/dominoes.md, "Two to four
players", every rule with its worked example."""

import dataclasses
import random

import pytest
from dominoes_helpers import order_for_hands, table_with, tiles

from ynot.dominoes import (
    Deal,
    DominoGame,
    DominoRules,
    Draw,
    GameOver,
    HandOver,
    HandStarted,
    Phase,
    PlayTile,
    Tile,
    TileDrawn,
    blocked_points,
    get_domino_rules,
    out_points,
)
from ynot.dominoes.computer import computer
from ynot.dominoes.machine import deal
from ynot.dominoes.report import result_sentence, sides

NAMES = ("Ann", "Bob", "Cy", "Dan")


@pytest.mark.parametrize(
    ("highest", "players", "each", "boneyard"),
    [(6, 2, 7, 14), (6, 3, 5, 13), (6, 4, 5, 8), (9, 2, 9, 37), (9, 3, 7, 34), (9, 4, 7, 27)],
)
def test_the_tiles_each_player_is_dealt(highest, players, each, boneyard):
    top = f"{highest}-{highest}"
    game = table_with([top] + [""] * (players - 1), highest=highest)
    state = game.state
    assert [len(hand) for hand in state.hands] == [each] * players and state.boneyard_count == boneyard
    assert DominoRules(highest).hand_size_for(players) == each


def test_partnerships_need_four_players_and_are_written_in_the_record_rules():
    with pytest.raises(ValueError, match="Partnerships need four players"):
        DominoGame(DominoRules(partners=True), NAMES[:3])
    with pytest.raises(ValueError, match="2 to 4 players"):
        DominoGame(DominoRules(), [*NAMES, "Eve"])
    rules = get_domino_rules("double-nine", partners="yes", target="150")
    assert rules == DominoRules(9, 150, True) and rules.options == (("target", "150"), ("partners", "yes"))
    assert [rules.side(seat) for seat in range(4)] == [0, 1, 0, 1] and rules.partner(1) == 3


def test_nobody_dealt_a_double_the_players_draw_in_turn_round_the_table():
    """Worked example 4: three players, no double dealt; the boneyard's top is 5-4, 3-2, 1-1. Ann draws
    the 5-4, Bob the 3-2, Cy the 1-1: Cy leads with it. In hand 2 Bob draws first."""
    order = order_for_hands(["", "", ""], boneyard="5-4 3-2 1-1")
    assert not any(t.is_double for t in order[:15])
    game = DominoGame(DominoRules(), NAMES[:3], order=order)
    started, *drawn = game.last_events
    assert started == HandStarted(1, 2, Tile(1, 1), 10, 3, 0)
    assert drawn == [TileDrawn(0, Tile(5, 4), 12), TileDrawn(1, Tile(3, 2), 11), TileDrawn(2, Tile(1, 1), 10)]
    assert game.current == 2 and [len(h) for h in game.state.hands] == [6, 6, 6]
    _state, events = deal(DominoRules(), NAMES[:3], order, hand_number=2)
    assert events[0].first_drawer == 1 and events[0].leader == 0  # Bob 5-4, Cy 3-2, Ann 1-1
    assert events[1:] == [TileDrawn(1, Tile(5, 4), 12), TileDrawn(2, Tile(3, 2), 11), TileDrawn(0, Tile(1, 1), 10)]


def test_the_turn_goes_round_the_table_from_the_leader():
    """Cy holds the 6-6 and leads; then Dan, then Ann, then Bob. Drawing keeps the turn."""
    game = table_with(["6-1 1-0", "6-2", "6-6 6-5", "6-4 4-3 3-3"])
    assert game.current == 2
    game.apply(PlayTile(Tile(6, 6)))
    assert game.current == 3
    game.apply(Draw())
    assert game.current == 3
    game.apply(PlayTile(Tile(6, 4), game.fits(Tile(6, 4))[0]))
    assert game.current == 0
    game.apply(PlayTile(Tile(6, 1), game.fits(Tile(6, 1))[0]))
    assert game.current == 1


def _state(players: int, hands: list[str], partners: bool = False):
    game = table_with(["6-6"] + [""] * (players - 1), partners=partners)
    return dataclasses.replace(game.state, hands=tuple(tuple(tiles(h)) for h in hands))


def test_going_out_scores_every_opponents_pips_but_not_a_partners():
    """Worked example 5: three players, Ann goes out while Bob holds 6-4 2-0 (12) and Cy 5-3 2-1 (11):
    23 pips, Ann scores 25. Partners: Ann goes out, Cy (her partner) holds 30 pips that do not count,
    Bob 4-4 (8) and Dan 5-4 (9): 17, Ann and Cy score 15."""
    three = _state(3, ["", "6-4 2-0", "5-3 2-1"])
    assert three.opponents_pips(0) == 23 and out_points(23) == 25
    four = _state(4, ["", "4-4", "6-6 6-5 5-2", "5-4"], partners=True)
    assert four.opponents_pips(0) == 17 and out_points(17) == 15


def test_a_blocked_hand_scores_the_lightest_side_what_every_other_holds_more():
    """Worked example 6: blocked with 10, 22 and 31 pips: Ann scores 12 + 21 = 33, rounded 35. A tie for
    the fewest: nobody scores. Partners: Ann 5 + Cy 9 = 14 against Bob 20 + Dan 3 = 23: 9, rounded 10,
    to Ann and Cy."""
    assert blocked_points((10, 22, 31)) == (0, 35)
    assert blocked_points((22, 10, 31, 40)) == (1, 65)  # four players: 12 + 21 + 30 = 63, rounded 65
    assert blocked_points((10, 10, 31)) == (None, 0)
    four = _state(4, ["5-0", "6-6 5-3", "5-4", "2-1"], partners=True)
    assert four.side_pips() == (14, 23) and blocked_points(four.side_pips()) == (0, 10)


def test_hands_of_three_and_four_end_as_the_rules_say():
    """Seeded hands played out: going out scores the opponents' pips; blocked, the lightest side; a
    partnership's two scores move together."""
    for seed in range(30):
        players, partners = (3, False) if seed % 3 == 0 else (4, seed % 3 == 2)
        game = DominoGame(DominoRules(target=10_000, partners=partners), NAMES[:players], seed=seed)
        while game.state.phase is Phase.PLAY:
            legal = game.legal_actions()
            events = game.apply(next((a for a in legal if isinstance(a, PlayTile)), legal[0]))
        over = next(e for e in events if isinstance(e, HandOver))
        state = game.state
        if over.out is not None:
            assert state.hands[over.out] == () and over.points == out_points(state.opponents_pips(over.out))
        else:
            side, points = blocked_points(state.side_pips())
            assert over.points == points and (side is None) == (over.scorer is None)
            assert side is None or state.rules.side(over.scorer) == side
        if partners:
            assert state.scores[0] == state.scores[2] and state.scores[1] == state.scores[3]
        assert game.legal_actions() == [Deal()]


def test_a_partnership_reaching_the_target_wins_together():
    game = table_with(["5-5", "", "", ""], partners=True, target=10)
    events = game.apply(PlayTile(Tile(5, 5)))
    assert events[-1] == GameOver(0, (10, 0, 10, 0)) and game.state.winners() == (0, 2)


def _finished(players: int, partners: bool, seed: int) -> DominoGame:
    game = DominoGame(DominoRules(target=60, partners=partners), NAMES[:players], seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(computer("easy")(game, game.current, rng))
    return game


@pytest.mark.parametrize(("players", "partners"), [(2, False), (3, False), (4, False), (4, True)])
def test_the_end_of_a_game_names_each_side_once(players, partners):
    game = _finished(players, partners, seed=players)
    s = game.state
    text = result_sentence(s)
    winners = [NAMES[seat] for seat in s.winners()]
    others = [str(s.scores[side[0]]) for side in sides(s.rules, players) if side[0] not in s.winners()]
    score = s.scores[s.winners()[0]]
    against = {1: "{0}", 2: "{0} and {1}", 3: "{0}, {1} and {2}"}[len(others)].format(*others)
    if partners:
        assert text == f"{winners[0]} and {winners[1]} win, {score} to {against}."
    else:
        assert text == f"{winners[0]} wins, {score} to {against}."
    for name in NAMES[:players]:
        assert text.count(name) <= 1
