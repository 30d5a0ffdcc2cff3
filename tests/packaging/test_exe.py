"""The PyInstaller one-file executable: built from packaging/ynot.spec, it runs away from the checkout.

Slow (about 30 s to build on 2 cores); skipped when PyInstaller is not installed. Deselect it with
``-m "not slow"``."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

HAVE_PYINSTALLER = importlib.util.find_spec("PyInstaller") is not None
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not HAVE_PYINSTALLER, reason="PyInstaller is not installed"),
]


@pytest.fixture(scope="module")
def exe(source_copy, tmp_path_factory) -> Path:
    """Build the executable from a copy of the source, so no build files land in the checkout."""
    sys.path.insert(0, str(source_copy / "packaging"))
    try:
        import build_exe
    finally:
        sys.path.remove(str(source_copy / "packaging"))
    work = tmp_path_factory.mktemp("pyinstaller")
    return build_exe.build(work / "dist", work / "build", quiet=True)


@pytest.fixture
def run_exe(exe, tmp_path, clean_env):
    """Run the executable from an empty folder with a clean environment."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(exe), *args],
            cwd=elsewhere,
            env=clean_env(tmp_path / "home"),
            capture_output=True,
            text=True,
            timeout=60,
        )

    return run


def test_exe_renders_a_frame_headless(run_exe, tmp_path, shot_args, reference_shot, png_pixels):
    out = tmp_path / "shot.png"
    result = run_exe(*shot_args, str(out))
    assert result.returncode == 0, result.stderr
    assert png_pixels(out) == reference_shot  # skins, fonts and dice found inside the bundle


def test_exe_starts_and_replays_a_record(run_exe):
    result = run_exe("replay", str(ROOT / "examples" / "ynot.record"))
    assert result.returncode == 0, result.stderr
    assert "Ann" in result.stdout


def test_exe_reports_errors_in_the_log(run_exe, tmp_path):
    result = run_exe("replay", "no-such.record")
    assert result.returncode == 1
    assert "there is no game record" in (tmp_path / "home" / "log" / "ynot.log").read_text(encoding="utf-8")


def test_exe_bundles_skins_and_assets_where_resources_looks(exe):
    from PyInstaller.archive.readers import CArchiveReader

    bundled = set(CArchiveReader(str(exe)).toc)
    for kind in ("skins", "assets"):
        expected = {f"ynot/{p.relative_to(ROOT).as_posix()}" for p in (ROOT / kind).rglob("*") if p.is_file()}
        assert expected and expected <= bundled, f"{kind} missing from the executable"
