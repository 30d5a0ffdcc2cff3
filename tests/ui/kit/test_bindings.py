"""The kit's bindings table: a key runs its command (refused with the command's sentence when it cannot run
now), the menus are made from the table with the commands' greying and ticks, the help's list of keys is
written from it, in the player's language."""

from __future__ import annotations

import pygame

from ynot import i18n
from ynot.ui.kit.bindings import Binding, Bindings, key_label
from ynot.ui.kit.commands import Command, Commands
from ynot.ui.kit.helpbook import parse_help
from ynot.ui.script import key_event

TABLE = Bindings(
    (
        Binding("new", ("Ctrl+N", "F2"), "&Game", "&New", "n", help="a new game"),
        Binding("stats", (), "&Game", "S&tatistics...", separator=True),
        Binding("sound", (), "&Options", "", help=""),
        Binding("help", ("F1",), help="help"),
        Binding("quit", ("Cmd+Q",), "&Game", "&Quit", "q", separator=True, help="quit"),
    )
)


def commands(log: list[str], *, sound: bool = True) -> Commands:
    return Commands(
        [
            Command("new", "New game", lambda: log.append("new")),
            Command("stats", "Statistics", lambda: log.append("stats"), enabled=lambda: False),
            Command("sound", "Sound", lambda: log.append("sound"), checked=lambda: sound),
            Command("help", "Help", lambda: log.append("help")),
            Command("quit", "Quit", lambda: log.append("quit")),
        ]
    )


def press(key: int, mod: int = 0) -> pygame.event.Event:
    return key_event(key, mod)


def test_a_key_runs_its_command_with_exactly_its_modifiers():
    log: list[str] = []
    refused: list[str] = []
    table = commands(log)
    assert TABLE.run_key(press(pygame.K_n, pygame.KMOD_LCTRL), table, refused.append)
    assert TABLE.run_key(press(pygame.K_F2), table, refused.append)
    assert TABLE.run_key(press(pygame.K_F1), table, refused.append)
    assert not TABLE.run_key(press(pygame.K_n), table, refused.append)  # N alone is no binding
    assert not TABLE.run_key(press(pygame.K_n, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT), table, refused.append)
    assert not TABLE.run_key(press(pygame.K_F1, pygame.KMOD_LALT), table, refused.append)
    for mod in (pygame.KMOD_LCTRL, pygame.KMOD_LMETA, pygame.KMOD_LGUI):  # Command: Ctrl on a PC
        assert TABLE.command_for(press(pygame.K_q, mod)) == "quit"
    assert log == ["new", "new", "help"] and refused == []


def test_a_command_that_cannot_run_now_is_refused_with_its_sentence():
    refused: list[str] = []
    table = Bindings((Binding("stats", ("F3",)),))
    assert table.run_key(press(pygame.K_F3), commands([]), refused.append)
    assert refused == ["Statistics cannot be chosen now."]


def test_the_menus_come_from_the_table_with_the_commands_state():
    log: list[str] = []
    menus = TABLE.menus(commands(log, sound=True), extra={"&Options": ()})
    assert [menu.title for menu in menus] == ["&Game", "&Options"]
    game = menus[0].items
    assert [item.label for item in game] == ["&New", "-", "S&tatistics...", "-", "&Quit"]
    assert game[0].shortcut == "n" and not game[2].can_choose and game[4].shortcut == "q"
    (sound,) = menus[1].items
    assert sound.label == "Sound" and sound.is_checked  # no words of its own: the command's label
    game[0].command()
    assert log == ["new"]
    assert TABLE.binding_of_accelerator("Q").command == "quit"


def test_a_binding_whose_command_the_look_lacks_is_left_out():
    menus = TABLE.menus(Commands([Command("new", "New game", lambda: None)]))
    assert [[item.label for item in menu.items] for menu in menus] == [["&New"]]


def test_the_help_lists_the_keys_in_the_players_language(monkeypatch):
    lines = TABLE.help_lines(lambda b: " / ".join(key_label(key) for key in b.keys), "{keys}: {help}")
    assert lines == ["Ctrl+N / F2: a new game", "F1: help", "Command+Q: quit"]
    i18n.set_language("de")
    assert key_label("Ctrl+Space") == "Strg+Leertaste" and key_label("Cmd+Q") == "Befehl+Q"


def test_keys_in_a_help_topic_are_written_where_it_says_keys():
    book = parse_help("@title Help\n@topic keys Keys\nThe keys:\n@keys\n\nThat is all.\n")
    assert book.with_keys(["F1: help", "F2: a new game"]).topic("keys").text == (
        "The keys:\nF1: help\nF2: a new game\n\nThat is all."
    )
