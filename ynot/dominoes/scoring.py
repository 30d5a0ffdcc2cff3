"""Points: a field worth a multiple of 5 scores its value; going out scores every opponent's pips (a
partner's not counted) rounded to the nearest 5; a blocked hand scores the lightest side what every other
side holds more than it, rounded the same way."""

from __future__ import annotations

from collections.abc import Sequence


def play_points(value: int) -> int:
    """What a play that brings the field to ``value`` scores: the value if it is a multiple of 5."""
    return value if value > 0 and value % 5 == 0 else 0


def round_to_five(pips: int) -> int:
    """``pips`` rounded to the nearest multiple of 5 (23 -> 25, 22 -> 20; there are no ties)."""
    return (pips + 2) // 5 * 5


def out_points(opponent_pips: int) -> int:
    """What the player who goes out scores: the opponents' pips, added up, rounded to 5."""
    return round_to_five(opponent_pips)


def blocked_points(pips: Sequence[int]) -> tuple[int | None, int]:
    """A blocked hand, from each side's pips (a player's, or a partnership's two hands added): (the side
    with the fewest pips, what every other side holds more than it, added up and rounded to 5); (None, 0)
    when two sides share the fewest. With two sides that is the difference."""
    lightest = min(pips)
    if list(pips).count(lightest) > 1:
        return None, 0
    side = list(pips).index(lightest)
    return side, round_to_five(sum(p - lightest for p in pips))


def crosses(score: int) -> tuple[int, int]:
    """A score as the manual keeps it: (whole crosses of 10, strokes of 5 left over: 0 or 1)."""
    return score // 10, (score % 10) // 5
