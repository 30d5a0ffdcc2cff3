"""``standings``: each user's finished games, wins, average and best, from the index of boards.

As the manual counts them: every finished board is a game for each of its players. A board left by a
resignation or the time limit is won by nobody unless it had been played (every player had moved), and
then by the best of those who stayed. The average and the best are of the played boards' totals, so a
board given up before anybody had a turn does not pull an average down.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ...i18n import _
from ..index import BoardSummary


@dataclass
class Tally:
    """One user's finished boards."""

    games: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)  # the totals of the boards that were played

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None


def tallies(entries: Iterable[BoardSummary]) -> dict[str, Tally]:
    """Each user's finished boards counted."""
    found: dict[str, Tally] = {}
    for entry in entries:
        if entry.totals is None:
            continue
        winners = entry.winners()
        for user, total in zip(entry.users, entry.totals, strict=True):
            tally = found.setdefault(user, Tally())
            tally.games += 1
            tally.wins += user in winners
            if entry.played:
                tally.scores.append(total)
    return found


def standings_text(entries: Iterable[BoardSummary]) -> str:
    """The table: user, games, wins, average, best; most wins first."""
    found = tallies(entries)
    if not found:
        return _("No game has finished yet.")
    rows = sorted(found.items(), key=lambda item: (-item[1].wins, -(item[1].average or 0.0), item[0].casefold()))
    lines = [f"{_('user'):<20} {_('games'):>6} {_('wins'):>6} {_('average'):>8} {_('best'):>6}"]
    for user, tally in rows:
        average = "-" if tally.average is None else f"{tally.average:.1f}"
        best = str(max(tally.scores)) if tally.scores else "-"
        lines.append(f"{user:<20} {tally.games:>6} {tally.wins:>6} {average:>8} {best:>6}")
    return "\n".join(lines)
