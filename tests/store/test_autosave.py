"""The autosave: exact resume over random games, bad files, and two copies of the game at once."""

from __future__ import annotations

import json
import random

import pytest
from store_helpers import finished, play

from ynot import paths
from ynot.core import Series, SeriesMode
from ynot.dice import DiceGame, Roll
from ynot.dice.rules import get_rules
from ynot.store import Store

RULES = [
    get_rules("ynot"),
    get_rules("yahtzee"),
    get_rules("winzee", columns=3, multiplier=True, extra="wild"),
    get_rules("winzee", columns=2, extra="bonus"),
    get_rules("yacht"),
]


def autosaves():
    return sorted(p.name for p in paths.data_dir().glob("autosave-*.json"))


@pytest.mark.parametrize("seed", range(25))
def test_resume_gives_the_same_game(ynot_home, seed):
    rng = random.Random(seed)
    rules = RULES[seed % len(RULES)]
    players = ("Ann", "Bob", "Cy")[: 1 + seed % 3]
    game = DiceGame(rules, players, seed=seed)
    play(game, rng, steps=rng.randrange(1, 150), undo=True)
    if game.is_over:
        return
    series = Series(players, SeriesMode.FIRST_TO, 1000, tuple(range(len(players))), 2)
    with Store.open() as store:
        assert store.autosave(game, series, extra={"cursor": [1, 2], "scene": "game"})
        uid = store.game_id(game)
    with Store.open() as store:
        saved = store.load_autosave()
        assert saved is not None and saved.game_id == uid
        again = saved.game
        assert again.state == game.state  # dice, marks, roll count, whose turn, every box
        assert again.history == game.history
        assert again.can_undo == game.can_undo
        assert saved.series == series
        assert saved.extra == {"cursor": [1, 2], "scene": "game"}
        assert store.game_id(again) == uid  # the resumed game keeps its id
        # the dice still to come are the same
        for _ in range(3):
            if game.is_over:
                break
            action = next(a for a in game.legal_actions() if a == Roll() or hasattr(a, "category"))
            assert game.apply(action) == again.apply(action)
            assert again.state == game.state


def test_newest_autosave_is_offered_and_cleared(store):
    old = play(DiceGame(get_rules("ynot"), ("Ann",), seed=1), random.Random(1), steps=3)
    new = play(DiceGame(get_rules("ynot"), ("Bob",), seed=2), random.Random(2), steps=3)
    store.autosave(old)
    store.autosave(new)  # within the same second: the microseconds order them
    saved = store.load_autosave()
    assert saved.game.state.players == ("Bob",)
    store.clear_autosave()
    assert store.load_autosave().game.state.players == ("Ann",)
    store.clear_autosave(store.load_autosave().game_id)
    assert store.load_autosave() is None and autosaves() == []


def test_finishing_the_game_removes_its_autosave(store):
    game = DiceGame(get_rules("ynot"), ("Ann",), seed=3)
    rng = random.Random(3)
    while not game.is_over:
        play(game, rng, steps=1)
        store.autosave(game)
    store.finish_game(game)
    assert autosaves() == []
    assert store.load_autosave() is None


def test_an_autosave_outliving_its_stored_game_is_dropped(store):
    game = play(DiceGame(get_rules("ynot"), ("Ann",), seed=4), random.Random(4), steps=20)
    store.autosave(game)
    path = paths.data_dir() / f"autosave-{store.game_id(game)}.json"
    left = path.read_bytes()
    play(game, random.Random(4))
    store.finish_game(game)
    path.write_bytes(left)  # as if killed between storing the game and removing the autosave
    assert store.load_autosave() is None
    assert autosaves() == [] and store.notices == []


def _save_one():
    with Store.open() as store:
        game = play(DiceGame(get_rules("ynot"), ("Ann",), seed=5), random.Random(5), steps=10)
        store.autosave(game)
        return paths.data_dir() / f"autosave-{store.game_id(game)}.json"


def _edit(data, change):
    if change == "format":
        data["format"] = "something-else"
    elif change == "version":
        data["version"] = 99
    elif change == "position":
        data["state"]["roll_number"] = 3 - data["state"]["roll_number"]
    elif change == "record":
        data["record"] = data["record"].replace("roll", "rol", 1)
    elif change == "rng":
        data["rng"] = [3, "not numbers", None]
    elif change == "series":
        data["series"] = {"players": ["A"], "mode": "bogus"}
    elif change == "missing":
        del data["record"]
    return json.dumps(data).encode()


@pytest.mark.parametrize(
    "shape",
    [
        "empty",
        "truncated",
        "random",
        "not-json-object",
        "format",
        "version",
        "position",
        "record",
        "rng",
        "series",
        "missing",
        "folder",
    ],
)
def test_a_bad_autosave_is_moved_aside(ynot_home, shape):
    path = _save_one()
    good = path.read_bytes()
    rng = random.Random(shape)
    if shape == "folder":
        path.unlink()
        path.mkdir()
    else:
        raw = {
            "empty": b"",
            "truncated": good[: len(good) // 2],
            "random": bytes(rng.randrange(256) for _ in range(300)),
            "not-json-object": b"[1, 2, 3]",
        }
        path.write_bytes(raw[shape] if shape in raw else _edit(json.loads(good), shape))
    with Store.open() as store:
        assert store.load_autosave() is None
        (sentence,) = store.notices
        assert sentence.startswith(f"The saved game {path.name} could not be resumed because")
        assert "moved aside as" in sentence and sentence.endswith(".")
    assert len(list(paths.data_dir().glob("autosave-*.json.corrupt-*"))) == 1
    assert autosaves() == []


def test_two_copies_do_not_take_each_others_game(ynot_home):
    with Store.open() as one, Store.open() as two:
        mine = play(DiceGame(get_rules("ynot"), ("Ann",), seed=6), random.Random(6), steps=5)
        theirs = play(DiceGame(get_rules("yatcy"), ("Bob",), seed=7), random.Random(7), steps=5)
        one.autosave(mine)
        two.autosave(theirs)
        assert len(autosaves()) == 2  # one autosave each: neither overwrites the other
        assert two.load_autosave().game.state.players == ("Bob",)  # never the game the other plays
        one.clear_autosave()
        assert [p.endswith(f"{two.game_id(theirs)}.json") for p in autosaves()] == [True]
    with Store.open() as three:  # once the first copies have gone, their games are offered again
        assert three.load_autosave().game.state.players == ("Bob",)


def test_a_copy_that_lets_go_of_its_game_leaves_it_kept_for_the_next(ynot_home):
    """A window that has closed lets go of its game while its store is still read (the opening picture's
    rehearsal): a start meanwhile takes the game up, and the kept file stays."""
    with Store.open() as closing:
        game = play(DiceGame(get_rules("ynot"), ("Ann",), seed=6), random.Random(6), steps=5)
        closing.autosave(game)
        with Store.open() as meanwhile:
            assert meanwhile.load_autosave() is None  # played by the other copy
        closing.let_go_of_games()
        with Store.open() as meanwhile:
            assert meanwhile.load_autosave().game.state.players == ("Ann",)
        assert len(autosaves()) == 1


def test_a_finished_game_is_not_autosaved(store):
    store.autosave(finished(("Ann",), seed=8))
    assert autosaves() == []
