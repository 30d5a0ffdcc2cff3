"""``ynot scores``: print the high score tables."""

from __future__ import annotations

import argparse
import sys

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..cli import UserError
from ..core import kind_for_key
from ..i18n import _, ngettext
from ..store import Store, rules_key


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules", metavar="NAME", help=_("only this rule set, e.g. ynot or 'winzee columns=3 multiplier=yes'")
    )
    parser.add_argument(
        "--clear",
        action="store_true",
        help=_("empty the table of --rules (or, with --all, every table) instead, after asking (YNOT's Psion-C)"),
    )
    parser.add_argument("--all", action="store_true", help=_("with --clear: every table"))
    parser.add_argument("--yes", "-y", action="store_true", help=_("with --clear: do not ask first"))


def rules_title(key: str) -> str:
    """A rules key as a heading: the game's rule set's title, then what the key says beyond its first word
    (the options; for dominoes the set and the target)."""

    try:
        kind = kind_for_key(key)
        title = kind.title_of(kind.rules_from_key(key))
    except (KeyError, ValueError, IndexError, TypeError):
        return key
    _name, _sep, options = key.partition(" ")
    return f"{title}, {options}" if options else title


def _confirmed(question: str, yes: bool) -> bool:
    """True when ``--yes`` was given or the person at the terminal answers y; a pipe cannot answer."""
    if yes:
        return True
    if not sys.stdin.isatty():
        raise UserError(_("clearing high scores asks first: answer at a terminal, or add --yes"))
    answer = input(_("{question} [y/N] ").format(question=question)).strip().casefold()
    return answer in ("y", "yes", _("y"), _("yes"))


def clear(store, key: str | None, args: argparse.Namespace) -> int:  # noqa: ANN001 - a Store
    """``--clear``: one table (``--rules``) or every table (``--all``), after asking."""
    if key is None and not args.all:
        raise UserError(_("say which table to clear with --rules NAME, or every table with --all"))
    if key is not None:
        question = _("Empty the high score table of {rules}?").format(rules=rules_title(key))
        done = _("The high score table of {rules} is empty now.").format(rules=rules_title(key))
    else:
        count = len(store.high_score_rules())
        question = ngettext(
            "Empty the {count} high score table?", "Empty all {count} high score tables?", count
        ).format(count=count)
        done = ngettext(
            "The {count} high score table is empty now.", "All {count} high score tables are empty now.", count
        ).format(count=count)
    if not _confirmed(question, args.yes):
        print(_("Nothing was cleared."))
        return 0
    store.clear_high_scores(key)
    tell(store.notices)
    print(done)
    return 0


def resolve_rules(text: str | None) -> str | None:
    """A --rules argument as a rules key, or a UserError."""
    if text is None:
        return None

    try:
        return rules_key(text)
    except (ValueError, IndexError) as err:
        raise UserError(str(err) or _("unknown rule set {name!r}").format(name=text)) from None


def tell(notices: list[str]) -> None:
    """Print the store's sentences (bad files moved aside, damaged entries left out) once, to stderr."""
    for notice in notices:
        print(f"ynot: {notice}", file=sys.stderr)
    notices.clear()


def run(args: argparse.Namespace) -> int:
    key = resolve_rules(args.rules)
    with Store.open() as store:
        if args.clear:
            return clear(store, key, args)
        keys = [key] if key else store.high_score_rules()
        tables = {k: store.high_scores(k) for k in keys}
        tell(store.notices)
        if not keys:
            print(_("No high scores yet."))
            return 0
        blocks = []
        for k in keys:
            lines = [_("High scores: {rules}").format(rules=rules_title(k))]
            table = tables[k]
            if not table:
                lines.append("  " + _("(empty)"))
            width = max([4] + [len(e.name) for e in table])
            for entry in table:
                lines.append(f"  {entry.rank}. {entry.name:<{width}}  {entry.score:>6}  {entry.date[:10]}")
            blocks.append("\n".join(lines))
        print("\n\n".join(blocks))
    return 0
