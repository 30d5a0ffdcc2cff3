"""The freedesktop menu entry: what install writes, how Exec is quoted, and that uninstall undoes it."""

import configparser
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import ynot
from ynot import desktop
from ynot.desktop import Launcher
from ynot.i18n import _, speaking


def fake_png(size: int) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + size.to_bytes(2, "big")


def files_under(folder: Path) -> set[Path]:
    """The files below ``folder``, but for the test's own YNOT_HOME (``tmp_path/ynot-home``, where the German
    entry's catalog is kept compiled): install writes into ``folder`` alone."""
    home = folder / "ynot-home"
    return {p for p in folder.rglob("*") if p.is_file() and home not in p.parents}


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read_string(path.read_text(encoding="utf-8"))
    return dict(parser["Desktop Entry"])


def test_install_writes_entry_and_every_icon_size(tmp_path):
    launcher = Launcher(("/opt/ynot/bin/ynot-gui",))
    written = desktop.install(tmp_path, launcher, fake_png)
    assert files_under(tmp_path) == set(written)
    assert len(written) == len(desktop.ICON_SIZES) + 2  # the icons, the AppStream description, the entry
    assert desktop.metainfo_path(tmp_path).read_text(encoding="utf-8") == desktop.metainfo()
    for size in desktop.ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "ynot.png"
        assert icon.read_bytes() == fake_png(size)
    entry = read_entry(tmp_path / "applications" / "ynot.desktop")
    assert entry["Type"] == "Application"
    assert entry["Name"] == "YNOT"
    assert entry["Exec"] == "/opt/ynot/bin/ynot-gui"
    assert entry["TryExec"] == "/opt/ynot/bin/ynot-gui"
    assert entry["Icon"] == "ynot"
    assert entry["Terminal"] == "false"
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["StartupWMClass"] == "ynot"
    assert "Path" not in entry


def test_module_launcher_gets_a_working_folder(tmp_path):
    launcher = Launcher(("/usr/bin/python3", "-m", "ynot.launcher"), working_dir=Path("/src/ynot checkout"))
    desktop.install(tmp_path, launcher, fake_png, sizes=(16,))
    entry = read_entry(desktop.entry_path(tmp_path))
    assert entry["Exec"] == "/usr/bin/python3 -m ynot.launcher"
    assert entry["Path"] == "/src/ynot checkout"
    assert "TryExec" not in entry


@pytest.mark.parametrize(
    ("arg", "quoted"),
    [
        ("/usr/bin/ynot-gui", "/usr/bin/ynot-gui"),
        ("/home/ann/My Games/bin/ynot-gui", '"/home/ann/My Games/bin/ynot-gui"'),
        ("/home/a$b/`x`/ynot", '"/home/a\\$b/\\`x\\`/ynot"'),
        ('/say "hi"/ynot', '"/say \\"hi\\"/ynot"'),
        ("/100%/ynot", "/100%%/ynot"),
        ("C:\\Games\\ynot.exe", '"C:\\\\Games\\\\ynot.exe"'),
    ],
)
def test_exec_arguments_are_quoted_as_the_spec_says(arg, quoted):
    assert desktop.quote_exec_arg(arg) == quoted


def test_exec_value_escapes_backslashes_again_for_the_file():
    # A backslash inside quotes is \\ in the Exec grammar and each of those is \\ in the file: 4 in all.
    assert desktop.exec_value(["C:\\ynot.exe"]) == '"C:\\\\\\\\ynot.exe"'


def test_a_line_break_in_a_path_is_refused():
    with pytest.raises(desktop.DesktopError, match="line break"):
        desktop.desktop_entry(Launcher(("/tmp/odd\nname/ynot",)))


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
@pytest.mark.parametrize(
    "launcher",
    [
        Launcher(("/opt/ynot/bin/ynot-gui",)),
        Launcher(("/home/ann/My Games/$HOME/bin/ynot-gui",)),
        Launcher((sys.executable, "-m", "ynot.launcher"), working_dir=Path("/src/ynot")),
    ],
)
def test_entry_passes_desktop_file_validate(tmp_path, launcher):
    path = tmp_path / "ynot.desktop"
    path.write_text(desktop.desktop_entry(launcher), encoding="utf-8")
    result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout + result.stderr


def test_uninstall_removes_exactly_what_install_wrote(tmp_path):
    mine = tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "other-game.png"
    mine.parent.mkdir(parents=True)
    mine.write_bytes(b"someone else's")
    before = files_under(tmp_path)
    written = desktop.install(tmp_path, Launcher(("/bin/ynot-gui",)), fake_png)
    removal = desktop.uninstall(tmp_path)
    assert set(removal.removed) == set(written)
    assert removal.foreign_entry is None
    assert files_under(tmp_path) == before
    assert mine.read_bytes() == b"someone else's"
    assert not (tmp_path / "icons" / "hicolor" / "16x16").exists()  # the empty folders went too
    assert (tmp_path / "icons" / "hicolor" / "48x48" / "apps").is_dir()


def test_uninstall_leaves_an_entry_it_did_not_write(tmp_path):
    entry = desktop.entry_path(tmp_path)
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nType=Application\nName=Not ours\nExec=true\n", encoding="utf-8")
    removal = desktop.uninstall(tmp_path)
    assert removal.removed == ()
    assert removal.foreign_entry == entry
    assert entry.exists()


def test_uninstall_twice_is_harmless(tmp_path):
    desktop.install(tmp_path, Launcher(("/bin/ynot-gui",)), fake_png)
    assert desktop.uninstall(tmp_path).removed
    assert desktop.uninstall(tmp_path).removed == ()


def test_install_again_rewrites_the_same_files(tmp_path):
    first = desktop.install(tmp_path, Launcher(("/old/ynot-gui",)), fake_png)
    second = desktop.install(tmp_path, Launcher(("/new/ynot-gui",)), fake_png)
    assert first == second
    assert read_entry(desktop.entry_path(tmp_path))["Exec"] == "/new/ynot-gui"
    assert files_under(tmp_path) == set(second)  # no temp files left behind


def test_unwritable_data_home_is_one_sentence(tmp_path):
    blocker = tmp_path / "icons"
    blocker.write_text("a file where a folder should be")
    with pytest.raises(desktop.DesktopError, match="^cannot write "):
        desktop.install(tmp_path, Launcher(("/bin/ynot-gui",)), fake_png)


def test_xdg_data_home_follows_the_spec(tmp_path):
    assert desktop.xdg_data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    default = Path.home() / ".local" / "share"
    assert desktop.xdg_data_home({}) == default
    assert desktop.xdg_data_home({"XDG_DATA_HOME": "relative/share"}) == default  # relative: ignored


def test_find_script_wants_an_executable_file(tmp_path):
    script = tmp_path / "ynot-gui"
    script.write_text("#!/bin/sh\n")
    assert desktop.find_script("ynot-gui", [tmp_path]) is None  # not executable
    script.chmod(0o755)
    assert desktop.find_script("ynot-gui", [tmp_path / "missing", tmp_path]) == script
    assert desktop.find_script("ynot-nothing", [tmp_path]) is None


def test_find_launcher_prefers_the_gui_script_next_to_the_interpreter(tmp_path, monkeypatch):
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name in ("python", "ynot", "ynot-gui"):
        (bin_dir / name).write_text("#!/bin/sh\n")
        (bin_dir / name).chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(bin_dir / "python"))
    assert desktop.find_launcher() == Launcher((str(bin_dir / "ynot-gui"),))


def test_find_launcher_in_a_frozen_build_is_the_executable(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "ynot"))
    assert desktop.find_launcher() == Launcher((str(tmp_path / "ynot"),))


def test_find_launcher_without_scripts_runs_the_module_from_the_checkout(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python"))
    monkeypatch.setattr(desktop, "find_script", lambda name, dirs=None: None)
    launcher = desktop.find_launcher()
    assert launcher.command == (str(tmp_path / "python"), "-m", "ynot.launcher")
    assert launcher.working_dir is not None and (launcher.working_dir / "ynot" / "launcher.py").is_file()


def test_the_entry_carries_the_german_name_comment_and_keywords_from_the_catalog():
    entry = read_entry_text(desktop.desktop_entry(Launcher(("/opt/ynot/bin/ynot-gui",))))
    with speaking("de"):
        german = {key: _(message) for key, message in
                  (("GenericName", desktop.GENERIC_NAME), ("Comment", desktop.COMMENT), ("Keywords", desktop.KEYWORDS))}
    assert entry["Name[de]"] == "YNOT"
    for key, text in german.items():
        assert entry[f"{key}[de]"] == text and text != entry[key]  # translated, not the English again
    assert entry["GenericName[de]"] == "Würfel- und Dominospiele" and entry["Keywords[de]"].endswith(";")


def read_entry_text(text: str) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read_string(text)
    return dict(parser["Desktop Entry"])


XML = "{http://www.w3.org/XML/1998/namespace}lang"


def test_the_appstream_description_names_the_entry_and_speaks_german():
    root = ET.fromstring(desktop.metainfo())
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == desktop.METAINFO_ID
    assert root.find("launchable").text == "ynot.desktop" and root.find("launchable").get("type") == "desktop-id"
    assert {p.get(XML) for p in root.find("description")} == {None, "de"}
    summaries = {s.get(XML): s.text for s in root.findall("summary")}
    with speaking("de"):
        assert summaries == {None: desktop.SUMMARY, "de": _(desktop.SUMMARY)} and summaries["de"] != desktop.SUMMARY
    [release] = root.find("releases")
    assert (release.get("version"), release.get("date")) == (ynot.__version__, ynot.__date__)
    assert root.find("url") is None  # no public address exists: none is invented


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream (appstreamcli) not installed")
def test_the_appstream_description_passes_appstreamcli_validate(tmp_path):
    path = tmp_path / f"{desktop.METAINFO_ID}.metainfo.xml"
    path.write_text(desktop.metainfo(), encoding="utf-8")
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
