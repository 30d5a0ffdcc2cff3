"""Golden images of the Windows look, compared pixel for pixel.

Refresh them (after a deliberate change of the look) with ``YNOT_UPDATE_GOLDEN=1 python -m pytest
tests/ui/windows/test_golden.py`` and look at every changed picture before committing it.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from golden_images import compare_golden

from ynot.dice.rules import Category
from ynot.ui.windows.board import BOX_ROWS

from . import mouse


def _score_by_keys(app, category: Category, column: int = 0) -> None:  # noqa: ANN001
    app.play_keys("DOWN HOME" + " DOWN" * BOX_ROWS.index(category) + " LEFT" * 5 + " RIGHT" * column + " ENTER")


def test_players_dialog(windows, tmp_path):
    app = windows(seen=False, players=())
    app.play_keys("TEXT:Ann TAB TAB TAB TEXT:Bob TAB SPACE TAB RIGHT")
    compare_golden(app.frame_image(), "windows", "players", tmp_path)


def test_three_columns_with_multiply_mid_turn(windows, tmp_path):
    app = windows(players=("Ann", "Bob"), columns=3, multiplier=True)
    for category, column in ((Category.CHANCE, 1), (Category.SIXES, 0), (Category.THREE_KIND, 2),
                             (Category.FIVES, 2)):
        app.play_keys(f"{mouse.roll()} {mouse.throw_by_drag(1)} {mouse.roll()}")
        _score_by_keys(app, category, column)
    app.play_keys(f"{mouse.roll()} {mouse.throw_by_drag(0)} {mouse.throw_by_double_click(3)} MOVE:300,440")
    compare_golden(app.frame_image(), "windows", "three-columns-multiply", tmp_path)


def test_a_die_being_dragged(windows, tmp_path):
    app = windows(players=("Ann",))
    app.play_keys(mouse.roll())
    start = mouse.TABLE.places[2].center
    for kind, pos, extra in (
        (pygame.MOUSEBUTTONDOWN, start, {"button": 1}),
        (pygame.MOUSEMOTION, (start[0] + 10, start[1] - 40), {"buttons": (1, 0, 0), "rel": (0, 0)}),
        (pygame.MOUSEMOTION, (560, 250), {"buttons": (1, 0, 0), "rel": (0, 0)}),
    ):
        app.dispatch(pygame.event.Event(kind, pos=app.display.to_window(pos), touch=False, **extra))
    assert app.scenes[0].board.drag.moving
    compare_golden(app.frame_image(), "windows", "die-dragged", tmp_path)


def test_all_done_prompt(windows, tmp_path):
    app = windows(players=("Ann", "Bob"), end_of_turn="prompt")
    app.play_keys(f"{mouse.roll()} DCLICK:{mouse.box_name(Category.CHANCE)}")
    compare_golden(app.frame_image(), "windows", "all-done", tmp_path)


def test_help_window(windows, tmp_path):
    app = windows()
    app.play_keys("F1 TAB ENTER")  # Contents, then The Score Card
    help_ = app.top
    links = [help_.lines[row][seg][1] for row, seg in help_.visible_links()]
    full_house = links.index("full-house")
    app.play_keys("TAB " * full_house + "ENTER")
    assert help_.topic == "full-house"
    compare_golden(app.frame_image(), "windows", "help", tmp_path)


def test_end_of_a_game(windows, tmp_path, monkeypatch):
    monkeypatch.setattr("ynot.store.clock.now_iso", lambda: "2026-01-02T10:00:00Z")  # the high scores' date
    app = windows(players=("Ann",), animation=False)
    controller = app.scenes[0]
    while not controller.game.is_over:
        app.play_keys("SPACE")
        _score_by_keys(app, controller.game.suggested().category)
    compare_golden(app.frame_image(), "windows", "game-over", tmp_path)


def test_all_done_alone_shows_the_dice_out_and_the_shaker_empty(windows):
    """Playing alone, the next turn is already the same player's: while "All done?" waits, the shaker
    stays empty with no rolls shown, exactly as in the two-player golden image."""
    app = windows(players=("Ann",), end_of_turn="prompt")
    app.play_keys(f"{mouse.roll()} DCLICK:{mouse.box_name(Category.CHANCE)}")
    board = app.scenes[0].board
    area = board.table.shaker.union(board.table.shaker.move(0, -40))  # the cup and the rolls counter
    frame = app.frame_image()
    golden = pygame.image.load(Path(__file__).parents[2] / "golden" / "windows" / "all-done.png")

    def pixels(surface: pygame.Surface) -> bytes:
        return pygame.image.tobytes(surface.subsurface(area).copy(), "RGB")

    assert pixels(frame) == pixels(golden)
