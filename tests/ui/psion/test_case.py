"""The Series 3a drawn round the screen: keys light up when pressed and can be clicked."""

from __future__ import annotations

import pygame
import pytest

from ynot.ui.launch import build_app, open_store
from ynot.ui.psion.case import SeriesThreeCase
from ynot.ui.script import key_event


@pytest.fixture
def cased():
    store = open_store()
    app = build_app("psion", store=store, seed=7, scale=1, resume=False, sound=False, machine=True)
    app.settle()  # the start-up screen goes by itself
    yield app
    assert app.errors == []
    store.close()
    pygame.quit()


def centre_of(case: SeriesThreeCase, label: str) -> tuple[int, int]:
    return next(rect.center for rect, key in case.keys if key.label == label)


def test_the_screen_sits_in_the_machine(cased):
    assert cased.canvas.get_size() == SeriesThreeCase.size
    assert cased.screen.get_size() == (480, 160)
    assert cased.display.surface.get_size() == SeriesThreeCase.size


def test_clicked_keys_play(cased):
    case = cased.frame
    game = cased.scenes[0]
    x, y = centre_of(case, "Enter")
    cased.play_keys(f"CLICK:{x},{y}")
    assert game.state.roll_number == 1
    px, py = centre_of(case, "Psion")
    hx, hy = centre_of(case, "H")
    cased.play_keys(f"CLICK:{px},{py}")
    assert case.latched  # the Psion key waits for the next key, lit
    cased.play_keys(f"CLICK:{hx},{hy}")
    assert cased.scenes[-1].title == "High scores" and not case.latched
    sx, sy = centre_of(case, "Esc")
    cased.play_keys(f"CLICK:{sx},{sy} CLICK:2,2 CLICK:{x},{y + 100}")  # the case and off the keys: nothing
    assert len(cased.scenes) == 1 and game.beeps == 0 and game.state.roll_number == 1


def test_pressed_keys_light_up(cased):
    case = cased.frame
    cased.dispatch(key_event(pygame.K_h, pygame.KMOD_LCTRL))
    lit = {case.keys[i][1].label for i in case.lit}
    assert lit == {"H"}
    image = cased.draw()
    rect = next(rect for rect, key in case.keys if key.label == "H")
    assert image.get_at(rect.move(2, 2).topleft)[:3] == case.key_lit
    cased.settle()
    assert not case.lit
    psion = next(rect for rect, key in case.keys if key.label == "Psion")
    assert cased.draw().get_at(psion.move(2, 2).topleft)[:3] == case.key_lit  # Ctrl is still held
    cased.dispatch(key_event(pygame.K_LCTRL, 0, kind=pygame.KEYUP))
    assert cased.draw().get_at(psion.move(2, 2).topleft)[:3] != case.key_lit


def test_mouse_inside_the_screen_reaches_the_game_in_screen_pixels(cased):
    seen = []
    cased.scenes[0].handle_event = lambda event: seen.append(event) or True
    sx, sy = cased.frame.screen_rect.topleft
    cased.play_keys(f"CLICK:{sx + 10},{sy + 20}")
    assert [e.pos for e in seen] == [(10, 20), (10, 20)]


def test_the_option_turns_the_machine_on_and_off(make_app):

    app = make_app()
    downs = "DOWN " * 2  # past animation and sound: the machine
    app.play_keys(f"Ctrl+O {downs}RIGHT ENTER")
    assert app.switch_to == "psion" and not app.running
    game = app.scenes[0]
    assert game.options.skin_settings("psion")["machine"] == "yes"


def test_every_key_from_its_kept_picture_is_the_key_drawn_afresh(cased):
    """The case paints each key (lit or not) from a picture drawn once: the same pixels as the key drawn
    straight on the case."""
    case = cased.frame
    for lit in (False, True):
        fresh = case._background.copy()
        kept = case._background.copy()
        for index, (rect, key) in enumerate(case.keys):
            case._draw_key(fresh, rect, key, lit)
            picture, area = case._key_picture(index, lit)
            kept.blit(picture, area)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
