"""Every rule and example of the Dominoes 1.1 manual of 1998, and the choices where it is silent (docs/dominoes.md)."""

import pytest
from dominoes_helpers import game_with, order_for, play, plays, tiles

from ynot.core import IllegalMove
from ynot.dominoes import (
    Chain,
    Deal,
    DominoGame,
    DominoRules,
    Draw,
    GameOver,
    HandOver,
    HandStarted,
    Layout,
    Pass,
    Passed,
    Phase,
    PlayTile,
    Tile,
    TileDrawn,
    TilePlayed,
    blocked_points,
    crosses,
    field_value,
    full_set,
    get_domino_rules,
    out_points,
    parse_tile,
    play_points,
    round_to_five,
    score_marks,
)


# --- the set and the deal ----------------------------------------------------------------------
@pytest.mark.parametrize(("highest", "count", "hand", "boneyard"), [(6, 28, 7, 14), (9, 55, 9, 37)])
def test_a_double_six_set_deals_7_each_and_a_double_nine_set_9(highest, count, hand, boneyard):
    rules = DominoRules(highest)
    assert len(full_set(highest)) == len(set(full_set(highest))) == count == rules.tile_count
    game = DominoGame(rules, ["Ann", "Bob"], seed=highest)
    drawn = sum(isinstance(e, TileDrawn) for e in game.last_events)
    assert len(game.state.hands[0]) + len(game.state.hands[1]) == 2 * hand + drawn
    assert game.state.boneyard_count == boneyard - drawn
    assert game.state.tile_count() == count


def test_tiles_read_and_write_both_ways():
    assert Tile(3, 5) == Tile(5, 3) == parse_tile("[5|3]") == parse_tile("3-5") == parse_tile(" 5:3 ")
    assert str(Tile(3, 5)) == "[5|3]" and Tile(3, 5).code == "5-3" and Tile(4, 4).is_double
    for bad in ("5", "10-3", "a-b", "5-3-1", "", "533"):
        with pytest.raises(ValueError):
            parse_tile(bad)
    assert get_domino_rules("double-nine", target="150") == DominoRules(9, 150)
    for name, options in (("double-twelve", {}), ("6", {"target": "x"}), ("6", {"speed": "1"}), ("6", {"target": "7"})):
        with pytest.raises(ValueError):
            get_domino_rules(name, **options)


def test_play_starts_with_the_highest_double_by_whoever_has_it_and_they_play_it():
    game = game_with("5-5 1-1 6-1", "4-4 3-3 2-1")
    assert game.current == 0 and game.state.opening == Tile(5, 5)
    assert game.legal_actions() == [PlayTile(Tile(5, 5), None)]
    game2 = game_with("4-4 6-1", "5-5 3-3 2-1")
    assert game2.current == 1 and game2.legal_actions() == [PlayTile(Tile(5, 5), None)]
    for wrong in (PlayTile(Tile(4, 4)), Draw(), Pass(), PlayTile(Tile(6, 1), Chain.LEFT)):
        with pytest.raises(IllegalMove):
            game.apply(wrong)


def test_the_highest_double_in_the_boneyard_does_not_lead():
    # 6-6 lies in the boneyard: the highest double *held* leads.
    game = game_with("5-5", "4-4", boneyard="6-6")
    assert game.state.opening == Tile(5, 5) and Tile(6, 6) in game.state.boneyard


def test_when_nobody_is_dealt_a_double_the_players_draw_in_turn_until_one_holds_one():
    game = game_with("6-5 6-4 6-3 6-2 6-1 6-0 5-4", "5-3 5-2 5-1 5-0 4-3 4-2 4-1", boneyard="4-0 3-2 2-2 1-1")
    events = game.last_events
    assert [type(e) for e in events] == [HandStarted, TileDrawn, TileDrawn, TileDrawn]
    assert [(e.seat, e.tile) for e in events[1:]] == [(0, Tile(4, 0)), (1, Tile(3, 2)), (0, Tile(2, 2))]
    assert events[0].opening == Tile(2, 2) and events[0].leader == 0 and events[0].opening_draws == 3
    assert game.state.drawn == (0, 0) and game.legal_actions() == [PlayTile(Tile(2, 2), None)]


# --- the four chains ------------------------------------------------------------------------------
def test_the_first_double_is_the_spinner_and_up_and_down_open_after_left_and_right():
    game = game_with("6-6 6-3 6-1 1-0", "6-4 6-2 4-4 2-0")
    play(game, "6-6")
    assert game.state.layout.open_chains() == (Chain.LEFT, Chain.RIGHT)
    assert game.fits(Tile(6, 4)) == (Chain.LEFT, Chain.RIGHT)
    with pytest.raises(IllegalMove, match="up and down chains open once"):
        play(game, "6-4", "up")
    play(game, "6-4", "left")
    assert game.state.layout.open_chains() == (Chain.LEFT, Chain.RIGHT)
    play(game, "6-3", "right")
    assert game.state.layout.open_chains() == tuple(Chain)
    assert game.fits(Tile(6, 2)) == (Chain.UP, Chain.DOWN)


def test_later_doubles_do_not_spawn_new_chains():
    game = game_with("6-6 6-4 4-1", "6-3 4-4 1-0")
    plays(game, ["6-6", "6-3 right", "6-4 left", "4-4 left"])
    layout = game.state.layout
    assert len(layout.chains) == 4 and layout.ends()[Chain.LEFT] == 4
    # the double only continues its chain: the next tile on the left must still match a 4
    assert game.fits(Tile(4, 1)) == (Chain.LEFT,)


def test_a_tile_that_matches_no_end_is_refused_and_nothing_changes():
    game = game_with("6-6 5-1", "6-3 2-0")
    play(game, "6-6")
    before = game.state
    with pytest.raises(IllegalMove, match="does not match the left end, which shows 6"):
        play(game, "2-0", "left")
    with pytest.raises(IllegalMove, match="do not hold"):
        play(game, "5-1", "left")
    with pytest.raises(IllegalMove, match="Say which chain"):
        play(game, "6-3")
    assert game.state is before and len(game.history) == 2


# --- drawing and "I can't go" -------------------------------------------------------------------------
def test_a_player_may_draw_even_holding_a_play_and_keeps_the_turn():
    game = game_with("6-6 5-4", "6-3 1-0", boneyard="2-1 3-1")
    play(game, "6-6")
    assert PlayTile(Tile(6, 3), Chain.LEFT) in game.legal_actions() and Draw() in game.legal_actions()
    [drawn] = game.apply(Draw())
    assert drawn == TileDrawn(1, Tile(2, 1), game.state.boneyard_count) and game.current == 1
    assert Tile(2, 1) in game.state.hands[1] and game.state.drawn == (0, 1)


def test_with_no_play_a_player_must_draw_until_able_and_cannot_pass_while_tiles_remain():
    game = game_with("6-6 6-5 6-4 6-3 6-2", "5-5 5-4 5-3 5-2 5-1 5-0 4-4", boneyard="2-1 6-1")
    play(game, "6-6")
    assert game.legal_actions() == [Draw()]  # Bob holds no six
    with pytest.raises(IllegalMove, match="Draw from the boneyard"):
        game.apply(Pass())
    game.apply(Draw())  # 2-1: still no play
    assert game.legal_actions() == [Draw()]
    game.apply(Draw())  # 6-1 plays
    assert PlayTile(Tile(6, 1), Chain.LEFT) in game.legal_actions() and game.current == 1


def test_i_cant_go_with_no_play_and_an_empty_boneyard_passes_the_turn():
    # Every six but the 6-6 lies with Ann; the boneyard holds no six: Bob draws it dry, then passes.
    game = game_with("6-6 6-5 6-4 6-3 6-2 6-1 6-0", "5-5 5-4 5-3 5-2 5-1 5-0 4-4")
    play(game, "6-6")
    while game.legal_actions() == [Draw()]:
        game.apply(Draw())
    assert game.state.boneyard_count == 0 and game.legal_actions() == [Pass()]
    assert game.apply(Pass()) == [Passed(1)]
    assert game.current == 0 and game.state.voids[1] == frozenset({6})
    with pytest.raises(IllegalMove, match="you cannot pass"):
        game.apply(Pass())


# --- scoring: the manual's examples and docs/dominoes.md's worked examples --------------------------------
def test_the_seed_scoring_sentences():
    # "If the last domino in a branch is 4:3, the 3 outermost, the value of that branch is 3."
    assert field_value(1, (3, None, 0, 0), (False, False, False, False)) == 3
    # "If there is a double at the end of a branch, it counts as twice the number (double-6 counts as 12)."
    assert field_value(1, (6, None, 0, 0), (True, False, False, False)) == 12
    # "The initial double ... half of its value counts for the top branch, the other half for the bottom."
    assert Layout().with_spinner(Tile(5, 5)).value() == 10
    # "if ... the sum of your opponent's pips was 23, you would get 25 points."
    assert out_points(23) == 25
    # "each line of each cross is worth 5 points, each cross therefore worth 10. A set of 5 crosses makes 50
    # points, you need 6 sets of crosses, or 300 points to win."
    assert crosses(5) == (0, 1) and crosses(10) == (1, 0) and crosses(50) == (5, 0) and crosses(300) == (30, 0)
    assert score_marks(75) == "XXXXX XX/ 75" and score_marks(0) == "0"
    assert DominoRules().target == 300


def test_points_are_a_multiple_of_5_or_nothing_and_rounding_goes_to_the_nearest_5():
    assert [play_points(v) for v in (0, 5, 12, 15, 19, 20)] == [0, 5, 0, 15, 0, 20]
    assert [round_to_five(p) for p in (0, 1, 2, 3, 22, 23, 24, 25)] == [0, 0, 0, 5, 20, 25, 25, 25]


def test_worked_example_one_opening_and_the_spinner_halves():
    """docs/dominoes.md, worked example 1."""
    game = game_with("6-6 6-4 6-1 4-1", "6-3 6-2 3-3 0-0")
    steps = [
        ("6-6", 12, 0, 0),  # up 6 + down 6: 12, no score
        ("6-3 left", 15, 15, 1),  # left 3 + up 6 + down 6
        ("6-4 right", 19, 0, 0),  # 3 + 4 + 6 + 6
        ("6-2 down", 15, 15, 1),  # 3 + 4 + up 6 + 2
        ("6-1 up", 10, 10, 0),  # 3 + 4 + 1 + 2
        ("3-3 left", 13, 0, 1),  # a double at the end counts twice: 6 + 4 + 1 + 2
        ("4-1 right", 10, 10, 0),  # 6 + 1 + 1 + 2
    ]
    expected_scores = [0, 0]
    for move, value, points, seat in steps:
        [event, *_] = plays(game, [move])
        assert isinstance(event, TilePlayed)
        assert (event.value, event.points, event.seat) == (value, points, seat), move
        expected_scores[seat] += points
        assert event.score == expected_scores[seat]
    assert game.scores() == (20, 30)


def test_a_double_five_opening_scores_10_and_a_double_blank_nothing():
    game = game_with("5-5", "1-0")
    [event] = play(game, "5-5")
    assert (event.value, event.points) == (10, 10) and game.scores() == (10, 0)
    game = game_with("0-0", "1-0")  # nobody holds a higher double
    [event] = play(game, "0-0")
    assert (event.value, event.points) == (0, 0)


def test_going_out_scores_the_opponents_pips_rounded_to_the_nearest_5():
    """docs/dominoes.md, worked example 2: Bob still holds 6-5 5-4 3-2 1-1 (27 pips) -> Ann scores 25."""
    assert out_points(6 + 5 + 5 + 4 + 3 + 2 + 1 + 1) == 25


def test_a_blocked_hand_scores_the_lighter_hand_the_difference_rounded():
    assert blocked_points((12, 30)) == (0, 20)  # 18 -> 20
    assert blocked_points((31, 9)) == (1, 20)  # 22 -> 20
    assert blocked_points((10, 10)) == (None, 0)


def test_reaching_300_in_the_middle_of_a_hand_wins_at_once():
    game = game_with("5-5 5-1", "4-4 1-0", target=10)
    events = play(game, "5-5")
    assert events[-1] == GameOver(0, (10, 0)) and game.is_over and game.state.phase is Phase.OVER
    assert game.legal_actions() == [] and game.state.winner() == 0
    with pytest.raises(IllegalMove, match="game is over"):
        game.apply(Draw())


def play_to_hand_over(game: DominoGame) -> list:
    """Play the first legal play (else draw, else pass) until the hand ends; the last events."""
    while game.state.phase is Phase.PLAY:
        legal = game.legal_actions()
        events = game.apply(next((a for a in legal if isinstance(a, PlayTile)), legal[0]))
    return events


def test_a_hand_ends_when_a_player_goes_out_or_both_cannot_go_and_the_next_deal_starts_with_the_highest_double():
    for seed in range(40):
        game = DominoGame(DominoRules(target=10_000), ["Ann", "Bob"], seed=seed)
        events = play_to_hand_over(game)
        over = next(e for e in events if isinstance(e, HandOver))
        state = game.state
        assert over.pips == (state.pips(0), state.pips(1))
        if over.out is not None:
            assert state.hands[over.out] == () and over.points == out_points(over.pips[1 - over.out])
        else:
            assert state.boneyard_count == 0 and isinstance(events[0], Passed)
            assert (over.scorer, over.points) == blocked_points(over.pips)
        assert game.legal_actions() == [Deal()]
        with pytest.raises(IllegalMove, match="deal the next one"):
            game.apply(Draw())
        order = order_for("4-4", "6-6 5-5")
        [started] = game.apply(Deal(order))[:1]
        assert started == HandStarted(2, 1, Tile(6, 6), 14, 0, 1) and game.current == 1
        assert game.history[-1] == Deal(order)


def test_a_deal_must_hold_the_whole_set_and_comes_only_between_hands():
    game = game_with("6-6", "5-5")
    with pytest.raises(IllegalMove, match="only when this one is over"):
        game.apply(Deal())
    with pytest.raises(ValueError, match="every tile"):
        DominoGame(DominoRules(), ["Ann", "Bob"], order=tiles("6-6 5-5"))
    with pytest.raises(ValueError, match="played by 2 to 4 players"):
        DominoGame(DominoRules(), ["Ann"])
