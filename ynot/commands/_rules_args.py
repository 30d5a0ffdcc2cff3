"""Shared arguments of the commands that take rules: the strategy commands' dice rule set by name with
winzee's options, and any game's rule set through its kind (``ynot text``, ``ynot pbm challenge``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cli import UserError
from ..core import default_name
from ..i18n import _

if TYPE_CHECKING:
    import argparse

    from ..core import GameKind


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
    from ..dice.rules import get_rules  # lazy: a mailed dominoes move loads no dice (docs/imports.md)

    options = dict(option.split("=", 1) for option in checked_options(args.option))
    try:
        return get_rules(args.rules, **options)
    except ValueError as err:
        raise UserError(str(err)) from None


def checked_options(options: list[str]) -> list[str]:
    """``--option`` values as ``key=value`` words (spaces trimmed), or a UserError in one sentence."""
    words = []
    for item in options:
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or " " in key.strip() or " " in value.strip():
            raise UserError(_("rule options are written KEY=VALUE, not {text!r}").format(text=item))
        words.append(f"{key.strip()}={value.strip()}")
    return words


def default_rules(kind: GameKind) -> Any:
    """The rule set a game is played by when none is named: its own name as a rules key (Pig's ``pig``,
    dominoes' ``dominoes``), else the first rule set it offers (the dice games' ``ynot``)."""
    for key in (kind.name, *kind.choices.get("rules", ())):
        try:
            return kind.rules_from_key(key)
        except (ValueError, KeyError, TypeError, IndexError):
            continue
    raise UserError(_("{game} has no rule set to play by default: name one with --rules").format(game=_(kind.title)))


def game_rules(kind: GameKind, name: str | None, options: list[str]) -> Any:
    """The rule set of ``kind`` called ``name`` (None: its default) with ``options`` (``key=value``), through
    its rules keys: a game other than the default one starts its keys with its name, which may be left out
    (``--game dominoes --rules double-nine``); a UserError in one sentence for a rule set it does not have."""

    base = name.strip() if name is not None and name.strip() else kind.rules_key(default_rules(kind))
    text = " ".join([base, *checked_options(options)])
    if kind.name != default_name() and text.split()[0] != kind.name:
        text = f"{kind.name} {text}"
    try:
        return kind.rules_from_key(text)
    except (ValueError, KeyError, TypeError, IndexError) as err:
        said = str(err.args[0]) if err.args else ""
        raise UserError(said or _("unknown rule set {name!r}").format(name=text)) from None
