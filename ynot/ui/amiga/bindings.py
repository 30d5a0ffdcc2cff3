"""The Amiga look's bindings: YATCY is played with the mouse (the YATCY manual of 1994), so its table is short: the
HELP key (F1 on a PC keyboard) opens the rules. ESC is no command: it leaves the screen it is pressed on (the
game for the selection screen, the selection screen for good), as the manual says. The manual has no menus; the
right mouse button shows YNOT's in the title bar, as Intuition shows every program's (``menu.py``): the
help, the statistics, the look and the coach."""

from __future__ import annotations

from ...i18n import N_
from ..kit.bindings import Binding, Bindings

PROJECT, COACH = N_("Project"), N_("Coach")

BINDINGS = Bindings(
    (
        Binding("help", ("HELP", "F1"), PROJECT, N_("Help"), help=N_("the rules and the mouse's moves")),
        Binding("stats", (), PROJECT, N_("Statistics..."),
                help=N_("each player's games, best and average, and a histogram of their scores")),
        Binding("look", (), PROJECT, N_("Look...")),
        Binding("about", (), PROJECT, N_("About YATCY...")),
        Binding("quit", (), PROJECT, N_("Quit"), separator=True),
        Binding("hint", (), COACH, N_("Hint")),
        Binding("review", (), COACH, N_("Review last game")),
        Binding("coach", (), COACH, N_("Watching coach..."), separator=True),
        Binding("menus", (), help=N_("the right mouse button: the menus (a hint, the coach)")),
    )
)
