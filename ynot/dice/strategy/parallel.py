"""How the solver shares a level's pieces between two workers: threads, or a forked second process.

NumPy hands the interpreter lock back and forth between threads many thousand times a level, so two
threads finish a table only about 1.3 times faster than one. A second process has no lock to share:
when the solver runs in a process with no other Python thread (``ynot solve``, the benchmarks), it
forks one helper (forked.py) that shares every level's pieces with it, writing into arrays in shared
memory (the values table and the level's results). Anywhere else (a look computing a table in the
background) it uses threads, since forking a process that runs other threads is unsafe.
"""

from __future__ import annotations

import mmap
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np

from .forked import RunPieces, forked


def shared_array(shape: tuple[int, ...], dtype) -> np.ndarray:
    """A zeroed array in memory that a forked process shares (an anonymous shared mapping)."""
    size = int(np.prod(shape)) * np.dtype(dtype).itemsize
    return np.frombuffer(mmap.mmap(-1, max(size, 1)), dtype=dtype, count=int(np.prod(shape))).reshape(shape)


def can_fork() -> bool:
    """Is forking a helper safe here? (POSIX, and no other Python thread running)"""
    return hasattr(os, "fork") and threading.active_count() == 1


@contextmanager
def workers_for(run: RunPieces, workers: int, fork: bool) -> Iterator[RunPieces]:
    """A function that runs a level's pieces on ``workers`` workers (forked or threads)."""
    if workers <= 1:
        yield run
    elif fork:
        with forked(run) as both:
            yield both
    else:
        # imported here: concurrent.futures loads logging and queue, start-up time that ``ynot solve`` (which
        # forks) does not need (docs/imports.md)
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(workers) as pool:
            def threads(level: int, pieces: list[slice]) -> None:
                list(pool.map(lambda piece: run(level, [piece]), pieces))

            yield threads
