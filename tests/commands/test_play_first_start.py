"""``ynot play`` as a double-click starts it: the welcome screen on the first start, then the chosen look
in a window whose scale and position are kept. Real loops, headless, ended by queued events."""

import pygame
import pytest

from ynot import paths, resources
from ynot.cli import main
from ynot.store import Store


@pytest.fixture
def second_look():
    """A second look in the user's skins folder: the Psion's, retitled, under a name ynot.ini accepts."""
    text = resources.data_path("skins", "psion", "skin.toml").read_text(encoding="utf-8")
    text = text.replace('name = "psion"', 'name = "amiga"')
    text = text.replace('title = "Psion Series 3a"', 'title = "Other"')
    folder = paths.data_dir() / "skins" / "amiga"
    folder.mkdir(parents=True)
    (folder / "skin.toml").write_text(text, encoding="utf-8")


CLOSE = pygame.event.Event(pygame.QUIT)


def queue_keys(*keys):
    """Keys for the first window, then a close every 300 ms until the test ends: the keys come first,
    and if a slow first window (a busy machine) takes a close with its last keys, the next close ends
    the game window instead of leaving it open for ever."""
    pygame.display.init()
    pygame.event.clear()
    for code in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pygame.time.set_timer(CLOSE, 300)


@pytest.fixture(autouse=True)
def stop_closing():
    yield
    if pygame.get_init():
        pygame.time.set_timer(CLOSE, 0)


def kept_options():
    store = Store.open()
    try:
        return store.options
    finally:
        store.close()


def test_first_start_asks_for_a_look_then_plays_it_and_keeps_the_window(second_look):
    queue_keys(pygame.K_DOWN, pygame.K_RETURN)
    assert main(["play"]) == 0
    options = kept_options()
    assert options.skin == "amiga"
    assert options.sections["welcome"]["skin_chosen"] == "yes"
    assert options.sections["skin.amiga"]["scale"] == str(options.window_scale)
    assert options.window_x is not None and options.window_y is not None


def test_leaving_the_welcome_screen_starts_nothing_and_asks_again_next_time(second_look):
    queue_keys(pygame.K_ESCAPE)
    assert main(["play"]) == 0
    options = kept_options()
    assert options.sections == {} and options.window_x is None


def test_the_second_start_goes_straight_to_the_game(second_look):
    queue_keys(pygame.K_2, pygame.K_RETURN)
    assert main(["play"]) == 0
    queue_keys()  # only the close
    assert main(["play"]) == 0
    assert kept_options().skin == "amiga"


def test_a_skin_named_on_the_command_line_skips_the_question(second_look):
    queue_keys()
    assert main(["play", "--skin", "psion", "--scale", "2"]) == 0
    options = kept_options()
    assert "welcome" not in options.sections
    assert options.sections["skin.psion"]["scale"] == "2"


def test_with_one_look_there_is_nothing_to_ask():
    queue_keys()
    assert main(["play"]) == 0
    assert kept_options().skin == "psion"
