"""The solver's forked helper: a second process that takes pieces of every level as they come.

For each level the caller sends the helper the level's pieces (the helper runs the second one first),
puts the others in a queue that both processes read, and runs pieces itself until the queue is empty;
then it waits for the helper's word. A process slowed by other work on the machine simply takes fewer
pieces. Messages go through OS pipes (what ``multiprocessing`` would do, without its 10 ms of
imports); the queue is a pipe of fixed-size records, which two readers share safely (a read of one
record is never split). A record names a run of pieces, and a level has at most _RECORDS of them, so
that the caller's one write of the queue always fits in the pipe and never waits for the helper.
"""

from __future__ import annotations

import os
import pickle
import struct
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import pairwise
from typing import Any

#: ``run(level, pieces)`` evaluates the pieces (slices of the level's states) of one level
RunPieces = Callable[[int, list[slice]], None]

_RECORD = struct.Struct("<qq")  # the first piece and the end of a run of pieces (-1, -1: the level's end)
#: records of a level, ends included: one write of at most PIPE_BUF (4096) bytes, the least a pipe
#: holds, reaches the pipe whole
_RECORDS = 4096 // _RECORD.size


class _Pipe:
    """One end of a two-way channel between the caller and its helper: two OS pipes carrying small
    pickled messages, each after its length."""

    def __init__(self, reading: int, writing: int) -> None:
        self.reading, self.writing = reading, writing

    @staticmethod
    def pair() -> tuple[_Pipe, _Pipe]:
        """Two connected ends; after the fork each process closes the one it does not use."""
        down, up = os.pipe(), os.pipe()
        return _Pipe(up[0], down[1]), _Pipe(down[0], up[1])

    def send(self, message: Any) -> None:
        data = pickle.dumps(message)
        _write_all(self.writing, len(data).to_bytes(8, "little") + data)

    def recv(self) -> Any:
        """The next message; EOFError when the other end is closed (or its process ended)."""
        size = int.from_bytes(_read_exactly(self.reading, 8), "little")
        return pickle.loads(_read_exactly(self.reading, size))

    def close(self) -> None:
        for fd in (self.reading, self.writing):
            os.close(fd)


class _Queue:
    """A level's pieces, read by both processes: each run of pieces is run by whichever reads it first."""

    def __init__(self) -> None:
        self.reading, self.writing = os.pipe()

    def put(self, first: int, stop: int) -> None:
        """Pieces ``first``..``stop - 1`` in runs (one piece each where they fit), then one end mark
        for each of the two readers."""
        count = stop - first
        runs = min(count, _RECORDS - 2) or 1
        bounds = [first + count * i // runs for i in range(runs + 1)]
        records = [_RECORD.pack(a, b) for a, b in pairwise(bounds) if b > a] + [_RECORD.pack(-1, -1)] * 2
        _write_all(self.writing, b"".join(records))

    def take(self) -> Iterator[range]:
        """Runs of pieces until this reader's end mark (EOFError if the pipe closes first)."""
        while True:
            first, stop = _RECORD.unpack(_read_exactly(self.reading, _RECORD.size))
            if first < 0:
                return
            yield range(first, stop)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _read_exactly(fd: int, size: int) -> bytes:
    data = b""
    while len(data) < size:
        more = os.read(fd, size - len(data))
        if not more:
            raise EOFError
        data += more
    return data


@contextmanager
def forked(run: RunPieces) -> Iterator[RunPieces]:
    """Fork one helper process and yield a RunPieces that shares each level's pieces with it.
    Whatever ``run`` writes must go to shared arrays (parallel.shared_array)."""
    here, there = _Pipe.pair()
    queue = _Queue()
    pid = os.fork()
    if pid == 0:  # the helper: never returns into the caller's code
        here.close()
        os.close(queue.writing)  # so that the helper sees the end of the queue when the caller goes
        status = 0
        try:
            _serve(there, queue, run)
        except BaseException:  # noqa: BLE001 - the parent is told, the helper ends either way
            status = 1
        finally:
            os._exit(status)
    there.close()

    def both(level: int, pieces: list[slice]) -> None:
        if len(pieces) < 2:
            run(level, pieces)
            return
        here.send((level, [(p.start, p.stop) for p in pieces]))  # the helper runs pieces[1] first
        queue.put(2, len(pieces))
        run(level, pieces[:1])
        for numbers in queue.take():
            run(level, [pieces[i] for i in numbers])
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
        os.close(queue.writing)
        os.waitpid(pid, 0)
        os.close(queue.reading)


def _serve(conn: _Pipe, queue: _Queue, run: RunPieces) -> None:
    """The helper's loop: for each level, the second piece, then pieces from the queue until the
    level's end mark; then True (or the traceback) to the caller."""
    while True:
        try:
            level, bounds = conn.recv()
        except EOFError:
            return
        pieces = [slice(start, stop) for start, stop in bounds]
        try:
            run(level, pieces[1:2])
            for numbers in queue.take():
                run(level, [pieces[i] for i in numbers])
        except Exception:  # noqa: BLE001 - sent to the parent, which raises it
            conn.send(traceback.format_exc())
            return
        conn.send(True)
