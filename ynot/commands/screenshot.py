"""``ynot screenshot``: render headless what a player would see after a script of keys and clicks."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from ..cli import UserError, warn
from ..i18n import N_, _

SCRIPT_HELP = N_(
    'keys and clicks separated by spaces, e.g. "ENTER SPACE RIGHT SPACE ENTER TAB"; also Shift+SPACE, '
    "Ctrl+H (Psion+H), F1, TEXT:Ann, CLICK:x,y, DCLICK:x,y, DRAG:x1,y1:x2,y2, MOVE:x,y, WAIT:ms (ynot help screenshot)"
)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("output", type=Path, help=_("the PNG file to write"))
    parser.add_argument("--skin", default="psion", help=_("the skin to show (default: psion)"))
    parser.add_argument("--seed", type=int, default=1, help=_("seed for the dice (default: 1)"))
    parser.add_argument("--keys", default="", help=_(SCRIPT_HELP))
    parser.add_argument(
        "--scale",
        type=int,
        default=1,
        choices=range(1, 11),
        metavar="N",
        help=_("whole-number scale of the picture (default: 1, the skin's own pixels)"),
    )
    parser.add_argument(
        "--machine", action="store_true", help=_("draw the machine round the screen (skins that have one)")
    )
    parser.add_argument(
        "--home", type=Path, help=_("use the records and options in this YNOT_HOME (default: a fresh empty one)")
    )


def render(skin: str, keys: str, output: Path, *, seed: int = 1, scale: int = 1, machine: bool = False) -> None:
    """Start ``skin`` headless in the current YNOT_HOME, play ``keys``, save the frame to ``output``."""
    import pygame

    from ..ui.launch import build_app, open_store
    from ..ui.script import ScriptError, parse_script
    from ..ui.skin import SkinError

    try:
        steps = parse_script(keys)
    except ScriptError as err:
        raise UserError(str(err)) from None
    store = open_store()
    for sentence in store.notices if store is not None else ():  # a file moved aside, a folder refused
        warn(sentence)  # (and the look shows it in the picture, as a player would see it)
    try:
        app = build_app(skin, store=store, seed=seed, scale=scale, resume=False, sound=False, machine=machine)
        app.settle()
        app.play_script(steps)
        app.save_frame(output)
    except SkinError as err:
        raise UserError(str(err)) from None
    except (pygame.error, OSError) as err:
        raise UserError(_("cannot write {path}: {why}").format(path=output, why=err)) from None
    finally:
        if store is not None:
            store.close()
        pygame.quit()


def run(args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    if args.output.suffix.lower() != ".png":
        raise UserError(
            _("the screenshot is written as PNG; give a file ending in .png, not {name!r}").format(
                name=args.output.name
            )
        )
    saved_home = os.environ.get("YNOT_HOME")
    with tempfile.TemporaryDirectory(prefix="ynot-shot-") as fresh:
        os.environ["YNOT_HOME"] = str(args.home) if args.home else fresh
        try:
            render(args.skin, args.keys, args.output, seed=args.seed, scale=args.scale, machine=args.machine)
        finally:
            if saved_home is None:
                os.environ.pop("YNOT_HOME", None)
            else:
                os.environ["YNOT_HOME"] = saved_home
    print(_("wrote {path}").format(path=args.output))
    return 0
