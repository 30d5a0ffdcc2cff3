"""A rule set's table built in a background process the first time it is needed, with progress a look
can show while its frames go on.

The process is ``ynot solve --rules NAME --option K=V --background`` (the same executable, frozen or not),
at a lower priority than the game, writing the table to the cache and a line ``progress DONE TOTAL`` after
each level. ``TableBuild.poll()`` reads those lines without waiting; once the process has ended the table
is in the cache and ``load_table`` reads it (about 12 ms). No thread and no fork of the game's process.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from enum import Enum

from ...i18n import _
from ..rules import RuleSet
from .cache import is_cached, table_rules

#: the niceness the background build adds, so that the game's frames come first
BACKGROUND_NICENESS = 10


def lower_priority(pid: int = 0) -> None:
    """Give process ``pid`` (0: this one) at least BACKGROUND_NICENESS, where the system has niceness."""
    if hasattr(os, "setpriority"):
        # OSError: the process has ended already, or the system refuses (it only runs sooner then)
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, pid, max(os.getpriority(os.PRIO_PROCESS, pid), BACKGROUND_NICENESS))


class BuildState(Enum):
    READY = "ready"
    BUILDING = "building"
    FAILED = "failed"


def solve_command(rules: RuleSet) -> list[str]:
    """The command line that builds ``rules``' table in the background."""
    exe = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "ynot"]
    options = [arg for key, value in rules.options for arg in ("--option", f"{key}={value}")]
    return [*exe, "solve", "--rules", rules.name, *options, "--background"]


class TableBuild:
    """The table of one one-column rule set: ready at once when cached, else built by a background process
    started here. ``poll()`` now and then (each frame is fine: it never waits)."""

    def __init__(self, rules: RuleSet, *, command: list[str] | None = None) -> None:
        rules = table_rules(rules)  # several columns are played against the one-column table
        self.rules = rules
        self.done, self.total = 0, 1
        self.message = ""
        self._buffer = b""
        self._process: subprocess.Popen | None = None
        if is_cached(rules):
            self.state = BuildState.READY
            return
        self.state = BuildState.BUILDING
        try:
            self._process = subprocess.Popen(
                command or solve_command(rules),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env={**os.environ, "OPENBLAS_NUM_THREADS": "1"},
            )
        except OSError as err:
            self._fail(str(err.strerror or err))
            return
        lower_priority(self._process.pid)  # at once: its start (imports) comes after the game's frames too
        assert self._process.stdout is not None
        os.set_blocking(self._process.stdout.fileno(), False)

    @property
    def fraction(self) -> float:
        """How much of the table is built, 0 to 1."""
        return 1.0 if self.state is BuildState.READY else self.done / self.total

    def progress_text(self) -> str:
        """A progress line a look can show."""
        if self.state is BuildState.FAILED:
            return self.message
        if self.state is BuildState.READY:
            return _("The coach is ready.")
        return _("The coach is working out perfect play for {rules}: {percent}%").format(
            rules=_(self.rules.title), percent=round(100 * self.fraction)
        )

    def poll(self) -> bool:
        """Read the process's progress without waiting; True when anything changed."""
        process = self._process
        if process is None or self.state is not BuildState.BUILDING:
            return False
        before = (self.done, self.state)
        assert process.stdout is not None
        try:
            chunk = process.stdout.read()
        except OSError:
            chunk = None
        if chunk:
            self._buffer += chunk
            *lines, self._buffer = self._buffer.split(b"\n")
            for line in lines:
                words = line.split()
                if len(words) == 3 and words[0] == b"progress" and words[1].isdigit() and words[2].isdigit():
                    self.done, self.total = int(words[1]), max(1, int(words[2]))
        status = process.poll()
        if status is not None:
            if status == 0 and is_cached(self.rules):
                self.state, self.done = BuildState.READY, self.total
                self._close()
            else:
                err = process.stderr.read().decode(errors="replace").strip() if process.stderr else ""
                self._fail(err.splitlines()[-1] if err else _("it ended with status {status}").format(status=status))
        return (self.done, self.state) != before

    def wait(self, timeout: float | None = None) -> BuildState:
        """Wait for the build to end (tests, the terminal); the state it ended in."""
        if self._process is not None and self.state is BuildState.BUILDING:
            try:
                self._process.wait(timeout)
            except subprocess.TimeoutExpired:
                return self.state
            os.set_blocking(self._process.stdout.fileno(), True)  # type: ignore[union-attr]
            self.poll()
        return self.state

    def cancel(self) -> None:
        """Stop a build still running (the game is closing)."""
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            self._process.wait()
        self._close()

    def _fail(self, why: str) -> None:
        self.state = BuildState.FAILED
        self.message = _("The coach could not work out perfect play for {rules}: {why}.").format(
            rules=_(self.rules.title), why=why
        )
        self._close()

    def _close(self) -> None:
        if self._process is not None:
            for stream in (self._process.stdout, self._process.stderr):
                if stream is not None:
                    stream.close()
            self._process = None


__all__ = ["BACKGROUND_NICENESS", "BuildState", "TableBuild", "lower_priority", "solve_command"]
