"""The Psion look's bindings (the YNOT 1.00 manual of 1993, sections 9 and 10): each command's Psion-key letter
(Ctrl or Alt on a PC), its place in the menu bar and its line in the help's list of Psion keys, in one table.

The coach's three commands take letters the manual leaves free (it names H, C, P, N, S, O, R, A and X; the
System screen's Psion-I is no YNOT key): Psion-T for a tip (Tipp in German), Psion-V for reviewing the last
game and Psion-W for the coach who watches."""

from __future__ import annotations

from ...i18n import N_
from ..kit.bindings import Binding, Bindings


def _psion(letter: str) -> tuple[str, str]:
    """The Psion key and a letter: Ctrl or Alt with it on a PC."""
    return (f"Ctrl+{letter}", f"Alt+{letter}")


BINDINGS = Bindings(
    (
        Binding("new", _psion("n"), N_("Game"), N_("New series"), "n", help=N_("a new series of games")),
        Binding("setup", _psion("s"), N_("Game"), N_("Set up players"), "s",
                help=N_("set up the players and the series")),
        Binding("high-scores", _psion("h"), N_("Scores"), N_("High scores"), "h", help=N_("the high score table")),
        Binding("stats", _psion("p"), N_("Scores"), N_("Player statistics"), "p",
                help=N_("player statistics (Enter: next player)")),
        Binding("review", _psion("v"), N_("Scores"), N_("Review last game"), "v",
                help=N_("review the last game finished: luck against play")),
        Binding("clear-scores", _psion("c"), N_("Scores"), N_("Clear high scores"), "c",
                help=N_("clear the high score table")),
        Binding("hint", _psion("t"), N_("Special"), N_("Hint"), "t",
                help=N_("a hint: the best move now and the next two")),
        Binding("coach", _psion("w"), N_("Special"), N_("Coach"), "w",
                help=N_("the coach: told at once when a decision gives points away")),
        Binding("options", _psion("o"), N_("Special"), N_("Options"), "o",
                help=N_("options: dice animation, sound and language")),
        Binding("look", _psion("l"), N_("Special"), N_("Look"), "l", help=N_("another look (your game is kept)")),
        Binding("register", _psion("r"), N_("Special"), N_("Register"), "r",
                help=N_("register your name (free: any code will do)")),
        Binding("about", _psion("a"), N_("Special"), N_("About YNOT"), "a", help=N_("about YNOT")),
        Binding("quit", _psion("x"), N_("Special"), N_("Exit"), "x", help=N_("exit at once (your game is kept)")),
        Binding("help", ("F1", "HELP")),
        Binding("menus", ("F2", "MENU")),
    )
)


def help_keys() -> list[str]:
    """The help's list of Psion keys: each command's letter and what it does."""
    return BINDINGS.help_lines(lambda binding: binding.accelerator.upper())
