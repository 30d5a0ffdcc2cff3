"""The computer players' levels, by name: what a look lists before any of the strategy (NumPy, the
solver) is loaded, which happens when a computer first plays (players.py)."""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _


@dataclass(frozen=True)
class Level:
    """A computer level: its key, and its title and description marked with N_ (translated where shown)."""

    name: str
    title: str
    description: str


PLAYERS: dict[str, Level] = {
    "beginner": Level("beginner", N_("Beginner"), N_("keeps dice and picks boxes for the best score this turn")),
    "good": Level("good", N_("Good"), N_("plays each turn well against what the open boxes are usually worth")),
    "perfect": Level("perfect", N_("Perfect"), N_("the exact solver: the largest expected final score")),
}


def level_title(name: str) -> str:
    """A level's title in the player's language ("Beginner"); an unknown name as it is."""
    return _(PLAYERS[name].title) if name in PLAYERS else name
