"""The coach at the Amiga's table: the right mouse button shows YNOT's menus in the title bar (the YATCY manual
has none), letting it go over Hint gives a hint, the help bar says so at a turn's start, Watching coach turns on
the coach whose word on a costly decision goes in the message box, and Review last game reviews; golden images
of the menu, the hint and the review with its chart, in English and German."""

from __future__ import annotations

import pygame
import pytest
from coach_tables import coach_ready, golden_name, play_and_wait
from golden_images import compare_golden

from tests.ui.kit.fit import text_problems
from ynot import i18n
from ynot.dice.rules import ALL_CATEGORIES, Category
from ynot.dice.strategy import cache
from ynot.ui.amiga.menu import AmigaMenuBar
from ynot.ui.kit.charts import TextTable
from ynot.ui.kit.standard.review import ReviewDialog

from . import mouse


@pytest.fixture(autouse=True)
def yatcy_table():
    coach_ready("yatcy")
    yield
    cache.forget_memory()


def solo(app) -> None:  # noqa: ANN001 - App
    app.play_keys(f"{mouse.name_field(0)} Ctrl+A BACKSPACE TEXT:Ann ENTER {mouse.NEW_GAME}")


def right_button(app, kind: int, pos: tuple[int, int]) -> None:  # noqa: ANN001 - App
    extra = {"button": 3} if kind != pygame.MOUSEMOTION else {"buttons": (0, 0, 1), "rel": (0, 0)}
    app.dispatch(pygame.event.Event(kind, pos=app.display.to_window(pos), touch=False, **extra))
    app.play_keys("WAIT:20")


def choose(app, menu: int, item: int, *, release: bool = True) -> AmigaMenuBar:  # noqa: ANN001 - App
    """Hold the right button, move to the item of the menu, and (``release``) let go there."""
    right_button(app, pygame.MOUSEBUTTONDOWN, (300, 100))
    bar = app.top
    assert isinstance(bar, AmigaMenuBar)
    right_button(app, pygame.MOUSEMOTION, bar.title_rects()[menu].center)
    right_button(app, pygame.MOUSEMOTION, bar.item_rect(item).center)
    if release:
        right_button(app, pygame.MOUSEBUTTONUP, bar.item_rect(item).center)
    return bar


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_right_button_hint_moves_nothing(amiga, tmp_path, language):
    i18n.set_language(language)
    app = amiga()
    solo(app)
    screen = app.top
    assert ("rechte Maustaste: Tipp" if language == "de" else "right button: a hint") in screen.help_text()
    play_and_wait(app, f"{mouse.ROLL} WAIT:2000")
    before = screen.state.dice
    choose(app, 1, 0, release=False)
    compare_golden(app.frame_image(), "amiga", golden_name(language, "coach-menu"), tmp_path)
    right_button(app, pygame.MOUSEBUTTONUP, app.top.item_rect(0).center)
    play_and_wait(app, "")
    assert app.top.title == i18n._("Hint") and screen.state.dice == before
    assert text_problems(app.top, app.skin.canvas) == []
    compare_golden(app.frame_image(), "amiga", golden_name(language, "coach-hint"), tmp_path)


def test_letting_go_elsewhere_chooses_nothing(amiga):
    app = amiga()
    right_button(app, pygame.MOUSEBUTTONDOWN, (300, 100))
    right_button(app, pygame.MOUSEBUTTONUP, (300, 100))
    assert not isinstance(app.top, AmigaMenuBar) and app.top is app.scenes[0]


def test_the_watching_coach_writes_in_the_message_box(amiga):
    app = amiga()
    solo(app)
    screen = app.top
    choose(app, 1, 3)  # Watching coach...
    play_and_wait(app, "SPACE ENTER")
    assert screen.owner.shell.coaching.watching
    play_and_wait(app, f"{mouse.ROLL} WAIT:2000 {mouse.ROLL} WAIT:2000 {mouse.box(screen, 0, Category.ONES)}")
    assert screen.messages.lines()[-1].startswith("Ones gave away")
    assert screen.help_text() == "The coach has a word for you in the message box."


@pytest.mark.parametrize("language", ["en", "de"])
def test_review_last_game_from_the_menu(amiga, tmp_path, language):
    i18n.set_language(language)
    app = amiga()
    solo(app)
    screen = app.top
    app.play_keys(" ".join(f"{mouse.ROLL} {mouse.ROLL} {mouse.box(screen, 0, c)}" for c in ALL_CATEGORIES))
    assert screen.state.is_over
    choose(app, 1, 1)
    play_and_wait(app, "")
    assert isinstance(app.top, ReviewDialog)
    assert text_problems(app.top, app.skin.canvas) == []  # "durch Entscheidungen verschenkt" whole, not cut
    compare_golden(app.frame_image(), "amiga", golden_name(language, "coach-review-chart"), tmp_path)
    app.play_keys("ENTER")
    assert text_problems(app.top, app.skin.canvas) == []
    compare_golden(app.frame_image(), "amiga", golden_name(language, "coach-review"), tmp_path)


def test_once_the_rolling_is_ended_the_hint_advises_the_boxes_alone(amiga):
    """ROLL with no die selected ends the rolling (the YATCY manual) while the game still counts a roll left:
    the hint then names boxes only, each weighed against the best box, where it named keeps before."""
    app = amiga()
    solo(app)
    screen = app.top
    play_and_wait(app, f"{mouse.ROLL} WAIT:2000")
    keep_words = "keep"  # "keep 6 6", "keep nothing"; a box is "score Sixes (+18)"
    choose(app, 1, 0)
    play_and_wait(app, "")
    before = [row[0] for row in _hint_rows(app.top)]
    app.play_keys("ENTER")
    app.play_keys(f"{mouse.ROLL} WAIT:500")
    assert screen.must_score() and screen.state.roll_number == 1
    choose(app, 1, 0)
    play_and_wait(app, "")
    rows = _hint_rows(app.top)
    assert any(keep_words in move for move in before)
    assert rows and not any(keep_words in move for move, _expected, _given in rows)
    assert rows[0][2] == i18n._("best move")


def _hint_rows(dialog) -> list[tuple[str, str, str]]:  # noqa: ANN001 - the kit's Dialog
    """The hint's rows (move, expected, given away), its table's heading left out."""
    table = next(widget for widget in dialog.widgets() if isinstance(widget, TextTable))
    return list(table.rows[1:])


def test_a_menu_lights_only_the_item_under_the_pointer(amiga):
    """Intuition's menus: held open by the right button, no item is lit until the pointer is on one, and the
    light leaves with the pointer."""
    app = amiga()
    right_button(app, pygame.MOUSEBUTTONDOWN, (300, 100))
    bar = app.top
    assert isinstance(bar, AmigaMenuBar) and bar.item is None
    right_button(app, pygame.MOUSEMOTION, bar.title_rects()[1].center)
    assert bar.menu == 1 and bar.item is None
    right_button(app, pygame.MOUSEMOTION, bar.item_rect(0).center)
    assert bar.item == 0
    right_button(app, pygame.MOUSEMOTION, (300, 300))
    assert bar.item is None
    right_button(app, pygame.MOUSEBUTTONUP, (300, 300))
    assert app.top is app.scenes[0]
