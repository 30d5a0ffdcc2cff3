"""What changed on the canvas since the window last showed it, as a few small rectangles.

The App scales and pushes only these rectangles to the window (``pygame.display.update(rects)``), so
two dice rolling at opposite corners cost two dice, not the table between them; the rest of the window
keeps the pixels it was given once. The comparison needs no NumPy and copies nothing: the canvas's own
pixels (a view of its buffer, not a copy) are compared with the one kept copy of the last frame a block
of rows at a time (``bytearray.startswith`` on a slice of the view: one C comparison, no slice copied),
neighbouring changed blocks make one band, trimmed to its first and last changed row; the columns of
each band are found the same way on the band turned a quarter round. The kept copy is then overwritten
in place, so a frame holds one canvas-sized copy, never two (1.2 MB less at the peak for a 640x480
canvas). A band
taller than a third of the canvas (a menu, a dialog) is pushed at full width. About 0.2 ms for two dice
on a 640x480 canvas, 0.5 ms for a die's whole flight across the table.
"""

from __future__ import annotations

import pygame

#: changed rows (or columns) this close together are pushed as one rectangle
ROW_GAP = 4
COLUMN_GAP = 8
#: a band of changed rows taller than 1 / TALL of the canvas is pushed at its full width (turning it
#: to find its columns would cost more than pushing it)
TALL = 3
#: more rectangles than this are pushed as the one rectangle round them all
MAX_RECTS = 24
#: a band's columns are found this many rows at a time: the pictures turned for it stay small (the
#: allocator keeps what a frame's largest took: a whole band at once was 0.8 MB more at the peak)
TURNED_ROWS = 32


def _runs(spans: list[tuple[int, int]], gap: int) -> list[tuple[int, int]]:
    """Sorted spans ``(first, last + 1)`` with those less than ``gap`` apart joined."""
    runs: list[tuple[int, int]] = []
    for first, last in spans:
        if runs and first - runs[-1][1] < gap:
            runs[-1] = (runs[-1][0], max(runs[-1][1], last))  # one inside the last run leaves it as it is
        else:
            runs.append((first, last))
    return runs


#: lines compared a block at a time: neighbouring blocks that differ make one span
BLOCK = 16


def _changed_spans(new: memoryview, old: bytes | bytearray, pitch: int, count: int) -> list[tuple[int, int]]:
    """The spans ``(first, last + 1)`` of lines (``pitch`` bytes each) that differ: blocks of BLOCK lines
    that differ, neighbours joined, each span trimmed to its first and last changed line."""
    step = BLOCK * pitch
    spans: list[list[int]] = []
    for start in range(0, count, BLOCK):
        at = start * pitch
        if not old.startswith(new[at : at + step], at):
            end = min(start + BLOCK, count)
            if spans and spans[-1][1] == start:
                spans[-1][1] = end
            else:
                spans.append([start, end])
    trimmed = []
    for first, last in spans:
        while old.startswith(new[first * pitch : (first + 1) * pitch], first * pitch):
            first += 1
        while old.startswith(new[(last - 1) * pitch : last * pitch], (last - 1) * pitch):
            last -= 1
        trimmed.append((first, last))
    return trimmed


class ShownCanvas:
    """The canvas pixels the window shows now, to tell what a new frame changes."""

    def __init__(self) -> None:
        self._bytes: bytearray | None = None
        self._size: tuple[int, int] | None = None

    def forget(self) -> None:
        """The window lost its pixels (opened, resized, exposed): the next frame shows everything."""
        self._bytes = None

    def changes(self, canvas: pygame.Surface) -> list[pygame.Rect] | None:
        """The rectangles of ``canvas`` that differ from the last frame shown ([]: none; None: all,
        the first frame or a canvas whose pixels cannot be read), and remember ``canvas`` as shown."""
        try:
            proxy = canvas.get_buffer()
        except (ValueError, pygame.error):
            self._bytes = None
            return None
        with memoryview(proxy) as new:  # the canvas's own pixels, locked until the view is released
            return self._compare(canvas, new)

    def _compare(self, canvas: pygame.Surface, new: memoryview) -> list[pygame.Rect] | None:
        """The changes of :meth:`changes`, ``new`` being a view of the canvas's pixels; the kept copy
        is overwritten with them (in place when its size holds)."""
        old, size, previous_size = self._bytes, canvas.get_size(), self._size
        self._size = size
        if old is None or previous_size != size or len(old) != new.nbytes:
            self._bytes = bytearray(new)
            return None
        if old == new:
            return []
        rects = self._rects(canvas, new, old)
        with memoryview(old) as kept:
            kept[:] = new  # through a view: ``old[:] = new`` would first copy ``new`` whole (1.2 MB at the peak)
        return rects

    def _rects(self, canvas: pygame.Surface, new: memoryview, old: bytearray) -> list[pygame.Rect]:
        """The rectangles where ``new`` differs from ``old`` (both the canvas's pixels, row by row)."""
        width, height = canvas.get_size()
        pitch = canvas.get_pitch()
        if canvas.get_bytesize() != 4 or pitch != width * 4:
            return [canvas.get_rect()]  # not the App's 32-bit canvas without padding: all of it
        rects: list[pygame.Rect] = []
        for top, bottom in _runs(_changed_spans(new, old, pitch, height), ROW_GAP):
            if (bottom - top) * TALL > height:  # a screenful (a menu, a dialog): its rows whole
                rects.append(pygame.Rect(0, top, width, bottom - top))
                continue
            columns = []
            for first_row in range(top, bottom, TURNED_ROWS):  # a few rows at a time: small pictures turned
                last_row = min(first_row + TURNED_ROWS, bottom)
                band_old = self._band(old, canvas, first_row, last_row).get_buffer().raw
                with memoryview(self._band(new, canvas, first_row, last_row).get_buffer()) as band_new:  # a view
                    turned = _changed_spans(band_new, band_old, (last_row - first_row) * 4, width)  # row w-1-x: x
                columns += [(width - last, width - first) for first, last in turned]
            for left, right in _runs(sorted(columns), COLUMN_GAP):
                rects.append(pygame.Rect(left, top, right - left, bottom - top))
        if len(rects) > MAX_RECTS:
            return [rects[0].unionall(rects[1:])]
        return rects

    @staticmethod
    def _band(data: memoryview | bytearray, canvas: pygame.Surface, top: int, bottom: int) -> pygame.Surface:
        """Rows ``top:bottom`` turned a quarter round to the left: row ``width - 1 - x`` of the result
        is column x."""
        pitch = canvas.get_pitch()
        width = canvas.get_width()
        band = pygame.image.frombuffer(memoryview(data)[top * pitch : bottom * pitch], (width, bottom - top), "RGBX")
        return pygame.transform.rotate(band, 90)
