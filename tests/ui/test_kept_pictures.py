"""Memory while playing: no canvas-sized picture kept twice (issue 25, point 3).

The static layers (ynot.ui.kit.layer) keep one picture each, painted again into itself; ShownCanvas
(ynot.ui.changes) keeps one copy of the last frame, overwritten in place; no look keeps a canvas-sized
picture beside its layers (the Mac's desktop used to be kept a second time, per colour mode).
"""

from __future__ import annotations

import gc

import pygame
import pytest

from tests.looks import every_look, install
from ynot.ui.changes import ShownCanvas
from ynot.ui.kit import MessageBox
from ynot.ui.kit.layer import StaticLayer
from ynot.ui.launch import build_app, open_store


@pytest.fixture
def canvas():
    pygame.display.init()
    yield pygame.Surface((64, 48), 0, 32)
    pygame.display.quit()


def test_a_layer_painted_again_reuses_its_picture_of_its_rectangles_size(canvas):
    layer = StaticLayer()
    rect = pygame.Rect(8, 4, 20, 10)
    layer.draw(canvas, rect, "red", lambda: canvas.fill((200, 0, 0), rect))
    [(kept, _where)] = layer._pictures
    assert kept.get_size() == rect.size
    layer.draw(canvas, rect, "blue", lambda: canvas.fill((0, 0, 200), rect))
    assert layer._pictures[0][0] is kept
    assert kept.get_at((3, 3)) == (0, 0, 200, 255)
    canvas.fill((0, 0, 0))
    layer.draw(canvas, rect, "blue", lambda: pytest.fail("painted again with the same key"))
    assert canvas.get_at((10, 6)) == (0, 0, 200, 255)
    wider = pygame.Rect(8, 4, 30, 10)
    layer.draw(canvas, wider, "blue", lambda: canvas.fill((0, 200, 0), wider))
    assert layer._pictures[0][0].get_size() == wider.size


def test_a_layer_with_a_hole_keeps_only_what_is_round_it(canvas):
    """The part a scene paints over every frame anyway (the Mac's game window) is not kept: the layer's
    pictures are the bands round it, and put back they give the pixels painted round the hole."""
    layer = StaticLayer()
    rect, hole = canvas.get_rect(), pygame.Rect(10, 8, 30, 20)

    def paint() -> None:
        for x in range(0, 64, 4):  # stripes: a picture put back in the wrong place would show
            canvas.fill((x * 4, 255 - x * 4, 7), (x, 0, 4, 48))

    layer.draw(canvas, rect, "striped", paint, hole=hole)
    painted = canvas.copy()
    assert sum(kept.get_width() * kept.get_height() for kept, _where in layer._pictures) == 64 * 48 - 30 * 20
    assert all(not where.colliderect(hole) for _kept, where in layer._pictures)
    canvas.fill((0, 0, 0))
    layer.draw(canvas, rect, "striped", lambda: pytest.fail("painted again with the same key"), hole=hole)
    for x in range(64):
        for y in range(48):
            if not hole.collidepoint(x, y):
                assert canvas.get_at((x, y)) == painted.get_at((x, y)), (x, y)
    assert canvas.get_at(hole.center) == (0, 0, 0, 255)  # the hole is the scene's to paint
    kept = [picture for picture, _where in layer._pictures]
    layer.draw(canvas, rect, "plain", lambda: canvas.fill((9, 9, 9)), hole=hole)
    assert [picture for picture, _where in layer._pictures] == kept  # painted again into the same pictures
    assert canvas.get_at((0, 0)) == (9, 9, 9, 255)
    layer.draw(canvas, rect, "plain", lambda: canvas.fill((1, 1, 1)), hole=hole.move(5, 0))  # a new hole: painted
    assert canvas.get_at((0, 0)) == (1, 1, 1, 255)


def test_a_layer_on_a_surface_with_alpha_keeps_its_pixels_as_painted(canvas):
    surface = pygame.Surface((32, 32), pygame.SRCALPHA)
    layer = StaticLayer()
    rect = pygame.Rect(0, 0, 16, 16)
    layer.draw(surface, rect, 1, lambda: surface.fill((255, 0, 0, 255), rect))
    layer.draw(surface, rect, 2, lambda: surface.fill((0, 255, 0, 40), rect))  # blended, it would stay red
    surface.fill((0, 0, 0, 0))
    layer.draw(surface, rect, 2, lambda: pytest.fail("painted again with the same key"))
    assert surface.get_at((5, 5)) == (0, 255, 0, 40)


def test_the_last_frame_is_kept_once_and_overwritten_in_place(canvas):
    shown = ShownCanvas()
    shown.changes(canvas)
    kept = shown._bytes
    assert isinstance(kept, bytearray) and len(kept) == canvas.get_pitch() * canvas.get_height()
    for x in range(5):
        canvas.fill((x * 40 + 20, 0, 0), (x * 10, 5, 4, 4))
        assert shown.changes(canvas)
        assert shown._bytes is kept
        assert not canvas.get_locked()  # the canvas's own pixels were read through a view, then let go
    assert bytes(kept) == canvas.get_buffer().raw


def _size(surface: pygame.Surface) -> tuple[int, int] | None:
    """A surface's size, or None for a window's surface closed by an earlier test."""
    try:
        return surface.get_size()
    except pygame.error:
        return None


def canvas_sized_pictures(size: tuple[int, int]) -> list[pygame.Surface]:
    """Every live surface of ``size`` that owns its pixels (not a part of another)."""
    found: dict[int, pygame.Surface] = {}
    gc.unfreeze()  # what the tests' conftest froze (modules, caches) is looked through too
    for holder in gc.get_objects():
        for held in gc.get_referents(holder):
            if isinstance(held, pygame.Surface) and size == _size(held) and held.get_parent() is None:
                found[id(held)] = held
    return list(found.values())


@pytest.fixture
def look():
    """look(name, scale) -> App: the look on a fresh table (Windows' Players dialog seen), closed after."""
    opened = []

    def open_look(name: str, scale: int):  # noqa: ANN202 - App
        install(name)
        store = open_store()
        if name == "windows":
            store.options.skin_settings("windows")["seen"] = "yes"
        opened.append(store)
        return build_app(name, store=store, seed=3, scale=scale, resume=False, sound=False)

    yield open_look
    for store in opened:
        store.close()
    pygame.quit()


@pytest.mark.parametrize("name", every_look())
def test_the_still_picture_under_a_frame_is_kept_once(name, look):
    """Besides the canvas (and the window), at most one canvas-sized picture is alive: a full-canvas
    static layer or a still background, never both (a 640x480 picture is 1.2 MB)."""
    app = look(name, 2)
    app.present()
    app.settle()
    app.present()
    scene = app.scenes[-1]
    if name == "mac":  # both colour modes drawn: neither is kept beside the other or the layer
        scene.screen.set_mono(not scene.screen.mono)
        app.present()
    gc.collect()  # the looks of earlier tests gone
    window = pygame.display.get_surface()
    kept = [s for s in canvas_sized_pictures(app.canvas.get_size()) if s is not app.canvas and s is not window]
    assert len(kept) <= 1, f"{name}: {len(kept)} canvas-sized pictures kept beside the canvas"


@pytest.mark.parametrize("name", every_look())
def test_a_new_game_empties_pythons_free_lists(name, look, monkeypatch):
    """Play makes few objects that outlive a frame, so the collector's full passes come seldom, and only a
    full pass empties Python's free lists (thousands of tuples from the computers' searches and the
    layouts: over a megabyte after a few Mac games): a new game makes one."""
    app = look(name, 1)
    app.settle()
    full_passes = []
    collect = gc.collect
    monkeypatch.setattr(gc, "collect", lambda generation=2: full_passes.append(generation) or collect(generation))
    table = app.scenes[0]
    if name == "psion":  # the next game of the series, as after a game's end
        table.new_game()
    else:  # File > New (a game under way: the look asks first)
        table.shell.commands.run("new")
        app.settle()
        if isinstance(app.top, MessageBox):
            app.play_keys("ENTER")
    app.settle()
    assert table.shell.session is not None and not isinstance(app.top, MessageBox)
    assert 2 in full_passes


def test_no_full_pass_while_a_start_holds_collections_off(monkeypatch):
    """The first game is dealt before the first frame: the start's collections stay held off."""
    from ynot.ui.collector import between_games, first_frame_shown, held_until_first_frame

    full_passes = []
    monkeypatch.setattr(gc, "collect", lambda generation=2: full_passes.append(generation))
    monkeypatch.setattr(gc, "freeze", lambda: None)
    with held_until_first_frame():
        between_games()
        assert full_passes == []
        first_frame_shown()
    between_games()
    assert full_passes == [2]
