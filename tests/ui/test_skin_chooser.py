"""The first-start screen that chooses the look: keys, mouse, what it keeps, and when it shows."""

import pygame
import pytest

from ynot import paths
from ynot.store import Store
from ynot.ui import skin_chooser
from ynot.ui.app import App
from ynot.ui.skin_chooser import CHOOSER_SKIN, PALETTE, Choice, SkinChooser, first_start_skin

TEST_SKIN = """
[skin]
name = "{name}"
title = "{title}"
description = "A look made for this test, in two colours."
controller = "ynot.ui.psion.controller:PsionGame"
[canvas]
width = 320
height = 200
[palette]
background = "#102030"
ink = "#F0E0D0"
"""


def add_user_skin(name: str, title: str, text: str | None = None) -> None:
    folder = paths.data_dir() / "skins" / name
    folder.mkdir(parents=True)
    (folder / "skin.toml").write_text(text or TEST_SKIN.format(name=name, title=title), encoding="utf-8")


@pytest.fixture
def store():
    opened = Store.open()
    yield opened
    opened.close()


@pytest.fixture
def two_looks():
    """Psion and a look of our own in the user's skins folder, under a name ynot.ini accepts."""
    add_user_skin("amiga", "Test Look")
    return [choice for choice in skin_chooser.skin_choices() if choice.name in ("psion", "amiga")]


def chooser_app(choices, store=None, current=None):
    app = App(CHOOSER_SKIN, scale=2)
    scene = SkinChooser(choices, keep=skin_chooser.keeper(store), current=current)
    app.push(scene)
    return app, scene


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def test_the_original_looks_come_first_and_broken_ones_are_left_out():
    add_user_skin("aaa", "First by name")
    add_user_skin("broken", "", text="this is [not toml")
    names = [c.name for c in skin_chooser.skin_choices()]
    assert names[0] == "psion"
    assert "aaa" in names and "broken" not in names


def test_choices_carry_title_description_and_colours(two_looks):
    look = next(c for c in two_looks if c.name == "amiga")
    assert look == Choice("amiga", "Test Look", "A look made for this test, in two colours.",
                          ((0x10, 0x20, 0x30), (0xF0, 0xE0, 0xD0)))


def test_needs_choice_until_one_is_made(store):
    assert skin_chooser.needs_choice(store.options)
    skin_chooser.mark_chosen(store.options, "amiga")
    assert not skin_chooser.needs_choice(store.options)
    assert store.options.skin == "amiga"
    assert not skin_chooser.needs_choice(None)  # no settings at all: nothing to ask


def test_enter_takes_the_selected_look_and_keeps_it(two_looks, store):
    app, scene = chooser_app(two_looks, store)
    app.feed([key(pygame.K_DOWN), key(pygame.K_RETURN)])
    assert scene.chosen == "amiga" and app.switch_to == "amiga" and not app.running
    again = Store.open()
    try:
        assert again.options.skin == "amiga"
        assert not skin_chooser.needs_choice(again.options)
    finally:
        again.close()


def test_a_digit_takes_that_look_at_once(two_looks):
    app, scene = chooser_app(two_looks)
    app.feed([key(pygame.K_2)])
    assert scene.chosen == "amiga"


def test_escape_leaves_without_choosing(two_looks, store):
    app, scene = chooser_app(two_looks, store)
    app.feed([key(pygame.K_ESCAPE)])
    assert scene.chosen is None and app.switch_to is None and not app.running
    assert skin_chooser.needs_choice(store.options)


def test_the_current_look_starts_selected_and_the_cursor_wraps(two_looks):
    app, scene = chooser_app(two_looks, current="amiga")
    assert scene.selected == 1
    last = len(two_looks) - 1  # the shipped looks and the user's own
    scene.select(last)
    app.feed([key(pygame.K_DOWN)])
    assert scene.selected == 0
    app.feed([key(pygame.K_TAB, pygame.KMOD_SHIFT)])
    assert scene.selected == last


def test_pointing_lights_a_row_and_a_click_chooses(two_looks):
    app, scene = chooser_app(two_looks)
    first = app.display.to_window(scene.row_rect(0).center)
    second = app.display.to_window(scene.row_rect(1).center)
    nearby = app.display.to_window(scene.row_rect(1).move(0, -4).center)
    app.feed([pygame.event.Event(pygame.MOUSEMOTION, pos=nearby, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.hover is None  # a pointer resting where the screen opened outlines nothing
    app.feed([pygame.event.Event(pygame.MOUSEMOTION, pos=second, rel=(0, 4), buttons=(0, 0, 0))])
    assert scene.hover == 1 and scene.selected == 0 and scene.chosen is None
    app.feed([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first, button=1)])
    assert scene.chosen == "psion"


def test_keys_move_from_the_keyboards_choice_not_from_the_pointer(two_looks, store):
    # the pointer resting on the second row must not make DOWN then RETURN skip past it
    app, scene = chooser_app(two_looks, current=two_looks[0].name)
    second = app.display.to_window(scene.row_rect(1).center)
    app.feed([pygame.event.Event(pygame.MOUSEMOTION, pos=second, rel=(0, 0), buttons=(0, 0, 0))])
    app.play_keys("DOWN ENTER")
    assert scene.chosen == two_looks[1].name


def test_clicks_between_rows_and_other_buttons_choose_nothing(two_looks):
    app, scene = chooser_app(two_looks)
    app.feed([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.display.to_window((5, 5)), button=1)])
    right_click = app.display.to_window(scene.row_rect(1).center)
    app.feed([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=right_click, button=3)])
    assert scene.chosen is None and app.running


def test_many_looks_scroll(store):
    looks = [Choice(f"look{i}", f"Look {i}", "", ((0, 0, 0),)) for i in range(6)]
    app, scene = chooser_app(looks)
    app.feed([key(pygame.K_END)])
    assert scene.selected == 5 and scene.row_rect(5) is not None and scene.row_rect(0) is None
    app.feed([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False)])
    assert scene.selected == 0 and scene.row_rect(0) is not None


def test_the_selected_row_is_highlighted(two_looks):
    app, scene = chooser_app(two_looks)
    frame = app.draw()
    rect0, rect1 = scene.row_rect(0), scene.row_rect(1)
    assert frame.get_at((rect0.right - 3, rect0.bottom - 3))[:3] == PALETTE["highlight"]
    assert frame.get_at((rect1.right - 3, rect1.bottom - 3))[:3] == PALETTE["row"]


def test_each_look_is_shown_by_a_picture_of_its_start_screen(two_looks):
    app, scene = chooser_app(two_looks)
    thumb = scene.thumbnail(two_looks[0])
    box = skin_chooser.SWATCH.move(scene.row_rect(0).topleft)
    assert thumb is not None and thumb.get_width() <= box.width - 2 and thumb.get_height() <= box.height - 2
    expected = skin_chooser.fit_within(skin_chooser.skin_preview("psion"), thumb.get_size())
    frame = app.draw()
    shown = frame.subsurface(thumb.get_rect(center=box.center))
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_look_that_cannot_draw_itself_is_shown_by_its_colours():
    look = Choice("nosuchlook", "Missing", "", ((1, 2, 3), (250, 250, 250)))
    app, scene = chooser_app([look])
    assert scene.thumbnail(look) is None
    frame = app.draw()
    box = skin_chooser.SWATCH.move(scene.row_rect(0).topleft)
    assert frame.get_at((box.x + 2, box.y + 2))[:3] == (1, 2, 3)


def test_no_key_raises(two_looks):
    app, scene = chooser_app(two_looks)
    ignored = [k for k in range(pygame.K_a, pygame.K_z + 1)] + [pygame.K_F1, pygame.K_BACKSPACE, pygame.K_0]
    for code in ignored:
        app.feed([key(code)])
    assert app.running and scene.chosen is None and scene.selected == 0
    app.draw()


def test_no_choice_to_make_means_no_screen(store):
    store.options.skin = "psion"
    assert first_start_skin(store, choices=[Choice("psion", "Psion", "", ())]) == "psion"
    skin_chooser.mark_chosen(store.options, "amiga")
    assert first_start_skin(store) == "amiga"


def test_the_first_start_runs_the_screen_and_returns_the_pick(two_looks, store):
    pygame.display.init()
    pygame.event.clear()
    for code in (pygame.K_DOWN, pygame.K_RETURN):
        pygame.event.post(key(code))
    assert first_start_skin(store, two_looks) == "amiga"
    assert store.options.skin == "amiga"
    assert pygame.display.get_caption()[0] == "YNOT - Choose a look"


def test_without_a_desktop_the_question_is_left_to_the_game_window(two_looks, store, monkeypatch):
    # SDL fell back to drawing off-screen on its own: nobody could answer, so nothing is asked.
    monkeypatch.delenv("SDL_VIDEODRIVER")
    monkeypatch.setattr(pygame.display, "get_init", lambda: True)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    assert first_start_skin(store, two_looks) == "psion"
    assert skin_chooser.needs_choice(store.options)


def test_one_row_is_highlighted_once_the_keyboard_chose(two_looks):
    """The pointer resting on the second row where the screen opened, and the keyboard's choice on the first:
    only the keyboard's row is marked; the pointer's row is outlined once it moves, until a key is pressed."""
    app, scene = chooser_app(two_looks)
    rect1 = scene.row_rect(1)
    second = app.display.to_window(rect1.center)
    app.feed([pygame.event.Event(pygame.MOUSEMOTION, pos=second, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.selected == 0 and app.draw().get_at(rect1.topleft)[:3] == PALETTE["row"]
    moved = app.display.to_window(rect1.move(3, 0).center)
    app.feed([pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(3, 0), buttons=(0, 0, 0))])
    assert app.draw().get_at(rect1.topleft)[:3] == PALETTE["dim"]  # the pointer moved: its row outlined
    app.play_keys("HOME")
    assert scene.selected == 0 and app.draw().get_at(rect1.topleft)[:3] == PALETTE["row"]
