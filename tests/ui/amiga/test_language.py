"""The Amiga in another language (issue 39): the Language gadget reaches Deutsch from "System (English)" in one
go, and the message box tells its story, older lines too, in the language spoken after a switch."""

from __future__ import annotations

from ynot import i18n
from ynot.dice import Roll, Score
from ynot.dice.rules import Category
from ynot.ui.amiga.requester import Requester

from . import mouse
from .conftest import start

LANGUAGE = f"CLICK:{mouse.centre(mouse.SEL.language)}"


def test_the_language_gadget_reaches_deutsch_from_the_system_choice_in_one_go(amiga):
    app = amiga()
    ctl = app.scenes[0]
    gadget = ctl.selection.language_gadget
    assert gadget.value == "System (English)" and ctl.options.language == ""
    app.play_keys(LANGUAGE)  # English speaks what is spoken now: kept, nothing asked, nothing started again
    assert not isinstance(app.top, Requester) and app.running
    assert ctl.options.language == "en" and gadget.value == "English"
    app.play_keys(LANGUAGE)
    assert isinstance(app.top, Requester) and "Deutsch" in app.top.lines[0]
    app.play_keys("N")  # NOT NOW: the gadget stays on Deutsch, so the next click goes on past it
    assert not isinstance(app.top, Requester)
    assert gadget.value == "Deutsch" and ctl.options.language == "en" and i18n.language() == "en"
    assert "click Language again" in ctl.selection.help_text()
    app.play_keys(LANGUAGE)  # past Deutsch: the system's choice, English again, kept at once
    assert not isinstance(app.top, Requester) and ctl.options.language == ""
    app.play_keys(f"{LANGUAGE} {LANGUAGE} Y")  # English, then Deutsch: CHANGE starts the screen again in it
    assert ctl.options.language == "de" and i18n.language() == "de"
    assert app.switch_to == "amiga" and not app.running


def test_not_now_leaves_nothing_changed_but_the_gadget(amiga):
    app = amiga()
    ctl = app.scenes[0]
    app.play_keys(f"{LANGUAGE} {LANGUAGE} ESC")
    assert ctl.options.language == "en" and ctl.selection.language_gadget.value == "Deutsch"
    app.draw()  # drawing keeps the declined choice shown until the next click
    assert ctl.selection.language_gadget.value == "Deutsch"


def _play_to_the_last_turn(app, game) -> None:  # noqa: ANN001 - the App, the GameScreen
    """Both players fill twelve boxes; then Ann fills her last: her game is over and counted, Bob's goes on."""
    boxes = [box for box in Category if box is not Category.FIVE_KIND]
    for box in boxes:
        for _seat in range(2):
            game.act(Roll((1, 2, 3, 4, 6)))
            app.settle()  # the throw is told once the dice have landed
            game.end_rolling()
            game.act(Score(box, 0))
    game.act(Roll((5, 5, 5, 5, 5)))
    app.settle()
    game.end_rolling()
    game.act(Score(Category.FIVE_KIND, 0))


def test_the_message_box_is_told_again_in_the_new_language_older_lines_too(amiga):
    app = amiga()
    start(app)
    game = app.scenes[0].screen
    _play_to_the_last_turn(app, game)
    app.settle()
    told = game.messages.lines()
    assert "Ann threw 5 5 5 5 5" in told and "Ann scored 50 in Yatcy" in told
    assert any("Ann's" in line or "Ann entered" in line for line in told), told  # the records' sentences
    assert "Bob crossed out Chance" in told or any("Bob scored" in line for line in told)
    kept = game.session.extra["news"]
    assert all(isinstance(line, dict) and "said" not in line for line in kept), "kept as data, never as words"
    app.play_keys("ESC Y")  # abandoned: kept for CONTINUE
    app.play_keys(f"{LANGUAGE} {LANGUAGE} Y")
    assert app.switch_to == "amiga"
    app.scenes[0].store.close()  # the window closed (its game let go of)
    again = amiga(resume=True)  # the screen started again, in German
    assert i18n.language() == "de"
    again.play_keys(mouse.CONTINUE)
    resumed = again.scenes[0].screen
    german = resumed.messages.lines()
    assert len(german) == len(told)
    assert "Ann warf 5 5 5 5 5" in german and "Ann trägt 50 bei Yatcy ein" in german, german
    assert not any("threw" in line or "scored" in line or "entered" in line for line in german), german
    assert any("Bestenliste" in line or "Schnitt" in line or "erstes Spiel" in line for line in german), german


def test_a_line_kept_as_words_by_an_older_ynot_is_shown_as_it_was(amiga):
    from ynot.ui.amiga.messages import kept_news

    assert kept_news(["Ann threw 1 2 3 4 5", 7, {"threw": [1, 1, 1, 1, 1], "seat": 0}, {"odd": 1}]) == [
        {"said": "Ann threw 1 2 3 4 5"},
        {"threw": [1, 1, 1, 1, 1], "seat": 0},
    ]
    assert kept_news("not a list") == []
