"""``ynot install-desktop`` and ``ynot uninstall-desktop`` from the command line, with the real icon."""

import shutil
import subprocess

import pygame
import pytest

from ynot import desktop
from ynot.cli import main


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    folder = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


def test_install_then_uninstall(data_home, capsys):
    assert main(["install-desktop"]) == 0
    out = " ".join(capsys.readouterr().out.split())  # wrapped to 80 columns
    assert "YNOT is in your applications menu" in out
    entry = data_home / "applications" / "ynot.desktop"
    assert f"wrote {entry}" in out
    assert "Icon=ynot\n" in entry.read_text(encoding="utf-8")
    assert f"wrote {desktop.metainfo_path(data_home)}" in out
    for size in desktop.ICON_SIZES:
        icon = pygame.image.load(str(data_home / f"icons/hicolor/{size}x{size}/apps/ynot.png"))
        assert icon.get_size() == (size, size)
        assert icon.get_at((0, 0)).a == 0  # a transparent corner: the icon sits on any panel colour
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout

    assert main(["uninstall-desktop"]) == 0
    out = " ".join(capsys.readouterr().out.split())  # wrapped to 80 columns
    assert out.count("removed ") == len(desktop.ICON_SIZES) + 2  # the icons, the AppStream description, the entry
    assert [p for p in data_home.rglob("*") if p.is_file()] == []


def test_the_entry_starts_this_interpreters_launcher(data_home):
    assert main(["install-desktop", "--quiet"]) == 0
    text = desktop.entry_path(data_home).read_text(encoding="utf-8")
    launcher = desktop.find_launcher()
    assert f"Exec={desktop.exec_value(launcher.command)}\n" in text


def test_uninstall_with_nothing_installed_says_so(data_home, capsys):
    assert main(["uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_uninstall_keeps_a_foreign_entry_and_says_so(data_home, capsys):
    entry = desktop.entry_path(data_home)
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nType=Application\nName=Mine\nExec=true\n", encoding="utf-8")
    assert main(["uninstall-desktop", "--quiet"]) == 0
    assert "install-desktop did not write it" in capsys.readouterr().err
    assert entry.exists()
    assert main(["uninstall-desktop"]) == 0
    said = capsys.readouterr()
    assert "install-desktop did not write it" in said.err
    assert "nothing to remove" not in said.out + said.err  # it was there, and left alone: not "nothing"


def test_install_leaves_a_foreign_entry_alone(data_home, capsys):
    entry = desktop.entry_path(data_home)
    entry.parent.mkdir(parents=True)
    mine = "[Desktop Entry]\nType=Application\nName=Mine\nExec=true\n"
    entry.write_text(mine, encoding="utf-8")
    assert main(["install-desktop"]) == 1
    assert "install-desktop did not write" in capsys.readouterr().err
    assert entry.read_text(encoding="utf-8") == mine
    assert not (data_home / "icons").exists()  # nothing half-written either


def test_quiet_prints_nothing_at_all(data_home):
    """Not even pygame's banner (the icon is drawn with pygame) on standard output."""
    import os
    import sys

    env = dict(os.environ, XDG_DATA_HOME=str(data_home))
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    for command in ("install-desktop", "uninstall-desktop"):
        done = subprocess.run([sys.executable, "-m", "ynot", command, "--quiet"], env=env,
                              capture_output=True, text=True, timeout=120)
        assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_unwritable_menu_folder_is_one_sentence(data_home, capsys):
    data_home.mkdir()
    (data_home / "icons").write_text("a file where a folder should be")
    assert main(["install-desktop"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ynot: cannot write") and err.endswith("\n") and "\n" not in err.replace("\n  ", " ")[:-1]


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_on_windows_and_macos_it_explains_instead(tmp_path, monkeypatch, capsys, platform):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setattr("sys.platform", platform)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    assert main(["install-desktop"]) == 1
    assert "Linux/BSD applications-menu entry" in capsys.readouterr().err
    assert list(home.iterdir()) == []
