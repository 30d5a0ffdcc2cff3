"""``ynot stats``: print player statistics."""

from __future__ import annotations

import argparse

from ..cli import UserError
from .scores import resolve_rules, rules_title, tell

HELP = "Print player statistics: games, best and average, all-time and for the current series."


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="?", help="only this player")
    parser.add_argument("--rules", metavar="NAME", help="only this rule set, e.g. ynot or winzee")


def _avg(value: float, games: int) -> str:
    return f"{value:.1f}" if games else "-"


def run(args: argparse.Namespace) -> int:
    from .. import games  # noqa: F401 - every game's rules keys, through the registry
    from ..store import Store

    key = resolve_rules(args.rules)
    with Store.open() as store:
        rows = store.all_stats(args.name, key)
        known = {p.name.casefold() for p in store.players()}
        tell(store.notices)
        if args.name and args.name.strip().casefold() not in known:
            raise UserError(f"there is no player called {args.name}")
        if not rows:
            who = f"{args.name} has not" if args.name else "nobody has"
            what = f" of {rules_title(key)}" if key else ""
            print(f"No games on record: {who} finished a game{what} yet.")
            return 0
        width = max([6] + [len(r.name) for r in rows])
        numbers = f"{'games':>5} {'won':>4} {'best':>5} {'average':>7}"
        head = f"{'Player':<{width}}  {numbers}   {numbers}"
        blocks = []
        for k in dict.fromkeys(r.rules_key for r in rows):
            lines = [
                f"Player statistics: {rules_title(k)}",
                f"{'':<{width}}  {'-------- all-time --------':>24}   {'--------- series ---------':>24}",
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
