"""``ynot stats``: print player statistics."""

from __future__ import annotations

import argparse

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..cli import UserError
from ..i18n import _
from ..store import Store
from .charts import print_charts
from .scores import resolve_rules, rules_title, tell


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="?", help=_("only this player"))
    parser.add_argument("--rules", metavar="NAME", help=_("only this rule set, e.g. ynot or winzee"))
    parser.add_argument(
        "--chart",
        action="store_true",
        help=_("draw a histogram of the player's finished scores per rule set (needs a NAME)"),
    )


def _avg(value: float, played: int) -> str:
    return f"{value:.1f}" if played else "-"


def run(args: argparse.Namespace) -> int:
    key = resolve_rules(args.rules)
    if args.chart and not args.name:
        raise UserError(_("--chart draws one player's scores: name the player, e.g. ynot stats Ann --chart"))
    with Store.open() as store:
        rows = store.all_stats(args.name, key)
        names = [p.name for p in store.players()]
        tell(store.notices)
        if args.name and args.name.strip().casefold() not in {name.casefold() for name in names}:
            if not names:
                raise UserError(_("there is no player called {name}: nobody has finished a game yet").format(
                    name=args.name))
            raise UserError(_("there is no player called {name}; the players are {players}").format(
                name=args.name, players=", ".join(names)))
        if not rows:
            if args.name and key:
                said = _("No games on record: {name} has not finished a game of {rules} yet.")
            elif args.name:
                said = _("No games on record: {name} has not finished a game yet.")
            elif key:
                said = _("No games on record: nobody has finished a game of {rules} yet.")
            else:
                said = _("No games on record: nobody has finished a game yet.")
            print(said.format(name=args.name, rules=rules_title(key) if key else ""))
            return 0
        if args.chart:
            print_charts(rows[0].name, store.finished_scores(args.name, key))
            return 0
        width = max([6] + [len(r.name) for r in rows])
        numbers = f"{_('games'):>5} {_('won'):>4} {_('best'):>5} {_('average'):>7}"
        head = f"{_('Player'):<{width}}  {numbers}   {numbers}"
        blocks = []
        for k in dict.fromkeys(r.rules_key for r in rows):
            lines = [
                _("Player statistics: {rules}").format(rules=rules_title(k)),
                f"{'':<{width}}  {_(' all-time ').center(26, '-'):>24}   {_(' series ').center(26, '-'):>24}",
                head,
            ]
            for r in (r for r in rows if r.rules_key == k):
                a, s = r.all_time, r.series
                lines.append(
                    f"{r.name:<{width}}  {a.games:>5} {a.wins:>4} {a.best:>5} {_avg(a.average, a.games):>7}"
                    f"   {s.games:>5} {s.wins:>4} {s.best:>5} {_avg(s.average, s.games):>7}"
                )
            blocks.append("\n".join(lines))
        print("\n\n".join(blocks))
    return 0
