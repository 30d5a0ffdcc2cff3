"""ESC at any time asks whether to abandon the game; an abandoned game can be continued."""

from __future__ import annotations

from ynot.dice.rules import Category
from ynot.ui.amiga.requester import Requester

from . import mouse
from .conftest import start


def test_esc_asks_and_play_on_goes_back_to_the_game(amiga):
    app = amiga()
    start(app)
    game = app.scenes[0].screen
    app.play_keys(f"{mouse.ROLL} ESC")
    assert isinstance(app.top, Requester)
    assert "ABANDON" in app.top.help_text
    app.play_keys(f"{mouse.ROLL} {mouse.die(game, 0)}")  # the game below takes no clicks meanwhile
    assert game.state.roll_number == 1 and not game.state.marks
    app.play_keys("N")
    assert app.top is game and app.scenes[0].screen is game
    app.play_keys("ESC ESC")
    assert app.top is game and app.scenes[0].screen is game


def test_abandon_returns_to_selection_and_continue_takes_the_game_up_exactly(amiga):
    app = amiga()
    ctl = app.scenes[0]
    start(app)
    game = ctl.screen
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL} ")  # rolled, and done rolling
    app.play_keys(f"{mouse.box(game, 0, Category.CHANCE)} {mouse.ROLL} {mouse.die(game, 4)}")
    before = game.state
    assert before.current == 1 and before.marks == frozenset({4})
    app.play_keys("ESC")
    requester = app.top
    app.play_keys(f"CLICK:{requester.buttons[0].rect.centerx},{requester.buttons[0].rect.centery}")
    assert ctl.screen is ctl.selection and app.top is ctl
    assert ctl.games.saved is not None and "Ann and Bob" in ctl.games.line(400)
    assert "CONTINUE" in ctl.selection.help_text()
    story = game.messages.lines()
    assert story, "the message box told the throws and the score"
    app.play_keys(mouse.CONTINUE)
    resumed = ctl.screen
    assert resumed is not game and resumed.state == before
    assert resumed.messages.lines() == story, "the message box's story comes back with the game (issue 26 point 15)"


def test_an_abandoned_game_is_offered_after_a_restart(amiga):
    app = amiga()
    start(app)
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL} ESC Y")
    before = app.scenes[0].games.saved.game.state
    app.scenes[0].store.close()
    again = amiga(resume=True)
    ctl = again.scenes[0]
    assert ctl.games.saved is not None
    again.play_keys(mouse.CONTINUE)
    assert ctl.screen.state == before and ctl.screen.must_score()
    assert any("threw" in line for line in ctl.screen.messages.lines()), "and after a restart too"


def test_continue_takes_up_the_game_read_at_the_start_without_reading_it_again(amiga):
    """The selection read the kept game to name it; CONTINUE plays that very game, not a second reading
    and replay of the record (the Windows look's resume does the same)."""
    app = amiga()
    start(app)
    app.play_keys(f"{mouse.ROLL} {mouse.ROLL} ESC Y")
    app.scenes[0].store.close()
    again = amiga(resume=True)
    ctl = again.scenes[0]
    read = ctl.games.saved
    assert read is not None
    again.play_keys(mouse.CONTINUE)
    assert ctl.screen.session.game is read.game
    again.play_keys(mouse.ROLL)  # and it plays on, kept after the move
    assert ctl.store.load_autosave().game.state == ctl.screen.state


def test_quitting_mid_game_keeps_it_and_a_finished_game_is_not_offered(amiga):
    app = amiga()
    start(app, ("Ann",))
    app.play_keys(f"{mouse.ROLL} ESC Y ESC")
    assert not app.running
    assert app.scenes[0].store.load_autosave() is not None


def test_continue_is_not_offered_without_an_unfinished_game(amiga):
    app = amiga(resume=True)
    ctl = app.scenes[0]
    assert ctl.games.saved is None
    app.play_keys(mouse.CONTINUE)
    assert ctl.screen is ctl.selection


def test_in_german_j_answers_ja(amiga):
    """The German requester says "AUFGEBEN (J)": J abandons (Y still does), N plays on."""
    from ynot import i18n

    i18n.set_language("de")
    app = amiga()
    start(app)
    game = app.scenes[0].screen
    app.play_keys(f"{mouse.ROLL} ESC")
    assert isinstance(app.top, Requester) and "(J)" in app.top.help_text
    app.play_keys("N")
    assert app.top is game
    app.play_keys("ESC J")
    assert app.top is not game and not isinstance(app.top, Requester)  # the selection screen
