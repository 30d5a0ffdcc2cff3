"""Seed 000 section 8, key by key, through the real scene stack."""

from __future__ import annotations

import pygame

from ynot.dice.rules import Category
from ynot.ui.script import key_event


def game_of(app):
    return app.scenes[0]


def test_start_shows_start_and_enter_rolls_all_five(make_app):
    app = make_app()
    g = game_of(app)
    assert g.button_label() == "Start"
    assert g.state.roll_number == 0
    app.play_keys("ENTER")
    assert g.state.roll_number == 1
    assert g.state.dice is not None
    assert g.button_label() == "Roll 2"
    assert g.audio.played[:2] == ["roll", "land"]


def test_before_the_first_roll_cursor_tab_and_space_beep(make_app):
    app = make_app()
    g = game_of(app)
    for key in ("LEFT", "RIGHT", "TAB", "SPACE", "Shift+SPACE"):
        before = g.beeps
        app.play_keys(key)
        assert g.beeps == before + 1, key
    assert g.state.roll_number == 0
    assert g.audio.played.count("error") == 5


def test_rolling_with_no_die_marked_beeps(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("ENTER ENTER")
    assert g.state.roll_number == 1
    assert g.beeps == 1
    assert g.info  # the reason shows as an infoprint


def test_cursor_space_marks_and_enter_rolls_only_marked(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("ENTER")
    first = g.state.dice.faces
    app.play_keys("RIGHT SPACE RIGHT RIGHT SPACE")
    assert g.state.marks == frozenset({1, 3})
    app.play_keys("SPACE")
    assert g.state.marks == frozenset({1})
    app.play_keys("SPACE ENTER")
    assert g.state.roll_number == 2
    kept = [i for i in range(5) if i not in (1, 3)]
    assert [g.state.dice.faces[i] for i in kept] == [first[i] for i in kept]
    assert g.button_label() == "Roll 3"


def test_shift_space_marks_the_previous_set_again(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("ENTER SPACE RIGHT RIGHT SPACE ENTER")
    assert g.state.marks == frozenset()
    app.play_keys("Shift+SPACE")
    assert g.state.marks == frozenset({0, 2})


def test_tab_lands_on_the_suggested_box_and_previews_it(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("ENTER TAB")
    suggestion = g.game.suggested()
    assert g.focus == "card"
    assert g.cursor is suggestion.category
    assert g.preview().points == suggestion.points
    assert g.button_label() == "Score"
    view = g.view()
    assert view.card_cursor is suggestion.category and view.preview is not None
    app.play_keys("TAB")
    assert g.focus == "dice" and g.button_label() == "Roll 2"


def test_cursor_keys_move_among_free_boxes_only(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("ENTER TAB")
    seen = set()
    for _ in range(13):
        app.play_keys("DOWN")
        seen.add(g.cursor)
    assert seen == set(Category)  # all free at the start, and DOWN visits every one
    app.play_keys("LEFT LEFT RIGHT UP")
    assert g.cursor in set(Category)


def test_score_then_next_turn_rolls_by_itself(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("ENTER TAB ENTER")
    assert g.state.turn_number() == 2
    assert g.state.roll_number == 1  # rolled automatically
    assert "score" in g.audio.played
    assert g.focus == "dice"


def test_after_the_third_roll_the_card_is_forced(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("ENTER SPACE ENTER SPACE ENTER")
    assert g.state.roll_number == 3
    assert g.focus == "card" and g.cursor is not None
    before = g.beeps
    app.play_keys("TAB")
    assert g.beeps == before + 1 and g.focus == "card"
    app.play_keys("ENTER")
    assert g.state.turn_number() == 2


def test_no_automatic_roll_after_the_thirteenth_score(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("ENTER")
    for _ in range(13):
        app.play_keys("TAB ENTER")
    assert g.state.is_over
    assert g.state.dice is None
    assert g.button_label() == "New game"
    assert "gameover" in g.audio.played
    app.play_keys("ENTER")  # the Game over dialog
    app.play_keys("ENTER")  # a new game
    assert g.button_label() == "Start" and not g.state.is_over


def test_keys_while_dice_roll_land_them_first(make_app):
    app = make_app()
    g = game_of(app)
    app.dispatch(key_event(pygame.K_RETURN))
    assert g.anim.active and g.button_label() == "Roll 2"
    assert g.view().button == "Start"  # the button changes when the dice stop
    app.dispatch(key_event(pygame.K_TAB))
    assert not g.anim.active and g.focus == "card"
    assert g.audio.played == ["roll", "land", "click"]


def test_no_animation_option_rolls_at_once(make_app):
    app = make_app()
    g = game_of(app)
    g.options.animation = False
    app.dispatch(key_event(pygame.K_RETURN))
    assert not g.anim.active and g.state.roll_number == 1


def test_unknown_keys_beep(make_app):
    app = make_app()
    g = game_of(app)
    app.play_keys("Q 7 F5 ESC Ctrl+Q")
    assert g.beeps == 5


def test_five_of_a_kind_sounds_its_fanfare_after_the_dice_stop(make_app):
    app = make_app()
    g = app.scenes[0]
    from ynot.dice import DiceRolled
    from ynot.dice.rules import Dice

    g.audio.played.clear()
    g.after_events([DiceRolled(0, Dice((4, 4, 4, 4, 4)), (0, 1, 2, 3, 4), 1)])
    assert g.audio.played == ["roll"]
    app.settle()
    assert g.audio.played == ["roll", "land", "bonus"]
