"""What a finished game leaves in the records, for every game: each seat's result and a player's
statistics over many results. The store keeps them in one schema; a game's kind makes them."""

from __future__ import annotations

from dataclasses import dataclass

#: One detail of a result the records keep beside the score: (column, box, points), e.g. the dice
#: games' boxes (``(0, "chance", 23)``); a game with nothing to keep gives none.
Detail = tuple[int, str, "int | None"]


@dataclass(frozen=True)
class SeatResult:
    """One seat's result: the score, whether the seat won the game (known once the game is over), the
    details its statistics keep, and the best score of its opponents where that is not simply the best of
    every other seat (a partner is no opponent)."""

    score: int
    won: bool = False
    details: tuple[Detail, ...] = ()
    against: int | None = None


def winners(scores: tuple[int, ...] | list[int]) -> set[int]:
    """The seats that won a finished game: the one highest score, when more than one seat played."""
    if len(scores) < 2:
        return set()
    best = max(scores)
    top = [seat for seat, score in enumerate(scores) if score == best]
    return set(top) if len(top) == 1 else set()


@dataclass(frozen=True)
class Stats:
    """Games played, best score, total score, games won and the total of the best opponent's scores
    over some stretch of one player's games under one rules key."""

    games: int = 0
    best: int = 0
    total: int = 0
    wins: int = 0
    against: int = 0

    @property
    def average(self) -> float:
        """The mean score, 0.0 before the first game."""
        return self.total / self.games if self.games else 0.0
