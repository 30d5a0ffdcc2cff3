"""``ynot manpage``: the manual page ynot(6) (games are section 6), generated from the argument parser:
every command and every action of a command (``pbm challenge``, ``pbm user add``) with its options, then
the help topics (``ynot help``), the environment and the exit statuses, in roff for man. Its date is the
date of this version (or ``SOURCE_DATE_EPOCH``'s, for a reproducible build), never the day it is made."""

from __future__ import annotations

import argparse
import datetime
import os

from .. import __date__, __version__
from ..cli import build_parser
from ..i18n import N_, _
from .help import TOPICS, Typed

#: roff, for man: its lines stay whole (man fits the page to the terminal).
WHOLE_LINES = True
SECTION = 6

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


def page_date(version_date: str) -> datetime.date:
    """The page's date: ``SOURCE_DATE_EPOCH``'s day when a build sets it, else the date of this version."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return datetime.datetime.fromtimestamp(int(epoch), datetime.UTC).date()
    return datetime.date.fromisoformat(version_date)


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


def _helps(parser: argparse.ArgumentParser) -> dict[str, str]:
    """Each action's one-line help, as its parent lists it (an action's parser has no description of its own)."""
    for action in parser._actions:  # noqa: SLF001
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            return {choice.dest: choice.help or "" for choice in action._choices_actions}  # noqa: SLF001
    return {}


def _command(name: str, parser: argparse.ArgumentParser, told: str) -> list[str]:
    """A command (or an action of one, ``pbm user add``) and its options, then each of its own actions."""
    usage = " ".join(parser.format_usage().split()[1:])
    lines = [f'.SS "{roff(name)}"', f"\\fB{roff(usage)}\\fR", ".PP", roff(parser.description or told)]
    lines += _options(parser)
    helps = _helps(parser)
    for action, sub in _subcommands(parser).items():
        lines += _command(f"{name} {action}", sub, helps.get(action, ""))
    return lines


def _table(title: str, rows: tuple[tuple[str, str], ...]) -> list[str]:
    lines = [f".SH {_(title)}"]
    for key, meaning in rows:
        lines += [".TP", f"\\fB{roff(key)}\\fR", roff(_(meaning))]
    return lines


def _topic(name: str) -> list[str]:
    """A help topic as a section: its paragraphs, its examples as typed."""
    topic = TOPICS[name]
    lines = [f'.SH "{roff(_(topic.title).upper())}"']
    for block in topic.blocks:
        if isinstance(block, Typed):
            lines += [".PP", ".RS", ".nf", *(roff(line) for line in block.lines), ".fi", ".RE"]
        else:
            lines += [".PP", roff(_(block))]
    return lines


def manual_page(parser: argparse.ArgumentParser, version: str, date: datetime.date) -> str:
    """The whole page: name, synopsis, every command and action with its options, the help topics, the
    environment and the exit statuses."""
    lines = [
        f'.TH YNOT {SECTION} "{date.isoformat()}" "ynot {version}" "Games"',
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
    helps = _helps(parser)
    for name, sub in _subcommands(parser).items():
        lines += _command(name, sub, helps.get(name, ""))
    for name in TOPICS:
        lines += _topic(name)
    lines += _table(N_("ENVIRONMENT"), ENVIRONMENT) + _table(N_("EXIT STATUS"), EXIT_STATUS)
    see_also = _("ynot help TOPIC prints each section above that is not a command: {topics}.").format(
        topics=", ".join(TOPICS))
    lines += [".SH " + _("SEE ALSO"), roff(see_also)]
    return "\n".join(lines) + "\n"


def configure(parser: argparse.ArgumentParser) -> None:
    del parser  # no options of its own


def run(args: argparse.Namespace) -> int:
    del args

    print(manual_page(build_parser(), __version__, page_date(__date__)), end="")
    return 0
