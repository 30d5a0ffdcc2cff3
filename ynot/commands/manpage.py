"""``ynot manpage``: the manual page ynot(1), generated from the argument parser (roff, for man)."""

from __future__ import annotations

import argparse
import datetime

from ..i18n import N_, _

HELP = N_("Print the manual page ynot(1) in roff (see docs/desktop.md for where to put it).")
#: roff, for man: its lines stay whole (man fits the page to the terminal).
WHOLE_LINES = True

#: What the page says beyond the commands: where files are kept, the environment, the exit statuses.
FILES = (
    ("~/.config/ynot/ynot.ini", N_("the settings")),
    ("~/.local/share/ynot/", N_("the records (ynot.db), autosaved games, play-by-mail boards, your own looks")),
    ("~/.cache/ynot/", N_("the solver's tables (rebuilt when missing)")),
    ("~/.local/state/ynot/log/ynot.log", N_("the log")),
)
ENVIRONMENT = (
    ("YNOT_HOME", N_("keep every file of YNOT's in this one folder instead")),
    ("LANGUAGE, LC_ALL, LC_MESSAGES, LANG", N_("the language of every sentence, as for any program")),
    ("COLUMNS", N_("the width of the terminal the text commands fit their lines to")),
)
EXIT_STATUS = (
    ("0", N_("all went well")),
    ("1", N_("a problem you can fix, told in one sentence")),
    ("2", N_("a garbled command line, or something unexpected (the log has the details)")),
    ("75", N_("play by mail: try again later (the mail system delivers the message again)")),
    ("130", N_("interrupted by Ctrl+C")),
    ("141", N_("the reader of the output went away")),
)


def roff(text: str) -> str:
    """``text`` safe in a roff line: backslashes and hyphens escaped, no line starting with a control."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def _options(parser: argparse.ArgumentParser) -> list[str]:
    lines: list[str] = []
    for action in parser._actions:  # noqa: SLF001 - argparse offers no public list of its actions
        if isinstance(action, argparse._SubParsersAction | argparse._HelpAction) or action.help == argparse.SUPPRESS:
            continue
        names = ", ".join(action.option_strings) or action.metavar or action.dest
        if action.option_strings and action.nargs != 0:
            names += " " + (action.metavar or action.dest.upper())
        lines += [".TP", f"\\fB{roff(names)}\\fR", roff(action.help or "")]
    return lines


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:  # noqa: SLF001
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            return dict(action.choices)
    return {}


def _table(title: str, rows: tuple[tuple[str, str], ...]) -> list[str]:
    lines = [f".SH {_(title)}"]
    for key, meaning in rows:
        lines += [".TP", f"\\fB{roff(key)}\\fR", roff(_(meaning))]
    return lines


def manual_page(parser: argparse.ArgumentParser, version: str, date: datetime.date) -> str:
    """The whole page: name, synopsis, every command with its options, files, environment, exit status."""
    lines = [
        f'.TH YNOT 1 "{date.isoformat()}" "ynot {version}" "Games"',
        ".SH " + _("NAME"),
        f"ynot \\- {roff((parser.description or '').removeprefix('YNOT: '))}",
        ".SH " + _("SYNOPSIS"),
        "\\fBynot\\fR [\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]",
        ".SH " + _("DESCRIPTION"),
        roff(_("With no command, ynot opens the game window (ynot play). Each command's options follow.")),
        ".SH " + _("OPTIONS"),
        *_options(parser),
        ".SH " + _("COMMANDS"),
    ]
    for name, sub in _subcommands(parser).items():
        usage = " ".join(sub.format_usage().split()[1:])
        lines += [".SS " + roff(name), f"\\fB{roff(usage)}\\fR", ".PP", roff(sub.description or ""), *_options(sub)]
    lines += _table(N_("FILES"), FILES) + _table(N_("ENVIRONMENT"), ENVIRONMENT)
    lines += _table(N_("EXIT STATUS"), EXIT_STATUS)
    see_also = _("The README and docs/ of YNOT's source for the rules, the looks and their keys.")
    lines += [".SH " + _("SEE ALSO"), roff(see_also)]
    return "\n".join(lines) + "\n"


def configure(parser: argparse.ArgumentParser) -> None:
    del parser  # no options of its own


def run(args: argparse.Namespace) -> int:
    del args
    from .. import __version__
    from ..cli import build_parser

    print(manual_page(build_parser(), __version__, datetime.date.today()), end="")
    return 0
