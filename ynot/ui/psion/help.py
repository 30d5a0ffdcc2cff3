"""The HELP key's topics: the rules, the scoring and the keys, in our own words, with links between
them (``[[Topic]]``) for the kit's help viewer."""

from __future__ import annotations

TOPICS: tuple[tuple[str, str], ...] = (
    (
        "The game",
        "A game has 13 turns. In each turn you roll five dice up to three times, then score them in one "
        "of the 13 boxes of the score card. Every box is used once and only once, so the whole skill is "
        "in choosing which dice to roll again and where to score.\n\n"
        "The first roll of a turn rolls all five dice. For the second and third rolls you choose which "
        "dice to roll again. You may score after any roll, and you must score after the third.\n\n"
        "See [[Section 1]], [[Section 2]], [[Bonuses]] and the [[Keys]].",
    ),
    (
        "Section 1",
        "The six boxes on the left score one face each: 1s scores the total of the dice showing 1, "
        "2s the dice showing 2, and so on up to 6s.\n\n"
        "If section 1 adds up to 63 or more you win a bonus of 35 points. 63 is three of each face, so "
        "the card shows how far you are above or below that pace: +n or -n. Once the bonus is won the "
        "sign becomes = and the 35 points appear; = 0 means it can no longer be won.",
    ),
    (
        "Section 2",
        "3 of a kind and 4 of a kind score the total of all five dice.\n"
        "Full House (three of one face and two of another) scores 25.\n"
        "Low Straight (four in a row) scores 30; High Straight (five in a row) scores 40.\n"
        "YNOT! (five of a kind) scores 50. Chance scores the total of any dice.\n\n"
        "Scores work downwards: a High Straight can be scored as a Low Straight, and a YNOT! as a "
        "3 or 4 of a kind or a Full House.",
    ),
    (
        "Bonuses",
        "YNOT! bonus: every further YNOT! earns 100 points, once a YNOT! has been scored as such.\n\n"
        "Roll! bonus: score three or more of a kind in section 1, or score anywhere in section 2 except "
        "Chance, in fewer than three rolls, and you earn 10 points after one roll or 5 points after "
        "two.\n\n"
        "The icon with the stars shows the YNOT! and Roll! bonuses together; the cup shows the game total.\n"
        "See also [[Section 1]]'s bonus.",
    ),
    (
        "Keys",
        "Enter: start, roll the marked dice, or score the box under the cursor (the button shows which).\n"
        "Left/Right: move the box round the current die.\n"
        "Space: mark the current die to roll it again, or unmark it.\n"
        "Shift-Space: mark again the dice you rolled last time.\n"
        "Tab: switch between the dice and the score card. On the card the cursor starts on the box that "
        "scores most and shows what it would score; the cursor keys move among the free boxes.\n"
        "After the third roll the card is open until you score. After a score the next turn's first "
        "roll happens by itself.",
    ),
    (
        "Psion keys",
        "Hold Ctrl or Alt (the Psion key) with a letter:\n"
        "H  the high score table\n"
        "C  clear the high score table\n"
        "P  player statistics (Enter: next player)\n"
        "N  a new series of games\n"
        "S  set up the players and the series\n"
        "O  options: dice animation and sound\n"
        "A  about YNOT\n"
        "R  register your name (free: any code will do)\n"
        "X  exit at once (your game is kept)\n\n"
        "Menu or F2 opens the menus; F1 opens this help. See [[Players]].",
    ),
    (
        "Players",
        "Up to six players are known by name, each with all-time statistics and statistics for the "
        "current series: games played, best score and average.\n\n"
        "Play alone and aim for the high score table, or play two players: first to an agreed total, "
        "or the highest total over an agreed number of games. Each player plays a whole game in turn; "
        "the running totals are next to the names.\n\n"
        "In the player list, Enter picks a player; Space creates a new player or resets a player's "
        "statistics.",
    ),
)
