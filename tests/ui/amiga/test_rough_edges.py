"""The Amiga look's rough edges a player found (issue 17 point 7), each held by a test."""

from __future__ import annotations

import pygame

from ynot.ui.amiga import judge
from ynot.ui.kit import HelpViewer
from ynot.ui.kit.help import CONTENTS
from ynot.ui.script import click, key_press

from . import mouse
from .conftest import start


def test_the_message_box_names_the_throw_once_the_dice_have_stopped(amiga):
    app = amiga()
    start(app, ("Ann",))
    g = app.scenes[0].screen
    centre = app.display.to_window(mouse.PANEL.roll.center)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=centre, button=1))
    assert g.anim.active
    assert not any("threw" in line for line in g.messages.lines())  # not while they tumble
    app.settle()
    faces = " ".join(str(f) for f in g.state.dice.faces)
    assert g.messages.lines()[-1] == f"Ann threw {faces}"


def test_no_advice_to_aim_for_the_bonus_to_a_player_who_won_it():
    for score in (160, 210):
        assert "bonus" in judge.comment(score).lower()
        with_bonus = judge.comment(score, bonus=True)
        assert "aim for" not in with_bonus.lower() and "brings 30 bonus" not in with_bonus
    assert "Aim" not in judge.comment(160, author=False, bonus=True)
    assert judge.verdict(["Ann"], [210], bonus=True)[1] == judge.comment(210, bonus=True)


def test_help_shows_the_rules_from_the_selection_and_from_the_game(amiga):
    app = amiga()
    app.play_keys("F1")
    assert isinstance(app.top, HelpViewer)
    app.play_keys("DOWN TAB ENTER")
    assert app.top.topic != CONTENTS and app.top.topic in app.top.topics
    app.play_keys("ESC")
    start(app, ("Ann",))
    app.feed(key_press(pygame.K_HELP))  # the Amiga's own HELP key
    assert isinstance(app.top, HelpViewer)
    app.play_keys("ESC")
    assert app.top is app.scenes[0].screen


def test_a_computer_seat_waits_while_the_help_is_open(amiga):
    app = amiga()
    app.scenes[0].choice.seats[0] = "beginner"
    app.feed(click(app.display.to_window(mouse.SEL.new_game.center)), settle=False)
    g = app.scenes[0].screen
    assert g.computer_turn()
    app.feed(key_press(pygame.K_F1), settle=False)
    for _ in range(300):  # about 5 s of frames with the help open
        app.update(16)
    assert (g.state.roll_number, g.state.turn_number()) == (0, 1)  # nothing moved behind the help
    app.feed(key_press(pygame.K_ESCAPE), settle=False)
    for _ in range(300):
        app.update(16)
    assert g.state.roll_number > 0 or g.state.turn_number() > 1


def test_the_message_box_shows_whole_messages_never_the_end_of_one_alone(amiga):
    """A message wrapped over two lines is shown whole or not at all: the box's first line is never "Chance
    ein" left over from "Spieler 2 trägt 21 bei Chance ein" (seen in German)."""
    from tests.ui.kit.fit import _render

    app = amiga()
    start(app, ("Ann",))
    g = app.scenes[0].screen
    news = g.panel.news
    room = (news.height - 8) // 10
    long = "Spieler 2 trägt 21 bei Chance ein"
    told = ["Ann threw 1 2 3 4 5", long] + [f"Ann threw {n} 2 3 4 5" for n in range(1, room)]
    assert len(g.look.font.wrap(long, news.width - 12)) == 2  # the box's lines: one too many with it
    g.messages.lines = lambda: told
    _surface, drawn, _cut = _render(g, app.skin.canvas, (0, 0, 0), draw_text=True)
    shown = [item.text for item in sorted(drawn, key=lambda item: item.ink.top)
             if item.ink.width and news.contains(item.ink)]
    assert shown == told[2:]  # the long one left out whole
