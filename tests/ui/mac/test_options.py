"""The look's options: kept between runs, black and white that is truly one-bit, help and the menus."""

import numpy as np
import pygame

from ynot.ui.kit import HelpViewer, MessageBox

from . import player


def colours(surface):
    """Every colour in ``surface``, as (r, g, b) tuples."""
    pixels = pygame.surfarray.array3d(surface).reshape(-1, 3)
    return {tuple(int(v) for v in row) for row in np.unique(pixels, axis=0)}


def test_black_and_white_draws_every_pixel_black_or_white_and_is_kept(mac):
    app = mac(seed=4)
    app.play_keys(player.menu_item(app, "Game", "Black & White"))
    for _ in range(6):
        player.step(app)
    app.play_keys("F10")  # a pulled-down menu too
    assert colours(app.frame_image()) == {(0, 0, 0), (255, 255, 255)}
    app.play_keys("ESC")
    again = mac(seed=4)
    assert player.controller(again).screen.mono
    assert len(colours(again.frame_image())) == 2
    again.play_keys(player.menu_item(again, "Game", "Colour"))
    assert len(colours(again.frame_image())) > 2


def test_the_set_the_computer_sound_and_animation_are_kept_for_next_time(mac):
    app = mac(seed=4)
    for label in ("Double Nine", "Easy Computer", "Sound", "Sliding Tiles"):
        app.play_keys(player.menu_item(app, "Game", label))
    ctl = player.controller(app)
    assert (ctl.setup.top, ctl.setup.level, ctl.options.sound, ctl.options.animation) == (9, "easy", False, False)
    again = player.controller(mac(seed=4))
    kept = again.setup
    assert (kept.top, kept.level, again.options.sound, again.options.animation) == (9, "easy", False, False)
    checked = {item.label: item.is_checked for menu in again.menus() for item in menu.items}
    assert checked["Double Nine"] and checked["Easy Computer"]
    assert not (checked["Sound"] or checked["Sliding Tiles"] or checked["Double Six"])


def test_help_explains_the_rules_and_about_names_the_game(mac):
    app = mac(seed=4)
    app.play_keys(player.menu_item(app, "\uf8ff", "Dominoes Help…"))
    viewer = app.top
    assert isinstance(viewer, HelpViewer)
    text = " ".join(topic.text for topic in viewer.topics.values())
    for words in ("spinner", "multiple of 5", "nearest 5", "300", "draw", "I can't go"):
        assert words in text
    app.play_keys("ESC")
    app.play_keys(player.menu_item(app, "\uf8ff", "About Dominoes…"))
    assert isinstance(app.top, MessageBox)
    app.play_keys("ENTER")
    assert app.top is player.controller(app)


def test_a_key_at_the_wrong_moment_gets_a_sentence_and_changes_nothing(mac):
    app = mac(seed=4)
    ctl = player.controller(app)
    history = len(ctl.flow.game.history)
    app.play_keys("Q W Z 7 Ctrl+Z")
    assert ctl.beeps == 5 and len(ctl.flow.game.history) == history and app.running
    assert "F1" in ctl.flow.message


def test_new_game_asks_before_giving_up_a_game_in_progress(mac):
    app = mac(seed=4)
    ctl = player.controller(app)
    for _ in range(6):
        player.step(app)
    game = ctl.flow.game
    app.play_keys("Ctrl+N")
    assert isinstance(app.top, MessageBox)
    app.play_keys("ESC")
    assert ctl.flow.game is game
    app.play_keys("Ctrl+N ENTER")
    assert ctl.flow.game is not game and ctl.flow.view().spinner is None or len(ctl.flow.game.history) <= 2


def test_switch_look_offers_every_look_and_leaves_for_the_one_chosen(mac):
    from ynot.ui.kit import Dialog, ListBox

    app = mac(seed=4)
    ctl = player.controller(app)
    app.play_keys(player.menu_item(app, "File", "Switch Look…"))
    dialog = app.top
    assert isinstance(dialog, Dialog) and dialog.title == "Look"  # the kit's look chooser
    names = [name for name, _title in ctl.shell.looks()]
    assert {"mac", "psion", "amiga"} <= set(names)
    listing = next(widget for _label, widget in dialog.rows if isinstance(widget, ListBox))
    assert listing.items[listing.index] == "Macintosh (Dominoes)"
    app.play_keys("ENTER")  # this look is chosen: nothing changes
    assert app.running and app.top is ctl
    app.play_keys(player.menu_item(app, "File", "Switch Look…"))
    listing = next(widget for _label, widget in app.top.rows if isinstance(widget, ListBox))
    listing.index = names.index("psion")
    app.play_keys("ENTER")
    assert not app.running and app.switch_to == "psion" and ctl.options.skin == "psion"
