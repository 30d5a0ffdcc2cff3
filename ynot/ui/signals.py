"""Signals close the game's window in order: Ctrl+C, a logout's SIGTERM or the terminal's SIGHUP do what
the window's close button does.

This module imports neither pygame nor numpy when it is imported: numpy starts a thread, and every thread
that exists before :func:`closing_on_signals` blocks the signals can be handed a process's SIGTERM by the
kernel, bypassing the watcher (the game then ended "interrupted"). pygame is imported on the first
signal.
"""

from __future__ import annotations

import _thread
import contextlib
import signal
import threading
from collections.abc import Iterator, Sequence

import pygame

from ..logs import get_logger

log = get_logger("ynot.ui")

#: Ctrl+C, the session ending (logout, shutdown) and the terminal closing.
CLOSING_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


def _interrupt(signum: int, frame: object) -> None:
    """A second closing signal, run in the main thread: stop there as Ctrl+C does in a terminal."""
    raise KeyboardInterrupt


def _ask_to_close() -> bool:
    """A QUIT in pygame's queue, as the window's close button puts there; False while pygame cannot take
    one yet (the game still starting): the caller asks again a little later."""

    try:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
    except pygame.error:
        return False
    log.info("a signal asked YNOT to close")
    return True


@contextlib.contextmanager
def closing_on_signals(signals: Sequence[int] = CLOSING_SIGNALS) -> Iterator[threading.Thread | None]:
    """While the game runs, Ctrl+C, a logout's SIGTERM or SIGHUP close the window as its close button does
    (so the window is still remembered), rather than go unheard while the loop sleeps in SDL (Python only
    sees a signal once SDL returns) or kill the game outright; one that comes while the game is still
    starting closes the window as soon as it can. A second signal interrupts the main thread
    (KeyboardInterrupt), whichever signal it is. A signal the game was started ignoring stays ignored:
    ``nohup`` ignores SIGHUP, and a shell without job control starts a background job ignoring SIGINT.

    POSIX only; elsewhere, or outside the main thread, signals act as usual. A helper thread waits for
    them (they are blocked in this thread meanwhile) and puts a QUIT event in pygame's queue; the context
    gives that thread (None when signals act as usual)."""
    if not hasattr(signal, "pthread_sigmask") or threading.current_thread() is not threading.main_thread():
        yield None
        return
    heeded = [s for s in signals if signal.getsignal(s) not in (signal.SIG_IGN, None)]
    stop = signal.SIGUSR2
    watched = {*heeded, stop}
    handlers = {s: signal.signal(s, _interrupt) for s in heeded}  # what interrupt_main(s) runs
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, watched)

    def watch() -> None:
        heard, waiting = 0, False  # waiting: asked to close before pygame could take the request
        while True:
            if waiting:
                info = signal.sigtimedwait(watched, 0.05)
                signum = None if info is None else info.si_signo
            else:
                signum = signal.sigwait(watched)
            if signum == stop:
                return
            if signum is not None:
                heard += 1
                if heard > 1:  # asked again: the loop did not answer, interrupt the main thread
                    _thread.interrupt_main(signum)
                    continue
            waiting = not _ask_to_close()

    watcher = threading.Thread(target=watch, name="ynot-signals", daemon=True)
    watcher.start()
    try:
        yield watcher
    finally:
        try:
            signal.pthread_kill(watcher.ident, stop)  # type: ignore[arg-type]
            watcher.join(timeout=2)
        finally:  # even when a last interrupt lands in the join
            for signum, handler in handlers.items():
                signal.signal(signum, handler)
            signal.pthread_sigmask(signal.SIG_SETMASK, previous)
