"""The coach at the Windows table: Help > Hint (Ctrl+H) gives a hint, Options > Coach turns on the coach who
watches (its word on a costly score comes with Undo, as Cancel at "All done?" takes a score back), and the
Game Over box and Game > Review last game open the review; golden images of the hint, the review and its
chart, in English and German."""

from __future__ import annotations

import pytest
from coach_tables import coach_ready, golden_name, play_and_wait
from golden_images import compare_golden

from ynot import i18n
from ynot.dice.rules import ALL_CATEGORIES, Category
from ynot.dice.strategy import cache
from ynot.ui.kit import MessageBox
from ynot.ui.kit.standard.review import ReviewDialog

from . import mouse


@pytest.fixture(autouse=True)
def winzee_table():
    coach_ready("winzee")
    yield
    cache.forget_memory()


@pytest.mark.parametrize("language", ["en", "de"])
def test_help_hint_gives_the_best_moves_and_moves_nothing(windows, tmp_path, language):
    i18n.set_language(language)
    app = windows()
    game = app.scenes[0]
    play_and_wait(app, mouse.roll())
    before = game.game.state.dice
    play_and_wait(app, "Ctrl+H")
    assert app.top.title == i18n._("Hint") and game.game.state.dice == before
    compare_golden(app.frame_image(), "windows", golden_name(language, "coach-hint"), tmp_path)
    app.play_keys("ESC Alt+H")  # the Help menu holds it too
    assert i18n._("H&int") in [item.label for item in app.top.menus[app.top.menu].items]


def test_the_coach_offers_undo_for_a_costly_score(windows):
    app = windows(end_of_turn="prompt")
    game = app.scenes[0]
    assert not game.shell.coaching.watching
    game.shell.commands.run("coach")
    play_and_wait(app, "SPACE ENTER")  # the check box, then OK
    assert game.shell.coaching.watching
    play_and_wait(app, f"{mouse.roll()} DCLICK:{mouse.box_name(Category.CHANCE)}")
    box = app.top
    assert isinstance(box, MessageBox) and box.title == "Coach" and "Chance gave away" in box.label.label
    box.answer(False)  # Undo: the score is taken back and the turn goes on
    assert game.game.state.columns[0].get(Category.CHANCE) is None and app.top is game
    assert game.message_line() == "The score was taken back: choose again."


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_game_over_box_opens_the_review(windows, tmp_path, language):
    i18n.set_language(language)
    app = windows(animation=False)
    for category in ALL_CATEGORIES:
        app.play_keys(f"{mouse.roll()} DCLICK:{mouse.box_name(category)}")
    box = app.top
    assert box.title == i18n._("Game Over")
    review = next(button for button in box.buttons if button.label == i18n._("&Review"))
    review.on_press()
    play_and_wait(app, "")
    assert isinstance(app.top, ReviewDialog)
    compare_golden(app.frame_image(), "windows", golden_name(language, "coach-review"), tmp_path)
