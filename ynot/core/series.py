"""A series of games (the YNOT 1.00 manual of 1993): a single game, first to a total, or best total over n games."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from ..i18n import _, ngettext


class SeriesMode(Enum):
    SINGLE = "single"
    FIRST_TO = "first-to"  # first to an agreed total score
    GAMES = "games"  # highest total in an agreed number of games


@dataclass(frozen=True)
class Series:
    """Running totals of a sequence of games between the same players."""

    players: tuple[str, ...]
    mode: SeriesMode = SeriesMode.SINGLE
    target: int = 0  # the total for FIRST_TO, the number of games for GAMES
    totals: tuple[int, ...] = field(default=())
    games_played: int = 0

    def __post_init__(self) -> None:
        if not self.totals:
            object.__setattr__(self, "totals", (0,) * len(self.players))
        if self.mode is SeriesMode.FIRST_TO and self.target <= 0:
            raise ValueError("a first-to series needs a target total above 0")
        if self.mode is SeriesMode.GAMES and self.target <= 0:
            raise ValueError("a series of games needs at least one game")
        if len(self.totals) != len(self.players):
            raise ValueError("one running total per player")

    def add_game(self, scores: tuple[int, ...]) -> Series:
        """The series after a game with these final scores."""
        if self.is_over:
            raise ValueError("the series is over; start a new one")
        if len(scores) != len(self.players):
            raise ValueError("one score per player")
        totals = tuple(t + s for t, s in zip(self.totals, scores, strict=True))
        return replace(self, totals=totals, games_played=self.games_played + 1)

    @property
    def is_over(self) -> bool:
        if self.mode is SeriesMode.SINGLE:
            return self.games_played >= 1
        if self.mode is SeriesMode.FIRST_TO:
            return max(self.totals) >= self.target
        return self.games_played >= self.target

    def leaders(self) -> tuple[int, ...]:
        best = max(self.totals)
        return tuple(i for i, t in enumerate(self.totals) if t == best)

    def winners(self) -> tuple[int, ...]:
        """The players who won the series (several on a tie); empty while it goes on."""
        return self.leaders() if self.is_over else ()

    def describe(self) -> str:
        if self.mode is SeriesMode.SINGLE:
            return _("a single game")
        if self.mode is SeriesMode.FIRST_TO:
            return _("first to {target}").format(target=self.target)
        return ngettext("highest total in {count} game", "highest total in {count} games", self.target).format(
            count=self.target
        )
