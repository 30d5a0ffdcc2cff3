"""The coach at the Psion's table: Psion-T gives a hint, Psion-W turns on the coach who watches (its word on a
costly decision in a message), Psion-V reviews the last game, and the player statistics show a histogram and
offer the review; golden images of the hint, the review and its chart, in English and German."""

from __future__ import annotations

import pytest
from coach_tables import coach_ready, golden_name, play_and_wait
from golden_images import compare_golden

from ynot import i18n
from ynot.dice.strategy import cache
from ynot.ui.kit.standard.review import ReviewDialog
from ynot.ui.psion.dialogs import MessageDialog, StatsDialog

FULL_GAME = "ENTER " + "TAB ENTER " * 13


@pytest.fixture(autouse=True)
def psion_table():
    coach_ready("ynot")
    yield
    cache.forget_memory()


@pytest.mark.parametrize("language", ["en", "de"])
def test_psion_t_gives_a_hint_and_moves_nothing(make_app, tmp_path, language):
    i18n.set_language(language)
    app = make_app(seed=7)
    game = app.scenes[0]
    play_and_wait(app, "Ctrl+T")
    assert app.top is game and game.info == i18n._("Roll the dice first: the coach advises on the dice thrown.")
    play_and_wait(app, "ENTER")
    before = game.state.dice
    play_and_wait(app, "Ctrl+T")
    assert app.top.title == i18n._("Hint") and game.state.dice == before
    compare_golden(app.frame_image(), "psion", golden_name(language, "coach-hint"), tmp_path)


def test_the_coach_watching_tells_a_costly_decision_at_once(make_app):
    app = make_app(seed=7)
    game = app.scenes[0]
    assert not game.shell.coaching.watching  # off until the player turns it on
    play_and_wait(app, "Ctrl+W LEFT ENTER")  # the form's first choice: On
    assert game.shell.coaching.watching and game.store.options.coach
    play_and_wait(app, "ENTER TAB DOWN DOWN DOWN ENTER")  # a Small Straight scored in Chance
    assert isinstance(app.top, MessageDialog) and app.top.title == "Coach"
    assert app.top.lines[0].startswith("Chance gave away 16.6 points")


@pytest.mark.parametrize("language", ["en", "de"])
def test_psion_v_reviews_the_game_with_its_chart(make_app, tmp_path, language):
    i18n.set_language(language)
    app = make_app(seed=7)
    app.play_keys(FULL_GAME)
    assert "Psion-V" in app.top.lines[-1]  # the game's end says how to review it
    play_and_wait(app, "ENTER Ctrl+V")
    assert isinstance(app.top, ReviewDialog) and len(app.top.view.cards) == 1
    compare_golden(app.frame_image(), "psion", golden_name(language, "coach-review-chart"), tmp_path)
    app.play_keys("ENTER")  # the next page: the decisions that cost most
    compare_golden(app.frame_image(), "psion", golden_name(language, "coach-review"), tmp_path)


def test_the_statistics_show_a_histogram_and_offer_the_review(make_app, tmp_path):
    app = make_app(seed=7)
    app.play_keys(FULL_GAME + "ENTER Ctrl+P")
    assert isinstance(app.top, StatsDialog)
    compare_golden(app.frame_image(), "psion", "coach-stats-chart", tmp_path)
    play_and_wait(app, "v")
    assert isinstance(app.top, ReviewDialog)
