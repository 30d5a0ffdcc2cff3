"""Points: a field worth a multiple of 5 scores its value; going out scores the opponent's pips rounded
to the nearest 5; a blocked hand scores the lighter hand the difference, rounded the same way."""

from __future__ import annotations


def play_points(value: int) -> int:
    """What a play that brings the field to ``value`` scores: the value if it is a multiple of 5."""
    return value if value > 0 and value % 5 == 0 else 0


def round_to_five(pips: int) -> int:
    """``pips`` rounded to the nearest multiple of 5 (23 -> 25, 22 -> 20; there are no ties)."""
    return (pips + 2) // 5 * 5


def out_points(opponent_pips: int) -> int:
    """What the player who goes out scores."""
    return round_to_five(opponent_pips)


def blocked_points(pips: tuple[int, int]) -> tuple[int | None, int]:
    """A blocked hand: (the seat with fewer pips, the difference rounded to 5); (None, 0) on a tie."""
    if pips[0] == pips[1]:
        return None, 0
    lighter = 0 if pips[0] < pips[1] else 1
    return lighter, round_to_five(abs(pips[0] - pips[1]))


def crosses(score: int) -> tuple[int, int]:
    """A score as the seed keeps it: (whole crosses of 10, strokes of 5 left over: 0 or 1)."""
    return score // 10, (score % 10) // 5
