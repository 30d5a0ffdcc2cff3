"""The contract of a game, shown with a third game that lives outside ``ynot``: Pig (``tests/pig_game.py``),
two players racing to 100. Registered in the registry with its kind (which names its text board), it is
played at the terminal on a session with a real store: saved after every move, resumed after quitting,
replayed from its record, kept in the results, statistics and high scores, and its computer player comes
from its kind's levels. Nothing in ``ynot`` knows it (docs/core.md walks through it; the commands' contract
over every kind, Pig included, is ``test_contract.py``).
"""

from __future__ import annotations

import io

import pytest
from pig_game import PIG, PigRules, Roll

from ynot.cli import main
from ynot.core import Session, read_record, register, unregister
from ynot.store import Store
from ynot.text.play import TextPlay


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
