"""Seed 000 sections 9 and 10 through the keyboard: players, series, records, options, menus, help."""

from __future__ import annotations

import pygame

from ynot.core import SeriesMode
from ynot.store import Store
from ynot.ui.kit import HelpViewer
from ynot.ui.launch import build_app, open_store
from ynot.ui.psion.dialogs import ConfirmDialog, FormDialog, ListDialog, MessageDialog
from ynot.ui.psion.menu import MenuBar

WHOLE_GAME = "ENTER " + "TAB ENTER " * 13
TWO_PLAYERS = "Ctrl+S RIGHT ENTER ENTER DOWN SPACE TEXT:Bob ENTER ENTER"


def top(app):
    return app.scenes[-1]


def test_two_player_series_is_played_player_by_player(make_app):
    app = make_app(seed=3)
    g = app.scenes[0]
    app.play_keys(TWO_PLAYERS)
    assert g.session.players == ("Player 1", "Bob")
    assert g.session.series.mode is SeriesMode.FIRST_TO
    assert g.view().player_rows[0][2] and not g.view().player_rows[1][2]
    app.play_keys(WHOLE_GAME)
    # Player 1's game is over: the notices, then Bob's game begins with Start
    notice = top(app)
    assert isinstance(notice, MessageDialog)
    assert notice.title == "Player 1's game is over"
    assert any("high score table" in line for line in notice.lines)
    app.play_keys("ENTER")
    assert g.state.current == 1 and g.button_label() == "Start"
    first_total = g.state.total(0)
    assert g.session.running_totals() == (first_total, 0)
    app.play_keys(WHOLE_GAME)
    assert isinstance(top(app), MessageDialog) and top(app).title == "Bob's game is over"
    app.play_keys("ENTER")
    assert top(app).title == "Game over"
    assert g.session.series.games_played == 1
    assert g.session.running_totals() == g.state.totals()
    app.play_keys("ENTER ENTER")  # close, then the next game of the series
    assert not g.state.is_over and g.state.current == 0


def test_series_of_games_ends_and_offers_a_new_series(make_app):
    app = make_app(seed=4)
    g = app.scenes[0]
    app.play_keys("Ctrl+S RIGHT DOWN RIGHT DOWN LEFT LEFT ENTER ENTER DOWN SPACE TEXT:Cy ENTER ENTER")
    assert g.session.series.mode is SeriesMode.GAMES and g.session.series.target == 1
    app.play_keys(WHOLE_GAME + "ENTER " + WHOLE_GAME + "ENTER")
    results = top(app)
    assert results.title == "Game over"
    assert any("wins the series" in line or "drawn" in line for line in results.lines)
    app.play_keys("ENTER")
    assert g.button_label() == "New series"
    app.play_keys("ENTER")
    assert g.session.series.games_played == 0 and g.session.running_totals() == (0, 0)


def test_high_scores_and_clearing_them(make_app):
    app = make_app()
    app.play_keys(WHOLE_GAME + "ENTER Ctrl+H")
    table = top(app)
    assert table.title == "High scores" and any("Player 1" in line for line in table.lines)
    app.play_keys("ESC Alt+C")
    assert isinstance(top(app), ConfirmDialog)
    app.play_keys("ESC")  # no: nothing is cleared
    assert app.scenes[0].store.high_scores("ynot")
    app.play_keys("Ctrl+C ENTER")
    assert app.scenes[0].store.high_scores("ynot") == []
    app.play_keys("Ctrl+H")
    assert any("empty" in line for line in top(app).lines)


def test_player_statistics_toggle_between_current_players(make_app):
    app = make_app()
    app.play_keys(TWO_PLAYERS + " Ctrl+P")
    stats = top(app)
    assert stats.title == "Statistics: Player 1"
    app.play_keys("ENTER")
    assert stats.title == "Statistics: Bob"
    app.play_keys("ENTER")
    assert stats.title == "Statistics: Player 1"
    app.play_keys("ESC")
    assert len(app.scenes) == 1


def test_player_statistics_alone_enter_stays_and_says_why(make_app):
    """The manual's ENTER toggles between the current players; alone there is none to toggle to: the window
    stays (it does not close as ESC does) and says why; the average in German has a decimal comma."""
    from ynot import i18n

    app = make_app()
    app.play_keys(WHOLE_GAME + "ENTER Ctrl+P")
    stats = top(app)
    app.play_keys("ENTER")
    assert top(app) is stats and stats.message == "Only one player plays: Esc goes back"
    assert any("\t" in line and "." in line.split("\t")[-1] for line in stats.lines if line.startswith("Average"))
    app.play_keys("ESC")
    assert len(app.scenes) == 1
    i18n.set_language("de")
    app.play_keys("Ctrl+P")
    average = next(line for line in top(app).lines if line.startswith("Durchschnitt"))
    assert "," in average and "." not in average


def test_new_series_resets_running_totals(make_app):
    app = make_app()
    g = app.scenes[0]
    app.play_keys(WHOLE_GAME + "ENTER ENTER")
    assert g.session.running_totals()[0] > 0
    assert g.store.stats("Player 1", "ynot").series.games == 1
    app.play_keys("Ctrl+N")
    assert g.session.running_totals() == (0,)
    assert g.store.stats("Player 1", "ynot").series.games == 0
    assert g.store.stats("Player 1", "ynot").all_time.games == 1


def test_space_resets_a_players_statistics(make_app):
    app = make_app()
    g = app.scenes[0]
    app.play_keys(WHOLE_GAME + "ENTER")
    assert g.store.stats("Player 1", "ynot").all_time.games == 1
    app.play_keys("Ctrl+S ENTER SPACE")
    assert isinstance(top(app), FormDialog)
    app.play_keys("ENTER")
    assert isinstance(top(app), ConfirmDialog)
    app.play_keys("ENTER")
    assert isinstance(top(app), ListDialog)
    assert g.store.stats("Player 1", "ynot").all_time.games == 0


def test_at_most_six_players(make_app):
    app = make_app()
    for name in ("Ann", "Bea", "Cat", "Dot", "Eve"):
        app.play_keys(f"Ctrl+S ENTER END SPACE TEXT:{name} ENTER ESC")
    g = app.scenes[0]
    assert len(g.store.players()) == 6
    app.play_keys("Ctrl+S ENTER")
    assert "(new player)" not in top(app).items
    app.play_keys("SPACE TEXT:Zed ENTER")
    assert isinstance(top(app), FormDialog) and "6 players" in top(app).message
    assert g.beeps >= 1


def test_options_switch_sound_and_animation_and_are_kept(make_app):
    app = make_app()
    g = app.scenes[0]
    app.play_keys("Ctrl+O RIGHT DOWN RIGHT ENTER")
    assert g.options.animation is False and g.options.sound is False
    assert g.audio.enabled is False
    with Store.open() as again:
        assert again.options.sound is False and again.options.animation is False
    app.play_keys("ENTER")
    assert not g.anim.active


def test_exit_keeps_the_game_and_it_resumes(make_app):
    app = make_app(seed=9)
    g = app.scenes[0]
    app.play_keys("ENTER SPACE ENTER RIGHT SPACE TAB")
    state = g.state
    app.play_keys("Ctrl+X")
    assert not app.running
    for hook in app.on_quit:
        hook()
    g.store.close()  # as ynot play does when its window has closed
    again = make_app(seed=None, resume=True)
    resumed = again.scenes[0]
    assert resumed.state == state
    assert resumed.focus == "card" and resumed.cursor is not None
    assert "game is back" in resumed.info


def test_menu_bar_runs_commands(make_app):
    app = make_app()
    app.play_keys("F2")
    assert isinstance(top(app), MenuBar)
    app.play_keys("RIGHT DOWN ENTER")  # Scores > Player statistics
    assert top(app).title.startswith("Statistics")
    app.play_keys("ESC MENU A")  # a letter runs its command from the open menu
    assert top(app).title == "About YNOT"
    app.play_keys("ESC F2 LEFT UP UP ESC")
    assert len(app.scenes) == 1


def test_help_topics(make_app):
    app = make_app()
    app.play_keys("F1")
    viewer = top(app)
    assert isinstance(viewer, HelpViewer) and "keys" in viewer.topics
    app.play_keys("Shift+TAB ENTER")  # the last topic of the contents
    assert viewer.topic == "players"
    app.play_keys("BACKSPACE")  # back to the contents, the link followed selected (issue 39)
    assert viewer.topic == "contents" and viewer.link == len(viewer.visible_links()) - 1
    app.play_keys("ENTER")
    assert viewer.topic == "players"
    app.play_keys("BACKSPACE TAB TAB ENTER")  # past the end: the first link, then the second
    assert viewer.topic == "section-1"
    app.play_keys("BACKSPACE Shift+TAB ENTER")  # back on Section 1, the link before it: The game
    assert viewer.topic == "the-game"
    app.play_keys("TAB TAB TAB ENTER")  # a link inside a topic: The game links to its sections
    assert viewer.topic == "keys"
    app.play_keys("BACKSPACE")
    assert viewer.topic == "the-game" and viewer.link == 3
    app.play_keys("ESC")
    assert len(app.scenes) == 1


def test_window_close_autosaves(tmp_path):
    store = open_store()
    app = build_app("psion", store=store, seed=2, scale=1, resume=False, sound=False)
    app.play_keys("ENTER")  # the start-up screen goes, and ENTER starts
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app.running
    for hook in app.on_quit:
        hook()
    store.close()
    with Store.open() as again:
        saved = again.load_autosave()
    assert saved is not None and saved.game.state.roll_number == 1
    pygame.quit()


def test_a_corrupt_options_file_is_reported_once_and_play_goes_on(make_app):
    from ynot import paths

    (paths.config_dir() / "ynot.ini").write_bytes(b"\x00\xff not an ini file [[[")
    app = make_app()
    note = top(app)
    assert isinstance(note, MessageDialog) and note.title == "Please note"
    assert any("ynot.ini" in line for line in note.lines)
    app.play_keys("ENTER ENTER")
    assert len(app.scenes) == 1 and app.scenes[0].state.roll_number == 1


def test_an_autosave_with_more_players_than_the_psion_shows_is_left_alone(make_app):
    from ynot.dice import DiceGame, Roll
    from ynot.dice.rules import get_rules

    with Store.open() as store:
        game = DiceGame(get_rules("ynot"), ["A", "B", "C"], seed=1)
        game.apply(Roll())
        store.autosave(game)
    app = make_app(resume=True)
    g = app.scenes[0]
    assert not g.session.resumed and g.state.players == ("Player 1",)


def test_a_new_window_for_the_machine_goes_on_with_the_same_records(make_app):

    app = make_app()
    downs = "DOWN " * 2  # past animation and sound: the machine
    app.play_keys(f"ENTER TAB ENTER Ctrl+O {downs}RIGHT ENTER")
    assert app.switch_to == "psion"
    for hook in app.on_quit:
        hook()
    store = app.scenes[0].store
    again = build_app("psion", store=store, scale=1, resume=True, sound=False)
    again.settle()  # the brief welcome goes by itself
    assert again.frame is not None
    g = again.scenes[0]
    assert g.session.resumed and g.state.turn_number() == 2
    again.play_keys("TAB ENTER " * 12)
    assert g.state.is_over and store.high_scores("ynot")
    assert again.errors == []


def test_typing_the_series_target(make_app):
    app = make_app()
    app.play_keys("Ctrl+S RIGHT DOWN DOWN BACKSPACE BACKSPACE BACKSPACE BACKSPACE 2 5 0")
    form = top(app)
    assert form.focus.label == "First to" and form.focus.text() == "250_"
    app.play_keys("ENTER ENTER DOWN SPACE TEXT:Dee ENTER ENTER")
    assert app.scenes[0].session.series.target == 250
    app.play_keys("Ctrl+S DOWN DOWN BACKSPACE BACKSPACE BACKSPACE 7 ENTER")  # 7 is below 100
    assert top(app).title.startswith("Select player")
    app.play_keys("ENTER ENTER")
    assert app.scenes[0].session.series.target == 100
