"""The Amiga's gadgets are the kit's buttons drawn by the Intuition style: ROLL looks pressed while it is
held (and while a computer player presses it), is greyed when it cannot roll but still says why, and the
boxes 1 to 4 light the chosen number."""

from __future__ import annotations

import pygame

from ynot.ui.kit.dice import PRESS_MS

from . import mouse
from .conftest import start


def _mouse(app, kind: int, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(kind, pos=app.display.to_window(pos), button=1))


def _orange_in(app, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` are orange (a pressed or lit gadget is filled orange); the pointer,
    orange too, is drawn where the last mouse event was."""
    frame = app.draw()
    orange = app.scenes[0].look.orange
    pixels = [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
    return sum(tuple(frame.get_at(pixel))[:3] == orange for pixel in pixels)


def test_roll_looks_pressed_while_held_and_rolls_only_when_let_go_on_it(amiga):
    app = amiga()
    start(app)
    g = app.scenes[0].screen
    sounds = app.scenes[0].audio.played
    roll = mouse.PANEL.roll
    assert _orange_in(app, roll) == 0
    _mouse(app, pygame.MOUSEBUTTONDOWN, roll.center)
    assert _orange_in(app, roll) > roll.width * roll.height // 2, "held down, ROLL is drawn pressed"
    _mouse(app, pygame.MOUSEBUTTONUP, (20, 250))  # let go off the button: nothing is thrown
    app.settle()
    assert g.state.roll_number == 0 and _orange_in(app, roll) == 0
    heard = len(sounds)
    _mouse(app, pygame.MOUSEBUTTONDOWN, roll.center)
    _mouse(app, pygame.MOUSEBUTTONUP, roll.center)
    app.play_keys("MOVE:20,250")
    assert g.state.roll_number == 1 and _orange_in(app, roll) == 0
    assert sounds[heard:] == ["roll"] + ["land"] * 5, "ROLL sounds the dice, not a click"


def test_a_greyed_roll_still_says_why_when_clicked(amiga):
    app = amiga()
    start(app)
    g = app.scenes[0].screen
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL} MOVE:20,250")  # the second ROLL keeps the dice: score now
    assert g.must_score() and g.roll_button.enabled
    frame = app.draw()
    roll = mouse.PANEL.roll
    blue = app.scenes[0].look.blue
    inside = roll.inflate(-2, -2)
    # ghosted: a fine mesh of the background pen over the gadget, letters included
    y = inside.centery
    assert all(tuple(frame.get_at((x, y)))[:3] == blue for x in range(inside.left + (y & 1), inside.right, 2))
    _mouse(app, pygame.MOUSEBUTTONDOWN, roll.center)
    assert _orange_in(app, roll) > 0, "held down, the greyed ROLL is drawn pressed all the same"
    _mouse(app, pygame.MOUSEBUTTONUP, roll.center)
    assert "No more rolls" in g.help_text() and app.scenes[0].beeps == 1


def test_a_computer_players_press_of_roll_is_seen(amiga):
    app = amiga(seed=5)
    app.play_keys(f"{mouse.seat_gadget(0)} {mouse.seat_gadget(0)}")  # seat 1: Human -> Beginner -> Good
    ctl = app.scenes[0]
    _mouse(app, pygame.MOUSEBUTTONDOWN, mouse.SEL.new_game.center)
    _mouse(app, pygame.MOUSEBUTTONUP, mouse.SEL.new_game.center)
    g = ctl.screen
    assert g.computer_turn()
    for _ in range(400):
        app.update(16)
        if g.roll_button.pressed:
            break
    assert g.state.roll_number == 0 and g.roll_button.pressed, "ROLL goes down before the dice are thrown"
    assert _orange_in(app, mouse.PANEL.roll) > 100
    app.update(PRESS_MS + 16)
    assert not g.roll_button.pressed and g.state.roll_number == 1


def test_the_boxes_one_to_four_light_the_chosen_number(amiga):
    app = amiga()
    ctl = app.scenes[0]
    boxes = mouse.SEL.count_boxes
    assert [_orange_in(app, box) > 0 for box in boxes] == [True, False, False, False]
    _mouse(app, pygame.MOUSEBUTTONDOWN, boxes[2].center)
    _mouse(app, pygame.MOUSEBUTTONUP, (320, 120))  # dragged off: nothing chosen
    app.settle()
    assert ctl.choice.count == 1
    app.play_keys(f"{mouse.count_box(3)} MOVE:320,120")
    assert ctl.choice.count == 3 and ctl.audio.played[-1] == "select"
    assert [_orange_in(app, box) > 0 for box in boxes] == [False, False, True, False]
    app.play_keys("4")  # the keys 1 to 4 choose too
    assert [_orange_in(app, box) > 0 for box in boxes] == [False, False, False, True]
