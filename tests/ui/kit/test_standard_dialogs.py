"""The kit's standard dialogs (``ynot.ui.kit.standard``), opened through a look's shell and drawn by its style:
options, high scores (a computer's score marked (C)), statistics, the look chooser, the yes/no question, help
and about. Golden images of each in the Windows 3.1 and System 7 styles; the store read only through the shell;
a standard dialog added in one line of the table is a command of every look."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.golden_images import compare_golden
from ynot.core import Session
from ynot.core.registry import Later
from ynot.dice.rules import get_rules
from ynot.dominoes.rules import DominoRules
from ynot.store import Store
from ynot.ui.app import App
from ynot.ui.kit import Choice, Context, Dialog, HelpViewer, ListBox, MessageBox, standard
from ynot.ui.kit.shell import Shell
from ynot.ui.scene import Scene
from ynot.ui.skin import load_skin

from .conftest import Feedback

RULES = get_rules("yacht")
GOLDEN_LOOKS = ("windows", "amiga")
DIALOG_IDS = ("options", "high-scores", "stats", "look", "help", "about")


class Table(Scene):
    """A look's table in the least the shell needs: what it tells is kept."""

    def __init__(self) -> None:
        super().__init__()
        self.told: list[str] = []

    def tell(self, sentence: str) -> None:
        self.told.append(sentence)

    def message_line(self) -> str:
        return self.told[-1] if self.told else ""


def play_out(session: Session, seed: int) -> None:
    rng = random.Random(seed)
    while not session.game.is_over:
        session.apply(rng.choice([a for a in session.game.legal_actions() if type(a).__name__ != "Undo"]))


@pytest.fixture
def opened(monkeypatch):
    """opened(look) -> (app, shell, table, store): a look's App with a bare table and its shell, whose
    records hold one finished game of Ann against the beginner computer."""
    monkeypatch.setattr("ynot.store.clock.now_iso", lambda: "2026-01-02T10:00:00Z")  # the tables' dates
    pygame.display.init()
    made = []

    def make(look: str, *, store: bool = True):
        """A dice look's shell has a finished game in its records; the Mac's (dominoes) a game begun."""
        skin = load_skin(look)
        app = App(skin, scale=1)
        table = app.push(Table())
        records = Store.open() if store else None
        shell = Shell(app, store=records, skin=skin, resume=False, table=table)
        feedback = Feedback()
        shell.standard_commands(Context(skin.make_style(), skin.canvas, feedback.beep, feedback.sound),
                                new=lambda: None)
        if skin.game == "dominoes":
            shell.start(DominoRules(), ["Ann", "Hal"], seats=["", "beginner"], seed=4)
        else:
            session = shell.start(RULES, ["Ann", "Hal"], seats=["", "beginner"], seed=4)
            if records is not None:
                play_out(session, 4)
                shell.start(RULES, ["Ann", "Hal"], seats=["", "beginner"], seed=5)
        made.append((app, records))
        return app, shell, table, records

    yield make
    for app, records in made:
        assert app.errors == []
        if records is not None:
            records.close()


@pytest.mark.parametrize("look", GOLDEN_LOOKS)
@pytest.mark.parametrize("command_id", DIALOG_IDS)
def test_every_standard_dialog_in_two_looks_styles(opened, look, command_id, tmp_path):
    app, shell, _table, _store = opened(look)
    assert shell.commands.run(command_id) is None
    app.settle()
    assert isinstance(app.top, Dialog | HelpViewer)
    compare_golden(app.frame_image(), "kit", f"{look}-{command_id}", tmp_path)


@pytest.mark.parametrize("look", GOLDEN_LOOKS)
def test_the_question_in_two_looks_styles(opened, look, tmp_path):
    app, shell, _table, _store = opened(look)
    answered = []
    shell.ask("Give up this game and start a new one?", lambda: answered.append(True), title="New game",
              yes="New game")
    app.settle()
    compare_golden(app.frame_image(), "kit", f"{look}-question", tmp_path)
    app.play_keys("ESC")
    assert answered == [] and not isinstance(app.top, Dialog)
    shell.ask("Sure?", lambda: answered.append(True))
    app.play_keys("ENTER")
    assert answered == [True]


def test_a_computers_high_score_is_marked_and_the_rules_named(opened):
    app, shell, _table, store = opened("windows")
    entries = store.high_scores(RULES)
    shell.commands.run("high-scores")
    text = app.top.label.label
    lines = text.split("\n")
    assert lines[0] == shell.kind.title_of(RULES)
    hal = next(entry for entry in entries if entry.name == "Hal")
    assert f"{hal.rank}. Hal (C)\t{hal.score}\t2026-01-02" in lines
    assert any(line.startswith(f"{e.rank}. Ann\t") for e in entries if e.name == "Ann" for line in lines)


def test_the_statistics_name_every_player_of_the_game(opened):
    app, shell, _table, store = opened("windows")
    shell.commands.run("stats")
    lines = app.top.label.label.split("\n")
    assert lines[2].split("\t") == ["Player", "Games", "Won", "Best", "Average"]
    ann = store.stats("Ann", RULES).all_time
    assert lines[3].split("\t") == ["Ann", "1", str(ann.wins), str(ann.best), f"{ann.average:.1f}"]
    assert lines[4].startswith("Hal\t1\t")


def test_the_store_is_read_only_through_the_shell(opened, monkeypatch):
    app, shell, table, store = opened("windows")

    def broken(*_args):  # noqa: ANN002, ANN202
        raise OSError("disk on fire")

    monkeypatch.setattr(store, "high_scores", broken)
    monkeypatch.setattr(store, "stats", broken)
    shell.commands.run("high-scores")
    assert "No high scores yet" in app.top.label.label  # the dialog opens; the failure is told, not raised
    app.play_keys("ESC")
    shell.commands.run("stats")
    assert "Ann\t-\t-\t-\t-" in app.top.label.label
    assert any("disk on fire" in sentence for sentence in table.told)


def test_without_records_the_dialogs_say_so(opened):
    app, shell, _table, _store = opened("windows", store=False)
    shell.commands.run("high-scores")
    assert app.top.label.label == "High scores are not kept: the records could not be opened."
    app.play_keys("ESC")
    shell.commands.run("stats")
    assert app.top.label.label == "No statistics are kept: the records could not be opened."


def test_the_options_are_kept_and_the_sound_follows(opened):
    app, shell, table, store = opened("windows")

    class Audio:
        enabled = True

    shell.audio = Audio()
    shell.commands.run("options")
    app.play_keys("SPACE TAB SPACE ENTER")  # animation off, sound off, OK
    assert (store.options.animation, store.options.sound, shell.audio.enabled) == (False, False, False)
    assert table.told[-1] == "Your options are kept."
    with Store.open() as again:
        assert (again.options.animation, again.options.sound) == (False, False)


def test_dominoes_keep_no_high_scores_and_count_wins(opened):
    app, shell, _table, _store = opened("mac")
    shell.commands.run("high-scores")
    assert app.top.label.label == "Muggins dominoes keeps no high scores: winning is what counts."
    app.play_keys("ESC")
    shell.commands.run("stats")
    lines = app.top.label.label.split("\n")
    assert lines[2:] == ["Player\tGames\tWon\tBest\tAverage", "Ann\t0\t0\t0\t0.0", "Hal\t0\t0\t0\t0.0"]


def test_a_new_language_starts_the_window_again_with_the_game_kept(opened):
    app, shell, _table, store = opened("mac")
    shell.commands.run("options")
    language = next(widget for _label, widget in app.top.rows if isinstance(widget, Choice))
    language.index = language.options.index("Deutsch")
    app.play_keys("ENTER")
    assert store.options.language == "de" and app.switch_to == "mac" and not app.running


def test_the_look_chooser_lists_the_looks_once_and_switches(opened):
    app, shell, _table, store = opened("windows")
    shell.commands.run("look")
    listing = next(widget for _label, widget in app.top.rows if isinstance(widget, ListBox))
    names = [name for name, _title in shell.looks()]
    assert names[:3] == ["psion", "amiga", "windows"] and names[listing.index] == "windows"
    assert listing.items == [title for _name, title in shell.looks()]
    app.play_keys("ENTER")  # this look: nothing changes
    assert app.running
    shell.commands.run("look")
    app.play_keys("HOME ENTER")
    assert app.switch_to == "psion" and store.options.skin == "psion"


def test_help_and_about_come_from_the_looks_help_book(opened):
    app, shell, _table, _store = opened("mac")
    shell.commands.run("about")
    assert isinstance(app.top, MessageBox) and "Dominoes v1.1" in app.top.label.label
    app.play_keys("ENTER")
    viewer = shell.open_dialog("help", topic="scoring")
    assert isinstance(viewer, HelpViewer) and viewer.size == (440, 280)  # the Mac's skin.toml sizes it
    assert viewer.topic == "scoring"


def tip_dialog(host, **_kw):  # noqa: ANN001, ANN201 - a standard dialog added as the coach added its own
    return MessageBox(host.ctx, "Tip", f"{host.session.players[0]}: keep the sixes.")


def test_a_standard_dialog_added_to_the_table_is_every_looks_command(opened, monkeypatch):
    added = standard.StandardDialog("tip", "Tip", Later(__name__, "tip_dialog"))
    monkeypatch.setattr(standard, "DIALOGS", (*standard.DIALOGS, added))
    app, shell, _table, _store = opened("windows")
    assert "tip" in shell.commands.ids() and shell.commands["tip"].label == "Tip"
    assert shell.commands.run("tip") is None
    assert app.top.label.label == "Ann: keep the sixes."
