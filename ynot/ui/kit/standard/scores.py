"""The kit's high score table and statistics, read from the records through the shell: a computer's score
marked (C), as docs/store.md promises, the rules named above the table."""

from __future__ import annotations

from typing import Any

from ....i18n import _, decimal
from ..dialog import MessageBox
from ..text import fit_text, score_name
from .host import Host


def _width(host: Host) -> int:
    return min(host.ctx.canvas[0] * 2 // 3, 320)


def _heading(host: Host) -> str:
    if host.scores_heading is not None:
        return host.scores_heading()
    return host.kind.title_of(host.session.rules)


def score_lines(host: Host, width: int) -> list[str]:
    """The high score table of the rules played, a line an entry as every look writes it (rank, name with
    (C) for a computer, score and date: a row of a kit Label ``width`` wide), or the sentence why there is
    none."""
    if host.session is None:
        return [_("Start a game first: high scores are kept for each game's rules.")]
    if not host.kind.high_scores:
        return [_("{game} keeps no high scores: winning is what counts.").format(game=_(host.kind.title))]
    if host.store is None:
        return [_("High scores are not kept: the records could not be opened.")]
    font = host.ctx.style.font
    rows = [
        f"{entry.rank}. {score_name(font, entry.name, entry.computer, width // 2)}\t{entry.score}\t{entry.date[:10]}"
        for entry in host.high_scores()
    ]
    return rows or [_("No high scores yet with these rules: play a game to get in.")]


def high_scores_dialog(host: Host, **_kw: Any) -> MessageBox:
    """The table of the rules played, under their name."""
    width = _width(host)
    lines = score_lines(host, width)
    if host.session is not None and host.kind.high_scores and host.store is not None:
        lines = [_heading(host), "", *lines]
    return MessageBox(host.ctx, _("High scores"), "\n".join(lines), width=width)


def stats_dialog(host: Host, **_kw: Any) -> MessageBox:
    """Each player's games, wins, best and average score with the rules played, since the player began."""
    width = _width(host)
    if host.session is None:
        lines = [_("Start a game first: statistics are kept for each game's rules.")]
    elif host.store is None:
        lines = [_("No statistics are kept: the records could not be opened.")]
    else:
        font = host.ctx.style.font
        lines = [_heading(host), "", "\t".join((_("Player"), _("Games"), _("Won"), _("Best"), _("Average")))]
        for name in host.session.players:
            shown = fit_text(font, name, width // 3)
            stats = host.stats(name)
            if stats is None:
                lines.append(f"{shown}\t-\t-\t-\t-")
                continue
            total = stats.all_time
            lines.append(f"{shown}\t{total.games}\t{total.wins}\t{total.best}\t{decimal(total.average)}")
    return MessageBox(host.ctx, _("Statistics"), "\n".join(lines), width=width)
