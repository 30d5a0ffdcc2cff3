"""Small builders shared by the tests: dice and columns, output wrapped to the width, a pseudo-terminal, the
solver's tables shared by the ``ynot`` processes of a test process."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import time
from pathlib import Path

from ynot.dice.rules import ALL_CATEGORIES, Category, Column, Dice


def dice(text: str) -> Dice:
    """``dice("11123")``."""
    return Dice.parse(text)


def column(**scores: int) -> Column:
    """A column with the given boxes filled, e.g. ``column(ones=3, five_kind=50)``."""
    boxes: list[int | None] = [None] * len(ALL_CATEGORIES)
    for name, value in scores.items():
        boxes[Category[name.upper()].index] = value
    return Column(tuple(boxes))


def full_column(except_: tuple[Category, ...] = (), value: int = 0, **scores: int) -> Column:
    """Every box filled with ``value`` (or the given scores) except the listed ones."""
    boxes: list[int | None] = []
    for category in ALL_CATEGORIES:
        if category in except_:
            boxes.append(None)
        else:
            boxes.append(scores.get(category.name.lower(), value))
    return Column(tuple(boxes))


def unwrapped(text: str) -> str:
    """Output fitted to the terminal's width (80 columns into a pipe), its lines joined again: a sentence
    wrapped over several lines reads as one, and the lines a command wrote stay apart."""
    return text.replace("\n  ", " ").replace(" \n", "\n")


def in_a_terminal(argv: list[str], lines: list[str], env: dict[str, str], cwd: str | None = None) -> str:
    """Run ``argv`` in a pseudo-terminal, typing ``lines`` one at a time whenever it waits quietly on an
    unfinished line (a prompt; end of input once they run out): all the screen showed, the terminal echoing
    what is typed as a real one does (a password prompt turns the echo off)."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(argv, stdin=follower, stdout=follower, stderr=follower, env=env, cwd=cwd,
                               close_fds=True)
    os.close(follower)
    shown, typed = b"", 0
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([leader], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the program ended and closed the terminal
                break
            if not chunk:
                break
            shown += chunk
        elif process.poll() is not None:
            break
        elif shown and not shown.endswith(b"\n"):  # quiet, on an unfinished line: a prompt waits
            os.write(leader, (lines[typed] + "\n").encode() if typed < len(lines) else b"\x04")
            typed += 1
    if process.poll() is None:
        process.kill()
    process.wait(timeout=60)
    os.close(leader)
    return shown.decode("utf-8", "replace").replace("\r\n", "\n")


def share_solver_tables(home: Path, tables: Path) -> None:
    """Let the ``ynot`` processes run with ``YNOT_HOME=home`` keep their solved tables in ``tables`` (the
    ``solver_tables`` fixture), so a table is solved once per test process rather than once per command."""
    (home / "cache").mkdir(parents=True, exist_ok=True)
    (home / "cache" / "solver").symlink_to(tables, target_is_directory=True)
