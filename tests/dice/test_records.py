"""Game records: hand-written examples, round trips, and every way a record can be wrong."""

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ynot.core import RecordError
from ynot.dice import DiceGame, parse_record, replay_text, write_record
from ynot.dice.rules import get_rules

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

EXPECTED_TOTALS = {
    "ynot": (534,),
    "yahtzee": (517,),
    "yatcy": (335,),
    "winzee": (489,),
    "yacht": (415, 62),
}


@pytest.mark.parametrize("name", sorted(EXPECTED_TOTALS))
def test_hand_written_record_for_each_preset_replays(name):
    game = replay_text((EXAMPLES / f"{name}.record").read_text())
    assert game.rules.name == name
    assert game.is_over
    assert game.state.totals() == EXPECTED_TOTALS[name]


def test_ynot_example_details():
    game = replay_text((EXAMPLES / "ynot.record").read_text())
    col = game.state.cards[0][0]
    assert (col.extra_bonus, col.roll_bonus, col.upper_bonus(game.rules)) == (100, 110, 35)


def random_game(seed: int, finish: bool = True) -> DiceGame:
    rng = random.Random(seed)
    name = rng.choice(["ynot", "yahtzee", "yatcy", "yacht", "winzee"])
    options = {}
    if name == "winzee":
        options = {"columns": rng.randint(1, 3), "extra": rng.choice(["bonus", "wild", "nothing"])}
    game = DiceGame(get_rules(name, **options), ["Ann", "Bob"][: rng.randint(1, 2)], seed=seed)
    steps = 10_000 if finish else rng.randint(0, 60)
    for _ in range(steps):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
    return game


@pytest.mark.slow
@given(st.integers(0, 10**6), st.booleans())
def test_records_round_trip(seed, finish):
    game = random_game(seed, finish)
    text = write_record(game, date="2026-01-01T00:00:00Z")
    again = replay_text(text)
    assert again.state == game.state
    assert again.history == game.history
    assert write_record(again, date="2026-01-01T00:00:00Z") == text


def test_record_header():
    game = DiceGame(get_rules("winzee", columns=2, multiplier=True, extra="wild"), ["Ann", "Bob Smith"], seed=9)
    record = parse_record(write_record(game, date="2026-11-22T10:00:00Z"))
    assert record.rules == game.rules
    assert record.players == ("Ann", "Bob Smith")
    assert record.seed == 9 and record.date == "2026-11-22T10:00:00Z"


GOOD_HEADER = "ynot-record 1\nrules ynot\nplayer Ann\n"


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("", 1, "not a YNOT game record"),
        ("hello\n", 1, "starts with"),
        ("ynot-record 2\n", 1, "version 2"),
        ("ynot-record 1\nrules farkle\n", 2, "unknown rule set"),
        ("ynot-record 1\nrules winzee columns=9\n", 2, "1 to 6"),
        ("ynot-record 1\nrules winzee columns\n", 2, "key=value"),
        ("ynot-record 1\nrules ynot\nrules ynot\n", 3, "twice"),
        ("ynot-record 1\nplayer Ann\nroll 1 2 3 4 5\n", 3, "'rules' line"),
        ("ynot-record 1\nrules ynot\nroll 1 2 3 4 5\n", 3, "'player' line"),
        ("ynot-record 1\nrules ynot\n", 1, "no players"),
        (GOOD_HEADER + "roll 1 2 3 4 9\n", 4, "1 to 6, not '9'"),
        (GOOD_HEADER + "roll 1 2 3\n", 4, "5 dice are being rolled"),
        (GOOD_HEADER + "roll\n", 4, "lists the faces"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nscore sevens\n", 5, "unknown box"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nscore chance 2\n", 5, "there is no column 2."),
        (GOOD_HEADER + "roll 1 2 3 4 5\nscore chance x\n", 5, "numbered from 1"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nscore\n", 5, "takes a box"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nscore chance\nroll 1 2 3 4 5\nscore chance\n", 7, "already used"),
        (GOOD_HEADER + "toggle 1\n", 4, "roll the dice first"),
        (GOOD_HEADER + "roll 1 2 3 4 5\ntoggle 6\n", 5, "positions are 1 to 5"),
        (GOOD_HEADER + "roll 1 2 3 4 5\ntoggle\n", 5, "one dice position"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nmark 1 1\n", 5, "marked twice"),
        (GOOD_HEADER + "mark 1\n", 4, "roll the dice first"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nroll 1\n", 5, "mark at least one"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nundo\n", 5, "never be taken back"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nundo now\n", 5, "nothing after"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nreselect 1\n", 5, "nothing after"),
        (GOOD_HEADER + "jump\n", 4, "unknown line 'jump'"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nplayer Bob\n", 5, "header"),
        (GOOD_HEADER + "seed x\n", 4, "whole number"),
        ("ynot-record 1\nrules ynot\nplayer Ann\nplayer ann\nroll 1 2 3 4 5\n", 4, "same name"),
        ("ynot-record 1\nrules yatcy\n" + "".join(f"player P{i}\n" for i in range(5)), 7, "one more"),
        ("ynot-record 1\nrules winzee columns=2\nplayer Ann\nroll 1 2 3 4 5\nscore chance 3\n", 5, "no column 3."),
        (GOOD_HEADER + "roll 1 2 3 4 " + "9" * 5000 + "\n", 4, "a die shows 1 to 6"),
        (GOOD_HEADER + "roll 1 2 3 4 \u00b2\n", 4, "a die shows 1 to 6"),
        (GOOD_HEADER + "roll 1 2 3 4 5\ntoggle " + "1" * 5000 + "\n", 5, "positions are 1 to 5"),
        (GOOD_HEADER + "roll 1 2 3 4 5\nscore chance " + "2" * 5000 + "\n", 5, "numbered from 1"),
        (GOOD_HEADER + "seed " + "7" * 5000 + "\n", 4, "more than"),
    ],
)
def test_bad_records_name_the_line_and_the_reason(text, line, words):
    with pytest.raises(RecordError) as err:
        replay_text(text)
    assert err.value.line == line
    assert words.lower() in str(err.value).lower()
    assert str(err.value).startswith(f"line {line}: ")


def test_comments_and_blank_lines_are_ignored():
    game = replay_text(GOOD_HEADER + "\n# a comment\nroll 1 2 3 4 5   # the first roll\n\nscore ls\n")
    assert game.state.cards[0][0].lower_total() == 40


def test_a_note_in_the_header_is_written_and_read_back():
    from ynot.dice import Roll

    game = DiceGame(get_rules("winzee"), ["Ann"], seed=1)
    game.apply(Roll((4, 4, 4, 4, 4)))
    text = write_record(game, notes=("registered-yahtzee",))
    assert "\nnote registered-yahtzee\n" in text
    record = parse_record(text)
    assert record.notes == ("registered-yahtzee",)
    assert parse_record(write_record(game)).notes == ()


def test_a_note_after_the_moves_or_of_two_words_is_refused():
    head = "ynot-record 1\nrules winzee\nplayer Ann\n"
    with pytest.raises(RecordError, match="line 4: a note is one word"):
        parse_record(head + "note two words\n")
    with pytest.raises(RecordError, match="line 5: 'note' belongs in the header"):
        parse_record(head + "roll 1 2 3 4 5\nnote late\n")
