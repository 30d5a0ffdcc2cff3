"""The one entry point: ``ynot [COMMAND] ...``. Command modules load lazily, so commands that do
not open a window never import pygame. argparse and the log (``logging`` and the log file's handler)
load when first needed too (docs/imports.md): a command module's ``quick(args)`` may run a fixed
argument shape without the parser (``ynot pbm mail``, which a mail server starts for every message)."""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import __version__, paths
from .i18n import (
    N_,
    PSEUDO,
    _,
    command_line_language,
    ini_language,
    languages,
    ngettext,
    prefer_later,
    set_language,
)
from .i18n.system import language_code
from .logs import get_logger, when_logging
from .terminal import FittedStream, width, wrap

if TYPE_CHECKING:
    import argparse

log = get_logger("ynot")

#: sub-command -> (module in ``ynot.commands`` with ``configure(parser)`` and ``run(args)``, its help line):
#: ``ynot --help`` names every command without loading one.
COMMANDS: dict[str, tuple[str, str]] = {
    "replay": ("replay", N_(
        "Replay a game record of any game (a file, or a kept game: ynot games) and print where it ends."
    )),
    "play": ("play", N_("Play YNOT in a window (the default when no command is given).")),
    "screenshot": ("screenshot", N_(
        "Render, without a window, what a player sees after some keys and clicks, to a PNG file."
    )),
    "scores": ("scores", N_("Print the high score tables (top 5 for each rule set).")),
    "stats": ("stats", N_("Print player statistics: games, best and average, all-time and for the current series.")),
    "text": ("text", N_(
        "Play in the terminal: the dice games with ASCII dice and moves typed as in play-by-mail Yacht, or another "
        "game with --game."
    )),
    "dominoes": ("dominoes", N_("Play Muggins dominoes in the terminal: two to four players, people and computers.")),
    "pbm": ("pbm", N_(
        "Play by mail: users, challenge, move on, show and list numbered boards; play by e-mail (pbmserv Yacht, "
        "Muggins dominoes)."
    )),
    "solve": ("solve", N_("Solve a rule set for optimal solitaire play and print the optimal expected score.")),
    "advise": ("advise", N_("Show every keep or box for one position with its expected score, best first.")),
    "review": ("review", N_(
        "Review a finished game (a record file, or a kept game: ynot games): the points each decision gave away."
    )),
    "games": ("games", N_("List the finished games kept in the records, newest first; show one game's record.")),
    "install-desktop": ("install_desktop", N_(
        "Add YNOT, with its icon, to your desktop's applications menu (freedesktop, for this user)."
    )),
    "uninstall-desktop": ("uninstall_desktop", N_(
        "Remove the applications-menu entry and icons that install-desktop wrote."
    )),
    "completion": ("completion", N_(
        "Print the completion script for bash, zsh or fish ('ynot help install' says where to put it)."
    )),
    "manpage": ("manpage", N_(
        "Print the manual page ynot(6) in roff ('ynot help install' says where to put it)."
    )),
    "help": ("help", N_(
        "Print a help topic: game records, the computer players, play by mail on a mail server, and more."
    )),
}
DEFAULT_COMMAND = "play"


class UserError(Exception):
    """A problem the user can fix; its message is shown as it is, without a traceback."""


LANGUAGE_HELP = N_("the language of the game for this run (de, en, ...), over ynot.ini and the system's")


def language_option(parser: argparse.ArgumentParser, *, default: object = None) -> None:
    """``--language CODE`` on ``parser`` (the top level and every subcommand)."""
    parser.add_argument("--language", default=default, metavar=_("CODE"), help=_(LANGUAGE_HELP))


def build_parser(only: str | None = None, *, options: bool = True) -> argparse.ArgumentParser:
    """The whole command line in the language in use (argparse's own words too: ``translate_argparse``);
    with ``only`` (a command's name), only that command's module is loaded and its options read, the others
    are named (so a start does not import every command). Without ``options``, every command is named with
    its help but none reads its options (``ynot --help`` shows no more: a command's options may load its
    game, as ``dominoes --level`` does)."""
    import argparse  # lazy: see the module's docstring (docs/imports.md)

    translate_argparse()
    parser = parser_class()(
        prog="ynot",
        description=_("YNOT: five 1990s games back on the desktop: the shareware dice games and Muggins dominoes."),
    )
    parser.add_argument("--version", action="version", version=f"ynot {__version__}",
                        help=_("show the program's version number and exit"))
    language_option(parser)
    sub = parser.add_subparsers(dest="command", metavar=_("COMMAND"))
    for name, (module_name, help_line) in COMMANDS.items():
        if only is not None and name != only:
            sub.add_parser(name)
            continue
        cmd = sub.add_parser(name, help=_(help_line), description=_(help_line))
        if not options:
            continue
        module = importlib.import_module(f"ynot.commands.{module_name}")
        module.configure(cmd)
        language_option(cmd, default=argparse.SUPPRESS)  # a subcommand's default must not hide the top's
        cmd.set_defaults(run=module.run)
    return parser


_PARSER: list[type] = []


def parser_class() -> type[argparse.ArgumentParser]:
    """argparse's parser with YNOT's manners (made once, when the command line is first read: the mail path
    runs without argparse): a bad option or word is told under the usage of the command (or action) it was
    given to, not the top level's, and the error is wrapped to the terminal like every other sentence."""
    if _PARSER:
        return _PARSER[0]
    import argparse  # lazy: see the module's docstring (docs/imports.md)

    class Parser(argparse.ArgumentParser):
        def parse_known_args(self, args=None, namespace=None):  # noqa: ANN001, ANN202 - argparse's own
            parsed, extras = super().parse_known_args(args, namespace)
            if extras and " " in self.prog:  # a command's own parser: its words end here
                self.error(_("unrecognized arguments: %s") % " ".join(extras))
            return parsed, extras

        def error(self, message: str):  # noqa: ANN201 - argparse's own; it does not return
            self.print_usage(sys.stderr)
            sentence = (_("%(prog)s: error: %(message)s\n") % {"prog": self.prog, "message": message}).rstrip("\n")
            _say(sentence)
            self.exit(2)

    _PARSER.append(Parser)
    return Parser


def translate_argparse() -> None:
    """argparse's own sentences ("usage:", "show this help message and exit", its errors) through our
    catalog: argparse looks its ``_`` and ``ngettext`` up in its module when it speaks, so both are pointed
    at ours (their words are in the catalog through ``ynot.i18n.argparse_words``)."""
    import argparse  # lazy: see the module's docstring (docs/imports.md)

    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


#: The command whose own ``--language`` is a player's, kept with them: ``ynot pbm user add --language de``.
OWN_LANGUAGE = ("pbm", "user", "add")


def choose_language(args_list: list[str]) -> list[str]:
    """The language for this run, before any help is written: ``--language`` wherever it stands, else
    ynot.ini's ``language``, else the system's. Returns the arguments without ``--language``."""
    import argparse  # lazy: see the module's docstring (docs/imports.md)

    own = len(args_list)
    for start in range(len(args_list) - len(OWN_LANGUAGE) + 1):
        if tuple(args_list[start : start + len(OWN_LANGUAGE)]) == OWN_LANGUAGE:
            own = start + len(OWN_LANGUAGE)  # after it --language is the new user's, not this run's
            break
    translate_argparse()  # from the first parser on: the standard gettext would search the disk for catalogs
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--language", default=None)
    known, rest = early.parse_known_args(args_list[:own])
    rest += args_list[own:]
    prefer_ini_language()
    if known.language:
        check_language(known.language)
        set_language(known.language)
    return rest


class UnknownLanguage(Exception):
    """``--language`` names a language YNOT does not speak; the message is the sentence."""


def check_language(code: str) -> None:
    """UnknownLanguage, naming those there are, unless YNOT speaks ``code`` (or its language without the
    region: ``de_AT`` is spoken as ``de``)."""
    there = languages()
    asked = language_code(code)
    if asked in (*there, PSEUDO) or asked.split("_")[0] in there:
        return
    raise UnknownLanguage(
        _("there is no language {code!r}; the languages are: {languages}").format(code=code, languages=", ".join(there))
    )


def prefer_ini_language() -> None:
    """The ``language`` of ynot.ini, if it names one, over the system's (read when a sentence first needs
    it: a start that shows only its opening picture needs none)."""

    with contextlib.suppress(OSError, ModuleNotFoundError):  # no platformdirs yet: main says so in a moment
        ini = paths.config_dir() / "ynot.ini"
        prefer_later(lambda: ini_language(ini))


def setup_logging() -> None:
    """Send warnings and unexpected errors to ``ynot.paths.log_dir()/ynot.log`` (kept small, rotated), from
    the first line logged on (``ynot.logs``: most runs log nothing and never load ``logging``)."""
    target = str(paths.log_dir() / "ynot.log")  # a folder that cannot be written: its lines are dropped
    when_logging(lambda: log_to(target))


def log_to(target: str) -> None:
    """The ``ynot`` logger's lines go to the file ``target`` (``ynot.logfile``)."""
    from .logfile import log_to as log_file  # lazy: see the module's docstring (docs/imports.md)

    log_file(target)


#: Said when a package YNOT needs is not installed (``python3 -m ynot`` in a checkout, before the install).
MISSING_PACKAGE = N_(
    "the Python package {name!r} that YNOT needs is not installed; install YNOT with its packages "
    "(python3 -m venv .venv && .venv/bin/pip install .) and run .venv/bin/ynot"
)


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command and return its exit status; errors become one plain sentence."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pygame's banner is not ours to print
    try:
        return _main(argv)
    except ModuleNotFoundError as err:
        if not err.name or err.name.split(".")[0] == "ynot":
            raise
        warn(_(MISSING_PACKAGE).format(name=err.name))
        return 1


def warn(sentence: str) -> None:
    """``ynot:`` and one sentence on standard error, wrapped to the terminal (a notice, an error)."""
    _say(f"ynot: {sentence}")


def _say(line: str) -> None:
    """A line on standard error, wrapped to the terminal, its continuation lines indented."""
    print(wrap(line, width(sys.stderr), hanging="  "), file=sys.stderr)


def _main(argv: Sequence[str] | None) -> int:
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = FittedStream(out), FittedStream(err, "  ")  # every line fits (80 into a file or pipe)
    try:
        return _command(argv)
    finally:
        for fitted in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):  # a reader gone: _reader_gone said nothing
                fitted.flush()
        sys.stdout, sys.stderr = out, err


def _command(argv: Sequence[str] | None) -> int:
    with contextlib.suppress(ModuleNotFoundError):  # the log's folder needs platformdirs: the command says so
        setup_logging()
    args_list = list(sys.argv[1:] if argv is None else argv)
    args = _quick(args_list or [DEFAULT_COMMAND])  # a bare `ynot` is `ynot play`
    if args is None:
        try:
            args_list = choose_language(args_list)
        except UnknownLanguage as err:
            warn(str(err))
            return 2
        starts_with_option = bool(args_list) and args_list[0].startswith("-")
        asks_for_help = bool(args_list) and args_list[0] in ("-h", "--help", "--version")
        if DEFAULT_COMMAND in COMMANDS and (not args_list or (starts_with_option and not asks_for_help)):
            args_list.insert(0, DEFAULT_COMMAND)
        command = args_list[0] if args_list and args_list[0] in COMMANDS else None
        parser = build_parser(command, options=command is not None)  # no command: the top level's help or error
        args = parser.parse_args(args_list)
        args.language = command_line_language()  # taken out above, wherever it stood: the command still learns it
        if not getattr(args, "run", None):
            parser.print_help()
            return 0
        whole = getattr(importlib.import_module(f"ynot.commands.{COMMANDS[args.command][0]}"), "WHOLE_LINES", False)
        sys.stdout.whole = bool(whole(args) if callable(whole) else whole)  # output for another program
    return _run(args)


def _quick(args_list: list[str]) -> object | None:
    """The arguments as the parser would give them, from the command module's ``quick(args)`` when it
    knows their shape; None (the whole parser) otherwise. Only ynot.ini's language applies then: a
    ``--language`` anywhere takes the parser's way."""
    if not args_list or args_list[0] not in COMMANDS or any(a.startswith("--l") for a in args_list):
        return None
    module = importlib.import_module(f"ynot.commands.{COMMANDS[args_list[0]][0]}")
    quick = getattr(module, "quick", None)
    args = quick(args_list[1:]) if quick is not None else None
    if args is not None:
        prefer_ini_language()
        args.command, args.run = args_list[0], module.run
    return args


def _run(args) -> int:
    """Run the parsed command; errors become one sentence (and the log has the details)."""
    try:
        return _run_command(args)
    finally:
        _unsaid()


def _run_command(args) -> int:
    try:
        status = int(args.run(args) or 0)
        sys.stdout.flush()  # a reader that went away is found here, not at exit
        return status
    except BrokenPipeError:
        return _reader_gone()
    except UserError as err:
        warn(str(err))
        return 1
    except KeyboardInterrupt:
        end = getattr(sys.stdout, "end_open_line", None)
        if end is not None:
            end()  # a prompt's line is left first
        warn(_("interrupted"))
        return 130
    except Exception as err:  # the last line of defence: never a traceback for the player
        if isinstance(err, ModuleNotFoundError) and err.name and err.name.split(".")[0] != "ynot":
            raise  # a package YNOT needs is missing: main says which, in one sentence
        log.exception("unexpected error in %s", args.command)
        warn(_("something went wrong ({problem}).").format(problem=f"{type(err).__name__}: {err}"))
        return 2


def _unsaid() -> None:
    """Say what a part the command used left for whoever shows this run's messages: a cached solver table
    moved aside or not kept, found while a computer player or the coach loaded it."""
    cache = sys.modules.get("ynot.dice.strategy.cache")
    for sentence in getattr(cache, "UNSAID", ()):
        warn(sentence)
    if cache is not None:
        cache.UNSAID.clear()


#: The exit status of a command whose output's reader went away (``ynot pbm list | head -3``), as for a
#: program stopped by SIGPIPE (128 + 13).
BROKEN_PIPE_STATUS = 141


def _reader_gone() -> int:
    """The reader of standard output closed it early: stop quietly. Standard output is pointed at the null
    device so that the interpreter's last flush finds nowhere to fail."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass
    return BROKEN_PIPE_STATUS


if __name__ == "__main__":
    sys.exit(main())
