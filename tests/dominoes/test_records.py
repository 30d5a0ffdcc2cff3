"""Dominoes records: the example, round trips, every way a record can be wrong, and any bytes at all."""

import json
import random
from pathlib import Path

import pytest
from dominoes_helpers import order_for
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ynot.cli import main
from ynot.core import RecordError, kind_for_record, read_record
from ynot.dominoes import DOMINOES, DominoGame, DominoRules, parse_record, replay_text, write_record
from ynot.dominoes.computer import computer

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "dominoes.record"
DATE = "2026-11-23T12:00:00Z"


def random_game(seed: int, steps: int | None = None, players: int = 2, partners: bool = False) -> DominoGame:
    rng = random.Random(seed)
    rules = DominoRules(rng.choice([6, 9]), rng.choice([100, 300]), partners)
    game = DominoGame(rules, ["Ann", "Bob Lee", "Cy", "Dan"][:players], seed=seed)
    level = [computer("random"), computer("easy"), computer("blocker"), computer("easy")]
    done = 0
    while not game.is_over and (steps is None or done < steps):
        game.apply(level[game.current](game, game.current, rng))
        done += 1
    return game


def test_the_example_record_replays_to_its_final_scores():
    text = EXAMPLE.read_text()
    assert kind_for_record(text) is DOMINOES
    game = read_record(text)
    assert game.is_over and game.scores() == (30, 300) and game.state.winner() == 1
    assert "# final: Ann 30, Computer 300" in text
    assert write_record(game, date=DATE) == text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.one_of(st.none(), st.integers(0, 80)), st.booleans())
def test_records_round_trip(seed, steps, comments):
    game = random_game(seed, steps)
    text = write_record(game, date=DATE, comments=comments)
    again = replay_text(text)
    assert again.state == game.state and again.history == game.history
    assert write_record(again, date=DATE, comments=comments) == text


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.sampled_from([(3, False), (4, False), (4, True)]), st.booleans())
def test_records_of_three_and_four_players_replay_exactly(seed, table, comments):
    game = random_game(seed, None, *table)
    text = write_record(game, date=DATE, comments=comments)
    assert text.count("\nplayer ") == table[0] and ("partners=yes" in text) == table[1]
    again = replay_text(text)
    assert again.state == game.state and again.history == game.history and again.is_over
    assert write_record(again, date=DATE, comments=comments) == text


def test_a_damaged_record_of_four_is_refused_at_its_line():
    game = random_game(7, None, 4, True)
    lines = write_record(game, date=DATE, comments=False).splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith("play ") and i > 10)
    tile = lines[index].split()[1]
    lines[index + 1 : index + 1] = [f"play {tile} left"]  # the same tile twice
    with pytest.raises(RecordError) as err:
        replay_text("\n".join(lines) + "\n")
    assert err.value.line == index + 2 and "do not hold" in err.value.reason
    lines = write_record(game, date=DATE, comments=False).splitlines()
    lines.insert(5, "player Eve")
    with pytest.raises(RecordError, match="one more") as err:
        replay_text("\n".join(lines) + "\n")
    assert err.value.line == 8  # the fifth player line


def test_record_header():
    game = DominoGame(DominoRules(9, 150), ["Ann", "Bob"], seed=4)
    record = parse_record(write_record(game, date=DATE))
    assert (record.rules, record.players, record.seed, record.date) == (game.rules, ("Ann", "Bob"), 4, DATE)


HEAD = "ynot-record 1\ngame dominoes\nrules double-six\nplayer Ann\nplayer Bob\n"
# Ann holds 6-6 6-4 6-2 6-0 4-4 3-3 2-2 and leads; Bob 6-5 6-3 6-1 5-5 5-4 5-3 5-2.
DEAL = (
    "deal " + " ".join(t.code for t in order_for("6-6 6-4 6-2 6-0 4-4 3-3 2-2", "6-5 6-3 6-1 5-5 5-4 5-3 5-2")) + "\n"
)


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("ynot-record 1\ngame dominoes\nrules double-twelve\n", 3, "no domino set"),
        ("ynot-record 1\ngame dominoes\nrules double-six target=7\n", 3, "multiple of 5"),
        ("ynot-record 1\ngame dominoes\nrules double-six speed=2\n", 3, "no option"),
        ("ynot-record 1\ngame dominoes\nplayer Ann\nplayer Bob\n" + DEAL, 5, "'rules' line"),
        ("ynot-record 1\ngame dominoes\nrules 6\nplayer Ann\n" + DEAL, 5, "each of 2 to 4 players"),
        (HEAD + "player Cy\nplayer Di\nplayer Ed\n", 8, "played by 2 to 4 players; this is one more"),
        (HEAD.replace("double-six", "double-six partners=yes") + DEAL, 6, "partnerships need four"),
        ("ynot-record 1\ngame dominoes\nrules 6 partners=maybe\n", 3, "yes or no"),
        ("ynot-record 1\ngame dominoes\nrules 6\nplayer Ann\nplayer ann\n", 5, "same name"),
        ("ynot-record 1\ngame dominoes\nrules 6\nplayer Ann#\n", 2, "needs 2 to 4 players"),
        (HEAD, 2, "no deal"),
        (HEAD + "play 6-6\n", 6, "begin with the deal"),
        (HEAD + "deal 6-6 5-5\n", 6, "every tile"),
        (HEAD + "deal 6-6 5-x\n", 6, "not a tile"),
        (HEAD + DEAL + "play 5-5\n", 7, "play [6|6]"),
        (HEAD + DEAL + "draw\n", 7, "play [6|6]"),
        (HEAD + DEAL + "play 6-6\nplay 6-5 up\n", 8, "up and down chains open"),
        (HEAD + DEAL + "play 6-6\nplay 6-5 sideways\n", 8, "no chain 'sideways'"),
        (HEAD + DEAL + "play 6-6\nplay 5-4 left\n", 8, "does not match"),
        (HEAD + DEAL + "play 6-6\nplay 6-4 left\n", 8, "do not hold"),
        (HEAD + DEAL + "play 6-6\npass\n", 8, "cannot pass"),
        (HEAD + DEAL + "play 6-6\ndraw now\n", 8, "nothing after"),
        (HEAD + DEAL + "play\n", 7, "takes a tile"),
        (HEAD + DEAL + "jump\n", 7, "unknown line 'jump'"),
        (HEAD + DEAL + DEAL, 7, "only when this one is over"),
        (HEAD + DEAL + "player Cy\n", 7, "header"),
        (HEAD + "seed 1e9\n", 6, "whole number"),
        ("ynot-record 1\ngame dominoes\n" + "rules 6\n" * 2, 4, "twice"),
    ],
)
def test_bad_records_name_the_line_and_the_reason(text, line, words):
    with pytest.raises(RecordError) as err:
        read_record(text)
    assert (err.value.line, words.lower() in err.value.reason.lower()) == (line, True), err.value


def test_ynot_replay_prints_the_game_and_its_json(capsys):
    assert main(["replay", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "Computer wins, 300 to 30." in out and "Spinner: [5|5]" in out
    assert main(["replay", "--json", str(EXAMPLE)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["totals"] == {"Ann": 30, "Computer": 300} and data["winner"] == "Computer"
    assert data["winners"] == ["Computer"] and data["partners"] == []
    assert data["ends"] == {"left": 6, "right": 4, "up": None, "down": None} and data["value"] == 20
    assert sum(s["points"] for s in data["scores"] if s["player"] == "Computer") == 300
    assert all(s["points"] % 5 == 0 for s in data["scores"])
    assert [len(p["hand"]) for p in data["players"]] == [6, 5]


def test_ynot_replay_refuses_a_bad_record_with_its_line(tmp_path, capsys):
    bad = tmp_path / "bad.record"
    bad.write_text(HEAD + DEAL + "play 6-6\nplay 5-4 left\n")
    assert main(["replay", str(bad)]) == 1
    said = " ".join(capsys.readouterr().err.split())  # one sentence, wrapped to 80 columns
    assert said == f"ynot: {bad}: line 8: [5|4] does not match the left end, which shows 6."


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400))
def test_no_bytes_crash_replay(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("fuzz") / "any.record"
    path.write_bytes(data)
    assert main(["replay", str(path)]) in (0, 1)
    assert main(["replay", "--json", str(path)]) in (0, 1)


TOKENS = [
    "ynot-record 1",
    "game dominoes",
    "game dice",
    "rules double-six",
    "rules 9 target=5",
    "player Ann",
    "player Bob",
    "seed 99999999999999999999999999999999999999999999",
    "date x",
    DEAL.strip(),
    "play 6-6",
    "play 6-5 left",
    "play 5-5 right",
    "draw",
    "pass",
    "play 6-5 up",
    "# c",
    "",
    "deal 9-9",
    "play 0-0 down",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TOKENS) | st.text(max_size=12), max_size=14))
def test_no_text_crashes_the_reader(lines):
    text = "\n".join(lines)
    try:
        read_record(text)
    except RecordError as err:
        assert err.line >= 1 and err.reason


def test_a_partnership_game_is_shown_as_partnerships_in_replay_and_its_json(tmp_path, capsys):
    game = DominoGame(DominoRules(target=60, partners=True), ["Ann", "Bob", "Cy", "Dan"], seed=4)
    rng = random.Random(4)
    while not game.is_over:
        game.apply(computer("easy")(game, game.current, rng))
    path = tmp_path / "partners.record"
    path.write_text(write_record(game))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    winners = " and ".join(game.players[seat] for seat in game.state.winners())
    assert "Partners: Ann and Cy against Bob and Dan" in out
    assert f"{winners} win, " in out and "Winner:" not in out
    scores = out.split("\n\n")[-1].splitlines()  # the score lines: one a side
    assert [line.split("  ")[0] for line in scores[:2]] == ["Ann and Cy", "Bob and Dan"]
    assert main(["replay", "--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["partners"] == [["Ann", "Cy"], ["Bob", "Dan"]]
    assert data["winners"] == [game.players[seat] for seat in game.state.winners()] and len(data["winners"]) == 2
