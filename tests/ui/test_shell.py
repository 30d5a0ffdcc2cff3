"""The application shell, the same in every look (issue 22): each test runs against all four looks.

A mouse wheel over every dialog and menu raises nothing; ``--new`` leaves exactly one saved game; a game
only computers play is stopped by New and by quitting; the names on screen are the names in the records;
the instruction comes back on the message line after an option is chosen.
"""

from __future__ import annotations

import random

import pygame
import pytest

from tests.looks import every_look, install
from ynot.core import Session, get_kind
from ynot.dice.rules import get_rules
from ynot.dominoes.rules import DominoRules
from ynot.store import Store
from ynot.ui.kit import Dialog, HelpViewer, MenuBar, PopupMenu
from ynot.ui.launch import build_app, open_store
from ynot.ui.skin import load_skin

LOOKS = every_look()  # found: the looks in skins/ and the tests' own (the plain look)
KIT_SCENES = (Dialog, HelpViewer, MenuBar, PopupMenu)


@pytest.fixture
def opened():
    """opened(look, resume=False) -> (app, store): the look in a headless window, closed afterwards."""
    made = []

    def make(look: str, *, resume: bool = False, seed: int = 5):
        install(look)
        store = open_store()
        app = build_app(look, store=store, seed=seed, scale=1, resume=resume, sound=False)
        app.settle()
        made.append((app, store))
        return app, store

    yield make
    for app, store in made:
        assert app.errors == [], f"errors were caught in the UI: {app.errors!r}"
        store.close()


def table(app):  # noqa: ANN001, ANN201 - the look's first scene, which owns the shell
    return app.scenes[0]


def quit_window(app) -> None:  # noqa: ANN001
    """Leave as the window's close button does: the quit hooks run."""
    app.quit()
    for hook in app.on_quit:
        hook()


def start_a_game(app) -> None:  # noqa: ANN001
    """A game on the table (the Amiga starts on its selection screen: NEW starts one)."""
    if table(app).shell.session is None:
        assert table(app).shell.commands.run("new") is None
        app.settle()
    assert table(app).shell.session is not None


def make_moves(session, count: int = 3) -> None:  # noqa: ANN001
    rng = random.Random(1)
    for _ in range(count):
        if session.game.is_over:
            return
        session.apply(rng.choice(session.game.legal_actions()))


def unwind(app) -> None:  # noqa: ANN001
    """Close every dialog, menu and help page down to the look's own scenes."""
    while isinstance(app.top, KIT_SCENES):
        app.remove(app.top)


def kept_game(look: str, names: tuple[str, ...], seats: list[str]) -> str:
    """A game of ``look``'s rules kept from an earlier run (as text play or another window leaves it),
    with ``seats``; its id."""
    install(look)
    with Store.open() as store:
        skin = load_skin(look)  # the look's own rules
        if skin.game == "dominoes":
            session = Session(DominoRules(), names, kind=get_kind("dominoes"), store=store, seed=3)
        else:
            session = Session(get_rules(skin.rules), names, store=store, seed=3)
        make_moves(session, 2)
        store.autosave(session.game, session.series, {"computers": list(seats)})  # as YNOT kept seats before
        return store.game_id(session.game)


@pytest.mark.parametrize("look", LOOKS)
def test_a_mouse_wheel_over_every_dialog_and_menu_raises_nothing(opened, look):
    app, _store = opened(look)
    start_a_game(app)
    shell = table(app).shell
    width, height = app.skin.canvas
    opened_scenes = []
    openers = [lambda cid=cid: shell.commands.run(cid) for cid in shell.commands.ids() if cid not in ("quit", "new")]
    menu_count = len(getattr(table(app), "menus", lambda: [])()) if callable(getattr(table(app), "menus", None)) else 0
    openers += [lambda i=i: table(app).open_menu(i) for i in range(menu_count)]
    if look == "psion":
        openers.append(lambda: app.play_keys("F2"))
    for open_one in openers:
        open_one()
        app.settle()
        top = app.top
        if isinstance(top, KIT_SCENES):
            opened_scenes.append(type(top).__name__)
            frame = getattr(top, "frame", None)
            points = [(width // 2, height // 2), (1, 1)]
            if frame is not None and frame.width:
                points.append(frame.center)
            for x, y in points:
                app.play_keys(f"MOVE:{x},{y} WHEEL:{x},{y}")
                app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, touch=False))  # as SDL
        unwind(app)
    assert app.errors == []
    assert len(opened_scenes) >= 3, opened_scenes  # dialogs and menus were really there to turn the wheel over


@pytest.mark.parametrize("look", LOOKS)
def test_new_leaves_exactly_one_saved_game(opened, look):
    for seed in (1, 2, 3):
        app, store = opened(look, seed=seed)  # ynot play --new
        start_a_game(app)
        make_moves(table(app).shell.session)
        table(app).shell.session.save()
        quit_window(app)
        kind = table(app).shell.kind.name
        store.close()
    with Store.open() as store:
        assert len(store.kept_games(kind)) == 1


@pytest.mark.parametrize("look", LOOKS)
def test_a_game_only_computers_play_is_stopped_by_new_and_by_quitting(opened, look):
    if look == "mac":  # Dominoes seats you against the Macintosh: New is there while the computer plays
        app, _store = opened(look)
        shell = table(app).shell
        flow = table(app).flow
        for _ in range(40):
            if flow.computer_turn():
                break
            make_moves(shell.session, 1)
        assert flow.computer_turn()
        assert all(shell.commands.enabled(cid) for cid in ("new", "options", "quit"))
        assert standard_menu_items_enabled(table(app))
        return
    names = ("Robot A", "Robot B")
    for stop in ("new", "quit"):
        uid = kept_game(look, names, ["beginner", "beginner"])
        app, store = opened(look, resume=True)
        if look == "amiga":
            table(app).games.take_up()
        shell = table(app).shell
        assert shell.names() == names and not shell.people_play()
        for _ in range(20):  # the computers play
            app.update(100)
        assert all(shell.commands.enabled(cid) for cid in ("new", "options", "quit"))
        assert standard_menu_items_enabled(table(app))
        if stop == "new":
            assert shell.commands.run("new") is None
            app.settle()
            if isinstance(app.top, Dialog):  # a question first (the Amiga's ABANDON)
                app.play_keys("ENTER")
            assert shell.session is None or shell.session.game is not None
        else:
            assert shell.commands.run("quit") is None
            for hook in app.on_quit:
                hook()
        assert uid not in [saved.game_id for saved in store.kept_games(shell.kind.name)]
        unwind(app)
        store.close()


def standard_menu_items_enabled(scene) -> bool:  # noqa: ANN001
    """The look's menu items for a new game, the options and quitting are not greyed (where it has menus)."""
    presenter = scene if callable(getattr(scene, "menu_bar", None)) else getattr(scene, "menus", None)  # Windows'
    if not callable(getattr(presenter, "menu_bar", None)):
        return True
    # (Windows' Bonus and Columns are greyed once a game has begun, as docs/windows.md says: issue 26 point 6)
    standard = ("new", "players", "end of turn", "look", "quit", "switch look", "sound")
    items = [item for menu in presenter.menu_bar().menus for item in menu.items if item.label]
    wanted = [item for item in items if item.label.replace("&", "").rstrip(".…").lower().startswith(standard)]
    return bool(wanted) and all(item.can_choose for item in wanted)


@pytest.mark.parametrize("look", LOOKS)
def test_the_names_on_screen_are_the_names_in_the_records(opened, look):
    names = ("Ann", "Computer") if look == "mac" else ("Ann", "Bob")
    kept_game(look, names, [""] * len(names))
    app, store = opened(look, resume=True)
    if look == "amiga":
        table(app).games.take_up()
    if look == "mac":
        app.play_keys("ENTER")  # Continue
    shell = table(app).shell
    shown = shown_names(app, look)
    assert shown == names == shell.names()
    session = shell.session
    rng = random.Random(2)
    while not session.game.is_over:
        actions = session.game.legal_actions()
        scores = [a for a in actions if type(a).__name__ == "Score"]
        session.apply(rng.choice(scores or actions))
    (summary, *_rest) = store.games(1)
    assert summary.players == shown


def shown_names(app, look: str) -> tuple[str, ...]:  # noqa: ANN001
    """The names as each look's screen shows them (read from what it draws)."""
    scene = table(app)
    if look == "psion":
        return tuple(row[0] for row in scene.view().player_rows)
    if look == "amiga":
        return tuple(scene.game_screen.name(seat) for seat in range(len(scene.game_screen.state.players)))
    if look == "mac":
        return tuple(scene.flow.view().names)
    return tuple(scene.game.state.players)  # Windows, and a look on the kit's DiceFlow as it is


#: An option chosen the look's own way; any other look's sound switched through the shell.
OPTIONS = {
    "psion": lambda app: app.play_keys("Ctrl+O ENTER"),
    "amiga": lambda app: table(app).selection.set_rules(1),
    "mac": lambda app: table(app).setup.choose_level("easy"),
}


def toggle_sound(app) -> None:  # noqa: ANN001
    table(app).shell.toggle_sound(table(app).audio)


@pytest.mark.parametrize("look", LOOKS)
def test_the_instruction_comes_back_after_an_option_is_chosen(opened, look):
    app, _store = opened(look)
    scene = table(app)
    app.settle()
    for _ in range(60):
        app.update(100)  # any opening sentence has passed
    before = scene.message_line()
    OPTIONS.get(look, toggle_sound)(app)
    app.settle()
    for _ in range(60):
        app.update(100)
    assert scene.message_line() == before
