"""The solver's forked helper: a second process that takes pieces of every level as they come.

For each level the caller hands the helper its first piece, puts the other pieces in a queue that
both processes read, and runs pieces itself until the queue is empty; then it waits for the helper's
word. A process slowed by other work on the machine simply takes fewer pieces. Messages go through
OS pipes (what ``multiprocessing`` would do, without its 10 ms of imports); the queue is a pipe of
fixed-size records, which two readers share safely (a read of one record is never split).
"""

from __future__ import annotations

import os
import pickle
import struct
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

#: ``run(level, pieces)`` evaluates the pieces (slices of the level's states) of one level
RunPieces = Callable[[int, list[slice]], None]

_RECORD = struct.Struct("<iqq")  # level (-1: the end of a level's pieces), start, stop
#: records per write: a write of at most PIPE_BUF (4096) bytes reaches the pipe whole
_PER_WRITE = 4096 // _RECORD.size


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
    """A level's pieces, read by both processes: each piece is run by whichever reads it first."""

    def __init__(self) -> None:
        self.reading, self.writing = os.pipe()

    def put(self, level: int, pieces: list[slice]) -> None:
        """The pieces, then one end mark for each of the two readers."""
        records = [_RECORD.pack(level, p.start, p.stop) for p in pieces] + [_RECORD.pack(-1, 0, 0)] * 2
        for i in range(0, len(records), _PER_WRITE):
            _write_all(self.writing, b"".join(records[i : i + _PER_WRITE]))

    def take(self) -> Iterator[slice]:
        """Pieces until this reader's end mark (EOFError if the pipe closes first)."""
        while True:
            level, start, stop = _RECORD.unpack(_read_exactly(self.reading, _RECORD.size))
            if level < 0:
                return
            yield slice(start, stop)


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
        here.send((level, pieces[1].start, pieces[1].stop))  # the helper's first piece
        queue.put(level, pieces[2:])
        run(level, pieces[:1])
        for piece in queue.take():
            run(level, [piece])
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
    """The helper's loop: for each level, its first piece, then pieces from the queue until the
    level's end mark; then True (or the traceback) to the caller."""
    while True:
        try:
            level, start, stop = conn.recv()
        except EOFError:
            return
        try:
            run(level, [slice(start, stop)])
            for piece in queue.take():
                run(level, [piece])
        except Exception:  # noqa: BLE001 - sent to the parent, which raises it
            conn.send(traceback.format_exc())
            return
        conn.send(True)
