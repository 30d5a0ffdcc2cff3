"""Run the test suite several times, several at once, as on a busy machine; print what each run
passed and failed, how long it took, and every test that failed in any run (a test that depends on
timing shows up here).

    python benchmarks/suite_under_load.py --runs 5 --parallel 2 [-- extra pytest arguments]

Each run is ``python -m pytest -n 2 -q`` in the checkout this script belongs to (or ``--root``),
with its own temporary basetemp; the PyInstaller build (``tests/packaging/test_exe.py``) is left out
unless ``--with-exe`` is given.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_once(index: int, root: Path, extra: list[str]) -> tuple[int, float, str]:
    with tempfile.TemporaryDirectory(prefix=f"ynot-suite-{index}-") as base:
        command = [sys.executable, "-m", "pytest", "-n", "2", "-q", "-p", "no:cacheprovider",
                   f"--basetemp={base}/t", "-rf", *extra]
        started = time.monotonic()
        done = subprocess.run(command, cwd=root, capture_output=True, text=True)
        return index, time.monotonic() - started, done.stdout + done.stderr


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--parallel", type=int, default=2)
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--with-exe", action="store_true")
    parser.add_argument("--log-dir", type=Path, help="keep each run's whole output here as run-N.txt")
    parser.add_argument("pytest_args", nargs="*")
    args = parser.parse_args()
    extra = list(args.pytest_args)
    if not args.with_exe:
        extra.append("--ignore=tests/packaging/test_exe.py")
    failures: dict[str, int] = {}
    with ThreadPoolExecutor(args.parallel) as pool:
        for index, seconds, output in pool.map(lambda i: run_once(i, args.root, extra), range(1, args.runs + 1)):
            lines = reversed(output.splitlines())
            summary = next((line for line in lines if re.search(r"\d+ (passed|failed)", line)), "(no summary)")
            print(f"run {index}: {seconds:6.1f} s  {summary.strip('= ')}", flush=True)
            if args.log_dir is not None:
                args.log_dir.mkdir(parents=True, exist_ok=True)
                (args.log_dir / f"run-{index}.txt").write_text(output)
            for name in re.findall(r"^FAILED (\S+)", output, re.M):
                failures[name] = failures.get(name, 0) + 1
    print("failed in some run:" if failures else "no test failed in any run")
    for name, count in sorted(failures.items()):
        print(f"  {count}x {name}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
