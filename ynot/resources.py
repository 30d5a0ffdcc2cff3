"""Find packaged data (skins, assets) from a checkout, an installed wheel and a PyInstaller bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _candidates(kind: str) -> list[Path]:
    """Where ``kind`` may be, best first: inside the package (a wheel maps skins/ and assets/ there),
    inside a PyInstaller bundle's unpack folder, then beside the package (a checkout)."""
    places = [_PACKAGE / kind]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        places += [Path(bundle) / "ynot" / kind, Path(bundle) / kind]
    places.append(_PACKAGE.parent / kind)
    return places


def data_dir(kind: str) -> Path:
    """The folder of ``kind`` ("skins" or "assets"): the first of :func:`_candidates` that exists."""
    if kind not in ("skins", "assets"):
        raise ValueError(f"unknown data folder {kind!r}")
    places = _candidates(kind)
    for place in places:
        if place.is_dir():
            return place
    return places[-1]


def data_path(kind: str, *parts: str) -> Path:
    """A file inside a data folder, e.g. ``data_path("skins", "psion", "skin.toml")``."""
    return data_dir(kind).joinpath(*parts)
