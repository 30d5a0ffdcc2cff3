"""The coach at the table: a hint (the best moves now) and a watcher that speaks up when a decision
gives away more than a threshold of expected points.

Both read an ``Advice`` (advisor.py), so they are exact for one-column rule sets and an estimate for
Windows Yahtzee's several columns (``exact`` says which). Nothing here moves a die or scores.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.coaching import DEFAULT_THRESHOLD, THRESHOLDS
from ...i18n import _, decimal
from .. import Roll, Score, category_label
from ..rules import RuleSet
from .advisor import Advice, Advisor, BoxChoice, Choice, KeepChoice

# DEFAULT_THRESHOLD, THRESHOLDS: the points a decision must give away before the watching coach speaks (the
# Coach option's default, and the choices a look offers), the same for every game (ynot.core.coaching)
#: moves a hint lists
HINT_LINES = 3


@dataclass(frozen=True)
class HintLine:
    """One move of a hint: what to do, its expected final score and the points it gives away."""

    choice: Choice
    expected: float
    loss: float


@dataclass(frozen=True)
class Hint:
    """The best move and the next ones, best first; ``exact`` False for an estimate (several columns)."""

    lines: tuple[HintLine, ...]
    expected: float
    exact: bool
    rules: RuleSet

    def heading(self) -> str:
        """The hint's first line: what the figures are."""
        if self.exact:
            return _("Best moves now, with the expected final score of perfect play:")
        return _("Best moves now, with an estimate of the final score (several columns are estimated):")

    def rows(self) -> list[tuple[str, str, str]]:
        """(move, expected final score, points given away) per line, as a look or the terminal shows them."""
        return [
            (
                choice_text(line.choice, self.rules),
                decimal(line.expected),
                _("best move") if line.loss < 0.05 else "-" + decimal(line.loss),
            )
            for line in self.lines
        ]


def choice_text(choice: Choice, rules: RuleSet) -> str:
    """A move in a few words: ``keep 6 6 6``, ``score Sixes (+18)``."""
    if isinstance(choice, KeepChoice):
        return choice.describe()
    return choice.describe(rules)


def make_hint(advice: Advice, rules: RuleSet, count: int = HINT_LINES) -> Hint:
    """The ``count`` best moves of ``advice`` (a keep of all five dice is not a move: it is scoring)."""
    lines = tuple(HintLine(choice, choice.expected, advice.loss(choice)) for choice in advice.choices[:count])
    return Hint(lines, advice.expected, advice.exact, rules)


@dataclass(frozen=True)
class Remark:
    """What the watching coach says about one decision."""

    chosen: Choice
    best: Choice
    loss: float
    exact: bool

    def sentence(self, rules: RuleSet) -> str:
        """``Sixes gave away 3.9 points: keeping 6 6 6 was best.``"""
        points, best = decimal(self.loss), _best_phrase(self.best, rules)
        chosen = self.chosen
        if isinstance(chosen, BoxChoice) and chosen.extra_turn:
            text = _("Taking the bonus and another turn gave away {points} points: {best} was best.")
        elif isinstance(chosen, BoxChoice):
            box = category_label(chosen.category, rules)
            return _("{box} gave away {points} points: {best} was best.").format(box=box, points=points, best=best)
        elif chosen.keep:
            faces = " ".join(str(f) for f in chosen.keep)
            return _("Keeping {faces} gave away {points} points: {best} was best.").format(
                faces=faces, points=points, best=best
            )
        else:
            text = _("Rolling all five dice again gave away {points} points: {best} was best.")
        return text.format(points=points, best=best)


def _best_phrase(choice: Choice, rules: RuleSet) -> str:
    """The best move as the coach's sentence ends: ``keeping 6 6 6``, ``scoring Sixes``."""
    if isinstance(choice, KeepChoice):
        if not choice.keep:
            return _("rolling all five dice again")
        return _("keeping {faces}").format(faces=" ".join(str(f) for f in choice.keep))
    if choice.extra_turn:
        return _("taking the bonus and another turn")
    if rules.columns > 1:
        return _("scoring {box} in column {column}").format(
            box=category_label(choice.category, rules), column=choice.column + 1
        )
    return _("scoring {box}").format(box=category_label(choice.category, rules))


class Coach:
    """The watching coach: judges a decision the moment it is made (before it is applied)."""

    def __init__(self, advisor: Advisor, threshold: float = DEFAULT_THRESHOLD) -> None:
        self.advisor = advisor
        self.threshold = threshold

    def judge(self, state, action) -> Remark | None:
        """A Remark when ``action`` in ``state`` (a ``ynot.dice.GameState``) is a decision that gives away
        more than the threshold: rolling again the marked dice, or scoring a box. None otherwise."""
        decision = decision_of(self.advisor, state, action)
        if decision is None:
            return None
        advice, chosen = decision
        loss = advice.loss(chosen)
        best = advice.best
        if loss <= self.threshold or best is None:
            return None
        return Remark(chosen, best, loss, advice.exact)


def decision_of(advisor: Advisor, state, action) -> tuple[Advice, Choice] | None:
    """The advice and the choice ``action`` makes in ``state``, if it is a decision: a Roll after the
    first or second roll (the dice kept), or a Score. None for anything else or a move the rules refuse."""
    if state.is_over:
        return None
    try:
        if isinstance(action, Roll) and state.roll_number in (1, 2) and state.marks:
            advice = advisor.advise(state)
            return advice, advice.keep_for(sorted(state.marks))
        if isinstance(action, Score) and state.roll_number:
            advice = advisor.advise(state)
            return advice, advice.box_for(action.category, action.column)
    except ValueError:  # not a legal choice: the game refuses it with its own sentence
        return None
    return None


__all__ = ["DEFAULT_THRESHOLD", "HINT_LINES", "THRESHOLDS", "Coach", "Hint", "HintLine", "Remark",
           "choice_text", "decision_of", "make_hint"]
