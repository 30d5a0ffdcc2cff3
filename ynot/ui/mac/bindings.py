"""The Macintosh look's bindings: each command's Command-key (Ctrl on a PC), its place in the menu bar (the Apple
menu, File and Game, as Dominoes 1.1 had them, with YNOT's few additions), and its line in the help's list of
keys, in one table. The Game menu's options (the set, the table, the computer, colour, sound) are no commands:
the menus add them after its commands (``menus.py``)."""

from __future__ import annotations

from ...i18n import N_
from ..kit.bindings import Binding, Bindings, key_label
from .fonts import APPLE

FILE, GAME, PLAYERS = N_("File"), N_("Game"), N_("Players")

BINDINGS = Bindings(
    (
        Binding("about", (), APPLE, N_("About Dominoes…")),
        Binding("help", ("Cmd+H", "F1"), APPLE, N_("Dominoes Help…"), "H", separator=True, help=N_("this help")),
        Binding("new", ("Cmd+N",), FILE, N_("New Game"), "N", help=N_("a new game")),
        Binding("look", ("Cmd+L",), FILE, N_("Switch Look…"), "L", separator=True, help=N_("another look")),
        Binding("language", (), FILE, N_("Language…")),
        Binding("quit", ("Cmd+Q",), FILE, N_("Quit"), "Q", separator=True, help=N_("quits")),
        Binding("draw", ("Cmd+D",), GAME, N_("Draw Tile"), "D", help=N_("draws a tile")),
        Binding("pass", ("Cmd+I",), GAME, N_("I can't go"), "I", help=N_("is I can't go")),
        Binding("hint", (), GAME, N_("Hint"), "?"),  # ? typed is the hint too (the look's key)
        Binding("menus", ("F10",), help=N_("opens the menus")),
    )
)


def help_keys() -> list[str]:
    """The help's list of keys: each command's first key, as a Macintosh writes it (Command-N), and what it does."""
    return BINDINGS.help_lines(lambda binding: key_label(binding.keys[0]).replace("+", "-"), N_("{keys}: {help}"))
