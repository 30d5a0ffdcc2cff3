"""The list of handled messages (``mail-seen.txt``) as one mailed message's run reads it: is its key
there, and how many messages did its sender send in the last hour; at 49,000 lines (the list is cut back
to half when it passes 50,000), a message every 50 seconds.

    python benchmarks/pbm_ledger.py [--lines 49000]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ynot.pbm.mail.ledger import Ledger, now  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=49_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ynot-ledger-") as name:
        times = _timed(Path(name), args.lines)
    print(f"{args.lines} handled messages: a run's look at the list, median {times[len(times) // 2] * 1000:.1f} ms, "
          f"best {times[0] * 1000:.1f} ms (a part of a mailed move's 150 ms)")


def _timed(folder: Path, count: int) -> list[float]:
    """Nine runs' looks at a list of ``count`` lines, in seconds, quickest first."""
    stamp = now()
    rng = random.Random(1)
    lines = [
        f"{rng.getrandbits(128):032x} user{n % 400}@example.org {int(stamp - count * 50 + n * 50)}"
        for n in range(count)
    ]
    (folder / "mail-seen.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    times = []
    for _ in range(9):
        ledger = Ledger(folder)  # a new run: nothing read yet
        started = time.perf_counter()
        ledger.seen("0" * 32)
        ledger.recent("user3@example.org")
        times.append(time.perf_counter() - started)
    return sorted(times)


if __name__ == "__main__":
    main()
