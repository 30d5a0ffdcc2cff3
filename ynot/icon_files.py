"""Our icon (drawn by ``ynot.ui.icon``) as files: PNG bytes for the freedesktop icon theme, and a
Windows .ico for the one-file executable. pygame is imported only when a picture is drawn."""

from __future__ import annotations

import io
import struct
from collections.abc import Iterable
from pathlib import Path

import pygame

from .ui.icon import icon_surface

ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)


def icon_png(size: int) -> bytes:
    """The icon drawn at ``size`` x ``size`` pixels, as PNG bytes."""

    buffer = io.BytesIO()
    pygame.image.save(icon_surface(size), buffer, "ynot.png")
    return buffer.getvalue()


def ico_bytes(images: Iterable[tuple[int, bytes]]) -> bytes:
    """An .ico file holding PNG ``images`` given as (size, png bytes); sizes 1-256."""
    images = list(images)
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(images)
    directory, blobs = b"", b""
    for size, png in images:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image is 1 to 256 pixels wide, not {size}")
        edge = size % 256  # 0 means 256
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + directory + blobs


def write_ico(path: Path, sizes: Iterable[int] = ICO_SIZES) -> Path:
    """Write our icon as a Windows .ico at ``path`` and return it."""
    path.write_bytes(ico_bytes((size, icon_png(size)) for size in sizes))
    return path
