"""The contract of a game, shown with a third game defined here and nowhere else: Pig, two players
racing to 100 (roll a die as often as you dare; a 1 loses the turn's points, holding banks them).

Registered in the registry (its kind) and the text-play frame (its board), it is played at the
terminal on a session with a real store: saved after every move, resumed after quitting, replayed
from its record, kept in the results, statistics and high scores, and its computer player comes from
its kind's levels. Nothing outside this module knows it (docs/core.md walks through it).
"""

from __future__ import annotations

import io
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import pytest

from ynot.cli import main
from ynot.core import (
    GameKind,
    IllegalMove,
    RecordError,
    SeatResult,
    Session,
    check_players,
    header_lines,
    open_record,
    read_header,
    read_record,
    register,
    unregister,
    whole_number,
    winners,
)
from ynot.store import Store
from ynot.text.move_error import MoveError
from ynot.text.play import TextPlay

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
    text_board=PigBoard,
)


@pytest.fixture
def pig():
    register(PIG)
    yield PIG
    unregister("pig")


def typed(*lines: str) -> io.StringIO:
    return io.StringIO("".join(f"{line}\n" for line in lines))


def test_pig_is_played_at_the_terminal_against_its_computer_into_the_records(pig):
    with Store.open() as store:
        session = Session(PigRules(), ["Ann", "Computer"], store=store, seed=5)
        out = io.StringIO()
        computers = {1: pig.computer("cautious", session.rules)}
        play = TextPlay(session, typed(*["x", "r", "r", "h"] * 60, "no"), out, computers=computers, again=True)
        assert play.run() == 0
        text = out.getvalue()
        game = session.game
        assert game.is_over and "'x' is not a move: r rolls, h holds." in text
        winner = max(range(2), key=lambda p: game.scores()[p])
        assert f"{game.players[winner]} wins." in text
        # the records: one result a seat, its statistics and high score table (kept under its rules key)
        ann, hal = (store.stats(name, "pig").all_time for name in game.players)
        assert (ann.games, hal.games) == (1, 1) and ann.wins + hal.wins == 1
        assert (ann.total, hal.total) == game.scores() and ann.against == hal.total
        assert [h.name for h in store.high_scores("pig")] == [game.players[winner], game.players[1 - winner]]
        assert "Ann entered the high score table at number" in text
        (summary,) = store.games()
        assert summary.rules_key == "pig" and summary.scores == game.scores()
        # the record replays to the same game, through the registry and through ynot replay
        record = store.game_record(summary.game_id)
        assert read_record(record).scores() == game.scores()
        assert store.load_autosave("pig") is None  # a finished game leaves no autosave


def test_pig_quit_is_kept_resumed_and_replayed(pig, tmp_path, capsys):
    with Store.open() as store:
        session = Session(PigRules(target=30), ["Ann", "Bob"], store=store, seed=2)
        out = io.StringIO()
        assert TextPlay(session, typed("r", "r", "h", "r", "quit"), out).run() == 0
        assert "The game is saved; it will be offered the next time you play." in out.getvalue()
        state, history = session.game.state, list(session.game.history)
        rng_state = session.game.rng.getstate()
    with Store.open() as store:
        again = Session(PigRules(target=30), ["Ann", "Bob"], store=store, seed=99)
        assert again.resume() and again.game.state == state and again.game.history == history
        assert again.game.rng.getstate() == rng_state  # the die rolls on as it would have
        out = io.StringIO()
        assert TextPlay(again, typed(*["r", "h"] * 200), out, again=False).run() == 0
        assert "Your unfinished game goes on." in out.getvalue() and again.game.is_over
        (summary,) = store.games()
        assert summary.rules_key == "pig target=30"
        path = tmp_path / "pig.txt"
        path.write_text(store.game_record(summary.game_id), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.strip().endswith(PIG.report_text(again.game))


def test_a_damaged_pig_autosave_is_moved_aside_with_a_sentence(pig):
    with Store.open() as store:
        session = Session(PigRules(), ["Ann", "Bob"], store=store, seed=3)
        session.apply(Roll(4))
        [path] = list(store.data_dir.glob("autosave-*.json"))
    path.write_bytes(path.read_bytes().replace(b"roll 4", b"roll 9"))
    with Store.open() as store:
        assert store.load_autosave("pig") is None
        [notice] = store.notices
        assert notice.startswith(f"The saved game {path.name} could not be resumed because")


def test_a_computer_player_that_fails_does_not_stop_the_game(pig, caplog):
    class Broken:
        def choose(self, game, seat, rng):
            raise RuntimeError("the engine broke")

    session = Session(PigRules(target=20), ["Ann", "Hal"], seed=1)
    out = io.StringIO()
    assert TextPlay(session, typed(*["r", "r", "h"] * 100), out, computers={1: Broken()}, again=False).run() == 0
    assert session.game.is_over and "Traceback" not in out.getvalue()
    assert "the computer player failed" in caplog.text
