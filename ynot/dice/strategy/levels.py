"""The computer players' levels, by name: what a look lists before any of the strategy (NumPy, the
solver) is loaded, which happens when a computer first plays (players.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    name: str
    title: str
    description: str


PLAYERS: dict[str, Level] = {
    "beginner": Level("beginner", "Beginner", "keeps dice and picks boxes for the best score this turn"),
    "good": Level("good", "Good", "plays each turn well against what the open boxes are usually worth"),
    "perfect": Level("perfect", "Perfect", "the exact solver: the largest expected final score"),
}
