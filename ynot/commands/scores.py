"""``ynot scores``: print the high score tables."""

from __future__ import annotations

import argparse
import sys

from ..cli import UserError

HELP = "Print the high score tables (top 5 for each rule set)."


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules", metavar="NAME", help="only this rule set, e.g. ynot or 'winzee columns=3 multiplier=yes'"
    )
    parser.add_argument(
        "--clear", action="store_true", help="empty the table(s) named instead (YNOT's Psion-C)"
    )


def rules_title(key: str) -> str:
    """A rules key as a heading: the rule set's title plus its options."""
    from ..dice.rules import get_rules

    name, _, options = key.partition(" ")
    try:
        title = get_rules(name).title
    except ValueError:
        return key
    return f"{title}, {options}" if options else title


def resolve_rules(text: str | None) -> str | None:
    """A --rules argument as a rules key, or a UserError."""
    if text is None:
        return None
    from ..store import rules_key

    try:
        return rules_key(text)
    except (ValueError, IndexError) as err:
        raise UserError(str(err) or f"unknown rule set {text!r}") from None


def tell(notices: list[str]) -> None:
    """Print the store's sentences (bad files moved aside, damaged entries left out) once, to stderr."""
    for notice in notices:
        print(f"ynot: {notice}", file=sys.stderr)
    notices.clear()


def run(args: argparse.Namespace) -> int:
    from .. import games  # noqa: F401 - every game's rules keys, through the registry
    from ..store import Store

    key = resolve_rules(args.rules)
    with Store.open() as store:
        if args.clear:
            store.clear_high_scores(key)
            tell(store.notices)
            print(f"The high score table{' for ' + rules_title(key) if key else 's'} cleared.")
            return 0
        keys = [key] if key else store.high_score_rules()
        tables = {k: store.high_scores(k) for k in keys}
        tell(store.notices)
        if not keys:
            print("No high scores yet.")
            return 0
        blocks = []
        for k in keys:
            lines = [f"High scores: {rules_title(k)}"]
            table = tables[k]
            if not table:
                lines.append("  (empty)")
            width = max([4] + [len(e.name) for e in table])
            for entry in table:
                lines.append(f"  {entry.rank}. {entry.name:<{width}}  {entry.score:>6}  {entry.date[:10]}")
            blocks.append("\n".join(lines))
        print("\n\n".join(blocks))
    return 0
