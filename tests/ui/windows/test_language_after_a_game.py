"""A language chosen just after a game has ended: the window starts again in it and still shows the final
cards (the finished game handed over, not a new game), until Game, New."""

from __future__ import annotations

import random

from ynot import i18n
from ynot.ui.kit.language import change_language
from ynot.ui.launch import build_app


def _finish(app) -> None:  # noqa: ANN001 - App
    """Play the window's game to its end through the look's flow (a score whenever one may be made)."""
    controller = app.scenes[0]
    rng = random.Random(5)
    while not controller.game.is_over:
        actions = controller.game.legal_actions()
        scores = [action for action in actions if type(action).__name__ == "Score"]
        controller.act(rng.choice(scores) if scores and controller.game.state.roll_number >= 2 else actions[0])
        app.settle()


def test_a_language_chosen_after_a_game_keeps_its_final_cards(windows):
    app = windows(players=("Ann", "Bob"), animation=False)
    _finish(app)
    controller = app.scenes[0]
    app.play_keys("ESC")  # the Game Over box
    finished, totals = controller.session, controller.game.state.totals()
    assert change_language(controller.shell, "de")
    assert app.switch_to == "windows" and app.carried is finished
    again = build_app("windows", store=controller.store, scale=1, resume=True, sound=False, carried=app.carried)
    again.settle()
    shown = again.scenes[0]
    assert shown.session is finished and shown.game.state.totals() == totals and shown.over
    assert shown.turns.shown_player == finished.state.winners()[0]
    assert "Das Spiel ist beendet" in shown.hint()
    again.play_keys("TAB")  # every final card can still be looked at
    assert shown.turns.shown_player != finished.state.winners()[0]
    again.play_keys("F2")  # and Game, New starts another without a question: nothing is under way
    assert shown.session is not finished and not shown.over
    assert i18n.language() == "de"
