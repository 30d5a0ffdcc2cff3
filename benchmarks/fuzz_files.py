"""The long run of the file fuzz test (tests/store/test_fuzz_files.py): every file kind the game
reads, damaged thousands of ways; prints how many cases of each kind and damage ran.

    python benchmarks/fuzz_files.py [--examples 1000]

The suite runs 25 examples per test (a few seconds); this runs ``--examples`` per test.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEST = ROOT / "tests" / "store" / "test_fuzz_files.py"


class CaseCounter:
    """Reads the test module's CASES once pytest has finished."""

    def __init__(self) -> None:
        self.cases: Counter[str] = Counter()

    def pytest_sessionfinish(self) -> None:
        for module in list(sys.modules.values()):
            if getattr(module, "__file__", None) and Path(module.__file__) == TEST:
                self.cases.update(module.CASES)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=1000, help="examples per test (default 1000)")
    args = parser.parse_args()
    os.environ["YNOT_FUZZ_EXAMPLES"] = str(args.examples)
    counter = CaseCounter()
    started = time.monotonic()
    status = pytest.main([str(TEST), "-q", "-n", "0", "-p", "no:cacheprovider", f"--rootdir={ROOT}"], plugins=[counter])
    seconds = time.monotonic() - started
    by_kind: Counter[str] = Counter()
    for name, count in sorted(counter.cases.items()):
        print(f"{count:7d}  {name}")
        by_kind[name.split(":")[0]] += count
    print("-" * 40)
    for kind, count in sorted(by_kind.items()):
        print(f"{count:7d}  {kind}")
    print(f"{sum(by_kind.values()):7d}  cases in all, {seconds:.0f} s, pytest exit status {int(status)}")
    return int(status)


if __name__ == "__main__":
    raise SystemExit(main())
