"""Entry point of the PyInstaller one-file executable.

From a terminal it behaves as ``ynot``; double-clicked (no console on Windows, no terminal on Linux)
it behaves as ``ynot-gui``, which reports a failure in the log file and a message box."""

import sys


def _run() -> int:
    stream = sys.stderr
    if stream is not None and stream.isatty():
        from ynot.cli import main
    else:
        from ynot.launcher import main
    return main()


if __name__ == "__main__":
    sys.exit(_run())
