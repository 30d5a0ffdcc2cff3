"""The garbage collector while a window starts. A start makes tens of thousands of objects that live as
long as the program (modules, classes, fonts, pictures); the collector's passes over them while they are
being made cost several milliseconds before the first frame and find next to nothing. ``ynot play`` holds
collections off until the App has shown its first frame; then the start's objects are frozen out of the
collector's way (``gc.freeze``: a full pass during play, which could cost a frame, skips them) and
collecting goes on as usual.

Between games a full pass is made (:func:`between_games`): play makes few objects that outlive a frame,
so full passes come seldom, and only a full pass empties Python's free lists, which keep thousands of
tuples from the computers' searches and the table's layouts (over a megabyte after a few Mac games)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_held: list[bool] = []  # True while a start holds collections off


@contextmanager
def held_until_first_frame() -> Iterator[None]:
    """Hold collections off until :func:`first_frame_shown` (or the end of the block, whichever comes
    first); nothing changes when collecting was off already."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    _held.append(True)
    try:
        yield
    finally:
        if _held:
            _held.clear()
            gc.enable()


def first_frame_shown() -> None:
    """The App has shown its first frame: freeze what the start made and collect again (once; nothing
    when no start held collections off)."""
    if _held:
        _held.clear()
        gc.freeze()
        gc.enable()


def between_games() -> None:
    """A game (or a hand of dominoes) is over and another starts: one full pass (about half a millisecond
    once the start's objects are frozen) gives back what the last one left in Python's free lists. Not
    while a start holds collections off (the first game is dealt before the first frame)."""
    if gc.isenabled():
        gc.collect()
