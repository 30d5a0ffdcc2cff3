"""The game runs from an installed wheel: build it, install it into a fresh virtual environment (the
runtime dependencies come from this interpreter's site-packages), and run the installed commands from
an empty folder far from the checkout."""

import configparser
import email
import importlib.util
import shlex
import signal
import subprocess
import sys
import sysconfig
import tarfile
import time
import zipfile
from pathlib import Path

import pytest

import ynot
from tests.looks import shipped_looks
from ynot import desktop

ROOT = Path(__file__).resolve().parents[2]
BIN = "Scripts" if sys.platform == "win32" else "bin"


def build_wheel(source: Path, out: Path) -> Path:
    """``pip wheel`` the source; offline when hatchling is already installed here."""
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(source)]
    if importlib.util.find_spec("hatchling") is not None:
        command.insert(4, "--no-build-isolation")
    subprocess.run(command, check=True, capture_output=True, text=True)
    [wheel] = out.glob("ynot-*.whl")
    return wheel


@pytest.fixture(scope="module")
def wheel(source_copy, tmp_path_factory) -> Path:
    return build_wheel(source_copy, tmp_path_factory.mktemp("wheelhouse"))


def outer_site_packages() -> list[str]:
    """This interpreter's site-packages folders, where pygame-ce, numpy and platformdirs are."""
    folders = [sysconfig.get_path("purelib"), sysconfig.get_path("platlib")]
    return list(dict.fromkeys(f for f in folders if f))


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh virtual environment with the wheel installed (no index: nothing is downloaded).

    Its dependencies come from this interpreter's site-packages through a .pth file. (``venv
    --system-site-packages`` would not do when the tests themselves run in a virtual environment, as CI
    does: it links the base Python's site-packages, not this environment's.) Only the folders are
    appended, after the environment's own site-packages, and .pth files inside them are not run, so an
    editable install of the checkout there cannot shadow the wheel."""
    folder = tmp_path_factory.mktemp("venv") / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    python = folder / BIN / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    Path(purelib, "outer-environment.pth").write_text("\n".join(outer_site_packages()) + "\n")
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", str(wheel)],
        check=True,
        capture_output=True,
    )
    return folder


@pytest.fixture
def run_installed(venv, tmp_path, clean_env):
    """Run one of the venv's programs from an empty folder with a clean environment."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(venv / BIN / args[0]), *args[1:]],
            cwd=elsewhere,
            env=clean_env(tmp_path / "home"),
            capture_output=True,
            text=True,
            timeout=60,
        )

    return run


def test_wheel_holds_skins_assets_and_both_scripts(wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        [entry_points] = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
        scripts = configparser.ConfigParser()
        scripts.read_string(archive.read(entry_points).decode())
    for kind in ("skins", "assets"):
        expected = {f"ynot/{p.relative_to(ROOT).as_posix()}" for p in (ROOT / kind).rglob("*") if p.is_file()}
        assert expected and expected <= names, f"{kind} missing from the wheel"
    assert scripts["console_scripts"]["ynot"] == "ynot.cli:main"
    assert scripts["gui_scripts"]["ynot-gui"] == "ynot.launcher:main"


def test_wheel_holds_each_language_compiled_by_its_build_hook(wheel):
    """hatch_build.py compiled assets/locale/<lang>.po into the wheel; no .mo is kept in the checkout."""
    languages = sorted(p.stem for p in (ROOT / "assets" / "locale").glob("*.po"))
    assert "de" in languages
    assert not list((ROOT / "assets").rglob("*.mo")), "compiled catalogs are built, never checked in"
    with zipfile.ZipFile(wheel) as archive:
        for lang in languages:
            mo = archive.read(f"ynot/assets/locale/{lang}/LC_MESSAGES/ynot.mo")
            assert mo[:4] == bytes.fromhex("de120495")  # gettext's magic number, little-endian


def test_installed_ynot_brings_its_manual_page_and_appstream_description(run_installed, venv):
    """The build hook wrote both into the wheel's data: man finds the page beside the environment's bin."""
    page = venv / "share" / "man" / "man6" / "ynot.6"
    assert page.read_text(encoding="utf-8").startswith(f'.TH YNOT 6 "{ynot.__date__}" "ynot {ynot.__version__}"')
    assert page.read_text(encoding="utf-8") == run_installed("ynot", "manpage").stdout  # the same page, in English
    metainfo = venv / "share" / "metainfo" / f"{desktop.METAINFO_ID}.metainfo.xml"
    assert metainfo.read_text(encoding="utf-8") == desktop.metainfo()


def test_wheel_metadata_is_complete(wheel):
    with zipfile.ZipFile(wheel) as archive:
        [name] = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = email.message_from_bytes(archive.read(name))
        assert any(n.endswith(".dist-info/licenses/LICENSE") for n in archive.namelist())
    assert metadata["License-Expression"] == "MIT" and metadata["License"] is None  # PEP 639
    classifiers = metadata.get_all("Classifier")
    for kind in ("Operating System ::", "Programming Language :: Python :: 3.11", "Topic :: Games/Entertainment",
                 "Intended Audience ::"):
        assert any(c.startswith(kind) for c in classifiers), kind
    assert not any(c.startswith("License ::") for c in classifiers)  # the expression says it, once
    assert "dice" in metadata["Keywords"] and metadata["Project-URL"] is None  # no public address: none invented


def test_the_sdist_holds_the_changelog_and_the_licence(source_copy, tmp_path):
    if importlib.util.find_spec("hatchling") is None:
        pytest.skip("hatchling is not installed (the dev extra)")
    built = subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "sdist", "-d", str(tmp_path)],
                           cwd=source_copy, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    [sdist] = tmp_path.glob("ynot-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"CHANGELOG.md", "LICENSE", "README.md", "hatch_build.py"} <= names


def test_installed_ynot_speaks_german_from_its_compiled_catalog(run_installed, venv):
    code = "import ynot.i18n as i; print(i._shipped()['de']); print(i.set_language('de')); print(i._('Score Card'))"
    result = run_installed("python", "-c", code)
    assert result.returncode == 0, result.stderr
    catalog, code_in_use, roll = result.stdout.splitlines()
    assert catalog.endswith("ynot.mo") and Path(catalog).is_relative_to(venv)
    assert (code_in_use, roll) == ("de", "Punkteblatt")
    result = run_installed("ynot", "--language", "de", "replay", "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Aufruf: ynot replay")


def test_installed_package_finds_its_data_inside_itself(run_installed, venv, tmp_path):
    code = "import ynot, ynot.resources as r; print(ynot.__file__); print(r.data_dir('skins'))"
    result = run_installed("python", "-c", code)
    assert result.returncode == 0, result.stderr
    package_file, skins = result.stdout.splitlines()
    assert Path(package_file).is_relative_to(venv), "imported the checkout, not the installed wheel"
    assert Path(skins) == Path(package_file).parent / "skins"


def test_installed_package_reads_every_looks_help(run_installed):
    code = (
        "from ynot.looks import look_names; from ynot.ui.kit.helpbook import load_help\n"
        "for name in look_names():\n"
        "    book = load_help(name, languages=[]); print(name, book.title, len(book.topics), book.problem or 'ok')"
    )
    result = run_installed("python", "-c", code)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines] == shipped_looks()  # every look of skins/, found
    assert all(line.endswith(" ok") for line in lines), lines


def test_installed_ynot_renders_a_screenshot(run_installed, tmp_path, shot_args, reference_shot, png_pixels):
    out = tmp_path / "shot.png"
    result = run_installed("ynot", *shot_args, str(out))
    assert result.returncode == 0, result.stderr
    assert png_pixels(out).startswith(b"480x160:")
    assert png_pixels(out) == reference_shot  # the installed skins and fonts draw exactly as the checkout's


def test_installed_ynot_replays_a_record(run_installed):
    result = run_installed("ynot", "replay", str(ROOT / "examples" / "ynot.record"))
    assert result.returncode == 0, result.stderr
    assert "Ann" in result.stdout


def test_installed_gui_script_reports_errors_in_the_log(run_installed, tmp_path):
    result = run_installed("ynot-gui", "replay", "no-such.record")
    assert result.returncode == 1
    log = (tmp_path / "home" / "log" / "ynot.log").read_text(encoding="utf-8")
    assert "there is no game record" in log


def test_installed_install_desktop_points_the_menu_at_the_venvs_gui_script(run_installed, venv, tmp_path):
    result = run_installed("ynot", "install-desktop", "--quiet")
    assert result.returncode == 0, result.stderr
    entry = (tmp_path / "home" / "xdg-data" / "applications" / "ynot.desktop").read_text(encoding="utf-8")
    assert f"\nExec={venv / BIN / 'ynot-gui'}\n" in entry
    result = run_installed("ynot", "uninstall-desktop", "--quiet")
    assert result.returncode == 0, result.stderr
    assert [p for p in (tmp_path / "home" / "xdg-data").rglob("*") if p.is_file()] == []


def waits_for_signals(game: subprocess.Popen, within_s: float) -> None:
    """Return once ``game``'s main thread blocks SIGTERM (it has entered ``closing_on_signals``, so a
    signal now closes the window); where /proc is not there, after three seconds."""
    status = Path(f"/proc/{game.pid}/status")
    if not status.parent.exists():
        time.sleep(3)
        return
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline and game.poll() is None:
        blocked = next((line.split()[1] for line in status.read_text().splitlines() if line.startswith("SigBlk:")),
                       "0")
        if int(blocked, 16) >> (signal.SIGTERM - 1) & 1:
            return
        time.sleep(0.1)
    pytest.fail("the game did not start waiting for signals" if game.poll() is None else "the game ended")


@pytest.mark.skipif(sys.platform == "win32", reason="the menu entry is for Linux and BSD desktops")
def test_the_menu_entrys_command_starts_the_game_and_keeps_running(run_installed, venv, tmp_path, clean_env):
    """What a double-click runs: the entry's Exec line, as the desktop would split it."""
    assert run_installed("ynot", "install-desktop", "--quiet").returncode == 0
    home = tmp_path / "home"
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(home / "xdg-data" / "applications" / "ynot.desktop", encoding="utf-8")
    command = shlex.split(entry["Desktop Entry"]["Exec"])
    assert command == [str(venv / BIN / "ynot-gui")]
    # the look was chosen at an earlier start (with two looks installed the first start asks for one)
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "ynot.ini").write_text("[ynot]\nskin = psion\n\n[welcome]\nskin_chosen = yes\n")
    game = subprocess.Popen(command, cwd=tmp_path / "elsewhere", env=clean_env(home), stderr=subprocess.PIPE)
    try:
        waits_for_signals(game, within_s=120)  # however loaded the machine, the game got that far
        with pytest.raises(subprocess.TimeoutExpired):
            game.wait(timeout=2)  # and keeps running: the window is open, waiting for the player
        game.send_signal(signal.SIGTERM)  # a logout (Ctrl+C does the same): closes the window
        status = game.wait(timeout=10)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
        stderr = game.stderr.read().decode()
        game.stderr.close()
    assert status == 0, stderr
    settings = (home / "config" / "ynot.ini").read_text(encoding="utf-8")
    assert "window_x = " in settings and "[skin.psion]" in settings  # the window was remembered
    log = home / "log" / "ynot.log"
    assert not log.exists() or " ERROR " not in log.read_text(encoding="utf-8")
