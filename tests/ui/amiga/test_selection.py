"""Seed 001's game selection screen: 1-4 players, names, the rule set, NEW GAME, QUIT and ESC."""

from __future__ import annotations

import pygame

from ynot import paths
from ynot.dice.rules import get_rules
from ynot.store import Store
from ynot.ui.amiga.selection import RULE_NAMES
from ynot.ui.script import key_event, key_press

from . import mouse
from .conftest import start


def test_boxes_one_to_four_choose_the_number_of_players(amiga):
    app = amiga()
    ctl = app.scenes[0]
    assert ctl.choice.count == 1
    for number in (3, 4, 2):
        app.play_keys(mouse.count_box(number))
        assert ctl.choice.count == number
    app.play_keys(mouse.NEW_GAME)
    assert ctl.screen.state.players == ("Player 1", "Player 2")


def test_names_are_typed_into_the_fields(amiga):
    app = amiga()
    ctl = app.scenes[0]
    app.play_keys(f"{mouse.count_box(2)} {mouse.name_field(1)} " + "BACKSPACE " * 8 + "TEXT:Zed_Q ENTER")
    assert ctl.choice.names[1] == "Zed Q"
    assert ctl.selection.active is None
    app.play_keys(f"{mouse.name_field(0)} " + "BACKSPACE " * 9 + f"{mouse.count_box(2)}")
    assert ctl.choice.names[0] == "Player 1"  # an emptied name falls back to the seat's


def test_shift_for_a_capital_letter_does_not_beep(amiga):
    app = amiga()
    ctl = app.scenes[0]
    app.play_keys(f"{mouse.name_field(0)} " + "BACKSPACE " * 8)
    app.feed([key_event(pygame.K_LSHIFT, pygame.KMOD_LSHIFT, ""), *key_press(pygame.K_z, pygame.KMOD_LSHIFT, "Z")])
    assert ctl.choice.names[0] == "Z" and ctl.beeps == 0


def test_a_name_takes_commas_but_not_what_core_refuses_nor_too_many_letters(amiga):
    app = amiga()
    ctl = app.scenes[0]
    app.play_keys(f"{mouse.name_field(0)} " + "BACKSPACE " * 8 + "TEXT:A,B#C" + " TEXT:x" * 30 + " ENTER")
    assert ctl.choice.names[0] == "A,BC" + "x" * 16
    assert ctl.beeps == 1 + 14  # the '#' (core's check_name refuses it) and the letters past 20


def test_a_name_with_a_comma_comes_back_whole_after_a_restart(amiga):
    names = ("Ann, Bob", "\u00c5ngstr\u00f6m", '"Q" [x]; y,', "Ed")
    app = amiga()
    ctl = app.scenes[0]
    app.play_keys(mouse.count_box(4))
    for seat, name in enumerate(names):
        app.play_keys(f"{mouse.name_field(seat)} Ctrl+A BACKSPACE")
        app.feed([pygame.event.Event(pygame.TEXTINPUT, text=name)])
        app.play_keys("ENTER")
    assert ctl.beeps == 0 and ctl.choice.names == list(names)
    app.play_keys(mouse.NEW_GAME)
    assert ctl.screen.state.players == names
    again = amiga()  # the options saved and read again through the real store
    choice = again.scenes[0].choice
    assert choice.count == 4 and choice.names == list(names)


def test_names_kept_the_old_way_still_load(amiga):
    ini = paths.config_dir() / "ynot.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_text(
        "[ynot]\nplayers =\n\tSmith, J\n\tAnn\n"  # the Psion's names, one a line when one holds a comma
        "[skin.amiga]\nplayers = 3\nnames = Ann, Bob, \u00c5sa, Player 4\nrules = yahtzee\n",
        encoding="utf-8",
    )
    app = amiga()
    ctl = app.scenes[0]
    assert ctl.choice.names == ["Ann", "Bob", "\u00c5sa", "Player 4"] and ctl.choice.count == 3
    assert ctl.options.players == ("Smith, J", "Ann")
    assert app.top is ctl, "no requester tells of a bad value"


def test_the_same_name_twice_is_refused_with_a_reason(amiga):
    app = amiga()
    ctl = app.scenes[0]
    start(app, ("Ann", "ann"))
    assert ctl.screen is ctl.selection
    assert "same name" in ctl.selection.help_text()


def test_the_rule_set_is_yatcy_and_cycles(amiga):
    app = amiga()
    ctl = app.scenes[0]
    assert ctl.choice.rules == "yatcy"
    seen = [ctl.choice.rules]
    for _ in RULE_NAMES:
        app.play_keys(mouse.RULES)
        seen.append(ctl.choice.rules)
    assert seen[-1] == "yatcy" and set(seen) == set(RULE_NAMES)
    app.play_keys(f"{mouse.RULES} {mouse.NEW_GAME}")
    assert ctl.screen.state.rules.name == RULE_NAMES[1]


def test_choices_are_kept_for_the_next_run(amiga):
    app = amiga()
    start(app, ("Ann", "Bob", "Cy"))
    again = amiga()
    choice = again.scenes[0].choice
    assert choice.count == 3 and choice.names[:3] == ["Ann", "Bob", "Cy"]


def test_esc_quits(amiga):
    app = amiga()
    app.play_keys("ESC")
    assert not app.running


def test_quit_button_quits_but_a_press_dragged_off_it_does_not(amiga):
    app = amiga()
    x, y = mouse.QUIT.split(":")[1].split(",")
    app.play_keys(f"DRAG:{x},{y}:10,250")
    assert app.running
    app.play_keys(mouse.QUIT)
    assert not app.running


def test_return_starts_and_digits_choose(amiga):
    app = amiga()
    app.play_keys("3 ENTER")
    assert len(app.scenes[0].screen.state.players) == 3


def test_the_author_is_the_score_to_beat(amiga):
    app = amiga()
    (entry,) = app.scenes[0].scores.table(get_rules("yatcy"))
    assert (entry.name, entry.score) == ("Gary Henderson", 335)


def test_the_look_gadget_opens_the_kits_look_chooser(amiga):
    from ynot.ui.kit import Dialog, ListBox

    app = amiga()
    ctl = app.scenes[0]
    names = [name for name, _ in ctl.looks]
    assert names[:3] == ["psion", "amiga", "windows"] and "mac" in names  # the one list: the originals first
    app.play_keys(mouse.LOOK)
    assert isinstance(app.top, Dialog) and app.top.title == "Look"
    app.play_keys("ESC")  # the gadget still shows this look
    assert app.top is ctl and ctl.selection.look_gadget.value == "Amiga (YATCY)"
    app.play_keys(f"{mouse.LOOK}")
    listing = next(widget for _label, widget in app.top.rows if isinstance(widget, ListBox))
    assert names[listing.index] == "amiga"
    app.play_keys("UP ENTER")
    assert not app.running and app.switch_to == "psion"
    ctl.store.close()
    with Store.open() as store:
        assert store.options.skin == "psion"


def test_a_problem_with_the_players_files_is_told_once_in_a_requester(amiga):
    from ynot import paths
    from ynot.ui.amiga.requester import Requester

    paths.config_dir().mkdir(parents=True, exist_ok=True)
    (paths.config_dir() / "ynot.ini").write_text("[ynot]\nsound = loud\n")
    app = amiga()
    assert isinstance(app.top, Requester)
    assert "sound" in " ".join(app.top.lines)
    app.play_keys("ESC")
    assert app.top is app.scenes[0] and app.running
