"""What the Amiga skin needed from the UI machinery: tall pixels, its own pointer, hovering in scripts."""

from __future__ import annotations

import pygame

from ynot.ui.script import parse_token
from ynot.ui.skin import load_skin, read_skin


def test_the_amiga_skin_reads_as_high_resolution_pal():
    skin = load_skin("amiga")
    assert skin.canvas == (640, 256) and skin.pixel_height == 2
    assert skin.pointer and skin.rules == "yatcy" and skin.sound.voice == "amiga"
    assert {skin.colour(n) for n in ("blue", "white", "black", "orange")} == {
        (0x00, 0x55, 0xAA),
        (0xFF, 0xFF, 0xFF),
        (0x00, 0x00, 0x22),
        (0xFF, 0x88, 0x00),
    }
    assert load_skin("psion").pixel_height == 1


def test_a_bad_pixel_height_is_one_sentence(tmp_path):
    text = (load_skin("amiga").folder / "skin.toml").read_text().replace("pixel_height = 2", "pixel_height = 9")
    path = tmp_path / "skin.toml"
    path.write_text(text)
    try:
        read_skin(path)
    except Exception as err:  # noqa: BLE001 - the message is what is tested
        assert "pixel_height must be a whole number from 1 to 4" in str(err)
    else:
        raise AssertionError("a pixel height of 9 was accepted")


def test_window_and_canvas_positions_with_tall_pixels(amiga):
    app = amiga()
    assert app.display.canvas_rect().size == (640, 512)
    assert app.display.to_window((10, 20)) == (app.display.canvas_rect().x + 10, app.display.canvas_rect().y + 41)
    for point in ((0, 0), (639, 255), (321, 100)):
        assert app.display.to_canvas(app.display.to_window(point)) == point
    assert app.frame_image().get_size() == (640, 512)
    app.display.set_scale(2)
    assert app.display.canvas_rect().size == (1280, 1024)
    assert app.display.to_canvas(app.display.to_window((321, 100))) == (321, 100)


def test_the_pointer_follows_the_mouse_and_leaves_with_it(amiga):
    app = amiga()
    image, hotspot = app.pointer_image
    assert hotspot == (0, 0) and image.get_size() == (24, 17)
    app.play_keys("MOVE:600,230")
    assert app.pointer == (600, 230)
    assert not pygame.mouse.get_visible(), "the system's pointer is hidden over the canvas"
    frame = app.draw()
    orange = app.scenes[0].look.orange
    assert any(tuple(frame.get_at((600 + x, 230 + y)))[:3] == orange for x in range(10) for y in range(10))
    app.dispatch(pygame.event.Event(pygame.WINDOWLEAVE))
    assert app.pointer is None
    outside = app.display.to_window((0, 0))
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(outside[0] - 5, outside[1]), rel=(0, 0), buttons=(0, 0, 0))
    )
    assert app.pointer == (-5, 0)
    assert app.draw().get_at((0, 0))[:3] == app.scenes[0].look.white  # no pointer drawn off the canvas
    assert pygame.mouse.get_visible(), "and shown again outside it"


def test_move_is_a_hover_without_a_click():
    (event,) = parse_token("MOVE:12,34").events
    assert event.type == pygame.MOUSEMOTION and event.pos == (12, 34) and event.buttons == (0, 0, 0)
