"""Pictures and tables of figures in a look's dialogs, drawn in the look's pens (``Style.chart_pens``): the
review's chart of a player's game turn by turn (the expected final score against the score written), a
histogram of a player's finished scores with the average, the best and perfect play marked, and a table of
words and figures whose columns fit their widest cell."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...core.coaching import TurnPoint
from ...core.histogram import Histogram
from ...i18n import _, decimal
from .style import Colour, Style
from .text import fit_text
from .widgets import Widget

#: pixels between the columns of a table
COLUMN_GAP = 8
#: the size of a mark under a histogram's axis
MARK = 5
#: the room a short stroke of a pen takes before its words in a legend
SWATCH = 10


def _round_up(value: float, step: int) -> int:
    return max(step, int(-(-value // step)) * step)


class TextTable(Widget):
    """Rows of cells (the first row the heading, drawn in the grey pen), each column as wide as its widest
    cell, left- or right-aligned (``aligns``: ``<`` or ``>`` per column); within ``width``, the widest
    columns are cut with an ellipsis first."""

    focusable = False
    spans = True  # a dialog starts it at its left edge

    def __init__(self, rows: Sequence[Sequence[str]], aligns: str, *, width: int, heading: bool = True) -> None:
        super().__init__()
        self.rows = [list(row) for row in rows]
        self.aligns = aligns
        self.width = width
        self.heading = heading

    @staticmethod
    def gap(style: Style) -> int:
        """The room between two columns: two letters' width, so that a heading of two words ("given away")
        reads as one column's."""
        return max(COLUMN_GAP, 2 * style.font.line_width("m"))

    def column_widths(self, style: Style) -> list[int]:
        font = style.font
        count = len(self.aligns)
        widths = [max((font.line_width(row[c]) for row in self.rows if c < len(row)), default=0) for c in range(count)]
        excess = sum(widths) - (self.width - self.gap(style) * (count - 1))
        while excess > 0 and max(widths) > 1:  # the widest column gives way, down to the next widest
            widest = widths.index(max(widths))
            second = max((w for c, w in enumerate(widths) if c != widest), default=0)
            cut = min(excess, max(1, widths[widest] - second))
            widths[widest] -= cut
            excess -= cut
        return widths

    def size_hint(self, style: Style) -> tuple[int, int]:
        widths = self.column_widths(style)
        return sum(widths) + self.gap(style) * (len(widths) - 1), len(self.rows) * style.font.line_height

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        font = style.font
        widths = self.column_widths(style)
        gap = self.gap(style)
        for index, row in enumerate(self.rows):
            y = self.rect.top + index * font.line_height
            ink = style.data.grey if self.heading and index == 0 else style.data.ink
            x = self.rect.left
            for cell, width, align in zip(row, widths, self.aligns, strict=False):
                shown = fit_text(font, cell, width)
                if align == ">":
                    style.text(surface, shown, (x + width, y), ink, align="right")
                else:
                    style.text(surface, shown, (x, y), ink)
                x += width + gap


class _Chart(Widget):
    """A chart ``width`` x ``height`` pixels, its legend under it (one line, or two where one is too wide)."""

    focusable = False
    spans = True  # a dialog starts it at its left edge

    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.width = width
        self.height = height

    def legend(self) -> list[tuple[str, str]]:
        """(pen's name, words) for each entry of the legend."""
        return []

    def legend_lines(self, style: Style) -> list[list[tuple[str, str]]]:
        font = style.font
        lines: list[list[tuple[str, str]]] = [[]]
        used = 0
        for entry in self.legend():
            need = SWATCH + 3 + font.line_width(entry[1]) + (COLUMN_GAP if lines[-1] else 0)
            if lines[-1] and used + need > self.width:
                lines.append([])
                used = 0
                need -= COLUMN_GAP
            lines[-1].append(entry)
            used += need
        return [line for line in lines if line]

    def size_hint(self, style: Style) -> tuple[int, int]:
        return self.width, self.height + len(self.legend_lines(style)) * style.font.line_height

    def pen(self, style: Style, name: str) -> Colour:
        return getattr(style.chart_pens(), name)

    def draw_legend(self, surface: pygame.Surface, style: Style, top: int) -> None:
        font = style.font
        axis = self.pen(style, "axis")
        for row, line in enumerate(self.legend_lines(style)):
            y = top + row * font.line_height
            x = self.rect.left
            for name, words in line:
                self.swatch(surface, style, name, pygame.Rect(x, y, SWATCH, font.line_height))
                drawn = style.text(surface, words, (x + SWATCH + 3, y), axis)
                x = drawn.right + COLUMN_GAP

    def swatch(self, surface: pygame.Surface, style: Style, name: str, room: pygame.Rect) -> None:
        """The legend's sample of the pen ``name``: a short stroke at the height of a capital's middle."""
        y = room.top + style.font.baseline - style.font.cap_height // 2
        pygame.draw.line(surface, self.pen(style, name), (room.left, y), (room.right - 1, y))


class TurnChart(_Chart):
    """A player's game turn by turn: the expected final score after each turn and the score written so far,
    two lines over the turns, from 0 up to a round score above both."""

    def __init__(self, points: Sequence[TurnPoint], width: int, height: int) -> None:
        super().__init__(width, height)
        self.points = list(points)

    def legend(self) -> list[tuple[str, str]]:
        return [("expected", _("expected final score")), ("written", _("score written"))]

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        font = style.font
        pens = style.chart_pens()
        top = _round_up(max([p.expected for p in self.points] + [p.written for p in self.points] + [1]), 50)
        turns = max(1, self.points[-1].turn if self.points else 1)
        label_w = font.line_width(str(top)) + 3
        plot = pygame.Rect(self.rect.left + label_w, self.rect.top + font.cap_height // 2 + 1,
                           self.width - label_w - 2, self.height - font.line_height - font.cap_height // 2 - 2)
        style.text(surface, str(top), (plot.left - 3, plot.top - font.baseline + font.cap_height // 2), pens.axis,
                   align="right")
        style.text(surface, "0", (plot.left - 3, plot.bottom - font.baseline + font.cap_height // 2), pens.axis,
                   align="right")
        pygame.draw.line(surface, pens.axis, (plot.left - 1, plot.top), (plot.left - 1, plot.bottom))
        pygame.draw.line(surface, pens.axis, (plot.left - 1, plot.bottom), (plot.right, plot.bottom))
        below = plot.bottom + 2
        style.text(surface, _("turn {number}").format(number=turns), (plot.right, below), pens.axis, align="right")

        def at(turn: int, score: float) -> tuple[int, int]:
            return (plot.left + round(turn * plot.width / turns), plot.bottom - round(score * plot.height / top))

        for name, values in (("written", [p.written for p in self.points]),
                             ("expected", [p.expected for p in self.points])):
            places = [at(p.turn, value) for p, value in zip(self.points, values, strict=True)]
            if len(places) > 1:
                pygame.draw.lines(surface, getattr(pens, name), False, places)
        self.draw_legend(surface, style, self.rect.top + self.height)


class ScoreChart(_Chart):
    """A histogram of a player's finished scores (``ynot.core.histogram``): a bar a bin, the lowest score
    and the first past the last bin under the axis, the tallest bar's count beside it, and marks under the
    axis for the average (a diamond), the best (a square) and perfect play (a triangle)."""

    def __init__(self, chart: Histogram, width: int, height: int) -> None:
        super().__init__(width, height)
        self.chart = chart

    def legend(self) -> list[tuple[str, str]]:
        chart = self.chart
        entries = [("average", _("average {score}").format(score=decimal(chart.average))),
                   ("best", _("best {score}").format(score=chart.best))]
        if chart.perfect is not None:
            entries.append(("perfect", _("perfect play {score}").format(score=decimal(chart.perfect))))
        return entries

    def swatch(self, surface: pygame.Surface, style: Style, name: str, room: pygame.Rect) -> None:
        y = room.top + style.font.baseline - style.font.cap_height // 2
        self.mark(surface, style, name, room.left + SWATCH // 2, y)

    def mark(self, surface: pygame.Surface, style: Style, name: str, x: int, y: int) -> None:
        """The mark ``name`` (average, best, perfect) centred on (x, y)."""
        pens = style.chart_pens()
        half = MARK // 2
        if name == "perfect":
            points = [(x, y - half), (x + half, y + half), (x - half, y + half)]
            pygame.draw.polygon(surface, pens.expected, points)
        elif name == "average":
            pygame.draw.polygon(surface, pens.mark, [(x, y - half), (x + half, y), (x, y + half), (x - half, y)])
        else:
            pygame.draw.rect(surface, pens.mark, pygame.Rect(x - half, y - half, MARK, MARK))

    def x_of(self, plot: pygame.Rect, score: float) -> int:
        chart = self.chart
        span = max(1, chart.high - chart.low)
        return plot.left + round((score - chart.low) * plot.width / span)

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        font = style.font
        pens = style.chart_pens()
        chart = self.chart
        most = max(chart.counts) if chart.counts else 1
        label_w = font.line_width(str(most)) + 3
        marks_h = MARK + 2
        plot = pygame.Rect(self.rect.left + label_w, self.rect.top + font.cap_height // 2 + 1,
                           self.width - label_w - 2,
                           self.height - font.line_height - marks_h - font.cap_height // 2 - 2)
        style.text(surface, str(most), (plot.left - 3, plot.top - font.baseline + font.cap_height // 2), pens.axis,
                   align="right")
        bins = max(1, len(chart.counts))
        for index, count in enumerate(chart.counts):
            if not count:
                continue
            left = plot.left + index * plot.width // bins
            right = plot.left + (index + 1) * plot.width // bins - 1
            height = max(1, round(count * plot.height / most))
            bar = pygame.Rect(left, plot.bottom - height, max(1, right - left), height)
            pygame.draw.rect(surface, pens.written, bar)
        pygame.draw.line(surface, pens.axis, (plot.left - 1, plot.top), (plot.left - 1, plot.bottom))
        pygame.draw.line(surface, pens.axis, (plot.left - 1, plot.bottom), (plot.right, plot.bottom))
        y = plot.bottom + 1 + MARK // 2 + 1
        for name, score in (("perfect", chart.perfect), ("average", chart.average), ("best", chart.best)):
            if score is not None:
                self.mark(surface, style, name, self.x_of(plot, score), y)
        below = plot.bottom + marks_h + 1
        style.text(surface, str(chart.low), (plot.left, below), pens.axis)
        style.text(surface, str(chart.high), (plot.right, below), pens.axis, align="right")
        self.draw_legend(surface, style, self.rect.top + self.height)


__all__ = ["COLUMN_GAP", "ScoreChart", "TextTable", "TurnChart"]
