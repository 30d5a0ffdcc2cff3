"""The README's test command, timed by processor seconds: the whole run's (user + system, the workers and
every process they start), each test's (its setup, call and teardown, with the processes it waited for),
the slowest tests and the costliest files. Processor time is much steadier than the wall clock on a busy
machine; on a quiet 2-core one the wall clock is about half of it.

    python benchmarks/suite_cpu.py [--top 20] [--files 15] [-- extra pytest arguments, e.g. -m "not slow"]

It runs ``python -m pytest -n auto -p no:cacheprovider`` in the checkout this script belongs to, with this
file loaded as a pytest plugin (``-p suite_cpu``), which writes one line per test to a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LOG = "YNOT_SUITE_CPU_LOG"  # the folder the plugin writes to, one file per worker


def _processor_seconds() -> float:
    """This process's processor time so far, with that of the processes it has waited for."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):  # noqa: ANN201 - pytest's hook
    """The plugin: each test's processor seconds, from before its setup to after its teardown."""
    started = _processor_seconds()
    yield
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(Path(os.environ[LOG]) / f"{worker}.tsv", "a", encoding="utf-8") as log:
        log.write(f"{_processor_seconds() - started:.3f}\t{item.nodeid}\n")


def read(folder: Path) -> list[tuple[float, str]]:
    """(seconds, test id) of every test the workers wrote."""
    found = []
    for path in sorted(folder.glob("*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            seconds, _, test = line.partition("\t")
            found.append((float(seconds), test))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=20, help="the slowest tests shown")
    parser.add_argument("--files", type=int, default=15, help="the costliest test files shown")
    parser.add_argument("extra", nargs="*", help="pytest's own arguments (after --)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ynot-suite-cpu-") as folder:
        env = dict(os.environ, **{LOG: folder})
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(Path(__file__).parent), env.get("PYTHONPATH")]))
        command = [sys.executable, "-m", "pytest", "-n", "auto", "-q", "-p", "no:cacheprovider", "-p", "suite_cpu",
                   *args.extra]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
        wall = time.monotonic() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        tests = read(Path(folder))
    summary = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
    whole = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print(f"pytest: {summary}")
    print(f"whole run: {wall:.0f} s on the clock, {whole:.0f} s of processor time "
          f"({sum(s for s, _ in tests):.0f} s of it in {len(tests)} tests, the rest collecting and starting)")
    print(f"\nthe slowest {args.top} tests, processor seconds:")
    for seconds, test in sorted(tests, reverse=True)[: args.top]:
        print(f"{seconds:7.1f}  {test.removeprefix('tests/')}")
    files: dict[str, list[float]] = defaultdict(list)
    for seconds, test in tests:
        files[test.split("::")[0]].append(seconds)
    print(f"\nthe costliest {args.files} files: processor seconds, tests")
    for name, times in sorted(files.items(), key=lambda item: -sum(item[1]))[: args.files]:
        print(f"{sum(times):7.1f} {len(times):5d}  {name.removeprefix('tests/')}")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
