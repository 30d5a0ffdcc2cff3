"""Shared arguments of the strategy commands: a rule set by name with winzee's options."""

from __future__ import annotations

import argparse

from ..cli import UserError
from ..i18n import _


def add_rules_arguments(parser: argparse.ArgumentParser, default: str = "ynot") -> None:
    parser.add_argument(
        "--rules", default=default, metavar="NAME", help=_("the rule set (default {name})").format(name=default)
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=_("a rule option, e.g. extra=wild for winzee (repeatable)"),
    )


def rules_from_args(args: argparse.Namespace):
    """The RuleSet the arguments name, or a UserError in one sentence."""
    from ..dice.rules import get_rules

    options = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise UserError(_("rule options are written KEY=VALUE, not {text!r}").format(text=item))
        options[key.strip()] = value.strip()
    try:
        return get_rules(args.rules, **options)
    except ValueError as err:
        raise UserError(str(err)) from None
