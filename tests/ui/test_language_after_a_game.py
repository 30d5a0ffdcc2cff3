"""A language chosen just after a game has ended: the window starts again in it and still shows the final
cards (the finished game handed over, not a new game), a default name in the new language, until a new game
(the Windows look and the Psion; issue 39)."""

from __future__ import annotations

import random

import pytest

from ynot import i18n
from ynot.ui.kit import Dialog
from ynot.ui.kit.language import change_language
from ynot.ui.launch import build_app

from .windows.conftest import keep_options

#: look -> the keys that start the next game once the finished one is shown.
NEW_GAME = {"windows": "F2", "psion": "ENTER"}


def _finish(app) -> None:  # noqa: ANN001 - App
    """Play the window's game to its end through the look's flow (a score whenever one may be made), each
    dialog on the way (an end of turn, the game over) closed."""
    controller = app.scenes[0]
    rng = random.Random(5)
    while not controller.game.is_over:
        actions = controller.game.legal_actions()
        scores = [action for action in actions if type(action).__name__ == "Score"]
        controller.act(rng.choice(scores) if scores and controller.game.state.roll_number >= 2 else actions[0])
        app.settle()
    while isinstance(app.top, Dialog):
        app.top.close()


@pytest.mark.parametrize("look", list(NEW_GAME))
def test_a_language_chosen_after_a_game_keeps_its_final_cards(make_app, look):
    if look == "windows":
        keep_options(players=("Ann", ""), animation=False)  # the second seat unnamed: "Player 2"
    app = make_app(skin=look)
    _finish(app)
    controller = app.scenes[0]
    finished, totals = controller.session, controller.game.state.totals()
    kept = ("Ann", "Player 2") if look == "windows" else ("Player 1",)
    assert change_language(controller.shell, "de")
    assert app.switch_to == look and app.carried == (finished, kept)
    again = build_app(look, store=controller.store, scale=1, resume=True, sound=False, carried=app.carried)
    again.settle()
    shown = again.scenes[0]
    assert shown.session is finished and shown.game.is_over and shown.game.state.totals() == totals
    assert shown.game.state.players == tuple(name.replace("Player", "Spieler") for name in kept)
    if look == "windows":
        assert shown.turns.shown_player == finished.state.winners()[0]
        assert "Das Spiel ist beendet" in shown.hint()
        again.play_keys("TAB")  # every final card can still be looked at
        assert shown.turns.shown_player != finished.state.winners()[0]
    again.play_keys(NEW_GAME[look])  # a new game starts without a question: nothing is under way
    assert not shown.game.is_over and not shown.game.history and again.errors == []
    assert i18n.language() == "de"
