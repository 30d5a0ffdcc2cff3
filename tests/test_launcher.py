"""ynot-gui: without a console, failures must reach the log file and a message box."""

import os
import sys
from pathlib import Path

import pytest

from ynot import cli, launcher

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "ynot.record"


class Notes:
    """Stands in for the message box and remembers what it was asked to show."""

    def __init__(self):
        self.shown: list[tuple[str, str]] = []

    def __call__(self, title: str, message: str) -> bool:
        self.shown.append((title, message))
        return True


@pytest.fixture(autouse=True)
def _keep_environment(monkeypatch):
    """launcher.main names the window class in os.environ; keep that inside each test."""
    for name in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME"):
        monkeypatch.delenv(name, raising=False)


def log_text(home: Path) -> str:
    return (home / "log" / "ynot.log").read_text(encoding="utf-8")


def test_a_user_error_goes_to_the_log_and_a_message_box(ynot_home, tmp_path):
    notes = Notes()
    status = launcher.main(["replay", str(tmp_path / "missing.record")], notify=notes)
    assert status == 1
    [(title, message)] = notes.shown
    assert title == "YNOT could not go on"
    assert "there is no game record" in message
    assert str(ynot_home / "log" / "ynot.log") in message
    assert "there is no game record" in log_text(ynot_home)


def test_success_shows_nothing(capsys):
    notes = Notes()
    assert launcher.main(["replay", str(EXAMPLE)], notify=notes) == 0
    assert notes.shown == []
    assert "Ann" in capsys.readouterr().out


def test_a_garbled_command_line_is_reported_not_raised():
    notes = Notes()
    assert launcher.main(["replay", "--no-such-option"], notify=notes) == 2  # argparse: an unknown option
    [(_, message)] = notes.shown
    assert "usage:" in message


def test_without_a_window_command_it_says_so(monkeypatch, ynot_home):
    monkeypatch.delitem(cli.COMMANDS, cli.DEFAULT_COMMAND, raising=False)
    notes = Notes()
    assert launcher.main([], notify=notes) == 2
    [(_, message)] = notes.shown
    assert message.startswith("this copy of YNOT has no game window")
    assert "no game window" in log_text(ynot_home)


def test_missing_standard_streams_like_pythonw(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    notes = Notes()
    assert launcher.main(["replay", str(EXAMPLE)], notify=notes) == 0
    assert launcher.main(["replay", "/no/such/file"], notify=notes) == 1
    assert "there is no game record" in notes.shown[0][1]


def test_window_class_names_the_menu_entry(monkeypatch):
    monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    monkeypatch.setenv("SDL_VIDEO_WAYLAND_WMCLASS", "custom")
    launcher.set_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "ynot"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "custom"  # the user's choice stands


@pytest.mark.parametrize("driver", ["dummy", "offscreen"])
def test_no_message_box_when_headless(monkeypatch, driver):
    monkeypatch.setenv("SDL_VIDEODRIVER", driver)
    assert launcher.show_message_box("YNOT", "headless") is False


def test_on_windows_the_task_bar_gets_our_own_id(monkeypatch):
    import ctypes
    import types

    given = []
    shell32 = types.SimpleNamespace(SetCurrentProcessExplicitAppUserModelID=given.append)
    monkeypatch.setattr(ctypes, "windll", types.SimpleNamespace(shell32=shell32), raising=False)
    monkeypatch.setattr(sys, "platform", "win32")
    launcher.set_window_class()
    assert given == ["YNOT.DiceGame"]


def test_each_sentence_of_a_failure_is_a_log_line_of_its_own(ynot_home, monkeypatch):
    """Two sentences on standard error (a damaged file moved aside, then the failure) are two log records,
    each with its time, not one record running them together."""
    import sys

    from ynot import cli

    def two_sentences(args):
        print("ynot: ynot.ini was damaged and is moved aside.", file=sys.stderr)
        print("ynot: there is no game record 'x'", file=sys.stderr)
        return 1

    monkeypatch.setattr(cli, "main", two_sentences)
    assert launcher.main(["replay", "x"], notify=Notes()) == 1
    failures = [line for line in log_text(ynot_home).splitlines() if "ynot-gui replay x" in line]
    assert len(failures) == 2
    assert failures[0].endswith("moved aside.") and failures[1].endswith("no game record 'x'")
