"""docs/ui.md's skeleton look runs: its skin.toml and controller are taken from the page, installed as a
user's look, and played whole: the game, the menus, the options, the high scores, the help, New asking
before it gives a game up, and the game kept on quitting and taken up again."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest

from ynot import paths
from ynot.ui.kit import Dialog, HelpViewer, MenuBar, MessageBox
from ynot.ui.launch import build_app, open_store

DOC = Path(__file__).resolve().parents[2] / "docs" / "ui.md"


def block(marker: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    found = re.search(rf"<!-- skeleton: {re.escape(marker)} -->\n```\w+\n(.*?)```", text, re.S)
    assert found, f"docs/ui.md has no skeleton block {marker}"
    return found.group(1)


@pytest.fixture
def skeleton(monkeypatch):
    """The skeleton installed from the page as a user's look; skeleton(resume) opens it."""
    folder = paths.data_dir() / "skins" / "skeleton"
    folder.mkdir(parents=True)
    (folder / "skin.toml").write_text(block("skin.toml"))
    package = types.ModuleType("ynot.ui.skeleton")
    package.__path__ = []
    module = types.ModuleType("ynot.ui.skeleton.controller")
    exec(compile(block("controller.py"), "skeleton/controller.py", "exec"), module.__dict__)  # noqa: S102
    monkeypatch.setitem(sys.modules, "ynot.ui.skeleton", package)
    monkeypatch.setitem(sys.modules, "ynot.ui.skeleton.controller", module)
    opened = []

    def open_look(resume: bool = False):
        store = open_store()
        app = build_app("skeleton", store=store, seed=3, scale=1, resume=resume, sound=False)
        opened.append((app, store))
        return app, store

    yield open_look
    for app, store in opened:
        assert app.errors == []
        store.close()


def test_the_skeleton_is_short():
    assert len(block("controller.py").splitlines()) + len(block("skin.toml").splitlines()) <= 400


def test_the_skeleton_look_in_the_docs_plays_a_whole_game(skeleton):
    app, store = skeleton()
    game = app.scenes[0]
    app.play_keys("SPACE 1 3 SPACE ENTER")
    assert game.state.turn_number() == 2 and game.state.total(0) >= 0
    app.play_keys("1")  # no dice thrown yet this turn: refused with the rules' sentence
    assert game.beeps == 1 and game.status.message
    for _ in range(12):
        app.play_keys("SPACE ENTER")
    assert isinstance(app.top, MessageBox) and game.game.is_over
    app.save_frame(paths.data_dir() / "skeleton.png")
    app.play_keys("ENTER")  # OK: a new game
    assert not game.game.is_over and app.top is game
    app.play_keys("Ctrl+H")
    assert isinstance(app.top, MessageBox) and str(store.high_scores("yahtzee")[0].score) in app.top.label.label
    app.play_keys("ESC")
    assert app.top is game


def test_its_menus_options_help_and_new_come_from_the_shell(skeleton):
    app, store = skeleton()
    game = app.scenes[0]
    instruction = game.message_line()
    app.play_keys("F10")
    assert isinstance(app.top, MenuBar) and [m.title for m in app.top.menus] == ["&Game", "&Options", "&Help"]
    app.play_keys("ESC Ctrl+O")
    assert isinstance(app.top, Dialog) and app.top.title == "Options"
    app.play_keys("TAB SPACE ENTER")  # Sound off, OK
    assert store.options.sound is False and game.message_line() == "Your options are kept."
    app.play_keys("WAIT:4000")
    assert game.message_line() == instruction  # the instruction is back
    app.play_keys("F1")
    assert isinstance(app.top, HelpViewer)
    app.play_keys("ESC SPACE Ctrl+N")  # a game under way: New asks first
    assert isinstance(app.top, MessageBox) and "Give up" in app.top.label.label
    app.play_keys("ESC")
    assert game.state.roll_number == 1
    app.play_keys("Ctrl+N ENTER")
    assert game.state.roll_number == 0 and app.top is game


def test_the_game_is_kept_on_quitting_and_taken_up_again(skeleton):
    app, store = skeleton()
    app.play_keys("SPACE 2 SPACE")
    faces = app.scenes[0].state.dice.faces
    app.play_keys("Ctrl+Q")
    assert not app.running
    for hook in app.on_quit:
        hook()
    store.close()
    again, _store = skeleton(resume=True)
    assert again.scenes[0].state.dice.faces == faces and again.scenes[0].state.roll_number == 2
