"""The window round a skin: title, icon, and the scale and position kept between runs."""


import pygame
import pytest

from ynot.store import Store
from ynot.store.options import Options
from ynot.ui import window
from ynot.ui.app import App
from ynot.ui.skin import load_skin

SCREEN = [(1920, 1080)]


@pytest.fixture
def psion():
    return load_skin("psion")


@pytest.fixture
def store():
    opened = Store.open()
    yield opened
    opened.close()


def test_title_names_the_game_and_the_look(psion):
    assert window.window_title(psion) == "YNOT - Psion Series 3a"


def test_the_window_icon_can_be_set_before_the_window_opens():
    pygame.display.init()
    window.set_window_icon()  # must not raise, headless or not
    assert pygame.display.get_init()


@pytest.mark.parametrize(
    ("scale", "screens", "expected"),
    [(3, SCREEN, 3), (8, SCREEN, 3), (8, [(1280, 720), (3840, 2160)], 2), (5, [], 5), (1, [(100, 100)], 1)],
)
def test_fitting_scale_shrinks_to_the_screen_the_window_opens_on(scale, screens, expected):
    # 480x160 at 3 is 1440x480: fits 1920x1080 less the margins; at 4 (1920 wide) it does not. A window
    # not placed yet opens on the first screen, however large the second.
    assert window.fitting_scale(scale, (480, 160), screens) == expected


def test_fitting_scale_follows_the_window_to_a_second_screen():
    screens = [(1280, 720), (3840, 2160)]
    assert window.fitting_scale(8, (480, 160), screens, (1500, 100)) == 7
    assert window.fitting_scale(None, (480, 160), screens, (1500, 100)) == 7
    assert window.fitting_scale(None, (480, 160), screens, (100, 100)) == 2


def test_the_amiga_opens_at_scale_2_on_a_full_hd_screen():
    # 640x256 with pixels twice as tall: 1280x1024 at scale 2 fits 1920x1080 (it opened at 1 before)
    assert window.fitting_scale(None, (640, 512), SCREEN) == 2


@pytest.mark.parametrize(
    ("position", "visible"),
    [
        ((100, 100), True),
        ((1900, 1050), False),  # only a sliver left at the bottom
        ((-1300, 10), True),  # mostly off to the left, but a good corner shows
        ((-1400, 10), False),  # 40 pixels: too little to grab
        ((2500, 100), True),  # on a second screen to the right
        ((100, -200), False),  # title bar out of reach
        ((4000, 100), False),  # beyond both screens: a monitor was unplugged
    ],
)
def test_a_kept_position_must_leave_the_window_within_reach(position, visible):
    screens = [(1920, 1080), (1280, 1024)]
    assert window.on_screen(position, (1440, 480), screens) is visible


def test_no_screens_known_means_no_kept_position():
    assert window.on_screen((0, 0), (100, 100), []) is False


def test_kept_placement_reads_the_skins_scale_and_the_position(psion):
    options = Options()
    options.skin_settings("psion").update(scale="2", x="120", y="80")
    assert window.kept_placement(options, psion, SCREEN) == window.Placement(2, (120, 80))


@pytest.mark.parametrize("bad", ["", "zero", "0", "17", "-3", "2.5"])
def test_a_bad_kept_scale_lets_the_app_choose(psion, bad):
    options = Options()
    options.skin_settings("psion")["scale"] = bad
    assert window.kept_placement(options, psion, SCREEN).scale is None


def test_a_kept_scale_too_big_for_this_screen_is_reduced(psion):
    options = Options()
    options.skin_settings("psion")["scale"] = "9"
    assert window.kept_placement(options, psion, SCREEN).scale == 3


def test_a_position_off_every_screen_is_forgotten(psion):
    options = Options()
    options.skin_settings("psion").update(x="5000", y="3000")
    assert window.kept_placement(options, psion, SCREEN).position is None


def test_a_look_never_shown_opens_at_the_largest_scale_that_fits_not_the_last_looks(psion):
    # the Amiga at 2 must not make the Psion open at 2: each look keeps its own size and place
    options = Options(window_scale=2, window_x=160, window_y=90)
    assert window.kept_placement(options, psion, SCREEN) == window.Placement(None, None)
    assert window.fitting_scale(None, (480, 160), SCREEN) == 3


def test_each_skin_keeps_its_own_scale(psion):
    options = Options(window_scale=2)
    options.skin_settings("psion")["scale"] = "3"
    options.skin_settings("amiga")["scale"] = "2"
    assert window.kept_placement(options, psion, SCREEN).scale == 3


def test_open_app_uses_and_then_keeps_the_placement(psion, store, monkeypatch):
    monkeypatch.setattr(window, "desktop_sizes", lambda: SCREEN)
    store.options.skin_settings("psion").update(scale="2", x="40", y="60")
    app = window.open_app(psion, store)
    assert (app.display.scale, app.display.position, app.display.title) == (2, (40, 60), "YNOT - Psion Series 3a")

    # The player makes the window bigger and moves it; quitting keeps both in ynot.ini.
    app.display.scale = 3
    monkeypatch.setattr(app.display, "window_position", lambda: (300, 200))
    for hook in app.on_quit:
        hook()
    again = Store.open()
    try:
        kept = again.options
        assert kept.skin_settings("psion")["scale"] == "3"
        assert (kept.window_x, kept.window_y, kept.window_scale) == (300, 200, 3)
        assert window.kept_placement(kept, psion, SCREEN) == window.Placement(3, (300, 200))
    finally:
        again.close()


def test_without_a_store_the_app_chooses(psion, monkeypatch):
    monkeypatch.setattr(window, "desktop_sizes", lambda: SCREEN)
    app = window.open_app(psion)
    assert app.display.position is None and app.on_quit == []
    assert app.display.scale == App(psion).display.scale


def test_the_window_opens_titled_at_the_kept_scale(psion, store, monkeypatch):
    monkeypatch.setattr(window, "desktop_sizes", lambda: SCREEN)
    store.options.skin_settings("psion")["scale"] = "2"
    app = window.open_app(psion, store)
    app.open_window()
    assert pygame.display.get_surface().get_size() == (960, 320)
    assert pygame.display.get_caption()[0] == "YNOT - Psion Series 3a"


def test_a_window_hanging_off_its_screen_is_moved_onto_it():
    from ynot.ui.placement import within_screen

    # the Amiga at scale 2 (1280x1024) opened where the look chooser was (160, 90): its help bar was cut
    assert within_screen((160, 90), (1280, 1024), SCREEN) == (160, 32)
    assert within_screen((100, 100), (640, 480), SCREEN) == (100, 100)  # fits: left alone
    two = [(1280, 720), (1920, 1080)]
    assert within_screen((1900, 500), (1280, 1024), two) == (1900, 32)  # on the second screen
    assert within_screen((3000, 10), (1280, 600), two) == (1920, 10)


def test_the_kept_position_places_this_window_only(psion, store, monkeypatch):
    """SDL reads a new window's place from SDL_VIDEO_WINDOW_POS; left set, it placed every later window of
    the process and of the programs it starts (a real-window test's game opened hanging off its screen)."""
    import os

    from ynot.ui import scaled

    monkeypatch.setattr(window, "desktop_sizes", lambda: SCREEN)
    monkeypatch.setattr(scaled, "desktop_sizes", lambda: SCREEN)
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)
    store.options.skin_settings("psion").update(scale="1", x="40", y="60")
    seen, real_set_mode = [], pygame.display.set_mode

    def set_mode(*args, **kwargs):  # the real one, watched
        seen.append(os.environ.get("SDL_VIDEO_WINDOW_POS"))
        return real_set_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    window.open_app(psion, store).open_window()
    assert seen == ["40,60"]  # there while the window opened
    assert "SDL_VIDEO_WINDOW_POS" not in os.environ  # and gone after
