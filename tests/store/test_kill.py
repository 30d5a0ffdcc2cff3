"""Real processes: killing the game (SIGKILL) in the middle of writes loses at most the action in
progress, and two copies writing at once lose nothing."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ynot.store import Store
from ynot.store.database import connect

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[2]

#: Plays random one-player games for ever: autosaves after every action, stores every finished game,
#: and reports each write on stdout only after it returned. It resumes the autosave it finds.
CHILD = """
import random, sys
from ynot.dice import DiceGame, Undo
from ynot.dice.rules import get_rules
from ynot.store import Store

store = Store.open()
rng = random.Random(int(sys.argv[1]))
saved = store.load_autosave()
game = saved.game if saved else DiceGame(get_rules("ynot"), ("Ann",), seed=rng.randrange(10**6))
print("ready", "resumed" if saved else "new", store.game_id(game), len(game.history), flush=True)
while True:
    game.apply(rng.choice([a for a in game.legal_actions() if not isinstance(a, Undo)]))
    if game.is_over:
        store.finish_game(game)
        print("game", store.game_id(game), game.state.total(0), flush=True)
        game = DiceGame(get_rules("ynot"), ("Ann",), seed=rng.randrange(10**6))
    else:
        store.autosave(game)
        print("save", store.game_id(game), len(game.history), flush=True)
"""

KILLS = 12  # at least; more (up to MAX_KILLS) if a slow machine has not yet finished a game and resumed
MAX_KILLS = 60


@pytest.mark.slow
def test_killed_at_random_moments_nothing_committed_is_lost(ynot_home):
    rng = random.Random(1993)
    env = dict(os.environ, YNOT_HOME=str(ynot_home), PYTHONPATH=str(ROOT))
    committed: dict[str, int] = {}
    resumed = 0
    round_number = 0
    while round_number < KILLS or (not (committed and resumed) and round_number < MAX_KILLS):
        round_number += 1
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(round_number)], env=env, stdout=subprocess.PIPE, text=True
        )
        assert child.stdout is not None
        first = child.stdout.readline().split()
        assert first[0] == "ready", first
        if first[1] == "resumed":
            resumed += 1
        time.sleep(rng.uniform(0.01, 0.25))
        child.send_signal(signal.SIGKILL)
        lines = [line.split() for line in child.stdout.read().splitlines()]
        child.wait()
        last_save = None
        for line in lines:
            if line and line[0] == "game":
                committed[line[1]] = int(line[2])
                last_save = None
            elif len(line) == 3 and line[0] == "save":
                last_save = (line[1], int(line[2]))
        with Store.open() as store:
            assert store.notices == []  # nothing damaged, nothing moved aside
            stored = {g.game_id: g.scores[0] for g in store.games(limit=10_000)}
            for uid, score in committed.items():
                assert stored.get(uid) == score
            assert store.stats("Ann", "ynot").all_time.games == len(stored)
            saved = store.load_autosave()
            if last_save is not None:
                uid, actions = last_save
                if saved is not None and saved.game_id == uid:
                    # the last reported action, or the one after it that was being saved
                    assert len(saved.game.history) in (actions, actions + 1)
                else:  # the game was finished and stored after the last report
                    assert uid in stored
    db = connect(ynot_home / "data" / "ynot.db")
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    assert committed, "no game was finished: the child ran too briefly"
    assert resumed, "no run resumed an autosave"


#: Finishes GAMES games as player NAME, autosaving after every action and saving the settings.
TWIN = """
import random, sys
from ynot.dice import DiceGame, Undo
from ynot.dice.rules import get_rules
from ynot.store import Store

name, games = sys.argv[1], int(sys.argv[2])
rng = random.Random(name)
with Store.open() as store:
    assert not store.notices, store.notices
    for number in range(games):
        game = DiceGame(get_rules("ynot"), (name, "Shared"), seed=rng.randrange(10**6))
        while not game.is_over:
            game.apply(rng.choice([a for a in game.legal_actions() if not isinstance(a, Undo)]))
            store.autosave(game, extra={"copy": name})
        store.finish_game(game)
        store.options.players = (name, str(number))
        store.save_options()
print("done", flush=True)
"""


def test_two_copies_writing_at_once_lose_nothing(ynot_home):
    env = dict(os.environ, YNOT_HOME=str(ynot_home), PYTHONPATH=str(ROOT))
    games = 8
    twins = [
        subprocess.Popen([sys.executable, "-c", TWIN, name, str(games)], env=env, stdout=subprocess.PIPE, text=True)
        for name in ("Ann", "Bob")
    ]
    outputs = [twin.communicate(timeout=60)[0] for twin in twins]
    assert [twin.returncode for twin in twins] == [0, 0] and outputs == ["done\n", "done\n"]
    with Store.open() as store:
        assert store.notices == []
        assert len(store.games(limit=100)) == 2 * games
        assert store.stats("Ann", "ynot").all_time.games == games
        assert store.stats("Bob", "ynot").all_time.games == games
        assert store.stats("Shared", "ynot").all_time.games == 2 * games
        assert store.options.players in (("Ann", str(games - 1)), ("Bob", str(games - 1)))
        assert store.load_autosave() is None  # both finished their games
