"""``standings``: each user's finished games, wins, average and best, from the index of boards."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ...i18n import _
from ..index import BoardSummary


@dataclass
class _Tally:
    games: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)


def tallies(entries: Iterable[BoardSummary]) -> dict[str, _Tally]:
    """Each user's finished boards counted (a user who resigned or was dropped counts the game, not a win)."""
    found: dict[str, _Tally] = {}
    for entry in entries:
        if entry.totals is None:
            continue
        winners = entry.winners()
        for user, total in zip(entry.users, entry.totals, strict=True):
            tally = found.setdefault(user, _Tally())
            tally.games += 1
            tally.wins += user in winners
            tally.scores.append(total)
    return found


def standings_text(entries: Iterable[BoardSummary]) -> str:
    """The table: user, games, wins, average, best; most wins first."""
    found = tallies(entries)
    if not found:
        return _("No game has finished yet.")
    rows = sorted(found.items(), key=lambda item: (-item[1].wins, -sum(item[1].scores) / item[1].games, item[0]))
    lines = [f"{_('user'):<20} {_('games'):>6} {_('wins'):>6} {_('average'):>8} {_('best'):>6}"]
    for user, tally in rows:
        average = sum(tally.scores) / tally.games
        lines.append(f"{user:<20} {tally.games:>6} {tally.wins:>6} {average:>8.1f} {max(tally.scores):>6}")
    return "\n".join(lines)
