"""``ynot advise``: the best move for dice, a roll number, filled boxes and a section 1 total."""

from __future__ import annotations

import argparse

from ..cli import UserError
from ..dice.rules import UPPER, Category, Column, Dice, parse_category
from ..i18n import _
from ..terminal import table, width
from ._rules_args import add_rules_arguments, rules_from_args


def configure(parser: argparse.ArgumentParser) -> None:
    add_rules_arguments(parser)
    parser.add_argument("--dice", required=True, help=_('the five dice, e.g. "1 2 3 3 5" or 12335'))
    parser.add_argument("--roll", type=int, default=1, help=_("rolls made this turn: 1, 2 or 3 (default 1)"))
    parser.add_argument("--filled", default="", help=_("boxes already used, comma-separated (e.g. ones,fh,yahtzee)"))
    parser.add_argument("--upper", type=int, default=0, help=_("the section 1 total so far (default 0)"))
    parser.add_argument("--fifty", action="store_true", help=_("the five-of-a-kind box holds 50 (else 0)"))
    parser.add_argument("--total", type=int, default=0, help=_("your score so far, added to every figure"))
    parser.add_argument("--level", default="perfect", help=_("beginner, good or perfect (default)"))
    parser.add_argument("--top", type=int, default=10, help=_("how many choices to list (default 10)"))


def _filled(text: str):
    boxes = []
    for part in text.replace(" ", ",").split(","):
        if not part.strip():
            continue
        try:
            category = parse_category(part)
        except ValueError as err:
            raise UserError(str(err)) from None
        if category in boxes:
            raise UserError(_("the box {box} is listed twice").format(box=category.value))
        boxes.append(category)
    if len(boxes) > 13:
        raise UserError(_("a column has 13 boxes"))
    return boxes


def build_column(rules, filled, upper: int, fifty: bool):
    """A column with these boxes filled, the section 1 boxes adding up to ``upper``."""
    from ..dice.strategy.model import UPPER_CAP, StateError, TurnState, model_for

    if upper < 0:
        raise UserError(_("the section 1 total cannot be negative"))
    faces = [c.face for c in UPPER if c in filled]
    counts = _split_upper(faces, upper)
    if counts is None:
        names = ", ".join(c.value for c in UPPER if c in filled) or _("no section 1 boxes")
        raise UserError(_("a section 1 total of {total} cannot be made with {names} filled").format(
            total=upper, names=names))
    if fifty and Category.FIVE_KIND not in filled:
        raise UserError(_("the five-of-a-kind box cannot hold 50 unless it is filled"))
    boxes: list[int | None] = [None] * 13
    for category in filled:
        boxes[category.index] = 0
    for face, count in counts.items():
        boxes[face - 1] = face * count
    if Category.FIVE_KIND in filled:
        boxes[Category.FIVE_KIND.index] = 50 if fifty else 0
    column = Column(tuple(boxes))
    model = model_for(rules)
    state = model.state_of(column)
    try:
        model.check_state(TurnState(state.filled, min(upper, UPPER_CAP), state.fifty))
    except StateError as err:
        raise UserError(str(err)) from None
    return column


def _split_upper(faces: list[int], total: int) -> dict[int, int] | None:
    """Counts (0-5) of each face adding up to ``total`` exactly (or to 63 or more if total >= 63)."""

    def search(i: int, left: int) -> dict[int, int] | None:
        if i == len(faces):
            return {} if left == 0 or (total >= 63 and left <= 0) else None
        for count in range(5, -1, -1):
            rest = search(i + 1, left - faces[i] * count)
            if rest is not None:
                return {faces[i]: count, **rest}
        return None

    return search(0, total)


def run(args: argparse.Namespace) -> int:
    from ..dice.strategy.advisor import LEVEL_NAMES, Advisor, BoxChoice
    from ..dice.strategy.model import StateError

    rules = rules_from_args(args)
    if rules.columns != 1:
        raise UserError(_("advice from the command line is for one scoring column (use columns=1)"))
    if args.level not in LEVEL_NAMES:
        raise UserError(
            _("unknown level {level!r}; the levels are {levels}").format(
                level=args.level, levels=", ".join(LEVEL_NAMES)
            )
        )
    try:
        dice = Dice.parse(args.dice)
    except ValueError as err:
        raise UserError(str(err)) from None
    if args.roll not in (1, 2, 3):
        raise UserError(_("the roll number is 1, 2 or 3, not {roll}").format(roll=args.roll))
    if args.top < 1:
        raise UserError(_("--top must be 1 or more"))
    filled = _filled(args.filled)
    if len(filled) == 13:
        raise UserError(_("every box is filled: the game is over"))
    column = build_column(rules, filled, args.upper, args.fifty)
    advisor = Advisor(rules, args.level)
    try:
        advice = advisor.advise_card((column,), args.total, dice, args.roll)
    except StateError as err:
        raise UserError(str(err)) from None
    what = _("expected final score") if args.total else _("expected points still to come (this turn included)")
    print(_("{title}: roll {roll} of 3, dice {dice}").format(title=_(rules.title), roll=args.roll, dice=dice))
    filled_names = ", ".join(c.value for c in filled) or _("nothing")
    print(_("filled: {boxes}; section 1 total {total}").format(boxes=filled_names, total=args.upper))
    print(_("{level} play, {what}:").format(level=args.level, what=what))
    best = advice.best
    rows = [("", _("choice"), _("expected"), _("gives away"))]
    for rank, choice in enumerate(advice.choices[: args.top], start=1):
        text = choice.describe(rules) if isinstance(choice, BoxChoice) else choice.describe()
        if not isinstance(choice, BoxChoice):
            text += " " + _("(roll dice {places})").format(places=" ".join(str(i + 1) for i in choice.reroll))
        cost = "" if choice is best else f"{advice.loss(choice):.3f}"
        rows.append((f"{rank}.", text, f"{choice.expected:.3f}", cost))
    print("\n".join(table(rows, "><>>", width(), indent="")))
    return 0
