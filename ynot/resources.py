"""Find packaged data (skins, assets) from a checkout and from an installed wheel alike."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(kind: str) -> Path:
    """The folder of ``kind`` ("skins" or "assets"): inside the installed package, else the checkout's."""
    if kind not in ("skins", "assets"):
        raise ValueError(f"unknown data folder {kind!r}")
    installed = _PACKAGE / kind
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / kind


def data_path(kind: str, *parts: str) -> Path:
    """A file inside a data folder, e.g. ``data_path("skins", "psion", "skin.toml")``."""
    return data_dir(kind).joinpath(*parts)
