"""``ynot.log``: warnings and unexpected errors, kept small and rotated. The command line points the
``ynot`` logger here (``cli.setup_logging``) when something is first logged (``ynot.logs``)."""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler


class LogFile(logging.Handler):
    """``ynot.log``, kept small and rotated (the standard RotatingFileHandler), opened at the first line
    logged: most runs log nothing, and ``logging.handlers`` (sockets, pickle, queues) costs a mailed move
    several milliseconds to import."""

    def __init__(self, target: str) -> None:
        super().__init__()
        self.target = target
        self._file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self._file is None:
            self._file = RotatingFileHandler(self.target, maxBytes=1_000_000, backupCount=2, encoding="utf-8",
                                             delay=True)
            self._file.setFormatter(self.formatter)
            self._file.handleError = self._lost  # type: ignore[method-assign]
        self._file.handle(record)

    def _lost(self, record: logging.LogRecord) -> None:
        """A line the log's folder would not take (not a folder, no permission, a full disk): dropped. The log
        is the developers'; what the player loses is said by the part that loses it, and logging's own
        complaint (a traceback on standard error) would only hide that sentence."""
        del record

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        super().close()


def log_to(target: str, name: str = "ynot") -> None:
    """Send the logger ``name``'s warnings and errors (INFO and above) to the file ``target`` (once: a
    handler to another file goes)."""
    log = logging.getLogger(name)
    for handler in list(log.handlers):
        if isinstance(handler, LogFile):
            if handler.target == target:
                return
            log.removeHandler(handler)
            handler.close()
    handler = LogFile(target)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
