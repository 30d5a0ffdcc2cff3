"""Ctrl+C, a logout's SIGTERM and the terminal's SIGHUP close the window as its close button does; a
second one interrupts; one the game was started ignoring stays ignored; and when the game waits for
them, no thread exists that the kernel could hand a signal to instead (numpy's, once, did)."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from ynot.ui import signals

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def terminal_signals():
    """The signal actions a game started from a terminal has, whatever this test process inherited (a
    shell's background job ignores SIGINT; nohup ignores SIGHUP); put back afterwards."""
    wanted = {signal.SIGINT: signal.default_int_handler, signal.SIGTERM: signal.SIG_DFL, signal.SIGHUP: signal.SIG_DFL}
    before = {signum: signal.signal(signum, action) for signum, action in wanted.items()}
    yield
    for signum, action in before.items():
        signal.signal(signum, action)


def test_a_signal_closes_the_window_as_its_close_button_does(terminal_signals):
    pygame.display.init()
    pygame.event.clear()
    before = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    with signals.closing_on_signals() as watcher:
        assert signal.SIGTERM in signal.pthread_sigmask(signal.SIG_BLOCK, [])
        signal.pthread_kill(watcher.ident, signal.SIGTERM)  # to the watcher alone: pytest's threads are spared
        event = pygame.event.wait(5000)
    assert event.type == pygame.QUIT
    assert not watcher.is_alive()
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == before
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=["int", "term", "hup"])
def test_a_second_signal_interrupts_the_main_thread(terminal_signals, signum):
    pygame.display.init()
    pygame.event.clear()
    before = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    with pytest.raises(KeyboardInterrupt), signals.closing_on_signals() as watcher:
        signal.pthread_kill(watcher.ident, signum)
        assert pygame.event.wait(5000).type == pygame.QUIT
        signal.pthread_kill(watcher.ident, signum)
        for _ in range(1000):  # the interrupt lands between two bytecodes of this thread
            pygame.time.wait(10)
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == before


def test_a_signal_while_the_game_starts_closes_the_window_once_it_opens(terminal_signals):
    """A logout a moment after the start: pygame cannot take a QUIT before its video is up (this ended
    the game with 'interrupted', status 130, on a loaded machine); the request waits for it instead."""
    pygame.quit()
    with signals.closing_on_signals() as watcher:
        signal.pthread_kill(watcher.ident, signal.SIGTERM)
        pygame.time.wait(300)  # the watcher tries, and tries again
        pygame.display.init()  # the game has come this far
        event = pygame.event.wait(5000)
        assert watcher.is_alive()  # no interrupt: one signal asks once
    assert event.type == pygame.QUIT


def test_a_signal_the_game_was_started_ignoring_stays_ignored(terminal_signals):
    """Started with nohup, a logout's SIGHUP must not close the game (it was failing as a test under
    load only because those runs were background jobs, started ignoring SIGINT)."""
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    pygame.display.init()
    pygame.event.clear()
    with signals.closing_on_signals() as watcher:
        assert signal.SIGHUP not in signal.pthread_sigmask(signal.SIG_BLOCK, [])
        assert signal.SIGTERM in signal.pthread_sigmask(signal.SIG_BLOCK, [])
        signal.pthread_kill(watcher.ident, signal.SIGHUP)
        assert pygame.event.wait(300).type == pygame.NOEVENT
        assert watcher.is_alive()
    assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN


def test_the_play_command_waits_for_signals_before_any_thread_exists():
    """Every thread started later inherits the blocked signals; one started earlier (numpy starts one on
    import) could be handed SIGTERM by the kernel, and the game ended 'interrupted' instead of closing."""
    code = (
        "import os\n"
        "from ynot.commands import play\n"
        "from ynot.launcher import set_window_class\n"
        "from ynot.ui.signals import closing_on_signals\n"
        "print(len(os.listdir('/proc/self/task')))\n"
    )
    if not Path("/proc/self/task").exists():
        pytest.skip("needs /proc to count threads")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.stdout.strip() == "1", done.stderr
