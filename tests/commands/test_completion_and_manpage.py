"""The shell completion scripts and the manual page, both generated from the argument parser; ``-`` for
standard input; Ctrl+C ends a terminal command with status 130."""

from __future__ import annotations

import os
import select
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from ynot.cli import COMMANDS, main

ROOT = Path(__file__).resolve().parents[2]


def _ynot(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ynot", *args], capture_output=True, text=True, timeout=120,
                          **kwargs)


def test_bash_completes_commands_and_options(tmp_path):
    script = tmp_path / "ynot.bash"
    script.write_text(_ynot("completion", "bash").stdout, encoding="utf-8")
    probe = (f'source "{script}"; '
             'COMP_WORDS=(ynot re); COMP_CWORD=1; _shtab_ynot; echo "${COMPREPLY[@]}"; '
             'COMP_WORDS=(ynot play --sk); COMP_CWORD=2; _shtab_ynot; echo "${COMPREPLY[@]}"')
    done = subprocess.run(["bash", "-c", probe], capture_output=True, text=True, timeout=60)
    first, second = done.stdout.splitlines()
    assert sorted(first.split()) == sorted(name for name in COMMANDS if name.startswith("re"))
    assert second.split() == ["--skin"]


@pytest.mark.skipif(not shutil.which("zsh"), reason="zsh is not installed")
def test_zsh_completion_parses(tmp_path):
    script = tmp_path / "_ynot"
    script.write_text(_ynot("completion", "zsh").stdout, encoding="utf-8")
    assert subprocess.run(["zsh", "-n", str(script)], capture_output=True, timeout=60).returncode == 0


def test_zsh_completion_names_every_command(capsys):
    assert main(["completion", "zsh"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("#compdef ynot") and all(name in out for name in COMMANDS)


def test_the_manual_page_has_every_command_and_option(capsys):
    assert main(["manpage"]) == 0
    page = capsys.readouterr().out
    assert page.startswith(".TH YNOT 1 ")
    for name in COMMANDS:
        assert f".SS {name.replace('-', chr(92) + '-')}\n" in page
    for section in ("NAME", "SYNOPSIS", "COMMANDS", "FILES", "ENVIRONMENT", "EXIT STATUS"):
        assert f".SH {section}\n" in page
    assert "\\fB\\-\\-seed SEED\\fR" in page  # ynot play's option, with its value


@pytest.mark.skipif(not shutil.which("groff"), reason="groff is not installed")
def test_the_manual_page_renders_without_warnings(tmp_path):
    page = tmp_path / "ynot.1"
    page.write_text(_ynot("manpage").stdout, encoding="utf-8")
    done = subprocess.run(["groff", "-man", "-Tutf8", "-ww", str(page)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and not done.stderr and "ynot play" in done.stdout.replace("\u2010", "-")


def test_replay_reads_standard_input():
    record = (ROOT / "examples" / "ynot.record").read_text(encoding="utf-8")
    from_file = _ynot("replay", str(ROOT / "examples" / "ynot.record"))
    from_stdin = _ynot("replay", "-", input=record)
    assert from_stdin.returncode == 0 and from_stdin.stdout == from_file.stdout != ""


def test_review_reads_standard_input():
    record = (ROOT / "examples" / "ynot.record").read_text(encoding="utf-8")
    done = _ynot("review", "-", input=record)
    assert done.returncode == 0 and done.stdout.strip()


@pytest.mark.parametrize("command", [["text", "--players", "Ann"], ["dominoes"]])
def test_ctrl_c_in_a_terminal_command_exits_130(command, tmp_path):
    env = dict(os.environ, YNOT_HOME=str(tmp_path / "home"))
    # a suite started in the background of a shell inherits SIGINT ignored: give the child the default, as a
    # terminal's foreground program has it
    process = subprocess.Popen([sys.executable, "-m", "ynot", *command], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    # wait until it asks for a move (its prompt, flushed, ends in ": " and nothing follows), then press Ctrl+C
    shown = b""
    while not (shown.endswith(b": ") and not select.select([process.stdout], [], [], 1.0)[0]):
        chunk = os.read(process.stdout.fileno(), 4096)
        assert chunk, shown[-500:]
        shown += chunk
    process.send_signal(signal.SIGINT)
    rest, err = process.communicate(timeout=60)
    out, err = (shown + rest).decode(), err.decode()
    assert process.returncode == 130, (out[-500:], err[-500:])
    assert "Traceback" not in err
    assert rest == b"\n" and err == "ynot: interrupted\n"  # the prompt's line is left first
