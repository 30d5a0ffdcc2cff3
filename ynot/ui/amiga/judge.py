"""The end-of-game judgement of the YATCY manual of 1994: the score commented on, and the author's 335 to beat.

"If you beat my high score then the game will tell you at the end of your game when your score is
judged and commented on." The comments are ours; the score to beat is the manual's. No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n import N_, _, and_list

AUTHOR = "Gary Henderson"  # a name, never translated
AUTHOR_SCORE = 335
#: The manual's date, 12/1/1994, kept as the date of the score in the high score table.
AUTHOR_DATE = "1994-01-12T00:00:00Z"
MAXIMUM = 370  # "This is from a maximum possible score of 370."

#: (lowest score of the tier, comment); the first tier whose floor the score reaches is used.
TIERS: tuple[tuple[int, str], ...] = (
    (AUTHOR_SCORE + 1, N_("You have beaten my 335! I was well chuffed with mine; you should be too.")),
    (AUTHOR_SCORE, N_("335 exactly: my own best score. Great minds think alike!")),
    (300, N_("An excellent game, only {short} short of my 335. Next time it falls.")),
    (250, N_("A very good score. Keep the bonus coming and my 335 is in reach.")),
    (200, N_("A fair game: about what the dice give. Aim for the bonus next time.")),
    (150, N_("Not your day. 63 or more in the top half brings 30 bonus points.")),
    (0, N_("Oh dear! Were you rolling the dice with your eyes shut?")),
)

#: For the other rule sets, where the author's 335 means nothing.
PLAIN_TIERS: tuple[tuple[int, str], ...] = (
    (300, N_("A magnificent game! The dice were on your side.")),
    (250, N_("A very good score. Well played.")),
    (200, N_("A fair game: about what the dice give.")),
    (150, N_("Not your day. Aim for the upper bonus next time.")),
    (0, N_("Oh dear! Were you rolling the dice with your eyes shut?")),
)


#: For a player who won the upper bonus: the same tiers without advice to aim for it.
WITH_BONUS = {
    TIERS[4][1]: N_("A fair game: about what the dice give, and the bonus was yours."),
    TIERS[5][1]: N_("Not your day, though the bonus was yours: the bottom half let you down."),
    PLAIN_TIERS[3][1]: N_("Not your day, though the upper bonus was yours."),
}


def comment(score: int, *, author: bool = True, bonus: bool = False) -> str:
    """The comment on one final score (measured against the author's 335 for YATCY); ``bonus``: the
    player won the upper bonus, so no advice to aim for it."""
    tiers = TIERS if author else PLAIN_TIERS
    text = next((text for floor, text in tiers if score >= floor), tiers[-1][1])
    if bonus:
        text = WITH_BONUS.get(text, text)
    return _(text).format(short=AUTHOR_SCORE - score)


def tier(score: int, *, author: bool = True) -> int:
    """Which comment a score earns: 0 for the best, up to the number of tiers less one."""
    tiers = TIERS if author else PLAIN_TIERS
    for index, (floor, _text) in enumerate(tiers):
        if score >= floor:
            return index
    return len(tiers) - 1


def verdict(players: Sequence[str], totals: Sequence[int], *, author: bool = True, bonus: bool = False) -> list[str]:
    """The judgement shown when the game is over: who won with what, then the comment (``author``:
    against the author's 335, for YATCY's own rules; ``bonus``: the best player won the upper bonus)."""
    best = max(totals)
    winners = [players[i] for i, total in enumerate(totals) if total == best]
    if len(players) == 1:
        head = _("{name} scored {score}.").format(name=players[0], score=best)
    elif len(winners) == 1:
        head = _("{name} wins with {score}!").format(name=winners[0], score=best)
    else:
        head = _("A draw at {score}: {names}.").format(score=best, names=and_list(winners))
    return [head, comment(best, author=author, bonus=bonus)]


def game_verdict(state: Any) -> list[str]:
    """The verdict on a finished game (``state``, a dice GameState): the winner and the comment, the
    author's 335 mentioned only in YATCY's own rules, no advice to aim for a bonus the best player won."""
    totals = state.totals()
    best = totals.index(max(totals))
    bonus = state.cards[best][0].upper_bonus(state.rules) > 0
    return verdict(state.players, totals, author=state.rules.name == "yatcy", bonus=bonus)
