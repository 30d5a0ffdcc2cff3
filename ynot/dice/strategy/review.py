"""Post-game review: every decision of a game record against perfect play, and what it cost."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import DiceGame, GameRecord, ReselectPrevious, Roll, Score, ToggleDie, Undo, replay
from ..rules import Dice
from .advisor import Advisor, Choice, KeepChoice


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


@dataclass
class GameReview:
    """All decisions of a game, with the points given away per player."""

    rules_name: str
    players: tuple[str, ...]
    decisions: list[Decision] = field(default_factory=list)
    finals: tuple[int, ...] = ()
    exact: bool = True
    finished: bool = True

    def given_away(self, player: str) -> float:
        return sum(d.loss for d in self.decisions if d.player == player)


def review_record(record: GameRecord, advisor: Advisor | None = None) -> GameReview:
    """Replay ``record`` and judge each decision (keep or box) against perfect play."""
    final = replay(record)  # raises RecordError on a bad record
    rules = record.rules
    coach = advisor or Advisor(rules, "perfect")
    review = GameReview(
        rules.name, record.players, exact=coach.exact, finals=final.state.totals(), finished=final.is_over
    )
    game = DiceGame(rules, record.players)
    undoable: list[bool] = []  # for each undoable action: did it add a decision?
    for action in final.history:
        state = game.state
        added = False
        if isinstance(action, Roll):
            if state.roll_number in (1, 2):
                advice = coach.advise(state)
                chosen = advice.keep_for(sorted(state.marks))
                review.decisions.append(_decision(state, advice, chosen))
            undoable.clear()
        elif isinstance(action, Score):
            advice = coach.advise(state)
            chosen = advice.box_for(action.category, action.column)
            review.decisions.append(_decision(state, advice, chosen))
            added = True
        elif isinstance(action, Undo) and undoable and undoable.pop():
            review.decisions.pop()
        game.apply(action)
        if isinstance(action, ToggleDie | ReselectPrevious | Score):
            undoable.append(added)
    return review


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
