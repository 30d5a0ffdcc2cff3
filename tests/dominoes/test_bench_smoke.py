"""A quick smoke run of benchmarks/bench_dominoes.py: it runs, prints every table and pairing asked for
with an interval, and its timing section (the figures are not checked: speed is never a test)."""

import importlib
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def test_the_dominoes_benchmark_runs(capsys, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # its workers find it by name, as when run as a script
    bench = importlib.import_module("bench_dominoes")
    monkeypatch.setitem(sys.modules, "bench_dominoes", bench)
    argv = ["--games", "2", "--tables", "2,3,4", "--pairings", "hard:easy,blocker:hoarder", "--target", "30"]
    bench.main([*argv, "--timing", "1", "--workers", "1"])
    out = capsys.readouterr().out
    assert out.count("% to ") == 6 and "four players, two partnerships" in out
    assert "at least 95%" in out and "median" in out and "worst" in out
    assert bench.seating("hard", "easy", 3, 1) == ["easy", "hard", "easy"]
    assert bench.wilson(0, 0) == (0.0, 0.0)
