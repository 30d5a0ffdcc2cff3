"""How the packaged game does: ``python benchmarks/packaging_speed.py [--exe dist/ynot]``.

Prints the wheel's build time and size, how long the installed-style `ynot` takes to start and to render
the README's example screenshot (median of 3, run as a new process, headless), and the same for a
one-file executable when one is given (build it with ``python packaging/build_exe.py``, which prints its
own build time and size). Runs in temporary folders; about 10 seconds without the executable.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHOT = ("screenshot", "--skin", "psion", "--seed", "7", "--keys", "ENTER SPACE RIGHT SPACE ENTER TAB")


def timed(command: list[str], env: dict[str, str], cwd: Path, runs: int = 3) -> float:
    """Median wall seconds of ``command`` run ``runs`` times (each must succeed)."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run(command, env=env, cwd=cwd, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exe", type=Path, help="a one-file executable built by packaging/build_exe.py")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ynot-bench-") as scratch:
        folder = Path(scratch)
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        env["YNOT_HOME"] = str(folder / "home")
        env.pop("PYTHONPATH", None)

        source = folder / "source"
        for name in ("ynot", "skins", "assets", "tools", "pyproject.toml", "hatch_build.py", "README.md", "LICENSE"):
            path = ROOT / name
            (shutil.copytree if path.is_dir() else shutil.copy2)(path, source / name)
        started = time.perf_counter()
        pip_wheel = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"]
        subprocess.run([*pip_wheel, "-w", str(folder), str(source)], check=True)
        [wheel] = folder.glob("ynot-*.whl")
        print(f"wheel: built in {time.perf_counter() - started:.1f} s, {wheel.stat().st_size / 1000:.0f} kB")

        checkout = [sys.executable, "-m", "ynot"]
        env_checkout = dict(env, PYTHONPATH=str(ROOT))
        print(f"python -m ynot --version: {timed([*checkout, '--version'], env_checkout, folder) * 1000:.0f} ms")
        out = str(folder / "shot.png")
        print(f"python -m ynot screenshot: {timed([*checkout, *SHOT, out], env_checkout, folder) * 1000:.0f} ms")
        if args.exe:
            exe = str(args.exe.resolve())
            print(f"executable: {args.exe.stat().st_size / 1e6:.1f} MB")
            print(f"executable --version: {timed([exe, '--version'], env, folder) * 1000:.0f} ms")
            print(f"executable screenshot: {timed([exe, *SHOT, out], env, folder) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
