"""The solver's two workers: a forked helper process and threads give the same table, to the bit;
a helper that fails is reported, not waited for."""

import os

import numpy as np
import pytest

from ynot.dice.rules import get_rules
from ynot.dice.strategy.parallel import can_fork, shared_array, workers_for
from ynot.dice.strategy.search import solve

fork_only = pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this platform")


@pytest.mark.slow
@fork_only
def test_forked_helper_and_threads_make_the_same_table(solved):
    # Windows' bonus: an extra turn solved as a fixed point, each level in two passes
    rules = get_rules("winzee", extra="bonus")
    forked = solve(rules, workers=2, fork=True)
    threads = solve(rules, workers=2, fork=False)
    assert np.array_equal(forked.values, threads.values, equal_nan=True)
    assert forked.expected_score == solved("winzee", extra="bonus").expected_score
    assert forked.values.flags.owndata  # copied out of the shared memory


@fork_only
def test_the_caller_and_the_helper_run_every_piece_once():
    runs = shared_array((3000,), np.int64)

    def run(level: int, pieces: list[slice]) -> None:
        for piece in pieces:
            runs[piece] += level

    with workers_for(run, 2, fork=True) as both:
        both(1, [slice(i, i + 1) for i in range(3000)])  # more pieces than the queue's records: runs of them
        both(2, [slice(0, 1000), slice(1000, 3000)])
        both(4, [slice(0, 3000)])
    assert runs.tolist() == [7] * 3000


@fork_only
def test_a_failing_helper_is_reported():
    parent = os.getpid()
    written = shared_array((4,), np.float64)

    def run(level: int, pieces: list[slice]) -> None:
        for piece in pieces:
            written[piece] = level
        if os.getpid() != parent:
            raise ValueError("the helper broke")

    with pytest.raises(RuntimeError, match="the helper broke"), workers_for(run, 2, fork=True) as both:
        both(7, [slice(0, 2), slice(2, 4)])
    assert list(written) == [7, 7, 7, 7]  # the helper's half reached the parent through shared memory


def test_threads_and_one_worker_run_every_piece():
    for workers, fork in ((1, False), (2, False)):
        seen: list[tuple[int, int]] = []

        def note(level: int, pieces: list[slice], seen: list = seen) -> None:
            seen.extend((level, piece.start) for piece in pieces)

        with workers_for(note, workers, fork) as run:
            run(3, [slice(0, 5), slice(5, 9), slice(9, 12)])
        assert sorted(seen) == [(3, 0), (3, 5), (3, 9)]


def test_forking_needs_a_single_thread():
    import threading

    release = threading.Event()
    other = threading.Thread(target=release.wait)
    other.start()
    try:
        assert not can_fork()
    finally:
        release.set()
        other.join()


@fork_only
def test_a_helper_that_dies_is_reported():
    parent = os.getpid()

    def run(level: int, pieces: list[slice]) -> None:
        if os.getpid() != parent:
            os._exit(3)  # as if killed

    with pytest.raises(RuntimeError, match="ended without a word"), workers_for(run, 2, fork=True) as both:
        both(1, [slice(0, 2), slice(2, 4)])
