"""The shell completion scripts and the manual page, both generated from the argument parser; ``-`` for
standard input; Ctrl+C ends a terminal command with status 130."""

from __future__ import annotations

import argparse
import os
import re
import select
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import share_solver_tables

import ynot
from tests.looks import shipped_looks
from ynot.cli import COMMANDS, build_parser, main
from ynot.commands.help import TOPICS, Typed

ROOT = Path(__file__).resolve().parents[2]


def _ynot(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ynot", *args], capture_output=True, text=True, timeout=120,
                          **kwargs)


@pytest.fixture(scope="module")
def scripts(tmp_path_factory) -> dict[str, Path]:
    """The completion script of each shell, made once."""
    folder = tmp_path_factory.mktemp("completion")
    made = {}
    for shell in ("bash", "zsh", "fish"):
        made[shell] = folder / f"ynot.{shell}"
        made[shell].write_text(_ynot("completion", shell).stdout, encoding="utf-8")
    return made


#: (the words typed, the last one being completed) -> what the shell offers
COMPLETED = [
    (["re"], ["replay", "review"]),
    (["play", "--sk"], ["--skin"]),
    (["play", "--skin", ""], shipped_looks()),  # every look in skins/
    (["text", "--rules", "ya"], ["yacht", "yahtzee", "yatcy"]),
    (["text", "--computer", ""], ["beginner", "good", "perfect"]),
    (["dominoes", "--level", "h"], ["hard", "hoarder"]),
    (["pbm", "user", "p"], ["passwd"]),
    (["help", "c"], ["computers"]),
    (["replay", "examples/ynot.r"], ["examples/ynot.record"]),
]


@pytest.mark.parametrize(("typed", "offered"), COMPLETED, ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_bash_completes_commands_options_looks_rules_levels_and_files(scripts, typed, offered):
    words = " ".join(f"'{word}'" for word in ["ynot", *typed])
    probe = (f'source "{scripts["bash"]}"; COMP_WORDS=({words}); COMP_CWORD={len(typed)}; _shtab_ynot; '
             'printf "%s\\n" "${COMPREPLY[@]}"')
    done = subprocess.run(["bash", "-c", probe], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert sorted(done.stdout.split()) == offered, done.stderr


@pytest.mark.skipif(not shutil.which("fish"), reason="fish is not installed")
@pytest.mark.parametrize(("typed", "offered"), COMPLETED, ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_fish_completes_the_same(scripts, typed, offered, tmp_path):
    line = " ".join(["ynot", *typed])
    probe = f'source "{scripts["fish"]}"; complete -C"{line}"'
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run(["fish", "--no-config", "-c", probe], capture_output=True, text=True, timeout=60,
                          cwd=ROOT, env=env)
    assert sorted(row.split("\t")[0] for row in done.stdout.splitlines()) == offered, done.stderr


@pytest.mark.skipif(not shutil.which("zsh"), reason="zsh is not installed")
def test_zsh_completion_parses(scripts):
    assert subprocess.run(["zsh", "-n", str(scripts["zsh"])], capture_output=True, timeout=60).returncode == 0


def test_zsh_completion_names_every_command_and_the_values_of_options(scripts):
    out = scripts["zsh"].read_text(encoding="utf-8")
    assert out.startswith("#compdef ynot") and all(name in out for name in COMMANDS)
    assert "(amiga mac psion windows)" in out and "(beginner good perfect)" in out and "_files" in out


def test_the_manual_page_has_every_command_action_and_option(capsys):
    assert main(["manpage"]) == 0
    page = capsys.readouterr().out
    assert page.startswith(f'.TH YNOT 6 "{ynot.__date__}" ')  # games are section 6; the date is the version's
    parser = build_parser()
    for name, sub in _commands(parser):
        assert f'.SS "{name.replace("-", chr(92) + "-")}"\n' in page, name
        for action in sub._actions:  # noqa: SLF001
            if action.option_strings and action.help != argparse.SUPPRESS and action.dest != "help":
                assert f"\\fB{action.option_strings[0].replace('-', chr(92) + '-')}" in page, (name, action)
    assert page.count(".SS \"pbm ") >= 14 and '.SS "pbm user add"' in page and "challenge" in page
    for section in ("NAME", "SYNOPSIS", "COMMANDS", "ENVIRONMENT", "EXIT STATUS", "SEE ALSO", '"GAME RECORDS"'):
        assert f".SH {section}\n" in page
    assert "\\fB\\-\\-seed SEED\\fR" in page  # ynot play's option, with its value


def _commands(parser: argparse.ArgumentParser, above: str = ""):
    """(name, parser) of every command and every action of one, all the way down."""
    for action in parser._actions:  # noqa: SLF001
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for name, sub in action.choices.items():
                yield f"{above}{name}", sub
                yield from _commands(sub, f"{above}{name} ")


def test_the_manual_pages_date_is_the_versions_or_the_builds(monkeypatch, capsys):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "86400")
    assert main(["manpage"]) == 0
    assert capsys.readouterr().out.startswith('.TH YNOT 6 "1970-01-02" ')


@pytest.mark.skipif(not shutil.which("groff"), reason="groff is not installed")
def test_the_manual_page_renders_without_warnings(tmp_path):
    page = tmp_path / "ynot.6"
    page.write_text(_ynot("manpage").stdout, encoding="utf-8")
    done = subprocess.run(["groff", "-man", "-Tutf8", "-ww", str(page)], capture_output=True, text=True,
                          timeout=60)
    shown = re.sub(".\b", "", done.stdout).replace("\u2010", "-")  # no bold (overstruck), plain hyphens
    assert done.returncode == 0 and not done.stderr and "ynot play" in shown and "pbm user add" in shown


def test_no_help_points_at_what_an_installed_ynot_lacks():
    """The docs/ folder is the source's, not the wheel's: a help text points to 'ynot help TOPIC' instead."""
    texts = [parser.description or "" for _name, parser in _commands(build_parser())]
    texts += [action.help or "" for _name, parser in _commands(build_parser()) for action in parser._actions]  # noqa: SLF001
    assert not [text for text in texts if "docs/" in text or ".md" in text]
    pointed = {topic for text in texts for topic in re.findall(r"ynot help (\w+)", text)}
    assert pointed and pointed <= set(TOPICS)


@pytest.mark.parametrize("topic", list(TOPICS))
def test_each_help_topic_prints_and_is_a_section_of_the_manual_page(topic, capsys):
    assert main(["help", topic]) == 0
    out = capsys.readouterr().out
    assert out.startswith(TOPICS[topic].title + "\n\n") and all(len(line) <= 80 for line in out.splitlines())
    typed = [line for block in TOPICS[topic].blocks if isinstance(block, Typed) for line in block.lines]
    assert all(f"    {line}\n" in out and len(line) <= 76 for line in typed)  # shown whole, never wrapped
    assert main(["manpage"]) == 0
    assert f'.SH "{TOPICS[topic].title.upper()}"' in capsys.readouterr().out.replace("\\-", "-")


def test_help_lists_the_topics_and_an_unknown_one_is_told_with_them(capsys):
    assert main(["help"]) == 0
    listed = capsys.readouterr().out
    assert all(f"  {name}" in listed for name in TOPICS)
    with pytest.raises(SystemExit):
        main(["help", "nosuch"])
    err = " ".join(capsys.readouterr().err.split())
    assert "invalid choice: 'nosuch' (choose from 'records', 'computers'" in err


def test_replay_reads_standard_input():
    record = (ROOT / "examples" / "ynot.record").read_text(encoding="utf-8")
    from_file = _ynot("replay", str(ROOT / "examples" / "ynot.record"))
    from_stdin = _ynot("replay", "-", input=record)
    assert from_stdin.returncode == 0 and from_stdin.stdout == from_file.stdout != ""


@pytest.mark.slow
def test_review_reads_standard_input(ynot_home, solver_tables):
    share_solver_tables(ynot_home, solver_tables)
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
