"""The commands that read records and the database, given damaged ones: a sentence, never a
traceback, and a result that cannot be kept is said (issue 17, point 1)."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from store_helpers import finished

from ynot import paths
from ynot.cli import main
from ynot.core import Session
from ynot.dice import Undo
from ynot.dice.rules import get_rules
from ynot.store import Store
from ynot.store.database import connect
from ynot.text.play import TextPlay

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BIG = "9" * 5000
LETTERS = "abcdeftrhslyx"


@pytest.mark.parametrize("command", [["replay"], ["replay", "--json"], ["review"]])
@pytest.mark.parametrize("where", ["roll", "seed"])
def test_a_record_with_a_5000_digit_number_is_refused_at_its_line(tmp_path, capsys, command, where):
    text = (EXAMPLES / "ynot.record").read_text()
    if where == "roll":
        text = text.replace("roll 1 1 1 2 3", f"roll 1 1 1 2 {BIG}", 1)
    else:
        text = text.replace("date ", f"seed {BIG}\ndate ", 1)
    path = tmp_path / "big.record"
    path.write_text(text)
    assert main([*command, str(path)]) == 1
    err = capsys.readouterr().err
    assert "line " in err and "something went wrong" not in err
    assert len(err) < 300


def _damaged_database(statement: str) -> None:
    with Store.open() as store:
        store.finish_game(finished(("Ann", "Bob"), seed=5))
    db = connect(paths.data_dir() / "ynot.db")
    db.execute(statement)
    db.close()


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE results SET score = 'lots' WHERE seat = 0",
        "UPDATE results SET score = x'00ff'",
        "UPDATE high_scores SET score = 'lots'",
        "UPDATE high_scores SET rules_key = 'farkle sides=9'",
        "UPDATE high_scores SET rules_key = x'0102'",
        "UPDATE players SET stats_after = 'x'",
    ],
)
def test_stats_and_scores_read_wrong_types_without_a_traceback(ynot_home, capsys, damage):
    _damaged_database(damage)
    assert main(["stats"]) == 0
    assert main(["scores"]) == 0
    out, err = capsys.readouterr()
    assert "something went wrong" not in err and "Traceback" not in err


def test_damaged_entries_are_said_not_dropped_silently(ynot_home, capsys):
    _damaged_database("UPDATE results SET score = 'lots' WHERE seat = 0")
    assert main(["stats"]) == 0
    out, err = capsys.readouterr()
    assert "The records database holds 1 damaged entry; it is left out of the tables." in err
    assert "Bob" in out


def _text_game(rules: str = "ynot", damage: str | None = None) -> tuple[str, int]:
    """A two-player text game kept in the records; ``damage`` is done to the database once it is open
    (a database damaged before opening is repaired or moved aside: tests/store/test_healing.py)."""
    lines = [x for letter in LETTERS for x in ("", letter)] * 2
    with Store.open() as store:
        if damage is not None:
            db = connect(paths.data_dir() / "ynot.db")
            db.execute(damage)
            db.close()
        session = Session(get_rules(rules), ["ann", "bob"], store=store, seed=11)
        out = io.StringIO()
        status = TextPlay(session, io.StringIO("".join(f"{line}\n" for line in lines)), out, again=False).run()
    assert session.game.is_over
    return out.getvalue(), status


def test_the_end_of_a_text_game_reads_wrong_types_without_a_traceback(ynot_home):
    _damaged_database("UPDATE players SET stats_after = 'x', series_after = x'01'")
    db = connect(paths.data_dir() / "ynot.db")
    db.execute("UPDATE results SET score = 'lots'")
    db.execute("UPDATE players SET name = 'ann' WHERE name = 'Ann'")
    db.close()
    out, status = _text_game()
    assert status == 0 and "ann's first game on record" in out


@pytest.mark.parametrize(
    "damage",
    ["DROP TABLE results", "DROP TABLE high_scores", "ALTER TABLE results DROP COLUMN facts", "DROP TABLE games"],
)
def test_a_text_game_whose_result_cannot_be_kept_says_so(ynot_home, damage):
    _damaged_database("SELECT 1")
    out, status = _text_game(damage=damage)
    assert "Game over" in out
    assert "ann's result of 116 could not be kept in the records (no such " in out  # ann finished first
    assert "Could not keep the finished game in the records database (no such " in out  # bob's, the record


@pytest.mark.parametrize("damage", ["DROP TABLE results", "ALTER TABLE results DROP COLUMN facts"])
def test_the_looks_session_says_a_result_that_cannot_be_kept(ynot_home, damage):
    """The session every look plays through (ynot.core.Session) hands the sentence to the screen."""
    from ynot.core import Session

    _damaged_database("SELECT 1")
    with Store.open() as store:
        db = connect(paths.data_dir() / "ynot.db")
        db.execute(damage)  # while the game is played
        db.close()
        session = Session(get_rules("yacht"), ("ann", "bob"), store=store, seed=3)
        session.take_notices()
        told, counted = [], set()
        rng = random.Random(3)
        while not session.game.is_over:
            seat = session.game.state.current
            session.apply(rng.choice([a for a in session.game.legal_actions() if not isinstance(a, Undo)]))
            if session.game.state.player_finished(seat) and seat not in counted:
                counted.add(seat)
                told += session.finish_player(seat)
        told += session.take_notices()
    assert any("could not be kept in the records (no such" in s for s in told)
    assert any(s.startswith("Could not keep the finished game in the records database (no such") for s in told)
