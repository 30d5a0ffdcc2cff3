"""The Amiga look's bindings: YATCY is played with the mouse (the YATCY manual of 1994), so its table is short: the
HELP key (F1 on a PC keyboard) opens the rules. ESC is no command: it leaves the screen it is pressed on (the
game for the selection screen, the selection screen for good), as the manual says."""

from __future__ import annotations

from ...i18n import N_
from ..kit.bindings import Binding, Bindings

BINDINGS = Bindings((Binding("help", ("HELP", "F1"), help=N_("the rules and the mouse's moves")),))
