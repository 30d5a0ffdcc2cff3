"""The optimal expected score and its standard deviation for every one-column rule set, exactly.

    python benchmarks/optimal_scores.py

The standard deviation comes from a second table of expected squared scores, computed under the same
optimal play (``solve(rules, moments=True)``); nothing here is simulated.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ynot.dice.rules import get_rules  # noqa: E402
from ynot.dice.strategy.solver import solve  # noqa: E402

CASES = [
    ("ynot", {}),
    ("yahtzee", {}),
    ("yatcy", {}),
    ("yacht", {}),
    ("winzee", {"extra": "bonus"}),
    ("winzee", {"extra": "wild"}),
    ("winzee", {"extra": "nothing"}),
    ("yahtzee-free-joker", {}),
    ("yahtzee-plain", {}),
]


def main() -> int:
    print("| rule set | command | optimal expected score | standard deviation |")
    print("|---|---|---|---|")
    for name, options in CASES:
        rules = get_rules(name, **options)
        start = time.perf_counter()
        table = solve(rules, moments=True)
        opts = "".join(f" --option {k}={v}" for k, v in options.items())
        label = name + "".join(f" ({k}={v})" for k, v in options.items())
        print(
            f"| {label} | `ynot solve --rules {name}{opts} --sd` | {table.expected_score:.10f} | "
            f"{table.standard_deviation:.4f} |",
            flush=True,
        )
        print(f"  ({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
