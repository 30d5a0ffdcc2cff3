"""The kit's high score table and statistics, read from the records through the shell: a computer's score
marked (C), as docs/store.md promises, the rules named above the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ....core.histogram import histogram
from ....i18n import _, decimal
from ..charts import ScoreChart
from ..dialog import Dialog, MessageBox
from ..style import Style
from ..text import fit_text, score_name
from ..widgets import Button, Choice, Label, Widget
from .host import Host

#: the least width of a histogram's bar, in pixels
CHART_BIN = 6


def _width(host: Host) -> int:
    return min(host.ctx.canvas[0] * 2 // 3, 320)


def _heading(host: Host, rules: Any = None) -> str:
    """The rules named above a table: the look's own words for the rules played, else the rules' title."""
    played = host.session.rules if host.session is not None else None
    if host.scores_heading is not None and (rules is None or rules == played):
        return host.scores_heading()
    return host.kind.title_of(rules if rules is not None else played)


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


def player_chart(host: Host, name: str, width: int, height: int, rules: Any = None) -> ScoreChart | Label:
    """A histogram of ``name``'s finished scores with ``rules`` (the rules played by default), perfect play
    marked once the coach knows it (asked for here the first time); a sentence when there are none yet."""
    rules = rules if rules is not None else host.session.rules
    scores = (host.call(lambda: host.store.finished_scores(name, rules)) or {}).get(host.kind.rules_key(rules), [])
    if not scores:
        return Label(_("{name} has no finished games with these rules yet.").format(name=name), width=width)
    perfect = host.coaching.perfect_score(rules) if host.coaching.offered else None
    chart = histogram(scores, max(1, width // CHART_BIN), perfect)
    return ScoreChart(chart, width, height)


def stats_dialog(host: Host, *, players: Sequence[str] | None = None, rules: Any = None, **_kw: Any) -> StatsDialog:
    """Each player's games, wins, best and average score with the rules played, since the player began; a
    histogram of a player's scores (the one chosen, where several play); and, where the game has a coach,
    Review last game. A look whose players and rules are chosen before a game starts (the Amiga's selection
    screen) gives them as ``players`` and ``rules``; by default they are the session's."""
    width = _width(host)
    if rules is None and host.session is not None:
        rules = host.session.rules
    players = list(players) if players is not None else list(host.session.players) if host.session else None
    if rules is None or players is None:
        lines = [_("Start a game first: statistics are kept for each game's rules.")]
    elif host.store is None:
        lines = [_("No statistics are kept: the records could not be opened.")]
    else:
        font = host.ctx.style.font
        lines = [_heading(host, rules), "", "\t".join((_("Player"), _("Games"), _("Won"), _("Best"), _("Average")))]
        for name in players:
            shown = fit_text(font, name, width // 3)
            stats = host.stats(name, rules)
            if stats is None:
                lines.append(f"{shown}\t-\t-\t-\t-")
                continue
            total = stats.all_time
            lines.append(f"{shown}\t{total.games}\t{total.wins}\t{total.best}\t{decimal(total.average)}")
    table = Label("\n".join(lines), width=width, align="center")
    rows: list[Any] = [table]
    if rules is not None and players is not None and host.store is not None:
        height = max(36, min(90, host.ctx.canvas[1] // 6))
        chart_row = ChartRow(lambda index: player_chart(host, players[index], width, height, rules))
        if len(players) > 1:
            rows.append((_("Chart of:"), Choice(_("Chart of"), players, 0, on_change=chart_row.show)))
        rows.append(chart_row)
    buttons = []
    dialog: StatsDialog

    def review() -> None:
        dialog.close()
        host.open_dialog("review")

    if host.coaching.offered:
        buttons.append(Button(_("&Review last game"), review))
    dialog = StatsDialog(host.ctx, _("Statistics"), rows, buttons, ok=_("OK"))
    dialog.label = table
    return dialog


class StatsDialog(Dialog):
    """The statistics: its ``label`` the table of every player's figures."""

    label: Label


class ChartRow(Widget):
    """The histogram of the player chosen: a chart, or the sentence why there is none, made again when
    another player is chosen."""

    focusable = False
    spans = True  # a dialog starts it at its left edge

    def __init__(self, make: Callable[[int], Widget]) -> None:
        super().__init__()
        self.make = make
        self.shown = make(0)

    def show(self, index: int) -> None:
        self.shown = self.make(index)

    def size_hint(self, style: Style) -> tuple[int, int]:
        return self.shown.size_hint(style)

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        self.shown.rect = self.rect
        self.shown.draw(surface, style, focused)
