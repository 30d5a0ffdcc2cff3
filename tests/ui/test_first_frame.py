"""The first frame of every look loads nothing it does not show: no NumPy, no strategy, no synthesizer
(they load when a computer, the coach or a sound first needs them), not the other game nor any text board
(the registry loads a game when it is first asked for), no mail, no log file's machinery (it loads when
something is first logged); YNOT_EXIT_AFTER_FIRST_FRAME ends ``ynot play`` right after that frame (how
benchmarks/first_frame.py times it from outside). A returning player's kept game still resumes."""

import os
import subprocess
import sys

import pytest

from tests.looks import game_of, shipped_looks

#: Loaded later, whatever the look: NumPy and the solver, sounds' synthesis, the other commands, text boards, mail,
#: logging itself and the log file's handlers (sockets, pickle: loaded when a line is first logged), a checkout's
#: catalog compiler, argparse (``play``'s usual options are read without it), the first
#: start's welcome screen (a start that names its look), help's viewer and books (until help is opened), the records'
#: migrations and healing (a current database is only checked), a kept result's sentences, players' statistics and
#: finished games (the store's models and core's results).
LATER = (
    "numpy",
    "ynot.dice.strategy.advisor",
    "ynot.dice.strategy.players",
    "ynot.dice.strategy.search",
    "ynot.ui.synth",
    "ynot.commands.pbm",
    "ynot.commands.text",
    "ynot.dice.text",
    "ynot.dominoes.text",
    "ynot.pbm.mail",
    "email",
    "urllib.request",
    "logging.handlers",
    "ynot.i18n.po",
    "argparse",
    "logging",
    "ynot.ui.skin_chooser",
    "ynot.ui.kit.help",
    "ynot.ui.kit.helpbook",
    "ynot.store.migrations",
    "ynot.store.healing",
    "ynot.store.sentences",
    "ynot.store.models",
    "ynot.core.results",
)
#: Loaded by the very first start alone: the TOML parser (a look's tables are kept in the cache folder), and
#: the Windows look's dialogs (its Players dialog opens by itself the first time; after that they load when
#: one first opens). The Psion's dialogs load with its start-up screen, itself one (the YNOT 1.00 manual of
#: 1993 shows one at every start until a name is registered): a registered player's first frame shows none.
RETURNING = {look: ("tomllib",) for look in shipped_looks()}
RETURNING["windows"] = ("tomllib", "ynot.ui.windows.dialogs", "ynot.ui.kit.dialog")
RETURNING["psion"] = ("tomllib", "ynot.ui.psion.dialogs", "ynot.ui.kit.dialog")
#: What a returning player has set before the start (section, key, value in ynot.ini): the Psion's
#: registration, so that it starts without its start-up screen.
SET_BEFORE = {"psion": [("skin.psion", "registered", "Ann")]}
#: The other game, which a look must not load, by the game the look plays. (The Mac's dominoes loads the dice
#: games' entry in the registry and their rules: ynot.ini's dice settings are checked against them; not their
#: machine.)
DICE_MACHINE = ("ynot.dice.machine", "ynot.dice.events", "ynot.dice.record", "ynot.dice.report")
OTHER_GAME = {"dice": ("ynot.dominoes",), "dominoes": DICE_MACHINE}
#: What a look's first frame does not show: the dice computer levels where its first screen lists none
#: (they load when a computer first plays, ``GameKind.computer``), and for the Mac's dominoes the dice
#: games' scorecard and scoring (ynot.ini's dice settings are checked against the rule sets alone).
NOT_SHOWN = {"psion": ("ynot.dice.strategy",), "windows": (), "amiga": (),
             "mac": ("ynot.dice.strategy", "ynot.dice.rules.scorecard", "ynot.dice.rules.scoring")}

PROGRAM = """
import sys
from ynot.cli import main
status = main(["play", "--skin", sys.argv[1], "--scale", "1", *sys.argv[2:]])
print(status, sorted(name for name in {later!r} if name in sys.modules))
"""


def last_line(code: str, env: dict[str, str], *args: str) -> str:
    """The last line ``code`` prints, run in a fresh process with ``env`` (it must end well)."""
    done = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split("\n")[-2]


def window_env(home) -> dict[str, str]:
    """A start to its first frame drawn by the game itself: no opening picture kept or shown (that start is
    tests/ui/test_opening.py's)."""
    return dict(os.environ, YNOT_EXIT_AFTER_FIRST_FRAME="1", YNOT_HOME=str(home), SDL_VIDEODRIVER="dummy",
                SDL_AUDIODRIVER="dummy", YNOT_OPENING_PICTURE="0")


def first_frame(look: str, home, *more: str, later: tuple[str, ...]) -> str:
    """``ynot play`` of ``look`` to its first frame in a fresh process; its status and the modules of
    ``later`` it loaded."""
    return last_line(PROGRAM.format(later=later), window_env(home), look, *more)


def set_options(home, settings: list[tuple[str, str, str]], monkeypatch) -> None:
    """Write ``settings`` into the ynot.ini under ``home``, as the look would keep them."""
    from ynot.store import Store

    monkeypatch.setenv("YNOT_HOME", str(home))
    with Store.open() as store:
        for section, key, value in settings:
            store.options.section(section)[key] = value
        assert store.save_options()


@pytest.mark.parametrize("look", shipped_looks())
def test_the_first_frame_loads_nothing_it_does_not_show(look, tmp_path, monkeypatch):
    later = (*LATER, *OTHER_GAME[game_of(look)], *NOT_SHOWN.get(look, ()))
    assert first_frame(look, tmp_path, "--new", later=later) == "0 []"
    set_options(tmp_path, SET_BEFORE.get(look, []), monkeypatch)
    assert first_frame(look, tmp_path, later=(*later, *RETURNING[look])) == "0 []"  # a returning player: records exist



def test_the_other_games_kept_game_is_left_unread(tmp_path):
    """The Mac keeps a dominoes game; a dice look's first frame then neither loads dominoes nor replays
    that game (nor moves it aside), and the Mac resumes it (no other dominoes game is kept)."""

    def kept() -> set[str]:
        return {path.name for path in (tmp_path / "data").glob("autosave-*.json")}

    assert first_frame("mac", tmp_path, "--new", later=()) == "0 []"
    dominoes = kept()
    assert len(dominoes) == 1
    assert first_frame("windows", tmp_path, later=("ynot.dominoes",)) == "0 []"
    both = kept()
    assert dominoes < both and len(both) == 2  # the dice game Windows kept beside it
    assert first_frame("mac", tmp_path, later=()) == "0 []"
    assert kept() == both


def test_a_kept_game_resumes_and_its_game_loads_when_asked_for(tmp_path):
    """The dice game kept by one process is resumed by the next, which had loaded no game: the registry
    loads the dice games to replay its record, and not dominoes."""
    env = dict(os.environ, YNOT_HOME=str(tmp_path))
    keep = (
        "import ynot.games\n"
        "from ynot.core import get_kind\n"
        "from ynot.store import Store\n"
        "kind = get_kind('dice')\n"
        "game = kind.new_game(kind.rules_from_key('ynot'), ('Ann',), seed=7)\n"
        "from ynot.dice import Roll\n"
        "game.apply(Roll())\n"
        "with Store.open() as store:\n"
        "    store.autosave(game)\n"
        "print(sorted(game.state.dice))\n"
    )
    read = (
        "import sys, ynot.games\n"
        "from ynot.store import Store\n"
        "assert 'ynot.dice' not in sys.modules and 'ynot.dominoes' not in sys.modules\n"
        "with Store.open() as store:\n"
        "    saved = store.load_autosave('dice')\n"
        "print(sorted(saved.game.state.dice), 'ynot.dominoes' in sys.modules)\n"
    )
    kept = last_line(keep, env)
    assert last_line(read, env) == kept + " False"


COLLECTOR = """
import gc, sys
from ynot.cli import main
from ynot.ui import app
seen = []
present = app.App.present
def spy(self):
    seen.append(gc.isenabled())
    present(self)
app.App.present = spy
status = main(["play", "--skin", "psion", "--scale", "1"])
print(status, seen[:1], gc.isenabled(), gc.get_freeze_count() > 0)
"""


def test_collections_wait_for_the_first_frame_then_go_on(tmp_path):
    """The garbage collector is held off while the window starts (collector.py) and collects again once
    the first frame is shown, the start's objects frozen out of its way."""
    assert last_line(COLLECTOR, window_env(tmp_path)) == "0 [False] True True"
