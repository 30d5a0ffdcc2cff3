"""What each import left inside a function saves: for every row of docs/imports.md, the milliseconds a fresh
process spends importing the modules that row loads late, after the modules its path has already loaded.

    python benchmarks/lazy_imports.py            # 7 fresh processes per row, the median
    python benchmarks/lazy_imports.py --runs 15

A row whose modules its path has already loaded prints "already loaded" (the import could go to the top).
The count of function-level imports in the package is printed first (tools/function_imports.py lists them).
Figures on a busy machine grow with its load (the load average is printed before and after).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from function_imports import function_imports  # noqa: E402

#: (what is saved, on which path; the modules that path has loaded; the modules loaded late)
ROWS: list[tuple[str, str, str]] = [
    ("the mail gateway: 'ynot pbm list' and 'show'", "ynot.cli, ynot.commands.pbm", "ynot.pbm.mail.gateway"),
    ("argparse: a mailed move and a plain start read no parser", "ynot.cli, ynot.commands.pbm", "argparse"),
    ("the log file's handlers: most runs log nothing", "ynot.cli", "logging, logging.handlers"),
    ("the game behind the opening picture", "ynot.cli, ynot.commands.play",
     "ynot.ui.launch, ynot.ui.skin_chooser, ynot.ui.opening_keep, ynot.ui.window"),
    ("the records, at a mailed game's end only", "ynot.cli, ynot.commands.pbm, ynot.pbm.mail.gateway",
     "ynot.pbm.finish"),
    ("the dice rules, not for a dominoes mail", "ynot.cli, ynot.commands.pbm", "ynot.dice.rules"),
    ("a checkout's catalog compiler", "ynot.i18n", "ynot.i18n.po"),
    ("platformdirs, not with YNOT_HOME (a mail server's)", "ynot.cli", "platformdirs"),
    ("json and datetime: a board's whole text, time limits", "ynot.cli, ynot.commands.pbm", "json, datetime"),
    ("email.policy: loaded while a password is checked", "ynot.cli, ynot.commands.pbm, ynot.pbm.mail.incoming",
     "email.policy"),
    ("smtplib and ssl: a move with no SMTP server set", "ynot.cli, ynot.commands.pbm, ynot.pbm.mail.gateway",
     "smtplib, ssl"),
    ("html.parser: an HTML-only message alone", "ynot.cli, ynot.commands.pbm, ynot.pbm.mail.gateway",
     "ynot.pbm.mail.html_text"),
    ("tomllib: a start with its look's tables kept", "ynot.looks", "tomllib"),
    ("a game's machine, records and reports: a kind listed, not played", "ynot.games, ynot.dice.kind",
     "ynot.dice.machine, ynot.dice.record, ynot.dice.report"),
    ("a kept result: after the first frame", "ynot.core, ynot.dice.kind", "ynot.core.results"),
    ("the store's models, result sentences and migrations: after the first frame", "ynot.store",
     "ynot.store.models, ynot.store.sentences, ynot.store.migrations"),
    ("the sounds' conversion (NumPy): when a sound is first made", "ynot.ui.audio", "ynot.ui.sound_convert"),
    ("the first start's welcome screen and the log, at a close", "ynot.ui.opening_keep",
     "ynot.ui.skin_chooser, logging"),
    ("the Psion's dialogs and help: when first opened", "ynot.ui.psion.commands",
     "ynot.ui.psion.dialogs, ynot.ui.kit.help"),
    ("the Windows dialogs and WinHelp: when first opened", "ynot.ui.windows.menus, ynot.ui.windows.presenter",
     "ynot.ui.windows.dialogs, ynot.ui.windows.help"),
    ("the kit's styles: a skin read for its picture", "ynot.ui.skin", "ynot.ui.kit.style"),
    ("the solver's pool of threads: 'ynot solve' forks its helper instead",
     "ynot.cli, ynot.commands.solve, ynot.dice.strategy.cache", "concurrent.futures"),
]

PROGRAM = """
import sys, time
{before}
loaded = all(name in sys.modules for name in {late!r})
start = time.perf_counter()
{after}
print(loaded, time.perf_counter() - start)
"""


def measure(before: str, late: str, runs: int) -> tuple[bool, float]:
    """Whether ``late`` was loaded by ``before`` already, and the median seconds its import takes after it."""
    names = [name.strip() for name in late.split(",")]
    code = PROGRAM.format(before="\n".join(f"import {name.strip()}" for name in before.split(",")),
                          late=names, after="\n".join(f"import {name}" for name in names))
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    times, already = [], False
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
        flag, seconds = done.stdout.split()
        already = flag == "True"
        times.append(float(seconds))
    return already, statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    print(f"CPUs: {os.cpu_count()}, load average before {os.getloadavg()[0]:.1f}")
    found = function_imports(ROOT / "ynot")
    print(f"function-level imports in ynot/: {len(found)} in {len({where.path for where in found})} files")
    for saved, before, late in ROWS:
        already, seconds = measure(before, late, runs)
        figure = "already loaded" if already else f"{1000 * seconds:6.1f} ms"
        print(f"{figure:>15}  {saved} ({late})")
    print(f"load average after {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
