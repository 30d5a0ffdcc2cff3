"""``ynot completion bash|zsh|fish``: the shell's completion script, generated from the argument parser (shtab),
taught what each option's value can be: the looks for ``--skin``, the rule sets for ``--rules``, the computer
levels, the languages, and file and folder names where a command takes one."""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..cli import build_parser
from ..core import get_kind, kinds
from ..i18n import _, languages
from ..looks import look_names

SHELLS = ("bash", "zsh", "fish")
#: A shell script, for the shell: its lines stay whole, whatever the width.
WHOLE_LINES = True
#: Options and arguments that name a folder, and those that name a file (besides any of ``type=Path``).
FOLDERS = ("--home", "maildir")
FILES = ("file", "output", "game")  # a game: a record file, or a kept game's number


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("shell", choices=SHELLS, help=_("the shell to complete ynot's commands in"))


def words(name: str, values: Sequence[str]) -> dict[str, Any]:
    """shtab's completion of one of ``values`` (single words), for every shell it writes."""
    joined = " ".join(values)
    function = f"_ynot_complete_{name}"
    return {
        "bash": function,
        "zsh": f"({joined})",
        "fish": joined,
        "preamble": {"bash": f'{function}() {{\n  compgen -W "{joined}" -- "$1"\n}}\n'},
    }


def value_words() -> dict[str, dict[str, Any]]:
    """What each option's value can be, by option: the looks, the rule sets of every game that are one word,
    the dice games' computer levels, the languages."""

    rule_sets = [name for kind in kinds() for name in kind.choices.get("rules", ()) if " " not in name]
    return {
        "--skin": words("looks", look_names()),
        "--rules": words("rules", rule_sets),
        "--computer": words("levels", get_kind("dice").level_names()),
        "--language": words("languages", languages()),
    }


def _actions(parser: argparse.ArgumentParser) -> Iterator[argparse.Action]:
    """Every action of ``parser`` and of its commands and their actions, all the way down."""
    for action in parser._actions:  # noqa: SLF001 - argparse offers no public list of its actions
        yield action
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for sub in dict.fromkeys(action.choices.values()):
                yield from _actions(sub)


def teach(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Mark each action of ``parser`` with what completes its value (shtab reads ``action.complete``)."""
    import shtab

    known = value_words()
    for action in _actions(parser):
        names = [*action.option_strings, action.dest]
        found = next((known[name] for name in names if name in known), None)
        if found is None and any(name in FOLDERS for name in names):
            found = shtab.DIRECTORY
        elif found is None and (action.type is Path or action.dest in FILES):
            found = shtab.FILE
        if found is not None and not action.choices:
            action.complete = found  # type: ignore[attr-defined]
    return parser


def run(args: argparse.Namespace) -> int:
    import shtab

    print(shtab.complete(teach(build_parser()), shell=args.shell))
    return 0
