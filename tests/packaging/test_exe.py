"""The PyInstaller one-file executable: built from packaging/ynot.spec, it runs away from the checkout.

Slow (about 35 s to build on 2 cores); skipped when PyInstaller is not installed; leave it out with
``-m "not slow"``. One test, so that under pytest-xdist only one worker builds the executable.
"""

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


def build(source: Path, work: Path) -> Path:
    """Build the executable from a copy of the source, so no build files land in the checkout."""
    sys.path.insert(0, str(source / "packaging"))
    try:
        import build_exe
    finally:
        sys.path.remove(str(source / "packaging"))
    return build_exe.build(work / "dist", work / "build", quiet=True)


def test_the_one_file_executable(source_copy, tmp_path, clean_env, shot_args, reference_shot, png_pixels):
    from PyInstaller.archive.readers import CArchiveReader

    exe = build(source_copy, tmp_path / "pyinstaller")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    def run(*args: str) -> subprocess.CompletedProcess:
        env = clean_env(tmp_path / "home")
        return subprocess.run([str(exe), *args], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)

    # skins/ and assets/ are inside, where ynot.resources looks for them.
    bundled = set(CArchiveReader(str(exe)).toc)
    for kind in ("skins", "assets"):
        expected = {f"ynot/{p.relative_to(ROOT).as_posix()}" for p in (ROOT / kind).rglob("*") if p.is_file()}
        assert expected and expected <= bundled, f"{kind} missing from the executable"

    # It starts and renders a frame headless, exactly as the checkout does.
    out = tmp_path / "shot.png"
    result = run(*shot_args, str(out))
    assert result.returncode == 0, result.stderr
    assert png_pixels(out) == reference_shot

    # Every command is there (they are imported by name), and a failure is logged for the double-clicker.
    result = run("replay", str(ROOT / "examples" / "ynot.record"))
    assert result.returncode == 0 and "Ann" in result.stdout, result.stderr
    result = run("replay", "no-such.record")
    assert result.returncode == 1
    assert "there is no game record" in (tmp_path / "home" / "log" / "ynot.log").read_text(encoding="utf-8")
