"""A histogram of a player's finished scores: bins of a round width, with the average, the best and the
expected score of perfect play marked. A pure model: the terminal draws it in block characters, a look in
its pens."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: bin widths a chart uses, smallest first (round numbers read at a glance)
WIDTHS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


@dataclass(frozen=True)
class Histogram:
    """Counts of scores in ``len(counts)`` bins of ``width`` points from ``low``: bin i holds the scores
    ``low + i * width`` to ``low + (i + 1) * width - 1``."""

    low: int
    width: int
    counts: tuple[int, ...]
    average: float
    best: int
    perfect: float | None = None

    @property
    def games(self) -> int:
        return sum(self.counts)

    @property
    def high(self) -> int:
        """The first score past the last bin."""
        return self.low + self.width * len(self.counts)

    def bin_of(self, score: float) -> int:
        """The bin a score (or a mark) falls in, clamped to the chart."""
        return max(0, min(len(self.counts) - 1, int((score - self.low) // self.width)))


def histogram(scores: Sequence[int], most_bins: int, perfect: float | None = None) -> Histogram:
    """The scores in at most ``most_bins`` bins (at least 1) of the smallest round width that holds them all
    and the perfect-play mark; raises ValueError without scores."""
    if not scores:
        raise ValueError("a histogram needs at least one score")
    marks = [*scores, *([round(perfect)] if perfect is not None else [])]
    least, most = min(marks), max(marks)
    for width in WIDTHS:
        low = least // width * width
        bins = most // width - low // width + 1
        if bins <= max(1, most_bins):
            break
    counts = [0] * bins
    for score in scores:
        counts[(score - low) // width] += 1
    return Histogram(low, width, tuple(counts), sum(scores) / len(scores), max(scores), perfect)


__all__ = ["WIDTHS", "Histogram", "histogram"]
