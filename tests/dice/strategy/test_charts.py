"""A histogram of a player's finished scores: the model and ``ynot stats NAME --chart``."""

import pytest
from store_helpers import finished

from ynot import cli
from ynot.commands.charts import MARKS, bins_for, chart_lines
from ynot.core.histogram import histogram
from ynot.store import Store


def test_bins_are_round_and_hold_every_score_and_the_mark():
    chart = histogram([181, 204, 254, 323, 199], 10, perfect=254.59)
    assert chart.width in (20, 25) and chart.low % chart.width == 0
    assert chart.games == 5 and chart.best == 323 and chart.average == pytest.approx(232.2)
    assert chart.low <= 181 and chart.high > 323 and len(chart.counts) <= 10
    assert chart.counts[chart.bin_of(323)] == 1 and sum(chart.counts) == 5
    assert histogram([250], 1).counts == (1,)
    wide = histogram([0, 1500], 3)
    assert len(wide.counts) <= 3 and wide.high > 1500
    with pytest.raises(ValueError):
        histogram([], 5)


def test_the_chart_fits_the_width_and_marks_its_figures():
    for columns in (30, 40, 80):
        chart = histogram([150, 180, 185, 190, 240, 260, 310], bins_for(columns), perfect=254.6)
        lines = chart_lines(chart, columns)
        assert max(len(line) for line in lines) <= columns
        assert lines[0].lstrip().startswith(f"{max(chart.counts)} |")  # the tallest bar's count
        assert "█" in lines[0]
        marks = {}
        for line in lines[10:]:  # the mark lines, after the bars, the axis and its labels
            mark = next(c for c in line if c in MARKS)
            marks.setdefault(mark, line)  # the mark's place (its words may follow on a line of their own)
        assert set(marks) == set(MARKS)
        words = "\n".join(lines[10:])
        assert "average 216.4" in words and "best 310" in words and "perfect play 254.6" in words
        # each mark stands under its bin: the best under a bar
        bar_row = lines[HEIGHT_ROWS - 1]
        assert bar_row[marks["★"].index("★")] == "█"
        assert marks["▲"].index("▲") == 7 + 2 * chart.bin_of(254.6)


HEIGHT_ROWS = 8


def test_stats_chart_command(ynot_home, capsys, monkeypatch, preload):
    preload("ynot")
    monkeypatch.setenv("COLUMNS", "60")
    with Store.open() as store:
        for seed in range(4):
            store.finish_game(finished(("Ann",), seed=seed))
        scores = store.finished_scores("ann")["ynot"]
    assert cli.main(["stats", "ann", "--chart"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ann: YNOT (Psion Series 3, 1993), 4 games\n")
    assert max(len(line) for line in out.splitlines()) <= 60
    assert f"best {max(scores)}" in out and "perfect play 269.4" in out
    assert cli.main(["stats", "--chart"]) == 1
    assert "name the player" in capsys.readouterr().err
