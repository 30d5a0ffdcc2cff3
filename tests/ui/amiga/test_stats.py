"""The Amiga's statistics (Project > Statistics..., YNOT's: the YATCY manual has none): the kit's statistics in the
Intuition style, each player's games, best and average and a histogram of their finished scores in the Workbench
pens, the average, the best and perfect play marked; of the players and rules chosen on the selection screen, or
of the game played. Golden images in English and German."""

from __future__ import annotations

import pytest
from golden_images import compare_golden
from store_helpers import finished

from ynot import i18n
from ynot.core import default_player_name
from ynot.ui.kit import Label
from ynot.ui.kit.charts import ScoreChart
from ynot.ui.kit.standard.scores import StatsDialog

from . import mouse
from .test_coach import choose

SEEDS = range(10)


def _kept_games(app, name: str = "Ann", rules: str = "yatcy") -> list[int]:  # noqa: ANN001 - App
    """Ten finished games of ``name`` in the records; their scores."""
    store = app.scenes[0].store
    games = [finished((name,), rules=rules, seed=seed) for seed in SEEDS]
    for game in games:
        store.finish_game(game)
    return [game.state.total(0) for game in games]


def _chart(app) -> ScoreChart | Label:  # noqa: ANN001 - App
    dialog = app.top
    assert isinstance(dialog, StatsDialog), app.scenes
    return dialog.rows[-1][1].shown


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_project_menus_statistics_show_the_chosen_players_histogram(amiga, tmp_path, language):
    i18n.set_language(language)
    app = amiga()
    scores = _kept_games(app)
    app.play_keys(f"{mouse.name_field(0)} Ctrl+A BACKSPACE TEXT:Ann ENTER")
    choose(app, 0, [item.label for item in _project(app)].index(i18n._("Statistics...")))
    chart = _chart(app)
    assert isinstance(chart, ScoreChart)
    assert chart.chart.best == max(scores) and chart.chart.average == pytest.approx(sum(scores) / len(scores))
    assert sum(chart.chart.counts) == len(scores)
    assert chart.chart.perfect == pytest.approx(app.scenes[0].shell.coaching.perfect_score(mouse_rules()))
    pens = app.scenes[0].style.chart_pens()
    look = app.scenes[0].look
    assert (pens.written, pens.expected, pens.mark) == (look.white, look.orange, look.orange)  # Workbench's pens
    app.play_keys("MOVE:630,250")
    compare_golden(app.frame_image(), "amiga", ("de_" if language == "de" else "") + "stats-chart", tmp_path)


def mouse_rules():  # noqa: ANN201
    from ynot.dice.rules import get_rules

    return get_rules("yatcy")


def _project(app):  # noqa: ANN001, ANN202 - App
    from ynot.ui.amiga.bindings import BINDINGS

    return BINDINGS.menus(app.scenes[0].shell.commands)[0].items


def test_a_default_name_has_one_histogram_in_every_language(amiga):
    """Games kept under "Player 1" are the German "Spieler 1"'s too (names are data, not text)."""
    app = amiga()
    scores = _kept_games(app, default_player_name(1))
    i18n.set_language("de")
    app.scenes[0].statistics()
    chart = _chart(app)
    assert isinstance(chart, ScoreChart) and chart.chart.best == max(scores)


def test_in_a_game_the_statistics_are_the_games_players_each_chosen_in_turn(amiga):
    app = amiga()
    scores = _kept_games(app, "Bob", rules="yahtzee")
    _kept_games(app, "Bob")  # YATCY's games are not Yahtzee's
    app.play_keys(f"{mouse.RULES} {mouse.count_box(2)} {mouse.name_field(0)} Ctrl+A BACKSPACE TEXT:Ann ENTER "
                  f"{mouse.name_field(1)} Ctrl+A BACKSPACE TEXT:Bob ENTER {mouse.NEW_GAME}")
    assert app.scenes[0].shell.session.rules.name == "yahtzee"
    app.scenes[0].statistics()
    dialog = app.top
    assert isinstance(_chart(app), Label) and "Ann" in _chart(app).label  # no games yet: a sentence says so
    players = next(widget for widget in dialog.widgets() if getattr(widget, "options", None) == ["Ann", "Bob"])
    players.index = 1
    players.on_change(1)
    chart = _chart(app)
    assert isinstance(chart, ScoreChart) and chart.chart.best == max(scores) and sum(chart.chart.counts) == 10
    app.play_keys("ESC")
    assert app.top is app.scenes[0].game_screen  # back at the table, the game as it was
