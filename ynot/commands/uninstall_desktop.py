"""``ynot uninstall-desktop``: take YNOT's entry and icons out of this user's applications menu."""

from __future__ import annotations

import argparse
import sys

from .. import desktop
from ..cli import UserError
from ..i18n import _


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quiet", "-q", action="store_true", help=_("print nothing when all went well"))


def run(args: argparse.Namespace) -> int:
    try:
        removal = desktop.uninstall(desktop.xdg_data_home())
    except desktop.DesktopError as err:
        raise UserError(str(err)) from None
    if removal.foreign_entry is not None:
        said = _("left {path} alone: install-desktop did not write it").format(path=removal.foreign_entry)
        print(f"ynot: {said}", file=sys.stderr)
    if not args.quiet:
        for path in removal.removed:
            print(_("removed {path}").format(path=path))
        if not removal.removed and removal.foreign_entry is None:
            print(_("nothing to remove: YNOT was not in your applications menu"))
    return 0
