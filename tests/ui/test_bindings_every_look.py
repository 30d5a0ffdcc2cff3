"""Every look's keys, menus and help list of keys come from its one bindings table (``Shell.bindings``): each key
of the table runs its command on the look's table, the menu bar shows the table's items in its order, and the
help's list of keys is the table's, where the help says ``@keys``. The looks are found, not listed."""

from __future__ import annotations

import dataclasses

import pytest

from tests.looks import every_look, install
from ynot.ui.kit import Dialog, MenuBar, look_help
from ynot.ui.kit.helpbook import KEYS_MARK
from ynot.ui.launch import build_app, open_store

LOOKS = every_look()


@pytest.fixture
def opened():
    made = []

    def make(look: str):
        install(look)
        store = open_store()
        app = build_app(look, store=store, seed=3, scale=1, resume=False, sound=False)
        app.settle()
        while len(app.scenes) > 1 and isinstance(app.top, Dialog):  # what a look opens by itself at first
            app.top.close()
        made.append((app, store))
        return app

    yield make
    for app, store in made:
        assert app.errors == []
        store.close()


@pytest.mark.parametrize("look", LOOKS)
def test_each_key_of_the_table_runs_its_command(opened, look):
    app = opened(look)
    shell = app.scenes[0].shell
    assert shell.bindings is not None, f"the {look} look has no bindings table"
    ran: list[str] = []
    pressed: list[str] = []
    for binding in shell.bindings:
        if binding.command not in shell.commands:
            continue
        command = shell.commands[binding.command]
        record = dataclasses.replace(command, run=lambda c=binding.command: ran.append(c), enabled=lambda: True)
        shell.commands.add(record)
        for key in binding.keys:
            app.play_keys(key)
            pressed.append(binding.command)
    assert ran == pressed and pressed, f"{look}: keys pressed for {pressed}, commands run {ran}"


@pytest.mark.parametrize("look", LOOKS)
def test_the_menu_bar_is_the_tables(opened, look):
    app = opened(look)
    shell = app.scenes[0].shell
    if "menus" not in shell.commands:
        pytest.skip(f"the {look} look has no menu bar")
    assert shell.commands.run("menus") is None
    bar = app.top
    assert isinstance(bar, MenuBar)
    table = shell.bindings.menus(shell.commands)
    # the table's menus in its order; a look may add menus of its options after them (the Mac's Players)
    assert [menu.title for menu in bar.menus[: len(table)]] == [menu.title for menu in table]
    for shown, wanted in zip(bar.menus, table, strict=False):
        assert shown.title == wanted.title
        labels = [item.label for item in shown.items]
        assert [item.label for item in wanted.items] == labels[: len(wanted.items)]  # then the look's options


@pytest.mark.parametrize("look", LOOKS)
def test_the_helps_list_of_keys_is_the_tables(opened, look):
    app = opened(look)
    shell = app.scenes[0].shell
    book = look_help(app.skin.folder)
    marked = [topic for topic in book.topics if KEYS_MARK in topic.text]
    if shell.help_keys is None:
        assert not marked, f"the {look} help asks for @keys, but the look writes none"
        return
    lines = shell.help_keys()
    assert marked and lines, f"the {look} look writes a list of keys its help has no @keys for"
    written = book.with_keys(lines)
    for topic in marked:
        text = written.topic(topic.ref).text
        assert all(line in text for line in lines) and KEYS_MARK not in text
    described = {b.command for b in shell.bindings if b.help}
    assert len(lines) == len(described)
