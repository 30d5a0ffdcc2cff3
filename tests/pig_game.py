"""Pig, the third game: a whole game outside ``ynot``, as a new contributor would ship one, in one module.

Two players race to 100: roll a die as often as you dare; a 1 loses the turn's points, holding banks them.
Its kind (``PIG``) says everything the rest of YNOT needs: its rules, machine and record, its computer
player, its rules' title, its text board and its review. Registered (``register(PIG)``; a shipped game is
announced in ``ynot/games.py`` instead), it is played, kept, listed, replayed and reviewed by the same
commands as the dice and dominoes, with no line changed anywhere else (docs/core.md, "Adding a game").
It offers no mail-board: play by mail says so in a sentence.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ynot.core import (
    GameKind,
    IllegalMove,
    RecordError,
    ReviewOptions,
    SeatResult,
    Session,
    check_players,
    header_lines,
    open_record,
    read_header,
    whole_number,
    winners,
)
from ynot.text.move_error import MoveError

# --- the rules, actions and events --------------------------------------------------------------


@dataclass(frozen=True)
class PigRules:
    target: int = 100
    name: str = "pig"

    @property
    def options(self) -> tuple[tuple[str, str], ...]:
        return (("target", str(self.target)),) if self.target != 100 else ()


def pig_rules(name: str, **options: str) -> PigRules:
    if name != "pig" or set(options) - {"target"}:
        raise ValueError(f"{name!r} is not a rule set of Pig")
    return PigRules(int(options.get("target", 100)))


@dataclass(frozen=True)
class Roll:
    face: int | None = None  # None: the game's own die decides


@dataclass(frozen=True)
class Hold:
    pass


@dataclass(frozen=True)
class Rolled:
    seat: int
    face: int


@dataclass(frozen=True)
class Held:
    seat: int
    score: int


@dataclass(frozen=True)
class PigState:
    players: tuple[str, ...]
    scores: tuple[int, ...]
    current: int = 0
    turn: int = 0  # the points at risk this turn


# --- the machine ---------------------------------------------------------------------------------


class PigGame:
    """The Game protocol for Pig."""

    def __init__(
        self, rules: PigRules, players: Sequence[str], *, rng: random.Random | None = None, seed: int | None = None
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        names = check_players(players, title="Pig", most=2, least=2)
        self.state = PigState(names, (0, 0))
        self.history: list[Any] = []

    @property
    def players(self) -> tuple[str, ...]:
        return self.state.players

    @property
    def is_over(self) -> bool:
        return max(self.state.scores) >= self.rules.target

    @property
    def current(self) -> int:
        return self.state.current

    def legal_actions(self) -> list[Any]:
        return [] if self.is_over else [Roll(), Hold()]

    def apply(self, action: Any) -> list[Any]:
        s = self.state
        if self.is_over:
            raise IllegalMove("The game is over.")
        if isinstance(action, Roll):
            face = action.face if action.face is not None else self.rng.randint(1, 6)
            if not 1 <= face <= 6:
                raise IllegalMove("A die shows 1 to 6.")
            self.history.append(Roll(face))
            if face == 1:
                self.state = replace(s, current=1 - s.current, turn=0)
            else:
                self.state = replace(s, turn=s.turn + face)
            return [Rolled(s.current, face)]
        if isinstance(action, Hold):
            if not s.turn:
                raise IllegalMove("Roll at least once before holding.")
            self.history.append(Hold())
            scores = list(s.scores)
            scores[s.current] += s.turn
            won = scores[s.current] >= self.rules.target
            self.state = replace(s, scores=tuple(scores), current=s.current if won else 1 - s.current, turn=0)
            return [Held(s.current, scores[s.current])]
        raise IllegalMove(f"{action!r} is not a move of Pig.")

    def scores(self) -> tuple[int, ...]:
        return self.state.scores

    def finished(self, seat: int) -> bool:
        return self.is_over

    def snapshot(self) -> Any:
        return self.state, list(self.history), self.rng.getstate()

    def restore(self, snapshot: Any) -> None:
        self.state, history, rng_state = snapshot
        self.history = list(history)
        self.rng.setstate(rng_state)


# --- its records and its kind ----------------------------------------------------------------------


def write_pig(game: PigGame, *, date: str = "", notes: Sequence[str] = (), comments: bool = True) -> str:
    lines = header_lines("pig", "pig", game.rules.options, game.players, date=date, seed=game.seed, notes=notes)
    lines += [f"roll {a.face}" if isinstance(a, Roll) else "hold" for a in game.history]
    return "\n".join(lines) + "\n"


def read_pig(text: str) -> PigGame:
    header, moves = read_header(open_record(text), pig_rules, first_move="roll", least_players=2, most_players=2)
    game = PigGame(header.rules, header.players, seed=header.seed)
    for line in moves:
        if line.verb == "roll" and len(line.words) == 1:
            action: Any = Roll(whole_number(line.number, line.words[0], "a face"))
        elif line.verb == "hold" and not line.words:
            action = Hold()
        else:
            raise RecordError(line.number, f"{line.verb!r} is not a move of Pig")
        try:
            game.apply(action)
        except IllegalMove as err:
            raise RecordError(line.number, str(err)) from None
    return game


class Cautious:
    """Holds once 20 points are at risk (or the target is reached): a Player."""

    def __init__(self, rules: PigRules) -> None:
        self.rules = rules

    def choose(self, game: PigGame, seat: int, rng: random.Random) -> Any:
        s = game.state
        return Hold() if s.turn >= 20 or s.scores[seat] + s.turn >= self.rules.target else Roll()


# --- its text board and its kind ----------------------------------------------------------------------------


class PigBoard:
    def __init__(self, session: Session, people: Sequence[int] = ()) -> None:
        self.session = session

    def opening(self, game: PigGame, resumed: bool) -> list[str]:
        return ["Pig, to 100." + (" Your unfinished game goes on." if resumed else "")]

    def help_text(self, game: PigGame) -> str:
        return "r rolls, h holds."

    def show(self, game: PigGame, seat: int) -> str:
        return PIG.report_text(game)

    def actor(self, game: PigGame) -> int:
        return game.current

    def before_prompt(self, game: PigGame, seat: int) -> list[str]:
        return []

    def prompt(self, game: PigGame, seat: int) -> str:
        return f"{game.players[seat]} ({game.state.turn} at risk): "

    def read(self, line: str, game: PigGame, seat: int) -> Sequence[Any] | str:
        word = line.strip().lower()
        if word in ("help", "show", "quit"):
            return word
        if word in ("r", "roll"):
            return [Roll()]
        if word in ("h", "hold"):
            return [Hold()]
        raise MoveError(f"{line.strip()!r} is not a move: r rolls, h holds.")

    def describe(self, events: Sequence[Any], game: PigGame, seat: int) -> list[str]:
        said = []
        for event in events:
            name = game.players[event.seat]
            if isinstance(event, Rolled):
                said.append(f"{name} rolls {event.face}." + (" Bust!" if event.face == 1 else ""))
            else:
                said.append(f"{name} holds: {event.score}.")
        return said

    def final(self, game: PigGame) -> list[str]:
        return [f"{game.players[max(range(2), key=lambda p: game.scores()[p])]} wins."]


# --- its review ------------------------------------------------------------------------------------------


def review_pig(text: str, options: ReviewOptions) -> list[str]:
    """Each turn a player went on rolling with 20 or more at risk (the cautious computer holds there) and
    lost it all to a 1, and the points those turns lost."""
    game = read_pig(text)
    replayed = PigGame(game.rules, game.players, seed=game.seed)
    lost = dict.fromkeys(game.players, 0)
    lines = [f"Review of {options.title} against holding at 20:"]
    for action in game.history:
        state = replayed.state
        name = state.players[state.current]
        replayed.apply(action)
        if isinstance(action, Roll) and action.face == 1 and state.turn >= 20:
            if not options.players or name in options.players:
                lines.append(f"  {name} rolled on at {state.turn} and lost them.")
            lost[name] += state.turn
    lines += [f"{name}: {points} points lost by rolling on." for name, points in lost.items()
              if not options.players or name in options.players]
    return lines


PIG = GameKind(
    name="pig",
    title="Pig",
    rules_type=PigRules,
    new_game=PigGame,
    read_record=read_pig,
    write_record=write_pig,
    report_text=lambda game: f"{game.players[0]} {game.scores()[0]}, {game.players[1]} {game.scores()[1]}",
    report_data=lambda game: {"scores": list(game.scores())},
    fingerprint=lambda game: {"scores": list(game.scores()), "current": game.current, "turn": game.state.turn},
    rules_key=lambda rules: " ".join(["pig", *(f"{k}={v}" for k, v in rules.options)]),
    rules_from_key=lambda key: pig_rules(key.split()[0], **dict(w.split("=", 1) for w in key.split()[1:])),
    result=lambda game, seat: SeatResult(game.scores()[seat], game.is_over and seat in winners(game.scores())),
    levels={"cautious": Cautious},
    seats=(2, 2),
    rules_title=lambda rules: "Pig (two players, one die)",
    text_board=PigBoard,
    review=review_pig,
)
