"""What a game's coach gives a look's table (``GameKind.coach``): a hint, a word on a costly decision the
moment it is made, and the review of a game, each as text and figures ready to draw. A look's kit knows a
coach only through these, as its dice flow knows dice only through ``DiceTerms``; the game's own coach
(``ynot.dice.strategy.table_coach`` for the dice games) fills them in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

#: The points a decision must give away before the watching coach speaks, as the Coach option offers them.
THRESHOLDS = (0.5, 1.0, 2.0, 5.0, 10.0)
#: The Coach option's threshold unless the player chooses another.
DEFAULT_THRESHOLD = 2.0


@dataclass(frozen=True)
class HintView:
    """The best moves now, best first: ``rows`` of (the move, its expected final score, the points it gives
    away), each already in words; ``heading`` says what the figures are (an estimate where ``exact`` is
    False)."""

    heading: str
    rows: tuple[tuple[str, str, str], ...]
    exact: bool


@dataclass(frozen=True)
class Remark:
    """What the watching coach says of a decision just made: ``sentence`` (``Sixes gave away 3,9 points:
    keeping 6 6 6 was best.``) and the points given away."""

    sentence: str
    loss: float


@dataclass(frozen=True)
class TurnPoint:
    """A player's game after a turn (turn 0: before the first roll): the expected final score and the score
    written so far."""

    turn: int
    expected: float
    written: int


@dataclass(frozen=True)
class ReviewCard:
    """One player's review, as every look lays it out: the ``heading`` (name and score), ``balance`` (luck
    against play: (label, figure) rows that add up), the decisions that cost most (``costly``: a heading row,
    then (turn, dice, done, best, points)), a sentence on the points given away, and the chart's points."""

    player: str
    heading: str
    balance: tuple[tuple[str, str], ...]
    costly: tuple[tuple[str, ...], ...]
    given_away: str
    points: tuple[TurnPoint, ...]
    exact: bool


@dataclass(frozen=True)
class GameReviewView:
    """A game reviewed: its ``title`` (rules, and against what), and one card per player."""

    title: str
    cards: tuple[ReviewCard, ...]


class Coach(Protocol):
    """A game's coach for one rule set at a look's table (``GameKind.coach(rules)``). What is slow
    (:meth:`load`, :meth:`review`) a look runs off its main loop; the rest answers at once."""

    def start(self) -> None:
        """Begin what makes the coach ready (a table built in another process, unless it is kept already)."""
        ...

    def poll(self) -> bool:
        """Look at the work that makes the coach ready (a table built in another process) without waiting;
        True when anything changed."""
        ...

    @property
    def built(self) -> bool:
        """The coach's knowledge is there to be loaded (:meth:`load`)."""
        ...

    @property
    def failed(self) -> bool:
        """It cannot be made ready: :meth:`progress_text` says why."""
        ...

    def progress_text(self) -> str:
        """A line on how far the coach is from ready (or why it failed)."""
        ...

    def load(self) -> None:
        """Load what the coach knows (once it is :attr:`built`); slow: off the main loop."""
        ...

    @property
    def ready(self) -> bool:
        """Loaded: hints, remarks and reviews can be had."""
        ...

    def hint(self, game: Any, *, rolls_over: bool = False) -> HintView:
        """The best moves for the player to move; ValueError with a sentence when there is nothing to
        advise now. ``rolls_over``: the look knows the player has ended the rolling (the Amiga's ROLL with
        no die selected), which the game itself does not: only scoring is left."""
        ...

    def judge(self, game: Any, action: Any, threshold: float) -> Remark | None:
        """A remark when ``action`` (about to be applied to ``game``) is a decision that gives away more
        than ``threshold`` points; None otherwise."""
        ...

    def review(self, game: Any) -> GameReviewView:
        """The review of ``game`` (played, or replayed from a record); slow: off the main loop."""
        ...

    def perfect_score(self) -> float | None:
        """The expected final score of perfect play (None where no exact figure is known yet), without
        starting anything."""
        ...

    def close(self) -> None:
        """Stop any work still going on (the window closes)."""
        ...


__all__ = [
    "DEFAULT_THRESHOLD",
    "THRESHOLDS",
    "Coach",
    "GameReviewView",
    "HintView",
    "Remark",
    "ReviewCard",
    "TurnPoint",
]
