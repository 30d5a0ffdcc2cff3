"""docs/ui.md's skeleton look runs: its skin.toml and controller are taken from the page, installed as a
user's look, and a whole game is played in it."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

from ynot import paths
from ynot.ui.kit import MessageBox
from ynot.ui.launch import build_app, open_store

DOC = Path(__file__).resolve().parents[2] / "docs" / "ui.md"


def block(marker: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    found = re.search(rf"<!-- skeleton: {re.escape(marker)} -->\n```\w+\n(.*?)```", text, re.S)
    assert found, f"docs/ui.md has no skeleton block {marker}"
    return found.group(1)


def test_the_skeleton_look_in_the_docs_plays_a_whole_game(monkeypatch):
    folder = paths.data_dir() / "skins" / "skeleton"
    folder.mkdir(parents=True)
    (folder / "skin.toml").write_text(block("skin.toml"))
    package = types.ModuleType("ynot.ui.skeleton")
    package.__path__ = []
    module = types.ModuleType("ynot.ui.skeleton.controller")
    exec(compile(block("controller.py"), "skeleton/controller.py", "exec"), module.__dict__)  # noqa: S102
    monkeypatch.setitem(sys.modules, "ynot.ui.skeleton", package)
    monkeypatch.setitem(sys.modules, "ynot.ui.skeleton.controller", module)
    store = open_store()
    try:
        app = build_app("skeleton", store=store, seed=3, scale=1, resume=False, sound=False)
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
        assert app.errors == []
        assert [entry.score for entry in store.high_scores("yahtzee")]
    finally:
        store.close()
