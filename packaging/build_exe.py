"""Build YNOT as one executable file with PyInstaller and print where it is, its size and the time taken.

    python -m pip install pyinstaller
    python packaging/build_exe.py            # -> dist/ynot (dist/ynot.exe on Windows)
    python packaging/build_exe.py --dist DIR --work DIR

The spec is packaging/ynot.spec. Build on the system you ship for: PyInstaller does not cross-compile.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "ynot.spec"


def exe_name() -> str:
    """The executable's file name on this system."""
    return "ynot.exe" if sys.platform == "win32" else "ynot"


def build(dist: Path, work: Path, quiet: bool = False) -> Path:
    """Run PyInstaller on the spec and return the executable's path; raises RuntimeError on failure."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise RuntimeError("PyInstaller is not installed: python -m pip install pyinstaller") from None
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(SPEC),
    ]
    work.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run(command, cwd=work.parent, env=env, capture_output=quiet, text=True)
    if result.returncode != 0:
        detail = (result.stderr or "")[-2000:] if quiet else ""
        raise RuntimeError(f"PyInstaller failed with status {result.returncode}\n{detail}")
    exe = dist / exe_name()
    if not exe.is_file():
        raise RuntimeError(f"PyInstaller finished but {exe} is not there")
    return exe


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build YNOT as one executable file (PyInstaller).")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the executable goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="scratch folder")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    try:
        exe = build(args.dist.resolve(), args.work.resolve())
    except RuntimeError as err:
        print(f"build_exe: {err}", file=sys.stderr)
        return 1
    seconds = time.perf_counter() - started
    size = exe.stat().st_size
    print(f"built {exe}")
    print(f"size {size / 1_000_000:.1f} MB ({size} bytes); build time {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
