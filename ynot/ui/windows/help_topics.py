"""The help file of the Windows look, written for YNOT: every item of seed 003's contents and controls.

A topic is a title and its text. ``[[Topic]]`` or ``[[words|Topic]]`` is a link (drawn underlined);
a line ``{dice 1 1 1 4 6}`` is a picture of five dice.
"""

from __future__ import annotations

from ...i18n import _

CONTENTS = "Contents"


def _upper(name: str, face: int, word: str, example: str) -> tuple[str, str]:
    return name, _(
        "{example}\n"
        "Count only the {word}: each counts {face}. The dice above make {points} in {name}.\n"
        "Try for three {word} or more: three of every face make 63 in the top half, and 63 earns the "
        "[[Bonus]]."
    ).format(example=example, word=word, face=face, points=face * 3, name=name)


def topics() -> list[tuple[str, str]]:
    """(title, text) of every topic, Contents first."""
    found = [
        (CONTENTS, _(
            "Windows Yahtzee for YNOT\n"
            "[[How to Play]]\n[[The Score Card]]\n[[Controls]]\n[[Keyboard]]\n[[Registering]]\n"
            "[[Problems, comments and questions]]\n[[Copyright information]]"
        )),
        (_("How to Play"), _(
            "Fill every box of your [[score card|The Score Card]] with as many points as you can. A turn "
            "fills one box, so a game lasts thirteen turns for every scoring [[column|Columns]].\n"
            "A turn starts with all five dice in the [[dice shaker|Dice shaker]]: "
            "[[roll|Rolling the dice]] them. Decide which box you are playing for, "
            "[[throw away|Throwing dice away]] the dice that do not help, "
            "[[rearrange|Rearranging the dice]] the others if you like, and roll again. The "
            "[[rolls remaining|Rolls remaining]] counter says how many rolls you have left: three in all.\n"
            "When the dice are worth something, [[put the score on the card|Scoring a box]]. When they fit "
            "nowhere, you must [[zero out|Zeroing out]] a box. Then the next player has a turn; on your "
            "own, you play again."
        )),
        (_("The Score Card"), _(
            "Top half: [[Ones]] [[Twos]] [[Threes]] [[Fours]] [[Fives]] [[Sixes]], then "
            "[[Subtotal of Top Half|Subtotal]], [[Bonus]] and [[Total of Top Half]].\n"
            "Bottom half: [[Three of a Kind]] [[Four of a Kind]] [[Small Straight]] [[Large Straight]] "
            "[[Full House]] [[Yahtzee]] [[Chance]], then [[Total of Bottom Half]].\n"
            "Under both: [[Grand Total]], [[Multiplier]], [[Column Total]] and the [[Total Score]], which "
            "decides who wins."
        )),
        _upper(_("Ones"), 1, _("ones"), "{dice 1 1 1 4 6}"),
        _upper(_("Twos"), 2, _("twos"), "{dice 2 2 2 3 5}"),
        _upper(_("Threes"), 3, _("threes"), "{dice 3 3 3 1 6}"),
        _upper(_("Fours"), 4, _("fours"), "{dice 4 4 4 2 5}"),
        _upper(_("Fives"), 5, _("fives"), "{dice 5 5 5 1 3}"),
        _upper(_("Sixes"), 6, _("sixes"), "{dice 6 6 6 2 4}"),
        (_("Subtotal"), _(
            "The Subtotal of Top Half adds up Ones to Sixes. At 63 or more it earns the [[Bonus]]."
        )),
        (_("Bonus"), _(
            "35 more points when the [[Subtotal]] reaches 63. Three of every face is exactly 63; four of a "
            "high face makes up for two of a low one.\n"
            "For a second Yahtzee, see [[Bonus options]]."
        )),
        (_("Total of Top Half"), _("The Subtotal of Top Half plus the [[Bonus]].")),
        (_("Three of a Kind"), _(
            "{dice 4 4 4 2 5}\n"
            "At least three dice alike. It scores all five dice: 19 for the dice above."
        )),
        (_("Four of a Kind"), _(
            "{dice 5 5 5 5 2}\n"
            "At least four dice alike. It scores all five dice: 22 for the dice above."
        )),
        (_("Small Straight"), _(
            "{dice 1 2 3 4 6}\n"
            "Four dice in a row, such as 1-2-3-4, 2-3-4-5 or 3-4-5-6: always 30 points."
        )),
        (_("Large Straight"), _(
            "{dice 2 3 4 5 6}\n"
            "All five dice in a row, 1-2-3-4-5 or 2-3-4-5-6: always 40 points."
        )),
        (_("Full House"), _(
            "{dice 3 3 3 6 6}\n"
            "Three dice of one face and two of another: always 25 points."
        )),
        (_("Yahtzee"), _(
            "{dice 2 2 2 2 2}\n"
            "All five dice alike: 50 points. What another one earns is set in [[Bonus options]]."
        )),
        (_("Chance"), _(
            "{dice 6 5 5 4 2}\n"
            "Any dice at all: the total of all five, 22 here. Keep it for a turn when nothing else fits."
        )),
        (_("Total of Bottom Half"), _("Three of a Kind to Chance added up, bonus Yahtzees included.")),
        (_("Grand Total"), _("The [[Total of Top Half]] plus the [[Total of Bottom Half]].")),
        (_("Multiplier"), _(
            "What the column's Grand Total is multiplied by. With Multiply on (see [[Columns]]) the first "
            "column counts once, the second twice, and so on; with it off, every column counts once."
        )),
        (_("Column Total"), _("The [[Grand Total]] times the [[Multiplier]].")),
        (_("Total Score"), _("Every Column Total added up. The highest Total Score wins the game.")),
        (_("Controls"), _(
            "[[Menus]]\n[[Rolling the dice]]\n[[Throwing dice away]]\n[[Rescuing dice|Rescue]]\n"
            "[[Scoring a box]]\n[[Rearranging the dice]]\n[[Players]]\n[[End of turn options]]\n"
            "[[Bonus options]]\n[[Whose turn is it?|Current player indicator]]\n[[Rolls remaining]]\n"
            "[[Columns]]\n[[Starting over|New game]]\n[[Quitting]]\n[[Getting help|Help]]\n"
            "[[Registering]]\n[[Keyboard]]"
        )),
        (_("Menus"), _(
            "Game: [[New|New game]], [[Quit|Quitting]].\n"
            "Options: [[Players]], [[End of Turn|End of turn options]], [[Bonus|Bonus options]], "
            "[[Columns]].\n"
            "Register: [[Register|Registering]], [[Edit registration|Registering]].\n"
            "Help: [[Contents]], [[About]].\n"
            "Click a title, or hold Alt and press its underlined letter. The [[Control menu]] is the box "
            "at the left of the title bar."
        )),
        (_("New game"), _("Game, New starts again with the players and options now chosen.")),
        (_("Quitting"), _(
            "Game, Quit, or Close in the [[Control menu]]. A game not finished is kept and comes back "
            "the next time."
        )),
        (_("Players"), _(
            "Options, Players. It also opens by itself the first time you play.\n"
            "Type up to six names; the check box under a name says whether that player plays. Unchecked "
            "names stay for next time. An empty name plays as Player 1 to 6. Under each name you may "
            "choose a computer (beginner, good or perfect) to play that seat.\n"
            "Players cannot change during a game: the new players start with the next new game."
        )),
        (_("Zeroing out"), _(
            "Scoring nothing in a box because the dice do not fit it. When nothing fits, give up a box you "
            "are unlikely to fill, such as Yahtzee or Large Straight."
        )),
        (_("Rolling the dice"), _(
            "Double-click the [[dice shaker|Dice shaker]]: whatever is inside is rolled, which is all five dice at "
            "the start of a turn. The dice tumble out to the empty places."
        )),
        (_("Throwing dice away"), _(
            "Drag a die onto the [[dice shaker|Dice shaker]], or double-click it. It waits in the shaker for the next "
            "roll. Thrown away by mistake? Use [[Rescue]]."
        )),
        (_("Rescue"), _(
            "The Rescue button brings every die in the shaker back to an empty place, not always in the "
            "order they were in."
        )),
        (_("Rearranging the dice"), _(
            "Drag a die onto another and the two change places. Drag it onto an empty place and it moves "
            "there. Let it go anywhere else and it goes back."
        )),
        (_("Scoring a box"), _(
            "Double-click the name of the box (Threes, Full House...), not its empty square. With several "
            "columns the name fills the leftmost column where that box is free; double-click a column's "
            "own square to fill that column instead.\n"
            "All the dice must be out of the shaker: roll them or [[Rescue]] them first."
        )),
        (_("End of turn options"), _(
            "Options, End of Turn says what happens after a score.\n"
            "Prompt: you are asked \"All done?\". Cancel takes the score back: the only way to change "
            "your mind.\n"
            "Pause: your card stays a few seconds, then the next player's comes.\n"
            "Nothing: the next player's turn begins at once."
        )),
        (_("Bonus options"), _(
            "What every Yahtzee after the first earns. No bonus once a Yahtzee box has been zeroed, and "
            "the choice cannot change once a game has begun.\n"
            "Bonus: 50 more points in the Yahtzee box, and another turn.\n"
            "Wild card: the Yahtzee may go in any box of the bottom half at full value, or in the top "
            "box of its face.\n"
            "Nothing: it scores like any other roll."
        )),
        (_("Columns"), _(
            "Options, Columns: how many scoring columns the card has (one to six), and Multiply: the "
            "first column counts once, the second twice, and so on."
        )),
        (_("Current player indicator"), _(
            "The box at the top right shows whose turn it is, by the name typed in [[Players]]."
        )),
        (_("Rolls remaining"), _("The counter above the [[dice shaker|Dice shaker]]: three rolls a turn.")),
        (_("Dice shaker"), _(
            "The big blue cup with a hole in the top. Double-click it to [[roll|Rolling the dice]]; drag "
            "dice onto it to [[throw them away|Throwing dice away]].\n"
            "{shaker}"
        )),
        (_("Help"), _(
            "Help, Contents (or F1) opens this window. Click an underlined phrase to follow it; Back "
            "returns, Contents goes to the start. The wheel, the arrow keys and Page Up/Down scroll."
        )),
        (_("Keyboard"), _(
            "Everything can be done without the mouse.\n"
            "Space or F5: roll the dice in the shaker.\n"
            "1 to 5: throw away the die in that place. E (or Alt+E): Rescue.\n"
            "Shift+1 to 5 chooses a place; Ctrl+Left and Ctrl+Right move its die.\n"
            "Arrow keys: choose a box on the card (Left and Right pick the column); Enter scores it.\n"
            "Alt+G, O, R, H open the menus; F1 opens help; Alt+Space the [[Control menu]].\n"
            "In a dialog, Tab moves, Space ticks, Enter is OK and Esc is Cancel."
        )),
        (_("Control menu"), _(
            "The box with a bar at the left of the title bar (or Alt+Space). Close ends the game's "
            "window; an unfinished game is kept."
        )),
        (_("Registering"), _(
            "This Windows Yahtzee is free: nothing to pay and no reminders.\n"
            "Register, Register keeps a nickname. A player whose name in [[Players]] is a registered "
            "nickname can double-click the [[dice shaker|Dice shaker]] with the right mouse button to roll a "
            "Yahtzee, as the 1993 game allowed registered players.\n"
            "A game where that was done says so on its card and in its record, and never counts in the "
            "high scores or the statistics. Register, Edit registration changes or removes nicknames."
        )),
        (_("About"), _("Help, About shows the version of this game.")),
        (_("Problems, comments and questions"), _(
            "This look is part of YNOT. Problems and ideas are welcome in the project's issue tracker; "
            "say which look you played and what you did just before."
        )),
        (_("Copyright information"), _(
            "Windows Yahtzee 2.21 was written by Scott Gifford in 1993 and sold as shareware. This "
            "re-creation is YNOT's own: its pictures, font, sounds and words are new, and it comes with "
            "no warranty."
        )),
    ]
    return found
