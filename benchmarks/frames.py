"""Every look's frame times in one table: each look's own benchmark run ``--rounds`` times in turn (a real
window when DISPLAY is set: the Psion at scale 3, alone and in its case, the others at 2), each case's
median and worst per round against the goal (at most 2 ms at the median and 8 ms at worst), the worst
frame's processor time (its own work, without waiting), and the load average the round started at (a
busy machine delays every frame that waits for the X server or for a core).

    DISPLAY=:34 python benchmarks/frames.py            # three rounds of every look
    python benchmarks/frames.py --rounds 1 --looks psion,mac
    python benchmarks/frames.py --while-solving        # while the coach's table is built in the background

``--while-solving`` keeps a table building the whole time, as a look's first hint of a rule set starts it: the
background process of ynot/dice/strategy/builder.py (``ynot solve --background``, at a lower priority), again
and again in a temporary YNOT_HOME.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
from contextlib import contextmanager, nullcontext
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: each look's benchmark and its arguments for frames only (little idling, no computers)
BENCHES = {
    "windows": ["bench_windows.py", "--idle", "0.1"],
    "amiga": ["bench_amiga.py"],
    "psion": ["bench_ui.py", "--idle", "0.1"],
    "psion+case": ["bench_ui.py", "--idle", "0.1", "--machine"],  # the machine drawn round the screen
    "mac": ["bench_mac.py", "--idle", "0.1"],
}
LINE = re.compile(
    r"frames while (?P<case>.+?): \d+; median (?P<median>[\d.]+) ms, worst (?P<worst>[\d.]+) ms.*?"
    r"(processor time median (?P<cpu_median>[\d.]+) ms, worst (?P<cpu_worst>[\d.]+) ms)?$",
    re.MULTILINE,
)
MEDIAN_GOAL_MS = 2.0
WORST_GOAL_MS = 8.0


def run(look: str) -> list[tuple[str, float, float, float]]:
    """One run of ``look``'s benchmark: (case, median ms, worst ms, worst processor ms) for each case."""
    out = subprocess.run(
        [sys.executable, str(HERE / BENCHES[look][0]), *BENCHES[look][1:]],
        capture_output=True,
        text=True,
        check=True,
        env=os.environ.copy(),
    ).stdout
    return [
        (m["case"], float(m["median"]), float(m["worst"]), float(m["cpu_worst"] or "nan")) for m in LINE.finditer(out)
    ]


#: builds one table after another until it is stopped (the background build's own command line)
_SOLVING = """
import subprocess, sys
from ynot.dice.rules import get_rules
from ynot.dice.strategy.builder import solve_command
while True:
    subprocess.run([*solve_command(get_rules("yahtzee")), "--rebuild"], stdout=subprocess.DEVNULL)
"""


@contextmanager
def solving():
    """A table built in the background, again and again, while the block runs."""
    env = dict(os.environ, YNOT_HOME=tempfile.mkdtemp(prefix="ynot-frames-"), PYTHONPATH=str(HERE.parent))
    process = subprocess.Popen([sys.executable, "-c", _SOLVING], env=env, start_new_session=True)
    try:
        yield
    finally:
        os.killpg(process.pid, signal.SIGTERM)  # the loop and the build it runs: the group this started
        process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--looks", default=",".join(BENCHES), help="looks to run, comma-separated")
    parser.add_argument("--while-solving", action="store_true", help="while a table is built in the background")
    args = parser.parse_args()
    looks = [look.strip() for look in args.looks.split(",") if look.strip()]
    figures: dict[tuple[str, str], list[tuple[float, float, float, float]]] = {}
    with solving() if args.while_solving else nullcontext():
        for _round in range(args.rounds):
            for look in looks:
                load = os.getloadavg()[0]
                for case, median, worst, cpu_worst in run(look):
                    figures.setdefault((look, case), []).append((median, worst, cpu_worst, load))
    where = f"DISPLAY={os.environ['DISPLAY']}" if os.environ.get("DISPLAY") else "SDL dummy driver (no DISPLAY)"
    if args.while_solving:
        where += ", while the coach's table was built in the background"
    print(
        f"frame times, {args.rounds} round(s), {where}; goal: median <= {MEDIAN_GOAL_MS:g} ms, "
        f"worst <= {WORST_GOAL_MS:g} ms (processor: the worst frame's own work, without waiting)"
    )
    print(f"{'look':8} {'case':50} {'medians (ms)':18} {'worsts (ms)':18} {'processor':18} {'load':14} goal")
    for (look, case), rounds in figures.items():
        medians = " ".join(f"{m:.2f}" for m, _w, _c, _l in rounds)
        worsts = " ".join(f"{w:.1f}" for _m, w, _c, _l in rounds)
        cpus = " ".join(f"{c:.1f}" for _m, _w, c, _l in rounds)
        loads = " ".join(f"{load:.1f}" for _m, _w, _c, load in rounds)
        met = all(m <= MEDIAN_GOAL_MS and w <= WORST_GOAL_MS for m, w, _c, _l in rounds)
        print(f"{look:8} {case[:50]:50} {medians:18} {worsts:18} {cpus:18} {loads:14} {'met' if met else 'not met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
