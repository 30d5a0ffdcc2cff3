"""Every game YNOT ships, registered in ``ynot.core``'s registry by importing this module: the dice
games (with their computer players) and Muggins dominoes. The store, the session and text play find a
game only through the registry; whoever starts them (the commands, the looks) imports this first."""

from . import dice, dominoes
from .dice import strategy  # noqa: F401 - importing it adds the dice games' computer levels

GAMES = (dice.DICE, dominoes.DOMINOES)

__all__ = ["GAMES"]
