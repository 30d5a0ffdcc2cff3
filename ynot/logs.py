"""The log, for the developers: every module of ours takes its logger here, ``log = get_logger(__name__)``,
and the ``logging`` package loads when something is first logged. Most runs log nothing, and ``logging``
(with its formatting and locks) costs a start a few milliseconds before its first frame.

:func:`when_logging` runs a setup (the command line's log file, ``ynot.log``) just before the first line
is logged, or at once when ``logging`` is loaded already. Imports nothing of ours."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import logging

#: Setups waiting for ``logging`` to load, in the order they were asked for.
_WAITING: list[Callable[[], None]] = []


class Logger:
    """The ``logging`` logger called ``name``, loaded when one of its methods or values is first used
    (``log.exception(...)``, ``log.info(...)``, ``log.handlers``): each is the real logger's own."""

    __slots__ = ("name", "_real")

    def __init__(self, name: str) -> None:
        self.name = name
        self._real: logging.Logger | None = None

    def __getattr__(self, attribute: str) -> Any:
        real = self._real
        if real is None:
            real = self._real = real_logger(self.name)
        return getattr(real, attribute)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


def get_logger(name: str) -> Logger:
    """The logger ``name`` (``ynot.ui``, a module's ``__name__``), loading ``logging`` when first used."""
    return Logger(name)


def real_logger(name: str) -> logging.Logger:
    """``logging.getLogger(name)``, after every waiting setup has run."""
    import logging

    while True:
        try:
            setup = _WAITING.pop(0)
        except IndexError:  # none left (another thread may have taken the last one)
            break
        setup()
    return logging.getLogger(name)


def when_logging(setup: Callable[[], None]) -> None:
    """Run ``setup`` before the first line is logged: now, when ``logging`` is loaded already."""
    if "logging" in sys.modules:
        setup()
    else:
        _WAITING.append(setup)
