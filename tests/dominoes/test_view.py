"""The dominoes table view: open ends, chains and the hands as a look sees them, and what is scrunched."""

from __future__ import annotations

from dataclasses import replace

from ynot.dominoes import Chain, DominoRules, DominoState, Layout, Phase, Tile
from ynot.dominoes.view import shown_count, table_view

NAMES = ("Ann", "Macintosh")


def state(layout: Layout, **changes: object) -> DominoState:
    base = DominoState(
        rules=DominoRules(),
        players=NAMES,
        hands=((Tile(6, 1), Tile(2, 0)), (Tile(4, 4), Tile(3, 1), Tile(5, 0))),
        boneyard=(Tile(0, 0),) * 9,
        layout=layout,
        scores=(15, 40),
        current=1,
    )
    return replace(base, **changes)


def test_before_the_spinner_nothing_is_open():
    view = table_view(state(Layout()), NAMES)
    assert view.spinner is None and view.ends == {} and view.open_ends() == []
    assert view.chains == {"left": (), "right": (), "up": (), "down": ()}
    assert [view.open_end(word) for word in ("left", "right", "up", "down")] == [None] * 4


def test_up_and_down_open_only_once_left_and_right_hold_a_tile():
    spinner = Layout().with_spinner(Tile(5, 5))
    view = table_view(state(spinner), NAMES)
    assert view.spinner == 5 and view.ends == {"left": 5, "right": 5}
    left = spinner.place(Tile(5, 2), Chain.LEFT)
    assert table_view(state(left), NAMES).ends == {"left": 2, "right": 5}
    both = left.place(Tile(5, 6), Chain.RIGHT)
    view = table_view(state(both), NAMES)
    assert view.ends == {"left": 2, "right": 6, "up": 5, "down": 5}
    assert view.open_ends() == [2, 6, 5, 5]
    assert view.chains["left"] == ((5, 2),) and view.chains["right"] == ((5, 6),)
    grown = both.place(Tile(5, 3), Chain.UP).place(Tile(2, 2), Chain.LEFT)
    view = table_view(state(grown), NAMES)
    assert view.open_end("up") == 3 and view.open_end("left") == 2 and view.open_end("down") == 5
    assert view.chain_lists()["left"] == [(5, 2), (2, 2)]


def test_the_hands_scores_and_turn_as_seat_0_sees_them():
    view = table_view(state(Layout()), NAMES)
    assert view.names == NAMES and view.scores == (15, 40) and view.turn == 1
    assert view.hand == ((6, 1), (2, 0)) and view.computer_tiles == 3 and view.boneyard == 9
    assert view.shown_hand is None and view.target == 300
    over = table_view(state(Layout(), phase=Phase.HAND_OVER), NAMES)
    assert over.turn is None and over.shown_hand == ((4, 4), (3, 1), (5, 0))


def test_a_chain_that_fits_is_drawn_whole():
    assert shown_count([10, 20, 20], 50, 6) == 3
    assert shown_count([], 0, 6) == 0


def test_a_chain_too_long_keeps_its_latest_tiles_beside_the_mark():
    # 60 does not fit in 50; with the mark's 6 taken, 44 is left: the last two tiles (20 + 20) fit.
    assert shown_count([20, 20, 20], 50, 6) == 2
    assert shown_count([20, 20, 20], 45, 6) == 1
    assert shown_count([20, 20, 20], 25, 6) == 0
