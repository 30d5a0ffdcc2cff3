"""``ynot stats NAME --chart``: a histogram of a player's finished scores per rule set in block characters,
within the terminal's width, with the average, the best and perfect play marked."""

from __future__ import annotations

from ..core import kind_for_key
from ..core.histogram import Histogram, histogram
from ..i18n import _, decimal, ngettext
from ..terminal import width
from .scores import rules_title

#: rows of the bars (each row in eighths of a character)
HEIGHT = 8
#: a width for output to a pipe or a file
PIPE_WIDTH = 80
EIGHTHS = " ▁▂▃▄▅▆▇█"
#: the marks under the bars: average, best, perfect play
MARKS = ("◆", "★", "▲")
#: characters left of the bars: the count and the axis
LEFT = 7
#: characters a bin takes: its bar and a gap
CELL = 2


def print_charts(name: str, scores: dict[str, list[int]]) -> None:
    """One chart per rule set the player has finished games of."""
    columns = width() or PIPE_WIDTH
    blocks = []
    for key, finished in scores.items():
        heading = ngettext("{name}: {rules}, {count} game", "{name}: {rules}, {count} games", len(finished)).format(
            name=name, rules=rules_title(key), count=len(finished)
        )
        chart = histogram(finished, bins_for(columns), _perfect(key))
        blocks.append("\n".join([heading, *chart_lines(chart, columns)]))
    print("\n\n".join(blocks))


def bins_for(columns: int) -> int:
    """The most bins a chart has within ``columns``."""
    return max(1, (columns - LEFT) // CELL)


def _perfect(key: str) -> float | None:
    """Perfect play's expected score for a rules key, through the game's kind (None where not known)."""
    try:
        kind = kind_for_key(key)
        rules = kind.rules_from_key(key)
    except (KeyError, ValueError, IndexError):
        return None
    found = kind.loaded("perfect_score")
    return None if found is None else found(rules)


def chart_lines(chart: Histogram, columns: int) -> list[str]:
    """The chart as lines no wider than ``columns``: bars, axis, score labels, one line per mark."""
    most = max(chart.counts)
    lines = []
    for row in range(HEIGHT, 0, -1):
        cells = []
        for count in chart.counts:
            eighths = round(count * HEIGHT * 8 / most) - (row - 1) * 8
            cells.append(EIGHTHS[max(0, min(8, eighths))] * (CELL - 1))
        label = str(most) if row == HEIGHT else ""
        lines.append(f"{label:>{LEFT - 2}} |" + " ".join(cells).rstrip())
    lines.append(" " * (LEFT - 2) + " +" + "-" * (CELL * len(chart.counts)))
    lines.append(" " * LEFT + _axis_labels(chart))
    marks = [
        (chart.average, MARKS[0], _("average {score}").format(score=decimal(chart.average))),
        (chart.best, MARKS[1], _("best {score}").format(score=chart.best)),
    ]
    if chart.perfect is not None:
        marks.append((chart.perfect, MARKS[2], _("perfect play {score}").format(score=decimal(chart.perfect))))
    for score, mark, text in marks:
        at = LEFT + CELL * chart.bin_of(score)
        if at + 2 + len(text) <= columns:
            lines.append(f"{' ' * at}{mark} {text}")
        elif at >= len(text) + 1:  # the words before the mark
            lines.append(f"{' ' * (at - len(text) - 1)}{text} {mark}")
        else:  # the mark in its place, the words under it
            lines += [f"{' ' * at}{mark}", f"{' ' * LEFT}{mark} {text}"]
    return lines


def _axis_labels(chart: Histogram) -> str:
    """The lowest score of a bin under its bar, every few bins as room allows."""
    room = CELL * len(chart.counts)
    label_width = len(str(chart.high)) + 1
    step = max(1, -(-label_width // CELL))
    text = [" "] * (room + label_width)
    for i in range(0, len(chart.counts), step):
        label = str(chart.low + i * chart.width)
        if CELL * i + len(label) <= room:
            text[CELL * i : CELL * i + len(label)] = label
    return "".join(text).rstrip()


__all__ = ["bins_for", "chart_lines", "print_charts"]
