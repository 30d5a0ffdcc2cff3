"""``ynot solve``: compute (or load) the optimal-play table of a rule set and print its expected score."""

from __future__ import annotations

import argparse
import os
import sys
import time

from ..cli import UserError
from ..i18n import _
from ._rules_args import add_rules_arguments, rules_from_args


def configure(parser: argparse.ArgumentParser) -> None:
    add_rules_arguments(parser)
    parser.add_argument("--rebuild", action="store_true", help=_("compute the table again even if it is cached"))
    # the background build of a look (ynot/dice/strategy/builder.py): lower priority, progress lines on stdout
    parser.add_argument("--background", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--sd",
        action="store_true",
        help=_("also compute the standard deviation of the optimal score exactly (a second, slower pass)"),
    )


def _bar(done: int, total: int) -> None:
    width = 26
    filled = round(width * done / total)
    bar = "#" * filled + "." * (width - filled)
    sys.stderr.write("\r" + _("solving [{bar}] {done}/{total} levels").format(bar=bar, done=done, total=total))
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def _progress_line(done: int, total: int) -> None:
    print(f"progress {done} {total}", flush=True)


def run(args: argparse.Namespace) -> int:
    # the solver does no linear algebra: OpenBLAS's threads, started when NumPy loads, would only
    # cost start time and CPU (about 50 ms of each on two cores)
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    # NumPy loads here, after that setting (and a build's man page reads this module without NumPy)
    from ..dice.strategy.builder import lower_priority
    from ..dice.strategy.cache import load_table, table_path

    rules = rules_from_args(args)
    if rules.columns != 1:
        raise UserError(
            _(
                "exact tables are for one scoring column; {rules} with {count} columns is played by a heuristic"
                " (use columns=1)"
            ).format(rules=rules.name, count=rules.columns)
        )
    notices: list[str] = []
    start = time.perf_counter()
    bar = _bar if sys.stderr.isatty() else None  # a bar redrawn in place only makes sense on a terminal
    if args.background:
        lower_priority()  # the game that started it has done so already; anyone else's run gets it here
        bar = _progress_line
    table = load_table(rules, bar, rebuild=args.rebuild, notice=notices)
    seconds = time.perf_counter() - start
    for notice in notices:
        print(notice, file=sys.stderr)
    print(_(rules.title))
    print(_("optimal expected score: {score:.10f}").format(score=table.expected_score))
    path = table_path(table.model)
    where = path if path.is_file() else _("not kept")
    print(_("table: {path} ({seconds:.2f} s)").format(path=where, seconds=seconds))
    if args.sd:
        from ..dice.strategy.solver import solve

        start = time.perf_counter()
        moments = solve(rules, bar, moments=True)
        print(_("standard deviation: {deviation:.4f} ({seconds:.1f} s)").format(
            deviation=moments.standard_deviation, seconds=time.perf_counter() - start))
    return 0
