"""Post-game review: every decision of a game record against perfect play, what it cost, and how much of
each player's score was the luck of the dice.

Each player's expected final score moves only at two kinds of moment. A roll moves it from the value of
the keep chosen before it (the start of the game's expected score, for the first roll) to the value of
the best move the new dice allow: that change is the roll's luck. A decision moves it from the best
move's value to the chosen move's: minus the points it gave away. After the last box the expected final
score is the final score, so, for every player,

    final score = expected score at the start + luck of the dice - points the decisions gave away

exactly: each term is a difference of the same values, chained from one moment to the next.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .. import DiceGame, GameRecord, ReselectPrevious, Roll, Score, ToggleDie, Undo, replay
from ..rules import Dice
from .advisor import Advice, Advisor, Choice, KeepChoice


@dataclass(frozen=True)
class Decision:
    """One choice a player made: which dice to roll again, or which box to score."""

    player: str
    turn: int
    roll_number: int  # the roll the decision followed (1-3)
    dice: Dice
    chosen: Choice
    best: Choice
    loss: float  # expected points given away against the best move


@dataclass(frozen=True)
class RollLuck:
    """One roll and the change it made to its player's expected final score."""

    player: str
    turn: int
    roll_number: int  # 1-3
    dice: Dice
    before: float  # expected final score just before the roll
    after: float  # expected final score with the best move the roll allows

    @property
    def luck(self) -> float:
        return self.after - self.before


@dataclass(frozen=True)
class TurnPoint:
    """A player's position after a turn: the expected final score and the score written so far."""

    player: str
    turn: int
    expected: float
    written: int


@dataclass(frozen=True)
class Balance:
    """A player's score split into expected score at the start, luck and play (points given away)."""

    start: float
    luck: float
    given_away: float
    end: float  # the final score (the expected final score now, for an unfinished game)

    def tenths(self) -> tuple[int, int, int, int]:
        """(start, luck, -given away, end) in tenths of a point, rounded so that the first three add up
        to the last exactly: see :func:`rounded_parts`."""
        end = round(self.end * 10)
        start, luck, play = rounded_parts((self.start * 10, self.luck * 10, -self.given_away * 10), end)
        return start, luck, play, end


def rounded_parts(parts: tuple[float, ...], total: int) -> tuple[int, ...]:
    """Whole numbers, each within 1 of its part, that add up to ``total`` (the parts' own sum, rounded):
    every part is rounded down, and the ones left short by the most are raised by one until the sum is
    made (the largest-remainder method)."""
    floors = [math.floor(p) for p in parts]
    short = total - sum(floors)
    order = sorted(range(len(parts)), key=lambda i: parts[i] - floors[i], reverse=True)
    raised = set(order[: max(0, min(short, len(parts)))])
    return tuple(f + (1 if i in raised else 0) for i, f in enumerate(floors))


@dataclass
class GameReview:
    """All decisions and rolls of a game, with the points given away and the luck per player."""

    rules_name: str
    players: tuple[str, ...]
    decisions: list[Decision] = field(default_factory=list)
    finals: tuple[int, ...] = ()
    exact: bool = True
    finished: bool = True
    rolls: list[RollLuck] = field(default_factory=list)
    #: each player's expected final score before their first roll
    starts: dict[str, float] = field(default_factory=dict)
    #: each player's expected final score now (after their last move)
    ends: dict[str, float] = field(default_factory=dict)
    turns: list[TurnPoint] = field(default_factory=list)

    def given_away(self, player: str) -> float:
        return sum(d.loss for d in self.decisions if d.player == player)

    def luck(self, player: str) -> float:
        return sum(r.luck for r in self.rolls if r.player == player)

    def balance(self, player: str) -> Balance:
        """Start + luck - given away = the final score (the expected final score, unfinished)."""
        seat = self.players.index(player)
        start = self.starts.get(player, 0.0)
        end = float(self.finals[seat]) if self.finished else self.ends.get(player, start)
        return Balance(start, self.luck(player), self.given_away(player), end)

    def costliest(self, player: str, count: int = 5) -> list[Decision]:
        """The player's decisions that gave away the most, most first (those that gave away anything)."""
        mine = [d for d in self.decisions if d.player == player and d.loss >= 0.0005]
        return sorted(mine, key=lambda d: -d.loss)[:count]

    def turn_points(self, player: str) -> list[TurnPoint]:
        """The player's expected final score after every turn against the score written (turn 0: the start)."""
        return [TurnPoint(player, 0, self.starts.get(player, 0.0), 0)] + [t for t in self.turns if t.player == player]


def review_record(record: GameRecord, advisor: Advisor | None = None) -> GameReview:
    """Replay ``record`` and judge each decision (keep or box) and each roll against perfect play."""
    final = replay(record)  # raises RecordError on a bad record
    return review_game(final, advisor)


def review_game(final: DiceGame, advisor: Advisor | None = None) -> GameReview:
    """Review a game from its history (a game replayed from a record, or one just played)."""
    rules = final.rules
    coach = advisor or Advisor(rules, "perfect")
    review = GameReview(
        rules.name, final.players, exact=coach.exact, finals=final.state.totals(), finished=final.is_over
    )
    coach.prepare(_turn_cards(final))
    game = DiceGame(rules, final.players)
    expected: dict[str, float] = {}  # each player's expected final score now
    #: for each undoable action: for a box scored, its player and their expected final score before it
    #: (restored when it is taken back); None for a mark
    undoable: list[tuple[str, float] | None] = []
    last: tuple[object, Advice] | None = None  # the advice after the last roll, for the decision that follows

    def advise(state) -> Advice:
        nonlocal last
        key = (state.current, state.columns, state.dice, state.roll_number)
        if last is None or last[0] != key:
            last = (key, coach.advise(state))
        return last[1]

    for action in final.history:
        state = game.state
        name = state.players[state.current]
        taken: tuple[str, float] | None = None
        if isinstance(action, Roll):
            if name not in expected:
                expected[name] = review.starts[name] = coach.advise(state).expected
            if state.roll_number in (1, 2):
                advice = advise(state)
                chosen = advice.keep_for(sorted(state.marks))
                review.decisions.append(_decision(state, advice, chosen))
                expected[name] = chosen.expected
            undoable.clear()
        elif isinstance(action, Score):
            advice = advise(state)
            chosen = advice.box_for(action.category, action.column)
            review.decisions.append(_decision(state, advice, chosen))
            taken = (name, expected[name])
            expected[name] = chosen.expected
        elif isinstance(action, Undo) and undoable:
            undone = undoable.pop()
            if undone is not None:
                review.decisions.pop()
                review.turns.pop()
                expected[undone[0]] = undone[1]
        game.apply(action)
        if isinstance(action, Roll):
            after = game.state
            best = advise(after).expected
            review.rolls.append(
                RollLuck(name, after.turn_number(), after.roll_number, after.dice, expected[name], best)
            )
            expected[name] = best
        elif isinstance(action, Score):
            written = game.state.total(state.current)
            review.turns.append(TurnPoint(name, state.turn_number(), expected[name], written))
        if isinstance(action, ToggleDie | ReselectPrevious | Score):
            undoable.append(taken)
    review.ends.update(expected)
    return review


def _turn_cards(final: DiceGame) -> list[tuple]:
    """The card of the player about to roll at every first roll of the game (replayed quickly)."""
    game = DiceGame(final.rules, final.players)
    cards = []
    for action in final.history:
        if isinstance(action, Roll) and game.state.roll_number == 0:
            cards.append(game.state.columns)
        game.apply(action)
    return cards


def _decision(state, advice, chosen: Choice) -> Decision:
    best = advice.best
    assert best is not None and state.dice is not None
    return Decision(
        player=state.players[state.current],
        turn=state.turn_number(),
        roll_number=state.roll_number,
        dice=state.dice,
        chosen=chosen,
        best=best,
        loss=advice.loss(chosen),
    )


def describe(choice: Choice, rules) -> str:
    """A choice in a few words."""
    if isinstance(choice, KeepChoice):
        return choice.describe()
    return choice.describe(rules)


__all__ = ["Balance", "Decision", "GameReview", "RollLuck", "TurnPoint", "describe", "review_game",
           "review_record", "rounded_parts"]
