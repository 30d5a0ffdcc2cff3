"""The icon as files: PNG bytes and a Windows .ico."""

import io
import struct

import pygame
import pytest

from ynot.icon_files import ico_bytes, icon_png, write_ico


def test_icon_png_is_a_png_of_the_size_asked():
    data = icon_png(24)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert pygame.image.load(io.BytesIO(data), "x.png").get_size() == (24, 24)


def test_ico_directory_points_at_each_png(tmp_path):
    path = write_ico(tmp_path / "ynot.ico", sizes=(16, 256))
    data = path.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 2)
    for index, size in enumerate((16, 256)):
        entry = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        width, height, _, _, planes, bits, length, offset = entry
        assert (width, height) == (size % 256, size % 256)  # 0 stands for 256
        assert (planes, bits) == (1, 32)
        png = data[offset : offset + length]
        assert pygame.image.load(io.BytesIO(png), "x.png").get_size() == (size, size)


def test_ico_refuses_images_too_big_for_the_format():
    with pytest.raises(ValueError, match="1 to 256"):
        ico_bytes([(512, b"")])
