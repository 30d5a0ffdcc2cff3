"""Every command the README and docs/ show works as typed after the README's two commands (from the
checkout, with the virtual environment they make not activated): it names the environment's own ``ynot``
or ``python``, its command and options are ones the parser takes, and the quick ones are run for real.
Where a page shows what a command prints (a ``$`` line in a code block, the output under it), the command
runs in a terminal 80 columns wide and prints exactly that."""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import in_a_terminal, share_solver_tables

from ynot.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
#: a word of a synopsis rather than of a command: a placeholder, a choice, something left out
PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9_#]*$|[\[\]|]|\.\.\.|^<|^\.\.\.$")
#: commands quick and harmless enough to run as they are written (nothing interactive, no window)
#: commands run as they are written: every one that neither opens a window (play, and ynot alone) nor is a
#: synopsis with placeholders; an interactive one reads the input RUN_INPUT gives it
RUN = ("--version", "replay", "advise", "scores", "stats", "completion", "manpage", "solve", "help", "review",
       "screenshot", "install-desktop", "uninstall-desktop", "text", "dominoes", "pbm")
#: a password for ``pbm user add``, then a line that leaves a terminal game
RUN_INPUT = "sesame\nquit\n"


def code_lines(page: Path) -> list[str]:
    """The lines of a page's code: fenced blocks and blocks indented by four spaces; comments dropped."""
    found, fence = [], False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if fence or (line.startswith("    ") and not line.lstrip().startswith(("-", "|", "*"))):
            text = line.split("  #")[0].strip()
            if text:
                found.append(text)
    return found


def table_commands(page: Path) -> list[str]:
    """Inline code in tables that starts with the environment's ynot (the README's commands table)."""
    return re.findall(r"`(\.venv/bin/ynot[^`]*)`", page.read_text(encoding="utf-8"))


COMMANDS = sorted({(page.name, line) for page in PAGES for line in code_lines(page) + table_commands(page)
                   if line.startswith((".venv/bin/ynot", "ynot ", "python ", "python3 ", ".venv/bin/python"))})


def test_commands_were_found():
    assert len(COMMANDS) > 30


@pytest.mark.parametrize(("page", "line"), COMMANDS, ids=[f"{p}:{c[:50]}" for p, c in COMMANDS])
def test_a_command_names_the_environments_program(page, line):
    assert not line.startswith(("ynot ", "python ")), f"{page}: {line!r} is 'command not found' as typed"
    if line.startswith("python3 "):
        assert line.startswith("python3 -m venv") or "pip install" in line


def _words(line: str) -> list[str]:
    """The command's words after the program, without a shell's redirection of its output."""
    words = shlex.split(line.replace("\\|", "|"))
    if ">" in words:
        words = words[: words.index(">")]
    return words[1:]


@pytest.mark.parametrize(("page", "line"), [c for c in COMMANDS if c[1].startswith(".venv/bin/ynot")],
                         ids=[f"{p}:{c[:50]}" for p, c in COMMANDS if c.startswith(".venv/bin/ynot")])
def test_the_parser_takes_the_command(page, line):
    words = _words(line)
    if not words:
        return
    synopsis = any(PLACEHOLDER.search(word) for word in words)
    parser = build_parser()
    if synopsis:  # only the command (and sub-command) must exist
        commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices  # noqa: SLF001
        assert words[0].startswith("-") or words[0] in commands, f"{page}: no command {words[0]!r}"
        return
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
        try:
            parser.parse_args(words)
        except SystemExit as exit_:
            assert exit_.code == 0, f"{page}: {line!r}: {err.getvalue()}"


RUNNABLE = [(p, c) for p, c in COMMANDS if c.startswith(".venv/bin/ynot ") and _words(c)
            and _words(c)[0] in RUN and not any(PLACEHOLDER.search(w) for w in _words(c))]


#: these build the solver's tables first: seconds each, tens of seconds on a loaded machine
SOLVING = ("solve", "advise", "review")


@pytest.mark.slow
@pytest.mark.parametrize(("page", "line"), [
    pytest.param(p, c, id=f"{p}:{c[:50]}", marks=[pytest.mark.slow] if _words(c)[0] in SOLVING else [])
    for p, c in RUNNABLE
])
def test_the_command_runs(page, line, tmp_path, solver_tables):
    share_solver_tables(tmp_path / "home", solver_tables)
    for record in (ROOT / "examples").glob("*.record"):  # the files the docs' examples name
        (tmp_path / record.name).write_bytes(record.read_bytes())
    (tmp_path / "game.record").write_bytes((ROOT / "examples" / "ynot.record").read_bytes())
    env = dict(os.environ, YNOT_HOME=str(tmp_path / "home"), COLUMNS="100", XDG_DATA_HOME=str(tmp_path / "xdg"))
    done = subprocess.run([sys.executable, "-m", "ynot", *_words(line)], cwd=tmp_path, env=env,
                          input=RUN_INPUT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{page}: {line!r}\n{done.stdout[-1000:]}{done.stderr[-1000:]}"
    assert "Traceback" not in done.stderr


#: A transcript's command line in a code block: ``$ COMMAND``; the lines under it, to the next one or the end
#: of the block, are what it prints.
PROMPT = "$ "


def transcripts(page: Path) -> list[tuple[int, str, list[str]]]:
    """(line number, command, the lines the page shows it printing) of every transcript on ``page``."""
    found: list[tuple[int, str, list[str]]] = []
    fence, current = False, None
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip().startswith("```"):
            fence, current = not fence, None
        elif fence and line.startswith(PROMPT):
            current = (number, line.removeprefix(PROMPT), [])
            found.append(current)
        elif current is not None:
            current[2].append(line)
    return found


TRANSCRIPTS = [(page, found) for page in PAGES if (found := transcripts(page))]
#: The password typed wherever a transcript's command asks for one.
PASSWORD = "sesame"


def test_transcripts_were_found():
    assert sum(len(found) for _page, found in TRANSCRIPTS) >= 3
    assert all(command.startswith((".venv/bin/ynot ", "echo ")) for _page, found in TRANSCRIPTS
               for _line, command, _out in found)


@pytest.mark.slow
@pytest.mark.parametrize(("page", "found"), [
    pytest.param(page, found, id=page.name,
                 marks=[pytest.mark.slow] if any(f" {word} " in c for _n, c, _o in found for word in SOLVING) else [])
    for page, found in TRANSCRIPTS
])
def test_a_transcript_prints_what_the_page_shows(page, found, tmp_path, solver_tables):
    """Each of a page's transcripts in turn, in one home, as a reader in an 80-column terminal would type it
    from the checkout (``.venv/bin/ynot`` is this environment's)."""
    share_solver_tables(tmp_path / "home", solver_tables)
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    ynot = tmp_path / ".venv" / "bin" / "ynot"
    ynot.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m ynot "$@"\n')
    ynot.chmod(0o755)
    env = dict(os.environ, YNOT_HOME=str(tmp_path / "home"), COLUMNS="80", LINES="24", TERM="dumb", LANGUAGE="en",
               PYTHONPATH=str(ROOT))
    for number, command, shown in found:
        screen = in_a_terminal(["bash", "-c", command], [PASSWORD] * 4, env, cwd=str(tmp_path))
        printed = [line.rstrip() for line in screen.splitlines()]
        assert printed == [line.rstrip() for line in shown], f"{page.name}:{number}: {command}\n{screen}"
