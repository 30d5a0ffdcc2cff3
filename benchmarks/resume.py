"""A returning player's start with a late game kept, whole processes, against the floor (a script that
imports pygame, opens a window of the same size and flips once): the live path a player waits on before
the game answers, which replays the kept game's record (``benchmarks/first_frame.py`` keeps a game just
begun).

    DISPLAY=:1 python benchmarks/resume.py                     # 7 rounds, Windows, Psion and Amiga
    python benchmarks/resume.py --rounds 3 --looks windows

Each look's home holds a game of its rules played by a fixed sequence of legal moves until about 85% of
its boxes are filled (Windows: four players, three columns), kept as a player who closed the window would
leave it; ``ynot play --skin LOOK`` runs with YNOT_EXIT_AFTER_FIRST_FRAME=1 (once untimed first), without the
opening picture (YNOT_OPENING_PICTURE=0: the game's own first frame is timed, with the close that follows). Pairs
(floor, look) run in turn; the medians are compared, with the processor time (user and system) of each
process beside its time on the clock: on a busy machine the clock varies more. The replay of the kept
record alone, in this process, is printed too. Without DISPLAY, SDL's dummy driver is used (a smoke run).
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from floor import FLOOR, ROOT, first_frame_env, rounds_and_looks, window_size  # noqa: E402

sys.path.insert(0, str(ROOT))  # this tree's ynot, as the processes timed run it

#: look -> (scale, rules key, players) of the game it takes up
LOOKS = {
    "windows": (2, "winzee columns=3", ("Ann", "Bob", "Cy", "Di")),
    "psion": (3, "ynot", ("Ann", "Bob")),
    "amiga": (2, "yatcy", ("Ann", "Bob", "Cy")),
}
FILLED = 0.85  # the share of the boxes filled when the game is kept


def keep_late_game(home: str, rules_key: str, players: tuple[str, ...]) -> tuple[str, int]:
    """Keep in ``home`` a game of ``rules_key`` played until FILLED of its boxes hold a score; (its record,
    how many actions)."""
    os.environ["YNOT_HOME"] = home
    import ynot.games  # noqa: F401 - the registry's games
    from ynot.core import get_kind
    from ynot.dice import Roll, Score, ToggleDie
    from ynot.dice.rules import ALL_CATEGORIES
    from ynot.store import Store

    kind = get_kind("dice")
    rules = kind.rules_from_key(rules_key)
    game = kind.new_game(rules, players, seed=3)
    rng = random.Random(1)
    boxes = len(players) * rules.columns * len(ALL_CATEGORIES)
    while sum(1 for card in game.state.cards for column in card for c in ALL_CATEGORIES
              if not column.is_free(c)) < FILLED * boxes:
        game.apply(Roll())
        game.apply(ToggleDie(rng.randrange(5)))
        game.apply(Roll())
        legal = [action for action in game.legal_actions() if isinstance(action, Score)]
        game.apply(legal[rng.randrange(len(legal))])
    with Store.open() as store:
        store.autosave(game)
    return kind.write_record(game), len(game.history)


def replay_ms(record: str) -> float:
    """The kept record's replay in this process, best of three."""
    from ynot.core import get_kind

    kind = get_kind("dice")
    times = []
    for _ in range(3):
        start = time.perf_counter()
        kind.read_record(record)
        times.append(time.perf_counter() - start)
    return 1000 * min(times)


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Run ``command`` to its end: (ms on the clock, ms of processor time)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"{' '.join(command)} failed")
    return 1000 * (time.perf_counter() - start), 1000 * (usage.ru_utime + usage.ru_stime)


def main() -> int:
    rounds, looks = rounds_and_looks(__doc__.splitlines()[0], list(LOOKS))
    env = first_frame_env()
    load_before = os.getloadavg()[0]
    rows = []
    for look in looks:
        scale, rules_key, players = LOOKS[look]
        with tempfile.TemporaryDirectory(prefix=f"ynot-resume-{look}-") as home:
            record, actions = keep_late_game(home, rules_key, players)
            command = [sys.executable, "-m", "ynot", "play", "--skin", look, "--scale", str(scale)]
            look_env = dict(env, YNOT_HOME=home, YNOT_OPENING_PICTURE="0")  # the live path: no kept picture
            timed(command, look_env)  # the first start, untimed (the look's tables kept, the window placed)
            size = window_size(look, scale)
            floor = [sys.executable, "-c", FLOOR.format(width=size[0], height=size[1])]
            floors, runs = [], []
            for _ in range(rounds):
                floors.append(timed(floor, env))
                runs.append(timed(command, look_env))
            replay = replay_ms(record)
        f_ms, f_cpu = (statistics.median(t[i] for t in floors) for i in (0, 1))
        l_ms, l_cpu = (statistics.median(t[i] for t in runs) for i in (0, 1))
        rows.append(f"| {look} | {rules_key}, {len(players)} players, {actions} actions | {replay:.1f} | "
                    f"{f_ms:.0f} / {f_cpu:.0f} | {l_ms:.0f} / {l_cpu:.0f} | {l_ms - f_ms:.0f} / {l_cpu - f_cpu:.0f} |")
    video = "x11" if env.get("DISPLAY") else env.get("SDL_VIDEODRIVER", "")
    print(f"video: {video}; CPUs {os.cpu_count()}, load average {load_before:.1f} before, "
          f"{os.getloadavg()[0]:.1f} after; {rounds} pairs a look, medians (clock / processor ms)")
    print("| look | kept game | replay ms | floor | first frame | YNOT's own |")
    print("|---|---|---|---|---|---|")
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
