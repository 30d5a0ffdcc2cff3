"""Every game YNOT ships, announced in ``ynot.core``'s registry by importing this module: the dice games
(with their computer players) and Muggins dominoes. A game's modules load when the game is first asked
for (``get_kind``, ``kinds``, a record or a rule set of it), so a look's start pays only for the game it
plays; its text board loads when it is first played in a terminal (``ynot.text.play.board_for``).
The store, the session and text play find a game only through the registries; whoever starts them (the
commands, the looks) imports this first."""

from .core import announce

#: name -> the modules that register the game: its package (the kind), then its computer levels
GAMES: dict[str, tuple[str, ...]] = {
    "dice": ("ynot.dice", "ynot.dice.strategy"),
    "dominoes": ("ynot.dominoes",),
}

#: name -> the module of the game's text board (it registers the board with ``ynot.text.play``)
BOARDS: dict[str, str] = {
    "dice": "ynot.text.dice_board",
    "dominoes": "ynot.text.dominoes",
}

for _name, _modules in GAMES.items():
    announce(_name, _modules, default=_name == "dice")  # records that name no game are dice records

__all__ = ["BOARDS", "GAMES"]
