"""Whole games of the Windows look played with synthetic mouse events only, and with keys only."""

from __future__ import annotations

from ynot.dice.rules import ALL_CATEGORIES
from ynot.ui.windows.board import BOX_ROWS

from . import mouse


def _board(app):  # noqa: ANN001, ANN202
    return app.scenes[0].board


def _first_legal(game, columns: int):  # noqa: ANN001, ANN202
    options = game.score_options()
    for category in ALL_CATEGORIES:
        found = [o for o in options if o.category is category]
        if found:
            return found[0]
    raise AssertionError("no legal box")


def play_turn_by_mouse(app, columns: int = 1) -> None:  # noqa: ANN001
    """Roll, throw two dice away (one dragged, one double-clicked), roll again, score by double-click."""
    game = app.scenes[0].game
    app.play_keys(mouse.roll())
    assert game.state.roll_number == 1
    slots = _board(app).places.slots
    first, second = slots[0], slots[3]
    app.play_keys(f"{mouse.throw_by_drag(0)} {mouse.throw_by_double_click(3)}")
    assert game.state.marks == {first, second}
    assert _board(app).places.slots[0] is None and _board(app).places.slots[3] is None
    app.play_keys(mouse.roll())
    assert game.state.roll_number == 2 and not game.state.marks
    option = _first_legal(game, columns)
    if option.column == min(o.column for o in game.score_options() if o.category is option.category):
        app.play_keys(f"DCLICK:{mouse.box_name(option.category, columns)}")
    else:
        app.play_keys(f"DCLICK:{mouse.box_square(option.category, option.column, columns)}")


def test_a_whole_game_with_the_mouse_only(windows):
    app = windows(seed=3)
    controller = app.scenes[0]
    game = controller.game
    turns = 0
    while not game.is_over:
        play_turn_by_mouse(app)
        turns += 1
        game = controller.game
    assert turns >= 13
    assert controller.over
    assert all(controller.game.state.cards[0][0].get(c) is not None for c in ALL_CATEGORIES)


def test_dragging_a_die_onto_another_swaps_them_and_onto_nothing_puts_it_back(windows):
    app = windows()
    app.play_keys(mouse.roll())
    board = _board(app)
    before = list(board.places.slots)
    app.play_keys(f"DRAG:{mouse.place(0)}:{mouse.place(2)}")
    assert board.places.slots == [before[2], before[1], before[0], before[3], before[4]]
    app.play_keys(f"DRAG:{mouse.place(1)}:300,300")
    assert board.places.slots == [before[2], before[1], before[0], before[3], before[4]]
    app.play_keys(f"{mouse.throw_by_drag(4)} DRAG:{mouse.place(1)}:{mouse.place(4)}")
    assert board.places.slots[1] is None and board.places.slots[4] == before[1]


def test_rescue_brings_the_thrown_dice_back(windows):
    app = windows()
    app.play_keys(f"{mouse.roll()} {mouse.throw_by_drag(1)} {mouse.throw_by_double_click(2)}")
    game = app.scenes[0].game
    assert len(game.state.marks) == 2
    app.play_keys(f"CLICK:{mouse.RESCUE}")
    assert not game.state.marks
    assert None not in _board(app).places.slots


def test_the_keys_throw_rescue_and_move_dice(windows):
    app = windows(seed=5, animation=False)
    game = app.scenes[0].game
    app.play_keys("SPACE 1 2")
    assert len(game.state.marks) == 2
    app.play_keys("E")  # Rescue, from the keyboard
    assert not game.state.marks and None not in _board(app).places.slots
    before = list(_board(app).places.slots)
    app.play_keys("Shift+1 Ctrl+RIGHT")  # the die in place 1 moves one place over
    assert _board(app).places.slots == [before[1], before[0], *before[2:]]
    app.play_keys("1 Alt+E")
    assert not game.state.marks and app.errors == []


def test_refusals_are_sentences_and_change_nothing(windows):
    app = windows()
    controller = app.scenes[0]
    app.play_keys(f"DCLICK:{mouse.place(0)} DCLICK:{mouse.box_name(ALL_CATEGORIES[0])}")
    assert controller.game.state.roll_number == 0
    assert controller.beeps == 1 and controller.status_line.message.endswith(".")  # an empty place is no die to throw
    app.play_keys(f"{mouse.roll()} {mouse.throw_by_drag(0)} DCLICK:{mouse.box_name(ALL_CATEGORIES[0])}")
    assert "shaker" in controller.status_line.message and controller.game.state.roll_number == 1


def test_a_whole_game_with_the_keys_only(windows):
    app = windows(seed=5, animation=False)
    controller = app.scenes[0]
    while not controller.game.is_over:
        state = controller.game.state
        app.play_keys("SPACE 2 4 SPACE")
        option = _first_legal(controller.game, 1)
        row = BOX_ROWS.index(option.category)
        app.play_keys("DOWN HOME" + " DOWN" * row + " ENTER")
        assert controller.game.is_over or controller.game.state.turn_number() > state.turn_number() - 1
    assert controller.over


def _roll_without_settling(app) -> None:  # noqa: ANN001
    import pygame

    for _ in range(2):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            where = app.display.to_window(mouse.TABLE.shaker.center)
            app.dispatch(pygame.event.Event(kind, pos=where, button=1, touch=False))


def test_the_dice_tumble_out_in_time_with_a_rattle_and_a_clatter(windows):
    app = windows()
    controller = app.scenes[0]
    _roll_without_settling(app)
    tumble = controller.board.tumble
    assert tumble.active and controller.audio.played[-1] == "roll"
    first = min(tumble.faces.stop_time(d) for d in range(5))
    app.update(first - 20)
    assert tumble.active and "land" not in controller.audio.played
    app.update(40)
    assert controller.audio.played.count("land") == 1  # the clatter, once
    app.update(5000)
    assert not tumble.active and controller.audio.played.count("land") == 1


def test_with_the_dice_animation_off_they_land_at_once(windows):
    app = windows(animation=False)
    controller = app.scenes[0]
    _roll_without_settling(app)
    assert not controller.board.tumble.active and controller.audio.played[-1] == "land"
    assert controller.game.state.roll_number == 1 and None not in controller.board.places.slots


def test_a_triple_click_on_the_shaker_rolls_once_and_a_slow_pair_rolls_never(windows):
    app = windows(players=("Ann",))
    game = app.scenes[0].game
    app.play_keys(f"CLICK:{mouse.SHAKER} CLICK:{mouse.SHAKER} CLICK:{mouse.SHAKER}")
    assert game.state.roll_number == 1  # one double-click, then a first click again
    app.play_keys(f"{mouse.throw_by_drag(0)} CLICK:{mouse.SHAKER} WAIT:600 CLICK:{mouse.SHAKER}")
    assert game.state.roll_number == 1  # too slow: two single clicks
    app.play_keys(f"CLICK:{mouse.SHAKER} CLICK:{mouse.SHAKER}")
    assert game.state.roll_number == 2
