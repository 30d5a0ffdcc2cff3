"""Who sits at the table: two to four seats, each a person (a name) or a computer (a level), written
as a comma-separated list such as ``Ann,hard,Bob,blocker`` (``ynot dominoes --players``, ynot.ini)."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _
from .computer import LEVELS, title
from .rules import LEAST_PLAYERS, MOST_PLAYERS


@dataclass(frozen=True)
class Seat:
    """A seat: ``name`` shown at the table; ``level`` the computer's level, None for a person."""

    name: str
    level: str | None = None

    @property
    def is_person(self) -> bool:
        return self.level is None


def parse_seats(text: str) -> tuple[Seat, ...]:
    """``Ann,hard,Bob,easy`` as seats: a level word (``easy``, ``hard``, ``blocker``, ``random``,
    ``hoarder``) is a computer named by its title (numbered when two share one), anything else a
    person's name; ValueError with a sentence for a wrong count or a name given twice."""
    words = [word.strip() for word in text.split(",")]
    if any(not word for word in words):
        raise ValueError(_("Name each seat, separated by commas, e.g. Ann,hard,Bob,easy."))
    if not LEAST_PLAYERS <= len(words) <= MOST_PLAYERS:
        raise ValueError(_("Dominoes is played by two, three or four players."))
    seats = []
    taken: set[str] = set()
    for word in words:
        level = word.lower() if word.lower() in LEVELS else None
        name = title(level) if level is not None else word
        base, number = name, 2
        while name.casefold() in taken:
            if level is None:
                raise ValueError(
                    _("Two seats are called {name}: give each person a name of their own.").format(name=word)
                )
            name, number = f"{base} {number}", number + 1
        taken.add(name.casefold())
        seats.append(Seat(name, level))
    return tuple(seats)


def seats_text(seats: tuple[Seat, ...]) -> str:
    """Seats written back as ``parse_seats`` reads them (a computer by its level)."""
    return ",".join(seat.level if seat.level is not None else seat.name for seat in seats)
