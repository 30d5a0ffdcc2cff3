"""Computer seats: the optimal-play engine's players, one visible move at a time."""

from __future__ import annotations

import pygame

from ynot.dice.rules import Category
from ynot.ui.script import parse_token

from . import mouse
from .conftest import start


def _seat(app, seat: int, level: str) -> None:  # noqa: ANN001 - App
    for _ in range(4):
        if app.scenes[0].choice.seats[seat] == level:
            break
        app.play_keys(mouse.seat_gadget(seat))
    assert app.scenes[0].choice.seats[seat] == level


def test_the_levels_are_offered_per_seat(amiga):
    app = amiga()
    assert app.scenes[0].levels == ("beginner", "good", "perfect")
    app.play_keys(mouse.count_box(2))
    _seat(app, 1, "good")
    _seat(app, 1, "")


def test_a_computer_turn_is_paced_and_ends_on_the_card(amiga):
    app = amiga(seed=5)
    app.play_keys(mouse.count_box(2))
    _seat(app, 1, "beginner")
    start(app, ("Ann", "Amiga"))
    g = app.scenes[0].screen
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL}")
    for event in parse_token(mouse.box(g, 0, Category.CHANCE)).events:  # no settling: watch the clock
        app.dispatch(pygame.event.Event(event.type, {**event.dict, "pos": app.display.to_window(event.pos)}))
    assert g.state.current == 1 and g.computer_turn()
    assert "computer" in g.help_text()
    app.update(300)
    assert g.state.roll_number == 0, "a person can see the turn begin before the dice go"
    moves, seen, elapsed = [], [], 0
    while g.state.current == 1 and elapsed < 30_000:
        before = (g.state.roll_number, g.state.marks, g.done, g.painter.aim())
        app.update(16)
        elapsed += 16
        after = (g.state.roll_number, g.state.marks, g.done, g.painter.aim())
        if after != before:
            moves.append(elapsed)
            seen.append(after)
    assert g.state.current == 0 and g.state.cards[1][0].filled_count == 1
    gaps = [b - a for a, b in zip(moves, moves[1:], strict=False)]
    assert len(moves) >= 3 and min(gaps) >= 150, "each move stays on the screen for a while"
    aimed = [s for s in seen if s[3] is not None]
    assert aimed, "the chosen box is lit before it is scored"
    assert aimed[0][0] == 3 or aimed[0][2], "before the third roll, ROLL with no die marked ends the rolling"
    app.play_keys(f"{mouse.ROLL} {mouse.die(g, 0)}")  # the person's turn again
    assert g.state.roll_number == 1 and g.state.marks == frozenset({0})


def test_clicks_are_refused_while_the_computer_plays_and_esc_pauses_it(amiga):
    app = amiga(seed=5)
    app.play_keys(mouse.count_box(1))
    _seat(app, 0, "good")
    ctl = app.scenes[0]
    for event in parse_token(mouse.NEW_GAME).events:
        app.dispatch(pygame.event.Event(event.type, {**event.dict, "pos": app.display.to_window(event.pos)}))
    g = ctl.screen
    for event in parse_token(mouse.ROLL).events:
        app.dispatch(pygame.event.Event(event.type, {**event.dict, "pos": app.display.to_window(event.pos)}))
    assert "playing" in g.help_text() and ctl.beeps == 1
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    state = g.state
    for _ in range(200):
        app.update(16)
    assert g.state == state, "the computer waits while the requester asks"
    app.play_keys("N")
    for _ in range(400):
        app.update(16)
    assert g.state != state


def test_a_game_of_two_computers_plays_to_the_end(amiga):
    app = amiga(seed=9)
    app.play_keys(mouse.count_box(2))
    _seat(app, 0, "beginner")
    _seat(app, 1, "good")
    app.play_keys(mouse.NEW_GAME)
    g = app.scenes[0].screen
    for _ in range(20):
        app.settle()
        if g.state.is_over:
            break
    assert g.state.is_over and g.verdict
    assert app.scenes[0].store.games()[0].players == ("Player 1", "Player 2")


def test_an_abandoned_game_with_a_computer_seat_continues_with_it(amiga):
    app = amiga(seed=4)
    app.play_keys(mouse.count_box(2))
    _seat(app, 1, "beginner")
    start(app, ("Ann", "Amiga"))
    g = app.scenes[0].screen
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL} {mouse.box(g, 0, Category.CHANCE)}")  # the computer plays on
    assert g.state.current == 0 and g.state.cards[1][0].filled_count == 1
    app.play_keys("ESC Y")
    ctl = app.scenes[0]
    app.play_keys(mouse.CONTINUE)
    resumed = ctl.screen
    assert resumed is not g and resumed.seats == ["", "beginner"]
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL} {mouse.box(resumed, 0, Category.ONES)}")
    assert resumed.state.current == 0 and resumed.state.cards[1][0].filled_count == 2
