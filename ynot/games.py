"""Every game YNOT ships, announced in ``ynot.core``'s registry by importing this module: the dice games
(with their computer players) and Muggins dominoes. A game's modules load when the game is first asked
for (``get_kind``, ``kinds``, a record or a rule set of it, the word of its mailed moves), so a look's
start pays only for the game it plays. What a game offers beyond its rules (its text board, mail-board,
review) its kind says, and loads when first used. The store, the session, text play, play by mail and the
commands find a game only through the registry; whoever starts them (the commands, the looks) imports this
first. Shipping another game is one more line here (docs/core.md, "Adding a game")."""

from .core import announce

# Each game: its name, the modules that register it (its package, which registers the kind, then the
# modules that add its computer levels) and the first word of its play-by-mail commands.
announce("dice", ("ynot.dice", "ynot.dice.strategy"), default=True, mail_word="yacht")  # records naming no game
announce("dominoes", ("ynot.dominoes",), mail_word="domino")
