"""``ynot completion bash|zsh``: the shell's completion script, generated from the argument parser."""

from __future__ import annotations

import argparse

from ..i18n import N_, _

HELP = N_("Print the completion script for bash or zsh (see docs/desktop.md for where to put it).")
SHELLS = ("bash", "zsh")
#: A shell script, for the shell: its lines stay whole, whatever the width.
WHOLE_LINES = True


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("shell", choices=SHELLS, help=_("the shell to complete ynot's commands in"))


def run(args: argparse.Namespace) -> int:
    import shtab

    from ..cli import build_parser

    print(shtab.complete(build_parser(), shell=args.shell))
    return 0
