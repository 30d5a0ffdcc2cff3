"""Every game YNOT ships, registered in ``ynot.core``'s registry by importing this module: the dice
games (with their computer players) and Muggins dominoes, each with its text board (``ynot.text.play``).
The store, the session and text play find a game only through the registries; whoever starts them (the
commands, the looks) imports this first."""

from . import dice, dominoes
from .dice import strategy  # noqa: F401 - importing it adds the dice games' computer levels
from .text import dice_board  # noqa: F401 - the dice games' text board
from .text import dominoes as dominoes_board  # noqa: F401 - dominoes' text board

GAMES = (dice.DICE, dominoes.DOMINOES)

__all__ = ["GAMES"]
