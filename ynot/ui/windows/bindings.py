"""The Windows look's bindings: each command's keys, its place in the menu bar (Game, Options, Register, Help, as the
Windows Yahtzee 2.21 manual of 1993 lists them, with YNOT's few additions), the accelerator its item shows and its
line in the help's list of keys, in one table."""

from __future__ import annotations

from ...i18n import N_
from ..kit.bindings import Binding, Bindings, key_label

GAME, OPTIONS, REGISTER, HELP = N_("&Game"), N_("&Options"), N_("&Register"), N_("&Help")

BINDINGS = Bindings(
    (
        Binding("new", ("F2",), GAME, N_("&New"), "n", help=N_("a new game")),
        Binding("high-scores", (), GAME, N_("High &Scores..."), separator=True),
        Binding("stats", (), GAME, N_("S&tatistics...")),
        Binding("review", (), GAME, N_("&Review last game...")),
        Binding("quit", ("Alt+F4",), GAME, N_("&Quit"), "x", separator=True, help=N_("quit (the game is kept)")),
        Binding("options", (), OPTIONS, N_("&Players...")),
        Binding("end-of-turn", (), OPTIONS, N_("&End of Turn...")),
        Binding("bonus", (), OPTIONS, N_("&Bonus...")),
        Binding("columns", (), OPTIONS, N_("&Columns...")),
        Binding("animation", (), OPTIONS, N_("&Animate dice"), separator=True),
        Binding("sound", (), OPTIONS, N_("S&ound")),
        Binding("look", (), OPTIONS, N_("&Look...")),
        Binding("language", (), OPTIONS, N_("La&nguage...")),
        Binding("coach", (), OPTIONS, N_("Coac&h..."), separator=True),
        Binding("register", (), REGISTER, N_("&Register...")),
        Binding("edit-registration", (), REGISTER, N_("&Edit registration...")),
        Binding("help", ("F1",), HELP, N_("&Contents"), "h", help=N_("help")),
        Binding("hint", ("Ctrl+H",), HELP, N_("H&int"), "i", separator=True,
                help=N_("a hint: the best move now and the next two")),
        Binding("about", (), HELP, N_("&About Windows Yahtzee...")),
        Binding("menus", ("F10",), help=N_("the menu bar")),
        Binding("control-menu", ("Alt+Space",), help=N_("the Control menu")),
    )
)


def accelerator_text(letter: str) -> str:
    """What an item shows at its right: the key its binding names first (Windows 3.1 used F keys)."""
    binding = BINDINGS.binding_of_accelerator(letter)
    return binding.keys[0] if binding is not None and binding.keys else f"Ctrl+{letter.upper()}"


def help_keys() -> list[str]:
    """The help's list of keys: each command's key and what it does."""
    return BINDINGS.help_lines(lambda binding: " / ".join(key_label(key) for key in binding.keys), N_("{keys}: {help}"))
