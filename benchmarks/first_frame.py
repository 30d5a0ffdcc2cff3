"""Launch to first frame, whole processes, for every look against the floor (a script that imports
pygame, opens a window of the same size and flips once); goal: at most 1.2 times the floor.

    DISPLAY=:1 python benchmarks/first_frame.py              # 7 rounds, every look, real X windows
    python benchmarks/first_frame.py --rounds 3 --looks psion,mac

Each look runs once untimed first in a home of its own (a returning player: the records and options exist,
a game is kept, and its close kept the opening picture, ynot/ui/opening.py). Then, in turn with the floor:
- **first frame**: ``ynot play --skin LOOK --scale N`` with YNOT_EXIT_AFTER_FIRST_FRAME=1 ends right after
  its first frame: the kept picture, shown before anything of the game loads;
- **game drawn**: the same start with YNOT_EXIT_AFTER_FIRST_FRAME=live ends after the first frame the game
  itself draws, once it has loaded behind the picture (in a fresh copy of the prepared home each time, as a
  start changes its files: the Psion counts its launches). That is when the game answers keys and clicks.
The package's bytecode is compiled first and kept, as an installed package has it. Pairs run in turn, so a
machine busy with other work slows both alike; medians are compared. Peak resident memory of the game-drawn
processes is printed against the floor's, against the goal of at most 15 MB above it (memory while playing:
the looks' benchmarks print it against the same goal). The load average is printed before and after: on a
busy machine both figures of a pair grow, the ratio less. Without DISPLAY, SDL's dummy driver is used (a
smoke run).
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from floor import first_frame_env, floor, rounds_and_looks, timed_process, window_size  # noqa: E402

LOOKS = {"psion": 3, "windows": 2, "amiga": 2, "mac": 2}  # the scale each look is measured at
GOAL = 1.2
MEMORY_GOAL_MB = 15.0


def main() -> int:
    rounds, looks = rounds_and_looks(__doc__.splitlines()[0], list(LOOKS))
    env = first_frame_env()
    load_before = os.getloadavg()[0]
    homes = {look: tempfile.TemporaryDirectory(prefix=f"ynot-first-frame-{look}-") for look in looks}
    scratch = tempfile.TemporaryDirectory(prefix="ynot-first-frame-live-")
    commands = {}
    for look in looks:
        commands[look] = [sys.executable, "-m", "ynot", "play", "--skin", look, "--scale", str(LOOKS[look])]
        timed_process(commands[look], dict(env, YNOT_HOME=homes[look].name))  # the first start, untimed
    sizes = {look: window_size(look, LOOKS[look]) for look in looks}
    floors: dict[str, list[tuple[float, float]]] = {look: [] for look in looks}
    runs: dict[str, list[tuple[float, float]]] = {look: [] for look in looks}
    drawn: dict[str, list[tuple[float, float]]] = {look: [] for look in looks}
    for _ in range(rounds):
        for look in looks:
            floors[look].append(floor(sizes[look]))
            runs[look].append(timed_process(commands[look], dict(env, YNOT_HOME=homes[look].name)))
            live_home = os.path.join(scratch.name, look)
            shutil.rmtree(live_home, ignore_errors=True)
            shutil.copytree(homes[look].name, live_home)
            drawn[look].append(timed_process(commands[look], dict(env, YNOT_HOME=live_home,
                                                                  YNOT_EXIT_AFTER_FIRST_FRAME="live")))
    print(f"video: {env.get('SDL_VIDEODRIVER', 'x11') if not env.get('DISPLAY') else 'x11'}; CPUs {os.cpu_count()}, "
          f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after; {rounds} pairs a look, medians")
    print(f"| look | window | floor ms | first frame ms | ratio (goal <= {GOAL:g}) | game drawn ms | ratio "
          f"| floor MB | game MB | +MB (goal <= {MEMORY_GOAL_MB:g}) |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for look in looks:
        f_ms = 1000 * statistics.median(t for t, _ in floors[look])
        l_ms = 1000 * statistics.median(t for t, _ in runs[look])
        d_ms = 1000 * statistics.median(t for t, _ in drawn[look])
        f_mb = statistics.median(m for _, m in floors[look])
        d_mb = statistics.median(m for _, m in drawn[look])
        ratio = l_ms / f_ms
        verdict = "met" if ratio <= GOAL else "not met"
        memory = "met" if d_mb - f_mb <= MEMORY_GOAL_MB else "not met"
        print(f"| {look} | {sizes[look][0]}x{sizes[look][1]} | {f_ms:.0f} | {l_ms:.0f} | {ratio:.2f} ({verdict}) "
              f"| {d_ms:.0f} | {d_ms / f_ms:.2f} | {f_mb:.0f} | {d_mb:.0f} | {d_mb - f_mb:+.0f} ({memory}) |")
    scratch.cleanup()
    for home in homes.values():
        home.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
