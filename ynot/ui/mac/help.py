"""The Help window's topics: Muggins dominoes and this look's controls, in our own words."""

from __future__ import annotations

from ...i18n import _


def help_topics() -> list[tuple[str, str]]:
    """(title, text) of every help topic, in the order the Help window lists them."""
    return [
        (
            _("The game"),
            _(
                "Dominoes here is Muggins: you against the computer, scoring in fives.\n"
                "Each player is dealt 7 tiles from a double-six set (9 from a double-nine set); the rest "
                "lie face down in the draw pile.\n"
                "Whoever holds the highest double plays it first. That double is the spinner: it alone "
                "grows four chains, left, right, up and down. Up and down open only once left and right "
                "each hold a tile. A later double does not start new chains.\n"
                "On your turn, play a tile whose half matches the open end of a chain. You may draw from "
                "the pile whenever it holds tiles, even when you could play; when you cannot play you must "
                "draw until you can. With no play and an empty pile, say I can't go."
            ),
        ),
        (
            _("Scoring"),
            _(
                "After every play, add up the open ends of the four chains. A double at the end of a chain "
                "counts both its halves. The spinner counts its pips until its own chains are covered: "
                "half for the top chain and half for the bottom while those are empty.\n"
                "If that total is a multiple of 5, the player who just played scores it: ends of 6, 4 and "
                "5 score 15.\n"
                "The first player out of tiles scores the pips left in the other hand, rounded to the "
                "nearest 5. When nobody can go and the pile is empty, the hand is blocked: the player holding "
                "fewer pips scores the difference, rounded to the nearest 5.\n"
                "The score window keeps the score in crosses: each line is 5 points, a cross is 10, a set "
                "of five crosses is 50. Six sets, 300 points, win the game."
            ),
        ),
        (
            _("Playing with the mouse"),
            _(
                "Click one of your tiles at the bottom to pick it up, then click the part of the table "
                "where it should go: left, right, above or below the spinner. A tile that fits only one "
                "way goes there wherever you click on the table, or when you click it again. You can also "
                "drag a tile to its place.\n"
                "Click the draw pile (or choose Draw Tile in the Game menu) to draw a tile. Choose I can't "
                "go when you cannot play and the pile is empty.\n"
                "The message line above the computer's tiles tells what happened: the computer's plays, "
                "every score, and why a tile does not fit."
            ),
        ),
        (
            _("Playing with the keyboard"),
            _(
                "Left and Right arrows choose one of your tiles; Return plays it. When it fits more than "
                "one chain, the arrows then choose the chain (a frame shows it) and Return plays; Esc puts "
                "the tile back.\n"
                "D draws a tile, P says I can't go. The menu commands have their keys too: Command-N (Ctrl-N) "
                "a new game, Command-D draws, Command-I is I can't go, Command-Q quits. F10 opens the menus."
            ),
        ),
        (
            _("Options"),
            _(
                "The Game menu sets the set of tiles (double six or double nine, from the next game), "
                "how strong the computer plays (easy or hard), colour or black and white, sound and the "
                "sliding of tiles. Your choices are kept for the next time. Switch Look... leaves "
                "Dominoes for the dice games."
            ),
        ),
    ]
