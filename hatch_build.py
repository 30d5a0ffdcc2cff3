"""The wheel's build hook:

- compile every ``assets/locale/<lang>.po`` to ``ynot/assets/locale/<lang>/LC_MESSAGES/ynot.mo`` in the wheel, with
  Babel (a build requirement), so an installed YNOT speaks each language without Babel. Compiled .mo files are
  never kept in git;
- write the manual page ``share/man/man6/ynot.6`` (``man ynot`` finds it beside the environment's ``bin`` on the
  PATH) and the AppStream description ``share/metainfo/ynot.games.ynot.metainfo.xml`` into the wheel's data,
  made by YNOT itself from this source (its command line and its catalog need nothing beyond the standard
  library), in English with the catalog's other languages in the description.

An editable install is left alone: from a checkout YNOT compiles the .po files in memory when it first needs one
(``ynot.i18n``), and ``ynot manpage`` prints the page."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CustomBuildHook(BuildHookInterface):
    """Adds the compiled catalogs, the manual page and the AppStream description to the wheel."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        self._out = tempfile.TemporaryDirectory(prefix="ynot-build-")
        out = Path(self._out.name)
        sys.path.insert(0, str(Path(self.root) / "tools"))
        try:
            import catalog
        finally:
            sys.path.pop(0)
        for mo in catalog.compile_all(out / "locale"):
            build_data["force_include"][str(mo)] = f"ynot/assets/locale/{mo.relative_to(out / 'locale').as_posix()}"
        page, metainfo, component = _made_by_ynot(Path(self.root), out / "home")
        (out / "ynot.6").write_text(page, encoding="utf-8")
        (out / "metainfo.xml").write_text(metainfo, encoding="utf-8")
        build_data["shared_data"][str(out / "ynot.6")] = "share/man/man6/ynot.6"
        build_data["shared_data"][str(out / "metainfo.xml")] = f"share/metainfo/{component}.metainfo.xml"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            out.cleanup()


def _made_by_ynot(root: Path, home: Path) -> tuple[str, str, str]:
    """The manual page (in English), the AppStream description and its component id, from the source at
    ``root``; in English whatever the builder's language, with the shipped catalogs only (``home``, an empty
    YNOT_HOME, holds no translator's catalog of the builder's and keeps YNOT out of the builder's folders)."""
    saved = {name: os.environ.get(name) for name in ("LANGUAGE", "YNOT_HOME")}
    os.environ.update(LANGUAGE="en", YNOT_HOME=str(home))
    sys.path.insert(0, str(root))
    try:
        from ynot import __date__, __version__
        from ynot.cli import build_parser
        from ynot.commands.manpage import manual_page, page_date
        from ynot.desktop import METAINFO_ID, metainfo

        return manual_page(build_parser(), __version__, page_date(__date__)), metainfo(), METAINFO_ID
    finally:
        sys.path.pop(0)
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
