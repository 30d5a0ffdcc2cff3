"""The kit's DiceFlow plays any dice game through its kind's dice (``GameKind.dice``): a game of two four-sided
dice defined here, and the dice games, each in both senses of a click on a die (marked to throw again, or
kept), by a person and by a computer seat."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import pytest

from ynot.core import GameKind, IllegalMove, Session
from ynot.core.dice_terms import DiceTerms
from ynot.dice import Roll, Score, ToggleDie
from ynot.dice.rules import Category, get_rules
from ynot.ui.dice_view import RollAnimation
from ynot.ui.kit.dice import DiceFlow, Marking

# --- Twos: two four-sided dice, two throws a turn, the sum scored; two turns each ---------------------------


@dataclass(frozen=True)
class TwosRules:
    turns: int = 2


@dataclass(frozen=True)
class Throw:
    pass


@dataclass(frozen=True)
class Mark:
    index: int


@dataclass(frozen=True)
class Take:
    pass


@dataclass(frozen=True)
class Thrown:
    positions: tuple[int, ...]
    faces: tuple[int, ...]


@dataclass(frozen=True)
class TwosState:
    players: tuple[str, ...]
    scores: tuple[int, ...]
    taken: tuple[int, ...]
    current: int = 0
    faces: tuple[int, ...] | None = None
    throws: int = 0
    marks: frozenset[int] = frozenset()


class TwosGame:
    def __init__(self, rules: TwosRules, players: Sequence[str], *, rng: random.Random, seed: Any = None) -> None:
        self.rules = rules
        self.rng = rng
        self.state = TwosState(tuple(players), (0,) * len(players), (0,) * len(players))
        self.history: list[Any] = []

    @property
    def current(self) -> int:
        return self.state.current

    @property
    def is_over(self) -> bool:
        return all(self.finished(seat) for seat in range(len(self.state.players)))

    def finished(self, seat: int) -> bool:
        return self.state.taken[seat] >= self.rules.turns

    def scores(self) -> tuple[int, ...]:
        return self.state.scores

    def legal_actions(self) -> list[Any]:
        s = self.state
        if self.is_over:
            return []
        actions: list[Any] = []
        if s.throws == 0 or (s.throws < 2 and s.marks):
            actions.append(Throw())
        if s.throws == 1:
            actions += [Mark(0), Mark(1)]
        return actions + ([Take()] if s.throws else [])

    def apply(self, action: Any) -> list[Any]:
        if action not in self.legal_actions():
            raise IllegalMove("Not now.")
        s = self.state
        events: list[Any] = []
        if isinstance(action, Throw):
            positions = (0, 1) if s.throws == 0 else tuple(sorted(s.marks))
            faces = list(s.faces or (1, 1))
            for position in positions:
                faces[position] = self.rng.randint(1, 4)
            self.state = replace(s, faces=tuple(faces), throws=s.throws + 1, marks=frozenset())
            events.append(Thrown(positions, tuple(faces)))
        elif isinstance(action, Mark):
            self.state = replace(s, marks=s.marks ^ {action.index})
        else:
            seat = s.current
            scores = list(s.scores)
            scores[seat] += sum(s.faces or ())
            taken = list(s.taken)
            taken[seat] += 1
            self.state = replace(s, scores=tuple(scores), taken=tuple(taken), faces=None, throws=0,
                                 marks=frozenset(), current=(seat + 1) % len(s.players))
        self.history.append(action)
        return events


class TwosPlayer:
    """Throws the 1s again, takes the rest."""

    def choose(self, game: TwosGame, seat: int, rng: random.Random) -> Any:
        s = game.state
        if s.throws == 0:
            return Throw()
        ones = {i for i, face in enumerate(s.faces or ()) if face == 1}
        if s.throws == 1 and ones:
            missing = sorted(ones - s.marks)
            return Mark(missing[0]) if missing else Throw()
        return Take()


def _unused(*_args: Any) -> Any:
    raise AssertionError("not used by the flow")


TWOS_TERMS = DiceTerms(
    count=lambda state: 2,
    faces=lambda state: state.faces,
    marked=lambda state: state.marks,
    roll=Throw,
    toggle=Mark,
    toggled=lambda action: action.index if isinstance(action, Mark) else None,
    rolls=lambda action: isinstance(action, Throw),
    thrown=lambda event: (event.positions, event.faces) if isinstance(event, Thrown) else None,
    aims=lambda action: "the sum" if isinstance(action, Take) else None,
    fallback=lambda game: Take() if game.state.throws else Throw(),
    sides=4,
)
TWOS = GameKind(
    name="twos", title="Twos", rules_type=TwosRules, new_game=TwosGame, read_record=_unused, write_record=_unused,
    report_text=_unused, report_data=_unused, fingerprint=_unused, rules_key=lambda rules: "twos",
    rules_from_key=_unused, result=_unused, levels={"ones": lambda rules: TwosPlayer()}, dice=TWOS_TERMS,
)


class Table(DiceFlow):
    """A look's table in the least it needs: the flow, its refusals and clicks counted."""

    def __init__(self, session: Session, marking: Marking = Marking.REROLL) -> None:
        self.marking = marking
        self.refused: list[str] = []
        self.sounds: list[str] = []
        super().__init__(session, anim=RollAnimation(rng=random.Random(1)), pace_ms=100)

    def refuse(self, sentence: str, action: Any = None) -> bool:
        self.refused.append(sentence)
        return True

    def sound(self, name: str) -> None:
        self.sounds.append(name)


def play_computers(table: Table, limit: int = 400) -> None:
    for _ in range(limit):
        if table.game.is_over:
            return
        table.update_dice(1000)
        table.update_flow(1000)
    raise AssertionError("the computers did not finish the game")


@pytest.mark.parametrize("marking", list(Marking))
def test_the_dice_count_and_faces_come_from_the_games_kind(marking):
    session = Session(TwosRules(), ["Ann", "Hal"], kind=TWOS, seed=3)
    table = Table(session, marking)
    assert table.dice_count() == 2 and table.faces() == (0, 0) and table.anim.sides == 4
    assert table.roll_dice() and table.anim.active and len(table.faces()) == 2
    assert {table.anim.face(i) for i in range(2) for _ in range(3)} <= {1, 2, 3, 4}
    table.land_now()
    assert all(1 <= face <= 4 for face in table.faces())
    table.act(Take())
    session.seats = ["ones", "ones"]  # the computers play the rest: the kind's level, through the same dice
    play_computers(table)
    assert table.game.is_over and table.game.state.taken == (2, 2) and not table.refused
    assert all(2 <= score <= 16 for score in table.game.scores())


def test_a_hold_look_keeps_the_dice_clicked_and_throws_the_others():
    session = Session(get_rules("yahtzee"), ["Ann"], seed=11)
    table = Table(session, Marking.HOLD)
    table.click_die(0)  # nothing thrown yet: refused in the game's words
    assert table.refused and not table.held
    table.roll_dice()
    table.land_now()
    first = table.faces()
    table.click_die(1)
    table.click_die(3)
    assert table.marked_dice() == {1, 3} and table.state.marks == frozenset()  # kept: nothing marked yet
    assert session.extra["held"] == [1, 3]  # saved with the game
    table.roll_dice()
    table.land_now()
    after = table.faces()
    assert (after[1], after[3]) == (first[1], first[3]) and table.held == {1, 3}  # still kept for the third
    assert [a for a in table.game.history if isinstance(a, ToggleDie)] == [ToggleDie(0), ToggleDie(2), ToggleDie(4)]
    table.click_die(0)
    table.click_die(2)
    table.click_die(4)
    assert not table.roll_dice() and table.refused[-1].startswith("Every die is kept")
    table.act(Score(Category.CHANCE, 0))
    assert table.held == set() and "held" not in session.extra  # a new turn keeps nothing


def test_a_reroll_look_marks_the_dice_clicked():
    session = Session(get_rules("yahtzee"), ["Ann"], seed=11)
    table = Table(session)
    table.roll_dice()
    table.click_die(2)
    assert table.marked_dice() == {2} == table.state.marks and not table.held
    assert table.roll_dice() and table.game.history[-1] == Roll(table.game.history[-1].faces)


@pytest.mark.parametrize("marking", list(Marking))
def test_a_computer_seat_plays_a_whole_game_in_either_sense(marking):
    session = Session(get_rules("yacht"), ["Hal"], seed=5)
    session.seats = ["beginner"]
    table = Table(session, marking)
    play_computers(table, limit=2000)
    assert table.game.is_over and not table.refused
    if marking is Marking.HOLD:
        assert "click" in table.sounds  # the dice kept were clicked one at a time, as a person would
