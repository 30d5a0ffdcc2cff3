"""A package whose names load when first asked for (PEP 562): its modules are imported only by the code
that uses them, so a command or a first frame pays for nothing else. Imports nothing of ours."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """The ``__getattr__`` of ``package``: a name of ``homes`` (name -> module, relative as ``.store`` or
    ``store``) is imported from its module when first asked for, then kept in the package."""

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home if home.startswith(".") else f".{home}", package), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
