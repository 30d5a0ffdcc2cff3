"""The wheel's build hook: compile every ``assets/locale/<lang>.po`` to ``ynot/assets/locale/<lang>/LC_MESSAGES/
ynot.mo`` in the wheel, with Babel (a build requirement), so an installed YNOT speaks each language without
Babel. Compiled .mo files are never kept in git. An editable install is left alone: from a checkout YNOT
compiles the .po files in memory when it first needs one (``ynot.i18n``)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CustomBuildHook(BuildHookInterface):
    """Adds the compiled catalogs to the wheel's files."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        sys.path.insert(0, str(Path(self.root) / "tools"))
        try:
            import catalog
        finally:
            sys.path.pop(0)
        self._out = tempfile.TemporaryDirectory(prefix="ynot-mo-")
        out = Path(self._out.name)
        for mo in catalog.compile_all(out):
            build_data["force_include"][str(mo)] = f"ynot/assets/locale/{mo.relative_to(out).as_posix()}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            out.cleanup()
