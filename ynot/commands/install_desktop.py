"""``ynot install-desktop``: put YNOT in this user's applications menu, with its icon."""

from __future__ import annotations

import argparse
import os
import sys

from .. import desktop
from ..cli import UserError
from ..i18n import _


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quiet", "-q", action="store_true", help=_("print nothing when all went well"))


def run(args: argparse.Namespace) -> int:
    from ..icon_files import icon_png

    if sys.platform in ("win32", "darwin") and not os.environ.get("XDG_DATA_HOME"):
        where = _("a shortcut to ynot-gui.exe") if sys.platform == "win32" else "ynot-gui"
        raise UserError(
            _("install-desktop writes a Linux/BSD applications-menu entry; on this system start YNOT with {where}")
            .format(where=where)
        )
    data_home = desktop.xdg_data_home()
    launcher = desktop.find_launcher()
    try:
        written = desktop.install(data_home, launcher, icon_png)
    except desktop.DesktopError as err:
        raise UserError(str(err)) from None
    if not args.quiet:
        for path in written:
            print(_("wrote {path}").format(path=path))
        print(_("YNOT is in your applications menu under Games; it starts {command}").format(
            command=" ".join(launcher.command)))
    return 0
