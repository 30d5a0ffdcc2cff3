"""The plain look (tests/ui/plain/): a whole small dice look written against the kit's defaults, played from the
keys and the mouse, against the computer, through every standard command; the game kept on quitting and taken up
again. docs/ui.md's "Adding a look" walks through it: its quoted pieces are the look's own."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest

from tests.looks import install, own_looks
from tests.test_arrows import MIXED, class_jobs, rule_functions
from ynot import paths
from ynot.dice import Score
from ynot.dice.rules import Category
from ynot.ui.kit import Dialog, HelpViewer, MenuBar, MessageBox
from ynot.ui.launch import build_app, open_store
from ynot.ui.script import click, key_press

FOLDER = own_looks()["plain"]
DOC = Path(__file__).resolve().parents[2] / "docs" / "ui.md"


@pytest.fixture
def plain():
    """plain(resume=False) -> (app, store): the plain look in a headless window."""
    install("plain")
    opened = []

    def open_look(resume: bool = False):
        store = open_store()
        app = build_app("plain", store=store, seed=3, scale=1, resume=resume, sound=False)
        app.settle()
        opened.append((app, store))
        return app, store

    yield open_look
    for app, store in opened:
        assert app.errors == []
        store.close()


def computer_plays(app) -> None:  # noqa: ANN001
    """Time passes until the computer has played its turn (and the dice have stopped)."""
    game = app.scenes[0]
    for _ in range(200):
        if not game.computer_turn() and not game.anim.active:
            return
        app.play_keys("WAIT:400")
    raise AssertionError("the computer did not finish its turn")


def plain_lines() -> int:
    """The plain look's lines, every file of its folder: its code, its skin.toml and its help."""
    return sum(len(path.read_text().splitlines()) for path in FOLDER.rglob("*") if path.is_file()
               and "__pycache__" not in path.parts)


def test_the_plain_look_is_small_and_each_class_has_one_job():
    assert plain_lines() <= 250
    rules = rule_functions()
    for path in FOLDER.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                jobs = class_jobs(node, rules)
                assert not [pair for pair in MIXED if set(pair) <= set(jobs)], (node.name, jobs)


def test_keys_keep_and_throw_dice_and_score_then_the_computer_plays(plain):
    app, _store = plain()
    game = app.scenes[0]
    app.play_keys("1")  # nothing thrown yet: refused in the game's words
    assert game.beeps == 1 and game.status.message
    app.play_keys("SPACE WAIT:2000")
    first = game.state.dice.faces
    app.play_keys("1 3")
    assert game.marked_dice() == {0, 2} and game.state.marks == frozenset()  # kept, not yet marked
    app.play_keys("SPACE WAIT:2000")
    assert (game.state.dice.faces[0], game.state.dice.faces[2]) == (first[0], first[2])
    app.feed(key_press(pygame.K_DOWN) * 2 + key_press(pygame.K_RETURN), settle=False)  # Threes
    assert game.state.cards[0][0].get(Category.THREES) is not None and game.computer_turn()
    app.feed(key_press(pygame.K_SPACE), settle=False)
    assert game.status.message == "The computer is playing: wait for your turn."
    beeps, roll = game.beeps, game.roll_rect().center
    app.feed(click((roll[0], roll[1] + 60)), settle=False)  # on no part of the table: nothing
    assert game.beeps == beeps
    app.feed(click(roll), settle=False)  # Roll: refused in the same words
    assert game.beeps == beeps + 1 and game.computer_turn()
    computer_plays(app)
    assert game.state.current == 0 and game.state.turn_number(1) == 2  # the computer has scored its turn


def test_the_mouse_keeps_dice_throws_scores_and_opens_the_menus(plain):
    app, _store = plain()
    game = app.scenes[0]
    roll, die, box = game.roll_rect().center, game.die_rect(4).center, game.row_rect(12).center
    app.play_keys(f"CLICK:{roll[0]},{roll[1]} WAIT:2000 CLICK:{die[0]},{die[1]}")
    assert game.marked_dice() == {4}
    app.play_keys(f"CLICK:{die[0]},{die[1]}")
    assert game.marked_dice() == set()
    app.play_keys(f"CLICK:{box[0]},{box[1]}")  # Chance; then the computer plays its turn
    assert game.state.cards[0][0].get(Category.CHANCE) is not None and game.state.turn_number(1) == 2
    title = game.menu_bar().title_rects()[1].center
    app.play_keys(f"CLICK:{title[0]},{title[1]}")
    assert isinstance(app.top, MenuBar) and app.top.menus[1].title == "&Options"


def test_every_standard_command_from_its_key(plain):
    app, store = plain()
    game = app.scenes[0]
    for keys, kind, title in (
        ("Ctrl+H", MessageBox, "High scores"),
        ("Ctrl+T", Dialog, "Statistics"),  # a Dialog: its histogram and Review last game
        ("Ctrl+O", Dialog, "Options"),
        ("Ctrl+L", Dialog, "Look"),
        ("F10 LEFT DOWN ENTER", MessageBox, "About the plain look"),  # Help, About
    ):
        app.play_keys(keys)
        assert isinstance(app.top, kind) and app.top.title == title, keys
        app.play_keys("ESC")
        assert app.top is game
    app.play_keys("F1")
    assert isinstance(app.top, HelpViewer)
    keys = app.top.topics["keys"].text.splitlines()
    assert "Ctrl+N: a new game" in keys and "F1: this help" in keys and len(keys) == 8  # from the bindings table
    app.play_keys("ESC SPACE WAIT:2000 Ctrl+N")  # a game under way: New asks first
    assert isinstance(app.top, MessageBox) and app.top.title == "New game"
    app.play_keys("ESC")
    assert game.state.roll_number == 1
    app.play_keys("Ctrl+N ENTER")
    assert game.state.roll_number == 0 and app.top is game and game.seats == ["", "beginner"]
    app.play_keys("Ctrl+L HOME ENTER")  # the look chooser: the first look listed (the Psion's)
    assert app.switch_to == "psion" and store.options.skin == "psion" and not app.running


def test_a_whole_game_against_the_computer_ends_in_the_records(plain):
    app, store = plain()
    game = app.scenes[0]
    while not game.game.is_over:
        app.play_keys("SPACE WAIT:2000")
        best = game.game.suggested()
        game.act(Score(best.category, best.column))
        computer_plays(app)
    app.save_frame(paths.data_dir() / "plain.png")
    assert isinstance(app.top, MessageBox) and app.top.title == "Game over"
    app.play_keys("ENTER")  # another game
    assert not game.game.is_over and app.top is game
    app.play_keys("Ctrl+H")
    assert re.search(r"\d\. Computer \(C\)\t\d+\t", app.top.label.label)  # the computer's score marked
    assert any(entry.computer == "beginner" for entry in store.high_scores("yahtzee"))


def test_the_game_is_kept_on_quitting_with_its_seats_and_taken_up_again(plain):
    app, store = plain()
    app.play_keys("SPACE WAIT:2000 2")
    faces = app.scenes[0].state.dice.faces
    app.play_keys("Ctrl+Q")
    assert not app.running
    for hook in app.on_quit:
        hook()
    store.close()
    again, _store = plain(resume=True)
    game = again.scenes[0]
    assert game.state.dice.faces == faces and game.held == {1} and game.seats == ["", "beginner"]


def test_the_docs_walk_through_the_plain_looks_own_code():
    text = DOC.read_text(encoding="utf-8")
    quoted = re.findall(r"<!-- plain: ([\w./]+) -->\n```\w+\n(.*?)```", text, re.S)
    assert len(quoted) >= 5
    assert f"{plain_lines()} lines in all" in " ".join(text.split())  # the count the page gives is the look's
    for name, piece in quoted:
        assert piece in (FOLDER / name).read_text(encoding="utf-8"), f"docs/ui.md quotes {name} as it is not"
