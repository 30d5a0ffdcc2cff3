"""The coach at a look's table (the dice games' ``GameKind.coach``): the rule set's table built in the
background the first time it is needed, then the hint, the watching coach's remarks and the review, each
turned into the words and figures a look draws (``ynot.core.coaching``).

``DiceCoach(rules).start()`` starts the build unless the table is cached (``builder.TableBuild``); a look
polls it each frame, loads the Advisor off its main loop once it is built (:meth:`DiceCoach.load`, some tens of
milliseconds: the table read and checked), and from then on a hint is a few milliseconds."""

from __future__ import annotations

from collections.abc import Callable

from ...core.coaching import GameReviewView, HintView, Remark, ReviewCard, TurnPoint
from ...i18n import _, decimal, ngettext
from ..machine import DiceGame
from ..rules import RuleSet
from .advisor import Advisor
from .builder import BuildState, TableBuild
from .cache import load_table
from .coach import Coach, make_hint
from .known import known_perfect_score
from .review import review_game
from .summary import balance_rows, costly_rows

#: the decisions a review card lists, most costly first
COSTLY = 5
#: a decision that gave away less than this was played as well as can be (the solver's rounding)
NOISE = 0.0005


class DiceCoach:
    """The coach of one dice rule set at a look's table (see the module)."""

    def __init__(self, rules: RuleSet, *, build: Callable[[RuleSet], TableBuild] = TableBuild) -> None:
        self.rules = rules
        self._make_build = build
        self._build: TableBuild | None = None
        self._advisor: Advisor | None = None

    # --- getting ready --------------------------------------------------------------------------------
    def start(self) -> None:
        """The table wanted: ready at once when cached, else built by a process of its own (once)."""
        if self._build is None:
            self._build = self._make_build(self.rules)

    def poll(self) -> bool:
        return self._build.poll() if self._build is not None else False

    @property
    def built(self) -> bool:
        return self._build is not None and self._build.state is BuildState.READY

    @property
    def failed(self) -> bool:
        return self._build is not None and self._build.state is BuildState.FAILED

    def progress_text(self) -> str:
        return self._build.progress_text() if self._build is not None else ""

    def load(self) -> None:
        """The Advisor, from the table the build left in the cache (read and checked: tens of milliseconds)."""
        if self._advisor is None:
            self._advisor = Advisor(self.rules)

    @property
    def ready(self) -> bool:
        return self._advisor is not None

    def _ready_advisor(self) -> Advisor:
        if self._advisor is None:
            raise ValueError(self.progress_text())
        return self._advisor

    # --- at the table ----------------------------------------------------------------------------------
    def hint(self, game: DiceGame, *, rolls_over: bool = False) -> HintView:
        """The three best moves for the player to move (ValueError with a sentence when there is no choice);
        ``rolls_over``: the player has ended the rolling (the boxes alone)."""
        state = game.state
        if state.is_over:
            raise ValueError(_("The game is over: there is nothing left to advise."))
        if state.roll_number == 0:
            raise ValueError(_("Roll the dice first: the coach advises on the dice thrown."))
        advice = self._ready_advisor().advise(state)
        hint = make_hint(advice.boxes_only() if rolls_over else advice, self.rules)
        return HintView(hint.heading(), tuple(hint.rows()), hint.exact)

    def judge(self, game: DiceGame, action: object, threshold: float) -> Remark | None:
        """The watching coach on ``action``, before it is applied (None: it costs no more than ``threshold``,
        or it is no decision, or the coach is not ready)."""
        if self._advisor is None:
            return None
        remark = Coach(self._advisor, threshold).judge(game.state, action)
        return None if remark is None else Remark(remark.sentence(self.rules), remark.loss)

    def review(self, game: DiceGame) -> GameReviewView:
        """Every player's game against perfect play (an estimate for several columns)."""
        found = review_game(game, self._ready_advisor())
        rules = game.rules
        if found.exact:
            title = _("{rules}: against perfect play").format(rules=_(rules.title))
        else:
            title = _("{rules}: against YNOT's strongest player (an estimate for several columns)").format(
                rules=_(rules.title)
            )
        cards = []
        for name, final in zip(found.players, found.finals, strict=True):
            if found.finished:
                heading = _("{name}: final score {score}").format(name=name, score=final)
            else:
                heading = _("{name}: score so far {score}").format(name=name, score=final)
            mine = [d for d in found.decisions if d.player == name]
            costly = sum(1 for d in mine if d.loss >= NOISE)
            given = ngettext(
                "{points} points given away in {costly} of {count} decision.",
                "{points} points given away in {costly} of {count} decisions.",
                len(mine),
            ).format(points=decimal(found.given_away(name)), costly=costly, count=len(mine))
            points = tuple(TurnPoint(p.turn, p.expected, p.written) for p in found.turn_points(name))
            cards.append(
                ReviewCard(
                    name,
                    heading,
                    tuple(balance_rows(found, name)),
                    tuple(costly_rows(found, name, rules, COSTLY)),
                    given,
                    points,
                    found.exact,
                )
            )
        return GameReviewView(title, tuple(cards))

    def perfect_score(self) -> float | None:
        """Perfect play's expected score: known at once for the rule sets YNOT ships, else once the table is
        loaded (None for several columns, or before)."""
        if self.rules.columns != 1:
            return None
        known = known_perfect_score(self.rules)
        if known is not None or self._advisor is None:
            return known
        return load_table(self.rules).expected_score

    def close(self) -> None:
        if self._build is not None:
            self._build.cancel()


def coach_for(rules: RuleSet) -> DiceCoach:
    """The dice games' ``GameKind.coach``: a coach for ``rules``, its table built if it is not cached."""
    return DiceCoach(rules)


__all__ = ["COSTLY", "DiceCoach", "coach_for"]
