"""How the solver shares a level's pieces between two workers: threads, or a forked second process.

NumPy hands the interpreter lock back and forth between threads many thousand times a level, so two
threads finish a table only about 1.3 times faster than one. A second process has no lock to share:
when the solver runs in a process with no other Python thread (``ynot solve``, the benchmarks), it
forks one helper that evaluates half of every level's pieces, writing into arrays in shared memory
(the values table and the level's results). Anywhere else (a look computing a table in the
background) it uses threads, since forking a process that runs other threads is unsafe.
"""

from __future__ import annotations

import mmap
import os
import pickle
import threading
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

#: ``run(level, pieces)`` evaluates the pieces (slices of the level's states) of one level
RunPieces = Callable[[int, list[slice]], None]


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
        with _forked(run) as both:
            yield both
    else:
        from concurrent.futures import ThreadPoolExecutor  # only a look computing a table needs it

        with ThreadPoolExecutor(workers) as pool:

            def threads(level: int, pieces: list[slice]) -> None:
                list(pool.map(lambda piece: run(level, [piece]), pieces))

            yield threads


class _Pipe:
    """One end of a two-way channel between the caller and its forked helper: two OS pipes carrying
    small pickled messages, each after its length (what ``multiprocessing.Pipe`` does, without the
    10 ms of importing multiprocessing)."""

    def __init__(self, reading: int, writing: int) -> None:
        self.reading, self.writing = reading, writing

    @staticmethod
    def pair() -> tuple[_Pipe, _Pipe]:
        """Two connected ends; after the fork each process closes the one it does not use."""
        down, up = os.pipe(), os.pipe()
        return _Pipe(up[0], down[1]), _Pipe(down[0], up[1])

    def send(self, message: Any) -> None:
        data = pickle.dumps(message)
        view = memoryview(len(data).to_bytes(8, "little") + data)
        while view:
            view = view[os.write(self.writing, view) :]

    def recv(self) -> Any:
        """The next message; EOFError when the other end is closed (or its process ended)."""
        size = int.from_bytes(self._read(8), "little")
        return pickle.loads(self._read(size))

    def _read(self, size: int) -> bytes:
        data = b""
        while len(data) < size:
            more = os.read(self.reading, size - len(data))
            if not more:
                raise EOFError
            data += more
        return data

    def close(self) -> None:
        for fd in (self.reading, self.writing):
            os.close(fd)


@contextmanager
def _forked(run: RunPieces) -> Iterator[RunPieces]:
    """Fork one helper process; the caller's process runs the first half of each level's pieces,
    the helper the second half. Whatever it writes must go to shared arrays (shared_array)."""
    here, there = _Pipe.pair()
    pid = os.fork()
    if pid == 0:  # the helper: never returns into the caller's code
        here.close()
        status = 0
        try:
            _serve(there, run)
        except BaseException:  # noqa: BLE001 - the parent is told, the helper ends either way
            status = 1
        finally:
            os._exit(status)
    there.close()

    def both(level: int, pieces: list[slice]) -> None:
        half = (len(pieces) + 1) // 2
        if len(pieces) > 1:
            here.send((level, [(p.start, p.stop) for p in pieces[half:]]))
        run(level, pieces[:half])
        if len(pieces) > 1:
            try:
                answer = here.recv()
            except EOFError:
                answer = "it ended without a word (killed?)"
            if answer is not True:
                raise RuntimeError(f"the solver's helper process failed:\n{answer}")

    try:
        yield both
    finally:
        here.close()  # the helper reads the end of the pipe and ends
        os.waitpid(pid, 0)


def _serve(conn: _Pipe, run: RunPieces) -> None:
    """The helper's loop: run the pieces it is sent, answer True (or the traceback) for each."""
    while True:
        try:
            level, bounds = conn.recv()
        except EOFError:
            return
        try:
            run(level, [slice(a, b) for a, b in bounds])
        except Exception:  # noqa: BLE001 - sent to the parent, which raises it
            conn.send(traceback.format_exc())
            return
        conn.send(True)
