"""The opening picture (ynot/ui/opening.py): a window closing with a game kept keeps the next start's first
frame; the next start shows it before it loads anything of the game, and the game's own first frame is
then the same picture, pixel for pixel, whatever the player did before closing. A picture that cannot be
trusted is not shown, and a damaged one costs nothing."""

import logging
import os
import subprocess
import sys

import pytest

from tests.looks import shipped_looks
from ynot.ui import opening

LOOKS = shipped_looks()  # found in skins/ (each is played by `ynot play` in a fresh process)

#: ``ynot play`` of a look in a fresh process; before its loop runs, the monkey (ynot/ui/monkey.py) plays
#: ``events`` random keys, clicks, drags and waits with ``seed`` (no look changes: the window stays this
#: look's). Prints the status, whether the kept picture was shown, the frames the game's first drawing
#: pushed into the window (0: none differed from the picture), and the game's modules loaded.
PROGRAM = """
import random, sys
from ynot.cli import main
from ynot.ui import app, monkey, opening
look, events, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
shown, pushed = [], []
show_kept = opening.show_kept
def spy_show(*args):
    kept = show_kept(*args)
    shown.append(kept is not None)
    return kept
opening.show_kept = spy_show
run = app.App.run
def monkey_then_run(self):
    rng = random.Random(seed)
    for _ in range(events):
        kind, step = monkey.random_step(self, rng)
        if kind != "resize":
            self.play_script([step])
    self.switch_to = None
    run(self)
app.App.run = monkey_then_run
present = app.App.present
def spy_present(self):
    present(self)
    pushed.append(self.frames)
app.App.present = spy_present
named = ["--skin", look] if look != "-" else []  # "-": a bare start, the look ynot.ini keeps
status = main(["play", *named, "--scale", "1", *sys.argv[4:]])
game = ("ynot.store", "ynot.dice", "ynot.dominoes", "ynot.ui.kit", "ynot.ui.windows", "ynot.ui." + look)
loaded = sorted(m for m in game if m in sys.modules)
print(status, shown, pushed[:1], loaded)
"""


def play(home, look: str, *more: str, events: int = 0, seed: int = 0, ending: str = "1", **variables: str) -> str:
    """The last line PROGRAM prints for a start of ``look`` in ``home`` (it must end well), with the
    environment's ``variables`` set."""
    env = dict(os.environ, YNOT_EXIT_AFTER_FIRST_FRAME=ending, YNOT_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", **variables)
    env.pop(opening.SWITCH, None)
    done = subprocess.run([sys.executable, "-c", PROGRAM, look, str(events), str(seed), *more], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    return done.stdout.split("\n")[-2]


def picture(home):
    return home / "cache" / opening.FILE_NAME


@pytest.mark.parametrize("look", LOOKS)
def test_the_next_start_shows_the_kept_picture_before_it_loads_the_game(look, tmp_path):
    assert play(tmp_path, look).startswith("0 [False] [1]")  # the first start: no picture yet, its frame drawn
    assert picture(tmp_path).is_file()
    # The picture alone, when the start ends at its first frame: nothing of the game, the store or the look.
    assert play(tmp_path, look) == "0 [True] [] []"
    # The game loaded behind it draws the same frame: nothing is pushed into the window.
    assert play(tmp_path, look, ending="live").startswith("0 [True] [0]")


@pytest.mark.parametrize("look", LOOKS)
@pytest.mark.parametrize("seed", [1, 2])
def test_after_any_play_the_picture_is_the_games_first_frame(look, seed, tmp_path):
    """Random play (menus and dialogs left open, dice dragged, tiles played) and a close: the next start's
    first frame was kept and is exactly what the game draws."""
    first = play(tmp_path, look, "--new", "--seed", str(seed), events=60, seed=seed)  # the same dice every run
    assert first.startswith("0 [] [1]")
    assert play(tmp_path, look, ending="live").startswith("0 [True] [0]")  # these games are kept


@pytest.mark.slow
@pytest.mark.parametrize(("look", "seed"), [(look, 3 + n) for n, look in enumerate(LOOKS)])  # a seed each
def test_after_longer_play_the_picture_is_the_games_first_frame(look, seed, tmp_path):
    """Longer random play, twice over: either the next start's first frame was kept and is exactly what the
    game draws, or none was kept (a game finished and given up: nothing to take up)."""
    play(tmp_path, look, "--new", "--seed", str(seed), events=150, seed=seed)
    for _ in range(2):  # start again (on the picture), play on, close
        assert play(tmp_path, look, ending="live").startswith(("0 [True] [0]", "0 [False] [1]"))
        play(tmp_path, look, "--seed", str(seed), events=150, seed=seed)  # a seed: no picture, the kept game


@pytest.mark.slow
def test_a_changed_file_or_another_start_shows_no_picture(tmp_path):
    play(tmp_path, "windows")
    kept = next((tmp_path / "data").glob("autosave-*.json"))
    os.utime(kept, ns=(kept.stat().st_atime_ns, kept.stat().st_mtime_ns + 1))  # the kept game changed since
    assert play(tmp_path, "windows").startswith("0 [False]")
    assert play(tmp_path, "windows") == "0 [True] [] []"  # that start's close kept a new one
    assert play(tmp_path, "psion").startswith("0 [False]")  # another look
    play(tmp_path, "windows")
    assert play(tmp_path, "windows", "--new").startswith("0 [] [1]")  # a new game: not even looked for
    play(tmp_path, "windows")
    assert play(tmp_path, "windows", "--seed", "5").startswith("0 [] [1]")
    own = tmp_path / "data" / "skins" / "mine"
    own.mkdir(parents=True)
    (own / "skin.toml").write_text("# a player's own look, being drawn\n", encoding="utf-8")
    assert play(tmp_path, "windows").startswith("0 [False]")  # a player's own looks changed
    play(tmp_path, "windows")
    (tmp_path / "data" / "pbm").mkdir()
    (tmp_path / "data" / "pbm" / "board-1").write_text("a board by mail\n", encoding="utf-8")
    assert play(tmp_path, "windows") == "0 [True] [] []"  # play by mail's boards are not shown
    with open(tmp_path / "config" / "ynot.ini", "a", encoding="utf-8") as ini:
        ini.write("\n")  # the options changed
    assert play(tmp_path, "windows").startswith("0 [False]")


@pytest.mark.parametrize("look", ["psion", "windows"])
def test_the_language_asked_for_anywhere_is_in_the_key(look, tmp_path):
    """A German picture is never shown to a start that asks for English: ``--language`` (which the command
    line takes out of the arguments before ``play`` reads them) and gettext's variables are in the key, as
    ynot.ini's bytes are. A start asking for the language of the picture is shown it, and draws the same."""
    play(tmp_path, look, "--language", "de", LANGUAGE="de")
    assert play(tmp_path, look, "--language", "en", LANGUAGE="de").startswith("0 [False] [1]")
    assert play(tmp_path, look, "--language", "en", LANGUAGE="de", ending="live").startswith("0 [True] [0]")
    assert play(tmp_path, look, LANGUAGE="de").startswith("0 [False] [1]")  # no --language: the system's German
    assert play(tmp_path, look, LANGUAGE="de", ending="live").startswith("0 [True] [0]")
    assert play(tmp_path, look, LANGUAGE="en").startswith("0 [False] [1]")


@pytest.mark.parametrize(
    "damage",
    [b"", b"\x00\x01", b"garbage" * 100, "truncated", "flipped"],
    ids=["empty", "short", "garbage", "truncated", "flipped"],
)
def test_a_damaged_picture_is_not_shown_and_is_written_again(damage, tmp_path):
    play(tmp_path, "mac")
    path = picture(tmp_path)
    good = path.read_bytes()
    if damage == "truncated":
        damage = good[: len(good) // 2]
    elif damage == "flipped":
        damage = good[:100] + bytes([good[100] ^ 0xFF]) + good[101:]
    path.write_bytes(damage)
    assert play(tmp_path, "mac").startswith("0 [False] [1]")
    assert play(tmp_path, "mac") == "0 [True] [] []"


def test_a_picture_of_another_layout_or_look_is_not_used(tmp_path):
    play(tmp_path, "psion")
    kept = opening._kept(picture(tmp_path), "psion")
    assert kept is not None and kept["look"] == "psion"
    assert opening._kept(picture(tmp_path), "amiga") is None
    assert opening._kept(picture(tmp_path), None) is None  # a bare start: this look was named, never chosen
    picture(tmp_path).write_bytes(opening.packed({**kept, "format": opening.FORMAT + 1}))
    assert opening._kept(picture(tmp_path), "psion") is None
    assert play(tmp_path, "psion").startswith("0 [False]")


def test_a_bare_start_shows_the_picture_of_the_look_chosen(tmp_path):
    """``ynot`` alone (the desktop's icon) starts the look chosen on the welcome screen: its picture too."""
    play(tmp_path, "windows")  # a look named on the command line, none chosen yet
    assert play(tmp_path, "-").startswith("0 [False]")  # the welcome screen would ask (no desktop: the kept look)
    ini = tmp_path / "config" / "ynot.ini"
    text = ini.read_text(encoding="utf-8").replace("skin = psion", "skin = windows")
    ini.write_text(text + "\n[welcome]\nskin_chosen = yes\n", encoding="utf-8")
    assert play(tmp_path, "-").startswith("0 [False] [1]")  # the options changed: no picture, one kept at the close
    assert play(tmp_path, "-") == "0 [True] [] []"
    assert play(tmp_path, "-", ending="live").startswith("0 [True] [0]")


def rehearse_with_nothing_kept(home, look: str):
    """The close of ``look`` rehearsed with no game kept (the last one finished), its picture kept."""
    import ynot.games  # noqa: F401
    from ynot.store import Store
    from ynot.ui.opening_keep import keep, rehearse

    for kept in (home / "data").glob("autosave-*"):
        kept.unlink()
    with Store.open(config_dir=home / "config", data_dir=home / "data") as store:
        found = rehearse(look, store)
    keep(found, store)
    return found


@pytest.mark.parametrize("look", shipped_looks("dice"))
def test_with_no_game_kept_the_new_games_first_frame_is_the_picture(look, tmp_path, monkeypatch):
    """Nothing kept (the last game finished): the next start deals a new game, whose first frame shows no
    deal in the dice looks (the dice are still in the cup): it is rehearsed, and the game draws the same."""
    monkeypatch.setenv("YNOT_HOME", str(tmp_path))
    play(tmp_path, look)
    assert rehearse_with_nothing_kept(tmp_path, look) is not None
    assert play(tmp_path, look, ending="live").startswith("0 [True] [0]")


def test_a_new_deal_shown_keeps_no_picture(tmp_path, monkeypatch, caplog):
    """The Mac's new game shows the player's tiles, which the next start deals anew: no picture (and no
    store failure logged for what the rehearsal refused or pretended: the log is for real problems)."""
    monkeypatch.setenv("YNOT_HOME", str(tmp_path))
    play(tmp_path, "mac")
    assert picture(tmp_path).is_file()
    caplog.set_level(logging.INFO)
    assert rehearse_with_nothing_kept(tmp_path, "mac") is None
    assert not picture(tmp_path).is_file()  # the one kept before goes
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert any("shows the deal" in r.getMessage() for r in caplog.records)
    assert play(tmp_path, "mac").startswith("0 [False]")


def test_the_rehearsal_reads_and_writes_nothing(tmp_path):
    """The store a rehearsal gets reads the player's records; options it changes stay in its copy; anything
    that would write is refused and noted."""
    import ynot.games  # noqa: F401
    from ynot.store import Store
    from ynot.ui.opening_keep import ReadingStore

    with Store.open(config_dir=tmp_path / "config", data_dir=tmp_path / "data") as store:
        store.add_player("Ann")
        reading = ReadingStore(store)
        assert reading.add_player("Ann").name == "Ann"
        reading.options.sound = not store.options.sound
        assert reading.save_options() is True
        assert reading.options.sound != store.options.sound
        with pytest.raises(AttributeError):
            reading.add_player("Bob")
        with pytest.raises(AttributeError):
            reading.clear_autosave()
        assert reading.refused == ["add_player", "clear_autosave"]
        assert [p.name for p in store.players()] == ["Ann"]
        assert not (tmp_path / "config" / "ynot.ini").exists()
