"""A quick smoke run of benchmarks/bench_dominoes.py: it runs, prints every set, table and pairing asked
for with an interval, keeps its results and reads them back, and prints its timing section (the figures
are not checked: speed is never a test)."""

import importlib
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def test_the_dominoes_benchmark_runs(capsys, monkeypatch, tmp_path):
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # its workers find it by name, as when run as a script
    bench = importlib.import_module("bench_dominoes")
    monkeypatch.setitem(sys.modules, "bench_dominoes", bench)
    kept = tmp_path / "runs.jsonl"
    argv = ["--games", "2", "--sets", "6", "--tables", "2,3,4", "--pairings", "hard:easy,blocker:hoarder"]
    argv += ["--target", "30", "--workers", "1", "--results", str(kept), "--markdown"]
    bench.main([*argv, "--timing", "1"])
    out = capsys.readouterr().out
    assert out.count("% to ") == 6 * 2 and "four, two partnerships" in out and "| double-six |" in out
    assert "at least 95%" in out and "at least 55%" in out and "median" in out and "worst" in out
    assert len(kept.read_text().splitlines()) == 6
    bench.main(argv)  # read back from the kept results, nothing played again
    assert len(kept.read_text().splitlines()) == 6 and capsys.readouterr().out.count("% to ") == 6 * 2
    assert bench.seating("hard", "easy", 3, 1) == ["easy", "hard", "easy"]
    assert bench.seating("hard", "easy", 4, 1) == ["easy", "hard", "easy", "hard"]
    assert bench.wilson(0, 0) == (0.0, 0.0)
