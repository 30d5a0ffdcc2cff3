"""The Psion look as its users remember it (issue 26 points 13 and 14): a finished player's card behind
their notice, the help viewer's DOWN key, the registration screens of the manual's section 2."""

from __future__ import annotations

import pygame

from ynot.dice.rules import Category
from ynot.ui.kit import HelpViewer
from ynot.ui.psion.dialogs import MessageDialog, StartupScreen
from ynot.ui.psion.screen import card_sheet

WHOLE_GAME = "ENTER " + "TAB ENTER " * 13
TWO_PLAYERS = "Ctrl+S RIGHT ENTER ENTER DOWN SPACE TEXT:Bob ENTER ENTER"


def _boxes_filled(game) -> int:  # noqa: ANN001
    """How many scoring boxes the card on the screen shows filled."""
    return sum(1 for row in card_sheet(game.view()).rows if isinstance(row.key, Category) and row.cells[0].text)


def test_the_first_players_card_stays_up_behind_their_game_over_notice(make_app):
    app = make_app(seed=3)
    game = app.scenes[0]
    app.play_keys(TWO_PLAYERS + " " + WHOLE_GAME)
    notice = app.scenes[-1]
    assert isinstance(notice, MessageDialog) and notice.title == "Player 1's game is over"
    assert game.state.current == 1
    assert _boxes_filled(game) == 13, "Player 1's thirteen scores are on the screen, not Bob's empty card"
    app.play_keys("ENTER")
    assert _boxes_filled(game) == 0, "then Bob's game begins on his own card"


def _help(app):  # noqa: ANN001, ANN202
    app.play_keys("F1")
    viewer = app.scenes[-1]
    assert isinstance(viewer, HelpViewer)
    return viewer


def test_down_moves_between_the_help_topics_links_and_up_back(make_app):
    app = make_app()
    viewer = _help(app)
    assert viewer.link == 0
    app.play_keys("DOWN DOWN")
    assert viewer.link == 2
    app.play_keys("UP")
    assert viewer.link == 1
    app.play_keys("ENTER")
    assert viewer.topic == "section-1"


def test_the_highlighted_link_leaves_the_apostrophe_after_it_whole(make_app):
    app = make_app()
    viewer = _help(app)
    viewer.show("bonuses")
    row, index = viewer.visible_links()[0]
    assert viewer.lines[row][index][1] == "section-1" and viewer.lines[row][index + 1][0].startswith("'s")
    font = viewer.ctx.style.font
    x = viewer.body.left + sum(viewer._advance(words, target) for words, target in viewer.lines[row][:index + 1])
    y = viewer.body.top + (row - viewer.top) * font.line_height
    after = pygame.Rect(x, y, font.line_width("'s"), font.line_height)

    viewer.link = 0
    frame = app.draw()
    alone = pygame.Surface(after.size, pygame.SRCALPHA)
    font.draw(alone, "'s", (0, 0), (255, 255, 255))
    ink = tuple(viewer.ctx.style.data.ink)[:3]
    letters = [(px, py) for px in range(after.width) for py in range(after.height) if alone.get_at((px, py))[3]]
    assert letters
    assert all(tuple(frame.get_at((after.left + px, after.top + py)))[:3] == ink for px, py in letters)
    apostrophe = min(px for px, _py in letters)
    beside = [tuple(frame.get_at((after.left + apostrophe - 1, after.top + py)))[:3]
              for px, py in letters if px == apostrophe]
    assert ink not in beside, "the apostrophe stands clear of the link's highlight, not swallowed by it"


def _launch(**settings: str):  # noqa: ANN202
    """Start the Psion look as a person would (the start-up screen not yet gone), after ``settings`` are
    put in ynot.ini's [skin.psion]."""
    from ynot.ui.launch import build_app, open_store

    store = open_store()
    store.options.skin_settings("psion").update(settings)
    store.save_options()
    app = build_app("psion", store=store, seed=3, scale=1, resume=False, sound=False)
    return app, store


def test_the_first_launch_shows_the_copyright_and_registration_screen_then_a_brief_welcome(make_app):
    app, store = _launch()
    screen = app.scenes[-1]
    assert isinstance(screen, StartupScreen)
    assert any("Copyright 1993 Right Hand Software Ltd." in line for line in screen.lines)
    assert not any("pay" in line and "nothing" not in line for line in screen.lines), "never asks for money"
    app.settle()
    assert len(app.scenes) == 1, "it goes by itself"
    store.close()
    app, store = _launch()
    assert app.scenes[-1].title == "Welcome" and len(app.scenes[-1].lines) == 2
    app.play_keys("ENTER")  # a key puts it away and does what it does: ENTER starts
    assert len(app.scenes) == 1 and app.scenes[0].state.roll_number == 1
    store.close()
    app, store = _launch(launches="25")
    assert any("Copyright" in line for line in app.scenes[-1].lines), "after 25 launches, the full screen again"
    store.close()


def test_psion_r_registers_any_code_and_the_name_shows_in_about_and_ends_the_start_up_screens(make_app):
    app = make_app()
    app.play_keys("Ctrl+R")
    form = app.scenes[-1]
    assert form.title == "Register YNOT"
    app.play_keys("TEXT:Ann DOWN TEXT:anything ENTER")
    assert len(app.scenes) == 1
    game = app.scenes[0]
    assert game.options.skin_settings("psion")["registered"] == "Ann"
    app.play_keys("Ctrl+A")
    assert "Registered user: Ann" in app.scenes[-1].lines
    app.play_keys("ENTER")
    game.store.close()
    again, store = _launch()
    assert len(again.scenes) == 1, "a registered copy shows no start-up screen"
    store.close()


def test_the_registration_dialog_wants_a_name(make_app):
    app = make_app()
    app.play_keys("Ctrl+R ENTER")
    assert app.scenes[-1].title == "Register YNOT" and "name" in app.scenes[-1].message


def test_the_german_about_shows_the_registration_too(make_app):
    """About in German tells the registration as the English one does (the help file's {registration})."""
    from ynot import i18n

    i18n.set_language("de")
    app = make_app()
    app.play_keys("Ctrl+A")
    assert "Nicht registriert: Psion-R registriert, kostenlos." in app.scenes[-1].lines
    app.play_keys("ENTER Ctrl+R TEXT:Ann DOWN TEXT:x ENTER Ctrl+A")
    assert "Registrierter Benutzer: Ann" in app.scenes[-1].lines
    assert not any("{" in line for line in app.scenes[-1].lines)


def test_every_psion_key_of_the_help_is_in_each_translation():
    """The help's Psion-key page is written from the look's bindings table in every language, so no letter can
    go missing from a translation (German had lost R when the list was typed into each help file)."""
    from pathlib import Path

    from ynot import i18n
    from ynot.ui.kit.helpbook import load_help
    from ynot.ui.psion.bindings import BINDINGS, help_keys

    folder = Path(__file__).resolve().parents[3] / "skins" / "psion"
    table = [binding.accelerator.upper() for binding in BINDINGS if binding.help]
    assert table == list("NSHPVCTWOLRAX")  # the manual's letters and the coach's T, V and W
    for code in ("en", "de"):
        i18n.set_language(code)
        book = load_help("psion", folder=folder, languages=[code]).with_keys(help_keys())
        topic = next(topic for topic in book.topics if topic.key == "psion-keys")
        letters = [line[0] for line in topic.text.splitlines() if len(line) > 3 and line[1:3] == "  "]
        assert letters == table, code


def test_a_window_started_again_for_an_option_is_no_launch(ynot_home, monkeypatch):
    """The manual's 25 launches count the runs of YNOT: choosing a language (the window starts again in
    it) neither counts one nor shows a start-up screen again."""
    from ynot.cli import main
    from ynot.store import Store
    from ynot.ui import app as app_module
    from ynot.ui.kit import Choice

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    shown: list[bool] = []

    def run(self) -> None:  # noqa: ANN001 - the player's part, without a real loop
        shown.append(isinstance(self.scenes[-1], StartupScreen))
        self.settle()
        if len(shown) == 1:
            self.play_keys("Ctrl+O")
            options = self.scenes[-1]
            options.focus = next(w for label, w in options.rows if isinstance(w, Choice) and w.label == "Language")
            self.play_keys("RIGHT ENTER")  # another language: the window starts again in it
        self.quit()

    monkeypatch.setattr(app_module.App, "run", run)
    assert main(["play", "--skin", "psion", "--seed", "5"]) == 0
    assert shown == [True, False]
    with Store.open() as store:
        assert store.options.skin_settings("psion")["launches"] == "1"
